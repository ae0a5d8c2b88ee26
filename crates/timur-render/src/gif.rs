//! A whole game as an animated GIF (the lila-gif technique): every frame is the board picture
//! [`super::render_png`] would draw, composed from the family's sprite set, and the GIF stores
//! only the rectangle that changed since the previous frame, with unchanged pixels transparent,
//! over the sprite set's palette as the one global colour table.

use super::replay::Replay;
use super::shrink::Shrinker;
use super::{compose, sprites};
use std::borrow::Cow;
use timur_i18n::Lang;
use timur_rules::Color;

/// Discord's default attachment limit for bots, bytes (10 MiB). Prefer the limit an
/// interaction reports when there is one.
pub const DISCORD_ATTACHMENT_LIMIT: usize = 10 * 1024 * 1024;

/// How to draw and fit a game GIF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GifOptions {
    /// The side shown at the bottom (the asking player's; White for spectators).
    pub bottom: Color,
    /// The largest file allowed, bytes: a longer game is drawn at half size, then with only
    /// every n-th ply, until it fits (the caption says so).
    pub max_bytes: usize,
    /// How long the start frame shows, in centiseconds.
    pub start_delay: u16,
    /// How long each ply shows, in centiseconds.
    pub ply_delay: u16,
    /// How long the end frame (the result) shows before the GIF loops, in centiseconds.
    pub end_delay: u16,
    /// The language of the caption's note when the GIF is shrunk (`half size`, `every 2nd ply`).
    pub lang: Lang,
}

impl Default for GifOptions {
    /// White at the bottom, [`DISCORD_ATTACHMENT_LIMIT`], 2 s start, 1 s per ply, 6 s end,
    /// English.
    fn default() -> Self {
        GifOptions {
            bottom: Color::White,
            max_bytes: DISCORD_ATTACHMENT_LIMIT,
            start_delay: 200,
            ply_delay: 100,
            end_delay: 600,
            lang: Lang::En,
        }
    }
}

/// A game GIF and how it was fitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameGif {
    /// The GIF file.
    pub bytes: Vec<u8>,
    /// Number of frames: start + plies shown + end (`plies + 2` unless plies were dropped).
    pub frames: usize,
    /// Width and height, px: the PNG board size, or half of it when shrunk.
    pub size: (u32, u32),
    /// True when drawn at half size to fit `max_bytes`.
    pub half_size: bool,
    /// 1 when every ply has its frame; `n` when only every n-th ply (and the last) is shown.
    pub ply_step: usize,
}

/// Why a game GIF could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GifError {
    /// Even the smallest form (half size, start and end frames only) is over `max_bytes`.
    #[error("the GIF cannot be made smaller than {smallest} bytes (limit {limit})")]
    TooLarge {
        /// The smallest size reached, bytes.
        smallest: usize,
        /// The limit asked for, bytes.
        limit: usize,
    },
}

/// The game of `replay` as an animated GIF: [`Replay::frame_count`] frames (start, one per
/// ply with the move highlighted and written in the caption, end with the result held
/// `end_delay`), looping forever, [`super::board_size`] pixels. When the file would exceed
/// `options.max_bytes` it is drawn at half size, then with every 2nd, 3rd, … ply, and the
/// caption of every frame says so (`half size`, `every 2nd ply`).
///
/// CPU work, mostly LZW of the changed rectangles (`cargo bench --bench gif`: a 100-ply
/// Tamerlane game, 0.36 MiB, about 300 ms in a release build on a busy 2-core machine): call
/// it from `tokio::task::spawn_blocking` in async code.
///
/// # Errors
/// [`GifError::TooLarge`] if nothing fits in `options.max_bytes`.
pub fn render_gif(replay: &Replay, options: &GifOptions) -> Result<GameGif, GifError> {
    let plies = replay.plies().max(2);
    let mut smallest = usize::MAX;
    let (mut half, mut step) = (false, 1);
    loop {
        let gif = encode(replay, options, half, step);
        let len = gif.bytes.len();
        if len <= options.max_bytes {
            return Ok(gif);
        }
        smallest = smallest.min(len);
        (half, step) = match (half, step) {
            (false, _) => (true, 1),
            // Each ply costs about the same: guess the step from the half-size file.
            (true, 1) => (true, len.div_ceil(options.max_bytes.max(1)).clamp(2, plies)),
            (true, s) if s >= plies => {
                return Err(GifError::TooLarge {
                    smallest,
                    limit: options.max_bytes,
                })
            }
            (true, s) => (true, (s + s.div_ceil(4)).min(plies)),
        };
    }
}

