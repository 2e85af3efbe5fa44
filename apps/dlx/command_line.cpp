#include "apps/dlx/command_line.hpp"

#include <fmt/format.h>
#include <boost/program_options.hpp>
#include <dlx/command/registry.hpp>
#include <dlx/text/nearest_word.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/mode_choice.hpp"
#include "apps/dlx/usage_error.hpp"

namespace dlx::app {
namespace po = boost::program_options;
namespace {

constexpr const char* kCommandLine = "the command line";
constexpr unsigned kHelpWidth = 100;  // columns of --help; Boost's default of 80 wraps our lines
// Boost's style without guessing: it would run `--al` as `--all` silently, and a later flag that
// shares the prefix would change what an old command line means. A typo gets a suggestion instead.
constexpr int kStyle =
    po::command_line_style::default_style & ~po::command_line_style::allow_guessing;

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
    } else if (row->several) {
      description.add_options()(name.c_str(),
                                po::value<std::vector<std::string>>()->value_name(row->value_name),
                                help.c_str());
    } else {
      auto* value = po::value<std::string>()->value_name(row->value_name);
      if (!row->implicit_value.empty()) value->implicit_value(row->implicit_value);
      description.add_options()(name.c_str(), value, help.c_str());
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

// " Did you mean 'X'?" when one of `known` is a likely typo of `word`; "" otherwise.
std::string suggestion(const std::string& word, const std::vector<std::string>& known,
                       const std::string& prefix = "") {
  const auto nearest = nearest_word(word, known);
  return nearest ? fmt::format("; did you mean '{}{}'?", prefix, *nearest) : "";
}

const Command& command_named(const std::string& name, const std::string& where) {
  const Command* command = find_command(name);
  if (command == nullptr) {
    std::vector<std::string> names;
    for (const Command& each : all_commands()) names.push_back(each.name);
    const std::string guess = suggestion(name, names);
    throw UsageError(fmt::format("unknown command '{}'{}{} (the commands are: {})", name, where,
                                 guess, command_names()));
  }
  return *command;
}

// ---- Flags as people type them
// ---------------------------------------------------------------------

constexpr const char* kTrueWords[] = {"true", "yes", "on", "1"};
constexpr const char* kFalseWords[] = {"false", "no", "off", "0"};

// true or false for a word of a config file or of `--stats=false`; nullopt for another word.
std::optional<bool> boolean_word(const std::string& word) {
  for (const char* yes : kTrueWords) {
    if (word == yes) return true;
  }
  for (const char* no : kFalseWords) {
    if (word == no) return false;
  }
  return std::nullopt;
}

// The command line's tokens with every flag written `--X=VALUE` or `--no-X` taken out, and which
// flags they turned on or off (the last one typed wins). Boost's switches take no value, so
// `--stats=false` and `--no-stats`, which turn off a flag that a config file sets, are read here.
struct FlagSettings {
  std::vector<std::string> tokens;
  std::map<std::string, bool> set;  // flag name -> on
};

FlagSettings read_flag_forms(const std::vector<std::string>& tokens,
                             const std::vector<const CommandOption*>& rows,
                             const std::string& command) {
  auto row_named = [&rows](const std::string& name) -> const CommandOption* {
    for (const CommandOption* row : rows) {
      if (row->name == name) return row;
    }
    return nullptr;
  };
  FlagSettings result;
  bool value_next = false;  // the token is the value of the option before it
  for (const std::string& token : tokens) {
    if (value_next || token.rfind("--", 0) != 0) {
      result.tokens.push_back(token);
      value_next = false;
      continue;
    }
    const std::size_t equals = token.find('=');
    const std::string name = token.substr(2, equals == std::string::npos ? equals : equals - 2);
    const CommandOption* row = row_named(name);
    if (row != nullptr && row->type == OptionType::kFlag && equals != std::string::npos) {
      const auto on = boolean_word(token.substr(equals + 1));
      if (!on) {
        throw UsageError(fmt::format("bad value for --{}: '{}': expected true or false", name,
                                     token.substr(equals + 1)),
                         command);
      }
      result.set[name] = *on;
      continue;
    }
    const CommandOption* negated = name.rfind("no-", 0) == 0 ? row_named(name.substr(3)) : nullptr;
    if (row == nullptr && negated != nullptr && negated->type == OptionType::kFlag &&
        equals == std::string::npos) {
      result.set[negated->name] = false;
      continue;
    }
    if (row != nullptr && row->type == OptionType::kFlag) result.set.erase(name);
    value_next = row != nullptr && row->type != OptionType::kFlag && equals == std::string::npos;
    result.tokens.push_back(token);
  }
  // A flag turned on as `--X=true` is the plain `--X` for Boost.
  for (const auto& [name, on] : result.set) {
    if (on) result.tokens.push_back("--" + name);
  }
  return result;
}

// Where a flag belongs when the command has none of that name: "an option of 'polyomino'".
std::string owner_of(const std::string& name) {
  std::vector<std::string> owners;
  for (const Command& command : all_commands()) {
    for (const CommandOption& option : command.options) {
      if (option.name == name) owners.push_back(command.name);
    }
  }
  for (const CommandOption* row : app_options(OptionScope::kGlobal)) {
    if (row->name == name) return fmt::format(" (a global option: it goes before the command)");
  }
  if (owners.empty()) return "";
  std::string list;
  for (std::size_t k = 0; k < owners.size(); ++k) {
    list += (k == 0 ? "" : k + 1 == owners.size() ? " and " : ", ") + ("'" + owners[k] + "'");
  }
  return fmt::format(" (an option of {})", list);
}

// Boost's messages in our words: what was typed and what would be right.
std::string described(const po::error& error, const std::vector<const CommandOption*>& rows,
                      const Command* command = nullptr) {
  if (const auto* unknown = dynamic_cast<const po::unknown_option*>(&error)) {
    const std::string typed = unknown->get_option_name();
    std::string name = typed;
    while (!name.empty() && name.front() == '-') name.erase(name.begin());
    name = name.substr(0, name.find('='));
    if (command != nullptr) {
      if (auto hint = command->option_hints.find(name); hint != command->option_hints.end()) {
        return fmt::format("unknown option '{}': {}", typed, hint->second);
      }
    }
    std::vector<std::string> known;
    for (const CommandOption* row : rows) {
      known.push_back(row->name);
      if (row->type == OptionType::kFlag) known.push_back("no-" + row->name);
    }
    const std::string owner = owner_of(name);
    return fmt::format("unknown option '{}'{}", typed,
                       owner.empty() ? suggestion(name, known, "--") : owner);
  }
  if (const auto* syntax = dynamic_cast<const po::invalid_command_line_syntax*>(&error)) {
    const std::string name = syntax->get_option_name();
    if (syntax->kind() == po::invalid_syntax::missing_parameter) {
      for (const CommandOption* row : rows) {
        if ("--" + row->name == name) return fmt::format("{} needs a {}", name, row->value_name);
      }
      return fmt::format("{} needs a value", name);
    }
  }
  if (const auto* twice = dynamic_cast<const po::multiple_occurrences*>(&error)) {
    return fmt::format("{} is given twice", twice->get_option_name());
  }
  return error.what();
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

// The number of the first line of `text` that reads as `line` once its comment and surrounding
// blanks are taken off, as Boost's config parser does before it calls a line invalid (Boost names
// the line but not its number).
std::size_t line_number_of(const std::string& text, const std::string& line) {
  std::istringstream lines(text);
  std::string read;
  for (std::size_t number = 1; std::getline(lines, read); ++number) {
    if (const std::size_t comment = read.find('#'); comment != std::string::npos) {
      read.erase(comment);
    }
    const std::size_t first = read.find_first_not_of(" \t\r\n");
    const std::size_t last = read.find_last_not_of(" \t\r\n");
    if (first != std::string::npos && read.substr(first, last - first + 1) == line) return number;
  }
  return 0;
}

// Reads every key as text: `encoder` and the search flags at the top level (defaults for any
// encoder), and in each encoder's [section] its own settings and the search flags.
ConfigFile read_config_file(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) {
    throw UsageError(fmt::format("config file '{}' is a directory; expected an INI file", path));
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) throw UsageError(fmt::format("cannot open config file '{}'", path));
  const std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  std::istringstream in(text);
  po::options_description keys;
  std::vector<std::string> names = {"encoder"};
  for (const CommandOption* row : app_options(OptionScope::kSearch)) names.push_back(row->name);
  for (const Command& command : all_commands()) {
    for (const std::string& key : config_keys_of(command))
      names.push_back(command.name + "." + key);
  }
  for (const std::string& name : names) keys.add_options()(name.c_str(), po::value<std::string>());
  po::parsed_options parsed(nullptr);
  try {
    parsed = po::parse_config_file(in, keys, false);
  } catch (const po::unknown_option& e) {
    throw UsageError(fmt::format("config file '{}': unknown key '{}'{}", path, e.get_option_name(),
                                 suggestion(e.get_option_name(), names)));
  } catch (const po::invalid_config_file_syntax& e) {
    // Not e.what(): Boost puts the line into its message by replacing "%invalid_line%" until none
    // is left, which never ends for a line that holds that text (found by the config_file fuzzer).
    const std::string line = e.tokens();
    const std::size_t number = line_number_of(text, line);
    throw UsageError(
        fmt::format("config file '{}'{}: '{}' is neither 'key = value' nor a '[section]' header",
                    path, number > 0 ? fmt::format(", line {}", number) : std::string(), line));
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
    if (const auto on = boolean_word(value)) {
      if (*on) return {"--" + key};
      return {};
    }
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
  return po::command_line_parser(tokens)
      .options(description)
      .positional(positional)
      .style(kStyle)
      .run();
}

// The search flags that choose what a search answers. One typed on the command line replaces
// those a config file sets (`--all` over `count = true`), as every flag typed wins over the file,
// and so does --limit over --unique and --estimate, which it does not go with.
bool replaced_by_command_line(const std::string& key, const std::set<std::string>& typed) {
  static const std::set<std::string> kModes = {"count", "all", "unique", "estimate"};
  if (typed.count(key) != 0) return true;
  auto typed_any = [&typed](std::initializer_list<const char*> names) {
    for (const char* name : names) {
      if (typed.count(name) != 0) return true;
    }
    return false;
  };
  if (kModes.count(key) != 0 && typed_any({"count", "all", "unique", "estimate"})) return true;
  if (key == "limit" && typed_any({"unique", "estimate"})) return true;
  if ((key == "unique" || key == "estimate") && typed_any({"limit"})) return true;
  return false;
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
    if (row->file != FileUse::kNone && value->second.empty()) {
      throw UsageError(
          fmt::format("{} needs a file name (or - for standard {})", where_set(row->name, origins),
                      row->file == FileUse::kRead ? "input" : "output"),
          command);
    }
    if (auto expected = invalid_value(*row, value->second)) {
      throw UsageError(fmt::format("bad value for {}: '{}': {}", where_set(row->name, origins),
                                   value->second, *expected),
                       command);
    }
  }
}

}  // namespace

// An input file option typed without its FILE (`dlx queens --complete`, last or before another
// option) reads standard input, as every input not named does (issue 32), where Boost would say
// "--complete needs a FILE". A bare word after it is its FILE, as always.
std::vector<std::string> bare_inputs_read_standard_input(
    std::vector<std::string> tokens, const std::vector<const CommandOption*>& rows) {
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    for (const CommandOption* row : rows) {
      if (row->file != FileUse::kRead || row->positional || tokens[k] != "--" + row->name) {
        continue;
      }
      const bool bare =
          k + 1 == tokens.size() || (tokens[k + 1].size() > 1 && tokens[k + 1].front() == '-');
      if (bare) tokens.insert(tokens.begin() + static_cast<long>(k) + 1, "-");
    }
  }
  return tokens;
}

