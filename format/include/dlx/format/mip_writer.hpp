// Writing a Problem as a 0-1 integer program, for a MIP solver (CBC, GLPK, HiGHS, SCIP, CPLEX,
// Gurobi): in CPLEX's LP text format or in MPS. `dlx exact FILE --min-cost --emit-lp FILE.lp`
// hands the model to such a solver when an instance outgrows the branch and bound.
//
// The program, for options x1..xN (xK the K-th option, counted from 1 in declaration order, as
// --emit-dlx writes them), each binary:
//
//   minimize   the options' costs (0 for a problem without costs: any solution is optimal), or,
//              for a repeated cover, the number of options
//   R(i)       per primary item i, the options that contain it: = 1; with a multiplicity u:v
//              (Knuth's DLX3), between u and v (a range row in MPS; two rows, >= u and <= v, in
//              LP, whose syntax for ranges not every reader takes); for a repeated cover, >= 1
//   R(j)       per secondary item j that two options share: at most one of them, when none gives
//              j a color. With colors, a binary Z(j,c) per color c given to j says that j has
//              color c: the options that name j without a color and the Z(j,c) sum to at most 1,
//              and an option that gives j color c is at most Z(j,c) (one row per such entry).
//
// Names: rows R1, R2, ... and variables X1..XN, then Z1, Z2, ... for the colors, so that they
// are valid in both formats whatever the items are called; comment lines map them to the
// model's names. MPS is written in the fixed columns of the original format when every name and
// number fits them (what GLPK's --mps reads), else with fields separated by blanks (free MPS:
// GLPK's --freemps, and every other reader).
#pragma once

#include <ostream>
#include <span>
#include <string>

#include <dlx/problem.hpp>

namespace dlx {

enum class MipFormat { kLp, kMps };

struct MipWriting {
  MipFormat format = MipFormat::kLp;
  // A repeated cover (`dlx exact --repeated`, `queens --dominate`): every primary item covered
  // at least once, by as few options as possible.
  bool repeated_cover = false;
  // Comment lines written first (without the comment mark).
  std::span<const std::string> comments = {};
};

// Throws ModelError for a problem without primary items.
void write_mip(std::ostream& out, const Problem& problem, const MipWriting& how);

// "LP" or "MPS", for messages.
const char* mip_format_name(MipFormat format);

}  // namespace dlx
