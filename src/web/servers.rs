//! A server's pages: its home, a ladder, the ratings of a game, a tournament and
//! the daily puzzles.

use super::html::{h, Html};
use super::layout::{page, Shell};
use super::text::{date, rich};
use super::View;
use crate::game::pages::{
    LadderView, PuzzlesView, RatingsView, ServerHead, ServerView, TournamentView,
};
use crate::game::Page;
use crate::i18n::Lang;
use crate::render::picture_size;
use crate::store::TournamentStatus;
use crate::tr;

fn shell(
    head: &ServerHead,
    title: String,
    description: String,
    base: &str,
    here: &Page,
    crumb: Option<String>,
) -> Shell {
    let lang = head.lang;
    let mut crumbs = vec![(
        server_words(head.name.as_deref(), lang),
        crumb.is_some().then(|| Page::Server(head.server).path()),
    )];
    if let Some(c) = crumb {
        crumbs.push((c, None));
    }
    Shell {
        lang,
        title,
        description,
        image: None,
        url: Some(format!("{base}{}", here.path())),
        crumbs,
        script: false,
    }
}

/// How a server is named on its pages: its name as Discord last sent it, else
/// "Server".
pub(super) fn server_words(name: Option<&str>, lang: Lang) -> String {
    name.map_or_else(|| tr!(lang, "web-server"), str::to_string)
}

fn status_words(s: TournamentStatus, lang: Lang) -> String {
    match s {
        TournamentStatus::Open => tr!(lang, "web-tournament-open"),
        TournamentStatus::Running => tr!(lang, "web-tournament-running"),
        TournamentStatus::Finished => tr!(lang, "web-tournament-finished"),
        TournamentStatus::Cancelled => tr!(lang, "web-tournament-cancelled"),
    }
}

/// A server's home: its games, ladders, ratings, tournaments and puzzles.
pub fn server_page(v: &ServerView, base: &str, now: i64) -> View {
    let head = &v.head;
    let lang = head.lang;
    let s = head.server;
    let mut main = Html::new();
    h!(main, "<h1>{}</h1><div class=\"card\"><h2>{}</h2><table><tr><th>{}</th><th></th><th class=\"num\">{}</th><th></th><th class=\"num\">{}</th></tr>",
        tr!(lang, "web-server-title"),
        tr!(lang, "web-ladders-and-ratings"),
        tr!(lang, "web-game"),
        tr!(lang, "web-ladder-places"),
        tr!(lang, "web-rated-players"));
    for (variant, title, ladder, rated) in &v.games {
        h!(
            main,
            "<tr><td>{}</td><td><a href=\"{}\">{}</a></td><td class=\"num\">{}</td><td><a href=\"{}\">{}</a></td><td class=\"num\">{}</td></tr>",
            title,
            Page::Ladder(s, *variant).path(),
            tr!(lang, "web-ladder"),
            ladder,
            Page::Ratings(s, *variant).path(),
            tr!(lang, "web-ratings"),
            rated
        );
    }
    h!(main, "</table></div>");
    if !v.tournaments.is_empty() {
        h!(
            main,
            "<div class=\"card\"><h2>{}</h2><ul class=\"list\">",
            tr!(lang, "web-tournaments")
        );
        for t in &v.tournaments {
            h!(
                main,
                "<li><a href=\"{}\">{}</a> <span class=\"tag\">{}</span><br><small>{} · {}",
                Page::Tournament(s, t.id).path(),
                t.name,
                status_words(t.status, lang),
                t.title,
                t.format
            );
            if let Some(w) = t.winner {
                h!(
                    main,
                    " · {}",
                    tr!(lang, "web-winner", winner = head.names.of(w))
                );
            } else if t.status == TournamentStatus::Running {
                h!(
                    main,
                    " · {}",
                    tr!(lang, "web-round-of", round = t.round, rounds = t.rounds)
                );
            }
            h!(main, "</small></li>");
        }
        h!(main, "</ul></div>");
    }
    if v.has_dailies {
        h!(
            main,
            "<p><a href=\"{}\">{}</a></p>",
            Page::Puzzles(s).path(),
            tr!(lang, "web-daily-puzzles")
        );
    }
    h!(
        main,
        "<div class=\"card\"><h2>{}</h2>",
        tr!(lang, "web-recent-games")
    );
    if v.recent.is_empty() {
        h!(main, "<p>{}</p>", tr!(lang, "web-no-games"));
    } else {
        h!(main, "<ul class=\"list\">");
        for g in &v.recent {
            h!(
                main,
                "<li><a href=\"{}\">{} – {}</a> <span class=\"tag{}\">{}</span><br><small>",
                Page::Game(g.token.clone()).path(),
                head.names.of(g.sente),
                head.names.of(g.gote),
                if g.active { " live" } else { "" },
                if g.active {
                    tr!(lang, "web-playing")
                } else {
                    tr!(lang, "web-finished")
                }
            );
            // A game's status line names its game; a result does not.
            if !g.active {
                h!(main, "{} · ", g.title);
            }
            main.push(&rich(&g.status, &head.names, lang, now));
            h!(main, "</small></li>");
        }
        h!(main, "</ul>");
    }
    h!(main, "</div>");
    let title = match &head.name {
        Some(name) => format!("{name} · {}", tr!(lang, "web-server-title")),
        None => tr!(lang, "web-server-title"),
    };
    View::html(page(
        &shell(head, title.clone(), title, base, &Page::Server(s), None),
        &main,
    ))
}

