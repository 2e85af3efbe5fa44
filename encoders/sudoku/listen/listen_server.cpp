#include "encoders/sudoku/listen/listen_server.hpp"

#include <fmt/format.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <algorithm>
#include <condition_variable>
#include <csignal>
#include <deque>
#include <mutex>
#include <ostream>
#include <set>
#include <thread>
#include <vector>

namespace dlx::sudoku {
// Named, not anonymous: ListenServer::Impl, declared in the header, holds them.
namespace listen_server_detail {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// Messages waiting to be written to one client, past which it is no longer reading and is
// disconnected: a count sends one message each progress interval, an estimate one a round.
constexpr std::size_t kMostUnsent = 1024;
constexpr std::chrono::milliseconds kStopFlagPoll{100};

// What a worker needs to stop a request, shared with its client's connection.
struct RequestControl {
  std::atomic<bool> stop{false};
};

class Session;

// A request waiting for a worker, or being run by one.
struct QueuedRequest {
  std::weak_ptr<Session> session;
  ListenRequest request;
  std::shared_ptr<RequestControl> control;
};

void raise_to(std::atomic<std::size_t>& most, std::size_t now) {
  std::size_t seen = most.load();
  while (now > seen && !most.compare_exchange_weak(seen, now)) {
  }
}

}  // namespace listen_server_detail

using namespace listen_server_detail;

// The server's state; the sessions and the acceptor belong to the I/O thread, the queue to
// everyone under its mutex.
struct ListenServer::Impl {
  explicit Impl(ListenSettings s) : settings(std::move(s)), acceptor(io), signals(io) {}

  void log(const std::string& line) {
    if (settings.log == nullptr) return;
    const std::lock_guard lock(log_mutex);
    *settings.log << "dlx: " << line << "\n" << std::flush;
  }

  void accept();
  // Queues a request; returns the nonces of the client's requests it replaces, still waiting.
  std::vector<std::int64_t> enqueue(QueuedRequest request);
  void work();
  void shut_down();
  void watch_stop_flag();
  void forget(const std::shared_ptr<Session>& session);

  ListenSettings settings;
  net::io_context io{1};
  tcp::acceptor acceptor;
  net::signal_set signals;
  std::unique_ptr<net::steady_timer> stop_flag_timer;
  std::unique_ptr<net::steady_timer> close_timer;
  std::set<std::shared_ptr<Session>> sessions;
  bool shutting_down = false;  // the I/O thread's

  std::mutex queue_mutex;
  std::condition_variable queue_ready;
  std::deque<QueuedRequest> queue;
  bool workers_stop = false;
  std::vector<std::shared_ptr<RequestControl>> running_controls;
  std::vector<std::thread> workers;

  std::mutex log_mutex;

  std::atomic<std::uint64_t> connections{0};
  std::atomic<std::uint64_t> refused{0};
  std::atomic<std::uint64_t> requests{0};
  std::atomic<std::uint64_t> answered{0};
  std::atomic<std::uint64_t> canceled{0};
  std::atomic<std::uint64_t> invalid{0};
  std::atomic<std::size_t> most_connections{0};
  std::atomic<std::size_t> running{0};
  std::atomic<std::size_t> most_running{0};
  std::atomic<std::size_t> most_waiting{0};
  std::atomic<std::size_t> most_unsent{0};
};

namespace listen_server_detail {

// One client: its WebSocket, the messages waiting to be written to it, its request under way.
class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, ListenServer::Impl& server)
      : ws_(std::move(socket)), server_(server) {
    beast::error_code ignored;
    const tcp::endpoint peer = beast::get_lowest_layer(ws_).socket().remote_endpoint(ignored);
    name_ = fmt::format("{}:{}", peer.address().to_string(), peer.port());
  }

  const std::string& name() const { return name_; }

