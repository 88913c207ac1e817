# 指せない手・読めない手の説明。駒・升目・ゲーム名はこの言語で書かれた引数です。

illegal-off-board = その升目は { $files }×{ $files } の盤の外です。
illegal-no-piece = { $square } に駒はありません。
illegal-not-your-piece = { $square } の駒はあなたの駒ではありません。
illegal-own-piece-there = { $square } には自分の駒があります。自分の駒は取れません。
illegal-cannot-move-there = あなたの{ $piece }は { $to } へは動けません。
illegal-cannot-promote = { $piece }は成れません。
illegal-promote-outside-zone = { $piece }が成れるのは、敵陣（奥の{ $ranks }段）に入る・敵陣の中で動く・敵陣から出る手だけです。
illegal-must-promote = { $piece }は { $to } では成らなければなりません（不成ではそれ以上動けません）。成るには + を付けてください。
illegal-no-drops = { $variant }には持ち駒がありません。
illegal-not-in-hand = 持ち駒に{ $piece }はありません。
illegal-square-occupied = { $square } には駒があります。持ち駒は空いている升にしか打てません。
illegal-drop-nowhere = { $piece }を { $to } に打つことはできません（行き所のない駒）。
illegal-two-pawns = 二歩です。その筋（{ $file }筋）にはすでに成っていない{ $piece }があります。
illegal-pawn-drop-mate = { $piece }を打って詰ますことはできません（打ち歩詰め）。
illegal-leaves-king-in-check = その手では{ $king }が取られてしまいます（王手放置）。
illegal-still-in-check = { $king }に王手がかかっています。その手では王手を防げません。
illegal-game-over = 対局はすでに終わっています。
notation-empty = 指し手を入力してください（例：7g7f、７六歩）。
notation-too-long = 指し手としては長すぎます。
notation-unreadable = { $text } は指し手として読めません。{ $board }（移動元・移動先）、成りは { $promotion }、打つ手は { $drop } のように、または ７六歩 のように書いてください。
notation-no-such-square = { $text } は升目ではありません。筋は 1–{ $files }、段は a–{ $last_rank } です。
notation-no-such-piece = { $text } は{ $variant }の駒の文字ではありません。使える文字は { $letters } です。
input-no-match = その手を指せる駒がありません：{ $to } に行ける{ $piece }はありません。
input-wrong-piece = { $square } にあなたの{ $piece }はありません。
input-ambiguous = 複数の手が考えられます。どれか指定してください：
