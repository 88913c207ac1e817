-- washogi-bot schema. Discord ids (users, servers, channels, messages) are stored as
-- INTEGER: snowflakes fit in SQLite's signed 64 bits. Times are Unix seconds.
-- guild_id 0 stands for "no server" (direct messages, the console).

CREATE TABLE players (
    user_id     INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE challenges (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    challenger_id   INTEGER NOT NULL,
    opponent_id     INTEGER,            -- NULL: an open challenge anyone may take
    variant         TEXT    NOT NULL,
    color           TEXT    NOT NULL,   -- the challenger's wish: random, sente, gote
    days_per_move   INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    ladder          INTEGER NOT NULL DEFAULT 0,
    status          TEXT    NOT NULL,   -- open, accepted, declined, cancelled, expired
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL,
    game_id         INTEGER,            -- the game an accepted challenge started
    message_id      INTEGER             -- the post with the buttons, to disable them later
);
CREATE INDEX challenges_open ON challenges (status, expires_at);

CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    variant         TEXT    NOT NULL,
    sente_id        INTEGER NOT NULL,
    gote_id         INTEGER NOT NULL,
    days_per_move   INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    ladder          INTEGER NOT NULL DEFAULT 0,
    status          TEXT    NOT NULL,   -- active, finished
    result          TEXT,               -- sente, gote, draw
    ending          TEXT,               -- checkmate, no_moves, repetition, perpetual_check,
                                        -- resignation, timeout, agreement, impasse
    start_sfen      TEXT    NOT NULL,
    sfen            TEXT    NOT NULL,   -- the current position
    ply             INTEGER NOT NULL,   -- moves played; the guard against racing commands
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    finished_at     INTEGER,
    deadline        INTEGER,            -- when the player to move loses on time
    reminder_sent   INTEGER NOT NULL DEFAULT 0,
    draw_offer_by   INTEGER,            -- user id of a standing draw offer
    rating_applied  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_place ON games (guild_id, channel_id, status);
CREATE INDEX games_deadline ON games (status, deadline);

CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    ply         INTEGER NOT NULL,       -- 1 for the first move
    usi         TEXT    NOT NULL,
    sfen_after  TEXT    NOT NULL,
    played_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

-- Glicko-2 per server (filled by the ratings work).
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- The challenge ladder per server: position 1 is the top.
CREATE TABLE ladder (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    position    INTEGER NOT NULL,
    joined_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX ladder_order ON ladder (guild_id, position);
