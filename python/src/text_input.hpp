// Arguments that are input text, or the path of a file holding it.
//
//   an os.PathLike (pathlib.Path)  a file
//   a str with a line break        the text itself
//   any other str                  a file path (text_or_path); the text itself (text_only), but
//                                  the name of an existing file is the file, and a name that
//                                  looks like a path ("puzzles.txt") raises FileNotFoundError
//
// A DLX model, a region map or a drawn board always has several lines, so a one-line string can
// only be a path; a Sudoku puzzle is often one line, so for puzzles only a PathLike is a file.
// Files are read as the command line reads them: messages name the path, and a file that cannot
// be opened raises OSError (FileNotFoundError, ...). Text gets a label for messages ("<string>").
#pragma once

#include <pybind11/pybind11.h>

#include <fstream>
#include <istream>
#include <memory>
#include <sstream>
#include <string>

namespace dlx::python {

namespace py = pybind11;

class TextInput {
 public:
  static std::unique_ptr<TextInput> from_text(std::string text, std::string label);
  // Throws OSError (as Python's open() does) when the file cannot be opened.
  static std::unique_ptr<TextInput> from_file(const std::string& path);

  std::istream& stream() { return *stream_; }
  // The name messages give: the path, or the label of a text.
  const std::string& source() const { return source_; }

 private:
  std::ifstream file_;
  std::istringstream text_;
  std::istream* stream_ = nullptr;
  std::string source_;
};

bool is_path_like(py::handle value);
// os.fsdecode(value): the path as a str.
std::string path_string(py::handle value);

// `what` names the argument in a TypeError.
std::unique_ptr<TextInput> text_or_path(py::handle value, const std::string& label,
                                        const char* what);
std::unique_ptr<TextInput> text_only(py::handle value, const std::string& label, const char* what);

}  // namespace dlx::python
