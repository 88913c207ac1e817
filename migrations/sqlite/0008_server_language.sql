-- The language each server prefers (Discord's guild_locale, as the bot last saw it
-- on an interaction there): posts that answer no interaction (reminders, losses on
-- time, expired challenges, the computer's moves) are written in it. lang: 'en' or
-- 'ja'. A server not seen yet is English.
CREATE TABLE server_languages (
    guild_id    INTEGER PRIMARY KEY,
    lang        TEXT    NOT NULL,
    updated_at  INTEGER NOT NULL
);
