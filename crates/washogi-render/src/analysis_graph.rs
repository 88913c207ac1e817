//! The analysis graph of a finished game, as lichess draws it: sente's chance to
//! win after each move as a curve about the 50 % line, the part above it (sente
//! ahead) filled dark like sente's ☗ and the part below it (gote ahead) light like
//! gote's ☖, so the side markers on the players' cards are the graph's key. The
//! inaccuracies, mistakes and blunders are coloured dots on the curve; under the
//! graph each player has a card with their accuracy and counts, each count behind
//! a dot of its colour.
//!
//! Unlike the board pictures it is drawn whole with resvg for each request (it is
//! asked for once per game) and saved as a true-colour PNG: it has its own colours
//! and never shares the boards' palette.
//!
//! Sized for phones: 900 px wide, so that in Discord's ~400 px wide preview its
//! smallest text (the move numbers and the key, 21 px) is still 9 px and the
//! names 14 px.

use std::fmt::Write as _;

use resvg::tiny_skia::Pixmap;

use super::colours::{COORDS, TABLE_BOTTOM, TABLE_TOP};
use super::fonts::{drawable_line, drawable_name, fit, SANS};
use super::plates::{side_marker, PlateLanguage};
use super::svg::{document, rasterize};
use super::{png, RenderError};
use washogi_rules::Color;

/// How bad a marked move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MarkKind {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// A marked move: a dot on the curve at its ply.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GraphMark {
    /// The move's number, 1 for the first move; the dot is at x = ply. Marks
    /// outside the game (0, or past the last of [`AnalysisGraph::wins`]) are left
    /// out.
    pub ply: usize,
    pub kind: MarkKind,
    /// Who made the move: sente (its dot ringed dark) or gote (ringed light).
    pub sente: bool,
}

/// A player's line under the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerLine {
    /// Any text: cleaned as names are, and cut to the card.
    pub name: String,
    /// 0 to 100; `None` shows "—".
    pub accuracy: Option<f64>,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

/// A game's analysis, to draw as a graph.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisGraph {
    /// Any text, e.g. "Game #12 · Wa Shogi": cleaned as names are, cut to the
    /// picture's width.
    pub title: String,
    /// Sente's chance to win, 0 to 100, in each position: `wins[0]` at the start,
    /// `wins[i]` after `i` moves. Values outside 0..=100 are clamped, NaN is 50.
    pub wins: Vec<f64>,
    pub marks: Vec<GraphMark>,
    pub sente: PlayerLine,
    pub gote: PlayerLine,
    /// The words: English, or Japanese (先手, 正確度, 疑問手…).
    pub language: PlateLanguage,
}

/// Width and height of the picture.
pub const GRAPH_SIZE: (u32, u32) = (900, 668);
const MARGIN: f32 = 24.0;
const TITLE_SIZE: f32 = 32.0;
/// The plot's panel: (x, y, w, h).
const PANEL: (f32, f32, f32, f32) = (MARGIN, 78.0, 900.0 - 2.0 * MARGIN, 300.0);
/// Room inside the panel around the curve, for the dots at its ends.
const INSET: (f32, f32) = (14.0, 12.0);
const AXIS_SIZE: f32 = 21.0;
/// The players' cards: the first's top, their height and the gap between them.
const CARD_Y: f32 = 426.0;
const CARD_H: f32 = 103.0;
const CARD_GAP: f32 = 12.0;

/// The panel's wood, sente's fill (ink, like ☗) and gote's (paper, like ☖).
const PANEL_FILL: &str = "#D9B878";
const SENTE_FILL: &str = "#2A1E14";
const GOTE_FILL: &str = "#FBF3E2";
/// The curve and the 50 % line.
const LINE: &str = "#7A5530";
const CARD_FILL: &str = "#3B2B1E";
const CARD_RIM: &str = "#5E4733";
/// Secondary words (the side's name, "accuracy", the counts).
const SUBDUED: &str = "#C9B48E";
const ACCURACY: &str = "#F5C445";

impl MarkKind {
    const ALL: [MarkKind; 3] = [MarkKind::Inaccuracy, MarkKind::Mistake, MarkKind::Blunder];

    /// The dot's colour: yellow, orange, red.
    pub fn colour(self) -> (u8, u8, u8) {
        match self {
            MarkKind::Inaccuracy => (242, 196, 38),
            MarkKind::Mistake => (240, 128, 24),
            MarkKind::Blunder => (222, 40, 30),
        }
    }

    fn css(self) -> String {
        let (r, g, b) = self.colour();
        format!("rgb({r},{g},{b})")
    }

