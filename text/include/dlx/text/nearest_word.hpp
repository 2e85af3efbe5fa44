// "Did you mean ...?": the known word a mistyped one was most likely meant to be, for messages
// about an unknown command, flag or name (`exct`, `--coutn`, `pentominos`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx {

// The edits that turn `a` into `b`: inserting, deleting or replacing a character, or swapping two
// neighbours (the optimal string alignment distance, Damerau's typing errors).
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word` if it is near enough to be a typo of it: at most one edit for a
// word of up to four characters, two up to eight, three beyond, and fewer than the word has
// characters ("n" is no guess for "t"); nullopt when none is, or when two are equally near (a
// guess between two is no help).
std::optional<std::string> nearest_word(std::string_view word,
                                        const std::vector<std::string>& candidates);

}  // namespace dlx
