#include <dlx/text/input_error.hpp>

#include <utility>

namespace dlx {
namespace {

std::string locate(const std::string& source, std::size_t line, const std::string& message) {
  if (line == 0) return source + ": " + message;
  return source + ":" + std::to_string(line) + ": " + message;
}

}  // namespace

InputError::InputError(std::string source, std::size_t line, std::string message)
    : std::runtime_error(locate(source, line, message)),
      source_(std::move(source)),
      line_(line),
      message_(std::move(message)) {}

}  // namespace dlx
