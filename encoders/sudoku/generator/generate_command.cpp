#include "encoders/sudoku/generator/generate_command.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/input_source.hpp>
#include <dlx/text/text_tokens.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <ostream>
#include <random>

#include "encoders/sudoku/generator/generated_output.hpp"
#include "encoders/sudoku/generator/logic_grader.hpp"
#include "encoders/sudoku/generator/puzzle_generator.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_settings.hpp"
#include "encoders/sudoku/symbols.hpp"
#include "encoders/sudoku/variant_flags.hpp"

namespace dlx::sudoku {
namespace {

// More puzzles in one run, or more attempts at one, is a typo rather than a plan.
constexpr std::uint64_t kMaxGenerated = 100'000'000;
constexpr std::uint64_t kMaxAttempts = 1'000'000'000;
constexpr std::uint64_t kDefaultAttempts = 1000;
// The grid to fill: size and boxes from --box (or the --regions map), the variant flags, and the
// symbols puzzles are written in.
SudokuPuzzle read_shape(const CommandContext& context) {
  SudokuPuzzle shape;
  shape.source = "--generate";
  ReadOptions read;
  if (const std::string& box = context[settings::kBox]; !box.empty()) {
    read.box = parse_box_shape(box);
    if (!read.box) {
      throw SettingError("box", fmt::format("'{}': expected RxC, the rows and columns of a box, "
                                            "like 3x3 or 2x3",
                                            box));
    }
    if (read.box->rows == 0) {
      throw SettingError("box",
                         "the generator makes grids with boxes (RxC, whose cells give the "
                         "grid's size) or a --regions map, not 'none'");
    }
  }
  VariantFlags variants;
  if (const std::string& regions = context[settings::kRegions]; !regions.empty()) {
    InputSource input(regions, *context.standard_input);
    variants.jigsaw = read_region_map(input.stream(), input.name(), true);
    int n = 1;
    while (static_cast<std::size_t>(n * n) < variants.jigsaw.size()) ++n;
    shape.size = GridSize::square(n);
    if (read.box) {
      throw SettingError("box", "a --regions map replaces the boxes; give one or the other");
    }
  } else {
    shape.size = GridSize::square(read.box ? read.box->rows * read.box->columns : 9);
  }
  if (shape.size.rows < 4 || shape.size.rows > kMaxSize) {
    throw SettingError("box", fmt::format("boxes of {0} cells make a {0}x{0} grid; grids are 4x4 "
                                          "to {1}x{1}",
                                          shape.size.rows, kMaxSize));
  }
  if (variants.jigsaw.empty()) assign_boxes(shape, read);  // else the map's regions replace them
  for (const std::string& path : split_commas(context[settings::kExtra])) {
    InputSource input(path, *context.standard_input);
    std::vector<int> map = read_region_map(input.stream(), input.name(), false);
    if (map.size() != shape.cell_count()) {
      throw SettingError("extra", fmt::format("the map in {} is for a grid of {} cells; the "
                                              "generated grids have {}",
                                              path, map.size(), shape.cell_count()));
    }
    variants.extra_maps.push_back(std::move(map));
  }
  variants.diagonal = context[settings::kDiagonal];
  variants.windoku = context[settings::kWindoku];
  if (variants.windoku && (shape.size.rows != 9 || shape.box_rows != 3)) {
    throw SettingError("windoku",
                       "windoku's four extra windows are defined on a 9x9 grid with 3x3 boxes");
  }
  apply_variant_flags(shape, variants);
  const std::string& symbols = context[settings::kSymbols];
  if (!symbols.empty()) {
    if (symbols.size() != static_cast<std::size_t>(shape.size.rows)) {
      throw SettingError("symbols", fmt::format("'{}': a {}x{} grid needs {} symbols", symbols,
                                                shape.size.rows, shape.size.rows, shape.size.rows));
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
    shape.layout.alphabet =
        std::string(kDigitsFirst).substr(0, static_cast<std::size_t>(shape.size.rows));
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
  settings.symmetry =
      parse_clue_symmetry(context[settings::kSymmetry]).value_or(ClueSymmetry::kNone);
  settings.minimal = !context[settings::kNoMinimal];
  const std::size_t cells = settings.shape.cell_count();
  if (const auto clues = context[settings::kClues]) {
    if (*clues > cells) {
      throw SettingError("clues",
                         fmt::format("{} clues: a {}x{} grid has only {} cells", *clues,
                                     settings.shape.size.rows, settings.shape.size.rows, cells));
    }
    settings.target_clues = *clues;
    settings.minimal = false;
  } else if (!settings.minimal) {
    settings.target_clues =
        static_cast<std::size_t>(std::ceil(static_cast<double>(cells) * kDefaultClueShare));
  }
  settings.max_attempts = context[settings::kAttempts].value_or(kDefaultAttempts);
  if (const std::string& level = context[settings::kDifficulty]; !level.empty()) {
    settings.difficulty = level;
  }
  if (auto refusal = generation_refusal(settings)) throw SettingError("generate", *refusal);
  return settings;
}

}  // namespace

std::vector<CommandOption> generate_options() {
  // The grades in order: --difficulty's choices.
  const std::vector<std::string> levels = logic_grader().levels;
  std::vector<std::string> symmetries;
  for (ClueSymmetry symmetry :
       {ClueSymmetry::kNone, ClueSymmetry::kRotational, ClueSymmetry::kMirror}) {
    symmetries.push_back(to_string(symmetry));
  }
  std::vector<CommandOption> options = {
      option(
          settings::kGenerate,
          {.value_name = "N",
           .help =
               "generate N puzzles with a unique solution, one per line, instead of solving (the "
               "size and variant from --box, --regions, --diagonal, ...; --seed repeats a run, "
               "--threads shares the work and keeps the output)",
           .min = 1,
           .max = kMaxGenerated}),
      option(settings::kSymmetry,
             {.value_name = "SYMMETRY",
              .help = "with --generate: clue pattern none, rotational or mirror",
              .default_value = "none",
              .choices = symmetries}),
      option(settings::kNoMinimal,
             {.help =
                  fmt::format("with --generate: stop removing clues at --clues (default {:.0f}% of "
                              "the cells) instead of at a minimal puzzle",
                              100 * kDefaultClueShare)}),
      option(settings::kClues,
             {.value_name = "N",
              .help = "with --generate: stop removing clues at N clues (implies --no-minimal)",
              .min = 1,
              .max = static_cast<std::uint64_t>(kMaxSize) * kMaxSize}),
      option(
          settings::kDifficulty,
          {.value_name = "LEVEL",
           .help =
               "with --generate: only puzzles of this grade (simple, easy, intermediate, expert, "
               "needs-search)",
           .choices = levels}),
      option(settings::kCsv,
             {.help =
                  "with --generate: CSV with a header row (puzzle, solution, clues, grade, seed, "
                  "...) instead of one puzzle a line; --json gives the same fields as JSON lines"}),
      option(settings::kAttempts,
             {.value_name = "N",
              .help = "with --difficulty: grids tried per puzzle before giving up",
              .default_value = std::to_string(kDefaultAttempts),
              .min = 1,
              .max = kMaxAttempts}),
  };
  for (CommandOption& option : options) option.modes = {"generate"};
  return options;
}

namespace {

// Thrown out of the callback to stop after the puzzle Ctrl-C came during. The generator itself
// starts no attempt after Ctrl-C, but finishes those under way (milliseconds for 9x9, about a
// second for 16x16); the finished ones are printed in order, and the run stops there.
struct GenerationInterrupted {};

// One run of --generate: the puzzles written as they come, then the summary line.
class GenerationRun {
 public:
  explicit GenerationRun(const CommandContext& context)
      : context_(context),
        count_(static_cast<std::size_t>(*context[settings::kGenerate])),
        settings_(read_generator_settings(context)),
        progress_line_(*context.messages, !context.search.progress),
        format_(output_format(context)),
        record_{&settings_, context[settings::kRegions], split_commas(context[settings::kExtra]),
                context[settings::kDiagonal], context[settings::kWindoku]} {
    // With it the generator starts no new attempt after Ctrl-C (a --difficulty puzzle may take
    // many).
    settings_.stop_flag = context.stop_flag;
    // --time-limit is for the whole run (the puzzles are one batch of output): no new attempt
    // starts after it, and the run stops with the puzzles finished.
    if (context.search.time_limit) {
      settings_.deadline = start_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                        std::chrono::duration<double>(*context.search.time_limit));
    }
    // The progress line, as for a search: on a terminal unless --quiet, with --progress always.
    if (context.search.progress || (context.messages_is_terminal && !context.search.quiet)) {
      settings_.progress = [this](std::size_t index, const RemovalProgress& progress) {
        progress_line_.report(index, progress);
      };
      settings_.progress_interval = std::chrono::duration<double>(
          context.search.progress ? context.search.progress_interval : 1.0);
    }
  }

  int run() {
    if (format_ == GeneratedFormat::kCsv) *context_.output << generated_csv_header();
    bool interrupted = false;
    try {
      interrupted = generate_puzzles(settings_, count_, &grader_,
                                     [this](const GeneratedPuzzle& made) { write(made); }) < count_;
    } catch (const GenerationInterrupted&) {
      interrupted = true;
    } catch (const GenerationError& error) {
      return stop_with(fmt::format("dlx sudoku: {}", error.what()), kExitNoSolution);
    } catch (const std::logic_error& error) {
      return stop_with(fmt::format("dlx sudoku: internal error: {}", error.what()), kExitInternal);
    } catch (const std::runtime_error& error) {
      *context_.messages << fmt::format("dlx sudoku: {}\n", error.what());
      return kExitUsage;
    }
    progress_line_.erase();
    context_.output->flush();
    // Fewer puzzles than asked, or one cut short, without Ctrl-C: the time limit stopped the run.
    const bool timed_out =
        (written_ < count_ || cut_short_) && !context_.interrupted() && settings_.deadline;
    if (!context_.search.quiet || context_.search.stats) print_summary(timed_out, interrupted);
    return timed_out ? kExitCutShort : kExitSolved;
  }

 private:
  // Puzzle lines, or JSON or CSV rows with the solution, grade and settings of each
  // (generated_output.hpp).
  static GeneratedFormat output_format(const CommandContext& context) {
    const bool csv = context[settings::kCsv];
    if (csv && context.search.json) throw SettingError("csv", "choose one of --csv and --json");
    return csv                   ? GeneratedFormat::kCsv
           : context.search.json ? GeneratedFormat::kJson
                                 : GeneratedFormat::kLine;
  }

  void write(const GeneratedPuzzle& made) {
    progress_line_.erase();
    // The grade comes with the puzzle when it was asked for; else JSON and CSV grade it here.
    std::string grade = made.grade;
    if (format_ != GeneratedFormat::kLine && grade.empty()) grade = grader_.grade(made.puzzle);
    std::ostream& out = *context_.output;
    out << generated_row(format_, made, written_ + 1, grade, record_);
    if (!out) throw std::runtime_error("cannot write the puzzles");
    clues_ += made.clues;
    attempts_ += made.attempts;
    ++written_;
    if (made.cut_short) {
      cut_short_ = true;
      out.flush();
      *context_.messages << fmt::format(
          "dlx sudoku: note: puzzle {}: {} during its clue removal, at {} clues: its solution is "
          "unique, but it may not be minimal\n",
          written_, context_.interrupted() ? "interrupted" : "time limit reached", made.clues);
    }
    if (context_.interrupted() && written_ < count_) throw GenerationInterrupted{};
  }

  int stop_with(const std::string& message, int code) {
    progress_line_.erase();
    context_.output->flush();
    *context_.messages << message << "\n";
    return code;
  }

  void print_summary(bool timed_out, bool interrupted) const {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const SudokuPuzzle& shape = settings_.shape;
    *context_.messages << fmt::format(
        "generated {} {}x{} {} (seed {}, symmetry {}, {}{}): {:.1f} clues on average, "
        "{:.3f} s, {:.0f} puzzles/s{}\n",
        written_, shape.size.rows, shape.size.rows, written_ == 1 ? "puzzle" : "puzzles",
        settings_.seed, to_string(settings_.symmetry),
        settings_.minimal ? "minimal" : fmt::format("{} clues asked", settings_.target_clues),
        settings_.difficulty ? fmt::format(", grade {} in {} {}", *settings_.difficulty, attempts_,
                                           attempts_ == 1 ? "attempt" : "attempts")
                             : "",
        written_ > 0 ? static_cast<double>(clues_) / static_cast<double>(written_) : 0.0, seconds,
        seconds > 0 ? static_cast<double>(written_) / seconds : 0.0,
        timed_out     ? fmt::format("; time limit of {} s reached, {} of {} written{}",
                                    *context_.search.time_limit, written_, count_,
                                cut_short_ ? ", the last maybe not minimal" : "")
        : interrupted ? fmt::format("; interrupted, {} of {} written", written_, count_)
                      : "");
  }

  const CommandContext& context_;
  const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  const std::size_t count_;
  GeneratorSettings settings_;
  RemovalProgressLine progress_line_;
  const GeneratedFormat format_;
  const GenerationRecord record_;
  const PuzzleGrader grader_ = logic_grader();
  std::size_t clues_ = 0;
  std::size_t attempts_ = 0;
  std::size_t written_ = 0;
  bool cut_short_ = false;
};

}  // namespace

int run_generate(const CommandContext& context) {
  return GenerationRun(context).run();
}

}  // namespace dlx::sudoku
