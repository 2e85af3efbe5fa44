#include "encoders/sudoku/variants/encoder.hpp"

#include <fmt/format.h>

#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <bit>
#include <numeric>
#include <set>
#include <type_traits>

namespace dlx::sudoku {
namespace {

// A piece with more combinations than this is refused: its constraint is beyond what the model
// should hold (a 16x16 sum over many cells that the splitting did not tame).
constexpr std::size_t kMaxPieceOptions = 200'000;
// And all the pieces of one puzzle together.
constexpr std::size_t kMaxTotalOptions = 2'000'000;
// The most terms of a sum whose combinations are counted for one piece before it is split.
constexpr std::size_t kMaxCountedSumTerms = 16;
// The most prefixes the walk that counts them tries.
constexpr std::size_t kMaxSumWalk = 200'000;

}  // namespace

// Measured on examples/sudoku/variants (--unique, nodes summed over the nine puzzles): windows of
// 2 cells 47,690 nodes, of 3 45,448, of 4 60,212 (Hay Fever: 12,215, 9,895, 24,669). Sums split
// past 64 combinations took Clipped from 326 nodes to 1,740; past 4096, no tree changed.
int Encoder::line_window = 3;
std::size_t Encoder::sum_piece_limit = 512;
// A 9x9 clue has at most a few thousand; a 16x16 clue of 5 had 496,850 options, 11,450 as a chain.
std::size_t Encoder::skyline_limit = 20'000;

Encoder::Encoder(GridShape shape, const std::vector<std::vector<int>>& houses,
                 const std::vector<Constraint>& constraints, std::string source,
                 const std::vector<int>& givens)
    : shape_(std::move(shape)), constraints_(constraints), source_(std::move(source)) {
  const int cells = all_cells();
  peer_words_ = (cells + 63) / 64;
  peers_.assign(static_cast<std::size_t>(cells * peer_words_), 0);
  houses_ = houses;
  house_cells_.assign(houses.size() * static_cast<std::size_t>(peer_words_), 0);
  for (std::size_t h = 0; h < houses.size(); ++h) {
    const std::vector<int>& house = houses[h];
    if (static_cast<int>(house.size()) == shape_.size.values) {
      whole_houses_.push_back(house);
      whole_totals_.push_back(house_total());
    }
    mark_peers(house);
    for (int cell : house) {
      const std::size_t word = h * static_cast<std::size_t>(peer_words_) + cell / 64;
      house_cells_[word] |= std::uint64_t{1} << (cell % 64);
    }
  }
  same_of_.resize(static_cast<std::size_t>(cells));
  std::iota(same_of_.begin(), same_of_.end(), 0);
  out_.size = shape_.size;
  out_.domain.assign(static_cast<std::size_t>(cells), all());
  given_.assign(static_cast<std::size_t>(cells), 0);
  for (std::size_t cell = 0; cell < givens.size() && cell < given_.size(); ++cell) {
    if (givens[cell] > 0) given_[cell] = value_bit(givens[cell]);
  }
}

CompiledConstraints Encoder::compile() {
  for (current_ = 0; current_ < constraints_.size(); ++current_) {
    pieces_of_current_ = 0;
    items_of_current_ = 0;
    const ConstraintType& type = *constraints_[current_].type;
    if (type.compile != nullptr) type.compile(constraints_[current_], *this);
    pieces_made_.push_back(pieces_of_current_);
  }
  add_houses_held_within_domains();
  // Before the house and band sums: the puzzle's own sums are merged, as ISS merges them.
  add_combined_sums();
  add_house_sums();
  add_single_outie_sums();
  add_band_sums();
  // Cells made the same (a palindrome's mirror cells, clones) that share a house cannot hold one
  // value. An empty domain says so to the presolve at once; the search alone proves it the long
  // way (a palindrome r6c1 r6c2 r6c3 r7c4 on an empty 9x9: over 3 s without finding it).
  for (int a = 0; a < all_cells(); ++a) {
    for (int b = a + 1; b < all_cells(); ++b) {
      if (share_house(a, b) && find(a) == find(b)) out_.domain[static_cast<std::size_t>(a)] = 0;
    }
  }
  return std::move(out_);
}

bool Encoder::house_holds(std::size_t house, int cell) const {
  const std::size_t word = house * static_cast<std::size_t>(peer_words_) + cell / 64;
  return (house_cells_[word] >> (cell % 64)) & 1;
}

bool Encoder::share_house(int a, int b) const {
  return (peers_[static_cast<std::size_t>(a * peer_words_ + b / 64)] >> (b % 64)) & 1;
}

std::vector<int> Encoder::orthogonal_neighbours(int cell) const {
  std::vector<int> out;
  if (shape_.size.is_variable(cell)) return out;  // no place in the grid
  const GridSize& grid = shape_.size;
  const int r = row(cell);
  const int c = column(cell);
  if (r > 0) out.push_back(cell - grid.columns);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < grid.columns) out.push_back(cell + 1);
  if (r + 1 < grid.rows) out.push_back(cell + grid.columns);
  return out;
}

