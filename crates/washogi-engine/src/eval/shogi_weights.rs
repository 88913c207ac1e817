//! The learned shogi weights (module `shogi`), written by `washogi-engine tune fit`
//! (see the crate README, *Tuning the shogi evaluation*): do not edit by hand.
//! Data: tune-data/shogi-labelled-r4a.txt, tune-data/shogi-labelled-r4b.txt, tune-data/shogi-labelled-r5a.txt, tune-data/shogi-labelled-r5b.txt; 7893 of the 7893 features fitted; K = 0.001370; labels' K = 0.001843,
//! lambda 0.25; epochs 600 (kept
//! 150), rate 2, l2 0.000000001; started from the shipped weights. Held-out loss
//! against the results: shipped 0.222824, learned 0.220649.

use super::shogi::COUNT;

#[rustfmt::skip]
pub static WEIGHTS: [i32; COUNT] = [
    0, // material K
    514, // material R
    473, // material B
    418, // material G
    360, // material S
    165, // material N
    124, // material L
    53, // material P
    1073, // material +R
    837, // material +B
    397, // material +S
    416, // material +N
    388, // material +L
    405, // material +P
    0, // material -
    0, // material -
    0, // hand K
    969, // hand R
    673, // hand B
    460, // hand G
    398, // hand S
    204, // hand N
    202, // hand L
    68, // hand P
    1604, // hand +R
    1086, // hand +B
    621, // hand +S
    621, // hand +N
    621, // hand +L
    621, // hand +P
    0, // hand -
    0, // hand -
    0, // hand any K
    -96, // hand any R
    -38, // hand any B
    58, // hand any G
    62, // hand any S
    115, // hand any N
    131, // hand any L
    48, // hand any P
    0, // hand any +R
    0, // hand any +B
    0, // hand any +S
    0, // hand any +N
    0, // hand any +L
    0, // hand any +P
    0, // hand any -
    0, // hand any -
    -8, // square K rank 1 file edge+0
    51, // square K rank 1 file edge+1
    19, // square K rank 1 file edge+2
    -38, // square K rank 1 file edge+3
    -43, // square K rank 1 file edge+4
    41, // square K rank 2 file edge+0
    143, // square K rank 2 file edge+1
    13, // square K rank 2 file edge+2
    -43, // square K rank 2 file edge+3
    -14, // square K rank 2 file edge+4
    -19, // square K rank 3 file edge+0
    33, // square K rank 3 file edge+1
    -45, // square K rank 3 file edge+2
    -18, // square K rank 3 file edge+3
    -43, // square K rank 3 file edge+4
    -29, // square K rank 4 file edge+0
    26, // square K rank 4 file edge+1
    -2, // square K rank 4 file edge+2
    -13, // square K rank 4 file edge+3
    -12, // square K rank 4 file edge+4
    -24, // square K rank 5 file edge+0
    7, // square K rank 5 file edge+1
    10, // square K rank 5 file edge+2
    8, // square K rank 5 file edge+3
    3, // square K rank 5 file edge+4
    -14, // square K rank 6 file edge+0
    -1, // square K rank 6 file edge+1
    1, // square K rank 6 file edge+2
    -2, // square K rank 6 file edge+3
    -3, // square K rank 6 file edge+4
    -12, // square K rank 7 file edge+0
    7, // square K rank 7 file edge+1
    7, // square K rank 7 file edge+2
    0, // square K rank 7 file edge+3
    0, // square K rank 7 file edge+4
    8, // square K rank 8 file edge+0
    -3, // square K rank 8 file edge+1
    8, // square K rank 8 file edge+2
    -2, // square K rank 8 file edge+3
    -4, // square K rank 8 file edge+4
    -8, // square K rank 9 file edge+0
    13, // square K rank 9 file edge+1
    1, // square K rank 9 file edge+2
    2, // square K rank 9 file edge+3
    0, // square K rank 9 file edge+4
    -15, // square R rank 1 file edge+0
    -10, // square R rank 1 file edge+1
    -16, // square R rank 1 file edge+2
    -10, // square R rank 1 file edge+3
    6, // square R rank 1 file edge+4
    -52, // square R rank 2 file edge+0
    -16, // square R rank 2 file edge+1
    -5, // square R rank 2 file edge+2
    21, // square R rank 2 file edge+3
    5, // square R rank 2 file edge+4
    3, // square R rank 3 file edge+0
    -26, // square R rank 3 file edge+1
    -18, // square R rank 3 file edge+2
    6, // square R rank 3 file edge+3
    -4, // square R rank 3 file edge+4
    0, // square R rank 4 file edge+0
    4, // square R rank 4 file edge+1
    -14, // square R rank 4 file edge+2
    -53, // square R rank 4 file edge+3
    -10, // square R rank 4 file edge+4
    -31, // square R rank 5 file edge+0
    -44, // square R rank 5 file edge+1
    -36, // square R rank 5 file edge+2
    -87, // square R rank 5 file edge+3
    -60, // square R rank 5 file edge+4
    18, // square R rank 6 file edge+0
    54, // square R rank 6 file edge+1
    -36, // square R rank 6 file edge+2
    6, // square R rank 6 file edge+3
    24, // square R rank 6 file edge+4
    131, // square R rank 7 file edge+0
    134, // square R rank 7 file edge+1
    132, // square R rank 7 file edge+2
    131, // square R rank 7 file edge+3
    131, // square R rank 7 file edge+4
    156, // square R rank 8 file edge+0
    125, // square R rank 8 file edge+1
    125, // square R rank 8 file edge+2
    163, // square R rank 8 file edge+3
    137, // square R rank 8 file edge+4
    153, // square R rank 9 file edge+0
    227, // square R rank 9 file edge+1
    156, // square R rank 9 file edge+2
    92, // square R rank 9 file edge+3
    130, // square R rank 9 file edge+4
    -82, // square B rank 1 file edge+0
    -34, // square B rank 1 file edge+1
    -45, // square B rank 1 file edge+2
    -34, // square B rank 1 file edge+3
    -26, // square B rank 1 file edge+4
    -7, // square B rank 2 file edge+0
    8, // square B rank 2 file edge+1
    -18, // square B rank 2 file edge+2
    7, // square B rank 2 file edge+3
    10, // square B rank 2 file edge+4
    -38, // square B rank 3 file edge+0
    2, // square B rank 3 file edge+1
    10, // square B rank 3 file edge+2
    19, // square B rank 3 file edge+3
    17, // square B rank 3 file edge+4
    -6, // square B rank 4 file edge+0
    28, // square B rank 4 file edge+1
    -24, // square B rank 4 file edge+2
    45, // square B rank 4 file edge+3
    48, // square B rank 4 file edge+4
    -52, // square B rank 5 file edge+0
    -45, // square B rank 5 file edge+1
    -59, // square B rank 5 file edge+2
    20, // square B rank 5 file edge+3
    -9, // square B rank 5 file edge+4
    16, // square B rank 6 file edge+0
    -33, // square B rank 6 file edge+1
    -18, // square B rank 6 file edge+2
    -11, // square B rank 6 file edge+3
    14, // square B rank 6 file edge+4
    47, // square B rank 7 file edge+0
    56, // square B rank 7 file edge+1
    52, // square B rank 7 file edge+2
    110, // square B rank 7 file edge+3
    54, // square B rank 7 file edge+4
    25, // square B rank 8 file edge+0
    136, // square B rank 8 file edge+1
    75, // square B rank 8 file edge+2
    46, // square B rank 8 file edge+3
    45, // square B rank 8 file edge+4
    23, // square B rank 9 file edge+0
    21, // square B rank 9 file edge+1
    -39, // square B rank 9 file edge+2
    24, // square B rank 9 file edge+3
    38, // square B rank 9 file edge+4
    -12, // square G rank 1 file edge+0
    -24, // square G rank 1 file edge+1
    16, // square G rank 1 file edge+2
    -6, // square G rank 1 file edge+3
    8, // square G rank 1 file edge+4
    -6, // square G rank 2 file edge+0
    79, // square G rank 2 file edge+1
    61, // square G rank 2 file edge+2
    46, // square G rank 2 file edge+3
    43, // square G rank 2 file edge+4
    -6, // square G rank 3 file edge+0
    3, // square G rank 3 file edge+1
    44, // square G rank 3 file edge+2
    62, // square G rank 3 file edge+3
    10, // square G rank 3 file edge+4
    -3, // square G rank 4 file edge+0
    -2, // square G rank 4 file edge+1
    46, // square G rank 4 file edge+2
    32, // square G rank 4 file edge+3
    0, // square G rank 4 file edge+4
    -4, // square G rank 5 file edge+0
    -20, // square G rank 5 file edge+1
    43, // square G rank 5 file edge+2
    15, // square G rank 5 file edge+3
    4, // square G rank 5 file edge+4
    -11, // square G rank 6 file edge+0
    -1, // square G rank 6 file edge+1
    15, // square G rank 6 file edge+2
    -10, // square G rank 6 file edge+3
    -6, // square G rank 6 file edge+4
    -13, // square G rank 7 file edge+0
    19, // square G rank 7 file edge+1
    15, // square G rank 7 file edge+2
    41, // square G rank 7 file edge+3
    17, // square G rank 7 file edge+4
    -53, // square G rank 8 file edge+0
    -11, // square G rank 8 file edge+1
    17, // square G rank 8 file edge+2
    10, // square G rank 8 file edge+3
    23, // square G rank 8 file edge+4
    -102, // square G rank 9 file edge+0
    -56, // square G rank 9 file edge+1
    3, // square G rank 9 file edge+2
    -28, // square G rank 9 file edge+3
    -27, // square G rank 9 file edge+4
    -24, // square S rank 1 file edge+0
    -74, // square S rank 1 file edge+1
    -36, // square S rank 1 file edge+2
    -57, // square S rank 1 file edge+3
    -14, // square S rank 1 file edge+4
    -17, // square S rank 2 file edge+0
    43, // square S rank 2 file edge+1
    34, // square S rank 2 file edge+2
    49, // square S rank 2 file edge+3
    78, // square S rank 2 file edge+4
    -35, // square S rank 3 file edge+0
    26, // square S rank 3 file edge+1
    39, // square S rank 3 file edge+2
    61, // square S rank 3 file edge+3
    56, // square S rank 3 file edge+4
    -4, // square S rank 4 file edge+0
    -29, // square S rank 4 file edge+1
    92, // square S rank 4 file edge+2
    33, // square S rank 4 file edge+3
    46, // square S rank 4 file edge+4
    -18, // square S rank 5 file edge+0
    6, // square S rank 5 file edge+1
    -12, // square S rank 5 file edge+2
    37, // square S rank 5 file edge+3
    9, // square S rank 5 file edge+4
    -8, // square S rank 6 file edge+0
    25, // square S rank 6 file edge+1
    37, // square S rank 6 file edge+2
    7, // square S rank 6 file edge+3
    31, // square S rank 6 file edge+4
    -1, // square S rank 7 file edge+0
    -19, // square S rank 7 file edge+1
    51, // square S rank 7 file edge+2
    50, // square S rank 7 file edge+3
    34, // square S rank 7 file edge+4
    -36, // square S rank 8 file edge+0
    6, // square S rank 8 file edge+1
    10, // square S rank 8 file edge+2
    35, // square S rank 8 file edge+3
    20, // square S rank 8 file edge+4
    -12, // square S rank 9 file edge+0
    -57, // square S rank 9 file edge+1
    -21, // square S rank 9 file edge+2
    -6, // square S rank 9 file edge+3
    13, // square S rank 9 file edge+4
    -7, // square N rank 1 file edge+0
    18, // square N rank 1 file edge+1
    -34, // square N rank 1 file edge+2
    -78, // square N rank 1 file edge+3
    5, // square N rank 1 file edge+4
    -24, // square N rank 2 file edge+0
    -29, // square N rank 2 file edge+1
    -23, // square N rank 2 file edge+2
    -16, // square N rank 2 file edge+3
    -21, // square N rank 2 file edge+4
    -29, // square N rank 3 file edge+0
    -39, // square N rank 3 file edge+1
    43, // square N rank 3 file edge+2
    -2, // square N rank 3 file edge+3
    31, // square N rank 3 file edge+4
    5, // square N rank 4 file edge+0
    -8, // square N rank 4 file edge+1
    8, // square N rank 4 file edge+2
    78, // square N rank 4 file edge+3
    -32, // square N rank 4 file edge+4
    37, // square N rank 5 file edge+0
    2, // square N rank 5 file edge+1
    70, // square N rank 5 file edge+2
    22, // square N rank 5 file edge+3
    28, // square N rank 5 file edge+4
    -26, // square N rank 6 file edge+0
    -26, // square N rank 6 file edge+1
    55, // square N rank 6 file edge+2
    34, // square N rank 6 file edge+3
    59, // square N rank 6 file edge+4
    17, // square N rank 7 file edge+0
    47, // square N rank 7 file edge+1
    -39, // square N rank 7 file edge+2
    47, // square N rank 7 file edge+3
    55, // square N rank 7 file edge+4
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
    -21, // square L rank 1 file edge+0
    12, // square L rank 1 file edge+1
    -14, // square L rank 1 file edge+2
    50, // square L rank 1 file edge+3
    41, // square L rank 1 file edge+4
    -11, // square L rank 2 file edge+0
    -3, // square L rank 2 file edge+1
    -48, // square L rank 2 file edge+2
    -3, // square L rank 2 file edge+3
    12, // square L rank 2 file edge+4
    -41, // square L rank 3 file edge+0
    -20, // square L rank 3 file edge+1
    1, // square L rank 3 file edge+2
    -4, // square L rank 3 file edge+3
    9, // square L rank 3 file edge+4
    -14, // square L rank 4 file edge+0
    43, // square L rank 4 file edge+1
    21, // square L rank 4 file edge+2
    45, // square L rank 4 file edge+3
    5, // square L rank 4 file edge+4
    -5, // square L rank 5 file edge+0
    9, // square L rank 5 file edge+1
    7, // square L rank 5 file edge+2
    -12, // square L rank 5 file edge+3
    12, // square L rank 5 file edge+4
    16, // square L rank 6 file edge+0
    54, // square L rank 6 file edge+1
    14, // square L rank 6 file edge+2
    -21, // square L rank 6 file edge+3
    19, // square L rank 6 file edge+4
    49, // square L rank 7 file edge+0
    81, // square L rank 7 file edge+1
    99, // square L rank 7 file edge+2
    62, // square L rank 7 file edge+3
    59, // square L rank 7 file edge+4
    55, // square L rank 8 file edge+0
    66, // square L rank 8 file edge+1
    66, // square L rank 8 file edge+2
    66, // square L rank 8 file edge+3
    55, // square L rank 8 file edge+4
    79, // square L rank 9 file edge+0
    79, // square L rank 9 file edge+1
    79, // square L rank 9 file edge+2
    79, // square L rank 9 file edge+3
    79, // square L rank 9 file edge+4
    17, // square P rank 1 file edge+0
    11, // square P rank 1 file edge+1
    2, // square P rank 1 file edge+2
    27, // square P rank 1 file edge+3
    24, // square P rank 1 file edge+4
    1, // square P rank 2 file edge+0
    47, // square P rank 2 file edge+1
    14, // square P rank 2 file edge+2
    15, // square P rank 2 file edge+3
    7, // square P rank 2 file edge+4
    44, // square P rank 3 file edge+0
    28, // square P rank 3 file edge+1
    -12, // square P rank 3 file edge+2
    10, // square P rank 3 file edge+3
    -6, // square P rank 3 file edge+4
    66, // square P rank 4 file edge+0
    36, // square P rank 4 file edge+1
    21, // square P rank 4 file edge+2
    46, // square P rank 4 file edge+3
    32, // square P rank 4 file edge+4
    26, // square P rank 5 file edge+0
    28, // square P rank 5 file edge+1
    12, // square P rank 5 file edge+2
    34, // square P rank 5 file edge+3
    21, // square P rank 5 file edge+4
    78, // square P rank 6 file edge+0
    81, // square P rank 6 file edge+1
    58, // square P rank 6 file edge+2
    97, // square P rank 6 file edge+3
    108, // square P rank 6 file edge+4
    88, // square P rank 7 file edge+0
    131, // square P rank 7 file edge+1
    100, // square P rank 7 file edge+2
    119, // square P rank 7 file edge+3
    112, // square P rank 7 file edge+4
    70, // square P rank 8 file edge+0
    48, // square P rank 8 file edge+1
    47, // square P rank 8 file edge+2
    84, // square P rank 8 file edge+3
    100, // square P rank 8 file edge+4
    167, // square P rank 9 file edge+0
    167, // square P rank 9 file edge+1
    167, // square P rank 9 file edge+2
    167, // square P rank 9 file edge+3
    167, // square P rank 9 file edge+4
    4, // square +R rank 1 file edge+0
    -19, // square +R rank 1 file edge+1
    -9, // square +R rank 1 file edge+2
    -13, // square +R rank 1 file edge+3
    -1, // square +R rank 1 file edge+4
    -5, // square +R rank 2 file edge+0
    -42, // square +R rank 2 file edge+1
    -13, // square +R rank 2 file edge+2
    9, // square +R rank 2 file edge+3
    20, // square +R rank 2 file edge+4
    16, // square +R rank 3 file edge+0
    -27, // square +R rank 3 file edge+1
    3, // square +R rank 3 file edge+2
    23, // square +R rank 3 file edge+3
    18, // square +R rank 3 file edge+4
    5, // square +R rank 4 file edge+0
    -9, // square +R rank 4 file edge+1
    -13, // square +R rank 4 file edge+2
    14, // square +R rank 4 file edge+3
    -5, // square +R rank 4 file edge+4
    -28, // square +R rank 5 file edge+0
    -4, // square +R rank 5 file edge+1
    25, // square +R rank 5 file edge+2
    -9, // square +R rank 5 file edge+3
    -5, // square +R rank 5 file edge+4
    -55, // square +R rank 6 file edge+0
    -7, // square +R rank 6 file edge+1
    -40, // square +R rank 6 file edge+2
    -14, // square +R rank 6 file edge+3
    -11, // square +R rank 6 file edge+4
    -69, // square +R rank 7 file edge+0
    2, // square +R rank 7 file edge+1
    -8, // square +R rank 7 file edge+2
    -18, // square +R rank 7 file edge+3
    -1, // square +R rank 7 file edge+4
    39, // square +R rank 8 file edge+0
    58, // square +R rank 8 file edge+1
    23, // square +R rank 8 file edge+2
    46, // square +R rank 8 file edge+3
    50, // square +R rank 8 file edge+4
    29, // square +R rank 9 file edge+0
    48, // square +R rank 9 file edge+1
    24, // square +R rank 9 file edge+2
    4, // square +R rank 9 file edge+3
    31, // square +R rank 9 file edge+4
    -10, // square +B rank 1 file edge+0
    2, // square +B rank 1 file edge+1
    4, // square +B rank 1 file edge+2
    -5, // square +B rank 1 file edge+3
    -10, // square +B rank 1 file edge+4
    -5, // square +B rank 2 file edge+0
    27, // square +B rank 2 file edge+1
    -8, // square +B rank 2 file edge+2
    27, // square +B rank 2 file edge+3
    -5, // square +B rank 2 file edge+4
    -7, // square +B rank 3 file edge+0
    6, // square +B rank 3 file edge+1
    21, // square +B rank 3 file edge+2
    1, // square +B rank 3 file edge+3
    -2, // square +B rank 3 file edge+4
    1, // square +B rank 4 file edge+0
    0, // square +B rank 4 file edge+1
    9, // square +B rank 4 file edge+2
    51, // square +B rank 4 file edge+3
    26, // square +B rank 4 file edge+4
    -8, // square +B rank 5 file edge+0
    9, // square +B rank 5 file edge+1
    -9, // square +B rank 5 file edge+2
    29, // square +B rank 5 file edge+3
    41, // square +B rank 5 file edge+4
    -19, // square +B rank 6 file edge+0
    38, // square +B rank 6 file edge+1
    13, // square +B rank 6 file edge+2
    48, // square +B rank 6 file edge+3
    35, // square +B rank 6 file edge+4
    -23, // square +B rank 7 file edge+0
    -26, // square +B rank 7 file edge+1
    -31, // square +B rank 7 file edge+2
    10, // square +B rank 7 file edge+3
    -1, // square +B rank 7 file edge+4
    4, // square +B rank 8 file edge+0
    -7, // square +B rank 8 file edge+1
    18, // square +B rank 8 file edge+2
    47, // square +B rank 8 file edge+3
    33, // square +B rank 8 file edge+4
    -26, // square +B rank 9 file edge+0
    -52, // square +B rank 9 file edge+1
    6, // square +B rank 9 file edge+2
    16, // square +B rank 9 file edge+3
    21, // square +B rank 9 file edge+4
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
    9, // square +S rank 5 file edge+1
    9, // square +S rank 5 file edge+2
    8, // square +S rank 5 file edge+3
    18, // square +S rank 5 file edge+4
    20, // square +S rank 6 file edge+0
    -19, // square +S rank 6 file edge+1
    20, // square +S rank 6 file edge+2
    22, // square +S rank 6 file edge+3
    6, // square +S rank 6 file edge+4
    -26, // square +S rank 7 file edge+0
    3, // square +S rank 7 file edge+1
    0, // square +S rank 7 file edge+2
    51, // square +S rank 7 file edge+3
    13, // square +S rank 7 file edge+4
    -8, // square +S rank 8 file edge+0
    23, // square +S rank 8 file edge+1
    41, // square +S rank 8 file edge+2
    3, // square +S rank 8 file edge+3
    15, // square +S rank 8 file edge+4
    -28, // square +S rank 9 file edge+0
    -41, // square +S rank 9 file edge+1
    15, // square +S rank 9 file edge+2
    -16, // square +S rank 9 file edge+3
    5, // square +S rank 9 file edge+4
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
    7, // square +N rank 4 file edge+1
    9, // square +N rank 4 file edge+2
    9, // square +N rank 4 file edge+3
    9, // square +N rank 4 file edge+4
    2, // square +N rank 5 file edge+0
    12, // square +N rank 5 file edge+1
    12, // square +N rank 5 file edge+2
    15, // square +N rank 5 file edge+3
    15, // square +N rank 5 file edge+4
    7, // square +N rank 6 file edge+0
    6, // square +N rank 6 file edge+1
    -4, // square +N rank 6 file edge+2
    16, // square +N rank 6 file edge+3
    19, // square +N rank 6 file edge+4
    -10, // square +N rank 7 file edge+0
    9, // square +N rank 7 file edge+1
    23, // square +N rank 7 file edge+2
    30, // square +N rank 7 file edge+3
    44, // square +N rank 7 file edge+4
    25, // square +N rank 8 file edge+0
    25, // square +N rank 8 file edge+1
    11, // square +N rank 8 file edge+2
    25, // square +N rank 8 file edge+3
    19, // square +N rank 8 file edge+4
    -56, // square +N rank 9 file edge+0
    -21, // square +N rank 9 file edge+1
    3, // square +N rank 9 file edge+2
    -13, // square +N rank 9 file edge+3
    -37, // square +N rank 9 file edge+4
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
    11, // square +L rank 4 file edge+0
    9, // square +L rank 4 file edge+1
    9, // square +L rank 4 file edge+2
    9, // square +L rank 4 file edge+3
    9, // square +L rank 4 file edge+4
    10, // square +L rank 5 file edge+0
    11, // square +L rank 5 file edge+1
    10, // square +L rank 5 file edge+2
    11, // square +L rank 5 file edge+3
    10, // square +L rank 5 file edge+4
    23, // square +L rank 6 file edge+0
    13, // square +L rank 6 file edge+1
    21, // square +L rank 6 file edge+2
    21, // square +L rank 6 file edge+3
    18, // square +L rank 6 file edge+4
    -29, // square +L rank 7 file edge+0
    50, // square +L rank 7 file edge+1
    35, // square +L rank 7 file edge+2
    18, // square +L rank 7 file edge+3
    34, // square +L rank 7 file edge+4
    -52, // square +L rank 8 file edge+0
    0, // square +L rank 8 file edge+1
    29, // square +L rank 8 file edge+2
    12, // square +L rank 8 file edge+3
    12, // square +L rank 8 file edge+4
    -55, // square +L rank 9 file edge+0
    -18, // square +L rank 9 file edge+1
    -35, // square +L rank 9 file edge+2
    -1, // square +L rank 9 file edge+3
    0, // square +L rank 9 file edge+4
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
    9, // square +P rank 5 file edge+0
    12, // square +P rank 5 file edge+1
    9, // square +P rank 5 file edge+2
    20, // square +P rank 5 file edge+3
    12, // square +P rank 5 file edge+4
    22, // square +P rank 6 file edge+0
    7, // square +P rank 6 file edge+1
    7, // square +P rank 6 file edge+2
    27, // square +P rank 6 file edge+3
    18, // square +P rank 6 file edge+4
    -9, // square +P rank 7 file edge+0
    57, // square +P rank 7 file edge+1
    112, // square +P rank 7 file edge+2
    74, // square +P rank 7 file edge+3
    42, // square +P rank 7 file edge+4
    -36, // square +P rank 8 file edge+0
    -22, // square +P rank 8 file edge+1
    34, // square +P rank 8 file edge+2
    31, // square +P rank 8 file edge+3
    40, // square +P rank 8 file edge+4
    -77, // square +P rank 9 file edge+0
    -122, // square +P rank 9 file edge+1
    -59, // square +P rank 9 file edge+2
    -61, // square +P rank 9 file edge+3
    19, // square +P rank 9 file edge+4
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
    21, // mobility R
    18, // mobility B
    0, // mobility G
    0, // mobility S
    0, // mobility N
    31, // mobility L
    0, // mobility P
    4, // mobility +R
    13, // mobility +B
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
    14, // defends R files 0 ahead -2
    6, // defends R files 0 ahead -1
    10, // defends R files 0 ahead 0
    -34, // defends R files 0 ahead 1
    20, // defends R files 0 ahead 2
    11, // defends R files 1 ahead -2
    -4, // defends R files 1 ahead -1
    -39, // defends R files 1 ahead 0
    -18, // defends R files 1 ahead 1
    13, // defends R files 1 ahead 2
    -3, // defends R files 2 ahead -2
    15, // defends R files 2 ahead -1
    -43, // defends R files 2 ahead 0
    -14, // defends R files 2 ahead 1
    6, // defends R files 2 ahead 2
    -2, // defends B files 0 ahead -2
    1, // defends B files 0 ahead -1
    10, // defends B files 0 ahead 0
    31, // defends B files 0 ahead 1
    0, // defends B files 0 ahead 2
    5, // defends B files 1 ahead -2
    -17, // defends B files 1 ahead -1
    19, // defends B files 1 ahead 0
    27, // defends B files 1 ahead 1
    11, // defends B files 1 ahead 2
    -9, // defends B files 2 ahead -2
    -36, // defends B files 2 ahead -1
    21, // defends B files 2 ahead 0
    9, // defends B files 2 ahead 1
    -6, // defends B files 2 ahead 2
    30, // defends G files 0 ahead -2
    38, // defends G files 0 ahead -1
    10, // defends G files 0 ahead 0
    46, // defends G files 0 ahead 1
    34, // defends G files 0 ahead 2
    56, // defends G files 1 ahead -2
    26, // defends G files 1 ahead -1
    19, // defends G files 1 ahead 0
    54, // defends G files 1 ahead 1
    39, // defends G files 1 ahead 2
    15, // defends G files 2 ahead -2
    40, // defends G files 2 ahead -1
    48, // defends G files 2 ahead 0
    35, // defends G files 2 ahead 1
    48, // defends G files 2 ahead 2
    11, // defends S files 0 ahead -2
    30, // defends S files 0 ahead -1
    10, // defends S files 0 ahead 0
    53, // defends S files 0 ahead 1
    26, // defends S files 0 ahead 2
    35, // defends S files 1 ahead -2
    29, // defends S files 1 ahead -1
    50, // defends S files 1 ahead 0
    43, // defends S files 1 ahead 1
    41, // defends S files 1 ahead 2
    11, // defends S files 2 ahead -2
    27, // defends S files 2 ahead -1
    57, // defends S files 2 ahead 0
    50, // defends S files 2 ahead 1
    16, // defends S files 2 ahead 2
    37, // defends N files 0 ahead -2
    28, // defends N files 0 ahead -1
    10, // defends N files 0 ahead 0
    34, // defends N files 0 ahead 1
    -6, // defends N files 0 ahead 2
    49, // defends N files 1 ahead -2
    28, // defends N files 1 ahead -1
    11, // defends N files 1 ahead 0
    31, // defends N files 1 ahead 1
    7, // defends N files 1 ahead 2
    4, // defends N files 2 ahead -2
    13, // defends N files 2 ahead -1
    -35, // defends N files 2 ahead 0
    -18, // defends N files 2 ahead 1
    -10, // defends N files 2 ahead 2
    5, // defends L files 0 ahead -2
    -24, // defends L files 0 ahead -1
    10, // defends L files 0 ahead 0
    30, // defends L files 0 ahead 1
    34, // defends L files 0 ahead 2
    19, // defends L files 1 ahead -2
    43, // defends L files 1 ahead -1
    73, // defends L files 1 ahead 0
    4, // defends L files 1 ahead 1
    51, // defends L files 1 ahead 2
    3, // defends L files 2 ahead -2
    69, // defends L files 2 ahead -1
    31, // defends L files 2 ahead 0
    28, // defends L files 2 ahead 1
    6, // defends L files 2 ahead 2
    1, // defends P files 0 ahead -2
    5, // defends P files 0 ahead -1
    10, // defends P files 0 ahead 0
    59, // defends P files 0 ahead 1
    41, // defends P files 0 ahead 2
    19, // defends P files 1 ahead -2
    31, // defends P files 1 ahead -1
    27, // defends P files 1 ahead 0
    57, // defends P files 1 ahead 1
    44, // defends P files 1 ahead 2
    13, // defends P files 2 ahead -2
    -10, // defends P files 2 ahead -1
    9, // defends P files 2 ahead 0
    10, // defends P files 2 ahead 1
    10, // defends P files 2 ahead 2
    1, // defends +R files 0 ahead -2
    6, // defends +R files 0 ahead -1
    10, // defends +R files 0 ahead 0
    7, // defends +R files 0 ahead 1
    -4, // defends +R files 0 ahead 2
    -4, // defends +R files 1 ahead -2
    21, // defends +R files 1 ahead -1
    -17, // defends +R files 1 ahead 0
    10, // defends +R files 1 ahead 1
    6, // defends +R files 1 ahead 2
    0, // defends +R files 2 ahead -2
    -3, // defends +R files 2 ahead -1
    -9, // defends +R files 2 ahead 0
    -2, // defends +R files 2 ahead 1
    10, // defends +R files 2 ahead 2
    5, // defends +B files 0 ahead -2
    17, // defends +B files 0 ahead -1
    10, // defends +B files 0 ahead 0
    -1, // defends +B files 0 ahead 1
    0, // defends +B files 0 ahead 2
    3, // defends +B files 1 ahead -2
    5, // defends +B files 1 ahead -1
    0, // defends +B files 1 ahead 0
    32, // defends +B files 1 ahead 1
    21, // defends +B files 1 ahead 2
    6, // defends +B files 2 ahead -2
    2, // defends +B files 2 ahead -1
    14, // defends +B files 2 ahead 0
    26, // defends +B files 2 ahead 1
    30, // defends +B files 2 ahead 2
    0, // defends +S files 0 ahead -2
    4, // defends +S files 0 ahead -1
    10, // defends +S files 0 ahead 0
    4, // defends +S files 0 ahead 1
    -1, // defends +S files 0 ahead 2
    -2, // defends +S files 1 ahead -2
    9, // defends +S files 1 ahead -1
    11, // defends +S files 1 ahead 0
    8, // defends +S files 1 ahead 1
    0, // defends +S files 1 ahead 2
    0, // defends +S files 2 ahead -2
    1, // defends +S files 2 ahead -1
    1, // defends +S files 2 ahead 0
    0, // defends +S files 2 ahead 1
    -4, // defends +S files 2 ahead 2
    0, // defends +N files 0 ahead -2
    3, // defends +N files 0 ahead -1
    10, // defends +N files 0 ahead 0
    15, // defends +N files 0 ahead 1
    4, // defends +N files 0 ahead 2
    -4, // defends +N files 1 ahead -2
    6, // defends +N files 1 ahead -1
    7, // defends +N files 1 ahead 0
    8, // defends +N files 1 ahead 1
    -6, // defends +N files 1 ahead 2
    1, // defends +N files 2 ahead -2
    -3, // defends +N files 2 ahead -1
    -1, // defends +N files 2 ahead 0
    -5, // defends +N files 2 ahead 1
    -6, // defends +N files 2 ahead 2
    2, // defends +L files 0 ahead -2
    14, // defends +L files 0 ahead -1
    10, // defends +L files 0 ahead 0
    14, // defends +L files 0 ahead 1
    -15, // defends +L files 0 ahead 2
    -3, // defends +L files 1 ahead -2
    5, // defends +L files 1 ahead -1
    12, // defends +L files 1 ahead 0
    12, // defends +L files 1 ahead 1
    -10, // defends +L files 1 ahead 2
    0, // defends +L files 2 ahead -2
    0, // defends +L files 2 ahead -1
    -1, // defends +L files 2 ahead 0
    -11, // defends +L files 2 ahead 1
    3, // defends +L files 2 ahead 2
    -1, // defends +P files 0 ahead -2
    18, // defends +P files 0 ahead -1
    10, // defends +P files 0 ahead 0
    9, // defends +P files 0 ahead 1
    6, // defends +P files 0 ahead 2
    0, // defends +P files 1 ahead -2
    25, // defends +P files 1 ahead -1
    6, // defends +P files 1 ahead 0
    -6, // defends +P files 1 ahead 1
    11, // defends +P files 1 ahead 2
    0, // defends +P files 2 ahead -2
    -2, // defends +P files 2 ahead -1
    -8, // defends +P files 2 ahead 0
    3, // defends +P files 2 ahead 1
    -3, // defends +P files 2 ahead 2
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
    30, // attacks R files 0 ahead -2
    14, // attacks R files 0 ahead -1
    14, // attacks R files 0 ahead 0
    14, // attacks R files 0 ahead 1
    21, // attacks R files 0 ahead 2
    22, // attacks R files 1 ahead -2
    18, // attacks R files 1 ahead -1
    14, // attacks R files 1 ahead 0
    5, // attacks R files 1 ahead 1
    -62, // attacks R files 1 ahead 2
    22, // attacks R files 2 ahead -2
    0, // attacks R files 2 ahead -1
    21, // attacks R files 2 ahead 0
    18, // attacks R files 2 ahead 1
    19, // attacks R files 2 ahead 2
    13, // attacks B files 0 ahead -2
    3, // attacks B files 0 ahead -1
    14, // attacks B files 0 ahead 0
    3, // attacks B files 0 ahead 1
    -4, // attacks B files 0 ahead 2
    20, // attacks B files 1 ahead -2
    14, // attacks B files 1 ahead -1
    0, // attacks B files 1 ahead 0
    14, // attacks B files 1 ahead 1
    -11, // attacks B files 1 ahead 2
    30, // attacks B files 2 ahead -2
    -10, // attacks B files 2 ahead -1
    -14, // attacks B files 2 ahead 0
    22, // attacks B files 2 ahead 1
    17, // attacks B files 2 ahead 2
    13, // attacks G files 0 ahead -2
    14, // attacks G files 0 ahead -1
    14, // attacks G files 0 ahead 0
    14, // attacks G files 0 ahead 1
    40, // attacks G files 0 ahead 2
    2, // attacks G files 1 ahead -2
    -2, // attacks G files 1 ahead -1
    14, // attacks G files 1 ahead 0
    14, // attacks G files 1 ahead 1
    97, // attacks G files 1 ahead 2
    0, // attacks G files 2 ahead -2
    2, // attacks G files 2 ahead -1
    50, // attacks G files 2 ahead 0
    81, // attacks G files 2 ahead 1
    34, // attacks G files 2 ahead 2
    4, // attacks S files 0 ahead -2
    10, // attacks S files 0 ahead -1
    14, // attacks S files 0 ahead 0
    14, // attacks S files 0 ahead 1
    49, // attacks S files 0 ahead 2
    19, // attacks S files 1 ahead -2
    14, // attacks S files 1 ahead -1
    14, // attacks S files 1 ahead 0
    14, // attacks S files 1 ahead 1
    68, // attacks S files 1 ahead 2
    13, // attacks S files 2 ahead -2
    18, // attacks S files 2 ahead -1
    1, // attacks S files 2 ahead 0
    33, // attacks S files 2 ahead 1
    11, // attacks S files 2 ahead 2
    15, // attacks N files 0 ahead -2
    13, // attacks N files 0 ahead -1
    14, // attacks N files 0 ahead 0
    -35, // attacks N files 0 ahead 1
    7, // attacks N files 0 ahead 2
    17, // attacks N files 1 ahead -2
    11, // attacks N files 1 ahead -1
    -1, // attacks N files 1 ahead 0
    -25, // attacks N files 1 ahead 1
    14, // attacks N files 1 ahead 2
    14, // attacks N files 2 ahead -2
    21, // attacks N files 2 ahead -1
    11, // attacks N files 2 ahead 0
    6, // attacks N files 2 ahead 1
    17, // attacks N files 2 ahead 2
    15, // attacks L files 0 ahead -2
    15, // attacks L files 0 ahead -1
    14, // attacks L files 0 ahead 0
    14, // attacks L files 0 ahead 1
    46, // attacks L files 0 ahead 2
    11, // attacks L files 1 ahead -2
    17, // attacks L files 1 ahead -1
    -3, // attacks L files 1 ahead 0
    -35, // attacks L files 1 ahead 1
    0, // attacks L files 1 ahead 2
    14, // attacks L files 2 ahead -2
    12, // attacks L files 2 ahead -1
    4, // attacks L files 2 ahead 0
    3, // attacks L files 2 ahead 1
    -2, // attacks L files 2 ahead 2
    8, // attacks P files 0 ahead -2
    -4, // attacks P files 0 ahead -1
    14, // attacks P files 0 ahead 0
    14, // attacks P files 0 ahead 1
    61, // attacks P files 0 ahead 2
    15, // attacks P files 1 ahead -2
    -17, // attacks P files 1 ahead -1
    -91, // attacks P files 1 ahead 0
    -13, // attacks P files 1 ahead 1
    26, // attacks P files 1 ahead 2
    5, // attacks P files 2 ahead -2
    -45, // attacks P files 2 ahead -1
    -32, // attacks P files 2 ahead 0
    11, // attacks P files 2 ahead 1
    4, // attacks P files 2 ahead 2
    60, // attacks +R files 0 ahead -2
    14, // attacks +R files 0 ahead -1
    14, // attacks +R files 0 ahead 0
    14, // attacks +R files 0 ahead 1
    10, // attacks +R files 0 ahead 2
    39, // attacks +R files 1 ahead -2
    14, // attacks +R files 1 ahead -1
    14, // attacks +R files 1 ahead 0
    14, // attacks +R files 1 ahead 1
    22, // attacks +R files 1 ahead 2
    59, // attacks +R files 2 ahead -2
    38, // attacks +R files 2 ahead -1
    112, // attacks +R files 2 ahead 0
    37, // attacks +R files 2 ahead 1
    -14, // attacks +R files 2 ahead 2
    26, // attacks +B files 0 ahead -2
    14, // attacks +B files 0 ahead -1
    14, // attacks +B files 0 ahead 0
    14, // attacks +B files 0 ahead 1
    6, // attacks +B files 0 ahead 2
    13, // attacks +B files 1 ahead -2
    14, // attacks +B files 1 ahead -1
    14, // attacks +B files 1 ahead 0
    14, // attacks +B files 1 ahead 1
    -6, // attacks +B files 1 ahead 2
    29, // attacks +B files 2 ahead -2
    19, // attacks +B files 2 ahead -1
    -4, // attacks +B files 2 ahead 0
    25, // attacks +B files 2 ahead 1
    35, // attacks +B files 2 ahead 2
    12, // attacks +S files 0 ahead -2
    14, // attacks +S files 0 ahead -1
    14, // attacks +S files 0 ahead 0
    14, // attacks +S files 0 ahead 1
    18, // attacks +S files 0 ahead 2
    8, // attacks +S files 1 ahead -2
    17, // attacks +S files 1 ahead -1
    14, // attacks +S files 1 ahead 0
    14, // attacks +S files 1 ahead 1
    37, // attacks +S files 1 ahead 2
    3, // attacks +S files 2 ahead -2
    3, // attacks +S files 2 ahead -1
    16, // attacks +S files 2 ahead 0
    58, // attacks +S files 2 ahead 1
    29, // attacks +S files 2 ahead 2
    19, // attacks +N files 0 ahead -2
    14, // attacks +N files 0 ahead -1
    14, // attacks +N files 0 ahead 0
    14, // attacks +N files 0 ahead 1
    31, // attacks +N files 0 ahead 2
    11, // attacks +N files 1 ahead -2
    18, // attacks +N files 1 ahead -1
    14, // attacks +N files 1 ahead 0
    14, // attacks +N files 1 ahead 1
    47, // attacks +N files 1 ahead 2
    13, // attacks +N files 2 ahead -2
    29, // attacks +N files 2 ahead -1
    47, // attacks +N files 2 ahead 0
    87, // attacks +N files 2 ahead 1
    51, // attacks +N files 2 ahead 2
    13, // attacks +L files 0 ahead -2
    14, // attacks +L files 0 ahead -1
    14, // attacks +L files 0 ahead 0
    14, // attacks +L files 0 ahead 1
    20, // attacks +L files 0 ahead 2
    8, // attacks +L files 1 ahead -2
    18, // attacks +L files 1 ahead -1
    14, // attacks +L files 1 ahead 0
    14, // attacks +L files 1 ahead 1
    36, // attacks +L files 1 ahead 2
    14, // attacks +L files 2 ahead -2
    1, // attacks +L files 2 ahead -1
    17, // attacks +L files 2 ahead 0
    76, // attacks +L files 2 ahead 1
    44, // attacks +L files 2 ahead 2
    6, // attacks +P files 0 ahead -2
    14, // attacks +P files 0 ahead -1
    14, // attacks +P files 0 ahead 0
    14, // attacks +P files 0 ahead 1
    59, // attacks +P files 0 ahead 2
    24, // attacks +P files 1 ahead -2
    23, // attacks +P files 1 ahead -1
    14, // attacks +P files 1 ahead 0
    14, // attacks +P files 1 ahead 1
    103, // attacks +P files 1 ahead 2
    -14, // attacks +P files 2 ahead -2
    50, // attacks +P files 2 ahead -1
    74, // attacks +P files 2 ahead 0
    114, // attacks +P files 2 ahead 1
    86, // attacks +P files 2 ahead 2
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
    -64, // king attacked squares 0
    -18, // king attacked squares 1
    11, // king attacked squares 2
    22, // king attacked squares 3
    -39, // king attacked squares 4
    -90, // king attacked squares 5
    -71, // king attacked squares 6
    -86, // king attacked squares 7
    -97, // king attacked squares 8
    -21, // king escapes 0
    51, // king escapes 1
    44, // king escapes 2
    42, // king escapes 3
    39, // king escapes 4
    20, // king escapes 5
    -2, // king escapes 6
    -44, // king escapes 7
    -6, // king escapes 8
    -22, // attacked squares x enemy hand
    -14, // attackers x enemy hand
    134, // tempo
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
    0, // own king R files -3 ahead -3
    0, // own king R files -3 ahead -2
    -11, // own king R files -3 ahead -1
    -19, // own king R files -3 ahead +0
    -5, // own king R files -3 ahead +1
    6, // own king R files -3 ahead +2
    10, // own king R files -3 ahead +3
    -8, // own king R files -3 ahead +4
    3, // own king R files -3 ahead +5
    -1, // own king R files -3 ahead +6
    1, // own king R files -3 ahead +7
    1, // own king R files -3 ahead +8
    -2, // own king R files -2 ahead -8
    -1, // own king R files -2 ahead -7
    0, // own king R files -2 ahead -6
    0, // own king R files -2 ahead -5
    -2, // own king R files -2 ahead -4
    -1, // own king R files -2 ahead -3
    4, // own king R files -2 ahead -2
    8, // own king R files -2 ahead -1
    -55, // own king R files -2 ahead +0
    0, // own king R files -2 ahead +1
    10, // own king R files -2 ahead +2
    -16, // own king R files -2 ahead +3
    -10, // own king R files -2 ahead +4
    22, // own king R files -2 ahead +5
    -8, // own king R files -2 ahead +6
    -8, // own king R files -2 ahead +7
    10, // own king R files -2 ahead +8
    0, // own king R files -1 ahead -8
    0, // own king R files -1 ahead -7
    0, // own king R files -1 ahead -6
    0, // own king R files -1 ahead -5
    0, // own king R files -1 ahead -4
    1, // own king R files -1 ahead -3
    5, // own king R files -1 ahead -2
    -22, // own king R files -1 ahead -1
    -65, // own king R files -1 ahead +0
    -5, // own king R files -1 ahead +1
    -6, // own king R files -1 ahead +2
    -55, // own king R files -1 ahead +3
    -32, // own king R files -1 ahead +4
    -4, // own king R files -1 ahead +5
    9, // own king R files -1 ahead +6
    31, // own king R files -1 ahead +7
    8, // own king R files -1 ahead +8
    0, // own king R files +0 ahead -8
    0, // own king R files +0 ahead -7
    0, // own king R files +0 ahead -6
    1, // own king R files +0 ahead -5
    1, // own king R files +0 ahead -4
    1, // own king R files +0 ahead -3
    14, // own king R files +0 ahead -2
    -4, // own king R files +0 ahead -1
    0, // own king R files +0 ahead +0
    -44, // own king R files +0 ahead +1
    20, // own king R files +0 ahead +2
    -41, // own king R files +0 ahead +3
    9, // own king R files +0 ahead +4
    16, // own king R files +0 ahead +5
    3, // own king R files +0 ahead +6
    14, // own king R files +0 ahead +7
    6, // own king R files +0 ahead +8
    0, // own king R files +1 ahead -8
    0, // own king R files +1 ahead -7
    -1, // own king R files +1 ahead -6
    0, // own king R files +1 ahead -5
    0, // own king R files +1 ahead -4
    1, // own king R files +1 ahead -3
    7, // own king R files +1 ahead -2
    7, // own king R files +1 ahead -1
    16, // own king R files +1 ahead +0
    -24, // own king R files +1 ahead +1
    19, // own king R files +1 ahead +2
    -35, // own king R files +1 ahead +3
    -10, // own king R files +1 ahead +4
    -7, // own king R files +1 ahead +5
    9, // own king R files +1 ahead +6
    20, // own king R files +1 ahead +7
    -42, // own king R files +1 ahead +8
    0, // own king R files +2 ahead -8
    0, // own king R files +2 ahead -7
    0, // own king R files +2 ahead -6
    1, // own king R files +2 ahead -5
    1, // own king R files +2 ahead -4
    7, // own king R files +2 ahead -3
    -7, // own king R files +2 ahead -2
    6, // own king R files +2 ahead -1
    12, // own king R files +2 ahead +0
    -15, // own king R files +2 ahead +1
    -4, // own king R files +2 ahead +2
    -44, // own king R files +2 ahead +3
    -40, // own king R files +2 ahead +4
    -12, // own king R files +2 ahead +5
    -6, // own king R files +2 ahead +6
    3, // own king R files +2 ahead +7
    -11, // own king R files +2 ahead +8
    0, // own king R files +3 ahead -8
    0, // own king R files +3 ahead -7
    0, // own king R files +3 ahead -6
    2, // own king R files +3 ahead -5
    -2, // own king R files +3 ahead -4
    5, // own king R files +3 ahead -3
    -5, // own king R files +3 ahead -2
    6, // own king R files +3 ahead -1
    -46, // own king R files +3 ahead +0
    -21, // own king R files +3 ahead +1
    -29, // own king R files +3 ahead +2
    -51, // own king R files +3 ahead +3
    -5, // own king R files +3 ahead +4
    17, // own king R files +3 ahead +5
    7, // own king R files +3 ahead +6
    14, // own king R files +3 ahead +7
    -2, // own king R files +3 ahead +8
    4, // own king R files +4 ahead -8
    1, // own king R files +4 ahead -7
    5, // own king R files +4 ahead -6
    -3, // own king R files +4 ahead -5
    3, // own king R files +4 ahead -4
    -11, // own king R files +4 ahead -3
    10, // own king R files +4 ahead -2
    -16, // own king R files +4 ahead -1
    -18, // own king R files +4 ahead +0
    1, // own king R files +4 ahead +1
    9, // own king R files +4 ahead +2
    -23, // own king R files +4 ahead +3
    -1, // own king R files +4 ahead +4
    2, // own king R files +4 ahead +5
    -5, // own king R files +4 ahead +6
    14, // own king R files +4 ahead +7
    4, // own king R files +4 ahead +8
    0, // own king R files +5 ahead -8
    -1, // own king R files +5 ahead -7
    -2, // own king R files +5 ahead -6
    0, // own king R files +5 ahead -5
    0, // own king R files +5 ahead -4
    -7, // own king R files +5 ahead -3
    -2, // own king R files +5 ahead -2
    -40, // own king R files +5 ahead -1
    1, // own king R files +5 ahead +0
    33, // own king R files +5 ahead +1
    28, // own king R files +5 ahead +2
    -17, // own king R files +5 ahead +3
    -12, // own king R files +5 ahead +4
    12, // own king R files +5 ahead +5
    1, // own king R files +5 ahead +6
    -2, // own king R files +5 ahead +7
    6, // own king R files +5 ahead +8
    0, // own king R files +6 ahead -8
    -1, // own king R files +6 ahead -7
    -2, // own king R files +6 ahead -6
    0, // own king R files +6 ahead -5
    0, // own king R files +6 ahead -4
    -11, // own king R files +6 ahead -3
    9, // own king R files +6 ahead -2
    10, // own king R files +6 ahead -1
    25, // own king R files +6 ahead +0
    21, // own king R files +6 ahead +1
    1, // own king R files +6 ahead +2
    -5, // own king R files +6 ahead +3
    -17, // own king R files +6 ahead +4
    0, // own king R files +6 ahead +5
    5, // own king R files +6 ahead +6
    0, // own king R files +6 ahead +7
    10, // own king R files +6 ahead +8
    -2, // own king R files +7 ahead -8
    -1, // own king R files +7 ahead -7
    0, // own king R files +7 ahead -6
    1, // own king R files +7 ahead -5
    5, // own king R files +7 ahead -4
    -8, // own king R files +7 ahead -3
    -16, // own king R files +7 ahead -2
    8, // own king R files +7 ahead -1
    30, // own king R files +7 ahead +0
    -19, // own king R files +7 ahead +1
    -25, // own king R files +7 ahead +2
    -10, // own king R files +7 ahead +3
    -1, // own king R files +7 ahead +4
    2, // own king R files +7 ahead +5
    0, // own king R files +7 ahead +6
    11, // own king R files +7 ahead +7
    -1, // own king R files +7 ahead +8
    0, // own king R files +8 ahead -8
    0, // own king R files +8 ahead -7
    0, // own king R files +8 ahead -6
    0, // own king R files +8 ahead -5
    0, // own king R files +8 ahead -4
    0, // own king R files +8 ahead -3
    -1, // own king R files +8 ahead -2
    1, // own king R files +8 ahead -1
    -4, // own king R files +8 ahead +0
    2, // own king R files +8 ahead +1
    -2, // own king R files +8 ahead +2
    1, // own king R files +8 ahead +3
    0, // own king R files +8 ahead +4
    -1, // own king R files +8 ahead +5
    1, // own king R files +8 ahead +6
    -1, // own king R files +8 ahead +7
    0, // own king R files +8 ahead +8
    0, // own king B files -3 ahead -8
    0, // own king B files -3 ahead -7
    0, // own king B files -3 ahead -6
    0, // own king B files -3 ahead -5
    0, // own king B files -3 ahead -4
    0, // own king B files -3 ahead -3
    1, // own king B files -3 ahead -2
    4, // own king B files -3 ahead -1
    -3, // own king B files -3 ahead +0
    -1, // own king B files -3 ahead +1
    -7, // own king B files -3 ahead +2
    3, // own king B files -3 ahead +3
    11, // own king B files -3 ahead +4
    -5, // own king B files -3 ahead +5
    -1, // own king B files -3 ahead +6
    -1, // own king B files -3 ahead +7
    -5, // own king B files -3 ahead +8
    0, // own king B files -2 ahead -8
    0, // own king B files -2 ahead -7
    8, // own king B files -2 ahead -6
    0, // own king B files -2 ahead -5
    0, // own king B files -2 ahead -4
    -1, // own king B files -2 ahead -3
    -13, // own king B files -2 ahead -2
    -25, // own king B files -2 ahead -1
    35, // own king B files -2 ahead +0
    -14, // own king B files -2 ahead +1
    -37, // own king B files -2 ahead +2
    -8, // own king B files -2 ahead +3
    -4, // own king B files -2 ahead +4
    -6, // own king B files -2 ahead +5
    5, // own king B files -2 ahead +6
    13, // own king B files -2 ahead +7
    4, // own king B files -2 ahead +8
    0, // own king B files -1 ahead -8
    0, // own king B files -1 ahead -7
    0, // own king B files -1 ahead -6
    0, // own king B files -1 ahead -5
    0, // own king B files -1 ahead -4
    0, // own king B files -1 ahead -3
    -1, // own king B files -1 ahead -2
    -15, // own king B files -1 ahead -1
    21, // own king B files -1 ahead +0
    15, // own king B files -1 ahead +1
    7, // own king B files -1 ahead +2
    -25, // own king B files -1 ahead +3
    -14, // own king B files -1 ahead +4
    14, // own king B files -1 ahead +5
    5, // own king B files -1 ahead +6
    -6, // own king B files -1 ahead +7
    -6, // own king B files -1 ahead +8
    0, // own king B files +0 ahead -8
    0, // own king B files +0 ahead -7
    0, // own king B files +0 ahead -6
    0, // own king B files +0 ahead -5
    0, // own king B files +0 ahead -4
    3, // own king B files +0 ahead -3
    -2, // own king B files +0 ahead -2
    -9, // own king B files +0 ahead -1
    0, // own king B files +0 ahead +0
    21, // own king B files +0 ahead +1
    0, // own king B files +0 ahead +2
    16, // own king B files +0 ahead +3
    -23, // own king B files +0 ahead +4
    8, // own king B files +0 ahead +5
    3, // own king B files +0 ahead +6
    1, // own king B files +0 ahead +7
    -19, // own king B files +0 ahead +8
    0, // own king B files +1 ahead -8
    0, // own king B files +1 ahead -7
    0, // own king B files +1 ahead -6
    -1, // own king B files +1 ahead -5
    1, // own king B files +1 ahead -4
    2, // own king B files +1 ahead -3
    6, // own king B files +1 ahead -2
    -11, // own king B files +1 ahead -1
    -12, // own king B files +1 ahead +0
    4, // own king B files +1 ahead +1
    4, // own king B files +1 ahead +2
    3, // own king B files +1 ahead +3
    14, // own king B files +1 ahead +4
    -19, // own king B files +1 ahead +5
    19, // own king B files +1 ahead +6
    -21, // own king B files +1 ahead +7
    -4, // own king B files +1 ahead +8
    0, // own king B files +2 ahead -8
    0, // own king B files +2 ahead -7
    0, // own king B files +2 ahead -6
    2, // own king B files +2 ahead -5
    0, // own king B files +2 ahead -4
    -6, // own king B files +2 ahead -3
    4, // own king B files +2 ahead -2
    -12, // own king B files +2 ahead -1
    -14, // own king B files +2 ahead +0
    23, // own king B files +2 ahead +1
    32, // own king B files +2 ahead +2
    0, // own king B files +2 ahead +3
    2, // own king B files +2 ahead +4
    -10, // own king B files +2 ahead +5
    10, // own king B files +2 ahead +6
    -4, // own king B files +2 ahead +7
    -15, // own king B files +2 ahead +8
    0, // own king B files +3 ahead -8
    -4, // own king B files +3 ahead -7
    0, // own king B files +3 ahead -6
    -5, // own king B files +3 ahead -5
    2, // own king B files +3 ahead -4
    5, // own king B files +3 ahead -3
    -9, // own king B files +3 ahead -2
    -31, // own king B files +3 ahead -1
    -1, // own king B files +3 ahead +0
    14, // own king B files +3 ahead +1
    -11, // own king B files +3 ahead +2
    3, // own king B files +3 ahead +3
    -21, // own king B files +3 ahead +4
    6, // own king B files +3 ahead +5
    16, // own king B files +3 ahead +6
    34, // own king B files +3 ahead +7
    -12, // own king B files +3 ahead +8
    0, // own king B files +4 ahead -8
    0, // own king B files +4 ahead -7
    -2, // own king B files +4 ahead -6
    0, // own king B files +4 ahead -5
    1, // own king B files +4 ahead -4
    2, // own king B files +4 ahead -3
    2, // own king B files +4 ahead -2
    -32, // own king B files +4 ahead -1
    0, // own king B files +4 ahead +0
    20, // own king B files +4 ahead +1
    8, // own king B files +4 ahead +2
    -37, // own king B files +4 ahead +3
    12, // own king B files +4 ahead +4
    14, // own king B files +4 ahead +5
    13, // own king B files +4 ahead +6
    24, // own king B files +4 ahead +7
    -3, // own king B files +4 ahead +8
    0, // own king B files +5 ahead -8
    0, // own king B files +5 ahead -7
    0, // own king B files +5 ahead -6
    -1, // own king B files +5 ahead -5
    0, // own king B files +5 ahead -4
    0, // own king B files +5 ahead -3
    -11, // own king B files +5 ahead -2
    -8, // own king B files +5 ahead -1
    14, // own king B files +5 ahead +0
    -9, // own king B files +5 ahead +1
    -30, // own king B files +5 ahead +2
    -27, // own king B files +5 ahead +3
    -27, // own king B files +5 ahead +4
    -13, // own king B files +5 ahead +5
    15, // own king B files +5 ahead +6
    1, // own king B files +5 ahead +7
    -4, // own king B files +5 ahead +8
    0, // own king B files +6 ahead -8
    0, // own king B files +6 ahead -7
    0, // own king B files +6 ahead -6
    0, // own king B files +6 ahead -5
    -7, // own king B files +6 ahead -4
    -5, // own king B files +6 ahead -3
    -2, // own king B files +6 ahead -2
    10, // own king B files +6 ahead -1
    -19, // own king B files +6 ahead +0
    -25, // own king B files +6 ahead +1
    -29, // own king B files +6 ahead +2
    -32, // own king B files +6 ahead +3
    -17, // own king B files +6 ahead +4
    -21, // own king B files +6 ahead +5
    -14, // own king B files +6 ahead +6
    11, // own king B files +6 ahead +7
    -11, // own king B files +6 ahead +8
    0, // own king B files +7 ahead -8
    0, // own king B files +7 ahead -7
    0, // own king B files +7 ahead -6
    0, // own king B files +7 ahead -5
    0, // own king B files +7 ahead -4
    -3, // own king B files +7 ahead -3
    -3, // own king B files +7 ahead -2
    -12, // own king B files +7 ahead -1
    -8, // own king B files +7 ahead +0
    -32, // own king B files +7 ahead +1
    8, // own king B files +7 ahead +2
    -21, // own king B files +7 ahead +3
    2, // own king B files +7 ahead +4
    3, // own king B files +7 ahead +5
    -7, // own king B files +7 ahead +6
    3, // own king B files +7 ahead +7
    2, // own king B files +7 ahead +8
    0, // own king B files +8 ahead -8
    0, // own king B files +8 ahead -7
    0, // own king B files +8 ahead -6
    -2, // own king B files +8 ahead -5
    -1, // own king B files +8 ahead -4
    -3, // own king B files +8 ahead -3
    0, // own king B files +8 ahead -2
    0, // own king B files +8 ahead -1
    0, // own king B files +8 ahead +0
    8, // own king B files +8 ahead +1
    -4, // own king B files +8 ahead +2
    1, // own king B files +8 ahead +3
    8, // own king B files +8 ahead +4
    2, // own king B files +8 ahead +5
    1, // own king B files +8 ahead +6
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
    7, // own king G files -3 ahead +0
    1, // own king G files -3 ahead +1
    3, // own king G files -3 ahead +2
    -2, // own king G files -3 ahead +3
    -10, // own king G files -3 ahead +4
    -1, // own king G files -3 ahead +5
    -2, // own king G files -3 ahead +6
    -5, // own king G files -3 ahead +7
    -16, // own king G files -3 ahead +8
    0, // own king G files -2 ahead -8
    0, // own king G files -2 ahead -7
    0, // own king G files -2 ahead -6
    0, // own king G files -2 ahead -5
    0, // own king G files -2 ahead -4
    2, // own king G files -2 ahead -3
    -1, // own king G files -2 ahead -2
    -3, // own king G files -2 ahead -1
    18, // own king G files -2 ahead +0
    -2, // own king G files -2 ahead +1
    12, // own king G files -2 ahead +2
    0, // own king G files -2 ahead +3
    -9, // own king G files -2 ahead +4
    0, // own king G files -2 ahead +5
    -10, // own king G files -2 ahead +6
    -19, // own king G files -2 ahead +7
    -23, // own king G files -2 ahead +8
    0, // own king G files -1 ahead -8
    0, // own king G files -1 ahead -7
    0, // own king G files -1 ahead -6
    1, // own king G files -1 ahead -5
    -1, // own king G files -1 ahead -4
    1, // own king G files -1 ahead -3
    5, // own king G files -1 ahead -2
    -22, // own king G files -1 ahead -1
    -29, // own king G files -1 ahead +0
    9, // own king G files -1 ahead +1
    17, // own king G files -1 ahead +2
    18, // own king G files -1 ahead +3
    -13, // own king G files -1 ahead +4
    -19, // own king G files -1 ahead +5
    -1, // own king G files -1 ahead +6
    -20, // own king G files -1 ahead +7
    -6, // own king G files -1 ahead +8
    0, // own king G files +0 ahead -8
    3, // own king G files +0 ahead -7
    -1, // own king G files +0 ahead -6
    0, // own king G files +0 ahead -5
    0, // own king G files +0 ahead -4
    8, // own king G files +0 ahead -3
    30, // own king G files +0 ahead -2
    28, // own king G files +0 ahead -1
    0, // own king G files +0 ahead +0
    36, // own king G files +0 ahead +1
    34, // own king G files +0 ahead +2
    35, // own king G files +0 ahead +3
    -18, // own king G files +0 ahead +4
    12, // own king G files +0 ahead +5
    -19, // own king G files +0 ahead +6
    -13, // own king G files +0 ahead +7
    3, // own king G files +0 ahead +8
    2, // own king G files +1 ahead -8
    3, // own king G files +1 ahead -7
    0, // own king G files +1 ahead -6
    0, // own king G files +1 ahead -5
    -3, // own king G files +1 ahead -4
    17, // own king G files +1 ahead -3
    51, // own king G files +1 ahead -2
    38, // own king G files +1 ahead -1
    38, // own king G files +1 ahead +0
    36, // own king G files +1 ahead +1
    22, // own king G files +1 ahead +2
    62, // own king G files +1 ahead +3
    -16, // own king G files +1 ahead +4
    -8, // own king G files +1 ahead +5
    6, // own king G files +1 ahead +6
    -19, // own king G files +1 ahead +7
    -15, // own king G files +1 ahead +8
    4, // own king G files +2 ahead -8
    3, // own king G files +2 ahead -7
    0, // own king G files +2 ahead -6
    -4, // own king G files +2 ahead -5
    3, // own king G files +2 ahead -4
    -21, // own king G files +2 ahead -3
    16, // own king G files +2 ahead -2
    43, // own king G files +2 ahead -1
    29, // own king G files +2 ahead +0
    37, // own king G files +2 ahead +1
    36, // own king G files +2 ahead +2
    -2, // own king G files +2 ahead +3
    -11, // own king G files +2 ahead +4
    -1, // own king G files +2 ahead +5
    10, // own king G files +2 ahead +6
    -3, // own king G files +2 ahead +7
    6, // own king G files +2 ahead +8
    -3, // own king G files +3 ahead -8
    1, // own king G files +3 ahead -7
    -6, // own king G files +3 ahead -6
    -13, // own king G files +3 ahead -5
    -14, // own king G files +3 ahead -4
    -7, // own king G files +3 ahead -3
    -11, // own king G files +3 ahead -2
    63, // own king G files +3 ahead -1
    50, // own king G files +3 ahead +0
    65, // own king G files +3 ahead +1
    18, // own king G files +3 ahead +2
    11, // own king G files +3 ahead +3
    -10, // own king G files +3 ahead +4
    3, // own king G files +3 ahead +5
    24, // own king G files +3 ahead +6
    -36, // own king G files +3 ahead +7
    5, // own king G files +3 ahead +8
    0, // own king G files +4 ahead -8
    0, // own king G files +4 ahead -7
    -9, // own king G files +4 ahead -6
    -8, // own king G files +4 ahead -5
    -27, // own king G files +4 ahead -4
    -5, // own king G files +4 ahead -3
    -50, // own king G files +4 ahead -2
    19, // own king G files +4 ahead -1
    13, // own king G files +4 ahead +0
    -19, // own king G files +4 ahead +1
    3, // own king G files +4 ahead +2
    -19, // own king G files +4 ahead +3
    -31, // own king G files +4 ahead +4
    3, // own king G files +4 ahead +5
    -41, // own king G files +4 ahead +6
    -36, // own king G files +4 ahead +7
    -12, // own king G files +4 ahead +8
    -1, // own king G files +5 ahead -8
    3, // own king G files +5 ahead -7
    -7, // own king G files +5 ahead -6
    6, // own king G files +5 ahead -5
    -8, // own king G files +5 ahead -4
    -19, // own king G files +5 ahead -3
    -34, // own king G files +5 ahead -2
    -19, // own king G files +5 ahead -1
    -79, // own king G files +5 ahead +0
    -46, // own king G files +5 ahead +1
    -49, // own king G files +5 ahead +2
    -25, // own king G files +5 ahead +3
    10, // own king G files +5 ahead +4
    -8, // own king G files +5 ahead +5
    -3, // own king G files +5 ahead +6
    2, // own king G files +5 ahead +7
    -7, // own king G files +5 ahead +8
    0, // own king G files +6 ahead -8
    0, // own king G files +6 ahead -7
    1, // own king G files +6 ahead -6
    3, // own king G files +6 ahead -5
    4, // own king G files +6 ahead -4
    -2, // own king G files +6 ahead -3
    -4, // own king G files +6 ahead -2
    -9, // own king G files +6 ahead -1
    10, // own king G files +6 ahead +0
    1, // own king G files +6 ahead +1
    -11, // own king G files +6 ahead +2
    -13, // own king G files +6 ahead +3
    4, // own king G files +6 ahead +4
    0, // own king G files +6 ahead +5
    -11, // own king G files +6 ahead +6
    -11, // own king G files +6 ahead +7
    -9, // own king G files +6 ahead +8
    0, // own king G files +7 ahead -8
    -1, // own king G files +7 ahead -7
    -1, // own king G files +7 ahead -6
    0, // own king G files +7 ahead -5
    2, // own king G files +7 ahead -4
    -1, // own king G files +7 ahead -3
    2, // own king G files +7 ahead -2
    -1, // own king G files +7 ahead -1
    -14, // own king G files +7 ahead +0
    -11, // own king G files +7 ahead +1
    -1, // own king G files +7 ahead +2
    -13, // own king G files +7 ahead +3
    -7, // own king G files +7 ahead +4
    -21, // own king G files +7 ahead +5
    -9, // own king G files +7 ahead +6
    -18, // own king G files +7 ahead +7
    -7, // own king G files +7 ahead +8
    0, // own king G files +8 ahead -8
    0, // own king G files +8 ahead -7
    0, // own king G files +8 ahead -6
    0, // own king G files +8 ahead -5
    0, // own king G files +8 ahead -4
    -1, // own king G files +8 ahead -3
    0, // own king G files +8 ahead -2
    -2, // own king G files +8 ahead -1
    -1, // own king G files +8 ahead +0
    6, // own king G files +8 ahead +1
    4, // own king G files +8 ahead +2
    9, // own king G files +8 ahead +3
    1, // own king G files +8 ahead +4
    1, // own king G files +8 ahead +5
    -6, // own king G files +8 ahead +6
    0, // own king G files +8 ahead +7
    0, // own king G files +8 ahead +8
    0, // own king S files -3 ahead -8
    0, // own king S files -3 ahead -7
    0, // own king S files -3 ahead -6
    0, // own king S files -3 ahead -5
    0, // own king S files -3 ahead -4
    0, // own king S files -3 ahead -3
    -1, // own king S files -3 ahead -2
    -5, // own king S files -3 ahead -1
    2, // own king S files -3 ahead +0
    -4, // own king S files -3 ahead +1
    -4, // own king S files -3 ahead +2
    10, // own king S files -3 ahead +3
    -9, // own king S files -3 ahead +4
    -4, // own king S files -3 ahead +5
    -10, // own king S files -3 ahead +6
    2, // own king S files -3 ahead +7
    -4, // own king S files -3 ahead +8
    0, // own king S files -2 ahead -8
    0, // own king S files -2 ahead -7
    0, // own king S files -2 ahead -6
    0, // own king S files -2 ahead -5
    0, // own king S files -2 ahead -4
    -3, // own king S files -2 ahead -3
    -6, // own king S files -2 ahead -2
    -1, // own king S files -2 ahead -1
    49, // own king S files -2 ahead +0
    49, // own king S files -2 ahead +1
    -8, // own king S files -2 ahead +2
    17, // own king S files -2 ahead +3
    -5, // own king S files -2 ahead +4
    10, // own king S files -2 ahead +5
    -10, // own king S files -2 ahead +6
    -5, // own king S files -2 ahead +7
    -1, // own king S files -2 ahead +8
    -1, // own king S files -1 ahead -8
    0, // own king S files -1 ahead -7
    0, // own king S files -1 ahead -6
    -2, // own king S files -1 ahead -5
    -1, // own king S files -1 ahead -4
    7, // own king S files -1 ahead -3
    20, // own king S files -1 ahead -2
    3, // own king S files -1 ahead -1
    24, // own king S files -1 ahead +0
    11, // own king S files -1 ahead +1
    42, // own king S files -1 ahead +2
    22, // own king S files -1 ahead +3
    7, // own king S files -1 ahead +4
    4, // own king S files -1 ahead +5
    -2, // own king S files -1 ahead +6
    -16, // own king S files -1 ahead +7
    -16, // own king S files -1 ahead +8
    0, // own king S files +0 ahead -8
    0, // own king S files +0 ahead -7
    0, // own king S files +0 ahead -6
    0, // own king S files +0 ahead -5
    0, // own king S files +0 ahead -4
    5, // own king S files +0 ahead -3
    11, // own king S files +0 ahead -2
    20, // own king S files +0 ahead -1
    0, // own king S files +0 ahead +0
    43, // own king S files +0 ahead +1
    26, // own king S files +0 ahead +2
    21, // own king S files +0 ahead +3
    -11, // own king S files +0 ahead +4
    -31, // own king S files +0 ahead +5
    -22, // own king S files +0 ahead +6
    -8, // own king S files +0 ahead +7
    -20, // own king S files +0 ahead +8
    0, // own king S files +1 ahead -8
    3, // own king S files +1 ahead -7
    0, // own king S files +1 ahead -6
    3, // own king S files +1 ahead -5
    2, // own king S files +1 ahead -4
    -5, // own king S files +1 ahead -3
    15, // own king S files +1 ahead -2
    15, // own king S files +1 ahead -1
    17, // own king S files +1 ahead +0
    21, // own king S files +1 ahead +1
    -1, // own king S files +1 ahead +2
    0, // own king S files +1 ahead +3
    -21, // own king S files +1 ahead +4
    -14, // own king S files +1 ahead +5
    -11, // own king S files +1 ahead +6
    -15, // own king S files +1 ahead +7
    -5, // own king S files +1 ahead +8
    1, // own king S files +2 ahead -8
    -4, // own king S files +2 ahead -7
    5, // own king S files +2 ahead -6
    -3, // own king S files +2 ahead -5
    -7, // own king S files +2 ahead -4
    16, // own king S files +2 ahead -3
    17, // own king S files +2 ahead -2
    29, // own king S files +2 ahead -1
    8, // own king S files +2 ahead +0
    2, // own king S files +2 ahead +1
    24, // own king S files +2 ahead +2
    87, // own king S files +2 ahead +3
    17, // own king S files +2 ahead +4
    -6, // own king S files +2 ahead +5
    9, // own king S files +2 ahead +6
    -14, // own king S files +2 ahead +7
    -4, // own king S files +2 ahead +8
    0, // own king S files +3 ahead -8
    0, // own king S files +3 ahead -7
    -1, // own king S files +3 ahead -6
    1, // own king S files +3 ahead -5
    -6, // own king S files +3 ahead -4
    -4, // own king S files +3 ahead -3
    -12, // own king S files +3 ahead -2
    1, // own king S files +3 ahead -1
    21, // own king S files +3 ahead +0
    30, // own king S files +3 ahead +1
    42, // own king S files +3 ahead +2
    4, // own king S files +3 ahead +3
    10, // own king S files +3 ahead +4
    34, // own king S files +3 ahead +5
    12, // own king S files +3 ahead +6
    -25, // own king S files +3 ahead +7
    -7, // own king S files +3 ahead +8
    0, // own king S files +4 ahead -8
    1, // own king S files +4 ahead -7
    -1, // own king S files +4 ahead -6
    2, // own king S files +4 ahead -5
    -15, // own king S files +4 ahead -4
    -12, // own king S files +4 ahead -3
    -21, // own king S files +4 ahead -2
    -6, // own king S files +4 ahead -1
    3, // own king S files +4 ahead +0
    -4, // own king S files +4 ahead +1
    21, // own king S files +4 ahead +2
    -34, // own king S files +4 ahead +3
    5, // own king S files +4 ahead +4
    -13, // own king S files +4 ahead +5
    -7, // own king S files +4 ahead +6
    -5, // own king S files +4 ahead +7
    -5, // own king S files +4 ahead +8
    0, // own king S files +5 ahead -8
    -1, // own king S files +5 ahead -7
    6, // own king S files +5 ahead -6
    -4, // own king S files +5 ahead -5
    0, // own king S files +5 ahead -4
    2, // own king S files +5 ahead -3
    -52, // own king S files +5 ahead -2
    -14, // own king S files +5 ahead -1
    -6, // own king S files +5 ahead +0
    -9, // own king S files +5 ahead +1
    -5, // own king S files +5 ahead +2
    -4, // own king S files +5 ahead +3
    -5, // own king S files +5 ahead +4
    27, // own king S files +5 ahead +5
    -7, // own king S files +5 ahead +6
    -21, // own king S files +5 ahead +7
    -16, // own king S files +5 ahead +8
    0, // own king S files +6 ahead -8
    9, // own king S files +6 ahead -7
    -5, // own king S files +6 ahead -6
    -2, // own king S files +6 ahead -5
    -9, // own king S files +6 ahead -4
    -7, // own king S files +6 ahead -3
    -31, // own king S files +6 ahead -2
    -52, // own king S files +6 ahead -1
    -35, // own king S files +6 ahead +0
    -34, // own king S files +6 ahead +1
    -50, // own king S files +6 ahead +2
    -20, // own king S files +6 ahead +3
    -2, // own king S files +6 ahead +4
    5, // own king S files +6 ahead +5
    -18, // own king S files +6 ahead +6
    -6, // own king S files +6 ahead +7
    -8, // own king S files +6 ahead +8
    0, // own king S files +7 ahead -8
    -2, // own king S files +7 ahead -7
    3, // own king S files +7 ahead -6
    -1, // own king S files +7 ahead -5
    -3, // own king S files +7 ahead -4
    -6, // own king S files +7 ahead -3
    -6, // own king S files +7 ahead -2
    -21, // own king S files +7 ahead -1
    -25, // own king S files +7 ahead +0
    -26, // own king S files +7 ahead +1
    1, // own king S files +7 ahead +2
    3, // own king S files +7 ahead +3
    -4, // own king S files +7 ahead +4
    -26, // own king S files +7 ahead +5
    -14, // own king S files +7 ahead +6
    -11, // own king S files +7 ahead +7
    -3, // own king S files +7 ahead +8
    0, // own king S files +8 ahead -8
    0, // own king S files +8 ahead -7
    0, // own king S files +8 ahead -6
    0, // own king S files +8 ahead -5
    0, // own king S files +8 ahead -4
    0, // own king S files +8 ahead -3
    0, // own king S files +8 ahead -2
    0, // own king S files +8 ahead -1
    0, // own king S files +8 ahead +0
    -2, // own king S files +8 ahead +1
    1, // own king S files +8 ahead +2
    -4, // own king S files +8 ahead +3
    -2, // own king S files +8 ahead +4
    -4, // own king S files +8 ahead +5
    2, // own king S files +8 ahead +6
    -2, // own king S files +8 ahead +7
    0, // own king S files +8 ahead +8
    0, // own king N files -3 ahead -8
    0, // own king N files -3 ahead -7
    0, // own king N files -3 ahead -6
    -2, // own king N files -3 ahead -5
    0, // own king N files -3 ahead -4
    0, // own king N files -3 ahead -3
    0, // own king N files -3 ahead -2
    -1, // own king N files -3 ahead -1
    0, // own king N files -3 ahead +0
    -27, // own king N files -3 ahead +1
    -17, // own king N files -3 ahead +2
    7, // own king N files -3 ahead +3
    -14, // own king N files -3 ahead +4
    1, // own king N files -3 ahead +5
    6, // own king N files -3 ahead +6
    0, // own king N files -3 ahead +7
    0, // own king N files -3 ahead +8
    -1, // own king N files -2 ahead -8
    0, // own king N files -2 ahead -7
    0, // own king N files -2 ahead -6
    -2, // own king N files -2 ahead -5
    1, // own king N files -2 ahead -4
    -2, // own king N files -2 ahead -3
    -1, // own king N files -2 ahead -2
    23, // own king N files -2 ahead -1
    -4, // own king N files -2 ahead +0
    11, // own king N files -2 ahead +1
    -24, // own king N files -2 ahead +2
    -13, // own king N files -2 ahead +3
    -23, // own king N files -2 ahead +4
    11, // own king N files -2 ahead +5
    18, // own king N files -2 ahead +6
    0, // own king N files -2 ahead +7
    0, // own king N files -2 ahead +8
    0, // own king N files -1 ahead -8
    0, // own king N files -1 ahead -7
    0, // own king N files -1 ahead -6
    -1, // own king N files -1 ahead -5
    2, // own king N files -1 ahead -4
    -3, // own king N files -1 ahead -3
    30, // own king N files -1 ahead -2
    -2, // own king N files -1 ahead -1
    -10, // own king N files -1 ahead +0
    1, // own king N files -1 ahead +1
    -7, // own king N files -1 ahead +2
    37, // own king N files -1 ahead +3
    17, // own king N files -1 ahead +4
    -6, // own king N files -1 ahead +5
    -3, // own king N files -1 ahead +6
    0, // own king N files -1 ahead +7
    0, // own king N files -1 ahead +8
    0, // own king N files +0 ahead -8
    0, // own king N files +0 ahead -7
    0, // own king N files +0 ahead -6
    0, // own king N files +0 ahead -5
    4, // own king N files +0 ahead -4
    8, // own king N files +0 ahead -3
    37, // own king N files +0 ahead -2
    18, // own king N files +0 ahead -1
    0, // own king N files +0 ahead +0
    24, // own king N files +0 ahead +1
    -6, // own king N files +0 ahead +2
    35, // own king N files +0 ahead +3
    28, // own king N files +0 ahead +4
    12, // own king N files +0 ahead +5
    -9, // own king N files +0 ahead +6
    0, // own king N files +0 ahead +7
    0, // own king N files +0 ahead +8
    0, // own king N files +1 ahead -8
    0, // own king N files +1 ahead -7
    1, // own king N files +1 ahead -6
    3, // own king N files +1 ahead -5
    4, // own king N files +1 ahead -4
    -9, // own king N files +1 ahead -3
    18, // own king N files +1 ahead -2
    21, // own king N files +1 ahead -1
    13, // own king N files +1 ahead +0
    21, // own king N files +1 ahead +1
    13, // own king N files +1 ahead +2
    23, // own king N files +1 ahead +3
    -3, // own king N files +1 ahead +4
    34, // own king N files +1 ahead +5
    5, // own king N files +1 ahead +6
    0, // own king N files +1 ahead +7
    0, // own king N files +1 ahead +8
    0, // own king N files +2 ahead -8
    0, // own king N files +2 ahead -7
    4, // own king N files +2 ahead -6
    -1, // own king N files +2 ahead -5
    1, // own king N files +2 ahead -4
    0, // own king N files +2 ahead -3
    4, // own king N files +2 ahead -2
    -10, // own king N files +2 ahead -1
    -28, // own king N files +2 ahead +0
    -29, // own king N files +2 ahead +1
    14, // own king N files +2 ahead +2
    -15, // own king N files +2 ahead +3
    40, // own king N files +2 ahead +4
    -7, // own king N files +2 ahead +5
    -13, // own king N files +2 ahead +6
    0, // own king N files +2 ahead +7
    0, // own king N files +2 ahead +8
    -1, // own king N files +3 ahead -8
    0, // own king N files +3 ahead -7
    0, // own king N files +3 ahead -6
    -2, // own king N files +3 ahead -5
    4, // own king N files +3 ahead -4
    -4, // own king N files +3 ahead -3
    -7, // own king N files +3 ahead -2
    -38, // own king N files +3 ahead -1
    -43, // own king N files +3 ahead +0
    -7, // own king N files +3 ahead +1
    1, // own king N files +3 ahead +2
    -5, // own king N files +3 ahead +3
    12, // own king N files +3 ahead +4
    -6, // own king N files +3 ahead +5
    -6, // own king N files +3 ahead +6
    0, // own king N files +3 ahead +7
    0, // own king N files +3 ahead +8
    4, // own king N files +4 ahead -8
    0, // own king N files +4 ahead -7
    0, // own king N files +4 ahead -6
    0, // own king N files +4 ahead -5
    0, // own king N files +4 ahead -4
    -12, // own king N files +4 ahead -3
    -16, // own king N files +4 ahead -2
    -17, // own king N files +4 ahead -1
    -28, // own king N files +4 ahead +0
    14, // own king N files +4 ahead +1
    -57, // own king N files +4 ahead +2
    3, // own king N files +4 ahead +3
    -1, // own king N files +4 ahead +4
    -25, // own king N files +4 ahead +5
    -11, // own king N files +4 ahead +6
    0, // own king N files +4 ahead +7
    0, // own king N files +4 ahead +8
    1, // own king N files +5 ahead -8
    1, // own king N files +5 ahead -7
    1, // own king N files +5 ahead -6
    1, // own king N files +5 ahead -5
    -2, // own king N files +5 ahead -4
    10, // own king N files +5 ahead -3
    37, // own king N files +5 ahead -2
    -2, // own king N files +5 ahead -1
    -37, // own king N files +5 ahead +0
    -18, // own king N files +5 ahead +1
    -66, // own king N files +5 ahead +2
    23, // own king N files +5 ahead +3
    4, // own king N files +5 ahead +4
    -28, // own king N files +5 ahead +5
    2, // own king N files +5 ahead +6
    0, // own king N files +5 ahead +7
    0, // own king N files +5 ahead +8
    -1, // own king N files +6 ahead -8
    0, // own king N files +6 ahead -7
    -5, // own king N files +6 ahead -6
    2, // own king N files +6 ahead -5
    -4, // own king N files +6 ahead -4
    -3, // own king N files +6 ahead -3
    -24, // own king N files +6 ahead -2
    -23, // own king N files +6 ahead -1
    -21, // own king N files +6 ahead +0
    -5, // own king N files +6 ahead +1
    -20, // own king N files +6 ahead +2
    -28, // own king N files +6 ahead +3
    35, // own king N files +6 ahead +4
    -14, // own king N files +6 ahead +5
    -9, // own king N files +6 ahead +6
    0, // own king N files +6 ahead +7
    0, // own king N files +6 ahead +8
    -1, // own king N files +7 ahead -8
    0, // own king N files +7 ahead -7
    -1, // own king N files +7 ahead -6
    3, // own king N files +7 ahead -5
    -5, // own king N files +7 ahead -4
    -25, // own king N files +7 ahead -3
    -1, // own king N files +7 ahead -2
    15, // own king N files +7 ahead -1
    9, // own king N files +7 ahead +0
    -10, // own king N files +7 ahead +1
    15, // own king N files +7 ahead +2
    3, // own king N files +7 ahead +3
    -24, // own king N files +7 ahead +4
    -14, // own king N files +7 ahead +5
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
    -8, // own king N files +8 ahead +0
    6, // own king N files +8 ahead +1
    -3, // own king N files +8 ahead +2
    -5, // own king N files +8 ahead +3
    7, // own king N files +8 ahead +4
    -4, // own king N files +8 ahead +5
    0, // own king N files +8 ahead +6
    0, // own king N files +8 ahead +7
    0, // own king N files +8 ahead +8
    -2, // own king L files -3 ahead -8
    -2, // own king L files -3 ahead -7
    0, // own king L files -3 ahead -6
    0, // own king L files -3 ahead -5
    7, // own king L files -3 ahead -4
    -4, // own king L files -3 ahead -3
    -28, // own king L files -3 ahead -2
    31, // own king L files -3 ahead -1
    25, // own king L files -3 ahead +0
    13, // own king L files -3 ahead +1
    11, // own king L files -3 ahead +2
    -41, // own king L files -3 ahead +3
    -11, // own king L files -3 ahead +4
    12, // own king L files -3 ahead +5
    -11, // own king L files -3 ahead +6
    -2, // own king L files -3 ahead +7
    0, // own king L files -3 ahead +8
    0, // own king L files -2 ahead -8
    -1, // own king L files -2 ahead -7
    0, // own king L files -2 ahead -6
    -3, // own king L files -2 ahead -5
    6, // own king L files -2 ahead -4
    11, // own king L files -2 ahead -3
    -3, // own king L files -2 ahead -2
    64, // own king L files -2 ahead -1
    26, // own king L files -2 ahead +0
    21, // own king L files -2 ahead +1
    -2, // own king L files -2 ahead +2
    24, // own king L files -2 ahead +3
    2, // own king L files -2 ahead +4
    -22, // own king L files -2 ahead +5
    -17, // own king L files -2 ahead +6
    -1, // own king L files -2 ahead +7
    0, // own king L files -2 ahead +8
    -1, // own king L files -1 ahead -8
    -1, // own king L files -1 ahead -7
    -1, // own king L files -1 ahead -6
    1, // own king L files -1 ahead -5
    9, // own king L files -1 ahead -4
    27, // own king L files -1 ahead -3
    29, // own king L files -1 ahead -2
    50, // own king L files -1 ahead -1
    44, // own king L files -1 ahead +0
    31, // own king L files -1 ahead +1
    50, // own king L files -1 ahead +2
    2, // own king L files -1 ahead +3
    -4, // own king L files -1 ahead +4
    -23, // own king L files -1 ahead +5
    3, // own king L files -1 ahead +6
    -5, // own king L files -1 ahead +7
    0, // own king L files -1 ahead +8
    3, // own king L files +0 ahead -8
    3, // own king L files +0 ahead -7
    5, // own king L files +0 ahead -6
    0, // own king L files +0 ahead -5
    1, // own king L files +0 ahead -4
    1, // own king L files +0 ahead -3
    5, // own king L files +0 ahead -2
    -34, // own king L files +0 ahead -1
    0, // own king L files +0 ahead +0
    20, // own king L files +0 ahead +1
    34, // own king L files +0 ahead +2
    4, // own king L files +0 ahead +3
    2, // own king L files +0 ahead +4
    14, // own king L files +0 ahead +5
    2, // own king L files +0 ahead +6
    -3, // own king L files +0 ahead +7
    0, // own king L files +0 ahead +8
    0, // own king L files +1 ahead -8
    0, // own king L files +1 ahead -7
    -2, // own king L files +1 ahead -6
    1, // own king L files +1 ahead -5
    -5, // own king L files +1 ahead -4
    4, // own king L files +1 ahead -3
    -11, // own king L files +1 ahead -2
    -18, // own king L files +1 ahead -1
    19, // own king L files +1 ahead +0
    -38, // own king L files +1 ahead +1
    1, // own king L files +1 ahead +2
    -54, // own king L files +1 ahead +3
    -14, // own king L files +1 ahead +4
    1, // own king L files +1 ahead +5
    -18, // own king L files +1 ahead +6
    -13, // own king L files +1 ahead +7
    0, // own king L files +1 ahead +8
    0, // own king L files +2 ahead -8
    0, // own king L files +2 ahead -7
    0, // own king L files +2 ahead -6
    3, // own king L files +2 ahead -5
    1, // own king L files +2 ahead -4
    0, // own king L files +2 ahead -3
    7, // own king L files +2 ahead -2
    5, // own king L files +2 ahead -1
    3, // own king L files +2 ahead +0
    6, // own king L files +2 ahead +1
    9, // own king L files +2 ahead +2
    8, // own king L files +2 ahead +3
    13, // own king L files +2 ahead +4
    -5, // own king L files +2 ahead +5
    -12, // own king L files +2 ahead +6
    -8, // own king L files +2 ahead +7
    0, // own king L files +2 ahead +8
    -1, // own king L files +3 ahead -8
    0, // own king L files +3 ahead -7
    0, // own king L files +3 ahead -6
    -1, // own king L files +3 ahead -5
    -1, // own king L files +3 ahead -4
    -2, // own king L files +3 ahead -3
    -4, // own king L files +3 ahead -2
    -7, // own king L files +3 ahead -1
    -4, // own king L files +3 ahead +0
    5, // own king L files +3 ahead +1
    25, // own king L files +3 ahead +2
    -10, // own king L files +3 ahead +3
    17, // own king L files +3 ahead +4
    -14, // own king L files +3 ahead +5
    -11, // own king L files +3 ahead +6
    -9, // own king L files +3 ahead +7
    0, // own king L files +3 ahead +8
    0, // own king L files +4 ahead -8
    1, // own king L files +4 ahead -7
    1, // own king L files +4 ahead -6
    -5, // own king L files +4 ahead -5
    2, // own king L files +4 ahead -4
    -7, // own king L files +4 ahead -3
    -20, // own king L files +4 ahead -2
    23, // own king L files +4 ahead -1
    21, // own king L files +4 ahead +0
    18, // own king L files +4 ahead +1
    -7, // own king L files +4 ahead +2
    -2, // own king L files +4 ahead +3
    -10, // own king L files +4 ahead +4
    2, // own king L files +4 ahead +5
    5, // own king L files +4 ahead +6
    -19, // own king L files +4 ahead +7
    0, // own king L files +4 ahead +8
    4, // own king L files +5 ahead -8
    1, // own king L files +5 ahead -7
    0, // own king L files +5 ahead -6
    -1, // own king L files +5 ahead -5
    -4, // own king L files +5 ahead -4
    -13, // own king L files +5 ahead -3
    -5, // own king L files +5 ahead -2
    -35, // own king L files +5 ahead -1
    -18, // own king L files +5 ahead +0
    -22, // own king L files +5 ahead +1
    -9, // own king L files +5 ahead +2
    14, // own king L files +5 ahead +3
    10, // own king L files +5 ahead +4
    24, // own king L files +5 ahead +5
    7, // own king L files +5 ahead +6
    6, // own king L files +5 ahead +7
    0, // own king L files +5 ahead +8
    -1, // own king L files +6 ahead -8
    3, // own king L files +6 ahead -7
    1, // own king L files +6 ahead -6
    4, // own king L files +6 ahead -5
    -6, // own king L files +6 ahead -4
    -6, // own king L files +6 ahead -3
    -33, // own king L files +6 ahead -2
    -30, // own king L files +6 ahead -1
    -38, // own king L files +6 ahead +0
    -22, // own king L files +6 ahead +1
    -39, // own king L files +6 ahead +2
    -1, // own king L files +6 ahead +3
    1, // own king L files +6 ahead +4
    -1, // own king L files +6 ahead +5
    2, // own king L files +6 ahead +6
    3, // own king L files +6 ahead +7
    0, // own king L files +6 ahead +8
    4, // own king L files +7 ahead -8
    2, // own king L files +7 ahead -7
    1, // own king L files +7 ahead -6
    -5, // own king L files +7 ahead -5
    -2, // own king L files +7 ahead -4
    -8, // own king L files +7 ahead -3
    -9, // own king L files +7 ahead -2
    -31, // own king L files +7 ahead -1
    -18, // own king L files +7 ahead +0
    2, // own king L files +7 ahead +1
    -13, // own king L files +7 ahead +2
    5, // own king L files +7 ahead +3
    -16, // own king L files +7 ahead +4
    0, // own king L files +7 ahead +5
    -13, // own king L files +7 ahead +6
    0, // own king L files +7 ahead +7
    0, // own king L files +7 ahead +8
    -4, // own king L files +8 ahead -8
    -4, // own king L files +8 ahead -7
    -2, // own king L files +8 ahead -6
    -11, // own king L files +8 ahead -5
    -21, // own king L files +8 ahead -4
    -28, // own king L files +8 ahead -3
    -26, // own king L files +8 ahead -2
    -17, // own king L files +8 ahead -1
    1, // own king L files +8 ahead +0
    -7, // own king L files +8 ahead +1
    -16, // own king L files +8 ahead +2
    2, // own king L files +8 ahead +3
    1, // own king L files +8 ahead +4
    0, // own king L files +8 ahead +5
    5, // own king L files +8 ahead +6
    0, // own king L files +8 ahead +7
    0, // own king L files +8 ahead +8
    0, // own king P files -3 ahead -8
    0, // own king P files -3 ahead -7
    -1, // own king P files -3 ahead -6
    3, // own king P files -3 ahead -5
    0, // own king P files -3 ahead -4
    1, // own king P files -3 ahead -3
    11, // own king P files -3 ahead -2
    -1, // own king P files -3 ahead -1
    -10, // own king P files -3 ahead +0
    22, // own king P files -3 ahead +1
    7, // own king P files -3 ahead +2
    -4, // own king P files -3 ahead +3
    -10, // own king P files -3 ahead +4
    -1, // own king P files -3 ahead +5
    0, // own king P files -3 ahead +6
    -10, // own king P files -3 ahead +7
    0, // own king P files -3 ahead +8
    0, // own king P files -2 ahead -8
    0, // own king P files -2 ahead -7
    2, // own king P files -2 ahead -6
    13, // own king P files -2 ahead -5
    0, // own king P files -2 ahead -4
    2, // own king P files -2 ahead -3
    -1, // own king P files -2 ahead -2
    -2, // own king P files -2 ahead -1
    -45, // own king P files -2 ahead +0
    6, // own king P files -2 ahead +1
    -8, // own king P files -2 ahead +2
    -14, // own king P files -2 ahead +3
    18, // own king P files -2 ahead +4
    19, // own king P files -2 ahead +5
    -20, // own king P files -2 ahead +6
    -20, // own king P files -2 ahead +7
    0, // own king P files -2 ahead +8
    0, // own king P files -1 ahead -8
    0, // own king P files -1 ahead -7
    1, // own king P files -1 ahead -6
    3, // own king P files -1 ahead -5
    -5, // own king P files -1 ahead -4
    0, // own king P files -1 ahead -3
    25, // own king P files -1 ahead -2
    11, // own king P files -1 ahead -1
    20, // own king P files -1 ahead +0
    14, // own king P files -1 ahead +1
    21, // own king P files -1 ahead +2
    44, // own king P files -1 ahead +3
    19, // own king P files -1 ahead +4
    -43, // own king P files -1 ahead +5
    -4, // own king P files -1 ahead +6
    -18, // own king P files -1 ahead +7
    0, // own king P files -1 ahead +8
    0, // own king P files +0 ahead -8
    0, // own king P files +0 ahead -7
    5, // own king P files +0 ahead -6
    13, // own king P files +0 ahead -5
    3, // own king P files +0 ahead -4
    17, // own king P files +0 ahead -3
    1, // own king P files +0 ahead -2
    -5, // own king P files +0 ahead -1
    0, // own king P files +0 ahead +0
    49, // own king P files +0 ahead +1
    41, // own king P files +0 ahead +2
    71, // own king P files +0 ahead +3
    22, // own king P files +0 ahead +4
    -6, // own king P files +0 ahead +5
    -5, // own king P files +0 ahead +6
    6, // own king P files +0 ahead +7
    0, // own king P files +0 ahead +8
    0, // own king P files +1 ahead -8
    0, // own king P files +1 ahead -7
    10, // own king P files +1 ahead -6
    3, // own king P files +1 ahead -5
    17, // own king P files +1 ahead -4
    -6, // own king P files +1 ahead -3
    -4, // own king P files +1 ahead -2
    10, // own king P files +1 ahead -1
    -3, // own king P files +1 ahead +0
    29, // own king P files +1 ahead +1
    21, // own king P files +1 ahead +2
    71, // own king P files +1 ahead +3
    23, // own king P files +1 ahead +4
    -16, // own king P files +1 ahead +5
    -49, // own king P files +1 ahead +6
    -14, // own king P files +1 ahead +7
    0, // own king P files +1 ahead +8
    0, // own king P files +2 ahead -8
    3, // own king P files +2 ahead -7
    2, // own king P files +2 ahead -6
    14, // own king P files +2 ahead -5
    -4, // own king P files +2 ahead -4
    -3, // own king P files +2 ahead -3
    14, // own king P files +2 ahead -2
    -7, // own king P files +2 ahead -1
    54, // own king P files +2 ahead +0
    4, // own king P files +2 ahead +1
    18, // own king P files +2 ahead +2
    5, // own king P files +2 ahead +3
    7, // own king P files +2 ahead +4
    -19, // own king P files +2 ahead +5
    -60, // own king P files +2 ahead +6
    13, // own king P files +2 ahead +7
    0, // own king P files +2 ahead +8
    1, // own king P files +3 ahead -8
    1, // own king P files +3 ahead -7
    5, // own king P files +3 ahead -6
    10, // own king P files +3 ahead -5
    -12, // own king P files +3 ahead -4
    -19, // own king P files +3 ahead -3
    -4, // own king P files +3 ahead -2
    -31, // own king P files +3 ahead -1
    15, // own king P files +3 ahead +0
    4, // own king P files +3 ahead +1
    1, // own king P files +3 ahead +2
    -6, // own king P files +3 ahead +3
    4, // own king P files +3 ahead +4
    42, // own king P files +3 ahead +5
    -15, // own king P files +3 ahead +6
    -16, // own king P files +3 ahead +7
    0, // own king P files +3 ahead +8
    0, // own king P files +4 ahead -8
    1, // own king P files +4 ahead -7
    6, // own king P files +4 ahead -6
    4, // own king P files +4 ahead -5
    18, // own king P files +4 ahead -4
    -20, // own king P files +4 ahead -3
    -15, // own king P files +4 ahead -2
    -36, // own king P files +4 ahead -1
    -28, // own king P files +4 ahead +0
    -2, // own king P files +4 ahead +1
    0, // own king P files +4 ahead +2
    7, // own king P files +4 ahead +3
    15, // own king P files +4 ahead +4
    22, // own king P files +4 ahead +5
    -11, // own king P files +4 ahead +6
    -62, // own king P files +4 ahead +7
    0, // own king P files +4 ahead +8
    1, // own king P files +5 ahead -8
    2, // own king P files +5 ahead -7
    2, // own king P files +5 ahead -6
    4, // own king P files +5 ahead -5
    11, // own king P files +5 ahead -4
    -8, // own king P files +5 ahead -3
    -42, // own king P files +5 ahead -2
    -37, // own king P files +5 ahead -1
    -17, // own king P files +5 ahead +0
    -12, // own king P files +5 ahead +1
    -14, // own king P files +5 ahead +2
    0, // own king P files +5 ahead +3
    10, // own king P files +5 ahead +4
    14, // own king P files +5 ahead +5
    -24, // own king P files +5 ahead +6
    12, // own king P files +5 ahead +7
    0, // own king P files +5 ahead +8
    0, // own king P files +6 ahead -8
    0, // own king P files +6 ahead -7
    2, // own king P files +6 ahead -6
    -1, // own king P files +6 ahead -5
    17, // own king P files +6 ahead -4
    -13, // own king P files +6 ahead -3
    -21, // own king P files +6 ahead -2
    -18, // own king P files +6 ahead -1
    -16, // own king P files +6 ahead +0
    -46, // own king P files +6 ahead +1
    -33, // own king P files +6 ahead +2
    -24, // own king P files +6 ahead +3
    13, // own king P files +6 ahead +4
    -5, // own king P files +6 ahead +5
    10, // own king P files +6 ahead +6
    26, // own king P files +6 ahead +7
    0, // own king P files +6 ahead +8
    0, // own king P files +7 ahead -8
    0, // own king P files +7 ahead -7
    0, // own king P files +7 ahead -6
    10, // own king P files +7 ahead -5
    -15, // own king P files +7 ahead -4
    -4, // own king P files +7 ahead -3
    -9, // own king P files +7 ahead -2
    5, // own king P files +7 ahead -1
    -25, // own king P files +7 ahead +0
    25, // own king P files +7 ahead +1
    -7, // own king P files +7 ahead +2
    10, // own king P files +7 ahead +3
    41, // own king P files +7 ahead +4
    -39, // own king P files +7 ahead +5
    -37, // own king P files +7 ahead +6
    0, // own king P files +7 ahead +7
    0, // own king P files +7 ahead +8
    0, // own king P files +8 ahead -8
    0, // own king P files +8 ahead -7
    -1, // own king P files +8 ahead -6
    -7, // own king P files +8 ahead -5
    5, // own king P files +8 ahead -4
    -25, // own king P files +8 ahead -3
    -7, // own king P files +8 ahead -2
    -16, // own king P files +8 ahead -1
    5, // own king P files +8 ahead +0
    -19, // own king P files +8 ahead +1
    4, // own king P files +8 ahead +2
    19, // own king P files +8 ahead +3
    -9, // own king P files +8 ahead +4
    -3, // own king P files +8 ahead +5
    -6, // own king P files +8 ahead +6
    2, // own king P files +8 ahead +7
    0, // own king P files +8 ahead +8
    0, // own king +R files -3 ahead -8
    0, // own king +R files -3 ahead -7
    0, // own king +R files -3 ahead -6
    0, // own king +R files -3 ahead -5
    0, // own king +R files -3 ahead -4
    1, // own king +R files -3 ahead -3
    3, // own king +R files -3 ahead -2
    0, // own king +R files -3 ahead -1
    1, // own king +R files -3 ahead +0
    -2, // own king +R files -3 ahead +1
    -7, // own king +R files -3 ahead +2
    -2, // own king +R files -3 ahead +3
    1, // own king +R files -3 ahead +4
    -22, // own king +R files -3 ahead +5
    8, // own king +R files -3 ahead +6
    7, // own king +R files -3 ahead +7
    -9, // own king +R files -3 ahead +8
    0, // own king +R files -2 ahead -8
    0, // own king +R files -2 ahead -7
    0, // own king +R files -2 ahead -6
    0, // own king +R files -2 ahead -5
    0, // own king +R files -2 ahead -4
    -2, // own king +R files -2 ahead -3
    1, // own king +R files -2 ahead -2
    1, // own king +R files -2 ahead -1
    -5, // own king +R files -2 ahead +0
    -6, // own king +R files -2 ahead +1
    1, // own king +R files -2 ahead +2
    -21, // own king +R files -2 ahead +3
    -12, // own king +R files -2 ahead +4
    -7, // own king +R files -2 ahead +5
    -14, // own king +R files -2 ahead +6
    -5, // own king +R files -2 ahead +7
    15, // own king +R files -2 ahead +8
    0, // own king +R files -1 ahead -8
    0, // own king +R files -1 ahead -7
    0, // own king +R files -1 ahead -6
    0, // own king +R files -1 ahead -5
    0, // own king +R files -1 ahead -4
    0, // own king +R files -1 ahead -3
    -4, // own king +R files -1 ahead -2
    7, // own king +R files -1 ahead -1
    -9, // own king +R files -1 ahead +0
    -6, // own king +R files -1 ahead +1
    -12, // own king +R files -1 ahead +2
    8, // own king +R files -1 ahead +3
    -16, // own king +R files -1 ahead +4
    -15, // own king +R files -1 ahead +5
    21, // own king +R files -1 ahead +6
    -21, // own king +R files -1 ahead +7
    5, // own king +R files -1 ahead +8
    0, // own king +R files +0 ahead -8
    0, // own king +R files +0 ahead -7
    0, // own king +R files +0 ahead -6
    0, // own king +R files +0 ahead -5
    -3, // own king +R files +0 ahead -4
    0, // own king +R files +0 ahead -3
    1, // own king +R files +0 ahead -2
    -4, // own king +R files +0 ahead -1
    0, // own king +R files +0 ahead +0
    -3, // own king +R files +0 ahead +1
    -4, // own king +R files +0 ahead +2
    -3, // own king +R files +0 ahead +3
    -4, // own king +R files +0 ahead +4
    2, // own king +R files +0 ahead +5
    -3, // own king +R files +0 ahead +6
    14, // own king +R files +0 ahead +7
    7, // own king +R files +0 ahead +8
    0, // own king +R files +1 ahead -8
    0, // own king +R files +1 ahead -7
    0, // own king +R files +1 ahead -6
    0, // own king +R files +1 ahead -5
    -1, // own king +R files +1 ahead -4
    -1, // own king +R files +1 ahead -3
    0, // own king +R files +1 ahead -2
    3, // own king +R files +1 ahead -1
    -19, // own king +R files +1 ahead +0
    7, // own king +R files +1 ahead +1
    17, // own king +R files +1 ahead +2
    -10, // own king +R files +1 ahead +3
    -19, // own king +R files +1 ahead +4
    -24, // own king +R files +1 ahead +5
    -23, // own king +R files +1 ahead +6
    18, // own king +R files +1 ahead +7
    14, // own king +R files +1 ahead +8
    0, // own king +R files +2 ahead -8
    -2, // own king +R files +2 ahead -7
    0, // own king +R files +2 ahead -6
    0, // own king +R files +2 ahead -5
    1, // own king +R files +2 ahead -4
    -1, // own king +R files +2 ahead -3
    -1, // own king +R files +2 ahead -2
    -4, // own king +R files +2 ahead -1
    -4, // own king +R files +2 ahead +0
    4, // own king +R files +2 ahead +1
    9, // own king +R files +2 ahead +2
    -3, // own king +R files +2 ahead +3
    -21, // own king +R files +2 ahead +4
    -22, // own king +R files +2 ahead +5
    -18, // own king +R files +2 ahead +6
    13, // own king +R files +2 ahead +7
    11, // own king +R files +2 ahead +8
    0, // own king +R files +3 ahead -8
    0, // own king +R files +3 ahead -7
    -1, // own king +R files +3 ahead -6
    0, // own king +R files +3 ahead -5
    2, // own king +R files +3 ahead -4
    -1, // own king +R files +3 ahead -3
    4, // own king +R files +3 ahead -2
    -1, // own king +R files +3 ahead -1
    8, // own king +R files +3 ahead +0
    34, // own king +R files +3 ahead +1
    -4, // own king +R files +3 ahead +2
    1, // own king +R files +3 ahead +3
    -27, // own king +R files +3 ahead +4
    -10, // own king +R files +3 ahead +5
    24, // own king +R files +3 ahead +6
    -58, // own king +R files +3 ahead +7
    35, // own king +R files +3 ahead +8
    0, // own king +R files +4 ahead -8
    0, // own king +R files +4 ahead -7
    2, // own king +R files +4 ahead -6
    2, // own king +R files +4 ahead -5
    0, // own king +R files +4 ahead -4
    2, // own king +R files +4 ahead -3
    1, // own king +R files +4 ahead -2
    -3, // own king +R files +4 ahead -1
    -2, // own king +R files +4 ahead +0
    -15, // own king +R files +4 ahead +1
    9, // own king +R files +4 ahead +2
    -11, // own king +R files +4 ahead +3
    -3, // own king +R files +4 ahead +4
    -27, // own king +R files +4 ahead +5
    22, // own king +R files +4 ahead +6
    -13, // own king +R files +4 ahead +7
    -3, // own king +R files +4 ahead +8
    0, // own king +R files +5 ahead -8
    0, // own king +R files +5 ahead -7
    0, // own king +R files +5 ahead -6
    0, // own king +R files +5 ahead -5
    2, // own king +R files +5 ahead -4
    -1, // own king +R files +5 ahead -3
    0, // own king +R files +5 ahead -2
    -15, // own king +R files +5 ahead -1
    0, // own king +R files +5 ahead +0
    -10, // own king +R files +5 ahead +1
    -38, // own king +R files +5 ahead +2
    -19, // own king +R files +5 ahead +3
    12, // own king +R files +5 ahead +4
    -25, // own king +R files +5 ahead +5
    16, // own king +R files +5 ahead +6
    12, // own king +R files +5 ahead +7
    43, // own king +R files +5 ahead +8
    0, // own king +R files +6 ahead -8
    0, // own king +R files +6 ahead -7
    0, // own king +R files +6 ahead -6
    0, // own king +R files +6 ahead -5
    0, // own king +R files +6 ahead -4
    -4, // own king +R files +6 ahead -3
    -3, // own king +R files +6 ahead -2
    8, // own king +R files +6 ahead -1
    -21, // own king +R files +6 ahead +0
    -11, // own king +R files +6 ahead +1
    1, // own king +R files +6 ahead +2
    -3, // own king +R files +6 ahead +3
    -30, // own king +R files +6 ahead +4
    22, // own king +R files +6 ahead +5
    -10, // own king +R files +6 ahead +6
    11, // own king +R files +6 ahead +7
    -2, // own king +R files +6 ahead +8
    0, // own king +R files +7 ahead -8
    0, // own king +R files +7 ahead -7
    0, // own king +R files +7 ahead -6
    0, // own king +R files +7 ahead -5
    -1, // own king +R files +7 ahead -4
    2, // own king +R files +7 ahead -3
    3, // own king +R files +7 ahead -2
    0, // own king +R files +7 ahead -1
    3, // own king +R files +7 ahead +0
    11, // own king +R files +7 ahead +1
    -6, // own king +R files +7 ahead +2
    -12, // own king +R files +7 ahead +3
    -7, // own king +R files +7 ahead +4
    -29, // own king +R files +7 ahead +5
    16, // own king +R files +7 ahead +6
    27, // own king +R files +7 ahead +7
    -1, // own king +R files +7 ahead +8
    0, // own king +R files +8 ahead -8
    0, // own king +R files +8 ahead -7
    0, // own king +R files +8 ahead -6
    -2, // own king +R files +8 ahead -5
    0, // own king +R files +8 ahead -4
    -1, // own king +R files +8 ahead -3
    -1, // own king +R files +8 ahead -2
    -2, // own king +R files +8 ahead -1
    1, // own king +R files +8 ahead +0
    -1, // own king +R files +8 ahead +1
    -7, // own king +R files +8 ahead +2
    -2, // own king +R files +8 ahead +3
    -8, // own king +R files +8 ahead +4
    -4, // own king +R files +8 ahead +5
    -11, // own king +R files +8 ahead +6
    -1, // own king +R files +8 ahead +7
    3, // own king +R files +8 ahead +8
    0, // own king +B files -3 ahead -8
    0, // own king +B files -3 ahead -7
    0, // own king +B files -3 ahead -6
    0, // own king +B files -3 ahead -5
    0, // own king +B files -3 ahead -4
    0, // own king +B files -3 ahead -3
    0, // own king +B files -3 ahead -2
    0, // own king +B files -3 ahead -1
    -1, // own king +B files -3 ahead +0
    -1, // own king +B files -3 ahead +1
    0, // own king +B files -3 ahead +2
    -5, // own king +B files -3 ahead +3
    0, // own king +B files -3 ahead +4
    9, // own king +B files -3 ahead +5
    -30, // own king +B files -3 ahead +6
    7, // own king +B files -3 ahead +7
    3, // own king +B files -3 ahead +8
    0, // own king +B files -2 ahead -8
    0, // own king +B files -2 ahead -7
    0, // own king +B files -2 ahead -6
    0, // own king +B files -2 ahead -5
    0, // own king +B files -2 ahead -4
    0, // own king +B files -2 ahead -3
    0, // own king +B files -2 ahead -2
    -1, // own king +B files -2 ahead -1
    2, // own king +B files -2 ahead +0
    14, // own king +B files -2 ahead +1
    4, // own king +B files -2 ahead +2
    -22, // own king +B files -2 ahead +3
    -14, // own king +B files -2 ahead +4
    9, // own king +B files -2 ahead +5
    11, // own king +B files -2 ahead +6
    -8, // own king +B files -2 ahead +7
    -8, // own king +B files -2 ahead +8
    0, // own king +B files -1 ahead -8
    0, // own king +B files -1 ahead -7
    0, // own king +B files -1 ahead -6
    0, // own king +B files -1 ahead -5
    0, // own king +B files -1 ahead -4
    0, // own king +B files -1 ahead -3
    0, // own king +B files -1 ahead -2
    0, // own king +B files -1 ahead -1
    1, // own king +B files -1 ahead +0
    -4, // own king +B files -1 ahead +1
    22, // own king +B files -1 ahead +2
    14, // own king +B files -1 ahead +3
    -11, // own king +B files -1 ahead +4
    -16, // own king +B files -1 ahead +5
    -19, // own king +B files -1 ahead +6
    -26, // own king +B files -1 ahead +7
    -35, // own king +B files -1 ahead +8
    0, // own king +B files +0 ahead -8
    0, // own king +B files +0 ahead -7
    0, // own king +B files +0 ahead -6
    0, // own king +B files +0 ahead -5
    0, // own king +B files +0 ahead -4
    1, // own king +B files +0 ahead -3
    5, // own king +B files +0 ahead -2
    7, // own king +B files +0 ahead -1
    0, // own king +B files +0 ahead +0
    -11, // own king +B files +0 ahead +1
    0, // own king +B files +0 ahead +2
    -15, // own king +B files +0 ahead +3
    -12, // own king +B files +0 ahead +4
    -9, // own king +B files +0 ahead +5
    33, // own king +B files +0 ahead +6
    15, // own king +B files +0 ahead +7
    12, // own king +B files +0 ahead +8
    0, // own king +B files +1 ahead -8
    0, // own king +B files +1 ahead -7
    0, // own king +B files +1 ahead -6
    0, // own king +B files +1 ahead -5
    -1, // own king +B files +1 ahead -4
    -1, // own king +B files +1 ahead -3
    2, // own king +B files +1 ahead -2
    -5, // own king +B files +1 ahead -1
    -10, // own king +B files +1 ahead +0
    27, // own king +B files +1 ahead +1
    -1, // own king +B files +1 ahead +2
    -5, // own king +B files +1 ahead +3
    -18, // own king +B files +1 ahead +4
    -9, // own king +B files +1 ahead +5
    -6, // own king +B files +1 ahead +6
    22, // own king +B files +1 ahead +7
    9, // own king +B files +1 ahead +8
    0, // own king +B files +2 ahead -8
    0, // own king +B files +2 ahead -7
    0, // own king +B files +2 ahead -6
    -1, // own king +B files +2 ahead -5
    0, // own king +B files +2 ahead -4
    0, // own king +B files +2 ahead -3
    6, // own king +B files +2 ahead -2
    3, // own king +B files +2 ahead -1
    12, // own king +B files +2 ahead +0
    12, // own king +B files +2 ahead +1
    27, // own king +B files +2 ahead +2
    13, // own king +B files +2 ahead +3
    -4, // own king +B files +2 ahead +4
    5, // own king +B files +2 ahead +5
    -13, // own king +B files +2 ahead +6
    -6, // own king +B files +2 ahead +7
    2, // own king +B files +2 ahead +8
    0, // own king +B files +3 ahead -8
    0, // own king +B files +3 ahead -7
    0, // own king +B files +3 ahead -6
    9, // own king +B files +3 ahead -5
    -1, // own king +B files +3 ahead -4
    -2, // own king +B files +3 ahead -3
    -2, // own king +B files +3 ahead -2
    -3, // own king +B files +3 ahead -1
    3, // own king +B files +3 ahead +0
    34, // own king +B files +3 ahead +1
    7, // own king +B files +3 ahead +2
    7, // own king +B files +3 ahead +3
    24, // own king +B files +3 ahead +4
    -1, // own king +B files +3 ahead +5
    -15, // own king +B files +3 ahead +6
    -11, // own king +B files +3 ahead +7
    14, // own king +B files +3 ahead +8
    0, // own king +B files +4 ahead -8
    0, // own king +B files +4 ahead -7
    0, // own king +B files +4 ahead -6
    -1, // own king +B files +4 ahead -5
    0, // own king +B files +4 ahead -4
    0, // own king +B files +4 ahead -3
    -15, // own king +B files +4 ahead -2
    -6, // own king +B files +4 ahead -1
    0, // own king +B files +4 ahead +0
    4, // own king +B files +4 ahead +1
    -5, // own king +B files +4 ahead +2
    -14, // own king +B files +4 ahead +3
    2, // own king +B files +4 ahead +4
    4, // own king +B files +4 ahead +5
    -3, // own king +B files +4 ahead +6
    -36, // own king +B files +4 ahead +7
    29, // own king +B files +4 ahead +8
    0, // own king +B files +5 ahead -8
    0, // own king +B files +5 ahead -7
    0, // own king +B files +5 ahead -6
    0, // own king +B files +5 ahead -5
    1, // own king +B files +5 ahead -4
    1, // own king +B files +5 ahead -3
    1, // own king +B files +5 ahead -2
    -1, // own king +B files +5 ahead -1
    -6, // own king +B files +5 ahead +0
    -11, // own king +B files +5 ahead +1
    13, // own king +B files +5 ahead +2
    14, // own king +B files +5 ahead +3
    28, // own king +B files +5 ahead +4
    -35, // own king +B files +5 ahead +5
    -22, // own king +B files +5 ahead +6
    -11, // own king +B files +5 ahead +7
    -23, // own king +B files +5 ahead +8
    0, // own king +B files +6 ahead -8
    0, // own king +B files +6 ahead -7
    -1, // own king +B files +6 ahead -6
    3, // own king +B files +6 ahead -5
    1, // own king +B files +6 ahead -4
    0, // own king +B files +6 ahead -3
    0, // own king +B files +6 ahead -2
    2, // own king +B files +6 ahead -1
    4, // own king +B files +6 ahead +0
    -16, // own king +B files +6 ahead +1
    4, // own king +B files +6 ahead +2
    17, // own king +B files +6 ahead +3
    -7, // own king +B files +6 ahead +4
    -9, // own king +B files +6 ahead +5
    5, // own king +B files +6 ahead +6
    16, // own king +B files +6 ahead +7
    -15, // own king +B files +6 ahead +8
    0, // own king +B files +7 ahead -8
    0, // own king +B files +7 ahead -7
    0, // own king +B files +7 ahead -6
    0, // own king +B files +7 ahead -5
    1, // own king +B files +7 ahead -4
    0, // own king +B files +7 ahead -3
    -1, // own king +B files +7 ahead -2
    -2, // own king +B files +7 ahead -1
    -6, // own king +B files +7 ahead +0
    -11, // own king +B files +7 ahead +1
    -7, // own king +B files +7 ahead +2
    -9, // own king +B files +7 ahead +3
    -1, // own king +B files +7 ahead +4
    10, // own king +B files +7 ahead +5
    -24, // own king +B files +7 ahead +6
    -9, // own king +B files +7 ahead +7
    2, // own king +B files +7 ahead +8
    0, // own king +B files +8 ahead -8
    0, // own king +B files +8 ahead -7
    0, // own king +B files +8 ahead -6
    0, // own king +B files +8 ahead -5
    0, // own king +B files +8 ahead -4
    0, // own king +B files +8 ahead -3
    0, // own king +B files +8 ahead -2
    1, // own king +B files +8 ahead -1
    -1, // own king +B files +8 ahead +0
    -1, // own king +B files +8 ahead +1
    -2, // own king +B files +8 ahead +2
    2, // own king +B files +8 ahead +3
    1, // own king +B files +8 ahead +4
    4, // own king +B files +8 ahead +5
    -3, // own king +B files +8 ahead +6
    -7, // own king +B files +8 ahead +7
    -3, // own king +B files +8 ahead +8
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
    -3, // own king +S files -3 ahead +5
    -2, // own king +S files -3 ahead +6
    -5, // own king +S files -3 ahead +7
    1, // own king +S files -3 ahead +8
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
    -2, // own king +S files -2 ahead +2
    0, // own king +S files -2 ahead +3
    2, // own king +S files -2 ahead +4
    8, // own king +S files -2 ahead +5
    -2, // own king +S files -2 ahead +6
    -10, // own king +S files -2 ahead +7
    -1, // own king +S files -2 ahead +8
    0, // own king +S files -1 ahead -8
    0, // own king +S files -1 ahead -7
    0, // own king +S files -1 ahead -6
    0, // own king +S files -1 ahead -5
    0, // own king +S files -1 ahead -4
    0, // own king +S files -1 ahead -3
    -1, // own king +S files -1 ahead -2
    2, // own king +S files -1 ahead -1
    3, // own king +S files -1 ahead +0
    -1, // own king +S files -1 ahead +1
    -4, // own king +S files -1 ahead +2
    1, // own king +S files -1 ahead +3
    2, // own king +S files -1 ahead +4
    -2, // own king +S files -1 ahead +5
    15, // own king +S files -1 ahead +6
    -3, // own king +S files -1 ahead +7
    0, // own king +S files -1 ahead +8
    0, // own king +S files +0 ahead -8
    0, // own king +S files +0 ahead -7
    0, // own king +S files +0 ahead -6
    0, // own king +S files +0 ahead -5
    0, // own king +S files +0 ahead -4
    0, // own king +S files +0 ahead -3
    0, // own king +S files +0 ahead -2
    -6, // own king +S files +0 ahead -1
    0, // own king +S files +0 ahead +0
    -6, // own king +S files +0 ahead +1
    -1, // own king +S files +0 ahead +2
    3, // own king +S files +0 ahead +3
    -8, // own king +S files +0 ahead +4
    4, // own king +S files +0 ahead +5
    5, // own king +S files +0 ahead +6
    -19, // own king +S files +0 ahead +7
    -3, // own king +S files +0 ahead +8
    0, // own king +S files +1 ahead -8
    0, // own king +S files +1 ahead -7
    0, // own king +S files +1 ahead -6
    0, // own king +S files +1 ahead -5
    0, // own king +S files +1 ahead -4
    0, // own king +S files +1 ahead -3
    -1, // own king +S files +1 ahead -2
    -3, // own king +S files +1 ahead -1
    -1, // own king +S files +1 ahead +0
    0, // own king +S files +1 ahead +1
    4, // own king +S files +1 ahead +2
    -2, // own king +S files +1 ahead +3
    3, // own king +S files +1 ahead +4
    -5, // own king +S files +1 ahead +5
    -5, // own king +S files +1 ahead +6
    1, // own king +S files +1 ahead +7
    -2, // own king +S files +1 ahead +8
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
    -3, // own king +S files +2 ahead +2
    -1, // own king +S files +2 ahead +3
    -3, // own king +S files +2 ahead +4
    3, // own king +S files +2 ahead +5
    19, // own king +S files +2 ahead +6
    0, // own king +S files +2 ahead +7
    -11, // own king +S files +2 ahead +8
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
    -8, // own king +S files +3 ahead +3
    12, // own king +S files +3 ahead +4
    10, // own king +S files +3 ahead +5
    -13, // own king +S files +3 ahead +6
    -24, // own king +S files +3 ahead +7
    -6, // own king +S files +3 ahead +8
    0, // own king +S files +4 ahead -8
    0, // own king +S files +4 ahead -7
    0, // own king +S files +4 ahead -6
    0, // own king +S files +4 ahead -5
    0, // own king +S files +4 ahead -4
    0, // own king +S files +4 ahead -3
    0, // own king +S files +4 ahead -2
    1, // own king +S files +4 ahead -1
    -1, // own king +S files +4 ahead +0
    0, // own king +S files +4 ahead +1
    1, // own king +S files +4 ahead +2
    1, // own king +S files +4 ahead +3
    -5, // own king +S files +4 ahead +4
    6, // own king +S files +4 ahead +5
    1, // own king +S files +4 ahead +6
    4, // own king +S files +4 ahead +7
    -14, // own king +S files +4 ahead +8
    0, // own king +S files +5 ahead -8
    0, // own king +S files +5 ahead -7
    0, // own king +S files +5 ahead -6
    0, // own king +S files +5 ahead -5
    0, // own king +S files +5 ahead -4
    0, // own king +S files +5 ahead -3
    0, // own king +S files +5 ahead -2
    0, // own king +S files +5 ahead -1
    0, // own king +S files +5 ahead +0
    2, // own king +S files +5 ahead +1
    1, // own king +S files +5 ahead +2
    -1, // own king +S files +5 ahead +3
    -5, // own king +S files +5 ahead +4
    -3, // own king +S files +5 ahead +5
    2, // own king +S files +5 ahead +6
    2, // own king +S files +5 ahead +7
    -5, // own king +S files +5 ahead +8
    0, // own king +S files +6 ahead -8
    0, // own king +S files +6 ahead -7
    0, // own king +S files +6 ahead -6
    0, // own king +S files +6 ahead -5
    0, // own king +S files +6 ahead -4
    0, // own king +S files +6 ahead -3
    0, // own king +S files +6 ahead -2
    -1, // own king +S files +6 ahead -1
    0, // own king +S files +6 ahead +0
    -7, // own king +S files +6 ahead +1
    -2, // own king +S files +6 ahead +2
    -1, // own king +S files +6 ahead +3
    -4, // own king +S files +6 ahead +4
    -13, // own king +S files +6 ahead +5
    -13, // own king +S files +6 ahead +6
    6, // own king +S files +6 ahead +7
    -1, // own king +S files +6 ahead +8
    0, // own king +S files +7 ahead -8
    0, // own king +S files +7 ahead -7
    0, // own king +S files +7 ahead -6
    0, // own king +S files +7 ahead -5
    0, // own king +S files +7 ahead -4
    0, // own king +S files +7 ahead -3
    -3, // own king +S files +7 ahead -2
    0, // own king +S files +7 ahead -1
    -5, // own king +S files +7 ahead +0
    -6, // own king +S files +7 ahead +1
    -2, // own king +S files +7 ahead +2
    1, // own king +S files +7 ahead +3
    12, // own king +S files +7 ahead +4
    3, // own king +S files +7 ahead +5
    -22, // own king +S files +7 ahead +6
    -12, // own king +S files +7 ahead +7
    23, // own king +S files +7 ahead +8
    0, // own king +S files +8 ahead -8
    0, // own king +S files +8 ahead -7
    0, // own king +S files +8 ahead -6
    0, // own king +S files +8 ahead -5
    0, // own king +S files +8 ahead -4
    0, // own king +S files +8 ahead -3
    0, // own king +S files +8 ahead -2
    0, // own king +S files +8 ahead -1
    -5, // own king +S files +8 ahead +0
    0, // own king +S files +8 ahead +1
    0, // own king +S files +8 ahead +2
    0, // own king +S files +8 ahead +3
    0, // own king +S files +8 ahead +4
    -5, // own king +S files +8 ahead +5
    0, // own king +S files +8 ahead +6
    1, // own king +S files +8 ahead +7
    -2, // own king +S files +8 ahead +8
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
    -3, // own king +N files -3 ahead +2
    -4, // own king +N files -3 ahead +3
    -8, // own king +N files -3 ahead +4
    2, // own king +N files -3 ahead +5
    -12, // own king +N files -3 ahead +6
    -1, // own king +N files -3 ahead +7
    -4, // own king +N files -3 ahead +8
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
    -5, // own king +N files -2 ahead +2
    -3, // own king +N files -2 ahead +3
    2, // own king +N files -2 ahead +4
    -10, // own king +N files -2 ahead +5
    -13, // own king +N files -2 ahead +6
    -3, // own king +N files -2 ahead +7
    15, // own king +N files -2 ahead +8
    0, // own king +N files -1 ahead -8
    0, // own king +N files -1 ahead -7
    0, // own king +N files -1 ahead -6
    0, // own king +N files -1 ahead -5
    0, // own king +N files -1 ahead -4
    0, // own king +N files -1 ahead -3
    -4, // own king +N files -1 ahead -2
    0, // own king +N files -1 ahead -1
    0, // own king +N files -1 ahead +0
    -3, // own king +N files -1 ahead +1
    -6, // own king +N files -1 ahead +2
    0, // own king +N files -1 ahead +3
    -3, // own king +N files -1 ahead +4
    13, // own king +N files -1 ahead +5
    8, // own king +N files -1 ahead +6
    -6, // own king +N files -1 ahead +7
    -25, // own king +N files -1 ahead +8
    0, // own king +N files +0 ahead -8
    0, // own king +N files +0 ahead -7
    0, // own king +N files +0 ahead -6
    0, // own king +N files +0 ahead -5
    0, // own king +N files +0 ahead -4
    0, // own king +N files +0 ahead -3
    0, // own king +N files +0 ahead -2
    -7, // own king +N files +0 ahead -1
    0, // own king +N files +0 ahead +0
    5, // own king +N files +0 ahead +1
    4, // own king +N files +0 ahead +2
    9, // own king +N files +0 ahead +3
    1, // own king +N files +0 ahead +4
    15, // own king +N files +0 ahead +5
    -12, // own king +N files +0 ahead +6
    -36, // own king +N files +0 ahead +7
    -14, // own king +N files +0 ahead +8
    0, // own king +N files +1 ahead -8
    0, // own king +N files +1 ahead -7
    0, // own king +N files +1 ahead -6
    0, // own king +N files +1 ahead -5
    0, // own king +N files +1 ahead -4
    0, // own king +N files +1 ahead -3
    0, // own king +N files +1 ahead -2
    -4, // own king +N files +1 ahead -1
    -3, // own king +N files +1 ahead +0
    1, // own king +N files +1 ahead +1
    0, // own king +N files +1 ahead +2
    4, // own king +N files +1 ahead +3
    1, // own king +N files +1 ahead +4
    -6, // own king +N files +1 ahead +5
    9, // own king +N files +1 ahead +6
    -1, // own king +N files +1 ahead +7
    4, // own king +N files +1 ahead +8
    0, // own king +N files +2 ahead -8
    0, // own king +N files +2 ahead -7
    0, // own king +N files +2 ahead -6
    0, // own king +N files +2 ahead -5
    0, // own king +N files +2 ahead -4
    0, // own king +N files +2 ahead -3
    1, // own king +N files +2 ahead -2
    -3, // own king +N files +2 ahead -1
    -1, // own king +N files +2 ahead +0
    -5, // own king +N files +2 ahead +1
    -1, // own king +N files +2 ahead +2
    -7, // own king +N files +2 ahead +3
    -2, // own king +N files +2 ahead +4
    21, // own king +N files +2 ahead +5
    22, // own king +N files +2 ahead +6
    17, // own king +N files +2 ahead +7
    -10, // own king +N files +2 ahead +8
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
    0, // own king +N files +3 ahead +2
    0, // own king +N files +3 ahead +3
    8, // own king +N files +3 ahead +4
    0, // own king +N files +3 ahead +5
    -6, // own king +N files +3 ahead +6
    -19, // own king +N files +3 ahead +7
    -7, // own king +N files +3 ahead +8
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
    -2, // own king +N files +4 ahead +2
    -4, // own king +N files +4 ahead +3
    -2, // own king +N files +4 ahead +4
    3, // own king +N files +4 ahead +5
    7, // own king +N files +4 ahead +6
    -17, // own king +N files +4 ahead +7
    -4, // own king +N files +4 ahead +8
    0, // own king +N files +5 ahead -8
    0, // own king +N files +5 ahead -7
    0, // own king +N files +5 ahead -6
    0, // own king +N files +5 ahead -5
    0, // own king +N files +5 ahead -4
    0, // own king +N files +5 ahead -3
    0, // own king +N files +5 ahead -2
    0, // own king +N files +5 ahead -1
    -1, // own king +N files +5 ahead +0
    0, // own king +N files +5 ahead +1
    2, // own king +N files +5 ahead +2
    1, // own king +N files +5 ahead +3
    -5, // own king +N files +5 ahead +4
    -8, // own king +N files +5 ahead +5
    -1, // own king +N files +5 ahead +6
    -7, // own king +N files +5 ahead +7
    -10, // own king +N files +5 ahead +8
    0, // own king +N files +6 ahead -8
    0, // own king +N files +6 ahead -7
    0, // own king +N files +6 ahead -6
    0, // own king +N files +6 ahead -5
    0, // own king +N files +6 ahead -4
    0, // own king +N files +6 ahead -3
    0, // own king +N files +6 ahead -2
    0, // own king +N files +6 ahead -1
    0, // own king +N files +6 ahead +0
    1, // own king +N files +6 ahead +1
    1, // own king +N files +6 ahead +2
    0, // own king +N files +6 ahead +3
    -3, // own king +N files +6 ahead +4
    1, // own king +N files +6 ahead +5
    -20, // own king +N files +6 ahead +6
    -21, // own king +N files +6 ahead +7
    1, // own king +N files +6 ahead +8
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
    -2, // own king +N files +7 ahead +2
    0, // own king +N files +7 ahead +3
    16, // own king +N files +7 ahead +4
    12, // own king +N files +7 ahead +5
    14, // own king +N files +7 ahead +6
    7, // own king +N files +7 ahead +7
    -9, // own king +N files +7 ahead +8
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
    5, // own king +N files +8 ahead +4
    -3, // own king +N files +8 ahead +5
    -2, // own king +N files +8 ahead +6
    8, // own king +N files +8 ahead +7
    0, // own king +N files +8 ahead +8
    0, // own king +L files -3 ahead -8
    0, // own king +L files -3 ahead -7
    0, // own king +L files -3 ahead -6
    0, // own king +L files -3 ahead -5
    0, // own king +L files -3 ahead -4
    0, // own king +L files -3 ahead -3
    0, // own king +L files -3 ahead -2
    0, // own king +L files -3 ahead -1
    -4, // own king +L files -3 ahead +0
    0, // own king +L files -3 ahead +1
    3, // own king +L files -3 ahead +2
    -3, // own king +L files -3 ahead +3
    2, // own king +L files -3 ahead +4
    5, // own king +L files -3 ahead +5
    -11, // own king +L files -3 ahead +6
    5, // own king +L files -3 ahead +7
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
    -8, // own king +L files -2 ahead +1
    0, // own king +L files -2 ahead +2
    -3, // own king +L files -2 ahead +3
    -9, // own king +L files -2 ahead +4
    5, // own king +L files -2 ahead +5
    0, // own king +L files -2 ahead +6
    3, // own king +L files -2 ahead +7
    18, // own king +L files -2 ahead +8
    0, // own king +L files -1 ahead -8
    0, // own king +L files -1 ahead -7
    0, // own king +L files -1 ahead -6
    0, // own king +L files -1 ahead -5
    0, // own king +L files -1 ahead -4
    0, // own king +L files -1 ahead -3
    0, // own king +L files -1 ahead -2
    -1, // own king +L files -1 ahead -1
    5, // own king +L files -1 ahead +0
    -1, // own king +L files -1 ahead +1
    0, // own king +L files -1 ahead +2
    -7, // own king +L files -1 ahead +3
    -10, // own king +L files -1 ahead +4
    40, // own king +L files -1 ahead +5
    1, // own king +L files -1 ahead +6
    2, // own king +L files -1 ahead +7
    3, // own king +L files -1 ahead +8
    0, // own king +L files +0 ahead -8
    0, // own king +L files +0 ahead -7
    0, // own king +L files +0 ahead -6
    0, // own king +L files +0 ahead -5
    0, // own king +L files +0 ahead -4
    0, // own king +L files +0 ahead -3
    2, // own king +L files +0 ahead -2
    4, // own king +L files +0 ahead -1
    0, // own king +L files +0 ahead +0
    4, // own king +L files +0 ahead +1
    -15, // own king +L files +0 ahead +2
    -12, // own king +L files +0 ahead +3
    8, // own king +L files +0 ahead +4
    19, // own king +L files +0 ahead +5
    1, // own king +L files +0 ahead +6
    39, // own king +L files +0 ahead +7
    -16, // own king +L files +0 ahead +8
    0, // own king +L files +1 ahead -8
    0, // own king +L files +1 ahead -7
    0, // own king +L files +1 ahead -6
    0, // own king +L files +1 ahead -5
    0, // own king +L files +1 ahead -4
    0, // own king +L files +1 ahead -3
    -3, // own king +L files +1 ahead -2
    -4, // own king +L files +1 ahead -1
    -2, // own king +L files +1 ahead +0
    2, // own king +L files +1 ahead +1
    -10, // own king +L files +1 ahead +2
    16, // own king +L files +1 ahead +3
    -3, // own king +L files +1 ahead +4
    -20, // own king +L files +1 ahead +5
    7, // own king +L files +1 ahead +6
    -8, // own king +L files +1 ahead +7
    -16, // own king +L files +1 ahead +8
    0, // own king +L files +2 ahead -8
    0, // own king +L files +2 ahead -7
    0, // own king +L files +2 ahead -6
    0, // own king +L files +2 ahead -5
    0, // own king +L files +2 ahead -4
    0, // own king +L files +2 ahead -3
    0, // own king +L files +2 ahead -2
    0, // own king +L files +2 ahead -1
    0, // own king +L files +2 ahead +0
    -3, // own king +L files +2 ahead +1
    3, // own king +L files +2 ahead +2
    1, // own king +L files +2 ahead +3
    6, // own king +L files +2 ahead +4
    20, // own king +L files +2 ahead +5
    4, // own king +L files +2 ahead +6
    -16, // own king +L files +2 ahead +7
    -9, // own king +L files +2 ahead +8
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
    -2, // own king +L files +3 ahead +2
    -1, // own king +L files +3 ahead +3
    4, // own king +L files +3 ahead +4
    17, // own king +L files +3 ahead +5
    -11, // own king +L files +3 ahead +6
    -21, // own king +L files +3 ahead +7
    0, // own king +L files +3 ahead +8
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
    -2, // own king +L files +4 ahead +2
    -2, // own king +L files +4 ahead +3
    -8, // own king +L files +4 ahead +4
    0, // own king +L files +4 ahead +5
    -36, // own king +L files +4 ahead +6
    -16, // own king +L files +4 ahead +7
    -13, // own king +L files +4 ahead +8
    0, // own king +L files +5 ahead -8
    0, // own king +L files +5 ahead -7
    0, // own king +L files +5 ahead -6
    0, // own king +L files +5 ahead -5
    0, // own king +L files +5 ahead -4
    0, // own king +L files +5 ahead -3
    2, // own king +L files +5 ahead -2
    0, // own king +L files +5 ahead -1
    0, // own king +L files +5 ahead +0
    -1, // own king +L files +5 ahead +1
    -1, // own king +L files +5 ahead +2
    -1, // own king +L files +5 ahead +3
    1, // own king +L files +5 ahead +4
    -12, // own king +L files +5 ahead +5
    -19, // own king +L files +5 ahead +6
    -26, // own king +L files +5 ahead +7
    3, // own king +L files +5 ahead +8
    0, // own king +L files +6 ahead -8
    0, // own king +L files +6 ahead -7
    0, // own king +L files +6 ahead -6
    0, // own king +L files +6 ahead -5
    0, // own king +L files +6 ahead -4
    0, // own king +L files +6 ahead -3
    0, // own king +L files +6 ahead -2
    2, // own king +L files +6 ahead -1
    -1, // own king +L files +6 ahead +0
    0, // own king +L files +6 ahead +1
    1, // own king +L files +6 ahead +2
    0, // own king +L files +6 ahead +3
    5, // own king +L files +6 ahead +4
    17, // own king +L files +6 ahead +5
    -21, // own king +L files +6 ahead +6
    -12, // own king +L files +6 ahead +7
    4, // own king +L files +6 ahead +8
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
    4, // own king +L files +7 ahead +4
    -12, // own king +L files +7 ahead +5
    11, // own king +L files +7 ahead +6
    -32, // own king +L files +7 ahead +7
    -7, // own king +L files +7 ahead +8
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
    -1, // own king +L files +8 ahead +4
    0, // own king +L files +8 ahead +5
    2, // own king +L files +8 ahead +6
    -12, // own king +L files +8 ahead +7
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
    0, // own king +P files -3 ahead +4
    -13, // own king +P files -3 ahead +5
    -11, // own king +P files -3 ahead +6
    10, // own king +P files -3 ahead +7
    -15, // own king +P files -3 ahead +8
    0, // own king +P files -2 ahead -8
    0, // own king +P files -2 ahead -7
    0, // own king +P files -2 ahead -6
    0, // own king +P files -2 ahead -5
    0, // own king +P files -2 ahead -4
    0, // own king +P files -2 ahead -3
    0, // own king +P files -2 ahead -2
    2, // own king +P files -2 ahead -1
    1, // own king +P files -2 ahead +0
    6, // own king +P files -2 ahead +1
    -2, // own king +P files -2 ahead +2
    -5, // own king +P files -2 ahead +3
    -22, // own king +P files -2 ahead +4
    -2, // own king +P files -2 ahead +5
    0, // own king +P files -2 ahead +6
    -18, // own king +P files -2 ahead +7
    4, // own king +P files -2 ahead +8
    0, // own king +P files -1 ahead -8
    0, // own king +P files -1 ahead -7
    0, // own king +P files -1 ahead -6
    0, // own king +P files -1 ahead -5
    0, // own king +P files -1 ahead -4
    0, // own king +P files -1 ahead -3
    1, // own king +P files -1 ahead -2
    10, // own king +P files -1 ahead -1
    -3, // own king +P files -1 ahead +0
    -13, // own king +P files -1 ahead +1
    15, // own king +P files -1 ahead +2
    -3, // own king +P files -1 ahead +3
    -15, // own king +P files -1 ahead +4
    -7, // own king +P files -1 ahead +5
    -15, // own king +P files -1 ahead +6
    -11, // own king +P files -1 ahead +7
    -26, // own king +P files -1 ahead +8
    0, // own king +P files +0 ahead -8
    0, // own king +P files +0 ahead -7
    0, // own king +P files +0 ahead -6
    0, // own king +P files +0 ahead -5
    0, // own king +P files +0 ahead -4
    0, // own king +P files +0 ahead -3
    -1, // own king +P files +0 ahead -2
    8, // own king +P files +0 ahead -1
    0, // own king +P files +0 ahead +0
    -1, // own king +P files +0 ahead +1
    6, // own king +P files +0 ahead +2
    13, // own king +P files +0 ahead +3
    -10, // own king +P files +0 ahead +4
    12, // own king +P files +0 ahead +5
    -12, // own king +P files +0 ahead +6
    9, // own king +P files +0 ahead +7
    -8, // own king +P files +0 ahead +8
    0, // own king +P files +1 ahead -8
    0, // own king +P files +1 ahead -7
    0, // own king +P files +1 ahead -6
    0, // own king +P files +1 ahead -5
    0, // own king +P files +1 ahead -4
    0, // own king +P files +1 ahead -3
    -1, // own king +P files +1 ahead -2
    7, // own king +P files +1 ahead -1
    -1, // own king +P files +1 ahead +0
    -4, // own king +P files +1 ahead +1
    -5, // own king +P files +1 ahead +2
    1, // own king +P files +1 ahead +3
    2, // own king +P files +1 ahead +4
    20, // own king +P files +1 ahead +5
    28, // own king +P files +1 ahead +6
    -11, // own king +P files +1 ahead +7
    -8, // own king +P files +1 ahead +8
    0, // own king +P files +2 ahead -8
    0, // own king +P files +2 ahead -7
    0, // own king +P files +2 ahead -6
    0, // own king +P files +2 ahead -5
    0, // own king +P files +2 ahead -4
    0, // own king +P files +2 ahead -3
    0, // own king +P files +2 ahead -2
    -4, // own king +P files +2 ahead -1
    -9, // own king +P files +2 ahead +0
    -3, // own king +P files +2 ahead +1
    -1, // own king +P files +2 ahead +2
    0, // own king +P files +2 ahead +3
    1, // own king +P files +2 ahead +4
    18, // own king +P files +2 ahead +5
    13, // own king +P files +2 ahead +6
    -8, // own king +P files +2 ahead +7
    24, // own king +P files +2 ahead +8
    0, // own king +P files +3 ahead -8
    0, // own king +P files +3 ahead -7
    0, // own king +P files +3 ahead -6
    0, // own king +P files +3 ahead -5
    0, // own king +P files +3 ahead -4
    0, // own king +P files +3 ahead -3
    0, // own king +P files +3 ahead -2
    3, // own king +P files +3 ahead -1
    -6, // own king +P files +3 ahead +0
    -4, // own king +P files +3 ahead +1
    3, // own king +P files +3 ahead +2
    -9, // own king +P files +3 ahead +3
    -2, // own king +P files +3 ahead +4
    9, // own king +P files +3 ahead +5
    36, // own king +P files +3 ahead +6
    -23, // own king +P files +3 ahead +7
    -16, // own king +P files +3 ahead +8
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
    1, // own king +P files +4 ahead +2
    2, // own king +P files +4 ahead +3
    18, // own king +P files +4 ahead +4
    -16, // own king +P files +4 ahead +5
    -13, // own king +P files +4 ahead +6
    -45, // own king +P files +4 ahead +7
    -26, // own king +P files +4 ahead +8
    0, // own king +P files +5 ahead -8
    0, // own king +P files +5 ahead -7
    0, // own king +P files +5 ahead -6
    0, // own king +P files +5 ahead -5
    0, // own king +P files +5 ahead -4
    0, // own king +P files +5 ahead -3
    2, // own king +P files +5 ahead -2
    0, // own king +P files +5 ahead -1
    1, // own king +P files +5 ahead +0
    2, // own king +P files +5 ahead +1
    0, // own king +P files +5 ahead +2
    0, // own king +P files +5 ahead +3
    -2, // own king +P files +5 ahead +4
    23, // own king +P files +5 ahead +5
    20, // own king +P files +5 ahead +6
    -11, // own king +P files +5 ahead +7
    4, // own king +P files +5 ahead +8
    0, // own king +P files +6 ahead -8
    0, // own king +P files +6 ahead -7
    0, // own king +P files +6 ahead -6
    0, // own king +P files +6 ahead -5
    0, // own king +P files +6 ahead -4
    0, // own king +P files +6 ahead -3
    0, // own king +P files +6 ahead -2
    0, // own king +P files +6 ahead -1
    3, // own king +P files +6 ahead +0
    0, // own king +P files +6 ahead +1
    5, // own king +P files +6 ahead +2
    0, // own king +P files +6 ahead +3
    -3, // own king +P files +6 ahead +4
    36, // own king +P files +6 ahead +5
    31, // own king +P files +6 ahead +6
    -17, // own king +P files +6 ahead +7
    -36, // own king +P files +6 ahead +8
    0, // own king +P files +7 ahead -8
    0, // own king +P files +7 ahead -7
    0, // own king +P files +7 ahead -6
    0, // own king +P files +7 ahead -5
    0, // own king +P files +7 ahead -4
    0, // own king +P files +7 ahead -3
    0, // own king +P files +7 ahead -2
    -1, // own king +P files +7 ahead -1
    0, // own king +P files +7 ahead +0
    0, // own king +P files +7 ahead +1
    3, // own king +P files +7 ahead +2
    -1, // own king +P files +7 ahead +3
    5, // own king +P files +7 ahead +4
    -18, // own king +P files +7 ahead +5
    -15, // own king +P files +7 ahead +6
    16, // own king +P files +7 ahead +7
    1, // own king +P files +7 ahead +8
    0, // own king +P files +8 ahead -8
    0, // own king +P files +8 ahead -7
    0, // own king +P files +8 ahead -6
    0, // own king +P files +8 ahead -5
    0, // own king +P files +8 ahead -4
    0, // own king +P files +8 ahead -3
    -1, // own king +P files +8 ahead -2
    0, // own king +P files +8 ahead -1
    0, // own king +P files +8 ahead +0
    2, // own king +P files +8 ahead +1
    0, // own king +P files +8 ahead +2
    -3, // own king +P files +8 ahead +3
    -7, // own king +P files +8 ahead +4
    -12, // own king +P files +8 ahead +5
    4, // own king +P files +8 ahead +6
    -5, // own king +P files +8 ahead +7
    -6, // own king +P files +8 ahead +8
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
    9, // enemy king R files -3 ahead +0
    3, // enemy king R files -3 ahead +1
    7, // enemy king R files -3 ahead +2
    -6, // enemy king R files -3 ahead +3
    1, // enemy king R files -3 ahead +4
    -7, // enemy king R files -3 ahead +5
    7, // enemy king R files -3 ahead +6
    -10, // enemy king R files -3 ahead +7
    4, // enemy king R files -3 ahead +8
    0, // enemy king R files -2 ahead -8
    0, // enemy king R files -2 ahead -7
    0, // enemy king R files -2 ahead -6
    0, // enemy king R files -2 ahead -5
    1, // enemy king R files -2 ahead -4
    -1, // enemy king R files -2 ahead -3
    0, // enemy king R files -2 ahead -2
    -8, // enemy king R files -2 ahead -1
    18, // enemy king R files -2 ahead +0
    -4, // enemy king R files -2 ahead +1
    16, // enemy king R files -2 ahead +2
    18, // enemy king R files -2 ahead +3
    10, // enemy king R files -2 ahead +4
    18, // enemy king R files -2 ahead +5
    -2, // enemy king R files -2 ahead +6
    -3, // enemy king R files -2 ahead +7
    10, // enemy king R files -2 ahead +8
    -1, // enemy king R files -1 ahead -8
    0, // enemy king R files -1 ahead -7
    0, // enemy king R files -1 ahead -6
    0, // enemy king R files -1 ahead -5
    0, // enemy king R files -1 ahead -4
    2, // enemy king R files -1 ahead -3
    5, // enemy king R files -1 ahead -2
    7, // enemy king R files -1 ahead -1
    0, // enemy king R files -1 ahead +0
    -10, // enemy king R files -1 ahead +1
    -41, // enemy king R files -1 ahead +2
    -56, // enemy king R files -1 ahead +3
    -9, // enemy king R files -1 ahead +4
    8, // enemy king R files -1 ahead +5
    -1, // enemy king R files -1 ahead +6
    -13, // enemy king R files -1 ahead +7
    -10, // enemy king R files -1 ahead +8
    0, // enemy king R files +0 ahead -8
    0, // enemy king R files +0 ahead -7
    0, // enemy king R files +0 ahead -6
    -1, // enemy king R files +0 ahead -5
    0, // enemy king R files +0 ahead -4
    1, // enemy king R files +0 ahead -3
    16, // enemy king R files +0 ahead -2
    0, // enemy king R files +0 ahead -1
    0, // enemy king R files +0 ahead +0
    0, // enemy king R files +0 ahead +1
    7, // enemy king R files +0 ahead +2
    -49, // enemy king R files +0 ahead +3
    18, // enemy king R files +0 ahead +4
    -6, // enemy king R files +0 ahead +5
    14, // enemy king R files +0 ahead +6
    1, // enemy king R files +0 ahead +7
    -7, // enemy king R files +0 ahead +8
    0, // enemy king R files +1 ahead -8
    0, // enemy king R files +1 ahead -7
    0, // enemy king R files +1 ahead -6
    0, // enemy king R files +1 ahead -5
    -2, // enemy king R files +1 ahead -4
    0, // enemy king R files +1 ahead -3
    2, // enemy king R files +1 ahead -2
    -2, // enemy king R files +1 ahead -1
    0, // enemy king R files +1 ahead +0
    1, // enemy king R files +1 ahead +1
    -35, // enemy king R files +1 ahead +2
    -36, // enemy king R files +1 ahead +3
    -15, // enemy king R files +1 ahead +4
    -4, // enemy king R files +1 ahead +5
    4, // enemy king R files +1 ahead +6
    0, // enemy king R files +1 ahead +7
    -27, // enemy king R files +1 ahead +8
    0, // enemy king R files +2 ahead -8
    0, // enemy king R files +2 ahead -7
    0, // enemy king R files +2 ahead -6
    0, // enemy king R files +2 ahead -5
    1, // enemy king R files +2 ahead -4
    -2, // enemy king R files +2 ahead -3
    8, // enemy king R files +2 ahead -2
    -5, // enemy king R files +2 ahead -1
    -11, // enemy king R files +2 ahead +0
    8, // enemy king R files +2 ahead +1
    -11, // enemy king R files +2 ahead +2
    -51, // enemy king R files +2 ahead +3
    -20, // enemy king R files +2 ahead +4
    -14, // enemy king R files +2 ahead +5
    12, // enemy king R files +2 ahead +6
    -4, // enemy king R files +2 ahead +7
    -16, // enemy king R files +2 ahead +8
    0, // enemy king R files +3 ahead -8
    0, // enemy king R files +3 ahead -7
    0, // enemy king R files +3 ahead -6
    1, // enemy king R files +3 ahead -5
    0, // enemy king R files +3 ahead -4
    0, // enemy king R files +3 ahead -3
    -1, // enemy king R files +3 ahead -2
    -6, // enemy king R files +3 ahead -1
    35, // enemy king R files +3 ahead +0
    15, // enemy king R files +3 ahead +1
    21, // enemy king R files +3 ahead +2
    -9, // enemy king R files +3 ahead +3
    1, // enemy king R files +3 ahead +4
    -20, // enemy king R files +3 ahead +5
    -25, // enemy king R files +3 ahead +6
    -11, // enemy king R files +3 ahead +7
    10, // enemy king R files +3 ahead +8
    0, // enemy king R files +4 ahead -8
    0, // enemy king R files +4 ahead -7
    0, // enemy king R files +4 ahead -6
    -2, // enemy king R files +4 ahead -5
    0, // enemy king R files +4 ahead -4
    0, // enemy king R files +4 ahead -3
    1, // enemy king R files +4 ahead -2
    0, // enemy king R files +4 ahead -1
    69, // enemy king R files +4 ahead +0
    -3, // enemy king R files +4 ahead +1
    -8, // enemy king R files +4 ahead +2
    -45, // enemy king R files +4 ahead +3
    -13, // enemy king R files +4 ahead +4
    -29, // enemy king R files +4 ahead +5
    -8, // enemy king R files +4 ahead +6
    -13, // enemy king R files +4 ahead +7
    4, // enemy king R files +4 ahead +8
    0, // enemy king R files +5 ahead -8
    0, // enemy king R files +5 ahead -7
    0, // enemy king R files +5 ahead -6
    -1, // enemy king R files +5 ahead -5
    2, // enemy king R files +5 ahead -4
    -3, // enemy king R files +5 ahead -3
    3, // enemy king R files +5 ahead -2
    1, // enemy king R files +5 ahead -1
    7, // enemy king R files +5 ahead +0
    -5, // enemy king R files +5 ahead +1
    -25, // enemy king R files +5 ahead +2
    -33, // enemy king R files +5 ahead +3
    -8, // enemy king R files +5 ahead +4
    -39, // enemy king R files +5 ahead +5
    -38, // enemy king R files +5 ahead +6
    9, // enemy king R files +5 ahead +7
    4, // enemy king R files +5 ahead +8
    0, // enemy king R files +6 ahead -8
    0, // enemy king R files +6 ahead -7
    0, // enemy king R files +6 ahead -6
    0, // enemy king R files +6 ahead -5
    0, // enemy king R files +6 ahead -4
    -2, // enemy king R files +6 ahead -3
    2, // enemy king R files +6 ahead -2
    10, // enemy king R files +6 ahead -1
    0, // enemy king R files +6 ahead +0
    3, // enemy king R files +6 ahead +1
    8, // enemy king R files +6 ahead +2
    -34, // enemy king R files +6 ahead +3
    5, // enemy king R files +6 ahead +4
    -22, // enemy king R files +6 ahead +5
    38, // enemy king R files +6 ahead +6
    6, // enemy king R files +6 ahead +7
    -27, // enemy king R files +6 ahead +8
    0, // enemy king R files +7 ahead -8
    0, // enemy king R files +7 ahead -7
    0, // enemy king R files +7 ahead -6
    0, // enemy king R files +7 ahead -5
    0, // enemy king R files +7 ahead -4
    0, // enemy king R files +7 ahead -3
    0, // enemy king R files +7 ahead -2
    -3, // enemy king R files +7 ahead -1
    2, // enemy king R files +7 ahead +0
    -1, // enemy king R files +7 ahead +1
    2, // enemy king R files +7 ahead +2
    -12, // enemy king R files +7 ahead +3
    -19, // enemy king R files +7 ahead +4
    -1, // enemy king R files +7 ahead +5
    14, // enemy king R files +7 ahead +6
    -18, // enemy king R files +7 ahead +7
    -6, // enemy king R files +7 ahead +8
    0, // enemy king R files +8 ahead -8
    0, // enemy king R files +8 ahead -7
    0, // enemy king R files +8 ahead -6
    0, // enemy king R files +8 ahead -5
    0, // enemy king R files +8 ahead -4
    0, // enemy king R files +8 ahead -3
    0, // enemy king R files +8 ahead -2
    1, // enemy king R files +8 ahead -1
    3, // enemy king R files +8 ahead +0
    0, // enemy king R files +8 ahead +1
    -1, // enemy king R files +8 ahead +2
    0, // enemy king R files +8 ahead +3
    -1, // enemy king R files +8 ahead +4
    -1, // enemy king R files +8 ahead +5
    -2, // enemy king R files +8 ahead +6
    -7, // enemy king R files +8 ahead +7
    0, // enemy king R files +8 ahead +8
    0, // enemy king B files -3 ahead -8
    0, // enemy king B files -3 ahead -7
    0, // enemy king B files -3 ahead -6
    0, // enemy king B files -3 ahead -5
    0, // enemy king B files -3 ahead -4
    -1, // enemy king B files -3 ahead -3
    -3, // enemy king B files -3 ahead -2
    2, // enemy king B files -3 ahead -1
    2, // enemy king B files -3 ahead +0
    2, // enemy king B files -3 ahead +1
    3, // enemy king B files -3 ahead +2
    -7, // enemy king B files -3 ahead +3
    -2, // enemy king B files -3 ahead +4
    10, // enemy king B files -3 ahead +5
    5, // enemy king B files -3 ahead +6
    2, // enemy king B files -3 ahead +7
    -2, // enemy king B files -3 ahead +8
    0, // enemy king B files -2 ahead -8
    0, // enemy king B files -2 ahead -7
    0, // enemy king B files -2 ahead -6
    0, // enemy king B files -2 ahead -5
    1, // enemy king B files -2 ahead -4
    1, // enemy king B files -2 ahead -3
    5, // enemy king B files -2 ahead -2
    -23, // enemy king B files -2 ahead -1
    2, // enemy king B files -2 ahead +0
    15, // enemy king B files -2 ahead +1
    -3, // enemy king B files -2 ahead +2
    5, // enemy king B files -2 ahead +3
    -15, // enemy king B files -2 ahead +4
    6, // enemy king B files -2 ahead +5
    9, // enemy king B files -2 ahead +6
    17, // enemy king B files -2 ahead +7
    4, // enemy king B files -2 ahead +8
    0, // enemy king B files -1 ahead -8
    0, // enemy king B files -1 ahead -7
    0, // enemy king B files -1 ahead -6
    0, // enemy king B files -1 ahead -5
    -1, // enemy king B files -1 ahead -4
    2, // enemy king B files -1 ahead -3
    -2, // enemy king B files -1 ahead -2
    0, // enemy king B files -1 ahead -1
    -15, // enemy king B files -1 ahead +0
    0, // enemy king B files -1 ahead +1
    5, // enemy king B files -1 ahead +2
    -13, // enemy king B files -1 ahead +3
    -38, // enemy king B files -1 ahead +4
    13, // enemy king B files -1 ahead +5
    40, // enemy king B files -1 ahead +6
    27, // enemy king B files -1 ahead +7
    3, // enemy king B files -1 ahead +8
    0, // enemy king B files +0 ahead -8
    0, // enemy king B files +0 ahead -7
    0, // enemy king B files +0 ahead -6
    0, // enemy king B files +0 ahead -5
    0, // enemy king B files +0 ahead -4
    1, // enemy king B files +0 ahead -3
    -1, // enemy king B files +0 ahead -2
    -11, // enemy king B files +0 ahead -1
    0, // enemy king B files +0 ahead +0
    -11, // enemy king B files +0 ahead +1
    -18, // enemy king B files +0 ahead +2
    2, // enemy king B files +0 ahead +3
    -16, // enemy king B files +0 ahead +4
    -12, // enemy king B files +0 ahead +5
    8, // enemy king B files +0 ahead +6
    -55, // enemy king B files +0 ahead +7
    7, // enemy king B files +0 ahead +8
    0, // enemy king B files +1 ahead -8
    0, // enemy king B files +1 ahead -7
    0, // enemy king B files +1 ahead -6
    0, // enemy king B files +1 ahead -5
    -3, // enemy king B files +1 ahead -4
    -3, // enemy king B files +1 ahead -3
    8, // enemy king B files +1 ahead -2
    0, // enemy king B files +1 ahead -1
    0, // enemy king B files +1 ahead +0
    0, // enemy king B files +1 ahead +1
    -30, // enemy king B files +1 ahead +2
    -1, // enemy king B files +1 ahead +3
    5, // enemy king B files +1 ahead +4
    -28, // enemy king B files +1 ahead +5
    -6, // enemy king B files +1 ahead +6
    -13, // enemy king B files +1 ahead +7
    1, // enemy king B files +1 ahead +8
    0, // enemy king B files +2 ahead -8
    0, // enemy king B files +2 ahead -7
    0, // enemy king B files +2 ahead -6
    1, // enemy king B files +2 ahead -5
    0, // enemy king B files +2 ahead -4
    1, // enemy king B files +2 ahead -3
    11, // enemy king B files +2 ahead -2
    0, // enemy king B files +2 ahead -1
    -30, // enemy king B files +2 ahead +0
    -6, // enemy king B files +2 ahead +1
    7, // enemy king B files +2 ahead +2
    -9, // enemy king B files +2 ahead +3
    -12, // enemy king B files +2 ahead +4
    -1, // enemy king B files +2 ahead +5
    -28, // enemy king B files +2 ahead +6
    -31, // enemy king B files +2 ahead +7
    -12, // enemy king B files +2 ahead +8
    0, // enemy king B files +3 ahead -8
    0, // enemy king B files +3 ahead -7
    0, // enemy king B files +3 ahead -6
    0, // enemy king B files +3 ahead -5
    2, // enemy king B files +3 ahead -4
    -1, // enemy king B files +3 ahead -3
    -5, // enemy king B files +3 ahead -2
    15, // enemy king B files +3 ahead -1
    11, // enemy king B files +3 ahead +0
    74, // enemy king B files +3 ahead +1
    0, // enemy king B files +3 ahead +2
    12, // enemy king B files +3 ahead +3
    -34, // enemy king B files +3 ahead +4
    -37, // enemy king B files +3 ahead +5
    -14, // enemy king B files +3 ahead +6
    33, // enemy king B files +3 ahead +7
    5, // enemy king B files +3 ahead +8
    0, // enemy king B files +4 ahead -8
    0, // enemy king B files +4 ahead -7
    0, // enemy king B files +4 ahead -6
    0, // enemy king B files +4 ahead -5
    0, // enemy king B files +4 ahead -4
    0, // enemy king B files +4 ahead -3
    1, // enemy king B files +4 ahead -2
    -1, // enemy king B files +4 ahead -1
    32, // enemy king B files +4 ahead +0
    37, // enemy king B files +4 ahead +1
    39, // enemy king B files +4 ahead +2
    -13, // enemy king B files +4 ahead +3
    -37, // enemy king B files +4 ahead +4
    -15, // enemy king B files +4 ahead +5
    9, // enemy king B files +4 ahead +6
    -15, // enemy king B files +4 ahead +7
    -13, // enemy king B files +4 ahead +8
    0, // enemy king B files +5 ahead -8
    0, // enemy king B files +5 ahead -7
    0, // enemy king B files +5 ahead -6
    0, // enemy king B files +5 ahead -5
    0, // enemy king B files +5 ahead -4
    0, // enemy king B files +5 ahead -3
    -2, // enemy king B files +5 ahead -2
    -14, // enemy king B files +5 ahead -1
    25, // enemy king B files +5 ahead +0
    -5, // enemy king B files +5 ahead +1
    1, // enemy king B files +5 ahead +2
    -29, // enemy king B files +5 ahead +3
    -21, // enemy king B files +5 ahead +4
    20, // enemy king B files +5 ahead +5
    -32, // enemy king B files +5 ahead +6
    -35, // enemy king B files +5 ahead +7
    -9, // enemy king B files +5 ahead +8
    0, // enemy king B files +6 ahead -8
    0, // enemy king B files +6 ahead -7
    0, // enemy king B files +6 ahead -6
    0, // enemy king B files +6 ahead -5
    0, // enemy king B files +6 ahead -4
    0, // enemy king B files +6 ahead -3
    -3, // enemy king B files +6 ahead -2
    -21, // enemy king B files +6 ahead -1
    -10, // enemy king B files +6 ahead +0
    -7, // enemy king B files +6 ahead +1
    -8, // enemy king B files +6 ahead +2
    2, // enemy king B files +6 ahead +3
    -1, // enemy king B files +6 ahead +4
    1, // enemy king B files +6 ahead +5
    29, // enemy king B files +6 ahead +6
    -41, // enemy king B files +6 ahead +7
    -6, // enemy king B files +6 ahead +8
    0, // enemy king B files +7 ahead -8
    0, // enemy king B files +7 ahead -7
    0, // enemy king B files +7 ahead -6
    0, // enemy king B files +7 ahead -5
    0, // enemy king B files +7 ahead -4
    0, // enemy king B files +7 ahead -3
    -3, // enemy king B files +7 ahead -2
    1, // enemy king B files +7 ahead -1
    -4, // enemy king B files +7 ahead +0
    2, // enemy king B files +7 ahead +1
    -4, // enemy king B files +7 ahead +2
    -9, // enemy king B files +7 ahead +3
    -17, // enemy king B files +7 ahead +4
    -7, // enemy king B files +7 ahead +5
    -19, // enemy king B files +7 ahead +6
    -11, // enemy king B files +7 ahead +7
    -3, // enemy king B files +7 ahead +8
    0, // enemy king B files +8 ahead -8
    0, // enemy king B files +8 ahead -7
    0, // enemy king B files +8 ahead -6
    0, // enemy king B files +8 ahead -5
    0, // enemy king B files +8 ahead -4
    0, // enemy king B files +8 ahead -3
    2, // enemy king B files +8 ahead -2
    2, // enemy king B files +8 ahead -1
    -1, // enemy king B files +8 ahead +0
    0, // enemy king B files +8 ahead +1
    -1, // enemy king B files +8 ahead +2
    1, // enemy king B files +8 ahead +3
    2, // enemy king B files +8 ahead +4
    1, // enemy king B files +8 ahead +5
    0, // enemy king B files +8 ahead +6
    -4, // enemy king B files +8 ahead +7
    0, // enemy king B files +8 ahead +8
    0, // enemy king G files -3 ahead -8
    0, // enemy king G files -3 ahead -7
    -3, // enemy king G files -3 ahead -6
    -2, // enemy king G files -3 ahead -5
    0, // enemy king G files -3 ahead -4
    -1, // enemy king G files -3 ahead -3
    -4, // enemy king G files -3 ahead -2
    -23, // enemy king G files -3 ahead -1
    -4, // enemy king G files -3 ahead +0
    5, // enemy king G files -3 ahead +1
    -6, // enemy king G files -3 ahead +2
    1, // enemy king G files -3 ahead +3
    -5, // enemy king G files -3 ahead +4
    1, // enemy king G files -3 ahead +5
    1, // enemy king G files -3 ahead +6
    -1, // enemy king G files -3 ahead +7
    0, // enemy king G files -3 ahead +8
    0, // enemy king G files -2 ahead -8
    0, // enemy king G files -2 ahead -7
    0, // enemy king G files -2 ahead -6
    -4, // enemy king G files -2 ahead -5
    0, // enemy king G files -2 ahead -4
    -5, // enemy king G files -2 ahead -3
    -13, // enemy king G files -2 ahead -2
    -7, // enemy king G files -2 ahead -1
    -26, // enemy king G files -2 ahead +0
    0, // enemy king G files -2 ahead +1
    0, // enemy king G files -2 ahead +2
    11, // enemy king G files -2 ahead +3
    -11, // enemy king G files -2 ahead +4
    -15, // enemy king G files -2 ahead +5
    -8, // enemy king G files -2 ahead +6
    22, // enemy king G files -2 ahead +7
    0, // enemy king G files -2 ahead +8
    0, // enemy king G files -1 ahead -8
    0, // enemy king G files -1 ahead -7
    -1, // enemy king G files -1 ahead -6
    0, // enemy king G files -1 ahead -5
    -6, // enemy king G files -1 ahead -4
    -3, // enemy king G files -1 ahead -3
    -7, // enemy king G files -1 ahead -2
    -16, // enemy king G files -1 ahead -1
    0, // enemy king G files -1 ahead +0
    0, // enemy king G files -1 ahead +1
    34, // enemy king G files -1 ahead +2
    26, // enemy king G files -1 ahead +3
    -21, // enemy king G files -1 ahead +4
    -16, // enemy king G files -1 ahead +5
    -6, // enemy king G files -1 ahead +6
    -11, // enemy king G files -1 ahead +7
    -22, // enemy king G files -1 ahead +8
    0, // enemy king G files +0 ahead -8
    4, // enemy king G files +0 ahead -7
    0, // enemy king G files +0 ahead -6
    2, // enemy king G files +0 ahead -5
    -6, // enemy king G files +0 ahead -4
    -4, // enemy king G files +0 ahead -3
    -1, // enemy king G files +0 ahead -2
    0, // enemy king G files +0 ahead -1
    0, // enemy king G files +0 ahead +0
    0, // enemy king G files +0 ahead +1
    26, // enemy king G files +0 ahead +2
    44, // enemy king G files +0 ahead +3
    24, // enemy king G files +0 ahead +4
    6, // enemy king G files +0 ahead +5
    3, // enemy king G files +0 ahead +6
    -4, // enemy king G files +0 ahead +7
    -11, // enemy king G files +0 ahead +8
    0, // enemy king G files +1 ahead -8
    -2, // enemy king G files +1 ahead -7
    3, // enemy king G files +1 ahead -6
    -3, // enemy king G files +1 ahead -5
    -2, // enemy king G files +1 ahead -4
    -1, // enemy king G files +1 ahead -3
    -4, // enemy king G files +1 ahead -2
    0, // enemy king G files +1 ahead -1
    0, // enemy king G files +1 ahead +0
    0, // enemy king G files +1 ahead +1
    49, // enemy king G files +1 ahead +2
    6, // enemy king G files +1 ahead +3
    61, // enemy king G files +1 ahead +4
    28, // enemy king G files +1 ahead +5
    -3, // enemy king G files +1 ahead +6
    1, // enemy king G files +1 ahead +7
    -16, // enemy king G files +1 ahead +8
    0, // enemy king G files +2 ahead -8
    0, // enemy king G files +2 ahead -7
    2, // enemy king G files +2 ahead -6
    -4, // enemy king G files +2 ahead -5
    0, // enemy king G files +2 ahead -4
    5, // enemy king G files +2 ahead -3
    0, // enemy king G files +2 ahead -2
    -5, // enemy king G files +2 ahead -1
    63, // enemy king G files +2 ahead +0
    68, // enemy king G files +2 ahead +1
    21, // enemy king G files +2 ahead +2
    23, // enemy king G files +2 ahead +3
    25, // enemy king G files +2 ahead +4
    7, // enemy king G files +2 ahead +5
    2, // enemy king G files +2 ahead +6
    -4, // enemy king G files +2 ahead +7
    -14, // enemy king G files +2 ahead +8
    0, // enemy king G files +3 ahead -8
    0, // enemy king G files +3 ahead -7
    -2, // enemy king G files +3 ahead -6
    0, // enemy king G files +3 ahead -5
    -1, // enemy king G files +3 ahead -4
    -4, // enemy king G files +3 ahead -3
    0, // enemy king G files +3 ahead -2
    -30, // enemy king G files +3 ahead -1
    -47, // enemy king G files +3 ahead +0
    -11, // enemy king G files +3 ahead +1
    -25, // enemy king G files +3 ahead +2
    -38, // enemy king G files +3 ahead +3
    38, // enemy king G files +3 ahead +4
    23, // enemy king G files +3 ahead +5
    -9, // enemy king G files +3 ahead +6
    5, // enemy king G files +3 ahead +7
    10, // enemy king G files +3 ahead +8
    0, // enemy king G files +4 ahead -8
    -3, // enemy king G files +4 ahead -7
    -1, // enemy king G files +4 ahead -6
    -4, // enemy king G files +4 ahead -5
    2, // enemy king G files +4 ahead -4
    -4, // enemy king G files +4 ahead -3
    -14, // enemy king G files +4 ahead -2
    -29, // enemy king G files +4 ahead -1
    -5, // enemy king G files +4 ahead +0
    -31, // enemy king G files +4 ahead +1
    0, // enemy king G files +4 ahead +2
    3, // enemy king G files +4 ahead +3
    43, // enemy king G files +4 ahead +4
    21, // enemy king G files +4 ahead +5
    15, // enemy king G files +4 ahead +6
    8, // enemy king G files +4 ahead +7
    24, // enemy king G files +4 ahead +8
    0, // enemy king G files +5 ahead -8
    0, // enemy king G files +5 ahead -7
    -2, // enemy king G files +5 ahead -6
    0, // enemy king G files +5 ahead -5
    3, // enemy king G files +5 ahead -4
    -2, // enemy king G files +5 ahead -3
    -5, // enemy king G files +5 ahead -2
    -6, // enemy king G files +5 ahead -1
    -43, // enemy king G files +5 ahead +0
    -15, // enemy king G files +5 ahead +1
    8, // enemy king G files +5 ahead +2
    -7, // enemy king G files +5 ahead +3
    11, // enemy king G files +5 ahead +4
    -12, // enemy king G files +5 ahead +5
    25, // enemy king G files +5 ahead +6
    -25, // enemy king G files +5 ahead +7
    -5, // enemy king G files +5 ahead +8
    -1, // enemy king G files +6 ahead -8
    -4, // enemy king G files +6 ahead -7
    -1, // enemy king G files +6 ahead -6
    -2, // enemy king G files +6 ahead -5
    1, // enemy king G files +6 ahead -4
    -1, // enemy king G files +6 ahead -3
    0, // enemy king G files +6 ahead -2
    -44, // enemy king G files +6 ahead -1
    -22, // enemy king G files +6 ahead +0
    -34, // enemy king G files +6 ahead +1
    -29, // enemy king G files +6 ahead +2
    -7, // enemy king G files +6 ahead +3
    11, // enemy king G files +6 ahead +4
    0, // enemy king G files +6 ahead +5
    -31, // enemy king G files +6 ahead +6
    31, // enemy king G files +6 ahead +7
    -12, // enemy king G files +6 ahead +8
    0, // enemy king G files +7 ahead -8
    0, // enemy king G files +7 ahead -7
    0, // enemy king G files +7 ahead -6
    -2, // enemy king G files +7 ahead -5
    0, // enemy king G files +7 ahead -4
    -4, // enemy king G files +7 ahead -3
    -6, // enemy king G files +7 ahead -2
    -33, // enemy king G files +7 ahead -1
    -7, // enemy king G files +7 ahead +0
    -4, // enemy king G files +7 ahead +1
    0, // enemy king G files +7 ahead +2
    -9, // enemy king G files +7 ahead +3
    -7, // enemy king G files +7 ahead +4
    -11, // enemy king G files +7 ahead +5
    23, // enemy king G files +7 ahead +6
    -5, // enemy king G files +7 ahead +7
    -2, // enemy king G files +7 ahead +8
    0, // enemy king G files +8 ahead -8
    0, // enemy king G files +8 ahead -7
    0, // enemy king G files +8 ahead -6
    0, // enemy king G files +8 ahead -5
    0, // enemy king G files +8 ahead -4
    0, // enemy king G files +8 ahead -3
    -2, // enemy king G files +8 ahead -2
    -10, // enemy king G files +8 ahead -1
    0, // enemy king G files +8 ahead +0
    0, // enemy king G files +8 ahead +1
    -1, // enemy king G files +8 ahead +2
    -1, // enemy king G files +8 ahead +3
    0, // enemy king G files +8 ahead +4
    2, // enemy king G files +8 ahead +5
    0, // enemy king G files +8 ahead +6
    2, // enemy king G files +8 ahead +7
    0, // enemy king G files +8 ahead +8
    0, // enemy king S files -3 ahead -8
    0, // enemy king S files -3 ahead -7
    0, // enemy king S files -3 ahead -6
    1, // enemy king S files -3 ahead -5
    0, // enemy king S files -3 ahead -4
    -1, // enemy king S files -3 ahead -3
    2, // enemy king S files -3 ahead -2
    -6, // enemy king S files -3 ahead -1
    -10, // enemy king S files -3 ahead +0
    3, // enemy king S files -3 ahead +1
    -5, // enemy king S files -3 ahead +2
    2, // enemy king S files -3 ahead +3
    4, // enemy king S files -3 ahead +4
    -2, // enemy king S files -3 ahead +5
    -7, // enemy king S files -3 ahead +6
    -13, // enemy king S files -3 ahead +7
    13, // enemy king S files -3 ahead +8
    0, // enemy king S files -2 ahead -8
    0, // enemy king S files -2 ahead -7
    0, // enemy king S files -2 ahead -6
    2, // enemy king S files -2 ahead -5
    -2, // enemy king S files -2 ahead -4
    -1, // enemy king S files -2 ahead -3
    -4, // enemy king S files -2 ahead -2
    -3, // enemy king S files -2 ahead -1
    -20, // enemy king S files -2 ahead +0
    -4, // enemy king S files -2 ahead +1
    -15, // enemy king S files -2 ahead +2
    4, // enemy king S files -2 ahead +3
    9, // enemy king S files -2 ahead +4
    9, // enemy king S files -2 ahead +5
    -7, // enemy king S files -2 ahead +6
    2, // enemy king S files -2 ahead +7
    -10, // enemy king S files -2 ahead +8
    0, // enemy king S files -1 ahead -8
    0, // enemy king S files -1 ahead -7
    0, // enemy king S files -1 ahead -6
    -3, // enemy king S files -1 ahead -5
    3, // enemy king S files -1 ahead -4
    -6, // enemy king S files -1 ahead -3
    -2, // enemy king S files -1 ahead -2
    0, // enemy king S files -1 ahead -1
    -13, // enemy king S files -1 ahead +0
    0, // enemy king S files -1 ahead +1
    15, // enemy king S files -1 ahead +2
    10, // enemy king S files -1 ahead +3
    -23, // enemy king S files -1 ahead +4
    -17, // enemy king S files -1 ahead +5
    -15, // enemy king S files -1 ahead +6
    -23, // enemy king S files -1 ahead +7
    -15, // enemy king S files -1 ahead +8
    0, // enemy king S files +0 ahead -8
    0, // enemy king S files +0 ahead -7
    1, // enemy king S files +0 ahead -6
    -6, // enemy king S files +0 ahead -5
    -2, // enemy king S files +0 ahead -4
    -9, // enemy king S files +0 ahead -3
    -10, // enemy king S files +0 ahead -2
    -4, // enemy king S files +0 ahead -1
    0, // enemy king S files +0 ahead +0
    0, // enemy king S files +0 ahead +1
    35, // enemy king S files +0 ahead +2
    50, // enemy king S files +0 ahead +3
    33, // enemy king S files +0 ahead +4
    -26, // enemy king S files +0 ahead +5
    -17, // enemy king S files +0 ahead +6
    -9, // enemy king S files +0 ahead +7
    -14, // enemy king S files +0 ahead +8
    0, // enemy king S files +1 ahead -8
    -3, // enemy king S files +1 ahead -7
    -4, // enemy king S files +1 ahead -6
    -10, // enemy king S files +1 ahead -5
    -2, // enemy king S files +1 ahead -4
    -9, // enemy king S files +1 ahead -3
    7, // enemy king S files +1 ahead -2
    0, // enemy king S files +1 ahead -1
    12, // enemy king S files +1 ahead +0
    0, // enemy king S files +1 ahead +1
    39, // enemy king S files +1 ahead +2
    69, // enemy king S files +1 ahead +3
    28, // enemy king S files +1 ahead +4
    3, // enemy king S files +1 ahead +5
    -8, // enemy king S files +1 ahead +6
    -14, // enemy king S files +1 ahead +7
    2, // enemy king S files +1 ahead +8
    0, // enemy king S files +2 ahead -8
    -3, // enemy king S files +2 ahead -7
    -1, // enemy king S files +2 ahead -6
    -7, // enemy king S files +2 ahead -5
    -4, // enemy king S files +2 ahead -4
    -21, // enemy king S files +2 ahead -3
    2, // enemy king S files +2 ahead -2
    7, // enemy king S files +2 ahead -1
    7, // enemy king S files +2 ahead +0
    24, // enemy king S files +2 ahead +1
    12, // enemy king S files +2 ahead +2
    20, // enemy king S files +2 ahead +3
    40, // enemy king S files +2 ahead +4
    12, // enemy king S files +2 ahead +5
    1, // enemy king S files +2 ahead +6
    -14, // enemy king S files +2 ahead +7
    -12, // enemy king S files +2 ahead +8
    0, // enemy king S files +3 ahead -8
    0, // enemy king S files +3 ahead -7
    1, // enemy king S files +3 ahead -6
    0, // enemy king S files +3 ahead -5
    -4, // enemy king S files +3 ahead -4
    4, // enemy king S files +3 ahead -3
    -16, // enemy king S files +3 ahead -2
    -32, // enemy king S files +3 ahead -1
    -3, // enemy king S files +3 ahead +0
    -17, // enemy king S files +3 ahead +1
    15, // enemy king S files +3 ahead +2
    28, // enemy king S files +3 ahead +3
    -9, // enemy king S files +3 ahead +4
    13, // enemy king S files +3 ahead +5
    1, // enemy king S files +3 ahead +6
    10, // enemy king S files +3 ahead +7
    26, // enemy king S files +3 ahead +8
    0, // enemy king S files +4 ahead -8
    -1, // enemy king S files +4 ahead -7
    -2, // enemy king S files +4 ahead -6
    -2, // enemy king S files +4 ahead -5
    -1, // enemy king S files +4 ahead -4
    -6, // enemy king S files +4 ahead -3
    6, // enemy king S files +4 ahead -2
    -29, // enemy king S files +4 ahead -1
    -16, // enemy king S files +4 ahead +0
    -11, // enemy king S files +4 ahead +1
    -24, // enemy king S files +4 ahead +2
    -47, // enemy king S files +4 ahead +3
    18, // enemy king S files +4 ahead +4
    25, // enemy king S files +4 ahead +5
    7, // enemy king S files +4 ahead +6
    22, // enemy king S files +4 ahead +7
    16, // enemy king S files +4 ahead +8
    -3, // enemy king S files +5 ahead -8
    -1, // enemy king S files +5 ahead -7
    -2, // enemy king S files +5 ahead -6
    0, // enemy king S files +5 ahead -5
    1, // enemy king S files +5 ahead -4
    2, // enemy king S files +5 ahead -3
    -6, // enemy king S files +5 ahead -2
    -22, // enemy king S files +5 ahead -1
    -20, // enemy king S files +5 ahead +0
    -23, // enemy king S files +5 ahead +1
    -14, // enemy king S files +5 ahead +2
    -26, // enemy king S files +5 ahead +3
    -1, // enemy king S files +5 ahead +4
    36, // enemy king S files +5 ahead +5
    43, // enemy king S files +5 ahead +6
    24, // enemy king S files +5 ahead +7
    1, // enemy king S files +5 ahead +8
    -3, // enemy king S files +6 ahead -8
    0, // enemy king S files +6 ahead -7
    0, // enemy king S files +6 ahead -6
    4, // enemy king S files +6 ahead -5
    1, // enemy king S files +6 ahead -4
    1, // enemy king S files +6 ahead -3
    0, // enemy king S files +6 ahead -2
    -19, // enemy king S files +6 ahead -1
    -11, // enemy king S files +6 ahead +0
    8, // enemy king S files +6 ahead +1
    -5, // enemy king S files +6 ahead +2
    41, // enemy king S files +6 ahead +3
    18, // enemy king S files +6 ahead +4
    6, // enemy king S files +6 ahead +5
    -16, // enemy king S files +6 ahead +6
    -18, // enemy king S files +6 ahead +7
    6, // enemy king S files +6 ahead +8
    0, // enemy king S files +7 ahead -8
    0, // enemy king S files +7 ahead -7
    0, // enemy king S files +7 ahead -6
    0, // enemy king S files +7 ahead -5
    -2, // enemy king S files +7 ahead -4
    -1, // enemy king S files +7 ahead -3
    3, // enemy king S files +7 ahead -2
    -6, // enemy king S files +7 ahead -1
    -7, // enemy king S files +7 ahead +0
    -19, // enemy king S files +7 ahead +1
    -19, // enemy king S files +7 ahead +2
    -10, // enemy king S files +7 ahead +3
    -2, // enemy king S files +7 ahead +4
    -20, // enemy king S files +7 ahead +5
    -22, // enemy king S files +7 ahead +6
    -15, // enemy king S files +7 ahead +7
    -1, // enemy king S files +7 ahead +8
    0, // enemy king S files +8 ahead -8
    0, // enemy king S files +8 ahead -7
    0, // enemy king S files +8 ahead -6
    0, // enemy king S files +8 ahead -5
    -1, // enemy king S files +8 ahead -4
    0, // enemy king S files +8 ahead -3
    0, // enemy king S files +8 ahead -2
    0, // enemy king S files +8 ahead -1
    -10, // enemy king S files +8 ahead +0
    -3, // enemy king S files +8 ahead +1
    3, // enemy king S files +8 ahead +2
    1, // enemy king S files +8 ahead +3
    0, // enemy king S files +8 ahead +4
    -15, // enemy king S files +8 ahead +5
    -7, // enemy king S files +8 ahead +6
    1, // enemy king S files +8 ahead +7
    -3, // enemy king S files +8 ahead +8
    0, // enemy king N files -3 ahead -8
    0, // enemy king N files -3 ahead -7
    0, // enemy king N files -3 ahead -6
    0, // enemy king N files -3 ahead -5
    0, // enemy king N files -3 ahead -4
    0, // enemy king N files -3 ahead -3
    0, // enemy king N files -3 ahead -2
    -1, // enemy king N files -3 ahead -1
    -2, // enemy king N files -3 ahead +0
    -7, // enemy king N files -3 ahead +1
    3, // enemy king N files -3 ahead +2
    -7, // enemy king N files -3 ahead +3
    3, // enemy king N files -3 ahead +4
    -13, // enemy king N files -3 ahead +5
    -15, // enemy king N files -3 ahead +6
    1, // enemy king N files -3 ahead +7
    -3, // enemy king N files -3 ahead +8
    0, // enemy king N files -2 ahead -8
    0, // enemy king N files -2 ahead -7
    0, // enemy king N files -2 ahead -6
    0, // enemy king N files -2 ahead -5
    0, // enemy king N files -2 ahead -4
    0, // enemy king N files -2 ahead -3
    0, // enemy king N files -2 ahead -2
    0, // enemy king N files -2 ahead -1
    2, // enemy king N files -2 ahead +0
    -16, // enemy king N files -2 ahead +1
    12, // enemy king N files -2 ahead +2
    33, // enemy king N files -2 ahead +3
    10, // enemy king N files -2 ahead +4
    16, // enemy king N files -2 ahead +5
    11, // enemy king N files -2 ahead +6
    20, // enemy king N files -2 ahead +7
    -25, // enemy king N files -2 ahead +8
    0, // enemy king N files -1 ahead -8
    0, // enemy king N files -1 ahead -7
    0, // enemy king N files -1 ahead -6
    0, // enemy king N files -1 ahead -5
    0, // enemy king N files -1 ahead -4
    -1, // enemy king N files -1 ahead -3
    0, // enemy king N files -1 ahead -2
    0, // enemy king N files -1 ahead -1
    -13, // enemy king N files -1 ahead +0
    -10, // enemy king N files -1 ahead +1
    0, // enemy king N files -1 ahead +2
    36, // enemy king N files -1 ahead +3
    70, // enemy king N files -1 ahead +4
    35, // enemy king N files -1 ahead +5
    -12, // enemy king N files -1 ahead +6
    -7, // enemy king N files -1 ahead +7
    -19, // enemy king N files -1 ahead +8
    0, // enemy king N files +0 ahead -8
    0, // enemy king N files +0 ahead -7
    0, // enemy king N files +0 ahead -6
    0, // enemy king N files +0 ahead -5
    0, // enemy king N files +0 ahead -4
    -1, // enemy king N files +0 ahead -3
    1, // enemy king N files +0 ahead -2
    -1, // enemy king N files +0 ahead -1
    0, // enemy king N files +0 ahead +0
    -49, // enemy king N files +0 ahead +1
    -7, // enemy king N files +0 ahead +2
    8, // enemy king N files +0 ahead +3
    78, // enemy king N files +0 ahead +4
    33, // enemy king N files +0 ahead +5
    -4, // enemy king N files +0 ahead +6
    -11, // enemy king N files +0 ahead +7
    11, // enemy king N files +0 ahead +8
    0, // enemy king N files +1 ahead -8
    0, // enemy king N files +1 ahead -7
    0, // enemy king N files +1 ahead -6
    1, // enemy king N files +1 ahead -5
    0, // enemy king N files +1 ahead -4
    1, // enemy king N files +1 ahead -3
    2, // enemy king N files +1 ahead -2
    -4, // enemy king N files +1 ahead -1
    -1, // enemy king N files +1 ahead +0
    -28, // enemy king N files +1 ahead +1
    0, // enemy king N files +1 ahead +2
    27, // enemy king N files +1 ahead +3
    39, // enemy king N files +1 ahead +4
    -23, // enemy king N files +1 ahead +5
    -9, // enemy king N files +1 ahead +6
    4, // enemy king N files +1 ahead +7
    -4, // enemy king N files +1 ahead +8
    0, // enemy king N files +2 ahead -8
    0, // enemy king N files +2 ahead -7
    0, // enemy king N files +2 ahead -6
    0, // enemy king N files +2 ahead -5
    1, // enemy king N files +2 ahead -4
    7, // enemy king N files +2 ahead -3
    0, // enemy king N files +2 ahead -2
    6, // enemy king N files +2 ahead -1
    -4, // enemy king N files +2 ahead +0
    9, // enemy king N files +2 ahead +1
    -9, // enemy king N files +2 ahead +2
    15, // enemy king N files +2 ahead +3
    30, // enemy king N files +2 ahead +4
    25, // enemy king N files +2 ahead +5
    3, // enemy king N files +2 ahead +6
    -14, // enemy king N files +2 ahead +7
    -16, // enemy king N files +2 ahead +8
    0, // enemy king N files +3 ahead -8
    0, // enemy king N files +3 ahead -7
    0, // enemy king N files +3 ahead -6
    0, // enemy king N files +3 ahead -5
    0, // enemy king N files +3 ahead -4
    -2, // enemy king N files +3 ahead -3
    5, // enemy king N files +3 ahead -2
    -2, // enemy king N files +3 ahead -1
    3, // enemy king N files +3 ahead +0
    5, // enemy king N files +3 ahead +1
    7, // enemy king N files +3 ahead +2
    18, // enemy king N files +3 ahead +3
    -11, // enemy king N files +3 ahead +4
    25, // enemy king N files +3 ahead +5
    -5, // enemy king N files +3 ahead +6
    9, // enemy king N files +3 ahead +7
    23, // enemy king N files +3 ahead +8
    0, // enemy king N files +4 ahead -8
    0, // enemy king N files +4 ahead -7
    0, // enemy king N files +4 ahead -6
    0, // enemy king N files +4 ahead -5
    0, // enemy king N files +4 ahead -4
    0, // enemy king N files +4 ahead -3
    -2, // enemy king N files +4 ahead -2
    6, // enemy king N files +4 ahead -1
    -6, // enemy king N files +4 ahead +0
    -28, // enemy king N files +4 ahead +1
    -30, // enemy king N files +4 ahead +2
    36, // enemy king N files +4 ahead +3
    -28, // enemy king N files +4 ahead +4
    -24, // enemy king N files +4 ahead +5
    -57, // enemy king N files +4 ahead +6
    -4, // enemy king N files +4 ahead +7
    29, // enemy king N files +4 ahead +8
    0, // enemy king N files +5 ahead -8
    0, // enemy king N files +5 ahead -7
    0, // enemy king N files +5 ahead -6
    0, // enemy king N files +5 ahead -5
    0, // enemy king N files +5 ahead -4
    1, // enemy king N files +5 ahead -3
    -1, // enemy king N files +5 ahead -2
    2, // enemy king N files +5 ahead -1
    -5, // enemy king N files +5 ahead +0
    -12, // enemy king N files +5 ahead +1
    0, // enemy king N files +5 ahead +2
    -39, // enemy king N files +5 ahead +3
    -50, // enemy king N files +5 ahead +4
    -20, // enemy king N files +5 ahead +5
    -68, // enemy king N files +5 ahead +6
    16, // enemy king N files +5 ahead +7
    -30, // enemy king N files +5 ahead +8
    0, // enemy king N files +6 ahead -8
    0, // enemy king N files +6 ahead -7
    0, // enemy king N files +6 ahead -6
    0, // enemy king N files +6 ahead -5
    0, // enemy king N files +6 ahead -4
    1, // enemy king N files +6 ahead -3
    0, // enemy king N files +6 ahead -2
    -5, // enemy king N files +6 ahead -1
    -19, // enemy king N files +6 ahead +0
    -6, // enemy king N files +6 ahead +1
    -14, // enemy king N files +6 ahead +2
    -10, // enemy king N files +6 ahead +3
    -33, // enemy king N files +6 ahead +4
    -46, // enemy king N files +6 ahead +5
    -29, // enemy king N files +6 ahead +6
    18, // enemy king N files +6 ahead +7
    -11, // enemy king N files +6 ahead +8
    0, // enemy king N files +7 ahead -8
    0, // enemy king N files +7 ahead -7
    0, // enemy king N files +7 ahead -6
    0, // enemy king N files +7 ahead -5
    0, // enemy king N files +7 ahead -4
    -1, // enemy king N files +7 ahead -3
    -1, // enemy king N files +7 ahead -2
    -1, // enemy king N files +7 ahead -1
    1, // enemy king N files +7 ahead +0
    12, // enemy king N files +7 ahead +1
    -4, // enemy king N files +7 ahead +2
    -12, // enemy king N files +7 ahead +3
    -16, // enemy king N files +7 ahead +4
    -30, // enemy king N files +7 ahead +5
    13, // enemy king N files +7 ahead +6
    -28, // enemy king N files +7 ahead +7
    1, // enemy king N files +7 ahead +8
    0, // enemy king N files +8 ahead -8
    0, // enemy king N files +8 ahead -7
    0, // enemy king N files +8 ahead -6
    0, // enemy king N files +8 ahead -5
    0, // enemy king N files +8 ahead -4
    0, // enemy king N files +8 ahead -3
    0, // enemy king N files +8 ahead -2
    -3, // enemy king N files +8 ahead -1
    -1, // enemy king N files +8 ahead +0
    -1, // enemy king N files +8 ahead +1
    -1, // enemy king N files +8 ahead +2
    2, // enemy king N files +8 ahead +3
    -3, // enemy king N files +8 ahead +4
    4, // enemy king N files +8 ahead +5
    2, // enemy king N files +8 ahead +6
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
    -4, // enemy king L files -3 ahead +0
    -4, // enemy king L files -3 ahead +1
    5, // enemy king L files -3 ahead +2
    19, // enemy king L files -3 ahead +3
    40, // enemy king L files -3 ahead +4
    -17, // enemy king L files -3 ahead +5
    8, // enemy king L files -3 ahead +6
    -5, // enemy king L files -3 ahead +7
    4, // enemy king L files -3 ahead +8
    0, // enemy king L files -2 ahead -8
    0, // enemy king L files -2 ahead -7
    0, // enemy king L files -2 ahead -6
    0, // enemy king L files -2 ahead -5
    0, // enemy king L files -2 ahead -4
    0, // enemy king L files -2 ahead -3
    0, // enemy king L files -2 ahead -2
    -2, // enemy king L files -2 ahead -1
    0, // enemy king L files -2 ahead +0
    2, // enemy king L files -2 ahead +1
    -9, // enemy king L files -2 ahead +2
    1, // enemy king L files -2 ahead +3
    2, // enemy king L files -2 ahead +4
    -25, // enemy king L files -2 ahead +5
    -6, // enemy king L files -2 ahead +6
    3, // enemy king L files -2 ahead +7
    -12, // enemy king L files -2 ahead +8
    0, // enemy king L files -1 ahead -8
    0, // enemy king L files -1 ahead -7
    0, // enemy king L files -1 ahead -6
    0, // enemy king L files -1 ahead -5
    0, // enemy king L files -1 ahead -4
    0, // enemy king L files -1 ahead -3
    -3, // enemy king L files -1 ahead -2
    1, // enemy king L files -1 ahead -1
    -13, // enemy king L files -1 ahead +0
    -24, // enemy king L files -1 ahead +1
    -17, // enemy king L files -1 ahead +2
    7, // enemy king L files -1 ahead +3
    -7, // enemy king L files -1 ahead +4
    42, // enemy king L files -1 ahead +5
    -5, // enemy king L files -1 ahead +6
    7, // enemy king L files -1 ahead +7
    -38, // enemy king L files -1 ahead +8
    0, // enemy king L files +0 ahead -8
    0, // enemy king L files +0 ahead -7
    0, // enemy king L files +0 ahead -6
    0, // enemy king L files +0 ahead -5
    0, // enemy king L files +0 ahead -4
    -1, // enemy king L files +0 ahead -3
    1, // enemy king L files +0 ahead -2
    1, // enemy king L files +0 ahead -1
    0, // enemy king L files +0 ahead +0
    0, // enemy king L files +0 ahead +1
    32, // enemy king L files +0 ahead +2
    29, // enemy king L files +0 ahead +3
    34, // enemy king L files +0 ahead +4
    65, // enemy king L files +0 ahead +5
    79, // enemy king L files +0 ahead +6
    28, // enemy king L files +0 ahead +7
    7, // enemy king L files +0 ahead +8
    0, // enemy king L files +1 ahead -8
    0, // enemy king L files +1 ahead -7
    0, // enemy king L files +1 ahead -6
    0, // enemy king L files +1 ahead -5
    1, // enemy king L files +1 ahead -4
    -1, // enemy king L files +1 ahead -3
    0, // enemy king L files +1 ahead -2
    1, // enemy king L files +1 ahead -1
    -4, // enemy king L files +1 ahead +0
    -25, // enemy king L files +1 ahead +1
    3, // enemy king L files +1 ahead +2
    10, // enemy king L files +1 ahead +3
    31, // enemy king L files +1 ahead +4
    34, // enemy king L files +1 ahead +5
    2, // enemy king L files +1 ahead +6
    23, // enemy king L files +1 ahead +7
    26, // enemy king L files +1 ahead +8
    0, // enemy king L files +2 ahead -8
    0, // enemy king L files +2 ahead -7
    0, // enemy king L files +2 ahead -6
    0, // enemy king L files +2 ahead -5
    2, // enemy king L files +2 ahead -4
    -1, // enemy king L files +2 ahead -3
    0, // enemy king L files +2 ahead -2
    -1, // enemy king L files +2 ahead -1
    -11, // enemy king L files +2 ahead +0
    -14, // enemy king L files +2 ahead +1
    -7, // enemy king L files +2 ahead +2
    -19, // enemy king L files +2 ahead +3
    -2, // enemy king L files +2 ahead +4
    21, // enemy king L files +2 ahead +5
    -1, // enemy king L files +2 ahead +6
    19, // enemy king L files +2 ahead +7
    4, // enemy king L files +2 ahead +8
    0, // enemy king L files +3 ahead -8
    0, // enemy king L files +3 ahead -7
    0, // enemy king L files +3 ahead -6
    0, // enemy king L files +3 ahead -5
    0, // enemy king L files +3 ahead -4
    -2, // enemy king L files +3 ahead -3
    5, // enemy king L files +3 ahead -2
    -6, // enemy king L files +3 ahead -1
    4, // enemy king L files +3 ahead +0
    -17, // enemy king L files +3 ahead +1
    6, // enemy king L files +3 ahead +2
    -27, // enemy king L files +3 ahead +3
    15, // enemy king L files +3 ahead +4
    -7, // enemy king L files +3 ahead +5
    1, // enemy king L files +3 ahead +6
    -17, // enemy king L files +3 ahead +7
    17, // enemy king L files +3 ahead +8
    0, // enemy king L files +4 ahead -8
    0, // enemy king L files +4 ahead -7
    0, // enemy king L files +4 ahead -6
    0, // enemy king L files +4 ahead -5
    -1, // enemy king L files +4 ahead -4
    3, // enemy king L files +4 ahead -3
    0, // enemy king L files +4 ahead -2
    -4, // enemy king L files +4 ahead -1
    -9, // enemy king L files +4 ahead +0
    -20, // enemy king L files +4 ahead +1
    -2, // enemy king L files +4 ahead +2
    3, // enemy king L files +4 ahead +3
    28, // enemy king L files +4 ahead +4
    -28, // enemy king L files +4 ahead +5
    27, // enemy king L files +4 ahead +6
    36, // enemy king L files +4 ahead +7
    21, // enemy king L files +4 ahead +8
    0, // enemy king L files +5 ahead -8
    0, // enemy king L files +5 ahead -7
    0, // enemy king L files +5 ahead -6
    1, // enemy king L files +5 ahead -5
    0, // enemy king L files +5 ahead -4
    2, // enemy king L files +5 ahead -3
    -7, // enemy king L files +5 ahead -2
    -4, // enemy king L files +5 ahead -1
    -13, // enemy king L files +5 ahead +0
    -21, // enemy king L files +5 ahead +1
    11, // enemy king L files +5 ahead +2
    0, // enemy king L files +5 ahead +3
    -23, // enemy king L files +5 ahead +4
    -2, // enemy king L files +5 ahead +5
    -15, // enemy king L files +5 ahead +6
    -19, // enemy king L files +5 ahead +7
    -6, // enemy king L files +5 ahead +8
    0, // enemy king L files +6 ahead -8
    0, // enemy king L files +6 ahead -7
    0, // enemy king L files +6 ahead -6
    0, // enemy king L files +6 ahead -5
    -1, // enemy king L files +6 ahead -4
    1, // enemy king L files +6 ahead -3
    0, // enemy king L files +6 ahead -2
    -2, // enemy king L files +6 ahead -1
    -15, // enemy king L files +6 ahead +0
    4, // enemy king L files +6 ahead +1
    -13, // enemy king L files +6 ahead +2
    -35, // enemy king L files +6 ahead +3
    0, // enemy king L files +6 ahead +4
    -26, // enemy king L files +6 ahead +5
    -33, // enemy king L files +6 ahead +6
    -27, // enemy king L files +6 ahead +7
    -49, // enemy king L files +6 ahead +8
    0, // enemy king L files +7 ahead -8
    0, // enemy king L files +7 ahead -7
    0, // enemy king L files +7 ahead -6
    0, // enemy king L files +7 ahead -5
    0, // enemy king L files +7 ahead -4
    1, // enemy king L files +7 ahead -3
    -10, // enemy king L files +7 ahead -2
    -4, // enemy king L files +7 ahead -1
    -10, // enemy king L files +7 ahead +0
    -1, // enemy king L files +7 ahead +1
    -24, // enemy king L files +7 ahead +2
    -12, // enemy king L files +7 ahead +3
    -52, // enemy king L files +7 ahead +4
    -36, // enemy king L files +7 ahead +5
    -51, // enemy king L files +7 ahead +6
    -40, // enemy king L files +7 ahead +7
    -40, // enemy king L files +7 ahead +8
    0, // enemy king L files +8 ahead -8
    0, // enemy king L files +8 ahead -7
    0, // enemy king L files +8 ahead -6
    0, // enemy king L files +8 ahead -5
    -1, // enemy king L files +8 ahead -4
    -1, // enemy king L files +8 ahead -3
    2, // enemy king L files +8 ahead -2
    -1, // enemy king L files +8 ahead -1
    10, // enemy king L files +8 ahead +0
    2, // enemy king L files +8 ahead +1
    2, // enemy king L files +8 ahead +2
    7, // enemy king L files +8 ahead +3
    21, // enemy king L files +8 ahead +4
    15, // enemy king L files +8 ahead +5
    -3, // enemy king L files +8 ahead +6
    12, // enemy king L files +8 ahead +7
    -30, // enemy king L files +8 ahead +8
    0, // enemy king P files -3 ahead -8
    0, // enemy king P files -3 ahead -7
    0, // enemy king P files -3 ahead -6
    0, // enemy king P files -3 ahead -5
    0, // enemy king P files -3 ahead -4
    1, // enemy king P files -3 ahead -3
    -3, // enemy king P files -3 ahead -2
    -8, // enemy king P files -3 ahead -1
    -12, // enemy king P files -3 ahead +0
    -30, // enemy king P files -3 ahead +1
    16, // enemy king P files -3 ahead +2
    41, // enemy king P files -3 ahead +3
    16, // enemy king P files -3 ahead +4
    26, // enemy king P files -3 ahead +5
    -16, // enemy king P files -3 ahead +6
    -4, // enemy king P files -3 ahead +7
    -3, // enemy king P files -3 ahead +8
    0, // enemy king P files -2 ahead -8
    0, // enemy king P files -2 ahead -7
    0, // enemy king P files -2 ahead -6
    -1, // enemy king P files -2 ahead -5
    0, // enemy king P files -2 ahead -4
    -2, // enemy king P files -2 ahead -3
    -4, // enemy king P files -2 ahead -2
    -11, // enemy king P files -2 ahead -1
    -26, // enemy king P files -2 ahead +0
    13, // enemy king P files -2 ahead +1
    26, // enemy king P files -2 ahead +2
    57, // enemy king P files -2 ahead +3
    -10, // enemy king P files -2 ahead +4
    -21, // enemy king P files -2 ahead +5
    -14, // enemy king P files -2 ahead +6
    22, // enemy king P files -2 ahead +7
    -2, // enemy king P files -2 ahead +8
    0, // enemy king P files -1 ahead -8
    0, // enemy king P files -1 ahead -7
    0, // enemy king P files -1 ahead -6
    -1, // enemy king P files -1 ahead -5
    -9, // enemy king P files -1 ahead -4
    -6, // enemy king P files -1 ahead -3
    6, // enemy king P files -1 ahead -2
    -9, // enemy king P files -1 ahead -1
    -68, // enemy king P files -1 ahead +0
    -10, // enemy king P files -1 ahead +1
    8, // enemy king P files -1 ahead +2
    35, // enemy king P files -1 ahead +3
    21, // enemy king P files -1 ahead +4
    0, // enemy king P files -1 ahead +5
    -31, // enemy king P files -1 ahead +6
    10, // enemy king P files -1 ahead +7
    -18, // enemy king P files -1 ahead +8
    0, // enemy king P files +0 ahead -8
    1, // enemy king P files +0 ahead -7
    4, // enemy king P files +0 ahead -6
    0, // enemy king P files +0 ahead -5
    3, // enemy king P files +0 ahead -4
    6, // enemy king P files +0 ahead -3
    -6, // enemy king P files +0 ahead -2
    -18, // enemy king P files +0 ahead -1
    0, // enemy king P files +0 ahead +0
    0, // enemy king P files +0 ahead +1
    47, // enemy king P files +0 ahead +2
    43, // enemy king P files +0 ahead +3
    2, // enemy king P files +0 ahead +4
    -7, // enemy king P files +0 ahead +5
    -28, // enemy king P files +0 ahead +6
    17, // enemy king P files +0 ahead +7
    -3, // enemy king P files +0 ahead +8
    0, // enemy king P files +1 ahead -8
    0, // enemy king P files +1 ahead -7
    -2, // enemy king P files +1 ahead -6
    -6, // enemy king P files +1 ahead -5
    -12, // enemy king P files +1 ahead -4
    -8, // enemy king P files +1 ahead -3
    -5, // enemy king P files +1 ahead -2
    -22, // enemy king P files +1 ahead -1
    -38, // enemy king P files +1 ahead +0
    -17, // enemy king P files +1 ahead +1
    4, // enemy king P files +1 ahead +2
    38, // enemy king P files +1 ahead +3
    15, // enemy king P files +1 ahead +4
    -8, // enemy king P files +1 ahead +5
    -12, // enemy king P files +1 ahead +6
    19, // enemy king P files +1 ahead +7
    4, // enemy king P files +1 ahead +8
    0, // enemy king P files +2 ahead -8
    1, // enemy king P files +2 ahead -7
    4, // enemy king P files +2 ahead -6
    0, // enemy king P files +2 ahead -5
    0, // enemy king P files +2 ahead -4
    -15, // enemy king P files +2 ahead -3
    -4, // enemy king P files +2 ahead -2
    -48, // enemy king P files +2 ahead -1
    -20, // enemy king P files +2 ahead +0
    -16, // enemy king P files +2 ahead +1
    -35, // enemy king P files +2 ahead +2
    29, // enemy king P files +2 ahead +3
    29, // enemy king P files +2 ahead +4
    14, // enemy king P files +2 ahead +5
    5, // enemy king P files +2 ahead +6
    27, // enemy king P files +2 ahead +7
    11, // enemy king P files +2 ahead +8
    0, // enemy king P files +3 ahead -8
    0, // enemy king P files +3 ahead -7
    3, // enemy king P files +3 ahead -6
    0, // enemy king P files +3 ahead -5
    3, // enemy king P files +3 ahead -4
    -8, // enemy king P files +3 ahead -3
    -15, // enemy king P files +3 ahead -2
    -29, // enemy king P files +3 ahead -1
    -49, // enemy king P files +3 ahead +0
    -34, // enemy king P files +3 ahead +1
    12, // enemy king P files +3 ahead +2
    19, // enemy king P files +3 ahead +3
    24, // enemy king P files +3 ahead +4
    20, // enemy king P files +3 ahead +5
    17, // enemy king P files +3 ahead +6
    50, // enemy king P files +3 ahead +7
    13, // enemy king P files +3 ahead +8
    0, // enemy king P files +4 ahead -8
    0, // enemy king P files +4 ahead -7
    -2, // enemy king P files +4 ahead -6
    1, // enemy king P files +4 ahead -5
    -2, // enemy king P files +4 ahead -4
    9, // enemy king P files +4 ahead -3
    -18, // enemy king P files +4 ahead -2
    2, // enemy king P files +4 ahead -1
    -9, // enemy king P files +4 ahead +0
    -41, // enemy king P files +4 ahead +1
    -15, // enemy king P files +4 ahead +2
    13, // enemy king P files +4 ahead +3
    -4, // enemy king P files +4 ahead +4
    2, // enemy king P files +4 ahead +5
    13, // enemy king P files +4 ahead +6
    13, // enemy king P files +4 ahead +7
    14, // enemy king P files +4 ahead +8
    0, // enemy king P files +5 ahead -8
    0, // enemy king P files +5 ahead -7
    0, // enemy king P files +5 ahead -6
    0, // enemy king P files +5 ahead -5
    -3, // enemy king P files +5 ahead -4
    5, // enemy king P files +5 ahead -3
    -3, // enemy king P files +5 ahead -2
    8, // enemy king P files +5 ahead -1
    -81, // enemy king P files +5 ahead +0
    0, // enemy king P files +5 ahead +1
    18, // enemy king P files +5 ahead +2
    4, // enemy king P files +5 ahead +3
    7, // enemy king P files +5 ahead +4
    30, // enemy king P files +5 ahead +5
    31, // enemy king P files +5 ahead +6
    -12, // enemy king P files +5 ahead +7
    -6, // enemy king P files +5 ahead +8
    0, // enemy king P files +6 ahead -8
    0, // enemy king P files +6 ahead -7
    0, // enemy king P files +6 ahead -6
    0, // enemy king P files +6 ahead -5
    2, // enemy king P files +6 ahead -4
    -12, // enemy king P files +6 ahead -3
    -3, // enemy king P files +6 ahead -2
    -1, // enemy king P files +6 ahead -1
    -1, // enemy king P files +6 ahead +0
    -2, // enemy king P files +6 ahead +1
    -30, // enemy king P files +6 ahead +2
    -5, // enemy king P files +6 ahead +3
    4, // enemy king P files +6 ahead +4
    6, // enemy king P files +6 ahead +5
    47, // enemy king P files +6 ahead +6
    -15, // enemy king P files +6 ahead +7
    -3, // enemy king P files +6 ahead +8
    0, // enemy king P files +7 ahead -8
    0, // enemy king P files +7 ahead -7
    0, // enemy king P files +7 ahead -6
    -1, // enemy king P files +7 ahead -5
    0, // enemy king P files +7 ahead -4
    5, // enemy king P files +7 ahead -3
    4, // enemy king P files +7 ahead -2
    -16, // enemy king P files +7 ahead -1
    -14, // enemy king P files +7 ahead +0
    -32, // enemy king P files +7 ahead +1
    -37, // enemy king P files +7 ahead +2
    5, // enemy king P files +7 ahead +3
    -11, // enemy king P files +7 ahead +4
    12, // enemy king P files +7 ahead +5
    6, // enemy king P files +7 ahead +6
    11, // enemy king P files +7 ahead +7
    4, // enemy king P files +7 ahead +8
    0, // enemy king P files +8 ahead -8
    0, // enemy king P files +8 ahead -7
    0, // enemy king P files +8 ahead -6
    0, // enemy king P files +8 ahead -5
    0, // enemy king P files +8 ahead -4
    5, // enemy king P files +8 ahead -3
    0, // enemy king P files +8 ahead -2
    15, // enemy king P files +8 ahead -1
    16, // enemy king P files +8 ahead +0
    25, // enemy king P files +8 ahead +1
    0, // enemy king P files +8 ahead +2
    4, // enemy king P files +8 ahead +3
    -15, // enemy king P files +8 ahead +4
    26, // enemy king P files +8 ahead +5
    -23, // enemy king P files +8 ahead +6
    1, // enemy king P files +8 ahead +7
    -1, // enemy king P files +8 ahead +8
    0, // enemy king +R files -3 ahead -8
    0, // enemy king +R files -3 ahead -7
    0, // enemy king +R files -3 ahead -6
    0, // enemy king +R files -3 ahead -5
    0, // enemy king +R files -3 ahead -4
    3, // enemy king +R files -3 ahead -3
    1, // enemy king +R files -3 ahead -2
    -7, // enemy king +R files -3 ahead -1
    20, // enemy king +R files -3 ahead +0
    16, // enemy king +R files -3 ahead +1
    1, // enemy king +R files -3 ahead +2
    -12, // enemy king +R files -3 ahead +3
    -2, // enemy king +R files -3 ahead +4
    -5, // enemy king +R files -3 ahead +5
    1, // enemy king +R files -3 ahead +6
    5, // enemy king +R files -3 ahead +7
    1, // enemy king +R files -3 ahead +8
    0, // enemy king +R files -2 ahead -8
    0, // enemy king +R files -2 ahead -7
    0, // enemy king +R files -2 ahead -6
    0, // enemy king +R files -2 ahead -5
    -1, // enemy king +R files -2 ahead -4
    2, // enemy king +R files -2 ahead -3
    9, // enemy king +R files -2 ahead -2
    -12, // enemy king +R files -2 ahead -1
    41, // enemy king +R files -2 ahead +0
    15, // enemy king +R files -2 ahead +1
    -4, // enemy king +R files -2 ahead +2
    -9, // enemy king +R files -2 ahead +3
    -4, // enemy king +R files -2 ahead +4
    -10, // enemy king +R files -2 ahead +5
    -3, // enemy king +R files -2 ahead +6
    -12, // enemy king +R files -2 ahead +7
    6, // enemy king +R files -2 ahead +8
    0, // enemy king +R files -1 ahead -8
    -9, // enemy king +R files -1 ahead -7
    -1, // enemy king +R files -1 ahead -6
    -3, // enemy king +R files -1 ahead -5
    -2, // enemy king +R files -1 ahead -4
    -4, // enemy king +R files -1 ahead -3
    13, // enemy king +R files -1 ahead -2
    0, // enemy king +R files -1 ahead -1
    0, // enemy king +R files -1 ahead +0
    0, // enemy king +R files -1 ahead +1
    7, // enemy king +R files -1 ahead +2
    -13, // enemy king +R files -1 ahead +3
    -1, // enemy king +R files -1 ahead +4
    -15, // enemy king +R files -1 ahead +5
    -12, // enemy king +R files -1 ahead +6
    -8, // enemy king +R files -1 ahead +7
    0, // enemy king +R files -1 ahead +8
    0, // enemy king +R files +0 ahead -8
    2, // enemy king +R files +0 ahead -7
    -2, // enemy king +R files +0 ahead -6
    0, // enemy king +R files +0 ahead -5
    -4, // enemy king +R files +0 ahead -4
    4, // enemy king +R files +0 ahead -3
    46, // enemy king +R files +0 ahead -2
    0, // enemy king +R files +0 ahead -1
    0, // enemy king +R files +0 ahead +0
    0, // enemy king +R files +0 ahead +1
    -4, // enemy king +R files +0 ahead +2
    -8, // enemy king +R files +0 ahead +3
    -7, // enemy king +R files +0 ahead +4
    16, // enemy king +R files +0 ahead +5
    2, // enemy king +R files +0 ahead +6
    -2, // enemy king +R files +0 ahead +7
    0, // enemy king +R files +0 ahead +8
    -3, // enemy king +R files +1 ahead -8
    -1, // enemy king +R files +1 ahead -7
    3, // enemy king +R files +1 ahead -6
    8, // enemy king +R files +1 ahead -5
    -1, // enemy king +R files +1 ahead -4
    11, // enemy king +R files +1 ahead -3
    12, // enemy king +R files +1 ahead -2
    0, // enemy king +R files +1 ahead -1
    0, // enemy king +R files +1 ahead +0
    0, // enemy king +R files +1 ahead +1
    1, // enemy king +R files +1 ahead +2
    -25, // enemy king +R files +1 ahead +3
    -7, // enemy king +R files +1 ahead +4
    -6, // enemy king +R files +1 ahead +5
    -3, // enemy king +R files +1 ahead +6
    -7, // enemy king +R files +1 ahead +7
    1, // enemy king +R files +1 ahead +8
    1, // enemy king +R files +2 ahead -8
    0, // enemy king +R files +2 ahead -7
    -1, // enemy king +R files +2 ahead -6
    2, // enemy king +R files +2 ahead -5
    -1, // enemy king +R files +2 ahead -4
    5, // enemy king +R files +2 ahead -3
    36, // enemy king +R files +2 ahead -2
    37, // enemy king +R files +2 ahead -1
    57, // enemy king +R files +2 ahead +0
    7, // enemy king +R files +2 ahead +1
    -25, // enemy king +R files +2 ahead +2
    -14, // enemy king +R files +2 ahead +3
    -6, // enemy king +R files +2 ahead +4
    -3, // enemy king +R files +2 ahead +5
    8, // enemy king +R files +2 ahead +6
    6, // enemy king +R files +2 ahead +7
    0, // enemy king +R files +2 ahead +8
    0, // enemy king +R files +3 ahead -8
    1, // enemy king +R files +3 ahead -7
    -1, // enemy king +R files +3 ahead -6
    3, // enemy king +R files +3 ahead -5
    2, // enemy king +R files +3 ahead -4
    -11, // enemy king +R files +3 ahead -3
    9, // enemy king +R files +3 ahead -2
    24, // enemy king +R files +3 ahead -1
    79, // enemy king +R files +3 ahead +0
    -2, // enemy king +R files +3 ahead +1
    -10, // enemy king +R files +3 ahead +2
    -19, // enemy king +R files +3 ahead +3
    6, // enemy king +R files +3 ahead +4
    0, // enemy king +R files +3 ahead +5
    -4, // enemy king +R files +3 ahead +6
    -8, // enemy king +R files +3 ahead +7
    -1, // enemy king +R files +3 ahead +8
    0, // enemy king +R files +4 ahead -8
    2, // enemy king +R files +4 ahead -7
    -1, // enemy king +R files +4 ahead -6
    -1, // enemy king +R files +4 ahead -5
    -9, // enemy king +R files +4 ahead -4
    -9, // enemy king +R files +4 ahead -3
    18, // enemy king +R files +4 ahead -2
    -18, // enemy king +R files +4 ahead -1
    -11, // enemy king +R files +4 ahead +0
    -5, // enemy king +R files +4 ahead +1
    -3, // enemy king +R files +4 ahead +2
    -42, // enemy king +R files +4 ahead +3
    -34, // enemy king +R files +4 ahead +4
    1, // enemy king +R files +4 ahead +5
    21, // enemy king +R files +4 ahead +6
    -32, // enemy king +R files +4 ahead +7
    -5, // enemy king +R files +4 ahead +8
    0, // enemy king +R files +5 ahead -8
    1, // enemy king +R files +5 ahead -7
    -3, // enemy king +R files +5 ahead -6
    -2, // enemy king +R files +5 ahead -5
    -7, // enemy king +R files +5 ahead -4
    -12, // enemy king +R files +5 ahead -3
    -11, // enemy king +R files +5 ahead -2
    18, // enemy king +R files +5 ahead -1
    44, // enemy king +R files +5 ahead +0
    -9, // enemy king +R files +5 ahead +1
    -2, // enemy king +R files +5 ahead +2
    -12, // enemy king +R files +5 ahead +3
    -13, // enemy king +R files +5 ahead +4
    -1, // enemy king +R files +5 ahead +5
    -14, // enemy king +R files +5 ahead +6
    7, // enemy king +R files +5 ahead +7
    -14, // enemy king +R files +5 ahead +8
    0, // enemy king +R files +6 ahead -8
    -8, // enemy king +R files +6 ahead -7
    -8, // enemy king +R files +6 ahead -6
    4, // enemy king +R files +6 ahead -5
    -7, // enemy king +R files +6 ahead -4
    -6, // enemy king +R files +6 ahead -3
    -3, // enemy king +R files +6 ahead -2
    -20, // enemy king +R files +6 ahead -1
    15, // enemy king +R files +6 ahead +0
    -37, // enemy king +R files +6 ahead +1
    -39, // enemy king +R files +6 ahead +2
    -8, // enemy king +R files +6 ahead +3
    -17, // enemy king +R files +6 ahead +4
    -11, // enemy king +R files +6 ahead +5
    1, // enemy king +R files +6 ahead +6
    -12, // enemy king +R files +6 ahead +7
    1, // enemy king +R files +6 ahead +8
    1, // enemy king +R files +7 ahead -8
    0, // enemy king +R files +7 ahead -7
    0, // enemy king +R files +7 ahead -6
    -1, // enemy king +R files +7 ahead -5
    -9, // enemy king +R files +7 ahead -4
    -9, // enemy king +R files +7 ahead -3
    9, // enemy king +R files +7 ahead -2
    -71, // enemy king +R files +7 ahead -1
    -1, // enemy king +R files +7 ahead +0
    -30, // enemy king +R files +7 ahead +1
    -25, // enemy king +R files +7 ahead +2
    -13, // enemy king +R files +7 ahead +3
    -4, // enemy king +R files +7 ahead +4
    2, // enemy king +R files +7 ahead +5
    -3, // enemy king +R files +7 ahead +6
    4, // enemy king +R files +7 ahead +7
    -5, // enemy king +R files +7 ahead +8
    -3, // enemy king +R files +8 ahead -8
    0, // enemy king +R files +8 ahead -7
    -2, // enemy king +R files +8 ahead -6
    -5, // enemy king +R files +8 ahead -5
    -5, // enemy king +R files +8 ahead -4
    -1, // enemy king +R files +8 ahead -3
    -4, // enemy king +R files +8 ahead -2
    0, // enemy king +R files +8 ahead -1
    1, // enemy king +R files +8 ahead +0
    -20, // enemy king +R files +8 ahead +1
    -7, // enemy king +R files +8 ahead +2
    -3, // enemy king +R files +8 ahead +3
    0, // enemy king +R files +8 ahead +4
    0, // enemy king +R files +8 ahead +5
    2, // enemy king +R files +8 ahead +6
    0, // enemy king +R files +8 ahead +7
    0, // enemy king +R files +8 ahead +8
    0, // enemy king +B files -3 ahead -8
    0, // enemy king +B files -3 ahead -7
    0, // enemy king +B files -3 ahead -6
    0, // enemy king +B files -3 ahead -5
    -3, // enemy king +B files -3 ahead -4
    -1, // enemy king +B files -3 ahead -3
    -2, // enemy king +B files -3 ahead -2
    -2, // enemy king +B files -3 ahead -1
    -2, // enemy king +B files -3 ahead +0
    -4, // enemy king +B files -3 ahead +1
    22, // enemy king +B files -3 ahead +2
    7, // enemy king +B files -3 ahead +3
    -1, // enemy king +B files -3 ahead +4
    8, // enemy king +B files -3 ahead +5
    -1, // enemy king +B files -3 ahead +6
    1, // enemy king +B files -3 ahead +7
    0, // enemy king +B files -3 ahead +8
    0, // enemy king +B files -2 ahead -8
    0, // enemy king +B files -2 ahead -7
    -4, // enemy king +B files -2 ahead -6
    6, // enemy king +B files -2 ahead -5
    -1, // enemy king +B files -2 ahead -4
    0, // enemy king +B files -2 ahead -3
    6, // enemy king +B files -2 ahead -2
    -6, // enemy king +B files -2 ahead -1
    -44, // enemy king +B files -2 ahead +0
    7, // enemy king +B files -2 ahead +1
    3, // enemy king +B files -2 ahead +2
    10, // enemy king +B files -2 ahead +3
    -3, // enemy king +B files -2 ahead +4
    7, // enemy king +B files -2 ahead +5
    1, // enemy king +B files -2 ahead +6
    -10, // enemy king +B files -2 ahead +7
    2, // enemy king +B files -2 ahead +8
    0, // enemy king +B files -1 ahead -8
    -2, // enemy king +B files -1 ahead -7
    -3, // enemy king +B files -1 ahead -6
    0, // enemy king +B files -1 ahead -5
    2, // enemy king +B files -1 ahead -4
    6, // enemy king +B files -1 ahead -3
    -15, // enemy king +B files -1 ahead -2
    0, // enemy king +B files -1 ahead -1
    0, // enemy king +B files -1 ahead +0
    0, // enemy king +B files -1 ahead +1
    2, // enemy king +B files -1 ahead +2
    -6, // enemy king +B files -1 ahead +3
    24, // enemy king +B files -1 ahead +4
    4, // enemy king +B files -1 ahead +5
    -1, // enemy king +B files -1 ahead +6
    1, // enemy king +B files -1 ahead +7
    0, // enemy king +B files -1 ahead +8
    0, // enemy king +B files +0 ahead -8
    -9, // enemy king +B files +0 ahead -7
    0, // enemy king +B files +0 ahead -6
    2, // enemy king +B files +0 ahead -5
    0, // enemy king +B files +0 ahead -4
    14, // enemy king +B files +0 ahead -3
    12, // enemy king +B files +0 ahead -2
    0, // enemy king +B files +0 ahead -1
    0, // enemy king +B files +0 ahead +0
    0, // enemy king +B files +0 ahead +1
    -8, // enemy king +B files +0 ahead +2
    37, // enemy king +B files +0 ahead +3
    13, // enemy king +B files +0 ahead +4
    7, // enemy king +B files +0 ahead +5
    -13, // enemy king +B files +0 ahead +6
    -12, // enemy king +B files +0 ahead +7
    1, // enemy king +B files +0 ahead +8
    0, // enemy king +B files +1 ahead -8
    1, // enemy king +B files +1 ahead -7
    0, // enemy king +B files +1 ahead -6
    -1, // enemy king +B files +1 ahead -5
    -2, // enemy king +B files +1 ahead -4
    6, // enemy king +B files +1 ahead -3
    14, // enemy king +B files +1 ahead -2
    0, // enemy king +B files +1 ahead -1
    0, // enemy king +B files +1 ahead +0
    0, // enemy king +B files +1 ahead +1
    -23, // enemy king +B files +1 ahead +2
    -8, // enemy king +B files +1 ahead +3
    7, // enemy king +B files +1 ahead +4
    37, // enemy king +B files +1 ahead +5
    -16, // enemy king +B files +1 ahead +6
    4, // enemy king +B files +1 ahead +7
    3, // enemy king +B files +1 ahead +8
    -1, // enemy king +B files +2 ahead -8
    3, // enemy king +B files +2 ahead -7
    2, // enemy king +B files +2 ahead -6
    1, // enemy king +B files +2 ahead -5
    3, // enemy king +B files +2 ahead -4
    7, // enemy king +B files +2 ahead -3
    9, // enemy king +B files +2 ahead -2
    10, // enemy king +B files +2 ahead -1
    27, // enemy king +B files +2 ahead +0
    4, // enemy king +B files +2 ahead +1
    19, // enemy king +B files +2 ahead +2
    16, // enemy king +B files +2 ahead +3
    5, // enemy king +B files +2 ahead +4
    26, // enemy king +B files +2 ahead +5
    33, // enemy king +B files +2 ahead +6
    -10, // enemy king +B files +2 ahead +7
    5, // enemy king +B files +2 ahead +8
    0, // enemy king +B files +3 ahead -8
    0, // enemy king +B files +3 ahead -7
    1, // enemy king +B files +3 ahead -6
    0, // enemy king +B files +3 ahead -5
    1, // enemy king +B files +3 ahead -4
    0, // enemy king +B files +3 ahead -3
    10, // enemy king +B files +3 ahead -2
    4, // enemy king +B files +3 ahead -1
    89, // enemy king +B files +3 ahead +0
    34, // enemy king +B files +3 ahead +1
    7, // enemy king +B files +3 ahead +2
    -2, // enemy king +B files +3 ahead +3
    -6, // enemy king +B files +3 ahead +4
    -6, // enemy king +B files +3 ahead +5
    -4, // enemy king +B files +3 ahead +6
    3, // enemy king +B files +3 ahead +7
    -3, // enemy king +B files +3 ahead +8
    0, // enemy king +B files +4 ahead -8
    3, // enemy king +B files +4 ahead -7
    -2, // enemy king +B files +4 ahead -6
    -3, // enemy king +B files +4 ahead -5
    1, // enemy king +B files +4 ahead -4
    1, // enemy king +B files +4 ahead -3
    -8, // enemy king +B files +4 ahead -2
    20, // enemy king +B files +4 ahead -1
    -10, // enemy king +B files +4 ahead +0
    -3, // enemy king +B files +4 ahead +1
    2, // enemy king +B files +4 ahead +2
    31, // enemy king +B files +4 ahead +3
    14, // enemy king +B files +4 ahead +4
    -29, // enemy king +B files +4 ahead +5
    24, // enemy king +B files +4 ahead +6
    0, // enemy king +B files +4 ahead +7
    -3, // enemy king +B files +4 ahead +8
    2, // enemy king +B files +5 ahead -8
    0, // enemy king +B files +5 ahead -7
    1, // enemy king +B files +5 ahead -6
    1, // enemy king +B files +5 ahead -5
    0, // enemy king +B files +5 ahead -4
    -2, // enemy king +B files +5 ahead -3
    2, // enemy king +B files +5 ahead -2
    0, // enemy king +B files +5 ahead -1
    2, // enemy king +B files +5 ahead +0
    -45, // enemy king +B files +5 ahead +1
    -13, // enemy king +B files +5 ahead +2
    -21, // enemy king +B files +5 ahead +3
    -20, // enemy king +B files +5 ahead +4
    -11, // enemy king +B files +5 ahead +5
    -17, // enemy king +B files +5 ahead +6
    4, // enemy king +B files +5 ahead +7
    10, // enemy king +B files +5 ahead +8
    0, // enemy king +B files +6 ahead -8
    -1, // enemy king +B files +6 ahead -7
    -1, // enemy king +B files +6 ahead -6
    1, // enemy king +B files +6 ahead -5
    1, // enemy king +B files +6 ahead -4
    4, // enemy king +B files +6 ahead -3
    -9, // enemy king +B files +6 ahead -2
    -55, // enemy king +B files +6 ahead -1
    -52, // enemy king +B files +6 ahead +0
    5, // enemy king +B files +6 ahead +1
    -14, // enemy king +B files +6 ahead +2
    -42, // enemy king +B files +6 ahead +3
    -10, // enemy king +B files +6 ahead +4
    -17, // enemy king +B files +6 ahead +5
    5, // enemy king +B files +6 ahead +6
    -1, // enemy king +B files +6 ahead +7
    0, // enemy king +B files +6 ahead +8
    0, // enemy king +B files +7 ahead -8
    -1, // enemy king +B files +7 ahead -7
    -2, // enemy king +B files +7 ahead -6
    0, // enemy king +B files +7 ahead -5
    1, // enemy king +B files +7 ahead -4
    -1, // enemy king +B files +7 ahead -3
    -7, // enemy king +B files +7 ahead -2
    -35, // enemy king +B files +7 ahead -1
    -60, // enemy king +B files +7 ahead +0
    -50, // enemy king +B files +7 ahead +1
    -11, // enemy king +B files +7 ahead +2
    -24, // enemy king +B files +7 ahead +3
    -13, // enemy king +B files +7 ahead +4
    -9, // enemy king +B files +7 ahead +5
    2, // enemy king +B files +7 ahead +6
    0, // enemy king +B files +7 ahead +7
    0, // enemy king +B files +7 ahead +8
    0, // enemy king +B files +8 ahead -8
    0, // enemy king +B files +8 ahead -7
    0, // enemy king +B files +8 ahead -6
    0, // enemy king +B files +8 ahead -5
    -2, // enemy king +B files +8 ahead -4
    -1, // enemy king +B files +8 ahead -3
    4, // enemy king +B files +8 ahead -2
    6, // enemy king +B files +8 ahead -1
    -2, // enemy king +B files +8 ahead +0
    -4, // enemy king +B files +8 ahead +1
    -3, // enemy king +B files +8 ahead +2
    -3, // enemy king +B files +8 ahead +3
    2, // enemy king +B files +8 ahead +4
    2, // enemy king +B files +8 ahead +5
    0, // enemy king +B files +8 ahead +6
    0, // enemy king +B files +8 ahead +7
    -1, // enemy king +B files +8 ahead +8
    0, // enemy king +S files -3 ahead -8
    0, // enemy king +S files -3 ahead -7
    0, // enemy king +S files -3 ahead -6
    0, // enemy king +S files -3 ahead -5
    -1, // enemy king +S files -3 ahead -4
    0, // enemy king +S files -3 ahead -3
    2, // enemy king +S files -3 ahead -2
    -3, // enemy king +S files -3 ahead -1
    -1, // enemy king +S files -3 ahead +0
    3, // enemy king +S files -3 ahead +1
    1, // enemy king +S files -3 ahead +2
    0, // enemy king +S files -3 ahead +3
    0, // enemy king +S files -3 ahead +4
    0, // enemy king +S files -3 ahead +5
    0, // enemy king +S files -3 ahead +6
    0, // enemy king +S files -3 ahead +7
    0, // enemy king +S files -3 ahead +8
    0, // enemy king +S files -2 ahead -8
    0, // enemy king +S files -2 ahead -7
    -3, // enemy king +S files -2 ahead -6
    0, // enemy king +S files -2 ahead -5
    -2, // enemy king +S files -2 ahead -4
    -3, // enemy king +S files -2 ahead -3
    -12, // enemy king +S files -2 ahead -2
    -2, // enemy king +S files -2 ahead -1
    -3, // enemy king +S files -2 ahead +0
    -3, // enemy king +S files -2 ahead +1
    5, // enemy king +S files -2 ahead +2
    -2, // enemy king +S files -2 ahead +3
    0, // enemy king +S files -2 ahead +4
    0, // enemy king +S files -2 ahead +5
    0, // enemy king +S files -2 ahead +6
    0, // enemy king +S files -2 ahead +7
    0, // enemy king +S files -2 ahead +8
    0, // enemy king +S files -1 ahead -8
    0, // enemy king +S files -1 ahead -7
    0, // enemy king +S files -1 ahead -6
    0, // enemy king +S files -1 ahead -5
    0, // enemy king +S files -1 ahead -4
    -5, // enemy king +S files -1 ahead -3
    -4, // enemy king +S files -1 ahead -2
    -1, // enemy king +S files -1 ahead -1
    0, // enemy king +S files -1 ahead +0
    0, // enemy king +S files -1 ahead +1
    9, // enemy king +S files -1 ahead +2
    8, // enemy king +S files -1 ahead +3
    0, // enemy king +S files -1 ahead +4
    0, // enemy king +S files -1 ahead +5
    0, // enemy king +S files -1 ahead +6
    0, // enemy king +S files -1 ahead +7
    0, // enemy king +S files -1 ahead +8
    0, // enemy king +S files +0 ahead -8
    0, // enemy king +S files +0 ahead -7
    0, // enemy king +S files +0 ahead -6
    2, // enemy king +S files +0 ahead -5
    -2, // enemy king +S files +0 ahead -4
    -5, // enemy king +S files +0 ahead -3
    -2, // enemy king +S files +0 ahead -2
    0, // enemy king +S files +0 ahead -1
    0, // enemy king +S files +0 ahead +0
    0, // enemy king +S files +0 ahead +1
    4, // enemy king +S files +0 ahead +2
    4, // enemy king +S files +0 ahead +3
    0, // enemy king +S files +0 ahead +4
    0, // enemy king +S files +0 ahead +5
    0, // enemy king +S files +0 ahead +6
    0, // enemy king +S files +0 ahead +7
    0, // enemy king +S files +0 ahead +8
    0, // enemy king +S files +1 ahead -8
    0, // enemy king +S files +1 ahead -7
    1, // enemy king +S files +1 ahead -6
    1, // enemy king +S files +1 ahead -5
    -1, // enemy king +S files +1 ahead -4
    6, // enemy king +S files +1 ahead -3
    -3, // enemy king +S files +1 ahead -2
    4, // enemy king +S files +1 ahead -1
    0, // enemy king +S files +1 ahead +0
    0, // enemy king +S files +1 ahead +1
    14, // enemy king +S files +1 ahead +2
    4, // enemy king +S files +1 ahead +3
    0, // enemy king +S files +1 ahead +4
    0, // enemy king +S files +1 ahead +5
    0, // enemy king +S files +1 ahead +6
    0, // enemy king +S files +1 ahead +7
    0, // enemy king +S files +1 ahead +8
    0, // enemy king +S files +2 ahead -8
    0, // enemy king +S files +2 ahead -7
    -2, // enemy king +S files +2 ahead -6
    -4, // enemy king +S files +2 ahead -5
    -1, // enemy king +S files +2 ahead -4
    -12, // enemy king +S files +2 ahead -3
    1, // enemy king +S files +2 ahead -2
    -8, // enemy king +S files +2 ahead -1
    5, // enemy king +S files +2 ahead +0
    49, // enemy king +S files +2 ahead +1
    10, // enemy king +S files +2 ahead +2
    8, // enemy king +S files +2 ahead +3
    1, // enemy king +S files +2 ahead +4
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
    -7, // enemy king +S files +3 ahead -2
    -10, // enemy king +S files +3 ahead -1
    -9, // enemy king +S files +3 ahead +0
    21, // enemy king +S files +3 ahead +1
    9, // enemy king +S files +3 ahead +2
    9, // enemy king +S files +3 ahead +3
    0, // enemy king +S files +3 ahead +4
    0, // enemy king +S files +3 ahead +5
    0, // enemy king +S files +3 ahead +6
    0, // enemy king +S files +3 ahead +7
    0, // enemy king +S files +3 ahead +8
    0, // enemy king +S files +4 ahead -8
    1, // enemy king +S files +4 ahead -7
    7, // enemy king +S files +4 ahead -6
    0, // enemy king +S files +4 ahead -5
    0, // enemy king +S files +4 ahead -4
    -8, // enemy king +S files +4 ahead -3
    -1, // enemy king +S files +4 ahead -2
    -27, // enemy king +S files +4 ahead -1
    -21, // enemy king +S files +4 ahead +0
    -2, // enemy king +S files +4 ahead +1
    0, // enemy king +S files +4 ahead +2
    2, // enemy king +S files +4 ahead +3
    -2, // enemy king +S files +4 ahead +4
    0, // enemy king +S files +4 ahead +5
    0, // enemy king +S files +4 ahead +6
    0, // enemy king +S files +4 ahead +7
    0, // enemy king +S files +4 ahead +8
    0, // enemy king +S files +5 ahead -8
    0, // enemy king +S files +5 ahead -7
    0, // enemy king +S files +5 ahead -6
    -3, // enemy king +S files +5 ahead -5
    0, // enemy king +S files +5 ahead -4
    0, // enemy king +S files +5 ahead -3
    -7, // enemy king +S files +5 ahead -2
    -28, // enemy king +S files +5 ahead -1
    -34, // enemy king +S files +5 ahead +0
    -9, // enemy king +S files +5 ahead +1
    -11, // enemy king +S files +5 ahead +2
    -7, // enemy king +S files +5 ahead +3
    0, // enemy king +S files +5 ahead +4
    0, // enemy king +S files +5 ahead +5
    0, // enemy king +S files +5 ahead +6
    0, // enemy king +S files +5 ahead +7
    0, // enemy king +S files +5 ahead +8
    0, // enemy king +S files +6 ahead -8
    0, // enemy king +S files +6 ahead -7
    0, // enemy king +S files +6 ahead -6
    1, // enemy king +S files +6 ahead -5
    2, // enemy king +S files +6 ahead -4
    -1, // enemy king +S files +6 ahead -3
    -5, // enemy king +S files +6 ahead -2
    -31, // enemy king +S files +6 ahead -1
    5, // enemy king +S files +6 ahead +0
    -8, // enemy king +S files +6 ahead +1
    -12, // enemy king +S files +6 ahead +2
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
    -2, // enemy king +S files +7 ahead -3
    -4, // enemy king +S files +7 ahead -2
    18, // enemy king +S files +7 ahead -1
    -3, // enemy king +S files +7 ahead +0
    -11, // enemy king +S files +7 ahead +1
    4, // enemy king +S files +7 ahead +2
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
    -1, // enemy king +S files +8 ahead -4
    0, // enemy king +S files +8 ahead -3
    -1, // enemy king +S files +8 ahead -2
    -3, // enemy king +S files +8 ahead -1
    0, // enemy king +S files +8 ahead +0
    0, // enemy king +S files +8 ahead +1
    -4, // enemy king +S files +8 ahead +2
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
    2, // enemy king +N files -3 ahead -4
    -1, // enemy king +N files -3 ahead -3
    0, // enemy king +N files -3 ahead -2
    14, // enemy king +N files -3 ahead -1
    5, // enemy king +N files -3 ahead +0
    8, // enemy king +N files -3 ahead +1
    8, // enemy king +N files -3 ahead +2
    -1, // enemy king +N files -3 ahead +3
    2, // enemy king +N files -3 ahead +4
    0, // enemy king +N files -3 ahead +5
    0, // enemy king +N files -3 ahead +6
    0, // enemy king +N files -3 ahead +7
    0, // enemy king +N files -3 ahead +8
    0, // enemy king +N files -2 ahead -8
    0, // enemy king +N files -2 ahead -7
    1, // enemy king +N files -2 ahead -6
    0, // enemy king +N files -2 ahead -5
    1, // enemy king +N files -2 ahead -4
    -2, // enemy king +N files -2 ahead -3
    2, // enemy king +N files -2 ahead -2
    0, // enemy king +N files -2 ahead -1
    18, // enemy king +N files -2 ahead +0
    6, // enemy king +N files -2 ahead +1
    17, // enemy king +N files -2 ahead +2
    0, // enemy king +N files -2 ahead +3
    0, // enemy king +N files -2 ahead +4
    0, // enemy king +N files -2 ahead +5
    0, // enemy king +N files -2 ahead +6
    0, // enemy king +N files -2 ahead +7
    0, // enemy king +N files -2 ahead +8
    0, // enemy king +N files -1 ahead -8
    0, // enemy king +N files -1 ahead -7
    0, // enemy king +N files -1 ahead -6
    3, // enemy king +N files -1 ahead -5
    -1, // enemy king +N files -1 ahead -4
    -2, // enemy king +N files -1 ahead -3
    0, // enemy king +N files -1 ahead -2
    1, // enemy king +N files -1 ahead -1
    0, // enemy king +N files -1 ahead +0
    0, // enemy king +N files -1 ahead +1
    14, // enemy king +N files -1 ahead +2
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
    2, // enemy king +N files +0 ahead -4
    1, // enemy king +N files +0 ahead -3
    5, // enemy king +N files +0 ahead -2
    0, // enemy king +N files +0 ahead -1
    0, // enemy king +N files +0 ahead +0
    0, // enemy king +N files +0 ahead +1
    17, // enemy king +N files +0 ahead +2
    0, // enemy king +N files +0 ahead +3
    0, // enemy king +N files +0 ahead +4
    0, // enemy king +N files +0 ahead +5
    0, // enemy king +N files +0 ahead +6
    0, // enemy king +N files +0 ahead +7
    0, // enemy king +N files +0 ahead +8
    0, // enemy king +N files +1 ahead -8
    2, // enemy king +N files +1 ahead -7
    0, // enemy king +N files +1 ahead -6
    -3, // enemy king +N files +1 ahead -5
    1, // enemy king +N files +1 ahead -4
    3, // enemy king +N files +1 ahead -3
    -3, // enemy king +N files +1 ahead -2
    3, // enemy king +N files +1 ahead -1
    0, // enemy king +N files +1 ahead +0
    0, // enemy king +N files +1 ahead +1
    20, // enemy king +N files +1 ahead +2
    0, // enemy king +N files +1 ahead +3
    0, // enemy king +N files +1 ahead +4
    0, // enemy king +N files +1 ahead +5
    0, // enemy king +N files +1 ahead +6
    0, // enemy king +N files +1 ahead +7
    0, // enemy king +N files +1 ahead +8
    0, // enemy king +N files +2 ahead -8
    0, // enemy king +N files +2 ahead -7
    -1, // enemy king +N files +2 ahead -6
    -2, // enemy king +N files +2 ahead -5
    -3, // enemy king +N files +2 ahead -4
    -1, // enemy king +N files +2 ahead -3
    -3, // enemy king +N files +2 ahead -2
    15, // enemy king +N files +2 ahead -1
    16, // enemy king +N files +2 ahead +0
    67, // enemy king +N files +2 ahead +1
    20, // enemy king +N files +2 ahead +2
    5, // enemy king +N files +2 ahead +3
    0, // enemy king +N files +2 ahead +4
    0, // enemy king +N files +2 ahead +5
    0, // enemy king +N files +2 ahead +6
    0, // enemy king +N files +2 ahead +7
    0, // enemy king +N files +2 ahead +8
    0, // enemy king +N files +3 ahead -8
    1, // enemy king +N files +3 ahead -7
    -1, // enemy king +N files +3 ahead -6
    -2, // enemy king +N files +3 ahead -5
    0, // enemy king +N files +3 ahead -4
    -11, // enemy king +N files +3 ahead -3
    -26, // enemy king +N files +3 ahead -2
    -33, // enemy king +N files +3 ahead -1
    39, // enemy king +N files +3 ahead +0
    27, // enemy king +N files +3 ahead +1
    7, // enemy king +N files +3 ahead +2
    0, // enemy king +N files +3 ahead +3
    0, // enemy king +N files +3 ahead +4
    0, // enemy king +N files +3 ahead +5
    0, // enemy king +N files +3 ahead +6
    0, // enemy king +N files +3 ahead +7
    0, // enemy king +N files +3 ahead +8
    0, // enemy king +N files +4 ahead -8
    1, // enemy king +N files +4 ahead -7
    -1, // enemy king +N files +4 ahead -6
    -1, // enemy king +N files +4 ahead -5
    -5, // enemy king +N files +4 ahead -4
    1, // enemy king +N files +4 ahead -3
    2, // enemy king +N files +4 ahead -2
    -26, // enemy king +N files +4 ahead -1
    -15, // enemy king +N files +4 ahead +0
    14, // enemy king +N files +4 ahead +1
    -28, // enemy king +N files +4 ahead +2
    12, // enemy king +N files +4 ahead +3
    4, // enemy king +N files +4 ahead +4
    0, // enemy king +N files +4 ahead +5
    0, // enemy king +N files +4 ahead +6
    0, // enemy king +N files +4 ahead +7
    0, // enemy king +N files +4 ahead +8
    0, // enemy king +N files +5 ahead -8
    0, // enemy king +N files +5 ahead -7
    0, // enemy king +N files +5 ahead -6
    0, // enemy king +N files +5 ahead -5
    2, // enemy king +N files +5 ahead -4
    -2, // enemy king +N files +5 ahead -3
    -1, // enemy king +N files +5 ahead -2
    -53, // enemy king +N files +5 ahead -1
    -20, // enemy king +N files +5 ahead +0
    -22, // enemy king +N files +5 ahead +1
    -11, // enemy king +N files +5 ahead +2
    -12, // enemy king +N files +5 ahead +3
    -1, // enemy king +N files +5 ahead +4
    0, // enemy king +N files +5 ahead +5
    0, // enemy king +N files +5 ahead +6
    0, // enemy king +N files +5 ahead +7
    0, // enemy king +N files +5 ahead +8
    0, // enemy king +N files +6 ahead -8
    -1, // enemy king +N files +6 ahead -7
    -1, // enemy king +N files +6 ahead -6
    -1, // enemy king +N files +6 ahead -5
    1, // enemy king +N files +6 ahead -4
    -4, // enemy king +N files +6 ahead -3
    1, // enemy king +N files +6 ahead -2
    -33, // enemy king +N files +6 ahead -1
    -28, // enemy king +N files +6 ahead +0
    -17, // enemy king +N files +6 ahead +1
    -6, // enemy king +N files +6 ahead +2
    -8, // enemy king +N files +6 ahead +3
    0, // enemy king +N files +6 ahead +4
    -1, // enemy king +N files +6 ahead +5
    0, // enemy king +N files +6 ahead +6
    0, // enemy king +N files +6 ahead +7
    0, // enemy king +N files +6 ahead +8
    0, // enemy king +N files +7 ahead -8
    0, // enemy king +N files +7 ahead -7
    0, // enemy king +N files +7 ahead -6
    -1, // enemy king +N files +7 ahead -5
    -2, // enemy king +N files +7 ahead -4
    -1, // enemy king +N files +7 ahead -3
    -17, // enemy king +N files +7 ahead -2
    -25, // enemy king +N files +7 ahead -1
    -23, // enemy king +N files +7 ahead +0
    -57, // enemy king +N files +7 ahead +1
    8, // enemy king +N files +7 ahead +2
    -6, // enemy king +N files +7 ahead +3
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
    -1, // enemy king +N files +8 ahead -2
    -6, // enemy king +N files +8 ahead -1
    -3, // enemy king +N files +8 ahead +0
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
    0, // enemy king +L files -3 ahead -2
    -4, // enemy king +L files -3 ahead -1
    -2, // enemy king +L files -3 ahead +0
    16, // enemy king +L files -3 ahead +1
    1, // enemy king +L files -3 ahead +2
    -1, // enemy king +L files -3 ahead +3
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
    3, // enemy king +L files -2 ahead -2
    -9, // enemy king +L files -2 ahead -1
    -1, // enemy king +L files -2 ahead +0
    40, // enemy king +L files -2 ahead +1
    14, // enemy king +L files -2 ahead +2
    1, // enemy king +L files -2 ahead +3
    0, // enemy king +L files -2 ahead +4
    0, // enemy king +L files -2 ahead +5
    0, // enemy king +L files -2 ahead +6
    0, // enemy king +L files -2 ahead +7
    0, // enemy king +L files -2 ahead +8
    0, // enemy king +L files -1 ahead -8
    0, // enemy king +L files -1 ahead -7
    2, // enemy king +L files -1 ahead -6
    -1, // enemy king +L files -1 ahead -5
    1, // enemy king +L files -1 ahead -4
    -2, // enemy king +L files -1 ahead -3
    -3, // enemy king +L files -1 ahead -2
    5, // enemy king +L files -1 ahead -1
    0, // enemy king +L files -1 ahead +0
    0, // enemy king +L files -1 ahead +1
    9, // enemy king +L files -1 ahead +2
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
    -2, // enemy king +L files +0 ahead -3
    -1, // enemy king +L files +0 ahead -2
    0, // enemy king +L files +0 ahead -1
    0, // enemy king +L files +0 ahead +0
    0, // enemy king +L files +0 ahead +1
    6, // enemy king +L files +0 ahead +2
    7, // enemy king +L files +0 ahead +3
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
    -2, // enemy king +L files +1 ahead -3
    -3, // enemy king +L files +1 ahead -2
    -2, // enemy king +L files +1 ahead -1
    0, // enemy king +L files +1 ahead +0
    0, // enemy king +L files +1 ahead +1
    12, // enemy king +L files +1 ahead +2
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
    0, // enemy king +L files +2 ahead -3
    -1, // enemy king +L files +2 ahead -2
    -3, // enemy king +L files +2 ahead -1
    5, // enemy king +L files +2 ahead +0
    21, // enemy king +L files +2 ahead +1
    16, // enemy king +L files +2 ahead +2
    -3, // enemy king +L files +2 ahead +3
    -1, // enemy king +L files +2 ahead +4
    0, // enemy king +L files +2 ahead +5
    0, // enemy king +L files +2 ahead +6
    0, // enemy king +L files +2 ahead +7
    0, // enemy king +L files +2 ahead +8
    0, // enemy king +L files +3 ahead -8
    0, // enemy king +L files +3 ahead -7
    0, // enemy king +L files +3 ahead -6
    -1, // enemy king +L files +3 ahead -5
    -2, // enemy king +L files +3 ahead -4
    -3, // enemy king +L files +3 ahead -3
    -3, // enemy king +L files +3 ahead -2
    -8, // enemy king +L files +3 ahead -1
    -40, // enemy king +L files +3 ahead +0
    25, // enemy king +L files +3 ahead +1
    23, // enemy king +L files +3 ahead +2
    -2, // enemy king +L files +3 ahead +3
    -1, // enemy king +L files +3 ahead +4
    0, // enemy king +L files +3 ahead +5
    0, // enemy king +L files +3 ahead +6
    0, // enemy king +L files +3 ahead +7
    0, // enemy king +L files +3 ahead +8
    0, // enemy king +L files +4 ahead -8
    0, // enemy king +L files +4 ahead -7
    -2, // enemy king +L files +4 ahead -6
    1, // enemy king +L files +4 ahead -5
    1, // enemy king +L files +4 ahead -4
    -3, // enemy king +L files +4 ahead -3
    3, // enemy king +L files +4 ahead -2
    -30, // enemy king +L files +4 ahead -1
    -43, // enemy king +L files +4 ahead +0
    -8, // enemy king +L files +4 ahead +1
    18, // enemy king +L files +4 ahead +2
    6, // enemy king +L files +4 ahead +3
    0, // enemy king +L files +4 ahead +4
    0, // enemy king +L files +4 ahead +5
    0, // enemy king +L files +4 ahead +6
    0, // enemy king +L files +4 ahead +7
    0, // enemy king +L files +4 ahead +8
    -2, // enemy king +L files +5 ahead -8
    0, // enemy king +L files +5 ahead -7
    7, // enemy king +L files +5 ahead -6
    -2, // enemy king +L files +5 ahead -5
    1, // enemy king +L files +5 ahead -4
    -3, // enemy king +L files +5 ahead -3
    -5, // enemy king +L files +5 ahead -2
    2, // enemy king +L files +5 ahead -1
    -15, // enemy king +L files +5 ahead +0
    3, // enemy king +L files +5 ahead +1
    0, // enemy king +L files +5 ahead +2
    6, // enemy king +L files +5 ahead +3
    0, // enemy king +L files +5 ahead +4
    0, // enemy king +L files +5 ahead +5
    0, // enemy king +L files +5 ahead +6
    0, // enemy king +L files +5 ahead +7
    0, // enemy king +L files +5 ahead +8
    0, // enemy king +L files +6 ahead -8
    1, // enemy king +L files +6 ahead -7
    0, // enemy king +L files +6 ahead -6
    2, // enemy king +L files +6 ahead -5
    1, // enemy king +L files +6 ahead -4
    -6, // enemy king +L files +6 ahead -3
    -7, // enemy king +L files +6 ahead -2
    -4, // enemy king +L files +6 ahead -1
    -23, // enemy king +L files +6 ahead +0
    -10, // enemy king +L files +6 ahead +1
    0, // enemy king +L files +6 ahead +2
    -3, // enemy king +L files +6 ahead +3
    0, // enemy king +L files +6 ahead +4
    0, // enemy king +L files +6 ahead +5
    0, // enemy king +L files +6 ahead +6
    0, // enemy king +L files +6 ahead +7
    0, // enemy king +L files +6 ahead +8
    0, // enemy king +L files +7 ahead -8
    0, // enemy king +L files +7 ahead -7
    -1, // enemy king +L files +7 ahead -6
    -7, // enemy king +L files +7 ahead -5
    -2, // enemy king +L files +7 ahead -4
    3, // enemy king +L files +7 ahead -3
    -4, // enemy king +L files +7 ahead -2
    -50, // enemy king +L files +7 ahead -1
    2, // enemy king +L files +7 ahead +0
    -49, // enemy king +L files +7 ahead +1
    -11, // enemy king +L files +7 ahead +2
    1, // enemy king +L files +7 ahead +3
    1, // enemy king +L files +7 ahead +4
    0, // enemy king +L files +7 ahead +5
    0, // enemy king +L files +7 ahead +6
    0, // enemy king +L files +7 ahead +7
    0, // enemy king +L files +7 ahead +8
    0, // enemy king +L files +8 ahead -8
    0, // enemy king +L files +8 ahead -7
    -3, // enemy king +L files +8 ahead -6
    1, // enemy king +L files +8 ahead -5
    0, // enemy king +L files +8 ahead -4
    1, // enemy king +L files +8 ahead -3
    7, // enemy king +L files +8 ahead -2
    -22, // enemy king +L files +8 ahead -1
    -10, // enemy king +L files +8 ahead +0
    -17, // enemy king +L files +8 ahead +1
    5, // enemy king +L files +8 ahead +2
    0, // enemy king +L files +8 ahead +3
    0, // enemy king +L files +8 ahead +4
    0, // enemy king +L files +8 ahead +5
    0, // enemy king +L files +8 ahead +6
    0, // enemy king +L files +8 ahead +7
    0, // enemy king +L files +8 ahead +8
    0, // enemy king +P files -3 ahead -8
    -1, // enemy king +P files -3 ahead -7
    0, // enemy king +P files -3 ahead -6
    1, // enemy king +P files -3 ahead -5
    2, // enemy king +P files -3 ahead -4
    -3, // enemy king +P files -3 ahead -3
    2, // enemy king +P files -3 ahead -2
    6, // enemy king +P files -3 ahead -1
    25, // enemy king +P files -3 ahead +0
    25, // enemy king +P files -3 ahead +1
    16, // enemy king +P files -3 ahead +2
    -1, // enemy king +P files -3 ahead +3
    0, // enemy king +P files -3 ahead +4
    0, // enemy king +P files -3 ahead +5
    0, // enemy king +P files -3 ahead +6
    0, // enemy king +P files -3 ahead +7
    0, // enemy king +P files -3 ahead +8
    0, // enemy king +P files -2 ahead -8
    2, // enemy king +P files -2 ahead -7
    8, // enemy king +P files -2 ahead -6
    1, // enemy king +P files -2 ahead -5
    -3, // enemy king +P files -2 ahead -4
    0, // enemy king +P files -2 ahead -3
    -3, // enemy king +P files -2 ahead -2
    10, // enemy king +P files -2 ahead -1
    15, // enemy king +P files -2 ahead +0
    28, // enemy king +P files -2 ahead +1
    45, // enemy king +P files -2 ahead +2
    -1, // enemy king +P files -2 ahead +3
    0, // enemy king +P files -2 ahead +4
    0, // enemy king +P files -2 ahead +5
    0, // enemy king +P files -2 ahead +6
    0, // enemy king +P files -2 ahead +7
    0, // enemy king +P files -2 ahead +8
    -1, // enemy king +P files -1 ahead -8
    1, // enemy king +P files -1 ahead -7
    6, // enemy king +P files -1 ahead -6
    2, // enemy king +P files -1 ahead -5
    -5, // enemy king +P files -1 ahead -4
    11, // enemy king +P files -1 ahead -3
    17, // enemy king +P files -1 ahead -2
    -4, // enemy king +P files -1 ahead -1
    0, // enemy king +P files -1 ahead +0
    0, // enemy king +P files -1 ahead +1
    56, // enemy king +P files -1 ahead +2
    0, // enemy king +P files -1 ahead +3
    0, // enemy king +P files -1 ahead +4
    0, // enemy king +P files -1 ahead +5
    0, // enemy king +P files -1 ahead +6
    0, // enemy king +P files -1 ahead +7
    0, // enemy king +P files -1 ahead +8
    -4, // enemy king +P files +0 ahead -8
    -9, // enemy king +P files +0 ahead -7
    -4, // enemy king +P files +0 ahead -6
    1, // enemy king +P files +0 ahead -5
    7, // enemy king +P files +0 ahead -4
    8, // enemy king +P files +0 ahead -3
    -8, // enemy king +P files +0 ahead -2
    0, // enemy king +P files +0 ahead -1
    0, // enemy king +P files +0 ahead +0
    0, // enemy king +P files +0 ahead +1
    45, // enemy king +P files +0 ahead +2
    0, // enemy king +P files +0 ahead +3
    0, // enemy king +P files +0 ahead +4
    0, // enemy king +P files +0 ahead +5
    0, // enemy king +P files +0 ahead +6
    0, // enemy king +P files +0 ahead +7
    0, // enemy king +P files +0 ahead +8
    -2, // enemy king +P files +1 ahead -8
    0, // enemy king +P files +1 ahead -7
    4, // enemy king +P files +1 ahead -6
    -5, // enemy king +P files +1 ahead -5
    -7, // enemy king +P files +1 ahead -4
    -8, // enemy king +P files +1 ahead -3
    -7, // enemy king +P files +1 ahead -2
    12, // enemy king +P files +1 ahead -1
    0, // enemy king +P files +1 ahead +0
    0, // enemy king +P files +1 ahead +1
    34, // enemy king +P files +1 ahead +2
    0, // enemy king +P files +1 ahead +3
    0, // enemy king +P files +1 ahead +4
    0, // enemy king +P files +1 ahead +5
    0, // enemy king +P files +1 ahead +6
    0, // enemy king +P files +1 ahead +7
    0, // enemy king +P files +1 ahead +8
    -2, // enemy king +P files +2 ahead -8
    8, // enemy king +P files +2 ahead -7
    1, // enemy king +P files +2 ahead -6
    1, // enemy king +P files +2 ahead -5
    -4, // enemy king +P files +2 ahead -4
    -1, // enemy king +P files +2 ahead -3
    -24, // enemy king +P files +2 ahead -2
    27, // enemy king +P files +2 ahead -1
    44, // enemy king +P files +2 ahead +0
    72, // enemy king +P files +2 ahead +1
    29, // enemy king +P files +2 ahead +2
    1, // enemy king +P files +2 ahead +3
    -1, // enemy king +P files +2 ahead +4
    0, // enemy king +P files +2 ahead +5
    0, // enemy king +P files +2 ahead +6
    0, // enemy king +P files +2 ahead +7
    0, // enemy king +P files +2 ahead +8
    -3, // enemy king +P files +3 ahead -8
    3, // enemy king +P files +3 ahead -7
    8, // enemy king +P files +3 ahead -6
    -1, // enemy king +P files +3 ahead -5
    -3, // enemy king +P files +3 ahead -4
    -2, // enemy king +P files +3 ahead -3
    -16, // enemy king +P files +3 ahead -2
    -16, // enemy king +P files +3 ahead -1
    49, // enemy king +P files +3 ahead +0
    70, // enemy king +P files +3 ahead +1
    37, // enemy king +P files +3 ahead +2
    1, // enemy king +P files +3 ahead +3
    4, // enemy king +P files +3 ahead +4
    0, // enemy king +P files +3 ahead +5
    0, // enemy king +P files +3 ahead +6
    0, // enemy king +P files +3 ahead +7
    0, // enemy king +P files +3 ahead +8
    -1, // enemy king +P files +4 ahead -8
    7, // enemy king +P files +4 ahead -7
    -2, // enemy king +P files +4 ahead -6
    6, // enemy king +P files +4 ahead -5
    -5, // enemy king +P files +4 ahead -4
    0, // enemy king +P files +4 ahead -3
    -23, // enemy king +P files +4 ahead -2
    -62, // enemy king +P files +4 ahead -1
    -45, // enemy king +P files +4 ahead +0
    15, // enemy king +P files +4 ahead +1
    -23, // enemy king +P files +4 ahead +2
    -3, // enemy king +P files +4 ahead +3
    0, // enemy king +P files +4 ahead +4
    0, // enemy king +P files +4 ahead +5
    0, // enemy king +P files +4 ahead +6
    0, // enemy king +P files +4 ahead +7
    0, // enemy king +P files +4 ahead +8
    -1, // enemy king +P files +5 ahead -8
    -1, // enemy king +P files +5 ahead -7
    0, // enemy king +P files +5 ahead -6
    -2, // enemy king +P files +5 ahead -5
    -11, // enemy king +P files +5 ahead -4
    -6, // enemy king +P files +5 ahead -3
    -23, // enemy king +P files +5 ahead -2
    -36, // enemy king +P files +5 ahead -1
    -50, // enemy king +P files +5 ahead +0
    -18, // enemy king +P files +5 ahead +1
    17, // enemy king +P files +5 ahead +2
    -4, // enemy king +P files +5 ahead +3
    -1, // enemy king +P files +5 ahead +4
    0, // enemy king +P files +5 ahead +5
    0, // enemy king +P files +5 ahead +6
    0, // enemy king +P files +5 ahead +7
    0, // enemy king +P files +5 ahead +8
    0, // enemy king +P files +6 ahead -8
    0, // enemy king +P files +6 ahead -7
    0, // enemy king +P files +6 ahead -6
    0, // enemy king +P files +6 ahead -5
    -4, // enemy king +P files +6 ahead -4
    -1, // enemy king +P files +6 ahead -3
    -21, // enemy king +P files +6 ahead -2
    -22, // enemy king +P files +6 ahead -1
    -22, // enemy king +P files +6 ahead +0
    -48, // enemy king +P files +6 ahead +1
    -44, // enemy king +P files +6 ahead +2
    -5, // enemy king +P files +6 ahead +3
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
    -7, // enemy king +P files +7 ahead -3
    -6, // enemy king +P files +7 ahead -2
    -81, // enemy king +P files +7 ahead -1
    -76, // enemy king +P files +7 ahead +0
    -69, // enemy king +P files +7 ahead +1
    -12, // enemy king +P files +7 ahead +2
    -2, // enemy king +P files +7 ahead +3
    -2, // enemy king +P files +7 ahead +4
    0, // enemy king +P files +7 ahead +5
    0, // enemy king +P files +7 ahead +6
    0, // enemy king +P files +7 ahead +7
    0, // enemy king +P files +7 ahead +8
    0, // enemy king +P files +8 ahead -8
    -3, // enemy king +P files +8 ahead -7
    -2, // enemy king +P files +8 ahead -6
    1, // enemy king +P files +8 ahead -5
    5, // enemy king +P files +8 ahead -4
    -2, // enemy king +P files +8 ahead -3
    -1, // enemy king +P files +8 ahead -2
    -3, // enemy king +P files +8 ahead -1
    -11, // enemy king +P files +8 ahead +0
    -10, // enemy king +P files +8 ahead +1
    -7, // enemy king +P files +8 ahead +2
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
    -40, // hanging R, owner not to move
    -158, // hanging R, owner to move
    -42, // hanging B, owner not to move
    -126, // hanging B, owner to move
    -95, // hanging G, owner not to move
    -93, // hanging G, owner to move
    -104, // hanging S, owner not to move
    -71, // hanging S, owner to move
    -77, // hanging N, owner not to move
    -58, // hanging N, owner to move
    -59, // hanging L, owner not to move
    -29, // hanging L, owner to move
    -93, // hanging P, owner not to move
    -2, // hanging P, owner to move
    -24, // hanging +R, owner not to move
    -31, // hanging +R, owner to move
    -48, // hanging +B, owner not to move
    -48, // hanging +B, owner to move
    -3, // hanging +S, owner not to move
    6, // hanging +S, owner to move
    -33, // hanging +N, owner not to move
    17, // hanging +N, owner to move
    -27, // hanging +L, owner not to move
    -2, // hanging +L, owner to move
    -41, // hanging +P, owner not to move
    47, // hanging +P, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // attacked by cheaper K, owner not to move
    0, // attacked by cheaper K, owner to move
    -77, // attacked by cheaper R, owner not to move
    -110, // attacked by cheaper R, owner to move
    -53, // attacked by cheaper B, owner not to move
    -149, // attacked by cheaper B, owner to move
    -59, // attacked by cheaper G, owner not to move
    -86, // attacked by cheaper G, owner to move
    -53, // attacked by cheaper S, owner not to move
    -113, // attacked by cheaper S, owner to move
    -60, // attacked by cheaper N, owner not to move
    -104, // attacked by cheaper N, owner to move
    -30, // attacked by cheaper L, owner not to move
    -87, // attacked by cheaper L, owner to move
    0, // attacked by cheaper P, owner not to move
    0, // attacked by cheaper P, owner to move
    -11, // attacked by cheaper +R, owner not to move
    -30, // attacked by cheaper +R, owner to move
    -16, // attacked by cheaper +B, owner not to move
    -42, // attacked by cheaper +B, owner to move
    3, // attacked by cheaper +S, owner not to move
    3, // attacked by cheaper +S, owner to move
    4, // attacked by cheaper +N, owner not to move
    16, // attacked by cheaper +N, owner to move
    7, // attacked by cheaper +L, owner not to move
    11, // attacked by cheaper +L, owner to move
    8, // attacked by cheaper +P, owner not to move
    43, // attacked by cheaper +P, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    -73, // 2 threatened, owner not to move
    -43, // 3+ threatened, owner not to move
    -71, // 2 threatened, owner to move
    -67, // 3+ threatened, owner to move
    65, // king defenceless squares 0
    -33, // king defenceless squares 1
    -41, // king defenceless squares 2
    5, // king defenceless squares 3
    3, // king defenceless squares 4
    -4, // king defenceless squares 5
    1, // king defenceless squares 6
    2, // king defenceless squares 7
    0, // king defenceless squares 8
    -29, // defenceless squares x enemy hand
    72, // king zone attacks (enemy kinds by square)
    -11, // enemy camp squares attacked
];
