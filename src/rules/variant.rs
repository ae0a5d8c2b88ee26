//! Variants as values: board shape, piece set (letters, movement, promotion), setup and the
//! option keys they accept (RULES.md §1). Nothing here is a fork of the engine.

use crate::rules::movement::{Atom, Outward, Tables, MAX};
use crate::rules::options::OptionSet;
use crate::rules::{Color, FullPieces, OptionError, Role, RuleOptions, Square, ROLE_COUNT};
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;
use std::sync::{Mutex, OnceLock};

/// A variant's identifier, as used in commands and storage (RULES.md §1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum VariantId {
    /// `tamerlane`: masculine array (§3.1), the default game.
    Tamerlane,
    /// `tamerlane-feminine` (§3.2).
    TamerlaneFeminine,
    /// `tamerlane-arabshah` (§3.3).
    TamerlaneArabshah,
    /// `tamerlane-full` (§3.4).
    TamerlaneFull,
    /// `herat` (§3.5).
    Herat,
    /// `wild-herat`.
    WildHerat,
    /// `mirza`.
    Mirza,
    /// `wild-mirza`.
    WildMirza,
    /// `babur`.
    Babur,
    /// `wild-babur`.
    WildBabur,
    /// `samarkand`.
    Samarkand,
    /// `wild-samarkand`.
    WildSamarkand,
}

/// The family a variant belongs to; it decides which special rules apply.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Family {
    /// 11×10 + 2 citadels, RULES.md §2–§4.
    Tamerlane,
    /// 12×12, RULES.md §5.
    Timurid,
}

impl VariantId {
    /// Every variant, in menu order.
    pub const ALL: [VariantId; 12] = [
        VariantId::Tamerlane,
        VariantId::TamerlaneFeminine,
        VariantId::TamerlaneArabshah,
        VariantId::TamerlaneFull,
        VariantId::Herat,
        VariantId::WildHerat,
        VariantId::Mirza,
        VariantId::WildMirza,
        VariantId::Babur,
        VariantId::WildBabur,
        VariantId::Samarkand,
        VariantId::WildSamarkand,
    ];

