-- As migrations/sqlite/0002_move_keys.sql: each move keeps the repetition key of the
-- position it led to and whether it gave check.
ALTER TABLE moves ADD COLUMN position_key BIGINT;
ALTER TABLE moves ADD COLUMN gave_check BOOLEAN;
