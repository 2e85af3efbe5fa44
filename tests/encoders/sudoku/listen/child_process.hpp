// A program started by a test, its standard error read line by line as it comes (dlx's "listening
// on" line, Chromium's console), stopped with a signal: every wait bounded.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace dlx::testing {

class ChildProcess {
 public:
  // Starts `program` with `arguments` in a process group of its own, standard output discarded
  // (or merged into standard error), standard input empty.
  ChildProcess(const std::string& program, const std::vector<std::string>& arguments,
               bool merge_output = false);
  ~ChildProcess();  // kills the group and reaps it if it still runs
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // The next line of standard error that contains `text` (the lines before it are kept in
  // lines()); nullopt if the program ends or `wait` passes first.
  std::optional<std::string> line_with(const std::string& text,
                                       std::chrono::seconds wait = std::chrono::seconds(120));
  const std::vector<std::string>& lines() const { return lines_; }

  void signal(int number) const;  // to the program alone
  void signal_group(int number) const;
  // Waits for the end (then reads the rest of standard error); the exit code, or 128 + the
  // signal's number. -1 if it did not end within `wait` (it is then killed).
  int wait(std::chrono::seconds wait = std::chrono::seconds(60));

 private:
  bool read_more(std::chrono::milliseconds wait);

  int pid_ = -1;
  int error_ = -1;  // the read end of standard error
  std::string pending_;
  std::vector<std::string> lines_;
  std::size_t next_ = 0;  // the first line line_with() has not looked at
  bool reaped_ = false;
};

}  // namespace dlx::testing
