#include "tests/support/shared_data.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace dlx::testing {

std::optional<std::filesystem::path> shared_data_dir() {
  std::filesystem::path dir = DLX_SHARED_DATA_DIR;
  if (const char* env = std::getenv("DLX_SHARED_DATA_DIR")) dir = env;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return std::nullopt;
  return dir;
}

std::map<int, std::pair<unsigned long long, unsigned long long>> read_queens_counts(
    const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error("cannot open " + file.string());
  std::map<int, std::pair<unsigned long long, unsigned long long>> counts;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    int n = 0;
    unsigned long long total = 0;
    unsigned long long distinct = 0;
    if (fields >> n >> total >> distinct) counts[n] = {total, distinct};
  }
  return counts;
}

}  // namespace dlx::testing
