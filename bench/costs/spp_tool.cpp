// Set-partitioning instances for bench/costs/vs_dlx5.sh (issue 31):
//
//   spp_tool generate ROWS COLUMNS MAX_ROWS SEED   a random feasible instance, OR-Library format
//   spp_tool crew ROWS COLUMNS MAX_ROWS WINDOW SEED
//                                                  one shaped like airline crew scheduling
//   spp_tool to-dlx FILE                           an OR-Library file as DLX text with costs
//   spp_tool to-lp FILE                            the same as a 0-1 program in CPLEX LP format,
//                                                  for a MIP solver (glpsol --lp, cbc, HiGHS):
//                                                  what `dlx exact --emit-lp` writes
//   spp_tool first-objective FILE                  one of vOptLib's bi-objective files (SPA) as
//                                                  OR-Library's, with the first objective
//
// Both go through encoders/exact/orlib_spp.hpp, so every instance the benchmark times has been
// read by the same reader that the tests check; the DLX text is what `dlx exact --min-cost` and
// Knuth's DLX5 read (items r1..rm, a cost "|c" on every option).
#include <fmt/format.h>
#include <dlx/format/dlx_writer.hpp>
#include <dlx/format/mip_writer.hpp>
#include <dlx/text/input_error.hpp>

#include <charconv>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/exact/orlib_spp.hpp"

namespace {

std::uint64_t number(std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) {
    throw std::invalid_argument(fmt::format("'{}' is not a whole number", text));
  }
  return value;
}

// vOptLib's bi-objective set partitioning (SPA/instances/bio*.txt: per column two costs, then
// its rows) as OR-Library's single-objective format, the first objective kept: the first cost
// of each column is OR-Library's own (vOptLib's README; checked byte for byte after whitespace
// against the original files of sppnw32, sppnw41 and sppaa06 that other copies keep).
void write_first_objective(std::ostream& out, std::istream& in, const std::string& source) {
  std::vector<std::uint64_t> tokens;
  for (std::string token; in >> token;) tokens.push_back(number(token));
  if (tokens.size() < 2) throw dlx::InputError(source, 1, "expected the rows and the columns");
  const std::uint64_t rows = tokens[0];
  const std::uint64_t columns = tokens[1];
  out << rows << ' ' << columns << '\n';
  std::size_t at = 2;
  for (std::uint64_t j = 0; j < columns; ++j) {
    if (at + 3 > tokens.size()) throw dlx::InputError(source, 0, "the file ends in a column");
    const std::uint64_t count = tokens[at + 2];
    if (at + 3 + count > tokens.size()) {
      throw dlx::InputError(source, 0, "the file ends in a column's rows");
    }
    out << tokens[at] << ' ' << count;
    for (std::uint64_t k = 0; k < count; ++k) out << ' ' << tokens[at + 3 + k];
    out << '\n';
    at += 3 + count;
  }
  if (at != tokens.size()) throw dlx::InputError(source, 0, "more numbers than the columns take");
}

int usage() {
  std::cerr << "usage: spp_tool generate ROWS COLUMNS MAX_ROWS SEED\n"
               "       spp_tool crew ROWS COLUMNS MAX_ROWS WINDOW SEED\n"
               "       spp_tool to-dlx FILE\n"
               "       spp_tool to-lp FILE\n"
               "       spp_tool first-objective FILE\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::string_view command = argc > 1 ? argv[1] : "";
    if (command == "generate" && argc == 6) {
      std::cout << dlx::exact::random_orlib_spp(
          static_cast<std::uint32_t>(number(argv[2])), static_cast<std::uint32_t>(number(argv[3])),
          static_cast<std::uint32_t>(number(argv[4])), number(argv[5]));
      return 0;
    }
    if (command == "crew" && argc == 7) {
      std::cout << dlx::exact::crew_orlib_spp(
          static_cast<std::uint32_t>(number(argv[2])), static_cast<std::uint32_t>(number(argv[3])),
          static_cast<std::uint32_t>(number(argv[4])), static_cast<std::uint32_t>(number(argv[5])),
          number(argv[6]));
      return 0;
    }
    if (command == "to-dlx" && argc == 3) {
      std::ifstream in(argv[2]);
      if (!in) throw dlx::InputError(argv[2], 0, "cannot open");
      const dlx::Problem problem = dlx::exact::read_orlib_spp(in, argv[2]);
      const std::string comment = std::string("set partitioning from ") + argv[2];
      dlx::write_dlx(std::cout, problem, std::span<const std::string>(&comment, 1));
      return 0;
    }
    if (command == "to-lp" && argc == 3) {
      std::ifstream in(argv[2]);
      if (!in) throw dlx::InputError(argv[2], 0, "cannot open");
      const dlx::Problem problem = dlx::exact::read_orlib_spp(in, argv[2]);
      const std::string comment = std::string("set partitioning from ") + argv[2];
      dlx::write_mip(
          std::cout, problem,
          {.format = dlx::MipFormat::kLp, .comments = std::span<const std::string>(&comment, 1)});
      return 0;
    }
    if (command == "first-objective" && argc == 3) {
      std::ifstream in(argv[2]);
      if (!in) throw dlx::InputError(argv[2], 0, "cannot open");
      write_first_objective(std::cout, in, argv[2]);
      return 0;
    }
    return usage();
  } catch (const dlx::InputError& e) {
    std::cerr << "spp_tool: " << e.what() << '\n';
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "spp_tool: " << e.what() << '\n';
    return 2;
  }
}
