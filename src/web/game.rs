//! A game's page: the board at any move (an SVG image whose address names the
//! move, so every position is a link and the page works without its script), both
//! players with their clocks or the deadline, the move list in Japanese and USI,
//! the result, the analysis's win-chance graph, and the downloads. The script
//! steps through the moves without reloading (buttons, ← → Home End, the list,
//! the graph) and follows an ongoing game.

use super::html::{h, Html};
use super::layout::{page, Shell};
use super::text::{plain, rich};
use super::View;
use crate::game::pages::{ClockView, GameView, MoveView};
use crate::game::Page;
use crate::i18n::Lang;
use crate::render::picture_size;
use crate::rules::Color;
use crate::store::Pieces;
use crate::tr;
use washogi_engine::analysis::Judgement;

/// `pieces=` as the pages write it.
pub fn pieces_key(p: Pieces) -> &'static str {
    match p {
        Pieces::Kanji => "kanji",
        Pieces::Letters => "letters",
    }
}

/// `?ply=N` plus the reader's flip, as the page's links keep it.
fn query(ply: usize, flip: bool) -> String {
    if flip {
        format!("?ply={ply}&flip=1")
    } else {
        format!("?ply={ply}")
    }
}

/// The board's address at a move (`{ply}` left in for the script's template).
fn board_src(token: &str, ply: &str, pieces: Pieces, flip: bool) -> String {
    format!(
        "/g/{token}/b/{ply}.svg?pieces={}{}",
        pieces_key(pieces),
        if flip { "&flip=1" } else { "" }
    )
}

/// Judgement marks as annotators write them.
fn judgement_mark(j: Judgement) -> (&'static str, &'static str) {
    match j {
        Judgement::Inaccuracy => ("?!", "j1"),
        Judgement::Mistake => ("?", "j2"),
        Judgement::Blunder => ("??", "j3"),
    }
}

fn judgement_words(j: Judgement, lang: Lang) -> String {
    match j {
        Judgement::Inaccuracy => tr!(lang, "web-inaccuracy"),
        Judgement::Mistake => tr!(lang, "web-mistake"),
        Judgement::Blunder => tr!(lang, "web-blunder"),
    }
}

/// "Move 10 of 57: ▲７六歩(77) · 7g7f", or the start.
fn caption(g: &GameView, ply: usize) -> String {
    let lang = g.lang;
    match ply.checked_sub(1).and_then(|i| g.moves.get(i)) {
        None => tr!(lang, "web-start-position"),
        Some(m) => tr!(
            lang,
            "web-move-caption",
            ply = ply as i64,
            plies = g.plies() as i64,
            japanese = m.japanese.as_str(),
            usi = m.usi.as_str()
        ),
    }
}

/// The whole page at move `ply` (the last when `None`), boards in `pieces`.
pub fn game_page(
    g: &GameView,
    ply: Option<usize>,
    pieces: Pieces,
    flip: bool,
    base: &str,
    now: i64,
) -> View {
    let lang = g.lang;
    let plies = g.plies();
    let ply = ply.unwrap_or(plies).min(plies);
    let token = g.token.as_str();
    let here = Page::Game(g.token.clone()).path();
    let (w, hgt) = picture_size(g.variant.variant(), flip);
    let sente = g.name(Color::Sente);
    let gote = g.name(Color::Gote);

    let mut main = Html::new();
    board_section(&mut main, g, ply, pieces, flip);
    about_game(&mut main, g, now);
    analysis_section(&mut main, g, flip);
    moves_and_downloads(&mut main, g, ply, pieces, flip);
    if g.active {
        h!(
            main,
            "<div id=\"live\" data-events=\"/g/{}/events\" hidden></div>",
            token
        );
    }

    let status = plain(&g.status, &g.names, lang, now);
    let title = tr!(
        lang,
        "web-game-title",
        sente = sente,
        gote = gote,
        variant = g.title.as_str()
    );
    let shell = Shell {
        lang,
        description: format!("{} · {}", status, caption(g, ply)),
        title,
        image: Some((format!("{base}/g/{token}/b/{ply}.png"), w, hgt)),
        url: Some(format!("{base}{here}")),
        crumbs: vec![
            (
                super::servers::server_words(g.server_name.as_deref(), lang),
                Some(Page::Server(g.server).path()),
            ),
            (tr!(lang, "web-game-number", game = g.id), None),
        ],
        script: true,
    };
    View::html(page(&shell, &main))
}

