//! Why a conditional line or an edit of the lines was refused.

/// Why a line or an edit was refused (nothing was changed). `Display` is the sentence for the
/// player, naming no front end's commands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PremoveError {
    /// It is the player's own move: there is nothing to answer in advance.
    #[error("It is your move, so there is nothing to answer in advance: play your move. Conditional moves answer your opponent's next move.")]
    YourTurn,
    /// No move was given.
    #[error("Give a line of moves starting with your opponent's next move, each followed by your reply, such as 'Nb2xc4 Rd1xc4'.")]
    Empty,
    /// More than [`MAX_PLIES`](super::MAX_PLIES) plies (the count given).
    #[error("A line holds at most 10 plies (5 moves of your opponent, each with your reply); this one has {0}.")]
    TooLong(usize),
    /// The line ends with the opponent's move (its canonical text with check mark).
    #[error("A line ends with your reply: add what you would play after {0}.")]
    NoReply(String),
    /// [`MAX_LINES`](super::MAX_LINES) lines are stored already.
    #[error("You already have 16 lines in this game, the most allowed. Remove one first.")]
    TooMany,
    /// A move of the line is not legal where it stands.
    #[error("Move {index} of the line ({whose}): {reason}")]
    Illegal {
        /// 1-based position in the line.
        index: usize,
        /// "your opponent's move" or "your reply".
        whose: &'static str,
        /// The rules' explanation.
        reason: String,
    },
    /// The game would be over before the line's end (the move that ends it).
    #[error("The game would be over after {0}, so the line cannot go on after it.")]
    EndsEarly(String),
    /// A different reply to the same opponent's move is stored.
    #[error("This line answers {theirs} with {yours}, but your line {n} ({line}) answers it with {stored}. Remove that line first, or keep to its reply.")]
    Conflict {
        /// The opponent's move both lines answer.
        theirs: String,
        /// The new line's reply.
        yours: String,
        /// The stored line's reply.
        stored: String,
        /// The stored line's number (1-based).
        n: usize,
        /// The stored line's text.
        line: String,
    },
    /// The line is stored already, alone or as the start of a longer one.
    #[error("That line is already stored: line {n} ({line}).")]
    Duplicate {
        /// The stored line's number (1-based).
        n: usize,
        /// The stored line's text.
        line: String,
    },
    /// Removing a line number that is not in the list.
    #[error("There is no line {n}: you have {count} stored in this game.")]
    NoSuchLine {
        /// The number asked for.
        n: usize,
        /// How many lines there are.
        count: usize,
    },
}

impl crate::game::Text for PremoveError {
    // Issue 19 moves these sentences into the catalog (locales/*/game.ftl).
    fn text(&self, _style: &dyn crate::game::Style) -> String {
        self.to_string()
    }
}
