// `dlx sudoku --listen` as a user runs it: the dlx binary on a free loopback port, talked to and
// stopped by SIGTERM or Ctrl-C; and a real browser: headless Chromium opens a page that connects
// to the server and sends the userscript's own messages, and the test reads what the page
// received from Chromium's console. Without Chromium (Debian's `chromium`, which scripts/setup-deps
// installs) the browser test skips, saying so.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

#include "encoders/sudoku/listen/listen_server.hpp"
#include "tests/encoders/sudoku/listen/child_process.hpp"
#include "tests/encoders/sudoku/listen/listen_test_puzzles.hpp"
#include "tests/encoders/sudoku/listen/lz_string_compress.hpp"
#include "tests/encoders/sudoku/listen/ws_client.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx::sudoku::listen_binary_test {
namespace {

using Json = nlohmann::json;
using testing::ChildProcess;
using testing::load_string;
using testing::request;

// `dlx sudoku --listen=ADDRESS` (or `--listen ADDRESS`), started with more flags, with the port it
// says it listens on.
std::vector<std::string> listen_words(const std::string& address, bool with_equals,
                                      const std::vector<std::string>& flags) {
  std::vector<std::string> words = {"sudoku"};
  if (with_equals) {
    words.push_back("--listen=" + address);
  } else {
    words.insert(words.end(), {"--listen", address});
  }
  words.insert(words.end(), flags.begin(), flags.end());
  return words;
}

struct Listening {
  explicit Listening(const std::string& address, bool with_equals = true,
                     const std::vector<std::string>& flags = {})
      : dlx(DLX_TEST_BINARY, listen_words(address, with_equals, flags)) {
    const std::optional<std::string> line = dlx.line_with("listening on ws://");
    if (!line) return;
    const std::size_t at = line->find("ws://");
    const std::size_t colon = line->find(':', at + 5);
    port = static_cast<std::uint16_t>(std::stoi(line->substr(colon + 1)));
  }
  ChildProcess dlx;
  std::uint16_t port = 0;
};

Json final_answer(testing::WsClient& client) {
  while (true) {
    const std::optional<std::string> text = client.receive();
    if (!text) return {};
    Json message = Json::parse(*text);
    if (message["type"] == "count" && message["inProgress"] == true) continue;
    return message;
  }
}

bool said(const ChildProcess& process, const std::string& text) {
  for (const std::string& line : process.lines()) {
    if (line.find(text) != std::string::npos) return true;
  }
  return false;
}

TEST(ListenBinary, AnswersThenStopsCleanlyOnSigterm) {
  Listening server("127.0.0.1:0");
  ASSERT_NE(server.port, 0) << "no 'listening on' line";
  {
    testing::WsClient client("127.0.0.1", server.port);
    client.send(request(1, "check", load_string(9, testing::kClassic)));
    EXPECT_EQ(final_answer(client)["count"], 1);
  }
  server.dlx.signal(SIGTERM);
  EXPECT_EQ(server.dlx.wait(), 0);
  EXPECT_TRUE(said(server.dlx, "request 1: check")) << server.dlx.lines().size();
  EXPECT_TRUE(said(server.dlx, "stopped after 1 connections and 1 requests"));
}

TEST(ListenBinary, CtrlCStopsItToo) {
  Listening server("localhost:0");
  ASSERT_NE(server.port, 0);
  // Ctrl-C in the middle of a count: the count is stopped, the server ends.
  testing::WsClient client("127.0.0.1", server.port);
  client.send(request(1, "count", load_string(9, std::string(81, '.'))));
  ASSERT_TRUE(client.receive());
  server.dlx.signal(SIGINT);
  // The exit code of every dlx run that Ctrl-C stops.
  EXPECT_EQ(server.dlx.wait(), 130);
  EXPECT_TRUE(said(server.dlx, "stopped after"));
}

// --time-limit and --memory-limit hold for each request: a count that never ends (an empty grid)
// is answered "invalid" at its time limit, at any speed, and the server serves on; a model larger
// than the memory a request may use is refused.
TEST(ListenBinary, TheSearchLimitsHoldForEachRequest) {
  Listening timed("127.0.0.1:0", false, {"--time-limit", "0.001"});
  ASSERT_NE(timed.port, 0);
  {
    testing::WsClient client("127.0.0.1", timed.port);
    for (long long nonce : {1, 2}) {
      client.send(request(nonce, "count", load_string(9, std::string(81, '.'))));
      const Json answer = final_answer(client);
      EXPECT_EQ(answer["nonce"], nonce);
      EXPECT_EQ(answer["type"], "invalid") << answer.dump();
      EXPECT_NE(answer["message"].get<std::string>().find("time limit of 0.001 s"),
                std::string::npos)
          << answer.dump();
    }
  }
  timed.dlx.signal(SIGTERM);
  EXPECT_EQ(timed.dlx.wait(), 0);
  Listening small("127.0.0.1:0", false, {"--memory-limit", "0.000001"});
  ASSERT_NE(small.port, 0);
  {
    testing::WsClient client("127.0.0.1", small.port);
    client.send(request(1, "solve", load_string(9, testing::kClassic)));
    const Json answer = final_answer(client);
    EXPECT_EQ(answer["type"], "invalid") << answer.dump();
    EXPECT_NE(answer["message"].get<std::string>().find("--memory-limit"), std::string::npos)
        << answer.dump();
  }
  small.dlx.signal(SIGTERM);
  EXPECT_EQ(small.dlx.wait(), 0);
}

TEST(ListenBinary, AnAddressOtherMachinesReachIsWarnedAbout) {
  Listening server("0.0.0.0:0");
  ASSERT_NE(server.port, 0);
  EXPECT_TRUE(said(server.dlx, "warning: listening on 0.0.0.0:"));
  server.dlx.signal(SIGTERM);
  EXPECT_EQ(server.dlx.wait(), 0);
  Listening quiet("127.0.0.1:0", false);
  ASSERT_NE(quiet.port, 0);
  EXPECT_FALSE(said(quiet.dlx, "warning"));
  quiet.dlx.signal(SIGTERM);
  EXPECT_EQ(quiet.dlx.wait(), 0);
}

TEST(ListenBinary, BadAddressesAndBusyPortsAreRefused) {
  for (const char* address : {"localhost:99999", ":4545", "localhost:port", "4545x"}) {
    const auto run = testing::run_dlx_binary({"sudoku", std::string("--listen=") + address});
    EXPECT_EQ(run.exit_code, 2) << address;
    EXPECT_NE(run.err.find("expected [HOST:]PORT"), std::string::npos) << run.err;
  }
  Listening first("127.0.0.1:0");
  ASSERT_NE(first.port, 0);
  const auto busy =
      testing::run_dlx_binary({"sudoku", fmt::format("--listen=127.0.0.1:{}", first.port)});
  EXPECT_EQ(busy.exit_code, 2);
  EXPECT_NE(busy.err.find("cannot listen on 127.0.0.1"), std::string::npos) << busy.err;
  first.dlx.signal(SIGTERM);
  EXPECT_EQ(first.dlx.wait(), 0);
  // Options of the other modes do not go with it, nor a puzzle file.
  const auto mixed = testing::run_dlx_binary({"sudoku", "--listen", "--pretty"});
  EXPECT_EQ(mixed.exit_code, 2);
  for (const auto& words : std::vector<std::vector<std::string>>{
           {"sudoku", "--listen=0", "puzzles.txt"}, {"sudoku", "--listen", "0", "puzzles.txt"}}) {
    const auto file = testing::run_dlx_binary(words);
    EXPECT_EQ(file.exit_code, 2);
    EXPECT_NE(file.err.find("FILE 'puzzles.txt' does not apply to --listen"), std::string::npos)
        << file.err;
  }
}

// ---- A real browser -----------------------------------------------------------------------

const char* const kChromium = "/usr/bin/chromium";

// A page that sends the requests one after another, each when the one before has ended, and
// logs every answer on the console: "ANSWER {...}", then "DONE". An estimate is canceled after
// its second figures, as the userscript's Cancel button does.
std::string page(std::uint16_t port, const Json& requests) {
  return fmt::format(R"(<!doctype html>
<html><body><script>
const requests = {};
const socket = new WebSocket("ws://127.0.0.1:{}");
let index = 0;
let estimates = 0;
let canceled = 0;
function next() {{
  if (index < requests.length) {{
    socket.send(JSON.stringify(requests[index++]));
  }} else {{
    console.log("DONE");
    socket.close();
  }}
}}
socket.onopen = next;
socket.onerror = () => console.log("ERROR");
socket.onmessage = (event) => {{
  const answer = JSON.parse(event.data);
  console.log("ANSWER " + JSON.stringify(answer));
  if (answer.type === "estimate") {{
    if (++estimates === 2) socket.send(JSON.stringify({{nonce: 1000, command: "cancel"}}));
    return;
  }}
  if (answer.type === "count" && answer.inProgress) return;
  // The estimate and the cancel both end "canceled": the next request after the second.
  if (answer.type === "canceled" && ++canceled < 2) return;
  next();
}};
</script></body></html>
)",
                     requests.dump(), port);
}

