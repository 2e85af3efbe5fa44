// docs/sudoku.md's table of variant constraints (the `| line | rule |` table under "Variant
// constraints") against constraint_types(): every row of the table names types that are rows of
// the code's table, and every type has its line in the docs. The code's table drives the parser,
// so this keeps the format's documentation with the format.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "encoders/sudoku/variants/constraint_type.hpp"
#include "tests/support/text_lines.hpp"

namespace dlx::sudoku::constraint_docs_test {
namespace {

const std::filesystem::path kSudokuDocs = std::filesystem::path(DLX_SOURCE_DIR) / "docs/sudoku.md";

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The name a line's form starts with: its words up to the first parameter ("negative xv";
// "x-sum" from `x-sum row R left: S`; "arrow" from `arrow C [C...]: C C...`). Parameters are
// written in capitals (C, S:, K:), optional ones in brackets, and `row` or `col` starts the
// sandwich's, the x-sum's and the skyscraper's.
std::string name_of_form(const std::string& form) {
  std::istringstream words(form);
  std::string name;
  for (std::string word; words >> word;) {
    if (std::isupper(static_cast<unsigned char>(word[0])) || word[0] == '[' || word == "row" ||
        word == "col") {
      break;
    }
    name += (name.empty() ? "" : " ") + word;
  }
  return name;
}

// The names the table's first column gives: each `form` outside parentheses (the parentheses
// hold variants of the same line, as x-sum's other sides).
std::set<std::string> documented_names(const std::string& markdown) {
  std::set<std::string> names;
  bool in_section = false;
  bool in_table = false;
  for (const std::string& line : testing::lines_of(markdown)) {
    if (line.rfind("### Variant constraints", 0) == 0) {
      in_section = true;
    } else if (in_section && line == "| line | rule |") {
      in_table = true;
    } else if (in_table && line.rfind("|", 0) != 0) {
      break;
    } else if (in_table && line.rfind("|---", 0) != 0) {
      const std::string first_column = line.substr(1, line.find(" | ") - 1);
      int depth = 0;
      for (std::size_t k = 0; k < first_column.size(); ++k) {
        const char c = first_column[k];
        depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        if (c != '`' || depth > 0) continue;
        const std::size_t end = first_column.find('`', k + 1);
        names.insert(name_of_form(first_column.substr(k + 1, end - k - 1)));
        k = end;
      }
    }
  }
  return names;
}

TEST(ConstraintDocs, TheTableOfSudokuMdHasEveryTypeAndNoOther) {
  const std::set<std::string> documented = documented_names(read_text(kSudokuDocs));
  ASSERT_FALSE(documented.empty()) << "no '| line | rule |' table under '### Variant "
                                      "constraints' in "
                                   << kSudokuDocs;
  std::set<std::string> types;
  for (const ConstraintType& type : constraint_types()) {
    types.emplace(type.name);
    EXPECT_EQ(documented.count(std::string(type.name)), 1u)
        << "'" << type.name << "' is a row of constraint_types() without its line in "
        << kSudokuDocs;
  }
  for (const std::string& name : documented) {
    EXPECT_EQ(types.count(name), 1u) << "'" << name << "' is in the table of " << kSudokuDocs
                                     << " but no row of constraint_types()";
  }
}

}  // namespace
}  // namespace dlx::sudoku::constraint_docs_test
