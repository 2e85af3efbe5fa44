#include "apps/dlx/reference_pages.hpp"

#include <fmt/format.h>
#include <dlx/command/registry.hpp>
#include <dlx/text/text_tokens.hpp>
#include <dlx/version.hpp>

#include <set>
#include <sstream>

#include "apps/dlx/app_options.hpp"

namespace dlx::app {
namespace {

// Text as roff reads it: a backslash is an escape, a '-' that should print as a hyphen-minus
// (an option) is "\-", and a line starting with '.' or '\'' would be a request.
std::string roff(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
  }
  std::string safe;
  std::size_t start = 0;
  while (start <= out.size()) {
    const std::size_t end = out.find('\n', start);
    std::string line = out.substr(start, end == std::string::npos ? end : end - start);
    if (!line.empty() && (line[0] == '.' || line[0] == '\'')) line = "\\&" + line;
    safe += line;
    if (end == std::string::npos) break;
    safe += '\n';
    start = end + 1;
  }
  return safe;
}

std::string option_synopsis(const CommandOption& option) {
  std::string text = "\\fB\\-\\-" + roff(option.name) + "\\fR";
  if (option.short_name != 0) text = fmt::format("\\fB\\-{}\\fR, ", option.short_name) + text;
  if (!option.implicit_value.empty()) {
    text += "[=\\fI" + roff(option.value_name) + "\\fR]";
  } else if (!option.value_name.empty()) {
    text += " \\fI" + roff(option.value_name) + "\\fR";
  }
  return text;
}

void option_entries(std::ostringstream& out, const std::vector<const CommandOption*>& rows) {
  for (const CommandOption* row : rows) {
    out << ".TP\n" << option_synopsis(*row) << "\n" << roff(help_with_range(*row)) << "\n";
  }
}

std::vector<const CommandOption*> rows_of(const Command& command) {
  std::vector<const CommandOption*> rows;
  for (const CommandOption& option : command.options) rows.push_back(&option);
  return rows;
}

}  // namespace

std::string man_page() {
  std::ostringstream out;
  out << fmt::format(".TH DLX 1 \"\" \"dlx {}\" \"User Commands\"\n", kVersion);
  out << ".SH NAME\ndlx \\- solve exact\\-cover problems with Knuth's Dancing Links\n";
  out << ".SH SYNOPSIS\n"
         ".B dlx\n.br\n"
         ".B dlx\n[\\fB\\-\\-config\\fR \\fIFILE\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR] "
         "[\\fIOPTIONS\\fR]\n.br\n"
         ".B dlx\n\\fICOMMAND\\fR \\fB\\-\\-help\\fR\n";
  out << ".SH DESCRIPTION\n"
         "dlx solves exact\\-cover problems, and the puzzles that are exact\\-cover problems in "
         "disguise, with Dancing Links (Knuth's Algorithms C and M). Every solution printed is "
         "first checked by a checker that shares no code with the search. Without arguments it "
         "solves a few examples and says how to go on.\n"
         ".PP\n"
         "An input FILE given as \\fB\\-\\fR, or left out, is standard input. A flag is turned "
         "off with \\fB\\-\\-no\\-\\fR\\fIFLAG\\fR or \\fB\\-\\-\\fR\\fIFLAG\\fR\\fB=false\\fR, "
         "over a config file that sets it.\n";
  out << ".SH COMMANDS\n";
  for (const Command& command : all_commands()) {
    std::string usage = "\\fBdlx " + roff(command.name) + "\\fR";
    for (const CommandOption& option : command.options) {
      if (option.positional) usage += " [\\fI" + roff(option.value_name) + "\\fR]";
    }
    out << ".SS " << usage << " [\\fIOPTIONS\\fR]\n" << roff(command.summary) << ".\n";
    option_entries(out, rows_of(command));
  }
  out << ".SH SEARCH FLAGS\nEvery command takes these.\n";
  option_entries(out, app_options(OptionScope::kSearch));
  out << ".SH GLOBAL OPTIONS\nBefore the command.\n";
  option_entries(out, app_options(OptionScope::kGlobal));
  out << ".SH CONFIG FILE\n"
         "\\fBdlx \\-\\-config\\fR \\fIFILE\\fR reads settings from an INI file: "
         "\\fBencoder =\\fR \\fINAME\\fR picks the command, search flags stand at the top or in "
         "the command's [\\fINAME\\fR] section, and the command's options in its section, written "
         "\\fIkey\\fR = \\fIvalue\\fR (flags: true or false). Options typed on the command line "
         "win over the file.\n";
  out << ".SH EXIT STATUS\n"
         ".TP\n0\na solution was found, or solutions were counted\n"
         ".TP\n1\nthe search finished and there is no solution\n"
         ".TP\n2\nbad usage, bad input (the message names file and line), or output that could "
         "not be written\n"
         ".TP\n3\na time limit stopped the search before it could answer\n"
         ".TP\n4\ninternal error: a solution failed its independent check\n"
         ".TP\n130\ninterrupted by Ctrl\\-C; the results so far were printed\n";
  out << ".SH EXAMPLES\n";
  for (const Command& command : all_commands()) {
    for (const ShowcaseExample& example : command.showcase) {
      out << ".TP\n\\fBdlx " << roff(joined_by_spaces(example.arguments)) << "\\fR\n"
          << roff(example.title) << "\n";
    }
  }
  out << ".SH SEE ALSO\n"
         "The documentation installed with dlx (share/doc/dlx: cli.md, one page per command, "
         "the DLX format, the library) and its examples.\n";
  return out.str();
}

