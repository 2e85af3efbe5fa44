// A revised primal simplex with a dense basis inverse:
//
//   start   a basis of artificial columns, one per row at a cost M dearer than any solution,
//           some replaced by a crash (below); the right-hand sides perturbed
//   pivot   Devex pricing over the working set of columns, Harris's two-pass ratio test, the
//           inverse, the duals, the reduced costs and the weights updated in place; the inverse
//           recomputed from the basis every m pivots
//   price   when no column of the working set prices out: the inverse recomputed, every column
//           priced with the fresh duals; none below zero: optimal; else the most negative ones
//           join the working set, and the pivots go on
//
// Measured on OR-Library's set-partitioning files (against GLPK's optimum of each relaxation,
// which every one reaches to 1e-5): sppnw02 (145 rows, 87879 columns) 0.3 s, sppaa06 (646 rows,
// 7292 columns) 2.4 s, sppaa01 (823 rows, 8904 columns) 6 s of CPU.
//
// Sifting: crew-scheduling instances have tens of thousands of columns on tens of rows, and only
// a few hundred ever enter the basis, so the working set starts with the crash's columns and
// grows by 2m columns a round; priced once per round instead of once per pivot, the columns cost
// little (sppnw02: 0.3 s, 2.4 s with all of them). Where the columns' entries are fewer than m^2,
// a pivot's update of the inverse costs more than pricing them all, and the working set is all
// of them from the start, without the crash, which there doubled the pivots (sppaa06: 6900
// pivots, 10000 with the crash).
//
// Devex (Forrest and Goldfarb's approximation of steepest edge): Dantzig's rule (the most
// negative reduced cost enters) spent most of its pivots driving the artificial columns out one
// degenerate step at a time (sppaa06: 15,000 pivots before the first feasible basis, 7,000 in all
// with Devex).
//
// Degeneracy: set partitioning is highly degenerate (many basic columns at 0), where the
// simplex can cycle. The right-hand sides are perturbed (1 + a few millionths, different per
// row), the textbook remedy; the duals of the perturbed optimum are feasible for the real
// problem too, and their bound is within about the perturbation times the duals of its optimum.
//
// Rounding: when it makes the basis singular (a pivot of a few millionths that was 0), the
// simplex starts again from the artificial basis, recomputing the inverse four times as often.
#include "set_partitioning_lp.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <numeric>
#include <utility>

namespace dlx::detail {
namespace {

// Past this many rows the inverse (8 m^2 bytes, twice while it is recomputed) and its
// recomputation (2 m^3 operations) cost too much: 1500 rows take 36 MB and 7e9 operations.
constexpr std::size_t kMaxRows = 1500;
constexpr double kPivotTolerance = 1e-7;
constexpr double kSingularPivot = 1e-9;
constexpr double kFeasibilityTolerance = 1e-9;
constexpr double kPerturbation = 1e-6;
constexpr std::uint64_t kPivotsBetweenStops = 16;
constexpr int kAttempts = 3;

enum class Outcome { kOptimal, kGaveUp, kTrouble };

class Simplex {
 public:
  Simplex(const Columns& columns, double max_work, const std::function<bool()>& stop)
      : columns_(columns), max_work_(max_work), stop_(stop) {
    row_of_item_.assign(columns.of_item.size(), -1);
    for (std::size_t i = 0; i < columns.of_item.size(); ++i) {
      if (columns.of_item[i].empty()) continue;
      row_of_item_[i] = static_cast<std::int32_t>(item_of_row_.size());
      item_of_row_.push_back(static_cast<std::int32_t>(i));
    }
    m_ = item_of_row_.size();
    n_ = columns.cost.size();
    rows_.resize(n_);
    double largest = 0;
    std::size_t entries = 0;
    for (std::size_t j = 0; j < n_; ++j) {
      for (const std::int32_t i : columns.items[j]) rows_[j].push_back(row_of_item_[i]);
      largest = std::max(largest, static_cast<double>(columns.cost[j]));
      entries += rows_[j].size();
    }
    // Every solution costs at most m times the dearest option: an artificial column dearer
    // than that is never basic in an optimum of a feasible problem.
    big_m_ = (largest + 1) * static_cast<double>(m_ + 1);
    all_at_once_ = entries <= m_ * m_;
    refactor_every_ = std::max<std::size_t>(m_, 50);
  }

