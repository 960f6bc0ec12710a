#!/usr/bin/env python3
"""Writes the benchmark's input data, deterministically (seeded), into a work directory.

Usage: gen_data.py FIXTURES_DIR OUT_DIR

- feed100.json: the free key's 100-cocktail list (`{"drinks":[{"idDrink","strDrink","strDrinkThumb"}]}`),
  copied unchanged from the recorded `filter-category-cocktail.json`.
- drinks-N.json for N in 100, 1000, 10000, 64000: a production key's `popular.php` body of N full
  drinks. Every drink takes its name and instructions from one of the recorded full drinks in
  FIXTURES_DIR (chosen by a seeded generator), with a unique id, a varied name and an image URL in
  the API's own form.
  Each smaller list is the start of the next bigger one, so the sizes differ only in length.

- catalogue-64000/: the 36 letter bodies a `dringo sync` asks for, search-f-a.json ...
  search-f-9.json (`{"drinks":[...]}`, or `{"drinks":null}` for a letter with none), of exactly
  64,000 full drinks, far more than the free key's cap of 25 a letter, so no letter looks capped
  and a sync asks the letters alone. (The sync scenario itself serves the real catalogue.) Each drink is a recorded full drink (chosen
  by a seeded generator) with a unique id and a name that starts with its letter, so each is listed
  under exactly one letter and a sync saves them all. catalogue-64000.json holds the same 64,000
  drinks as one body, for the jq baseline of the catalogue search.

A catalogue drink keeps the fields the catalogue maps (name, category, alcoholic, glass,
instructions and the Italian ones, thumb, and the used ingredient and measure slots), not the
recorded drink's null or empty members: about 600 bytes each, 64,000 of them about 40 MB.

A feed drink here carries the four fields the feed reads (`idDrink`, `strDrink`, `strDrinkThumb`,
`strInstructions`). Real drinks average about 310 bytes in those fields, so 64,000 of them come to
about 20 MB, the size the issue gives. The ~45 other fields of a recorded drink (translations,
15 ingredient slots, ...) would make it ~120 MB: dringo would only parse and drop them.

Python 3 standard library only.
"""

import glob
import json
import os
import random
import shutil
import string
import sys

SEED = 6  # issue 6
SIZES = (100, 1_000, 10_000, 64_000)
FIRST_ID = 200_000  # above every recorded id, so a generated id never repeats a real one
NAME_VARIANTS = ("", "Classic ", "Frozen ", "Spiced ", "Royal ", "Smoky ", "Dry ", "Tropical ")
THUMB_PREFIX = "https://www.thecocktaildb.com/images/media/drink/"
CATALOGUE_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"
CATALOGUE_SIZES = {"catalogue-64000": 64_000}
CATALOGUE_FIRST_ID = 1_000_000  # above the feed's generated ids too
CATALOGUE_FIELDS = ("strCategory", "strAlcoholic", "strGlass", "strInstructions", "strInstructionsIT")


def recorded_full_drinks(fixtures_dir):
    """Every recorded drink that has instructions, once each, in a stable order."""
    by_id = {}
    for path in sorted(glob.glob(os.path.join(fixtures_dir, "*.json"))):
        try:
            with open(path, encoding="utf-8") as file:
                drinks = json.load(file).get("drinks")
        except (OSError, ValueError, AttributeError):
            continue
        if not isinstance(drinks, list):
            continue
        for drink in drinks:
            if isinstance(drink, dict) and drink.get("strInstructions") and drink.get("idDrink"):
                by_id.setdefault(drink["idDrink"], drink)
    return [by_id[key] for key in sorted(by_id)]


def thumb_url(rng):
    # The API's own naming: a few lowercase letters and a Unix time, as in .../yqvvqs1475667388.jpg
    letters = "".join(rng.choice(string.ascii_lowercase) for _ in range(6))
    return "%s%s%d.jpg" % (THUMB_PREFIX, letters, rng.randrange(1_400_000_000, 1_700_000_000))


def generated_drink(index, template, rng):
    return {
        "idDrink": str(FIRST_ID + index),
        "strDrink": "%s%s %d" % (rng.choice(NAME_VARIANTS), template["strDrink"], index + 1),
        "strDrinkThumb": thumb_url(rng),
        "strInstructions": template["strInstructions"],
    }


def generated_drinks(templates, count):
    rng = random.Random(SEED)
    return [generated_drink(index, rng.choice(templates), rng) for index in range(count)]


def catalogue_drink(index, template, rng):
    """A full drink, listed under the letter its generated name starts with."""
    letter = CATALOGUE_LETTERS[index % len(CATALOGUE_LETTERS)]
    name = "%s%s %s %d" % (letter.upper(), rng.choice(string.ascii_lowercase), template["strDrink"], index + 1)
    drink = {"idDrink": str(CATALOGUE_FIRST_ID + index), "strDrink": name, "strDrinkThumb": thumb_url(rng)}
    for field in CATALOGUE_FIELDS:
        if template.get(field):
            drink[field] = template[field]
    for slot in range(1, 16):
        ingredient = template.get("strIngredient%d" % slot)
        if isinstance(ingredient, str) and ingredient.strip():
            drink["strIngredient%d" % slot] = ingredient
            measure = template.get("strMeasure%d" % slot)
            if isinstance(measure, str) and measure.strip():
                drink["strMeasure%d" % slot] = measure
    return letter, drink


def write_catalogue(out_dir, name, count, templates):
    rng = random.Random(SEED * 1000 + count)
    letters = {letter: [] for letter in CATALOGUE_LETTERS}
    everything = []
    for index in range(count):
        letter, drink = catalogue_drink(index, rng.choice(templates), rng)
        letters[letter].append(drink)
        everything.append(drink)
    folder = os.path.join(out_dir, name)
    os.makedirs(folder, exist_ok=True)
    for letter, drinks in letters.items():
        write_json(os.path.join(folder, "search-f-%s.json" % letter), {"drinks": drinks or None})
    return everything


def write_json(path, document):
    # Compact and UTF-8, like the live API's own output.
    with open(path, "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False, separators=(",", ":"))


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: gen_data.py FIXTURES_DIR OUT_DIR\n")
        return 2
    fixtures_dir, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    shutil.copyfile(os.path.join(fixtures_dir, "filter-category-cocktail.json"), os.path.join(out_dir, "feed100.json"))
    templates = recorded_full_drinks(fixtures_dir)
    if not templates:
        sys.stderr.write("gen_data.py: no recorded full drinks in %s\n" % fixtures_dir)
        return 1
    drinks = generated_drinks(templates, max(SIZES))
    for size in SIZES:
        write_json(os.path.join(out_dir, "drinks-%d.json" % size), {"drinks": drinks[:size]})
    for name, count in CATALOGUE_SIZES.items():
        everything = write_catalogue(out_dir, name, count, templates)
        if count == 64_000:
            write_json(os.path.join(out_dir, name + ".json"), {"drinks": everything})
    return 0


if __name__ == "__main__":
    sys.exit(main())
