# The service's replies, in English. Each id has its twin in ../ja/replies.ftl.
# People, times and channels arrive as arguments, already written (as values each front end shows its own way).

## Games and where they are

game-damaged = Game #{ $game } could not be read back; its record is damaged.
no-such-game = There is no game #{ $game } in this server.
no-game-here = You have no active game in this channel. Start one with /start, or give a game number.
several-games-here = You have several games in this channel ({ $games }); say which with the game option.
server-only = That only works in a server that has added me: its ladder, tournaments, daily puzzle and settings are the server's. Use it in a channel of such a server (an admin adds me from my profile's “Add App”).
start-needs-company = Here it is just you and me, so the only opponent is me: `/start opponent:` me (with `level:` 1–8). To play a person, add me to your account (my profile's “Add App” → *Try it now*, the User Install) and use `/start opponent:` them in your DM or group DM with them, or in a server that has me.
start-not-public = This server shows the replies of apps you installed to you alone (its *Use External Apps* permission is off), so nobody else would see your challenge. Play in a DM or group DM, or ask an admin to add me to the server.
answer-missing = Done, though I have nothing to show for it. /board shows where your game stands.
posted-elsewhere = Posted in { $channel }.
button-unknown = That button is not one of mine any more.
store-failure = Sorry, something went wrong on my side and nothing was changed. Please try again.
variant-wa = Wa Shogi
variant-wa-drops = Wa Shogi with drops
variant-shogi = Shogi
days = { $n ->
    [one] 1 day
   *[other] { $n } days
    }
more-lines = { $n ->
    [one] …and 1 more line.
   *[other] …and { $n } more lines.
    }
list-more = …and { $n } more.

## Moves, resigning, the board

game-already-over = Game #{ $game } is already over.
not-your-game = You are not playing in game #{ $game }.
not-your-turn = It's not your turn in game #{ $game }: waiting for { $waiting }.
computer-thinking = 🤖 Thinking…
move-stale = The position of game #{ $game } changed while you were moving; look at /board and try again.
move-played = **Game #{ $game }** · { $who } played { $words } (`{ $usi }`).
move-check = **Check!**
move-your-turn = { $next }, your move — due { $due }.
move-their-turn = { $next }'s move.
resign-confirm = Resign game #{ $game } against { $opponent }? This can't be undone.
button-resign = Resign
button-keep-playing = Keep playing
button-replay = Replay (GIF)
button-web-page = Web page
game-changed = Game #{ $game } changed in the meantime.
game-changed-maybe-over = Game #{ $game } changed in the meantime; it may already be over.
game-changed-look = Game #{ $game } changed in the meantime; look at /board and try again.
takeback-computer-moved = The computer answered in game #{ $game } while you asked, so nothing was taken back. Ask again with /takeback to take back your move and its reply.
resigned = **Game #{ $game }** · { $loser } resigned. { $winner } wins! 🎉
resigned-you = You resigned game #{ $game }.
resign-kept = Good — game #{ $game } goes on.
move-with-usi = { $words } (`{ $usi }`)
board-last-move = Last move: { $words }
result-checkmate = **Checkmate** — { $winner } wins! 🎉
result-no-moves = { $loser } has no legal move and loses — { $winner } wins! 🎉
result-repetition = The same position has come up four times: the game is a **draw** (sennichite).
result-perpetual-check = Fourfold repetition by perpetual check: { $loser } loses, { $winner } wins! 🎉
status-active = **Game #{ $game }** · { $variant } · { $sente } ☗ vs { $gote } ☖ · move { $number }: { $to_move } to play
status-in-check = {" "}(in check)
status-due = , due { $due }
status-clocks = {" "}· { $control }: ☗ { $sente } · ☖ { $gote }
sentence-end = .
status-finished = **Game #{ $game }** · { $variant } · { $sente } ☗ vs { $gote } ☖ · { $ended }.
ended-won = { $winner } won { $how }
ended-drawn = drawn { $how }
ended-over = over
ended-aborted = aborted: a clock ran out before its side's first move (unrated)
ending-checkmate = by checkmate
ending-no-moves = as the loser had no legal move
ending-repetition = by repetition
ending-perpetual-check = by perpetual check
ending-resignation = by resignation
ending-timeout = on time
ending-agreement = by agreement
ending-impasse = by impasse
ending-adjudication = by adjudication at the round deadline
ending-aborted = aborted before a first move

## The move picker (the Move button of board posts)

button-move = Move
button-type-move = Type a move
button-offer-draw = Offer a draw
button-ask-resign = Resign
form-move-title = Your move in game #{ $game }
form-move-label = Move
form-move-placeholder = 7g7f, P-7f or ７六歩
form-moved-on = Game #{ $game } has moved on since this board (or is over); nothing was played. Its latest board has fresh buttons.
form-late = I was too slow to open the form for game #{ $game }. Press **Type a move** again, or use /move.
picker-choose-piece = **Game #{ $game }** · your move: choose a piece to move.
picker-page = Page { $page } of { $pages }.
picker-placeholder-piece = Choose a piece…
picker-option-piece = { $glyph } { $name } · { $square }
picker-option-hand = { $glyph } { $name } · in hand (×{ $count })
picker-option-moves = { $n ->
        [one] 1 square to go to
       *[other] { $n } squares to go to
    }
picker-choose-target = **Game #{ $game }** · { $piece } on { $square }: choose where it goes ({ $n ->
        [one] 1 square
       *[other] { $n } squares
    } marked).
