#!/usr/bin/env python3
"""Makes the reference decodings the Pictures tests compare dringo's JPEG decoder with, using Pillow (libjpeg).

Run from the repository root: python3 scripts/make-picture-references.py
It reads the photos in Tests/PicturesTests/Resources/photos/, writes a few small JPEGs of the kinds the real
photos lack (restart intervals, greyscale, 4:2:2, odd sizes, progressive with restarts, CMYK) into
Tests/PicturesTests/Resources/made/, and for every JPEG writes into Tests/PicturesTests/Resources/references/:
  NAME.png     Pillow's full-size decoding, converted to RGB (CMYK as Pillow converts it);
  NAME-2.png, NAME-4.png, NAME-8.png   that decoding area-reduced by 2, 4 and 8 (Image.reduce: box
               averaging, sizes rounded up), which the decoder's DCT-scaled decodings are compared with.
The tests read these PNGs with their own inflater; nothing here runs at test time.
"""
import os
from PIL import Image

ROOT = "Tests/PicturesTests/Resources"
PHOTOS = os.path.join(ROOT, "photos")
MADE = os.path.join(ROOT, "made")
REFERENCES = os.path.join(ROOT, "references")


def make_small_jpegs():
    """Small JPEGs cut from one real photo, each of a kind the twelve photos do not cover."""
    os.makedirs(MADE, exist_ok=True)
    source = Image.open(os.path.join(PHOTOS, "13899_3_wise_men.jpg")).convert("RGB")
    crop = source.crop((200, 180, 301, 255))  # 101x75: no side a multiple of 8 or 16
    crop.save(os.path.join(MADE, "restarts-420.jpg"), quality=90, subsampling=2, restart_marker_blocks=3)
    crop.save(os.path.join(MADE, "progressive-restarts.jpg"), quality=90, progressive=True, restart_marker_rows=1)
    crop.save(os.path.join(MADE, "sampling-422.jpg"), quality=90, subsampling=1)
    crop.convert("L").save(os.path.join(MADE, "grey.jpg"), quality=90)
    crop.convert("L").save(os.path.join(MADE, "grey-progressive.jpg"), quality=90, progressive=True)
    crop.convert("CMYK").save(os.path.join(MADE, "cmyk-small.jpg"), quality=95)


def write_references(path):
    name = os.path.splitext(os.path.basename(path))[0]
    picture = Image.open(path)
    picture.load()
    # A bare copy of the pixels, so no ICC profile or other metadata rides along into the PNGs.
    converted = picture.convert("RGB")
    rgb = Image.frombytes("RGB", converted.size, converted.tobytes())
    rgb.save(os.path.join(REFERENCES, name + ".png"), optimize=True)
    for factor in (2, 4, 8):
        rgb.reduce(factor).save(os.path.join(REFERENCES, "%s-%d.png" % (name, factor)), optimize=True)


def main():
    os.makedirs(REFERENCES, exist_ok=True)
    make_small_jpegs()
    for directory in (PHOTOS, MADE):
        for file in sorted(os.listdir(directory)):
            if file.endswith(".jpg"):
                write_references(os.path.join(directory, file))


if __name__ == "__main__":
    main()
