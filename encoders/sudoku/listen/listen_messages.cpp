#include "encoders/sudoku/listen/listen_messages.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"

namespace dlx::sudoku {
namespace {

using Json = nlohmann::json;

constexpr std::array<std::pair<ListenCommand, std::string_view>, 8> kCommands = {{
    {ListenCommand::kTrueCandidates, "truecandidates"},
    {ListenCommand::kSolve, "solve"},
    {ListenCommand::kCheck, "check"},
    {ListenCommand::kCount, "count"},
    {ListenCommand::kEstimate, "estimate"},
    {ListenCommand::kSolvePath, "solvepath"},
    {ListenCommand::kStep, "step"},
    {ListenCommand::kCancel, "cancel"},
}};

// A request nests two deep; anything much deeper is refused before the parser builds it (its
// values are freed by recursion).
constexpr int kMaxNesting = 16;

// The z of a two-sided 95% confidence interval, as SudokuSolver reports it.
constexpr double kZ95 = 1.96;

Json base(std::int64_t nonce, std::string_view type) {
  Json message;
  message["nonce"] = nonce;
  message["type"] = type;
  return message;
}

std::string dump(const Json& message) {
  // Invalid UTF-8 in a message (a bad byte from the client, echoed) is replaced, not thrown.
  return message.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// A number JSON can hold: non-finite values (an estimate of nothing) as 0.
double finite(double value) {
  return std::isfinite(value) ? value : 0.0;
}

}  // namespace

std::variant<ListenRequest, BadRequest> parse_request(std::string_view text) {
  if (json_nesting_depth(text) > kMaxNesting) return BadRequest{0, "the message nests too deep"};
  const Json root = Json::parse(text, nullptr, false);
  if (root.is_discarded()) return BadRequest{0, "the message is not JSON"};
  if (!root.is_object()) return BadRequest{0, "the message is not a JSON object"};
  BadRequest bad;
  const auto nonce = root.find("nonce");
  if (nonce == root.end() || !nonce->is_number_integer()) {
    bad.message = "the message has no whole number \"nonce\"";
    return bad;
  }
  bad.nonce = nonce->get<std::int64_t>();
  const auto command = root.find("command");
  if (command == root.end() || !command->is_string()) {
    bad.message = "the message has no \"command\"";
    return bad;
  }
  const std::string name = command->get<std::string>();
  ListenRequest request;
  request.nonce = bad.nonce;
  bool known = false;
  for (const auto& [kind, word] : kCommands) {
    if (word == name) {
      request.command = kind;
      known = true;
    }
  }
  if (!known) {
    bad.message = fmt::format(
        "unknown command '{}': dlx knows truecandidates, solve, check, count, estimate, "
        "solvepath, step and cancel",
        name.substr(0, 64));
    return bad;
  }
  if (request.command == ListenCommand::kCancel) return request;
  const auto type = root.find("dataType");
  if (type == root.end() || !type->is_string() || type->get<std::string>() != "fpuzzles") {
    bad.message = "the message's \"dataType\" is not \"fpuzzles\": dlx reads f-puzzles puzzles";
    return bad;
  }
  const auto data = root.find("data");
  if (data == root.end() || !data->is_string()) {
    bad.message = "the message has no \"data\", the puzzle's f-puzzles load string";
    return bad;
  }
  request.data = data->get<std::string>();
  return request;
}

std::string_view command_name(ListenCommand command) {
  for (const auto& [kind, word] : kCommands) {
    if (kind == command) return word;
  }
  return "";
}

std::string canceled_message(std::int64_t nonce) {
  return dump(base(nonce, "canceled"));
}

std::string invalid_message(std::int64_t nonce, std::string_view message) {
  Json json = base(nonce, "invalid");
  json["message"] = message;
  return dump(json);
}

std::string true_candidates_message(std::int64_t nonce, const std::vector<std::int64_t>& counts) {
  Json json = base(nonce, "truecandidates");
  json["solutionsPerCandidate"] = counts;
  return dump(json);
}

std::string solved_message(std::int64_t nonce, const std::vector<int>& solution) {
  Json json = base(nonce, "solved");
  json["solution"] = solution;
  return dump(json);
}

std::string count_message(std::int64_t nonce, const std::string& count, bool in_progress) {
  // Written by hand: the count's digits as they are, however many.
  return fmt::format(R"({{"nonce":{},"type":"count","count":{},"inProgress":{}}})", nonce,
                     count.empty() ? "0" : count, in_progress);
}

std::string estimate_message(std::int64_t nonce, const EstimateFigures& figures) {
  const double estimate = finite(figures.estimate);
  const double stderr_ = finite(figures.stderr_);
  Json json = base(nonce, "estimate");
  json["estimate"] = estimate;
  json["stderr"] = stderr_;
  json["iterations"] = figures.iterations;
  json["ci95_lower"] = estimate - kZ95 * stderr_;
  json["ci95_upper"] = estimate + kZ95 * stderr_;
  json["relErrPercent"] = estimate != 0 ? 100.0 * kZ95 * stderr_ / estimate : 0.0;
  return dump(json);
}

std::string logical_message(std::int64_t nonce, const std::vector<LogicalCell>& cells,
                            std::string_view message, bool valid) {
  Json json = base(nonce, "logical");
  Json list = Json::array();
  for (const LogicalCell& cell : cells) {
    Json entry;
    entry["value"] = cell.value;
    if (cell.value == 0) entry["candidates"] = cell.candidates;
    list.push_back(std::move(entry));
  }
  json["cells"] = std::move(list);
  json["message"] = message;
  json["isValid"] = valid;
  return dump(json);
}

}  // namespace dlx::sudoku
