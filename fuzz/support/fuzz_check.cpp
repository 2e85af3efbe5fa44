#include "fuzz/support/fuzz_check.hpp"

#include <cstdio>
#include <cstdlib>

namespace dlx::fuzz {
namespace {

void (*failure_hook)() = nullptr;

}  // namespace

void set_failure_hook(void (*hook)()) {
  failure_hook = hook;
}

void fail_check(const std::string& message, const char* condition, const char* file, int line) {
  std::fprintf(stderr, "\n%s:%d: fuzz check failed: %s\n%s\n", file, line, condition,
               message.c_str());
  std::fflush(stderr);
  if (failure_hook != nullptr) failure_hook();
  std::abort();
}

}  // namespace dlx::fuzz
