#include "encoders/sudoku/iss/iss_automaton.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "encoders/sudoku/iss/iss_grid.hpp"

namespace dlx::sudoku {
namespace {

int base64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-' || c == '+') return 62;
  if (c == '_' || c == '/') return 63;
  return -1;
}

// ISS's BitReader: bits from the most significant of each byte.
class BitReader {
 public:
  explicit BitReader(const std::string& bytes) : bytes_(bytes) {}

  std::size_t remaining() const { return bytes_.size() * 8 - at_; }

  std::uint32_t read(int count) {
    if (static_cast<std::size_t>(count) > remaining()) {
      throw IssError("the serialized NFA ends in the middle of a field");
    }
    std::uint32_t value = 0;
    for (int k = 0; k < count; ++k, ++at_) {
      const auto byte = static_cast<unsigned char>(bytes_[at_ / 8]);
      value = (value << 1) | ((byte >> (7 - at_ % 8)) & 1);
    }
    return value;
  }

 private:
  const std::string& bytes_;
  std::size_t at_ = 0;
};

// JavaScript's 32 - Math.clz32(n).
int required_bits(std::uint32_t n) {
  return 32 - std::countl_zero(n);
}

// The start states' accepting bits, one per start state, read as ISS's BitReader.readBits does
// into a 32-bit number: past 32 start states only the last 32 bits read are kept, and start state s
// reads bit s mod 32 (JavaScript's 1 << s). Real NFAs have more than 32 start states (a
// Sequence sudoku's had 58).
std::uint32_t read_start_is_accept(BitReader& reader, int starts) {
  std::uint32_t bits = 0;
  for (int k = 0; k < starts; ++k) bits = (bits << 1) | reader.read(1);
  return bits;
}

struct Decoded {
  int symbol_count = 0;  // the header's
  int starts = 0;
  std::uint32_t start_is_accept = 0;
  int accepts = 0;
  std::vector<Automaton::Transition> transitions;  // one symbol each
  int states = 0;
  int highest_symbol = 0;  // the highest symbol on a transition
};

Decoded decode(const std::string& encoded) {
  Decoded out;
  if (encoded.empty()) return out;  // ISS's empty NFA: no state, no line accepted
  const std::string bytes = iss_base64_bytes(encoded);
  if (bytes.empty()) throw IssError("the serialized NFA is empty");
  BitReader reader(bytes);
  const std::uint32_t format = reader.read(2);
  if (format > 1) throw IssError("the serialized NFA has an unknown format");
  const int state_bits = static_cast<int>(reader.read(4)) + 1;
  out.symbol_count = static_cast<int>(reader.read(4)) + 1;
  out.starts = static_cast<int>(reader.read(state_bits));
  out.accepts = static_cast<int>(reader.read(state_bits));
  out.start_is_accept = read_start_is_accept(reader, out.starts);
  const int count_bits = format == 0 ? static_cast<int>(reader.read(4)) : 0;
  const int symbol_bits = required_bits(static_cast<std::uint32_t>(out.symbol_count - 1));
  auto add = [&](int from, int symbol, std::uint32_t to) {
    out.transitions.push_back({from, static_cast<int>(to), std::uint32_t{1} << (symbol - 1)});
    out.highest_symbol = std::max(out.highest_symbol, symbol);
    out.states = std::max({out.states, from + 1, static_cast<int>(to) + 1});
  };
  int state = 0;
  if (format == 0) {
    for (; count_bits > 0 && reader.remaining() >= static_cast<std::size_t>(count_bits); ++state) {
      const std::uint32_t count = reader.read(count_bits);
      for (std::uint32_t k = 0; k < count; ++k) {
        if (reader.remaining() < static_cast<std::size_t>(symbol_bits + state_bits)) {
          throw IssError("the serialized NFA's transitions are cut short");
        }
        const int symbol = static_cast<int>(reader.read(symbol_bits)) + 1;
        add(state, symbol, reader.read(state_bits));
      }
    }
  } else {
    for (; reader.remaining() >= static_cast<std::size_t>(out.symbol_count); ++state) {
      const std::uint32_t active = reader.read(out.symbol_count);
      for (int symbol = 1; symbol <= out.symbol_count; ++symbol) {
        if (!((active >> (symbol - 1)) & 1)) continue;
        if (reader.remaining() < static_cast<std::size_t>(state_bits)) {
          throw IssError("the serialized NFA's transitions are cut short");
        }
        add(state, symbol, reader.read(state_bits));
      }
    }
  }
  while (reader.remaining() > 0) {
    if (reader.read(1) != 0) throw IssError("the serialized NFA has bits after its end");
  }
  out.states = std::max({out.states, state, out.starts + out.accepts});
  if (out.states > kMaxAutomatonStates) {
    throw IssError(fmt::format("an NFA of {} states", out.states));
  }
  return out;
}

}  // namespace

std::string iss_base64_bytes(const std::string& encoded) {
  std::string text = encoded;
  while (!text.empty() && text.back() == '=') text.pop_back();
  if (encoded.size() - text.size() > 2 || text.size() % 4 == 1) {
    throw IssError(fmt::format("'{}' is not base64 (its length is wrong)", encoded));
  }
  std::string bytes;
  std::uint32_t buffer = 0;
  int bits = 0;
  for (char c : text) {
    const int value = base64_value(c);
    if (value < 0) throw IssError(fmt::format("'{}' is not base64: it has '{}'", encoded, c));
    buffer = (buffer << 6) | static_cast<std::uint32_t>(value);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes += static_cast<char>((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

std::string iss_regex_pattern(const std::string& encoded) {
  if (encoded.find('%') == std::string::npos && encoded.find('.') == std::string::npos) {
    return iss_base64_bytes(encoded);
  }
  std::string pattern;
  for (std::size_t k = 0; k < encoded.size(); ++k) {
    if (encoded[k] != '%') {
      pattern += encoded[k];
      continue;
    }
    auto hex = [](char c) {
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      if (c >= 'A' && c <= 'F') return c - 'A' + 10;
      return -1;
    };
    if (k + 2 >= encoded.size() || hex(encoded[k + 1]) < 0 || hex(encoded[k + 2]) < 0) {
      throw IssError(fmt::format("'{}' is not percent-encoded", encoded));
    }
    pattern += static_cast<char>(hex(encoded[k + 1]) * 16 + hex(encoded[k + 2]));
    k += 2;
  }
  return pattern;
}

Automaton iss_automaton(const std::string& encoded, const GridSize& size) {
  const Decoded decoded = decode(encoded);
  Automaton automaton;
  automaton.states = decoded.states;
  for (int s = 0; s < decoded.starts; ++s) {
    automaton.starts.push_back(s);
    if ((decoded.start_is_accept >> (s % 32)) & 1) automaton.accepts.push_back(s);
  }
  for (int s = decoded.starts; s < decoded.starts + decoded.accepts; ++s) {
    automaton.accepts.push_back(s);
  }
  if (automaton.starts.empty()) throw IssError("the NFA has no start state: it accepts no line");
  if (automaton.accepts.empty()) {
    throw IssError("the NFA has no accepting state: it accepts no line");
  }
  // The digits and the break.
  const std::uint32_t kept = (std::uint32_t{1} << break_symbol(size)) - 1;
  for (Automaton::Transition t : decoded.transitions) {
    t.symbols &= kept;
    if (t.symbols != 0) automaton.transitions.push_back(t);
  }
  return automaton;
}

int iss_symbol_count(const std::string& encoded) {
  return decode(encoded).highest_symbol;
}

}  // namespace dlx::sudoku
