#!/usr/bin/env python3
"""Start-up goals on the real catalogue, to dringo's own start-up (`dringo --version`): issue 19's,
`makeable --missing 1` (with the knowledge) and `shopping` each within 1.5x; issue 25's, `recipe margarita --units ml`
and `random --units ml` each within 1.3x; issue 26's, `search --ingredient gin --category cocktail` within 1.5x; issue 33's,
`search margarita` (by name) within 1.5x; issue 36's, `party negroni margarita daiquiri --guests 10 --batch` within 1.5x;
issue 35's, with 300 drinks of the user's own beside the real catalogue (in a data folder of their own), `recipe` of one
of them within 1.3x and `makeable --missing 1` within 1.5x. And issue
29's, to the same command on the same catalogue saved: `--demo recipe margarita --units ml` and
`--demo makeable --missing 1` each within 1.15x.

    Benchmarks/startup_ratio.py --dringo PATH [--before PATH] [--rounds N] [--warmup N] [--only NAME ...]

Syncs the real catalogue once with the demo backend (`dringo --demo sync`, in-process, nothing leaves the
machine) into temporary cache and data folders, puts the issue's 11-ingredient bar in them, checks each
command's output (non-empty, and the same on every run, byte for byte, as the first run; `random`'s pick
varies from run to run, so its output need only be non-empty), then runs rounds of `--version`,
`makeable --strict --missing 1`, `makeable --missing 1`, `shopping`, `recipe margarita --units ml`, `random --units ml`,
`search --ingredient gin --category cocktail`, `search margarita` and `party negroni margarita daiquiri --guests 10 --batch` in an
order that rotates from round to round. Reports each command's median wall time and the medians of its per-round
ratios to `--version`, of wall time and of CPU time (user + system, which a busy machine disturbs less).
--before adds another build's binary (with its resources beside it) to the same rounds, over the same
folders, for a before/after table; it is timed only for the commands it answers as this build does (`random`'s must
not be empty): a build from before issue 35 has no drinks of the user's own, and one from before a fix prints the old
text. --only times `--version` and the commands named (as in the tables, quoted), for iterating on a few; the
demo's table then shows only the pairs both of whose commands were timed. Always exits 0 once measured: the goal is
reported as MET / NOT MET.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

# The bar of issue 19, typed as a person would.
BAR = [
    "vodka", "gin", "white rum", "lime", "lemon", "sugar", "soda water", "tonic water",
    "orange juice", "cranberry juice", "triple sec",
]
COMMANDS = {
    "version": ["--version"],
    "makeable --strict --missing 1": ["makeable", "--strict", "--missing", "1"],
    "makeable --missing 1": ["makeable", "--missing", "1"],
    "shopping": ["shopping"],
    "recipe margarita --units ml": ["recipe", "margarita", "--units", "ml"],
    "random --units ml": ["random", "--units", "ml"],
    "search --ingredient gin --category cocktail": ["search", "--ingredient", "gin", "--category", "cocktail"],
    "search margarita": ["search", "margarita"],
    "party negroni margarita daiquiri --guests 10 --batch": [
        "party", "negroni", "margarita", "daiquiri", "--guests", "10", "--batch",
    ],
    "--demo recipe margarita --units ml": ["--demo", "recipe", "margarita", "--units", "ml"],
    "--demo makeable --missing 1": ["--demo", "makeable", "--missing", "1"],
    "recipe house drink 150 --units ml (300 yours)": ["recipe", "House Drink 150", "--units", "ml"],
    "makeable --missing 1 (300 yours)": ["makeable", "--missing", "1"],
}
# The commands run with 300 drinks of the user's own, in a data folder of their own.
WITH_YOURS = {"recipe house drink 150 --units ml (300 yours)", "makeable --missing 1 (300 yours)"}
# Each command's goal, as a ratio to `--version`; the others are context.
GOALS = {
    "makeable --missing 1": 1.5, "shopping": 1.5, "recipe margarita --units ml": 1.3, "random --units ml": 1.3,
    "search --ingredient gin --category cocktail": 1.5, "search margarita": 1.5,
    "party negroni margarita daiquiri --guests 10 --batch": 1.5,
    "recipe house drink 150 --units ml (300 yours)": 1.3, "makeable --missing 1 (300 yours)": 1.5,
}
# The demo's commands, each to the same command over the same catalogue saved, and their goals.
DEMO_GOALS = {
    "--demo recipe margarita --units ml": ("recipe margarita --units ml", 1.15),
    "--demo makeable --missing 1": ("makeable --missing 1", 1.15),
}
# The commands whose output changes from run to run: the runtime picks with the system's random source.
VARYING = {"random --units ml"}


def run(dringo, arguments, env):
    """Wall and CPU seconds of one run, and what it printed."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen([dringo, *arguments], env=env, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if process.returncode != 0:
            sys.exit(f"startup_ratio: `dringo {' '.join(arguments)}` exited {process.returncode}: {err.read().decode()}")
        return (elapsed, usage.ru_utime + usage.ru_stime), out.read()


