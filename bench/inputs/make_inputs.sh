#!/usr/bin/env bash
# Writes the DLX files that bench/vs_knuth adds to ../shared/anchors/inputs, into DIR:
#
#   word_squares.dlx  colors (Knuth's DLX2, Algorithm C). 5x5 double word squares: every row and
#                     every column of the grid is a word of a list. Primary items r1..r5, c1..c5
#                     (the rows and columns); secondary items 11..55 (the cells). An option puts
#                     one word in one row or column and gives each of its cells the color of the
#                     letter there, so crossing words must agree on their shared cell. This is
#                     the word-rectangle model of TAOCP 7.2.2.1 that DLX2 was written for. The
#                     list is 500 distinct pseudo-random 5-letter words drawn with English letter
#                     frequencies (no dictionary is needed, and a dictionary package would change
#                     the file between machines); 39 squares.
#   queens8_twice.dlx multiplicities (Knuth's DLX3, Algorithm M). Place queens on an 8x8 board so
#                     that every row and every column holds exactly two and no diagonal more
#                     than two: items 2|r0..2|r7, 2|c0..2|c7, 0:2|a0..0:2|a14 and 0:2|b0..0:2|b14,
#                     one option per square. 477,136 solutions.
#
# Both are fully determined by this script: the words come from the Park-Miller generator
# (x <- 16807 x mod 2^31 - 1, seed 1), whose products stay below 2^53, so that any awk's
# double arithmetic computes them exactly and every machine writes the same bytes.
#
#   bench/inputs/make_inputs.sh DIR
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: $0 DIR" >&2
  exit 2
fi
out=$1
mkdir -p "$out"
export LC_ALL=C

awk -v words=500 -v length_=5 -v seed=1 '
  function uniform() { state = (state * 16807) % 2147483647; return state / 2147483647 }
  BEGIN {
    # One letter per 1/100 of English text, roughly (etaoin shrdlu ...): words look like noise
    # but cross as often as words do, which is what makes the search tree large.
    letters = "eeeeeeeeeeeetttttttttaaaaaaaaooooooooiiiiiiinnnnnnnssssssrrrrrrhhhhhllllddddcccuuummffggyywwppbbvk"
    state = seed
    count = 0
    while (count < words) {
      word = ""
      for (k = 0; k < length_; k++) word = word substr(letters, 1 + int(uniform() * length(letters)), 1)
      if (!(word in seen)) { seen[word] = 1; list[count++] = word }
    }
    printf "| %dx%d double word squares from %d pseudo-random words (bench/inputs/make_inputs.sh)\n",
           length_, length_, words
    line = ""
    for (i = 1; i <= length_; i++) line = line "r" i " "
    for (j = 1; j <= length_; j++) line = line "c" j " "
    line = line "|"
    for (i = 1; i <= length_; i++) for (j = 1; j <= length_; j++) line = line " " i "" j
    print line
    for (k = 0; k < words; k++) {
      for (i = 1; i <= length_; i++) {
        option = "r" i
        for (j = 1; j <= length_; j++) option = option " " i "" j ":" substr(list[k], j, 1)
        print option
      }
      for (j = 1; j <= length_; j++) {
        option = "c" j
        for (i = 1; i <= length_; i++) option = option " " i "" j ":" substr(list[k], i, 1)
        print option
      }
    }
  }' > "$out/word_squares.dlx"

awk -v n=8 -v per_line=2 '
  BEGIN {
    printf "| %d queens on a %dx%d board, %d in every row and column, at most %d on a diagonal\n",
           n * per_line, n, n, per_line, per_line
    printf "| (bench/inputs/make_inputs.sh)\n"
    line = ""
    for (i = 0; i < n; i++) line = line per_line "|r" i " "
    for (j = 0; j < n; j++) line = line per_line "|c" j " "
    for (d = 0; d < 2 * n - 1; d++) line = line "0:" per_line "|a" d " 0:" per_line "|b" d " "
    sub(/ $/, "", line)
    print line
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) print "r" i " c" j " a" i + j " b" i - j + n - 1
  }' > "$out/queens8_twice.dlx"
