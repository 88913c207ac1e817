#!/usr/bin/env bash
# Play washogi-engine against Sjaak II inside the real XBoard (Debian's xboard), headless
# under Xvfb, with XBoard's legality testing and claim testing on: two games (one with
# each colour) in each of wa-shogi, wa-shogi-drop and shogi. XBoard learns the Wa games
# from our engine's `setup` and `piece` lines, checks every move of both engines with
# them, and would forfeit an engine for an illegal move or a false claim.
#
#   scripts/xboard_wa.sh            # the whole run, a few minutes
#   GAMES=4 TC=1:00 INC=0 VARIANTS=shogi scripts/xboard_wa.sh
#
# Settings (environment): GAMES per variant (2), TC base time in minutes[:seconds] (0:20),
# INC seconds added per move (0.2), VARIANTS ("wa-shogi wa-shogi-drop shogi"), OUT the
# folder for the PGNs, debug logs and screenshots (target/xboard-wa), SHOT seconds into
# each match for a screenshot of the board (12; 0 for none; needs imagemagick).
# Installs what it needs with apt-get when run as root (xboard, xvfb, sjaakii,
# imagemagick), builds the engine (cargo build --release -p washogi-engine), and prints
# a summary: each game's result and how it ended, our score, and every complaint found
# in XBoard's debug log and the PGNs (illegal moves, forfeits, false claims, setup).
# Exits 1 if there was a complaint or a game is missing.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
games=${GAMES:-2}
tc=${TC:-0:20}
inc=${INC:-0.2}
variants=${VARIANTS:-"wa-shogi wa-shogi-drop shogi"}
out=${OUT:-$root/target/xboard-wa}
shot=${SHOT:-12}
export PATH="$PATH:/usr/games"

# --- what it needs -----------------------------------------------------------------
missing=()
command -v xboard >/dev/null || missing+=(xboard)
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v sjaakii >/dev/null || missing+=(sjaakii)
if [ "$shot" != 0 ] && ! command -v import >/dev/null; then missing+=(imagemagick); fi
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "missing: ${missing[*]} (run as root to install them, or apt-get install them)" >&2
        exit 2
    fi
    echo "installing ${missing[*]} ..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
fi

echo "building washogi-engine ..."
(cd "$root" && cargo build --release -q -p washogi-engine)
engine=${CARGO_TARGET_DIR:-$root/target}/release/washogi-engine
[ -x "$engine" ] || { echo "no engine at $engine" >&2; exit 2; }

