// OR-Library's set-partitioning files (J. E. Beasley's collection: Hoffman and Padberg's airline
// crew scheduling instances sppnw01..sppnw43, and sppaa, sppkl, sppus): read into a Problem whose
// options have costs, so that `dlx exact --min-cost` and MinimumCostSolver solve them, and written
// in the DLX format by bench/costs/spp_tool (`to-dlx`), which Knuth's DLX5 reads too.
//
// The format, whitespace-separated whole numbers that may wrap over lines at any point:
//
//   m n                       rows (items to cover exactly once), columns (options)
//   c k r1 r2 ... rk          per column: its cost, its number of rows, the rows (1..m)
//
// Rows become primary items r1..rm, columns options in order (column j is option j-1). Anything
// else (a number missing, a row out of range or twice in a column, a negative or fractional cost,
// text after the last column) is an InputError naming the line.
#pragma once

#include <cstdint>
#include <istream>
#include <random>
#include <string>

#include <dlx/problem.hpp>

namespace dlx::exact {

Problem read_orlib_spp(std::istream& in, const std::string& source);

// A random instance in the same format (for benchmarks, where the real files are absent): m rows,
// n columns of 2..max_rows rows each. A partition planted among them makes it feasible; costs grow
// with a column's size (as the crews' do with their flights), at a rate of its own per column.
// Same seed, same text.
std::string random_orlib_spp(std::uint32_t rows, std::uint32_t columns, std::uint32_t max_rows,
                             std::uint64_t seed);

// An instance shaped like airline crew scheduling (for benchmarks): rows are flight legs in
// order of departure, each with a flying time of its own; a column is a pairing, a chain of 1 to
// max_rows legs in increasing order where each next leg departs at most `window` legs after the
// one before. Its cost is what the crew is paid: a fixed part per pairing, the flying time of its
// legs, and the waiting between them (so costs follow the column's length and time away, as the
// real ones do). A partition into chains of consecutive legs is planted among the columns, which
// makes it feasible; no column is repeated. Same seed, same text.
std::string crew_orlib_spp(std::uint32_t rows, std::uint32_t columns, std::uint32_t max_rows,
                           std::uint32_t window, std::uint64_t seed);

}  // namespace dlx::exact
