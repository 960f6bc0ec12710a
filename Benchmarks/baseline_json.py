#!/usr/bin/env python3
"""The scale scenario's baseline: what a user could write instead of `dringo feed --offline --format json`.

Usage: baseline_json.py DRINKS_JSON

Loads a saved `{"drinks":[...]}` list with the `json` module and prints it on stdout as one compact
document in dringo's feed shape:
    {"title","source","cachedAt","items":[{"id","name","description","imageURL"}]}
`cachedAt` is the file's modification time in UTC. Unlike dringo it neither validates nor sanitizes
the text: it is the plain load-and-dump a user would reach for.

Python 3 standard library only.
"""

import datetime
import json
import os
import sys


def feed_item(drink):
    return {
        "id": int(drink["idDrink"]),
        "name": drink["strDrink"],
        "description": drink.get("strInstructions"),
        "imageURL": drink.get("strDrinkThumb"),
    }


def saved_at(path):
    modified = datetime.datetime.fromtimestamp(os.stat(path).st_mtime, datetime.timezone.utc)
    return modified.strftime("%Y-%m-%dT%H:%M:%SZ")


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: baseline_json.py DRINKS_JSON\n")
        return 2
    path = sys.argv[1]
    with open(path, encoding="utf-8") as file:
        drinks = json.load(file)["drinks"]
    document = {
        "title": "Cocktails",
        "source": "cache",
        "cachedAt": saved_at(path),
        "items": [feed_item(drink) for drink in drinks],
    }
    json.dump(document, sys.stdout, ensure_ascii=False, separators=(",", ":"))
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
