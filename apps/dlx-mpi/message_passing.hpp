// The little of MPI that dlx-mpi uses, behind plain functions: messages of 64-bit words between
// ranks, on two channels, and waits that sleep instead of spinning.
//
// Two channels (duplicates of MPI_COMM_WORLD) keep the two directions apart: rank 0's coordinator
// reads `reports` from every rank, each rank's worker reads `orders` from rank 0 (rank 0 has a
// worker too, in a thread of its own, and talks to it through MPI like to any other rank). So a
// receive on one channel never takes a message meant for the other thread.
//
// Open MPI's blocking receive polls the network without pause, which would take a core from the
// searches beside it (rank 0's worker, other ranks on the same machine: the 2-core machine this is
// measured on runs 8 ranks). The waits here probe, and sleep between probes, from 50 µs up to
// 1 ms (the coordinator up to 4 ms: coordinator.cpp): a worker that waits has nothing to do.
#pragma once

#include <mpi.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace dlx::mpi {

struct Message {
  int source = 0;
  int tag = 0;
  std::vector<std::uint64_t> words;
};

class Channel {
 public:
  Channel() = default;
  // A duplicate of `world` (collective: every rank calls it in the same order).
  static Channel duplicate(MPI_Comm world);
  void free();

  void send(int to, int tag, std::span<const std::uint64_t> words) const;
  // The first message waiting from `source` with `tag` (MPI_ANY_SOURCE, MPI_ANY_TAG), if any.
  std::optional<Message> try_receive(int source = MPI_ANY_SOURCE, int tag = MPI_ANY_TAG) const;
  // Waits for one, sleeping between probes.
  Message receive(int source = MPI_ANY_SOURCE, int tag = MPI_ANY_TAG) const;
  // Whether a message from `source` with `tag` is waiting, without taking it.
  bool waiting(int source, int tag) const;

 private:
  MPI_Comm comm_ = MPI_COMM_NULL;
};

// The sleep between two probes that found nothing: 50 µs at first, doubling up to `longest`.
class Backoff {
 public:
  explicit Backoff(int longest_microseconds = 1000) : longest_(longest_microseconds) {}
  void reset() { microseconds_ = 50; }
  void pause();

 private:
  int microseconds_ = 50;
  int longest_;
};

// The CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID), in seconds: what a rank's search
// cost, which a machine shared with other work does not stretch as it stretches wall time.
double thread_cpu_seconds();

// Text in words (a message from a worker to rank 0), and back.
std::vector<std::uint64_t> text_words(const std::string& text);
std::string words_text(std::span<const std::uint64_t> words);

struct World {
  int rank = 0;
  int size = 1;
  Channel orders;   // rank 0 -> workers
  Channel reports;  // workers -> rank 0
};

}  // namespace dlx::mpi
