// Times the `dlx` command beside Donald Knuth's exact-cover programs DLX1, DLX2, DLX3 and SSXCC on
// the same DLX files, and prints markdown tables of medians and ratios (issue 13):
//
//   vs_knuth [--repetitions N] [--warmup W] [--inputs a,b] [--programs DLX1,SSXCC]
//            [--knuth-bin DIR] [--anchors DIR] [--dlx PATH] [--work DIR]
//
// Why a driver program and not a shell script: it times each run itself (a monotonic clock around
// posix_spawn and wait4, which also gives the child's CPU time), reads counts with one parser per
// program, checks them, and prints the tables, with the same error handling and flag table as the
// other benchmarks. It runs whole programs, as a user would, so its figures include reading the
// file and building the links, for Knuth's programs and for ours alike.
//
// Knuth's programs are taken by path, never built here: the binaries dlx1, ssxcc, dlx2 and dlx3
// in the folder --knuth-bin names, by default the environment's DLX_KNUTH_BIN, else the CMake
// cache variable of that name (docs/building.md, "Other people's programs"). Without it the driver
// says so and times dlx alone; a program missing from the folder is skipped, saying so.
//
// The inputs. The four files of ANCHORS/inputs (../shared/anchors by default; 13- and 14-queens,
// Scott's pentomino board, the 6x10 pentominoes), read from there, and two that
// bench/inputs/make_inputs.sh writes into WORK/inputs at every run (deterministic; see that
// script): a colors file (word squares, for DLX2 and SSXCC) and a multiplicities file (two queens
// per line, for DLX3, Algorithm M). A program runs on a file only if it reads what the file uses:
// DLX1 neither colors nor bounds, DLX2 and SSXCC colors, DLX3 both.
//
// The runs. For each file, W untimed warm-up rounds, then N timed rounds; each round runs every
// program once, in turn (dlx DLX1 SSXCC DLX2 DLX3 dlx DLX1 ...), so that a slow spell of this
// shared machine falls on all of them instead of on one. Knuth's programs read the file on
// standard input and end with "Altogether N solutions, ... M nodes, ..." on standard error; dlx
// runs as `dlx exact --count --threads 1 --stats FILE` and prints "N solutions" on standard output
// and its statistics ("..., M nodes, ...") on standard error. --stats only prints the counters the
// engine keeps anyway. Every run's count must equal every other's on the same file: a mismatch,
// or a run that fails, is printed loudly and makes the exit status 1.
//
// Exit status: 0 all counts agree, 1 a mismatch or a failed run, 2 bad usage or setup.
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/core.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "build_info.hpp"
#include "flag_table.hpp"

extern char** environ;

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using dlx::bench::Flag;

constexpr std::string_view kProgram = "vs_knuth";

// ---- Command line ------------------------------------------------------------------------------

// The environment's DLX_KNUTH_BIN, else the CMake cache variable's (empty: none).
fs::path default_knuth_bin() {
  const char* env = std::getenv("DLX_KNUTH_BIN");
  return env != nullptr && *env != '\0' ? fs::path(env) : fs::path(DLX_KNUTH_BIN);
}

struct Options {
  int repetitions = 5;
  int warmup = 1;
  std::vector<std::string> inputs;    // labels to run; empty: all
  std::vector<std::string> programs;  // Knuth's programs to run; empty: all
  fs::path knuth_bin = default_knuth_bin();
  fs::path anchors = DLX_ANCHORS_DIR;
  fs::path dlx = DLX_COMMAND;
  fs::path work = DLX_VS_KNUTH_WORK_DIR;
};