ValueMask Encoder::mask(const std::function<bool(int)>& keep) const {
  ValueMask out = 0;
  for (int v = lowest(); v <= highest(); ++v) {
    if (keep(v)) out |= bit(v);
  }
  return out;
}

void Encoder::fail(const std::string& message) const {
  const Constraint& constraint = constraints_[current_];
  throw InputError(source_, constraint.line, fmt::format("{}: {}", constraint.type->name, message));
}

std::string Encoder::prefix() const {
  return fmt::format("k{}", current_ + 1);
}

void Encoder::restrict(int cell, ValueMask allowed) {
  out_.domain[static_cast<std::size_t>(cell)] &= allowed;
}

int Encoder::find(int cell) {
  while (same_of_[static_cast<std::size_t>(cell)] != cell) {
    cell = same_of_[static_cast<std::size_t>(cell)] =
        same_of_[static_cast<std::size_t>(same_of_[static_cast<std::size_t>(cell)])];
  }
  return cell;
}

void Encoder::same(int a, int b) {
  if (a == b) return;
  out_.same.emplace_back(a, b);
  const int ra = find(a);
  const int rb = find(b);
  if (ra != rb) same_of_[static_cast<std::size_t>(std::max(ra, rb))] = std::min(ra, rb);
}

void Encoder::at_most_one(std::vector<Literal> literals) {
  for (Literal& literal : literals) literal.value -= shape_.size.offset;
  add_at_most_one(std::move(literals));
}

void Encoder::add_at_most_one(std::vector<Literal> literals) {
  out_.at_most_one.push_back(
      {fmt::format("{}x{}", prefix(), ++items_of_current_), std::move(literals)});
}

void Encoder::chaos_relation(std::vector<int> group, bool apart) {
  ChaosRelation relation{apart, std::move(group), {}};
  // As many labels as regions: the cells cut into regions of one cell per value.
  const int items = apart ? cells() / shape_.size.values : 1;
  for (int k = 0; k < items; ++k) {
    relation.items.push_back(fmt::format("{}x{}", prefix(), ++items_of_current_));
  }
  out_.chaos_relations.push_back(std::move(relation));
}

int Encoder::chaos_labels() const {
  for (const Constraint& c : constraints_) {
    if (c.type->name == "chaos") return cells() / c.number.value_or(shape_.size.values);
  }
  return 0;
}

Var Encoder::region_label(int cell) {
  for (const ChaosLabel& label : out_.chaos_labels) {
    if (label.cell == cell) return all_cells() + label.auxiliary;
  }
  const Var var = auxiliary(1, chaos_labels());
  out_.chaos_labels.push_back({cell, var - all_cells()});
  return var;
}

void Encoder::distinct(const std::vector<int>& cells) {
  // Cells that already share a house cannot repeat a value: no item is needed for them.
  bool all_peers = true;
  for (std::size_t i = 0; i < cells.size() && all_peers; ++i) {
    for (std::size_t j = i + 1; j < cells.size() && all_peers; ++j) {
      all_peers = share_house(cells[i], cells[j]);
    }
  }
  if (all_peers) return;
  for (int v = 1; v <= shape_.size.values; ++v) {
    std::vector<Literal> literals;
    for (int cell : cells) literals.push_back({cell, v});
    add_at_most_one(std::move(literals));
  }
  mark_peers(cells);
}

void Encoder::mark_peers(const std::vector<int>& cells) {
  for (int a : cells) {
    for (int b : cells) {
      if (a != b) peers_[static_cast<std::size_t>(a * peer_words_ + b / 64)] |= 1ull << (b % 64);
    }
  }
}

Var Encoder::auxiliary(int low, int high) {
  out_.auxiliaries.push_back({fmt::format("{}a{}", prefix(), ++items_of_current_), low, high});
  return all_cells() + static_cast<int>(out_.auxiliaries.size()) - 1;
}

Piece& Encoder::piece() {
  out_.pieces.push_back({});
  out_.pieces.back().name = fmt::format("{}p{}", prefix(), ++pieces_of_current_);
  return out_.pieces.back();
}

Piece& Encoder::set_piece(const std::vector<int>& cells) {
  mark_peers(cells);
  out_.value_groups.push_back({cells, out_.pieces.size()});
  return piece();
}

