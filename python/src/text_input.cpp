#include "text_input.hpp"

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

std::unique_ptr<TextInput> text_only(py::handle value, const std::string& label, const char* what) {
  if (is_path_like(value)) return TextInput::from_file(path_string(value));
  if (!py::isinstance<py::str>(value)) wrong_type(value, what, "a str or an os.PathLike");
  return TextInput::from_text(value.cast<std::string>(), label);
}

}  // namespace dlx::python
