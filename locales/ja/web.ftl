# ウェブページ（src/web/）：サーバーの対局・ラダー・レーティング・大会・毎日の問題（閲覧のみ）。

web-home = washogi-bot で Discord 上で指された和将棋と将棋の対局です。サーバーのページは管理者が公開したときだけ表示されます（/settings web:on scope:server）。リンクはボットの投稿に付きます。
web-footer = 閲覧のみ · プレイヤーは Discord の表示名 · washogi-bot
web-server = サーバー
web-server-title = 対局・ラダー・大会
web-game-title = { $sente } 対 { $gote } · { $variant }
web-game-number = 対局 #{ $game }
web-board-alt = { $ply }手目の局面
web-start-position = 開始局面
web-move-caption = { $ply }手目（全{ $plies }手）：{ $japanese } · { $usi }
web-first = 開始局面へ（Home）
web-previous = 一手戻る（←）
web-next = 一手進む（→）
web-last = 最終局面へ（End）
web-pieces = 駒：
web-flip = 盤を反転
web-keys = ← → で一手ずつ
web-rated = レーティング対象
web-computer = コンピューター戦（レベル { $level }）
web-clock = 持ち時間 { $control }
web-days = 一手 { $days } 日
web-tournament-round = { $name }、第{ $round }回戦
web-analysis = 解析
web-graph = 各手の後の先手の勝率
web-accuracy = 精度 { $accuracy } · 疑問手 { $inaccuracies } · 悪手 { $mistakes } · 大悪手 { $blunders }
web-inaccuracy = 疑問手
web-mistake = 悪手
web-blunder = 大悪手
web-best-was = { $judgement }：最善手は { $best }
web-moves = 棋譜
web-start = 開始
web-downloads = ダウンロード
web-this-position = この局面
web-replay = 再生
web-ladders-and-ratings = ラダーとレーティング
web-game = 種目
web-ladder = ラダー
web-ratings = レーティング
web-ladder-places = 人
web-rated-players = 人
web-tournaments = 大会
web-winner = 優勝 { $winner }
web-round-of = 第{ $round }回戦（全{ $rounds }回戦）
web-daily-puzzles = 毎日の問題
web-recent-games = 最近の対局
web-no-games = まだ対局がありません。
web-playing = 対局中
web-finished = 終局
web-ladder-title = { $variant } ラダー
web-ladder-empty = まだ誰もいません。Discord で /ladder join。
web-ladder-description = ラダーに { $players } 人
web-player = プレイヤー
web-rating = レーティング
web-record = 勝–敗–分
web-away-until = { $date } まで不在
web-ratings-title = { $variant } レーティング
web-ratings-empty = まだレーティング対局がありません。
web-ratings-description = レーティング保持者 { $players } 人
web-tournament-open = 参加受付中
web-tournament-running = 対局中
web-tournament-finished = 終了
web-tournament-cancelled = 中止
web-starts = 開始 { $date }
web-players = 参加者
web-standings-after = { $round ->
    [0] 順位
   *[other] 第{ $round }回戦終了時の順位
}
web-points = 勝ち点
web-buchholz = ブッフホルツ（最低点除外）
web-sonneborn-berger = ゾンネボルン・ベルガー
web-direct-encounter = 直接対決
web-crosstable = 対戦表
web-round = 第{ $round }回戦
web-open-game = 棋譜
web-bye = 不戦（バイ）
web-leader = 首位：{ $player }
web-no-puzzles = まだ毎日の問題がありません。
web-solvers = { $count ->
    [0] まだ誰も解いていません。
   *[other] { $count } 人が正解。
}
web-solution = 正解
web-solution-tomorrow = 正解は翌日に公開されます。
web-solver = { $player }（{ $minutes } 分）
web-fastest = 最速：{ $solvers }
web-puzzles-description = 毎日の問題 { $days } 題

# エラーのページ：短い見出しと一文（読む人の Accept-Language の言語で）。
web-status-400 = 不正なリクエスト
web-status-400-text = このアドレスは読み取れません。
web-status-404 = 見つかりません
web-status-404-text = このページは存在しないか、サーバーが非公開にしています。
web-status-405 = 読み取り専用
web-status-405-text = これらのページは閲覧のみできます。
web-status-414 = アドレスが長すぎます
web-status-414-text = このアドレスは長すぎます。
web-status-500 = 問題が発生しました
web-status-500-text = こちら側で問題が発生しました。
web-status-503 = 混雑しています
web-status-503-text = 対局を見ているページが多すぎます。しばらくしてからお試しください。
