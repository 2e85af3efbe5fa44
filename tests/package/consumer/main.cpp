#include <dlx/dlx.hpp>

#include <cstdio>

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
  return 0;
}
