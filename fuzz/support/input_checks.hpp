// Checks that every reader's errors keep the promise of docs/cli.md: "the message names file and
// line".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <dlx/text/input_error.hpp>

namespace dlx::fuzz {

// The lines of `input` as LineReader numbers them: a final line without "\n" counts, an empty
// input has none.
std::size_t line_count(std::string_view input);

// True when some line holds more than blanks and a comment (a line whose first non-blank
// character is `comment_marker`). A byte-order mark at the start is not content (LineReader drops
// it).
bool has_content(std::string_view input, char comment_marker);

// Aborts unless `error` names `source` and a line of `input`, with a message. Line 0 means "the
// input as a whole" and is accepted only when `whole_input_allowed`: when no line is to blame, as
// for an input with no content (has_content), or, say, a piece file that draws no piece.
void check_input_error(const InputError& error, const std::string& source, std::string_view input,
                       bool whole_input_allowed);

}  // namespace dlx::fuzz