    /// The id string, e.g. `tamerlane-feminine`.
    pub const fn id(self) -> &'static str {
        match self {
            VariantId::Tamerlane => "tamerlane",
            VariantId::TamerlaneFeminine => "tamerlane-feminine",
            VariantId::TamerlaneArabshah => "tamerlane-arabshah",
            VariantId::TamerlaneFull => "tamerlane-full",
            VariantId::Herat => "herat",
            VariantId::WildHerat => "wild-herat",
            VariantId::Mirza => "mirza",
            VariantId::WildMirza => "wild-mirza",
            VariantId::Babur => "babur",
            VariantId::WildBabur => "wild-babur",
            VariantId::Samarkand => "samarkand",
            VariantId::WildSamarkand => "wild-samarkand",
        }
    }

    /// A human name, e.g. "Tamerlane (feminine array)".
    pub const fn name(self) -> &'static str {
        match self {
            VariantId::Tamerlane => "Tamerlane",
            VariantId::TamerlaneFeminine => "Tamerlane (feminine array)",
            VariantId::TamerlaneArabshah => "Tamerlane (Ibn Arabshah's array)",
            VariantId::TamerlaneFull => "Full Tamerlane",
            VariantId::Herat => "Herat",
            VariantId::WildHerat => "Wild Herat",
            VariantId::Mirza => "Mirza",
            VariantId::WildMirza => "Wild Mirza",
            VariantId::Babur => "Babur",
            VariantId::WildBabur => "Wild Babur",
            VariantId::Samarkand => "Samarkand",
            VariantId::WildSamarkand => "Wild Samarkand",
        }
    }

    /// Its family.
    pub const fn family(self) -> Family {
        match self {
            VariantId::Tamerlane
            | VariantId::TamerlaneFeminine
            | VariantId::TamerlaneArabshah
            | VariantId::TamerlaneFull => Family::Tamerlane,
            _ => Family::Timurid,
        }
    }

    pub(crate) fn option_set(self) -> OptionSet {
        match self {
            VariantId::TamerlaneFull => OptionSet::TamerlaneFull,
            v if v.family() == Family::Tamerlane => OptionSet::Tamerlane,
            _ => OptionSet::Timurid,
        }
    }

    /// Parses an options text (`giraffe-min=2 citadel=claim`) for this variant.
    ///
    /// # Errors
    /// [`OptionError`] with the valid options when a key or value is unknown here.
    pub fn parse_options(self, text: &str) -> Result<RuleOptions, OptionError> {
        RuleOptions::parse(text, self.option_set(), self.id())
    }

    /// The default options of this variant.
    pub fn default_options(self) -> RuleOptions {
        RuleOptions::defaults_for(self.option_set())
    }

    /// The canonical text of `options` for this variant: non-default `key=value` words, or "".
    pub fn options_text(self, options: &RuleOptions) -> String {
        options.to_text(self.option_set())
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An unknown variant id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{0}'; variants: tamerlane, tamerlane-feminine, tamerlane-arabshah, tamerlane-full, herat, wild-herat, mirza, wild-mirza, babur, wild-babur, samarkand, wild-samarkand")]
pub struct UnknownVariant(pub String);

impl FromStr for VariantId {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<VariantId, UnknownVariant> {
        let lower = s.trim().to_ascii_lowercase();
        VariantId::ALL
            .into_iter()
            .find(|v| v.id() == lower)
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

/// Board geometry: `files × ranks` main squares, plus Tamerlane's citadels when `citadels`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardShape {
    /// Number of files (11 or 12).
    pub files: u8,
    /// Number of ranks (10 or 12).
    pub ranks: u8,
    /// True when the board has the citadels `x1` and `x2` (§2.1).
    pub citadels: bool,
}

impl BoardShape {
    /// All squares: main squares rank by rank from a1, then the citadels. Allocates nothing
    /// (move generation walks it for placements, §4.2).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.ranks)
            .flat_map(move |r| (0..self.files).map(move |f| Square::new(f, r)))
            .chain(self.citadels().iter().copied())
    }

    /// The citadels, `x1` then `x2`; empty without citadels.
    pub fn citadels(&self) -> &'static [Square] {
        if self.citadels {
            &[Square::X1, Square::X2]
        } else {
            &[]
        }
    }

    /// True if `sq` is on this board (main board or a citadel).
    pub fn contains(&self, sq: Square) -> bool {
        if sq.is_citadel() {
            self.citadels
        } else {
            sq.file() < self.files && sq.rank() < self.ranks
        }
    }

    /// The last rank for `color` (0-based): where its pawns promote.
    pub const fn last_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => self.ranks - 1,
            Color::Black => 0,
        }
    }
}

/// The owner of a citadel: `x1` is White's, `x2` is Black's (§2.1).
pub fn citadel_owner(sq: Square) -> Option<Color> {
    if sq == Square::X1 {
        Some(Color::White)
    } else if sq == Square::X2 {
        Some(Color::Black)
    } else {
        None
    }
}

/// What happens when a piece ends a move on its last rank.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Promotion {
    /// Nothing.
    None,
    /// Replaced by this role at once (§4.1, §5).
    Forced(Role),
    /// May be replaced by this role or stay (Timurid prince → queen, §5).
    Optional(Role),
    /// The pawn of pawns' arrivals (§4.2).
    PawnOfPawns,
}

/// One piece kind of a variant.
#[derive(Clone, Debug)]
pub struct PieceDef {
    /// The role.
    pub role: Role,
    /// Its letter(s) in TFEN, upper case: "K", or "PR" for a Tamerlane pawn of rooks.
    pub letter: &'static str,
    /// True for Shah, Prince and Adventitious king in Tamerlane; the King in Timurid (§4.3, §5).
    pub royal: bool,
    /// Its movement.
    pub atoms: Vec<Atom>,
    /// Its promotion on the last rank.
    pub promotion: Promotion,
}

