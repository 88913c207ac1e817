//! Reading and writing FIDE's Tournament Report File, TRF-16 (the format
//! pairing programs such as bbpPairings and JaVaFo exchange), with the
//! extensions those programs read: `XXR` (rounds planned), `XXC` (colour of
//! the first player in round 1) and `BBW`…`BBU` (point system).
//!
//! A `001` player line is fixed-column (1-based columns):
//! 1–3 `001`, 5–8 starting rank, 10 sex, 11–13 title, 15–47 name,
//! 49–52 rating, 54–56 federation, 58–68 FIDE id, 70–79 birth date,
//! 81–84 points, 86–89 rank, then per round ten columns from 92:
//! opponent (4, `0000` for none), colour (`w`, `b`, `-`), result code.

use crate::tournament::{Colour, Player, PlayerId, ResultCode, RoundEntry, Tenths, Tournament};

/// A TRF text that could not be read: which line, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("TRF line {line}: {reason}: {text:?}")]
pub struct TrfError {
    /// 1-based line number (0 for the file as a whole).
    pub line: usize,
    pub text: String,
    pub reason: String,
}

fn error(line: usize, text: &str, reason: impl Into<String>) -> TrfError {
    TrfError {
        line,
        text: text.to_string(),
        reason: reason.into(),
    }
}

