#include <dlx/command/picture.hpp>

#include <fmt/format.h>
#include <dlx/text/xml_text.hpp>

#include <algorithm>
#include <map>

namespace dlx {
namespace {

constexpr int kMargin = 16;         // around the sheet
constexpr int kGap = 28;            // between pictures
constexpr int kCaption = 22;        // the caption line above a picture
constexpr int kMaxRowWidth = 1100;  // pictures side by side up to about this width

std::string text_line(int x, int y, const std::string& text) {
  return fmt::format(
      "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"14\" "
      "fill=\"#444\">{}</text>\n",
      x, y, text);
}

}  // namespace

std::string picture_sheet(const std::vector<Picture>& pictures, std::size_t not_shown,
                          const PictureWords& words) {
  // The captions as the sheet shows them: numbered where several pictures share one.
  const bool numbered = std::all_of(pictures.begin(), pictures.end(),
                                    [](const Picture& picture) { return picture.caption.empty(); });
  std::vector<std::string> captions;
  std::map<std::string, int> per_caption, seen;
  for (const Picture& picture : pictures) ++per_caption[picture.caption];
  for (std::size_t k = 0; k < pictures.size(); ++k) {
    const std::string& caption = pictures[k].caption;
    if (numbered) {
      captions.push_back(pictures.size() > 1 ? fmt::format("solution {}", k + 1) : "");
    } else if (per_caption[caption] > 1) {
      captions.push_back(fmt::format("{}, solution {}", caption, ++seen[caption]));
    } else {
      captions.push_back(caption);
    }
  }
  const bool caption_lines = !numbered || pictures.size() > 1;

  int tile_width = 0, tile_height = 0;
  for (const Picture& picture : pictures) {
    tile_width = std::max(tile_width, picture.width);
    tile_height = std::max(tile_height, picture.height);
  }
  if (caption_lines) tile_height += kCaption;
  const int per_row = std::max(
      1, std::min(static_cast<int>(pictures.size()), (kMaxRowWidth + kGap) / (tile_width + kGap)));
  const int rows = (static_cast<int>(pictures.size()) + per_row - 1) / per_row;
  const int note = not_shown > 0 ? kCaption : 0;
  const int width = 2 * kMargin + per_row * tile_width + (per_row - 1) * kGap;
  const int height = 2 * kMargin + rows * tile_height + (rows - 1) * kGap + note;

  const std::size_t total = pictures.size() + not_shown;
  std::string subject = pictures.empty() ? "" : pictures.front().subject;
  if (subject.empty() && words.subject_is_first_caption && !captions.empty()) {
    subject = captions.front();
  }
  const std::string counted =
      fmt::format("{} {}", total, total == 1 ? words.title_one : words.title_many);
  std::string svg = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\">\n"
      "<title>{2}</title>\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height, subject.empty() ? counted : xml_escaped(subject) + ": " + counted);
  for (std::size_t k = 0; k < pictures.size(); ++k) {
    const int x =
        kMargin + static_cast<int>(k % static_cast<std::size_t>(per_row)) * (tile_width + kGap);
    int y =
        kMargin + static_cast<int>(k / static_cast<std::size_t>(per_row)) * (tile_height + kGap);
    svg += fmt::format("<g class=\"{}\"{}", pictures[k].kind, pictures[k].attributes);
    svg += numbered ? fmt::format(" data-solution=\"{}\">\n", k + 1)
                    : fmt::format(" data-label=\"{}\">\n", xml_escaped(captions[k]));
    if (caption_lines) {
      svg += text_line(x, y + 14, xml_escaped(captions[k]));
      y += kCaption;
    }
    svg += pictures[k].draw(x, y);
    svg += "</g>\n";
  }
  if (not_shown > 0) {
    svg += text_line(kMargin, height - kMargin,
                     fmt::format("and {} more {}, not drawn", not_shown,
                                 not_shown == 1 ? words.more_one : words.more_many));
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace dlx
