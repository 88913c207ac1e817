//! The rules' answers put in the reader's language: why a move is illegal or could
//! not be read, the games' and pieces' names. The rules crate says what happened (an
//! [`IllegalMove`], an [`InputError`]); the words come from the message files.

use crate::decide::clock::{Speed, TimeControl};
use crate::game::text::{mention, relative_time};
use crate::i18n::Lang;
use crate::rules::japanese::japanese_square;
use crate::rules::usi::to_usi;
use crate::rules::IllegalMove;
use crate::rules::InputError;

use crate::rules::describe::describe_move;
use crate::rules::{
    japanese, Color, Kind, Move, NotationError, Position, Role, Square, Variant, VariantId,
};
use crate::store::{Ending, GameResult, GameRow};
use crate::tr;

/// A square as the reader writes it: `7g`, or `７六` in Japanese.
pub(crate) fn square(sq: Square, lang: Lang) -> String {
    match lang {
        Lang::En => sq.to_string(),
        Lang::Ja => japanese_square(sq),
    }
}

/// A piece's name: `Sparrow Pawn`, or `歩兵` in Japanese.
pub(crate) fn piece(v: &Variant, kind: Kind, lang: Lang) -> &'static str {
    let info = v.kind(kind);
    match lang {
        Lang::En => info.name,
        Lang::Ja => info.name_ja,
    }
}

/// A game's name: `Wa Shogi`, `和将棋`, ...
pub(crate) fn variant(v: &Variant, lang: Lang) -> String {
    match v.variant_id() {
        VariantId::Wa => tr!(lang, "variant-wa"),
        VariantId::WaDrops => tr!(lang, "variant-wa-drops"),
        VariantId::Shogi => tr!(lang, "variant-shogi"),
    }
}

/// Why a move the rules forbid is illegal, in one sentence.
pub(crate) fn illegal_move(e: &IllegalMove, v: &Variant, lang: Lang) -> String {
    use IllegalMove::*;
    let name = |k: &Kind| piece(v, *k, lang);
    let sq = |s: &Square| square(*s, lang);
    let king = piece(v, v.king(), lang);
    match e {
        OffBoard => tr!(lang, "illegal-off-board", files = v.files()),
        NoPiece { square } => tr!(lang, "illegal-no-piece", square = sq(square)),
        NotYourPiece { square } => tr!(lang, "illegal-not-your-piece", square = sq(square)),
        OwnPieceThere { square } => tr!(lang, "illegal-own-piece-there", square = sq(square)),
        CannotMoveThere { kind, to } => {
            tr!(
                lang,
                "illegal-cannot-move-there",
                piece = name(kind),
                to = sq(to)
            )
        }
        CannotPromoteKind { kind } => tr!(lang, "illegal-cannot-promote", piece = name(kind)),
        CannotPromoteOutsideZone { kind } => tr!(
            lang,
            "illegal-promote-outside-zone",
            piece = name(kind),
            ranks = v.zone_depth()
        ),
        MustPromote { kind, to } => {
            tr!(
                lang,
                "illegal-must-promote",
                piece = name(kind),
                to = sq(to)
            )
        }
        NoDrops => tr!(lang, "illegal-no-drops", variant = variant(v, lang)),
        NotInHand { kind } => tr!(lang, "illegal-not-in-hand", piece = name(kind)),
        SquareOccupied { square } => {
            tr!(lang, "illegal-square-occupied", square = sq(square))
        }
        DropNowhereToMove { kind, to } => {
            tr!(
                lang,
                "illegal-drop-nowhere",
                piece = name(kind),
                to = sq(to)
            )
        }
        TwoPawns { kind, file } => {
            tr!(lang, "illegal-two-pawns", piece = name(kind), file = *file)
        }
        PawnDropMate => {
            let pawn = v
                .hand_kinds()
                .find(|&k| v.kind(k).role == Role::Pawn)
                .map(|k| piece(v, k, lang))
                .unwrap_or(match lang {
                    Lang::En => "pawn",
                    Lang::Ja => "歩",
                });
            tr!(lang, "illegal-pawn-drop-mate", piece = pawn)
        }
        LeavesKingInCheck => tr!(lang, "illegal-leaves-king-in-check", king = king),
        StillInCheck => tr!(lang, "illegal-still-in-check", king = king),
        GameOver => tr!(lang, "illegal-game-over"),
    }
}

