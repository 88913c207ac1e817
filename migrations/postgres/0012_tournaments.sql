-- As migrations/sqlite/0012_tournaments.sql: tournaments, their players and each
-- round's boards.
CREATE TABLE tournaments (
    id              BIGSERIAL PRIMARY KEY,
    guild_id        BIGINT NOT NULL,
    channel_id      BIGINT NOT NULL,
    name            TEXT    NOT NULL,
    variant         TEXT    NOT NULL,
    format          TEXT    NOT NULL,
    rounds          BIGINT NOT NULL,
    days_per_move   BIGINT NOT NULL,
    rated           BOOLEAN NOT NULL,
    late_join       BOOLEAN NOT NULL,
    starts_at       BIGINT NOT NULL,
    created_by      BIGINT NOT NULL,
    created_at      BIGINT NOT NULL,
    message_id      BIGINT,
    status          TEXT    NOT NULL,
    round           BIGINT NOT NULL DEFAULT 0,
    finished_at     BIGINT,
    winner_id       BIGINT
);
CREATE INDEX tournaments_by_status ON tournaments (status, starts_at);

-- The players, with their starting rank (`seed`, set at the start: by rating, then
-- by when they joined); `withdrawn_at`: left mid-event (no more pairings).
CREATE TABLE tournament_players (
    tournament_id   BIGINT NOT NULL REFERENCES tournaments (id),
    user_id         BIGINT NOT NULL,
    joined_at       BIGINT NOT NULL,
    seed            BIGINT,
    rating          BIGINT NOT NULL,
    joined_round    BIGINT NOT NULL,
    withdrawn_at    BIGINT,
    PRIMARY KEY (tournament_id, user_id)
);

-- Each round's boards: a game (`game_id`), or a bye (`gote_id` NULL). `result`
-- once known: 'sente', 'gote', 'draw' (played), 'sente-forfeit' / 'gote-forfeit'
-- (the winner's opponent never moved, or withdrew), 'bye'.
CREATE TABLE tournament_boards (
    tournament_id   BIGINT NOT NULL REFERENCES tournaments (id),
    round           BIGINT NOT NULL,
    board           BIGINT NOT NULL,
    sente_id        BIGINT NOT NULL,
    gote_id         BIGINT,
    game_id         BIGINT REFERENCES games (id),
    result          TEXT,
    PRIMARY KEY (tournament_id, round, board)
);
CREATE INDEX tournament_boards_game ON tournament_boards (game_id);