picker-choose-drop = **Game #{ $game }** · { $piece } in hand: choose where to drop it ({ $n ->
        [one] 1 square
       *[other] { $n } squares
    } marked).
picker-placeholder-target = Choose where it goes…
picker-option-to = → { $square }
picker-takes = takes { $piece }
picker-must-promote = promotes to { $piece }
picker-may-promote = may promote to { $piece }
picker-promote-question = **Game #{ $game }** · { $words }: promote to { $promoted }?
button-promote = Promote to { $piece }
button-no-promote = Don't promote
button-other-piece = Another piece
button-previous-page = ◀ Previous
button-next-page = Next ▶
picker-played = Game #{ $game }: you played { $words }.
picker-moved-on = Game #{ $game } has moved on since this board: here it is now. Nothing was played.
picker-no-such-choice = That is not a move of game #{ $game } now; press Move on its latest board.

## Challenges

start-days-range = Days per move must be between 1 and 14.
start-clock-and-days = A game is either live (`clock`) or by correspondence (`days`), not both: leave one out.
clock-unreadable = I cannot read the clock “{ $text }”. Write it as shogi players do: `10+30` (10 minutes, then 30 seconds a move), `10+30x3` (three periods of 30 seconds), `0+30` (30 seconds a move), `5|3` (5 minutes, 3 seconds added a move) or `15` (15 minutes, sudden death).
clock-main-too-long = Main time can be at most { $most } minutes.
clock-move-too-long = Byoyomi and increments can be at most { $most } seconds.
clock-periods = Byoyomi periods must be between 1 and { $most }.
clock-no-time = That clock gives no time at all: give some main time or byoyomi, such as `10+30`.
start-self = You can't challenge yourself. Leave out the opponent to post an open challenge.
start-other-bot = Other bots can't play; challenge a person, me, or leave out the opponent for an open challenge.
start-level-without-computer = A level is for games against me: name me as the opponent.
start-handicap-and-sfen = Give a handicap or a starting position (sfen), not both.
start-handicap-shogi-only = Handicaps are for standard shogi: add variant:shogi.
start-bad-sfen = That position can't start a game of { $variant_id ->
        [wa] { variant-wa }
        [wa-drops] { variant-wa-drops }
       *[shogi] { variant-shogi }
    }: { $error }.
start-position-no-moves = In that position the side to move has no legal move: the game would be over before it began.
ladder-no-computer = The computer is not on the ladder; challenge it with /start.
ladder-usual-start = Ladder games start from the usual position.
terms = **{ $variant }**, { $pace }, { $rated ->
        [yes] rated
       *[no] unrated
    }, { $colour ->
        [sente] challenger plays sente ☗
        [gote] challenger plays gote ☖
       *[random] colours drawn at random
    }
terms-handicap = **{ $variant }**, { $pace }, unrated, { $handicap } ({ $handicap_ja }): { $giver ->
        [challenged] the challenged player gives
       *[challenger] the challenger gives
    } it, playing gote ☖ and moving first
terms-from-position = , from the position `{ $sfen }`
terms-thread = , played in a 🧵 thread
terms-ladder = , a 🪜 ladder game
pace-days = { $days } per move
pace-clock = ⏱ live, clock { $clock }
challenge-directed = **Challenge #{ $challenge }** · { $challenger } challenges { $opponent } to { $terms }.
challenge-directed-prompt = { $opponent }, accept or decline below. It expires { $expires }.
challenge-open = **Challenge #{ $challenge }** · { $challenger } is looking for an opponent: { $terms }.
challenge-open-prompt = Anyone here may accept. It expires { $expires }.
challenge-none = There is no challenge #{ $challenge }.
challenge-none-here = There is no challenge #{ $challenge } in this server.
challenge-has-expired = Challenge #{ $challenge } has expired; start a new one with /start.
challenge-already-accepted-game = Challenge #{ $challenge } was already accepted: it is game #{ $game }.
challenge-already-accepted = Challenge #{ $challenge } was already accepted.
challenge-not-open-was = Challenge #{ $challenge } is no longer open (it was { $status }).
challenge-own = You can't accept your own challenge. Use Cancel to withdraw it.
challenge-only-opponent-accepts = Only { $opponent } can accept challenge #{ $challenge }.
bots-cant-play = Bots can't play.
challenge-bad-position = That challenge's position can't be read.
challenge-taken = Challenge #{ $challenge } was just taken by someone else.
game-start-handicap = , { $handicap } ({ $handicap_ja })
game-start-from-position = , from a chosen position
game-begins = **Game #{ $game }** · { $variant } begins: { $sente } ☗ sente vs { $gote } ☖ gote{ $how }, { $pace }{ $rated ->
        [yes] , rated
       *[no] , unrated
    }.
