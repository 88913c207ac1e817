-- As in SQLite: the language of each player's Discord client as last seen ('en' or
-- 'ja'; NULL: not seen yet), for turn notices sent by direct message.
ALTER TABLE user_settings ADD COLUMN lang TEXT;