// The userscript's request, with what its exportPuzzleForSolving adds to the puzzle's JSON.
Json userscript_request(int nonce, const std::string& command, const std::string& json) {
  std::string puzzle = json;
  puzzle.insert(puzzle.rfind('}'), R"(,"disabledlogic":[],"truecandidatesoptions":["logical"])");
  return Json{{"nonce", nonce},
              {"command", command},
              {"dataType", "fpuzzles"},
              {"data", testing::lz_string_compress_base64(puzzle)}};
}

TEST(ListenBrowser, APageSendingTheUserscriptsMessagesGetsEachAnswer) {
  if (!std::filesystem::exists(kChromium)) {
    GTEST_SKIP() << kChromium
                 << " is not installed (Debian's chromium package; scripts/setup-deps "
                    "installs it): the browser test needs a real browser";
  }
  ListenSettings settings;
  settings.host = "127.0.0.1";
  settings.port = 0;
  ListenServer server(settings);
  server.open();
  std::thread serving([&] { server.run(); });

  const std::string classic = testing::fpuzzles_json(9, testing::kClassic);
  Json requests = Json::array();
  requests.push_back(userscript_request(1, "truecandidates", classic));
  requests.push_back(userscript_request(2, "check", classic));
  requests.push_back(userscript_request(3, "solve", classic));
  requests.push_back(userscript_request(4, "solvepath", classic));
  requests.push_back(userscript_request(5, "step", classic));
  requests.push_back(userscript_request(6, "estimate", classic));
  requests.push_back(
      Json{{"nonce", 7}, {"command", "count"}, {"dataType", "fpuzzles"}, {"data", "N4Ig-corrupt"}});
  const std::string dir = testing::make_temp_dir();
  const std::string html = testing::write_file(dir, "page.html", page(server.port(), requests));
  ChildProcess chromium(
      kChromium, {"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--user-data-dir=" + dir + "/profile", "--enable-logging=stderr", "--v=0",
                  "file://" + html});
  const std::optional<std::string> done = chromium.line_with("\"DONE\"");
  chromium.signal_group(SIGTERM);
  chromium.wait();
  server.stop();
  serving.join();
  ASSERT_TRUE(done) << "the page did not finish; Chromium said:\n"
                    << (chromium.lines().empty() ? "" : chromium.lines().back());

  // The answers as the page logged them: "... "ANSWER {json}", source: file://...".
  std::map<long long, std::vector<Json>> answers;
  for (const std::string& line : chromium.lines()) {
    const std::size_t at = line.find("\"ANSWER ");
    const std::size_t end = line.rfind("\", source:");
    if (at == std::string::npos || end == std::string::npos || end < at) continue;
    const Json answer = Json::parse(line.substr(at + 8, end - at - 8));
    answers[answer["nonce"].get<long long>()].push_back(answer);
  }
  ASSERT_EQ(answers[1].size(), 1u);
  const std::vector<long long> counts = answers[1].front()["solutionsPerCandidate"];
  ASSERT_EQ(counts.size(), 729u);
  for (int cell = 0; cell < 81; ++cell) {
    int ones = 0;
    for (int v = 0; v < 9; ++v) ones += counts[static_cast<std::size_t>(cell * 9 + v)] == 1;
    EXPECT_EQ(ones, 1) << "cell " << cell;
  }
  EXPECT_EQ(answers[2].back()["count"], 1);
  EXPECT_EQ(answers[3].back()["type"], "solved");
  EXPECT_EQ(answers[4].back()["isValid"], true);
  EXPECT_EQ(answers[5].back()["message"], "Initial candidates.\n");
  ASSERT_GE(answers[6].size(), 3u);  // two estimates, then canceled
  EXPECT_EQ(answers[6].front()["type"], "estimate");
  EXPECT_EQ(answers[6].back()["type"], "canceled");
  EXPECT_EQ(answers[7].back()["type"], "invalid");
}

}  // namespace
}  // namespace dlx::sudoku::listen_binary_test
