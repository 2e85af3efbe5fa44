// Opens a command's input: a file path, or "-" for standard input.
#pragma once

#include <fstream>
#include <istream>
#include <string>

#include <dlx/text/input_error.hpp>

namespace dlx {

class InputSource {
 public:
  // Throws InputError if the file cannot be opened.
  InputSource(const std::string& path, std::istream& standard_input);

  std::istream& stream() { return *stream_; }
  // The name used in messages: the path, or "<stdin>".
  const std::string& name() const { return name_; }

 private:
  std::ifstream file_;
  std::istream* stream_;
  std::string name_;
};

}  // namespace dlx
