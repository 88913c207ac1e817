#!/bin/sh
# Re-run the Texel tuning of the learned shogi evaluation from nothing, in six rounds
# of steps that depend only on their seeds and fixed budgets (no clock), so they give the
# same weights on any machine (with the engine's search as it stands: the games are
# the search's):
#
# Round 1 (the first weights):
#   1. self-play games of the hand-made evaluation at 3 000 nodes a move (`tune gen`,
#      seed 42): about 94 000 quiet positions with each game's result;
#   2. each position searched by Fairy-Stockfish 11.1 to depth 7 (`tune label`; Debian's
#      package fairy-stockfish, a program installed here, not weights or data fetched);
#   3. the fit (`tune fit --features base`): the weights of the first round's features
#      that best predict a blend of the result and Fairy-Stockfish's score, written to
#      crates/washogi-engine/src/eval/shogi_weights.rs; the engine is built again with them.
# Round 2:
#   4. self-play games of the round-1 learned evaluation (`tune gen --eval learned`,
#      seed 43), the same budgets: positions the learned evaluation reaches itself;
#   5. labelled as in 2;
#   6. the fit of every feature (with the pieces placed relative to each king) on the
#      positions of both rounds, written to shogi_weights.rs.
# Round 3 (the weights shipped since 4 December, late):
#   7. 3 000 self-play games of the round-2 learned evaluation (seed 44), the same
#      budgets;
#   8. labelled by Fairy-Stockfish to depth 8 (one ply deeper);
#   9. the fit of every feature on the positions of the three rounds.
# Round 4 (5 December; the threats and the king's defenceless squares added):
#  10. 3 000 self-play games of the round-3 weights (seed 45), the same budgets, in two
#      halves played side by side (games 0-1499 and 1500-2999: game g depends only on
#      the seed and g);
#  11. each half labelled by Fairy-Stockfish to depth 8, the halves side by side;
#  12. the fit of every feature on round 4's positions alone, starting from the
#      round-3 weights (`--from shipped`: the weights built into the engine), the new
#      features from 0.
# Round 5 (5 December, later):
#  13. 3 000 self-play games of the round-4 weights (seed 46), in halves as in 10;
#  14. labelled as in 11;
#  15. every feature fitted on the positions of rounds 4 and 5, starting from the
#      round-4 weights.
# Round 6 (5 December, the weights shipped):
#  16. 3 000 self-play games of the round-5 weights (seed 47), in halves as in 10;
#  17. labelled as in 11;
#  18. every feature fitted on the positions of rounds 4, 5 and 6, starting from the
#      round-5 weights.
# Round 7 was tried, not shipped (it scored less at 1 s a move; crate README): 3 000 games
# of the round-6 weights (seed 48) labelled as in 11, every feature (80 new ones at 0)
# fitted on rounds 4 to 7 from the round-6 weights, the scale fixed:
#   fit_options="--features all --k 0.0012"; halves_round r7 48 r4 r5 r6 r7
# On one core of the 2-core development machine: about 15 + 16 + 1 minutes for each of
# the first two rounds; round 3 about 25 + 60 + 3 (the other core busy).
# See crates/washogi-engine/README.md, *Tuning the shogi evaluation*.
#
#   scripts/tune_shogi.sh                 # data in tune-data/ (not committed)
#   DATA=/tmp/shogi scripts/tune_shogi.sh
set -eu
data=${DATA:-tune-data}
games=${GAMES:-2000}
nodes=${NODES:-3000}
seed=${SEED:-42}
seed2=${SEED2:-43}
seed3=${SEED3:-44}
seed4=${SEED4:-45}
seed5=${SEED5:-46}
seed6=${SEED6:-47}
games3=${GAMES3:-3000}
depth=${DEPTH:-7}
depth3=${DEPTH3:-8}
weights=crates/washogi-engine/src/eval/shogi_weights.rs
engine=${CARGO_TARGET_DIR:-target}/release/washogi-engine
mkdir -p "$data"

