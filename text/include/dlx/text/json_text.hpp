// Writing JSON strings: the only JSON the encoders and the app produce by hand.
#pragma once

#include <string>
#include <string_view>

namespace dlx {

// `text` as a JSON string literal, quotes included.
std::string json_string(std::string_view text);

}  // namespace dlx
