-- As migrations/sqlite/0006_correspondence.sql: takebacks, turn notices by DM and a
-- thread per game.
CREATE TABLE takebacks (
    game_id         BIGINT  PRIMARY KEY REFERENCES games (id),
    requester_id    BIGINT  NOT NULL,
    at_ply          BIGINT  NOT NULL,
    plies           BIGINT  NOT NULL,
    created_at      BIGINT  NOT NULL
);

ALTER TABLE user_settings ADD COLUMN notify TEXT;
ALTER TABLE user_settings ADD COLUMN thread BOOLEAN;
ALTER TABLE server_settings ADD COLUMN thread BOOLEAN;

ALTER TABLE challenges ADD COLUMN thread BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE games ADD COLUMN thread_id BIGINT;
CREATE INDEX games_thread ON games (thread_id);