/// The board at `ply`, its caption, the steps through the game and the options
/// (pieces, flip): the page's first section.
fn board_section(main: &mut Html, g: &GameView, ply: usize, pieces: Pieces, flip: bool) {
    let lang = g.lang;
    let plies = g.plies();
    let token = g.token.as_str();
    let (w, hgt) = picture_size(g.variant.variant(), flip);
    h!(
        main,
        "<div class=\"game\"><section><figure><img id=\"board\" src=\"{}\" data-src=\"{}\" \
         data-ply=\"{}\" width=\"{}\" height=\"{}\" alt=\"{}\" data-alt=\"{}\">\
         <figcaption id=\"caption\" aria-live=\"polite\" data-template=\"{}\" data-start=\"{}\">{}\
         </figcaption></figure>",
        board_src(token, &ply.to_string(), pieces, flip),
        board_src(token, "{ply}", pieces, flip),
        ply,
        w,
        hgt,
        tr!(lang, "web-board-alt", ply = ply as i64),
        tr!(lang, "web-board-alt", ply = "{ply}"),
        tr!(
            lang,
            "web-move-caption",
            ply = "{ply}",
            plies = "{plies}",
            japanese = "{ja}",
            usi = "{usi}"
        ),
        tr!(lang, "web-start-position"),
        caption(g, ply)
    );
    // Each step is a link to its position; the script takes them over.
    let step = |out: &mut Html, id: &str, to: usize, off: bool, label: &str, words: String| {
        h!(
            *out,
            "<a id=\"{}\" href=\"{}\" class=\"{}\" title=\"{}\" aria-label=\"{}\">{}</a>",
            id,
            query(to, flip),
            if off { "off" } else { "" },
            words,
            words,
            label
        );
    };
    h!(main, "<nav class=\"steps\" id=\"steps\">");
    step(main, "go-first", 0, ply == 0, "|◀", tr!(lang, "web-first"));
    step(
        main,
        "go-prev",
        ply.saturating_sub(1),
        ply == 0,
        "◀",
        tr!(lang, "web-previous"),
    );
    step(
        main,
        "go-next",
        (ply + 1).min(plies),
        ply >= plies,
        "▶",
        tr!(lang, "web-next"),
    );
    step(
        main,
        "go-last",
        plies,
        ply >= plies,
        "▶|",
        tr!(lang, "web-last"),
    );
    h!(
        main,
        "</nav><p class=\"options\">{} ",
        tr!(lang, "web-pieces")
    );
    for p in [Pieces::Kanji, Pieces::Letters] {
        let words = match p {
            Pieces::Kanji => "漢字",
            Pieces::Letters => "ABC",
        };
        if p == pieces {
            h!(
                main,
                "<a class=\"on\" aria-current=\"true\" href=\"{}&pieces={}\">{}</a>",
                query(ply, flip),
                pieces_key(p),
                words
            );
        } else {
            h!(
                main,
                "<a href=\"{}&pieces={}\">{}</a>",
                query(ply, flip),
                pieces_key(p),
                words
            );
        }
    }
    h!(
        main,
        " · <a href=\"{}\">{}</a> · {}</p></section><section>",
        query(ply, !flip),
        tr!(lang, "web-flip"),
        tr!(lang, "web-keys")
    );
}

/// Who plays, how, where the game stands: the second section's head.
fn about_game(main: &mut Html, g: &GameView, now: i64) {
    let lang = g.lang;
    let sente = g.name(Color::Sente);
    let gote = g.name(Color::Gote);
    h!(
        main,
        "<h1>{} – {}</h1><p class=\"meta\">{}",
        sente,
        gote,
        g.title
    );
    if g.rated {
        h!(main, " · {}", tr!(lang, "web-rated"));
    }
    if let Some(level) = g.computer_level {
        h!(main, " · {}", tr!(lang, "web-computer", level = level));
    }
    match &g.clock {
        ClockView::Live { control, .. } => h!(
            main,
            " · {}",
            tr!(lang, "web-clock", control = control.to_string())
        ),
        ClockView::Correspondence { days_per_move, .. } => {
            h!(main, " · {}", tr!(lang, "web-days", days = *days_per_move))
        }
    }
    h!(main, " · {}", tr!(lang, "web-game-number", game = g.id));
    if let Some(t) = &g.tournament {
        h!(
            main,
            " · <a href=\"{}\">{}</a>",
            Page::Tournament(g.server, t.id).path(),
            tr!(
                lang,
                "web-tournament-round",
                name = t.name.as_str(),
                round = t.round
            )
        );
    }
    h!(main, "</p>");
    main.push(&players(g));
    h!(main, "<p id=\"status\">");
    main.push(&rich(&g.status, &g.names, lang, now));
    h!(main, "</p>");
}

