#!/usr/bin/env python3
"""Adds up the games of match logs written by `washogi-engine match --log`.

    python3 scripts/match_tally.py matches/wa-hachu.pgn [more.pgn ...]

Prints, per log, the first player's (`--a`, usually ours) wins, draws and losses (void games, where the engines disagreed on
the rules, are counted apart), the score, and the Elo difference with a 95 % interval
(Wilson's interval for the score share, turned into Elo), the same figures the match
runner prints; then each side's mean thinking time per move (from the SenteThinking and
GoteThinking tags, in logs that have them), how the games ended and their lengths.
"""
import math
import re
import sys
from collections import Counter


def elo(p):
    p = min(max(p, 1e-9), 1 - 1e-9)
    return -400 * math.log10(1 / p - 1)


def wilson(points, n, z=1.96):
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def elo_text(p, lo, hi):
    """The Elo difference and its interval; a clean sweep has no finite estimate."""
    if p == 1:
        return f"Elo at least {elo(lo):+.0f} (95 %)"
    if p == 0:
        return f"Elo at most {elo(hi):+.0f} (95 %)"
    return f"Elo {elo(p):+.0f} (95 %: {elo(lo):+.0f} to {elo(hi):+.0f})"


def games(path):
    tags = {}
    for line in open(path, encoding="utf-8"):
        m = re.match(r'\[(\w+) "(.*)"\]', line)
        if m:
            tags[m.group(1)] = m.group(2)
        elif not line.strip() and "Result" in tags and "moves" in tags:
            yield tags
            tags = {}
        elif line.strip() and "Result" in tags:
            tags["moves"] = tags.get("moves", "") + " " + line.strip()
    if "Result" in tags:
        yield tags


def first_player(game):
    """The player the runner reports for (its `--a`), named in the Event tag
    ("washogi-engine match A vs B"); "ours" in logs without one. Not "a name starting
    with ours": `ours-plain` does too."""
    m = re.match(r"washogi-engine match (\S+) vs ", game.get("Event", ""))
    return m.group(1) if m else "ours"


def main():
    for path in sys.argv[1:]:
        w = d = l = void = 0
        ends, lengths, seeds = Counter(), [], set()
        # Thinking time in seconds and moves, ours and the opponent's.
        thinking = {"ours": [0.0, 0], "them": [0.0, 0]}
        for g in games(path):
            ours_sente = g["Sente"] == first_player(g)
            result = g["Result"]
            seeds.add(g.get("Seed"))
            plies = len([t for t in g["moves"].split() if not t.endswith(".")]) - 1
            lengths.append(plies)
            for tag, ours in (("SenteThinking", ours_sente), ("GoteThinking", not ours_sente)):
                m = re.match(r"([\d.]+) s, (\d+) moves", g.get(tag, ""))
                if m:
                    side = thinking["ours" if ours else "them"]
                    side[0] += float(m.group(1))
                    side[1] += int(m.group(2))
            if result == "*":
                void += 1
                continue
            ends[g.get("Termination", "?")] += 1
            if result == "1/2-1/2":
                d += 1
            elif (result == "1-0") == ours_sente:
                w += 1
            else:
                l += 1
        n = w + d + l
        if n == 0:
            print(f"{path}: no finished games")
            continue
        p = (w + d / 2) / n
        lo, hi = wilson(w + d / 2, n)
        print(
            f"{path}: ours +{w} ={d} -{l} of {n} games ({void} void, {len(seeds)} seeds), "
            f"score {100 * p:.1f} %, {elo_text(p, lo, hi)}"
        )
        lengths.sort()
        if thinking["ours"][1] and thinking["them"][1]:
            mean = {k: t / n for k, (t, n) in thinking.items()}
            print(f"  thinking per move: ours {mean['ours']:.2f} s, opponent {mean['them']:.2f} s")
        print(f"  plies: median {lengths[len(lengths) // 2]}, min {lengths[0]}, max {lengths[-1]}")
        for reason, count in ends.most_common():
            print(f"  {count:4} {reason}")


if __name__ == "__main__":
    main()
