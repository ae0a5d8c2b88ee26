//! The decisions on challenges: the record of a new one, accepting, declining, withdrawing.

use super::*;

/// The record of challenge `req` (`rated` or casual) made at `now`, before insertion (id
/// 0): the start position, the colours (a coin flip for [`ColorChoice::Random`]), and the
/// expiry after [`CHALLENGE_LIFETIME`].
///
/// # Errors
/// [`GameError::BadOptions`], [`GameError::BadPosition`].
pub(crate) fn challenge_record(
    req: &ChallengeRequest,
    rated: bool,
    now: i64,
) -> Result<GameRecord, GameError> {
    let opts = req
        .variant
        .parse_options(&req.options)
        .map_err(GameError::BadOptions)?;
    let challenger_white = match req.color {
        ColorChoice::White => true,
        ColorChoice::Black => false,
        ColorChoice::Random => coin_flip(now, &req.channel_id),
    };
    let challenger = Side {
        id: req.challenger.id.clone(),
        name: req.challenger.name.clone(),
    };
    let opponent = req.opponent.as_ref().map_or_else(Side::default, |o| Side {
        id: o.id.clone(),
        name: o.name.clone(),
    });
    let (white, black) = if challenger_white {
        (challenger, opponent)
    } else {
        (opponent, challenger)
    };
    let start = match &req.start {
        Some(t) => Position::from_tfen(req.variant, opts, t)
            .map_err(|e| GameError::BadPosition(e.to_string()))?,
        None => Position::start(req.variant, opts),
    };
    let rec = GameRecord {
        id: 0,
        guild_id: req.guild_id.clone(),
        channel_id: req.channel_id.clone(),
        parent_channel_id: req.parent_channel_id.clone(),
        variant: req.variant,
        options: opts,
        white,
        black,
        challenger_id: req.challenger.id.clone(),
        status: Status::Challenge,
        start_tfen: start.to_tfen(),
        start_rep_key: Some(start.repetition_key()),
        tfen: start.to_tfen(),
        ply: 0,
        end: None,
        clock: crate::game::record::Clock {
            days_per_move: req.days,
            deadline: None,
            remind_at: None,
            expires_at: Some(now + CHALLENGE_LIFETIME),
        },
        offers: Offers::default(),
        created_at: now,
        updated_at: now,
        rated,
        gif: req.gif,
    };
    Ok(rec)
}

/// Refuses unless `rec` is a challenge open at `now`; an expired one is ended.
fn open_challenge(rec: &GameRecord, now: i64) -> Result<Option<Decision>, GameError> {
    match rec.status {
        Status::Challenge => Ok(rec
            .clock
            .expires_at
            .filter(|&e| now >= e)
            .map(|at| Decision::Expired(End::new(EndReason::Expired, None, at)))),
        Status::Finished
            if rec
                .end
                .as_ref()
                .is_some_and(|e| e.reason == EndReason::Expired) =>
        {
            Err(GameError::ChallengeExpired)
        }
        _ => Err(GameError::ChallengeClosed),
    }
}

/// `player` accepts the challenge (anyone but the challenger for an open one; their name is
/// recorded); the first turn starts.
pub(crate) fn accept(rec: &GameRecord, player: &Player, now: i64) -> Result<Decision, GameError> {
    if let Some(expired) = open_challenge(rec, now)? {
        return Ok(expired);
    }
    if rec.challenger_id == player.id
        || (!rec.is_open_challenge() && rec.color_of(&player.id).is_none())
    {
        return Err(GameError::NotChallenged);
    }
    let mut after = rec.clone();
    let name = if player.name.is_empty() {
        player.id.clone()
    } else {
        player.name.clone()
    };
    for side in [&mut after.white, &mut after.black] {
        if side.id.is_empty() || side.id == player.id {
            side.id = player.id.clone();
            side.name = name.clone();
        }
    }
    after.status = Status::Active;
    after.clock.expires_at = None;
    after.updated_at = now;
    Ok(Change::to(after, Kind::Start, Some(&player.id))
        .starting_a_turn()
        .boxed())
}

/// The challenger withdraws ([`EndReason::Withdrawn`]) or the challenged player declines
/// ([`EndReason::Declined`]) the challenge.
pub(crate) fn close_challenge(
    rec: &GameRecord,
    user: &str,
    reason: EndReason,
    now: i64,
) -> Result<Decision, GameError> {
    if let Some(expired) = open_challenge(rec, now)? {
        return Ok(expired);
    }
    let is_challenger = rec.challenger_id == user;
    match reason {
        EndReason::Withdrawn if !is_challenger => return Err(GameError::NotChallenger),
        EndReason::Declined
            if is_challenger || rec.is_open_challenge() || rec.color_of(user).is_none() =>
        {
            return Err(GameError::NotChallenged)
        }
        _ => {}
    }
    Ok(Decision::End(End::new(reason, None, now).by(user)))
}