// The arguments with the search flags typed between the global options and the command moved
// after the command's name (`dlx --threads 2 queens 8` is `dlx queens 8 --threads 2`), so that
// `alias dlx='dlx --threads 2'` works (issue 32). Unchanged unless every token before the first
// command name is a search flag or a search flag's value.
std::vector<std::string> search_flags_after_command(const std::vector<std::string>& arguments,
                                                    std::size_t from) {
  const std::vector<const CommandOption*> rows = app_options(OptionScope::kSearch);
  auto row_named = [&](const std::string& token) -> const CommandOption* {
    const std::string name = token.substr(0, token.find('='));
    for (const CommandOption* row : rows) {
      const bool short_form = row->short_name != 0 && name == fmt::format("-{}", row->short_name);
      if (name == "--" + row->name || short_form) return row;
      if (is_flag(*row) && name == "--no-" + row->name) return row;
    }
    return nullptr;
  };
  std::size_t next = from;
  while (next < arguments.size()) {
    const std::string& token = arguments[next];
    if (token.rfind('-', 0) != 0 || token == "-") {
      if (next == from || find_command(token) == nullptr) return arguments;
      std::vector<std::string> moved(arguments.begin(),
                                     arguments.begin() + static_cast<long>(from));
      moved.push_back(token);
      moved.insert(moved.end(), arguments.begin() + static_cast<long>(from),
                   arguments.begin() + static_cast<long>(next));
      moved.insert(moved.end(), arguments.begin() + static_cast<long>(next) + 1, arguments.end());
      return moved;
    }
    const CommandOption* row = row_named(token);
    if (row == nullptr) return arguments;
    next += is_flag(*row) || token.find('=') != std::string::npos ? 1 : 2;
  }
  return arguments;
}

