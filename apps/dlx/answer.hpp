// What a job's search came to, as one value: the answer to the question the search flags asked
// (a solution, every solution, how many, whether one), in the user's terms. The runner searches
// and fills it; one text printer and one JSON printer (answer_printing.hpp) turn it into output,
// and exit_code() into the exit code. An exact cover and a minimum cover answer alike; a minimum
// cover adds the proven minimum.
#pragma once

#include <dlx/ids.hpp>
#include <dlx/minimum_cost.hpp>
#include <dlx/search.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "apps/dlx/search_settings.hpp"

namespace dlx::app {

// The two parts of a repeated-cover answer that an exact cover has not.
struct MinimumCoverAnswer {
  // The proven minimum size; nullopt when there is no cover, or a limit came first.
  std::optional<std::size_t> minimum;
  std::size_t lower_bound = 0;  // with no minimum yet: no smaller cover is possible
  // Job::cover_noun and part_noun: the puzzle's words for a cover and its options; empty: none.
  std::string cover_noun;
  std::string part_noun;
};

// The parts of an answer of the cheapest solutions (--min-cost, --best K) that others have not.
struct MinimumCostAnswer {
  std::size_t wanted = 1;                 // Job::cheapest: how many of the cheapest were asked
  std::vector<CostedSolution> solutions;  // the cheapest found, in increasing cost, checked
  bool optimal = false;                   // the search finished: they are proven the cheapest
  Cost lower_bound = 0;                   // the optimum is at least this (its cost once optimal)
};

struct Answer {
  std::string label;  // Job::label: what was solved
  SearchMode mode = SearchMode::kFirst;
  SearchResult result;          // how the search ended, and its counters
  std::uint64_t solutions = 0;  // solutions the job accepts, found or counted (up to the need)
  // The search stopped at the number of solutions the mode needs: --limit, or the one or two
  // that a first solution or a uniqueness verdict needs.
  bool reached_wanted = false;
  std::vector<OptionId> first;  // the first accepted solution, when one was found and kept
  // A solution to be shown failed the job's independent check: a bug, reported as such.
  std::optional<std::string> failed_check;
  // No solution for a reason found before any search (clues that contradict each other).
  std::optional<std::string> reason;
  std::optional<MinimumCoverAnswer> minimum_cover;  // set for a repeated-cover job
  std::optional<MinimumCostAnswer> minimum_cost;    // set for a job of the cheapest solutions
  unsigned threads = 1;                             // how many searched
  // --count-by-size: by_size[k] solutions have k options (read from the diagram of all).
  // In decimal digits, as dlx::to_string writes a Count: the files that include this header are
  // spared Boost.Multiprecision (dlx/search.hpp says why).
  std::optional<std::vector<std::string>> by_size;

  // A solution was found (for a minimum cover: the minimum is known; for the cheapest solutions:
  // one was found, proven optimal or not).
  bool found() const;
  // --limit (or --count --limit) stopped the search, rather than the first or unique mode's need.
  bool stopped_at_user_limit() const;
  // True when the answer asked for is known although a limit or Ctrl-C cut the search short: the
  // first solution found, or a second one that settles uniqueness.
  bool answered_despite_cut() const;
};

// The uniqueness verdict, for --unique: none, unique, multiple, or unknown when the search was
// cut short before it could tell.
Uniqueness verdict(const Answer& answer);

// The exit code of docs/cli.md: 4 for a failed check, 130 for Ctrl-C, 0 once the answer asked
// for is known (even if a time limit came later), 3 when a limit left it unfinished, 1 when the
// search finished without a solution.
int exit_code(const Answer& answer);

// What --estimate came to (Solver::estimate), for its own printers.
struct EstimateAnswer {
  std::string label;
  SearchEstimate estimate;
  std::uint64_t probes_asked = 0;
  bool interrupted = false;
  // Solutions of the model: a job that selects some (Job::accept) is told about, on standard error.
  bool selects_solutions = false;

  // "complete", "time limit" (fewer probes than asked) or "interrupted".
  const char* status() const;
};

int exit_code(const EstimateAnswer& answer);

}  // namespace dlx::app
