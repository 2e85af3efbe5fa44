// Times ISS (sigh's Interactive Sudoku Solver) on one puzzle from parse to answer, for bench/vs_iss.py.
//
//     node bench/iss_whole_run.mjs ISS_CHECKOUT PUZZLE_FILE [REPEAT]
//
// ISS's own benchmark (tools/perf/benchmark_puzzles.js) times its search alone; `dlx`'s figures in
// vs_iss.py are whole runs, reading and building the model included. This calls the same entry
// point ISS's benchmark calls (runSolve: parse, build, search for two solutions) from a checkout
// fetched outside this project, and times all of it, best of REPEAT runs in one process (warm, as
// ISS's own figures are), without node's start. Prints one JSON line: ms (whole, wall clock, as ISS
// measures itself), cpu_ms (whole, CPU time of the process: steadier on a loaded machine; node's
// compiler and collector threads count), search_ms (the search alone, best of REPEAT, as ISS's
// benchmark reports it), status, guesses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [checkout, puzzleFile, repeatText] = process.argv.slice(2);
if (!checkout || !puzzleFile) {
  console.error('usage: node bench/iss_whole_run.mjs ISS_CHECKOUT PUZZLE_FILE [REPEAT]');
  process.exit(2);
}
const analysis = await import(pathToFileURL(join(checkout, 'tools', 'lib', 'solver_analysis.js')));
const puzzle = { name: puzzleFile, input: readFileSync(puzzleFile, 'utf8') };
const budgets = { maxBacktracks: 0, maxSolutions: 2 };
const repeat = Math.max(1, Number(repeatText) || 3);
let best = Infinity;
let bestSearch = Infinity;
let bestCpu = Infinity;
let result;
for (let i = 0; i < repeat; i++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  result = analysis.runSolve(puzzle, budgets);
  const cpu = process.cpuUsage(startCpu);
  best = Math.min(best, performance.now() - start);
  bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1000);
  bestSearch = Math.min(bestSearch, result.elapsedMs);
}
console.log(JSON.stringify({
  ms: Number(best.toFixed(2)), cpu_ms: Number(bestCpu.toFixed(2)),
  search_ms: Number(bestSearch.toFixed(2)),
  status: result.status, guesses: result.counters.guesses,
}));
