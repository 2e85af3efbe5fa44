// Writing CSV fields (RFC 4180), for output meant for spreadsheets.
#pragma once

#include <string>
#include <string_view>

namespace dlx {

// `text` as one CSV field: as it is, or in double quotes (with each quote doubled) when it holds a
// comma, a quote, a line break, or blanks at either end, which readers would otherwise split or
// trim.
std::string csv_field(std::string_view text);

}  // namespace dlx
