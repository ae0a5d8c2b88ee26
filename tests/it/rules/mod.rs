//! Move text as the bot reads it and explains a refusal, and the rules doc as cited everywhere
//! in the repository (the rules crate's own tests are in crates/timur-rules/tests).

mod doc;
mod notation;
