//! Move suggestions for autocomplete and pickers: which legal moves match what a player has
//! typed so far, in every form `/move` accepts (docs/rules.md §6.2), and in which order they
//! are offered. Pure functions of a position, unit-tested with exact lists.
//!
//! Matching: the typed text, lower-cased and without spaces, `-`, `+`, `#`, `!` and `?`, must
//! begin one of a move's *forms*: its canonical text (`nb2c4`, `nb2xc4`), the short form
//! (`nc4`, `nxc4`), from-to (`b2c4`), the destination alone (`c4`), a pawn's file and
//! destination (`cd7`, `cxd7`), `p` + destination for a pawn (`pe4`), the piece's name in full
//! or an alias (`giraffe`, `giraffe e6`), `swap` / `k<>d3` for a swap, `place` / `p@e6` for a
//! placement, `citadel` for a citadel entry, each with its promotion (`=i` or a bare `i`).
//! A typed capital letter that is a piece letter of the variant (`C`, `N`) means that piece:
//! only its moves are offered, as capitals are piece letters in the notation.
//!
//! Ranking: mates, then captures and checks by the value taken (captures of higher
//! value first, a capture with check before one without, then checks that capture nothing,
//! cheaper movers first), then moves of the piece typed, then the rest in text order. With
//! nothing typed, [`suggest`] offers a balanced list instead.

use super::piece_name;
use crate::i18n::Lang;
use crate::rules::{Move, Position, Role, Square};
use crate::tr;

/// Discord's limit on the choices of one autocomplete answer.
pub const MAX_SUGGESTIONS: usize = 25;

/// How many captures a balanced list (nothing typed) offers at most.
pub const BALANCED_CAPTURES: usize = 8;
/// How many checks that capture nothing a balanced list offers at most.
pub const BALANCED_CHECKS: usize = 4;
/// How many pawn moves a balanced list offers at least, when there are that many.
pub const BALANCED_PAWNS: usize = 5;
/// How many swaps a balanced list offers when one is relevant (the mover is in check).
pub const BALANCED_SWAPS: usize = 2;

/// Worth of a captured royal (a spare Prince or Adventitious king), above every piece.
const ROYAL_VALUE: i32 = 10_000;

/// One suggested move: what the player sees and what `/move` receives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The text sent back as the move: canonical (docs/rules.md §6.2), which `/move` reads
    /// as exactly this move. At most 24 characters.
    pub value: String,
    /// What the player sees: the move with its check mark and what it does, e.g.
    /// `Nb2xc4+ · takes Giraffe`, `K<>d3 · swap with Rook`, `Kk3-x1 · citadel`. At most 100
    /// characters (Discord's limit for a choice name).
    pub label: String,
    /// The legal move.
    pub mv: Move,
}

/// What the ranking needs to know of one legal move.
#[derive(Clone, Debug)]
struct Candidate {
    mv: Move,
    /// Canonical text.
    text: String,
    /// Canonical text with `+` / `#`.
    san: String,
    /// The moving piece's role (the pawn of pawns for a placement, the royal for a swap).
    role: Role,
    /// Value of what is taken (or removed by a placement of an enemy piece), centipawns; 0 for
    /// none.
    taken: i32,
    /// Value of the mover, centipawns.
    mover: i32,
    check: bool,
    mate: bool,
    /// The forms it may be typed in, normalised (see the module docs).
    forms: Vec<String>,
}

/// Lower case, without spaces and the signs input ignores (`-`, `+`, `#`, `!`, `?`).
fn normalise(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '+' | '#' | '!' | '?'))
        .collect::<String>()
        .to_ascii_lowercase()
}

/// The value of `role` in the position's variant (royals worth [`ROYAL_VALUE`]).
fn value(pos: &Position, role: Role) -> i32 {
    let v = pos.variant();
    if v.piece(role).is_some_and(|d| d.royal) {
        return ROYAL_VALUE;
    }
    crate::engine::eval::tables(v).value(v, role)
}

/// The moving piece of `m` in `pos`.
fn mover(pos: &Position, m: &Move) -> Role {
    match *m {
        Move::Normal { role, .. } => role,
        Move::EnPassant { .. } => Role::Pawn,
        Move::Place { .. } => Role::PawnOfPawns,
        Move::Swap { from, .. } => pos.piece_at(from).map_or(Role::King, |p| p.role),
    }
}

