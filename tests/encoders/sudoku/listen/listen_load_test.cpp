// `dlx sudoku --listen` under load: 50 clients at once on loopback, each editing a puzzle as a
// setter does (True Candidates after every change, sent without waiting for the last answer),
// starting counts and estimates and canceling them, asking for paths and steps. Every request
// must end exactly once (its answer, or "canceled"), nothing may crash (the suite runs this under
// AddressSanitizer too, which fails on a leak), and the server's bounds must hold: requests run
// at once, clients, requests waiting, messages unsent. Bounded by rounds (a few seconds);
// DLX_LISTEN_LOAD_SECONDS=30 repeats each client's burst of rounds for that long instead, by hand.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <map>
#include <thread>

#include "encoders/sudoku/listen/listen_server.hpp"
#include "tests/encoders/sudoku/listen/listen_test_puzzles.hpp"
#include "tests/encoders/sudoku/listen/ws_client.hpp"

namespace dlx::sudoku::listen_load_test {
namespace {

using Json = nlohmann::json;
using testing::load_string;
using testing::request;

constexpr int kClients = 50;
constexpr int kRounds = 12;
constexpr unsigned kRunning = 2;

// The clue-less variants of the classic puzzle a client's edits go through: clue k taken away.
std::vector<std::string> edits() {
  std::vector<std::string> loads;
  const std::string classic = testing::kClassic;
  for (std::size_t cell = 0; cell < classic.size() && loads.size() < 8; ++cell) {
    if (classic[cell] == '.') continue;
    std::string edited = classic;
    edited[cell] = '.';
    loads.push_back(load_string(9, edited));
  }
  return loads;
}

struct ClientResult {
  std::size_t requests = 0;
  std::map<long long, int> endings;  // per nonce, how many messages ended it
  std::map<std::string, int> kinds;  // ending types
  std::string failure;
};

bool ends_request(const Json& message) {
  const std::string type = message["type"];
  if (type == "estimate") return false;
  return type != "count" || message["inProgress"] == false;
}

// One burst of a client's edits and cancels (kRounds rounds, sent without waiting), its last
// request, then the wait for every request sent so far to end. False when the server stopped
// answering.
bool burst(testing::WsClient& ws, int client, long long& nonce, ClientResult& result) {
  const std::vector<std::string> loads = edits();
  const std::string empty = load_string(9, std::string(81, '.'));
  for (int round = 0; round < kRounds; ++round) {
    const std::string& load = loads[static_cast<std::size_t>(round + client) % loads.size()];
    switch ((round + client) % 5) {
      case 0:
        ws.send(request(++nonce, "count", empty));
        ws.send(testing::cancel_request(++nonce));
        break;
      case 1:
        ws.send(request(++nonce, "estimate", load));
        ws.send(request(++nonce, "truecandidates", load));
        break;
      case 2:
        ws.send(request(++nonce, "solvepath", load));
        break;
      case 3:
        ws.send(request(++nonce, "step", load));
        ws.send(request(++nonce, "truecandidates", load));
        break;
      default:
        ws.send(request(++nonce, "check", load));
        break;
    }
  }
  // The last request is answered; every one is ended by then or soon after.
  ws.send(request(++nonce, "truecandidates", loads.front()));
  result.requests = static_cast<std::size_t>(nonce);
  while (result.endings.size() < result.requests) {
    const std::optional<std::string> text = ws.receive();
    if (!text) {
      result.failure = "the server stopped answering";
      return false;
    }
    const Json message = Json::parse(*text);
    if (!ends_request(message)) continue;
    ++result.endings[message["nonce"].get<long long>()];
    ++result.kinds[message["type"].get<std::string>()];
  }
  return true;
}

// One client's session: one burst, or bursts until `seconds` have passed (by hand), so that what
// a client has sent and not seen ended stays bounded however long it runs.
ClientResult edit(std::uint16_t port, int client, double seconds) {
  ClientResult result;
  try {
    testing::WsClient ws("127.0.0.1", port);
    long long nonce = 0;
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (burst(ws, client, nonce, result) && std::chrono::steady_clock::now() < end) {
    }
  } catch (const std::exception& e) {
    result.failure = e.what();
  }
  return result;
}

TEST(ListenLoad, FiftyClientsEditingAndCancelingAreEachAnswered) {
  const char* asked = std::getenv("DLX_LISTEN_LOAD_SECONDS");
  const double seconds = asked != nullptr ? std::atof(asked) : 0.0;
  ListenSettings settings;
  settings.host = "127.0.0.1";
  settings.port = 0;
  settings.max_running = kRunning;
  settings.limits.progress_interval = std::chrono::duration<double>(0.05);
  ListenServer server(settings);
  server.open();
  std::thread serving([&] { server.run(); });

  std::vector<ClientResult> results(kClients);
  std::vector<std::thread> clients;
  for (int k = 0; k < kClients; ++k) {
    clients.emplace_back(
        [&, k] { results[static_cast<std::size_t>(k)] = edit(server.port(), k, seconds); });
  }
  for (std::thread& client : clients) client.join();
  server.stop();
  serving.join();

  std::map<std::string, int> kinds;
  std::size_t requests = 0;
  for (const ClientResult& result : results) {
    EXPECT_EQ(result.failure, "");
    requests += result.requests;
    for (const auto& [nonce, count] : result.endings) {
      EXPECT_EQ(count, 1) << "nonce " << nonce << " ended " << count << " times";
    }
    EXPECT_EQ(result.endings.size(), result.requests);
    for (const auto& [kind, count] : result.kinds) kinds[kind] += count;
  }
  // Which requests finish before the next message stops them depends on the machine's speed;
  // not these: each cancel is answered "canceled", and each client's last request its answer.
  // Nothing is refused as invalid.
  EXPECT_GT(kinds["canceled"], 0);
  EXPECT_GE(kinds["truecandidates"], kClients);
  EXPECT_EQ(kinds["invalid"], 0);
  const ListenStats stats = server.stats();
  EXPECT_EQ(stats.connections, static_cast<std::uint64_t>(kClients));
  EXPECT_EQ(stats.refused, 0u);
  EXPECT_LE(stats.most_connections, static_cast<std::size_t>(kClients));
  EXPECT_LE(stats.most_running, static_cast<std::size_t>(kRunning));
  // One request waits per client at most: a newer one takes its place.
  EXPECT_LE(stats.most_waiting, static_cast<std::size_t>(kClients));
  EXPECT_LT(stats.most_unsent, std::size_t{1024});
  EXPECT_EQ(stats.answered + stats.canceled, requests);
}

}  // namespace
}  // namespace dlx::sudoku::listen_load_test
