// `dlx sudoku --listen` over a WebSocket, as f-puzzles' userscript talks to it: a server in the
// test's process on a free loopback port, a client sending the userscript's messages. The
// answers are compared with what the dlx command answers for the same puzzles (--candidates,
// --count). No verdict depends on speed: a request stopped "mid-count" is one that has sent its
// progress (on an empty grid, whose count does not end), and every wait is for a message.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <thread>

#include "encoders/sudoku/listen/listen_server.hpp"
#include "tests/encoders/sudoku/listen/listen_test_puzzles.hpp"
#include "tests/encoders/sudoku/listen/ws_client.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx::sudoku::listen_server_test {
namespace {

using Json = nlohmann::json;
using testing::load_string;
using testing::request;
using testing::WsClient;

// A server on a free loopback port, run by a thread of the test, stopped at the end.
class Served {
 public:
  explicit Served(ListenSettings settings = defaults()) : server_(fixed(std::move(settings))) {
    server_.open();
    thread_ = std::thread([this] { server_.run(); });
  }
  ~Served() {
    server_.stop();
    thread_.join();
  }
  static ListenSettings defaults() {
    ListenSettings settings;
    settings.max_running = 2;
    settings.limits.progress_interval = std::chrono::duration<double>(0.01);
    // The clients of these tests read nothing more when the server stops.
    settings.close_grace = std::chrono::milliseconds(100);
    return settings;
  }
  std::uint16_t port() const { return server_.port(); }
  ListenServer& server() { return server_; }

 private:
  static ListenSettings fixed(ListenSettings settings) {
    settings.host = "127.0.0.1";
    settings.port = 0;
    return settings;
  }
  ListenServer server_;
  std::thread thread_;
};

Json next(WsClient& client) {
  const std::optional<std::string> text = client.receive();
  EXPECT_TRUE(text) << "no message from the server";
  return text ? Json::parse(*text) : Json{};
}

// The next message of the request `nonce` that ends it (progress messages skipped).
Json final_answer(WsClient& client, long long nonce) {
  while (true) {
    const Json message = next(client);
    if (message.is_null()) return message;
    if (message["nonce"] != nonce) continue;
    if (message["type"] == "count" && message["inProgress"] == true) continue;
    if (message["type"] == "estimate") continue;
    return message;
  }
}

std::string lines_of(const std::vector<std::string>& loads) {
  std::string text;
  for (const std::string& load : loads) text += load + "\n";
  return text;
}

// Puzzles with one solution, many, and variants: examples of f-puzzles and puzzles written here.
std::vector<std::string> puzzles() {
  std::vector<std::string> loads = testing::example_load_strings(DLX_SOURCE_DIR);
  loads.resize(3);
  loads.push_back(load_string(9, testing::kClassic));
  loads.push_back(load_string(9, testing::kClassicFewerClues));
  loads.push_back(load_string(9, testing::kClassicFewerClues,
                              R"(,"thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}])"));
  loads.push_back(load_string(6, "1" + std::string(35, '.'),
                              R"(,"killercage":[{"cells":["R1C2","R1C3"],"value":7}])"));
  return loads;
}

TEST(ListenServer, TrueCandidatesAreThoseOfTheCandidatesCommand) {
  const std::vector<std::string> loads = puzzles();
  const std::string dir = testing::make_temp_dir();
  const auto cli = testing::run_dlx_binary(
      {"sudoku", "--candidates", "--json", testing::write_file(dir, "p.txt", lines_of(loads))});
  ASSERT_EQ(cli.exit_code, 0) << cli.err;
  std::vector<Json> expected;
  std::istringstream lines(cli.out);
  for (std::string line; std::getline(lines, line);) expected.push_back(Json::parse(line));
  ASSERT_EQ(expected.size(), loads.size());
  Served served;
  WsClient client("127.0.0.1", served.port());
  for (std::size_t k = 0; k < loads.size(); ++k) {
    client.send(request(static_cast<long long>(k + 1), "truecandidates", loads[k]));
    const Json got = final_answer(client, static_cast<long long>(k + 1));
    ASSERT_EQ(got["type"], "truecandidates") << got.dump();
    const std::vector<long long> counts = got["solutionsPerCandidate"];
    const std::vector<std::string> cells = expected[k]["candidates"];
    const int n = k + 1 == loads.size() ? 6 : 9;
    ASSERT_EQ(counts.size(), static_cast<std::size_t>(n * n * n));
    for (int cell = 0; cell < n * n; ++cell) {
      std::string mine;
      for (int v = 1; v <= n; ++v) {
        if (counts[static_cast<std::size_t>(cell * n + v - 1)] > 0) mine += std::to_string(v);
      }
      EXPECT_EQ(mine, cells[static_cast<std::size_t>(cell)]) << "puzzle " << k << " cell " << cell;
    }
  }
}

