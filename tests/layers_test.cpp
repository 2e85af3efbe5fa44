// The layer rules of docs/architecture.md, checked on every #include of the sources, so that no
// reviewer has to: the engine includes nothing of the others, an encoder no other encoder and no
// app, the app no encoder's insides (only the registry's public headers), and an encoder's public
// headers include only public headers of it (what the build copies for the libraries that link
// it and installs, cmake/dlx_targets.cmake).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace dlx::layers_test {
namespace {

namespace fs = std::filesystem;
const fs::path kSource = DLX_SOURCE_DIR;

struct Include {
  std::string file;  // relative to the project root
  int line = 0;
  std::string target;  // as written, without the quotes or brackets
};

// Every #include of the C++ files under `folder`.
std::vector<Include> includes_under(const std::string& folder) {
  static const std::regex include_line(R"(^\s*#\s*include\s*[<"]([^>"]+)[>"])");
  std::vector<Include> found;
  for (const auto& entry : fs::recursive_directory_iterator(kSource / folder)) {
    const std::string extension = entry.path().extension().string();
    if (!entry.is_regular_file() || (extension != ".cpp" && extension != ".hpp")) continue;
    std::ifstream in(entry.path());
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
      ++line;
      std::smatch match;
      if (std::regex_search(text, match, include_line)) {
        found.push_back({fs::relative(entry.path(), kSource).string(), line, match[1].str()});
      }
    }
  }
  return found;
}

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

// The project's folders whose headers a layer may not include, by the prefix of the include.
const std::vector<std::string> kProjectFolders = {"apps/",  "encoders/", "tests/",
                                                  "bench/", "fuzz/",     "python/"};

void expect_no_include_of(const std::string& folder, const std::vector<std::string>& refused) {
  for (const Include& include : includes_under(folder)) {
    for (const std::string& prefix : refused) {
      EXPECT_FALSE(starts_with(include.target, prefix))
          << include.file << ":" << include.line << " includes " << include.target;
    }
  }
}

TEST(Layers, TheEngineIncludesNothingOfTheOthers) {
  std::vector<std::string> refused = kProjectFolders;
  for (const char* library : {"dlx/text/", "dlx/format/", "dlx/command/", "dlx/encoders/"}) {
    refused.emplace_back(library);
  }
  expect_no_include_of("core", refused);
}

TEST(Layers, TextAndFormatAndTheContractIncludeNoEncoderNorApp) {
  expect_no_include_of("text", {"apps/", "encoders/", "dlx/format/", "dlx/command/"});
  expect_no_include_of("format", {"apps/", "encoders/", "dlx/command/"});
  expect_no_include_of("command", {"apps/", "encoders/"});
}

TEST(Layers, AnEncoderIncludesNoOtherEncoderAndNoApp) {
  for (const auto& entry : fs::directory_iterator(kSource / "encoders")) {
    if (!entry.is_directory()) continue;
    const std::string name = entry.path().filename().string();
    for (const Include& include : includes_under("encoders/" + name)) {
      const bool other_encoder = starts_with(include.target, "encoders/") &&
                                 !starts_with(include.target, "encoders/" + name + "/");
      EXPECT_FALSE(other_encoder) << include.file << ":" << include.line << " includes "
                                  << include.target;
      for (const char* refused : {"apps/", "tests/", "bench/", "fuzz/", "python/"}) {
        EXPECT_FALSE(starts_with(include.target, refused))
            << include.file << ":" << include.line << " includes " << include.target;
      }
    }
  }
}

// The public headers an encoder's CMakeLists.txt lists after PUBLIC_HEADERS, as
// "encoders/NAME/HEADER".
std::map<std::string, std::set<std::string>> public_headers() {
  std::map<std::string, std::set<std::string>> headers;
  for (const auto& entry : fs::directory_iterator(kSource / "encoders")) {
    const fs::path lists = entry.path() / "CMakeLists.txt";
    if (!entry.is_directory() || !fs::exists(lists)) continue;
    const std::string name = entry.path().filename().string();
    std::ifstream in(lists);
    std::string word;
    bool listing = false;
    while (in >> word) {
      if (word == "PUBLIC_HEADERS") {
        listing = true;
      } else if (listing && word.find(".hpp") != std::string::npos) {
        headers[name].insert("encoders/" + name + "/" + word.substr(0, word.find(')')));
      }
      if (listing && word.find(')') != std::string::npos) listing = false;
    }
  }
  return headers;
}

TEST(Layers, TheAppSeesTheEncodersThroughTheirPublicHeadersOnly) {
  std::set<std::string> visible;
  for (const auto& [name, headers] : public_headers())
    visible.insert(headers.begin(), headers.end());
  for (const Include& include : includes_under("apps")) {
    if (!starts_with(include.target, "encoders/")) continue;
    EXPECT_EQ(visible.count(include.target), 1u)
        << include.file << ":" << include.line << " includes " << include.target
        << ", which is not a public header of its encoder";
  }
}

TEST(Layers, AnEncodersPublicHeadersIncludeOnlyItsPublicHeaders) {
  const auto headers = public_headers();
  EXPECT_GE(headers.size(), 4u) << "every encoder lists its public headers";
  for (const auto& [name, listed] : headers) {
    EXPECT_EQ(listed.count("encoders/" + name + "/" + name + "_command.hpp"), 1u)
        << name << ": its command's header, which the registry includes, is public";
    for (const Include& include : includes_under("encoders/" + name)) {
      if (listed.count(include.file) == 0 || !starts_with(include.target, "encoders/")) continue;
      EXPECT_EQ(listed.count(include.target), 1u)
          << include.file << ":" << include.line << " (public) includes " << include.target
          << ", which is not public";
    }
  }
}

}  // namespace
}  // namespace dlx::layers_test
