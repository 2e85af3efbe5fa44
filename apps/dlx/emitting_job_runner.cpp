#include "apps/dlx/emitting_job_runner.hpp"

#include <fmt/format.h>
#include <dlx/format/dlx_writer.hpp>
#include <dlx/format/mip_writer.hpp>
#include <dlx/remaining_problem.hpp>
#include <dlx/text/english.hpp>
#include <dlx/text/input_error.hpp>

#include <fstream>
#include <sstream>
#include <utility>

namespace dlx::app {
namespace {

// What the model is, in one comment line: its size, and which of Knuth's programs read it.
std::string size_comment(const Problem& problem, const KnuthReader& knuth, bool repeated_cover) {
  std::string line =
      fmt::format("{}, {}, {}", counted(problem.primary_count(), "primary item", "primary items"),
                  counted(problem.secondary_count(), "secondary item", "secondary items"),
                  counted(problem.option_count(), "option", "options"));
  if (repeated_cover) return line;  // no program of Knuth's searches for minimum covers
  if (!knuth.program) return line + "; Knuth's programs cannot read it: " + knuth.reason;
  if (*knuth.program == "DLX1") return line + "; Knuth's DLX1, DLX2 and DLX3 read it";
  if (*knuth.program == "DLX2") return line + "; with colors: Knuth's DLX2 and DLX3 read it";
  if (*knuth.program == "DLX5") return line + "; with costs: Knuth's DLX5 reads it";
  return line + "; with multiplicities: Knuth's DLX3 reads it";
}

}  // namespace

EmittingJobRunner::EmittingJobRunner(std::ostream& out, std::ostream& err,
                                     const SearchSettings& settings)
    : out_(out), err_(err), quiet_(settings.quiet) {
  if (!settings.emit_lp_file.empty()) {
    program_format_ = MipFormat::kLp;
    program_path_ = settings.emit_lp_file;
  } else if (!settings.emit_mps_file.empty()) {
    program_format_ = MipFormat::kMps;
    program_path_ = settings.emit_mps_file;
  }
}

std::string EmittingJobRunner::flag() const {
  if (!program_format_) return "--emit-dlx";
  return *program_format_ == MipFormat::kLp ? "--emit-lp" : "--emit-mps";
}

int EmittingJobRunner::run(const Job& job) {
  if (job.accept) {
    throw InputError(
        job.label, 0,
        fmt::format("{} cannot write this model: {}; that takes a test of each solution found, "
                    "which {} cannot express",
                    flag(),
                    job.accept_summary.empty() ? "the command keeps only some of its solutions"
                                               : job.accept_summary,
                    program_format_ ? "a 0-1 program" : "the DLX format"));
  }
  std::vector<std::string> comments;
  if (job.cheapest > 0 && !program_format_) {
    comments.push_back(
        "the cheapest solutions are asked for: `dlx exact FILE --min-cost` (or --best K) solves "
        "it, as Knuth's DLX5 does");
  }
  if (job.cheapest > 1 && program_format_) {
    comments.push_back(fmt::format(
        "the {} cheapest solutions were asked for: a MIP solver finds one cheapest", job.cheapest));
  }
  if (job.minimum_cover) {
    comments.push_back(
        "a repeated cover, not an exact cover: a solution is a least set of options that covers "
        "every item at least once; `dlx exact FILE --repeated` solves it");
    return write(job.label, *job.problem, std::move(comments), true);
  }
  if (job.forced.empty()) return write(job.label, *job.problem, std::move(comments));

  RemainingProblem remaining = remaining_problem(*job.problem, job.forced);
  if (remaining.contradiction) {
    return report_no_solution(job.label,
                              "the forced options exclude each other: " + *remaining.contradiction);
  }
  comments.push_back(fmt::format(
      "{} (the clues) are chosen already: they, the {} they exclude and the {} they use up are "
      "left out",
      counted(job.forced.size(), "forced option", "forced options"),
      counted(remaining.options_removed - job.forced.size(), "option", "options"),
      counted(remaining.items_removed, "item", "items")));
  if (remaining.problem.primary_count() == 0) {
    // The format needs a primary item, and the empty set is the one solution: one item, one
    // option, one solution.
    Problem solved;
    solved.add_primary("solved");
    solved.add_option({"solved"});
    comments.push_back(
        "nothing is left to choose: the forced options are the one solution, and the option "
        "'solved' stands for them");
    return write(job.label, solved, std::move(comments));
  }
  return write(job.label, remaining.problem, std::move(comments));
}

int EmittingJobRunner::report_no_solution(const std::string& label, const std::string& reason) {
  if (program_format_) {
    throw InputError(label, 0,
                     fmt::format("{}: no solution ({}), so no program to write", flag(), reason));
  }
  // A model with the same (empty) set of solutions, so that a batch keeps one model per puzzle.
  Problem conflict;
  conflict.add_primary("conflict");
  return write(label, conflict,
               {"no solution: " + reason, "so the one item, 'conflict', is in no option"});
}

int EmittingJobRunner::write(const std::string& label, const Problem& problem,
                             std::vector<std::string> comments, bool repeated_cover) {
  if (program_format_) return write_program(label, problem, comments, repeated_cover);
  last_ = JobSummary{};
  last_.emitted = true;
  const KnuthReader knuth = knuth_reader(problem);
  comments.insert(comments.begin(), size_comment(problem, knuth, repeated_cover));
  if (!knuth.program && !repeated_cover && !quiet_ && !knuth_note_given_) {
    err_ << fmt::format("dlx: note: Knuth's DLX1, DLX2 and DLX3 cannot read {}: {}\n",
                        models_ == 0 ? "this model" : "some of these models", knuth.reason);
    knuth_note_given_ = true;
  }
  out_ << dlx_model_marker(++models_, label) << '\n';
  try {
    write_dlx(out_, problem, comments);
  } catch (const ModelError& e) {
    // write_dlx checks the names before it writes anything, so only the marker line is out.
    throw InputError(label, 0, fmt::format("--emit-dlx cannot write this model: {}", e.what()));
  }
  last_.exit_code = kExitSolved;
  return last_.exit_code;
}

int EmittingJobRunner::write_program(const std::string& label, const Problem& problem,
                                     const std::vector<std::string>& comments,
                                     bool repeated_cover) {
  if (++models_ > 1) {
    throw InputError(label, 0,
                     fmt::format("{} writes the model of one problem, not of each entry of a "
                                 "file (--emit-dlx writes them all)",
                                 flag()));
  }
  last_ = JobSummary{};
  last_.emitted = true;
  std::vector<std::string> lines = {fmt::format("dlx model: {}", label)};
  lines.insert(lines.end(), comments.begin(), comments.end());
  std::ostringstream text;
  try {
    write_mip(text, problem,
              MipWriting{
                  .format = *program_format_, .repeated_cover = repeated_cover, .comments = lines});
  } catch (const ModelError& e) {
    throw InputError(label, 0, fmt::format("{} cannot write this model: {}", flag(), e.what()));
  }
  if (program_path_ == "-") {
    out_ << text.str();
    out_.flush();
  } else {
    std::ofstream file(program_path_, std::ios::binary | std::ios::trunc);
    file << text.str();
    file.close();
    if (!file) {
      throw InputError(label, 0, fmt::format("{}: cannot write '{}'", flag(), program_path_));
    }
  }
  last_.exit_code = kExitSolved;
  return last_.exit_code;
}

}  // namespace dlx::app
