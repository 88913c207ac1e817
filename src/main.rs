//! The `washogi-bot` command line.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    // Settings may come from a .env file; a missing file is fine.
    let _ = dotenvy::dotenv();
    let cli = washogi_bot::cli::Cli::parse();
    match washogi_bot::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
