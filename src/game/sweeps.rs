//! The clock's sweep, above every area it drives: run once a tick by each front end
//! (the Discord adapter's timer, the console's clock), it settles what a crash left
//! unsettled, closes expired challenges, ends games on time, reminds players, posts
//! and reveals the daily puzzles and runs the tournaments (round deadlines, the next
//! round). Each step belongs to its area; this module only calls them in order and
//! gathers what they have to say. Nothing below calls back up into it.

use crate::game::{Fail, Notice, Service};

impl Service {
    /// Run one sweep at the clock's current time and say what should be posted.
    pub async fn tick(&self) -> Vec<Notice> {
        match self.sweep().await {
            Ok(notices) => notices,
            Err(Fail::Store(e)) => {
                tracing::error!(error = %e, "clock sweep failed; it runs again later");
                vec![]
            }
            Err(e @ (Fail::Refuse(_) | Fail::RefuseText(_))) => {
                tracing::warn!(text = %e.log_text(), "clock sweep skipped a game");
                vec![]
            }
            Err(Fail::Overtaken(_)) => vec![],
        }
    }

    /// End the live games whose flag has fallen, and say so: what the front ends run
    /// between sweeps, a few times a second, so that a flag falls within a second.
    /// Cheap when no flag is due (one indexed query).
    pub async fn flag_tick(&self) -> Vec<Notice> {
        match self.games().end_flagged_games(self.now_ms()).await {
            Ok(mut notices) => {
                self.games().announce_notices_in_parents(&mut notices).await;
                notices
            }
            Err(Fail::Store(e)) => {
                tracing::error!(error = %e, "flag sweep failed; it runs again shortly");
                vec![]
            }
            Err(e @ (Fail::Refuse(_) | Fail::RefuseText(_))) => {
                tracing::warn!(text = %e.log_text(), "flag sweep skipped a game");
                vec![]
            }
            Err(Fail::Overtaken(_)) => vec![],
        }
    }

    async fn sweep(&self) -> Result<Vec<Notice>, Fail> {
        let now = self.now();
        self.finish().settle_pending().await;
        let mut notices = self.challenges().expire_challenges(now).await?;
        notices.extend(self.games().end_overdue_games(now).await?);
        notices.extend(self.games().end_flagged_games(self.now_ms()).await?);
        notices.extend(self.games().remind_players(now).await?);
        notices.extend(self.puzzles().daily_puzzle_sweep().await?);
        notices.extend(self.tournaments().tournament_sweep().await?);
        self.games().announce_notices_in_parents(&mut notices).await;
        Ok(notices)
    }
}
