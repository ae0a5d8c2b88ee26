//! The replay page: one self-contained HTML file (no network) that steps through a game.
//!
//! The board is a grid of absolutely placed squares in the picture theme's colours; pieces are
//! the same drawings as the PNG boards, embedded once each as PNG data URLs in the style sheet.
//! The positions travel as a JSON object; a small script shows one at a time, with buttons,
//! arrow keys (← → Home End, F flips), a clickable move list and the result.
//!
//! On a wide window the move list stands beside the board, everything at 1:1. Below
//! [`html_wide_width`] (a phone: 390 px) the page is one column: the title wraps, the board
//! is scaled down to the window's width (labels kept readable), the buttons are at least 44 px
//! high for a finger, a tap on the board's right or left half steps forward or back, and the
//! move list follows under the buttons.

use super::art::{self, Mark};
use super::layout::{self, Layout};
use super::replay::{Replay, ReplayAnalysis};
use super::theme::{self, Rgb};
use base64::Engine;
use std::fmt::Write;
use timur_i18n::tr;
use timur_rules::{Color, Family, Piece, Square, Variant};

/// Left edge of the board block on the page, CSS px.
const BOARD_X: u32 = 16;
/// Top edge of the board block on the page, CSS px (under the title lines).
const BOARD_Y: u32 = 64;

/// Where the replay page draws `sq` of `variant` with `bottom` at the bottom: `(x, y, side)` in
/// CSS pixels from the page's top-left corner, `(x, y)` the square's top-left corner. `side` is
/// the sprite size of the PNG boards (68 px Tamerlane, 60 px Timurid), so pieces are drawn 1:1.
pub fn html_square_rect(variant: &Variant, sq: Square, bottom: Color) -> (u32, u32, u32) {
    let lay = Layout::new(variant);
    let (col, row) = lay.cell(sq, bottom);
    let g = Geometry::of(&lay);
    let (x, y) = g.cell(col, row);
    (BOARD_X + x, BOARD_Y + y, lay.sq)
}

/// Width of the move list beside the board, CSS px.
const SIDE_W: u32 = 280;

/// The narrowest window (CSS px) that shows the replay page of `variant` at 1:1 with the move
/// list beside the board (the layout of [`html_square_rect`]); narrower windows get the
/// one-column layout with the board scaled to fit.
pub fn html_wide_width(variant: &Variant) -> u32 {
    let g = Geometry::of(&Layout::new(variant));
    BOARD_X + g.width + 24 + SIDE_W + BOARD_X
}

/// Board-block geometry, CSS px relative to the block's top-left corner.
struct Geometry {
    s: u32,
    files: u32,
    ranks: u32,
    /// Left edge of the grid (room for a citadel column and the rank labels).
    grid_x: u32,
    width: u32,
    height: u32,
}

impl Geometry {
    fn of(lay: &Layout) -> Geometry {
        let s = lay.sq;
        let side = if lay.citadels { s } else { 0 };
        let grid_x = side + layout::LABEL;
        Geometry {
            s,
            files: lay.files,
            ranks: lay.ranks,
            grid_x,
            width: 2 * grid_x + lay.files * s,
            height: 2 * layout::LABEL + lay.ranks * s,
        }
    }

    /// Top-left of display cell `(col, row)`; citadel columns sit one label band off the grid.
    fn cell(&self, col: i32, row: i32) -> (u32, u32) {
        let s = self.s as i32;
        let mut x = self.grid_x as i32 + col * s;
        if col < 0 {
            x -= layout::LABEL as i32;
        } else if col >= self.files as i32 {
            x += layout::LABEL as i32;
        }
        (x as u32, layout::LABEL + (row * s) as u32)
    }
}

