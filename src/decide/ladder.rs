//! The ladder: who may challenge whom, and who takes whose place after a win.

use washogi_rules::VariantId;

use crate::ids::{UserId, Venue};
/// How many places up a ladder challenge may reach.
pub const LADDER_REACH: i64 = 3;

/// A ladder place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderRow {
    pub guild_id: Venue,
    pub variant: VariantId,
    pub user_id: UserId,
    pub position: i64,
    pub joined_at: i64,
    /// The record in this season's ladder games and forfeits.
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    /// Challenges to this player wait until then.
    pub away_until: Option<i64>,
    /// Away periods taken this season.
    pub away_used: i64,
}

impl LadderRow {
    pub fn is_away(&self, now: i64) -> bool {
        self.away_until.is_some_and(|t| t > now)
    }
}

/// A ladder challenge that may be made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The challenger's place and the challenged player's (above it).
    pub mine: i64,
    pub theirs: i64,
    /// The challenged player is away until then: the challenge waits.
    pub away_until: Option<i64>,
}

/// Why a ladder challenge may not be made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PairingRefusal {
    /// The challenger is not on this ladder.
    ChallengerNotOn,
    /// The one challenged is not on this ladder.
    OpponentNotOn,
    /// The one challenged does not stand above the challenger.
    NotAbove { theirs: i64, mine: i64 },
    /// The one challenged stands `places` up, beyond [`LADDER_REACH`].
    TooFar { places: i64 },
}

/// Whether `challenger` may challenge `opponent` on this ladder at `now`: both on
/// it, the opponent above and at most [`LADDER_REACH`] places up.
pub fn pair(
    ladder: &[LadderRow],
    challenger: UserId,
    opponent: UserId,
    now: i64,
) -> Result<Pairing, PairingRefusal> {
    let find = |id: UserId| ladder.iter().find(|l| l.user_id == id);
    let mine = find(challenger)
        .ok_or(PairingRefusal::ChallengerNotOn)?
        .position;
    let them = find(opponent).ok_or(PairingRefusal::OpponentNotOn)?;
    let theirs = them.position;
    if theirs >= mine {
        return Err(PairingRefusal::NotAbove { theirs, mine });
    }
    if mine - theirs > LADDER_REACH {
        return Err(PairingRefusal::TooFar {
            places: mine - theirs,
        });
    }
    Ok(Pairing {
        mine,
        theirs,
        away_until: them.away_until.filter(|&t| t > now),
    })
}

/// A winner moving up into a loser's place: everyone from `to` down to the place
/// above `from` moves down one, and the winner takes `to`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlaceChange {
    pub winner: UserId,
    pub loser: UserId,
    /// The winner's place before.
    pub from: i64,
    /// The loser's place before: the winner's after.
    pub to: i64,
}

impl PlaceChange {
    /// Where a player standing at `place` stands after the change.
    pub fn place_after(&self, user: UserId, place: i64) -> i64 {
        if user == self.winner {
            self.to
        } else if (self.to..self.from).contains(&place) {
            place + 1
        } else {
            place
        }
    }
}

/// The place change when `winner` (at `winner_place`, if on the ladder) beats
/// `loser` (at `loser_place`): only a winner standing below moves; `None` if nothing
/// moves.
pub fn take_place(
    winner: UserId,
    winner_place: Option<i64>,
    loser: UserId,
    loser_place: Option<i64>,
) -> Option<PlaceChange> {
    let (from, to) = (winner_place?, loser_place?);
    (from > to).then_some(PlaceChange {
        winner,
        loser,
        from,
        to,
    })
}

