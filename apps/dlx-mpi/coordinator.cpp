#include "apps/dlx-mpi/coordinator.hpp"

#include <fmt/format.h>
#include <mpi.h>

#include <algorithm>
#include <bit>
#include <iostream>

#include "apps/dlx-mpi/protocol.hpp"
#include "apps/dlx/answer_printing.hpp"

namespace dlx::mpi {
namespace {

// Solutions of --all held back for the order of one thread, over all workers, before a worker
// that has found more must wait for the head to move (as the threads' SolutionDelivery does,
// with room for many ranks).
constexpr std::size_t kMostHeldBytes = std::size_t{256} << 20;
// The queue is split one level deeper when fewer than this many subproblems per rank are left,
// so that the last ones are small and no rank waits long for the others at the end.
constexpr std::size_t kLowWaterPerRank = 2;
// Every worker holds at least two subproblems: one it searches, and the next, so that it does not
// wait for rank 0 between two. While the queue is long it holds up to eight: rank 0 sleeps up to
// 4 ms between looks for messages, and a run of small subproblems (most of a polyomino's are well
// under a millisecond) would otherwise leave the rank waiting for the next: with two in hand one
// rank took 12% longer than dlx --threads 1 on pentominoes 6x10, with eight 1-3%. Near the end
// (fewer than 8 x 4 per rank in the queue) it goes back to two, since what a rank holds is what
// the others may wait for.
constexpr int kFewestInHand = 2;
constexpr int kMostInHand = 8;
constexpr auto kOutputFlushInterval = std::chrono::milliseconds(200);
// A running subproblem is asked back when Knuth's estimate of the time it still needs is above
// both this and the time it has run: what is thrown away is then less than what is shared out.
constexpr std::chrono::duration<double> kWorthGivingBack{1.0};
// The longest sleep of the coordinator between two looks for messages: each wake costs some 40 µs
// of rank 0's core (4% of it at one a millisecond, measured beside a search on the 2-core
// machine), and a rank already holds its next subproblem, so it does not wait for the answer.
constexpr int kLongestSleepMicroseconds = 4000;

std::vector<OptionId> options_of(std::span<const std::uint64_t> words) {
  std::vector<OptionId> options;
  options.reserve(words.size());
  for (const std::uint64_t word : words) options.emplace_back(static_cast<std::int32_t>(word));
  return options;
}

}  // namespace

Coordinator::Coordinator(const World& world, const Job& job, const SearchSettings& settings,
                         const DistributedSearch& search, SplitPlan plan, std::ostream& out,
                         DistributedProgress& progress, Checkpoint* checkpoint,
                         const std::atomic<bool>* user_stop)
    : world_(world),
      job_(job),
      settings_(settings),
      search_(search),
      plan_(plan),
      out_(out),
      progress_(progress),
      checkpoint_(checkpoint),
      user_stop_(user_stop),
      splitter_(*job.problem, search.solver_options),
      start_(Clock::now()) {
  in_hand_.assign(static_cast<std::size_t>(world.size), 0);
  ended_.assign(static_cast<std::size_t>(world.size), false);
  stats_.nodes_per_rank.assign(static_cast<std::size_t>(world.size), 0);
  stats_.search_cpu_per_rank.assign(static_cast<std::size_t>(world.size), 0.0);
  answer_.label = job.label;
  answer_.mode = settings.mode;
  answer_.threads = static_cast<unsigned>(world.size) * search.threads;
}

app::Answer Coordinator::run(std::uint64_t job_number, std::uint64_t problem_hash) {
  const double cpu_before = thread_cpu_seconds();
  split_tree();
  if (checkpoint_ != nullptr && ending_ == Ending::kNone) resume_from_checkpoint();
  wait_for_workers(job_number, problem_hash);
  for (int round = 0; round < kMostInHand; ++round) {
    for (int worker = 0; worker < world_.size; ++worker) {
      if (in_hand_[static_cast<std::size_t>(worker)] < in_hand_target()) deal(worker);
    }
  }
  if (ending_ == Ending::kNone && dealt_.empty()) end(Ending::kComplete);  // all done before

  std::vector<bool> told(static_cast<std::size_t>(world_.size), false);
  Backoff backoff(kLongestSleepMicroseconds);
  Clock::time_point last_flush = Clock::now();
  while (std::count(ended_.begin(), ended_.end(), true) < world_.size) {
    if (ending_ != Ending::kNone) {
      for (int worker = 0; worker < world_.size; ++worker) {
        if (told[static_cast<std::size_t>(worker)]) continue;
        world_.orders.send(worker, kEnd, {});
        told[static_cast<std::size_t>(worker)] = true;
      }
    }
    if (std::optional<Message> message = world_.reports.try_receive()) {
      handle(*message);
      backoff.reset();
      continue;
    }
    if (ending_ == Ending::kNone) {
      if (user_stop_ != nullptr && user_stop_->load()) {
        end(Ending::kInterrupted);
      } else if (search_.deadline && Clock::now() >= *search_.deadline) {
        end(Ending::kTimeLimit);
      } else {
        reclaim_long_subproblem();
      }
    }
    report_progress(false);
    if (Clock::now() - last_flush >= kOutputFlushInterval) {
      out_.flush();
      last_flush = Clock::now();
    }
    backoff.pause();
  }
  progress_.erase();

  answer_.result.stats = totals_;
  answer_.result.stats.nodes += split_nodes_;
  answer_.result.stats.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
  answer_.reached_wanted = ending_ == Ending::kWanted;
  if (search_.sends_solutions()) {
    answer_.solutions = delivered_;
  } else {
    const std::uint64_t total = counted_ + stats_.resumed_solutions;
    answer_.solutions = search_.wanted != 0 ? std::min(total, search_.wanted) : total;
  }
  answer_.result.stats.solutions = answer_.solutions;
  switch (ending_) {
    case Ending::kNone:
    case Ending::kComplete:
      answer_.result.status = SearchStatus::kComplete;
      break;
    case Ending::kWanted:
      answer_.result.status = search_.sends_solutions() ? SearchStatus::kStoppedByVisitor
                                                        : SearchStatus::kSolutionLimit;
      break;
    case Ending::kFailedCheck:
      answer_.result.status = SearchStatus::kStoppedByVisitor;
      break;
    case Ending::kTimeLimit:
      answer_.result.status = SearchStatus::kTimeLimit;
      break;
    case Ending::kInterrupted:
      answer_.result.status = SearchStatus::kInterrupted;
      break;
  }
  stats_.subproblems = finished_;
  stats_.coordinator_cpu = thread_cpu_seconds() - cpu_before;
  return answer_;
}

void Coordinator::split_tree() {
  SearchLimits limits;
  limits.forced = job_.forced;
  limits.stop_flag = user_stop_;
  if (search_.deadline) {
    limits.time_limit = std::max(std::chrono::duration<double>(*search_.deadline - Clock::now()),
                                 std::chrono::duration<double>(1e-6));
  }
  const std::size_t wanted = plan_.per_rank * static_cast<std::size_t>(world_.size);
  const Clock::time_point began = Clock::now();
  SubproblemSplit split = splitter_.split_into(wanted, limits);
  stats_.split_seconds += std::chrono::duration<double>(Clock::now() - began).count();
  split_nodes_ += split.result.stats.nodes;
  stats_.initial = split.paths.size();
  stats_.depth = split.depth;
  if (!split.result.complete()) {
    // Cut in the first split (a tree whose nodes are expensive): said as dlx says it (JSON
    // "phase").
    answer_.result.phase = SearchPhase::kSplitting;
    end(split.result.status == SearchStatus::kTimeLimit ? Ending::kTimeLimit
                                                        : Ending::kInterrupted);
    return;
  }
  queue_.assign(std::make_move_iterator(split.paths.begin()),
                std::make_move_iterator(split.paths.end()));
}

void Coordinator::resume_from_checkpoint() {
  // The finished subtrees are disjoint: a run searches only what earlier ones did not finish.
  // Should a path and one of its descendants both be listed, the ancestor stands for both.
  std::set<std::vector<OptionId>> done;
  for (const FinishedSubproblem& finished : checkpoint_->finished()) done.insert(finished.path);
  // Whether `path` or (proper) one of its ancestors only is finished.
  auto has_done_prefix = [&done](const std::vector<OptionId>& path, bool proper) {
    const std::size_t longest = proper ? path.size() - 1 : path.size();
    for (std::size_t length = 0; length <= longest; ++length) {
      const std::vector<OptionId> prefix(path.begin(), path.begin() + static_cast<long>(length));
      if (done.count(prefix) != 0) return true;
    }
    return false;
  };
  std::set<std::vector<OptionId>> counted;
  for (const FinishedSubproblem& finished : checkpoint_->finished()) {
    if (finished.path.size() > 0 && has_done_prefix(finished.path, true)) continue;
    if (!counted.insert(finished.path).second) continue;
    stats_.resumed_solutions += finished.solutions;
    ++stats_.resumed;
  }
  // Whether some finished path lies strictly below `path`: the extensions of a path come right
  // after it in lexicographic order.
  auto has_done_below = [&done](const std::vector<OptionId>& path) {
    auto it = done.upper_bound(path);
    return it != done.end() && it->size() > path.size() &&
           std::equal(path.begin(), path.end(), it->begin());
  };
  std::deque<std::vector<OptionId>> remaining;
  std::vector<std::vector<OptionId>> stack(queue_.rbegin(), queue_.rend());
  while (!stack.empty()) {
    std::vector<OptionId> path = std::move(stack.back());
    stack.pop_back();
    if (has_done_prefix(path, false)) continue;  // finished, by itself or inside an ancestor
    if (!has_done_below(path)) {
      remaining.push_back(std::move(path));
      continue;
    }
    // Partly finished (an earlier run split it further): its children, each in turn.
    SearchLimits limits;
    limits.forced = path;
    limits.stop_flag = user_stop_;
    SubproblemSplit children = splitter_.split(1, limits);
    split_nodes_ += children.result.stats.nodes;
    if (!children.result.complete()) {
      end(Ending::kInterrupted);
      return;
    }
    for (auto child = children.paths.rbegin(); child != children.paths.rend(); ++child) {
      if (*child != path) stack.push_back(std::move(*child));
    }
  }
  queue_ = std::move(remaining);
}

void Coordinator::wait_for_workers(std::uint64_t job_number, std::uint64_t problem_hash) {
  std::vector<bool> ready(static_cast<std::size_t>(world_.size), false);
  int waiting = world_.size;
  while (waiting > 0) {
    const Message message = world_.reports.receive();
    const auto rank = static_cast<std::size_t>(message.source);
    if (message.tag == kExit) {
      std::cerr << fmt::format(
                       "dlx-mpi: rank {} stopped before the search{}; every rank must be able to "
                       "read the same input\n",
                       message.source,
                       message.words.size() > 1
                           ? ": " + words_text(std::span(message.words).subspan(1))
                           : std::string())
                << std::flush;
      MPI_Abort(MPI_COMM_WORLD, 2);
    }
    if (message.tag != kReady || ready[rank]) continue;
    if (message.words.at(0) != job_number || message.words.at(1) != problem_hash) {
      std::cerr << fmt::format(
                       "dlx-mpi: rank {} built another problem than rank 0 (model {} there, {} "
                       "here): every rank must read the same input\n",
                       message.source, hex(message.words.at(1)), hex(problem_hash))
                << std::flush;
      MPI_Abort(MPI_COMM_WORLD, 2);
    }
    ready[rank] = true;
    --waiting;
  }
}

void Coordinator::deal(int worker) {
  if (ending_ != Ending::kNone) return;
  if (queue_.size() < kLowWaterPerRank * static_cast<std::size_t>(world_.size)) refine_queue();
  if (queue_.empty()) return;
  Entry entry;
  entry.path = std::move(queue_.front());
  queue_.pop_front();
  entry.worker = worker;
  std::vector<std::uint64_t> words = {dealt_.size()};
  for (const OptionId option : entry.path)
    words.push_back(static_cast<std::uint64_t>(option.value));
  dealt_.push_back(std::move(entry));
  ++in_hand_[static_cast<std::size_t>(worker)];
  world_.orders.send(worker, kAssign, words);
}

int Coordinator::in_hand_target() const {
  const std::size_t per_rank = queue_.size() / static_cast<std::size_t>(world_.size);
  return static_cast<int>(std::clamp<std::size_t>(per_rank / 4, kFewestInHand, kMostInHand));
}

void Coordinator::top_up(int worker) {
  while (ending_ == Ending::kNone &&
         in_hand_[static_cast<std::size_t>(worker)] < in_hand_target()) {
    const std::size_t before = dealt_.size();
    deal(worker);
    if (dealt_.size() == before) break;  // nothing left to deal
  }
}

void Coordinator::refine_queue() {
  if (!refinable_ || queue_.empty()) return;
  // Each subproblem left gives way to its children, in its place: the order stays that of one
  // thread, and every subproblem dealt so far still comes before every one in the queue.
  const Clock::time_point began = Clock::now();
  std::deque<std::vector<OptionId>> refined;
  for (std::vector<OptionId>& path : queue_) {
    SearchLimits limits;
    limits.forced = path;
    SubproblemSplit children = splitter_.split(1, limits);
    split_nodes_ += children.result.stats.nodes;
    for (std::vector<OptionId>& child : children.paths) refined.push_back(std::move(child));
  }
  // No subproblem had children below it: all are leaves, and stay so.
  if (refined.size() <= queue_.size()) refinable_ = false;
  queue_ = std::move(refined);
  ++stats_.refinements;
  stats_.split_seconds += std::chrono::duration<double>(Clock::now() - began).count();
}

void Coordinator::reclaim_long_subproblem() {
  // Only a count: solutions already sent by the subproblem would come again from its children.
  if (search_.sends_solutions() || giving_back_ || no_more_give_backs_ || !queue_.empty()) return;
  if (std::find(in_hand_.begin(), in_hand_.end(), 0) == in_hand_.end()) return;
  // A look over every subproblem dealt, ten times a second at most.
  const Clock::time_point now = Clock::now();
  if (now - last_reclaim_look_ < std::chrono::milliseconds(100)) return;
  last_reclaim_look_ = now;
  std::optional<std::size_t> longest;
  double longest_left = 0;
  for (std::size_t k = 0; k < dealt_.size(); ++k) {
    const Entry& entry = dealt_[k];
    if (entry.finished || !entry.running_since || entry.live_fraction <= 0) continue;
    const double ran = std::chrono::duration<double>(now - *entry.running_since).count();
    const double left = ran * (1.0 - entry.live_fraction) / entry.live_fraction;
    if (left > longest_left) {
      longest = k;
      longest_left = left;
    }
  }
  if (!longest) return;
  const double ran = std::chrono::duration<double>(now - *dealt_[*longest].running_since).count();
  if (longest_left < kWorthGivingBack.count() || longest_left < ran) return;
  const std::uint64_t words[] = {*longest};
  world_.orders.send(dealt_[*longest].worker, kGiveBack, words);
  giving_back_ = *longest;
}

void Coordinator::split_given_back(Entry& entry) {
  entry.finished = true;  // it stands no more for a part of the tree: its children do
  ++finished_;
  SearchLimits limits;
  limits.forced = entry.path;
  limits.stop_flag = user_stop_;
  const Clock::time_point began = Clock::now();
  // Enough children for every rank to take several.
  SubproblemSplit children =
      splitter_.split_into(plan_.per_rank * static_cast<std::size_t>(world_.size), limits);
  stats_.split_seconds += std::chrono::duration<double>(Clock::now() - began).count();
  split_nodes_ += children.result.stats.nodes;
  if (!children.result.complete()) {
    end(Ending::kInterrupted);
    return;
  }
  // A path that splits into itself alone (a chain deeper than the split looks) is searched whole
  // again: asking it back once more would only repeat this.
  if (children.paths.size() <= 1) no_more_give_backs_ = true;
  for (std::vector<OptionId>& child : children.paths) queue_.push_back(std::move(child));
  refinable_ = true;
  for (int worker = 0; worker < world_.size; ++worker) {
    top_up(worker);
  }
  if (ending_ == Ending::kNone && finished_ == dealt_.size() && queue_.empty()) {
    end(Ending::kComplete);
  }
}

void Coordinator::handle(const Message& message) {
  switch (message.tag) {
    case kSolutions:
      on_solutions(message);
      break;
    case kDone:
      on_done(message);
      break;
    case kProgress: {
      Entry& entry = dealt_.at(message.words.at(0));
      if (!entry.finished) {
        if (!entry.running_since) entry.running_since = Clock::now() - std::chrono::seconds(1);
        entry.live_nodes = message.words.at(1);
        entry.live_solutions = message.words.at(2);
        entry.live_fraction = std::bit_cast<double>(message.words.at(3));
      }
      break;
    }
    case kFailedCheck: {
      const std::vector<OptionId> solution =
          options_of(std::span(message.words).subspan(2, message.words.at(1)));
      if (!answer_.failed_check) {
        answer_.failed_check = job_.check(solution).value_or(
            fmt::format("rank {} found it wrong; rank 0 finds it right", message.source));
      }
      end(Ending::kFailedCheck);
      break;
    }
    case kEnded:
      ended_[static_cast<std::size_t>(message.source)] = true;
      if (!message.words.empty()) {
        stats_.search_cpu_per_rank[static_cast<std::size_t>(message.source)] =
            std::bit_cast<double>(message.words[0]);
      }
      break;
    default:
      break;
  }
}

void Coordinator::on_solutions(const Message& message) {
  if (ending_ != Ending::kNone) return;  // the job is over: no more to print, none to acknowledge
  const std::span<const std::uint64_t> words(message.words);
  const std::size_t index = words[0];
  const std::uint64_t count = words[1];
  Entry& entry = dealt_.at(index);
  if (!search_.ordered() || index == head_) {
    std::size_t at = 2;
    for (std::uint64_t k = 0; k < count && ending_ == Ending::kNone; ++k) {
      const std::size_t size = words[at];
      deliver(options_of(words.subspan(at + 1, size)));
      at += 1 + size;
    }
  } else {
    entry.held.insert(entry.held.end(), words.begin() + 2, words.end());
    held_bytes_ += (words.size() - 2) * sizeof(std::uint64_t);
    if (held_bytes_ >= kMostHeldBytes) {
      deferred_acks_.push_back(message.source);
      return;
    }
  }
  if (ending_ == Ending::kNone) world_.orders.send(message.source, kAck, {});
}

void Coordinator::deliver(SolutionView solution) {
  if (ending_ != Ending::kNone) return;
  ++delivered_;
  if (delivered_ == 1) answer_.first.assign(solution.begin(), solution.end());
  if (settings_.mode == SearchMode::kAll) {
    progress_.erase();
    if (settings_.json) {
      out_ << app::solution_json(answer_, delivered_, std::nullopt, solution.size(),
                                 job_.render_json(solution));
    } else {
      out_ << app::solution_text(delivered_, job_.render(solution));
    }
  }
  if (search_.wanted != 0 && delivered_ >= search_.wanted) end(Ending::kWanted);
}

void Coordinator::on_done(const Message& message) {
  const std::span<const std::uint64_t> words(message.words);
  const std::size_t index = words[0];
  const auto status = static_cast<SearchStatus>(words[1]);
  const std::uint64_t solutions = words[2];
  Entry& entry = dealt_.at(index);
  const auto worker = static_cast<std::size_t>(message.source);
  --in_hand_[worker];
  totals_.nodes += words[3];
  totals_.updates += words[4];
  stats_.nodes_per_rank[worker] += words[3];
  entry.live_nodes = 0;
  entry.live_solutions = 0;
  entry.live_fraction = 0;
  if (giving_back_ == index) giving_back_.reset();
  if (words[1] == kGivenBack) {
    // Its partial count is dropped: its children count it all again.
    ++stats_.given_back;
    stats_.given_back_nodes += words[3];
    split_given_back(entry);
    return;
  }
  const bool whole = status == SearchStatus::kComplete || status == SearchStatus::kSolutionLimit;
  if (!search_.sends_solutions()) counted_ += solutions;  // a lower bound when cut short
  // A verdict: two solutions in one subproblem, of which it sent the first only.
  if (settings_.mode == SearchMode::kUnique && solutions >= 2 && ending_ == Ending::kNone) {
    delivered_ = std::max<std::uint64_t>(delivered_, 2);
    end(Ending::kWanted);
  }
  if (!whole) {
    // Cut short by time, or by Ctrl-C on that rank (rank 0's kEnd is not news).
    if (ending_ == Ending::kNone) {
      end(status == SearchStatus::kTimeLimit ? Ending::kTimeLimit : Ending::kInterrupted);
    }
    return;
  }
  entry.finished = true;
  entry.solutions = solutions;
  entry.nodes = words[3];
  ++finished_;
  if (checkpoint_ != nullptr && status == SearchStatus::kComplete) {
    checkpoint_->record(FinishedSubproblem{entry.path, solutions, entry.nodes});
  }
  if (search_.ordered() && index == head_) advance_head();
  if (!search_.sends_solutions() && search_.wanted != 0 && counted_ >= search_.wanted) {
    end(Ending::kWanted);
  }
  top_up(message.source);
  if (ending_ == Ending::kNone && finished_ == dealt_.size() && queue_.empty()) {
    end(Ending::kComplete);
  }
}

void Coordinator::advance_head() {
  while (head_ < dealt_.size() && ending_ == Ending::kNone) {
    Entry& entry = dealt_[head_];
    const std::span<const std::uint64_t> held(entry.held);
    for (std::size_t at = 0; at < held.size() && ending_ == Ending::kNone;) {
      const std::size_t size = held[at];
      deliver(options_of(held.subspan(at + 1, size)));
      at += 1 + size;
    }
    held_bytes_ -= entry.held.size() * sizeof(std::uint64_t);
    entry.held = {};
    if (!entry.finished) break;
    ++head_;
  }
  release_acks();
}

void Coordinator::release_acks() {
  if (ending_ != Ending::kNone || held_bytes_ >= kMostHeldBytes) return;
  for (const int worker : deferred_acks_) world_.orders.send(worker, kAck, {});
  deferred_acks_.clear();
}

void Coordinator::end(Ending why) {
  if (ending_ == Ending::kNone) ending_ = why;
}

void Coordinator::report_progress(bool final) {
  if (!progress_.on() || (!final && !progress_.due())) return;
  ProgressSnapshot snapshot;
  snapshot.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
  snapshot.nodes = split_nodes_ + totals_.nodes;
  snapshot.solutions = search_.sends_solutions() ? delivered_ : counted_ + stats_.resumed_solutions;
  double running = 0;
  for (std::size_t k = head_; k < dealt_.size(); ++k) {
    const Entry& entry = dealt_[k];
    if (entry.finished) continue;
    snapshot.nodes += entry.live_nodes;
    if (!search_.sends_solutions()) snapshot.solutions += entry.live_solutions;
    running += entry.live_fraction;
  }
  snapshot.done = finished_;
  snapshot.total = dealt_.size() + queue_.size();
  snapshot.fraction = snapshot.total == 0
                          ? 1.0
                          : std::min(1.0, (static_cast<double>(finished_) + running) /
                                              static_cast<double>(snapshot.total));
  progress_.show(snapshot);
}

}  // namespace dlx::mpi
