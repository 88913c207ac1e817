-- Tournaments (issue 26): Swiss (FIDE Dutch) and round-robin (FIDE Berger) events
-- played as correspondence games.
-- `format`: 'swiss', 'round-robin' or 'double-round-robin'; `rounds`: planned rounds
-- (a round-robin's follow from its players at the start); `round`: the round being
-- played (0 before the start): pairing round N+1 is guarded by it, so of two
-- processes only one pairs. `status`: 'open' (taking players), 'running',
-- 'finished' or 'cancelled'.
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    variant         TEXT    NOT NULL,
    format          TEXT    NOT NULL,
    rounds          INTEGER NOT NULL,
    days_per_move   INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    late_join       INTEGER NOT NULL,
    starts_at       INTEGER NOT NULL,
    created_by      INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    message_id      INTEGER,
    status          TEXT    NOT NULL,
    round           INTEGER NOT NULL DEFAULT 0,
    finished_at     INTEGER,
    winner_id       INTEGER
);
CREATE INDEX tournaments_by_status ON tournaments (status, starts_at);

-- The players, with their starting rank (`seed`, set at the start: by rating, then
-- by when they joined); `withdrawn_at`: left mid-event (no more pairings).
CREATE TABLE tournament_players (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id),
    user_id         INTEGER NOT NULL,
    joined_at       INTEGER NOT NULL,
    seed            INTEGER,
    rating          INTEGER NOT NULL,
    joined_round    INTEGER NOT NULL,
    withdrawn_at    INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

-- Each round's boards: a game (`game_id`), or a bye (`gote_id` NULL). `result`
-- once known: 'sente', 'gote', 'draw' (played), 'sente-forfeit' / 'gote-forfeit'
-- (the winner's opponent never moved, or withdrew), 'bye'.
CREATE TABLE tournament_boards (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id),
    round           INTEGER NOT NULL,
    board           INTEGER NOT NULL,
    sente_id        INTEGER NOT NULL,
    gote_id         INTEGER,
    game_id         INTEGER REFERENCES games (id),
    result          TEXT,
    PRIMARY KEY (tournament_id, round, board)
);
CREATE INDEX tournament_boards_game ON tournament_boards (game_id);
