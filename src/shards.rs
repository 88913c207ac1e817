//! Discord's gateway shards: which of them this process runs (`DISCORD_SHARDS`), a
//! setting of the configuration that the Discord adapter carries out.

/// The gateway shards one process runs when several share one database: shards
/// `first..=last` of `total` (a server belongs to shard `(server id >> 22) % total`;
/// direct messages to shard 0). The process's service looks after their servers
/// only ([`Shards::filter`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// `FIRST-LAST/TOTAL`, as `DISCORD_SHARDS` is written (`2-2/4` for one shard).
    pub fn parse(text: &str) -> Result<Shards, String> {
        let bad = || {
            format!(
                "DISCORD_SHARDS must be FIRST-LAST/TOTAL, for example 0-1/4 (shards 0 and 1 of 4), not {text:?}."
            )
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let total: u32 = total.trim().parse().map_err(|_| bad())?;
        // Only the documented form: a range, even of one shard.
        let (first, last) = range.split_once('-').ok_or_else(bad)?;
        let number = |n: &str| {
            let n = n.trim();
            // Digits only: no sign, as shard numbers are written.
            if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            n.parse::<u32>().map_err(|_| bad())
        };
        let (first, last) = (number(first), number(last));
        let (first, last): (u32, u32) = (first?, last?);
        if total == 0 || first > last || last >= total {
            return Err(format!(
                "DISCORD_SHARDS {text:?}: shards are numbered 0 to TOTAL-1, and FIRST must not be after LAST."
            ));
        }
        Ok(Shards { first, last, total })
    }

    /// The shard of a server.
    pub fn of(guild_id: i64, total: u32) -> u32 {
        ((guild_id.max(0) as u64 >> 22) % u64::from(total)) as u32
    }

    pub fn owns(&self, guild_id: i64) -> bool {
        (self.first..=self.last).contains(&Shards::of(guild_id, self.total))
    }

    /// The service's view of these shards: which servers they carry.
    pub fn filter(self) -> crate::game::ServerFilter {
        std::sync::Arc::new(move |guild_id| self.owns(guild_id))
    }
}

#[cfg(test)]
mod tests {
    use super::Shards;

    #[test]
    fn shard_ranges_are_read_and_servers_assigned() {
        assert_eq!(
            Shards::parse("0-1/4"),
            Ok(Shards {
                first: 0,
                last: 1,
                total: 4
            })
        );
        assert_eq!(Shards::parse(" 2-2/4 ").unwrap().first, 2);
        // `0/4` is not the documented form: refused, not guessed at.
        for bad in [
            "", "1", "0/4", "2/4", "2-1/4", "0-4/4", "a-b/c", "0/0", "-1/2", "+0-1/2",
        ] {
            assert!(Shards::parse(bad).is_err(), "{bad}");
        }
        // A server's shard is (id >> 22) % total, as Discord computes it.
        let guild = 81_384_788_765_712_384_i64;
        assert_eq!(Shards::of(guild, 1), 0);
        assert_eq!(Shards::of(guild, 2), ((guild >> 22) % 2) as u32);
        assert_eq!(Shards::of(0, 4), 0, "direct messages: shard 0");
        let s = Shards::parse("1-1/2").unwrap();
        assert_eq!(s.owns(guild), Shards::of(guild, 2) == 1);
    }
}
