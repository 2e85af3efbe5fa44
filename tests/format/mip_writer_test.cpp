// write_mip, without a MIP solver: the LP and MPS texts are read back by a reader of this test's
// own, and every 0-1 assignment of the options is tried against the rows read. The assignments
// that satisfy them must be exactly the solutions the brute force enumerates
// (tests/support/brute_force.hpp: colors, secondary items, multiplicities), and the objective
// must be the options' costs. A MIP solver solving the files is tested as a user runs it, where
// one is installed (tests/apps/emit_mip_cli_test.cpp).
#include <dlx/format/mip_writer.hpp>

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/brute_force.hpp"
#include "tests/support/sanitized.hpp"

namespace dlx::mip_writer_test {
namespace {

// ---- A reader of the programs write_mip writes ----------------------------------------------

struct Constraint {
  std::string name;
  std::map<std::string, int> terms;
  long least = 0;  // the row holds when least <= sum <= most
  long most = 0;
};

struct ReadProgram {
  std::map<std::string, long> objective;
  std::vector<Constraint> rows;
  std::set<std::string> binaries;
};

std::vector<std::string> tokens_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> tokens;
  for (std::string token; in >> token;) tokens.push_back(token);
  return tokens;
}

constexpr long kUnbounded = 1L << 40;

ReadProgram read_lp(const std::string& text) {
  ReadProgram program;
  std::istringstream in(text);
  std::string section;
  std::string body;
  std::map<std::string, std::string> sections;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("\\")) continue;
    if (line == "Minimize" || line == "Subject To" || line == "Binaries" || line == "End") {
      section = line;
      continue;
    }
    sections[section] += line + "\n";
  }
  // The objective: "cost:" then [+ or -] COEFFICIENT NAME ...
  std::vector<std::string> tokens = tokens_of(sections["Minimize"]);
  EXPECT_EQ(tokens.at(0), "cost:");
  for (std::size_t t = 1; t < tokens.size();) {
    if (tokens[t] == "+") ++t;
    const long coefficient = std::stol(tokens.at(t));
    program.objective[tokens.at(t + 1)] += coefficient;
    t += 2;
  }
  // The rows: NAME: [-] X [+ Y | - Y]... RELATION NUMBER
  tokens = tokens_of(sections["Subject To"]);
  for (std::size_t t = 0; t < tokens.size();) {
    Constraint row;
    row.name = tokens.at(t++);
    EXPECT_TRUE(row.name.ends_with(":")) << row.name;
    int sign = 1;
    for (;; ++t) {
      const std::string& token = tokens.at(t);
      if (token == "=" || token == "<=" || token == ">=") {
        const long rhs = std::stol(tokens.at(t + 1));
        row.least = token == "<=" ? -kUnbounded : rhs;
        row.most = token == ">=" ? kUnbounded : rhs;
        t += 2;
        break;
      }
      if (token == "+" || token == "-") {
        sign = token == "-" ? -1 : 1;
      } else if (token == "0") {
        sign = 0;  // "0 X1": a row no option is in
      } else {
        row.terms[token] += sign;
        sign = 1;
      }
    }
    program.rows.push_back(std::move(row));
  }
  for (const std::string& name : tokens_of(sections["Binaries"])) program.binaries.insert(name);
  return program;
}

ReadProgram read_mps(const std::string& text) {
  ReadProgram program;
  std::istringstream in(text);
  std::string section;
  std::map<std::string, char> type;
  std::map<std::string, Constraint> rows;
  std::vector<std::string> order;
  std::map<std::string, long> rhs;
  std::map<std::string, long> range;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("*")) continue;
    const std::vector<std::string> f = tokens_of(line);
    if (f.empty()) continue;
    if (line[0] != ' ') {
      section = f[0];
      continue;
    }
    if (section == "ROWS") {
      type[f.at(1)] = f.at(0)[0];
      if (f.at(0) != "N") order.push_back(f.at(1));
    } else if (section == "COLUMNS") {
      if (f.at(0) == "MARKER") continue;
      for (std::size_t k = 1; k + 1 < f.size(); k += 2) {
        if (f[k] == "COST") {
          program.objective[f[0]] += std::stol(f[k + 1]);
        } else {
          rows[f[k]].terms[f[0]] += std::stoi(f[k + 1]);
        }
      }
    } else if (section == "RHS" || section == "RANGES") {
      for (std::size_t k = 1; k + 1 < f.size(); k += 2) {
        (section == "RHS" ? rhs : range)[f[k]] = std::stol(f[k + 1]);
      }
    } else if (section == "BOUNDS") {
      EXPECT_EQ(f.at(0), "BV");
      program.binaries.insert(f.at(2));
    }
  }
  for (const std::string& name : order) {
    Constraint row = rows[name];
    row.name = name;
    const long b = rhs[name];
    // MPS's rule: a range R turns an E row into [b, b + R] (R > 0), an L row into [b - |R|, b]
    // and a G row into [b, b + |R|].
    const bool ranged = range.count(name) != 0;
    const long r = ranged ? range[name] : 0;
    switch (type[name]) {
      case 'E':
        row.least = ranged && r < 0 ? b + r : b;
        row.most = ranged && r > 0 ? b + r : b;
        break;
      case 'L':
        row.least = ranged ? b - std::abs(r) : -kUnbounded;
        row.most = b;
        break;
      default:
        row.least = b;
        row.most = ranged ? b + std::abs(r) : kUnbounded;
        break;
    }
    program.rows.push_back(std::move(row));
  }
  return program;
}

