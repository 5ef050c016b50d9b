#!/usr/bin/env bash
# Regenerates the Java reference data in tests/data/java/ from the Wikibook
# "Rekursive Labyrinthe" sources (Markus Bautsch, public domain) in this folder.
#
# Requirements: javac/java (tested with OpenJDK 17.0.15) and xvfb-run.
# MazeGraphs extends javax.swing.JFrame, so even with MazeGraphs.DontDisplay
# the JFrame constructor needs an X display (without one Java throws
# java.awt.HeadlessException); every run goes through `xvfb-run -a`.
#
# Each maze is built in a fresh JVM, because MazeGraphs keeps
# currentLengthOfPath / lengthOfPathToEndField in static fields.
#
# Stack: findNeighbours recurses once per step, forward AND backward, so the
# recursion depth is about 2 x (number of reachable fields).  With the default
# thread stack (1 MiB, OpenJDK 17 on x86_64 Linux) the book's program ends in
# java.lang.StackOverflowError from roughly 4,220 reachable fields on:
#   64x64 (4096), 92x45 (4140), 52x81 (4212) build fine;
#   128x33 (4224), 65x65 (4225), 70x70, 90x90, 128x128 overflow.
# (The exact threshold depends on the JVM/JIT.)  We therefore pass -Xss1g
# (128x128 already works with -Xss4m).
#
# Usage: tests/java_reference/make_references.sh
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/.." && pwd)/data/java"
mkdir -p "$OUT"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

javac -encoding UTF-8 -d "$WORK/classes" \
    "$HERE/MazeField.java" "$HERE/MazeException.java" \
    "$HERE/MazeArray.java" "$HERE/MazeGraphs.java" "$HERE/RefMain.java"

JAVA_OPTS=(-Xss1g)

# run_case NAME WIDTH HEIGHT SEED [--save] [x,y ...]
run_case() {
    local name="$1" w="$2" h="$3" seed="$4"
    shift 4
    local rundir="$WORK/run_$name"
    mkdir -p "$rundir"
    # the Java saves Maze_WxH.png into the current folder, hence cd
    (cd "$rundir" && xvfb-run -a java "${JAVA_OPTS[@]}" -Dmaze.seed="$seed" \
        -cp "$WORK/classes" RefMain "$w" "$h" "$seed" "$@") > "$rundir/stdout"
    tail -n 1 "$rundir/stdout" > "$OUT/$name.json"
    if command -v python3 > /dev/null; then
        python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$OUT/$name.json"
    fi
    echo "$name: $(head -n -1 "$rundir/stdout" | tr '\n' ' ')"
}

# 1. smallest possible maze
run_case w2_h2_s0                     2   2 0
# 2. small
run_case w5_h3_s1                     5   3 1
# 3. the book's main(): 32x24, middle field (16,12) excluded
run_case w32_h24_s42_ex16-12         32  24 42 16,12
# 4. same size, no exclusions
run_case w32_h24_s7                  32  24 7
# 5. exclusions; (12,0)-(12,3) and (13..16,3) form a wall that cuts off the
#    region x=13..16, y=0..2 (12 fields stay unreachable with all four walls)
run_case w17_h40_s123456789_cutoff   17  40 123456789 \
    12,0 12,1 12,2 12,3 13,3 14,3 15,3 16,3 3,10 8,20 8,21 5,35
# 6. 64x64 with 20 random exclusions (python random.Random(2020), sorted by y,x)
run_case w64_h64_s2020_ex20          64  64 2020 \
    19,3 20,11 27,15 26,19 13,20 5,30 58,30 58,31 11,33 31,37 \
    30,39 6,44 26,52 47,53 5,56 60,57 22,59 38,59 56,60 62,60
# 7. the Java maximum (MAZE_MAX_SIZE = 128); needs the large -Xss
run_case w128_h128_s99              128 128 99
# 8. (0,0) enclosed by the excluded (1,0) and (0,1): it gets 4 borders without
#    being excluded, so the start field moves to (2,0)
run_case w6_h5_s11_enclosed           6   5 11 1,0 0,1
# 9. negative seed
run_case w10_h7_s-5                  10   7 -5
# 10. PNG written by the Java (save=true) plus its JSON
run_case w8_h6_s3_ex2-2               8   6 3 --save 2,2
cp "$WORK/run_w8_h6_s3_ex2-2/Maze_8x6.png" "$OUT/Maze_8x6_s3_ex2-2.png"

echo "reference files written to $OUT"
