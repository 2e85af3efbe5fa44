// The settings of `dlx sudoku`, each declared once (dlx/command/options.hpp: Setting): its row in
// the table of sudoku_command.cpp (and the generator's, generate_command.cpp) is made from it,
// and the modes read it through it.
#pragma once

#include <dlx/command/options.hpp>

namespace dlx::sudoku::settings {

// What to read and how.
inline constexpr auto kFile = text_setting("file");
inline constexpr auto kBox = text_setting("box");
inline constexpr auto kSymbols = text_setting("symbols");
inline constexpr auto kFormat = choice_setting("format");
// The variant rules given beside the puzzles (variant_flags.hpp).
inline constexpr auto kDiagonal = flag_setting("diagonal");
inline constexpr auto kWindoku = flag_setting("windoku");
inline constexpr auto kRegions = text_setting("regions");
inline constexpr auto kExtra = text_setting("extra");
// How solutions are shown.
inline constexpr auto kPretty = flag_setting("pretty");
inline constexpr auto kSvg = text_setting("svg");
// The modes other than solving.
inline constexpr auto kGrade = flag_setting("grade");
inline constexpr auto kExplain = flag_setting("explain");
inline constexpr auto kCandidates = flag_setting("candidates");
inline constexpr auto kListen = text_setting("listen");
inline constexpr auto kGenerate = whole_number_setting("generate");
// The generator's.
inline constexpr auto kSymmetry = choice_setting("symmetry");
inline constexpr auto kNoMinimal = flag_setting("no-minimal");
inline constexpr auto kClues = whole_number_setting("clues");
inline constexpr auto kDifficulty = choice_setting("difficulty");
inline constexpr auto kCsv = flag_setting("csv");
inline constexpr auto kAttempts = whole_number_setting("attempts");

}  // namespace dlx::sudoku::settings
