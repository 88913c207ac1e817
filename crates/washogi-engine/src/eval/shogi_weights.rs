//! The learned shogi weights (module `shogi`), written by `washogi-engine tune fit`
//! (see the crate README, *Tuning the shogi evaluation*): do not edit by hand.
//! Data: tune-data/shogi-labelled-r4a.txt, tune-data/shogi-labelled-r4b.txt, tune-data/shogi-labelled-r5a.txt, tune-data/shogi-labelled-r5b.txt, tune-data/shogi-labelled-r6a.txt, tune-data/shogi-labelled-r6b.txt; 7893 of the 7893 features fitted; K = 0.001555; labels' K = 0.001770,
//! lambda 0.25; epochs 600 (kept
//! 200), rate 2, l2 0.000000001; started from the shipped weights. Held-out loss
//! against the results: shipped 0.220732, learned 0.219916.

use super::shogi::COUNT;

#[rustfmt::skip]
pub static WEIGHTS: [i32; COUNT] = [
    0, // material K
    444, // material R
    407, // material B
    344, // material G
    301, // material S
    137, // material N
    98, // material L
    35, // material P
    904, // material +R
    727, // material +B
    328, // material +S
    353, // material +N
    341, // material +L
    356, // material +P
    0, // material -
    0, // material -
    0, // hand K
    876, // hand R
    568, // hand B
    387, // hand G
    333, // hand S
    167, // hand N
    163, // hand L
    58, // hand P
    1604, // hand +R
    1086, // hand +B
    621, // hand +S
    621, // hand +N
    621, // hand +L
    621, // hand +P
    0, // hand -
    0, // hand -
    0, // hand any K
    -133, // hand any R
    -28, // hand any B
    59, // hand any G
    54, // hand any S
    109, // hand any N
    127, // hand any L
    42, // hand any P
    0, // hand any +R
    0, // hand any +B
    0, // hand any +S
    0, // hand any +N
    0, // hand any +L
    0, // hand any +P
    0, // hand any -
    0, // hand any -
    -6, // square K rank 1 file edge+0
    65, // square K rank 1 file edge+1
    20, // square K rank 1 file edge+2
    -37, // square K rank 1 file edge+3
    -37, // square K rank 1 file edge+4
    42, // square K rank 2 file edge+0
    126, // square K rank 2 file edge+1
    24, // square K rank 2 file edge+2
    -46, // square K rank 2 file edge+3
    -10, // square K rank 2 file edge+4
    -17, // square K rank 3 file edge+0
    23, // square K rank 3 file edge+1
    -60, // square K rank 3 file edge+2
    -17, // square K rank 3 file edge+3
    -52, // square K rank 3 file edge+4
    -28, // square K rank 4 file edge+0
    28, // square K rank 4 file edge+1
    1, // square K rank 4 file edge+2
    -12, // square K rank 4 file edge+3
    -15, // square K rank 4 file edge+4
    -27, // square K rank 5 file edge+0
    3, // square K rank 5 file edge+1
    9, // square K rank 5 file edge+2
    8, // square K rank 5 file edge+3
    4, // square K rank 5 file edge+4
    -17, // square K rank 6 file edge+0
    3, // square K rank 6 file edge+1
    1, // square K rank 6 file edge+2
    -2, // square K rank 6 file edge+3
    -3, // square K rank 6 file edge+4
    -12, // square K rank 7 file edge+0
    11, // square K rank 7 file edge+1
    10, // square K rank 7 file edge+2
    0, // square K rank 7 file edge+3
    1, // square K rank 7 file edge+4
    7, // square K rank 8 file edge+0
    -5, // square K rank 8 file edge+1
    10, // square K rank 8 file edge+2
    -1, // square K rank 8 file edge+3
    -4, // square K rank 8 file edge+4
    -13, // square K rank 9 file edge+0
    17, // square K rank 9 file edge+1
    2, // square K rank 9 file edge+2
    6, // square K rank 9 file edge+3
    0, // square K rank 9 file edge+4
    -23, // square R rank 1 file edge+0
    -15, // square R rank 1 file edge+1
    -18, // square R rank 1 file edge+2
    0, // square R rank 1 file edge+3
    14, // square R rank 1 file edge+4
    -45, // square R rank 2 file edge+0
    -10, // square R rank 2 file edge+1
    -10, // square R rank 2 file edge+2
    19, // square R rank 2 file edge+3
    3, // square R rank 2 file edge+4
    -11, // square R rank 3 file edge+0
    -39, // square R rank 3 file edge+1
    -28, // square R rank 3 file edge+2
    -7, // square R rank 3 file edge+3
    -18, // square R rank 3 file edge+4
    -9, // square R rank 4 file edge+0
    -14, // square R rank 4 file edge+1
    -15, // square R rank 4 file edge+2
    -43, // square R rank 4 file edge+3
    -2, // square R rank 4 file edge+4
    -42, // square R rank 5 file edge+0
    -43, // square R rank 5 file edge+1
    -25, // square R rank 5 file edge+2
    -91, // square R rank 5 file edge+3
    -78, // square R rank 5 file edge+4
    18, // square R rank 6 file edge+0
    54, // square R rank 6 file edge+1
    -25, // square R rank 6 file edge+2
    0, // square R rank 6 file edge+3
    29, // square R rank 6 file edge+4
    131, // square R rank 7 file edge+0
    133, // square R rank 7 file edge+1
    131, // square R rank 7 file edge+2
    130, // square R rank 7 file edge+3
    132, // square R rank 7 file edge+4
    155, // square R rank 8 file edge+0
    129, // square R rank 8 file edge+1
    131, // square R rank 8 file edge+2
    172, // square R rank 8 file edge+3
    141, // square R rank 8 file edge+4
    157, // square R rank 9 file edge+0
    211, // square R rank 9 file edge+1
    154, // square R rank 9 file edge+2
    97, // square R rank 9 file edge+3
    128, // square R rank 9 file edge+4
    -81, // square B rank 1 file edge+0
    -43, // square B rank 1 file edge+1
    -40, // square B rank 1 file edge+2
    -50, // square B rank 1 file edge+3
    -46, // square B rank 1 file edge+4
    1, // square B rank 2 file edge+0
    6, // square B rank 2 file edge+1
    -11, // square B rank 2 file edge+2
    -3, // square B rank 2 file edge+3
    8, // square B rank 2 file edge+4
    -40, // square B rank 3 file edge+0
    20, // square B rank 3 file edge+1
    14, // square B rank 3 file edge+2
    13, // square B rank 3 file edge+3
    13, // square B rank 3 file edge+4
    -4, // square B rank 4 file edge+0
    26, // square B rank 4 file edge+1
    -21, // square B rank 4 file edge+2
    39, // square B rank 4 file edge+3
    43, // square B rank 4 file edge+4
    -55, // square B rank 5 file edge+0
    -43, // square B rank 5 file edge+1
    -48, // square B rank 5 file edge+2
    15, // square B rank 5 file edge+3
    -8, // square B rank 5 file edge+4
    15, // square B rank 6 file edge+0
    -26, // square B rank 6 file edge+1
    -17, // square B rank 6 file edge+2
    -14, // square B rank 6 file edge+3
    3, // square B rank 6 file edge+4
    46, // square B rank 7 file edge+0
    49, // square B rank 7 file edge+1
    41, // square B rank 7 file edge+2
    114, // square B rank 7 file edge+3
    67, // square B rank 7 file edge+4
    20, // square B rank 8 file edge+0
    127, // square B rank 8 file edge+1
    81, // square B rank 8 file edge+2
    51, // square B rank 8 file edge+3
    41, // square B rank 8 file edge+4
    11, // square B rank 9 file edge+0
    18, // square B rank 9 file edge+1
    -38, // square B rank 9 file edge+2
    24, // square B rank 9 file edge+3
    32, // square B rank 9 file edge+4
    -12, // square G rank 1 file edge+0
    -26, // square G rank 1 file edge+1
    31, // square G rank 1 file edge+2
    -1, // square G rank 1 file edge+3
    9, // square G rank 1 file edge+4
    -1, // square G rank 2 file edge+0
    75, // square G rank 2 file edge+1
    64, // square G rank 2 file edge+2
    44, // square G rank 2 file edge+3
    33, // square G rank 2 file edge+4
    -12, // square G rank 3 file edge+0
    11, // square G rank 3 file edge+1
    45, // square G rank 3 file edge+2
    57, // square G rank 3 file edge+3
    15, // square G rank 3 file edge+4
    -9, // square G rank 4 file edge+0
    4, // square G rank 4 file edge+1
    30, // square G rank 4 file edge+2
    5, // square G rank 4 file edge+3
    -1, // square G rank 4 file edge+4
    -11, // square G rank 5 file edge+0
    -30, // square G rank 5 file edge+1
    33, // square G rank 5 file edge+2
    14, // square G rank 5 file edge+3
    2, // square G rank 5 file edge+4
    -9, // square G rank 6 file edge+0
    6, // square G rank 6 file edge+1
    17, // square G rank 6 file edge+2
    -15, // square G rank 6 file edge+3
    -1, // square G rank 6 file edge+4
    -32, // square G rank 7 file edge+0
    14, // square G rank 7 file edge+1
    17, // square G rank 7 file edge+2
    50, // square G rank 7 file edge+3
    16, // square G rank 7 file edge+4
    -50, // square G rank 8 file edge+0
    -6, // square G rank 8 file edge+1
    21, // square G rank 8 file edge+2
    0, // square G rank 8 file edge+3
    37, // square G rank 8 file edge+4
    -106, // square G rank 9 file edge+0
    -59, // square G rank 9 file edge+1
    -6, // square G rank 9 file edge+2
    -31, // square G rank 9 file edge+3
    -33, // square G rank 9 file edge+4
    -36, // square S rank 1 file edge+0
    -93, // square S rank 1 file edge+1
    -29, // square S rank 1 file edge+2
    -42, // square S rank 1 file edge+3
    -28, // square S rank 1 file edge+4
    -11, // square S rank 2 file edge+0
    44, // square S rank 2 file edge+1
    36, // square S rank 2 file edge+2
    45, // square S rank 2 file edge+3
    77, // square S rank 2 file edge+4
    -39, // square S rank 3 file edge+0
    29, // square S rank 3 file edge+1
    52, // square S rank 3 file edge+2
    64, // square S rank 3 file edge+3
    40, // square S rank 3 file edge+4
    -19, // square S rank 4 file edge+0
    -25, // square S rank 4 file edge+1
    91, // square S rank 4 file edge+2
    35, // square S rank 4 file edge+3
    39, // square S rank 4 file edge+4
    -14, // square S rank 5 file edge+0
    -4, // square S rank 5 file edge+1
    -2, // square S rank 5 file edge+2
    29, // square S rank 5 file edge+3
    12, // square S rank 5 file edge+4
    -15, // square S rank 6 file edge+0
    28, // square S rank 6 file edge+1
    36, // square S rank 6 file edge+2
    3, // square S rank 6 file edge+3
    34, // square S rank 6 file edge+4
    -13, // square S rank 7 file edge+0
    -15, // square S rank 7 file edge+1
    62, // square S rank 7 file edge+2
    54, // square S rank 7 file edge+3
    41, // square S rank 7 file edge+4
    -44, // square S rank 8 file edge+0
    1, // square S rank 8 file edge+1
    7, // square S rank 8 file edge+2
    40, // square S rank 8 file edge+3
    22, // square S rank 8 file edge+4
    -21, // square S rank 9 file edge+0
    -71, // square S rank 9 file edge+1
    -21, // square S rank 9 file edge+2
    -5, // square S rank 9 file edge+3
    17, // square S rank 9 file edge+4
    -8, // square N rank 1 file edge+0
    21, // square N rank 1 file edge+1
    -29, // square N rank 1 file edge+2
    -98, // square N rank 1 file edge+3
    16, // square N rank 1 file edge+4
    -30, // square N rank 2 file edge+0
    -27, // square N rank 2 file edge+1
    -30, // square N rank 2 file edge+2
    -12, // square N rank 2 file edge+3
    -18, // square N rank 2 file edge+4
    -21, // square N rank 3 file edge+0
    -45, // square N rank 3 file edge+1
    39, // square N rank 3 file edge+2
    2, // square N rank 3 file edge+3
    32, // square N rank 3 file edge+4
    2, // square N rank 4 file edge+0
    -6, // square N rank 4 file edge+1
    11, // square N rank 4 file edge+2
    64, // square N rank 4 file edge+3
    -19, // square N rank 4 file edge+4
    35, // square N rank 5 file edge+0
    -6, // square N rank 5 file edge+1
    82, // square N rank 5 file edge+2
    23, // square N rank 5 file edge+3
    25, // square N rank 5 file edge+4
    -26, // square N rank 6 file edge+0
    -26, // square N rank 6 file edge+1
    56, // square N rank 6 file edge+2
    46, // square N rank 6 file edge+3
    55, // square N rank 6 file edge+4
    6, // square N rank 7 file edge+0
    37, // square N rank 7 file edge+1
    -53, // square N rank 7 file edge+2
    44, // square N rank 7 file edge+3
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
    -8, // square L rank 1 file edge+0
    20, // square L rank 1 file edge+1
    -13, // square L rank 1 file edge+2
    41, // square L rank 1 file edge+3
    54, // square L rank 1 file edge+4
    2, // square L rank 2 file edge+0
    1, // square L rank 2 file edge+1
    -53, // square L rank 2 file edge+2
    -9, // square L rank 2 file edge+3
    16, // square L rank 2 file edge+4
    -33, // square L rank 3 file edge+0
    -25, // square L rank 3 file edge+1
    -12, // square L rank 3 file edge+2
    0, // square L rank 3 file edge+3
    11, // square L rank 3 file edge+4
    -18, // square L rank 4 file edge+0
    46, // square L rank 4 file edge+1
    15, // square L rank 4 file edge+2
    23, // square L rank 4 file edge+3
    5, // square L rank 4 file edge+4
    -6, // square L rank 5 file edge+0
    18, // square L rank 5 file edge+1
    5, // square L rank 5 file edge+2
    -10, // square L rank 5 file edge+3
    4, // square L rank 5 file edge+4
    22, // square L rank 6 file edge+0
    56, // square L rank 6 file edge+1
    21, // square L rank 6 file edge+2
    -27, // square L rank 6 file edge+3
    21, // square L rank 6 file edge+4
    49, // square L rank 7 file edge+0
    82, // square L rank 7 file edge+1
    94, // square L rank 7 file edge+2
    58, // square L rank 7 file edge+3
    53, // square L rank 7 file edge+4
    54, // square L rank 8 file edge+0
    57, // square L rank 8 file edge+1
    64, // square L rank 8 file edge+2
    61, // square L rank 8 file edge+3
    47, // square L rank 8 file edge+4
    79, // square L rank 9 file edge+0
    79, // square L rank 9 file edge+1
    79, // square L rank 9 file edge+2
    79, // square L rank 9 file edge+3
    79, // square L rank 9 file edge+4
    25, // square P rank 1 file edge+0
    30, // square P rank 1 file edge+1
    10, // square P rank 1 file edge+2
    24, // square P rank 1 file edge+3
    31, // square P rank 1 file edge+4
    10, // square P rank 2 file edge+0
    47, // square P rank 2 file edge+1
    26, // square P rank 2 file edge+2
    18, // square P rank 2 file edge+3
    10, // square P rank 2 file edge+4
    44, // square P rank 3 file edge+0
    25, // square P rank 3 file edge+1
    -10, // square P rank 3 file edge+2
    13, // square P rank 3 file edge+3
    7, // square P rank 3 file edge+4
    57, // square P rank 4 file edge+0
    31, // square P rank 4 file edge+1
    13, // square P rank 4 file edge+2
    43, // square P rank 4 file edge+3
    34, // square P rank 4 file edge+4
    30, // square P rank 5 file edge+0
    22, // square P rank 5 file edge+1
    13, // square P rank 5 file edge+2
    34, // square P rank 5 file edge+3
    38, // square P rank 5 file edge+4
    75, // square P rank 6 file edge+0
    82, // square P rank 6 file edge+1
    51, // square P rank 6 file edge+2
    92, // square P rank 6 file edge+3
    115, // square P rank 6 file edge+4
    81, // square P rank 7 file edge+0
    121, // square P rank 7 file edge+1
    92, // square P rank 7 file edge+2
    109, // square P rank 7 file edge+3
    104, // square P rank 7 file edge+4
    74, // square P rank 8 file edge+0
    41, // square P rank 8 file edge+1
    36, // square P rank 8 file edge+2
    66, // square P rank 8 file edge+3
    88, // square P rank 8 file edge+4
    167, // square P rank 9 file edge+0
    167, // square P rank 9 file edge+1
    167, // square P rank 9 file edge+2
    167, // square P rank 9 file edge+3
    167, // square P rank 9 file edge+4
    11, // square +R rank 1 file edge+0
    -19, // square +R rank 1 file edge+1
    -12, // square +R rank 1 file edge+2
    -14, // square +R rank 1 file edge+3
    1, // square +R rank 1 file edge+4
    -7, // square +R rank 2 file edge+0
    -57, // square +R rank 2 file edge+1
    -18, // square +R rank 2 file edge+2
    10, // square +R rank 2 file edge+3
    22, // square +R rank 2 file edge+4
    10, // square +R rank 3 file edge+0
    -32, // square +R rank 3 file edge+1
    -6, // square +R rank 3 file edge+2
    21, // square +R rank 3 file edge+3
    21, // square +R rank 3 file edge+4
    1, // square +R rank 4 file edge+0
    -22, // square +R rank 4 file edge+1
    -15, // square +R rank 4 file edge+2
    1, // square +R rank 4 file edge+3
    -10, // square +R rank 4 file edge+4
    -36, // square +R rank 5 file edge+0
    -8, // square +R rank 5 file edge+1
    11, // square +R rank 5 file edge+2
    -14, // square +R rank 5 file edge+3
    -11, // square +R rank 5 file edge+4
    -68, // square +R rank 6 file edge+0
    -10, // square +R rank 6 file edge+1
    -49, // square +R rank 6 file edge+2
    -21, // square +R rank 6 file edge+3
    -15, // square +R rank 6 file edge+4
    -64, // square +R rank 7 file edge+0
    2, // square +R rank 7 file edge+1
    -8, // square +R rank 7 file edge+2
    -16, // square +R rank 7 file edge+3
    1, // square +R rank 7 file edge+4
    28, // square +R rank 8 file edge+0
    52, // square +R rank 8 file edge+1
    25, // square +R rank 8 file edge+2
    50, // square +R rank 8 file edge+3
    63, // square +R rank 8 file edge+4
    19, // square +R rank 9 file edge+0
    30, // square +R rank 9 file edge+1
    24, // square +R rank 9 file edge+2
    -3, // square +R rank 9 file edge+3
    27, // square +R rank 9 file edge+4
    -13, // square +B rank 1 file edge+0
    -1, // square +B rank 1 file edge+1
    0, // square +B rank 1 file edge+2
    1, // square +B rank 1 file edge+3
    -14, // square +B rank 1 file edge+4
    -10, // square +B rank 2 file edge+0
    22, // square +B rank 2 file edge+1
    -18, // square +B rank 2 file edge+2
    27, // square +B rank 2 file edge+3
    -1, // square +B rank 2 file edge+4
    -18, // square +B rank 3 file edge+0
    3, // square +B rank 3 file edge+1
    22, // square +B rank 3 file edge+2
    7, // square +B rank 3 file edge+3
    4, // square +B rank 3 file edge+4
    -6, // square +B rank 4 file edge+0
    -3, // square +B rank 4 file edge+1
    19, // square +B rank 4 file edge+2
    51, // square +B rank 4 file edge+3
    21, // square +B rank 4 file edge+4
    -17, // square +B rank 5 file edge+0
    -3, // square +B rank 5 file edge+1
    -16, // square +B rank 5 file edge+2
    24, // square +B rank 5 file edge+3
    39, // square +B rank 5 file edge+4
    -25, // square +B rank 6 file edge+0
    31, // square +B rank 6 file edge+1
    10, // square +B rank 6 file edge+2
    37, // square +B rank 6 file edge+3
    40, // square +B rank 6 file edge+4
    -18, // square +B rank 7 file edge+0
    -15, // square +B rank 7 file edge+1
    -23, // square +B rank 7 file edge+2
    7, // square +B rank 7 file edge+3
    -10, // square +B rank 7 file edge+4
    -5, // square +B rank 8 file edge+0
    -5, // square +B rank 8 file edge+1
    -2, // square +B rank 8 file edge+2
    49, // square +B rank 8 file edge+3
    38, // square +B rank 8 file edge+4
    -27, // square +B rank 9 file edge+0
    -48, // square +B rank 9 file edge+1
    4, // square +B rank 9 file edge+2
    14, // square +B rank 9 file edge+3
    10, // square +B rank 9 file edge+4
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
    8, // square +S rank 4 file edge+0
    9, // square +S rank 4 file edge+1
    9, // square +S rank 4 file edge+2
    9, // square +S rank 4 file edge+3
    9, // square +S rank 4 file edge+4
    11, // square +S rank 5 file edge+0
    9, // square +S rank 5 file edge+1
    8, // square +S rank 5 file edge+2
    6, // square +S rank 5 file edge+3
    19, // square +S rank 5 file edge+4
    22, // square +S rank 6 file edge+0
    -30, // square +S rank 6 file edge+1
    17, // square +S rank 6 file edge+2
    30, // square +S rank 6 file edge+3
    3, // square +S rank 6 file edge+4
    -41, // square +S rank 7 file edge+0
    10, // square +S rank 7 file edge+1
    -9, // square +S rank 7 file edge+2
    57, // square +S rank 7 file edge+3
    18, // square +S rank 7 file edge+4
    -13, // square +S rank 8 file edge+0
    15, // square +S rank 8 file edge+1
    27, // square +S rank 8 file edge+2
    31, // square +S rank 8 file edge+3
    19, // square +S rank 8 file edge+4
    -57, // square +S rank 9 file edge+0
    -61, // square +S rank 9 file edge+1
    19, // square +S rank 9 file edge+2
    -29, // square +S rank 9 file edge+3
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
    6, // square +N rank 4 file edge+1
    9, // square +N rank 4 file edge+2
    9, // square +N rank 4 file edge+3
    9, // square +N rank 4 file edge+4
    -3, // square +N rank 5 file edge+0
    8, // square +N rank 5 file edge+1
    12, // square +N rank 5 file edge+2
    15, // square +N rank 5 file edge+3
    16, // square +N rank 5 file edge+4
    12, // square +N rank 6 file edge+0
    3, // square +N rank 6 file edge+1
    -4, // square +N rank 6 file edge+2
    15, // square +N rank 6 file edge+3
    24, // square +N rank 6 file edge+4
    -15, // square +N rank 7 file edge+0
    16, // square +N rank 7 file edge+1
    18, // square +N rank 7 file edge+2
    50, // square +N rank 7 file edge+3
    42, // square +N rank 7 file edge+4
    19, // square +N rank 8 file edge+0
    20, // square +N rank 8 file edge+1
    2, // square +N rank 8 file edge+2
    27, // square +N rank 8 file edge+3
    16, // square +N rank 8 file edge+4
    -84, // square +N rank 9 file edge+0
    -31, // square +N rank 9 file edge+1
    -2, // square +N rank 9 file edge+2
    -13, // square +N rank 9 file edge+3
    -48, // square +N rank 9 file edge+4
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
    12, // square +L rank 4 file edge+0
    9, // square +L rank 4 file edge+1
    9, // square +L rank 4 file edge+2
    9, // square +L rank 4 file edge+3
    9, // square +L rank 4 file edge+4
    10, // square +L rank 5 file edge+0
    10, // square +L rank 5 file edge+1
    11, // square +L rank 5 file edge+2
    11, // square +L rank 5 file edge+3
    10, // square +L rank 5 file edge+4
    21, // square +L rank 6 file edge+0
    16, // square +L rank 6 file edge+1
    19, // square +L rank 6 file edge+2
    26, // square +L rank 6 file edge+3
    17, // square +L rank 6 file edge+4
    -41, // square +L rank 7 file edge+0
    62, // square +L rank 7 file edge+1
    32, // square +L rank 7 file edge+2
    27, // square +L rank 7 file edge+3
    33, // square +L rank 7 file edge+4
    -68, // square +L rank 8 file edge+0
    -2, // square +L rank 8 file edge+1
    23, // square +L rank 8 file edge+2
    13, // square +L rank 8 file edge+3
    19, // square +L rank 8 file edge+4
    -69, // square +L rank 9 file edge+0
    -37, // square +L rank 9 file edge+1
    -41, // square +L rank 9 file edge+2
    3, // square +L rank 9 file edge+3
    -6, // square +L rank 9 file edge+4
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
    7, // square +P rank 4 file edge+2
    9, // square +P rank 4 file edge+3
    9, // square +P rank 4 file edge+4
    8, // square +P rank 5 file edge+0
    10, // square +P rank 5 file edge+1
    9, // square +P rank 5 file edge+2
    23, // square +P rank 5 file edge+3
    12, // square +P rank 5 file edge+4
    34, // square +P rank 6 file edge+0
    6, // square +P rank 6 file edge+1
    4, // square +P rank 6 file edge+2
    34, // square +P rank 6 file edge+3
    20, // square +P rank 6 file edge+4
    -17, // square +P rank 7 file edge+0
    41, // square +P rank 7 file edge+1
    93, // square +P rank 7 file edge+2
    68, // square +P rank 7 file edge+3
    59, // square +P rank 7 file edge+4
    -30, // square +P rank 8 file edge+0
    -32, // square +P rank 8 file edge+1
    36, // square +P rank 8 file edge+2
    35, // square +P rank 8 file edge+3
    29, // square +P rank 8 file edge+4
    -77, // square +P rank 9 file edge+0
    -125, // square +P rank 9 file edge+1
    -67, // square +P rank 9 file edge+2
    -68, // square +P rank 9 file edge+3
    15, // square +P rank 9 file edge+4
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
    18, // mobility R
    16, // mobility B
    0, // mobility G
    0, // mobility S
    0, // mobility N
    27, // mobility L
    0, // mobility P
    6, // mobility +R
    10, // mobility +B
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
    2, // defends R files 0 ahead -1
    10, // defends R files 0 ahead 0
    -30, // defends R files 0 ahead 1
    16, // defends R files 0 ahead 2
    12, // defends R files 1 ahead -2
    -8, // defends R files 1 ahead -1
    -38, // defends R files 1 ahead 0
    -22, // defends R files 1 ahead 1
    -3, // defends R files 1 ahead 2
    -1, // defends R files 2 ahead -2
    8, // defends R files 2 ahead -1
    -34, // defends R files 2 ahead 0
    -16, // defends R files 2 ahead 1
    -6, // defends R files 2 ahead 2
    -1, // defends B files 0 ahead -2
    0, // defends B files 0 ahead -1
    10, // defends B files 0 ahead 0
    17, // defends B files 0 ahead 1
    1, // defends B files 0 ahead 2
    6, // defends B files 1 ahead -2
    -18, // defends B files 1 ahead -1
    18, // defends B files 1 ahead 0
    18, // defends B files 1 ahead 1
    12, // defends B files 1 ahead 2
    -11, // defends B files 2 ahead -2
    -37, // defends B files 2 ahead -1
    21, // defends B files 2 ahead 0
    7, // defends B files 2 ahead 1
    -8, // defends B files 2 ahead 2
    33, // defends G files 0 ahead -2
    32, // defends G files 0 ahead -1
    10, // defends G files 0 ahead 0
    46, // defends G files 0 ahead 1
    35, // defends G files 0 ahead 2
    60, // defends G files 1 ahead -2
    29, // defends G files 1 ahead -1
    23, // defends G files 1 ahead 0
    51, // defends G files 1 ahead 1
    41, // defends G files 1 ahead 2
    17, // defends G files 2 ahead -2
    40, // defends G files 2 ahead -1
    44, // defends G files 2 ahead 0
    36, // defends G files 2 ahead 1
    49, // defends G files 2 ahead 2
    20, // defends S files 0 ahead -2
    32, // defends S files 0 ahead -1
    10, // defends S files 0 ahead 0
    46, // defends S files 0 ahead 1
    31, // defends S files 0 ahead 2
    43, // defends S files 1 ahead -2
    30, // defends S files 1 ahead -1
    44, // defends S files 1 ahead 0
    36, // defends S files 1 ahead 1
    40, // defends S files 1 ahead 2
    15, // defends S files 2 ahead -2
    29, // defends S files 2 ahead -1
    49, // defends S files 2 ahead 0
    41, // defends S files 2 ahead 1
    18, // defends S files 2 ahead 2
    30, // defends N files 0 ahead -2
    23, // defends N files 0 ahead -1
    10, // defends N files 0 ahead 0
    33, // defends N files 0 ahead 1
    -1, // defends N files 0 ahead 2
    50, // defends N files 1 ahead -2
    27, // defends N files 1 ahead -1
    21, // defends N files 1 ahead 0
    32, // defends N files 1 ahead 1
    17, // defends N files 1 ahead 2
    6, // defends N files 2 ahead -2
    7, // defends N files 2 ahead -1
    -29, // defends N files 2 ahead 0
    -15, // defends N files 2 ahead 1
    -14, // defends N files 2 ahead 2
    6, // defends L files 0 ahead -2
    -21, // defends L files 0 ahead -1
    10, // defends L files 0 ahead 0
    38, // defends L files 0 ahead 1
    25, // defends L files 0 ahead 2
    22, // defends L files 1 ahead -2
    37, // defends L files 1 ahead -1
    63, // defends L files 1 ahead 0
    10, // defends L files 1 ahead 1
    43, // defends L files 1 ahead 2
    16, // defends L files 2 ahead -2
    59, // defends L files 2 ahead -1
    32, // defends L files 2 ahead 0
    30, // defends L files 2 ahead 1
    22, // defends L files 2 ahead 2
    -3, // defends P files 0 ahead -2
    5, // defends P files 0 ahead -1
    10, // defends P files 0 ahead 0
    51, // defends P files 0 ahead 1
    33, // defends P files 0 ahead 2
    27, // defends P files 1 ahead -2
    24, // defends P files 1 ahead -1
    26, // defends P files 1 ahead 0
    52, // defends P files 1 ahead 1
    39, // defends P files 1 ahead 2
    20, // defends P files 2 ahead -2
    -3, // defends P files 2 ahead -1
    0, // defends P files 2 ahead 0
    9, // defends P files 2 ahead 1
    10, // defends P files 2 ahead 2
    1, // defends +R files 0 ahead -2
    6, // defends +R files 0 ahead -1
    10, // defends +R files 0 ahead 0
    -3, // defends +R files 0 ahead 1
    -10, // defends +R files 0 ahead 2
    -3, // defends +R files 1 ahead -2
    24, // defends +R files 1 ahead -1
    -31, // defends +R files 1 ahead 0
    -1, // defends +R files 1 ahead 1
    -11, // defends +R files 1 ahead 2
    1, // defends +R files 2 ahead -2
    -3, // defends +R files 2 ahead -1
    -15, // defends +R files 2 ahead 0
    -11, // defends +R files 2 ahead 1
    9, // defends +R files 2 ahead 2
    8, // defends +B files 0 ahead -2
    12, // defends +B files 0 ahead -1
    10, // defends +B files 0 ahead 0
    1, // defends +B files 0 ahead 1
    -2, // defends +B files 0 ahead 2
    5, // defends +B files 1 ahead -2
    9, // defends +B files 1 ahead -1
    -7, // defends +B files 1 ahead 0
    27, // defends +B files 1 ahead 1
    26, // defends +B files 1 ahead 2
    9, // defends +B files 2 ahead -2
    5, // defends +B files 2 ahead -1
    19, // defends +B files 2 ahead 0
    31, // defends +B files 2 ahead 1
    25, // defends +B files 2 ahead 2
    1, // defends +S files 0 ahead -2
    1, // defends +S files 0 ahead -1
    10, // defends +S files 0 ahead 0
    1, // defends +S files 0 ahead 1
    -2, // defends +S files 0 ahead 2
    -2, // defends +S files 1 ahead -2
    9, // defends +S files 1 ahead -1
    10, // defends +S files 1 ahead 0
    8, // defends +S files 1 ahead 1
    0, // defends +S files 1 ahead 2
    0, // defends +S files 2 ahead -2
    2, // defends +S files 2 ahead -1
    1, // defends +S files 2 ahead 0
    0, // defends +S files 2 ahead 1
    -6, // defends +S files 2 ahead 2
    0, // defends +N files 0 ahead -2
    3, // defends +N files 0 ahead -1
    10, // defends +N files 0 ahead 0
    12, // defends +N files 0 ahead 1
    3, // defends +N files 0 ahead 2
    -5, // defends +N files 1 ahead -2
    6, // defends +N files 1 ahead -1
    10, // defends +N files 1 ahead 0
    10, // defends +N files 1 ahead 1
    -10, // defends +N files 1 ahead 2
    1, // defends +N files 2 ahead -2
    -3, // defends +N files 2 ahead -1
    0, // defends +N files 2 ahead 0
    -10, // defends +N files 2 ahead 1
    -8, // defends +N files 2 ahead 2
    2, // defends +L files 0 ahead -2
    15, // defends +L files 0 ahead -1
    10, // defends +L files 0 ahead 0
    16, // defends +L files 0 ahead 1
    -17, // defends +L files 0 ahead 2
    -2, // defends +L files 1 ahead -2
    5, // defends +L files 1 ahead -1
    12, // defends +L files 1 ahead 0
    15, // defends +L files 1 ahead 1
    -11, // defends +L files 1 ahead 2
    0, // defends +L files 2 ahead -2
    -1, // defends +L files 2 ahead -1
    -2, // defends +L files 2 ahead 0
    -11, // defends +L files 2 ahead 1
    3, // defends +L files 2 ahead 2
    -2, // defends +P files 0 ahead -2
    16, // defends +P files 0 ahead -1
    10, // defends +P files 0 ahead 0
    10, // defends +P files 0 ahead 1
    9, // defends +P files 0 ahead 2
    -2, // defends +P files 1 ahead -2
    22, // defends +P files 1 ahead -1
    6, // defends +P files 1 ahead 0
    -8, // defends +P files 1 ahead 1
    14, // defends +P files 1 ahead 2
    0, // defends +P files 2 ahead -2
    -1, // defends +P files 2 ahead -1
    -8, // defends +P files 2 ahead 0
    4, // defends +P files 2 ahead 1
    -7, // defends +P files 2 ahead 2
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
    36, // attacks R files 0 ahead -2
    14, // attacks R files 0 ahead -1
    14, // attacks R files 0 ahead 0
    14, // attacks R files 0 ahead 1
    18, // attacks R files 0 ahead 2
    17, // attacks R files 1 ahead -2
    9, // attacks R files 1 ahead -1
    14, // attacks R files 1 ahead 0
    -1, // attacks R files 1 ahead 1
    -62, // attacks R files 1 ahead 2
    27, // attacks R files 2 ahead -2
    -2, // attacks R files 2 ahead -1
    18, // attacks R files 2 ahead 0
    25, // attacks R files 2 ahead 1
    13, // attacks R files 2 ahead 2
    9, // attacks B files 0 ahead -2
    0, // attacks B files 0 ahead -1
    14, // attacks B files 0 ahead 0
    0, // attacks B files 0 ahead 1
    -5, // attacks B files 0 ahead 2
    20, // attacks B files 1 ahead -2
    14, // attacks B files 1 ahead -1
    -3, // attacks B files 1 ahead 0
    14, // attacks B files 1 ahead 1
    -3, // attacks B files 1 ahead 2
    35, // attacks B files 2 ahead -2
    -19, // attacks B files 2 ahead -1
    -18, // attacks B files 2 ahead 0
    14, // attacks B files 2 ahead 1
    13, // attacks B files 2 ahead 2
    13, // attacks G files 0 ahead -2
    14, // attacks G files 0 ahead -1
    14, // attacks G files 0 ahead 0
    14, // attacks G files 0 ahead 1
    55, // attacks G files 0 ahead 2
    1, // attacks G files 1 ahead -2
    5, // attacks G files 1 ahead -1
    14, // attacks G files 1 ahead 0
    14, // attacks G files 1 ahead 1
    104, // attacks G files 1 ahead 2
    -2, // attacks G files 2 ahead -2
    3, // attacks G files 2 ahead -1
    54, // attacks G files 2 ahead 0
    86, // attacks G files 2 ahead 1
    38, // attacks G files 2 ahead 2
    8, // attacks S files 0 ahead -2
    10, // attacks S files 0 ahead -1
    14, // attacks S files 0 ahead 0
    14, // attacks S files 0 ahead 1
    47, // attacks S files 0 ahead 2
    21, // attacks S files 1 ahead -2
    14, // attacks S files 1 ahead -1
    23, // attacks S files 1 ahead 0
    14, // attacks S files 1 ahead 1
    66, // attacks S files 1 ahead 2
    14, // attacks S files 2 ahead -2
    24, // attacks S files 2 ahead -1
    17, // attacks S files 2 ahead 0
    45, // attacks S files 2 ahead 1
    14, // attacks S files 2 ahead 2
    15, // attacks N files 0 ahead -2
    12, // attacks N files 0 ahead -1
    14, // attacks N files 0 ahead 0
    -43, // attacks N files 0 ahead 1
    14, // attacks N files 0 ahead 2
    17, // attacks N files 1 ahead -2
    10, // attacks N files 1 ahead -1
    -7, // attacks N files 1 ahead 0
    -26, // attacks N files 1 ahead 1
    14, // attacks N files 1 ahead 2
    18, // attacks N files 2 ahead -2
    23, // attacks N files 2 ahead -1
    7, // attacks N files 2 ahead 0
    -6, // attacks N files 2 ahead 1
    10, // attacks N files 2 ahead 2
    16, // attacks L files 0 ahead -2
    12, // attacks L files 0 ahead -1
    14, // attacks L files 0 ahead 0
    14, // attacks L files 0 ahead 1
    51, // attacks L files 0 ahead 2
    11, // attacks L files 1 ahead -2
    19, // attacks L files 1 ahead -1
    -10, // attacks L files 1 ahead 0
    -51, // attacks L files 1 ahead 1
    -6, // attacks L files 1 ahead 2
    14, // attacks L files 2 ahead -2
    11, // attacks L files 2 ahead -1
    -5, // attacks L files 2 ahead 0
    -2, // attacks L files 2 ahead 1
    -2, // attacks L files 2 ahead 2
    6, // attacks P files 0 ahead -2
    -10, // attacks P files 0 ahead -1
    14, // attacks P files 0 ahead 0
    14, // attacks P files 0 ahead 1
    53, // attacks P files 0 ahead 2
    15, // attacks P files 1 ahead -2
    -24, // attacks P files 1 ahead -1
    -92, // attacks P files 1 ahead 0
    -15, // attacks P files 1 ahead 1
    22, // attacks P files 1 ahead 2
    1, // attacks P files 2 ahead -2
    -48, // attacks P files 2 ahead -1
    -38, // attacks P files 2 ahead 0
    8, // attacks P files 2 ahead 1
    1, // attacks P files 2 ahead 2
    75, // attacks +R files 0 ahead -2
    14, // attacks +R files 0 ahead -1
    14, // attacks +R files 0 ahead 0
    14, // attacks +R files 0 ahead 1
    8, // attacks +R files 0 ahead 2
    46, // attacks +R files 1 ahead -2
    14, // attacks +R files 1 ahead -1
    14, // attacks +R files 1 ahead 0
    14, // attacks +R files 1 ahead 1
    13, // attacks +R files 1 ahead 2
    69, // attacks +R files 2 ahead -2
    34, // attacks +R files 2 ahead -1
    114, // attacks +R files 2 ahead 0
    39, // attacks +R files 2 ahead 1
    -9, // attacks +R files 2 ahead 2
    29, // attacks +B files 0 ahead -2
    14, // attacks +B files 0 ahead -1
    14, // attacks +B files 0 ahead 0
    14, // attacks +B files 0 ahead 1
    4, // attacks +B files 0 ahead 2
    9, // attacks +B files 1 ahead -2
    14, // attacks +B files 1 ahead -1
    14, // attacks +B files 1 ahead 0
    14, // attacks +B files 1 ahead 1
    -5, // attacks +B files 1 ahead 2
    34, // attacks +B files 2 ahead -2
    20, // attacks +B files 2 ahead -1
    4, // attacks +B files 2 ahead 0
    17, // attacks +B files 2 ahead 1
    33, // attacks +B files 2 ahead 2
    10, // attacks +S files 0 ahead -2
    14, // attacks +S files 0 ahead -1
    14, // attacks +S files 0 ahead 0
    14, // attacks +S files 0 ahead 1
    22, // attacks +S files 0 ahead 2
    5, // attacks +S files 1 ahead -2
    19, // attacks +S files 1 ahead -1
    14, // attacks +S files 1 ahead 0
    14, // attacks +S files 1 ahead 1
    51, // attacks +S files 1 ahead 2
    1, // attacks +S files 2 ahead -2
    4, // attacks +S files 2 ahead -1
    23, // attacks +S files 2 ahead 0
    70, // attacks +S files 2 ahead 1
    30, // attacks +S files 2 ahead 2
    22, // attacks +N files 0 ahead -2
    14, // attacks +N files 0 ahead -1
    14, // attacks +N files 0 ahead 0
    14, // attacks +N files 0 ahead 1
    40, // attacks +N files 0 ahead 2
    10, // attacks +N files 1 ahead -2
    19, // attacks +N files 1 ahead -1
    14, // attacks +N files 1 ahead 0
    14, // attacks +N files 1 ahead 1
    67, // attacks +N files 1 ahead 2
    15, // attacks +N files 2 ahead -2
    26, // attacks +N files 2 ahead -1
    49, // attacks +N files 2 ahead 0
    91, // attacks +N files 2 ahead 1
    65, // attacks +N files 2 ahead 2
    13, // attacks +L files 0 ahead -2
    14, // attacks +L files 0 ahead -1
    14, // attacks +L files 0 ahead 0
    14, // attacks +L files 0 ahead 1
    22, // attacks +L files 0 ahead 2
    4, // attacks +L files 1 ahead -2
    20, // attacks +L files 1 ahead -1
    14, // attacks +L files 1 ahead 0
    14, // attacks +L files 1 ahead 1
    47, // attacks +L files 1 ahead 2
    16, // attacks +L files 2 ahead -2
    -1, // attacks +L files 2 ahead -1
    28, // attacks +L files 2 ahead 0
    89, // attacks +L files 2 ahead 1
    53, // attacks +L files 2 ahead 2
    3, // attacks +P files 0 ahead -2
    14, // attacks +P files 0 ahead -1
    14, // attacks +P files 0 ahead 0
    14, // attacks +P files 0 ahead 1
    77, // attacks +P files 0 ahead 2
    17, // attacks +P files 1 ahead -2
    29, // attacks +P files 1 ahead -1
    14, // attacks +P files 1 ahead 0
    14, // attacks +P files 1 ahead 1
    134, // attacks +P files 1 ahead 2
    -17, // attacks +P files 2 ahead -2
    58, // attacks +P files 2 ahead -1
    71, // attacks +P files 2 ahead 0
    117, // attacks +P files 2 ahead 1
    101, // attacks +P files 2 ahead 2
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
    -76, // king attacked squares 0
    -26, // king attacked squares 1
    0, // king attacked squares 2
    21, // king attacked squares 3
    -18, // king attacked squares 4
    -83, // king attacked squares 5
    -66, // king attacked squares 6
    -86, // king attacked squares 7
    -97, // king attacked squares 8
    -18, // king escapes 0
    50, // king escapes 1
    45, // king escapes 2
    47, // king escapes 3
    38, // king escapes 4
    22, // king escapes 5
    5, // king escapes 6
    -57, // king escapes 7
    -9, // king escapes 8
    -21, // attacked squares x enemy hand
    -11, // attackers x enemy hand
    115, // tempo
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
    1, // own king R files -3 ahead -2
    -12, // own king R files -3 ahead -1
    -26, // own king R files -3 ahead +0
    -13, // own king R files -3 ahead +1
    7, // own king R files -3 ahead +2
    8, // own king R files -3 ahead +3
    -9, // own king R files -3 ahead +4
    1, // own king R files -3 ahead +5
    -2, // own king R files -3 ahead +6
    1, // own king R files -3 ahead +7
    4, // own king R files -3 ahead +8
    -3, // own king R files -2 ahead -8
    -1, // own king R files -2 ahead -7
    0, // own king R files -2 ahead -6
    0, // own king R files -2 ahead -5
    -2, // own king R files -2 ahead -4
    -1, // own king R files -2 ahead -3
    2, // own king R files -2 ahead -2
    3, // own king R files -2 ahead -1
    -42, // own king R files -2 ahead +0
    4, // own king R files -2 ahead +1
    8, // own king R files -2 ahead +2
    -8, // own king R files -2 ahead +3
    -14, // own king R files -2 ahead +4
    29, // own king R files -2 ahead +5
    -9, // own king R files -2 ahead +6
    -11, // own king R files -2 ahead +7
    12, // own king R files -2 ahead +8
    0, // own king R files -1 ahead -8
    0, // own king R files -1 ahead -7
    0, // own king R files -1 ahead -6
    0, // own king R files -1 ahead -5
    0, // own king R files -1 ahead -4
    1, // own king R files -1 ahead -3
    3, // own king R files -1 ahead -2
    -23, // own king R files -1 ahead -1
    -57, // own king R files -1 ahead +0
    -2, // own king R files -1 ahead +1
    -15, // own king R files -1 ahead +2
    -59, // own king R files -1 ahead +3
    -37, // own king R files -1 ahead +4
    -2, // own king R files -1 ahead +5
    10, // own king R files -1 ahead +6
    31, // own king R files -1 ahead +7
    6, // own king R files -1 ahead +8
    0, // own king R files +0 ahead -8
    0, // own king R files +0 ahead -7
    0, // own king R files +0 ahead -6
    1, // own king R files +0 ahead -5
    1, // own king R files +0 ahead -4
    1, // own king R files +0 ahead -3
    14, // own king R files +0 ahead -2
    -8, // own king R files +0 ahead -1
    0, // own king R files +0 ahead +0
    -40, // own king R files +0 ahead +1
    16, // own king R files +0 ahead +2
    -43, // own king R files +0 ahead +3
    12, // own king R files +0 ahead +4
    15, // own king R files +0 ahead +5
    2, // own king R files +0 ahead +6
    13, // own king R files +0 ahead +7
    5, // own king R files +0 ahead +8
    0, // own king R files +1 ahead -8
    0, // own king R files +1 ahead -7
    -1, // own king R files +1 ahead -6
    0, // own king R files +1 ahead -5
    -1, // own king R files +1 ahead -4
    2, // own king R files +1 ahead -3
    10, // own king R files +1 ahead -2
    5, // own king R files +1 ahead -1
    9, // own king R files +1 ahead +0
    -31, // own king R files +1 ahead +1
    11, // own king R files +1 ahead +2
    -40, // own king R files +1 ahead +3
    -9, // own king R files +1 ahead +4
    -6, // own king R files +1 ahead +5
    9, // own king R files +1 ahead +6
    23, // own king R files +1 ahead +7
    -47, // own king R files +1 ahead +8
    0, // own king R files +2 ahead -8
    0, // own king R files +2 ahead -7
    0, // own king R files +2 ahead -6
    2, // own king R files +2 ahead -5
    1, // own king R files +2 ahead -4
    8, // own king R files +2 ahead -3
    -3, // own king R files +2 ahead -2
    4, // own king R files +2 ahead -1
    8, // own king R files +2 ahead +0
    -20, // own king R files +2 ahead +1
    -13, // own king R files +2 ahead +2
    -45, // own king R files +2 ahead +3
    -41, // own king R files +2 ahead +4
    -14, // own king R files +2 ahead +5
    -5, // own king R files +2 ahead +6
    7, // own king R files +2 ahead +7
    -11, // own king R files +2 ahead +8
    -1, // own king R files +3 ahead -8
    0, // own king R files +3 ahead -7
    0, // own king R files +3 ahead -6
    2, // own king R files +3 ahead -5
    -1, // own king R files +3 ahead -4
    5, // own king R files +3 ahead -3
    -1, // own king R files +3 ahead -2
    -7, // own king R files +3 ahead -1
    -38, // own king R files +3 ahead +0
    -20, // own king R files +3 ahead +1
    -26, // own king R files +3 ahead +2
    -52, // own king R files +3 ahead +3
    2, // own king R files +3 ahead +4
    19, // own king R files +3 ahead +5
    10, // own king R files +3 ahead +6
    16, // own king R files +3 ahead +7
    -5, // own king R files +3 ahead +8
    5, // own king R files +4 ahead -8
    1, // own king R files +4 ahead -7
    6, // own king R files +4 ahead -6
    -4, // own king R files +4 ahead -5
    3, // own king R files +4 ahead -4
    -17, // own king R files +4 ahead -3
    12, // own king R files +4 ahead -2
    -12, // own king R files +4 ahead -1
    -12, // own king R files +4 ahead +0
    1, // own king R files +4 ahead +1
    9, // own king R files +4 ahead +2
    -15, // own king R files +4 ahead +3
    5, // own king R files +4 ahead +4
    -4, // own king R files +4 ahead +5
    -6, // own king R files +4 ahead +6
    19, // own king R files +4 ahead +7
    5, // own king R files +4 ahead +8
    0, // own king R files +5 ahead -8
    -1, // own king R files +5 ahead -7
    -2, // own king R files +5 ahead -6
    -1, // own king R files +5 ahead -5
    0, // own king R files +5 ahead -4
    -10, // own king R files +5 ahead -3
    -1, // own king R files +5 ahead -2
    -33, // own king R files +5 ahead -1
    2, // own king R files +5 ahead +0
    30, // own king R files +5 ahead +1
    17, // own king R files +5 ahead +2
    -13, // own king R files +5 ahead +3
    -8, // own king R files +5 ahead +4
    15, // own king R files +5 ahead +5
    3, // own king R files +5 ahead +6
    -7, // own king R files +5 ahead +7
    3, // own king R files +5 ahead +8
    0, // own king R files +6 ahead -8
    -2, // own king R files +6 ahead -7
    -3, // own king R files +6 ahead -6
    0, // own king R files +6 ahead -5
    0, // own king R files +6 ahead -4
    -16, // own king R files +6 ahead -3
    7, // own king R files +6 ahead -2
    7, // own king R files +6 ahead -1
    22, // own king R files +6 ahead +0
    20, // own king R files +6 ahead +1
    -5, // own king R files +6 ahead +2
    -10, // own king R files +6 ahead +3
    -16, // own king R files +6 ahead +4
    -2, // own king R files +6 ahead +5
    7, // own king R files +6 ahead +6
    -8, // own king R files +6 ahead +7
    13, // own king R files +6 ahead +8
    -2, // own king R files +7 ahead -8
    -4, // own king R files +7 ahead -7
    -1, // own king R files +7 ahead -6
    0, // own king R files +7 ahead -5
    5, // own king R files +7 ahead -4
    -10, // own king R files +7 ahead -3
    -20, // own king R files +7 ahead -2
    10, // own king R files +7 ahead -1
    43, // own king R files +7 ahead +0
    -19, // own king R files +7 ahead +1
    -38, // own king R files +7 ahead +2
    -7, // own king R files +7 ahead +3
    -2, // own king R files +7 ahead +4
    4, // own king R files +7 ahead +5
    0, // own king R files +7 ahead +6
    12, // own king R files +7 ahead +7
    -1, // own king R files +7 ahead +8
    0, // own king R files +8 ahead -8
    0, // own king R files +8 ahead -7
    0, // own king R files +8 ahead -6
    0, // own king R files +8 ahead -5
    0, // own king R files +8 ahead -4
    0, // own king R files +8 ahead -3
    -1, // own king R files +8 ahead -2
    2, // own king R files +8 ahead -1
    -7, // own king R files +8 ahead +0
    1, // own king R files +8 ahead +1
    -4, // own king R files +8 ahead +2
    1, // own king R files +8 ahead +3
    0, // own king R files +8 ahead +4
    -1, // own king R files +8 ahead +5
    0, // own king R files +8 ahead +6
    -1, // own king R files +8 ahead +7
    0, // own king R files +8 ahead +8
    0, // own king B files -3 ahead -8
    0, // own king B files -3 ahead -7
    0, // own king B files -3 ahead -6
    0, // own king B files -3 ahead -5
    0, // own king B files -3 ahead -4
    0, // own king B files -3 ahead -3
    1, // own king B files -3 ahead -2
    6, // own king B files -3 ahead -1
    -1, // own king B files -3 ahead +0
    -2, // own king B files -3 ahead +1
    -18, // own king B files -3 ahead +2
    2, // own king B files -3 ahead +3
    14, // own king B files -3 ahead +4
    -6, // own king B files -3 ahead +5
    0, // own king B files -3 ahead +6
    0, // own king B files -3 ahead +7
    -7, // own king B files -3 ahead +8
    0, // own king B files -2 ahead -8
    0, // own king B files -2 ahead -7
    10, // own king B files -2 ahead -6
    0, // own king B files -2 ahead -5
    0, // own king B files -2 ahead -4
    -1, // own king B files -2 ahead -3
    -16, // own king B files -2 ahead -2
    -24, // own king B files -2 ahead -1
    42, // own king B files -2 ahead +0
    -13, // own king B files -2 ahead +1
    -41, // own king B files -2 ahead +2
    -10, // own king B files -2 ahead +3
    -2, // own king B files -2 ahead +4
    -8, // own king B files -2 ahead +5
    7, // own king B files -2 ahead +6
    16, // own king B files -2 ahead +7
    7, // own king B files -2 ahead +8
    0, // own king B files -1 ahead -8
    0, // own king B files -1 ahead -7
    0, // own king B files -1 ahead -6
    1, // own king B files -1 ahead -5
    0, // own king B files -1 ahead -4
    0, // own king B files -1 ahead -3
    -1, // own king B files -1 ahead -2
    -13, // own king B files -1 ahead -1
    14, // own king B files -1 ahead +0
    12, // own king B files -1 ahead +1
    5, // own king B files -1 ahead +2
    -23, // own king B files -1 ahead +3
    -2, // own king B files -1 ahead +4
    12, // own king B files -1 ahead +5
    5, // own king B files -1 ahead +6
    -18, // own king B files -1 ahead +7
    -6, // own king B files -1 ahead +8
    0, // own king B files +0 ahead -8
    0, // own king B files +0 ahead -7
    0, // own king B files +0 ahead -6
    0, // own king B files +0 ahead -5
    0, // own king B files +0 ahead -4
    2, // own king B files +0 ahead -3
    -1, // own king B files +0 ahead -2
    -10, // own king B files +0 ahead -1
    0, // own king B files +0 ahead +0
    7, // own king B files +0 ahead +1
    1, // own king B files +0 ahead +2
    20, // own king B files +0 ahead +3
    -23, // own king B files +0 ahead +4
    6, // own king B files +0 ahead +5
    -1, // own king B files +0 ahead +6
    2, // own king B files +0 ahead +7
    -17, // own king B files +0 ahead +8
    0, // own king B files +1 ahead -8
    0, // own king B files +1 ahead -7
    0, // own king B files +1 ahead -6
    -1, // own king B files +1 ahead -5
    2, // own king B files +1 ahead -4
    3, // own king B files +1 ahead -3
    7, // own king B files +1 ahead -2
    -14, // own king B files +1 ahead -1
    -6, // own king B files +1 ahead +0
    -1, // own king B files +1 ahead +1
    7, // own king B files +1 ahead +2
    8, // own king B files +1 ahead +3
    24, // own king B files +1 ahead +4
    -19, // own king B files +1 ahead +5
    7, // own king B files +1 ahead +6
    -16, // own king B files +1 ahead +7
    -9, // own king B files +1 ahead +8
    0, // own king B files +2 ahead -8
    0, // own king B files +2 ahead -7
    -1, // own king B files +2 ahead -6
    3, // own king B files +2 ahead -5
    0, // own king B files +2 ahead -4
    -7, // own king B files +2 ahead -3
    5, // own king B files +2 ahead -2
    -13, // own king B files +2 ahead -1
    -21, // own king B files +2 ahead +0
    20, // own king B files +2 ahead +1
    35, // own king B files +2 ahead +2
    -3, // own king B files +2 ahead +3
    8, // own king B files +2 ahead +4
    -5, // own king B files +2 ahead +5
    12, // own king B files +2 ahead +6
    -9, // own king B files +2 ahead +7
    -22, // own king B files +2 ahead +8
    0, // own king B files +3 ahead -8
    -5, // own king B files +3 ahead -7
    0, // own king B files +3 ahead -6
    -6, // own king B files +3 ahead -5
    5, // own king B files +3 ahead -4
    9, // own king B files +3 ahead -3
    -10, // own king B files +3 ahead -2
    -32, // own king B files +3 ahead -1
    -3, // own king B files +3 ahead +0
    15, // own king B files +3 ahead +1
    -5, // own king B files +3 ahead +2
    11, // own king B files +3 ahead +3
    -15, // own king B files +3 ahead +4
    -1, // own king B files +3 ahead +5
    11, // own king B files +3 ahead +6
    31, // own king B files +3 ahead +7
    -13, // own king B files +3 ahead +8
    0, // own king B files +4 ahead -8
    0, // own king B files +4 ahead -7
    -2, // own king B files +4 ahead -6
    1, // own king B files +4 ahead -5
    1, // own king B files +4 ahead -4
    2, // own king B files +4 ahead -3
    3, // own king B files +4 ahead -2
    -34, // own king B files +4 ahead -1
    -3, // own king B files +4 ahead +0
    17, // own king B files +4 ahead +1
    10, // own king B files +4 ahead +2
    -32, // own king B files +4 ahead +3
    15, // own king B files +4 ahead +4
    3, // own king B files +4 ahead +5
    8, // own king B files +4 ahead +6
    31, // own king B files +4 ahead +7
    1, // own king B files +4 ahead +8
    0, // own king B files +5 ahead -8
    -1, // own king B files +5 ahead -7
    0, // own king B files +5 ahead -6
    -1, // own king B files +5 ahead -5
    0, // own king B files +5 ahead -4
    0, // own king B files +5 ahead -3
    -12, // own king B files +5 ahead -2
    -11, // own king B files +5 ahead -1
    18, // own king B files +5 ahead +0
    -15, // own king B files +5 ahead +1
    -24, // own king B files +5 ahead +2
    -26, // own king B files +5 ahead +3
    -18, // own king B files +5 ahead +4
    -12, // own king B files +5 ahead +5
    17, // own king B files +5 ahead +6
    2, // own king B files +5 ahead +7
    -3, // own king B files +5 ahead +8
    0, // own king B files +6 ahead -8
    0, // own king B files +6 ahead -7
    0, // own king B files +6 ahead -6
    0, // own king B files +6 ahead -5
    -9, // own king B files +6 ahead -4
    -7, // own king B files +6 ahead -3
    -3, // own king B files +6 ahead -2
    14, // own king B files +6 ahead -1
    -19, // own king B files +6 ahead +0
    -27, // own king B files +6 ahead +1
    -42, // own king B files +6 ahead +2
    -43, // own king B files +6 ahead +3
    -14, // own king B files +6 ahead +4
    -34, // own king B files +6 ahead +5
    -26, // own king B files +6 ahead +6
    14, // own king B files +6 ahead +7
    -14, // own king B files +6 ahead +8
    0, // own king B files +7 ahead -8
    0, // own king B files +7 ahead -7
    0, // own king B files +7 ahead -6
    0, // own king B files +7 ahead -5
    0, // own king B files +7 ahead -4
    -3, // own king B files +7 ahead -3
    -4, // own king B files +7 ahead -2
    -17, // own king B files +7 ahead -1
    -11, // own king B files +7 ahead +0
    -31, // own king B files +7 ahead +1
    4, // own king B files +7 ahead +2
    -24, // own king B files +7 ahead +3
    2, // own king B files +7 ahead +4
    3, // own king B files +7 ahead +5
    -9, // own king B files +7 ahead +6
    2, // own king B files +7 ahead +7
    0, // own king B files +7 ahead +8
    0, // own king B files +8 ahead -8
    0, // own king B files +8 ahead -7
    0, // own king B files +8 ahead -6
    -2, // own king B files +8 ahead -5
    -1, // own king B files +8 ahead -4
    -4, // own king B files +8 ahead -3
    0, // own king B files +8 ahead -2
    0, // own king B files +8 ahead -1
    0, // own king B files +8 ahead +0
    11, // own king B files +8 ahead +1
    -4, // own king B files +8 ahead +2
    2, // own king B files +8 ahead +3
    10, // own king B files +8 ahead +4
    3, // own king B files +8 ahead +5
    2, // own king B files +8 ahead +6
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
    8, // own king G files -3 ahead +0
    0, // own king G files -3 ahead +1
    3, // own king G files -3 ahead +2
    -2, // own king G files -3 ahead +3
    -13, // own king G files -3 ahead +4
    -1, // own king G files -3 ahead +5
    -3, // own king G files -3 ahead +6
    -4, // own king G files -3 ahead +7
    -18, // own king G files -3 ahead +8
    0, // own king G files -2 ahead -8
    0, // own king G files -2 ahead -7
    0, // own king G files -2 ahead -6
    0, // own king G files -2 ahead -5
    0, // own king G files -2 ahead -4
    2, // own king G files -2 ahead -3
    -1, // own king G files -2 ahead -2
    0, // own king G files -2 ahead -1
    9, // own king G files -2 ahead +0
    7, // own king G files -2 ahead +1
    14, // own king G files -2 ahead +2
    0, // own king G files -2 ahead +3
    -14, // own king G files -2 ahead +4
    3, // own king G files -2 ahead +5
    -12, // own king G files -2 ahead +6
    -20, // own king G files -2 ahead +7
    -28, // own king G files -2 ahead +8
    0, // own king G files -1 ahead -8
    0, // own king G files -1 ahead -7
    1, // own king G files -1 ahead -6
    2, // own king G files -1 ahead -5
    0, // own king G files -1 ahead -4
    -1, // own king G files -1 ahead -3
    7, // own king G files -1 ahead -2
    -12, // own king G files -1 ahead -1
    -22, // own king G files -1 ahead +0
    6, // own king G files -1 ahead +1
    19, // own king G files -1 ahead +2
    28, // own king G files -1 ahead +3
    -11, // own king G files -1 ahead +4
    -23, // own king G files -1 ahead +5
    5, // own king G files -1 ahead +6
    -20, // own king G files -1 ahead +7
    0, // own king G files -1 ahead +8
    0, // own king G files +0 ahead -8
    4, // own king G files +0 ahead -7
    -1, // own king G files +0 ahead -6
    -1, // own king G files +0 ahead -5
    2, // own king G files +0 ahead -4
    13, // own king G files +0 ahead -3
    33, // own king G files +0 ahead -2
    22, // own king G files +0 ahead -1
    0, // own king G files +0 ahead +0
    36, // own king G files +0 ahead +1
    35, // own king G files +0 ahead +2
    39, // own king G files +0 ahead +3
    -20, // own king G files +0 ahead +4
    9, // own king G files +0 ahead +5
    -12, // own king G files +0 ahead +6
    -12, // own king G files +0 ahead +7
    5, // own king G files +0 ahead +8
    3, // own king G files +1 ahead -8
    3, // own king G files +1 ahead -7
    -1, // own king G files +1 ahead -6
    -1, // own king G files +1 ahead -5
    -2, // own king G files +1 ahead -4
    26, // own king G files +1 ahead -3
    54, // own king G files +1 ahead -2
    31, // own king G files +1 ahead -1
    35, // own king G files +1 ahead +0
    35, // own king G files +1 ahead +1
    22, // own king G files +1 ahead +2
    50, // own king G files +1 ahead +3
    -11, // own king G files +1 ahead +4
    -13, // own king G files +1 ahead +5
    6, // own king G files +1 ahead +6
    -25, // own king G files +1 ahead +7
    -17, // own king G files +1 ahead +8
    4, // own king G files +2 ahead -8
    1, // own king G files +2 ahead -7
    -1, // own king G files +2 ahead -6
    -5, // own king G files +2 ahead -5
    3, // own king G files +2 ahead -4
    -18, // own king G files +2 ahead -3
    18, // own king G files +2 ahead -2
    40, // own king G files +2 ahead -1
    34, // own king G files +2 ahead +0
    29, // own king G files +2 ahead +1
    35, // own king G files +2 ahead +2
    -2, // own king G files +2 ahead +3
    -15, // own king G files +2 ahead +4
    -5, // own king G files +2 ahead +5
    16, // own king G files +2 ahead +6
    -3, // own king G files +2 ahead +7
    7, // own king G files +2 ahead +8
    -4, // own king G files +3 ahead -8
    -1, // own king G files +3 ahead -7
    -8, // own king G files +3 ahead -6
    -18, // own king G files +3 ahead -5
    -17, // own king G files +3 ahead -4
    -6, // own king G files +3 ahead -3
    -6, // own king G files +3 ahead -2
    60, // own king G files +3 ahead -1
    53, // own king G files +3 ahead +0
    56, // own king G files +3 ahead +1
    24, // own king G files +3 ahead +2
    23, // own king G files +3 ahead +3
    -14, // own king G files +3 ahead +4
    2, // own king G files +3 ahead +5
    29, // own king G files +3 ahead +6
    -38, // own king G files +3 ahead +7
    11, // own king G files +3 ahead +8
    -3, // own king G files +4 ahead -8
    1, // own king G files +4 ahead -7
    -13, // own king G files +4 ahead -6
    -12, // own king G files +4 ahead -5
    -29, // own king G files +4 ahead -4
    -5, // own king G files +4 ahead -3
    -51, // own king G files +4 ahead -2
    24, // own king G files +4 ahead -1
    16, // own king G files +4 ahead +0
    -10, // own king G files +4 ahead +1
    -14, // own king G files +4 ahead +2
    -25, // own king G files +4 ahead +3
    -32, // own king G files +4 ahead +4
    8, // own king G files +4 ahead +5
    -46, // own king G files +4 ahead +6
    -46, // own king G files +4 ahead +7
    -17, // own king G files +4 ahead +8
    -1, // own king G files +5 ahead -8
    5, // own king G files +5 ahead -7
    -15, // own king G files +5 ahead -6
    8, // own king G files +5 ahead -5
    -8, // own king G files +5 ahead -4
    -20, // own king G files +5 ahead -3
    -42, // own king G files +5 ahead -2
    -17, // own king G files +5 ahead -1
    -78, // own king G files +5 ahead +0
    -61, // own king G files +5 ahead +1
    -53, // own king G files +5 ahead +2
    -27, // own king G files +5 ahead +3
    10, // own king G files +5 ahead +4
    -7, // own king G files +5 ahead +5
    -10, // own king G files +5 ahead +6
    3, // own king G files +5 ahead +7
    -9, // own king G files +5 ahead +8
    0, // own king G files +6 ahead -8
    1, // own king G files +6 ahead -7
    2, // own king G files +6 ahead -6
    6, // own king G files +6 ahead -5
    5, // own king G files +6 ahead -4
    -3, // own king G files +6 ahead -3
    -3, // own king G files +6 ahead -2
    -10, // own king G files +6 ahead -1
    11, // own king G files +6 ahead +0
    -6, // own king G files +6 ahead +1
    -4, // own king G files +6 ahead +2
    -11, // own king G files +6 ahead +3
    -1, // own king G files +6 ahead +4
    1, // own king G files +6 ahead +5
    -22, // own king G files +6 ahead +6
    -13, // own king G files +6 ahead +7
    -8, // own king G files +6 ahead +8
    0, // own king G files +7 ahead -8
    -1, // own king G files +7 ahead -7
    -1, // own king G files +7 ahead -6
    0, // own king G files +7 ahead -5
    2, // own king G files +7 ahead -4
    -1, // own king G files +7 ahead -3
    2, // own king G files +7 ahead -2
    -3, // own king G files +7 ahead -1
    -21, // own king G files +7 ahead +0
    -19, // own king G files +7 ahead +1
    -1, // own king G files +7 ahead +2
    -18, // own king G files +7 ahead +3
    -12, // own king G files +7 ahead +4
    -26, // own king G files +7 ahead +5
    -9, // own king G files +7 ahead +6
    -19, // own king G files +7 ahead +7
    -3, // own king G files +7 ahead +8
    0, // own king G files +8 ahead -8
    0, // own king G files +8 ahead -7
    0, // own king G files +8 ahead -6
    0, // own king G files +8 ahead -5
    0, // own king G files +8 ahead -4
    -1, // own king G files +8 ahead -3
    -2, // own king G files +8 ahead -2
    -2, // own king G files +8 ahead -1
    -2, // own king G files +8 ahead +0
    9, // own king G files +8 ahead +1
    5, // own king G files +8 ahead +2
    13, // own king G files +8 ahead +3
    1, // own king G files +8 ahead +4
    2, // own king G files +8 ahead +5
    -5, // own king G files +8 ahead +6
    2, // own king G files +8 ahead +7
    0, // own king G files +8 ahead +8
    0, // own king S files -3 ahead -8
    0, // own king S files -3 ahead -7
    0, // own king S files -3 ahead -6
    0, // own king S files -3 ahead -5
    0, // own king S files -3 ahead -4
    0, // own king S files -3 ahead -3
    -1, // own king S files -3 ahead -2
    -7, // own king S files -3 ahead -1
    4, // own king S files -3 ahead +0
    -2, // own king S files -3 ahead +1
    -6, // own king S files -3 ahead +2
    14, // own king S files -3 ahead +3
    -9, // own king S files -3 ahead +4
    -4, // own king S files -3 ahead +5
    -13, // own king S files -3 ahead +6
    3, // own king S files -3 ahead +7
    -5, // own king S files -3 ahead +8
    0, // own king S files -2 ahead -8
    0, // own king S files -2 ahead -7
    0, // own king S files -2 ahead -6
    0, // own king S files -2 ahead -5
    0, // own king S files -2 ahead -4
    -4, // own king S files -2 ahead -3
    -7, // own king S files -2 ahead -2
    -4, // own king S files -2 ahead -1
    43, // own king S files -2 ahead +0
    39, // own king S files -2 ahead +1
    -4, // own king S files -2 ahead +2
    23, // own king S files -2 ahead +3
    -8, // own king S files -2 ahead +4
    15, // own king S files -2 ahead +5
    -14, // own king S files -2 ahead +6
    -7, // own king S files -2 ahead +7
    -2, // own king S files -2 ahead +8
    -1, // own king S files -1 ahead -8
    1, // own king S files -1 ahead -7
    0, // own king S files -1 ahead -6
    -2, // own king S files -1 ahead -5
    0, // own king S files -1 ahead -4
    9, // own king S files -1 ahead -3
    26, // own king S files -1 ahead -2
    4, // own king S files -1 ahead -1
    13, // own king S files -1 ahead +0
    2, // own king S files -1 ahead +1
    35, // own king S files -1 ahead +2
    21, // own king S files -1 ahead +3
    7, // own king S files -1 ahead +4
    -2, // own king S files -1 ahead +5
    -2, // own king S files -1 ahead +6
    -21, // own king S files -1 ahead +7
    -20, // own king S files -1 ahead +8
    0, // own king S files +0 ahead -8
    0, // own king S files +0 ahead -7
    0, // own king S files +0 ahead -6
    2, // own king S files +0 ahead -5
    -1, // own king S files +0 ahead -4
    3, // own king S files +0 ahead -3
    20, // own king S files +0 ahead -2
    22, // own king S files +0 ahead -1
    0, // own king S files +0 ahead +0
    36, // own king S files +0 ahead +1
    31, // own king S files +0 ahead +2
    22, // own king S files +0 ahead +3
    -14, // own king S files +0 ahead +4
    -34, // own king S files +0 ahead +5
    -22, // own king S files +0 ahead +6
    -7, // own king S files +0 ahead +7
    -20, // own king S files +0 ahead +8
    0, // own king S files +1 ahead -8
    2, // own king S files +1 ahead -7
    0, // own king S files +1 ahead -6
    5, // own king S files +1 ahead -5
    0, // own king S files +1 ahead -4
    -5, // own king S files +1 ahead -3
    16, // own king S files +1 ahead -2
    15, // own king S files +1 ahead -1
    21, // own king S files +1 ahead +0
    23, // own king S files +1 ahead +1
    5, // own king S files +1 ahead +2
    6, // own king S files +1 ahead +3
    -24, // own king S files +1 ahead +4
    -13, // own king S files +1 ahead +5
    -12, // own king S files +1 ahead +6
    -12, // own king S files +1 ahead +7
    -3, // own king S files +1 ahead +8
    1, // own king S files +2 ahead -8
    -5, // own king S files +2 ahead -7
    5, // own king S files +2 ahead -6
    -6, // own king S files +2 ahead -5
    -5, // own king S files +2 ahead -4
    21, // own king S files +2 ahead -3
    22, // own king S files +2 ahead -2
    34, // own king S files +2 ahead -1
    7, // own king S files +2 ahead +0
    3, // own king S files +2 ahead +1
    22, // own king S files +2 ahead +2
    68, // own king S files +2 ahead +3
    9, // own king S files +2 ahead +4
    -4, // own king S files +2 ahead +5
    12, // own king S files +2 ahead +6
    -12, // own king S files +2 ahead +7
    -6, // own king S files +2 ahead +8
    0, // own king S files +3 ahead -8
    0, // own king S files +3 ahead -7
    0, // own king S files +3 ahead -6
    1, // own king S files +3 ahead -5
    -6, // own king S files +3 ahead -4
    -2, // own king S files +3 ahead -3
    -10, // own king S files +3 ahead -2
    16, // own king S files +3 ahead -1
    26, // own king S files +3 ahead +0
    24, // own king S files +3 ahead +1
    37, // own king S files +3 ahead +2
    8, // own king S files +3 ahead +3
    14, // own king S files +3 ahead +4
    44, // own king S files +3 ahead +5
    8, // own king S files +3 ahead +6
    -30, // own king S files +3 ahead +7
    -1, // own king S files +3 ahead +8
    0, // own king S files +4 ahead -8
    2, // own king S files +4 ahead -7
    -2, // own king S files +4 ahead -6
    2, // own king S files +4 ahead -5
    -18, // own king S files +4 ahead -4
    -14, // own king S files +4 ahead -3
    -33, // own king S files +4 ahead -2
    -7, // own king S files +4 ahead -1
    8, // own king S files +4 ahead +0
    -3, // own king S files +4 ahead +1
    19, // own king S files +4 ahead +2
    -36, // own king S files +4 ahead +3
    13, // own king S files +4 ahead +4
    -6, // own king S files +4 ahead +5
    -11, // own king S files +4 ahead +6
    -8, // own king S files +4 ahead +7
    -5, // own king S files +4 ahead +8
    0, // own king S files +5 ahead -8
    -2, // own king S files +5 ahead -7
    9, // own king S files +5 ahead -6
    -3, // own king S files +5 ahead -5
    2, // own king S files +5 ahead -4
    5, // own king S files +5 ahead -3
    -56, // own king S files +5 ahead -2
    -16, // own king S files +5 ahead -1
    0, // own king S files +5 ahead +0
    -7, // own king S files +5 ahead +1
    -15, // own king S files +5 ahead +2
    13, // own king S files +5 ahead +3
    -3, // own king S files +5 ahead +4
    27, // own king S files +5 ahead +5
    -3, // own king S files +5 ahead +6
    -24, // own king S files +5 ahead +7
    -16, // own king S files +5 ahead +8
    0, // own king S files +6 ahead -8
    11, // own king S files +6 ahead -7
    -6, // own king S files +6 ahead -6
    -4, // own king S files +6 ahead -5
    -10, // own king S files +6 ahead -4
    -7, // own king S files +6 ahead -3
    -34, // own king S files +6 ahead -2
    -52, // own king S files +6 ahead -1
    -39, // own king S files +6 ahead +0
    -36, // own king S files +6 ahead +1
    -60, // own king S files +6 ahead +2
    -22, // own king S files +6 ahead +3
    -1, // own king S files +6 ahead +4
    9, // own king S files +6 ahead +5
    -23, // own king S files +6 ahead +6
    -5, // own king S files +6 ahead +7
    -10, // own king S files +6 ahead +8
    0, // own king S files +7 ahead -8
    -2, // own king S files +7 ahead -7
    -1, // own king S files +7 ahead -6
    -1, // own king S files +7 ahead -5
    -3, // own king S files +7 ahead -4
    -7, // own king S files +7 ahead -3
    -7, // own king S files +7 ahead -2
    -23, // own king S files +7 ahead -1
    -33, // own king S files +7 ahead +0
    -35, // own king S files +7 ahead +1
    -3, // own king S files +7 ahead +2
    3, // own king S files +7 ahead +3
    -4, // own king S files +7 ahead +4
    -37, // own king S files +7 ahead +5
    -16, // own king S files +7 ahead +6
    -12, // own king S files +7 ahead +7
    -2, // own king S files +7 ahead +8
    0, // own king S files +8 ahead -8
    0, // own king S files +8 ahead -7
    0, // own king S files +8 ahead -6
    0, // own king S files +8 ahead -5
    0, // own king S files +8 ahead -4
    -1, // own king S files +8 ahead -3
    1, // own king S files +8 ahead -2
    -1, // own king S files +8 ahead -1
    -2, // own king S files +8 ahead +0
    -2, // own king S files +8 ahead +1
    2, // own king S files +8 ahead +2
    -4, // own king S files +8 ahead +3
    -3, // own king S files +8 ahead +4
    -5, // own king S files +8 ahead +5
    3, // own king S files +8 ahead +6
    -2, // own king S files +8 ahead +7
    0, // own king S files +8 ahead +8
    0, // own king N files -3 ahead -8
    0, // own king N files -3 ahead -7
    0, // own king N files -3 ahead -6
    -2, // own king N files -3 ahead -5
    0, // own king N files -3 ahead -4
    0, // own king N files -3 ahead -3
    0, // own king N files -3 ahead -2
    -2, // own king N files -3 ahead -1
    3, // own king N files -3 ahead +0
    -28, // own king N files -3 ahead +1
    -20, // own king N files -3 ahead +2
    7, // own king N files -3 ahead +3
    -15, // own king N files -3 ahead +4
    2, // own king N files -3 ahead +5
    8, // own king N files -3 ahead +6
    0, // own king N files -3 ahead +7
    0, // own king N files -3 ahead +8
    -1, // own king N files -2 ahead -8
    0, // own king N files -2 ahead -7
    0, // own king N files -2 ahead -6
    -2, // own king N files -2 ahead -5
    1, // own king N files -2 ahead -4
    -6, // own king N files -2 ahead -3
    2, // own king N files -2 ahead -2
    21, // own king N files -2 ahead -1
    -5, // own king N files -2 ahead +0
    16, // own king N files -2 ahead +1
    -24, // own king N files -2 ahead +2
    -15, // own king N files -2 ahead +3
    -22, // own king N files -2 ahead +4
    16, // own king N files -2 ahead +5
    24, // own king N files -2 ahead +6
    0, // own king N files -2 ahead +7
    0, // own king N files -2 ahead +8
    0, // own king N files -1 ahead -8
    1, // own king N files -1 ahead -7
    0, // own king N files -1 ahead -6
    -1, // own king N files -1 ahead -5
    2, // own king N files -1 ahead -4
    -1, // own king N files -1 ahead -3
    26, // own king N files -1 ahead -2
    -6, // own king N files -1 ahead -1
    -13, // own king N files -1 ahead +0
    11, // own king N files -1 ahead +1
    -20, // own king N files -1 ahead +2
    44, // own king N files -1 ahead +3
    20, // own king N files -1 ahead +4
    -8, // own king N files -1 ahead +5
    -3, // own king N files -1 ahead +6
    0, // own king N files -1 ahead +7
    0, // own king N files -1 ahead +8
    0, // own king N files +0 ahead -8
    0, // own king N files +0 ahead -7
    0, // own king N files +0 ahead -6
    1, // own king N files +0 ahead -5
    6, // own king N files +0 ahead -4
    14, // own king N files +0 ahead -3
    30, // own king N files +0 ahead -2
    13, // own king N files +0 ahead -1
    0, // own king N files +0 ahead +0
    23, // own king N files +0 ahead +1
    -1, // own king N files +0 ahead +2
    36, // own king N files +0 ahead +3
    25, // own king N files +0 ahead +4
    12, // own king N files +0 ahead +5
    -7, // own king N files +0 ahead +6
    0, // own king N files +0 ahead +7
    0, // own king N files +0 ahead +8
    -3, // own king N files +1 ahead -8
    0, // own king N files +1 ahead -7
    2, // own king N files +1 ahead -6
    4, // own king N files +1 ahead -5
    7, // own king N files +1 ahead -4
    -11, // own king N files +1 ahead -3
    22, // own king N files +1 ahead -2
    24, // own king N files +1 ahead -1
    26, // own king N files +1 ahead +0
    11, // own king N files +1 ahead +1
    36, // own king N files +1 ahead +2
    14, // own king N files +1 ahead +3
    -6, // own king N files +1 ahead +4
    39, // own king N files +1 ahead +5
    11, // own king N files +1 ahead +6
    0, // own king N files +1 ahead +7
    0, // own king N files +1 ahead +8
    0, // own king N files +2 ahead -8
    0, // own king N files +2 ahead -7
    4, // own king N files +2 ahead -6
    -1, // own king N files +2 ahead -5
    1, // own king N files +2 ahead -4
    0, // own king N files +2 ahead -3
    3, // own king N files +2 ahead -2
    -13, // own king N files +2 ahead -1
    -21, // own king N files +2 ahead +0
    -31, // own king N files +2 ahead +1
    10, // own king N files +2 ahead +2
    -6, // own king N files +2 ahead +3
    33, // own king N files +2 ahead +4
    -13, // own king N files +2 ahead +5
    -21, // own king N files +2 ahead +6
    0, // own king N files +2 ahead +7
    0, // own king N files +2 ahead +8
    -1, // own king N files +3 ahead -8
    0, // own king N files +3 ahead -7
    0, // own king N files +3 ahead -6
    -3, // own king N files +3 ahead -5
    -2, // own king N files +3 ahead -4
    -5, // own king N files +3 ahead -3
    -4, // own king N files +3 ahead -2
    -42, // own king N files +3 ahead -1
    -40, // own king N files +3 ahead +0
    2, // own king N files +3 ahead +1
    -3, // own king N files +3 ahead +2
    14, // own king N files +3 ahead +3
    3, // own king N files +3 ahead +4
    -10, // own king N files +3 ahead +5
    -10, // own king N files +3 ahead +6
    0, // own king N files +3 ahead +7
    0, // own king N files +3 ahead +8
    5, // own king N files +4 ahead -8
    0, // own king N files +4 ahead -7
    1, // own king N files +4 ahead -6
    0, // own king N files +4 ahead -5
    0, // own king N files +4 ahead -4
    -14, // own king N files +4 ahead -3
    -21, // own king N files +4 ahead -2
    -15, // own king N files +4 ahead -1
    -26, // own king N files +4 ahead +0
    12, // own king N files +4 ahead +1
    -40, // own king N files +4 ahead +2
    3, // own king N files +4 ahead +3
    -2, // own king N files +4 ahead +4
    -26, // own king N files +4 ahead +5
    -12, // own king N files +4 ahead +6
    0, // own king N files +4 ahead +7
    0, // own king N files +4 ahead +8
    1, // own king N files +5 ahead -8
    0, // own king N files +5 ahead -7
    2, // own king N files +5 ahead -6
    0, // own king N files +5 ahead -5
    -4, // own king N files +5 ahead -4
    11, // own king N files +5 ahead -3
    41, // own king N files +5 ahead -2
    -5, // own king N files +5 ahead -1
    -25, // own king N files +5 ahead +0
    -17, // own king N files +5 ahead +1
    -75, // own king N files +5 ahead +2
    20, // own king N files +5 ahead +3
    -4, // own king N files +5 ahead +4
    -39, // own king N files +5 ahead +5
    1, // own king N files +5 ahead +6
    0, // own king N files +5 ahead +7
    0, // own king N files +5 ahead +8
    -2, // own king N files +6 ahead -8
    0, // own king N files +6 ahead -7
    -8, // own king N files +6 ahead -6
    3, // own king N files +6 ahead -5
    -5, // own king N files +6 ahead -4
    -9, // own king N files +6 ahead -3
    -16, // own king N files +6 ahead -2
    -17, // own king N files +6 ahead -1
    -32, // own king N files +6 ahead +0
    2, // own king N files +6 ahead +1
    -16, // own king N files +6 ahead +2
    -20, // own king N files +6 ahead +3
    30, // own king N files +6 ahead +4
    -17, // own king N files +6 ahead +5
    -11, // own king N files +6 ahead +6
    0, // own king N files +6 ahead +7
    0, // own king N files +6 ahead +8
    -4, // own king N files +7 ahead -8
    -4, // own king N files +7 ahead -7
    -2, // own king N files +7 ahead -6
    5, // own king N files +7 ahead -5
    -6, // own king N files +7 ahead -4
    -29, // own king N files +7 ahead -3
    5, // own king N files +7 ahead -2
    2, // own king N files +7 ahead -1
    11, // own king N files +7 ahead +0
    -27, // own king N files +7 ahead +1
    14, // own king N files +7 ahead +2
    -3, // own king N files +7 ahead +3
    -25, // own king N files +7 ahead +4
    -18, // own king N files +7 ahead +5
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
    -9, // own king N files +8 ahead +0
    7, // own king N files +8 ahead +1
    -6, // own king N files +8 ahead +2
    -9, // own king N files +8 ahead +3
    9, // own king N files +8 ahead +4
    -5, // own king N files +8 ahead +5
    0, // own king N files +8 ahead +6
    0, // own king N files +8 ahead +7
    0, // own king N files +8 ahead +8
    -2, // own king L files -3 ahead -8
    -2, // own king L files -3 ahead -7
    0, // own king L files -3 ahead -6
    1, // own king L files -3 ahead -5
    7, // own king L files -3 ahead -4
    -4, // own king L files -3 ahead -3
    -28, // own king L files -3 ahead -2
    27, // own king L files -3 ahead -1
    21, // own king L files -3 ahead +0
    16, // own king L files -3 ahead +1
    8, // own king L files -3 ahead +2
    -45, // own king L files -3 ahead +3
    -17, // own king L files -3 ahead +4
    15, // own king L files -3 ahead +5
    -10, // own king L files -3 ahead +6
    -3, // own king L files -3 ahead +7
    0, // own king L files -3 ahead +8
    0, // own king L files -2 ahead -8
    -1, // own king L files -2 ahead -7
    -1, // own king L files -2 ahead -6
    -3, // own king L files -2 ahead -5
    4, // own king L files -2 ahead -4
    15, // own king L files -2 ahead -3
    8, // own king L files -2 ahead -2
    64, // own king L files -2 ahead -1
    33, // own king L files -2 ahead +0
    19, // own king L files -2 ahead +1
    16, // own king L files -2 ahead +2
    21, // own king L files -2 ahead +3
    7, // own king L files -2 ahead +4
    -27, // own king L files -2 ahead +5
    -22, // own king L files -2 ahead +6
    -1, // own king L files -2 ahead +7
    0, // own king L files -2 ahead +8
    -1, // own king L files -1 ahead -8
    -1, // own king L files -1 ahead -7
    -1, // own king L files -1 ahead -6
    3, // own king L files -1 ahead -5
    13, // own king L files -1 ahead -4
    35, // own king L files -1 ahead -3
    33, // own king L files -1 ahead -2
    50, // own king L files -1 ahead -1
    34, // own king L files -1 ahead +0
    40, // own king L files -1 ahead +1
    47, // own king L files -1 ahead +2
    6, // own king L files -1 ahead +3
    -3, // own king L files -1 ahead +4
    -23, // own king L files -1 ahead +5
    1, // own king L files -1 ahead +6
    -4, // own king L files -1 ahead +7
    0, // own king L files -1 ahead +8
    5, // own king L files +0 ahead -8
    4, // own king L files +0 ahead -7
    7, // own king L files +0 ahead -6
    -1, // own king L files +0 ahead -5
    4, // own king L files +0 ahead -4
    4, // own king L files +0 ahead -3
    6, // own king L files +0 ahead -2
    -31, // own king L files +0 ahead -1
    0, // own king L files +0 ahead +0
    28, // own king L files +0 ahead +1
    25, // own king L files +0 ahead +2
    1, // own king L files +0 ahead +3
    1, // own king L files +0 ahead +4
    13, // own king L files +0 ahead +5
    -3, // own king L files +0 ahead +6
    -3, // own king L files +0 ahead +7
    0, // own king L files +0 ahead +8
    0, // own king L files +1 ahead -8
    0, // own king L files +1 ahead -7
    -2, // own king L files +1 ahead -6
    1, // own king L files +1 ahead -5
    -6, // own king L files +1 ahead -4
    5, // own king L files +1 ahead -3
    -11, // own king L files +1 ahead -2
    -24, // own king L files +1 ahead -1
    20, // own king L files +1 ahead +0
    -41, // own king L files +1 ahead +1
    -4, // own king L files +1 ahead +2
    -57, // own king L files +1 ahead +3
    -19, // own king L files +1 ahead +4
    -2, // own king L files +1 ahead +5
    -20, // own king L files +1 ahead +6
    -16, // own king L files +1 ahead +7
    0, // own king L files +1 ahead +8
    0, // own king L files +2 ahead -8
    0, // own king L files +2 ahead -7
    0, // own king L files +2 ahead -6
    5, // own king L files +2 ahead -5
    2, // own king L files +2 ahead -4
    0, // own king L files +2 ahead -3
    9, // own king L files +2 ahead -2
    -6, // own king L files +2 ahead -1
    -3, // own king L files +2 ahead +0
    10, // own king L files +2 ahead +1
    7, // own king L files +2 ahead +2
    2, // own king L files +2 ahead +3
    19, // own king L files +2 ahead +4
    -6, // own king L files +2 ahead +5
    -13, // own king L files +2 ahead +6
    -10, // own king L files +2 ahead +7
    0, // own king L files +2 ahead +8
    -2, // own king L files +3 ahead -8
    0, // own king L files +3 ahead -7
    0, // own king L files +3 ahead -6
    -1, // own king L files +3 ahead -5
    -1, // own king L files +3 ahead -4
    -3, // own king L files +3 ahead -3
    -5, // own king L files +3 ahead -2
    -7, // own king L files +3 ahead -1
    -1, // own king L files +3 ahead +0
    9, // own king L files +3 ahead +1
    26, // own king L files +3 ahead +2
    -9, // own king L files +3 ahead +3
    14, // own king L files +3 ahead +4
    -11, // own king L files +3 ahead +5
    -16, // own king L files +3 ahead +6
    -9, // own king L files +3 ahead +7
    0, // own king L files +3 ahead +8
    1, // own king L files +4 ahead -8
    2, // own king L files +4 ahead -7
    3, // own king L files +4 ahead -6
    -5, // own king L files +4 ahead -5
    1, // own king L files +4 ahead -4
    -8, // own king L files +4 ahead -3
    -11, // own king L files +4 ahead -2
    23, // own king L files +4 ahead -1
    23, // own king L files +4 ahead +0
    31, // own king L files +4 ahead +1
    -5, // own king L files +4 ahead +2
    -4, // own king L files +4 ahead +3
    -4, // own king L files +4 ahead +4
    2, // own king L files +4 ahead +5
    2, // own king L files +4 ahead +6
    -20, // own king L files +4 ahead +7
    0, // own king L files +4 ahead +8
    4, // own king L files +5 ahead -8
    2, // own king L files +5 ahead -7
    0, // own king L files +5 ahead -6
    0, // own king L files +5 ahead -5
    -7, // own king L files +5 ahead -4
    -13, // own king L files +5 ahead -3
    -5, // own king L files +5 ahead -2
    -40, // own king L files +5 ahead -1
    -9, // own king L files +5 ahead +0
    -27, // own king L files +5 ahead +1
    -6, // own king L files +5 ahead +2
    23, // own king L files +5 ahead +3
    17, // own king L files +5 ahead +4
    30, // own king L files +5 ahead +5
    8, // own king L files +5 ahead +6
    7, // own king L files +5 ahead +7
    0, // own king L files +5 ahead +8
    -2, // own king L files +6 ahead -8
    3, // own king L files +6 ahead -7
    2, // own king L files +6 ahead -6
    2, // own king L files +6 ahead -5
    -8, // own king L files +6 ahead -4
    -4, // own king L files +6 ahead -3
    -31, // own king L files +6 ahead -2
    -34, // own king L files +6 ahead -1
    -33, // own king L files +6 ahead +0
    -15, // own king L files +6 ahead +1
    -34, // own king L files +6 ahead +2
    -8, // own king L files +6 ahead +3
    0, // own king L files +6 ahead +4
    -5, // own king L files +6 ahead +5
    5, // own king L files +6 ahead +6
    4, // own king L files +6 ahead +7
    0, // own king L files +6 ahead +8
    5, // own king L files +7 ahead -8
    2, // own king L files +7 ahead -7
    0, // own king L files +7 ahead -6
    -4, // own king L files +7 ahead -5
    -4, // own king L files +7 ahead -4
    -14, // own king L files +7 ahead -3
    -1, // own king L files +7 ahead -2
    -38, // own king L files +7 ahead -1
    -27, // own king L files +7 ahead +0
    -4, // own king L files +7 ahead +1
    -18, // own king L files +7 ahead +2
    1, // own king L files +7 ahead +3
    -16, // own king L files +7 ahead +4
    -1, // own king L files +7 ahead +5
    -19, // own king L files +7 ahead +6
    0, // own king L files +7 ahead +7
    0, // own king L files +7 ahead +8
    -7, // own king L files +8 ahead -8
    -10, // own king L files +8 ahead -7
    -4, // own king L files +8 ahead -6
    -14, // own king L files +8 ahead -5
    -26, // own king L files +8 ahead -4
    -32, // own king L files +8 ahead -3
    -25, // own king L files +8 ahead -2
    -18, // own king L files +8 ahead -1
    -2, // own king L files +8 ahead +0
    -15, // own king L files +8 ahead +1
    -18, // own king L files +8 ahead +2
    3, // own king L files +8 ahead +3
    1, // own king L files +8 ahead +4
    0, // own king L files +8 ahead +5
    6, // own king L files +8 ahead +6
    0, // own king L files +8 ahead +7
    0, // own king L files +8 ahead +8
    0, // own king P files -3 ahead -8
    0, // own king P files -3 ahead -7
    -1, // own king P files -3 ahead -6
    4, // own king P files -3 ahead -5
    -1, // own king P files -3 ahead -4
    2, // own king P files -3 ahead -3
    13, // own king P files -3 ahead -2
    -6, // own king P files -3 ahead -1
    2, // own king P files -3 ahead +0
    25, // own king P files -3 ahead +1
    8, // own king P files -3 ahead +2
    0, // own king P files -3 ahead +3
    -4, // own king P files -3 ahead +4
    0, // own king P files -3 ahead +5
    2, // own king P files -3 ahead +6
    -18, // own king P files -3 ahead +7
    0, // own king P files -3 ahead +8
    0, // own king P files -2 ahead -8
    0, // own king P files -2 ahead -7
    3, // own king P files -2 ahead -6
    16, // own king P files -2 ahead -5
    -1, // own king P files -2 ahead -4
    2, // own king P files -2 ahead -3
    -3, // own king P files -2 ahead -2
    -2, // own king P files -2 ahead -1
    -34, // own king P files -2 ahead +0
    6, // own king P files -2 ahead +1
    -10, // own king P files -2 ahead +2
    -9, // own king P files -2 ahead +3
    6, // own king P files -2 ahead +4
    12, // own king P files -2 ahead +5
    -22, // own king P files -2 ahead +6
    -15, // own king P files -2 ahead +7
    0, // own king P files -2 ahead +8
    0, // own king P files -1 ahead -8
    0, // own king P files -1 ahead -7
    3, // own king P files -1 ahead -6
    7, // own king P files -1 ahead -5
    -3, // own king P files -1 ahead -4
    3, // own king P files -1 ahead -3
    25, // own king P files -1 ahead -2
    18, // own king P files -1 ahead -1
    6, // own king P files -1 ahead +0
    4, // own king P files -1 ahead +1
    15, // own king P files -1 ahead +2
    48, // own king P files -1 ahead +3
    7, // own king P files -1 ahead +4
    -52, // own king P files -1 ahead +5
    -2, // own king P files -1 ahead +6
    -23, // own king P files -1 ahead +7
    0, // own king P files -1 ahead +8
    0, // own king P files +0 ahead -8
    0, // own king P files +0 ahead -7
    4, // own king P files +0 ahead -6
    18, // own king P files +0 ahead -5
    8, // own king P files +0 ahead -4
    24, // own king P files +0 ahead -3
    -3, // own king P files +0 ahead -2
    -5, // own king P files +0 ahead -1
    0, // own king P files +0 ahead +0
    41, // own king P files +0 ahead +1
    33, // own king P files +0 ahead +2
    55, // own king P files +0 ahead +3
    19, // own king P files +0 ahead +4
    2, // own king P files +0 ahead +5
    -2, // own king P files +0 ahead +6
    6, // own king P files +0 ahead +7
    0, // own king P files +0 ahead +8
    0, // own king P files +1 ahead -8
    0, // own king P files +1 ahead -7
    9, // own king P files +1 ahead -6
    7, // own king P files +1 ahead -5
    24, // own king P files +1 ahead -4
    -6, // own king P files +1 ahead -3
    4, // own king P files +1 ahead -2
    -4, // own king P files +1 ahead -1
    10, // own king P files +1 ahead +0
    33, // own king P files +1 ahead +1
    21, // own king P files +1 ahead +2
    57, // own king P files +1 ahead +3
    27, // own king P files +1 ahead +4
    -15, // own king P files +1 ahead +5
    -48, // own king P files +1 ahead +6
    -20, // own king P files +1 ahead +7
    0, // own king P files +1 ahead +8
    0, // own king P files +2 ahead -8
    -2, // own king P files +2 ahead -7
    2, // own king P files +2 ahead -6
    18, // own king P files +2 ahead -5
    -9, // own king P files +2 ahead -4
    3, // own king P files +2 ahead -3
    22, // own king P files +2 ahead -2
    -1, // own king P files +2 ahead -1
    34, // own king P files +2 ahead +0
    4, // own king P files +2 ahead +1
    19, // own king P files +2 ahead +2
    14, // own king P files +2 ahead +3
    14, // own king P files +2 ahead +4
    -16, // own king P files +2 ahead +5
    -65, // own king P files +2 ahead +6
    16, // own king P files +2 ahead +7
    0, // own king P files +2 ahead +8
    1, // own king P files +3 ahead -8
    2, // own king P files +3 ahead -7
    3, // own king P files +3 ahead -6
    12, // own king P files +3 ahead -5
    -13, // own king P files +3 ahead -4
    -19, // own king P files +3 ahead -3
    -1, // own king P files +3 ahead -2
    -28, // own king P files +3 ahead -1
    23, // own king P files +3 ahead +0
    -2, // own king P files +3 ahead +1
    8, // own king P files +3 ahead +2
    3, // own king P files +3 ahead +3
    4, // own king P files +3 ahead +4
    32, // own king P files +3 ahead +5
    -5, // own king P files +3 ahead +6
    -17, // own king P files +3 ahead +7
    0, // own king P files +3 ahead +8
    0, // own king P files +4 ahead -8
    1, // own king P files +4 ahead -7
    12, // own king P files +4 ahead -6
    8, // own king P files +4 ahead -5
    23, // own king P files +4 ahead -4
    -21, // own king P files +4 ahead -3
    -15, // own king P files +4 ahead -2
    -35, // own king P files +4 ahead -1
    -25, // own king P files +4 ahead +0
    -5, // own king P files +4 ahead +1
    1, // own king P files +4 ahead +2
    4, // own king P files +4 ahead +3
    13, // own king P files +4 ahead +4
    14, // own king P files +4 ahead +5
    2, // own king P files +4 ahead +6
    -64, // own king P files +4 ahead +7
    0, // own king P files +4 ahead +8
    1, // own king P files +5 ahead -8
    3, // own king P files +5 ahead -7
    8, // own king P files +5 ahead -6
    1, // own king P files +5 ahead -5
    13, // own king P files +5 ahead -4
    -9, // own king P files +5 ahead -3
    -49, // own king P files +5 ahead -2
    -43, // own king P files +5 ahead -1
    -15, // own king P files +5 ahead +0
    -14, // own king P files +5 ahead +1
    -9, // own king P files +5 ahead +2
    2, // own king P files +5 ahead +3
    13, // own king P files +5 ahead +4
    6, // own king P files +5 ahead +5
    -14, // own king P files +5 ahead +6
    19, // own king P files +5 ahead +7
    0, // own king P files +5 ahead +8
    0, // own king P files +6 ahead -8
    0, // own king P files +6 ahead -7
    1, // own king P files +6 ahead -6
    -7, // own king P files +6 ahead -5
    22, // own king P files +6 ahead -4
    -15, // own king P files +6 ahead -3
    -28, // own king P files +6 ahead -2
    -14, // own king P files +6 ahead -1
    -28, // own king P files +6 ahead +0
    -43, // own king P files +6 ahead +1
    -37, // own king P files +6 ahead +2
    -13, // own king P files +6 ahead +3
    0, // own king P files +6 ahead +4
    -3, // own king P files +6 ahead +5
    7, // own king P files +6 ahead +6
    31, // own king P files +6 ahead +7
    0, // own king P files +6 ahead +8
    0, // own king P files +7 ahead -8
    0, // own king P files +7 ahead -7
    1, // own king P files +7 ahead -6
    8, // own king P files +7 ahead -5
    -19, // own king P files +7 ahead -4
    -5, // own king P files +7 ahead -3
    -8, // own king P files +7 ahead -2
    5, // own king P files +7 ahead -1
    -17, // own king P files +7 ahead +0
    12, // own king P files +7 ahead +1
    -9, // own king P files +7 ahead +2
    3, // own king P files +7 ahead +3
    35, // own king P files +7 ahead +4
    -41, // own king P files +7 ahead +5
    -42, // own king P files +7 ahead +6
    -1, // own king P files +7 ahead +7
    0, // own king P files +7 ahead +8
    0, // own king P files +8 ahead -8
    0, // own king P files +8 ahead -7
    -5, // own king P files +8 ahead -6
    -8, // own king P files +8 ahead -5
    1, // own king P files +8 ahead -4
    -30, // own king P files +8 ahead -3
    -9, // own king P files +8 ahead -2
    -18, // own king P files +8 ahead -1
    13, // own king P files +8 ahead +0
    -12, // own king P files +8 ahead +1
    -8, // own king P files +8 ahead +2
    23, // own king P files +8 ahead +3
    -5, // own king P files +8 ahead +4
    -3, // own king P files +8 ahead +5
    -7, // own king P files +8 ahead +6
    3, // own king P files +8 ahead +7
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
    -3, // own king +R files -3 ahead +1
    -6, // own king +R files -3 ahead +2
    -2, // own king +R files -3 ahead +3
    2, // own king +R files -3 ahead +4
    -27, // own king +R files -3 ahead +5
    10, // own king +R files -3 ahead +6
    9, // own king +R files -3 ahead +7
    -16, // own king +R files -3 ahead +8
    0, // own king +R files -2 ahead -8
    0, // own king +R files -2 ahead -7
    0, // own king +R files -2 ahead -6
    0, // own king +R files -2 ahead -5
    0, // own king +R files -2 ahead -4
    -2, // own king +R files -2 ahead -3
    2, // own king +R files -2 ahead -2
    1, // own king +R files -2 ahead -1
    -6, // own king +R files -2 ahead +0
    -11, // own king +R files -2 ahead +1
    6, // own king +R files -2 ahead +2
    -21, // own king +R files -2 ahead +3
    -14, // own king +R files -2 ahead +4
    -4, // own king +R files -2 ahead +5
    -12, // own king +R files -2 ahead +6
    -6, // own king +R files -2 ahead +7
    10, // own king +R files -2 ahead +8
    0, // own king +R files -1 ahead -8
    0, // own king +R files -1 ahead -7
    0, // own king +R files -1 ahead -6
    1, // own king +R files -1 ahead -5
    0, // own king +R files -1 ahead -4
    0, // own king +R files -1 ahead -3
    -4, // own king +R files -1 ahead -2
    9, // own king +R files -1 ahead -1
    -13, // own king +R files -1 ahead +0
    -18, // own king +R files -1 ahead +1
    -18, // own king +R files -1 ahead +2
    6, // own king +R files -1 ahead +3
    -13, // own king +R files -1 ahead +4
    -19, // own king +R files -1 ahead +5
    18, // own king +R files -1 ahead +6
    -24, // own king +R files -1 ahead +7
    12, // own king +R files -1 ahead +8
    0, // own king +R files +0 ahead -8
    0, // own king +R files +0 ahead -7
    0, // own king +R files +0 ahead -6
    0, // own king +R files +0 ahead -5
    -4, // own king +R files +0 ahead -4
    0, // own king +R files +0 ahead -3
    1, // own king +R files +0 ahead -2
    -4, // own king +R files +0 ahead -1
    0, // own king +R files +0 ahead +0
    -13, // own king +R files +0 ahead +1
    -10, // own king +R files +0 ahead +2
    -3, // own king +R files +0 ahead +3
    -13, // own king +R files +0 ahead +4
    2, // own king +R files +0 ahead +5
    -12, // own king +R files +0 ahead +6
    8, // own king +R files +0 ahead +7
    16, // own king +R files +0 ahead +8
    0, // own king +R files +1 ahead -8
    0, // own king +R files +1 ahead -7
    0, // own king +R files +1 ahead -6
    0, // own king +R files +1 ahead -5
    -1, // own king +R files +1 ahead -4
    -1, // own king +R files +1 ahead -3
    1, // own king +R files +1 ahead -2
    4, // own king +R files +1 ahead -1
    -29, // own king +R files +1 ahead +0
    9, // own king +R files +1 ahead +1
    7, // own king +R files +1 ahead +2
    -16, // own king +R files +1 ahead +3
    -18, // own king +R files +1 ahead +4
    -28, // own king +R files +1 ahead +5
    -24, // own king +R files +1 ahead +6
    0, // own king +R files +1 ahead +7
    17, // own king +R files +1 ahead +8
    0, // own king +R files +2 ahead -8
    -2, // own king +R files +2 ahead -7
    0, // own king +R files +2 ahead -6
    0, // own king +R files +2 ahead -5
    2, // own king +R files +2 ahead -4
    1, // own king +R files +2 ahead -3
    0, // own king +R files +2 ahead -2
    -4, // own king +R files +2 ahead -1
    -8, // own king +R files +2 ahead +0
    0, // own king +R files +2 ahead +1
    3, // own king +R files +2 ahead +2
    3, // own king +R files +2 ahead +3
    -16, // own king +R files +2 ahead +4
    -21, // own king +R files +2 ahead +5
    -14, // own king +R files +2 ahead +6
    7, // own king +R files +2 ahead +7
    9, // own king +R files +2 ahead +8
    0, // own king +R files +3 ahead -8
    0, // own king +R files +3 ahead -7
    -1, // own king +R files +3 ahead -6
    0, // own king +R files +3 ahead -5
    2, // own king +R files +3 ahead -4
    -1, // own king +R files +3 ahead -3
    5, // own king +R files +3 ahead -2
    1, // own king +R files +3 ahead -1
    9, // own king +R files +3 ahead +0
    40, // own king +R files +3 ahead +1
    -2, // own king +R files +3 ahead +2
    -4, // own king +R files +3 ahead +3
    -25, // own king +R files +3 ahead +4
    -10, // own king +R files +3 ahead +5
    29, // own king +R files +3 ahead +6
    -64, // own king +R files +3 ahead +7
    33, // own king +R files +3 ahead +8
    0, // own king +R files +4 ahead -8
    0, // own king +R files +4 ahead -7
    3, // own king +R files +4 ahead -6
    2, // own king +R files +4 ahead -5
    0, // own king +R files +4 ahead -4
    2, // own king +R files +4 ahead -3
    1, // own king +R files +4 ahead -2
    -1, // own king +R files +4 ahead -1
    -4, // own king +R files +4 ahead +0
    -14, // own king +R files +4 ahead +1
    12, // own king +R files +4 ahead +2
    -14, // own king +R files +4 ahead +3
    -6, // own king +R files +4 ahead +4
    -30, // own king +R files +4 ahead +5
    21, // own king +R files +4 ahead +6
    -20, // own king +R files +4 ahead +7
    -3, // own king +R files +4 ahead +8
    0, // own king +R files +5 ahead -8
    0, // own king +R files +5 ahead -7
    0, // own king +R files +5 ahead -6
    0, // own king +R files +5 ahead -5
    2, // own king +R files +5 ahead -4
    -3, // own king +R files +5 ahead -3
    0, // own king +R files +5 ahead -2
    -17, // own king +R files +5 ahead -1
    0, // own king +R files +5 ahead +0
    -11, // own king +R files +5 ahead +1
    -43, // own king +R files +5 ahead +2
    -26, // own king +R files +5 ahead +3
    13, // own king +R files +5 ahead +4
    -28, // own king +R files +5 ahead +5
    17, // own king +R files +5 ahead +6
    -9, // own king +R files +5 ahead +7
    53, // own king +R files +5 ahead +8
    0, // own king +R files +6 ahead -8
    -1, // own king +R files +6 ahead -7
    0, // own king +R files +6 ahead -6
    0, // own king +R files +6 ahead -5
    0, // own king +R files +6 ahead -4
    -5, // own king +R files +6 ahead -3
    -3, // own king +R files +6 ahead -2
    11, // own king +R files +6 ahead -1
    -26, // own king +R files +6 ahead +0
    -14, // own king +R files +6 ahead +1
    3, // own king +R files +6 ahead +2
    -7, // own king +R files +6 ahead +3
    -36, // own king +R files +6 ahead +4
    24, // own king +R files +6 ahead +5
    -10, // own king +R files +6 ahead +6
    6, // own king +R files +6 ahead +7
    -2, // own king +R files +6 ahead +8
    0, // own king +R files +7 ahead -8
    0, // own king +R files +7 ahead -7
    0, // own king +R files +7 ahead -6
    0, // own king +R files +7 ahead -5
    -2, // own king +R files +7 ahead -4
    3, // own king +R files +7 ahead -3
    5, // own king +R files +7 ahead -2
    2, // own king +R files +7 ahead -1
    4, // own king +R files +7 ahead +0
    12, // own king +R files +7 ahead +1
    -6, // own king +R files +7 ahead +2
    -13, // own king +R files +7 ahead +3
    -10, // own king +R files +7 ahead +4
    -36, // own king +R files +7 ahead +5
    11, // own king +R files +7 ahead +6
    32, // own king +R files +7 ahead +7
    -1, // own king +R files +7 ahead +8
    0, // own king +R files +8 ahead -8
    1, // own king +R files +8 ahead -7
    0, // own king +R files +8 ahead -6
    -2, // own king +R files +8 ahead -5
    0, // own king +R files +8 ahead -4
    -2, // own king +R files +8 ahead -3
    -2, // own king +R files +8 ahead -2
    -3, // own king +R files +8 ahead -1
    4, // own king +R files +8 ahead +0
    0, // own king +R files +8 ahead +1
    -9, // own king +R files +8 ahead +2
    -2, // own king +R files +8 ahead +3
    -9, // own king +R files +8 ahead +4
    -3, // own king +R files +8 ahead +5
    -16, // own king +R files +8 ahead +6
    -2, // own king +R files +8 ahead +7
    6, // own king +R files +8 ahead +8
    0, // own king +B files -3 ahead -8
    0, // own king +B files -3 ahead -7
    0, // own king +B files -3 ahead -6
    0, // own king +B files -3 ahead -5
    0, // own king +B files -3 ahead -4
    0, // own king +B files -3 ahead -3
    0, // own king +B files -3 ahead -2
    0, // own king +B files -3 ahead -1
    0, // own king +B files -3 ahead +0
    -1, // own king +B files -3 ahead +1
    -2, // own king +B files -3 ahead +2
    -8, // own king +B files -3 ahead +3
    -3, // own king +B files -3 ahead +4
    12, // own king +B files -3 ahead +5
    -38, // own king +B files -3 ahead +6
    10, // own king +B files -3 ahead +7
    5, // own king +B files -3 ahead +8
    0, // own king +B files -2 ahead -8
    0, // own king +B files -2 ahead -7
    0, // own king +B files -2 ahead -6
    0, // own king +B files -2 ahead -5
    0, // own king +B files -2 ahead -4
    -1, // own king +B files -2 ahead -3
    1, // own king +B files -2 ahead -2
    -1, // own king +B files -2 ahead -1
    4, // own king +B files -2 ahead +0
    17, // own king +B files -2 ahead +1
    6, // own king +B files -2 ahead +2
    -29, // own king +B files -2 ahead +3
    -16, // own king +B files -2 ahead +4
    17, // own king +B files -2 ahead +5
    13, // own king +B files -2 ahead +6
    6, // own king +B files -2 ahead +7
    -3, // own king +B files -2 ahead +8
    0, // own king +B files -1 ahead -8
    0, // own king +B files -1 ahead -7
    0, // own king +B files -1 ahead -6
    0, // own king +B files -1 ahead -5
    0, // own king +B files -1 ahead -4
    1, // own king +B files -1 ahead -3
    1, // own king +B files -1 ahead -2
    3, // own king +B files -1 ahead -1
    -1, // own king +B files -1 ahead +0
    -11, // own king +B files -1 ahead +1
    29, // own king +B files -1 ahead +2
    21, // own king +B files -1 ahead +3
    -13, // own king +B files -1 ahead +4
    -13, // own king +B files -1 ahead +5
    -19, // own king +B files -1 ahead +6
    -19, // own king +B files -1 ahead +7
    -36, // own king +B files -1 ahead +8
    0, // own king +B files +0 ahead -8
    0, // own king +B files +0 ahead -7
    0, // own king +B files +0 ahead -6
    0, // own king +B files +0 ahead -5
    0, // own king +B files +0 ahead -4
    1, // own king +B files +0 ahead -3
    8, // own king +B files +0 ahead -2
    2, // own king +B files +0 ahead -1
    0, // own king +B files +0 ahead +0
    -9, // own king +B files +0 ahead +1
    -2, // own king +B files +0 ahead +2
    -7, // own king +B files +0 ahead +3
    -19, // own king +B files +0 ahead +4
    -7, // own king +B files +0 ahead +5
    34, // own king +B files +0 ahead +6
    20, // own king +B files +0 ahead +7
    15, // own king +B files +0 ahead +8
    0, // own king +B files +1 ahead -8
    0, // own king +B files +1 ahead -7
    -2, // own king +B files +1 ahead -6
    0, // own king +B files +1 ahead -5
    -1, // own king +B files +1 ahead -4
    -1, // own king +B files +1 ahead -3
    2, // own king +B files +1 ahead -2
    -4, // own king +B files +1 ahead -1
    -15, // own king +B files +1 ahead +0
    29, // own king +B files +1 ahead +1
    -4, // own king +B files +1 ahead +2
    -1, // own king +B files +1 ahead +3
    -15, // own king +B files +1 ahead +4
    -5, // own king +B files +1 ahead +5
    -10, // own king +B files +1 ahead +6
    22, // own king +B files +1 ahead +7
    11, // own king +B files +1 ahead +8
    0, // own king +B files +2 ahead -8
    0, // own king +B files +2 ahead -7
    0, // own king +B files +2 ahead -6
    -1, // own king +B files +2 ahead -5
    0, // own king +B files +2 ahead -4
    0, // own king +B files +2 ahead -3
    8, // own king +B files +2 ahead -2
    6, // own king +B files +2 ahead -1
    16, // own king +B files +2 ahead +0
    14, // own king +B files +2 ahead +1
    20, // own king +B files +2 ahead +2
    12, // own king +B files +2 ahead +3
    -17, // own king +B files +2 ahead +4
    12, // own king +B files +2 ahead +5
    -15, // own king +B files +2 ahead +6
    -21, // own king +B files +2 ahead +7
    3, // own king +B files +2 ahead +8
    0, // own king +B files +3 ahead -8
    0, // own king +B files +3 ahead -7
    0, // own king +B files +3 ahead -6
    11, // own king +B files +3 ahead -5
    -1, // own king +B files +3 ahead -4
    -4, // own king +B files +3 ahead -3
    0, // own king +B files +3 ahead -2
    -4, // own king +B files +3 ahead -1
    11, // own king +B files +3 ahead +0
    40, // own king +B files +3 ahead +1
    11, // own king +B files +3 ahead +2
    6, // own king +B files +3 ahead +3
    10, // own king +B files +3 ahead +4
    -10, // own king +B files +3 ahead +5
    -20, // own king +B files +3 ahead +6
    -18, // own king +B files +3 ahead +7
    22, // own king +B files +3 ahead +8
    0, // own king +B files +4 ahead -8
    0, // own king +B files +4 ahead -7
    0, // own king +B files +4 ahead -6
    0, // own king +B files +4 ahead -5
    0, // own king +B files +4 ahead -4
    -2, // own king +B files +4 ahead -3
    -19, // own king +B files +4 ahead -2
    -11, // own king +B files +4 ahead -1
    -5, // own king +B files +4 ahead +0
    14, // own king +B files +4 ahead +1
    1, // own king +B files +4 ahead +2
    -21, // own king +B files +4 ahead +3
    -5, // own king +B files +4 ahead +4
    6, // own king +B files +4 ahead +5
    -9, // own king +B files +4 ahead +6
    -40, // own king +B files +4 ahead +7
    26, // own king +B files +4 ahead +8
    0, // own king +B files +5 ahead -8
    0, // own king +B files +5 ahead -7
    0, // own king +B files +5 ahead -6
    0, // own king +B files +5 ahead -5
    -2, // own king +B files +5 ahead -4
    2, // own king +B files +5 ahead -3
    1, // own king +B files +5 ahead -2
    -2, // own king +B files +5 ahead -1
    -10, // own king +B files +5 ahead +0
    -25, // own king +B files +5 ahead +1
    13, // own king +B files +5 ahead +2
    17, // own king +B files +5 ahead +3
    29, // own king +B files +5 ahead +4
    -34, // own king +B files +5 ahead +5
    -29, // own king +B files +5 ahead +6
    -13, // own king +B files +5 ahead +7
    -24, // own king +B files +5 ahead +8
    0, // own king +B files +6 ahead -8
    0, // own king +B files +6 ahead -7
    -1, // own king +B files +6 ahead -6
    3, // own king +B files +6 ahead -5
    1, // own king +B files +6 ahead -4
    0, // own king +B files +6 ahead -3
    1, // own king +B files +6 ahead -2
    1, // own king +B files +6 ahead -1
    -2, // own king +B files +6 ahead +0
    -21, // own king +B files +6 ahead +1
    3, // own king +B files +6 ahead +2
    13, // own king +B files +6 ahead +3
    -9, // own king +B files +6 ahead +4
    -5, // own king +B files +6 ahead +5
    -6, // own king +B files +6 ahead +6
    7, // own king +B files +6 ahead +7
    -16, // own king +B files +6 ahead +8
    0, // own king +B files +7 ahead -8
    0, // own king +B files +7 ahead -7
    0, // own king +B files +7 ahead -6
    1, // own king +B files +7 ahead -5
    1, // own king +B files +7 ahead -4
    0, // own king +B files +7 ahead -3
    -2, // own king +B files +7 ahead -2
    -2, // own king +B files +7 ahead -1
    -3, // own king +B files +7 ahead +0
    -19, // own king +B files +7 ahead +1
    -8, // own king +B files +7 ahead +2
    -16, // own king +B files +7 ahead +3
    -6, // own king +B files +7 ahead +4
    6, // own king +B files +7 ahead +5
    -32, // own king +B files +7 ahead +6
    -8, // own king +B files +7 ahead +7
    -8, // own king +B files +7 ahead +8
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
    -4, // own king +B files +8 ahead +2
    2, // own king +B files +8 ahead +3
    3, // own king +B files +8 ahead +4
    4, // own king +B files +8 ahead +5
    -3, // own king +B files +8 ahead +6
    -12, // own king +B files +8 ahead +7
    -6, // own king +B files +8 ahead +8
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
    -4, // own king +S files -3 ahead +6
    -9, // own king +S files -3 ahead +7
    2, // own king +S files -3 ahead +8
    0, // own king +S files -2 ahead -8
    0, // own king +S files -2 ahead -7
    0, // own king +S files -2 ahead -6
    0, // own king +S files -2 ahead -5
    0, // own king +S files -2 ahead -4
    0, // own king +S files -2 ahead -3
    0, // own king +S files -2 ahead -2
    1, // own king +S files -2 ahead -1
    0, // own king +S files -2 ahead +0
    0, // own king +S files -2 ahead +1
    -3, // own king +S files -2 ahead +2
    0, // own king +S files -2 ahead +3
    2, // own king +S files -2 ahead +4
    9, // own king +S files -2 ahead +5
    -3, // own king +S files -2 ahead +6
    -21, // own king +S files -2 ahead +7
    0, // own king +S files -2 ahead +8
    0, // own king +S files -1 ahead -8
    0, // own king +S files -1 ahead -7
    0, // own king +S files -1 ahead -6
    0, // own king +S files -1 ahead -5
    0, // own king +S files -1 ahead -4
    0, // own king +S files -1 ahead -3
    -1, // own king +S files -1 ahead -2
    2, // own king +S files -1 ahead -1
    2, // own king +S files -1 ahead +0
    -1, // own king +S files -1 ahead +1
    -5, // own king +S files -1 ahead +2
    0, // own king +S files -1 ahead +3
    3, // own king +S files -1 ahead +4
    -8, // own king +S files -1 ahead +5
    20, // own king +S files -1 ahead +6
    -2, // own king +S files -1 ahead +7
    -4, // own king +S files -1 ahead +8
    0, // own king +S files +0 ahead -8
    0, // own king +S files +0 ahead -7
    0, // own king +S files +0 ahead -6
    0, // own king +S files +0 ahead -5
    0, // own king +S files +0 ahead -4
    0, // own king +S files +0 ahead -3
    1, // own king +S files +0 ahead -2
    -9, // own king +S files +0 ahead -1
    0, // own king +S files +0 ahead +0
    -9, // own king +S files +0 ahead +1
    -2, // own king +S files +0 ahead +2
    3, // own king +S files +0 ahead +3
    -13, // own king +S files +0 ahead +4
    -3, // own king +S files +0 ahead +5
    3, // own king +S files +0 ahead +6
    -25, // own king +S files +0 ahead +7
    0, // own king +S files +0 ahead +8
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
    5, // own king +S files +1 ahead +2
    -10, // own king +S files +1 ahead +3
    7, // own king +S files +1 ahead +4
    -15, // own king +S files +1 ahead +5
    -12, // own king +S files +1 ahead +6
    8, // own king +S files +1 ahead +7
    -4, // own king +S files +1 ahead +8
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
    -4, // own king +S files +2 ahead +2
    0, // own king +S files +2 ahead +3
    -3, // own king +S files +2 ahead +4
    5, // own king +S files +2 ahead +5
    26, // own king +S files +2 ahead +6
    1, // own king +S files +2 ahead +7
    -14, // own king +S files +2 ahead +8
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
    -12, // own king +S files +3 ahead +3
    19, // own king +S files +3 ahead +4
    18, // own king +S files +3 ahead +5
    -5, // own king +S files +3 ahead +6
    -29, // own king +S files +3 ahead +7
    -7, // own king +S files +3 ahead +8
    0, // own king +S files +4 ahead -8
    0, // own king +S files +4 ahead -7
    0, // own king +S files +4 ahead -6
    0, // own king +S files +4 ahead -5
    0, // own king +S files +4 ahead -4
    0, // own king +S files +4 ahead -3
    0, // own king +S files +4 ahead -2
    1, // own king +S files +4 ahead -1
    -1, // own king +S files +4 ahead +0
    -1, // own king +S files +4 ahead +1
    1, // own king +S files +4 ahead +2
    3, // own king +S files +4 ahead +3
    -8, // own king +S files +4 ahead +4
    7, // own king +S files +4 ahead +5
    3, // own king +S files +4 ahead +6
    8, // own king +S files +4 ahead +7
    -16, // own king +S files +4 ahead +8
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
    -9, // own king +S files +5 ahead +4
    2, // own king +S files +5 ahead +5
    2, // own king +S files +5 ahead +6
    4, // own king +S files +5 ahead +7
    -6, // own king +S files +5 ahead +8
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
    -3, // own king +S files +6 ahead +2
    -2, // own king +S files +6 ahead +3
    0, // own king +S files +6 ahead +4
    -17, // own king +S files +6 ahead +5
    -19, // own king +S files +6 ahead +6
    2, // own king +S files +6 ahead +7
    -7, // own king +S files +6 ahead +8
    0, // own king +S files +7 ahead -8
    0, // own king +S files +7 ahead -7
    0, // own king +S files +7 ahead -6
    0, // own king +S files +7 ahead -5
    0, // own king +S files +7 ahead -4
    0, // own king +S files +7 ahead -3
    -4, // own king +S files +7 ahead -2
    0, // own king +S files +7 ahead -1
    -6, // own king +S files +7 ahead +0
    -7, // own king +S files +7 ahead +1
    -2, // own king +S files +7 ahead +2
    0, // own king +S files +7 ahead +3
    16, // own king +S files +7 ahead +4
    -2, // own king +S files +7 ahead +5
    -28, // own king +S files +7 ahead +6
    -15, // own king +S files +7 ahead +7
    31, // own king +S files +7 ahead +8
    0, // own king +S files +8 ahead -8
    0, // own king +S files +8 ahead -7
    0, // own king +S files +8 ahead -6
    0, // own king +S files +8 ahead -5
    0, // own king +S files +8 ahead -4
    0, // own king +S files +8 ahead -3
    0, // own king +S files +8 ahead -2
    0, // own king +S files +8 ahead -1
    -8, // own king +S files +8 ahead +0
    0, // own king +S files +8 ahead +1
    0, // own king +S files +8 ahead +2
    0, // own king +S files +8 ahead +3
    0, // own king +S files +8 ahead +4
    -6, // own king +S files +8 ahead +5
    0, // own king +S files +8 ahead +6
    -1, // own king +S files +8 ahead +7
    -2, // own king +S files +8 ahead +8
    0, // own king +N files -3 ahead -8
    0, // own king +N files -3 ahead -7
    0, // own king +N files -3 ahead -6
    0, // own king +N files -3 ahead -5
    0, // own king +N files -3 ahead -4
    0, // own king +N files -3 ahead -3
    0, // own king +N files -3 ahead -2
    0, // own king +N files -3 ahead -1
    -1, // own king +N files -3 ahead +0
    0, // own king +N files -3 ahead +1
    -3, // own king +N files -3 ahead +2
    -5, // own king +N files -3 ahead +3
    -11, // own king +N files -3 ahead +4
    6, // own king +N files -3 ahead +5
    -15, // own king +N files -3 ahead +6
    -3, // own king +N files -3 ahead +7
    -7, // own king +N files -3 ahead +8
    0, // own king +N files -2 ahead -8
    0, // own king +N files -2 ahead -7
    0, // own king +N files -2 ahead -6
    0, // own king +N files -2 ahead -5
    0, // own king +N files -2 ahead -4
    0, // own king +N files -2 ahead -3
    0, // own king +N files -2 ahead -2
    0, // own king +N files -2 ahead -1
    1, // own king +N files -2 ahead +0
    1, // own king +N files -2 ahead +1
    -6, // own king +N files -2 ahead +2
    -5, // own king +N files -2 ahead +3
    1, // own king +N files -2 ahead +4
    -11, // own king +N files -2 ahead +5
    -11, // own king +N files -2 ahead +6
    -7, // own king +N files -2 ahead +7
    16, // own king +N files -2 ahead +8
    0, // own king +N files -1 ahead -8
    0, // own king +N files -1 ahead -7
    0, // own king +N files -1 ahead -6
    0, // own king +N files -1 ahead -5
    0, // own king +N files -1 ahead -4
    0, // own king +N files -1 ahead -3
    -5, // own king +N files -1 ahead -2
    0, // own king +N files -1 ahead -1
    2, // own king +N files -1 ahead +0
    -4, // own king +N files -1 ahead +1
    -7, // own king +N files -1 ahead +2
    0, // own king +N files -1 ahead +3
    -4, // own king +N files -1 ahead +4
    12, // own king +N files -1 ahead +5
    12, // own king +N files -1 ahead +6
    -12, // own king +N files -1 ahead +7
    -24, // own king +N files -1 ahead +8
    0, // own king +N files +0 ahead -8
    0, // own king +N files +0 ahead -7
    0, // own king +N files +0 ahead -6
    0, // own king +N files +0 ahead -5
    0, // own king +N files +0 ahead -4
    0, // own king +N files +0 ahead -3
    0, // own king +N files +0 ahead -2
    -7, // own king +N files +0 ahead -1
    0, // own king +N files +0 ahead +0
    2, // own king +N files +0 ahead +1
    3, // own king +N files +0 ahead +2
    11, // own king +N files +0 ahead +3
    0, // own king +N files +0 ahead +4
    27, // own king +N files +0 ahead +5
    -15, // own king +N files +0 ahead +6
    -37, // own king +N files +0 ahead +7
    -16, // own king +N files +0 ahead +8
    0, // own king +N files +1 ahead -8
    0, // own king +N files +1 ahead -7
    0, // own king +N files +1 ahead -6
    0, // own king +N files +1 ahead -5
    0, // own king +N files +1 ahead -4
    1, // own king +N files +1 ahead -3
    0, // own king +N files +1 ahead -2
    -5, // own king +N files +1 ahead -1
    -2, // own king +N files +1 ahead +0
    4, // own king +N files +1 ahead +1
    -4, // own king +N files +1 ahead +2
    6, // own king +N files +1 ahead +3
    0, // own king +N files +1 ahead +4
    -7, // own king +N files +1 ahead +5
    14, // own king +N files +1 ahead +6
    -10, // own king +N files +1 ahead +7
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
    -11, // own king +N files +2 ahead +1
    -2, // own king +N files +2 ahead +2
    -13, // own king +N files +2 ahead +3
    -4, // own king +N files +2 ahead +4
    27, // own king +N files +2 ahead +5
    33, // own king +N files +2 ahead +6
    27, // own king +N files +2 ahead +7
    -7, // own king +N files +2 ahead +8
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
    -1, // own king +N files +3 ahead +2
    -1, // own king +N files +3 ahead +3
    10, // own king +N files +3 ahead +4
    2, // own king +N files +3 ahead +5
    -5, // own king +N files +3 ahead +6
    -20, // own king +N files +3 ahead +7
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
    -2, // own king +N files +4 ahead +2
    -4, // own king +N files +4 ahead +3
    -3, // own king +N files +4 ahead +4
    7, // own king +N files +4 ahead +5
    6, // own king +N files +4 ahead +6
    -19, // own king +N files +4 ahead +7
    -14, // own king +N files +4 ahead +8
    0, // own king +N files +5 ahead -8
    0, // own king +N files +5 ahead -7
    0, // own king +N files +5 ahead -6
    0, // own king +N files +5 ahead -5
    0, // own king +N files +5 ahead -4
    0, // own king +N files +5 ahead -3
    -1, // own king +N files +5 ahead -2
    0, // own king +N files +5 ahead -1
    -1, // own king +N files +5 ahead +0
    0, // own king +N files +5 ahead +1
    2, // own king +N files +5 ahead +2
    1, // own king +N files +5 ahead +3
    -5, // own king +N files +5 ahead +4
    -15, // own king +N files +5 ahead +5
    -6, // own king +N files +5 ahead +6
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
    2, // own king +N files +6 ahead +1
    0, // own king +N files +6 ahead +2
    0, // own king +N files +6 ahead +3
    -4, // own king +N files +6 ahead +4
    -7, // own king +N files +6 ahead +5
    -31, // own king +N files +6 ahead +6
    -28, // own king +N files +6 ahead +7
    4, // own king +N files +6 ahead +8
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
    -3, // own king +N files +7 ahead +3
    20, // own king +N files +7 ahead +4
    7, // own king +N files +7 ahead +5
    6, // own king +N files +7 ahead +6
    11, // own king +N files +7 ahead +7
    -15, // own king +N files +7 ahead +8
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
    -4, // own king +N files +8 ahead +5
    -3, // own king +N files +8 ahead +6
    10, // own king +N files +8 ahead +7
    0, // own king +N files +8 ahead +8
    0, // own king +L files -3 ahead -8
    0, // own king +L files -3 ahead -7
    0, // own king +L files -3 ahead -6
    0, // own king +L files -3 ahead -5
    0, // own king +L files -3 ahead -4
    0, // own king +L files -3 ahead -3
    0, // own king +L files -3 ahead -2
    0, // own king +L files -3 ahead -1
    -5, // own king +L files -3 ahead +0
    0, // own king +L files -3 ahead +1
    3, // own king +L files -3 ahead +2
    -4, // own king +L files -3 ahead +3
    -2, // own king +L files -3 ahead +4
    6, // own king +L files -3 ahead +5
    -5, // own king +L files -3 ahead +6
    12, // own king +L files -3 ahead +7
    5, // own king +L files -3 ahead +8
    0, // own king +L files -2 ahead -8
    0, // own king +L files -2 ahead -7
    0, // own king +L files -2 ahead -6
    0, // own king +L files -2 ahead -5
    0, // own king +L files -2 ahead -4
    0, // own king +L files -2 ahead -3
    0, // own king +L files -2 ahead -2
    -1, // own king +L files -2 ahead -1
    0, // own king +L files -2 ahead +0
    -8, // own king +L files -2 ahead +1
    0, // own king +L files -2 ahead +2
    -4, // own king +L files -2 ahead +3
    -13, // own king +L files -2 ahead +4
    6, // own king +L files -2 ahead +5
    -4, // own king +L files -2 ahead +6
    2, // own king +L files -2 ahead +7
    30, // own king +L files -2 ahead +8
    0, // own king +L files -1 ahead -8
    0, // own king +L files -1 ahead -7
    0, // own king +L files -1 ahead -6
    0, // own king +L files -1 ahead -5
    0, // own king +L files -1 ahead -4
    0, // own king +L files -1 ahead -3
    0, // own king +L files -1 ahead -2
    -1, // own king +L files -1 ahead -1
    6, // own king +L files -1 ahead +0
    -1, // own king +L files -1 ahead +1
    0, // own king +L files -1 ahead +2
    -14, // own king +L files -1 ahead +3
    -11, // own king +L files -1 ahead +4
    48, // own king +L files -1 ahead +5
    -2, // own king +L files -1 ahead +6
    0, // own king +L files -1 ahead +7
    1, // own king +L files -1 ahead +8
    0, // own king +L files +0 ahead -8
    0, // own king +L files +0 ahead -7
    0, // own king +L files +0 ahead -6
    0, // own king +L files +0 ahead -5
    0, // own king +L files +0 ahead -4
    0, // own king +L files +0 ahead -3
    2, // own king +L files +0 ahead -2
    5, // own king +L files +0 ahead -1
    0, // own king +L files +0 ahead +0
    6, // own king +L files +0 ahead +1
    -17, // own king +L files +0 ahead +2
    -17, // own king +L files +0 ahead +3
    8, // own king +L files +0 ahead +4
    19, // own king +L files +0 ahead +5
    -6, // own king +L files +0 ahead +6
    47, // own king +L files +0 ahead +7
    -32, // own king +L files +0 ahead +8
    0, // own king +L files +1 ahead -8
    0, // own king +L files +1 ahead -7
    0, // own king +L files +1 ahead -6
    0, // own king +L files +1 ahead -5
    0, // own king +L files +1 ahead -4
    0, // own king +L files +1 ahead -3
    -2, // own king +L files +1 ahead -2
    -3, // own king +L files +1 ahead -1
    -2, // own king +L files +1 ahead +0
    5, // own king +L files +1 ahead +1
    -11, // own king +L files +1 ahead +2
    20, // own king +L files +1 ahead +3
    -10, // own king +L files +1 ahead +4
    -27, // own king +L files +1 ahead +5
    8, // own king +L files +1 ahead +6
    -7, // own king +L files +1 ahead +7
    -19, // own king +L files +1 ahead +8
    0, // own king +L files +2 ahead -8
    0, // own king +L files +2 ahead -7
    0, // own king +L files +2 ahead -6
    0, // own king +L files +2 ahead -5
    0, // own king +L files +2 ahead -4
    0, // own king +L files +2 ahead -3
    0, // own king +L files +2 ahead -2
    0, // own king +L files +2 ahead -1
    -1, // own king +L files +2 ahead +0
    -3, // own king +L files +2 ahead +1
    3, // own king +L files +2 ahead +2
    1, // own king +L files +2 ahead +3
    6, // own king +L files +2 ahead +4
    22, // own king +L files +2 ahead +5
    12, // own king +L files +2 ahead +6
    -24, // own king +L files +2 ahead +7
    -12, // own king +L files +2 ahead +8
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
    -3, // own king +L files +3 ahead +2
    -1, // own king +L files +3 ahead +3
    4, // own king +L files +3 ahead +4
    19, // own king +L files +3 ahead +5
    -8, // own king +L files +3 ahead +6
    -20, // own king +L files +3 ahead +7
    3, // own king +L files +3 ahead +8
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
    -3, // own king +L files +4 ahead +2
    -1, // own king +L files +4 ahead +3
    -9, // own king +L files +4 ahead +4
    3, // own king +L files +4 ahead +5
    -44, // own king +L files +4 ahead +6
    -19, // own king +L files +4 ahead +7
    -18, // own king +L files +4 ahead +8
    0, // own king +L files +5 ahead -8
    0, // own king +L files +5 ahead -7
    0, // own king +L files +5 ahead -6
    0, // own king +L files +5 ahead -5
    0, // own king +L files +5 ahead -4
    0, // own king +L files +5 ahead -3
    4, // own king +L files +5 ahead -2
    0, // own king +L files +5 ahead -1
    0, // own king +L files +5 ahead +0
    0, // own king +L files +5 ahead +1
    -1, // own king +L files +5 ahead +2
    -2, // own king +L files +5 ahead +3
    2, // own king +L files +5 ahead +4
    -16, // own king +L files +5 ahead +5
    -11, // own king +L files +5 ahead +6
    -29, // own king +L files +5 ahead +7
    5, // own king +L files +5 ahead +8
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
    3, // own king +L files +6 ahead +4
    15, // own king +L files +6 ahead +5
    -24, // own king +L files +6 ahead +6
    -19, // own king +L files +6 ahead +7
    15, // own king +L files +6 ahead +8
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
    5, // own king +L files +7 ahead +4
    -18, // own king +L files +7 ahead +5
    17, // own king +L files +7 ahead +6
    -39, // own king +L files +7 ahead +7
    -13, // own king +L files +7 ahead +8
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
    -2, // own king +L files +8 ahead +4
    0, // own king +L files +8 ahead +5
    2, // own king +L files +8 ahead +6
    -15, // own king +L files +8 ahead +7
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
    2, // own king +P files -3 ahead +4
    -21, // own king +P files -3 ahead +5
    -11, // own king +P files -3 ahead +6
    12, // own king +P files -3 ahead +7
    -17, // own king +P files -3 ahead +8
    0, // own king +P files -2 ahead -8
    0, // own king +P files -2 ahead -7
    0, // own king +P files -2 ahead -6
    0, // own king +P files -2 ahead -5
    0, // own king +P files -2 ahead -4
    0, // own king +P files -2 ahead -3
    0, // own king +P files -2 ahead -2
    5, // own king +P files -2 ahead -1
    1, // own king +P files -2 ahead +0
    9, // own king +P files -2 ahead +1
    -2, // own king +P files -2 ahead +2
    -7, // own king +P files -2 ahead +3
    -29, // own king +P files -2 ahead +4
    -9, // own king +P files -2 ahead +5
    16, // own king +P files -2 ahead +6
    -14, // own king +P files -2 ahead +7
    0, // own king +P files -2 ahead +8
    0, // own king +P files -1 ahead -8
    0, // own king +P files -1 ahead -7
    0, // own king +P files -1 ahead -6
    0, // own king +P files -1 ahead -5
    0, // own king +P files -1 ahead -4
    0, // own king +P files -1 ahead -3
    0, // own king +P files -1 ahead -2
    13, // own king +P files -1 ahead -1
    -4, // own king +P files -1 ahead +0
    -14, // own king +P files -1 ahead +1
    18, // own king +P files -1 ahead +2
    -5, // own king +P files -1 ahead +3
    -17, // own king +P files -1 ahead +4
    -8, // own king +P files -1 ahead +5
    -11, // own king +P files -1 ahead +6
    -13, // own king +P files -1 ahead +7
    -38, // own king +P files -1 ahead +8
    0, // own king +P files +0 ahead -8
    0, // own king +P files +0 ahead -7
    0, // own king +P files +0 ahead -6
    0, // own king +P files +0 ahead -5
    0, // own king +P files +0 ahead -4
    0, // own king +P files +0 ahead -3
    -2, // own king +P files +0 ahead -2
    6, // own king +P files +0 ahead -1
    0, // own king +P files +0 ahead +0
    0, // own king +P files +0 ahead +1
    9, // own king +P files +0 ahead +2
    15, // own king +P files +0 ahead +3
    -6, // own king +P files +0 ahead +4
    19, // own king +P files +0 ahead +5
    -14, // own king +P files +0 ahead +6
    8, // own king +P files +0 ahead +7
    -13, // own king +P files +0 ahead +8
    0, // own king +P files +1 ahead -8
    0, // own king +P files +1 ahead -7
    0, // own king +P files +1 ahead -6
    0, // own king +P files +1 ahead -5
    0, // own king +P files +1 ahead -4
    0, // own king +P files +1 ahead -3
    -1, // own king +P files +1 ahead -2
    1, // own king +P files +1 ahead -1
    0, // own king +P files +1 ahead +0
    -5, // own king +P files +1 ahead +1
    -5, // own king +P files +1 ahead +2
    5, // own king +P files +1 ahead +3
    -5, // own king +P files +1 ahead +4
    17, // own king +P files +1 ahead +5
    30, // own king +P files +1 ahead +6
    -15, // own king +P files +1 ahead +7
    -9, // own king +P files +1 ahead +8
    0, // own king +P files +2 ahead -8
    0, // own king +P files +2 ahead -7
    0, // own king +P files +2 ahead -6
    0, // own king +P files +2 ahead -5
    -2, // own king +P files +2 ahead -4
    -1, // own king +P files +2 ahead -3
    0, // own king +P files +2 ahead -2
    -6, // own king +P files +2 ahead -1
    -10, // own king +P files +2 ahead +0
    -5, // own king +P files +2 ahead +1
    -5, // own king +P files +2 ahead +2
    0, // own king +P files +2 ahead +3
    4, // own king +P files +2 ahead +4
    15, // own king +P files +2 ahead +5
    23, // own king +P files +2 ahead +6
    -8, // own king +P files +2 ahead +7
    27, // own king +P files +2 ahead +8
    0, // own king +P files +3 ahead -8
    0, // own king +P files +3 ahead -7
    0, // own king +P files +3 ahead -6
    0, // own king +P files +3 ahead -5
    0, // own king +P files +3 ahead -4
    0, // own king +P files +3 ahead -3
    0, // own king +P files +3 ahead -2
    4, // own king +P files +3 ahead -1
    -6, // own king +P files +3 ahead +0
    -5, // own king +P files +3 ahead +1
    4, // own king +P files +3 ahead +2
    -11, // own king +P files +3 ahead +3
    -7, // own king +P files +3 ahead +4
    4, // own king +P files +3 ahead +5
    33, // own king +P files +3 ahead +6
    -13, // own king +P files +3 ahead +7
    -17, // own king +P files +3 ahead +8
    0, // own king +P files +4 ahead -8
    0, // own king +P files +4 ahead -7
    0, // own king +P files +4 ahead -6
    0, // own king +P files +4 ahead -5
    0, // own king +P files +4 ahead -4
    0, // own king +P files +4 ahead -3
    1, // own king +P files +4 ahead -2
    0, // own king +P files +4 ahead -1
    -4, // own king +P files +4 ahead +0
    -1, // own king +P files +4 ahead +1
    0, // own king +P files +4 ahead +2
    5, // own king +P files +4 ahead +3
    21, // own king +P files +4 ahead +4
    -18, // own king +P files +4 ahead +5
    -19, // own king +P files +4 ahead +6
    -44, // own king +P files +4 ahead +7
    -28, // own king +P files +4 ahead +8
    0, // own king +P files +5 ahead -8
    0, // own king +P files +5 ahead -7
    0, // own king +P files +5 ahead -6
    0, // own king +P files +5 ahead -5
    0, // own king +P files +5 ahead -4
    0, // own king +P files +5 ahead -3
    2, // own king +P files +5 ahead -2
    0, // own king +P files +5 ahead -1
    1, // own king +P files +5 ahead +0
    1, // own king +P files +5 ahead +1
    0, // own king +P files +5 ahead +2
    -2, // own king +P files +5 ahead +3
    -4, // own king +P files +5 ahead +4
    20, // own king +P files +5 ahead +5
    24, // own king +P files +5 ahead +6
    1, // own king +P files +5 ahead +7
    10, // own king +P files +5 ahead +8
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
    3, // own king +P files +6 ahead +2
    1, // own king +P files +6 ahead +3
    -6, // own king +P files +6 ahead +4
    24, // own king +P files +6 ahead +5
    24, // own king +P files +6 ahead +6
    -19, // own king +P files +6 ahead +7
    -38, // own king +P files +6 ahead +8
    0, // own king +P files +7 ahead -8
    0, // own king +P files +7 ahead -7
    0, // own king +P files +7 ahead -6
    0, // own king +P files +7 ahead -5
    0, // own king +P files +7 ahead -4
    0, // own king +P files +7 ahead -3
    0, // own king +P files +7 ahead -2
    -2, // own king +P files +7 ahead -1
    0, // own king +P files +7 ahead +0
    0, // own king +P files +7 ahead +1
    2, // own king +P files +7 ahead +2
    -2, // own king +P files +7 ahead +3
    2, // own king +P files +7 ahead +4
    -22, // own king +P files +7 ahead +5
    -21, // own king +P files +7 ahead +6
    14, // own king +P files +7 ahead +7
    12, // own king +P files +7 ahead +8
    0, // own king +P files +8 ahead -8
    0, // own king +P files +8 ahead -7
    0, // own king +P files +8 ahead -6
    0, // own king +P files +8 ahead -5
    0, // own king +P files +8 ahead -4
    0, // own king +P files +8 ahead -3
    -1, // own king +P files +8 ahead -2
    0, // own king +P files +8 ahead -1
    0, // own king +P files +8 ahead +0
    3, // own king +P files +8 ahead +1
    0, // own king +P files +8 ahead +2
    -4, // own king +P files +8 ahead +3
    -11, // own king +P files +8 ahead +4
    -14, // own king +P files +8 ahead +5
    5, // own king +P files +8 ahead +6
    -5, // own king +P files +8 ahead +7
    -2, // own king +P files +8 ahead +8
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
    8, // enemy king R files -3 ahead -1
    13, // enemy king R files -3 ahead +0
    2, // enemy king R files -3 ahead +1
    8, // enemy king R files -3 ahead +2
    -5, // enemy king R files -3 ahead +3
    2, // enemy king R files -3 ahead +4
    -12, // enemy king R files -3 ahead +5
    9, // enemy king R files -3 ahead +6
    -5, // enemy king R files -3 ahead +7
    7, // enemy king R files -3 ahead +8
    0, // enemy king R files -2 ahead -8
    0, // enemy king R files -2 ahead -7
    0, // enemy king R files -2 ahead -6
    0, // enemy king R files -2 ahead -5
    1, // enemy king R files -2 ahead -4
    -1, // enemy king R files -2 ahead -3
    1, // enemy king R files -2 ahead -2
    -11, // enemy king R files -2 ahead -1
    16, // enemy king R files -2 ahead +0
    -3, // enemy king R files -2 ahead +1
    8, // enemy king R files -2 ahead +2
    18, // enemy king R files -2 ahead +3
    11, // enemy king R files -2 ahead +4
    25, // enemy king R files -2 ahead +5
    -3, // enemy king R files -2 ahead +6
    0, // enemy king R files -2 ahead +7
    1, // enemy king R files -2 ahead +8
    -1, // enemy king R files -1 ahead -8
    0, // enemy king R files -1 ahead -7
    0, // enemy king R files -1 ahead -6
    0, // enemy king R files -1 ahead -5
    3, // enemy king R files -1 ahead -4
    2, // enemy king R files -1 ahead -3
    2, // enemy king R files -1 ahead -2
    -2, // enemy king R files -1 ahead -1
    0, // enemy king R files -1 ahead +0
    -14, // enemy king R files -1 ahead +1
    -42, // enemy king R files -1 ahead +2
    -65, // enemy king R files -1 ahead +3
    -13, // enemy king R files -1 ahead +4
    5, // enemy king R files -1 ahead +5
    -3, // enemy king R files -1 ahead +6
    -5, // enemy king R files -1 ahead +7
    -8, // enemy king R files -1 ahead +8
    0, // enemy king R files +0 ahead -8
    0, // enemy king R files +0 ahead -7
    0, // enemy king R files +0 ahead -6
    -1, // enemy king R files +0 ahead -5
    0, // enemy king R files +0 ahead -4
    1, // enemy king R files +0 ahead -3
    22, // enemy king R files +0 ahead -2
    0, // enemy king R files +0 ahead -1
    0, // enemy king R files +0 ahead +0
    0, // enemy king R files +0 ahead +1
    4, // enemy king R files +0 ahead +2
    -49, // enemy king R files +0 ahead +3
    1, // enemy king R files +0 ahead +4
    -4, // enemy king R files +0 ahead +5
    15, // enemy king R files +0 ahead +6
    10, // enemy king R files +0 ahead +7
    -2, // enemy king R files +0 ahead +8
    0, // enemy king R files +1 ahead -8
    0, // enemy king R files +1 ahead -7
    0, // enemy king R files +1 ahead -6
    0, // enemy king R files +1 ahead -5
    -2, // enemy king R files +1 ahead -4
    0, // enemy king R files +1 ahead -3
    0, // enemy king R files +1 ahead -2
    -2, // enemy king R files +1 ahead -1
    0, // enemy king R files +1 ahead +0
    -1, // enemy king R files +1 ahead +1
    -34, // enemy king R files +1 ahead +2
    -50, // enemy king R files +1 ahead +3
    -4, // enemy king R files +1 ahead +4
    -2, // enemy king R files +1 ahead +5
    -2, // enemy king R files +1 ahead +6
    -1, // enemy king R files +1 ahead +7
    -34, // enemy king R files +1 ahead +8
    0, // enemy king R files +2 ahead -8
    0, // enemy king R files +2 ahead -7
    0, // enemy king R files +2 ahead -6
    0, // enemy king R files +2 ahead -5
    1, // enemy king R files +2 ahead -4
    -2, // enemy king R files +2 ahead -3
    12, // enemy king R files +2 ahead -2
    -4, // enemy king R files +2 ahead -1
    -12, // enemy king R files +2 ahead +0
    14, // enemy king R files +2 ahead +1
    -8, // enemy king R files +2 ahead +2
    -46, // enemy king R files +2 ahead +3
    -17, // enemy king R files +2 ahead +4
    -6, // enemy king R files +2 ahead +5
    11, // enemy king R files +2 ahead +6
    -6, // enemy king R files +2 ahead +7
    -12, // enemy king R files +2 ahead +8
    0, // enemy king R files +3 ahead -8
    0, // enemy king R files +3 ahead -7
    0, // enemy king R files +3 ahead -6
    1, // enemy king R files +3 ahead -5
    0, // enemy king R files +3 ahead -4
    0, // enemy king R files +3 ahead -3
    -3, // enemy king R files +3 ahead -2
    -8, // enemy king R files +3 ahead -1
    43, // enemy king R files +3 ahead +0
    16, // enemy king R files +3 ahead +1
    20, // enemy king R files +3 ahead +2
    -14, // enemy king R files +3 ahead +3
    -2, // enemy king R files +3 ahead +4
    -21, // enemy king R files +3 ahead +5
    -23, // enemy king R files +3 ahead +6
    -20, // enemy king R files +3 ahead +7
    3, // enemy king R files +3 ahead +8
    0, // enemy king R files +4 ahead -8
    0, // enemy king R files +4 ahead -7
    0, // enemy king R files +4 ahead -6
    -2, // enemy king R files +4 ahead -5
    0, // enemy king R files +4 ahead -4
    0, // enemy king R files +4 ahead -3
    -1, // enemy king R files +4 ahead -2
    -2, // enemy king R files +4 ahead -1
    87, // enemy king R files +4 ahead +0
    -5, // enemy king R files +4 ahead +1
    -8, // enemy king R files +4 ahead +2
    -48, // enemy king R files +4 ahead +3
    -13, // enemy king R files +4 ahead +4
    -21, // enemy king R files +4 ahead +5
    -14, // enemy king R files +4 ahead +6
    -21, // enemy king R files +4 ahead +7
    -8, // enemy king R files +4 ahead +8
    0, // enemy king R files +5 ahead -8
    0, // enemy king R files +5 ahead -7
    0, // enemy king R files +5 ahead -6
    -1, // enemy king R files +5 ahead -5
    2, // enemy king R files +5 ahead -4
    -4, // enemy king R files +5 ahead -3
    3, // enemy king R files +5 ahead -2
    -7, // enemy king R files +5 ahead -1
    11, // enemy king R files +5 ahead +0
    -6, // enemy king R files +5 ahead +1
    -30, // enemy king R files +5 ahead +2
    -40, // enemy king R files +5 ahead +3
    -6, // enemy king R files +5 ahead +4
    -32, // enemy king R files +5 ahead +5
    -36, // enemy king R files +5 ahead +6
    7, // enemy king R files +5 ahead +7
    7, // enemy king R files +5 ahead +8
    0, // enemy king R files +6 ahead -8
    0, // enemy king R files +6 ahead -7
    0, // enemy king R files +6 ahead -6
    0, // enemy king R files +6 ahead -5
    0, // enemy king R files +6 ahead -4
    -2, // enemy king R files +6 ahead -3
    3, // enemy king R files +6 ahead -2
    5, // enemy king R files +6 ahead -1
    5, // enemy king R files +6 ahead +0
    2, // enemy king R files +6 ahead +1
    13, // enemy king R files +6 ahead +2
    -34, // enemy king R files +6 ahead +3
    16, // enemy king R files +6 ahead +4
    -32, // enemy king R files +6 ahead +5
    24, // enemy king R files +6 ahead +6
    -2, // enemy king R files +6 ahead +7
    -32, // enemy king R files +6 ahead +8
    0, // enemy king R files +7 ahead -8
    0, // enemy king R files +7 ahead -7
    0, // enemy king R files +7 ahead -6
    0, // enemy king R files +7 ahead -5
    0, // enemy king R files +7 ahead -4
    0, // enemy king R files +7 ahead -3
    0, // enemy king R files +7 ahead -2
    -2, // enemy king R files +7 ahead -1
    4, // enemy king R files +7 ahead +0
    -1, // enemy king R files +7 ahead +1
    1, // enemy king R files +7 ahead +2
    -13, // enemy king R files +7 ahead +3
    -22, // enemy king R files +7 ahead +4
    -3, // enemy king R files +7 ahead +5
    18, // enemy king R files +7 ahead +6
    -19, // enemy king R files +7 ahead +7
    -8, // enemy king R files +7 ahead +8
    0, // enemy king R files +8 ahead -8
    0, // enemy king R files +8 ahead -7
    0, // enemy king R files +8 ahead -6
    0, // enemy king R files +8 ahead -5
    0, // enemy king R files +8 ahead -4
    0, // enemy king R files +8 ahead -3
    0, // enemy king R files +8 ahead -2
    1, // enemy king R files +8 ahead -1
    4, // enemy king R files +8 ahead +0
    0, // enemy king R files +8 ahead +1
    -2, // enemy king R files +8 ahead +2
    0, // enemy king R files +8 ahead +3
    -2, // enemy king R files +8 ahead +4
    -1, // enemy king R files +8 ahead +5
    -2, // enemy king R files +8 ahead +6
    -10, // enemy king R files +8 ahead +7
    0, // enemy king R files +8 ahead +8
    0, // enemy king B files -3 ahead -8
    0, // enemy king B files -3 ahead -7
    0, // enemy king B files -3 ahead -6
    0, // enemy king B files -3 ahead -5
    0, // enemy king B files -3 ahead -4
    -1, // enemy king B files -3 ahead -3
    -3, // enemy king B files -3 ahead -2
    3, // enemy king B files -3 ahead -1
    1, // enemy king B files -3 ahead +0
    1, // enemy king B files -3 ahead +1
    3, // enemy king B files -3 ahead +2
    -12, // enemy king B files -3 ahead +3
    -2, // enemy king B files -3 ahead +4
    9, // enemy king B files -3 ahead +5
    11, // enemy king B files -3 ahead +6
    2, // enemy king B files -3 ahead +7
    -2, // enemy king B files -3 ahead +8
    0, // enemy king B files -2 ahead -8
    0, // enemy king B files -2 ahead -7
    0, // enemy king B files -2 ahead -6
    0, // enemy king B files -2 ahead -5
    1, // enemy king B files -2 ahead -4
    2, // enemy king B files -2 ahead -3
    10, // enemy king B files -2 ahead -2
    -30, // enemy king B files -2 ahead -1
    0, // enemy king B files -2 ahead +0
    9, // enemy king B files -2 ahead +1
    -9, // enemy king B files -2 ahead +2
    6, // enemy king B files -2 ahead +3
    -13, // enemy king B files -2 ahead +4
    9, // enemy king B files -2 ahead +5
    10, // enemy king B files -2 ahead +6
    9, // enemy king B files -2 ahead +7
    6, // enemy king B files -2 ahead +8
    0, // enemy king B files -1 ahead -8
    0, // enemy king B files -1 ahead -7
    0, // enemy king B files -1 ahead -6
    -1, // enemy king B files -1 ahead -5
    -1, // enemy king B files -1 ahead -4
    1, // enemy king B files -1 ahead -3
    -2, // enemy king B files -1 ahead -2
    0, // enemy king B files -1 ahead -1
    -20, // enemy king B files -1 ahead +0
    0, // enemy king B files -1 ahead +1
    12, // enemy king B files -1 ahead +2
    -11, // enemy king B files -1 ahead +3
    -33, // enemy king B files -1 ahead +4
    10, // enemy king B files -1 ahead +5
    35, // enemy king B files -1 ahead +6
    28, // enemy king B files -1 ahead +7
    7, // enemy king B files -1 ahead +8
    0, // enemy king B files +0 ahead -8
    0, // enemy king B files +0 ahead -7
    0, // enemy king B files +0 ahead -6
    0, // enemy king B files +0 ahead -5
    0, // enemy king B files +0 ahead -4
    0, // enemy king B files +0 ahead -3
    -5, // enemy king B files +0 ahead -2
    -14, // enemy king B files +0 ahead -1
    0, // enemy king B files +0 ahead +0
    -14, // enemy king B files +0 ahead +1
    -19, // enemy king B files +0 ahead +2
    -4, // enemy king B files +0 ahead +3
    -9, // enemy king B files +0 ahead +4
    -17, // enemy king B files +0 ahead +5
    9, // enemy king B files +0 ahead +6
    -48, // enemy king B files +0 ahead +7
    8, // enemy king B files +0 ahead +8
    0, // enemy king B files +1 ahead -8
    0, // enemy king B files +1 ahead -7
    0, // enemy king B files +1 ahead -6
    0, // enemy king B files +1 ahead -5
    -5, // enemy king B files +1 ahead -4
    -5, // enemy king B files +1 ahead -3
    7, // enemy king B files +1 ahead -2
    0, // enemy king B files +1 ahead -1
    2, // enemy king B files +1 ahead +0
    0, // enemy king B files +1 ahead +1
    -29, // enemy king B files +1 ahead +2
    -2, // enemy king B files +1 ahead +3
    -7, // enemy king B files +1 ahead +4
    -29, // enemy king B files +1 ahead +5
    -14, // enemy king B files +1 ahead +6
    -14, // enemy king B files +1 ahead +7
    -2, // enemy king B files +1 ahead +8
    0, // enemy king B files +2 ahead -8
    0, // enemy king B files +2 ahead -7
    0, // enemy king B files +2 ahead -6
    1, // enemy king B files +2 ahead -5
    0, // enemy king B files +2 ahead -4
    2, // enemy king B files +2 ahead -3
    12, // enemy king B files +2 ahead -2
    -1, // enemy king B files +2 ahead -1
    -32, // enemy king B files +2 ahead +0
    -8, // enemy king B files +2 ahead +1
    8, // enemy king B files +2 ahead +2
    -17, // enemy king B files +2 ahead +3
    -8, // enemy king B files +2 ahead +4
    -8, // enemy king B files +2 ahead +5
    -17, // enemy king B files +2 ahead +6
    -38, // enemy king B files +2 ahead +7
    -10, // enemy king B files +2 ahead +8
    0, // enemy king B files +3 ahead -8
    0, // enemy king B files +3 ahead -7
    0, // enemy king B files +3 ahead -6
    0, // enemy king B files +3 ahead -5
    2, // enemy king B files +3 ahead -4
    -1, // enemy king B files +3 ahead -3
    -2, // enemy king B files +3 ahead -2
    17, // enemy king B files +3 ahead -1
    15, // enemy king B files +3 ahead +0
    76, // enemy king B files +3 ahead +1
    -2, // enemy king B files +3 ahead +2
    13, // enemy king B files +3 ahead +3
    -43, // enemy king B files +3 ahead +4
    -33, // enemy king B files +3 ahead +5
    -18, // enemy king B files +3 ahead +6
    24, // enemy king B files +3 ahead +7
    5, // enemy king B files +3 ahead +8
    0, // enemy king B files +4 ahead -8
    0, // enemy king B files +4 ahead -7
    0, // enemy king B files +4 ahead -6
    0, // enemy king B files +4 ahead -5
    1, // enemy king B files +4 ahead -4
    0, // enemy king B files +4 ahead -3
    1, // enemy king B files +4 ahead -2
    -6, // enemy king B files +4 ahead -1
    43, // enemy king B files +4 ahead +0
    35, // enemy king B files +4 ahead +1
    40, // enemy king B files +4 ahead +2
    -2, // enemy king B files +4 ahead +3
    -34, // enemy king B files +4 ahead +4
    -12, // enemy king B files +4 ahead +5
    13, // enemy king B files +4 ahead +6
    -19, // enemy king B files +4 ahead +7
    -14, // enemy king B files +4 ahead +8
    0, // enemy king B files +5 ahead -8
    0, // enemy king B files +5 ahead -7
    0, // enemy king B files +5 ahead -6
    0, // enemy king B files +5 ahead -5
    0, // enemy king B files +5 ahead -4
    0, // enemy king B files +5 ahead -3
    -3, // enemy king B files +5 ahead -2
    -6, // enemy king B files +5 ahead -1
    21, // enemy king B files +5 ahead +0
    -9, // enemy king B files +5 ahead +1
    1, // enemy king B files +5 ahead +2
    -25, // enemy king B files +5 ahead +3
    -22, // enemy king B files +5 ahead +4
    16, // enemy king B files +5 ahead +5
    -26, // enemy king B files +5 ahead +6
    -16, // enemy king B files +5 ahead +7
    -12, // enemy king B files +5 ahead +8
    0, // enemy king B files +6 ahead -8
    0, // enemy king B files +6 ahead -7
    0, // enemy king B files +6 ahead -6
    0, // enemy king B files +6 ahead -5
    0, // enemy king B files +6 ahead -4
    0, // enemy king B files +6 ahead -3
    -3, // enemy king B files +6 ahead -2
    -27, // enemy king B files +6 ahead -1
    -12, // enemy king B files +6 ahead +0
    -14, // enemy king B files +6 ahead +1
    -13, // enemy king B files +6 ahead +2
    3, // enemy king B files +6 ahead +3
    2, // enemy king B files +6 ahead +4
    0, // enemy king B files +6 ahead +5
    20, // enemy king B files +6 ahead +6
    -50, // enemy king B files +6 ahead +7
    -3, // enemy king B files +6 ahead +8
    0, // enemy king B files +7 ahead -8
    0, // enemy king B files +7 ahead -7
    -1, // enemy king B files +7 ahead -6
    0, // enemy king B files +7 ahead -5
    0, // enemy king B files +7 ahead -4
    0, // enemy king B files +7 ahead -3
    -4, // enemy king B files +7 ahead -2
    1, // enemy king B files +7 ahead -1
    -8, // enemy king B files +7 ahead +0
    4, // enemy king B files +7 ahead +1
    -6, // enemy king B files +7 ahead +2
    -9, // enemy king B files +7 ahead +3
    -19, // enemy king B files +7 ahead +4
    -9, // enemy king B files +7 ahead +5
    -26, // enemy king B files +7 ahead +6
    -10, // enemy king B files +7 ahead +7
    -3, // enemy king B files +7 ahead +8
    0, // enemy king B files +8 ahead -8
    0, // enemy king B files +8 ahead -7
    0, // enemy king B files +8 ahead -6
    0, // enemy king B files +8 ahead -5
    0, // enemy king B files +8 ahead -4
    0, // enemy king B files +8 ahead -3
    2, // enemy king B files +8 ahead -2
    3, // enemy king B files +8 ahead -1
    -2, // enemy king B files +8 ahead +0
    0, // enemy king B files +8 ahead +1
    -2, // enemy king B files +8 ahead +2
    1, // enemy king B files +8 ahead +3
    3, // enemy king B files +8 ahead +4
    1, // enemy king B files +8 ahead +5
    0, // enemy king B files +8 ahead +6
    -5, // enemy king B files +8 ahead +7
    0, // enemy king B files +8 ahead +8
    0, // enemy king G files -3 ahead -8
    0, // enemy king G files -3 ahead -7
    -3, // enemy king G files -3 ahead -6
    -2, // enemy king G files -3 ahead -5
    0, // enemy king G files -3 ahead -4
    -4, // enemy king G files -3 ahead -3
    -5, // enemy king G files -3 ahead -2
    -30, // enemy king G files -3 ahead -1
    -4, // enemy king G files -3 ahead +0
    10, // enemy king G files -3 ahead +1
    -7, // enemy king G files -3 ahead +2
    4, // enemy king G files -3 ahead +3
    -7, // enemy king G files -3 ahead +4
    2, // enemy king G files -3 ahead +5
    0, // enemy king G files -3 ahead +6
    -2, // enemy king G files -3 ahead +7
    0, // enemy king G files -3 ahead +8
    0, // enemy king G files -2 ahead -8
    0, // enemy king G files -2 ahead -7
    -1, // enemy king G files -2 ahead -6
    -5, // enemy king G files -2 ahead -5
    1, // enemy king G files -2 ahead -4
    -6, // enemy king G files -2 ahead -3
    -15, // enemy king G files -2 ahead -2
    -10, // enemy king G files -2 ahead -1
    -27, // enemy king G files -2 ahead +0
    -3, // enemy king G files -2 ahead +1
    -6, // enemy king G files -2 ahead +2
    11, // enemy king G files -2 ahead +3
    -15, // enemy king G files -2 ahead +4
    -14, // enemy king G files -2 ahead +5
    1, // enemy king G files -2 ahead +6
    18, // enemy king G files -2 ahead +7
    0, // enemy king G files -2 ahead +8
    0, // enemy king G files -1 ahead -8
    0, // enemy king G files -1 ahead -7
    -3, // enemy king G files -1 ahead -6
    0, // enemy king G files -1 ahead -5
    -6, // enemy king G files -1 ahead -4
    -2, // enemy king G files -1 ahead -3
    -10, // enemy king G files -1 ahead -2
    -22, // enemy king G files -1 ahead -1
    0, // enemy king G files -1 ahead +0
    0, // enemy king G files -1 ahead +1
    34, // enemy king G files -1 ahead +2
    31, // enemy king G files -1 ahead +3
    -16, // enemy king G files -1 ahead +4
    -8, // enemy king G files -1 ahead +5
    -3, // enemy king G files -1 ahead +6
    -13, // enemy king G files -1 ahead +7
    -37, // enemy king G files -1 ahead +8
    0, // enemy king G files +0 ahead -8
    6, // enemy king G files +0 ahead -7
    0, // enemy king G files +0 ahead -6
    3, // enemy king G files +0 ahead -5
    -8, // enemy king G files +0 ahead -4
    -5, // enemy king G files +0 ahead -3
    -1, // enemy king G files +0 ahead -2
    0, // enemy king G files +0 ahead -1
    0, // enemy king G files +0 ahead +0
    0, // enemy king G files +0 ahead +1
    41, // enemy king G files +0 ahead +2
    56, // enemy king G files +0 ahead +3
    29, // enemy king G files +0 ahead +4
    12, // enemy king G files +0 ahead +5
    -2, // enemy king G files +0 ahead +6
    -2, // enemy king G files +0 ahead +7
    -10, // enemy king G files +0 ahead +8
    0, // enemy king G files +1 ahead -8
    -3, // enemy king G files +1 ahead -7
    3, // enemy king G files +1 ahead -6
    -3, // enemy king G files +1 ahead -5
    -5, // enemy king G files +1 ahead -4
    -6, // enemy king G files +1 ahead -3
    -2, // enemy king G files +1 ahead -2
    13, // enemy king G files +1 ahead -1
    0, // enemy king G files +1 ahead +0
    0, // enemy king G files +1 ahead +1
    56, // enemy king G files +1 ahead +2
    23, // enemy king G files +1 ahead +3
    58, // enemy king G files +1 ahead +4
    19, // enemy king G files +1 ahead +5
    -8, // enemy king G files +1 ahead +6
    1, // enemy king G files +1 ahead +7
    -5, // enemy king G files +1 ahead +8
    0, // enemy king G files +2 ahead -8
    -1, // enemy king G files +2 ahead -7
    2, // enemy king G files +2 ahead -6
    -6, // enemy king G files +2 ahead -5
    0, // enemy king G files +2 ahead -4
    5, // enemy king G files +2 ahead -3
    0, // enemy king G files +2 ahead -2
    -1, // enemy king G files +2 ahead -1
    68, // enemy king G files +2 ahead +0
    76, // enemy king G files +2 ahead +1
    31, // enemy king G files +2 ahead +2
    43, // enemy king G files +2 ahead +3
    33, // enemy king G files +2 ahead +4
    6, // enemy king G files +2 ahead +5
    1, // enemy king G files +2 ahead +6
    -3, // enemy king G files +2 ahead +7
    -7, // enemy king G files +2 ahead +8
    0, // enemy king G files +3 ahead -8
    0, // enemy king G files +3 ahead -7
    -2, // enemy king G files +3 ahead -6
    -2, // enemy king G files +3 ahead -5
    -1, // enemy king G files +3 ahead -4
    -5, // enemy king G files +3 ahead -3
    0, // enemy king G files +3 ahead -2
    -30, // enemy king G files +3 ahead -1
    -47, // enemy king G files +3 ahead +0
    -12, // enemy king G files +3 ahead +1
    -20, // enemy king G files +3 ahead +2
    -38, // enemy king G files +3 ahead +3
    35, // enemy king G files +3 ahead +4
    15, // enemy king G files +3 ahead +5
    -6, // enemy king G files +3 ahead +6
    1, // enemy king G files +3 ahead +7
    8, // enemy king G files +3 ahead +8
    0, // enemy king G files +4 ahead -8
    -4, // enemy king G files +4 ahead -7
    -1, // enemy king G files +4 ahead -6
    -5, // enemy king G files +4 ahead -5
    5, // enemy king G files +4 ahead -4
    -5, // enemy king G files +4 ahead -3
    -19, // enemy king G files +4 ahead -2
    -37, // enemy king G files +4 ahead -1
    -11, // enemy king G files +4 ahead +0
    -43, // enemy king G files +4 ahead +1
    -8, // enemy king G files +4 ahead +2
    2, // enemy king G files +4 ahead +3
    26, // enemy king G files +4 ahead +4
    2, // enemy king G files +4 ahead +5
    3, // enemy king G files +4 ahead +6
    4, // enemy king G files +4 ahead +7
    15, // enemy king G files +4 ahead +8
    0, // enemy king G files +5 ahead -8
    0, // enemy king G files +5 ahead -7
    -3, // enemy king G files +5 ahead -6
    0, // enemy king G files +5 ahead -5
    4, // enemy king G files +5 ahead -4
    -2, // enemy king G files +5 ahead -3
    -9, // enemy king G files +5 ahead -2
    -8, // enemy king G files +5 ahead -1
    -43, // enemy king G files +5 ahead +0
    -25, // enemy king G files +5 ahead +1
    11, // enemy king G files +5 ahead +2
    0, // enemy king G files +5 ahead +3
    14, // enemy king G files +5 ahead +4
    -16, // enemy king G files +5 ahead +5
    17, // enemy king G files +5 ahead +6
    -35, // enemy king G files +5 ahead +7
    0, // enemy king G files +5 ahead +8
    -1, // enemy king G files +6 ahead -8
    -4, // enemy king G files +6 ahead -7
    -1, // enemy king G files +6 ahead -6
    -3, // enemy king G files +6 ahead -5
    1, // enemy king G files +6 ahead -4
    -2, // enemy king G files +6 ahead -3
    0, // enemy king G files +6 ahead -2
    -47, // enemy king G files +6 ahead -1
    -12, // enemy king G files +6 ahead +0
    -36, // enemy king G files +6 ahead +1
    -33, // enemy king G files +6 ahead +2
    -9, // enemy king G files +6 ahead +3
    -3, // enemy king G files +6 ahead +4
    4, // enemy king G files +6 ahead +5
    -27, // enemy king G files +6 ahead +6
    40, // enemy king G files +6 ahead +7
    -14, // enemy king G files +6 ahead +8
    0, // enemy king G files +7 ahead -8
    0, // enemy king G files +7 ahead -7
    0, // enemy king G files +7 ahead -6
    -2, // enemy king G files +7 ahead -5
    0, // enemy king G files +7 ahead -4
    -6, // enemy king G files +7 ahead -3
    -5, // enemy king G files +7 ahead -2
    -37, // enemy king G files +7 ahead -1
    -8, // enemy king G files +7 ahead +0
    -8, // enemy king G files +7 ahead +1
    -3, // enemy king G files +7 ahead +2
    -14, // enemy king G files +7 ahead +3
    -18, // enemy king G files +7 ahead +4
    -17, // enemy king G files +7 ahead +5
    28, // enemy king G files +7 ahead +6
    -4, // enemy king G files +7 ahead +7
    -2, // enemy king G files +7 ahead +8
    0, // enemy king G files +8 ahead -8
    0, // enemy king G files +8 ahead -7
    0, // enemy king G files +8 ahead -6
    0, // enemy king G files +8 ahead -5
    0, // enemy king G files +8 ahead -4
    0, // enemy king G files +8 ahead -3
    -3, // enemy king G files +8 ahead -2
    -10, // enemy king G files +8 ahead -1
    0, // enemy king G files +8 ahead +0
    0, // enemy king G files +8 ahead +1
    -1, // enemy king G files +8 ahead +2
    -2, // enemy king G files +8 ahead +3
    1, // enemy king G files +8 ahead +4
    2, // enemy king G files +8 ahead +5
    0, // enemy king G files +8 ahead +6
    4, // enemy king G files +8 ahead +7
    1, // enemy king G files +8 ahead +8
    0, // enemy king S files -3 ahead -8
    0, // enemy king S files -3 ahead -7
    0, // enemy king S files -3 ahead -6
    1, // enemy king S files -3 ahead -5
    0, // enemy king S files -3 ahead -4
    -1, // enemy king S files -3 ahead -3
    2, // enemy king S files -3 ahead -2
    -9, // enemy king S files -3 ahead -1
    -12, // enemy king S files -3 ahead +0
    1, // enemy king S files -3 ahead +1
    -7, // enemy king S files -3 ahead +2
    1, // enemy king S files -3 ahead +3
    5, // enemy king S files -3 ahead +4
    -2, // enemy king S files -3 ahead +5
    -6, // enemy king S files -3 ahead +6
    -15, // enemy king S files -3 ahead +7
    15, // enemy king S files -3 ahead +8
    0, // enemy king S files -2 ahead -8
    0, // enemy king S files -2 ahead -7
    0, // enemy king S files -2 ahead -6
    3, // enemy king S files -2 ahead -5
    -2, // enemy king S files -2 ahead -4
    -1, // enemy king S files -2 ahead -3
    -5, // enemy king S files -2 ahead -2
    -2, // enemy king S files -2 ahead -1
    -22, // enemy king S files -2 ahead +0
    -5, // enemy king S files -2 ahead +1
    -23, // enemy king S files -2 ahead +2
    8, // enemy king S files -2 ahead +3
    10, // enemy king S files -2 ahead +4
    10, // enemy king S files -2 ahead +5
    -12, // enemy king S files -2 ahead +6
    4, // enemy king S files -2 ahead +7
    -12, // enemy king S files -2 ahead +8
    0, // enemy king S files -1 ahead -8
    0, // enemy king S files -1 ahead -7
    0, // enemy king S files -1 ahead -6
    -4, // enemy king S files -1 ahead -5
    3, // enemy king S files -1 ahead -4
    -7, // enemy king S files -1 ahead -3
    -3, // enemy king S files -1 ahead -2
    0, // enemy king S files -1 ahead -1
    -11, // enemy king S files -1 ahead +0
    0, // enemy king S files -1 ahead +1
    17, // enemy king S files -1 ahead +2
    17, // enemy king S files -1 ahead +3
    -24, // enemy king S files -1 ahead +4
    -11, // enemy king S files -1 ahead +5
    -9, // enemy king S files -1 ahead +6
    -24, // enemy king S files -1 ahead +7
    -10, // enemy king S files -1 ahead +8
    0, // enemy king S files +0 ahead -8
    -1, // enemy king S files +0 ahead -7
    0, // enemy king S files +0 ahead -6
    -7, // enemy king S files +0 ahead -5
    -4, // enemy king S files +0 ahead -4
    -11, // enemy king S files +0 ahead -3
    -6, // enemy king S files +0 ahead -2
    -4, // enemy king S files +0 ahead -1
    0, // enemy king S files +0 ahead +0
    0, // enemy king S files +0 ahead +1
    33, // enemy king S files +0 ahead +2
    60, // enemy king S files +0 ahead +3
    40, // enemy king S files +0 ahead +4
    -18, // enemy king S files +0 ahead +5
    -16, // enemy king S files +0 ahead +6
    -7, // enemy king S files +0 ahead +7
    -15, // enemy king S files +0 ahead +8
    0, // enemy king S files +1 ahead -8
    -3, // enemy king S files +1 ahead -7
    -5, // enemy king S files +1 ahead -6
    -13, // enemy king S files +1 ahead -5
    -2, // enemy king S files +1 ahead -4
    -8, // enemy king S files +1 ahead -3
    10, // enemy king S files +1 ahead -2
    0, // enemy king S files +1 ahead -1
    19, // enemy king S files +1 ahead +0
    0, // enemy king S files +1 ahead +1
    35, // enemy king S files +1 ahead +2
    83, // enemy king S files +1 ahead +3
    27, // enemy king S files +1 ahead +4
    -7, // enemy king S files +1 ahead +5
    -11, // enemy king S files +1 ahead +6
    -15, // enemy king S files +1 ahead +7
    1, // enemy king S files +1 ahead +8
    -1, // enemy king S files +2 ahead -8
    -4, // enemy king S files +2 ahead -7
    -1, // enemy king S files +2 ahead -6
    -9, // enemy king S files +2 ahead -5
    -6, // enemy king S files +2 ahead -4
    -29, // enemy king S files +2 ahead -3
    4, // enemy king S files +2 ahead -2
    11, // enemy king S files +2 ahead -1
    24, // enemy king S files +2 ahead +0
    37, // enemy king S files +2 ahead +1
    22, // enemy king S files +2 ahead +2
    29, // enemy king S files +2 ahead +3
    33, // enemy king S files +2 ahead +4
    9, // enemy king S files +2 ahead +5
    -6, // enemy king S files +2 ahead +6
    -11, // enemy king S files +2 ahead +7
    -10, // enemy king S files +2 ahead +8
    0, // enemy king S files +3 ahead -8
    0, // enemy king S files +3 ahead -7
    1, // enemy king S files +3 ahead -6
    0, // enemy king S files +3 ahead -5
    -4, // enemy king S files +3 ahead -4
    5, // enemy king S files +3 ahead -3
    -17, // enemy king S files +3 ahead -2
    -34, // enemy king S files +3 ahead -1
    -1, // enemy king S files +3 ahead +0
    -22, // enemy king S files +3 ahead +1
    20, // enemy king S files +3 ahead +2
    27, // enemy king S files +3 ahead +3
    0, // enemy king S files +3 ahead +4
    13, // enemy king S files +3 ahead +5
    -5, // enemy king S files +3 ahead +6
    5, // enemy king S files +3 ahead +7
    18, // enemy king S files +3 ahead +8
    0, // enemy king S files +4 ahead -8
    -1, // enemy king S files +4 ahead -7
    -2, // enemy king S files +4 ahead -6
    -2, // enemy king S files +4 ahead -5
    -1, // enemy king S files +4 ahead -4
    -6, // enemy king S files +4 ahead -3
    6, // enemy king S files +4 ahead -2
    -38, // enemy king S files +4 ahead -1
    -16, // enemy king S files +4 ahead +0
    -17, // enemy king S files +4 ahead +1
    -18, // enemy king S files +4 ahead +2
    -48, // enemy king S files +4 ahead +3
    10, // enemy king S files +4 ahead +4
    6, // enemy king S files +4 ahead +5
    3, // enemy king S files +4 ahead +6
    13, // enemy king S files +4 ahead +7
    15, // enemy king S files +4 ahead +8
    -3, // enemy king S files +5 ahead -8
    -1, // enemy king S files +5 ahead -7
    -2, // enemy king S files +5 ahead -6
    1, // enemy king S files +5 ahead -5
    1, // enemy king S files +5 ahead -4
    3, // enemy king S files +5 ahead -3
    -8, // enemy king S files +5 ahead -2
    -24, // enemy king S files +5 ahead -1
    -28, // enemy king S files +5 ahead +0
    -31, // enemy king S files +5 ahead +1
    -14, // enemy king S files +5 ahead +2
    -24, // enemy king S files +5 ahead +3
    -4, // enemy king S files +5 ahead +4
    23, // enemy king S files +5 ahead +5
    34, // enemy king S files +5 ahead +6
    20, // enemy king S files +5 ahead +7
    13, // enemy king S files +5 ahead +8
    -3, // enemy king S files +6 ahead -8
    0, // enemy king S files +6 ahead -7
    0, // enemy king S files +6 ahead -6
    5, // enemy king S files +6 ahead -5
    2, // enemy king S files +6 ahead -4
    0, // enemy king S files +6 ahead -3
    2, // enemy king S files +6 ahead -2
    -24, // enemy king S files +6 ahead -1
    -14, // enemy king S files +6 ahead +0
    8, // enemy king S files +6 ahead +1
    -4, // enemy king S files +6 ahead +2
    39, // enemy king S files +6 ahead +3
    14, // enemy king S files +6 ahead +4
    15, // enemy king S files +6 ahead +5
    -7, // enemy king S files +6 ahead +6
    5, // enemy king S files +6 ahead +7
    0, // enemy king S files +6 ahead +8
    0, // enemy king S files +7 ahead -8
    0, // enemy king S files +7 ahead -7
    0, // enemy king S files +7 ahead -6
    0, // enemy king S files +7 ahead -5
    -1, // enemy king S files +7 ahead -4
    -1, // enemy king S files +7 ahead -3
    5, // enemy king S files +7 ahead -2
    -9, // enemy king S files +7 ahead -1
    -7, // enemy king S files +7 ahead +0
    -26, // enemy king S files +7 ahead +1
    -22, // enemy king S files +7 ahead +2
    -10, // enemy king S files +7 ahead +3
    -5, // enemy king S files +7 ahead +4
    -30, // enemy king S files +7 ahead +5
    -36, // enemy king S files +7 ahead +6
    -18, // enemy king S files +7 ahead +7
    -4, // enemy king S files +7 ahead +8
    0, // enemy king S files +8 ahead -8
    0, // enemy king S files +8 ahead -7
    0, // enemy king S files +8 ahead -6
    0, // enemy king S files +8 ahead -5
    -1, // enemy king S files +8 ahead -4
    0, // enemy king S files +8 ahead -3
    0, // enemy king S files +8 ahead -2
    0, // enemy king S files +8 ahead -1
    -12, // enemy king S files +8 ahead +0
    -4, // enemy king S files +8 ahead +1
    4, // enemy king S files +8 ahead +2
    2, // enemy king S files +8 ahead +3
    0, // enemy king S files +8 ahead +4
    -19, // enemy king S files +8 ahead +5
    -8, // enemy king S files +8 ahead +6
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
    -1, // enemy king N files -3 ahead +0
    -12, // enemy king N files -3 ahead +1
    6, // enemy king N files -3 ahead +2
    -14, // enemy king N files -3 ahead +3
    1, // enemy king N files -3 ahead +4
    -16, // enemy king N files -3 ahead +5
    -15, // enemy king N files -3 ahead +6
    1, // enemy king N files -3 ahead +7
    -4, // enemy king N files -3 ahead +8
    0, // enemy king N files -2 ahead -8
    0, // enemy king N files -2 ahead -7
    0, // enemy king N files -2 ahead -6
    0, // enemy king N files -2 ahead -5
    0, // enemy king N files -2 ahead -4
    0, // enemy king N files -2 ahead -3
    0, // enemy king N files -2 ahead -2
    0, // enemy king N files -2 ahead -1
    1, // enemy king N files -2 ahead +0
    -21, // enemy king N files -2 ahead +1
    8, // enemy king N files -2 ahead +2
    45, // enemy king N files -2 ahead +3
    5, // enemy king N files -2 ahead +4
    25, // enemy king N files -2 ahead +5
    15, // enemy king N files -2 ahead +6
    18, // enemy king N files -2 ahead +7
    -15, // enemy king N files -2 ahead +8
    0, // enemy king N files -1 ahead -8
    0, // enemy king N files -1 ahead -7
    0, // enemy king N files -1 ahead -6
    0, // enemy king N files -1 ahead -5
    0, // enemy king N files -1 ahead -4
    -1, // enemy king N files -1 ahead -3
    0, // enemy king N files -1 ahead -2
    0, // enemy king N files -1 ahead -1
    -18, // enemy king N files -1 ahead +0
    -11, // enemy king N files -1 ahead +1
    0, // enemy king N files -1 ahead +2
    39, // enemy king N files -1 ahead +3
    63, // enemy king N files -1 ahead +4
    37, // enemy king N files -1 ahead +5
    6, // enemy king N files -1 ahead +6
    -11, // enemy king N files -1 ahead +7
    -11, // enemy king N files -1 ahead +8
    0, // enemy king N files +0 ahead -8
    0, // enemy king N files +0 ahead -7
    0, // enemy king N files +0 ahead -6
    0, // enemy king N files +0 ahead -5
    0, // enemy king N files +0 ahead -4
    -1, // enemy king N files +0 ahead -3
    1, // enemy king N files +0 ahead -2
    -2, // enemy king N files +0 ahead -1
    0, // enemy king N files +0 ahead +0
    -57, // enemy king N files +0 ahead +1
    0, // enemy king N files +0 ahead +2
    14, // enemy king N files +0 ahead +3
    79, // enemy king N files +0 ahead +4
    30, // enemy king N files +0 ahead +5
    8, // enemy king N files +0 ahead +6
    -21, // enemy king N files +0 ahead +7
    7, // enemy king N files +0 ahead +8
    0, // enemy king N files +1 ahead -8
    0, // enemy king N files +1 ahead -7
    0, // enemy king N files +1 ahead -6
    1, // enemy king N files +1 ahead -5
    0, // enemy king N files +1 ahead -4
    1, // enemy king N files +1 ahead -3
    2, // enemy king N files +1 ahead -2
    -6, // enemy king N files +1 ahead -1
    -2, // enemy king N files +1 ahead +0
    -28, // enemy king N files +1 ahead +1
    0, // enemy king N files +1 ahead +2
    21, // enemy king N files +1 ahead +3
    38, // enemy king N files +1 ahead +4
    -18, // enemy king N files +1 ahead +5
    4, // enemy king N files +1 ahead +6
    3, // enemy king N files +1 ahead +7
    5, // enemy king N files +1 ahead +8
    0, // enemy king N files +2 ahead -8
    0, // enemy king N files +2 ahead -7
    0, // enemy king N files +2 ahead -6
    0, // enemy king N files +2 ahead -5
    0, // enemy king N files +2 ahead -4
    8, // enemy king N files +2 ahead -3
    4, // enemy king N files +2 ahead -2
    8, // enemy king N files +2 ahead -1
    -7, // enemy king N files +2 ahead +0
    2, // enemy king N files +2 ahead +1
    -12, // enemy king N files +2 ahead +2
    22, // enemy king N files +2 ahead +3
    38, // enemy king N files +2 ahead +4
    30, // enemy king N files +2 ahead +5
    17, // enemy king N files +2 ahead +6
    -15, // enemy king N files +2 ahead +7
    -20, // enemy king N files +2 ahead +8
    0, // enemy king N files +3 ahead -8
    0, // enemy king N files +3 ahead -7
    -1, // enemy king N files +3 ahead -6
    0, // enemy king N files +3 ahead -5
    0, // enemy king N files +3 ahead -4
    -2, // enemy king N files +3 ahead -3
    7, // enemy king N files +3 ahead -2
    -1, // enemy king N files +3 ahead -1
    6, // enemy king N files +3 ahead +0
    2, // enemy king N files +3 ahead +1
    5, // enemy king N files +3 ahead +2
    26, // enemy king N files +3 ahead +3
    -3, // enemy king N files +3 ahead +4
    15, // enemy king N files +3 ahead +5
    0, // enemy king N files +3 ahead +6
    15, // enemy king N files +3 ahead +7
    27, // enemy king N files +3 ahead +8
    0, // enemy king N files +4 ahead -8
    0, // enemy king N files +4 ahead -7
    0, // enemy king N files +4 ahead -6
    1, // enemy king N files +4 ahead -5
    0, // enemy king N files +4 ahead -4
    0, // enemy king N files +4 ahead -3
    -3, // enemy king N files +4 ahead -2
    7, // enemy king N files +4 ahead -1
    -7, // enemy king N files +4 ahead +0
    -32, // enemy king N files +4 ahead +1
    -37, // enemy king N files +4 ahead +2
    31, // enemy king N files +4 ahead +3
    -42, // enemy king N files +4 ahead +4
    -20, // enemy king N files +4 ahead +5
    -62, // enemy king N files +4 ahead +6
    -1, // enemy king N files +4 ahead +7
    28, // enemy king N files +4 ahead +8
    0, // enemy king N files +5 ahead -8
    0, // enemy king N files +5 ahead -7
    0, // enemy king N files +5 ahead -6
    0, // enemy king N files +5 ahead -5
    -1, // enemy king N files +5 ahead -4
    4, // enemy king N files +5 ahead -3
    -1, // enemy king N files +5 ahead -2
    2, // enemy king N files +5 ahead -1
    -5, // enemy king N files +5 ahead +0
    -17, // enemy king N files +5 ahead +1
    4, // enemy king N files +5 ahead +2
    -45, // enemy king N files +5 ahead +3
    -56, // enemy king N files +5 ahead +4
    -19, // enemy king N files +5 ahead +5
    -76, // enemy king N files +5 ahead +6
    8, // enemy king N files +5 ahead +7
    -30, // enemy king N files +5 ahead +8
    0, // enemy king N files +6 ahead -8
    0, // enemy king N files +6 ahead -7
    0, // enemy king N files +6 ahead -6
    0, // enemy king N files +6 ahead -5
    0, // enemy king N files +6 ahead -4
    2, // enemy king N files +6 ahead -3
    1, // enemy king N files +6 ahead -2
    -7, // enemy king N files +6 ahead -1
    -25, // enemy king N files +6 ahead +0
    -7, // enemy king N files +6 ahead +1
    -15, // enemy king N files +6 ahead +2
    -20, // enemy king N files +6 ahead +3
    -25, // enemy king N files +6 ahead +4
    -52, // enemy king N files +6 ahead +5
    -34, // enemy king N files +6 ahead +6
    9, // enemy king N files +6 ahead +7
    -11, // enemy king N files +6 ahead +8
    0, // enemy king N files +7 ahead -8
    0, // enemy king N files +7 ahead -7
    0, // enemy king N files +7 ahead -6
    0, // enemy king N files +7 ahead -5
    0, // enemy king N files +7 ahead -4
    -1, // enemy king N files +7 ahead -3
    -1, // enemy king N files +7 ahead -2
    -1, // enemy king N files +7 ahead -1
    4, // enemy king N files +7 ahead +0
    18, // enemy king N files +7 ahead +1
    -3, // enemy king N files +7 ahead +2
    -16, // enemy king N files +7 ahead +3
    -25, // enemy king N files +7 ahead +4
    -37, // enemy king N files +7 ahead +5
    5, // enemy king N files +7 ahead +6
    -28, // enemy king N files +7 ahead +7
    0, // enemy king N files +7 ahead +8
    0, // enemy king N files +8 ahead -8
    0, // enemy king N files +8 ahead -7
    0, // enemy king N files +8 ahead -6
    0, // enemy king N files +8 ahead -5
    0, // enemy king N files +8 ahead -4
    0, // enemy king N files +8 ahead -3
    0, // enemy king N files +8 ahead -2
    -4, // enemy king N files +8 ahead -1
    -1, // enemy king N files +8 ahead +0
    -1, // enemy king N files +8 ahead +1
    -1, // enemy king N files +8 ahead +2
    3, // enemy king N files +8 ahead +3
    -3, // enemy king N files +8 ahead +4
    3, // enemy king N files +8 ahead +5
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
    -1, // enemy king L files -3 ahead +0
    -2, // enemy king L files -3 ahead +1
    4, // enemy king L files -3 ahead +2
    19, // enemy king L files -3 ahead +3
    49, // enemy king L files -3 ahead +4
    -12, // enemy king L files -3 ahead +5
    0, // enemy king L files -3 ahead +6
    -18, // enemy king L files -3 ahead +7
    -11, // enemy king L files -3 ahead +8
    0, // enemy king L files -2 ahead -8
    0, // enemy king L files -2 ahead -7
    0, // enemy king L files -2 ahead -6
    0, // enemy king L files -2 ahead -5
    0, // enemy king L files -2 ahead -4
    0, // enemy king L files -2 ahead -3
    0, // enemy king L files -2 ahead -2
    -1, // enemy king L files -2 ahead -1
    0, // enemy king L files -2 ahead +0
    1, // enemy king L files -2 ahead +1
    -7, // enemy king L files -2 ahead +2
    18, // enemy king L files -2 ahead +3
    3, // enemy king L files -2 ahead +4
    -14, // enemy king L files -2 ahead +5
    4, // enemy king L files -2 ahead +6
    6, // enemy king L files -2 ahead +7
    -8, // enemy king L files -2 ahead +8
    0, // enemy king L files -1 ahead -8
    0, // enemy king L files -1 ahead -7
    0, // enemy king L files -1 ahead -6
    0, // enemy king L files -1 ahead -5
    0, // enemy king L files -1 ahead -4
    0, // enemy king L files -1 ahead -3
    -3, // enemy king L files -1 ahead -2
    2, // enemy king L files -1 ahead -1
    -16, // enemy king L files -1 ahead +0
    -27, // enemy king L files -1 ahead +1
    -23, // enemy king L files -1 ahead +2
    5, // enemy king L files -1 ahead +3
    -5, // enemy king L files -1 ahead +4
    56, // enemy king L files -1 ahead +5
    0, // enemy king L files -1 ahead +6
    1, // enemy king L files -1 ahead +7
    -18, // enemy king L files -1 ahead +8
    0, // enemy king L files +0 ahead -8
    0, // enemy king L files +0 ahead -7
    0, // enemy king L files +0 ahead -6
    0, // enemy king L files +0 ahead -5
    0, // enemy king L files +0 ahead -4
    -2, // enemy king L files +0 ahead -3
    2, // enemy king L files +0 ahead -2
    -2, // enemy king L files +0 ahead -1
    0, // enemy king L files +0 ahead +0
    0, // enemy king L files +0 ahead +1
    37, // enemy king L files +0 ahead +2
    36, // enemy king L files +0 ahead +3
    36, // enemy king L files +0 ahead +4
    78, // enemy king L files +0 ahead +5
    87, // enemy king L files +0 ahead +6
    29, // enemy king L files +0 ahead +7
    22, // enemy king L files +0 ahead +8
    0, // enemy king L files +1 ahead -8
    0, // enemy king L files +1 ahead -7
    0, // enemy king L files +1 ahead -6
    0, // enemy king L files +1 ahead -5
    1, // enemy king L files +1 ahead -4
    -1, // enemy king L files +1 ahead -3
    0, // enemy king L files +1 ahead -2
    2, // enemy king L files +1 ahead -1
    -8, // enemy king L files +1 ahead +0
    -38, // enemy king L files +1 ahead +1
    3, // enemy king L files +1 ahead +2
    15, // enemy king L files +1 ahead +3
    27, // enemy king L files +1 ahead +4
    35, // enemy king L files +1 ahead +5
    12, // enemy king L files +1 ahead +6
    21, // enemy king L files +1 ahead +7
    27, // enemy king L files +1 ahead +8
    0, // enemy king L files +2 ahead -8
    0, // enemy king L files +2 ahead -7
    0, // enemy king L files +2 ahead -6
    0, // enemy king L files +2 ahead -5
    2, // enemy king L files +2 ahead -4
    -2, // enemy king L files +2 ahead -3
    0, // enemy king L files +2 ahead -2
    -2, // enemy king L files +2 ahead -1
    -20, // enemy king L files +2 ahead +0
    -19, // enemy king L files +2 ahead +1
    -9, // enemy king L files +2 ahead +2
    -22, // enemy king L files +2 ahead +3
    -3, // enemy king L files +2 ahead +4
    27, // enemy king L files +2 ahead +5
    5, // enemy king L files +2 ahead +6
    23, // enemy king L files +2 ahead +7
    3, // enemy king L files +2 ahead +8
    0, // enemy king L files +3 ahead -8
    1, // enemy king L files +3 ahead -7
    0, // enemy king L files +3 ahead -6
    0, // enemy king L files +3 ahead -5
    0, // enemy king L files +3 ahead -4
    -2, // enemy king L files +3 ahead -3
    6, // enemy king L files +3 ahead -2
    -7, // enemy king L files +3 ahead -1
    5, // enemy king L files +3 ahead +0
    -17, // enemy king L files +3 ahead +1
    5, // enemy king L files +3 ahead +2
    -37, // enemy king L files +3 ahead +3
    21, // enemy king L files +3 ahead +4
    -12, // enemy king L files +3 ahead +5
    -2, // enemy king L files +3 ahead +6
    -17, // enemy king L files +3 ahead +7
    12, // enemy king L files +3 ahead +8
    0, // enemy king L files +4 ahead -8
    0, // enemy king L files +4 ahead -7
    0, // enemy king L files +4 ahead -6
    0, // enemy king L files +4 ahead -5
    -2, // enemy king L files +4 ahead -4
    3, // enemy king L files +4 ahead -3
    0, // enemy king L files +4 ahead -2
    -2, // enemy king L files +4 ahead -1
    -12, // enemy king L files +4 ahead +0
    -24, // enemy king L files +4 ahead +1
    -4, // enemy king L files +4 ahead +2
    -3, // enemy king L files +4 ahead +3
    39, // enemy king L files +4 ahead +4
    -23, // enemy king L files +4 ahead +5
    28, // enemy king L files +4 ahead +6
    21, // enemy king L files +4 ahead +7
    16, // enemy king L files +4 ahead +8
    0, // enemy king L files +5 ahead -8
    0, // enemy king L files +5 ahead -7
    0, // enemy king L files +5 ahead -6
    1, // enemy king L files +5 ahead -5
    -1, // enemy king L files +5 ahead -4
    1, // enemy king L files +5 ahead -3
    -8, // enemy king L files +5 ahead -2
    -6, // enemy king L files +5 ahead -1
    -17, // enemy king L files +5 ahead +0
    -26, // enemy king L files +5 ahead +1
    14, // enemy king L files +5 ahead +2
    -1, // enemy king L files +5 ahead +3
    -36, // enemy king L files +5 ahead +4
    -5, // enemy king L files +5 ahead +5
    -21, // enemy king L files +5 ahead +6
    -23, // enemy king L files +5 ahead +7
    -16, // enemy king L files +5 ahead +8
    0, // enemy king L files +6 ahead -8
    0, // enemy king L files +6 ahead -7
    0, // enemy king L files +6 ahead -6
    0, // enemy king L files +6 ahead -5
    -1, // enemy king L files +6 ahead -4
    1, // enemy king L files +6 ahead -3
    1, // enemy king L files +6 ahead -2
    -3, // enemy king L files +6 ahead -1
    -19, // enemy king L files +6 ahead +0
    4, // enemy king L files +6 ahead +1
    -14, // enemy king L files +6 ahead +2
    -41, // enemy king L files +6 ahead +3
    1, // enemy king L files +6 ahead +4
    -31, // enemy king L files +6 ahead +5
    -39, // enemy king L files +6 ahead +6
    -27, // enemy king L files +6 ahead +7
    -48, // enemy king L files +6 ahead +8
    0, // enemy king L files +7 ahead -8
    0, // enemy king L files +7 ahead -7
    0, // enemy king L files +7 ahead -6
    0, // enemy king L files +7 ahead -5
    0, // enemy king L files +7 ahead -4
    2, // enemy king L files +7 ahead -3
    -13, // enemy king L files +7 ahead -2
    -5, // enemy king L files +7 ahead -1
    -14, // enemy king L files +7 ahead +0
    -4, // enemy king L files +7 ahead +1
    -36, // enemy king L files +7 ahead +2
    -13, // enemy king L files +7 ahead +3
    -40, // enemy king L files +7 ahead +4
    -31, // enemy king L files +7 ahead +5
    -48, // enemy king L files +7 ahead +6
    -39, // enemy king L files +7 ahead +7
    -41, // enemy king L files +7 ahead +8
    0, // enemy king L files +8 ahead -8
    0, // enemy king L files +8 ahead -7
    0, // enemy king L files +8 ahead -6
    0, // enemy king L files +8 ahead -5
    -1, // enemy king L files +8 ahead -4
    -1, // enemy king L files +8 ahead -3
    2, // enemy king L files +8 ahead -2
    -1, // enemy king L files +8 ahead -1
    12, // enemy king L files +8 ahead +0
    6, // enemy king L files +8 ahead +1
    1, // enemy king L files +8 ahead +2
    9, // enemy king L files +8 ahead +3
    28, // enemy king L files +8 ahead +4
    9, // enemy king L files +8 ahead +5
    -6, // enemy king L files +8 ahead +6
    20, // enemy king L files +8 ahead +7
    -46, // enemy king L files +8 ahead +8
    0, // enemy king P files -3 ahead -8
    0, // enemy king P files -3 ahead -7
    0, // enemy king P files -3 ahead -6
    0, // enemy king P files -3 ahead -5
    0, // enemy king P files -3 ahead -4
    1, // enemy king P files -3 ahead -3
    -4, // enemy king P files -3 ahead -2
    -9, // enemy king P files -3 ahead -1
    -13, // enemy king P files -3 ahead +0
    -31, // enemy king P files -3 ahead +1
    9, // enemy king P files -3 ahead +2
    34, // enemy king P files -3 ahead +3
    18, // enemy king P files -3 ahead +4
    16, // enemy king P files -3 ahead +5
    -10, // enemy king P files -3 ahead +6
    -2, // enemy king P files -3 ahead +7
    -2, // enemy king P files -3 ahead +8
    0, // enemy king P files -2 ahead -8
    0, // enemy king P files -2 ahead -7
    0, // enemy king P files -2 ahead -6
    -1, // enemy king P files -2 ahead -5
    -3, // enemy king P files -2 ahead -4
    -5, // enemy king P files -2 ahead -3
    -4, // enemy king P files -2 ahead -2
    -7, // enemy king P files -2 ahead -1
    -22, // enemy king P files -2 ahead +0
    11, // enemy king P files -2 ahead +1
    19, // enemy king P files -2 ahead +2
    58, // enemy king P files -2 ahead +3
    5, // enemy king P files -2 ahead +4
    -8, // enemy king P files -2 ahead +5
    -4, // enemy king P files -2 ahead +6
    30, // enemy king P files -2 ahead +7
    0, // enemy king P files -2 ahead +8
    0, // enemy king P files -1 ahead -8
    0, // enemy king P files -1 ahead -7
    0, // enemy king P files -1 ahead -6
    -1, // enemy king P files -1 ahead -5
    -11, // enemy king P files -1 ahead -4
    -9, // enemy king P files -1 ahead -3
    7, // enemy king P files -1 ahead -2
    -10, // enemy king P files -1 ahead -1
    -71, // enemy king P files -1 ahead +0
    -11, // enemy king P files -1 ahead +1
    6, // enemy king P files -1 ahead +2
    33, // enemy king P files -1 ahead +3
    17, // enemy king P files -1 ahead +4
    0, // enemy king P files -1 ahead +5
    -23, // enemy king P files -1 ahead +6
    8, // enemy king P files -1 ahead +7
    -15, // enemy king P files -1 ahead +8
    0, // enemy king P files +0 ahead -8
    2, // enemy king P files +0 ahead -7
    6, // enemy king P files +0 ahead -6
    1, // enemy king P files +0 ahead -5
    6, // enemy king P files +0 ahead -4
    5, // enemy king P files +0 ahead -3
    -8, // enemy king P files +0 ahead -2
    -24, // enemy king P files +0 ahead -1
    0, // enemy king P files +0 ahead +0
    0, // enemy king P files +0 ahead +1
    39, // enemy king P files +0 ahead +2
    42, // enemy king P files +0 ahead +3
    7, // enemy king P files +0 ahead +4
    -4, // enemy king P files +0 ahead +5
    -22, // enemy king P files +0 ahead +6
    9, // enemy king P files +0 ahead +7
    6, // enemy king P files +0 ahead +8
    0, // enemy king P files +1 ahead -8
    0, // enemy king P files +1 ahead -7
    -3, // enemy king P files +1 ahead -6
    -7, // enemy king P files +1 ahead -5
    -18, // enemy king P files +1 ahead -4
    -11, // enemy king P files +1 ahead -3
    -6, // enemy king P files +1 ahead -2
    -28, // enemy king P files +1 ahead -1
    -36, // enemy king P files +1 ahead +0
    -18, // enemy king P files +1 ahead +1
    2, // enemy king P files +1 ahead +2
    34, // enemy king P files +1 ahead +3
    22, // enemy king P files +1 ahead +4
    1, // enemy king P files +1 ahead +5
    -4, // enemy king P files +1 ahead +6
    17, // enemy king P files +1 ahead +7
    18, // enemy king P files +1 ahead +8
    0, // enemy king P files +2 ahead -8
    2, // enemy king P files +2 ahead -7
    5, // enemy king P files +2 ahead -6
    -1, // enemy king P files +2 ahead -5
    -4, // enemy king P files +2 ahead -4
    -20, // enemy king P files +2 ahead -3
    -8, // enemy king P files +2 ahead -2
    -54, // enemy king P files +2 ahead -1
    -30, // enemy king P files +2 ahead +0
    -17, // enemy king P files +2 ahead +1
    -31, // enemy king P files +2 ahead +2
    15, // enemy king P files +2 ahead +3
    18, // enemy king P files +2 ahead +4
    11, // enemy king P files +2 ahead +5
    11, // enemy king P files +2 ahead +6
    29, // enemy king P files +2 ahead +7
    19, // enemy king P files +2 ahead +8
    0, // enemy king P files +3 ahead -8
    1, // enemy king P files +3 ahead -7
    3, // enemy king P files +3 ahead -6
    0, // enemy king P files +3 ahead -5
    5, // enemy king P files +3 ahead -4
    -10, // enemy king P files +3 ahead -3
    -18, // enemy king P files +3 ahead -2
    -37, // enemy king P files +3 ahead -1
    -49, // enemy king P files +3 ahead +0
    -45, // enemy king P files +3 ahead +1
    4, // enemy king P files +3 ahead +2
    14, // enemy king P files +3 ahead +3
    22, // enemy king P files +3 ahead +4
    23, // enemy king P files +3 ahead +5
    19, // enemy king P files +3 ahead +6
    41, // enemy king P files +3 ahead +7
    21, // enemy king P files +3 ahead +8
    0, // enemy king P files +4 ahead -8
    0, // enemy king P files +4 ahead -7
    -3, // enemy king P files +4 ahead -6
    1, // enemy king P files +4 ahead -5
    -4, // enemy king P files +4 ahead -4
    8, // enemy king P files +4 ahead -3
    -19, // enemy king P files +4 ahead -2
    -8, // enemy king P files +4 ahead -1
    -7, // enemy king P files +4 ahead +0
    -40, // enemy king P files +4 ahead +1
    -10, // enemy king P files +4 ahead +2
    6, // enemy king P files +4 ahead +3
    4, // enemy king P files +4 ahead +4
    8, // enemy king P files +4 ahead +5
    11, // enemy king P files +4 ahead +6
    19, // enemy king P files +4 ahead +7
    14, // enemy king P files +4 ahead +8
    0, // enemy king P files +5 ahead -8
    1, // enemy king P files +5 ahead -7
    2, // enemy king P files +5 ahead -6
    -1, // enemy king P files +5 ahead -5
    -4, // enemy king P files +5 ahead -4
    3, // enemy king P files +5 ahead -3
    -7, // enemy king P files +5 ahead -2
    2, // enemy king P files +5 ahead -1
    -74, // enemy king P files +5 ahead +0
    11, // enemy king P files +5 ahead +1
    24, // enemy king P files +5 ahead +2
    5, // enemy king P files +5 ahead +3
    14, // enemy king P files +5 ahead +4
    29, // enemy king P files +5 ahead +5
    33, // enemy king P files +5 ahead +6
    -6, // enemy king P files +5 ahead +7
    -14, // enemy king P files +5 ahead +8
    0, // enemy king P files +6 ahead -8
    1, // enemy king P files +6 ahead -7
    0, // enemy king P files +6 ahead -6
    0, // enemy king P files +6 ahead -5
    2, // enemy king P files +6 ahead -4
    -13, // enemy king P files +6 ahead -3
    -4, // enemy king P files +6 ahead -2
    1, // enemy king P files +6 ahead -1
    0, // enemy king P files +6 ahead +0
    -8, // enemy king P files +6 ahead +1
    -21, // enemy king P files +6 ahead +2
    -3, // enemy king P files +6 ahead +3
    10, // enemy king P files +6 ahead +4
    14, // enemy king P files +6 ahead +5
    42, // enemy king P files +6 ahead +6
    -16, // enemy king P files +6 ahead +7
    -8, // enemy king P files +6 ahead +8
    0, // enemy king P files +7 ahead -8
    0, // enemy king P files +7 ahead -7
    0, // enemy king P files +7 ahead -6
    -1, // enemy king P files +7 ahead -5
    0, // enemy king P files +7 ahead -4
    11, // enemy king P files +7 ahead -3
    2, // enemy king P files +7 ahead -2
    -17, // enemy king P files +7 ahead -1
    -21, // enemy king P files +7 ahead +0
    -35, // enemy king P files +7 ahead +1
    -40, // enemy king P files +7 ahead +2
    3, // enemy king P files +7 ahead +3
    -6, // enemy king P files +7 ahead +4
    7, // enemy king P files +7 ahead +5
    -2, // enemy king P files +7 ahead +6
    11, // enemy king P files +7 ahead +7
    4, // enemy king P files +7 ahead +8
    0, // enemy king P files +8 ahead -8
    0, // enemy king P files +8 ahead -7
    0, // enemy king P files +8 ahead -6
    0, // enemy king P files +8 ahead -5
    1, // enemy king P files +8 ahead -4
    6, // enemy king P files +8 ahead -3
    4, // enemy king P files +8 ahead -2
    19, // enemy king P files +8 ahead -1
    19, // enemy king P files +8 ahead +0
    28, // enemy king P files +8 ahead +1
    4, // enemy king P files +8 ahead +2
    -5, // enemy king P files +8 ahead +3
    -13, // enemy king P files +8 ahead +4
    24, // enemy king P files +8 ahead +5
    -31, // enemy king P files +8 ahead +6
    1, // enemy king P files +8 ahead +7
    -1, // enemy king P files +8 ahead +8
    0, // enemy king +R files -3 ahead -8
    0, // enemy king +R files -3 ahead -7
    0, // enemy king +R files -3 ahead -6
    0, // enemy king +R files -3 ahead -5
    0, // enemy king +R files -3 ahead -4
    2, // enemy king +R files -3 ahead -3
    3, // enemy king +R files -3 ahead -2
    -5, // enemy king +R files -3 ahead -1
    17, // enemy king +R files -3 ahead +0
    16, // enemy king +R files -3 ahead +1
    4, // enemy king +R files -3 ahead +2
    -13, // enemy king +R files -3 ahead +3
    -3, // enemy king +R files -3 ahead +4
    -7, // enemy king +R files -3 ahead +5
    1, // enemy king +R files -3 ahead +6
    6, // enemy king +R files -3 ahead +7
    2, // enemy king +R files -3 ahead +8
    -1, // enemy king +R files -2 ahead -8
    0, // enemy king +R files -2 ahead -7
    -1, // enemy king +R files -2 ahead -6
    0, // enemy king +R files -2 ahead -5
    -1, // enemy king +R files -2 ahead -4
    3, // enemy king +R files -2 ahead -3
    11, // enemy king +R files -2 ahead -2
    -24, // enemy king +R files -2 ahead -1
    48, // enemy king +R files -2 ahead +0
    18, // enemy king +R files -2 ahead +1
    -1, // enemy king +R files -2 ahead +2
    -12, // enemy king +R files -2 ahead +3
    -5, // enemy king +R files -2 ahead +4
    -12, // enemy king +R files -2 ahead +5
    -2, // enemy king +R files -2 ahead +6
    -14, // enemy king +R files -2 ahead +7
    8, // enemy king +R files -2 ahead +8
    -3, // enemy king +R files -1 ahead -8
    -11, // enemy king +R files -1 ahead -7
    -2, // enemy king +R files -1 ahead -6
    -2, // enemy king +R files -1 ahead -5
    -2, // enemy king +R files -1 ahead -4
    -4, // enemy king +R files -1 ahead -3
    16, // enemy king +R files -1 ahead -2
    0, // enemy king +R files -1 ahead -1
    0, // enemy king +R files -1 ahead +0
    0, // enemy king +R files -1 ahead +1
    2, // enemy king +R files -1 ahead +2
    -19, // enemy king +R files -1 ahead +3
    -4, // enemy king +R files -1 ahead +4
    -25, // enemy king +R files -1 ahead +5
    -14, // enemy king +R files -1 ahead +6
    -11, // enemy king +R files -1 ahead +7
    3, // enemy king +R files -1 ahead +8
    -1, // enemy king +R files +0 ahead -8
    2, // enemy king +R files +0 ahead -7
    -3, // enemy king +R files +0 ahead -6
    0, // enemy king +R files +0 ahead -5
    -5, // enemy king +R files +0 ahead -4
    9, // enemy king +R files +0 ahead -3
    61, // enemy king +R files +0 ahead -2
    0, // enemy king +R files +0 ahead -1
    0, // enemy king +R files +0 ahead +0
    0, // enemy king +R files +0 ahead +1
    -6, // enemy king +R files +0 ahead +2
    -15, // enemy king +R files +0 ahead +3
    -12, // enemy king +R files +0 ahead +4
    18, // enemy king +R files +0 ahead +5
    4, // enemy king +R files +0 ahead +6
    -3, // enemy king +R files +0 ahead +7
    1, // enemy king +R files +0 ahead +8
    -4, // enemy king +R files +1 ahead -8
    -1, // enemy king +R files +1 ahead -7
    3, // enemy king +R files +1 ahead -6
    9, // enemy king +R files +1 ahead -5
    -2, // enemy king +R files +1 ahead -4
    15, // enemy king +R files +1 ahead -3
    16, // enemy king +R files +1 ahead -2
    0, // enemy king +R files +1 ahead -1
    0, // enemy king +R files +1 ahead +0
    0, // enemy king +R files +1 ahead +1
    -4, // enemy king +R files +1 ahead +2
    -32, // enemy king +R files +1 ahead +3
    -11, // enemy king +R files +1 ahead +4
    -16, // enemy king +R files +1 ahead +5
    -8, // enemy king +R files +1 ahead +6
    -6, // enemy king +R files +1 ahead +7
    2, // enemy king +R files +1 ahead +8
    1, // enemy king +R files +2 ahead -8
    0, // enemy king +R files +2 ahead -7
    -2, // enemy king +R files +2 ahead -6
    2, // enemy king +R files +2 ahead -5
    -1, // enemy king +R files +2 ahead -4
    7, // enemy king +R files +2 ahead -3
    44, // enemy king +R files +2 ahead -2
    45, // enemy king +R files +2 ahead -1
    52, // enemy king +R files +2 ahead +0
    6, // enemy king +R files +2 ahead +1
    -23, // enemy king +R files +2 ahead +2
    -23, // enemy king +R files +2 ahead +3
    -11, // enemy king +R files +2 ahead +4
    -8, // enemy king +R files +2 ahead +5
    9, // enemy king +R files +2 ahead +6
    8, // enemy king +R files +2 ahead +7
    0, // enemy king +R files +2 ahead +8
    0, // enemy king +R files +3 ahead -8
    1, // enemy king +R files +3 ahead -7
    -1, // enemy king +R files +3 ahead -6
    3, // enemy king +R files +3 ahead -5
    -1, // enemy king +R files +3 ahead -4
    -14, // enemy king +R files +3 ahead -3
    10, // enemy king +R files +3 ahead -2
    22, // enemy king +R files +3 ahead -1
    90, // enemy king +R files +3 ahead +0
    3, // enemy king +R files +3 ahead +1
    -9, // enemy king +R files +3 ahead +2
    -24, // enemy king +R files +3 ahead +3
    3, // enemy king +R files +3 ahead +4
    -2, // enemy king +R files +3 ahead +5
    -7, // enemy king +R files +3 ahead +6
    -7, // enemy king +R files +3 ahead +7
    -1, // enemy king +R files +3 ahead +8
    0, // enemy king +R files +4 ahead -8
    2, // enemy king +R files +4 ahead -7
    -2, // enemy king +R files +4 ahead -6
    -1, // enemy king +R files +4 ahead -5
    -13, // enemy king +R files +4 ahead -4
    -14, // enemy king +R files +4 ahead -3
    27, // enemy king +R files +4 ahead -2
    -23, // enemy king +R files +4 ahead -1
    2, // enemy king +R files +4 ahead +0
    -8, // enemy king +R files +4 ahead +1
    4, // enemy king +R files +4 ahead +2
    -45, // enemy king +R files +4 ahead +3
    -39, // enemy king +R files +4 ahead +4
    -6, // enemy king +R files +4 ahead +5
    23, // enemy king +R files +4 ahead +6
    -40, // enemy king +R files +4 ahead +7
    -8, // enemy king +R files +4 ahead +8
    0, // enemy king +R files +5 ahead -8
    1, // enemy king +R files +5 ahead -7
    -3, // enemy king +R files +5 ahead -6
    -4, // enemy king +R files +5 ahead -5
    -8, // enemy king +R files +5 ahead -4
    -16, // enemy king +R files +5 ahead -3
    -14, // enemy king +R files +5 ahead -2
    9, // enemy king +R files +5 ahead -1
    47, // enemy king +R files +5 ahead +0
    -9, // enemy king +R files +5 ahead +1
    -8, // enemy king +R files +5 ahead +2
    -14, // enemy king +R files +5 ahead +3
    -14, // enemy king +R files +5 ahead +4
    -9, // enemy king +R files +5 ahead +5
    -20, // enemy king +R files +5 ahead +6
    9, // enemy king +R files +5 ahead +7
    -15, // enemy king +R files +5 ahead +8
    0, // enemy king +R files +6 ahead -8
    -10, // enemy king +R files +6 ahead -7
    -12, // enemy king +R files +6 ahead -6
    4, // enemy king +R files +6 ahead -5
    -8, // enemy king +R files +6 ahead -4
    -9, // enemy king +R files +6 ahead -3
    -6, // enemy king +R files +6 ahead -2
    -21, // enemy king +R files +6 ahead -1
    6, // enemy king +R files +6 ahead +0
    -41, // enemy king +R files +6 ahead +1
    -41, // enemy king +R files +6 ahead +2
    -8, // enemy king +R files +6 ahead +3
    -20, // enemy king +R files +6 ahead +4
    -17, // enemy king +R files +6 ahead +5
    -5, // enemy king +R files +6 ahead +6
    -13, // enemy king +R files +6 ahead +7
    0, // enemy king +R files +6 ahead +8
    1, // enemy king +R files +7 ahead -8
    0, // enemy king +R files +7 ahead -7
    -1, // enemy king +R files +7 ahead -6
    -1, // enemy king +R files +7 ahead -5
    -12, // enemy king +R files +7 ahead -4
    -13, // enemy king +R files +7 ahead -3
    10, // enemy king +R files +7 ahead -2
    -76, // enemy king +R files +7 ahead -1
    1, // enemy king +R files +7 ahead +0
    -30, // enemy king +R files +7 ahead +1
    -30, // enemy king +R files +7 ahead +2
    -17, // enemy king +R files +7 ahead +3
    5, // enemy king +R files +7 ahead +4
    3, // enemy king +R files +7 ahead +5
    -5, // enemy king +R files +7 ahead +6
    8, // enemy king +R files +7 ahead +7
    -5, // enemy king +R files +7 ahead +8
    -4, // enemy king +R files +8 ahead -8
    -1, // enemy king +R files +8 ahead -7
    -2, // enemy king +R files +8 ahead -6
    -5, // enemy king +R files +8 ahead -5
    -7, // enemy king +R files +8 ahead -4
    -2, // enemy king +R files +8 ahead -3
    -8, // enemy king +R files +8 ahead -2
    -2, // enemy king +R files +8 ahead -1
    4, // enemy king +R files +8 ahead +0
    -24, // enemy king +R files +8 ahead +1
    -9, // enemy king +R files +8 ahead +2
    -4, // enemy king +R files +8 ahead +3
    0, // enemy king +R files +8 ahead +4
    0, // enemy king +R files +8 ahead +5
    3, // enemy king +R files +8 ahead +6
    0, // enemy king +R files +8 ahead +7
    0, // enemy king +R files +8 ahead +8
    0, // enemy king +B files -3 ahead -8
    0, // enemy king +B files -3 ahead -7
    0, // enemy king +B files -3 ahead -6
    0, // enemy king +B files -3 ahead -5
    -3, // enemy king +B files -3 ahead -4
    -1, // enemy king +B files -3 ahead -3
    1, // enemy king +B files -3 ahead -2
    -11, // enemy king +B files -3 ahead -1
    -2, // enemy king +B files -3 ahead +0
    -6, // enemy king +B files -3 ahead +1
    25, // enemy king +B files -3 ahead +2
    11, // enemy king +B files -3 ahead +3
    -2, // enemy king +B files -3 ahead +4
    10, // enemy king +B files -3 ahead +5
    -1, // enemy king +B files -3 ahead +6
    0, // enemy king +B files -3 ahead +7
    0, // enemy king +B files -3 ahead +8
    0, // enemy king +B files -2 ahead -8
    0, // enemy king +B files -2 ahead -7
    -5, // enemy king +B files -2 ahead -6
    7, // enemy king +B files -2 ahead -5
    0, // enemy king +B files -2 ahead -4
    1, // enemy king +B files -2 ahead -3
    9, // enemy king +B files -2 ahead -2
    -5, // enemy king +B files -2 ahead -1
    -40, // enemy king +B files -2 ahead +0
    2, // enemy king +B files -2 ahead +1
    5, // enemy king +B files -2 ahead +2
    11, // enemy king +B files -2 ahead +3
    -3, // enemy king +B files -2 ahead +4
    11, // enemy king +B files -2 ahead +5
    2, // enemy king +B files -2 ahead +6
    -12, // enemy king +B files -2 ahead +7
    5, // enemy king +B files -2 ahead +8
    -1, // enemy king +B files -1 ahead -8
    -2, // enemy king +B files -1 ahead -7
    -3, // enemy king +B files -1 ahead -6
    -2, // enemy king +B files -1 ahead -5
    3, // enemy king +B files -1 ahead -4
    6, // enemy king +B files -1 ahead -3
    -23, // enemy king +B files -1 ahead -2
    0, // enemy king +B files -1 ahead -1
    0, // enemy king +B files -1 ahead +0
    0, // enemy king +B files -1 ahead +1
    6, // enemy king +B files -1 ahead +2
    -2, // enemy king +B files -1 ahead +3
    28, // enemy king +B files -1 ahead +4
    7, // enemy king +B files -1 ahead +5
    3, // enemy king +B files -1 ahead +6
    0, // enemy king +B files -1 ahead +7
    1, // enemy king +B files -1 ahead +8
    0, // enemy king +B files +0 ahead -8
    -11, // enemy king +B files +0 ahead -7
    -1, // enemy king +B files +0 ahead -6
    2, // enemy king +B files +0 ahead -5
    1, // enemy king +B files +0 ahead -4
    16, // enemy king +B files +0 ahead -3
    15, // enemy king +B files +0 ahead -2
    0, // enemy king +B files +0 ahead -1
    0, // enemy king +B files +0 ahead +0
    0, // enemy king +B files +0 ahead +1
    -10, // enemy king +B files +0 ahead +2
    40, // enemy king +B files +0 ahead +3
    15, // enemy king +B files +0 ahead +4
    3, // enemy king +B files +0 ahead +5
    -13, // enemy king +B files +0 ahead +6
    -16, // enemy king +B files +0 ahead +7
    0, // enemy king +B files +0 ahead +8
    0, // enemy king +B files +1 ahead -8
    1, // enemy king +B files +1 ahead -7
    0, // enemy king +B files +1 ahead -6
    -1, // enemy king +B files +1 ahead -5
    -3, // enemy king +B files +1 ahead -4
    8, // enemy king +B files +1 ahead -3
    19, // enemy king +B files +1 ahead -2
    0, // enemy king +B files +1 ahead -1
    0, // enemy king +B files +1 ahead +0
    0, // enemy king +B files +1 ahead +1
    -27, // enemy king +B files +1 ahead +2
    -11, // enemy king +B files +1 ahead +3
    11, // enemy king +B files +1 ahead +4
    32, // enemy king +B files +1 ahead +5
    -22, // enemy king +B files +1 ahead +6
    3, // enemy king +B files +1 ahead +7
    0, // enemy king +B files +1 ahead +8
    -1, // enemy king +B files +2 ahead -8
    4, // enemy king +B files +2 ahead -7
    2, // enemy king +B files +2 ahead -6
    1, // enemy king +B files +2 ahead -5
    4, // enemy king +B files +2 ahead -4
    13, // enemy king +B files +2 ahead -3
    11, // enemy king +B files +2 ahead -2
    10, // enemy king +B files +2 ahead -1
    31, // enemy king +B files +2 ahead +0
    1, // enemy king +B files +2 ahead +1
    15, // enemy king +B files +2 ahead +2
    7, // enemy king +B files +2 ahead +3
    -4, // enemy king +B files +2 ahead +4
    37, // enemy king +B files +2 ahead +5
    47, // enemy king +B files +2 ahead +6
    -19, // enemy king +B files +2 ahead +7
    8, // enemy king +B files +2 ahead +8
    -1, // enemy king +B files +3 ahead -8
    0, // enemy king +B files +3 ahead -7
    1, // enemy king +B files +3 ahead -6
    1, // enemy king +B files +3 ahead -5
    2, // enemy king +B files +3 ahead -4
    -2, // enemy king +B files +3 ahead -3
    14, // enemy king +B files +3 ahead -2
    5, // enemy king +B files +3 ahead -1
    98, // enemy king +B files +3 ahead +0
    41, // enemy king +B files +3 ahead +1
    3, // enemy king +B files +3 ahead +2
    -4, // enemy king +B files +3 ahead +3
    -3, // enemy king +B files +3 ahead +4
    -4, // enemy king +B files +3 ahead +5
    -10, // enemy king +B files +3 ahead +6
    8, // enemy king +B files +3 ahead +7
    -3, // enemy king +B files +3 ahead +8
    0, // enemy king +B files +4 ahead -8
    4, // enemy king +B files +4 ahead -7
    -2, // enemy king +B files +4 ahead -6
    -4, // enemy king +B files +4 ahead -5
    -2, // enemy king +B files +4 ahead -4
    1, // enemy king +B files +4 ahead -3
    -10, // enemy king +B files +4 ahead -2
    13, // enemy king +B files +4 ahead -1
    -11, // enemy king +B files +4 ahead +0
    5, // enemy king +B files +4 ahead +1
    12, // enemy king +B files +4 ahead +2
    18, // enemy king +B files +4 ahead +3
    9, // enemy king +B files +4 ahead +4
    -25, // enemy king +B files +4 ahead +5
    22, // enemy king +B files +4 ahead +6
    -1, // enemy king +B files +4 ahead +7
    -3, // enemy king +B files +4 ahead +8
    3, // enemy king +B files +5 ahead -8
    0, // enemy king +B files +5 ahead -7
    3, // enemy king +B files +5 ahead -6
    1, // enemy king +B files +5 ahead -5
    -1, // enemy king +B files +5 ahead -4
    0, // enemy king +B files +5 ahead -3
    3, // enemy king +B files +5 ahead -2
    1, // enemy king +B files +5 ahead -1
    8, // enemy king +B files +5 ahead +0
    -37, // enemy king +B files +5 ahead +1
    -11, // enemy king +B files +5 ahead +2
    -25, // enemy king +B files +5 ahead +3
    -23, // enemy king +B files +5 ahead +4
    -16, // enemy king +B files +5 ahead +5
    -17, // enemy king +B files +5 ahead +6
    4, // enemy king +B files +5 ahead +7
    10, // enemy king +B files +5 ahead +8
    0, // enemy king +B files +6 ahead -8
    -2, // enemy king +B files +6 ahead -7
    -1, // enemy king +B files +6 ahead -6
    0, // enemy king +B files +6 ahead -5
    2, // enemy king +B files +6 ahead -4
    5, // enemy king +B files +6 ahead -3
    -13, // enemy king +B files +6 ahead -2
    -57, // enemy king +B files +6 ahead -1
    -58, // enemy king +B files +6 ahead +0
    1, // enemy king +B files +6 ahead +1
    -27, // enemy king +B files +6 ahead +2
    -56, // enemy king +B files +6 ahead +3
    -23, // enemy king +B files +6 ahead +4
    -30, // enemy king +B files +6 ahead +5
    3, // enemy king +B files +6 ahead +6
    -8, // enemy king +B files +6 ahead +7
    -1, // enemy king +B files +6 ahead +8
    0, // enemy king +B files +7 ahead -8
    -1, // enemy king +B files +7 ahead -7
    -2, // enemy king +B files +7 ahead -6
    1, // enemy king +B files +7 ahead -5
    0, // enemy king +B files +7 ahead -4
    -1, // enemy king +B files +7 ahead -3
    -10, // enemy king +B files +7 ahead -2
    -40, // enemy king +B files +7 ahead -1
    -80, // enemy king +B files +7 ahead +0
    -57, // enemy king +B files +7 ahead +1
    -15, // enemy king +B files +7 ahead +2
    -32, // enemy king +B files +7 ahead +3
    -19, // enemy king +B files +7 ahead +4
    -12, // enemy king +B files +7 ahead +5
    2, // enemy king +B files +7 ahead +6
    -1, // enemy king +B files +7 ahead +7
    -1, // enemy king +B files +7 ahead +8
    0, // enemy king +B files +8 ahead -8
    -1, // enemy king +B files +8 ahead -7
    -1, // enemy king +B files +8 ahead -6
    0, // enemy king +B files +8 ahead -5
    -2, // enemy king +B files +8 ahead -4
    -1, // enemy king +B files +8 ahead -3
    5, // enemy king +B files +8 ahead -2
    7, // enemy king +B files +8 ahead -1
    -2, // enemy king +B files +8 ahead +0
    -5, // enemy king +B files +8 ahead +1
    -4, // enemy king +B files +8 ahead +2
    -4, // enemy king +B files +8 ahead +3
    3, // enemy king +B files +8 ahead +4
    3, // enemy king +B files +8 ahead +5
    0, // enemy king +B files +8 ahead +6
    0, // enemy king +B files +8 ahead +7
    -1, // enemy king +B files +8 ahead +8
    0, // enemy king +S files -3 ahead -8
    0, // enemy king +S files -3 ahead -7
    0, // enemy king +S files -3 ahead -6
    -1, // enemy king +S files -3 ahead -5
    -2, // enemy king +S files -3 ahead -4
    0, // enemy king +S files -3 ahead -3
    2, // enemy king +S files -3 ahead -2
    -6, // enemy king +S files -3 ahead -1
    -4, // enemy king +S files -3 ahead +0
    3, // enemy king +S files -3 ahead +1
    2, // enemy king +S files -3 ahead +2
    2, // enemy king +S files -3 ahead +3
    0, // enemy king +S files -3 ahead +4
    0, // enemy king +S files -3 ahead +5
    0, // enemy king +S files -3 ahead +6
    0, // enemy king +S files -3 ahead +7
    0, // enemy king +S files -3 ahead +8
    0, // enemy king +S files -2 ahead -8
    0, // enemy king +S files -2 ahead -7
    -4, // enemy king +S files -2 ahead -6
    0, // enemy king +S files -2 ahead -5
    -2, // enemy king +S files -2 ahead -4
    -4, // enemy king +S files -2 ahead -3
    -13, // enemy king +S files -2 ahead -2
    -1, // enemy king +S files -2 ahead -1
    -2, // enemy king +S files -2 ahead +0
    -3, // enemy king +S files -2 ahead +1
    6, // enemy king +S files -2 ahead +2
    -2, // enemy king +S files -2 ahead +3
    0, // enemy king +S files -2 ahead +4
    0, // enemy king +S files -2 ahead +5
    0, // enemy king +S files -2 ahead +6
    0, // enemy king +S files -2 ahead +7
    0, // enemy king +S files -2 ahead +8
    0, // enemy king +S files -1 ahead -8
    0, // enemy king +S files -1 ahead -7
    0, // enemy king +S files -1 ahead -6
    1, // enemy king +S files -1 ahead -5
    1, // enemy king +S files -1 ahead -4
    -7, // enemy king +S files -1 ahead -3
    -5, // enemy king +S files -1 ahead -2
    -2, // enemy king +S files -1 ahead -1
    0, // enemy king +S files -1 ahead +0
    0, // enemy king +S files -1 ahead +1
    13, // enemy king +S files -1 ahead +2
    12, // enemy king +S files -1 ahead +3
    0, // enemy king +S files -1 ahead +4
    0, // enemy king +S files -1 ahead +5
    0, // enemy king +S files -1 ahead +6
    0, // enemy king +S files -1 ahead +7
    0, // enemy king +S files -1 ahead +8
    0, // enemy king +S files +0 ahead -8
    0, // enemy king +S files +0 ahead -7
    1, // enemy king +S files +0 ahead -6
    3, // enemy king +S files +0 ahead -5
    -4, // enemy king +S files +0 ahead -4
    -5, // enemy king +S files +0 ahead -3
    -4, // enemy king +S files +0 ahead -2
    0, // enemy king +S files +0 ahead -1
    0, // enemy king +S files +0 ahead +0
    0, // enemy king +S files +0 ahead +1
    8, // enemy king +S files +0 ahead +2
    2, // enemy king +S files +0 ahead +3
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
    7, // enemy king +S files +1 ahead -3
    -5, // enemy king +S files +1 ahead -2
    8, // enemy king +S files +1 ahead -1
    0, // enemy king +S files +1 ahead +0
    0, // enemy king +S files +1 ahead +1
    24, // enemy king +S files +1 ahead +2
    7, // enemy king +S files +1 ahead +3
    0, // enemy king +S files +1 ahead +4
    0, // enemy king +S files +1 ahead +5
    0, // enemy king +S files +1 ahead +6
    0, // enemy king +S files +1 ahead +7
    0, // enemy king +S files +1 ahead +8
    0, // enemy king +S files +2 ahead -8
    0, // enemy king +S files +2 ahead -7
    -3, // enemy king +S files +2 ahead -6
    -6, // enemy king +S files +2 ahead -5
    -1, // enemy king +S files +2 ahead -4
    -17, // enemy king +S files +2 ahead -3
    0, // enemy king +S files +2 ahead -2
    -8, // enemy king +S files +2 ahead -1
    11, // enemy king +S files +2 ahead +0
    61, // enemy king +S files +2 ahead +1
    11, // enemy king +S files +2 ahead +2
    9, // enemy king +S files +2 ahead +3
    2, // enemy king +S files +2 ahead +4
    0, // enemy king +S files +2 ahead +5
    0, // enemy king +S files +2 ahead +6
    0, // enemy king +S files +2 ahead +7
    0, // enemy king +S files +2 ahead +8
    0, // enemy king +S files +3 ahead -8
    -3, // enemy king +S files +3 ahead -7
    -3, // enemy king +S files +3 ahead -6
    0, // enemy king +S files +3 ahead -5
    0, // enemy king +S files +3 ahead -4
    -2, // enemy king +S files +3 ahead -3
    -8, // enemy king +S files +3 ahead -2
    -10, // enemy king +S files +3 ahead -1
    -9, // enemy king +S files +3 ahead +0
    27, // enemy king +S files +3 ahead +1
    15, // enemy king +S files +3 ahead +2
    11, // enemy king +S files +3 ahead +3
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
    -12, // enemy king +S files +4 ahead -3
    -3, // enemy king +S files +4 ahead -2
    -42, // enemy king +S files +4 ahead -1
    -14, // enemy king +S files +4 ahead +0
    -4, // enemy king +S files +4 ahead +1
    3, // enemy king +S files +4 ahead +2
    3, // enemy king +S files +4 ahead +3
    -2, // enemy king +S files +4 ahead +4
    -1, // enemy king +S files +4 ahead +5
    0, // enemy king +S files +4 ahead +6
    0, // enemy king +S files +4 ahead +7
    0, // enemy king +S files +4 ahead +8
    -1, // enemy king +S files +5 ahead -8
    0, // enemy king +S files +5 ahead -7
    0, // enemy king +S files +5 ahead -6
    -4, // enemy king +S files +5 ahead -5
    0, // enemy king +S files +5 ahead -4
    0, // enemy king +S files +5 ahead -3
    -9, // enemy king +S files +5 ahead -2
    -40, // enemy king +S files +5 ahead -1
    -46, // enemy king +S files +5 ahead +0
    -14, // enemy king +S files +5 ahead +1
    -22, // enemy king +S files +5 ahead +2
    -9, // enemy king +S files +5 ahead +3
    0, // enemy king +S files +5 ahead +4
    0, // enemy king +S files +5 ahead +5
    0, // enemy king +S files +5 ahead +6
    0, // enemy king +S files +5 ahead +7
    0, // enemy king +S files +5 ahead +8
    0, // enemy king +S files +6 ahead -8
    0, // enemy king +S files +6 ahead -7
    0, // enemy king +S files +6 ahead -6
    1, // enemy king +S files +6 ahead -5
    1, // enemy king +S files +6 ahead -4
    -3, // enemy king +S files +6 ahead -3
    -7, // enemy king +S files +6 ahead -2
    -43, // enemy king +S files +6 ahead -1
    8, // enemy king +S files +6 ahead +0
    -7, // enemy king +S files +6 ahead +1
    -14, // enemy king +S files +6 ahead +2
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
    0, // enemy king +S files +7 ahead -4
    -5, // enemy king +S files +7 ahead -3
    -5, // enemy king +S files +7 ahead -2
    17, // enemy king +S files +7 ahead -1
    -3, // enemy king +S files +7 ahead +0
    -25, // enemy king +S files +7 ahead +1
    3, // enemy king +S files +7 ahead +2
    -1, // enemy king +S files +7 ahead +3
    0, // enemy king +S files +7 ahead +4
    0, // enemy king +S files +7 ahead +5
    0, // enemy king +S files +7 ahead +6
    0, // enemy king +S files +7 ahead +7
    0, // enemy king +S files +7 ahead +8
    0, // enemy king +S files +8 ahead -8
    1, // enemy king +S files +8 ahead -7
    -1, // enemy king +S files +8 ahead -6
    0, // enemy king +S files +8 ahead -5
    -1, // enemy king +S files +8 ahead -4
    0, // enemy king +S files +8 ahead -3
    -1, // enemy king +S files +8 ahead -2
    -5, // enemy king +S files +8 ahead -1
    0, // enemy king +S files +8 ahead +0
    0, // enemy king +S files +8 ahead +1
    -6, // enemy king +S files +8 ahead +2
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
    3, // enemy king +N files -3 ahead -4
    -2, // enemy king +N files -3 ahead -3
    -1, // enemy king +N files -3 ahead -2
    16, // enemy king +N files -3 ahead -1
    6, // enemy king +N files -3 ahead +0
    11, // enemy king +N files -3 ahead +1
    13, // enemy king +N files -3 ahead +2
    -2, // enemy king +N files -3 ahead +3
    2, // enemy king +N files -3 ahead +4
    0, // enemy king +N files -3 ahead +5
    0, // enemy king +N files -3 ahead +6
    0, // enemy king +N files -3 ahead +7
    0, // enemy king +N files -3 ahead +8
    0, // enemy king +N files -2 ahead -8
    0, // enemy king +N files -2 ahead -7
    3, // enemy king +N files -2 ahead -6
    0, // enemy king +N files -2 ahead -5
    1, // enemy king +N files -2 ahead -4
    -3, // enemy king +N files -2 ahead -3
    3, // enemy king +N files -2 ahead -2
    -3, // enemy king +N files -2 ahead -1
    13, // enemy king +N files -2 ahead +0
    2, // enemy king +N files -2 ahead +1
    20, // enemy king +N files -2 ahead +2
    1, // enemy king +N files -2 ahead +3
    0, // enemy king +N files -2 ahead +4
    0, // enemy king +N files -2 ahead +5
    0, // enemy king +N files -2 ahead +6
    0, // enemy king +N files -2 ahead +7
    0, // enemy king +N files -2 ahead +8
    0, // enemy king +N files -1 ahead -8
    0, // enemy king +N files -1 ahead -7
    0, // enemy king +N files -1 ahead -6
    5, // enemy king +N files -1 ahead -5
    -2, // enemy king +N files -1 ahead -4
    -2, // enemy king +N files -1 ahead -3
    -1, // enemy king +N files -1 ahead -2
    0, // enemy king +N files -1 ahead -1
    0, // enemy king +N files -1 ahead +0
    0, // enemy king +N files -1 ahead +1
    20, // enemy king +N files -1 ahead +2
    2, // enemy king +N files -1 ahead +3
    0, // enemy king +N files -1 ahead +4
    0, // enemy king +N files -1 ahead +5
    0, // enemy king +N files -1 ahead +6
    0, // enemy king +N files -1 ahead +7
    0, // enemy king +N files -1 ahead +8
    0, // enemy king +N files +0 ahead -8
    0, // enemy king +N files +0 ahead -7
    1, // enemy king +N files +0 ahead -6
    -1, // enemy king +N files +0 ahead -5
    3, // enemy king +N files +0 ahead -4
    1, // enemy king +N files +0 ahead -3
    8, // enemy king +N files +0 ahead -2
    0, // enemy king +N files +0 ahead -1
    0, // enemy king +N files +0 ahead +0
    0, // enemy king +N files +0 ahead +1
    26, // enemy king +N files +0 ahead +2
    -1, // enemy king +N files +0 ahead +3
    0, // enemy king +N files +0 ahead +4
    0, // enemy king +N files +0 ahead +5
    0, // enemy king +N files +0 ahead +6
    0, // enemy king +N files +0 ahead +7
    0, // enemy king +N files +0 ahead +8
    0, // enemy king +N files +1 ahead -8
    2, // enemy king +N files +1 ahead -7
    -2, // enemy king +N files +1 ahead -6
    -4, // enemy king +N files +1 ahead -5
    2, // enemy king +N files +1 ahead -4
    4, // enemy king +N files +1 ahead -3
    -3, // enemy king +N files +1 ahead -2
    5, // enemy king +N files +1 ahead -1
    0, // enemy king +N files +1 ahead +0
    0, // enemy king +N files +1 ahead +1
    34, // enemy king +N files +1 ahead +2
    0, // enemy king +N files +1 ahead +3
    0, // enemy king +N files +1 ahead +4
    0, // enemy king +N files +1 ahead +5
    0, // enemy king +N files +1 ahead +6
    0, // enemy king +N files +1 ahead +7
    0, // enemy king +N files +1 ahead +8
    0, // enemy king +N files +2 ahead -8
    0, // enemy king +N files +2 ahead -7
    -1, // enemy king +N files +2 ahead -6
    -3, // enemy king +N files +2 ahead -5
    -3, // enemy king +N files +2 ahead -4
    -2, // enemy king +N files +2 ahead -3
    -2, // enemy king +N files +2 ahead -2
    15, // enemy king +N files +2 ahead -1
    23, // enemy king +N files +2 ahead +0
    76, // enemy king +N files +2 ahead +1
    31, // enemy king +N files +2 ahead +2
    5, // enemy king +N files +2 ahead +3
    0, // enemy king +N files +2 ahead +4
    0, // enemy king +N files +2 ahead +5
    0, // enemy king +N files +2 ahead +6
    0, // enemy king +N files +2 ahead +7
    0, // enemy king +N files +2 ahead +8
    0, // enemy king +N files +3 ahead -8
    0, // enemy king +N files +3 ahead -7
    -3, // enemy king +N files +3 ahead -6
    -3, // enemy king +N files +3 ahead -5
    0, // enemy king +N files +3 ahead -4
    -14, // enemy king +N files +3 ahead -3
    -32, // enemy king +N files +3 ahead -2
    -39, // enemy king +N files +3 ahead -1
    45, // enemy king +N files +3 ahead +0
    36, // enemy king +N files +3 ahead +1
    7, // enemy king +N files +3 ahead +2
    1, // enemy king +N files +3 ahead +3
    0, // enemy king +N files +3 ahead +4
    0, // enemy king +N files +3 ahead +5
    0, // enemy king +N files +3 ahead +6
    0, // enemy king +N files +3 ahead +7
    0, // enemy king +N files +3 ahead +8
    0, // enemy king +N files +4 ahead -8
    0, // enemy king +N files +4 ahead -7
    -2, // enemy king +N files +4 ahead -6
    -4, // enemy king +N files +4 ahead -5
    -6, // enemy king +N files +4 ahead -4
    1, // enemy king +N files +4 ahead -3
    6, // enemy king +N files +4 ahead -2
    -29, // enemy king +N files +4 ahead -1
    -31, // enemy king +N files +4 ahead +0
    9, // enemy king +N files +4 ahead +1
    -35, // enemy king +N files +4 ahead +2
    16, // enemy king +N files +4 ahead +3
    4, // enemy king +N files +4 ahead +4
    0, // enemy king +N files +4 ahead +5
    0, // enemy king +N files +4 ahead +6
    0, // enemy king +N files +4 ahead +7
    0, // enemy king +N files +4 ahead +8
    0, // enemy king +N files +5 ahead -8
    0, // enemy king +N files +5 ahead -7
    1, // enemy king +N files +5 ahead -6
    0, // enemy king +N files +5 ahead -5
    4, // enemy king +N files +5 ahead -4
    -4, // enemy king +N files +5 ahead -3
    0, // enemy king +N files +5 ahead -2
    -66, // enemy king +N files +5 ahead -1
    -35, // enemy king +N files +5 ahead +0
    -24, // enemy king +N files +5 ahead +1
    -7, // enemy king +N files +5 ahead +2
    -12, // enemy king +N files +5 ahead +3
    -2, // enemy king +N files +5 ahead +4
    0, // enemy king +N files +5 ahead +5
    0, // enemy king +N files +5 ahead +6
    0, // enemy king +N files +5 ahead +7
    0, // enemy king +N files +5 ahead +8
    0, // enemy king +N files +6 ahead -8
    -1, // enemy king +N files +6 ahead -7
    -1, // enemy king +N files +6 ahead -6
    -1, // enemy king +N files +6 ahead -5
    1, // enemy king +N files +6 ahead -4
    -3, // enemy king +N files +6 ahead -3
    0, // enemy king +N files +6 ahead -2
    -49, // enemy king +N files +6 ahead -1
    -37, // enemy king +N files +6 ahead +0
    -20, // enemy king +N files +6 ahead +1
    -3, // enemy king +N files +6 ahead +2
    -14, // enemy king +N files +6 ahead +3
    0, // enemy king +N files +6 ahead +4
    -2, // enemy king +N files +6 ahead +5
    0, // enemy king +N files +6 ahead +6
    0, // enemy king +N files +6 ahead +7
    0, // enemy king +N files +6 ahead +8
    0, // enemy king +N files +7 ahead -8
    0, // enemy king +N files +7 ahead -7
    -1, // enemy king +N files +7 ahead -6
    -1, // enemy king +N files +7 ahead -5
    -2, // enemy king +N files +7 ahead -4
    -2, // enemy king +N files +7 ahead -3
    -22, // enemy king +N files +7 ahead -2
    -34, // enemy king +N files +7 ahead -1
    -23, // enemy king +N files +7 ahead +0
    -71, // enemy king +N files +7 ahead +1
    11, // enemy king +N files +7 ahead +2
    -8, // enemy king +N files +7 ahead +3
    0, // enemy king +N files +7 ahead +4
    0, // enemy king +N files +7 ahead +5
    0, // enemy king +N files +7 ahead +6
    0, // enemy king +N files +7 ahead +7
    0, // enemy king +N files +7 ahead +8
    0, // enemy king +N files +8 ahead -8
    0, // enemy king +N files +8 ahead -7
    -1, // enemy king +N files +8 ahead -6
    0, // enemy king +N files +8 ahead -5
    -1, // enemy king +N files +8 ahead -4
    0, // enemy king +N files +8 ahead -3
    -2, // enemy king +N files +8 ahead -2
    -7, // enemy king +N files +8 ahead -1
    -4, // enemy king +N files +8 ahead +0
    -1, // enemy king +N files +8 ahead +1
    -1, // enemy king +N files +8 ahead +2
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
    2, // enemy king +L files -3 ahead -3
    0, // enemy king +L files -3 ahead -2
    -6, // enemy king +L files -3 ahead -1
    -1, // enemy king +L files -3 ahead +0
    13, // enemy king +L files -3 ahead +1
    0, // enemy king +L files -3 ahead +2
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
    1, // enemy king +L files -2 ahead -3
    5, // enemy king +L files -2 ahead -2
    -10, // enemy king +L files -2 ahead -1
    4, // enemy king +L files -2 ahead +0
    52, // enemy king +L files -2 ahead +1
    17, // enemy king +L files -2 ahead +2
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
    -1, // enemy king +L files -1 ahead -3
    -7, // enemy king +L files -1 ahead -2
    6, // enemy king +L files -1 ahead -1
    0, // enemy king +L files -1 ahead +0
    0, // enemy king +L files -1 ahead +1
    17, // enemy king +L files -1 ahead +2
    1, // enemy king +L files -1 ahead +3
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
    -3, // enemy king +L files +0 ahead -3
    -1, // enemy king +L files +0 ahead -2
    0, // enemy king +L files +0 ahead -1
    0, // enemy king +L files +0 ahead +0
    0, // enemy king +L files +0 ahead +1
    8, // enemy king +L files +0 ahead +2
    8, // enemy king +L files +0 ahead +3
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
    1, // enemy king +L files +1 ahead -3
    -3, // enemy king +L files +1 ahead -2
    -1, // enemy king +L files +1 ahead -1
    0, // enemy king +L files +1 ahead +0
    0, // enemy king +L files +1 ahead +1
    15, // enemy king +L files +1 ahead +2
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
    1, // enemy king +L files +2 ahead -3
    -1, // enemy king +L files +2 ahead -2
    -4, // enemy king +L files +2 ahead -1
    11, // enemy king +L files +2 ahead +0
    22, // enemy king +L files +2 ahead +1
    22, // enemy king +L files +2 ahead +2
    -4, // enemy king +L files +2 ahead +3
    -1, // enemy king +L files +2 ahead +4
    0, // enemy king +L files +2 ahead +5
    0, // enemy king +L files +2 ahead +6
    0, // enemy king +L files +2 ahead +7
    0, // enemy king +L files +2 ahead +8
    1, // enemy king +L files +3 ahead -8
    0, // enemy king +L files +3 ahead -7
    1, // enemy king +L files +3 ahead -6
    -1, // enemy king +L files +3 ahead -5
    -3, // enemy king +L files +3 ahead -4
    -2, // enemy king +L files +3 ahead -3
    -5, // enemy king +L files +3 ahead -2
    -9, // enemy king +L files +3 ahead -1
    -45, // enemy king +L files +3 ahead +0
    32, // enemy king +L files +3 ahead +1
    27, // enemy king +L files +3 ahead +2
    -4, // enemy king +L files +3 ahead +3
    -1, // enemy king +L files +3 ahead +4
    0, // enemy king +L files +3 ahead +5
    0, // enemy king +L files +3 ahead +6
    0, // enemy king +L files +3 ahead +7
    0, // enemy king +L files +3 ahead +8
    0, // enemy king +L files +4 ahead -8
    0, // enemy king +L files +4 ahead -7
    -2, // enemy king +L files +4 ahead -6
    2, // enemy king +L files +4 ahead -5
    0, // enemy king +L files +4 ahead -4
    -5, // enemy king +L files +4 ahead -3
    3, // enemy king +L files +4 ahead -2
    -26, // enemy king +L files +4 ahead -1
    -56, // enemy king +L files +4 ahead +0
    -21, // enemy king +L files +4 ahead +1
    12, // enemy king +L files +4 ahead +2
    9, // enemy king +L files +4 ahead +3
    0, // enemy king +L files +4 ahead +4
    0, // enemy king +L files +4 ahead +5
    0, // enemy king +L files +4 ahead +6
    0, // enemy king +L files +4 ahead +7
    0, // enemy king +L files +4 ahead +8
    -2, // enemy king +L files +5 ahead -8
    0, // enemy king +L files +5 ahead -7
    7, // enemy king +L files +5 ahead -6
    -3, // enemy king +L files +5 ahead -5
    1, // enemy king +L files +5 ahead -4
    -2, // enemy king +L files +5 ahead -3
    -8, // enemy king +L files +5 ahead -2
    -4, // enemy king +L files +5 ahead -1
    -24, // enemy king +L files +5 ahead +0
    12, // enemy king +L files +5 ahead +1
    -2, // enemy king +L files +5 ahead +2
    9, // enemy king +L files +5 ahead +3
    0, // enemy king +L files +5 ahead +4
    0, // enemy king +L files +5 ahead +5
    0, // enemy king +L files +5 ahead +6
    0, // enemy king +L files +5 ahead +7
    0, // enemy king +L files +5 ahead +8
    0, // enemy king +L files +6 ahead -8
    1, // enemy king +L files +6 ahead -7
    0, // enemy king +L files +6 ahead -6
    2, // enemy king +L files +6 ahead -5
    0, // enemy king +L files +6 ahead -4
    -7, // enemy king +L files +6 ahead -3
    -9, // enemy king +L files +6 ahead -2
    -18, // enemy king +L files +6 ahead -1
    -16, // enemy king +L files +6 ahead +0
    -10, // enemy king +L files +6 ahead +1
    4, // enemy king +L files +6 ahead +2
    -6, // enemy king +L files +6 ahead +3
    0, // enemy king +L files +6 ahead +4
    0, // enemy king +L files +6 ahead +5
    0, // enemy king +L files +6 ahead +6
    0, // enemy king +L files +6 ahead +7
    0, // enemy king +L files +6 ahead +8
    0, // enemy king +L files +7 ahead -8
    0, // enemy king +L files +7 ahead -7
    -2, // enemy king +L files +7 ahead -6
    -10, // enemy king +L files +7 ahead -5
    -3, // enemy king +L files +7 ahead -4
    4, // enemy king +L files +7 ahead -3
    -4, // enemy king +L files +7 ahead -2
    -67, // enemy king +L files +7 ahead -1
    -1, // enemy king +L files +7 ahead +0
    -60, // enemy king +L files +7 ahead +1
    -19, // enemy king +L files +7 ahead +2
    1, // enemy king +L files +7 ahead +3
    1, // enemy king +L files +7 ahead +4
    0, // enemy king +L files +7 ahead +5
    0, // enemy king +L files +7 ahead +6
    0, // enemy king +L files +7 ahead +7
    0, // enemy king +L files +7 ahead +8
    0, // enemy king +L files +8 ahead -8
    0, // enemy king +L files +8 ahead -7
    -4, // enemy king +L files +8 ahead -6
    1, // enemy king +L files +8 ahead -5
    -1, // enemy king +L files +8 ahead -4
    2, // enemy king +L files +8 ahead -3
    8, // enemy king +L files +8 ahead -2
    -27, // enemy king +L files +8 ahead -1
    -11, // enemy king +L files +8 ahead +0
    -20, // enemy king +L files +8 ahead +1
    6, // enemy king +L files +8 ahead +2
    0, // enemy king +L files +8 ahead +3
    0, // enemy king +L files +8 ahead +4
    0, // enemy king +L files +8 ahead +5
    0, // enemy king +L files +8 ahead +6
    0, // enemy king +L files +8 ahead +7
    0, // enemy king +L files +8 ahead +8
    0, // enemy king +P files -3 ahead -8
    -1, // enemy king +P files -3 ahead -7
    -3, // enemy king +P files -3 ahead -6
    1, // enemy king +P files -3 ahead -5
    2, // enemy king +P files -3 ahead -4
    -3, // enemy king +P files -3 ahead -3
    2, // enemy king +P files -3 ahead -2
    8, // enemy king +P files -3 ahead -1
    31, // enemy king +P files -3 ahead +0
    33, // enemy king +P files -3 ahead +1
    22, // enemy king +P files -3 ahead +2
    -3, // enemy king +P files -3 ahead +3
    0, // enemy king +P files -3 ahead +4
    0, // enemy king +P files -3 ahead +5
    0, // enemy king +P files -3 ahead +6
    0, // enemy king +P files -3 ahead +7
    0, // enemy king +P files -3 ahead +8
    0, // enemy king +P files -2 ahead -8
    2, // enemy king +P files -2 ahead -7
    9, // enemy king +P files -2 ahead -6
    1, // enemy king +P files -2 ahead -5
    -3, // enemy king +P files -2 ahead -4
    0, // enemy king +P files -2 ahead -3
    -3, // enemy king +P files -2 ahead -2
    12, // enemy king +P files -2 ahead -1
    11, // enemy king +P files -2 ahead +0
    22, // enemy king +P files -2 ahead +1
    54, // enemy king +P files -2 ahead +2
    -1, // enemy king +P files -2 ahead +3
    0, // enemy king +P files -2 ahead +4
    0, // enemy king +P files -2 ahead +5
    0, // enemy king +P files -2 ahead +6
    0, // enemy king +P files -2 ahead +7
    0, // enemy king +P files -2 ahead +8
    -1, // enemy king +P files -1 ahead -8
    1, // enemy king +P files -1 ahead -7
    9, // enemy king +P files -1 ahead -6
    2, // enemy king +P files -1 ahead -5
    -8, // enemy king +P files -1 ahead -4
    14, // enemy king +P files -1 ahead -3
    16, // enemy king +P files -1 ahead -2
    -4, // enemy king +P files -1 ahead -1
    0, // enemy king +P files -1 ahead +0
    0, // enemy king +P files -1 ahead +1
    76, // enemy king +P files -1 ahead +2
    0, // enemy king +P files -1 ahead +3
    0, // enemy king +P files -1 ahead +4
    0, // enemy king +P files -1 ahead +5
    0, // enemy king +P files -1 ahead +6
    0, // enemy king +P files -1 ahead +7
    0, // enemy king +P files -1 ahead +8
    -5, // enemy king +P files +0 ahead -8
    -10, // enemy king +P files +0 ahead -7
    -4, // enemy king +P files +0 ahead -6
    3, // enemy king +P files +0 ahead -5
    8, // enemy king +P files +0 ahead -4
    8, // enemy king +P files +0 ahead -3
    -11, // enemy king +P files +0 ahead -2
    0, // enemy king +P files +0 ahead -1
    0, // enemy king +P files +0 ahead +0
    0, // enemy king +P files +0 ahead +1
    63, // enemy king +P files +0 ahead +2
    0, // enemy king +P files +0 ahead +3
    0, // enemy king +P files +0 ahead +4
    0, // enemy king +P files +0 ahead +5
    0, // enemy king +P files +0 ahead +6
    0, // enemy king +P files +0 ahead +7
    0, // enemy king +P files +0 ahead +8
    -2, // enemy king +P files +1 ahead -8
    -1, // enemy king +P files +1 ahead -7
    3, // enemy king +P files +1 ahead -6
    -6, // enemy king +P files +1 ahead -5
    -7, // enemy king +P files +1 ahead -4
    -14, // enemy king +P files +1 ahead -3
    -13, // enemy king +P files +1 ahead -2
    18, // enemy king +P files +1 ahead -1
    0, // enemy king +P files +1 ahead +0
    0, // enemy king +P files +1 ahead +1
    45, // enemy king +P files +1 ahead +2
    0, // enemy king +P files +1 ahead +3
    0, // enemy king +P files +1 ahead +4
    0, // enemy king +P files +1 ahead +5
    0, // enemy king +P files +1 ahead +6
    0, // enemy king +P files +1 ahead +7
    0, // enemy king +P files +1 ahead +8
    -2, // enemy king +P files +2 ahead -8
    8, // enemy king +P files +2 ahead -7
    -3, // enemy king +P files +2 ahead -6
    -2, // enemy king +P files +2 ahead -5
    -5, // enemy king +P files +2 ahead -4
    0, // enemy king +P files +2 ahead -3
    -27, // enemy king +P files +2 ahead -2
    33, // enemy king +P files +2 ahead -1
    46, // enemy king +P files +2 ahead +0
    81, // enemy king +P files +2 ahead +1
    36, // enemy king +P files +2 ahead +2
    1, // enemy king +P files +2 ahead +3
    -1, // enemy king +P files +2 ahead +4
    0, // enemy king +P files +2 ahead +5
    0, // enemy king +P files +2 ahead +6
    0, // enemy king +P files +2 ahead +7
    0, // enemy king +P files +2 ahead +8
    -3, // enemy king +P files +3 ahead -8
    1, // enemy king +P files +3 ahead -7
    6, // enemy king +P files +3 ahead -6
    -3, // enemy king +P files +3 ahead -5
    -2, // enemy king +P files +3 ahead -4
    -3, // enemy king +P files +3 ahead -3
    -21, // enemy king +P files +3 ahead -2
    -10, // enemy king +P files +3 ahead -1
    47, // enemy king +P files +3 ahead +0
    75, // enemy king +P files +3 ahead +1
    41, // enemy king +P files +3 ahead +2
    2, // enemy king +P files +3 ahead +3
    5, // enemy king +P files +3 ahead +4
    0, // enemy king +P files +3 ahead +5
    0, // enemy king +P files +3 ahead +6
    0, // enemy king +P files +3 ahead +7
    0, // enemy king +P files +3 ahead +8
    -1, // enemy king +P files +4 ahead -8
    8, // enemy king +P files +4 ahead -7
    -1, // enemy king +P files +4 ahead -6
    7, // enemy king +P files +4 ahead -5
    -6, // enemy king +P files +4 ahead -4
    -2, // enemy king +P files +4 ahead -3
    -25, // enemy king +P files +4 ahead -2
    -55, // enemy king +P files +4 ahead -1
    -44, // enemy king +P files +4 ahead +0
    -2, // enemy king +P files +4 ahead +1
    -32, // enemy king +P files +4 ahead +2
    -6, // enemy king +P files +4 ahead +3
    0, // enemy king +P files +4 ahead +4
    0, // enemy king +P files +4 ahead +5
    0, // enemy king +P files +4 ahead +6
    0, // enemy king +P files +4 ahead +7
    0, // enemy king +P files +4 ahead +8
    0, // enemy king +P files +5 ahead -8
    -1, // enemy king +P files +5 ahead -7
    -1, // enemy king +P files +5 ahead -6
    -2, // enemy king +P files +5 ahead -5
    -16, // enemy king +P files +5 ahead -4
    -4, // enemy king +P files +5 ahead -3
    -28, // enemy king +P files +5 ahead -2
    -39, // enemy king +P files +5 ahead -1
    -53, // enemy king +P files +5 ahead +0
    -29, // enemy king +P files +5 ahead +1
    1, // enemy king +P files +5 ahead +2
    -6, // enemy king +P files +5 ahead +3
    -4, // enemy king +P files +5 ahead +4
    0, // enemy king +P files +5 ahead +5
    0, // enemy king +P files +5 ahead +6
    0, // enemy king +P files +5 ahead +7
    0, // enemy king +P files +5 ahead +8
    0, // enemy king +P files +6 ahead -8
    0, // enemy king +P files +6 ahead -7
    -1, // enemy king +P files +6 ahead -6
    0, // enemy king +P files +6 ahead -5
    -4, // enemy king +P files +6 ahead -4
    -1, // enemy king +P files +6 ahead -3
    -26, // enemy king +P files +6 ahead -2
    -27, // enemy king +P files +6 ahead -1
    -18, // enemy king +P files +6 ahead +0
    -56, // enemy king +P files +6 ahead +1
    -49, // enemy king +P files +6 ahead +2
    -6, // enemy king +P files +6 ahead +3
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
    -10, // enemy king +P files +7 ahead -3
    -11, // enemy king +P files +7 ahead -2
    -82, // enemy king +P files +7 ahead -1
    -91, // enemy king +P files +7 ahead +0
    -70, // enemy king +P files +7 ahead +1
    -11, // enemy king +P files +7 ahead +2
    -2, // enemy king +P files +7 ahead +3
    -2, // enemy king +P files +7 ahead +4
    0, // enemy king +P files +7 ahead +5
    0, // enemy king +P files +7 ahead +6
    0, // enemy king +P files +7 ahead +7
    0, // enemy king +P files +7 ahead +8
    0, // enemy king +P files +8 ahead -8
    -3, // enemy king +P files +8 ahead -7
    -3, // enemy king +P files +8 ahead -6
    1, // enemy king +P files +8 ahead -5
    6, // enemy king +P files +8 ahead -4
    -4, // enemy king +P files +8 ahead -3
    -1, // enemy king +P files +8 ahead -2
    -6, // enemy king +P files +8 ahead -1
    -16, // enemy king +P files +8 ahead +0
    -11, // enemy king +P files +8 ahead +1
    -10, // enemy king +P files +8 ahead +2
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
    -76, // hanging R, owner not to move
    -162, // hanging R, owner to move
    -72, // hanging B, owner not to move
    -138, // hanging B, owner to move
    -127, // hanging G, owner not to move
    -96, // hanging G, owner to move
    -129, // hanging S, owner not to move
    -78, // hanging S, owner to move
    -92, // hanging N, owner not to move
    -56, // hanging N, owner to move
    -75, // hanging L, owner not to move
    -24, // hanging L, owner to move
    -83, // hanging P, owner not to move
    0, // hanging P, owner to move
    -36, // hanging +R, owner not to move
    -51, // hanging +R, owner to move
    -75, // hanging +B, owner not to move
    -62, // hanging +B, owner to move
    -8, // hanging +S, owner not to move
    5, // hanging +S, owner to move
    -52, // hanging +N, owner not to move
    22, // hanging +N, owner to move
    -41, // hanging +L, owner not to move
    0, // hanging +L, owner to move
    -61, // hanging +P, owner not to move
    57, // hanging +P, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // attacked by cheaper K, owner not to move
    0, // attacked by cheaper K, owner to move
    -99, // attacked by cheaper R, owner not to move
    -123, // attacked by cheaper R, owner to move
    -86, // attacked by cheaper B, owner not to move
    -150, // attacked by cheaper B, owner to move
    -88, // attacked by cheaper G, owner not to move
    -105, // attacked by cheaper G, owner to move
    -85, // attacked by cheaper S, owner not to move
    -128, // attacked by cheaper S, owner to move
    -81, // attacked by cheaper N, owner not to move
    -120, // attacked by cheaper N, owner to move
    -46, // attacked by cheaper L, owner not to move
    -111, // attacked by cheaper L, owner to move
    0, // attacked by cheaper P, owner not to move
    0, // attacked by cheaper P, owner to move
    -17, // attacked by cheaper +R, owner not to move
    -50, // attacked by cheaper +R, owner to move
    -29, // attacked by cheaper +B, owner not to move
    -61, // attacked by cheaper +B, owner to move
    6, // attacked by cheaper +S, owner not to move
    5, // attacked by cheaper +S, owner to move
    8, // attacked by cheaper +N, owner not to move
    24, // attacked by cheaper +N, owner to move
    12, // attacked by cheaper +L, owner not to move
    15, // attacked by cheaper +L, owner to move
    15, // attacked by cheaper +P, owner not to move
    63, // attacked by cheaper +P, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    -66, // 2 threatened, owner not to move
    -36, // 3+ threatened, owner not to move
    -56, // 2 threatened, owner to move
    -66, // 3+ threatened, owner to move
    72, // king defenceless squares 0
    -17, // king defenceless squares 1
    -50, // king defenceless squares 2
    -4, // king defenceless squares 3
    -1, // king defenceless squares 4
    -5, // king defenceless squares 5
    2, // king defenceless squares 6
    2, // king defenceless squares 7
    0, // king defenceless squares 8
    -20, // defenceless squares x enemy hand
    64, // king zone attacks (enemy kinds by square)
    -10, // enemy camp squares attacked
    0, // king danger: zone attacks 0, enemy hand 0
    0, // king danger: zone attacks 0, enemy hand 1
    0, // king danger: zone attacks 0, enemy hand 2
    0, // king danger: zone attacks 0, enemy hand 3
    0, // king danger: zone attacks 1, enemy hand 0
    0, // king danger: zone attacks 1, enemy hand 1
    0, // king danger: zone attacks 1, enemy hand 2
    0, // king danger: zone attacks 1, enemy hand 3
    0, // king danger: zone attacks 2, enemy hand 0
    0, // king danger: zone attacks 2, enemy hand 1
    0, // king danger: zone attacks 2, enemy hand 2
    0, // king danger: zone attacks 2, enemy hand 3
    0, // king danger: zone attacks 3, enemy hand 0
    0, // king danger: zone attacks 3, enemy hand 1
    0, // king danger: zone attacks 3, enemy hand 2
    0, // king danger: zone attacks 3, enemy hand 3
    0, // king danger: zone attacks 4, enemy hand 0
    0, // king danger: zone attacks 4, enemy hand 1
    0, // king danger: zone attacks 4, enemy hand 2
    0, // king danger: zone attacks 4, enemy hand 3
    0, // king danger: zone attacks 5, enemy hand 0
    0, // king danger: zone attacks 5, enemy hand 1
    0, // king danger: zone attacks 5, enemy hand 2
    0, // king danger: zone attacks 5, enemy hand 3
    0, // king danger: zone attacks 6, enemy hand 0
    0, // king danger: zone attacks 6, enemy hand 1
    0, // king danger: zone attacks 6, enemy hand 2
    0, // king danger: zone attacks 6, enemy hand 3
    0, // king danger: zone attacks 7, enemy hand 0
    0, // king danger: zone attacks 7, enemy hand 1
    0, // king danger: zone attacks 7, enemy hand 2
    0, // king danger: zone attacks 7, enemy hand 3
    0, // defenceless squares 1 with enemy K in hand
    0, // defenceless squares 2 with enemy K in hand
    0, // defenceless squares 3 with enemy K in hand
    0, // defenceless squares 1 with enemy R in hand
    0, // defenceless squares 2 with enemy R in hand
    0, // defenceless squares 3 with enemy R in hand
    0, // defenceless squares 1 with enemy B in hand
    0, // defenceless squares 2 with enemy B in hand
    0, // defenceless squares 3 with enemy B in hand
    0, // defenceless squares 1 with enemy G in hand
    0, // defenceless squares 2 with enemy G in hand
    0, // defenceless squares 3 with enemy G in hand
    0, // defenceless squares 1 with enemy S in hand
    0, // defenceless squares 2 with enemy S in hand
    0, // defenceless squares 3 with enemy S in hand
    0, // defenceless squares 1 with enemy N in hand
    0, // defenceless squares 2 with enemy N in hand
    0, // defenceless squares 3 with enemy N in hand
    0, // defenceless squares 1 with enemy L in hand
    0, // defenceless squares 2 with enemy L in hand
    0, // defenceless squares 3 with enemy L in hand
    0, // defenceless squares 1 with enemy P in hand
    0, // defenceless squares 2 with enemy P in hand
    0, // defenceless squares 3 with enemy P in hand
    0, // defenceless squares 1 with enemy +R in hand
    0, // defenceless squares 2 with enemy +R in hand
    0, // defenceless squares 3 with enemy +R in hand
    0, // defenceless squares 1 with enemy +B in hand
    0, // defenceless squares 2 with enemy +B in hand
    0, // defenceless squares 3 with enemy +B in hand
    0, // defenceless squares 1 with enemy +S in hand
    0, // defenceless squares 2 with enemy +S in hand
    0, // defenceless squares 3 with enemy +S in hand
    0, // defenceless squares 1 with enemy +N in hand
    0, // defenceless squares 2 with enemy +N in hand
    0, // defenceless squares 3 with enemy +N in hand
    0, // defenceless squares 1 with enemy +L in hand
    0, // defenceless squares 2 with enemy +L in hand
    0, // defenceless squares 3 with enemy +L in hand
    0, // defenceless squares 1 with enemy +P in hand
    0, // defenceless squares 2 with enemy +P in hand
    0, // defenceless squares 3 with enemy +P in hand
    0, // defenceless squares 1 with enemy - in hand
    0, // defenceless squares 2 with enemy - in hand
    0, // defenceless squares 3 with enemy - in hand
    0, // defenceless squares 1 with enemy - in hand
    0, // defenceless squares 2 with enemy - in hand
    0, // defenceless squares 3 with enemy - in hand
];
