#!/bin/sh
# docs/picker.png, the README's picture of the move picker, drawn by the bot itself:
# a wa-drops game played in the console to the position after 4i3h 8c9d, then
# sente's Move button pressed and the Running Rabbit on 3h chosen (choice 5). The
# picker's board is written as game-1-2-pick.png and copied to docs/picker.png.
#
#   scripts/picker_picture.sh [path/to/washogi-bot]   (default: target/debug/washogi-bot)
set -eu
bot=$(realpath "${1:-target/debug/washogi-bot}")
out=$(pwd)/docs/picker.png
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
printf '%s\n' \
    'alice: /start opponent:bob variant:wa-drops color:sente rated:false' \
    'bob: accept 1' \
    'alice: /move 4i3h' \
    'bob: /move 8c9d' \
    'alice: pick 1 2' \
    'alice: 5' |
    DATABASE_URL="sqlite://$work/picker.db" WASHOGI_LANG=en "$bot" console --files "$work/files" |
    sed -n '/only you see/,$p' | tail -n 12
cp "$work/files/game-1-2-pick.png" "$out"
echo "wrote $out"
