// Knuth's DLX format written from a Problem: the inverse of exact::read_dlx, for the round-trip
// check of the format's fuzz harness and for showing a failing instance of the engine's.
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
