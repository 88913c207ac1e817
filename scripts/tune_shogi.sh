#!/bin/sh
# Re-run the Texel tuning of the learned shogi evaluation from nothing, in three steps
# that depend only on their seeds and fixed budgets (no clock), so they give the same
# weights on any machine:
#   1. self-play games of the hand-made evaluation at 3 000 nodes a move (`tune gen`,
#      seed 42): about 94 000 quiet positions with each game's result;
#   2. each position searched by Fairy-Stockfish 11.1 to depth 7 (`tune label`; Debian's
#      package fairy-stockfish, a program installed here, not weights or data fetched);
#   3. the fit (`tune fit`): the weights that best predict a blend of the result and
#      Fairy-Stockfish's score, written to crates/washogi-engine/src/eval/shogi_weights.rs.
# On one core of the 2-core development machine: about 15 + 13 + 1 minutes.
# See crates/washogi-engine/README.md, *Tuning the shogi evaluation*.
#
#   scripts/tune_shogi.sh                 # data in tune-data/ (not committed)
#   DATA=/tmp/shogi scripts/tune_shogi.sh
set -eu
data=${DATA:-tune-data}
games=${GAMES:-2000}
nodes=${NODES:-3000}
seed=${SEED:-42}
depth=${DEPTH:-7}
cargo build --release -p washogi-engine
engine=${CARGO_TARGET_DIR:-target}/release/washogi-engine
mkdir -p "$data"
# The games are played by the hand-made evaluation (`tune gen` always uses it), so the
# data does not depend on the weights it replaces.
nice -n 15 "$engine" tune gen --games "$games" --nodes "$nodes" --seed "$seed" \
    > "$data/shogi-positions.txt" 2> "$data/gen.log"
nice -n 15 "$engine" tune label "$data/shogi-positions.txt" --depth "$depth" \
    > "$data/shogi-labelled.txt" 2> "$data/label.log"
nice -n 15 "$engine" tune fit "$data/shogi-labelled.txt" \
    --out crates/washogi-engine/src/eval/shogi_weights.rs 2>&1 | tee "$data/fit.log"
