#include <dlx/text/error_report.hpp>

#include <fmt/format.h>
#include <dlx/text/english.hpp>

namespace dlx {

void ErrorReport::add(const InputError& error) {
  auto [repeat, first] = repeats_.emplace(error.message(), Repeat{error.line(), 0});
  if (first) {
    messages_ << "dlx: " << error.what() << "\n";
  } else {
    ++repeat->second.more;
  }
}

void ErrorReport::finish(const std::string& source, const std::string& one,
                         const std::string& many) {
  for (const auto& [message, repeat] : repeats_) {
    if (repeat.more == 0) continue;
    messages_ << fmt::format("dlx: {}: the error of line {} again for {}\n", source, repeat.line,
                             counted(repeat.more, "more " + one, "more " + many));
  }
}

}  // namespace dlx
