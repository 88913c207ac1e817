-- Post-game analysis and hints (issue 24).
-- What the engine found about each position of a finished game, stored as soon as
-- it is found: an interrupted analysis resumes where it stopped, and a finished one
-- is answered at once. `ply`: the position after that many plies (0: the start);
-- `engine`: which engine found it ('builtin', or the external shogi engine's file
-- name), so that one analysis never mixes two engines. The score is the side to
-- move's: centipawns in `cp`, or a mate in `mate` moves (negative: it gets mated).
CREATE TABLE position_evals (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    engine      TEXT    NOT NULL,
    ply         INTEGER NOT NULL,
    cp          INTEGER,
    mate        INTEGER,
    best        TEXT,
    pv          TEXT    NOT NULL,
    depth       INTEGER NOT NULL,
    PRIMARY KEY (game_id, engine, ply)
);

-- An analysis somebody asked for: where its progress message and result are posted,
-- and whether it is done. Waiting and running ones (finished_at NULL) are taken up
-- again after a restart.
CREATE TABLE analyses (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    requested_by INTEGER NOT NULL,
    requested_at INTEGER NOT NULL,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    message_id   INTEGER,
    finished_at  INTEGER
);

-- Hints taken in games against the computer: one per position at most.
CREATE TABLE hints (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    ply         INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);
