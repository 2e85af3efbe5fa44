#include "apps/dlx-mpi/message_passing.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <ctime>
#include <thread>

namespace dlx::mpi {

Channel Channel::duplicate(MPI_Comm world) {
  Channel channel;
  MPI_Comm_dup(world, &channel.comm_);
  return channel;
}

void Channel::free() {
  if (comm_ != MPI_COMM_NULL) MPI_Comm_free(&comm_);
}

void Channel::send(int to, int tag, std::span<const std::uint64_t> words) const {
  // MPI's buffer argument is not const in older signatures; the send does not write it.
  MPI_Send(const_cast<std::uint64_t*>(words.data()), static_cast<int>(words.size()), MPI_UINT64_T,
           to, tag, comm_);
}

std::optional<Message> Channel::try_receive(int source, int tag) const {
  int flag = 0;
  MPI_Status status;
  MPI_Iprobe(source, tag, comm_, &flag, &status);
  if (flag == 0) return std::nullopt;
  int count = 0;
  MPI_Get_count(&status, MPI_UINT64_T, &count);
  Message message;
  message.source = status.MPI_SOURCE;
  message.tag = status.MPI_TAG;
  message.words.resize(static_cast<std::size_t>(count));
  MPI_Recv(message.words.data(), count, MPI_UINT64_T, status.MPI_SOURCE, status.MPI_TAG, comm_,
           MPI_STATUS_IGNORE);
  return message;
}

Message Channel::receive(int source, int tag) const {
  Backoff backoff;
  for (;;) {
    if (std::optional<Message> message = try_receive(source, tag)) return std::move(*message);
    backoff.pause();
  }
}

bool Channel::waiting(int source, int tag) const {
  int flag = 0;
  MPI_Iprobe(source, tag, comm_, &flag, MPI_STATUS_IGNORE);
  return flag != 0;
}

double thread_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

void Backoff::pause() {
  std::this_thread::sleep_for(std::chrono::microseconds(microseconds_));
  microseconds_ = std::min(longest_, microseconds_ * 2);
}

std::vector<std::uint64_t> text_words(const std::string& text) {
  std::vector<std::uint64_t> words(1 + (text.size() + 7) / 8, 0);
  words[0] = text.size();
  std::memcpy(words.data() + 1, text.data(), text.size());
  return words;
}

std::string words_text(std::span<const std::uint64_t> words) {
  if (words.empty()) return "";
  const std::size_t size = std::min<std::size_t>(words[0], (words.size() - 1) * 8);
  std::string text(size, '\0');
  std::memcpy(text.data(), words.data() + 1, size);
  return text;
}

}  // namespace dlx::mpi
