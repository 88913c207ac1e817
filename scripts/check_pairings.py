#!/usr/bin/env python3
"""Cross-check our Dutch pairing (crates/washogi-pairing) against caissify-pairings.

caissify-pairings (PyPI, Apache-2.0) is an independent Python implementation of
the FIDE Dutch system (C.04.3) that its authors validated against bbpPairings.
This script simulates random Swiss tournaments, round by round:

  * 5-60 players, 3-11 rounds, random ratings, draw rate, initial colour;
  * before each round some players ask for a half-point bye (H), are absent
    (zero-point bye, Z) or withdraw for good;
  * results by rating, with draws and forfeits (+/-).

Before each round it writes the tournament so far as a TRF-16 file (with XXR,
XXC and the pre-assigned byes of the round to pair), pairs it with our pairer
(the command given by --pairer, the TRF path appended; it must print what
`bbpPairings --dutch FILE -p` prints) and with caissify's DutchEngine (fed
from the same TRF through caissify's own TRF reader), and compares the round
pairings: the same boards with the same colours and the same bye. The
tournament then goes on with caissify's pairing.

    pip install caissify-pairings
    python3 scripts/check_pairings.py --tournaments 300

Disagreeing rounds are listed and their TRF files kept under --keep.
"""

import argparse
import math
import os
import random
import shlex
import subprocess
import sys
import tempfile

try:
    from caissify_pairings.engines.dutch import DutchEngine
    from caissify_pairings.trf import TRFParser
except ImportError:
    sys.exit("caissify-pairings is needed: pip install caissify-pairings")

DEFAULT_PAIRER = "cargo run --release -q -p washogi-pairing --example pair --"


def player_line(number, name, rating, points, rounds):
    """A TRF-16 001 line; rounds are (opponent or None, colour or '-', code)."""
    line = "001 %4d %1s%3s %-33s %4d %-3s %11s %-10s %4s %4s" % (
        number, "", "", name, rating, "", "", "", "%.1f" % points, "")
    for opponent, colour, code in rounds:
        line += "  %4s %s %s" % ("0000" if opponent is None else opponent, colour, code)
    return line.rstrip()


POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0, "H": 0.5, "Z": 0.0, "U": 1.0, "F": 1.0}


class Tournament:
    def __init__(self, rng, players, rounds):
        self.rng = rng
        self.rounds = rounds
        self.ratings = sorted((rng.randint(1200, 2700) for _ in range(players)), reverse=True)
        self.history = {p: [] for p in range(1, players + 1)}  # per round (opp, colour, code)
        self.initial = rng.choice(["white", "black"])
        self.draw_rate = rng.uniform(0.0, 0.45)
        self.forfeit_rate = rng.choice([0.0, 0.0, 0.02, 0.05, 0.1])
        self.bye_rate = rng.choice([0.0, 0.0, 0.03, 0.08])
        self.withdrawn = set()

    def points(self, player, upto):
        return sum(POINTS[code] for _, _, code in self.history[player][:upto])

    def trf(self, round_number, absent):
        lines = ["012 check_pairings %d" % round_number,
                 "XXR %d" % self.rounds,
                 "XXC %s1" % self.initial]
        for player, rating in zip(sorted(self.history), self.ratings):
            entries = list(self.history[player][:round_number - 1])
            if player in absent:
                entries.append(absent[player])
            lines.append(player_line(player, "Player %d" % player, rating,
                                     self.points(player, round_number - 1), entries))
        return "\n".join(lines) + "\n"

    def absences(self, round_number):
        absent = {}
        for player in self.history:
            if player in self.withdrawn:
                absent[player] = (None, "-", "Z")
            elif round_number > 1 and self.rng.random() < self.bye_rate:
                absent[player] = (None, "-", self.rng.choice("HZ"))
                if self.rng.random() < 0.2:
                    self.withdrawn.add(player)
        return absent

    def play(self, round_number, absent, pairs, bye):
        for player, entry in absent.items():
            self.history[player].append(entry)
        if bye is not None:
            self.history[bye].append((None, "-", "U"))
        for white, black in pairs:
            if self.rng.random() < self.forfeit_rate:
                if self.rng.random() < 0.5:
                    white_code, black_code = "+", "-"
                else:
                    white_code, black_code = "-", "+"
            elif self.rng.random() < self.draw_rate:
                white_code, black_code = "=", "="
            else:
                expected = 1 / (1 + math.pow(10, (self.ratings[black - 1] - self.ratings[white - 1]) / 400))
                white_code, black_code = ("1", "0") if self.rng.random() < expected else ("0", "1")
            self.history[white].append((black, "w", white_code))
            self.history[black].append((white, "b", black_code))
        for player, entries in self.history.items():
            assert len(entries) == round_number, "player %d unpaired in round %d" % (player, round_number)


