//! Every page's frame: the head (title, description, Open Graph preview so that a
//! link unfurls in Discord with its picture), the bar of links back up, and the
//! footer; one stylesheet and, where a page steps or follows a game, one script.

use super::assets;
use super::html::{h, Html};
use crate::i18n::Lang;
use crate::tr;

/// What a page says about itself.
pub struct Shell {
    pub lang: Lang,
    pub title: String,
    pub description: String,
    /// The preview picture: its absolute address, width and height.
    pub image: Option<(String, u32, u32)>,
    /// The page's own absolute address.
    pub url: Option<String>,
    /// The way back up: each link's words and address (the last: this page).
    pub crumbs: Vec<(String, Option<String>)>,
    /// Whether the page's script is needed.
    pub script: bool,
}

/// The whole page around `main`.
pub fn page(shell: &Shell, main: &Html) -> Html {
    let lang = shell.lang;
    let mut out = Html::new();
    h!(
        out,
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title><meta name=\"description\" content=\"{}\">\
         <meta property=\"og:site_name\" content=\"washogi-bot\">\
         <meta property=\"og:type\" content=\"website\">\
         <meta property=\"og:title\" content=\"{}\">\
         <meta property=\"og:description\" content=\"{}\">",
        lang.code(),
        shell.title,
        shell.description,
        shell.title,
        shell.description
    );
    if let Some(url) = &shell.url {
        h!(
            out,
            "<meta property=\"og:url\" content=\"{}\"><link rel=\"canonical\" href=\"{}\">",
            url,
            url
        );
    }
    match &shell.image {
        Some((image, w, hgt)) => h!(
            out,
            "<meta property=\"og:image\" content=\"{}\">\
             <meta property=\"og:image:width\" content=\"{}\">\
             <meta property=\"og:image:height\" content=\"{}\">\
             <meta name=\"twitter:card\" content=\"summary_large_image\">",
            image,
            w,
            hgt
        ),
        None => h!(out, "<meta name=\"twitter:card\" content=\"summary\">"),
    }
    h!(
        out,
        "<meta name=\"theme-color\" content=\"#3f2d20\">\
         <link rel=\"icon\" href=\"data:,\">\
         <link rel=\"stylesheet\" href=\"{}\"></head><body><header class=\"top\"><nav>\
         <span class=\"brand\">☗ washogi</span>",
        assets::CSS.path()
    );
    for (words, link) in &shell.crumbs {
        match link {
            Some(href) => h!(
                out,
                " <span class=\"sep\">/</span> <a href=\"{}\">{}</a>",
                href,
                words
            ),
            None => h!(out, " <span class=\"sep\">/</span> <span>{}</span>", words),
        }
    }
    h!(out, "</nav></header><main>");
    out.push(main);
    h!(out, "</main><footer>{}</footer>", tr!(lang, "web-footer"));
    if shell.script {
        h!(out, "<script src=\"{}\" defer></script>", assets::JS.path());
    }
    h!(out, "</body></html>");
    out
}
