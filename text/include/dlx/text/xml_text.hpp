// Writing XML text: the SVG pictures of the encoders and the app's sheet of them.
#pragma once

#include <string>
#include <string_view>

namespace dlx {

// `text` with &, <, > and " written as entities, for XML text and attribute values.
std::string xml_escaped(std::string_view text);

}  // namespace dlx
