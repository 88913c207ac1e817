//! The pages' handlers: each reads its page's view from the service and answers
//! with HTML, a board or a record; `router` (in the module above) routes to them.

use super::*;

/// The root: what the pages are, in the reader's language.
pub(super) async fn home(headers: HeaderMap) -> Response {
    let lang = reader_lang(&headers);
    let mut main = Html::new();
    h!(main, "<h1>washogi-bot</h1><p>{}</p>", tr!(lang, "web-home"));
    let shell = layout::Shell {
        lang,
        title: "washogi-bot".into(),
        description: tr!(lang, "web-home"),
        image: None,
        url: None,
        crumbs: vec![],
        script: false,
    };
    View::html(layout::page(&shell, &main)).into_response()
}

pub(super) async fn asset(Path(name): Path<String>) -> Response {
    match assets::by_name(&name) {
        Some(a) => View {
            status: StatusCode::OK,
            content_type: a.content_type,
            body: a.body.as_bytes().to_vec(),
            cache: "public, max-age=31536000, immutable",
            disposition: None,
            cookie: None,
        }
        .into_response(),
        None => not_found(),
    }
}

pub(super) async fn game_page(
    State(web): Shared,
    Path(token): Path<String>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Ok(q) = read_query(&uri) else {
        return bad_request();
    };
    let read = web.service.pages().game_page(&token).await;
    let base = web.base(&headers);
    let now = web.service.now();
    answer(read, |g| {
        let pieces = q.pieces.or(cookie_pieces(&headers)).unwrap_or(g.pieces);
        let mut view = game::game_page(&g, q.ply, pieces, q.flip, &base, now);
        view.cookie = q.pieces.map(pieces_cookie);
        view
    })
}

pub(super) async fn game_events(State(web): Shared, Path(token): Path<String>) -> Response {
    let view = match web.service.pages().game_page(&token).await {
        Ok(Some(v)) => v,
        other => return answer(other.map(|_| None::<()>), |_| unreachable!()),
    };
    let Ok(permit) = web.streams.clone().try_acquire_owned() else {
        return status_page(StatusCode::SERVICE_UNAVAILABLE);
    };
    live::stream(
        web.service.clone(),
        web.watcher.clone(),
        token,
        view.id,
        game::live_update,
        permit,
    )
    .into_response()
}

/// `10.svg` → (10, svg).
pub(super) fn board_file(file: &str) -> Option<(i64, &str)> {
    let (ply, ext) = file.rsplit_once('.')?;
    let ply = ply
        .parse::<i64>()
        .ok()
        .filter(|p| (0..=100_000).contains(p))?;
    matches!(ext, "svg" | "png").then_some((ply, ext))
}

pub(super) async fn game_board(
    State(web): Shared,
    Path((token, file)): Path<(String, String)>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Some((ply, ext)) = board_file(&file) else {
        return not_found();
    };
    let Ok(q) = read_query(&uri) else {
        return bad_request();
    };
    let read = web.service.pages().page_board(&token, Some(ply)).await;
    let board = match read {
        Ok(Some(b)) => b,
        other => return answer(other.map(|_| None::<()>), |_| unreachable!()),
    };
    let pieces = q.pieces.or(cookie_pieces(&headers)).unwrap_or(board.pieces);
    board_answer(&web, board, pieces, q.flip, ext == "png").await
}

/// A board drawn as SVG (or PNG, for link previews).
pub(super) async fn board_answer(
    web: &Web,
    board: crate::game::pages::BoardView,
    pieces: Pieces,
    flip: bool,
    png: bool,
) -> Response {
    let options = RenderOptions {
        flipped: board.flipped != flip,
        style: piece_style(pieces),
        last_move: board.last_move,
        sente_name: Some(board.sente_name.clone()),
        gote_name: Some(board.gote_name.clone()),
        language: plate_language(board.lang),
        ..RenderOptions::default()
    };
    let position = board.position.clone();
    let drawn = if png {
        web.service
            .pictures()
            .draw_picture(move || render_position(&position, &options))
            .await
    } else {
        render_position_svg(&position, &options)
            .map(String::into_bytes)
            .map_err(|e| tracing::error!(error = %e, "a board could not be drawn"))
            .ok()
    };
    match drawn {
        Some(body) => View {
            status: StatusCode::OK,
            content_type: if png { "image/png" } else { "image/svg+xml" },
            body,
            cache: if board.finished {
                "public, max-age=86400"
            } else {
                "no-cache"
            },
            disposition: None,
            cookie: None,
        }
        .into_response(),
        None => status_page(StatusCode::INTERNAL_SERVER_ERROR),
    }
}

