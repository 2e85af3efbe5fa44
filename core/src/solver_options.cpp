#include "dlx/solver_options.hpp"

#include "dlx/choices.hpp"

#include <algorithm>
#include <charconv>
#include <string>

namespace dlx {
namespace {

std::uint64_t whole_number(std::string_view digits) {
  std::uint64_t value = 0;
  std::from_chars(digits.data(), digits.data() + digits.size(), value);
  return value;
}

// Each choice row's names and values, side by side.
constexpr Choice<Heuristic> kHeuristics[] = {
    {"auto", Heuristic::kAuto}, {"mrv", Heuristic::kMrv}, {"weighted", Heuristic::kWeighted}};
constexpr Choice<Propagation> kPropagations[] = {{"auto", Propagation::kAuto},
                                                 {"none", Propagation::kNone},
                                                 {"implied", Propagation::kImplied},
                                                 {"colors", Propagation::kColors},
                                                 {"all", Propagation::kAll}};
constexpr Choice<Restarts::Schedule> kSchedules[] = {{"off", Restarts::Schedule::kOff},
                                                     {"luby", Restarts::Schedule::kLuby},
                                                     {"geometric", Restarts::Schedule::kGeometric}};
constexpr Choice<Memo> kMemos[] = {{"auto", Memo::kAuto}, {"on", Memo::kOn}, {"off", Memo::kOff}};
constexpr Choice<MemoOrder> kMemoOrders[] = {{"auto", MemoOrder::kAuto},
                                             {"declared", MemoOrder::kDeclared},
                                             {"frontier", MemoOrder::kFrontier},
                                             {"mrv", MemoOrder::kMrv}};

// A choice row's field from its value's name, and back.
template <typename Value, std::size_t N>
Value chosen(std::string_view name, const Choice<Value> (&choices)[N]) {
  return choice_value(std::span<const Choice<Value>>(choices), name);
}

template <typename Value, std::size_t N>
std::string name_of(Value value, const Choice<Value> (&choices)[N]) {
  return std::string(choice_name(std::span<const Choice<Value>>(choices), value));
}

template <typename Value, std::size_t N>
std::vector<std::string_view> choices(const Choice<Value> (&table)[N]) {
  return choice_names(std::span<const Choice<Value>>(table));
}

// The engine row's choices: auto, then every engine of all_engines().
std::vector<std::string_view> engine_choices() {
  std::vector<std::string_view> names = {"auto"};
  for (const EngineEntry& engine : all_engines()) names.push_back(engine.name);
  return names;
}

// The engine row's help: auto, then every engine of all_engines() in its own words.
std::string_view engine_help() {
  static const std::string help = [] {
    std::string text = "the engine: auto (by the problem's shape)";
    for (const EngineEntry& engine : all_engines()) {
      text += ", " + std::string(engine.name) + " (" + std::string(engine.help) + ")";
    }
    return text;
  }();
  return help;
}

EngineKind engine_named(std::string_view name) {
  for (const EngineEntry& engine : all_engines()) {
    if (engine.name == name) return engine.kind;
  }
  return EngineKind::kAuto;
}

std::string engine_name(EngineKind kind) {
  for (const EngineEntry& engine : all_engines()) {
    if (engine.kind == kind) return std::string(engine.name);
  }
  return "auto";
}

std::vector<SolverOptionRow> make_table() {
  using Kind = SolverOptionRow::Kind;
  return {
      {.name = "seed",
       .kind = Kind::kWholeNumber,
       .value_name = "S",
       .help = "shuffle options and break ties with this seed",
       .set = [](SolverOptions& o, std::string_view v) { o.seed = whole_number(v); },
       .get = [](const SolverOptions& o) { return o.seed ? std::to_string(*o.seed) : ""; }},
      {.name = "heuristic",
       .kind = Kind::kChoice,
       .value_name = "NAME",
       .help = "the item to branch on: mrv (fewest options left), weighted (fewest options per "
               "unit of weight; an item's weight grows at each dead end on it: dom/wdeg), auto "
               "(weighted for a first solution and --unique, mrv for --count and --all)",
       .choices = choices(kHeuristics),
       .default_value = "auto",
       .set = [](SolverOptions& o, std::string_view v) { o.heuristic = chosen(v, kHeuristics); },
       .get = [](const SolverOptions& o) { return name_of(o.heuristic, kHeuristics); }},
      {.name = "propagate",
       .kind = Kind::kChoice,
       .value_name = "WHAT",
       .help = "reasoning before each branching choice: none; implied (if every option left "
               "for an item covers another item, that item's other options go); colors (an "
               "option goes when no option left for some item agrees with its colors); all; "
               "auto (none, but colors for variant Sudoku)",
       .choices = choices(kPropagations),
       .default_value = "auto",
       .set = [](SolverOptions& o,
                 std::string_view v) { o.propagation = chosen(v, kPropagations); },
       .get = [](const SolverOptions& o) { return name_of(o.propagation, kPropagations); }},
      {.name = "restarts",
       .kind = Kind::kChoice,
       .value_name = "SCHEDULE",
       .help = "restart a search for a first solution (and --unique's first phase) after a "
               "budget of nodes: off, luby (budgets 1 1 2 1 1 2 4 ... times --restart-base), "
               "geometric (times 1.5 each attempt)",
       .choices = choices(kSchedules),
       .default_value = "off",
       .set = [](SolverOptions& o,
                 std::string_view v) { o.restarts.schedule = chosen(v, kSchedules); },
       .get = [](const SolverOptions& o) { return name_of(o.restarts.schedule, kSchedules); }},
      {.name = "restart-base",
       .kind = Kind::kWholeNumber,
       .value_name = "NODES",
       .help = "the first restart's budget of nodes",
       .default_value = "1000",
       .min = 1,
       .set = [](SolverOptions& o, std::string_view v) { o.restarts.base_nodes = whole_number(v); },
       .get = [](const SolverOptions& o) { return std::to_string(o.restarts.base_nodes); }},
      {.name = "memo",
       .kind = Kind::kChoice,
       .value_name = "WHEN",
       .help = "cache the count below each remaining problem while counting (Algorithm Z; "
               "exact counts of any size): auto (when a short probe sees subproblems repeat), "
               "on, off",
       .choices = choices(kMemos),
       .default_value = "auto",
       .set = [](SolverOptions& o, std::string_view v) { o.memo = chosen(v, kMemos); },
       .get = [](const SolverOptions& o) { return name_of(o.memo, kMemos); }},
      {.name = "memo-cache",
       .kind = Kind::kWholeNumber,
       .value_name = "MIB",
       .help = "the memoized count's cache budget in MiB; a full cache replaces its cheapest "
               "entries and the count stays exact",
       .default_value = "1024",
       .min = 1,
       .max = std::uint64_t{1} << 40,  // 2^60 bytes
       .set = [](SolverOptions& o,
                 std::string_view v) { o.memo_cache_bytes = whole_number(v) << 20; },
       .get = [](const SolverOptions& o) { return std::to_string(o.memo_cache_bytes >> 20); }},
      {.name = "memo-order",
       .kind = Kind::kChoice,
       .value_name = "ORDER",
       .help = "the memoized count's item order: declared (the first item left, in declaration "
               "order), frontier (an order with a short frontier: Cuthill-McKee's, or a sweep by "
               "fewest new neighbours), mrv (fewest options left), auto (frontier and mrv in turn, "
               "sharing the cache, until one finishes or leads)",
       .choices = choices(kMemoOrders),
       .default_value = "auto",

       .set = [](SolverOptions& o, std::string_view v) { o.memo_order = chosen(v, kMemoOrders); },
       .get = [](const SolverOptions& o) { return name_of(o.memo_order, kMemoOrders); }},
      {.name = "engine",
       .kind = Kind::kChoice,
       .value_name = "NAME",
       .help = engine_help(),
       .choices = engine_choices(),
       .default_value = "auto",
       .for_users = false,
       .set = [](SolverOptions& o, std::string_view v) { o.engine = engine_named(v); },
       .get = [](const SolverOptions& o) { return engine_name(o.engine); }},
  };
}

bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t k = 0; k < a.size(); ++k) {
    const char x = a[k] == '_' ? '-' : a[k];
    const char y = b[k] == '_' ? '-' : b[k];
    if (x != y) return false;
  }
  return true;
}

}  // namespace