mkdir -p "$out"
rm -f "$out"/*.pgn "$out"/*.debug "$out"/*.png "$out"/*.log "$out"/run-*.sh

# --- the matches ---------------------------------------------------------------------
# One XBoard per variant: `-mg` plays the games with alternating colours and exits.
# Our engine is the first engine, so XBoard takes the game's definition from it.
play() {
    local variant=$1
    local runner="$out/run-$variant.sh"
    {
        echo '#!/usr/bin/env bash'
        if [ "$shot" != 0 ]; then
            echo "(sleep $shot; import -window root '$out/$variant.png' 2>/dev/null || true) &"
        fi
        echo "xboard -fcp '$engine xboard' -fd '$out' -scp sjaakii -sd '$out' \\"
        echo "  -variant $variant -mg $games -tc $tc -inc $inc \\"
        echo "  -testLegality true -testClaims true -checkMates true -adjudicateDrawMoves 200 \\"
        echo "  -autoCallFlag true -popupExitMessage false -popupMoveErrors false \\"
        echo "  -debug -nameOfDebugFile '$out/$variant.debug' -sgf '$out/$variant.pgn'"
        echo "wait"
    } >"$runner"
    # A generous guard: the games themselves end well before it.
    timeout 1800 xvfb-run -a -s "-screen 0 1400x1100x24" bash "$runner" \
        >"$out/$variant.log" 2>&1 || true
}

for v in $variants; do
    echo "playing $games games of $v against Sjaak II at $tc + $inc s ..."
    play "$v"
done

# --- the summary ---------------------------------------------------------------------
complaints=0
expected_games=0
played=0
echo
echo "=== XBoard $(xboard --version 2>/dev/null | head -1 | awk '{print $NF}'): washogi-engine vs Sjaak II, $tc + $inc s, legality testing on"
for v in $variants; do
    pgn="$out/$v.pgn" debug="$out/$v.debug"
    expected_games=$((expected_games + games))
    echo "--- $v"
    if [ -s "$pgn" ]; then
        # Each game: colours, result, the termination comment, the number of moves.
        awk -v v="$v" '
            /^\[White / { w = $0; sub(/^\[White "/, "", w); sub(/"\]$/, "", w) }
            /^\[Black / { b = $0; sub(/^\[Black "/, "", b); sub(/"\]$/, "", b) }
            /^\[Result / { r = $0; sub(/^\[Result "/, "", r); sub(/"\]$/, "", r) }
            /^\[/ { next }
            { body = body " " $0 }
            /(1-0|0-1|1\/2-1\/2|\*)[ \t]*$/ && w != "" {
                n++
                last = ""
                if (match(body, /\{[^{}]*\}[ \t]*(1-0|0-1|1\/2-1\/2|\*)[ \t]*$/))
                    last = substr(body, RSTART, RLENGTH)
                sub(/[ \t]*(1-0|0-1|1\/2-1\/2|\*)[ \t]*$/, "", last)
                moves = 0
                tmp = body
                while (match(tmp, / [0-9]+\. /)) { moves = substr(tmp, RSTART + 1, RLENGTH - 3) + 0; tmp = substr(tmp, RSTART + RLENGTH - 1) }
                ours = (w ~ /washogi/) ? "white" : "black"
                score = (r == "1/2-1/2") ? "draw" : ((r == "1-0") == (ours == "white")) ? "win" : "loss"
                if (r == "*") score = "unfinished"
                printf "  game %d: %s (white) vs %s (black): %s %s, %d moves; ours %s\n", n, w, b, r, last, moves, score
                w = ""; body = ""
            }
        ' "$pgn"
        played=$((played + $(grep -c '^\[Result ' "$pgn" || true)))
    else
        echo "  no PGN written"
    fi
    # Complaints: from XBoard (setup, illegal moves, forfeits, false claims) and from
    # either engine (Illegal move / Error replies), found in the debug log and the PGN.
    pattern='did not send setup|non-standard variant|[Ii]llegal move|forfeit|[Ff]alse (win|draw|loss|claim|illegal)|Bad FEN|makes illegal|Error \(|tellusererror|unknown command'
    found=$( { grep -hE "$pattern" "$debug" "$pgn" 2>/dev/null || true; } | { grep -v 'feature option' || true; } | sort | uniq -c | sort -rn | head -20)
    if [ -n "$found" ]; then
        complaints=$((complaints + 1))
        echo "  complaints:"
        echo "$found" | sed 's/^/    /'
    else
        echo "  complaints: none (no illegal move, forfeit, false claim or setup complaint in the debug log)"
    fi
    [ -s "$out/$v.png" ] && echo "  screenshot: $out/$v.png"
done
echo "--- our score over all games:"
cat "$out"/*.pgn 2>/dev/null | awk '
    /^\[White / { ours_white = ($0 ~ /washogi/) }
    /^\[Result / {
        r = $0; sub(/^\[Result "/, "", r); sub(/"\]$/, "", r)
        if (r == "1/2-1/2") d++
        else if (r == "*") u++
        else if ((r == "1-0") == ours_white) w++
        else l++
    }
    END { printf "  %d wins, %d draws, %d losses%s\n", w, d, l, (u ? ", " u " unfinished" : "") }'
echo "files: $out"
if [ "$complaints" -gt 0 ] || [ "$played" -lt "$expected_games" ]; then
    echo "FAILED: $complaints variant(s) with complaints, $played of $expected_games games played"
    exit 1
fi
echo "OK: $played games, no complaints"