/// The analysis's graph and each side's accuracy, when the game was analysed.
fn analysis_section(main: &mut Html, g: &GameView, flip: bool) {
    let lang = g.lang;
    if let Some(a) = &g.analysis {
        h!(main, "<h2>{}</h2>", tr!(lang, "web-analysis"));
        main.push(&graph(g, flip, a.start_win));
        h!(main, "<div class=\"acc\">");
        for (color, s) in [(Color::Sente, &a.sente), (Color::Gote, &a.gote)] {
            h!(
                main,
                "<span>{} {}: {}</span>",
                side_mark(color),
                g.name(color),
                tr!(
                    lang,
                    "web-accuracy",
                    accuracy = s
                        .accuracy
                        .map_or_else(|| "—".to_string(), |a| format!("{a:.0}")),
                    inaccuracies = s.inaccuracies as i64,
                    mistakes = s.mistakes as i64,
                    blunders = s.blunders as i64
                )
            );
        }
        h!(main, "</div>");
    }
}

/// The moves, each a link to its position, and the records to download.
fn moves_and_downloads(main: &mut Html, g: &GameView, ply: usize, pieces: Pieces, flip: bool) {
    let lang = g.lang;
    let token = g.token.as_str();
    h!(
        main,
        "<h2>{}</h2><ol class=\"moves\" id=\"moves\">",
        tr!(lang, "web-moves")
    );
    h!(
        main,
        "<li class=\"start{}\" data-ply=\"0\"><a href=\"{}\">{}</a></li>",
        if ply == 0 { " now" } else { "" },
        query(0, flip),
        tr!(lang, "web-start")
    );
    for (i, m) in g.moves.iter().enumerate() {
        main.push(&move_item(i + 1, m, ply, flip, lang));
    }
    h!(main, "</ol>");

    h!(
        main,
        "<h2>{}</h2><p class=\"downloads\">",
        tr!(lang, "web-downloads")
    );
    for (file, words) in [
        ("game.kif", "KIF".to_string()),
        (
            "game.sfen",
            format!("SFEN ({})", tr!(lang, "web-this-position")),
        ),
        ("game.usi", "USI".to_string()),
        ("game.gif", format!("GIF ({})", tr!(lang, "web-replay"))),
    ] {
        let href = if file == "game.sfen" {
            format!("/g/{token}/{file}?ply={ply}")
        } else if file == "game.gif" {
            format!("/g/{token}/{file}?pieces={}", pieces_key(pieces))
        } else {
            format!("/g/{token}/{file}")
        };
        h!(main, "<a href=\"{}\" download>{}</a>", href, words);
    }
    h!(main, "</p></section></div>");
}

fn side_mark(color: Color) -> &'static str {
    match color {
        Color::Sente => "☗",
        Color::Gote => "☖",
    }
}

/// Both players, the side to move lit, with their clocks.
fn players(g: &GameView) -> Html {
    let mut out = Html::new();
    let shown = g.clock.shown();
    h!(out, "<div class=\"players\"");
    if let ClockView::Live {
        control,
        sente,
        gote,
        running,
        turn_started_ms,
        now_ms,
    } = &g.clock
    {
        // What the script needs to run the clock between updates.
        h!(
            out,
            " data-main=\"{}\" data-byoyomi=\"{}\" data-sente=\"{} {}\" data-gote=\"{} {}\" \
             data-running=\"{}\" data-elapsed=\"{}\"",
            control.main_ms,
            control.byoyomi_ms,
            sente.main_ms,
            sente.periods,
            gote.main_ms,
            gote.periods,
            match running {
                Some(Color::Sente) => "sente",
                Some(Color::Gote) => "gote",
                None => "",
            },
            now_ms - turn_started_ms
        );
    }
    h!(out, ">");
    for color in [Color::Gote, Color::Sente] {
        let to_move = g.active && g.to_move == color;
        h!(
            out,
            "<div class=\"player {}{}\"><span class=\"mark\">{}</span><span class=\"name\">{}</span>",
            color.name().to_lowercase(),
            if to_move { " to-move" } else { "" },
            side_mark(color),
            g.name(color)
        );
        if let Some((s, gt)) = &shown {
            let text = match color {
                Color::Sente => s,
                Color::Gote => gt,
            };
            h!(
                out,
                "<span class=\"clock\" id=\"clock-{}\">{}</span>",
                color.name().to_lowercase(),
                text
            );
        }
        h!(out, "</div>");
    }
    h!(out, "</div>");
    out
}

