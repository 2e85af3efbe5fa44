// The colours of SudokuPad's drawings, as its community reads them: which family a colour is
// (grey, green, ...), and what a line of that colour could stand for. A colour alone names no rule
// for sure (a green line is German whispers in one puzzle and Dutch whispers in the next), so the
// readings are for messages, never to choose a rule.
#pragma once

#include <string>
#include <string_view>

namespace dlx::sudoku {

enum class ColourKind {
  kNone,
  kWhite,
  kBlack,
  kGrey,
  kRed,
  kOrange,
  kYellow,
  kGreen,
  kBlue,
  kPurple
};

struct DrawingColour {
  ColourKind kind = ColourKind::kNone;
  std::string text;  // "grey (#CFCFCF)", for messages
};

// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or a CSS name SudokuPad writes (white, black, transparent, none);
// anything unreadable, empty or (nearly) transparent is kNone.
DrawingColour drawing_colour(std::string_view text);

// What a line of this colour could be by SudokuPad's conventions: "German whispers (...) or Dutch
// whispers (...)".
std::string line_readings(const DrawingColour& colour);

}  // namespace dlx::sudoku
