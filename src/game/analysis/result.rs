//! A finished analysis in words and pictures: the result post (each player's
//! accuracy and counts, the win-chance graph, a button for each of the worst moves)
//! and what a worst-move button shows (the position before the move, the move
//! played and the engine's best as arrows, the engine's line in words).

use crate::game::PageOf;
use washogi_engine::analysis::{Analysis, Judgement, PlyAnalysis, Reason};
use washogi_rules::{japanese, Color, Game, Move, Position, Square};

use crate::game::words::move_words;
use crate::game::{
    mention, piece_style, plate_language, variant_title, Action, Attachment, Button, ButtonStyle,
    Fail, LoadedGame, Reply,
};
use crate::i18n::Lang;
use crate::ids::UserId;
use crate::render::{
    render_analysis_graph, render_position, AnalysisGraph, Arrow, ArrowKind, GraphMark, MarkKind,
    PlayerLine, RenderOptions,
};
use crate::tr;

/// Moves of the engine's line put in words.
const LINE_MOVES: usize = 8;

/// A win chance as people read it: a whole percentage.
fn percent(win: f64) -> i64 {
    win.round().clamp(0.0, 100.0) as i64
}

fn class_words(j: Judgement, lang: Lang) -> String {
    match j {
        Judgement::Inaccuracy => tr!(lang, "analysis-class-inaccuracy"),
        Judgement::Mistake => tr!(lang, "analysis-class-mistake"),
        Judgement::Blunder => tr!(lang, "analysis-class-blunder"),
    }
}

/// The side's mark: ☗ sente, ☖ gote.
fn side_mark(color: Color) -> &'static str {
    japanese::side_mark(color)
}

/// The position before the `ply`-th move (1: the first) and where the move before
/// it landed.
fn before_ply(game: &Game, ply: usize) -> Option<(Position, Option<Square>)> {
    let earlier = game.moves().get(..ply.checked_sub(1)?)?;
    let before = Game::replay(game.start().clone(), earlier).ok()?;
    Some((
        before.position().clone(),
        earlier.last().map(|m: &Move| m.to()),
    ))
}

/// A line of moves from `pos` in words, as far as it stays legal.
fn line_words(pos: &Position, previous_to: Option<Square>, line: &[Move], lang: Lang) -> String {
    let mut pos = pos.clone();
    let mut previous_to = previous_to;
    let mut words = Vec::new();
    for &mv in line.iter().take(LINE_MOVES) {
        let Ok(next) = pos.play(mv) else { break };
        words.push(match lang {
            Lang::Ja => japanese::to_japanese(&pos, mv, previous_to),
            Lang::En => format!(
                "{} {}",
                side_mark(pos.side_to_move()),
                move_words(&pos, mv, previous_to, lang)
            ),
        });
        previous_to = Some(mv.to());
        pos = next;
    }
    words.join(if lang == Lang::Ja { " " } else { ", " })
}

