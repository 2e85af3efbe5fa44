#include "solver_options.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "errors.hpp"
#include "handles.hpp"

namespace dlx::python {
namespace {

// The value of a row as Python shows it: None when unset, an int for a number, else a str.
py::object value_of(const SolverOptionRow& row, const std::string& text) {
  if (text.empty()) return py::none();
  if (row.kind == SolverOptionRow::Kind::kWholeNumber) {
    return py::int_(static_cast<unsigned long long>(std::stoull(text)));
  }
  return py::str(text);
}

// The row's value from a Python value, as the table takes it (digits, or the choice's name).
std::string text_of(const SolverOptionRow& row, py::handle value) {
  const std::string keyword = keyword_of(row);
  if (row.kind == SolverOptionRow::Kind::kWholeNumber) {
    if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value)) {
      throw py::type_error(keyword + " must be an int" +
                           (row.default_value.empty() ? " or None" : "") + ", not " +
                           type_name(value));
    }
    const py::int_ number = py::reinterpret_borrow<py::int_>(value);
    if (number < py::int_(row.min) || number > py::int_(row.max)) {
      throw py::value_error(keyword + " must be from " + std::to_string(row.min) + " to " +
                            (row.max == std::numeric_limits<std::uint64_t>::max()
                                 ? std::string("2**64 - 1")
                                 : std::to_string(row.max)));
    }
    return std::to_string(number.cast<std::uint64_t>());
  }
  if (!py::isinstance<py::str>(value)) throw py::type_error(keyword + " must be a str");
  const std::string text = value.cast<std::string>();
  if (const auto refused = invalid_solver_option_value(row, text)) {
    throw_bad_value(keyword, "'" + text + "': " + *refused);
  }
  return text;
}

std::string default_text(const SolverOptionRow& row) {
  if (row.default_value.empty()) return "None";
  if (row.kind == SolverOptionRow::Kind::kWholeNumber) return std::string(row.default_value);
  return "'" + std::string(row.default_value) + "'";
}

}  // namespace

std::string keyword_of(const SolverOptionRow& row) {
  std::string keyword(row.name);
  std::replace(keyword.begin(), keyword.end(), '-', '_');
  return keyword;
}

std::vector<const SolverOptionRow*> solver_option_rows() {
  std::vector<const SolverOptionRow*> rows;
  for (const SolverOptionRow& row : solver_option_table()) {
    if (row.for_users) rows.push_back(&row);
  }
  return rows;
}

SolverOptions solver_options_from(const py::kwargs& keywords) {
  SolverOptions options;
  for (const SolverOptionRow* row : solver_option_rows()) {
    if (!row->default_value.empty()) row->set(options, row->default_value);
  }
  for (const auto& [key, value] : keywords) {
    const std::string name = py::str(key);
    const SolverOptionRow* row = nullptr;
    for (const SolverOptionRow* candidate : solver_option_rows()) {
      if (name == keyword_of(*candidate)) row = candidate;
    }
    if (row == nullptr) {
      throw py::type_error("Solver() got an unexpected keyword argument '" + name + "'");
    }
    if (value.is_none() && row->default_value.empty()) continue;  // unset, as by default
    row->set(options, text_of(*row, value));
  }
  return options;
}

std::string describe_solver_options(const SolverOptions& options) {
  std::string text;
  for (const SolverOptionRow* row : solver_option_rows()) {
    text += ", " + keyword_of(*row) + "=" +
            py::repr(value_of(*row, row->get(options))).cast<std::string>();
  }
  return text;
}

std::string solver_options_help() {
  // Each option as a paragraph of the docstring, wrapped at 96 columns like the rest of it.
  std::string text;
  for (const SolverOptionRow* row : solver_option_rows()) {
    std::string line = "    " + keyword_of(*row) + ": " + std::string(row->help);
    if (row->kind == SolverOptionRow::Kind::kChoice) {
      line += " (one of";
      for (const std::string_view choice : row->choices) line += " '" + std::string(choice) + "'";
      line += ";";
    } else {
      line += " (";
    }
    line += " default " + default_text(*row) + ")";
    while (line.size() > 96) {
      const std::size_t cut = line.rfind(' ', 96);
      text += line.substr(0, cut) + "\n";
      line = "        " + line.substr(cut + 1);
    }
    text += line + "\n";
  }
  return text;
}

}  // namespace dlx::python