// ---- Trying every assignment ----------------------------------------------------------------

// Whether the options `chosen` (a bit per option: X1 is bit 0) satisfy every row, each color
// variable Z set to the least value its rows allow: Z appears with +1 in rows "<= 1" (which want
// it small) and with -1 in rows "X - Z <= 0" (which want it at least X), checked here.
bool satisfies(const ReadProgram& program, std::uint32_t chosen, std::size_t options) {
  std::map<std::string, int> value;
  for (std::size_t k = 0; k < options; ++k) {
    value["X" + std::to_string(k + 1)] = static_cast<int>((chosen >> k) & 1);
  }
  for (const Constraint& row : program.rows) {
    for (const auto& [name, coefficient] : row.terms) {
      if (name[0] != 'Z' || coefficient > 0) continue;
      EXPECT_EQ(row.terms.size(), 2u);
      EXPECT_EQ(row.most, 0);
      for (const auto& [other, c] : row.terms) {
        if (other != name) value[name] = std::max(value[name], value[other]);
      }
    }
  }
  for (const Constraint& row : program.rows) {
    long sum = 0;
    for (const auto& [name, coefficient] : row.terms) sum += coefficient * value[name];
    if (sum < row.least || sum > row.most) return false;
  }
  return true;
}

std::set<std::vector<int>> satisfying(const ReadProgram& program, std::size_t options) {
  std::set<std::vector<int>> found;
  for (std::uint32_t chosen = 0; chosen < (1u << options); ++chosen) {
    if (!satisfies(program, chosen, options)) continue;
    std::vector<int> set;
    for (std::size_t k = 0; k < options; ++k) {
      if ((chosen >> k) & 1) set.push_back(static_cast<int>(k));
    }
    found.insert(set);
  }
  return found;
}

std::string written(const Problem& problem, MipFormat format, bool repeated_cover = false) {
  std::ostringstream out;
  write_mip(out, problem, MipWriting{.format = format, .repeated_cover = repeated_cover});
  return out.str();
}

ReadProgram read_back(const Problem& problem, MipFormat format, bool repeated_cover = false) {
  const std::string text = written(problem, format, repeated_cover);
  return format == MipFormat::kLp ? read_lp(text) : read_mps(text);
}

// `problem` again, each option with a random cost of 0 to 20.
Problem with_costs(const Problem& problem, std::mt19937& rng) {
  Problem copy;
  for (std::size_t i = 0; i < problem.item_count(); ++i) {
    const ItemId item{static_cast<std::int32_t>(i)};
    if (problem.item_kind(item) == ItemKind::kPrimary) {
      copy.add_primary(problem.item_name(item), problem.multiplicity(item));
    } else {
      copy.add_secondary(problem.item_name(item));
    }
  }
  for (std::size_t c = 1; c <= problem.color_count(); ++c) {
    copy.color(problem.color_name(ColorId{static_cast<std::int32_t>(c)}));
  }
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const auto entries = problem.option(OptionId{static_cast<std::int32_t>(k)});
    copy.add_option(entries, std::uniform_int_distribution<Cost>(0, 20)(rng));
  }
  return copy;
}

// ---- Tests ----------------------------------------------------------------------------------

class MipWriterFormats : public ::testing::TestWithParam<MipFormat> {};

