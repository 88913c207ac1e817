//! Games for replays, made up by a seeded random playout (the same game on every
//! run and machine): shared by the replay tests, the replay bench and the replay
//! example (`#[path]`-included there).

// Shared by several targets: each uses only some of it.
#![allow(dead_code)]

use washogi_rules::{Game, Move, Position, Variant};

/// splitmix64: a small, fixed pseudo-random sequence (no dependency needed).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A game of `plies` moves from the start of game `id`, each move picked at random
/// among those that do not end the game; a capture, when there is one, is picked
/// every other move or so (so that hands fill and the board thins out as in real
/// games). Stops early only if every move would end the game.
pub fn playout(id: &str, plies: usize, seed: u64) -> Game {
    let variant = Variant::by_id(id).expect("a game id");
    play_on(
        Game::new(Position::start(variant)),
        plies,
        &mut Rng::new(seed),
    )
}

/// `game` carried on as [`playout`] does, up to `plies` moves in all.
pub fn play_on(mut game: Game, plies: usize, rng: &mut Rng) -> Game {
    while game.moves().len() < plies {
        let pos = game.position().clone();
        let all = pos.legal_moves();
        let captures: Vec<Move> = all.iter().copied().filter(|&m| pos.is_capture(m)).collect();
        let first = if rng.below(2) == 0 {
            captures
        } else {
            Vec::new()
        };
        let Some(next) = [first, all]
            .into_iter()
            .find_map(|moves| play_one_of(&game, moves, rng))
        else {
            break;
        };
        game = next;
    }
    game
}

/// The game after one of `moves` picked at random that does not end it.
fn play_one_of(game: &Game, mut moves: Vec<Move>, rng: &mut Rng) -> Option<Game> {
    while !moves.is_empty() {
        let mv = moves.swap_remove(rng.below(moves.len()));
        let mut next = game.clone();
        if next.play(mv).is_ok_and(|s| !s.is_over()) {
            return Some(next);
        }
    }
    None
}

/// Play a move that mates, if there is one: a game's end for a replay to show.
pub fn mate_if_possible(game: &mut Game) -> bool {
    for mv in game.position().legal_moves() {
        let mut next = game.clone();
        if next.play(mv).is_ok_and(|s| s.winner().is_some()) {
            *game = next;
            return true;
        }
    }
    false
}
