#include "apps/dlx/memory_budget.hpp"

#include <fmt/format.h>
#include <unistd.h>

namespace dlx::app {

std::uint64_t machine_memory() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return 0;
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
}

std::string memory_text(std::uint64_t bytes) {
  if (bytes >= 1'000'000'000) return fmt::format("{:.1f} GB", static_cast<double>(bytes) / 1e9);
  return fmt::format("{:.0f} MB", static_cast<double>(bytes) / 1e6);
}

namespace {

std::string split_text(const MemoryNeed& need, unsigned threads) {
  if (threads <= 1) return memory_text(need.engine) + " for the solver";
  return fmt::format("{} for the solver and {} for each of {} more thread{}",
                     memory_text(need.engine), memory_text(need.per_worker), threads - 1,
                     threads == 2 ? "" : "s");
}

}  // namespace

std::optional<std::string> memory_refusal(const MemoryNeed& need, unsigned threads,
                                          std::uint64_t available, bool limit_given) {
  const std::uint64_t total = need.with_threads(threads);
  if (available == 0 || total <= available) return std::nullopt;
  std::string advice;
  if (need.engine <= available && threads > 1 && need.per_worker > 0) {
    const std::uint64_t fit = 1 + (available - need.engine) / need.per_worker;
    advice = fmt::format("; --threads {} would fit", fit);
  }
  return fmt::format("the search needs about {} ({}), more than the {} {}{}", memory_text(total),
                     split_text(need, threads), memory_text(available),
                     limit_given ? "of --memory-limit" : "of memory of this machine", advice);
}

std::string memory_note(const MemoryNeed& need, unsigned threads) {
  return fmt::format("this search needs about {} of memory ({})",
                     memory_text(need.with_threads(threads)), split_text(need, threads));
}

}  // namespace dlx::app
