#include "handles.hpp"

#include <fmt/format.h>

#include <cmath>
#include <utility>

#include "errors.hpp"

namespace dlx::python {

namespace {

// As the command line's --threads: more than this is a typo, not a machine.
constexpr long long kMaxThreads = 1024;

}  // namespace

std::string type_name(py::handle value) {
  return py::str(py::type::handle_of(value).attr("__name__")).cast<std::string>();
}

unsigned threads_from(const py::object& threads) {
  if (!py::isinstance<py::int_>(threads) || py::isinstance<py::bool_>(threads)) {
    throw py::type_error("threads must be an int, not " + type_name(threads));
  }
  const long long value = threads.cast<long long>();
  if (value < 0 || value > kMaxThreads) {
    throw py::value_error(fmt::format(
        "threads must be from 0 (one per hardware thread) to {}, not {}", kMaxThreads, value));
  }
  return static_cast<unsigned>(value);
}

// Seconds, from a number or a datetime.timedelta; None: no limit.
std::optional<double> time_limit_from(const py::object& limit) {
  if (limit.is_none()) return std::nullopt;
  double seconds = 0;
  if (py::hasattr(limit, "total_seconds")) {
    seconds = limit.attr("total_seconds")().cast<double>();
  } else if ((py::isinstance<py::int_>(limit) || py::isinstance<py::float_>(limit)) &&
             !py::isinstance<py::bool_>(limit)) {
    seconds = limit.cast<double>();
  } else {
    throw py::type_error("time_limit must be a number of seconds, a datetime.timedelta or None");
  }
  if (!(seconds > 0) || std::isinf(seconds)) {
    throw py::value_error(
        fmt::format("time_limit must be a positive number of seconds, not {}", seconds));
  }
  return seconds;
}

BusyLease::BusyLease(std::atomic<bool>& busy) : busy_(&busy) {
  bool expected = false;
  if (!busy.compare_exchange_strong(expected, true)) {
    throw std::runtime_error(
        "the solver is busy: an iterator of its solutions is still open (take it to the end, "
        "close() it, or use it in a with block), or another thread is searching with it");
  }
}

BusyLease::~BusyLease() {
  busy_->store(false);
}

SolutionIterator::SolutionIterator(SolutionStream::Spec spec, Convert convert, std::string label)
    : stream_(std::move(spec)), convert_(std::move(convert)), label_(std::move(label)) {}

py::object SolutionIterator::next() {
  // Like a generator, an iterator is not to be advanced by two threads at once.
  bool expected = false;
  if (!running_.compare_exchange_strong(expected, true)) {
    throw py::value_error("this iterator is already running in another thread");
  }
  struct Done {
    std::atomic<bool>& flag;
    ~Done() { flag.store(false); }
  } done{running_};
  if (!ended_.load()) {
    std::vector<OptionId> solution;
    if (stream_.next(solution)) return convert_(std::move(solution));
    ended_.store(true);
    const SearchResult result = stream_.result();
    if (result.status == SearchStatus::kTimeLimit) {
      throw_search_timeout(
          result, fmt::format("{}: time limit reached after {} solutions, {} nodes", label_,
                              result.stats.solutions, result.stats.nodes));
    }
  }
  throw py::stop_iteration();
}

void SolutionIterator::close() {
  ended_.store(true);
  stream_.close();
}

SearchSummary SolutionIterator::stats() const {
  SearchResult result = stream_.result();
  result.stats = stream_.stats();
  return SearchSummary(result);
}

py::list option_list(std::span<const OptionId> options) {
  py::list list(options.size());
  for (std::size_t k = 0; k < options.size(); ++k) {
    PyList_SET_ITEM(list.ptr(), static_cast<Py_ssize_t>(k), PyLong_FromLong(options[k].value));
  }
  return list;
}

std::vector<OptionId> option_ids(py::handle indices, const Problem& problem, const char* what) {
  std::vector<OptionId> ids;
  for (py::handle item : py::iter(indices)) {
    if (!py::isinstance<py::int_>(item) || py::isinstance<py::bool_>(item)) {
      throw py::type_error(fmt::format("{} must hold option indices (int)", what));
    }
    const long long index = item.cast<long long>();
    if (index < 0 || static_cast<unsigned long long>(index) >= problem.option_count()) {
      throw py::index_error(fmt::format("{}: there is no option {}; the problem has {} options",
                                        what, index, problem.option_count()));
    }
    ids.emplace_back(static_cast<std::int32_t>(index));
  }
  return ids;
}

std::uint64_t solution_limit(const py::object& limit) {
  if (limit.is_none()) return 0;
  if (!py::isinstance<py::int_>(limit) || py::isinstance<py::bool_>(limit)) {
    throw py::type_error("limit must be an int or None, not " + type_name(limit));
  }
  const long long value = limit.cast<long long>();
  if (value < 1) throw py::value_error(fmt::format("limit must be at least 1, not {}", value));
  return static_cast<std::uint64_t>(value);
}

}  // namespace dlx::python
