#include "apps/dlx/command_line.hpp"

#include <fmt/format.h>
#include <boost/program_options.hpp>
#include <dlx/command/registry.hpp>

#include <fstream>
#include <sstream>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/usage_error.hpp"

namespace dlx::app {
namespace po = boost::program_options;
namespace {

constexpr const char* kCommandLine = "the command line";
constexpr unsigned kHelpWidth = 100;  // columns of --help; Boost's default of 80 wraps our lines

bool is_flag(const CommandOption& option) {
  return option.type == OptionType::kFlag;
}

// Rows of a table as a Boost description: flags are switches, every other value is text, checked
// afterwards against its row (check_values), so that every option of every table is checked and
// reported the same way.
void add_rows(po::options_description& description, const std::vector<const CommandOption*>& rows) {
  for (const CommandOption* row : rows) {
    const std::string name =
        row->short_name != 0 ? fmt::format("{},{}", row->name, row->short_name) : row->name;
    const std::string help = help_with_range(*row);
    if (is_flag(*row)) {
      description.add_options()(name.c_str(), po::bool_switch(), help.c_str());
    } else {
      description.add_options()(name.c_str(), po::value<std::string>()->value_name(row->value_name),
                                help.c_str());
    }
  }
}

std::vector<const CommandOption*> rows_of(const Command& command) {
  std::vector<const CommandOption*> rows;
  for (const CommandOption& option : command.options) rows.push_back(&option);
  return rows;
}

const CommandOption& help_row() {
  for (const CommandOption* row : app_options(OptionScope::kGlobal)) {
    if (row->name == "help") return *row;
  }
  throw std::logic_error("the table of app options has no 'help' row");
}

po::options_description search_description() {
  po::options_description search("Search flags (every command)", kHelpWidth);
  add_rows(search, app_options(OptionScope::kSearch));
  return search;
}

po::options_description command_description(const Command& command) {
  po::options_description own(fmt::format("Options of '{}'", command.name), kHelpWidth);
  std::vector<const CommandOption*> rows = rows_of(command);
  rows.push_back(&help_row());
  add_rows(own, rows);
  po::options_description all(kHelpWidth);
  all.add(own).add(search_description());
  return all;
}

std::string command_names() {
  std::string names;
  for (const Command& command : all_commands()) {
    if (!names.empty()) names += ", ";
    names += command.name;
  }
  return names;
}

const Command& command_named(const std::string& name, const std::string& where) {
  const Command* command = find_command(name);
  if (command == nullptr) {
    throw UsageError(
        fmt::format("unknown command '{}'{}; the commands are: {}", name, where, command_names()));
  }
  return *command;
}

// ---- The config file
// ------------------------------------------------------------------------------

struct ConfigFile {
  std::string path;
  std::string encoder;
  // Top-level settings by key, as text; and each encoder's section.
  std::map<std::string, std::string> values;
  std::map<std::string, std::map<std::string, std::string>> sections;

  // The settings for `command`: its section's values over the top-level ones.
  std::map<std::string, std::string> settings_for(const std::string& command) const {
    std::map<std::string, std::string> merged = values;
    if (auto it = sections.find(command); it != sections.end()) {
      for (const auto& [key, value] : it->second) merged[key] = value;
    }
    return merged;
  }
};

std::vector<std::string> config_keys_of(const Command& command) {
  std::vector<std::string> keys;
  for (const CommandOption& option : command.options) keys.push_back(option.name);
  for (const CommandOption* row : app_options(OptionScope::kSearch)) keys.push_back(row->name);
  return keys;
}

// Reads every key as text: `encoder` and the search flags at the top level (defaults for any
// encoder), and in each encoder's [section] its own settings and the search flags.
ConfigFile read_config_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(fmt::format("cannot open config file '{}'", path));
  po::options_description keys;
  keys.add_options()("encoder", po::value<std::string>());
  for (const CommandOption* row : app_options(OptionScope::kSearch)) {
    keys.add_options()(row->name.c_str(), po::value<std::string>());
  }
  for (const Command& command : all_commands()) {
    for (const std::string& key : config_keys_of(command)) {
      keys.add_options()((command.name + "." + key).c_str(), po::value<std::string>());
    }
  }
  po::parsed_options parsed(nullptr);
  try {
    parsed = po::parse_config_file(in, keys, false);
  } catch (const po::unknown_option& e) {
    throw UsageError(fmt::format("config file '{}': unknown key '{}'", path, e.get_option_name()));
  } catch (const po::error& e) {
    throw UsageError(fmt::format("config file '{}': {}", path, e.what()));
  }
  ConfigFile config;
  config.path = path;
  std::map<std::string, std::string> top_level;
  std::map<std::string, std::map<std::string, std::string>> sections;
  for (const po::option& option : parsed.options) {
    const std::string& key = option.string_key;
    const std::string value = option.value.empty() ? "" : option.value.front();
    if (key == "encoder") {
      config.encoder = value;
    } else if (auto dot = key.find('.'); dot != std::string::npos) {
      sections[key.substr(0, dot)][key.substr(dot + 1)] = value;
    } else {
      top_level[key] = value;
    }
  }
  config.values = top_level;
  config.sections = std::move(sections);
  if (!config.encoder.empty()) {
    command_named(config.encoder, fmt::format(" (encoder = in config file '{}')", path));
  }
  return config;
}

// A config value as the command-line token that means the same, so it is typed and checked by the
// same description. Flags take true/false in the file.
std::vector<std::string> config_tokens(const po::options_description& description,
                                       const std::string& key, const std::string& value,
                                       const std::string& path) {
  const po::option_description* option = description.find_nothrow(key, false);
  if (option == nullptr) {
    throw UsageError(fmt::format("config file '{}': unknown key '{}'", path, key));
  }
  if (option->semantic()->max_tokens() == 0) {
    if (value == "true" || value == "yes" || value == "on" || value == "1") {
      return {"--" + key};
    }
    if (value == "false" || value == "no" || value == "off" || value == "0") return {};
    throw UsageError(
        fmt::format("config file '{}': bad value '{}' for key '{}': expected true or "
                    "false",
                    path, value, key));
  }
  return {"--" + key + "=" + value};
}

po::parsed_options parse_tokens(const po::options_description& description,
                                const po::positional_options_description& positional,
                                const std::vector<std::string>& tokens) {
  return po::command_line_parser(tokens).options(description).positional(positional).run();
}

}  // namespace

