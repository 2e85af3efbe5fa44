#include "tests/support/run_binary.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

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

// The folders made by make_temp_dir, removed when the test program ends.
class TempDirs {
 public:
  ~TempDirs() {
    std::error_code ignored;
    for (const std::string& dir : dirs_) std::filesystem::remove_all(dir, ignored);
  }
  void add(const std::string& dir) { dirs_.push_back(dir); }

 private:
  std::vector<std::string> dirs_;
};

}  // namespace

std::string make_temp_dir() {
  static TempDirs made;
  std::string pattern = (std::filesystem::temp_directory_path() / "dlx-test-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
  made.add(pattern);
  return pattern;
}

std::string write_file(const std::string& dir, const std::string& name,
                       const std::string& contents) {
  const std::filesystem::path path = std::filesystem::path(dir) / name;
  std::ofstream(path, std::ios::binary) << contents;
  return path.string();
}

BinaryRun run_dlx_binary(const std::vector<std::string>& arguments,
                         const std::string& standard_input, const std::string& working_dir) {
  const std::filesystem::path dir = make_temp_dir();
  const std::string in = write_file(dir.string(), "stdin", standard_input);
  std::string command;
  if (!working_dir.empty()) command += "cd " + shell_quote(working_dir) + " && ";
  command += shell_quote(DLX_BINARY);
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

}  // namespace dlx::testing