namespace {

// The global part, before the command name: --help, --version, --config.
struct GlobalPart {
  bool help = false;
  bool version = false;
  std::optional<ConfigFile> config{};
};

GlobalPart read_global_part(const std::vector<std::string>& arguments, std::size_t prefix) {
  po::options_description description(kHelpWidth);
  add_rows(description, app_options(OptionScope::kGlobal));
  po::variables_map global;
  try {
    po::store(parse_tokens(description, {},
                           {arguments.begin(), arguments.begin() + static_cast<long>(prefix)}),
              global);
  } catch (const po::error& e) {
    throw UsageError(described(e, app_options(OptionScope::kGlobal)));
  }
  GlobalPart part{.help = global["help"].as<bool>(), .version = global["version"].as<bool>()};
  if (part.help || part.version) return part;
  if (global.count("config") != 0) {
    const std::string path = global["config"].as<std::string>();
    if (path.empty()) throw UsageError("--config needs a FILE");
    part.config = read_config_file(path);
  }
  return part;
}

// What `token`, where a command was expected, is not: an option of the global part misspelt, or
// anything else before the command.
[[noreturn]] void refuse_before_command(const std::string& token) {
  if (token.rfind('-', 0) != 0) command_named(token, "");  // throws, with a suggestion
  std::string name = token;
  while (!name.empty() && name.front() == '-') name.erase(name.begin());
  name = name.substr(0, name.find('='));
  std::vector<std::string> globals;
  for (const CommandOption* row : app_options(OptionScope::kGlobal)) globals.push_back(row->name);
  const std::string guess = suggestion(name, globals, "--");
  if (!guess.empty()) throw UsageError(fmt::format("unknown option '{}'{}", token, guess));
  throw UsageError(
      fmt::format("expected a command before '{}' (the commands are: {})", token, command_names()));
}

// The command named at `next` (then past it), or the config file's; null for no arguments at all
// (the showcase).
const Command* command_to_run(const std::vector<std::string>& arguments, std::size_t& next,
                              const std::optional<ConfigFile>& config) {
  if (next < arguments.size() && arguments[next].rfind('-', 0) != 0 &&
      (find_command(arguments[next]) != nullptr || !config)) {
    return &command_named(arguments[next++], "");
  }
  if (config && !config->encoder.empty()) return &command_named(config->encoder, "");
  if (config) {
    throw UsageError(fmt::format(
        "config file '{}' does not say which encoder to run: add 'encoder = NAME' (one of: {})",
        config->path, command_names()));
  }
  if (next == arguments.size()) return nullptr;
  refuse_before_command(arguments[next]);
}

// The command's part of the command line, parsed: its values, and what was typed of it.
struct CommandLine {
  po::variables_map values;
  std::set<std::string> typed;
  FlagSettings flags;
};

CommandLine parse_command_line(const Command& command, const po::options_description& description,
                               const std::vector<std::string>& arguments, std::size_t next) {
  po::positional_options_description positional;
  for (const CommandOption& option : command.options) {
    if (option.positional) positional.add(option.name.c_str(), option.several ? -1 : 1);
  }
  std::vector<const CommandOption*> all_rows = rows_of(command);
  for (const CommandOption* row : app_options(OptionScope::kSearch)) all_rows.push_back(row);
  all_rows.push_back(&help_row());
  CommandLine line;
  line.flags = read_flag_forms({arguments.begin() + static_cast<long>(next), arguments.end()},
                               all_rows, command.name);
  line.flags.tokens = bare_inputs_read_standard_input(std::move(line.flags.tokens), all_rows);
  try {
    po::store(parse_tokens(description, positional, line.flags.tokens), line.values);
  } catch (const po::too_many_positional_options_error&) {
    throw UsageError("too many arguments", command.name);
  } catch (const po::error& e) {
    throw UsageError(described(e, all_rows, &command), command.name);
  }
  for (const auto& [key, value] : line.values) {
    if (!value.defaulted()) line.typed.insert(key);
  }
  for (const auto& [name, on] : line.flags.set) line.typed.insert(name);
  return line;
}

// The config file's settings for the command, stored after the command line: Boost keeps the
// first value stored, so the command line wins.
void store_config_settings(const ConfigFile& config, const Command& command,
                           const po::options_description& description, CommandLine& line,
                           Invocation& invocation) {
  for (const auto& [key, value] : config.settings_for(command.name)) {
    if (replaced_by_command_line(key, line.typed)) continue;
    const std::vector<std::string> key_tokens = config_tokens(description, key, value, config.path);
    try {
      po::store(parse_tokens(description, {}, key_tokens), line.values);
    } catch (const po::error& e) {
      throw UsageError(fmt::format("config file '{}': bad value '{}' for key '{}': {}", config.path,
                                   value, key, e.what()),
                       command.name);
    }
    invocation.setting_origin.emplace(key, fmt::format("config file '{}'", config.path));
  }
}

// Every value given, as text (flags "true" or "false"); the further values of a setting that
// takes several go to the invocation.
std::map<std::string, std::string> given_values(const CommandLine& line, Invocation& invocation) {
  std::map<std::string, std::string> given;
  for (const auto& [key, value] : line.values) {
    if (value.defaulted()) continue;
    if (const auto* flag = boost::any_cast<bool>(&value.value())) {
      given[key] = *flag ? "true" : "false";
    } else if (const auto* several = boost::any_cast<std::vector<std::string>>(&value.value())) {
      given[key] = several->front();
      if (several->size() > 1) {
        invocation.further_values[key].assign(several->begin() + 1, several->end());
      }
    } else {
      given[key] = value.as<std::string>();
    }
  }
  for (const auto& [name, on] : line.flags.set) {
    if (!on) given[name] = "false";
  }
  return given;
}

// The values checked against their rows, the mode chosen, the search flags read and the
// command's settings completed with their defaults.
void settle_values(std::map<std::string, std::string> given, const std::set<std::string>& typed,
                   Invocation& invocation) {
  const Command& command = *invocation.command;
  const std::vector<const CommandOption*> search_rows = app_options(OptionScope::kSearch);
  check_values(rows_of(command), given, invocation.setting_origin, command.name);
  check_values(search_rows, given, invocation.setting_origin, command.name);
  // The mode, and the values it has no use for set aside (mode_choice.hpp).
  const ModeChoice mode = choose_mode(command, given, typed);
  invocation.mode = mode.mode;
  invocation.unused = mode.unused;
  for (const std::string& name : mode.set_aside) given.erase(name);
  for (const CommandOption* row : search_rows) {
    if (auto it = given.find(row->name); it != given.end()) invocation.search_values.insert(*it);
  }
  try {
    invocation.search = read_search_settings(invocation.search_values);
  } catch (const UsageError& e) {
    throw UsageError(e.what(), command.name);
  }
  for (const CommandOption& option : command.options) {
    const auto it = given.find(option.name);
    invocation.settings[option.name] = it != given.end() ? it->second
                                       : is_flag(option) ? "false"
                                                         : option.default_value;
  }
}

}  // namespace