const std::vector<Flag<Options>>& flags() {
  static const std::vector<Flag<Options>> table{
      {"--repetitions", "N", "timed rounds per file, N >= 1 (default 5)",
       [](std::string_view v, Options& o) { return dlx::bench::parse_whole(v, 1, o.repetitions); }},
      {"--warmup", "W", "untimed rounds per file before them (default 1)",
       [](std::string_view v, Options& o) { return dlx::bench::parse_whole(v, 0, o.warmup); }},
      {"--inputs", "LIST",
       "only these files, by name without .dlx (queens13,queens14,scott,pentomino6x10,"
       "word_squares,queens8_twice)",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         o.inputs = dlx::bench::split_list(v);
         return std::nullopt;
       }},
      {"--programs", "LIST",
       "only these of Knuth's programs (DLX1,SSXCC,DLX2,DLX3); dlx always runs",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         o.programs = dlx::bench::split_list(v);
         return std::nullopt;
       }},
      {"--knuth-bin", "DIR",
       "Knuth's binaries dlx1, ssxcc, dlx2, dlx3 (default: $DLX_KNUTH_BIN, else the CMake cache's "
       "DLX_KNUTH_BIN)",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         o.knuth_bin = v;
         return std::nullopt;
       }},
      {"--anchors", "DIR", "the shared inputs in DIR/inputs (default: " DLX_ANCHORS_DIR ")",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         o.anchors = v;
         return std::nullopt;
       }},
      {"--dlx", "PATH", "the dlx command to time (default: " DLX_COMMAND ")",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         o.dlx = v;
         return std::nullopt;
       }},
      {"--work", "DIR",
       "where the generated inputs are written "
       "(default: " DLX_VS_KNUTH_WORK_DIR ")",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         o.work = v;
         return std::nullopt;
       }},
  };
  return table;
}

constexpr std::string_view kSynopsis =
    "vs_knuth [--repetitions N] [--warmup W] [--inputs LIST] [--programs LIST] [--knuth-bin DIR] "
    "[--anchors DIR] [--dlx PATH] [--work DIR]";

bool wanted(const std::vector<std::string>& filter, std::string_view name) {
  if (filter.empty()) return true;
  return std::any_of(filter.begin(), filter.end(), [&](const std::string& entry) {
    return std::equal(
        entry.begin(), entry.end(), name.begin(), name.end(),
        [](unsigned char a, unsigned char b) { return std::tolower(a) == std::tolower(b); });
  });
}

// ---- Running a program -------------------------------------------------------------------------

struct RunOutput {
  double wall_seconds = 0;
  double cpu_seconds = 0;  // user + system, of the child
  int exit_code = 0;       // 128 + the signal, if a signal ended it
  std::string out;         // its standard output
  std::string err;         // its standard error
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `argv` (argv[0] a path) with standard input from `input` (or /dev/null), its output into
// files in `scratch`; nullopt (after saying why) if it could not be started.
std::optional<RunOutput> run_program(const std::vector<std::string>& argv,
                                     const std::optional<fs::path>& input,
                                     const fs::path& scratch) {
  const std::string in_path = input ? input->string() : "/dev/null";
  const std::string out_path = (scratch / "stdout.txt").string();
  const std::string err_path = (scratch / "stderr.txt").string();
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, in_path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  std::vector<char*> args;
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);

  pid_t pid = 0;
  const auto start = Clock::now();
  const int spawned = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    fmt::print(stderr, "{}: cannot run {}: {}\n", kProgram, argv[0], std::strerror(spawned));
    return std::nullopt;
  }
  int status = 0;
  rusage usage{};
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      fmt::print(stderr, "{}: waiting for {}: {}\n", kProgram, argv[0], std::strerror(errno));
      return std::nullopt;
    }
  }
  RunOutput run;
  run.wall_seconds = std::chrono::duration<double>(Clock::now() - start).count();
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
  run.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = read_file(out_path);
  run.err = read_file(err_path);
  return run;
}

// Quotes a path for /bin/sh.
std::string shell_quoted(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// ---- The contenders ----------------------------------------------------------------------------

// What a DLX file uses, beyond primary and secondary items.
struct Features {
  bool colors = false;  // an option gives a secondary item a color (x:red)
  bool bounds = false;  // a primary item has multiplicities (u:v|name)
};

// What one run counted.
struct Counts {
  std::uint64_t solutions = 0;
  std::optional<std::uint64_t> nodes;
};

struct Contender {
  std::string label;  // "dlx", "DLX1", ...
  Features reads;     // what it can read
  fs::path binary;
  // The command line for a file, and whether the file goes on standard input.
  std::function<std::vector<std::string>(const fs::path&)> command;
  bool file_on_stdin = false;
  // The counts from the run's output, or why they cannot be read.
  std::function<std::optional<Counts>(const RunOutput&, std::string& why)> parse;
};

// ---- Reading the outputs -----------------------------------------------------------------------
//
// Plain string scans rather than std::regex: its header added seconds to the compile of every
// file that included it, for patterns this simple. Each scan below does what the regular expression
// in its comment does (ECMAScript, as std::regex_search: the leftmost match).

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}  // \d
bool is_space(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}  // \s