void Encoder::required_values(std::vector<int> cells, ValueMask values) {
  out_.required.push_back({std::move(cells), values});
}

std::vector<int> Encoder::values_of(Var var) const {
  std::vector<int> values;
  if (is_cell(var)) {
    ValueMask domain = out_.domain[static_cast<std::size_t>(var)];
    // A clue narrows what an enumeration takes, unless it breaks the rules here: the presolve
    // then finds no solution, where an empty list of values would have nothing to enumerate.
    if (const ValueMask clue = given_[static_cast<std::size_t>(var)]; domain & clue) {
      domain = clue;
    }
    for (int v = lowest(); v <= highest(); ++v) {
      if (domain & bit(v)) values.push_back(v);
    }
  } else {
    const AuxiliaryValue& aux = out_.auxiliaries[static_cast<std::size_t>(var - all_cells())];
    for (int v = aux.low; v <= aux.high; ++v) values.push_back(v);
  }
  return values;
}

namespace {

// What `accept` says of a prefix; an accept that says yes or no (tuples()) never refuses the later
// values.
template <typename Accept>
Encoder::Prefix judge_prefix(Accept& accept, std::span<const int> prefix) {
  if constexpr (std::is_same_v<decltype(accept(prefix)), bool>) {
    return accept(prefix) ? Encoder::Prefix::kTaken : Encoder::Prefix::kRefused;
  } else {
    return accept(prefix);
  }
}

}  // namespace

// A template, not a std::function: the walk calls `accept` for every prefix it extends, and a
// sum's accept is two additions and a comparison (on ISS's Little Killer Sudoku, index 34 of the
// shared collection, the calls through std::function were 10 of the walks' 34 M instructions).
template <typename Accept, typename Emit>
std::size_t Encoder::enumerate(const std::vector<Var>& vars, Accept&& accept, std::size_t limit,
                               Emit&& emit) {
  const std::size_t size = vars.size();
  std::vector<std::vector<int>> values(size);
  // For each position, the earlier positions whose value it must differ from (a shared house)
  // or equal (the same cell, or cells made the same).
  std::vector<std::vector<std::size_t>> differ(size), equal(size);
  for (std::size_t k = 0; k < size; ++k) {
    values[k] = values_of(vars[k]);
    if (!is_cell(vars[k])) continue;
    for (std::size_t j = 0; j < k; ++j) {
      if (!is_cell(vars[j])) continue;
      if (vars[j] == vars[k] || find(vars[j]) == find(vars[k])) {
        equal[k].push_back(j);
      } else if (share_house(vars[j], vars[k])) {
        differ[k].push_back(j);
      }
    }
  }
  std::vector<int> chosen(size, 0);
  std::vector<std::size_t> at(size, 0);
  std::size_t count = 0;
  // Iterative depth-first walk over positions.
  std::size_t depth = 0;
  if (size == 0) return count;
  while (true) {
    if (at[depth] == values[depth].size()) {
      if (depth == 0) return count;
      at[depth] = 0;
      --depth;
      ++at[depth];
      continue;
    }
    const int v = values[depth][at[depth]];
    bool ok = true;
    for (std::size_t j : differ[depth]) ok = ok && chosen[j] != v;
    for (std::size_t j : equal[depth]) ok = ok && chosen[j] == v;
    chosen[depth] = v;
    if (ok) {
      const Prefix verdict = judge_prefix(accept, std::span<const int>(chosen.data(), depth + 1));
      if (verdict == Prefix::kRefusedWithLaterValues) {
        at[depth] = values[depth].size();
        continue;
      }
      ok = verdict == Prefix::kTaken;
    }
    if (!ok) {
      ++at[depth];
      continue;
    }
    if (depth + 1 == size) {
      if (++count > limit) return count;
      emit(std::span<const int>(chosen));
      ++at[depth];
      continue;
    }
    ++depth;
  }
}

// One walk: the options are kept as they are found, so that a piece small enough is not
// enumerated a second time to be added.
template <typename Accept>
std::size_t Encoder::collect(const std::vector<Var>& vars, Accept&& accept, std::size_t limit,
                             Piece& found) {
  std::vector<Term> option(vars.size());
  return enumerate(vars, accept, limit, [&](std::span<const int> values) {
    for (std::size_t k = 0; k < vars.size(); ++k) {
      option[k] = {vars[k],
                   is_cell(vars[k]) ? bit(values[k]) : static_cast<std::uint32_t>(values[k])};
    }
    found.add_option(option);
  });
}

template <typename Accept>
void Encoder::add_tuples(const std::vector<Var>& vars, Accept&& accept) {
  Piece found;
  const std::size_t count = collect(vars, accept, kMaxPieceOptions, found);
  add_found_piece(std::move(found), count);
}

