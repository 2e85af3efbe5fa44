// What rank 0 and the workers say to each other, one job (one search of a command) at a time.
// Every message is a few 64-bit words; a subproblem travels as its path of option ids, never as a
// model: every rank builds the model from the same input.
//
//   worker                                   rank 0 (coordinator)
//   kReady [job, problem hash]         ->    checks that every rank built the same problem
//                                      <-    kAssign [subproblem, option ids of its path...]
//                                            (two at first: one to search, one waiting, so that a
//                                            worker never waits for its next one)
//   kSolutions [subproblem, solutions] ->    (--all, --limit, first, --unique) printed in order,
//                                      <-    kAck    (one batch in flight per worker: rank 0 holds
//                                            back those it cannot print yet, and acknowledges
//                                            later when it holds too many)
//   kProgress [subproblem, nodes, fraction]  every second of a long subproblem
//   kDone [subproblem, status, solutions, nodes, updates]
//                                      <-    kAssign (the next one), ...
//                                      <-    kGiveBack [subproblem]  (a count, at the end: the
//                                            queue is empty, a rank idles, and this subproblem
//                                            would keep its rank busy long after the others)
//   kDone [subproblem, kGivenBack, ...] ->   split into children that every rank shares
//                                      <-    kEnd  the job is over: stop searching
//   kDone for what was cut short, kEnded [cpu] -> nothing more from this worker for this job
//
// A job that is not spread (an estimate, a minimum cover, a batch of small puzzles, a problem
// with multiplicities) runs on rank 0 alone; the workers wait for its kSummary. At the very end
// each worker sends kExit [code, error text] and waits for kFinal.
#pragma once

#include <cstdint>

namespace dlx::mpi {

// Rank 0 to the workers, on World::orders.
enum OrderTag : int {
  kAssign = 1,
  kAck = 2,
  kEnd = 3,       // [summary words]
  kSummary = 4,   // [summary words]: the job ran on rank 0 alone
  kFinal = 5,     // [exit code]
  kGiveBack = 6,  // [subproblem]: stop searching it, it will be split (a count's long tail)
};

// The workers to rank 0, on World::reports.
enum ReportTag : int {
  kReady = 11,        // [job number, problem hash]
  kSolutions = 12,    // [subproblem, count, then per solution: size, option ids...]
  kProgress = 13,     // [subproblem, nodes, solutions, fraction (bits of a double)]
  kDone = 14,         // [subproblem, status, solutions, nodes, updates]
  kFailedCheck = 15,  // [subproblem, size, option ids...]
  kEnded = 16,        // [CPU seconds of its searches (a double's bits)]
  kExit = 17,         // [exit code, error text words...]
};

// The status of kDone for a subproblem given back (not a SearchStatus).
inline constexpr std::uint64_t kGivenBack = 255;

// The last job's summary, as JobSummary, for the workers' JobRunner::last(): the commands run
// the same on every rank, and a batch decides from it whether to go on.
struct SummaryWords {
  static constexpr std::size_t kSize = 4;  // exit code, solutions, complete, interrupted
};

}  // namespace dlx::mpi
