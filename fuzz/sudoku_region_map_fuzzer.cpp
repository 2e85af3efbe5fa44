// Fuzz harness for Sudoku region map files (read_region_map in encoders/sudoku/puzzle_reader.hpp),
// the files of `dlx sudoku --regions` (a partition into jigsaw regions) and `--extra` (more
// regions, '.' for cells in none; asked for by a first line "#! extra").
//
// A malformed map is an InputError naming the source and a line of the input. A map read has n*n
// cells, every region n of them (a partition n regions), and printed back as rows of region
// numbers it reads as the same map.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/harness_options.hpp"
#include "fuzz/support/input_checks.hpp"
#include "fuzz/support/region_map_checks.hpp"
#include "fuzz/support/sudoku_writer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  constexpr const char* kSource = "fuzz.map";
  const std::string input(reinterpret_cast<const char*>(data), size);
  const bool partition = fuzz::harness_options(input).count("extra") == 0;
  std::istringstream in(input);
  std::vector<int> map;
  try {
    map = sudoku::read_region_map(in, kSource, partition);
  } catch (const InputError& e) {
    fuzz::check_input_error(e, kSource, input, !fuzz::has_content(input, '#'));
    return 0;
  }
  int n = 0;
  while (static_cast<std::size_t>(n * n) < map.size()) ++n;
  DLX_FUZZ_CHECK(n >= 4 && n <= sudoku::kMaxSize && static_cast<std::size_t>(n * n) == map.size(),
                 "a map of {} cells", map.size());
  sudoku::fuzz::check_region_map(map, n, partition, "the map");
  const std::string written = sudoku::fuzz::write_region_map(map, n);
  std::istringstream again(written);
  std::vector<int> reread;
  try {
    reread = sudoku::read_region_map(again, "written.map", partition);
  } catch (const InputError& e) {
    DLX_FUZZ_CHECK(false, "the printed map does not read back: {}\n{}", e.what(), written);
  }
  DLX_FUZZ_CHECK(reread == map, "the printed map reads back different\n{}", written);
  return 0;
}
