-- Tournaments, round two (issue 26): a thread per game, a round deadline, and a
-- role that may run a server's tournaments besides Manage Server.
-- `threads`: each game in a thread of its own (1), in the channel (0), or as the
-- server's default for threads says (NULL). `round_days`: a round's games are
-- adjudicated this many days after the round was paired (NULL: no deadline, the
-- next round waits for every game); `round_deadline`: the current round's.
ALTER TABLE tournaments ADD COLUMN threads INTEGER;
ALTER TABLE tournaments ADD COLUMN round_days INTEGER;
ALTER TABLE tournaments ADD COLUMN round_deadline INTEGER;
-- The role whose members may create and start the server's tournaments.
ALTER TABLE server_settings ADD COLUMN tournament_role INTEGER;
