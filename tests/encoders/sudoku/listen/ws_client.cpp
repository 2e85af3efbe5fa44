#include "tests/encoders/sudoku/listen/ws_client.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <stdexcept>

namespace dlx::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

struct WsClient::Impl {
  net::io_context io;
  websocket::stream<beast::tcp_stream> ws{io};
  beast::flat_buffer buffer;

  // Runs the operation started until it completes or `wait` passes (then false).
  bool finish(std::chrono::seconds wait) {
    io.restart();
    io.run_for(wait);
    if (!io.stopped()) {
      beast::get_lowest_layer(ws).cancel();
      io.run();
      return false;
    }
    return true;
  }
};

WsClient::WsClient(const std::string& host, std::uint16_t port) : impl_(std::make_unique<Impl>()) {
  tcp::resolver resolver(impl_->io);
  const auto endpoints = resolver.resolve(host, std::to_string(port));
  beast::get_lowest_layer(impl_->ws).connect(endpoints);
  beast::error_code ec;
  impl_->ws.handshake(host + ":" + std::to_string(port), "/", ec);
  if (ec) throw std::runtime_error("handshake: " + ec.message());
  impl_->ws.text(true);
}

WsClient::~WsClient() {
  beast::error_code ignored;
  beast::get_lowest_layer(impl_->ws).socket().close(ignored);
}

void WsClient::send(const std::string& text) {
  impl_->ws.write(net::buffer(text));
}

std::optional<std::string> WsClient::receive(std::chrono::seconds wait) {
  beast::error_code result = beast::error::timeout;
  impl_->ws.async_read(impl_->buffer, [&](beast::error_code ec, std::size_t) { result = ec; });
  if (!impl_->finish(wait) || result) return std::nullopt;
  std::string text = beast::buffers_to_string(impl_->buffer.data());
  impl_->buffer.consume(impl_->buffer.size());
  return text;
}

std::string WsClient::close_reason() const {
  return std::string(impl_->ws.reason().reason.c_str());
}

void WsClient::close() {
  beast::error_code ignored;
  impl_->ws.close(websocket::close_code::normal, ignored);
}

}  // namespace dlx::testing
