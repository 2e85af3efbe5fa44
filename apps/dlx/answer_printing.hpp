// Answers as output: one text printer and one JSON printer for the answer of a search (and of an
// estimate), the lines of --all as solutions are found, and the statistics line. Pure functions
// from values to text: the runner decides where the text goes (docs/cli.md, "Output").
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "apps/dlx/answer.hpp"

namespace dlx::app {

// Job::render or Job::render_json: a solution as text.
using SolutionRenderer = std::function<std::string(SolutionView)>;

// ---- Each solution of --all (and --limit), printed as it is found -------------------------------

// "solution 3:", the solution, a blank line.
std::string solution_text(std::uint64_t index, const std::string& rendered);
// {"input":...,"index":3,"solutions":3,"nodes":57,"solution":...}; a minimum cover has
// "minimum" (its size) instead of the counts. `nodes` is left out when nullopt: with several
// threads no count of nodes so far belongs to the solution (docs/cli.md).
std::string solution_json(const Answer& so_far, std::uint64_t index,
                          std::optional<std::uint64_t> nodes, std::size_t size,
                          const std::string& rendered_json);

// ---- The answer, once the search is over ---------------------------------------------------

// "92 solutions", the first solution, "unique solution:" and it, "no solution: REASON", ...
// Ends with a newline.
std::string answer_text(const Answer& answer, const SolutionRenderer& render);
// One JSON object on one line, with its newline: status, counts, and the solution when the mode
// shows one.
std::string answer_json(const Answer& answer, const SolutionRenderer& render_json);
// For standard error (--stats, or after Ctrl-C): the count sentence, nodes, time, rate, threads.
std::string statistics_text(const Answer& answer);

// ---- --estimate ----------------------------------------------------------------------------

std::string estimate_text(const EstimateAnswer& answer);
std::string estimate_json(const EstimateAnswer& answer);
// The note that the estimate counts the model's solutions, before the command's selection.
std::string estimate_selection_note(const EstimateAnswer& answer);

}  // namespace dlx::app
