//! The learned shogi weights (module `shogi`), written by `washogi-engine tune fit`
//! (see the crate README, *Tuning the shogi evaluation*): do not edit by hand.
//! Data: tune-data/shogi-labelled.txt, tune-data/shogi-labelled-r2.txt, tune-data/shogi-labelled-r3.txt; 7813 of the 7813 features fitted; K = 0.001038; labels' K = 0.001800,
//! lambda 0.25; epochs 600 (kept
//! 600), rate 2, l2 0.000000001. Held-out loss against the results: hand-made
//! 0.218839, learned 0.212085.

use super::shogi::COUNT;

#[rustfmt::skip]
pub static WEIGHTS: [i32; COUNT] = [
    0, // material K
    745, // material R
    686, // material B
    582, // material G
    504, // material S
    250, // material N
    205, // material L
    76, // material P
    1336, // material +R
    980, // material +B
    508, // material +S
    499, // material +N
    471, // material +L
    491, // material +P
    0, // material -
    0, // material -
    0, // hand K
    1081, // hand R
    876, // hand B
    620, // hand G
    521, // hand S
    312, // hand N
    306, // hand L
    85, // hand P
    1604, // hand +R
    1086, // hand +B
    621, // hand +S
    621, // hand +N
    621, // hand +L
    621, // hand +P
    0, // hand -
    0, // hand -
    0, // hand any K
    -24, // hand any R
    -17, // hand any B
    69, // hand any G
    52, // hand any S
    77, // hand any N
    62, // hand any L
    50, // hand any P
    0, // hand any +R
    0, // hand any +B
    0, // hand any +S
    0, // hand any +N
    0, // hand any +L
    0, // hand any +P
    0, // hand any -
    0, // hand any -
    -4, // square K rank 1 file edge+0
    18, // square K rank 1 file edge+1
    12, // square K rank 1 file edge+2
    -28, // square K rank 1 file edge+3
    -23, // square K rank 1 file edge+4
    -4, // square K rank 2 file edge+0
    102, // square K rank 2 file edge+1
    15, // square K rank 2 file edge+2
    -11, // square K rank 2 file edge+3
    -12, // square K rank 2 file edge+4
    -10, // square K rank 3 file edge+0
    31, // square K rank 3 file edge+1
    -5, // square K rank 3 file edge+2
    -25, // square K rank 3 file edge+3
    -17, // square K rank 3 file edge+4
    -8, // square K rank 4 file edge+0
    -5, // square K rank 4 file edge+1
    10, // square K rank 4 file edge+2
    -14, // square K rank 4 file edge+3
    -8, // square K rank 4 file edge+4
    1, // square K rank 5 file edge+0
    4, // square K rank 5 file edge+1
    -2, // square K rank 5 file edge+2
    0, // square K rank 5 file edge+3
    -2, // square K rank 5 file edge+4
    0, // square K rank 6 file edge+0
    -5, // square K rank 6 file edge+1
    -5, // square K rank 6 file edge+2
    0, // square K rank 6 file edge+3
    -1, // square K rank 6 file edge+4
    -1, // square K rank 7 file edge+0
    1, // square K rank 7 file edge+1
    0, // square K rank 7 file edge+2
    0, // square K rank 7 file edge+3
    0, // square K rank 7 file edge+4
    4, // square K rank 8 file edge+0
    -2, // square K rank 8 file edge+1
    4, // square K rank 8 file edge+2
    -2, // square K rank 8 file edge+3
    -4, // square K rank 8 file edge+4
    -3, // square K rank 9 file edge+0
    -1, // square K rank 9 file edge+1
    2, // square K rank 9 file edge+2
    0, // square K rank 9 file edge+3
    0, // square K rank 9 file edge+4
    1, // square R rank 1 file edge+0
    12, // square R rank 1 file edge+1
    -7, // square R rank 1 file edge+2
    -5, // square R rank 1 file edge+3
    -19, // square R rank 1 file edge+4
    -30, // square R rank 2 file edge+0
    -31, // square R rank 2 file edge+1
    -12, // square R rank 2 file edge+2
    17, // square R rank 2 file edge+3
    14, // square R rank 2 file edge+4
    -3, // square R rank 3 file edge+0
    -2, // square R rank 3 file edge+1
    -10, // square R rank 3 file edge+2
    -3, // square R rank 3 file edge+3
    19, // square R rank 3 file edge+4
    14, // square R rank 4 file edge+0
    0, // square R rank 4 file edge+1
    8, // square R rank 4 file edge+2
    -25, // square R rank 4 file edge+3
    -5, // square R rank 4 file edge+4
    -15, // square R rank 5 file edge+0
    -1, // square R rank 5 file edge+1
    -25, // square R rank 5 file edge+2
    -38, // square R rank 5 file edge+3
    -13, // square R rank 5 file edge+4
    8, // square R rank 6 file edge+0
    56, // square R rank 6 file edge+1
    -38, // square R rank 6 file edge+2
    -2, // square R rank 6 file edge+3
    11, // square R rank 6 file edge+4
    129, // square R rank 7 file edge+0
    138, // square R rank 7 file edge+1
    132, // square R rank 7 file edge+2
    131, // square R rank 7 file edge+3
    131, // square R rank 7 file edge+4
    152, // square R rank 8 file edge+0
    135, // square R rank 8 file edge+1
    123, // square R rank 8 file edge+2
    146, // square R rank 8 file edge+3
    131, // square R rank 8 file edge+4
    147, // square R rank 9 file edge+0
    163, // square R rank 9 file edge+1
    143, // square R rank 9 file edge+2
    143, // square R rank 9 file edge+3
    140, // square R rank 9 file edge+4
    -34, // square B rank 1 file edge+0
    -14, // square B rank 1 file edge+1
    -23, // square B rank 1 file edge+2
    -16, // square B rank 1 file edge+3
    -13, // square B rank 1 file edge+4
    -1, // square B rank 2 file edge+0
    0, // square B rank 2 file edge+1
    -2, // square B rank 2 file edge+2
    -11, // square B rank 2 file edge+3
    -3, // square B rank 2 file edge+4
    -23, // square B rank 3 file edge+0
    -12, // square B rank 3 file edge+1
    20, // square B rank 3 file edge+2
    18, // square B rank 3 file edge+3
    -7, // square B rank 3 file edge+4
    0, // square B rank 4 file edge+0
    8, // square B rank 4 file edge+1
    -3, // square B rank 4 file edge+2
    25, // square B rank 4 file edge+3
    49, // square B rank 4 file edge+4
    -5, // square B rank 5 file edge+0
    -19, // square B rank 5 file edge+1
    -13, // square B rank 5 file edge+2
    33, // square B rank 5 file edge+3
    1, // square B rank 5 file edge+4
    20, // square B rank 6 file edge+0
    0, // square B rank 6 file edge+1
    -14, // square B rank 6 file edge+2
    -4, // square B rank 6 file edge+3
    15, // square B rank 6 file edge+4
    39, // square B rank 7 file edge+0
    49, // square B rank 7 file edge+1
    50, // square B rank 7 file edge+2
    81, // square B rank 7 file edge+3
    42, // square B rank 7 file edge+4
    31, // square B rank 8 file edge+0
    95, // square B rank 8 file edge+1
    42, // square B rank 8 file edge+2
    33, // square B rank 8 file edge+3
    45, // square B rank 8 file edge+4
    39, // square B rank 9 file edge+0
    30, // square B rank 9 file edge+1
    13, // square B rank 9 file edge+2
    29, // square B rank 9 file edge+3
    39, // square B rank 9 file edge+4
    -8, // square G rank 1 file edge+0
    -6, // square G rank 1 file edge+1
    0, // square G rank 1 file edge+2
    -12, // square G rank 1 file edge+3
    9, // square G rank 1 file edge+4
    -17, // square G rank 2 file edge+0
    39, // square G rank 2 file edge+1
    50, // square G rank 2 file edge+2
    67, // square G rank 2 file edge+3
    48, // square G rank 2 file edge+4
    6, // square G rank 3 file edge+0
    -7, // square G rank 3 file edge+1
    16, // square G rank 3 file edge+2
    78, // square G rank 3 file edge+3
    19, // square G rank 3 file edge+4
    -6, // square G rank 4 file edge+0
    24, // square G rank 4 file edge+1
    1, // square G rank 4 file edge+2
    17, // square G rank 4 file edge+3
    18, // square G rank 4 file edge+4
    -3, // square G rank 5 file edge+0
    12, // square G rank 5 file edge+1
    25, // square G rank 5 file edge+2
    5, // square G rank 5 file edge+3
    3, // square G rank 5 file edge+4
    4, // square G rank 6 file edge+0
    10, // square G rank 6 file edge+1
    19, // square G rank 6 file edge+2
    7, // square G rank 6 file edge+3
    0, // square G rank 6 file edge+4
    1, // square G rank 7 file edge+0
    10, // square G rank 7 file edge+1
    18, // square G rank 7 file edge+2
    13, // square G rank 7 file edge+3
    19, // square G rank 7 file edge+4
    -10, // square G rank 8 file edge+0
    -6, // square G rank 8 file edge+1
    22, // square G rank 8 file edge+2
    10, // square G rank 8 file edge+3
    13, // square G rank 8 file edge+4
    -60, // square G rank 9 file edge+0
    -12, // square G rank 9 file edge+1
    10, // square G rank 9 file edge+2
    -3, // square G rank 9 file edge+3
    -8, // square G rank 9 file edge+4
    -35, // square S rank 1 file edge+0
    -38, // square S rank 1 file edge+1
    -43, // square S rank 1 file edge+2
    -29, // square S rank 1 file edge+3
    -5, // square S rank 1 file edge+4
    -7, // square S rank 2 file edge+0
    44, // square S rank 2 file edge+1
    57, // square S rank 2 file edge+2
    50, // square S rank 2 file edge+3
    7, // square S rank 2 file edge+4
    -22, // square S rank 3 file edge+0
    1, // square S rank 3 file edge+1
    36, // square S rank 3 file edge+2
    67, // square S rank 3 file edge+3
    30, // square S rank 3 file edge+4
    18, // square S rank 4 file edge+0
    14, // square S rank 4 file edge+1
    6, // square S rank 4 file edge+2
    30, // square S rank 4 file edge+3
    44, // square S rank 4 file edge+4
    8, // square S rank 5 file edge+0
    19, // square S rank 5 file edge+1
    2, // square S rank 5 file edge+2
    12, // square S rank 5 file edge+3
    13, // square S rank 5 file edge+4
    15, // square S rank 6 file edge+0
    6, // square S rank 6 file edge+1
    13, // square S rank 6 file edge+2
    -3, // square S rank 6 file edge+3
    16, // square S rank 6 file edge+4
    17, // square S rank 7 file edge+0
    29, // square S rank 7 file edge+1
    39, // square S rank 7 file edge+2
    29, // square S rank 7 file edge+3
    21, // square S rank 7 file edge+4
    9, // square S rank 8 file edge+0
    23, // square S rank 8 file edge+1
    43, // square S rank 8 file edge+2
    21, // square S rank 8 file edge+3
    19, // square S rank 8 file edge+4
    1, // square S rank 9 file edge+0
    9, // square S rank 9 file edge+1
    -2, // square S rank 9 file edge+2
    -3, // square S rank 9 file edge+3
    12, // square S rank 9 file edge+4
    -2, // square N rank 1 file edge+0
    -1, // square N rank 1 file edge+1
    10, // square N rank 1 file edge+2
    -13, // square N rank 1 file edge+3
    -14, // square N rank 1 file edge+4
    -7, // square N rank 2 file edge+0
    -23, // square N rank 2 file edge+1
    -5, // square N rank 2 file edge+2
    -3, // square N rank 2 file edge+3
    7, // square N rank 2 file edge+4
    -65, // square N rank 3 file edge+0
    -13, // square N rank 3 file edge+1
    33, // square N rank 3 file edge+2
    -16, // square N rank 3 file edge+3
    14, // square N rank 3 file edge+4
    20, // square N rank 4 file edge+0
    26, // square N rank 4 file edge+1
    7, // square N rank 4 file edge+2
    4, // square N rank 4 file edge+3
    0, // square N rank 4 file edge+4
    19, // square N rank 5 file edge+0
    -17, // square N rank 5 file edge+1
    74, // square N rank 5 file edge+2
    2, // square N rank 5 file edge+3
    22, // square N rank 5 file edge+4
    0, // square N rank 6 file edge+0
    1, // square N rank 6 file edge+1
    -14, // square N rank 6 file edge+2
    23, // square N rank 6 file edge+3
    19, // square N rank 6 file edge+4
    47, // square N rank 7 file edge+0
    58, // square N rank 7 file edge+1
    27, // square N rank 7 file edge+2
    43, // square N rank 7 file edge+3
    54, // square N rank 7 file edge+4
    52, // square N rank 8 file edge+0
    52, // square N rank 8 file edge+1
    52, // square N rank 8 file edge+2
    52, // square N rank 8 file edge+3
    52, // square N rank 8 file edge+4
    52, // square N rank 9 file edge+0
    52, // square N rank 9 file edge+1
    52, // square N rank 9 file edge+2
    52, // square N rank 9 file edge+3
    52, // square N rank 9 file edge+4
    -28, // square L rank 1 file edge+0
    19, // square L rank 1 file edge+1
    -7, // square L rank 1 file edge+2
    1, // square L rank 1 file edge+3
    16, // square L rank 1 file edge+4
    -44, // square L rank 2 file edge+0
    -6, // square L rank 2 file edge+1
    -14, // square L rank 2 file edge+2
    1, // square L rank 2 file edge+3
    -1, // square L rank 2 file edge+4
    -8, // square L rank 3 file edge+0
    21, // square L rank 3 file edge+1
    12, // square L rank 3 file edge+2
    -11, // square L rank 3 file edge+3
    6, // square L rank 3 file edge+4
    -12, // square L rank 4 file edge+0
    19, // square L rank 4 file edge+1
    22, // square L rank 4 file edge+2
    48, // square L rank 4 file edge+3
    12, // square L rank 4 file edge+4
    21, // square L rank 5 file edge+0
    -1, // square L rank 5 file edge+1
    10, // square L rank 5 file edge+2
    9, // square L rank 5 file edge+3
    24, // square L rank 5 file edge+4
    33, // square L rank 6 file edge+0
    16, // square L rank 6 file edge+1
    -2, // square L rank 6 file edge+2
    0, // square L rank 6 file edge+3
    8, // square L rank 6 file edge+4
    63, // square L rank 7 file edge+0
    74, // square L rank 7 file edge+1
    95, // square L rank 7 file edge+2
    62, // square L rank 7 file edge+3
    70, // square L rank 7 file edge+4
    46, // square L rank 8 file edge+0
    88, // square L rank 8 file edge+1
    76, // square L rank 8 file edge+2
    75, // square L rank 8 file edge+3
    77, // square L rank 8 file edge+4
    79, // square L rank 9 file edge+0
    79, // square L rank 9 file edge+1
    79, // square L rank 9 file edge+2
    79, // square L rank 9 file edge+3
    79, // square L rank 9 file edge+4
    -7, // square P rank 1 file edge+0
    -3, // square P rank 1 file edge+1
    22, // square P rank 1 file edge+2
    -7, // square P rank 1 file edge+3
    7, // square P rank 1 file edge+4
    -15, // square P rank 2 file edge+0
    17, // square P rank 2 file edge+1
    8, // square P rank 2 file edge+2
    -4, // square P rank 2 file edge+3
    -12, // square P rank 2 file edge+4
    24, // square P rank 3 file edge+0
    -2, // square P rank 3 file edge+1
    -13, // square P rank 3 file edge+2
    18, // square P rank 3 file edge+3
    1, // square P rank 3 file edge+4
    25, // square P rank 4 file edge+0
    2, // square P rank 4 file edge+1
    37, // square P rank 4 file edge+2
    50, // square P rank 4 file edge+3
    41, // square P rank 4 file edge+4
    23, // square P rank 5 file edge+0
    18, // square P rank 5 file edge+1
    16, // square P rank 5 file edge+2
    39, // square P rank 5 file edge+3
    30, // square P rank 5 file edge+4
    72, // square P rank 6 file edge+0
    80, // square P rank 6 file edge+1
    64, // square P rank 6 file edge+2
    58, // square P rank 6 file edge+3
    69, // square P rank 6 file edge+4
    112, // square P rank 7 file edge+0
    111, // square P rank 7 file edge+1
    125, // square P rank 7 file edge+2
    105, // square P rank 7 file edge+3
    160, // square P rank 7 file edge+4
    121, // square P rank 8 file edge+0
    119, // square P rank 8 file edge+1
    107, // square P rank 8 file edge+2
    128, // square P rank 8 file edge+3
    150, // square P rank 8 file edge+4
    167, // square P rank 9 file edge+0
    167, // square P rank 9 file edge+1
    167, // square P rank 9 file edge+2
    167, // square P rank 9 file edge+3
    167, // square P rank 9 file edge+4
    -1, // square +R rank 1 file edge+0
    -5, // square +R rank 1 file edge+1
    -4, // square +R rank 1 file edge+2
    -5, // square +R rank 1 file edge+3
    -4, // square +R rank 1 file edge+4
    -5, // square +R rank 2 file edge+0
    -5, // square +R rank 2 file edge+1
    5, // square +R rank 2 file edge+2
    6, // square +R rank 2 file edge+3
    5, // square +R rank 2 file edge+4
    5, // square +R rank 3 file edge+0
    -2, // square +R rank 3 file edge+1
    12, // square +R rank 3 file edge+2
    6, // square +R rank 3 file edge+3
    7, // square +R rank 3 file edge+4
    22, // square +R rank 4 file edge+0
    -3, // square +R rank 4 file edge+1
    12, // square +R rank 4 file edge+2
    -1, // square +R rank 4 file edge+3
    1, // square +R rank 4 file edge+4
    -9, // square +R rank 5 file edge+0
    6, // square +R rank 5 file edge+1
    5, // square +R rank 5 file edge+2
    1, // square +R rank 5 file edge+3
    4, // square +R rank 5 file edge+4
    -21, // square +R rank 6 file edge+0
    -10, // square +R rank 6 file edge+1
    3, // square +R rank 6 file edge+2
    1, // square +R rank 6 file edge+3
    0, // square +R rank 6 file edge+4
    -21, // square +R rank 7 file edge+0
    2, // square +R rank 7 file edge+1
    39, // square +R rank 7 file edge+2
    12, // square +R rank 7 file edge+3
    12, // square +R rank 7 file edge+4
    22, // square +R rank 8 file edge+0
    52, // square +R rank 8 file edge+1
    37, // square +R rank 8 file edge+2
    31, // square +R rank 8 file edge+3
    29, // square +R rank 8 file edge+4
    13, // square +R rank 9 file edge+0
    28, // square +R rank 9 file edge+1
    20, // square +R rank 9 file edge+2
    24, // square +R rank 9 file edge+3
    4, // square +R rank 9 file edge+4
    -6, // square +B rank 1 file edge+0
    -3, // square +B rank 1 file edge+1
    9, // square +B rank 1 file edge+2
    1, // square +B rank 1 file edge+3
    -3, // square +B rank 1 file edge+4
    5, // square +B rank 2 file edge+0
    3, // square +B rank 2 file edge+1
    6, // square +B rank 2 file edge+2
    5, // square +B rank 2 file edge+3
    1, // square +B rank 2 file edge+4
    1, // square +B rank 3 file edge+0
    6, // square +B rank 3 file edge+1
    28, // square +B rank 3 file edge+2
    14, // square +B rank 3 file edge+3
    17, // square +B rank 3 file edge+4
    8, // square +B rank 4 file edge+0
    5, // square +B rank 4 file edge+1
    18, // square +B rank 4 file edge+2
    39, // square +B rank 4 file edge+3
    51, // square +B rank 4 file edge+4
    -1, // square +B rank 5 file edge+0
    8, // square +B rank 5 file edge+1
    -8, // square +B rank 5 file edge+2
    6, // square +B rank 5 file edge+3
    34, // square +B rank 5 file edge+4
    4, // square +B rank 6 file edge+0
    18, // square +B rank 6 file edge+1
    12, // square +B rank 6 file edge+2
    31, // square +B rank 6 file edge+3
    24, // square +B rank 6 file edge+4
    -1, // square +B rank 7 file edge+0
    -13, // square +B rank 7 file edge+1
    0, // square +B rank 7 file edge+2
    6, // square +B rank 7 file edge+3
    8, // square +B rank 7 file edge+4
    15, // square +B rank 8 file edge+0
    7, // square +B rank 8 file edge+1
    20, // square +B rank 8 file edge+2
    16, // square +B rank 8 file edge+3
    26, // square +B rank 8 file edge+4
    -19, // square +B rank 9 file edge+0
    2, // square +B rank 9 file edge+1
    8, // square +B rank 9 file edge+2
    10, // square +B rank 9 file edge+3
    8, // square +B rank 9 file edge+4
    0, // square +S rank 1 file edge+0
    0, // square +S rank 1 file edge+1
    0, // square +S rank 1 file edge+2
    0, // square +S rank 1 file edge+3
    0, // square +S rank 1 file edge+4
    3, // square +S rank 2 file edge+0
    3, // square +S rank 2 file edge+1
    3, // square +S rank 2 file edge+2
    3, // square +S rank 2 file edge+3
    3, // square +S rank 2 file edge+4
    6, // square +S rank 3 file edge+0
    6, // square +S rank 3 file edge+1
    6, // square +S rank 3 file edge+2
    6, // square +S rank 3 file edge+3
    6, // square +S rank 3 file edge+4
    9, // square +S rank 4 file edge+0
    9, // square +S rank 4 file edge+1
    9, // square +S rank 4 file edge+2
    9, // square +S rank 4 file edge+3
    9, // square +S rank 4 file edge+4
    12, // square +S rank 5 file edge+0
    12, // square +S rank 5 file edge+1
    7, // square +S rank 5 file edge+2
    10, // square +S rank 5 file edge+3
    17, // square +S rank 5 file edge+4
    7, // square +S rank 6 file edge+0
    3, // square +S rank 6 file edge+1
    10, // square +S rank 6 file edge+2
    11, // square +S rank 6 file edge+3
    17, // square +S rank 6 file edge+4
    11, // square +S rank 7 file edge+0
    17, // square +S rank 7 file edge+1
    26, // square +S rank 7 file edge+2
    28, // square +S rank 7 file edge+3
    15, // square +S rank 7 file edge+4
    7, // square +S rank 8 file edge+0
    23, // square +S rank 8 file edge+1
    22, // square +S rank 8 file edge+2
    13, // square +S rank 8 file edge+3
    8, // square +S rank 8 file edge+4
    -14, // square +S rank 9 file edge+0
    -11, // square +S rank 9 file edge+1
    6, // square +S rank 9 file edge+2
    4, // square +S rank 9 file edge+3
    6, // square +S rank 9 file edge+4
    0, // square +N rank 1 file edge+0
    0, // square +N rank 1 file edge+1
    0, // square +N rank 1 file edge+2
    0, // square +N rank 1 file edge+3
    0, // square +N rank 1 file edge+4
    3, // square +N rank 2 file edge+0
    3, // square +N rank 2 file edge+1
    3, // square +N rank 2 file edge+2
    3, // square +N rank 2 file edge+3
    3, // square +N rank 2 file edge+4
    6, // square +N rank 3 file edge+0
    6, // square +N rank 3 file edge+1
    6, // square +N rank 3 file edge+2
    6, // square +N rank 3 file edge+3
    6, // square +N rank 3 file edge+4
    9, // square +N rank 4 file edge+0
    9, // square +N rank 4 file edge+1
    9, // square +N rank 4 file edge+2
    9, // square +N rank 4 file edge+3
    9, // square +N rank 4 file edge+4
    17, // square +N rank 5 file edge+0
    12, // square +N rank 5 file edge+1
    12, // square +N rank 5 file edge+2
    15, // square +N rank 5 file edge+3
    13, // square +N rank 5 file edge+4
    7, // square +N rank 6 file edge+0
    10, // square +N rank 6 file edge+1
    11, // square +N rank 6 file edge+2
    19, // square +N rank 6 file edge+3
    15, // square +N rank 6 file edge+4
    30, // square +N rank 7 file edge+0
    12, // square +N rank 7 file edge+1
    16, // square +N rank 7 file edge+2
    11, // square +N rank 7 file edge+3
    28, // square +N rank 7 file edge+4
    2, // square +N rank 8 file edge+0
    22, // square +N rank 8 file edge+1
    21, // square +N rank 8 file edge+2
    19, // square +N rank 8 file edge+3
    14, // square +N rank 8 file edge+4
    -43, // square +N rank 9 file edge+0
    -3, // square +N rank 9 file edge+1
    -8, // square +N rank 9 file edge+2
    -5, // square +N rank 9 file edge+3
    12, // square +N rank 9 file edge+4
    0, // square +L rank 1 file edge+0
    0, // square +L rank 1 file edge+1
    0, // square +L rank 1 file edge+2
    0, // square +L rank 1 file edge+3
    0, // square +L rank 1 file edge+4
    3, // square +L rank 2 file edge+0
    3, // square +L rank 2 file edge+1
    3, // square +L rank 2 file edge+2
    3, // square +L rank 2 file edge+3
    3, // square +L rank 2 file edge+4
    6, // square +L rank 3 file edge+0
    6, // square +L rank 3 file edge+1
    6, // square +L rank 3 file edge+2
    6, // square +L rank 3 file edge+3
    6, // square +L rank 3 file edge+4
    9, // square +L rank 4 file edge+0
    9, // square +L rank 4 file edge+1
    9, // square +L rank 4 file edge+2
    9, // square +L rank 4 file edge+3
    9, // square +L rank 4 file edge+4
    8, // square +L rank 5 file edge+0
    12, // square +L rank 5 file edge+1
    9, // square +L rank 5 file edge+2
    14, // square +L rank 5 file edge+3
    10, // square +L rank 5 file edge+4
    19, // square +L rank 6 file edge+0
    12, // square +L rank 6 file edge+1
    24, // square +L rank 6 file edge+2
    13, // square +L rank 6 file edge+3
    22, // square +L rank 6 file edge+4
    16, // square +L rank 7 file edge+0
    26, // square +L rank 7 file edge+1
    33, // square +L rank 7 file edge+2
    17, // square +L rank 7 file edge+3
    26, // square +L rank 7 file edge+4
    -14, // square +L rank 8 file edge+0
    10, // square +L rank 8 file edge+1
    16, // square +L rank 8 file edge+2
    6, // square +L rank 8 file edge+3
    10, // square +L rank 8 file edge+4
    -22, // square +L rank 9 file edge+0
    -18, // square +L rank 9 file edge+1
    -11, // square +L rank 9 file edge+2
    -14, // square +L rank 9 file edge+3
    8, // square +L rank 9 file edge+4
    0, // square +P rank 1 file edge+0
    0, // square +P rank 1 file edge+1
    0, // square +P rank 1 file edge+2
    0, // square +P rank 1 file edge+3
    0, // square +P rank 1 file edge+4
    3, // square +P rank 2 file edge+0
    3, // square +P rank 2 file edge+1
    3, // square +P rank 2 file edge+2
    3, // square +P rank 2 file edge+3
    3, // square +P rank 2 file edge+4
    6, // square +P rank 3 file edge+0
    6, // square +P rank 3 file edge+1
    6, // square +P rank 3 file edge+2
    6, // square +P rank 3 file edge+3
    6, // square +P rank 3 file edge+4
    9, // square +P rank 4 file edge+0
    9, // square +P rank 4 file edge+1
    9, // square +P rank 4 file edge+2
    9, // square +P rank 4 file edge+3
    9, // square +P rank 4 file edge+4
    10, // square +P rank 5 file edge+0
    17, // square +P rank 5 file edge+1
    10, // square +P rank 5 file edge+2
    12, // square +P rank 5 file edge+3
    12, // square +P rank 5 file edge+4
    13, // square +P rank 6 file edge+0
    12, // square +P rank 6 file edge+1
    9, // square +P rank 6 file edge+2
    16, // square +P rank 6 file edge+3
    16, // square +P rank 6 file edge+4
    4, // square +P rank 7 file edge+0
    42, // square +P rank 7 file edge+1
    30, // square +P rank 7 file edge+2
    53, // square +P rank 7 file edge+3
    23, // square +P rank 7 file edge+4
    7, // square +P rank 8 file edge+0
    47, // square +P rank 8 file edge+1
    -15, // square +P rank 8 file edge+2
    28, // square +P rank 8 file edge+3
    37, // square +P rank 8 file edge+4
    -80, // square +P rank 9 file edge+0
    -14, // square +P rank 9 file edge+1
    -24, // square +P rank 9 file edge+2
    -11, // square +P rank 9 file edge+3
    -3, // square +P rank 9 file edge+4
    0, // square - rank 1 file edge+0
    0, // square - rank 1 file edge+1
    0, // square - rank 1 file edge+2
    0, // square - rank 1 file edge+3
    0, // square - rank 1 file edge+4
    0, // square - rank 2 file edge+0
    0, // square - rank 2 file edge+1
    0, // square - rank 2 file edge+2
    0, // square - rank 2 file edge+3
    0, // square - rank 2 file edge+4
    0, // square - rank 3 file edge+0
    0, // square - rank 3 file edge+1
    0, // square - rank 3 file edge+2
    0, // square - rank 3 file edge+3
    0, // square - rank 3 file edge+4
    0, // square - rank 4 file edge+0
    0, // square - rank 4 file edge+1
    0, // square - rank 4 file edge+2
    0, // square - rank 4 file edge+3
    0, // square - rank 4 file edge+4
    0, // square - rank 5 file edge+0
    0, // square - rank 5 file edge+1
    0, // square - rank 5 file edge+2
    0, // square - rank 5 file edge+3
    0, // square - rank 5 file edge+4
    0, // square - rank 6 file edge+0
    0, // square - rank 6 file edge+1
    0, // square - rank 6 file edge+2
    0, // square - rank 6 file edge+3
    0, // square - rank 6 file edge+4
    0, // square - rank 7 file edge+0
    0, // square - rank 7 file edge+1
    0, // square - rank 7 file edge+2
    0, // square - rank 7 file edge+3
    0, // square - rank 7 file edge+4
    0, // square - rank 8 file edge+0
    0, // square - rank 8 file edge+1
    0, // square - rank 8 file edge+2
    0, // square - rank 8 file edge+3
    0, // square - rank 8 file edge+4
    0, // square - rank 9 file edge+0
    0, // square - rank 9 file edge+1
    0, // square - rank 9 file edge+2
    0, // square - rank 9 file edge+3
    0, // square - rank 9 file edge+4
    0, // square - rank 1 file edge+0
    0, // square - rank 1 file edge+1
    0, // square - rank 1 file edge+2
    0, // square - rank 1 file edge+3
    0, // square - rank 1 file edge+4
    0, // square - rank 2 file edge+0
    0, // square - rank 2 file edge+1
    0, // square - rank 2 file edge+2
    0, // square - rank 2 file edge+3
    0, // square - rank 2 file edge+4
    0, // square - rank 3 file edge+0
    0, // square - rank 3 file edge+1
    0, // square - rank 3 file edge+2
    0, // square - rank 3 file edge+3
    0, // square - rank 3 file edge+4
    0, // square - rank 4 file edge+0
    0, // square - rank 4 file edge+1
    0, // square - rank 4 file edge+2
    0, // square - rank 4 file edge+3
    0, // square - rank 4 file edge+4
    0, // square - rank 5 file edge+0
    0, // square - rank 5 file edge+1
    0, // square - rank 5 file edge+2
    0, // square - rank 5 file edge+3
    0, // square - rank 5 file edge+4
    0, // square - rank 6 file edge+0
    0, // square - rank 6 file edge+1
    0, // square - rank 6 file edge+2
    0, // square - rank 6 file edge+3
    0, // square - rank 6 file edge+4
    0, // square - rank 7 file edge+0
    0, // square - rank 7 file edge+1
    0, // square - rank 7 file edge+2
    0, // square - rank 7 file edge+3
    0, // square - rank 7 file edge+4
    0, // square - rank 8 file edge+0
    0, // square - rank 8 file edge+1
    0, // square - rank 8 file edge+2
    0, // square - rank 8 file edge+3
    0, // square - rank 8 file edge+4
    0, // square - rank 9 file edge+0
    0, // square - rank 9 file edge+1
    0, // square - rank 9 file edge+2
    0, // square - rank 9 file edge+3
    0, // square - rank 9 file edge+4
    0, // mobility K
    23, // mobility R
    19, // mobility B
    0, // mobility G
    0, // mobility S
    0, // mobility N
    39, // mobility L
    0, // mobility P
    12, // mobility +R
    31, // mobility +B
    0, // mobility +S
    0, // mobility +N
    0, // mobility +L
    0, // mobility +P
    0, // mobility -
    0, // mobility -
    0, // defends K files 0 ahead -2
    0, // defends K files 0 ahead -1
    0, // defends K files 0 ahead 0
    0, // defends K files 0 ahead 1
    0, // defends K files 0 ahead 2
    0, // defends K files 1 ahead -2
    0, // defends K files 1 ahead -1
    0, // defends K files 1 ahead 0
    0, // defends K files 1 ahead 1
    0, // defends K files 1 ahead 2
    0, // defends K files 2 ahead -2
    0, // defends K files 2 ahead -1
    0, // defends K files 2 ahead 0
    0, // defends K files 2 ahead 1
    0, // defends K files 2 ahead 2
    6, // defends R files 0 ahead -2
    16, // defends R files 0 ahead -1
    10, // defends R files 0 ahead 0
    10, // defends R files 0 ahead 1
    -7, // defends R files 0 ahead 2
    -11, // defends R files 1 ahead -2
    32, // defends R files 1 ahead -1
    -22, // defends R files 1 ahead 0
    -18, // defends R files 1 ahead 1
    -1, // defends R files 1 ahead 2
    2, // defends R files 2 ahead -2
    12, // defends R files 2 ahead -1
    -18, // defends R files 2 ahead 0
    -6, // defends R files 2 ahead 1
    -19, // defends R files 2 ahead 2
    -2, // defends B files 0 ahead -2
    -10, // defends B files 0 ahead -1
    10, // defends B files 0 ahead 0
    22, // defends B files 0 ahead 1
    -5, // defends B files 0 ahead 2
    1, // defends B files 1 ahead -2
    -4, // defends B files 1 ahead -1
    14, // defends B files 1 ahead 0
    22, // defends B files 1 ahead 1
    16, // defends B files 1 ahead 2
    -1, // defends B files 2 ahead -2
    -12, // defends B files 2 ahead -1
    4, // defends B files 2 ahead 0
    10, // defends B files 2 ahead 1
    -7, // defends B files 2 ahead 2
    5, // defends G files 0 ahead -2
    31, // defends G files 0 ahead -1
    10, // defends G files 0 ahead 0
    31, // defends G files 0 ahead 1
    16, // defends G files 0 ahead 2
    33, // defends G files 1 ahead -2
    22, // defends G files 1 ahead -1
    9, // defends G files 1 ahead 0
    28, // defends G files 1 ahead 1
    28, // defends G files 1 ahead 2
    2, // defends G files 2 ahead -2
    19, // defends G files 2 ahead -1
    25, // defends G files 2 ahead 0
    30, // defends G files 2 ahead 1
    28, // defends G files 2 ahead 2
    3, // defends S files 0 ahead -2
    22, // defends S files 0 ahead -1
    10, // defends S files 0 ahead 0
    51, // defends S files 0 ahead 1
    6, // defends S files 0 ahead 2
    20, // defends S files 1 ahead -2
    14, // defends S files 1 ahead -1
    29, // defends S files 1 ahead 0
    24, // defends S files 1 ahead 1
    24, // defends S files 1 ahead 2
    19, // defends S files 2 ahead -2
    8, // defends S files 2 ahead -1
    23, // defends S files 2 ahead 0
    8, // defends S files 2 ahead 1
    17, // defends S files 2 ahead 2
    17, // defends N files 0 ahead -2
    51, // defends N files 0 ahead -1
    10, // defends N files 0 ahead 0
    26, // defends N files 0 ahead 1
    15, // defends N files 0 ahead 2
    26, // defends N files 1 ahead -2
    33, // defends N files 1 ahead -1
    9, // defends N files 1 ahead 0
    24, // defends N files 1 ahead 1
    18, // defends N files 1 ahead 2
    3, // defends N files 2 ahead -2
    9, // defends N files 2 ahead -1
    8, // defends N files 2 ahead 0
    5, // defends N files 2 ahead 1
    -6, // defends N files 2 ahead 2
    0, // defends L files 0 ahead -2
    8, // defends L files 0 ahead -1
    10, // defends L files 0 ahead 0
    29, // defends L files 0 ahead 1
    17, // defends L files 0 ahead 2
    28, // defends L files 1 ahead -2
    52, // defends L files 1 ahead -1
    54, // defends L files 1 ahead 0
    -3, // defends L files 1 ahead 1
    25, // defends L files 1 ahead 2
    10, // defends L files 2 ahead -2
    41, // defends L files 2 ahead -1
    57, // defends L files 2 ahead 0
    2, // defends L files 2 ahead 1
    19, // defends L files 2 ahead 2
    2, // defends P files 0 ahead -2
    1, // defends P files 0 ahead -1
    10, // defends P files 0 ahead 0
    64, // defends P files 0 ahead 1
    41, // defends P files 0 ahead 2
    -1, // defends P files 1 ahead -2
    -5, // defends P files 1 ahead -1
    22, // defends P files 1 ahead 0
    61, // defends P files 1 ahead 1
    50, // defends P files 1 ahead 2
    -4, // defends P files 2 ahead -2
    2, // defends P files 2 ahead -1
    13, // defends P files 2 ahead 0
    21, // defends P files 2 ahead 1
    22, // defends P files 2 ahead 2
    1, // defends +R files 0 ahead -2
    8, // defends +R files 0 ahead -1
    10, // defends +R files 0 ahead 0
    18, // defends +R files 0 ahead 1
    4, // defends +R files 0 ahead 2
    -2, // defends +R files 1 ahead -2
    12, // defends +R files 1 ahead -1
    14, // defends +R files 1 ahead 0
    17, // defends +R files 1 ahead 1
    12, // defends +R files 1 ahead 2
    -2, // defends +R files 2 ahead -2
    -5, // defends +R files 2 ahead -1
    -7, // defends +R files 2 ahead 0
    3, // defends +R files 2 ahead 1
    -8, // defends +R files 2 ahead 2
    0, // defends +B files 0 ahead -2
    12, // defends +B files 0 ahead -1
    10, // defends +B files 0 ahead 0
    7, // defends +B files 0 ahead 1
    -12, // defends +B files 0 ahead 2
    1, // defends +B files 1 ahead -2
    11, // defends +B files 1 ahead -1
    12, // defends +B files 1 ahead 0
    23, // defends +B files 1 ahead 1
    -5, // defends +B files 1 ahead 2
    1, // defends +B files 2 ahead -2
    -1, // defends +B files 2 ahead -1
    1, // defends +B files 2 ahead 0
    19, // defends +B files 2 ahead 1
    13, // defends +B files 2 ahead 2
    0, // defends +S files 0 ahead -2
    10, // defends +S files 0 ahead -1
    10, // defends +S files 0 ahead 0
    10, // defends +S files 0 ahead 1
    3, // defends +S files 0 ahead 2
    -2, // defends +S files 1 ahead -2
    9, // defends +S files 1 ahead -1
    9, // defends +S files 1 ahead 0
    9, // defends +S files 1 ahead 1
    2, // defends +S files 1 ahead 2
    0, // defends +S files 2 ahead -2
    1, // defends +S files 2 ahead -1
    1, // defends +S files 2 ahead 0
    0, // defends +S files 2 ahead 1
    1, // defends +S files 2 ahead 2
    0, // defends +N files 0 ahead -2
    11, // defends +N files 0 ahead -1
    10, // defends +N files 0 ahead 0
    11, // defends +N files 0 ahead 1
    1, // defends +N files 0 ahead 2
    0, // defends +N files 1 ahead -2
    10, // defends +N files 1 ahead -1
    8, // defends +N files 1 ahead 0
    7, // defends +N files 1 ahead 1
    -3, // defends +N files 1 ahead 2
    0, // defends +N files 2 ahead -2
    -3, // defends +N files 2 ahead -1
    0, // defends +N files 2 ahead 0
    -1, // defends +N files 2 ahead 1
    0, // defends +N files 2 ahead 2
    2, // defends +L files 0 ahead -2
    10, // defends +L files 0 ahead -1
    10, // defends +L files 0 ahead 0
    11, // defends +L files 0 ahead 1
    -1, // defends +L files 0 ahead 2
    -3, // defends +L files 1 ahead -2
    7, // defends +L files 1 ahead -1
    9, // defends +L files 1 ahead 0
    8, // defends +L files 1 ahead 1
    -4, // defends +L files 1 ahead 2
    0, // defends +L files 2 ahead -2
    0, // defends +L files 2 ahead -1
    0, // defends +L files 2 ahead 0
    -4, // defends +L files 2 ahead 1
    0, // defends +L files 2 ahead 2
    -1, // defends +P files 0 ahead -2
    13, // defends +P files 0 ahead -1
    10, // defends +P files 0 ahead 0
    13, // defends +P files 0 ahead 1
    -4, // defends +P files 0 ahead 2
    2, // defends +P files 1 ahead -2
    12, // defends +P files 1 ahead -1
    11, // defends +P files 1 ahead 0
    4, // defends +P files 1 ahead 1
    8, // defends +P files 1 ahead 2
    0, // defends +P files 2 ahead -2
    2, // defends +P files 2 ahead -1
    -6, // defends +P files 2 ahead 0
    -4, // defends +P files 2 ahead 1
    -2, // defends +P files 2 ahead 2
    0, // defends - files 0 ahead -2
    0, // defends - files 0 ahead -1
    0, // defends - files 0 ahead 0
    0, // defends - files 0 ahead 1
    0, // defends - files 0 ahead 2
    0, // defends - files 1 ahead -2
    0, // defends - files 1 ahead -1
    0, // defends - files 1 ahead 0
    0, // defends - files 1 ahead 1
    0, // defends - files 1 ahead 2
    0, // defends - files 2 ahead -2
    0, // defends - files 2 ahead -1
    0, // defends - files 2 ahead 0
    0, // defends - files 2 ahead 1
    0, // defends - files 2 ahead 2
    0, // defends - files 0 ahead -2
    0, // defends - files 0 ahead -1
    0, // defends - files 0 ahead 0
    0, // defends - files 0 ahead 1
    0, // defends - files 0 ahead 2
    0, // defends - files 1 ahead -2
    0, // defends - files 1 ahead -1
    0, // defends - files 1 ahead 0
    0, // defends - files 1 ahead 1
    0, // defends - files 1 ahead 2
    0, // defends - files 2 ahead -2
    0, // defends - files 2 ahead -1
    0, // defends - files 2 ahead 0
    0, // defends - files 2 ahead 1
    0, // defends - files 2 ahead 2
    0, // attacks K files 0 ahead -2
    0, // attacks K files 0 ahead -1
    0, // attacks K files 0 ahead 0
    0, // attacks K files 0 ahead 1
    0, // attacks K files 0 ahead 2
    0, // attacks K files 1 ahead -2
    0, // attacks K files 1 ahead -1
    0, // attacks K files 1 ahead 0
    0, // attacks K files 1 ahead 1
    0, // attacks K files 1 ahead 2
    0, // attacks K files 2 ahead -2
    0, // attacks K files 2 ahead -1
    0, // attacks K files 2 ahead 0
    0, // attacks K files 2 ahead 1
    0, // attacks K files 2 ahead 2
    13, // attacks R files 0 ahead -2
    14, // attacks R files 0 ahead -1
    14, // attacks R files 0 ahead 0
    14, // attacks R files 0 ahead 1
    19, // attacks R files 0 ahead 2
    23, // attacks R files 1 ahead -2
    17, // attacks R files 1 ahead -1
    14, // attacks R files 1 ahead 0
    18, // attacks R files 1 ahead 1
    -18, // attacks R files 1 ahead 2
    14, // attacks R files 2 ahead -2
    16, // attacks R files 2 ahead -1
    20, // attacks R files 2 ahead 0
    12, // attacks R files 2 ahead 1
    17, // attacks R files 2 ahead 2
    15, // attacks B files 0 ahead -2
    12, // attacks B files 0 ahead -1
    14, // attacks B files 0 ahead 0
    16, // attacks B files 0 ahead 1
    11, // attacks B files 0 ahead 2
    19, // attacks B files 1 ahead -2
    14, // attacks B files 1 ahead -1
    18, // attacks B files 1 ahead 0
    14, // attacks B files 1 ahead 1
    1, // attacks B files 1 ahead 2
    20, // attacks B files 2 ahead -2
    5, // attacks B files 2 ahead -1
    5, // attacks B files 2 ahead 0
    40, // attacks B files 2 ahead 1
    15, // attacks B files 2 ahead 2
    10, // attacks G files 0 ahead -2
    14, // attacks G files 0 ahead -1
    14, // attacks G files 0 ahead 0
    14, // attacks G files 0 ahead 1
    21, // attacks G files 0 ahead 2
    16, // attacks G files 1 ahead -2
    18, // attacks G files 1 ahead -1
    14, // attacks G files 1 ahead 0
    14, // attacks G files 1 ahead 1
    52, // attacks G files 1 ahead 2
    11, // attacks G files 2 ahead -2
    2, // attacks G files 2 ahead -1
    17, // attacks G files 2 ahead 0
    33, // attacks G files 2 ahead 1
    38, // attacks G files 2 ahead 2
    4, // attacks S files 0 ahead -2
    14, // attacks S files 0 ahead -1
    14, // attacks S files 0 ahead 0
    14, // attacks S files 0 ahead 1
    43, // attacks S files 0 ahead 2
    8, // attacks S files 1 ahead -2
    14, // attacks S files 1 ahead -1
    17, // attacks S files 1 ahead 0
    14, // attacks S files 1 ahead 1
    59, // attacks S files 1 ahead 2
    11, // attacks S files 2 ahead -2
    -2, // attacks S files 2 ahead -1
    7, // attacks S files 2 ahead 0
    26, // attacks S files 2 ahead 1
    25, // attacks S files 2 ahead 2
    15, // attacks N files 0 ahead -2
    15, // attacks N files 0 ahead -1
    14, // attacks N files 0 ahead 0
    -11, // attacks N files 0 ahead 1
    3, // attacks N files 0 ahead 2
    17, // attacks N files 1 ahead -2
    11, // attacks N files 1 ahead -1
    8, // attacks N files 1 ahead 0
    -1, // attacks N files 1 ahead 1
    14, // attacks N files 1 ahead 2
    10, // attacks N files 2 ahead -2
    15, // attacks N files 2 ahead -1
    13, // attacks N files 2 ahead 0
    18, // attacks N files 2 ahead 1
    30, // attacks N files 2 ahead 2
    14, // attacks L files 0 ahead -2
    15, // attacks L files 0 ahead -1
    14, // attacks L files 0 ahead 0
    14, // attacks L files 0 ahead 1
    18, // attacks L files 0 ahead 2
    11, // attacks L files 1 ahead -2
    16, // attacks L files 1 ahead -1
    10, // attacks L files 1 ahead 0
    2, // attacks L files 1 ahead 1
    15, // attacks L files 1 ahead 2
    14, // attacks L files 2 ahead -2
    13, // attacks L files 2 ahead -1
    15, // attacks L files 2 ahead 0
    9, // attacks L files 2 ahead 1
    2, // attacks L files 2 ahead 2
    13, // attacks P files 0 ahead -2
    6, // attacks P files 0 ahead -1
    14, // attacks P files 0 ahead 0
    14, // attacks P files 0 ahead 1
    60, // attacks P files 0 ahead 2
    13, // attacks P files 1 ahead -2
    3, // attacks P files 1 ahead -1
    -33, // attacks P files 1 ahead 0
    8, // attacks P files 1 ahead 1
    27, // attacks P files 1 ahead 2
    12, // attacks P files 2 ahead -2
    -6, // attacks P files 2 ahead -1
    -8, // attacks P files 2 ahead 0
    7, // attacks P files 2 ahead 1
    15, // attacks P files 2 ahead 2
    27, // attacks +R files 0 ahead -2
    14, // attacks +R files 0 ahead -1
    14, // attacks +R files 0 ahead 0
    14, // attacks +R files 0 ahead 1
    14, // attacks +R files 0 ahead 2
    29, // attacks +R files 1 ahead -2
    14, // attacks +R files 1 ahead -1
    14, // attacks +R files 1 ahead 0
    14, // attacks +R files 1 ahead 1
    11, // attacks +R files 1 ahead 2
    24, // attacks +R files 2 ahead -2
    58, // attacks +R files 2 ahead -1
    51, // attacks +R files 2 ahead 0
    38, // attacks +R files 2 ahead 1
    -2, // attacks +R files 2 ahead 2
    22, // attacks +B files 0 ahead -2
    14, // attacks +B files 0 ahead -1
    14, // attacks +B files 0 ahead 0
    14, // attacks +B files 0 ahead 1
    10, // attacks +B files 0 ahead 2
    20, // attacks +B files 1 ahead -2
    14, // attacks +B files 1 ahead -1
    14, // attacks +B files 1 ahead 0
    14, // attacks +B files 1 ahead 1
    24, // attacks +B files 1 ahead 2
    19, // attacks +B files 2 ahead -2
    45, // attacks +B files 2 ahead -1
    36, // attacks +B files 2 ahead 0
    42, // attacks +B files 2 ahead 1
    31, // attacks +B files 2 ahead 2
    16, // attacks +S files 0 ahead -2
    14, // attacks +S files 0 ahead -1
    14, // attacks +S files 0 ahead 0
    14, // attacks +S files 0 ahead 1
    15, // attacks +S files 0 ahead 2
    11, // attacks +S files 1 ahead -2
    15, // attacks +S files 1 ahead -1
    14, // attacks +S files 1 ahead 0
    14, // attacks +S files 1 ahead 1
    22, // attacks +S files 1 ahead 2
    13, // attacks +S files 2 ahead -2
    9, // attacks +S files 2 ahead -1
    18, // attacks +S files 2 ahead 0
    39, // attacks +S files 2 ahead 1
    18, // attacks +S files 2 ahead 2
    16, // attacks +N files 0 ahead -2
    14, // attacks +N files 0 ahead -1
    14, // attacks +N files 0 ahead 0
    14, // attacks +N files 0 ahead 1
    19, // attacks +N files 0 ahead 2
    14, // attacks +N files 1 ahead -2
    13, // attacks +N files 1 ahead -1
    14, // attacks +N files 1 ahead 0
    14, // attacks +N files 1 ahead 1
    21, // attacks +N files 1 ahead 2
    15, // attacks +N files 2 ahead -2
    31, // attacks +N files 2 ahead -1
    28, // attacks +N files 2 ahead 0
    40, // attacks +N files 2 ahead 1
    17, // attacks +N files 2 ahead 2
    13, // attacks +L files 0 ahead -2
    14, // attacks +L files 0 ahead -1
    14, // attacks +L files 0 ahead 0
    14, // attacks +L files 0 ahead 1
    18, // attacks +L files 0 ahead 2
    16, // attacks +L files 1 ahead -2
    15, // attacks +L files 1 ahead -1
    14, // attacks +L files 1 ahead 0
    14, // attacks +L files 1 ahead 1
    23, // attacks +L files 1 ahead 2
    12, // attacks +L files 2 ahead -2
    9, // attacks +L files 2 ahead -1
    8, // attacks +L files 2 ahead 0
    34, // attacks +L files 2 ahead 1
    21, // attacks +L files 2 ahead 2
    9, // attacks +P files 0 ahead -2
    14, // attacks +P files 0 ahead -1
    14, // attacks +P files 0 ahead 0
    14, // attacks +P files 0 ahead 1
    27, // attacks +P files 0 ahead 2
    20, // attacks +P files 1 ahead -2
    20, // attacks +P files 1 ahead -1
    14, // attacks +P files 1 ahead 0
    14, // attacks +P files 1 ahead 1
    42, // attacks +P files 1 ahead 2
    7, // attacks +P files 2 ahead -2
    21, // attacks +P files 2 ahead -1
    55, // attacks +P files 2 ahead 0
    73, // attacks +P files 2 ahead 1
    36, // attacks +P files 2 ahead 2
    0, // attacks - files 0 ahead -2
    0, // attacks - files 0 ahead -1
    0, // attacks - files 0 ahead 0
    0, // attacks - files 0 ahead 1
    0, // attacks - files 0 ahead 2
    0, // attacks - files 1 ahead -2
    0, // attacks - files 1 ahead -1
    0, // attacks - files 1 ahead 0
    0, // attacks - files 1 ahead 1
    0, // attacks - files 1 ahead 2
    0, // attacks - files 2 ahead -2
    0, // attacks - files 2 ahead -1
    0, // attacks - files 2 ahead 0
    0, // attacks - files 2 ahead 1
    0, // attacks - files 2 ahead 2
    0, // attacks - files 0 ahead -2
    0, // attacks - files 0 ahead -1
    0, // attacks - files 0 ahead 0
    0, // attacks - files 0 ahead 1
    0, // attacks - files 0 ahead 2
    0, // attacks - files 1 ahead -2
    0, // attacks - files 1 ahead -1
    0, // attacks - files 1 ahead 0
    0, // attacks - files 1 ahead 1
    0, // attacks - files 1 ahead 2
    0, // attacks - files 2 ahead -2
    0, // attacks - files 2 ahead -1
    0, // attacks - files 2 ahead 0
    0, // attacks - files 2 ahead 1
    0, // attacks - files 2 ahead 2
    47, // king attacked squares 0
    25, // king attacked squares 1
    -20, // king attacked squares 2
    -64, // king attacked squares 3
    -79, // king attacked squares 4
    -82, // king attacked squares 5
    -78, // king attacked squares 6
    -85, // king attacked squares 7
    -96, // king attacked squares 8
    -21, // king escapes 0
    7, // king escapes 1
    21, // king escapes 2
    35, // king escapes 3
    46, // king escapes 4
    39, // king escapes 5
    -12, // king escapes 6
    -2, // king escapes 7
    12, // king escapes 8
    -53, // attacked squares x enemy hand
    -19, // attackers x enemy hand
    162, // tempo
    0, // own king K files -3 ahead -8
    0, // own king K files -3 ahead -7
    0, // own king K files -3 ahead -6
    0, // own king K files -3 ahead -5
    0, // own king K files -3 ahead -4
    0, // own king K files -3 ahead -3
    0, // own king K files -3 ahead -2
    0, // own king K files -3 ahead -1
    0, // own king K files -3 ahead +0
    0, // own king K files -3 ahead +1
    0, // own king K files -3 ahead +2
    0, // own king K files -3 ahead +3
    0, // own king K files -3 ahead +4
    0, // own king K files -3 ahead +5
    0, // own king K files -3 ahead +6
    0, // own king K files -3 ahead +7
    0, // own king K files -3 ahead +8
    0, // own king K files -2 ahead -8
    0, // own king K files -2 ahead -7
    0, // own king K files -2 ahead -6
    0, // own king K files -2 ahead -5
    0, // own king K files -2 ahead -4
    0, // own king K files -2 ahead -3
    0, // own king K files -2 ahead -2
    0, // own king K files -2 ahead -1
    0, // own king K files -2 ahead +0
    0, // own king K files -2 ahead +1
    0, // own king K files -2 ahead +2
    0, // own king K files -2 ahead +3
    0, // own king K files -2 ahead +4
    0, // own king K files -2 ahead +5
    0, // own king K files -2 ahead +6
    0, // own king K files -2 ahead +7
    0, // own king K files -2 ahead +8
    0, // own king K files -1 ahead -8
    0, // own king K files -1 ahead -7
    0, // own king K files -1 ahead -6
    0, // own king K files -1 ahead -5
    0, // own king K files -1 ahead -4
    0, // own king K files -1 ahead -3
    0, // own king K files -1 ahead -2
    0, // own king K files -1 ahead -1
    0, // own king K files -1 ahead +0
    0, // own king K files -1 ahead +1
    0, // own king K files -1 ahead +2
    0, // own king K files -1 ahead +3
    0, // own king K files -1 ahead +4
    0, // own king K files -1 ahead +5
    0, // own king K files -1 ahead +6
    0, // own king K files -1 ahead +7
    0, // own king K files -1 ahead +8
    0, // own king K files +0 ahead -8
    0, // own king K files +0 ahead -7
    0, // own king K files +0 ahead -6
    0, // own king K files +0 ahead -5
    0, // own king K files +0 ahead -4
    0, // own king K files +0 ahead -3
    0, // own king K files +0 ahead -2
    0, // own king K files +0 ahead -1
    0, // own king K files +0 ahead +0
    0, // own king K files +0 ahead +1
    0, // own king K files +0 ahead +2
    0, // own king K files +0 ahead +3
    0, // own king K files +0 ahead +4
    0, // own king K files +0 ahead +5
    0, // own king K files +0 ahead +6
    0, // own king K files +0 ahead +7
    0, // own king K files +0 ahead +8
    0, // own king K files +1 ahead -8
    0, // own king K files +1 ahead -7
    0, // own king K files +1 ahead -6
    0, // own king K files +1 ahead -5
    0, // own king K files +1 ahead -4
    0, // own king K files +1 ahead -3
    0, // own king K files +1 ahead -2
    0, // own king K files +1 ahead -1
    0, // own king K files +1 ahead +0
    0, // own king K files +1 ahead +1
    0, // own king K files +1 ahead +2
    0, // own king K files +1 ahead +3
    0, // own king K files +1 ahead +4
    0, // own king K files +1 ahead +5
    0, // own king K files +1 ahead +6
    0, // own king K files +1 ahead +7
    0, // own king K files +1 ahead +8
    0, // own king K files +2 ahead -8
    0, // own king K files +2 ahead -7
    0, // own king K files +2 ahead -6
    0, // own king K files +2 ahead -5
    0, // own king K files +2 ahead -4
    0, // own king K files +2 ahead -3
    0, // own king K files +2 ahead -2
    0, // own king K files +2 ahead -1
    0, // own king K files +2 ahead +0
    0, // own king K files +2 ahead +1
    0, // own king K files +2 ahead +2
    0, // own king K files +2 ahead +3
    0, // own king K files +2 ahead +4
    0, // own king K files +2 ahead +5
    0, // own king K files +2 ahead +6
    0, // own king K files +2 ahead +7
    0, // own king K files +2 ahead +8
    0, // own king K files +3 ahead -8
    0, // own king K files +3 ahead -7
    0, // own king K files +3 ahead -6
    0, // own king K files +3 ahead -5
    0, // own king K files +3 ahead -4
    0, // own king K files +3 ahead -3
    0, // own king K files +3 ahead -2
    0, // own king K files +3 ahead -1
    0, // own king K files +3 ahead +0
    0, // own king K files +3 ahead +1
    0, // own king K files +3 ahead +2
    0, // own king K files +3 ahead +3
    0, // own king K files +3 ahead +4
    0, // own king K files +3 ahead +5
    0, // own king K files +3 ahead +6
    0, // own king K files +3 ahead +7
    0, // own king K files +3 ahead +8
    0, // own king K files +4 ahead -8
    0, // own king K files +4 ahead -7
    0, // own king K files +4 ahead -6
    0, // own king K files +4 ahead -5
    0, // own king K files +4 ahead -4
    0, // own king K files +4 ahead -3
    0, // own king K files +4 ahead -2
    0, // own king K files +4 ahead -1
    0, // own king K files +4 ahead +0
    0, // own king K files +4 ahead +1
    0, // own king K files +4 ahead +2
    0, // own king K files +4 ahead +3
    0, // own king K files +4 ahead +4
    0, // own king K files +4 ahead +5
    0, // own king K files +4 ahead +6
    0, // own king K files +4 ahead +7
    0, // own king K files +4 ahead +8
    0, // own king K files +5 ahead -8
    0, // own king K files +5 ahead -7
    0, // own king K files +5 ahead -6
    0, // own king K files +5 ahead -5
    0, // own king K files +5 ahead -4
    0, // own king K files +5 ahead -3
    0, // own king K files +5 ahead -2
    0, // own king K files +5 ahead -1
    0, // own king K files +5 ahead +0
    0, // own king K files +5 ahead +1
    0, // own king K files +5 ahead +2
    0, // own king K files +5 ahead +3
    0, // own king K files +5 ahead +4
    0, // own king K files +5 ahead +5
    0, // own king K files +5 ahead +6
    0, // own king K files +5 ahead +7
    0, // own king K files +5 ahead +8
    0, // own king K files +6 ahead -8
    0, // own king K files +6 ahead -7
    0, // own king K files +6 ahead -6
    0, // own king K files +6 ahead -5
    0, // own king K files +6 ahead -4
    0, // own king K files +6 ahead -3
    0, // own king K files +6 ahead -2
    0, // own king K files +6 ahead -1
    0, // own king K files +6 ahead +0
    0, // own king K files +6 ahead +1
    0, // own king K files +6 ahead +2
    0, // own king K files +6 ahead +3
    0, // own king K files +6 ahead +4
    0, // own king K files +6 ahead +5
    0, // own king K files +6 ahead +6
    0, // own king K files +6 ahead +7
    0, // own king K files +6 ahead +8
    0, // own king K files +7 ahead -8
    0, // own king K files +7 ahead -7
    0, // own king K files +7 ahead -6
    0, // own king K files +7 ahead -5
    0, // own king K files +7 ahead -4
    0, // own king K files +7 ahead -3
    0, // own king K files +7 ahead -2
    0, // own king K files +7 ahead -1
    0, // own king K files +7 ahead +0
    0, // own king K files +7 ahead +1
    0, // own king K files +7 ahead +2
    0, // own king K files +7 ahead +3
    0, // own king K files +7 ahead +4
    0, // own king K files +7 ahead +5
    0, // own king K files +7 ahead +6
    0, // own king K files +7 ahead +7
    0, // own king K files +7 ahead +8
    0, // own king K files +8 ahead -8
    0, // own king K files +8 ahead -7
    0, // own king K files +8 ahead -6
    0, // own king K files +8 ahead -5
    0, // own king K files +8 ahead -4
    0, // own king K files +8 ahead -3
    0, // own king K files +8 ahead -2
    0, // own king K files +8 ahead -1
    0, // own king K files +8 ahead +0
    0, // own king K files +8 ahead +1
    0, // own king K files +8 ahead +2
    0, // own king K files +8 ahead +3
    0, // own king K files +8 ahead +4
    0, // own king K files +8 ahead +5
    0, // own king K files +8 ahead +6
    0, // own king K files +8 ahead +7
    0, // own king K files +8 ahead +8
    0, // own king R files -3 ahead -8
    0, // own king R files -3 ahead -7
    0, // own king R files -3 ahead -6
    0, // own king R files -3 ahead -5
    0, // own king R files -3 ahead -4
    1, // own king R files -3 ahead -3
    0, // own king R files -3 ahead -2
    -5, // own king R files -3 ahead -1
    -10, // own king R files -3 ahead +0
    -9, // own king R files -3 ahead +1
    5, // own king R files -3 ahead +2
    -1, // own king R files -3 ahead +3
    -10, // own king R files -3 ahead +4
    3, // own king R files -3 ahead +5
    -1, // own king R files -3 ahead +6
    1, // own king R files -3 ahead +7
    0, // own king R files -3 ahead +8
    0, // own king R files -2 ahead -8
    -1, // own king R files -2 ahead -7
    0, // own king R files -2 ahead -6
    0, // own king R files -2 ahead -5
    -2, // own king R files -2 ahead -4
    1, // own king R files -2 ahead -3
    3, // own king R files -2 ahead -2
    4, // own king R files -2 ahead -1
    -24, // own king R files -2 ahead +0
    3, // own king R files -2 ahead +1
    -18, // own king R files -2 ahead +2
    -8, // own king R files -2 ahead +3
    -4, // own king R files -2 ahead +4
    7, // own king R files -2 ahead +5
    -4, // own king R files -2 ahead +6
    -3, // own king R files -2 ahead +7
    7, // own king R files -2 ahead +8
    0, // own king R files -1 ahead -8
    0, // own king R files -1 ahead -7
    0, // own king R files -1 ahead -6
    0, // own king R files -1 ahead -5
    0, // own king R files -1 ahead -4
    0, // own king R files -1 ahead -3
    2, // own king R files -1 ahead -2
    10, // own king R files -1 ahead -1
    -31, // own king R files -1 ahead +0
    -18, // own king R files -1 ahead +1
    -2, // own king R files -1 ahead +2
    -14, // own king R files -1 ahead +3
    -7, // own king R files -1 ahead +4
    -1, // own king R files -1 ahead +5
    2, // own king R files -1 ahead +6
    2, // own king R files -1 ahead +7
    4, // own king R files -1 ahead +8
    0, // own king R files +0 ahead -8
    0, // own king R files +0 ahead -7
    0, // own king R files +0 ahead -6
    1, // own king R files +0 ahead -5
    1, // own king R files +0 ahead -4
    -3, // own king R files +0 ahead -3
    6, // own king R files +0 ahead -2
    6, // own king R files +0 ahead -1
    0, // own king R files +0 ahead +0
    0, // own king R files +0 ahead +1
    -7, // own king R files +0 ahead +2
    -22, // own king R files +0 ahead +3
    -10, // own king R files +0 ahead +4
    2, // own king R files +0 ahead +5
    4, // own king R files +0 ahead +6
    7, // own king R files +0 ahead +7
    -2, // own king R files +0 ahead +8
    0, // own king R files +1 ahead -8
    0, // own king R files +1 ahead -7
    0, // own king R files +1 ahead -6
    0, // own king R files +1 ahead -5
    0, // own king R files +1 ahead -4
    1, // own king R files +1 ahead -3
    -12, // own king R files +1 ahead -2
    12, // own king R files +1 ahead -1
    -1, // own king R files +1 ahead +0
    -9, // own king R files +1 ahead +1
    1, // own king R files +1 ahead +2
    -20, // own king R files +1 ahead +3
    -20, // own king R files +1 ahead +4
    -7, // own king R files +1 ahead +5
    1, // own king R files +1 ahead +6
    13, // own king R files +1 ahead +7
    0, // own king R files +1 ahead +8
    0, // own king R files +2 ahead -8
    0, // own king R files +2 ahead -7
    0, // own king R files +2 ahead -6
    0, // own king R files +2 ahead -5
    -1, // own king R files +2 ahead -4
    2, // own king R files +2 ahead -3
    -2, // own king R files +2 ahead -2
    7, // own king R files +2 ahead -1
    6, // own king R files +2 ahead +0
    -9, // own king R files +2 ahead +1
    -1, // own king R files +2 ahead +2
    -3, // own king R files +2 ahead +3
    -11, // own king R files +2 ahead +4
    -12, // own king R files +2 ahead +5
    -2, // own king R files +2 ahead +6
    3, // own king R files +2 ahead +7
    -2, // own king R files +2 ahead +8
    0, // own king R files +3 ahead -8
    0, // own king R files +3 ahead -7
    0, // own king R files +3 ahead -6
    0, // own king R files +3 ahead -5
    -1, // own king R files +3 ahead -4
    0, // own king R files +3 ahead -3
    5, // own king R files +3 ahead -2
    23, // own king R files +3 ahead -1
    -19, // own king R files +3 ahead +0
    -10, // own king R files +3 ahead +1
    -1, // own king R files +3 ahead +2
    -5, // own king R files +3 ahead +3
    0, // own king R files +3 ahead +4
    12, // own king R files +3 ahead +5
    0, // own king R files +3 ahead +6
    16, // own king R files +3 ahead +7
    4, // own king R files +3 ahead +8
    0, // own king R files +4 ahead -8
    0, // own king R files +4 ahead -7
    1, // own king R files +4 ahead -6
    0, // own king R files +4 ahead -5
    0, // own king R files +4 ahead -4
    0, // own king R files +4 ahead -3
    1, // own king R files +4 ahead -2
    -25, // own king R files +4 ahead -1
    -19, // own king R files +4 ahead +0
    -6, // own king R files +4 ahead +1
    -6, // own king R files +4 ahead +2
    -11, // own king R files +4 ahead +3
    -7, // own king R files +4 ahead +4
    13, // own king R files +4 ahead +5
    1, // own king R files +4 ahead +6
    6, // own king R files +4 ahead +7
    0, // own king R files +4 ahead +8
    0, // own king R files +5 ahead -8
    0, // own king R files +5 ahead -7
    0, // own king R files +5 ahead -6
    0, // own king R files +5 ahead -5
    -1, // own king R files +5 ahead -4
    2, // own king R files +5 ahead -3
    -5, // own king R files +5 ahead -2
    -19, // own king R files +5 ahead -1
    -18, // own king R files +5 ahead +0
    12, // own king R files +5 ahead +1
    -2, // own king R files +5 ahead +2
    -16, // own king R files +5 ahead +3
    -9, // own king R files +5 ahead +4
    -6, // own king R files +5 ahead +5
    2, // own king R files +5 ahead +6
    5, // own king R files +5 ahead +7
    1, // own king R files +5 ahead +8
    0, // own king R files +6 ahead -8
    0, // own king R files +6 ahead -7
    0, // own king R files +6 ahead -6
    0, // own king R files +6 ahead -5
    0, // own king R files +6 ahead -4
    -1, // own king R files +6 ahead -3
    -6, // own king R files +6 ahead -2
    8, // own king R files +6 ahead -1
    20, // own king R files +6 ahead +0
    8, // own king R files +6 ahead +1
    8, // own king R files +6 ahead +2
    8, // own king R files +6 ahead +3
    -3, // own king R files +6 ahead +4
    0, // own king R files +6 ahead +5
    3, // own king R files +6 ahead +6
    7, // own king R files +6 ahead +7
    0, // own king R files +6 ahead +8
    -2, // own king R files +7 ahead -8
    -1, // own king R files +7 ahead -7
    0, // own king R files +7 ahead -6
    0, // own king R files +7 ahead -5
    1, // own king R files +7 ahead -4
    -3, // own king R files +7 ahead -3
    -3, // own king R files +7 ahead -2
    -7, // own king R files +7 ahead -1
    3, // own king R files +7 ahead +0
    -9, // own king R files +7 ahead +1
    -3, // own king R files +7 ahead +2
    -2, // own king R files +7 ahead +3
    0, // own king R files +7 ahead +4
    -1, // own king R files +7 ahead +5
    2, // own king R files +7 ahead +6
    0, // own king R files +7 ahead +7
    0, // own king R files +7 ahead +8
    0, // own king R files +8 ahead -8
    0, // own king R files +8 ahead -7
    0, // own king R files +8 ahead -6
    0, // own king R files +8 ahead -5
    0, // own king R files +8 ahead -4
    0, // own king R files +8 ahead -3
    3, // own king R files +8 ahead -2
    0, // own king R files +8 ahead -1
    0, // own king R files +8 ahead +0
    4, // own king R files +8 ahead +1
    0, // own king R files +8 ahead +2
    0, // own king R files +8 ahead +3
    -1, // own king R files +8 ahead +4
    -1, // own king R files +8 ahead +5
    2, // own king R files +8 ahead +6
    0, // own king R files +8 ahead +7
    0, // own king R files +8 ahead +8
    0, // own king B files -3 ahead -8
    0, // own king B files -3 ahead -7
    0, // own king B files -3 ahead -6
    0, // own king B files -3 ahead -5
    0, // own king B files -3 ahead -4
    0, // own king B files -3 ahead -3
    1, // own king B files -3 ahead -2
    -2, // own king B files -3 ahead -1
    3, // own king B files -3 ahead +0
    5, // own king B files -3 ahead +1
    -4, // own king B files -3 ahead +2
    -2, // own king B files -3 ahead +3
    6, // own king B files -3 ahead +4
    0, // own king B files -3 ahead +5
    -2, // own king B files -3 ahead +6
    -4, // own king B files -3 ahead +7
    -4, // own king B files -3 ahead +8
    0, // own king B files -2 ahead -8
    0, // own king B files -2 ahead -7
    0, // own king B files -2 ahead -6
    0, // own king B files -2 ahead -5
    0, // own king B files -2 ahead -4
    -1, // own king B files -2 ahead -3
    0, // own king B files -2 ahead -2
    -6, // own king B files -2 ahead -1
    18, // own king B files -2 ahead +0
    6, // own king B files -2 ahead +1
    -16, // own king B files -2 ahead +2
    -17, // own king B files -2 ahead +3
    -1, // own king B files -2 ahead +4
    2, // own king B files -2 ahead +5
    -3, // own king B files -2 ahead +6
    7, // own king B files -2 ahead +7
    0, // own king B files -2 ahead +8
    0, // own king B files -1 ahead -8
    0, // own king B files -1 ahead -7
    0, // own king B files -1 ahead -6
    0, // own king B files -1 ahead -5
    0, // own king B files -1 ahead -4
    0, // own king B files -1 ahead -3
    -1, // own king B files -1 ahead -2
    -3, // own king B files -1 ahead -1
    14, // own king B files -1 ahead +0
    3, // own king B files -1 ahead +1
    7, // own king B files -1 ahead +2
    -13, // own king B files -1 ahead +3
    -16, // own king B files -1 ahead +4
    7, // own king B files -1 ahead +5
    1, // own king B files -1 ahead +6
    1, // own king B files -1 ahead +7
    -4, // own king B files -1 ahead +8
    0, // own king B files +0 ahead -8
    0, // own king B files +0 ahead -7
    0, // own king B files +0 ahead -6
    0, // own king B files +0 ahead -5
    0, // own king B files +0 ahead -4
    1, // own king B files +0 ahead -3
    -2, // own king B files +0 ahead -2
    -20, // own king B files +0 ahead -1
    0, // own king B files +0 ahead +0
    12, // own king B files +0 ahead +1
    -5, // own king B files +0 ahead +2
    12, // own king B files +0 ahead +3
    3, // own king B files +0 ahead +4
    9, // own king B files +0 ahead +5
    8, // own king B files +0 ahead +6
    0, // own king B files +0 ahead +7
    -7, // own king B files +0 ahead +8
    0, // own king B files +1 ahead -8
    0, // own king B files +1 ahead -7
    0, // own king B files +1 ahead -6
    0, // own king B files +1 ahead -5
    0, // own king B files +1 ahead -4
    -1, // own king B files +1 ahead -3
    2, // own king B files +1 ahead -2
    -11, // own king B files +1 ahead -1
    -10, // own king B files +1 ahead +0
    9, // own king B files +1 ahead +1
    9, // own king B files +1 ahead +2
    -3, // own king B files +1 ahead +3
    -14, // own king B files +1 ahead +4
    -1, // own king B files +1 ahead +5
    13, // own king B files +1 ahead +6
    -7, // own king B files +1 ahead +7
    -4, // own king B files +1 ahead +8
    0, // own king B files +2 ahead -8
    0, // own king B files +2 ahead -7
    0, // own king B files +2 ahead -6
    0, // own king B files +2 ahead -5
    1, // own king B files +2 ahead -4
    1, // own king B files +2 ahead -3
    -1, // own king B files +2 ahead -2
    -7, // own king B files +2 ahead -1
    -14, // own king B files +2 ahead +0
    4, // own king B files +2 ahead +1
    10, // own king B files +2 ahead +2
    -13, // own king B files +2 ahead +3
    -7, // own king B files +2 ahead +4
    -4, // own king B files +2 ahead +5
    0, // own king B files +2 ahead +6
    -4, // own king B files +2 ahead +7
    -1, // own king B files +2 ahead +8
    0, // own king B files +3 ahead -8
    0, // own king B files +3 ahead -7
    0, // own king B files +3 ahead -6
    0, // own king B files +3 ahead -5
    0, // own king B files +3 ahead -4
    1, // own king B files +3 ahead -3
    -2, // own king B files +3 ahead -2
    -15, // own king B files +3 ahead -1
    12, // own king B files +3 ahead +0
    9, // own king B files +3 ahead +1
    -1, // own king B files +3 ahead +2
    9, // own king B files +3 ahead +3
    -8, // own king B files +3 ahead +4
    2, // own king B files +3 ahead +5
    15, // own king B files +3 ahead +6
    16, // own king B files +3 ahead +7
    1, // own king B files +3 ahead +8
    0, // own king B files +4 ahead -8
    0, // own king B files +4 ahead -7
    0, // own king B files +4 ahead -6
    0, // own king B files +4 ahead -5
    2, // own king B files +4 ahead -4
    -1, // own king B files +4 ahead -3
    0, // own king B files +4 ahead -2
    -9, // own king B files +4 ahead -1
    -20, // own king B files +4 ahead +0
    4, // own king B files +4 ahead +1
    -13, // own king B files +4 ahead +2
    -18, // own king B files +4 ahead +3
    -14, // own king B files +4 ahead +4
    -4, // own king B files +4 ahead +5
    11, // own king B files +4 ahead +6
    -6, // own king B files +4 ahead +7
    0, // own king B files +4 ahead +8
    0, // own king B files +5 ahead -8
    0, // own king B files +5 ahead -7
    0, // own king B files +5 ahead -6
    0, // own king B files +5 ahead -5
    0, // own king B files +5 ahead -4
    1, // own king B files +5 ahead -3
    0, // own king B files +5 ahead -2
    -2, // own king B files +5 ahead -1
    10, // own king B files +5 ahead +0
    -6, // own king B files +5 ahead +1
    -16, // own king B files +5 ahead +2
    -27, // own king B files +5 ahead +3
    -14, // own king B files +5 ahead +4
    -6, // own king B files +5 ahead +5
    1, // own king B files +5 ahead +6
    1, // own king B files +5 ahead +7
    -4, // own king B files +5 ahead +8
    0, // own king B files +6 ahead -8
    0, // own king B files +6 ahead -7
    0, // own king B files +6 ahead -6
    0, // own king B files +6 ahead -5
    -1, // own king B files +6 ahead -4
    1, // own king B files +6 ahead -3
    1, // own king B files +6 ahead -2
    -2, // own king B files +6 ahead -1
    -26, // own king B files +6 ahead +0
    8, // own king B files +6 ahead +1
    6, // own king B files +6 ahead +2
    -5, // own king B files +6 ahead +3
    -4, // own king B files +6 ahead +4
    5, // own king B files +6 ahead +5
    6, // own king B files +6 ahead +6
    -7, // own king B files +6 ahead +7
    2, // own king B files +6 ahead +8
    0, // own king B files +7 ahead -8
    0, // own king B files +7 ahead -7
    0, // own king B files +7 ahead -6
    0, // own king B files +7 ahead -5
    0, // own king B files +7 ahead -4
    0, // own king B files +7 ahead -3
    0, // own king B files +7 ahead -2
    -3, // own king B files +7 ahead -1
    1, // own king B files +7 ahead +0
    -13, // own king B files +7 ahead +1
    12, // own king B files +7 ahead +2
    -3, // own king B files +7 ahead +3
    -1, // own king B files +7 ahead +4
    -2, // own king B files +7 ahead +5
    0, // own king B files +7 ahead +6
    8, // own king B files +7 ahead +7
    2, // own king B files +7 ahead +8
    0, // own king B files +8 ahead -8
    0, // own king B files +8 ahead -7
    0, // own king B files +8 ahead -6
    0, // own king B files +8 ahead -5
    0, // own king B files +8 ahead -4
    0, // own king B files +8 ahead -3
    0, // own king B files +8 ahead -2
    0, // own king B files +8 ahead -1
    0, // own king B files +8 ahead +0
    2, // own king B files +8 ahead +1
    -1, // own king B files +8 ahead +2
    0, // own king B files +8 ahead +3
    0, // own king B files +8 ahead +4
    1, // own king B files +8 ahead +5
    -1, // own king B files +8 ahead +6
    0, // own king B files +8 ahead +7
    0, // own king B files +8 ahead +8
    0, // own king G files -3 ahead -8
    0, // own king G files -3 ahead -7
    0, // own king G files -3 ahead -6
    0, // own king G files -3 ahead -5
    0, // own king G files -3 ahead -4
    0, // own king G files -3 ahead -3
    0, // own king G files -3 ahead -2
    -4, // own king G files -3 ahead -1
    6, // own king G files -3 ahead +0
    3, // own king G files -3 ahead +1
    4, // own king G files -3 ahead +2
    -3, // own king G files -3 ahead +3
    -7, // own king G files -3 ahead +4
    -1, // own king G files -3 ahead +5
    -1, // own king G files -3 ahead +6
    -7, // own king G files -3 ahead +7
    -5, // own king G files -3 ahead +8
    0, // own king G files -2 ahead -8
    0, // own king G files -2 ahead -7
    0, // own king G files -2 ahead -6
    0, // own king G files -2 ahead -5
    0, // own king G files -2 ahead -4
    -1, // own king G files -2 ahead -3
    -2, // own king G files -2 ahead -2
    -5, // own king G files -2 ahead -1
    6, // own king G files -2 ahead +0
    6, // own king G files -2 ahead +1
    11, // own king G files -2 ahead +2
    -9, // own king G files -2 ahead +3
    1, // own king G files -2 ahead +4
    2, // own king G files -2 ahead +5
    6, // own king G files -2 ahead +6
    -6, // own king G files -2 ahead +7
    -7, // own king G files -2 ahead +8
    0, // own king G files -1 ahead -8
    0, // own king G files -1 ahead -7
    0, // own king G files -1 ahead -6
    0, // own king G files -1 ahead -5
    -1, // own king G files -1 ahead -4
    2, // own king G files -1 ahead -3
    1, // own king G files -1 ahead -2
    -25, // own king G files -1 ahead -1
    -22, // own king G files -1 ahead +0
    6, // own king G files -1 ahead +1
    12, // own king G files -1 ahead +2
    8, // own king G files -1 ahead +3
    1, // own king G files -1 ahead +4
    -2, // own king G files -1 ahead +5
    -1, // own king G files -1 ahead +6
    -8, // own king G files -1 ahead +7
    -5, // own king G files -1 ahead +8
    0, // own king G files +0 ahead -8
    0, // own king G files +0 ahead -7
    -1, // own king G files +0 ahead -6
    0, // own king G files +0 ahead -5
    1, // own king G files +0 ahead -4
    -4, // own king G files +0 ahead -3
    5, // own king G files +0 ahead -2
    21, // own king G files +0 ahead -1
    0, // own king G files +0 ahead +0
    21, // own king G files +0 ahead +1
    16, // own king G files +0 ahead +2
    18, // own king G files +0 ahead +3
    -5, // own king G files +0 ahead +4
    7, // own king G files +0 ahead +5
    -13, // own king G files +0 ahead +6
    -7, // own king G files +0 ahead +7
    0, // own king G files +0 ahead +8
    0, // own king G files +1 ahead -8
    0, // own king G files +1 ahead -7
    -1, // own king G files +1 ahead -6
    -4, // own king G files +1 ahead -5
    -7, // own king G files +1 ahead -4
    1, // own king G files +1 ahead -3
    32, // own king G files +1 ahead -2
    36, // own king G files +1 ahead -1
    21, // own king G files +1 ahead +0
    12, // own king G files +1 ahead +1
    16, // own king G files +1 ahead +2
    -3, // own king G files +1 ahead +3
    -2, // own king G files +1 ahead +4
    4, // own king G files +1 ahead +5
    7, // own king G files +1 ahead +6
    -8, // own king G files +1 ahead +7
    -4, // own king G files +1 ahead +8
    2, // own king G files +2 ahead -8
    0, // own king G files +2 ahead -7
    0, // own king G files +2 ahead -6
    -3, // own king G files +2 ahead -5
    -1, // own king G files +2 ahead -4
    -12, // own king G files +2 ahead -3
    4, // own king G files +2 ahead -2
    24, // own king G files +2 ahead -1
    19, // own king G files +2 ahead +0
    24, // own king G files +2 ahead +1
    17, // own king G files +2 ahead +2
    16, // own king G files +2 ahead +3
    -7, // own king G files +2 ahead +4
    6, // own king G files +2 ahead +5
    -5, // own king G files +2 ahead +6
    -10, // own king G files +2 ahead +7
    2, // own king G files +2 ahead +8
    1, // own king G files +3 ahead -8
    1, // own king G files +3 ahead -7
    0, // own king G files +3 ahead -6
    -2, // own king G files +3 ahead -5
    -2, // own king G files +3 ahead -4
    1, // own king G files +3 ahead -3
    0, // own king G files +3 ahead -2
    37, // own king G files +3 ahead -1
    36, // own king G files +3 ahead +0
    8, // own king G files +3 ahead +1
    16, // own king G files +3 ahead +2
    -8, // own king G files +3 ahead +3
    0, // own king G files +3 ahead +4
    9, // own king G files +3 ahead +5
    -2, // own king G files +3 ahead +6
    -17, // own king G files +3 ahead +7
    -5, // own king G files +3 ahead +8
    -1, // own king G files +4 ahead -8
    -1, // own king G files +4 ahead -7
    0, // own king G files +4 ahead -6
    1, // own king G files +4 ahead -5
    -5, // own king G files +4 ahead -4
    -3, // own king G files +4 ahead -3
    -15, // own king G files +4 ahead -2
    25, // own king G files +4 ahead -1
    -9, // own king G files +4 ahead +0
    -8, // own king G files +4 ahead +1
    -7, // own king G files +4 ahead +2
    -8, // own king G files +4 ahead +3
    -4, // own king G files +4 ahead +4
    1, // own king G files +4 ahead +5
    -4, // own king G files +4 ahead +6
    -18, // own king G files +4 ahead +7
    -3, // own king G files +4 ahead +8
    -2, // own king G files +5 ahead -8
    -1, // own king G files +5 ahead -7
    -1, // own king G files +5 ahead -6
    0, // own king G files +5 ahead -5
    -3, // own king G files +5 ahead -4
    -4, // own king G files +5 ahead -3
    -8, // own king G files +5 ahead -2
    -9, // own king G files +5 ahead -1
    -26, // own king G files +5 ahead +0
    -4, // own king G files +5 ahead +1
    4, // own king G files +5 ahead +2
    -10, // own king G files +5 ahead +3
    -5, // own king G files +5 ahead +4
    -3, // own king G files +5 ahead +5
    2, // own king G files +5 ahead +6
    3, // own king G files +5 ahead +7
    -2, // own king G files +5 ahead +8
    0, // own king G files +6 ahead -8
    0, // own king G files +6 ahead -7
    1, // own king G files +6 ahead -6
    0, // own king G files +6 ahead -5
    1, // own king G files +6 ahead -4
    0, // own king G files +6 ahead -3
    -1, // own king G files +6 ahead -2
    -8, // own king G files +6 ahead -1
    -7, // own king G files +6 ahead +0
    -2, // own king G files +6 ahead +1
    -22, // own king G files +6 ahead +2
    -1, // own king G files +6 ahead +3
    1, // own king G files +6 ahead +4
    0, // own king G files +6 ahead +5
    -12, // own king G files +6 ahead +6
    -11, // own king G files +6 ahead +7
    -3, // own king G files +6 ahead +8
    0, // own king G files +7 ahead -8
    -1, // own king G files +7 ahead -7
    -1, // own king G files +7 ahead -6
    0, // own king G files +7 ahead -5
    2, // own king G files +7 ahead -4
    -1, // own king G files +7 ahead -3
    2, // own king G files +7 ahead -2
    -1, // own king G files +7 ahead -1
    -2, // own king G files +7 ahead +0
    2, // own king G files +7 ahead +1
    -1, // own king G files +7 ahead +2
    -5, // own king G files +7 ahead +3
    1, // own king G files +7 ahead +4
    -4, // own king G files +7 ahead +5
    -11, // own king G files +7 ahead +6
    -2, // own king G files +7 ahead +7
    -3, // own king G files +7 ahead +8
    0, // own king G files +8 ahead -8
    0, // own king G files +8 ahead -7
    0, // own king G files +8 ahead -6
    0, // own king G files +8 ahead -5
    0, // own king G files +8 ahead -4
    -1, // own king G files +8 ahead -3
    0, // own king G files +8 ahead -2
    -2, // own king G files +8 ahead -1
    0, // own king G files +8 ahead +0
    -1, // own king G files +8 ahead +1
    2, // own king G files +8 ahead +2
    -1, // own king G files +8 ahead +3
    -1, // own king G files +8 ahead +4
    0, // own king G files +8 ahead +5
    -3, // own king G files +8 ahead +6
    -1, // own king G files +8 ahead +7
    0, // own king G files +8 ahead +8
    0, // own king S files -3 ahead -8
    0, // own king S files -3 ahead -7
    0, // own king S files -3 ahead -6
    0, // own king S files -3 ahead -5
    0, // own king S files -3 ahead -4
    0, // own king S files -3 ahead -3
    -1, // own king S files -3 ahead -2
    -3, // own king S files -3 ahead -1
    -8, // own king S files -3 ahead +0
    -4, // own king S files -3 ahead +1
    0, // own king S files -3 ahead +2
    1, // own king S files -3 ahead +3
    -4, // own king S files -3 ahead +4
    -5, // own king S files -3 ahead +5
    -3, // own king S files -3 ahead +6
    -1, // own king S files -3 ahead +7
    -1, // own king S files -3 ahead +8
    0, // own king S files -2 ahead -8
    0, // own king S files -2 ahead -7
    0, // own king S files -2 ahead -6
    0, // own king S files -2 ahead -5
    -1, // own king S files -2 ahead -4
    0, // own king S files -2 ahead -3
    -3, // own king S files -2 ahead -2
    -5, // own king S files -2 ahead -1
    23, // own king S files -2 ahead +0
    6, // own king S files -2 ahead +1
    1, // own king S files -2 ahead +2
    10, // own king S files -2 ahead +3
    5, // own king S files -2 ahead +4
    0, // own king S files -2 ahead +5
    4, // own king S files -2 ahead +6
    -2, // own king S files -2 ahead +7
    0, // own king S files -2 ahead +8
    -1, // own king S files -1 ahead -8
    0, // own king S files -1 ahead -7
    0, // own king S files -1 ahead -6
    -2, // own king S files -1 ahead -5
    -3, // own king S files -1 ahead -4
    4, // own king S files -1 ahead -3
    12, // own king S files -1 ahead -2
    6, // own king S files -1 ahead -1
    -2, // own king S files -1 ahead +0
    8, // own king S files -1 ahead +1
    15, // own king S files -1 ahead +2
    -2, // own king S files -1 ahead +3
    4, // own king S files -1 ahead +4
    8, // own king S files -1 ahead +5
    2, // own king S files -1 ahead +6
    2, // own king S files -1 ahead +7
    -1, // own king S files -1 ahead +8
    0, // own king S files +0 ahead -8
    0, // own king S files +0 ahead -7
    0, // own king S files +0 ahead -6
    0, // own king S files +0 ahead -5
    -1, // own king S files +0 ahead -4
    4, // own king S files +0 ahead -3
    3, // own king S files +0 ahead -2
    12, // own king S files +0 ahead -1
    0, // own king S files +0 ahead +0
    41, // own king S files +0 ahead +1
    6, // own king S files +0 ahead +2
    -5, // own king S files +0 ahead +3
    2, // own king S files +0 ahead +4
    -3, // own king S files +0 ahead +5
    1, // own king S files +0 ahead +6
    -7, // own king S files +0 ahead +7
    -15, // own king S files +0 ahead +8
    0, // own king S files +1 ahead -8
    3, // own king S files +1 ahead -7
    0, // own king S files +1 ahead -6
    -1, // own king S files +1 ahead -5
    2, // own king S files +1 ahead -4
    4, // own king S files +1 ahead -3
    8, // own king S files +1 ahead -2
    -2, // own king S files +1 ahead -1
    21, // own king S files +1 ahead +0
    6, // own king S files +1 ahead +1
    9, // own king S files +1 ahead +2
    -12, // own king S files +1 ahead +3
    -6, // own king S files +1 ahead +4
    2, // own king S files +1 ahead +5
    5, // own king S files +1 ahead +6
    -6, // own king S files +1 ahead +7
    0, // own king S files +1 ahead +8
    1, // own king S files +2 ahead -8
    0, // own king S files +2 ahead -7
    -1, // own king S files +2 ahead -6
    -2, // own king S files +2 ahead -5
    -8, // own king S files +2 ahead -4
    0, // own king S files +2 ahead -3
    22, // own king S files +2 ahead -2
    13, // own king S files +2 ahead -1
    0, // own king S files +2 ahead +0
    2, // own king S files +2 ahead +1
    16, // own king S files +2 ahead +2
    30, // own king S files +2 ahead +3
    9, // own king S files +2 ahead +4
    -3, // own king S files +2 ahead +5
    4, // own king S files +2 ahead +6
    -18, // own king S files +2 ahead +7
    -7, // own king S files +2 ahead +8
    0, // own king S files +3 ahead -8
    0, // own king S files +3 ahead -7
    0, // own king S files +3 ahead -6
    1, // own king S files +3 ahead -5
    -5, // own king S files +3 ahead -4
    -2, // own king S files +3 ahead -3
    -11, // own king S files +3 ahead -2
    20, // own king S files +3 ahead -1
    5, // own king S files +3 ahead +0
    2, // own king S files +3 ahead +1
    19, // own king S files +3 ahead +2
    22, // own king S files +3 ahead +3
    -1, // own king S files +3 ahead +4
    2, // own king S files +3 ahead +5
    -3, // own king S files +3 ahead +6
    -11, // own king S files +3 ahead +7
    -2, // own king S files +3 ahead +8
    0, // own king S files +4 ahead -8
    1, // own king S files +4 ahead -7
    1, // own king S files +4 ahead -6
    4, // own king S files +4 ahead -5
    -3, // own king S files +4 ahead -4
    -3, // own king S files +4 ahead -3
    7, // own king S files +4 ahead -2
    -14, // own king S files +4 ahead -1
    2, // own king S files +4 ahead +0
    -15, // own king S files +4 ahead +1
    13, // own king S files +4 ahead +2
    3, // own king S files +4 ahead +3
    -9, // own king S files +4 ahead +4
    -8, // own king S files +4 ahead +5
    3, // own king S files +4 ahead +6
    -5, // own king S files +4 ahead +7
    0, // own king S files +4 ahead +8
    0, // own king S files +5 ahead -8
    -3, // own king S files +5 ahead -7
    -1, // own king S files +5 ahead -6
    2, // own king S files +5 ahead -5
    1, // own king S files +5 ahead -4
    -2, // own king S files +5 ahead -3
    -22, // own king S files +5 ahead -2
    -9, // own king S files +5 ahead -1
    -9, // own king S files +5 ahead +0
    -27, // own king S files +5 ahead +1
    -2, // own king S files +5 ahead +2
    0, // own king S files +5 ahead +3
    -8, // own king S files +5 ahead +4
    9, // own king S files +5 ahead +5
    -3, // own king S files +5 ahead +6
    -4, // own king S files +5 ahead +7
    -6, // own king S files +5 ahead +8
    0, // own king S files +6 ahead -8
    -1, // own king S files +6 ahead -7
    0, // own king S files +6 ahead -6
    5, // own king S files +6 ahead -5
    -3, // own king S files +6 ahead -4
    -5, // own king S files +6 ahead -3
    -15, // own king S files +6 ahead -2
    -25, // own king S files +6 ahead -1
    -15, // own king S files +6 ahead +0
    -11, // own king S files +6 ahead +1
    4, // own king S files +6 ahead +2
    -7, // own king S files +6 ahead +3
    4, // own king S files +6 ahead +4
    4, // own king S files +6 ahead +5
    -5, // own king S files +6 ahead +6
    -4, // own king S files +6 ahead +7
    -6, // own king S files +6 ahead +8
    0, // own king S files +7 ahead -8
    0, // own king S files +7 ahead -7
    0, // own king S files +7 ahead -6
    0, // own king S files +7 ahead -5
    -1, // own king S files +7 ahead -4
    2, // own king S files +7 ahead -3
    -4, // own king S files +7 ahead -2
    -6, // own king S files +7 ahead -1
    -6, // own king S files +7 ahead +0
    -3, // own king S files +7 ahead +1
    0, // own king S files +7 ahead +2
    0, // own king S files +7 ahead +3
    -1, // own king S files +7 ahead +4
    -1, // own king S files +7 ahead +5
    -4, // own king S files +7 ahead +6
    -1, // own king S files +7 ahead +7
    -3, // own king S files +7 ahead +8
    0, // own king S files +8 ahead -8
    0, // own king S files +8 ahead -7
    0, // own king S files +8 ahead -6
    0, // own king S files +8 ahead -5
    0, // own king S files +8 ahead -4
    0, // own king S files +8 ahead -3
    -1, // own king S files +8 ahead -2
    0, // own king S files +8 ahead -1
    0, // own king S files +8 ahead +0
    -2, // own king S files +8 ahead +1
    0, // own king S files +8 ahead +2
    -2, // own king S files +8 ahead +3
    1, // own king S files +8 ahead +4
    -1, // own king S files +8 ahead +5
    2, // own king S files +8 ahead +6
    -1, // own king S files +8 ahead +7
    0, // own king S files +8 ahead +8
    0, // own king N files -3 ahead -8
    0, // own king N files -3 ahead -7
    0, // own king N files -3 ahead -6
    -2, // own king N files -3 ahead -5
    0, // own king N files -3 ahead -4
    0, // own king N files -3 ahead -3
    0, // own king N files -3 ahead -2
    1, // own king N files -3 ahead -1
    -6, // own king N files -3 ahead +0
    -22, // own king N files -3 ahead +1
    -4, // own king N files -3 ahead +2
    2, // own king N files -3 ahead +3
    -5, // own king N files -3 ahead +4
    1, // own king N files -3 ahead +5
    1, // own king N files -3 ahead +6
    0, // own king N files -3 ahead +7
    0, // own king N files -3 ahead +8
    -1, // own king N files -2 ahead -8
    0, // own king N files -2 ahead -7
    0, // own king N files -2 ahead -6
    -2, // own king N files -2 ahead -5
    1, // own king N files -2 ahead -4
    1, // own king N files -2 ahead -3
    3, // own king N files -2 ahead -2
    14, // own king N files -2 ahead -1
    -3, // own king N files -2 ahead +0
    1, // own king N files -2 ahead +1
    -2, // own king N files -2 ahead +2
    0, // own king N files -2 ahead +3
    -18, // own king N files -2 ahead +4
    4, // own king N files -2 ahead +5
    -1, // own king N files -2 ahead +6
    0, // own king N files -2 ahead +7
    0, // own king N files -2 ahead +8
    0, // own king N files -1 ahead -8
    0, // own king N files -1 ahead -7
    0, // own king N files -1 ahead -6
    -1, // own king N files -1 ahead -5
    0, // own king N files -1 ahead -4
    -1, // own king N files -1 ahead -3
    25, // own king N files -1 ahead -2
    6, // own king N files -1 ahead -1
    1, // own king N files -1 ahead +0
    -8, // own king N files -1 ahead +1
    5, // own king N files -1 ahead +2
    5, // own king N files -1 ahead +3
    2, // own king N files -1 ahead +4
    4, // own king N files -1 ahead +5
    0, // own king N files -1 ahead +6
    0, // own king N files -1 ahead +7
    0, // own king N files -1 ahead +8
    0, // own king N files +0 ahead -8
    0, // own king N files +0 ahead -7
    0, // own king N files +0 ahead -6
    0, // own king N files +0 ahead -5
    1, // own king N files +0 ahead -4
    0, // own king N files +0 ahead -3
    17, // own king N files +0 ahead -2
    41, // own king N files +0 ahead -1
    0, // own king N files +0 ahead +0
    16, // own king N files +0 ahead +1
    15, // own king N files +0 ahead +2
    18, // own king N files +0 ahead +3
    -8, // own king N files +0 ahead +4
    -5, // own king N files +0 ahead +5
    -5, // own king N files +0 ahead +6
    0, // own king N files +0 ahead +7
    0, // own king N files +0 ahead +8
    0, // own king N files +1 ahead -8
    0, // own king N files +1 ahead -7
    0, // own king N files +1 ahead -6
    1, // own king N files +1 ahead -5
    0, // own king N files +1 ahead -4
    2, // own king N files +1 ahead -3
    1, // own king N files +1 ahead -2
    18, // own king N files +1 ahead -1
    -1, // own king N files +1 ahead +0
    21, // own king N files +1 ahead +1
    13, // own king N files +1 ahead +2
    -3, // own king N files +1 ahead +3
    -21, // own king N files +1 ahead +4
    7, // own king N files +1 ahead +5
    -2, // own king N files +1 ahead +6
    0, // own king N files +1 ahead +7
    0, // own king N files +1 ahead +8
    0, // own king N files +2 ahead -8
    0, // own king N files +2 ahead -7
    3, // own king N files +2 ahead -6
    0, // own king N files +2 ahead -5
    1, // own king N files +2 ahead -4
    -2, // own king N files +2 ahead -3
    0, // own king N files +2 ahead -2
    -5, // own king N files +2 ahead -1
    12, // own king N files +2 ahead +0
    4, // own king N files +2 ahead +1
    -4, // own king N files +2 ahead +2
    19, // own king N files +2 ahead +3
    7, // own king N files +2 ahead +4
    -3, // own king N files +2 ahead +5
    1, // own king N files +2 ahead +6
    0, // own king N files +2 ahead +7
    0, // own king N files +2 ahead +8
    -1, // own king N files +3 ahead -8
    0, // own king N files +3 ahead -7
    0, // own king N files +3 ahead -6
    -2, // own king N files +3 ahead -5
    -2, // own king N files +3 ahead -4
    -7, // own king N files +3 ahead -3
    -9, // own king N files +3 ahead -2
    8, // own king N files +3 ahead -1
    -34, // own king N files +3 ahead +0
    -28, // own king N files +3 ahead +1
    3, // own king N files +3 ahead +2
    0, // own king N files +3 ahead +3
    5, // own king N files +3 ahead +4
    0, // own king N files +3 ahead +5
    -3, // own king N files +3 ahead +6
    0, // own king N files +3 ahead +7
    0, // own king N files +3 ahead +8
    0, // own king N files +4 ahead -8
    0, // own king N files +4 ahead -7
    0, // own king N files +4 ahead -6
    -2, // own king N files +4 ahead -5
    -2, // own king N files +4 ahead -4
    -5, // own king N files +4 ahead -3
    -22, // own king N files +4 ahead -2
    -12, // own king N files +4 ahead -1
    -14, // own king N files +4 ahead +0
    -2, // own king N files +4 ahead +1
    -36, // own king N files +4 ahead +2
    -9, // own king N files +4 ahead +3
    3, // own king N files +4 ahead +4
    -13, // own king N files +4 ahead +5
    -4, // own king N files +4 ahead +6
    0, // own king N files +4 ahead +7
    0, // own king N files +4 ahead +8
    1, // own king N files +5 ahead -8
    2, // own king N files +5 ahead -7
    0, // own king N files +5 ahead -6
    1, // own king N files +5 ahead -5
    -4, // own king N files +5 ahead -4
    1, // own king N files +5 ahead -3
    24, // own king N files +5 ahead -2
    -23, // own king N files +5 ahead -1
    -35, // own king N files +5 ahead +0
    -11, // own king N files +5 ahead +1
    -3, // own king N files +5 ahead +2
    25, // own king N files +5 ahead +3
    -7, // own king N files +5 ahead +4
    -5, // own king N files +5 ahead +5
    1, // own king N files +5 ahead +6
    0, // own king N files +5 ahead +7
    0, // own king N files +5 ahead +8
    0, // own king N files +6 ahead -8
    0, // own king N files +6 ahead -7
    1, // own king N files +6 ahead -6
    2, // own king N files +6 ahead -5
    1, // own king N files +6 ahead -4
    -8, // own king N files +6 ahead -3
    -1, // own king N files +6 ahead -2
    -26, // own king N files +6 ahead -1
    4, // own king N files +6 ahead +0
    -23, // own king N files +6 ahead +1
    -11, // own king N files +6 ahead +2
    -18, // own king N files +6 ahead +3
    5, // own king N files +6 ahead +4
    -1, // own king N files +6 ahead +5
    -1, // own king N files +6 ahead +6
    0, // own king N files +6 ahead +7
    0, // own king N files +6 ahead +8
    -1, // own king N files +7 ahead -8
    -1, // own king N files +7 ahead -7
    3, // own king N files +7 ahead -6
    0, // own king N files +7 ahead -5
    -2, // own king N files +7 ahead -4
    -6, // own king N files +7 ahead -3
    -11, // own king N files +7 ahead -2
    0, // own king N files +7 ahead -1
    8, // own king N files +7 ahead +0
    -7, // own king N files +7 ahead +1
    -1, // own king N files +7 ahead +2
    7, // own king N files +7 ahead +3
    -1, // own king N files +7 ahead +4
    7, // own king N files +7 ahead +5
    0, // own king N files +7 ahead +6
    0, // own king N files +7 ahead +7
    0, // own king N files +7 ahead +8
    0, // own king N files +8 ahead -8
    0, // own king N files +8 ahead -7
    0, // own king N files +8 ahead -6
    0, // own king N files +8 ahead -5
    0, // own king N files +8 ahead -4
    0, // own king N files +8 ahead -3
    1, // own king N files +8 ahead -2
    -2, // own king N files +8 ahead -1
    -3, // own king N files +8 ahead +0
    -2, // own king N files +8 ahead +1
    0, // own king N files +8 ahead +2
    0, // own king N files +8 ahead +3
    -2, // own king N files +8 ahead +4
    0, // own king N files +8 ahead +5
    0, // own king N files +8 ahead +6
    0, // own king N files +8 ahead +7
    0, // own king N files +8 ahead +8
    -1, // own king L files -3 ahead -8
    -2, // own king L files -3 ahead -7
    0, // own king L files -3 ahead -6
    0, // own king L files -3 ahead -5
    0, // own king L files -3 ahead -4
    -3, // own king L files -3 ahead -3
    4, // own king L files -3 ahead -2
    20, // own king L files -3 ahead -1
    29, // own king L files -3 ahead +0
    -18, // own king L files -3 ahead +1
    7, // own king L files -3 ahead +2
    -25, // own king L files -3 ahead +3
    -9, // own king L files -3 ahead +4
    -6, // own king L files -3 ahead +5
    -10, // own king L files -3 ahead +6
    -1, // own king L files -3 ahead +7
    0, // own king L files -3 ahead +8
    0, // own king L files -2 ahead -8
    0, // own king L files -2 ahead -7
    0, // own king L files -2 ahead -6
    -4, // own king L files -2 ahead -5
    0, // own king L files -2 ahead -4
    11, // own king L files -2 ahead -3
    7, // own king L files -2 ahead -2
    35, // own king L files -2 ahead -1
    40, // own king L files -2 ahead +0
    -7, // own king L files -2 ahead +1
    1, // own king L files -2 ahead +2
    2, // own king L files -2 ahead +3
    1, // own king L files -2 ahead +4
    -4, // own king L files -2 ahead +5
    0, // own king L files -2 ahead +6
    4, // own king L files -2 ahead +7
    0, // own king L files -2 ahead +8
    -1, // own king L files -1 ahead -8
    -1, // own king L files -1 ahead -7
    -1, // own king L files -1 ahead -6
    -1, // own king L files -1 ahead -5
    2, // own king L files -1 ahead -4
    -6, // own king L files -1 ahead -3
    26, // own king L files -1 ahead -2
    54, // own king L files -1 ahead -1
    45, // own king L files -1 ahead +0
    -4, // own king L files -1 ahead +1
    17, // own king L files -1 ahead +2
    -2, // own king L files -1 ahead +3
    -1, // own king L files -1 ahead +4
    -10, // own king L files -1 ahead +5
    0, // own king L files -1 ahead +6
    -6, // own king L files -1 ahead +7
    0, // own king L files -1 ahead +8
    2, // own king L files +0 ahead -8
    0, // own king L files +0 ahead -7
    2, // own king L files +0 ahead -6
    -3, // own king L files +0 ahead -5
    -2, // own king L files +0 ahead -4
    -5, // own king L files +0 ahead -3
    0, // own king L files +0 ahead -2
    -2, // own king L files +0 ahead -1
    0, // own king L files +0 ahead +0
    19, // own king L files +0 ahead +1
    17, // own king L files +0 ahead +2
    1, // own king L files +0 ahead +3
    -6, // own king L files +0 ahead +4
    -1, // own king L files +0 ahead +5
    -1, // own king L files +0 ahead +6
    -1, // own king L files +0 ahead +7
    0, // own king L files +0 ahead +8
    0, // own king L files +1 ahead -8
    0, // own king L files +1 ahead -7
    -2, // own king L files +1 ahead -6
    1, // own king L files +1 ahead -5
    -2, // own king L files +1 ahead -4
    1, // own king L files +1 ahead -3
    2, // own king L files +1 ahead -2
    -12, // own king L files +1 ahead -1
    -1, // own king L files +1 ahead +0
    -10, // own king L files +1 ahead +1
    8, // own king L files +1 ahead +2
    -7, // own king L files +1 ahead +3
    3, // own king L files +1 ahead +4
    -1, // own king L files +1 ahead +5
    -3, // own king L files +1 ahead +6
    -2, // own king L files +1 ahead +7
    0, // own king L files +1 ahead +8
    0, // own king L files +2 ahead -8
    0, // own king L files +2 ahead -7
    0, // own king L files +2 ahead -6
    0, // own king L files +2 ahead -5
    0, // own king L files +2 ahead -4
    1, // own king L files +2 ahead -3
    3, // own king L files +2 ahead -2
    6, // own king L files +2 ahead -1
    17, // own king L files +2 ahead +0
    9, // own king L files +2 ahead +1
    18, // own king L files +2 ahead +2
    14, // own king L files +2 ahead +3
    -1, // own king L files +2 ahead +4
    2, // own king L files +2 ahead +5
    -5, // own king L files +2 ahead +6
    -4, // own king L files +2 ahead +7
    0, // own king L files +2 ahead +8
    0, // own king L files +3 ahead -8
    0, // own king L files +3 ahead -7
    0, // own king L files +3 ahead -6
    -1, // own king L files +3 ahead -5
    0, // own king L files +3 ahead -4
    -1, // own king L files +3 ahead -3
    2, // own king L files +3 ahead -2
    -6, // own king L files +3 ahead -1
    -2, // own king L files +3 ahead +0
    3, // own king L files +3 ahead +1
    -4, // own king L files +3 ahead +2
    10, // own king L files +3 ahead +3
    3, // own king L files +3 ahead +4
    -11, // own king L files +3 ahead +5
    -5, // own king L files +3 ahead +6
    0, // own king L files +3 ahead +7
    0, // own king L files +3 ahead +8
    0, // own king L files +4 ahead -8
    1, // own king L files +4 ahead -7
    0, // own king L files +4 ahead -6
    -3, // own king L files +4 ahead -5
    -2, // own king L files +4 ahead -4
    -9, // own king L files +4 ahead -3
    -25, // own king L files +4 ahead -2
    -8, // own king L files +4 ahead -1
    -5, // own king L files +4 ahead +0
    -23, // own king L files +4 ahead +1
    -6, // own king L files +4 ahead +2
    6, // own king L files +4 ahead +3
    -2, // own king L files +4 ahead +4
    -4, // own king L files +4 ahead +5
    -7, // own king L files +4 ahead +6
    -16, // own king L files +4 ahead +7
    0, // own king L files +4 ahead +8
    0, // own king L files +5 ahead -8
    0, // own king L files +5 ahead -7
    0, // own king L files +5 ahead -6
    0, // own king L files +5 ahead -5
    -3, // own king L files +5 ahead -4
    -6, // own king L files +5 ahead -3
    -18, // own king L files +5 ahead -2
    -29, // own king L files +5 ahead -1
    -28, // own king L files +5 ahead +0
    7, // own king L files +5 ahead +1
    1, // own king L files +5 ahead +2
    2, // own king L files +5 ahead +3
    2, // own king L files +5 ahead +4
    2, // own king L files +5 ahead +5
    4, // own king L files +5 ahead +6
    0, // own king L files +5 ahead +7
    0, // own king L files +5 ahead +8
    1, // own king L files +6 ahead -8
    1, // own king L files +6 ahead -7
    0, // own king L files +6 ahead -6
    1, // own king L files +6 ahead -5
    -4, // own king L files +6 ahead -4
    2, // own king L files +6 ahead -3
    -10, // own king L files +6 ahead -2
    -22, // own king L files +6 ahead -1
    -34, // own king L files +6 ahead +0
    -10, // own king L files +6 ahead +1
    -5, // own king L files +6 ahead +2
    13, // own king L files +6 ahead +3
    2, // own king L files +6 ahead +4
    2, // own king L files +6 ahead +5
    3, // own king L files +6 ahead +6
    1, // own king L files +6 ahead +7
    0, // own king L files +6 ahead +8
    0, // own king L files +7 ahead -8
    1, // own king L files +7 ahead -7
    0, // own king L files +7 ahead -6
    0, // own king L files +7 ahead -5
    -1, // own king L files +7 ahead -4
    -5, // own king L files +7 ahead -3
    -20, // own king L files +7 ahead -2
    -19, // own king L files +7 ahead -1
    -3, // own king L files +7 ahead +0
    5, // own king L files +7 ahead +1
    0, // own king L files +7 ahead +2
    -7, // own king L files +7 ahead +3
    -2, // own king L files +7 ahead +4
    1, // own king L files +7 ahead +5
    0, // own king L files +7 ahead +6
    0, // own king L files +7 ahead +7
    0, // own king L files +7 ahead +8
    -4, // own king L files +8 ahead -8
    0, // own king L files +8 ahead -7
    0, // own king L files +8 ahead -6
    -2, // own king L files +8 ahead -5
    -4, // own king L files +8 ahead -4
    -9, // own king L files +8 ahead -3
    -8, // own king L files +8 ahead -2
    -18, // own king L files +8 ahead -1
    -14, // own king L files +8 ahead +0
    0, // own king L files +8 ahead +1
    -1, // own king L files +8 ahead +2
    2, // own king L files +8 ahead +3
    1, // own king L files +8 ahead +4
    0, // own king L files +8 ahead +5
    0, // own king L files +8 ahead +6
    0, // own king L files +8 ahead +7
    0, // own king L files +8 ahead +8
    0, // own king P files -3 ahead -8
    0, // own king P files -3 ahead -7
    -1, // own king P files -3 ahead -6
    0, // own king P files -3 ahead -5
    0, // own king P files -3 ahead -4
    0, // own king P files -3 ahead -3
    3, // own king P files -3 ahead -2
    -6, // own king P files -3 ahead -1
    -2, // own king P files -3 ahead +0
    5, // own king P files -3 ahead +1
    16, // own king P files -3 ahead +2
    1, // own king P files -3 ahead +3
    -13, // own king P files -3 ahead +4
    -9, // own king P files -3 ahead +5
    -4, // own king P files -3 ahead +6
    1, // own king P files -3 ahead +7
    0, // own king P files -3 ahead +8
    0, // own king P files -2 ahead -8
    0, // own king P files -2 ahead -7
    -1, // own king P files -2 ahead -6
    1, // own king P files -2 ahead -5
    0, // own king P files -2 ahead -4
    1, // own king P files -2 ahead -3
    -8, // own king P files -2 ahead -2
    -6, // own king P files -2 ahead -1
    -1, // own king P files -2 ahead +0
    12, // own king P files -2 ahead +1
    6, // own king P files -2 ahead +2
    13, // own king P files -2 ahead +3
    38, // own king P files -2 ahead +4
    -8, // own king P files -2 ahead +5
    -12, // own king P files -2 ahead +6
    -7, // own king P files -2 ahead +7
    0, // own king P files -2 ahead +8
    0, // own king P files -1 ahead -8
    0, // own king P files -1 ahead -7
    -3, // own king P files -1 ahead -6
    -2, // own king P files -1 ahead -5
    -4, // own king P files -1 ahead -4
    -9, // own king P files -1 ahead -3
    5, // own king P files -1 ahead -2
    -12, // own king P files -1 ahead -1
    -5, // own king P files -1 ahead +0
    27, // own king P files -1 ahead +1
    36, // own king P files -1 ahead +2
    59, // own king P files -1 ahead +3
    28, // own king P files -1 ahead +4
    -5, // own king P files -1 ahead +5
    -12, // own king P files -1 ahead +6
    -8, // own king P files -1 ahead +7
    0, // own king P files -1 ahead +8
    0, // own king P files +0 ahead -8
    0, // own king P files +0 ahead -7
    -3, // own king P files +0 ahead -6
    2, // own king P files +0 ahead -5
    -5, // own king P files +0 ahead -4
    5, // own king P files +0 ahead -3
    2, // own king P files +0 ahead -2
    -9, // own king P files +0 ahead -1
    0, // own king P files +0 ahead +0
    54, // own king P files +0 ahead +1
    41, // own king P files +0 ahead +2
    35, // own king P files +0 ahead +3
    -12, // own king P files +0 ahead +4
    2, // own king P files +0 ahead +5
    -11, // own king P files +0 ahead +6
    -5, // own king P files +0 ahead +7
    0, // own king P files +0 ahead +8
    0, // own king P files +1 ahead -8
    0, // own king P files +1 ahead -7
    4, // own king P files +1 ahead -6
    0, // own king P files +1 ahead -5
    -3, // own king P files +1 ahead -4
    3, // own king P files +1 ahead -3
    -5, // own king P files +1 ahead -2
    -3, // own king P files +1 ahead -1
    17, // own king P files +1 ahead +0
    24, // own king P files +1 ahead +1
    14, // own king P files +1 ahead +2
    8, // own king P files +1 ahead +3
    10, // own king P files +1 ahead +4
    -1, // own king P files +1 ahead +5
    1, // own king P files +1 ahead +6
    -8, // own king P files +1 ahead +7
    0, // own king P files +1 ahead +8
    0, // own king P files +2 ahead -8
    0, // own king P files +2 ahead -7
    -2, // own king P files +2 ahead -6
    2, // own king P files +2 ahead -5
    1, // own king P files +2 ahead -4
    -3, // own king P files +2 ahead -3
    4, // own king P files +2 ahead -2
    8, // own king P files +2 ahead -1
    14, // own king P files +2 ahead +0
    9, // own king P files +2 ahead +1
    17, // own king P files +2 ahead +2
    3, // own king P files +2 ahead +3
    10, // own king P files +2 ahead +4
    0, // own king P files +2 ahead +5
    -7, // own king P files +2 ahead +6
    -8, // own king P files +2 ahead +7
    0, // own king P files +2 ahead +8
    0, // own king P files +3 ahead -8
    -1, // own king P files +3 ahead -7
    1, // own king P files +3 ahead -6
    0, // own king P files +3 ahead -5
    1, // own king P files +3 ahead -4
    -5, // own king P files +3 ahead -3
    0, // own king P files +3 ahead -2
    7, // own king P files +3 ahead -1
    -16, // own king P files +3 ahead +0
    -9, // own king P files +3 ahead +1
    3, // own king P files +3 ahead +2
    13, // own king P files +3 ahead +3
    26, // own king P files +3 ahead +4
    9, // own king P files +3 ahead +5
    -16, // own king P files +3 ahead +6
    -9, // own king P files +3 ahead +7
    0, // own king P files +3 ahead +8
    0, // own king P files +4 ahead -8
    0, // own king P files +4 ahead -7
    0, // own king P files +4 ahead -6
    0, // own king P files +4 ahead -5
    2, // own king P files +4 ahead -4
    -5, // own king P files +4 ahead -3
    -13, // own king P files +4 ahead -2
    -33, // own king P files +4 ahead -1
    -16, // own king P files +4 ahead +0
    -11, // own king P files +4 ahead +1
    -8, // own king P files +4 ahead +2
    14, // own king P files +4 ahead +3
    13, // own king P files +4 ahead +4
    -5, // own king P files +4 ahead +5
    -5, // own king P files +4 ahead +6
    -20, // own king P files +4 ahead +7
    0, // own king P files +4 ahead +8
    0, // own king P files +5 ahead -8
    0, // own king P files +5 ahead -7
    -4, // own king P files +5 ahead -6
    -5, // own king P files +5 ahead -5
    1, // own king P files +5 ahead -4
    -1, // own king P files +5 ahead -3
    -13, // own king P files +5 ahead -2
    -15, // own king P files +5 ahead -1
    -10, // own king P files +5 ahead +0
    -9, // own king P files +5 ahead +1
    -30, // own king P files +5 ahead +2
    -1, // own king P files +5 ahead +3
    14, // own king P files +5 ahead +4
    -8, // own king P files +5 ahead +5
    -19, // own king P files +5 ahead +6
    -6, // own king P files +5 ahead +7
    0, // own king P files +5 ahead +8
    0, // own king P files +6 ahead -8
    0, // own king P files +6 ahead -7
    -4, // own king P files +6 ahead -6
    3, // own king P files +6 ahead -5
    6, // own king P files +6 ahead -4
    -2, // own king P files +6 ahead -3
    -16, // own king P files +6 ahead -2
    -11, // own king P files +6 ahead -1
    -2, // own king P files +6 ahead +0
    -16, // own king P files +6 ahead +1
    -5, // own king P files +6 ahead +2
    -26, // own king P files +6 ahead +3
    19, // own king P files +6 ahead +4
    5, // own king P files +6 ahead +5
    -3, // own king P files +6 ahead +6
    -4, // own king P files +6 ahead +7
    0, // own king P files +6 ahead +8
    0, // own king P files +7 ahead -8
    0, // own king P files +7 ahead -7
    -5, // own king P files +7 ahead -6
    2, // own king P files +7 ahead -5
    -4, // own king P files +7 ahead -4
    -4, // own king P files +7 ahead -3
    2, // own king P files +7 ahead -2
    -18, // own king P files +7 ahead -1
    -6, // own king P files +7 ahead +0
    3, // own king P files +7 ahead +1
    1, // own king P files +7 ahead +2
    0, // own king P files +7 ahead +3
    1, // own king P files +7 ahead +4
    -12, // own king P files +7 ahead +5
    5, // own king P files +7 ahead +6
    1, // own king P files +7 ahead +7
    0, // own king P files +7 ahead +8
    0, // own king P files +8 ahead -8
    0, // own king P files +8 ahead -7
    -1, // own king P files +8 ahead -6
    -5, // own king P files +8 ahead -5
    3, // own king P files +8 ahead -4
    -3, // own king P files +8 ahead -3
    -2, // own king P files +8 ahead -2
    -6, // own king P files +8 ahead -1
    -6, // own king P files +8 ahead +0
    -5, // own king P files +8 ahead +1
    4, // own king P files +8 ahead +2
    -16, // own king P files +8 ahead +3
    -11, // own king P files +8 ahead +4
    -3, // own king P files +8 ahead +5
    -2, // own king P files +8 ahead +6
    -1, // own king P files +8 ahead +7
    0, // own king P files +8 ahead +8
    0, // own king +R files -3 ahead -8
    0, // own king +R files -3 ahead -7
    0, // own king +R files -3 ahead -6
    0, // own king +R files -3 ahead -5
    0, // own king +R files -3 ahead -4
    1, // own king +R files -3 ahead -3
    0, // own king +R files -3 ahead -2
    -1, // own king +R files -3 ahead -1
    1, // own king +R files -3 ahead +0
    -1, // own king +R files -3 ahead +1
    -4, // own king +R files -3 ahead +2
    -3, // own king +R files -3 ahead +3
    -5, // own king +R files -3 ahead +4
    -7, // own king +R files -3 ahead +5
    -4, // own king +R files -3 ahead +6
    -2, // own king +R files -3 ahead +7
    0, // own king +R files -3 ahead +8
    0, // own king +R files -2 ahead -8
    0, // own king +R files -2 ahead -7
    0, // own king +R files -2 ahead -6
    0, // own king +R files -2 ahead -5
    0, // own king +R files -2 ahead -4
    0, // own king +R files -2 ahead -3
    0, // own king +R files -2 ahead -2
    -1, // own king +R files -2 ahead -1
    -4, // own king +R files -2 ahead +0
    2, // own king +R files -2 ahead +1
    0, // own king +R files -2 ahead +2
    -1, // own king +R files -2 ahead +3
    -10, // own king +R files -2 ahead +4
    -7, // own king +R files -2 ahead +5
    -8, // own king +R files -2 ahead +6
    4, // own king +R files -2 ahead +7
    5, // own king +R files -2 ahead +8
    0, // own king +R files -1 ahead -8
    0, // own king +R files -1 ahead -7
    0, // own king +R files -1 ahead -6
    0, // own king +R files -1 ahead -5
    0, // own king +R files -1 ahead -4
    1, // own king +R files -1 ahead -3
    -3, // own king +R files -1 ahead -2
    3, // own king +R files -1 ahead -1
    -6, // own king +R files -1 ahead +0
    3, // own king +R files -1 ahead +1
    2, // own king +R files -1 ahead +2
    1, // own king +R files -1 ahead +3
    -8, // own king +R files -1 ahead +4
    -3, // own king +R files -1 ahead +5
    7, // own king +R files -1 ahead +6
    -11, // own king +R files -1 ahead +7
    0, // own king +R files -1 ahead +8
    0, // own king +R files +0 ahead -8
    0, // own king +R files +0 ahead -7
    0, // own king +R files +0 ahead -6
    0, // own king +R files +0 ahead -5
    0, // own king +R files +0 ahead -4
    1, // own king +R files +0 ahead -3
    1, // own king +R files +0 ahead -2
    -2, // own king +R files +0 ahead -1
    0, // own king +R files +0 ahead +0
    8, // own king +R files +0 ahead +1
    4, // own king +R files +0 ahead +2
    -16, // own king +R files +0 ahead +3
    -1, // own king +R files +0 ahead +4
    4, // own king +R files +0 ahead +5
    5, // own king +R files +0 ahead +6
    -3, // own king +R files +0 ahead +7
    -2, // own king +R files +0 ahead +8
    0, // own king +R files +1 ahead -8
    0, // own king +R files +1 ahead -7
    0, // own king +R files +1 ahead -6
    0, // own king +R files +1 ahead -5
    0, // own king +R files +1 ahead -4
    0, // own king +R files +1 ahead -3
    1, // own king +R files +1 ahead -2
    -1, // own king +R files +1 ahead -1
    10, // own king +R files +1 ahead +0
    5, // own king +R files +1 ahead +1
    10, // own king +R files +1 ahead +2
    -14, // own king +R files +1 ahead +3
    -5, // own king +R files +1 ahead +4
    -3, // own king +R files +1 ahead +5
    1, // own king +R files +1 ahead +6
    2, // own king +R files +1 ahead +7
    3, // own king +R files +1 ahead +8
    0, // own king +R files +2 ahead -8
    0, // own king +R files +2 ahead -7
    0, // own king +R files +2 ahead -6
    0, // own king +R files +2 ahead -5
    0, // own king +R files +2 ahead -4
    -1, // own king +R files +2 ahead -3
    -2, // own king +R files +2 ahead -2
    -4, // own king +R files +2 ahead -1
    -3, // own king +R files +2 ahead +0
    1, // own king +R files +2 ahead +1
    -8, // own king +R files +2 ahead +2
    -9, // own king +R files +2 ahead +3
    -14, // own king +R files +2 ahead +4
    -11, // own king +R files +2 ahead +5
    2, // own king +R files +2 ahead +6
    20, // own king +R files +2 ahead +7
    1, // own king +R files +2 ahead +8
    0, // own king +R files +3 ahead -8
    0, // own king +R files +3 ahead -7
    0, // own king +R files +3 ahead -6
    0, // own king +R files +3 ahead -5
    0, // own king +R files +3 ahead -4
    -1, // own king +R files +3 ahead -3
    1, // own king +R files +3 ahead -2
    -4, // own king +R files +3 ahead -1
    -1, // own king +R files +3 ahead +0
    3, // own king +R files +3 ahead +1
    1, // own king +R files +3 ahead +2
    -10, // own king +R files +3 ahead +3
    -20, // own king +R files +3 ahead +4
    -5, // own king +R files +3 ahead +5
    7, // own king +R files +3 ahead +6
    12, // own king +R files +3 ahead +7
    11, // own king +R files +3 ahead +8
    0, // own king +R files +4 ahead -8
    0, // own king +R files +4 ahead -7
    0, // own king +R files +4 ahead -6
    0, // own king +R files +4 ahead -5
    0, // own king +R files +4 ahead -4
    1, // own king +R files +4 ahead -3
    1, // own king +R files +4 ahead -2
    -7, // own king +R files +4 ahead -1
    4, // own king +R files +4 ahead +0
    -4, // own king +R files +4 ahead +1
    -7, // own king +R files +4 ahead +2
    -2, // own king +R files +4 ahead +3
    -4, // own king +R files +4 ahead +4
    -9, // own king +R files +4 ahead +5
    10, // own king +R files +4 ahead +6
    22, // own king +R files +4 ahead +7
    13, // own king +R files +4 ahead +8
    0, // own king +R files +5 ahead -8
    0, // own king +R files +5 ahead -7
    0, // own king +R files +5 ahead -6
    0, // own king +R files +5 ahead -5
    0, // own king +R files +5 ahead -4
    0, // own king +R files +5 ahead -3
    2, // own king +R files +5 ahead -2
    0, // own king +R files +5 ahead -1
    -2, // own king +R files +5 ahead +0
    -3, // own king +R files +5 ahead +1
    -6, // own king +R files +5 ahead +2
    -17, // own king +R files +5 ahead +3
    1, // own king +R files +5 ahead +4
    -9, // own king +R files +5 ahead +5
    8, // own king +R files +5 ahead +6
    19, // own king +R files +5 ahead +7
    4, // own king +R files +5 ahead +8
    0, // own king +R files +6 ahead -8
    0, // own king +R files +6 ahead -7
    0, // own king +R files +6 ahead -6
    0, // own king +R files +6 ahead -5
    0, // own king +R files +6 ahead -4
    -1, // own king +R files +6 ahead -3
    -1, // own king +R files +6 ahead -2
    5, // own king +R files +6 ahead -1
    -6, // own king +R files +6 ahead +0
    -5, // own king +R files +6 ahead +1
    2, // own king +R files +6 ahead +2
    2, // own king +R files +6 ahead +3
    -6, // own king +R files +6 ahead +4
    1, // own king +R files +6 ahead +5
    4, // own king +R files +6 ahead +6
    0, // own king +R files +6 ahead +7
    -1, // own king +R files +6 ahead +8
    0, // own king +R files +7 ahead -8
    0, // own king +R files +7 ahead -7
    0, // own king +R files +7 ahead -6
    0, // own king +R files +7 ahead -5
    0, // own king +R files +7 ahead -4
    0, // own king +R files +7 ahead -3
    0, // own king +R files +7 ahead -2
    0, // own king +R files +7 ahead -1
    1, // own king +R files +7 ahead +0
    1, // own king +R files +7 ahead +1
    0, // own king +R files +7 ahead +2
    1, // own king +R files +7 ahead +3
    0, // own king +R files +7 ahead +4
    -3, // own king +R files +7 ahead +5
    11, // own king +R files +7 ahead +6
    8, // own king +R files +7 ahead +7
    0, // own king +R files +7 ahead +8
    0, // own king +R files +8 ahead -8
    0, // own king +R files +8 ahead -7
    0, // own king +R files +8 ahead -6
    0, // own king +R files +8 ahead -5
    0, // own king +R files +8 ahead -4
    0, // own king +R files +8 ahead -3
    0, // own king +R files +8 ahead -2
    0, // own king +R files +8 ahead -1
    0, // own king +R files +8 ahead +0
    -1, // own king +R files +8 ahead +1
    1, // own king +R files +8 ahead +2
    -1, // own king +R files +8 ahead +3
    1, // own king +R files +8 ahead +4
    1, // own king +R files +8 ahead +5
    2, // own king +R files +8 ahead +6
    1, // own king +R files +8 ahead +7
    -1, // own king +R files +8 ahead +8
    0, // own king +B files -3 ahead -8
    0, // own king +B files -3 ahead -7
    0, // own king +B files -3 ahead -6
    0, // own king +B files -3 ahead -5
    0, // own king +B files -3 ahead -4
    0, // own king +B files -3 ahead -3
    0, // own king +B files -3 ahead -2
    0, // own king +B files -3 ahead -1
    -3, // own king +B files -3 ahead +0
    -1, // own king +B files -3 ahead +1
    0, // own king +B files -3 ahead +2
    -3, // own king +B files -3 ahead +3
    0, // own king +B files -3 ahead +4
    -5, // own king +B files -3 ahead +5
    -3, // own king +B files -3 ahead +6
    2, // own king +B files -3 ahead +7
    3, // own king +B files -3 ahead +8
    0, // own king +B files -2 ahead -8
    0, // own king +B files -2 ahead -7
    0, // own king +B files -2 ahead -6
    0, // own king +B files -2 ahead -5
    0, // own king +B files -2 ahead -4
    0, // own king +B files -2 ahead -3
    0, // own king +B files -2 ahead -2
    0, // own king +B files -2 ahead -1
    1, // own king +B files -2 ahead +0
    5, // own king +B files -2 ahead +1
    -2, // own king +B files -2 ahead +2
    0, // own king +B files -2 ahead +3
    1, // own king +B files -2 ahead +4
    1, // own king +B files -2 ahead +5
    -2, // own king +B files -2 ahead +6
    -17, // own king +B files -2 ahead +7
    2, // own king +B files -2 ahead +8
    0, // own king +B files -1 ahead -8
    0, // own king +B files -1 ahead -7
    0, // own king +B files -1 ahead -6
    0, // own king +B files -1 ahead -5
    0, // own king +B files -1 ahead -4
    0, // own king +B files -1 ahead -3
    1, // own king +B files -1 ahead -2
    -1, // own king +B files -1 ahead -1
    1, // own king +B files -1 ahead +0
    4, // own king +B files -1 ahead +1
    8, // own king +B files -1 ahead +2
    -5, // own king +B files -1 ahead +3
    -1, // own king +B files -1 ahead +4
    -10, // own king +B files -1 ahead +5
    -4, // own king +B files -1 ahead +6
    -27, // own king +B files -1 ahead +7
    -5, // own king +B files -1 ahead +8
    0, // own king +B files +0 ahead -8
    0, // own king +B files +0 ahead -7
    0, // own king +B files +0 ahead -6
    0, // own king +B files +0 ahead -5
    0, // own king +B files +0 ahead -4
    0, // own king +B files +0 ahead -3
    0, // own king +B files +0 ahead -2
    2, // own king +B files +0 ahead -1
    0, // own king +B files +0 ahead +0
    -3, // own king +B files +0 ahead +1
    -12, // own king +B files +0 ahead +2
    0, // own king +B files +0 ahead +3
    -1, // own king +B files +0 ahead +4
    -9, // own king +B files +0 ahead +5
    -22, // own king +B files +0 ahead +6
    -2, // own king +B files +0 ahead +7
    -2, // own king +B files +0 ahead +8
    0, // own king +B files +1 ahead -8
    0, // own king +B files +1 ahead -7
    0, // own king +B files +1 ahead -6
    0, // own king +B files +1 ahead -5
    0, // own king +B files +1 ahead -4
    -1, // own king +B files +1 ahead -3
    0, // own king +B files +1 ahead -2
    2, // own king +B files +1 ahead -1
    1, // own king +B files +1 ahead +0
    10, // own king +B files +1 ahead +1
    -13, // own king +B files +1 ahead +2
    18, // own king +B files +1 ahead +3
    -1, // own king +B files +1 ahead +4
    -2, // own king +B files +1 ahead +5
    11, // own king +B files +1 ahead +6
    12, // own king +B files +1 ahead +7
    -4, // own king +B files +1 ahead +8
    0, // own king +B files +2 ahead -8
    0, // own king +B files +2 ahead -7
    0, // own king +B files +2 ahead -6
    0, // own king +B files +2 ahead -5
    0, // own king +B files +2 ahead -4
    -1, // own king +B files +2 ahead -3
    1, // own king +B files +2 ahead -2
    -1, // own king +B files +2 ahead -1
    0, // own king +B files +2 ahead +0
    14, // own king +B files +2 ahead +1
    15, // own king +B files +2 ahead +2
    36, // own king +B files +2 ahead +3
    -4, // own king +B files +2 ahead +4
    2, // own king +B files +2 ahead +5
    -1, // own king +B files +2 ahead +6
    -7, // own king +B files +2 ahead +7
    -3, // own king +B files +2 ahead +8
    0, // own king +B files +3 ahead -8
    0, // own king +B files +3 ahead -7
    0, // own king +B files +3 ahead -6
    0, // own king +B files +3 ahead -5
    0, // own king +B files +3 ahead -4
    0, // own king +B files +3 ahead -3
    0, // own king +B files +3 ahead -2
    -1, // own king +B files +3 ahead -1
    3, // own king +B files +3 ahead +0
    17, // own king +B files +3 ahead +1
    15, // own king +B files +3 ahead +2
    -9, // own king +B files +3 ahead +3
    -5, // own king +B files +3 ahead +4
    10, // own king +B files +3 ahead +5
    -8, // own king +B files +3 ahead +6
    0, // own king +B files +3 ahead +7
    0, // own king +B files +3 ahead +8
    0, // own king +B files +4 ahead -8
    0, // own king +B files +4 ahead -7
    0, // own king +B files +4 ahead -6
    0, // own king +B files +4 ahead -5
    0, // own king +B files +4 ahead -4
    0, // own king +B files +4 ahead -3
    -1, // own king +B files +4 ahead -2
    -3, // own king +B files +4 ahead -1
    5, // own king +B files +4 ahead +0
    -5, // own king +B files +4 ahead +1
    -13, // own king +B files +4 ahead +2
    -1, // own king +B files +4 ahead +3
    5, // own king +B files +4 ahead +4
    2, // own king +B files +4 ahead +5
    4, // own king +B files +4 ahead +6
    21, // own king +B files +4 ahead +7
    8, // own king +B files +4 ahead +8
    0, // own king +B files +5 ahead -8
    0, // own king +B files +5 ahead -7
    0, // own king +B files +5 ahead -6
    0, // own king +B files +5 ahead -5
    0, // own king +B files +5 ahead -4
    1, // own king +B files +5 ahead -3
    1, // own king +B files +5 ahead -2
    0, // own king +B files +5 ahead -1
    3, // own king +B files +5 ahead +0
    13, // own king +B files +5 ahead +1
    -5, // own king +B files +5 ahead +2
    -4, // own king +B files +5 ahead +3
    -4, // own king +B files +5 ahead +4
    -6, // own king +B files +5 ahead +5
    -15, // own king +B files +5 ahead +6
    15, // own king +B files +5 ahead +7
    -5, // own king +B files +5 ahead +8
    0, // own king +B files +6 ahead -8
    0, // own king +B files +6 ahead -7
    0, // own king +B files +6 ahead -6
    0, // own king +B files +6 ahead -5
    0, // own king +B files +6 ahead -4
    0, // own king +B files +6 ahead -3
    0, // own king +B files +6 ahead -2
    -2, // own king +B files +6 ahead -1
    -1, // own king +B files +6 ahead +0
    0, // own king +B files +6 ahead +1
    4, // own king +B files +6 ahead +2
    -1, // own king +B files +6 ahead +3
    6, // own king +B files +6 ahead +4
    -1, // own king +B files +6 ahead +5
    0, // own king +B files +6 ahead +6
    2, // own king +B files +6 ahead +7
    2, // own king +B files +6 ahead +8
    0, // own king +B files +7 ahead -8
    0, // own king +B files +7 ahead -7
    0, // own king +B files +7 ahead -6
    0, // own king +B files +7 ahead -5
    1, // own king +B files +7 ahead -4
    0, // own king +B files +7 ahead -3
    0, // own king +B files +7 ahead -2
    0, // own king +B files +7 ahead -1
    -1, // own king +B files +7 ahead +0
    0, // own king +B files +7 ahead +1
    -1, // own king +B files +7 ahead +2
    2, // own king +B files +7 ahead +3
    4, // own king +B files +7 ahead +4
    12, // own king +B files +7 ahead +5
    5, // own king +B files +7 ahead +6
    -5, // own king +B files +7 ahead +7
    3, // own king +B files +7 ahead +8
    0, // own king +B files +8 ahead -8
    0, // own king +B files +8 ahead -7
    0, // own king +B files +8 ahead -6
    0, // own king +B files +8 ahead -5
    0, // own king +B files +8 ahead -4
    0, // own king +B files +8 ahead -3
    0, // own king +B files +8 ahead -2
    0, // own king +B files +8 ahead -1
    -1, // own king +B files +8 ahead +0
    -3, // own king +B files +8 ahead +1
    -1, // own king +B files +8 ahead +2
    1, // own king +B files +8 ahead +3
    0, // own king +B files +8 ahead +4
    -3, // own king +B files +8 ahead +5
    -4, // own king +B files +8 ahead +6
    3, // own king +B files +8 ahead +7
    1, // own king +B files +8 ahead +8
    0, // own king +S files -3 ahead -8
    0, // own king +S files -3 ahead -7
    0, // own king +S files -3 ahead -6
    0, // own king +S files -3 ahead -5
    0, // own king +S files -3 ahead -4
    0, // own king +S files -3 ahead -3
    0, // own king +S files -3 ahead -2
    -1, // own king +S files -3 ahead -1
    0, // own king +S files -3 ahead +0
    0, // own king +S files -3 ahead +1
    0, // own king +S files -3 ahead +2
    0, // own king +S files -3 ahead +3
    -1, // own king +S files -3 ahead +4
    -2, // own king +S files -3 ahead +5
    -1, // own king +S files -3 ahead +6
    -1, // own king +S files -3 ahead +7
    0, // own king +S files -3 ahead +8
    0, // own king +S files -2 ahead -8
    0, // own king +S files -2 ahead -7
    0, // own king +S files -2 ahead -6
    0, // own king +S files -2 ahead -5
    0, // own king +S files -2 ahead -4
    0, // own king +S files -2 ahead -3
    0, // own king +S files -2 ahead -2
    0, // own king +S files -2 ahead -1
    0, // own king +S files -2 ahead +0
    0, // own king +S files -2 ahead +1
    0, // own king +S files -2 ahead +2
    0, // own king +S files -2 ahead +3
    0, // own king +S files -2 ahead +4
    2, // own king +S files -2 ahead +5
    2, // own king +S files -2 ahead +6
    -2, // own king +S files -2 ahead +7
    -1, // own king +S files -2 ahead +8
    0, // own king +S files -1 ahead -8
    0, // own king +S files -1 ahead -7
    0, // own king +S files -1 ahead -6
    0, // own king +S files -1 ahead -5
    0, // own king +S files -1 ahead -4
    0, // own king +S files -1 ahead -3
    -1, // own king +S files -1 ahead -2
    2, // own king +S files -1 ahead -1
    0, // own king +S files -1 ahead +0
    0, // own king +S files -1 ahead +1
    -1, // own king +S files -1 ahead +2
    1, // own king +S files -1 ahead +3
    -2, // own king +S files -1 ahead +4
    0, // own king +S files -1 ahead +5
    7, // own king +S files -1 ahead +6
    -5, // own king +S files -1 ahead +7
    -1, // own king +S files -1 ahead +8
    0, // own king +S files +0 ahead -8
    0, // own king +S files +0 ahead -7
    0, // own king +S files +0 ahead -6
    0, // own king +S files +0 ahead -5
    0, // own king +S files +0 ahead -4
    0, // own king +S files +0 ahead -3
    0, // own king +S files +0 ahead -2
    0, // own king +S files +0 ahead -1
    0, // own king +S files +0 ahead +0
    0, // own king +S files +0 ahead +1
    3, // own king +S files +0 ahead +2
    2, // own king +S files +0 ahead +3
    -2, // own king +S files +0 ahead +4
    4, // own king +S files +0 ahead +5
    6, // own king +S files +0 ahead +6
    -8, // own king +S files +0 ahead +7
    -2, // own king +S files +0 ahead +8
    0, // own king +S files +1 ahead -8
    0, // own king +S files +1 ahead -7
    0, // own king +S files +1 ahead -6
    0, // own king +S files +1 ahead -5
    0, // own king +S files +1 ahead -4
    0, // own king +S files +1 ahead -3
    -1, // own king +S files +1 ahead -2
    -3, // own king +S files +1 ahead -1
    -1, // own king +S files +1 ahead +0
    -1, // own king +S files +1 ahead +1
    3, // own king +S files +1 ahead +2
    1, // own king +S files +1 ahead +3
    4, // own king +S files +1 ahead +4
    6, // own king +S files +1 ahead +5
    3, // own king +S files +1 ahead +6
    -4, // own king +S files +1 ahead +7
    1, // own king +S files +1 ahead +8
    0, // own king +S files +2 ahead -8
    0, // own king +S files +2 ahead -7
    0, // own king +S files +2 ahead -6
    0, // own king +S files +2 ahead -5
    0, // own king +S files +2 ahead -4
    0, // own king +S files +2 ahead -3
    0, // own king +S files +2 ahead -2
    1, // own king +S files +2 ahead -1
    1, // own king +S files +2 ahead +0
    0, // own king +S files +2 ahead +1
    1, // own king +S files +2 ahead +2
    -4, // own king +S files +2 ahead +3
    1, // own king +S files +2 ahead +4
    9, // own king +S files +2 ahead +5
    7, // own king +S files +2 ahead +6
    -3, // own king +S files +2 ahead +7
    -3, // own king +S files +2 ahead +8
    0, // own king +S files +3 ahead -8
    0, // own king +S files +3 ahead -7
    0, // own king +S files +3 ahead -6
    0, // own king +S files +3 ahead -5
    0, // own king +S files +3 ahead -4
    0, // own king +S files +3 ahead -3
    -1, // own king +S files +3 ahead -2
    0, // own king +S files +3 ahead -1
    0, // own king +S files +3 ahead +0
    1, // own king +S files +3 ahead +1
    -1, // own king +S files +3 ahead +2
    0, // own king +S files +3 ahead +3
    4, // own king +S files +3 ahead +4
    2, // own king +S files +3 ahead +5
    -6, // own king +S files +3 ahead +6
    -9, // own king +S files +3 ahead +7
    -7, // own king +S files +3 ahead +8
    0, // own king +S files +4 ahead -8
    0, // own king +S files +4 ahead -7
    0, // own king +S files +4 ahead -6
    0, // own king +S files +4 ahead -5
    0, // own king +S files +4 ahead -4
    0, // own king +S files +4 ahead -3
    0, // own king +S files +4 ahead -2
    1, // own king +S files +4 ahead -1
    0, // own king +S files +4 ahead +0
    0, // own king +S files +4 ahead +1
    1, // own king +S files +4 ahead +2
    -2, // own king +S files +4 ahead +3
    -3, // own king +S files +4 ahead +4
    1, // own king +S files +4 ahead +5
    -3, // own king +S files +4 ahead +6
    -6, // own king +S files +4 ahead +7
    -3, // own king +S files +4 ahead +8
    0, // own king +S files +5 ahead -8
    0, // own king +S files +5 ahead -7
    0, // own king +S files +5 ahead -6
    0, // own king +S files +5 ahead -5
    0, // own king +S files +5 ahead -4
    0, // own king +S files +5 ahead -3
    0, // own king +S files +5 ahead -2
    0, // own king +S files +5 ahead -1
    0, // own king +S files +5 ahead +0
    0, // own king +S files +5 ahead +1
    1, // own king +S files +5 ahead +2
    0, // own king +S files +5 ahead +3
    -2, // own king +S files +5 ahead +4
    -5, // own king +S files +5 ahead +5
    -1, // own king +S files +5 ahead +6
    -4, // own king +S files +5 ahead +7
    0, // own king +S files +5 ahead +8
    0, // own king +S files +6 ahead -8
    0, // own king +S files +6 ahead -7
    0, // own king +S files +6 ahead -6
    0, // own king +S files +6 ahead -5
    0, // own king +S files +6 ahead -4
    0, // own king +S files +6 ahead -3
    0, // own king +S files +6 ahead -2
    0, // own king +S files +6 ahead -1
    0, // own king +S files +6 ahead +0
    0, // own king +S files +6 ahead +1
    0, // own king +S files +6 ahead +2
    -1, // own king +S files +6 ahead +3
    0, // own king +S files +6 ahead +4
    -3, // own king +S files +6 ahead +5
    0, // own king +S files +6 ahead +6
    -2, // own king +S files +6 ahead +7
    3, // own king +S files +6 ahead +8
    0, // own king +S files +7 ahead -8
    0, // own king +S files +7 ahead -7
    0, // own king +S files +7 ahead -6
    0, // own king +S files +7 ahead -5
    0, // own king +S files +7 ahead -4
    0, // own king +S files +7 ahead -3
    0, // own king +S files +7 ahead -2
    0, // own king +S files +7 ahead -1
    0, // own king +S files +7 ahead +0
    -1, // own king +S files +7 ahead +1
    -2, // own king +S files +7 ahead +2
    0, // own king +S files +7 ahead +3
    -1, // own king +S files +7 ahead +4
    6, // own king +S files +7 ahead +5
    -2, // own king +S files +7 ahead +6
    -6, // own king +S files +7 ahead +7
    0, // own king +S files +7 ahead +8
    0, // own king +S files +8 ahead -8
    0, // own king +S files +8 ahead -7
    0, // own king +S files +8 ahead -6
    0, // own king +S files +8 ahead -5
    0, // own king +S files +8 ahead -4
    0, // own king +S files +8 ahead -3
    0, // own king +S files +8 ahead -2
    0, // own king +S files +8 ahead -1
    0, // own king +S files +8 ahead +0
    0, // own king +S files +8 ahead +1
    0, // own king +S files +8 ahead +2
    0, // own king +S files +8 ahead +3
    0, // own king +S files +8 ahead +4
    -1, // own king +S files +8 ahead +5
    0, // own king +S files +8 ahead +6
    1, // own king +S files +8 ahead +7
    0, // own king +S files +8 ahead +8
    0, // own king +N files -3 ahead -8
    0, // own king +N files -3 ahead -7
    0, // own king +N files -3 ahead -6
    0, // own king +N files -3 ahead -5
    0, // own king +N files -3 ahead -4
    0, // own king +N files -3 ahead -3
    0, // own king +N files -3 ahead -2
    0, // own king +N files -3 ahead -1
    0, // own king +N files -3 ahead +0
    0, // own king +N files -3 ahead +1
    -1, // own king +N files -3 ahead +2
    -2, // own king +N files -3 ahead +3
    -4, // own king +N files -3 ahead +4
    -1, // own king +N files -3 ahead +5
    1, // own king +N files -3 ahead +6
    1, // own king +N files -3 ahead +7
    -3, // own king +N files -3 ahead +8
    0, // own king +N files -2 ahead -8
    0, // own king +N files -2 ahead -7
    0, // own king +N files -2 ahead -6
    0, // own king +N files -2 ahead -5
    0, // own king +N files -2 ahead -4
    0, // own king +N files -2 ahead -3
    0, // own king +N files -2 ahead -2
    0, // own king +N files -2 ahead -1
    0, // own king +N files -2 ahead +0
    0, // own king +N files -2 ahead +1
    0, // own king +N files -2 ahead +2
    0, // own king +N files -2 ahead +3
    2, // own king +N files -2 ahead +4
    -1, // own king +N files -2 ahead +5
    -6, // own king +N files -2 ahead +6
    -1, // own king +N files -2 ahead +7
    -9, // own king +N files -2 ahead +8
    0, // own king +N files -1 ahead -8
    0, // own king +N files -1 ahead -7
    0, // own king +N files -1 ahead -6
    0, // own king +N files -1 ahead -5
    0, // own king +N files -1 ahead -4
    0, // own king +N files -1 ahead -3
    0, // own king +N files -1 ahead -2
    0, // own king +N files -1 ahead -1
    0, // own king +N files -1 ahead +0
    -1, // own king +N files -1 ahead +1
    -2, // own king +N files -1 ahead +2
    -4, // own king +N files -1 ahead +3
    4, // own king +N files -1 ahead +4
    7, // own king +N files -1 ahead +5
    2, // own king +N files -1 ahead +6
    3, // own king +N files -1 ahead +7
    -8, // own king +N files -1 ahead +8
    0, // own king +N files +0 ahead -8
    0, // own king +N files +0 ahead -7
    0, // own king +N files +0 ahead -6
    0, // own king +N files +0 ahead -5
    0, // own king +N files +0 ahead -4
    0, // own king +N files +0 ahead -3
    0, // own king +N files +0 ahead -2
    1, // own king +N files +0 ahead -1
    0, // own king +N files +0 ahead +0
    1, // own king +N files +0 ahead +1
    1, // own king +N files +0 ahead +2
    3, // own king +N files +0 ahead +3
    2, // own king +N files +0 ahead +4
    5, // own king +N files +0 ahead +5
    0, // own king +N files +0 ahead +6
    -5, // own king +N files +0 ahead +7
    -3, // own king +N files +0 ahead +8
    0, // own king +N files +1 ahead -8
    0, // own king +N files +1 ahead -7
    0, // own king +N files +1 ahead -6
    0, // own king +N files +1 ahead -5
    0, // own king +N files +1 ahead -4
    0, // own king +N files +1 ahead -3
    0, // own king +N files +1 ahead -2
    0, // own king +N files +1 ahead -1
    -2, // own king +N files +1 ahead +0
    -2, // own king +N files +1 ahead +1
    0, // own king +N files +1 ahead +2
    2, // own king +N files +1 ahead +3
    0, // own king +N files +1 ahead +4
    0, // own king +N files +1 ahead +5
    1, // own king +N files +1 ahead +6
    -2, // own king +N files +1 ahead +7
    1, // own king +N files +1 ahead +8
    0, // own king +N files +2 ahead -8
    0, // own king +N files +2 ahead -7
    0, // own king +N files +2 ahead -6
    0, // own king +N files +2 ahead -5
    0, // own king +N files +2 ahead -4
    0, // own king +N files +2 ahead -3
    0, // own king +N files +2 ahead -2
    -3, // own king +N files +2 ahead -1
    0, // own king +N files +2 ahead +0
    -1, // own king +N files +2 ahead +1
    0, // own king +N files +2 ahead +2
    0, // own king +N files +2 ahead +3
    7, // own king +N files +2 ahead +4
    14, // own king +N files +2 ahead +5
    -5, // own king +N files +2 ahead +6
    6, // own king +N files +2 ahead +7
    -1, // own king +N files +2 ahead +8
    0, // own king +N files +3 ahead -8
    0, // own king +N files +3 ahead -7
    0, // own king +N files +3 ahead -6
    0, // own king +N files +3 ahead -5
    0, // own king +N files +3 ahead -4
    0, // own king +N files +3 ahead -3
    0, // own king +N files +3 ahead -2
    0, // own king +N files +3 ahead -1
    0, // own king +N files +3 ahead +0
    0, // own king +N files +3 ahead +1
    3, // own king +N files +3 ahead +2
    0, // own king +N files +3 ahead +3
    2, // own king +N files +3 ahead +4
    -5, // own king +N files +3 ahead +5
    -4, // own king +N files +3 ahead +6
    -3, // own king +N files +3 ahead +7
    -10, // own king +N files +3 ahead +8
    0, // own king +N files +4 ahead -8
    0, // own king +N files +4 ahead -7
    0, // own king +N files +4 ahead -6
    0, // own king +N files +4 ahead -5
    0, // own king +N files +4 ahead -4
    0, // own king +N files +4 ahead -3
    0, // own king +N files +4 ahead -2
    0, // own king +N files +4 ahead -1
    1, // own king +N files +4 ahead +0
    0, // own king +N files +4 ahead +1
    -1, // own king +N files +4 ahead +2
    -1, // own king +N files +4 ahead +3
    2, // own king +N files +4 ahead +4
    -1, // own king +N files +4 ahead +5
    0, // own king +N files +4 ahead +6
    -12, // own king +N files +4 ahead +7
    -2, // own king +N files +4 ahead +8
    0, // own king +N files +5 ahead -8
    0, // own king +N files +5 ahead -7
    0, // own king +N files +5 ahead -6
    0, // own king +N files +5 ahead -5
    0, // own king +N files +5 ahead -4
    0, // own king +N files +5 ahead -3
    0, // own king +N files +5 ahead -2
    0, // own king +N files +5 ahead -1
    0, // own king +N files +5 ahead +0
    0, // own king +N files +5 ahead +1
    2, // own king +N files +5 ahead +2
    0, // own king +N files +5 ahead +3
    -5, // own king +N files +5 ahead +4
    1, // own king +N files +5 ahead +5
    9, // own king +N files +5 ahead +6
    -10, // own king +N files +5 ahead +7
    -11, // own king +N files +5 ahead +8
    0, // own king +N files +6 ahead -8
    0, // own king +N files +6 ahead -7
    0, // own king +N files +6 ahead -6
    0, // own king +N files +6 ahead -5
    0, // own king +N files +6 ahead -4
    0, // own king +N files +6 ahead -3
    0, // own king +N files +6 ahead -2
    0, // own king +N files +6 ahead -1
    0, // own king +N files +6 ahead +0
    0, // own king +N files +6 ahead +1
    1, // own king +N files +6 ahead +2
    0, // own king +N files +6 ahead +3
    -1, // own king +N files +6 ahead +4
    8, // own king +N files +6 ahead +5
    8, // own king +N files +6 ahead +6
    -9, // own king +N files +6 ahead +7
    -2, // own king +N files +6 ahead +8
    0, // own king +N files +7 ahead -8
    0, // own king +N files +7 ahead -7
    0, // own king +N files +7 ahead -6
    0, // own king +N files +7 ahead -5
    0, // own king +N files +7 ahead -4
    0, // own king +N files +7 ahead -3
    0, // own king +N files +7 ahead -2
    0, // own king +N files +7 ahead -1
    0, // own king +N files +7 ahead +0
    0, // own king +N files +7 ahead +1
    1, // own king +N files +7 ahead +2
    0, // own king +N files +7 ahead +3
    -1, // own king +N files +7 ahead +4
    10, // own king +N files +7 ahead +5
    -2, // own king +N files +7 ahead +6
    -7, // own king +N files +7 ahead +7
    -1, // own king +N files +7 ahead +8
    0, // own king +N files +8 ahead -8
    0, // own king +N files +8 ahead -7
    0, // own king +N files +8 ahead -6
    0, // own king +N files +8 ahead -5
    0, // own king +N files +8 ahead -4
    0, // own king +N files +8 ahead -3
    0, // own king +N files +8 ahead -2
    0, // own king +N files +8 ahead -1
    1, // own king +N files +8 ahead +0
    1, // own king +N files +8 ahead +1
    0, // own king +N files +8 ahead +2
    0, // own king +N files +8 ahead +3
    0, // own king +N files +8 ahead +4
    0, // own king +N files +8 ahead +5
    -1, // own king +N files +8 ahead +6
    -1, // own king +N files +8 ahead +7
    0, // own king +N files +8 ahead +8
    0, // own king +L files -3 ahead -8
    0, // own king +L files -3 ahead -7
    0, // own king +L files -3 ahead -6
    0, // own king +L files -3 ahead -5
    0, // own king +L files -3 ahead -4
    0, // own king +L files -3 ahead -3
    0, // own king +L files -3 ahead -2
    0, // own king +L files -3 ahead -1
    0, // own king +L files -3 ahead +0
    0, // own king +L files -3 ahead +1
    3, // own king +L files -3 ahead +2
    -1, // own king +L files -3 ahead +3
    2, // own king +L files -3 ahead +4
    2, // own king +L files -3 ahead +5
    -12, // own king +L files -3 ahead +6
    -6, // own king +L files -3 ahead +7
    5, // own king +L files -3 ahead +8
    0, // own king +L files -2 ahead -8
    0, // own king +L files -2 ahead -7
    0, // own king +L files -2 ahead -6
    0, // own king +L files -2 ahead -5
    0, // own king +L files -2 ahead -4
    0, // own king +L files -2 ahead -3
    0, // own king +L files -2 ahead -2
    0, // own king +L files -2 ahead -1
    0, // own king +L files -2 ahead +0
    0, // own king +L files -2 ahead +1
    0, // own king +L files -2 ahead +2
    -2, // own king +L files -2 ahead +3
    -1, // own king +L files -2 ahead +4
    2, // own king +L files -2 ahead +5
    -6, // own king +L files -2 ahead +6
    -1, // own king +L files -2 ahead +7
    -3, // own king +L files -2 ahead +8
    0, // own king +L files -1 ahead -8
    0, // own king +L files -1 ahead -7
    0, // own king +L files -1 ahead -6
    0, // own king +L files -1 ahead -5
    0, // own king +L files -1 ahead -4
    0, // own king +L files -1 ahead -3
    0, // own king +L files -1 ahead -2
    1, // own king +L files -1 ahead -1
    -1, // own king +L files -1 ahead +0
    -1, // own king +L files -1 ahead +1
    -1, // own king +L files -1 ahead +2
    0, // own king +L files -1 ahead +3
    0, // own king +L files -1 ahead +4
    18, // own king +L files -1 ahead +5
    6, // own king +L files -1 ahead +6
    -17, // own king +L files -1 ahead +7
    -2, // own king +L files -1 ahead +8
    0, // own king +L files +0 ahead -8
    0, // own king +L files +0 ahead -7
    0, // own king +L files +0 ahead -6
    0, // own king +L files +0 ahead -5
    0, // own king +L files +0 ahead -4
    0, // own king +L files +0 ahead -3
    2, // own king +L files +0 ahead -2
    0, // own king +L files +0 ahead -1
    0, // own king +L files +0 ahead +0
    1, // own king +L files +0 ahead +1
    -1, // own king +L files +0 ahead +2
    -2, // own king +L files +0 ahead +3
    -1, // own king +L files +0 ahead +4
    6, // own king +L files +0 ahead +5
    4, // own king +L files +0 ahead +6
    0, // own king +L files +0 ahead +7
    -1, // own king +L files +0 ahead +8
    0, // own king +L files +1 ahead -8
    0, // own king +L files +1 ahead -7
    0, // own king +L files +1 ahead -6
    0, // own king +L files +1 ahead -5
    0, // own king +L files +1 ahead -4
    0, // own king +L files +1 ahead -3
    -3, // own king +L files +1 ahead -2
    -4, // own king +L files +1 ahead -1
    0, // own king +L files +1 ahead +0
    -1, // own king +L files +1 ahead +1
    -3, // own king +L files +1 ahead +2
    4, // own king +L files +1 ahead +3
    5, // own king +L files +1 ahead +4
    6, // own king +L files +1 ahead +5
    6, // own king +L files +1 ahead +6
    -1, // own king +L files +1 ahead +7
    -2, // own king +L files +1 ahead +8
    0, // own king +L files +2 ahead -8
    0, // own king +L files +2 ahead -7
    0, // own king +L files +2 ahead -6
    0, // own king +L files +2 ahead -5
    0, // own king +L files +2 ahead -4
    0, // own king +L files +2 ahead -3
    0, // own king +L files +2 ahead -2
    0, // own king +L files +2 ahead -1
    0, // own king +L files +2 ahead +0
    -4, // own king +L files +2 ahead +1
    0, // own king +L files +2 ahead +2
    1, // own king +L files +2 ahead +3
    3, // own king +L files +2 ahead +4
    9, // own king +L files +2 ahead +5
    -6, // own king +L files +2 ahead +6
    -12, // own king +L files +2 ahead +7
    -4, // own king +L files +2 ahead +8
    0, // own king +L files +3 ahead -8
    0, // own king +L files +3 ahead -7
    0, // own king +L files +3 ahead -6
    0, // own king +L files +3 ahead -5
    0, // own king +L files +3 ahead -4
    0, // own king +L files +3 ahead -3
    0, // own king +L files +3 ahead -2
    0, // own king +L files +3 ahead -1
    0, // own king +L files +3 ahead +0
    0, // own king +L files +3 ahead +1
    0, // own king +L files +3 ahead +2
    1, // own king +L files +3 ahead +3
    0, // own king +L files +3 ahead +4
    9, // own king +L files +3 ahead +5
    -9, // own king +L files +3 ahead +6
    -17, // own king +L files +3 ahead +7
    -9, // own king +L files +3 ahead +8
    0, // own king +L files +4 ahead -8
    0, // own king +L files +4 ahead -7
    0, // own king +L files +4 ahead -6
    0, // own king +L files +4 ahead -5
    0, // own king +L files +4 ahead -4
    0, // own king +L files +4 ahead -3
    0, // own king +L files +4 ahead -2
    2, // own king +L files +4 ahead -1
    0, // own king +L files +4 ahead +0
    -1, // own king +L files +4 ahead +1
    -1, // own king +L files +4 ahead +2
    0, // own king +L files +4 ahead +3
    -3, // own king +L files +4 ahead +4
    10, // own king +L files +4 ahead +5
    9, // own king +L files +4 ahead +6
    -12, // own king +L files +4 ahead +7
    -13, // own king +L files +4 ahead +8
    0, // own king +L files +5 ahead -8
    0, // own king +L files +5 ahead -7
    0, // own king +L files +5 ahead -6
    0, // own king +L files +5 ahead -5
    0, // own king +L files +5 ahead -4
    0, // own king +L files +5 ahead -3
    0, // own king +L files +5 ahead -2
    0, // own king +L files +5 ahead -1
    0, // own king +L files +5 ahead +0
    -1, // own king +L files +5 ahead +1
    -1, // own king +L files +5 ahead +2
    2, // own king +L files +5 ahead +3
    7, // own king +L files +5 ahead +4
    4, // own king +L files +5 ahead +5
    -10, // own king +L files +5 ahead +6
    -2, // own king +L files +5 ahead +7
    -8, // own king +L files +5 ahead +8
    0, // own king +L files +6 ahead -8
    0, // own king +L files +6 ahead -7
    0, // own king +L files +6 ahead -6
    0, // own king +L files +6 ahead -5
    0, // own king +L files +6 ahead -4
    0, // own king +L files +6 ahead -3
    0, // own king +L files +6 ahead -2
    0, // own king +L files +6 ahead -1
    -1, // own king +L files +6 ahead +0
    0, // own king +L files +6 ahead +1
    1, // own king +L files +6 ahead +2
    0, // own king +L files +6 ahead +3
    5, // own king +L files +6 ahead +4
    6, // own king +L files +6 ahead +5
    -8, // own king +L files +6 ahead +6
    -4, // own king +L files +6 ahead +7
    -5, // own king +L files +6 ahead +8
    0, // own king +L files +7 ahead -8
    0, // own king +L files +7 ahead -7
    0, // own king +L files +7 ahead -6
    0, // own king +L files +7 ahead -5
    0, // own king +L files +7 ahead -4
    0, // own king +L files +7 ahead -3
    1, // own king +L files +7 ahead -2
    0, // own king +L files +7 ahead -1
    0, // own king +L files +7 ahead +0
    0, // own king +L files +7 ahead +1
    0, // own king +L files +7 ahead +2
    0, // own king +L files +7 ahead +3
    -3, // own king +L files +7 ahead +4
    -3, // own king +L files +7 ahead +5
    -5, // own king +L files +7 ahead +6
    -3, // own king +L files +7 ahead +7
    1, // own king +L files +7 ahead +8
    0, // own king +L files +8 ahead -8
    0, // own king +L files +8 ahead -7
    0, // own king +L files +8 ahead -6
    0, // own king +L files +8 ahead -5
    0, // own king +L files +8 ahead -4
    0, // own king +L files +8 ahead -3
    1, // own king +L files +8 ahead -2
    0, // own king +L files +8 ahead -1
    1, // own king +L files +8 ahead +0
    0, // own king +L files +8 ahead +1
    0, // own king +L files +8 ahead +2
    -1, // own king +L files +8 ahead +3
    1, // own king +L files +8 ahead +4
    -1, // own king +L files +8 ahead +5
    4, // own king +L files +8 ahead +6
    -1, // own king +L files +8 ahead +7
    0, // own king +L files +8 ahead +8
    0, // own king +P files -3 ahead -8
    0, // own king +P files -3 ahead -7
    0, // own king +P files -3 ahead -6
    0, // own king +P files -3 ahead -5
    0, // own king +P files -3 ahead -4
    0, // own king +P files -3 ahead -3
    0, // own king +P files -3 ahead -2
    1, // own king +P files -3 ahead -1
    0, // own king +P files -3 ahead +0
    0, // own king +P files -3 ahead +1
    0, // own king +P files -3 ahead +2
    2, // own king +P files -3 ahead +3
    -2, // own king +P files -3 ahead +4
    -3, // own king +P files -3 ahead +5
    -8, // own king +P files -3 ahead +6
    -13, // own king +P files -3 ahead +7
    -15, // own king +P files -3 ahead +8
    0, // own king +P files -2 ahead -8
    0, // own king +P files -2 ahead -7
    0, // own king +P files -2 ahead -6
    0, // own king +P files -2 ahead -5
    0, // own king +P files -2 ahead -4
    0, // own king +P files -2 ahead -3
    0, // own king +P files -2 ahead -2
    1, // own king +P files -2 ahead -1
    1, // own king +P files -2 ahead +0
    -2, // own king +P files -2 ahead +1
    -2, // own king +P files -2 ahead +2
    -1, // own king +P files -2 ahead +3
    -2, // own king +P files -2 ahead +4
    5, // own king +P files -2 ahead +5
    -10, // own king +P files -2 ahead +6
    -13, // own king +P files -2 ahead +7
    6, // own king +P files -2 ahead +8
    0, // own king +P files -1 ahead -8
    0, // own king +P files -1 ahead -7
    0, // own king +P files -1 ahead -6
    0, // own king +P files -1 ahead -5
    0, // own king +P files -1 ahead -4
    0, // own king +P files -1 ahead -3
    2, // own king +P files -1 ahead -2
    1, // own king +P files -1 ahead -1
    -1, // own king +P files -1 ahead +0
    -6, // own king +P files -1 ahead +1
    5, // own king +P files -1 ahead +2
    4, // own king +P files -1 ahead +3
    6, // own king +P files -1 ahead +4
    6, // own king +P files -1 ahead +5
    0, // own king +P files -1 ahead +6
    -9, // own king +P files -1 ahead +7
    -13, // own king +P files -1 ahead +8
    0, // own king +P files +0 ahead -8
    0, // own king +P files +0 ahead -7
    0, // own king +P files +0 ahead -6
    0, // own king +P files +0 ahead -5
    0, // own king +P files +0 ahead -4
    0, // own king +P files +0 ahead -3
    -1, // own king +P files +0 ahead -2
    3, // own king +P files +0 ahead -1
    0, // own king +P files +0 ahead +0
    3, // own king +P files +0 ahead +1
    -4, // own king +P files +0 ahead +2
    4, // own king +P files +0 ahead +3
    -1, // own king +P files +0 ahead +4
    12, // own king +P files +0 ahead +5
    6, // own king +P files +0 ahead +6
    13, // own king +P files +0 ahead +7
    -1, // own king +P files +0 ahead +8
    0, // own king +P files +1 ahead -8
    0, // own king +P files +1 ahead -7
    0, // own king +P files +1 ahead -6
    0, // own king +P files +1 ahead -5
    0, // own king +P files +1 ahead -4
    0, // own king +P files +1 ahead -3
    0, // own king +P files +1 ahead -2
    2, // own king +P files +1 ahead -1
    2, // own king +P files +1 ahead +0
    -1, // own king +P files +1 ahead +1
    3, // own king +P files +1 ahead +2
    3, // own king +P files +1 ahead +3
    7, // own king +P files +1 ahead +4
    8, // own king +P files +1 ahead +5
    7, // own king +P files +1 ahead +6
    -5, // own king +P files +1 ahead +7
    -4, // own king +P files +1 ahead +8
    0, // own king +P files +2 ahead -8
    0, // own king +P files +2 ahead -7
    0, // own king +P files +2 ahead -6
    0, // own king +P files +2 ahead -5
    0, // own king +P files +2 ahead -4
    0, // own king +P files +2 ahead -3
    0, // own king +P files +2 ahead -2
    1, // own king +P files +2 ahead -1
    -7, // own king +P files +2 ahead +0
    -2, // own king +P files +2 ahead +1
    0, // own king +P files +2 ahead +2
    2, // own king +P files +2 ahead +3
    0, // own king +P files +2 ahead +4
    20, // own king +P files +2 ahead +5
    4, // own king +P files +2 ahead +6
    -3, // own king +P files +2 ahead +7
    1, // own king +P files +2 ahead +8
    0, // own king +P files +3 ahead -8
    0, // own king +P files +3 ahead -7
    0, // own king +P files +3 ahead -6
    0, // own king +P files +3 ahead -5
    0, // own king +P files +3 ahead -4
    0, // own king +P files +3 ahead -3
    0, // own king +P files +3 ahead -2
    2, // own king +P files +3 ahead -1
    -5, // own king +P files +3 ahead +0
    -4, // own king +P files +3 ahead +1
    -1, // own king +P files +3 ahead +2
    -3, // own king +P files +3 ahead +3
    4, // own king +P files +3 ahead +4
    -8, // own king +P files +3 ahead +5
    16, // own king +P files +3 ahead +6
    -24, // own king +P files +3 ahead +7
    -8, // own king +P files +3 ahead +8
    0, // own king +P files +4 ahead -8
    0, // own king +P files +4 ahead -7
    0, // own king +P files +4 ahead -6
    0, // own king +P files +4 ahead -5
    0, // own king +P files +4 ahead -4
    0, // own king +P files +4 ahead -3
    0, // own king +P files +4 ahead -2
    -1, // own king +P files +4 ahead -1
    -4, // own king +P files +4 ahead +0
    -1, // own king +P files +4 ahead +1
    0, // own king +P files +4 ahead +2
    2, // own king +P files +4 ahead +3
    -1, // own king +P files +4 ahead +4
    -6, // own king +P files +4 ahead +5
    -6, // own king +P files +4 ahead +6
    -38, // own king +P files +4 ahead +7
    -5, // own king +P files +4 ahead +8
    0, // own king +P files +5 ahead -8
    0, // own king +P files +5 ahead -7
    0, // own king +P files +5 ahead -6
    0, // own king +P files +5 ahead -5
    0, // own king +P files +5 ahead -4
    0, // own king +P files +5 ahead -3
    2, // own king +P files +5 ahead -2
    1, // own king +P files +5 ahead -1
    1, // own king +P files +5 ahead +0
    2, // own king +P files +5 ahead +1
    0, // own king +P files +5 ahead +2
    4, // own king +P files +5 ahead +3
    -2, // own king +P files +5 ahead +4
    9, // own king +P files +5 ahead +5
    -5, // own king +P files +5 ahead +6
    -43, // own king +P files +5 ahead +7
    8, // own king +P files +5 ahead +8
    0, // own king +P files +6 ahead -8
    0, // own king +P files +6 ahead -7
    0, // own king +P files +6 ahead -6
    0, // own king +P files +6 ahead -5
    0, // own king +P files +6 ahead -4
    0, // own king +P files +6 ahead -3
    0, // own king +P files +6 ahead -2
    0, // own king +P files +6 ahead -1
    2, // own king +P files +6 ahead +0
    0, // own king +P files +6 ahead +1
    0, // own king +P files +6 ahead +2
    -3, // own king +P files +6 ahead +3
    -3, // own king +P files +6 ahead +4
    9, // own king +P files +6 ahead +5
    25, // own king +P files +6 ahead +6
    3, // own king +P files +6 ahead +7
    -3, // own king +P files +6 ahead +8
    0, // own king +P files +7 ahead -8
    0, // own king +P files +7 ahead -7
    0, // own king +P files +7 ahead -6
    0, // own king +P files +7 ahead -5
    0, // own king +P files +7 ahead -4
    0, // own king +P files +7 ahead -3
    0, // own king +P files +7 ahead -2
    0, // own king +P files +7 ahead -1
    0, // own king +P files +7 ahead +0
    -1, // own king +P files +7 ahead +1
    2, // own king +P files +7 ahead +2
    2, // own king +P files +7 ahead +3
    9, // own king +P files +7 ahead +4
    2, // own king +P files +7 ahead +5
    13, // own king +P files +7 ahead +6
    -6, // own king +P files +7 ahead +7
    4, // own king +P files +7 ahead +8
    0, // own king +P files +8 ahead -8
    0, // own king +P files +8 ahead -7
    0, // own king +P files +8 ahead -6
    0, // own king +P files +8 ahead -5
    0, // own king +P files +8 ahead -4
    0, // own king +P files +8 ahead -3
    -1, // own king +P files +8 ahead -2
    0, // own king +P files +8 ahead -1
    0, // own king +P files +8 ahead +0
    0, // own king +P files +8 ahead +1
    0, // own king +P files +8 ahead +2
    -1, // own king +P files +8 ahead +3
    1, // own king +P files +8 ahead +4
    0, // own king +P files +8 ahead +5
    3, // own king +P files +8 ahead +6
    -3, // own king +P files +8 ahead +7
    0, // own king +P files +8 ahead +8
    0, // own king - files -3 ahead -8
    0, // own king - files -3 ahead -7
    0, // own king - files -3 ahead -6
    0, // own king - files -3 ahead -5
    0, // own king - files -3 ahead -4
    0, // own king - files -3 ahead -3
    0, // own king - files -3 ahead -2
    0, // own king - files -3 ahead -1
    0, // own king - files -3 ahead +0
    0, // own king - files -3 ahead +1
    0, // own king - files -3 ahead +2
    0, // own king - files -3 ahead +3
    0, // own king - files -3 ahead +4
    0, // own king - files -3 ahead +5
    0, // own king - files -3 ahead +6
    0, // own king - files -3 ahead +7
    0, // own king - files -3 ahead +8
    0, // own king - files -2 ahead -8
    0, // own king - files -2 ahead -7
    0, // own king - files -2 ahead -6
    0, // own king - files -2 ahead -5
    0, // own king - files -2 ahead -4
    0, // own king - files -2 ahead -3
    0, // own king - files -2 ahead -2
    0, // own king - files -2 ahead -1
    0, // own king - files -2 ahead +0
    0, // own king - files -2 ahead +1
    0, // own king - files -2 ahead +2
    0, // own king - files -2 ahead +3
    0, // own king - files -2 ahead +4
    0, // own king - files -2 ahead +5
    0, // own king - files -2 ahead +6
    0, // own king - files -2 ahead +7
    0, // own king - files -2 ahead +8
    0, // own king - files -1 ahead -8
    0, // own king - files -1 ahead -7
    0, // own king - files -1 ahead -6
    0, // own king - files -1 ahead -5
    0, // own king - files -1 ahead -4
    0, // own king - files -1 ahead -3
    0, // own king - files -1 ahead -2
    0, // own king - files -1 ahead -1
    0, // own king - files -1 ahead +0
    0, // own king - files -1 ahead +1
    0, // own king - files -1 ahead +2
    0, // own king - files -1 ahead +3
    0, // own king - files -1 ahead +4
    0, // own king - files -1 ahead +5
    0, // own king - files -1 ahead +6
    0, // own king - files -1 ahead +7
    0, // own king - files -1 ahead +8
    0, // own king - files +0 ahead -8
    0, // own king - files +0 ahead -7
    0, // own king - files +0 ahead -6
    0, // own king - files +0 ahead -5
    0, // own king - files +0 ahead -4
    0, // own king - files +0 ahead -3
    0, // own king - files +0 ahead -2
    0, // own king - files +0 ahead -1
    0, // own king - files +0 ahead +0
    0, // own king - files +0 ahead +1
    0, // own king - files +0 ahead +2
    0, // own king - files +0 ahead +3
    0, // own king - files +0 ahead +4
    0, // own king - files +0 ahead +5
    0, // own king - files +0 ahead +6
    0, // own king - files +0 ahead +7
    0, // own king - files +0 ahead +8
    0, // own king - files +1 ahead -8
    0, // own king - files +1 ahead -7
    0, // own king - files +1 ahead -6
    0, // own king - files +1 ahead -5
    0, // own king - files +1 ahead -4
    0, // own king - files +1 ahead -3
    0, // own king - files +1 ahead -2
    0, // own king - files +1 ahead -1
    0, // own king - files +1 ahead +0
    0, // own king - files +1 ahead +1
    0, // own king - files +1 ahead +2
    0, // own king - files +1 ahead +3
    0, // own king - files +1 ahead +4
    0, // own king - files +1 ahead +5
    0, // own king - files +1 ahead +6
    0, // own king - files +1 ahead +7
    0, // own king - files +1 ahead +8
    0, // own king - files +2 ahead -8
    0, // own king - files +2 ahead -7
    0, // own king - files +2 ahead -6
    0, // own king - files +2 ahead -5
    0, // own king - files +2 ahead -4
    0, // own king - files +2 ahead -3
    0, // own king - files +2 ahead -2
    0, // own king - files +2 ahead -1
    0, // own king - files +2 ahead +0
    0, // own king - files +2 ahead +1
    0, // own king - files +2 ahead +2
    0, // own king - files +2 ahead +3
    0, // own king - files +2 ahead +4
    0, // own king - files +2 ahead +5
    0, // own king - files +2 ahead +6
    0, // own king - files +2 ahead +7
    0, // own king - files +2 ahead +8
    0, // own king - files +3 ahead -8
    0, // own king - files +3 ahead -7
    0, // own king - files +3 ahead -6
    0, // own king - files +3 ahead -5
    0, // own king - files +3 ahead -4
    0, // own king - files +3 ahead -3
    0, // own king - files +3 ahead -2
    0, // own king - files +3 ahead -1
    0, // own king - files +3 ahead +0
    0, // own king - files +3 ahead +1
    0, // own king - files +3 ahead +2
    0, // own king - files +3 ahead +3
    0, // own king - files +3 ahead +4
    0, // own king - files +3 ahead +5
    0, // own king - files +3 ahead +6
    0, // own king - files +3 ahead +7
    0, // own king - files +3 ahead +8
    0, // own king - files +4 ahead -8
    0, // own king - files +4 ahead -7
    0, // own king - files +4 ahead -6
    0, // own king - files +4 ahead -5
    0, // own king - files +4 ahead -4
    0, // own king - files +4 ahead -3
    0, // own king - files +4 ahead -2
    0, // own king - files +4 ahead -1
    0, // own king - files +4 ahead +0
    0, // own king - files +4 ahead +1
    0, // own king - files +4 ahead +2
    0, // own king - files +4 ahead +3
    0, // own king - files +4 ahead +4
    0, // own king - files +4 ahead +5
    0, // own king - files +4 ahead +6
    0, // own king - files +4 ahead +7
    0, // own king - files +4 ahead +8
    0, // own king - files +5 ahead -8
    0, // own king - files +5 ahead -7
    0, // own king - files +5 ahead -6
    0, // own king - files +5 ahead -5
    0, // own king - files +5 ahead -4
    0, // own king - files +5 ahead -3
    0, // own king - files +5 ahead -2
    0, // own king - files +5 ahead -1
    0, // own king - files +5 ahead +0
    0, // own king - files +5 ahead +1
    0, // own king - files +5 ahead +2
    0, // own king - files +5 ahead +3
    0, // own king - files +5 ahead +4
    0, // own king - files +5 ahead +5
    0, // own king - files +5 ahead +6
    0, // own king - files +5 ahead +7
    0, // own king - files +5 ahead +8
    0, // own king - files +6 ahead -8
    0, // own king - files +6 ahead -7
    0, // own king - files +6 ahead -6
    0, // own king - files +6 ahead -5
    0, // own king - files +6 ahead -4
    0, // own king - files +6 ahead -3
    0, // own king - files +6 ahead -2
    0, // own king - files +6 ahead -1
    0, // own king - files +6 ahead +0
    0, // own king - files +6 ahead +1
    0, // own king - files +6 ahead +2
    0, // own king - files +6 ahead +3
    0, // own king - files +6 ahead +4
    0, // own king - files +6 ahead +5
    0, // own king - files +6 ahead +6
    0, // own king - files +6 ahead +7
    0, // own king - files +6 ahead +8
    0, // own king - files +7 ahead -8
    0, // own king - files +7 ahead -7
    0, // own king - files +7 ahead -6
    0, // own king - files +7 ahead -5
    0, // own king - files +7 ahead -4
    0, // own king - files +7 ahead -3
    0, // own king - files +7 ahead -2
    0, // own king - files +7 ahead -1
    0, // own king - files +7 ahead +0
    0, // own king - files +7 ahead +1
    0, // own king - files +7 ahead +2
    0, // own king - files +7 ahead +3
    0, // own king - files +7 ahead +4
    0, // own king - files +7 ahead +5
    0, // own king - files +7 ahead +6
    0, // own king - files +7 ahead +7
    0, // own king - files +7 ahead +8
    0, // own king - files +8 ahead -8
    0, // own king - files +8 ahead -7
    0, // own king - files +8 ahead -6
    0, // own king - files +8 ahead -5
    0, // own king - files +8 ahead -4
    0, // own king - files +8 ahead -3
    0, // own king - files +8 ahead -2
    0, // own king - files +8 ahead -1
    0, // own king - files +8 ahead +0
    0, // own king - files +8 ahead +1
    0, // own king - files +8 ahead +2
    0, // own king - files +8 ahead +3
    0, // own king - files +8 ahead +4
    0, // own king - files +8 ahead +5
    0, // own king - files +8 ahead +6
    0, // own king - files +8 ahead +7
    0, // own king - files +8 ahead +8
    0, // own king - files -3 ahead -8
    0, // own king - files -3 ahead -7
    0, // own king - files -3 ahead -6
    0, // own king - files -3 ahead -5
    0, // own king - files -3 ahead -4
    0, // own king - files -3 ahead -3
    0, // own king - files -3 ahead -2
    0, // own king - files -3 ahead -1
    0, // own king - files -3 ahead +0
    0, // own king - files -3 ahead +1
    0, // own king - files -3 ahead +2
    0, // own king - files -3 ahead +3
    0, // own king - files -3 ahead +4
    0, // own king - files -3 ahead +5
    0, // own king - files -3 ahead +6
    0, // own king - files -3 ahead +7
    0, // own king - files -3 ahead +8
    0, // own king - files -2 ahead -8
    0, // own king - files -2 ahead -7
    0, // own king - files -2 ahead -6
    0, // own king - files -2 ahead -5
    0, // own king - files -2 ahead -4
    0, // own king - files -2 ahead -3
    0, // own king - files -2 ahead -2
    0, // own king - files -2 ahead -1
    0, // own king - files -2 ahead +0
    0, // own king - files -2 ahead +1
    0, // own king - files -2 ahead +2
    0, // own king - files -2 ahead +3
    0, // own king - files -2 ahead +4
    0, // own king - files -2 ahead +5
    0, // own king - files -2 ahead +6
    0, // own king - files -2 ahead +7
    0, // own king - files -2 ahead +8
    0, // own king - files -1 ahead -8
    0, // own king - files -1 ahead -7
    0, // own king - files -1 ahead -6
    0, // own king - files -1 ahead -5
    0, // own king - files -1 ahead -4
    0, // own king - files -1 ahead -3
    0, // own king - files -1 ahead -2
    0, // own king - files -1 ahead -1
    0, // own king - files -1 ahead +0
    0, // own king - files -1 ahead +1
    0, // own king - files -1 ahead +2
    0, // own king - files -1 ahead +3
    0, // own king - files -1 ahead +4
    0, // own king - files -1 ahead +5
    0, // own king - files -1 ahead +6
    0, // own king - files -1 ahead +7
    0, // own king - files -1 ahead +8
    0, // own king - files +0 ahead -8
    0, // own king - files +0 ahead -7
    0, // own king - files +0 ahead -6
    0, // own king - files +0 ahead -5
    0, // own king - files +0 ahead -4
    0, // own king - files +0 ahead -3
    0, // own king - files +0 ahead -2
    0, // own king - files +0 ahead -1
    0, // own king - files +0 ahead +0
    0, // own king - files +0 ahead +1
    0, // own king - files +0 ahead +2
    0, // own king - files +0 ahead +3
    0, // own king - files +0 ahead +4
    0, // own king - files +0 ahead +5
    0, // own king - files +0 ahead +6
    0, // own king - files +0 ahead +7
    0, // own king - files +0 ahead +8
    0, // own king - files +1 ahead -8
    0, // own king - files +1 ahead -7
    0, // own king - files +1 ahead -6
    0, // own king - files +1 ahead -5
    0, // own king - files +1 ahead -4
    0, // own king - files +1 ahead -3
    0, // own king - files +1 ahead -2
    0, // own king - files +1 ahead -1
    0, // own king - files +1 ahead +0
    0, // own king - files +1 ahead +1
    0, // own king - files +1 ahead +2
    0, // own king - files +1 ahead +3
    0, // own king - files +1 ahead +4
    0, // own king - files +1 ahead +5
    0, // own king - files +1 ahead +6
    0, // own king - files +1 ahead +7
    0, // own king - files +1 ahead +8
    0, // own king - files +2 ahead -8
    0, // own king - files +2 ahead -7
    0, // own king - files +2 ahead -6
    0, // own king - files +2 ahead -5
    0, // own king - files +2 ahead -4
    0, // own king - files +2 ahead -3
    0, // own king - files +2 ahead -2
    0, // own king - files +2 ahead -1
    0, // own king - files +2 ahead +0
    0, // own king - files +2 ahead +1
    0, // own king - files +2 ahead +2
    0, // own king - files +2 ahead +3
    0, // own king - files +2 ahead +4
    0, // own king - files +2 ahead +5
    0, // own king - files +2 ahead +6
    0, // own king - files +2 ahead +7
    0, // own king - files +2 ahead +8
    0, // own king - files +3 ahead -8
    0, // own king - files +3 ahead -7
    0, // own king - files +3 ahead -6
    0, // own king - files +3 ahead -5
    0, // own king - files +3 ahead -4
    0, // own king - files +3 ahead -3
    0, // own king - files +3 ahead -2
    0, // own king - files +3 ahead -1
    0, // own king - files +3 ahead +0
    0, // own king - files +3 ahead +1
    0, // own king - files +3 ahead +2
    0, // own king - files +3 ahead +3
    0, // own king - files +3 ahead +4
    0, // own king - files +3 ahead +5
    0, // own king - files +3 ahead +6
    0, // own king - files +3 ahead +7
    0, // own king - files +3 ahead +8
    0, // own king - files +4 ahead -8
    0, // own king - files +4 ahead -7
    0, // own king - files +4 ahead -6
    0, // own king - files +4 ahead -5
    0, // own king - files +4 ahead -4
    0, // own king - files +4 ahead -3
    0, // own king - files +4 ahead -2
    0, // own king - files +4 ahead -1
    0, // own king - files +4 ahead +0
    0, // own king - files +4 ahead +1
    0, // own king - files +4 ahead +2
    0, // own king - files +4 ahead +3
    0, // own king - files +4 ahead +4
    0, // own king - files +4 ahead +5
    0, // own king - files +4 ahead +6
    0, // own king - files +4 ahead +7
    0, // own king - files +4 ahead +8
    0, // own king - files +5 ahead -8
    0, // own king - files +5 ahead -7
    0, // own king - files +5 ahead -6
    0, // own king - files +5 ahead -5
    0, // own king - files +5 ahead -4
    0, // own king - files +5 ahead -3
    0, // own king - files +5 ahead -2
    0, // own king - files +5 ahead -1
    0, // own king - files +5 ahead +0
    0, // own king - files +5 ahead +1
    0, // own king - files +5 ahead +2
    0, // own king - files +5 ahead +3
    0, // own king - files +5 ahead +4
    0, // own king - files +5 ahead +5
    0, // own king - files +5 ahead +6
    0, // own king - files +5 ahead +7
    0, // own king - files +5 ahead +8
    0, // own king - files +6 ahead -8
    0, // own king - files +6 ahead -7
    0, // own king - files +6 ahead -6
    0, // own king - files +6 ahead -5
    0, // own king - files +6 ahead -4
    0, // own king - files +6 ahead -3
    0, // own king - files +6 ahead -2
    0, // own king - files +6 ahead -1
    0, // own king - files +6 ahead +0
    0, // own king - files +6 ahead +1
    0, // own king - files +6 ahead +2
    0, // own king - files +6 ahead +3
    0, // own king - files +6 ahead +4
    0, // own king - files +6 ahead +5
    0, // own king - files +6 ahead +6
    0, // own king - files +6 ahead +7
    0, // own king - files +6 ahead +8
    0, // own king - files +7 ahead -8
    0, // own king - files +7 ahead -7
    0, // own king - files +7 ahead -6
    0, // own king - files +7 ahead -5
    0, // own king - files +7 ahead -4
    0, // own king - files +7 ahead -3
    0, // own king - files +7 ahead -2
    0, // own king - files +7 ahead -1
    0, // own king - files +7 ahead +0
    0, // own king - files +7 ahead +1
    0, // own king - files +7 ahead +2
    0, // own king - files +7 ahead +3
    0, // own king - files +7 ahead +4
    0, // own king - files +7 ahead +5
    0, // own king - files +7 ahead +6
    0, // own king - files +7 ahead +7
    0, // own king - files +7 ahead +8
    0, // own king - files +8 ahead -8
    0, // own king - files +8 ahead -7
    0, // own king - files +8 ahead -6
    0, // own king - files +8 ahead -5
    0, // own king - files +8 ahead -4
    0, // own king - files +8 ahead -3
    0, // own king - files +8 ahead -2
    0, // own king - files +8 ahead -1
    0, // own king - files +8 ahead +0
    0, // own king - files +8 ahead +1
    0, // own king - files +8 ahead +2
    0, // own king - files +8 ahead +3
    0, // own king - files +8 ahead +4
    0, // own king - files +8 ahead +5
    0, // own king - files +8 ahead +6
    0, // own king - files +8 ahead +7
    0, // own king - files +8 ahead +8
    0, // enemy king K files -3 ahead -8
    0, // enemy king K files -3 ahead -7
    0, // enemy king K files -3 ahead -6
    0, // enemy king K files -3 ahead -5
    0, // enemy king K files -3 ahead -4
    0, // enemy king K files -3 ahead -3
    0, // enemy king K files -3 ahead -2
    0, // enemy king K files -3 ahead -1
    0, // enemy king K files -3 ahead +0
    0, // enemy king K files -3 ahead +1
    0, // enemy king K files -3 ahead +2
    0, // enemy king K files -3 ahead +3
    0, // enemy king K files -3 ahead +4
    0, // enemy king K files -3 ahead +5
    0, // enemy king K files -3 ahead +6
    0, // enemy king K files -3 ahead +7
    0, // enemy king K files -3 ahead +8
    0, // enemy king K files -2 ahead -8
    0, // enemy king K files -2 ahead -7
    0, // enemy king K files -2 ahead -6
    0, // enemy king K files -2 ahead -5
    0, // enemy king K files -2 ahead -4
    0, // enemy king K files -2 ahead -3
    0, // enemy king K files -2 ahead -2
    0, // enemy king K files -2 ahead -1
    0, // enemy king K files -2 ahead +0
    0, // enemy king K files -2 ahead +1
    0, // enemy king K files -2 ahead +2
    0, // enemy king K files -2 ahead +3
    0, // enemy king K files -2 ahead +4
    0, // enemy king K files -2 ahead +5
    0, // enemy king K files -2 ahead +6
    0, // enemy king K files -2 ahead +7
    0, // enemy king K files -2 ahead +8
    0, // enemy king K files -1 ahead -8
    0, // enemy king K files -1 ahead -7
    0, // enemy king K files -1 ahead -6
    0, // enemy king K files -1 ahead -5
    0, // enemy king K files -1 ahead -4
    0, // enemy king K files -1 ahead -3
    0, // enemy king K files -1 ahead -2
    0, // enemy king K files -1 ahead -1
    0, // enemy king K files -1 ahead +0
    0, // enemy king K files -1 ahead +1
    0, // enemy king K files -1 ahead +2
    0, // enemy king K files -1 ahead +3
    0, // enemy king K files -1 ahead +4
    0, // enemy king K files -1 ahead +5
    0, // enemy king K files -1 ahead +6
    0, // enemy king K files -1 ahead +7
    0, // enemy king K files -1 ahead +8
    0, // enemy king K files +0 ahead -8
    0, // enemy king K files +0 ahead -7
    0, // enemy king K files +0 ahead -6
    0, // enemy king K files +0 ahead -5
    0, // enemy king K files +0 ahead -4
    0, // enemy king K files +0 ahead -3
    0, // enemy king K files +0 ahead -2
    0, // enemy king K files +0 ahead -1
    0, // enemy king K files +0 ahead +0
    0, // enemy king K files +0 ahead +1
    0, // enemy king K files +0 ahead +2
    0, // enemy king K files +0 ahead +3
    0, // enemy king K files +0 ahead +4
    0, // enemy king K files +0 ahead +5
    0, // enemy king K files +0 ahead +6
    0, // enemy king K files +0 ahead +7
    0, // enemy king K files +0 ahead +8
    0, // enemy king K files +1 ahead -8
    0, // enemy king K files +1 ahead -7
    0, // enemy king K files +1 ahead -6
    0, // enemy king K files +1 ahead -5
    0, // enemy king K files +1 ahead -4
    0, // enemy king K files +1 ahead -3
    0, // enemy king K files +1 ahead -2
    0, // enemy king K files +1 ahead -1
    0, // enemy king K files +1 ahead +0
    0, // enemy king K files +1 ahead +1
    0, // enemy king K files +1 ahead +2
    0, // enemy king K files +1 ahead +3
    0, // enemy king K files +1 ahead +4
    0, // enemy king K files +1 ahead +5
    0, // enemy king K files +1 ahead +6
    0, // enemy king K files +1 ahead +7
    0, // enemy king K files +1 ahead +8
    0, // enemy king K files +2 ahead -8
    0, // enemy king K files +2 ahead -7
    0, // enemy king K files +2 ahead -6
    0, // enemy king K files +2 ahead -5
    0, // enemy king K files +2 ahead -4
    0, // enemy king K files +2 ahead -3
    0, // enemy king K files +2 ahead -2
    0, // enemy king K files +2 ahead -1
    0, // enemy king K files +2 ahead +0
    0, // enemy king K files +2 ahead +1
    0, // enemy king K files +2 ahead +2
    0, // enemy king K files +2 ahead +3
    0, // enemy king K files +2 ahead +4
    0, // enemy king K files +2 ahead +5
    0, // enemy king K files +2 ahead +6
    0, // enemy king K files +2 ahead +7
    0, // enemy king K files +2 ahead +8
    0, // enemy king K files +3 ahead -8
    0, // enemy king K files +3 ahead -7
    0, // enemy king K files +3 ahead -6
    0, // enemy king K files +3 ahead -5
    0, // enemy king K files +3 ahead -4
    0, // enemy king K files +3 ahead -3
    0, // enemy king K files +3 ahead -2
    0, // enemy king K files +3 ahead -1
    0, // enemy king K files +3 ahead +0
    0, // enemy king K files +3 ahead +1
    0, // enemy king K files +3 ahead +2
    0, // enemy king K files +3 ahead +3
    0, // enemy king K files +3 ahead +4
    0, // enemy king K files +3 ahead +5
    0, // enemy king K files +3 ahead +6
    0, // enemy king K files +3 ahead +7
    0, // enemy king K files +3 ahead +8
    0, // enemy king K files +4 ahead -8
    0, // enemy king K files +4 ahead -7
    0, // enemy king K files +4 ahead -6
    0, // enemy king K files +4 ahead -5
    0, // enemy king K files +4 ahead -4
    0, // enemy king K files +4 ahead -3
    0, // enemy king K files +4 ahead -2
    0, // enemy king K files +4 ahead -1
    0, // enemy king K files +4 ahead +0
    0, // enemy king K files +4 ahead +1
    0, // enemy king K files +4 ahead +2
    0, // enemy king K files +4 ahead +3
    0, // enemy king K files +4 ahead +4
    0, // enemy king K files +4 ahead +5
    0, // enemy king K files +4 ahead +6
    0, // enemy king K files +4 ahead +7
    0, // enemy king K files +4 ahead +8
    0, // enemy king K files +5 ahead -8
    0, // enemy king K files +5 ahead -7
    0, // enemy king K files +5 ahead -6
    0, // enemy king K files +5 ahead -5
    0, // enemy king K files +5 ahead -4
    0, // enemy king K files +5 ahead -3
    0, // enemy king K files +5 ahead -2
    0, // enemy king K files +5 ahead -1
    0, // enemy king K files +5 ahead +0
    0, // enemy king K files +5 ahead +1
    0, // enemy king K files +5 ahead +2
    0, // enemy king K files +5 ahead +3
    0, // enemy king K files +5 ahead +4
    0, // enemy king K files +5 ahead +5
    0, // enemy king K files +5 ahead +6
    0, // enemy king K files +5 ahead +7
    0, // enemy king K files +5 ahead +8
    0, // enemy king K files +6 ahead -8
    0, // enemy king K files +6 ahead -7
    0, // enemy king K files +6 ahead -6
    0, // enemy king K files +6 ahead -5
    0, // enemy king K files +6 ahead -4
    0, // enemy king K files +6 ahead -3
    0, // enemy king K files +6 ahead -2
    0, // enemy king K files +6 ahead -1
    0, // enemy king K files +6 ahead +0
    0, // enemy king K files +6 ahead +1
    0, // enemy king K files +6 ahead +2
    0, // enemy king K files +6 ahead +3
    0, // enemy king K files +6 ahead +4
    0, // enemy king K files +6 ahead +5
    0, // enemy king K files +6 ahead +6
    0, // enemy king K files +6 ahead +7
    0, // enemy king K files +6 ahead +8
    0, // enemy king K files +7 ahead -8
    0, // enemy king K files +7 ahead -7
    0, // enemy king K files +7 ahead -6
    0, // enemy king K files +7 ahead -5
    0, // enemy king K files +7 ahead -4
    0, // enemy king K files +7 ahead -3
    0, // enemy king K files +7 ahead -2
    0, // enemy king K files +7 ahead -1
    0, // enemy king K files +7 ahead +0
    0, // enemy king K files +7 ahead +1
    0, // enemy king K files +7 ahead +2
    0, // enemy king K files +7 ahead +3
    0, // enemy king K files +7 ahead +4
    0, // enemy king K files +7 ahead +5
    0, // enemy king K files +7 ahead +6
    0, // enemy king K files +7 ahead +7
    0, // enemy king K files +7 ahead +8
    0, // enemy king K files +8 ahead -8
    0, // enemy king K files +8 ahead -7
    0, // enemy king K files +8 ahead -6
    0, // enemy king K files +8 ahead -5
    0, // enemy king K files +8 ahead -4
    0, // enemy king K files +8 ahead -3
    0, // enemy king K files +8 ahead -2
    0, // enemy king K files +8 ahead -1
    0, // enemy king K files +8 ahead +0
    0, // enemy king K files +8 ahead +1
    0, // enemy king K files +8 ahead +2
    0, // enemy king K files +8 ahead +3
    0, // enemy king K files +8 ahead +4
    0, // enemy king K files +8 ahead +5
    0, // enemy king K files +8 ahead +6
    0, // enemy king K files +8 ahead +7
    0, // enemy king K files +8 ahead +8
    0, // enemy king R files -3 ahead -8
    0, // enemy king R files -3 ahead -7
    0, // enemy king R files -3 ahead -6
    0, // enemy king R files -3 ahead -5
    0, // enemy king R files -3 ahead -4
    0, // enemy king R files -3 ahead -3
    0, // enemy king R files -3 ahead -2
    4, // enemy king R files -3 ahead -1
    4, // enemy king R files -3 ahead +0
    3, // enemy king R files -3 ahead +1
    6, // enemy king R files -3 ahead +2
    -4, // enemy king R files -3 ahead +3
    0, // enemy king R files -3 ahead +4
    -1, // enemy king R files -3 ahead +5
    4, // enemy king R files -3 ahead +6
    0, // enemy king R files -3 ahead +7
    -4, // enemy king R files -3 ahead +8
    0, // enemy king R files -2 ahead -8
    0, // enemy king R files -2 ahead -7
    0, // enemy king R files -2 ahead -6
    0, // enemy king R files -2 ahead -5
    1, // enemy king R files -2 ahead -4
    -1, // enemy king R files -2 ahead -3
    0, // enemy king R files -2 ahead -2
    -4, // enemy king R files -2 ahead -1
    7, // enemy king R files -2 ahead +0
    2, // enemy king R files -2 ahead +1
    17, // enemy king R files -2 ahead +2
    6, // enemy king R files -2 ahead +3
    -14, // enemy king R files -2 ahead +4
    -5, // enemy king R files -2 ahead +5
    -9, // enemy king R files -2 ahead +6
    19, // enemy king R files -2 ahead +7
    -7, // enemy king R files -2 ahead +8
    -1, // enemy king R files -1 ahead -8
    0, // enemy king R files -1 ahead -7
    0, // enemy king R files -1 ahead -6
    0, // enemy king R files -1 ahead -5
    0, // enemy king R files -1 ahead -4
    1, // enemy king R files -1 ahead -3
    4, // enemy king R files -1 ahead -2
    4, // enemy king R files -1 ahead -1
    0, // enemy king R files -1 ahead +0
    3, // enemy king R files -1 ahead +1
    -10, // enemy king R files -1 ahead +2
    -19, // enemy king R files -1 ahead +3
    -2, // enemy king R files -1 ahead +4
    1, // enemy king R files -1 ahead +5
    -16, // enemy king R files -1 ahead +6
    -15, // enemy king R files -1 ahead +7
    -2, // enemy king R files -1 ahead +8
    0, // enemy king R files +0 ahead -8
    0, // enemy king R files +0 ahead -7
    0, // enemy king R files +0 ahead -6
    0, // enemy king R files +0 ahead -5
    1, // enemy king R files +0 ahead -4
    1, // enemy king R files +0 ahead -3
    -1, // enemy king R files +0 ahead -2
    0, // enemy king R files +0 ahead -1
    0, // enemy king R files +0 ahead +0
    0, // enemy king R files +0 ahead +1
    5, // enemy king R files +0 ahead +2
    -6, // enemy king R files +0 ahead +3
    0, // enemy king R files +0 ahead +4
    21, // enemy king R files +0 ahead +5
    14, // enemy king R files +0 ahead +6
    -27, // enemy king R files +0 ahead +7
    0, // enemy king R files +0 ahead +8
    0, // enemy king R files +1 ahead -8
    0, // enemy king R files +1 ahead -7
    0, // enemy king R files +1 ahead -6
    0, // enemy king R files +1 ahead -5
    0, // enemy king R files +1 ahead -4
    0, // enemy king R files +1 ahead -3
    5, // enemy king R files +1 ahead -2
    0, // enemy king R files +1 ahead -1
    0, // enemy king R files +1 ahead +0
    1, // enemy king R files +1 ahead +1
    -22, // enemy king R files +1 ahead +2
    -7, // enemy king R files +1 ahead +3
    -10, // enemy king R files +1 ahead +4
    4, // enemy king R files +1 ahead +5
    -7, // enemy king R files +1 ahead +6
    14, // enemy king R files +1 ahead +7
    -1, // enemy king R files +1 ahead +8
    0, // enemy king R files +2 ahead -8
    0, // enemy king R files +2 ahead -7
    0, // enemy king R files +2 ahead -6
    0, // enemy king R files +2 ahead -5
    1, // enemy king R files +2 ahead -4
    -1, // enemy king R files +2 ahead -3
    0, // enemy king R files +2 ahead -2
    6, // enemy king R files +2 ahead -1
    -1, // enemy king R files +2 ahead +0
    -4, // enemy king R files +2 ahead +1
    -14, // enemy king R files +2 ahead +2
    -20, // enemy king R files +2 ahead +3
    -18, // enemy king R files +2 ahead +4
    -11, // enemy king R files +2 ahead +5
    2, // enemy king R files +2 ahead +6
    -17, // enemy king R files +2 ahead +7
    0, // enemy king R files +2 ahead +8
    0, // enemy king R files +3 ahead -8
    0, // enemy king R files +3 ahead -7
    0, // enemy king R files +3 ahead -6
    -1, // enemy king R files +3 ahead -5
    0, // enemy king R files +3 ahead -4
    0, // enemy king R files +3 ahead -3
    2, // enemy king R files +3 ahead -2
    14, // enemy king R files +3 ahead -1
    20, // enemy king R files +3 ahead +0
    3, // enemy king R files +3 ahead +1
    0, // enemy king R files +3 ahead +2
    -14, // enemy king R files +3 ahead +3
    -20, // enemy king R files +3 ahead +4
    -5, // enemy king R files +3 ahead +5
    12, // enemy king R files +3 ahead +6
    -20, // enemy king R files +3 ahead +7
    -1, // enemy king R files +3 ahead +8
    0, // enemy king R files +4 ahead -8
    0, // enemy king R files +4 ahead -7
    0, // enemy king R files +4 ahead -6
    -2, // enemy king R files +4 ahead -5
    0, // enemy king R files +4 ahead -4
    0, // enemy king R files +4 ahead -3
    1, // enemy king R files +4 ahead -2
    8, // enemy king R files +4 ahead -1
    21, // enemy king R files +4 ahead +0
    -3, // enemy king R files +4 ahead +1
    -3, // enemy king R files +4 ahead +2
    -10, // enemy king R files +4 ahead +3
    -12, // enemy king R files +4 ahead +4
    -6, // enemy king R files +4 ahead +5
    -6, // enemy king R files +4 ahead +6
    -7, // enemy king R files +4 ahead +7
    -5, // enemy king R files +4 ahead +8
    0, // enemy king R files +5 ahead -8
    0, // enemy king R files +5 ahead -7
    0, // enemy king R files +5 ahead -6
    0, // enemy king R files +5 ahead -5
    2, // enemy king R files +5 ahead -4
    0, // enemy king R files +5 ahead -3
    3, // enemy king R files +5 ahead -2
    10, // enemy king R files +5 ahead -1
    -6, // enemy king R files +5 ahead +0
    -3, // enemy king R files +5 ahead +1
    -12, // enemy king R files +5 ahead +2
    -14, // enemy king R files +5 ahead +3
    -1, // enemy king R files +5 ahead +4
    -11, // enemy king R files +5 ahead +5
    1, // enemy king R files +5 ahead +6
    -5, // enemy king R files +5 ahead +7
    5, // enemy king R files +5 ahead +8
    0, // enemy king R files +6 ahead -8
    0, // enemy king R files +6 ahead -7
    0, // enemy king R files +6 ahead -6
    0, // enemy king R files +6 ahead -5
    0, // enemy king R files +6 ahead -4
    0, // enemy king R files +6 ahead -3
    0, // enemy king R files +6 ahead -2
    2, // enemy king R files +6 ahead -1
    -6, // enemy king R files +6 ahead +0
    -1, // enemy king R files +6 ahead +1
    -10, // enemy king R files +6 ahead +2
    -18, // enemy king R files +6 ahead +3
    -15, // enemy king R files +6 ahead +4
    -17, // enemy king R files +6 ahead +5
    20, // enemy king R files +6 ahead +6
    2, // enemy king R files +6 ahead +7
    -1, // enemy king R files +6 ahead +8
    0, // enemy king R files +7 ahead -8
    0, // enemy king R files +7 ahead -7
    0, // enemy king R files +7 ahead -6
    0, // enemy king R files +7 ahead -5
    0, // enemy king R files +7 ahead -4
    0, // enemy king R files +7 ahead -3
    0, // enemy king R files +7 ahead -2
    -3, // enemy king R files +7 ahead -1
    -1, // enemy king R files +7 ahead +0
    -2, // enemy king R files +7 ahead +1
    -3, // enemy king R files +7 ahead +2
    -8, // enemy king R files +7 ahead +3
    0, // enemy king R files +7 ahead +4
    -1, // enemy king R files +7 ahead +5
    0, // enemy king R files +7 ahead +6
    -1, // enemy king R files +7 ahead +7
    2, // enemy king R files +7 ahead +8
    0, // enemy king R files +8 ahead -8
    0, // enemy king R files +8 ahead -7
    0, // enemy king R files +8 ahead -6
    0, // enemy king R files +8 ahead -5
    0, // enemy king R files +8 ahead -4
    0, // enemy king R files +8 ahead -3
    0, // enemy king R files +8 ahead -2
    1, // enemy king R files +8 ahead -1
    0, // enemy king R files +8 ahead +0
    0, // enemy king R files +8 ahead +1
    0, // enemy king R files +8 ahead +2
    0, // enemy king R files +8 ahead +3
    0, // enemy king R files +8 ahead +4
    0, // enemy king R files +8 ahead +5
    -1, // enemy king R files +8 ahead +6
    0, // enemy king R files +8 ahead +7
    0, // enemy king R files +8 ahead +8
    0, // enemy king B files -3 ahead -8
    0, // enemy king B files -3 ahead -7
    0, // enemy king B files -3 ahead -6
    0, // enemy king B files -3 ahead -5
    0, // enemy king B files -3 ahead -4
    -1, // enemy king B files -3 ahead -3
    -3, // enemy king B files -3 ahead -2
    -1, // enemy king B files -3 ahead -1
    2, // enemy king B files -3 ahead +0
    2, // enemy king B files -3 ahead +1
    3, // enemy king B files -3 ahead +2
    1, // enemy king B files -3 ahead +3
    2, // enemy king B files -3 ahead +4
    6, // enemy king B files -3 ahead +5
    1, // enemy king B files -3 ahead +6
    -2, // enemy king B files -3 ahead +7
    1, // enemy king B files -3 ahead +8
    0, // enemy king B files -2 ahead -8
    0, // enemy king B files -2 ahead -7
    0, // enemy king B files -2 ahead -6
    0, // enemy king B files -2 ahead -5
    0, // enemy king B files -2 ahead -4
    0, // enemy king B files -2 ahead -3
    2, // enemy king B files -2 ahead -2
    -4, // enemy king B files -2 ahead -1
    0, // enemy king B files -2 ahead +0
    19, // enemy king B files -2 ahead +1
    0, // enemy king B files -2 ahead +2
    2, // enemy king B files -2 ahead +3
    -18, // enemy king B files -2 ahead +4
    6, // enemy king B files -2 ahead +5
    -16, // enemy king B files -2 ahead +6
    19, // enemy king B files -2 ahead +7
    1, // enemy king B files -2 ahead +8
    0, // enemy king B files -1 ahead -8
    0, // enemy king B files -1 ahead -7
    0, // enemy king B files -1 ahead -6
    0, // enemy king B files -1 ahead -5
    0, // enemy king B files -1 ahead -4
    0, // enemy king B files -1 ahead -3
    1, // enemy king B files -1 ahead -2
    0, // enemy king B files -1 ahead -1
    -1, // enemy king B files -1 ahead +0
    0, // enemy king B files -1 ahead +1
    -16, // enemy king B files -1 ahead +2
    -16, // enemy king B files -1 ahead +3
    -18, // enemy king B files -1 ahead +4
    7, // enemy king B files -1 ahead +5
    6, // enemy king B files -1 ahead +6
    12, // enemy king B files -1 ahead +7
    -7, // enemy king B files -1 ahead +8
    0, // enemy king B files +0 ahead -8
    0, // enemy king B files +0 ahead -7
    0, // enemy king B files +0 ahead -6
    0, // enemy king B files +0 ahead -5
    0, // enemy king B files +0 ahead -4
    1, // enemy king B files +0 ahead -3
    1, // enemy king B files +0 ahead -2
    -2, // enemy king B files +0 ahead -1
    0, // enemy king B files +0 ahead +0
    2, // enemy king B files +0 ahead +1
    -3, // enemy king B files +0 ahead +2
    8, // enemy king B files +0 ahead +3
    -14, // enemy king B files +0 ahead +4
    4, // enemy king B files +0 ahead +5
    -20, // enemy king B files +0 ahead +6
    -18, // enemy king B files +0 ahead +7
    -1, // enemy king B files +0 ahead +8
    0, // enemy king B files +1 ahead -8
    0, // enemy king B files +1 ahead -7
    0, // enemy king B files +1 ahead -6
    0, // enemy king B files +1 ahead -5
    0, // enemy king B files +1 ahead -4
    1, // enemy king B files +1 ahead -3
    4, // enemy king B files +1 ahead -2
    0, // enemy king B files +1 ahead -1
    4, // enemy king B files +1 ahead +0
    0, // enemy king B files +1 ahead +1
    3, // enemy king B files +1 ahead +2
    -10, // enemy king B files +1 ahead +3
    9, // enemy king B files +1 ahead +4
    8, // enemy king B files +1 ahead +5
    -16, // enemy king B files +1 ahead +6
    -1, // enemy king B files +1 ahead +7
    2, // enemy king B files +1 ahead +8
    0, // enemy king B files +2 ahead -8
    0, // enemy king B files +2 ahead -7
    0, // enemy king B files +2 ahead -6
    1, // enemy king B files +2 ahead -5
    0, // enemy king B files +2 ahead -4
    0, // enemy king B files +2 ahead -3
    4, // enemy king B files +2 ahead -2
    -4, // enemy king B files +2 ahead -1
    -9, // enemy king B files +2 ahead +0
    8, // enemy king B files +2 ahead +1
    2, // enemy king B files +2 ahead +2
    1, // enemy king B files +2 ahead +3
    14, // enemy king B files +2 ahead +4
    2, // enemy king B files +2 ahead +5
    -7, // enemy king B files +2 ahead +6
    -9, // enemy king B files +2 ahead +7
    1, // enemy king B files +2 ahead +8
    0, // enemy king B files +3 ahead -8
    0, // enemy king B files +3 ahead -7
    0, // enemy king B files +3 ahead -6
    0, // enemy king B files +3 ahead -5
    0, // enemy king B files +3 ahead -4
    0, // enemy king B files +3 ahead -3
    -5, // enemy king B files +3 ahead -2
    8, // enemy king B files +3 ahead -1
    8, // enemy king B files +3 ahead +0
    29, // enemy king B files +3 ahead +1
    -2, // enemy king B files +3 ahead +2
    7, // enemy king B files +3 ahead +3
    -14, // enemy king B files +3 ahead +4
    -13, // enemy king B files +3 ahead +5
    -2, // enemy king B files +3 ahead +6
    7, // enemy king B files +3 ahead +7
    -2, // enemy king B files +3 ahead +8
    0, // enemy king B files +4 ahead -8
    0, // enemy king B files +4 ahead -7
    0, // enemy king B files +4 ahead -6
    0, // enemy king B files +4 ahead -5
    -1, // enemy king B files +4 ahead -4
    0, // enemy king B files +4 ahead -3
    1, // enemy king B files +4 ahead -2
    -4, // enemy king B files +4 ahead -1
    -1, // enemy king B files +4 ahead +0
    19, // enemy king B files +4 ahead +1
    -6, // enemy king B files +4 ahead +2
    -10, // enemy king B files +4 ahead +3
    17, // enemy king B files +4 ahead +4
    -11, // enemy king B files +4 ahead +5
    -11, // enemy king B files +4 ahead +6
    -23, // enemy king B files +4 ahead +7
    -5, // enemy king B files +4 ahead +8
    0, // enemy king B files +5 ahead -8
    0, // enemy king B files +5 ahead -7
    0, // enemy king B files +5 ahead -6
    0, // enemy king B files +5 ahead -5
    0, // enemy king B files +5 ahead -4
    0, // enemy king B files +5 ahead -3
    0, // enemy king B files +5 ahead -2
    -13, // enemy king B files +5 ahead -1
    0, // enemy king B files +5 ahead +0
    -6, // enemy king B files +5 ahead +1
    2, // enemy king B files +5 ahead +2
    -16, // enemy king B files +5 ahead +3
    -15, // enemy king B files +5 ahead +4
    1, // enemy king B files +5 ahead +5
    -6, // enemy king B files +5 ahead +6
    -24, // enemy king B files +5 ahead +7
    -3, // enemy king B files +5 ahead +8
    0, // enemy king B files +6 ahead -8
    0, // enemy king B files +6 ahead -7
    0, // enemy king B files +6 ahead -6
    0, // enemy king B files +6 ahead -5
    0, // enemy king B files +6 ahead -4
    0, // enemy king B files +6 ahead -3
    -1, // enemy king B files +6 ahead -2
    0, // enemy king B files +6 ahead -1
    -2, // enemy king B files +6 ahead +0
    0, // enemy king B files +6 ahead +1
    9, // enemy king B files +6 ahead +2
    -12, // enemy king B files +6 ahead +3
    -21, // enemy king B files +6 ahead +4
    1, // enemy king B files +6 ahead +5
    32, // enemy king B files +6 ahead +6
    -9, // enemy king B files +6 ahead +7
    -2, // enemy king B files +6 ahead +8
    0, // enemy king B files +7 ahead -8
    0, // enemy king B files +7 ahead -7
    0, // enemy king B files +7 ahead -6
    0, // enemy king B files +7 ahead -5
    0, // enemy king B files +7 ahead -4
    0, // enemy king B files +7 ahead -3
    -1, // enemy king B files +7 ahead -2
    0, // enemy king B files +7 ahead -1
    0, // enemy king B files +7 ahead +0
    0, // enemy king B files +7 ahead +1
    -2, // enemy king B files +7 ahead +2
    5, // enemy king B files +7 ahead +3
    -9, // enemy king B files +7 ahead +4
    -9, // enemy king B files +7 ahead +5
    -3, // enemy king B files +7 ahead +6
    -7, // enemy king B files +7 ahead +7
    -2, // enemy king B files +7 ahead +8
    0, // enemy king B files +8 ahead -8
    0, // enemy king B files +8 ahead -7
    0, // enemy king B files +8 ahead -6
    0, // enemy king B files +8 ahead -5
    0, // enemy king B files +8 ahead -4
    0, // enemy king B files +8 ahead -3
    2, // enemy king B files +8 ahead -2
    0, // enemy king B files +8 ahead -1
    0, // enemy king B files +8 ahead +0
    0, // enemy king B files +8 ahead +1
    0, // enemy king B files +8 ahead +2
    1, // enemy king B files +8 ahead +3
    1, // enemy king B files +8 ahead +4
    1, // enemy king B files +8 ahead +5
    0, // enemy king B files +8 ahead +6
    0, // enemy king B files +8 ahead +7
    0, // enemy king B files +8 ahead +8
    0, // enemy king G files -3 ahead -8
    0, // enemy king G files -3 ahead -7
    0, // enemy king G files -3 ahead -6
    0, // enemy king G files -3 ahead -5
    0, // enemy king G files -3 ahead -4
    -1, // enemy king G files -3 ahead -3
    -1, // enemy king G files -3 ahead -2
    -6, // enemy king G files -3 ahead -1
    -8, // enemy king G files -3 ahead +0
    1, // enemy king G files -3 ahead +1
    -2, // enemy king G files -3 ahead +2
    -1, // enemy king G files -3 ahead +3
    -1, // enemy king G files -3 ahead +4
    3, // enemy king G files -3 ahead +5
    1, // enemy king G files -3 ahead +6
    0, // enemy king G files -3 ahead +7
    0, // enemy king G files -3 ahead +8
    0, // enemy king G files -2 ahead -8
    0, // enemy king G files -2 ahead -7
    0, // enemy king G files -2 ahead -6
    0, // enemy king G files -2 ahead -5
    0, // enemy king G files -2 ahead -4
    -3, // enemy king G files -2 ahead -3
    -6, // enemy king G files -2 ahead -2
    -2, // enemy king G files -2 ahead -1
    -7, // enemy king G files -2 ahead +0
    2, // enemy king G files -2 ahead +1
    3, // enemy king G files -2 ahead +2
    8, // enemy king G files -2 ahead +3
    0, // enemy king G files -2 ahead +4
    -8, // enemy king G files -2 ahead +5
    -26, // enemy king G files -2 ahead +6
    11, // enemy king G files -2 ahead +7
    4, // enemy king G files -2 ahead +8
    0, // enemy king G files -1 ahead -8
    0, // enemy king G files -1 ahead -7
    0, // enemy king G files -1 ahead -6
    -1, // enemy king G files -1 ahead -5
    -6, // enemy king G files -1 ahead -4
    -8, // enemy king G files -1 ahead -3
    0, // enemy king G files -1 ahead -2
    0, // enemy king G files -1 ahead -1
    0, // enemy king G files -1 ahead +0
    0, // enemy king G files -1 ahead +1
    14, // enemy king G files -1 ahead +2
    7, // enemy king G files -1 ahead +3
    -13, // enemy king G files -1 ahead +4
    -9, // enemy king G files -1 ahead +5
    -1, // enemy king G files -1 ahead +6
    -23, // enemy king G files -1 ahead +7
    12, // enemy king G files -1 ahead +8
    0, // enemy king G files +0 ahead -8
    0, // enemy king G files +0 ahead -7
    -1, // enemy king G files +0 ahead -6
    0, // enemy king G files +0 ahead -5
    -3, // enemy king G files +0 ahead -4
    -2, // enemy king G files +0 ahead -3
    -4, // enemy king G files +0 ahead -2
    0, // enemy king G files +0 ahead -1
    0, // enemy king G files +0 ahead +0
    0, // enemy king G files +0 ahead +1
    7, // enemy king G files +0 ahead +2
    18, // enemy king G files +0 ahead +3
    33, // enemy king G files +0 ahead +4
    38, // enemy king G files +0 ahead +5
    4, // enemy king G files +0 ahead +6
    -3, // enemy king G files +0 ahead +7
    -5, // enemy king G files +0 ahead +8
    0, // enemy king G files +1 ahead -8
    0, // enemy king G files +1 ahead -7
    0, // enemy king G files +1 ahead -6
    -2, // enemy king G files +1 ahead -5
    1, // enemy king G files +1 ahead -4
    0, // enemy king G files +1 ahead -3
    2, // enemy king G files +1 ahead -2
    5, // enemy king G files +1 ahead -1
    0, // enemy king G files +1 ahead +0
    0, // enemy king G files +1 ahead +1
    24, // enemy king G files +1 ahead +2
    12, // enemy king G files +1 ahead +3
    16, // enemy king G files +1 ahead +4
    25, // enemy king G files +1 ahead +5
    17, // enemy king G files +1 ahead +6
    0, // enemy king G files +1 ahead +7
    -19, // enemy king G files +1 ahead +8
    0, // enemy king G files +2 ahead -8
    0, // enemy king G files +2 ahead -7
    0, // enemy king G files +2 ahead -6
    -1, // enemy king G files +2 ahead -5
    1, // enemy king G files +2 ahead -4
    -1, // enemy king G files +2 ahead -3
    4, // enemy king G files +2 ahead -2
    -10, // enemy king G files +2 ahead -1
    10, // enemy king G files +2 ahead +0
    18, // enemy king G files +2 ahead +1
    22, // enemy king G files +2 ahead +2
    -1, // enemy king G files +2 ahead +3
    -6, // enemy king G files +2 ahead +4
    11, // enemy king G files +2 ahead +5
    24, // enemy king G files +2 ahead +6
    12, // enemy king G files +2 ahead +7
    12, // enemy king G files +2 ahead +8
    0, // enemy king G files +3 ahead -8
    0, // enemy king G files +3 ahead -7
    -1, // enemy king G files +3 ahead -6
    0, // enemy king G files +3 ahead -5
    2, // enemy king G files +3 ahead -4
    1, // enemy king G files +3 ahead -3
    1, // enemy king G files +3 ahead -2
    -16, // enemy king G files +3 ahead -1
    -11, // enemy king G files +3 ahead +0
    -4, // enemy king G files +3 ahead +1
    -5, // enemy king G files +3 ahead +2
    -1, // enemy king G files +3 ahead +3
    23, // enemy king G files +3 ahead +4
    18, // enemy king G files +3 ahead +5
    12, // enemy king G files +3 ahead +6
    20, // enemy king G files +3 ahead +7
    2, // enemy king G files +3 ahead +8
    0, // enemy king G files +4 ahead -8
    0, // enemy king G files +4 ahead -7
    0, // enemy king G files +4 ahead -6
    -3, // enemy king G files +4 ahead -5
    0, // enemy king G files +4 ahead -4
    -3, // enemy king G files +4 ahead -3
    -5, // enemy king G files +4 ahead -2
    -4, // enemy king G files +4 ahead -1
    -13, // enemy king G files +4 ahead +0
    -10, // enemy king G files +4 ahead +1
    -6, // enemy king G files +4 ahead +2
    -16, // enemy king G files +4 ahead +3
    10, // enemy king G files +4 ahead +4
    7, // enemy king G files +4 ahead +5
    -5, // enemy king G files +4 ahead +6
    18, // enemy king G files +4 ahead +7
    -20, // enemy king G files +4 ahead +8
    0, // enemy king G files +5 ahead -8
    0, // enemy king G files +5 ahead -7
    -2, // enemy king G files +5 ahead -6
    0, // enemy king G files +5 ahead -5
    0, // enemy king G files +5 ahead -4
    0, // enemy king G files +5 ahead -3
    2, // enemy king G files +5 ahead -2
    -10, // enemy king G files +5 ahead -1
    -14, // enemy king G files +5 ahead +0
    -4, // enemy king G files +5 ahead +1
    -10, // enemy king G files +5 ahead +2
    -1, // enemy king G files +5 ahead +3
    -19, // enemy king G files +5 ahead +4
    16, // enemy king G files +5 ahead +5
    9, // enemy king G files +5 ahead +6
    9, // enemy king G files +5 ahead +7
    1, // enemy king G files +5 ahead +8
    -1, // enemy king G files +6 ahead -8
    -1, // enemy king G files +6 ahead -7
    0, // enemy king G files +6 ahead -6
    -1, // enemy king G files +6 ahead -5
    1, // enemy king G files +6 ahead -4
    -1, // enemy king G files +6 ahead -3
    -1, // enemy king G files +6 ahead -2
    -16, // enemy king G files +6 ahead -1
    -16, // enemy king G files +6 ahead +0
    -20, // enemy king G files +6 ahead +1
    -3, // enemy king G files +6 ahead +2
    -7, // enemy king G files +6 ahead +3
    -11, // enemy king G files +6 ahead +4
    6, // enemy king G files +6 ahead +5
    -6, // enemy king G files +6 ahead +6
    -8, // enemy king G files +6 ahead +7
    -1, // enemy king G files +6 ahead +8
    0, // enemy king G files +7 ahead -8
    0, // enemy king G files +7 ahead -7
    0, // enemy king G files +7 ahead -6
    -2, // enemy king G files +7 ahead -5
    0, // enemy king G files +7 ahead -4
    -1, // enemy king G files +7 ahead -3
    -4, // enemy king G files +7 ahead -2
    -13, // enemy king G files +7 ahead -1
    -2, // enemy king G files +7 ahead +0
    1, // enemy king G files +7 ahead +1
    1, // enemy king G files +7 ahead +2
    0, // enemy king G files +7 ahead +3
    1, // enemy king G files +7 ahead +4
    -2, // enemy king G files +7 ahead +5
    1, // enemy king G files +7 ahead +6
    -2, // enemy king G files +7 ahead +7
    -1, // enemy king G files +7 ahead +8
    0, // enemy king G files +8 ahead -8
    0, // enemy king G files +8 ahead -7
    0, // enemy king G files +8 ahead -6
    0, // enemy king G files +8 ahead -5
    0, // enemy king G files +8 ahead -4
    0, // enemy king G files +8 ahead -3
    0, // enemy king G files +8 ahead -2
    -10, // enemy king G files +8 ahead -1
    0, // enemy king G files +8 ahead +0
    0, // enemy king G files +8 ahead +1
    0, // enemy king G files +8 ahead +2
    0, // enemy king G files +8 ahead +3
    -1, // enemy king G files +8 ahead +4
    0, // enemy king G files +8 ahead +5
    1, // enemy king G files +8 ahead +6
    -1, // enemy king G files +8 ahead +7
    0, // enemy king G files +8 ahead +8
    0, // enemy king S files -3 ahead -8
    0, // enemy king S files -3 ahead -7
    0, // enemy king S files -3 ahead -6
    0, // enemy king S files -3 ahead -5
    0, // enemy king S files -3 ahead -4
    -1, // enemy king S files -3 ahead -3
    0, // enemy king S files -3 ahead -2
    -5, // enemy king S files -3 ahead -1
    0, // enemy king S files -3 ahead +0
    1, // enemy king S files -3 ahead +1
    -2, // enemy king S files -3 ahead +2
    5, // enemy king S files -3 ahead +3
    1, // enemy king S files -3 ahead +4
    -3, // enemy king S files -3 ahead +5
    -6, // enemy king S files -3 ahead +6
    -6, // enemy king S files -3 ahead +7
    -1, // enemy king S files -3 ahead +8
    0, // enemy king S files -2 ahead -8
    0, // enemy king S files -2 ahead -7
    0, // enemy king S files -2 ahead -6
    0, // enemy king S files -2 ahead -5
    -2, // enemy king S files -2 ahead -4
    0, // enemy king S files -2 ahead -3
    -1, // enemy king S files -2 ahead -2
    2, // enemy king S files -2 ahead -1
    -8, // enemy king S files -2 ahead +0
    6, // enemy king S files -2 ahead +1
    5, // enemy king S files -2 ahead +2
    -6, // enemy king S files -2 ahead +3
    8, // enemy king S files -2 ahead +4
    -10, // enemy king S files -2 ahead +5
    -14, // enemy king S files -2 ahead +6
    -4, // enemy king S files -2 ahead +7
    -3, // enemy king S files -2 ahead +8
    0, // enemy king S files -1 ahead -8
    0, // enemy king S files -1 ahead -7
    0, // enemy king S files -1 ahead -6
    0, // enemy king S files -1 ahead -5
    0, // enemy king S files -1 ahead -4
    -2, // enemy king S files -1 ahead -3
    -2, // enemy king S files -1 ahead -2
    0, // enemy king S files -1 ahead -1
    -3, // enemy king S files -1 ahead +0
    0, // enemy king S files -1 ahead +1
    13, // enemy king S files -1 ahead +2
    -1, // enemy king S files -1 ahead +3
    13, // enemy king S files -1 ahead +4
    -2, // enemy king S files -1 ahead +5
    -2, // enemy king S files -1 ahead +6
    -6, // enemy king S files -1 ahead +7
    -31, // enemy king S files -1 ahead +8
    0, // enemy king S files +0 ahead -8
    0, // enemy king S files +0 ahead -7
    1, // enemy king S files +0 ahead -6
    -2, // enemy king S files +0 ahead -5
    -1, // enemy king S files +0 ahead -4
    -4, // enemy king S files +0 ahead -3
    -10, // enemy king S files +0 ahead -2
    0, // enemy king S files +0 ahead -1
    0, // enemy king S files +0 ahead +0
    0, // enemy king S files +0 ahead +1
    29, // enemy king S files +0 ahead +2
    19, // enemy king S files +0 ahead +3
    12, // enemy king S files +0 ahead +4
    12, // enemy king S files +0 ahead +5
    2, // enemy king S files +0 ahead +6
    -6, // enemy king S files +0 ahead +7
    5, // enemy king S files +0 ahead +8
    0, // enemy king S files +1 ahead -8
    -3, // enemy king S files +1 ahead -7
    -3, // enemy king S files +1 ahead -6
    1, // enemy king S files +1 ahead -5
    1, // enemy king S files +1 ahead -4
    -6, // enemy king S files +1 ahead -3
    -4, // enemy king S files +1 ahead -2
    0, // enemy king S files +1 ahead -1
    6, // enemy king S files +1 ahead +0
    0, // enemy king S files +1 ahead +1
    32, // enemy king S files +1 ahead +2
    15, // enemy king S files +1 ahead +3
    9, // enemy king S files +1 ahead +4
    7, // enemy king S files +1 ahead +5
    -15, // enemy king S files +1 ahead +6
    -1, // enemy king S files +1 ahead +7
    9, // enemy king S files +1 ahead +8
    0, // enemy king S files +2 ahead -8
    -2, // enemy king S files +2 ahead -7
    -1, // enemy king S files +2 ahead -6
    -1, // enemy king S files +2 ahead -5
    -2, // enemy king S files +2 ahead -4
    -2, // enemy king S files +2 ahead -3
    -2, // enemy king S files +2 ahead -2
    -18, // enemy king S files +2 ahead -1
    1, // enemy king S files +2 ahead +0
    6, // enemy king S files +2 ahead +1
    6, // enemy king S files +2 ahead +2
    9, // enemy king S files +2 ahead +3
    22, // enemy king S files +2 ahead +4
    19, // enemy king S files +2 ahead +5
    9, // enemy king S files +2 ahead +6
    -13, // enemy king S files +2 ahead +7
    -17, // enemy king S files +2 ahead +8
    0, // enemy king S files +3 ahead -8
    0, // enemy king S files +3 ahead -7
    1, // enemy king S files +3 ahead -6
    0, // enemy king S files +3 ahead -5
    -1, // enemy king S files +3 ahead -4
    3, // enemy king S files +3 ahead -3
    -2, // enemy king S files +3 ahead -2
    -17, // enemy king S files +3 ahead -1
    -15, // enemy king S files +3 ahead +0
    -7, // enemy king S files +3 ahead +1
    -5, // enemy king S files +3 ahead +2
    17, // enemy king S files +3 ahead +3
    20, // enemy king S files +3 ahead +4
    7, // enemy king S files +3 ahead +5
    -4, // enemy king S files +3 ahead +6
    -1, // enemy king S files +3 ahead +7
    -2, // enemy king S files +3 ahead +8
    0, // enemy king S files +4 ahead -8
    0, // enemy king S files +4 ahead -7
    -1, // enemy king S files +4 ahead -6
    0, // enemy king S files +4 ahead -5
    -1, // enemy king S files +4 ahead -4
    -1, // enemy king S files +4 ahead -3
    1, // enemy king S files +4 ahead -2
    -8, // enemy king S files +4 ahead -1
    -2, // enemy king S files +4 ahead +0
    -1, // enemy king S files +4 ahead +1
    -9, // enemy king S files +4 ahead +2
    -8, // enemy king S files +4 ahead +3
    3, // enemy king S files +4 ahead +4
    20, // enemy king S files +4 ahead +5
    9, // enemy king S files +4 ahead +6
    15, // enemy king S files +4 ahead +7
    -16, // enemy king S files +4 ahead +8
    0, // enemy king S files +5 ahead -8
    0, // enemy king S files +5 ahead -7
    0, // enemy king S files +5 ahead -6
    0, // enemy king S files +5 ahead -5
    0, // enemy king S files +5 ahead -4
    1, // enemy king S files +5 ahead -3
    1, // enemy king S files +5 ahead -2
    -1, // enemy king S files +5 ahead -1
    -5, // enemy king S files +5 ahead +0
    2, // enemy king S files +5 ahead +1
    -3, // enemy king S files +5 ahead +2
    -15, // enemy king S files +5 ahead +3
    6, // enemy king S files +5 ahead +4
    27, // enemy king S files +5 ahead +5
    10, // enemy king S files +5 ahead +6
    10, // enemy king S files +5 ahead +7
    -8, // enemy king S files +5 ahead +8
    -3, // enemy king S files +6 ahead -8
    0, // enemy king S files +6 ahead -7
    0, // enemy king S files +6 ahead -6
    0, // enemy king S files +6 ahead -5
    0, // enemy king S files +6 ahead -4
    1, // enemy king S files +6 ahead -3
    -1, // enemy king S files +6 ahead -2
    0, // enemy king S files +6 ahead -1
    -5, // enemy king S files +6 ahead +0
    0, // enemy king S files +6 ahead +1
    -5, // enemy king S files +6 ahead +2
    -5, // enemy king S files +6 ahead +3
    5, // enemy king S files +6 ahead +4
    -12, // enemy king S files +6 ahead +5
    -4, // enemy king S files +6 ahead +6
    -25, // enemy king S files +6 ahead +7
    3, // enemy king S files +6 ahead +8
    0, // enemy king S files +7 ahead -8
    0, // enemy king S files +7 ahead -7
    0, // enemy king S files +7 ahead -6
    0, // enemy king S files +7 ahead -5
    -2, // enemy king S files +7 ahead -4
    -1, // enemy king S files +7 ahead -3
    -3, // enemy king S files +7 ahead -2
    -1, // enemy king S files +7 ahead -1
    -5, // enemy king S files +7 ahead +0
    0, // enemy king S files +7 ahead +1
    -1, // enemy king S files +7 ahead +2
    1, // enemy king S files +7 ahead +3
    3, // enemy king S files +7 ahead +4
    0, // enemy king S files +7 ahead +5
    -1, // enemy king S files +7 ahead +6
    -1, // enemy king S files +7 ahead +7
    0, // enemy king S files +7 ahead +8
    0, // enemy king S files +8 ahead -8
    0, // enemy king S files +8 ahead -7
    0, // enemy king S files +8 ahead -6
    0, // enemy king S files +8 ahead -5
    0, // enemy king S files +8 ahead -4
    0, // enemy king S files +8 ahead -3
    0, // enemy king S files +8 ahead -2
    0, // enemy king S files +8 ahead -1
    1, // enemy king S files +8 ahead +0
    0, // enemy king S files +8 ahead +1
    0, // enemy king S files +8 ahead +2
    0, // enemy king S files +8 ahead +3
    1, // enemy king S files +8 ahead +4
    -2, // enemy king S files +8 ahead +5
    -4, // enemy king S files +8 ahead +6
    1, // enemy king S files +8 ahead +7
    0, // enemy king S files +8 ahead +8
    0, // enemy king N files -3 ahead -8
    0, // enemy king N files -3 ahead -7
    0, // enemy king N files -3 ahead -6
    0, // enemy king N files -3 ahead -5
    0, // enemy king N files -3 ahead -4
    0, // enemy king N files -3 ahead -3
    0, // enemy king N files -3 ahead -2
    -1, // enemy king N files -3 ahead -1
    0, // enemy king N files -3 ahead +0
    -3, // enemy king N files -3 ahead +1
    4, // enemy king N files -3 ahead +2
    0, // enemy king N files -3 ahead +3
    4, // enemy king N files -3 ahead +4
    -4, // enemy king N files -3 ahead +5
    -21, // enemy king N files -3 ahead +6
    1, // enemy king N files -3 ahead +7
    0, // enemy king N files -3 ahead +8
    0, // enemy king N files -2 ahead -8
    0, // enemy king N files -2 ahead -7
    0, // enemy king N files -2 ahead -6
    0, // enemy king N files -2 ahead -5
    0, // enemy king N files -2 ahead -4
    0, // enemy king N files -2 ahead -3
    0, // enemy king N files -2 ahead -2
    0, // enemy king N files -2 ahead -1
    1, // enemy king N files -2 ahead +0
    0, // enemy king N files -2 ahead +1
    14, // enemy king N files -2 ahead +2
    0, // enemy king N files -2 ahead +3
    6, // enemy king N files -2 ahead +4
    2, // enemy king N files -2 ahead +5
    -7, // enemy king N files -2 ahead +6
    22, // enemy king N files -2 ahead +7
    14, // enemy king N files -2 ahead +8
    0, // enemy king N files -1 ahead -8
    0, // enemy king N files -1 ahead -7
    0, // enemy king N files -1 ahead -6
    0, // enemy king N files -1 ahead -5
    0, // enemy king N files -1 ahead -4
    -1, // enemy king N files -1 ahead -3
    0, // enemy king N files -1 ahead -2
    0, // enemy king N files -1 ahead -1
    -2, // enemy king N files -1 ahead +0
    0, // enemy king N files -1 ahead +1
    0, // enemy king N files -1 ahead +2
    31, // enemy king N files -1 ahead +3
    0, // enemy king N files -1 ahead +4
    16, // enemy king N files -1 ahead +5
    -15, // enemy king N files -1 ahead +6
    -15, // enemy king N files -1 ahead +7
    -5, // enemy king N files -1 ahead +8
    0, // enemy king N files +0 ahead -8
    0, // enemy king N files +0 ahead -7
    0, // enemy king N files +0 ahead -6
    0, // enemy king N files +0 ahead -5
    0, // enemy king N files +0 ahead -4
    -1, // enemy king N files +0 ahead -3
    1, // enemy king N files +0 ahead -2
    1, // enemy king N files +0 ahead -1
    0, // enemy king N files +0 ahead +0
    -25, // enemy king N files +0 ahead +1
    -11, // enemy king N files +0 ahead +2
    13, // enemy king N files +0 ahead +3
    49, // enemy king N files +0 ahead +4
    3, // enemy king N files +0 ahead +5
    -7, // enemy king N files +0 ahead +6
    -46, // enemy king N files +0 ahead +7
    -16, // enemy king N files +0 ahead +8
    0, // enemy king N files +1 ahead -8
    0, // enemy king N files +1 ahead -7
    0, // enemy king N files +1 ahead -6
    1, // enemy king N files +1 ahead -5
    0, // enemy king N files +1 ahead -4
    1, // enemy king N files +1 ahead -3
    2, // enemy king N files +1 ahead -2
    -3, // enemy king N files +1 ahead -1
    -4, // enemy king N files +1 ahead +0
    -15, // enemy king N files +1 ahead +1
    0, // enemy king N files +1 ahead +2
    52, // enemy king N files +1 ahead +3
    18, // enemy king N files +1 ahead +4
    -8, // enemy king N files +1 ahead +5
    -1, // enemy king N files +1 ahead +6
    1, // enemy king N files +1 ahead +7
    -9, // enemy king N files +1 ahead +8
    0, // enemy king N files +2 ahead -8
    0, // enemy king N files +2 ahead -7
    0, // enemy king N files +2 ahead -6
    0, // enemy king N files +2 ahead -5
    0, // enemy king N files +2 ahead -4
    0, // enemy king N files +2 ahead -3
    -5, // enemy king N files +2 ahead -2
    0, // enemy king N files +2 ahead -1
    -1, // enemy king N files +2 ahead +0
    4, // enemy king N files +2 ahead +1
    2, // enemy king N files +2 ahead +2
    17, // enemy king N files +2 ahead +3
    -2, // enemy king N files +2 ahead +4
    -3, // enemy king N files +2 ahead +5
    -11, // enemy king N files +2 ahead +6
    -6, // enemy king N files +2 ahead +7
    -6, // enemy king N files +2 ahead +8
    0, // enemy king N files +3 ahead -8
    0, // enemy king N files +3 ahead -7
    0, // enemy king N files +3 ahead -6
    0, // enemy king N files +3 ahead -5
    0, // enemy king N files +3 ahead -4
    1, // enemy king N files +3 ahead -3
    0, // enemy king N files +3 ahead -2
    -1, // enemy king N files +3 ahead -1
    -5, // enemy king N files +3 ahead +0
    -8, // enemy king N files +3 ahead +1
    -10, // enemy king N files +3 ahead +2
    5, // enemy king N files +3 ahead +3
    -12, // enemy king N files +3 ahead +4
    23, // enemy king N files +3 ahead +5
    7, // enemy king N files +3 ahead +6
    14, // enemy king N files +3 ahead +7
    -5, // enemy king N files +3 ahead +8
    0, // enemy king N files +4 ahead -8
    0, // enemy king N files +4 ahead -7
    0, // enemy king N files +4 ahead -6
    0, // enemy king N files +4 ahead -5
    0, // enemy king N files +4 ahead -4
    0, // enemy king N files +4 ahead -3
    -2, // enemy king N files +4 ahead -2
    -1, // enemy king N files +4 ahead -1
    -2, // enemy king N files +4 ahead +0
    -16, // enemy king N files +4 ahead +1
    -22, // enemy king N files +4 ahead +2
    -7, // enemy king N files +4 ahead +3
    -9, // enemy king N files +4 ahead +4
    1, // enemy king N files +4 ahead +5
    -7, // enemy king N files +4 ahead +6
    13, // enemy king N files +4 ahead +7
    -7, // enemy king N files +4 ahead +8
    0, // enemy king N files +5 ahead -8
    0, // enemy king N files +5 ahead -7
    0, // enemy king N files +5 ahead -6
    0, // enemy king N files +5 ahead -5
    0, // enemy king N files +5 ahead -4
    0, // enemy king N files +5 ahead -3
    0, // enemy king N files +5 ahead -2
    0, // enemy king N files +5 ahead -1
    -7, // enemy king N files +5 ahead +0
    0, // enemy king N files +5 ahead +1
    -20, // enemy king N files +5 ahead +2
    -6, // enemy king N files +5 ahead +3
    -11, // enemy king N files +5 ahead +4
    -30, // enemy king N files +5 ahead +5
    -30, // enemy king N files +5 ahead +6
    4, // enemy king N files +5 ahead +7
    -13, // enemy king N files +5 ahead +8
    0, // enemy king N files +6 ahead -8
    0, // enemy king N files +6 ahead -7
    0, // enemy king N files +6 ahead -6
    0, // enemy king N files +6 ahead -5
    0, // enemy king N files +6 ahead -4
    0, // enemy king N files +6 ahead -3
    0, // enemy king N files +6 ahead -2
    -1, // enemy king N files +6 ahead -1
    -3, // enemy king N files +6 ahead +0
    1, // enemy king N files +6 ahead +1
    -6, // enemy king N files +6 ahead +2
    -6, // enemy king N files +6 ahead +3
    -10, // enemy king N files +6 ahead +4
    4, // enemy king N files +6 ahead +5
    4, // enemy king N files +6 ahead +6
    14, // enemy king N files +6 ahead +7
    1, // enemy king N files +6 ahead +8
    0, // enemy king N files +7 ahead -8
    0, // enemy king N files +7 ahead -7
    0, // enemy king N files +7 ahead -6
    0, // enemy king N files +7 ahead -5
    0, // enemy king N files +7 ahead -4
    0, // enemy king N files +7 ahead -3
    -1, // enemy king N files +7 ahead -2
    0, // enemy king N files +7 ahead -1
    0, // enemy king N files +7 ahead +0
    2, // enemy king N files +7 ahead +1
    -12, // enemy king N files +7 ahead +2
    3, // enemy king N files +7 ahead +3
    0, // enemy king N files +7 ahead +4
    -9, // enemy king N files +7 ahead +5
    3, // enemy king N files +7 ahead +6
    -5, // enemy king N files +7 ahead +7
    0, // enemy king N files +7 ahead +8
    0, // enemy king N files +8 ahead -8
    0, // enemy king N files +8 ahead -7
    0, // enemy king N files +8 ahead -6
    0, // enemy king N files +8 ahead -5
    0, // enemy king N files +8 ahead -4
    0, // enemy king N files +8 ahead -3
    0, // enemy king N files +8 ahead -2
    0, // enemy king N files +8 ahead -1
    0, // enemy king N files +8 ahead +0
    0, // enemy king N files +8 ahead +1
    -1, // enemy king N files +8 ahead +2
    0, // enemy king N files +8 ahead +3
    0, // enemy king N files +8 ahead +4
    1, // enemy king N files +8 ahead +5
    0, // enemy king N files +8 ahead +6
    0, // enemy king N files +8 ahead +7
    0, // enemy king N files +8 ahead +8
    0, // enemy king L files -3 ahead -8
    0, // enemy king L files -3 ahead -7
    0, // enemy king L files -3 ahead -6
    0, // enemy king L files -3 ahead -5
    0, // enemy king L files -3 ahead -4
    0, // enemy king L files -3 ahead -3
    0, // enemy king L files -3 ahead -2
    -2, // enemy king L files -3 ahead -1
    -10, // enemy king L files -3 ahead +0
    -5, // enemy king L files -3 ahead +1
    7, // enemy king L files -3 ahead +2
    23, // enemy king L files -3 ahead +3
    17, // enemy king L files -3 ahead +4
    -20, // enemy king L files -3 ahead +5
    -4, // enemy king L files -3 ahead +6
    -10, // enemy king L files -3 ahead +7
    26, // enemy king L files -3 ahead +8
    0, // enemy king L files -2 ahead -8
    0, // enemy king L files -2 ahead -7
    0, // enemy king L files -2 ahead -6
    0, // enemy king L files -2 ahead -5
    0, // enemy king L files -2 ahead -4
    0, // enemy king L files -2 ahead -3
    0, // enemy king L files -2 ahead -2
    -2, // enemy king L files -2 ahead -1
    -2, // enemy king L files -2 ahead +0
    -1, // enemy king L files -2 ahead +1
    1, // enemy king L files -2 ahead +2
    7, // enemy king L files -2 ahead +3
    7, // enemy king L files -2 ahead +4
    -12, // enemy king L files -2 ahead +5
    5, // enemy king L files -2 ahead +6
    -18, // enemy king L files -2 ahead +7
    -26, // enemy king L files -2 ahead +8
    0, // enemy king L files -1 ahead -8
    0, // enemy king L files -1 ahead -7
    0, // enemy king L files -1 ahead -6
    0, // enemy king L files -1 ahead -5
    0, // enemy king L files -1 ahead -4
    0, // enemy king L files -1 ahead -3
    -3, // enemy king L files -1 ahead -2
    1, // enemy king L files -1 ahead -1
    0, // enemy king L files -1 ahead +0
    -8, // enemy king L files -1 ahead +1
    1, // enemy king L files -1 ahead +2
    10, // enemy king L files -1 ahead +3
    -13, // enemy king L files -1 ahead +4
    -4, // enemy king L files -1 ahead +5
    -16, // enemy king L files -1 ahead +6
    -12, // enemy king L files -1 ahead +7
    -19, // enemy king L files -1 ahead +8
    0, // enemy king L files +0 ahead -8
    0, // enemy king L files +0 ahead -7
    0, // enemy king L files +0 ahead -6
    0, // enemy king L files +0 ahead -5
    0, // enemy king L files +0 ahead -4
    -1, // enemy king L files +0 ahead -3
    0, // enemy king L files +0 ahead -2
    1, // enemy king L files +0 ahead -1
    0, // enemy king L files +0 ahead +0
    0, // enemy king L files +0 ahead +1
    4, // enemy king L files +0 ahead +2
    6, // enemy king L files +0 ahead +3
    23, // enemy king L files +0 ahead +4
    6, // enemy king L files +0 ahead +5
    23, // enemy king L files +0 ahead +6
    18, // enemy king L files +0 ahead +7
    3, // enemy king L files +0 ahead +8
    0, // enemy king L files +1 ahead -8
    0, // enemy king L files +1 ahead -7
    0, // enemy king L files +1 ahead -6
    0, // enemy king L files +1 ahead -5
    1, // enemy king L files +1 ahead -4
    -1, // enemy king L files +1 ahead -3
    0, // enemy king L files +1 ahead -2
    0, // enemy king L files +1 ahead -1
    -4, // enemy king L files +1 ahead +0
    -4, // enemy king L files +1 ahead +1
    0, // enemy king L files +1 ahead +2
    11, // enemy king L files +1 ahead +3
    19, // enemy king L files +1 ahead +4
    33, // enemy king L files +1 ahead +5
    -11, // enemy king L files +1 ahead +6
    5, // enemy king L files +1 ahead +7
    -1, // enemy king L files +1 ahead +8
    0, // enemy king L files +2 ahead -8
    0, // enemy king L files +2 ahead -7
    0, // enemy king L files +2 ahead -6
    0, // enemy king L files +2 ahead -5
    2, // enemy king L files +2 ahead -4
    1, // enemy king L files +2 ahead -3
    0, // enemy king L files +2 ahead -2
    0, // enemy king L files +2 ahead -1
    2, // enemy king L files +2 ahead +0
    -4, // enemy king L files +2 ahead +1
    -13, // enemy king L files +2 ahead +2
    0, // enemy king L files +2 ahead +3
    -2, // enemy king L files +2 ahead +4
    4, // enemy king L files +2 ahead +5
    -11, // enemy king L files +2 ahead +6
    1, // enemy king L files +2 ahead +7
    -5, // enemy king L files +2 ahead +8
    0, // enemy king L files +3 ahead -8
    0, // enemy king L files +3 ahead -7
    0, // enemy king L files +3 ahead -6
    0, // enemy king L files +3 ahead -5
    0, // enemy king L files +3 ahead -4
    -1, // enemy king L files +3 ahead -3
    1, // enemy king L files +3 ahead -2
    -2, // enemy king L files +3 ahead -1
    1, // enemy king L files +3 ahead +0
    -9, // enemy king L files +3 ahead +1
    -5, // enemy king L files +3 ahead +2
    -4, // enemy king L files +3 ahead +3
    9, // enemy king L files +3 ahead +4
    4, // enemy king L files +3 ahead +5
    6, // enemy king L files +3 ahead +6
    -3, // enemy king L files +3 ahead +7
    0, // enemy king L files +3 ahead +8
    0, // enemy king L files +4 ahead -8
    0, // enemy king L files +4 ahead -7
    0, // enemy king L files +4 ahead -6
    0, // enemy king L files +4 ahead -5
    -1, // enemy king L files +4 ahead -4
    3, // enemy king L files +4 ahead -3
    0, // enemy king L files +4 ahead -2
    -2, // enemy king L files +4 ahead -1
    -4, // enemy king L files +4 ahead +0
    -8, // enemy king L files +4 ahead +1
    -8, // enemy king L files +4 ahead +2
    11, // enemy king L files +4 ahead +3
    5, // enemy king L files +4 ahead +4
    0, // enemy king L files +4 ahead +5
    26, // enemy king L files +4 ahead +6
    2, // enemy king L files +4 ahead +7
    -5, // enemy king L files +4 ahead +8
    0, // enemy king L files +5 ahead -8
    0, // enemy king L files +5 ahead -7
    0, // enemy king L files +5 ahead -6
    1, // enemy king L files +5 ahead -5
    0, // enemy king L files +5 ahead -4
    1, // enemy king L files +5 ahead -3
    -2, // enemy king L files +5 ahead -2
    0, // enemy king L files +5 ahead -1
    -7, // enemy king L files +5 ahead +0
    -1, // enemy king L files +5 ahead +1
    -2, // enemy king L files +5 ahead +2
    10, // enemy king L files +5 ahead +3
    0, // enemy king L files +5 ahead +4
    -2, // enemy king L files +5 ahead +5
    30, // enemy king L files +5 ahead +6
    -9, // enemy king L files +5 ahead +7
    -31, // enemy king L files +5 ahead +8
    0, // enemy king L files +6 ahead -8
    0, // enemy king L files +6 ahead -7
    0, // enemy king L files +6 ahead -6
    0, // enemy king L files +6 ahead -5
    -1, // enemy king L files +6 ahead -4
    1, // enemy king L files +6 ahead -3
    0, // enemy king L files +6 ahead -2
    -2, // enemy king L files +6 ahead -1
    -10, // enemy king L files +6 ahead +0
    -3, // enemy king L files +6 ahead +1
    2, // enemy king L files +6 ahead +2
    -12, // enemy king L files +6 ahead +3
    -3, // enemy king L files +6 ahead +4
    -7, // enemy king L files +6 ahead +5
    5, // enemy king L files +6 ahead +6
    -24, // enemy king L files +6 ahead +7
    -9, // enemy king L files +6 ahead +8
    0, // enemy king L files +7 ahead -8
    0, // enemy king L files +7 ahead -7
    0, // enemy king L files +7 ahead -6
    0, // enemy king L files +7 ahead -5
    0, // enemy king L files +7 ahead -4
    0, // enemy king L files +7 ahead -3
    0, // enemy king L files +7 ahead -2
    -1, // enemy king L files +7 ahead -1
    -1, // enemy king L files +7 ahead +0
    2, // enemy king L files +7 ahead +1
    -5, // enemy king L files +7 ahead +2
    -7, // enemy king L files +7 ahead +3
    -27, // enemy king L files +7 ahead +4
    -24, // enemy king L files +7 ahead +5
    -50, // enemy king L files +7 ahead +6
    7, // enemy king L files +7 ahead +7
    12, // enemy king L files +7 ahead +8
    0, // enemy king L files +8 ahead -8
    0, // enemy king L files +8 ahead -7
    0, // enemy king L files +8 ahead -6
    0, // enemy king L files +8 ahead -5
    -1, // enemy king L files +8 ahead -4
    -1, // enemy king L files +8 ahead -3
    1, // enemy king L files +8 ahead -2
    -1, // enemy king L files +8 ahead -1
    3, // enemy king L files +8 ahead +0
    0, // enemy king L files +8 ahead +1
    -4, // enemy king L files +8 ahead +2
    2, // enemy king L files +8 ahead +3
    -6, // enemy king L files +8 ahead +4
    4, // enemy king L files +8 ahead +5
    1, // enemy king L files +8 ahead +6
    16, // enemy king L files +8 ahead +7
    1, // enemy king L files +8 ahead +8
    0, // enemy king P files -3 ahead -8
    0, // enemy king P files -3 ahead -7
    0, // enemy king P files -3 ahead -6
    0, // enemy king P files -3 ahead -5
    0, // enemy king P files -3 ahead -4
    1, // enemy king P files -3 ahead -3
    0, // enemy king P files -3 ahead -2
    -2, // enemy king P files -3 ahead -1
    -1, // enemy king P files -3 ahead +0
    -2, // enemy king P files -3 ahead +1
    -3, // enemy king P files -3 ahead +2
    27, // enemy king P files -3 ahead +3
    5, // enemy king P files -3 ahead +4
    -6, // enemy king P files -3 ahead +5
    0, // enemy king P files -3 ahead +6
    -3, // enemy king P files -3 ahead +7
    0, // enemy king P files -3 ahead +8
    0, // enemy king P files -2 ahead -8
    0, // enemy king P files -2 ahead -7
    0, // enemy king P files -2 ahead -6
    0, // enemy king P files -2 ahead -5
    0, // enemy king P files -2 ahead -4
    0, // enemy king P files -2 ahead -3
    -3, // enemy king P files -2 ahead -2
    -6, // enemy king P files -2 ahead -1
    -12, // enemy king P files -2 ahead +0
    -2, // enemy king P files -2 ahead +1
    6, // enemy king P files -2 ahead +2
    31, // enemy king P files -2 ahead +3
    2, // enemy king P files -2 ahead +4
    -9, // enemy king P files -2 ahead +5
    -18, // enemy king P files -2 ahead +6
    7, // enemy king P files -2 ahead +7
    -10, // enemy king P files -2 ahead +8
    0, // enemy king P files -1 ahead -8
    0, // enemy king P files -1 ahead -7
    0, // enemy king P files -1 ahead -6
    0, // enemy king P files -1 ahead -5
    0, // enemy king P files -1 ahead -4
    -1, // enemy king P files -1 ahead -3
    -2, // enemy king P files -1 ahead -2
    -6, // enemy king P files -1 ahead -1
    -28, // enemy king P files -1 ahead +0
    6, // enemy king P files -1 ahead +1
    2, // enemy king P files -1 ahead +2
    36, // enemy king P files -1 ahead +3
    7, // enemy king P files -1 ahead +4
    -19, // enemy king P files -1 ahead +5
    -35, // enemy king P files -1 ahead +6
    -1, // enemy king P files -1 ahead +7
    -8, // enemy king P files -1 ahead +8
    0, // enemy king P files +0 ahead -8
    1, // enemy king P files +0 ahead -7
    0, // enemy king P files +0 ahead -6
    0, // enemy king P files +0 ahead -5
    2, // enemy king P files +0 ahead -4
    1, // enemy king P files +0 ahead -3
    -1, // enemy king P files +0 ahead -2
    -8, // enemy king P files +0 ahead -1
    0, // enemy king P files +0 ahead +0
    0, // enemy king P files +0 ahead +1
    46, // enemy king P files +0 ahead +2
    6, // enemy king P files +0 ahead +3
    -19, // enemy king P files +0 ahead +4
    -16, // enemy king P files +0 ahead +5
    -16, // enemy king P files +0 ahead +6
    4, // enemy king P files +0 ahead +7
    -2, // enemy king P files +0 ahead +8
    0, // enemy king P files +1 ahead -8
    0, // enemy king P files +1 ahead -7
    1, // enemy king P files +1 ahead -6
    -2, // enemy king P files +1 ahead -5
    -1, // enemy king P files +1 ahead -4
    -2, // enemy king P files +1 ahead -3
    1, // enemy king P files +1 ahead -2
    -5, // enemy king P files +1 ahead -1
    -19, // enemy king P files +1 ahead +0
    -12, // enemy king P files +1 ahead +1
    11, // enemy king P files +1 ahead +2
    52, // enemy king P files +1 ahead +3
    24, // enemy king P files +1 ahead +4
    5, // enemy king P files +1 ahead +5
    -21, // enemy king P files +1 ahead +6
    4, // enemy king P files +1 ahead +7
    -2, // enemy king P files +1 ahead +8
    0, // enemy king P files +2 ahead -8
    1, // enemy king P files +2 ahead -7
    1, // enemy king P files +2 ahead -6
    0, // enemy king P files +2 ahead -5
    0, // enemy king P files +2 ahead -4
    -2, // enemy king P files +2 ahead -3
    1, // enemy king P files +2 ahead -2
    -14, // enemy king P files +2 ahead -1
    -10, // enemy king P files +2 ahead +0
    -5, // enemy king P files +2 ahead +1
    -5, // enemy king P files +2 ahead +2
    27, // enemy king P files +2 ahead +3
    -11, // enemy king P files +2 ahead +4
    -11, // enemy king P files +2 ahead +5
    11, // enemy king P files +2 ahead +6
    -7, // enemy king P files +2 ahead +7
    2, // enemy king P files +2 ahead +8
    0, // enemy king P files +3 ahead -8
    0, // enemy king P files +3 ahead -7
    2, // enemy king P files +3 ahead -6
    -1, // enemy king P files +3 ahead -5
    1, // enemy king P files +3 ahead -4
    -2, // enemy king P files +3 ahead -3
    0, // enemy king P files +3 ahead -2
    -7, // enemy king P files +3 ahead -1
    -39, // enemy king P files +3 ahead +0
    -4, // enemy king P files +3 ahead +1
    20, // enemy king P files +3 ahead +2
    21, // enemy king P files +3 ahead +3
    7, // enemy king P files +3 ahead +4
    15, // enemy king P files +3 ahead +5
    12, // enemy king P files +3 ahead +6
    8, // enemy king P files +3 ahead +7
    -1, // enemy king P files +3 ahead +8
    0, // enemy king P files +4 ahead -8
    0, // enemy king P files +4 ahead -7
    1, // enemy king P files +4 ahead -6
    1, // enemy king P files +4 ahead -5
    -1, // enemy king P files +4 ahead -4
    0, // enemy king P files +4 ahead -3
    -5, // enemy king P files +4 ahead -2
    2, // enemy king P files +4 ahead -1
    -8, // enemy king P files +4 ahead +0
    -5, // enemy king P files +4 ahead +1
    11, // enemy king P files +4 ahead +2
    29, // enemy king P files +4 ahead +3
    11, // enemy king P files +4 ahead +4
    16, // enemy king P files +4 ahead +5
    12, // enemy king P files +4 ahead +6
    0, // enemy king P files +4 ahead +7
    8, // enemy king P files +4 ahead +8
    0, // enemy king P files +5 ahead -8
    0, // enemy king P files +5 ahead -7
    0, // enemy king P files +5 ahead -6
    0, // enemy king P files +5 ahead -5
    1, // enemy king P files +5 ahead -4
    1, // enemy king P files +5 ahead -3
    -2, // enemy king P files +5 ahead -2
    -5, // enemy king P files +5 ahead -1
    -32, // enemy king P files +5 ahead +0
    -22, // enemy king P files +5 ahead +1
    6, // enemy king P files +5 ahead +2
    0, // enemy king P files +5 ahead +3
    2, // enemy king P files +5 ahead +4
    19, // enemy king P files +5 ahead +5
    15, // enemy king P files +5 ahead +6
    -10, // enemy king P files +5 ahead +7
    2, // enemy king P files +5 ahead +8
    0, // enemy king P files +6 ahead -8
    0, // enemy king P files +6 ahead -7
    0, // enemy king P files +6 ahead -6
    0, // enemy king P files +6 ahead -5
    1, // enemy king P files +6 ahead -4
    3, // enemy king P files +6 ahead -3
    0, // enemy king P files +6 ahead -2
    -7, // enemy king P files +6 ahead -1
    -7, // enemy king P files +6 ahead +0
    -13, // enemy king P files +6 ahead +1
    -18, // enemy king P files +6 ahead +2
    -9, // enemy king P files +6 ahead +3
    8, // enemy king P files +6 ahead +4
    -19, // enemy king P files +6 ahead +5
    -17, // enemy king P files +6 ahead +6
    -1, // enemy king P files +6 ahead +7
    -1, // enemy king P files +6 ahead +8
    0, // enemy king P files +7 ahead -8
    0, // enemy king P files +7 ahead -7
    0, // enemy king P files +7 ahead -6
    -1, // enemy king P files +7 ahead -5
    1, // enemy king P files +7 ahead -4
    0, // enemy king P files +7 ahead -3
    3, // enemy king P files +7 ahead -2
    -9, // enemy king P files +7 ahead -1
    7, // enemy king P files +7 ahead +0
    -4, // enemy king P files +7 ahead +1
    4, // enemy king P files +7 ahead +2
    7, // enemy king P files +7 ahead +3
    -9, // enemy king P files +7 ahead +4
    5, // enemy king P files +7 ahead +5
    -6, // enemy king P files +7 ahead +6
    0, // enemy king P files +7 ahead +7
    3, // enemy king P files +7 ahead +8
    0, // enemy king P files +8 ahead -8
    0, // enemy king P files +8 ahead -7
    0, // enemy king P files +8 ahead -6
    0, // enemy king P files +8 ahead -5
    0, // enemy king P files +8 ahead -4
    0, // enemy king P files +8 ahead -3
    -1, // enemy king P files +8 ahead -2
    -4, // enemy king P files +8 ahead -1
    -2, // enemy king P files +8 ahead +0
    4, // enemy king P files +8 ahead +1
    3, // enemy king P files +8 ahead +2
    9, // enemy king P files +8 ahead +3
    -8, // enemy king P files +8 ahead +4
    15, // enemy king P files +8 ahead +5
    4, // enemy king P files +8 ahead +6
    2, // enemy king P files +8 ahead +7
    0, // enemy king P files +8 ahead +8
    0, // enemy king +R files -3 ahead -8
    0, // enemy king +R files -3 ahead -7
    0, // enemy king +R files -3 ahead -6
    0, // enemy king +R files -3 ahead -5
    0, // enemy king +R files -3 ahead -4
    2, // enemy king +R files -3 ahead -3
    1, // enemy king +R files -3 ahead -2
    -5, // enemy king +R files -3 ahead -1
    15, // enemy king +R files -3 ahead +0
    2, // enemy king +R files -3 ahead +1
    -9, // enemy king +R files -3 ahead +2
    -8, // enemy king +R files -3 ahead +3
    -1, // enemy king +R files -3 ahead +4
    -3, // enemy king +R files -3 ahead +5
    0, // enemy king +R files -3 ahead +6
    1, // enemy king +R files -3 ahead +7
    0, // enemy king +R files -3 ahead +8
    0, // enemy king +R files -2 ahead -8
    0, // enemy king +R files -2 ahead -7
    0, // enemy king +R files -2 ahead -6
    0, // enemy king +R files -2 ahead -5
    0, // enemy king +R files -2 ahead -4
    1, // enemy king +R files -2 ahead -3
    5, // enemy king +R files -2 ahead -2
    17, // enemy king +R files -2 ahead -1
    14, // enemy king +R files -2 ahead +0
    13, // enemy king +R files -2 ahead +1
    -6, // enemy king +R files -2 ahead +2
    -4, // enemy king +R files -2 ahead +3
    2, // enemy king +R files -2 ahead +4
    -4, // enemy king +R files -2 ahead +5
    -3, // enemy king +R files -2 ahead +6
    -5, // enemy king +R files -2 ahead +7
    0, // enemy king +R files -2 ahead +8
    0, // enemy king +R files -1 ahead -8
    0, // enemy king +R files -1 ahead -7
    0, // enemy king +R files -1 ahead -6
    -2, // enemy king +R files -1 ahead -5
    -1, // enemy king +R files -1 ahead -4
    2, // enemy king +R files -1 ahead -3
    7, // enemy king +R files -1 ahead -2
    0, // enemy king +R files -1 ahead -1
    0, // enemy king +R files -1 ahead +0
    0, // enemy king +R files -1 ahead +1
    4, // enemy king +R files -1 ahead +2
    5, // enemy king +R files -1 ahead +3
    -2, // enemy king +R files -1 ahead +4
    0, // enemy king +R files -1 ahead +5
    -5, // enemy king +R files -1 ahead +6
    -6, // enemy king +R files -1 ahead +7
    -3, // enemy king +R files -1 ahead +8
    0, // enemy king +R files +0 ahead -8
    0, // enemy king +R files +0 ahead -7
    1, // enemy king +R files +0 ahead -6
    1, // enemy king +R files +0 ahead -5
    -1, // enemy king +R files +0 ahead -4
    1, // enemy king +R files +0 ahead -3
    13, // enemy king +R files +0 ahead -2
    0, // enemy king +R files +0 ahead -1
    0, // enemy king +R files +0 ahead +0
    0, // enemy king +R files +0 ahead +1
    0, // enemy king +R files +0 ahead +2
    -1, // enemy king +R files +0 ahead +3
    0, // enemy king +R files +0 ahead +4
    5, // enemy king +R files +0 ahead +5
    -1, // enemy king +R files +0 ahead +6
    2, // enemy king +R files +0 ahead +7
    -2, // enemy king +R files +0 ahead +8
    0, // enemy king +R files +1 ahead -8
    -1, // enemy king +R files +1 ahead -7
    -1, // enemy king +R files +1 ahead -6
    -1, // enemy king +R files +1 ahead -5
    1, // enemy king +R files +1 ahead -4
    5, // enemy king +R files +1 ahead -3
    8, // enemy king +R files +1 ahead -2
    0, // enemy king +R files +1 ahead -1
    0, // enemy king +R files +1 ahead +0
    0, // enemy king +R files +1 ahead +1
    -6, // enemy king +R files +1 ahead +2
    -3, // enemy king +R files +1 ahead +3
    1, // enemy king +R files +1 ahead +4
    0, // enemy king +R files +1 ahead +5
    1, // enemy king +R files +1 ahead +6
    -4, // enemy king +R files +1 ahead +7
    0, // enemy king +R files +1 ahead +8
    1, // enemy king +R files +2 ahead -8
    0, // enemy king +R files +2 ahead -7
    0, // enemy king +R files +2 ahead -6
    2, // enemy king +R files +2 ahead -5
    0, // enemy king +R files +2 ahead -4
    -1, // enemy king +R files +2 ahead -3
    5, // enemy king +R files +2 ahead -2
    28, // enemy king +R files +2 ahead -1
    23, // enemy king +R files +2 ahead +0
    10, // enemy king +R files +2 ahead +1
    -11, // enemy king +R files +2 ahead +2
    -8, // enemy king +R files +2 ahead +3
    -9, // enemy king +R files +2 ahead +4
    1, // enemy king +R files +2 ahead +5
    4, // enemy king +R files +2 ahead +6
    1, // enemy king +R files +2 ahead +7
    0, // enemy king +R files +2 ahead +8
    0, // enemy king +R files +3 ahead -8
    1, // enemy king +R files +3 ahead -7
    -1, // enemy king +R files +3 ahead -6
    3, // enemy king +R files +3 ahead -5
    3, // enemy king +R files +3 ahead -4
    -2, // enemy king +R files +3 ahead -3
    3, // enemy king +R files +3 ahead -2
    10, // enemy king +R files +3 ahead -1
    36, // enemy king +R files +3 ahead +0
    13, // enemy king +R files +3 ahead +1
    -2, // enemy king +R files +3 ahead +2
    -5, // enemy king +R files +3 ahead +3
    0, // enemy king +R files +3 ahead +4
    -9, // enemy king +R files +3 ahead +5
    0, // enemy king +R files +3 ahead +6
    -3, // enemy king +R files +3 ahead +7
    -1, // enemy king +R files +3 ahead +8
    0, // enemy king +R files +4 ahead -8
    2, // enemy king +R files +4 ahead -7
    -1, // enemy king +R files +4 ahead -6
    -1, // enemy king +R files +4 ahead -5
    -1, // enemy king +R files +4 ahead -4
    0, // enemy king +R files +4 ahead -3
    -8, // enemy king +R files +4 ahead -2
    -8, // enemy king +R files +4 ahead -1
    16, // enemy king +R files +4 ahead +0
    5, // enemy king +R files +4 ahead +1
    -9, // enemy king +R files +4 ahead +2
    -14, // enemy king +R files +4 ahead +3
    -16, // enemy king +R files +4 ahead +4
    2, // enemy king +R files +4 ahead +5
    12, // enemy king +R files +4 ahead +6
    -9, // enemy king +R files +4 ahead +7
    0, // enemy king +R files +4 ahead +8
    0, // enemy king +R files +5 ahead -8
    0, // enemy king +R files +5 ahead -7
    0, // enemy king +R files +5 ahead -6
    0, // enemy king +R files +5 ahead -5
    -2, // enemy king +R files +5 ahead -4
    -3, // enemy king +R files +5 ahead -3
    -6, // enemy king +R files +5 ahead -2
    13, // enemy king +R files +5 ahead -1
    8, // enemy king +R files +5 ahead +0
    -15, // enemy king +R files +5 ahead +1
    -4, // enemy king +R files +5 ahead +2
    -3, // enemy king +R files +5 ahead +3
    2, // enemy king +R files +5 ahead +4
    6, // enemy king +R files +5 ahead +5
    -1, // enemy king +R files +5 ahead +6
    -5, // enemy king +R files +5 ahead +7
    -2, // enemy king +R files +5 ahead +8
    0, // enemy king +R files +6 ahead -8
    0, // enemy king +R files +6 ahead -7
    0, // enemy king +R files +6 ahead -6
    0, // enemy king +R files +6 ahead -5
    -6, // enemy king +R files +6 ahead -4
    -4, // enemy king +R files +6 ahead -3
    -1, // enemy king +R files +6 ahead -2
    -23, // enemy king +R files +6 ahead -1
    12, // enemy king +R files +6 ahead +0
    -12, // enemy king +R files +6 ahead +1
    -6, // enemy king +R files +6 ahead +2
    -15, // enemy king +R files +6 ahead +3
    2, // enemy king +R files +6 ahead +4
    -9, // enemy king +R files +6 ahead +5
    -4, // enemy king +R files +6 ahead +6
    -2, // enemy king +R files +6 ahead +7
    1, // enemy king +R files +6 ahead +8
    1, // enemy king +R files +7 ahead -8
    0, // enemy king +R files +7 ahead -7
    0, // enemy king +R files +7 ahead -6
    -1, // enemy king +R files +7 ahead -5
    0, // enemy king +R files +7 ahead -4
    -1, // enemy king +R files +7 ahead -3
    -4, // enemy king +R files +7 ahead -2
    -17, // enemy king +R files +7 ahead -1
    -11, // enemy king +R files +7 ahead +0
    -12, // enemy king +R files +7 ahead +1
    -8, // enemy king +R files +7 ahead +2
    -7, // enemy king +R files +7 ahead +3
    -1, // enemy king +R files +7 ahead +4
    0, // enemy king +R files +7 ahead +5
    -2, // enemy king +R files +7 ahead +6
    1, // enemy king +R files +7 ahead +7
    0, // enemy king +R files +7 ahead +8
    0, // enemy king +R files +8 ahead -8
    0, // enemy king +R files +8 ahead -7
    -2, // enemy king +R files +8 ahead -6
    -2, // enemy king +R files +8 ahead -5
    -1, // enemy king +R files +8 ahead -4
    -3, // enemy king +R files +8 ahead -3
    -1, // enemy king +R files +8 ahead -2
    -3, // enemy king +R files +8 ahead -1
    -5, // enemy king +R files +8 ahead +0
    -4, // enemy king +R files +8 ahead +1
    -1, // enemy king +R files +8 ahead +2
    0, // enemy king +R files +8 ahead +3
    0, // enemy king +R files +8 ahead +4
    0, // enemy king +R files +8 ahead +5
    0, // enemy king +R files +8 ahead +6
    0, // enemy king +R files +8 ahead +7
    0, // enemy king +R files +8 ahead +8
    0, // enemy king +B files -3 ahead -8
    0, // enemy king +B files -3 ahead -7
    0, // enemy king +B files -3 ahead -6
    0, // enemy king +B files -3 ahead -5
    -2, // enemy king +B files -3 ahead -4
    0, // enemy king +B files -3 ahead -3
    -2, // enemy king +B files -3 ahead -2
    7, // enemy king +B files -3 ahead -1
    4, // enemy king +B files -3 ahead +0
    6, // enemy king +B files -3 ahead +1
    9, // enemy king +B files -3 ahead +2
    3, // enemy king +B files -3 ahead +3
    -1, // enemy king +B files -3 ahead +4
    -1, // enemy king +B files -3 ahead +5
    -1, // enemy king +B files -3 ahead +6
    1, // enemy king +B files -3 ahead +7
    0, // enemy king +B files -3 ahead +8
    0, // enemy king +B files -2 ahead -8
    0, // enemy king +B files -2 ahead -7
    -1, // enemy king +B files -2 ahead -6
    0, // enemy king +B files -2 ahead -5
    1, // enemy king +B files -2 ahead -4
    -1, // enemy king +B files -2 ahead -3
    4, // enemy king +B files -2 ahead -2
    8, // enemy king +B files -2 ahead -1
    2, // enemy king +B files -2 ahead +0
    22, // enemy king +B files -2 ahead +1
    7, // enemy king +B files -2 ahead +2
    3, // enemy king +B files -2 ahead +3
    -1, // enemy king +B files -2 ahead +4
    -1, // enemy king +B files -2 ahead +5
    -2, // enemy king +B files -2 ahead +6
    -2, // enemy king +B files -2 ahead +7
    0, // enemy king +B files -2 ahead +8
    0, // enemy king +B files -1 ahead -8
    0, // enemy king +B files -1 ahead -7
    -1, // enemy king +B files -1 ahead -6
    1, // enemy king +B files -1 ahead -5
    0, // enemy king +B files -1 ahead -4
    2, // enemy king +B files -1 ahead -3
    4, // enemy king +B files -1 ahead -2
    0, // enemy king +B files -1 ahead -1
    0, // enemy king +B files -1 ahead +0
    0, // enemy king +B files -1 ahead +1
    1, // enemy king +B files -1 ahead +2
    -1, // enemy king +B files -1 ahead +3
    3, // enemy king +B files -1 ahead +4
    1, // enemy king +B files -1 ahead +5
    -2, // enemy king +B files -1 ahead +6
    -2, // enemy king +B files -1 ahead +7
    0, // enemy king +B files -1 ahead +8
    0, // enemy king +B files +0 ahead -8
    1, // enemy king +B files +0 ahead -7
    0, // enemy king +B files +0 ahead -6
    -1, // enemy king +B files +0 ahead -5
    0, // enemy king +B files +0 ahead -4
    2, // enemy king +B files +0 ahead -3
    8, // enemy king +B files +0 ahead -2
    0, // enemy king +B files +0 ahead -1
    0, // enemy king +B files +0 ahead +0
    0, // enemy king +B files +0 ahead +1
    -4, // enemy king +B files +0 ahead +2
    2, // enemy king +B files +0 ahead +3
    6, // enemy king +B files +0 ahead +4
    5, // enemy king +B files +0 ahead +5
    -12, // enemy king +B files +0 ahead +6
    -1, // enemy king +B files +0 ahead +7
    1, // enemy king +B files +0 ahead +8
    0, // enemy king +B files +1 ahead -8
    0, // enemy king +B files +1 ahead -7
    2, // enemy king +B files +1 ahead -6
    0, // enemy king +B files +1 ahead -5
    0, // enemy king +B files +1 ahead -4
    5, // enemy king +B files +1 ahead -3
    2, // enemy king +B files +1 ahead -2
    0, // enemy king +B files +1 ahead -1
    0, // enemy king +B files +1 ahead +0
    0, // enemy king +B files +1 ahead +1
    9, // enemy king +B files +1 ahead +2
    15, // enemy king +B files +1 ahead +3
    15, // enemy king +B files +1 ahead +4
    23, // enemy king +B files +1 ahead +5
    -6, // enemy king +B files +1 ahead +6
    4, // enemy king +B files +1 ahead +7
    0, // enemy king +B files +1 ahead +8
    0, // enemy king +B files +2 ahead -8
    2, // enemy king +B files +2 ahead -7
    0, // enemy king +B files +2 ahead -6
    1, // enemy king +B files +2 ahead -5
    2, // enemy king +B files +2 ahead -4
    2, // enemy king +B files +2 ahead -3
    1, // enemy king +B files +2 ahead -2
    23, // enemy king +B files +2 ahead -1
    21, // enemy king +B files +2 ahead +0
    6, // enemy king +B files +2 ahead +1
    11, // enemy king +B files +2 ahead +2
    6, // enemy king +B files +2 ahead +3
    17, // enemy king +B files +2 ahead +4
    -1, // enemy king +B files +2 ahead +5
    3, // enemy king +B files +2 ahead +6
    -1, // enemy king +B files +2 ahead +7
    0, // enemy king +B files +2 ahead +8
    0, // enemy king +B files +3 ahead -8
    0, // enemy king +B files +3 ahead -7
    1, // enemy king +B files +3 ahead -6
    0, // enemy king +B files +3 ahead -5
    0, // enemy king +B files +3 ahead -4
    1, // enemy king +B files +3 ahead -3
    4, // enemy king +B files +3 ahead -2
    -3, // enemy king +B files +3 ahead -1
    8, // enemy king +B files +3 ahead +0
    -4, // enemy king +B files +3 ahead +1
    22, // enemy king +B files +3 ahead +2
    -5, // enemy king +B files +3 ahead +3
    0, // enemy king +B files +3 ahead +4
    6, // enemy king +B files +3 ahead +5
    12, // enemy king +B files +3 ahead +6
    -1, // enemy king +B files +3 ahead +7
    -1, // enemy king +B files +3 ahead +8
    0, // enemy king +B files +4 ahead -8
    0, // enemy king +B files +4 ahead -7
    -2, // enemy king +B files +4 ahead -6
    0, // enemy king +B files +4 ahead -5
    1, // enemy king +B files +4 ahead -4
    2, // enemy king +B files +4 ahead -3
    -8, // enemy king +B files +4 ahead -2
    1, // enemy king +B files +4 ahead -1
    -11, // enemy king +B files +4 ahead +0
    -12, // enemy king +B files +4 ahead +1
    -13, // enemy king +B files +4 ahead +2
    -3, // enemy king +B files +4 ahead +3
    4, // enemy king +B files +4 ahead +4
    6, // enemy king +B files +4 ahead +5
    3, // enemy king +B files +4 ahead +6
    -3, // enemy king +B files +4 ahead +7
    -3, // enemy king +B files +4 ahead +8
    0, // enemy king +B files +5 ahead -8
    0, // enemy king +B files +5 ahead -7
    1, // enemy king +B files +5 ahead -6
    0, // enemy king +B files +5 ahead -5
    -1, // enemy king +B files +5 ahead -4
    -1, // enemy king +B files +5 ahead -3
    -6, // enemy king +B files +5 ahead -2
    -24, // enemy king +B files +5 ahead -1
    -15, // enemy king +B files +5 ahead +0
    -16, // enemy king +B files +5 ahead +1
    -8, // enemy king +B files +5 ahead +2
    -14, // enemy king +B files +5 ahead +3
    2, // enemy king +B files +5 ahead +4
    14, // enemy king +B files +5 ahead +5
    -4, // enemy king +B files +5 ahead +6
    7, // enemy king +B files +5 ahead +7
    1, // enemy king +B files +5 ahead +8
    0, // enemy king +B files +6 ahead -8
    -1, // enemy king +B files +6 ahead -7
    -1, // enemy king +B files +6 ahead -6
    0, // enemy king +B files +6 ahead -5
    1, // enemy king +B files +6 ahead -4
    2, // enemy king +B files +6 ahead -3
    -1, // enemy king +B files +6 ahead -2
    -18, // enemy king +B files +6 ahead -1
    -28, // enemy king +B files +6 ahead +0
    -21, // enemy king +B files +6 ahead +1
    -8, // enemy king +B files +6 ahead +2
    -4, // enemy king +B files +6 ahead +3
    1, // enemy king +B files +6 ahead +4
    7, // enemy king +B files +6 ahead +5
    1, // enemy king +B files +6 ahead +6
    1, // enemy king +B files +6 ahead +7
    0, // enemy king +B files +6 ahead +8
    0, // enemy king +B files +7 ahead -8
    -1, // enemy king +B files +7 ahead -7
    -2, // enemy king +B files +7 ahead -6
    0, // enemy king +B files +7 ahead -5
    1, // enemy king +B files +7 ahead -4
    -1, // enemy king +B files +7 ahead -3
    -3, // enemy king +B files +7 ahead -2
    -6, // enemy king +B files +7 ahead -1
    -3, // enemy king +B files +7 ahead +0
    -21, // enemy king +B files +7 ahead +1
    -6, // enemy king +B files +7 ahead +2
    -7, // enemy king +B files +7 ahead +3
    -4, // enemy king +B files +7 ahead +4
    -4, // enemy king +B files +7 ahead +5
    2, // enemy king +B files +7 ahead +6
    1, // enemy king +B files +7 ahead +7
    0, // enemy king +B files +7 ahead +8
    0, // enemy king +B files +8 ahead -8
    0, // enemy king +B files +8 ahead -7
    0, // enemy king +B files +8 ahead -6
    0, // enemy king +B files +8 ahead -5
    -2, // enemy king +B files +8 ahead -4
    -1, // enemy king +B files +8 ahead -3
    -2, // enemy king +B files +8 ahead -2
    -3, // enemy king +B files +8 ahead -1
    1, // enemy king +B files +8 ahead +0
    -1, // enemy king +B files +8 ahead +1
    -3, // enemy king +B files +8 ahead +2
    0, // enemy king +B files +8 ahead +3
    -1, // enemy king +B files +8 ahead +4
    -2, // enemy king +B files +8 ahead +5
    0, // enemy king +B files +8 ahead +6
    0, // enemy king +B files +8 ahead +7
    0, // enemy king +B files +8 ahead +8
    0, // enemy king +S files -3 ahead -8
    0, // enemy king +S files -3 ahead -7
    0, // enemy king +S files -3 ahead -6
    0, // enemy king +S files -3 ahead -5
    0, // enemy king +S files -3 ahead -4
    0, // enemy king +S files -3 ahead -3
    1, // enemy king +S files -3 ahead -2
    -1, // enemy king +S files -3 ahead -1
    -1, // enemy king +S files -3 ahead +0
    3, // enemy king +S files -3 ahead +1
    0, // enemy king +S files -3 ahead +2
    0, // enemy king +S files -3 ahead +3
    0, // enemy king +S files -3 ahead +4
    0, // enemy king +S files -3 ahead +5
    0, // enemy king +S files -3 ahead +6
    0, // enemy king +S files -3 ahead +7
    0, // enemy king +S files -3 ahead +8
    0, // enemy king +S files -2 ahead -8
    0, // enemy king +S files -2 ahead -7
    -1, // enemy king +S files -2 ahead -6
    0, // enemy king +S files -2 ahead -5
    -1, // enemy king +S files -2 ahead -4
    -1, // enemy king +S files -2 ahead -3
    0, // enemy king +S files -2 ahead -2
    -2, // enemy king +S files -2 ahead -1
    0, // enemy king +S files -2 ahead +0
    9, // enemy king +S files -2 ahead +1
    2, // enemy king +S files -2 ahead +2
    0, // enemy king +S files -2 ahead +3
    0, // enemy king +S files -2 ahead +4
    0, // enemy king +S files -2 ahead +5
    0, // enemy king +S files -2 ahead +6
    0, // enemy king +S files -2 ahead +7
    0, // enemy king +S files -2 ahead +8
    0, // enemy king +S files -1 ahead -8
    0, // enemy king +S files -1 ahead -7
    0, // enemy king +S files -1 ahead -6
    0, // enemy king +S files -1 ahead -5
    -1, // enemy king +S files -1 ahead -4
    -1, // enemy king +S files -1 ahead -3
    -3, // enemy king +S files -1 ahead -2
    -1, // enemy king +S files -1 ahead -1
    0, // enemy king +S files -1 ahead +0
    0, // enemy king +S files -1 ahead +1
    3, // enemy king +S files -1 ahead +2
    0, // enemy king +S files -1 ahead +3
    0, // enemy king +S files -1 ahead +4
    0, // enemy king +S files -1 ahead +5
    0, // enemy king +S files -1 ahead +6
    0, // enemy king +S files -1 ahead +7
    0, // enemy king +S files -1 ahead +8
    0, // enemy king +S files +0 ahead -8
    0, // enemy king +S files +0 ahead -7
    0, // enemy king +S files +0 ahead -6
    0, // enemy king +S files +0 ahead -5
    -1, // enemy king +S files +0 ahead -4
    -2, // enemy king +S files +0 ahead -3
    2, // enemy king +S files +0 ahead -2
    0, // enemy king +S files +0 ahead -1
    0, // enemy king +S files +0 ahead +0
    0, // enemy king +S files +0 ahead +1
    1, // enemy king +S files +0 ahead +2
    4, // enemy king +S files +0 ahead +3
    0, // enemy king +S files +0 ahead +4
    0, // enemy king +S files +0 ahead +5
    0, // enemy king +S files +0 ahead +6
    0, // enemy king +S files +0 ahead +7
    0, // enemy king +S files +0 ahead +8
    0, // enemy king +S files +1 ahead -8
    0, // enemy king +S files +1 ahead -7
    1, // enemy king +S files +1 ahead -6
    -1, // enemy king +S files +1 ahead -5
    0, // enemy king +S files +1 ahead -4
    -2, // enemy king +S files +1 ahead -3
    0, // enemy king +S files +1 ahead -2
    2, // enemy king +S files +1 ahead -1
    0, // enemy king +S files +1 ahead +0
    0, // enemy king +S files +1 ahead +1
    5, // enemy king +S files +1 ahead +2
    0, // enemy king +S files +1 ahead +3
    0, // enemy king +S files +1 ahead +4
    0, // enemy king +S files +1 ahead +5
    0, // enemy king +S files +1 ahead +6
    0, // enemy king +S files +1 ahead +7
    0, // enemy king +S files +1 ahead +8
    0, // enemy king +S files +2 ahead -8
    0, // enemy king +S files +2 ahead -7
    -1, // enemy king +S files +2 ahead -6
    -2, // enemy king +S files +2 ahead -5
    -1, // enemy king +S files +2 ahead -4
    1, // enemy king +S files +2 ahead -3
    -1, // enemy king +S files +2 ahead -2
    -2, // enemy king +S files +2 ahead -1
    4, // enemy king +S files +2 ahead +0
    17, // enemy king +S files +2 ahead +1
    2, // enemy king +S files +2 ahead +2
    3, // enemy king +S files +2 ahead +3
    0, // enemy king +S files +2 ahead +4
    0, // enemy king +S files +2 ahead +5
    0, // enemy king +S files +2 ahead +6
    0, // enemy king +S files +2 ahead +7
    0, // enemy king +S files +2 ahead +8
    0, // enemy king +S files +3 ahead -8
    0, // enemy king +S files +3 ahead -7
    -1, // enemy king +S files +3 ahead -6
    0, // enemy king +S files +3 ahead -5
    0, // enemy king +S files +3 ahead -4
    -2, // enemy king +S files +3 ahead -3
    -2, // enemy king +S files +3 ahead -2
    -1, // enemy king +S files +3 ahead -1
    11, // enemy king +S files +3 ahead +0
    17, // enemy king +S files +3 ahead +1
    7, // enemy king +S files +3 ahead +2
    4, // enemy king +S files +3 ahead +3
    0, // enemy king +S files +3 ahead +4
    0, // enemy king +S files +3 ahead +5
    0, // enemy king +S files +3 ahead +6
    0, // enemy king +S files +3 ahead +7
    0, // enemy king +S files +3 ahead +8
    0, // enemy king +S files +4 ahead -8
    0, // enemy king +S files +4 ahead -7
    2, // enemy king +S files +4 ahead -6
    0, // enemy king +S files +4 ahead -5
    0, // enemy king +S files +4 ahead -4
    -1, // enemy king +S files +4 ahead -3
    -3, // enemy king +S files +4 ahead -2
    -14, // enemy king +S files +4 ahead -1
    -14, // enemy king +S files +4 ahead +0
    -3, // enemy king +S files +4 ahead +1
    -4, // enemy king +S files +4 ahead +2
    2, // enemy king +S files +4 ahead +3
    -2, // enemy king +S files +4 ahead +4
    0, // enemy king +S files +4 ahead +5
    0, // enemy king +S files +4 ahead +6
    0, // enemy king +S files +4 ahead +7
    0, // enemy king +S files +4 ahead +8
    0, // enemy king +S files +5 ahead -8
    0, // enemy king +S files +5 ahead -7
    0, // enemy king +S files +5 ahead -6
    -1, // enemy king +S files +5 ahead -5
    0, // enemy king +S files +5 ahead -4
    0, // enemy king +S files +5 ahead -3
    -3, // enemy king +S files +5 ahead -2
    -4, // enemy king +S files +5 ahead -1
    -12, // enemy king +S files +5 ahead +0
    -8, // enemy king +S files +5 ahead +1
    -6, // enemy king +S files +5 ahead +2
    0, // enemy king +S files +5 ahead +3
    0, // enemy king +S files +5 ahead +4
    0, // enemy king +S files +5 ahead +5
    0, // enemy king +S files +5 ahead +6
    0, // enemy king +S files +5 ahead +7
    0, // enemy king +S files +5 ahead +8
    0, // enemy king +S files +6 ahead -8
    0, // enemy king +S files +6 ahead -7
    0, // enemy king +S files +6 ahead -6
    1, // enemy king +S files +6 ahead -5
    3, // enemy king +S files +6 ahead -4
    0, // enemy king +S files +6 ahead -3
    -1, // enemy king +S files +6 ahead -2
    -1, // enemy king +S files +6 ahead -1
    -3, // enemy king +S files +6 ahead +0
    -5, // enemy king +S files +6 ahead +1
    -11, // enemy king +S files +6 ahead +2
    0, // enemy king +S files +6 ahead +3
    0, // enemy king +S files +6 ahead +4
    0, // enemy king +S files +6 ahead +5
    0, // enemy king +S files +6 ahead +6
    0, // enemy king +S files +6 ahead +7
    0, // enemy king +S files +6 ahead +8
    0, // enemy king +S files +7 ahead -8
    0, // enemy king +S files +7 ahead -7
    0, // enemy king +S files +7 ahead -6
    0, // enemy king +S files +7 ahead -5
    1, // enemy king +S files +7 ahead -4
    1, // enemy king +S files +7 ahead -3
    -5, // enemy king +S files +7 ahead -2
    -6, // enemy king +S files +7 ahead -1
    1, // enemy king +S files +7 ahead +0
    3, // enemy king +S files +7 ahead +1
    0, // enemy king +S files +7 ahead +2
    0, // enemy king +S files +7 ahead +3
    0, // enemy king +S files +7 ahead +4
    0, // enemy king +S files +7 ahead +5
    0, // enemy king +S files +7 ahead +6
    0, // enemy king +S files +7 ahead +7
    0, // enemy king +S files +7 ahead +8
    0, // enemy king +S files +8 ahead -8
    0, // enemy king +S files +8 ahead -7
    0, // enemy king +S files +8 ahead -6
    0, // enemy king +S files +8 ahead -5
    0, // enemy king +S files +8 ahead -4
    0, // enemy king +S files +8 ahead -3
    -1, // enemy king +S files +8 ahead -2
    0, // enemy king +S files +8 ahead -1
    0, // enemy king +S files +8 ahead +0
    0, // enemy king +S files +8 ahead +1
    0, // enemy king +S files +8 ahead +2
    0, // enemy king +S files +8 ahead +3
    0, // enemy king +S files +8 ahead +4
    0, // enemy king +S files +8 ahead +5
    0, // enemy king +S files +8 ahead +6
    0, // enemy king +S files +8 ahead +7
    0, // enemy king +S files +8 ahead +8
    0, // enemy king +N files -3 ahead -8
    0, // enemy king +N files -3 ahead -7
    0, // enemy king +N files -3 ahead -6
    0, // enemy king +N files -3 ahead -5
    0, // enemy king +N files -3 ahead -4
    -1, // enemy king +N files -3 ahead -3
    1, // enemy king +N files -3 ahead -2
    -1, // enemy king +N files -3 ahead -1
    -2, // enemy king +N files -3 ahead +0
    1, // enemy king +N files -3 ahead +1
    3, // enemy king +N files -3 ahead +2
    0, // enemy king +N files -3 ahead +3
    2, // enemy king +N files -3 ahead +4
    0, // enemy king +N files -3 ahead +5
    0, // enemy king +N files -3 ahead +6
    0, // enemy king +N files -3 ahead +7
    0, // enemy king +N files -3 ahead +8
    0, // enemy king +N files -2 ahead -8
    0, // enemy king +N files -2 ahead -7
    0, // enemy king +N files -2 ahead -6
    0, // enemy king +N files -2 ahead -5
    0, // enemy king +N files -2 ahead -4
    0, // enemy king +N files -2 ahead -3
    -1, // enemy king +N files -2 ahead -2
    2, // enemy king +N files -2 ahead -1
    2, // enemy king +N files -2 ahead +0
    10, // enemy king +N files -2 ahead +1
    3, // enemy king +N files -2 ahead +2
    -1, // enemy king +N files -2 ahead +3
    0, // enemy king +N files -2 ahead +4
    0, // enemy king +N files -2 ahead +5
    0, // enemy king +N files -2 ahead +6
    0, // enemy king +N files -2 ahead +7
    0, // enemy king +N files -2 ahead +8
    0, // enemy king +N files -1 ahead -8
    0, // enemy king +N files -1 ahead -7
    0, // enemy king +N files -1 ahead -6
    0, // enemy king +N files -1 ahead -5
    0, // enemy king +N files -1 ahead -4
    0, // enemy king +N files -1 ahead -3
    0, // enemy king +N files -1 ahead -2
    0, // enemy king +N files -1 ahead -1
    0, // enemy king +N files -1 ahead +0
    0, // enemy king +N files -1 ahead +1
    3, // enemy king +N files -1 ahead +2
    0, // enemy king +N files -1 ahead +3
    0, // enemy king +N files -1 ahead +4
    0, // enemy king +N files -1 ahead +5
    0, // enemy king +N files -1 ahead +6
    0, // enemy king +N files -1 ahead +7
    0, // enemy king +N files -1 ahead +8
    0, // enemy king +N files +0 ahead -8
    0, // enemy king +N files +0 ahead -7
    1, // enemy king +N files +0 ahead -6
    0, // enemy king +N files +0 ahead -5
    0, // enemy king +N files +0 ahead -4
    0, // enemy king +N files +0 ahead -3
    2, // enemy king +N files +0 ahead -2
    0, // enemy king +N files +0 ahead -1
    0, // enemy king +N files +0 ahead +0
    0, // enemy king +N files +0 ahead +1
    5, // enemy king +N files +0 ahead +2
    0, // enemy king +N files +0 ahead +3
    0, // enemy king +N files +0 ahead +4
    0, // enemy king +N files +0 ahead +5
    0, // enemy king +N files +0 ahead +6
    0, // enemy king +N files +0 ahead +7
    0, // enemy king +N files +0 ahead +8
    0, // enemy king +N files +1 ahead -8
    2, // enemy king +N files +1 ahead -7
    0, // enemy king +N files +1 ahead -6
    0, // enemy king +N files +1 ahead -5
    1, // enemy king +N files +1 ahead -4
    -1, // enemy king +N files +1 ahead -3
    0, // enemy king +N files +1 ahead -2
    -1, // enemy king +N files +1 ahead -1
    0, // enemy king +N files +1 ahead +0
    0, // enemy king +N files +1 ahead +1
    4, // enemy king +N files +1 ahead +2
    0, // enemy king +N files +1 ahead +3
    0, // enemy king +N files +1 ahead +4
    0, // enemy king +N files +1 ahead +5
    0, // enemy king +N files +1 ahead +6
    0, // enemy king +N files +1 ahead +7
    0, // enemy king +N files +1 ahead +8
    0, // enemy king +N files +2 ahead -8
    0, // enemy king +N files +2 ahead -7
    -1, // enemy king +N files +2 ahead -6
    -1, // enemy king +N files +2 ahead -5
    -3, // enemy king +N files +2 ahead -4
    4, // enemy king +N files +2 ahead -3
    2, // enemy king +N files +2 ahead -2
    15, // enemy king +N files +2 ahead -1
    12, // enemy king +N files +2 ahead +0
    16, // enemy king +N files +2 ahead +1
    1, // enemy king +N files +2 ahead +2
    4, // enemy king +N files +2 ahead +3
    0, // enemy king +N files +2 ahead +4
    0, // enemy king +N files +2 ahead +5
    0, // enemy king +N files +2 ahead +6
    0, // enemy king +N files +2 ahead +7
    0, // enemy king +N files +2 ahead +8
    0, // enemy king +N files +3 ahead -8
    3, // enemy king +N files +3 ahead -7
    0, // enemy king +N files +3 ahead -6
    -1, // enemy king +N files +3 ahead -5
    0, // enemy king +N files +3 ahead -4
    0, // enemy king +N files +3 ahead -3
    4, // enemy king +N files +3 ahead -2
    -3, // enemy king +N files +3 ahead -1
    -7, // enemy king +N files +3 ahead +0
    23, // enemy king +N files +3 ahead +1
    3, // enemy king +N files +3 ahead +2
    2, // enemy king +N files +3 ahead +3
    0, // enemy king +N files +3 ahead +4
    0, // enemy king +N files +3 ahead +5
    0, // enemy king +N files +3 ahead +6
    0, // enemy king +N files +3 ahead +7
    0, // enemy king +N files +3 ahead +8
    0, // enemy king +N files +4 ahead -8
    1, // enemy king +N files +4 ahead -7
    0, // enemy king +N files +4 ahead -6
    0, // enemy king +N files +4 ahead -5
    -4, // enemy king +N files +4 ahead -4
    1, // enemy king +N files +4 ahead -3
    1, // enemy king +N files +4 ahead -2
    -22, // enemy king +N files +4 ahead -1
    -1, // enemy king +N files +4 ahead +0
    -8, // enemy king +N files +4 ahead +1
    -8, // enemy king +N files +4 ahead +2
    2, // enemy king +N files +4 ahead +3
    4, // enemy king +N files +4 ahead +4
    0, // enemy king +N files +4 ahead +5
    0, // enemy king +N files +4 ahead +6
    0, // enemy king +N files +4 ahead +7
    0, // enemy king +N files +4 ahead +8
    0, // enemy king +N files +5 ahead -8
    0, // enemy king +N files +5 ahead -7
    -1, // enemy king +N files +5 ahead -6
    0, // enemy king +N files +5 ahead -5
    2, // enemy king +N files +5 ahead -4
    0, // enemy king +N files +5 ahead -3
    -5, // enemy king +N files +5 ahead -2
    -11, // enemy king +N files +5 ahead -1
    -12, // enemy king +N files +5 ahead +0
    1, // enemy king +N files +5 ahead +1
    -11, // enemy king +N files +5 ahead +2
    1, // enemy king +N files +5 ahead +3
    0, // enemy king +N files +5 ahead +4
    0, // enemy king +N files +5 ahead +5
    0, // enemy king +N files +5 ahead +6
    0, // enemy king +N files +5 ahead +7
    0, // enemy king +N files +5 ahead +8
    0, // enemy king +N files +6 ahead -8
    0, // enemy king +N files +6 ahead -7
    -1, // enemy king +N files +6 ahead -6
    0, // enemy king +N files +6 ahead -5
    2, // enemy king +N files +6 ahead -4
    -2, // enemy king +N files +6 ahead -3
    0, // enemy king +N files +6 ahead -2
    -19, // enemy king +N files +6 ahead -1
    -17, // enemy king +N files +6 ahead +0
    2, // enemy king +N files +6 ahead +1
    -2, // enemy king +N files +6 ahead +2
    0, // enemy king +N files +6 ahead +3
    0, // enemy king +N files +6 ahead +4
    0, // enemy king +N files +6 ahead +5
    0, // enemy king +N files +6 ahead +6
    0, // enemy king +N files +6 ahead +7
    0, // enemy king +N files +6 ahead +8
    0, // enemy king +N files +7 ahead -8
    0, // enemy king +N files +7 ahead -7
    0, // enemy king +N files +7 ahead -6
    -1, // enemy king +N files +7 ahead -5
    -2, // enemy king +N files +7 ahead -4
    0, // enemy king +N files +7 ahead -3
    -8, // enemy king +N files +7 ahead -2
    -11, // enemy king +N files +7 ahead -1
    -13, // enemy king +N files +7 ahead +0
    2, // enemy king +N files +7 ahead +1
    -4, // enemy king +N files +7 ahead +2
    0, // enemy king +N files +7 ahead +3
    0, // enemy king +N files +7 ahead +4
    0, // enemy king +N files +7 ahead +5
    0, // enemy king +N files +7 ahead +6
    0, // enemy king +N files +7 ahead +7
    0, // enemy king +N files +7 ahead +8
    0, // enemy king +N files +8 ahead -8
    0, // enemy king +N files +8 ahead -7
    -1, // enemy king +N files +8 ahead -6
    0, // enemy king +N files +8 ahead -5
    0, // enemy king +N files +8 ahead -4
    0, // enemy king +N files +8 ahead -3
    0, // enemy king +N files +8 ahead -2
    -2, // enemy king +N files +8 ahead -1
    -2, // enemy king +N files +8 ahead +0
    0, // enemy king +N files +8 ahead +1
    0, // enemy king +N files +8 ahead +2
    1, // enemy king +N files +8 ahead +3
    0, // enemy king +N files +8 ahead +4
    0, // enemy king +N files +8 ahead +5
    0, // enemy king +N files +8 ahead +6
    0, // enemy king +N files +8 ahead +7
    0, // enemy king +N files +8 ahead +8
    0, // enemy king +L files -3 ahead -8
    0, // enemy king +L files -3 ahead -7
    0, // enemy king +L files -3 ahead -6
    1, // enemy king +L files -3 ahead -5
    1, // enemy king +L files -3 ahead -4
    1, // enemy king +L files -3 ahead -3
    1, // enemy king +L files -3 ahead -2
    -1, // enemy king +L files -3 ahead -1
    -9, // enemy king +L files -3 ahead +0
    15, // enemy king +L files -3 ahead +1
    1, // enemy king +L files -3 ahead +2
    0, // enemy king +L files -3 ahead +3
    0, // enemy king +L files -3 ahead +4
    0, // enemy king +L files -3 ahead +5
    0, // enemy king +L files -3 ahead +6
    0, // enemy king +L files -3 ahead +7
    0, // enemy king +L files -3 ahead +8
    0, // enemy king +L files -2 ahead -8
    0, // enemy king +L files -2 ahead -7
    0, // enemy king +L files -2 ahead -6
    2, // enemy king +L files -2 ahead -5
    0, // enemy king +L files -2 ahead -4
    0, // enemy king +L files -2 ahead -3
    -1, // enemy king +L files -2 ahead -2
    -5, // enemy king +L files -2 ahead -1
    1, // enemy king +L files -2 ahead +0
    7, // enemy king +L files -2 ahead +1
    3, // enemy king +L files -2 ahead +2
    1, // enemy king +L files -2 ahead +3
    0, // enemy king +L files -2 ahead +4
    0, // enemy king +L files -2 ahead +5
    0, // enemy king +L files -2 ahead +6
    0, // enemy king +L files -2 ahead +7
    0, // enemy king +L files -2 ahead +8
    0, // enemy king +L files -1 ahead -8
    0, // enemy king +L files -1 ahead -7
    1, // enemy king +L files -1 ahead -6
    -1, // enemy king +L files -1 ahead -5
    1, // enemy king +L files -1 ahead -4
    -2, // enemy king +L files -1 ahead -3
    1, // enemy king +L files -1 ahead -2
    3, // enemy king +L files -1 ahead -1
    0, // enemy king +L files -1 ahead +0
    0, // enemy king +L files -1 ahead +1
    3, // enemy king +L files -1 ahead +2
    0, // enemy king +L files -1 ahead +3
    0, // enemy king +L files -1 ahead +4
    0, // enemy king +L files -1 ahead +5
    0, // enemy king +L files -1 ahead +6
    0, // enemy king +L files -1 ahead +7
    0, // enemy king +L files -1 ahead +8
    0, // enemy king +L files +0 ahead -8
    0, // enemy king +L files +0 ahead -7
    1, // enemy king +L files +0 ahead -6
    -1, // enemy king +L files +0 ahead -5
    0, // enemy king +L files +0 ahead -4
    -1, // enemy king +L files +0 ahead -3
    -1, // enemy king +L files +0 ahead -2
    0, // enemy king +L files +0 ahead -1
    0, // enemy king +L files +0 ahead +0
    0, // enemy king +L files +0 ahead +1
    4, // enemy king +L files +0 ahead +2
    5, // enemy king +L files +0 ahead +3
    0, // enemy king +L files +0 ahead +4
    0, // enemy king +L files +0 ahead +5
    0, // enemy king +L files +0 ahead +6
    0, // enemy king +L files +0 ahead +7
    0, // enemy king +L files +0 ahead +8
    0, // enemy king +L files +1 ahead -8
    1, // enemy king +L files +1 ahead -7
    2, // enemy king +L files +1 ahead -6
    0, // enemy king +L files +1 ahead -5
    -2, // enemy king +L files +1 ahead -4
    -3, // enemy king +L files +1 ahead -3
    1, // enemy king +L files +1 ahead -2
    -2, // enemy king +L files +1 ahead -1
    0, // enemy king +L files +1 ahead +0
    0, // enemy king +L files +1 ahead +1
    7, // enemy king +L files +1 ahead +2
    3, // enemy king +L files +1 ahead +3
    2, // enemy king +L files +1 ahead +4
    0, // enemy king +L files +1 ahead +5
    0, // enemy king +L files +1 ahead +6
    0, // enemy king +L files +1 ahead +7
    0, // enemy king +L files +1 ahead +8
    0, // enemy king +L files +2 ahead -8
    0, // enemy king +L files +2 ahead -7
    2, // enemy king +L files +2 ahead -6
    -1, // enemy king +L files +2 ahead -5
    0, // enemy king +L files +2 ahead -4
    -1, // enemy king +L files +2 ahead -3
    0, // enemy king +L files +2 ahead -2
    1, // enemy king +L files +2 ahead -1
    -7, // enemy king +L files +2 ahead +0
    12, // enemy king +L files +2 ahead +1
    3, // enemy king +L files +2 ahead +2
    0, // enemy king +L files +2 ahead +3
    -1, // enemy king +L files +2 ahead +4
    0, // enemy king +L files +2 ahead +5
    0, // enemy king +L files +2 ahead +6
    0, // enemy king +L files +2 ahead +7
    0, // enemy king +L files +2 ahead +8
    0, // enemy king +L files +3 ahead -8
    0, // enemy king +L files +3 ahead -7
    -2, // enemy king +L files +3 ahead -6
    -1, // enemy king +L files +3 ahead -5
    -2, // enemy king +L files +3 ahead -4
    -1, // enemy king +L files +3 ahead -3
    -4, // enemy king +L files +3 ahead -2
    -17, // enemy king +L files +3 ahead -1
    -14, // enemy king +L files +3 ahead +0
    4, // enemy king +L files +3 ahead +1
    17, // enemy king +L files +3 ahead +2
    0, // enemy king +L files +3 ahead +3
    -1, // enemy king +L files +3 ahead +4
    0, // enemy king +L files +3 ahead +5
    0, // enemy king +L files +3 ahead +6
    0, // enemy king +L files +3 ahead +7
    0, // enemy king +L files +3 ahead +8
    0, // enemy king +L files +4 ahead -8
    0, // enemy king +L files +4 ahead -7
    -2, // enemy king +L files +4 ahead -6
    0, // enemy king +L files +4 ahead -5
    0, // enemy king +L files +4 ahead -4
    -1, // enemy king +L files +4 ahead -3
    -5, // enemy king +L files +4 ahead -2
    -18, // enemy king +L files +4 ahead -1
    -8, // enemy king +L files +4 ahead +0
    24, // enemy king +L files +4 ahead +1
    8, // enemy king +L files +4 ahead +2
    -2, // enemy king +L files +4 ahead +3
    0, // enemy king +L files +4 ahead +4
    0, // enemy king +L files +4 ahead +5
    0, // enemy king +L files +4 ahead +6
    0, // enemy king +L files +4 ahead +7
    0, // enemy king +L files +4 ahead +8
    -2, // enemy king +L files +5 ahead -8
    0, // enemy king +L files +5 ahead -7
    0, // enemy king +L files +5 ahead -6
    0, // enemy king +L files +5 ahead -5
    0, // enemy king +L files +5 ahead -4
    1, // enemy king +L files +5 ahead -3
    -1, // enemy king +L files +5 ahead -2
    -16, // enemy king +L files +5 ahead -1
    -3, // enemy king +L files +5 ahead +0
    -10, // enemy king +L files +5 ahead +1
    7, // enemy king +L files +5 ahead +2
    3, // enemy king +L files +5 ahead +3
    0, // enemy king +L files +5 ahead +4
    0, // enemy king +L files +5 ahead +5
    0, // enemy king +L files +5 ahead +6
    0, // enemy king +L files +5 ahead +7
    0, // enemy king +L files +5 ahead +8
    0, // enemy king +L files +6 ahead -8
    1, // enemy king +L files +6 ahead -7
    0, // enemy king +L files +6 ahead -6
    2, // enemy king +L files +6 ahead -5
    2, // enemy king +L files +6 ahead -4
    -3, // enemy king +L files +6 ahead -3
    4, // enemy king +L files +6 ahead -2
    -15, // enemy king +L files +6 ahead -1
    -14, // enemy king +L files +6 ahead +0
    0, // enemy king +L files +6 ahead +1
    -3, // enemy king +L files +6 ahead +2
    1, // enemy king +L files +6 ahead +3
    0, // enemy king +L files +6 ahead +4
    0, // enemy king +L files +6 ahead +5
    0, // enemy king +L files +6 ahead +6
    0, // enemy king +L files +6 ahead +7
    0, // enemy king +L files +6 ahead +8
    0, // enemy king +L files +7 ahead -8
    0, // enemy king +L files +7 ahead -7
    4, // enemy king +L files +7 ahead -6
    1, // enemy king +L files +7 ahead -5
    1, // enemy king +L files +7 ahead -4
    0, // enemy king +L files +7 ahead -3
    -2, // enemy king +L files +7 ahead -2
    -12, // enemy king +L files +7 ahead -1
    -13, // enemy king +L files +7 ahead +0
    -9, // enemy king +L files +7 ahead +1
    -4, // enemy king +L files +7 ahead +2
    0, // enemy king +L files +7 ahead +3
    0, // enemy king +L files +7 ahead +4
    0, // enemy king +L files +7 ahead +5
    0, // enemy king +L files +7 ahead +6
    0, // enemy king +L files +7 ahead +7
    0, // enemy king +L files +7 ahead +8
    0, // enemy king +L files +8 ahead -8
    0, // enemy king +L files +8 ahead -7
    -3, // enemy king +L files +8 ahead -6
    0, // enemy king +L files +8 ahead -5
    0, // enemy king +L files +8 ahead -4
    0, // enemy king +L files +8 ahead -3
    0, // enemy king +L files +8 ahead -2
    -2, // enemy king +L files +8 ahead -1
    -3, // enemy king +L files +8 ahead +0
    -1, // enemy king +L files +8 ahead +1
    0, // enemy king +L files +8 ahead +2
    0, // enemy king +L files +8 ahead +3
    0, // enemy king +L files +8 ahead +4
    0, // enemy king +L files +8 ahead +5
    0, // enemy king +L files +8 ahead +6
    0, // enemy king +L files +8 ahead +7
    0, // enemy king +L files +8 ahead +8
    0, // enemy king +P files -3 ahead -8
    -1, // enemy king +P files -3 ahead -7
    0, // enemy king +P files -3 ahead -6
    0, // enemy king +P files -3 ahead -5
    0, // enemy king +P files -3 ahead -4
    -1, // enemy king +P files -3 ahead -3
    2, // enemy king +P files -3 ahead -2
    2, // enemy king +P files -3 ahead -1
    16, // enemy king +P files -3 ahead +0
    11, // enemy king +P files -3 ahead +1
    4, // enemy king +P files -3 ahead +2
    0, // enemy king +P files -3 ahead +3
    0, // enemy king +P files -3 ahead +4
    0, // enemy king +P files -3 ahead +5
    0, // enemy king +P files -3 ahead +6
    0, // enemy king +P files -3 ahead +7
    0, // enemy king +P files -3 ahead +8
    0, // enemy king +P files -2 ahead -8
    0, // enemy king +P files -2 ahead -7
    0, // enemy king +P files -2 ahead -6
    0, // enemy king +P files -2 ahead -5
    -2, // enemy king +P files -2 ahead -4
    -1, // enemy king +P files -2 ahead -3
    -1, // enemy king +P files -2 ahead -2
    -2, // enemy king +P files -2 ahead -1
    12, // enemy king +P files -2 ahead +0
    17, // enemy king +P files -2 ahead +1
    11, // enemy king +P files -2 ahead +2
    -1, // enemy king +P files -2 ahead +3
    0, // enemy king +P files -2 ahead +4
    0, // enemy king +P files -2 ahead +5
    0, // enemy king +P files -2 ahead +6
    0, // enemy king +P files -2 ahead +7
    0, // enemy king +P files -2 ahead +8
    -1, // enemy king +P files -1 ahead -8
    -1, // enemy king +P files -1 ahead -7
    -1, // enemy king +P files -1 ahead -6
    -1, // enemy king +P files -1 ahead -5
    1, // enemy king +P files -1 ahead -4
    0, // enemy king +P files -1 ahead -3
    6, // enemy king +P files -1 ahead -2
    0, // enemy king +P files -1 ahead -1
    0, // enemy king +P files -1 ahead +0
    0, // enemy king +P files -1 ahead +1
    15, // enemy king +P files -1 ahead +2
    0, // enemy king +P files -1 ahead +3
    0, // enemy king +P files -1 ahead +4
    0, // enemy king +P files -1 ahead +5
    0, // enemy king +P files -1 ahead +6
    0, // enemy king +P files -1 ahead +7
    0, // enemy king +P files -1 ahead +8
    -1, // enemy king +P files +0 ahead -8
    3, // enemy king +P files +0 ahead -7
    -2, // enemy king +P files +0 ahead -6
    -4, // enemy king +P files +0 ahead -5
    1, // enemy king +P files +0 ahead -4
    5, // enemy king +P files +0 ahead -3
    -5, // enemy king +P files +0 ahead -2
    0, // enemy king +P files +0 ahead -1
    0, // enemy king +P files +0 ahead +0
    0, // enemy king +P files +0 ahead +1
    13, // enemy king +P files +0 ahead +2
    0, // enemy king +P files +0 ahead +3
    0, // enemy king +P files +0 ahead +4
    0, // enemy king +P files +0 ahead +5
    0, // enemy king +P files +0 ahead +6
    0, // enemy king +P files +0 ahead +7
    0, // enemy king +P files +0 ahead +8
    -2, // enemy king +P files +1 ahead -8
    3, // enemy king +P files +1 ahead -7
    2, // enemy king +P files +1 ahead -6
    1, // enemy king +P files +1 ahead -5
    -6, // enemy king +P files +1 ahead -4
    3, // enemy king +P files +1 ahead -3
    0, // enemy king +P files +1 ahead -2
    5, // enemy king +P files +1 ahead -1
    0, // enemy king +P files +1 ahead +0
    0, // enemy king +P files +1 ahead +1
    13, // enemy king +P files +1 ahead +2
    0, // enemy king +P files +1 ahead +3
    0, // enemy king +P files +1 ahead +4
    0, // enemy king +P files +1 ahead +5
    0, // enemy king +P files +1 ahead +6
    0, // enemy king +P files +1 ahead +7
    0, // enemy king +P files +1 ahead +8
    -2, // enemy king +P files +2 ahead -8
    7, // enemy king +P files +2 ahead -7
    1, // enemy king +P files +2 ahead -6
    0, // enemy king +P files +2 ahead -5
    -2, // enemy king +P files +2 ahead -4
    0, // enemy king +P files +2 ahead -3
    -6, // enemy king +P files +2 ahead -2
    9, // enemy king +P files +2 ahead -1
    28, // enemy king +P files +2 ahead +0
    42, // enemy king +P files +2 ahead +1
    12, // enemy king +P files +2 ahead +2
    -1, // enemy king +P files +2 ahead +3
    -1, // enemy king +P files +2 ahead +4
    0, // enemy king +P files +2 ahead +5
    0, // enemy king +P files +2 ahead +6
    0, // enemy king +P files +2 ahead +7
    0, // enemy king +P files +2 ahead +8
    -3, // enemy king +P files +3 ahead -8
    5, // enemy king +P files +3 ahead -7
    7, // enemy king +P files +3 ahead -6
    1, // enemy king +P files +3 ahead -5
    -4, // enemy king +P files +3 ahead -4
    -3, // enemy king +P files +3 ahead -3
    -4, // enemy king +P files +3 ahead -2
    -10, // enemy king +P files +3 ahead -1
    7, // enemy king +P files +3 ahead +0
    39, // enemy king +P files +3 ahead +1
    24, // enemy king +P files +3 ahead +2
    0, // enemy king +P files +3 ahead +3
    1, // enemy king +P files +3 ahead +4
    0, // enemy king +P files +3 ahead +5
    0, // enemy king +P files +3 ahead +6
    0, // enemy king +P files +3 ahead +7
    0, // enemy king +P files +3 ahead +8
    -1, // enemy king +P files +4 ahead -8
    6, // enemy king +P files +4 ahead -7
    -2, // enemy king +P files +4 ahead -6
    4, // enemy king +P files +4 ahead -5
    -5, // enemy king +P files +4 ahead -4
    -2, // enemy king +P files +4 ahead -3
    2, // enemy king +P files +4 ahead -2
    -42, // enemy king +P files +4 ahead -1
    -25, // enemy king +P files +4 ahead +0
    12, // enemy king +P files +4 ahead +1
    -9, // enemy king +P files +4 ahead +2
    1, // enemy king +P files +4 ahead +3
    0, // enemy king +P files +4 ahead +4
    0, // enemy king +P files +4 ahead +5
    0, // enemy king +P files +4 ahead +6
    0, // enemy king +P files +4 ahead +7
    0, // enemy king +P files +4 ahead +8
    -1, // enemy king +P files +5 ahead -8
    -1, // enemy king +P files +5 ahead -7
    1, // enemy king +P files +5 ahead -6
    0, // enemy king +P files +5 ahead -5
    -6, // enemy king +P files +5 ahead -4
    2, // enemy king +P files +5 ahead -3
    -12, // enemy king +P files +5 ahead -2
    -38, // enemy king +P files +5 ahead -1
    -23, // enemy king +P files +5 ahead +0
    -1, // enemy king +P files +5 ahead +1
    2, // enemy king +P files +5 ahead +2
    -2, // enemy king +P files +5 ahead +3
    0, // enemy king +P files +5 ahead +4
    0, // enemy king +P files +5 ahead +5
    0, // enemy king +P files +5 ahead +6
    0, // enemy king +P files +5 ahead +7
    0, // enemy king +P files +5 ahead +8
    0, // enemy king +P files +6 ahead -8
    0, // enemy king +P files +6 ahead -7
    0, // enemy king +P files +6 ahead -6
    0, // enemy king +P files +6 ahead -5
    -4, // enemy king +P files +6 ahead -4
    -3, // enemy king +P files +6 ahead -3
    -10, // enemy king +P files +6 ahead -2
    -8, // enemy king +P files +6 ahead -1
    -16, // enemy king +P files +6 ahead +0
    -32, // enemy king +P files +6 ahead +1
    -21, // enemy king +P files +6 ahead +2
    0, // enemy king +P files +6 ahead +3
    0, // enemy king +P files +6 ahead +4
    0, // enemy king +P files +6 ahead +5
    0, // enemy king +P files +6 ahead +6
    0, // enemy king +P files +6 ahead +7
    0, // enemy king +P files +6 ahead +8
    1, // enemy king +P files +7 ahead -8
    0, // enemy king +P files +7 ahead -7
    -1, // enemy king +P files +7 ahead -6
    -1, // enemy king +P files +7 ahead -5
    -2, // enemy king +P files +7 ahead -4
    -2, // enemy king +P files +7 ahead -3
    -5, // enemy king +P files +7 ahead -2
    -27, // enemy king +P files +7 ahead -1
    -5, // enemy king +P files +7 ahead +0
    -21, // enemy king +P files +7 ahead +1
    -10, // enemy king +P files +7 ahead +2
    -2, // enemy king +P files +7 ahead +3
    -2, // enemy king +P files +7 ahead +4
    0, // enemy king +P files +7 ahead +5
    0, // enemy king +P files +7 ahead +6
    0, // enemy king +P files +7 ahead +7
    0, // enemy king +P files +7 ahead +8
    0, // enemy king +P files +8 ahead -8
    -3, // enemy king +P files +8 ahead -7
    0, // enemy king +P files +8 ahead -6
    0, // enemy king +P files +8 ahead -5
    -1, // enemy king +P files +8 ahead -4
    -2, // enemy king +P files +8 ahead -3
    -1, // enemy king +P files +8 ahead -2
    4, // enemy king +P files +8 ahead -1
    1, // enemy king +P files +8 ahead +0
    0, // enemy king +P files +8 ahead +1
    -1, // enemy king +P files +8 ahead +2
    0, // enemy king +P files +8 ahead +3
    0, // enemy king +P files +8 ahead +4
    0, // enemy king +P files +8 ahead +5
    0, // enemy king +P files +8 ahead +6
    0, // enemy king +P files +8 ahead +7
    0, // enemy king +P files +8 ahead +8
    0, // enemy king - files -3 ahead -8
    0, // enemy king - files -3 ahead -7
    0, // enemy king - files -3 ahead -6
    0, // enemy king - files -3 ahead -5
    0, // enemy king - files -3 ahead -4
    0, // enemy king - files -3 ahead -3
    0, // enemy king - files -3 ahead -2
    0, // enemy king - files -3 ahead -1
    0, // enemy king - files -3 ahead +0
    0, // enemy king - files -3 ahead +1
    0, // enemy king - files -3 ahead +2
    0, // enemy king - files -3 ahead +3
    0, // enemy king - files -3 ahead +4
    0, // enemy king - files -3 ahead +5
    0, // enemy king - files -3 ahead +6
    0, // enemy king - files -3 ahead +7
    0, // enemy king - files -3 ahead +8
    0, // enemy king - files -2 ahead -8
    0, // enemy king - files -2 ahead -7
    0, // enemy king - files -2 ahead -6
    0, // enemy king - files -2 ahead -5
    0, // enemy king - files -2 ahead -4
    0, // enemy king - files -2 ahead -3
    0, // enemy king - files -2 ahead -2
    0, // enemy king - files -2 ahead -1
    0, // enemy king - files -2 ahead +0
    0, // enemy king - files -2 ahead +1
    0, // enemy king - files -2 ahead +2
    0, // enemy king - files -2 ahead +3
    0, // enemy king - files -2 ahead +4
    0, // enemy king - files -2 ahead +5
    0, // enemy king - files -2 ahead +6
    0, // enemy king - files -2 ahead +7
    0, // enemy king - files -2 ahead +8
    0, // enemy king - files -1 ahead -8
    0, // enemy king - files -1 ahead -7
    0, // enemy king - files -1 ahead -6
    0, // enemy king - files -1 ahead -5
    0, // enemy king - files -1 ahead -4
    0, // enemy king - files -1 ahead -3
    0, // enemy king - files -1 ahead -2
    0, // enemy king - files -1 ahead -1
    0, // enemy king - files -1 ahead +0
    0, // enemy king - files -1 ahead +1
    0, // enemy king - files -1 ahead +2
    0, // enemy king - files -1 ahead +3
    0, // enemy king - files -1 ahead +4
    0, // enemy king - files -1 ahead +5
    0, // enemy king - files -1 ahead +6
    0, // enemy king - files -1 ahead +7
    0, // enemy king - files -1 ahead +8
    0, // enemy king - files +0 ahead -8
    0, // enemy king - files +0 ahead -7
    0, // enemy king - files +0 ahead -6
    0, // enemy king - files +0 ahead -5
    0, // enemy king - files +0 ahead -4
    0, // enemy king - files +0 ahead -3
    0, // enemy king - files +0 ahead -2
    0, // enemy king - files +0 ahead -1
    0, // enemy king - files +0 ahead +0
    0, // enemy king - files +0 ahead +1
    0, // enemy king - files +0 ahead +2
    0, // enemy king - files +0 ahead +3
    0, // enemy king - files +0 ahead +4
    0, // enemy king - files +0 ahead +5
    0, // enemy king - files +0 ahead +6
    0, // enemy king - files +0 ahead +7
    0, // enemy king - files +0 ahead +8
    0, // enemy king - files +1 ahead -8
    0, // enemy king - files +1 ahead -7
    0, // enemy king - files +1 ahead -6
    0, // enemy king - files +1 ahead -5
    0, // enemy king - files +1 ahead -4
    0, // enemy king - files +1 ahead -3
    0, // enemy king - files +1 ahead -2
    0, // enemy king - files +1 ahead -1
    0, // enemy king - files +1 ahead +0
    0, // enemy king - files +1 ahead +1
    0, // enemy king - files +1 ahead +2
    0, // enemy king - files +1 ahead +3
    0, // enemy king - files +1 ahead +4
    0, // enemy king - files +1 ahead +5
    0, // enemy king - files +1 ahead +6
    0, // enemy king - files +1 ahead +7
    0, // enemy king - files +1 ahead +8
    0, // enemy king - files +2 ahead -8
    0, // enemy king - files +2 ahead -7
    0, // enemy king - files +2 ahead -6
    0, // enemy king - files +2 ahead -5
    0, // enemy king - files +2 ahead -4
    0, // enemy king - files +2 ahead -3
    0, // enemy king - files +2 ahead -2
    0, // enemy king - files +2 ahead -1
    0, // enemy king - files +2 ahead +0
    0, // enemy king - files +2 ahead +1
    0, // enemy king - files +2 ahead +2
    0, // enemy king - files +2 ahead +3
    0, // enemy king - files +2 ahead +4
    0, // enemy king - files +2 ahead +5
    0, // enemy king - files +2 ahead +6
    0, // enemy king - files +2 ahead +7
    0, // enemy king - files +2 ahead +8
    0, // enemy king - files +3 ahead -8
    0, // enemy king - files +3 ahead -7
    0, // enemy king - files +3 ahead -6
    0, // enemy king - files +3 ahead -5
    0, // enemy king - files +3 ahead -4
    0, // enemy king - files +3 ahead -3
    0, // enemy king - files +3 ahead -2
    0, // enemy king - files +3 ahead -1
    0, // enemy king - files +3 ahead +0
    0, // enemy king - files +3 ahead +1
    0, // enemy king - files +3 ahead +2
    0, // enemy king - files +3 ahead +3
    0, // enemy king - files +3 ahead +4
    0, // enemy king - files +3 ahead +5
    0, // enemy king - files +3 ahead +6
    0, // enemy king - files +3 ahead +7
    0, // enemy king - files +3 ahead +8
    0, // enemy king - files +4 ahead -8
    0, // enemy king - files +4 ahead -7
    0, // enemy king - files +4 ahead -6
    0, // enemy king - files +4 ahead -5
    0, // enemy king - files +4 ahead -4
    0, // enemy king - files +4 ahead -3
    0, // enemy king - files +4 ahead -2
    0, // enemy king - files +4 ahead -1
    0, // enemy king - files +4 ahead +0
    0, // enemy king - files +4 ahead +1
    0, // enemy king - files +4 ahead +2
    0, // enemy king - files +4 ahead +3
    0, // enemy king - files +4 ahead +4
    0, // enemy king - files +4 ahead +5
    0, // enemy king - files +4 ahead +6
    0, // enemy king - files +4 ahead +7
    0, // enemy king - files +4 ahead +8
    0, // enemy king - files +5 ahead -8
    0, // enemy king - files +5 ahead -7
    0, // enemy king - files +5 ahead -6
    0, // enemy king - files +5 ahead -5
    0, // enemy king - files +5 ahead -4
    0, // enemy king - files +5 ahead -3
    0, // enemy king - files +5 ahead -2
    0, // enemy king - files +5 ahead -1
    0, // enemy king - files +5 ahead +0
    0, // enemy king - files +5 ahead +1
    0, // enemy king - files +5 ahead +2
    0, // enemy king - files +5 ahead +3
    0, // enemy king - files +5 ahead +4
    0, // enemy king - files +5 ahead +5
    0, // enemy king - files +5 ahead +6
    0, // enemy king - files +5 ahead +7
    0, // enemy king - files +5 ahead +8
    0, // enemy king - files +6 ahead -8
    0, // enemy king - files +6 ahead -7
    0, // enemy king - files +6 ahead -6
    0, // enemy king - files +6 ahead -5
    0, // enemy king - files +6 ahead -4
    0, // enemy king - files +6 ahead -3
    0, // enemy king - files +6 ahead -2
    0, // enemy king - files +6 ahead -1
    0, // enemy king - files +6 ahead +0
    0, // enemy king - files +6 ahead +1
    0, // enemy king - files +6 ahead +2
    0, // enemy king - files +6 ahead +3
    0, // enemy king - files +6 ahead +4
    0, // enemy king - files +6 ahead +5
    0, // enemy king - files +6 ahead +6
    0, // enemy king - files +6 ahead +7
    0, // enemy king - files +6 ahead +8
    0, // enemy king - files +7 ahead -8
    0, // enemy king - files +7 ahead -7
    0, // enemy king - files +7 ahead -6
    0, // enemy king - files +7 ahead -5
    0, // enemy king - files +7 ahead -4
    0, // enemy king - files +7 ahead -3
    0, // enemy king - files +7 ahead -2
    0, // enemy king - files +7 ahead -1
    0, // enemy king - files +7 ahead +0
    0, // enemy king - files +7 ahead +1
    0, // enemy king - files +7 ahead +2
    0, // enemy king - files +7 ahead +3
    0, // enemy king - files +7 ahead +4
    0, // enemy king - files +7 ahead +5
    0, // enemy king - files +7 ahead +6
    0, // enemy king - files +7 ahead +7
    0, // enemy king - files +7 ahead +8
    0, // enemy king - files +8 ahead -8
    0, // enemy king - files +8 ahead -7
    0, // enemy king - files +8 ahead -6
    0, // enemy king - files +8 ahead -5
    0, // enemy king - files +8 ahead -4
    0, // enemy king - files +8 ahead -3
    0, // enemy king - files +8 ahead -2
    0, // enemy king - files +8 ahead -1
    0, // enemy king - files +8 ahead +0
    0, // enemy king - files +8 ahead +1
    0, // enemy king - files +8 ahead +2
    0, // enemy king - files +8 ahead +3
    0, // enemy king - files +8 ahead +4
    0, // enemy king - files +8 ahead +5
    0, // enemy king - files +8 ahead +6
    0, // enemy king - files +8 ahead +7
    0, // enemy king - files +8 ahead +8
    0, // enemy king - files -3 ahead -8
    0, // enemy king - files -3 ahead -7
    0, // enemy king - files -3 ahead -6
    0, // enemy king - files -3 ahead -5
    0, // enemy king - files -3 ahead -4
    0, // enemy king - files -3 ahead -3
    0, // enemy king - files -3 ahead -2
    0, // enemy king - files -3 ahead -1
    0, // enemy king - files -3 ahead +0
    0, // enemy king - files -3 ahead +1
    0, // enemy king - files -3 ahead +2
    0, // enemy king - files -3 ahead +3
    0, // enemy king - files -3 ahead +4
    0, // enemy king - files -3 ahead +5
    0, // enemy king - files -3 ahead +6
    0, // enemy king - files -3 ahead +7
    0, // enemy king - files -3 ahead +8
    0, // enemy king - files -2 ahead -8
    0, // enemy king - files -2 ahead -7
    0, // enemy king - files -2 ahead -6
    0, // enemy king - files -2 ahead -5
    0, // enemy king - files -2 ahead -4
    0, // enemy king - files -2 ahead -3
    0, // enemy king - files -2 ahead -2
    0, // enemy king - files -2 ahead -1
    0, // enemy king - files -2 ahead +0
    0, // enemy king - files -2 ahead +1
    0, // enemy king - files -2 ahead +2
    0, // enemy king - files -2 ahead +3
    0, // enemy king - files -2 ahead +4
    0, // enemy king - files -2 ahead +5
    0, // enemy king - files -2 ahead +6
    0, // enemy king - files -2 ahead +7
    0, // enemy king - files -2 ahead +8
    0, // enemy king - files -1 ahead -8
    0, // enemy king - files -1 ahead -7
    0, // enemy king - files -1 ahead -6
    0, // enemy king - files -1 ahead -5
    0, // enemy king - files -1 ahead -4
    0, // enemy king - files -1 ahead -3
    0, // enemy king - files -1 ahead -2
    0, // enemy king - files -1 ahead -1
    0, // enemy king - files -1 ahead +0
    0, // enemy king - files -1 ahead +1
    0, // enemy king - files -1 ahead +2
    0, // enemy king - files -1 ahead +3
    0, // enemy king - files -1 ahead +4
    0, // enemy king - files -1 ahead +5
    0, // enemy king - files -1 ahead +6
    0, // enemy king - files -1 ahead +7
    0, // enemy king - files -1 ahead +8
    0, // enemy king - files +0 ahead -8
    0, // enemy king - files +0 ahead -7
    0, // enemy king - files +0 ahead -6
    0, // enemy king - files +0 ahead -5
    0, // enemy king - files +0 ahead -4
    0, // enemy king - files +0 ahead -3
    0, // enemy king - files +0 ahead -2
    0, // enemy king - files +0 ahead -1
    0, // enemy king - files +0 ahead +0
    0, // enemy king - files +0 ahead +1
    0, // enemy king - files +0 ahead +2
    0, // enemy king - files +0 ahead +3
    0, // enemy king - files +0 ahead +4
    0, // enemy king - files +0 ahead +5
    0, // enemy king - files +0 ahead +6
    0, // enemy king - files +0 ahead +7
    0, // enemy king - files +0 ahead +8
    0, // enemy king - files +1 ahead -8
    0, // enemy king - files +1 ahead -7
    0, // enemy king - files +1 ahead -6
    0, // enemy king - files +1 ahead -5
    0, // enemy king - files +1 ahead -4
    0, // enemy king - files +1 ahead -3
    0, // enemy king - files +1 ahead -2
    0, // enemy king - files +1 ahead -1
    0, // enemy king - files +1 ahead +0
    0, // enemy king - files +1 ahead +1
    0, // enemy king - files +1 ahead +2
    0, // enemy king - files +1 ahead +3
    0, // enemy king - files +1 ahead +4
    0, // enemy king - files +1 ahead +5
    0, // enemy king - files +1 ahead +6
    0, // enemy king - files +1 ahead +7
    0, // enemy king - files +1 ahead +8
    0, // enemy king - files +2 ahead -8
    0, // enemy king - files +2 ahead -7
    0, // enemy king - files +2 ahead -6
    0, // enemy king - files +2 ahead -5
    0, // enemy king - files +2 ahead -4
    0, // enemy king - files +2 ahead -3
    0, // enemy king - files +2 ahead -2
    0, // enemy king - files +2 ahead -1
    0, // enemy king - files +2 ahead +0
    0, // enemy king - files +2 ahead +1
    0, // enemy king - files +2 ahead +2
    0, // enemy king - files +2 ahead +3
    0, // enemy king - files +2 ahead +4
    0, // enemy king - files +2 ahead +5
    0, // enemy king - files +2 ahead +6
    0, // enemy king - files +2 ahead +7
    0, // enemy king - files +2 ahead +8
    0, // enemy king - files +3 ahead -8
    0, // enemy king - files +3 ahead -7
    0, // enemy king - files +3 ahead -6
    0, // enemy king - files +3 ahead -5
    0, // enemy king - files +3 ahead -4
    0, // enemy king - files +3 ahead -3
    0, // enemy king - files +3 ahead -2
    0, // enemy king - files +3 ahead -1
    0, // enemy king - files +3 ahead +0
    0, // enemy king - files +3 ahead +1
    0, // enemy king - files +3 ahead +2
    0, // enemy king - files +3 ahead +3
    0, // enemy king - files +3 ahead +4
    0, // enemy king - files +3 ahead +5
    0, // enemy king - files +3 ahead +6
    0, // enemy king - files +3 ahead +7
    0, // enemy king - files +3 ahead +8
    0, // enemy king - files +4 ahead -8
    0, // enemy king - files +4 ahead -7
    0, // enemy king - files +4 ahead -6
    0, // enemy king - files +4 ahead -5
    0, // enemy king - files +4 ahead -4
    0, // enemy king - files +4 ahead -3
    0, // enemy king - files +4 ahead -2
    0, // enemy king - files +4 ahead -1
    0, // enemy king - files +4 ahead +0
    0, // enemy king - files +4 ahead +1
    0, // enemy king - files +4 ahead +2
    0, // enemy king - files +4 ahead +3
    0, // enemy king - files +4 ahead +4
    0, // enemy king - files +4 ahead +5
    0, // enemy king - files +4 ahead +6
    0, // enemy king - files +4 ahead +7
    0, // enemy king - files +4 ahead +8
    0, // enemy king - files +5 ahead -8
    0, // enemy king - files +5 ahead -7
    0, // enemy king - files +5 ahead -6
    0, // enemy king - files +5 ahead -5
    0, // enemy king - files +5 ahead -4
    0, // enemy king - files +5 ahead -3
    0, // enemy king - files +5 ahead -2
    0, // enemy king - files +5 ahead -1
    0, // enemy king - files +5 ahead +0
    0, // enemy king - files +5 ahead +1
    0, // enemy king - files +5 ahead +2
    0, // enemy king - files +5 ahead +3
    0, // enemy king - files +5 ahead +4
    0, // enemy king - files +5 ahead +5
    0, // enemy king - files +5 ahead +6
    0, // enemy king - files +5 ahead +7
    0, // enemy king - files +5 ahead +8
    0, // enemy king - files +6 ahead -8
    0, // enemy king - files +6 ahead -7
    0, // enemy king - files +6 ahead -6
    0, // enemy king - files +6 ahead -5
    0, // enemy king - files +6 ahead -4
    0, // enemy king - files +6 ahead -3
    0, // enemy king - files +6 ahead -2
    0, // enemy king - files +6 ahead -1
    0, // enemy king - files +6 ahead +0
    0, // enemy king - files +6 ahead +1
    0, // enemy king - files +6 ahead +2
    0, // enemy king - files +6 ahead +3
    0, // enemy king - files +6 ahead +4
    0, // enemy king - files +6 ahead +5
    0, // enemy king - files +6 ahead +6
    0, // enemy king - files +6 ahead +7
    0, // enemy king - files +6 ahead +8
    0, // enemy king - files +7 ahead -8
    0, // enemy king - files +7 ahead -7
    0, // enemy king - files +7 ahead -6
    0, // enemy king - files +7 ahead -5
    0, // enemy king - files +7 ahead -4
    0, // enemy king - files +7 ahead -3
    0, // enemy king - files +7 ahead -2
    0, // enemy king - files +7 ahead -1
    0, // enemy king - files +7 ahead +0
    0, // enemy king - files +7 ahead +1
    0, // enemy king - files +7 ahead +2
    0, // enemy king - files +7 ahead +3
    0, // enemy king - files +7 ahead +4
    0, // enemy king - files +7 ahead +5
    0, // enemy king - files +7 ahead +6
    0, // enemy king - files +7 ahead +7
    0, // enemy king - files +7 ahead +8
    0, // enemy king - files +8 ahead -8
    0, // enemy king - files +8 ahead -7
    0, // enemy king - files +8 ahead -6
    0, // enemy king - files +8 ahead -5
    0, // enemy king - files +8 ahead -4
    0, // enemy king - files +8 ahead -3
    0, // enemy king - files +8 ahead -2
    0, // enemy king - files +8 ahead -1
    0, // enemy king - files +8 ahead +0
    0, // enemy king - files +8 ahead +1
    0, // enemy king - files +8 ahead +2
    0, // enemy king - files +8 ahead +3
    0, // enemy king - files +8 ahead +4
    0, // enemy king - files +8 ahead +5
    0, // enemy king - files +8 ahead +6
    0, // enemy king - files +8 ahead +7
    0, // enemy king - files +8 ahead +8
    0, // hanging K, owner not to move
    0, // hanging K, owner to move
    0, // hanging R, owner not to move
    0, // hanging R, owner to move
    0, // hanging B, owner not to move
    0, // hanging B, owner to move
    0, // hanging G, owner not to move
    0, // hanging G, owner to move
    0, // hanging S, owner not to move
    0, // hanging S, owner to move
    0, // hanging N, owner not to move
    0, // hanging N, owner to move
    0, // hanging L, owner not to move
    0, // hanging L, owner to move
    0, // hanging P, owner not to move
    0, // hanging P, owner to move
    0, // hanging +R, owner not to move
    0, // hanging +R, owner to move
    0, // hanging +B, owner not to move
    0, // hanging +B, owner to move
    0, // hanging +S, owner not to move
    0, // hanging +S, owner to move
    0, // hanging +N, owner not to move
    0, // hanging +N, owner to move
    0, // hanging +L, owner not to move
    0, // hanging +L, owner to move
    0, // hanging +P, owner not to move
    0, // hanging +P, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // attacked by cheaper K, owner not to move
    0, // attacked by cheaper K, owner to move
    0, // attacked by cheaper R, owner not to move
    0, // attacked by cheaper R, owner to move
    0, // attacked by cheaper B, owner not to move
    0, // attacked by cheaper B, owner to move
    0, // attacked by cheaper G, owner not to move
    0, // attacked by cheaper G, owner to move
    0, // attacked by cheaper S, owner not to move
    0, // attacked by cheaper S, owner to move
    0, // attacked by cheaper N, owner not to move
    0, // attacked by cheaper N, owner to move
    0, // attacked by cheaper L, owner not to move
    0, // attacked by cheaper L, owner to move
    0, // attacked by cheaper P, owner not to move
    0, // attacked by cheaper P, owner to move
    0, // attacked by cheaper +R, owner not to move
    0, // attacked by cheaper +R, owner to move
    0, // attacked by cheaper +B, owner not to move
    0, // attacked by cheaper +B, owner to move
    0, // attacked by cheaper +S, owner not to move
    0, // attacked by cheaper +S, owner to move
    0, // attacked by cheaper +N, owner not to move
    0, // attacked by cheaper +N, owner to move
    0, // attacked by cheaper +L, owner not to move
    0, // attacked by cheaper +L, owner to move
    0, // attacked by cheaper +P, owner not to move
    0, // attacked by cheaper +P, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    0, // 2 threatened, owner not to move
    0, // 3+ threatened, owner not to move
    0, // 2 threatened, owner to move
    0, // 3+ threatened, owner to move
    0, // king defenceless squares 0
    0, // king defenceless squares 1
    0, // king defenceless squares 2
    0, // king defenceless squares 3
    0, // king defenceless squares 4
    0, // king defenceless squares 5
    0, // king defenceless squares 6
    0, // king defenceless squares 7
    0, // king defenceless squares 8
    0, // defenceless squares x enemy hand
    0, // king zone attacks (enemy kinds by square)
    0, // enemy camp squares attacked
];
