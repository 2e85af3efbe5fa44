// Encoder::any_of (encoder.hpp): an or of groups of rules as exact cover. A selector piece
// chooses the branch, option b branch b; each branch's rules compile as they would alone, then
// hold only under the branch's flag:
//
//   selector  option b: the cells' values branch b keeps them to, flag_b = 1, flag_j = 0 (j != b)
//   piece     each option of a branch's piece, with flag_b = 1; and "flag_b = 0" (its cells free)
//
// so that a solution's chosen branch holds as far as its pieces say, and the others are free.
// A grid where two branches hold is two solutions of the model, one per choice: the acceptance
// test (or_choice.hpp) keeps the one that chose the first branch that holds, and judges the
// chosen branch whole with the rules' checks (what its at-most-one items and sums' bounds said,
// which no flag can switch off, is left out of the model).
#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku {
namespace {

// What one branch compiled into, made conditional.
struct BranchParts {
  std::vector<Term> kept;                 // cells the branch keeps within values (masks)
  std::vector<std::pair<int, int>> same;  // cells the branch makes equal
  std::size_t first_piece = 0;            // its pieces: [first_piece, end_piece)
  std::size_t end_piece = 0;
  bool flagged() const { return !same.empty() || end_piece > first_piece; }
};

}  // namespace

void Encoder::any_of(const std::vector<std::vector<Constraint>>& branches) {
  std::vector<BranchParts> parts;
  for (const std::vector<Constraint>& branch : branches) {
    // What the branch may change that must not hold for the other constraints: the domains, the
    // cells made equal and the cells known to differ (which enumerations read), and the items
    // no flag switches off.
    const std::vector<ValueMask> domain = out_.domain;
    const std::vector<int> same_of = same_of_;
    const std::vector<std::uint64_t> peers = peers_;
    const std::size_t same_count = out_.same.size();
    const std::size_t at_most_one_count = out_.at_most_one.size();
    const std::size_t sum_count = out_.sums.size();
    const std::size_t whole_count = whole_houses_.size();  // a branch's domains hold more
    const std::size_t required_count = out_.required.size();
    BranchParts& part = parts.emplace_back();
    part.first_piece = out_.pieces.size();
    for (const Constraint& rule : branch) {
      const std::size_t groups = out_.value_groups.size();
      const std::size_t chaos = out_.chaos_clues.size() + out_.chaos_relations.size();
      const int chaos_size = out_.chaos_region_size;
      const std::size_t connected = out_.connected.size();
      const std::size_t ors = out_.ors.size();
      if (rule.type->compile != nullptr) rule.type->compile(rule, *this);
      if (out_.value_groups.size() != groups || out_.connected.size() != connected ||
          out_.chaos_clues.size() + out_.chaos_relations.size() != chaos ||
          !rule.reads_region.empty() || out_.chaos_region_size != chaos_size ||
          out_.ors.size() != ors) {
        fail(
            fmt::format("'{}' in a branch is not stated: its rule compiles to a group of values "
                        "or a region found while solving, which no branch's flag can switch off",
                        rule.type->name));
      }
    }
    part.end_piece = out_.pieces.size();
    for (int cell = 0; cell < all_cells(); ++cell) {
      const auto at = static_cast<std::size_t>(cell);
      if (out_.domain[at] != domain[at]) part.kept.push_back({cell, out_.domain[at]});
    }
    part.same.assign(out_.same.begin() + static_cast<std::ptrdiff_t>(same_count), out_.same.end());
    out_.domain = domain;
    same_of_ = same_of;
    peers_ = peers;
    out_.same.resize(same_count);
    out_.at_most_one.resize(at_most_one_count);
    out_.sums.resize(sum_count);
    whole_houses_.resize(whole_count);
    whole_totals_.resize(whole_count);
    out_.required.resize(required_count);
  }
  std::vector<std::vector<std::size_t>> branch_pieces(parts.size());
  std::vector<Var> flag(parts.size(), -1);
  for (std::size_t b = 0; b < parts.size(); ++b) {
    if (parts[b].flagged()) flag[b] = auxiliary(0, 1);
  }
  for (std::size_t b = 0; b < parts.size(); ++b) {
    const Term on{flag[b], 1};
    const Term off{flag[b], 0};
    for (std::size_t p = parts[b].first_piece; p < parts[b].end_piece; ++p) {
      Piece conditional{out_.pieces[p].name, {}, {0}};
      std::vector<Term> option;
      for (std::size_t k = 0; k < out_.pieces[p].option_count(); ++k) {
        const std::span<const Term> terms = out_.pieces[p].option(k);
        option.assign(terms.begin(), terms.end());
        option.push_back(on);
        conditional.add_option(option);
      }
      conditional.add_option(std::span<const Term>(&off, 1));
      out_.pieces[p] = std::move(conditional);
      branch_pieces[b].push_back(p);
    }
    for (const auto& [a, c] : parts[b].same) {
      branch_pieces[b].push_back(out_.pieces.size());
      Piece& equal = piece();
      for (int v = 1; v <= shape_.size.values; ++v) {
        const Term terms[] = {{a, value_bit(v)}, {c, value_bit(v)}, on};
        equal.add_option(terms);
      }
      equal.add_option(std::span<const Term>(&off, 1));
    }
  }
  const std::size_t selector = out_.pieces.size();
  piece();
  for (std::size_t b = 0; b < parts.size(); ++b) {
    std::vector<Term> option = parts[b].kept;
    for (std::size_t j = 0; j < parts.size(); ++j) {
      if (flag[j] >= 0) option.push_back({flag[j], j == b ? 1u : 0u});
    }
    out_.pieces[selector].add_option(option);
  }
  out_.ors.push_back({selector, branches, std::move(branch_pieces)});
}

}  // namespace dlx::sudoku
