#include <dlx/text/input_source.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace dlx {

InputSource::InputSource(const std::string& path, std::istream& standard_input) {
  if (path == "-") {
    stream_ = &standard_input;
    name_ = "<stdin>";
    return;
  }
  name_ = path;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    throw InputError(path, 0, "is a directory; expected a file");
  }
  file_.open(path, std::ios::binary);
  if (!file_) throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
  stream_ = &file_;
}

}  // namespace dlx
