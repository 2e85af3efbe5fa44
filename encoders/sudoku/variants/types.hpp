// The rows of the constraint table, one function per type, each defined in the type's file
// (types of one family share a file: thermo.cpp has thermo and slow-thermo). constraint_table.cpp
// lists them.
#pragma once

#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {

ConstraintType thermo_type();
ConstraintType slow_thermo_type();
ConstraintType arrow_type();
ConstraintType killer_type();
ConstraintType little_killer_type();
ConstraintType sandwich_type();
ConstraintType x_sum_type();
ConstraintType skyscraper_type();
ConstraintType x_type();
ConstraintType v_type();
ConstraintType kropki_white_type();
ConstraintType kropki_black_type();
ConstraintType difference_type();
ConstraintType ratio_type();
ConstraintType negative_x_type();
ConstraintType negative_v_type();
ConstraintType negative_xv_type();
ConstraintType negative_kropki_white_type();
ConstraintType negative_kropki_black_type();
ConstraintType odd_type();
ConstraintType even_type();
ConstraintType minimum_type();
ConstraintType maximum_type();
ConstraintType anti_knight_type();
ConstraintType anti_king_type();
ConstraintType non_consecutive_type();
ConstraintType disjoint_groups_type();
ConstraintType diagonal_up_type();
ConstraintType diagonal_down_type();
ConstraintType windoku_type();
ConstraintType extra_region_type();
ConstraintType jigsaw_type();
ConstraintType palindrome_type();
ConstraintType renban_type();
ConstraintType whisper_type();
ConstraintType between_type();
ConstraintType region_sum_type();
ConstraintType entropic_type();
ConstraintType zipper_type();
ConstraintType modular_type();
ConstraintType lockout_type();
ConstraintType fortress_type();
ConstraintType quadruple_type();
ConstraintType clone_type();
ConstraintType row_indexer_type();
ConstraintType column_indexer_type();
ConstraintType candidates_type();
// The general families (issue 41): sums with weights, multisets.
ConstraintType sum_type();
ConstraintType contains_at_least_type();
ConstraintType contains_exactly_type();
ConstraintType pair_type();
ConstraintType pairx_type();
ConstraintType count_distinct_type();
ConstraintType same_values_type();
// Equal sums of groups (issue 41, ISS's EqualSum).
ConstraintType equal_sum_type();
// Lines read by an automaton (issue 41): a regular expression, a finite automaton.
ConstraintType regex_type();
ConstraintType automaton_type();
// ISS's composites (issue 41, point 3): an Or over a few cells.
ConstraintType one_of_type();
// An or of groups of rules, in general (issue 41, point 3).
ConstraintType or_type();
// Regions found while solving (issue 41, point 2).
ConstraintType chaos_type();
ConstraintType chaos_count_type();
ConstraintType chaos_count_others_type();
ConstraintType chaos_arrow_type();
ConstraintType chaos_arrow_others_type();
ConstraintType chaos_same_type();
ConstraintType chaos_apart_type();
ConstraintType chaos_count_regions_type();
// Values whose cells form one connected region (issue 41, ISS's ConnectedValues).
ConstraintType connected_type();
// The named families (issue 41): outside clues.
ConstraintType full_rank_type();
ConstraintType full_rank_tied_type();
ConstraintType full_rank_no_ties_type();
ConstraintType numbered_room_type();
ConstraintType hidden_skyscraper_type();
// The named families: lines.
ConstraintType sum_line_type();
ConstraintType lunchbox_type();
ConstraintType counting_circles_type();
// The named families: rules of the whole grid.
ConstraintType global_entropy_type();
ConstraintType global_mod_type();
// The named families, part two (issue 41).
ConstraintType doppelganger_type();
ConstraintType doppelganger_missing_type();
ConstraintType double_arrow_type();
ConstraintType rellik_type();
ConstraintType equality_cage_type();
ConstraintType anti_taxicab_type();
ConstraintType value_indexing_type();
ConstraintType dutch_flatmates_type();
ConstraintType region_same_values_type();
ConstraintType nabner_type();
ConstraintType dutch_whisper_type();
ConstraintType box_indexer_type();
ConstraintType multi_sum_killer_type();

// Whether two cells are orthogonal neighbours, in the grid or in one layer of variable cells (the
// dots' validation).
bool orthogonal_neighbours(int a, int b, const GridSize& size);

}  // namespace dlx::sudoku
