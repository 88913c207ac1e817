//! Games that start elsewhere than the usual start: shogi handicaps (the giver,
//! gote, moves first; KIF says 手合割 and 下手/上手) and any legal position given as
//! SFEN (unrated, exported with its start); and moves typed in Japanese.

use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::ChallengeId;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::game::{ExportFormat, FakeClock, Place, Response, Service, StartOptions, User};
use washogi_bot::rules::handicap::Handicap;
use washogi_bot::store::{ColorChoice, Store};

const HERE: Place = Place::new(10, 20);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

async fn service(db: &TestDb) -> Service {
    Service::new(
        Store::open(&db.url).await.unwrap(),
        Arc::new(FakeClock::at(1_800_000_000)),
    )
}

fn shogi_against_bob() -> StartOptions {
    StartOptions {
        opponent: Some(bob()),
        variant: VariantId::Shogi,
        ..StartOptions::default()
    }
}

/// Bob accepts challenge `id`; the new game's number.
async fn accept(s: &Service, id: i64) -> (GameId, Response) {
    let r = s.accept(&bob(), HERE, id).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let text = r.messages[0].text.clone();
    let game = text
        .split("Game #")
        .nth(1)
        .and_then(|t| t.split('*').next())
        .and_then(|t| t.parse().ok())
        .map(GameId::new)
        .unwrap();
    (game, r)
}

fn file_text(r: &Response) -> String {
    String::from_utf8(r.messages[0].file.as_ref().unwrap().bytes.clone()).unwrap()
}

async fn a_rook_handicap_game_is_given_by_the_challenger_who_moves_first(db: TestDb) {
    let s = service(&db).await;
    let r = s
        .start(
            &alice(),
            HERE,
            StartOptions {
                handicap: Some(Handicap::Rook),
                ..shogi_against_bob()
            },
        )
        .await;
    assert!(
        markup(r.text()).contains("rook handicap (飛車落ち)"),
        "{}",
        r.text()
    );
    assert!(markup(r.text()).contains("unrated"), "{}", r.text());
    let (id, r) = accept(&s, 1).await;
    assert!(markup(&r.messages[0].text).contains("<@1001>, you move first"));
    // The accepted challenge's post still says who gives the handicap.
    let origin = markup(&r.update_origin.as_ref().unwrap().text);
    assert!(
        origin.contains("the challenger gives it") && !origin.contains("at random"),
        "{origin}"
    );
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.start_sfen, Handicap::Rook.start_sfen());
    assert_eq!(
        (row.sente_id, row.gote_id),
        (UserId::new(1002), UserId::new(1001)),
        "alice gives: gote"
    );
    assert!(!row.rated);
    // Bob can't move first; alice (gote) can.
    assert!(s
        .play_move(&bob(), HERE, Some(id), "7g7f")
        .await
        .is_refusal());
    let r = s.play_move(&alice(), HERE, Some(id), "3c3d").await;
    assert!(!r.is_refusal(), "{}", r.text());
    let kif = file_text(&s.export(&alice(), HERE, Some(id), ExportFormat::Kif).await);
    assert!(kif.contains("手合割：飛車落ち"), "{kif}");
    assert!(kif.contains("下手：bob\n上手：alice"), "{kif}");
    let usi = file_text(&s.export(&alice(), HERE, Some(id), ExportFormat::Usi).await);
    assert!(usi.starts_with(&format!(
        "position sfen {} moves 3c3d",
        Handicap::Rook.start_sfen()
    )));
}

async fn handicaps_and_positions_are_checked(db: TestDb) {
    let s = service(&db).await;
    let wa = StartOptions {
        variant: VariantId::Wa,
        handicap: Some(Handicap::Bishop),
        ..shogi_against_bob()
    };
    assert!(s
        .start(&alice(), HERE, wa)
        .await
        .text()
        .contains("standard shogi"));
    let both = StartOptions {
        handicap: Some(Handicap::Bishop),
        sfen: Some("startpos".into()),
        ..shogi_against_bob()
    };
    assert!(s
        .start(&alice(), HERE, both)
        .await
        .text()
        .contains("not both"));
    for (sfen, why) in [
        ("4k4/9/9/9/9/9/9/9/4K3K b - 1", "two kings"),
        ("nonsense", "can't start a game"),
        // Gote is mated already.
        ("4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1", "no legal move"),
    ] {
        let o = StartOptions {
            sfen: Some(sfen.into()),
            ..shogi_against_bob()
        };
        let r = s.start(&alice(), HERE, o).await;
        assert!(
            r.is_refusal() && markup(r.text()).contains(why),
            "{sfen}: {}",
            r.text()
        );
    }
    assert!(
        s.store()
            .challenge(ChallengeId::new(1))
            .await
            .unwrap()
            .is_none(),
        "nothing was posted"
    );
}

async fn a_game_from_a_position_is_unrated_and_exported_with_its_start(db: TestDb) {
    let s = service(&db).await;
    let sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let r = s
        .start(
            &alice(),
            HERE,
            StartOptions {
                sfen: Some(sfen.into()),
                color: ColorChoice::Sente,
                ..shogi_against_bob()
            },
        )
        .await;
    assert!(markup(r.text()).contains(sfen), "{}", r.text());
    let (id, r) = accept(&s, 1).await;
    assert!(markup(&r.messages[0].text).contains("from a chosen position"));
    assert!(!s.store().game(id).await.unwrap().unwrap().rated);
    // Mate at once: a gold dropped above the pawn, typed in Japanese.
    let r = s.play_move(&alice(), HERE, Some(id), "５二金打").await;
    assert!(markup(r.text()).contains("Checkmate"), "{}", r.text());
    let usi = file_text(&s.export(&alice(), HERE, Some(id), ExportFormat::Usi).await);
    assert_eq!(usi.trim(), format!("position sfen {sfen} moves G*5b"));
    let kif = file_text(&s.export(&alice(), HERE, Some(id), ExportFormat::Kif).await);
    assert!(kif.contains(&format!("開始局面 SFEN: {sfen}")), "{kif}");
}

async fn moves_are_read_in_japanese(db: TestDb) {
    let s = service(&db).await;
    s.start(
        &alice(),
        HERE,
        StartOptions {
            color: ColorChoice::Sente,
            ..shogi_against_bob()
        },
    )
    .await;
    let (id, _) = accept(&s, 1).await;
    for (who, text, usi) in [
        (alice(), "７六歩", "7g7f"),
        (bob(), "△3四歩", "3c3d"),
        (alice(), "２二角成", "8h2b+"),
        (bob(), "同銀", "3a2b"),
    ] {
        let r = s.play_move(&who, HERE, Some(id), text).await;
        assert!(
            markup(r.text()).contains(&format!("(`{usi}`)")),
            "{text}: {}",
            r.text()
        );
    }
    let r = s.play_move(&alice(), HERE, Some(id), "５五角打").await;
    assert!(markup(r.text()).contains("(`B*5e`)"), "{}", r.text());
}

both!(
    a_rook_handicap_game_is_given_by_the_challenger_who_moves_first,
    handicaps_and_positions_are_checked,
    a_game_from_a_position_is_unrated_and_exported_with_its_start,
    moves_are_read_in_japanese,
);
