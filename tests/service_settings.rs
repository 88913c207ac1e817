//! `/settings pieces`: every picture follows the preference of the person it is
//! drawn for — a public board after a move for the player now to move, `/board` for
//! the caller (or the one picture asked for with `pieces:`); a server admin sets the
//! default for players who have not chosen; help shows both forms.

use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::{GameId, ServerId, Venue};
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::commands::{BoardOptions, SettingsOptions};
use washogi_bot::game::{Command, FakeClock, Place, Response, Service, StartOptions, User};
use washogi_bot::render::{render_position, PieceStyle, RenderOptions};
use washogi_bot::rules::{usi, Game, Position, Variant};
use washogi_bot::store::{ColorChoice, Pieces, Store};

const HERE: Place = Place::new(10, 20);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

fn settings(pieces: Option<Pieces>, for_server: bool, is_admin: bool) -> Command {
    Command::Settings(SettingsOptions {
        remind: None,
        pieces,
        notify: None,
        thread: None,
        web: None,
        for_server,
        is_admin,
    })
}

/// The picture the bot should send for `game` drawn in `style` (sente at the bottom
/// when sente is to move, as the bot draws it).
fn expected(game: &Game, style: PieceStyle) -> Vec<u8> {
    let pos = game.position();
    render_position(
        pos,
        &RenderOptions {
            flipped: pos.side_to_move() == washogi_bot::rules::Color::Gote,
            style,
            last_move: game.last_move(),
            sente_name: Some("alice".into()),
            gote_name: Some("bob".into()),
            ..RenderOptions::default()
        },
    )
    .unwrap()
}

fn picture(r: &Response) -> Vec<u8> {
    r.messages[0]
        .picture
        .as_ref()
        .expect("a picture")
        .bytes
        .clone()
}

async fn each_picture_follows_the_viewers_choice(db: TestDb) {
    let s = Service::new(
        Store::open(&db.url).await.unwrap(),
        Arc::new(FakeClock::at(1_800_000_000)),
    );
    let r = s
        .handle(&bob(), HERE, settings(Some(Pieces::Letters), false, false))
        .await;
    assert!(markup(r.text()).contains("letters"), "{}", r.text());
    s.start(
        &alice(),
        HERE,
        StartOptions {
            opponent: Some(bob()),
            variant: VariantId::Wa,
            color: ColorChoice::Sente,
            ..StartOptions::default()
        },
    )
    .await;
    let r = s.accept(&bob(), HERE, 1).await;
    let v = Variant::by_id("wa").unwrap();
    let mut game = Game::new(Position::start(v));
    // Alice (kanji) is to move: the first board is kanji.
    assert_eq!(
        picture(&Response::reply(r.messages[0].clone())),
        expected(&game, PieceStyle::Kanji)
    );
    // After alice's move bob is to move: letters, every time.
    for (who, mv, style) in [
        (alice(), "8h8g", PieceStyle::Latin),
        (bob(), "4d4e", PieceStyle::Kanji),
        (alice(), "8g8f", PieceStyle::Latin),
    ] {
        let r = s.play_move(&who, HERE, Some(GameId::new(1)), mv).await;
        game.play(usi::parse_usi(v, mv).unwrap()).unwrap();
        assert_eq!(picture(&r), expected(&game, style), "after {mv}");
    }
    // /board is drawn for whoever asks, unless they ask for one style.
    assert_eq!(
        picture(&s.board(&alice(), HERE, Some(GameId::new(1)), false).await),
        expected(&game, PieceStyle::Kanji)
    );
    assert_eq!(
        picture(&s.board(&bob(), HERE, Some(GameId::new(1)), false).await),
        expected(&game, PieceStyle::Latin)
    );
    let kanji_once = Command::Board(BoardOptions {
        game: Some(GameId::new(1)),
        flip: false,
        pieces: Some(Pieces::Kanji),
    });
    assert_eq!(
        picture(&s.handle(&bob(), HERE, kanji_once).await),
        expected(&game, PieceStyle::Kanji)
    );

    // An admin makes letters the server's default: alice, who never chose, gets them.
    let r = s
        .handle(&alice(), HERE, settings(Some(Pieces::Letters), true, false))
        .await;
    assert!(r.is_refusal() && markup(r.text()).contains("Manage Server"));
    let r = s
        .handle(&alice(), HERE, settings(Some(Pieces::Letters), true, true))
        .await;
    assert!(
        markup(r.text()).contains("Boards in this server are now drawn with letters"),
        "{}",
        r.text()
    );
    assert_eq!(
        picture(&s.board(&alice(), HERE, Some(GameId::new(1)), false).await),
        expected(&game, PieceStyle::Latin)
    );
    let r = s.handle(&alice(), HERE, settings(None, false, false)).await;
    assert!(
        markup(r.text()).contains("server's default"),
        "{}",
        r.text()
    );
    // Her own choice wins over the server's.
    s.handle(&alice(), HERE, settings(Some(Pieces::Kanji), false, false))
        .await;
    assert_eq!(
        picture(&s.board(&alice(), HERE, Some(GameId::new(1)), false).await),
        expected(&game, PieceStyle::Kanji)
    );
}

async fn help_shows_both_forms(db: TestDb) {
    let s = Service::new(
        Store::open(&db.url).await.unwrap(),
        Arc::new(FakeClock::at(1_800_000_000)),
    );
    let r = s.help(Some("Tenacious Falcon")).await;
    let v = Variant::by_id("wa").unwrap();
    let kind = v.kind_by_name("Tenacious Falcon").unwrap();
    assert_eq!(
        picture(&r),
        washogi_bot::render::render_piece_help_both(v, kind).unwrap()
    );
}

/// A server's name as Discord sends it is noted cleaned (control characters
/// dropped, spaces trimmed, cut to Discord's 100 characters), replaced on a rename,
/// and never for an empty name.
async fn a_servers_name_is_noted_clean(db: TestDb) {
    let s = Service::new(
        Store::open(&db.url).await.unwrap(),
        Arc::new(FakeClock::at(1_800_000_000)),
    );
    let server = ServerId::new(10);
    let venue = Venue::Server(server);
    assert_eq!(s.store().server_name(venue).await.unwrap(), None);
    s.settings()
        .note_server_name(server, "  Kifu\u{7} Café\n ")
        .await;
    assert_eq!(
        s.store().server_name(venue).await.unwrap().as_deref(),
        Some("Kifu Café")
    );
    s.settings().note_server_name(server, " \u{1b} ").await;
    assert_eq!(
        s.store().server_name(venue).await.unwrap().as_deref(),
        Some("Kifu Café")
    );
    s.settings()
        .note_server_name(server, &"将".repeat(150))
        .await;
    assert_eq!(
        s.store().server_name(venue).await.unwrap(),
        Some("将".repeat(100))
    );
    // Another server's name is its own; direct messages have none.
    assert_eq!(
        s.store()
            .server_name(Venue::Server(ServerId::new(11)))
            .await
            .unwrap(),
        None
    );
    assert_eq!(s.store().server_name(Venue::Direct).await.unwrap(), None);
}

both!(
    each_picture_follows_the_viewers_choice,
    help_shows_both_forms,
    a_servers_name_is_noted_clean
);
