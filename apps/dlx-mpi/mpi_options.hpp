// The flags dlx-mpi adds to those of dlx: rows of the same table (app_options.hpp), so that
// --help, the config file and the checks treat them like any other.
#pragma once

#include <dlx/command/options.hpp>

#include <vector>

namespace dlx::mpi {

// The rows; added to the app's table by main() before anything is parsed.
const std::vector<CommandOption>& mpi_options();

}  // namespace dlx::mpi
