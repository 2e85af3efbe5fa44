// docs/cli.md against `dlx --help`: the table of search flags lists the flags --help lists, in the
// same order, with the same value names and the ranges --help gives; the global options are in
// its usage block; and every option of every command is documented, in docs/cli.md or the
// command's own page (docs/NAME.md). The options tables drive --help, so this keeps the docs
// with the code.
#include <gtest/gtest.h>

#include <dlx/command/registry.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/support/run_binary.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::cli_docs_test {
namespace {

const std::filesystem::path kDocs = std::filesystem::path(DLX_SOURCE_DIR) / "docs";

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Flag {
  std::string name;        // "--limit"
  std::string value_name;  // "N", or empty
  std::string text;        // the rest of the line (help) or of the table row (meaning)
  bool operator==(const Flag& other) const {
    return name == other.name && value_name == other.value_name;
  }
  friend std::ostream& operator<<(std::ostream& os, const Flag& flag) {
    return os << flag.name << (flag.value_name.empty() ? "" : " " + flag.value_name);
  }
};

// The lines of one section of --help ("Search flags (every command):" up to a blank line), as
// flags; a help text wrapped onto the next lines is joined to its flag.
std::vector<Flag> help_section(const std::string& help, const std::string& title) {
  std::vector<Flag> flags;
  bool inside = false;
  const testing::Pattern line_form(
      "^  (?:-[a-zA-Z] \\[ )?(--[a-z-]+)(?: \\])?(?: ([A-Z]+))? +(.*)$");
  for (const std::string& line : testing::lines_of(help)) {
    if (line == title) {
      inside = true;
    } else if (inside && line.empty()) {
      break;
    } else if (const auto match = inside ? line_form.match(line) : std::nullopt) {
      flags.push_back({(*match)[1], (*match)[2], (*match)[3]});
    } else if (inside && !flags.empty()) {
      flags.back().text += " " + line.substr(line.find_first_not_of(' '));
    }
  }
  return flags;
}

// The rows of the markdown table under `heading`: | `--limit N` | meaning |.
std::vector<Flag> docs_table(const std::string& markdown, const std::string& heading) {
  std::vector<Flag> flags;
  bool inside = false;
  const testing::Pattern row_form("^\\| `(--[a-z-]+)(?: ([A-Z]+))?` \\| (.*) \\|$");
  for (const std::string& line : testing::lines_of(markdown)) {
    if (line == heading) {
      inside = true;
    } else if (inside && line.rfind("## ", 0) == 0) {
      break;
    } else if (const auto match = inside ? row_form.match(line) : std::nullopt) {
      flags.push_back({(*match)[1], (*match)[2], (*match)[3]});
    }
  }
  return flags;
}

TEST(CliDocs, SearchFlagTableMatchesHelp) {
  const auto help = testing::run_dlx_binary({"--help"});
  ASSERT_EQ(help.exit_code, 0);
  const std::vector<Flag> in_help = help_section(help.out, "Search flags (every command):");
  const std::vector<Flag> in_docs =
      docs_table(read_text(kDocs / "cli.md"), "## Search flags (every command)");
  ASSERT_FALSE(in_help.empty()) << help.out;
  EXPECT_EQ(in_docs, in_help) << "docs/cli.md's table of search flags and dlx --help differ";
  // A range that --help gives, "(0 to 1024)", is in the docs' row too.
  const testing::Pattern range("\\(([0-9]+ to [0-9^-]+)[;)]");
  for (std::size_t k = 0; k < std::min(in_help.size(), in_docs.size()); ++k) {
    if (const auto match = range.search(in_help[k].text)) {
      EXPECT_NE(in_docs[k].text.find((*match)[1]), std::string::npos)
          << in_docs[k] << ": docs/cli.md does not give its range " << (*match)[1];
    }
  }
}

TEST(CliDocs, GlobalOptionsAreInTheUsageBlock) {
  const auto help = testing::run_dlx_binary({"--help"});
  const std::vector<Flag> global = help_section(help.out, "Global options:");
  ASSERT_FALSE(global.empty()) << help.out;
  const std::string cli = read_text(kDocs / "cli.md");
  const std::string usage = cli.substr(0, cli.find("## "));
  for (const Flag& flag : global) {
    std::ostringstream shown;
    shown << flag;
    EXPECT_NE(usage.find(shown.str()), std::string::npos)
        << shown.str() << " is not in the usage block of docs/cli.md";
  }
}

TEST(CliDocs, EveryCommandAndEachOfItsOptionsIsDocumented) {
  const std::string cli = read_text(kDocs / "cli.md");
  for (const Command& command : all_commands()) {
    EXPECT_NE(cli.find("| `" + command.name + "` |"), std::string::npos)
        << command.name << " has no row in docs/cli.md's table of commands";
    const std::filesystem::path own = kDocs / (command.name + ".md");
    const std::string docs = cli + (std::filesystem::exists(own) ? read_text(own) : "");
    for (const CommandOption& option : command.options) {
      if (option.positional) continue;  // shown by its value name in the usage
      EXPECT_NE(docs.find("`--" + option.name), std::string::npos)
          << command.name << " --" << option.name << " is in neither docs/cli.md nor "
          << own.filename().string();
    }
  }
}

}  // namespace
}  // namespace dlx::cli_docs_test
