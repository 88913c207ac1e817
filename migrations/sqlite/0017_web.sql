-- Web pages (issue 41). `web_token`: each game's page is found by this unguessable
-- token (32 hex digits, 128 random bits), never by the game's number; new games get
-- one from the store as they are inserted, older ones here. A server's pages are
-- shown only when an admin turned them on (`server_settings.web`: 1; NULL or 0:
-- private, the default).
ALTER TABLE games ADD COLUMN web_token TEXT;
UPDATE games SET web_token = lower(hex(randomblob(16))) WHERE web_token IS NULL;
CREATE UNIQUE INDEX games_web_token ON games (web_token);
ALTER TABLE server_settings ADD COLUMN web INTEGER;
