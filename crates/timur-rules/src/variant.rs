//! Variants as values: board shape, piece set (letters, movement, promotion), setup and the
//! option keys they accept (docs/rules.md §1). Nothing here is a fork of the engine.

use crate::movement::{slot, Atom, EmptyBoardPath, Mode, Outward, Tables, MAX};
use crate::options::{OptionDef, OptionSet};
use crate::{Color, FullPieces, OptionError, Role, RuleOptions, Square, ROLE_COUNT};
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;
use std::sync::{Mutex, OnceLock};

/// A variant's identifier, as used in commands and storage (docs/rules.md §1). Everything
/// about a variant is its row of [`VARIANTS`]; the identifier only names the row.
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
    /// `wild-herat` (§3.5).
    WildHerat,
    /// `mirza` (§3.5).
    Mirza,
    /// `wild-mirza` (§3.5).
    WildMirza,
    /// `babur` (§3.5).
    Babur,
    /// `wild-babur` (§3.5).
    WildBabur,
    /// `samarkand` (§3.5).
    Samarkand,
    /// `wild-samarkand` (§3.5).
    WildSamarkand,
}

/// The family a variant belongs to: a name for its [`FamilyRules`] and its sprite set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Family {
    /// 11×10 + 2 citadels, docs/rules.md §2–§4.
    Tamerlane,
    /// 12×12, docs/rules.md §5.
    Timurid,
}

/// What a side to move without a legal move, and not in check, gets (§4.6, §5).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stalemate {
    /// It loses (Tamerlane, §4.6).
    Loses,
    /// The game is drawn (Timurid, §5).
    Draws,
}

/// How a royal may exchange squares with an own piece (`K<>sq`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoyalExchange {
    /// The Shah's swap, once per game per side, when attacked or without another move (§4.4).
    ShahSwap,
    /// The King's succession with an unattacked Prince, in checkmate only, once per Prince (§5).
    Succession,
}

/// How Black's array is made from White's (§3, §3.5).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BlackArray {
    /// Turned 180° about the centre (Tamerlane; `symmetry=mirror` reflects instead).
    Rotated,
    /// Reflected in the middle line between the ranks (Timurid).
    Reflected,
}

/// The rules in which the families differ, as data (docs/rules.md §1.1). The engine reads these
/// fields; it has no `match` on the family.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FamilyRules {
    /// The family's name.
    pub family: Family,
    /// Board geometry.
    pub shape: BoardShape,
    /// Result of stalemate.
    pub stalemate: Stalemate,
    /// Swap or succession.
    pub royal_exchange: RoyalExchange,
    /// Black's array from White's.
    pub black_array: BlackArray,
    /// A Pawn or Prince double step leaves an en passant square (§5); TFEN's flags are then
    /// `- square` instead of swaps and arrivals (§6.1).
    pub en_passant: bool,
    /// Pawns have types written `P` + letter (`PR`, §2.2) rather than one `P` (§5).
    pub typed_pawns: bool,
    /// `repetition=3` is the default (§5).
    pub repetition_default: bool,
}

/// Tamerlane's rules (§2–§4).
pub const TAMERLANE_RULES: FamilyRules = FamilyRules {
    family: Family::Tamerlane,
    shape: BoardShape {
        files: 11,
        ranks: 10,
        citadels: true,
    },
    stalemate: Stalemate::Loses,
    royal_exchange: RoyalExchange::ShahSwap,
    black_array: BlackArray::Rotated,
    en_passant: false,
    typed_pawns: true,
    repetition_default: false,
};

/// The Timurid rules (§3.5, §5).
pub const TIMURID_RULES: FamilyRules = FamilyRules {
    family: Family::Timurid,
    shape: BoardShape {
        files: 12,
        ranks: 12,
        citadels: false,
    },
    stalemate: Stalemate::Draws,
    royal_exchange: RoyalExchange::Succession,
    black_array: BlackArray::Reflected,
    en_passant: true,
    typed_pawns: false,
    repetition_default: true,
};

/// A variant's array: White's ranks from rank 1 up, as piece letters separated by spaces with
/// `.` for an empty square (§3).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Setup {
    /// Given rank by rank. A fourth rank is reflected for Black even in a rotated array (§3.4).
    Ranks(&'static [&'static str]),
    /// The Timurid array (§3.5) with its central and side pieces.
    Timurid {
        /// On g2 (g11 for Black).
        central: Role,
        /// On d2 and i2 (d11 and i11).
        side: Role,
    },
}

