//! The web pages: every game, ladder, rating list, tournament and daily puzzle of a
//! server that shows them, read-only, from the bot's database (`washogi-bot web`,
//! or the bot itself with `WEB_ADDR`).
//!
//! A thin adapter, like the Discord one: the service's read-only views
//! ([`crate::game::pages`], which also decide what is private) become HTML here,
//! and boards become the render crate's SVG (PNG for link previews). Only `GET`
//! (and `HEAD`) exist: there is no path that writes, and `washogi-bot web` opens the
//! database read-only besides.
//!
//! Requests from outside are not trusted: an address longer than
//! [`MAX_URI`] is refused, paths and query strings that do not read are 400 or
//! 404, anything else is 405, bodies are never read, and a panic (there should be
//! none) is a 500, never a dead server. Pages are not cached; boards of finished
//! games are. Every answer forbids framing, sniffing and sending the page's
//! address to other sites (game addresses are secrets of a kind).

mod assets;
mod game;
mod html;
mod layout;
mod live;
mod routes;
mod servers;
mod text;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use futures_util::FutureExt;

use crate::game::pages::{PageError, RecordFormat};
use crate::game::{piece_style, plate_language, Service};
use crate::i18n::Lang;
use crate::ids::{ServerId, TournamentId};
use crate::render::{render_position, render_position_svg, RenderOptions};
use crate::rules::VariantId;
use crate::store::Pieces;
use crate::tr;
use html::{h, Html};
use routes::*;

/// The longest address answered (path and query): 2 KB, as many servers allow.
pub const MAX_URI: usize = 2048;
/// Pages following games at once; more are answered 503 until some close.
pub const MAX_STREAMS: usize = 1024;

/// How the pages are served.
#[derive(Clone, Debug, Default)]
pub struct WebOptions {
    /// The address readers reach the pages at (`WEB_PUBLIC_URL`), for the
    /// addresses of link previews; without it, the request's `Host`.
    pub public_url: Option<String>,
}

struct Web {
    service: Service,
    public_url: Option<String>,
    watcher: Arc<live::Watcher>,
    streams: Arc<tokio::sync::Semaphore>,
}

type Shared = State<Arc<Web>>;

/// A finished answer: an HTML page, or a file.
pub struct View {
    status: StatusCode,
    content_type: &'static str,
    body: Vec<u8>,
    cache: &'static str,
    disposition: Option<String>,
    cookie: Option<&'static str>,
}

impl View {
    fn html(page: Html) -> View {
        View {
            status: StatusCode::OK,
            content_type: "text/html; charset=utf-8",
            body: page.into_string().into_bytes(),
            cache: "no-cache",
            disposition: None,
            cookie: None,
        }
    }
}

impl IntoResponse for View {
    fn into_response(self) -> Response {
        let mut r = Response::new(Body::from(self.body));
        *r.status_mut() = self.status;
        let h = r.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(self.content_type),
        );
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static(self.cache));
        if let Some(d) = self
            .disposition
            .and_then(|d| HeaderValue::from_str(&d).ok())
        {
            h.insert(header::CONTENT_DISPOSITION, d);
        }
        if let Some(c) = self.cookie {
            h.insert(header::SET_COOKIE, HeaderValue::from_static(c));
        }
        r
    }
}

/// The pages' router over a service (whose store may be read-only).
pub fn router(service: Service, options: WebOptions) -> Router {
    let web = Arc::new(Web {
        watcher: live::Watcher::start(service.clone()),
        service,
        public_url: options
            .public_url
            .map(|u| u.trim().trim_end_matches('/').to_string())
            .filter(|u| !u.is_empty()),
        streams: Arc::new(tokio::sync::Semaphore::new(MAX_STREAMS)),
    });
    Router::new()
        .route("/", get(home))
        .route("/static/{name}", get(asset))
        .route("/g/{token}", get(game_page))
        .route("/g/{token}/events", get(game_events))
        .route("/g/{token}/b/{file}", get(game_board))
        .route("/g/{token}/{file}", get(game_record))
        .route("/s/{server}", get(server_page))
        .route("/s/{server}/ladder/{variant}", get(ladder_page))
        .route("/s/{server}/ratings/{variant}", get(ratings_page))
        .route("/s/{server}/t/{id}", get(tournament_page))
        .route("/s/{server}/puzzles", get(puzzles_page))
        .route("/s/{server}/puzzles/{file}", get(puzzle_board))
        .fallback(not_found_any)
        .with_state(web)
        .layer(middleware::from_fn(guard))
}

