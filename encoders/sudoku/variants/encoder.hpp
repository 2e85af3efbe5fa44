// What a constraint compiles into: the building blocks of the variant model, in the way Knuth
// models killer cages (TAOCP 7.2.2.1), with no arithmetic in the search.
//
//   a piece          a group of cells (and auxiliary values) whose values are chosen together:
//                    a primary item, one option per allowed combination. An option fixes cells
//                    (a tuple) or holds them within sets of values (a killer cage's set), and
//                    fixes auxiliary values (a partial sum). Colored secondary items tie it to
//                    the cells: every option of cell c names "c=" with its value as color, and
//                    "c.w" with color 1 when it puts w in c; a piece option that fixes c to v
//                    names "c=:v", one that keeps c out of w names "c.w:0".
//   an auxiliary     a value that is no cell's (the sum of half an arrow), a secondary item whose
//                    color is its value: pieces that name it agree on it.
//   at most one      a secondary item named by the cell options of some (cell, value) pairs:
//                    anti-knight's "these two cells are not both 5", a cage's "no 5 twice".
//   same             two cells hold the same value (clones, palindromes): they share their
//                    "c=" item.
//
// The values a type's compile speaks of are those the puzzle writes (grid_size.hpp: 0-8 on a grid
// of values 0-8): the relations, sums and tuples see them, and so do the literals of at_most_one;
// masks (ValueMask) are the model's own, bit v-1 for value v, and are made with bit() and mask().
// So a rule is stated once, on the digits of the puzzle, and holds on every range of values.
//
// The options of one piece must exclude each other: no grid may satisfy two of them, or that grid
// would be counted twice. Lines are not enumerated whole (a 9-cell thermometer would be 9!/...
// tuples, a 9-cell whisper thousands): line() cuts them into windows that share a cell, and sum()
// splits a long sum in two halves tied by an auxiliary partial sum.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "encoders/sudoku/variants/chaos_propagator.hpp"
#include "encoders/sudoku/variants/connected_propagator.hpp"
#include "encoders/sudoku/variants/constraint.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {

using ValueMask = std::uint32_t;  // bit v-1 for value v (1..values, as the model holds them)

// The largest grid that takes constraints: masks are 32 bits, and f-puzzles and the Interactive
// Sudoku Solver go to 16x16 (rows, columns and values alike).
inline constexpr int kMaxConstraintGridSize = 16;

inline ValueMask value_bit(int v) {
  return ValueMask{1} << (v - 1);
}
inline ValueMask all_values(int n) {
  return n >= 32 ? ~ValueMask{0} : (ValueMask{1} << n) - 1;
}

// A variable of the encoding: the cells are 0..all_cells-1 (the grid's, then its variable cells:
// grid_size.hpp), the auxiliary values from `all_cells` up.
using Var = int;

// A cell and a value (as the puzzle writes it when a type's compile gives it to the Encoder; as
// the model holds it, 1..values, in CompiledConstraints).
struct Literal {
  int cell = 0;
  int value = 0;
};

// One restriction of a piece's option: a cell held within a set of values, or an auxiliary
// value fixed.
struct Term {
  Var var = 0;
  std::uint32_t data = 0;  // a cell: the values it may take (a mask); an auxiliary: its value
};

struct Piece {
  std::string name;
  std::vector<Term> terms;               // every option's terms, back to back
  std::vector<std::uint32_t> starts{0};  // option k is terms[starts[k], starts[k+1])

  std::size_t option_count() const { return starts.size() - 1; }
  std::span<const Term> option(std::size_t k) const {
    return std::span<const Term>(terms).subspan(starts[k], starts[k + 1] - starts[k]);
  }
  void add_option(std::span<const Term> option) {
    terms.insert(terms.end(), option.begin(), option.end());
    starts.push_back(static_cast<std::uint32_t>(terms.size()));
  }
};

struct AuxiliaryValue {
  std::string name;
  int low = 0;  // its values are low..high
  int high = 0;
};

struct AtMostOne {
  std::string name;
  std::vector<Literal> literals;
};

