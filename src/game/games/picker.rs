//! The move picker: moves chosen by tapping instead of typing. Every board post
//! for the player to move carries a Move button ([`move_button`]); it opens a
//! private picker — the board, and a menu of the pieces that can move and the
//! kinds in hand, 25 a page. Choosing one redraws the board with that piece's
//! destinations marked and a menu of them; where promotion is optional, a
//! destination asks with two buttons. The move chosen is played exactly as a typed
//! one ([`Area::play_chosen`]: the same checks, the same public reply), and the
//! picker's message then says what was played.
//!
//! Every press carries the game and the ply it was made at: only the player to move
//! may use a picker, and one whose position has moved on answers privately with
//! the board as it is now and changes nothing. A press is the whole state (the
//! piece chosen, the page): nothing is kept between steps, so a picker works after
//! a restart as any button does.

use crate::game::games::play::check_to_move;
use crate::game::words::{move_words, piece, square, status_line};
use crate::game::{
    refuse, Action, Attachment, Button, ButtonStyle, LoadedGame, Outcome, Place, Reply, Response,
    User,
};
use crate::game::{Menu, MenuOption, Origin, PickStep, Press};
use crate::i18n::Lang;
use crate::ids::GameId;
use crate::render::{Marks, Selected};
use crate::rules::{Move, Position, Square};
use crate::store::Pieces;
use crate::{msg, tr};

/// Choices a menu page holds.
const PAGE: usize = crate::game::reply::MENU_OPTIONS;

/// Where a move's piece comes from.
fn origin(mv: Move) -> Origin {
    match mv {
        Move::Board { from, .. } => Origin::Square(from),
        Move::Drop { kind, .. } => Origin::Hand(kind),
    }
}

/// The pieces that can move, as the picker lists them: the kinds in hand first (in
/// hand order), then the pieces on the board in the game's table order (the king
/// first), each kind by square; each with how many squares it can go to.
fn movable(pos: &Position, moves: &[Move]) -> Vec<(Origin, usize)> {
    let mut out: Vec<(Origin, Vec<Square>)> = Vec::new();
    for &mv in moves {
        let from = origin(mv);
        match out.iter_mut().find(|(o, _)| *o == from) {
            Some((_, to)) if to.contains(&mv.to()) => {}
            Some((_, to)) => to.push(mv.to()),
            None => out.push((from, vec![mv.to()])),
        }
    }
    let hand: Vec<_> = pos
        .hand(pos.side_to_move())
        .into_iter()
        .map(|(k, _)| k)
        .collect();
    let key = |o: &Origin| match *o {
        Origin::Hand(k) => (0, hand.iter().position(|&h| h == k).unwrap_or(0), 0, 0),
        Origin::Square(s) => (
            1,
            pos.piece_at(s).map_or(0, |p| p.kind.index()),
            s.file(),
            s.rank(),
        ),
    };
    out.sort_by_key(|(o, _)| key(o));
    out.into_iter().map(|(o, to)| (o, to.len())).collect()
}

/// The squares a piece can go to, by file then rank, each with its moves (one, or
/// two where promotion is optional).
fn destinations(moves: &[Move], from: Origin) -> Vec<(Square, Vec<Move>)> {
    let mut out: Vec<(Square, Vec<Move>)> = Vec::new();
    for &mv in moves.iter().filter(|&&m| origin(m) == from) {
        match out.iter_mut().find(|(to, _)| *to == mv.to()) {
            Some((_, list)) => list.push(mv),
            None => out.push((mv.to(), vec![mv])),
        }
    }
    out.sort_by_key(|(to, _)| (to.file(), to.rank()));
    out
}

/// A piece's glyph as the reader's pictures draw it: its kanji, or its letter.
fn glyph(pos: &Position, kind: crate::rules::Kind, style: Pieces) -> String {
    let info = pos.variant().kind(kind);
    match style {
        Pieces::Kanji => info.label.to_string(),
        Pieces::Letters => info.code(),
    }
}

