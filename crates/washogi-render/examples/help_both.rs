//! Write a piece's help picture in both styles: `help_both VARIANT CODE OUT.png`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let v = washogi_rules::Variant::by_id(&args[1]).expect("a variant");
    let (promoted, letter) = match args[2].strip_prefix('+') {
        Some(l) => (true, l),
        None => (false, args[2].as_str()),
    };
    let kind = v
        .kind_by_letter(letter.chars().next().unwrap(), promoted)
        .expect("a piece");
    let png = washogi_render::render_piece_help_both(v, kind).unwrap();
    std::fs::write(&args[3], png).unwrap();
}
