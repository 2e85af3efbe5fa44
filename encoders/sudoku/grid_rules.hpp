// The rules of a puzzle's grid, as the rows of its constraints state them: its regions (the boxes,
// or a jigsaw's regions), its houses, and which model its rules need. A diagonal, windoku's
// windows, a jigsaw region map, extra regions and killer cages are constraints like any other
// (constraint_type.hpp); the model, the checker, the grader, the generator and the pictures take
// them from here, so that each rule has one path.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {

// Whether the puzzle's regions are a jigsaw's (its grid_region constraints) in place of boxes.
bool has_grid_regions(const SudokuPuzzle& puzzle);

// The grid's size and the region of each cell: its box, or its jigsaw region (-1: none, as in a
// grid without boxes).
GridShape grid_shape(const SudokuPuzzle& puzzle);

// Every house of the puzzle: its rows, columns and boxes (or jigsaw regions), then the houses of
// its other constraints in their order.
std::vector<Region> regions_of(const SudokuPuzzle& puzzle);

// The constraints of the puzzle that are not houses (a thermometer, a killer cage), in order:
// what the logic solver and the generator do not know.
std::vector<const Constraint*> rules_beyond_houses(const SudokuPuzzle& puzzle);

// Whether every rule of the puzzle is a house: the plain model then holds them all
// (sudoku_model.hpp), and every puzzle of a batch with the same rules shares it.
bool has_only_houses(const SudokuPuzzle& puzzle);

// The constraints of the type named `type_name` that a region map stands for: one per region
// (ids 0, 1, ... in order), its cells in reading order; cells of id -1 are in none. `line` is
// where messages about them point.
std::vector<Constraint> region_constraints(const std::vector<int>& map, std::string_view type_name,
                                           std::size_t line);

// A rule of the whole grid (`diagonal+`, `windoku`): a constraint without cells.
Constraint grid_rule(std::string_view type_name, std::size_t line);

// Throws InputError unless the puzzle's jigsaw regions, if any, have one size and cover every
// cell once (or, when the grid's cells are not a multiple of that size, at most once).
void check_grid_regions(const SudokuPuzzle& puzzle);

// Replaces the puzzle's boxes by the regions of a jigsaw map (a region id per cell, -1: none).
void set_jigsaw(SudokuPuzzle& puzzle, const std::vector<int>& map, std::size_t line);

}  // namespace dlx::sudoku