pub(super) async fn game_record(
    State(web): Shared,
    Path((token, file)): Path<(String, String)>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let Ok(q) = read_query(&uri) else {
        return bad_request();
    };
    let (format, content_type) = match file.as_str() {
        "game.kif" => (RecordFormat::Kif, "text/plain; charset=utf-8"),
        "game.sfen" => (
            RecordFormat::Sfen(q.ply.map(|p| p as i64)),
            "text/plain; charset=utf-8",
        ),
        "game.usi" => (RecordFormat::Usi, "text/plain; charset=utf-8"),
        "game.gif" => (RecordFormat::Gif, "image/gif"),
        _ => return not_found(),
    };
    let pieces = q.pieces.or(cookie_pieces(&headers));
    let read = web
        .service
        .pages()
        .page_record(&token, format, pieces)
        .await;
    answer(read, |r| View {
        status: StatusCode::OK,
        content_type,
        cache: if r.finished {
            "public, max-age=86400"
        } else {
            "no-cache"
        },
        disposition: Some(format!("attachment; filename=\"{}\"", r.filename)),
        body: r.bytes,
        cookie: None,
    })
}

pub(super) async fn server_page(
    State(web): Shared,
    Path(server): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some(server) = server_id(&server) else {
        return not_found();
    };
    let read = web.service.pages().server_page(server).await;
    let base = web.base(&headers);
    let now = web.service.now();
    answer(read, |v| servers::server_page(&v, &base, now))
}

pub(super) async fn ladder_page(
    State(web): Shared,
    Path((server, variant)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let (Some(server), Some(variant)) = (server_id(&server), VariantId::from_id(&variant)) else {
        return not_found();
    };
    let read = web.service.pages().ladder_page(server, variant).await;
    let base = web.base(&headers);
    let now = web.service.now();
    answer(read, |v| servers::ladder_page(&v, &base, now))
}

pub(super) async fn ratings_page(
    State(web): Shared,
    Path((server, variant)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let (Some(server), Some(variant)) = (server_id(&server), VariantId::from_id(&variant)) else {
        return not_found();
    };
    let read = web.service.pages().ratings_page(server, variant).await;
    let base = web.base(&headers);
    answer(read, |v| servers::ratings_page(&v, &base))
}

pub(super) async fn tournament_page(
    State(web): Shared,
    Path((server, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let (Some(server), Some(id)) = (
        server_id(&server),
        id.parse::<i64>().ok().and_then(TournamentId::checked),
    ) else {
        return not_found();
    };
    let read = web.service.pages().tournament_page(server, id).await;
    let base = web.base(&headers);
    answer(read, |v| servers::tournament_page(&v, &base))
}

pub(super) async fn puzzles_page(
    State(web): Shared,
    Path(server): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some(server) = server_id(&server) else {
        return not_found();
    };
    let read = web.service.pages().puzzles_page(server).await;
    let base = web.base(&headers);
    answer(read, |v| servers::puzzles_page(&v, &base))
}

pub(super) async fn puzzle_board(
    State(web): Shared,
    Path((server, file)): Path<(String, String)>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let (Some(server), Some((day, ext))) = (server_id(&server), board_file(&file)) else {
        return not_found();
    };
    let Ok(q) = read_query(&uri) else {
        return bad_request();
    };
    let read = web.service.pages().puzzle_board(server, day).await;
    let board = match read {
        Ok(Some(b)) => b,
        other => return answer(other.map(|_| None::<()>), |_| unreachable!()),
    };
    let pieces = q.pieces.or(cookie_pieces(&headers)).unwrap_or(board.pieces);
    board_answer(&web, board, pieces, q.flip, ext == "png").await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_read_or_are_refused() {
        let uri = |s: &str| s.parse::<Uri>().unwrap();
        assert_eq!(
            read_query(&uri("/g/x?ply=10&pieces=letters&flip=1&utm=z")),
            Ok(Query {
                ply: Some(10),
                pieces: Some(Pieces::Letters),
                flip: true
            })
        );
        assert_eq!(read_query(&uri("/g/x")), Ok(Query::default()));
        for bad in [
            "/g/x?ply=-1",
            "/g/x?ply=abc",
            "/g/x?ply=99999999999999999999999",
            "/g/x?pieces=%3Cscript%3E",
            "/g/x?ply",
        ] {
            assert_eq!(read_query(&uri(bad)), Err(()), "{bad}");
        }
        assert_eq!(board_file("10.svg"), Some((10, "svg")));
        assert_eq!(board_file("0.png"), Some((0, "png")));
        for bad in [
            "10",
            "a.svg",
            "-1.svg",
            "10.gif",
            "../1.svg",
            "99999999.svg",
        ] {
            assert_eq!(board_file(bad), None, "{bad}");
        }
    }
}
