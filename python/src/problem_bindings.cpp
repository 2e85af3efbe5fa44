// dlx.Problem: items and options by name, as in Knuth's DLX format.
#include <pybind11/stl.h>

#include <dlx/format/dlx_writer.hpp>
#include <dlx/minimum_cover.hpp>
#include <dlx/verify.hpp>

#include <fmt/format.h>

#include <limits>
#include <sstream>

#include <dlx/format/dlx_reader.hpp>
#include "bindings.hpp"
#include "handles.hpp"
#include "text_input.hpp"

namespace dlx::python {
namespace {

Multiplicity bounds_from(py::handle bounds, std::string_view name) {
  // An int k is k:k; a pair (u, v) is u:v, as "u:v|name" in the DLX format.
  auto whole = [&](py::handle value) {
    if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value)) {
      throw py::type_error(
          fmt::format("the bounds of item '{}' must be an int or a pair of ints", name));
    }
    const long long number = value.cast<long long>();
    if (number < 0 || number > std::numeric_limits<std::uint32_t>::max()) {
      throw py::value_error(fmt::format("the bounds of item '{}' must be from 0 to {}", name,
                                        std::numeric_limits<std::uint32_t>::max()));
    }
    return static_cast<std::uint32_t>(number);
  };
  if (py::isinstance<py::int_>(bounds)) {
    const std::uint32_t k = whole(bounds);
    return Multiplicity{k, k};
  }
  const py::tuple pair = py::tuple(py::reinterpret_borrow<py::object>(bounds));
  if (pair.size() != 2) {
    throw py::value_error(fmt::format("the bounds of item '{}' must be (lower, upper)", name));
  }
  return Multiplicity{whole(pair[0]), whole(pair[1])};
}

// A name from Python: a str, or TypeError.
std::string name_of(py::handle value, const char* what) {
  if (!py::isinstance<py::str>(value)) {
    throw py::type_error(
        fmt::format("{} must be a str, not {}", what,
                    py::str(py::type::handle_of(value).attr("__name__")).cast<std::string>()));
  }
  return value.cast<std::string>();
}

ItemId add_primary(ProblemHandle& handle, const std::string& name, const py::object& bounds) {
  if (bounds.is_none()) return handle.to_change().add_primary(name);
  return handle.to_change().add_primary(name, bounds_from(bounds, name));
}

// One entry of an option: "name", "name:color" (split at the first colon, as in the DLX format),
// or a pair (name, color) for names that hold a colon.
struct NamedEntry {
  std::string item;
  std::optional<std::string> color;
};

NamedEntry named_entry(py::handle entry) {
  if (py::isinstance<py::str>(entry)) {
    const std::string text = entry.cast<std::string>();
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos) return {text, std::nullopt};
    return {text.substr(0, colon), text.substr(colon + 1)};
  }
  if (py::isinstance<py::tuple>(entry) && py::len(entry) == 2) {
    const py::tuple pair = py::reinterpret_borrow<py::tuple>(entry);
    NamedEntry named{name_of(pair[0], "an item name"), std::nullopt};
    if (!pair[1].is_none()) named.color = name_of(pair[1], "a color");
    return named;
  }
  throw py::type_error("an option holds item names: 'name', 'name:color' or (name, color)");
}

OptionId add_option(ProblemHandle& handle, py::handle items, Cost cost = 0) {
  if (py::isinstance<py::str>(items)) {
    throw py::type_error("an option is a list of item names, not one string (split it)");
  }
  // Every name is looked up before anything changes, so a bad option leaves the problem as it was.
  const Problem& current = *handle.model;
  std::vector<std::pair<ItemId, std::optional<std::string>>> resolved;
  for (py::handle entry : py::iter(items)) {
    NamedEntry named = named_entry(entry);
    const ItemId item = current.find_item(named.item);
    if (!item.valid()) throw ModelError("unknown item '" + named.item + "'");
    resolved.emplace_back(item, std::move(named.color));
  }
  Problem& problem = handle.to_change();
  std::vector<OptionEntry> entries;
  entries.reserve(resolved.size());
  for (const auto& [item, color] : resolved) {
    entries.emplace_back(item, color ? problem.color(*color) : ColorId{});
  }
  return problem.add_option(std::span<const OptionEntry>(entries), cost);
}

ProblemHandle from_dlx(py::handle source, const std::optional<std::string>& name) {
  std::unique_ptr<TextInput> input = text_or_path(source, name.value_or("<string>"), "source");
  ProblemHandle handle;
  {
    py::gil_scoped_release release;  // a large file takes a while to read
    handle.model =
        std::make_shared<Problem>(std::move(read_dlx(input->stream(), input->source()).problem));
  }
  return handle;
}