/// Why typed text is not a move, in one sentence.
pub(crate) fn notation_error(e: &NotationError, v: &Variant, lang: Lang) -> String {
    let wa = v.files() == 11;
    match e {
        NotationError::Empty => tr!(lang, "notation-empty"),
        NotationError::TooLong => tr!(lang, "notation-too-long"),
        NotationError::Unreadable(s) => tr!(
            lang,
            "notation-unreadable",
            text = format!("{s:?}"),
            board = if wa { "8i8h" } else { "7g7f" },
            promotion = if wa { "4d4c+" } else { "8h2b+" },
            drop = "P*5e"
        ),
        NotationError::NoSuchSquare(s) => tr!(
            lang,
            "notation-no-such-square",
            text = format!("{s:?}"),
            files = v.files(),
            last_rank = ((b'a' + v.ranks() - 1) as char).to_string()
        ),
        NotationError::NoSuchPiece(s) => tr!(
            lang,
            "notation-no-such-piece",
            text = format!("{s:?}"),
            variant = variant(v, lang),
            letters = v.hand_kinds().map(|k| v.kind(k).letter).collect::<String>()
        ),
    }
}

/// Why typed move input did not name one legal move (a list for an ambiguous one, in
/// the reader's notation). `previous_to`: where the move before landed.
pub(crate) fn input_error(
    e: &InputError,
    pos: &Position,
    previous_to: Option<Square>,
    lang: Lang,
) -> String {
    let v = pos.variant();
    match e {
        InputError::Notation(e) => notation_error(e, v, lang),
        InputError::Illegal(e) => illegal_move(e, v, lang),
        InputError::NoMatch { kind, to } => tr!(
            lang,
            "input-no-match",
            piece = piece(v, *kind, lang),
            to = square(*to, lang)
        ),
        InputError::WrongPiece { kind, square: at } => tr!(
            lang,
            "input-wrong-piece",
            piece = piece(v, *kind, lang),
            square = square(*at, lang)
        ),
        InputError::Ambiguous(moves) => {
            let mut text = tr!(lang, "input-ambiguous");
            for &m in moves {
                text.push_str(&format!(
                    "\n• {} — `{}`",
                    move_words(pos, m, previous_to, lang),
                    to_usi(v, m)
                ));
            }
            text
        }
    }
}

/// "1 move", "3 moves": a count with its noun (regular plurals only).
pub fn plural(n: i64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// "Wa Shogi", "将棋", ... for a game, in `lang`.
pub(crate) fn variant_name(id: VariantId, lang: Lang) -> String {
    variant_title(id.variant(), lang)
}

/// A game's name in `lang`.
pub(crate) fn variant_title(v: &Variant, lang: Lang) -> String {
    variant(v, lang)
}

/// A move as the reader reads it: in Japanese the KIF form (`▲７六歩(77)`, `△同　歩`),
/// in English words (`Pawn 7g → 7f`). `previous_to` is where the move before landed.
pub(crate) fn move_words(
    before: &Position,
    mv: Move,
    previous_to: Option<Square>,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => describe_move(before, mv),
        Lang::Ja => japanese::to_japanese(before, mv, previous_to),
    }
}

/// A time control as the reader writes it: `10+30x3`, or `10分+30秒(3)` in
/// Japanese (as KIF records write it).
pub(crate) fn time_control_words(tc: &TimeControl, lang: Lang) -> String {
    match lang {
        Lang::En => tc.to_string(),
        Lang::Ja => crate::game::export::kif_time_control(tc),
    }
}

/// One line about where a game stands, from its row and current position alone.
pub(crate) fn status_line(row: &GameRow, position: &Position, lang: Lang) -> String {
    status_line_with_clocks(row, position, None, lang)
}

/// [`status_line`], and for a live game its time control and both clocks as they
/// stand at `clocks_at` (ms), if given (`/games`).
pub(crate) fn status_line_with_clocks(
    row: &GameRow,
    position: &Position,
    clocks_at: Option<i64>,
    lang: Lang,
) -> String {
    let id = row.id;
    let game = variant_title(position.variant(), lang);
    let sente = mention(row.sente_id);
    let gote = mention(row.gote_id);
    if row.is_active() {
        let to_move = match position.side_to_move() {
            Color::Sente => row.sente_id,
            Color::Gote => row.gote_id,
        };
        let mut text = tr!(
            lang,
            "status-active",
            game = id,
            variant = game,
            sente = sente,
            gote = gote,
            number = row.ply + 1,
            to_move = mention(to_move)
        );
        if position.in_check() {
            text.push_str(&tr!(lang, "status-in-check"));
        }
        if let Some(d) = row.due() {
            text.push_str(&tr!(lang, "status-due", due = relative_time(d)));
        }
        if let (Some(clock), Some(now_ms)) = (row.live_clock(), clocks_at) {
            let (sente, gote) = clock.show(position.side_to_move(), now_ms);
            text.push_str(&tr!(
                lang,
                "status-clocks",
                control = time_control_words(&clock.control, lang),
                sente = sente,
                gote = gote
            ));
        }
        text.push_str(&tr!(lang, "sentence-end"));
        text
    } else {
        tr!(
            lang,
            "status-finished",
            game = id,
            variant = game,
            sente = sente,
            gote = gote,
            ended = ended_text(row, lang)
        )
    }
}

