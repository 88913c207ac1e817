#!/bin/sh
# docs/clocks.png, the README's picture of a live game's clocks, drawn by the bot
# itself: a shogi game on `10+30x3` played in the console for a few moves, the
# board of its last move written by the console (game-1-4.png) and copied.
#
#   scripts/clock_picture.sh [path/to/washogi-bot]   (default: target/debug/washogi-bot)
set -eu
bot=$(realpath "${1:-target/debug/washogi-bot}")
out=$(pwd)/docs/clocks.png
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
{
    echo 'alice: /start opponent:bob variant:shogi color:sente rated:false clock:10+30x3'
    echo 'bob: accept 1'
    sleep 3
    echo 'alice: /move 7g7f'
    sleep 2
    echo 'bob: /move 3c3d'
    sleep 4
    echo 'alice: /move 2g2f'
    sleep 1
    echo 'bob: /move 4c4d'
} | DATABASE_URL="sqlite://$work/clocks.db" WASHOGI_LANG=en "$bot" console --files "$work/files" | tail -n 4
ls "$work/files"
cp "$work/files/$(ls "$work/files" | grep '^game-1-4' | head -1)" "$out"
echo "wrote $out"
