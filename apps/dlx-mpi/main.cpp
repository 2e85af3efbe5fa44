// dlx-mpi: the commands of dlx, searched by every rank of an MPI job (docs/distributed.md).
//
//   mpirun -np 4 dlx-mpi queens 16 --count
//
// Every rank parses the same command line and reads the same input; rank 0 prints. What differs
// from dlx is the JobRunner (distributed_job_runner.hpp).
#include <mpi.h>
#include <unistd.h>

#include <iostream>
#include <string>
#include <vector>

#include "apps/dlx-mpi/command_on_ranks.hpp"
#include "apps/dlx-mpi/stop_signals.hpp"

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (provided < MPI_THREAD_MULTIPLE) {
    // Rank 0 searches in a thread beside its coordinator, both talking MPI.
    if (rank == 0) {
      std::cerr << "dlx-mpi: this MPI does not offer MPI_THREAD_MULTIPLE, which dlx-mpi needs\n";
    }
    MPI_Finalize();
    return 2;
  }

  std::ios::sync_with_stdio(false);
  dlx::mpi::add_dlx_mpi_options();
  dlx::mpi::RankZeroStreams streams{std::cin, std::cout, std::cerr};
  streams.stop_flag = &dlx::mpi::install_stop_handlers();
  streams.err_is_terminal = isatty(STDERR_FILENO) == 1;
  streams.out_is_terminal = isatty(STDOUT_FILENO) == 1;
  const int code =
      dlx::mpi::run_command_on_every_rank(std::vector<std::string>(argv + 1, argv + argc), streams);
  MPI_Finalize();
  // Only rank 0's code: mpirun reports a rank's non-zero exit as a failure of the whole job.
  return rank == 0 ? code : 0;
}
