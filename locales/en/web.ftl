# The web pages (src/web/): a server's games, ladders, ratings, tournaments and
# daily puzzles, read only.

web-home = Games of Wa Shogi and Shogi played on Discord with washogi-bot. A server's pages are shown once its admins turn them on (/settings web:on scope:server); links to them come with the bot's posts.
web-footer = Read only · players by their Discord display names · washogi-bot
web-server = Server
web-server-title = Games, ladders and tournaments
web-game-title = { $sente } vs { $gote } · { $variant }
web-game-number = Game #{ $game }
web-board-alt = The board after move { $ply }
web-start-position = The starting position
web-move-caption = Move { $ply } of { $plies }: { $japanese } · { $usi }
web-first = The start (Home)
web-previous = The move before (←)
web-next = The next move (→)
web-last = The last move (End)
web-pieces = Pieces:
web-flip = Turn the board
web-keys = ← → to step
web-rated = rated
web-computer = against the computer (level { $level })
web-clock = clock { $control }
web-days = { $days ->
    [one] 1 day a move
   *[other] { $days } days a move
}
web-tournament-round = { $name }, round { $round }
web-analysis = Analysis
web-graph = Sente's win chance after each move
web-accuracy = accuracy { $accuracy } · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
web-inaccuracy = Inaccuracy
web-mistake = Mistake
web-blunder = Blunder
web-best-was = { $judgement }: the engine preferred { $best }
web-moves = Moves
web-start = Start
web-downloads = Downloads
web-this-position = this position
web-replay = replay
web-ladders-and-ratings = Ladders and ratings
web-game = Game
web-ladder = Ladder
web-ratings = Ratings
web-ladder-places = places
web-rated-players = rated players
web-tournaments = Tournaments
web-winner = won by { $winner }
web-round-of = round { $round } of { $rounds }
web-daily-puzzles = Daily puzzles
web-recent-games = Latest games
web-no-games = No games yet.
web-playing = playing
web-finished = finished
web-ladder-title = { $variant } ladder
web-ladder-empty = Nobody is on this ladder yet: /ladder join in Discord.
web-ladder-description = { $players ->
    [one] 1 player on the ladder
   *[other] { $players } players on the ladder
}
web-player = Player
web-rating = Rating
web-record = Won–lost–drawn
web-away-until = away until { $date }
web-ratings-title = { $variant } ratings
web-ratings-empty = No rated games yet.
web-ratings-description = { $players ->
    [one] 1 rated player
   *[other] { $players } rated players
}
web-tournament-open = taking players
web-tournament-running = playing
web-tournament-finished = finished
web-tournament-cancelled = cancelled
web-starts = starts { $date }
web-players = Players
web-standings-after = { $round ->
    [0] Standings
   *[other] Standings after round { $round }
}
web-points = Points
web-buchholz = Buchholz cut-1
web-sonneborn-berger = Sonneborn–Berger
web-direct-encounter = Direct encounter
web-crosstable = Crosstable
web-round = Round { $round }
web-open-game = the game
web-bye = bye
web-leader = leading: { $player }
web-no-puzzles = No daily puzzles yet.
web-solvers = { $count ->
    [0] Nobody has solved it yet.
    [one] Solved by 1 member.
   *[other] Solved by { $count } members.
}
web-solution = The solution
web-solution-tomorrow = The solution is shown the day after.
web-solver = { $player } ({ $minutes } min)
web-fastest = Fastest: { $solvers }
web-puzzles-description = { $days ->
    [one] 1 daily puzzle
   *[other] { $days } daily puzzles
}

# Error pages: a short title and a sentence, in the reader's language (Accept-Language).
web-status-400 = Bad request
web-status-400-text = This address does not read.
web-status-404 = Not found
web-status-404-text = This page does not exist, or its server keeps it private.
web-status-405 = Read only
web-status-405-text = These pages can only be read.
web-status-414 = Address too long
web-status-414-text = This address is too long.
web-status-500 = Something went wrong
web-status-500-text = Something went wrong on our side.
web-status-503 = Busy
web-status-503-text = Too many pages are following games: try again soon.
