#!/usr/bin/env python3
"""The makeable scenario's baseline: what a user could write instead of `dringo makeable --missing N --format json`.

Usage: baseline_makeable.py DRINKS_JSON MISSING INGREDIENT...

Loads a saved `{"drinks":[...]}` list with the `json` module and prints, as one compact document in
dringo's makeable shape, `{"items":[{"id","name","missing"}]}`, every drink missing at most MISSING of
its ingredients (slots 1 to 15, blank ones skipped, each ingredient once) from the INGREDIENTs:
fewest missing first, then by name, then by id. Names compare as dringo compares them: trimmed,
ignoring case and diacritics. Unlike dringo it neither validates nor sanitizes the text: it is the
plain load-and-compute a user would reach for.

Python 3 standard library only.
"""

import json
import sys
import unicodedata


def key(name):
    decomposed = unicodedata.normalize("NFD", name.strip()).casefold()
    return "".join(character for character in decomposed if not unicodedata.combining(character))


def main():
    if len(sys.argv) < 3:
        sys.stderr.write("usage: baseline_makeable.py DRINKS_JSON MISSING INGREDIENT...\n")
        return 2
    path, allowed = sys.argv[1], int(sys.argv[2])
    bar = {key(name) for name in sys.argv[3:] if name.strip()}
    with open(path, encoding="utf-8") as file:
        drinks = json.load(file)["drinks"]
    found = []
    for drink in drinks:
        name = drink.get("strDrink")
        if not isinstance(name, str) or not name.strip():
            continue
        seen, missing = [], []
        for slot in range(1, 16):
            ingredient = drink.get("strIngredient%d" % slot)
            if not isinstance(ingredient, str) or not ingredient.strip():
                continue
            ingredient_key = key(ingredient)
            if ingredient_key in seen:
                continue
            seen.append(ingredient_key)
            if ingredient_key not in bar:
                missing.append(ingredient.strip())
        if seen and len(missing) <= allowed:
            found.append((len(missing), key(name), int(drink["idDrink"]), name, missing))
    found.sort(key=lambda entry: entry[:3])
    items = [{"id": entry[2], "name": entry[3], "missing": entry[4]} for entry in found]
    json.dump({"items": items}, sys.stdout, ensure_ascii=False, separators=(",", ":"))
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
