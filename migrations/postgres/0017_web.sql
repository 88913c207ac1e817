-- As migrations/sqlite/0017_web.sql: each game's page token (32 hex digits, 128
-- random bits; gen_random_uuid is PostgreSQL's own since version 13, 122 of its
-- bits random) and whether a server's pages are shown.
ALTER TABLE games ADD COLUMN web_token TEXT;
UPDATE games SET web_token = replace(gen_random_uuid()::text, '-', '') WHERE web_token IS NULL;
CREATE UNIQUE INDEX games_web_token ON games (web_token);
ALTER TABLE server_settings ADD COLUMN web BOOLEAN;
