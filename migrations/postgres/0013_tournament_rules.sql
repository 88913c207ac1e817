-- As migrations/sqlite/0013_tournament_rules.sql: a thread per game, a round
-- deadline, and a role that may run a server's tournaments.
ALTER TABLE tournaments ADD COLUMN threads BOOLEAN;
ALTER TABLE tournaments ADD COLUMN round_days BIGINT;
ALTER TABLE tournaments ADD COLUMN round_deadline BIGINT;
ALTER TABLE server_settings ADD COLUMN tournament_role BIGINT;
