-- Rating pools per game and speed: a rated live game counts in the pool of its
-- game and its time control's speed (bullet, blitz, rapid, classical), apart from
-- correspondence games, as lishogi keeps its speeds apart. The speed is stored by
-- its name (src/decide/clock.rs, Speed::key); every rating so far came from
-- correspondence games and stays in the correspondence pool.
--
-- SQLite cannot change a primary key: the table is made anew with the speed in
-- its key, the rows copied, the old table dropped and the new one renamed.
CREATE TABLE ratings_per_speed (
    guild_id    INTEGER NOT NULL,
    variant     TEXT    NOT NULL,
    speed       TEXT    NOT NULL DEFAULT 'correspondence',
    user_id     INTEGER NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant, speed, user_id)
);
INSERT INTO ratings_per_speed (guild_id, variant, speed, user_id, rating, deviation,
                               volatility, wins, losses, draws, updated_at)
SELECT guild_id, variant, 'correspondence', user_id, rating, deviation, volatility,
       wins, losses, draws, updated_at
FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_per_speed RENAME TO ratings;
