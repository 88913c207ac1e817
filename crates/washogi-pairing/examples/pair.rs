//! Pairs the next round of a TRF file, printing it as bbpPairings does
//! (`bbpPairings --dutch FILE -p`): used by scripts/check_pairings.py.
//!
//!     cargo run --release -q -p washogi-pairing --example pair -- FILE.trf

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: pair FILE.trf");
        return ExitCode::from(3);
    };
    let text = match std::fs::read(&path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(error) => {
            eprintln!("{path}: {error}");
            return ExitCode::from(5);
        }
    };
    match washogi_pairing::pair_trf(&text) {
        Ok(pairing) => {
            print!("{pairing}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{path}: {error}");
            // bbpPairings' codes: 1 no valid pairing, 3 invalid request.
            let code = if error == washogi_pairing::PairingError::NoValidPairing {
                1
            } else {
                3
            };
            ExitCode::from(code)
        }
    }
}
