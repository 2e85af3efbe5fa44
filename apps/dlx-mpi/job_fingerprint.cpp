#include "apps/dlx-mpi/job_fingerprint.hpp"

#include <fmt/format.h>
#include <dlx/version.hpp>

#include <string_view>

namespace dlx::mpi {
namespace {

// FNV-1a, 64 bits: a fixed, documented function, so that a checkpoint written by one build is
// read by another (std::hash promises neither).
class Fnv1a {
 public:
  void add(std::string_view text) {
    add_number(text.size());
    for (const char c : text) byte(static_cast<unsigned char>(c));
  }
  void add_number(std::uint64_t value) {
    for (int k = 0; k < 8; ++k) byte(static_cast<unsigned char>(value >> (8 * k)));
  }
  std::uint64_t value() const { return hash_; }

 private:
  void byte(unsigned char b) {
    hash_ ^= b;
    hash_ *= 0x100000001b3ULL;
  }
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::uint64_t problem_hash(const Problem& problem) {
  Fnv1a hash;
  hash.add_number(problem.item_count());
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item(static_cast<std::int32_t>(k));
    hash.add(problem.item_name(item));
    hash.add_number(problem.item_kind(item) == ItemKind::kPrimary ? 1 : 2);
    hash.add_number(problem.multiplicity(item).lower);
    hash.add_number(problem.multiplicity(item).upper);
  }
  hash.add_number(problem.option_count());
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const auto entries = problem.option(OptionId(static_cast<std::int32_t>(k)));
    hash.add_number(entries.size());
    for (const OptionEntry& entry : entries) {
      hash.add_number(static_cast<std::uint64_t>(entry.item.value));
      hash.add(entry.color.valid() ? std::string_view(problem.color_name(entry.color)) : "");
    }
  }
  return hash.value();
}

SearchIdentity search_identity(const Command& command, const CommandContext& context,
                               const Job& job) {
  SearchIdentity identity;
  identity.problem = problem_hash(*job.problem);
  std::string settings = command.name;
  for (const CommandOption& option : command.options) {
    if (option.positional) continue;  // the input: the model says what it was
    const auto it = context.settings.find(option.name);
    if (it == context.settings.end() || it->second.empty()) continue;
    settings += fmt::format(" {}={}", option.name, it->second);
  }
  std::string forced;
  for (const OptionId option : job.forced) {
    forced += (forced.empty() ? "" : ".") + std::to_string(option.value);
  }
  // The engine's settings shape the tree and so the paths of the split: every row of its table
  // (dlx/solver_options.hpp), so that a setting added there is part of the fingerprint at once.
  settings += fmt::format(" forced={} {} dlx={}", forced.empty() ? "-" : forced,
                          describe(context.search.solver_options), kVersion);
  identity.settings = settings;
  return identity;
}

std::string hex(std::uint64_t value) {
  return fmt::format("{:016x}", value);
}

}  // namespace dlx::mpi
