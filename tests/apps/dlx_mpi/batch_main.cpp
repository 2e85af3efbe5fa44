// dlx_mpi_batch: many dlx-mpi commands in one MPI job, for the tests. Starting mpirun takes
// 0.1-0.2 s, longer than most commands the tests run, and they run over a hundred.
//
//   mpirun -np K dlx_mpi_batch COMMANDS DIR
//
// COMMANDS has one command per line, its arguments separated by tabs. Each runs as under dlx-mpi
// (the same function as its main, with channels of its own) on no standard input; rank 0 writes
// command k's output, errors and exit code to DIR/k.out, DIR/k.err and DIR/k.code.
#include <mpi.h>

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "apps/dlx-mpi/command_on_ranks.hpp"
#include "apps/dlx-mpi/stop_signals.hpp"

namespace {

std::vector<std::vector<std::string>> read_commands(const std::string& file) {
  std::vector<std::vector<std::string>> commands;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> arguments;
    std::istringstream split(line);
    for (std::string argument; std::getline(split, argument, '\t');) arguments.push_back(argument);
    commands.push_back(arguments);
  }
  return commands;
}

}  // namespace

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc != 3 || provided < MPI_THREAD_MULTIPLE) {
    if (rank == 0) std::cerr << "usage: mpirun -np K dlx_mpi_batch COMMANDS DIR\n";
    MPI_Finalize();
    return 2;
  }
  dlx::mpi::add_dlx_mpi_options();
  const std::atomic<bool>& stop_flag = dlx::mpi::install_stop_handlers();
  const std::string dir = argv[2];
  const auto commands = read_commands(argv[1]);
  for (std::size_t k = 0; k < commands.size(); ++k) {
    const std::string stem = dir + "/" + std::to_string(k);
    std::istringstream no_input;
    std::ofstream out;
    std::ofstream err;
    if (rank == 0) {
      out.open(stem + ".out", std::ios::binary);
      err.open(stem + ".err", std::ios::binary);
    }
    dlx::mpi::RankZeroStreams streams{no_input, out, err};
    streams.stop_flag = &stop_flag;
    const int code = dlx::mpi::run_command_on_every_rank(commands[k], streams);
    if (rank == 0) std::ofstream(stem + ".code") << code << "\n";
  }
  MPI_Finalize();
  return 0;
}
