// Ctrl-C and SIGTERM for dlx-mpi: the first asks every search to stop, so that rank 0 prints what
// was found so far (mpirun and srun turn Ctrl-C into SIGTERM for the ranks, and kill them a few
// seconds later); the second ends the process at once.
#pragma once

#include <atomic>

namespace dlx::mpi {

const std::atomic<bool>& install_stop_handlers();

}  // namespace dlx::mpi
