-- As migrations/sqlite/0011_puzzles.sql: puzzles, attempts, puzzle ratings, the
-- daily puzzle of each server, and the games already searched for puzzles.
CREATE TABLE puzzles (
    id          TEXT    PRIMARY KEY,
    variant     TEXT    NOT NULL,
    sfen        TEXT    NOT NULL,
    last_move   TEXT,
    solution    TEXT    NOT NULL,
    themes      TEXT    NOT NULL,
    source      TEXT    NOT NULL,
    guild_id    BIGINT,
    game_id     BIGINT,
    rating      DOUBLE PRECISION    NOT NULL,
    deviation   DOUBLE PRECISION    NOT NULL,
    volatility  DOUBLE PRECISION    NOT NULL,
    plays       BIGINT NOT NULL DEFAULT 0,
    added_at    BIGINT NOT NULL
);
CREATE INDEX puzzles_by_rating ON puzzles (variant, rating);

-- A player's try at a puzzle: `progress` solution moves are behind them; 'open'
-- until solved or failed. Only the first try of a puzzle is rated.
CREATE TABLE puzzle_attempts (
    user_id     BIGINT NOT NULL,
    puzzle_id   TEXT    NOT NULL REFERENCES puzzles (id),
    started_at  BIGINT NOT NULL,
    progress    BIGINT NOT NULL,
    state       TEXT    NOT NULL,
    rated       BOOLEAN NOT NULL,
    finished_at BIGINT,
    PRIMARY KEY (user_id, puzzle_id)
);
CREATE INDEX puzzle_attempts_open ON puzzle_attempts (user_id, state, started_at);

-- Players' puzzle ratings: one pool per game, the same in every server.
CREATE TABLE puzzle_ratings (
    user_id     BIGINT NOT NULL,
    variant     TEXT    NOT NULL,
    rating      DOUBLE PRECISION    NOT NULL,
    deviation   DOUBLE PRECISION    NOT NULL,
    volatility  DOUBLE PRECISION    NOT NULL,
    solved      BIGINT NOT NULL,
    failed      BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (user_id, variant)
);

-- A server's daily puzzle: where and at which hour (UTC) it is posted.
CREATE TABLE daily_puzzle_settings (
    guild_id    BIGINT PRIMARY KEY,
    channel_id  BIGINT NOT NULL,
    hour        BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);

-- Each day's puzzle of a server (`day`: days since 1970-01-01, UTC), claimed once by
-- the process that posts it (the primary key), its post once posted, and when the
-- solution was shown.
CREATE TABLE daily_puzzles (
    guild_id    BIGINT NOT NULL,
    day         BIGINT NOT NULL,
    puzzle_id   TEXT    NOT NULL REFERENCES puzzles (id),
    channel_id  BIGINT NOT NULL,
    message_id  BIGINT,
    claimed_at  BIGINT NOT NULL,
    revealed_at BIGINT,
    PRIMARY KEY (guild_id, day)
);

-- Who solved a server's daily puzzle, and when (the fastest are named; streaks).
CREATE TABLE daily_solves (
    guild_id    BIGINT NOT NULL,
    day         BIGINT NOT NULL,
    user_id     BIGINT NOT NULL,
    solved_at   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, day, user_id)
);

-- Finished games already searched for puzzles (each once).
CREATE TABLE puzzle_scans (
    game_id     BIGINT PRIMARY KEY REFERENCES games (id),
    scanned_at  BIGINT NOT NULL,
    found       BIGINT NOT NULL
);