# Round 1. The games are played by the hand-made evaluation (`--eval hand`), so the
# data does not depend on the weights it replaces.
nice -n 15 cargo build --release -p washogi-engine
nice -n 15 "$engine" tune gen --games "$games" --nodes "$nodes" --seed "$seed" --eval hand \
    > "$data/shogi-positions.txt" 2> "$data/gen.log"
nice -n 15 "$engine" tune label "$data/shogi-positions.txt" --depth "$depth" \
    > "$data/shogi-labelled.txt" 2> "$data/label.log"
nice -n 15 "$engine" tune fit "$data/shogi-labelled.txt" --features base \
    --out "$weights" 2>&1 | tee "$data/fit.log"

nice -n 15 cargo build --release -p washogi-engine

# A round of the learned weights: the weights built last play `games` games (seed
# `seed`), Fairy-Stockfish labels their positions at `depth`, and every feature of
# rounds 2 and 3 is fitted on these positions and the labelled files given after (the
# rounds before); the later features stay 0.
learned_round() {
    round=$1 seed=$2 round_games=$3 round_depth=$4
    shift 4
    nice -n 15 "$engine" tune gen --games "$round_games" --nodes "$nodes" --seed "$seed" \
        --eval learned > "$data/shogi-positions-$round.txt" 2> "$data/gen-$round.log"
    nice -n 15 "$engine" tune label "$data/shogi-positions-$round.txt" --depth "$round_depth" \
        > "$data/shogi-labelled-$round.txt" 2> "$data/label-$round.log"
    nice -n 15 "$engine" tune fit "$@" "$data/shogi-labelled-$round.txt" \
        --features round3 --out "$weights" 2>&1 | tee "$data/fit-$round.log"
    nice -n 15 cargo build --release -p washogi-engine
}

# Round 2: the round-1 weights play.
learned_round r2 "$seed2" "$games" "$depth" "$data/shogi-labelled.txt"
# Round 3: the round-2 weights play; labels one ply deeper.
learned_round r3 "$seed3" "$games3" "$depth3" \
    "$data/shogi-labelled.txt" "$data/shogi-labelled-r2.txt"
# Games of the weights built last, in two halves at once (one per core), each half
# labelled at depth 8 (two processes at once), then the features of `fit_options`
# fitted from the weights built last on the labelled halves of the rounds named after
# the seed, and the engine built again: rounds 4 to 6.
halves_round() {
    round=$1 seed=$2
    shift 2
    nice -n 15 "$engine" tune gen --games 1500 --nodes "$nodes" --seed "$seed" --eval learned \
        > "$data/shogi-positions-${round}a.txt" 2> "$data/gen-${round}a.log" &
    nice -n 15 "$engine" tune gen --first 1500 --games 3000 --nodes "$nodes" --seed "$seed" \
        --eval learned > "$data/shogi-positions-${round}b.txt" 2> "$data/gen-${round}b.log" &
    wait
    for half in a b; do
        nice -n 15 "$engine" tune label "$data/shogi-positions-$round$half.txt" --depth "$depth3" \
            > "$data/shogi-labelled-$round$half.txt" 2> "$data/label-$round$half.log" &
    done
    wait
    # The rounds named become their labelled files (each name replaced by two paths).
    for fitted do
        set -- "$@" "$data/shogi-labelled-${fitted}a.txt" "$data/shogi-labelled-${fitted}b.txt"
        shift
    done
    # shellcheck disable=SC2086 # the fit's extra options, word by word
    nice -n 15 "$engine" tune fit "$@" --from shipped $fit_options --out "$weights" 2>&1 \
        | tee "$data/fit-$round.log"
    nice -n 15 cargo build --release -p washogi-engine
}

# The features of rounds 4 to 6 (those after them stay 0).
fit_options="--features round4"
# Round 4: the round-3 weights play; every feature is fitted from them on round 4.
halves_round r4 "$seed4" r4
# Round 5: the round-4 weights play; fitted from them on rounds 4 and 5.
halves_round r5 "$seed5" r4 r5
# Round 6: the round-5 weights play; fitted from them on rounds 4, 5 and 6.
halves_round r6 "$seed6" r4 r5 r6
