-- Each move keeps what repetition is judged from: the key of the position it led to
-- (FNV-1a of its SFEN without the move number, as a signed 64-bit integer) and
-- whether it gave check. A game is then taken up from its current position and
-- these, without replaying its moves. Moves recorded before this are filled in by
-- the bot the first time it reads their game.
ALTER TABLE moves ADD COLUMN position_key INTEGER;
ALTER TABLE moves ADD COLUMN gave_check INTEGER;
