// Locating ../shared/data and reading its published answers.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace dlx::testing {

// The shared data folder, or nullopt when it is absent (tests then GTEST_SKIP with a message).
std::optional<std::filesystem::path> shared_data_dir();

// queens/counts.tsv: n -> (total solutions, solutions up to symmetry).
std::map<int, std::pair<unsigned long long, unsigned long long>> read_queens_counts(
    const std::filesystem::path& file);

}  // namespace dlx::testing
