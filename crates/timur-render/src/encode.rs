//! PNG encoding: indexed (palette) pictures with the `png` crate, RGB charts with `image`.

use super::canvas::Canvas;

/// The PNG bytes of `canvas` with the 8-bit palette `palette` (`PLTE` bytes).
pub(crate) fn png(canvas: &Canvas, palette: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    {
        let mut enc = png::Encoder::new(&mut out, canvas.width, canvas.height);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(palette);
        // Measured on a middle-game Tamerlane board (`RENDER_ENCODER_MATRIX=1 cargo bench
        // --bench render`): the Up filter turns the many vertically repeated runs (squares,
        // margins) into zeros, so deflate level 1 gives 1.4 ms / 49 KiB where level 6 without
        // filtering takes 14.6 ms / 39 KiB, and fdeflate with Up 0.35 ms / 73 KiB (over 64 KiB).
        enc.set_filter(png::Filter::Up);
        enc.set_deflate_compression(png::DeflateCompression::Level(1));
        let mut writer = enc.write_header().expect("PNG header into a Vec");
        writer
            .write_image_data(&canvas.px)
            .expect("PNG data into a Vec");
    }
    out
}

/// The PNG bytes of the RGB picture `img` (the charts and tables drawn with `imageproc`).
pub(crate) fn rgb_png(img: &image::RgbImage) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::with_capacity(32 * 1024));
    img.write_to(&mut out, image::ImageFormat::Png)
        .expect("PNG into a Vec");
    out.into_inner()
}