/// The page shown of `count` choices: `page`, kept within them.
fn page_of(page: u8, count: usize) -> (usize, usize) {
    let pages = count.div_ceil(PAGE).max(1);
    ((page as usize).min(pages - 1), pages)
}

impl super::Area<'_> {
    /// A press in the move picker of `game_id` made at `at_ply`: open it (`step`
    /// none: a board post's Move button, answered with a new private message), or
    /// take a step in it (answered by rewriting the picker's message).
    pub(crate) async fn run_pick(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
        at_ply: Option<i64>,
        step: Option<PickStep>,
    ) -> Outcome {
        let g = self.own_game(caller, place, game_id).await?;
        // Opened without a ply (the console's `pick 1`): at the current one.
        let at_ply = at_ply.or(step.is_none().then_some(g.row.ply));
        if at_ply.is_none_or(|p| p > g.row.ply) {
            // No board of this game was ever at that ply.
            return refuse(msg!("picker-no-such-choice", game = game_id));
        }
        if !g.row.is_active() || at_ply != Some(g.row.ply) {
            return self
                .picker_moved_on(caller, place, &g, step.is_none())
                .await;
        }
        check_to_move(&g, caller)?;
        let moves = g.position().legal_moves();
        let reply = match step {
            None => self.pieces_page(caller, place, &g, &moves, 0).await?,
            Some(PickStep::Pieces { page }) => {
                self.pieces_page(caller, place, &g, &moves, page).await?
            }
            Some(PickStep::Piece { from, page }) => {
                self.targets_page(caller, place, &g, &moves, from, page)
                    .await?
            }
            Some(PickStep::To { from, to }) => {
                let Some((_, chosen)) = destinations(&moves, from)
                    .into_iter()
                    .find(|(t, _)| *t == to)
                else {
                    return refuse(msg!("picker-no-such-choice", game = game_id));
                };
                match chosen.as_slice() {
                    [mv] => return self.play_picked(caller, place, g, *mv).await,
                    _ => self.promotion_question(caller, place, &g, from, to).await?,
                }
            }
            Some(PickStep::Promote { from, to, promote }) => {
                let chosen = destinations(&moves, from)
                    .into_iter()
                    .find(|(t, _)| *t == to)
                    .and_then(|(_, list)| list.into_iter().find(|m| m.is_promotion() == promote));
                let Some(mv) = chosen else {
                    return refuse(msg!("picker-no-such-choice", game = game_id));
                };
                return self.play_picked(caller, place, g, mv).await;
            }
        };
        Ok(match step {
            None => Response::reply(reply),
            Some(_) => Response {
                update_origin: Some(reply),
                ..Response::default()
            },
        })
    }

    /// Play the move chosen, as a typed move is played; the picker's message then
    /// says what was played.
    async fn play_picked(&self, caller: &User, place: Place, g: LoadedGame, mv: Move) -> Outcome {
        let previous_to = g.game.last_move().map(|m| m.to());
        let words = move_words(g.position(), mv, previous_to, place.lang);
        let picked = Reply::private(tr!(
            place.lang,
            "picker-played",
            game = g.row.id,
            words = words
        ));
        self.play_chosen(caller, place, g, mv, Some(picked)).await
    }

    /// A press of a picker (or Move button) whose position has moved on (or whose
    /// game is over): the board as it is now, privately, and nothing changed; a
    /// Move button of the current position when it is the caller's turn.
    async fn picker_moved_on(
        &self,
        caller: &User,
        place: Place,
        g: &LoadedGame,
        opening: bool,
    ) -> Outcome {
        let lang = place.lang;
        let mut reply = Reply::private(format!(
            "{}\n{}",
            tr!(lang, "picker-moved-on", game = g.row.id),
            status_line(&g.row, g.position(), lang)
        ));
        // From the caller's side of the board.
        let theirs = g.color_of(caller.id) != Some(g.position().side_to_move());
        reply.picture = self
            .pictures
            .picture_for(g, theirs, caller.id, None)
            .await?;
        if g.to_move() == caller.id {
            reply.buttons.extend(self.game_buttons(g, lang).await);
        }
        Ok(if opening {
            Response::reply(reply)
        } else {
            Response {
                update_origin: Some(reply),
                ..Response::default()
            }
        })
    }

    /// The picker's first step: the board, and a page of the pieces that can move.
    async fn pieces_page(
        &self,
        caller: &User,
        place: Place,
        g: &LoadedGame,
        moves: &[Move],
        page: u8,
    ) -> Result<Reply, crate::game::Fail> {
        let lang = place.lang;
        let pos = g.position();
        let style = self.pictures.pieces_for(caller.id, g.row.guild_id).await?;
        let pieces = movable(pos, moves);
        let (page, pages) = page_of(page, pieces.len());
        let press = |step| {
            Press::new(Action::Pick, g.row.id.get())
                .at_ply(g.row.ply)
                .step(step)
        };
        let options = pieces
            .iter()
            .skip(page * PAGE)
            .take(PAGE)
            .filter_map(|&(from, n)| {
                let label = match from {
                    Origin::Square(sq) => {
                        let kind = pos.piece_at(sq)?.kind;
                        tr!(
                            lang,
                            "picker-option-piece",
                            glyph = glyph(pos, kind, style),
                            name = piece(pos.variant(), kind, lang),
                            square = square(sq, lang)
                        )
                    }
                    Origin::Hand(kind) => tr!(
                        lang,
                        "picker-option-hand",
                        glyph = glyph(pos, kind, style),
                        name = piece(pos.variant(), kind, lang),
                        count = pos.hand_count(pos.side_to_move(), kind)
                    ),
                };
                Some(MenuOption {
                    label,
                    description: Some(tr!(lang, "picker-option-moves", n = n)),
                    press: press(PickStep::Piece { from, page: 0 }),
                })
            })
            .collect();
        let mut text = tr!(lang, "picker-choose-piece", game = g.row.id);
        page_line(&mut text, page, pages, lang);
        let mut reply = Reply::private(text);
        reply.menu = Some(Menu {
            placeholder: tr!(lang, "picker-placeholder-piece"),
            options,
        });
        reply.buttons = page_buttons(page, pages, lang, |p| {
            press(PickStep::Pieces { page: p as u8 })
        });
        reply.picture = picker_picture(
            self.pictures
                .picture_marked(g, false, caller.id, Some(style), Marks::default())
                .await?,
        );
        Ok(reply)
    }

    /// A piece chosen: the board with it and its destinations marked, and a page
    /// of the destinations (each saying what it takes and whether it promotes).
    async fn targets_page(
        &self,
        caller: &User,
        place: Place,
        g: &LoadedGame,
        moves: &[Move],
        from: Origin,
        page: u8,
    ) -> Result<Reply, crate::game::Fail> {
        let lang = place.lang;
        let pos = g.position();
        let v = pos.variant();
        let dests = destinations(moves, from);
        if dests.is_empty() {
            return refuse(msg!("picker-no-such-choice", game = g.row.id));
        }
        let (page, pages) = page_of(page, dests.len());
        let press = |step| {
            Press::new(Action::Pick, g.row.id.get())
                .at_ply(g.row.ply)
                .step(step)
        };
        let options = dests
            .iter()
            .skip(page * PAGE)
            .take(PAGE)
            .map(|(to, list)| {
                let mut notes = Vec::new();
                if let Some(taken) = pos.piece_at(*to) {
                    notes.push(tr!(
                        lang,
                        "picker-takes",
                        piece = piece(v, taken.kind, lang)
                    ));
                }
                let promoted = list.iter().find(|m| m.is_promotion()).and_then(|&m| {
                    let kind = pos.piece_at(m.from()?)?.kind;
                    v.kind(kind).promotes_to
                });
                match (promoted, list.len()) {
                    (Some(p), 1) => {
                        notes.push(tr!(lang, "picker-must-promote", piece = piece(v, p, lang)))
                    }
                    (Some(p), _) => {
                        notes.push(tr!(lang, "picker-may-promote", piece = piece(v, p, lang)))
                    }
                    (None, _) => {}
                }
                MenuOption {
                    label: tr!(lang, "picker-option-to", square = square(*to, lang)),
                    description: (!notes.is_empty()).then(|| notes.join(" · ")),
                    press: press(PickStep::To { from, to: *to }),
                }
            })
            .collect();
        let style = self.pictures.pieces_for(caller.id, g.row.guild_id).await?;
        let (mut text, selected) = match from {
            Origin::Square(sq) => {
                let Some(on) = pos.piece_at(sq) else {
                    return refuse(msg!("picker-no-such-choice", game = g.row.id));
                };
                let kind = on.kind;
                (
                    tr!(
                        lang,
                        "picker-choose-target",
                        game = g.row.id,
                        piece = piece(v, kind, lang),
                        square = square(sq, lang),
                        n = dests.len()
                    ),
                    Selected::Square(sq),
                )
            }
            Origin::Hand(kind) => (
                tr!(
                    lang,
                    "picker-choose-drop",
                    game = g.row.id,
                    piece = piece(v, kind, lang),
                    n = dests.len()
                ),
                Selected::Hand {
                    color: pos.side_to_move(),
                    kind,
                },
            ),
        };
        page_line(&mut text, page, pages, lang);
        let mut reply = Reply::private(text);
        reply.menu = Some(Menu {
            placeholder: tr!(lang, "picker-placeholder-target"),
            options,
        });
        reply.buttons = page_buttons(page, pages, lang, |p| {
            press(PickStep::Piece {
                from,
                page: p as u8,
            })
        });
        reply.buttons.push(Button::pressing(
            press(PickStep::Pieces { page: 0 }),
            &tr!(lang, "button-other-piece"),
            ButtonStyle::Secondary,
        ));
        let marks = Marks {
            selected: Some(selected),
            targets: dests.iter().map(|(to, _)| *to).collect(),
        };
        reply.picture = picker_picture(
            self.pictures
                .picture_marked(g, false, caller.id, Some(style), marks)
                .await?,
        );
        Ok(reply)
    }

    /// A destination where promotion is optional: promote, or not?
    async fn promotion_question(
        &self,
        caller: &User,
        place: Place,
        g: &LoadedGame,
        from: Origin,
        to: Square,
    ) -> Result<Reply, crate::game::Fail> {
        let lang = place.lang;
        let pos = g.position();
        let v = pos.variant();
        let Origin::Square(from_sq) = from else {
            // Drops never promote.
            return refuse(msg!("picker-no-such-choice", game = g.row.id));
        };
        let Some(on) = pos.piece_at(from_sq) else {
            return refuse(msg!("picker-no-such-choice", game = g.row.id));
        };
        let kind = on.kind;
        let promoted = v.kind(kind).promotes_to.unwrap_or(kind);
        let plain = Move::Board {
            from: from_sq,
            to,
            promote: false,
        };
        let previous_to = g.game.last_move().map(|m| m.to());
        let mut reply = Reply::private(tr!(
            lang,
            "picker-promote-question",
            game = g.row.id,
            words = move_words(pos, plain, previous_to, lang),
            promoted = piece(v, promoted, lang)
        ));
        let press = |step| {
            Press::new(Action::Pick, g.row.id.get())
                .at_ply(g.row.ply)
                .step(step)
        };
        reply.buttons = vec![
            Button::pressing(
                press(PickStep::Promote {
                    from,
                    to,
                    promote: true,
                }),
                &tr!(lang, "button-promote", piece = piece(v, promoted, lang)),
                ButtonStyle::Primary,
            ),
            Button::pressing(
                press(PickStep::Promote {
                    from,
                    to,
                    promote: false,
                }),
                &tr!(lang, "button-no-promote"),
                ButtonStyle::Secondary,
            ),
            Button::pressing(
                press(PickStep::Pieces { page: 0 }),
                &tr!(lang, "button-other-piece"),
                ButtonStyle::Secondary,
            ),
        ];
        let marks = Marks {
            selected: Some(Selected::Square(from_sq)),
            targets: vec![to],
        };
        reply.picture = picker_picture(
            self.pictures
                .picture_marked(g, false, caller.id, None, marks)
                .await?,
        );
        Ok(reply)
    }
}