void Encoder::tuples(const std::vector<Var>& vars,
                     const std::function<bool(std::span<const int>)>& accept) {
  add_tuples(vars, accept);
}

void Encoder::add_found_piece(Piece found, std::size_t count) {
  if (count > kMaxPieceOptions) {
    fail(fmt::format("its cells take more than {} combinations of values; too large to model",
                     kMaxPieceOptions));
  }
  total_options_ += count;
  if (total_options_ > kMaxTotalOptions) {
    fail(
        fmt::format("the constraints together take more than {} combinations of values; too "
                    "large to model",
                    kMaxTotalOptions));
  }
  Piece& out = piece();
  out.terms = std::move(found.terms);
  out.starts = std::move(found.starts);
}

void Encoder::pair(int a, int b, const Relation& allowed) {
  tuples({a, b}, [&](std::span<const int> values) {
    return values.size() < 2 || allowed(values[0], values[1]);
  });
}

void Encoder::line(const std::vector<int>& cells, const Relation& allowed) {
  if (cells.size() < 2) return;
  // A path through a cell twice: segments without a repeated cell, each from the cell before the
  // one that would repeat, so that every two neighbours of the path are neighbours in a segment.
  const std::set<int> distinct(cells.begin(), cells.end());
  if (distinct.size() < cells.size()) {
    std::vector<int> segment;
    for (const int cell : cells) {
      if (std::find(segment.begin(), segment.end(), cell) != segment.end()) {
        line(segment, allowed);
        segment = {segment.back()};
      }
      segment.push_back(cell);
    }
    line(segment, allowed);
    return;
  }
  const std::size_t step = static_cast<std::size_t>(std::max(1, line_window - 1));
  for (std::size_t start = 0; start + 1 < cells.size(); start += step) {
    const std::size_t end = std::min(cells.size(), start + step + 1);
    const std::vector<Var> window(cells.begin() + static_cast<std::ptrdiff_t>(start),
                                  cells.begin() + static_cast<std::ptrdiff_t>(end));
    tuples(window, [&](std::span<const int> values) {
      const std::size_t k = values.size();
      return k < 2 || allowed(values[k - 2], values[k - 1]);
    });
  }
}

void Encoder::forbid(int a, int b, const Relation& related) {
  // One item for both orders of {v, w}; it also forbids a and b the same value, which a shared
  // house forbids anyway. Cells that share none get an item per order.
  const bool peers = share_house(a, b);
  for (int v = lowest(); v <= highest(); ++v) {
    for (int w = v + 1; w <= highest(); ++w) {
      if (!related(v, w) && !related(w, v)) continue;
      if (peers) {
        at_most_one({{a, v}, {a, w}, {b, v}, {b, w}});
      } else {
        at_most_one({{a, v}, {b, w}});
        at_most_one({{a, w}, {b, v}});
      }
    }
  }
}

void Encoder::distinct_sum(const std::vector<int>& cells, Var total) {
  if (is_cell(total)) {
    std::vector<WeightedVar> terms;
    for (int cell : cells) terms.push_back({cell, 1});
    terms.push_back({total, -1});
    linear_sum(terms, 0);
  }
  const int size = static_cast<int>(cells.size());
  ValueMask allowed = 0;
  for (int cell : cells) allowed |= out_.domain[static_cast<std::size_t>(cell)];
  Piece& out = set_piece(cells);
  std::vector<Term> option;
  // Sets of `size` digits by increasing bitmask; each with its sum.
  for (ValueMask set = 0; set <= all(); ++set) {
    if (std::popcount(set) != size || (set & ~allowed) != 0) continue;
    int sum = 0;
    for (int v = lowest(); v <= highest(); ++v) sum += (set & bit(v)) ? v : 0;
    const std::vector<int> totals = values_of(total);
    if (!std::binary_search(totals.begin(), totals.end(), sum)) continue;
    option.clear();
    for (int cell : cells) option.push_back({cell, set});
    option.push_back({total, is_cell(total) ? bit(sum) : static_cast<std::uint32_t>(sum)});
    out.add_option(option);
    if (++total_options_ > kMaxTotalOptions) {
      fail(
          fmt::format("the constraints together take more than {} combinations of values; too "
                      "large to model",
                      kMaxTotalOptions));
    }
  }
}

// What a solver of killers reads from a house and the cages with sums that meet it ("the rule of
// 45"): if the cages inside the house leave some of its cells, those sum to the house's total less
// the cages' (innies); if the cages that meet the house cover it, the cells they hold outside it
// sum to the cages' total less the house's (outies). Only the search's bounds take these sums
// (linear_sum): the cages' pieces already state them.
int Encoder::house_total() const {
  return shape_.size.values * (lowest() + highest()) / 2;
}

