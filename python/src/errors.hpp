// The module's exceptions, and how the C++ ones become them.
//
//   dlx.InputError(ValueError)       bad input text: str(e) is the located message the command
//                                    line prints ("queens.dlx:3: unknown item 'r9'"); e.source,
//                                    e.line (0: the input as a whole) and e.message
//   dlx.ModelError(ValueError)       a model that breaks the rules: an item declared twice, a
//                                    color on a primary item, an option without primary item
//   dlx.SearchTimeout(TimeoutError)  the solver's time limit ended a search before it could
//                                    answer; e.stats holds what it had done (stats.solutions is a
//                                    lower bound)
//   dlx.SearchInterrupted(KeyboardInterrupt)  Ctrl-C stopped a search: e.count is what was
//                                    asked counted so far (a lower bound), e.stats its counters
//   dlx.GenerationError(RuntimeError)  the Sudoku generator found no puzzle of the asked grade
//                                    within its attempts
//
// A bad argument (an unknown board name, n = 0) is a ValueError whose text is the command line's
// "bad value for 'board': ...". Ctrl-C is KeyboardInterrupt (interruption.hpp); during a search,
// the SearchInterrupted kind of it.
#pragma once

#include <pybind11/pybind11.h>

#include <dlx/search.hpp>

#include <cstdint>
#include <string>

namespace dlx::python {

namespace py = pybind11;

// Creates the exception classes in `module` and registers the translation of C++ exceptions.
void bind_errors(py::module_& module);

// Raises dlx.SearchTimeout for a search the time limit cut short.
[[noreturn]] void throw_search_timeout(const SearchResult& result, const std::string& what);

// Raises dlx.SearchInterrupted for a search Ctrl-C stopped, `count` being what it counted so far.
[[noreturn]] void throw_search_interrupted(const SearchResult& result, std::uint64_t count);

// A ValueError worded as the command line words a bad setting.
[[noreturn]] void throw_bad_value(const std::string& key, const std::string& message);

}  // namespace dlx::python
