-- Correspondence comfort (issue 14).
-- A takeback asked for in a game: at most one per game, valid only while the game is
-- still at `at_ply` (any move since makes it stale); `plies` is 1 or 2.
CREATE TABLE takebacks (
    game_id         INTEGER PRIMARY KEY REFERENCES games (id),
    requester_id    INTEGER NOT NULL,
    at_ply          INTEGER NOT NULL,
    plies           INTEGER NOT NULL,
    created_at      INTEGER NOT NULL
);

-- Turn notices: 'channel' (the default, NULL) or 'dm'. Threads: whether a player's
-- challenges (or, for a server, everybody's who has not chosen) get a thread per game.
ALTER TABLE user_settings ADD COLUMN notify TEXT;
ALTER TABLE user_settings ADD COLUMN thread INTEGER;
ALTER TABLE server_settings ADD COLUMN thread INTEGER;

-- A challenge asks for a thread; a game played in one keeps its id (the game's
-- channel stays the thread's parent, where the challenge and the result go).
ALTER TABLE challenges ADD COLUMN thread INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN thread_id INTEGER;
CREATE INDEX games_thread ON games (thread_id);
