#include "apps/dlx-mpi/subproblem_worker.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <optional>

#include "apps/dlx-mpi/protocol.hpp"

namespace dlx::mpi {
namespace {

// Solutions go to rank 0 in batches of about this many words, or every tenth of a second, so that
// --all streams while a long subproblem runs and a short one costs one message.
constexpr std::size_t kBatchWords = 8192;
constexpr auto kBatchInterval = std::chrono::milliseconds(100);
// How often a search looks for rank 0's kEnd (through the progress reporter), and reports.
constexpr auto kPollInterval = std::chrono::milliseconds(20);
constexpr auto kProgressInterval = std::chrono::seconds(1);

}  // namespace

SubproblemWorker::SubproblemWorker(const World& world, const Job& job, Solver& solver,
                                   const DistributedSearch& search,
                                   const std::atomic<bool>* user_stop)
    : world_(world), job_(job), solver_(solver), search_(search), user_stop_(user_stop) {}

std::vector<std::uint64_t> SubproblemWorker::run(std::uint64_t job_number,
                                                 std::uint64_t problem_hash) {
  const std::uint64_t ready[] = {job_number, problem_hash};
  world_.reports.send(0, kReady, ready);
  while (!ended_) {
    if (inbox_.empty() || should_stop()) {
      take_order();
      continue;
    }
    const Assignment assignment = std::move(inbox_.front());
    inbox_.pop_front();
    search(assignment);
  }
  const std::uint64_t ended[] = {std::bit_cast<std::uint64_t>(search_cpu_seconds_)};
  world_.reports.send(0, kEnded, ended);
  return summary_;
}

void SubproblemWorker::take_order() {
  Message order = world_.orders.receive(0);
  switch (order.tag) {
    case kAssign: {
      Assignment assignment;
      assignment.index = order.words.at(0);
      for (std::size_t k = 1; k < order.words.size(); ++k) {
        assignment.path.emplace_back(static_cast<std::int32_t>(order.words[k]));
      }
      inbox_.push_back(std::move(assignment));
      break;
    }
    case kAck:
      batch_in_flight_ = false;
      break;
    case kEnd:
      ended_ = true;
      stop_ = true;
      summary_ = std::move(order.words);
      break;
    default:
      break;
  }
}

void SubproblemWorker::search(const Assignment& assignment) {
  current_ = assignment.index;
  accepted_ = 0;
  batch_.clear();
  last_flush_ = Clock::now();
  last_progress_ = Clock::now();

  SearchLimits limits;
  limits.forced = assignment.path;
  limits.threads = search_.threads;
  limits.stop_flag = &stop_;
  if (search_.deadline) {
    limits.time_limit = std::max(std::chrono::duration<double>(*search_.deadline - Clock::now()),
                                 std::chrono::duration<double>(1e-6));
  }
  // A first solution or a verdict takes whatever comes first; a listing keeps one thread's order.
  if (!search_.ordered()) limits.order = SearchLimits::Order::kAsFound;
  const ProgressReporter progress = [this](const SearchProgress& report) { on_progress(report); };
  limits.progress = progress;
  limits.progress_interval = kPollInterval;

  SearchResult result;
  const double cpu_before = thread_cpu_seconds();
  if (!search_.sends_solutions() && !job_.accept) {
    // A count needs no visitor: the engine's counter is the fastest.
    limits.max_solutions = search_.wanted;
    result = solver_.count(limits);
    accepted_ = result.stats.solutions;
  } else if (search_.mode == SearchMode::kFirst) {
    // The search for a first solution, as dlx's: the weighted heuristic by default (--heuristic)
    // and --restarts, inside the subproblem.
    const Solver::Accept accept = job_.accept ? Solver::Accept(job_.accept) : Solver::Accept();
    const FirstSolution first = solver_.first(limits, accept);
    result = first.result;
    if (first.found) visit(first.options);  // checked and sent as the others
  } else if (search_.mode == SearchMode::kUnique) {
    const Solver::Accept accept = job_.accept ? Solver::Accept(job_.accept) : Solver::Accept();
    const UniquenessResult unique = solver_.uniqueness(limits, accept);
    result = unique.result;
    if (!unique.first.empty() || unique.verdict == Uniqueness::kUnique ||
        unique.verdict == Uniqueness::kMultiple) {
      visit(unique.first);
    }
    // Two in this subproblem: the verdict needs no second solution, only their number.
    if (unique.verdict == Uniqueness::kMultiple) accepted_ = std::max<std::uint64_t>(accepted_, 2);
  } else {
    const SolutionVisitor visitor = [this](SolutionView solution) { return visit(solution); };
    result = solver_.search(visitor, limits);
  }
  search_cpu_seconds_ += thread_cpu_seconds() - cpu_before;
  if (!batch_.empty()) flush();

  auto status = static_cast<std::uint64_t>(result.status);
  // Stopped at what the job needs from one subproblem: it has given all it has to give.
  if (result.status == SearchStatus::kStoppedByVisitor) {
    status = static_cast<std::uint64_t>(SearchStatus::kSolutionLimit);
  }
  // Given back: rank 0 splits it, and this rank goes on with its next one. (Had the search ended
  // by itself, or by time, first, its status says so, and rank 0 takes it as such.)
  const bool given_back = giving_back_ && result.status == SearchStatus::kInterrupted &&
                          !(user_stop_ != nullptr && user_stop_->load()) &&
                          !world_.orders.waiting(0, kEnd);
  if (given_back) status = kGivenBack;
  giving_back_ = false;
  const std::uint64_t done[] = {assignment.index, status, accepted_, result.stats.nodes,
                                result.stats.updates};
  world_.reports.send(0, kDone, done);
  if (given_back) {
    stop_ = false;
    return;
  }
  // Cut short by time, by Ctrl-C or by rank 0: the job is over for this worker; wait for kEnd.
  if (result.cut_short()) stop_ = true;
}

VisitControl SubproblemWorker::visit(SolutionView solution) {
  if (should_stop()) return VisitControl::kStop;
  if (job_.accept && !job_.accept(solution)) return VisitControl::kContinue;
  // A count prints nothing, so it checks nothing one by one (as dlx).
  if (search_.sends_solutions()) {
    if (job_.check(solution)) {
      std::vector<std::uint64_t> failed = {current_, solution.size()};
      for (const OptionId option : solution)
        failed.push_back(static_cast<std::uint64_t>(option.value));
      world_.reports.send(0, kFailedCheck, failed);
      stop_ = true;
      return VisitControl::kStop;
    }
    if (batch_.empty()) batch_ = {current_, 0};
    ++batch_[1];
    batch_.push_back(solution.size());
    for (const OptionId option : solution)
      batch_.push_back(static_cast<std::uint64_t>(option.value));
  }
  ++accepted_;
  const bool enough = search_.wanted != 0 && accepted_ >= search_.wanted;
  if (search_.sends_solutions() && (enough || !search_.ordered() || batch_.size() >= kBatchWords ||
                                    Clock::now() - last_flush_ >= kBatchInterval)) {
    if (!flush()) return VisitControl::kStop;
  }
  return enough ? VisitControl::kStop : VisitControl::kContinue;
}

bool SubproblemWorker::flush() {
  while (batch_in_flight_ && !ended_) take_order();
  if (ended_) {
    batch_.clear();
    return false;
  }
  world_.reports.send(0, kSolutions, batch_);
  batch_in_flight_ = true;
  batch_.clear();
  last_flush_ = Clock::now();
  return true;
}

void SubproblemWorker::on_progress(const SearchProgress& report) {
  // Look for kEnd without taking it: the orders before it (a next assignment, an acknowledgement)
  // are taken in turn after the search.
  if (world_.orders.waiting(0, kEnd)) stop_ = true;
  if (user_stop_ != nullptr && user_stop_->load()) stop_ = true;
  // A give-back for another subproblem came after that one was done: nothing to give.
  while (std::optional<Message> give_back = world_.orders.try_receive(0, kGiveBack)) {
    if (give_back->words.at(0) == current_) {
      giving_back_ = true;
      stop_ = true;
    }
  }
  const Clock::time_point now = Clock::now();
  if (now - last_progress_ >= kProgressInterval) {
    last_progress_ = now;
    const std::uint64_t words[] = {current_, report.stats.nodes, report.stats.solutions,
                                   std::bit_cast<std::uint64_t>(report.fraction_done)};
    world_.reports.send(0, kProgress, words);
  }
}

}  // namespace dlx::mpi