def engine_input(player_map, round_number):
    """caissify's engine input from its reading of the TRF: the state before
    the round (score, colours of played games, floats, byes, forfeit wins,
    games played), leaving out the players with a pre-assigned bye in it.
    (Its own fpc helpers expect the round's pairing already in the file.)"""
    def score_before(number, round_index):
        results = player_map[number]["results"]
        return sum(POINTS.get(results[r]["result"], 0.0)
                   for r in range(1, round_index) if r in results)

    players, previous = [], set()
    for number, player in sorted(player_map.items()):
        results = player.get("results", {})
        entry = results.get(round_number)
        if entry and entry.get("opponent") is None and entry.get("result") in ("Z", "H", "F"):
            continue
        colours, floats, byes, forfeit_wins = [], [], 0, 0
        for r in range(1, round_number):
            entry = results.get(r)
            if entry is None:
                continue
            opponent, code = entry.get("opponent"), entry.get("result")
            if opponent is None:
                byes += code == "U"
                floats.append("down" if POINTS.get(code, 0.0) > 0 else "none")
                continue
            played = code in ("1", "0", "=")
            if played:
                colours.append("white" if entry.get("color") == "w" else "black")
                previous.add((min(number, opponent), max(number, opponent)))
                mine, theirs = score_before(number, r), score_before(opponent, r)
                floats.append("down" if mine > theirs else "up" if mine < theirs else "none")
            else:
                forfeit_wins += code == "+"
                floats.append("down" if code == "+" else "none")
        players.append({
            "id": number, "name": player.get("name", ""), "rating": player.get("rating", 0),
            "starting_number": number, "score": score_before(number, round_number),
            "color_hist": colours, "float_history": floats,
            "bye_count": byes, "forfeit_win_count": forfeit_wins,
        })
    return players, previous


def caissify_pairing(trf_text, round_number, rounds, initial):
    parsed = TRFParser(trf_text).parse()
    player_map = {p["starting_number"]: p for p in parsed["players"]}
    players, previous = engine_input(player_map, round_number)
    engine = DutchEngine(
        players=players,
        previous_pairings=previous,
        round_number=round_number,
        total_rounds=rounds,
        initial_color=initial,
    )
    pairs, byes = [], []
    for board in engine.generate_pairings():
        if board.get("black_id") is None or board.get("bye"):
            byes.append(board["white_id"])
        else:
            pairs.append((board["white_id"], board["black_id"]))
    if len(byes) > 1:
        raise ValueError("no complete pairing: byes for %s" % byes)
    return pairs, byes[0] if byes else None


def our_pairing(command, path):
    result = subprocess.run(command + [path], capture_output=True, text=True)
    if result.returncode != 0:
        return None, "exit %d: %s" % (result.returncode, result.stderr.strip())
    return parse_pairing(result.stdout), None


def parse_pairing(output):
    """The boards and bye of what `bbpPairings --dutch FILE -p` prints."""
    numbers = [int(x) for x in output.split()]
    count, rest = numbers[0], numbers[1:]
    boards = [(rest[2 * i], rest[2 * i + 1]) for i in range(count)]
    pairs = [board for board in boards if board[1] != 0]
    byes = [board[0] for board in boards if board[1] == 0]
    return pairs, byes[0] if byes else None