/// The columns of a line (TRF is ASCII but names may not be).
fn field(chars: &[char], from: usize, to: usize) -> String {
    let to = to.min(chars.len());
    if from >= to {
        return String::new();
    }
    chars[from..to]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

fn parse_points(text: &str) -> Option<Tenths> {
    let text = text.trim();
    if text.is_empty() {
        return Some(0);
    }
    let (whole, tenth) = match text.split_once('.') {
        Some((whole, tenth)) => (whole, tenth),
        None => (text, "0"),
    };
    let whole: Tenths = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    if tenth.len() != 1 {
        return None;
    }
    Some(whole * 10 + tenth.parse::<Tenths>().ok()?)
}

pub(crate) fn format_points(points: Tenths) -> String {
    format!("{}.{}", points / 10, points % 10)
}

fn parse_player(chars: &[char]) -> Result<Player, String> {
    let number = |from, to, what: &str| -> Result<u32, String> {
        let text = field(chars, from, to);
        if text.is_empty() {
            return Ok(0);
        }
        text.parse().map_err(|_| format!("{what} is not a number"))
    };
    let id = number(4, 8, "the starting rank")?;
    if id == 0 {
        return Err("starting rank 0".into());
    }
    let points_text = field(chars, 80, 84);
    let points = parse_points(&points_text).ok_or("the points are not a number like 4.5")?;
    let mut player = Player {
        id,
        sex: field(chars, 9, 10),
        title: field(chars, 10, 13),
        name: field(chars, 14, 47),
        rating: number(48, 52, "the rating")?,
        federation: field(chars, 53, 56),
        fide_id: field(chars, 57, 68),
        birth_date: field(chars, 69, 79),
        points,
        rank: number(85, 89, "the rank")?,
        rounds: Vec::new(),
    };
    let mut start = 91;
    while start < chars.len() {
        let round = player.rounds.len() + 1;
        let slice: Vec<char> = (start..start + 8)
            .map(|index| chars.get(index).copied().unwrap_or(' '))
            .collect();
        if start >= 2 && chars[start - 2..start].iter().any(|&c| c != ' ') {
            return Err(format!("round {round} is not in its columns"));
        }
        let opponent_text: String = slice[0..4].iter().collect();
        let opponent = match opponent_text.trim() {
            "" | "0000" | "0" => None,
            text => {
                let opponent: PlayerId = text
                    .parse()
                    .map_err(|_| format!("round {round}: opponent {text:?} is not a number"))?;
                if opponent == id {
                    return Err(format!("round {round}: the player meets himself"));
                }
                (opponent != 0).then_some(opponent)
            }
        };
        let colour = match slice[5] {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            other => return Err(format!("round {round}: colour {other:?} is not w, b or -")),
        };
        let result = ResultCode::from_char(slice[7])
            .ok_or_else(|| format!("round {round}: result code {:?} is unknown", slice[7]))?;
        if slice[4] != ' ' || slice[6] != ' ' {
            return Err(format!("round {round} is not in its columns"));
        }
        let entry = RoundEntry {
            opponent,
            colour,
            result,
        };
        let is_bye = matches!(
            result,
            ResultCode::HalfPointBye
                | ResultCode::FullPointBye
                | ResultCode::PairingAllocatedBye
                | ResultCode::ZeroPointBye
        );
        if is_bye && (opponent.is_some() || colour.is_some()) {
            return Err(format!("round {round}: a bye with an opponent or a colour"));
        }
        if opponent.is_some() && colour.is_none() && !result.is_unplayed() {
            return Err(format!("round {round}: a played game without a colour"));
        }
        if opponent.is_none() && colour.is_some() {
            return Err(format!("round {round}: a colour without an opponent"));
        }
        player.rounds.push(entry);
        start += 10;
    }
    while player.rounds.last() == Some(&RoundEntry::BLANK) {
        player.rounds.pop();
    }
    Ok(player)
}

/// Reads a TRF text. Line endings may be `\n`, `\r\n` or `\r`.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut tournament = Tournament::default();
    let mut players_by_line: Vec<(usize, Player)> = Vec::new();
    let normalised = text.replace("\r\n", "\n").replace('\r', "\n");
    for (index, line) in normalised.split('\n').enumerate() {
        let number = index + 1;
        if line.trim().is_empty() {
            continue;
        }
        let chars: Vec<char> = line.chars().collect();
        let prefix: String = chars.iter().take(3).collect();
        let rest = field(&chars, 3, chars.len());
        match prefix.as_str() {
            "001" => {
                let player = parse_player(&chars).map_err(|reason| error(number, line, reason))?;
                players_by_line.push((number, player));
            }
            "XXR" => {
                let rounds: u32 = rest
                    .parse()
                    .ok()
                    .filter(|&rounds| rounds > 0)
                    .ok_or_else(|| error(number, line, "XXR needs the number of rounds"))?;
                tournament.total_rounds = Some(rounds);
            }
            "XXC" => {
                for word in rest.split_whitespace() {
                    match word {
                        "white1" => tournament.initial_colour = Some(Colour::White),
                        "black1" => tournament.initial_colour = Some(Colour::Black),
                        _ => {
                            return Err(error(
                                number,
                                line,
                                format!("XXC option {word:?} is not supported"),
                            ))
                        }
                    }
                }
            }
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let points = parse_points(&rest)
                    .ok_or_else(|| error(number, line, "the points are not a number like 1.0"))?;
                let system = &mut tournament.points;
                match prefix.as_str() {
                    "BBW" => {
                        // As bbpPairings: the bye is worth a win unless BBU says otherwise.
                        if system.pairing_allocated_bye == system.win {
                            system.pairing_allocated_bye = points;
                        }
                        system.win = points;
                    }
                    "BBD" => system.draw = points,
                    "BBL" => system.loss = points,
                    "BBZ" => system.zero_point_bye = points,
                    "BBF" => system.forfeit_loss = points,
                    _ => system.pairing_allocated_bye = points,
                }
            }
            "013" | "310" => return Err(error(number, line, "team tournaments are not supported")),
            _ => tournament.other_lines.push(line.to_string()),
        }
    }
    players_by_line.sort_by_key(|(_, player)| player.id);
    for pair in players_by_line.windows(2) {
        if pair[0].1.id == pair[1].1.id {
            let (number, ref player) = pair[1];
            return Err(error(
                number,
                &format!("001 {}", player.id),
                "a starting rank is repeated",
            ));
        }
    }
    tournament.players = players_by_line
        .into_iter()
        .map(|(_, player)| player)
        .collect();
    check_opponents(&tournament)?;
    Ok(tournament)
}