/// Every form `m` may be typed in, normalised.
fn forms(pos: &Position, m: &Move) -> Vec<String> {
    let v = pos.variant();
    let role = mover(pos, m);
    let def = v.piece(role);
    let letter = def.map_or(String::new(), |d| d.letter.to_ascii_lowercase());
    let mut names: Vec<String> = Vec::new();
    if let Some(d) = def {
        names.push(normalise(d.name));
        names.extend(d.aliases.iter().map(|a| normalise(a)));
    }
    names.push(normalise(role.name()));
    names.dedup();
    let (from, to) = (m.from().to_string(), m.to().to_string());
    let mut out: Vec<String> = Vec::new();
    match *m {
        Move::Normal {
            capture, promotion, ..
        } => {
            let x = if capture.is_some() { "x" } else { "" };
            let mut bodies: Vec<String> = Vec::new();
            let piece_letters: Vec<String> = if role.is_pawn() {
                let mut l = vec![String::new(), "p".to_string()];
                if letter.len() > 1 {
                    l.push(letter.clone());
                }
                l
            } else {
                vec![letter.clone()]
            };
            for l in &piece_letters {
                bodies.push(format!("{l}{from}{x}{to}"));
                bodies.push(format!("{l}{from}{to}"));
                bodies.push(format!("{l}{x}{to}"));
                bodies.push(format!("{l}{to}"));
            }
            if !role.is_pawn() {
                bodies.push(format!("{from}{x}{to}"));
                bodies.push(format!("{from}{to}"));
            }
            if role.is_pawn() && !m.from().is_citadel() {
                let file = &from[..1];
                bodies.push(format!("{file}{x}{to}"));
            }
            for n in &names {
                bodies.push(format!("{n}{to}"));
                bodies.push(format!("{n}{from}{to}"));
            }
            bodies.push(to.clone());
            if m.to().is_citadel() {
                bodies.push("citadel".to_string());
            }
            match promotion {
                Some(p) => {
                    let pl = v.letter(p).to_ascii_lowercase();
                    for b in bodies {
                        out.push(format!("{b}={pl}"));
                        out.push(format!("{b}{pl}"));
                    }
                }
                None => out = bodies,
            }
        }
        Move::EnPassant { .. } => {
            let file = &from[..1];
            out.extend([
                format!("{from}x{to}"),
                format!("{from}{to}"),
                format!("{file}x{to}"),
                format!("{file}{to}"),
                format!("p{to}"),
                format!("{to}ep"),
                to.clone(),
            ]);
            out.extend(names.iter().map(|n| format!("{n}{to}")));
        }
        Move::Place { .. } => {
            out.extend([
                format!("p@{to}"),
                format!("pp@{to}"),
                format!("@{to}"),
                format!("{from}@{to}"),
                format!("place{to}"),
                to.clone(),
            ]);
            out.extend(names.iter().map(|n| format!("{n}{to}")));
        }
        Move::Swap { .. } => {
            out.extend([
                format!("{letter}<>{to}"),
                format!("<>{to}"),
                format!("{letter}{from}<>{to}"),
                format!("swap{to}"),
                to.clone(),
            ]);
            out.extend(names.iter().map(|n| format!("{n}<>{to}")));
        }
    }
    out
}

/// What the player sees for candidate `c` in `lang` (see [`Suggestion::label`]; catalog
/// `explain-suggest-*`).
fn label(pos: &Position, c: &Candidate, lang: Lang) -> String {
    let v = pos.variant();
    let note = |id: &str, r: Role| tr!(lang, id, piece = piece_name(v, r, lang));
    let mut notes: Vec<String> = Vec::new();
    match c.mv {
        Move::Normal {
            capture,
            promotion,
            to,
            ..
        } => {
            notes.extend(capture.map(|r| note("explain-suggest-takes", r)));
            notes.extend(promotion.map(|p| note("explain-suggest-becomes", p)));
            if to.is_citadel() {
                notes.push(tr!(lang, "explain-suggest-citadel"));
            }
        }
        Move::EnPassant { .. } => notes.push(tr!(lang, "explain-suggest-en-passant")),
        Move::Place { removed, .. } => {
            notes.push(tr!(lang, "explain-suggest-placement"));
            notes.extend(removed.map(|p| note("explain-suggest-removes", p.role)));
        }
        Move::Swap { to, .. } => {
            let partner = pos
                .piece_at(to)
                .map(|p| piece_name(v, p.role, lang))
                .unwrap_or_default();
            notes.push(tr!(lang, "explain-suggest-swap", piece = partner));
        }
    }
    if notes.is_empty() {
        c.san.clone()
    } else {
        tr!(
            lang,
            "explain-suggest-label",
            san = &c.san,
            notes = notes.join(&tr!(lang, "explain-list-separator"))
        )
    }
}