// The end of the run of digits that starts at `from` (`from` itself if there is none).
std::size_t digits_end(std::string_view text, std::size_t from) {
  while (from < text.size() && is_digit(text[from])) ++from;
  return from;
}

// before(\d+)after: the number of the first place in `text` where `before`, digits and `after`
// follow one another; only at the start of `text` when `at_start` (^before(\d+)after). `after`
// starts with a non-digit, so the longest run of digits is the only one to try. No number when
// there is no such place, or when it does not fit in 64 bits.
std::optional<std::uint64_t> number_between(std::string_view text, std::string_view before,
                                            std::string_view after, bool at_start = false) {
  for (std::size_t at = text.find(before); at != std::string_view::npos;
       at = at_start ? std::string_view::npos : text.find(before, at + 1)) {
    const std::size_t first = at + before.size();
    const std::size_t end = digits_end(text, first);
    if (end == first || !text.substr(end).starts_with(after)) continue;
    std::uint64_t number = 0;
    if (std::from_chars(text.data() + first, text.data() + end, number).ec != std::errc()) {
      return std::nullopt;
    }
    return number;
  }
  return std::nullopt;
}

Contender dlx_contender(const fs::path& binary) {
  Contender dlx;
  dlx.label = "dlx";
  dlx.reads = {true, true};
  dlx.binary = binary;
  dlx.command = [binary](const fs::path& file) {
    return std::vector<std::string>{binary.string(), "exact",      "--count", "--threads", "1",
                                    "--stats",       file.string()};
  };
  dlx.parse = [](const RunOutput& run, std::string& why) -> std::optional<Counts> {
    // ^(\d+) solutions?\n
    std::optional<std::uint64_t> count = number_between(run.out, "", " solutions\n", true);
    if (!count) count = number_between(run.out, "", " solution\n", true);
    if (!count) {
      why = "no 'N solutions' line on standard output";
      return std::nullopt;
    }
    return Counts{*count, number_between(run.err, ", ", " nodes,")};  // ", (\d+) nodes,"
  };
  return dlx;
}

// Knuth's programs, in the order of the tables (the issue's: DLX1 and SSXCC first).
struct Anchor {
  std::string_view label;
  std::string_view binary;  // its file name in the folder of Knuth's binaries
  Features reads;
};
constexpr std::array<Anchor, 4> kAnchors{{
    {"DLX1", "dlx1", {false, false}},
    {"SSXCC", "ssxcc", {true, false}},
    {"DLX2", "dlx2", {true, false}},
    {"DLX3", "dlx3", {true, true}},
}};

Contender knuth_contender(const Anchor& anchor, const fs::path& binary) {
  Contender knuth;
  knuth.label = anchor.label;
  knuth.reads = anchor.reads;
  knuth.binary = binary;
  knuth.command = [binary](const fs::path&) { return std::vector<std::string>{binary.string()}; };
  knuth.file_on_stdin = true;
  knuth.parse = [](const RunOutput& run, std::string& why) -> std::optional<Counts> {
    // Altogether (\d+) solutions? (the "s" may be there or not: " solution" is what counts)
    const std::optional<std::uint64_t> count = number_between(run.err, "Altogether ", " solution");
    if (!count) {
      why = "no 'Altogether N solutions' line on standard error";
      return std::nullopt;
    }
    return Counts{*count, number_between(run.err, " ", " nodes,")};  // " (\d+) nodes,"
  };
  return knuth;
}

