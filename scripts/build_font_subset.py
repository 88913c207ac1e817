#!/usr/bin/env python3
"""Build the two small fonts that board pictures embed (assets/fonts/).

Source: Noto Serif CJK JP Bold and Noto Sans CJK JP Bold (SIL OFL 1.1), as shipped by
Debian's `fonts-noto-cjk` package. The subsets hold exactly the characters the
pictures draw; the OFL asks that a modified font not keep the original's name, so
the subsets are renamed "Washogi Serif" and "Washogi Sans".

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 scripts/build_font_subset.py

The characters of the Serif subset come from src/rules/tables.rs (every non-ASCII
character in it: piece labels and Japanese names) plus the fixed EXTRA_SERIF text
below, so adding a piece to the tables and re-running this script is enough. The
output is byte-for-byte reproducible for the same source fonts and fontTools version.
"""

import os
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
NOTO = Path(os.environ.get("NOTO_CJK_DIR", "/usr/share/fonts/opentype/noto"))

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
# Text the pictures draw besides the tables: the Tenacious Falcon's two parts, side
# names, turn and hand words, markers.
EXTRA_SERIF = ASCII + "奚力先手後手番持駒成王将▲△☗☖・"
# Names, coordinates and counts: Latin with the accented letters of Latin-1 and
# Latin Extended-A, Greek, Cyrillic, kana, CJK punctuation and full-width forms (those
# the source has), some punctuation, and the side markers. Kanji in names are not
# included (thousands of glyphs); a name shows `?` for a character the font lacks.
SANS_RANGES = [
    (0x20, 0x7E),
    (0xA0, 0x17F),
    (0x370, 0x3FF),
    (0x400, 0x45F),
    (0x2010, 0x2027),
    (0x2030, 0x203A),
    (0x3000, 0x303F),
    (0x3040, 0x30FF),
    (0xFF01, 0xFF9F),
]
EXTRA_SANS = "▲△☗☖×→←↑↓"

# Ideographic description characters (U+2FF0..U+2FFF) describe a glyph; they are
# never drawn themselves.
IDS = range(0x2FF0, 0x3000)


def table_chars() -> str:
    text = (ROOT / "src" / "rules" / "tables.rs").read_text(encoding="utf-8")
    literals = "".join(re.findall(r'"([^"\\]*)"', text)) + "".join(
        re.findall(r"'([^'\\])'", text)
    )
    return "".join(sorted({c for c in literals if ord(c) > 0x7F and ord(c) not in IDS}))


def load_face(ttc: Path, family_prefix: str):
    collection = TTCollection(str(ttc))
    for font in collection.fonts:
        if font["name"].getDebugName(1) == family_prefix:
            return font
    sys.exit(f"{ttc}: no face named {family_prefix!r}")


def rename(font, family: str, postscript: str) -> None:
    """Give the subset its own name (OFL 1.1, condition 3) and say where it came from."""
    name = font["name"]
    style = "Bold"
    version = name.getDebugName(5) or "Version 1.0"
    values = {
        1: family,
        2: style,
        3: f"{postscript};washogi-bot subset",
        4: f"{family} {style}",
        5: version,
        6: postscript,
        16: family,
        17: style,
    }
    # Drop every localized name record that still carries the original name.
    name.names = [r for r in name.names if r.nameID not in (1, 3, 4, 6, 16, 17)]
    for name_id, value in values.items():
        name.setName(value, name_id, 3, 1, 0x409)
        name.setName(value, name_id, 1, 0, 0)
    description = (
        f"{family} is a subset of Noto {'Serif' if 'Serif' in family else 'Sans'} "
        "CJK JP Bold made for washogi-bot by scripts/build_font_subset.py."
    )
    name.setName(description, 10, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName = f"{family} {style}"
        top.FamilyName = family
        if hasattr(top, "FDArray"):
            for fd in top.FDArray:
                if hasattr(fd, "FontName"):
                    fd.FontName = f"{postscript}-{fd.FontName.split('-')[-1]}"


def build(
    ttc: Path,
    source_family: str,
    text: str,
    family: str,
    postscript: str,
    out: Path,
    optional: str = "",
):
    """Subset to `text` (every character required) and `optional` (those the source has)."""
    font = load_face(ttc, source_family)
    source_cmap = font.getBestCmap()
    text += "".join(c for c in optional if ord(c) in source_cmap)
    options = subset.Options()
    options.layout_features = ["kern", "palt", "liga"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    rename(font, family, postscript)
    # A fixed timestamp keeps the output reproducible.
    font.recalcTimestamp = False
    font["head"].modified = font["head"].created
    font.save(str(out), reorderTables=True)
    cmap = font.getBestCmap()
    missing = [c for c in text if ord(c) not in cmap and c not in "\t\n"]
    if missing:
        sys.exit(f"{out.name}: the source font lacks {''.join(missing)!r}")
    print(f"{out.relative_to(ROOT)}: {len(cmap)} characters, {out.stat().st_size} bytes")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    serif_text = "".join(sorted(set(table_chars() + EXTRA_SERIF)))
    sans_ranges = "".join(chr(c) for lo, hi in SANS_RANGES for c in range(lo, hi + 1))
    build(
        NOTO / "NotoSerifCJK-Bold.ttc",
        "Noto Serif CJK JP",
        serif_text,
        "Washogi Serif",
        "WashogiSerif-Bold",
        OUT / "WashogiSerif-Bold.otf",
    )
    build(
        NOTO / "NotoSansCJK-Bold.ttc",
        "Noto Sans CJK JP",
        ASCII + EXTRA_SANS,
        "Washogi Sans",
        "WashogiSans-Bold",
        OUT / "WashogiSans-Bold.otf",
        optional=sans_ranges,
    )


if __name__ == "__main__":
    main()
