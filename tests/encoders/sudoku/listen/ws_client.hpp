// A WebSocket client for the tests of `dlx sudoku --listen` (Boost.Beast, as the server): connects,
// sends text messages and reads them, every wait bounded (a test that waits too long fails, it
// does not hang).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace dlx::testing {

class WsClient {
 public:
  // Connects to ws://host:port/ and completes the handshake. Throws std::runtime_error.
  WsClient(const std::string& host, std::uint16_t port);
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  void send(const std::string& text);
  // The next message; nullopt when the server closed the connection or `wait` passed.
  std::optional<std::string> receive(std::chrono::seconds wait = std::chrono::seconds(120));
  // The reason of the server's close frame, once receive() saw the connection close.
  std::string close_reason() const;
  void close();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace dlx::testing
