#pragma once

#include "snapshot/MemorySnapshot.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// A stack frame as text, for grouping across files (frame ids differ from file to file).
struct StackFrameText
{
    std::string filename;
    std::string name;
    std::optional<std::int64_t> line; // absent when the file has none (PyTorch writes 2^64 - 1)

    bool operator==(const StackFrameText&) const = default;
    // "model.py:42 forward", the way tracebacks name a frame.
    std::string toString() const;
};

// Whether a frame is a library's rather than the user's own: inside a torch/ folder, an installed package
// (site-packages, dist-packages), the Python standard library (lib/pythonX.Y, PythonXY\Lib), "<frozen ...>"
// and other "<...>" pseudo files, or a C++ frame ("??", .cpp/.h/.cu files, names with "::"). What remains is
// the code a person wrote, which is what they will recognise and can change.
bool isInternalFrame(std::string_view filename, std::string_view name);

// The first `count` user frames of a stack, innermost first; when the stack has none, its innermost frame;
// empty for an empty stack.
std::vector<StackFrameText> userFramesOf(const MemorySnapshot& snapshot, std::uint32_t stack,
                                         std::size_t count = 3);

} // namespace gml
