//! Piece movement as data (atoms, in the spirit of Betza notation) and the per-square tables
//! compiled from it once per variant.

use crate::{BoardShape, Color, Square, SquareSet, SQUARE_COUNT};

/// Whether a move kind may go to an empty square, capture, or both.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Moves to empty squares and captures.
    Both,
    /// Moves to empty squares only (a pawn's step, a Timurid prince's double step).
    MoveOnly,
    /// Captures only (a pawn's diagonal, a cannon's jump).
    CaptureOnly,
}

impl Mode {
    #[inline(always)]
    pub(crate) const fn can_move(self) -> bool {
        !matches!(self, Mode::CaptureOnly)
    }
    #[inline(always)]
    pub(crate) const fn captures(self) -> bool {
        !matches!(self, Mode::MoveOnly)
    }
}

/// Which way a bent rider continues after its first step (docs/rules.md §2.2 giraffe, §5 ship,
/// griffon, snake, rhinoceros). "Outward" means away from the starting square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outward {
    /// After a diagonal step: along the file (ship).
    Vertical,
    /// After a diagonal step: along the file or the rank (giraffe, griffon).
    Orthogonal,
    /// After an orthogonal step: along the two diagonals leading away (snake, rhinoceros).
    Diagonal,
}

/// One component of a piece's movement. A piece moves as the union of its atoms.
///
/// Offsets `(dx, dy)` are in files and ranks; every atom except [`Atom::Forward`] stands for
/// all 8 symmetric images of its offset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Atom {
    /// A leap to each image of `(dx, dy)`; intervening squares do not matter.
    Leap(i8, i8),
    /// The king step that may enter a citadel (only the Shah and the adventitious king have it;
    /// whether a given citadel may be entered is decided by the rules, §4.5).
    RoyalStep,
    /// A slide along each image of `(dx, dy)` landing at distance `min..=max` (in steps); every
    /// square before the landing square must be empty. Picket: `Slide(1, 1, 2, MAX)`.
    Slide(i8, i8, u8, u8),
    /// A first step along each image of `first`, then further steps `outward`; it may land
    /// after at least `min_after` further steps (0: on the first square too). Giraffe:
    /// `Bent((1,1), Orthogonal, 3)`.
    Bent((i8, i8), Outward, u8),
    /// As [`Atom::Bent`], but the first step goes only along the images `(±dx, ±dy)` of
    /// `first`, never the transposed `(±dy, ±dx)`: the snake's `((0, 1), Diagonal, 0)` steps up
    /// or down the file only, where `Bent` would also step along the rank (the rhinoceros, §5).
    BentUntransposed((i8, i8), Outward, u8),
    /// Cannon capture along each image of `(dx, dy)`: jumps exactly one piece of either colour
    /// and captures the next piece beyond it (§5).
    Hop(i8, i8),
    /// Forward-relative (pawn-like) move towards the opponent along `(±dx, dy)`, landing at
    /// distance `min..=max` with empty squares before it.
    Forward {
        /// File offset; both signs are used.
        dx: i8,
        /// Rank offset, positive = towards the opponent.
        dy: i8,
        /// Move, capture or both.
        mode: Mode,
        /// Shortest landing distance, in steps.
        min: u8,
        /// Longest landing distance, in steps.
        max: u8,
    },
    /// A slide that only moves (never captures), such as the cannon's non-capturing rook move.
    SlideMoveOnly(i8, i8),
}

/// Unlimited distance for [`Atom::Slide`].
pub const MAX: u8 = u8::MAX;

/// A leap target in the compiled tables.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Leap {
    pub to: Square,
    pub mode: Mode,
}

/// A ray in the compiled tables: its squares in order, with the first index it may land on.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ray {
    pub start: u32,
    pub len: u8,
    /// First index (0-based) of a square the piece may stop on.
    pub min: u8,
    pub mode: Mode,
    /// Cannon ray: captures only after exactly one screen.
    pub hop: bool,
}

#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct Span {
    pub leap_start: u32,
    pub leap_len: u16,
    pub ray_start: u32,
    pub ray_len: u16,
}

/// Compiled move tables of one variant: for every (piece kind, colour, square), the leap targets
/// and rays, plus what can be attacked from there on an empty board.
pub(crate) struct Tables {
    pub spans: Vec<Span>,
    pub leaps: Vec<Leap>,
    pub rays: Vec<Ray>,
    pub ray_squares: Vec<Square>,
    /// Squares a leap of the piece captures on.
    pub leap_reach: Vec<SquareSet>,
    /// Squares a ray of the piece may capture on (an empty board; cannons: any square of the line).
    pub ray_reach: Vec<SquareSet>,
    /// Per (colour, square) `c * SQUARE_COUNT + target`: the squares from which some piece
    /// kind of colour `c` could attack `target` on an empty board (a filter for
    /// `Position::is_attacked`).
    pub attackers_of: Vec<SquareSet>,
}

