// A failed check in a fuzz harness: say what was expected and abort.
//
// Aborting (rather than throwing or returning) is what libFuzzer treats as a finding: it stops, and
// keeps the input that caused it as crash-<sha1> for the replay programs and fuzz/regressions/.
#pragma once

#include <fmt/format.h>

#include <string>

namespace dlx::fuzz {

[[noreturn]] void fail_check(const std::string& message, const char* condition, const char* file,
                             int line);

// Called by fail_check before it aborts: a program that makes its own inputs saves the failing one
// here. Null (the default): nothing.
void set_failure_hook(void (*hook)());

}  // namespace dlx::fuzz

// DLX_FUZZ_CHECK(condition, "format {}", args...): the message says what went wrong, with the
// values that show it; the condition, file and line are added.
#define DLX_FUZZ_CHECK(condition, ...)                                                     \
  do {                                                                                     \
    if (!(condition)) {                                                                    \
      ::dlx::fuzz::fail_check(::fmt::format(__VA_ARGS__), #condition, __FILE__, __LINE__); \
    }                                                                                      \
  } while (false)
