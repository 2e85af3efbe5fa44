// How `dlx sudoku --generate` writes its puzzles: one line each, in the format `dlx sudoku` reads
// back (the default); one JSON object a line (--json); or CSV with a header row (--csv), for
// spreadsheets. JSON and CSV carry the same fields, in the same order:
//
//   index         1, 2, ... in the order of the output
//   puzzle        the puzzle as one line, '.' for a blank
//   solution      its one solution, as one line
//   clues         how many clues it has
//   grade         the logic grader's level (docs/sudoku.md, "Grading")
//   seed          the run's --seed; with index and attempt it decides the puzzle
//   attempt       which attempt made it (more than 1 only with --difficulty)
//   size          n, for an n x n grid
//   box           "RxC", or null (empty in CSV) with a --regions map
//   regions       the --regions file, or null
//   extra         the --extra files (JSON: a list; CSV: joined with ';')
//   diagonal, windoku               true or false
//   symmetry      none, rotational or mirror
//   minimal       true, or false with --no-minimal or --clues
//   target_clues  where the removal stops when not minimal, else null
//   difficulty    the --difficulty asked for, or null
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "encoders/sudoku/generator/puzzle_generator.hpp"

namespace dlx::sudoku {

enum class GeneratedFormat { kLine, kJson, kCsv };

// The settings of the run that every row repeats.
struct GenerationRecord {
  const GeneratorSettings* settings = nullptr;
  std::string regions_file;              // --regions, or empty
  std::vector<std::string> extra_files;  // --extra
  bool diagonal = false;                 // --diagonal
  bool windoku = false;                  // --windoku
};

// The CSV header row, with its newline.
std::string generated_csv_header();

// One puzzle in `format`, with its newline. `index` counts from 1; `grade` is the grader's level.
std::string generated_row(GeneratedFormat format, const GeneratedPuzzle& made, std::size_t index,
                          const std::string& grade, const GenerationRecord& record);

}  // namespace dlx::sudoku
