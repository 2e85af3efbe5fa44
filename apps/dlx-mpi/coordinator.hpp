// Rank 0's side of a spread job: it cuts the tree into subproblems, deals them to the workers
// that ask (its own among them), splits the ones left one level deeper when the queue runs low,
// prints the solutions of --all in the order of one thread, records finished subproblems in the
// checkpoint, shows the progress, and ends the job for everyone. The result is the job's Answer,
// which the runner prints as dlx does.
#pragma once

#include <dlx/command/command.hpp>
#include <dlx/subproblems.hpp>

#include <atomic>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <vector>

#include "apps/dlx-mpi/checkpoint.hpp"
#include "apps/dlx-mpi/distributed_progress.hpp"
#include "apps/dlx-mpi/distributed_search.hpp"
#include "apps/dlx-mpi/message_passing.hpp"
#include "apps/dlx/answer.hpp"
#include "apps/dlx/search_settings.hpp"

namespace dlx::mpi {

// How the tree is cut, and what the coordinator did, for --stats and the tests.
struct SplitPlan {
  std::size_t per_rank = 64;  // subproblems per rank at first (--subproblems-per-rank)
};

struct CoordinatorStats {
  std::size_t initial = 0;             // subproblems of the first split
  std::size_t depth = 0;               // its depth
  double split_seconds = 0;            // rank 0's time in splitting, the first split and later ones
  std::size_t refinements = 0;         // times the queue was split one level deeper
  std::size_t given_back = 0;          // running subproblems given back and split (a count's tail)
  std::uint64_t given_back_nodes = 0;  // the nodes they had searched, searched again
  std::size_t subproblems = 0;         // searched in this run
  std::size_t resumed = 0;             // finished by earlier runs (--checkpoint)
  std::uint64_t resumed_solutions = 0;
  std::vector<std::uint64_t> nodes_per_rank;
  std::vector<double> search_cpu_per_rank;  // CPU seconds of each rank's searching thread
  double coordinator_cpu = 0;               // CPU seconds of rank 0's coordinator thread
};

class Coordinator {
 public:
  Coordinator(const World& world, const Job& job, const SearchSettings& settings,
              const DistributedSearch& search, SplitPlan plan, std::ostream& out,
              DistributedProgress& progress, Checkpoint* checkpoint,
              const std::atomic<bool>* user_stop);

  // Runs the job to its end; every worker has sent kEnded when it returns. `summary` is what the
  // workers are told the job came to (kEnd), computed from the answer.
  app::Answer run(std::uint64_t job_number, std::uint64_t problem_hash);

  const CoordinatorStats& stats() const { return stats_; }

 private:
  struct Entry {
    std::vector<OptionId> path;
    int worker = -1;
    bool finished = false;
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
    // Solutions that cannot be printed yet (a subproblem after the head): size and ids of each.
    std::vector<std::uint64_t> held;
    // The live counters of a long subproblem (kProgress).
    std::uint64_t live_nodes = 0;
    std::uint64_t live_solutions = 0;
    double live_fraction = 0.0;
    // When its search began, as told by its first progress report (sent a second in).
    std::optional<Clock::time_point> running_since;
  };
  enum class Ending { kNone, kComplete, kWanted, kTimeLimit, kInterrupted, kFailedCheck };

  void split_tree();
  void resume_from_checkpoint();
  void wait_for_workers(std::uint64_t job_number, std::uint64_t problem_hash);
  void deal(int worker);
  // How many subproblems a worker should hold now, and deals it up to that.
  int in_hand_target() const;
  void top_up(int worker);
  void refine_queue();
  // A count's tail: with the queue empty and a rank idle, asks for the running subproblem that
  // would still take longest back, to split it among all.
  void reclaim_long_subproblem();
  void split_given_back(Entry& entry);
  void handle(const Message& message);
  void on_solutions(const Message& message);
  void on_done(const Message& message);
  void deliver(SolutionView solution);
  void advance_head();
  void release_acks();
  void end(Ending why);
  void report_progress(bool final);

  const World& world_;
  const Job& job_;
  const SearchSettings& settings_;
  const DistributedSearch& search_;
  SplitPlan plan_;
  std::ostream& out_;
  DistributedProgress& progress_;
  Checkpoint* checkpoint_;
  const std::atomic<bool>* user_stop_;
  SubproblemSplitter splitter_;
  Clock::time_point start_;

  std::vector<Entry> dealt_;  // in the order dealt, which is the order of one thread
  std::deque<std::vector<OptionId>> queue_;
  bool refinable_ = true;
  std::size_t head_ = 0;  // the first dealt entry not finished
  std::size_t held_bytes_ = 0;
  std::vector<int> deferred_acks_;  // workers whose batch waits for the head to move
  std::vector<int> in_hand_;        // subproblems dealt to each worker and not finished
  std::vector<bool> ended_;         // kEnded received
  Ending ending_ = Ending::kNone;
  std::optional<std::size_t> giving_back_;  // the subproblem asked back, until its kDone
  Clock::time_point last_reclaim_look_{};
  bool no_more_give_backs_ = false;

  app::Answer answer_;
  std::uint64_t counted_ = 0;    // a count: solutions of the finished (and cut) subproblems
  std::uint64_t delivered_ = 0;  // solutions taken (printed, or the first or two of a verdict)
  std::uint64_t split_nodes_ = 0;
  std::uint64_t finished_ = 0;
  SearchStats totals_;
  CoordinatorStats stats_;
};

}  // namespace dlx::mpi