Invocation parse_invocation(const std::vector<std::string>& typed_arguments) {
  Invocation invocation;
  const std::size_t prefix = global_prefix_length(typed_arguments);
  const std::vector<std::string> arguments = search_flags_after_command(typed_arguments, prefix);
  const GlobalPart global = read_global_part(arguments, prefix);
  if (global.help || global.version) {
    invocation.kind = global.help ? Invocation::Kind::kHelp : Invocation::Kind::kVersion;
    return invocation;
  }
  std::size_t next = prefix;
  invocation.command = command_to_run(arguments, next, global.config);
  if (invocation.command == nullptr) return invocation;  // no arguments at all: the showcase
  const Command& command = *invocation.command;
  const po::options_description description = command_description(command);
  CommandLine line = parse_command_line(command, description, arguments, next);
  if (line.values["help"].as<bool>()) {
    invocation.kind = Invocation::Kind::kHelp;
    return invocation;
  }
  for (const std::string& key : line.typed) invocation.setting_origin[key] = kCommandLine;
  invocation.typed.assign(line.typed.begin(), line.typed.end());
  if (global.config) store_config_settings(*global.config, command, description, line, invocation);
  try {
    po::notify(line.values);
  } catch (const po::error& e) {
    throw UsageError(e.what(), command.name);
  }
  settle_values(given_values(line, invocation), line.typed, invocation);
  invocation.kind = Invocation::Kind::kRun;
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
  out << "\nA flag is turned off with --no-FLAG or --FLAG=false (over a config file that sets "
         "it).\n"
         "A FILE given as - is standard input; an input FILE left out is standard input too.\n";
  out << "\nExit codes: 0 solved or counted, 1 no solution, 2 usage or input error,\n"
         "3 cut short by --time-limit, 4 internal error (a solution failed its check),\n"
         "130 interrupted by Ctrl-C (the results so far are printed; a second Ctrl-C quits).\n";
  return out.str();
}

}  // namespace dlx::app