    /// The word for `n` such moves: inaccuracy, inaccuracies; 疑問手.
    fn name(self, lang: PlateLanguage, n: usize) -> &'static str {
        let (one, many, ja) = match self {
            MarkKind::Inaccuracy => ("inaccuracy", "inaccuracies", "疑問手"),
            MarkKind::Mistake => ("mistake", "mistakes", "悪手"),
            MarkKind::Blunder => ("blunder", "blunders", "大悪手"),
        };
        match lang {
            PlateLanguage::English if n == 1 => one,
            PlateLanguage::English => many,
            PlateLanguage::Japanese => ja,
        }
    }

    /// "2 inaccuracies", "1 mistake"; 疑問手 2, 悪手 1.
    fn count(self, n: usize, lang: PlateLanguage) -> String {
        match lang {
            PlateLanguage::English => format!("{n} {}", self.name(lang, n)),
            PlateLanguage::Japanese => format!("{} {n}", self.name(lang, n)),
        }
    }
}

/// "accuracy 87 %", "accuracy —"; 正確度 87 %.
fn accuracy_words(accuracy: Option<f64>, lang: PlateLanguage) -> (&'static str, String) {
    let label = match lang {
        PlateLanguage::English => "accuracy",
        PlateLanguage::Japanese => "正確度",
    };
    let value = match accuracy.filter(|a| a.is_finite()) {
        Some(a) => format!("{} %", a.clamp(0.0, 100.0).round() as u32),
        None => "—".to_string(),
    };
    (label, value)
}

/// Where plies and chances go in the panel.
struct Plot {
    /// The last ply (at least 1, so that a game of one position has a scale).
    last: usize,
}

impl Plot {
    fn x(&self, ply: usize) -> f32 {
        let (x, _, w, _) = PANEL;
        x + INSET.0 + ply as f32 / self.last as f32 * (w - 2.0 * INSET.0)
    }

    fn y(&self, win: f64) -> f32 {
        let (_, y, _, h) = PANEL;
        let win = if win.is_nan() {
            50.0
        } else {
            win.clamp(0.0, 100.0)
        };
        y + INSET.1 + (1.0 - win as f32 / 100.0) * (h - 2.0 * INSET.1)
    }

    fn mid(&self) -> f32 {
        self.y(50.0)
    }
}

/// Move numbers under the panel: a round step giving at most ten of them.
fn ticks(last: usize) -> Vec<usize> {
    let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]
        .into_iter()
        .find(|&s| last / s <= 10)
        .unwrap_or(last.max(1));
    (1..=last / step).map(|i| i * step).collect()
}

/// The panel: its wood, the two fills, the ticks' lines, the 50 % line, the curve,
/// the dots, and the side markers in the corners that say which way is whose.
fn plot_elements(g: &AnalysisGraph) -> String {
    let p = Plot {
        last: g.wins.len().saturating_sub(1).max(1),
    };
    let (px, py, pw, ph) = PANEL;
    let mid = p.mid();
    let mut s = format!(
        r#"<clipPath id="panel"><rect x="{px}" y="{py}" width="{pw}" height="{ph}" rx="10"/></clipPath><clipPath id="above"><rect x="{px}" y="{py}" width="{pw}" height="{:.2}"/></clipPath><clipPath id="below"><rect x="{px}" y="{mid:.2}" width="{pw}" height="{:.2}"/></clipPath><g clip-path="url(#panel)"><rect x="{px}" y="{py}" width="{pw}" height="{ph}" fill="{PANEL_FILL}"/>"#,
        mid - py,
        py + ph - mid
    );
    for t in ticks(p.last) {
        let x = p.x(t);
        let _ = write!(
            s,
            r#"<line x1="{x:.2}" y1="{py}" x2="{x:.2}" y2="{}" stroke="{LINE}" stroke-opacity="0.25" stroke-width="1"/>"#,
            py + ph
        );
    }
    let points: Vec<(f32, f32)> = g
        .wins
        .iter()
        .enumerate()
        .map(|(i, &w)| (p.x(i), p.y(w)))
        .collect();
    let mut curve = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(curve, "{}{x:.2} {y:.2}", if i == 0 { 'M' } else { 'L' });
    }
    if !points.is_empty() {
        let (first, last) = (points[0].0, points[points.len() - 1].0);
        // From the 50 % line along the curve and back: one shape, drawn dark where
        // it is above the line and light where below.
        let area = format!("M{first:.2} {mid:.2}L{}L{last:.2} {mid:.2}Z", &curve[1..]);
        let _ = write!(
            s,
            r#"<path d="{area}" fill="{SENTE_FILL}" clip-path="url(#above)"/><path d="{area}" fill="{GOTE_FILL}" clip-path="url(#below)"/>"#
        );
    }
    let _ = write!(
        s,
        r#"<line x1="{px}" y1="{mid:.2}" x2="{}" y2="{mid:.2}" stroke="{LINE}" stroke-width="1.5" stroke-dasharray="6 5"/>"#,
        px + pw
    );
    if points.len() > 1 {
        let _ = write!(
            s,
            r#"<path d="{curve}" fill="none" stroke="{LINE}" stroke-width="2" stroke-linejoin="round"/>"#
        );
    }
    s.push_str("</g>");
    for m in &g.marks {
        let Some(&(x, y)) = points.get(m.ply).filter(|_| m.ply > 0) else {
            continue;
        };
        let ring = if m.sente { SENTE_FILL } else { GOTE_FILL };
        let _ = write!(
            s,
            r#"<circle cx="{x:.2}" cy="{y:.2}" r="7.5" fill="{}" stroke="{ring}" stroke-width="2.5"/>"#,
            m.kind.css()
        );
    }
    // Which way is whose: ☗ in the top corner, ☖ in the bottom one, where the
    // curve seldom goes (it starts at the middle).
    let size = 20.0;
    s.push_str(&side_marker(
        Color::Sente,
        px + 10.0,
        py + 8.0,
        size,
        GOTE_FILL,
    ));
    s.push_str(&side_marker(
        Color::Gote,
        px + 10.0,
        py + ph - 8.0 - size,
        size,
        SENTE_FILL,
    ));
    for t in ticks(p.last) {
        s.push_str(&SANS.text_centered(&t.to_string(), p.x(t), py + ph + 27.0, AXIS_SIZE, SUBDUED));
    }
    s
}

