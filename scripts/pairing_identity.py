#!/usr/bin/env python3
"""Pairs every round of random tournaments (check_pairings.py's generator)
with two pairer binaries and checks their outputs (stdout, stderr, exit code)
are byte-identical. The tournament goes on with the first binary's pairing.

For a change to the pairing that must not change any pairing (a refactor, a
speed-up): build the example before and after, then

    cargo build --release -p washogi-pairing --example pair   # before: copy it
    python3 scripts/pairing_identity.py --a /tmp/pair-before \
        --b target/release/examples/pair --tournaments 1000
    python3 scripts/pairing_identity.py --a ... --b ... --tournaments 50 \
        --min-players 100 --max-players 400

Rounds that differ are kept under --keep. Needs caissify-pairings, as
check_pairings.py does (its generator is imported from there)."""
import argparse, os, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_pairings as cp

p = argparse.ArgumentParser()
p.add_argument("--a", required=True)
p.add_argument("--b", required=True)
p.add_argument("--tournaments", type=int, default=100)
p.add_argument("--seed", type=int, default=1)
p.add_argument("--min-players", type=int, default=5)
p.add_argument("--max-players", type=int, default=60)
p.add_argument("--max-rounds", type=int, default=11)
p.add_argument("--keep", default=os.path.join(tempfile.gettempdir(), "pairing_identity"))
args = p.parse_args()
os.makedirs(args.keep, exist_ok=True)
work = tempfile.mkdtemp(prefix="identity_")
total = same = errors = 0
for index in range(args.tournaments):
    _, rounds, t = cp.random_tournament(
        args.seed, index, args.min_players, args.max_players, args.max_rounds)
    for r, absent, _, path in cp.round_files(t, index, rounds, work):
        ra = subprocess.run([args.a, path], capture_output=True)
        rb = subprocess.run([args.b, path], capture_output=True)
        total += 1
        if (ra.returncode, ra.stdout, ra.stderr) == (rb.returncode, rb.stdout, rb.stderr):
            same += 1
            os.remove(path)
        else:
            os.replace(path, os.path.join(args.keep, os.path.basename(path)))
            print("DIFFERENT:", path, file=sys.stderr)
        if ra.returncode != 0:
            errors += 1
            break
        pairs, bye = cp.parse_pairing(ra.stdout.decode())
        t.play(r, absent, pairs, bye)
print("seed %d, %d tournaments of %d-%d players: %d rounds, %d identical, %d different; "
      "%d rounds ended a tournament with no pairing (exit code compared too)"
      % (args.seed, args.tournaments, args.min_players, args.max_players, total, same, total - same, errors))
sys.exit(0 if same == total else 1)