fn candidate(pos: &Position, m: &Move) -> Candidate {
    let role = mover(pos, m);
    let taken = match *m {
        Move::Normal {
            capture: Some(r), ..
        } => value(pos, r),
        Move::EnPassant { .. } => value(pos, Role::Pawn),
        Move::Place {
            removed: Some(p), ..
        } if p.color != pos.turn() => value(pos, p.role),
        _ => 0,
    };
    let san = pos.move_text_with_check(m);
    Candidate {
        mv: *m,
        text: pos.move_text(m),
        check: san.ends_with('+') || san.ends_with('#'),
        mate: san.ends_with('#'),
        san,
        role,
        taken,
        mover: value(pos, role),
        forms: forms(pos, m),
    }
}

fn candidates(pos: &Position) -> Vec<Candidate> {
    pos.legal_moves()
        .iter()
        .map(|m| candidate(pos, m))
        .collect()
}

/// Legal move `m` of `pos` as a [`Suggestion`] (its canonical text and its label in `lang`).
pub fn describe(pos: &Position, m: &Move, lang: Lang) -> Suggestion {
    to_suggestion(pos, &candidate(pos, m), lang)
}

/// The legal moves of `pos` in the ranking's order (mates, captures and checks by value, then
/// the rest in text order), each as a [`Suggestion`] labelled in `lang`: the destinations a
/// picker offers.
pub fn ranked(pos: &Position, moves: &[Move], lang: Lang) -> Vec<Suggestion> {
    let c: Vec<Candidate> = moves.iter().map(|m| candidate(pos, m)).collect();
    rank(pos, c, "", usize::MAX, lang)
}

/// Mates, then captures and checks (by value taken, with check first, cheaper mover first),
/// as an ordering key; `None` for a quiet move.
fn tactical_key(c: &Candidate) -> Option<(bool, std::cmp::Reverse<i32>, bool, i32)> {
    (c.mate || c.check || c.taken > 0).then_some((
        !c.mate,
        std::cmp::Reverse(c.taken),
        !c.check,
        c.mover,
    ))
}

fn to_suggestion(pos: &Position, c: &Candidate, lang: Lang) -> Suggestion {
    let mut label = label(pos, c, lang);
    if label.chars().count() > 100 {
        label = label.chars().take(100).collect();
    }
    Suggestion {
        value: c.text.clone(),
        label,
        mv: c.mv,
    }
}

/// The roles a typed text names by its start: the variant's piece letters it begins with (in
/// any case) and the piece names or aliases it is the start of (two letters at least), plus
/// whether a capital letter made the choice binding.
fn typed_roles(pos: &Position, typed: &str) -> (Vec<Role>, bool) {
    let v = pos.variant();
    let norm = normalise(typed);
    let mut roles = Vec::new();
    let mut binding = false;
    for d in &v.pieces {
        let letter = d.letter.to_ascii_lowercase();
        let by_letter = norm.starts_with(&letter)
            && norm[letter.len()..]
                .chars()
                .next()
                .is_none_or(|c| c.is_ascii_digit() || c.is_ascii_lowercase());
        let by_name = norm.len() >= 2
            && std::iter::once(d.name)
                .chain(d.aliases.iter().copied())
                .map(normalise)
                .any(|n| n.starts_with(&norm) || norm.starts_with(&n));
        if by_letter || by_name {
            roles.push(d.role);
            if by_letter && typed.trim_start().starts_with(d.letter) && d.letter != "P" {
                binding = true;
            }
        }
    }
    if norm.starts_with('p') && !roles.contains(&Role::Pawn) {
        roles.extend(v.pieces.iter().map(|d| d.role).filter(|r| r.is_pawn()));
        if typed.trim_start().starts_with('P') {
            binding = true;
        }
    }
    (roles, binding)
}

