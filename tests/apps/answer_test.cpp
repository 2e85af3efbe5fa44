// The answer of a search as a value (apps/dlx/answer.cpp, answer_printing.cpp): its verdict, its
// exit code and its text and JSON, for every way a search can end. The wording is docs/cli.md's.
#include <gtest/gtest.h>

#include <dlx/command/exit_codes.hpp>

#include "apps/dlx/answer.hpp"
#include "apps/dlx/answer_printing.hpp"

namespace dlx::app::answer_test {
namespace {

Answer answer_of(SearchMode mode, SearchStatus status, std::uint64_t solutions,
                 bool reached_wanted = false) {
  Answer answer;
  answer.label = "p.dlx";
  answer.mode = mode;
  answer.result.status = status;
  answer.solutions = solutions;
  answer.reached_wanted = reached_wanted;
  if (solutions > 0) answer.first = {OptionId{2}, OptionId{0}};
  return answer;
}

std::string rendered(SolutionView solution) {
  std::string text;
  for (OptionId option : solution) text += (text.empty() ? "" : " ") + std::to_string(option.value);
  return text;
}

TEST(Answer, VerdictAndExitCodeForEveryEnding) {
  using enum SearchMode;
  using enum SearchStatus;
  struct Case {
    SearchMode mode;
    SearchStatus status;
    std::uint64_t solutions;
    Uniqueness verdict;
    int exit_code;
  };
  for (const Case& c : {
           Case{kFirst, kStoppedByVisitor, 1, Uniqueness::kUnique, kExitSolved},
           Case{kFirst, kComplete, 0, Uniqueness::kNone, kExitNoSolution},
           Case{kFirst, kTimeLimit, 0, Uniqueness::kUnknown, kExitCutShort},
           Case{kFirst, kTimeLimit, 1, Uniqueness::kUnknown, kExitSolved},
           Case{kUnique, kStoppedByVisitor, 2, Uniqueness::kMultiple, kExitSolved},
           Case{kUnique, kTimeLimit, 2, Uniqueness::kMultiple, kExitSolved},
           Case{kUnique, kTimeLimit, 1, Uniqueness::kUnknown, kExitCutShort},
           Case{kUnique, kComplete, 1, Uniqueness::kUnique, kExitSolved},
           Case{kCount, kComplete, 92, Uniqueness::kMultiple, kExitSolved},
           Case{kCount, kTimeLimit, 92, Uniqueness::kMultiple, kExitCutShort},
           Case{kCount, kInterrupted, 3, Uniqueness::kMultiple, kExitInterrupted},
           Case{kAll, kInterrupted, 0, Uniqueness::kUnknown, kExitInterrupted},
       }) {
    const Answer answer = answer_of(c.mode, c.status, c.solutions);
    EXPECT_EQ(verdict(answer), c.verdict) << to_string(c.status) << " " << c.solutions;
    EXPECT_EQ(exit_code(answer), c.exit_code) << to_string(c.status) << " " << c.solutions;
  }
  Answer failed = answer_of(SearchMode::kAll, SearchStatus::kStoppedByVisitor, 1);
  failed.failed_check = "row 3 twice";
  EXPECT_EQ(exit_code(failed), kExitInternal);
}

TEST(Answer, TextSaysWhatTheModeAsked) {
  EXPECT_EQ(answer_text(answer_of(SearchMode::kFirst, SearchStatus::kStoppedByVisitor, 1, true),
                        rendered),
            "2 0\n");
  EXPECT_EQ(answer_text(answer_of(SearchMode::kFirst, SearchStatus::kInterrupted, 0), rendered),
            "no solution found before the interruption\n");
  EXPECT_EQ(answer_text(answer_of(SearchMode::kUnique, SearchStatus::kComplete, 1), rendered),
            "unique solution:\n2 0\n");
  EXPECT_EQ(answer_text(answer_of(SearchMode::kUnique, SearchStatus::kTimeLimit, 1), rendered),
            "unknown (time limit reached after one solution):\n2 0\n");
  EXPECT_EQ(answer_text(answer_of(SearchMode::kCount, SearchStatus::kComplete, 1), rendered),
            "1 solution\n");
  EXPECT_EQ(
      answer_text(answer_of(SearchMode::kCount, SearchStatus::kSolutionLimit, 10, true), rendered),
      "10 solutions (stopped at --limit; there may be more)\n");
  EXPECT_EQ(answer_text(answer_of(SearchMode::kAll, SearchStatus::kTimeLimit, 4), rendered),
            "at least 4 solutions (time limit reached)\n");
  Answer reasoned = answer_of(SearchMode::kUnique, SearchStatus::kComplete, 0);
  reasoned.reason = "two queens share a row";
  EXPECT_EQ(answer_text(reasoned, rendered), "no solution: two queens share a row\n");
  EXPECT_EQ(exit_code(reasoned), kExitNoSolution);
}

TEST(Answer, MinimumCoverSaysTheProvenMinimum) {
  Answer cover = answer_of(SearchMode::kFirst, SearchStatus::kStoppedByVisitor, 1, true);
  cover.minimum_cover =
      MinimumCoverAnswer{.minimum = 2, .lower_bound = 2, .cover_noun = "", .part_noun = ""};
  EXPECT_EQ(answer_text(cover, rendered),
            "minimum 2 (proven: no cover has fewer options); a minimum cover:\n2 0\n");
  Answer cut = answer_of(SearchMode::kCount, SearchStatus::kTimeLimit, 0);
  cut.minimum_cover = MinimumCoverAnswer{
      .minimum = std::nullopt, .lower_bound = 4, .cover_noun = "", .part_noun = ""};
  EXPECT_EQ(answer_text(cut, rendered),
            "no cover found before the time limit; the minimum is at least 4\n");
  EXPECT_EQ(exit_code(cut), kExitCutShort);
  EXPECT_NE(answer_json(cut, rendered).find("\"minimum\":null,\"lower_bound\":4,"),
            std::string::npos);
}

TEST(Answer, JsonLines) {
  Answer unique = answer_of(SearchMode::kUnique, SearchStatus::kComplete, 1);
  unique.result.stats.nodes = 7;
  auto as_json = [](SolutionView solution) { return "[" + rendered(solution) + "]"; };
  EXPECT_EQ(answer_json(unique, as_json),
            "{\"input\":\"p.dlx\",\"status\":\"complete\",\"complete\":true,\"solutions\":1,"
            "\"nodes\":7,\"updates\":0,\"seconds\":0.000000,\"threads\":1,\"verdict\":\"unique\","
            "\"solution\":[2 0]}\n");
  // A solution line of --all: with the nodes so far when there is such a count, without it
  // otherwise (several threads).
  EXPECT_EQ(solution_json(unique, 3, 57, 2, "[]"),
            "{\"input\":\"p.dlx\",\"index\":3,\"solutions\":3,\"nodes\":57,\"solution\":[]}\n");
  EXPECT_EQ(solution_json(unique, 3, std::nullopt, 2, "[]"),
            "{\"input\":\"p.dlx\",\"index\":3,\"solutions\":3,\"solution\":[]}\n");
  EXPECT_EQ(solution_text(3, "2 0"), "solution 3:\n2 0\n\n");
}

}  // namespace
}  // namespace dlx::app::answer_test