std::span<const SolverOptionRow> solver_option_table() {
  static const std::vector<SolverOptionRow> table = make_table();
  return table;
}

const SolverOptionRow* find_solver_option(std::string_view name) {
  for (const SolverOptionRow& row : solver_option_table()) {
    if (same_name(row.name, name)) return &row;
  }
  return nullptr;
}

std::optional<std::string> invalid_solver_option_value(const SolverOptionRow& row,
                                                       std::string_view value) {
  if (row.kind == SolverOptionRow::Kind::kChoice) {
    if (std::find(row.choices.begin(), row.choices.end(), value) != row.choices.end()) {
      return std::nullopt;
    }
    return expected_choice(row.choices);
  }
  std::uint64_t number = 0;
  const char* end = value.data() + value.size();
  const auto [stop, error] = std::from_chars(value.data(), end, number);
  if (value.empty() || error != std::errc() || stop != end || number < row.min ||
      number > row.max) {
    return "expected a whole number from " + std::to_string(row.min) + " to " +
           (row.max == std::numeric_limits<std::uint64_t>::max() ? std::string("2^64-1")
                                                                 : std::to_string(row.max));
  }
  return std::nullopt;
}

std::string describe(const SolverOptions& options) {
  std::string text;
  for (const SolverOptionRow& row : solver_option_table()) {
    const std::string value = row.get(options);
    text += (text.empty() ? "" : " ") + std::string(row.name) + "=" + (value.empty() ? "-" : value);
  }
  return text;
}

}  // namespace dlx
