//! Link buttons to the web pages on the service's posts: with `WEB_PUBLIC_URL` set
//! and the server showing its pages, result posts, `/board`, `/analyse`,
//! `/tournament standings` and `/ladder standings` carry one to their page; with
//! the pages private, or no address set, none does.

use crate::support::web::{alice, bob, world, World, SHOWN};
use crate::support_db;
use support_db::TestDb;
use washogi_bot::commands::{TournamentOptions, TournamentStandings};
use washogi_bot::game::{Command, LinkButton, Response, Service, TournamentCommand};
use washogi_bot::ids::GameId;

const SITE: &str = "https://shogi.example.org/";

fn links(r: &Response) -> Vec<LinkButton> {
    r.messages
        .iter()
        .chain(r.update_origin.iter())
        .filter_map(|m| m.link.clone())
        .collect()
}

/// The five posts, with their links.
async fn posts(w: &World, s: &Service, game: GameId) -> Vec<(&'static str, Vec<LinkButton>)> {
    let board = s.board(&alice(), SHOWN, Some(game), false).await;
    let analyse = s.analyse(&alice(), SHOWN, Some(game)).await;
    let ladder = s.ladder_standings(&alice(), SHOWN).await;
    let t = w
        .service
        .store()
        .tournaments_in(SHOWN.venue, &[])
        .await
        .unwrap()[0]
        .id;
    let standings = s
        .handle(
            &alice(),
            SHOWN,
            Command::Tournament(TournamentOptions {
                command: TournamentCommand::Standings(TournamentStandings { id: Some(t.get()) }),
                is_admin: false,
                roles: vec![],
            }),
        )
        .await;
    vec![
        ("board", links(&board)),
        ("analyse", links(&analyse)),
        ("ladder", links(&ladder)),
        ("tournament", links(&standings)),
    ]
}

async fn posts_link_to_their_pages_once_the_server_shows_them(db: TestDb) {
    let w = world(db).await;
    let s = w.service.clone().with_web_url(Some(SITE));
    let game = w.start(SHOWN, &alice(), &bob(), "wa").await;
    w.play(SHOWN, game, 12).await;
    s.ladder_join(&alice(), SHOWN).await;
    let t = w.tournament(SHOWN).await;
    // Private: a result post, and every other post, without a link.
    let result = s.confirm_resign(&bob(), SHOWN, game).await;
    assert!(links(&result).is_empty(), "{result:?}");
    w.analyse(SHOWN, game).await;
    for (what, found) in posts(&w, &s, game).await {
        assert!(found.is_empty(), "{what} links to a private page");
    }

    w.web(SHOWN, true).await;
    let token = w.token(game).await;
    let game_page = format!("https://shogi.example.org/g/{token}");
    for (what, found) in posts(&w, &s, game).await {
        let url = match what {
            "board" | "analyse" => game_page.clone(),
            "ladder" => "https://shogi.example.org/s/10/ladder/wa".to_string(),
            _ => format!("https://shogi.example.org/s/10/t/{t}"),
        };
        assert_eq!(found.len(), 1, "{what}");
        assert_eq!(found[0].url, url, "{what}");
        assert_eq!(found[0].label, "Web page");
    }
    // A game's result post.
    let other = w.start(SHOWN, &alice(), &bob(), "shogi").await;
    w.play(SHOWN, other, 4).await;
    let result = s.confirm_resign(&alice(), SHOWN, other).await;
    let found = links(&result);
    assert_eq!(found.len(), 1, "{result:?}");
    assert_eq!(
        found[0].url,
        format!("https://shogi.example.org/g/{}", w.token(other).await)
    );
    // Without an address for the pages, no links at all.
    for (what, found) in posts(&w, &w.service, game).await {
        assert!(found.is_empty(), "{what} links without WEB_PUBLIC_URL");
    }
}

both!(posts_link_to_their_pages_once_the_server_shows_them);