/// A variant: everything the engine needs to know about one game. Obtain one with
/// [`Variant::get`]; values are built once and shared for the life of the process.
pub struct Variant {
    /// The id.
    pub id: VariantId,
    /// Board geometry.
    pub shape: BoardShape,
    /// Piece kinds, in the order of the compiled tables.
    pub pieces: Vec<PieceDef>,
    /// The side pieces' setup in text form, per colour: 1st rank, 2nd rank, 3rd rank (and 4th for
    /// Full Tamerlane), as letter lists with `.` for empty, left to right from White's view.
    pub(crate) white_ranks: Vec<Vec<Option<&'static str>>>,
    /// The pawn of kings' start square per colour: where the pawn of pawns goes on its second
    /// arrival (§4.2), or `None` outside Tamerlane.
    pub pk_start: [Option<Square>; 2],
    pub(crate) kind_of: [u8; ROLE_COUNT],
    pub(crate) tables: Tables,
}

const NO_KIND: u8 = u8::MAX;

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({})", self.id)
    }
}

type CacheKey = (VariantId, u8, FullPieces);

impl Variant {
    /// The variant `id` with the movement options of `options` (`giraffe-min`, `full-pieces`).
    /// Built on first use and cached for the life of the process (a handful of values).
    pub fn get(id: VariantId, options: &RuleOptions) -> &'static Variant {
        static CACHE: OnceLock<Mutex<HashMap<CacheKey, &'static Variant>>> = OnceLock::new();
        let key = (
            id,
            options.giraffe_min,
            if id == VariantId::TamerlaneFull {
                options.full_pieces
            } else {
                FullPieces::Cazaux
            },
        );
        let mut cache = CACHE
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        cache
            .entry(key)
            .or_insert_with(|| Box::leak(Box::new(Variant::build(key))))
    }

    /// The family of this variant.
    pub fn family(&self) -> Family {
        self.id.family()
    }

    /// The definition of `role`, if this variant has it.
    pub fn piece(&self, role: Role) -> Option<&PieceDef> {
        match self.kind_of[role.index()] {
            NO_KIND => None,
            k => Some(&self.pieces[k as usize]),
        }
    }

    #[inline(always)]
    pub(crate) fn kind(&self, role: Role) -> usize {
        self.kind_of[role.index()] as usize
    }

    /// The role whose TFEN letters are `letters` (upper case), if any.
    pub fn role_by_letter(&self, letters: &str) -> Option<Role> {
        self.pieces
            .iter()
            .find(|p| p.letter == letters)
            .map(|p| p.role)
    }

    /// The upper-case letter(s) of `role` ("PR" for a pawn of rooks).
    ///
    /// # Panics
    /// If the variant has no such role.
    pub fn letter(&self, role: Role) -> &'static str {
        self.piece(role).expect("role of this variant").letter
    }

    /// True if `role` is royal in this variant.
    #[inline(always)]
    pub fn is_royal(&self, role: Role) -> bool {
        self.pieces[self.kind(role)].royal
    }

    /// True if pawns have types (Tamerlane: `PR`, `PK`, …); false for the Timurid pawn `P`.
    pub fn typed_pawns(&self) -> bool {
        self.family() == Family::Tamerlane
    }

    fn build((id, giraffe_min, full): CacheKey) -> Variant {
        let (shape, pieces, white_ranks, pk) = match id.family() {
            Family::Tamerlane => tamerlane(id, giraffe_min, full),
            Family::Timurid => timurid(id),
        };
        let mut kind_of = [NO_KIND; ROLE_COUNT];
        for (k, p) in pieces.iter().enumerate() {
            kind_of[p.role.index()] = k as u8;
        }
        let atoms: Vec<Vec<Atom>> = pieces.iter().map(|p| p.atoms.clone()).collect();
        let tables = Tables::compile(&shape, &atoms);
        Variant {
            id,
            shape,
            pieces,
            white_ranks,
            pk_start: pk,
            kind_of,
            tables,
        }
    }
}

