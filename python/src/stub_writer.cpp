// Writes dlx/__init__.pyi from its template: the line @SOLVER_OPTION_PARAMETERS@ becomes Solver's
// keyword arguments, one per row of the engine's table of settings (dlx/solver_options.hpp), with
// their types and defaults, so that the stub says what the extension takes.
//
//   stub_writer TEMPLATE OUTPUT
#include <dlx/solver_options.hpp>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

std::string parameter(const dlx::SolverOptionRow& row) {
  std::string keyword(row.name);
  std::replace(keyword.begin(), keyword.end(), '-', '_');
  if (row.kind == dlx::SolverOptionRow::Kind::kWholeNumber) {
    if (row.default_value.empty()) return keyword + ": Optional[int] = None";
    return keyword + ": int = " + std::string(row.default_value);
  }
  std::string choices;
  for (const std::string_view choice : row.choices) {
    choices += (choices.empty() ? "" : ", ") + ("\"" + std::string(choice) + "\"");
  }
  return keyword + ": Literal[" + choices + "] = \"" + std::string(row.default_value) + "\"";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: stub_writer TEMPLATE OUTPUT\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "stub_writer: cannot read " << argv[1] << "\n";
    return 1;
  }
  std::ostringstream text;
  std::string line;
  while (std::getline(in, line)) {
    if (line != "@SOLVER_OPTION_PARAMETERS@") {
      text << line << "\n";
      continue;
    }
    for (const dlx::SolverOptionRow& row : dlx::solver_option_table()) {
      if (row.for_users) text << "        " << parameter(row) << ",\n";
    }
  }
  std::ofstream out(argv[2]);
  out << text.str();
  return out ? 0 : 1;
}
