// A small well-formedness check of the XML that dlx writes (its SVG pictures), for tests that
// read a picture back: tags balance, attributes are quoted, nothing is left open.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace dlx::testing {

struct XmlElement {
  std::string name;
  std::map<std::string, std::string> attributes;
  std::string text;  // the text right after the start tag, up to the next tag
};

// The start tags with their attributes, in order; `error` says what is malformed ("" if nothing).
std::vector<XmlElement> xml_elements(const std::string& text, std::string& error);

// The contents of a file.
std::string file_text(const std::string& path);

}  // namespace dlx::testing
