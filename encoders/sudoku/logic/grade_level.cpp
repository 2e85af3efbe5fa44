#include "encoders/sudoku/logic/grade_level.hpp"

#include <array>
#include <cctype>

namespace dlx::sudoku {
namespace {

constexpr std::array<const char*, 5> kNames = {"simple", "easy", "intermediate", "expert",
                                               "needs-search"};

}  // namespace

std::string to_string(GradeLevel level) {
  return kNames[static_cast<std::size_t>(level)];
}

std::optional<GradeLevel> parse_grade_level(std::string_view name) {
  std::string folded;
  for (char c : name) {
    folded +=
        c == ' ' || c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  for (std::size_t k = 0; k < kNames.size(); ++k) {
    if (folded == kNames[k]) return static_cast<GradeLevel>(k);
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
