//! Command-line adapter (clap): each subcommand is a thin call into the library.

use clap::{Parser, Subcommand};

use crate::rules::{usi, Position, Variant};

#[derive(Parser, Debug)]
#[command(
    name = "washogi-bot",
    version,
    about = "Wa Shogi and Shogi for Discord"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the legal moves of a position in USI, one a line.
    Moves {
        #[arg(long, default_value = "wa")]
        variant: String,
        /// SFEN, or `startpos`.
        #[arg(long, default_value = "startpos")]
        sfen: String,
    },
    /// Print the number of legal move sequences of length N.
    Perft {
        #[arg(long, default_value = "wa")]
        variant: String,
        #[arg(long, default_value = "startpos")]
        sfen: String,
        #[arg(long)]
        depth: u32,
    },
}

/// Find a variant by id, with a message listing the ids when it is unknown.
pub fn variant_arg(id: &str) -> Result<&'static Variant, String> {
    Variant::by_id(id).ok_or_else(|| {
        let ids: Vec<&str> = crate::rules::all_variants()
            .iter()
            .map(|v| v.id())
            .collect();
        format!("unknown variant {id:?}; choose one of {}", ids.join(", "))
    })
}

pub fn position_arg(variant: &'static Variant, sfen: &str) -> Result<Position, String> {
    Position::from_sfen(variant, sfen).map_err(|e| format!("bad SFEN: {e}"))
}

pub fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Some(Command::Moves { variant, sfen }) => {
            let v = variant_arg(&variant)?;
            let pos = position_arg(v, &sfen)?;
            let mut out = String::new();
            for mv in pos.legal_moves() {
                out.push_str(&usi::to_usi(v, mv));
                out.push('\n');
            }
            print!("{out}");
            Ok(())
        }
        Some(Command::Perft {
            variant,
            sfen,
            depth,
        }) => {
            let v = variant_arg(&variant)?;
            let pos = position_arg(v, &sfen)?;
            println!("{}", pos.perft(depth));
            Ok(())
        }
        None => Err("the bot itself is not built yet; try `washogi-bot --help`".into()),
    }
}
