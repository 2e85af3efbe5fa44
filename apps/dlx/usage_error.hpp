#pragma once

#include <stdexcept>
#include <string>

namespace dlx::app {

// A bad command line or config file: reported with a hint to --help, exit code 2. `command` is the
// command whose options were wrong, for the hint to name its help; empty: dlx's own.
class UsageError : public std::runtime_error {
 public:
  explicit UsageError(const std::string& message, std::string command = "")
      : std::runtime_error(message), command_(std::move(command)) {}
  const std::string& command() const { return command_; }

 private:
  std::string command_;
};

}  // namespace dlx::app
