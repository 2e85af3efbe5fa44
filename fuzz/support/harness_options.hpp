// Settings for a harness taken from its input's first line, "#! key=value key ...", so that a
// corpus file stays a file the command reads (the readers of '#'-comment formats skip the line)
// and says the flags it is meant with: "#! format=line box=2x3 symbols=ABCDEF diagonal".
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace dlx::fuzz {

// The keys of the first line when it starts with "#!"; a key without '=' maps to "". Empty when
// there is no such line.
std::map<std::string, std::string> harness_options(std::string_view input);

}  // namespace dlx::fuzz
