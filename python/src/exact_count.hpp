// A count as a Python int, whatever its size: a memoized count passes 2^64 (issue 29), and
// Python's int holds it exactly.
#pragma once

#include <pybind11/pybind11.h>
#include <dlx/search.hpp>

#include <string>

namespace dlx::python {

inline pybind11::int_ exact_count(const SearchResult& result) {
  if (result.solutions_past_64_bits.empty()) return pybind11::int_(result.stats.solutions);
  const std::string& digits = result.solutions_past_64_bits;
  return pybind11::reinterpret_steal<pybind11::int_>(
      PyLong_FromString(digits.c_str(), nullptr, 10));
}

}  // namespace dlx::python
