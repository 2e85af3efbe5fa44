// The exit codes of `dlx`, documented in docs/cli.md. Part of the contract: a command that prints
// its own results (`sudoku --grade`, `--generate`) returns them as the app does.
#pragma once

namespace dlx {

inline constexpr int kExitSolved = 0;      // a solution found, or solutions counted
inline constexpr int kExitNoSolution = 1;  // the search finished and found none
inline constexpr int kExitUsage = 2;       // bad command line, config file or input
inline constexpr int kExitCutShort = 3;    // a time limit stopped the search before it was done
inline constexpr int kExitInternal = 4;    // a solution failed its independent check: a bug
// Ctrl-C stopped the run; what was found so far was printed. 128 + SIGINT, as shells report a
// program killed by SIGINT, so scripts see the same code whether dlx or the shell handled it.
inline constexpr int kExitInterrupted = 130;

}  // namespace dlx
