-- As in SQLite: a challenge may start its game from a chosen position (a handicap, or any legal
-- position given as SFEN); NULL: the game's usual start.
ALTER TABLE challenges ADD COLUMN start_sfen TEXT;