// A group of cells whose values a piece chooses (a killer cage's set of digits): the model gives it
// a primary item per value, covered by the cell that holds the value or, when the option chosen
// leaves the value out, by that option (set_piece). So each value of the set is held exactly once
// among the cells and no other value at all: the digits differ, and a digit of the set with one
// place left in the group goes there (a hidden single inside a cage), which at-most-one items
// never said.
struct ValueGroup {
  std::vector<int> cells;
  std::size_t piece = 0;  // its index in CompiledConstraints::pieces
};

struct WeightedVar {
  Var var = 0;
  int weight = 1;
};

// A relation the search also reasons with by bounds (sum_propagator.hpp): the sum of weight *
// value over cells is `total`. Its pieces say the same, but each only about its own cells: no
// item sees the bounds of a long sum split in halves, of an arrow, of a little killer.
struct LinearSum {
  std::vector<WeightedVar> terms;  // cells only, each once, no weight 0
  // Per term, its group: the terms of a group have one weight and hold different values (their
  // cells share houses), so that a group's bounds are those of distinct values.
  std::vector<int> group;
  int total = 0;
};

// Cells that hold a value of `values` (a mask, as the model holds them) in every grid, one cell at
// least: a 2x2 square of global entropy holds a low digit. The pieces that state the rule say so
// only of their own cells; the search's propagator (required_values_propagator.hpp) also takes a
// value the group must hold out of the cells that see all its places.
struct RequiredValues {
  std::vector<int> cells;
  ValueMask values = 0;
};

// Cells whose region labels are related (chaos construction's chaos-same, chaos-apart): the label
// options of its cells name its secondary items, so that exact cover states it. Same: one item,
// colored with the label (every cell takes one label). Apart: an item per label, which at most one
// of the cells takes.
struct ChaosRelation {
  bool apart = false;
  std::vector<int> cells;
  std::vector<std::string> items;  // same: one; apart: label L's is items[L - 1]
};

// A cell's region label as an auxiliary value (a rule that reads labels, as an automaton along
// region cells): the model's label options of the cell name the auxiliary's item, colored with
// the label, so that the pieces that name the auxiliary agree with the label the cell takes.
struct ChaosLabel {
  int cell = 0;
  int auxiliary = 0;  // its index in CompiledConstraints::auxiliaries, which holds 1..labels
};

// An or (or.cpp): a piece that chooses which branch of rules holds, option b branch b. The
// branches' own pieces hold only when their branch is chosen; what they do not state (at-most-one
// items, sums' bounds) and which branch comes first among those that hold are left to the job's
// acceptance test (or_choice.hpp), which judges the whole grid with the rules' checks.
struct OrSelector {
  std::size_t piece = 0;  // its index in CompiledConstraints::pieces
  std::vector<std::vector<Constraint>> branches;
  // Per branch, its pieces (indices in CompiledConstraints::pieces): each option but the last
  // holds under the branch's flag at 1, the last is the flag at 0 (or_propagator.hpp).
  std::vector<std::vector<std::size_t>> branch_pieces;
};

// All that the constraints of one puzzle compile into, with the values as the model holds them.
struct CompiledConstraints {
  GridSize size;
  std::vector<ValueMask> domain;  // the values each cell may take
  std::vector<std::pair<int, int>> same;
  std::vector<AtMostOne> at_most_one;
  std::vector<AuxiliaryValue> auxiliaries;  // auxiliary k is Var all_cells + k
  std::vector<Piece> pieces;
  std::vector<ValueGroup> value_groups;
  std::vector<LinearSum> sums;
  std::vector<RequiredValues> required;
  // Chaos construction (chaos.cpp): the cells of each region of the answer, as many as values,
  // orthogonally connected, each value once; 0 when the puzzle's regions are given. The model
  // (variant_model.cpp) gives each cell a region label beside its value.
  int chaos_region_size = 0;
  std::vector<ChaosClue> chaos_clues;  // clues on those regions (chaos-count, chaos-arrow)
  std::vector<ChaosRelation> chaos_relations;
  std::vector<ChaosLabel> chaos_labels;  // each cell once
  // Connected values (connected.cpp): the model adds their propagators and acceptance test.
  std::vector<ConnectedValues> connected;
  // Ors of groups of rules (or.cpp): the model tells which branch each solution chose.
  std::vector<OrSelector> ors;
};

