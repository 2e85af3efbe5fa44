// Someone else's program: the engine through <dlx/dlx.hpp>, and the DLX format's reader through
// its installed header, both found with find_package(dlx).
#include <dlx/dlx.hpp>
#include <dlx/format/dlx_reader.hpp>

#include <cstdio>
#include <sstream>

int main() {
  dlx::Problem problem;
  for (const char* name : {"1", "2", "3", "4", "5", "6", "7"}) problem.add_primary(name);
  problem.add_option({"1", "4", "7"});
  problem.add_option({"1", "4"});
  problem.add_option({"4", "5", "7"});
  problem.add_option({"3", "5", "6"});
  problem.add_option({"2", "3", "6", "7"});
  problem.add_option({"2", "7"});
  dlx::Solver solver(problem);
  std::printf("%llu solution\n", static_cast<unsigned long long>(solver.count().stats.solutions));

  // The same problem in Knuth's format, read by the format library.
  std::istringstream text("1 2 3 4 5 6 7\n1 4 7\n1 4\n4 5 7\n3 5 6\n2 3 6 7\n2 7\n");
  const dlx::DlxFile file = dlx::read_dlx(text, "seed");
  dlx::Solver from_file(file.problem);
  std::printf("%llu solution\n",
              static_cast<unsigned long long>(from_file.count().stats.solutions));
  return 0;
}
