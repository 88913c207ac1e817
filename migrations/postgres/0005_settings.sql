-- As in SQLite: players' own choices and servers' defaults. pieces: 'kanji' or
-- 'letters' (NULL: not chosen).
CREATE TABLE user_settings (
    user_id     BIGINT  PRIMARY KEY,
    pieces      TEXT,
    updated_at  BIGINT  NOT NULL
);

CREATE TABLE server_settings (
    guild_id    BIGINT  PRIMARY KEY,
    pieces      TEXT,
    updated_at  BIGINT  NOT NULL
);
