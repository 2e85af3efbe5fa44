// A file a command writes besides its results, such as the picture of `--svg FILE`; "-" is
// standard output (the app then sends the results to standard error: FileUse::kWrite).
//
// The file is tried when the command starts, so that a path that cannot be written fails before a
// long search rather than after it; the contents are written at the end. A file that was not
// there and gets no contents (no solution to draw) is not left behind empty.
#pragma once

#include <string>

#include <dlx/command/command.hpp>

namespace dlx {

class OutputFile {
 public:
  // `key`: the option, for messages ("svg"). Throws SettingError when `path` cannot be written.
  OutputFile(std::string key, std::string path, const CommandContext& context);

  const std::string& path() const { return path_; }
  bool is_standard_output() const { return path_ == "-"; }
  // How messages name it: the path, or "standard output".
  std::string shown_name() const;

  // Writes `contents` in place of what the file held. Throws SettingError when it cannot.
  void write(const std::string& contents);
  // Nothing to write: removes the file if this run created it.
  void discard();

 private:
  std::string key_;
  std::string path_;
  std::ostream* standard_output_;
  bool existed_ = false;
};

}  // namespace dlx
