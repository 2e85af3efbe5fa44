// --emit-dlx: instead of solving each job, write its exact-cover model in Knuth's DLX format on
// standard output (docs/dlx-format.md, "Models written by --emit-dlx"). Every encoder hands the
// app a Job, so this one runner writes the model of every command, variant and option alike; an
// encoder only names its items readably.
//
// Each model starts with a line "|@model N: LABEL" (a comment to every DLX reader), so a batch (a
// file of Sudoku) is one stream of models that `dlx exact` reads one by one and a split at those
// lines turns into files for Knuth's programs. Then comment lines say what was written, and the
// model itself:
// - the forced options of a job (a puzzle's clues) are chosen already: what remains is written
//   (remaining_problem.hpp), as Knuth's sudoku-dlx does, the smallest model with the same
//   solutions;
// - a job that keeps only some of its solutions by a test (`Job::accept`) cannot be written, since
//   the format has no such test: it is refused with Job::accept_summary;
// - a minimum (repeated) cover is written as its items and options, with a comment saying that it
//   is read by `dlx exact --repeated`;
// - an input found to have no solution before any search (report_no_solution) is written as a
//   model with one primary item, "conflict", in no option, and the reason as a comment.
//
// --emit-lp FILE and --emit-mps FILE write the same model as a 0-1 program for a MIP solver
// (dlx/format/mip_writer.hpp) to FILE ("-": standard output), with the same comments: one model,
// since a MIP solver reads one program per file (a batch is refused at its second entry), and
// no model at all for an input that has no solution before any search.
#pragma once

#include <dlx/command/command.hpp>
#include <dlx/command/search_settings.hpp>
#include <dlx/format/mip_writer.hpp>

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlx::app {

class EmittingJobRunner : public JobRunner {
 public:
  // What to write, from the search flags: --emit-dlx, --emit-lp or --emit-mps; --quiet: no notes
  // on `err` (the note that Knuth's programs cannot read the names).
  EmittingJobRunner(std::ostream& out, std::ostream& err, const SearchSettings& settings);

  int run(const Job& job) override;
  int report_no_solution(const std::string& label, const std::string& reason) override;
  const JobSummary& last() const override { return last_; }

 private:
  // Writes one model with its marker line and `comments`; returns the exit code.
  // `repeated_cover`: the model asks for a minimum cover (no program of Knuth's reads it so).
  int write(const std::string& label, const Problem& problem, std::vector<std::string> comments,
            bool repeated_cover = false);
  // The same as a 0-1 program (--emit-lp, --emit-mps).
  int write_program(const std::string& label, const Problem& problem,
                    const std::vector<std::string>& comments, bool repeated_cover);
  std::string flag() const;

  std::ostream& out_;
  std::ostream& err_;
  bool quiet_ = false;
  std::optional<MipFormat> program_format_;  // --emit-lp or --emit-mps: a 0-1 program
  std::string program_path_;                 // where to write it; "-": `out`
  std::size_t models_ = 0;
  bool knuth_note_given_ = false;
  JobSummary last_;
};

}  // namespace dlx::app