  void start(bool refuse) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(server_.settings.max_message_bytes);
    ws_.set_option(websocket::stream_base::decorator([](websocket::response_type& response) {
      response.set(beast::http::field::server, "dlx sudoku --listen");
    }));
    ws_.async_accept([self = shared_from_this(), refuse](beast::error_code ec) {
      if (ec) return self->closed();
      if (refuse) {
        self->close(websocket::close_code::try_again_later, "dlx: too many connections");
        return;
      }
      self->read();
    });
  }

  // Queues a message (on the I/O thread).
  void send(std::string text) {
    if (closing_) return;
    if (unsent_.size() >= kMostUnsent) {
      server_.log(fmt::format("{} reads no answers: disconnected", name_));
      return close(websocket::close_code::policy_error, "dlx: the answers are not read");
    }
    unsent_.push_back(std::move(text));
    raise_to(server_.most_unsent, unsent_.size());
    if (!writing_) write();
  }

  // Stops the request under way, if any.
  void stop_request() {
    if (current_) current_->stop.store(true);
    current_.reset();
  }

  void close(websocket::close_code code, const char* reason) {
    if (closing_) return;
    closing_ = true;
    stop_request();
    drop_unsent();
    ws_.async_close(websocket::close_reason(code, reason),
                    [self = shared_from_this()](beast::error_code) { self->closed(); });
  }

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) {
        if (ec == websocket::error::message_too_big) {
          self->server_.log(fmt::format("{} sent a message larger than {} bytes: disconnected",
                                        self->name_, self->server_.settings.max_message_bytes));
        }
        return self->closed();
      }
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      self->handle(text);
      if (!self->closing_) self->read();
    });
  }

  // A message: the request under way stops, and the new one waits for a worker.
  void handle(const std::string& text) {
    ++server_.requests;
    stop_request();
    auto parsed = parse_request(text);
    if (auto* bad = std::get_if<BadRequest>(&parsed)) {
      ++server_.invalid;
      server_.log(fmt::format("{}: message refused: {}", name_, bad->message));
      return send(invalid_message(bad->nonce, bad->message));
    }
    ListenRequest& request = std::get<ListenRequest>(parsed);
    if (request.command == ListenCommand::kCancel) {
      ++server_.canceled;
      return send(canceled_message(request.nonce));
    }
    current_ = std::make_shared<RequestControl>();
    for (std::int64_t nonce : server_.enqueue({weak_from_this(), std::move(request), current_})) {
      send(canceled_message(nonce));
    }
  }

  void write() {
    writing_ = true;
    ws_.text(true);
    ws_.async_write(net::buffer(unsent_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      self->writing_ = false;
                      self->unsent_.pop_front();
                      if (ec) return self->closed();
                      if (self->closing_) return self->drop_unsent();
                      if (!self->unsent_.empty()) self->write();
                    });
  }

  // The connection is over (closed by either side, or broken): its request stops.
  void closed() {
    closing_ = true;
    stop_request();
    drop_unsent();
    server_.forget(shared_from_this());
  }

  // The messages not yet written, but the one being written (its buffer is in use).
  void drop_unsent() { unsent_.resize(writing_ ? 1 : 0); }

  websocket::stream<beast::tcp_stream> ws_;
  ListenServer::Impl& server_;
  beast::flat_buffer buffer_;
  std::deque<std::string> unsent_;
  bool writing_ = false;
  bool closing_ = false;
  std::shared_ptr<RequestControl> current_;
  std::string name_;
};

}  // namespace listen_server_detail

void ListenServer::Impl::forget(const std::shared_ptr<Session>& session) {
  if (sessions.erase(session) != 0) log(fmt::format("{} disconnected", session->name()));
  // Stopping, and the last client has answered the close: no need to wait out the grace.
  if (shutting_down && sessions.empty()) io.stop();
}

void ListenServer::Impl::accept() {
  acceptor.async_accept(io, [this](beast::error_code ec, tcp::socket socket) {
    if (ec) return;  // the acceptor closed: the server stops
    auto session = std::make_shared<Session>(std::move(socket), *this);
    const bool refuse = sessions.size() >= settings.max_connections;
    if (refuse) {
      ++refused;
      log(fmt::format("{} refused: {} connections already", session->name(), sessions.size()));
    } else {
      ++connections;
      sessions.insert(session);
      raise_to(most_connections, sessions.size());
      log(fmt::format("{} connected", session->name()));
    }
    session->start(refuse);
    accept();
  });
}

