#include <dlx/text/line_reader.hpp>

#include <fmt/format.h>

#include <utility>

namespace dlx {

LineReader::LineReader(std::istream& in, std::string source, std::size_t max_line_bytes)
    : buffer_(in.rdbuf()), source_(std::move(source)), max_line_bytes_(max_line_bytes) {}

bool LineReader::next(std::string& line) {
  line.clear();
  using Traits = std::streambuf::traits_type;
  int c = buffer_ == nullptr ? Traits::eof() : buffer_->sbumpc();
  if (c == Traits::eof()) return false;
  ++line_number_;
  while (c != Traits::eof() && c != '\n') {
    if (line.size() >= max_line_bytes_) {
      throw error(
          fmt::format("line is longer than {} bytes (the limit for one line)", max_line_bytes_));
    }
    line.push_back(static_cast<char>(c));
    c = buffer_->sbumpc();
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  // Editors on some systems start a UTF-8 file with a byte-order mark; it is not part of the text.
  if (line_number_ == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
  check_text(line);
  return true;
}

// Accepts printable ASCII, tabs and well-formed UTF-8; anything else means the file is not text.
void LineReader::check_text(const std::string& line) const {
  for (std::size_t k = 0; k < line.size();) {
    const auto byte = static_cast<unsigned char>(line[k]);
    if (byte < 0x80) {
      if ((byte < 0x20 && byte != '\t') || byte == 0x7f) {
        throw error(fmt::format("byte 0x{:02x} at column {} is not text (is this a binary file?)",
                                byte, k + 1));
      }
      ++k;
      continue;
    }
    std::size_t length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 ? 2 : 0;
    if (byte >= 0xf5) length = 0;
    bool valid = length != 0 && k + length <= line.size();
    for (std::size_t j = 1; valid && j < length; ++j) {
      valid = (static_cast<unsigned char>(line[k + j]) & 0xc0) == 0x80;
    }
    if (!valid) {
      throw error(
          fmt::format("byte 0x{:02x} at column {} is not valid UTF-8 text (is this a binary file?)",
                      byte, k + 1));
    }
    k += length;
  }
}

}  // namespace dlx
