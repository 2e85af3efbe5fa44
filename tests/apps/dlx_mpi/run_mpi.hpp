// Runs dlx-mpi under mpirun as a user would (--oversubscribe: more ranks than cores), capturing
// its output and exit code; and dlx itself, for the answers dlx-mpi must reproduce.
#pragma once

#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"

namespace dlx::testing {

// mpirun -np RANKS dlx-mpi ARGUMENTS < standard_input. As root, Open MPI needs to be told that it
// may run (the environment variables of its documentation).
BinaryRun run_dlx_mpi(int ranks, const std::vector<std::string>& arguments,
                      const std::string& standard_input = "");

// The leading number of the output ("92 solutions" -> 92), or -1.
long long leading_number(const std::string& text);

}  // namespace dlx::testing