/// The next season's order of a ladder whose places are `ladder` (each player with
/// their rating in its game, if they have one, top place first): the same order, or
/// with `reset` by rating, highest first. Stable: equal ratings, and players
/// without one (last), keep their old order.
pub fn next_season_order(ladder: &[(UserId, Option<f64>)], reset: bool) -> Vec<UserId> {
    let mut next: Vec<&(UserId, Option<f64>)> = ladder.iter().collect();
    if reset {
        next.sort_by(|a, b| {
            let key = |p: &(UserId, Option<f64>)| p.1.unwrap_or(f64::NEG_INFINITY);
            key(b).total_cmp(&key(a))
        });
    }
    next.into_iter().map(|p| p.0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ladder(users: &[i64]) -> Vec<LadderRow> {
        users
            .iter()
            .enumerate()
            .map(|(i, &user_id)| LadderRow {
                guild_id: Venue::from_key(1),
                variant: VariantId::Wa,
                user_id: UserId::new(user_id),
                position: i as i64 + 1,
                joined_at: 0,
                wins: 0,
                losses: 0,
                draws: 0,
                away_until: None,
                away_used: 0,
            })
            .collect()
    }

    #[test]
    fn a_challenge_reaches_up_to_three_places_up() {
        let l = ladder(&[10, 20, 30, 40, 50]);
        assert_eq!(
            pair(&l, UserId::new(50), UserId::new(20), 0),
            Ok(Pairing {
                mine: 5,
                theirs: 2,
                away_until: None
            })
        );
        assert_eq!(
            pair(&l, UserId::new(50), UserId::new(10), 0),
            Err(PairingRefusal::TooFar { places: 4 })
        );
        assert_eq!(
            pair(&l, UserId::new(20), UserId::new(30), 0),
            Err(PairingRefusal::NotAbove { theirs: 3, mine: 2 })
        );
        assert_eq!(
            pair(&l, UserId::new(20), UserId::new(20), 0),
            Err(PairingRefusal::NotAbove { theirs: 2, mine: 2 })
        );
        assert_eq!(
            pair(&l, UserId::new(99), UserId::new(10), 0),
            Err(PairingRefusal::ChallengerNotOn)
        );
        assert_eq!(
            pair(&l, UserId::new(20), UserId::new(99), 0),
            Err(PairingRefusal::OpponentNotOn)
        );
    }

    #[test]
    fn an_away_player_makes_the_challenge_wait_until_they_are_back() {
        let mut l = ladder(&[10, 20]);
        l[0].away_until = Some(500);
        assert_eq!(
            pair(&l, UserId::new(20), UserId::new(10), 100)
                .unwrap()
                .away_until,
            Some(500)
        );
        // Once back, nothing waits.
        assert_eq!(
            pair(&l, UserId::new(20), UserId::new(10), 500)
                .unwrap()
                .away_until,
            None
        );
        assert!(l[0].is_away(499) && !l[0].is_away(500));
    }

    #[test]
    fn only_a_winner_from_below_takes_the_place() {
        let change = take_place(UserId::new(50), Some(5), UserId::new(20), Some(2)).unwrap();
        assert_eq!(
            change,
            PlaceChange {
                winner: UserId::new(50),
                loser: UserId::new(20),
                from: 5,
                to: 2
            }
        );
        // 1 stays, the winner takes 2, 2..4 move down one, 6 stays.
        let after: Vec<i64> = [(10, 1), (20, 2), (30, 3), (40, 4), (50, 5), (60, 6)]
            .iter()
            .map(|&(u, p)| change.place_after(UserId::new(u), p))
            .collect();
        assert_eq!(after, vec![1, 3, 4, 5, 2, 6]);
        assert_eq!(
            take_place(UserId::new(20), Some(2), UserId::new(50), Some(5)),
            None
        );
        assert_eq!(
            take_place(UserId::new(20), None, UserId::new(50), Some(5)),
            None
        );
        assert_eq!(
            take_place(UserId::new(20), Some(3), UserId::new(50), None),
            None
        );
    }

    #[test]
    fn a_reset_season_starts_from_the_ratings() {
        let (a, b, c, d) = (
            UserId::new(1),
            UserId::new(2),
            UserId::new(3),
            UserId::new(4),
        );
        let ladder = [
            (a, Some(1500.0)),
            (b, None),
            (c, Some(1600.0)),
            (d, Some(1500.0)),
        ];
        assert_eq!(next_season_order(&ladder, false), vec![a, b, c, d]);
        assert_eq!(next_season_order(&ladder, true), vec![c, a, d, b]);
    }
}
