-- Players' own choices and servers' defaults. pieces: 'kanji' or 'letters'
-- (NULL: not chosen; a player's choice wins over the server's, which wins over
-- kanji).
CREATE TABLE user_settings (
    user_id     INTEGER PRIMARY KEY,
    pieces      TEXT,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE server_settings (
    guild_id    INTEGER PRIMARY KEY,
    pieces      TEXT,
    updated_at  INTEGER NOT NULL
);
