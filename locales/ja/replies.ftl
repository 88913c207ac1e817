# ボットの返信（日本語）。各 id は ../en/replies.ftl と対になっています。
# 人・時刻・チャンネルは書き上がった形で引数として渡されます（表示は各フロントエンドが決めます）。

## 対局と場所

game-damaged = 対局 #{ $game } の記録が壊れていて読み込めません。
no-such-game = このサーバーに対局 #{ $game } はありません。
no-game-here = このチャンネルで進行中のあなたの対局はありません。/start で始めるか、対局番号を指定してください。
several-games-here = このチャンネルにはあなたの対局が複数あります（{ $games }）。game オプションでどれか指定してください。
server-only = このコマンドはボットを追加したサーバーでだけ使えます（ラダー・大会・毎日の詰将棋・設定はサーバーごとのものです）。そのようなサーバーのチャンネルで使ってください（管理者はプロフィールの「アプリを追加」からボットを追加できます）。
start-needs-company = ここはあなたとボットだけなので、相手はボットだけです：`/start opponent:` にボットを指定してください（`level:` 1〜8）。人と対局するには、ボットをアカウントに追加し（プロフィールの「アプリを追加」→ ユーザーインストール）、相手とのDMやグループDM、またはボットのいるサーバーで `/start opponent:` に相手を指定してください。
start-not-public = このサーバーでは、あなたが追加したアプリの返信はあなたにしか見えません（「外部のアプリを使用」の権限がオフです）。そのため対局の申し込みは誰にも見えません。DMやグループDMで対局するか、管理者にボットをサーバーへ追加してもらってください。
answer-missing = 完了しましたが、表示するものがありません。/board で局面を確認できます。
posted-elsewhere = { $channel } に投稿しました。
button-unknown = このボタンはもう使えません。
store-failure = 申し訳ありません、こちら側で問題が起きました。何も変更されていません。もう一度お試しください。
variant-wa = 和将棋
variant-wa-drops = 和将棋（持ち駒あり）
variant-shogi = 将棋
days = { $n }日
more-lines = …ほか { $n } 行。
list-more = …ほか { $n } 件。

## 指し手・投了・盤面

game-already-over = 対局 #{ $game } はすでに終わっています。
not-your-game = あなたは対局 #{ $game } の対局者ではありません。
not-your-turn = 対局 #{ $game } はあなたの手番ではありません。{ $waiting } さんの指し手を待っています。
computer-thinking = 🤖 考え中…
move-stale = 指している間に対局 #{ $game } の局面が変わりました。/board で確認してからもう一度どうぞ。
move-played = **対局 #{ $game }** · { $who }：{ $words }（`{ $usi }`）
move-check = **王手！**
move-your-turn = { $next } さんの手番です。期限 { $due }。
move-their-turn = { $next } の手番です。
resign-confirm = { $opponent } さんとの対局 #{ $game } を投了しますか？ 取り消しはできません。
button-resign = 投了する
button-keep-playing = 対局を続ける
button-replay = 再生（GIF）
button-web-page = ウェブで見る
game-changed = その間に対局 #{ $game } が変わりました。
game-changed-maybe-over = その間に対局 #{ $game } が変わりました。すでに終局しているかもしれません。
game-changed-look = その間に対局 #{ $game } が変わりました。/board で確認してからもう一度どうぞ。
takeback-computer-moved = 対局 #{ $game } では依頼の間にコンピューターが指したため、何も戻していません。もう一度 /takeback で自分の手と応手を戻せます。
resigned = **対局 #{ $game }** · { $loser } さんが投了しました。{ $winner } さんの勝ちです！🎉
resigned-you = 対局 #{ $game } を投了しました。
resign-kept = 対局 #{ $game } を続けましょう。
move-with-usi = { $words }（`{ $usi }`）
board-last-move = 最終手：{ $words }
result-checkmate = **詰み** — { $winner } さんの勝ちです！🎉
result-no-moves = { $loser } さんは指せる手がなく負けです — { $winner } さんの勝ち！🎉
result-repetition = 同一局面が4回現れました。**千日手**で引き分けです。
result-perpetual-check = 連続王手の千日手です。{ $loser } さんの反則負け、{ $winner } さんの勝ちです！🎉
status-active = **対局 #{ $game }** · { $variant } · { $sente } ☗ 対 { $gote } ☖ · { $number }手目：{ $to_move } の手番
status-in-check = （王手）
status-due = 、期限 { $due }
status-clocks = {" "}· 持ち時間 { $control }：☗ { $sente } · ☖ { $gote }
sentence-end = 。
status-finished = **対局 #{ $game }** · { $variant } · { $sente } ☗ 対 { $gote } ☖ · { $ended }。
ended-won = { $winner } の勝ち（{ $how }）
ended-drawn = 引き分け（{ $how }）
ended-over = 終局
ended-aborted = 中止（初手の前に持ち時間が切れたため、レーティング対象外）
ending-checkmate = 詰み
ending-no-moves = 合法手なし
ending-repetition = 千日手
ending-perpetual-check = 連続王手の千日手
ending-resignation = 投了
ending-timeout = 時間切れ
ending-agreement = 合意
ending-impasse = 持将棋
ending-adjudication = 回戦期限での判定
ending-aborted = 初手前の中止

## 指し手の選択（盤面の「指す」ボタン）

