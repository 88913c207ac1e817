//! Player names come from outside (Discord nicknames, the console, the command line)
//! and reach pictures, autocomplete lists and game records. They are cleaned once, by
//! [`clean_name`], wherever they enter.

/// Longest name kept, in characters.
pub const MAX_NAME_LEN: usize = 32;

/// A name as the bot keeps it: on one line, without characters that are invisible or
/// that reorder the text around them (bidi overrides and isolates, zero-width spaces
/// and joiners, soft hyphens, byte-order marks, tag characters, private-use
/// characters), runs of white space
/// collapsed to one space, trimmed, and at most [`MAX_NAME_LEN`] characters. Empty
/// when nothing visible is left.
///
/// ```
/// use washogi_render::clean_name;
/// assert_eq!(clean_name("  Alice \n\t Smith "), "Alice Smith");
/// assert_eq!(clean_name("\u{202E}evil\u{202C}"), "evil");
/// assert_eq!(clean_name("\u{200B}\u{2066}"), "");
/// ```
pub fn clean_name(name: &str) -> String {
    let mut out = String::new();
    let mut count = 0;
    let mut pending_space = false;
    for c in name.chars() {
        if c.is_whitespace() {
            pending_space = !out.is_empty();
            continue;
        }
        // Private-use characters: no font here draws them, and the bot's own
        // structured text is made with two of them.
        if is_invisible(c) || ('\u{E000}'..='\u{F8FF}').contains(&c) {
            continue;
        }
        if count + usize::from(pending_space) + 1 > MAX_NAME_LEN {
            break;
        }
        if pending_space {
            out.push(' ');
            count += 1;
            pending_space = false;
        }
        out.push(c);
        count += 1;
    }
    out
}

/// Characters that draw nothing or only steer how the text around them is shown.
pub fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00AD}'                  // soft hyphen
            | '\u{034F}'                // combining grapheme joiner
            | '\u{061C}'                // Arabic letter mark
            | '\u{115F}' | '\u{1160}'   // Hangul fillers
            | '\u{17B4}' | '\u{17B5}'   // Khmer inherent vowels
            | '\u{180B}'..='\u{180F}'   // Mongolian variation selectors, vowel separator
            | '\u{200B}'..='\u{200F}'   // zero-width space, (non-)joiner, LRM, RLM
            | '\u{202A}'..='\u{202E}'   // bidi embeddings and overrides
            | '\u{2060}'..='\u{206F}'   // word joiner, invisible operators, isolates
            | '\u{3164}'                // Hangul filler
            | '\u{FE00}'..='\u{FE0F}'   // variation selectors
            | '\u{FEFF}'                // byte-order mark
            | '\u{FFA0}'                // half-width Hangul filler
            | '\u{FFF9}'..='\u{FFFB}'   // interlinear annotation
            | '\u{1D173}'..='\u{1D17A}' // musical formatting
            | '\u{E0000}'..='\u{E0FFF}' // tags, variation selectors supplement
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_bidi_controls_and_invisible_characters() {
        assert_eq!(clean_name("a\u{0}b\u{200B}c\u{FEFF}"), "abc");
        assert_eq!(clean_name("\u{E000}@:1\u{E001}x"), "@:1x");
        assert_eq!(
            clean_name("\u{202E}olleh\u{202C} \u{2067}x\u{2069}"),
            "olleh x"
        );
        assert_eq!(clean_name("shy\u{00AD}name"), "shyname");
        assert_eq!(clean_name("<b>&"), "<b>&");
        assert_eq!(clean_name("藤井聡太"), "藤井聡太");
        assert_eq!(clean_name("\u{3164}\u{3164}"), "");
        assert_eq!(clean_name(" \u{200E} "), "");
    }

    #[test]
    fn long_names_are_cut() {
        assert_eq!(clean_name(&"x".repeat(1000)).chars().count(), MAX_NAME_LEN);
        let spaced = clean_name(&"ab ".repeat(100));
        assert!(spaced.chars().count() <= MAX_NAME_LEN);
        assert!(!spaced.ends_with(' '));
    }
}