// A house of fewer cells than values whose cells together may hold only as many values as it has
// cells holds each of those once, as a whole house holds every value: its sum is theirs. ISS's
// optimizer reads the values its clues leave the grid the same way (its effective values). On
// ISS's 'Killer sudoku [extended range, hard]', a 9x9 of 0-10 whose clues keep every cell within
// 1-9, the houses' and bands' sums then bound its cages as on a grid of 1-9: 22,647 nodes and
// 0.20 s of CPU, where it took 1.8 million and 8.1 s (ISS 158 ms).
void Encoder::add_houses_held_within_domains() {
  for (const std::vector<int>& house : houses_) {
    if (house.empty() || static_cast<int>(house.size()) >= shape_.size.values) continue;
    if (std::find(whole_houses_.begin(), whole_houses_.end(), house) != whole_houses_.end()) {
      continue;  // found held when a sum before compiled
    }
    ValueMask may = 0;
    for (int cell : house) {
      const auto at = static_cast<std::size_t>(cell);
      may |= given_[at] != 0 ? given_[at] & out_.domain[at] : out_.domain[at];
    }
    if (std::popcount(may) != static_cast<int>(house.size())) continue;
    int total = 0;
    for (int v = lowest(); v <= highest(); ++v) total += (may & bit(v)) ? v : 0;
    whole_houses_.push_back(house);
    whole_totals_.push_back(total);
  }
}

void Encoder::add_house_sums() {
  std::vector<const Constraint*> cages;
  for (const Constraint& c : constraints_) {
    if (c.type->sum_cage && c.number) cages.push_back(&c);
  }
  if (cages.empty()) return;
  // Marks per cell, not std::sets (this ran for every house of every killer): the cells are
  // walked in increasing order where a set was.
  const auto cells = static_cast<std::size_t>(all_cells());
  std::vector<char> in_house(cells), inside(cells), outside(cells), taken(cells), held(cells);
  for (std::size_t h = 0; h < whole_houses_.size(); ++h) {
    const std::vector<int>& house = whole_houses_[h];
    const int house_sum = whole_totals_[h];
    for (std::vector<char>* marks : {&in_house, &inside, &outside, &taken, &held}) {
      std::fill(marks->begin(), marks->end(), 0);
    }
    for (int cell : house) in_house[static_cast<std::size_t>(cell)] = 1;
    const auto in = [&](int cell) { return in_house[static_cast<std::size_t>(cell)] != 0; };
    std::size_t inside_count = 0;
    int inside_total = 0;
    int meeting_total = 0;
    bool disjoint = true;
    for (const Constraint* cage : cages) {
      const auto meets = std::count_if(cage->cells.begin(), cage->cells.end(), in);
      if (meets == 0) continue;
      for (int cell : cage->cells) {
        const auto at = static_cast<std::size_t>(cell);
        disjoint = disjoint && !taken[at];
        taken[at] = 1;
        if (in(cell)) {
          inside_count += inside[at] ? 0 : 1;
          inside[at] = 1;
        } else {
          outside[at] = 1;
        }
      }
      meeting_total += *cage->number;
      if (meets == static_cast<std::ptrdiff_t>(cage->cells.size())) inside_total += *cage->number;
    }
    if (!disjoint) continue;  // overlapping cages: their sums do not add up
    std::vector<WeightedVar> terms;
    if (inside_count == house.size()) {
      for (std::size_t cell = 0; cell < cells; ++cell) {
        if (outside[cell]) terms.push_back({static_cast<int>(cell), 1});
      }
      // As the bands' sums (band_sums.cpp): the outies of long cages are a long sum that bounds
      // little and costs at every node. On ISS's TAREK_ALL killers with --propagate all, house
      // outies of up to 26 cells: TAREK_ALL#36 1.65 s -> 0.94 s, 'tarek unsolvable #41' 1.2 s
      // -> 0.2 s.
      if (!terms.empty() && static_cast<int>(terms.size()) <= shape_.size.values) {
        linear_sum(terms, meeting_total - house_sum);
      }
      continue;
    }
    // Innies: the house's cells that no cage inside it holds.
    bool any_held = false;
    const Constraint* first_inside = nullptr;
    for (const Constraint* cage : cages) {
      if (std::all_of(cage->cells.begin(), cage->cells.end(), in)) {
        for (int cell : cage->cells) held[static_cast<std::size_t>(cell)] = 1;
        any_held = any_held || !cage->cells.empty();
        if (first_inside == nullptr) first_inside = cage;
      }
    }
    if (!any_held) continue;
    for (int cell : house) {
      if (!held[static_cast<std::size_t>(cell)]) terms.push_back({cell, 1});
    }
    linear_sum(terms, house_sum - inside_total);
    hidden_cage(terms, house_sum - inside_total,
                static_cast<std::size_t>(first_inside - constraints_.data()));
  }
}

