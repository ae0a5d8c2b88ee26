use timur::rules::*;
#[test]
fn quick() {
    for id in VariantId::ALL {
        let pos = Position::start(id, id.default_options());
        let t = pos.to_tfen();
        let p2 = Position::from_tfen(id, id.default_options(), &t).unwrap();
        assert_eq!(p2.to_tfen(), t);
        println!(
            "{id}: {t} perft1={} perft2={} perft3={}",
            perft(&pos, 1),
            perft(&pos, 2),
            perft(&pos, 3)
        );
    }
}