/// One row of the variant table: everything that makes a variant (docs/rules.md §1, §8).
#[derive(Clone, Copy, Debug)]
pub struct VariantSpec {
    /// The identifier.
    pub id: VariantId,
    /// The id text, e.g. `tamerlane-feminine`.
    pub key: &'static str,
    /// A human name, e.g. "Tamerlane (feminine array)".
    pub name: &'static str,
    /// The array in words, for `/rules`.
    pub array: &'static str,
    /// The family's rules.
    pub rules: FamilyRules,
    /// Full Tamerlane's extra pieces (§2.3).
    pub extra_pieces: bool,
    /// White's array.
    pub setup: Setup,
}

const fn tamerlane_row(
    id: VariantId,
    key: &'static str,
    name: &'static str,
    array: &'static str,
    ranks: &'static [&'static str],
) -> VariantSpec {
    VariantSpec {
        id,
        key,
        name,
        array,
        rules: TAMERLANE_RULES,
        extra_pieces: matches!(id, VariantId::TamerlaneFull),
        setup: Setup::Ranks(ranks),
    }
}

const fn timurid_row(
    id: VariantId,
    key: &'static str,
    name: &'static str,
    central: Role,
    side: Role,
) -> VariantSpec {
    VariantSpec {
        id,
        key,
        name,
        array: "Timurid array",
        rules: TIMURID_RULES,
        extra_pieces: false,
        setup: Setup::Timurid { central, side },
    }
}

/// Every variant, in menu order: the one table a new variant is added to (docs/rules.md §8).
pub const VARIANTS: [VariantSpec; 12] = [
    tamerlane_row(
        VariantId::Tamerlane,
        "tamerlane",
        "Tamerlane",
        "masculine array (Bland's first)",
        &[
            "E . C . W . W . C . E",
            "R N T G F K V G T N R",
            "PP PW PC PE PF PK PV PG PT PN PR",
        ],
    ),
    tamerlane_row(
        VariantId::TamerlaneFeminine,
        "tamerlane-feminine",
        "Tamerlane (feminine array)",
        "feminine array (Bland's second)",
        &[
            "E . C . F K V . C . E",
            "R N T G W PK W G T N R",
            "PP PW PC PE PF . PV PG PT PN PR",
        ],
    ),
    tamerlane_row(
        VariantId::TamerlaneArabshah,
        "tamerlane-arabshah",
        "Tamerlane (Ibn Arabshah's array)",
        "Ibn Arabshah's third array",
        &[
            "E . C . F K V . C . E",
            "R N W T G PK G T W N R",
            "PP PW PC PE PF . PV PG PT PN PR",
        ],
    ),
    tamerlane_row(
        VariantId::TamerlaneFull,
        "tamerlane-full",
        "Full Tamerlane",
        "array of manuscript 7322 (extra pieces)",
        &[
            "E L N B W Y W B C L E",
            "R N T G F K S G T N R",
            "PP PN PC PW PF PK PS PG PT PL PR",
            ". . PB . . PY . . PE . .",
        ],
    ),
    timurid_row(
        VariantId::Herat,
        "herat",
        "Herat",
        Role::CrownedRook,
        Role::Ship,
    ),
    timurid_row(
        VariantId::WildHerat,
        "wild-herat",
        "Wild Herat",
        Role::Queen,
        Role::Griffon,
    ),
    timurid_row(VariantId::Mirza, "mirza", "Mirza", Role::Snake, Role::Ship),
    timurid_row(
        VariantId::WildMirza,
        "wild-mirza",
        "Wild Mirza",
        Role::Rhinoceros,
        Role::Griffon,
    ),
    timurid_row(
        VariantId::Babur,
        "babur",
        "Babur",
        Role::Squirrel,
        Role::Ship,
    ),
    timurid_row(
        VariantId::WildBabur,
        "wild-babur",
        "Wild Babur",
        Role::Lion,
        Role::Griffon,
    ),
    timurid_row(
        VariantId::Samarkand,
        "samarkand",
        "Samarkand",
        Role::Wizard,
        Role::Ship,
    ),
    timurid_row(
        VariantId::WildSamarkand,
        "wild-samarkand",
        "Wild Samarkand",
        Role::Emir,
        Role::Griffon,
    ),
];

