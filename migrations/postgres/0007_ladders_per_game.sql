-- As migrations/sqlite/0007_ladders_per_game.sql (read its notes): ratings and
-- ladders per (server, game), the server's ladder settings, closed seasons and
-- their final standings, and the record of one-time data steps.

CREATE TABLE data_steps (
    name        TEXT    PRIMARY KEY,
    done_at     BIGINT  NOT NULL
);

CREATE TABLE ratings_per_game (
    guild_id    BIGINT  NOT NULL,
    variant     TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    wins        BIGINT  NOT NULL DEFAULT 0,
    losses      BIGINT  NOT NULL DEFAULT 0,
    draws       BIGINT  NOT NULL DEFAULT 0,
    updated_at  BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, variant, user_id)
);
DROP TABLE ratings;
ALTER TABLE ratings_per_game RENAME TO ratings;

-- A ladder place: position 1 is the top. wins/losses/draws: the record in this
-- season's ladder games and forfeits. away_until: challenges wait until then;
-- away_used: away periods taken this season (at most two).
CREATE TABLE ladder_per_game (
    guild_id    BIGINT  NOT NULL,
    variant     TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    position    BIGINT  NOT NULL,
    joined_at   BIGINT  NOT NULL,
    wins        BIGINT  NOT NULL DEFAULT 0,
    losses      BIGINT  NOT NULL DEFAULT 0,
    draws       BIGINT  NOT NULL DEFAULT 0,
    away_until  BIGINT,
    away_used   BIGINT  NOT NULL DEFAULT 0,
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
    guild_id        BIGINT  PRIMARY KEY,
    variant         TEXT,
    accept_days     BIGINT,
    updated_at      BIGINT  NOT NULL
);

-- Closed seasons of a (server, game) ladder, numbered from 1; the season being
-- played is one after the last closed.
CREATE TABLE ladder_seasons (
    guild_id    BIGINT  NOT NULL,
    variant     TEXT    NOT NULL,
    season      BIGINT  NOT NULL,
    started_at  BIGINT,             -- NULL: when the ladder began
    closed_at   BIGINT  NOT NULL,
    closed_by   BIGINT  NOT NULL,
    reset       BOOLEAN NOT NULL,    -- the next season started from ratings, not this order
    PRIMARY KEY (guild_id, variant, season)
);

-- The final standings of each closed season.
CREATE TABLE ladder_archive (
    guild_id    BIGINT  NOT NULL,
    variant     TEXT    NOT NULL,
    season      BIGINT  NOT NULL,
    position    BIGINT  NOT NULL,
    user_id     BIGINT  NOT NULL,
    rating      DOUBLE PRECISION,              -- NULL: no rated game in this game yet
    wins        BIGINT  NOT NULL,
    losses      BIGINT  NOT NULL,
    draws       BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, variant, season, position)
);
