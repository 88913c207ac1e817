//! Ratings: Glicko-2 (skillratings), one game as one rating period, and the won /
//! lost / drawn record beside it; a pool per (server, game, speed).

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use washogi_rules::VariantId;

use crate::ids::{UserId, Venue};

use super::clock::Speed;
use super::GameResult;

/// A player's rating and record in one pool of one server: a game at a speed
/// (correspondence games, and live games by their time control's speed).
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub guild_id: Venue,
    pub variant: VariantId,
    pub speed: Speed,
    pub user_id: UserId,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

impl RatingRow {
    /// A player with no rated correspondence games in this game yet (Glicko-2's
    /// usual start).
    pub fn new(guild_id: Venue, variant: VariantId, user_id: UserId) -> RatingRow {
        RatingRow::new_in(guild_id, variant, Speed::Correspondence, user_id)
    }

    /// A player with no rated games in the pool of this game and speed yet.
    pub fn new_in(guild_id: Venue, variant: VariantId, speed: Speed, user_id: UserId) -> RatingRow {
        RatingRow {
            guild_id,
            variant,
            speed,
            user_id,
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }
}

/// Sente's and gote's ratings and records after a game with this result (Glicko-2,
/// one game as one rating period). Used when a game is settled and when the pools
/// are rebuilt from stored games, so both give the same numbers.
pub fn rate(sente: &RatingRow, gote: &RatingRow, result: GameResult) -> (RatingRow, RatingRow) {
    let outcome = match result {
        GameResult::Sente => Outcomes::WIN,
        GameResult::Gote => Outcomes::LOSS,
        GameResult::Draw => Outcomes::DRAW,
    };
    let as_glicko = |r: &RatingRow| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let (s, g) = glicko2(
        &as_glicko(sente),
        &as_glicko(gote),
        &outcome,
        &Glicko2Config::new(),
    );
    let update = |old: &RatingRow, new: Glicko2Rating, won: bool, lost: bool| RatingRow {
        rating: new.rating,
        deviation: new.deviation,
        volatility: new.volatility,
        wins: old.wins + won as i64,
        losses: old.losses + lost as i64,
        draws: old.draws + (!won && !lost) as i64,
        ..old.clone()
    };
    let (sente_won, gote_won) = (result == GameResult::Sente, result == GameResult::Gote);
    (
        update(sente, s, sente_won, gote_won),
        update(gote, g, gote_won, sente_won),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(user: i64) -> RatingRow {
        RatingRow::new(Venue::from_key(7), VariantId::Wa, UserId::new(user))
    }

    #[test]
    fn a_win_between_newcomers_moves_both_by_the_same_amount() {
        let (s, g) = rate(&fresh(1), &fresh(2), GameResult::Sente);
        assert!(s.rating > 1500.0 && g.rating < 1500.0);
        assert!(((s.rating - 1500.0) - (1500.0 - g.rating)).abs() < 1e-6);
        // Glicko-2 from 1500/350 after one win: about 1662 (Glickman's example scale).
        assert!((s.rating - 1662.3).abs() < 1.0, "{}", s.rating);
        assert!(s.deviation < 350.0 && g.deviation < 350.0);
        assert_eq!((s.wins, s.losses, s.draws), (1, 0, 0));
        assert_eq!((g.wins, g.losses, g.draws), (0, 1, 0));
    }

    #[test]
    fn a_rating_stays_in_its_pool() {
        let blitz = |user| {
            RatingRow::new_in(
                Venue::from_key(7),
                VariantId::Shogi,
                Speed::Blitz,
                UserId::new(user),
            )
        };
        let (s, g) = rate(&blitz(1), &blitz(2), GameResult::Gote);
        assert_eq!((s.speed, g.speed), (Speed::Blitz, Speed::Blitz));
        assert_eq!(
            (s.variant, s.user_id, g.user_id),
            (VariantId::Shogi, UserId::new(1), UserId::new(2))
        );
        assert_eq!(fresh(1).speed, Speed::Correspondence);
    }

    #[test]
    fn a_draw_between_equals_changes_no_rating_and_counts_a_draw() {
        let (s, g) = rate(&fresh(1), &fresh(2), GameResult::Draw);
        assert!((s.rating - 1500.0).abs() < 1e-6 && (g.rating - 1500.0).abs() < 1e-6);
        assert_eq!((s.draws, g.draws), (1, 1));
    }

    #[test]
    fn beating_a_stronger_player_is_worth_more() {
        let strong = RatingRow {
            rating: 1900.0,
            deviation: 80.0,
            ..fresh(2)
        };
        let (upset, _) = rate(&fresh(1), &strong, GameResult::Sente);
        let (expected, _) = rate(&fresh(1), &fresh(3), GameResult::Sente);
        assert!(upset.rating > expected.rating);
        // Gote winning is sente losing.
        let (s, g) = rate(&fresh(1), &strong, GameResult::Gote);
        assert!(s.rating < 1500.0 && g.rating > 1900.0);
        assert_eq!((s.losses, g.wins), (1, 1));
    }

    #[test]
    fn the_row_keeps_its_server_game_and_player() {
        let (s, g) = rate(&fresh(1), &fresh(2), GameResult::Gote);
        assert_eq!(
            (s.guild_id, s.variant, s.user_id),
            (Venue::from_key(7), VariantId::Wa, UserId::new(1))
        );
        assert_eq!(g.user_id, 2);
    }
}