button-move = 指す
button-type-move = 指し手を入力
button-offer-draw = 引き分けを提案
button-ask-resign = 投了
form-move-title = 対局 #{ $game } のあなたの手
form-move-label = 指し手
form-move-placeholder = 7g7f、P-7f、７六歩 など
form-moved-on = この盤面の後、対局 #{ $game } は進んでいる（または終わっている）ため、指し手は指されていません。最新の盤面のボタンを使ってください。
form-late = 対局 #{ $game } の入力欄を開くのが間に合いませんでした。もう一度「指し手を入力」を押すか、/move を使ってください。
picker-choose-piece = **対局 #{ $game }** · あなたの手番です。動かす駒を選んでください。
picker-page = { $pages } ページ中 { $page } ページ目。
picker-placeholder-piece = 駒を選ぶ…
picker-option-piece = { $glyph } { $name } · { $square }
picker-option-hand = { $glyph } { $name } · 持ち駒（×{ $count }）
picker-option-moves = 移動先 { $n } か所
picker-choose-target = **対局 #{ $game }** · { $square }の{ $piece }：移動先を選んでください（{ $n } か所に印）。
picker-choose-drop = **対局 #{ $game }** · 持ち駒の{ $piece }：打つ場所を選んでください（{ $n } か所に印）。
picker-placeholder-target = 移動先を選ぶ…
picker-option-to = → { $square }
picker-takes = { $piece }を取る
picker-must-promote = { $piece }に成る
picker-may-promote = { $piece }に成れる
picker-promote-question = **対局 #{ $game }** · { $words }：{ $promoted }に成りますか？
button-promote = 成る（{ $piece }）
button-no-promote = 不成
button-other-piece = 別の駒
button-previous-page = ◀ 前へ
button-next-page = 次へ ▶
picker-played = 対局 #{ $game }：{ $words } と指しました。
picker-moved-on = この盤面の後、対局 #{ $game } は進んでいます。現在の局面です。指し手は指されていません。
picker-no-such-choice = それは今の対局 #{ $game } の指し手ではありません。最新の盤面の「指す」を押してください。

## 対局の申し込み

start-days-range = 1手あたりの日数は1から14までです。
start-clock-and-days = 対局は持ち時間制（`clock`）か通信対局（`days`）のどちらかです。どちらか一方を外してください。
clock-unreadable = 持ち時間「{ $text }」が読めません。`10+30`（10分、その後1手30秒）、`10+30x3`（30秒の秒読み3回）、`0+30`（1手30秒）、`5|3`（5分、1手ごとに3秒加算）、`15`（15分切れ負け）のように書いてください。
clock-main-too-long = 持ち時間は最大{ $most }分です。
clock-move-too-long = 秒読みと加算は最大{ $most }秒です。
clock-periods = 秒読みの回数は1から{ $most }までです。
clock-no-time = その設定では持ち時間がありません。`10+30` のように持ち時間か秒読みを指定してください。
start-self = 自分自身には申し込めません。相手を指定しなければ、誰でも受けられる公開の申し込みになります。
start-other-bot = ほかのボットは対局できません。人か私（コンピュータ）を指定するか、相手を指定せずに公開で申し込んでください。
start-level-without-computer = レベルは私（コンピュータ）と対局するときのものです。相手に私を指定してください。
start-handicap-and-sfen = 駒落ちと開始局面（sfen）は同時に指定できません。どちらか一方にしてください。
start-handicap-shogi-only = 駒落ちは本将棋だけです。variant:shogi を指定してください。
start-bad-sfen = その局面からは{ $variant_id ->
        [wa] { variant-wa }
        [wa-drops] { variant-wa-drops }
       *[shogi] { variant-shogi }
    }を始められません：{ $error }
start-position-no-moves = その局面では手番側に指せる手がありません。始まる前に対局が終わってしまいます。
ladder-no-computer = コンピュータはラダーに参加していません。/start で申し込んでください。
ladder-usual-start = ラダーの対局は平手の初期局面から始まります。
terms = **{ $variant }**・{ $pace }・{ $rated ->
        [yes] レーティング対象
       *[no] レーティング対象外
    }・{ $colour ->
        [sente] 申込者が先手 ☗
        [gote] 申込者が後手 ☖
       *[random] 先後は振り駒
    }
terms-handicap = **{ $variant }**・{ $pace }・レーティング対象外・{ $handicap_ja }：{ $giver ->
        [challenged] 申し込まれた側
       *[challenger] 申込者
    }が上手（後手 ☖）で先に指します
terms-from-position = ・開始局面 `{ $sfen }`
terms-thread = ・🧵 スレッドで対局
terms-ladder = ・🪜 ラダー対局
pace-days = 1手{ $days }
pace-clock = ⏱ 持ち時間 { $clock }
challenge-directed = **申し込み #{ $challenge }** · { $challenger } さんが { $opponent } さんに対局を申し込みました：{ $terms }。
challenge-directed-prompt = { $opponent } さん、下のボタンで受けるか断ってください。期限 { $expires }。
challenge-open = **申し込み #{ $challenge }** · { $challenger } さんが対局相手を募集しています：{ $terms }。
challenge-open-prompt = このチャンネルの誰でも受けられます。期限 { $expires }。
challenge-none = 申し込み #{ $challenge } はありません。
challenge-none-here = このサーバーに申し込み #{ $challenge } はありません。
challenge-has-expired = 申し込み #{ $challenge } は期限切れです。/start で新しく申し込んでください。
challenge-already-accepted-game = 申し込み #{ $challenge } はすでに受けられています（対局 #{ $game }）。
challenge-already-accepted = 申し込み #{ $challenge } はすでに受けられています。
challenge-not-open-was = 申し込み #{ $challenge } はもう受け付けていません（{ $status ->
        [declined] 断られました
        [cancelled] 取り消されました
        [expired] 期限切れです
        [accepted] 受けられました
       *[other] { $status }
    }）。
