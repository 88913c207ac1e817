-- As migrations/sqlite/0003_computer_games.sql: which player is the computer, and
-- its level, in games against the bot's engine.
ALTER TABLE games ADD COLUMN computer_id BIGINT;
ALTER TABLE games ADD COLUMN computer_level BIGINT;
