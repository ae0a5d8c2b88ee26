//! The bot's HTTP side for operators (issue 23): `GET /metrics` (Prometheus text rendered by
//! `metrics-exporter-prometheus`, the metrics of [`crate::metrics`]) and `GET /healthz`, on
//! `METRICS_ADDR` (off when unset). Figures kept in the database (the outbox backlog, active
//! games) are read at each scrape.

use crate::game::GameService;
use crate::metrics::{install, GAMES_ACTIVE, OUTBOX_OLDEST, OUTBOX_PENDING};
use metrics_exporter_prometheus::PrometheusHandle;
use std::net::SocketAddr;
use std::time::Duration;

/// Reads the figures kept in the database (outbox backlog, active games) into their gauges.
///
/// # Errors
/// Database failures.
pub async fn refresh(service: &GameService) -> anyhow::Result<()> {
    let store = service.store();
    let (pending, oldest) = store.outbox_backlog().await?;
    let active = store.active_games().await?;
    metrics::gauge!(OUTBOX_PENDING).set(pending as f64);
    let age = oldest.map_or(0, |t| (service.now() - t).max(0));
    metrics::gauge!(OUTBOX_OLDEST).set(age as f64);
    metrics::gauge!(GAMES_ACTIVE).set(active as f64);
    Ok(())
}

/// The body of `/metrics`: the database gauges refreshed, then everything rendered.
///
/// # Errors
/// Database failures (the scrape then fails, which Prometheus records as the target down).
pub async fn scrape(handle: &PrometheusHandle, service: &GameService) -> anyhow::Result<String> {
    refresh(service).await?;
    handle.run_upkeep();
    Ok(handle.render())
}

/// The health check: `Ok` when the database answers a read within 2 s.
///
/// # Errors
/// The reason the bot is not healthy.
pub async fn health(service: &GameService) -> Result<(), String> {
    match tokio::time::timeout(Duration::from_secs(2), service.store().active_games()).await {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => Err(format!("database unavailable: {e}")), // operator: /healthz monitoring
        Err(_) => Err("database did not answer within 2 s".into()), // operator: /healthz monitoring
    }
}

/// Serves `GET /metrics` (Prometheus text) and `GET /healthz` (`ok`, or 503 with the reason)
/// on `addr` until the task is aborted; returns the address bound (port 0 picks a free one).
///
/// # Errors
/// When the recorder cannot be installed or `addr` cannot be bound.
pub async fn serve(
    addr: SocketAddr,
    service: GameService,
) -> anyhow::Result<(SocketAddr, tokio::task::JoinHandle<()>)> {
    use axum::http::{header, StatusCode};
    use axum::response::IntoResponse;
    use axum::routing::get;
    let handle = install()?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen for metrics on {addr}: {e}"))?; // operator: startup error
    let bound = listener.local_addr()?;
    let metrics_service = service.clone();
    let app = axum::Router::new()
        .route(
            "/metrics",
            get(move || {
                let handle = handle.clone();
                let service = metrics_service.clone();
                async move {
                    match scrape(&handle, &service).await {
                        Ok(text) => (
                            StatusCode::OK,
                            [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
                            text,
                        )
                            .into_response(),
                        Err(e) => {
                            tracing::warn!(error = %e, "metrics scrape failed");
                            (StatusCode::SERVICE_UNAVAILABLE, format!("{e}\n")).into_response()
                        }
                    }
                }
            }),
        )
        .route(
            "/healthz",
            get(move || {
                let service = service.clone();
                async move {
                    match health(&service).await {
                        Ok(()) => (StatusCode::OK, "ok\n".to_string()),
                        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")),
                    }
                }
            }),
        );
    let task = tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the metrics server stopped");
        }
    });
    tracing::info!(%bound, "serving /metrics and /healthz");
    Ok((bound, task))
}