/// The title, and the key of the dots at its right.
fn title_elements(g: &AnalysisGraph) -> String {
    let (w, _) = GRAPH_SIZE;
    let right = w as f32 - MARGIN;
    let baseline = MARGIN + TITLE_SIZE * 0.8;
    let key_size = 21.0;
    let mut key = String::new();
    let mut x = right;
    for kind in MarkKind::ALL.iter().rev() {
        let word = kind.name(g.language, 1);
        x -= SANS.width(word, key_size);
        key.push_str(&SANS.text(word, x, baseline - 4.0, key_size, SUBDUED));
        x -= 13.0;
        let _ = write!(
            key,
            r#"<circle cx="{x:.2}" cy="{:.2}" r="7" fill="{}"/>"#,
            baseline - 4.0 - key_size * 0.36,
            kind.css()
        );
        x -= 27.0;
    }
    let title = drawable_line(&g.title, TITLE_SIZE, x - MARGIN - 10.0);
    SANS.text(&title, MARGIN, baseline, TITLE_SIZE, COORDS) + &key
}

/// A player's card: marker, name and side, accuracy at the right; the counts under
/// them, each behind a dot of its mark's colour.
fn card_elements(line: &PlayerLine, color: Color, top: f32, lang: PlateLanguage) -> String {
    let (w, _) = GRAPH_SIZE;
    let (x0, x1) = (MARGIN, w as f32 - MARGIN);
    let mut s = format!(
        r#"<rect x="{x0}" y="{top}" width="{}" height="{CARD_H}" rx="10" fill="{CARD_FILL}" stroke="{CARD_RIM}" stroke-width="1.5"/>"#,
        x1 - x0
    );
    let baseline = top + 44.0;
    let marker = 30.0;
    s.push_str(&side_marker(
        color,
        x0 + 18.0,
        baseline - 26.0,
        marker,
        COORDS,
    ));
    // Accuracy first (its width is known), then the name in the room left.
    let (label, value) = accuracy_words(line.accuracy, lang);
    let (value_size, label_size) = (36.0, 23.0);
    let value_w = SANS.width(&value, value_size);
    let value_x = x1 - 20.0 - value_w;
    s.push_str(&SANS.text(&value, value_x, baseline + 2.0, value_size, ACCURACY));
    let label_x = value_x - 10.0 - SANS.width(label, label_size);
    s.push_str(&SANS.text(label, label_x, baseline, label_size, SUBDUED));
    let name_x = x0 + 18.0 + marker * 0.8 + 14.0;
    let side = lang.side(color);
    let (name_size, side_size) = (32.0, 23.0);
    let side_w = SANS.width(side, side_size);
    let room = label_x - 24.0 - side_w - 12.0 - name_x;
    let name = drawable_name(&line.name);
    let name = fit(&SANS, &name, name_size, room);
    s.push_str(&SANS.text(&name, name_x, baseline, name_size, COORDS));
    let side_x = name_x + SANS.width(&name, name_size) + 12.0;
    s.push_str(&SANS.text(side, side_x, baseline, side_size, SUBDUED));
    let counts = [line.inaccuracies, line.mistakes, line.blunders];
    let (count_y, count_size) = (top + CARD_H - 22.0, 25.0);
    let mut x = name_x;
    for (kind, n) in MarkKind::ALL.into_iter().zip(counts) {
        let _ = write!(
            s,
            r#"<circle cx="{:.2}" cy="{:.2}" r="8" fill="{}"/>"#,
            x + 8.0,
            count_y - count_size * 0.36,
            kind.css()
        );
        let text = kind.count(n, lang);
        s.push_str(&SANS.text(&text, x + 24.0, count_y, count_size, SUBDUED));
        x += 24.0 + SANS.width(&text, count_size) + 30.0;
    }
    s
}

