// Solutions as pictures: what an encoder hands over to draw one solution (Picture), and the SVG
// sheet that lays the pictures of a run side by side (picture_sheet). The app keeps the pictures
// of the solutions it shows and writes the sheet (--svg, a row with FileUse::kPicture); an
// encoder only draws one solution, in Job::picture.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace dlx {

struct Picture {
  int width = 0;  // in pixels, without the caption line
  int height = 0;
  // The line above it: the job's label ("8-queens", "puzzles.txt:3"); several pictures of one
  // caption are numbered on the sheet ("8-queens, solution 2"). Empty for every picture of a
  // sheet: they are numbered instead ("solution 2"), and a sheet of one has no caption line.
  std::string caption;
  // What the sheet's title names, taken from the first picture: "Scott's board"; empty: see
  // PictureWords.
  std::string subject;
  // The <g> that holds it: its class ("board") and attributes written before the sheet's own
  // (` data-n="8"`); the sheet adds data-label (the caption) or data-solution (the number).
  std::string kind;
  std::string attributes;
  // The picture's SVG elements with its top left corner at (x, y).
  std::function<std::string(int x, int y)> draw;
};

// How a command's sheet names what it shows.
struct PictureWords {
  // The title: "{subject}: 92 boards", or "92 Sudoku grids" without one. The subject is the
  // first picture's, or with `subject_is_first_caption` its caption as the sheet shows it.
  bool subject_is_first_caption = false;
  std::string title_one = "solution", title_many = "solutions";
  // "and 3 more boards, not drawn"
  std::string more_one = "solution", more_many = "solutions";
  // "note: no board was shown, so no picture was written to q.svg"
  std::string shown = "solution";
};

// The most pictures a sheet draws: a batch of thousands would weigh megabytes.
inline constexpr std::size_t kMaxPictures = 100;

// The SVG file: the pictures in rows up to about 1100 pixels wide, each under its caption (or
// number), on a white page; `not_shown` more were shown but left out, which a line says.
std::string picture_sheet(const std::vector<Picture>& pictures, std::size_t not_shown,
                          const PictureWords& words);

}  // namespace dlx
