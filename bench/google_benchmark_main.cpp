// The main of every Google Benchmark program here, so that the JSON and console context record
// how the figures were made (build type, compiler, flags). Compiled into each program, which is
// what gives it that program's DLX_BUILD_TYPE and DLX_CXX_FLAGS.
#include <benchmark/benchmark.h>

#include "build_info.hpp"
#include "dlx/version.hpp"

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("dlx_version", dlx::kVersion);
  benchmark::AddCustomContext("build_type", dlx::bench::kBuildType);
  benchmark::AddCustomContext("compiler", dlx::bench::kCompiler);
  benchmark::AddCustomContext("cxx_flags", dlx::bench::kCxxFlags);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
