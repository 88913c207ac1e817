-- Correspondence that forgives real life (issue 40): conditional moves, a vacation
-- bank, reminders as each player chooses.

-- The conditional moves of the player waiting in a correspondence game: a tree of
-- (their move, my reply) lines from the position at `at_ply` (the opponent to
-- move), stored as its lines, one a row, in USI. At most one per game: only the
-- player waiting has one. Never shown to the opponent, never exported.
CREATE TABLE premoves (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    user_id     INTEGER NOT NULL,
    at_ply      INTEGER NOT NULL,
    lines       TEXT    NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- Vacations: from `started_at` until `ends_at` (the real end once ended early, at
-- `ended_at`), charged `days` to the bank of the calendar year `year` (the days
-- taken; once ended early, the days used). `used_before`: the player's days that
-- year before this one (a server's own number for its ladders and tournaments
-- counts them).
CREATE TABLE vacations (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL,
    year        INTEGER NOT NULL,
    started_at  INTEGER NOT NULL,
    ends_at     INTEGER NOT NULL,
    days        INTEGER NOT NULL,
    used_before INTEGER NOT NULL,
    ended_at    INTEGER
);
CREATE INDEX vacations_user ON vacations (user_id, year);

-- What a player is to be told privately with their next reply (a dropped tree of
-- conditional moves, when no DM could say it).
CREATE TABLE private_notices (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL,
    body        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX private_notices_user ON private_notices (user_id);

-- A game's player to move whose clock a vacation pauses: until when (the deadline
-- already counts the pause). Cleared by every move.
ALTER TABLE games ADD COLUMN paused_until INTEGER;
-- The hour reminder of the move being waited for was sent (`reminder_sent`: the
-- day reminder).
ALTER TABLE games ADD COLUMN hour_reminder_sent INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_paused ON games (paused_until);

-- Reminders: '24h' (NULL: not chosen, the same), '1h', '24h+1h', 'off'.
ALTER TABLE user_settings ADD COLUMN remind TEXT;
-- A server's own number of vacation days a year for its ladders and tournaments
-- (NULL: the player's bank alone).
ALTER TABLE ladder_settings ADD COLUMN vacation_days INTEGER;
