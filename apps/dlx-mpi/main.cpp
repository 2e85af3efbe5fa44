// dlx-mpi: the commands of dlx, searched by every rank of an MPI job (docs/distributed.md).
//
//   mpirun -np 4 dlx-mpi queens 16 --count
//
// Every rank parses the same command line and reads the same input; rank 0 prints. What differs
// from dlx is the JobRunner (distributed_job_runner.hpp).
#include <mpi.h>
#include <unistd.h>

#include <fmt/format.h>

#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "apps/dlx-mpi/distributed_job_runner.hpp"
#include "apps/dlx-mpi/message_passing.hpp"
#include "apps/dlx-mpi/mpi_options.hpp"
#include "apps/dlx-mpi/protocol.hpp"
#include "apps/dlx-mpi/stop_signals.hpp"
#include "apps/dlx/app.hpp"
#include "apps/dlx/app_options.hpp"

namespace {

constexpr const char* kPreamble =
    "dlx-mpi: dlx on MPI. Every rank reads the same input and searches a share of the tree;\n"
    "rank 0 deals the subproblems and prints what dlx prints (docs/distributed.md).\n"
    "  mpirun -np K dlx-mpi COMMAND [ARGS] [options]    (srun dlx-mpi ... under Slurm)\n"
    "Every command, flag and config file of dlx, and --checkpoint FILE, --subproblems-per-rank.\n"
    "--threads is per rank (default 1).\n\n";

// Standard input goes to rank 0 only under mpirun: when a command reads it ('-'), rank 0 reads
// it whole and every rank gets a copy.
std::string shared_standard_input(const dlx::mpi::World& world, bool wanted) {
  std::string text;
  if (!wanted) return text;
  if (world.rank == 0) {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  }
  unsigned long long size = text.size();
  MPI_Bcast(&size, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
  text.resize(size);
  MPI_Bcast(text.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
  return text;
}

// Rank 0 waits until every other rank has finished its run, and tells each that it may go. A
// rank still in a job (rank 0 stopped before it, on an input only rank 0 could not read) is
// ended first.
void finish_together(const dlx::mpi::World& world, int code, const std::string& worker_errors) {
  using namespace dlx::mpi;
  if (world.rank != 0) {
    std::vector<std::uint64_t> words = {static_cast<std::uint64_t>(code)};
    const std::vector<std::uint64_t> text = text_words(worker_errors);
    words.insert(words.end(), text.begin(), text.end());
    world.reports.send(0, kExit, words);
    world.orders.receive(0, kFinal);
    return;
  }
  int left = world.size - 1;
  while (left > 0) {
    const Message message = world.reports.receive();
    if (message.tag == kReady) {
      world.orders.send(message.source, kEnd, {});
    } else if (message.tag == kEnded) {
      const std::uint64_t summary[] = {static_cast<std::uint64_t>(code), 0, 0, 0};
      world.orders.send(message.source, kSummary, summary);
    } else if (message.tag == kExit) {
      const auto worker_code = static_cast<int>(message.words.at(0));
      if (code == 0 && worker_code != 0) {
        std::cerr << fmt::format("dlx-mpi: rank {} ended with exit code {}: {}", message.source,
                                 worker_code, words_text(std::span(message.words).subspan(1)));
      }
      const std::uint64_t final_code[] = {static_cast<std::uint64_t>(code)};
      world.orders.send(message.source, kFinal, final_code);
      --left;
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  dlx::mpi::World world;
  MPI_Comm_rank(MPI_COMM_WORLD, &world.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &world.size);
  if (provided < MPI_THREAD_MULTIPLE) {
    // Rank 0 searches in a thread beside its coordinator, both talking MPI.
    if (world.rank == 0) {
      std::cerr << "dlx-mpi: this MPI does not offer MPI_THREAD_MULTIPLE, which dlx-mpi needs\n";
    }
    MPI_Finalize();
    return 2;
  }
  world.orders = dlx::mpi::Channel::duplicate(MPI_COMM_WORLD);
  world.reports = dlx::mpi::Channel::duplicate(MPI_COMM_WORLD);

  std::ios::sync_with_stdio(false);
  dlx::app::add_program_options(dlx::mpi::mpi_options());
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  bool reads_standard_input = false;
  for (const std::string& argument : arguments) reads_standard_input |= argument == "-";
  std::istringstream in(shared_standard_input(world, reads_standard_input));

  dlx::app::RunEnvironment environment;
  environment.stop_flag = &dlx::mpi::install_stop_handlers();
  environment.err_is_terminal = world.rank == 0 && isatty(STDERR_FILENO) == 1;
  environment.out_is_terminal = environment.err_is_terminal && isatty(STDOUT_FILENO) == 1;

  dlx::app::Program program;
  program.name = "dlx-mpi";
  program.help_preamble = kPreamble;
  program.make_runner = [&world](const dlx::app::Invocation& invocation, std::ostream& out,
                                 std::ostream& err, const dlx::app::RunEnvironment& environment) {
    return std::make_unique<dlx::mpi::DistributedJobRunner>(world, invocation, out, err,
                                                            environment);
  };
  // Only rank 0 speaks; the others keep their messages for rank 0 to show if they fail alone.
  std::ostream discarded(nullptr);
  std::ostringstream worker_errors;
  std::ostream& out = world.rank == 0 ? std::cout : discarded;
  std::ostream& err = world.rank == 0 ? static_cast<std::ostream&>(std::cerr) : worker_errors;
  int code = dlx::app::run_dlx(arguments, in, out, err, environment, program);
  if (world.rank == 0) {
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "dlx-mpi: cannot write the output\n";
      code = 2;
    }
  }
  finish_together(world, code, worker_errors.str());
  world.orders.free();
  world.reports.free();
  MPI_Finalize();
  // Only rank 0's code: mpirun reports a rank's non-zero exit as a failure of the whole job.
  return world.rank == 0 ? code : 0;
}