/// Index into per-(kind, colour, square) tables.
#[inline(always)]
pub(crate) fn slot(kind: usize, color: Color, sq: Square) -> usize {
    (kind * 2 + color.index()) * SQUARE_COUNT + sq.index()
}

fn images(dx: i8, dy: i8) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (a, b) in [(dx, dy), (dy, dx)] {
        for sa in [1, -1] {
            for sb in [1, -1] {
                let v = (a * sa, b * sb);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

impl Tables {
    /// Compiles `kinds[k]` (the atoms of the variant's k-th piece kind) for `shape`.
    pub(crate) fn compile(shape: &BoardShape, kinds: &[Vec<Atom>]) -> Tables {
        let mut t = Tables {
            spans: vec![Span::default(); kinds.len() * 2 * SQUARE_COUNT],
            leaps: Vec::new(),
            rays: Vec::new(),
            ray_squares: Vec::new(),
            leap_reach: vec![SquareSet::EMPTY; kinds.len() * 2 * SQUARE_COUNT],
            ray_reach: vec![SquareSet::EMPTY; kinds.len() * 2 * SQUARE_COUNT],
            attackers_of: vec![SquareSet::EMPTY; 2 * SQUARE_COUNT],
        };
        let on_board = |x: i8, y: i8| -> Option<Square> {
            if x >= 0 && y >= 0 && (x as u8) < shape.files && (y as u8) < shape.ranks {
                Some(Square::new(x as u8, y as u8))
            } else {
                None
            }
        };
        for (k, atoms) in kinds.iter().enumerate() {
            for color in Color::ALL {
                for from in shape.squares() {
                    let (fx, fy) = from.coords();
                    let mut leaps: Vec<Leap> = Vec::new();
                    let mut rays: Vec<(Vec<Square>, u8, Mode, bool)> = Vec::new();
                    let add_leap = |to: Square, mode: Mode, leaps: &mut Vec<Leap>| {
                        if !leaps.iter().any(|l| l.to == to) {
                            leaps.push(Leap { to, mode });
                        }
                    };
                    for atom in atoms {
                        match *atom {
                            Atom::Leap(dx, dy) => {
                                if from.is_citadel() {
                                    continue;
                                }
                                for (x, y) in images(dx, dy) {
                                    if let Some(to) = on_board(fx + x, fy + y) {
                                        add_leap(to, Mode::Both, &mut leaps);
                                    }
                                }
                            }
                            Atom::RoyalStep => {
                                for (x, y) in images(1, 0).into_iter().chain(images(1, 1)) {
                                    let (tx, ty) = (fx + x, fy + y);
                                    let to = on_board(tx, ty).or_else(|| {
                                        shape
                                            .citadels()
                                            .iter()
                                            .copied()
                                            .find(|c| c.coords() == (tx, ty))
                                    });
                                    if let Some(to) = to {
                                        add_leap(to, Mode::Both, &mut leaps);
                                    }
                                }
                            }
                            Atom::Slide(dx, dy, min, max) => {
                                for (x, y) in images(dx, dy) {
                                    let sqs = walk(&on_board, fx, fy, x, y, max);
                                    rays.push((sqs, min.saturating_sub(1), Mode::Both, false));
                                }
                            }
                            Atom::SlideMoveOnly(dx, dy) => {
                                for (x, y) in images(dx, dy) {
                                    let sqs = walk(&on_board, fx, fy, x, y, MAX);
                                    rays.push((sqs, 0, Mode::MoveOnly, false));
                                }
                            }
                            Atom::Hop(dx, dy) => {
                                for (x, y) in images(dx, dy) {
                                    let sqs = walk(&on_board, fx, fy, x, y, MAX);
                                    rays.push((sqs, 0, Mode::CaptureOnly, true));
                                }
                            }
                            Atom::Bent((dx, dy), outward, min_after)
                            | Atom::BentUntransposed((dx, dy), outward, min_after) => {
                                if from.is_citadel() {
                                    continue;
                                }
                                let transposed = matches!(atom, Atom::Bent(..));
                                for (sx, sy) in images(dx, dy) {
                                    if !transposed && (sx.abs(), sy.abs()) != (dx.abs(), dy.abs()) {
                                        continue;
                                    }
                                    let Some(first) = on_board(fx + sx, fy + sy) else {
                                        continue;
                                    };
                                    let dirs: Vec<(i8, i8)> = match outward {
                                        Outward::Vertical => vec![(0, sy)],
                                        Outward::Orthogonal => vec![(0, sy), (sx, 0)],
                                        Outward::Diagonal if sx == 0 => vec![(1, sy), (-1, sy)],
                                        Outward::Diagonal => vec![(sx, 1), (sx, -1)],
                                    };
                                    for (i, (ox, oy)) in dirs.into_iter().enumerate() {
                                        let (x0, y0) = first.coords();
                                        let mut sqs = vec![first];
                                        sqs.extend(walk(&on_board, x0, y0, ox, oy, MAX));
                                        // Two continuations share the first square: land there once.
                                        let min = if i > 0 { min_after.max(1) } else { min_after };
                                        rays.push((sqs, min, Mode::Both, false));
                                    }
                                }
                            }
                            Atom::Forward {
                                dx,
                                dy,
                                mode,
                                min,
                                max,
                            } => {
                                if from.is_citadel() {
                                    continue;
                                }
                                let dy = dy * color.forward();
                                let mut xs = vec![dx];
                                if dx != 0 {
                                    xs.push(-dx);
                                }
                                for x in xs {
                                    let sqs = walk(&on_board, fx, fy, x, dy, max);
                                    if max == 1 && min == 1 {
                                        if let Some(&to) = sqs.first() {
                                            add_leap(to, mode, &mut leaps);
                                        }
                                    } else {
                                        rays.push((sqs, min.saturating_sub(1), mode, false));
                                    }
                                }
                            }
                        }
                    }
                    // A leap is redundant where a ray lands on the same square with nothing between.
                    leaps.retain(|l| {
                        !rays.iter().any(|(s, min, m, hop)| {
                            !hop && *min == 0 && s.first() == Some(&l.to) && *m == l.mode
                        })
                    });
                    let s = slot(k, color, from);
                    let span = &mut t.spans[s];
                    span.leap_start = t.leaps.len() as u32;
                    span.leap_len = leaps.len() as u16;
                    for l in &leaps {
                        if l.mode.captures() {
                            t.leap_reach[s].insert(l.to);
                        }
                    }
                    t.leaps.extend(leaps);
                    span.ray_start = t.rays.len() as u32;
                    let mut n = 0;
                    for (sqs, min, mode, hop) in rays {
                        if sqs.len() <= min as usize {
                            continue;
                        }
                        for (i, &sq) in sqs.iter().enumerate() {
                            if (hop || i >= min as usize) && mode.captures() {
                                t.ray_reach[s].insert(sq);
                            }
                        }
                        t.rays.push(Ray {
                            start: t.ray_squares.len() as u32,
                            len: sqs.len() as u8,
                            min,
                            mode,
                            hop,
                        });
                        t.ray_squares.extend(sqs);
                        n += 1;
                    }
                    span.ray_len = n;
                }
            }
        }
        for k in 0..kinds.len() {
            for color in Color::ALL {
                for from in shape.squares() {
                    let s = slot(k, color, from);
                    for target in t.leap_reach[s].union(&t.ray_reach[s]).iter() {
                        t.attackers_of[color.index() * SQUARE_COUNT + target.index()].insert(from);
                    }
                }
            }
        }
        t
    }

    #[inline(always)]
    pub(crate) fn leaps_of(&self, s: usize) -> &[Leap] {
        let span = &self.spans[s];
        &self.leaps[span.leap_start as usize..][..span.leap_len as usize]
    }

    #[inline(always)]
    pub(crate) fn rays_of(&self, s: usize) -> &[Ray] {
        let span = &self.spans[s];
        &self.rays[span.ray_start as usize..][..span.ray_len as usize]
    }

    /// The rays of slot `s` along which the piece may capture: the lines on which it attacks.
    #[inline(always)]
    pub(crate) fn capture_rays_of(&self, s: usize) -> impl Iterator<Item = &Ray> {
        self.rays_of(s).iter().filter(|ray| ray.mode.captures())
    }

    #[inline(always)]
    pub(crate) fn ray_squares(&self, r: &Ray) -> &[Square] {
        &self.ray_squares[r.start as usize..][..r.len as usize]
    }
}

fn walk(
    on_board: &impl Fn(i8, i8) -> Option<Square>,
    x0: i8,
    y0: i8,
    dx: i8,
    dy: i8,
    max: u8,
) -> Vec<Square> {
    let mut out = Vec::new();
    let (mut x, mut y) = (x0, y0);
    while out.len() < max as usize {
        x += dx;
        y += dy;
        match on_board(x, y) {
            Some(sq) => out.push(sq),
            None => break,
        }
    }
    out
}

/// One way a piece can go from a square of an empty board: a leap, or a ray of squares in order
/// (from the nearest), as in the piece's compiled tables. Movement diagrams and the engine's
/// mobility terms read these; move generation uses the tables directly.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EmptyBoardPath {
    /// A leap to `to`; the squares between do not matter.
    Leap {
        /// The target square.
        to: Square,
        /// Move, capture or both.
        mode: Mode,
    },
    /// A ray: `squares` in order; the piece may stop on `squares[min..]` and only passes
    /// over the ones before. A cannon ray (`hop`) captures only after exactly one screen, so on
    /// an empty board it reaches nothing.
    Ray {
        /// The ray's squares, nearest first, up to the board's edge or the longest slide.
        squares: Vec<Square>,
        /// The first index of `squares` the piece may stop on.
        min: usize,
        /// Move, capture or both.
        mode: Mode,
        /// A cannon's capture ray (§5).
        hop: bool,
    },
}
