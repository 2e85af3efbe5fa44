// Knuth's DLX format written from a Problem: the inverse of read_dlx, for the round-trip
// check of the format's fuzz harness and for showing a failing instance of the engine's.
//
// It is a second writer on purpose, not dlx::format's write_dlx: the harness checks the reader
// against a writer that shares no code with the library's reader and writer (the %XX escapes, the
// item-line grammar), so that a mistake made in both directions of the library cannot read back
// as a round trip that holds. It writes only the names the harness makes, simply.
#pragma once

#include <optional>
#include <string>

#include <dlx/problem.hpp>

namespace dlx::fuzz {

// The problem as DLX text: a comment line, the item line (primary items with their bounds as
// "u:v|name", then " | " and the secondary items), then one option per line. Items keep their
// order within each kind; reading the text back numbers the primary items first.
std::string write_dlx(const Problem& problem);

// nullopt when `a` and `b` are the same model: the same primary items in the same order with the
// same bounds, the same secondary items in the same order, and the same options in the same order
// (each entry compared by item name and color name). Otherwise the first difference, in words.
std::optional<std::string> model_difference(const Problem& a, const Problem& b);

}  // namespace dlx::fuzz