// ISS's hidden cages (its optimizer's _makeHiddenCageHandlers): the innies of a house hold
// different digits with a known sum, a cage that no one drew. As a set piece (a value group) the
// implied items reason on its digits as on a cage's: a digit every set left needs, confined to
// cells of one house, leaves the house's other cells. Its piece is named as one of `cage`'s (a
// cage inside the house), since every item names the constraint it comes from
// (model_logic/item_origins.hpp).
void Encoder::hidden_cage(const std::vector<WeightedVar>& innies, int total, std::size_t cage) {
  const int size = static_cast<int>(innies.size());
  if (size == 0 || size >= shape_.size.values) return;
  std::vector<int> cells;
  for (const WeightedVar& t : innies) cells.push_back(t.var);
  const std::size_t after_all = current_;
  current_ = cage;
  pieces_of_current_ = pieces_made_[cage];
  Piece& piece = set_piece(cells);
  pieces_made_[cage] = pieces_of_current_;
  current_ = after_all;
  std::vector<Term> option;
  for (ValueMask set = 1; set <= all(); ++set) {
    if (std::popcount(set) != size) continue;
    int sum = 0;
    for (int v = lowest(); v <= highest(); ++v) sum += (set & bit(v)) ? v : 0;
    if (sum != total) continue;
    option.clear();
    for (int cell : cells) option.push_back({cell, set});
    piece.add_option(option);
  }
}

void Encoder::take_out_whole_houses(std::vector<WeightedVar>& terms, int& total) const {
  for (std::size_t h = 0; h < whole_houses_.size(); ++h) {
    const std::vector<int>& house = whole_houses_[h];
    if (terms.size() <= house.size()) return;
    // Each cell of the house once among the terms, all with one weight.
    std::optional<int> weight;
    bool whole = true;
    for (int cell : house) {
      const auto uses = std::count_if(terms.begin(), terms.end(),
                                      [&](const WeightedVar& t) { return t.var == cell; });
      const auto at = std::find_if(terms.begin(), terms.end(),
                                   [&](const WeightedVar& t) { return t.var == cell; });
      if (uses != 1 || (weight && *weight != at->weight)) {
        whole = false;
        break;
      }
      weight = at->weight;
    }
    if (!whole) continue;
    std::erase_if(terms, [&](const WeightedVar& t) {
      return std::find(house.begin(), house.end(), t.var) != house.end();
    });
    total -= *weight * whole_totals_[h];
  }
}

// The terms of one weight that the house holding most of them holds form a group, then the next
// such house's, and so on; the rest are alone. A long arrow through a box is then bounded by that
// box's distinct values (8 cells of a box sum to 36 at least, not 8), which decides the sums of
// snaking shafts on an empty grid at once.
std::vector<int> Encoder::sum_groups(const std::vector<WeightedVar>& terms) {
  const std::size_t size = terms.size();
  std::vector<int> group(size, -1);
  std::vector<int> class_of(size);  // cells made the same hold one value: one of them only
  for (std::size_t k = 0; k < size; ++k) class_of[k] = find(terms[k].var);
  // The weights in the order they first come: a later term of a weight met already would give
  // the same members, never more.
  std::vector<int> weights;
  for (const WeightedVar& t : terms) {
    if (std::find(weights.begin(), weights.end(), t.weight) == weights.end()) {
      weights.push_back(t.weight);
    }
  }
  std::vector<std::size_t> best, members;
  std::vector<int> classes;
  int groups = 0;
  for (;;) {
    best.clear();
    for (std::size_t house = 0; house < houses_.size(); ++house) {
      for (const int weight : weights) {
        members.clear();
        classes.clear();
        for (std::size_t k = 0; k < size; ++k) {
          if (group[k] >= 0 || terms[k].weight != weight || !house_holds(house, terms[k].var)) {
            continue;
          }
          if (std::find(classes.begin(), classes.end(), class_of[k]) != classes.end()) continue;
          classes.push_back(class_of[k]);
          members.push_back(k);
        }
        if (members.size() > best.size()) std::swap(best, members);
      }
    }
    if (best.size() < 2) break;
    for (std::size_t k : best) group[k] = groups;
    ++groups;
  }
  for (int& g : group) {
    if (g < 0) g = groups++;
  }
  return group;
}

