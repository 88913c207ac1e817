//! The pictures' colours, in one place: the palette (`palette.rs`) was made for them.

/// The table under everything, top to bottom.
pub const TABLE_TOP: &str = "#3F2D20";
pub const TABLE_BOTTOM: &str = "#2A1D14";
/// Grid lines and star points.
pub const GRID: &str = "#3A2814";
/// Coordinates beside the board.
pub const COORDS: &str = "#EEDFC0";
/// The board's wood, top to bottom.
pub const KAYA: [&str; 3] = ["#F2D28E", "#E8C177", "#DDAF60"];
/// The hand stands' wood, top to bottom.
pub const STAND: [&str; 3] = ["#E4BC72", "#D8AB5F", "#CB9A4E"];
/// Last-move highlight: a warm olive wash, clear on kaya and on the pieces' edges.
pub const LAST_MOVE: (u8, u8, u8, u8) = (138, 160, 30, 120);
/// Check: a red wash under a red glow.
pub const CHECK: (u8, u8, u8, u8) = (214, 38, 24, 95);
/// Label ink of pieces: black, and red for promoted pieces.
pub const INK: &str = "#1B1510";
pub const RED: &str = "#C0221B";
/// Analysis arrows (`arrows.rs`): the move played in a warm orange-red, the
/// engine's best move in blue, the two colours furthest from the wood, the
/// last-move olive and each other; both a little translucent, so the piece under
/// an arrow's head still shows.
pub const PLAYED_ARROW: (u8, u8, u8) = (232, 72, 24);
pub const BEST_ARROW: (u8, u8, u8) = (24, 104, 216);
pub const ARROW_OPACITY: f32 = 0.8;
/// The move picker's marks (`marks.rs`): the chosen piece's cell washed in the
/// best move's blue, and its targets' dots and corners in that blue at the
/// arrows' opacity (so that they come out in the colours the arrows use).
pub const SELECTED: (u8, u8, u8, u8) = (24, 104, 216, 90);
pub const MARK: (u8, u8, u8, u8) = (24, 104, 216, 204);
