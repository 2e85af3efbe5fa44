#include "encoders/sudoku/variants/presolve.hpp"

#include <algorithm>
#include <bit>
#include <numeric>

namespace dlx::sudoku {
namespace {

class Narrowing {
 public:
  Narrowing(const CompiledConstraints& compiled, const std::vector<std::vector<int>>& regions,
            Presolved& out)
      : c_(compiled),
        regions_(regions),
        out_(out),
        values_(compiled.size.values),
        cells_(compiled.size.all_cells()) {
    const int cells = cells_;
    regions_of_cell_.resize(static_cast<std::size_t>(cells));
    for (std::size_t r = 0; r < regions_.size(); ++r) {
      for (int cell : regions_[r]) regions_of_cell_[static_cast<std::size_t>(cell)].push_back(r);
    }
    items_of_literal_.resize(static_cast<std::size_t>(cells * values_));
    for (std::size_t k = 0; k < c_.at_most_one.size(); ++k) {
      for (const Literal& l : c_.at_most_one[k].literals) {
        items_of_literal_[static_cast<std::size_t>(l.cell * values_ + l.value - 1)].push_back(k);
      }
    }
    spread_.assign(static_cast<std::size_t>(cells), false);
  }

  ValueMask& domain(int cell) {
    return out_.domain[static_cast<std::size_t>(out_.same_class[static_cast<std::size_t>(cell)])];
  }

  // Keeps only `keep` of the cell's (class's) values.
  void narrow(int cell, ValueMask keep) {
    ValueMask& d = domain(cell);
    if ((d & keep) != d) {
      d &= keep;
      changed_ = true;
      if (d == 0) out_.consistent = false;
    }
  }

  void run() {
    do {
      changed_ = false;
      for (std::size_t p = 0; p < out_.pieces.size() && out_.consistent; ++p) narrow_piece(p);
      if (out_.consistent) spread_singles();
      if (out_.consistent) hidden_singles();
    } while (changed_ && out_.consistent);
  }

 private:
  bool term_allowed(const Term& term) {
    if (term.var < cells_) return (term.data & domain(term.var)) != 0;
    const AuxiliaryValue& aux = c_.auxiliaries[static_cast<std::size_t>(term.var - cells_)];
    const int value = static_cast<int>(term.data);
    if (value < aux.low || value > aux.high) return false;
    return out_.auxiliary_alive[static_cast<std::size_t>(term.var - cells_)]
                               [static_cast<std::size_t>(value - aux.low)] != 0;
  }

  void narrow_piece(std::size_t p) {
    const Piece& piece = out_.pieces[p];
    std::vector<char>& alive = out_.option_alive[p];
    // The variables the piece names, with the values its live options allow them.
    vars_.clear();
    std::size_t live = 0;
    for (std::size_t k = 0; k < piece.option_count(); ++k) {
      if (!alive[k]) continue;
      bool ok = true;
      for (const Term& term : piece.option(k)) ok = ok && term_allowed(term);
      if (!ok) {
        alive[k] = 0;
        continue;
      }
      ++live;
      for (const Term& term : piece.option(k)) {
        auto it = std::find_if(vars_.begin(), vars_.end(),
                               [&](const Support& s) { return s.var == term.var; });
        if (it == vars_.end()) {
          vars_.push_back({term.var, 0, 0, {}});
          it = vars_.end() - 1;
        }
        ++it->options;
        if (term.var < cells_) {
          it->mask |= term.data & domain(term.var);
        } else {
          const AuxiliaryValue& aux = c_.auxiliaries[static_cast<std::size_t>(term.var - cells_)];
          if (it->values.empty()) {
            it->values.assign(static_cast<std::size_t>(aux.high - aux.low + 1), 0);
          }
          it->values[static_cast<std::size_t>(static_cast<int>(term.data) - aux.low)] = 1;
        }
      }
    }
    if (live == 0) {
      out_.consistent = false;
      return;
    }
    // A variable that every live option names can take only what some option gives it.
    for (const Support& s : vars_) {
      if (s.options != live) continue;
      if (s.var < cells_) {
        narrow(s.var, s.mask);
      } else {
        std::vector<char>& values = out_.auxiliary_alive[static_cast<std::size_t>(s.var - cells_)];
        for (std::size_t v = 0; v < values.size(); ++v) {
          if (values[v] && !s.values[v]) {
            values[v] = 0;
            changed_ = true;
          }
        }
      }
    }
  }

  // A cell down to one value: its houses and its at-most-one items lose that value elsewhere.
  void spread_singles() {
    for (int cell = 0; cell < cells_; ++cell) {
      if (spread_[static_cast<std::size_t>(cell)]) continue;
      const ValueMask d = domain(cell);
      if (std::popcount(d) != 1) continue;
      spread_[static_cast<std::size_t>(cell)] = true;
      const int v = std::countr_zero(d) + 1;
      for (std::size_t r : regions_of_cell_[static_cast<std::size_t>(cell)]) {
        for (int other : regions_[r]) {
          if (other != cell) narrow(other, ~value_bit(v));
        }
      }
      for (std::size_t k : items_of_literal_[static_cast<std::size_t>(cell * values_ + v - 1)]) {
        for (const Literal& l : c_.at_most_one[k].literals) {
          if (l.cell != cell || l.value != v) {
            if (l.cell == cell) continue;  // another value of this cell: gone already
            narrow(l.cell, ~value_bit(l.value));
          }
        }
      }
    }
  }