impl VariantId {
    /// Every variant, in menu order (the order of [`VARIANTS`]).
    pub const ALL: [VariantId; VARIANTS.len()] = {
        let mut all = [VariantId::Tamerlane; VARIANTS.len()];
        let mut i = 0;
        while i < VARIANTS.len() {
            all[i] = VARIANTS[i].id;
            i += 1;
        }
        all
    };

    /// Its row of [`VARIANTS`].
    pub const fn spec(self) -> &'static VariantSpec {
        let mut i = 0;
        while i < VARIANTS.len() {
            if VARIANTS[i].id as u8 == self as u8 {
                return &VARIANTS[i];
            }
            i += 1;
        }
        panic!("every VariantId has a row in VARIANTS")
    }

    /// The id string, e.g. `tamerlane-feminine`.
    pub const fn id(self) -> &'static str {
        self.spec().key
    }

    /// A human name, e.g. "Tamerlane (feminine array)".
    pub const fn name(self) -> &'static str {
        self.spec().name
    }

    /// Its family.
    pub const fn family(self) -> Family {
        self.spec().rules.family
    }

    pub(crate) fn option_set(self) -> OptionSet {
        let spec = self.spec();
        OptionSet {
            tamerlane: spec.rules.family == Family::Tamerlane,
            full: spec.extra_pieces,
            repetition_default: spec.rules.repetition_default,
        }
    }

    /// The rows of [`crate::OPTIONS`] this variant accepts, in table order.
    pub fn options(self) -> impl Iterator<Item = &'static OptionDef> {
        self.option_set().options()
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
#[error("unknown variant '{0}'; variants: {list}", list = variant_list())]
pub struct UnknownVariant(pub String);

/// The variant ids, comma-separated, in menu order.
pub fn variant_list() -> String {
    VARIANTS
        .iter()
        .map(|v| v.key)
        .collect::<Vec<_>>()
        .join(", ")
}

impl FromStr for VariantId {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<VariantId, UnknownVariant> {
        let lower = s.trim().to_ascii_lowercase();
        VariantId::ALL
            .into_iter()
            .find(|v| v.id() == lower)
            .ok_or_else(|| UnknownVariant(crate::echo(s.trim())))
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

/// One piece kind of a variant: everything the engine, the pictures and the texts know of it.
#[derive(Clone, Debug)]
pub struct PieceDef {
    /// The role.
    pub role: Role,
    /// Its letter(s) in TFEN, upper case: "K", or "PR" for a Tamerlane pawn of rooks.
    pub letter: &'static str,
    /// Its display name, capitalised: "Shah", "King", "War engine", "Pawn of rooks".
    pub name: &'static str,
    /// Other names players use for it, lower case ("ferz", "zurafa"; §2.2).
    pub aliases: &'static [&'static str],
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
    /// Its row of the variant table (for a variant built with [`Variant::from_spec`], that row).
    pub spec: VariantSpec,
    /// The family's rules (docs/rules.md §1.1).
    pub rules: FamilyRules,
    /// Board geometry.
    pub shape: BoardShape,
    /// Piece kinds, in the order of the compiled tables.
    pub pieces: Vec<PieceDef>,
    /// The side pieces' setup in text form, per colour: 1st rank, 2nd rank, 3rd rank (and 4th for
    /// Full Tamerlane), as letter lists with `None` for empty, left to right from White's view.
    pub(crate) white_ranks: Vec<Vec<Option<&'static str>>>,
    /// The pawn of kings' start square per colour: where the pawn of pawns goes on its second
    /// arrival (§4.2), or `None` without a pawn of kings.
    pub pk_start: [Option<Square>; 2],
    pub(crate) kind_of: [u8; ROLE_COUNT],
    pub(crate) tables: Tables,
}

const NO_KIND: u8 = u8::MAX;

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({})", self.spec.key)
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
            if id.spec().extra_pieces {
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
            .or_insert_with(|| Box::leak(Box::new(Variant::build(id.spec(), key.1, key.2))))
    }

