// The engine's facade: include this one header to model and solve exact-cover problems.
#pragma once

#include "dlx/dlx_writer.hpp"
#include "dlx/ids.hpp"
#include "dlx/minimum_cost.hpp"
#include "dlx/minimum_cover.hpp"
#include "dlx/problem.hpp"
#include "dlx/random.hpp"
#include "dlx/remaining_problem.hpp"
#include "dlx/search.hpp"
#include "dlx/solution_diagram.hpp"
#include "dlx/solver.hpp"
#include "dlx/subproblems.hpp"
#include "dlx/verify.hpp"
#include "dlx/version.hpp"