/// The whole picture, unencoded.
fn draw(g: &AnalysisGraph) -> Result<Pixmap, RenderError> {
    let (w, h) = GRAPH_SIZE;
    let mut body = format!(
        r#"<defs><linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{TABLE_TOP}"/><stop offset="1" stop-color="{TABLE_BOTTOM}"/></linearGradient></defs><rect width="{w}" height="{h}" fill="url(#table)"/>"#
    );
    body.push_str(&title_elements(g));
    body.push_str(&plot_elements(g));
    for (i, (line, color)) in [(&g.sente, Color::Sente), (&g.gote, Color::Gote)]
        .into_iter()
        .enumerate()
    {
        let top = CARD_Y + i as f32 * (CARD_H + CARD_GAP);
        body.push_str(&card_elements(line, color, top, g.language));
    }
    rasterize(&document(w, h, &body), w, h)
}

/// Draw a game's analysis graph as a PNG ([`GRAPH_SIZE`], true colour, 45–65
/// KB). Takes 60–90 ms of one core (most of it resvg's drawing): an async caller
/// should run it off its runtime's threads (`spawn_blocking`).
///
/// ```
/// use washogi_render::{render_analysis_graph, AnalysisGraph, GraphMark, MarkKind};
/// use washogi_render::{PlateLanguage, PlayerLine};
/// let player = |name: &str, accuracy| PlayerLine {
///     name: name.into(),
///     accuracy,
///     inaccuracies: 0,
///     mistakes: 1,
///     blunders: 0,
/// };
/// let graph = AnalysisGraph {
///     title: "Game #12 · Wa Shogi".into(),
///     wins: vec![50.0, 55.0, 52.0, 80.0, 78.0],
///     marks: vec![GraphMark { ply: 3, kind: MarkKind::Mistake, sente: false }],
///     sente: player("Alice", Some(91.0)),
///     gote: player("Bob", None),
///     language: PlateLanguage::English,
/// };
/// let png = render_analysis_graph(&graph).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub fn render_analysis_graph(g: &AnalysisGraph) -> Result<Vec<u8>, RenderError> {
    let pixmap = draw(g)?;
    // Opaque (the table is under everything), so premultiplied is straight.
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    png::encode_rgb(pixmap.width(), pixmap.height(), &rgb)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(h: &str) -> [u8; 3] {
        let v = u32::from_str_radix(h.trim_start_matches('#'), 16).unwrap();
        [(v >> 16) as u8, (v >> 8) as u8, v as u8]
    }

    fn pixel(pm: &Pixmap, x: f32, y: f32) -> [u8; 3] {
        let p = pm.pixel(x as u32, y as u32).unwrap();
        [p.red(), p.green(), p.blue()]
    }

    fn player(name: &str, accuracy: Option<f64>) -> PlayerLine {
        PlayerLine {
            name: name.into(),
            accuracy,
            inaccuracies: 2,
            mistakes: 1,
            blunders: 0,
        }
    }

    fn graph(wins: Vec<f64>, marks: Vec<GraphMark>, language: PlateLanguage) -> AnalysisGraph {
        AnalysisGraph {
            title: "Game #12 · Wa Shogi".into(),
            wins,
            marks,
            sente: player("Alice", Some(87.4)),
            gote: player("Bob", None),
            language,
        }
    }

    /// Sente ahead: dark between the 50 % line and the curve, the panel's wood
    /// beyond it; gote ahead: light under the line. The marks are dots of their
    /// colours on the curve.
    #[test]
    fn fills_and_marks_are_where_the_chances_say() {
        let wins = vec![50.0, 90.0, 90.0, 10.0, 10.0];
        let marks = vec![
            GraphMark {
                ply: 2,
                kind: MarkKind::Blunder,
                sente: false,
            },
            GraphMark {
                ply: 4,
                kind: MarkKind::Inaccuracy,
                sente: true,
            },
        ];
        let g = graph(wins, marks, PlateLanguage::English);
        let pm = draw(&g).unwrap();
        assert_eq!((pm.width(), pm.height()), GRAPH_SIZE);
        let p = Plot { last: 4 };
        let x = (p.x(1) + p.x(2)) / 2.0;
        assert_eq!(pixel(&pm, x, p.y(70.0)), hex(SENTE_FILL));
        assert_eq!(pixel(&pm, x, p.y(96.0)), hex(PANEL_FILL));
        assert_eq!(pixel(&pm, x, p.y(30.0)), hex(PANEL_FILL));
        let x = (p.x(3) + p.x(4)) / 2.0;
        assert_eq!(pixel(&pm, x, p.y(30.0)), hex(GOTE_FILL));
        assert_eq!(pixel(&pm, x, p.y(70.0)), hex(PANEL_FILL));
        for (ply, win, kind) in [
            (2, 90.0, MarkKind::Blunder),
            (4, 10.0, MarkKind::Inaccuracy),
        ] {
            let (r, g, b) = kind.colour();
            assert_eq!(pixel(&pm, p.x(ply), p.y(win)), [r, g, b], "{kind:?}");
        }
    }

    /// From a game without moves to one of 450, with marks at both ends and out
    /// of range, long and Japanese names and no accuracies: a picture of the same
    /// size, small.
    #[test]
    fn games_of_any_length_draw() {
        for plies in [0, 1, 2, 37, 300, 450] {
            // With values out of range here and there.
            let wins: Vec<f64> = (0..=plies)
                .map(|i| match i % 50 {
                    7 => f64::NAN,
                    13 => 250.0,
                    29 => -3.0,
                    _ => 50.0 + 45.0 * (i as f64 / 7.0).sin(),
                })
                .collect();
            let marks: Vec<GraphMark> = [0, 1, plies, plies + 1, 1000]
                .into_iter()
                .map(|ply| GraphMark {
                    ply,
                    kind: MarkKind::Mistake,
                    sente: ply % 2 == 1,
                })
                .collect();
            for language in PlateLanguage::ALL {
                let mut g = graph(wins.clone(), marks.clone(), language);
                g.title = "\u{202E}Game\u{0} ".repeat(40);
                g.sente = player(&"Alexandria Ocasio-Cortez ".repeat(5), None);
                g.gote = player("藤井聡太", Some(f64::NAN));
                let png = render_analysis_graph(&g).unwrap();
                assert!(png.len() < 80 * 1024, "{plies}: {} bytes", png.len());
                let decoder = ::png::Decoder::new(&png[..]);
                let info = decoder.read_info().unwrap().info().clone();
                assert_eq!((info.width, info.height), GRAPH_SIZE);
                assert_eq!(info.color_type, ::png::ColorType::Rgb);
            }
        }
    }

    #[test]
    fn the_words_in_both_languages() {
        let (en, ja) = (PlateLanguage::English, PlateLanguage::Japanese);
        assert_eq!(MarkKind::Inaccuracy.count(2, en), "2 inaccuracies");
        assert_eq!(MarkKind::Mistake.count(1, en), "1 mistake");
        assert_eq!(MarkKind::Blunder.count(0, en), "0 blunders");
        assert_eq!(MarkKind::Blunder.count(3, ja), "大悪手 3");
        assert_eq!(accuracy_words(Some(87.4), en), ("accuracy", "87 %".into()));
        assert_eq!(accuracy_words(Some(120.0), ja), ("正確度", "100 %".into()));
        assert_eq!(accuracy_words(None, en).1, "—");
        let words = MarkKind::ALL
            .iter()
            .flat_map(|k| [k.count(2, en), k.count(1, en), k.count(2, ja)])
            .chain(["accuracy", "正確度", "— %", "先手", "後手", "·"].map(String::from));
        for w in words {
            assert!(crate::can_draw_text(&w), "{w}");
        }
    }

    #[test]
    fn move_numbers_are_round_and_few() {
        assert_eq!(ticks(1), vec![1]);
        assert_eq!(ticks(9), (1..=9).collect::<Vec<_>>());
        assert_eq!(ticks(38), vec![5, 10, 15, 20, 25, 30, 35]);
        assert_eq!(ticks(300), vec![50, 100, 150, 200, 250, 300]);
        for last in 1..2000 {
            let t = ticks(last);
            assert!(
                !t.is_empty() && t.len() <= 10 && *t.last().unwrap() <= last,
                "{last}"
            );
        }
    }
}