challenge-own = 自分の申し込みは受けられません。取り消すには「取り消す」を押してください。
challenge-only-opponent-accepts = 申し込み #{ $challenge } を受けられるのは { $opponent } さんだけです。
bots-cant-play = ボットは対局できません。
challenge-bad-position = この申し込みの開始局面が読み込めません。
challenge-taken = 申し込み #{ $challenge } は、たった今ほかの人が受けました。
game-start-handicap = ・{ $handicap_ja }
game-start-from-position = ・指定局面から
game-begins = **対局 #{ $game }** · { $variant } 開始：{ $sente } ☗ 先手 対 { $gote } ☖ 後手{ $how }・{ $pace }・{ $rated ->
        [yes] レーティング対象
       *[no] レーティング対象外
    }。
game-first-move = { $first } さんから指してください。期限 { $due }。
challenge-accepted = **申し込み #{ $challenge }** · { $terms } — { $who } さんが受けました：対局 #{ $game }。
challenge-only-challenger-cancels = 申し込み #{ $challenge } を取り消せるのは { $challenger } さんだけです。
challenge-only-opponent-declines = 申し込み #{ $challenge } を断れるのは { $opponent } さんだけです。
challenge-open-no-decline = 公開の申し込みは断れません。そのままにしておけば期限切れになります。
challenge-no-longer-open = 申し込み #{ $challenge } はもう受け付けていません。
challenge-closed = **申し込み #{ $challenge }** · { $variant } — { $who } さんが{ $verb ->
        [cancelled] 取り消しました
       *[declined] 断りました
    }。
challenge-expired = **申し込み #{ $challenge }**（{ $challenger } さん）· { $variant } — 応答がなく期限切れになりました。
challenge-expired-forfeit = **申し込み #{ $challenge }** は応答がなく期限切れになりました。
button-accept = 受ける
button-decline = 断る
button-cancel = 取り消す

## 持ち時間

timeout-too-late = 時間切れです。{ $loser } さんの指し手は期限を過ぎていたため、時間切れ負けとなります。
timeout-no-move = { $loser } さんが期限までに指さなかったため、時間切れ負けです。
timeout = **対局 #{ $game }** · { $what } { $winner } さんの勝ちです！🎉
timeout-aborted = **対局 #{ $game }** は中止です。{ $player } さんの初手の前に持ち時間が切れました。勝敗なし、レーティング対象外です。
reminder = ⏰ { $player } さん、対局 #{ $game } の手番です。期限 { $due } — { $status }

## 引き分け

draw-offer-accepted = **対局 #{ $game }** · 引き分けの提案が受け入れられました。
draw-no-offer-from = 対局 #{ $game } に { $opponent } さんからの引き分けの提案はありません。
draw-impasse = **対局 #{ $game }** · { $player } さんが持将棋を宣言しました。両方の鶴玉が敵陣に入っています。**引き分け**です。
draw-accepts = **対局 #{ $game }** · { $player } さんが { $opponent } さんの引き分けの提案を受けました。**引き分け**です。
draw-already-offered = 対局 #{ $game } ではすでに引き分けを提案しています。{ $opponent } さんが応じるか指すまで有効です。
draw-computer-accepts = **対局 #{ $game }** · { $player } さんが引き分けを提案し、🤖 { $computer } が受けました。**引き分け**です。
draw-computer-declines = **対局 #{ $game }** · { $player } さんが引き分けを提案しましたが、🤖 { $computer } は断って対局を続けます。
draw-offered = **対局 #{ $game }** · { $player } さんが引き分けを提案しました。{ $opponent } さん、ボタンか /draw で受けられます。指し手を指すと断ったことになります。
button-accept-draw = 引き分けを受ける
draw-declined = **対局 #{ $game }** · { $player } さんが引き分けの提案を断りました。対局を続けてください。
draw-own-offer = それはあなた自身の提案です。相手が応じるまで有効です。
draw-no-offer = 対局 #{ $game } に引き分けの提案はありません。

## 一覧

games-none-of = { $player } さんの進行中の対局はこのサーバーにありません。
games-none = このサーバーで進行中の対局はありません。/start で始めましょう！
games-of = { $player } さんの進行中の対局：
games-here = このサーバーで進行中の対局：
choice-game = #{ $game } · { $variant } 対 { $opponent } · { $turn ->
        [yours] あなたの手番
       *[theirs] 相手の手番
    }

## 設定