  std::optional<LpRelaxation> solve() {
    if (m_ == 0 || m_ > kMaxRows) return std::nullopt;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
      switch (run()) {
        case Outcome::kOptimal:
          return answer();
        case Outcome::kGaveUp:
          return std::nullopt;
        case Outcome::kTrouble:
          refactor_every_ = std::max<std::size_t>(refactor_every_ / 4, 10);
          break;
      }
    }
    return std::nullopt;
  }

 private:
  // Basic variable of a row: a column j < n_, or n_ + r for row r's artificial.
  bool artificial(std::size_t var) const { return var >= n_; }
  double cost_of(std::size_t var) const {
    return artificial(var) ? big_m_ : static_cast<double>(columns_.cost[var]);
  }
  double& inverse(std::size_t row, std::size_t column) { return inverse_[column * m_ + row]; }
  bool out_of_work() const { return work_ > max_work_; }

  Outcome run() {
    start();
    if (singular_) return Outcome::kTrouble;
    std::vector<std::int32_t> entering;
    for (;;) {
      const Outcome pivoted = pivot_until_optimal();
      if (pivoted != Outcome::kOptimal) return pivoted;
      refactor();
      if (singular_) return Outcome::kTrouble;
      if (out_of_work()) return Outcome::kGaveUp;
      // Fresh duals may show a column of the set that rounding had hidden.
      if (working_set_prices_out()) continue;
      if (!price_all(entering)) return Outcome::kOptimal;
      for (const std::int32_t j : entering) join_working_set(static_cast<std::size_t>(j));
    }
  }

  void start() {
    head_.resize(m_);
    position_.assign(n_, -1);
    in_working_.assign(n_, 0);
    working_.clear();
    working_entries_ = 0;
    weight_.assign(n_, 1.0);
    reduced_.assign(n_, 0.0);
    alpha_.assign(m_, 0.0);
    row_.assign(m_, 0.0);
    rhs_.resize(m_);
    singular_ = false;
    // A fixed pseudo-random perturbation (the search is deterministic).
    std::uint64_t state = 0x9e3779b97f4a7c15ULL;
    for (std::size_t r = 0; r < m_; ++r) {
      state = state * 6364136223846793005ULL + 1442695040888963407ULL;
      const double unit = static_cast<double>(state >> 11) / 9007199254740992.0;
      rhs_[r] = 1.0 + kPerturbation * (1.0 + unit);
      head_[r] = n_ + r;
    }
    if (all_at_once_) {
      for (std::size_t j = 0; j < n_; ++j) join_working_set(j);
    } else {
      crash();
    }
    refactor();
  }

  void join_working_set(std::size_t j) {
    in_working_[j] = 1;
    working_.push_back(static_cast<std::int32_t>(j));
    working_entries_ += rows_[j].size();
  }

  // A first basis better than the artificial one: disjoint columns, cheapest per row first, each
  // in place of the artificial of one of its rows (its other rows' artificials stay, at 0). The
  // basis stays triangular, so nonsingular, and feasible.
  void crash() {
    std::vector<std::size_t> order(n_);
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto share = [this](std::size_t j) {
      return static_cast<double>(columns_.cost[j]) / static_cast<double>(rows_[j].size());
    };
    std::stable_sort(order.begin(), order.end(),
                     [&share](std::size_t a, std::size_t b) { return share(a) < share(b); });
    std::vector<char> covered(m_, 0);
    for (const std::size_t j : order) {
      bool free = true;
      for (const std::int32_t i : rows_[j]) free = free && !covered[static_cast<std::size_t>(i)];
      if (!free) continue;
      for (const std::int32_t i : rows_[j]) covered[static_cast<std::size_t>(i)] = 1;
      head_[static_cast<std::size_t>(rows_[j].front())] = j;
      join_working_set(j);
    }
  }

