//! The bounded pool that runs the engine's searches beside the async runtime.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use timur::engine::{EnginePool, Limits, SearchJob, Settings};
use timur::rules::{Position, VariantId};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pool_runs_queued_searches() {
    let pool = EnginePool::new(1);
    assert_eq!(pool.threads(), 1);
    let pos = Position::start(VariantId::Mirza, VariantId::Mirza.default_options());
    let jobs = (0..3).map(|i| {
        let pool = pool.clone();
        tokio::spawn(async move {
            pool.search(SearchJob {
                position: pos,
                history: vec![],
                settings: Settings {
                    limits: Limits::nodes(2_000),
                    noise: 0,
                    seed: i,
                },
                stop: None,
            })
            .await
        })
    });
    let results: Vec<_> = futures_util::future::join_all(jobs).await;
    let first = results[0].as_ref().unwrap().as_ref().unwrap().best;
    for r in results {
        let r = r.unwrap().unwrap();
        assert!(pos.legal_moves().contains(&r.best.unwrap()));
        assert_eq!(r.best, first, "fresh engine per job: same answer");
    }
    // A stopped job still answers with a legal move.
    let r = pool
        .search(SearchJob {
            position: pos,
            history: vec![],
            settings: Settings::default(),
            stop: Some(Arc::new(AtomicBool::new(true))),
        })
        .await
        .unwrap();
    assert!(pos.legal_moves().contains(&r.best.unwrap()));
    // Other work runs under the same bound.
    assert_eq!(pool.run(|| 6 * 7).await.unwrap(), 42);
}
