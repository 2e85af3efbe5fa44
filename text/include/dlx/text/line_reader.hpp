// Reads text input line by line, refusing what is not text before it can do harm.
//
// Every encoder reads user files through this: a line longer than the limit is refused without
// being held in memory (so a file of one 10 GB line cannot exhaust memory), and control bytes or
// broken UTF-8 (a binary file given by mistake) are reported with their line and column.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

#include <dlx/text/input_error.hpp>

namespace dlx {

class LineReader {
 public:
  static constexpr std::size_t kDefaultMaxLineBytes = std::size_t{1} << 20;

  LineReader(std::istream& in, std::string source,
             std::size_t max_line_bytes = kDefaultMaxLineBytes);

  // Reads the next line, without its "\n" or "\r\n". Returns false at the end of the input.
  // Throws InputError for an over-long line or one that is not text.
  bool next(std::string& line);

  // The number of the line last returned by next(), from 1.
  std::size_t line_number() const { return line_number_; }
  const std::string& source() const { return source_; }

  // An InputError at the current line.
  InputError error(const std::string& message) const {
    return InputError(source_, line_number_, message);
  }

 private:
  void check_text(const std::string& line) const;

  std::streambuf* buffer_;
  std::string source_;
  std::size_t max_line_bytes_;
  std::size_t line_number_ = 0;
};

}  // namespace dlx
