-- As in SQLite: the language each server prefers (Discord's guild_locale, as last
-- seen), for posts that answer no interaction. lang: 'en' or 'ja'.
CREATE TABLE server_languages (
    guild_id    BIGINT  PRIMARY KEY,
    lang        TEXT    NOT NULL,
    updated_at  BIGINT  NOT NULL
);