/// The drawing of `piece` used by the replay page: a `side`×`side` RGBA PNG with a transparent
/// background, `side` = 68 px for the Tamerlane family and 60 px for the Timurid one (the PNG
/// boards' square size). The same drawing as the PNG boards, before it is put on a square.
pub fn piece_sprite_png(family: Family, piece: Piece) -> Vec<u8> {
    let size = layout::square_size(family);
    let pm = art::piece_pixmap(size, piece, Mark::None);
    let rgba: Vec<u8> = pm
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, size, size);
        enc.set_color(png::ColorType::Rgba);
        enc.set_depth(png::BitDepth::Eight);
        let mut w = enc.write_header().expect("PNG header into a Vec");
        w.write_image_data(&rgba).expect("PNG data into a Vec");
    }
    out
}

/// The replay page of `replay` as one HTML document (UTF-8, no external resources; a
/// Tamerlane game is about 110 KiB of piece drawings plus about 0.4 KiB per ply), first shown
/// with `bottom` at the bottom.
pub fn render_replay_html(replay: &Replay, bottom: Color) -> String {
    page(replay, bottom, None)
}

/// [`render_replay_html`] with the computer's `analysis` when given: above the move list an
/// evaluation bar (White's win percentage of the position shown, white from the left), the
/// evaluation and the engine's move in that position as text, the engine's move outlined on the
/// board in green ([`crate::BEST_ARROW`]), each move's judgement mark in the move list and the
/// summary lines under the result. The page's script exposes `replay.eval` (the bar's white
/// percentage shown) for tests.
///
/// # Panics
/// If `analysis` has not one entry per position (`plies + 1`) and one mark per ply.
pub fn render_replay_html_with(
    replay: &Replay,
    bottom: Color,
    analysis: Option<&ReplayAnalysis>,
) -> String {
    if let Some(a) = analysis {
        let n = replay.plies() + 1;
        assert!(
            a.white_percent.len() == n
                && a.eval_texts.len() == n
                && a.best_texts.len() == n
                && a.best.len() == n
                && a.marks.len() == n - 1,
            "the analysis has one entry per position"
        );
    }
    page(replay, bottom, analysis)
}

