// Writes dlx.1 and the bash completion of dlx into the folder given, at build time
// (apps/dlx/CMakeLists.txt), from the options tables: see reference_pages.hpp.
#include <fstream>
#include <iostream>
#include <string>

#include "apps/dlx/reference_pages.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: dlx_reference_pages DIR\n";
    return 2;
  }
  const std::string dir = argv[1];
  for (const auto& [name, text] :
       {std::pair{std::string("dlx.1"), dlx::app::man_page()},
        std::pair{std::string("dlx.bash"), dlx::app::bash_completion()}}) {
    std::ofstream file(dir + "/" + name, std::ios::binary | std::ios::trunc);
    file << text;
    file.close();
    if (!file) {
      std::cerr << "dlx_reference_pages: cannot write " << dir << "/" << name << "\n";
      return 2;
    }
  }
  return 0;
}
