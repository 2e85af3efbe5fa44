// The WebSocket server of `dlx sudoku --listen`: what f-puzzles' userscript Fpuzzles-SudokuSolver
// connects to (ws://localhost:4545), speaking its protocol (listen_messages.hpp). Boost.Beast over
// Boost.Asio: one thread serves every connection (reads, writes, the handshake), and a few
// workers run the requests (listen_jobs.hpp), each request in one of them.
//
// Safe to leave running: it listens on loopback unless told another address, refuses connections
// past a number and messages past a size, runs a bounded number of requests at once (the others
// wait their turn), and each request within its time and memory (ListenLimits). A new message
// from a client stops that client's request under way, as does its leaving; every request is
// answered, or answered "canceled". Bad messages are answered "invalid", and the server goes on.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <stdexcept>
#include <string>

#include "encoders/sudoku/listen/listen_jobs.hpp"

namespace dlx::sudoku {

// The port the userscript connects to.
inline constexpr std::uint16_t kListenPort = 4545;

struct ListenSettings {
  std::string host = "localhost";
  std::uint16_t port = kListenPort;  // 0: any free port (tests)
  std::size_t max_connections = 64;
  unsigned max_running = 2;  // requests searched at once
  // The largest message read (a 16x16 puzzle with marks on every cell is a few hundred kB).
  std::size_t max_message_bytes = std::size_t{4} << 20;
  ListenLimits limits;
  // Where a line for each connection, each request and the end goes (nullptr: nowhere).
  std::ostream* log = nullptr;
  // Raised (the app's Ctrl-C): the server stops, as on stop(). Looked at ten times a second.
  const std::atomic<bool>* stop_flag = nullptr;
  bool stop_on_sigterm = false;
  // How long a stopping server waits for its clients to answer its close.
  std::chrono::milliseconds close_grace{1000};
};

// Counters of a server's life, for its tests (bounds kept under load) and its last log line.
struct ListenStats {
  std::uint64_t connections = 0;  // accepted
  std::uint64_t refused = 0;      // past max_connections
  std::uint64_t requests = 0;     // requests and cancels read
  std::uint64_t answered = 0;     // requests that sent their last message
  std::uint64_t canceled = 0;     // requests answered "canceled"
  std::uint64_t invalid = 0;      // messages answered "invalid" before any work
  std::size_t most_connections = 0;
  std::size_t most_running = 0;  // requests searched at once
  std::size_t most_waiting = 0;  // requests waiting for a worker
  std::size_t most_unsent = 0;   // messages waiting to be written to one connection
};

class ListenError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ListenServer {
 public:
  explicit ListenServer(ListenSettings settings);
  ~ListenServer();
  ListenServer(const ListenServer&) = delete;
  ListenServer& operator=(const ListenServer&) = delete;

  // Binds the address. Throws ListenError: an unknown host, a port in use.
  void open();
  // Where it listens, once open: "127.0.0.1:4545".
  std::string address() const;
  std::uint16_t port() const;
  bool loopback() const;

  // Serves until stop(), the stop flag or SIGTERM; then closes every connection, stops the
  // requests under way and returns when the workers have ended.
  void run();
  // From any thread.
  void stop();
  ListenStats stats() const;

  // The state the connections share (listen_server.cpp).
  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace dlx::sudoku