pieces-kanji = 漢字
pieces-letters = アルファベット（駒ごとに文字と動きを描きます）
pieces-kanji-not-chosen = 漢字（未設定）
notify-channel = 対局のチャンネルでメンション
notify-dm = ダイレクトメッセージ（局面へのリンク付き）
thread-own = 対局ごとのスレッド
thread-channel = 申し込んだチャンネル
settings-not-chosen = （サーバーの既定値。まだ選んでいません）
settings-admin-only = サーバーの既定値を変えられるのは管理者（サーバー管理権限）だけです。自分の設定は scope なしの /settings pieces:… notify:… thread:… で変えられます。
settings-notify-not-for-servers = 手番の通知は各プレイヤーが選ぶものです（scope なしの /settings notify:…）。サーバーの既定値はありません。
settings-pieces-set = あなた向けの盤面を{ $pieces }で描くようにしました（相手が指したあと、/board、再生で）。1枚だけ別の駒で見るには /board pieces:… を使ってください。
settings-notify-dm-set = あなたの手番になったら、チャンネルでメンションする代わりにダイレクトメッセージ（局面へのリンク付き）でお知らせします。DM が受け取れない場合は、チャンネルで一度そう伝えてからメンションに戻します。
settings-notify-channel-set = あなたの手番になったら、対局のチャンネルでメンションします。
settings-thread-set = あなたの申し込みの対局は、これから{ $place }で行います（/start で別に指定しない限り）。
settings-yours = あなたの設定：
settings-yours-pieces = • 駒：{ $pieces }{ $chosen }
settings-yours-notify = • 手番の通知：{ $notify }
settings-yours-thread = • 申し込んだ対局の場所：{ $place }{ $chosen }
settings-yours-change = /settings pieces:… notify:… thread:… で変えられます。
settings-server-pieces-set = このサーバーでは、駒を選んでいないプレイヤーの盤面を{ $pieces }で描くようにしました。
settings-server-thread-set = このサーバーの対局は、申込者が別に選ばない限り{ $place }で行います。
settings-thread-permissions = 「公開スレッドの作成」と「スレッドでメッセージを送信」の権限が必要です。
settings-server = このサーバーの既定値：
settings-server-pieces = • 駒：{ $pieces }
settings-server-thread = • 対局の場所：{ $place }
settings-web-server-only = ウェブページはサーバーの設定です：管理者（サーバー管理権限）が /settings web:on scope:server で公開します。
settings-server-web-on = このサーバーの対局・ラダー・レーティング・大会・毎日の問題をウェブで公開しました。閲覧のみで、プレイヤーは表示名で示し、各対局のアドレスは推測できません。DMの対局は公開されません。/settings web:off scope:server で非公開に戻せます。
settings-server-web-at = ページ：{ $url }
settings-server-web-off = このサーバーのページを非公開に戻しました。「見つかりません」と表示されます。
settings-server-web-shown = • ウェブページ：公開（/settings web:off scope:server で非公開）
settings-server-web-private = • ウェブページ：非公開（/settings web:on scope:server で公開）

## コンピュータ

computer-unavailable = ここでは対局できません。
computer-level-range = コンピュータのレベルは1（初心者でも勝てる）から8（全力）までです。
computer-moves-first = 🤖 { $computer } が先に指します。考え中…
computer-game-begins = **対局 #{ $game }** · { $variant } 開始：{ $sente } ☗ 先手 対 { $gote } ☖ 後手、コンピュータ（レベル{ $level }）との対局です（レーティング対象外・{ $pace }）。

## 棋譜

export-record = **対局 #{ $game }** · { $format } 形式の棋譜（{ $moves }手）。
export-replay = **対局 #{ $game }** · 再生（{ $moves }手）。
export-replay-last = **対局 #{ $game }** · 全{ $total }手のうち最後の{ $moves }手の再生です（全体では { $size } になり、このサーバーのアップロード上限 { $limit } を超えるため）。
replay-too-large = 対局 #{ $game } の再生は、最後の1手だけでもこのサーバーのアップロード上限 { $limit } に収まりません。
replay-failed = 申し訳ありません、再生を作れませんでした。もう一度お試しください。

## 読み取れなかったオプション

option-unreadable = そのコマンドのオプション `{ $option }` を読み取れなかったため、何もしていません。Discord の候補から選び直してください。
interaction-unreadable = そのコマンドを読み取れなかったため、何もしていません。もう一度お試しください。
option-user-missing = `{ $option }` に指定されたユーザーが見つかりません。Discord の候補から選んでください。
option-bad-choice = `{ $option }` は次のどれかです: { $choices }。
option-bad-colour = 手番は random、sente、gote のどれかです。
option-bad-level = レベルは1から8までです。
option-ladder-opponent = 挑戦する相手を指定してください：/ladder challenge opponent:@相手
option-ladder-remove-user = 外す人を指定してください：/ladder remove user:@相手
option-ladder-away-days = 期間を指定してください：/ladder away days:7
option-ladder-subcommand = /ladder join、leave、standings、challenge、away、history、close-season、settings、remove のどれかを使ってください。
command-unknown = /{ $command } というコマンドはもうありません。

## 待った

takeback-rated = 対局 #{ $game } はレーティング対象です。待ったができるのはレーティング対象外の対局だけです（レーティング対象の対局とラダー対局では指した手は取り消せません）。
takeback-nothing = 対局 #{ $game } ではまだ指していないので、待ったする手がありません。
takeback-computer = **対局 #{ $game }** · { $player } さんが待ったしました（{ $what }）。🤖 { $computer } は気にしません。
takeback-already-asked = 対局 #{ $game } ではすでに { $opponent } さんに待ったを頼んでいます。相手が応じるか指すまで有効です。
takeback-asked-you = 対局 #{ $game } で { $opponent } さんがあなたに待ったを頼んでいます。先にその依頼のボタンで答えてください。
takeback-asks = **対局 #{ $game }** · ↩️ { $player } さんが待ったを頼んでいます（{ $what }）。{ $opponent } さん、よろしいですか？ 代わりに指すと断ったことになります。
button-take-back = 待ったを認める
takeback-players-only = 答えられるのは対局 #{ $game } の対局者だけです。
takeback-lapsed = **対局 #{ $game }** · 対局が進んだため、この待ったの依頼は無効になりました。
takeback-own = これはあなた自身の依頼です。答えるのは { $opponent } さんです。
takeback-withdrawn = **対局 #{ $game }** · { $player } さんが待ったの依頼を取り下げました。対局を続けてください。
takeback-declined = **対局 #{ $game }** · { $player } さんが待ったを断りました。指し手はそのままです。
takeback-agreed = **対局 #{ $game }** · { $player } さんが認めました。{ $requester } さんが待ったします（{ $what }）。
takeback-agreed-by = **対局 #{ $game }** · ↩️ { $player } さんが待ったを認めました。
takeback-record-missing = 対局 #{ $game } の記録から指し手が1つ欠けています。
takeback-game-gone = 対局 #{ $game } はもうありません。
takeback-last-move = 最後の手 { $usi }
takeback-move-and-reply = 自分の手 { $usi } と { $replier } さんの応手 { $reply }

