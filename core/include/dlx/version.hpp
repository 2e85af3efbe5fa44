#pragma once

namespace dlx {
inline constexpr const char* kVersion = "0.1.0";
}