/// Orders `matched` (candidates of `pos`) by the ranking of the module docs, `typed` naming
/// the piece whose moves come after the tactical ones; labels in `lang`.
fn rank(
    pos: &Position,
    matched: Vec<Candidate>,
    typed: &str,
    limit: usize,
    lang: Lang,
) -> Vec<Suggestion> {
    let (roles, _) = typed_roles(pos, typed);
    let mut tactical: Vec<&Candidate> = matched
        .iter()
        .filter(|c| tactical_key(c).is_some())
        .collect();
    tactical.sort_by(|a, b| {
        tactical_key(a)
            .cmp(&tactical_key(b))
            .then(a.text.cmp(&b.text))
    });
    let mut quiet: Vec<&Candidate> = matched
        .iter()
        .filter(|c| tactical_key(c).is_none())
        .collect();
    quiet.sort_by(|a, b| {
        let own = |c: &Candidate| {
            !(roles.contains(&c.role) || (c.role.is_pawn() && roles.iter().any(|r| r.is_pawn())))
        };
        own(a).cmp(&own(b)).then(a.text.cmp(&b.text))
    });
    tactical
        .into_iter()
        .chain(quiet)
        .take(limit)
        .map(|c| to_suggestion(pos, c, lang))
        .collect()
}

/// The legal moves of `pos` matching `typed`, ranked, at most `limit` (see the module docs).
/// With nothing typed, a balanced list (see the module docs). Labels in `lang`. Empty when the
/// game is over or nothing matches.
pub fn suggest(pos: &Position, typed: &str, limit: usize, lang: Lang) -> Vec<Suggestion> {
    let all = candidates(pos);
    let norm = normalise(typed);
    if norm.is_empty() {
        return balanced(pos, all, limit, lang);
    }
    let (roles, binding) = typed_roles(pos, typed);
    let mut matched: Vec<Candidate> = all
        .into_iter()
        .filter(|c| c.forms.iter().any(|f| f.starts_with(&norm)))
        .collect();
    if binding {
        let own: Vec<Candidate> = matched
            .iter()
            .filter(|c| roles.contains(&c.role))
            .cloned()
            .collect();
        if !own.is_empty() {
            matched = own;
        }
    }
    rank(pos, matched, typed, limit, lang)
}

