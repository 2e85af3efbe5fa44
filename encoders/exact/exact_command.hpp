// `dlx exact FILE`: solves a problem written in Knuth's DLX format.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::exact {

Command make_command();

}  // namespace dlx::exact
