// A textbook Dancing Links solver, kept as the yardstick our engine is measured against.
//
// This is Algorithm X on dancing links as Knuth's 2000 paper "Dancing Links" presents it and as
// the usual articles retell it: one heap object per node, column objects that carry a size and a
// name, a recursive search, and the S heuristic (MRV: cover the column with the fewest rows).
// Nothing here is tuned; the point is to be the implementation a reader would write from the
// paper, so that "faster than the textbook" means something.
//
//     root <-> c0 <-> c1 <-> ... <-> root        primary columns, linked left/right
//               |      |
//               x  <-> x  <-> ...                one row (option): nodes linked left/right in a
//               |      |                          circle, and up/down into their columns
//
// Secondary items are handled the standard way (the paper's section on "generalized cover"):
// their columns are never linked into the root's list, so the search never chooses them, but
// covering them when a row is chosen still removes every conflicting row. Colors are not
// supported: the constructor throws std::invalid_argument for a problem that uses them.
//
// Stopping early (a solution limit) and keeping the first solution are the two additions a
// puzzle benchmark needs: "solve" and "is it unique?" are searches for one and for two solutions.
// They live in a second instantiation of search(), so that count() runs the paper's loop exactly
// as before, with neither the check nor the record of the chosen rows.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::bench {

class TextbookDlx {
 public:
  struct Counts {
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;  // calls of search(k): levels entered, the root included
  };

  explicit TextbookDlx(const Problem& problem);
  ~TextbookDlx();
  TextbookDlx(const TextbookDlx&) = delete;
  TextbookDlx& operator=(const TextbookDlx&) = delete;

  // Counts every solution. The links are restored when it returns, so it can be called again.
  Counts count();
  // Counts solutions until `max_solutions` are found (0: no limit), restoring the links however
  // the search ends. When `first` is not null it receives the first solution found, as the
  // indices of its options in the Problem in the order they were chosen (empty if none).
  Counts count(std::uint64_t max_solutions, std::vector<int>* first);

 private:
  struct Column;

  struct Node {
    Node* left = nullptr;
    Node* right = nullptr;
    Node* up = nullptr;
    Node* down = nullptr;
    Column* column = nullptr;
    int row = -1;  // the option this node belongs to; -1 for column objects
  };

  struct Column : Node {
    int size = 0;  // rows still linked into this column
    std::string name;
  };

  // kLimited: stop at limit_ solutions and record the rows chosen (the paper's O_k).
  template <bool kLimited>
  void search(int k);
  Column* choose_column();
  static void cover(Column* c);
  static void uncover(Column* c);
  void release();

  Column root_;                   // the header: root_.right is the first uncovered primary column
  std::vector<Column*> columns_;  // every column, primary and secondary, for the destructor
  Counts counts_;
  // For count(max_solutions, first) only.
  std::uint64_t limit_ = 0;
  std::vector<Node*> chosen_;  // O_k: the row chosen at each level; levels <= primary columns
  std::vector<int>* first_ = nullptr;
};

}  // namespace dlx::bench
