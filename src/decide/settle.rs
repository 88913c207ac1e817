//! What a finished game changes: both players' ratings (a rated game), both ladder
//! records and maybe a place (a ladder game), decided from the facts the settling
//! transaction reads. A ladder challenge declined or left to expire is decided here
//! too: a forfeit.

use crate::ids::UserId;
use washogi_rules::Color;

use super::ladder::{take_place, PlaceChange};
use super::rating::{rate, RatingRow};
use super::GameResult;

/// What settling a finished game depends on, as read in its transaction.
#[derive(Clone, Debug)]
pub struct GameFacts {
    pub sente: UserId,
    pub gote: UserId,
    pub result: GameResult,
    /// Sente's and gote's ratings before the game (a new player's start if none),
    /// for a rated game.
    pub ratings: Option<(RatingRow, RatingRow)>,
    /// For a ladder game: who challenged, and sente's and gote's ladder places.
    pub ladder: Option<LadderFacts>,
}

/// A ladder game's facts.
#[derive(Clone, Debug)]
pub struct LadderFacts {
    pub challenger: Option<UserId>,
    pub sente_place: Option<i64>,
    pub gote_place: Option<i64>,
}

/// A result counted in a player's ladder record.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LadderResult {
    pub user: UserId,
    pub won: bool,
    pub lost: bool,
}

/// What to write.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Plan {
    /// Sente's and gote's ratings after the game.
    pub ratings: Option<(RatingRow, RatingRow)>,
    pub ladder_results: Vec<LadderResult>,
    pub place_change: Option<PlaceChange>,
}

/// Settle a finished game: rate it if rated; count it in both ladder records if a
/// ladder game, and when the challenger won from below, move them into the loser's
/// place.
pub fn settle(facts: &GameFacts) -> Plan {
    let mut plan = Plan {
        ratings: facts
            .ratings
            .as_ref()
            .map(|(s, g)| rate(s, g, facts.result)),
        ..Plan::default()
    };
    let Some(ladder) = &facts.ladder else {
        return plan;
    };
    let winner = facts.result.winner();
    plan.ladder_results = vec![
        LadderResult {
            user: facts.sente,
            won: winner == Some(Color::Sente),
            lost: winner == Some(Color::Gote),
        },
        LadderResult {
            user: facts.gote,
            won: winner == Some(Color::Gote),
            lost: winner == Some(Color::Sente),
        },
    ];
    let places = match winner {
        Some(Color::Sente) => Some((
            facts.sente,
            ladder.sente_place,
            facts.gote,
            ladder.gote_place,
        )),
        Some(Color::Gote) => Some((
            facts.gote,
            ladder.gote_place,
            facts.sente,
            ladder.sente_place,
        )),
        None => None,
    };
    if let Some((winner, winner_place, loser, loser_place)) = places {
        if ladder.challenger == Some(winner) {
            plan.place_change = take_place(winner, winner_place, loser, loser_place);
        }
    }
    plan
}

/// A ladder challenge declined or left to expire: a ladder loss (not a rated result)
/// for the challenged player, and the challenger takes their place if still below.
pub fn forfeit(
    challenger: UserId,
    challenger_place: Option<i64>,
    opponent: UserId,
    opponent_place: Option<i64>,
) -> Plan {
    Plan {
        ratings: None,
        ladder_results: vec![
            LadderResult {
                user: challenger,
                won: true,
                lost: false,
            },
            LadderResult {
                user: opponent,
                won: false,
                lost: true,
            },
        ],
        place_change: take_place(challenger, challenger_place, opponent, opponent_place),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Venue;
    use washogi_rules::VariantId;

    fn facts(result: GameResult) -> GameFacts {
        GameFacts {
            sente: UserId::new(1),
            gote: UserId::new(2),
            result,
            ratings: None,
            ladder: None,
        }
    }

    fn ladder(challenger: i64, sente_place: i64, gote_place: i64) -> Option<LadderFacts> {
        Some(LadderFacts {
            challenger: Some(UserId::new(challenger)),
            sente_place: Some(sente_place),
            gote_place: Some(gote_place),
        })
    }

    #[test]
    fn a_casual_game_changes_nothing() {
        assert_eq!(settle(&facts(GameResult::Sente)), Plan::default());
    }

    #[test]
    fn a_rated_game_rates_both_players() {
        let f = GameFacts {
            ratings: Some((
                RatingRow::new(Venue::from_key(9), VariantId::Wa, UserId::new(1)),
                RatingRow::new(Venue::from_key(9), VariantId::Wa, UserId::new(2)),
            )),
            ..facts(GameResult::Gote)
        };
        let plan = settle(&f);
        let (s, g) = plan.ratings.unwrap();
        assert!(s.rating < 1500.0 && g.rating > 1500.0);
        assert!(plan.ladder_results.is_empty() && plan.place_change.is_none());
    }

    #[test]
    fn a_challenger_winning_from_below_takes_the_place() {
        // Gote (2, at 4) challenged sente (1, at 2) and won.
        let f = GameFacts {
            ladder: ladder(2, 2, 4),
            ..facts(GameResult::Gote)
        };
        let plan = settle(&f);
        assert_eq!(
            plan.ladder_results,
            vec![
                LadderResult {
                    user: UserId::new(1),
                    won: false,
                    lost: true
                },
                LadderResult {
                    user: UserId::new(2),
                    won: true,
                    lost: false
                }
            ]
        );
        assert_eq!(
            plan.place_change,
            Some(PlaceChange {
                winner: UserId::new(2),
                loser: UserId::new(1),
                from: 4,
                to: 2
            })
        );
    }

    #[test]
    fn a_defender_winning_or_a_draw_moves_no_one() {
        let defended = settle(&GameFacts {
            ladder: ladder(2, 2, 4),
            ..facts(GameResult::Sente)
        });
        assert_eq!(defended.place_change, None);
        assert!(defended.ladder_results[0].won && defended.ladder_results[1].lost);
        let drawn = settle(&GameFacts {
            ladder: ladder(2, 2, 4),
            ..facts(GameResult::Draw)
        });
        assert_eq!(drawn.place_change, None);
        assert!(drawn.ladder_results.iter().all(|r| !r.won && !r.lost));
    }

    #[test]
    fn a_forfeit_is_a_ladder_loss_and_maybe_a_place() {
        let plan = forfeit(UserId::new(5), Some(6), UserId::new(3), Some(4));
        assert_eq!(plan.ratings, None);
        assert!(plan.ladder_results[0].won && plan.ladder_results[1].lost);
        assert_eq!(plan.place_change.map(|c| (c.from, c.to)), Some((6, 4)));
        // Already above (the places changed since): nothing moves.
        assert_eq!(
            forfeit(UserId::new(5), Some(2), UserId::new(3), Some(4)).place_change,
            None
        );
    }
}