// A band's sum and its complement's, walked from the other side, are one sum negated: the walks
// of rows down and up gave ISS's MATHEMAGIC_KILLERS#0 ten sums twice. Each costs the propagator at
// every node.
bool Encoder::stated_already(const LinearSum& sum) const {
  const auto sorted = [](std::vector<WeightedVar> terms) {
    std::sort(terms.begin(), terms.end(),
              [](const WeightedVar& a, const WeightedVar& b) { return a.var < b.var; });
    return terms;
  };
  const std::vector<WeightedVar> terms = sorted(sum.terms);
  const auto same = [&](const LinearSum& other, int sign) {
    if (other.terms.size() != terms.size() || other.total != sign * sum.total) return false;
    const std::vector<WeightedVar> those = sorted(other.terms);
    for (std::size_t k = 0; k < terms.size(); ++k) {
      if (those[k].var != terms[k].var || those[k].weight != sign * terms[k].weight) return false;
    }
    return true;
  };
  return std::any_of(out_.sums.begin(), out_.sums.end(),
                     [&](const LinearSum& other) { return same(other, 1) || same(other, -1); });
}

void Encoder::linear_sum(std::vector<WeightedVar> terms, int total) {
  take_out_whole_houses(terms, total);
  LinearSum out;
  out.total = total;
  for (const WeightedVar& t : terms) {
    if (!is_cell(t.var)) return;
    auto same = std::find_if(out.terms.begin(), out.terms.end(),
                             [&](const WeightedVar& u) { return u.var == t.var; });
    if (same == out.terms.end()) {
      out.terms.push_back(t);
    } else {
      same->weight += t.weight;
    }
  }
  std::erase_if(out.terms, [](const WeightedVar& t) { return t.weight == 0; });
  if (out.terms.empty() || stated_already(out)) return;
  out.group = sum_groups(out.terms);
  out_.sums.push_back(std::move(out));
}

void Encoder::sum(std::vector<WeightedVar> terms, int total) {
  // The houses the domains narrowed so far hold (ISS's 'Rectangle Sums': a 9x9 of 1-15 whose
  // Givens keep every cell to 1-9, so that two rows in an Or's branch sum to 90, not 81: a branch
  // gone when it compiles, not a search over 18 cells).
  add_houses_held_within_domains();
  take_out_whole_houses(terms, total);
  linear_sum(terms, total);
  const std::size_t size = terms.size();
  std::vector<Var> vars(size);
  std::vector<int> low(size + 1, 0), high(size + 1, 0);  // bounds of the suffix sums
  for (std::size_t k = 0; k < size; ++k) vars[k] = terms[k].var;
  for (std::size_t k = size; k-- > 0;) {
    const std::vector<int> values = values_of(vars[k]);
    int a = 0;
    int b = 0;
    if (!values.empty()) {
      a = terms[k].weight * values.front();
      b = terms[k].weight * values.back();
    }
    low[k] = low[k + 1] + std::min(a, b);
    high[k] = high[k + 1] + std::max(a, b);
  }
  // prefix_sum[k]: the sum of the prefix's first k terms. The walk is depth first, so a prefix's
  // first k values are those of the last prefix of k values it was called with: each call adds
  // one term, not the whole prefix again.
  std::vector<int> prefix_sum(size + 1, 0);
  // The values of a position come in increasing order: once the partial sum is past a bound in
  // the direction its weight moves it, every later value is too (a little killer's halves end on
  // their partial sum, some 40 values of which one fits).
  auto accept = [&](std::span<const int> prefix) {
    const std::size_t next = prefix.size();
    const int weight = terms[next - 1].weight;
    prefix_sum[next] = prefix_sum[next - 1] + weight * prefix[next - 1];
    if (prefix_sum[next] + low[next] > total) {
      return weight >= 0 ? Prefix::kRefusedWithLaterValues : Prefix::kRefused;
    }
    if (total > prefix_sum[next] + high[next]) {
      return weight <= 0 ? Prefix::kRefusedWithLaterValues : Prefix::kRefused;
    }
    return Prefix::kTaken;
  };
  // The combinations are counted by a walk whose bounds do not see the cells' houses, which may
  // try an exponential number of prefixes when few complete (a sum of 48 cells of a 9x9 holding
  // 1-15 that the rows' distinct digits make impossible: ISS's 'Rectangle Sums' has such sums in
  // an Or's branches). A long sum is split at once (one piece of so many cells would be over the
  // limit anyway unless the bounds pin nearly every cell), and a walk past its budget of
  // prefixes splits it too.
  Piece found;
  std::size_t count = sum_piece_limit + 1;
  if (size <= kMaxCountedSumTerms) {
    std::size_t walked = 0;
    count = collect(
        vars,
        [&](std::span<const int> prefix) {
          return ++walked > kMaxSumWalk ? Prefix::kRefusedWithLaterValues : accept(prefix);
        },
        sum_piece_limit, found);
    if (walked > kMaxSumWalk) count = sum_piece_limit + 1;
  }
  if (count <= sum_piece_limit) {
    add_found_piece(std::move(found), count);
    return;
  }
  std::vector<std::size_t> positive;
  for (std::size_t k = 0; k < size; ++k) {
    if (terms[k].weight > 0) positive.push_back(k);
  }
  if (positive.size() < 3) {
    add_tuples(vars, accept);
    return;
  }
  // Too many combinations for one piece: the first half of the positive terms gets a partial sum
  // of its own, an auxiliary value that the two halves' pieces agree on.
  // At least two terms go into the first half and one stays, so both halves are smaller.
  const std::size_t half = (positive.size() + 1) / 2;
  std::vector<WeightedVar> first, rest;
  std::vector<bool> in_first(size, false);
  for (std::size_t k = 0; k < half; ++k) in_first[positive[k]] = true;
  int first_low = 0;
  int first_high = 0;
  for (std::size_t k = 0; k < size; ++k) {
    if (in_first[k]) {
      first.push_back(terms[k]);
      const std::vector<int> values = values_of(terms[k].var);
      first_low += terms[k].weight * values.front();
      first_high += terms[k].weight * values.back();
    } else {
      rest.push_back(terms[k]);
    }
  }
  const Var partial = auxiliary(first_low, first_high);
  first.push_back({partial, -1});
  rest.push_back({partial, 1});
  sum(std::move(first), 0);
  sum(std::move(rest), total);
}