/// With nothing typed: every move when they fit; otherwise mates, up to
/// [`BALANCED_CAPTURES`] captures and [`BALANCED_CHECKS`] checks (ranked as in [`rank`]),
/// citadel entries, up to three placements, at least [`BALANCED_PAWNS`] pawn moves (the
/// most central pawns first, one move each), swaps only when the mover is in check (at most
/// [`BALANCED_SWAPS`]; typing `swap` lists them all), then one quiet move per piece in turn
/// until `limit`. Labels in `lang`.
fn balanced(pos: &Position, all: Vec<Candidate>, limit: usize, lang: Lang) -> Vec<Suggestion> {
    let in_check = pos.is_check(pos.turn());
    if all.len() <= limit {
        return rank(pos, all, "", limit, lang);
    }
    let is_swap = |c: &Candidate| matches!(c.mv, Move::Swap { .. });
    let mut tactical: Vec<&Candidate> = all.iter().filter(|c| tactical_key(c).is_some()).collect();
    tactical.sort_by(|a, b| {
        tactical_key(a)
            .cmp(&tactical_key(b))
            .then(a.text.cmp(&b.text))
    });
    let mut picked: Vec<&Candidate> = Vec::new();
    let (mut captures, mut checks) = (0, 0);
    for c in tactical {
        if c.mate {
            picked.push(c);
        } else if c.taken > 0 && captures < BALANCED_CAPTURES {
            captures += 1;
            picked.push(c);
        } else if c.taken == 0 && checks < BALANCED_CHECKS {
            checks += 1;
            picked.push(c);
        }
    }
    let mut special: Vec<&Candidate> = all
        .iter()
        .filter(|c| c.mv.to().is_citadel() && matches!(c.mv, Move::Normal { .. }))
        .collect();
    special.extend(
        all.iter()
            .filter(|c| matches!(c.mv, Move::Place { .. }))
            .take(3),
    );
    if in_check {
        special.extend(all.iter().filter(|c| is_swap(c)).take(BALANCED_SWAPS));
    }
    for c in special {
        if !picked.iter().any(|p| p.mv == c.mv) {
            picked.push(c);
        }
    }
    // Pawn moves: one per pawn, the most central files first.
    let centre = pos.variant().shape.files as i32 - 1;
    let dist = |sq: Square| (2 * sq.file() as i32 - centre).abs();
    let mut pawns: Vec<&Candidate> = all
        .iter()
        .filter(|c| {
            c.role.is_pawn() && matches!(c.mv, Move::Normal { .. } | Move::EnPassant { .. })
        })
        .filter(|c| !picked.iter().any(|p| p.mv == c.mv))
        .collect();
    pawns.sort_by(|a, b| {
        dist(a.mv.from())
            .cmp(&dist(b.mv.from()))
            .then(a.mv.from().file().cmp(&b.mv.from().file()))
            .then(a.text.cmp(&b.text))
    });
    let mut pawn_from: Vec<Square> = Vec::new();
    for c in pawns {
        if pawn_from.len() >= BALANCED_PAWNS {
            break;
        }
        if !pawn_from.contains(&c.mv.from()) {
            pawn_from.push(c.mv.from());
            picked.push(c);
        }
    }
    // The rest: one quiet move per piece in turn (pieces by square), no swaps.
    let mut by_piece: Vec<(Square, Vec<&Candidate>)> = Vec::new();
    let mut rest: Vec<&Candidate> = all
        .iter()
        .filter(|c| !is_swap(c) && !picked.iter().any(|p| p.mv == c.mv))
        .collect();
    rest.sort_by(|a, b| a.text.cmp(&b.text));
    for c in rest {
        match by_piece.iter_mut().find(|(sq, _)| *sq == c.mv.from()) {
            Some((_, v)) => v.push(c),
            None => by_piece.push((c.mv.from(), vec![c])),
        }
    }
    by_piece.sort_by_key(|(sq, _)| sq.index());
    let mut round = 0;
    while picked.len() < limit && by_piece.iter().any(|(_, v)| v.len() > round) {
        for (_, v) in &by_piece {
            if picked.len() >= limit {
                break;
            }
            if let Some(c) = v.get(round) {
                picked.push(c);
            }
        }
        round += 1;
    }
    // Shown in one order: tactical first, then the rest by text.
    let (mut t, mut q): (Vec<&Candidate>, Vec<&Candidate>) = picked
        .into_iter()
        .take(limit)
        .partition(|c| tactical_key(c).is_some());
    t.sort_by(|a, b| {
        tactical_key(a)
            .cmp(&tactical_key(b))
            .then(a.text.cmp(&b.text))
    });
    q.sort_by(|a, b| a.text.cmp(&b.text));
    t.into_iter()
        .chain(q)
        .map(|c| to_suggestion(pos, c, lang))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VariantId;

    fn start(id: VariantId) -> Position {
        Position::start(id, id.default_options())
    }

    fn values(pos: &Position, typed: &str) -> Vec<String> {
        suggest(pos, typed, MAX_SUGGESTIONS, Lang::En)
            .into_iter()
            .map(|s| s.value)
            .collect()
    }

    fn tamerlane(tfen: &str) -> Position {
        let id = VariantId::Tamerlane;
        Position::from_tfen(id, id.default_options(), tfen).unwrap()
    }

    fn labels(pos: &Position, typed: &str) -> Vec<String> {
        suggest(pos, typed, MAX_SUGGESTIONS, Lang::En)
            .into_iter()
            .map(|s| s.label)
            .collect()
    }

    /// The start with a black Knight on c4 (White to move).
    const KNIGHT_ON_C4: &str = "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/2n8/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 1";
    /// The start with a black Knight on e4 checking White's Shah on f2 (the trial's
    /// `4. Ng6-e7+` mirrored: two pawn captures, one Shah step, 24 swaps).
    const KNIGHT_CHECK: &str = "e1c1w1w1c1e/1rntgvkfgtnr/prpnptpgpvpkpfpepcpwpp/11/11/11/4n6/PPPWPCPEPFPKPVPGPTPNPR/RNTGFKVGTNR1/E1C1W1W1C1E w Kk 00 0 1";
    /// A few pieces: White's Shah next to the citadel x2, a Giraffe in the open, a Knight.
    const OPEN: &str = "9rk/1K10/11/11/11/4G6/11/11/1N10/11 w - 00 0 1";

    #[test]
    fn every_form_of_move_is_understood() {
        let p = tamerlane(KNIGHT_ON_C4);
        for typed in ["Nc4", "nc4", "nxc4", "N-c4", "Nb2xc4", "b2c4"] {
            assert_eq!(values(&p, typed), ["Nb2xc4"], "{typed}");
        }
        assert_eq!(values(&p, "Pe4"), ["e3-e4"]);
        assert_eq!(values(&p, "c4"), ["b3xc4", "d3xc4", "Nb2xc4"]);
        assert_eq!(
            values(&p, "knight"),
            ["Nb2xc4", "Nb2-a4", "Nb2-d1", "Nj2-h1", "Nj2-i4", "Nj2-k4"]
        );
        let s0 = start(VariantId::Tamerlane);
        let s1 = s0.play(&s0.parse_move("e3-e4").unwrap()).unwrap();
        assert_eq!(values(&s1, "kf10"), ["Kf9-f10"]);
        assert_eq!(values(&s1, "cd7"), ["Cc10-d7"]);
        let open = tamerlane(OPEN);
        let giraffe = [
            "Ge5-j4", "Ge5-j6", "Ge5-a4", "Ge5-a6", "Ge5-d1", "Ge5-d10", "Ge5-d9", "Ge5-f1",
            "Ge5-f10", "Ge5-f9", "Ge5-i4", "Ge5-i6", "Ge5-k4", "Ge5-k6",
        ];
        assert_eq!(values(&open, "gir"), giraffe);
        assert_eq!(values(&open, "giraffe e5"), giraffe);
        assert_eq!(labels(&open, "citadel"), ["Ka9-x2 · citadel"]);
        assert_eq!(
            values(&open, "b2"),
            ["Nb2-a4", "Nb2-c4", "Nb2-d1", "Nb2-d3"]
        );
        assert_eq!(values(&open, "c4"), ["Nb2-c4"]);
        let check = tamerlane(KNIGHT_CHECK);
        let swaps = values(&check, "swap");
        assert_eq!(swaps.len(), 24);
        assert_eq!(swaps[..3], ["K<>a1", "K<>a2", "K<>a3"]);
        assert_eq!(
            labels(&check, "K<>d3"),
            ["K<>d3 · swap with Pawn of elephants"]
        );
    }

    #[test]
    fn a_capital_letter_means_that_piece() {
        let s0 = start(VariantId::Tamerlane);
        let s1 = s0.play(&s0.parse_move("e3-e4").unwrap()).unwrap();
        // The trial's complaint: `C` listed c8-c7 and Na7-c6 among the camel moves.
        assert_eq!(
            values(&s1, "C"),
            ["Cc10-b7", "Cc10-d7", "Ci10-h7", "Ci10-j7"]
        );
        // Lower case may be a file too: the Camel's moves first, then the rest.
        assert_eq!(
            values(&s1, "c"),
            ["Cc10-b7", "Cc10-d7", "Ci10-h7", "Ci10-j7", "Nb9-c7", "c8-c7"]
        );
    }

    #[test]
    fn captures_and_checks_come_first() {
        let p = tamerlane(KNIGHT_ON_C4);
        assert_eq!(
            labels(&p, "")[..4],
            [
                "b3xc4 · takes Knight",
                "d3xc4 · takes Knight",
                "Nb2xc4 · takes Knight",
                "Cc1-b4"
            ]
        );
        let open = tamerlane(OPEN);
        assert_eq!(labels(&open, "G")[..3], ["Ge5-j4+", "Ge5-j6+", "Ge5-a4"]);
    }

    #[test]
    fn an_empty_field_gives_a_balanced_list() {
        // In check: the captures first, the Shah's step, and only two of the 24 swaps.
        assert_eq!(
            labels(&tamerlane(KNIGHT_CHECK), ""),
            [
                "d3xe4 · takes Knight",
                "f3xe4 · takes Knight",
                "K<>a1 · swap with Elephant",
                "K<>c1 · swap with Camel",
                "Kf2-f1"
            ]
        );
        // Herat's start has more than 25 moves: pawn moves are offered.
        let herat = values(&start(VariantId::Herat), "");
        assert_eq!(herat.len(), MAX_SUGGESTIONS);
        assert_eq!(
            herat,
            [
                "Ag2-f1", "Bc2-b1", "Bj2-i1", "Ie2-d1", "Ih2-g1", "Jc1-b4", "Jj1-i4", "Kf2-f1",
                "Nb2-a4", "Nk2-i1", "Ze1-d1", "Zh1-f1", "a3-a4", "b3-b4", "c3-c4", "d3-d4",
                "d3-d5", "e3-e4", "e3-e5", "f3-f4", "f3-f5", "g3-g4", "g3-g5", "h3-h4", "h3-h5"
            ]
        );
        // The Tamerlane start (24 moves) fits whole.
        assert_eq!(values(&start(VariantId::Tamerlane), "").len(), 24);
    }

    #[test]
    fn never_more_than_asked() {
        let herat = start(VariantId::Herat);
        assert_eq!(suggest(&herat, "", 5, Lang::En).len(), 5);
        assert!(values(&herat, "zzz").is_empty());
    }
}