/// How a game ended, after "won" or "drawn": "by checkmate", "on time", ...
pub(crate) fn ending_words(ending: Option<Ending>, lang: Lang) -> String {
    let Some(ending) = ending else {
        return String::new();
    };
    match ending {
        Ending::Checkmate => tr!(lang, "ending-checkmate"),
        Ending::NoMoves => tr!(lang, "ending-no-moves"),
        Ending::Repetition => tr!(lang, "ending-repetition"),
        Ending::PerpetualCheck => tr!(lang, "ending-perpetual-check"),
        Ending::Resignation => tr!(lang, "ending-resignation"),
        Ending::Timeout => tr!(lang, "ending-timeout"),
        Ending::Agreement => tr!(lang, "ending-agreement"),
        Ending::Impasse => tr!(lang, "ending-impasse"),
        Ending::Adjudication => tr!(lang, "ending-adjudication"),
        Ending::Aborted => tr!(lang, "ending-aborted"),
    }
}

/// How a finished game ended, in words.
pub(crate) fn ended_text(row: &GameRow, lang: Lang) -> String {
    let how = ending_words(row.ending, lang);
    match row.result {
        Some(GameResult::Sente) => {
            tr!(lang, "ended-won", winner = mention(row.sente_id), how = how)
        }
        Some(GameResult::Gote) => tr!(lang, "ended-won", winner = mention(row.gote_id), how = how),
        Some(GameResult::Draw) => tr!(lang, "ended-drawn", how = how),
        None if row.ending == Some(Ending::Aborted) => tr!(lang, "ended-aborted"),
        None => tr!(lang, "ended-over"),
    }
}

/// A rating pool's speed in words: `blitz`, `ブリッツ`.
pub(crate) fn speed_name(speed: Speed, lang: Lang) -> String {
    match speed {
        Speed::Bullet => tr!(lang, "speed-bullet"),
        Speed::Blitz => tr!(lang, "speed-blitz"),
        Speed::Rapid => tr!(lang, "speed-rapid"),
        Speed::Classical => tr!(lang, "speed-classical"),
        Speed::Correspondence => tr!(lang, "speed-correspondence"),
    }
}

/// A rating as shown: `1512 ± 84`.
pub(crate) fn rating_shown(r: &crate::store::RatingRow) -> String {
    format!("{:.0} ± {:.0}", r.rating, r.deviation)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::input::resolve_input;
    use crate::rules::usi::parse_usi;

    /// The English words are the rules crate's own sentences, word for word.
    #[test]
    fn english_move_errors_read_as_the_rules_write_them() {
        for id in ["wa", "wa-drops", "shogi"] {
            let v = Variant::by_id(id).unwrap();
            let pos = Position::start(v);
            let probes = [
                "", "zz", "99z", "Q5e", "5e5d", "7g7f7f", "P*5e", "8h2b+", "1a1b", "K5e", "7c7d",
                "9g9f+", "G5h", "3c3d",
            ];
            for text in probes {
                if let Err(e) = resolve_input(&pos, text) {
                    assert_eq!(
                        input_error(&e, &pos, None, Lang::En),
                        e.message(&pos),
                        "{id}: {text:?}"
                    );
                }
            }
            let all = [
                IllegalMove::OffBoard,
                IllegalMove::NoDrops,
                IllegalMove::PawnDropMate,
                IllegalMove::LeavesKingInCheck,
                IllegalMove::StillInCheck,
                IllegalMove::GameOver,
                IllegalMove::NoPiece {
                    square: parse_usi(v, "5e5d").unwrap().from().unwrap(),
                },
            ];
            for e in all {
                assert_eq!(illegal_move(&e, v, Lang::En), e.message(v), "{id}: {e:?}");
                assert!(!illegal_move(&e, v, Lang::Ja).is_empty());
            }
        }
    }

    #[test]
    fn japanese_move_errors_name_pieces_and_squares_in_japanese() {
        let shogi = Variant::by_id("shogi").unwrap();
        let pos = Position::start(shogi);
        let e = resolve_input(&pos, "7g7e").unwrap_err();
        let ja = input_error(&e, &pos, None, Lang::Ja);
        assert!(ja.contains("歩兵") && ja.contains("７五"), "{ja}");
        let ambiguous = resolve_input(&pos, "G5h").unwrap_err();
        let ja = input_error(&ambiguous, &pos, None, Lang::Ja);
        assert!(
            ja.contains("▲５八金(49)") && ja.contains("▲５八金(69)"),
            "{ja}"
        );
    }
}