  // The inverse of the basis from scratch (Gauss-Jordan with partial pivoting), then the values
  // of the basic variables, the duals and the working set's reduced costs.
  void refactor() {
    // t = B^T, row-major: row r of t is the basis's column r, an option's 0/1 column.
    std::vector<double> t(m_ * m_, 0.0);
    for (std::size_t r = 0; r < m_; ++r) {
      const std::size_t var = head_[r];
      if (artificial(var)) {
        t[r * m_ + (var - n_)] = 1.0;
      } else {
        for (const std::int32_t i : rows_[var]) t[r * m_ + static_cast<std::size_t>(i)] = 1.0;
      }
    }
    // [t | I] reduced to [I | t^-1]; t^-1 = (B^-1)^T row-major is B^-1 column-major, the
    // layout of inverse_.
    std::vector<double>& u = inverse_;
    u.assign(m_ * m_, 0.0);
    for (std::size_t r = 0; r < m_; ++r) u[r * m_ + r] = 1.0;
    const auto row = [this](std::vector<double>& matrix, std::size_t r) {
      return matrix.begin() + static_cast<std::ptrdiff_t>(r * m_);
    };
    for (std::size_t k = 0; k < m_; ++k) {
      std::size_t pivot = k;
      for (std::size_t r = k + 1; r < m_; ++r) {
        if (std::abs(t[r * m_ + k]) > std::abs(t[pivot * m_ + k])) pivot = r;
      }
      if (pivot != k) {
        std::swap_ranges(row(t, pivot), row(t, pivot + 1), row(t, k));
        std::swap_ranges(row(u, pivot), row(u, pivot + 1), row(u, k));
      }
      const double p = t[k * m_ + k];
      if (std::abs(p) < kSingularPivot) {
        singular_ = true;
        return;
      }
      for (std::size_t c = 0; c < m_; ++c) {
        t[k * m_ + c] /= p;
        u[k * m_ + c] /= p;
      }
      for (std::size_t r = 0; r < m_; ++r) {
        const double f = t[r * m_ + k];
        if (r == k || f == 0.0) continue;
        for (std::size_t c = k; c < m_; ++c) t[r * m_ + c] -= f * t[k * m_ + c];
        for (std::size_t c = 0; c < m_; ++c) u[r * m_ + c] -= f * u[k * m_ + c];
      }
    }
    work_ += 2.0 * static_cast<double>(m_) * static_cast<double>(m_) * static_cast<double>(m_);
    since_refactor_ = 0;
    recompute_values();
  }

  void recompute_values() {
    values_.assign(m_, 0.0);
    for (std::size_t k = 0; k < m_; ++k) {
      for (std::size_t r = 0; r < m_; ++r) values_[r] += inverse(r, k) * rhs_[k];
    }
    dual_.assign(m_, 0.0);
    for (std::size_t k = 0; k < m_; ++k) {
      double sum = 0;
      for (std::size_t r = 0; r < m_; ++r) sum += cost_of(head_[r]) * inverse(r, k);
      dual_[k] = sum;
    }
    for (std::size_t r = 0; r < m_; ++r) {
      if (!artificial(head_[r])) position_[head_[r]] = static_cast<std::int32_t>(r);
    }
    for (const std::int32_t j : working_) {
      reduced_[static_cast<std::size_t>(j)] = reduced_cost(static_cast<std::size_t>(j));
    }
  }

  double reduced_cost(std::size_t j) const {
    double d = static_cast<double>(columns_.cost[j]);
    for (const std::int32_t i : rows_[j]) d -= dual_[static_cast<std::size_t>(i)];
    return d;
  }

  double optimality_tolerance(std::size_t j) const {
    return 1e-9 * (1.0 + static_cast<double>(columns_.cost[j]));
  }

  bool prices_out(std::size_t j) const {
    return position_[j] < 0 && reduced_[j] < -optimality_tolerance(j);
  }

