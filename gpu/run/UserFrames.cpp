#include "run/UserFrames.h"

#include <cctype>

namespace gml {

namespace {

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

StackFrameText textOf(const MemorySnapshot& snapshot, std::uint32_t frameIndex)
{
    const SnapshotFrame& frame = snapshot.frames.frame(frameIndex);
    StackFrameText text{
        std::string(snapshot.text(frame.filename)), std::string(snapshot.text(frame.name)), {}};
    // PyTorch's "no line" (2^64 - 1, or -1 in older files) is read as SnapshotFrame::kNoLine; absurd lines
    // are left out as well.
    if (frame.hasLine() && frame.line < (std::uint64_t{1} << 40))
        text.line = static_cast<std::int64_t>(frame.line);
    return text;
}

} // namespace

std::string StackFrameText::toString() const
{
    std::string text = filename;
    if (line)
        text += ":" + std::to_string(*line);
    if (!name.empty())
        text += " " + name;
    return text;
}

bool isInternalFrame(std::string_view filename, std::string_view name)
{
    if (filename.empty() || filename == "??" || filename.front() == '<')
        return true;
    // One spelling for every system: forward slashes, lower case (Windows paths differ in both).
    std::string path(filename);
    for (char& c : path)
        c = c == '\\' ? '/' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::string_view p(path);
    if (p.starts_with("torch/") || contains(p, "/torch/"))
        return true;
    // Installed packages (einops, transformers' helpers, ...) are libraries the user calls, not their code.
    if (contains(p, "/site-packages/") || contains(p, "/dist-packages/"))
        return true;
    // The standard library: .../lib/python3.11/threading.py on Unix, ...\Python311\Lib\threading.py on
    // Windows.
    if (contains(p, "/lib/python") || (contains(p, "/python3") && contains(p, "/lib/")))
        return true;
    for (std::string_view suffix : {".cpp", ".cc", ".cxx", ".c", ".h", ".hpp", ".cu", ".cuh"})
        if (endsWith(p, suffix))
            return true;
    return contains(name, "::");
}

std::vector<StackFrameText> userFramesOf(const MemorySnapshot& snapshot, std::uint32_t stack,
                                         std::size_t count)
{
    std::vector<StackFrameText> result;
    const auto frames = snapshot.frames.stack(stack);
    for (const std::uint32_t index : frames) {
        if (result.size() == count)
            break;
        const SnapshotFrame& frame = snapshot.frames.frame(index);
        if (!isInternalFrame(snapshot.text(frame.filename), snapshot.text(frame.name)))
            result.push_back(textOf(snapshot, index));
    }
    if (result.empty() && !frames.empty())
        result.push_back(textOf(snapshot, frames.front()));
    return result;
}

} // namespace gml
