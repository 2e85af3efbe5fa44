// The options of `dlx`, each declared once, as one row of a table, CaDiCaL's options.hpp being the
// model: name, type, range or choices, default and help. The tables are the app's (global options
// and search flags, apps/dlx/app_options.cpp) and each command's own (Command::options); from
// them alone the app builds the command line, the keys of a config file, the checks of every value
// and `--help`. Adding an option is one row; its range and default appear in --help by themselves,
// so the help text never restates a constant.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx {

enum class OptionType {
  kFlag,            // no value on the command line (`--all`); true or false in a config file
  kWholeNumber,     // digits only, from `min` to `max` (so "-1" is refused, not wrapped around)
  kPositiveNumber,  // a finite real number greater than 0 (seconds)
  kChoice,          // one of `choices`
  kText,            // anything: a file name, a list; the command checks it
};

// Where an option belongs. The app's table holds the first two; a command's table only the last.
enum class OptionScope {
  kGlobal,   // before the command: --config, --help, --version
  kSearch,   // every command: the search flags (--count, --threads, ...), also at the top of a
             // config file
  kCommand,  // one command's own setting, in its [section] of a config file
};

// A kText option that names a file: read (`-` is standard input) or written (`-` is standard
// output). The app refuses an empty name for either, completes file names for them in the shell,
// and, when a written file is `-`, sends the results that standard output would hold to standard
// error instead, so that the file alone is on standard output (`dlx queens 8 --svg - > q.svg`).
// kPicture is written too: the app's SVG sheet of the solutions shown (dlx/command/picture.hpp),
// drawn from each job's Job::picture; the command itself writes nothing to it.
enum class FileUse { kNone, kRead, kWrite, kPicture };

inline constexpr std::uint64_t kNoMaximum = std::numeric_limits<std::uint64_t>::max();

// One option: `--name VALUE` (or `--name` for a flag) on the command line, `name = VALUE` in a
// config file. Tables spell their rows with designated initializers, naming what they set (every
// member has an initializer, so that GCC's -Wmissing-field-initializers accepts rows that leave
// some out).
struct CommandOption {
  std::string name{};
  OptionType type = OptionType::kFlag;
  std::string value_name{};  // "FILE", "N", ...; empty for a flag
  // What it does, for --help. Not its range or default, which are added from the row; but it
  // names each of its choices, and what each means (a test checks that it does).
  std::string help{};
  std::string default_value{};  // as typed by a user; empty: none
  // A kText option typed without a value takes this one (`--listen` alone: "localhost:4545").
  // Empty: the option needs its value.
  std::string implicit_value{};
  std::uint64_t min = 0;  // kWholeNumber: the range, inclusive
  std::uint64_t max = kNoMaximum;
  std::vector<std::string> choices{};  // kChoice: the values allowed, in the order help lists them
  bool positional = false;             // may also be given as the command's bare argument
  // A positional option that takes every further bare argument too (`dlx sudoku a.txt b.txt`, a
  // shell glob): CommandContext::values reads them all, its setting is the first.
  bool several = false;
  // Chooses what a search answers (--count, --limit, --emit-dlx, ...): only a mode that hands jobs
  // to the app's runner has such a search.
  bool search_only = false;
  // Only tunes how a search runs (--threads, --seed, --time-limit, ...), not what it answers: a
  // mode that has no use for it runs anyway, with a note that it had no effect, where any other
  // option it does not use is refused (CommandMode in command.hpp).
  bool tuning = false;
  // A command's option: the modes it applies to, by name (CommandMode::name); empty: every mode.
  std::vector<std::string> modes{};
  OptionScope scope = OptionScope::kCommand;
  char short_name = 0;  // a one-letter alias (-h), or none
  FileUse file = FileUse::kNone;
  // The options it does not go with, by name (a search flag's: "--estimate" replaces the search,
  // so not with --count), and why, for the message "--estimate replaces the search: it does not
  // go with --count". Without a reason the message is "choose one of --count and --all". Each
  // pair is named on one of its two rows.
  std::vector<std::string> conflicts{};
  // It goes with no other option that chooses what a search answers (search_only): --emit-dlx.
  bool conflicts_with_search_only = false;
  std::string conflict_reason{};
};

// A command's setting as its code reads it: its name, and the type of its value (a flag reads as
// bool, a whole number as std::optional<std::uint64_t>, text and choices as std::string). A
// command declares each once, beside its table; the table's row is made from it (option(kBox,
// {...})) and the command reads the value through it (context[kBox]), so that a misspelt setting
// does not compile and every setting read has its row.
template <typename Value>
struct Setting {
  std::string_view name;
  OptionType type;
};

constexpr Setting<bool> flag_setting(std::string_view name) {
  return {name, OptionType::kFlag};
}
constexpr Setting<std::string> text_setting(std::string_view name) {
  return {name, OptionType::kText};
}
constexpr Setting<std::string> choice_setting(std::string_view name) {
  return {name, OptionType::kChoice};
}
constexpr Setting<std::optional<std::uint64_t>> whole_number_setting(std::string_view name) {
  return {name, OptionType::kWholeNumber};
}

// The row of `setting`: `row` with the setting's name and type.
template <typename Value>
CommandOption option(const Setting<Value>& setting, CommandOption row) {
  row.name = std::string(setting.name);
  row.type = setting.type;
  return row;
}

// nullopt when `value` is a valid value of the option; otherwise what was expected, as
// "expected a whole number from 1 to 4096". Flags are not checked here (they have no value).
std::optional<std::string> invalid_value(const CommandOption& option, std::string_view value);

// The help of the option with what its row adds (not "at least 1" for a count without a maximum):
// "the board size (1 to 4096)",
// "use K copies of every piece (1 to 1000; default 1)", "item order: ... (default organ-pipe)".
std::string help_with_range(const CommandOption& option);

// What a whole number option takes: "1 to 4096", "0 to 2^64-1", "at least 1"; empty otherwise.
std::string number_range(const CommandOption& option);

// A valid kWholeNumber value as a number (checked with invalid_value first).
std::uint64_t whole_number_value(std::string_view value);
// A valid kPositiveNumber value as a number.
double positive_number_value(std::string_view value);

}  // namespace dlx