/// Every game names an existing opponent whose entry names the player back.
fn check_opponents(tournament: &Tournament) -> Result<(), TrfError> {
    for player in &tournament.players {
        for (round, entry) in player.rounds.iter().enumerate() {
            let Some(opponent_id) = entry.opponent else {
                continue;
            };
            let fail = |reason: String| error(0, &format!("001 {}", player.id), reason);
            let opponent = tournament.player(opponent_id).ok_or_else(|| {
                fail(format!(
                    "round {}: opponent {opponent_id} has no 001 line",
                    round + 1
                ))
            })?;
            let back = opponent.round(round);
            if back.opponent != Some(player.id)
                || (entry.game_was_played()
                    && (!back.game_was_played() || back.colour == entry.colour))
            {
                return Err(fail(format!(
                    "round {}: the entry of opponent {opponent_id} does not match",
                    round + 1
                )));
            }
        }
    }
    Ok(())
}

fn pad_right(text: &str, width: usize) -> String {
    let mut text: String = text.chars().take(width).collect();
    while text.chars().count() < width {
        text.push(' ');
    }
    text
}

fn pad_left(text: &str, width: usize) -> String {
    let text: String = text.chars().take(width).collect();
    format!("{}{}", " ".repeat(width - text.chars().count()), text)
}

/// The `001` line of a player.
pub fn player_line(player: &Player) -> String {
    let number = |value: u32| {
        if value == 0 {
            String::new()
        } else {
            value.to_string()
        }
    };
    let mut line = format!(
        "001 {} {}{} {} {} {} {} {} {} {}",
        pad_left(&player.id.to_string(), 4),
        pad_right(&player.sex, 1),
        pad_left(&player.title, 3),
        pad_right(&player.name, 33),
        pad_left(&number(player.rating), 4),
        pad_right(&player.federation, 3),
        pad_left(&player.fide_id, 11),
        pad_right(&player.birth_date, 10),
        pad_left(&format_points(player.points), 4),
        pad_left(&number(player.rank), 4),
    );
    for entry in &player.rounds {
        let opponent = match entry.opponent {
            Some(opponent) => format!("{opponent:>4}"),
            None if *entry == RoundEntry::BLANK => "    ".to_string(),
            None => "0000".to_string(),
        };
        let colour = match entry.colour {
            Some(Colour::White) => 'w',
            Some(Colour::Black) => 'b',
            None if *entry == RoundEntry::BLANK => ' ',
            None => '-',
        };
        line.push_str(&format!("  {opponent} {colour} {}", entry.result.to_char()));
    }
    line.trim_end().to_string()
}

/// Writes a tournament as TRF text: the uninterpreted lines, then `XXR`,
/// `XXC` and the point system where it differs from FIDE's, then the players.
pub fn write(tournament: &Tournament) -> String {
    let mut out = String::new();
    for line in &tournament.other_lines {
        out.push_str(line);
        out.push('\n');
    }
    if let Some(rounds) = tournament.total_rounds {
        out.push_str(&format!("XXR {rounds}\n"));
    }
    if let Some(colour) = tournament.initial_colour {
        let word = if colour == Colour::White {
            "white1"
        } else {
            "black1"
        };
        out.push_str(&format!("XXC {word}\n"));
    }
    let system = tournament.points;
    let default = crate::tournament::PointSystem::default();
    for (code, value, standard) in [
        ("BBW", system.win, default.win),
        ("BBD", system.draw, default.draw),
        ("BBL", system.loss, default.loss),
        ("BBZ", system.zero_point_bye, default.zero_point_bye),
        ("BBF", system.forfeit_loss, default.forfeit_loss),
        (
            "BBU",
            system.pairing_allocated_bye,
            default.pairing_allocated_bye,
        ),
    ] {
        if value != standard {
            out.push_str(&format!("{code} {:>4}\n", format_points(value)));
        }
    }
    for player in &tournament.players {
        out.push_str(&player_line(player));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests;