    /// A variant made from `spec` alone, not necessarily a row of [`VARIANTS`]: the data path
    /// a new variant takes (docs/rules.md §8). Each call builds and leaks one value (some tens
    /// of kilobytes), so call it once per spec; start a game with [`crate::Position::start_in`].
    pub fn from_spec(spec: VariantSpec, options: &RuleOptions) -> &'static Variant {
        Box::leak(Box::new(Variant::build(
            &spec,
            options.giraffe_min,
            options.full_pieces,
        )))
    }

    /// The family of this variant.
    pub fn family(&self) -> Family {
        self.rules.family
    }

    /// The definition of `role`, if this variant has it.
    pub fn piece(&self, role: Role) -> Option<&PieceDef> {
        match self.kind_of[role.index()] {
            NO_KIND => None,
            k => Some(&self.pieces[k as usize]),
        }
    }

    /// The index of `role`'s definition in [`Variant::pieces`] (for tables per piece kind);
    /// `usize::from(u8::MAX)` for a role the variant does not have ([`Variant::piece`] tells).
    #[inline(always)]
    pub fn kind(&self, role: Role) -> usize {
        self.kind_of[role.index()] as usize
    }

    /// The leaps and rays of `role` of `color` standing on `from` of an empty board, citadel
    /// squares included (only royals step into them, and only under §4.5). Empty for a role the
    /// variant does not have.
    pub fn empty_board_paths(&self, role: Role, color: Color, from: Square) -> Vec<EmptyBoardPath> {
        if self.kind_of[role.index()] == NO_KIND {
            return Vec::new();
        }
        let t = &self.tables;
        let s = slot(self.kind(role), color, from);
        let leaps = t.leaps_of(s).iter().map(|l| EmptyBoardPath::Leap {
            to: l.to,
            mode: l.mode,
        });
        let rays = t.rays_of(s).iter().map(|r| EmptyBoardPath::Ray {
            squares: t.ray_squares(r).to_vec(),
            min: r.min as usize,
            mode: r.mode,
            hop: r.hop,
        });
        leaps.chain(rays).collect()
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

    /// The display name of `role` ("Shah", "War engine"); its lower-case role name if the
    /// variant has no such piece.
    pub fn piece_name(&self, role: Role) -> &'static str {
        self.piece(role).map_or(role.name(), |p| p.name)
    }

    /// True if `role` is royal in this variant.
    #[inline(always)]
    pub fn is_royal(&self, role: Role) -> bool {
        self.pieces[self.kind(role)].royal
    }

    /// True if pawns have types (Tamerlane: `PR`, `PK`, …); false for the Timurid pawn `P`.
    pub fn typed_pawns(&self) -> bool {
        self.rules.typed_pawns
    }

    /// White's start array as rows of letters from rank 1 up, `None` for an empty square.
    pub fn white_array(&self) -> &[Vec<Option<&'static str>>] {
        &self.white_ranks
    }

    fn build(spec: &VariantSpec, giraffe_min: u8, full: FullPieces) -> Variant {
        let shape = spec.rules.shape;
        let pieces = piece_set(spec, giraffe_min, full);
        let letter = |r: Role| pieces.iter().find(|p| p.role == r).expect("piece").letter;
        let white_ranks: Vec<Vec<Option<&'static str>>> = match spec.setup {
            Setup::Ranks(rows) => rows.iter().map(|r| row(r)).collect(),
            Setup::Timurid { central, side } => {
                let (c, s) = (letter(central), letter(side));
                vec![
                    row("E . J . Z . . Z . J . E"),
                    ["R", "N", "B", s, "I", "K", c, "I", s, "B", "N", "R"]
                        .into_iter()
                        .map(Some)
                        .collect(),
                    row("P P P P P P P P P P P P"),
                ]
            }
        };
        let mut kind_of = [NO_KIND; ROLE_COUNT];
        for (k, p) in pieces.iter().enumerate() {
            kind_of[p.role.index()] = k as u8;
        }
        // The pawn of kings' start square; in a rotated array Black's is the image of White's.
        let pk = pieces
            .iter()
            .find(|p| p.role == Role::PawnOfKings)
            .map(|p| p.letter);
        let pk_start = pk
            .and_then(|pk| {
                white_ranks.iter().enumerate().find_map(|(r, cells)| {
                    let f = cells.iter().position(|c| *c == Some(pk))?;
                    let white = Square::new(f as u8, r as u8);
                    let black = black_square(spec.rules.black_array, &shape, white);
                    Some([Some(white), Some(black)])
                })
            })
            .unwrap_or([None, None]);
        let atoms: Vec<Vec<Atom>> = pieces.iter().map(|p| p.atoms.clone()).collect();
        let tables = Tables::compile(&shape, &atoms);
        Variant {
            id: spec.id,
            spec: *spec,
            rules: spec.rules,
            shape,
            pieces,
            white_ranks,
            pk_start,
            kind_of,
            tables,
        }
    }
}

