// An independent check of a solution against the problem's definition.
//
// It reads only the Problem (items, options, colors) and shares no code with the dancing-links
// engine, so a bug in the engine cannot hide itself here.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "dlx/problem.hpp"

namespace dlx {

// nullopt when `options` is an exact cover of `problem` (every primary item covered exactly once,
// or within its multiplicity, every secondary item at most once or by options that agree on its
// color); otherwise a sentence saying what is wrong.
std::optional<std::string> verify_solution(const Problem& problem,
                                           std::span<const OptionId> options);

// nullopt when the costs of `options` (Problem::option_cost) add up to `claimed`; otherwise a
// sentence giving the true total. It checks the arithmetic only, not that the options are a
// solution (verify_solution) nor that none is cheaper.
std::optional<std::string> verify_cost(const Problem& problem, std::span<const OptionId> options,
                                       Cost claimed);

}  // namespace dlx