std::vector<std::int64_t> ListenServer::Impl::enqueue(QueuedRequest request) {
  std::vector<std::int64_t> replaced;
  {
    const std::lock_guard lock(queue_mutex);
    // A request of the same client still waiting is out of date: the new one takes its place,
    // so that the queue holds one request per client at most.
    std::erase_if(queue, [&](const QueuedRequest& waiting) {
      const bool same = !waiting.session.owner_before(request.session) &&
                        !request.session.owner_before(waiting.session);
      if (same) replaced.push_back(waiting.request.nonce);
      return same;
    });
    queue.push_back(std::move(request));
    raise_to(most_waiting, queue.size());
  }
  queue_ready.notify_one();
  canceled += replaced.size();
  return replaced;
}

// A worker: takes the requests in turn and runs them; a request stopped before its answer is
// answered "canceled".
void ListenServer::Impl::work() {
  while (true) {
    QueuedRequest job;
    {
      std::unique_lock lock(queue_mutex);
      queue_ready.wait(lock, [this] { return workers_stop || !queue.empty(); });
      if (workers_stop) return;
      job = std::move(queue.front());
      queue.pop_front();
      running_controls.push_back(job.control);
      raise_to(most_running, ++running);
    }
    const auto started = std::chrono::steady_clock::now();
    const std::weak_ptr<Session> session = job.session;
    const SendMessage send = [this, session](std::string text) {
      if (std::shared_ptr<Session> alive = session.lock()) {
        net::post(io, [alive, text = std::move(text)]() mutable { alive->send(std::move(text)); });
      }
    };
    RequestEnd end = RequestEnd::kStopped;
    if (!job.control->stop.load())
      end = run_request(job.request, settings.limits, job.control->stop, send);
    if (end == RequestEnd::kStopped) {
      send(canceled_message(job.request.nonce));
      ++canceled;
    } else {
      ++answered;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    log(fmt::format("request {}: {}, {:.3f} s{}", job.request.nonce,
                    command_name(job.request.command), seconds,
                    end == RequestEnd::kStopped ? ", canceled" : ""));
    {
      const std::lock_guard lock(queue_mutex);
      std::erase(running_controls, job.control);
      --running;
    }
  }
}

// On the I/O thread: no more connections, every request stopped, every client told, the workers
// ended; run() returns when the clients have answered the close or the grace is over.
void ListenServer::Impl::shut_down() {
  if (shutting_down) return;
  shutting_down = true;
  beast::error_code ignored;
  acceptor.close(ignored);
  signals.cancel(ignored);
  if (stop_flag_timer) stop_flag_timer->cancel();
  {
    const std::lock_guard lock(queue_mutex);
    workers_stop = true;
    for (QueuedRequest& waiting : queue) waiting.control->stop.store(true);
    queue.clear();
    for (const auto& control : running_controls) control->stop.store(true);
  }
  queue_ready.notify_all();
  for (const std::shared_ptr<Session>& session : std::vector(sessions.begin(), sessions.end())) {
    session->close(websocket::close_code::going_away, "dlx: the server stops");
  }
  // Nobody to wait for: stop now (a server stopped with no client took the whole grace).
  if (sessions.empty()) {
    io.stop();
    return;
  }
  close_timer = std::make_unique<net::steady_timer>(io, settings.close_grace);
  close_timer->async_wait([this](beast::error_code) { io.stop(); });
}

void ListenServer::Impl::watch_stop_flag() {
  stop_flag_timer->expires_after(kStopFlagPoll);
  stop_flag_timer->async_wait([this](beast::error_code ec) {
    if (ec) return;
    if (settings.stop_flag->load()) return shut_down();
    watch_stop_flag();
  });
}

ListenServer::ListenServer(ListenSettings settings)
    : impl_(std::make_unique<Impl>(std::move(settings))) {}

ListenServer::~ListenServer() = default;

void ListenServer::open() {
  Impl& m = *impl_;
  tcp::resolver resolver(m.io);
  beast::error_code ec;
  const auto found = resolver.resolve(m.settings.host, std::to_string(m.settings.port), ec);
  if (ec || found.empty()) {
    throw ListenError(fmt::format("cannot listen on {}: {}", m.settings.host,
                                  ec ? ec.message() : "the name has no address"));
  }
  // IPv4 first: "localhost" is 127.0.0.1 to every browser, ::1 to some.
  std::vector<tcp::endpoint> endpoints;
  for (const auto& entry : found) endpoints.push_back(entry.endpoint());
  std::stable_sort(endpoints.begin(), endpoints.end(), [](const auto& a, const auto& b) {
    return a.address().is_v4() && !b.address().is_v4();
  });
  // SIGTERM is caught from here on, before anyone is told where the server listens: one that
  // comes before run() waits for it.
  if (m.settings.stop_on_sigterm) m.signals.add(SIGTERM);
  std::string why;
  for (const tcp::endpoint& endpoint : endpoints) {
    m.acceptor.open(endpoint.protocol(), ec);
    if (!ec) m.acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) m.acceptor.bind(endpoint, ec);
    if (!ec) m.acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (!ec) return;
    why = ec.message();
    beast::error_code ignored;
    m.acceptor.close(ignored);
  }
  throw ListenError(
      fmt::format("cannot listen on {}:{}: {}", m.settings.host, m.settings.port, why));
}

