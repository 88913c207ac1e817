# /help（日本語）。

help-overview = **washogi-bot** は **和将棋**（11×11、持ち駒なし・あり）と **将棋** の対局ボットです。
    • `/start`（対局）で相手に申し込みます（相手を指定しなければ誰でも受けられます）。相手が「受ける」を押すと対局開始です。
    • `/move`（指す）で指します。入力すると候補が出ます。`７六歩`、`同歩`、`7g7f`、`P*5e` のように書いてもかまいません。
    • `/board`（盤面）、`/games`（対局一覧）、`/resign`（投了）、`/export`（棋譜）。
    • `/help topic:` に駒の名前を入れるとその駒の動きを表示します。`rules`（ルール）、`notation`（表記）、`commands`（コマンド）もあります。
help-rules = **ルール概要** 先手（☗）から指します。自玉を取られる手（王手放置）は指せず、指せる手がなくなった側の負けです（詰み）。奥の3段が敵陣で、敵陣に入る・敵陣の中で動く・敵陣から出る手で成れます（行き所のない駒は必ず成ります）。**wa-drops** と **shogi** では取った駒が持ち駒になり、空いている升に打てます。ただし二歩、行き所のない駒を打つこと、打ち歩詰めは禁止です。同一局面が4回現れると千日手で引き分けですが、連続王手の千日手は王手をかけ続けた側の負けです。**wa-drops** では、両方の鶴玉が敵陣に入ったら、どちらからでも持将棋（引き分け）を宣言できます。
help-notation = **表記** 日本式の棋譜がそのまま使えます：`７六歩`、`76歩`、`同歩`、`５五角打`、`２二角成`、`３三桂不成`。返信の指し手は `▲７六歩(77)` のように移動元付きで書きます。英語式では、筋は先手から見て右から 1…、段は上から a… で、升目は `7g` や `11k`。指し手は移動元と移動先で `7g7f`、成りは `+`（`8h2b+`）、不成は `=`、打つ手は `P*5e`。和将棋の駒の文字と名前は `/help topic:` で駒ごとに確認できます。
help-commands = **コマンド** `/start opponent variant color days rated thread`（対局）· `/move move game`（指す）· `/resign game`（投了）· `/draw game`（引き分け）· `/takeback game`（待った、レーティング対象外の対局のみ）· `/board game flip`（盤面）· `/games user`（対局一覧）· `/export game format`（棋譜）· `/settings pieces notify thread`（設定）· `/help topic`（ヘルプ）。`game` を省くと、このチャンネル（または対局のスレッド）でのあなたの唯一の対局が対象になります。
help-unknown-topic = { $topic } についてのヘルプはありません。駒の名前、`rules`、`notation`、`commands` を試してください。
help-piece = **{ $name_ja }**（{ $reading }）{ $name } · { $game } · `{ $code }` · Betza `{ $betza }`
help-promotes-to = 成ると **{ $name_ja }**（{ $name }）になります。
help-promoted-piece = 成った{ $name_ja }です。取られると{ $name_ja }として持ち駒になります。
help-does-not-promote = 成りません。