/// Black's square for White's `sq` in an array of kind `array` (§3).
pub(crate) fn black_square(array: BlackArray, shape: &BoardShape, sq: Square) -> Square {
    let rank = shape.ranks - 1 - sq.rank();
    match array {
        BlackArray::Rotated => Square::new(shape.files - 1 - sq.file(), rank),
        BlackArray::Reflected => Square::new(sq.file(), rank),
    }
}

const KING_STEP: [Atom; 2] = [Atom::Leap(1, 0), Atom::Leap(1, 1)];
const ROOK: Atom = Atom::Slide(1, 0, 1, MAX);
const BISHOP: Atom = Atom::Slide(1, 1, 1, MAX);
const PICKET: Atom = Atom::Slide(1, 1, 2, MAX);
const LEAPS2: [Atom; 3] = [Atom::Leap(2, 0), Atom::Leap(2, 1), Atom::Leap(2, 2)];
const STEP: Atom = Atom::Forward {
    dx: 0,
    dy: 1,
    mode: Mode::MoveOnly,
    min: 1,
    max: 1,
};
const PAWN_CAPTURE: Atom = Atom::Forward {
    dx: 1,
    dy: 1,
    mode: Mode::CaptureOnly,
    min: 1,
    max: 1,
};

fn row(text: &'static str) -> Vec<Option<&'static str>> {
    text.split(' ')
        .map(|w| if w == "." { None } else { Some(w) })
        .collect()
}

/// A piece with no other names, not royal, without promotion.
fn def(role: Role, letter: &'static str, name: &'static str, atoms: Vec<Atom>) -> PieceDef {
    PieceDef {
        role,
        letter,
        name,
        aliases: &[],
        royal: false,
        atoms,
        promotion: Promotion::None,
    }
}

/// The piece table of Tamerlane (§2.2, §2.3): role, letter, name, aliases, movement, royalty.
fn tamerlane_piece(role: Role, giraffe_min: u8, full: FullPieces) -> PieceDef {
    let giraffe = Atom::Bent((1, 1), Outward::Orthogonal, giraffe_min);
    let royal = |d: PieceDef| PieceDef { royal: true, ..d };
    let aka = |d: PieceDef, aliases: &'static [&'static str]| PieceDef { aliases, ..d };
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
    match role {
        Role::King => royal(aka(
            def(role, "K", "Shah", vec![Atom::RoyalStep]),
            &["king", "shah"],
        )),
        Role::General => aka(
            def(role, "F", "General", vec![Atom::Leap(1, 1)]),
            &["ferz", "fers", "minister"],
        ),
        Role::Vizier => aka(def(role, "V", "Vizier", vec![Atom::Leap(1, 0)]), &["wazir"]),
        Role::Giraffe => aka(
            def(role, "G", "Giraffe", vec![giraffe]),
            &["zurafa", "zarafa"],
        ),
        Role::Picket => aka(
            def(role, "T", "Picket", vec![PICKET]),
            &["talia", "scout", "vanguard"],
        ),
        Role::Knight => aka(def(role, "N", "Knight", vec![Atom::Leap(2, 1)]), &["horse"]),
        Role::Rook => aka(def(role, "R", "Rook", vec![ROOK]), &["rukh", "rukhkh"]),
        Role::Camel => aka(def(role, "C", "Camel", vec![Atom::Leap(3, 1)]), &["jamal"]),
        Role::Elephant => aka(
            def(role, "E", "Elephant", vec![Atom::Leap(2, 2)]),
            &["pil", "fil"],
        ),
        Role::WarEngine => aka(
            def(role, "W", "War engine", vec![Atom::Leap(2, 0)]),
            &["dabbaba", "warengine", "engine"],
        ),
        Role::Prince => royal(aka(
            def(role, "I", "Prince", KING_STEP.to_vec()),
            &["shahzada"],
        )),
        Role::AdventitiousKing => royal(aka(
            def(role, "A", "Adventitious king", vec![Atom::RoyalStep]),
            &["shah masnua", "adventitious"],
        )),
        Role::SeaMonster => def(role, "S", "Sea monster", vec![Atom::Leap(1, 0)]),
        Role::Lion => def(role, "L", "Lion", lion),
        Role::Bull => def(role, "B", "Bull", bull),
        Role::Revealer => def(role, "Y", "Revealer", revealer),
        pawn => {
            // Each pawn promotes to the piece it belongs to, but the pawn of kings to the
            // Prince and the pawn of pawns as §4.2 says.
            let promotion = match pawn.pawn_of() {
                Some(Role::King) => Promotion::Forced(Role::Prince),
                Some(Role::PawnOfPawns) => Promotion::PawnOfPawns,
                Some(piece) => Promotion::Forced(piece),
                None => unreachable!("{pawn:?} is no Tamerlane piece"),
            };
            let (letter, name) = match pawn {
                Role::PawnOfKings => ("PK", "Pawn of kings"),
                Role::PawnOfGenerals => ("PF", "Pawn of generals"),
                Role::PawnOfViziers => ("PV", "Pawn of viziers"),
                Role::PawnOfGiraffes => ("PG", "Pawn of giraffes"),
                Role::PawnOfPickets => ("PT", "Pawn of pickets"),
                Role::PawnOfKnights => ("PN", "Pawn of knights"),
                Role::PawnOfRooks => ("PR", "Pawn of rooks"),
                Role::PawnOfCamels => ("PC", "Pawn of camels"),
                Role::PawnOfElephants => ("PE", "Pawn of elephants"),
                Role::PawnOfWarEngines => ("PW", "Pawn of war engines"),
                Role::PawnOfPawns => ("PP", "Pawn of pawns"),
                Role::PawnOfLions => ("PL", "Pawn of lions"),
                Role::PawnOfBulls => ("PB", "Pawn of bulls"),
                Role::PawnOfRevealers => ("PY", "Pawn of revealers"),
                Role::PawnOfSeaMonsters => ("PS", "Pawn of sea monsters"),
                _ => unreachable!(),
            };
            PieceDef {
                promotion,
                ..def(pawn, letter, name, vec![STEP, PAWN_CAPTURE])
            }
        }
    }
}