## スレッドとダイレクトメッセージ

thread-name = 対局 #{ $game } · { $sente } 対 { $gote }（{ $variant }）
thread-played-in = 🧵 対局は { $thread } で行います。
thread-refused = _（この対局のスレッドを作れなかったので、ここで対局します。サーバー管理者が「公開スレッドの作成」と「スレッドでメッセージを送信」の権限を与えてくれればスレッドを使えます。）_
your-opponent = 相手
dm-reminder = ⏰ お知らせ：{ $against } さんとの対局 #{ $game }（{ $variant }）はあなたの手番です
dm-your-move = { $against } さんとの対局 #{ $game }（{ $variant }）はあなたの手番です
dm-closed = _（ダイレクトメッセージを送れませんでした。DM が受け取れない設定のようです。これからはここでメンションします。DM を受け取れるようにしたら /settings notify:dm でどうぞ。）_
thread-result = **対局 #{ $game }** · { $variant } · { $sente } ☗ 対 { $gote } ☖ · { $ended } — { $thread } にて。

## レーティングとラダー

rating-title = **{ $user } さんのレーティング**
rating-rated = レーティング **{ $rating }** · { $wins }勝 { $losses }敗 { $draws }分
rating-unrated = レーティング対局はまだありません
rating-ladder-place = { " " }· ラダー { $size }人中 { $place }位
rating-line = { $variant }：{ $rating }{ $ladder }
rating-pool = { $variant } · { $speed }
speed-bullet = ブレット
speed-blitz = ブリッツ
speed-rapid = ラピッド
speed-classical = クラシック
speed-correspondence = 通信将棋
rating-none = { $user } さんはこのサーバーでまだレーティング対局がなく（全員 1500 ± 350 から始まります）、ラダーにも参加していません。
ladder-joined = { $user } さんが{ $variant }のラダーに { $place }位で参加しました。/ladder challenge で { $reach }つ上までの相手に挑戦できます。
ladder-already-on = あなたはこのサーバーの{ $variant }のラダーにすでに参加しています。
ladder-left = { $user } さんが{ $variant }のラダーを抜けました（{ $place }位でした）。下の人が一つずつ上がります。
ladder-not-on = あなたはこのサーバーの{ $variant }のラダーに参加していません。
ladder-remove-admin-only = ラダーから参加者を外せるのはサーバー管理者（サーバー管理権限）だけです。
ladder-removed = { $admin } さんが { $user } さんを{ $variant }のラダーから外しました（{ $place }位でした）。
ladder-user-not-on = { $user } さんは{ $variant }のラダーに参加していません。
ladder-empty = { $variant }のラダーにはまだ誰もいません。最初の一人にどうぞ：/ladder join variant:{ $id }
ladder-standings-title = 🪜 **{ $variant }のラダー** · 第{ $season }シーズン
ladder-standings-legend = 順位 · 名前 · レーティング · ラダー勝敗 · ↑ 挑戦できる順位
ladder-unrated = 未対局
ladder-away-till = { " " }· { $until } まで不在
ladder-join-first = 先に{ $variant }のラダーに参加してください：/ladder join variant:{ $id }
ladder-not-above = { $user } さんは { $theirs }位で、あなた（{ $mine }位）より上ではありません。もっと上の人に挑戦してください。
ladder-too-far = { $user } さんはあなたより { $n }つ上です。挑戦できるのは { $reach }つ上までです。
ladder-pairing-open = { $user } さんとは{ $variant }のラダーですでに申し込みか対局があります。先にそちらを終えてください。
ladder-challenge = **申し込み #{ $challenge }** · { $challenger } さんが { $opponent } さんにラダー対局を申し込みました：{ $terms }。
ladder-challenge-prompt = { $opponent } さん、{ $by }（{ $expires }）までに受けてください。{ $away }断るか期限切れにするとラダーの負けになり、{ $challenger } さんがあなたの順位に入ります（レーティングは変わりません）。
ladder-challenge-away = { $until } まで休暇中なので、それまで待ちます。
ladder-forfeit-moved = 🪜 { $opponent } さんが{ $how ->
        [declined] 申し込みを断った
       *[expired] 申し込みを期限切れにした
    }ため、ラダーの負けです。{ $challenger } さんが{ $variant }のラダーで { $place }位に入ります。
ladder-forfeit-stays = 🪜 { $opponent } さんが{ $how ->
        [declined] 申し込みを断った
       *[expired] 申し込みを期限切れにした
    }ため、ラダーの負けです（順位がすでに変わっていたので、誰も動きません）。
