// The fuzzer's bytes as a stream of small choices, for harnesses that build their input (an
// engine instance, a config's command line) rather than parse it.
//
// Every choice reads the next byte (two for a range wider than 256), so libFuzzer's mutations of
// one byte change one decision. When the bytes run out every choice is its smallest value: any
// byte string, the empty one included, makes a valid instance.
#pragma once

#include <cstddef>
#include <cstdint>

namespace dlx::fuzz {

class ByteSource {
 public:
  ByteSource(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  // A number from `low` to `high`, both included (low <= high).
  int between(int low, int high) {
    const auto range = static_cast<std::uint32_t>(high - low) + 1;
    std::uint32_t raw = next_byte();
    if (range > 256) raw = raw << 8 | next_byte();
    return low + static_cast<int>(raw % range);
  }

  bool coin() { return (next_byte() & 1) != 0; }

  std::size_t consumed() const { return position_; }

 private:
  std::uint32_t next_byte() { return position_ < size_ ? data_[position_++] : 0; }

  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t position_ = 0;
};

}  // namespace dlx::fuzz
