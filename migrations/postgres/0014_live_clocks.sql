-- As migrations/sqlite/0014_live_clocks.sql. Live games: a time control (NULL: a correspondence game, days a move), each
-- side's time left between its turns (main time in ms, byoyomi periods), when the
-- side to move began its turn and when its flag falls (ms since the epoch; NULL when
-- no clock runs). Each move keeps the time it took and what it left its mover, so
-- that a takeback can put the clocks back and the KIF can show the times.
ALTER TABLE games ADD COLUMN time_control TEXT;
ALTER TABLE games ADD COLUMN sente_ms BIGINT;
ALTER TABLE games ADD COLUMN gote_ms BIGINT;
ALTER TABLE games ADD COLUMN sente_periods BIGINT;
ALTER TABLE games ADD COLUMN gote_periods BIGINT;
ALTER TABLE games ADD COLUMN turn_started_ms BIGINT;
ALTER TABLE games ADD COLUMN flag_ms BIGINT;
CREATE INDEX games_flag ON games (status, flag_ms);
ALTER TABLE moves ADD COLUMN spent_ms BIGINT;
ALTER TABLE moves ADD COLUMN left_ms BIGINT;
ALTER TABLE moves ADD COLUMN left_periods BIGINT;
ALTER TABLE challenges ADD COLUMN time_control TEXT;
ALTER TABLE tournaments ADD COLUMN time_control TEXT;