/// The frames shown: indices into the replay's frames (start, plies `step`, `2·step`, …, the
/// last ply, end).
fn shown_frames(plies: usize, step: usize) -> Vec<usize> {
    let mut v = vec![0];
    v.extend((1..=plies).filter(|k| k % step == 0 || *k == plies));
    v.push(plies + 1);
    v
}

fn encode(replay: &Replay, options: &GifOptions, half: bool, step: usize) -> GameGif {
    let family = replay.positions()[0].variant().family();
    let set = sprites::set(family);
    let mut notes = Vec::new();
    if half {
        notes.push(timur_i18n::tr!(options.lang, "render-gif-half-size"));
    }
    if step > 1 {
        notes.push(timur_i18n::tr!(
            options.lang,
            "render-gif-every",
            step = step
        ));
    }
    let note = notes.join(", ");
    let frames = shown_frames(replay.plies(), step);
    let first = compose(&replay.frame_with_note(0, options.bottom, &note), set);
    let mut shrinker = half.then(|| Shrinker::new(&set.palette));
    let (width, height) = match &shrinker {
        Some(_) => (first.width / 2, first.height / 2),
        None => (first.width, first.height),
    };
    let mut out = Vec::with_capacity(64 * 1024 + frames.len() * 12 * 1024);
    {
        let mut enc = ::gif::Encoder::new(&mut out, width as u16, height as u16, &set.palette)
            .expect("GIF header into a Vec");
        enc.set_repeat(::gif::Repeat::Infinite)
            .expect("GIF extension into a Vec");
        // `shown` is the picture the viewer sees (at output size); `full` the last composed one.
        let mut full = first.px;
        let mut shown = match &mut shrinker {
            Some(s) => s.shrink(&full, first.width, (0, 0, first.width, first.height), None),
            None => full.clone(),
        };
        let delay = |i: usize| match i {
            0 => options.start_delay,
            i if i == frames.len() - 1 => options.end_delay,
            _ => options.ply_delay,
        };
        enc.write_frame(&::gif::Frame {
            delay: delay(0),
            width: width as u16,
            height: height as u16,
            buffer: Cow::Borrowed(&shown),
            ..::gif::Frame::default()
        })
        .expect("GIF frame into a Vec");
        for (i, &index) in frames.iter().enumerate().skip(1) {
            let next = compose(&replay.frame_with_note(index, options.bottom, &note), set);
            let frame = match &mut shrinker {
                None => {
                    let f = delta(&full, &next.px, width, height, delay(i));
                    full = next.px;
                    f
                }
                Some(s) => {
                    let Some(dirty) = changed_box(&full, &next.px, first.width, first.height)
                    else {
                        full = next.px;
                        enc.write_frame(&empty_frame(delay(i)))
                            .expect("GIF frame into a Vec");
                        continue;
                    };
                    let small = s.shrink(&next.px, first.width, dirty, Some(&shown));
                    full = next.px;
                    let f = delta(&shown, &small, width, height, delay(i));
                    shown = small;
                    f
                }
            };
            enc.write_frame(&frame).expect("GIF frame into a Vec");
        }
    }
    GameGif {
        bytes: out,
        frames: frames.len(),
        size: (width, height),
        half_size: half,
        ply_step: step,
    }
}

/// A 1×1 transparent frame: nothing changed, but the frame (and its delay) must exist.
fn empty_frame(delay: u16) -> ::gif::Frame<'static> {
    ::gif::Frame {
        delay,
        width: 1,
        height: 1,
        transparent: Some(0),
        buffer: Cow::Owned(vec![0]),
        ..::gif::Frame::default()
    }
}

