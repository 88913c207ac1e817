-- Ratings and ladders per game (issue 15): a Glicko-2 pool and a ladder for each
-- (server, game), where game is the variant id: wa, wa-drops, shogi.
--
-- Ratings: the new table starts empty. Glicko-2 cannot run in SQL, so the bot fills
-- it right after the migrations, in one transaction, by replaying every settled
-- rated game of each (server, game) in the order the games ended; that data step
-- is recorded in data_steps and runs once (src/store/data_steps.rs).
--
-- Ladders: a server's one ladder becomes the ladder of the game its ladder games
-- were played in most (ties: wa, then wa-drops, then shogi), or of wa, the default
-- game, when it had none; the order is kept as it was. The data step then counts
-- each player's record in that game's settled ladder games.

CREATE TABLE data_steps (
    name        TEXT    PRIMARY KEY,
    done_at     INTEGER NOT NULL
);

CREATE TABLE ratings_per_game (
    guild_id    INTEGER NOT NULL,
    variant     TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant, user_id)
);
DROP TABLE ratings;
ALTER TABLE ratings_per_game RENAME TO ratings;

-- A ladder place: position 1 is the top. wins/losses/draws: the record in this
-- season's ladder games and forfeits. away_until: challenges wait until then;
-- away_used: away periods taken this season (at most two).
CREATE TABLE ladder_per_game (
    guild_id    INTEGER NOT NULL,
    variant     TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    position    INTEGER NOT NULL,
    joined_at   INTEGER NOT NULL,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    away_until  INTEGER,
    away_used   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, variant, user_id)
);
INSERT INTO ladder_per_game (guild_id, variant, user_id, position, joined_at)
SELECT l.guild_id,
       COALESCE((SELECT g.variant FROM games g
                 WHERE g.guild_id = l.guild_id AND g.ladder = TRUE
                 GROUP BY g.variant
                 ORDER BY COUNT(*) DESC,
                          CASE g.variant WHEN 'wa' THEN 0 WHEN 'wa-drops' THEN 1 ELSE 2 END
                 LIMIT 1), 'wa'),
       l.user_id, l.position, l.joined_at
FROM ladder l;
DROP TABLE ladder;
ALTER TABLE ladder_per_game RENAME TO ladder;
CREATE INDEX ladder_order ON ladder (guild_id, variant, position);

-- A server's ladder settings: its default game (NULL: wa) and how many days a
-- challenged player has to accept a ladder challenge (NULL: 3).
CREATE TABLE ladder_settings (
    guild_id        INTEGER PRIMARY KEY,
    variant         TEXT,
    accept_days     INTEGER,
    updated_at      INTEGER NOT NULL
);

-- Closed seasons of a (server, game) ladder, numbered from 1; the season being
-- played is one after the last closed.
CREATE TABLE ladder_seasons (
    guild_id    INTEGER NOT NULL,
    variant     TEXT    NOT NULL,
    season      INTEGER NOT NULL,
    started_at  INTEGER,             -- NULL: when the ladder began
    closed_at   INTEGER NOT NULL,
    closed_by   INTEGER NOT NULL,
    reset       INTEGER NOT NULL,    -- the next season started from ratings, not this order
    PRIMARY KEY (guild_id, variant, season)
);

-- The final standings of each closed season.
CREATE TABLE ladder_archive (
    guild_id    INTEGER NOT NULL,
    variant     TEXT    NOT NULL,
    season      INTEGER NOT NULL,
    position    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    rating      REAL,                -- NULL: no rated game in this game yet
    wins        INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant, season, position)
);