game-first-move = { $first }, you move first — due { $due }.
challenge-accepted = **Challenge #{ $challenge }** · { $terms } — accepted by { $who }: see game #{ $game }.
challenge-only-challenger-cancels = Only { $challenger } can cancel challenge #{ $challenge }.
challenge-only-opponent-declines = Only { $opponent } can decline challenge #{ $challenge }.
challenge-open-no-decline = An open challenge can't be declined; just leave it, and it expires.
challenge-no-longer-open = Challenge #{ $challenge } is no longer open.
challenge-closed = **Challenge #{ $challenge }** · { $variant } { $verb ->
        [cancelled] cancelled
       *[declined] declined
    } by { $who }.
challenge-expired = **Challenge #{ $challenge }** from { $challenger } · { $variant } — expired unanswered.
challenge-expired-forfeit = **Challenge #{ $challenge }** expired unanswered.
button-accept = Accept
button-decline = Decline
button-cancel = Cancel

## The clock

timeout-too-late = Too late: { $loser }'s move came after the deadline, so they lose on time.
timeout-no-move = { $loser } did not move in time and loses on time.
timeout = **Game #{ $game }** · { $what } { $winner } wins! 🎉
timeout-aborted = **Game #{ $game }** is aborted: { $player }'s clock ran out before their first move. No result, unrated.
reminder = ⏰ { $player }, your move in game #{ $game } is due { $due } — { $status }

## Draws

draw-offer-accepted = **Game #{ $game }** · draw offer accepted.
draw-no-offer-from = There is no draw offer from { $opponent } standing in game #{ $game }.
draw-impasse = **Game #{ $game }** · { $player } claims a draw by impasse: both Crane Kings stand in their promotion zones. The game is a **draw**.
draw-accepts = **Game #{ $game }** · { $player } accepts { $opponent }'s draw offer. The game is a **draw**.
draw-already-offered = You have already offered a draw in game #{ $game }; it stands until { $opponent } answers or moves.
draw-computer-accepts = **Game #{ $game }** · { $player } offers a draw and 🤖 { $computer } accepts. The game is a **draw**.
draw-computer-declines = **Game #{ $game }** · { $player } offers a draw; 🤖 { $computer } declines and plays on.
draw-offered = **Game #{ $game }** · { $player } offers a draw. { $opponent }, accept with the button or /draw; moving instead declines it.
button-accept-draw = Accept draw
draw-declined = **Game #{ $game }** · { $player } declined the draw offer; play on.
draw-own-offer = That is your own offer; it stands until your opponent answers.
draw-no-offer = There is no draw offer standing in game #{ $game }.

## Lists

games-none-of = { $player } has no active games here.
games-none = No games are being played in this server. Start one with /start!
games-of = Active games of { $player }:
games-here = Active games in this server:
choice-game = #{ $game } · { $variant } vs { $opponent } · { $turn ->
        [yours] your move
       *[theirs] their move
    }

## Settings

