// How an encoder plugs into the `dlx` command.
//
// An encoder describes its own settings as a table (CommandOption, options.hpp), reads its input
// and builds a Problem, and hands the app a Job: the problem plus how to draw, serialise and
// independently check a solution. The app owns everything shared by all encoders: parsing the
// command line and the config file, checking values against the tables, the search flags, running
// the search, printing and exit codes. So an encoder has no Boost and no printing of search
// results, and adding one is a folder in encoders/ and a line in encoders/CMakeLists.txt.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <dlx/problem.hpp>
#include <dlx/search.hpp>
#include <dlx/solver.hpp>

#include <dlx/command/exit_codes.hpp>
#include <dlx/command/options.hpp>
#include <dlx/command/picture.hpp>
#include <dlx/command/search_settings.hpp>
#include <dlx/text/input_error.hpp>

namespace dlx {

// A setting had a bad value. The app adds where the value came from (command line or file).
class SettingError : public std::runtime_error {
 public:
  SettingError(std::string key, const std::string& message)
      : std::runtime_error(message), key_(std::move(key)) {}
  const std::string& key() const { return key_; }

 private:
  std::string key_;
};

// Settings that do not go together, or a flag that the chosen mode does not take: not a bad value
// of one of them. Reported as it says, with a hint to the command's --help; `key` is the setting
// the message is about.
class SettingConflict : public SettingError {
 public:
  using SettingError::SettingError;
};

// Thrown by JobRunner::check_building: --time-limit passed, or Ctrl-C came, while an encoder was
// building the model of `label`, before there was a job to hand over. The app has the runner
// report it as a search that never began (JobRunner::report_stopped).
class ModelBuildStopped : public BuildStopped {
 public:
  ModelBuildStopped(std::string label, SearchStatus status)
      : BuildStopped(status), label_(std::move(label)) {}
  const std::string& label() const { return label_; }

 private:
  std::string label_;
};

// One problem to solve, with what the app needs to report its solutions.
struct Job {
  std::string label;  // what is being solved: a file name, "8-queens", "puzzle 17"
  const Problem* problem = nullptr;
  // The solution for a person: lines of text, without a final newline.
  std::function<std::string(SolutionView)> render;
  // The solution as one JSON value.
  std::function<std::string(SolutionView)> render_json;
  // An independent check against the problem's own rules: nullopt if the solution is right.
  std::function<std::optional<std::string>(SolutionView)> check;
  // Optional: a solver for `problem` to reuse, and options every solution must contain (the
  // puzzle's clues; SearchLimits::forced).
  Solver* solver = nullptr;
  std::vector<OptionId> forced;
  // Optional, without `solver`: jobs in a row with the same key have the same `problem` (a batch of
  // puzzles with one model, their clues forced), and the runner builds its solver once, for the
  // first of them, within the time left, and keeps it for the others. Empty: a solver per job.
  std::string model_key;
  // Optional, without `solver`: the options of the solver the app builds for `problem` (nullopt:
  // the search flags'). The app builds it within --time-limit and after checking its memory.
  std::optional<SolverOptions> solver_options;
  // Optional: a solution as a picture, for the SVG sheet of the solutions shown (the command's
  // FileUse::kPicture option, --svg). Called with each solution shown; the Picture keeps what it
  // draws.
  std::function<Picture(SolutionView)> picture;
  // Optional: which solutions count. Those it rejects are neither counted nor printed (the
  // queens encoder keeps one solution per symmetry class this way). Empty: all count.
  std::function<bool(SolutionView)> accept;
  // What `accept` keeps, for the message of --emit-dlx, which cannot write such a test in the DLX
  // format: "--distinct keeps one solution per symmetry class".
  std::string accept_summary;
  // Optional, for a count of every solution (--count without --limit): problems whose counts,
  // each times its weight, add up to `count_divisor` times the number of solutions this job
  // accepts, each counted on its own (Solver::count, with the cache as the search flags say).
  // `polyomino --distinct` counts the classes of tilings so, by Burnside's lemma (the tilings each
  // symmetry fixes, averaged), where `accept` would visit every tiling. A runner that does not
  // use them (dlx-mpi's) counts `problem` through `accept`, which gives the same number.
  struct CountTerm {
    std::shared_ptr<const Problem> problem;
    std::uint64_t weight = 1;
  };
  std::vector<CountTerm> count_terms;
  std::uint64_t count_divisor = 1;
  // One of a batch of small searches (a file of Sudoku): counting and listing then default to one
  // thread, since starting workers (each with its own copy of the links) costs more than such a
  // tree: 26 times the time of one thread for 10,000 9x9 puzzles with --count. --threads wins.
  bool small_search = false;
  // Repeated cover instead of exact cover: the solutions are the covers of every primary item
  // with the fewest options (MinimumCoverSolver); `solver` and `forced` are then unused.
  bool minimum_cover = false;
  // Costs: the `cheapest` solutions of least total cost (Problem::option_cost), in increasing
  // cost, proven (MinimumCostSolver); 0 searches as the search flags say, ignoring costs.
  // `solver` and `forced` are then unused.
  std::size_t cheapest = 0;
  // A minimum cover's answer in the puzzle's words, singular: "dominating set" and "queen" say
  // "minimum 5 queens (proven: no dominating set has fewer); ..." where an exact-cover file reads
  // "minimum 3 (proven: no cover has fewer options); ...". Empty: "cover" and "option".
  std::string cover_noun;
  std::string part_noun;
};

// What the last job came to, for a batch summary.
struct JobSummary {
  int exit_code = 0;
  std::uint64_t solutions = 0;  // accepted solutions found (up to what the mode needed)
  bool complete = false;        // the search saw its whole tree
  bool interrupted = false;     // Ctrl-C stopped it (or came during it): a batch stops here
  bool emitted = false;         // its model was written (--emit-dlx), not solved
};

// Implemented by the app: solves a job as the search flags say, prints, returns an exit code.
class JobRunner {
 public:
  virtual ~JobRunner() = default;
  virtual const JobSummary& last() const = 0;
  virtual int run(const Job& job) = 0;
  // For an input that has no solution for a reason found before any search (clues that
  // contradict each other, say): reports it in the chosen output format, returns the exit code.
  virtual int report_no_solution(const std::string& label, const std::string& reason) = 0;
  // For an encoder whose model takes long to build (4096-queens: seconds), to call now and then
  // while it builds the model of `label`: throws ModelBuildStopped when the job's time limit has
  // passed or Ctrl-C came, so that --time-limit holds in that phase too. This one never throws:
  // a runner without limits (--emit-dlx's; dlx-mpi's, whose ranks must stop together) keeps it.
  virtual void check_building(const std::string& label) const { (void)label; }
  // Reports a job that check_building stopped, in the chosen output format, and returns the exit
  // code. This one reports nothing.
  virtual int report_stopped(const std::string& label, SearchStatus status) {
    (void)label;
    return status == SearchStatus::kInterrupted ? kExitInterrupted : kExitCutShort;
  }