fn def(role: Role, letter: &'static str, atoms: Vec<Atom>) -> PieceDef {
    PieceDef {
        role,
        letter,
        royal: false,
        atoms,
        promotion: Promotion::None,
    }
}

const KING_STEP: [Atom; 2] = [Atom::Leap(1, 0), Atom::Leap(1, 1)];
const ROOK: Atom = Atom::Slide(1, 0, 1, MAX);
const BISHOP: Atom = Atom::Slide(1, 1, 1, MAX);
const PICKET: Atom = Atom::Slide(1, 1, 2, MAX);
const SHATRANJ_PAWN: [Atom; 2] = [
    Atom::Forward {
        dx: 0,
        dy: 1,
        mode: crate::rules::movement::Mode::MoveOnly,
        min: 1,
        max: 1,
    },
    Atom::Forward {
        dx: 1,
        dy: 1,
        mode: crate::rules::movement::Mode::CaptureOnly,
        min: 1,
        max: 1,
    },
];

type Built = (
    BoardShape,
    Vec<PieceDef>,
    Vec<Vec<Option<&'static str>>>,
    [Option<Square>; 2],
);

fn row(text: &'static str) -> Vec<Option<&'static str>> {
    text.split(' ')
        .map(|w| if w == "." { None } else { Some(w) })
        .collect()
}

fn tamerlane(id: VariantId, giraffe_min: u8, full: FullPieces) -> Built {
    let giraffe = Atom::Bent((1, 1), Outward::Orthogonal, giraffe_min);
    let mut pieces = vec![
        PieceDef {
            royal: true,
            ..def(Role::King, "K", vec![Atom::RoyalStep])
        },
        def(Role::General, "F", vec![Atom::Leap(1, 1)]),
        def(Role::Vizier, "V", vec![Atom::Leap(1, 0)]),
        def(Role::Giraffe, "G", vec![giraffe]),
        def(Role::Picket, "T", vec![PICKET]),
        def(Role::Knight, "N", vec![Atom::Leap(2, 1)]),
        def(Role::Rook, "R", vec![ROOK]),
        def(Role::Camel, "C", vec![Atom::Leap(3, 1)]),
        def(Role::Elephant, "E", vec![Atom::Leap(2, 2)]),
        def(Role::WarEngine, "W", vec![Atom::Leap(2, 0)]),
        PieceDef {
            royal: true,
            ..def(Role::Prince, "I", KING_STEP.to_vec())
        },
        PieceDef {
            royal: true,
            ..def(Role::AdventitiousKing, "A", vec![Atom::RoyalStep])
        },
    ];
    let mut pawns = vec![
        (Role::PawnOfKings, "PK", Role::Prince),
        (Role::PawnOfGenerals, "PF", Role::General),
        (Role::PawnOfViziers, "PV", Role::Vizier),
        (Role::PawnOfGiraffes, "PG", Role::Giraffe),
        (Role::PawnOfPickets, "PT", Role::Picket),
        (Role::PawnOfKnights, "PN", Role::Knight),
        (Role::PawnOfRooks, "PR", Role::Rook),
        (Role::PawnOfCamels, "PC", Role::Camel),
        (Role::PawnOfElephants, "PE", Role::Elephant),
        (Role::PawnOfWarEngines, "PW", Role::WarEngine),
        (Role::PawnOfPawns, "PP", Role::PawnOfPawns),
    ];
    if id == VariantId::TamerlaneFull {
        let (lion, bull, revealer) = match full {
            FullPieces::Cazaux => (
                vec![Atom::Leap(3, 0)],
                vec![Atom::Leap(3, 2)],
                vec![Atom::Leap(3, 3)],
            ),
            FullPieces::Forbes => (
                vec![ROOK, giraffe],
                vec![PICKET, giraffe],
                vec![PICKET, ROOK],
            ),
            FullPieces::Modern => (
                vec![Atom::Leap(2, 1), ROOK],
                vec![Atom::Leap(2, 1), BISHOP],
                vec![ROOK, BISHOP],
            ),
        };
        pieces.push(def(Role::SeaMonster, "S", vec![Atom::Leap(1, 0)]));
        pieces.push(def(Role::Lion, "L", lion));
        pieces.push(def(Role::Bull, "B", bull));
        pieces.push(def(Role::Revealer, "Y", revealer));
        pawns.push((Role::PawnOfLions, "PL", Role::Lion));
        pawns.push((Role::PawnOfBulls, "PB", Role::Bull));
        pawns.push((Role::PawnOfRevealers, "PY", Role::Revealer));
        pawns.push((Role::PawnOfSeaMonsters, "PS", Role::SeaMonster));
    }
    for (role, letter, to) in pawns {
        pieces.push(PieceDef {
            promotion: if role == Role::PawnOfPawns {
                crate::rules::Promotion::PawnOfPawns
            } else {
                Promotion::Forced(to)
            },
            ..def(role, letter, SHATRANJ_PAWN.to_vec())
        });
    }
    let ranks = match id {
        VariantId::Tamerlane => vec![
            row("E . C . W . W . C . E"),
            row("R N T G F K V G T N R"),
            row("PP PW PC PE PF PK PV PG PT PN PR"),
        ],
        VariantId::TamerlaneFeminine => vec![
            row("E . C . F K V . C . E"),
            row("R N T G W PK W G T N R"),
            row("PP PW PC PE PF . PV PG PT PN PR"),
        ],
        VariantId::TamerlaneArabshah => vec![
            row("E . C . F K V . C . E"),
            row("R N W T G PK G T W N R"),
            row("PP PW PC PE PF . PV PG PT PN PR"),
        ],
        _ => vec![
            row("E L N B W Y W B C L E"),
            row("R N T G F K S G T N R"),
            row("PP PN PC PW PF PK PS PG PT PL PR"),
            row(". . PB . . PY . . PE . ."),
        ],
    };
    let shape = BoardShape {
        files: 11,
        ranks: 10,
        citadels: true,
    };
    // The pawn of kings' start square; with the rotated array Black's is the image of White's.
    let pk_rank = if ranks[2].contains(&Some("PK")) { 2 } else { 1 };
    let pk_file = ranks[pk_rank]
        .iter()
        .position(|c| *c == Some("PK"))
        .expect("pawn of kings") as u8;
    let white = Square::new(pk_file, pk_rank as u8);
    let black = Square::new(10 - pk_file, 9 - pk_rank as u8);
    (shape, pieces, ranks, [Some(white), Some(black)])
}

fn timurid(id: VariantId) -> Built {
    use crate::rules::movement::Mode;
    let mut pieces = vec![
        PieceDef {
            royal: true,
            ..def(Role::King, "K", KING_STEP.to_vec())
        },
        PieceDef {
            promotion: Promotion::Optional(Role::Queen),
            ..def(
                Role::Prince,
                "I",
                vec![
                    KING_STEP[0],
                    KING_STEP[1],
                    Atom::Forward {
                        dx: 0,
                        dy: 1,
                        mode: Mode::MoveOnly,
                        min: 2,
                        max: 2,
                    },
                ],
            )
        },
        PieceDef {
            promotion: Promotion::Forced(Role::Queen),
            ..def(
                Role::Pawn,
                "P",
                vec![
                    Atom::Forward {
                        dx: 0,
                        dy: 1,
                        mode: Mode::MoveOnly,
                        min: 1,
                        max: 2,
                    },
                    SHATRANJ_PAWN[1],
                ],
            )
        },
        def(Role::Rook, "R", vec![ROOK]),
        def(Role::Bishop, "B", vec![BISHOP]),
        def(Role::Knight, "N", vec![Atom::Leap(2, 1)]),
        def(
            Role::Elephant,
            "E",
            vec![Atom::Leap(1, 1), Atom::Leap(2, 2)],
        ),
        def(Role::Camel, "J", vec![Atom::Leap(3, 1)]),
        def(
            Role::Cannon,
            "Z",
            vec![Atom::SlideMoveOnly(1, 0), Atom::Hop(1, 0)],
        ),
        def(Role::Queen, "Q", vec![ROOK, BISHOP]),
    ];
    let (central, side) = match id {
        VariantId::Herat => (Role::CrownedRook, Role::Ship),
        VariantId::WildHerat => (Role::Queen, Role::Griffon),
        VariantId::Mirza => (Role::Snake, Role::Ship),
        VariantId::WildMirza => (Role::Rhinoceros, Role::Griffon),
        VariantId::Babur => (Role::Squirrel, Role::Ship),
        VariantId::WildBabur => (Role::Lion, Role::Griffon),
        VariantId::Samarkand => (Role::Wizard, Role::Ship),
        _ => (Role::Emir, Role::Griffon),
    };
    let extra = |role: Role| -> PieceDef {
        let leaps2 = [Atom::Leap(2, 0), Atom::Leap(2, 1), Atom::Leap(2, 2)];
        match role {
            Role::Ship => PieceDef {
                promotion: Promotion::Forced(Role::Griffon),
                ..def(role, "X", vec![Atom::Bent((1, 1), Outward::Vertical, 0)])
            },
            Role::Griffon => def(role, "H", vec![Atom::Bent((1, 1), Outward::Orthogonal, 0)]),
            Role::Lion => def(role, "L", [&KING_STEP[..], &leaps2[..]].concat()),
            Role::Squirrel => PieceDef {
                promotion: Promotion::Forced(Role::Lion),
                ..def(role, "Y", leaps2.to_vec())
            },
            Role::Snake => PieceDef {
                promotion: Promotion::Forced(Role::Rhinoceros),
                ..def(
                    role,
                    "S",
                    vec![Atom::BentUntransposed((0, 1), Outward::Diagonal, 0)],
                )
            },
            Role::Rhinoceros => def(role, "U", vec![Atom::Bent((1, 0), Outward::Diagonal, 0)]),
            Role::Emir => def(
                role,
                "C",
                vec![Atom::Leap(3, 1), Atom::Leap(2, 1), Atom::Leap(1, 1)],
            ),
            Role::CrownedRook => PieceDef {
                promotion: Promotion::Forced(Role::Queen),
                ..def(role, "A", vec![ROOK, KING_STEP[0], KING_STEP[1]])
            },
            Role::Wizard => PieceDef {
                promotion: Promotion::Forced(Role::Emir),
                ..def(role, "W", vec![Atom::Leap(1, 1), Atom::Leap(3, 1)])
            },
            _ => unreachable!("not a Timurid extra piece"),
        }
    };
    // Every piece a promotion can produce must exist in the variant too.
    let mut wanted = vec![central, side];
    let mut i = 0;
    while i < wanted.len() {
        if let Some(to) = match wanted[i] {
            Role::Ship => Some(Role::Griffon),
            Role::Squirrel => Some(Role::Lion),
            Role::Snake => Some(Role::Rhinoceros),
            Role::Wizard => Some(Role::Emir),
            _ => None,
        } {
            if !wanted.contains(&to) {
                wanted.push(to);
            }
        }
        i += 1;
    }
    for role in wanted {
        if role != Role::Queen {
            pieces.push(extra(role));
        }
    }
    let letter = |r: Role| pieces.iter().find(|p| p.role == r).expect("piece").letter;
    let (c, s) = (letter(central), letter(side));
    let rank2: Vec<Option<&'static str>> = ["R", "N", "B", s, "I", "K", c, "I", s, "B", "N", "R"]
        .into_iter()
        .map(Some)
        .collect();
    let ranks = vec![
        row("E . J . Z . . Z . J . E"),
        rank2,
        row("P P P P P P P P P P P P"),
    ];
    let shape = BoardShape {
        files: 12,
        ranks: 12,
        citadels: false,
    };
    (shape, pieces, ranks, [None, None])
}