  bool working_set_prices_out() const {
    return std::any_of(working_.begin(), working_.end(),
                       [this](std::int32_t j) { return prices_out(static_cast<std::size_t>(j)); });
  }

  // The columns outside the working set that price out, the most negative first (at most a
  // round's worth); false when there are none.
  bool price_all(std::vector<std::int32_t>& entering) {
    std::vector<std::pair<double, std::int32_t>> negative;
    for (std::size_t j = 0; j < n_; ++j) {
      if (in_working_[j]) continue;
      const double d = reduced_cost(j);
      if (d < -optimality_tolerance(j)) negative.emplace_back(d, static_cast<std::int32_t>(j));
      work_ += static_cast<double>(rows_[j].size());
    }
    if (negative.empty()) return false;
    const std::size_t round = std::max<std::size_t>(2 * m_, 100);
    if (negative.size() > round) {
      std::nth_element(negative.begin(), negative.begin() + static_cast<std::ptrdiff_t>(round),
                       negative.end());
      negative.resize(round);
    }
    entering.clear();
    for (const auto& [d, j] : negative) {
      entering.push_back(j);
      reduced_[static_cast<std::size_t>(j)] = d;
    }
    return true;
  }

  // Pivots on the working set until none of its columns prices out.
  Outcome pivot_until_optimal() {
    for (;;) {
      if (out_of_work()) return Outcome::kGaveUp;
      if (stop_ && pivots_ % kPivotsBetweenStops == 0 && stop_()) return Outcome::kGaveUp;
      std::size_t q = n_;
      double best_score = 0;
      for (const std::int32_t jj : working_) {
        const auto j = static_cast<std::size_t>(jj);
        const double d = reduced_[j];
        if (prices_out(j) && d * d > best_score * weight_[j]) {
          best_score = d * d / weight_[j];
          q = j;
        }
      }
      work_ += static_cast<double>(working_.size());
      if (q == n_) return Outcome::kOptimal;
      // alpha = B^-1 a_q: the sum of the inverse's columns of q's rows.
      std::fill(alpha_.begin(), alpha_.end(), 0.0);
      for (const std::int32_t i : rows_[q]) {
        const double* column = &inverse_[static_cast<std::size_t>(i) * m_];
        for (std::size_t r = 0; r < m_; ++r) alpha_[r] += column[r];
      }
      const std::size_t leaving = ratio_test();
      if (leaving == m_) return Outcome::kTrouble;  // unbounded: only rounding can say so
      pivot(q, leaving);
      if (++since_refactor_ >= refactor_every_) {
        refactor();
        if (singular_) return Outcome::kTrouble;
      }
    }
  }

  // Harris's two passes: the largest step that keeps every basic value above -tolerance, then
  // among the rows that limit the step to at most that, the largest pivot.
  std::size_t ratio_test() const {
    double limit = std::numeric_limits<double>::infinity();
    for (std::size_t r = 0; r < m_; ++r) {
      if (alpha_[r] > kPivotTolerance) {
        limit = std::min(limit, (values_[r] + kFeasibilityTolerance) / alpha_[r]);
      }
    }
    std::size_t leaving = m_;
    double largest = 0;
    for (std::size_t r = 0; r < m_; ++r) {
      if (alpha_[r] > kPivotTolerance && values_[r] / alpha_[r] <= limit && alpha_[r] > largest) {
        largest = alpha_[r];
        leaving = r;
      }
    }
    return leaving;
  }