std::string ListenServer::address() const {
  beast::error_code ec;
  const tcp::endpoint local = impl_->acceptor.local_endpoint(ec);
  if (ec) return "";
  const std::string host = local.address().to_string();
  if (local.address().is_v6()) return fmt::format("[{}]:{}", host, local.port());
  return fmt::format("{}:{}", host, local.port());
}

std::uint16_t ListenServer::port() const {
  beast::error_code ec;
  const tcp::endpoint local = impl_->acceptor.local_endpoint(ec);
  return ec ? 0 : local.port();
}

bool ListenServer::loopback() const {
  beast::error_code ec;
  const tcp::endpoint local = impl_->acceptor.local_endpoint(ec);
  return !ec && local.address().is_loopback();
}

void ListenServer::run() {
  Impl& m = *impl_;
  const unsigned workers = std::max(1u, m.settings.max_running);
  for (unsigned k = 0; k < workers; ++k) m.workers.emplace_back([&m] { m.work(); });
  if (m.settings.stop_on_sigterm) {
    m.signals.async_wait([&m](beast::error_code ec, int) {
      if (!ec) m.shut_down();
    });
  }
  if (m.settings.stop_flag != nullptr) {
    m.stop_flag_timer = std::make_unique<net::steady_timer>(m.io);
    m.watch_stop_flag();
  }
  m.accept();
  m.io.run();
  // Stopped (or every handler ended): make sure the workers are told, then wait for them.
  {
    const std::lock_guard lock(m.queue_mutex);
    m.workers_stop = true;
    for (const auto& control : m.running_controls) control->stop.store(true);
  }
  m.queue_ready.notify_all();
  for (std::thread& worker : m.workers) worker.join();
  m.workers.clear();
  // The handlers the workers posted last, and the sessions, go with the context.
  m.sessions.clear();
  m.io.restart();
  m.io.poll();
  m.log(fmt::format("stopped after {} connections and {} requests", m.connections.load(),
                    m.requests.load()));
}

void ListenServer::stop() {
  net::post(impl_->io, [this] { impl_->shut_down(); });
}

ListenStats ListenServer::stats() const {
  const Impl& m = *impl_;
  ListenStats stats;
  stats.connections = m.connections.load();
  stats.refused = m.refused.load();
  stats.requests = m.requests.load();
  stats.answered = m.answered.load();
  stats.canceled = m.canceled.load();
  stats.invalid = m.invalid.load();
  stats.most_connections = m.most_connections.load();
  stats.most_running = m.most_running.load();
  stats.most_waiting = m.most_waiting.load();
  stats.most_unsent = m.most_unsent.load();
  return stats;
}

}  // namespace dlx::sudoku
