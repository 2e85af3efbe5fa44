#include "encoders/sudoku/generator/generated_output.hpp"

#include <fmt/format.h>
#include <dlx/text/csv_text.hpp>
#include <dlx/text/json_text.hpp>

#include <utility>

#include "encoders/sudoku/generator/symmetry_pattern.hpp"
#include "encoders/sudoku/sudoku_format.hpp"

namespace dlx::sudoku {
namespace {

// A field before it is written: a string, a number, a flag, a list of strings, or nothing.
struct Field {
  enum class Kind { kText, kNumber, kFlag, kList, kNone };
  Kind kind = Kind::kNone;
  std::string text;  // kText, and kNumber and kFlag as written
  std::vector<std::string> list;
};

Field text(std::string value) {
  return {Field::Kind::kText, std::move(value), {}};
}
Field number(std::uint64_t value) {
  return {Field::Kind::kNumber, std::to_string(value), {}};
}
Field flag(bool value) {
  return {Field::Kind::kFlag, value ? "true" : "false", {}};
}
Field none() {
  return {};
}
Field optional_text(const std::string& value) {
  return value.empty() ? none() : text(value);
}

// The fields of one row, in the order of the header (generated_output.hpp lists them).
std::vector<std::pair<const char*, Field>> fields(const GeneratedPuzzle& made, std::size_t index,
                                                  const std::string& grade,
                                                  const GenerationRecord& record) {
  const GeneratorSettings& settings = *record.settings;
  const SudokuPuzzle& shape = settings.shape;
  return {
      {"index", number(index)},
      {"puzzle", text(grid_line(made.puzzle, made.puzzle.givens))},
      {"solution", text(grid_line(made.puzzle, made.solution))},
      {"clues", number(made.clues)},
      {"grade", text(grade)},
      {"seed", number(settings.seed)},
      {"attempt", number(made.attempts)},
      {"size", number(static_cast<std::uint64_t>(shape.size.rows))},
      {"box",
       shape.box_rows > 0 ? text(fmt::format("{}x{}", shape.box_rows, shape.box_columns)) : none()},
      {"regions", optional_text(record.regions_file)},
      {"extra", {Field::Kind::kList, "", record.extra_files}},
      {"diagonal", flag(record.diagonal)},
      {"windoku", flag(record.windoku)},
      {"symmetry", text(to_string(settings.symmetry))},
      {"minimal", flag(settings.minimal)},
      {"target_clues", settings.minimal ? none() : number(settings.target_clues)},
      {"difficulty", settings.difficulty ? text(*settings.difficulty) : none()},
  };
}

std::string json_value(const Field& field) {
  switch (field.kind) {
    case Field::Kind::kText:
      return json_string(field.text);
    case Field::Kind::kNumber:
    case Field::Kind::kFlag:
      return field.text;
    case Field::Kind::kList: {
      std::string list = "[";
      for (const std::string& item : field.list) {
        if (list.size() > 1) list += ',';
        list += json_string(item);
      }
      return list + "]";
    }
    case Field::Kind::kNone:
      break;
  }
  return "null";
}

std::string csv_value(const Field& field) {
  if (field.kind != Field::Kind::kList) return csv_field(field.text);
  std::string joined;
  for (const std::string& item : field.list) joined += (joined.empty() ? "" : ";") + item;
  return csv_field(joined);
}

}  // namespace

std::string generated_csv_header() {
  // The names of the fields of any row: they do not depend on its values.
  GeneratorSettings settings;
  settings.shape.size = GridSize::square(1);
  std::string header;
  for (const auto& [name, field] : fields(GeneratedPuzzle{}, 0, "", {&settings, "", {}})) {
    header += (header.empty() ? "" : ",") + std::string(name);
  }
  return header + "\n";
}

std::string generated_row(GeneratedFormat format, const GeneratedPuzzle& made, std::size_t index,
                          const std::string& grade, const GenerationRecord& record) {
  if (format == GeneratedFormat::kLine) {
    return grid_line(made.puzzle, made.puzzle.givens) + "\n";
  }
  std::string row;
  for (const auto& [name, field] : fields(made, index, grade, record)) {
    if (format == GeneratedFormat::kJson) {
      row += row.empty() ? "{" : ",";
      row += json_string(name) + ":" + json_value(field);
    } else {
      row += (row.empty() ? "" : ",") + csv_value(field);
    }
  }
  return row + (format == GeneratedFormat::kJson ? "}\n" : "\n");
}

}  // namespace dlx::sudoku
