#include "encoders/sudoku/generator/generate_command.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/input_source.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <ostream>
#include <random>

#include "encoders/sudoku/generator/generated_output.hpp"
#include "encoders/sudoku/generator/puzzle_generator.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/symbols.hpp"
#include "encoders/sudoku/variant_flags.hpp"

namespace dlx::sudoku {
namespace {

// More puzzles in one run, or more attempts at one, is a typo rather than a plan.
constexpr std::uint64_t kMaxGenerated = 100'000'000;
constexpr std::uint64_t kMaxAttempts = 1'000'000'000;
constexpr std::uint64_t kDefaultAttempts = 1000;
// The grades in order, for the choices of --difficulty.
constexpr GradeLevel kGradeLevels[] = {GradeLevel::kSimple, GradeLevel::kEasy,
                                       GradeLevel::kIntermediate, GradeLevel::kExpert,
                                       GradeLevel::kNeedsSearch};

// The logic grader (encoders/sudoku/logic), behind the generator's small interface: the generator
// itself knows only level names. grade_puzzle keeps no state, so workers may call it at once.
std::optional<PuzzleGrader> available_grader() {
  PuzzleGrader grader;
  for (GradeLevel level : kGradeLevels) grader.levels.push_back(to_string(level));
  grader.grade = [](const SudokuPuzzle& puzzle) { return to_string(grade_puzzle(puzzle).level); };
  return grader;
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = text.find(',', start);
    std::string part = text.substr(start, comma == std::string::npos ? comma : comma - start);
    if (!part.empty()) parts.push_back(std::move(part));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return parts;
}

// The grid to fill: size and boxes from --box (or the --regions map), the variant flags, and the
// symbols puzzles are written in.
SudokuPuzzle read_shape(const CommandContext& context) {
  SudokuPuzzle shape;
  shape.source = "--generate";
  ReadOptions read;
  if (const std::string& box = context.get("box"); !box.empty()) {
    read.box = parse_box_shape(box);
    if (!read.box) {
      throw SettingError("box", fmt::format("'{}': expected RxC, the rows and columns of a box, "
                                            "like 3x3 or 2x3",
                                            box));
    }
  }
  VariantFlags variants;
  if (const std::string& regions = context.get("regions"); !regions.empty()) {
    InputSource input(regions, *context.standard_input);
    variants.jigsaw = read_region_map(input.stream(), input.name(), true);
    int n = 1;
    while (static_cast<std::size_t>(n * n) < variants.jigsaw.size()) ++n;
    shape.n = n;
    if (read.box) {
      throw SettingError("box", "a --regions map replaces the boxes; give one or the other");
    }
  } else {
    shape.n = read.box ? read.box->rows * read.box->columns : 9;
  }
  if (shape.n < 4 || shape.n > kMaxSize) {
    throw SettingError("box", fmt::format("boxes of {0} cells make a {0}x{0} grid; grids are 4x4 "
                                          "to {1}x{1}",
                                          shape.n, kMaxSize));
  }
  if (variants.jigsaw.empty()) assign_boxes(shape, read);  // else the map's regions replace them
  for (const std::string& path : split_commas(context.get("extra"))) {
    InputSource input(path, *context.standard_input);
    std::vector<int> map = read_region_map(input.stream(), input.name(), false);
    if (map.size() != shape.cell_count()) {
      throw SettingError("extra", fmt::format("the map in {} is for a grid of {} cells; the "
                                              "generated grids have {}",
                                              path, map.size(), shape.cell_count()));
    }
    variants.extra_maps.push_back(std::move(map));
  }
  variants.diagonal = context.flag("diagonal");
  variants.windoku = context.flag("windoku");
  if (variants.windoku && (shape.n != 9 || shape.box_rows != 3)) {
    throw SettingError("windoku",
                       "windoku's four extra windows are defined on a 9x9 grid with 3x3 boxes");
  }
  apply_variant_flags(shape, variants);
  const std::string& symbols = context.get("symbols");
  if (!symbols.empty()) {
    if (symbols.size() != static_cast<std::size_t>(shape.n)) {
      throw SettingError("symbols", fmt::format("'{}': a {}x{} grid needs {} symbols", symbols,
                                                shape.n, shape.n, shape.n));
    }
    for (char c : symbols) {
      if (c == '.' || c == ' ' || symbols.find(c) != symbols.rfind(c)) {
        throw SettingError("symbols", fmt::format("'{}': expected distinct symbols other than "
                                                  "'.' and blanks, one per value",
                                                  symbols));
      }
    }
    shape.layout.alphabet = symbols;
  } else {
    shape.layout.alphabet = std::string(kDigitsFirst).substr(0, static_cast<std::size_t>(shape.n));
  }
  check_model_size(shape);
  return shape;
}

// 75 -> "1m15s", 3723 -> "1h02m03s", 4.2 -> "4 s".
std::string duration_text(double seconds) {
  const auto whole = static_cast<std::uint64_t>(std::llround(seconds));
  if (whole < 60) return fmt::format("{} s", whole);
  if (whole < 3600) return fmt::format("{}m{:02}s", whole / 60, whole % 60);
  return fmt::format("{}h{:02}m{:02}s", whole / 3600, whole / 60 % 60, whole % 60);
}

// The progress of the clue removal on standard error, as the searches' progress line goes
// (docs/cli.md, "Progress"): redrawn in place on a terminal, and erased before a puzzle is
// written; with --progress and no terminal, a line every --progress-interval seconds. A minimal
// 25x25 takes minutes; the line says how far its removal is and what is left at its recent pace.
class RemovalProgressLine {
 public:
  RemovalProgressLine(std::ostream& messages, bool in_place)
      : messages_(messages), in_place_(in_place) {}

