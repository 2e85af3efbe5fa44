#include "tests/apps/dlx_mpi/run_mpi.hpp"

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

namespace dlx::testing {
namespace {

std::string shell_quote(const std::string& word) {
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string slurp(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// mpirun -np RANKS PROGRAM, as the tests start it.
std::string mpirun(int ranks, const std::string& program) {
  // The ranks run on this machine: shared memory (vader) and the plain point-to-point layer
  // (ob1) start in about three quarters of the time Open MPI takes to probe its other
  // transports, and these tests start mpirun some hundred times. A rank 0 that exits non-zero
  // (1: no solution, 2: bad input) makes mpirun abort the job, and it then waits a second before
  // it kills ranks that are gone already: no wait (2 s of every such run, 40 s of the suite).
  std::string command =
      "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_pml=ob1 "
      "OMPI_MCA_btl=self,vader OMPI_MCA_odls_base_sigkill_timeout=0 " +
      shell_quote(DLX_MPIEXEC) + " --oversubscribe -np " + std::to_string(ranks) + " " +
      shell_quote(program);
  return command;
}

int exit_code(int status) {
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace

BinaryRun run_dlx_mpi(int ranks, const std::vector<std::string>& arguments,
                      const std::string& standard_input) {
  const std::filesystem::path dir = make_temp_dir();
  const std::string in = write_file(dir.string(), "stdin", standard_input);
  std::string command = mpirun(ranks, DLX_MPI_BINARY);
  for (const std::string& argument : arguments) command += " " + shell_quote(argument);
  command += " < " + shell_quote(in) + " > " + shell_quote((dir / "out").string()) + " 2> " +
             shell_quote((dir / "err").string());
  const int status = std::system(command.c_str());
  BinaryRun run;
  run.exit_code = exit_code(status);
  run.out = slurp(dir / "out");
  run.err = slurp(dir / "err");
  std::filesystem::remove_all(dir);
  return run;
}

std::vector<BinaryRun> run_dlx_mpi_batch(int ranks,
                                         const std::vector<std::vector<std::string>>& commands) {
  const std::filesystem::path dir = make_temp_dir();
  std::string lines;
  for (const std::vector<std::string>& arguments : commands) {
    std::string line;
    for (const std::string& argument : arguments) {
      // A tab or a line break would split the argument: no test passes one.
      if (argument.find_first_of("\t\n") != std::string::npos) {
        ADD_FAILURE() << "run_dlx_mpi_batch: an argument with a tab or a line break";
        return {};
      }
      line += (line.empty() ? "" : "\t") + argument;
    }
    lines += line + "\n";
  }
  const std::string list = write_file(dir.string(), "commands", lines);
  const std::string command = mpirun(ranks, DLX_MPI_BATCH) + " " + shell_quote(list) + " " +
                              shell_quote(dir.string()) + " < /dev/null > " +
                              shell_quote((dir / "batch.out").string()) + " 2> " +
                              shell_quote((dir / "batch.err").string());
  const int status = exit_code(std::system(command.c_str()));
  std::vector<BinaryRun> runs;
  for (std::size_t k = 0; k < commands.size(); ++k) {
    const std::filesystem::path stem = dir / std::to_string(k);
    BinaryRun run;
    // A command the batch never finished (it crashed before): -1, and the batch's errors.
    std::istringstream code(slurp(stem.string() + ".code"));
    if (!(code >> run.exit_code)) {
      run.exit_code = -1;
      run.err = "dlx_mpi_batch (exit " + std::to_string(status) +
                ") ended before this command: " + slurp(dir / "batch.err");
      runs.push_back(run);
      continue;
    }
    run.out = slurp(stem.string() + ".out");
    run.err = slurp(stem.string() + ".err");
    runs.push_back(run);
  }
  std::filesystem::remove_all(dir);
  return runs;
}

long long leading_number(const std::string& text) {
  std::istringstream in(text);
  long long value = -1;
  in >> value;
  return in ? value : -1;
}

}  // namespace dlx::testing