namespace {

// The bash case arm that completes the value of `option`: its choices, a file name, or nothing
// (a number, a free text: the user types it).
std::string value_completion(const CommandOption& option, const std::string& indent) {
  if (option.type == OptionType::kChoice) {
    return fmt::format("{}--{}) COMPREPLY=($(compgen -W \"{}\" -- \"$cur\")); return ;;\n", indent,
                       option.name, joined_by_spaces(option.choices));
  }
  if (option.file != FileUse::kNone) {
    return fmt::format("{}--{}) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", indent,
                       option.name);
  }
  return fmt::format("{}--{}) return ;;\n", indent, option.name);
}

std::string flags_of(const std::vector<const CommandOption*>& rows) {
  std::string words;
  for (const CommandOption* row : rows) {
    words += (words.empty() ? "" : " ") + ("--" + row->name);
    if (row->type == OptionType::kFlag) words += " --no-" + row->name;
  }
  return words;
}

}  // namespace

std::string bash_completion() {
  std::vector<std::string> names;
  for (const Command& command : all_commands()) names.push_back(command.name);
  std::string globals;
  for (const CommandOption* row : app_options(OptionScope::kGlobal)) {
    globals += (globals.empty() ? "" : " ") + ("--" + row->name);
  }
  // The values of the app's options, then of each command's own (two commands may give one name,
  // --format, different choices).
  std::string app_values;
  for (const CommandOption& row : app_options()) {
    if (row.type != OptionType::kFlag) app_values += value_completion(row, "    ");
  }
  std::string command_cases;
  for (const Command& command : all_commands()) {
    bool reads_file = false;
    std::string values;
    for (const CommandOption& option : command.options) {
      reads_file = reads_file || (option.positional && option.file == FileUse::kRead);
      if (option.type != OptionType::kFlag) values += value_completion(option, "        ");
    }
    command_cases += fmt::format("    {})\n", command.name);
    if (!values.empty()) command_cases += "      case \"$prev\" in\n" + values + "      esac\n";
    command_cases += fmt::format("      opts=\"{} --help\"; files={} ;;\n",
                                 flags_of(rows_of(command)), reads_file ? 1 : 0);
  }
  std::string alternatives;
  for (const std::string& name : names) alternatives += (alternatives.empty() ? "" : "|") + name;

  std::ostringstream out;
  out << "# bash completion for dlx, written from its options tables (dlx " << kVersion << ")\n"
      << "_dlx() {\n"
         "  local cur prev command word opts files\n"
         "  cur=${COMP_WORDS[COMP_CWORD]}\n"
         "  prev=${COMP_WORDS[COMP_CWORD-1]}\n"
         "  case \"$prev\" in\n"
      << app_values
      << "  esac\n"
         "  for word in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do\n"
         "    case \"$word\" in\n"
      << "      " << alternatives << ") command=$word; break ;;\n"
      << "    esac\n"
         "  done\n"
         "  if [[ -z $command ]]; then\n"
      << fmt::format("    COMPREPLY=($(compgen -W \"{} {}\" -- \"$cur\"))\n",
                     joined_by_spaces(names), globals)
      << "    return\n"
         "  fi\n"
         "  case \"$command\" in\n"
      << command_cases << "  esac\n"
      << fmt::format("  opts=\"$opts {}\"\n", flags_of(app_options(OptionScope::kSearch)))
      << "  if [[ $cur == -* || $files == 0 ]]; then\n"
         "    COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
         "  else\n"
         "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
         "  fi\n"
         "}\n"
         "complete -o filenames -F _dlx dlx\n";
  return out.str();
}

}  // namespace dlx::app
