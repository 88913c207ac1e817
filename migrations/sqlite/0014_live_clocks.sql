-- Live games: a time control (NULL: a correspondence game, days a move), each
-- side's time left between its turns (main time in ms, byoyomi periods), when the
-- side to move began its turn and when its flag falls (ms since the epoch; NULL when
-- no clock runs). Each move keeps the time it took and what it left its mover, so
-- that a takeback can put the clocks back and the KIF can show the times.
ALTER TABLE games ADD COLUMN time_control TEXT;
ALTER TABLE games ADD COLUMN sente_ms INTEGER;
ALTER TABLE games ADD COLUMN gote_ms INTEGER;
ALTER TABLE games ADD COLUMN sente_periods INTEGER;
ALTER TABLE games ADD COLUMN gote_periods INTEGER;
ALTER TABLE games ADD COLUMN turn_started_ms INTEGER;
ALTER TABLE games ADD COLUMN flag_ms INTEGER;
CREATE INDEX games_flag ON games (status, flag_ms);
ALTER TABLE moves ADD COLUMN spent_ms INTEGER;
ALTER TABLE moves ADD COLUMN left_ms INTEGER;
ALTER TABLE moves ADD COLUMN left_periods INTEGER;
ALTER TABLE challenges ADD COLUMN time_control TEXT;
ALTER TABLE tournaments ADD COLUMN time_control TEXT;
