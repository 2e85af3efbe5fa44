// Writing a Problem in Knuth's DLX text format (docs/dlx-format.md): the inverse of the reader
// beside it (dlx/format/dlx_reader.hpp), so that what is written here reads back as the same
// problem, by `dlx exact` and, within their limits, by Knuth's DLX1, DLX2 and DLX3.
//
//   | the caller's comment lines
//   a 2|b 0:3|c | x y      primary items (with bounds: u:v|name, or v|name for exactly v),
//                          then '|' and the secondary items, when there are any
//   a b x:red              one line per option, its entries in the order the option gives them
//   a x:blue |12           and its cost, when it has one (Knuth's DLX5)
//
// The reader and the writer are one library (dlx::format) between the engine and the encoders:
// the `dlx exact` encoder reads with it, and the app writes the model of any encoder's Job with
// it (--emit-dlx), which it could not if the writer lived in an encoder. The engine knows no
// format. Problem::option_text is the same convention for one option.
//
// Names. The format cannot hold blanks, '|' or ':' in a name, nor bytes that are not text
// (control bytes, broken UTF-8); such bytes are written as %XX (two hex digits), every other byte
// as it is, so that the names every encoder gives (r3c7, K2.5, L<2@17) and those the reader has
// read come out unchanged, and writing what was read gives the same bytes again. A name that
// would then read as another name of the problem, or be longer than the reader takes, is refused.
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>

#include <dlx/problem.hpp>

namespace dlx {

// The name as the DLX format writes it: `name` itself when the format allows it, else with the
// bytes it does not allow written %XX.
std::string dlx_name(std::string_view name);

// Writes `problem`: each of `comments` as a comment line ("| " and the text; bytes that are not
// text become '?', so a comment stays one line), the item line, one line per option. Primary items
// come first, then secondary ones, each kind in the order of its ids (Problem allows them mixed,
// the format does not); so option and color names are kept, item ids may not be. Throws
// ModelError for a problem the format cannot express: no primary item, or two names (of items,
// or of colors) written alike, or a name written longer than ProblemLimits::kMaxNameLength.
void write_dlx(std::ostream& out, const Problem& problem,
               std::span<const std::string> comments = {});

// Several problems in one stream (what `--emit-dlx` writes for a batch of puzzles): each starts
// with a line "|@model N: LABEL", a comment to every DLX reader, which `dlx exact` takes as the
// start of the next problem. A line is such a marker when it starts with kDlxModelMarker.
inline constexpr std::string_view kDlxModelMarker = "|@model";
// The marker line of problem `number` (from 1), without its newline; bytes of `label` that are not
// text become '?'.
std::string dlx_model_marker(std::size_t number, std::string_view label);

// Which of Knuth's programs read the problem as written: "DLX1" (no colors, no bounds), "DLX2"
// (colors), "DLX3" (bounds), "DLX5" (costs); or why none does (names of more than 8 bytes, colors
// of more than one: their limits).
struct KnuthReader {
  std::optional<std::string> program;  // "DLX1", "DLX2", "DLX3" or "DLX5"; nullopt: none
  std::string reason;                  // why none: "item name 'r10c10v10' is longer than 8 bytes"
};
KnuthReader knuth_reader(const Problem& problem);

}  // namespace dlx
