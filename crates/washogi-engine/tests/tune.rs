//! The tuner's fit, run as the binary runs it: where it starts from (`--from`), and
//! which features it may change (`--features`).

use std::process::Command;

const SHIPPED: &str = include_str!("../src/eval/shogi_weights.rs");

/// The weights of a weights file, in order (the lines `    N, // name`).
fn weights_of(source: &str) -> Vec<(i64, String)> {
    source
        .lines()
        .filter_map(|line| {
            let (number, name) = line.trim().split_once(", // ")?;
            Some((number.parse().ok()?, name.to_string()))
        })
        .collect()
}

/// A small labelled file: twenty games of the same four positions, every tenth held
/// out by the fit; each position's result and score are the same in every game, so
/// that what the training games teach holds for the held-out ones.
fn labelled(dir: &std::path::Path) -> std::path::PathBuf {
    let positions = [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        "ln1gk2nl/1r1s2gb1/p1pppp1pp/1p4p2/7P1/2P6/PPSPPPP1P/1BG4R1/LN2KGSNL w - 12",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    ];
    let mut text = String::from("# game result(sente) cp(sente) sfen\n");
    let labels = [(1.0, 200), (0.0, -300), (0.5, 0), (1.0, 500)];
    for game in 0..20 {
        for (sfen, (result, cp)) in positions.iter().zip(labels) {
            text.push_str(&format!("{game} {result} {cp} {sfen}\n"));
        }
    }
    let path = dir.join("labelled.txt");
    std::fs::write(&path, text).unwrap();
    path
}

/// `tune fit` on the small labelled file with `args`, as the binary runs it.
fn tune_fit(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_washogi-engine"))
        .args(["tune", "fit"])
        .arg(labelled(dir))
        .args(args)
        .output()
        .unwrap()
}

fn fit(dir: &std::path::Path, args: &[&str]) -> Vec<(i64, String)> {
    let out = dir.join("weights.rs");
    let out_arg = out.to_str().unwrap();
    let status = tune_fit(dir, &[args, &["--out", out_arg]].concat());
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    weights_of(&std::fs::read_to_string(out).unwrap())
}

#[test]
fn a_fit_from_the_shipped_weights_starts_there_and_moves_only_the_features_asked() {
    let dir = std::env::temp_dir().join(format!("washogi-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = weights_of(SHIPPED);
    assert!(shipped.len() > 7_000, "{} weights read", shipped.len());

    // No epoch: what is written is where the fit starts, the shipped weights exactly.
    assert_eq!(fit(&dir, &["--from", "shipped", "--epochs", "0"]), shipped);

    // A few epochs on the features up to the king-relative tables: those move, the
    // later ones (threats, defenceless squares) keep their shipped weights.
    let refit = fit(
        &dir,
        &[
            "--from",
            "shipped",
            "--epochs",
            "25",
            "--features",
            "round3",
        ],
    );
    let first_threat = shipped
        .iter()
        .position(|(_, name)| name.starts_with("hanging"))
        .expect("threat features");
    assert_ne!(refit[..first_threat], shipped[..first_threat]);
    assert_eq!(refit[first_threat..], shipped[first_threat..]);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_fixed_scale_multiplies_the_starting_weights_and_a_bad_one_is_refused() {
    let dir = std::env::temp_dir().join(format!("washogi-tune-k-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // No epoch: the starting weights as scaled. Twice the K, half the centipawns
    // (within rounding), the same win chances.
    let narrow = fit(
        &dir,
        &["--from", "shipped", "--epochs", "0", "--k", "0.001"],
    );
    let wide = fit(
        &dir,
        &["--from", "shipped", "--epochs", "0", "--k", "0.002"],
    );
    assert_eq!(narrow.len(), wide.len());
    let rook = narrow.iter().position(|(_, n)| n == "material R").unwrap();
    assert!(narrow[rook].0 > 100, "{:?}", narrow[rook]);
    for ((a, name), (b, _)) in narrow.iter().zip(&wide) {
        assert!((a - 2 * b).abs() <= 2, "{name}: {a} against {b}");
    }
    // A scale that is no scale: refused, with the reason.
    for bad in ["0", "-0.001", "x"] {
        let output = tune_fit(&dir, &["--k", bad]);
        assert!(!output.status.success());
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("--k"),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
