//! `washogi-engine`: run the engine over XBoard or USI, measure its speed, play it
//! against itself or against other engines.

mod bench;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = if args.is_empty() { &[][..] } else { &args[1..] };
    match args.first().map(String::as_str) {
        Some("bench") => bench::run(rest),
        _ => {
            eprintln!("usage: washogi-engine xboard|usi|bench|selfplay|match ...");
            std::process::exit(2);
        }
    }
}
