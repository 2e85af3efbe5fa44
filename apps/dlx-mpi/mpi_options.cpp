#include "apps/dlx-mpi/mpi_options.hpp"

namespace dlx::mpi {

const std::vector<CommandOption>& mpi_options() {
  using enum OptionType;
  static const std::vector<CommandOption> rows = {
      {.name = "checkpoint",
       .type = kText,
       .value_name = "FILE",
       .help = "with --count: record each finished subproblem in FILE at once; a run started "
               "again with FILE skips them and ends with the same count",
       .search_only = true,
       .scope = OptionScope::kSearch},
      {.name = "subproblems-per-rank",
       .type = kWholeNumber,
       .value_name = "N",
       .help = "subproblems per rank of the first split of the tree (more: finer balance, more "
               "messages to rank 0)",
       .default_value = "64",
       .min = 1,
       .max = 1000000,
       .search_only = true,
       .scope = OptionScope::kSearch},
  };
  return rows;
}

}  // namespace dlx::mpi