  void report(std::size_t index, const RemovalProgress& progress) {
    std::string text = fmt::format("puzzle {}: {} of {} cells tried, {} clues left, {}", index + 1,
                                   progress.cells_tried, progress.cells, progress.clues,
                                   duration_text(progress.elapsed.count()));
    if (progress.time_left) {
      text += fmt::format(", about {} left at the recent pace",
                          duration_text(progress.time_left->count()));
    }
    std::lock_guard lock(mutex_);
    if (in_place_) {
      messages_ << '\r' << text << std::string(shown_ > text.size() ? shown_ - text.size() : 0, ' ')
                << std::flush;
      shown_ = text.size();
    } else {
      messages_ << text << '\n' << std::flush;
    }
  }

  void erase() {
    std::lock_guard lock(mutex_);
    if (shown_ == 0) return;
    messages_ << '\r' << std::string(shown_, ' ') << '\r' << std::flush;
    shown_ = 0;
  }

 private:
  std::ostream& messages_;
  bool in_place_;
  std::mutex mutex_;
  std::size_t shown_ = 0;  // characters of the line on the terminal now
};

GeneratorSettings read_generator_settings(const CommandContext& context) {
  GeneratorSettings settings;
  settings.shape = read_shape(context);
  if (context.search.solver_options.seed) {
    settings.seed = *context.search.solver_options.seed;
  } else {
    // No --seed: a fresh one, which the summary names so that the run can be repeated.
    std::random_device device;
    settings.seed = (std::uint64_t{device()} << 32) | device();
  }
  // Puzzles are independent and each takes milliseconds, so the threads share out puzzles (not the
  // subtrees of one search): one thread unless --threads says otherwise, the same output always.
  // Threads beyond the puzzles run each check on a portfolio of solvers (a minimal 25x25).
  settings.threads = context.search.threads.value_or(1);
  // The symmetry and the difficulty are one of the table's choices already.
  settings.symmetry = parse_clue_symmetry(context.get("symmetry")).value_or(ClueSymmetry::kNone);
  settings.minimal = !context.flag("no-minimal");
  const std::size_t cells = settings.shape.cell_count();
  if (const auto clues = context.whole_number("clues")) {
    if (*clues > cells) {
      throw SettingError("clues", fmt::format("{} clues: a {}x{} grid has only {} cells", *clues,
                                              settings.shape.n, settings.shape.n, cells));
    }
    settings.target_clues = *clues;
    settings.minimal = false;
  } else if (!settings.minimal) {
    settings.target_clues =
        static_cast<std::size_t>(std::ceil(static_cast<double>(cells) * kDefaultClueShare));
  }
  settings.max_attempts = context.whole_number("attempts").value_or(kDefaultAttempts);
  if (const std::string& level = context.get("difficulty"); !level.empty()) {
    settings.difficulty = level;
  }
  if (auto refusal = generation_refusal(settings)) throw SettingError("generate", *refusal);
  return settings;
}

}  // namespace

std::vector<CommandOption> generate_options() {
  std::vector<std::string> levels;
  for (GradeLevel level : kGradeLevels) levels.emplace_back(to_string(level));
  std::vector<std::string> symmetries;
  for (ClueSymmetry symmetry :
       {ClueSymmetry::kNone, ClueSymmetry::kRotational, ClueSymmetry::kMirror}) {
    symmetries.push_back(to_string(symmetry));
  }
  std::vector<CommandOption> options = {
      {.name = "generate",
       .type = OptionType::kWholeNumber,
       .value_name = "N",
       .help = "generate N puzzles with a unique solution, one per line, instead of solving (the "
               "size and variant from --box, --regions, --diagonal, ...; --seed repeats a run, "
               "--threads shares the work and keeps the output)",
       .min = 1,
       .max = kMaxGenerated},
      {.name = "symmetry",
       .type = OptionType::kChoice,
       .value_name = "SYMMETRY",
       .help = "with --generate: clue pattern none, rotational or mirror",
       .default_value = "none",
       .choices = symmetries},
      {.name = "no-minimal",
       .help = fmt::format("with --generate: stop removing clues at --clues (default {:.0f}% of "
                           "the cells) instead of at a minimal puzzle",
                           100 * kDefaultClueShare)},
      {.name = "clues",
       .type = OptionType::kWholeNumber,
       .value_name = "N",
       .help = "with --generate: stop removing clues at N clues (implies --no-minimal)",
       .min = 1,
       .max = static_cast<std::uint64_t>(kMaxSize) * kMaxSize},
      {.name = "difficulty",
       .type = OptionType::kChoice,
       .value_name = "LEVEL",
       .help = "with --generate: only puzzles of this grade (simple, easy, intermediate, expert, "
               "needs-search)",
       .choices = levels},
      {.name = "csv",
       .help = "with --generate: CSV with a header row (puzzle, solution, clues, grade, seed, "
               "...) instead of one puzzle a line; --json gives the same fields as JSON lines"},
      {.name = "attempts",
       .type = OptionType::kWholeNumber,
       .value_name = "N",
       .help = "with --difficulty: grids tried per puzzle before giving up",
       .default_value = std::to_string(kDefaultAttempts),
       .min = 1,
       .max = kMaxAttempts},
  };
  for (CommandOption& option : options) option.modes = {"generate"};
  return options;
}

int run_generate(const CommandContext& context) {
  const auto count = static_cast<std::size_t>(*context.whole_number("generate"));
  GeneratorSettings settings = read_generator_settings(context);
  // With it the generator starts no new attempt after Ctrl-C (a --difficulty puzzle may take many).
  settings.stop_flag = context.stop_flag;
  // --time-limit is for the whole run (the puzzles are one batch of output): no new attempt starts
  // after it, and the run stops with the puzzles finished.
  const auto start = std::chrono::steady_clock::now();
  if (context.search.time_limit) {
    settings.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                    std::chrono::duration<double>(*context.search.time_limit));
  }
  std::ostream& messages = *context.messages;
  // The progress line, as for a search: on a terminal unless --quiet, and with --progress always.
  const bool show_progress =
      context.search.progress || (context.messages_is_terminal && !context.search.quiet);
  RemovalProgressLine progress_line(messages, !context.search.progress);
  if (show_progress) {
    settings.progress = [&progress_line](std::size_t index, const RemovalProgress& progress) {
      progress_line.report(index, progress);
    };
    settings.progress_interval = std::chrono::duration<double>(
        context.search.progress ? context.search.progress_interval : 1.0);
  }
  const std::optional<PuzzleGrader> grader = available_grader();
  if (settings.difficulty && !grader) {
    throw SettingError("difficulty",
                       "grading not available: --difficulty needs the logic grader, which this "
                       "build does not have yet");
  }
  if (settings.difficulty) {
    const auto& levels = grader->levels;
    if (std::find(levels.begin(), levels.end(), *settings.difficulty) == levels.end()) {
      std::string names;
      for (const std::string& level : levels) names += (names.empty() ? "" : ", ") + level;
      throw SettingError("difficulty",
                         fmt::format("'{}': expected one of {}", *settings.difficulty, names));
    }
  }
  // The output: puzzle lines, or JSON or CSV rows with the solution, grade and settings of each
  // (generated_output.hpp).
  const bool csv = context.flag("csv");
  if (csv && context.search.json) throw SettingError("csv", "choose one of --csv and --json");
  const GeneratedFormat format = csv                   ? GeneratedFormat::kCsv
                                 : context.search.json ? GeneratedFormat::kJson
                                                       : GeneratedFormat::kLine;
  const GenerationRecord record{&settings, context.get("regions"),
                                split_commas(context.get("extra")), context.flag("diagonal"),
                                context.flag("windoku")};
  std::ostream& out = *context.output;
  if (format == GeneratedFormat::kCsv) out << generated_csv_header();
  std::size_t clues = 0;
  std::size_t attempts = 0;
  std::size_t written = 0;
  bool cut_short = false;
  // Thrown out of the callback to stop after the puzzle Ctrl-C came during. The generator itself
  // starts no attempt after Ctrl-C, but finishes those under way (milliseconds for 9x9, about a
  // second for 16x16); the finished ones are printed in order, and the run stops there.
  struct Interrupted {};
  bool interrupted = false;
  try {
    interrupted =
        generate_puzzles(
            settings, count, grader ? &*grader : nullptr, [&](const GeneratedPuzzle& made) {
              // The grade comes with the puzzle when it was asked for;
              // else JSON and CSV grade it here.
              progress_line.erase();
              std::string grade = made.grade;
              if (format != GeneratedFormat::kLine && grade.empty() && grader) {
                grade = grader->grade(made.puzzle);
              }
              out << generated_row(format, made, written + 1, grade, record);
              if (!out) throw std::runtime_error("cannot write the puzzles");
              clues += made.clues;
              attempts += made.attempts;
              ++written;
              if (made.cut_short) {
                cut_short = true;
                out.flush();
                messages << fmt::format(
                    "dlx sudoku: note: puzzle {}: {} during its clue removal, "
                    "at {} clues: its solution is unique, but it may not be "
                    "minimal\n",
                    written, context.interrupted() ? "interrupted" : "time limit reached",
                    made.clues);
              }
              if (context.interrupted() && written < count) throw Interrupted{};
            }) < count;
  } catch (const Interrupted&) {
    interrupted = true;
  } catch (const GenerationError& error) {
    progress_line.erase();
    out.flush();
    messages << fmt::format("dlx sudoku: {}\n", error.what());
    return kExitNoSolution;  // what was asked for was not found
  } catch (const std::logic_error& error) {
    progress_line.erase();
    out.flush();
    messages << fmt::format("dlx sudoku: internal error: {}\n", error.what());
    return kExitInternal;
  } catch (const std::runtime_error& error) {
    messages << fmt::format("dlx sudoku: {}\n", error.what());
    return kExitUsage;
  }
  progress_line.erase();
  out.flush();
  // Fewer puzzles than asked, or one cut short, without Ctrl-C: the time limit stopped the run.
  const bool timed_out =
      (written < count || cut_short) && !context.interrupted() && settings.deadline;
  if (!context.search.quiet || context.search.stats) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const SudokuPuzzle& shape = settings.shape;
    messages << fmt::format(
        "generated {} {}x{} {} (seed {}, symmetry {}, {}{}): {:.1f} clues on average, "
        "{:.3f} s, {:.0f} puzzles/s{}\n",
        written, shape.n, shape.n, written == 1 ? "puzzle" : "puzzles", settings.seed,
        to_string(settings.symmetry),
        settings.minimal ? "minimal" : fmt::format("{} clues asked", settings.target_clues),
        settings.difficulty ? fmt::format(", grade {} in {} {}", *settings.difficulty, attempts,
                                          attempts == 1 ? "attempt" : "attempts")
                            : "",
        written > 0 ? static_cast<double>(clues) / static_cast<double>(written) : 0.0, seconds,
        seconds > 0 ? static_cast<double>(written) / seconds : 0.0,
        timed_out     ? fmt::format("; time limit of {} s reached, {} of {} written{}",
                                    *context.search.time_limit, written, count,
                                cut_short ? ", the last maybe not minimal" : "")
        : interrupted ? fmt::format("; interrupted, {} of {} written", written, count)
                      : "");
  }
  return timed_out ? kExitCutShort : kExitSolved;
}

}  // namespace dlx::sudoku
