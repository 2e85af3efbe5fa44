#include <dlx/format/mip_writer.hpp>

#include <fmt/format.h>
#include <dlx/format/dlx_writer.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace dlx {
namespace {

// ---- The program, whatever the format --------------------------------------------------------

struct Term {
  std::size_t variable;  // X1..XN are 0..N-1, the Z follow
  int coefficient;       // +1 or -1
};

struct Row {
  enum class Kind { kEqual, kAtMost, kAtLeast, kBetween };
  Kind kind = Kind::kEqual;
  std::uint32_t lower = 0;  // the right-hand side of kEqual and kAtLeast, kBetween's least
  std::uint32_t upper = 0;  // kAtMost's right-hand side, kBetween's most
  std::vector<Term> terms;
  std::string comment;
};

struct Program {
  std::vector<Cost> objective;  // per variable
  std::size_t options = 0;      // the X; the rest are Z
  std::vector<std::string> color_comments;
  std::vector<Row> rows;

  std::string variable_name(std::size_t v) const {
    return v < options ? fmt::format("X{}", v + 1) : fmt::format("Z{}", v - options + 1);
  }
  static std::string row_name(std::size_t r) { return fmt::format("R{}", r + 1); }
};

Row primary_row(const Problem& problem, ItemId item, bool repeated_cover) {
  Row row;
  const Multiplicity bounds = problem.multiplicity(item);
  const std::string name = dlx_name(problem.item_name(item));
  if (repeated_cover) {
    row.kind = Row::Kind::kAtLeast;
    row.lower = 1;
    row.comment = fmt::format("primary item {}, at least once", name);
  } else if (bounds.lower == bounds.upper) {
    row.kind = Row::Kind::kEqual;
    row.lower = bounds.lower;
    row.comment = fmt::format("primary item {}, exactly {}", name,
                              bounds.lower == 1 ? "once" : fmt::format("{} times", bounds.lower));
  } else if (bounds.lower == 0) {
    row.kind = Row::Kind::kAtMost;
    row.upper = bounds.upper;
    row.comment = fmt::format("primary item {}, at most {} times", name, bounds.upper);
  } else {
    row.kind = Row::Kind::kBetween;
    row.lower = bounds.lower;
    row.upper = bounds.upper;
    row.comment = fmt::format("primary item {}, {} to {} times", name, bounds.lower, bounds.upper);
  }
  return row;
}

// The rows of a secondary item: at most one option without a color, or one color (header).
void add_secondary_rows(const Problem& problem, ItemId item, const std::vector<OptionId>& plain,
                        const std::map<std::int32_t, std::vector<OptionId>>& colored,
                        Program& program) {
  const std::string name = dlx_name(problem.item_name(item));
  const std::size_t groups = plain.size() + colored.size();
  if (groups < 2) return;  // every option that has it agrees
  Row at_most_once;
  at_most_once.kind = Row::Kind::kAtMost;
  at_most_once.upper = 1;
  for (const OptionId option : plain) {
    at_most_once.terms.push_back({static_cast<std::size_t>(option.value), 1});
  }
  std::vector<Row> agree;
  for (const auto& [color, options] : colored) {
    const std::size_t z = program.objective.size();
    program.objective.push_back(0);
    const std::string color_name = dlx_name(problem.color_name(ColorId{color}));
    program.color_comments.push_back(fmt::format("{}: secondary item {} has color {}",
                                                 program.variable_name(z), name, color_name));
    at_most_once.terms.push_back({z, 1});
    for (const OptionId option : options) {
      Row follows;
      follows.kind = Row::Kind::kAtMost;
      follows.upper = 0;
      follows.terms = {{static_cast<std::size_t>(option.value), 1}, {z, -1}};
      follows.comment =
          fmt::format("X{} gives secondary item {} color {}", option.value + 1, name, color_name);
      agree.push_back(std::move(follows));
    }
  }
  at_most_once.comment = colored.empty() ? fmt::format("secondary item {}, at most once", name)
                                         : fmt::format(
                                               "secondary item {}: one option without a color, or "
                                               "one color",
                                               name);
  program.rows.push_back(std::move(at_most_once));
  for (Row& row : agree) program.rows.push_back(std::move(row));
}

Program program_of(const Problem& problem, bool repeated_cover) {
  Program program;
  program.options = problem.option_count();
  program.objective.resize(program.options);
  std::vector<std::vector<OptionId>> plain(problem.item_count());
  std::vector<std::map<std::int32_t, std::vector<OptionId>>> colored(problem.item_count());
  for (std::size_t k = 0; k < program.options; ++k) {
    const OptionId option{static_cast<std::int32_t>(k)};
    program.objective[k] = repeated_cover ? 1 : problem.option_cost(option);
    for (const OptionEntry& entry : problem.option(option)) {
      const auto i = static_cast<std::size_t>(entry.item.value);
      if (entry.color.valid() && entry.color.value != 0) {
        colored[i][entry.color.value].push_back(option);
      } else {
        plain[i].push_back(option);
      }
    }
  }
  for (std::size_t i = 0; i < problem.item_count(); ++i) {
    const ItemId item{static_cast<std::int32_t>(i)};
    if (problem.item_kind(item) != ItemKind::kPrimary) continue;
    Row row = primary_row(problem, item, repeated_cover);
    for (const OptionId option : plain[i]) {
      row.terms.push_back({static_cast<std::size_t>(option.value), 1});
    }
    program.rows.push_back(std::move(row));
  }
  for (std::size_t i = 0; i < problem.item_count(); ++i) {
    const ItemId item{static_cast<std::int32_t>(i)};
    if (problem.item_kind(item) == ItemKind::kPrimary) continue;
    add_secondary_rows(problem, item, plain[i], colored[i], program);
  }
  return program;
}

// The comments every file starts with: the caller's, what the program is, and its names.
std::vector<std::string> header(const Problem& problem, const Program& program,
                                const MipWriting& how) {
  std::vector<std::string> lines(how.comments.begin(), how.comments.end());
  lines.push_back(fmt::format("{} binary variables, {} rows; written by dlx",
                              program.objective.size(), program.rows.size()));
  lines.push_back(how.repeated_cover
                      ? "minimize the number of options, every primary item covered at least once"
                      : "minimize the total cost of the options chosen");
  lines.push_back("XK is the K-th option of the model, counted from 1:");
  for (std::size_t k = 0; k < program.options; ++k) {
    const OptionId option{static_cast<std::int32_t>(k)};
    std::string text;
    for (const OptionEntry& entry : problem.option(option)) {
      if (!text.empty()) text += ' ';
      text += dlx_name(problem.item_name(entry.item));
      if (entry.color.valid() && entry.color.value != 0) {
        text += ':' + dlx_name(problem.color_name(entry.color));
      }
    }
    lines.push_back(fmt::format("X{}: {} |{}", k + 1, text, problem.option_cost(option)));
  }
  for (const std::string& line : program.color_comments) lines.push_back(line);
  for (std::size_t r = 0; r < program.rows.size(); ++r) {
    lines.push_back(fmt::format("{}: {}", Program::row_name(r), program.rows[r].comment));
  }
  // A comment is one line: bytes that could end it become '?'.
  for (std::string& line : lines) {
    for (char& c : line) {
      if (c == '\n' || c == '\r') c = '?';
    }
  }
  return lines;
}

// ---- CPLEX LP --------------------------------------------------------------------------------

// Terms, a few to a line (readers limit a line's length; an expression may go on over lines),
// each with its coefficient from `costs` when given, else +1 or -1.
void write_terms(std::ostream& out, const Program& program, const std::vector<Term>& terms,
                 const std::vector<Cost>* costs) {
  constexpr std::size_t kTermsPerLine = 10;
  for (std::size_t t = 0; t < terms.size(); ++t) {
    if (t > 0 && t % kTermsPerLine == 0) out << "\n  ";
    const Term& term = terms[t];
    const std::string name = program.variable_name(term.variable);
    const char* sign = term.coefficient < 0 ? "- " : (t == 0 ? "" : "+ ");
    if (costs != nullptr) {
      out << ' ' << sign << (*costs)[term.variable] << ' ' << name;
    } else {
      out << ' ' << sign << name;
    }
  }
}

void write_lp_row(std::ostream& out, const Program& program, std::size_t r, const Row& row,
                  const char* suffix, const char* relation, std::uint32_t rhs) {
  out << ' ' << Program::row_name(r) << suffix << ':';
  // An item no option has: its row is 0 (a row of no terms is no syntax every reader takes).
  if (row.terms.empty()) out << " 0 X1";
  write_terms(out, program, row.terms, nullptr);
  out << ' ' << relation << ' ' << rhs << '\n';
}

void write_lp(std::ostream& out, const Program& program, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) out << "\\ " << line << '\n';
  out << "Minimize\n cost:";
  std::vector<Term> objective;
  for (std::size_t v = 0; v < program.objective.size(); ++v) {
    if (program.objective[v] != 0) objective.push_back({v, 1});
  }
  if (objective.empty()) {
    out << " 0 X1";  // every solution is optimal
  } else {
    write_terms(out, program, objective, &program.objective);
  }
  out << "\nSubject To\n";
  for (std::size_t r = 0; r < program.rows.size(); ++r) {
    const Row& row = program.rows[r];
    switch (row.kind) {
      case Row::Kind::kEqual:
        write_lp_row(out, program, r, row, "", "=", row.lower);
        break;
      case Row::Kind::kAtMost:
        write_lp_row(out, program, r, row, "", "<=", row.upper);
        break;
      case Row::Kind::kAtLeast:
        write_lp_row(out, program, r, row, "", ">=", row.lower);
        break;
      case Row::Kind::kBetween:
        write_lp_row(out, program, r, row, "_least", ">=", row.lower);
        write_lp_row(out, program, r, row, "_most", "<=", row.upper);
        break;
    }
  }
  out << "Binaries\n";
  constexpr std::size_t kNamesPerLine = 10;
  for (std::size_t v = 0; v < program.objective.size(); ++v) {
    out << ' ' << program.variable_name(v);
    if (v % kNamesPerLine == kNamesPerLine - 1 || v + 1 == program.objective.size()) out << '\n';
  }
  out << "End\n";
}

