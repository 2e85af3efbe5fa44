// Fuzz harness for the engine: the bytes build a small instance (fuzz/support/engine_differential)
// that is solved in every mode and compared with brute force. libFuzzer's coverage feedback steers
// the instances towards the engine's rarer paths (bounds, colors, clashing forced options).
#include <cstddef>
#include <cstdint>

#include "fuzz/support/engine_differential.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  dlx::fuzz::ByteSource bytes(data, size);
  dlx::fuzz::check_instance(dlx::fuzz::make_instance(bytes));
  return 0;
}
