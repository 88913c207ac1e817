//! SVG documents rasterised with resvg: only when something is drawn for the first
//! time (a sprite, a background, a name), never per picture.

use std::sync::LazyLock;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::RenderError;

static SVG_OPTIONS: LazyLock<usvg::Options<'static>> = LazyLock::new(usvg::Options::default);

fn parse(svg: &str) -> Result<usvg::Tree, RenderError> {
    usvg::Tree::from_str(svg, &SVG_OPTIONS).map_err(|e| RenderError::Draw(e.to_string()))
}

/// A new transparent `w`×`h` pixmap.
pub fn canvas(w: u32, h: u32) -> Result<Pixmap, RenderError> {
    Pixmap::new(w, h).ok_or_else(|| RenderError::Draw(format!("no {w}×{h} canvas")))
}

/// Rasterise an SVG document into a new `w`×`h` pixmap.
pub fn rasterize(svg: &str, w: u32, h: u32) -> Result<Pixmap, RenderError> {
    let mut pixmap = canvas(w, h)?;
    rasterize_onto(svg, &mut pixmap)?;
    Ok(pixmap)
}

/// Rasterise an SVG document on top of an existing pixmap.
pub fn rasterize_onto(svg: &str, pixmap: &mut Pixmap) -> Result<(), RenderError> {
    let tree = parse(svg)?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Ok(())
}

/// An SVG document of `w`×`h` pixels holding `body`.
pub fn document(w: u32, h: u32, body: &str) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{body}</svg>"#
    )
}