// ---- MPS -------------------------------------------------------------------------------------

// The fields of an MPS line: in the fixed columns (2, 5, 15, 25, 40, 50) when `fixed`, else
// separated by a blank.
class MpsLines {
 public:
  MpsLines(std::ostream& out, bool fixed) : out_(out), fixed_(fixed) {}

  void line(std::initializer_list<std::string> fields) {
    static constexpr std::size_t kColumn[] = {1, 4, 14, 24, 39, 49};
    std::string text;
    std::size_t k = 0;
    for (const std::string& field : fields) {
      // Free MPS: a blank before every field, the first too (a line that starts in column 1
      // is a section's).
      if (fixed_) {
        text.resize(kColumn[k], ' ');
      } else if (!field.empty()) {
        text += ' ';
      }
      text += field;
      ++k;
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out_ << text << '\n';
  }

 private:
  std::ostream& out_;
  bool fixed_;
};

bool fits_fixed_columns(const Program& program) {
  const std::size_t variables = program.objective.size();
  if (program.variable_name(variables - 1).size() > 8) return false;
  if (program.options < variables && program.variable_name(program.options - 1).size() > 8) {
    return false;
  }
  if (Program::row_name(program.rows.size()).size() > 8) return false;
  for (const Cost cost : program.objective) {
    if (fmt::format("{}", cost).size() > 12) return false;
  }
  return true;
}

void write_mps(std::ostream& out, const Program& program, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) out << "* " << line << '\n';
  const bool fixed = fits_fixed_columns(program);
  if (!fixed) out << "* free MPS: names or numbers too long for the fixed columns\n";
  MpsLines mps(out, fixed);
  out << "NAME          DLX\nROWS\n";
  mps.line({"N", "COST"});
  for (std::size_t r = 0; r < program.rows.size(); ++r) {
    const Row::Kind kind = program.rows[r].kind;
    const char* type = kind == Row::Kind::kEqual ? "E" : kind == Row::Kind::kAtMost ? "L" : "G";
    mps.line({type, Program::row_name(r)});
  }
  // The columns: each variable's entries, from the rows.
  std::vector<std::vector<std::pair<std::size_t, int>>> entries(program.objective.size());
  for (std::size_t r = 0; r < program.rows.size(); ++r) {
    for (const Term& term : program.rows[r].terms) {
      entries[term.variable].emplace_back(r, term.coefficient);
    }
  }
  out << "COLUMNS\n";
  mps.line({"", "MARKER", "'MARKER'", "", "'INTORG'"});
  for (std::size_t v = 0; v < program.objective.size(); ++v) {
    std::vector<std::pair<std::string, std::string>> pairs;
    if (program.objective[v] != 0) {
      pairs.emplace_back("COST", fmt::format("{}", program.objective[v]));
    }
    for (const auto& [r, coefficient] : entries[v]) {
      pairs.emplace_back(Program::row_name(r), fmt::format("{}", coefficient));
    }
    if (pairs.empty()) pairs.emplace_back("COST", "0");  // a variable in no row
    const std::string name = program.variable_name(v);
    for (std::size_t p = 0; p < pairs.size(); p += 2) {
      if (p + 1 < pairs.size()) {
        mps.line(
            {"", name, pairs[p].first, pairs[p].second, pairs[p + 1].first, pairs[p + 1].second});
      } else {
        mps.line({"", name, pairs[p].first, pairs[p].second});
      }
    }
  }
  mps.line({"", "MARKER", "'MARKER'", "", "'INTEND'"});
  out << "RHS\n";
  for (std::size_t r = 0; r < program.rows.size(); ++r) {
    const Row& row = program.rows[r];
    const std::uint32_t rhs = row.kind == Row::Kind::kAtMost ? row.upper : row.lower;
    if (rhs != 0) mps.line({"", "RHS", Program::row_name(r), fmt::format("{}", rhs)});
  }
  bool ranges = false;
  for (std::size_t r = 0; r < program.rows.size(); ++r) {
    const Row& row = program.rows[r];
    if (row.kind != Row::Kind::kBetween) continue;
    if (!ranges) out << "RANGES\n";
    ranges = true;
    // A G row with range R holds between its right-hand side and that plus R.
    mps.line({"", "RNG", Program::row_name(r), fmt::format("{}", row.upper - row.lower)});
  }
  out << "BOUNDS\n";
  for (std::size_t v = 0; v < program.objective.size(); ++v) {
    mps.line({"BV", "BND", program.variable_name(v)});
  }
  out << "ENDATA\n";
}

}  // namespace

void write_mip(std::ostream& out, const Problem& problem, const MipWriting& how) {
  if (problem.primary_count() == 0 || problem.option_count() == 0) {
    throw ModelError("a 0-1 program needs a primary item and an option");
  }
  const Program program = program_of(problem, how.repeated_cover);
  const std::vector<std::string> lines = header(problem, program, how);
  if (how.format == MipFormat::kLp) {
    write_lp(out, program, lines);
  } else {
    write_mps(out, program, lines);
  }
}

const char* mip_format_name(MipFormat format) {
  return format == MipFormat::kLp ? "LP" : "MPS";
}

}  // namespace dlx