using Relation = std::function<bool(int, int)>;

class Encoder {
 public:
  // `houses`: the groups of cells that hold no value twice under the puzzle's other rules (rows,
  // columns, boxes, and the houses of constraints such as diagonals): enumerations leave out
  // combinations that repeat a value in one. The grid has at most 256 cells
  // (kMaxConstraintGridSize squared), and the variable cells come after them. `givens` (a value
  // per cell as the model holds it, 0 for none; or empty) narrow values_of, so that enumerations
  // and walks leave out what the clues exclude: the model is the puzzle's own anyway (model_key),
  // and a sum loop round a 9x9 with four clues on it takes a few hundred states per boundary
  // instead of 10,000. The domains (CompiledConstraints::domain) stay the rules' alone: the
  // presolve applies the clues.
  Encoder(GridShape shape, const std::vector<std::vector<int>>& houses,
          const std::vector<Constraint>& constraints, std::string source,
          const std::vector<int>& givens = {});

  // Compiles every constraint (each type's row), then hands over the result.
  CompiledConstraints compile();

  // ---- What a type's compile sees ---------------------------------------------------------------
  const GridSize& size() const { return shape_.size; }
  const GridShape& shape() const { return shape_; }
  // The grid's cells (the rules on the whole grid walk these), and with the variable cells.
  int cells() const { return shape_.size.cells(); }
  int all_cells() const { return shape_.size.all_cells(); }
  // Where a cell of the grid is (not a variable cell, which has no place: the types that ask
  // are ConstraintType::grid_cells_only).
  int row(int cell) const { return shape_.size.row(cell); }
  int column(int cell) const { return shape_.size.column(cell); }
  int region(int cell) const { return shape_.region[static_cast<std::size_t>(cell)]; }
  // The values as the puzzle writes them: lowest()..highest() (1..9, or 0..8 on a grid of 0-8).
  int lowest() const { return shape_.size.lowest(); }
  int highest() const { return shape_.size.highest(); }
  // The mask of a value as written, and of the values as written that `keep` takes.
  ValueMask bit(int value) const { return value_bit(value - shape_.size.offset); }
  ValueMask mask(const std::function<bool(int)>& keep) const;
  ValueMask all() const { return all_values(shape_.size.values); }
  bool share_house(int a, int b) const;
  std::vector<int> orthogonal_neighbours(int cell) const;
  // Every constraint of the puzzle (the negative rules need the dots).
  const std::vector<Constraint>& constraints() const { return constraints_; }
  // A message about the constraint being compiled, as an InputError at its line.
  [[noreturn]] void fail(const std::string& message) const;

  // ---- Building blocks -------------------------------------------------------------------------
  void restrict(int cell, ValueMask allowed);
  void same(int a, int b);
  // At most one of these (cell, value as written) holds.
  void at_most_one(std::vector<Literal> literals);
  // No value twice among `cells`.
  void distinct(const std::vector<int>& cells);
  Var auxiliary(int low, int high);
  // A new piece; add its options with Piece::add_option.
  Piece& piece();
  // A new piece that chooses the values of `cells`, which differ (ValueGroup): each of its
  // options holds every cell of the group within one set of as many values as cells.
  Piece& set_piece(const std::vector<int>& cells);
  // The values `var` may take now (a cell's domain so far, narrowed by its clue, as written; an
  // auxiliary's range). Never empty for a cell whose domain is not.
  std::vector<int> values_of(Var var) const;
  bool is_cell(Var var) const { return var < all_cells(); }