/// Serve the pages on `listener` until `shutdown` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    service: Service,
    options: WebOptions,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = router(service, options);
    axum::serve(listener, app.into_make_service())
        .with_graceful_shutdown(shutdown)
        .await
}

/// `washogi-bot web`: serve the pages of the database at `url` on `addr`, the
/// database opened read-only, until Ctrl-C or SIGTERM. Prints the address it
/// listens on (`web: listening on http://127.0.0.1:8080`) once it does.
pub async fn run(url: &str, addr: SocketAddr, options: WebOptions) -> Result<(), String> {
    let store = crate::store::Store::open_read_only(url).await?;
    let clock = Arc::new(crate::game::SystemClock);
    let service = Service::new(store, clock).with_analysis(crate::config::analysis_settings()?);
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener
        .local_addr()
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    println!("web: listening on http://{local}");
    tracing::info!(%local, "serving the web pages");
    let closing = service.clone();
    let result = serve(listener, service, options, shutdown_signal()).await;
    closing.close().await;
    result.map_err(|e| format!("the web pages stopped: {e}"))
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        if let Ok(mut term) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            tokio::select! {
                _ = ctrl_c => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    let _ = ctrl_c.await;
}

// ---------------------------------------------------------------- the guard

/// Every request: too long an address, or a method other than GET and HEAD, is
/// refused before any handler; every answer gets the safety headers; a panic is
/// a 500.
async fn guard(request: Request, next: Next) -> Response {
    let lang = reader_lang(request.headers());
    let uri_len = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    let mut response = if uri_len > MAX_URI {
        status_page_in(StatusCode::URI_TOO_LONG, lang)
    } else if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut r = status_page_in(StatusCode::METHOD_NOT_ALLOWED, lang);
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        r
    } else {
        match std::panic::AssertUnwindSafe(next.run(request))
            .catch_unwind()
            .await
        {
            Ok(r) => r,
            Err(_) => {
                tracing::error!("a web page panicked");
                status_page_in(StatusCode::INTERNAL_SERVER_ERROR, lang)
            }
        }
    };
    // A handler's error page, put in the reader's language (its other headers kept).
    if let Some(ErrorPage(status)) = response.extensions().get::<ErrorPage>().copied() {
        if lang != Lang::En {
            let (parts, _) = response.into_parts();
            let (_, body) = status_page_in(status, lang).into_parts();
            response = Response::from_parts(parts, body);
        }
    }
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
             connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

/// An error page's status, carried on its answer so that the guard can put the
/// page in the reader's language (the handlers that refuse do not read headers).
#[derive(Copy, Clone)]
struct ErrorPage(StatusCode);

/// A short page for an error status, in English until the guard puts it in the
/// reader's language.
fn status_page(status: StatusCode) -> Response {
    status_page_in(status, Lang::En)
}

/// A short page for an error status, in `lang`.
fn status_page_in(status: StatusCode, lang: Lang) -> Response {
    let (title, words) = match status {
        StatusCode::NOT_FOUND => (
            tr!(lang, "web-status-404"),
            tr!(lang, "web-status-404-text"),
        ),
        StatusCode::BAD_REQUEST => (
            tr!(lang, "web-status-400"),
            tr!(lang, "web-status-400-text"),
        ),
        StatusCode::METHOD_NOT_ALLOWED => (
            tr!(lang, "web-status-405"),
            tr!(lang, "web-status-405-text"),
        ),
        StatusCode::URI_TOO_LONG => (
            tr!(lang, "web-status-414"),
            tr!(lang, "web-status-414-text"),
        ),
        StatusCode::SERVICE_UNAVAILABLE => (
            tr!(lang, "web-status-503"),
            tr!(lang, "web-status-503-text"),
        ),
        _ => (
            tr!(lang, "web-status-500"),
            tr!(lang, "web-status-500-text"),
        ),
    };
    let mut out = Html::new();
    h!(
        out,
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} {}</title><link rel=\"stylesheet\" href=\"{}\"></head><body>\
         <header class=\"top\"><nav><span class=\"brand\">☗ washogi</span></nav></header>\
         <main><h1>{}</h1><p>{}</p></main></body></html>",
        lang.code(),
        status.as_u16(),
        title,
        assets::CSS.path(),
        title,
        words
    );
    let mut r = View::html(out).into_response();
    *r.status_mut() = status;
    r.extensions_mut().insert(ErrorPage(status));
    r
}

