// Whether this test program runs under AddressSanitizer or ThreadSanitizer, where every step of
// the engine costs ten to twenty times more: a few tests then check fewer or smaller instances,
// so that CI stays within its time. The Release build checks them all.
#pragma once

namespace dlx::testing {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace dlx::testing