// Knuth's program in `folder`, or nullopt after saying why it is skipped.
std::optional<fs::path> find_anchor(const Anchor& anchor, const fs::path& folder) {
  const fs::path binary = folder / anchor.binary;
  if (access(binary.c_str(), X_OK) != 0) {
    fmt::print(stderr, "{}: no executable {}: {} is skipped\n", kProgram, binary.string(),
               anchor.label);
    return std::nullopt;
  }
  return binary;
}

// ---- The inputs --------------------------------------------------------------------------------

struct Input {
  std::string label;  // the file name without .dlx
  fs::path path;
  Features uses;
};

// Whether an item line gives an item bounds, "u:v|name" or "v|name": the regular expression
// (^|\s)\d+(:\d+)?\|\S found somewhere in it. A run of digits is followed by ':' or '|' only
// where it ends, so the longest runs are the only ones to try.
bool has_bounds(std::string_view line) {
  for (std::size_t at = 0; at < line.size(); ++at) {
    if (at > 0 && !is_space(line[at - 1])) continue;
    std::size_t end = digits_end(line, at);
    if (end == at) continue;
    if (end < line.size() && line[end] == ':') {
      const std::size_t after_colon = digits_end(line, end + 1);
      if (after_colon == end + 1) continue;
      end = after_colon;
    }
    if (end + 1 < line.size() && line[end] == '|' && !is_space(line[end + 1])) return true;
  }
  return false;
}

// What a DLX file uses, from its item line (bounds) and its options (colors: "name:color").
// Comment lines start with '|'.
std::optional<Features> scan_features(const fs::path& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  Features features;
  bool item_line_seen = false;
  std::string line;
  while (std::getline(in, line)) {
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '|') continue;
    if (!item_line_seen) {
      item_line_seen = true;
      features.bounds = has_bounds(line);
    } else if (line.find(':') != std::string::npos) {
      features.colors = true;
    }
  }
  return features;
}

bool reads(const Features& reader, const Features& file) {
  return (reader.colors || !file.colors) && (reader.bounds || !file.bounds);
}

// ---- Timing ------------------------------------------------------------------------------------

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// One contender on one file: its timed runs and what it counted.
struct Series {
  std::vector<double> wall;
  std::vector<double> cpu;
  std::optional<Counts> counts;  // of the first run that could be read
  bool failed = false;
};

struct FileResult {
  const Input* input;
  std::vector<std::optional<Series>> series;  // per contender; nullopt: it does not read the file
};

// Runs every contender that reads `input`, interleaved, and checks the counts. Problems go to
// `errors`, one line each.
FileResult time_file(const Input& input, const std::vector<Contender>& contenders,
                     const Options& options, const fs::path& scratch,
                     std::vector<std::string>& errors) {
  FileResult result{&input, {}};
  std::vector<std::size_t> runners;
  for (std::size_t c = 0; c < contenders.size(); ++c) {
    const bool runs = reads(contenders[c].reads, input.uses);
    result.series.emplace_back(runs ? std::optional<Series>(Series{}) : std::nullopt);
    if (runs) runners.push_back(c);
  }
  const int rounds = options.warmup + options.repetitions;
  for (int round = 0; round < rounds; ++round) {
    const bool timed = round >= options.warmup;
    fmt::print(stderr, "{}: {} {} {}/{}\n", kProgram, input.label, timed ? "round" : "warm-up",
               timed ? round - options.warmup + 1 : round + 1,
               timed ? options.repetitions : options.warmup);
    for (const std::size_t c : runners) {
      const Contender& contender = contenders[c];
      Series& series = *result.series[c];
      if (series.failed) continue;
      const std::optional<fs::path> stdin_file =
          contender.file_on_stdin ? std::optional<fs::path>(input.path) : std::nullopt;
      const std::optional<RunOutput> run =
          run_program(contender.command(input.path), stdin_file, scratch);
      std::string why;
      std::optional<Counts> counts;
      if (run) {
        counts = contender.parse(*run, why);
        if (run->exit_code != 0) {
          why = fmt::format("exit status {}", run->exit_code);
          counts.reset();
        }
      } else {
        why = "could not be started";
      }
      if (!counts) {
        std::string tail = run ? run->err.substr(run->err.size() > 400 ? run->err.size() - 400 : 0)
                               : std::string();
        errors.push_back(fmt::format("{} on {}: {}{}{}", contender.label, input.label, why,
                                     tail.empty() ? "" : "; its standard error ends:\n", tail));
        series.failed = true;
        continue;
      }
      if (!series.counts) {
        series.counts = counts;
      } else if (series.counts->solutions != counts->solutions) {
        errors.push_back(fmt::format("{} on {}: {} solutions in one run, {} in another",
                                     contender.label, input.label, series.counts->solutions,
                                     counts->solutions));
      }
      if (timed) {
        series.wall.push_back(run->wall_seconds);
        series.cpu.push_back(run->cpu_seconds);
      }
    }
  }
  // Every program must count the same solutions as the first that counted any.
  const Series* reference = nullptr;
  std::string reference_label;
  for (const std::size_t c : runners) {
    const Series& series = *result.series[c];
    if (!series.counts) continue;
    if (reference == nullptr) {
      reference = &series;
      reference_label = contenders[c].label;
    } else if (series.counts->solutions != reference->counts->solutions) {
      errors.push_back(fmt::format("COUNT MISMATCH on {}: {} counts {} solutions, {} counts {}",
                                   input.label, reference_label, reference->counts->solutions,
                                   contenders[c].label, series.counts->solutions));
    }
  }
  return result;
}

