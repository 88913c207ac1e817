//! The learned shogi weights (module `shogi`), written by `washogi-engine tune fit`
//! (see the crate README, *Tuning the shogi evaluation*): do not edit by hand.
//! Data: none (the hand-made weights, `--epochs 0`); K = 0.000945; labels' K = 0.001772, lambda 1; epochs 0 (kept
//! 0), rate 2, l2 0.0000001. Held-out loss against the results: hand-made
//! 0.207030, learned 0.207030.

use super::shogi::COUNT;

#[rustfmt::skip]
pub static WEIGHTS: [i32; COUNT] = [
    0, // material K
    990, // material R
    855, // material B
    540, // material G
    495, // material S
    405, // material N
    315, // material L
    90, // material P
    1395, // material +R
    945, // material +B
    540, // material +S
    540, // material +N
    540, // material +L
    540, // material +P
    0, // material -
    0, // material -
    0, // hand K
    1138, // hand R
    983, // hand B
    621, // hand G
    569, // hand S
    465, // hand N
    362, // hand L
    103, // hand P
    1604, // hand +R
    1086, // hand +B
    621, // hand +S
    621, // hand +N
    621, // hand +L
    621, // hand +P
    0, // hand -
    0, // hand -
    0, // hand any K
    0, // hand any R
    0, // hand any B
    0, // hand any G
    0, // hand any S
    0, // hand any N
    0, // hand any L
    0, // hand any P
    0, // hand any +R
    0, // hand any +B
    0, // hand any +S
    0, // hand any +N
    0, // hand any +L
    0, // hand any +P
    0, // hand any -
    0, // hand any -
    0, // rank K 1
    0, // rank K 2
    0, // rank K 3
    0, // rank K 4
    0, // rank K 5
    0, // rank K 6
    0, // rank K 7
    0, // rank K 8
    0, // rank K 9
    0, // rank R 1
    3, // rank R 2
    6, // rank R 3
    9, // rank R 4
    12, // rank R 5
    12, // rank R 6
    133, // rank R 7
    133, // rank R 8
    133, // rank R 9
    0, // rank B 1
    3, // rank B 2
    6, // rank B 3
    9, // rank B 4
    12, // rank B 5
    12, // rank B 6
    39, // rank B 7
    39, // rank B 8
    39, // rank B 9
    0, // rank G 1
    3, // rank G 2
    6, // rank G 3
    9, // rank G 4
    12, // rank G 5
    12, // rank G 6
    12, // rank G 7
    12, // rank G 8
    12, // rank G 9
    0, // rank S 1
    3, // rank S 2
    6, // rank S 3
    9, // rank S 4
    12, // rank S 5
    12, // rank S 6
    25, // rank S 7
    25, // rank S 8
    25, // rank S 9
    0, // rank N 1
    3, // rank N 2
    6, // rank N 3
    9, // rank N 4
    12, // rank N 5
    12, // rank N 6
    52, // rank N 7
    52, // rank N 8
    52, // rank N 9
    0, // rank L 1
    3, // rank L 2
    6, // rank L 3
    9, // rank L 4
    12, // rank L 5
    12, // rank L 6
    79, // rank L 7
    79, // rank L 8
    79, // rank L 9
    0, // rank P 1
    4, // rank P 2
    8, // rank P 3
    12, // rank P 4
    16, // rank P 5
    20, // rank P 6
    159, // rank P 7
    163, // rank P 8
    167, // rank P 9
    0, // rank +R 1
    3, // rank +R 2
    6, // rank +R 3
    9, // rank +R 4
    12, // rank +R 5
    12, // rank +R 6
    12, // rank +R 7
    12, // rank +R 8
    12, // rank +R 9
    0, // rank +B 1
    3, // rank +B 2
    6, // rank +B 3
    9, // rank +B 4
    12, // rank +B 5
    12, // rank +B 6
    12, // rank +B 7
    12, // rank +B 8
    12, // rank +B 9
    0, // rank +S 1
    3, // rank +S 2
    6, // rank +S 3
    9, // rank +S 4
    12, // rank +S 5
    12, // rank +S 6
    12, // rank +S 7
    12, // rank +S 8
    12, // rank +S 9
    0, // rank +N 1
    3, // rank +N 2
    6, // rank +N 3
    9, // rank +N 4
    12, // rank +N 5
    12, // rank +N 6
    12, // rank +N 7
    12, // rank +N 8
    12, // rank +N 9
    0, // rank +L 1
    3, // rank +L 2
    6, // rank +L 3
    9, // rank +L 4
    12, // rank +L 5
    12, // rank +L 6
    12, // rank +L 7
    12, // rank +L 8
    12, // rank +L 9
    0, // rank +P 1
    3, // rank +P 2
    6, // rank +P 3
    9, // rank +P 4
    12, // rank +P 5
    12, // rank +P 6
    12, // rank +P 7
    12, // rank +P 8
    12, // rank +P 9
    0, // rank - 1
    0, // rank - 2
    0, // rank - 3
    0, // rank - 4
    0, // rank - 5
    0, // rank - 6
    0, // rank - 7
    0, // rank - 8
    0, // rank - 9
    0, // rank - 1
    0, // rank - 2
    0, // rank - 3
    0, // rank - 4
    0, // rank - 5
    0, // rank - 6
    0, // rank - 7
    0, // rank - 8
    0, // rank - 9
    0, // file K edge+0
    0, // file K edge+1
    0, // file K edge+2
    0, // file K edge+3
    0, // file K edge+4
    0, // file R edge+0
    0, // file R edge+1
    0, // file R edge+2
    0, // file R edge+3
    0, // file R edge+4
    0, // file B edge+0
    0, // file B edge+1
    0, // file B edge+2
    0, // file B edge+3
    0, // file B edge+4
    0, // file G edge+0
    0, // file G edge+1
    0, // file G edge+2
    0, // file G edge+3
    0, // file G edge+4
    0, // file S edge+0
    0, // file S edge+1
    0, // file S edge+2
    0, // file S edge+3
    0, // file S edge+4
    0, // file N edge+0
    0, // file N edge+1
    0, // file N edge+2
    0, // file N edge+3
    0, // file N edge+4
    0, // file L edge+0
    0, // file L edge+1
    0, // file L edge+2
    0, // file L edge+3
    0, // file L edge+4
    0, // file P edge+0
    0, // file P edge+1
    0, // file P edge+2
    0, // file P edge+3
    0, // file P edge+4
    0, // file +R edge+0
    0, // file +R edge+1
    0, // file +R edge+2
    0, // file +R edge+3
    0, // file +R edge+4
    0, // file +B edge+0
    0, // file +B edge+1
    0, // file +B edge+2
    0, // file +B edge+3
    0, // file +B edge+4
    0, // file +S edge+0
    0, // file +S edge+1
    0, // file +S edge+2
    0, // file +S edge+3
    0, // file +S edge+4
    0, // file +N edge+0
    0, // file +N edge+1
    0, // file +N edge+2
    0, // file +N edge+3
    0, // file +N edge+4
    0, // file +L edge+0
    0, // file +L edge+1
    0, // file +L edge+2
    0, // file +L edge+3
    0, // file +L edge+4
    0, // file +P edge+0
    0, // file +P edge+1
    0, // file +P edge+2
    0, // file +P edge+3
    0, // file +P edge+4
    0, // file - edge+0
    0, // file - edge+1
    0, // file - edge+2
    0, // file - edge+3
    0, // file - edge+4
    0, // file - edge+0
    0, // file - edge+1
    0, // file - edge+2
    0, // file - edge+3
    0, // file - edge+4
    0, // mobility K
    3, // mobility R
    3, // mobility B
    0, // mobility G
    0, // mobility S
    0, // mobility N
    3, // mobility L
    0, // mobility P
    3, // mobility +R
    3, // mobility +B
    0, // mobility +S
    0, // mobility +N
    0, // mobility +L
    0, // mobility +P
    0, // mobility -
    0, // mobility -
    0, // defends K at 1
    10, // defends R at 1
    10, // defends B at 1
    10, // defends G at 1
    10, // defends S at 1
    10, // defends N at 1
    10, // defends L at 1
    10, // defends P at 1
    10, // defends +R at 1
    10, // defends +B at 1
    10, // defends +S at 1
    10, // defends +N at 1
    10, // defends +L at 1
    10, // defends +P at 1
    0, // defends - at 1
    0, // defends - at 1
    0, // defends K at 2
    0, // defends R at 2
    0, // defends B at 2
    0, // defends G at 2
    0, // defends S at 2
    0, // defends N at 2
    0, // defends L at 2
    0, // defends P at 2
    0, // defends +R at 2
    0, // defends +B at 2
    0, // defends +S at 2
    0, // defends +N at 2
    0, // defends +L at 2
    0, // defends +P at 2
    0, // defends - at 2
    0, // defends - at 2
    0, // attacks K at 1
    14, // attacks R at 1
    14, // attacks B at 1
    14, // attacks G at 1
    14, // attacks S at 1
    14, // attacks N at 1
    14, // attacks L at 1
    14, // attacks P at 1
    14, // attacks +R at 1
    14, // attacks +B at 1
    14, // attacks +S at 1
    14, // attacks +N at 1
    14, // attacks +L at 1
    14, // attacks +P at 1
    0, // attacks - at 1
    0, // attacks - at 1
    0, // attacks K at 2
    14, // attacks R at 2
    14, // attacks B at 2
    14, // attacks G at 2
    14, // attacks S at 2
    14, // attacks N at 2
    14, // attacks L at 2
    14, // attacks P at 2
    14, // attacks +R at 2
    14, // attacks +B at 2
    14, // attacks +S at 2
    14, // attacks +N at 2
    14, // attacks +L at 2
    14, // attacks +P at 2
    0, // attacks - at 2
    0, // attacks - at 2
    0, // king attacked squares 0
    -12, // king attacked squares 1
    -24, // king attacked squares 2
    -36, // king attacked squares 3
    -48, // king attacked squares 4
    -60, // king attacked squares 5
    -72, // king attacked squares 6
    -84, // king attacked squares 7
    -96, // king attacked squares 8
    0, // king escapes 0
    6, // king escapes 1
    12, // king escapes 2
    18, // king escapes 3
    18, // king escapes 4
    18, // king escapes 5
    18, // king escapes 6
    18, // king escapes 7
    18, // king escapes 8
    0, // attacked squares x enemy hand
    0, // attackers x enemy hand
    12, // tempo
];
