// The errors of a batch (a file of puzzles) on standard error, each said once: a setting that fits
// none of the entries (`--box 2x3` on a file of 9x9) gives the same message for every one, which
// then comes once, with the number of entries it is about at the end.
#pragma once

#include <cstddef>
#include <map>
#include <ostream>
#include <string>

#include <dlx/text/input_error.hpp>

namespace dlx {

class ErrorReport {
 public:
  explicit ErrorReport(std::ostream& messages) : messages_(messages) {}

  // Writes the error, unless one with the same message (on another line) came before.
  void add(const InputError& error);
  // For each message that came again: how many more times, after the first ("again for 3 more
  // puzzles": `one` and `many` name the entries).
  void finish(const std::string& source, const std::string& one = "puzzle",
              const std::string& many = "puzzles");

 private:
  struct Repeat {
    std::size_t line = 0;  // of the first
    std::size_t more = 0;
  };
  std::ostream& messages_;
  std::map<std::string, Repeat> repeats_;
};

}  // namespace dlx
