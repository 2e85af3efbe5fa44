#include "tests/support/xml_elements.hpp"

#include <fstream>
#include <sstream>

#include "tests/support/text_pattern.hpp"

namespace dlx::testing {

std::vector<XmlElement> xml_elements(const std::string& text, std::string& error) {
  error.clear();
  std::vector<XmlElement> elements;
  std::vector<std::string> open;
  std::size_t k = 0;
  const Pattern attribute("\\s*([a-zA-Z:-][a-zA-Z0-9:-]*)=\"([^\"<>]*)\"");
  while ((k = text.find('<', k)) != std::string::npos) {
    const std::size_t end = text.find('>', k);
    if (end == std::string::npos) return error = "unclosed tag", elements;
    const std::string tag = text.substr(k + 1, end - k - 1);
    k = end + 1;
    if (tag.starts_with("?") || tag.starts_with("!")) continue;
    if (tag.starts_with("/")) {
      if (open.empty() || open.back() != tag.substr(1)) {
        return error = "mismatched </" + tag, elements;
      }
      open.pop_back();
      continue;
    }
    const bool empty = tag.ends_with("/");
    const std::string body = empty ? tag.substr(0, tag.size() - 1) : tag;
    XmlElement element;
    const std::size_t j = body.find_first_of(" \n");
    element.name = body.substr(0, j);
    std::string rest = j == std::string::npos ? "" : body.substr(j);
    while (const std::optional<Groups> match = attribute.prefix(rest)) {
      element.attributes[(*match)[1]] = (*match)[2];
      rest = rest.substr((*match)[0].size());
    }
    if (rest.find_first_not_of(" \n") != std::string::npos) {
      return error = "bad attributes in <" + element.name + ">: " + rest, elements;
    }
    const std::size_t next = text.find('<', k);
    element.text = text.substr(k, next == std::string::npos ? std::string::npos : next - k);
    if (!empty) open.push_back(element.name);
    elements.push_back(element);
  }
  if (!open.empty()) error = "<" + open.back() + "> is never closed";
  return elements;
}

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace dlx::testing