  // A value with one place left in a region that holds every value goes there; a smaller region
  // (a row of 6 cells holding 1-9) may leave it out.
  void hidden_singles() {
    for (const std::vector<int>& region : regions_) {
      if (static_cast<int>(region.size()) != values_) continue;
      for (int v = 1; v <= values_; ++v) {
        int places = 0;
        int where = -1;
        for (int cell : region) {
          if (domain(cell) & value_bit(v)) {
            ++places;
            where = cell;
          }
        }
        if (places == 0) {
          out_.consistent = false;
          return;
        }
        if (places == 1) narrow(where, value_bit(v));
      }
    }
  }

  struct Support {
    Var var;
    std::size_t options;
    ValueMask mask;
    std::vector<char> values;
  };

  const CompiledConstraints& c_;
  const std::vector<std::vector<int>>& regions_;
  Presolved& out_;
  int values_;
  int cells_;
  std::vector<std::vector<std::size_t>> regions_of_cell_;
  std::vector<std::vector<std::size_t>> items_of_literal_;
  std::vector<bool> spread_;
  std::vector<Support> vars_;
  bool changed_ = false;
};

int representative(std::vector<int>& parent, int cell) {
  while (parent[static_cast<std::size_t>(cell)] != cell) {
    cell = parent[static_cast<std::size_t>(cell)] =
        parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(cell)])];
  }
  return cell;
}

}  // namespace

Presolved presolve(const CompiledConstraints& compiled,
                   const std::vector<std::vector<int>>& regions, const std::vector<int>& givens) {
  const int cells = compiled.size.all_cells();
  Presolved out;
  // Classes of equal cells, each named by its smallest cell.
  out.same_class.resize(static_cast<std::size_t>(cells));
  std::iota(out.same_class.begin(), out.same_class.end(), 0);
  for (const auto& [a, b] : compiled.same) {
    const int ra = representative(out.same_class, a);
    const int rb = representative(out.same_class, b);
    if (ra != rb) out.same_class[static_cast<std::size_t>(std::max(ra, rb))] = std::min(ra, rb);
  }
  for (int cell = 0; cell < cells; ++cell) {
    out.same_class[static_cast<std::size_t>(cell)] = representative(out.same_class, cell);
  }
  out.domain.assign(static_cast<std::size_t>(cells), all_values(compiled.size.values));
  for (int cell = 0; cell < cells; ++cell) {
    ValueMask allowed = compiled.domain[static_cast<std::size_t>(cell)];
    // The clues are the grid's: a variable cell has none.
    const int given =
        static_cast<std::size_t>(cell) < givens.size() ? givens[static_cast<std::size_t>(cell)] : 0;
    if (given > 0) allowed &= value_bit(given);
    out.domain[static_cast<std::size_t>(out.same_class[static_cast<std::size_t>(cell)])] &= allowed;
  }
  for (const AuxiliaryValue& aux : compiled.auxiliaries) {
    out.auxiliary_alive.emplace_back(static_cast<std::size_t>(aux.high - aux.low + 1), 1);
  }
  // The pieces on class representatives, each class once per option.
  std::vector<Term> merged;
  for (const Piece& piece : compiled.pieces) {
    Piece normal;
    normal.name = piece.name;
    std::vector<char> alive;
    for (std::size_t k = 0; k < piece.option_count(); ++k) {
      merged.clear();
      bool ok = true;
      for (Term term : piece.option(k)) {
        if (term.var < cells) term.var = out.same_class[static_cast<std::size_t>(term.var)];
        auto it = std::find_if(merged.begin(), merged.end(),
                               [&](const Term& t) { return t.var == term.var; });
        if (it == merged.end()) {
          merged.push_back(term);
        } else if (term.var < cells) {
          it->data &= term.data;
          ok = ok && it->data != 0;
        } else {
          ok = ok && it->data == term.data;
        }
      }
      normal.add_option(merged);
      alive.push_back(ok ? 1 : 0);
    }
    out.pieces.push_back(std::move(normal));
    out.option_alive.push_back(std::move(alive));
  }
  for (int cell = 0; cell < cells; ++cell) {
    if (out.domain[static_cast<std::size_t>(out.same_class[static_cast<std::size_t>(cell)])] == 0) {
      out.consistent = false;
    }
  }
  if (out.consistent) {
    Narrowing narrowing(compiled, regions, out);
    narrowing.run();
  }
  // Every cell shows its class's domain.
  for (int cell = 0; cell < cells; ++cell) {
    out.domain[static_cast<std::size_t>(cell)] =
        out.domain[static_cast<std::size_t>(out.same_class[static_cast<std::size_t>(cell)])];
  }
  return out;
}

}  // namespace dlx::sudoku