std::string where_set(const std::string& key, const std::map<std::string, std::string>& origins) {
  const auto origin = origins.find(key);
  if (origin == origins.end()) return fmt::format("'{}'", key);
  if (origin->second == kCommandLine) return "--" + key;
  return fmt::format("key '{}' in {}", key, origin->second);
}

namespace {

// How many of the arguments are global options and their values, before the command.
std::size_t global_prefix_length(const std::vector<std::string>& arguments) {
  std::size_t next = 0;
  while (next < arguments.size()) {
    const std::string& token = arguments[next];
    const CommandOption* global = nullptr;
    const bool inline_value = token.find('=') != std::string::npos;
    const std::string name = token.substr(0, token.find('='));
    for (const CommandOption* row : app_options(OptionScope::kGlobal)) {
      const bool short_form = row->short_name != 0 && name == fmt::format("-{}", row->short_name);
      if (name == "--" + row->name || short_form) {
        global = row;
      }
    }
    if (global == nullptr) break;
    if (is_flag(*global) || inline_value) {
      ++next;
    } else if (next + 1 < arguments.size()) {
      next += 2;
    } else {
      throw UsageError(fmt::format("--{} needs a {}", global->name, global->value_name));
    }
  }
  return next;
}

// Every value given, checked against its row: `given` maps option names to their text.
void check_values(const std::vector<const CommandOption*>& rows,
                  const std::map<std::string, std::string>& given,
                  const std::map<std::string, std::string>& origins, const std::string& command) {
  for (const CommandOption* row : rows) {
    const auto value = given.find(row->name);
    if (value == given.end()) continue;
    if (auto expected = invalid_value(*row, value->second)) {
      throw UsageError(fmt::format("bad value for {}: '{}': {}", where_set(row->name, origins),
                                   value->second, *expected),
                       command);
    }
  }
}

}  // namespace

