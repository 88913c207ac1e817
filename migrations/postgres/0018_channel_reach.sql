-- Play anywhere (issue 39): whether the bot is in a channel, as the last
-- interaction from it showed ('member', or 'interaction' where only a user's
-- install of the app is: a group DM, a DM between people, a server that never
-- added the bot). What is not an answer goes to the players by DM there.
CREATE TABLE channel_reach (
    channel_id  BIGINT  PRIMARY KEY,
    reach       TEXT    NOT NULL,
    seen_at     BIGINT  NOT NULL
);
