//! Indexed (palette) PNG encoding with the `png` crate.

use super::canvas::Canvas;

/// The PNG bytes of `canvas` with the 8-bit palette `palette` (`PLTE` bytes).
pub(crate) fn png(canvas: &Canvas, palette: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    {
        let mut enc = png::Encoder::new(&mut out, canvas.width, canvas.height);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(palette);
        // Palette indices do not benefit from prediction filters; level 6 deflate without
        // filtering was the best size/speed pair measured (performance.md §2.3).
        enc.set_filter(png::Filter::NoFilter);
        enc.set_compression(png::Compression::Balanced);
        let mut writer = enc.write_header().expect("PNG header into a Vec");
        writer
            .write_image_data(&canvas.px)
            .expect("PNG data into a Vec");
    }
    out
}
