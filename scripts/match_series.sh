#!/bin/sh
# A long match played as a series of short ones (one opening, both colours, per seed),
# so that it can be paused between games and resumed, and its games added up from the
# logs afterwards with scripts/match_tally.py.
#
#   scripts/match_series.sh VARIANT OPPONENT FIRST_SEED LAST_SEED LOG [MOVETIME]
#   e.g. scripts/match_series.sh wa hachu 1 50 matches/wa-hachu.pgn 1
#
# Each seed plays one random opening (2-4 plies) twice, ours as sente and as gote.
# While the file $LOG.pause exists the series waits before its next pair of games
# (a game in progress is never interrupted, so neither engine loses time to the pause).
# Needs target/release/washogi-engine (cargo build --release -p washogi-engine) and the
# opponent installed (apt-get install -y hachu crazywa sjaakii fairy-stockfish gpsshogi gnushogi).
set -eu
variant=$1 opponent=$2 first=$3 last=$4 log=$5 movetime=${6:-1}
engine=${WASHOGI_ENGINE:-target/release/washogi-engine}
mkdir -p "$(dirname "$log")"
seed=$first
while [ "$seed" -le "$last" ]; do
    while [ -e "$log.pause" ]; do sleep 5; done
    nice -n 10 "$engine" match --variant "$variant" --a ours --b "$opponent" \
        --games 2 --movetime "$movetime" --seed "$seed" --log "$log"
    seed=$((seed + 1))
done