/// The picker's board, named apart from the public one of the same ply
/// (`game-12-7-pick.png`): the console keeps both.
fn picker_picture(picture: Option<Attachment>) -> Option<Attachment> {
    picture.map(|mut p| {
        if let Some(stem) = p.filename.strip_suffix(".png") {
            p.filename = format!("{stem}-pick.png");
        }
        p
    })
}

/// "(page 2 of 3)" on a line of its own, when there is more than one.
fn page_line(text: &mut String, page: usize, pages: usize, lang: Lang) {
    if pages > 1 {
        text.push('\n');
        text.push_str(&tr!(lang, "picker-page", page = page + 1, pages = pages));
    }
}

/// The buttons to the previous and the next page, where there are such pages.
fn page_buttons(
    page: usize,
    pages: usize,
    lang: Lang,
    press: impl Fn(usize) -> Press,
) -> Vec<Button> {
    let mut out = Vec::new();
    if page > 0 {
        out.push(Button::pressing(
            press(page - 1),
            &tr!(lang, "button-previous-page"),
            ButtonStyle::Secondary,
        ));
    }
    if page + 1 < pages {
        out.push(Button::pressing(
            press(page + 1),
            &tr!(lang, "button-next-page"),
            ButtonStyle::Secondary,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{usi, Variant};

    #[test]
    fn wa_shogis_start_has_more_pieces_to_move_than_a_page_holds_or_not() {
        let v = Variant::by_id("wa").unwrap();
        let pos = Position::start(v);
        let pieces = movable(&pos, &pos.legal_moves());
        let total: usize = pieces.iter().map(|(_, n)| n).sum();
        let distinct: std::collections::HashSet<_> = pos
            .legal_moves()
            .iter()
            .map(|m| (origin(*m), m.to()))
            .collect();
        assert_eq!(total, distinct.len(), "every destination counted once");
        // Listed by kind in the game's table order, each kind by square.
        let kinds: Vec<usize> = pieces
            .iter()
            .map(|(o, _)| match o {
                Origin::Square(s) => pos.piece_at(*s).unwrap().kind.index(),
                Origin::Hand(_) => unreachable!("nothing in hand at the start"),
            })
            .collect();
        assert!(kinds.windows(2).all(|w| w[0] <= w[1]), "{kinds:?}");
    }

    #[test]
    fn hands_come_first_and_optional_promotions_are_one_destination() {
        let v = Variant::by_id("shogi").unwrap();
        let pos = Position::from_sfen(v, "4k4/9/9/2P6/9/9/9/9/4K4 b GP 1").unwrap();
        let moves = pos.legal_moves();
        let pieces = movable(&pos, &moves);
        let gold = v.kind_by_letter('G', false).unwrap();
        let pawn = v.kind_by_letter('P', false).unwrap();
        assert_eq!(pieces[0].0, Origin::Hand(gold), "{pieces:?}");
        assert_eq!(pieces[1].0, Origin::Hand(pawn), "{pieces:?}");
        // The pawn on 7d may go to 7c, promoting or not: one destination, two moves.
        let from = usi::parse_square(v, "7d").unwrap();
        let dests = destinations(&moves, Origin::Square(from));
        assert_eq!(dests.len(), 1);
        assert_eq!(dests[0].1.len(), 2);
        // Destinations by file, then rank.
        let drops = destinations(&moves, Origin::Hand(gold));
        assert!(drops
            .windows(2)
            .all(|w| (w[0].0.file(), w[0].0.rank()) < (w[1].0.file(), w[1].0.rank())));
    }

    #[test]
    fn pages_hold_twenty_five_and_a_page_past_the_end_is_the_last() {
        assert_eq!(page_of(0, 0), (0, 1));
        assert_eq!(page_of(0, 25), (0, 1));
        assert_eq!(page_of(1, 26), (1, 2));
        assert_eq!(page_of(9, 26), (1, 2));
    }
}
