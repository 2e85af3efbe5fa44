// Runs a fuzz harness's LLVMFuzzerTestOneInput on saved inputs, without libFuzzer, so that ctest
// replays the seed corpus and every crasher kept in fuzz/regressions/ with any compiler, sanitizers
// or not. Arguments are files or folders (every file inside, recursively, in sorted order, except
// hidden ones such as the .gitkeep of an empty folder). A failed check aborts, as under libFuzzer;
// a missing path is an error (exit 2).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::vector<std::filesystem::path> inputs_in(const std::filesystem::path& path) {
  std::vector<std::filesystem::path> files;
  if (std::filesystem::is_directory(path)) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(path)) {
      if (entry.is_regular_file() && entry.path().filename().string().rfind('.', 0) != 0) {
        files.push_back(entry.path());
      }
    }
    std::sort(files.begin(), files.end());
  } else {
    files.push_back(path);
  }
  return files;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE_OR_FOLDER...\n", argv[0]);
    return 2;
  }
  std::size_t replayed = 0;
  for (int k = 1; k < argc; ++k) {
    if (!std::filesystem::exists(argv[k])) {
      std::fprintf(stderr, "%s: no such file or folder: %s\n", argv[0], argv[k]);
      return 2;
    }
    for (const std::filesystem::path& file : inputs_in(argv[k])) {
      std::ifstream in(file, std::ios::binary);
      const std::string bytes((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
      std::fprintf(stderr, "replaying %s\n", file.c_str());
      LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
      ++replayed;
    }
  }
  std::printf("%zu inputs replayed, every check passed\n", replayed);
  return 0;
}
