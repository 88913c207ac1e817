//! Hand-computed values (worked out in the comments).

use super::*;
use crate::trf;

/// Five players, three rounds. R1: 1–4 1-0, 2–5 ½-½, 3 the bye. R2: 3–1 0-1,
/// 4–2 forfeit (2 wins), 5 absent. R3: 1–2 ½-½, 3–5 1-0, 4 a half-point bye.
const SWISS: &str = "\
XXR 3
001    1      One                                                                2.5          4 w 1     3 b 1     2 w =
001    2      Two                                                                2.0          5 w =     4 b +     1 b =
001    3      Three                                                              2.0       0000 - U     1 w 0     5 w 1
001    4      Four                                                               0.5          1 b 0     2 w -  0000 - H
001    5      Five                                                               0.5          2 b =  0000 - Z     3 b 0
";

fn swiss() -> Tournament {
    trf::parse(SWISS).unwrap()
}

#[test]
fn buchholz_with_virtual_opponents() {
    let t = swiss();
    let p = |id| t.player(id).unwrap();
    // Others see unplayed rounds as draws: 1 2.5, 2 1.5, 3 1.5, 4 1.0, 5 1.0.
    // 1: opponents 4, 3, 2 = 1.0 + 1.5 + 1.5 = 4.0, cut-1 3.0.
    assert_eq!(buchholz(&t, p(1), 3), 40);
    assert_eq!(buchholz_cut1(&t, p(1), 3), 30);
    // 2: 5 (1.0), R2 forfeit win: virtual opponent 0.5 + (1 − 1) + ½·1 = 1.0,
    //    1 (2.5) = 4.5, cut-1 3.5.
    assert_eq!(buchholz(&t, p(2), 3), 45);
    assert_eq!(buchholz_cut1(&t, p(2), 3), 35);
    // 3: the bye: 0 + 0 + ½·2 = 1.0; 1 (2.5); 5 (1.0) = 4.5, cut-1 3.5.
    assert_eq!(buchholz_cut1(&t, p(3), 3), 35);
    // 4: 1 (2.5); forfeit loss: 0 + 1 + ½ = 1.5; half bye: 0 + ½ = 0.5 = 4.5.
    assert_eq!(buchholz(&t, p(4), 3), 45);
    assert_eq!(buchholz_cut1(&t, p(4), 3), 40);
    // 5: 2 (1.5); absent: 0.5 + 1 + ½ = 2.0; 3 (1.5) = 5.0, cut-1 3.5.
    assert_eq!(buchholz(&t, p(5), 3), 50);
    assert_eq!(buchholz_cut1(&t, p(5), 3), 35);
}

#[test]
fn sonneborn_berger_swiss_with_virtual_opponents() {
    let t = swiss();
    let sb = |id| sonneborn_berger_swiss(&t, t.player(id).unwrap(), 3);
    // 1: 1.0 + 1.5 + ½·1.5 = 3.25.
    assert_eq!(sb(1), 325);
    // 2: ½·1.0 + 1.0 (virtual) + ½·2.5 = 2.75.
    assert_eq!(sb(2), 275);
    // 3: 1.0 (virtual, the bye) + 0 + 1.0 = 2.0.
    assert_eq!(sb(3), 200);
    // 4: ½·0.5 (the half-point bye's virtual opponent) = 0.25.
    assert_eq!(sb(4), 25);
    // 5: ½·1.5 = 0.75.
    assert_eq!(sb(5), 75);
}

#[test]
fn swiss_standings_order() {
    let t = swiss();
    let order: Vec<PlayerId> = swiss_standings(&t, 3).iter().map(|s| s.player).collect();
    // 2 and 3 level on points and Buchholz cut-1: Sonneborn–Berger; 4 and 5
    // level on points: Buchholz cut-1.
    assert_eq!(order, vec![1, 2, 3, 4, 5]);
    assert_eq!(swiss_standings(&t, 3)[0].points, 25);
}

/// A four-player round-robin on the Berger table: R1 1–4 0-1, 2–3 0-1;
/// R2 4–3 0-1, 1–2 1-0; R3 2–4 ½-½, 3–1 ½-½.
const ROUND_ROBIN: &str = "\
XXR 3
001    1      One                                                                1.5          4 w 0     2 w 1     3 b =
001    2      Two                                                                0.5          3 w 0     1 b 0     4 w =
001    3      Three                                                              2.5          2 b 1     4 b 1     1 w =
001    4      Four                                                               1.5          1 b 1     3 w 0     2 b =
";

#[test]
fn round_robin_tiebreaks() {
    let t = trf::parse(ROUND_ROBIN).unwrap();
    let sb = |id| sonneborn_berger_round_robin(&t, t.player(id).unwrap(), 3);
    // 1: beat 2 (0.5) + ½·3 (2.5) = 1.75; 4: beat 1 (1.5) + ½·2 (0.5) = 1.75.
    assert_eq!(sb(1), 175);
    assert_eq!(sb(4), 175);
    assert_eq!(sb(3), 275);
    assert_eq!(direct_encounter(&t, &[1, 4], 3), Some(vec![0, 10]));
    let standings = round_robin_standings(&t, 3);
    let order: Vec<PlayerId> = standings.iter().map(|s| s.player).collect();
    // 1 and 4 level on points and Sonneborn–Berger: 4 won their game.
    assert_eq!(order, vec![3, 4, 1, 2]);
    assert_eq!(standings[1].direct_encounter, Some(10));
}