settled-ratings = { $variant }のレーティング：{ $sente } さん { $sente_rating }、{ $gote } さん { $gote_rating }。
settled-ladder = 🪜 { $winner } さんが { $loser } さんから{ $variant }のラダーの { $place }位を奪いました！
ladder-away-range = 一度に不在にできるのは 1〜{ $max }日です。
ladder-no-seasons = { $variant }のラダーにはまだ終わったシーズンがありません。今は第1シーズンです。
ladder-history-title = 📜 **{ $variant }のラダー · 過去のシーズン**（現在は第{ $season }シーズン）
ladder-history-season = **第{ $season }シーズン**（{ $closed } 終了）：{ $podium }
ladder-close-admin-only = ラダーのシーズンを終えられるのはサーバー管理者（サーバー管理権限）だけです。
ladder-close-empty = { $variant }のラダーには誰もいないので、終えるシーズンがありません。
ladder-season-closed = 🏁 **{ $variant }のラダー · 第{ $season }シーズン終了**（{ $admin } さんが終えました）。最終順位：
ladder-next-season = { $reset ->
        [yes] 第{ $season }シーズンが始まります。順位はレーティング順に並べ直しました。勝敗はリセットされます。
       *[no] 第{ $season }シーズンがこの順位のまま始まります。勝敗はリセットされます。
    }
ladder-settings = ゲームを指定しないラダーのコマンドは **{ $variant }** を対象にします。ラダーの申し込みを受ける期限は { $days }です。
ladder-settings-saved = 保存しました。{ $settings }
ladder-settings-admin-only = ラダーの設定を変えられるのはサーバー管理者（サーバー管理権限）だけです。
ladder-accept-days-range = ラダーの申し込みを受ける期限は 1〜14日で指定してください。
replay-drawn = 引き分け（{ $how }）

## 検討とヒント

button-analyse = 検討
analysis-game-ongoing = 対局 #{ $game } はまだ対局中です。終局後に検討できます。
analysis-no-moves = 対局 #{ $game } には検討する指し手がありません。
analysis-already-running = 対局 #{ $game } はすでに検討中です。進み具合は { $channel } に表示されています。
analysis-missing = 対局 #{ $game } はまだ検討されていません。/analyse で依頼してください。
analysis-waiting = 対局 #{ $game } を検討中 · 順番待ち：{ $place } 番目
analysis-progress = 対局 #{ $game } を検討中 · { $done }/{ $total } { $bar }
analysis-failed = 申し訳ありません、対局 #{ $game } の検討に失敗しました。見つかった評価は保存されています。/analyse でもう一度どうぞ。
analysis-title = **対局 #{ $game } の検討** · { $variant } · { $sente } 対 { $gote }
analysis-player = { $mark } { $player }：正確度 **{ $accuracy } %** · 疑問手 { $inaccuracies } · 悪手 { $mistakes } · 大悪手 { $blunders }
analysis-clean = 疑問手・悪手・大悪手はありません。きれいな対局です。
analysis-worst = 悪かった手：ボタンを押すと局面を表示します。
analysis-worst-button = { $ply } 手目 { $mark } · { $class }
analysis-graph-title = 対局 #{ $game } · { $variant }
analysis-class-inaccuracy = 疑問手
analysis-class-mistake = 悪手
analysis-class-blunder = 大悪手
analysis-move = **対局 #{ $game } · { $ply } 手目** · { $mark } { $player }：{ $played } は{ $class }（勝率 { $before } % → { $after } %）。
analysis-reason-mate-lost = 詰みを逃しました。
analysis-reason-mate-created = この手の後、相手に詰みがあります。
analysis-best = 最善手：{ $best }。読み筋：{ $line }
hint-people-only = ヒントはコンピューターとの対局だけで使えます。対局 #{ $game } は人同士の対局です。
hint-not-your-game = あなたは対局 #{ $game } の対局者ではありません。
hint-not-your-turn = 対局 #{ $game } はあなたの手番ではありません。
hint-failed = 申し訳ありません、ヒントを見つけられませんでした。もう一度どうぞ。
hint-move = 対局 #{ $game } のヒント：{ $best }（指した後の勝率 { $win } %）。
hint-mate = { $moves } 手で詰みます。
hints-taken = この対局ではヒントを { $hints } 回使いました。

## 問題

button-solve = 解く
puzzle-side-sente = 先手
puzzle-side-gote = 後手
puzzle-goal-mate = { $moves } 手で詰み
puzzle-goal-no-moves = { $moves } 手で{ $defender }の指せる手をなくす
puzzle-goal-material = 駒得
puzzle-goal-promotion = 成って勝ち
puzzle-statement = { $side }番：{ $goal }。
puzzle-tsume = 攻め方の手はすべて王手です（詰将棋）。
puzzle-no-moves = 王手でなくてもかまいません。指せる手がない側の負けです。
puzzle-intro = **問題 { $puzzle }** · { $variant } · レーティング { $rating } — { $statement }
puzzle-how = `/puzzle move:` で答えてください（/move と同じ書き方）。
puzzle-none-left = その種類の { $variant } の問題はすべて挑戦済みです。別のテーマかゲームでどうぞ。
puzzle-abandoned = 問題 { $puzzle } は不正解として数えました。
puzzle-none-open = 解きかけの問題はありません。/puzzle で出題します。
puzzle-changed = その間に問題が進みました。直前の解答を確認してください。
puzzle-right = ✅ { $played } — 正解！ 応手：{ $reply }。あなたの番です。
puzzle-solved = 🎉 { $played } — 解けました！
puzzle-wrong = ❌ { $played } ではありません。正解は { $expected }。手順：{ $solution }。
puzzle-rating = あなたの { $variant } 問題レーティング：{ $rating }。
puzzle-daily-admin = 毎日の問題を設定できるのはサーバー管理権限のあるメンバーだけです。
puzzle-daily-hour = 時刻は 0〜23（UTC）です。
puzzle-daily-off = 毎日の問題を止めました。
puzzle-daily-on = 毎日 { $hour }:00 UTC に { $channel } へ問題を出します。次は { $next }。
puzzle-daily-post = 🧩 **今日の問題** · { $date } · { $statement }
    「解く」を押して挑戦（解答はあなたにだけ見えます）。解けた人：{ $solvers } 人。
