//! The pages' stylesheet and script, built into the binary, each served under an
//! address that names its contents (so it can be kept a year, and a new version
//! has a new address).

use std::sync::LazyLock;

/// A file served as it is.
pub struct Asset {
    pub name: &'static str,
    pub body: &'static str,
    pub content_type: &'static str,
    path: LazyLock<String>,
}

impl Asset {
    /// Its address, with a hash of its contents.
    pub fn path(&self) -> &str {
        &self.path
    }
}

/// FNV-1a, enough to tell versions of a file apart.
const fn fnv(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u32;
        hash = hash.wrapping_mul(0x0100_0193);
        i += 1;
    }
    hash
}

macro_rules! asset {
    ($name:literal, $type:literal) => {
        Asset {
            name: $name,
            body: include_str!(concat!("static/", $name)),
            content_type: $type,
            path: LazyLock::new(|| {
                format!(
                    "/static/{}?v={:08x}",
                    $name,
                    fnv(include_str!(concat!("static/", $name)).as_bytes())
                )
            }),
        }
    };
}

pub static CSS: Asset = asset!("site.css", "text/css; charset=utf-8");
pub static JS: Asset = asset!("game.js", "text/javascript; charset=utf-8");

/// The asset named `name`.
pub fn by_name(name: &str) -> Option<&'static Asset> {
    [&CSS, &JS].into_iter().find(|a| a.name == name)
}
