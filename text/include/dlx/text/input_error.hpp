// Errors in user input, located by source (file name, or "<stdin>") and line.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace dlx {

class InputError : public std::runtime_error {
 public:
  // line 0 means "the input as a whole" (an empty file, say).
  InputError(std::string source, std::size_t line, std::string message);

  const std::string& source() const { return source_; }
  std::size_t line() const { return line_; }
  const std::string& message() const { return message_; }

 private:
  std::string source_;
  std::size_t line_;
  std::string message_;
};

}  // namespace dlx