pieces-kanji = kanji
pieces-letters = letters (each piece's letter with its moves drawn on it)
pieces-kanji-not-chosen = kanji (not chosen)
notify-channel = mentioned in the game's channel
notify-dm = a direct message from me, with a link to the position
thread-own = a thread of its own
thread-channel = the channel it was started in
settings-not-chosen = {" "}(the server's default; you have not chosen)
settings-admin-only = Only a server admin (Manage Server permission) can set the server's defaults; your own choices are /settings pieces:… notify:… thread:… without scope.
settings-notify-not-for-servers = Turn notices are each player's own choice (/settings notify:… without scope); a server has no default for them.
settings-pieces-set = Boards drawn for you now use { $pieces }: after your opponent's move, on /board and in replays. (/board pieces:… shows one board otherwise.)
settings-notify-dm-set = When it is your move, I'll tell you by direct message (with a link to the position) instead of pinging you in the channel. If your DMs are closed to me, I'll say so once in the channel and go back to pinging you there.
settings-notify-channel-set = When it is your move, I'll mention you in the game's channel.
settings-thread-set = Games from your challenges are now played in { $place } (unless /start says otherwise).
settings-yours = Your settings:
settings-yours-pieces = • pieces: { $pieces }{ $chosen }
settings-yours-notify = • turn notices: { $notify }
settings-yours-thread = • games from your challenges: in { $place }{ $chosen }
settings-yours-change = Change them with /settings pieces:… notify:… thread:…
settings-server-pieces-set = Boards in this server are now drawn with { $pieces } for players who have not chosen.
settings-server-thread-set = Games in this server are now played in { $place } unless the challenger chose otherwise.
settings-thread-permissions = I need the Create Public Threads and Send Messages in Threads permissions.
settings-server = This server's defaults:
settings-server-pieces = • pieces: { $pieces }
settings-server-thread = • games played in: { $place }
settings-web-server-only = Web pages are a server's choice: an admin (Manage Server) turns them on with /settings web:on scope:server.
settings-server-web-on = This server's games, ladders, ratings, tournaments and daily puzzles are now shown on the web: read only, players by their display names, every game at an address nobody can guess. Games in direct messages are never shown. /settings web:off scope:server hides them again.
settings-server-web-at = Its page: { $url }
settings-server-web-off = This server's pages are private again: they now answer "not found".
settings-server-web-shown = • web pages: shown (/settings web:off scope:server hides them)
settings-server-web-private = • web pages: private (/settings web:on scope:server shows them)

## The computer

computer-unavailable = I can't play here.
computer-level-range = The computer's level is 1 (a beginner can win) to 8 (full strength).
computer-moves-first = 🤖 { $computer } moves first. Thinking…
computer-game-begins = **Game #{ $game }** · { $variant } begins: { $sente } ☗ sente vs { $gote } ☖ gote, against the computer at level { $level } (unrated; { $pace }).

## Records

export-record = **Game #{ $game }** · { $format } record, { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
export-replay = **Game #{ $game }** · replay, { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
export-replay-last = **Game #{ $game }** · replay of the last { $moves } of its { $total } moves: the whole game would be a { $size } picture, over this server's upload limit of { $limit }.
replay-too-large = The replay of game #{ $game } does not fit this server's upload limit of { $limit }, even for its last move.
replay-failed = Sorry, the replay could not be drawn. Please try again.

## Slash command options the adapter could not read

option-unreadable = I could not read the option `{ $option }` of that command, so nothing was done. Pick it again from what Discord offers.
interaction-unreadable = I could not read that command, so nothing was done. Please try again.
option-user-missing = I couldn't find the user you named as `{ $option }`. Pick them from the list Discord offers.
option-bad-choice = `{ $option }` must be one of: { $choices }.
option-bad-colour = The colour must be random, sente or gote.
option-bad-level = The level is 1 to 8.
option-ladder-opponent = Say whom you challenge: /ladder challenge opponent:@someone
option-ladder-remove-user = Say whom to remove: /ladder remove user:@someone
option-ladder-away-days = Say for how long: /ladder away days:7
option-ladder-subcommand = Use /ladder join, leave, standings, challenge, away, history, close-season, settings or remove.
command-unknown = I don't know the command /{ $command } any more.

## Takebacks

takeback-rated = Game #{ $game } is rated: moves in rated and ladder games stand. Takebacks are for unrated games.
takeback-nothing = You have not moved in game #{ $game } yet: there is nothing of yours to take back.
takeback-computer = **Game #{ $game }** · { $player } takes back { $what }; 🤖 { $computer } doesn't mind.
takeback-already-asked = You have already asked { $opponent } to take back in game #{ $game }; it stands until they answer or move.
takeback-asked-you = { $opponent } has asked you to take back in game #{ $game }: answer with the buttons on their request first.
takeback-asks = **Game #{ $game }** · ↩️ { $player } asks to take back { $what }. { $opponent }, do you agree? Playing a move instead declines.
button-take-back = Take back
takeback-players-only = Only the players of game #{ $game } can answer that.
takeback-lapsed = **Game #{ $game }** · that takeback request has lapsed: the game moved on.
takeback-own = That is your own request; { $opponent } answers it.
takeback-withdrawn = **Game #{ $game }** · { $player } withdrew the takeback request; play on.
takeback-declined = **Game #{ $game }** · { $player } declined the takeback; the moves stand.
takeback-agreed = **Game #{ $game }** · { $player } agreed: { $requester } takes back { $what }.
takeback-agreed-by = **Game #{ $game }** · ↩️ takeback agreed by { $player }.
takeback-record-missing = Game #{ $game }'s record is missing a move.
takeback-game-gone = There is no game #{ $game } any more.
takeback-last-move = their last move ({ $usi })
takeback-move-and-reply = their move ({ $usi }) and { $replier }'s reply ({ $reply })

## Threads and direct messages

thread-name = Game #{ $game } · { $sente } vs { $gote } ({ $variant })
thread-played-in = 🧵 The game is played in { $thread }.
thread-refused = _(I couldn't open a thread for this game, so it is played here. A server admin can give me the Create Public Threads and Send Messages in Threads permissions.)_
your-opponent = your opponent
dm-reminder = ⏰ Reminder: your move in game #{ $game } against { $against } ({ $variant })
dm-your-move = Your move in game #{ $game } against { $against } ({ $variant })
dm-closed = _(I couldn't send you this by direct message: your DMs are closed to me. I'll mention you here from now on; /settings notify:dm once they're open.)_
thread-result = **Game #{ $game }** · { $variant } · { $sente } ☗ vs { $gote } ☖ · { $ended } — in { $thread }.

## Ratings and ladders

rating-title = **Ratings of { $user }**
rating-rated = rating **{ $rating }** · { $wins } won, { $losses } lost, { $draws } drawn
rating-unrated = no rated games yet
rating-ladder-place = { " " }· ladder place { $place } of { $size }
rating-line = { $variant }: { $rating }{ $ladder }
rating-pool = { $variant } · { $speed }
speed-bullet = bullet
speed-blitz = blitz
speed-rapid = rapid
speed-classical = classical
speed-correspondence = correspondence
rating-none = { $user } has no rated games in this server yet (everyone starts at 1500 ± 350) and is not on a ladder.
ladder-joined = { $user } joins the ladder at place { $place } ({ $variant }). Challenge someone up to { $reach } places above with /ladder challenge.
ladder-already-on = You are already on this server's { $variant } ladder.
ladder-left = { $user } leaves the { $variant } ladder (was place { $place }); everyone below moves up.
ladder-not-on = You are not on this server's { $variant } ladder.
ladder-remove-admin-only = Only a server admin (Manage Server permission) can remove players from the ladder.
ladder-removed = { $admin } removed { $user } from the { $variant } ladder (was place { $place }).
ladder-user-not-on = { $user } is not on the { $variant } ladder.
ladder-empty = The { $variant } ladder is empty. Be the first: /ladder join variant:{ $id }
ladder-standings-title = 🪜 **{ $variant } ladder** · season { $season }
ladder-standings-legend = Rank · name · rating · ladder W–L · ↑ places they may challenge
ladder-unrated = unrated
ladder-away-till = { " " }· away till { $until }
ladder-join-first = Join the { $variant } ladder first: /ladder join variant:{ $id }
ladder-not-above = { $user } is at place { $theirs }, not above you (place { $mine }); challenge someone higher up.
ladder-too-far = { $user } is { $n } places above you; you can reach at most { $reach }.
ladder-pairing-open = You already have a ladder challenge or game with { $user } on the { $variant } ladder; finish it first.
ladder-challenge = **Challenge #{ $challenge }** · { $challenger } challenges { $opponent } to { $terms }.
ladder-challenge-prompt = { $opponent }, accept by { $by } ({ $expires }).{ $away } Declining, or letting it expire, counts as a ladder loss: { $challenger } would take your place (ratings are not touched).
ladder-challenge-away = { " " }You are on vacation until { $until }, so it waits for you.
ladder-forfeit-moved = 🪜 { $opponent } { $how ->
        [declined] declined
       *[expired] let the challenge expire
    }, a ladder loss: { $challenger } takes place { $place } on the { $variant } ladder.
ladder-forfeit-stays = 🪜 { $opponent } { $how ->
        [declined] declined
       *[expired] let the challenge expire
    }, a ladder loss for them (the places had changed, so nobody moves).
settled-ratings = { $variant } ratings: { $sente } { $sente_rating }, { $gote } { $gote_rating }.
settled-ladder = 🪜 { $winner } takes place { $place } on the { $variant } ladder from { $loser }!
ladder-away-range = You can be away for 1 to { $max } days at a time.
ladder-no-seasons = The { $variant } ladder has no closed seasons yet; it is in season 1.
ladder-history-title = 📜 **{ $variant } ladder · past seasons** (now season { $season })
ladder-history-season = **Season { $season }** (closed { $closed }): { $podium }
ladder-close-admin-only = Only a server admin (Manage Server permission) can close a ladder season.
ladder-close-empty = The { $variant } ladder is empty: there is no season to close.
ladder-season-closed = 🏁 **{ $variant } ladder · season { $season } is closed** by { $admin }. Final standings:
ladder-next-season = { $reset ->
        [yes] Season { $season } starts now, the order reset by rating; records start again.
       *[no] Season { $season } starts now from this order; records start again.
    }
ladder-settings = Ladder commands without a variant mean **{ $variant }**; a challenged player has { $days } to accept a ladder challenge.
ladder-settings-saved = Saved. { $settings }
ladder-settings-admin-only = Only a server admin (Manage Server permission) can change the ladder settings.
ladder-accept-days-range = The days to accept a ladder challenge must be 1 to 14.
replay-drawn = Drawn { $how }

## Analysis and hints

button-analyse = Analyse
analysis-game-ongoing = Game #{ $game } is still being played: it can be analysed once it is over.
analysis-no-moves = Game #{ $game } has no moves to analyse.
analysis-already-running = Game #{ $game } is being analysed already; its progress is shown in { $channel }.
analysis-missing = Game #{ $game } has not been analysed yet: ask with /analyse.
analysis-waiting = Analysing game #{ $game } · waiting: place { $place } in the queue
analysis-progress = Analysing game #{ $game } · { $done }/{ $total } { $bar }
analysis-failed = Sorry, the analysis of game #{ $game } failed. What was found is kept: ask again with /analyse.
analysis-title = **Analysis of game #{ $game }** · { $variant } · { $sente } vs { $gote }
analysis-player = { $mark } { $player }: accuracy **{ $accuracy } %** · { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
    } · { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
    } · { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
    }
analysis-clean = No inaccuracy, mistake or blunder: a clean game.
analysis-worst = The worst moves: press one to see it.
analysis-worst-button = Move { $ply } { $mark } · { $class }
analysis-graph-title = Game #{ $game } · { $variant }
analysis-class-inaccuracy = inaccuracy
analysis-class-mistake = mistake
analysis-class-blunder = blunder
analysis-move = **Game #{ $game } · move { $ply }** · { $mark } { $player } played { $played }: { $class } (their win chance { $before } % → { $after } %).
analysis-reason-mate-lost = It let a forced mate slip.
analysis-reason-mate-created = After it, the opponent has a forced mate.
analysis-best = The engine's best: { $best }. Its line: { $line }
hint-people-only = Hints are for games against the computer only; game #{ $game } is between people.
hint-not-your-game = You are not playing in game #{ $game }.
hint-not-your-turn = It is not your move in game #{ $game }.
hint-failed = Sorry, the engine could not find a hint. Please try again.
hint-move = Hint for game #{ $game }: { $best } (your win chance after it: { $win } %).
hint-mate = It mates in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
    }.
hints-taken = { $hints ->
    [one] 1 hint was taken in this game.
   *[other] { $hints } hints were taken in this game.
    }

## Puzzles

button-solve = Solve
puzzle-side-sente = Sente
puzzle-side-gote = Gote
puzzle-goal-mate = mate in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
    }
puzzle-goal-no-moves = leave { $defender } without a legal move in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
    }
puzzle-goal-material = win material
puzzle-goal-promotion = win with a promotion
puzzle-statement = { $side } to move and { $goal }.
puzzle-tsume = Every move of yours must give check (tsume).
puzzle-no-moves = It need not be check: a side with no legal move loses.
puzzle-intro = **Puzzle { $puzzle }** · { $variant } · rated { $rating } — { $statement }
puzzle-how = Answer with `/puzzle move:` (your move, as in /move).
puzzle-none-left = You have tried every { $variant } puzzle of that kind. Try another theme or game.
puzzle-abandoned = Your puzzle { $puzzle } counted as not solved.
puzzle-none-open = You have no puzzle open: ask for one with /puzzle.
puzzle-changed = Your puzzle moved on meanwhile; look at your last answer.
puzzle-right = ✅ { $played } — right! The reply: { $reply }. Your move.
puzzle-solved = 🎉 { $played } — solved!
puzzle-wrong = ❌ { $played } is not it: the move was { $expected }. The solution: { $solution }.
puzzle-rating = Your { $variant } puzzle rating: { $rating }.
puzzle-daily-admin = Only members with Manage Server can set the daily puzzle.
puzzle-daily-hour = The hour is 0 to 23 (UTC).
puzzle-daily-off = The daily puzzle is stopped.
puzzle-daily-on = A daily puzzle will be posted in { $channel } every day at { $hour }:00 UTC; the next on { $next }.
puzzle-daily-post = 🧩 **Daily puzzle** · { $date } · { $statement }
    Press **Solve** to try it: only you see your answers. { $solvers ->
    [0] Nobody has solved it yet.
    [one] Solved by 1 member.
   *[other] Solved by { $solvers } members.
    }
puzzle-daily-over = That daily puzzle is over; its solution is on its post.
puzzle-daily-solved-already = You have solved that one already.
puzzle-daily-streak = Daily puzzle solved: { $days ->
    [one] 1 day
   *[other] { $days } days
    } in a row.
puzzle-daily-reveal = 🧩 **Daily puzzle** · { $date } — the solution: { $solution }. { $count ->
    [0] Nobody solved it.
    [one] Solved by 1 member.
   *[other] Solved by { $count } members.
    }
puzzle-daily-fastest = Fastest: { $solvers }
puzzle-daily-solver = { $player } ({ $minutes } min)
rating-puzzles = Puzzles: { $ratings }
rating-puzzle = { $variant } { $rating } ({ $solved } solved, { $failed } not)

## Tournaments

option-tournament-name = Name the tournament with `name:`.
option-tournament-subcommand = Say what to do with the tournament: create, start, join, leave, standings, pairings or history.
takeback-tournament = Game #{ $game } is a tournament game: no takebacks.
button-join = Join
button-leave = Leave
tournament-admin = Only members with Manage Server (or the server's tournament role) can create or start tournaments.
tournament-role-admin = Only members with Manage Server choose the tournament role.
tournament-role-server = The tournament role is a server's: use this in a server.
tournament-role-set = Members with { $role } may now create and start tournaments here, as may members with Manage Server.
tournament-role-cleared = Only members with Manage Server may now create and start tournaments here.
tournament-round-days = A round deadline is 1 to 60 days.
tournament-round-deadline = Round deadline { $due }: games still going on then are adjudicated (the engine judges the position: a clear win, or a draw).
tournament-game-start = 🏆 **{ $name }** · round { $round }, board { $board } · game #{ $game }
    { $sente } ☗ vs { $gote } ☖ — { $first } to move, due { $due }.
tournament-adjudicated = Game #{ $game } of { $name } was still being played at the round deadline: { $verdict } (the engine gives { $mover }, to move, a { $chance }% win chance).
tournament-adjudicated-win = adjudicated a win for { $winner }
tournament-adjudicated-draw = adjudicated a draw
tournament-name = Give the tournament a name (letters or digits).
tournament-days = Days per move are 1 to 14.
tournament-hours = A tournament starts within 720 hours (30 days).
tournament-rounds = A Swiss has 1 to 20 rounds.
tournament-unknown = There is no tournament #{ $tournament } in this server.
tournament-none = There is no such tournament in this server; an admin creates one with /tournament create.
tournament-closed = { $name } takes no more players.
tournament-in-already = You are in { $name } already.
tournament-not-in = You are not in { $name }.
tournament-too-few = { $name } needs at least two players to start.
tournament-no-round = There is no round { $round } yet (rounds played: { $rounds }).
tournament-no-history = This server has no finished tournament yet.
tournament-rated = rated
tournament-unrated = unrated
tournament-swiss = Swiss, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
    }
tournament-round-robin = round-robin
tournament-double-round-robin = double round-robin
tournament-post = 🏆 **{ $name }** (tournament #{ $tournament }) · { $variant } · { $format } · { $pace }, { $rated }
tournament-starts = Starts { $start }. Join with the button or /tournament join.
tournament-running = Round { $round } of { $rounds } is being played.
tournament-over = It is over: /tournament standings.
tournament-no-players = No players yet.
tournament-players = Players ({ $count }): { $players }
tournament-joined = { $player } joins { $name }.
tournament-left = { $player } leaves { $name }.
tournament-withdrew = { $player } withdraws from { $name }: no more pairings.
tournament-cancelled = { $name } is called off: fewer than two players joined.
tournament-round = 🏆 **{ $name }** · round { $round } of { $rounds }
tournament-board = Board { $board }: { $sente } ☗ vs { $gote } ☖ — game #{ $game }
tournament-board-forfeit = Board { $board }: { $sente } ☗ vs { $gote } ☖ — won by forfeit (withdrawn)
tournament-bye = { $player } has the bye (a point).
tournament-round-how = Play with /move as in any game ({ $pace }); the next round is paired when every game is over.
tournament-finished = 🏆 **{ $name }** is over: { $winner } wins! Final standings:
tournament-standings = 🏆 **{ $name }** · standings after round { $round }
tournament-standing-swiss = { $place }. { $player } — { $points } (Buchholz cut-1 { $buchholz }, SB { $sb })
tournament-standing-rr = { $place }. { $player } — { $points } (SB { $sb })
tournament-result-playing = playing
tournament-pairing = Board { $board }: { $sente } ☗ vs { $gote } ☖ { $result } { $game }
tournament-history = 🏆 **Past tournaments**
tournament-history-line = { $name } · { $format } · won by { $winner } · { $date }

# Conditional moves (/premove).
option-premove-subcommand = Use /premove set line:…, /premove show or /premove clear.
option-premove-line = Give the line: pairs of their move and your reply, e.g. /premove set line:3c3d 2g2f
premove-live = Game #{ $game } is live, on a clock: conditional moves are for correspondence games.
premove-your-turn = It is your move in game #{ $game }: play it. Conditional moves wait for your opponent's move.
premove-empty = The line is empty: give pairs of their move and your reply, e.g. 3c3d 2g2f 8c8d 2f2e.
premove-odd = A line is pairs of their move and your reply; this one has { $moves } moves, so its last move has no reply.
premove-too-long = That line has { $pairs } pairs; a line may have at most { $most }.
premove-bad-move = Move { $n } of the line, { $text }, cannot be played there: { $why }
premove-after-the-end = Move { $n } of the line, { $text }, comes after game #{ $game } would be over.
premove-after = {" "}after { $moves },
premove-contradicts = That line contradicts your tree at a branch point:{ $after } when they play { $theirs } your tree replies { $tree }, this line { $line }. Clear the tree (/premove clear) or keep to its reply.
premove-too-many = Your tree would have more than { $most } lines; clear it (/premove clear) or keep to fewer lines.
premove-already = Your conditional moves in game #{ $game } hold that line already.
premove-moved-on = Game #{ $game } moved on a moment ago; look at /board and set your line again.
premove-set = Conditional moves set for game #{ $game }: { $line }. Your tree has { $lines ->
        [one] 1 line
       *[other] { $lines } lines
    }; /premove show lists them. Your opponent never sees them.
premove-none = You have no conditional moves in game #{ $game }.
premove-show-title = Your conditional moves in game #{ $game } ({ $lines ->
        [one] 1 line
       *[other] { $lines } lines
    }; only you see them):
