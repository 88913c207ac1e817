//! The `washogi-bot` command line.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = washogi_bot::cli::Cli::parse();
    match washogi_bot::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