// ---- Reporting ---------------------------------------------------------------------------------

// One table of medians and ratios: of wall time (the figure asked for) or of CPU time (steadier
// when other jobs share the machine: waiting for a core does not count).
void print_time_table(std::string_view title, const std::vector<FileResult>& results,
                      const std::vector<Contender>& contenders,
                      const std::function<const std::vector<double>&(const Series&)>& samples) {
  fmt::print("\n### {}\n\n| file | solutions |", title);
  for (const Contender& contender : contenders) fmt::print(" {} |", contender.label);
  for (std::size_t c = 1; c < contenders.size(); ++c) fmt::print(" {}/dlx |", contenders[c].label);
  fmt::print("\n|---|---:|");
  for (std::size_t c = 0; c < 2 * contenders.size() - 1; ++c) fmt::print("---:|");
  fmt::print("\n");
  auto median_of = [&](const std::optional<Series>& series) -> std::optional<double> {
    if (!series || samples(*series).empty()) return std::nullopt;
    return median(samples(*series));
  };
  for (const FileResult& result : results) {
    // The count all programs agree on, or a loud cell.
    std::string solutions = "?";
    std::optional<std::uint64_t> agreed;
    for (const std::optional<Series>& series : result.series) {
      if (!series || !series->counts) continue;
      if (!agreed) {
        agreed = series->counts->solutions;
        solutions = fmt::format("{}", *agreed);
      } else if (*agreed != series->counts->solutions) {
        solutions = "**MISMATCH**";
      }
    }
    fmt::print("| {} | {} |", result.input->label, solutions);
    for (const std::optional<Series>& series : result.series) {
      const std::optional<double> seconds = median_of(series);
      if (seconds) {
        fmt::print(" {:.3f} s |", *seconds);
      } else {
        fmt::print(" {} |", series ? "failed" : "—");
      }
    }
    const std::optional<double> ours = median_of(result.series[0]);  // contenders[0] is dlx
    for (std::size_t c = 1; c < contenders.size(); ++c) {
      const std::optional<double> theirs = median_of(result.series[c]);
      if (ours && theirs) {
        fmt::print(" {:.2f} |", *theirs / *ours);
      } else {
        fmt::print(" — |");
      }
    }
    fmt::print("\n");
  }
}

