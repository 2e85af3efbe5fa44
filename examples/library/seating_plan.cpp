// A small model with secondary items and colors: seat four guests at a table of four chairs.
//
// Each guest is a primary item (seated exactly once), each chair is a primary item (one guest per
// chair). Each side of the table (north/south) is a secondary item whose color is the language
// spoken there: guests sitting on the same side must share a language, which Algorithm C's colors
// express without any arithmetic: two options that give a side different colors exclude each other.
#include <dlx/dlx.hpp>

#include <cstdio>
#include <string>
#include <vector>

struct Guest {
  const char* name;
  std::vector<const char*> languages;
};

int main() {
  const std::vector<Guest> guests = {
      {"Ada", {"en", "fr"}}, {"Bo", {"fr"}}, {"Cy", {"en", "de"}}, {"Di", {"de", "en"}}};
  const char* const chairs[] = {"north1", "north2", "south1", "south2"};

  dlx::Problem problem;
  for (const Guest& guest : guests) problem.add_primary(guest.name);
  for (const char* chair : chairs) problem.add_primary(chair);
  const dlx::ItemId north = problem.add_secondary("north");
  const dlx::ItemId south = problem.add_secondary("south");

  for (const Guest& guest : guests) {
    for (const char* chair : chairs) {
      const dlx::ItemId side = chair[0] == 'n' ? north : south;
      for (const char* language : guest.languages) {
        problem.add_option({problem.find_item(guest.name), problem.find_item(chair),
                            dlx::OptionEntry(side, problem.color(language))});
      }
    }
  }

  dlx::Solver solver(problem);
  int plans = 0;
  solver.search([&](dlx::SolutionView plan) {
    // Every solution is checked independently of the engine before it is shown.
    if (auto problem_found = dlx::verify_solution(problem, plan)) {
      std::fprintf(stderr, "bad plan: %s\n", problem_found->c_str());
      return dlx::VisitControl::kStop;
    }
    if (++plans <= 2) {
      std::printf("plan %d:\n", plans);
      for (dlx::OptionId option : plan) std::printf("  %s\n", problem.option_text(option).c_str());
    }
    return dlx::VisitControl::kContinue;
  });
  std::printf("%d seating plans (a guest who speaks two languages counts once per language)\n",
              plans);
  return plans > 0 ? 0 : 1;
}
