//! The learned shogi weights (module `shogi`), written by `washogi-engine tune fit`
//! (see the crate README, *Tuning the shogi evaluation*): do not edit by hand.
//! Data: tune-data/shogi-labelled-r4a.txt, tune-data/shogi-labelled-r4b.txt, tune-data/shogi-labelled-r5a.txt, tune-data/shogi-labelled-r5b.txt, tune-data/shogi-labelled-r6a.txt, tune-data/shogi-labelled-r6b.txt, tune-data/shogi-labelled-r7a.txt, tune-data/shogi-labelled-r7b.txt; 7973 of the 7973 features fitted; K = 0.001200 (fixed); labels' K = 0.001729,
//! lambda 0.25; epochs 600 (kept
//! 250), rate 2.976, l2 4.517e-10; started from the shipped weights. Held-out loss
//! against the results: shipped 0.215903, learned 0.215611.

use super::shogi::COUNT;

#[rustfmt::skip]
pub static WEIGHTS: [i32; COUNT] = [
    0, // material K
    566, // material R
    519, // material B
    425, // material G
    368, // material S
    171, // material N
    117, // material L
    33, // material P
    1117, // material +R
    909, // material +B
    405, // material +S
    443, // material +N
    449, // material +L
    454, // material +P
    0, // material -
    0, // material -
    0, // hand K
    1171, // hand R
    714, // hand B
    485, // hand G
    417, // hand S
    225, // hand N
    219, // hand L
    73, // hand P
    2387, // hand +R
    1616, // hand +B
    924, // hand +S
    924, // hand +N
    924, // hand +L
    924, // hand +P
    0, // hand -
    0, // hand -
    0, // hand any K
    -226, // hand any R
    -27, // hand any B
    86, // hand any G
    82, // hand any S
    138, // hand any N
    163, // hand any L
    60, // hand any P
    0, // hand any +R
    0, // hand any +B
    0, // hand any +S
    0, // hand any +N
    0, // hand any +L
    0, // hand any +P
    0, // hand any -
    0, // hand any -
    1, // square K rank 1 file edge+0
    94, // square K rank 1 file edge+1
    31, // square K rank 1 file edge+2
    -51, // square K rank 1 file edge+3
    -46, // square K rank 1 file edge+4
    61, // square K rank 2 file edge+0
    164, // square K rank 2 file edge+1
    45, // square K rank 2 file edge+2
    -55, // square K rank 2 file edge+3
    -13, // square K rank 2 file edge+4
    -31, // square K rank 3 file edge+0
    28, // square K rank 3 file edge+1
    -91, // square K rank 3 file edge+2
    -26, // square K rank 3 file edge+3
    -85, // square K rank 3 file edge+4
    -41, // square K rank 4 file edge+0
    42, // square K rank 4 file edge+1
    0, // square K rank 4 file edge+2
    -8, // square K rank 4 file edge+3
    -26, // square K rank 4 file edge+4
    -44, // square K rank 5 file edge+0
    2, // square K rank 5 file edge+1
    14, // square K rank 5 file edge+2
    12, // square K rank 5 file edge+3
    6, // square K rank 5 file edge+4
    -26, // square K rank 6 file edge+0
    5, // square K rank 6 file edge+1
    0, // square K rank 6 file edge+2
    -5, // square K rank 6 file edge+3
    -5, // square K rank 6 file edge+4
    -18, // square K rank 7 file edge+0
    18, // square K rank 7 file edge+1
    13, // square K rank 7 file edge+2
    -3, // square K rank 7 file edge+3
    4, // square K rank 7 file edge+4
    6, // square K rank 8 file edge+0
    -12, // square K rank 8 file edge+1
    17, // square K rank 8 file edge+2
    2, // square K rank 8 file edge+3
    -5, // square K rank 8 file edge+4
    -21, // square K rank 9 file edge+0
    32, // square K rank 9 file edge+1
    0, // square K rank 9 file edge+2
    12, // square K rank 9 file edge+3
    1, // square K rank 9 file edge+4
    -44, // square R rank 1 file edge+0
    -18, // square R rank 1 file edge+1
    -33, // square R rank 1 file edge+2
    4, // square R rank 1 file edge+3
    3, // square R rank 1 file edge+4
    -57, // square R rank 2 file edge+0
    -20, // square R rank 2 file edge+1
    -12, // square R rank 2 file edge+2
    14, // square R rank 2 file edge+3
    -9, // square R rank 2 file edge+4
    -20, // square R rank 3 file edge+0
    -50, // square R rank 3 file edge+1
    -47, // square R rank 3 file edge+2
    -18, // square R rank 3 file edge+3
    -48, // square R rank 3 file edge+4
    -31, // square R rank 4 file edge+0
    -25, // square R rank 4 file edge+1
    -24, // square R rank 4 file edge+2
    -45, // square R rank 4 file edge+3
    -3, // square R rank 4 file edge+4
    -62, // square R rank 5 file edge+0
    -43, // square R rank 5 file edge+1
    -32, // square R rank 5 file edge+2
    -133, // square R rank 5 file edge+3
    -124, // square R rank 5 file edge+4
    24, // square R rank 6 file edge+0
    66, // square R rank 6 file edge+1
    -26, // square R rank 6 file edge+2
    -6, // square R rank 6 file edge+3
    39, // square R rank 6 file edge+4
    195, // square R rank 7 file edge+0
    196, // square R rank 7 file edge+1
    192, // square R rank 7 file edge+2
    191, // square R rank 7 file edge+3
    199, // square R rank 7 file edge+4
    229, // square R rank 8 file edge+0
    199, // square R rank 8 file edge+1
    196, // square R rank 8 file edge+2
    261, // square R rank 8 file edge+3
    218, // square R rank 8 file edge+4
    237, // square R rank 9 file edge+0
    274, // square R rank 9 file edge+1
    223, // square R rank 9 file edge+2
    154, // square R rank 9 file edge+3
    188, // square R rank 9 file edge+4
    -117, // square B rank 1 file edge+0
    -82, // square B rank 1 file edge+1
    -55, // square B rank 1 file edge+2
    -86, // square B rank 1 file edge+3
    -87, // square B rank 1 file edge+4
    6, // square B rank 2 file edge+0
    12, // square B rank 2 file edge+1
    -6, // square B rank 2 file edge+2
    -12, // square B rank 2 file edge+3
    -5, // square B rank 2 file edge+4
    -50, // square B rank 3 file edge+0
    50, // square B rank 3 file edge+1
    10, // square B rank 3 file edge+2
    22, // square B rank 3 file edge+3
    33, // square B rank 3 file edge+4
    -3, // square B rank 4 file edge+0
    18, // square B rank 4 file edge+1
    -22, // square B rank 4 file edge+2
    45, // square B rank 4 file edge+3
    52, // square B rank 4 file edge+4
    -81, // square B rank 5 file edge+0
    -59, // square B rank 5 file edge+1
    -56, // square B rank 5 file edge+2
    21, // square B rank 5 file edge+3
    -10, // square B rank 5 file edge+4
    27, // square B rank 6 file edge+0
    -29, // square B rank 6 file edge+1
    -15, // square B rank 6 file edge+2
    -28, // square B rank 6 file edge+3
    1, // square B rank 6 file edge+4
    65, // square B rank 7 file edge+0
    65, // square B rank 7 file edge+1
    47, // square B rank 7 file edge+2
    157, // square B rank 7 file edge+3
    114, // square B rank 7 file edge+4
    21, // square B rank 8 file edge+0
    165, // square B rank 8 file edge+1
    117, // square B rank 8 file edge+2
    77, // square B rank 8 file edge+3
    52, // square B rank 8 file edge+4
    -8, // square B rank 9 file edge+0
    25, // square B rank 9 file edge+1
    -49, // square B rank 9 file edge+2
    40, // square B rank 9 file edge+3
    52, // square B rank 9 file edge+4
    -30, // square G rank 1 file edge+0
    -32, // square G rank 1 file edge+1
    41, // square G rank 1 file edge+2
    2, // square G rank 1 file edge+3
    16, // square G rank 1 file edge+4
    1, // square G rank 2 file edge+0
    92, // square G rank 2 file edge+1
    86, // square G rank 2 file edge+2
    63, // square G rank 2 file edge+3
    44, // square G rank 2 file edge+4
    -8, // square G rank 3 file edge+0
    11, // square G rank 3 file edge+1
    59, // square G rank 3 file edge+2
    77, // square G rank 3 file edge+3
    28, // square G rank 3 file edge+4
    -20, // square G rank 4 file edge+0
    9, // square G rank 4 file edge+1
    35, // square G rank 4 file edge+2
    0, // square G rank 4 file edge+3
    0, // square G rank 4 file edge+4
    -17, // square G rank 5 file edge+0
    -45, // square G rank 5 file edge+1
    48, // square G rank 5 file edge+2
    22, // square G rank 5 file edge+3
    1, // square G rank 5 file edge+4
    -10, // square G rank 6 file edge+0
    16, // square G rank 6 file edge+1
    18, // square G rank 6 file edge+2
    -22, // square G rank 6 file edge+3
    7, // square G rank 6 file edge+4
    -75, // square G rank 7 file edge+0
    13, // square G rank 7 file edge+1
    24, // square G rank 7 file edge+2
    74, // square G rank 7 file edge+3
    26, // square G rank 7 file edge+4
    -67, // square G rank 8 file edge+0
    -4, // square G rank 8 file edge+1
    30, // square G rank 8 file edge+2
    0, // square G rank 8 file edge+3
    73, // square G rank 8 file edge+4
    -156, // square G rank 9 file edge+0
    -93, // square G rank 9 file edge+1
    -24, // square G rank 9 file edge+2
    -45, // square G rank 9 file edge+3
    -60, // square G rank 9 file edge+4
    -56, // square S rank 1 file edge+0
    -135, // square S rank 1 file edge+1
    -28, // square S rank 1 file edge+2
    -43, // square S rank 1 file edge+3
    -59, // square S rank 1 file edge+4
    -6, // square S rank 2 file edge+0
    56, // square S rank 2 file edge+1
    56, // square S rank 2 file edge+2
    62, // square S rank 2 file edge+3
    78, // square S rank 2 file edge+4
    -39, // square S rank 3 file edge+0
    40, // square S rank 3 file edge+1
    72, // square S rank 3 file edge+2
    84, // square S rank 3 file edge+3
    55, // square S rank 3 file edge+4
    -40, // square S rank 4 file edge+0
    -25, // square S rank 4 file edge+1
    122, // square S rank 4 file edge+2
    50, // square S rank 4 file edge+3
    53, // square S rank 4 file edge+4
    -24, // square S rank 5 file edge+0
    3, // square S rank 5 file edge+1
    9, // square S rank 5 file edge+2
    29, // square S rank 5 file edge+3
    24, // square S rank 5 file edge+4
    -30, // square S rank 6 file edge+0
    41, // square S rank 6 file edge+1
    51, // square S rank 6 file edge+2
    8, // square S rank 6 file edge+3
    51, // square S rank 6 file edge+4
    -34, // square S rank 7 file edge+0
    1, // square S rank 7 file edge+1
    95, // square S rank 7 file edge+2
    81, // square S rank 7 file edge+3
    63, // square S rank 7 file edge+4
    -69, // square S rank 8 file edge+0
    -12, // square S rank 8 file edge+1
    11, // square S rank 8 file edge+2
    59, // square S rank 8 file edge+3
    29, // square S rank 8 file edge+4
    -43, // square S rank 9 file edge+0
    -115, // square S rank 9 file edge+1
    -32, // square S rank 9 file edge+2
    -11, // square S rank 9 file edge+3
    18, // square S rank 9 file edge+4
    -14, // square N rank 1 file edge+0
    39, // square N rank 1 file edge+1
    -37, // square N rank 1 file edge+2
    -165, // square N rank 1 file edge+3
    31, // square N rank 1 file edge+4
    -52, // square N rank 2 file edge+0
    -31, // square N rank 2 file edge+1
    -61, // square N rank 2 file edge+2
    -22, // square N rank 2 file edge+3
    -20, // square N rank 2 file edge+4
    -25, // square N rank 3 file edge+0
    -70, // square N rank 3 file edge+1
    47, // square N rank 3 file edge+2
    4, // square N rank 3 file edge+3
    46, // square N rank 3 file edge+4
    6, // square N rank 4 file edge+0
    -9, // square N rank 4 file edge+1
    8, // square N rank 4 file edge+2
    95, // square N rank 4 file edge+3
    -7, // square N rank 4 file edge+4
    43, // square N rank 5 file edge+0
    -1, // square N rank 5 file edge+1
    105, // square N rank 5 file edge+2
    28, // square N rank 5 file edge+3
    45, // square N rank 5 file edge+4
    -32, // square N rank 6 file edge+0
    -35, // square N rank 6 file edge+1
    73, // square N rank 6 file edge+2
    75, // square N rank 6 file edge+3
    79, // square N rank 6 file edge+4
    5, // square N rank 7 file edge+0
    49, // square N rank 7 file edge+1
    -79, // square N rank 7 file edge+2
    62, // square N rank 7 file edge+3
    77, // square N rank 7 file edge+4
    77, // square N rank 8 file edge+0
    77, // square N rank 8 file edge+1
    77, // square N rank 8 file edge+2
    77, // square N rank 8 file edge+3
    77, // square N rank 8 file edge+4
    77, // square N rank 9 file edge+0
    77, // square N rank 9 file edge+1
    77, // square N rank 9 file edge+2
    77, // square N rank 9 file edge+3
    77, // square N rank 9 file edge+4
    8, // square L rank 1 file edge+0
    38, // square L rank 1 file edge+1
    -12, // square L rank 1 file edge+2
    49, // square L rank 1 file edge+3
    95, // square L rank 1 file edge+4
    9, // square L rank 2 file edge+0
    3, // square L rank 2 file edge+1
    -83, // square L rank 2 file edge+2
    -13, // square L rank 2 file edge+3
    26, // square L rank 2 file edge+4
    -38, // square L rank 3 file edge+0
    -44, // square L rank 3 file edge+1
    -30, // square L rank 3 file edge+2
    -4, // square L rank 3 file edge+3
    18, // square L rank 3 file edge+4
    -28, // square L rank 4 file edge+0
    65, // square L rank 4 file edge+1
    20, // square L rank 4 file edge+2
    25, // square L rank 4 file edge+3
    6, // square L rank 4 file edge+4
    -13, // square L rank 5 file edge+0
    29, // square L rank 5 file edge+1
    2, // square L rank 5 file edge+2
    -13, // square L rank 5 file edge+3
    0, // square L rank 5 file edge+4
    31, // square L rank 6 file edge+0
    91, // square L rank 6 file edge+1
    40, // square L rank 6 file edge+2
    -36, // square L rank 6 file edge+3
    32, // square L rank 6 file edge+4
    70, // square L rank 7 file edge+0
    112, // square L rank 7 file edge+1
    128, // square L rank 7 file edge+2
    84, // square L rank 7 file edge+3
    75, // square L rank 7 file edge+4
    79, // square L rank 8 file edge+0
    75, // square L rank 8 file edge+1
    90, // square L rank 8 file edge+2
    89, // square L rank 8 file edge+3
    63, // square L rank 8 file edge+4
    118, // square L rank 9 file edge+0
    118, // square L rank 9 file edge+1
    118, // square L rank 9 file edge+2
    118, // square L rank 9 file edge+3
    118, // square L rank 9 file edge+4
    52, // square P rank 1 file edge+0
    63, // square P rank 1 file edge+1
    42, // square P rank 1 file edge+2
    38, // square P rank 1 file edge+3
    34, // square P rank 1 file edge+4
    33, // square P rank 2 file edge+0
    64, // square P rank 2 file edge+1
    36, // square P rank 2 file edge+2
    22, // square P rank 2 file edge+3
    9, // square P rank 2 file edge+4
    60, // square P rank 3 file edge+0
    35, // square P rank 3 file edge+1
    -7, // square P rank 3 file edge+2
    19, // square P rank 3 file edge+3
    22, // square P rank 3 file edge+4
    72, // square P rank 4 file edge+0
    32, // square P rank 4 file edge+1
    25, // square P rank 4 file edge+2
    59, // square P rank 4 file edge+3
    55, // square P rank 4 file edge+4
    44, // square P rank 5 file edge+0
    40, // square P rank 5 file edge+1
    25, // square P rank 5 file edge+2
    48, // square P rank 5 file edge+3
    60, // square P rank 5 file edge+4
    114, // square P rank 6 file edge+0
    120, // square P rank 6 file edge+1
    87, // square P rank 6 file edge+2
    122, // square P rank 6 file edge+3
    155, // square P rank 6 file edge+4
    122, // square P rank 7 file edge+0
    158, // square P rank 7 file edge+1
    122, // square P rank 7 file edge+2
    159, // square P rank 7 file edge+3
    158, // square P rank 7 file edge+4
    119, // square P rank 8 file edge+0
    59, // square P rank 8 file edge+1
    60, // square P rank 8 file edge+2
    91, // square P rank 8 file edge+3
    109, // square P rank 8 file edge+4
    248, // square P rank 9 file edge+0
    248, // square P rank 9 file edge+1
    248, // square P rank 9 file edge+2
    248, // square P rank 9 file edge+3
    248, // square P rank 9 file edge+4
    24, // square +R rank 1 file edge+0
    -21, // square +R rank 1 file edge+1
    -27, // square +R rank 1 file edge+2
    -25, // square +R rank 1 file edge+3
    1, // square +R rank 1 file edge+4
    -15, // square +R rank 2 file edge+0
    -98, // square +R rank 2 file edge+1
    -24, // square +R rank 2 file edge+2
    4, // square +R rank 2 file edge+3
    39, // square +R rank 2 file edge+4
    3, // square +R rank 3 file edge+0
    -49, // square +R rank 3 file edge+1
    -11, // square +R rank 3 file edge+2
    32, // square +R rank 3 file edge+3
    27, // square +R rank 3 file edge+4
    1, // square +R rank 4 file edge+0
    -34, // square +R rank 4 file edge+1
    -19, // square +R rank 4 file edge+2
    -14, // square +R rank 4 file edge+3
    -16, // square +R rank 4 file edge+4
    -70, // square +R rank 5 file edge+0
    -20, // square +R rank 5 file edge+1
    -1, // square +R rank 5 file edge+2
    -25, // square +R rank 5 file edge+3
    -33, // square +R rank 5 file edge+4
    -101, // square +R rank 6 file edge+0
    -17, // square +R rank 6 file edge+1
    -81, // square +R rank 6 file edge+2
    -44, // square +R rank 6 file edge+3
    -33, // square +R rank 6 file edge+4
    -82, // square +R rank 7 file edge+0
    6, // square +R rank 7 file edge+1
    -6, // square +R rank 7 file edge+2
    -27, // square +R rank 7 file edge+3
    -2, // square +R rank 7 file edge+4
    22, // square +R rank 8 file edge+0
    64, // square +R rank 8 file edge+1
    37, // square +R rank 8 file edge+2
    76, // square +R rank 8 file edge+3
    100, // square +R rank 8 file edge+4
    13, // square +R rank 9 file edge+0
    25, // square +R rank 9 file edge+1
    32, // square +R rank 9 file edge+2
    -21, // square +R rank 9 file edge+3
    26, // square +R rank 9 file edge+4
    -23, // square +B rank 1 file edge+0
    -8, // square +B rank 1 file edge+1
    -5, // square +B rank 1 file edge+2
    -1, // square +B rank 1 file edge+3
    -29, // square +B rank 1 file edge+4
    -20, // square +B rank 2 file edge+0
    24, // square +B rank 2 file edge+1
    -31, // square +B rank 2 file edge+2
    15, // square +B rank 2 file edge+3
    -2, // square +B rank 2 file edge+4
    -40, // square +B rank 3 file edge+0
    7, // square +B rank 3 file edge+1
    39, // square +B rank 3 file edge+2
    19, // square +B rank 3 file edge+3
    6, // square +B rank 3 file edge+4
    -20, // square +B rank 4 file edge+0
    -11, // square +B rank 4 file edge+1
    28, // square +B rank 4 file edge+2
    65, // square +B rank 4 file edge+3
    26, // square +B rank 4 file edge+4
    -36, // square +B rank 5 file edge+0
    -19, // square +B rank 5 file edge+1
    -9, // square +B rank 5 file edge+2
    29, // square +B rank 5 file edge+3
    49, // square +B rank 5 file edge+4
    -41, // square +B rank 6 file edge+0
    34, // square +B rank 6 file edge+1
    21, // square +B rank 6 file edge+2
    43, // square +B rank 6 file edge+3
    57, // square +B rank 6 file edge+4
    -15, // square +B rank 7 file edge+0
    -17, // square +B rank 7 file edge+1
    -26, // square +B rank 7 file edge+2
    4, // square +B rank 7 file edge+3
    -19, // square +B rank 7 file edge+4
    -7, // square +B rank 8 file edge+0
    -7, // square +B rank 8 file edge+1
    -23, // square +B rank 8 file edge+2
    52, // square +B rank 8 file edge+3
    54, // square +B rank 8 file edge+4
    -33, // square +B rank 9 file edge+0
    -61, // square +B rank 9 file edge+1
    2, // square +B rank 9 file edge+2
    22, // square +B rank 9 file edge+3
    4, // square +B rank 9 file edge+4
    0, // square +S rank 1 file edge+0
    0, // square +S rank 1 file edge+1
    0, // square +S rank 1 file edge+2
    0, // square +S rank 1 file edge+3
    0, // square +S rank 1 file edge+4
    4, // square +S rank 2 file edge+0
    4, // square +S rank 2 file edge+1
    4, // square +S rank 2 file edge+2
    4, // square +S rank 2 file edge+3
    4, // square +S rank 2 file edge+4
    9, // square +S rank 3 file edge+0
    9, // square +S rank 3 file edge+1
    9, // square +S rank 3 file edge+2
    9, // square +S rank 3 file edge+3
    9, // square +S rank 3 file edge+4
    11, // square +S rank 4 file edge+0
    13, // square +S rank 4 file edge+1
    13, // square +S rank 4 file edge+2
    13, // square +S rank 4 file edge+3
    13, // square +S rank 4 file edge+4
    10, // square +S rank 5 file edge+0
    13, // square +S rank 5 file edge+1
    9, // square +S rank 5 file edge+2
    8, // square +S rank 5 file edge+3
    29, // square +S rank 5 file edge+4
    27, // square +S rank 6 file edge+0
    -55, // square +S rank 6 file edge+1
    21, // square +S rank 6 file edge+2
    53, // square +S rank 6 file edge+3
    -2, // square +S rank 6 file edge+4
    -74, // square +S rank 7 file edge+0
    30, // square +S rank 7 file edge+1
    -18, // square +S rank 7 file edge+2
    88, // square +S rank 7 file edge+3
    32, // square +S rank 7 file edge+4
    -26, // square +S rank 8 file edge+0
    15, // square +S rank 8 file edge+1
    28, // square +S rank 8 file edge+2
    70, // square +S rank 8 file edge+3
    28, // square +S rank 8 file edge+4
    -101, // square +S rank 9 file edge+0
    -118, // square +S rank 9 file edge+1
    23, // square +S rank 9 file edge+2
    -53, // square +S rank 9 file edge+3
    11, // square +S rank 9 file edge+4
    0, // square +N rank 1 file edge+0
    0, // square +N rank 1 file edge+1
    0, // square +N rank 1 file edge+2
    0, // square +N rank 1 file edge+3
    0, // square +N rank 1 file edge+4
    4, // square +N rank 2 file edge+0
    4, // square +N rank 2 file edge+1
    4, // square +N rank 2 file edge+2
    4, // square +N rank 2 file edge+3
    4, // square +N rank 2 file edge+4
    9, // square +N rank 3 file edge+0
    9, // square +N rank 3 file edge+1
    9, // square +N rank 3 file edge+2
    9, // square +N rank 3 file edge+3
    9, // square +N rank 3 file edge+4
    13, // square +N rank 4 file edge+0
    7, // square +N rank 4 file edge+1
    16, // square +N rank 4 file edge+2
    13, // square +N rank 4 file edge+3
    13, // square +N rank 4 file edge+4
    -10, // square +N rank 5 file edge+0
    10, // square +N rank 5 file edge+1
    19, // square +N rank 5 file edge+2
    22, // square +N rank 5 file edge+3
    26, // square +N rank 5 file edge+4
    22, // square +N rank 6 file edge+0
    1, // square +N rank 6 file edge+1
    -4, // square +N rank 6 file edge+2
    18, // square +N rank 6 file edge+3
    39, // square +N rank 6 file edge+4
    -20, // square +N rank 7 file edge+0
    26, // square +N rank 7 file edge+1
    29, // square +N rank 7 file edge+2
    90, // square +N rank 7 file edge+3
    57, // square +N rank 7 file edge+4
    22, // square +N rank 8 file edge+0
    26, // square +N rank 8 file edge+1
    -10, // square +N rank 8 file edge+2
    34, // square +N rank 8 file edge+3
    5, // square +N rank 8 file edge+4
    -137, // square +N rank 9 file edge+0
    -54, // square +N rank 9 file edge+1
    -2, // square +N rank 9 file edge+2
    -31, // square +N rank 9 file edge+3
    -88, // square +N rank 9 file edge+4
    0, // square +L rank 1 file edge+0
    0, // square +L rank 1 file edge+1
    0, // square +L rank 1 file edge+2
    0, // square +L rank 1 file edge+3
    0, // square +L rank 1 file edge+4
    4, // square +L rank 2 file edge+0
    4, // square +L rank 2 file edge+1
    4, // square +L rank 2 file edge+2
    4, // square +L rank 2 file edge+3
    4, // square +L rank 2 file edge+4
    9, // square +L rank 3 file edge+0
    9, // square +L rank 3 file edge+1
    9, // square +L rank 3 file edge+2
    9, // square +L rank 3 file edge+3
    9, // square +L rank 3 file edge+4
    19, // square +L rank 4 file edge+0
    13, // square +L rank 4 file edge+1
    13, // square +L rank 4 file edge+2
    13, // square +L rank 4 file edge+3
    13, // square +L rank 4 file edge+4
    14, // square +L rank 5 file edge+0
    14, // square +L rank 5 file edge+1
    17, // square +L rank 5 file edge+2
    16, // square +L rank 5 file edge+3
    15, // square +L rank 5 file edge+4
    19, // square +L rank 6 file edge+0
    26, // square +L rank 6 file edge+1
    26, // square +L rank 6 file edge+2
    43, // square +L rank 6 file edge+3
    24, // square +L rank 6 file edge+4
    -79, // square +L rank 7 file edge+0
    87, // square +L rank 7 file edge+1
    37, // square +L rank 7 file edge+2
    41, // square +L rank 7 file edge+3
    43, // square +L rank 7 file edge+4
    -112, // square +L rank 8 file edge+0
    -10, // square +L rank 8 file edge+1
    40, // square +L rank 8 file edge+2
    30, // square +L rank 8 file edge+3
    42, // square +L rank 8 file edge+4
    -112, // square +L rank 9 file edge+0
    -67, // square +L rank 9 file edge+1
    -66, // square +L rank 9 file edge+2
    14, // square +L rank 9 file edge+3
    -13, // square +L rank 9 file edge+4
    0, // square +P rank 1 file edge+0
    0, // square +P rank 1 file edge+1
    0, // square +P rank 1 file edge+2
    0, // square +P rank 1 file edge+3
    0, // square +P rank 1 file edge+4
    4, // square +P rank 2 file edge+0
    4, // square +P rank 2 file edge+1
    4, // square +P rank 2 file edge+2
    4, // square +P rank 2 file edge+3
    4, // square +P rank 2 file edge+4
    9, // square +P rank 3 file edge+0
    9, // square +P rank 3 file edge+1
    9, // square +P rank 3 file edge+2
    9, // square +P rank 3 file edge+3
    9, // square +P rank 3 file edge+4
    14, // square +P rank 4 file edge+0
    14, // square +P rank 4 file edge+1
    7, // square +P rank 4 file edge+2
    13, // square +P rank 4 file edge+3
    13, // square +P rank 4 file edge+4
    13, // square +P rank 5 file edge+0
    16, // square +P rank 5 file edge+1
    13, // square +P rank 5 file edge+2
    38, // square +P rank 5 file edge+3
    18, // square +P rank 5 file edge+4
    68, // square +P rank 6 file edge+0
    11, // square +P rank 6 file edge+1
    1, // square +P rank 6 file edge+2
    58, // square +P rank 6 file edge+3
    32, // square +P rank 6 file edge+4
    -36, // square +P rank 7 file edge+0
    40, // square +P rank 7 file edge+1
    105, // square +P rank 7 file edge+2
    87, // square +P rank 7 file edge+3
    90, // square +P rank 7 file edge+4
    -47, // square +P rank 8 file edge+0
    -53, // square +P rank 8 file edge+1
    47, // square +P rank 8 file edge+2
    58, // square +P rank 8 file edge+3
    42, // square +P rank 8 file edge+4
    -121, // square +P rank 9 file edge+0
    -178, // square +P rank 9 file edge+1
    -102, // square +P rank 9 file edge+2
    -105, // square +P rank 9 file edge+3
    8, // square +P rank 9 file edge+4
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
    22, // mobility R
    20, // mobility B
    0, // mobility G
    0, // mobility S
    0, // mobility N
    33, // mobility L
    0, // mobility P
    10, // mobility +R
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
    21, // defends R files 0 ahead -2
    5, // defends R files 0 ahead -1
    15, // defends R files 0 ahead 0
    -35, // defends R files 0 ahead 1
    16, // defends R files 0 ahead 2
    14, // defends R files 1 ahead -2
    -14, // defends R files 1 ahead -1
    -50, // defends R files 1 ahead 0
    -33, // defends R files 1 ahead 1
    -10, // defends R files 1 ahead 2
    0, // defends R files 2 ahead -2
    -3, // defends R files 2 ahead -1
    -37, // defends R files 2 ahead 0
    -20, // defends R files 2 ahead 1
    -16, // defends R files 2 ahead 2
    -1, // defends B files 0 ahead -2
    -8, // defends B files 0 ahead -1
    15, // defends B files 0 ahead 0
    25, // defends B files 0 ahead 1
    5, // defends B files 0 ahead 2
    14, // defends B files 1 ahead -2
    -30, // defends B files 1 ahead -1
    24, // defends B files 1 ahead 0
    20, // defends B files 1 ahead 1
    20, // defends B files 1 ahead 2
    -20, // defends B files 2 ahead -2
    -50, // defends B files 2 ahead -1
    19, // defends B files 2 ahead 0
    -1, // defends B files 2 ahead 1
    -15, // defends B files 2 ahead 2
    51, // defends G files 0 ahead -2
    47, // defends G files 0 ahead -1
    15, // defends G files 0 ahead 0
    62, // defends G files 0 ahead 1
    50, // defends G files 0 ahead 2
    80, // defends G files 1 ahead -2
    39, // defends G files 1 ahead -1
    34, // defends G files 1 ahead 0
    67, // defends G files 1 ahead 1
    54, // defends G files 1 ahead 2
    34, // defends G files 2 ahead -2
    50, // defends G files 2 ahead -1
    56, // defends G files 2 ahead 0
    49, // defends G files 2 ahead 1
    56, // defends G files 2 ahead 2
    39, // defends S files 0 ahead -2
    49, // defends S files 0 ahead -1
    15, // defends S files 0 ahead 0
    60, // defends S files 0 ahead 1
    39, // defends S files 0 ahead 2
    70, // defends S files 1 ahead -2
    45, // defends S files 1 ahead -1
    59, // defends S files 1 ahead 0
    44, // defends S files 1 ahead 1
    55, // defends S files 1 ahead 2
    25, // defends S files 2 ahead -2
    44, // defends S files 2 ahead -1
    62, // defends S files 2 ahead 0
    45, // defends S files 2 ahead 1
    32, // defends S files 2 ahead 2
    40, // defends N files 0 ahead -2
    33, // defends N files 0 ahead -1
    15, // defends N files 0 ahead 0
    46, // defends N files 0 ahead 1
    8, // defends N files 0 ahead 2
    73, // defends N files 1 ahead -2
    43, // defends N files 1 ahead -1
    40, // defends N files 1 ahead 0
    45, // defends N files 1 ahead 1
    26, // defends N files 1 ahead 2
    12, // defends N files 2 ahead -2
    11, // defends N files 2 ahead -1
    -25, // defends N files 2 ahead 0
    -10, // defends N files 2 ahead 1
    -16, // defends N files 2 ahead 2
    7, // defends L files 0 ahead -2
    -23, // defends L files 0 ahead -1
    15, // defends L files 0 ahead 0
    70, // defends L files 0 ahead 1
    30, // defends L files 0 ahead 2
    33, // defends L files 1 ahead -2
    45, // defends L files 1 ahead -1
    83, // defends L files 1 ahead 0
    12, // defends L files 1 ahead 1
    57, // defends L files 1 ahead 2
    34, // defends L files 2 ahead -2
    61, // defends L files 2 ahead -1
    39, // defends L files 2 ahead 0
    35, // defends L files 2 ahead 1
    41, // defends L files 2 ahead 2
    -6, // defends P files 0 ahead -2
    12, // defends P files 0 ahead -1
    15, // defends P files 0 ahead 0
    63, // defends P files 0 ahead 1
    44, // defends P files 0 ahead 2
    39, // defends P files 1 ahead -2
    30, // defends P files 1 ahead -1
    41, // defends P files 1 ahead 0
    69, // defends P files 1 ahead 1
    53, // defends P files 1 ahead 2
    28, // defends P files 2 ahead -2
    3, // defends P files 2 ahead -1
    -2, // defends P files 2 ahead 0
    10, // defends P files 2 ahead 1
    12, // defends P files 2 ahead 2
    2, // defends +R files 0 ahead -2
    10, // defends +R files 0 ahead -1
    15, // defends +R files 0 ahead 0
    -10, // defends +R files 0 ahead 1
    -12, // defends +R files 0 ahead 2
    -4, // defends +R files 1 ahead -2
    41, // defends +R files 1 ahead -1
    -56, // defends +R files 1 ahead 0
    -8, // defends +R files 1 ahead 1
    -22, // defends +R files 1 ahead 2
    3, // defends +R files 2 ahead -2
    -3, // defends +R files 2 ahead -1
    -30, // defends +R files 2 ahead 0
    -27, // defends +R files 2 ahead 1
    11, // defends +R files 2 ahead 2
    14, // defends +B files 0 ahead -2
    11, // defends +B files 0 ahead -1
    15, // defends +B files 0 ahead 0
    1, // defends +B files 0 ahead 1
    -3, // defends +B files 0 ahead 2
    7, // defends +B files 1 ahead -2
    15, // defends +B files 1 ahead -1
    -17, // defends +B files 1 ahead 0
    23, // defends +B files 1 ahead 1
    33, // defends +B files 1 ahead 2
    15, // defends +B files 2 ahead -2
    8, // defends +B files 2 ahead -1
    27, // defends +B files 2 ahead 0
    37, // defends +B files 2 ahead 1
    29, // defends +B files 2 ahead 2
    -2, // defends +S files 0 ahead -2
    -2, // defends +S files 0 ahead -1
    15, // defends +S files 0 ahead 0
    -1, // defends +S files 0 ahead 1
    -2, // defends +S files 0 ahead 2
    -3, // defends +S files 1 ahead -2
    13, // defends +S files 1 ahead -1
    13, // defends +S files 1 ahead 0
    9, // defends +S files 1 ahead 1
    0, // defends +S files 1 ahead 2
    0, // defends +S files 2 ahead -2
    4, // defends +S files 2 ahead -1
    2, // defends +S files 2 ahead 0
    4, // defends +S files 2 ahead 1
    -8, // defends +S files 2 ahead 2
    1, // defends +N files 0 ahead -2
    5, // defends +N files 0 ahead -1
    15, // defends +N files 0 ahead 0
    19, // defends +N files 0 ahead 1
    9, // defends +N files 0 ahead 2
    -9, // defends +N files 1 ahead -2
    9, // defends +N files 1 ahead -1
    22, // defends +N files 1 ahead 0
    20, // defends +N files 1 ahead 1
    -20, // defends +N files 1 ahead 2
    0, // defends +N files 2 ahead -2
    -5, // defends +N files 2 ahead -1
    1, // defends +N files 2 ahead 0
    -20, // defends +N files 2 ahead 1
    -14, // defends +N files 2 ahead 2
    3, // defends +L files 0 ahead -2
    26, // defends +L files 0 ahead -1
    15, // defends +L files 0 ahead 0
    27, // defends +L files 0 ahead 1
    -27, // defends +L files 0 ahead 2
    -2, // defends +L files 1 ahead -2
    6, // defends +L files 1 ahead -1
    16, // defends +L files 1 ahead 0
    25, // defends +L files 1 ahead 1
    -21, // defends +L files 1 ahead 2
    1, // defends +L files 2 ahead -2
    -1, // defends +L files 2 ahead -1
    -4, // defends +L files 2 ahead 0
    -17, // defends +L files 2 ahead 1
    6, // defends +L files 2 ahead 2
    -4, // defends +P files 0 ahead -2
    26, // defends +P files 0 ahead -1
    15, // defends +P files 0 ahead 0
    17, // defends +P files 0 ahead 1
    16, // defends +P files 0 ahead 2
    -8, // defends +P files 1 ahead -2
    30, // defends +P files 1 ahead -1
    0, // defends +P files 1 ahead 0
    -13, // defends +P files 1 ahead 1
    24, // defends +P files 1 ahead 2
    3, // defends +P files 2 ahead -2
    0, // defends +P files 2 ahead -1
    -9, // defends +P files 2 ahead 0
    7, // defends +P files 2 ahead 1
    -11, // defends +P files 2 ahead 2
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
    56, // attacks R files 0 ahead -2
    21, // attacks R files 0 ahead -1
    21, // attacks R files 0 ahead 0
    21, // attacks R files 0 ahead 1
    25, // attacks R files 0 ahead 2
    18, // attacks R files 1 ahead -2
    2, // attacks R files 1 ahead -1
    21, // attacks R files 1 ahead 0
    -14, // attacks R files 1 ahead 1
    -87, // attacks R files 1 ahead 2
    46, // attacks R files 2 ahead -2
    -2, // attacks R files 2 ahead -1
    34, // attacks R files 2 ahead 0
    45, // attacks R files 2 ahead 1
    8, // attacks R files 2 ahead 2
    9, // attacks B files 0 ahead -2
    -5, // attacks B files 0 ahead -1
    21, // attacks B files 0 ahead 0
    -4, // attacks B files 0 ahead 1
    -8, // attacks B files 0 ahead 2
    29, // attacks B files 1 ahead -2
    21, // attacks B files 1 ahead -1
    -8, // attacks B files 1 ahead 0
    21, // attacks B files 1 ahead 1
    10, // attacks B files 1 ahead 2
    56, // attacks B files 2 ahead -2
    -33, // attacks B files 2 ahead -1
    -28, // attacks B files 2 ahead 0
    9, // attacks B files 2 ahead 1
    21, // attacks B files 2 ahead 2
    24, // attacks G files 0 ahead -2
    21, // attacks G files 0 ahead -1
    21, // attacks G files 0 ahead 0
    21, // attacks G files 0 ahead 1
    90, // attacks G files 0 ahead 2
    9, // attacks G files 1 ahead -2
    8, // attacks G files 1 ahead -1
    21, // attacks G files 1 ahead 0
    21, // attacks G files 1 ahead 1
    151, // attacks G files 1 ahead 2
    -5, // attacks G files 2 ahead -2
    12, // attacks G files 2 ahead -1
    75, // attacks G files 2 ahead 0
    119, // attacks G files 2 ahead 1
    66, // attacks G files 2 ahead 2
    14, // attacks S files 0 ahead -2
    15, // attacks S files 0 ahead -1
    21, // attacks S files 0 ahead 0
    21, // attacks S files 0 ahead 1
    64, // attacks S files 0 ahead 2
    30, // attacks S files 1 ahead -2
    21, // attacks S files 1 ahead -1
    47, // attacks S files 1 ahead 0
    21, // attacks S files 1 ahead 1
    89, // attacks S files 1 ahead 2
    15, // attacks S files 2 ahead -2
    45, // attacks S files 2 ahead -1
    34, // attacks S files 2 ahead 0
    83, // attacks S files 2 ahead 1
    22, // attacks S files 2 ahead 2
    23, // attacks N files 0 ahead -2
    16, // attacks N files 0 ahead -1
    21, // attacks N files 0 ahead 0
    -89, // attacks N files 0 ahead 1
    23, // attacks N files 0 ahead 2
    27, // attacks N files 1 ahead -2
    13, // attacks N files 1 ahead -1
    -21, // attacks N files 1 ahead 0
    -37, // attacks N files 1 ahead 1
    21, // attacks N files 1 ahead 2
    32, // attacks N files 2 ahead -2
    36, // attacks N files 2 ahead -1
    9, // attacks N files 2 ahead 0
    -11, // attacks N files 2 ahead 1
    18, // attacks N files 2 ahead 2
    25, // attacks L files 0 ahead -2
    15, // attacks L files 0 ahead -1
    21, // attacks L files 0 ahead 0
    21, // attacks L files 0 ahead 1
    80, // attacks L files 0 ahead 2
    19, // attacks L files 1 ahead -2
    32, // attacks L files 1 ahead -1
    -26, // attacks L files 1 ahead 0
    -85, // attacks L files 1 ahead 1
    -11, // attacks L files 1 ahead 2
    21, // attacks L files 2 ahead -2
    15, // attacks L files 2 ahead -1
    -17, // attacks L files 2 ahead 0
    -8, // attacks L files 2 ahead 1
    7, // attacks L files 2 ahead 2
    1, // attacks P files 0 ahead -2
    -20, // attacks P files 0 ahead -1
    21, // attacks P files 0 ahead 0
    21, // attacks P files 0 ahead 1
    70, // attacks P files 0 ahead 2
    20, // attacks P files 1 ahead -2
    -38, // attacks P files 1 ahead -1
    -126, // attacks P files 1 ahead 0
    -8, // attacks P files 1 ahead 1
    38, // attacks P files 1 ahead 2
    -3, // attacks P files 2 ahead -2
    -72, // attacks P files 2 ahead -1
    -46, // attacks P files 2 ahead 0
    20, // attacks P files 2 ahead 1
    7, // attacks P files 2 ahead 2
    118, // attacks +R files 0 ahead -2
    21, // attacks +R files 0 ahead -1
    21, // attacks +R files 0 ahead 0
    21, // attacks +R files 0 ahead 1
    9, // attacks +R files 0 ahead 2
    66, // attacks +R files 1 ahead -2
    21, // attacks +R files 1 ahead -1
    21, // attacks +R files 1 ahead 0
    21, // attacks +R files 1 ahead 1
    2, // attacks +R files 1 ahead 2
    113, // attacks +R files 2 ahead -2
    44, // attacks +R files 2 ahead -1
    150, // attacks +R files 2 ahead 0
    57, // attacks +R files 2 ahead 1
    -1, // attacks +R files 2 ahead 2
    45, // attacks +B files 0 ahead -2
    21, // attacks +B files 0 ahead -1
    21, // attacks +B files 0 ahead 0
    21, // attacks +B files 0 ahead 1
    6, // attacks +B files 0 ahead 2
    7, // attacks +B files 1 ahead -2
    21, // attacks +B files 1 ahead -1
    21, // attacks +B files 1 ahead 0
    21, // attacks +B files 1 ahead 1
    1, // attacks +B files 1 ahead 2
    56, // attacks +B files 2 ahead -2
    26, // attacks +B files 2 ahead -1
    13, // attacks +B files 2 ahead 0
    18, // attacks +B files 2 ahead 1
    45, // attacks +B files 2 ahead 2
    14, // attacks +S files 0 ahead -2
    21, // attacks +S files 0 ahead -1
    21, // attacks +S files 0 ahead 0
    21, // attacks +S files 0 ahead 1
    37, // attacks +S files 0 ahead 2
    5, // attacks +S files 1 ahead -2
    31, // attacks +S files 1 ahead -1
    21, // attacks +S files 1 ahead 0
    21, // attacks +S files 1 ahead 1
    94, // attacks +S files 1 ahead 2
    -3, // attacks +S files 2 ahead -2
    8, // attacks +S files 2 ahead -1
    41, // attacks +S files 2 ahead 0
    119, // attacks +S files 2 ahead 1
    44, // attacks +S files 2 ahead 2
    36, // attacks +N files 0 ahead -2
    21, // attacks +N files 0 ahead -1
    21, // attacks +N files 0 ahead 0
    21, // attacks +N files 0 ahead 1
    71, // attacks +N files 0 ahead 2
    12, // attacks +N files 1 ahead -2
    23, // attacks +N files 1 ahead -1
    21, // attacks +N files 1 ahead 0
    21, // attacks +N files 1 ahead 1
    125, // attacks +N files 1 ahead 2
    21, // attacks +N files 2 ahead -2
    31, // attacks +N files 2 ahead -1
    73, // attacks +N files 2 ahead 0
    126, // attacks +N files 2 ahead 1
    100, // attacks +N files 2 ahead 2
    19, // attacks +L files 0 ahead -2
    21, // attacks +L files 0 ahead -1
    21, // attacks +L files 0 ahead 0
    21, // attacks +L files 0 ahead 1
    35, // attacks +L files 0 ahead 2
    1, // attacks +L files 1 ahead -2
    34, // attacks +L files 1 ahead -1
    21, // attacks +L files 1 ahead 0
    21, // attacks +L files 1 ahead 1
    81, // attacks +L files 1 ahead 2
    28, // attacks +L files 2 ahead -2
    1, // attacks +L files 2 ahead -1
    50, // attacks +L files 2 ahead 0
    137, // attacks +L files 2 ahead 1
    84, // attacks +L files 2 ahead 2
    -1, // attacks +P files 0 ahead -2
    21, // attacks +P files 0 ahead -1
    21, // attacks +P files 0 ahead 0
    21, // attacks +P files 0 ahead 1
    137, // attacks +P files 0 ahead 2
    21, // attacks +P files 1 ahead -2
    52, // attacks +P files 1 ahead -1
    21, // attacks +P files 1 ahead 0
    21, // attacks +P files 1 ahead 1
    231, // attacks +P files 1 ahead 2
    -24, // attacks +P files 2 ahead -2
    89, // attacks +P files 2 ahead -1
    101, // attacks +P files 2 ahead 0
    158, // attacks +P files 2 ahead 1
    158, // attacks +P files 2 ahead 2
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
    -113, // king attacked squares 0
    -69, // king attacked squares 1
    -21, // king attacked squares 2
    19, // king attacked squares 3
    -1, // king attacked squares 4
    -98, // king attacked squares 5
    -87, // king attacked squares 6
    -128, // king attacked squares 7
    -144, // king attacked squares 8
    -8, // king escapes 0
    66, // king escapes 1
    66, // king escapes 2
    67, // king escapes 3
    59, // king escapes 4
    36, // king escapes 5
    10, // king escapes 6
    -92, // king escapes 7
    -21, // king escapes 8
    -14, // attacked squares x enemy hand
    -9, // attackers x enemy hand
    143, // tempo
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
    -1, // own king R files -3 ahead -3
    4, // own king R files -3 ahead -2
    -19, // own king R files -3 ahead -1
    -46, // own king R files -3 ahead +0
    -22, // own king R files -3 ahead +1
    12, // own king R files -3 ahead +2
    10, // own king R files -3 ahead +3
    -13, // own king R files -3 ahead +4
    -2, // own king R files -3 ahead +5
    -6, // own king R files -3 ahead +6
    1, // own king R files -3 ahead +7
    10, // own king R files -3 ahead +8
    -6, // own king R files -2 ahead -8
    -1, // own king R files -2 ahead -7
    0, // own king R files -2 ahead -6
    0, // own king R files -2 ahead -5
    -3, // own king R files -2 ahead -4
    -1, // own king R files -2 ahead -3
    1, // own king R files -2 ahead -2
    1, // own king R files -2 ahead -1
    -40, // own king R files -2 ahead +0
    3, // own king R files -2 ahead +1
    13, // own king R files -2 ahead +2
    -7, // own king R files -2 ahead +3
    -21, // own king R files -2 ahead +4
    50, // own king R files -2 ahead +5
    -15, // own king R files -2 ahead +6
    -15, // own king R files -2 ahead +7
    23, // own king R files -2 ahead +8
    0, // own king R files -1 ahead -8
    -1, // own king R files -1 ahead -7
    0, // own king R files -1 ahead -6
    0, // own king R files -1 ahead -5
    0, // own king R files -1 ahead -4
    1, // own king R files -1 ahead -3
    2, // own king R files -1 ahead -2
    -31, // own king R files -1 ahead -1
    -67, // own king R files -1 ahead +0
    -17, // own king R files -1 ahead +1
    -24, // own king R files -1 ahead +2
    -80, // own king R files -1 ahead +3
    -59, // own king R files -1 ahead +4
    -7, // own king R files -1 ahead +5
    18, // own king R files -1 ahead +6
    49, // own king R files -1 ahead +7
    5, // own king R files -1 ahead +8
    0, // own king R files +0 ahead -8
    0, // own king R files +0 ahead -7
    0, // own king R files +0 ahead -6
    1, // own king R files +0 ahead -5
    1, // own king R files +0 ahead -4
    1, // own king R files +0 ahead -3
    21, // own king R files +0 ahead -2
    -10, // own king R files +0 ahead -1
    0, // own king R files +0 ahead +0
    -50, // own king R files +0 ahead +1
    16, // own king R files +0 ahead +2
    -58, // own king R files +0 ahead +3
    24, // own king R files +0 ahead +4
    22, // own king R files +0 ahead +5
    1, // own king R files +0 ahead +6
    20, // own king R files +0 ahead +7
    0, // own king R files +0 ahead +8
    0, // own king R files +1 ahead -8
    -1, // own king R files +1 ahead -7
    -2, // own king R files +1 ahead -6
    -1, // own king R files +1 ahead -5
    -2, // own king R files +1 ahead -4
    3, // own king R files +1 ahead -3
    14, // own king R files +1 ahead -2
    2, // own king R files +1 ahead -1
    2, // own king R files +1 ahead +0
    -32, // own king R files +1 ahead +1
    13, // own king R files +1 ahead +2
    -60, // own king R files +1 ahead +3
    -8, // own king R files +1 ahead +4
    -6, // own king R files +1 ahead +5
    14, // own king R files +1 ahead +6
    32, // own king R files +1 ahead +7
    -73, // own king R files +1 ahead +8
    0, // own king R files +2 ahead -8
    0, // own king R files +2 ahead -7
    0, // own king R files +2 ahead -6
    3, // own king R files +2 ahead -5
    1, // own king R files +2 ahead -4
    13, // own king R files +2 ahead -3
    -1, // own king R files +2 ahead -2
    -5, // own king R files +2 ahead -1
    3, // own king R files +2 ahead +0
    -24, // own king R files +2 ahead +1
    -28, // own king R files +2 ahead +2
    -59, // own king R files +2 ahead +3
    -55, // own king R files +2 ahead +4
    -24, // own king R files +2 ahead +5
    -6, // own king R files +2 ahead +6
    15, // own king R files +2 ahead +7
    -11, // own king R files +2 ahead +8
    -2, // own king R files +3 ahead -8
    0, // own king R files +3 ahead -7
    0, // own king R files +3 ahead -6
    3, // own king R files +3 ahead -5
    2, // own king R files +3 ahead -4
    8, // own king R files +3 ahead -3
    1, // own king R files +3 ahead -2
    -13, // own king R files +3 ahead -1
    -43, // own king R files +3 ahead +0
    -26, // own king R files +3 ahead +1
    -32, // own king R files +3 ahead +2
    -58, // own king R files +3 ahead +3
    6, // own king R files +3 ahead +4
    23, // own king R files +3 ahead +5
    14, // own king R files +3 ahead +6
    12, // own king R files +3 ahead +7
    -13, // own king R files +3 ahead +8
    8, // own king R files +4 ahead -8
    1, // own king R files +4 ahead -7
    10, // own king R files +4 ahead -6
    -7, // own king R files +4 ahead -5
    4, // own king R files +4 ahead -4
    -30, // own king R files +4 ahead -3
    20, // own king R files +4 ahead -2
    -17, // own king R files +4 ahead -1
    -16, // own king R files +4 ahead +0
    -1, // own king R files +4 ahead +1
    11, // own king R files +4 ahead +2
    -19, // own king R files +4 ahead +3
    4, // own king R files +4 ahead +4
    -8, // own king R files +4 ahead +5
    -10, // own king R files +4 ahead +6
    30, // own king R files +4 ahead +7
    9, // own king R files +4 ahead +8
    -1, // own king R files +5 ahead -8
    -1, // own king R files +5 ahead -7
    -2, // own king R files +5 ahead -6
    -2, // own king R files +5 ahead -5
    -1, // own king R files +5 ahead -4
    -20, // own king R files +5 ahead -3
    3, // own king R files +5 ahead -2
    -50, // own king R files +5 ahead -1
    -8, // own king R files +5 ahead +0
    31, // own king R files +5 ahead +1
    24, // own king R files +5 ahead +2
    -16, // own king R files +5 ahead +3
    -4, // own king R files +5 ahead +4
    17, // own king R files +5 ahead +5
    5, // own king R files +5 ahead +6
    -19, // own king R files +5 ahead +7
    -2, // own king R files +5 ahead +8
    0, // own king R files +6 ahead -8
    -4, // own king R files +6 ahead -7
    -9, // own king R files +6 ahead -6
    -1, // own king R files +6 ahead -5
    -1, // own king R files +6 ahead -4
    -27, // own king R files +6 ahead -3
    14, // own king R files +6 ahead -2
    2, // own king R files +6 ahead -1
    19, // own king R files +6 ahead +0
    17, // own king R files +6 ahead +1
    -20, // own king R files +6 ahead +2
    -18, // own king R files +6 ahead +3
    -17, // own king R files +6 ahead +4
    -12, // own king R files +6 ahead +5
    13, // own king R files +6 ahead +6
    -21, // own king R files +6 ahead +7
    16, // own king R files +6 ahead +8
    -3, // own king R files +7 ahead -8
    -7, // own king R files +7 ahead -7
    -2, // own king R files +7 ahead -6
    -1, // own king R files +7 ahead -5
    7, // own king R files +7 ahead -4
    -19, // own king R files +7 ahead -3
    -35, // own king R files +7 ahead -2
    10, // own king R files +7 ahead -1
    56, // own king R files +7 ahead +0
    -26, // own king R files +7 ahead +1
    -63, // own king R files +7 ahead +2
    -14, // own king R files +7 ahead +3
    -5, // own king R files +7 ahead +4
    8, // own king R files +7 ahead +5
    0, // own king R files +7 ahead +6
    16, // own king R files +7 ahead +7
    -1, // own king R files +7 ahead +8
    0, // own king R files +8 ahead -8
    0, // own king R files +8 ahead -7
    0, // own king R files +8 ahead -6
    0, // own king R files +8 ahead -5
    0, // own king R files +8 ahead -4
    -1, // own king R files +8 ahead -3
    -1, // own king R files +8 ahead -2
    6, // own king R files +8 ahead -1
    -11, // own king R files +8 ahead +0
    1, // own king R files +8 ahead +1
    -8, // own king R files +8 ahead +2
    1, // own king R files +8 ahead +3
    1, // own king R files +8 ahead +4
    -2, // own king R files +8 ahead +5
    -1, // own king R files +8 ahead +6
    -2, // own king R files +8 ahead +7
    0, // own king R files +8 ahead +8
    0, // own king B files -3 ahead -8
    0, // own king B files -3 ahead -7
    0, // own king B files -3 ahead -6
    0, // own king B files -3 ahead -5
    0, // own king B files -3 ahead -4
    0, // own king B files -3 ahead -3
    1, // own king B files -3 ahead -2
    11, // own king B files -3 ahead -1
    3, // own king B files -3 ahead +0
    -4, // own king B files -3 ahead +1
    -41, // own king B files -3 ahead +2
    1, // own king B files -3 ahead +3
    23, // own king B files -3 ahead +4
    -10, // own king B files -3 ahead +5
    2, // own king B files -3 ahead +6
    1, // own king B files -3 ahead +7
    -12, // own king B files -3 ahead +8
    0, // own king B files -2 ahead -8
    0, // own king B files -2 ahead -7
    17, // own king B files -2 ahead -6
    0, // own king B files -2 ahead -5
    0, // own king B files -2 ahead -4
    -1, // own king B files -2 ahead -3
    -27, // own king B files -2 ahead -2
    -34, // own king B files -2 ahead -1
    48, // own king B files -2 ahead +0
    -14, // own king B files -2 ahead +1
    -57, // own king B files -2 ahead +2
    -24, // own king B files -2 ahead +3
    -4, // own king B files -2 ahead +4
    -11, // own king B files -2 ahead +5
    11, // own king B files -2 ahead +6
    30, // own king B files -2 ahead +7
    8, // own king B files -2 ahead +8
    0, // own king B files -1 ahead -8
    0, // own king B files -1 ahead -7
    0, // own king B files -1 ahead -6
    1, // own king B files -1 ahead -5
    0, // own king B files -1 ahead -4
    1, // own king B files -1 ahead -3
    -2, // own king B files -1 ahead -2
    -18, // own king B files -1 ahead -1
    11, // own king B files -1 ahead +0
    4, // own king B files -1 ahead +1
    13, // own king B files -1 ahead +2
    -18, // own king B files -1 ahead +3
    5, // own king B files -1 ahead +4
    13, // own king B files -1 ahead +5
    9, // own king B files -1 ahead +6
    -39, // own king B files -1 ahead +7
    -10, // own king B files -1 ahead +8
    0, // own king B files +0 ahead -8
    0, // own king B files +0 ahead -7
    0, // own king B files +0 ahead -6
    0, // own king B files +0 ahead -5
    1, // own king B files +0 ahead -4
    2, // own king B files +0 ahead -3
    -1, // own king B files +0 ahead -2
    -23, // own king B files +0 ahead -1
    0, // own king B files +0 ahead +0
    10, // own king B files +0 ahead +1
    5, // own king B files +0 ahead +2
    32, // own king B files +0 ahead +3
    -24, // own king B files +0 ahead +4
    8, // own king B files +0 ahead +5
    -15, // own king B files +0 ahead +6
    0, // own king B files +0 ahead +7
    -17, // own king B files +0 ahead +8
    0, // own king B files +1 ahead -8
    0, // own king B files +1 ahead -7
    0, // own king B files +1 ahead -6
    -2, // own king B files +1 ahead -5
    3, // own king B files +1 ahead -4
    7, // own king B files +1 ahead -3
    16, // own king B files +1 ahead -2
    -25, // own king B files +1 ahead -1
    -2, // own king B files +1 ahead +0
    6, // own king B files +1 ahead +1
    7, // own king B files +1 ahead +2
    17, // own king B files +1 ahead +3
    36, // own king B files +1 ahead +4
    -25, // own king B files +1 ahead +5
    -8, // own king B files +1 ahead +6
    -22, // own king B files +1 ahead +7
    -23, // own king B files +1 ahead +8
    0, // own king B files +2 ahead -8
    0, // own king B files +2 ahead -7
    -3, // own king B files +2 ahead -6
    5, // own king B files +2 ahead -5
    0, // own king B files +2 ahead -4
    -9, // own king B files +2 ahead -3
    7, // own king B files +2 ahead -2
    -16, // own king B files +2 ahead -1
    -29, // own king B files +2 ahead +0
    13, // own king B files +2 ahead +1
    45, // own king B files +2 ahead +2
    -1, // own king B files +2 ahead +3
    9, // own king B files +2 ahead +4
    -3, // own king B files +2 ahead +5
    18, // own king B files +2 ahead +6
    -17, // own king B files +2 ahead +7
    -31, // own king B files +2 ahead +8
    0, // own king B files +3 ahead -8
    -8, // own king B files +3 ahead -7
    0, // own king B files +3 ahead -6
    -11, // own king B files +3 ahead -5
    11, // own king B files +3 ahead -4
    17, // own king B files +3 ahead -3
    -15, // own king B files +3 ahead -2
    -39, // own king B files +3 ahead -1
    -9, // own king B files +3 ahead +0
    9, // own king B files +3 ahead +1
    1, // own king B files +3 ahead +2
    12, // own king B files +3 ahead +3
    -9, // own king B files +3 ahead +4
    -3, // own king B files +3 ahead +5
    8, // own king B files +3 ahead +6
    42, // own king B files +3 ahead +7
    -18, // own king B files +3 ahead +8
    0, // own king B files +4 ahead -8
    0, // own king B files +4 ahead -7
    -3, // own king B files +4 ahead -6
    2, // own king B files +4 ahead -5
    0, // own king B files +4 ahead -4
    5, // own king B files +4 ahead -3
    6, // own king B files +4 ahead -2
    -53, // own king B files +4 ahead -1
    -5, // own king B files +4 ahead +0
    12, // own king B files +4 ahead +1
    11, // own king B files +4 ahead +2
    -41, // own king B files +4 ahead +3
    21, // own king B files +4 ahead +4
    -6, // own king B files +4 ahead +5
    -1, // own king B files +4 ahead +6
    52, // own king B files +4 ahead +7
    -2, // own king B files +4 ahead +8
    0, // own king B files +5 ahead -8
    -3, // own king B files +5 ahead -7
    0, // own king B files +5 ahead -6
    -1, // own king B files +5 ahead -5
    0, // own king B files +5 ahead -4
    0, // own king B files +5 ahead -3
    -21, // own king B files +5 ahead -2
    -20, // own king B files +5 ahead -1
    27, // own king B files +5 ahead +0
    -8, // own king B files +5 ahead +1
    -17, // own king B files +5 ahead +2
    -33, // own king B files +5 ahead +3
    -19, // own king B files +5 ahead +4
    -11, // own king B files +5 ahead +5
    30, // own king B files +5 ahead +6
    3, // own king B files +5 ahead +7
    2, // own king B files +5 ahead +8
    0, // own king B files +6 ahead -8
    0, // own king B files +6 ahead -7
    0, // own king B files +6 ahead -6
    0, // own king B files +6 ahead -5
    -15, // own king B files +6 ahead -4
    -12, // own king B files +6 ahead -3
    -6, // own king B files +6 ahead -2
    25, // own king B files +6 ahead -1
    -27, // own king B files +6 ahead +0
    -39, // own king B files +6 ahead +1
    -72, // own king B files +6 ahead +2
    -71, // own king B files +6 ahead +3
    -17, // own king B files +6 ahead +4
    -63, // own king B files +6 ahead +5
    -53, // own king B files +6 ahead +6
    22, // own king B files +6 ahead +7
    -26, // own king B files +6 ahead +8
    0, // own king B files +7 ahead -8
    0, // own king B files +7 ahead -7
    0, // own king B files +7 ahead -6
    0, // own king B files +7 ahead -5
    0, // own king B files +7 ahead -4
    -5, // own king B files +7 ahead -3
    -7, // own king B files +7 ahead -2
    -31, // own king B files +7 ahead -1
    -19, // own king B files +7 ahead +0
    -52, // own king B files +7 ahead +1
    3, // own king B files +7 ahead +2
    -39, // own king B files +7 ahead +3
    3, // own king B files +7 ahead +4
    6, // own king B files +7 ahead +5
    -16, // own king B files +7 ahead +6
    -1, // own king B files +7 ahead +7
    -3, // own king B files +7 ahead +8
    0, // own king B files +8 ahead -8
    0, // own king B files +8 ahead -7
    0, // own king B files +8 ahead -6
    -4, // own king B files +8 ahead -5
    -2, // own king B files +8 ahead -4
    -7, // own king B files +8 ahead -3
    0, // own king B files +8 ahead -2
    0, // own king B files +8 ahead -1
    1, // own king B files +8 ahead +0
    19, // own king B files +8 ahead +1
    -6, // own king B files +8 ahead +2
    4, // own king B files +8 ahead +3
    16, // own king B files +8 ahead +4
    6, // own king B files +8 ahead +5
    4, // own king B files +8 ahead +6
    0, // own king B files +8 ahead +7
    0, // own king B files +8 ahead +8
    0, // own king G files -3 ahead -8
    0, // own king G files -3 ahead -7
    0, // own king G files -3 ahead -6
    0, // own king G files -3 ahead -5
    0, // own king G files -3 ahead -4
    0, // own king G files -3 ahead -3
    0, // own king G files -3 ahead -2
    -6, // own king G files -3 ahead -1
    13, // own king G files -3 ahead +0
    -2, // own king G files -3 ahead +1
    4, // own king G files -3 ahead +2
    -2, // own king G files -3 ahead +3
    -24, // own king G files -3 ahead +4
    -1, // own king G files -3 ahead +5
    -6, // own king G files -3 ahead +6
    -4, // own king G files -3 ahead +7
    -29, // own king G files -3 ahead +8
    0, // own king G files -2 ahead -8
    0, // own king G files -2 ahead -7
    0, // own king G files -2 ahead -6
    0, // own king G files -2 ahead -5
    -1, // own king G files -2 ahead -4
    3, // own king G files -2 ahead -3
    -1, // own king G files -2 ahead -2
    1, // own king G files -2 ahead -1
    11, // own king G files -2 ahead +0
    15, // own king G files -2 ahead +1
    24, // own king G files -2 ahead +2
    2, // own king G files -2 ahead +3
    -25, // own king G files -2 ahead +4
    9, // own king G files -2 ahead +5
    -23, // own king G files -2 ahead +6
    -31, // own king G files -2 ahead +7
    -47, // own king G files -2 ahead +8
    0, // own king G files -1 ahead -8
    0, // own king G files -1 ahead -7
    3, // own king G files -1 ahead -6
    3, // own king G files -1 ahead -5
    1, // own king G files -1 ahead -4
    -3, // own king G files -1 ahead -3
    13, // own king G files -1 ahead -2
    -17, // own king G files -1 ahead -1
    -24, // own king G files -1 ahead +0
    6, // own king G files -1 ahead +1
    33, // own king G files -1 ahead +2
    59, // own king G files -1 ahead +3
    -11, // own king G files -1 ahead +4
    -35, // own king G files -1 ahead +5
    22, // own king G files -1 ahead +6
    -26, // own king G files -1 ahead +7
    5, // own king G files -1 ahead +8
    0, // own king G files +0 ahead -8
    8, // own king G files +0 ahead -7
    -2, // own king G files +0 ahead -6
    -3, // own king G files +0 ahead -5
    5, // own king G files +0 ahead -4
    24, // own king G files +0 ahead -3
    51, // own king G files +0 ahead -2
    32, // own king G files +0 ahead -1
    0, // own king G files +0 ahead +0
    47, // own king G files +0 ahead +1
    50, // own king G files +0 ahead +2
    56, // own king G files +0 ahead +3
    -27, // own king G files +0 ahead +4
    9, // own king G files +0 ahead +5
    -10, // own king G files +0 ahead +6
    -13, // own king G files +0 ahead +7
    7, // own king G files +0 ahead +8
    6, // own king G files +1 ahead -8
    5, // own king G files +1 ahead -7
    -2, // own king G files +1 ahead -6
    -2, // own king G files +1 ahead -5
    -3, // own king G files +1 ahead -4
    51, // own king G files +1 ahead -3
    69, // own king G files +1 ahead -2
    41, // own king G files +1 ahead -1
    43, // own king G files +1 ahead +0
    46, // own king G files +1 ahead +1
    21, // own king G files +1 ahead +2
    70, // own king G files +1 ahead +3
    -13, // own king G files +1 ahead +4
    -26, // own king G files +1 ahead +5
    9, // own king G files +1 ahead +6
    -33, // own king G files +1 ahead +7
    -28, // own king G files +1 ahead +8
    7, // own king G files +2 ahead -8
    -1, // own king G files +2 ahead -7
    -2, // own king G files +2 ahead -6
    -9, // own king G files +2 ahead -5
    5, // own king G files +2 ahead -4
    -18, // own king G files +2 ahead -3
    35, // own king G files +2 ahead -2
    49, // own king G files +2 ahead -1
    43, // own king G files +2 ahead +0
    34, // own king G files +2 ahead +1
    32, // own king G files +2 ahead +2
    10, // own king G files +2 ahead +3
    -19, // own king G files +2 ahead +4
    -10, // own king G files +2 ahead +5
    36, // own king G files +2 ahead +6
    -11, // own king G files +2 ahead +7
    4, // own king G files +2 ahead +8
    -12, // own king G files +3 ahead -8
    -4, // own king G files +3 ahead -7
    -13, // own king G files +3 ahead -6
    -32, // own king G files +3 ahead -5
    -29, // own king G files +3 ahead -4
    -4, // own king G files +3 ahead -3
    9, // own king G files +3 ahead -2
    82, // own king G files +3 ahead -1
    72, // own king G files +3 ahead +0
    70, // own king G files +3 ahead +1
    33, // own king G files +3 ahead +2
    48, // own king G files +3 ahead +3
    -20, // own king G files +3 ahead +4
    10, // own king G files +3 ahead +5
    43, // own king G files +3 ahead +6
    -47, // own king G files +3 ahead +7
    22, // own king G files +3 ahead +8
    -8, // own king G files +4 ahead -8
    2, // own king G files +4 ahead -7
    -24, // own king G files +4 ahead -6
    -22, // own king G files +4 ahead -5
    -42, // own king G files +4 ahead -4
    -7, // own king G files +4 ahead -3
    -65, // own king G files +4 ahead -2
    34, // own king G files +4 ahead -1
    29, // own king G files +4 ahead +0
    -10, // own king G files +4 ahead +1
    -19, // own king G files +4 ahead +2
    -34, // own king G files +4 ahead +3
    -52, // own king G files +4 ahead +4
    16, // own king G files +4 ahead +5
    -66, // own king G files +4 ahead +6
    -77, // own king G files +4 ahead +7
    -30, // own king G files +4 ahead +8
    -1, // own king G files +5 ahead -8
    9, // own king G files +5 ahead -7
    -34, // own king G files +5 ahead -6
    14, // own king G files +5 ahead -5
    -11, // own king G files +5 ahead -4
    -34, // own king G files +5 ahead -3
    -69, // own king G files +5 ahead -2
    -18, // own king G files +5 ahead -1
    -96, // own king G files +5 ahead +0
    -92, // own king G files +5 ahead +1
    -85, // own king G files +5 ahead +2
    -46, // own king G files +5 ahead +3
    8, // own king G files +5 ahead +4
    -14, // own king G files +5 ahead +5
    -24, // own king G files +5 ahead +6
    3, // own king G files +5 ahead +7
    -21, // own king G files +5 ahead +8
    0, // own king G files +6 ahead -8
    3, // own king G files +6 ahead -7
    4, // own king G files +6 ahead -6
    12, // own king G files +6 ahead -5
    6, // own king G files +6 ahead -4
    -9, // own king G files +6 ahead -3
    -9, // own king G files +6 ahead -2
    -13, // own king G files +6 ahead -1
    9, // own king G files +6 ahead +0
    -23, // own king G files +6 ahead +1
    0, // own king G files +6 ahead +2
    -17, // own king G files +6 ahead +3
    -14, // own king G files +6 ahead +4
    0, // own king G files +6 ahead +5
    -45, // own king G files +6 ahead +6
    -24, // own king G files +6 ahead +7
    -14, // own king G files +6 ahead +8
    0, // own king G files +7 ahead -8
    -1, // own king G files +7 ahead -7
    -2, // own king G files +7 ahead -6
    0, // own king G files +7 ahead -5
    2, // own king G files +7 ahead -4
    -2, // own king G files +7 ahead -3
    2, // own king G files +7 ahead -2
    -11, // own king G files +7 ahead -1
    -41, // own king G files +7 ahead +0
    -41, // own king G files +7 ahead +1
    -2, // own king G files +7 ahead +2
    -30, // own king G files +7 ahead +3
    -24, // own king G files +7 ahead +4
    -45, // own king G files +7 ahead +5
    -11, // own king G files +7 ahead +6
    -20, // own king G files +7 ahead +7
    4, // own king G files +7 ahead +8
    0, // own king G files +8 ahead -8
    0, // own king G files +8 ahead -7
    0, // own king G files +8 ahead -6
    0, // own king G files +8 ahead -5
    0, // own king G files +8 ahead -4
    -1, // own king G files +8 ahead -3
    -5, // own king G files +8 ahead -2
    -3, // own king G files +8 ahead -1
    -7, // own king G files +8 ahead +0
    18, // own king G files +8 ahead +1
    9, // own king G files +8 ahead +2
    26, // own king G files +8 ahead +3
    0, // own king G files +8 ahead +4
    5, // own king G files +8 ahead +5
    -6, // own king G files +8 ahead +6
    6, // own king G files +8 ahead +7
    0, // own king G files +8 ahead +8
    0, // own king S files -3 ahead -8
    0, // own king S files -3 ahead -7
    0, // own king S files -3 ahead -6
    0, // own king S files -3 ahead -5
    0, // own king S files -3 ahead -4
    0, // own king S files -3 ahead -3
    -1, // own king S files -3 ahead -2
    -12, // own king S files -3 ahead -1
    10, // own king S files -3 ahead +0
    -3, // own king S files -3 ahead +1
    -12, // own king S files -3 ahead +2
    27, // own king S files -3 ahead +3
    -13, // own king S files -3 ahead +4
    -6, // own king S files -3 ahead +5
    -23, // own king S files -3 ahead +6
    6, // own king S files -3 ahead +7
    -8, // own king S files -3 ahead +8
    0, // own king S files -2 ahead -8
    0, // own king S files -2 ahead -7
    0, // own king S files -2 ahead -6
    0, // own king S files -2 ahead -5
    1, // own king S files -2 ahead -4
    -7, // own king S files -2 ahead -3
    -9, // own king S files -2 ahead -2
    -9, // own king S files -2 ahead -1
    48, // own king S files -2 ahead +0
    33, // own king S files -2 ahead +1
    4, // own king S files -2 ahead +2
    49, // own king S files -2 ahead +3
    -16, // own king S files -2 ahead +4
    30, // own king S files -2 ahead +5
    -24, // own king S files -2 ahead +6
    -12, // own king S files -2 ahead +7
    -6, // own king S files -2 ahead +8
    -2, // own king S files -1 ahead -8
    1, // own king S files -1 ahead -7
    0, // own king S files -1 ahead -6
    -3, // own king S files -1 ahead -5
    1, // own king S files -1 ahead -4
    18, // own king S files -1 ahead -3
    44, // own king S files -1 ahead -2
    7, // own king S files -1 ahead -1
    13, // own king S files -1 ahead +0
    -12, // own king S files -1 ahead +1
    55, // own king S files -1 ahead +2
    41, // own king S files -1 ahead +3
    14, // own king S files -1 ahead +4
    -9, // own king S files -1 ahead +5
    -4, // own king S files -1 ahead +6
    -31, // own king S files -1 ahead +7
    -30, // own king S files -1 ahead +8
    0, // own king S files +0 ahead -8
    0, // own king S files +0 ahead -7
    -1, // own king S files +0 ahead -6
    3, // own king S files +0 ahead -5
    -2, // own king S files +0 ahead -4
    4, // own king S files +0 ahead -3
    39, // own king S files +0 ahead -2
    34, // own king S files +0 ahead -1
    0, // own king S files +0 ahead +0
    46, // own king S files +0 ahead +1
    39, // own king S files +0 ahead +2
    17, // own king S files +0 ahead +3
    -16, // own king S files +0 ahead +4
    -48, // own king S files +0 ahead +5
    -34, // own king S files +0 ahead +6
    -3, // own king S files +0 ahead +7
    -28, // own king S files +0 ahead +8
    -1, // own king S files +1 ahead -8
    3, // own king S files +1 ahead -7
    1, // own king S files +1 ahead -6
    10, // own king S files +1 ahead -5
    -3, // own king S files +1 ahead -4
    -6, // own king S files +1 ahead -3
    24, // own king S files +1 ahead -2
    21, // own king S files +1 ahead -1
    31, // own king S files +1 ahead +0
    39, // own king S files +1 ahead +1
    0, // own king S files +1 ahead +2
    18, // own king S files +1 ahead +3
    -40, // own king S files +1 ahead +4
    -23, // own king S files +1 ahead +5
    -22, // own king S files +1 ahead +6
    -13, // own king S files +1 ahead +7
    -12, // own king S files +1 ahead +8
    1, // own king S files +2 ahead -8
    -8, // own king S files +2 ahead -7
    7, // own king S files +2 ahead -6
    -16, // own king S files +2 ahead -5
    -6, // own king S files +2 ahead -4
    38, // own king S files +2 ahead -3
    33, // own king S files +2 ahead -2
    54, // own king S files +2 ahead -1
    15, // own king S files +2 ahead +0
    13, // own king S files +2 ahead +1
    27, // own king S files +2 ahead +2
    71, // own king S files +2 ahead +3
    -3, // own king S files +2 ahead +4
    1, // own king S files +2 ahead +5
    17, // own king S files +2 ahead +6
    -13, // own king S files +2 ahead +7
    -20, // own king S files +2 ahead +8
    0, // own king S files +3 ahead -8
    0, // own king S files +3 ahead -7
    0, // own king S files +3 ahead -6
    -1, // own king S files +3 ahead -5
    -9, // own king S files +3 ahead -4
    -3, // own king S files +3 ahead -3
    -7, // own king S files +3 ahead -2
    33, // own king S files +3 ahead -1
    41, // own king S files +3 ahead +0
    35, // own king S files +3 ahead +1
    48, // own king S files +3 ahead +2
    17, // own king S files +3 ahead +3
    20, // own king S files +3 ahead +4
    64, // own king S files +3 ahead +5
    6, // own king S files +3 ahead +6
    -54, // own king S files +3 ahead +7
    9, // own king S files +3 ahead +8
    0, // own king S files +4 ahead -8
    0, // own king S files +4 ahead -7
    -3, // own king S files +4 ahead -6
    0, // own king S files +4 ahead -5
    -31, // own king S files +4 ahead -4
    -25, // own king S files +4 ahead -3
    -57, // own king S files +4 ahead -2
    -7, // own king S files +4 ahead -1
    13, // own king S files +4 ahead +0
    -4, // own king S files +4 ahead +1
    21, // own king S files +4 ahead +2
    -43, // own king S files +4 ahead +3
    20, // own king S files +4 ahead +4
    5, // own king S files +4 ahead +5
    -23, // own king S files +4 ahead +6
    -11, // own king S files +4 ahead +7
    -7, // own king S files +4 ahead +8
    0, // own king S files +5 ahead -8
    -4, // own king S files +5 ahead -7
    17, // own king S files +5 ahead -6
    -1, // own king S files +5 ahead -5
    4, // own king S files +5 ahead -4
    10, // own king S files +5 ahead -3
    -90, // own king S files +5 ahead -2
    -18, // own king S files +5 ahead -1
    3, // own king S files +5 ahead +0
    -7, // own king S files +5 ahead +1
    -23, // own king S files +5 ahead +2
    23, // own king S files +5 ahead +3
    3, // own king S files +5 ahead +4
    37, // own king S files +5 ahead +5
    2, // own king S files +5 ahead +6
    -36, // own king S files +5 ahead +7
    -25, // own king S files +5 ahead +8
    0, // own king S files +6 ahead -8
    18, // own king S files +6 ahead -7
    -10, // own king S files +6 ahead -6
    -9, // own king S files +6 ahead -5
    -16, // own king S files +6 ahead -4
    -12, // own king S files +6 ahead -3
    -56, // own king S files +6 ahead -2
    -72, // own king S files +6 ahead -1
    -48, // own king S files +6 ahead +0
    -45, // own king S files +6 ahead +1
    -100, // own king S files +6 ahead +2
    -34, // own king S files +6 ahead +3
    4, // own king S files +6 ahead +4
    17, // own king S files +6 ahead +5
    -39, // own king S files +6 ahead +6
    -6, // own king S files +6 ahead +7
    -24, // own king S files +6 ahead +8
    0, // own king S files +7 ahead -8
    -4, // own king S files +7 ahead -7
    -6, // own king S files +7 ahead -6
    -1, // own king S files +7 ahead -5
    -3, // own king S files +7 ahead -4
    -13, // own king S files +7 ahead -3
    -15, // own king S files +7 ahead -2
    -37, // own king S files +7 ahead -1
    -55, // own king S files +7 ahead +0
    -62, // own king S files +7 ahead +1
    -8, // own king S files +7 ahead +2
    0, // own king S files +7 ahead +3
    -10, // own king S files +7 ahead +4
    -66, // own king S files +7 ahead +5
    -24, // own king S files +7 ahead +6
    -13, // own king S files +7 ahead +7
    -2, // own king S files +7 ahead +8
    0, // own king S files +8 ahead -8
    0, // own king S files +8 ahead -7
    0, // own king S files +8 ahead -6
    0, // own king S files +8 ahead -5
    0, // own king S files +8 ahead -4
    -2, // own king S files +8 ahead -3
    3, // own king S files +8 ahead -2
    -2, // own king S files +8 ahead -1
    -6, // own king S files +8 ahead +0
    -1, // own king S files +8 ahead +1
    4, // own king S files +8 ahead +2
    -8, // own king S files +8 ahead +3
    -5, // own king S files +8 ahead +4
    -9, // own king S files +8 ahead +5
    5, // own king S files +8 ahead +6
    -1, // own king S files +8 ahead +7
    0, // own king S files +8 ahead +8
    0, // own king N files -3 ahead -8
    0, // own king N files -3 ahead -7
    0, // own king N files -3 ahead -6
    -3, // own king N files -3 ahead -5
    0, // own king N files -3 ahead -4
    0, // own king N files -3 ahead -3
    0, // own king N files -3 ahead -2
    -3, // own king N files -3 ahead -1
    12, // own king N files -3 ahead +0
    -39, // own king N files -3 ahead +1
    -32, // own king N files -3 ahead +2
    11, // own king N files -3 ahead +3
    -16, // own king N files -3 ahead +4
    3, // own king N files -3 ahead +5
    15, // own king N files -3 ahead +6
    0, // own king N files -3 ahead +7
    0, // own king N files -3 ahead +8
    -1, // own king N files -2 ahead -8
    0, // own king N files -2 ahead -7
    0, // own king N files -2 ahead -6
    -3, // own king N files -2 ahead -5
    2, // own king N files -2 ahead -4
    -13, // own king N files -2 ahead -3
    8, // own king N files -2 ahead -2
    35, // own king N files -2 ahead -1
    -1, // own king N files -2 ahead +0
    31, // own king N files -2 ahead +1
    -26, // own king N files -2 ahead +2
    -18, // own king N files -2 ahead +3
    -31, // own king N files -2 ahead +4
    35, // own king N files -2 ahead +5
    42, // own king N files -2 ahead +6
    0, // own king N files -2 ahead +7
    0, // own king N files -2 ahead +8
    0, // own king N files -1 ahead -8
    3, // own king N files -1 ahead -7
    0, // own king N files -1 ahead -6
    -1, // own king N files -1 ahead -5
    5, // own king N files -1 ahead -4
    0, // own king N files -1 ahead -3
    33, // own king N files -1 ahead -2
    -17, // own king N files -1 ahead -1
    -14, // own king N files -1 ahead +0
    10, // own king N files -1 ahead +1
    -26, // own king N files -1 ahead +2
    56, // own king N files -1 ahead +3
    25, // own king N files -1 ahead +4
    -9, // own king N files -1 ahead +5
    3, // own king N files -1 ahead +6
    0, // own king N files -1 ahead +7
    0, // own king N files -1 ahead +8
    0, // own king N files +0 ahead -8
    0, // own king N files +0 ahead -7
    0, // own king N files +0 ahead -6
    2, // own king N files +0 ahead -5
    11, // own king N files +0 ahead -4
    27, // own king N files +0 ahead -3
    40, // own king N files +0 ahead -2
    18, // own king N files +0 ahead -1
    0, // own king N files +0 ahead +0
    31, // own king N files +0 ahead +1
    8, // own king N files +0 ahead +2
    63, // own king N files +0 ahead +3
    20, // own king N files +0 ahead +4
    16, // own king N files +0 ahead +5
    -7, // own king N files +0 ahead +6
    0, // own king N files +0 ahead +7
    0, // own king N files +0 ahead +8
    -8, // own king N files +1 ahead -8
    0, // own king N files +1 ahead -7
    4, // own king N files +1 ahead -6
    8, // own king N files +1 ahead -5
    16, // own king N files +1 ahead -4
    -19, // own king N files +1 ahead -3
    37, // own king N files +1 ahead -2
    47, // own king N files +1 ahead -1
    43, // own king N files +1 ahead +0
    20, // own king N files +1 ahead +1
    51, // own king N files +1 ahead +2
    20, // own king N files +1 ahead +3
    -6, // own king N files +1 ahead +4
    36, // own king N files +1 ahead +5
    30, // own king N files +1 ahead +6
    0, // own king N files +1 ahead +7
    0, // own king N files +1 ahead +8
    0, // own king N files +2 ahead -8
    0, // own king N files +2 ahead -7
    6, // own king N files +2 ahead -6
    -2, // own king N files +2 ahead -5
    2, // own king N files +2 ahead -4
    -2, // own king N files +2 ahead -3
    3, // own king N files +2 ahead -2
    -22, // own king N files +2 ahead -1
    -19, // own king N files +2 ahead +0
    -40, // own king N files +2 ahead +1
    10, // own king N files +2 ahead +2
    6, // own king N files +2 ahead +3
    41, // own king N files +2 ahead +4
    -24, // own king N files +2 ahead +5
    -37, // own king N files +2 ahead +6
    0, // own king N files +2 ahead +7
    0, // own king N files +2 ahead +8
    -1, // own king N files +3 ahead -8
    0, // own king N files +3 ahead -7
    1, // own king N files +3 ahead -6
    -5, // own king N files +3 ahead -5
    -10, // own king N files +3 ahead -4
    -5, // own king N files +3 ahead -3
    -1, // own king N files +3 ahead -2
    -52, // own king N files +3 ahead -1
    -50, // own king N files +3 ahead +0
    8, // own king N files +3 ahead +1
    -4, // own king N files +3 ahead +2
    34, // own king N files +3 ahead +3
    6, // own king N files +3 ahead +4
    -20, // own king N files +3 ahead +5
    -16, // own king N files +3 ahead +6
    0, // own king N files +3 ahead +7
    0, // own king N files +3 ahead +8
    8, // own king N files +4 ahead -8
    1, // own king N files +4 ahead -7
    3, // own king N files +4 ahead -6
    0, // own king N files +4 ahead -5
    -1, // own king N files +4 ahead -4
    -19, // own king N files +4 ahead -3
    -32, // own king N files +4 ahead -2
    -22, // own king N files +4 ahead -1
    -42, // own king N files +4 ahead +0
    5, // own king N files +4 ahead +1
    -36, // own king N files +4 ahead +2
    -2, // own king N files +4 ahead +3
    -3, // own king N files +4 ahead +4
    -42, // own king N files +4 ahead +5
    -15, // own king N files +4 ahead +6
    0, // own king N files +4 ahead +7
    0, // own king N files +4 ahead +8
    2, // own king N files +5 ahead -8
    -1, // own king N files +5 ahead -7
    3, // own king N files +5 ahead -6
    -3, // own king N files +5 ahead -5
    -8, // own king N files +5 ahead -4
    17, // own king N files +5 ahead -3
    60, // own king N files +5 ahead -2
    -15, // own king N files +5 ahead -1
    -32, // own king N files +5 ahead +0
    -25, // own king N files +5 ahead +1
    -99, // own king N files +5 ahead +2
    21, // own king N files +5 ahead +3
    -16, // own king N files +5 ahead +4
    -75, // own king N files +5 ahead +5
    2, // own king N files +5 ahead +6
    0, // own king N files +5 ahead +7
    0, // own king N files +5 ahead +8
    -8, // own king N files +6 ahead -8
    -3, // own king N files +6 ahead -7
    -17, // own king N files +6 ahead -6
    8, // own king N files +6 ahead -5
    -7, // own king N files +6 ahead -4
    -22, // own king N files +6 ahead -3
    -16, // own king N files +6 ahead -2
    -33, // own king N files +6 ahead -1
    -47, // own king N files +6 ahead +0
    8, // own king N files +6 ahead +1
    -24, // own king N files +6 ahead +2
    -26, // own king N files +6 ahead +3
    35, // own king N files +6 ahead +4
    -28, // own king N files +6 ahead +5
    -15, // own king N files +6 ahead +6
    0, // own king N files +6 ahead +7
    0, // own king N files +6 ahead +8
    -8, // own king N files +7 ahead -8
    -12, // own king N files +7 ahead -7
    -8, // own king N files +7 ahead -6
    10, // own king N files +7 ahead -5
    -10, // own king N files +7 ahead -4
    -55, // own king N files +7 ahead -3
    13, // own king N files +7 ahead -2
    -20, // own king N files +7 ahead -1
    7, // own king N files +7 ahead +0
    -55, // own king N files +7 ahead +1
    6, // own king N files +7 ahead +2
    -10, // own king N files +7 ahead +3
    -38, // own king N files +7 ahead +4
    -34, // own king N files +7 ahead +5
    -3, // own king N files +7 ahead +6
    0, // own king N files +7 ahead +7
    0, // own king N files +7 ahead +8
    0, // own king N files +8 ahead -8
    0, // own king N files +8 ahead -7
    0, // own king N files +8 ahead -6
    0, // own king N files +8 ahead -5
    0, // own king N files +8 ahead -4
    0, // own king N files +8 ahead -3
    1, // own king N files +8 ahead -2
    -3, // own king N files +8 ahead -1
    -12, // own king N files +8 ahead +0
    13, // own king N files +8 ahead +1
    -12, // own king N files +8 ahead +2
    -20, // own king N files +8 ahead +3
    15, // own king N files +8 ahead +4
    -9, // own king N files +8 ahead +5
    0, // own king N files +8 ahead +6
    0, // own king N files +8 ahead +7
    0, // own king N files +8 ahead +8
    -4, // own king L files -3 ahead -8
    -3, // own king L files -3 ahead -7
    1, // own king L files -3 ahead -6
    2, // own king L files -3 ahead -5
    12, // own king L files -3 ahead -4
    -4, // own king L files -3 ahead -3
    -33, // own king L files -3 ahead -2
    36, // own king L files -3 ahead -1
    35, // own king L files -3 ahead +0
    26, // own king L files -3 ahead +1
    9, // own king L files -3 ahead +2
    -71, // own king L files -3 ahead +3
    -35, // own king L files -3 ahead +4
    26, // own king L files -3 ahead +5
    -14, // own king L files -3 ahead +6
    -6, // own king L files -3 ahead +7
    0, // own king L files -3 ahead +8
    -2, // own king L files -2 ahead -8
    -2, // own king L files -2 ahead -7
    -4, // own king L files -2 ahead -6
    -5, // own king L files -2 ahead -5
    2, // own king L files -2 ahead -4
    31, // own king L files -2 ahead -3
    21, // own king L files -2 ahead -2
    81, // own king L files -2 ahead -1
    40, // own king L files -2 ahead +0
    28, // own king L files -2 ahead +1
    38, // own king L files -2 ahead +2
    32, // own king L files -2 ahead +3
    5, // own king L files -2 ahead +4
    -48, // own king L files -2 ahead +5
    -39, // own king L files -2 ahead +6
    -1, // own king L files -2 ahead +7
    0, // own king L files -2 ahead +8
    -1, // own king L files -1 ahead -8
    -1, // own king L files -1 ahead -7
    -2, // own king L files -1 ahead -6
    5, // own king L files -1 ahead -5
    23, // own king L files -1 ahead -4
    59, // own king L files -1 ahead -3
    50, // own king L files -1 ahead -2
    65, // own king L files -1 ahead -1
    40, // own king L files -1 ahead +0
    57, // own king L files -1 ahead +1
    65, // own king L files -1 ahead +2
    7, // own king L files -1 ahead +3
    -1, // own king L files -1 ahead +4
    -29, // own king L files -1 ahead +5
    1, // own king L files -1 ahead +6
    -5, // own king L files -1 ahead +7
    0, // own king L files -1 ahead +8
    10, // own king L files +0 ahead -8
    6, // own king L files +0 ahead -7
    15, // own king L files +0 ahead -6
    -2, // own king L files +0 ahead -5
    11, // own king L files +0 ahead -4
    13, // own king L files +0 ahead -3
    7, // own king L files +0 ahead -2
    -38, // own king L files +0 ahead -1
    0, // own king L files +0 ahead +0
    55, // own king L files +0 ahead +1
    30, // own king L files +0 ahead +2
    -5, // own king L files +0 ahead +3
    -4, // own king L files +0 ahead +4
    22, // own king L files +0 ahead +5
    -9, // own king L files +0 ahead +6
    -4, // own king L files +0 ahead +7
    0, // own king L files +0 ahead +8
    0, // own king L files +1 ahead -8
    0, // own king L files +1 ahead -7
    -3, // own king L files +1 ahead -6
    1, // own king L files +1 ahead -5
    -10, // own king L files +1 ahead -4
    8, // own king L files +1 ahead -3
    -17, // own king L files +1 ahead -2
    -37, // own king L files +1 ahead -1
    30, // own king L files +1 ahead +0
    -61, // own king L files +1 ahead +1
    -8, // own king L files +1 ahead +2
    -87, // own king L files +1 ahead +3
    -31, // own king L files +1 ahead +4
    -6, // own king L files +1 ahead +5
    -34, // own king L files +1 ahead +6
    -28, // own king L files +1 ahead +7
    0, // own king L files +1 ahead +8
    0, // own king L files +2 ahead -8
    0, // own king L files +2 ahead -7
    0, // own king L files +2 ahead -6
    11, // own king L files +2 ahead -5
    3, // own king L files +2 ahead -4
    3, // own king L files +2 ahead -3
    14, // own king L files +2 ahead -2
    -22, // own king L files +2 ahead -1
    -4, // own king L files +2 ahead +0
    6, // own king L files +2 ahead +1
    5, // own king L files +2 ahead +2
    -2, // own king L files +2 ahead +3
    40, // own king L files +2 ahead +4
    -11, // own king L files +2 ahead +5
    -21, // own king L files +2 ahead +6
    -18, // own king L files +2 ahead +7
    0, // own king L files +2 ahead +8
    -4, // own king L files +3 ahead -8
    0, // own king L files +3 ahead -7
    0, // own king L files +3 ahead -6
    -1, // own king L files +3 ahead -5
    -3, // own king L files +3 ahead -4
    -7, // own king L files +3 ahead -3
    -12, // own king L files +3 ahead -2
    -20, // own king L files +3 ahead -1
    -4, // own king L files +3 ahead +0
    17, // own king L files +3 ahead +1
    41, // own king L files +3 ahead +2
    -6, // own king L files +3 ahead +3
    21, // own king L files +3 ahead +4
    -14, // own king L files +3 ahead +5
    -26, // own king L files +3 ahead +6
    -13, // own king L files +3 ahead +7
    0, // own king L files +3 ahead +8
    2, // own king L files +4 ahead -8
    1, // own king L files +4 ahead -7
    7, // own king L files +4 ahead -6
    -6, // own king L files +4 ahead -5
    -1, // own king L files +4 ahead -4
    -6, // own king L files +4 ahead -3
    6, // own king L files +4 ahead -2
    28, // own king L files +4 ahead -1
    34, // own king L files +4 ahead +0
    68, // own king L files +4 ahead +1
    2, // own king L files +4 ahead +2
    -7, // own king L files +4 ahead +3
    1, // own king L files +4 ahead +4
    5, // own king L files +4 ahead +5
    -3, // own king L files +4 ahead +6
    -30, // own king L files +4 ahead +7
    0, // own king L files +4 ahead +8
    3, // own king L files +5 ahead -8
    4, // own king L files +5 ahead -7
    0, // own king L files +5 ahead -6
    2, // own king L files +5 ahead -5
    -14, // own king L files +5 ahead -4
    -14, // own king L files +5 ahead -3
    -7, // own king L files +5 ahead -2
    -52, // own king L files +5 ahead -1
    -13, // own king L files +5 ahead +0
    -39, // own king L files +5 ahead +1
    -9, // own king L files +5 ahead +2
    42, // own king L files +5 ahead +3
    28, // own king L files +5 ahead +4
    51, // own king L files +5 ahead +5
    16, // own king L files +5 ahead +6
    12, // own king L files +5 ahead +7
    0, // own king L files +5 ahead +8
    -4, // own king L files +6 ahead -8
    4, // own king L files +6 ahead -7
    3, // own king L files +6 ahead -6
    -1, // own king L files +6 ahead -5
    -12, // own king L files +6 ahead -4
    -8, // own king L files +6 ahead -3
    -37, // own king L files +6 ahead -2
    -44, // own king L files +6 ahead -1
    -35, // own king L files +6 ahead +0
    -16, // own king L files +6 ahead +1
    -41, // own king L files +6 ahead +2
    -9, // own king L files +6 ahead +3
    3, // own king L files +6 ahead +4
    -11, // own king L files +6 ahead +5
    10, // own king L files +6 ahead +6
    7, // own king L files +6 ahead +7
    0, // own king L files +6 ahead +8
    3, // own king L files +7 ahead -8
    0, // own king L files +7 ahead -7
    -1, // own king L files +7 ahead -6
    -9, // own king L files +7 ahead -5
    -6, // own king L files +7 ahead -4
    -31, // own king L files +7 ahead -3
    0, // own king L files +7 ahead -2
    -51, // own king L files +7 ahead -1
    -36, // own king L files +7 ahead +0
    -9, // own king L files +7 ahead +1
    -37, // own king L files +7 ahead +2
    -8, // own king L files +7 ahead +3
    -27, // own king L files +7 ahead +4
    -7, // own king L files +7 ahead +5
    -37, // own king L files +7 ahead +6
    -1, // own king L files +7 ahead +7
    0, // own king L files +7 ahead +8
    -12, // own king L files +8 ahead -8
    -24, // own king L files +8 ahead -7
    -10, // own king L files +8 ahead -6
    -22, // own king L files +8 ahead -5
    -43, // own king L files +8 ahead -4
    -55, // own king L files +8 ahead -3
    -30, // own king L files +8 ahead -2
    -35, // own king L files +8 ahead -1
    -13, // own king L files +8 ahead +0
    -32, // own king L files +8 ahead +1
    -29, // own king L files +8 ahead +2
    5, // own king L files +8 ahead +3
    0, // own king L files +8 ahead +4
    0, // own king L files +8 ahead +5
    10, // own king L files +8 ahead +6
    0, // own king L files +8 ahead +7
    0, // own king L files +8 ahead +8
    0, // own king P files -3 ahead -8
    0, // own king P files -3 ahead -7
    -2, // own king P files -3 ahead -6
    7, // own king P files -3 ahead -5
    -2, // own king P files -3 ahead -4
    5, // own king P files -3 ahead -3
    20, // own king P files -3 ahead -2
    -12, // own king P files -3 ahead -1
    12, // own king P files -3 ahead +0
    17, // own king P files -3 ahead +1
    18, // own king P files -3 ahead +2
    5, // own king P files -3 ahead +3
    -5, // own king P files -3 ahead +4
    5, // own king P files -3 ahead +5
    10, // own king P files -3 ahead +6
    -36, // own king P files -3 ahead +7
    0, // own king P files -3 ahead +8
    0, // own king P files -2 ahead -8
    0, // own king P files -2 ahead -7
    3, // own king P files -2 ahead -6
    28, // own king P files -2 ahead -5
    -6, // own king P files -2 ahead -4
    1, // own king P files -2 ahead -3
    -5, // own king P files -2 ahead -2
    -5, // own king P files -2 ahead -1
    -39, // own king P files -2 ahead +0
    1, // own king P files -2 ahead +1
    -17, // own king P files -2 ahead +2
    -9, // own king P files -2 ahead +3
    5, // own king P files -2 ahead +4
    8, // own king P files -2 ahead +5
    -32, // own king P files -2 ahead +6
    -19, // own king P files -2 ahead +7
    0, // own king P files -2 ahead +8
    0, // own king P files -1 ahead -8
    0, // own king P files -1 ahead -7
    8, // own king P files -1 ahead -6
    15, // own king P files -1 ahead -5
    -5, // own king P files -1 ahead -4
    2, // own king P files -1 ahead -3
    28, // own king P files -1 ahead -2
    33, // own king P files -1 ahead -1
    -4, // own king P files -1 ahead +0
    -1, // own king P files -1 ahead +1
    20, // own king P files -1 ahead +2
    58, // own king P files -1 ahead +3
    11, // own king P files -1 ahead +4
    -81, // own king P files -1 ahead +5
    1, // own king P files -1 ahead +6
    -39, // own king P files -1 ahead +7
    0, // own king P files -1 ahead +8
    0, // own king P files +0 ahead -8
    0, // own king P files +0 ahead -7
    7, // own king P files +0 ahead -6
    31, // own king P files +0 ahead -5
    16, // own king P files +0 ahead -4
    35, // own king P files +0 ahead -3
    -6, // own king P files +0 ahead -2
    -3, // own king P files +0 ahead -1
    0, // own king P files +0 ahead +0
    48, // own king P files +0 ahead +1
    44, // own king P files +0 ahead +2
    72, // own king P files +0 ahead +3
    23, // own king P files +0 ahead +4
    5, // own king P files +0 ahead +5
    -3, // own king P files +0 ahead +6
    3, // own king P files +0 ahead +7
    0, // own king P files +0 ahead +8
    0, // own king P files +1 ahead -8
    0, // own king P files +1 ahead -7
    11, // own king P files +1 ahead -6
    14, // own king P files +1 ahead -5
    45, // own king P files +1 ahead -4
    -13, // own king P files +1 ahead -3
    14, // own king P files +1 ahead -2
    -18, // own king P files +1 ahead -1
    30, // own king P files +1 ahead +0
    45, // own king P files +1 ahead +1
    28, // own king P files +1 ahead +2
    70, // own king P files +1 ahead +3
    30, // own king P files +1 ahead +4
    -19, // own king P files +1 ahead +5
    -68, // own king P files +1 ahead +6
    -34, // own king P files +1 ahead +7
    0, // own king P files +1 ahead +8
    0, // own king P files +2 ahead -8
    -8, // own king P files +2 ahead -7
    2, // own king P files +2 ahead -6
    32, // own king P files +2 ahead -5
    -26, // own king P files +2 ahead -4
    14, // own king P files +2 ahead -3
    31, // own king P files +2 ahead -2
    7, // own king P files +2 ahead -1
    37, // own king P files +2 ahead +0
    10, // own king P files +2 ahead +1
    27, // own king P files +2 ahead +2
    15, // own king P files +2 ahead +3
    22, // own king P files +2 ahead +4
    -20, // own king P files +2 ahead +5
    -92, // own king P files +2 ahead +6
    20, // own king P files +2 ahead +7
    0, // own king P files +2 ahead +8
    2, // own king P files +3 ahead -8
    7, // own king P files +3 ahead -7
    1, // own king P files +3 ahead -6
    20, // own king P files +3 ahead -5
    -18, // own king P files +3 ahead -4
    -32, // own king P files +3 ahead -3
    1, // own king P files +3 ahead -2
    -30, // own king P files +3 ahead -1
    16, // own king P files +3 ahead +0
    -7, // own king P files +3 ahead +1
    7, // own king P files +3 ahead +2
    6, // own king P files +3 ahead +3
    5, // own king P files +3 ahead +4
    46, // own king P files +3 ahead +5
    4, // own king P files +3 ahead +6
    -24, // own king P files +3 ahead +7
    0, // own king P files +3 ahead +8
    0, // own king P files +4 ahead -8
    1, // own king P files +4 ahead -7
    21, // own king P files +4 ahead -6
    14, // own king P files +4 ahead -5
    43, // own king P files +4 ahead -4
    -36, // own king P files +4 ahead -3
    -22, // own king P files +4 ahead -2
    -42, // own king P files +4 ahead -1
    -14, // own king P files +4 ahead +0
    -4, // own king P files +4 ahead +1
    2, // own king P files +4 ahead +2
    8, // own king P files +4 ahead +3
    24, // own king P files +4 ahead +4
    6, // own king P files +4 ahead +5
    30, // own king P files +4 ahead +6
    -85, // own king P files +4 ahead +7
    0, // own king P files +4 ahead +8
    2, // own king P files +5 ahead -8
    5, // own king P files +5 ahead -7
    16, // own king P files +5 ahead -6
    -6, // own king P files +5 ahead -5
    15, // own king P files +5 ahead -4
    -29, // own king P files +5 ahead -3
    -75, // own king P files +5 ahead -2
    -58, // own king P files +5 ahead -1
    -18, // own king P files +5 ahead +0
    -17, // own king P files +5 ahead +1
    -7, // own king P files +5 ahead +2
    5, // own king P files +5 ahead +3
    17, // own king P files +5 ahead +4
    9, // own king P files +5 ahead +5
    -16, // own king P files +5 ahead +6
    42, // own king P files +5 ahead +7
    0, // own king P files +5 ahead +8
    0, // own king P files +6 ahead -8
    0, // own king P files +6 ahead -7
    6, // own king P files +6 ahead -6
    -22, // own king P files +6 ahead -5
    33, // own king P files +6 ahead -4
    -29, // own king P files +6 ahead -3
    -49, // own king P files +6 ahead -2
    -16, // own king P files +6 ahead -1
    -47, // own king P files +6 ahead +0
    -45, // own king P files +6 ahead +1
    -37, // own king P files +6 ahead +2
    -9, // own king P files +6 ahead +3
    -5, // own king P files +6 ahead +4
    0, // own king P files +6 ahead +5
    13, // own king P files +6 ahead +6
    55, // own king P files +6 ahead +7
    0, // own king P files +6 ahead +8
    0, // own king P files +7 ahead -8
    0, // own king P files +7 ahead -7
    1, // own king P files +7 ahead -6
    7, // own king P files +7 ahead -5
    -36, // own king P files +7 ahead -4
    -13, // own king P files +7 ahead -3
    -15, // own king P files +7 ahead -2
    -3, // own king P files +7 ahead -1
    -15, // own king P files +7 ahead +0
    11, // own king P files +7 ahead +1
    -10, // own king P files +7 ahead +2
    0, // own king P files +7 ahead +3
    28, // own king P files +7 ahead +4
    -65, // own king P files +7 ahead +5
    -67, // own king P files +7 ahead +6
    -3, // own king P files +7 ahead +7
    0, // own king P files +7 ahead +8
    0, // own king P files +8 ahead -8
    0, // own king P files +8 ahead -7
    -12, // own king P files +8 ahead -6
    -10, // own king P files +8 ahead -5
    -1, // own king P files +8 ahead -4
    -49, // own king P files +8 ahead -3
    -14, // own king P files +8 ahead -2
    -31, // own king P files +8 ahead -1
    32, // own king P files +8 ahead +0
    -1, // own king P files +8 ahead +1
    -23, // own king P files +8 ahead +2
    21, // own king P files +8 ahead +3
    5, // own king P files +8 ahead +4
    -4, // own king P files +8 ahead +5
    -12, // own king P files +8 ahead +6
    6, // own king P files +8 ahead +7
    0, // own king P files +8 ahead +8
    0, // own king +R files -3 ahead -8
    0, // own king +R files -3 ahead -7
    0, // own king +R files -3 ahead -6
    0, // own king +R files -3 ahead -5
    0, // own king +R files -3 ahead -4
    1, // own king +R files -3 ahead -3
    5, // own king +R files -3 ahead -2
    -1, // own king +R files -3 ahead -1
    1, // own king +R files -3 ahead +0
    -6, // own king +R files -3 ahead +1
    -8, // own king +R files -3 ahead +2
    -1, // own king +R files -3 ahead +3
    4, // own king +R files -3 ahead +4
    -44, // own king +R files -3 ahead +5
    14, // own king +R files -3 ahead +6
    18, // own king +R files -3 ahead +7
    -29, // own king +R files -3 ahead +8
    0, // own king +R files -2 ahead -8
    0, // own king +R files -2 ahead -7
    0, // own king +R files -2 ahead -6
    0, // own king +R files -2 ahead -5
    3, // own king +R files -2 ahead -4
    -4, // own king +R files -2 ahead -3
    5, // own king +R files -2 ahead -2
    0, // own king +R files -2 ahead -1
    -11, // own king +R files -2 ahead +0
    -20, // own king +R files -2 ahead +1
    18, // own king +R files -2 ahead +2
    -28, // own king +R files -2 ahead +3
    -23, // own king +R files -2 ahead +4
    -3, // own king +R files -2 ahead +5
    -14, // own king +R files -2 ahead +6
    -17, // own king +R files -2 ahead +7
    3, // own king +R files -2 ahead +8
    0, // own king +R files -1 ahead -8
    0, // own king +R files -1 ahead -7
    0, // own king +R files -1 ahead -6
    2, // own king +R files -1 ahead -5
    0, // own king +R files -1 ahead -4
    4, // own king +R files -1 ahead -3
    -6, // own king +R files -1 ahead -2
    18, // own king +R files -1 ahead -1
    -21, // own king +R files -1 ahead +0
    -39, // own king +R files -1 ahead +1
    -25, // own king +R files -1 ahead +2
    1, // own king +R files -1 ahead +3
    -25, // own king +R files -1 ahead +4
    -32, // own king +R files -1 ahead +5
    14, // own king +R files -1 ahead +6
    -46, // own king +R files -1 ahead +7
    17, // own king +R files -1 ahead +8
    0, // own king +R files +0 ahead -8
    1, // own king +R files +0 ahead -7
    0, // own king +R files +0 ahead -6
    0, // own king +R files +0 ahead -5
    -7, // own king +R files +0 ahead -4
    -1, // own king +R files +0 ahead -3
    2, // own king +R files +0 ahead -2
    -5, // own king +R files +0 ahead -1
    0, // own king +R files +0 ahead +0
    -25, // own king +R files +0 ahead +1
    -12, // own king +R files +0 ahead +2
    -13, // own king +R files +0 ahead +3
    -29, // own king +R files +0 ahead +4
    0, // own king +R files +0 ahead +5
    -24, // own king +R files +0 ahead +6
    -2, // own king +R files +0 ahead +7
    27, // own king +R files +0 ahead +8
    0, // own king +R files +1 ahead -8
    0, // own king +R files +1 ahead -7
    0, // own king +R files +1 ahead -6
    -1, // own king +R files +1 ahead -5
    0, // own king +R files +1 ahead -4
    -2, // own king +R files +1 ahead -3
    3, // own king +R files +1 ahead -2
    6, // own king +R files +1 ahead -1
    -52, // own king +R files +1 ahead +0
    19, // own king +R files +1 ahead +1
    4, // own king +R files +1 ahead +2
    -23, // own king +R files +1 ahead +3
    -21, // own king +R files +1 ahead +4
    -55, // own king +R files +1 ahead +5
    -35, // own king +R files +1 ahead +6
    -9, // own king +R files +1 ahead +7
    26, // own king +R files +1 ahead +8
    0, // own king +R files +2 ahead -8
    -3, // own king +R files +2 ahead -7
    -1, // own king +R files +2 ahead -6
    0, // own king +R files +2 ahead -5
    4, // own king +R files +2 ahead -4
    3, // own king +R files +2 ahead -3
    0, // own king +R files +2 ahead -2
    -3, // own king +R files +2 ahead -1
    -18, // own king +R files +2 ahead +0
    -7, // own king +R files +2 ahead +1
    -7, // own king +R files +2 ahead +2
    9, // own king +R files +2 ahead +3
    -21, // own king +R files +2 ahead +4
    -33, // own king +R files +2 ahead +5
    -7, // own king +R files +2 ahead +6
    -2, // own king +R files +2 ahead +7
    10, // own king +R files +2 ahead +8
    0, // own king +R files +3 ahead -8
    0, // own king +R files +3 ahead -7
    -1, // own king +R files +3 ahead -6
    0, // own king +R files +3 ahead -5
    3, // own king +R files +3 ahead -4
    0, // own king +R files +3 ahead -3
    9, // own king +R files +3 ahead -2
    4, // own king +R files +3 ahead -1
    17, // own king +R files +3 ahead +0
    56, // own king +R files +3 ahead +1
    0, // own king +R files +3 ahead +2
    -8, // own king +R files +3 ahead +3
    -32, // own king +R files +3 ahead +4
    -22, // own king +R files +3 ahead +5
    38, // own king +R files +3 ahead +6
    -95, // own king +R files +3 ahead +7
    48, // own king +R files +3 ahead +8
    0, // own king +R files +4 ahead -8
    -1, // own king +R files +4 ahead -7
    4, // own king +R files +4 ahead -6
    3, // own king +R files +4 ahead -5
    0, // own king +R files +4 ahead -4
    4, // own king +R files +4 ahead -3
    0, // own king +R files +4 ahead -2
    -3, // own king +R files +4 ahead -1
    -9, // own king +R files +4 ahead +0
    -17, // own king +R files +4 ahead +1
    19, // own king +R files +4 ahead +2
    -23, // own king +R files +4 ahead +3
    -15, // own king +R files +4 ahead +4
    -47, // own king +R files +4 ahead +5
    24, // own king +R files +4 ahead +6
    -38, // own king +R files +4 ahead +7
    -3, // own king +R files +4 ahead +8
    0, // own king +R files +5 ahead -8
    0, // own king +R files +5 ahead -7
    0, // own king +R files +5 ahead -6
    0, // own king +R files +5 ahead -5
    2, // own king +R files +5 ahead -4
    -7, // own king +R files +5 ahead -3
    -1, // own king +R files +5 ahead -2
    -27, // own king +R files +5 ahead -1
    -1, // own king +R files +5 ahead +0
    -18, // own king +R files +5 ahead +1
    -68, // own king +R files +5 ahead +2
    -49, // own king +R files +5 ahead +3
    19, // own king +R files +5 ahead +4
    -44, // own king +R files +5 ahead +5
    28, // own king +R files +5 ahead +6
    -27, // own king +R files +5 ahead +7
    83, // own king +R files +5 ahead +8
    0, // own king +R files +6 ahead -8
    -2, // own king +R files +6 ahead -7
    0, // own king +R files +6 ahead -6
    0, // own king +R files +6 ahead -5
    0, // own king +R files +6 ahead -4
    -8, // own king +R files +6 ahead -3
    -4, // own king +R files +6 ahead -2
    25, // own king +R files +6 ahead -1
    -40, // own king +R files +6 ahead +0
    -29, // own king +R files +6 ahead +1
    3, // own king +R files +6 ahead +2
    -10, // own king +R files +6 ahead +3
    -63, // own king +R files +6 ahead +4
    34, // own king +R files +6 ahead +5
    -9, // own king +R files +6 ahead +6
    8, // own king +R files +6 ahead +7
    -1, // own king +R files +6 ahead +8
    0, // own king +R files +7 ahead -8
    0, // own king +R files +7 ahead -7
    0, // own king +R files +7 ahead -6
    0, // own king +R files +7 ahead -5
    -4, // own king +R files +7 ahead -4
    6, // own king +R files +7 ahead -3
    9, // own king +R files +7 ahead -2
    9, // own king +R files +7 ahead -1
    9, // own king +R files +7 ahead +0
    18, // own king +R files +7 ahead +1
    -11, // own king +R files +7 ahead +2
    -21, // own king +R files +7 ahead +3
    -16, // own king +R files +7 ahead +4
    -62, // own king +R files +7 ahead +5
    4, // own king +R files +7 ahead +6
    46, // own king +R files +7 ahead +7
    -2, // own king +R files +7 ahead +8
    0, // own king +R files +8 ahead -8
    3, // own king +R files +8 ahead -7
    0, // own king +R files +8 ahead -6
    -4, // own king +R files +8 ahead -5
    0, // own king +R files +8 ahead -4
    -4, // own king +R files +8 ahead -3
    -4, // own king +R files +8 ahead -2
    -6, // own king +R files +8 ahead -1
    9, // own king +R files +8 ahead +0
    -1, // own king +R files +8 ahead +1
    -15, // own king +R files +8 ahead +2
    -4, // own king +R files +8 ahead +3
    -15, // own king +R files +8 ahead +4
    -4, // own king +R files +8 ahead +5
    -30, // own king +R files +8 ahead +6
    -8, // own king +R files +8 ahead +7
    15, // own king +R files +8 ahead +8
    0, // own king +B files -3 ahead -8
    0, // own king +B files -3 ahead -7
    0, // own king +B files -3 ahead -6
    0, // own king +B files -3 ahead -5
    0, // own king +B files -3 ahead -4
    0, // own king +B files -3 ahead -3
    0, // own king +B files -3 ahead -2
    0, // own king +B files -3 ahead -1
    2, // own king +B files -3 ahead +0
    -2, // own king +B files -3 ahead +1
    -6, // own king +B files -3 ahead +2
    -13, // own king +B files -3 ahead +3
    -5, // own king +B files -3 ahead +4
    20, // own king +B files -3 ahead +5
    -61, // own king +B files -3 ahead +6
    20, // own king +B files -3 ahead +7
    14, // own king +B files -3 ahead +8
    0, // own king +B files -2 ahead -8
    0, // own king +B files -2 ahead -7
    0, // own king +B files -2 ahead -6
    0, // own king +B files -2 ahead -5
    0, // own king +B files -2 ahead -4
    -2, // own king +B files -2 ahead -3
    3, // own king +B files -2 ahead -2
    -1, // own king +B files -2 ahead -1
    2, // own king +B files -2 ahead +0
    26, // own king +B files -2 ahead +1
    13, // own king +B files -2 ahead +2
    -46, // own king +B files -2 ahead +3
    -30, // own king +B files -2 ahead +4
    29, // own king +B files -2 ahead +5
    26, // own king +B files -2 ahead +6
    27, // own king +B files -2 ahead +7
    -9, // own king +B files -2 ahead +8
    0, // own king +B files -1 ahead -8
    0, // own king +B files -1 ahead -7
    0, // own king +B files -1 ahead -6
    0, // own king +B files -1 ahead -5
    0, // own king +B files -1 ahead -4
    3, // own king +B files -1 ahead -3
    4, // own king +B files -1 ahead -2
    9, // own king +B files -1 ahead -1
    -4, // own king +B files -1 ahead +0
    -27, // own king +B files -1 ahead +1
    35, // own king +B files -1 ahead +2
    36, // own king +B files -1 ahead +3
    -16, // own king +B files -1 ahead +4
    -11, // own king +B files -1 ahead +5
    -31, // own king +B files -1 ahead +6
    -15, // own king +B files -1 ahead +7
    -44, // own king +B files -1 ahead +8
    0, // own king +B files +0 ahead -8
    0, // own king +B files +0 ahead -7
    0, // own king +B files +0 ahead -6
    0, // own king +B files +0 ahead -5
    0, // own king +B files +0 ahead -4
    2, // own king +B files +0 ahead -3
    14, // own king +B files +0 ahead -2
    -4, // own king +B files +0 ahead -1
    0, // own king +B files +0 ahead +0
    -14, // own king +B files +0 ahead +1
    -3, // own king +B files +0 ahead +2
    -2, // own king +B files +0 ahead +3
    -22, // own king +B files +0 ahead +4
    -5, // own king +B files +0 ahead +5
    44, // own king +B files +0 ahead +6
    30, // own king +B files +0 ahead +7
    32, // own king +B files +0 ahead +8
    0, // own king +B files +1 ahead -8
    0, // own king +B files +1 ahead -7
    -5, // own king +B files +1 ahead -6
    0, // own king +B files +1 ahead -5
    -1, // own king +B files +1 ahead -4
    -1, // own king +B files +1 ahead -3
    -1, // own king +B files +1 ahead -2
    -8, // own king +B files +1 ahead -1
    -26, // own king +B files +1 ahead +0
    36, // own king +B files +1 ahead +1
    -4, // own king +B files +1 ahead +2
    3, // own king +B files +1 ahead +3
    -17, // own king +B files +1 ahead +4
    -12, // own king +B files +1 ahead +5
    -22, // own king +B files +1 ahead +6
    20, // own king +B files +1 ahead +7
    18, // own king +B files +1 ahead +8
    0, // own king +B files +2 ahead -8
    0, // own king +B files +2 ahead -7
    0, // own king +B files +2 ahead -6
    -3, // own king +B files +2 ahead -5
    -1, // own king +B files +2 ahead -4
    -1, // own king +B files +2 ahead -3
    12, // own king +B files +2 ahead -2
    9, // own king +B files +2 ahead -1
    26, // own king +B files +2 ahead +0
    11, // own king +B files +2 ahead +1
    18, // own king +B files +2 ahead +2
    27, // own king +B files +2 ahead +3
    -34, // own king +B files +2 ahead +4
    8, // own king +B files +2 ahead +5
    -21, // own king +B files +2 ahead +6
    -44, // own king +B files +2 ahead +7
    5, // own king +B files +2 ahead +8
    0, // own king +B files +3 ahead -8
    0, // own king +B files +3 ahead -7
    0, // own king +B files +3 ahead -6
    19, // own king +B files +3 ahead -5
    -1, // own king +B files +3 ahead -4
    -7, // own king +B files +3 ahead -3
    0, // own king +B files +3 ahead -2
    -6, // own king +B files +3 ahead -1
    24, // own king +B files +3 ahead +0
    58, // own king +B files +3 ahead +1
    24, // own king +B files +3 ahead +2
    14, // own king +B files +3 ahead +3
    4, // own king +B files +3 ahead +4
    -12, // own king +B files +3 ahead +5
    -28, // own king +B files +3 ahead +6
    -30, // own king +B files +3 ahead +7
    41, // own king +B files +3 ahead +8
    0, // own king +B files +4 ahead -8
    0, // own king +B files +4 ahead -7
    0, // own king +B files +4 ahead -6
    1, // own king +B files +4 ahead -5
    -1, // own king +B files +4 ahead -4
    -4, // own king +B files +4 ahead -3
    -34, // own king +B files +4 ahead -2
    -24, // own king +B files +4 ahead -1
    -12, // own king +B files +4 ahead +0
    21, // own king +B files +4 ahead +1
    1, // own king +B files +4 ahead +2
    -32, // own king +B files +4 ahead +3
    -5, // own king +B files +4 ahead +4
    13, // own king +B files +4 ahead +5
    -21, // own king +B files +4 ahead +6
    -53, // own king +B files +4 ahead +7
    32, // own king +B files +4 ahead +8
    0, // own king +B files +5 ahead -8
    0, // own king +B files +5 ahead -7
    0, // own king +B files +5 ahead -6
    0, // own king +B files +5 ahead -5
    -5, // own king +B files +5 ahead -4
    4, // own king +B files +5 ahead -3
    0, // own king +B files +5 ahead -2
    -7, // own king +B files +5 ahead -1
    -16, // own king +B files +5 ahead +0
    -51, // own king +B files +5 ahead +1
    13, // own king +B files +5 ahead +2
    18, // own king +B files +5 ahead +3
    36, // own king +B files +5 ahead +4
    -49, // own king +B files +5 ahead +5
    -35, // own king +B files +5 ahead +6
    -23, // own king +B files +5 ahead +7
    -38, // own king +B files +5 ahead +8
    0, // own king +B files +6 ahead -8
    0, // own king +B files +6 ahead -7
    -2, // own king +B files +6 ahead -6
    5, // own king +B files +6 ahead -5
    1, // own king +B files +6 ahead -4
    -2, // own king +B files +6 ahead -3
    2, // own king +B files +6 ahead -2
    0, // own king +B files +6 ahead -1
    -6, // own king +B files +6 ahead +0
    -35, // own king +B files +6 ahead +1
    2, // own king +B files +6 ahead +2
    9, // own king +B files +6 ahead +3
    -19, // own king +B files +6 ahead +4
    -12, // own king +B files +6 ahead +5
    -22, // own king +B files +6 ahead +6
    3, // own king +B files +6 ahead +7
    -28, // own king +B files +6 ahead +8
    0, // own king +B files +7 ahead -8
    0, // own king +B files +7 ahead -7
    0, // own king +B files +7 ahead -6
    2, // own king +B files +7 ahead -5
    1, // own king +B files +7 ahead -4
    0, // own king +B files +7 ahead -3
    -4, // own king +B files +7 ahead -2
    -3, // own king +B files +7 ahead -1
    -1, // own king +B files +7 ahead +0
    -33, // own king +B files +7 ahead +1
    -12, // own king +B files +7 ahead +2
    -35, // own king +B files +7 ahead +3
    -15, // own king +B files +7 ahead +4
    -5, // own king +B files +7 ahead +5
    -61, // own king +B files +7 ahead +6
    -8, // own king +B files +7 ahead +7
    -29, // own king +B files +7 ahead +8
    0, // own king +B files +8 ahead -8
    0, // own king +B files +8 ahead -7
    -1, // own king +B files +8 ahead -6
    0, // own king +B files +8 ahead -5
    0, // own king +B files +8 ahead -4
    0, // own king +B files +8 ahead -3
    0, // own king +B files +8 ahead -2
    2, // own king +B files +8 ahead -1
    -1, // own king +B files +8 ahead +0
    -2, // own king +B files +8 ahead +1
    -8, // own king +B files +8 ahead +2
    3, // own king +B files +8 ahead +3
    7, // own king +B files +8 ahead +4
    4, // own king +B files +8 ahead +5
    -4, // own king +B files +8 ahead +6
    -23, // own king +B files +8 ahead +7
    -13, // own king +B files +8 ahead +8
    0, // own king +S files -3 ahead -8
    0, // own king +S files -3 ahead -7
    0, // own king +S files -3 ahead -6
    0, // own king +S files -3 ahead -5
    0, // own king +S files -3 ahead -4
    0, // own king +S files -3 ahead -3
    0, // own king +S files -3 ahead -2
    -1, // own king +S files -3 ahead -1
    0, // own king +S files -3 ahead +0
    -2, // own king +S files -3 ahead +1
    0, // own king +S files -3 ahead +2
    0, // own king +S files -3 ahead +3
    -1, // own king +S files -3 ahead +4
    -4, // own king +S files -3 ahead +5
    -8, // own king +S files -3 ahead +6
    -17, // own king +S files -3 ahead +7
    4, // own king +S files -3 ahead +8
    0, // own king +S files -2 ahead -8
    0, // own king +S files -2 ahead -7
    0, // own king +S files -2 ahead -6
    0, // own king +S files -2 ahead -5
    0, // own king +S files -2 ahead -4
    0, // own king +S files -2 ahead -3
    0, // own king +S files -2 ahead -2
    3, // own king +S files -2 ahead -1
    0, // own king +S files -2 ahead +0
    4, // own king +S files -2 ahead +1
    -4, // own king +S files -2 ahead +2
    -4, // own king +S files -2 ahead +3
    3, // own king +S files -2 ahead +4
    14, // own king +S files -2 ahead +5
    -7, // own king +S files -2 ahead +6
    -38, // own king +S files -2 ahead +7
    0, // own king +S files -2 ahead +8
    0, // own king +S files -1 ahead -8
    0, // own king +S files -1 ahead -7
    0, // own king +S files -1 ahead -6
    0, // own king +S files -1 ahead -5
    0, // own king +S files -1 ahead -4
    0, // own king +S files -1 ahead -3
    -2, // own king +S files -1 ahead -2
    3, // own king +S files -1 ahead -1
    1, // own king +S files -1 ahead +0
    -3, // own king +S files -1 ahead +1
    -9, // own king +S files -1 ahead +2
    0, // own king +S files -1 ahead +3
    5, // own king +S files -1 ahead +4
    -17, // own king +S files -1 ahead +5
    40, // own king +S files -1 ahead +6
    -1, // own king +S files -1 ahead +7
    -7, // own king +S files -1 ahead +8
    0, // own king +S files +0 ahead -8
    0, // own king +S files +0 ahead -7
    0, // own king +S files +0 ahead -6
    0, // own king +S files +0 ahead -5
    0, // own king +S files +0 ahead -4
    -1, // own king +S files +0 ahead -3
    -2, // own king +S files +0 ahead -2
    -17, // own king +S files +0 ahead -1
    0, // own king +S files +0 ahead +0
    -16, // own king +S files +0 ahead +1
    -2, // own king +S files +0 ahead +2
    4, // own king +S files +0 ahead +3
    -22, // own king +S files +0 ahead +4
    -10, // own king +S files +0 ahead +5
    4, // own king +S files +0 ahead +6
    -38, // own king +S files +0 ahead +7
    6, // own king +S files +0 ahead +8
    0, // own king +S files +1 ahead -8
    0, // own king +S files +1 ahead -7
    0, // own king +S files +1 ahead -6
    0, // own king +S files +1 ahead -5
    0, // own king +S files +1 ahead -4
    0, // own king +S files +1 ahead -3
    -1, // own king +S files +1 ahead -2
    -5, // own king +S files +1 ahead -1
    -2, // own king +S files +1 ahead +0
    -1, // own king +S files +1 ahead +1
    9, // own king +S files +1 ahead +2
    -22, // own king +S files +1 ahead +3
    17, // own king +S files +1 ahead +4
    -31, // own king +S files +1 ahead +5
    -21, // own king +S files +1 ahead +6
    18, // own king +S files +1 ahead +7
    -8, // own king +S files +1 ahead +8
    0, // own king +S files +2 ahead -8
    0, // own king +S files +2 ahead -7
    0, // own king +S files +2 ahead -6
    0, // own king +S files +2 ahead -5
    0, // own king +S files +2 ahead -4
    0, // own king +S files +2 ahead -3
    0, // own king +S files +2 ahead -2
    2, // own king +S files +2 ahead -1
    2, // own king +S files +2 ahead +0
    0, // own king +S files +2 ahead +1
    -6, // own king +S files +2 ahead +2
    1, // own king +S files +2 ahead +3
    -4, // own king +S files +2 ahead +4
    2, // own king +S files +2 ahead +5
    45, // own king +S files +2 ahead +6
    -4, // own king +S files +2 ahead +7
    -27, // own king +S files +2 ahead +8
    0, // own king +S files +3 ahead -8
    0, // own king +S files +3 ahead -7
    0, // own king +S files +3 ahead -6
    0, // own king +S files +3 ahead -5
    0, // own king +S files +3 ahead -4
    0, // own king +S files +3 ahead -3
    -2, // own king +S files +3 ahead -2
    0, // own king +S files +3 ahead -1
    0, // own king +S files +3 ahead +0
    1, // own king +S files +3 ahead +1
    -2, // own king +S files +3 ahead +2
    -21, // own king +S files +3 ahead +3
    36, // own king +S files +3 ahead +4
    35, // own king +S files +3 ahead +5
    2, // own king +S files +3 ahead +6
    -51, // own king +S files +3 ahead +7
    -13, // own king +S files +3 ahead +8
    0, // own king +S files +4 ahead -8
    0, // own king +S files +4 ahead -7
    0, // own king +S files +4 ahead -6
    0, // own king +S files +4 ahead -5
    0, // own king +S files +4 ahead -4
    0, // own king +S files +4 ahead -3
    -1, // own king +S files +4 ahead -2
    1, // own king +S files +4 ahead -1
    -2, // own king +S files +4 ahead +0
    -2, // own king +S files +4 ahead +1
    1, // own king +S files +4 ahead +2
    7, // own king +S files +4 ahead +3
    -16, // own king +S files +4 ahead +4
    13, // own king +S files +4 ahead +5
    1, // own king +S files +4 ahead +6
    16, // own king +S files +4 ahead +7
    -30, // own king +S files +4 ahead +8
    0, // own king +S files +5 ahead -8
    0, // own king +S files +5 ahead -7
    0, // own king +S files +5 ahead -6
    0, // own king +S files +5 ahead -5
    0, // own king +S files +5 ahead -4
    0, // own king +S files +5 ahead -3
    0, // own king +S files +5 ahead -2
    0, // own king +S files +5 ahead -1
    0, // own king +S files +5 ahead +0
    3, // own king +S files +5 ahead +1
    1, // own king +S files +5 ahead +2
    -1, // own king +S files +5 ahead +3
    -17, // own king +S files +5 ahead +4
    10, // own king +S files +5 ahead +5
    4, // own king +S files +5 ahead +6
    7, // own king +S files +5 ahead +7
    -10, // own king +S files +5 ahead +8
    0, // own king +S files +6 ahead -8
    0, // own king +S files +6 ahead -7
    0, // own king +S files +6 ahead -6
    0, // own king +S files +6 ahead -5
    0, // own king +S files +6 ahead -4
    0, // own king +S files +6 ahead -3
    0, // own king +S files +6 ahead -2
    -2, // own king +S files +6 ahead -1
    0, // own king +S files +6 ahead +0
    -10, // own king +S files +6 ahead +1
    -5, // own king +S files +6 ahead +2
    -3, // own king +S files +6 ahead +3
    5, // own king +S files +6 ahead +4
    -32, // own king +S files +6 ahead +5
    -33, // own king +S files +6 ahead +6
    2, // own king +S files +6 ahead +7
    -19, // own king +S files +6 ahead +8
    0, // own king +S files +7 ahead -8
    0, // own king +S files +7 ahead -7
    0, // own king +S files +7 ahead -6
    0, // own king +S files +7 ahead -5
    0, // own king +S files +7 ahead -4
    0, // own king +S files +7 ahead -3
    -7, // own king +S files +7 ahead -2
    -1, // own king +S files +7 ahead -1
    -9, // own king +S files +7 ahead +0
    -12, // own king +S files +7 ahead +1
    -3, // own king +S files +7 ahead +2
    -2, // own king +S files +7 ahead +3
    22, // own king +S files +7 ahead +4
    -8, // own king +S files +7 ahead +5
    -49, // own king +S files +7 ahead +6
    -26, // own king +S files +7 ahead +7
    51, // own king +S files +7 ahead +8
    0, // own king +S files +8 ahead -8
    0, // own king +S files +8 ahead -7
    0, // own king +S files +8 ahead -6
    0, // own king +S files +8 ahead -5
    0, // own king +S files +8 ahead -4
    0, // own king +S files +8 ahead -3
    0, // own king +S files +8 ahead -2
    0, // own king +S files +8 ahead -1
    -15, // own king +S files +8 ahead +0
    -1, // own king +S files +8 ahead +1
    -3, // own king +S files +8 ahead +2
    0, // own king +S files +8 ahead +3
    0, // own king +S files +8 ahead +4
    -11, // own king +S files +8 ahead +5
    0, // own king +S files +8 ahead +6
    -3, // own king +S files +8 ahead +7
    -6, // own king +S files +8 ahead +8
    0, // own king +N files -3 ahead -8
    0, // own king +N files -3 ahead -7
    0, // own king +N files -3 ahead -6
    0, // own king +N files -3 ahead -5
    0, // own king +N files -3 ahead -4
    0, // own king +N files -3 ahead -3
    0, // own king +N files -3 ahead -2
    0, // own king +N files -3 ahead -1
    -2, // own king +N files -3 ahead +0
    0, // own king +N files -3 ahead +1
    -5, // own king +N files -3 ahead +2
    -9, // own king +N files -3 ahead +3
    -19, // own king +N files -3 ahead +4
    16, // own king +N files -3 ahead +5
    -24, // own king +N files -3 ahead +6
    -9, // own king +N files -3 ahead +7
    -12, // own king +N files -3 ahead +8
    0, // own king +N files -2 ahead -8
    0, // own king +N files -2 ahead -7
    0, // own king +N files -2 ahead -6
    0, // own king +N files -2 ahead -5
    0, // own king +N files -2 ahead -4
    0, // own king +N files -2 ahead -3
    0, // own king +N files -2 ahead -2
    0, // own king +N files -2 ahead -1
    2, // own king +N files -2 ahead +0
    2, // own king +N files -2 ahead +1
    -9, // own king +N files -2 ahead +2
    -10, // own king +N files -2 ahead +3
    0, // own king +N files -2 ahead +4
    -17, // own king +N files -2 ahead +5
    -17, // own king +N files -2 ahead +6
    -9, // own king +N files -2 ahead +7
    26, // own king +N files -2 ahead +8
    0, // own king +N files -1 ahead -8
    0, // own king +N files -1 ahead -7
    0, // own king +N files -1 ahead -6
    0, // own king +N files -1 ahead -5
    0, // own king +N files -1 ahead -4
    0, // own king +N files -1 ahead -3
    -8, // own king +N files -1 ahead -2
    0, // own king +N files -1 ahead -1
    7, // own king +N files -1 ahead +0
    -5, // own king +N files -1 ahead +1
    -10, // own king +N files -1 ahead +2
    0, // own king +N files -1 ahead +3
    -4, // own king +N files -1 ahead +4
    20, // own king +N files -1 ahead +5
    23, // own king +N files -1 ahead +6
    -22, // own king +N files -1 ahead +7
    -37, // own king +N files -1 ahead +8
    0, // own king +N files +0 ahead -8
    0, // own king +N files +0 ahead -7
    0, // own king +N files +0 ahead -6
    0, // own king +N files +0 ahead -5
    0, // own king +N files +0 ahead -4
    0, // own king +N files +0 ahead -3
    1, // own king +N files +0 ahead -2
    -10, // own king +N files +0 ahead -1
    0, // own king +N files +0 ahead +0
    5, // own king +N files +0 ahead +1
    9, // own king +N files +0 ahead +2
    22, // own king +N files +0 ahead +3
    -4, // own king +N files +0 ahead +4
    46, // own king +N files +0 ahead +5
    -24, // own king +N files +0 ahead +6
    -49, // own king +N files +0 ahead +7
    -29, // own king +N files +0 ahead +8
    0, // own king +N files +1 ahead -8
    0, // own king +N files +1 ahead -7
    0, // own king +N files +1 ahead -6
    0, // own king +N files +1 ahead -5
    0, // own king +N files +1 ahead -4
    2, // own king +N files +1 ahead -3
    -1, // own king +N files +1 ahead -2
    -7, // own king +N files +1 ahead -1
    0, // own king +N files +1 ahead +0
    10, // own king +N files +1 ahead +1
    -11, // own king +N files +1 ahead +2
    12, // own king +N files +1 ahead +3
    -2, // own king +N files +1 ahead +4
    -9, // own king +N files +1 ahead +5
    29, // own king +N files +1 ahead +6
    -25, // own king +N files +1 ahead +7
    -2, // own king +N files +1 ahead +8
    0, // own king +N files +2 ahead -8
    0, // own king +N files +2 ahead -7
    0, // own king +N files +2 ahead -6
    0, // own king +N files +2 ahead -5
    0, // own king +N files +2 ahead -4
    0, // own king +N files +2 ahead -3
    0, // own king +N files +2 ahead -2
    -5, // own king +N files +2 ahead -1
    -1, // own king +N files +2 ahead +0
    -22, // own king +N files +2 ahead +1
    -5, // own king +N files +2 ahead +2
    -26, // own king +N files +2 ahead +3
    -11, // own king +N files +2 ahead +4
    34, // own king +N files +2 ahead +5
    58, // own king +N files +2 ahead +6
    51, // own king +N files +2 ahead +7
    -7, // own king +N files +2 ahead +8
    0, // own king +N files +3 ahead -8
    0, // own king +N files +3 ahead -7
    0, // own king +N files +3 ahead -6
    0, // own king +N files +3 ahead -5
    0, // own king +N files +3 ahead -4
    0, // own king +N files +3 ahead -3
    0, // own king +N files +3 ahead -2
    -1, // own king +N files +3 ahead -1
    0, // own king +N files +3 ahead +0
    1, // own king +N files +3 ahead +1
    -3, // own king +N files +3 ahead +2
    -3, // own king +N files +3 ahead +3
    17, // own king +N files +3 ahead +4
    3, // own king +N files +3 ahead +5
    -6, // own king +N files +3 ahead +6
    -41, // own king +N files +3 ahead +7
    -25, // own king +N files +3 ahead +8
    0, // own king +N files +4 ahead -8
    0, // own king +N files +4 ahead -7
    0, // own king +N files +4 ahead -6
    0, // own king +N files +4 ahead -5
    0, // own king +N files +4 ahead -4
    0, // own king +N files +4 ahead -3
    0, // own king +N files +4 ahead -2
    1, // own king +N files +4 ahead -1
    2, // own king +N files +4 ahead +0
    0, // own king +N files +4 ahead +1
    -3, // own king +N files +4 ahead +2
    -7, // own king +N files +4 ahead +3
    -8, // own king +N files +4 ahead +4
    13, // own king +N files +4 ahead +5
    2, // own king +N files +4 ahead +6
    -34, // own king +N files +4 ahead +7
    -24, // own king +N files +4 ahead +8
    0, // own king +N files +5 ahead -8
    0, // own king +N files +5 ahead -7
    0, // own king +N files +5 ahead -6
    0, // own king +N files +5 ahead -5
    0, // own king +N files +5 ahead -4
    0, // own king +N files +5 ahead -3
    -3, // own king +N files +5 ahead -2
    -1, // own king +N files +5 ahead -1
    -1, // own king +N files +5 ahead +0
    0, // own king +N files +5 ahead +1
    1, // own king +N files +5 ahead +2
    1, // own king +N files +5 ahead +3
    -7, // own king +N files +5 ahead +4
    -26, // own king +N files +5 ahead +5
    -10, // own king +N files +5 ahead +6
    -19, // own king +N files +5 ahead +7
    -14, // own king +N files +5 ahead +8
    0, // own king +N files +6 ahead -8
    0, // own king +N files +6 ahead -7
    0, // own king +N files +6 ahead -6
    0, // own king +N files +6 ahead -5
    0, // own king +N files +6 ahead -4
    0, // own king +N files +6 ahead -3
    0, // own king +N files +6 ahead -2
    0, // own king +N files +6 ahead -1
    1, // own king +N files +6 ahead +0
    4, // own king +N files +6 ahead +1
    -1, // own king +N files +6 ahead +2
    1, // own king +N files +6 ahead +3
    -8, // own king +N files +6 ahead +4
    -23, // own king +N files +6 ahead +5
    -56, // own king +N files +6 ahead +6
    -51, // own king +N files +6 ahead +7
    14, // own king +N files +6 ahead +8
    0, // own king +N files +7 ahead -8
    0, // own king +N files +7 ahead -7
    0, // own king +N files +7 ahead -6
    0, // own king +N files +7 ahead -5
    0, // own king +N files +7 ahead -4
    0, // own king +N files +7 ahead -3
    0, // own king +N files +7 ahead -2
    0, // own king +N files +7 ahead -1
    -1, // own king +N files +7 ahead +0
    0, // own king +N files +7 ahead +1
    -4, // own king +N files +7 ahead +2
    -8, // own king +N files +7 ahead +3
    35, // own king +N files +7 ahead +4
    1, // own king +N files +7 ahead +5
    -5, // own king +N files +7 ahead +6
    26, // own king +N files +7 ahead +7
    -30, // own king +N files +7 ahead +8
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
    1, // own king +N files +8 ahead +3
    9, // own king +N files +8 ahead +4
    -9, // own king +N files +8 ahead +5
    -4, // own king +N files +8 ahead +6
    18, // own king +N files +8 ahead +7
    -1, // own king +N files +8 ahead +8
    0, // own king +L files -3 ahead -8
    0, // own king +L files -3 ahead -7
    0, // own king +L files -3 ahead -6
    0, // own king +L files -3 ahead -5
    0, // own king +L files -3 ahead -4
    0, // own king +L files -3 ahead -3
    0, // own king +L files -3 ahead -2
    0, // own king +L files -3 ahead -1
    -8, // own king +L files -3 ahead +0
    0, // own king +L files -3 ahead +1
    4, // own king +L files -3 ahead +2
    -7, // own king +L files -3 ahead +3
    -9, // own king +L files -3 ahead +4
    12, // own king +L files -3 ahead +5
    -1, // own king +L files -3 ahead +6
    28, // own king +L files -3 ahead +7
    10, // own king +L files -3 ahead +8
    0, // own king +L files -2 ahead -8
    0, // own king +L files -2 ahead -7
    0, // own king +L files -2 ahead -6
    0, // own king +L files -2 ahead -5
    0, // own king +L files -2 ahead -4
    0, // own king +L files -2 ahead -3
    0, // own king +L files -2 ahead -2
    -3, // own king +L files -2 ahead -1
    -1, // own king +L files -2 ahead +0
    -13, // own king +L files -2 ahead +1
    0, // own king +L files -2 ahead +2
    -7, // own king +L files -2 ahead +3
    -26, // own king +L files -2 ahead +4
    8, // own king +L files -2 ahead +5
    -6, // own king +L files -2 ahead +6
    4, // own king +L files -2 ahead +7
    55, // own king +L files -2 ahead +8
    0, // own king +L files -1 ahead -8
    0, // own king +L files -1 ahead -7
    0, // own king +L files -1 ahead -6
    0, // own king +L files -1 ahead -5
    0, // own king +L files -1 ahead -4
    0, // own king +L files -1 ahead -3
    0, // own king +L files -1 ahead -2
    -2, // own king +L files -1 ahead -1
    8, // own king +L files -1 ahead +0
    -2, // own king +L files -1 ahead +1
    0, // own king +L files -1 ahead +2
    -29, // own king +L files -1 ahead +3
    -18, // own king +L files -1 ahead +4
    66, // own king +L files -1 ahead +5
    -7, // own king +L files -1 ahead +6
    -4, // own king +L files -1 ahead +7
    -1, // own king +L files -1 ahead +8
    0, // own king +L files +0 ahead -8
    0, // own king +L files +0 ahead -7
    0, // own king +L files +0 ahead -6
    0, // own king +L files +0 ahead -5
    0, // own king +L files +0 ahead -4
    0, // own king +L files +0 ahead -3
    3, // own king +L files +0 ahead -2
    11, // own king +L files +0 ahead -1
    0, // own king +L files +0 ahead +0
    12, // own king +L files +0 ahead +1
    -27, // own king +L files +0 ahead +2
    -32, // own king +L files +0 ahead +3
    10, // own king +L files +0 ahead +4
    22, // own king +L files +0 ahead +5
    -20, // own king +L files +0 ahead +6
    72, // own king +L files +0 ahead +7
    -64, // own king +L files +0 ahead +8
    0, // own king +L files +1 ahead -8
    0, // own king +L files +1 ahead -7
    0, // own king +L files +1 ahead -6
    0, // own king +L files +1 ahead -5
    0, // own king +L files +1 ahead -4
    0, // own king +L files +1 ahead -3
    -2, // own king +L files +1 ahead -2
    -5, // own king +L files +1 ahead -1
    -4, // own king +L files +1 ahead +0
    10, // own king +L files +1 ahead +1
    -20, // own king +L files +1 ahead +2
    36, // own king +L files +1 ahead +3
    -20, // own king +L files +1 ahead +4
    -47, // own king +L files +1 ahead +5
    7, // own king +L files +1 ahead +6
    -10, // own king +L files +1 ahead +7
    -35, // own king +L files +1 ahead +8
    0, // own king +L files +2 ahead -8
    0, // own king +L files +2 ahead -7
    0, // own king +L files +2 ahead -6
    0, // own king +L files +2 ahead -5
    0, // own king +L files +2 ahead -4
    0, // own king +L files +2 ahead -3
    1, // own king +L files +2 ahead -2
    2, // own king +L files +2 ahead -1
    -2, // own king +L files +2 ahead +0
    -4, // own king +L files +2 ahead +1
    6, // own king +L files +2 ahead +2
    4, // own king +L files +2 ahead +3
    8, // own king +L files +2 ahead +4
    30, // own king +L files +2 ahead +5
    25, // own king +L files +2 ahead +6
    -43, // own king +L files +2 ahead +7
    -21, // own king +L files +2 ahead +8
    0, // own king +L files +3 ahead -8
    0, // own king +L files +3 ahead -7
    0, // own king +L files +3 ahead -6
    0, // own king +L files +3 ahead -5
    0, // own king +L files +3 ahead -4
    0, // own king +L files +3 ahead -3
    0, // own king +L files +3 ahead -2
    0, // own king +L files +3 ahead -1
    2, // own king +L files +3 ahead +0
    0, // own king +L files +3 ahead +1
    -5, // own king +L files +3 ahead +2
    -2, // own king +L files +3 ahead +3
    8, // own king +L files +3 ahead +4
    29, // own king +L files +3 ahead +5
    -3, // own king +L files +3 ahead +6
    -24, // own king +L files +3 ahead +7
    8, // own king +L files +3 ahead +8
    0, // own king +L files +4 ahead -8
    0, // own king +L files +4 ahead -7
    0, // own king +L files +4 ahead -6
    0, // own king +L files +4 ahead -5
    0, // own king +L files +4 ahead -4
    0, // own king +L files +4 ahead -3
    1, // own king +L files +4 ahead -2
    3, // own king +L files +4 ahead -1
    0, // own king +L files +4 ahead +0
    -1, // own king +L files +4 ahead +1
    -6, // own king +L files +4 ahead +2
    1, // own king +L files +4 ahead +3
    -15, // own king +L files +4 ahead +4
    7, // own king +L files +4 ahead +5
    -72, // own king +L files +4 ahead +6
    -29, // own king +L files +4 ahead +7
    -28, // own king +L files +4 ahead +8
    0, // own king +L files +5 ahead -8
    0, // own king +L files +5 ahead -7
    0, // own king +L files +5 ahead -6
    0, // own king +L files +5 ahead -5
    0, // own king +L files +5 ahead -4
    0, // own king +L files +5 ahead -3
    9, // own king +L files +5 ahead -2
    1, // own king +L files +5 ahead -1
    0, // own king +L files +5 ahead +0
    1, // own king +L files +5 ahead +1
    -3, // own king +L files +5 ahead +2
    -4, // own king +L files +5 ahead +3
    5, // own king +L files +5 ahead +4
    -26, // own king +L files +5 ahead +5
    -6, // own king +L files +5 ahead +6
    -48, // own king +L files +5 ahead +7
    14, // own king +L files +5 ahead +8
    0, // own king +L files +6 ahead -8
    0, // own king +L files +6 ahead -7
    0, // own king +L files +6 ahead -6
    0, // own king +L files +6 ahead -5
    0, // own king +L files +6 ahead -4
    0, // own king +L files +6 ahead -3
    0, // own king +L files +6 ahead -2
    3, // own king +L files +6 ahead -1
    -1, // own king +L files +6 ahead +0
    -1, // own king +L files +6 ahead +1
    2, // own king +L files +6 ahead +2
    0, // own king +L files +6 ahead +3
    2, // own king +L files +6 ahead +4
    13, // own king +L files +6 ahead +5
    -34, // own king +L files +6 ahead +6
    -37, // own king +L files +6 ahead +7
    39, // own king +L files +6 ahead +8
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
    -1, // own king +L files +7 ahead +3
    8, // own king +L files +7 ahead +4
    -32, // own king +L files +7 ahead +5
    31, // own king +L files +7 ahead +6
    -66, // own king +L files +7 ahead +7
    -23, // own king +L files +7 ahead +8
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
    -3, // own king +L files +8 ahead +3
    -6, // own king +L files +8 ahead +4
    0, // own king +L files +8 ahead +5
    3, // own king +L files +8 ahead +6
    -26, // own king +L files +8 ahead +7
    0, // own king +L files +8 ahead +8
    0, // own king +P files -3 ahead -8
    0, // own king +P files -3 ahead -7
    0, // own king +P files -3 ahead -6
    0, // own king +P files -3 ahead -5
    0, // own king +P files -3 ahead -4
    0, // own king +P files -3 ahead -3
    0, // own king +P files -3 ahead -2
    1, // own king +P files -3 ahead -1
    1, // own king +P files -3 ahead +0
    0, // own king +P files -3 ahead +1
    0, // own king +P files -3 ahead +2
    3, // own king +P files -3 ahead +3
    5, // own king +P files -3 ahead +4
    -39, // own king +P files -3 ahead +5
    -19, // own king +P files -3 ahead +6
    19, // own king +P files -3 ahead +7
    -29, // own king +P files -3 ahead +8
    0, // own king +P files -2 ahead -8
    0, // own king +P files -2 ahead -7
    0, // own king +P files -2 ahead -6
    0, // own king +P files -2 ahead -5
    0, // own king +P files -2 ahead -4
    0, // own king +P files -2 ahead -3
    0, // own king +P files -2 ahead -2
    11, // own king +P files -2 ahead -1
    2, // own king +P files -2 ahead +0
    16, // own king +P files -2 ahead +1
    -4, // own king +P files -2 ahead +2
    -12, // own king +P files -2 ahead +3
    -47, // own king +P files -2 ahead +4
    -23, // own king +P files -2 ahead +5
    36, // own king +P files -2 ahead +6
    -11, // own king +P files -2 ahead +7
    -16, // own king +P files -2 ahead +8
    0, // own king +P files -1 ahead -8
    0, // own king +P files -1 ahead -7
    0, // own king +P files -1 ahead -6
    0, // own king +P files -1 ahead -5
    0, // own king +P files -1 ahead -4
    0, // own king +P files -1 ahead -3
    -3, // own king +P files -1 ahead -2
    24, // own king +P files -1 ahead -1
    -14, // own king +P files -1 ahead +0
    -22, // own king +P files -1 ahead +1
    30, // own king +P files -1 ahead +2
    -8, // own king +P files -1 ahead +3
    -24, // own king +P files -1 ahead +4
    -14, // own king +P files -1 ahead +5
    -7, // own king +P files -1 ahead +6
    -17, // own king +P files -1 ahead +7
    -72, // own king +P files -1 ahead +8
    0, // own king +P files +0 ahead -8
    0, // own king +P files +0 ahead -7
    0, // own king +P files +0 ahead -6
    0, // own king +P files +0 ahead -5
    0, // own king +P files +0 ahead -4
    0, // own king +P files +0 ahead -3
    -4, // own king +P files +0 ahead -2
    11, // own king +P files +0 ahead -1
    0, // own king +P files +0 ahead +0
    2, // own king +P files +0 ahead +1
    16, // own king +P files +0 ahead +2
    24, // own king +P files +0 ahead +3
    -6, // own king +P files +0 ahead +4
    37, // own king +P files +0 ahead +5
    -17, // own king +P files +0 ahead +6
    10, // own king +P files +0 ahead +7
    -29, // own king +P files +0 ahead +8
    0, // own king +P files +1 ahead -8
    0, // own king +P files +1 ahead -7
    0, // own king +P files +1 ahead -6
    0, // own king +P files +1 ahead -5
    0, // own king +P files +1 ahead -4
    0, // own king +P files +1 ahead -3
    -4, // own king +P files +1 ahead -2
    -6, // own king +P files +1 ahead -1
    -1, // own king +P files +1 ahead +0
    -7, // own king +P files +1 ahead +1
    -7, // own king +P files +1 ahead +2
    16, // own king +P files +1 ahead +3
    -14, // own king +P files +1 ahead +4
    14, // own king +P files +1 ahead +5
    45, // own king +P files +1 ahead +6
    -21, // own king +P files +1 ahead +7
    -15, // own king +P files +1 ahead +8
    0, // own king +P files +2 ahead -8
    0, // own king +P files +2 ahead -7
    0, // own king +P files +2 ahead -6
    -1, // own king +P files +2 ahead -5
    -5, // own king +P files +2 ahead -4
    -3, // own king +P files +2 ahead -3
    3, // own king +P files +2 ahead -2
    -11, // own king +P files +2 ahead -1
    -12, // own king +P files +2 ahead +0
    -9, // own king +P files +2 ahead +1
    -7, // own king +P files +2 ahead +2
    0, // own king +P files +2 ahead +3
    12, // own king +P files +2 ahead +4
    15, // own king +P files +2 ahead +5
    38, // own king +P files +2 ahead +6
    -15, // own king +P files +2 ahead +7
    43, // own king +P files +2 ahead +8
    0, // own king +P files +3 ahead -8
    0, // own king +P files +3 ahead -7
    0, // own king +P files +3 ahead -6
    0, // own king +P files +3 ahead -5
    0, // own king +P files +3 ahead -4
    0, // own king +P files +3 ahead -3
    0, // own king +P files +3 ahead -2
    6, // own king +P files +3 ahead -1
    -9, // own king +P files +3 ahead +0
    -10, // own king +P files +3 ahead +1
    10, // own king +P files +3 ahead +2
    -18, // own king +P files +3 ahead +3
    -17, // own king +P files +3 ahead +4
    4, // own king +P files +3 ahead +5
    42, // own king +P files +3 ahead +6
    -7, // own king +P files +3 ahead +7
    -22, // own king +P files +3 ahead +8
    0, // own king +P files +4 ahead -8
    0, // own king +P files +4 ahead -7
    0, // own king +P files +4 ahead -6
    0, // own king +P files +4 ahead -5
    0, // own king +P files +4 ahead -4
    1, // own king +P files +4 ahead -3
    3, // own king +P files +4 ahead -2
    -1, // own king +P files +4 ahead -1
    -5, // own king +P files +4 ahead +0
    1, // own king +P files +4 ahead +1
    -1, // own king +P files +4 ahead +2
    11, // own king +P files +4 ahead +3
    31, // own king +P files +4 ahead +4
    -29, // own king +P files +4 ahead +5
    -37, // own king +P files +4 ahead +6
    -58, // own king +P files +4 ahead +7
    -42, // own king +P files +4 ahead +8
    0, // own king +P files +5 ahead -8
    0, // own king +P files +5 ahead -7
    0, // own king +P files +5 ahead -6
    0, // own king +P files +5 ahead -5
    0, // own king +P files +5 ahead -4
    0, // own king +P files +5 ahead -3
    3, // own king +P files +5 ahead -2
    0, // own king +P files +5 ahead -1
    1, // own king +P files +5 ahead +0
    0, // own king +P files +5 ahead +1
    1, // own king +P files +5 ahead +2
    -8, // own king +P files +5 ahead +3
    -5, // own king +P files +5 ahead +4
    23, // own king +P files +5 ahead +5
    25, // own king +P files +5 ahead +6
    16, // own king +P files +5 ahead +7
    20, // own king +P files +5 ahead +8
    0, // own king +P files +6 ahead -8
    0, // own king +P files +6 ahead -7
    0, // own king +P files +6 ahead -6
    0, // own king +P files +6 ahead -5
    0, // own king +P files +6 ahead -4
    0, // own king +P files +6 ahead -3
    0, // own king +P files +6 ahead -2
    0, // own king +P files +6 ahead -1
    1, // own king +P files +6 ahead +0
    -2, // own king +P files +6 ahead +1
    2, // own king +P files +6 ahead +2
    0, // own king +P files +6 ahead +3
    -13, // own king +P files +6 ahead +4
    20, // own king +P files +6 ahead +5
    31, // own king +P files +6 ahead +6
    -24, // own king +P files +6 ahead +7
    -50, // own king +P files +6 ahead +8
    0, // own king +P files +7 ahead -8
    0, // own king +P files +7 ahead -7
    0, // own king +P files +7 ahead -6
    0, // own king +P files +7 ahead -5
    0, // own king +P files +7 ahead -4
    0, // own king +P files +7 ahead -3
    0, // own king +P files +7 ahead -2
    -4, // own king +P files +7 ahead -1
    0, // own king +P files +7 ahead +0
    0, // own king +P files +7 ahead +1
    3, // own king +P files +7 ahead +2
    -4, // own king +P files +7 ahead +3
    -3, // own king +P files +7 ahead +4
    -42, // own king +P files +7 ahead +5
    -38, // own king +P files +7 ahead +6
    20, // own king +P files +7 ahead +7
    29, // own king +P files +7 ahead +8
    0, // own king +P files +8 ahead -8
    0, // own king +P files +8 ahead -7
    0, // own king +P files +8 ahead -6
    0, // own king +P files +8 ahead -5
    0, // own king +P files +8 ahead -4
    0, // own king +P files +8 ahead -3
    -1, // own king +P files +8 ahead -2
    0, // own king +P files +8 ahead -1
    0, // own king +P files +8 ahead +0
    6, // own king +P files +8 ahead +1
    0, // own king +P files +8 ahead +2
    -7, // own king +P files +8 ahead +3
    -22, // own king +P files +8 ahead +4
    -24, // own king +P files +8 ahead +5
    7, // own king +P files +8 ahead +6
    -7, // own king +P files +8 ahead +7
    2, // own king +P files +8 ahead +8
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
    15, // enemy king R files -3 ahead -1
    22, // enemy king R files -3 ahead +0
    2, // enemy king R files -3 ahead +1
    11, // enemy king R files -3 ahead +2
    -7, // enemy king R files -3 ahead +3
    6, // enemy king R files -3 ahead +4
    -23, // enemy king R files -3 ahead +5
    15, // enemy king R files -3 ahead +6
    -3, // enemy king R files -3 ahead +7
    16, // enemy king R files -3 ahead +8
    0, // enemy king R files -2 ahead -8
    0, // enemy king R files -2 ahead -7
    0, // enemy king R files -2 ahead -6
    0, // enemy king R files -2 ahead -5
    1, // enemy king R files -2 ahead -4
    -1, // enemy king R files -2 ahead -3
    2, // enemy king R files -2 ahead -2
    -15, // enemy king R files -2 ahead -1
    25, // enemy king R files -2 ahead +0
    -5, // enemy king R files -2 ahead +1
    1, // enemy king R files -2 ahead +2
    29, // enemy king R files -2 ahead +3
    17, // enemy king R files -2 ahead +4
    36, // enemy king R files -2 ahead +5
    -7, // enemy king R files -2 ahead +6
    -4, // enemy king R files -2 ahead +7
    -10, // enemy king R files -2 ahead +8
    -1, // enemy king R files -1 ahead -8
    0, // enemy king R files -1 ahead -7
    0, // enemy king R files -1 ahead -6
    0, // enemy king R files -1 ahead -5
    7, // enemy king R files -1 ahead -4
    3, // enemy king R files -1 ahead -3
    -4, // enemy king R files -1 ahead -2
    -14, // enemy king R files -1 ahead -1
    0, // enemy king R files -1 ahead +0
    -25, // enemy king R files -1 ahead +1
    -54, // enemy king R files -1 ahead +2
    -95, // enemy king R files -1 ahead +3
    -26, // enemy king R files -1 ahead +4
    9, // enemy king R files -1 ahead +5
    0, // enemy king R files -1 ahead +6
    -7, // enemy king R files -1 ahead +7
    -17, // enemy king R files -1 ahead +8
    0, // enemy king R files +0 ahead -8
    0, // enemy king R files +0 ahead -7
    0, // enemy king R files +0 ahead -6
    -2, // enemy king R files +0 ahead -5
    0, // enemy king R files +0 ahead -4
    3, // enemy king R files +0 ahead -3
    35, // enemy king R files +0 ahead -2
    0, // enemy king R files +0 ahead -1
    0, // enemy king R files +0 ahead +0
    0, // enemy king R files +0 ahead +1
    4, // enemy king R files +0 ahead +2
    -68, // enemy king R files +0 ahead +3
    -4, // enemy king R files +0 ahead +4
    3, // enemy king R files +0 ahead +5
    21, // enemy king R files +0 ahead +6
    6, // enemy king R files +0 ahead +7
    -3, // enemy king R files +0 ahead +8
    0, // enemy king R files +1 ahead -8
    0, // enemy king R files +1 ahead -7
    0, // enemy king R files +1 ahead -6
    0, // enemy king R files +1 ahead -5
    -2, // enemy king R files +1 ahead -4
    1, // enemy king R files +1 ahead -3
    0, // enemy king R files +1 ahead -2
    -3, // enemy king R files +1 ahead -1
    0, // enemy king R files +1 ahead +0
    -10, // enemy king R files +1 ahead +1
    -54, // enemy king R files +1 ahead +2
    -81, // enemy king R files +1 ahead +3
    -6, // enemy king R files +1 ahead +4
    -3, // enemy king R files +1 ahead +5
    1, // enemy king R files +1 ahead +6
    -6, // enemy king R files +1 ahead +7
    -56, // enemy king R files +1 ahead +8
    0, // enemy king R files +2 ahead -8
    0, // enemy king R files +2 ahead -7
    0, // enemy king R files +2 ahead -6
    0, // enemy king R files +2 ahead -5
    2, // enemy king R files +2 ahead -4
    -3, // enemy king R files +2 ahead -3
    23, // enemy king R files +2 ahead -2
    -6, // enemy king R files +2 ahead -1
    -12, // enemy king R files +2 ahead +0
    29, // enemy king R files +2 ahead +1
    -12, // enemy king R files +2 ahead +2
    -50, // enemy king R files +2 ahead +3
    -17, // enemy king R files +2 ahead +4
    -8, // enemy king R files +2 ahead +5
    12, // enemy king R files +2 ahead +6
    -8, // enemy king R files +2 ahead +7
    -25, // enemy king R files +2 ahead +8
    0, // enemy king R files +3 ahead -8
    0, // enemy king R files +3 ahead -7
    0, // enemy king R files +3 ahead -6
    2, // enemy king R files +3 ahead -5
    0, // enemy king R files +3 ahead -4
    0, // enemy king R files +3 ahead -3
    -5, // enemy king R files +3 ahead -2
    -17, // enemy king R files +3 ahead -1
    66, // enemy king R files +3 ahead +0
    27, // enemy king R files +3 ahead +1
    23, // enemy king R files +3 ahead +2
    -20, // enemy king R files +3 ahead +3
    -12, // enemy king R files +3 ahead +4
    -22, // enemy king R files +3 ahead +5
    -22, // enemy king R files +3 ahead +6
    -26, // enemy king R files +3 ahead +7
    -15, // enemy king R files +3 ahead +8
    0, // enemy king R files +4 ahead -8
    0, // enemy king R files +4 ahead -7
    0, // enemy king R files +4 ahead -6
    -3, // enemy king R files +4 ahead -5
    0, // enemy king R files +4 ahead -4
    0, // enemy king R files +4 ahead -3
    -4, // enemy king R files +4 ahead -2
    -10, // enemy king R files +4 ahead -1
    139, // enemy king R files +4 ahead +0
    -13, // enemy king R files +4 ahead +1
    -26, // enemy king R files +4 ahead +2
    -62, // enemy king R files +4 ahead +3
    -13, // enemy king R files +4 ahead +4
    -24, // enemy king R files +4 ahead +5
    -21, // enemy king R files +4 ahead +6
    -34, // enemy king R files +4 ahead +7
    -26, // enemy king R files +4 ahead +8
    0, // enemy king R files +5 ahead -8
    0, // enemy king R files +5 ahead -7
    0, // enemy king R files +5 ahead -6
    -2, // enemy king R files +5 ahead -5
    3, // enemy king R files +5 ahead -4
    -7, // enemy king R files +5 ahead -3
    4, // enemy king R files +5 ahead -2
    -21, // enemy king R files +5 ahead -1
    24, // enemy king R files +5 ahead +0
    -12, // enemy king R files +5 ahead +1
    -54, // enemy king R files +5 ahead +2
    -62, // enemy king R files +5 ahead +3
    -11, // enemy king R files +5 ahead +4
    -37, // enemy king R files +5 ahead +5
    -38, // enemy king R files +5 ahead +6
    2, // enemy king R files +5 ahead +7
    12, // enemy king R files +5 ahead +8
    0, // enemy king R files +6 ahead -8
    0, // enemy king R files +6 ahead -7
    0, // enemy king R files +6 ahead -6
    0, // enemy king R files +6 ahead -5
    0, // enemy king R files +6 ahead -4
    -3, // enemy king R files +6 ahead -3
    6, // enemy king R files +6 ahead -2
    -14, // enemy king R files +6 ahead -1
    15, // enemy king R files +6 ahead +0
    5, // enemy king R files +6 ahead +1
    14, // enemy king R files +6 ahead +2
    -47, // enemy king R files +6 ahead +3
    22, // enemy king R files +6 ahead +4
    -53, // enemy king R files +6 ahead +5
    36, // enemy king R files +6 ahead +6
    -13, // enemy king R files +6 ahead +7
    -54, // enemy king R files +6 ahead +8
    0, // enemy king R files +7 ahead -8
    0, // enemy king R files +7 ahead -7
    0, // enemy king R files +7 ahead -6
    0, // enemy king R files +7 ahead -5
    0, // enemy king R files +7 ahead -4
    0, // enemy king R files +7 ahead -3
    0, // enemy king R files +7 ahead -2
    -5, // enemy king R files +7 ahead -1
    10, // enemy king R files +7 ahead +0
    -3, // enemy king R files +7 ahead +1
    0, // enemy king R files +7 ahead +2
    -24, // enemy king R files +7 ahead +3
    -38, // enemy king R files +7 ahead +4
    -7, // enemy king R files +7 ahead +5
    28, // enemy king R files +7 ahead +6
    -28, // enemy king R files +7 ahead +7
    -15, // enemy king R files +7 ahead +8
    0, // enemy king R files +8 ahead -8
    0, // enemy king R files +8 ahead -7
    0, // enemy king R files +8 ahead -6
    0, // enemy king R files +8 ahead -5
    0, // enemy king R files +8 ahead -4
    0, // enemy king R files +8 ahead -3
    0, // enemy king R files +8 ahead -2
    1, // enemy king R files +8 ahead -1
    7, // enemy king R files +8 ahead +0
    0, // enemy king R files +8 ahead +1
    -4, // enemy king R files +8 ahead +2
    0, // enemy king R files +8 ahead +3
    -4, // enemy king R files +8 ahead +4
    -3, // enemy king R files +8 ahead +5
    -3, // enemy king R files +8 ahead +6
    -18, // enemy king R files +8 ahead +7
    0, // enemy king R files +8 ahead +8
    0, // enemy king B files -3 ahead -8
    0, // enemy king B files -3 ahead -7
    0, // enemy king B files -3 ahead -6
    0, // enemy king B files -3 ahead -5
    0, // enemy king B files -3 ahead -4
    -1, // enemy king B files -3 ahead -3
    -5, // enemy king B files -3 ahead -2
    6, // enemy king B files -3 ahead -1
    0, // enemy king B files -3 ahead +0
    0, // enemy king B files -3 ahead +1
    4, // enemy king B files -3 ahead +2
    -24, // enemy king B files -3 ahead +3
    -3, // enemy king B files -3 ahead +4
    12, // enemy king B files -3 ahead +5
    24, // enemy king B files -3 ahead +6
    3, // enemy king B files -3 ahead +7
    -3, // enemy king B files -3 ahead +8
    0, // enemy king B files -2 ahead -8
    0, // enemy king B files -2 ahead -7
    0, // enemy king B files -2 ahead -6
    0, // enemy king B files -2 ahead -5
    1, // enemy king B files -2 ahead -4
    5, // enemy king B files -2 ahead -3
    21, // enemy king B files -2 ahead -2
    -52, // enemy king B files -2 ahead -1
    -10, // enemy king B files -2 ahead +0
    10, // enemy king B files -2 ahead +1
    -17, // enemy king B files -2 ahead +2
    9, // enemy king B files -2 ahead +3
    -16, // enemy king B files -2 ahead +4
    6, // enemy king B files -2 ahead +5
    10, // enemy king B files -2 ahead +6
    5, // enemy king B files -2 ahead +7
    7, // enemy king B files -2 ahead +8
    0, // enemy king B files -1 ahead -8
    0, // enemy king B files -1 ahead -7
    0, // enemy king B files -1 ahead -6
    -2, // enemy king B files -1 ahead -5
    -2, // enemy king B files -1 ahead -4
    -1, // enemy king B files -1 ahead -3
    -4, // enemy king B files -1 ahead -2
    0, // enemy king B files -1 ahead -1
    -35, // enemy king B files -1 ahead +0
    0, // enemy king B files -1 ahead +1
    30, // enemy king B files -1 ahead +2
    -7, // enemy king B files -1 ahead +3
    -46, // enemy king B files -1 ahead +4
    18, // enemy king B files -1 ahead +5
    36, // enemy king B files -1 ahead +6
    48, // enemy king B files -1 ahead +7
    10, // enemy king B files -1 ahead +8
    0, // enemy king B files +0 ahead -8
    -1, // enemy king B files +0 ahead -7
    0, // enemy king B files +0 ahead -6
    1, // enemy king B files +0 ahead -5
    -1, // enemy king B files +0 ahead -4
    -1, // enemy king B files +0 ahead -3
    -11, // enemy king B files +0 ahead -2
    -25, // enemy king B files +0 ahead -1
    0, // enemy king B files +0 ahead +0
    -25, // enemy king B files +0 ahead +1
    -29, // enemy king B files +0 ahead +2
    -15, // enemy king B files +0 ahead +3
    -13, // enemy king B files +0 ahead +4
    -24, // enemy king B files +0 ahead +5
    1, // enemy king B files +0 ahead +6
    -60, // enemy king B files +0 ahead +7
    12, // enemy king B files +0 ahead +8
    0, // enemy king B files +1 ahead -8
    0, // enemy king B files +1 ahead -7
    0, // enemy king B files +1 ahead -6
    0, // enemy king B files +1 ahead -5
    -11, // enemy king B files +1 ahead -4
    -10, // enemy king B files +1 ahead -3
    11, // enemy king B files +1 ahead -2
    0, // enemy king B files +1 ahead -1
    5, // enemy king B files +1 ahead +0
    0, // enemy king B files +1 ahead +1
    -40, // enemy king B files +1 ahead +2
    -10, // enemy king B files +1 ahead +3
    -19, // enemy king B files +1 ahead +4
    -39, // enemy king B files +1 ahead +5
    -25, // enemy king B files +1 ahead +6
    -17, // enemy king B files +1 ahead +7
    -9, // enemy king B files +1 ahead +8
    0, // enemy king B files +2 ahead -8
    -2, // enemy king B files +2 ahead -7
    1, // enemy king B files +2 ahead -6
    1, // enemy king B files +2 ahead -5
    1, // enemy king B files +2 ahead -4
    5, // enemy king B files +2 ahead -3
    16, // enemy king B files +2 ahead -2
    1, // enemy king B files +2 ahead -1
    -39, // enemy king B files +2 ahead +0
    -20, // enemy king B files +2 ahead +1
    18, // enemy king B files +2 ahead +2
    -21, // enemy king B files +2 ahead +3
    -6, // enemy king B files +2 ahead +4
    -25, // enemy king B files +2 ahead +5
    -16, // enemy king B files +2 ahead +6
    -59, // enemy king B files +2 ahead +7
    -14, // enemy king B files +2 ahead +8
    0, // enemy king B files +3 ahead -8
    0, // enemy king B files +3 ahead -7
    0, // enemy king B files +3 ahead -6
    0, // enemy king B files +3 ahead -5
    2, // enemy king B files +3 ahead -4
    -1, // enemy king B files +3 ahead -3
    2, // enemy king B files +3 ahead -2
    26, // enemy king B files +3 ahead -1
    31, // enemy king B files +3 ahead +0
    102, // enemy king B files +3 ahead +1
    3, // enemy king B files +3 ahead +2
    23, // enemy king B files +3 ahead +3
    -53, // enemy king B files +3 ahead +4
    -37, // enemy king B files +3 ahead +5
    -24, // enemy king B files +3 ahead +6
    21, // enemy king B files +3 ahead +7
    12, // enemy king B files +3 ahead +8
    0, // enemy king B files +4 ahead -8
    0, // enemy king B files +4 ahead -7
    0, // enemy king B files +4 ahead -6
    0, // enemy king B files +4 ahead -5
    3, // enemy king B files +4 ahead -4
    -2, // enemy king B files +4 ahead -3
    0, // enemy king B files +4 ahead -2
    -10, // enemy king B files +4 ahead -1
    59, // enemy king B files +4 ahead +0
    34, // enemy king B files +4 ahead +1
    55, // enemy king B files +4 ahead +2
    11, // enemy king B files +4 ahead +3
    -33, // enemy king B files +4 ahead +4
    -20, // enemy king B files +4 ahead +5
    17, // enemy king B files +4 ahead +6
    -36, // enemy king B files +4 ahead +7
    -21, // enemy king B files +4 ahead +8
    0, // enemy king B files +5 ahead -8
    0, // enemy king B files +5 ahead -7
    0, // enemy king B files +5 ahead -6
    0, // enemy king B files +5 ahead -5
    0, // enemy king B files +5 ahead -4
    -1, // enemy king B files +5 ahead -3
    -6, // enemy king B files +5 ahead -2
    -4, // enemy king B files +5 ahead -1
    28, // enemy king B files +5 ahead +0
    -12, // enemy king B files +5 ahead +1
    -6, // enemy king B files +5 ahead +2
    -35, // enemy king B files +5 ahead +3
    -31, // enemy king B files +5 ahead +4
    20, // enemy king B files +5 ahead +5
    -36, // enemy king B files +5 ahead +6
    -17, // enemy king B files +5 ahead +7
    -18, // enemy king B files +5 ahead +8
    0, // enemy king B files +6 ahead -8
    0, // enemy king B files +6 ahead -7
    0, // enemy king B files +6 ahead -6
    0, // enemy king B files +6 ahead -5
    -1, // enemy king B files +6 ahead -4
    0, // enemy king B files +6 ahead -3
    -5, // enemy king B files +6 ahead -2
    -48, // enemy king B files +6 ahead -1
    -23, // enemy king B files +6 ahead +0
    -34, // enemy king B files +6 ahead +1
    -27, // enemy king B files +6 ahead +2
    7, // enemy king B files +6 ahead +3
    5, // enemy king B files +6 ahead +4
    -1, // enemy king B files +6 ahead +5
    13, // enemy king B files +6 ahead +6
    -73, // enemy king B files +6 ahead +7
    -3, // enemy king B files +6 ahead +8
    0, // enemy king B files +7 ahead -8
    0, // enemy king B files +7 ahead -7
    -3, // enemy king B files +7 ahead -6
    0, // enemy king B files +7 ahead -5
    0, // enemy king B files +7 ahead -4
    0, // enemy king B files +7 ahead -3
    -8, // enemy king B files +7 ahead -2
    6, // enemy king B files +7 ahead -1
    -17, // enemy king B files +7 ahead +0
    9, // enemy king B files +7 ahead +1
    -11, // enemy king B files +7 ahead +2
    -16, // enemy king B files +7 ahead +3
    -27, // enemy king B files +7 ahead +4
    -11, // enemy king B files +7 ahead +5
    -41, // enemy king B files +7 ahead +6
    -11, // enemy king B files +7 ahead +7
    -4, // enemy king B files +7 ahead +8
    0, // enemy king B files +8 ahead -8
    0, // enemy king B files +8 ahead -7
    0, // enemy king B files +8 ahead -6
    0, // enemy king B files +8 ahead -5
    0, // enemy king B files +8 ahead -4
    0, // enemy king B files +8 ahead -3
    3, // enemy king B files +8 ahead -2
    5, // enemy king B files +8 ahead -1
    -4, // enemy king B files +8 ahead +0
    0, // enemy king B files +8 ahead +1
    -3, // enemy king B files +8 ahead +2
    2, // enemy king B files +8 ahead +3
    6, // enemy king B files +8 ahead +4
    2, // enemy king B files +8 ahead +5
    1, // enemy king B files +8 ahead +6
    -8, // enemy king B files +8 ahead +7
    0, // enemy king B files +8 ahead +8
    0, // enemy king G files -3 ahead -8
    0, // enemy king G files -3 ahead -7
    -4, // enemy king G files -3 ahead -6
    -3, // enemy king G files -3 ahead -5
    0, // enemy king G files -3 ahead -4
    -8, // enemy king G files -3 ahead -3
    -8, // enemy king G files -3 ahead -2
    -53, // enemy king G files -3 ahead -1
    -6, // enemy king G files -3 ahead +0
    19, // enemy king G files -3 ahead +1
    -11, // enemy king G files -3 ahead +2
    8, // enemy king G files -3 ahead +3
    -12, // enemy king G files -3 ahead +4
    4, // enemy king G files -3 ahead +5
    -1, // enemy king G files -3 ahead +6
    -3, // enemy king G files -3 ahead +7
    0, // enemy king G files -3 ahead +8
    0, // enemy king G files -2 ahead -8
    -1, // enemy king G files -2 ahead -7
    -2, // enemy king G files -2 ahead -6
    -9, // enemy king G files -2 ahead -5
    4, // enemy king G files -2 ahead -4
    -5, // enemy king G files -2 ahead -3
    -27, // enemy king G files -2 ahead -2
    -19, // enemy king G files -2 ahead -1
    -45, // enemy king G files -2 ahead +0
    -12, // enemy king G files -2 ahead +1
    -13, // enemy king G files -2 ahead +2
    14, // enemy king G files -2 ahead +3
    -28, // enemy king G files -2 ahead +4
    -14, // enemy king G files -2 ahead +5
    0, // enemy king G files -2 ahead +6
    29, // enemy king G files -2 ahead +7
    1, // enemy king G files -2 ahead +8
    0, // enemy king G files -1 ahead -8
    -1, // enemy king G files -1 ahead -7
    -7, // enemy king G files -1 ahead -6
    -1, // enemy king G files -1 ahead -5
    -9, // enemy king G files -1 ahead -4
    -3, // enemy king G files -1 ahead -3
    -16, // enemy king G files -1 ahead -2
    -48, // enemy king G files -1 ahead -1
    0, // enemy king G files -1 ahead +0
    0, // enemy king G files -1 ahead +1
    46, // enemy king G files -1 ahead +2
    54, // enemy king G files -1 ahead +3
    -13, // enemy king G files -1 ahead +4
    -1, // enemy king G files -1 ahead +5
    -21, // enemy king G files -1 ahead +6
    -13, // enemy king G files -1 ahead +7
    -59, // enemy king G files -1 ahead +8
    0, // enemy king G files +0 ahead -8
    12, // enemy king G files +0 ahead -7
    1, // enemy king G files +0 ahead -6
    5, // enemy king G files +0 ahead -5
    -16, // enemy king G files +0 ahead -4
    -8, // enemy king G files +0 ahead -3
    3, // enemy king G files +0 ahead -2
    0, // enemy king G files +0 ahead -1
    0, // enemy king G files +0 ahead +0
    0, // enemy king G files +0 ahead +1
    69, // enemy king G files +0 ahead +2
    96, // enemy king G files +0 ahead +3
    44, // enemy king G files +0 ahead +4
    8, // enemy king G files +0 ahead +5
    -17, // enemy king G files +0 ahead +6
    -18, // enemy king G files +0 ahead +7
    -17, // enemy king G files +0 ahead +8
    -1, // enemy king G files +1 ahead -8
    -5, // enemy king G files +1 ahead -7
    3, // enemy king G files +1 ahead -6
    -6, // enemy king G files +1 ahead -5
    -10, // enemy king G files +1 ahead -4
    -14, // enemy king G files +1 ahead -3
    6, // enemy king G files +1 ahead -2
    35, // enemy king G files +1 ahead -1
    0, // enemy king G files +1 ahead +0
    0, // enemy king G files +1 ahead +1
    84, // enemy king G files +1 ahead +2
    60, // enemy king G files +1 ahead +3
    94, // enemy king G files +1 ahead +4
    21, // enemy king G files +1 ahead +5
    -16, // enemy king G files +1 ahead +6
    -6, // enemy king G files +1 ahead +7
    -15, // enemy king G files +1 ahead +8
    0, // enemy king G files +2 ahead -8
    -2, // enemy king G files +2 ahead -7
    3, // enemy king G files +2 ahead -6
    -10, // enemy king G files +2 ahead -5
    0, // enemy king G files +2 ahead -4
    9, // enemy king G files +2 ahead -3
    3, // enemy king G files +2 ahead -2
    11, // enemy king G files +2 ahead -1
    100, // enemy king G files +2 ahead +0
    111, // enemy king G files +2 ahead +1
    60, // enemy king G files +2 ahead +2
    84, // enemy king G files +2 ahead +3
    69, // enemy king G files +2 ahead +4
    1, // enemy king G files +2 ahead +5
    -2, // enemy king G files +2 ahead +6
    -8, // enemy king G files +2 ahead +7
    -9, // enemy king G files +2 ahead +8
    0, // enemy king G files +3 ahead -8
    -2, // enemy king G files +3 ahead -7
    -6, // enemy king G files +3 ahead -6
    -5, // enemy king G files +3 ahead -5
    -1, // enemy king G files +3 ahead -4
    -9, // enemy king G files +3 ahead -3
    -1, // enemy king G files +3 ahead -2
    -47, // enemy king G files +3 ahead -1
    -59, // enemy king G files +3 ahead +0
    -17, // enemy king G files +3 ahead +1
    -15, // enemy king G files +3 ahead +2
    -49, // enemy king G files +3 ahead +3
    41, // enemy king G files +3 ahead +4
    18, // enemy king G files +3 ahead +5
    -9, // enemy king G files +3 ahead +6
    -4, // enemy king G files +3 ahead +7
    6, // enemy king G files +3 ahead +8
    0, // enemy king G files +4 ahead -8
    -9, // enemy king G files +4 ahead -7
    -4, // enemy king G files +4 ahead -6
    -9, // enemy king G files +4 ahead -5
    11, // enemy king G files +4 ahead -4
    -6, // enemy king G files +4 ahead -3
    -39, // enemy king G files +4 ahead -2
    -71, // enemy king G files +4 ahead -1
    -21, // enemy king G files +4 ahead +0
    -78, // enemy king G files +4 ahead +1
    -12, // enemy king G files +4 ahead +2
    1, // enemy king G files +4 ahead +3
    36, // enemy king G files +4 ahead +4
    -2, // enemy king G files +4 ahead +5
    -1, // enemy king G files +4 ahead +6
    4, // enemy king G files +4 ahead +7
    26, // enemy king G files +4 ahead +8
    0, // enemy king G files +5 ahead -8
    0, // enemy king G files +5 ahead -7
    -4, // enemy king G files +5 ahead -6
    0, // enemy king G files +5 ahead -5
    6, // enemy king G files +5 ahead -4
    -5, // enemy king G files +5 ahead -3
    -22, // enemy king G files +5 ahead -2
    -10, // enemy king G files +5 ahead -1
    -57, // enemy king G files +5 ahead +0
    -48, // enemy king G files +5 ahead +1
    29, // enemy king G files +5 ahead +2
    -1, // enemy king G files +5 ahead +3
    25, // enemy king G files +5 ahead +4
    -21, // enemy king G files +5 ahead +5
    14, // enemy king G files +5 ahead +6
    -31, // enemy king G files +5 ahead +7
    8, // enemy king G files +5 ahead +8
    -3, // enemy king G files +6 ahead -8
    -6, // enemy king G files +6 ahead -7
    -2, // enemy king G files +6 ahead -6
    -5, // enemy king G files +6 ahead -5
    1, // enemy king G files +6 ahead -4
    -5, // enemy king G files +6 ahead -3
    -5, // enemy king G files +6 ahead -2
    -70, // enemy king G files +6 ahead -1
    -7, // enemy king G files +6 ahead +0
    -51, // enemy king G files +6 ahead +1
    -55, // enemy king G files +6 ahead +2
    -13, // enemy king G files +6 ahead +3
    -19, // enemy king G files +6 ahead +4
    6, // enemy king G files +6 ahead +5
    -40, // enemy king G files +6 ahead +6
    45, // enemy king G files +6 ahead +7
    -23, // enemy king G files +6 ahead +8
    1, // enemy king G files +7 ahead -8
    0, // enemy king G files +7 ahead -7
    0, // enemy king G files +7 ahead -6
    -3, // enemy king G files +7 ahead -5
    0, // enemy king G files +7 ahead -4
    -12, // enemy king G files +7 ahead -3
    -8, // enemy king G files +7 ahead -2
    -58, // enemy king G files +7 ahead -1
    -16, // enemy king G files +7 ahead +0
    -15, // enemy king G files +7 ahead +1
    -7, // enemy king G files +7 ahead +2
    -23, // enemy king G files +7 ahead +3
    -38, // enemy king G files +7 ahead +4
    -31, // enemy king G files +7 ahead +5
    42, // enemy king G files +7 ahead +6
    -6, // enemy king G files +7 ahead +7
    -3, // enemy king G files +7 ahead +8
    0, // enemy king G files +8 ahead -8
    0, // enemy king G files +8 ahead -7
    0, // enemy king G files +8 ahead -6
    0, // enemy king G files +8 ahead -5
    1, // enemy king G files +8 ahead -4
    0, // enemy king G files +8 ahead -3
    -6, // enemy king G files +8 ahead -2
    -16, // enemy king G files +8 ahead -1
    0, // enemy king G files +8 ahead +0
    0, // enemy king G files +8 ahead +1
    -1, // enemy king G files +8 ahead +2
    -4, // enemy king G files +8 ahead +3
    2, // enemy king G files +8 ahead +4
    5, // enemy king G files +8 ahead +5
    -1, // enemy king G files +8 ahead +6
    6, // enemy king G files +8 ahead +7
    3, // enemy king G files +8 ahead +8
    0, // enemy king S files -3 ahead -8
    0, // enemy king S files -3 ahead -7
    0, // enemy king S files -3 ahead -6
    2, // enemy king S files -3 ahead -5
    0, // enemy king S files -3 ahead -4
    -2, // enemy king S files -3 ahead -3
    3, // enemy king S files -3 ahead -2
    -15, // enemy king S files -3 ahead -1
    -19, // enemy king S files -3 ahead +0
    0, // enemy king S files -3 ahead +1
    -12, // enemy king S files -3 ahead +2
    0, // enemy king S files -3 ahead +3
    7, // enemy king S files -3 ahead +4
    -4, // enemy king S files -3 ahead +5
    -9, // enemy king S files -3 ahead +6
    -22, // enemy king S files -3 ahead +7
    29, // enemy king S files -3 ahead +8
    0, // enemy king S files -2 ahead -8
    -1, // enemy king S files -2 ahead -7
    0, // enemy king S files -2 ahead -6
    5, // enemy king S files -2 ahead -5
    -4, // enemy king S files -2 ahead -4
    -4, // enemy king S files -2 ahead -3
    -8, // enemy king S files -2 ahead -2
    2, // enemy king S files -2 ahead -1
    -33, // enemy king S files -2 ahead +0
    -16, // enemy king S files -2 ahead +1
    -38, // enemy king S files -2 ahead +2
    16, // enemy king S files -2 ahead +3
    19, // enemy king S files -2 ahead +4
    21, // enemy king S files -2 ahead +5
    -17, // enemy king S files -2 ahead +6
    14, // enemy king S files -2 ahead +7
    -20, // enemy king S files -2 ahead +8
    0, // enemy king S files -1 ahead -8
    0, // enemy king S files -1 ahead -7
    -1, // enemy king S files -1 ahead -6
    -7, // enemy king S files -1 ahead -5
    6, // enemy king S files -1 ahead -4
    -12, // enemy king S files -1 ahead -3
    -9, // enemy king S files -1 ahead -2
    0, // enemy king S files -1 ahead -1
    -17, // enemy king S files -1 ahead +0
    0, // enemy king S files -1 ahead +1
    27, // enemy king S files -1 ahead +2
    34, // enemy king S files -1 ahead +3
    -37, // enemy king S files -1 ahead +4
    -10, // enemy king S files -1 ahead +5
    3, // enemy king S files -1 ahead +6
    -31, // enemy king S files -1 ahead +7
    -14, // enemy king S files -1 ahead +8
    0, // enemy king S files +0 ahead -8
    -2, // enemy king S files +0 ahead -7
    -2, // enemy king S files +0 ahead -6
    -11, // enemy king S files +0 ahead -5
    -8, // enemy king S files +0 ahead -4
    -18, // enemy king S files +0 ahead -3
    -7, // enemy king S files +0 ahead -2
    -6, // enemy king S files +0 ahead -1
    0, // enemy king S files +0 ahead +0
    0, // enemy king S files +0 ahead +1
    43, // enemy king S files +0 ahead +2
    99, // enemy king S files +0 ahead +3
    58, // enemy king S files +0 ahead +4
    -18, // enemy king S files +0 ahead +5
    -19, // enemy king S files +0 ahead +6
    -14, // enemy king S files +0 ahead +7
    -21, // enemy king S files +0 ahead +8
    -1, // enemy king S files +1 ahead -8
    -5, // enemy king S files +1 ahead -7
    -13, // enemy king S files +1 ahead -6
    -25, // enemy king S files +1 ahead -5
    0, // enemy king S files +1 ahead -4
    -9, // enemy king S files +1 ahead -3
    18, // enemy king S files +1 ahead -2
    0, // enemy king S files +1 ahead -1
    41, // enemy king S files +1 ahead +0
    0, // enemy king S files +1 ahead +1
    41, // enemy king S files +1 ahead +2
    119, // enemy king S files +1 ahead +3
    31, // enemy king S files +1 ahead +4
    -5, // enemy king S files +1 ahead +5
    -13, // enemy king S files +1 ahead +6
    -24, // enemy king S files +1 ahead +7
    2, // enemy king S files +1 ahead +8
    -2, // enemy king S files +2 ahead -8
    -7, // enemy king S files +2 ahead -7
    -2, // enemy king S files +2 ahead -6
    -18, // enemy king S files +2 ahead -5
    -14, // enemy king S files +2 ahead -4
    -51, // enemy king S files +2 ahead -3
    1, // enemy king S files +2 ahead -2
    20, // enemy king S files +2 ahead -1
    45, // enemy king S files +2 ahead +0
    80, // enemy king S files +2 ahead +1
    38, // enemy king S files +2 ahead +2
    58, // enemy king S files +2 ahead +3
    41, // enemy king S files +2 ahead +4
    18, // enemy king S files +2 ahead +5
    -14, // enemy king S files +2 ahead +6
    -22, // enemy king S files +2 ahead +7
    -22, // enemy king S files +2 ahead +8
    -1, // enemy king S files +3 ahead -8
    0, // enemy king S files +3 ahead -7
    1, // enemy king S files +3 ahead -6
    0, // enemy king S files +3 ahead -5
    -7, // enemy king S files +3 ahead -4
    5, // enemy king S files +3 ahead -3
    -28, // enemy king S files +3 ahead -2
    -48, // enemy king S files +3 ahead -1
    -2, // enemy king S files +3 ahead +0
    -46, // enemy king S files +3 ahead +1
    33, // enemy king S files +3 ahead +2
    38, // enemy king S files +3 ahead +3
    14, // enemy king S files +3 ahead +4
    15, // enemy king S files +3 ahead +5
    -13, // enemy king S files +3 ahead +6
    3, // enemy king S files +3 ahead +7
    13, // enemy king S files +3 ahead +8
    0, // enemy king S files +4 ahead -8
    -2, // enemy king S files +4 ahead -7
    -3, // enemy king S files +4 ahead -6
    -2, // enemy king S files +4 ahead -5
    -2, // enemy king S files +4 ahead -4
    -9, // enemy king S files +4 ahead -3
    5, // enemy king S files +4 ahead -2
    -60, // enemy king S files +4 ahead -1
    -27, // enemy king S files +4 ahead +0
    -34, // enemy king S files +4 ahead +1
    -25, // enemy king S files +4 ahead +2
    -64, // enemy king S files +4 ahead +3
    9, // enemy king S files +4 ahead +4
    0, // enemy king S files +4 ahead +5
    7, // enemy king S files +4 ahead +6
    14, // enemy king S files +4 ahead +7
    17, // enemy king S files +4 ahead +8
    -4, // enemy king S files +5 ahead -8
    -2, // enemy king S files +5 ahead -7
    -2, // enemy king S files +5 ahead -6
    4, // enemy king S files +5 ahead -5
    1, // enemy king S files +5 ahead -4
    5, // enemy king S files +5 ahead -3
    -15, // enemy king S files +5 ahead -2
    -36, // enemy king S files +5 ahead -1
    -44, // enemy king S files +5 ahead +0
    -54, // enemy king S files +5 ahead +1
    -23, // enemy king S files +5 ahead +2
    -29, // enemy king S files +5 ahead +3
    -11, // enemy king S files +5 ahead +4
    22, // enemy king S files +5 ahead +5
    41, // enemy king S files +5 ahead +6
    26, // enemy king S files +5 ahead +7
    22, // enemy king S files +5 ahead +8
    -4, // enemy king S files +6 ahead -8
    -1, // enemy king S files +6 ahead -7
    1, // enemy king S files +6 ahead -6
    9, // enemy king S files +6 ahead -5
    2, // enemy king S files +6 ahead -4
    1, // enemy king S files +6 ahead -3
    2, // enemy king S files +6 ahead -2
    -44, // enemy king S files +6 ahead -1
    -24, // enemy king S files +6 ahead +0
    9, // enemy king S files +6 ahead +1
    -8, // enemy king S files +6 ahead +2
    64, // enemy king S files +6 ahead +3
    20, // enemy king S files +6 ahead +4
    30, // enemy king S files +6 ahead +5
    5, // enemy king S files +6 ahead +6
    10, // enemy king S files +6 ahead +7
    -9, // enemy king S files +6 ahead +8
    0, // enemy king S files +7 ahead -8
    0, // enemy king S files +7 ahead -7
    0, // enemy king S files +7 ahead -6
    -1, // enemy king S files +7 ahead -5
    0, // enemy king S files +7 ahead -4
    -1, // enemy king S files +7 ahead -3
    8, // enemy king S files +7 ahead -2
    -18, // enemy king S files +7 ahead -1
    -12, // enemy king S files +7 ahead +0
    -46, // enemy king S files +7 ahead +1
    -35, // enemy king S files +7 ahead +2
    -15, // enemy king S files +7 ahead +3
    -7, // enemy king S files +7 ahead +4
    -42, // enemy king S files +7 ahead +5
    -59, // enemy king S files +7 ahead +6
    -35, // enemy king S files +7 ahead +7
    -8, // enemy king S files +7 ahead +8
    0, // enemy king S files +8 ahead -8
    1, // enemy king S files +8 ahead -7
    0, // enemy king S files +8 ahead -6
    1, // enemy king S files +8 ahead -5
    -2, // enemy king S files +8 ahead -4
    0, // enemy king S files +8 ahead -3
    0, // enemy king S files +8 ahead -2
    0, // enemy king S files +8 ahead -1
    -20, // enemy king S files +8 ahead +0
    -7, // enemy king S files +8 ahead +1
    7, // enemy king S files +8 ahead +2
    3, // enemy king S files +8 ahead +3
    1, // enemy king S files +8 ahead +4
    -36, // enemy king S files +8 ahead +5
    -12, // enemy king S files +8 ahead +6
    2, // enemy king S files +8 ahead +7
    -5, // enemy king S files +8 ahead +8
    0, // enemy king N files -3 ahead -8
    0, // enemy king N files -3 ahead -7
    0, // enemy king N files -3 ahead -6
    0, // enemy king N files -3 ahead -5
    0, // enemy king N files -3 ahead -4
    0, // enemy king N files -3 ahead -3
    0, // enemy king N files -3 ahead -2
    -1, // enemy king N files -3 ahead -1
    0, // enemy king N files -3 ahead +0
    -26, // enemy king N files -3 ahead +1
    12, // enemy king N files -3 ahead +2
    -28, // enemy king N files -3 ahead +3
    0, // enemy king N files -3 ahead +4
    -27, // enemy king N files -3 ahead +5
    -26, // enemy king N files -3 ahead +6
    0, // enemy king N files -3 ahead +7
    -8, // enemy king N files -3 ahead +8
    0, // enemy king N files -2 ahead -8
    0, // enemy king N files -2 ahead -7
    0, // enemy king N files -2 ahead -6
    0, // enemy king N files -2 ahead -5
    0, // enemy king N files -2 ahead -4
    0, // enemy king N files -2 ahead -3
    0, // enemy king N files -2 ahead -2
    0, // enemy king N files -2 ahead -1
    3, // enemy king N files -2 ahead +0
    -35, // enemy king N files -2 ahead +1
    18, // enemy king N files -2 ahead +2
    74, // enemy king N files -2 ahead +3
    7, // enemy king N files -2 ahead +4
    37, // enemy king N files -2 ahead +5
    26, // enemy king N files -2 ahead +6
    28, // enemy king N files -2 ahead +7
    -8, // enemy king N files -2 ahead +8
    0, // enemy king N files -1 ahead -8
    0, // enemy king N files -1 ahead -7
    0, // enemy king N files -1 ahead -6
    0, // enemy king N files -1 ahead -5
    0, // enemy king N files -1 ahead -4
    -2, // enemy king N files -1 ahead -3
    0, // enemy king N files -1 ahead -2
    1, // enemy king N files -1 ahead -1
    -35, // enemy king N files -1 ahead +0
    -18, // enemy king N files -1 ahead +1
    0, // enemy king N files -1 ahead +2
    56, // enemy king N files -1 ahead +3
    75, // enemy king N files -1 ahead +4
    50, // enemy king N files -1 ahead +5
    17, // enemy king N files -1 ahead +6
    -10, // enemy king N files -1 ahead +7
    -3, // enemy king N files -1 ahead +8
    0, // enemy king N files +0 ahead -8
    0, // enemy king N files +0 ahead -7
    0, // enemy king N files +0 ahead -6
    1, // enemy king N files +0 ahead -5
    1, // enemy king N files +0 ahead -4
    -2, // enemy king N files +0 ahead -3
    3, // enemy king N files +0 ahead -2
    -4, // enemy king N files +0 ahead -1
    0, // enemy king N files +0 ahead +0
    -110, // enemy king N files +0 ahead +1
    2, // enemy king N files +0 ahead +2
    25, // enemy king N files +0 ahead +3
    115, // enemy king N files +0 ahead +4
    53, // enemy king N files +0 ahead +5
    15, // enemy king N files +0 ahead +6
    -26, // enemy king N files +0 ahead +7
    15, // enemy king N files +0 ahead +8
    0, // enemy king N files +1 ahead -8
    0, // enemy king N files +1 ahead -7
    0, // enemy king N files +1 ahead -6
    0, // enemy king N files +1 ahead -5
    0, // enemy king N files +1 ahead -4
    2, // enemy king N files +1 ahead -3
    4, // enemy king N files +1 ahead -2
    -12, // enemy king N files +1 ahead -1
    -6, // enemy king N files +1 ahead +0
    -38, // enemy king N files +1 ahead +1
    0, // enemy king N files +1 ahead +2
    47, // enemy king N files +1 ahead +3
    56, // enemy king N files +1 ahead +4
    -14, // enemy king N files +1 ahead +5
    11, // enemy king N files +1 ahead +6
    3, // enemy king N files +1 ahead +7
    8, // enemy king N files +1 ahead +8
    0, // enemy king N files +2 ahead -8
    0, // enemy king N files +2 ahead -7
    0, // enemy king N files +2 ahead -6
    0, // enemy king N files +2 ahead -5
    0, // enemy king N files +2 ahead -4
    14, // enemy king N files +2 ahead -3
    11, // enemy king N files +2 ahead -2
    14, // enemy king N files +2 ahead -1
    -14, // enemy king N files +2 ahead +0
    5, // enemy king N files +2 ahead +1
    -21, // enemy king N files +2 ahead +2
    38, // enemy king N files +2 ahead +3
    69, // enemy king N files +2 ahead +4
    49, // enemy king N files +2 ahead +5
    34, // enemy king N files +2 ahead +6
    -23, // enemy king N files +2 ahead +7
    -31, // enemy king N files +2 ahead +8
    0, // enemy king N files +3 ahead -8
    0, // enemy king N files +3 ahead -7
    -3, // enemy king N files +3 ahead -6
    0, // enemy king N files +3 ahead -5
    -1, // enemy king N files +3 ahead -4
    -4, // enemy king N files +3 ahead -3
    10, // enemy king N files +3 ahead -2
    -3, // enemy king N files +3 ahead -1
    13, // enemy king N files +3 ahead +0
    3, // enemy king N files +3 ahead +1
    -1, // enemy king N files +3 ahead +2
    42, // enemy king N files +3 ahead +3
    2, // enemy king N files +3 ahead +4
    10, // enemy king N files +3 ahead +5
    1, // enemy king N files +3 ahead +6
    30, // enemy king N files +3 ahead +7
    34, // enemy king N files +3 ahead +8
    0, // enemy king N files +4 ahead -8
    0, // enemy king N files +4 ahead -7
    0, // enemy king N files +4 ahead -6
    3, // enemy king N files +4 ahead -5
    0, // enemy king N files +4 ahead -4
    1, // enemy king N files +4 ahead -3
    -4, // enemy king N files +4 ahead -2
    14, // enemy king N files +4 ahead -1
    -10, // enemy king N files +4 ahead +0
    -50, // enemy king N files +4 ahead +1
    -63, // enemy king N files +4 ahead +2
    32, // enemy king N files +4 ahead +3
    -67, // enemy king N files +4 ahead +4
    -31, // enemy king N files +4 ahead +5
    -85, // enemy king N files +4 ahead +6
    0, // enemy king N files +4 ahead +7
    37, // enemy king N files +4 ahead +8
    0, // enemy king N files +5 ahead -8
    0, // enemy king N files +5 ahead -7
    0, // enemy king N files +5 ahead -6
    -1, // enemy king N files +5 ahead -5
    -4, // enemy king N files +5 ahead -4
    10, // enemy king N files +5 ahead -3
    -2, // enemy king N files +5 ahead -2
    7, // enemy king N files +5 ahead -1
    -7, // enemy king N files +5 ahead +0
    -31, // enemy king N files +5 ahead +1
    0, // enemy king N files +5 ahead +2
    -74, // enemy king N files +5 ahead +3
    -76, // enemy king N files +5 ahead +4
    -35, // enemy king N files +5 ahead +5
    -115, // enemy king N files +5 ahead +6
    0, // enemy king N files +5 ahead +7
    -33, // enemy king N files +5 ahead +8
    0, // enemy king N files +6 ahead -8
    0, // enemy king N files +6 ahead -7
    0, // enemy king N files +6 ahead -6
    0, // enemy king N files +6 ahead -5
    -1, // enemy king N files +6 ahead -4
    4, // enemy king N files +6 ahead -3
    4, // enemy king N files +6 ahead -2
    -10, // enemy king N files +6 ahead -1
    -41, // enemy king N files +6 ahead +0
    -8, // enemy king N files +6 ahead +1
    -20, // enemy king N files +6 ahead +2
    -44, // enemy king N files +6 ahead +3
    -32, // enemy king N files +6 ahead +4
    -73, // enemy king N files +6 ahead +5
    -52, // enemy king N files +6 ahead +6
    -5, // enemy king N files +6 ahead +7
    -35, // enemy king N files +6 ahead +8
    0, // enemy king N files +7 ahead -8
    0, // enemy king N files +7 ahead -7
    -2, // enemy king N files +7 ahead -6
    0, // enemy king N files +7 ahead -5
    0, // enemy king N files +7 ahead -4
    -1, // enemy king N files +7 ahead -3
    -1, // enemy king N files +7 ahead -2
    -1, // enemy king N files +7 ahead -1
    7, // enemy king N files +7 ahead +0
    31, // enemy king N files +7 ahead +1
    4, // enemy king N files +7 ahead +2
    -30, // enemy king N files +7 ahead +3
    -49, // enemy king N files +7 ahead +4
    -53, // enemy king N files +7 ahead +5
    3, // enemy king N files +7 ahead +6
    -41, // enemy king N files +7 ahead +7
    -5, // enemy king N files +7 ahead +8
    0, // enemy king N files +8 ahead -8
    0, // enemy king N files +8 ahead -7
    0, // enemy king N files +8 ahead -6
    0, // enemy king N files +8 ahead -5
    0, // enemy king N files +8 ahead -4
    0, // enemy king N files +8 ahead -3
    0, // enemy king N files +8 ahead -2
    -7, // enemy king N files +8 ahead -1
    -2, // enemy king N files +8 ahead +0
    -2, // enemy king N files +8 ahead +1
    -1, // enemy king N files +8 ahead +2
    5, // enemy king N files +8 ahead +3
    -5, // enemy king N files +8 ahead +4
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
    -3, // enemy king L files -3 ahead -1
    2, // enemy king L files -3 ahead +0
    0, // enemy king L files -3 ahead +1
    4, // enemy king L files -3 ahead +2
    21, // enemy king L files -3 ahead +3
    73, // enemy king L files -3 ahead +4
    -14, // enemy king L files -3 ahead +5
    -18, // enemy king L files -3 ahead +6
    -33, // enemy king L files -3 ahead +7
    -25, // enemy king L files -3 ahead +8
    0, // enemy king L files -2 ahead -8
    0, // enemy king L files -2 ahead -7
    0, // enemy king L files -2 ahead -6
    -4, // enemy king L files -2 ahead -5
    0, // enemy king L files -2 ahead -4
    0, // enemy king L files -2 ahead -3
    0, // enemy king L files -2 ahead -2
    -1, // enemy king L files -2 ahead -1
    -1, // enemy king L files -2 ahead +0
    2, // enemy king L files -2 ahead +1
    -5, // enemy king L files -2 ahead +2
    40, // enemy king L files -2 ahead +3
    8, // enemy king L files -2 ahead +4
    -9, // enemy king L files -2 ahead +5
    13, // enemy king L files -2 ahead +6
    3, // enemy king L files -2 ahead +7
    -12, // enemy king L files -2 ahead +8
    0, // enemy king L files -1 ahead -8
    0, // enemy king L files -1 ahead -7
    0, // enemy king L files -1 ahead -6
    0, // enemy king L files -1 ahead -5
    0, // enemy king L files -1 ahead -4
    0, // enemy king L files -1 ahead -3
    -5, // enemy king L files -1 ahead -2
    5, // enemy king L files -1 ahead -1
    -31, // enemy king L files -1 ahead +0
    -39, // enemy king L files -1 ahead +1
    -40, // enemy king L files -1 ahead +2
    10, // enemy king L files -1 ahead +3
    -4, // enemy king L files -1 ahead +4
    81, // enemy king L files -1 ahead +5
    5, // enemy king L files -1 ahead +6
    2, // enemy king L files -1 ahead +7
    -9, // enemy king L files -1 ahead +8
    0, // enemy king L files +0 ahead -8
    -1, // enemy king L files +0 ahead -7
    0, // enemy king L files +0 ahead -6
    2, // enemy king L files +0 ahead -5
    0, // enemy king L files +0 ahead -4
    -4, // enemy king L files +0 ahead -3
    4, // enemy king L files +0 ahead -2
    -6, // enemy king L files +0 ahead -1
    0, // enemy king L files +0 ahead +0
    0, // enemy king L files +0 ahead +1
    59, // enemy king L files +0 ahead +2
    61, // enemy king L files +0 ahead +3
    72, // enemy king L files +0 ahead +4
    130, // enemy king L files +0 ahead +5
    123, // enemy king L files +0 ahead +6
    46, // enemy king L files +0 ahead +7
    54, // enemy king L files +0 ahead +8
    0, // enemy king L files +1 ahead -8
    0, // enemy king L files +1 ahead -7
    0, // enemy king L files +1 ahead -6
    0, // enemy king L files +1 ahead -5
    2, // enemy king L files +1 ahead -4
    0, // enemy king L files +1 ahead -3
    3, // enemy king L files +1 ahead -2
    5, // enemy king L files +1 ahead -1
    -16, // enemy king L files +1 ahead +0
    -67, // enemy king L files +1 ahead +1
    8, // enemy king L files +1 ahead +2
    32, // enemy king L files +1 ahead +3
    44, // enemy king L files +1 ahead +4
    55, // enemy king L files +1 ahead +5
    30, // enemy king L files +1 ahead +6
    26, // enemy king L files +1 ahead +7
    43, // enemy king L files +1 ahead +8
    0, // enemy king L files +2 ahead -8
    0, // enemy king L files +2 ahead -7
    0, // enemy king L files +2 ahead -6
    0, // enemy king L files +2 ahead -5
    3, // enemy king L files +2 ahead -4
    -3, // enemy king L files +2 ahead -3
    0, // enemy king L files +2 ahead -2
    -5, // enemy king L files +2 ahead -1
    -38, // enemy king L files +2 ahead +0
    -33, // enemy king L files +2 ahead +1
    -9, // enemy king L files +2 ahead +2
    -41, // enemy king L files +2 ahead +3
    9, // enemy king L files +2 ahead +4
    49, // enemy king L files +2 ahead +5
    17, // enemy king L files +2 ahead +6
    34, // enemy king L files +2 ahead +7
    4, // enemy king L files +2 ahead +8
    0, // enemy king L files +3 ahead -8
    3, // enemy king L files +3 ahead -7
    0, // enemy king L files +3 ahead -6
    0, // enemy king L files +3 ahead -5
    0, // enemy king L files +3 ahead -4
    -3, // enemy king L files +3 ahead -3
    9, // enemy king L files +3 ahead -2
    -12, // enemy king L files +3 ahead -1
    8, // enemy king L files +3 ahead +0
    -26, // enemy king L files +3 ahead +1
    9, // enemy king L files +3 ahead +2
    -60, // enemy king L files +3 ahead +3
    40, // enemy king L files +3 ahead +4
    -28, // enemy king L files +3 ahead +5
    -5, // enemy king L files +3 ahead +6
    -25, // enemy king L files +3 ahead +7
    7, // enemy king L files +3 ahead +8
    0, // enemy king L files +4 ahead -8
    0, // enemy king L files +4 ahead -7
    0, // enemy king L files +4 ahead -6
    0, // enemy king L files +4 ahead -5
    -4, // enemy king L files +4 ahead -4
    4, // enemy king L files +4 ahead -3
    1, // enemy king L files +4 ahead -2
    -2, // enemy king L files +4 ahead -1
    -20, // enemy king L files +4 ahead +0
    -47, // enemy king L files +4 ahead +1
    -10, // enemy king L files +4 ahead +2
    -16, // enemy king L files +4 ahead +3
    64, // enemy king L files +4 ahead +4
    -31, // enemy king L files +4 ahead +5
    26, // enemy king L files +4 ahead +6
    22, // enemy king L files +4 ahead +7
    21, // enemy king L files +4 ahead +8
    0, // enemy king L files +5 ahead -8
    0, // enemy king L files +5 ahead -7
    0, // enemy king L files +5 ahead -6
    1, // enemy king L files +5 ahead -5
    -2, // enemy king L files +5 ahead -4
    1, // enemy king L files +5 ahead -3
    -13, // enemy king L files +5 ahead -2
    -11, // enemy king L files +5 ahead -1
    -29, // enemy king L files +5 ahead +0
    -47, // enemy king L files +5 ahead +1
    15, // enemy king L files +5 ahead +2
    -6, // enemy king L files +5 ahead +3
    -60, // enemy king L files +5 ahead +4
    -10, // enemy king L files +5 ahead +5
    -38, // enemy king L files +5 ahead +6
    -36, // enemy king L files +5 ahead +7
    -35, // enemy king L files +5 ahead +8
    0, // enemy king L files +6 ahead -8
    0, // enemy king L files +6 ahead -7
    0, // enemy king L files +6 ahead -6
    0, // enemy king L files +6 ahead -5
    -2, // enemy king L files +6 ahead -4
    1, // enemy king L files +6 ahead -3
    1, // enemy king L files +6 ahead -2
    -7, // enemy king L files +6 ahead -1
    -29, // enemy king L files +6 ahead +0
    7, // enemy king L files +6 ahead +1
    -26, // enemy king L files +6 ahead +2
    -55, // enemy king L files +6 ahead +3
    5, // enemy king L files +6 ahead +4
    -46, // enemy king L files +6 ahead +5
    -54, // enemy king L files +6 ahead +6
    -49, // enemy king L files +6 ahead +7
    -63, // enemy king L files +6 ahead +8
    0, // enemy king L files +7 ahead -8
    0, // enemy king L files +7 ahead -7
    0, // enemy king L files +7 ahead -6
    -1, // enemy king L files +7 ahead -5
    -2, // enemy king L files +7 ahead -4
    4, // enemy king L files +7 ahead -3
    -22, // enemy king L files +7 ahead -2
    -11, // enemy king L files +7 ahead -1
    -28, // enemy king L files +7 ahead +0
    -8, // enemy king L files +7 ahead +1
    -62, // enemy king L files +7 ahead +2
    -19, // enemy king L files +7 ahead +3
    -52, // enemy king L files +7 ahead +4
    -48, // enemy king L files +7 ahead +5
    -65, // enemy king L files +7 ahead +6
    -59, // enemy king L files +7 ahead +7
    -55, // enemy king L files +7 ahead +8
    0, // enemy king L files +8 ahead -8
    0, // enemy king L files +8 ahead -7
    0, // enemy king L files +8 ahead -6
    0, // enemy king L files +8 ahead -5
    -1, // enemy king L files +8 ahead -4
    -1, // enemy king L files +8 ahead -3
    0, // enemy king L files +8 ahead -2
    -2, // enemy king L files +8 ahead -1
    20, // enemy king L files +8 ahead +0
    13, // enemy king L files +8 ahead +1
    -7, // enemy king L files +8 ahead +2
    14, // enemy king L files +8 ahead +3
    46, // enemy king L files +8 ahead +4
    10, // enemy king L files +8 ahead +5
    -8, // enemy king L files +8 ahead +6
    32, // enemy king L files +8 ahead +7
    -84, // enemy king L files +8 ahead +8
    0, // enemy king P files -3 ahead -8
    0, // enemy king P files -3 ahead -7
    0, // enemy king P files -3 ahead -6
    0, // enemy king P files -3 ahead -5
    0, // enemy king P files -3 ahead -4
    3, // enemy king P files -3 ahead -3
    -7, // enemy king P files -3 ahead -2
    -15, // enemy king P files -3 ahead -1
    -20, // enemy king P files -3 ahead +0
    -51, // enemy king P files -3 ahead +1
    8, // enemy king P files -3 ahead +2
    57, // enemy king P files -3 ahead +3
    19, // enemy king P files -3 ahead +4
    20, // enemy king P files -3 ahead +5
    -8, // enemy king P files -3 ahead +6
    -1, // enemy king P files -3 ahead +7
    -3, // enemy king P files -3 ahead +8
    0, // enemy king P files -2 ahead -8
    0, // enemy king P files -2 ahead -7
    0, // enemy king P files -2 ahead -6
    -2, // enemy king P files -2 ahead -5
    -7, // enemy king P files -2 ahead -4
    -14, // enemy king P files -2 ahead -3
    -6, // enemy king P files -2 ahead -2
    -9, // enemy king P files -2 ahead -1
    -21, // enemy king P files -2 ahead +0
    13, // enemy king P files -2 ahead +1
    25, // enemy king P files -2 ahead +2
    68, // enemy king P files -2 ahead +3
    13, // enemy king P files -2 ahead +4
    3, // enemy king P files -2 ahead +5
    -4, // enemy king P files -2 ahead +6
    56, // enemy king P files -2 ahead +7
    1, // enemy king P files -2 ahead +8
    0, // enemy king P files -1 ahead -8
    0, // enemy king P files -1 ahead -7
    0, // enemy king P files -1 ahead -6
    -1, // enemy king P files -1 ahead -5
    -19, // enemy king P files -1 ahead -4
    -17, // enemy king P files -1 ahead -3
    10, // enemy king P files -1 ahead -2
    -11, // enemy king P files -1 ahead -1
    -100, // enemy king P files -1 ahead +0
    -5, // enemy king P files -1 ahead +1
    8, // enemy king P files -1 ahead +2
    47, // enemy king P files -1 ahead +3
    26, // enemy king P files -1 ahead +4
    -3, // enemy king P files -1 ahead +5
    -30, // enemy king P files -1 ahead +6
    9, // enemy king P files -1 ahead +7
    -20, // enemy king P files -1 ahead +8
    0, // enemy king P files +0 ahead -8
    2, // enemy king P files +0 ahead -7
    10, // enemy king P files +0 ahead -6
    1, // enemy king P files +0 ahead -5
    10, // enemy king P files +0 ahead -4
    5, // enemy king P files +0 ahead -3
    -20, // enemy king P files +0 ahead -2
    -40, // enemy king P files +0 ahead -1
    0, // enemy king P files +0 ahead +0
    0, // enemy king P files +0 ahead +1
    49, // enemy king P files +0 ahead +2
    48, // enemy king P files +0 ahead +3
    19, // enemy king P files +0 ahead +4
    -1, // enemy king P files +0 ahead +5
    -16, // enemy king P files +0 ahead +6
    6, // enemy king P files +0 ahead +7
    27, // enemy king P files +0 ahead +8
    0, // enemy king P files +1 ahead -8
    1, // enemy king P files +1 ahead -7
    0, // enemy king P files +1 ahead -6
    -11, // enemy king P files +1 ahead -5
    -35, // enemy king P files +1 ahead -4
    -14, // enemy king P files +1 ahead -3
    -11, // enemy king P files +1 ahead -2
    -48, // enemy king P files +1 ahead -1
    -49, // enemy king P files +1 ahead +0
    -24, // enemy king P files +1 ahead +1
    9, // enemy king P files +1 ahead +2
    49, // enemy king P files +1 ahead +3
    31, // enemy king P files +1 ahead +4
    9, // enemy king P files +1 ahead +5
    4, // enemy king P files +1 ahead +6
    18, // enemy king P files +1 ahead +7
    41, // enemy king P files +1 ahead +8
    0, // enemy king P files +2 ahead -8
    4, // enemy king P files +2 ahead -7
    9, // enemy king P files +2 ahead -6
    -2, // enemy king P files +2 ahead -5
    -10, // enemy king P files +2 ahead -4
    -42, // enemy king P files +2 ahead -3
    -17, // enemy king P files +2 ahead -2
    -83, // enemy king P files +2 ahead -1
    -46, // enemy king P files +2 ahead +0
    -13, // enemy king P files +2 ahead +1
    -38, // enemy king P files +2 ahead +2
    23, // enemy king P files +2 ahead +3
    26, // enemy king P files +2 ahead +4
    18, // enemy king P files +2 ahead +5
    22, // enemy king P files +2 ahead +6
    34, // enemy king P files +2 ahead +7
    24, // enemy king P files +2 ahead +8
    0, // enemy king P files +3 ahead -8
    3, // enemy king P files +3 ahead -7
    5, // enemy king P files +3 ahead -6
    2, // enemy king P files +3 ahead -5
    11, // enemy king P files +3 ahead -4
    -19, // enemy king P files +3 ahead -3
    -35, // enemy king P files +3 ahead -2
    -65, // enemy king P files +3 ahead -1
    -66, // enemy king P files +3 ahead +0
    -62, // enemy king P files +3 ahead +1
    -5, // enemy king P files +3 ahead +2
    10, // enemy king P files +3 ahead +3
    28, // enemy king P files +3 ahead +4
    26, // enemy king P files +3 ahead +5
    20, // enemy king P files +3 ahead +6
    49, // enemy king P files +3 ahead +7
    43, // enemy king P files +3 ahead +8
    0, // enemy king P files +4 ahead -8
    0, // enemy king P files +4 ahead -7
    -5, // enemy king P files +4 ahead -6
    2, // enemy king P files +4 ahead -5
    -8, // enemy king P files +4 ahead -4
    10, // enemy king P files +4 ahead -3
    -29, // enemy king P files +4 ahead -2
    -15, // enemy king P files +4 ahead -1
    -4, // enemy king P files +4 ahead +0
    -53, // enemy king P files +4 ahead +1
    -12, // enemy king P files +4 ahead +2
    7, // enemy king P files +4 ahead +3
    11, // enemy king P files +4 ahead +4
    16, // enemy king P files +4 ahead +5
    17, // enemy king P files +4 ahead +6
    11, // enemy king P files +4 ahead +7
    12, // enemy king P files +4 ahead +8
    0, // enemy king P files +5 ahead -8
    2, // enemy king P files +5 ahead -7
    5, // enemy king P files +5 ahead -6
    -2, // enemy king P files +5 ahead -5
    -17, // enemy king P files +5 ahead -4
    6, // enemy king P files +5 ahead -3
    -8, // enemy king P files +5 ahead -2
    -4, // enemy king P files +5 ahead -1
    -90, // enemy king P files +5 ahead +0
    9, // enemy king P files +5 ahead +1
    23, // enemy king P files +5 ahead +2
    4, // enemy king P files +5 ahead +3
    22, // enemy king P files +5 ahead +4
    39, // enemy king P files +5 ahead +5
    50, // enemy king P files +5 ahead +6
    5, // enemy king P files +5 ahead +7
    -30, // enemy king P files +5 ahead +8
    0, // enemy king P files +6 ahead -8
    3, // enemy king P files +6 ahead -7
    -1, // enemy king P files +6 ahead -6
    -1, // enemy king P files +6 ahead -5
    3, // enemy king P files +6 ahead -4
    -29, // enemy king P files +6 ahead -3
    -5, // enemy king P files +6 ahead -2
    12, // enemy king P files +6 ahead -1
    -1, // enemy king P files +6 ahead +0
    -15, // enemy king P files +6 ahead +1
    -24, // enemy king P files +6 ahead +2
    -3, // enemy king P files +6 ahead +3
    15, // enemy king P files +6 ahead +4
    24, // enemy king P files +6 ahead +5
    44, // enemy king P files +6 ahead +6
    -30, // enemy king P files +6 ahead +7
    -13, // enemy king P files +6 ahead +8
    0, // enemy king P files +7 ahead -8
    0, // enemy king P files +7 ahead -7
    0, // enemy king P files +7 ahead -6
    -1, // enemy king P files +7 ahead -5
    0, // enemy king P files +7 ahead -4
    20, // enemy king P files +7 ahead -3
    -4, // enemy king P files +7 ahead -2
    -24, // enemy king P files +7 ahead -1
    -39, // enemy king P files +7 ahead +0
    -53, // enemy king P files +7 ahead +1
    -54, // enemy king P files +7 ahead +2
    2, // enemy king P files +7 ahead +3
    -2, // enemy king P files +7 ahead +4
    15, // enemy king P files +7 ahead +5
    5, // enemy king P files +7 ahead +6
    25, // enemy king P files +7 ahead +7
    5, // enemy king P files +7 ahead +8
    0, // enemy king P files +8 ahead -8
    2, // enemy king P files +8 ahead -7
    0, // enemy king P files +8 ahead -6
    0, // enemy king P files +8 ahead -5
    3, // enemy king P files +8 ahead -4
    9, // enemy king P files +8 ahead -3
    10, // enemy king P files +8 ahead -2
    31, // enemy king P files +8 ahead -1
    32, // enemy king P files +8 ahead +0
    44, // enemy king P files +8 ahead +1
    6, // enemy king P files +8 ahead +2
    -14, // enemy king P files +8 ahead +3
    -20, // enemy king P files +8 ahead +4
    29, // enemy king P files +8 ahead +5
    -50, // enemy king P files +8 ahead +6
    4, // enemy king P files +8 ahead +7
    -2, // enemy king P files +8 ahead +8
    0, // enemy king +R files -3 ahead -8
    0, // enemy king +R files -3 ahead -7
    -1, // enemy king +R files -3 ahead -6
    0, // enemy king +R files -3 ahead -5
    0, // enemy king +R files -3 ahead -4
    1, // enemy king +R files -3 ahead -3
    8, // enemy king +R files -3 ahead -2
    -1, // enemy king +R files -3 ahead -1
    22, // enemy king +R files -3 ahead +0
    29, // enemy king +R files -3 ahead +1
    11, // enemy king +R files -3 ahead +2
    -21, // enemy king +R files -3 ahead +3
    -6, // enemy king +R files -3 ahead +4
    -14, // enemy king +R files -3 ahead +5
    2, // enemy king +R files -3 ahead +6
    10, // enemy king +R files -3 ahead +7
    4, // enemy king +R files -3 ahead +8
    -3, // enemy king +R files -2 ahead -8
    0, // enemy king +R files -2 ahead -7
    -2, // enemy king +R files -2 ahead -6
    0, // enemy king +R files -2 ahead -5
    -1, // enemy king +R files -2 ahead -4
    5, // enemy king +R files -2 ahead -3
    19, // enemy king +R files -2 ahead -2
    -43, // enemy king +R files -2 ahead -1
    71, // enemy king +R files -2 ahead +0
    21, // enemy king +R files -2 ahead +1
    3, // enemy king +R files -2 ahead +2
    -20, // enemy king +R files -2 ahead +3
    -10, // enemy king +R files -2 ahead +4
    -16, // enemy king +R files -2 ahead +5
    -3, // enemy king +R files -2 ahead +6
    -25, // enemy king +R files -2 ahead +7
    15, // enemy king +R files -2 ahead +8
    -9, // enemy king +R files -1 ahead -8
    -18, // enemy king +R files -1 ahead -7
    -2, // enemy king +R files -1 ahead -6
    2, // enemy king +R files -1 ahead -5
    -3, // enemy king +R files -1 ahead -4
    -1, // enemy king +R files -1 ahead -3
    20, // enemy king +R files -1 ahead -2
    0, // enemy king +R files -1 ahead -1
    0, // enemy king +R files -1 ahead +0
    0, // enemy king +R files -1 ahead +1
    -5, // enemy king +R files -1 ahead +2
    -35, // enemy king +R files -1 ahead +3
    -5, // enemy king +R files -1 ahead +4
    -43, // enemy king +R files -1 ahead +5
    -22, // enemy king +R files -1 ahead +6
    -18, // enemy king +R files -1 ahead +7
    12, // enemy king +R files -1 ahead +8
    -3, // enemy king +R files +0 ahead -8
    2, // enemy king +R files +0 ahead -7
    -4, // enemy king +R files +0 ahead -6
    1, // enemy king +R files +0 ahead -5
    -4, // enemy king +R files +0 ahead -4
    21, // enemy king +R files +0 ahead -3
    97, // enemy king +R files +0 ahead -2
    0, // enemy king +R files +0 ahead -1
    0, // enemy king +R files +0 ahead +0
    0, // enemy king +R files +0 ahead +1
    -12, // enemy king +R files +0 ahead +2
    -32, // enemy king +R files +0 ahead +3
    -28, // enemy king +R files +0 ahead +4
    31, // enemy king +R files +0 ahead +5
    11, // enemy king +R files +0 ahead +6
    -5, // enemy king +R files +0 ahead +7
    3, // enemy king +R files +0 ahead +8
    -8, // enemy king +R files +1 ahead -8
    -2, // enemy king +R files +1 ahead -7
    4, // enemy king +R files +1 ahead -6
    17, // enemy king +R files +1 ahead -5
    -3, // enemy king +R files +1 ahead -4
    33, // enemy king +R files +1 ahead -3
    25, // enemy king +R files +1 ahead -2
    0, // enemy king +R files +1 ahead -1
    0, // enemy king +R files +1 ahead +0
    0, // enemy king +R files +1 ahead +1
    -15, // enemy king +R files +1 ahead +2
    -53, // enemy king +R files +1 ahead +3
    -22, // enemy king +R files +1 ahead +4
    -36, // enemy king +R files +1 ahead +5
    -15, // enemy king +R files +1 ahead +6
    -7, // enemy king +R files +1 ahead +7
    3, // enemy king +R files +1 ahead +8
    2, // enemy king +R files +2 ahead -8
    1, // enemy king +R files +2 ahead -7
    -4, // enemy king +R files +2 ahead -6
    4, // enemy king +R files +2 ahead -5
    -2, // enemy king +R files +2 ahead -4
    13, // enemy king +R files +2 ahead -3
    73, // enemy king +R files +2 ahead -2
    67, // enemy king +R files +2 ahead -1
    58, // enemy king +R files +2 ahead +0
    13, // enemy king +R files +2 ahead +1
    -27, // enemy king +R files +2 ahead +2
    -42, // enemy king +R files +2 ahead +3
    -25, // enemy king +R files +2 ahead +4
    -23, // enemy king +R files +2 ahead +5
    13, // enemy king +R files +2 ahead +6
    14, // enemy king +R files +2 ahead +7
    -1, // enemy king +R files +2 ahead +8
    0, // enemy king +R files +3 ahead -8
    1, // enemy king +R files +3 ahead -7
    -1, // enemy king +R files +3 ahead -6
    5, // enemy king +R files +3 ahead -5
    -6, // enemy king +R files +3 ahead -4
    -23, // enemy king +R files +3 ahead -3
    19, // enemy king +R files +3 ahead -2
    38, // enemy king +R files +3 ahead -1
    129, // enemy king +R files +3 ahead +0
    5, // enemy king +R files +3 ahead +1
    -6, // enemy king +R files +3 ahead +2
    -38, // enemy king +R files +3 ahead +3
    8, // enemy king +R files +3 ahead +4
    -8, // enemy king +R files +3 ahead +5
    -12, // enemy king +R files +3 ahead +6
    -10, // enemy king +R files +3 ahead +7
    0, // enemy king +R files +3 ahead +8
    0, // enemy king +R files +4 ahead -8
    1, // enemy king +R files +4 ahead -7
    -4, // enemy king +R files +4 ahead -6
    -3, // enemy king +R files +4 ahead -5
    -26, // enemy king +R files +4 ahead -4
    -27, // enemy king +R files +4 ahead -3
    49, // enemy king +R files +4 ahead -2
    -24, // enemy king +R files +4 ahead -1
    21, // enemy king +R files +4 ahead +0
    -24, // enemy king +R files +4 ahead +1
    11, // enemy king +R files +4 ahead +2
    -58, // enemy king +R files +4 ahead +3
    -60, // enemy king +R files +4 ahead +4
    -18, // enemy king +R files +4 ahead +5
    29, // enemy king +R files +4 ahead +6
    -67, // enemy king +R files +4 ahead +7
    -19, // enemy king +R files +4 ahead +8
    -1, // enemy king +R files +5 ahead -8
    2, // enemy king +R files +5 ahead -7
    -6, // enemy king +R files +5 ahead -6
    -8, // enemy king +R files +5 ahead -5
    -16, // enemy king +R files +5 ahead -4
    -29, // enemy king +R files +5 ahead -3
    -23, // enemy king +R files +5 ahead -2
    0, // enemy king +R files +5 ahead -1
    67, // enemy king +R files +5 ahead +0
    -14, // enemy king +R files +5 ahead +1
    -21, // enemy king +R files +5 ahead +2
    -22, // enemy king +R files +5 ahead +3
    -33, // enemy king +R files +5 ahead +4
    -20, // enemy king +R files +5 ahead +5
    -30, // enemy king +R files +5 ahead +6
    17, // enemy king +R files +5 ahead +7
    -22, // enemy king +R files +5 ahead +8
    0, // enemy king +R files +6 ahead -8
    -19, // enemy king +R files +6 ahead -7
    -23, // enemy king +R files +6 ahead -6
    6, // enemy king +R files +6 ahead -5
    -13, // enemy king +R files +6 ahead -4
    -18, // enemy king +R files +6 ahead -3
    -14, // enemy king +R files +6 ahead -2
    -44, // enemy king +R files +6 ahead -1
    19, // enemy king +R files +6 ahead +0
    -67, // enemy king +R files +6 ahead +1
    -67, // enemy king +R files +6 ahead +2
    -21, // enemy king +R files +6 ahead +3
    -37, // enemy king +R files +6 ahead +4
    -35, // enemy king +R files +6 ahead +5
    -9, // enemy king +R files +6 ahead +6
    -19, // enemy king +R files +6 ahead +7
    -8, // enemy king +R files +6 ahead +8
    -1, // enemy king +R files +7 ahead -8
    -1, // enemy king +R files +7 ahead -7
    -3, // enemy king +R files +7 ahead -6
    -2, // enemy king +R files +7 ahead -5
    -21, // enemy king +R files +7 ahead -4
    -23, // enemy king +R files +7 ahead -3
    18, // enemy king +R files +7 ahead -2
    -115, // enemy king +R files +7 ahead -1
    2, // enemy king +R files +7 ahead +0
    -49, // enemy king +R files +7 ahead +1
    -43, // enemy king +R files +7 ahead +2
    -41, // enemy king +R files +7 ahead +3
    16, // enemy king +R files +7 ahead +4
    5, // enemy king +R files +7 ahead +5
    -10, // enemy king +R files +7 ahead +6
    15, // enemy king +R files +7 ahead +7
    -7, // enemy king +R files +7 ahead +8
    -7, // enemy king +R files +8 ahead -8
    -2, // enemy king +R files +8 ahead -7
    -3, // enemy king +R files +8 ahead -6
    -8, // enemy king +R files +8 ahead -5
    -13, // enemy king +R files +8 ahead -4
    -5, // enemy king +R files +8 ahead -3
    -14, // enemy king +R files +8 ahead -2
    -6, // enemy king +R files +8 ahead -1
    6, // enemy king +R files +8 ahead +0
    -42, // enemy king +R files +8 ahead +1
    -17, // enemy king +R files +8 ahead +2
    -8, // enemy king +R files +8 ahead +3
    -1, // enemy king +R files +8 ahead +4
    0, // enemy king +R files +8 ahead +5
    5, // enemy king +R files +8 ahead +6
    1, // enemy king +R files +8 ahead +7
    0, // enemy king +R files +8 ahead +8
    0, // enemy king +B files -3 ahead -8
    -1, // enemy king +B files -3 ahead -7
    0, // enemy king +B files -3 ahead -6
    0, // enemy king +B files -3 ahead -5
    -5, // enemy king +B files -3 ahead -4
    -1, // enemy king +B files -3 ahead -3
    5, // enemy king +B files -3 ahead -2
    -20, // enemy king +B files -3 ahead -1
    3, // enemy king +B files -3 ahead +0
    -9, // enemy king +B files -3 ahead +1
    37, // enemy king +B files -3 ahead +2
    23, // enemy king +B files -3 ahead +3
    -3, // enemy king +B files -3 ahead +4
    16, // enemy king +B files -3 ahead +5
    -1, // enemy king +B files -3 ahead +6
    -1, // enemy king +B files -3 ahead +7
    0, // enemy king +B files -3 ahead +8
    0, // enemy king +B files -2 ahead -8
    0, // enemy king +B files -2 ahead -7
    -8, // enemy king +B files -2 ahead -6
    11, // enemy king +B files -2 ahead -5
    1, // enemy king +B files -2 ahead -4
    4, // enemy king +B files -2 ahead -3
    14, // enemy king +B files -2 ahead -2
    -11, // enemy king +B files -2 ahead -1
    -54, // enemy king +B files -2 ahead +0
    -5, // enemy king +B files -2 ahead +1
    10, // enemy king +B files -2 ahead +2
    22, // enemy king +B files -2 ahead +3
    -5, // enemy king +B files -2 ahead +4
    16, // enemy king +B files -2 ahead +5
    6, // enemy king +B files -2 ahead +6
    -21, // enemy king +B files -2 ahead +7
    11, // enemy king +B files -2 ahead +8
    -2, // enemy king +B files -1 ahead -8
    -4, // enemy king +B files -1 ahead -7
    -5, // enemy king +B files -1 ahead -6
    -4, // enemy king +B files -1 ahead -5
    5, // enemy king +B files -1 ahead -4
    10, // enemy king +B files -1 ahead -3
    -42, // enemy king +B files -1 ahead -2
    0, // enemy king +B files -1 ahead -1
    0, // enemy king +B files -1 ahead +0
    0, // enemy king +B files -1 ahead +1
    21, // enemy king +B files -1 ahead +2
    -2, // enemy king +B files -1 ahead +3
    36, // enemy king +B files -1 ahead +4
    17, // enemy king +B files -1 ahead +5
    4, // enemy king +B files -1 ahead +6
    -2, // enemy king +B files -1 ahead +7
    3, // enemy king +B files -1 ahead +8
    0, // enemy king +B files +0 ahead -8
    -16, // enemy king +B files +0 ahead -7
    -2, // enemy king +B files +0 ahead -6
    2, // enemy king +B files +0 ahead -5
    2, // enemy king +B files +0 ahead -4
    29, // enemy king +B files +0 ahead -3
    24, // enemy king +B files +0 ahead -2
    0, // enemy king +B files +0 ahead -1
    0, // enemy king +B files +0 ahead +0
    0, // enemy king +B files +0 ahead +1
    -15, // enemy king +B files +0 ahead +2
    62, // enemy king +B files +0 ahead +3
    15, // enemy king +B files +0 ahead +4
    1, // enemy king +B files +0 ahead +5
    -18, // enemy king +B files +0 ahead +6
    -29, // enemy king +B files +0 ahead +7
    -1, // enemy king +B files +0 ahead +8
    0, // enemy king +B files +1 ahead -8
    2, // enemy king +B files +1 ahead -7
    -1, // enemy king +B files +1 ahead -6
    -2, // enemy king +B files +1 ahead -5
    -11, // enemy king +B files +1 ahead -4
    17, // enemy king +B files +1 ahead -3
    31, // enemy king +B files +1 ahead -2
    0, // enemy king +B files +1 ahead -1
    0, // enemy king +B files +1 ahead +0
    0, // enemy king +B files +1 ahead +1
    -44, // enemy king +B files +1 ahead +2
    -6, // enemy king +B files +1 ahead +3
    13, // enemy king +B files +1 ahead +4
    37, // enemy king +B files +1 ahead +5
    -39, // enemy king +B files +1 ahead +6
    1, // enemy king +B files +1 ahead +7
    -5, // enemy king +B files +1 ahead +8
    -2, // enemy king +B files +2 ahead -8
    7, // enemy king +B files +2 ahead -7
    4, // enemy king +B files +2 ahead -6
    1, // enemy king +B files +2 ahead -5
    3, // enemy king +B files +2 ahead -4
    26, // enemy king +B files +2 ahead -3
    21, // enemy king +B files +2 ahead -2
    15, // enemy king +B files +2 ahead -1
    48, // enemy king +B files +2 ahead +0
    2, // enemy king +B files +2 ahead +1
    16, // enemy king +B files +2 ahead +2
    3, // enemy king +B files +2 ahead +3
    -5, // enemy king +B files +2 ahead +4
    48, // enemy king +B files +2 ahead +5
    55, // enemy king +B files +2 ahead +6
    -41, // enemy king +B files +2 ahead +7
    12, // enemy king +B files +2 ahead +8
    -2, // enemy king +B files +3 ahead -8
    0, // enemy king +B files +3 ahead -7
    0, // enemy king +B files +3 ahead -6
    2, // enemy king +B files +3 ahead -5
    2, // enemy king +B files +3 ahead -4
    -5, // enemy king +B files +3 ahead -3
    28, // enemy king +B files +3 ahead -2
    16, // enemy king +B files +3 ahead -1
    140, // enemy king +B files +3 ahead +0
    65, // enemy king +B files +3 ahead +1
    6, // enemy king +B files +3 ahead +2
    -4, // enemy king +B files +3 ahead +3
    3, // enemy king +B files +3 ahead +4
    12, // enemy king +B files +3 ahead +5
    -18, // enemy king +B files +3 ahead +6
    13, // enemy king +B files +3 ahead +7
    -6, // enemy king +B files +3 ahead +8
    -2, // enemy king +B files +4 ahead -8
    6, // enemy king +B files +4 ahead -7
    -2, // enemy king +B files +4 ahead -6
    -7, // enemy king +B files +4 ahead -5
    -5, // enemy king +B files +4 ahead -4
    1, // enemy king +B files +4 ahead -3
    -16, // enemy king +B files +4 ahead -2
    12, // enemy king +B files +4 ahead -1
    -15, // enemy king +B files +4 ahead +0
    2, // enemy king +B files +4 ahead +1
    13, // enemy king +B files +4 ahead +2
    14, // enemy king +B files +4 ahead +3
    9, // enemy king +B files +4 ahead +4
    -29, // enemy king +B files +4 ahead +5
    24, // enemy king +B files +4 ahead +6
    -1, // enemy king +B files +4 ahead +7
    -8, // enemy king +B files +4 ahead +8
    6, // enemy king +B files +5 ahead -8
    1, // enemy king +B files +5 ahead -7
    8, // enemy king +B files +5 ahead -6
    1, // enemy king +B files +5 ahead -5
    -1, // enemy king +B files +5 ahead -4
    1, // enemy king +B files +5 ahead -3
    5, // enemy king +B files +5 ahead -2
    4, // enemy king +B files +5 ahead -1
    12, // enemy king +B files +5 ahead +0
    -46, // enemy king +B files +5 ahead +1
    -8, // enemy king +B files +5 ahead +2
    -37, // enemy king +B files +5 ahead +3
    -38, // enemy king +B files +5 ahead +4
    -35, // enemy king +B files +5 ahead +5
    -25, // enemy king +B files +5 ahead +6
    5, // enemy king +B files +5 ahead +7
    13, // enemy king +B files +5 ahead +8
    0, // enemy king +B files +6 ahead -8
    -4, // enemy king +B files +6 ahead -7
    -3, // enemy king +B files +6 ahead -6
    -2, // enemy king +B files +6 ahead -5
    4, // enemy king +B files +6 ahead -4
    8, // enemy king +B files +6 ahead -3
    -24, // enemy king +B files +6 ahead -2
    -83, // enemy king +B files +6 ahead -1
    -87, // enemy king +B files +6 ahead +0
    -2, // enemy king +B files +6 ahead +1
    -52, // enemy king +B files +6 ahead +2
    -92, // enemy king +B files +6 ahead +3
    -45, // enemy king +B files +6 ahead +4
    -50, // enemy king +B files +6 ahead +5
    5, // enemy king +B files +6 ahead +6
    -19, // enemy king +B files +6 ahead +7
    -3, // enemy king +B files +6 ahead +8
    1, // enemy king +B files +7 ahead -8
    -1, // enemy king +B files +7 ahead -7
    -2, // enemy king +B files +7 ahead -6
    3, // enemy king +B files +7 ahead -5
    0, // enemy king +B files +7 ahead -4
    -3, // enemy king +B files +7 ahead -3
    -21, // enemy king +B files +7 ahead -2
    -72, // enemy king +B files +7 ahead -1
    -131, // enemy king +B files +7 ahead +0
    -91, // enemy king +B files +7 ahead +1
    -31, // enemy king +B files +7 ahead +2
    -58, // enemy king +B files +7 ahead +3
    -36, // enemy king +B files +7 ahead +4
    -24, // enemy king +B files +7 ahead +5
    2, // enemy king +B files +7 ahead +6
    -2, // enemy king +B files +7 ahead +7
    -3, // enemy king +B files +7 ahead +8
    0, // enemy king +B files +8 ahead -8
    -2, // enemy king +B files +8 ahead -7
    -4, // enemy king +B files +8 ahead -6
    -1, // enemy king +B files +8 ahead -5
    -3, // enemy king +B files +8 ahead -4
    -2, // enemy king +B files +8 ahead -3
    5, // enemy king +B files +8 ahead -2
    11, // enemy king +B files +8 ahead -1
    -5, // enemy king +B files +8 ahead +0
    -8, // enemy king +B files +8 ahead +1
    -8, // enemy king +B files +8 ahead +2
    -7, // enemy king +B files +8 ahead +3
    5, // enemy king +B files +8 ahead +4
    6, // enemy king +B files +8 ahead +5
    -1, // enemy king +B files +8 ahead +6
    0, // enemy king +B files +8 ahead +7
    -2, // enemy king +B files +8 ahead +8
    0, // enemy king +S files -3 ahead -8
    0, // enemy king +S files -3 ahead -7
    0, // enemy king +S files -3 ahead -6
    -3, // enemy king +S files -3 ahead -5
    -4, // enemy king +S files -3 ahead -4
    0, // enemy king +S files -3 ahead -3
    3, // enemy king +S files -3 ahead -2
    -15, // enemy king +S files -3 ahead -1
    -10, // enemy king +S files -3 ahead +0
    2, // enemy king +S files -3 ahead +1
    4, // enemy king +S files -3 ahead +2
    4, // enemy king +S files -3 ahead +3
    0, // enemy king +S files -3 ahead +4
    0, // enemy king +S files -3 ahead +5
    0, // enemy king +S files -3 ahead +6
    0, // enemy king +S files -3 ahead +7
    0, // enemy king +S files -3 ahead +8
    1, // enemy king +S files -2 ahead -8
    5, // enemy king +S files -2 ahead -7
    -8, // enemy king +S files -2 ahead -6
    0, // enemy king +S files -2 ahead -5
    -5, // enemy king +S files -2 ahead -4
    -6, // enemy king +S files -2 ahead -3
    -22, // enemy king +S files -2 ahead -2
    0, // enemy king +S files -2 ahead -1
    -5, // enemy king +S files -2 ahead +0
    -2, // enemy king +S files -2 ahead +1
    9, // enemy king +S files -2 ahead +2
    -3, // enemy king +S files -2 ahead +3
    0, // enemy king +S files -2 ahead +4
    0, // enemy king +S files -2 ahead +5
    0, // enemy king +S files -2 ahead +6
    0, // enemy king +S files -2 ahead +7
    0, // enemy king +S files -2 ahead +8
    1, // enemy king +S files -1 ahead -8
    -3, // enemy king +S files -1 ahead -7
    3, // enemy king +S files -1 ahead -6
    2, // enemy king +S files -1 ahead -5
    3, // enemy king +S files -1 ahead -4
    -16, // enemy king +S files -1 ahead -3
    -8, // enemy king +S files -1 ahead -2
    -5, // enemy king +S files -1 ahead -1
    0, // enemy king +S files -1 ahead +0
    0, // enemy king +S files -1 ahead +1
    25, // enemy king +S files -1 ahead +2
    22, // enemy king +S files -1 ahead +3
    -2, // enemy king +S files -1 ahead +4
    0, // enemy king +S files -1 ahead +5
    0, // enemy king +S files -1 ahead +6
    0, // enemy king +S files -1 ahead +7
    0, // enemy king +S files -1 ahead +8
    -1, // enemy king +S files +0 ahead -8
    -1, // enemy king +S files +0 ahead -7
    2, // enemy king +S files +0 ahead -6
    7, // enemy king +S files +0 ahead -5
    -15, // enemy king +S files +0 ahead -4
    -9, // enemy king +S files +0 ahead -3
    -7, // enemy king +S files +0 ahead -2
    0, // enemy king +S files +0 ahead -1
    0, // enemy king +S files +0 ahead +0
    0, // enemy king +S files +0 ahead +1
    16, // enemy king +S files +0 ahead +2
    4, // enemy king +S files +0 ahead +3
    0, // enemy king +S files +0 ahead +4
    0, // enemy king +S files +0 ahead +5
    0, // enemy king +S files +0 ahead +6
    0, // enemy king +S files +0 ahead +7
    0, // enemy king +S files +0 ahead +8
    0, // enemy king +S files +1 ahead -8
    0, // enemy king +S files +1 ahead -7
    2, // enemy king +S files +1 ahead -6
    3, // enemy king +S files +1 ahead -5
    0, // enemy king +S files +1 ahead -4
    12, // enemy king +S files +1 ahead -3
    -10, // enemy king +S files +1 ahead -2
    17, // enemy king +S files +1 ahead -1
    0, // enemy king +S files +1 ahead +0
    0, // enemy king +S files +1 ahead +1
    48, // enemy king +S files +1 ahead +2
    17, // enemy king +S files +1 ahead +3
    0, // enemy king +S files +1 ahead +4
    0, // enemy king +S files +1 ahead +5
    0, // enemy king +S files +1 ahead +6
    0, // enemy king +S files +1 ahead +7
    0, // enemy king +S files +1 ahead +8
    0, // enemy king +S files +2 ahead -8
    0, // enemy king +S files +2 ahead -7
    -6, // enemy king +S files +2 ahead -6
    -11, // enemy king +S files +2 ahead -5
    -1, // enemy king +S files +2 ahead -4
    -32, // enemy king +S files +2 ahead -3
    -2, // enemy king +S files +2 ahead -2
    -11, // enemy king +S files +2 ahead -1
    25, // enemy king +S files +2 ahead +0
    104, // enemy king +S files +2 ahead +1
    16, // enemy king +S files +2 ahead +2
    16, // enemy king +S files +2 ahead +3
    4, // enemy king +S files +2 ahead +4
    0, // enemy king +S files +2 ahead +5
    0, // enemy king +S files +2 ahead +6
    0, // enemy king +S files +2 ahead +7
    0, // enemy king +S files +2 ahead +8
    1, // enemy king +S files +3 ahead -8
    -7, // enemy king +S files +3 ahead -7
    -6, // enemy king +S files +3 ahead -6
    2, // enemy king +S files +3 ahead -5
    0, // enemy king +S files +3 ahead -4
    -5, // enemy king +S files +3 ahead -3
    -17, // enemy king +S files +3 ahead -2
    -18, // enemy king +S files +3 ahead -1
    -11, // enemy king +S files +3 ahead +0
    45, // enemy king +S files +3 ahead +1
    30, // enemy king +S files +3 ahead +2
    18, // enemy king +S files +3 ahead +3
    2, // enemy king +S files +3 ahead +4
    0, // enemy king +S files +3 ahead +5
    0, // enemy king +S files +3 ahead +6
    0, // enemy king +S files +3 ahead +7
    0, // enemy king +S files +3 ahead +8
    0, // enemy king +S files +4 ahead -8
    2, // enemy king +S files +4 ahead -7
    11, // enemy king +S files +4 ahead -6
    0, // enemy king +S files +4 ahead -5
    0, // enemy king +S files +4 ahead -4
    -23, // enemy king +S files +4 ahead -3
    -10, // enemy king +S files +4 ahead -2
    -79, // enemy king +S files +4 ahead -1
    -12, // enemy king +S files +4 ahead +0
    -11, // enemy king +S files +4 ahead +1
    1, // enemy king +S files +4 ahead +2
    6, // enemy king +S files +4 ahead +3
    -3, // enemy king +S files +4 ahead +4
    -3, // enemy king +S files +4 ahead +5
    0, // enemy king +S files +4 ahead +6
    0, // enemy king +S files +4 ahead +7
    0, // enemy king +S files +4 ahead +8
    -2, // enemy king +S files +5 ahead -8
    0, // enemy king +S files +5 ahead -7
    -1, // enemy king +S files +5 ahead -6
    -7, // enemy king +S files +5 ahead -5
    0, // enemy king +S files +5 ahead -4
    2, // enemy king +S files +5 ahead -3
    -16, // enemy king +S files +5 ahead -2
    -74, // enemy king +S files +5 ahead -1
    -74, // enemy king +S files +5 ahead +0
    -30, // enemy king +S files +5 ahead +1
    -44, // enemy king +S files +5 ahead +2
    -15, // enemy king +S files +5 ahead +3
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
    -7, // enemy king +S files +6 ahead -3
    -13, // enemy king +S files +6 ahead -2
    -73, // enemy king +S files +6 ahead -1
    10, // enemy king +S files +6 ahead +0
    -6, // enemy king +S files +6 ahead +1
    -26, // enemy king +S files +6 ahead +2
    -1, // enemy king +S files +6 ahead +3
    0, // enemy king +S files +6 ahead +4
    0, // enemy king +S files +6 ahead +5
    0, // enemy king +S files +6 ahead +6
    0, // enemy king +S files +6 ahead +7
    0, // enemy king +S files +6 ahead +8
    0, // enemy king +S files +7 ahead -8
    0, // enemy king +S files +7 ahead -7
    0, // enemy king +S files +7 ahead -6
    0, // enemy king +S files +7 ahead -5
    -1, // enemy king +S files +7 ahead -4
    -10, // enemy king +S files +7 ahead -3
    -7, // enemy king +S files +7 ahead -2
    29, // enemy king +S files +7 ahead -1
    -4, // enemy king +S files +7 ahead +0
    -55, // enemy king +S files +7 ahead +1
    1, // enemy king +S files +7 ahead +2
    -8, // enemy king +S files +7 ahead +3
    0, // enemy king +S files +7 ahead +4
    0, // enemy king +S files +7 ahead +5
    0, // enemy king +S files +7 ahead +6
    0, // enemy king +S files +7 ahead +7
    0, // enemy king +S files +7 ahead +8
    0, // enemy king +S files +8 ahead -8
    3, // enemy king +S files +8 ahead -7
    -2, // enemy king +S files +8 ahead -6
    0, // enemy king +S files +8 ahead -5
    -2, // enemy king +S files +8 ahead -4
    0, // enemy king +S files +8 ahead -3
    -1, // enemy king +S files +8 ahead -2
    -11, // enemy king +S files +8 ahead -1
    -1, // enemy king +S files +8 ahead +0
    1, // enemy king +S files +8 ahead +1
    -10, // enemy king +S files +8 ahead +2
    1, // enemy king +S files +8 ahead +3
    0, // enemy king +S files +8 ahead +4
    0, // enemy king +S files +8 ahead +5
    0, // enemy king +S files +8 ahead +6
    0, // enemy king +S files +8 ahead +7
    0, // enemy king +S files +8 ahead +8
    0, // enemy king +N files -3 ahead -8
    0, // enemy king +N files -3 ahead -7
    0, // enemy king +N files -3 ahead -6
    0, // enemy king +N files -3 ahead -5
    5, // enemy king +N files -3 ahead -4
    -4, // enemy king +N files -3 ahead -3
    -2, // enemy king +N files -3 ahead -2
    30, // enemy king +N files -3 ahead -1
    17, // enemy king +N files -3 ahead +0
    19, // enemy king +N files -3 ahead +1
    26, // enemy king +N files -3 ahead +2
    -5, // enemy king +N files -3 ahead +3
    3, // enemy king +N files -3 ahead +4
    0, // enemy king +N files -3 ahead +5
    0, // enemy king +N files -3 ahead +6
    0, // enemy king +N files -3 ahead +7
    0, // enemy king +N files -3 ahead +8
    0, // enemy king +N files -2 ahead -8
    0, // enemy king +N files -2 ahead -7
    6, // enemy king +N files -2 ahead -6
    0, // enemy king +N files -2 ahead -5
    2, // enemy king +N files -2 ahead -4
    -3, // enemy king +N files -2 ahead -3
    7, // enemy king +N files -2 ahead -2
    -5, // enemy king +N files -2 ahead -1
    15, // enemy king +N files -2 ahead +0
    -4, // enemy king +N files -2 ahead +1
    28, // enemy king +N files -2 ahead +2
    3, // enemy king +N files -2 ahead +3
    0, // enemy king +N files -2 ahead +4
    0, // enemy king +N files -2 ahead +5
    0, // enemy king +N files -2 ahead +6
    0, // enemy king +N files -2 ahead +7
    0, // enemy king +N files -2 ahead +8
    0, // enemy king +N files -1 ahead -8
    -2, // enemy king +N files -1 ahead -7
    1, // enemy king +N files -1 ahead -6
    9, // enemy king +N files -1 ahead -5
    -4, // enemy king +N files -1 ahead -4
    -2, // enemy king +N files -1 ahead -3
    -3, // enemy king +N files -1 ahead -2
    -3, // enemy king +N files -1 ahead -1
    0, // enemy king +N files -1 ahead +0
    0, // enemy king +N files -1 ahead +1
    36, // enemy king +N files -1 ahead +2
    6, // enemy king +N files -1 ahead +3
    0, // enemy king +N files -1 ahead +4
    2, // enemy king +N files -1 ahead +5
    0, // enemy king +N files -1 ahead +6
    0, // enemy king +N files -1 ahead +7
    0, // enemy king +N files -1 ahead +8
    0, // enemy king +N files +0 ahead -8
    2, // enemy king +N files +0 ahead -7
    1, // enemy king +N files +0 ahead -6
    -2, // enemy king +N files +0 ahead -5
    4, // enemy king +N files +0 ahead -4
    4, // enemy king +N files +0 ahead -3
    15, // enemy king +N files +0 ahead -2
    0, // enemy king +N files +0 ahead -1
    0, // enemy king +N files +0 ahead +0
    0, // enemy king +N files +0 ahead +1
    50, // enemy king +N files +0 ahead +2
    -2, // enemy king +N files +0 ahead +3
    0, // enemy king +N files +0 ahead +4
    0, // enemy king +N files +0 ahead +5
    0, // enemy king +N files +0 ahead +6
    0, // enemy king +N files +0 ahead +7
    0, // enemy king +N files +0 ahead +8
    0, // enemy king +N files +1 ahead -8
    3, // enemy king +N files +1 ahead -7
    -1, // enemy king +N files +1 ahead -6
    -6, // enemy king +N files +1 ahead -5
    3, // enemy king +N files +1 ahead -4
    4, // enemy king +N files +1 ahead -3
    -5, // enemy king +N files +1 ahead -2
    5, // enemy king +N files +1 ahead -1
    0, // enemy king +N files +1 ahead +0
    0, // enemy king +N files +1 ahead +1
    70, // enemy king +N files +1 ahead +2
    1, // enemy king +N files +1 ahead +3
    0, // enemy king +N files +1 ahead +4
    0, // enemy king +N files +1 ahead +5
    0, // enemy king +N files +1 ahead +6
    0, // enemy king +N files +1 ahead +7
    0, // enemy king +N files +1 ahead +8
    0, // enemy king +N files +2 ahead -8
    -4, // enemy king +N files +2 ahead -7
    -1, // enemy king +N files +2 ahead -6
    -6, // enemy king +N files +2 ahead -5
    -2, // enemy king +N files +2 ahead -4
    -10, // enemy king +N files +2 ahead -3
    -7, // enemy king +N files +2 ahead -2
    15, // enemy king +N files +2 ahead -1
    39, // enemy king +N files +2 ahead +0
    110, // enemy king +N files +2 ahead +1
    52, // enemy king +N files +2 ahead +2
    9, // enemy king +N files +2 ahead +3
    0, // enemy king +N files +2 ahead +4
    0, // enemy king +N files +2 ahead +5
    0, // enemy king +N files +2 ahead +6
    0, // enemy king +N files +2 ahead +7
    0, // enemy king +N files +2 ahead +8
    0, // enemy king +N files +3 ahead -8
    -2, // enemy king +N files +3 ahead -7
    -9, // enemy king +N files +3 ahead -6
    -5, // enemy king +N files +3 ahead -5
    0, // enemy king +N files +3 ahead -4
    -21, // enemy king +N files +3 ahead -3
    -60, // enemy king +N files +3 ahead -2
    -59, // enemy king +N files +3 ahead -1
    66, // enemy king +N files +3 ahead +0
    64, // enemy king +N files +3 ahead +1
    6, // enemy king +N files +3 ahead +2
    4, // enemy king +N files +3 ahead +3
    1, // enemy king +N files +3 ahead +4
    0, // enemy king +N files +3 ahead +5
    0, // enemy king +N files +3 ahead +6
    0, // enemy king +N files +3 ahead +7
    0, // enemy king +N files +3 ahead +8
    0, // enemy king +N files +4 ahead -8
    -1, // enemy king +N files +4 ahead -7
    -4, // enemy king +N files +4 ahead -6
    -9, // enemy king +N files +4 ahead -5
    -12, // enemy king +N files +4 ahead -4
    1, // enemy king +N files +4 ahead -3
    10, // enemy king +N files +4 ahead -2
    -46, // enemy king +N files +4 ahead -1
    -46, // enemy king +N files +4 ahead +0
    -5, // enemy king +N files +4 ahead +1
    -50, // enemy king +N files +4 ahead +2
    30, // enemy king +N files +4 ahead +3
    7, // enemy king +N files +4 ahead +4
    0, // enemy king +N files +4 ahead +5
    0, // enemy king +N files +4 ahead +6
    0, // enemy king +N files +4 ahead +7
    0, // enemy king +N files +4 ahead +8
    0, // enemy king +N files +5 ahead -8
    0, // enemy king +N files +5 ahead -7
    2, // enemy king +N files +5 ahead -6
    -1, // enemy king +N files +5 ahead -5
    9, // enemy king +N files +5 ahead -4
    -7, // enemy king +N files +5 ahead -3
    -2, // enemy king +N files +5 ahead -2
    -107, // enemy king +N files +5 ahead -1
    -62, // enemy king +N files +5 ahead +0
    -39, // enemy king +N files +5 ahead +1
    -12, // enemy king +N files +5 ahead +2
    -17, // enemy king +N files +5 ahead +3
    -4, // enemy king +N files +5 ahead +4
    0, // enemy king +N files +5 ahead +5
    0, // enemy king +N files +5 ahead +6
    0, // enemy king +N files +5 ahead +7
    0, // enemy king +N files +5 ahead +8
    0, // enemy king +N files +6 ahead -8
    -2, // enemy king +N files +6 ahead -7
    -1, // enemy king +N files +6 ahead -6
    -1, // enemy king +N files +6 ahead -5
    2, // enemy king +N files +6 ahead -4
    -2, // enemy king +N files +6 ahead -3
    -3, // enemy king +N files +6 ahead -2
    -92, // enemy king +N files +6 ahead -1
    -62, // enemy king +N files +6 ahead +0
    -31, // enemy king +N files +6 ahead +1
    -6, // enemy king +N files +6 ahead +2
    -31, // enemy king +N files +6 ahead +3
    0, // enemy king +N files +6 ahead +4
    -4, // enemy king +N files +6 ahead +5
    0, // enemy king +N files +6 ahead +6
    0, // enemy king +N files +6 ahead +7
    0, // enemy king +N files +6 ahead +8
    -3, // enemy king +N files +7 ahead -8
    0, // enemy king +N files +7 ahead -7
    -4, // enemy king +N files +7 ahead -6
    0, // enemy king +N files +7 ahead -5
    -3, // enemy king +N files +7 ahead -4
    -4, // enemy king +N files +7 ahead -3
    -37, // enemy king +N files +7 ahead -2
    -59, // enemy king +N files +7 ahead -1
    -35, // enemy king +N files +7 ahead +0
    -114, // enemy king +N files +7 ahead +1
    18, // enemy king +N files +7 ahead +2
    -14, // enemy king +N files +7 ahead +3
    0, // enemy king +N files +7 ahead +4
    0, // enemy king +N files +7 ahead +5
    0, // enemy king +N files +7 ahead +6
    0, // enemy king +N files +7 ahead +7
    0, // enemy king +N files +7 ahead +8
    -1, // enemy king +N files +8 ahead -8
    -1, // enemy king +N files +8 ahead -7
    -2, // enemy king +N files +8 ahead -6
    -1, // enemy king +N files +8 ahead -5
    -2, // enemy king +N files +8 ahead -4
    0, // enemy king +N files +8 ahead -3
    -4, // enemy king +N files +8 ahead -2
    -13, // enemy king +N files +8 ahead -1
    -6, // enemy king +N files +8 ahead +0
    -3, // enemy king +N files +8 ahead +1
    -3, // enemy king +N files +8 ahead +2
    2, // enemy king +N files +8 ahead +3
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
    4, // enemy king +L files -3 ahead -3
    2, // enemy king +L files -3 ahead -2
    -12, // enemy king +L files -3 ahead -1
    2, // enemy king +L files -3 ahead +0
    16, // enemy king +L files -3 ahead +1
    -2, // enemy king +L files -3 ahead +2
    -5, // enemy king +L files -3 ahead +3
    0, // enemy king +L files -3 ahead +4
    0, // enemy king +L files -3 ahead +5
    0, // enemy king +L files -3 ahead +6
    0, // enemy king +L files -3 ahead +7
    0, // enemy king +L files -3 ahead +8
    0, // enemy king +L files -2 ahead -8
    0, // enemy king +L files -2 ahead -7
    0, // enemy king +L files -2 ahead -6
    3, // enemy king +L files -2 ahead -5
    0, // enemy king +L files -2 ahead -4
    2, // enemy king +L files -2 ahead -3
    13, // enemy king +L files -2 ahead -2
    -15, // enemy king +L files -2 ahead -1
    5, // enemy king +L files -2 ahead +0
    84, // enemy king +L files -2 ahead +1
    23, // enemy king +L files -2 ahead +2
    1, // enemy king +L files -2 ahead +3
    0, // enemy king +L files -2 ahead +4
    0, // enemy king +L files -2 ahead +5
    0, // enemy king +L files -2 ahead +6
    0, // enemy king +L files -2 ahead +7
    0, // enemy king +L files -2 ahead +8
    0, // enemy king +L files -1 ahead -8
    0, // enemy king +L files -1 ahead -7
    3, // enemy king +L files -1 ahead -6
    0, // enemy king +L files -1 ahead -5
    1, // enemy king +L files -1 ahead -4
    0, // enemy king +L files -1 ahead -3
    -15, // enemy king +L files -1 ahead -2
    11, // enemy king +L files -1 ahead -1
    0, // enemy king +L files -1 ahead +0
    0, // enemy king +L files -1 ahead +1
    32, // enemy king +L files -1 ahead +2
    3, // enemy king +L files -1 ahead +3
    -1, // enemy king +L files -1 ahead +4
    0, // enemy king +L files -1 ahead +5
    0, // enemy king +L files -1 ahead +6
    0, // enemy king +L files -1 ahead +7
    0, // enemy king +L files -1 ahead +8
    0, // enemy king +L files +0 ahead -8
    0, // enemy king +L files +0 ahead -7
    3, // enemy king +L files +0 ahead -6
    0, // enemy king +L files +0 ahead -5
    1, // enemy king +L files +0 ahead -4
    -5, // enemy king +L files +0 ahead -3
    -1, // enemy king +L files +0 ahead -2
    0, // enemy king +L files +0 ahead -1
    0, // enemy king +L files +0 ahead +0
    0, // enemy king +L files +0 ahead +1
    14, // enemy king +L files +0 ahead +2
    13, // enemy king +L files +0 ahead +3
    0, // enemy king +L files +0 ahead +4
    0, // enemy king +L files +0 ahead +5
    0, // enemy king +L files +0 ahead +6
    0, // enemy king +L files +0 ahead +7
    0, // enemy king +L files +0 ahead +8
    0, // enemy king +L files +1 ahead -8
    1, // enemy king +L files +1 ahead -7
    6, // enemy king +L files +1 ahead -6
    1, // enemy king +L files +1 ahead -5
    -3, // enemy king +L files +1 ahead -4
    5, // enemy king +L files +1 ahead -3
    -5, // enemy king +L files +1 ahead -2
    0, // enemy king +L files +1 ahead -1
    0, // enemy king +L files +1 ahead +0
    0, // enemy king +L files +1 ahead +1
    26, // enemy king +L files +1 ahead +2
    5, // enemy king +L files +1 ahead +3
    3, // enemy king +L files +1 ahead +4
    0, // enemy king +L files +1 ahead +5
    0, // enemy king +L files +1 ahead +6
    0, // enemy king +L files +1 ahead +7
    0, // enemy king +L files +1 ahead +8
    0, // enemy king +L files +2 ahead -8
    1, // enemy king +L files +2 ahead -7
    3, // enemy king +L files +2 ahead -6
    -2, // enemy king +L files +2 ahead -5
    0, // enemy king +L files +2 ahead -4
    3, // enemy king +L files +2 ahead -3
    -2, // enemy king +L files +2 ahead -2
    -4, // enemy king +L files +2 ahead -1
    25, // enemy king +L files +2 ahead +0
    31, // enemy king +L files +2 ahead +1
    40, // enemy king +L files +2 ahead +2
    -7, // enemy king +L files +2 ahead +3
    -1, // enemy king +L files +2 ahead +4
    0, // enemy king +L files +2 ahead +5
    0, // enemy king +L files +2 ahead +6
    0, // enemy king +L files +2 ahead +7
    0, // enemy king +L files +2 ahead +8
    2, // enemy king +L files +3 ahead -8
    0, // enemy king +L files +3 ahead -7
    2, // enemy king +L files +3 ahead -6
    -2, // enemy king +L files +3 ahead -5
    -6, // enemy king +L files +3 ahead -4
    -2, // enemy king +L files +3 ahead -3
    -6, // enemy king +L files +3 ahead -2
    -15, // enemy king +L files +3 ahead -1
    -60, // enemy king +L files +3 ahead +0
    56, // enemy king +L files +3 ahead +1
    44, // enemy king +L files +3 ahead +2
    -8, // enemy king +L files +3 ahead +3
    -1, // enemy king +L files +3 ahead +4
    0, // enemy king +L files +3 ahead +5
    0, // enemy king +L files +3 ahead +6
    0, // enemy king +L files +3 ahead +7
    0, // enemy king +L files +3 ahead +8
    0, // enemy king +L files +4 ahead -8
    0, // enemy king +L files +4 ahead -7
    -3, // enemy king +L files +4 ahead -6
    4, // enemy king +L files +4 ahead -5
    0, // enemy king +L files +4 ahead -4
    -11, // enemy king +L files +4 ahead -3
    4, // enemy king +L files +4 ahead -2
    -36, // enemy king +L files +4 ahead -1
    -84, // enemy king +L files +4 ahead +0
    -41, // enemy king +L files +4 ahead +1
    1, // enemy king +L files +4 ahead +2
    16, // enemy king +L files +4 ahead +3
    0, // enemy king +L files +4 ahead +4
    0, // enemy king +L files +4 ahead +5
    0, // enemy king +L files +4 ahead +6
    0, // enemy king +L files +4 ahead +7
    0, // enemy king +L files +4 ahead +8
    -2, // enemy king +L files +5 ahead -8
    0, // enemy king +L files +5 ahead -7
    10, // enemy king +L files +5 ahead -6
    -5, // enemy king +L files +5 ahead -5
    1, // enemy king +L files +5 ahead -4
    -1, // enemy king +L files +5 ahead -3
    -16, // enemy king +L files +5 ahead -2
    -13, // enemy king +L files +5 ahead -1
    -48, // enemy king +L files +5 ahead +0
    16, // enemy king +L files +5 ahead +1
    -5, // enemy king +L files +5 ahead +2
    14, // enemy king +L files +5 ahead +3
    0, // enemy king +L files +5 ahead +4
    0, // enemy king +L files +5 ahead +5
    0, // enemy king +L files +5 ahead +6
    0, // enemy king +L files +5 ahead +7
    0, // enemy king +L files +5 ahead +8
    0, // enemy king +L files +6 ahead -8
    2, // enemy king +L files +6 ahead -7
    1, // enemy king +L files +6 ahead -6
    2, // enemy king +L files +6 ahead -5
    -1, // enemy king +L files +6 ahead -4
    -11, // enemy king +L files +6 ahead -3
    -18, // enemy king +L files +6 ahead -2
    -40, // enemy king +L files +6 ahead -1
    -16, // enemy king +L files +6 ahead +0
    -15, // enemy king +L files +6 ahead +1
    3, // enemy king +L files +6 ahead +2
    -13, // enemy king +L files +6 ahead +3
    0, // enemy king +L files +6 ahead +4
    0, // enemy king +L files +6 ahead +5
    0, // enemy king +L files +6 ahead +6
    0, // enemy king +L files +6 ahead +7
    0, // enemy king +L files +6 ahead +8
    -1, // enemy king +L files +7 ahead -8
    0, // enemy king +L files +7 ahead -7
    -4, // enemy king +L files +7 ahead -6
    -18, // enemy king +L files +7 ahead -5
    -5, // enemy king +L files +7 ahead -4
    8, // enemy king +L files +7 ahead -3
    -5, // enemy king +L files +7 ahead -2
    -113, // enemy king +L files +7 ahead -1
    -11, // enemy king +L files +7 ahead +0
    -96, // enemy king +L files +7 ahead +1
    -39, // enemy king +L files +7 ahead +2
    0, // enemy king +L files +7 ahead +3
    2, // enemy king +L files +7 ahead +4
    0, // enemy king +L files +7 ahead +5
    0, // enemy king +L files +7 ahead +6
    0, // enemy king +L files +7 ahead +7
    0, // enemy king +L files +7 ahead +8
    0, // enemy king +L files +8 ahead -8
    0, // enemy king +L files +8 ahead -7
    -7, // enemy king +L files +8 ahead -6
    2, // enemy king +L files +8 ahead -5
    -3, // enemy king +L files +8 ahead -4
    3, // enemy king +L files +8 ahead -3
    13, // enemy king +L files +8 ahead -2
    -48, // enemy king +L files +8 ahead -1
    -16, // enemy king +L files +8 ahead +0
    -35, // enemy king +L files +8 ahead +1
    11, // enemy king +L files +8 ahead +2
    0, // enemy king +L files +8 ahead +3
    0, // enemy king +L files +8 ahead +4
    0, // enemy king +L files +8 ahead +5
    0, // enemy king +L files +8 ahead +6
    0, // enemy king +L files +8 ahead +7
    0, // enemy king +L files +8 ahead +8
    0, // enemy king +P files -3 ahead -8
    -1, // enemy king +P files -3 ahead -7
    -7, // enemy king +P files -3 ahead -6
    2, // enemy king +P files -3 ahead -5
    4, // enemy king +P files -3 ahead -4
    -5, // enemy king +P files -3 ahead -3
    4, // enemy king +P files -3 ahead -2
    15, // enemy king +P files -3 ahead -1
    51, // enemy king +P files -3 ahead +0
    60, // enemy king +P files -3 ahead +1
    38, // enemy king +P files -3 ahead +2
    -7, // enemy king +P files -3 ahead +3
    0, // enemy king +P files -3 ahead +4
    0, // enemy king +P files -3 ahead +5
    0, // enemy king +P files -3 ahead +6
    0, // enemy king +P files -3 ahead +7
    0, // enemy king +P files -3 ahead +8
    0, // enemy king +P files -2 ahead -8
    4, // enemy king +P files -2 ahead -7
    16, // enemy king +P files -2 ahead -6
    3, // enemy king +P files -2 ahead -5
    -5, // enemy king +P files -2 ahead -4
    1, // enemy king +P files -2 ahead -3
    -3, // enemy king +P files -2 ahead -2
    20, // enemy king +P files -2 ahead -1
    18, // enemy king +P files -2 ahead +0
    20, // enemy king +P files -2 ahead +1
    85, // enemy king +P files -2 ahead +2
    0, // enemy king +P files -2 ahead +3
    0, // enemy king +P files -2 ahead +4
    0, // enemy king +P files -2 ahead +5
    0, // enemy king +P files -2 ahead +6
    0, // enemy king +P files -2 ahead +7
    0, // enemy king +P files -2 ahead +8
    -2, // enemy king +P files -1 ahead -8
    2, // enemy king +P files -1 ahead -7
    12, // enemy king +P files -1 ahead -6
    0, // enemy king +P files -1 ahead -5
    -17, // enemy king +P files -1 ahead -4
    24, // enemy king +P files -1 ahead -3
    21, // enemy king +P files -1 ahead -2
    -5, // enemy king +P files -1 ahead -1
    0, // enemy king +P files -1 ahead +0
    0, // enemy king +P files -1 ahead +1
    134, // enemy king +P files -1 ahead +2
    0, // enemy king +P files -1 ahead +3
    0, // enemy king +P files -1 ahead +4
    0, // enemy king +P files -1 ahead +5
    0, // enemy king +P files -1 ahead +6
    0, // enemy king +P files -1 ahead +7
    0, // enemy king +P files -1 ahead +8
    -8, // enemy king +P files +0 ahead -8
    -19, // enemy king +P files +0 ahead -7
    -7, // enemy king +P files +0 ahead -6
    7, // enemy king +P files +0 ahead -5
    11, // enemy king +P files +0 ahead -4
    13, // enemy king +P files +0 ahead -3
    -21, // enemy king +P files +0 ahead -2
    0, // enemy king +P files +0 ahead -1
    0, // enemy king +P files +0 ahead +0
    0, // enemy king +P files +0 ahead +1
    116, // enemy king +P files +0 ahead +2
    1, // enemy king +P files +0 ahead +3
    0, // enemy king +P files +0 ahead +4
    0, // enemy king +P files +0 ahead +5
    0, // enemy king +P files +0 ahead +6
    0, // enemy king +P files +0 ahead +7
    0, // enemy king +P files +0 ahead +8
    -3, // enemy king +P files +1 ahead -8
    -2, // enemy king +P files +1 ahead -7
    2, // enemy king +P files +1 ahead -6
    -11, // enemy king +P files +1 ahead -5
    -9, // enemy king +P files +1 ahead -4
    -28, // enemy king +P files +1 ahead -3
    -21, // enemy king +P files +1 ahead -2
    34, // enemy king +P files +1 ahead -1
    0, // enemy king +P files +1 ahead +0
    0, // enemy king +P files +1 ahead +1
    77, // enemy king +P files +1 ahead +2
    0, // enemy king +P files +1 ahead +3
    0, // enemy king +P files +1 ahead +4
    0, // enemy king +P files +1 ahead +5
    0, // enemy king +P files +1 ahead +6
    0, // enemy king +P files +1 ahead +7
    0, // enemy king +P files +1 ahead +8
    -3, // enemy king +P files +2 ahead -8
    13, // enemy king +P files +2 ahead -7
    -5, // enemy king +P files +2 ahead -6
    -7, // enemy king +P files +2 ahead -5
    -8, // enemy king +P files +2 ahead -4
    3, // enemy king +P files +2 ahead -3
    -41, // enemy king +P files +2 ahead -2
    50, // enemy king +P files +2 ahead -1
    62, // enemy king +P files +2 ahead +0
    117, // enemy king +P files +2 ahead +1
    58, // enemy king +P files +2 ahead +2
    1, // enemy king +P files +2 ahead +3
    -1, // enemy king +P files +2 ahead +4
    0, // enemy king +P files +2 ahead +5
    0, // enemy king +P files +2 ahead +6
    0, // enemy king +P files +2 ahead +7
    0, // enemy king +P files +2 ahead +8
    -5, // enemy king +P files +3 ahead -8
    -1, // enemy king +P files +3 ahead -7
    7, // enemy king +P files +3 ahead -6
    -6, // enemy king +P files +3 ahead -5
    1, // enemy king +P files +3 ahead -4
    -5, // enemy king +P files +3 ahead -3
    -39, // enemy king +P files +3 ahead -2
    -15, // enemy king +P files +3 ahead -1
    58, // enemy king +P files +3 ahead +0
    96, // enemy king +P files +3 ahead +1
    56, // enemy king +P files +3 ahead +2
    3, // enemy king +P files +3 ahead +3
    8, // enemy king +P files +3 ahead +4
    0, // enemy king +P files +3 ahead +5
    0, // enemy king +P files +3 ahead +6
    0, // enemy king +P files +3 ahead +7
    0, // enemy king +P files +3 ahead +8
    -1, // enemy king +P files +4 ahead -8
    15, // enemy king +P files +4 ahead -7
    -1, // enemy king +P files +4 ahead -6
    9, // enemy king +P files +4 ahead -5
    -10, // enemy king +P files +4 ahead -4
    -4, // enemy king +P files +4 ahead -3
    -39, // enemy king +P files +4 ahead -2
    -73, // enemy king +P files +4 ahead -1
    -45, // enemy king +P files +4 ahead +0
    -11, // enemy king +P files +4 ahead +1
    -53, // enemy king +P files +4 ahead +2
    -13, // enemy king +P files +4 ahead +3
    0, // enemy king +P files +4 ahead +4
    0, // enemy king +P files +4 ahead +5
    0, // enemy king +P files +4 ahead +6
    0, // enemy king +P files +4 ahead +7
    0, // enemy king +P files +4 ahead +8
    1, // enemy king +P files +5 ahead -8
    -2, // enemy king +P files +5 ahead -7
    -3, // enemy king +P files +5 ahead -6
    -4, // enemy king +P files +5 ahead -5
    -28, // enemy king +P files +5 ahead -4
    -3, // enemy king +P files +5 ahead -3
    -46, // enemy king +P files +5 ahead -2
    -58, // enemy king +P files +5 ahead -1
    -74, // enemy king +P files +5 ahead +0
    -45, // enemy king +P files +5 ahead +1
    -13, // enemy king +P files +5 ahead +2
    -11, // enemy king +P files +5 ahead +3
    -9, // enemy king +P files +5 ahead +4
    0, // enemy king +P files +5 ahead +5
    0, // enemy king +P files +5 ahead +6
    0, // enemy king +P files +5 ahead +7
    0, // enemy king +P files +5 ahead +8
    0, // enemy king +P files +6 ahead -8
    -1, // enemy king +P files +6 ahead -7
    -6, // enemy king +P files +6 ahead -6
    0, // enemy king +P files +6 ahead -5
    -6, // enemy king +P files +6 ahead -4
    -6, // enemy king +P files +6 ahead -3
    -43, // enemy king +P files +6 ahead -2
    -51, // enemy king +P files +6 ahead -1
    -30, // enemy king +P files +6 ahead +0
    -79, // enemy king +P files +6 ahead +1
    -68, // enemy king +P files +6 ahead +2
    -10, // enemy king +P files +6 ahead +3
    2, // enemy king +P files +6 ahead +4
    1, // enemy king +P files +6 ahead +5
    0, // enemy king +P files +6 ahead +6
    0, // enemy king +P files +6 ahead +7
    0, // enemy king +P files +6 ahead +8
    1, // enemy king +P files +7 ahead -8
    0, // enemy king +P files +7 ahead -7
    -3, // enemy king +P files +7 ahead -6
    -2, // enemy king +P files +7 ahead -5
    -3, // enemy king +P files +7 ahead -4
    -19, // enemy king +P files +7 ahead -3
    -24, // enemy king +P files +7 ahead -2
    -122, // enemy king +P files +7 ahead -1
    -151, // enemy king +P files +7 ahead +0
    -104, // enemy king +P files +7 ahead +1
    -22, // enemy king +P files +7 ahead +2
    -3, // enemy king +P files +7 ahead +3
    -3, // enemy king +P files +7 ahead +4
    0, // enemy king +P files +7 ahead +5
    0, // enemy king +P files +7 ahead +6
    0, // enemy king +P files +7 ahead +7
    0, // enemy king +P files +7 ahead +8
    0, // enemy king +P files +8 ahead -8
    -5, // enemy king +P files +8 ahead -7
    -5, // enemy king +P files +8 ahead -6
    2, // enemy king +P files +8 ahead -5
    10, // enemy king +P files +8 ahead -4
    -9, // enemy king +P files +8 ahead -3
    0, // enemy king +P files +8 ahead -2
    -12, // enemy king +P files +8 ahead -1
    -31, // enemy king +P files +8 ahead +0
    -18, // enemy king +P files +8 ahead +1
    -19, // enemy king +P files +8 ahead +2
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
    -166, // hanging R, owner not to move
    -225, // hanging R, owner to move
    -149, // hanging B, owner not to move
    -191, // hanging B, owner to move
    -231, // hanging G, owner not to move
    -139, // hanging G, owner to move
    -214, // hanging S, owner not to move
    -112, // hanging S, owner to move
    -147, // hanging N, owner not to move
    -79, // hanging N, owner to move
    -119, // hanging L, owner not to move
    -30, // hanging L, owner to move
    -111, // hanging P, owner not to move
    0, // hanging P, owner to move
    -74, // hanging +R, owner not to move
    -106, // hanging +R, owner to move
    -148, // hanging +B, owner not to move
    -101, // hanging +B, owner to move
    -22, // hanging +S, owner not to move
    3, // hanging +S, owner to move
    -101, // hanging +N, owner not to move
    41, // hanging +N, owner to move
    -80, // hanging +L, owner not to move
    0, // hanging +L, owner to move
    -121, // hanging +P, owner not to move
    86, // hanging +P, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // hanging -, owner not to move
    0, // hanging -, owner to move
    0, // attacked by cheaper K, owner not to move
    0, // attacked by cheaper K, owner to move
    -165, // attacked by cheaper R, owner not to move
    -173, // attacked by cheaper R, owner to move
    -161, // attacked by cheaper B, owner not to move
    -200, // attacked by cheaper B, owner to move
    -169, // attacked by cheaper G, owner not to move
    -168, // attacked by cheaper G, owner to move
    -164, // attacked by cheaper S, owner not to move
    -182, // attacked by cheaper S, owner to move
    -137, // attacked by cheaper N, owner not to move
    -172, // attacked by cheaper N, owner to move
    -88, // attacked by cheaper L, owner not to move
    -178, // attacked by cheaper L, owner to move
    0, // attacked by cheaper P, owner not to move
    0, // attacked by cheaper P, owner to move
    -38, // attacked by cheaper +R, owner not to move
    -100, // attacked by cheaper +R, owner to move
    -63, // attacked by cheaper +B, owner not to move
    -105, // attacked by cheaper +B, owner to move
    11, // attacked by cheaper +S, owner not to move
    12, // attacked by cheaper +S, owner to move
    12, // attacked by cheaper +N, owner not to move
    44, // attacked by cheaper +N, owner to move
    20, // attacked by cheaper +L, owner not to move
    27, // attacked by cheaper +L, owner to move
    23, // attacked by cheaper +P, owner not to move
    114, // attacked by cheaper +P, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    0, // attacked by cheaper -, owner not to move
    0, // attacked by cheaper -, owner to move
    -67, // 2 threatened, owner not to move
    -24, // 3+ threatened, owner not to move
    -62, // 2 threatened, owner to move
    -82, // 3+ threatened, owner to move
    99, // king defenceless squares 0
    -5, // king defenceless squares 1
    -71, // king defenceless squares 2
    -16, // king defenceless squares 3
    -9, // king defenceless squares 4
    -8, // king defenceless squares 5
    6, // king defenceless squares 6
    3, // king defenceless squares 7
    0, // king defenceless squares 8
    -24, // defenceless squares x enemy hand
    104, // king zone attacks (enemy kinds by square)
    -12, // enemy camp squares attacked
    -40, // king danger: zone attacks 0, enemy hand 0
    -43, // king danger: zone attacks 0, enemy hand 1
    -30, // king danger: zone attacks 0, enemy hand 2
    30, // king danger: zone attacks 0, enemy hand 3
    41, // king danger: zone attacks 1, enemy hand 0
    2, // king danger: zone attacks 1, enemy hand 1
    -4, // king danger: zone attacks 1, enemy hand 2
    18, // king danger: zone attacks 1, enemy hand 3
    58, // king danger: zone attacks 2, enemy hand 0
    9, // king danger: zone attacks 2, enemy hand 1
    -14, // king danger: zone attacks 2, enemy hand 2
    4, // king danger: zone attacks 2, enemy hand 3
    76, // king danger: zone attacks 3, enemy hand 0
    7, // king danger: zone attacks 3, enemy hand 1
    -41, // king danger: zone attacks 3, enemy hand 2
    -17, // king danger: zone attacks 3, enemy hand 3
    52, // king danger: zone attacks 4, enemy hand 0
    -14, // king danger: zone attacks 4, enemy hand 1
    -26, // king danger: zone attacks 4, enemy hand 2
    -14, // king danger: zone attacks 4, enemy hand 3
    19, // king danger: zone attacks 5, enemy hand 0
    -27, // king danger: zone attacks 5, enemy hand 1
    -29, // king danger: zone attacks 5, enemy hand 2
    -7, // king danger: zone attacks 5, enemy hand 3
    8, // king danger: zone attacks 6, enemy hand 0
    -8, // king danger: zone attacks 6, enemy hand 1
    -13, // king danger: zone attacks 6, enemy hand 2
    -4, // king danger: zone attacks 6, enemy hand 3
    -2, // king danger: zone attacks 7, enemy hand 0
    -1, // king danger: zone attacks 7, enemy hand 1
    0, // king danger: zone attacks 7, enemy hand 2
    11, // king danger: zone attacks 7, enemy hand 3
    0, // defenceless squares 1 with enemy K in hand
    0, // defenceless squares 2 with enemy K in hand
    0, // defenceless squares 3 with enemy K in hand
    -81, // defenceless squares 1 with enemy R in hand
    -37, // defenceless squares 2 with enemy R in hand
    -6, // defenceless squares 3 with enemy R in hand
    -37, // defenceless squares 1 with enemy B in hand
    -27, // defenceless squares 2 with enemy B in hand
    -13, // defenceless squares 3 with enemy B in hand
    -78, // defenceless squares 1 with enemy G in hand
    -33, // defenceless squares 2 with enemy G in hand
    -28, // defenceless squares 3 with enemy G in hand
    -46, // defenceless squares 1 with enemy S in hand
    -8, // defenceless squares 2 with enemy S in hand
    -2, // defenceless squares 3 with enemy S in hand
    37, // defenceless squares 1 with enemy N in hand
    24, // defenceless squares 2 with enemy N in hand
    19, // defenceless squares 3 with enemy N in hand
    29, // defenceless squares 1 with enemy L in hand
    35, // defenceless squares 2 with enemy L in hand
    18, // defenceless squares 3 with enemy L in hand
    8, // defenceless squares 1 with enemy P in hand
    -3, // defenceless squares 2 with enemy P in hand
    -9, // defenceless squares 3 with enemy P in hand
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
