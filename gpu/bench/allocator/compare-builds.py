#!/usr/bin/env python3
"""Times two or more builds of gml-bench-allocator in turn, to see a change that the machine's swings hide.

On the project's shared 2-core VMs one binary's median moves by up to 1.5x from minute to minute (the host's
load; compute-bound and memory-latency probes run beside it stay steady, so the swing is not a slower clock
or slower memory alone). Two builds timed one after the other then differ by whatever the phase did. This
script runs the binaries in alternating order, ROUNDS times, each as one process of --repeat replays, and
compares each binary with the first within the same round (adjacent runs share the phase), then takes the
median of those ratios over the rounds. Even so, on those VMs two builds of the same source measured 0.87
over 2 rounds and 1.05 over 12: only ratios beyond about 0.9 or 1.1 say something there, and a single round
says nothing. On a quiet machine far smaller differences show.

    gpu/bench/allocator/compare-builds.py [--rounds N] [--repeat R] BINARY_A BINARY_B ... [-- BENCH_OPTIONS]

Each round prints its best replays; the summary gives, per binary, its lowest and median best replay and
the median ratio to the first binary. Best replays rather than medians: within one process the host's
phases still move the median, and the best replay is the one the phase disturbed least.

The deterministic counterpart is cost-model.sh beside this file (instructions, cache misses and mispredicts
under valgrind): it ranks changes that timings cannot resolve, but it models no prefetching and no memory
latency beyond a fixed cost, so changes that move memory traffic need this script too.
"""
import argparse
import re
import statistics
import subprocess
import sys


def best_replay(binary, repeat, options):
    """Runs one process of `repeat` replays and returns its best replay's ns per operation."""
    completed = subprocess.run([binary, "--repeat", str(repeat), "--seeks", "0", *options],
                               capture_output=True, text=True)
    if completed.returncode != 0:
        sys.exit(f"{binary} failed ({completed.returncode}): {completed.stderr.strip()}")
    found = re.search(r"best (\d+)", completed.stdout)
    if not found:
        sys.exit(f"{binary}: no 'best N' in its output:\n{completed.stdout}")
    return int(found.group(1))


def main():
    arguments = sys.argv[1:]
    options = []
    if "--" in arguments:
        options = arguments[arguments.index("--") + 1:]
        arguments = arguments[:arguments.index("--")]
    parser = argparse.ArgumentParser(description="Times allocator benchmark builds in turn.")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("binaries", nargs="+")
    parsed = parser.parse_args(arguments)
    if len(parsed.binaries) < 2:
        parser.error("give at least two binaries to compare")

    bests = {binary: [] for binary in parsed.binaries}
    for round_number in range(parsed.rounds):
        # Alternate the order, so that neither binary always runs first after the other's warm caches.
        order = parsed.binaries if round_number % 2 == 0 else list(reversed(parsed.binaries))
        for binary in order:
            bests[binary].append(best_replay(binary, parsed.repeat, options))
        print(f"round {round_number + 1}: " + ", ".join(f"{bests[b][-1]}" for b in parsed.binaries), flush=True)

    first = parsed.binaries[0]
    for binary in parsed.binaries:
        ratios = [mine / theirs for mine, theirs in zip(bests[binary], bests[first])]
        print(f"{binary}: lowest {min(bests[binary])} ns, median best {statistics.median(bests[binary])} ns, "
              f"ratio to the first {statistics.median(ratios):.3f}")


if __name__ == "__main__":
    main()