/// The piece table of the Timurid family (§5).
fn timurid_piece(role: Role) -> PieceDef {
    let forced = |to: Role, d: PieceDef| PieceDef {
        promotion: Promotion::Forced(to),
        ..d
    };
    let double = |min: u8| Atom::Forward {
        dx: 0,
        dy: 1,
        mode: Mode::MoveOnly,
        min,
        max: 2,
    };
    match role {
        Role::King => PieceDef {
            royal: true,
            aliases: &["king", "shah"],
            ..def(role, "K", "King", KING_STEP.to_vec())
        },
        Role::Prince => PieceDef {
            promotion: Promotion::Optional(Role::Queen),
            ..def(
                role,
                "I",
                "Prince",
                vec![KING_STEP[0], KING_STEP[1], double(2)],
            )
        },
        Role::Pawn => forced(
            Role::Queen,
            def(role, "P", "Pawn", vec![double(1), PAWN_CAPTURE]),
        ),
        Role::Rook => def(role, "R", "Rook", vec![ROOK]),
        Role::Bishop => def(role, "B", "Bishop", vec![BISHOP]),
        Role::Knight => PieceDef {
            aliases: &["horse"],
            ..def(role, "N", "Knight", vec![Atom::Leap(2, 1)])
        },
        Role::Elephant => def(
            role,
            "E",
            "Elephant",
            vec![Atom::Leap(1, 1), Atom::Leap(2, 2)],
        ),
        Role::Camel => def(role, "J", "Camel", vec![Atom::Leap(3, 1)]),
        Role::Cannon => def(
            role,
            "Z",
            "Cannon",
            vec![Atom::SlideMoveOnly(1, 0), Atom::Hop(1, 0)],
        ),
        Role::Queen => def(role, "Q", "Queen", vec![ROOK, BISHOP]),
        Role::Ship => forced(
            Role::Griffon,
            def(
                role,
                "X",
                "Ship",
                vec![Atom::Bent((1, 1), Outward::Vertical, 0)],
            ),
        ),
        Role::Griffon => PieceDef {
            aliases: &["griffin", "gryphon"],
            ..def(
                role,
                "H",
                "Griffon",
                vec![Atom::Bent((1, 1), Outward::Orthogonal, 0)],
            )
        },
        Role::Lion => def(role, "L", "Lion", [&KING_STEP[..], &LEAPS2[..]].concat()),
        Role::Squirrel => forced(Role::Lion, def(role, "Y", "Squirrel", LEAPS2.to_vec())),
        Role::Snake => forced(
            Role::Rhinoceros,
            def(
                role,
                "S",
                "Snake",
                vec![Atom::BentUntransposed((0, 1), Outward::Diagonal, 0)],
            ),
        ),
        Role::Rhinoceros => PieceDef {
            aliases: &["rhino"],
            ..def(
                role,
                "U",
                "Rhinoceros",
                vec![Atom::Bent((1, 0), Outward::Diagonal, 0)],
            )
        },
        Role::Emir => def(
            role,
            "C",
            "Emir",
            vec![Atom::Leap(3, 1), Atom::Leap(2, 1), Atom::Leap(1, 1)],
        ),
        Role::CrownedRook => PieceDef {
            aliases: &["crownedrook"],
            ..forced(
                Role::Queen,
                def(
                    role,
                    "A",
                    "Crowned rook",
                    vec![ROOK, KING_STEP[0], KING_STEP[1]],
                ),
            )
        },
        Role::Wizard => forced(
            Role::Emir,
            def(
                role,
                "W",
                "Wizard",
                vec![Atom::Leap(1, 1), Atom::Leap(3, 1)],
            ),
        ),
        other => unreachable!("{other:?} is no Timurid piece"),
    }
}

