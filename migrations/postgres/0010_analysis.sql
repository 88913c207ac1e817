-- As migrations/sqlite/0010_analysis.sql: evaluations of finished games' positions,
-- the analyses asked for, and hints taken against the computer.
CREATE TABLE position_evals (
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    engine      TEXT    NOT NULL,
    ply         BIGINT  NOT NULL,
    cp          BIGINT,
    mate        BIGINT,
    best        TEXT,
    pv          TEXT    NOT NULL,
    depth       BIGINT  NOT NULL,
    PRIMARY KEY (game_id, engine, ply)
);

CREATE TABLE analyses (
    game_id      BIGINT  PRIMARY KEY REFERENCES games (id),
    requested_by BIGINT  NOT NULL,
    requested_at BIGINT  NOT NULL,
    guild_id     BIGINT  NOT NULL,
    channel_id   BIGINT  NOT NULL,
    message_id   BIGINT,
    finished_at  BIGINT
);

CREATE TABLE hints (
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    ply         BIGINT  NOT NULL,
    user_id     BIGINT  NOT NULL,
    created_at  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, ply)
);