void Encoder::count(const std::vector<WeightedVar>& cells, ValueMask values, int low, int high) {
  const std::size_t size = cells.size();
  // What each cell can add: its weight if it can hold one of `values`, 0 if it can hold another.
  std::vector<std::vector<int>> adds(size);
  for (std::size_t k = 0; k < size; ++k) {
    const ValueMask domain = out_.domain[static_cast<std::size_t>(cells[k].var)];
    if (domain & ~values) adds[k].push_back(0);
    if (domain & values) adds[k].push_back(cells[k].weight);
  }
  // The partial counts the first k cells can reach and from which the rest can still end in
  // [low, high]: bounds forwards, then backwards.
  std::vector<int> from(size + 1, 0), to(size + 1, 0);
  for (std::size_t k = 0; k < size; ++k) {
    if (adds[k].empty()) fail("a cell of it can hold no value");
    from[k + 1] = from[k] + std::min(0, *std::min_element(adds[k].begin(), adds[k].end()));
    to[k + 1] = to[k] + std::max(0, *std::max_element(adds[k].begin(), adds[k].end()));
  }
  from[size] = std::max(from[size], low);
  to[size] = std::min(to[size], high);
  for (std::size_t k = size; k-- > 0;) {
    const int down = std::min(0, *std::min_element(adds[k].begin(), adds[k].end()));
    const int up = std::max(0, *std::max_element(adds[k].begin(), adds[k].end()));
    from[k] = std::max(from[k], from[k + 1] - up);
    to[k] = std::min(to[k], to[k + 1] - down);
  }
  if (size == 0 || from[size] > to[size] || from[0] > 0 || to[0] < 0) {
    piece();  // no option: no solution
    return;
  }
  std::vector<Var> partial(size + 1, -1);  // the auxiliary of each inner partial count
  for (std::size_t k = 1; k < size; ++k) partial[k] = auxiliary(from[k], to[k]);
  std::vector<Term> option;
  for (std::size_t k = 0; k < size; ++k) {
    Piece& out = piece();
    const ValueMask domain = out_.domain[static_cast<std::size_t>(cells[k].var)];
    for (int before = k == 0 ? 0 : from[k]; before <= (k == 0 ? 0 : to[k]); ++before) {
      for (int add : adds[k]) {
        const int after = before + add;
        if (after < from[k + 1] || after > to[k + 1]) continue;
        const bool holds = add != 0 || (cells[k].weight == 0 && (domain & values));
        option.clear();
        if (k > 0) option.push_back({partial[k], static_cast<std::uint32_t>(before)});
        if (cells[k].weight == 0) {
          option.push_back({cells[k].var, domain});
        } else {
          option.push_back({cells[k].var, holds ? domain & values : domain & ~values});
        }
        if (k + 1 < size) option.push_back({partial[k + 1], static_cast<std::uint32_t>(after)});
        out.add_option(option);
        if (++total_options_ > kMaxTotalOptions) {
          fail(
              fmt::format("the constraints together take more than {} combinations of values; too "
                          "large to model",
                          kMaxTotalOptions));
        }
        if (cells[k].weight == 0) break;  // one option: the cell adds nothing either way
      }
    }
  }
}

}  // namespace dlx::sudoku
