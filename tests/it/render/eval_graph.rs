//! The evaluation graph of `/analysis`.

#[test]
fn eval_graph_is_a_png_of_the_documented_size() {
    use timur::render::eval_graph::{
        eval_graph_png, GraphMark, GRAPH_HEIGHT, GRAPH_PLOT_TOP, GRAPH_WIDTH,
    };
    let png = eval_graph_png(
        &[0.0, 0.2, -0.5, 1.0],
        &[(2, GraphMark::Blunder)],
        "1-0 White wins by checkmate",
        timur::i18n::Lang::En,
    );
    let img = image::load_from_memory(&png).unwrap();
    assert_eq!((img.width(), img.height()), (GRAPH_WIDTH, GRAPH_HEIGHT));
    let rgb = img.to_rgb8();
    // Left end sits on the middle line; far right (White winning) is white above the middle.
    assert_eq!(
        rgb.get_pixel(GRAPH_WIDTH - 20, GRAPH_PLOT_TOP + 20).0,
        [240, 238, 232]
    );
    let empty = eval_graph_png(&[], &[], "", timur::i18n::Lang::En);
    assert!(image::load_from_memory(&empty).is_ok());
}