  // ---- Compilations that many types share ------------------------------------------------------
  // One piece: every combination of values of `vars` that `accept` takes (called with a prefix of
  // the values, it says whether the prefix may still be completed; cells that share a house never
  // repeat a value and cells that are the same hold one). Refuses more than `limit` combinations.
  void tuples(const std::vector<Var>& vars,
              const std::function<bool(std::span<const int> prefix)>& accept);
  // Two cells whose values `allowed` relates, as a piece of the allowed pairs.
  void pair(int a, int b, const Relation& allowed);
  // Each two consecutive cells of a line are related by `allowed`: pieces of a few cells each
  // (windows that share their end cells), so that a long line is not enumerated whole.
  void line(const std::vector<int>& cells, const Relation& allowed);
  // Two cells whose values may not be related by the symmetric `related`: an at-most-one item
  // per pair of values {v, w} that it relates (the negative rules, non-consecutive).
  void forbid(int a, int b, const Relation& related);
  // sum of weight * value = total, split into halves tied by partial sums when one piece would
  // take too many combinations.
  void sum(std::vector<WeightedVar> terms, int total);
  // A sum over cells that the search also reasons with by bounds (LinearSum), beside the pieces
  // that state it: sum() and distinct_sum() call it, and a type whose pieces state a sum another
  // way (a pill's number is an auxiliary value) calls it itself. Sums with auxiliaries are left
  // out.
  void linear_sum(std::vector<WeightedVar> terms, int total);
  // Some cell of `cells` holds a value of `values` (a mask, bit()) in every grid, as the pieces of
  // the rule that calls it state: a promise to the search's propagator, which adds no option.
  void required_values(std::vector<int> cells, ValueMask values);
  // The cells, which hold different digits, sum to the value of `total` (a cell or an auxiliary):
  // one option per value of `total` and set of digits of that sum, the cells held within the set
  // (a killer cage whose sum is a variable).
  void distinct_sum(const std::vector<int>& cells, Var total);
  // How many of the cells hold a value of `values` (a mask, bit()), each counting its weight (a
  // cell may come twice): a chain of pieces, one per cell, tied by auxiliary partial counts, so
  // that the count at the end lies within [low, high]. Each piece is its cell's "holds one of them
  // or not" between two partial counts, which the colors keep consistent along the chain.
  void count(const std::vector<WeightedVar>& cells, ValueMask values, int low, int high);
  // The grid's regions are part of the answer (chaos construction): regions of `size` cells,
  // found while solving.
  void chaos_regions(int size) { out_.chaos_region_size = size; }
  // A clue on the regions found (chaos_propagator.hpp); the cells as the puzzle numbers them.
  void chaos_clue(ChaosClue clue) { out_.chaos_clues.push_back(std::move(clue)); }
  // The cells are in one region (apart: each in a region of its own), found while solving.
  void chaos_relation(std::vector<int> group, bool apart);
  // How many regions chaos construction cuts the grid into (its labels are 1..that), 0 without
  // chaos construction.
  int chaos_labels() const;
  // The region label of a cell of the grid, found while solving, as an auxiliary value of
  // 1..chaos_labels() (ChaosLabel): one per cell, however many rules read it.
  Var region_label(int cell);
  // Cells holding some values form one connected region (connected_propagator.hpp); the values
  // as the model holds them (bit()).
  void connected(ConnectedValues rule) { out_.connected.push_back(std::move(rule)); }
  // One of the branches holds, each a group of rules (or.cpp). Each branch's rules compile as
  // they would alone, then hold only under a flag of the branch (an auxiliary 0/1): each piece's
  // options name the flag at 1, and one more option, the flag at 0, leaves its cells free; the
  // values a branch keeps a cell to and the cells it makes equal become such pieces too, or
  // terms of the selector's option (OrSelector). What a branch states by items no flag can
  // switch off (at-most-one items, sums' bounds) is left out of the model, to the acceptance
  // test; a rule that is a group of values, a region or a chaos construction is refused.
  void any_of(const std::vector<std::vector<Constraint>>& branches);

  // What an enumeration's accept says of a prefix of values (private to the enumerations, public
  // for the helper that reads a yes or no as one): the prefix may be completed; it may not; or
  // neither may any prefix whose last value comes later in its position's increasing order.
  enum class Prefix { kTaken, kRefused, kRefusedWithLaterValues };

