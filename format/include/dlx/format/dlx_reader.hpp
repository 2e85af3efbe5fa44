// Reading Knuth's DLX text format, as DLX1 and DLX2 read it (see docs/dlx-format.md for the
// grammar); the writer beside it (dlx_writer.hpp) writes what this reads.
//
//   | comment lines start with '|'
//   a b c | x y        <- the item line: primary items, then '|', then secondary items
//   a x:red            <- one option per line; "name:color" colors a secondary item
//   b c x:red
#pragma once

#include <cstddef>
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include <dlx/problem.hpp>

#include <dlx/text/line_reader.hpp>

namespace dlx {

struct DlxFile {
  Problem problem;
  std::size_t item_line = 0;              // where the items were declared
  std::vector<std::size_t> option_lines;  // option k was read from line option_lines[k]
  // In a stream of models: the line "|@model N: LABEL" that started this one (0: none) and its
  // LABEL (what `--emit-dlx` wrote the model for: "8-queens", "puzzles.txt:3").
  std::size_t marker_line = 0;
  std::string label;
};

// Reads the models of a stream one at a time: a DLX file holds one model, or several, each
// starting with a line "|@model N: LABEL" (kDlxModelMarker, dlx/format/dlx_writer.hpp), as `--emit-dlx`
// writes a batch. To every other reader such a line is a comment.
class DlxModelReader {
 public:
  DlxModelReader(std::istream& in, const std::string& source,
                 std::size_t max_line_bytes = LineReader::kDefaultMaxLineBytes);

  // The next model, or nullopt at the end of the input. The first call always returns one or
  // throws. Throws InputError naming the source and line for anything malformed, and for a problem
  // larger than the engine's limits, before it is held in memory.
  std::optional<DlxFile> next();
  // The line of the marker that starts the model after the one next() returned last (0: none seen
  // yet, which at the end of the input means there is no other model).
  std::size_t next_marker_line() const { return pending_marker_line_; }
  // Called every few thousand lines while next() reads (a file of millions of options takes
  // seconds): it may throw to stop the reading (JobRunner::check_building does, for --time-limit
  // and Ctrl-C).
  void set_check(std::function<void()> check) { check_ = std::move(check); }

 private:
  LineReader reader_;
  std::function<void()> check_;
  std::size_t models_read_ = 0;
  std::size_t pending_marker_line_ = 0;
  std::string pending_label_;
};

// Reads a DLX file of one model (a "|@model" line before it is allowed; one before a second model
// is an error). Throws InputError as DlxModelReader::next does.
DlxFile read_dlx(std::istream& in, const std::string& source,
                 std::size_t max_line_bytes = LineReader::kDefaultMaxLineBytes);

}  // namespace dlx
