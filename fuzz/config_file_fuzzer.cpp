// Fuzz harness for config files (`dlx --config FILE`, read by parse_invocation in
// apps/dlx/command_line.hpp): the bytes are the INI file.
//
// Any file either gives an invocation or a UsageError with a message (`dlx` catches only that
// one; anything else thrown would end the program). An invocation read is written back as a
// config file (the encoder, the settings that differ from their defaults, the search flags) and
// must read again as the same invocation.
//
// A line that is neither `key = value` nor `[section]` is reported with its number, which
// command_line.cpp finds itself (Boost's config parser gives the line's text only); other errors
// (unknown keys, bad values) name the file and the key.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <dlx/solver_options.hpp>

#include "apps/dlx/command_line.hpp"
#include "apps/dlx/usage_error.hpp"
#include "fuzz/support/fuzz_check.hpp"

namespace dlx::app::fuzz {
namespace {

// The files this process writes, removed when it exits (libFuzzer ends with exit()).
struct ScratchFiles {
  std::vector<std::filesystem::path> paths;
  ~ScratchFiles() {
    std::error_code ignored;
    for (const auto& path : paths) std::filesystem::remove(path, ignored);
  }
};

// parse_invocation reads a config file by its path, so each input goes through a file.
std::string write_file(const std::string& text, const char* name) {
  static ScratchFiles scratch;
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / fmt::format("dlx-fuzz-{}-{}.ini", getpid(), name);
  if (std::find(scratch.paths.begin(), scratch.paths.end(), path) == scratch.paths.end()) {
    scratch.paths.push_back(path);
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  return path.string();
}

// The search settings as config keys; the inverse of read_search_settings.
std::string search_settings_text(const SearchSettings& search) {
  std::string text;
  switch (search.mode) {
    case SearchMode::kFirst:
      break;
    case SearchMode::kAll:
      text += "all = true\n";
      break;
    case SearchMode::kCount:
      text += "count = true\n";
      break;
    case SearchMode::kUnique:
      text += "unique = true\n";
      break;
    case SearchMode::kEstimate:
      text += fmt::format("estimate = {}\n", search.estimate_probes);
      break;
  }
  if (search.limit != 0) text += fmt::format("limit = {}\n", search.limit);
  // {} writes the shortest text that reads back as the same double.
  if (search.time_limit) text += fmt::format("time-limit = {}\n", *search.time_limit);
  if (search.threads) text += fmt::format("threads = {}\n", *search.threads);
  // The engine's settings, each from its row of the table (dlx/solver_options.hpp).
  for (const SolverOptionRow& row : solver_option_table()) {
    const std::string value = row.get(search.solver_options);
    if (row.for_users && !value.empty() && value != row.default_value) {
      text += fmt::format("{} = {}\n", row.name, value);
    }
  }
  if (search.json) text += "json = true\n";
  if (search.stats) text += "stats = true\n";
  if (search.quiet) text += "quiet = true\n";
  if (search.progress) text += "progress = true\n";
  return text;
}

std::string write_config(const Invocation& invocation) {
  const Command& command = *invocation.command;
  std::string text = fmt::format("encoder = {}\n[{}]\n", command.name, command.name);
  for (const CommandOption& option : command.options) {
    const std::string& value = invocation.settings.at(option.name);
    const std::string& default_value =
        option.value_name.empty() && option.default_value.empty() ? "false" : option.default_value;
    if (value != default_value) text += fmt::format("{} = {}\n", option.name, value);
  }
  return text + search_settings_text(invocation.search);
}

bool same_search(const SearchSettings& a, const SearchSettings& b) {
  return a.mode == b.mode && a.limit == b.limit && a.time_limit == b.time_limit &&
         a.json == b.json && a.stats == b.stats && a.quiet == b.quiet && a.progress == b.progress &&
         a.threads == b.threads && describe(a.solver_options) == describe(b.solver_options) &&
         a.estimate_probes == b.estimate_probes;
}

}  // namespace
}  // namespace dlx::app::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx::app;
  using namespace dlx::app::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::string path = write_file(input, "input");
  Invocation invocation;
  try {
    invocation = parse_invocation({"--config", path});
  } catch (const UsageError& e) {
    const std::string message = e.what();
    DLX_FUZZ_CHECK(!message.empty(), "an error without a message");
    // An invalid line is "config file 'PATH', line N: 'LINE' is neither ..."; without its
    // number, "config file 'PATH': 'LINE' ...", which no other error begins with. (Matching the
    // words "is neither" instead was fooled by a key that held them.)
    const std::string unnumbered = fmt::format("config file '{}': '", path);
    DLX_FUZZ_CHECK(message.compare(0, unnumbered.size(), unnumbered) != 0,
                   "an invalid line reported without its number: {}", message);
    return 0;
  }
  DLX_FUZZ_CHECK(invocation.kind == Invocation::Kind::kRun && invocation.command != nullptr,
                 "a config file that reads but runs nothing");
  if (invocation.search.time_limit) {
    DLX_FUZZ_CHECK(
        std::isfinite(*invocation.search.time_limit) && *invocation.search.time_limit > 0,
        "time limit {}", *invocation.search.time_limit);
  }
  const std::string written = write_config(invocation);
  const std::string written_path = write_file(written, "written");
  Invocation again;
  try {
    again = parse_invocation({"--config", written_path});
  } catch (const UsageError& e) {
    DLX_FUZZ_CHECK(false, "the written config does not read back: {}\n{}", e.what(), written);
  }
  DLX_FUZZ_CHECK(again.command == invocation.command && again.settings == invocation.settings &&
                     same_search(again.search, invocation.search),
                 "the written config reads back different\n{}", written);
  return 0;
}
