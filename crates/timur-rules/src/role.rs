//! Piece kinds (roles) of every variant, and pieces (a role with a colour).
//!
//! A role is a name; how it moves, its letter and whether it is royal are properties of the
//! variant ([`crate::Variant`]), because the Tamerlane and Timurid families reuse letters
//! and names for different pieces (docs/rules.md §2.2, §2.3, §5).

use crate::Color;
use std::fmt;

macro_rules! roles {
    ($($(#[$doc:meta])* $name:ident = $text:literal,)*) => {
        /// A piece kind. Names follow docs/rules.md; the discriminant indexes per-variant tables.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Role { $($(#[$doc])* $name,)* }

        impl Role {
            /// Every role, in discriminant order.
            pub const ALL: &'static [Role] = &[$(Role::$name,)*];

            /// The piece's English name as docs/rules.md gives it, lower case ("giraffe", "pawn of rooks").
            pub const fn name(self) -> &'static str {
                match self { $(Role::$name => $text,)* }
            }
        }
    };
}

roles! {
    /// Shah (Tamerlane) or King (Timurid).
    King = "shah",
    /// General (ferz): one diagonal step.
    General = "general",
    /// Vizier (wazir): one orthogonal step.
    Vizier = "vizier",
    /// Giraffe: one diagonal step, then at least 3 orthogonal steps outward (§2.2).
    Giraffe = "giraffe",
    /// Picket: bishop move of at least 2 squares.
    Picket = "picket",
    /// Knight: (2,1) leaper.
    Knight = "knight",
    /// Rook.
    Rook = "rook",
    /// Camel: (3,1) leaper.
    Camel = "camel",
    /// Elephant: (2,2) leaper in Tamerlane; 1 or 2 diagonal in Timurid.
    Elephant = "elephant",
    /// War engine (dabbaba): (2,0) leaper.
    WarEngine = "war engine",
    /// Prince: royal king step in Tamerlane; non-royal in Timurid.
    Prince = "prince",
    /// Adventitious king: the pawn of pawns' third arrival (§4.2).
    AdventitiousKing = "adventitious king",
    /// Full Tamerlane's Sea monster (= Vizier).
    SeaMonster = "sea monster",
    /// Full Tamerlane's or Timurid's Lion.
    Lion = "lion",
    /// Full Tamerlane's Bull.
    Bull = "bull",
    /// Full Tamerlane's Revealer.
    Revealer = "revealer",
    /// Pawn of kings (promotes to Prince).
    PawnOfKings = "pawn of kings",
    /// Pawn of generals.
    PawnOfGenerals = "pawn of generals",
    /// Pawn of viziers.
    PawnOfViziers = "pawn of viziers",
    /// Pawn of giraffes.
    PawnOfGiraffes = "pawn of giraffes",
    /// Pawn of pickets.
    PawnOfPickets = "pawn of pickets",
    /// Pawn of knights.
    PawnOfKnights = "pawn of knights",
    /// Pawn of rooks.
    PawnOfRooks = "pawn of rooks",
    /// Pawn of camels.
    PawnOfCamels = "pawn of camels",
    /// Pawn of elephants.
    PawnOfElephants = "pawn of elephants",
    /// Pawn of war engines.
    PawnOfWarEngines = "pawn of war engines",
    /// Pawn of pawns (§4.2).
    PawnOfPawns = "pawn of pawns",
    /// Full Tamerlane's pawn of lions.
    PawnOfLions = "pawn of lions",
    /// Full Tamerlane's pawn of bulls.
    PawnOfBulls = "pawn of bulls",
    /// Full Tamerlane's pawn of revealers.
    PawnOfRevealers = "pawn of revealers",
    /// Full Tamerlane's pawn of sea monsters.
    PawnOfSeaMonsters = "pawn of sea monsters",
    /// Timurid rapid pawn.
    Pawn = "pawn",
    /// Timurid queen.
    Queen = "queen",
    /// Timurid bishop.
    Bishop = "bishop",
    /// Timurid cannon (xiangqi).
    Cannon = "cannon",
    /// Timurid ship.
    Ship = "ship",
    /// Timurid griffon.
    Griffon = "griffon",
    /// Timurid squirrel.
    Squirrel = "squirrel",
    /// Timurid snake.
    Snake = "snake",
    /// Timurid rhinoceros.
    Rhinoceros = "rhinoceros",
    /// Timurid emir.
    Emir = "emir",
    /// Timurid crowned rook.
    CrownedRook = "crowned rook",
    /// Timurid wizard.
    Wizard = "wizard",
}

/// Number of roles; per-variant tables have this many rows.
pub const ROLE_COUNT: usize = Role::ALL.len();

impl Role {
    /// Index for tables, `0..ROLE_COUNT`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// For a Tamerlane pawn, the role it belongs to (and promotes to, except the pawn of kings,
    /// which promotes to Prince, and the pawn of pawns, §4.2).
    pub const fn pawn_of(self) -> Option<Role> {
        Some(match self {
            Role::PawnOfKings => Role::King,
            Role::PawnOfGenerals => Role::General,
            Role::PawnOfViziers => Role::Vizier,
            Role::PawnOfGiraffes => Role::Giraffe,
            Role::PawnOfPickets => Role::Picket,
            Role::PawnOfKnights => Role::Knight,
            Role::PawnOfRooks => Role::Rook,
            Role::PawnOfCamels => Role::Camel,
            Role::PawnOfElephants => Role::Elephant,
            Role::PawnOfWarEngines => Role::WarEngine,
            Role::PawnOfPawns => Role::PawnOfPawns,
            Role::PawnOfLions => Role::Lion,
            Role::PawnOfBulls => Role::Bull,
            Role::PawnOfRevealers => Role::Revealer,
            Role::PawnOfSeaMonsters => Role::SeaMonster,
            _ => return None,
        })
    }

    /// True for every pawn kind (Tamerlane's typed pawns and the Timurid pawn).
    pub const fn is_pawn(self) -> bool {
        matches!(self, Role::Pawn) || self.pawn_of().is_some()
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role of one colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
}
