#include "encoders/sudoku/sudokupad/drawing_colours.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace dlx::sudoku {
// Named, so that the batches of the unity build keep this file's helpers apart.
namespace drawing_colours_detail {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

struct Rgba {
  int red = 0;
  int green = 0;
  int blue = 0;
  int alpha = 255;
};

bool parse_hex(std::string_view hex, Rgba& out) {
  for (char c : hex) {
    if (hex_digit(c) < 0) return false;
  }
  auto pair = [&](std::size_t at) { return hex_digit(hex[at]) * 16 + hex_digit(hex[at + 1]); };
  if (hex.size() == 3 || hex.size() == 4) {
    out.red = hex_digit(hex[0]) * 17;
    out.green = hex_digit(hex[1]) * 17;
    out.blue = hex_digit(hex[2]) * 17;
    if (hex.size() == 4) out.alpha = hex_digit(hex[3]) * 17;
    return true;
  }
  if (hex.size() == 6 || hex.size() == 8) {
    out.red = pair(0);
    out.green = pair(2);
    out.blue = pair(4);
    if (hex.size() == 8) out.alpha = pair(6);
    return true;
  }
  return false;
}

// The family by hue, for saturated colours: red, orange, yellow, green, blue (with cyan), purple
// (with magenta and pink).
ColourKind hue_family(const Rgba& c) {
  const double r = c.red / 255.0;
  const double g = c.green / 255.0;
  const double b = c.blue / 255.0;
  const double high = std::max({r, g, b});
  const double low = std::min({r, g, b});
  const double spread = high - low;
  double hue = 0;
  if (high == r) {
    hue = 60 * std::fmod((g - b) / spread + 6, 6.0);
  } else if (high == g) {
    hue = 60 * ((b - r) / spread + 2);
  } else {
    hue = 60 * ((r - g) / spread + 4);
  }
  if (hue < 15 || hue >= 330) return ColourKind::kRed;
  if (hue < 45) return ColourKind::kOrange;
  if (hue < 70) return ColourKind::kYellow;
  if (hue < 165) return ColourKind::kGreen;
  if (hue < 255) return ColourKind::kBlue;
  return ColourKind::kPurple;
}

ColourKind family(const Rgba& c) {
  const int high = std::max({c.red, c.green, c.blue});
  const int low = std::min({c.red, c.green, c.blue});
  if (low >= 0xF0) return ColourKind::kWhite;
  if (high <= 0x40) return ColourKind::kBlack;
  if (high - low <= 0x20) return ColourKind::kGrey;
  return hue_family(c);
}

std::string_view family_name(ColourKind kind) {
  switch (kind) {
    case ColourKind::kNone:
      return "invisible";
    case ColourKind::kWhite:
      return "white";
    case ColourKind::kBlack:
      return "black";
    case ColourKind::kGrey:
      return "grey";
    case ColourKind::kRed:
      return "red";
    case ColourKind::kOrange:
      return "orange";
    case ColourKind::kYellow:
      return "yellow";
    case ColourKind::kGreen:
      return "green";
    case ColourKind::kBlue:
      return "blue";
    case ColourKind::kPurple:
      return "purple";
  }
  return "";
}

}  // namespace

DrawingColour colour_of(std::string_view text) {
  std::string lower;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c)) == 0)
      lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  Rgba rgba;
  if (lower == "white") {
    rgba = {255, 255, 255, 255};
  } else if (lower == "black") {
    rgba = {0, 0, 0, 255};
  } else if (lower.empty() || lower[0] != '#' ||
             !parse_hex(std::string_view(lower).substr(1), rgba)) {
    return {};
  }
  // Nearly transparent: drawn, but not seen.
  if (rgba.alpha < 0x20) return {};
  const ColourKind kind = family(rgba);
  return {kind, fmt::format("{} ({})", family_name(kind), text)};
}

}  // namespace drawing_colours_detail

DrawingColour drawing_colour(std::string_view text) {
  return drawing_colours_detail::colour_of(text);
}

std::string line_readings(const DrawingColour& colour) {
  switch (colour.kind) {
    case ColourKind::kGrey:
      return "a thermometer whose bulb is missing, a slow thermometer, a palindrome, or a drawing";
    case ColourKind::kGreen:
      return "German whispers (neighbours differ by at least 5) or Dutch whispers (at least 4)";
    case ColourKind::kPurple:
      return "a renban line (consecutive digits in any order) or a nabner line (none consecutive)";
    case ColourKind::kBlue:
      return "a region-sum line, an entropic line, or another line rule";
    case ColourKind::kRed:
      return "a parity line (odd and even alternate), a 'ten' line, or another line rule";
    case ColourKind::kOrange:
    case ColourKind::kYellow:
      return "Dutch whispers (neighbours differ by at least 4), an entropic line, or another line "
             "rule";
    case ColourKind::kWhite:
    case ColourKind::kBlack:
    case ColourKind::kNone:
      break;
  }
  return "a line rule the puzzle's text names, or a drawing";
}

}  // namespace dlx::sudoku
