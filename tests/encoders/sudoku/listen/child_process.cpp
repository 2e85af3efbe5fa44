#include "tests/encoders/sudoku/listen/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <stdexcept>

namespace dlx::testing {

ChildProcess::ChildProcess(const std::string& program, const std::vector<std::string>& arguments,
                           bool merge_output) {
  int pipe_ends[2];
  if (pipe(pipe_ends) != 0) throw std::runtime_error("pipe failed");
  std::vector<std::string> argv_text = {program};
  argv_text.insert(argv_text.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (std::string& text : argv_text) argv.push_back(text.data());
  argv.push_back(nullptr);
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    setpgid(0, 0);
    const int null = open("/dev/null", O_RDWR);
    dup2(null, STDIN_FILENO);
    dup2(merge_output ? pipe_ends[1] : null, STDOUT_FILENO);
    dup2(pipe_ends[1], STDERR_FILENO);
    close(pipe_ends[0]);
    execv(program.c_str(), argv.data());
    _exit(127);
  }
  setpgid(pid_, pid_);
  close(pipe_ends[1]);
  error_ = pipe_ends[0];
}

ChildProcess::~ChildProcess() {
  if (!reaped_ && pid_ > 0) {
    kill(-pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
  }
  if (error_ >= 0) close(error_);
}

bool ChildProcess::read_more(std::chrono::milliseconds wait) {
  pollfd ready{error_, POLLIN, 0};
  if (poll(&ready, 1, static_cast<int>(wait.count())) <= 0) return true;  // nothing yet
  char buffer[4096];
  const ssize_t count = read(error_, buffer, sizeof buffer);
  if (count <= 0) return false;  // the end
  pending_.append(buffer, static_cast<std::size_t>(count));
  for (std::size_t end; (end = pending_.find('\n')) != std::string::npos;) {
    lines_.push_back(pending_.substr(0, end));
    pending_.erase(0, end + 1);
  }
  return true;
}

std::optional<std::string> ChildProcess::line_with(const std::string& text,
                                                   std::chrono::seconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (true) {
    for (; next_ < lines_.size(); ++next_) {
      if (lines_[next_].find(text) != std::string::npos) return lines_[next_++];
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    if (!read_more(std::min(left, std::chrono::milliseconds(200)))) {
      for (; next_ < lines_.size(); ++next_) {
        if (lines_[next_].find(text) != std::string::npos) return lines_[next_++];
      }
      return std::nullopt;
    }
  }
}

void ChildProcess::signal(int number) const {
  kill(pid_, number);
}

void ChildProcess::signal_group(int number) const {
  kill(-pid_, number);
}

int ChildProcess::wait(std::chrono::seconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  int status = 0;
  while (true) {
    const pid_t done = waitpid(pid_, &status, WNOHANG);
    if (done == pid_) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      kill(-pid_, SIGKILL);
      waitpid(pid_, &status, 0);
      reaped_ = true;
      return -1;
    }
    read_more(std::chrono::milliseconds(50));
  }
  reaped_ = true;
  // What it wrote last, until the pipe's end (or two seconds, if a child of its own holds it).
  const auto rest = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  while (std::chrono::steady_clock::now() < rest && read_more(std::chrono::milliseconds(50))) {
  }
  if (!pending_.empty()) lines_.push_back(pending_);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace dlx::testing
