-- As migrations/sqlite/0015_rating_speeds.sql (read its notes): ratings per game
-- and speed, the rows so far in the correspondence pool. The table is made anew
-- here too, so that its columns stand in the same order on both databases.
CREATE TABLE ratings_per_speed (
    guild_id    BIGINT  NOT NULL,
    variant     TEXT    NOT NULL,
    speed       TEXT    NOT NULL DEFAULT 'correspondence',
    user_id     BIGINT  NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    wins        BIGINT  NOT NULL DEFAULT 0,
    losses      BIGINT  NOT NULL DEFAULT 0,
    draws       BIGINT  NOT NULL DEFAULT 0,
    updated_at  BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, variant, speed, user_id)
);
INSERT INTO ratings_per_speed (guild_id, variant, speed, user_id, rating, deviation,
                               volatility, wins, losses, draws, updated_at)
SELECT guild_id, variant, 'correspondence', user_id, rating, deviation, volatility,
       wins, losses, draws, updated_at
FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_per_speed RENAME TO ratings;