/// The reader's language, from `Accept-Language`: the supported language they rank
/// highest (`ja` or `en`), English when they name neither or send nothing.
fn reader_lang(headers: &HeaderMap) -> Lang {
    let Some(accept) = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
    else {
        return Lang::En;
    };
    let mut best: Option<(f32, Lang)> = None;
    for range in accept.split(',').take(32) {
        let mut parts = range.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let base = tag.split(['-', '_']).next().unwrap_or("");
        let Some(lang) = Lang::parse(&base.to_ascii_lowercase()) else {
            continue;
        };
        let q = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .and_then(|q| q.trim().parse::<f32>().ok())
            .filter(|q| q.is_finite())
            .unwrap_or(1.0);
        if q > 0.0 && best.is_none_or(|(b, _)| q > b) {
            best = Some((q, lang));
        }
    }
    best.map_or(Lang::En, |(_, l)| l)
}

fn not_found() -> Response {
    status_page(StatusCode::NOT_FOUND)
}

async fn not_found_any() -> Response {
    not_found()
}

fn bad_request() -> Response {
    status_page(StatusCode::BAD_REQUEST)
}

/// A view, 404 when there is none, 500 (logged) when it could not be read.
fn answer<T>(read: Result<Option<T>, PageError>, show: impl FnOnce(T) -> View) -> Response {
    match read {
        Ok(Some(v)) => show(v).into_response(),
        Ok(None) => not_found(),
        Err(e) => {
            tracing::error!(error = %e, "a page could not be read");
            status_page(StatusCode::INTERNAL_SERVER_ERROR)
        }
    }
}

// ---------------------------------------------------------------- requests read

/// What a page's query asks: the move, the reader's pieces, the board flipped.
#[derive(Debug, Default, PartialEq, Eq)]
struct Query {
    ply: Option<usize>,
    pieces: Option<Pieces>,
    flip: bool,
}

/// The query string read; `Err` when a known key has a value that does not read
/// (unknown keys are ignored).
fn read_query(uri: &Uri) -> Result<Query, ()> {
    let mut q = Query::default();
    for pair in uri
        .query()
        .unwrap_or("")
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "ply" => {
                q.ply = Some(
                    value
                        .parse::<usize>()
                        .ok()
                        .filter(|&p| p <= 100_000)
                        .ok_or(())?,
                )
            }
            "pieces" => {
                q.pieces = Some(match value {
                    "kanji" => Pieces::Kanji,
                    "letters" => Pieces::Letters,
                    _ => return Err(()),
                })
            }
            "flip" => q.flip = matches!(value, "1" | "true"),
            _ => {}
        }
    }
    Ok(q)
}

/// The pieces the reader chose before (a cookie the pages set when they choose).
fn cookie_pieces(headers: &HeaderMap) -> Option<Pieces> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|c| match c.trim() {
            "pieces=kanji" => Some(Pieces::Kanji),
            "pieces=letters" => Some(Pieces::Letters),
            _ => None,
        })
}

fn pieces_cookie(p: Pieces) -> &'static str {
    match p {
        Pieces::Kanji => "pieces=kanji; Path=/; Max-Age=31536000; SameSite=Lax",
        Pieces::Letters => "pieces=letters; Path=/; Max-Age=31536000; SameSite=Lax",
    }
}

impl Web {
    /// Where readers reach the pages: `WEB_PUBLIC_URL`, else this request's host.
    fn base(&self, headers: &HeaderMap) -> String {
        if let Some(url) = &self.public_url {
            return url.clone();
        }
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .filter(|h| {
                !h.is_empty()
                    && h.len() <= 255
                    && h.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
            })
            .unwrap_or("localhost");
        format!("http://{host}")
    }
}

fn server_id(text: &str) -> Option<ServerId> {
    text.parse::<i64>().ok().and_then(ServerId::checked)
}
