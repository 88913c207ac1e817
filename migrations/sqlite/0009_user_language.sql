-- The language each player's Discord client uses (the interaction's locale, as the
-- bot last saw it on one of their commands): turn notices sent by direct message are
-- written in it. 'en' or 'ja'; NULL: not seen yet (the game's server's language).
ALTER TABLE user_settings ADD COLUMN lang TEXT;
