// The man page and the bash completion of `dlx`, written from the same tables as `dlx --help`
// (the app's options, each command's options, the registry), so that neither can fall behind a
// new flag. A small program (reference_pages_main.cpp) writes them when dlx is built, and
// `cmake --install` puts them where `man dlx` and bash find them.
#pragma once

#include <string>

namespace dlx::app {

// dlx(1) in roff (man(7) macros).
std::string man_page();

// A bash completion script: commands, each command's options and the search flags (--no-FLAG for
// flags), the choices of a choice, and file names for a file.
std::string bash_completion();

}  // namespace dlx::app
