-- Puzzles (issue 25).
-- A puzzle: the solver is to move in `sfen` (reached by `last_move`, shown on the
-- board); `solution` is the line in USI (the solver's moves and the best replies,
-- space separated, ending with the solver's move); `themes` space separated
-- (mateIn3, tsume, material, promotion). `guild_id` NULL: the collection shipped
-- with the bot; else found in that server's game `game_id`. Each puzzle has a
-- Glicko-2 rating of its own, as lichess's puzzles do: every first attempt is a
-- rated game between the player and the puzzle.
CREATE TABLE puzzles (
    id          TEXT    PRIMARY KEY,
    variant     TEXT    NOT NULL,
    sfen        TEXT    NOT NULL,
    last_move   TEXT,
    solution    TEXT    NOT NULL,
    themes      TEXT    NOT NULL,
    source      TEXT    NOT NULL,
    guild_id    INTEGER,
    game_id     INTEGER,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    plays       INTEGER NOT NULL DEFAULT 0,
    added_at    INTEGER NOT NULL
);
CREATE INDEX puzzles_by_rating ON puzzles (variant, rating);

-- A player's try at a puzzle: `progress` solution moves are behind them; 'open'
-- until solved or failed. Only the first try of a puzzle is rated.
CREATE TABLE puzzle_attempts (
    user_id     INTEGER NOT NULL,
    puzzle_id   TEXT    NOT NULL REFERENCES puzzles (id),
    started_at  INTEGER NOT NULL,
    progress    INTEGER NOT NULL,
    state       TEXT    NOT NULL,
    rated       INTEGER NOT NULL,
    finished_at INTEGER,
    PRIMARY KEY (user_id, puzzle_id)
);
CREATE INDEX puzzle_attempts_open ON puzzle_attempts (user_id, state, started_at);

-- Players' puzzle ratings: one pool per game, the same in every server.
CREATE TABLE puzzle_ratings (
    user_id     INTEGER NOT NULL,
    variant     TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    solved      INTEGER NOT NULL,
    failed      INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, variant)
);

-- A server's daily puzzle: where and at which hour (UTC) it is posted.
CREATE TABLE daily_puzzle_settings (
    guild_id    INTEGER PRIMARY KEY,
    channel_id  INTEGER NOT NULL,
    hour        INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- Each day's puzzle of a server (`day`: days since 1970-01-01, UTC), claimed once by
-- the process that posts it (the primary key), its post once posted, and when the
-- solution was shown.
CREATE TABLE daily_puzzles (
    guild_id    INTEGER NOT NULL,
    day         INTEGER NOT NULL,
    puzzle_id   TEXT    NOT NULL REFERENCES puzzles (id),
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    claimed_at  INTEGER NOT NULL,
    revealed_at INTEGER,
    PRIMARY KEY (guild_id, day)
);

-- Who solved a server's daily puzzle, and when (the fastest are named; streaks).
CREATE TABLE daily_solves (
    guild_id    INTEGER NOT NULL,
    day         INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    solved_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day, user_id)
);

-- Finished games already searched for puzzles (each once).
CREATE TABLE puzzle_scans (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    scanned_at  INTEGER NOT NULL,
    found       INTEGER NOT NULL
);
