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

std::string text_of(py::handle value, const char* name) {
  if (!py::isinstance<py::str>(value)) throw py::type_error(std::string(name) + " must be a str");
  return value.cast<std::string>();
}

Heuristic heuristic_from(py::handle value) {
  const std::string text = text_of(value, "heuristic");
  if (text == "auto") return Heuristic::kAuto;
  if (text == "mrv") return Heuristic::kMrv;
  if (text == "weighted") return Heuristic::kWeighted;
  throw py::value_error("heuristic must be 'auto', 'mrv' or 'weighted', not '" + text + "'");
}

const char* heuristic_name(Heuristic heuristic) {
  switch (heuristic) {
    case Heuristic::kMrv:
      return "mrv";
    case Heuristic::kWeighted:
      return "weighted";
    default:
      return "auto";
  }
}

Restarts::Schedule schedule_from(py::handle value) {
  const std::string text = text_of(value, "restarts");
  if (text == "off") return Restarts::Schedule::kOff;
  if (text == "luby") return Restarts::Schedule::kLuby;
  if (text == "geometric") return Restarts::Schedule::kGeometric;
  throw py::value_error("restarts must be 'off', 'luby' or 'geometric', not '" + text + "'");
}

const char* schedule_name(Restarts::Schedule schedule) {
  switch (schedule) {
    case Restarts::Schedule::kLuby:
      return "luby";
    case Restarts::Schedule::kGeometric:
      return "geometric";
    default:
      return "off";
  }
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
    {"heuristic", "'auto'",
     "the item to branch on: 'mrv' (fewest options), 'weighted' (fewest options per unit of "
     "weight, weights learned from dead ends: dom/wdeg), or 'auto' (weighted for first() and "
     "unique(), mrv for counting and listing)",
     [](SolverOptions& options, py::handle value) { options.heuristic = heuristic_from(value); },
     [](const SolverOptions& options) -> py::object {
       return py::str(heuristic_name(options.heuristic));
     }},
    {"restarts", "'off'",
     "restarts of first() and of unique()'s first phase: 'off', 'luby' or 'geometric' budgets of "
     "restart_base nodes",
     [](SolverOptions& options, py::handle value) {
       options.restarts.schedule = schedule_from(value);
     },
     [](const SolverOptions& options) -> py::object {
       return py::str(schedule_name(options.restarts.schedule));
     }},
    {"restart_base", "1000", "the first restart's budget of nodes",
     [](SolverOptions& options, py::handle value) {
       if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value) ||
           value.cast<py::int_>() < py::int_(1)) {
         throw py::value_error("restart_base must be a positive int");
       }
       options.restarts.base_nodes = value.cast<std::uint64_t>();
     },
     [](const SolverOptions& options) -> py::object {
       return py::int_(options.restarts.base_nodes);
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
