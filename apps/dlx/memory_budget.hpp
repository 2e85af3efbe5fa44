// Whether a search's structures fit in memory, said before they are allocated (issue 20: the
// links of 4096-queens take 1.4 GB for each thread, and a 2-thread run was killed by the system
// after minutes of swapping rather than told so at once).
#pragma once

#include <dlx/solver.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace dlx::app {

// Above this a run says on standard error how much memory it will need.
inline constexpr std::uint64_t kMemoryNoteBytes = 1'000'000'000;

// The machine's physical memory in bytes (0 when the system does not say).
std::uint64_t machine_memory();

// "1.4 GB", "380 MB".
std::string memory_text(std::uint64_t bytes);

// Why a search with `threads` threads needing `need` does not fit in `available` bytes (with the
// threads that would fit, if fewer would), or nullopt when it fits.
std::optional<std::string> memory_refusal(const MemoryNeed& need, unsigned threads,
                                          std::uint64_t available, bool limit_given);

// The note of a large run: what it needs, and how it is split between threads.
std::string memory_note(const MemoryNeed& need, unsigned threads);

}  // namespace dlx::app