void print_tables(const std::vector<FileResult>& results, const std::vector<Contender>& contenders,
                  const Options& options) {
  print_time_table(fmt::format("Wall time, medians of {} interleaved runs (ratio above 1: dlx is "
                               "faster)",
                               options.repetitions),
                   results, contenders,
                   [](const Series& s) -> const std::vector<double>& { return s.wall; });
  print_time_table("CPU time (user + system), medians of the same runs", results, contenders,
                   [](const Series& s) -> const std::vector<double>& { return s.cpu; });

  fmt::print("\n### Search-tree nodes, as each program counts them\n\n| file |");
  for (const Contender& contender : contenders) fmt::print(" {} |", contender.label);
  fmt::print("\n|---|");
  for (std::size_t c = 0; c < contenders.size(); ++c) fmt::print("---:|");
  fmt::print("\n");
  for (const FileResult& result : results) {
    fmt::print("| {} |", result.input->label);
    for (const std::optional<Series>& series : result.series) {
      if (!series || !series->counts || !series->counts->nodes) {
        fmt::print(" — |");
      } else {
        fmt::print(" {} |", *series->counts->nodes);
      }
    }
    fmt::print("\n");
  }

  fmt::print("\n### Spread: the fastest and slowest wall time of the timed runs\n\n");
  fmt::print("| file | program | min | max |\n|---|---|---:|---:|\n");
  for (const FileResult& result : results) {
    for (std::size_t c = 0; c < contenders.size(); ++c) {
      const std::optional<Series>& series = result.series[c];
      if (!series || series->wall.empty()) continue;
      fmt::print("| {} | {} | {:.3f} s | {:.3f} s |\n", result.input->label, contenders[c].label,
                 *std::min_element(series->wall.begin(), series->wall.end()),
                 *std::max_element(series->wall.begin(), series->wall.end()));
    }
  }
}

