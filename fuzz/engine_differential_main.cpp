// The engine's differential check without libFuzzer: N instances from random bytes of a seeded
// generator, for counting "100,000 instances clean" and for ctest.
//
//   engine_differential --instances 100000 --seed 1
//
// Instance k of seed s is the same on every machine (std::mt19937_64 is specified by the
// standard). A failure aborts with the instance as DLX text, after writing its bytes to
// engine-differential-failure.bin in the working folder: the fuzzer and the replay program take
// that file as input (keep it in fuzz/regressions/engine_differential/).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "fuzz/support/engine_differential.hpp"
#include "fuzz/support/fuzz_check.hpp"

namespace {

// Long enough that the generator never runs out: the largest instance takes about 250 bytes.
constexpr std::size_t kBytesPerInstance = 512;

std::vector<std::uint8_t> current_bytes(kBytesPerInstance);
std::uint64_t current_instance = 0;
std::uint64_t current_seed = 0;

void save_failing_bytes() {
  std::ofstream out("engine-differential-failure.bin", std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(current_bytes.data()),
            static_cast<long>(current_bytes.size()));
  std::fprintf(stderr,
               "instance %llu of seed %llu; its bytes are in engine-differential-failure.bin\n",
               static_cast<unsigned long long>(current_instance),
               static_cast<unsigned long long>(current_seed));
}

std::uint64_t number_after(int& k, int argc, char** argv) {
  if (k + 1 >= argc) {
    std::fprintf(stderr, "%s needs a number\n", argv[k]);
    std::exit(2);
  }
  char* end = nullptr;
  const std::uint64_t value = std::strtoull(argv[++k], &end, 10);
  if (*end != '\0') {
    std::fprintf(stderr, "%s: '%s' is not a number\n", argv[k - 1], argv[k]);
    std::exit(2);
  }
  return value;
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t instances = 1000;
  std::uint64_t seed = 1;
  for (int k = 1; k < argc; ++k) {
    if (std::strcmp(argv[k], "--instances") == 0) {
      instances = number_after(k, argc, argv);
    } else if (std::strcmp(argv[k], "--seed") == 0) {
      seed = number_after(k, argc, argv);
    } else {
      std::fprintf(stderr, "usage: %s [--instances N] [--seed S]\n", argv[0]);
      return 2;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  std::mt19937_64 random(seed);
  current_seed = seed;
  dlx::fuzz::set_failure_hook(save_failing_bytes);
  std::uint64_t with_minimum_cover = 0;
  for (std::uint64_t k = 0; k < instances; ++k) {
    current_instance = k;
    for (std::uint8_t& byte : current_bytes) byte = static_cast<std::uint8_t>(random());
    dlx::fuzz::ByteSource source(current_bytes.data(), current_bytes.size());
    const dlx::fuzz::EngineInstance instance = dlx::fuzz::make_instance(source);
    with_minimum_cover += instance.minimum_cover ? 1 : 0;
    dlx::fuzz::check_instance(instance);
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%llu instances clean (seed %llu; %llu also as minimum cover), %.1f s\n",
              static_cast<unsigned long long>(instances), static_cast<unsigned long long>(seed),
              static_cast<unsigned long long>(with_minimum_cover), seconds);
  return 0;
}
