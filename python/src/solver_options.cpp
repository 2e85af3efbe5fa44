#include "solver_options.hpp"

#include <cstdint>
#include <limits>
#include <optional>

namespace dlx::python {
namespace {

std::optional<std::uint64_t> optional_seed(py::handle value) {
  if (value.is_none()) return std::nullopt;
  if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value)) {
    throw py::type_error("seed must be an int or None");
  }
  const py::int_ number = py::reinterpret_borrow<py::int_>(value);
  if (number < py::int_(0) || number > py::int_(std::numeric_limits<std::uint64_t>::max())) {
    throw py::value_error("seed must be from 0 to 2**64 - 1");
  }
  return number.cast<std::uint64_t>();
}

const SolverOptionField kFields[] = {
    {"seed", "None",
     "shuffles the options of every item and breaks ties of the item choice at random, "
     "reproducibly: the same seed gives the same search on every machine; None keeps the order "
     "of declaration",
     [](SolverOptions& options, py::handle value) { options.seed = optional_seed(value); },
     [](const SolverOptions& options) -> py::object {
       return options.seed ? py::object(py::int_(*options.seed)) : py::object(py::none());
     }},
};

}  // namespace

std::span<const SolverOptionField> solver_option_fields() {
  return kFields;
}

SolverOptions solver_options_from(const py::kwargs& keywords) {
  SolverOptions options;
  for (const auto& [key, value] : keywords) {
    const std::string name = py::str(key);
    const SolverOptionField* field = nullptr;
    for (const SolverOptionField& candidate : kFields) {
      if (name == candidate.name) field = &candidate;
    }
    if (field == nullptr) {
      throw py::type_error("Solver() got an unexpected keyword argument '" + name + "'");
    }
    field->set(options, value);
  }
  return options;
}

std::string describe_solver_options(const SolverOptions& options) {
  std::string text;
  for (const SolverOptionField& field : kFields) {
    text += ", " + std::string(field.name) + "=" + py::repr(field.get(options)).cast<std::string>();
  }
  return text;
}

std::string solver_options_help() {
  // Each option as a paragraph of the docstring, wrapped at 96 columns like the rest of it.
  std::string text;
  for (const SolverOptionField& field : kFields) {
    std::string line = "    " + std::string(field.name) + ": " + field.help + " (default " +
                       field.default_text + ")";
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