Invocation parse_invocation(const std::vector<std::string>& arguments) {
  Invocation invocation;
  // The global part, up to the command name: --config, --help, --version.
  const std::size_t prefix = global_prefix_length(arguments);
  po::options_description global_description(kHelpWidth);
  add_rows(global_description, app_options(OptionScope::kGlobal));
  po::variables_map global;
  try {
    po::store(parse_tokens(global_description, {},
                           {arguments.begin(), arguments.begin() + static_cast<long>(prefix)}),
              global);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  if (global["help"].as<bool>()) {
    invocation.kind = Invocation::Kind::kHelp;
    return invocation;
  }
  if (global["version"].as<bool>()) {
    invocation.kind = Invocation::Kind::kVersion;
    return invocation;
  }
  const std::string config_path =
      global.count("config") != 0 ? global["config"].as<std::string>() : "";
  if (global.count("config") != 0 && config_path.empty()) {
    throw UsageError("--config needs a FILE");
  }

  std::optional<ConfigFile> config;
  if (!config_path.empty()) config = read_config_file(config_path);

  std::size_t next = prefix;
  const Command* command = nullptr;
  if (next < arguments.size() && arguments[next].rfind('-', 0) != 0 &&
      (find_command(arguments[next]) != nullptr || !config)) {
    command = &command_named(arguments[next], "");
    ++next;
  } else if (config && !config->encoder.empty()) {
    command = &command_named(config->encoder, "");
  } else if (config) {
    throw UsageError(fmt::format(
        "config file '{}' does not say which encoder to run: add 'encoder = NAME' (one of: {})",
        config_path, command_names()));
  } else if (next == arguments.size()) {
    return invocation;  // no arguments at all: the showcase
  } else {
    throw UsageError(fmt::format("expected a command before '{}'; the commands are: {}",
                                 arguments[next], command_names()));
  }

  invocation.command = command;
  const po::options_description description = command_description(*command);
  po::positional_options_description positional;
  for (const CommandOption& option : command->options) {
    if (option.positional) positional.add(option.name.c_str(), 1);
  }

  po::variables_map values;
  const std::vector<std::string> tokens(arguments.begin() + static_cast<long>(next),
                                        arguments.end());
  try {
    po::store(parse_tokens(description, positional, tokens), values);
  } catch (const po::too_many_positional_options_error&) {
    throw UsageError("too many arguments", command->name);
  } catch (const po::error& e) {
    throw UsageError(e.what(), command->name);
  }
  if (values["help"].as<bool>()) {
    invocation.kind = Invocation::Kind::kHelp;
    return invocation;
  }
  for (const auto& [key, value] : values) {
    if (!value.defaulted()) invocation.setting_origin[key] = kCommandLine;
  }
  if (config) {
    // Stored after the command line: Boost keeps the first value stored, so the command line wins.
    for (const auto& [key, value] : config->settings_for(command->name)) {
      const std::vector<std::string> key_tokens =
          config_tokens(description, key, value, config->path);
      try {
        po::store(parse_tokens(description, {}, key_tokens), values);
      } catch (const po::error& e) {
        throw UsageError(fmt::format("config file '{}': bad value '{}' for key '{}': {}",
                                     config->path, value, key, e.what()),
                         command->name);
      }
      invocation.setting_origin.emplace(key, fmt::format("config file '{}'", config->path));
    }
  }
  try {
    po::notify(values);
  } catch (const po::error& e) {
    throw UsageError(e.what(), command->name);
  }

  // Every value given, as text (flags "true"), then checked against its row of the tables.
  std::map<std::string, std::string> given;
  for (const auto& [key, value] : values) {
    if (value.defaulted()) continue;
    if (const auto* flag = boost::any_cast<bool>(&value.value())) {
      given[key] = *flag ? "true" : "false";
    } else {
      given[key] = value.as<std::string>();
    }
  }
  const std::vector<const CommandOption*> search_rows = app_options(OptionScope::kSearch);
  check_values(rows_of(*command), given, invocation.setting_origin, command->name);
  check_values(search_rows, given, invocation.setting_origin, command->name);

  invocation.kind = Invocation::Kind::kRun;
  std::map<std::string, std::string> search_values;
  for (const CommandOption* row : search_rows) {
    if (auto it = given.find(row->name); it != given.end()) search_values.insert(*it);
  }
  invocation.search_values = search_values;
  try {
    invocation.search = read_search_settings(search_values);
  } catch (const UsageError& e) {
    throw UsageError(e.what(), command->name);
  }
  for (const CommandOption& option : command->options) {
    const auto it = given.find(option.name);
    invocation.settings[option.name] = it != given.end() ? it->second
                                       : is_flag(option) ? "false"
                                                         : option.default_value;
  }
  return invocation;
}

std::string help_text(const Command* command) {
  std::ostringstream out;
  if (command != nullptr) {
    out << fmt::format("Usage: dlx {}", command->name);
    for (const CommandOption& option : command->options) {
      if (option.positional) out << fmt::format(" [{}]", option.value_name);
    }
    out << " [options]\n" << command->summary << "\n\n" << command_description(*command);
    out << fmt::format(
        "\nIn a config file (dlx --config FILE): encoder = {0}, search flags at the top or in "
        "[{0}],\nand the options above in [{0}], written key = value (flags: true or false).\n",
        command->name);
    return out.str();
  }
  out << "Usage: dlx [--config FILE] COMMAND [ARGS] [options]\n"
         "       dlx                 run a short showcase\n"
         "       dlx COMMAND --help  the options of one command\n\nCommands:\n";
  for (const Command& each : all_commands()) {
    out << fmt::format("  {:<12}{}\n", each.name, each.summary);
  }
  out << "\n" << search_description();
  po::options_description global("Global options", kHelpWidth);
  add_rows(global, app_options(OptionScope::kGlobal));
  out << "\n" << global;
  out << "\nExit codes: 0 solved or counted, 1 no solution, 2 usage or input error,\n"
         "3 cut short by --time-limit, 4 internal error (a solution failed its check),\n"
         "130 interrupted by Ctrl-C (the results so far are printed; a second Ctrl-C quits).\n";
  return out.str();
}

}  // namespace dlx::app