/// The pieces of `spec`: the family's own, the extra pieces, and every piece a promotion of
/// those can make (so the promotion chain is written once, in the piece tables).
fn piece_set(spec: &VariantSpec, giraffe_min: u8, full: FullPieces) -> Vec<PieceDef> {
    let make = |role: Role| match spec.rules.family {
        Family::Tamerlane => tamerlane_piece(role, giraffe_min, full),
        Family::Timurid => timurid_piece(role),
    };
    let mut roles: Vec<Role> = match spec.rules.family {
        Family::Tamerlane => {
            let mut r = vec![
                Role::King,
                Role::General,
                Role::Vizier,
                Role::Giraffe,
                Role::Picket,
                Role::Knight,
                Role::Rook,
                Role::Camel,
                Role::Elephant,
                Role::WarEngine,
                Role::Prince,
                Role::AdventitiousKing,
            ];
            if spec.extra_pieces {
                r.extend([Role::SeaMonster, Role::Lion, Role::Bull, Role::Revealer]);
            }
            r.extend([
                Role::PawnOfKings,
                Role::PawnOfGenerals,
                Role::PawnOfViziers,
                Role::PawnOfGiraffes,
                Role::PawnOfPickets,
                Role::PawnOfKnights,
                Role::PawnOfRooks,
                Role::PawnOfCamels,
                Role::PawnOfElephants,
                Role::PawnOfWarEngines,
                Role::PawnOfPawns,
            ]);
            if spec.extra_pieces {
                r.extend([
                    Role::PawnOfLions,
                    Role::PawnOfBulls,
                    Role::PawnOfRevealers,
                    Role::PawnOfSeaMonsters,
                ]);
            }
            r
        }
        Family::Timurid => vec![
            Role::King,
            Role::Prince,
            Role::Pawn,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Elephant,
            Role::Camel,
            Role::Cannon,
            Role::Queen,
        ],
    };
    if let Setup::Timurid { central, side } = spec.setup {
        for r in [central, side] {
            if !roles.contains(&r) {
                roles.push(r);
            }
        }
    }
    // Every piece a promotion can produce must exist in the variant too.
    let mut i = 0;
    while i < roles.len() {
        if let Promotion::Forced(to) | Promotion::Optional(to) = make(roles[i]).promotion {
            if !roles.contains(&to) {
                roles.push(to);
            }
        }
        i += 1;
    }
    roles.into_iter().map(make).collect()
}
