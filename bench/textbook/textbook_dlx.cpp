#include "textbook/textbook_dlx.hpp"

#include <limits>
#include <stdexcept>

namespace dlx::bench {

TextbookDlx::TextbookDlx(const Problem& problem) {
  root_.left = root_.right = &root_;
  root_.name = "root";
  // Each level covers a primary column, so no search goes deeper than there are of them.
  chosen_.assign(problem.primary_count(), nullptr);
  // A constructor that throws gets no destructor call, so free what was built before rethrowing.
  try {
    columns_.reserve(problem.item_count());
    for (std::size_t k = 0; k < problem.item_count(); ++k) {
      const ItemId item{static_cast<std::int32_t>(k)};
      auto* c = new Column;
      c->column = c;
      c->up = c->down = c;
      c->name = problem.item_name(item);
      columns_.push_back(c);
      if (problem.item_kind(item) == ItemKind::kPrimary) {
        // Append to the header list, keeping declaration order (MRV ties go to the leftmost).
        c->left = root_.left;
        c->right = &root_;
        root_.left->right = c;
        root_.left = c;
      } else {
        c->left = c->right = c;  // secondary: outside the header list, so never chosen
      }
    }
    for (std::size_t r = 0; r < problem.option_count(); ++r) {
      Node* first = nullptr;
      for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(r)})) {
        if (entry.color.valid()) {
          throw std::invalid_argument("the textbook DLX does not support colors");
        }
        Column* c = columns_[static_cast<std::size_t>(entry.item.value)];
        auto* x = new Node;
        x->column = c;
        x->row = static_cast<int>(r);
        // Append at the bottom of column c.
        x->up = c->up;
        x->down = c;
        c->up->down = x;
        c->up = x;
        ++c->size;
        // Append at the end of this row's circle.
        if (first == nullptr) {
          first = x->left = x->right = x;
        } else {
          x->left = first->left;
          x->right = first;
          first->left->right = x;
          first->left = x;
        }
      }
    }
  } catch (...) {
    release();
    throw;
  }
}

TextbookDlx::~TextbookDlx() {
  release();
}

// Every node hangs in exactly one column, and count() leaves all of them linked, so walking the
// columns finds every node once.
void TextbookDlx::release() {
  for (Column* c : columns_) {
    for (Node* x = c->down; x != c;) {
      Node* next = x->down;
      delete x;
      x = next;
    }
    delete c;
  }
  columns_.clear();
}

TextbookDlx::Counts TextbookDlx::count() {
  counts_ = Counts{};
  search<false>(0);
  return counts_;
}

TextbookDlx::Counts TextbookDlx::count(std::uint64_t max_solutions, std::vector<int>* first) {
  counts_ = Counts{};
  limit_ = max_solutions == 0 ? std::numeric_limits<std::uint64_t>::max() : max_solutions;
  first_ = first;
  if (first_ != nullptr) first_->clear();
  search<true>(0);
  first_ = nullptr;
  return counts_;
}

// The paper's search(k), with "print the solution" replaced by counting it. The limited version
// also keeps O_k, as the paper does to print the solution, and after a row's columns are
// uncovered leaves the loop once enough solutions are found: every level it leaves uncovers what
// it covered, so the links end as they began.
template <bool kLimited>
void TextbookDlx::search(int k) {
  ++counts_.nodes;
  if (root_.right == &root_) {
    ++counts_.solutions;
    if constexpr (kLimited) {
      if (first_ != nullptr && counts_.solutions == 1) {
        for (int level = 0; level < k; ++level) {
          first_->push_back(chosen_[static_cast<std::size_t>(level)]->row);
        }
      }
    }
    return;
  }
  Column* c = choose_column();
  cover(c);
  for (Node* r = c->down; r != c; r = r->down) {
    if constexpr (kLimited) chosen_[static_cast<std::size_t>(k)] = r;
    for (Node* j = r->right; j != r; j = j->right) cover(j->column);
    search<kLimited>(k + 1);
    for (Node* j = r->left; j != r; j = j->left) uncover(j->column);
    if constexpr (kLimited) {
      if (counts_.solutions >= limit_) break;
    }
  }
  uncover(c);
}

// The S heuristic: the leftmost column of smallest size.
TextbookDlx::Column* TextbookDlx::choose_column() {
  Column* best = nullptr;
  int best_size = 0;
  for (Node* j = root_.right; j != &root_; j = j->right) {
    Column* c = j->column;
    if (best == nullptr || c->size < best_size) {
      best = c;
      best_size = c->size;
    }
  }
  return best;
}

void TextbookDlx::cover(Column* c) {
  c->right->left = c->left;
  c->left->right = c->right;
  for (Node* i = c->down; i != c; i = i->down) {
    for (Node* j = i->right; j != i; j = j->right) {
      j->down->up = j->up;
      j->up->down = j->down;
      --j->column->size;
    }
  }
}

void TextbookDlx::uncover(Column* c) {
  for (Node* i = c->up; i != c; i = i->up) {
    for (Node* j = i->left; j != i; j = j->left) {
      ++j->column->size;
      j->down->up = j;
      j->up->down = j;
    }
  }
  c->right->left = c;
  c->left->right = c;
}

}  // namespace dlx::bench
