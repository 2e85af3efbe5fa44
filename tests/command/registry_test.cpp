// Every registered command, as tdoku's tests iterate its list of solvers: a unique name, a table
// whose every row is complete and consistent, a --help that works, and showcase examples whose
// every solution passes the command's own checker (a failed check exits 4).
#include <dlx/command/registry.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "apps/dlx/app.hpp"
#include "apps/dlx/app_options.hpp"

namespace dlx::registry_test {
namespace {

struct InProcessRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

InProcessRun run(const std::vector<std::string>& arguments, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  InProcessRun result;
  result.exit_code = app::run_dlx(arguments, in, out, err);
  result.out = out.str();
  result.err = err.str();
  return result;
}

TEST(Registry, HasCommandsAndFindsEachByName) {
  ASSERT_FALSE(all_commands().empty());
  std::set<std::string> names;
  for (const Command& command : all_commands()) {
    EXPECT_FALSE(command.name.empty());
    EXPECT_TRUE(names.insert(command.name).second) << "two commands named " << command.name;
    EXPECT_EQ(find_command(command.name), &command);
    EXPECT_FALSE(command.summary.empty()) << command.name;
    ASSERT_FALSE(command.modes.empty()) << command.name;
    std::set<std::string> modes;
    for (const CommandMode& mode : command.modes) {
      EXPECT_TRUE(mode.run) << command.name << " " << mode.name;
      EXPECT_TRUE(modes.insert(mode.name).second) << command.name << ": two modes " << mode.name;
    }
    // Every mode but the first is selected by an option of its name, and every option names
    // modes that exist.
    for (std::size_t k = 1; k < command.modes.size(); ++k) {
      const std::string& name = command.modes[k].name;
      EXPECT_TRUE(std::any_of(command.options.begin(), command.options.end(),
                              [&](const CommandOption& option) { return option.name == name; }))
          << command.name << ": no option selects the mode " << name;
    }
    for (const CommandOption& option : command.options) {
      for (const std::string& mode : option.modes) {
        EXPECT_EQ(modes.count(mode), 1u)
            << command.name << " --" << option.name << ": no mode " << mode;
      }
    }
  }
  EXPECT_EQ(find_command("no-such-command"), nullptr);
}

TEST(Registry, EveryOptionRowIsComplete) {
  for (const Command& command : all_commands()) {
    std::set<std::string> names;
    int positional = 0;
    for (const CommandOption& option : command.options) {
      const std::string where = command.name + " --" + option.name;
      EXPECT_TRUE(names.insert(option.name).second) << where << " twice";
      EXPECT_FALSE(option.help.empty()) << where << " has no help";
      EXPECT_EQ(option.scope, OptionScope::kCommand) << where;
      EXPECT_EQ(option.value_name.empty(), option.type == OptionType::kFlag)
          << where << ": a value name exactly when it takes a value";
      if (option.positional) ++positional;
      if (!option.default_value.empty()) {
        EXPECT_EQ(invalid_value(option, option.default_value), std::nullopt)
            << where << ": its default is not a valid value";
      }
      if (option.type == OptionType::kWholeNumber) {
        EXPECT_LE(option.min, option.max) << where;
      }
      if (option.type == OptionType::kChoice) {
        EXPECT_FALSE(option.choices.empty()) << where;
        for (const std::string& choice : option.choices) {
          // The help names each choice (and says what it means); the row adds only the default.
          EXPECT_NE(option.help.find(choice), std::string::npos)
              << where << ": the help does not name the choice " << choice;
        }
      }
    }
    EXPECT_LE(positional, 1) << command.name << ": one bare argument at most";
  }
}

TEST(Registry, NoCommandOptionTakesTheNameOfAnAppOption) {
  for (const Command& command : all_commands()) {
    for (const CommandOption& option : command.options) {
      for (const CommandOption& app_option : app::app_options()) {
        EXPECT_NE(option.name, app_option.name)
            << command.name << " --" << option.name << " is also a search flag or global option";
      }
    }
  }
}

TEST(Registry, HelpOfEveryCommandExitsZeroAndListsItsOptions) {
  for (const Command& command : all_commands()) {
    const InProcessRun help = run({command.name, "--help"});
    EXPECT_EQ(help.exit_code, 0) << command.name << ": " << help.err;
    EXPECT_NE(help.out.find("Usage: dlx " + command.name), std::string::npos) << command.name;
    for (const CommandOption& option : command.options) {
      EXPECT_NE(help.out.find("--" + option.name), std::string::npos)
          << command.name << " --help does not list --" << option.name;
      EXPECT_NE(help.out.find(option.help.substr(0, 20)), std::string::npos)
          << command.name << " --" << option.name;
    }
  }
}

TEST(Registry, ShowcaseExamplesSolveAndPassTheirChecker) {
  int examples = 0;
  for (const Command& command : all_commands()) {
    for (const ShowcaseExample& example : command.showcase) {
      ++examples;
      ASSERT_FALSE(example.arguments.empty());
      EXPECT_EQ(example.arguments.front(), command.name) << example.title;
      const InProcessRun solved = run(example.arguments, example.standard_input);
      // 0: solved, and every printed solution passed the command's independent check (4 if not).
      EXPECT_EQ(solved.exit_code, 0) << example.title << "\n" << solved.err;
      EXPECT_FALSE(solved.out.empty()) << example.title;
    }
  }
  EXPECT_GT(examples, 0);
}

}  // namespace
}  // namespace dlx::registry_test
