#include "text_input.hpp"

#include <cctype>
#include <cerrno>
#include <filesystem>

namespace dlx::python {

std::unique_ptr<TextInput> TextInput::from_text(std::string text, std::string label) {
  auto input = std::unique_ptr<TextInput>(new TextInput());
  input->text_.str(std::move(text));
  input->stream_ = &input->text_;
  input->source_ = std::move(label);
  return input;
}

std::unique_ptr<TextInput> TextInput::from_file(const std::string& path) {
  auto input = std::unique_ptr<TextInput>(new TextInput());
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) {
    errno = EISDIR;
    PyErr_SetFromErrnoWithFilename(PyExc_OSError, path.c_str());
    throw py::error_already_set();
  }
  input->file_.open(path, std::ios::binary);
  if (!input->file_) {
    PyErr_SetFromErrnoWithFilename(PyExc_OSError, path.c_str());
    throw py::error_already_set();
  }
  input->stream_ = &input->file_;
  input->source_ = path;
  return input;
}

bool is_path_like(py::handle value) {
  return py::hasattr(value, "__fspath__");
}

std::string path_string(py::handle value) {
  return py::module_::import("os").attr("fsdecode")(value).cast<std::string>();
}

namespace {

[[noreturn]] void wrong_type(py::handle value, const char* what, const char* expected) {
  throw py::type_error(std::string(what) + " must be " + expected + ", not " +
                       py::str(py::type::handle_of(value).attr("__name__")).cast<std::string>());
}

}  // namespace

std::unique_ptr<TextInput> text_or_path(py::handle value, const std::string& label,
                                        const char* what) {
  if (is_path_like(value)) return TextInput::from_file(path_string(value));
  if (!py::isinstance<py::str>(value)) wrong_type(value, what, "a str or an os.PathLike");
  std::string text = value.cast<std::string>();
  if (text.find('\n') == std::string::npos) return TextInput::from_file(text);
  return TextInput::from_text(std::move(text), label);
}

namespace {

// A one-line text that reads as a file name ("puzzles.txt", "data/hard"), not as a puzzle: it has
// a '/' or ends in an extension, and its length is no n*n of a puzzle line (16 to 4096).
bool looks_like_a_path(const std::string& text) {
  if (text.empty() || text.find_first_of("\n ") != std::string::npos) return false;
  for (std::size_t n = 4; n * n <= text.size(); ++n) {
    if (n * n == text.size()) return false;
  }
  if (text.find('/') != std::string::npos) return true;
  const std::size_t dot = text.rfind('.');
  if (dot == std::string::npos || dot == 0 || text.size() - dot < 2 || text.size() - dot > 5)
    return false;
  for (std::size_t k = dot + 1; k < text.size(); ++k) {
    if (!std::isalpha(static_cast<unsigned char>(text[k]))) return false;
  }
  return std::isalnum(static_cast<unsigned char>(text[dot - 1])) != 0;
}

}  // namespace

std::unique_ptr<TextInput> text_only(py::handle value, const std::string& label, const char* what) {
  if (is_path_like(value)) return TextInput::from_file(path_string(value));
  if (!py::isinstance<py::str>(value)) wrong_type(value, what, "a str or an os.PathLike");
  std::string text = value.cast<std::string>();
  // A str is the text itself, but the name of an existing file is read as the file, and one
  // that only looks like a file name is answered as such, not as a puzzle of the wrong size
  // (issue 32: "a grid of 27 columns needs 27 rows" for "puzzles.txt").
  if (text.find('\n') == std::string::npos) {
    std::error_code ignored;
    if (std::filesystem::is_regular_file(text, ignored)) return TextInput::from_file(text);
    if (looks_like_a_path(text)) {
      errno = ENOENT;
      const std::string message =
          std::string(what) + " '" + text +
          "' is no file: give a file as a pathlib.Path (or the name of an existing file), or the "
          "text itself";
      PyErr_SetObject(PyExc_FileNotFoundError, py::make_tuple(ENOENT, message, text).ptr());
      throw py::error_already_set();
    }
  }
  return TextInput::from_text(std::move(text), label);
}

}  // namespace dlx::python
