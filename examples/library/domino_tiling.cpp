// Counts the ways to tile a W x H board with dominoes, and draws one, using the dlx engine.
//
//   domino_tiling [W H]      (default 4 4; the 8 x 8 board has 12,988,816 tilings)
//
// The model: every cell is a primary item (covered exactly once); every way to place a domino,
// across or down, is an option covering its two cells.
#include <dlx/dlx.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  const int width = argc > 2 ? std::atoi(argv[1]) : 4;
  const int height = argc > 2 ? std::atoi(argv[2]) : 4;
  if (width < 1 || height < 1 || width * height > 400) {
    std::fprintf(stderr, "usage: domino_tiling [W H], with 1 <= W*H <= 400\n");
    return 2;
  }

  dlx::Problem problem;
  std::vector<dlx::ItemId> cell;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      cell.push_back(problem.add_primary(std::to_string(x) + "," + std::to_string(y)));
    }
  }
  auto at = [&](int x, int y) { return cell[static_cast<std::size_t>(y * width + x)]; };
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (x + 1 < width) problem.add_option({at(x, y), at(x + 1, y)});
      if (y + 1 < height) problem.add_option({at(x, y), at(x, y + 1)});
    }
  }

  dlx::Solver solver(problem);
  const dlx::FirstSolution first = solver.first();
  if (!first.found) {
    std::printf("a %d x %d board cannot be tiled with dominoes\n", width, height);
    return 1;
  }
  // Draw the tiling: each domino gets a letter, reused cyclically.
  std::vector<char> picture(static_cast<std::size_t>(width * height), '?');
  char letter = 'a';
  for (dlx::OptionId option : first.options) {
    for (const dlx::OptionEntry& entry : problem.option(option)) {
      picture[static_cast<std::size_t>(entry.item.value)] = letter;
    }
    letter = letter == 'z' ? 'a' : static_cast<char>(letter + 1);
  }
  for (int y = 0; y < height; ++y) {
    std::printf("%.*s\n", width, picture.data() + y * width);
  }

  const dlx::SearchResult counted = solver.count();
  std::printf("%llu tilings of the %d x %d board (%llu search nodes, %.3f s)\n",
              static_cast<unsigned long long>(counted.stats.solutions), width, height,
              static_cast<unsigned long long>(counted.stats.nodes), counted.stats.seconds);
  return 0;
}
