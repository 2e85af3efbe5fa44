// Set-partitioning instances for bench/costs/vs_dlx5.sh (issue 31):
//
//   spp_tool generate ROWS COLUMNS MAX_ROWS SEED   a random feasible instance, OR-Library format
//   spp_tool crew ROWS COLUMNS MAX_ROWS WINDOW SEED
//                                                  one shaped like airline crew scheduling
//   spp_tool to-dlx FILE                           an OR-Library file as DLX text with costs
//   spp_tool to-lp FILE                            the same as a 0-1 program in CPLEX LP format,
//                                                  for a MIP solver (glpsol --lp, cbc, HiGHS)
//
// Both go through encoders/exact/orlib_spp.hpp, so every instance the benchmark times has been
// read by the same reader that the tests check; the DLX text is what `dlx exact --min-cost` and
// Knuth's DLX5 read (items r1..rm, a cost "|c" on every option).
#include <fmt/format.h>
#include <dlx/format/dlx_writer.hpp>
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

// min sum c_j x_j subject to: each row covered by exactly one chosen column; x binary.
void write_lp(std::ostream& out, const dlx::Problem& problem) {
  std::vector<std::vector<std::size_t>> columns_of(problem.item_count());
  out << "Minimize\n obj:";
  for (std::size_t j = 0; j < problem.option_count(); ++j) {
    const dlx::OptionId option{static_cast<std::int32_t>(j)};
    out << " + " << problem.option_cost(option) << " x" << j;
    if (j % 8 == 7) out << "\n";
    for (const dlx::OptionEntry& entry : problem.option(option)) {
      columns_of[static_cast<std::size_t>(entry.item.value)].push_back(j);
    }
  }
  out << "\nSubject To\n";
  for (std::size_t i = 0; i < columns_of.size(); ++i) {
    out << " row" << i << ":";
    for (const std::size_t j : columns_of[i]) out << " + x" << j;
    out << " = 1\n";
  }
  out << "Binary\n";
  for (std::size_t j = 0; j < problem.option_count(); ++j) out << " x" << j << "\n";
  out << "End\n";
}

int usage() {
  std::cerr << "usage: spp_tool generate ROWS COLUMNS MAX_ROWS SEED\n"
               "       spp_tool crew ROWS COLUMNS MAX_ROWS WINDOW SEED\n"
               "       spp_tool to-dlx FILE\n"
               "       spp_tool to-lp FILE\n";
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
      write_lp(std::cout, problem);
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