/// The smallest rectangle `(x, y, w, h)` holding every pixel that differs, if any.
fn changed_box(prev: &[u8], next: &[u8], width: u32, height: u32) -> Option<(u32, u32, u32, u32)> {
    let w = width as usize;
    let (mut x0, mut x1, mut y0, mut y1) = (usize::MAX, 0, usize::MAX, 0);
    for y in 0..height as usize {
        let (a, b) = (&prev[y * w..(y + 1) * w], &next[y * w..(y + 1) * w]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = w
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    (y0 != usize::MAX).then(|| {
        (
            x0 as u32,
            y0 as u32,
            (x1 - x0 + 1) as u32,
            (y1 - y0 + 1) as u32,
        )
    })
}

/// The frame that turns `prev` into `next` (both `width`×`height` palette pictures): the
/// changed rectangle, its unchanged pixels set to an index no changed pixel uses and declared
/// transparent (long runs of one index cost LZW almost nothing).
fn delta(prev: &[u8], next: &[u8], width: u32, height: u32, delay: u16) -> ::gif::Frame<'static> {
    let Some((x, y, w, h)) = changed_box(prev, next, width, height) else {
        return empty_frame(delay);
    };
    let stride = width as usize;
    let mut used = [false; 256];
    for row in y..y + h {
        let start = row as usize * stride + x as usize;
        let (a, b) = (
            &prev[start..start + w as usize],
            &next[start..start + w as usize],
        );
        for (p, q) in a.iter().zip(b) {
            if p != q {
                used[*q as usize] = true;
            }
        }
    }
    let transparent = used.iter().position(|u| !u).map(|i| i as u8);
    let mut buf = Vec::with_capacity((w * h) as usize);
    for row in y..y + h {
        let start = row as usize * stride + x as usize;
        let (a, b) = (
            &prev[start..start + w as usize],
            &next[start..start + w as usize],
        );
        match transparent {
            Some(t) => buf.extend(a.iter().zip(b).map(|(p, q)| if p == q { t } else { *q })),
            None => buf.extend_from_slice(b),
        }
    }
    ::gif::Frame {
        delay,
        left: x as u16,
        top: y as u16,
        width: w as u16,
        height: h as u16,
        transparent,
        buffer: Cow::Owned(buf),
        ..::gif::Frame::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shown_frames_keep_start_every_nth_ply_the_last_and_end() {
        assert_eq!(shown_frames(5, 1), [0, 1, 2, 3, 4, 5, 6]);
        assert_eq!(shown_frames(7, 3), [0, 3, 6, 7, 8]);
        assert_eq!(shown_frames(0, 1), [0, 1]);
    }

    #[test]
    fn ordinals_read_as_english() {
        let got: Vec<String> = [2, 3, 4, 11, 12, 21, 22, 113]
            .map(|n: usize| timur_i18n::tr!(Lang::En, "render-gif-every", step = n))
            .to_vec();
        assert_eq!(
            got,
            [
                "every 2nd ply",
                "every 3rd ply",
                "every 4th ply",
                "every 11th ply",
                "every 12th ply",
                "every 21st ply",
                "every 22nd ply",
                "every 113th ply"
            ]
        );
        assert_eq!(
            timur_i18n::tr!(Lang::Ru, "render-gif-every", step = 3usize),
            "каждый 3-й полуход"
        );
    }

    #[test]
    fn delta_keeps_only_the_changed_rectangle_with_a_free_transparent_index() {
        // 4×3 picture; two pixels change to indices 0 and 2.
        let prev = vec![5u8; 12];
        let mut next = prev.clone();
        next[4 + 1] = 0; // (1, 1)
        next[8 + 2] = 2; // (2, 2)
        let f = delta(&prev, &next, 4, 3, 7);
        assert_eq!((f.left, f.top, f.width, f.height), (1, 1, 2, 2));
        assert_eq!(f.transparent, Some(1));
        assert_eq!(&f.buffer[..], &[0, 1, 1, 2]);
        assert_eq!(f.delay, 7);
        let same = delta(&prev, &prev, 4, 3, 9);
        assert_eq!((same.width, same.height, same.transparent), (1, 1, Some(0)));
    }
}
