// One dlx-mpi command, run by every rank of MPI_COMM_WORLD: what dlx-mpi's main does between
// starting MPI and ending it. Apart from main so that a process can run several commands in one
// MPI job (the tests' batch driver: mpirun's start takes longer than most of their commands).
#pragma once

#include <atomic>
#include <iosfwd>
#include <string>
#include <vector>

namespace dlx::mpi {

// Rank 0's standard streams (the other ranks' output is discarded, their errors kept for rank 0
// to show if they fail alone) and what dlx's RunEnvironment says of them.
struct RankZeroStreams {
  std::istream& in;  // read, by rank 0 alone, only when an argument is "-"
  std::ostream& out;
  std::ostream& err;
  bool err_is_terminal = false;
  bool out_is_terminal = false;
  const std::atomic<bool>* stop_flag = nullptr;  // install_stop_handlers()
};

// dlx-mpi's own options, added to dlx's: once per process, before the first command.
void add_dlx_mpi_options();

// Runs `arguments` (without the program name) on this rank; every rank calls it with the same
// arguments and returns when all have finished. Returns rank 0's exit code on every rank.
int run_command_on_every_rank(const std::vector<std::string>& arguments,
                              const RankZeroStreams& streams);

}  // namespace dlx::mpi
