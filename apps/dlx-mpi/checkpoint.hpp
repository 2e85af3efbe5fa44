// --checkpoint FILE: the subproblems a count has finished, one line each, written the moment
// each one is done, so that a run stopped at any moment (killed, out of time on a cluster) loses
// only the subproblems in flight, and a run started again with the same file skips the rest.
//
//   dlx-mpi checkpoint 1
//   problem 3f0c9a2e51b7d804                               the model's hash (job_fingerprint.hpp)
//   settings queens distinct=false forced=- seed=- tree=mrv dlx=0.1.0
//   done 12.405.77 3456 123456                            path (option ids), solutions, nodes
//
// A subproblem is named by its path, not by a number, so the file does not depend on how the tree
// was split: a run with more ranks (a deeper split) or one that split further as it went reads
// the same file. A file of another problem or other settings is refused; a last line without its
// newline (the machine stopped mid-write) is ignored and cut off.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <dlx/ids.hpp>

#include "apps/dlx-mpi/job_fingerprint.hpp"

namespace dlx::mpi {

struct FinishedSubproblem {
  std::vector<OptionId> path;
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 0;
};

class Checkpoint {
 public:
  // Reads what earlier runs finished, or starts the file. Throws InputError (file and line) for
  // a file that is not a checkpoint, is of another search, or has a bad line.
  Checkpoint(const std::string& path, const SearchIdentity& identity);
  ~Checkpoint();
  Checkpoint(const Checkpoint&) = delete;
  Checkpoint& operator=(const Checkpoint&) = delete;

  // What earlier runs finished, in the order they finished.
  const std::vector<FinishedSubproblem>& finished() const { return finished_; }
  // Appends a line and hands it to the system at once (so it survives the process); the disk is
  // asked to keep it (fdatasync) at most once a second, and at the end.
  void record(const FinishedSubproblem& done);
  const std::string& path() const { return path_; }

 private:
  void write_all(const std::string& text);

  std::string path_;
  int fd_ = -1;
  std::vector<FinishedSubproblem> finished_;
  double last_sync_ = 0;
};

// "12.405.77", or "-" for the empty path.
std::string path_text(const std::vector<OptionId>& path);

}  // namespace dlx::mpi
