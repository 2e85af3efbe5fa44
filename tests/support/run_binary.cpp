#include "tests/support/run_binary.hpp"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>
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

// Whether process `pid` (a child not yet reaped) still runs: Linux's fifth field of
// /proc/PID/stat, after the name in parentheses, is Z once it has ended.
bool running(int pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  std::getline(stat, line);
  const std::size_t close = line.rfind(')');
  return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z';
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

BackgroundDlx::BackgroundDlx(const std::vector<std::string>& arguments, Input input)
    : dir_(make_temp_dir()) {
  // Everything the child needs is prepared before fork: after it, only async-signal-safe calls.
  const std::string out = dir_ + "/out";
  const std::string err = dir_ + "/err";
  std::vector<std::string> words = {DLX_BINARY};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  int pipe_ends[2] = {-1, -1};
  if (input == Input::kOpenPipe && pipe(pipe_ends) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    const int in_fd = input == Input::kOpenPipe ? pipe_ends[0] : open("/dev/null", O_RDONLY);
    if (input == Input::kOpenPipe) close(pipe_ends[1]);
    const int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in_fd < 0 || out_fd < 0 || err_fd < 0) _exit(127);
    dup2(in_fd, STDIN_FILENO);
    dup2(out_fd, STDOUT_FILENO);
    dup2(err_fd, STDERR_FILENO);
    // A test runner started in the background may ignore SIGINT, and an ignored signal stays
    // ignored across exec (dlx then keeps it ignored, on purpose): undo that for the child.
    signal(SIGINT, SIG_DFL);
    execv(argv[0], argv.data());
    _exit(127);
  }
  if (input == Input::kOpenPipe) {
    close(pipe_ends[0]);
    input_pipe_ = pipe_ends[1];
  }
}

BackgroundDlx::~BackgroundDlx() {
  if (input_pipe_ >= 0) close(input_pipe_);
  if (pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
}

bool BackgroundDlx::wait_until_catching(int signal_number, double timeout_seconds) const {
  // Linux lists the caught signals of a process as a hexadecimal mask, bit n - 1 for signal n.
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_seconds);
  const std::string status_path = "/proc/" + std::to_string(pid_) + "/status";
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream status(status_path);
    for (std::string line; std::getline(status, line);) {
      if (line.rfind("SigCgt:", 0) != 0) continue;
      const unsigned long long caught = std::stoull(line.substr(7), nullptr, 16);
      if ((caught >> (signal_number - 1) & 1) != 0) return true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

bool BackgroundDlx::wait_until_error(const std::function<bool(const std::string&)>& ready,
                                     double timeout_seconds) const {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_seconds);
  const std::filesystem::path err = std::filesystem::path(dir_) / "err";
  while (std::chrono::steady_clock::now() < deadline) {
    if (ready(slurp(err))) return true;
    if (!running(pid_)) return ready(slurp(err));
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

void BackgroundDlx::send(int signal_number) const {
  kill(pid_, signal_number);
}

BinaryRun BackgroundDlx::wait() {
  int status = 0;
  waitpid(pid_, &status, 0);
  if (input_pipe_ >= 0) close(input_pipe_);
  input_pipe_ = -1;
  pid_ = -1;
  BinaryRun run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = slurp(std::filesystem::path(dir_) / "out");
  run.err = slurp(std::filesystem::path(dir_) / "err");
  return run;
}

BinaryRun interrupted_run(const std::vector<std::string>& arguments,
                          const std::function<bool(const std::string&)>& ready) {
  BackgroundDlx dlx(arguments);
  EXPECT_TRUE(dlx.wait_until_catching(SIGINT)) << "dlx never installed its SIGINT handler";
  EXPECT_TRUE(dlx.wait_until_error(ready)) << "dlx never got where the test interrupts it";
  dlx.send(SIGINT);
  return dlx.wait();
}

}  // namespace dlx::testing