/// A ladder of one game.
pub fn ladder_page(v: &LadderView, base: &str, now: i64) -> View {
    let head = &v.head;
    let lang = head.lang;
    let mut main = Html::new();
    let title = tr!(lang, "web-ladder-title", variant = v.title.as_str());
    h!(
        main,
        "<h1>{}</h1><p class=\"meta\"><a href=\"{}\">{}</a></p>",
        title,
        Page::Ratings(head.server, v.variant).path(),
        tr!(lang, "web-ratings")
    );
    if v.lines.is_empty() {
        h!(main, "<p>{}</p>", tr!(lang, "web-ladder-empty"));
    } else {
        h!(main, "<div class=\"card scroll\"><table><tr><th class=\"num\">#</th><th>{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th></th></tr>",
            tr!(lang, "web-player"), tr!(lang, "web-rating"), tr!(lang, "web-record"));
        for l in &v.lines {
            h!(
                main,
                "<tr><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}–{}–{}</td><td>",
                l.position,
                head.names.of(l.user),
                l.rating.map_or_else(|| "—".to_string(), |r| format!("{r:.0}")),
                l.wins,
                l.losses,
                l.draws
            );
            if let Some(until) = l.away_until.filter(|&u| u > now) {
                h!(
                    main,
                    "{}",
                    tr!(lang, "web-away-until", date = date(until, false))
                );
            }
            h!(main, "</td></tr>");
        }
        h!(main, "</table></div>");
    }
    let description = tr!(
        lang,
        "web-ladder-description",
        players = v.lines.len() as i64
    );
    View::html(page(
        &shell(
            head,
            title.clone(),
            description,
            base,
            &Page::Ladder(head.server, v.variant),
            Some(title),
        ),
        &main,
    ))
}