  // For a mode that prints its own results but needs a search's verdict (`sudoku --grade`: is
  // the puzzle's solution unique?): the job's verdict, searched as --unique searches (the solver
  // built within the job's time, --time-limit and Ctrl-C, only the solutions Job::accept keeps
  // counted), and printed by nobody. The job's time
  // counts from the end of the one before. This one decides nothing (kUnknown).
  virtual UniquenessResult verdict(const Job& job) {
    (void)job;
    return {};
  }

  // ---- Batches: the many entries of one input (a file of puzzles) ------------------------------
  // The app's runner tallies the jobs from begin_batch to end_batch and ends the batch with its
  // summary on standard error ("p.txt: 10 puzzles, 10 solved (...)"); `one` and `many` name its
  // entries. These do nothing here.
  virtual void begin_batch(const std::string& input, const std::string& one,
                           const std::string& many) {
    (void)input, (void)one, (void)many;
  }
  // An entry that could not be read: the error (said once when every entry has it, then
  // counted), and a placeholder answer, so that answer N stays entry N's.
  virtual void report_malformed(const InputError& error) { (void)error; }
  // A solution given in the input that the checker refuses: said, and counted as bad input.
  virtual void report_wrong_input(const std::string& label, const std::string& what) {
    (void)label, (void)what;
  }
  // A note on one job, "dlx: LABEL: note: TEXT", or on the run, "note: TEXT" when `label` is
  // empty (none with --quiet).
  virtual void note(const std::string& label, const std::string& text) { (void)label, (void)text; }
  // Ends the batch with its summary. Returns the exit code it adds: 2 when an entry was malformed
  // or a given solution wrong, else 0.
  virtual int end_batch() { return kExitSolved; }
};

struct CommandContext {
  // The command's own settings by name, after defaults, as typed: the app has checked each against
  // its row of the table (a whole number is digits in its range, a choice one of the choices).
  // Flags read "true" or "false"; an option neither given nor defaulted reads "".
  std::map<std::string, std::string> settings;
  // The values after the first of an option that takes several (CommandOption::several).
  std::map<std::string, std::vector<std::string>> further_values;
  std::istream* standard_input = nullptr;  // what "-" reads
  bool input_is_terminal = false;          // standard input is a terminal (a person types)
  // Standard error is a terminal: a command that reports its own progress (`sudoku --generate`)
  // shows it there without --progress, as the searches' progress line does.
  bool messages_is_terminal = false;
  // What an output file given as "-" writes to (FileUse::kWrite): standard output. `output` (and
  // the runner) then write to standard error.
  std::ostream* standard_output = nullptr;
  std::ostream* messages = nullptr;  // warnings and notes (standard error)
  // The search flags, for a command that runs searches of its own (`sudoku --generate` takes its
  // seed, threads and time limit; `--grade` its time limit per puzzle) or prints its own results
  // (search.json, search.quiet, search.stats); the runner's searches read the same.
  SearchSettings search;
  // Set by the first Ctrl-C. The runner's searches already stop on it; a command that runs many
  // jobs checks interrupted() after each and stops there. Null: no interruption possible.
  const std::atomic<bool>* stop_flag = nullptr;
  // Where results go: standard output, or standard error when a file written to standard output
  // (`--svg -`) has it to itself.
  std::ostream* output = nullptr;
  // The options typed on the command line, the command's own and the search flags, by name
  // ("pretty", "stats"). A config file's settings are defaults for every mode and are not in it.
  std::vector<std::string> typed;

