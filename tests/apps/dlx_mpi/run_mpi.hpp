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

// Several commands in one mpirun (dlx_mpi_batch: dlx-mpi's main, run once per command, each on
// empty standard input): their runs in order. mpirun's start costs more than most commands of
// the tests; those that read standard input, time themselves or exercise main's own work (exit
// codes through mpirun, a kill) use run_dlx_mpi.
std::vector<BinaryRun> run_dlx_mpi_batch(int ranks,
                                         const std::vector<std::vector<std::string>>& commands);

// The leading number of the output ("92 solutions" -> 92), or -1.
long long leading_number(const std::string& text);

}  // namespace dlx::testing
