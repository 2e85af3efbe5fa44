#include "apps/dlx/batch_job_runner.hpp"

#include <fmt/format.h>
#include <dlx/text/english.hpp>
#include <dlx/text/json_text.hpp>

namespace dlx::app {

int BatchJobRunner::run(const Job& job) {
  const int code = inner_.run(job);
  tally(job.label);
  return code;
}

int BatchJobRunner::report_no_solution(const std::string& label, const std::string& reason) {
  const int code = inner_.report_no_solution(label, reason);
  tally(label);
  return code;
}

void BatchJobRunner::tally(const std::string& label) {
  if (!input_) return;
  const JobSummary& summary = inner_.last();
  ++tally_.entries;
  if (summary.interrupted || (stop_flag_ != nullptr && stop_flag_->load())) {
    // The entry's search may have been cut short: it counts as solved if it found a solution,
    // and in no other column (its uniqueness or unsolvability is unknown).
    if (summary.solutions > 0) ++tally_.solved;
    tally_.interrupted_at = label;
    return;
  }
  if (summary.emitted) {
    ++tally_.emitted;
    return;
  }
  if (summary.solutions > 0) ++tally_.solved;
  if (summary.solutions == 1 && summary.complete) ++tally_.unique;
  if (summary.solutions == 1 && !summary.complete) ++tally_.undecided;
  if (summary.solutions >= 2) ++tally_.multiple;
  if (summary.solutions == 0 && summary.complete) ++tally_.unsolvable;
  if (summary.solutions == 0 && !summary.complete) ++tally_.unfinished;
}

void BatchJobRunner::begin_batch(const std::string& input, const std::string& one,
                                 const std::string& many) {
  input_ = input;
  one_ = one;
  many_ = many;
  start_ = std::chrono::steady_clock::now();
  tally_ = Tally{};
  errors_.emplace(err_);
}

void BatchJobRunner::report_malformed(const InputError& error) {
  ++tally_.bad;
  if (errors_) {
    errors_->add(error);
  } else {
    err_ << "dlx: " << error.what() << "\n";
  }
  const std::string label = fmt::format("{}:{}", error.source(), error.line());
  if (settings_.json) {
    out_ << fmt::format("{{\"input\":{},\"status\":\"malformed\",\"error\":{}}}\n",
                        json_string(label), json_string(error.message()));
  } else {
    out_ << "malformed: " << error.message() << "\n";
  }
}

void BatchJobRunner::report_wrong_input(const std::string& label, const std::string& what) {
  ++tally_.wrong_given;
  err_ << fmt::format("dlx: {}: the solution in the input is wrong: {}\n", label, what);
}

void BatchJobRunner::note(const std::string& label, const std::string& text) {
  if (settings_.quiet) return;
  err_ << (label.empty() ? fmt::format("note: {}\n", text)
                         : fmt::format("dlx: {}: note: {}\n", label, text));
}

int BatchJobRunner::end_batch() {
  if (!input_) return kExitSolved;
  const std::string input = *input_;
  input_.reset();
  out_.flush();  // the messages and the summary come after the answers they are about
  if (errors_) errors_->finish(input, one_, many_);
  errors_.reset();

  const Tally& t = tally_;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const bool interrupted = !t.interrupted_at.empty();
  const std::string stopped =
      interrupted ? fmt::format("; interrupted at {}, the rest not read", t.interrupted_at) : "";
  const std::size_t entries = t.entries + t.bad;
  // --emit-dlx (--emit-lp, --emit-mps): the models were written, and nothing was solved.
  if (t.emitted > 0 && (entries > 1 || interrupted) && !settings_.quiet) {
    err_ << fmt::format("{}: {} {}, {} written as {}{}, {:.3f} s{}\n", input, entries, many_,
                        t.emitted, settings_.emit_dlx ? "DLX models" : "0-1 programs",
                        t.bad > 0 ? fmt::format(", {} malformed", t.bad) : "", seconds, stopped);
  }
  // An interrupted batch always gets its summary: one entry done may be one of a million.
  // --stats asks for it by name, for one entry too.
  if ((entries > 1 || interrupted || settings_.stats) && (!settings_.quiet || settings_.stats) &&
      t.emitted == 0) {
    // Uniqueness is known only where the search went on past the first solution (--unique,
    // --count, --all); after a first solution alone it is "not checked".
    err_ << fmt::format(
        "{}: {}, {} solved ({} unique, {} with several solutions, {} not checked for "
        "uniqueness), {} without solution{}{}{}, {:.3f} s, {:.0f} {}/s{}\n",
        input, counted(entries, one_, many_), t.solved, t.unique, t.multiple, t.undecided,
        t.unsolvable,
        t.unfinished > 0 ? fmt::format(", {} unfinished (time limit)", t.unfinished) : "",
        t.bad > 0 ? fmt::format(", {} malformed", t.bad) : "",
        t.wrong_given > 0 ? fmt::format(", {} wrong in the input",
                                        counted(t.wrong_given, "solution", "solutions"))
                          : "",
        seconds, seconds > 0 ? static_cast<double>(t.entries) / seconds : 0.0, many_, stopped);
  }
  // A malformed entry, or a wrong solution in the input, is bad input.
  return t.bad > 0 || t.wrong_given > 0 ? kExitUsage : kExitSolved;
}

}  // namespace dlx::app
