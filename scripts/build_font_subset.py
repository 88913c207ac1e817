#!/usr/bin/env python3
"""Build the fonts that board pictures embed (assets/fonts/).

Sources (SIL OFL 1.1), as shipped by Debian: Noto Serif CJK JP Bold and Noto Sans
CJK JP Bold (`fonts-noto-cjk`), Noto Sans Bold (`fonts-noto-core`). The subsets hold
the characters the pictures draw; the OFL asks that a modified font not keep the
original's name, so they are renamed "Washogi Serif", "Washogi Sans" and "Washogi
Sans LGC".

    apt-get install fonts-noto-cjk fonts-noto-core && pip install fonttools
    python3 scripts/build_font_subset.py

- Washogi Serif: piece labels and Japanese piece names, from
  crates/washogi-rules/src/tables.rs (every non-ASCII character in it) plus the fixed
  EXTRA_SERIF text below, so adding a piece to the tables and re-running this
  script is enough.
- Washogi Sans: coordinates, counts and player names: Latin, the Greek and Cyrillic
  letters Noto Sans CJK has, kana, CJK punctuation and full-width forms, the common
  kanji (assets/fonts/kanji-joyo-jinmeiyo.txt), the kanji of JIS X 0208 and the hanzi
  of GB 2312 (as Python's shift_jis and gb2312 codecs know them), and every Hangul
  syllable.
- Washogi Sans LGC: what Washogi Sans lacks of Latin (accented and Vietnamese
  letters), Greek (with accents) and Cyrillic, drawn where Washogi Sans has no glyph.

assets/fonts/README.md explains the choice of characters and the sizes. The output is
byte-for-byte reproducible for the same source fonts and fontTools version (4.68.0
and Debian bookworm's packages made the committed files).
"""

import os
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
NOTO = Path(os.environ.get("NOTO_CJK_DIR", "/usr/share/fonts/opentype/noto"))
NOTO_CORE = Path(os.environ.get("NOTO_CORE_DIR", "/usr/share/fonts/truetype/noto"))
TABLES = ROOT / "crates" / "washogi-rules" / "src" / "tables.rs"
KANJI = OUT / "kanji-joyo-jinmeiyo.txt"

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
# Text the pictures draw besides the tables: the Tenacious Falcon's two parts, side
# names, turn and hand words, markers.
EXTRA_SERIF = ASCII + "奚力先手後手番持駒成王将▲△☗☖・"
# Names, coordinates and counts: Latin with the accented letters of Latin-1 and
# Latin Extended-A, Greek, Cyrillic, kana, CJK punctuation and full-width forms (those
# the source has), some punctuation, and the side markers; then for names in Japanese
# and Korean the common kanji and every Hangul syllable. A name shows `?` only for a
# character none of the fonts has (see README.md).
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
NAME_RANGES = [
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0xAC00, 0xD7A3),  # Hangul syllables
    (0xFFA0, 0xFFEF),  # half-width Hangul and forms
]
EXTRA_SANS = "▲△☗☖×→←↑↓"
# What Washogi Sans LGC may hold (those of these that Washogi Sans lacks): Latin
# Extended (Vietnamese too), IPA and modifier letters, combining accents, Greek with
# its accents, Cyrillic with its supplement, punctuation, currency and letterlike
# symbols.
LGC_RANGES = [
    (0xA0, 0x24F),
    (0x250, 0x2FF),
    (0x300, 0x36F),
    (0x370, 0x3FF),
    (0x400, 0x52F),
    (0x1E00, 0x1EFF),
    (0x1F00, 0x1FFF),
    (0x2000, 0x206F),
    (0x20A0, 0x20C0),
    (0x2100, 0x214F),
    (0x2C60, 0x2C7F),
    (0xA720, 0xA7FF),
]

# Ideographic description characters (U+2FF0..U+2FFF) describe a glyph; they are
# never drawn themselves.
IDS = range(0x2FF0, 0x3000)


def table_chars() -> str:
    text = TABLES.read_text(encoding="utf-8")
    literals = "".join(re.findall(r'"([^"\\]*)"', text)) + "".join(
        re.findall(r"'([^'\\])'", text)
    )
    return "".join(sorted({c for c in literals if ord(c) > 0x7F and ord(c) not in IDS}))


def kanji_chars() -> str:
    lines = KANJI.read_text(encoding="utf-8").splitlines()
    return "".join(line.strip() for line in lines if not line.startswith("#"))


def ideographs_in(encoding: str) -> str:
    """The CJK ideographs a legacy character set holds (JIS X 0208 for shift_jis,
    GB 2312 for gb2312): the characters names in Japan and China are written with."""
    ideographs = (chr(c) for c in range(0x3400, 0xA000))
    return "".join(c for c in ideographs if c.encode(encoding, errors="ignore"))


def load_face(path: Path, family_prefix: str):
    if path.suffix != ".ttc":
        return TTFont(str(path))
    collection = TTCollection(str(path))
    for font in collection.fonts:
        if font["name"].getDebugName(1) == family_prefix:
            return font
    sys.exit(f"{path}: no face named {family_prefix!r}")


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
    source = (
        "Noto Sans Bold"
        if family.endswith("LGC")
        else f"Noto {'Serif' if 'Serif' in family else 'Sans'} CJK JP Bold"
    )
    description = f"{family} is a subset of {source} made for washogi-bot by scripts/build_font_subset.py."
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
    source: Path,
    source_family: str,
    text: str,
    family: str,
    postscript: str,
    out: Path,
    optional: str = "",
    subroutines: bool = False,
):
    """Subset to `text` (every character required) and `optional` (those the source
    has). `subroutines` keeps CFF subroutines (shared pieces of outlines): 15 % smaller
    for thousands of glyphs, the same outlines."""
    font = load_face(source, source_family)
    source_cmap = font.getBestCmap()
    text += "".join(c for c in optional if ord(c) in source_cmap)
    options = subset.Options()
    options.layout_features = ["kern", "palt", "liga"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = not subroutines
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
    return cmap


def chars(ranges) -> str:
    return "".join(chr(c) for lo, hi in ranges for c in range(lo, hi + 1))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    serif_text = "".join(sorted(set(table_chars() + EXTRA_SERIF)))
    sans_optional = (
        chars(SANS_RANGES)
        + chars(NAME_RANGES)
        + ideographs_in("shift_jis")
        + ideographs_in("gb2312")
    )
    build(
        NOTO / "NotoSerifCJK-Bold.ttc",
        "Noto Serif CJK JP",
        serif_text,
        "Washogi Serif",
        "WashogiSerif-Bold",
        OUT / "WashogiSerif-Bold.otf",
    )
    sans = build(
        NOTO / "NotoSansCJK-Bold.ttc",
        "Noto Sans CJK JP",
        ASCII + EXTRA_SANS + kanji_chars(),
        "Washogi Sans",
        "WashogiSans-Bold",
        OUT / "WashogiSans-Bold.otf",
        optional=sans_optional,
        subroutines=True,
    )
    lgc = "".join(c for c in chars(LGC_RANGES) if ord(c) not in sans)
    build(
        NOTO_CORE / "NotoSans-Bold.ttf",
        "Noto Sans",
        "",
        "Washogi Sans LGC",
        "WashogiSansLGC-Bold",
        OUT / "WashogiSansLGC-Bold.ttf",
        optional=lgc,
    )


if __name__ == "__main__":
    main()