premove-show-line = { $n }. { $line }
premove-cleared = Your conditional moves in game #{ $game } are cleared.
premove-dropped = Your conditional moves in game #{ $game } were dropped: { $mover } played { $usi }, which your tree did not expect.
move-conditional = ↪ { $who } replied { $words } (`{ $usi }`) — a conditional move, set in advance.
move-next-away = { $next } is on vacation: their clock starts { $resumes }.

# Vacations (/vacation, /ladder away).
option-vacation-days = Say for how long: /vacation days:7 (days:0 ends your vacation).
vacation-range = A vacation is 1 to { $most } days (days:0 ends yours).
vacation-bank-short = Your vacation bank has { $left ->
        [one] 1 day
       *[other] { $left } days
    } left this year; take at most that.
vacation-already = You are on vacation until { $until }; /vacation days:0 ends it.
vacation-none = You are not on vacation.
vacation-started = 💤 Your vacation: { $days ->
        [one] 1 day
       *[other] { $days } days
    }, until { $until } ({ $relative }). { $games ->
        [0] You have no correspondence game going on;
       *[other] Your clock is paused in { $paused } of your { $games } correspondence games (in the others, when your turn comes), and each opponent is told;
    } ladder challenges to you wait. { $left ->
        [one] 1 day is
       *[other] { $left } days are
    } left in your bank this year. A move in any game, or /vacation days:0, ends it and gives back the days not used.