  bool interrupted() const { return stop_flag != nullptr && stop_flag->load(); }
  bool was_typed(std::string_view name) const;
  template <typename Value>
  bool was_typed(const Setting<Value>& setting) const {
    return was_typed(setting.name);
  }
  // The input to read: `path`, or standard input when no file was named, as Knuth's programs read
  // theirs (`dlx exact < problem.dlx`). At a terminal a note on `messages` says that dlx waits
  // for `what` to be typed (unless quiet).
  std::string input_path(const std::string& path, std::string_view what) const;
  // The command's settings, through their declarations (options.hpp: Setting). A setting with no
  // row in the command's table is a bug: std::logic_error, which the app reports as one.
  bool operator[](const Setting<bool>& setting) const { return text_of(setting.name) == "true"; }
  const std::string& operator[](const Setting<std::string>& setting) const {
    return text_of(setting.name);
  }
  // A whole number; nullopt when it was neither given nor defaulted.
  std::optional<std::uint64_t> operator[](
      const Setting<std::optional<std::uint64_t>>& setting) const {
    const std::string& value = text_of(setting.name);
    if (value.empty()) return std::nullopt;
    return whole_number_value(value);
  }
  // Every value of a setting that takes several (CommandOption::several), in the order typed.
  std::vector<std::string> all_values(const Setting<std::string>& setting) const;
  // The value of a row as text, by its name, for the app's loops over a command's rows.
  const std::string& text_of(std::string_view name) const;
};

// A short example the bare `dlx` runs to show what the command does.
struct ShowcaseExample {
  std::string title;                   // "Knuth's seed example"
  std::vector<std::string> arguments;  // as typed after `dlx`, e.g. {"exact", "-", "--all"}
  std::string standard_input;          // what "-" reads
};

// Which of the app's search flags (its table's rows of scope kSearch: --count, --threads, ...) a
// mode of a command uses. The app refuses, or notes and sets aside, the ones it does not use
// (CommandMode).
struct SearchFlagUse {
  enum class Kind {
    kAll,     // every one: the mode hands jobs to the runner
    kAllBut,  // every one but `names`: jobs whose search has no use for some (a minimum cover)
    kOnly,    // only `names`: a mode that prints its own results
  };
  Kind kind = Kind::kAll;
  std::vector<std::string> names{};

  bool uses(std::string_view flag) const;
};

// The search flags of a mode whose jobs are minimum covers (Job::minimum_cover): all but those of
// the engine's settings (solver_option_table(): the seed, the heuristic, ...), --threads and
// --estimate, since the minimum-cover search runs on one thread, takes the options in order with
// no ties to break, and has no estimate.
SearchFlagUse minimum_cover_search_flags();

// The search flags of a mode whose jobs want the cheapest solutions (Job::cheapest): as those of
// a minimum cover, and neither --count, --all, --limit nor --unique, which ask other questions
// than "which are the cheapest" (the mode's own option says how many).
SearchFlagUse minimum_cost_search_flags();

// One thing a command does, as a row: `sudoku` solves by default, and grades, explains or
// generates when --grade, --explain or --generate N is given. The options of the command's table
// name the modes they apply to (CommandOption::modes), the mode names the search flags it uses,
// and the app alone applies one rule to an option the chosen mode does not use (docs/cli.md,
// "Modes"): typed, it is refused, unless it only tunes how a search runs (CommandOption::tuning),
// which is noted on standard error and set aside; from a config file it is set aside.
struct CommandMode {
  // The option that selects the mode ("grade" for --grade, "generate" for --generate N); for the
  // first mode of a command, the one that runs when no other is selected, a word for what it
  // does ("solve"), which is no option.
  std::string name;
  SearchFlagUse search_flags{};
  // Reads the input, builds jobs and runs them through the runner, or prints its own results.
  // Returns the exit code. Throws InputError for bad input and SettingError for a bad setting.
  std::function<int(const CommandContext&, JobRunner&)> run;
};

struct Command {
  std::string name;                    // the subcommand, and the config file's `encoder = name`
  std::string summary;                 // one line for `dlx --help`
  std::vector<CommandOption> options;  // its own options' table (scope kCommand)
  // What it can do; the first runs unless an option selects another (CommandMode).
  std::vector<CommandMode> modes;
  // What its sheet of pictures calls them, when its jobs draw (Job::picture).
  PictureWords picture_words;
  std::vector<ShowcaseExample> showcase;
  // Options people type that the command does not have, and what to type instead: the app adds
  // it to "unknown option" (sudoku: --size -> "the size follows from the box: --box 4x4 ...").
  std::map<std::string, std::string> option_hints;
};

}  // namespace dlx