TEST(ListenServer, CountsAreThoseOfTheCountCommand) {
  std::vector<std::string> loads = puzzles();
  loads.pop_back();  // the 6x6 has too many solutions to count here
  const std::string dir = testing::make_temp_dir();
  const auto cli = testing::run_dlx_binary(
      {"sudoku", "--count", "--json", testing::write_file(dir, "p.txt", lines_of(loads))});
  ASSERT_EQ(cli.exit_code, 0) << cli.err;
  std::vector<long long> expected;
  std::istringstream lines(cli.out);
  for (std::string line; std::getline(lines, line);) {
    expected.push_back(Json::parse(line)["solutions"].get<long long>());
  }
  ASSERT_EQ(expected.size(), loads.size());
  EXPECT_GT(*std::max_element(expected.begin(), expected.end()), 2);
  Served served;
  WsClient client("127.0.0.1", served.port());
  long long nonce = 0;
  for (std::size_t k = 0; k < loads.size(); ++k) {
    client.send(request(++nonce, "count", loads[k]));
    const Json count = final_answer(client, nonce);
    EXPECT_EQ(count["type"], "count");
    EXPECT_EQ(count["count"], expected[k]) << k;
    EXPECT_EQ(count["inProgress"], false);
    client.send(request(++nonce, "check", loads[k]));
    EXPECT_EQ(final_answer(client, nonce)["count"], std::min(expected[k], 2LL)) << k;
  }
}

TEST(ListenServer, SolveAndTheLogicalPathAnswer) {
  Served served;
  WsClient client("127.0.0.1", served.port());
  client.send(request(1, "solve", load_string(9, testing::kClassic)));
  const Json solved = final_answer(client, 1);
  ASSERT_EQ(solved["type"], "solved");
  EXPECT_EQ(solved["solution"].size(), 81u);
  client.send(request(2, "solvepath", load_string(9, testing::kClassic)));
  const Json path = final_answer(client, 2);
  EXPECT_EQ(path["type"], "logical");
  EXPECT_EQ(path["isValid"], true);
  client.send(request(3, "step", load_string(9, testing::kClassic)));
  EXPECT_EQ(final_answer(client, 3)["message"], "Initial candidates.\n");
}

// Waits for a progress message of a count that cannot end (an empty grid).
void start_endless_count(WsClient& client, long long nonce) {
  client.send(request(nonce, "count", load_string(9, std::string(81, '.'))));
  const Json progress = next(client);
  ASSERT_EQ(progress["nonce"], nonce);
  ASSERT_EQ(progress["type"], "count");
  ASSERT_EQ(progress["inProgress"], true);
}

// The types of the next messages that end requests, by nonce, until `count` of them came.
std::map<long long, std::string> endings(WsClient& client, std::size_t count) {
  std::map<long long, std::string> seen;
  while (seen.size() < count) {
    const Json message = next(client);
    if (message.is_null()) break;
    if (message["type"] == "count" && message["inProgress"] == true) continue;
    if (message["type"] == "estimate") continue;
    EXPECT_EQ(seen.count(message["nonce"]), 0u) << "two endings: " << message.dump();
    seen[message["nonce"]] = message["type"];
  }
  return seen;
}

TEST(ListenServer, CancelStopsACountMidway) {
  Served served;
  WsClient client("127.0.0.1", served.port());
  start_endless_count(client, 1);
  client.send(testing::cancel_request(2));
  EXPECT_EQ(endings(client, 2),
            (std::map<long long, std::string>{{1, "canceled"}, {2, "canceled"}}));
  // The connection serves on.
  client.send(request(3, "check", load_string(9, testing::kClassic)));
  EXPECT_EQ(final_answer(client, 3)["count"], 1);
}