TEST_P(MipWriterFormats, SolutionsAreTheAssignmentsThatSatisfyTheRows) {
  std::mt19937 rng(20261206);
  testing::RandomShape shape;
  shape.max_options = 12;
  shape.max_upper = 3;
  int with_solutions = 0;
  // Fewer rounds under the sanitizers, where the two brute forces took 6 s a format.
  const int rounds = testing::kSanitized ? 50 : 150;
  for (int round = 0; round < rounds; ++round) {
    const Problem problem = with_costs(testing::random_problem(rng, shape), rng);
    const ReadProgram program = read_back(problem, GetParam());
    const std::size_t options = problem.option_count();
    const auto solutions = testing::brute_force_solutions(problem);
    EXPECT_EQ(satisfying(program, options), solutions) << "round " << round << ":\n"
                                                       << written(problem, GetParam());
    for (std::size_t k = 0; k < options; ++k) {
      const std::string name = "X" + std::to_string(k + 1);
      EXPECT_EQ(program.objective.count(name) ? program.objective.at(name) : 0,
                static_cast<long>(problem.option_cost(OptionId{static_cast<std::int32_t>(k)})));
      EXPECT_TRUE(program.binaries.count(name)) << name;
    }
    with_solutions += solutions.empty() ? 0 : 1;
  }
  EXPECT_GT(with_solutions, rounds / 5);  // the comparison saw solutions, not only empty sets
}

TEST_P(MipWriterFormats, ARepeatedCoverCoversEveryItemAtLeastOnceWithAsFewOptions) {
  std::mt19937 rng(7);
  testing::RandomShape shape;
  shape.max_secondary = 0;
  shape.max_colors = 0;
  shape.max_options = 10;
  for (int round = 0; round < 60; ++round) {
    const Problem problem = testing::random_problem(rng, shape);
    const ReadProgram program = read_back(problem, GetParam(), true);
    const std::size_t options = problem.option_count();
    std::set<std::vector<int>> covers;  // straight from the definition
    for (std::uint32_t chosen = 0; chosen < (1u << options); ++chosen) {
      std::set<std::int32_t> covered;
      std::vector<int> set;
      for (std::size_t k = 0; k < options; ++k) {
        if (((chosen >> k) & 1) == 0) continue;
        set.push_back(static_cast<int>(k));
        for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(k)})) {
          covered.insert(entry.item.value);
        }
      }
      if (covered.size() == problem.primary_count()) covers.insert(set);
    }
    EXPECT_EQ(satisfying(program, options), covers) << "round " << round;
    for (std::size_t k = 0; k < options; ++k) {
      EXPECT_EQ(program.objective.at("X" + std::to_string(k + 1)), 1);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(LpAndMps, MipWriterFormats,
                         ::testing::Values(MipFormat::kLp, MipFormat::kMps),
                         [](const auto& info) { return std::string(mip_format_name(info.param)); });

TEST(MipWriter, MpsUsesTheFixedColumnsWhenNamesAndNumbersFit) {
  Problem problem;
  problem.add_primary("a");
  problem.add_option({"a"});
  const std::string fits = written(problem, MipFormat::kMps);
  EXPECT_NE(fits.find("\n    X1        R1        1\n"), std::string::npos) << fits;
  Problem dear;
  dear.add_primary("a");
  const ItemId a{0};
  dear.add_option({a}, ProblemLimits::kMaxOptionCost);  // 13 digits: past field 4's 12
  const std::string free = written(dear, MipFormat::kMps);
  EXPECT_NE(free.find("* free MPS"), std::string::npos);
  EXPECT_NE(free.find("\n X1 COST 1000000000000 R1 1\n"), std::string::npos) << free;
}

TEST(MipWriter, CommentsNameTheOptionsAndRows) {
  Problem problem;
  problem.add_primary("cell 1");
  problem.add_secondary("x");
  problem.add_option({"cell 1", "x:red"});
  problem.add_option({"cell 1", "x:blue"});
  const std::vector<std::string> comments = {"from a test\nwith a newline"};
  std::ostringstream out;
  write_mip(out, problem, MipWriting{.format = MipFormat::kLp, .comments = comments});
  const std::string text = out.str();
  EXPECT_NE(text.find("\\ from a test?with a newline\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\\ X1: cell%201 x:red |0\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\\ Z2: secondary item x has color blue\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\\ R1: primary item cell%201, exactly once\n"), std::string::npos) << text;
}

TEST(MipWriter, RefusesAProblemWithoutOptions) {
  Problem problem;
  problem.add_primary("a");
  std::ostringstream out;
  EXPECT_THROW(write_mip(out, problem, {}), ModelError);
}

}  // namespace
}  // namespace dlx::mip_writer_test