vacation-ended = 🌅 Welcome back: your vacation is over. { $used ->
        [one] 1 day
       *[other] { $used } days
    } used, { $returned ->
        [one] 1 day
       *[other] { $returned } days
    } given back; { $left ->
        [one] 1 day is
       *[other] { $left } days are
    } left in your bank this year.
vacation-begins-post = 💤 { $player } is on vacation until { $until } ({ $relative }). { $clock }
vacation-back-post = 🌅 { $player } is back from vacation. { $clock }
vacation-clock-paused = Game #{ $game }: their clock is paused until { $resumes }; they are due { $due }.
vacation-clock-runs = Game #{ $game }: their move, due { $due }.
vacation-their-turn = Game #{ $game }: { $opponent }, your move as usual; their next turn's clock follows their vacation.

# Reminders (/settings remind).
remind-day = a day before the deadline
remind-hour = an hour before the deadline
remind-day-and-hour = a day and an hour before the deadline
remind-off = never
settings-remind-set = You will be reminded of a correspondence move { $when }.
settings-yours-remind = • reminders: { $when }
settings-remind-not-for-servers = Reminders are each player's own choice (/settings remind:… without scope); a server has no default for them.
ladder-settings-vacation = A vacation pauses this server's ladder and tournament games for at most { $n } days a year.
ladder-settings-vacation-bank = A vacation pauses this server's ladder and tournament games as each player's bank allows ({ $n } days a year).
ladder-vacation-days-range = The server's vacation days are 0 to { $most } a year.