impl super::Area<'_> {
    /// The result post of an analysis.
    pub(super) async fn analysis_reply(
        &self,
        g: &LoadedGame,
        analysis: &Analysis,
        lang: Lang,
    ) -> Result<Reply, Fail> {
        let id = g.row.id;
        let mut lines = vec![tr!(
            lang,
            "analysis-title",
            game = id,
            variant = variant_title(g.game.start().variant(), lang),
            sente = mention(g.row.sente_id),
            gote = mention(g.row.gote_id)
        )];
        for color in [Color::Sente, Color::Gote] {
            let s = analysis.player(color);
            lines.push(tr!(
                lang,
                "analysis-player",
                mark = side_mark(color),
                player = mention(g.player(color)),
                accuracy = s
                    .accuracy
                    .map_or_else(|| "—".to_string(), |a| format!("{a:.0}")),
                inaccuracies = s.inaccuracies as i64,
                mistakes = s.mistakes as i64,
                blunders = s.blunders as i64
            ));
        }
        lines.push(if analysis.worst.is_empty() {
            tr!(lang, "analysis-clean")
        } else {
            tr!(lang, "analysis-worst")
        });
        let mut reply = Reply::public(lines.join("\n"));
        reply.buttons = analysis
            .worst
            .iter()
            .filter_map(|&i| analysis.plies.get(i))
            .filter_map(|p| {
                let label = tr!(
                    lang,
                    "analysis-worst-button",
                    ply = p.ply as i64,
                    mark = side_mark(p.mover),
                    class = class_words(p.class()?, lang)
                );
                let style = match p.class()? {
                    Judgement::Blunder => ButtonStyle::Danger,
                    _ => ButtonStyle::Secondary,
                };
                Some(Button::new(Action::WorstMove, id.get(), &label, style).at_ply(p.ply as i64))
            })
            .collect();
        reply.picture = self.analysis_graph(g, analysis, lang).await?;
        reply.link = self
            .page_link(g.row.guild_id, PageOf::Game(g.row.id), lang)
            .await;
        Ok(reply)
    }

    /// The win-chance graph of an analysis.
    async fn analysis_graph(
        &self,
        g: &LoadedGame,
        analysis: &Analysis,
        lang: Lang,
    ) -> Result<Option<Attachment>, Fail> {
        let line = |color: Color, name: String| {
            let s = analysis.player(color);
            PlayerLine {
                name,
                accuracy: s.accuracy,
                inaccuracies: s.inaccuracies,
                mistakes: s.mistakes,
                blunders: s.blunders,
            }
        };
        let graph = AnalysisGraph {
            title: tr!(
                lang,
                "analysis-graph-title",
                game = g.row.id,
                variant = variant_title(g.game.start().variant(), lang)
            ),
            wins: analysis.graph(),
            marks: analysis
                .plies
                .iter()
                .filter_map(|p| {
                    Some(GraphMark {
                        ply: p.ply,
                        kind: match p.class()? {
                            Judgement::Inaccuracy => MarkKind::Inaccuracy,
                            Judgement::Mistake => MarkKind::Mistake,
                            Judgement::Blunder => MarkKind::Blunder,
                        },
                        sente: p.mover == Color::Sente,
                    })
                })
                .collect(),
            sente: line(Color::Sente, self.name_of(g.row.sente_id).await?),
            gote: line(Color::Gote, self.name_of(g.row.gote_id).await?),
            language: plate_language(lang),
        };
        let png = self
            .pictures
            .draw_picture(move || render_analysis_graph(&graph))
            .await;
        Ok(png.map(|bytes| Attachment {
            filename: format!("analysis-{}.png", g.row.id),
            bytes,
        }))
    }

    /// What a worst-move button shows.
    pub(super) async fn worst_move_reply(
        &self,
        g: &LoadedGame,
        p: &PlyAnalysis,
        viewer: UserId,
        lang: Lang,
    ) -> Result<Reply, Fail> {
        let Some((before, previous_to)) = before_ply(&g.game, p.ply) else {
            return Ok(Reply::private(tr!(lang, "button-unknown")));
        };
        let mut lines = vec![tr!(
            lang,
            "analysis-move",
            game = g.row.id,
            ply = p.ply as i64,
            mark = side_mark(p.mover),
            player = mention(g.player(p.mover)),
            played = move_words(&before, p.mv, previous_to, lang),
            class = p.class().map_or_else(String::new, |j| class_words(j, lang)),
            before = percent(p.win_before),
            after = percent(p.win_after)
        )];
        match p.judgement.map(|(_, why)| why) {
            Some(Reason::MateLost) => lines.push(tr!(lang, "analysis-reason-mate-lost")),
            Some(Reason::MateCreated) => lines.push(tr!(lang, "analysis-reason-mate-created")),
            _ => {}
        }
        if let Some(best) = p.best {
            lines.push(tr!(
                lang,
                "analysis-best",
                best = move_words(&before, best, previous_to, lang),
                line = line_words(&before, previous_to, &p.pv, lang)
            ));
        }
        let mut reply = Reply::public(lines.join("\n"));
        let mut arrows = vec![Arrow {
            mv: p.mv,
            kind: ArrowKind::Played,
        }];
        arrows.extend(p.best.map(|mv| Arrow {
            mv,
            kind: ArrowKind::Best,
        }));
        let options = RenderOptions {
            // The mover's view: the move is theirs.
            flipped: p.mover == Color::Gote,
            style: piece_style(self.pictures.pieces_for(viewer, g.row.guild_id).await?),
            last_move: None,
            sente_name: Some(self.name_of(g.row.sente_id).await?),
            gote_name: Some(self.name_of(g.row.gote_id).await?),
            language: plate_language(lang),
            arrows,
            ..RenderOptions::default()
        };
        let png = self
            .pictures
            .draw_picture(move || render_position(&before, &options))
            .await;
        reply.picture = png.map(|bytes| Attachment {
            filename: format!("game-{}-move-{}.png", g.row.id, p.ply),
            bytes,
        });
        Ok(reply)
    }
}