py::list option_names(const Problem& problem, OptionId option) {
  py::list names;
  for (const OptionEntry& entry : problem.option(option)) {
    std::string text = problem.item_name(entry.item);
    if (entry.color.valid()) text += ":" + problem.color_name(entry.color);
    names.append(text);
  }
  return names;
}

OptionId checked_option(const Problem& problem, long long index) {
  if (index < 0) index += static_cast<long long>(problem.option_count());
  if (index < 0 || static_cast<unsigned long long>(index) >= problem.option_count()) {
    throw py::index_error(
        fmt::format("there is no option {}; the problem has {}", index, problem.option_count()));
  }
  return OptionId{static_cast<std::int32_t>(index)};
}

py::list item_names(const Problem& problem, std::optional<ItemKind> kind) {
  py::list names;
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (!kind || problem.item_kind(item) == *kind) names.append(problem.item_name(item));
  }
  return names;
}

py::object verdict(const std::optional<std::string>& problem_found) {
  return problem_found ? py::object(py::str(*problem_found)) : py::object(py::none());
}

}  // namespace

void bind_problem(py::module_& module) {
  py::class_<ProblemHandle>(module, "Problem", R"doc(
An exact-cover problem: items, and options that are sets of items (Knuth's Algorithm C model).

A primary item must be covered exactly once, or between lower and upper times when it has
bounds (a multiplicity, as in Knuth's DLX3). A secondary item may be covered at most once; or by
any number of options that all give it the same color. Items are declared before the first
option; their indices are their order of declaration, and option indices are the order in which
options were added: solutions are lists of option indices.

    p = dlx.Problem(primary=["a", "b", "c"], secondary=["x"])
    p.add_option(["a", "b"])          # option 0
    p.add_option(["c", "x:red"])      # option 1: secondary item x with color red
    p.add_option(["a", "c", "x:red"])
    dlx.Solver(p).count()             # 1: options 0 and 1

A problem is a value: changing it after a Solver was built on it does not change that solver's
problem. Breaking the rules (an item declared twice, an unknown item in an option, a color on a
primary item, an option without primary item) raises dlx.ModelError, and leaves the problem as
it was.
)doc")
      .def(py::init([](const py::iterable& primary, const py::iterable& secondary,
                       const py::iterable& options) {
             ProblemHandle handle;
             for (py::handle item : primary) {
               if (py::isinstance<py::tuple>(item)) {
                 const py::tuple pair = py::reinterpret_borrow<py::tuple>(item);
                 if (pair.size() != 2) {
                   throw py::value_error("a primary item is a name or a pair (name, bounds)");
                 }
                 add_primary(handle, name_of(pair[0], "an item name"), pair[1]);
               } else {
                 add_primary(handle, name_of(item, "an item name"), py::none());
               }
             }
             for (py::handle item : secondary) {
               handle.to_change().add_secondary(name_of(item, "an item name"));
             }
             for (py::handle option : options) add_option(handle, option);
             return handle;
           }),
           py::kw_only(), py::arg("primary") = py::tuple(), py::arg("secondary") = py::tuple(),
           py::arg("options") = py::tuple(),
           "Problem(*, primary=(), secondary=(), options=()): the items, each a name (or, for a "
           "primary item, a pair (name, bounds)), and the options, each a list of item names.")
      .def(
          "add_primary",
          [](ProblemHandle& handle, const std::string& name, const py::object& bounds) {
            return add_primary(handle, name, bounds).value;
          },
          py::arg("name"), py::arg("bounds") = py::none(),
          "Declares a primary item and returns its index. bounds: None (exactly once), an int k "
          "(exactly k times), or a pair (lower, upper): at least lower and at most upper times, "
          "lower may be 0 (the item is optional).")
      .def(
          "add_secondary",
          [](ProblemHandle& handle, const std::string& name) {
            return handle.to_change().add_secondary(name).value;
          },
          py::arg("name"), "Declares a secondary item and returns its index.")
      .def(
          "add_option",
          [](ProblemHandle& handle, const py::iterable& items, long long cost) {
            if (cost < 0) {
              throw ModelError("option cost " + std::to_string(cost) + " is negative");
            }
            return add_option(handle, items, static_cast<Cost>(cost)).value;
          },
          py::arg("items"), py::kw_only(), py::arg("cost") = 0,
          "Adds an option and returns its index. items: item names, 'name:color' for a "
          "secondary item with a color (split at the first colon), or pairs (name, color). "
          "cost: a whole number from 0 to 10**12, read by MinimumCostSolver only (Knuth's DLX5).")
      .def(
          "add_options",
          [](ProblemHandle& handle, const py::iterable& options) {
            const auto first = static_cast<long>(handle.model->option_count());
            for (py::handle option : options) add_option(handle, option);
            return py::module_::import("builtins")
                .attr("range")(first, static_cast<long>(handle.model->option_count()));
          },
          py::arg("options"),
          "Adds options (each as for add_option) and returns the range of their indices.")
      .def_static("from_dlx", &from_dlx, py::arg("source"), py::kw_only(),
                  py::arg("name") = py::none(), R"doc(
Reads a problem in Knuth's DLX format (docs/dlx-format.md): the item line, then one option a
line.

source: a pathlib.Path or a str without line break names a file; a str with a line break is the
text itself, which `name` labels in messages (default "<string>"). Malformed input raises
dlx.InputError with the command line's message, "file:line: what is wrong".
)doc")
      .def(
          "to_dlx",
          [](const ProblemHandle& h, const std::vector<std::string>& comments) {
            std::ostringstream text;
            write_dlx(text, *h.model, comments);
            return text.str();
          },
          py::arg("comments") = std::vector<std::string>(), R"doc(
The problem in Knuth's DLX format, as text that Problem.from_dlx, `dlx exact` and (within their
limits: names of 8 bytes, colors of one) Knuth's DLX1, DLX2 and DLX3 read back: each comment as a
'| ' line, the item line (primary items first, with bounds as u:v|name), one option a line.

A name's blanks, '|' and ':' (which the format cannot hold) are written %XX; a problem the format
cannot express (no primary item, two names written alike) raises dlx.ModelError.
)doc")
      .def_property_readonly("item_count",
                             [](const ProblemHandle& h) { return h.model->item_count(); })
      .def_property_readonly("primary_count",
                             [](const ProblemHandle& h) { return h.model->primary_count(); })
      .def_property_readonly("secondary_count",
                             [](const ProblemHandle& h) { return h.model->secondary_count(); })
      .def_property_readonly("option_count",
                             [](const ProblemHandle& h) { return h.model->option_count(); })
      .def_property_readonly("color_count",
                             [](const ProblemHandle& h) { return h.model->color_count(); })
      .def_property_readonly(
          "has_multiplicities",
          [](const ProblemHandle& h) { return h.model->has_multiplicities(); },
          "True when some primary item has bounds other than exactly once (the search is then "
          "Knuth's Algorithm M).")
      .def_property_readonly(
          "items", [](const ProblemHandle& h) { return item_names(*h.model, std::nullopt); },
          "Every item name, in order of declaration (an item's index is its place here).")
      .def_property_readonly(
          "primary_items",
          [](const ProblemHandle& h) { return item_names(*h.model, ItemKind::kPrimary); })
      .def_property_readonly(
          "secondary_items",
          [](const ProblemHandle& h) { return item_names(*h.model, ItemKind::kSecondary); })
      .def(
          "bounds",
          [](const ProblemHandle& h, const std::string& name) {
            const ItemId item = h.model->find_item(name);
            if (!item.valid()) throw py::key_error("no item '" + name + "'");
            const Multiplicity bounds = h.model->multiplicity(item);
            return py::make_tuple(bounds.lower, bounds.upper);
          },
          py::arg("item"), "The bounds (lower, upper) of a primary item; (1, 1) by default.")
      .def(
          "option",
          [](const ProblemHandle& h, long long index) {
            return option_names(*h.model, checked_option(*h.model, index));
          },
          py::arg("index"), "The items of an option, 'name' or 'name:color', as it was added.")
      .def(
          "option_cost",
          [](const ProblemHandle& h, long long index) {
            return h.model->option_cost(checked_option(*h.model, index));
          },
          py::arg("index"), "The cost of an option (0 unless add_option gave one).")
      .def(
          "option_text",
          [](const ProblemHandle& h, long long index) {
            return h.model->option_text(checked_option(*h.model, index));
          },
          py::arg("index"), "An option as a line of the DLX format: 'a b x:red'.")
      .def("__repr__", [](const ProblemHandle& h) {
        return fmt::format("<dlx.Problem: {} primary and {} secondary items, {} options>",
                           h.model->primary_count(), h.model->secondary_count(),
                           h.model->option_count());
      });

  module.def(
      "verify_solution",
      [](const ProblemHandle& h, const py::iterable& options) {
        return verdict(verify_solution(*h.model, option_ids(options, *h.model, "the solution")));
      },
      py::arg("problem"), py::arg("options"),
      "Checks a solution (option indices) against the problem's rules alone, sharing no code "
      "with the search: None when every primary item is covered exactly once (or within its "
      "bounds) and every secondary item at most once or in one color; else what is wrong.");
  module.def(
      "verify_cover",
      [](const ProblemHandle& h, const py::iterable& options) {
        return verdict(verify_cover(*h.model, option_ids(options, *h.model, "the cover")));
      },
      py::arg("problem"), py::arg("options"),
      "Checks a repeated cover: None when every primary item is covered at least once and no "
      "option is used twice (minimality is not checked); else what is wrong.");
}

}  // namespace dlx::python
