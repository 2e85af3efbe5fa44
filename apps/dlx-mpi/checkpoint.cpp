#include "apps/dlx-mpi/checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <string_view>

namespace dlx::mpi {
namespace {

constexpr std::string_view kFirstLine = "dlx-mpi checkpoint 1";

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::optional<std::uint64_t> number(std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

std::optional<std::vector<OptionId>> parse_path(std::string_view text) {
  std::vector<OptionId> path;
  if (text == "-") return path;
  while (!text.empty()) {
    const std::size_t dot = text.find('.');
    const auto value = number(text.substr(0, dot));
    if (!value || *value > 0x7fffffffu) return std::nullopt;
    path.emplace_back(static_cast<std::int32_t>(*value));
    if (dot == std::string_view::npos) break;
    text.remove_prefix(dot + 1);
    if (text.empty()) return std::nullopt;
  }
  return path;
}

std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> result;
  std::size_t start = 0;
  while (start < line.size()) {
    const std::size_t end = std::min(line.find(' ', start), line.size());
    if (end > start) result.push_back(line.substr(start, end - start));
    start = end + 1;
  }
  return result;
}

}  // namespace

std::string path_text(const std::vector<OptionId>& path) {
  if (path.empty()) return "-";
  std::string text;
  for (const OptionId option : path) {
    if (!text.empty()) text += '.';
    text += std::to_string(option.value);
  }
  return text;
}

Checkpoint::Checkpoint(const std::string& path, const SearchIdentity& identity) : path_(path) {
  std::string content;
  {
    std::ifstream in(path, std::ios::binary);
    if (in) {
      std::ostringstream buffer;
      buffer << in.rdbuf();
      content = buffer.str();
    }
  }
  // Only whole lines count: a last line without its newline was being written when the run
  // stopped, and is cut off before anything is appended.
  const std::size_t whole = content.rfind('\n') == std::string::npos ? 0 : content.rfind('\n') + 1;
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start < whole;) {
    const std::size_t end = content.find('\n', start);
    lines.emplace_back(content.data() + start, end - start);
    start = end + 1;
  }
  const std::string problem_line = "problem " + hex(identity.problem);
  const std::string settings_line = "settings " + identity.settings;
  const std::string header = fmt::format("{}\n{}\n{}\n", kFirstLine, problem_line, settings_line);
  // A header cut short (the first run stopped while writing it) holds nothing: start again.
  const bool fresh = lines.size() < 3 &&
                     std::string_view(header).starts_with(std::string_view(content.data(), whole));
  if (!fresh) {
    if (lines[0] != kFirstLine) {
      throw InputError(path, 1,
                       fmt::format("not a dlx-mpi checkpoint (expected '{}' on the first line); "
                                   "name a new file or one that an earlier run wrote",
                                   kFirstLine));
    }
    if (lines.size() < 3 || !lines[1].starts_with("problem ") ||
        !lines[2].starts_with("settings ")) {
      throw InputError(path, lines.size() < 3 ? lines.size() + 1 : 2,
                       "a checkpoint's header has its 'problem' and 'settings' lines");
    }
    if (lines[1] != problem_line) {
      throw InputError(path, 2,
                       fmt::format("this checkpoint is of another problem ({} there, {} here: the "
                                   "input builds another model); use another file, or delete it "
                                   "to start over",
                                   lines[1].substr(8), hex(identity.problem)));
    }
    if (lines[2] != settings_line) {
      throw InputError(path, 3,
                       fmt::format("this checkpoint is of other settings ('{}' there, '{}' "
                                   "here); run with the same settings, or use another file",
                                   lines[2].substr(9), identity.settings));
    }
    for (std::size_t k = 3; k < lines.size(); ++k) {
      const std::vector<std::string_view> fields = words(lines[k]);
      std::optional<std::vector<OptionId>> subproblem;
      std::optional<std::uint64_t> solutions;
      std::optional<std::uint64_t> nodes;
      if (fields.size() == 4 && fields[0] == "done") {
        subproblem = parse_path(fields[1]);
        solutions = number(fields[2]);
        nodes = number(fields[3]);
      }
      if (!subproblem || !solutions || !nodes) {
        throw InputError(path, k + 1,
                         fmt::format("expected 'done PATH SOLUTIONS NODES', got '{}'", lines[k]));
      }
      finished_.push_back(FinishedSubproblem{std::move(*subproblem), *solutions, *nodes});
    }
  }
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT, 0644);
  if (fd_ < 0) {
    throw InputError(path, 0, fmt::format("cannot write the checkpoint: {}", std::strerror(errno)));
  }
  const off_t keep = fresh ? 0 : static_cast<off_t>(whole);
  if (::ftruncate(fd_, keep) != 0 || ::lseek(fd_, keep, SEEK_SET) < 0) {
    throw InputError(path, 0, fmt::format("cannot write the checkpoint: {}", std::strerror(errno)));
  }
  if (fresh) write_all(header);
  ::fdatasync(fd_);
  last_sync_ = now_seconds();
}

Checkpoint::~Checkpoint() {
  if (fd_ >= 0) {
    ::fdatasync(fd_);
    ::close(fd_);
  }
}

void Checkpoint::record(const FinishedSubproblem& done) {
  write_all(fmt::format("done {} {} {}\n", path_text(done.path), done.solutions, done.nodes));
  if (now_seconds() - last_sync_ >= 1.0) {
    ::fdatasync(fd_);
    last_sync_ = now_seconds();
  }
}

void Checkpoint::write_all(const std::string& text) {
  // One write for the line, so that a process killed mid-way leaves it whole or not at all (short
  // of a full disk, which the reader's torn-line rule covers).
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd_, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      throw InputError(path_, 0,
                       fmt::format("cannot write the checkpoint: {}", std::strerror(errno)));
    }
    written += static_cast<std::size_t>(n);
  }
}

}  // namespace dlx::mpi
