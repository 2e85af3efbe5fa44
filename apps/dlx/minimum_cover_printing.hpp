// Runs a repeated-cover job (Job::minimum_cover) as the search flags say and prints the result:
// the proven minimum, and one, all or the number of the covers of that size.
#pragma once

#include <ostream>

#include <dlx/command/command.hpp>

#include "apps/dlx/progress_line.hpp"
#include "apps/dlx/search_settings.hpp"

namespace dlx::app {

// Searches within `limits` (time, stop flag; the caller sets them up as for any job), showing
// `progress` (attached here) while it runs. Returns the exit code (exit_codes.hpp) and fills
// `last`. Throws InputError (naming the job's label) when the problem is not a plain repeated
// cover: secondary items, colors, multiplicities.
int solve_minimum_cover(const Job& job, const SearchSettings& settings, SearchLimits limits,
                        ProgressLine& progress, std::ostream& out, std::ostream& err,
                        JobSummary& last);

}  // namespace dlx::app