def bar_assistant_export(count):
    """A Bar Assistant "Draft 02" array of `count` recipes, each of a spirit and two modifiers with their strengths."""
    spirits = [("gin", "Gin", 40), ("bourbon", "Bourbon", 45), ("white-rum", "White rum", 37.5), ("tequila", "Tequila", 40)]
    modifiers = [("lime-juice", "Lime juice", 0), ("lemon-juice", "Lemon juice", 0), ("sugar-syrup", "Sugar syrup", 0),
                 ("triple-sec", "Triple sec", 40), ("campari", "Campari", 25), ("sweet-vermouth", "Sweet Vermouth", 16)]
    documents = []
    for index in range(count):
        parts = [spirits[index % len(spirits)], modifiers[index % len(modifiers)], modifiers[(index // 2 + 3) % len(modifiers)]]
        parts = list(dict.fromkeys(parts))
        documents.append({
            "recipe": {"_id": f"house-drink-{index + 1}", "name": f"House Drink {index + 1}", "instructions": "Shake with ice.",
                       "ingredients": [{"_id": part[0], "amount": 30 + 15 * (n == 0), "units": "ml"} for n, part in enumerate(parts)]},
            "ingredients": [{"_id": part[0], "name": part[1], "strength": part[2]} for part in parts],
        })
    return json.dumps(documents)


def quartiles(values):
    q = statistics.quantiles(values, n=4)
    return q[0], q[2]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dringo", required=True)
    parser.add_argument("--before")
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--only", nargs="+", metavar="NAME", choices=[name for name in COMMANDS if name != "version"],
                        help="time --version and only these commands")
    options = parser.parse_args()
    timed = ["version", *options.only] if options.only else list(COMMANDS)
    with tempfile.TemporaryDirectory(prefix="dringo-startup.") as work:
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LANG": "C.UTF-8",
            "DRINGO_CACHE_DIR": os.path.join(work, "cache"),
            "DRINGO_DATA_DIR": os.path.join(work, "data"),
        }
        # The demo keeps its catalogue in a folder of its own; moved up a level, it is the one a plain
        # `dringo sync` would have saved (the same document), so the timed runs are dringo's ordinary ones.
        run(options.dringo, ["--demo", "sync"], env)
        os.replace(os.path.join(work, "cache", "demo", "catalogue.json"), os.path.join(work, "cache", "catalogue.json"))
        run(options.dringo, ["bar", "add", *BAR], env)
        # The demo's bar is the same; its catalogue is whatever the demo makes of having none saved.
        run(options.dringo, ["--demo", "bar", "add", *BAR], env)
        # The same bar and 300 drinks of the user's own, for issue 35's commands.
        yours_env = env | {"DRINGO_DATA_DIR": os.path.join(work, "data-yours")}
        run(options.dringo, ["bar", "add", *BAR], yours_env)
        export = os.path.join(work, "yours.json")
        with open(export, "w") as file:
            file.write(bar_assistant_export(300))
        run(options.dringo, ["mine", "add", export], yours_env)
        envs = {name: yours_env for name in WITH_YOURS}
        builds = {"this": options.dringo} | ({"before": options.before} if options.before else {})
        reference = {name: run(options.dringo, arguments, envs.get(name, env))[1] for name, arguments in COMMANDS.items()}
        # The demo's first run may say, on stderr, that it saves its catalogue; after it, each run must print what the
        # saved catalogue's command prints.
        for name, (saved, _) in DEMO_GOALS.items():
            reference[name] = run(options.dringo, COMMANDS[name], env)[1]
            if reference[name] != reference[saved]:
                sys.exit(f"startup_ratio: `{name}` printed something else than `{saved}`")
        for name, output in reference.items():
            if not output.strip():
                sys.exit(f"startup_ratio: `{name}` printed nothing")
        # The before build is timed only where it prints what this one prints: a build from before issue 35 has no
        # drinks of the user's own (it prints the catalogue's answer), and one from before a fix prints the old text.
        comparable = set()
        if options.before:
            comparable = {
                name for name in timed
                if name == "version" or name in VARYING or run(options.before, COMMANDS[name], envs.get(name, env))[1] == reference[name]
            }
        runs = [(build, name) for build in builds for name in timed if build == "this" or name in comparable]
        times = {run_key: [] for run_key in runs}
        for round_number in range(options.warmup + options.rounds):
            shift = round_number % len(runs)
            for build, name in runs[shift:] + runs[:shift]:
                elapsed, output = run(builds[build], COMMANDS[name], envs.get(name, env))
                if not output.strip() if name in VARYING else output != reference[name]:
                    sys.exit(f"startup_ratio: `{name}` ({build} build) printed {'nothing' if name in VARYING else 'something else than the reference run'} in round {round_number}")
                if round_number >= options.warmup:
                    times[build, name].append(elapsed)
        print(f"{options.rounds} rounds after {options.warmup} warm-up ones, order rotating; load average {os.getloadavg()[0]:.1f}")
        print("| build | command | median wall | wall / --version (IQR) | CPU / --version (IQR) | goal | status |")
        print("|---|---|---:|---:|---:|---:|---|")
        for build, name in runs:
            cells = []
            for kind in (0, 1):
                ratios = [t[kind] / v[kind] for t, v in zip(times[build, name], times[build, "version"])]
                low, high = quartiles(ratios)
                cells.append((statistics.median(ratios), low, high))
            ratio = cells[0][0]
            goal = GOALS.get(name)
            status = "–" if goal is None else ("MET" if ratio <= goal else "NOT MET")
            goal = "–" if goal is None else f"≤ {goal}×"
            wall = statistics.median(t[0] for t in times[build, name]) * 1000
            shown = " | ".join(f"**{r:.2f}×** ({lo:.2f}–{hi:.2f})" for r, lo, hi in cells)
            print(f"| {build} | `{name}` | {wall:.1f} ms | {shown} | {goal} | {status} |")
        print()
        print("| build | demo command | to | wall ratio (IQR) | CPU ratio (IQR) | goal | status |")
        print("|---|---|---|---:|---:|---:|---|")
        for build in builds:
            for name, (saved, goal) in DEMO_GOALS.items():
                if (build, name) not in times or (build, saved) not in times:
                    continue
                cells = []
                for kind in (0, 1):
                    ratios = [t[kind] / v[kind] for t, v in zip(times[build, name], times[build, saved])]
                    low, high = quartiles(ratios)
                    cells.append((statistics.median(ratios), low, high))
                status = "MET" if cells[0][0] <= goal else "NOT MET"
                shown = " | ".join(f"**{r:.2f}×** ({lo:.2f}–{hi:.2f})" for r, lo, hi in cells)
                print(f"| {build} | `{name}` | `{saved}` | {shown} | ≤ {goal}× | {status} |")

if __name__ == "__main__":
    main()
