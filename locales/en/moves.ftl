# Why a move is illegal or could not be read. Pieces, squares and games arrive as
# arguments, already named in this language.

illegal-off-board = That square is not on the { $files }×{ $files } board.
illegal-no-piece = There is no piece on { $square }.
illegal-not-your-piece = The piece on { $square } is not yours.
illegal-own-piece-there = Your own piece stands on { $square }; you cannot capture it.
illegal-cannot-move-there = Your { $piece } cannot move to { $to }.
illegal-cannot-promote = Your { $piece } does not promote.
illegal-promote-outside-zone = Your { $piece } can only promote when it moves into, within or out of the promotion zone (the last { $ranks } ranks).
illegal-must-promote = Your { $piece } must promote on { $to }: it could never move again from there. Add + to promote.
illegal-no-drops = { $variant } is played without drops.
illegal-not-in-hand = You have no { $piece } in hand.
illegal-square-occupied = { $square } is not empty; pieces can only be dropped on empty squares.
illegal-drop-nowhere = A { $piece } may not be dropped on { $to }: it could never move from there.
illegal-two-pawns = Nifu: you already have an unpromoted { $piece } on file { $file }.
illegal-pawn-drop-mate = A { $piece } drop may not give checkmate (uchifuzume).
illegal-leaves-king-in-check = That move would leave your { $king } in check.
illegal-still-in-check = Your { $king } is in check, and that move does not get it out of check.
illegal-game-over = The game is already over.
notation-empty = Type a move, for example 7g7f.
notation-too-long = That is too long to be a move.
notation-unreadable = I can't read { $text } as a move. Write it like { $board } (from, to), { $promotion } to promote, or { $drop } to drop.
notation-no-such-square = { $text } is not a square: files are 1–{ $files }, ranks a–{ $last_rank }.
notation-no-such-piece = { $text } is not a piece letter in { $variant }; the letters are { $letters }.
input-no-match = None of your pieces can make that move: no { $piece } can go to { $to }.
input-wrong-piece = There is no { $piece } of yours on { $square }.
input-ambiguous = That could be more than one move; say which:
