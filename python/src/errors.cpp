#include "errors.hpp"

#include <fmt/format.h>

#include <dlx/problem.hpp>

#include <new>

#include <dlx/command/command.hpp>
#include <dlx/text/input_error.hpp>
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/sudoku/generator/full_grid.hpp"
#include "search_summary.hpp"

namespace dlx::python {
namespace {

// The classes live as long as the process: Python never unloads an extension module, and a
// static py::object would be destroyed after the interpreter, touching freed memory.
struct ExceptionClasses {
  PyObject* input_error = nullptr;
  PyObject* model_error = nullptr;
  PyObject* search_timeout = nullptr;
  PyObject* search_interrupted = nullptr;
  PyObject* generation_error = nullptr;
};

ExceptionClasses& classes() {
  static ExceptionClasses* instance = new ExceptionClasses();
  return *instance;
}

PyObject* new_exception_class(py::module_& module, const char* name, PyObject* base,
                              const char* doc) {
  const std::string qualified = std::string("dlx.") + name;
  PyObject* type = PyErr_NewExceptionWithDoc(qualified.c_str(), doc, base, nullptr);
  if (type == nullptr) throw py::error_already_set();
  module.add_object(name, py::reinterpret_borrow<py::object>(type));
  return type;
}

// Raises `type(message)` with extra attributes.
void raise_with(PyObject* type, const std::string& message,
                std::initializer_list<std::pair<const char*, py::object>> attributes) {
  py::object error = py::reinterpret_borrow<py::object>(type)(message);
  for (const auto& [name, value] : attributes) error.attr(name) = value;
  PyErr_SetObject(type, error.ptr());
}

void translate(std::exception_ptr raised) {
  try {
    if (raised) std::rethrow_exception(raised);
  } catch (const InputError& e) {
    raise_with(classes().input_error, e.what(),
               {{"source", py::str(e.source())},
                {"line", py::int_(e.line())},
                {"message", py::str(e.message())}});
  } catch (const ModelError& e) {  // LimitError too
    raise_with(classes().model_error, e.what(), {});
  } catch (const polyomino::ModelTooLarge& e) {
    raise_with(classes().model_error, e.what(), {});
  } catch (const SettingError& e) {
    PyErr_SetString(PyExc_ValueError,
                    ("bad value for '" + e.key() + "': " + std::string(e.what())).c_str());
  } catch (const sudoku::GenerationError& e) {
    raise_with(classes().generation_error, e.what(), {});
  }
}

}  // namespace

void bind_errors(py::module_& module) {
  ExceptionClasses& c = classes();
  c.input_error = new_exception_class(
      module, "InputError", PyExc_ValueError,
      "Bad input text. str(error) is the message the command line prints, located as "
      "'source:line: what' ('source: what' for the input as a whole); the attributes source, "
      "line (0 for the whole input) and message hold its parts.");
  c.model_error = new_exception_class(
      module, "ModelError", PyExc_ValueError,
      "A model that breaks the rules of exact cover: an item declared twice, a color on a "
      "primary item, an option without a primary item, a model past the engine's size limits.");
  c.search_timeout = new_exception_class(
      module, "SearchTimeout", PyExc_TimeoutError,
      "The solver's time limit ended a search before it could answer. The attribute stats "
      "(a SearchStats) says how far it got; stats.solutions is a lower bound.");
  c.search_interrupted = new_exception_class(
      module, "SearchInterrupted", PyExc_KeyboardInterrupt,
      "Ctrl-C stopped a search (a KeyboardInterrupt). The attribute count is what the call was "
      "counting, counted so far (a lower bound, as the command line prints it); stats (a "
      "SearchStats) says how far the search got.");
  c.generation_error = new_exception_class(
      module, "GenerationError", PyExc_RuntimeError,
      "The Sudoku generator found no puzzle of the grade asked for within its attempts.");
  py::register_exception_translator(translate);
}

void throw_search_timeout(const SearchResult& result, const std::string& what) {
  raise_with(classes().search_timeout, what, {{"stats", py::cast(SearchSummary(result))}});
  throw py::error_already_set();
}

void throw_search_interrupted(const SearchResult& result, std::uint64_t count) {
  raise_with(classes().search_interrupted,
             fmt::format("interrupted after {} nodes: {} solutions so far (a lower bound)",
                         result.stats.nodes, count),
             {{"count", py::int_(count)}, {"stats", py::cast(SearchSummary(result))}});
  throw py::error_already_set();
}

void throw_bad_value(const std::string& key, const std::string& message) {
  throw py::value_error("bad value for '" + key + "': " + message);
}

}  // namespace dlx::python
