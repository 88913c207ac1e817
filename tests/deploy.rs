//! The deployment files in deploy/systemd parse, name only settings the bot knows,
//! and their shard ranges cover every shard exactly once.

use std::collections::BTreeMap;
use std::path::Path;

use washogi_bot::discord::Shards;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/systemd");

/// A systemd unit: section → (key, value) in order. Panics on anything that is not
/// a comment, a section header or `key=value`.
fn parse_unit(text: &str) -> BTreeMap<String, Vec<(String, String)>> {
    let mut sections: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    let mut current = None;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            current = Some(name.to_string());
            sections.entry(name.to_string()).or_default();
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .unwrap_or_else(|| panic!("line {}: not key=value: {line}", n + 1));
        let section = current.clone().expect("a key before any section");
        sections
            .get_mut(&section)
            .unwrap()
            .push((key.trim().to_string(), value.trim().to_string()));
    }
    sections
}

/// An environment file: its variables.
fn parse_env(path: &Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l.split_once('=').unwrap_or_else(|| panic!("{l}"));
            (k.to_string(), v.to_string())
        })
        .collect()
}

/// Every setting the bot reads (README's configuration table).
const KNOWN: [&str; 8] = [
    "DISCORD_TOKEN",
    "DATABASE_URL",
    "DISCORD_GUILD_ID",
    "DISCORD_PROXY_URL",
    "DISCORD_SHARDS",
    "RUST_LOG",
    "WASHOGI_TICK_SECONDS",
    "WASHOGI_COMPUTER_SECONDS",
];

#[test]
fn the_systemd_units_and_their_settings_make_sense() {
    let unit = parse_unit(&std::fs::read_to_string(format!("{DIR}/washogi-bot@.service")).unwrap());
    for section in ["Unit", "Service", "Install"] {
        assert!(unit.contains_key(section), "[{section}]");
    }
    let service: BTreeMap<&str, &str> = unit["Service"]
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert!(service["ExecStart"].ends_with("washogi-bot run"));
    assert_eq!(service["Restart"], "always");
    assert_eq!(service["KillSignal"], "SIGTERM");
    let env_files: Vec<&str> = unit["Service"]
        .iter()
        .filter(|(k, _)| k == "EnvironmentFile")
        .map(|(_, v)| v.as_str())
        .collect();
    assert_eq!(env_files.len(), 2);
    assert!(env_files[1].ends_with("%i.env"), "one file per instance");

    let common = parse_env(Path::new(&format!("{DIR}/washogi-bot.env")));
    assert!(common["DATABASE_URL"].starts_with("postgres://"));
    let mut covered = Vec::new();
    let mut total = None;
    for file in ["shard-0.env", "shard-1.env"] {
        let vars = parse_env(Path::new(&format!("{DIR}/{file}")));
        for key in vars.keys().chain(common.keys()) {
            assert!(
                KNOWN.contains(&key.as_str()),
                "{file}: unknown setting {key}"
            );
        }
        let shards = Shards::parse(&vars["DISCORD_SHARDS"]).unwrap();
        assert_eq!(*total.get_or_insert(shards.total), shards.total);
        covered.extend(shards.first..=shards.last);
    }
    covered.sort();
    assert_eq!(
        covered,
        (0..total.unwrap()).collect::<Vec<_>>(),
        "every shard once"
    );
}
