# /help.

help-overview = **washogi-bot** hosts **Wa Shogi** (11×11, with or without drops) and **Shogi**.
    • `/start` challenges someone (or anyone, if you leave out the opponent); they press Accept.
    • `/move` plays: start typing and pick from the list, or write it yourself (`7g7f`, `P*5e`, `P7f`).
    • Or press **Move** under the board: choose the piece, then where it goes, by tapping (only you see it).
    • `/board`, `/games`, `/resign`, `/export` do what they say.
    • `/help topic:` a piece name shows how it moves; also `rules`, `notation`, `commands`.
help-rules = **Rules in short.** Sente (☗) moves first. A move may not leave your own king attacked; a player with no legal move loses (checkmate). The last three ranks are the promotion zone: a piece that moves into, within or out of it may promote (forced where it could never move again). In **wa-drops** and **shogi** captured pieces go to your hand and may be dropped on an empty square instead of moving — not a second unpromoted pawn on a file (nifu), not where it could never move, and a pawn drop may not give checkmate. The same position four times is a draw, unless one side gave check every move: that side loses. In **wa-drops**, when both Crane Kings stand in their promotion zones, either player may claim a draw.
help-notation = **Notation.** Files are numbered 1… from sente's right, ranks lettered a… from the top, so a square is `7g` or `11k`. A move is from-square then to-square: `7g7f`; add `+` to promote (`8h2b+`) or `=` to decline. A drop is letter, `*`, square: `P*5e`. Short forms work when they name one move: `P7f`, `Px7f`, `+P7f`. Wa letters: K Crane King, E Cloud Eagle, F Flying Falcon, S Swallow's Wings, X Treacherous Fox, R Running Rabbit, W Violent Wolf, V Violent Stag, G Flying Goose, C Flying Cock, U Strutting Crow, L Swooping Owl, D Blind Dog, M Climbing Monkey, H Liberated Horse, O Oxcart, P Sparrow Pawn.
help-commands-head = **Commands**
help-commands-foot = Without `game`, a command acts on your only game in this channel (or this game's thread).
help-unknown-topic = I have no help on { $topic }. Try a piece name, `rules`, `notation` or `commands`.
help-piece = **{ $name }** { $name_ja } ({ $reading }) · { $game } · `{ $code }` · Betza `{ $betza }`
help-promotes-to = Promotes to **{ $name }** ({ $name_ja }).
help-promoted-piece = The promoted { $name }; captured, it goes to hand as a { $name }.
help-does-not-promote = Does not promote.
