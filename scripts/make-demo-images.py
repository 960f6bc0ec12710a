#!/usr/bin/env python3
"""Draws the demo drink pictures that `dringo --demo` serves in place of TheCocktailDB's photos.

Run it from the repository's root, with Pillow installed (`pip install pillow`):

    python3 scripts/make-demo-images.py

It rewrites Sources/SimulatedCocktailDB/Resources/images/glass-*.jpg. Each is a 96x96 JPEG of
one glass, drawn four times larger and scaled down for smooth edges. The Swift code only reads
the committed files; nothing at build or run time needs Python.
"""

from pathlib import Path

from PIL import Image, ImageDraw

SIZE = 96
SCALE = 4
OUTPUT = Path(__file__).resolve().parent.parent / "Sources/SimulatedCocktailDB/Resources/images"

GLASS_EDGE = (235, 240, 245)
STEM = (205, 215, 225)


def px(*values):
    """Coordinates on the 96x96 grid, scaled to the drawing canvas."""
    return [value * SCALE for value in values]


def martini(draw):
    draw.polygon(px(18, 20, 78, 20, 48, 54), fill=GLASS_EDGE)
    draw.polygon(px(23, 23, 73, 23, 48, 50), fill=(120, 200, 230))
    draw.rectangle(px(46, 54, 50, 78), fill=STEM)
    draw.ellipse(px(32, 76, 64, 84), fill=STEM)
    draw.ellipse(px(58, 14, 68, 24), fill=(90, 160, 60))


def highball(draw):
    draw.rectangle(px(30, 14, 66, 84), fill=GLASS_EDGE)
    draw.rectangle(px(33, 30, 63, 81), fill=(245, 170, 60))
    for top in (36, 52, 66):
        draw.rectangle(px(37, top, 49, top + 10), fill=(250, 225, 170))
    draw.rectangle(px(56, 6, 59, 44), fill=(220, 60, 70))


def margarita(draw):
    draw.pieslice(px(14, 4, 82, 56), 0, 180, fill=GLASS_EDGE)
    draw.pieslice(px(18, 8, 78, 52), 0, 180, fill=(170, 220, 90))
    draw.rectangle(px(14, 28, 82, 31), fill=(250, 250, 250))
    draw.rectangle(px(46, 56, 50, 78), fill=STEM)
    draw.ellipse(px(32, 76, 64, 84), fill=STEM)
    draw.pieslice(px(66, 16, 86, 36), 180, 360, fill=(120, 190, 60))


def rocks(draw):
    draw.rectangle(px(24, 40, 72, 84), fill=GLASS_EDGE)
    draw.rectangle(px(27, 50, 69, 81), fill=(150, 60, 40))
    draw.rectangle(px(34, 44, 50, 60), fill=(235, 235, 245))
    draw.rectangle(px(48, 54, 62, 68), fill=(225, 225, 240))
    draw.ellipse(px(56, 36, 70, 50), fill=(240, 150, 40))


GLASSES = [
    ("glass-martini.jpg", (40, 60, 110), martini),
    ("glass-highball.jpg", (110, 40, 70), highball),
    ("glass-margarita.jpg", (30, 90, 80), margarita),
    ("glass-rocks.jpg", (70, 60, 40), rocks),
]


def main():
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for name, background, draw_glass in GLASSES:
        canvas = Image.new("RGB", (SIZE * SCALE, SIZE * SCALE), background)
        draw_glass(ImageDraw.Draw(canvas))
        image = canvas.resize((SIZE, SIZE), Image.LANCZOS)
        image.save(OUTPUT / name, "JPEG", quality=85, optimize=True)
        print(f"{OUTPUT / name}: {(OUTPUT / name).stat().st_size} bytes")


if __name__ == "__main__":
    main()