TEST(ListenServer, ANewMessageCancelsTheRequestUnderWay) {
  Served served;
  WsClient client("127.0.0.1", served.port());
  start_endless_count(client, 1);
  client.send(request(2, "truecandidates", load_string(9, testing::kClassic)));
  EXPECT_EQ(endings(client, 2),
            (std::map<long long, std::string>{{1, "canceled"}, {2, "truecandidates"}}));
}

TEST(ListenServer, EstimatesComeUntilCanceled) {
  Served served;
  WsClient client("127.0.0.1", served.port());
  client.send(request(1, "estimate", load_string(9, testing::kClassicFewerClues)));
  std::uint64_t iterations = 0;
  for (int k = 0; k < 2; ++k) {
    const Json estimate = next(client);
    ASSERT_EQ(estimate["type"], "estimate") << estimate.dump();
    EXPECT_GT(estimate["iterations"].get<std::uint64_t>(), iterations);
    iterations = estimate["iterations"];
  }
  client.send(testing::cancel_request(2));
  EXPECT_EQ(endings(client, 2),
            (std::map<long long, std::string>{{1, "canceled"}, {2, "canceled"}}));
}

TEST(ListenServer, BadInputIsAnsweredAndTheServerServesOn) {
  Served served;
  WsClient client("127.0.0.1", served.port());
  const std::vector<std::string> bad = {
      "{nonsense",
      R"({"nonce":2,"command":"truecandidates","dataType":"fpuzzles","data":"N4Ig%%"})",
      request(3, "truecandidates", testing::lz_string_compress_base64(R"({"size":17})")),
      request(4, "count",
              load_string(4, std::string(16, '.'), R"(,"teleporter":[{"cells":["R1C1"]}])")),
      R"({"nonce":5,"command":"fly"})",
  };
  for (const std::string& message : bad) {
    client.send(message);
    const Json got = next(client);
    EXPECT_EQ(got["type"], "invalid") << message << " -> " << got.dump();
    EXPECT_FALSE(got["message"].get<std::string>().empty());
  }
  client.send(request(6, "check", load_string(9, testing::kClassic)));
  EXPECT_EQ(final_answer(client, 6)["count"], 1);
  EXPECT_EQ(served.server().stats().invalid, 2u);  // the two that are no requests at all
}

TEST(ListenServer, AClosedConnectionStopsItsRequest) {
  Served served;
  {
    WsClient client("127.0.0.1", served.port());
    start_endless_count(client, 1);
    client.close();
  }
  // The worker sees the stop within a node check; the test waits for it, however long.
  for (int k = 0; k < 6000 && served.server().stats().canceled == 0; ++k) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(served.server().stats().canceled, 1u);
}

TEST(ListenServer, ConnectionsPastTheLimitAreRefused) {
  ListenSettings settings = Served::defaults();
  settings.max_connections = 2;
  Served served(settings);
  WsClient first("127.0.0.1", served.port());
  WsClient second("127.0.0.1", served.port());
  WsClient third("127.0.0.1", served.port());
  EXPECT_EQ(third.receive(), std::nullopt);
  EXPECT_EQ(third.close_reason(), "dlx: too many connections");
  first.send(request(1, "check", load_string(9, testing::kClassic)));
  EXPECT_EQ(final_answer(first, 1)["count"], 1);
  EXPECT_EQ(served.server().stats().refused, 1u);
}

TEST(ListenServer, MessagesPastTheSizeCloseTheirConnectionOnly) {
  ListenSettings settings = Served::defaults();
  settings.max_message_bytes = 4096;
  Served served(settings);
  WsClient big("127.0.0.1", served.port());
  big.send(request(1, "count", std::string(5000, 'A')));
  EXPECT_EQ(big.receive(), std::nullopt);
  WsClient other("127.0.0.1", served.port());
  other.send(request(2, "check", load_string(9, testing::kClassic)));
  EXPECT_EQ(final_answer(other, 2)["count"], 1);
}

TEST(ListenServer, StoppingClosesEveryConnection) {
  auto served = std::make_unique<Served>();
  WsClient client("127.0.0.1", served->port());
  start_endless_count(client, 1);
  served.reset();  // stop() and the end of run()
  // The count's "canceled" may come before the close.
  std::optional<std::string> message;
  while ((message = client.receive())) {
    EXPECT_EQ(Json::parse(*message)["nonce"], 1);
  }
  EXPECT_EQ(client.close_reason(), "dlx: the server stops");
}

}  // namespace
}  // namespace dlx::sudoku::listen_server_test
