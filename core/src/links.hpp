// The dancing-links structure of Knuth's Algorithm C (TAOCP 7.2.2.1), in two flat arrays.
//
// Items live in `items` (the horizontal, doubly linked list of items still to cover):
//
//     items[0] = root of the primary list      items[N+1] = root of the secondary list
//     items[1 .. N1]   primary items            items[N1+1 .. N]   secondary items
//
// Nodes live in `nodes`, addressed by index, 16 bytes each, so a cover step walks memory that
// is contiguous within an option and close within an item:
//
//     index:   0      1 .. N          N+1      options, each followed by a spacer
//            unused  item headers    spacer   x x x  s  x x  s ...
//
//     item header i:  top = LEN(i), options still active in i; ulink/dlink = last/first node
//     option node x:  top = its item; ulink/dlink = neighbours in that item's vertical list;
//                     color = 0 (none), > 0 (color id), or -1 once its item has been purified
//                     with that color ("known to agree", so commit and hide skip it)
//     spacer s:       top = -k where option k starts after s (and -option_count for the last);
//                     ulink = first node of the option before s; dlink = last node after s
//
// Every update below is Knuth's, step for step, so a reader with the fascicle beside this file
// can check it. The structure is restored exactly by undoing the operations in reverse order.
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::detail {

struct ItemLink {
  std::int32_t llink;
  std::int32_t rlink;
};

struct Node {
  std::int32_t top;
  std::int32_t ulink;
  std::int32_t dlink;
  std::int32_t color;
};

class Links {
 public:
  explicit Links(const Problem& problem);

  std::int32_t primary_count() const { return primary_count_; }
  std::int32_t item_count() const { return item_count_; }
  // The option that node x (inside an option) belongs to.
  OptionId option_of(std::int32_t x) const {
    while (nodes_[x].top > 0) --x;
    return OptionId{-nodes_[x].top};
  }
  std::uint64_t fingerprint() const;

  // ---- The operations of Algorithm C ---------------------------------------------------------------
  // hide'(p): take every other node of p's option out of its item's list.
  void hide(std::int32_t p) {
    for (std::int32_t q = p + 1; q != p;) {
      const Node& node = nodes_[q];
      const std::int32_t x = node.top;
      if (x <= 0) {
        q = node.ulink;  // spacer: wrap to the first node of this option
      } else {
        if (node.color >= 0) {
          nodes_[node.ulink].dlink = node.dlink;
          nodes_[node.dlink].ulink = node.ulink;
          --nodes_[x].top;
          ++updates_;
        }
        ++q;
      }
    }
  }

  // unhide'(p): the exact inverse of hide'(p), walking the option backwards.
  void unhide(std::int32_t p) {
    for (std::int32_t q = p - 1; q != p;) {
      const Node& node = nodes_[q];
      const std::int32_t x = node.top;
      if (x <= 0) {
        q = node.dlink;  // spacer: wrap to the last node of this option
      } else {
        if (node.color >= 0) {
          nodes_[node.ulink].dlink = q;
          nodes_[node.dlink].ulink = q;
          ++nodes_[x].top;
        }
        --q;
      }
    }
  }

  // cover'(i): hide every option of item i, then take i out of the item list.
  void cover(std::int32_t i) {
    for (std::int32_t p = nodes_[i].dlink; p != i; p = nodes_[p].dlink) hide(p);
    const ItemLink link = items_[i];
    items_[link.llink].rlink = link.rlink;
    items_[link.rlink].llink = link.llink;
  }

  void uncover(std::int32_t i) {
    const ItemLink link = items_[i];
    items_[link.llink].rlink = i;
    items_[link.rlink].llink = i;
    for (std::int32_t p = nodes_[i].ulink; p != i; p = nodes_[p].ulink) unhide(p);
  }

  // purify(p): p gives its (secondary) item color c; keep the options that agree, marking their
  // nodes with -1, and hide those that do not.
  void purify(std::int32_t p) {
    const std::int32_t c = nodes_[p].color;
    const std::int32_t i = nodes_[p].top;
    nodes_[i].color = c;
    for (std::int32_t q = nodes_[i].dlink; q != i; q = nodes_[q].dlink) {
      if (nodes_[q].color == c) {
        nodes_[q].color = -1;
      } else {
        hide(q);
      }
    }
  }

  void unpurify(std::int32_t p) {
    const std::int32_t c = nodes_[p].color;
    const std::int32_t i = nodes_[p].top;
    for (std::int32_t q = nodes_[i].ulink; q != i; q = nodes_[q].ulink) {
      if (nodes_[q].color < 0) {
        nodes_[q].color = c;
      } else {
        unhide(q);
      }
    }
    nodes_[i].color = 0;
  }

  // commit(p, j): node p of a chosen option claims its item j.
  void commit(std::int32_t p, std::int32_t j) {
    if (nodes_[p].color == 0) {
      cover(j);
    } else if (nodes_[p].color > 0) {
      purify(p);
    }
  }

  void uncommit(std::int32_t p, std::int32_t j) {
    if (nodes_[p].color == 0) {
      uncover(j);
    } else if (nodes_[p].color > 0) {
      unpurify(p);
    }
  }

  // Commits every other item of the option that contains x (step C5).
  void commit_option_except(std::int32_t x) {
    for (std::int32_t p = x + 1; p != x;) {
      const std::int32_t j = nodes_[p].top;
      if (j <= 0) {
        p = nodes_[p].ulink;
      } else {
        commit(p, j);
        ++p;
      }
    }
  }

  // Undoes commit_option_except(x), in reverse order (step C6).
  void uncommit_option_except(std::int32_t x) {
    for (std::int32_t p = x - 1; p != x;) {
      const std::int32_t j = nodes_[p].top;
      if (j <= 0) {
        p = nodes_[p].dlink;
      } else {
        uncommit(p, j);
        --p;
      }
    }
  }

  // ---- Access for the search loop ----------------------------------------------------------------
  std::int32_t first_active_primary() const { return items_[0].rlink; }
  std::int32_t next_item(std::int32_t i) const { return items_[i].rlink; }
  std::int32_t length(std::int32_t i) const { return nodes_[i].top; }
  std::int32_t first_node(std::int32_t i) const { return nodes_[i].dlink; }
  std::int32_t next_node(std::int32_t x) const { return nodes_[x].dlink; }
  std::int32_t item_of(std::int32_t x) const { return nodes_[x].top; }

  std::uint64_t updates() const { return updates_; }
  void reset_updates() { updates_ = 0; }

 private:
  std::int32_t primary_count_ = 0;
  std::int32_t item_count_ = 0;
  std::vector<ItemLink> items_;
  std::vector<Node> nodes_;
  std::uint64_t updates_ = 0;
};

}  // namespace dlx::detail
