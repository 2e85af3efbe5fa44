// lz-string's compressToBase64 (pieroxy's lz-string, as f-puzzles and its userscript write load
// strings), for the tests to send puzzles as the userscript sends them. The project reads load
// strings only (encoders/sudoku/fpuzzles/lz_string.hpp); the tests check this writer against that
// reader. Any UTF-8 text, written as JavaScript holds it (UTF-16 code units).
#pragma once

#include <string>
#include <string_view>

namespace dlx::testing {

std::string lz_string_compress_base64(std::string_view text);

}  // namespace dlx::testing
