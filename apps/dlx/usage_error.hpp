#pragma once

#include <stdexcept>

namespace dlx::app {

// A bad command line or config file: reported with a hint to --help, exit code 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace dlx::app
