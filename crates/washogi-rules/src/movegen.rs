//! Legal move generation, move validation with reasons, and perft.
//!
//! Moves are generated pseudo-legally from the piece tables, then filtered for king
//! safety. Most moves need no test: a piece that does not stand on a line with its own
//! king cannot uncover an attack on it (jumps are never blocked, so only slides can be
//! uncovered), so only king moves, moves while in check and moves of pieces aligned
//! with the king are played out and tested.

use super::error::IllegalMove;
use super::position::{decode, offset, Position, EMPTY, WALL};
use super::types::{Color, Move, Piece, Square};
use super::variants::{Kind, Role};

impl Position {
    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(128);
        self.generate_legal(&mut moves, false);
        moves
    }

    /// Number of legal move sequences of length `depth` (a move-generator check).
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers = vec![Vec::with_capacity(256); depth as usize];
        self.perft_with(depth, &mut buffers)
    }

    /// [`perft`](Self::perft), but giving up (`None`) rather than generating the
    /// moves of more than `max_positions` positions: the work grows with the
    /// position (full hands in shogi multiply it), not only with the depth, so a
    /// caller that must answer in time caps the work itself.
    pub fn perft_limited(&self, depth: u32, max_positions: u64) -> Option<u64> {
        let mut buffers = vec![Vec::with_capacity(256); depth as usize];
        let mut budget = max_positions;
        self.perft_within(depth, &mut buffers, &mut budget)
    }

    /// Check a move completely and return the position after it, or the reason it is
    /// illegal. The position itself is never changed.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        self.validate(mv)?;
        let mut next = self.clone();
        next.apply(mv);
        Ok(next)
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.validate(mv).is_ok()
    }

    /// Why a move is illegal, in the order a player would want to hear it.
    pub fn validate(&self, mv: Move) -> Result<(), IllegalMove> {
        let us = self.side_to_move();
        let v = self.variant();
        if !self.contains(mv.to()) || mv.from().is_some_and(|f| !self.contains(f)) {
            return Err(IllegalMove::OffBoard);
        }
        match mv {
            Move::Board { from, to, promote } => {
                let piece = self
                    .piece_at(from)
                    .ok_or(IllegalMove::NoPiece { square: from })?;
                if piece.color != us {
                    return Err(IllegalMove::NotYourPiece { square: from });
                }
                if from == to {
                    return Err(IllegalMove::CannotMoveThere {
                        kind: piece.kind,
                        to,
                    });
                }
                if self.piece_at(to).is_some_and(|p| p.color == us) {
                    return Err(IllegalMove::OwnPieceThere { square: to });
                }
                if !self.reaches(from, to, piece) {
                    return Err(IllegalMove::CannotMoveThere {
                        kind: piece.kind,
                        to,
                    });
                }
                let info = v.kind(piece.kind);
                let may_promote =
                    info.promotes_to.is_some() && (self.in_zone(us, from) || self.in_zone(us, to));
                if promote && !may_promote {
                    return Err(if info.promotes_to.is_none() {
                        IllegalMove::CannotPromoteKind { kind: piece.kind }
                    } else {
                        IllegalMove::CannotPromoteOutsideZone { kind: piece.kind }
                    });
                }
                if !promote && self.is_dead_square(us, piece.kind, to) {
                    return Err(IllegalMove::MustPromote {
                        kind: piece.kind,
                        to,
                    });
                }
            }
            Move::Drop { kind, to } => {
                if !v.drops() {
                    return Err(IllegalMove::NoDrops);
                }
                if kind.index() >= v.kind_count() || v.kind(kind).promoted {
                    return Err(IllegalMove::NotInHand { kind });
                }
                if self.hand_count(us, kind) == 0 {
                    return Err(IllegalMove::NotInHand { kind });
                }
                if self.piece_at(to).is_some() {
                    return Err(IllegalMove::SquareOccupied { square: to });
                }
                if self.is_dead_square(us, kind, to) {
                    return Err(IllegalMove::DropNowhereToMove { kind, to });
                }
                if v.kind(kind).role == Role::Pawn
                    && self.has_unpromoted_pawn_on_file(us, kind, to.file())
                {
                    return Err(IllegalMove::TwoPawns {
                        kind,
                        file: to.file(),
                    });
                }
            }
        }
        if !self.is_safe(mv, self.in_check()) {
            return Err(if self.in_check() {
                IllegalMove::StillInCheck
            } else {
                IllegalMove::LeavesKingInCheck
            });
        }
        if self.is_pawn_drop_mate(mv) {
            return Err(IllegalMove::PawnDropMate);
        }
        Ok(())
    }

    /// Whether the piece on `from` could move to `to` by its pattern on this board
    /// (ignoring what stands on `to` and king safety).
    fn reaches(&self, from: Square, to: Square, piece: Piece) -> bool {
        let info = self.variant().kind(piece.kind);
        let (f, t) = (from.index() as i32, to.index() as i32);
        if info
            .leaps
            .iter()
            .any(|&(dx, dy)| f + offset(piece.color, dx, dy) == t)
        {
            return true;
        }
        info.slides.iter().any(|&(dx, dy, max)| {
            let step = offset(piece.color, dx, dy);
            let mut at = f + step;
            let mut n = 1u8;
            while self.board[at as usize] != WALL && (max == 0 || n <= max) {
                if at == t {
                    return true;
                }
                if self.board[at as usize] != EMPTY {
                    return false;
                }
                at += step;
                n += 1;
            }
            false
        })
    }

    fn has_unpromoted_pawn_on_file(&self, color: Color, kind: Kind, file: u8) -> bool {
        (0..self.variant().ranks()).any(|rank| {
            self.piece_at(Square::new(file, rank).unwrap()) == Some(Piece { color, kind })
        })
    }

    /// Moves that follow the pieces' patterns, the promotion rules and the drop
    /// restrictions other than pawn-drop mate, without regard to king safety.
    pub(crate) fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        let us = self.side_to_move();
        let v = self.variant();
        let own_base = 1 + 32 * us.index() as u8;
        for from in self.squares() {
            let c = self.board[from.index()];
            if c < own_base || c >= own_base + 32 {
                continue;
            }
            let kind = Kind(c - own_base);
            let info = v.kind(kind);
            let f = from.index() as i32;
            for &(dx, dy) in &info.leaps {
                let to = f + offset(us, dx, dy);
                let t = self.board[to as usize];
                if t == WALL || (t >= own_base && t < own_base + 32) {
                    continue;
                }
                self.push_board_moves(out, from, Square(to as u8), kind);
            }
            for &(dx, dy, max) in &info.slides {
                let step = offset(us, dx, dy);
                let mut to = f + step;
                let mut n = 1u8;
                while max == 0 || n <= max {
                    let t = self.board[to as usize];
                    if t == WALL || (t >= own_base && t < own_base + 32) {
                        break;
                    }
                    self.push_board_moves(out, from, Square(to as u8), kind);
                    if t != EMPTY {
                        break;
                    }
                    to += step;
                    n += 1;
                }
            }
        }
        if v.drops() {
            self.push_drops(out);
        }
    }

    fn push_board_moves(&self, out: &mut Vec<Move>, from: Square, to: Square, kind: Kind) {
        let us = self.side_to_move();
        let info = self.variant().kind(kind);
        if info.promotes_to.is_some() && (self.in_zone(us, from) || self.in_zone(us, to)) {
            out.push(Move::Board {
                from,
                to,
                promote: true,
            });
        }
        if !self.is_dead_square(us, kind, to) {
            out.push(Move::Board {
                from,
                to,
                promote: false,
            });
        }
    }

    fn push_drops(&self, out: &mut Vec<Move>) {
        let us = self.side_to_move();
        let v = self.variant();
        let hand = &self.hands[us.index()];
        if hand.iter().all(|&n| n == 0) {
            return;
        }
        // Files that already hold an unpromoted pawn of ours, per pawn kind.
        let mut pawn_files = [0u32; 32];
        for sq in self.squares() {
            if let Some(p) = self.piece_at(sq) {
                if p.color == us && v.kind(p.kind).role == Role::Pawn {
                    pawn_files[p.kind.index()] |= 1 << sq.file();
                }
            }
        }
        for kind in v.hand_kinds() {
            if hand[kind.index()] == 0 {
                continue;
            }
            let is_pawn = v.kind(kind).role == Role::Pawn;
            for to in self.squares() {
                if self.board[to.index()] != EMPTY
                    || self.is_dead_square(us, kind, to)
                    || (is_pawn && pawn_files[kind.index()] & (1 << to.file()) != 0)
                {
                    continue;
                }
                out.push(Move::Drop { kind, to });
            }
        }
    }

    /// Whether a pseudo-legal move keeps the mover's king safe. `in_check` is whether
    /// the mover is in check now.
    fn is_safe(&self, mv: Move, in_check: bool) -> bool {
        let us = self.side_to_move();
        let Some(king) = self.king_square(us) else {
            return true;
        };
        let needs_test = match mv {
            Move::Drop { .. } => in_check,
            Move::Board { from, .. } => in_check || from == king || aligned(from, king),
        };
        if !needs_test {
            return true;
        }
        let mut next = self.clone();
        next.apply(mv);
        !next.is_in_check(us)
    }

    /// Whether a move is a pawn drop that checkmates (uchifuzume). Only meaningful for
    /// a move that is otherwise legal.
    pub(crate) fn is_pawn_drop_mate(&self, mv: Move) -> bool {
        let Move::Drop { kind, to } = mv else {
            return false;
        };
        let v = self.variant();
        if v.kind(kind).role != Role::Pawn {
            return false;
        }
        let them = !self.side_to_move();
        let Some(their_king) = self.king_square(them) else {
            return false;
        };
        let us = self.side_to_move();
        let gives_check =
            v.kind(kind).leaps.iter().any(|&(dx, dy)| {
                to.index() as i32 + offset(us, dx, dy) == their_king.index() as i32
            });
        if !gives_check {
            return false;
        }
        let mut next = self.clone();
        next.apply(mv);
        !next.has_legal_move()
    }

    /// The piece on a square, if it belongs to `color`.
    pub fn own_piece_at(&self, sq: Square, color: Color) -> Option<Piece> {
        decode(self.board[sq.index()]).filter(|p| p.color == color)
    }
}

/// Files and ranks from `a` to `b`, as board-cell columns and rows.
pub(crate) fn delta(a: Square, b: Square) -> (i32, i32) {
    let (a, b) = (a.index() as i32, b.index() as i32);
    (b % 16 - a % 16, b / 16 - a / 16)
}

/// Whether two squares share a file, rank or diagonal.
pub(crate) fn aligned(a: Square, b: Square) -> bool {
    let (dx, dy) = delta(a, b);
    dx == 0 || dy == 0 || dx.abs() == dy.abs()
}
