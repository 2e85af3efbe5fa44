// Runs the built `dlx` binary as a user would, capturing its output and exit code.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace dlx::testing {

struct BinaryRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs dlx with these arguments, feeding `standard_input`; from `working_dir` when not empty.
BinaryRun run_dlx_binary(const std::vector<std::string>& arguments,
                         const std::string& standard_input = "",
                         const std::string& working_dir = "");

// dlx started in the background, for tests that signal it while it searches. Its standard input
// is empty, or a pipe that stays open (and empty) until wait(), so that dlx waits there; its
// output is collected in files until wait().
class BackgroundDlx {
 public:
  enum class Input { kEmpty, kOpenPipe };
  explicit BackgroundDlx(const std::vector<std::string>& arguments, Input input = Input::kEmpty);
  ~BackgroundDlx();  // kills and reaps it if it still runs
  BackgroundDlx(const BackgroundDlx&) = delete;
  BackgroundDlx& operator=(const BackgroundDlx&) = delete;

  // Waits (up to `timeout_seconds`) until dlx has installed its handler for `signal_number`, so
  // that a signal sent next meets the handler and not the default action. False on timeout.
  bool wait_until_catching(int signal_number, double timeout_seconds = 10.0) const;
  // Waits (up to `timeout_seconds`) until what dlx has written to standard error so far
  // satisfies `ready`: a progress line that shows the search past the point the test needs, so
  // that a signal sent next finds it there however fast the machine is. False on timeout, or
  // when dlx ended first.
  bool wait_until_error(const std::function<bool(const std::string&)>& ready,
                        double timeout_seconds = 60.0) const;
  void send(int signal_number) const;
  // Waits for the end; the exit code is 128 + the signal's number when a signal ended it.
  BinaryRun wait();

 private:
  int pid_ = -1;
  int input_pipe_ = -1;  // the write end of an open standard input; -1: none
  std::string dir_;
};

// Starts dlx in the background and presses Ctrl-C once, when what it has written to standard
// error satisfies `ready` (its progress line shows a solution counted, a note is out: what the
// test needs to have happened), not after a sleep, so that the test holds however fast the
// machine is; then waits for the end. A test failure when dlx never installs its handler or never
// gets there (in a minute).
BinaryRun interrupted_run(const std::vector<std::string>& arguments,
                          const std::function<bool(const std::string&)>& ready);

// A fresh temporary directory for this test, removed at exit.
std::string make_temp_dir();
// Writes `contents` to dir/name and returns the path.
std::string write_file(const std::string& dir, const std::string& name,
                       const std::string& contents);

}  // namespace dlx::testing