std::string first_line(const std::string& text) {
  return text.substr(0, text.find('\n'));
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!dlx::bench::parse_flags(kProgram, kSynopsis, flags(), argc, argv, options)) return 2;
  // "/x/bench/../shared" is printed as "/x/shared".
  for (fs::path* path : {&options.knuth_bin, &options.anchors, &options.dlx, &options.work}) {
    *path = path->lexically_normal();
  }
  for (const std::string& name : options.programs) {
    if (!std::any_of(kAnchors.begin(), kAnchors.end(),
                     [&](const Anchor& a) { return wanted({name}, a.label); })) {
      fmt::print(stderr, "{}: --programs: unknown program '{}' (DLX1, SSXCC, DLX2, DLX3)\n",
                 kProgram, name);
      return 2;
    }
  }

  std::error_code error;
  fs::create_directories(options.work / "inputs", error);
  if (error) {
    fmt::print(stderr, "{}: cannot create {}: {}\n", kProgram, options.work.string(),
               error.message());
    return 2;
  }
  const fs::path scratch = options.work;

  // dlx first: it is the denominator of every ratio.
  if (!fs::exists(options.dlx)) {
    fmt::print(stderr, "{}: no dlx command at {} (build it, or pass --dlx PATH)\n", kProgram,
               options.dlx.string());
    return 2;
  }
  std::vector<Contender> contenders{dlx_contender(options.dlx)};
  const bool have_anchors = !options.knuth_bin.empty();
  std::vector<std::string_view> skipped;  // Knuth's programs wanted but not in the folder
  if (have_anchors) {
    for (const Anchor& anchor : kAnchors) {
      if (!wanted(options.programs, anchor.label)) continue;
      if (const std::optional<fs::path> binary = find_anchor(anchor, options.knuth_bin)) {
        contenders.push_back(knuth_contender(anchor, *binary));
      } else {
        skipped.push_back(anchor.label);
      }
    }
  } else {
    fmt::print(stderr,
               "{}: DLX_KNUTH_BIN is not set (environment or CMake cache) and no --knuth-bin: "
               "Knuth's programs are skipped, dlx is timed alone\n",
               kProgram);
  }

  // The inputs: the shared ones, then ours, written afresh.
  std::vector<Input> inputs;
  const fs::path shared_inputs = options.anchors / "inputs";
  const bool have_shared_inputs = fs::is_directory(shared_inputs);
  if (have_shared_inputs) {
    for (std::string_view name : {"queens13", "queens14", "scott", "pentomino6x10"}) {
      inputs.push_back({std::string(name), shared_inputs / (std::string(name) + ".dlx"), {}});
    }
  }
  const std::string generate = fmt::format("{} {}", shell_quoted(DLX_BENCH_INPUTS_SCRIPT),
                                           shell_quoted((options.work / "inputs").string()));
  if (std::system(generate.c_str()) != 0) {
    fmt::print(stderr, "{}: writing the inputs failed: {}\n", kProgram, generate);
    return 2;
  }
  for (std::string_view name : {"word_squares", "queens8_twice"}) {
    inputs.push_back(
        {std::string(name), options.work / "inputs" / (std::string(name) + ".dlx"), {}});
  }
  for (const std::string& name : options.inputs) {
    if (std::none_of(inputs.begin(), inputs.end(),
                     [&](const Input& input) { return wanted({name}, input.label); })) {
      fmt::print(stderr, "{}: --inputs: no file '{}'{}\n", kProgram, name,
                 have_shared_inputs ? "" : fmt::format(" (and no {})", shared_inputs.string()));
      return 2;
    }
  }
  std::erase_if(inputs, [&](const Input& input) { return !wanted(options.inputs, input.label); });
  for (Input& input : inputs) {
    const std::optional<Features> features = scan_features(input.path);
    if (!features) {
      fmt::print(stderr, "{}: cannot read {}\n", kProgram, input.path.string());
      return 2;
    }
    input.uses = *features;
  }

  // How the figures were made, before them.
  std::string dlx_version = "?";
  if (const auto run = run_program({options.dlx.string(), "--version"}, std::nullopt, scratch)) {
    dlx_version = first_line(run->out);
  }
  fmt::print("## dlx beside Knuth's exact-cover programs (bench/vs_knuth)\n\n");
  fmt::print("- dlx: `{}` ({}), run as `dlx exact --count --threads 1 --stats FILE`\n",
             options.dlx.string(), dlx_version);
  fmt::print("- this driver: build type {}, {}, flags `{}`\n", dlx::bench::kBuildType,
             dlx::bench::kCompiler, dlx::bench::kCxxFlags);
  if (have_anchors) {
    fmt::print(
        "- Knuth's programs: the binaries in {} (DLX_KNUTH_BIN); the file on standard input\n",
        options.knuth_bin.string());
    if (!skipped.empty()) {
      fmt::print("- **not in that folder, skipped: {}**\n", fmt::join(skipped, ", "));
    }
  } else {
    fmt::print(
        "- **DLX_KNUTH_BIN is not set: Knuth's programs are skipped, dlx is timed alone**\n");
  }
  if (!have_shared_inputs) {
    fmt::print("- **no {}: only the generated inputs**\n", shared_inputs.string());
  }
  fmt::print(
      "- {} timed rounds after {} warm-up per file, programs interleaved; one thread each; "
      "{} hardware threads, load average at start {}\n",
      options.repetitions, options.warmup, std::thread::hardware_concurrency(),
      first_line(read_file("/proc/loadavg")));
  for (const Input& input : inputs) {
    fmt::print("- `{}`: {}\n", input.path.string(),
               input.uses.bounds   ? "multiplicities (and so DLX3 only)"
               : input.uses.colors ? "colors (so not DLX1)"
                                   : "plain exact cover");
  }
  std::fflush(stdout);

  std::vector<FileResult> results;
  std::vector<std::string> errors;
  for (const Input& input : inputs) {
    results.push_back(time_file(input, contenders, options, scratch, errors));
  }
  print_tables(results, contenders, options);
  fmt::print("\nload average at the end: {}\n", first_line(read_file("/proc/loadavg")));
  std::fflush(stdout);

  if (!errors.empty()) {
    fmt::print(stderr, "\n{}: !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n",
               kProgram);
    for (const std::string& line : errors) fmt::print(stderr, "{}: ERROR: {}\n", kProgram, line);
    fmt::print(stderr, "{}: {} error(s): the figures above are not comparable\n", kProgram,
               errors.size());
    fmt::print("\n**{} error(s), see standard error: the counts do not agree or a run failed**\n",
               errors.size());
    return 1;
  }
  return 0;
}
