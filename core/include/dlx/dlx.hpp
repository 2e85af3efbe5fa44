// The engine's facade: include this one header to model and solve exact-cover problems. Exact
// counts past 2^64 (dlx/count.hpp) and the diagram of all solutions (dlx/solution_diagram.hpp)
// have headers of their own: they read Boost.Multiprecision, a second of compile time per file.
#pragma once

#include "dlx/ids.hpp"
#include "dlx/minimum_cost.hpp"
#include "dlx/minimum_cover.hpp"
#include "dlx/problem.hpp"
#include "dlx/random.hpp"
#include "dlx/remaining_problem.hpp"
#include "dlx/search.hpp"
#include "dlx/solver.hpp"
#include "dlx/subproblems.hpp"
#include "dlx/verify.hpp"
#include "dlx/version.hpp"
