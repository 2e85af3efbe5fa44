#include "apps/dlx-mpi/command_on_ranks.hpp"

#include <mpi.h>

#include <fmt/format.h>

#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "apps/dlx-mpi/distributed_job_runner.hpp"
#include "apps/dlx-mpi/message_passing.hpp"
#include "apps/dlx-mpi/mpi_options.hpp"
#include "apps/dlx-mpi/protocol.hpp"
#include "apps/dlx/app.hpp"
#include "apps/dlx/app_options.hpp"

namespace dlx::mpi {
namespace {

constexpr const char* kPreamble =
    "dlx-mpi: dlx on MPI. Every rank reads the same input and searches a share of the tree;\n"
    "rank 0 deals the subproblems and prints what dlx prints (docs/distributed.md).\n"
    "  mpirun -np K dlx-mpi COMMAND [ARGS] [options]    (srun dlx-mpi ... under Slurm)\n"
    "Every command, flag and config file of dlx, and --checkpoint FILE, --subproblems-per-rank.\n"
    "--threads is per rank (default 1).\n\n";

// Standard input goes to rank 0 only under mpirun: when a command reads it ('-'), rank 0 reads
// it whole and every rank gets a copy.
std::string shared_standard_input(const World& world, std::istream& rank_zero_input, bool wanted) {
  std::string text;
  if (!wanted) return text;
  if (world.rank == 0) {
    text.assign(std::istreambuf_iterator<char>(rank_zero_input), std::istreambuf_iterator<char>());
  }
  unsigned long long size = text.size();
  MPI_Bcast(&size, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
  text.resize(size);
  MPI_Bcast(text.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
  return text;
}

// Rank 0 waits until every other rank has finished its run, and tells each that it may go. A
// rank still in a job (rank 0 stopped before it, on an input only rank 0 could not read) is
// ended first. Returns rank 0's exit code; rank 0 shows a worker's errors on `err`.
int finish_together(const World& world, int code, const std::string& worker_errors,
                    std::ostream& err) {
  if (world.rank != 0) {
    std::vector<std::uint64_t> words = {static_cast<std::uint64_t>(code)};
    const std::vector<std::uint64_t> text = text_words(worker_errors);
    words.insert(words.end(), text.begin(), text.end());
    world.reports.send(0, kExit, words);
    return static_cast<int>(world.orders.receive(0, kFinal).words.at(0));
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
        err << fmt::format("dlx-mpi: rank {} ended with exit code {}: {}", message.source,
                           worker_code, words_text(std::span(message.words).subspan(1)));
      }
      const std::uint64_t final_code[] = {static_cast<std::uint64_t>(code)};
      world.orders.send(message.source, kFinal, final_code);
      --left;
    }
  }
  return code;
}

}  // namespace

void add_dlx_mpi_options() {
  dlx::app::add_program_options(mpi_options());
}

int run_command_on_every_rank(const std::vector<std::string>& arguments,
                              const RankZeroStreams& streams) {
  // Channels of their own for each command: a message one command left unread cannot reach the
  // next.
  World world;
  MPI_Comm_rank(MPI_COMM_WORLD, &world.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &world.size);
  world.orders = Channel::duplicate(MPI_COMM_WORLD);
  world.reports = Channel::duplicate(MPI_COMM_WORLD);

  bool reads_standard_input = false;
  for (const std::string& argument : arguments) reads_standard_input |= argument == "-";
  std::istringstream in(shared_standard_input(world, streams.in, reads_standard_input));

  dlx::app::RunEnvironment environment;
  environment.stop_flag = streams.stop_flag;
  environment.err_is_terminal = world.rank == 0 && streams.err_is_terminal;
  environment.out_is_terminal = environment.err_is_terminal && streams.out_is_terminal;

  dlx::app::Program program;
  program.name = "dlx-mpi";
  program.help_preamble = kPreamble;
  program.make_runner = [&world](const dlx::app::Invocation& invocation, std::ostream& out,
                                 std::ostream& err, const dlx::app::RunEnvironment& environment) {
    return std::make_unique<DistributedJobRunner>(world, invocation, out, err, environment);
  };
  // Only rank 0 speaks; the others keep their messages for rank 0 to show if they fail alone.
  std::ostream discarded(nullptr);
  std::ostringstream worker_errors;
  std::ostream& out = world.rank == 0 ? streams.out : discarded;
  std::ostream& err = world.rank == 0 ? streams.err : worker_errors;
  int code = dlx::app::run_dlx(arguments, in, out, err, environment, program);
  if (world.rank == 0) {
    streams.out.flush();
    if (!streams.out) {
      streams.err << "dlx-mpi: cannot write the output\n";
      code = 2;
    }
  }
  code = finish_together(world, code, worker_errors.str(), streams.err);
  world.orders.free();
  world.reports.free();
  return code;
}

}  // namespace dlx::mpi
