-- A server's name as Discord last sent it (GUILD_CREATE, GUILD_UPDATE), so that its
-- web pages can say whose they are. NULL: not seen since this column was added.
ALTER TABLE server_settings ADD COLUMN name TEXT;