fn css(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// Text as HTML character data or attribute value.
fn html(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

/// A JSON string literal that is also safe inside a `<script>` element.
fn js(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for ch in s.chars() {
        match ch {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '<' => o.push_str("\\u003c"),
            '>' => o.push_str("\\u003e"),
            '&' => o.push_str("\\u0026"),
            '\u{2028}' => o.push_str("\\u2028"),
            '\u{2029}' => o.push_str("\\u2029"),
            c if (c as u32) < 0x20 => {
                let _ = write!(o, "\\u{:04x}", c as u32);
            }
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

fn js_list(items: impl IntoIterator<Item = String>) -> String {
    let v: Vec<String> = items.into_iter().collect();
    format!("[{}]", v.join(","))
}

fn page(replay: &Replay, bottom: Color, analysis: Option<&ReplayAnalysis>) -> String {
    let start = &replay.positions()[0];
    let variant = start.variant();
    let family = variant.family();
    let lay = Layout::new(variant);
    let g = Geometry::of(&lay);
    let squares: Vec<Square> = variant.shape.squares().collect();
    let index_of = |sq: Square| squares.iter().position(|&s| s == sq).unwrap_or(0);
    // Pieces that appear anywhere in the game, each with a two-character code.
    let mut pieces: Vec<Piece> = Vec::new();
    for pos in replay.positions() {
        for &sq in &squares {
            if let Some(p) = pos.piece_at(sq) {
                if !pieces.contains(&p) {
                    pieces.push(p);
                }
            }
        }
    }
    let code = |p: Piece| {
        let i = pieces.iter().position(|&q| q == p).unwrap_or(0);
        format!("{i:02}")
    };
    let frames = replay.positions().iter().map(|pos| {
        let s: String = squares
            .iter()
            .map(|&sq| pos.piece_at(sq).map_or_else(|| "--".to_string(), code))
            .collect();
        js(&s)
    });
    let checks = replay.positions().iter().map(|pos| {
        let mut v = pos.attacked_royals(Color::White);
        v.extend(pos.attacked_royals(Color::Black));
        js_list(v.into_iter().map(|sq| index_of(sq).to_string()))
    });
    let last = std::iter::once("null".to_string()).chain(
        replay
            .moves()
            .iter()
            .map(|m| format!("[{},{}]", index_of(m.from()), index_of(m.to()))),
    );
    let cells = squares.iter().map(|&sq| {
        let (c, r) = lay.cell(sq, Color::White);
        format!("[{c},{r}]")
    });
    let kinds = squares.iter().map(|&sq| {
        js(if sq.is_citadel() {
            "c"
        } else if super::sprites::is_light(sq) {
            "l"
        } else {
            "d"
        })
    });
    let moves = (1..=replay.plies()).map(|k| {
        let mark = analysis.map_or("", |a| a.marks[k - 1].as_str());
        js(&format!("{}{mark}", replay.numbered_move(k)))
    });
    let analysis_json = match analysis {
        None => "null".to_string(),
        Some(a) => format!(
            "{{\"wp\":{},\"evals\":{},\"bests\":{},\"best\":{}}}",
            js_list(
                a.white_percent
                    .iter()
                    .map(|w| format!("{:.1}", w.clamp(0.0, 100.0)))
            ),
            js_list(a.eval_texts.iter().map(|t| js(t))),
            js_list(a.best_texts.iter().map(|t| js(t))),
            js_list(a.best.iter().map(|m| match m {
                Some(m) => format!("[{},{}]", index_of(m.from()), index_of(m.to())),
                None => "null".to_string(),
            })),
        ),
    };
    let captions = (0..replay.frame_count()).map(|i| js(&replay.caption(i, "")));
    let lang = replay.texts.lang;
    let plies = replay.plies();
    let counter = (0..=plies).map(|k| js(&tr!(lang, "render-replay-ply", ply = k, plies = plies)));
    let data = format!(
        "{{\"bw\":{},\"bh\":{},\"narrow\":{},\"files\":{},\"ranks\":{},\"s\":{},\"gx\":{},\"label\":{},\"names\":{},\"cells\":{},\"kinds\":{},\"frames\":{},\"checks\":{},\"last\":{},\"moves\":{},\"captions\":{},\"counter\":{},\"result\":{},\"bottom\":{},\"analysis\":{}}}",
        g.width,
        g.height,
        html_wide_width(variant) - 1,
        g.files,
        g.ranks,
        g.s,
        g.grid_x,
        layout::LABEL,
        js_list(squares.iter().map(|sq| js(&sq.to_string()))),
        js_list(cells),
        js_list(kinds),
        js_list(frames),
        js_list(checks),
        js_list(last),
        js_list(moves),
        js_list(captions),
        js_list(counter),
        js(&replay.result_line()),
        js(if bottom == Color::White { "w" } else { "b" }),
        analysis_json,
    );
    let (bar_html, summary_html) = match analysis {
        None => (String::new(), String::new()),
        Some(a) => (
            format!(
                "<div id=\"evalbar\" title=\"{t}\" aria-label=\"{t}\"><div id=\"evalwhite\"></div></div><div id=\"evaltext\"></div><div id=\"besttext\"></div>",
                t = html(&a.bar_title)
            ),
            a.summary
                .iter()
                .map(|l| format!("<div class=\"acc\">{}</div>", html(l)))
                .collect::<String>(),
        ),
    };
    let mut sprites = String::new();
    for (i, &p) in pieces.iter().enumerate() {
        let b64 = base64::engine::general_purpose::STANDARD.encode(piece_sprite_png(family, p));
        let _ = writeln!(
            sprites,
            ".p{i:02}{{background-image:url(data:image/png;base64,{b64})}}"
        );
    }
    let title = &replay.texts.title;
    let side_x = BOARD_X + g.width + 24;
    let narrow = html_wide_width(variant) - 1;
    let controls_y = BOARD_Y + g.height + 12;
    format!(
        r#"<!DOCTYPE html>
<html lang="{lang_tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title_html}</title>
<style>
html,body{{margin:0;padding:0;background:{page};color:{text};font:15px/1.35 "DejaVu Sans",Verdana,sans-serif}}
#title{{position:absolute;left:{bx}px;top:8px;font-weight:bold;font-size:18px;white-space:nowrap}}
#caption{{position:absolute;left:{bx}px;top:36px;white-space:nowrap}}
#board{{position:absolute;left:{bx}px;top:{by}px;width:{bw}px;height:{bh}px}}
.sq{{position:absolute;width:{s}px;height:{s}px;background-repeat:no-repeat;background-size:{s}px {s}px}}
.l{{background-color:{light}}} .d{{background-color:{dark}}} .c{{background-color:{citadel}}}
.l.hl{{background-color:{light_hl}}} .d.hl{{background-color:{dark_hl}}} .c.hl{{background-color:{citadel_hl}}}
.c::after{{content:"";position:absolute;inset:{wall_out}px;border:{wall_w}px solid {wall};pointer-events:none}}
.chk{{box-shadow:inset 0 0 0 4px {check}}}
.lab{{position:absolute;width:{s}px;height:{lb}px;line-height:{lb}px;text-align:center;font-size:14px}}
.lab.r{{width:{lb}px;height:{s}px;line-height:{s}px}}
#boardbox{{display:contents}}
#side{{position:absolute;left:{sx}px;top:{by}px;width:{side_w}px;height:{bh}px;display:flex;flex-direction:column}}
#moves{{flex:1;overflow-y:auto;background:#26241f;padding:6px 8px}}
#moves span{{display:inline-block;min-width:110px;padding:1px 4px;cursor:pointer;border-radius:3px}}
#moves span.cur{{background:{dark_hl};color:#111}}
#result{{margin-top:8px;font-weight:bold}}
.acc{{margin-top:4px}}
#evalbar{{height:18px;background:#141312;border:1px solid #666;border-radius:3px;overflow:hidden;margin-bottom:4px}}
#evalwhite{{height:100%;width:50%;background:#f0eee8}}
#evaltext,#besttext{{margin-bottom:4px}}
.bst{{box-shadow:inset 0 0 0 4px {best}}}
#controls{{position:absolute;left:{bx}px;top:{cy}px;white-space:nowrap}}
button{{font:inherit;font-size:16px;margin-right:6px;padding:4px 12px;background:#45423c;color:{text};border:1px solid #666;border-radius:4px;cursor:pointer}}
#ply{{margin-left:10px}}
@media (max-width:{narrow}px){{
body{{display:flex;flex-direction:column}}
#title,#caption{{position:static;white-space:normal;margin:0 8px}}
#title{{padding-top:8px}}
#caption{{min-height:2.7em}}
#boardbox{{display:block;position:relative;margin:6px auto 0;overflow:hidden;touch-action:manipulation}}
#board{{left:0;top:0;transform-origin:0 0}}
#controls{{order:1;position:static;display:flex;flex-wrap:wrap;gap:6px;margin:8px;white-space:normal}}
button{{flex:1 1 0;min-width:44px;min-height:44px;margin:0;padding:4px 6px;font-size:18px;touch-action:manipulation}}
#ply{{flex-basis:100%;margin:0;text-align:center}}
#side{{order:2;position:static;width:auto;height:auto;margin:0 8px 12px}}
#moves{{max-height:40vh}}
#moves span{{min-width:96px;padding:4px}}
}}
{sprites}</style>
</head>
<body>
<div id="title">{title_html}</div>
<div id="caption"></div>
<div id="boardbox"><div id="board"></div></div>
<div id="side">{bar_html}<div id="moves"></div><div id="result">{result_html}</div>{summary_html}</div>
<div id="controls"><button id="first" title="{first}">&#x25C0;&#x25C0;</button><button id="prev" title="{prev}">&#x25C0;</button><button id="next" title="{next}">&#x25B6;</button><button id="last" title="{last}">&#x25B6;&#x25B6;</button><button id="flip" title="{flip_title}">{flip}</button><span id="ply"></span></div>
<script>
"use strict";
const D = {data};
(function () {{
  const board = document.getElementById("board");
  const n = D.frames.length - 1;
  const sq = D.names.map(function (name, i) {{
    const e = document.createElement("div");
    e.className = "sq " + D.kinds[i];
    e.title = name;
    board.appendChild(e);
    return e;
  }});
  const labels = [];
  function label(text, cls) {{
    const e = document.createElement("div");
    e.className = "lab" + cls;
    e.textContent = text;
    board.appendChild(e);
    labels.push(e);
    return e;
  }}
  const fileLabels = [], rankLabels = [];
  for (let f = 0; f < D.files; f++) {{
    const t = String.fromCharCode(97 + f);
    fileLabels.push([label(t, ""), label(t, "")]);
  }}
  for (let r = 0; r < D.ranks; r++) {{
    const t = String(r + 1);
    rankLabels.push([label(t, " r"), label(t, " r")]);
  }}
  let ply = 0, bottom = D.bottom;
  function cellXY(col, row) {{
    let x = D.gx + col * D.s;
    if (col < 0) x -= D.label; else if (col >= D.files) x += D.label;
    return [x, D.label + row * D.s];
  }}
  function place() {{
    const flip = bottom === "b";
    sq.forEach(function (e, i) {{
      let c = D.cells[i][0], r = D.cells[i][1];
      if (flip) {{ c = D.files - 1 - c; r = D.ranks - 1 - r; }}
      const xy = cellXY(c, r);
      e.style.left = xy[0] + "px";
      e.style.top = xy[1] + "px";
    }});
    fileLabels.forEach(function (pair, f) {{
      const col = flip ? D.files - 1 - f : f;
      const x = D.gx + col * D.s;
      pair[0].style.left = x + "px"; pair[0].style.top = "0px";
      pair[1].style.left = x + "px"; pair[1].style.top = (D.label + D.ranks * D.s) + "px";
    }});
    rankLabels.forEach(function (pair, r) {{
      const row = flip ? r : D.ranks - 1 - r;
      const y = D.label + row * D.s;
      pair[0].style.left = (D.gx - D.label) + "px"; pair[0].style.top = y + "px";
      pair[1].style.left = (D.gx + D.files * D.s) + "px"; pair[1].style.top = y + "px";
    }});
  }}
  const list = document.getElementById("moves");
  const spans = D.moves.map(function (text, k) {{
    const e = document.createElement("span");
    e.textContent = text;
    e.addEventListener("click", function () {{ go(k + 1); }});
    list.appendChild(e);
    list.appendChild(document.createTextNode(" "));
    return e;
  }});
  function show() {{
    const f = D.frames[ply], last = D.last[ply], checks = D.checks[ply];
    const A = D.analysis, best = A ? A.best[ply] : null;
    sq.forEach(function (e, i) {{
      const p = f.substr(2 * i, 2);
      let cls = "sq " + D.kinds[i];
      if (p !== "--") cls += " p" + p;
      if (last && (last[0] === i || last[1] === i)) cls += " hl";
      if (checks.indexOf(i) >= 0) cls += " chk";
      else if (best && (best[0] === i || best[1] === i)) cls += " bst";
      e.className = cls;
    }});
    if (A) {{
      document.getElementById("evalwhite").style.width = A.wp[ply] + "%";
      document.getElementById("evaltext").textContent = A.evals[ply];
      document.getElementById("besttext").textContent = A.bests[ply];
    }}
    spans.forEach(function (e, k) {{ e.className = k + 1 === ply ? "cur" : ""; }});
    if (ply > 0) spans[ply - 1].scrollIntoView({{block: "nearest"}});
    document.getElementById("caption").textContent = D.captions[ply === n ? n + 1 : ply];
    document.getElementById("ply").textContent = D.counter[ply];
  }}
  function go(k) {{ ply = Math.max(0, Math.min(n, k)); show(); }}
  // One column on a narrow window: the board scaled to the width, labels kept readable.
  const box = document.getElementById("boardbox");
  const narrowQuery = window.matchMedia("(max-width: " + D.narrow + "px)");
  let scale = 1;
  function fit() {{
    scale = 1;
    if (narrowQuery.matches) {{
      const room = document.documentElement.clientWidth - 16;
      scale = Math.min(1, room / D.bw);
      box.style.width = (D.bw * scale) + "px";
      box.style.height = (D.bh * scale) + "px";
    }} else {{
      box.style.width = "";
      box.style.height = "";
    }}
    board.style.transform = scale < 1 ? "scale(" + scale + ")" : "";
    const px = Math.min(D.label - 2, 14 / scale * 0.8);
    labels.forEach(function (e) {{ e.style.fontSize = Math.max(14, px) + "px"; }});
  }}
  window.addEventListener("resize", fit);
  // On a phone a tap on the board's right half steps forward, on its left half back.
  board.addEventListener("click", function (ev) {{
    if (!narrowQuery.matches) return;
    const r = board.getBoundingClientRect();
    go(ev.clientX >= r.left + r.width / 2 ? ply + 1 : ply - 1);
  }});
  function flip() {{ bottom = bottom === "w" ? "b" : "w"; place(); }}
  document.getElementById("first").addEventListener("click", function () {{ go(0); }});
  document.getElementById("prev").addEventListener("click", function () {{ go(ply - 1); }});
  document.getElementById("next").addEventListener("click", function () {{ go(ply + 1); }});
  document.getElementById("last").addEventListener("click", function () {{ go(n); }});
  document.getElementById("flip").addEventListener("click", flip);
  document.addEventListener("keydown", function (ev) {{
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const k = ev.key;
    if (k === "ArrowRight") go(ply + 1);
    else if (k === "ArrowLeft") go(ply - 1);
    else if (k === "Home") go(0);
    else if (k === "End") go(n);
    else if (k === "f" || k === "F") flip();
    else return;
    ev.preventDefault();
  }});
  window.replay = {{
    get ply() {{ return ply; }},
    get bottom() {{ return bottom; }},
    get scale() {{ return scale; }},
    get eval() {{ return D.analysis ? D.analysis.wp[ply] : null; }},
    plies: n,
    go: go,
    flip: flip
  }};
  place();
  fit();
  show();
}})();
</script>
</body>
</html>
"#,
        title_html = html(title),
        result_html = html(&replay.result_line()),
        lang_tag = lang.tag(),
        first = html(&tr!(lang, "render-replay-first")),
        prev = html(&tr!(lang, "render-replay-prev")),
        next = html(&tr!(lang, "render-replay-next")),
        last = html(&tr!(lang, "render-replay-last")),
        flip_title = html(&tr!(lang, "render-replay-flip-title")),
        flip = html(&tr!(lang, "render-replay-flip")),
        page = css(theme::PAGE),
        text = css(theme::TEXT),
        light = css(theme::LIGHT),
        dark = css(theme::DARK),
        light_hl = css(theme::LIGHT_HL),
        dark_hl = css(theme::DARK_HL),
        citadel = css(theme::CITADEL),
        citadel_hl = css(theme::CITADEL_HL),
        wall = css(theme::CITADEL_WALL),
        wall_out = g.s / 20,
        wall_w = g.s / 14,
        check = css(theme::CHECK),
        best = css(super::arrows::BEST_ARROW),
        bar_html = bar_html,
        summary_html = summary_html,
        bx = BOARD_X,
        by = BOARD_Y,
        bw = g.width,
        bh = g.height,
        s = g.s,
        lb = layout::LABEL,
        sx = side_x,
        side_w = SIDE_W,
        narrow = narrow,
        cy = controls_y,
        sprites = sprites,
        data = data,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_strings_cannot_close_the_script_element() {
        assert_eq!(
            js("a</script>\"\\\n"),
            "\"a\\u003c/script\\u003e\\\"\\\\\\u000a\""
        );
        assert_eq!(html("<b>&\"'"), "&lt;b&gt;&amp;&quot;&#39;");
    }
}