  void pivot(std::size_t q, std::size_t r) {
    const double pivot_value = alpha_[r];
    const double step = std::max(0.0, values_[r] / pivot_value);
    for (std::size_t i = 0; i < m_; ++i) values_[i] -= step * alpha_[i];
    values_[r] = step;
    // The pivot row of the old inverse moves the duals and, through the pivot row of the
    // working set (alpha_r,j = row . a_j), their reduced costs and Devex weights.
    for (std::size_t k = 0; k < m_; ++k) row_[k] = inverse(r, k);
    const double along = reduced_[q] / pivot_value;
    for (std::size_t k = 0; k < m_; ++k) dual_[k] += along * row_[k];
    update_working_set(q, pivot_value, along);
    const std::size_t leaving = head_[r];
    if (!artificial(leaving)) {
      position_[leaving] = -1;
      reduced_[leaving] = -along;  // its entry of the pivot row is 1
      weight_[leaving] = std::max(weight_[q] / (pivot_value * pivot_value), 1.0);
    }
    reduced_[q] = 0;
    for (std::size_t k = 0; k < m_; ++k) {
      double* column = &inverse_[k * m_];
      const double p = column[r];
      if (p == 0.0) continue;
      const double scaled = p / pivot_value;
      for (std::size_t i = 0; i < m_; ++i) column[i] -= alpha_[i] * scaled;
      column[r] = scaled;
      work_ += static_cast<double>(m_);
    }
    work_ += 3.0 * static_cast<double>(m_);
    head_[r] = q;
    position_[q] = static_cast<std::int32_t>(r);
    ++pivots_;
  }

  void update_working_set(std::size_t q, double pivot_value, double along) {
    const double entering = weight_[q];
    for (const std::int32_t jj : working_) {
      const auto j = static_cast<std::size_t>(jj);
      if (position_[j] >= 0 || j == q) continue;
      double a = 0;
      for (const std::int32_t i : rows_[j]) a += row_[static_cast<std::size_t>(i)];
      if (a == 0) continue;
      reduced_[j] -= along * a;
      const double ratio = a / pivot_value;
      weight_[j] = std::max(weight_[j], ratio * ratio * entering);
    }
    work_ += static_cast<double>(working_entries_);
  }

  LpRelaxation answer() {
    LpRelaxation lp;
    lp.pivots = pivots_;
    lp.dual.assign(columns_.of_item.size(), 0.0);
    for (std::size_t r = 0; r < m_; ++r) {
      lp.dual[static_cast<std::size_t>(item_of_row_[r])] = dual_[r];
    }
    // The values for the true right-hand sides (all 1), without the perturbation.
    lp.primal.assign(n_, 0.0);
    for (std::size_t r = 0; r < m_; ++r) {
      if (artificial(head_[r])) continue;
      double x = 0;
      for (std::size_t k = 0; k < m_; ++k) x += inverse(r, k);
      lp.primal[head_[r]] = x;
      lp.value += x * static_cast<double>(columns_.cost[head_[r]]);
    }
    return lp;
  }

  const Columns& columns_;
  double max_work_;
  const std::function<bool()>& stop_;
  double work_ = 0;  // floating-point operations so far, about
  std::size_t m_ = 0;
  std::size_t n_ = 0;
  double big_m_ = 0;
  bool all_at_once_ = false;  // the working set is every column
  std::vector<std::int32_t> row_of_item_;
  std::vector<std::int32_t> item_of_row_;
  std::vector<std::vector<std::int32_t>> rows_;  // per column: its rows
  std::vector<std::size_t> head_;                // per row: its basic variable
  std::vector<std::int32_t> position_;           // per column: its row in the basis, or -1
  std::vector<char> in_working_;
  std::vector<std::int32_t> working_;
  std::size_t working_entries_ = 0;
  std::vector<double> weight_;   // per column: its Devex weight
  std::vector<double> reduced_;  // per column of the working set: its reduced cost
  std::vector<double> inverse_;  // the basis inverse, column-major
  std::vector<double> rhs_;
  std::vector<double> values_;  // per row: its basic variable's value
  std::vector<double> dual_;    // per row
  std::vector<double> row_;     // the pivot row of the inverse
  std::vector<double> alpha_;   // the entering column, times the inverse
  std::size_t refactor_every_ = 0;
  std::size_t since_refactor_ = 0;
  std::uint64_t pivots_ = 0;
  bool singular_ = false;  // rounding made the basis singular
};

}  // namespace

std::optional<LpRelaxation> solve_lp_relaxation(const Columns& columns, double max_work,
                                                const std::function<bool()>& stop) {
  return Simplex(columns, max_work, stop).solve();
}

}  // namespace dlx::detail
