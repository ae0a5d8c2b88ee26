//! The lessons as data: every lesson's variant, options and tasks (positions as TFEN, the
//! goal, the moves that achieve it). `tests.rs` checks each TFEN reads, each accepted move is
//! legal and the accepted moves are exactly the moves that achieve the goal.

use super::{Goal, Lesson, Task, Topic};
use crate::rules::{Role, VariantId};

const T: VariantId = VariantId::Tamerlane;

/// Every lesson, in the order the list shows them: Tamerlane's pieces, its special rules, then
/// the Timurid pieces that differ from Tamerlane's and the King's succession.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "general",
        variant: T,
        options: "",
        topic: Topic::Piece(Role::General),
        tasks: &[Task {
            tfen: "10k/12/11/11/4r6/3nF6/5c5/11/12/K10 w - 00 0 1",
            goal: Goal::Take(Role::General),
            accepted: &["Fe5xf4"],
        }],
    },
    Lesson {
        id: "vizier",
        variant: T,
        options: "",
        topic: Topic::Piece(Role::Vizier),
        tasks: &[Task {
            tfen: "10k/12/11/11/4cr5/4V6/3n7/11/12/K10 w - 00 0 1",
            goal: Goal::Take(Role::Vizier),
            accepted: &["Ve5xe6"],
        }],
    },
    Lesson {
        id: "giraffe",
        variant: T,
        options: "",
        topic: Topic::Piece(Role::Giraffe),
        tasks: &[
            Task {
                tfen: "10k/12/11/11/2e8/4n6/6r4/2G8/12/K10 w - 00 0 1",
                goal: Goal::Take(Role::Giraffe),
                accepted: &["Gc3xg4"],
            },
            Task {
                tfen: "10k/12/3n7/11/11/11/5r5/2G8/12/K10 w - 00 0 1",
                goal: Goal::Take(Role::Giraffe),
                accepted: &["Gc3xd8"],
            },
        ],
    },
    Lesson {
        id: "picket",
        variant: T,
        options: "",
        topic: Topic::Piece(Role::Picket),
        tasks: &[Task {
            tfen: "10k/12/11/11/1r9/4n6/3T7/4c6/12/K10 w - 00 0 1",
            goal: Goal::Take(Role::Picket),
            accepted: &["Td4xb6"],
        }],
    },
    Lesson {
        id: "camel",
        variant: T,
        options: "",
        topic: Topic::Piece(Role::Camel),
        tasks: &[Task {
            tfen: "10k/12/11/5n5/5re4/11/4C6/11/12/K10 w - 00 0 1",
            goal: Goal::Take(Role::Camel),
            accepted: &["Ce4xf7"],
        }],
    },
    Lesson {
        id: "elephant",
        variant: T,
        options: "",
        topic: Topic::Piece(Role::Elephant),
        tasks: &[Task {
            tfen: "10k/12/11/11/3c1r5/4n6/3E7/11/12/K10 w - 00 0 1",
            goal: Goal::Take(Role::Elephant),
            accepted: &["Ed4xf6"],
        }],
    },
    Lesson {
        id: "war-engine",
        variant: T,
        options: "",
        topic: Topic::Piece(Role::WarEngine),
        tasks: &[Task {
            tfen: "10k/12/11/11/4r6/4nc5/4W2e3/11/12/K10 w - 00 0 1",
            goal: Goal::Take(Role::WarEngine),
            accepted: &["We4xe6"],
        }],
    },
    Lesson {
        id: "pawns",
        variant: T,
        options: "",
        topic: Topic::Rule("pawns"),
        tasks: &[
            Task {
                tfen: "10k/12/11/11/3nr6/4PNc5/11/11/12/K10 w - 00 0 1",
                goal: Goal::Take(Role::PawnOfKnights),
                accepted: &["e5xd6"],
            },
            Task {
                tfen: "2r8/4PG7/11/11/7k3/11/11/11/12/K10 w - 00 0 1",
                goal: Goal::Promote(Role::Giraffe),
                accepted: &["d9-d10=G", "d9xc10=G"],
            },
        ],
    },
    Lesson {
        id: "prince",
        variant: T,
        options: "",
        topic: Topic::Rule("prince"),
        tasks: &[
            Task {
                tfen: "11/6PK5/11/11/10k/11/11/11/12/K10 w - 00 0 1",
                goal: Goal::Promote(Role::Prince),
                accepted: &["f9-f10=I"],
            },
            Task {
                tfen: "r9k/12/11/11/5n5/4F6/11/11/12/K3I6 w - 00 0 1",
                goal: Goal::Capture(Role::General, "f6"),
                accepted: &["Fe5xf6"],
            },
        ],
    },
    Lesson {
        id: "mate",
        variant: T,
        options: "",
        topic: Topic::Rule("mate"),
        tasks: &[
            Task {
                tfen: "4k6/1R10/11/11/11/11/11/11/12/1R3K5 w - 00 0 1",
                goal: Goal::Mate,
                accepted: &["Rb1-b10"],
            },
            Task {
                tfen: "11/12/11/11/11/k10/11/7R3/12/1R3K5 w - 00 0 1",
                goal: Goal::Mate,
                accepted: &["Rh3-a3"],
            },
        ],
    },
    Lesson {
        id: "citadel",
        variant: T,
        options: "",
        topic: Topic::Rule("citadel"),
        tasks: &[Task {
            tfen: "11/1K10/11/11/4n6/5k5/11/11/3r8/2r8 w - 00 0 1",
            goal: Goal::Citadel,
            accepted: &["Ka9-x2"],
        }],
    },
    Lesson {
        id: "swap",
        variant: T,
        options: "",
        topic: Topic::Rule("swap"),
        tasks: &[Task {
            tfen: "rr8k/12/11/11/11/4F2N3/11/11/12/K10 w K 00 0 1",
            goal: Goal::Swap,
            accepted: &["K<>e5", "K<>h5"],
        }],
    },
    Lesson {
        id: "pawn-of-pawns",
        variant: T,
        options: "",
        topic: Topic::Rule("pop"),
        tasks: &[
            Task {
                tfen: "11/5PP6/11/11/10k/11/11/11/12/K10 w - 00 0 1",
                goal: Goal::Reach(Role::PawnOfPawns, "e10"),
                accepted: &["e9-e10"],
            },
            Task {
                tfen: "4PP6/12/11/11/3r1n5/10k/11/11/12/K10 w - 10 0 1",
                goal: Goal::Place,
                accepted: &["P@e5"],
            },
        ],
    },
    Lesson {
        id: "pawn-of-pawns-2",
        variant: T,
        options: "",
        topic: Topic::Rule("pop-later"),
        tasks: &[
            Task {
                tfen: "11/4PP7/11/11/10k/11/11/11/12/K10 w - 10 0 1",
                goal: Goal::Reach(Role::PawnOfPawns, "d10"),
                accepted: &["d9-d10"],
            },
            Task {
                tfen: "11/4PP7/11/11/10k/11/11/11/12/K10 w - 20 0 1",
                goal: Goal::Promote(Role::AdventitiousKing),
                accepted: &["d9-d10=A"],
            },
        ],
    },
    Lesson {
        id: "stalemate",
        variant: T,
        options: "",
        topic: Topic::Rule("stalemate"),
        tasks: &[Task {
            tfen: "k10/12/11/2E8/11/11/4K6/11/12/7R3 w - 00 0 1",
            goal: Goal::Stalemate,
            accepted: &["Rh1-b1"],
        }],
    },
    Lesson {
        id: "bare-king",
        variant: T,
        options: "bare-king=loses",
        topic: Topic::Rule("bare"),
        tasks: &[Task {
            tfen: "11/12/4k6/11/4n6/11/11/11/12/K3R6 w - 00 0 1",
            goal: Goal::Bare,
            accepted: &["Re1xe6"],
        }],
    },
    Lesson {
        id: "timurid-pawn",
        variant: VariantId::Herat,
        options: "",
        topic: Topic::Piece(Role::Pawn),
        tasks: &[
            Task {
                tfen: "11k/12/12/12/12/12/12/12/12/4P7/12/K11 w - - 0 1",
                goal: Goal::Reach(Role::Pawn, "e5"),
                accepted: &["e3-e5"],
            },
            Task {
                tfen: "11k/12/12/12/12/12/12/4pP6/12/12/12/K11 w - e6 0 1",
                goal: Goal::EnPassant,
                accepted: &["f5xe6"],
            },
        ],
    },
    Lesson {
        id: "timurid-prince",
        variant: VariantId::Herat,
        options: "",
        topic: Topic::Piece(Role::Prince),
        tasks: &[
            Task {
                tfen: "11k/12/12/12/12/12/12/12/4I7/12/12/K11 w - - 0 1",
                goal: Goal::Reach(Role::Prince, "e6"),
                accepted: &["Ie4-e6"],
            },
            Task {
                tfen: "12/4I7/12/12/12/12/11k/12/12/12/12/K11 w - - 0 1",
                goal: Goal::Promote(Role::Queen),
                accepted: &["Ie11-d12=Q", "Ie11-e12=Q", "Ie11-f12=Q"],
            },
        ],
    },
    Lesson {
        id: "timurid-elephant",
        variant: VariantId::Herat,
        options: "",
        topic: Topic::Piece(Role::Elephant),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/12/4b1r5/5n6/4E7/12/12/K11 w - - 0 1",
            goal: Goal::Capture(Role::Elephant, "g6"),
            accepted: &["Ee4xg6"],
        }],
    },
    Lesson {
        id: "cannon",
        variant: VariantId::Herat,
        options: "",
        topic: Topic::Piece(Role::Cannon),
        tasks: &[Task {
            tfen: "11k/12/12/4r7/12/12/4n7/12/12/4Z2b4/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Cannon),
            accepted: &["Ze3xe9"],
        }],
    },
    Lesson {
        id: "ship",
        variant: VariantId::Herat,
        options: "",
        topic: Topic::Piece(Role::Ship),
        tasks: &[Task {
            tfen: "11k/12/12/12/4r7/12/3b2n5/12/3X8/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Ship),
            accepted: &["Xd4xe8"],
        }],
    },
    Lesson {
        id: "griffon",
        variant: VariantId::WildHerat,
        options: "",
        topic: Topic::Piece(Role::Griffon),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/3b8/5r6/7n4/3H8/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Griffon),
            accepted: &["Hd4xh5"],
        }],
    },
    Lesson {
        id: "crowned-rook",
        variant: VariantId::Herat,
        options: "",
        topic: Topic::Piece(Role::CrownedRook),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/12/6b5/5n6/4A7/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::CrownedRook),
            accepted: &["Ae4xf5"],
        }],
    },
    Lesson {
        id: "queen",
        variant: VariantId::WildHerat,
        options: "",
        topic: Topic::Piece(Role::Queen),
        tasks: &[Task {
            tfen: "11k/12/12/12/7r4/12/4b7/5n6/3Q8/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Queen),
            accepted: &["Qd4xh8"],
        }],
    },
    Lesson {
        id: "snake",
        variant: VariantId::Mirza,
        options: "",
        topic: Topic::Piece(Role::Snake),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/4n1r5/12/12/4S2b4/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Snake),
            accepted: &["Se4xg7"],
        }],
    },
    Lesson {
        id: "rhinoceros",
        variant: VariantId::WildMirza,
        options: "",
        topic: Topic::Piece(Role::Rhinoceros),
        tasks: &[Task {
            tfen: "10k1/12/12/12/12/4r7/12/6n5/4U1b5/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Rhinoceros),
            accepted: &["Ue4xg5"],
        }],
    },
    Lesson {
        id: "squirrel",
        variant: VariantId::Babur,
        options: "",
        topic: Topic::Piece(Role::Squirrel),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/4b7/6r5/5n6/4Y7/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Squirrel),
            accepted: &["Ye4xg6"],
        }],
    },
    Lesson {
        id: "lion",
        variant: VariantId::WildBabur,
        options: "",
        topic: Topic::Piece(Role::Lion),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/4r7/12/6n5/4L2b4/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Lion),
            accepted: &["Le4xg5"],
        }],
    },
    Lesson {
        id: "wizard",
        variant: VariantId::Samarkand,
        options: "",
        topic: Topic::Piece(Role::Wizard),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/5n6/6b5/4r7/4W7/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Wizard),
            accepted: &["We4xf7"],
        }],
    },
    Lesson {
        id: "emir",
        variant: VariantId::WildSamarkand,
        options: "",
        topic: Topic::Piece(Role::Emir),
        tasks: &[Task {
            tfen: "11k/12/12/12/12/12/12/4r2n4/4C1b5/12/12/K11 w - - 0 1",
            goal: Goal::Take(Role::Emir),
            accepted: &["Ce4xh5"],
        }],
    },
    Lesson {
        id: "succession",
        variant: VariantId::Herat,
        options: "",
        topic: Topic::Rule("succession"),
        tasks: &[Task {
            tfen: "rr9k/12/12/12/12/12/12/12/4I7/12/12/K11 w - - 0 1",
            goal: Goal::Swap,
            accepted: &["K<>e4"],
        }],
    },
];