/// The ratings of one game, a table a pool.
pub fn ratings_page(v: &RatingsView, base: &str) -> View {
    let head = &v.head;
    let lang = head.lang;
    let mut main = Html::new();
    let title = tr!(lang, "web-ratings-title", variant = v.title.as_str());
    h!(
        main,
        "<h1>{}</h1><p class=\"meta\"><a href=\"{}\">{}</a></p>",
        title,
        Page::Ladder(head.server, v.variant).path(),
        tr!(lang, "web-ladder")
    );
    if v.pools.is_empty() {
        h!(main, "<p>{}</p>", tr!(lang, "web-ratings-empty"));
    }
    for (speed, lines) in &v.pools {
        h!(
            main,
            "<div class=\"card scroll\"><h2>{}</h2><table><tr><th class=\"num\">#</th><th>{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th></tr>",
            speed,
            tr!(lang, "web-player"),
            tr!(lang, "web-rating"),
            tr!(lang, "web-record")
        );
        for (i, r) in lines.iter().enumerate() {
            h!(
                main,
                "<tr><td class=\"num\">{}</td><td class=\"name\">{}</td><td class=\"num\">{} ± {}</td><td class=\"num\">{}–{}–{}</td></tr>",
                i + 1,
                head.names.of(r.user),
                format!("{:.0}", r.rating),
                format!("{:.0}", r.deviation),
                r.wins,
                r.losses,
                r.draws
            );
        }
        h!(main, "</table></div>");
    }
    let players: usize = v.pools.iter().map(|(_, l)| l.len()).sum();
    let description = tr!(lang, "web-ratings-description", players = players as i64);
    View::html(page(
        &shell(
            head,
            title.clone(),
            description,
            base,
            &Page::Ratings(head.server, v.variant),
            Some(title),
        ),
        &main,
    ))
}

/// A tournament: standings, crosstable, rounds with links to every game.
pub fn tournament_page(v: &TournamentView, base: &str) -> View {
    let head = &v.head;
    let lang = head.lang;
    let name = |u| head.names.of(u);
    let mut main = Html::new();
    h!(
        main,
        "<h1>{}</h1><p class=\"meta\">{} · {} · <span class=\"tag\">{}</span>",
        v.name,
        v.title,
        v.format,
        status_words(v.status, lang)
    );
    match &v.clock {
        Some(c) => h!(main, " · {}", tr!(lang, "web-clock", control = c.as_str())),
        None => h!(main, " · {}", tr!(lang, "web-days", days = v.days_per_move)),
    }
    if let Some(w) = v.winner {
        h!(main, " · {}", tr!(lang, "web-winner", winner = name(w)));
    } else if v.status == TournamentStatus::Running {
        h!(
            main,
            " · {}",
            tr!(lang, "web-round-of", round = v.round, rounds = v.rounds)
        );
    } else if v.status == TournamentStatus::Open {
        h!(
            main,
            " · {}",
            tr!(lang, "web-starts", date = date(v.starts_at, true))
        );
    }
    h!(main, "</p>");
    if v.status == TournamentStatus::Open {
        h!(
            main,
            "<div class=\"card\"><h2>{}</h2><ol>",
            tr!(lang, "web-players")
        );
        for &u in &v.players {
            h!(main, "<li>{}</li>", name(u));
        }
        h!(main, "</ol></div>");
    } else {
        h!(main, "<div class=\"card scroll\"><h2>{}</h2><table><tr><th class=\"num\">#</th><th>{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th></tr>",
            tr!(lang, "web-standings-after", round = v.complete),
            tr!(lang, "web-player"),
            tr!(lang, "web-points"),
            if v.swiss { tr!(lang, "web-buchholz") } else { tr!(lang, "web-sonneborn-berger") },
            if v.swiss { tr!(lang, "web-sonneborn-berger") } else { tr!(lang, "web-direct-encounter") });
        for s in &v.standings {
            h!(main, "<tr><td class=\"num\">{}</td><td class=\"name\">{}</td><td class=\"num\"><strong>{}</strong></td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
                s.place, name(s.user), s.points, s.first, s.second);
        }
        h!(main, "</table></div>");
        if !v.crosstable.is_empty() {
            h!(main, "<div class=\"card scroll\"><h2>{}</h2><table class=\"cross\"><tr><th>#</th><th class=\"name\">{}</th>", tr!(lang, "web-crosstable"), tr!(lang, "web-player"));
            for (seed, ..) in &v.crosstable {
                h!(main, "<th>{}</th>", seed);
            }
            h!(main, "</tr>");
            for (seed, user, cells) in &v.crosstable {
                h!(
                    main,
                    "<tr><td>{}</td><td class=\"name\">{}</td>",
                    seed,
                    name(*user)
                );
                for c in cells {
                    h!(main, "<td>{}</td>", c);
                }
                h!(main, "</tr>");
            }
            h!(main, "</table></div>");
        }
        for r in &v.rounds_played {
            h!(
                main,
                "<div class=\"card\"><h2>{}</h2><ul class=\"boards\">",
                tr!(lang, "web-round", round = r.round)
            );
            for b in &r.boards {
                h!(main, "<li><span class=\"bn\">{}</span>", b.board);
                match b.gote {
                    Some(gote) => {
                        h!(
                            main,
                            "<span>☗ {}</span><span>☖ {}</span><span class=\"res\">{}</span>",
                            name(b.sente),
                            name(gote),
                            b.result.clone().unwrap_or_else(|| tr!(lang, "web-playing"))
                        );
                        if let Some(token) = &b.token {
                            h!(
                                main,
                                "<a class=\"go\" href=\"{}\">{}</a>",
                                Page::Game(token.clone()).path(),
                                tr!(lang, "web-open-game")
                            );
                        }
                    }
                    None => h!(
                        main,
                        "<span>{}</span><span class=\"res\">{}</span>",
                        name(b.sente),
                        tr!(lang, "web-bye")
                    ),
                }
                h!(main, "</li>");
            }
            h!(main, "</ul></div>");
        }
    }
    let leader = v.standings.first().map(|s| name(s.user).to_string());
    let description = match leader {
        Some(l) if v.status != TournamentStatus::Open => format!(
            "{} · {} · {}",
            v.title,
            v.format,
            tr!(lang, "web-leader", player = l)
        ),
        _ => format!("{} · {}", v.title, v.format),
    };
    View::html(page(
        &shell(
            head,
            v.name.clone(),
            description,
            base,
            &Page::Tournament(head.server, v.id),
            Some(v.name.clone()),
        ),
        &main,
    ))
}

