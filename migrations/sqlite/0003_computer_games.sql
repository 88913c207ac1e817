-- Games against the bot's own engine: which player is the computer (its Discord
-- user id, or the console's computer) and at what level (1-8). NULL in both for
-- games between people. While the computer is to move, the game has no deadline.
ALTER TABLE games ADD COLUMN computer_id INTEGER;
ALTER TABLE games ADD COLUMN computer_level INTEGER;