/// One move of the list, as small as it can be (a long game's page has hundreds):
/// its number is its `data-ply`, shown by the stylesheet; the USI in an `<i>`.
fn move_item(ply: usize, m: &MoveView, now: usize, flip: bool, lang: Lang) -> Html {
    let mut out = Html::new();
    if ply == now {
        h!(out, "<li data-ply=\"{}\" class=\"now\">", ply);
    } else {
        h!(out, "<li data-ply=\"{}\">", ply);
    }
    h!(out, "<a href=\"{}\">{}", query(ply, flip), m.japanese);
    if let Some(j) = m.judgement {
        let (mark, class) = judgement_mark(j);
        let mut title = judgement_words(j, lang);
        if let Some(best) = &m.best {
            title = tr!(
                lang,
                "web-best-was",
                judgement = title,
                best = best.as_str()
            );
        }
        h!(
            out,
            "<b class=\"{}\" title=\"{}\">{}</b>",
            class,
            title,
            mark
        );
    }
    h!(out, "<i>{}</i></a></li>", m.usi);
    out
}

/// The analysis's graph of sente's win chance after each move, the judged moves
/// marked; each mark is a link to its position, and the script makes every point
/// of the graph one.
fn graph(g: &GameView, flip: bool, start: Option<f64>) -> Html {
    const W: f64 = 600.0;
    const H: f64 = 150.0;
    let n = g.plies().max(1) as f64;
    let x = |ply: usize| (ply as f64 / n * W * 10.0).round() / 10.0;
    let y = |win: f64| ((100.0 - win.clamp(0.0, 100.0)) / 100.0 * H * 10.0).round() / 10.0;
    let mut points = Vec::new();
    if let Some(s) = start {
        points.push(format!("{},{}", x(0), y(s)));
    }
    for (i, m) in g.moves.iter().enumerate() {
        if let Some(win) = m.win {
            points.push(format!("{},{}", x(i + 1), y(win)));
        }
    }
    let line = points.join(" ");
    let area = format!("0,{H} {line} {},{H}", x(g.plies()));
    let mut out = Html::new();
    h!(
        out,
        "<svg class=\"graph\" id=\"graph\" data-plies=\"{}\" viewBox=\"0 0 {} {}\" role=\"img\" \
         aria-label=\"{}\"><rect width=\"{}\" height=\"{}\" fill=\"#2a1d14\"/>\
         <polygon points=\"{}\" fill=\"#f7f1e6\"/><line x1=\"0\" y1=\"{}\" x2=\"{}\" y2=\"{}\" \
         stroke=\"#8a7a66\" stroke-dasharray=\"4 4\"/>\
         <polyline points=\"{}\" fill=\"none\" stroke=\"#c28b2c\" stroke-width=\"2\"/>",
        g.plies(),
        W,
        H,
        tr!(g.lang, "web-graph"),
        W,
        H,
        area,
        H / 2.0,
        W,
        H / 2.0,
        line
    );
    for (i, m) in g.moves.iter().enumerate() {
        if let (Some(j), Some(win)) = (m.judgement, m.win) {
            h!(
                out,
                "<a href=\"{}\"><circle class=\"{}\" cx=\"{}\" cy=\"{}\" r=\"5\"/></a>",
                query(i + 1, flip),
                judgement_mark(j).1,
                x(i + 1),
                y(win)
            );
        }
    }
    h!(out, "<line id=\"graph-now\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"{}\" stroke=\"#3a8ee6\" stroke-width=\"2\"/></svg>", H);
    out
}

/// What a page that follows a game is sent at each change: where the game
/// stands, its moves, its clocks.
pub fn live_update(g: &GameView, now: i64) -> String {
    let status = plain(&g.status, &g.names, g.lang, now);
    let moves: Vec<serde_json::Value> = g
        .moves
        .iter()
        .map(|m| serde_json::json!([m.usi, m.japanese]))
        .collect();
    let mut clock = serde_json::Value::Null;
    if let (
        Some((sente, gote)),
        ClockView::Live {
            running,
            sente: s,
            gote: gt,
            turn_started_ms,
            now_ms,
            ..
        },
    ) = (g.clock.shown(), &g.clock)
    {
        clock = serde_json::json!({
            "sente": sente,
            "gote": gote,
            "running": running.map(|c| c.name().to_lowercase()),
            "senteTime": [s.main_ms, s.periods],
            "goteTime": [gt.main_ms, gt.periods],
            "elapsed": now_ms - turn_started_ms,
        });
    }
    serde_json::json!({
        "plies": g.plies(),
        "active": g.active,
        "toMove": g.to_move.name().to_lowercase(),
        "status": status,
        "moves": moves,
        "clock": clock,
    })
    .to_string()
}