puzzle-daily-over = その問題は終わりました。答えは投稿にあります。
puzzle-daily-solved-already = その問題はもう解いています。
puzzle-daily-streak = 今日の問題：{ $days } 日連続で正解。
puzzle-daily-reveal = 🧩 **今日の問題** · { $date } — 正解：{ $solution }。解けた人：{ $count } 人。
puzzle-daily-fastest = 早かった人：{ $solvers }
puzzle-daily-solver = { $player }（{ $minutes } 分）
rating-puzzles = 問題：{ $ratings }
rating-puzzle = { $variant } { $rating }（正解 { $solved }、不正解 { $failed }）

## 大会

option-tournament-name = `name:` で大会の名前を付けてください。
option-tournament-subcommand = 大会の操作を選んでください：作成、開始、参加、退出、順位表、組み合わせ、履歴。
takeback-tournament = 対局 #{ $game } は大会の対局なので待ったはできません。
button-join = 参加
button-leave = 退出
tournament-admin = 大会を作成・開始できるのはサーバー管理権限（または大会ロール）のあるメンバーだけです。
tournament-role-admin = 大会ロールを決められるのはサーバー管理権限のあるメンバーだけです。
tournament-role-server = 大会ロールはサーバーごとの設定です。サーバーで使ってください。
tournament-role-set = これから { $role } のメンバーも、サーバー管理権限のあるメンバーと同じく大会を作成・開始できます。
tournament-role-cleared = これから大会を作成・開始できるのはサーバー管理権限のあるメンバーだけです。
tournament-round-days = 回戦期限は 1〜60 日です。
tournament-round-deadline = 回戦期限 { $due }：その時点で終わっていない対局は判定します（エンジンが局面を評価：明らかな勝ちでなければ引き分け）。
tournament-game-start = 🏆 **{ $name }** · { $round } 回戦 第 { $board } 局 · 対局 #{ $game }
    { $sente } ☗ 対 { $gote } ☖ — { $first } さんの手番、期限 { $due }。
tournament-adjudicated = { $name } の対局 #{ $game } は回戦期限に終わっていませんでした：{ $verdict }（エンジンの評価では手番の { $mover } さんの勝率 { $chance }%）。
tournament-adjudicated-win = 判定で { $winner } さんの勝ち
tournament-adjudicated-draw = 判定で引き分け
tournament-name = 大会に名前を付けてください（文字か数字）。
tournament-days = 1 手の日数は 1〜14 日です。
tournament-hours = 大会は 720 時間（30 日）以内に始まります。
tournament-rounds = スイス式の回戦数は 1〜20 です。
tournament-unknown = このサーバーに大会 #{ $tournament } はありません。
tournament-none = このサーバーにその大会はありません。管理者が /tournament create で作成できます。
tournament-closed = { $name } はもう参加を受け付けていません。
tournament-in-already = すでに { $name } に参加しています。
tournament-not-in = { $name } に参加していません。
tournament-too-few = { $name } を始めるには 2 人以上が必要です。
tournament-no-round = { $round } 回戦はまだありません（行われた回戦：{ $rounds }）。
tournament-no-history = このサーバーには終わった大会がまだありません。
tournament-rated = レーティング対象
tournament-unrated = レーティング対象外
tournament-swiss = スイス式 { $rounds } 回戦
tournament-round-robin = 総当たり
tournament-double-round-robin = 二回総当たり
tournament-post = 🏆 **{ $name }**（大会 #{ $tournament }）· { $variant } · { $format } · { $pace }、{ $rated }
tournament-starts = 開始 { $start }。ボタンか /tournament join で参加できます。
tournament-running = { $rounds } 回戦中 { $round } 回戦を対局中です。
tournament-over = 終了しました：/tournament standings。
tournament-no-players = まだ参加者はいません。
tournament-players = 参加者（{ $count } 人）：{ $players }
tournament-joined = { $player } さんが { $name } に参加しました。
tournament-left = { $player } さんが { $name } から抜けました。
tournament-withdrew = { $player } さんが { $name } を棄権しました。以後の組み合わせはありません。
tournament-cancelled = { $name } は参加者が 2 人に満たないため中止です。
tournament-round = 🏆 **{ $name }** · { $rounds } 回戦中 { $round } 回戦
tournament-board = { $board } 番：{ $sente } ☗ 対 { $gote } ☖ — 対局 #{ $game }
tournament-board-forfeit = { $board } 番：{ $sente } ☗ 対 { $gote } ☖ — 不戦勝（棄権）
tournament-bye = { $player } さんは不戦（1 点）です。
tournament-round-how = 通常の対局と同じく /move で指してください（{ $pace }）。全局が終わると次の回戦を組みます。
tournament-finished = 🏆 **{ $name }** 終了：{ $winner } さんの優勝です！ 最終順位：
tournament-standings = 🏆 **{ $name }** · { $round } 回戦後の順位
tournament-standing-swiss = { $place }. { $player } — { $points }（ブッフホルツ cut-1 { $buchholz }、SB { $sb }）
tournament-standing-rr = { $place }. { $player } — { $points }（SB { $sb }）
tournament-result-playing = 対局中
tournament-pairing = { $board } 番：{ $sente } ☗ 対 { $gote } ☖ { $result } { $game }
tournament-history = 🏆 **過去の大会**
tournament-history-line = { $name } · { $format } · 優勝 { $winner } · { $date }