/// The daily puzzles; a day's solution only once the bot has shown it.
pub fn puzzles_page(v: &PuzzlesView, base: &str) -> View {
    let head = &v.head;
    let lang = head.lang;
    let mut main = Html::new();
    let title = tr!(lang, "web-daily-puzzles");
    h!(main, "<h1>{}</h1>", title);
    if v.days.is_empty() {
        h!(main, "<p>{}</p>", tr!(lang, "web-no-puzzles"));
    }
    for d in &v.days {
        let (w, hgt) = picture_size(d.variant.variant(), false);
        h!(main, "<div class=\"card puzzle\" id=\"day-{}\"><img src=\"/s/{}/puzzles/{}.svg\" width=\"{}\" height=\"{}\" alt=\"{}\" loading=\"lazy\"><div><h2>{}</h2><p class=\"meta\">{}</p><p>{}</p><p>{}</p>",
            d.day, head.server, d.day, w, hgt, d.statement,
            date(d.day * 86_400, false), d.title, d.statement,
            tr!(lang, "web-solvers", count = d.solvers as i64));
        match &d.solution {
            Some(s) => {
                h!(
                    main,
                    "<details><summary>{}</summary><p>{}</p>",
                    tr!(lang, "web-solution"),
                    s
                );
                if !d.fastest.is_empty() {
                    let fastest: Vec<String> = d
                        .fastest
                        .iter()
                        .map(|(u, m)| {
                            tr!(lang, "web-solver", player = head.names.of(*u), minutes = *m)
                        })
                        .collect();
                    h!(
                        main,
                        "<p>{}</p>",
                        tr!(lang, "web-fastest", solvers = fastest.join(", "))
                    );
                }
                h!(main, "</details>");
            }
            None => h!(
                main,
                "<p class=\"meta\">{}</p>",
                tr!(lang, "web-solution-tomorrow")
            ),
        }
        h!(main, "</div></div>");
    }
    let description = tr!(lang, "web-puzzles-description", days = v.days.len() as i64);
    View::html(page(
        &shell(
            head,
            title.clone(),
            description,
            base,
            &Page::Puzzles(head.server),
            Some(title),
        ),
        &main,
    ))
}