def random_tournament(seed, index, min_players, max_players, max_rounds=11):
    """The `index`-th random tournament of `seed`: its players, its rounds and
    the Tournament (its own random generator drawn from the same seed)."""
    rng = random.Random(seed * 1_000_003 + index)
    players = rng.randint(min_players, max_players)
    rounds = rng.randint(3, max(3, min(max_rounds, players - 1)))
    return players, rounds, Tournament(rng, players, rounds)


def round_files(tournament, index, rounds, work):
    """Each round of `tournament` to pair, as a TRF file written under `work`:
    (round number, absent players, TRF text, path). The caller plays each round
    before asking for the next."""
    for round_number in range(1, rounds + 1):
        absent = tournament.absences(round_number)
        text = tournament.trf(round_number, absent)
        path = os.path.join(work, "t%04d_r%02d.trf" % (index, round_number))
        with open(path, "w") as handle:
            handle.write(text)
        yield round_number, absent, text, path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tournaments", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--min-players", type=int, default=5)
    parser.add_argument("--max-players", type=int, default=60)
    parser.add_argument("--pairer", default=DEFAULT_PAIRER,
                        help="command printing the pairing of a TRF file (path appended)")
    parser.add_argument("--keep", default=os.path.join(tempfile.gettempdir(), "check_pairings"),
                        help="folder for the TRF files of disagreeing rounds")
    args = parser.parse_args()
    command = shlex.split(args.pairer)
    os.makedirs(args.keep, exist_ok=True)
    work = tempfile.mkdtemp(prefix="check_pairings_")

    total = agreed = order_agreed = 0
    disagreements = []
    for index in range(args.tournaments):
        players, rounds, tournament = random_tournament(
            args.seed, index, args.min_players, args.max_players)
        for round_number, absent, text, path in round_files(tournament, index, rounds, work):
            try:
                theirs = caissify_pairing(text, round_number, rounds, tournament.initial)
                their_error = None
            except Exception as error:  # caissify could not pair: compare errors
                theirs, their_error = None, "%s: %s" % (type(error).__name__, error)
            ours, our_error = our_pairing(command, path)
            total += 1
            same = (ours is None and theirs is None) or (
                ours is not None and theirs is not None
                and set(ours[0]) == set(theirs[0]) and ours[1] == theirs[1])
            if same:
                agreed += 1
                order_agreed += ours is None or ours[0] == theirs[0]
                os.remove(path)
            else:
                kept = os.path.join(args.keep, os.path.basename(path))
                os.replace(path, kept)
                disagreements.append((kept, ours or our_error, theirs or their_error))
            pairing = theirs or ours
            if pairing is None:
                break  # nobody can pair this round: the tournament ends here
            tournament.play(round_number, absent, pairing[0], pairing[1])
        print("tournament %d/%d: %d players, %d rounds; %d of %d rounds agree so far"
              % (index + 1, args.tournaments, players, rounds, agreed, total), file=sys.stderr)

    colours_only = sum(
        1 for _, ours, theirs in disagreements
        if isinstance(ours, tuple) and isinstance(theirs, tuple) and ours[1] == theirs[1]
        and {frozenset(b) for b in ours[0]} == {frozenset(b) for b in theirs[0]})
    print("Agreement: %d of %d round pairings identical (%.2f%%); boards in the same order in %d"
          % (agreed, total, 100.0 * agreed / max(total, 1), order_agreed))
    print("Disagreements: %d, of which %d with the same boards but some colours swapped"
          % (len(disagreements), colours_only))
    for kept, ours, theirs in disagreements:
        print("\n%s\n  ours:     %s\n  caissify: %s" % (kept, ours, theirs))
    return 0 if agreed == total else 1


if __name__ == "__main__":
    sys.exit(main())
