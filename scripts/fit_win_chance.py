#!/usr/bin/env python3
"""Fit the analysis's win-chance coefficient k for each game from self-play data.

The win chance of a side `cp` centipawns ahead is 50 + 50*(2/(1+exp(-k*cp)) - 1),
i.e. 100*sigmoid(k*cp). k is fitted by maximum likelihood: a logistic regression of
the game's result (1, 0.5, 0 for sente) on the evaluation (sente's view), without an
intercept, a draw counting as half a win and half a loss.

Input: the output of the engine's example `selfplay_evals`, one line per searched
position, `variant game ply cp result` ('#' lines are comments), plain or gzipped:

    cargo run --release -p washogi-engine --example selfplay_evals -- \
        --games 100 --nodes 10000 --seed 1 > evals.txt
    python3 scripts/fit_win_chance.py evals.txt

Positions of one game are not independent, so the 95 % interval comes from a
bootstrap over games (--bootstrap N resamples, seeded), not from the likelihood's
curvature. Games drawn at the ply limit (--max-plies, the runner's default 400) have
no real result; the fit is shown with them (as draws) and without them. Standard
library only.
"""

import argparse
import gzip
import math
import random
import sys
from collections import defaultdict


def read(paths):
    """{variant: {game: (result, [cp, ...], last ply)}}"""
    games = defaultdict(dict)
    for path in paths:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt") as f:
            for line in f:
                if not line.strip() or line.startswith("#"):
                    continue
                variant, game, ply, cp, result = line.split()
                entry = games[variant].setdefault(game, [float(result), [], 0])
                entry[1].append(int(cp))
                entry[2] = max(entry[2], int(ply))
    return games


def sigmoid(x):
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def fit(points, k=0.003):
    """Newton's method on the log-likelihood of y ~ sigmoid(k*cp); points: (cp, y)."""
    for _ in range(50):
        g = h = 0.0
        for cp, y in points:
            p = sigmoid(k * cp)
            g += (y - p) * cp
            h += p * (1.0 - p) * cp * cp
        if h == 0:
            return k
        step = g / h
        k += step
        if abs(step) < 1e-10:
            break
    return k


def log_loss(points, k):
    total = 0.0
    for cp, y in points:
        p = min(max(sigmoid(k * cp), 1e-12), 1 - 1e-12)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(len(points), 1)


def points_of(games):
    return [(cp, result) for result, cps, _ in games for cp in cps]


def bootstrap(games, k0, n, rng):
    ks = []
    for _ in range(n):
        sample = [games[rng.randrange(len(games))] for _ in games]
        ks.append(fit(points_of(sample), k0))
    ks.sort()
    return ks[int(0.025 * n)], ks[min(n - 1, int(0.975 * n))]


def calibration(points, k):
    bins = defaultdict(lambda: [0, 0.0])
    for cp, y in points:
        b = max(-8, min(8, round(cp / 200)))
        bins[b][0] += 1
        bins[b][1] += y
    rows = []
    for b in sorted(bins):
        n, s = bins[b]
        rows.append(
            f"    cp ~{b * 200:+5d}: {n:6d} positions, sente scored {100 * s / n:5.1f} %,"
            f" predicted {100 * sigmoid(k * b * 200):5.1f} %"
        )
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--bootstrap", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--calibration", action="store_true", help="print a calibration table")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    data = read(args.files)
    if not data:
        sys.exit("no data")
    for variant in sorted(data):
        games = list(data[variant].values())
        capped = [g for g in games if g[0] == 0.5 and g[2] >= args.max_plies - 1]
        finished = [g for g in games if not (g[0] == 0.5 and g[2] >= args.max_plies - 1)]
        score = sum(g[0] for g in games)
        print(
            f"{variant}: {len(games)} games (sente scored {score:g}; {len(capped)} drawn"
            f" at the {args.max_plies}-ply limit), {sum(len(g[1]) for g in games)} positions"
        )
        for label, subset in (("all games", games), ("without the ply-limit draws", finished)):
            points = points_of(subset)
            if not points:
                continue
            k = fit(points)
            lo, hi = bootstrap(subset, k, args.bootstrap, rng) if args.bootstrap else (k, k)
            print(
                f"  {label}: k = {k:.6f} (95 % by games: {lo:.6f} to {hi:.6f}),"
                f" {len(subset)} games, {len(points)} positions, log loss {log_loss(points, k):.4f};"
                f" 100 cp = {100 * sigmoid(100 * k):.1f} %, 500 cp = {100 * sigmoid(500 * k):.1f} %"
            )
            if args.calibration:
                print(calibration(points, k))


if __name__ == "__main__":
    main()