# 予約手（/premove）
option-premove-subcommand = /premove set line:…、/premove show、/premove clear のどれかを使ってください。
option-premove-line = 手順を指定してください：相手の手と応手の組。例 /premove set line:3c3d 2g2f
premove-live = 対局 #{ $game } は持ち時間制の対局です。予約手は郵便将棋の対局だけで使えます。
premove-your-turn = 対局 #{ $game } はあなたの手番です。指してください。予約手は相手の手を待つ間に設定します。
premove-empty = 手順が空です。相手の手と応手の組を指定してください（例 3c3d 2g2f 8c8d 2f2e）。
premove-odd = 手順は相手の手と応手の組です。この手順は { $moves }手なので、最後の手に応手がありません。
premove-too-long = この手順は { $pairs }組です。一つの手順は { $most }組までです。
premove-bad-move = 手順の { $n }手目 { $text } はその局面で指せません：{ $why }
premove-after-the-end = 手順の { $n }手目 { $text } は、対局 #{ $game } が終わった後の手です。
premove-after = { $moves } の後、
premove-contradicts = この手順は予約手の木と矛盾します：{ $after }{ $theirs } に対して木はすでに { $tree } と応じますが、この手順は { $line } です。木を取り消す（/premove clear）か、木の応手に合わせてください。
premove-too-many = 予約手の木が { $most }手順を超えてしまいます。取り消す（/premove clear）か、手順を減らしてください。
premove-already = 対局 #{ $game } の予約手にはその手順がすでにあります。
premove-moved-on = 対局 #{ $game } がちょうど今進みました。/board で局面を見て、もう一度設定してください。
premove-set = 対局 #{ $game } の予約手を設定しました：{ $line }。木の手順は { $lines } 通りです。/premove show で一覧できます。相手には見えません。
premove-none = 対局 #{ $game } に予約手はありません。
premove-show-title = 対局 #{ $game } のあなたの予約手（{ $lines } 通り。あなたにだけ見えます）：
premove-show-line = { $n }. { $line }
premove-cleared = 対局 #{ $game } の予約手を取り消しました。
premove-dropped = 対局 #{ $game } の予約手は破棄されました：{ $mover } さんが { $usi } と指し、木にない手でした。
move-conditional = ↪ { $who } さんの応手 { $words }（`{ $usi }`）— 予約手です。
move-next-away = { $next } さんは休暇中です。持ち時間は { $resumes } から動きます。

# 休暇（/vacation、/ladder away）
option-vacation-days = 日数を指定してください：/vacation days:7（days:0 で休暇を終えます）。
vacation-range = 休暇は 1〜{ $most }日です（days:0 で終わります）。
vacation-bank-short = 今年の休暇はあと { $left }日です。それ以内にしてください。
vacation-already = { $until } まで休暇中です。/vacation days:0 で終えられます。
vacation-none = 休暇中ではありません。
vacation-started = 💤 休暇：{ $days }日、{ $until }（{ $relative }）まで。{ $games ->
        [0] 進行中の郵便将棋はありません。
       *[other] 郵便将棋 { $games }局のうち { $paused }局で持ち時間を止めました（ほかの対局は手番が来たときに止まります）。各対局の相手に知らせました。
    }ラダーの挑戦は待ちになります。今年の休暇は残り { $left }日です。どの対局で指しても、/vacation days:0 でも休暇は終わり、使わなかった日数は戻ります。
vacation-ended = 🌅 おかえりなさい。休暇は終わりました。{ $used }日使い、{ $returned }日戻しました。今年の休暇は残り { $left }日です。
vacation-begins-post = 💤 { $player } さんは { $until }（{ $relative }）まで休暇中です。{ $clock }
vacation-back-post = 🌅 { $player } さんが休暇から戻りました。{ $clock }
vacation-clock-paused = 対局 #{ $game }：持ち時間は { $resumes } まで止まっています。期限は { $due } です。
vacation-clock-runs = 対局 #{ $game }：その人の手番、期限は { $due } です。
vacation-their-turn = 対局 #{ $game }：{ $opponent } さん、いつも通りあなたの手番です。相手の次の手番の持ち時間は休暇に合わせて止まります。

# 催促（/settings remind）
remind-day = 期限の1日前
remind-hour = 期限の1時間前
remind-day-and-hour = 期限の1日前と1時間前
remind-off = 知らせない
settings-remind-set = 郵便将棋の手番は { $when } に知らせます。
settings-yours-remind = • 催促：{ $when }
settings-remind-not-for-servers = 催促は各プレイヤーが選ぶものです（scope なしで /settings remind:…）。サーバーの既定はありません。
ladder-settings-vacation = 休暇でこのサーバーのラダーと大会の対局が止まるのは年 { $n }日までです。
ladder-settings-vacation-bank = 休暇でこのサーバーのラダーと大会の対局は、各プレイヤーの休暇日数（年 { $n }日）の分だけ止まります。
ladder-vacation-days-range = サーバーの休暇日数は年 0〜{ $most }日です。
