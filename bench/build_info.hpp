// How a benchmark binary was built, printed beside its figures so that a table can be reproduced.
// DLX_BUILD_TYPE and DLX_CXX_FLAGS come from bench/CMakeLists.txt.
#pragma once

namespace dlx::bench {

inline constexpr const char* kBuildType = DLX_BUILD_TYPE;
inline constexpr const char* kCxxFlags = DLX_CXX_FLAGS;

// GCC's __VERSION__ is the bare number ("12.2.0"); Clang's already names itself.
#if defined(__clang__)
inline constexpr const char* kCompiler = __VERSION__;
#elif defined(__GNUC__)
inline constexpr const char* kCompiler = "GCC " __VERSION__;
#else
inline constexpr const char* kCompiler = "unknown compiler";
#endif

}  // namespace dlx::bench
