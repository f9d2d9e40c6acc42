#!/usr/bin/env python3
"""Makes assets/fonts/NotoSansSC-Regular-subset.ttf, the Chinese font of the server's PDFs.

The PDFs (invoices, 比价报告, 中标通知书) print names members type: company and person names,
addresses, titles, amounts. The subset keeps every character of the font that is not a hanzi
(Latin with its accents, ¥ and the other symbols, punctuation, full-width forms, kana, circled
numbers: some 2,700), and of the hanzi those of GB 2312 (the 6,763 of levels 1 and 2) and of the
通用规范汉字表 (2013, the 8,105 that names on identity cards use, so 喆 堃 玥 珺 垚 are in): about
3 MB instead of the 10 MB full font. A character outside it prints as the font's visible empty
box (.notdef), never as nothing.

Run once by hand when the character set changes (offline, Debian packages only):
    apt-get install python3-fonttools unicode-data
    python3 scripts/subset-cjk-font.py NotoSansSC_400Regular.ttf
with the source font from @expo-google-fonts/noto-sans-sc 0.4.3 (400Regular/, SIL OFL 1.1).
"""

import bz2
import sys
from pathlib import Path

from fontTools import subset

UNIHAN = Path("/usr/share/unicode/Unihan_OtherMappings.txt.bz2")
OUTPUT = Path(__file__).resolve().parent.parent / "assets" / "fonts" / "NotoSansSC-Regular-subset.ttf"


def gb2312() -> set[str]:
    """Every character GB 2312 encodes (rows 0xA1-0xF7, cells 0xA1-0xFE)."""
    characters = set()
    for row in range(0xA1, 0xF8):
        for cell in range(0xA1, 0xFF):
            try:
                characters.add(bytes([row, cell]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return characters


def tongyong_guifan() -> set[str]:
    """The 通用规范汉字表 hanzi: Unihan's kTGH field."""
    characters = set()
    with bz2.open(UNIHAN, "rt", encoding="utf-8") as lines:
        for line in lines:
            fields = line.split("\t")
            if len(fields) == 3 and fields[1] == "kTGH":
                characters.add(chr(int(fields[0][2:], 16)))
    return characters


def is_hanzi(code: int) -> bool:
    """CJK ideographs and radicals: the blocks a subset chooses from (the rest is kept whole)."""
    return 0x2E80 <= code <= 0x2FDF or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x3FFFF


def characters(font) -> str:
    not_hanzi = {chr(code) for code in font.getBestCmap() if not is_hanzi(code)}
    return "".join(sorted(gb2312() | tongyong_guifan() | not_hanzi))


def main(source: str) -> None:
    options = subset.Options()
    options.layout_features = ["*"]  # keep vertical and full-width forms' features
    options.hinting = False  # PDF viewers do not use TrueType hinting
    options.name_IDs = ["*"]  # keep the copyright and licence names (OFL)
    options.notdef_outline = True  # a missing character shows as a box
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters(font))
    subsetter.subset(font)
    subset.save_font(font, str(OUTPUT), options)
    print(f"{OUTPUT}: {OUTPUT.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1])
