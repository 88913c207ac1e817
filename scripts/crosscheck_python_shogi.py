#!/usr/bin/env python3
"""Cross-check washogi-bot's shogi legal-move generation against python-shogi.

Requirements: Python 3.11 and python-shogi 1.1.1 (``pip install python-shogi==1.1.1``),
plus a built washogi-bot (``cargo build --release``).

Usage (from the repository root):

    python3 scripts/crosscheck_python_shogi.py                  # 400 random positions, seed 1
    python3 scripts/crosscheck_python_shogi.py --positions 3000 --seed 7
    python3 scripts/crosscheck_python_shogi.py --bin target/debug/washogi-bot -v

What it does:

* Generates ``--positions`` random positions (default 400) by random playouts of a
  random length (0..``--max-plies``, default 150) with python-shogi, starting from the
  standard start position (about half of them) and from two drop-heavy positions:
    ``l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1``
    ``R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1``
  A playout stops early when the game ends (no legal move, or fourfold repetition);
  when it ended with no legal move, 70% of the time the position before the last move
  (which has a mating move) is taken instead of the mated one.
  Playouts are biased towards captures (so pieces go to hand), drops, promotions and
  checks.  The playouts only ever play truly legal moves (own king safe, and no pawn
  drop that mates, decided by enumerating the replies), so no position is reached
  through a move python-shogi wrongly allows.
* Adds the known-fault position ``4R2gk/9/7G1/9/9/9/9/9/K8 b P 1``.
* For every position compares the set of ``move.usi()`` of python-shogi's
  ``board.legal_moves`` with the lines printed by
  ``washogi-bot moves --variant shogi --sfen <SFEN>``.
* Prints every disagreement (SFEN, moves only in ours, moves only in python-shogi) and a
  summary line ``checked N positions: A agree, D disagree``.

Known python-shogi fault: its pawn-drop-mate (uchifuzume) test counts a defender that
can capture the dropped pawn as a rescue even if that defender is pinned, so it allows
some pawn drops that are mate.  A disagreement is put into that class only when it is
proven: every move only python-shogi has is a pawn drop, we have no extra move, and for
each such drop, after pushing it in python-shogi,
  - the dropped pawn gives check,
  - no reply of the opponent (all pseudo-legal moves, enumerated by python-shogi) leaves
    the opponent's king unattacked (so it is mate, decided without python-shogi's
    legal-move filter), and
  - some non-king defender attacks the pawn square, and every capture of the pawn by
    such a defender leaves its own king attacked (the pinned defender).
The exit status is 0 when every disagreement is in that proven class, 1 otherwise
(2 on usage errors such as a missing binary).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys

try:
    import shogi
except ImportError:  # pragma: no cover
    sys.exit("python-shogi is missing: pip install python-shogi==1.1.1")

START_POSITIONS = [
    None,  # standard start position
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
]
# Weights of the start positions above (standard start about half the time).
START_WEIGHTS = [2, 1, 1]

KNOWN_FAULT_SFEN = "4R2gk/9/7G1/9/9/9/9/9/K8 b P 1"

FAULT_CLASS = "python-shogi fault: pawn drop mate with a pinned defender"


# ---------------------------------------------------------------------------
# Independent helpers built on python-shogi's board primitives (pseudo-legal
# generation, push/pop and attack tests), not on its legal-move filter.
# ---------------------------------------------------------------------------

def king_square(board: shogi.Board, color: int):
    """Square of the king of `color`, found by scanning the board."""
    for sq in shogi.SQUARES:
        piece = board.piece_at(sq)
        if piece is not None and piece.piece_type == shogi.KING and piece.color == color:
            return sq
    return None


def king_attacked(board: shogi.Board, color: int) -> bool:
    """Whether the king of `color` is attacked by the other side."""
    sq = king_square(board, color)
    return sq is not None and board.is_attacked_by(color ^ 1, sq)


def leaves_king_safe(board: shogi.Board, move: shogi.Move) -> bool:
    """Whether pseudo-legal `move` by the side to move leaves its own king unattacked."""
    mover = board.turn
    board.push(move)
    try:
        return not king_attacked(board, mover)
    finally:
        board.pop()


def side_to_move_is_mated(board: shogi.Board) -> bool:
    """Side to move is in check and no pseudo-legal reply leaves its king safe."""
    if not king_attacked(board, board.turn):
        return False
    return not any(leaves_king_safe(board, m) for m in board.generate_pseudo_legal_moves())


def is_truly_legal(board: shogi.Board, move: shogi.Move) -> bool:
    """Legality of a pseudo-legal move under standard rules (incl. a correct uchifuzume)."""
    if not leaves_king_safe(board, move):
        return False
    if move.drop_piece_type == shogi.PAWN:
        board.push(move)
        try:
            if side_to_move_is_mated(board):
                return False
        finally:
            board.pop()
    return True


def prove_pinned_pawn_drop_mate(sfen: str, usi: str) -> tuple[bool, str]:
    """Prove that pawn drop `usi` in `sfen` mates and that a pinned defender is why
    python-shogi thinks it does not.  Returns (proven, explanation)."""
    board = shogi.Board(sfen)
    move = shogi.Move.from_usi(usi)
    if move.drop_piece_type != shogi.PAWN:
        return False, f"{usi} is not a pawn drop"
    if move not in board.pseudo_legal_moves:
        return False, f"{usi} is not even pseudo-legal"
    if not leaves_king_safe(board, move):
        return False, f"{usi} leaves the dropper's own king in check"
    board.push(move)
    defender = board.turn
    ksq = king_square(board, defender)
    if ksq is None:
        return False, "defender has no king"
    if not board.is_attacked_by(defender ^ 1, ksq):
        return False, f"{usi} does not give check"
    replies = list(board.generate_pseudo_legal_moves())
    safe = [m.usi() for m in replies if leaves_king_safe(board, m)]
    if safe:
        return False, f"not mate: reply {safe[0]} leaves the king safe"
    pawn_sq = move.to_square
    captures = [
        m for m in replies
        if m.from_square is not None and m.to_square == pawn_sq
        and board.piece_type_at(m.from_square) != shogi.KING
    ]
    if not captures:
        return False, "mate, but no non-king defender attacks the pawn (not the pinned-defender fault)"
    names = sorted({shogi.SQUARE_NAMES[m.from_square] for m in captures})
    return True, (
        f"{usi} gives check; all {len(replies)} pseudo-legal replies leave the king attacked "
        f"(mate); the pawn's would-be capturer(s) on {', '.join(names)} are pinned"
    )


# ---------------------------------------------------------------------------
# Random playouts
# ---------------------------------------------------------------------------

def gives_check(board: shogi.Board, move: shogi.Move) -> bool:
    mover = board.turn
    board.push(move)
    try:
        return king_attacked(board, mover ^ 1)
    finally:
        board.pop()


def pick_move(board: shogi.Board, rng: random.Random):
    """A random truly legal move, biased towards captures, drops, promotions and
    checks; None when there is no legal move."""
    pseudo = list(board.generate_pseudo_legal_moves())
    rng.shuffle(pseudo)
    r = rng.random()
    if r < 0.35:
        preferred = [m for m in pseudo if m.from_square is not None and board.piece_at(m.to_square)]
    elif r < 0.50:
        preferred = [m for m in pseudo if m.promotion]
    elif r < 0.65:
        preferred = [m for m in pseudo if m.drop_piece_type]
    elif r < 0.80:
        preferred = [m for m in pseudo[:60] if gives_check(board, m)]
    else:
        preferred = []
    for m in preferred:
        if is_truly_legal(board, m):
            return m
    for m in pseudo:
        if is_truly_legal(board, m):
            return m
    return None


def random_position(rng: random.Random, max_plies: int) -> str:
    start = rng.choices(START_POSITIONS, weights=START_WEIGHTS)[0]
    board = shogi.Board(start) if start else shogi.Board()
    plies = rng.randint(0, max_plies)
    for _ in range(plies):
        if board.is_fourfold_repetition():
            break
        move = pick_move(board, rng)
        if move is None:
            # Checkmate (or no move at all).  Keep the final position only some of the
            # time; otherwise take the position before the mating move, which has a
            # mate in one available (good for testing the pawn-drop-mate rule).
            if board.move_stack and rng.random() < 0.7:
                board.pop()
            break
        board.push(move)
    return board.sfen()


# ---------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------

def python_shogi_moves(sfen: str) -> set[str]:
    board = shogi.Board(sfen)
    return {m.usi() for m in board.legal_moves}


def our_moves(binary: str, sfen: str) -> set[str]:
    proc = subprocess.run(
        [binary, "moves", "--variant", "shogi", "--sfen", sfen],
        capture_output=True, text=True, timeout=60,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"exit {proc.returncode}: {proc.stderr.strip()}")
    return {line.strip() for line in proc.stdout.splitlines() if line.strip()}


def classify(sfen: str, ours_only: set[str], theirs_only: set[str]) -> tuple[bool, list[str]]:
    """(is known fault class, notes)."""
    if ours_only or not theirs_only:
        return False, []
    notes = []
    ok = True
    for usi in sorted(theirs_only):
        proven, why = prove_pinned_pawn_drop_mate(sfen, usi)
        notes.append(f"{usi}: {why}")
        ok = ok and proven
    return ok, notes


def has_pawn_drop_mate(board: shogi.Board) -> bool:
    """Whether some pawn drop would be checkmate (and is thus illegal) here."""
    for m in board.generate_pseudo_legal_moves(
        False, False, False, False, False, False, False, False, False, False, False, False, False, False,
        True, False, False, False, False, False, False,
    ):
        if gives_check(board, m) and leaves_king_safe(board, m) and not is_truly_legal(board, m):
            return True
    return False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=400, help="random positions (default 400)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--max-plies", type=int, default=150, help="longest playout (default 150)")
    ap.add_argument("--bin", default="target/release/washogi-bot", help="washogi-bot binary")
    ap.add_argument("-v", "--verbose", action="store_true", help="print progress")
    args = ap.parse_args()

    if not (os.path.isfile(args.bin) and os.access(args.bin, os.X_OK)):
        print(f"binary not found or not executable: {args.bin}", file=sys.stderr)
        return 2

    rng = random.Random(args.seed)
    sfens = [random_position(rng, args.max_plies) for _ in range(args.positions)]
    sfens.append(KNOWN_FAULT_SFEN)

    agree = disagree = known = 0
    stats = {"in_check": 0, "with_hand": 0, "with_promotion": 0, "with_drop_moves": 0,
             "no_moves": 0, "with_pawn_drop_mate": 0}
    for i, sfen in enumerate(sfens):
        theirs = python_shogi_moves(sfen)
        board = shogi.Board(sfen)
        stats["in_check"] += board.is_check()
        stats["with_hand"] += any(board.pieces_in_hand[c] for c in shogi.COLORS)
        stats["with_promotion"] += any(m.endswith("+") for m in theirs)
        stats["with_drop_moves"] += any("*" in m for m in theirs)
        stats["no_moves"] += not theirs
        stats["with_pawn_drop_mate"] += has_pawn_drop_mate(board)
        try:
            ours = our_moves(args.bin, sfen)
        except Exception as exc:  # noqa: BLE001
            disagree += 1
            print(f"DISAGREE (washogi-bot failed) {sfen}\n  error: {exc}")
            continue
        if ours == theirs:
            agree += 1
        else:
            disagree += 1
            ours_only, theirs_only = ours - theirs, theirs - ours
            is_known, notes = classify(sfen, ours_only, theirs_only)
            known += is_known
            label = FAULT_CLASS if is_known else "UNEXPLAINED"
            print(f"DISAGREE [{label}] {sfen}")
            print(f"  only in washogi-bot:  {' '.join(sorted(ours_only)) or '-'}")
            print(f"  only in python-shogi: {' '.join(sorted(theirs_only)) or '-'}")
            for note in notes:
                print(f"    proof {note}")
        if args.verbose and (i + 1) % 100 == 0:
            print(f"... {i + 1}/{len(sfens)}", file=sys.stderr)

    print("positions: " + ", ".join(f"{k} {v}" for k, v in stats.items()))
    print(f"checked {len(sfens)} positions: {agree} agree, {disagree} disagree"
          f" ({known} known python-shogi fault, {disagree - known} unexplained)")
    return 1 if disagree - known else 0


if __name__ == "__main__":
    sys.exit(main())