  // How many cells a window of line() spans (2: pairs, 3: triples sharing an end cell, ...).
  static int line_window;
  // The most combinations sum() puts into one piece before splitting.
  static std::size_t sum_piece_limit;
  // The most options a skyscraper clue's one piece may have before it becomes a chain of states.
  static std::size_t skyline_limit;

 private:
  std::string prefix() const;
  // The houses whose cells may hold only as many values as they have cells join whole_houses_.
  void add_houses_held_within_domains();
  void add_house_sums();
  // The innies of a house (different digits) summing to `total`, as a cage: a set piece, named
  // as a piece of constraint `cage`.
  void hidden_cage(const std::vector<WeightedVar>& innies, int total, std::size_t cage);
  // The same over bands of several rows, columns or boxes (band_sums.cpp).
  void add_band_sums();
  // A cage one cell out of a house: that cell against the innies the cage leaves
  // (single_outies.cpp).
  void add_single_outie_sums();
  // Sums of pairs of the puzzle's sums of unit weights that cross each other's houses, for the
  // bounds propagator alone (combined_sums.hpp).
  void add_combined_sums();
  // Whether out_.sums holds `sum` (its terms in any order), or the same negated.
  bool stated_already(const LinearSum& sum) const;
  // What a house that holds every value sums to (1 + ... + 9; 0 + ... + 8 on a grid of 0-8).
  int house_total() const;
  // Terms of a sum that are the cells of a whole house with one weight sum to weight *
  // house_total() in every grid: a constant in their place (a long arrow's shaft through whole
  // rows). One term at least is kept.
  void take_out_whole_houses(std::vector<WeightedVar>& terms, int& total) const;
  // Whether houses_[house] holds the cell.
  bool house_holds(std::size_t house, int cell) const;
  // LinearSum::group for the terms of a sum.
  std::vector<int> sum_groups(const std::vector<WeightedVar>& terms);
  // An at-most-one item over (cell, value as the model holds it) pairs.
  void add_at_most_one(std::vector<Literal> literals);
  // The cells hold no value twice: enumerations leave such combinations out.
  void mark_peers(const std::vector<int>& cells);
  // Walks the combinations of values of `vars` that `accept` takes (see tuples(); it says yes or
  // no, or gives a Prefix), giving each to `emit`; stops after `limit` + 1. Returns how many it
  // found, at most `limit` + 1.
  template <typename Accept, typename Emit>
  std::size_t enumerate(const std::vector<Var>& vars, Accept&& accept, std::size_t limit,
                        Emit&& emit);
  // enumerate() into the options of `found` (the first `limit` combinations).
  template <typename Accept>
  std::size_t collect(const std::vector<Var>& vars, Accept&& accept, std::size_t limit,
                      Piece& found);
  // tuples() for any callable `accept`.
  template <typename Accept>
  void add_tuples(const std::vector<Var>& vars, Accept&& accept);
  // A piece of the `count` options found (collect), refused past the limits on options.
  void add_found_piece(Piece found, std::size_t count);
  int find(int cell);

  GridShape shape_;
  const std::vector<Constraint>& constraints_;
  std::string source_;
  std::vector<std::uint64_t> peers_;  // cells sharing a house with each cell: peer_words_ per cell
  int peer_words_ = 0;
  std::vector<std::vector<int>> houses_;    // the groups of cells that hold no value twice
  std::vector<std::uint64_t> house_cells_;  // each house's cells: peer_words_ per house
  // The houses that hold every value once, or as many values as cells (add_houses_held_within_
  // domains), and what each sums to.
  std::vector<std::vector<int>> whole_houses_;
  std::vector<int> whole_totals_;
  std::vector<int> same_of_;      // union-find of the cells that hold the same value
  std::vector<ValueMask> given_;  // each cell's clue as a mask, 0 for none
  CompiledConstraints out_;
  std::size_t current_ = 0;  // the constraint being compiled
  int pieces_of_current_ = 0;
  std::vector<int> pieces_made_;  // per constraint compiled, the pieces named after it
  int items_of_current_ = 0;
  std::size_t total_options_ = 0;
};

}  // namespace dlx::sudoku
