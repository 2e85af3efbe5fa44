#include <dlx/command/output_file.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace dlx {

OutputFile::OutputFile(std::string key, std::string path, const CommandContext& context)
    : key_(std::move(key)), path_(std::move(path)), standard_output_(context.standard_output) {
  if (path_.empty()) {
    throw SettingError(key_, "expected a file name (or - for standard output)");
  }
  if (is_standard_output()) {
    if (standard_output_ == nullptr) throw SettingError(key_, "no standard output to write to");
    return;
  }
  std::error_code ignored;
  if (std::filesystem::is_directory(path_, ignored)) {
    throw SettingError(key_, fmt::format("'{}' is a directory; expected a file name", path_));
  }
  existed_ = std::filesystem::exists(path_, ignored);
  // Opened for appending: a file that is there stays untouched until there is something to write.
  if (!std::ofstream(path_, std::ios::binary | std::ios::app)) {
    throw SettingError(key_, fmt::format("cannot write '{}': {}", path_, std::strerror(errno)));
  }
}

std::string OutputFile::shown_name() const {
  return is_standard_output() ? "standard output" : fmt::format("'{}'", path_);
}

void OutputFile::write(const std::string& contents) {
  if (is_standard_output()) {
    *standard_output_ << contents;
    standard_output_->flush();
    return;
  }
  std::ofstream file(path_, std::ios::binary | std::ios::trunc);
  file << contents;
  file.close();
  if (!file) throw SettingError(key_, fmt::format("could not write '{}'", path_));
}

void OutputFile::discard() {
  if (is_standard_output() || existed_) return;
  std::error_code ignored;
  std::filesystem::remove(path_, ignored);
}

}  // namespace dlx
