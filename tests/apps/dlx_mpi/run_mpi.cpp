#include "tests/apps/dlx_mpi/run_mpi.hpp"

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

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

}  // namespace

BinaryRun run_dlx_mpi(int ranks, const std::vector<std::string>& arguments,
                      const std::string& standard_input) {
  const std::filesystem::path dir = make_temp_dir();
  const std::string in = write_file(dir.string(), "stdin", standard_input);
  // The ranks run on this machine: shared memory (vader) and the plain point-to-point layer
  // (ob1) start in about three quarters of the time Open MPI takes to probe its other
  // transports, and these tests start mpirun some hundred times. A rank 0 that exits non-zero
  // (1: no solution, 2: bad input) makes mpirun abort the job, and it then waits a second before
  // it kills ranks that are gone already: no wait (2 s of every such run, 40 s of the suite).
  std::string command =
      "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_pml=ob1 "
      "OMPI_MCA_btl=self,vader OMPI_MCA_odls_base_sigkill_timeout=0 " +
      shell_quote(DLX_MPIEXEC) + " --oversubscribe -np " + std::to_string(ranks) + " " +
      shell_quote(DLX_MPI_BINARY);
  for (const std::string& argument : arguments) command += " " + shell_quote(argument);
  command += " < " + shell_quote(in) + " > " + shell_quote((dir / "out").string()) + " 2> " +
             shell_quote((dir / "err").string());
  const int status = std::system(command.c_str());
  BinaryRun run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = slurp(dir / "out");
  run.err = slurp(dir / "err");
  std::filesystem::remove_all(dir);
  return run;
}

long long leading_number(const std::string& text) {
  std::istringstream in(text);
  long long value = -1;
  in >> value;
  return in ? value : -1;
}

}  // namespace dlx::testing
