#pragma once

#include "snapshot/MemorySnapshot.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace gml {

// Whose code a stack frame is, for showing a person's own frames first. Only User and Library frames are
// shown by default; the others are folded behind a toggle, because they are the same in every stack (the
// unwinder that captured it, the interpreter running it, torch and c10 doing the allocation).
enum class StackFrameKind : std::uint8_t
{
    User,        // the program's own code
    Library,     // an installed package other than torch (vllm, transformers, ...)
    Torch,       // torch/ Python files, and torch's C++ (at::, c10::, torch:: frames, c10/ files)
    Interpreter, // CPython itself (_PyEval_EvalFrameDefault, .c files of Python), the standard library, <frozen>
    Unwinder,    // what captured the stack: torch::unwind, CapturedTraceback, gather_traceback, ??
};

StackFrameKind classifyStackFrame(std::string_view filename, std::string_view name);
inline bool isFoldedFrameKind(StackFrameKind kind)
{
    return kind != StackFrameKind::User && kind != StackFrameKind::Library;
}

// The frames of stack `stack` (frame indices into snapshot.frames, innermost first) that are not folded,
// in their order; empty when every frame is folded.
std::vector<std::uint32_t> shownFramesOf(const MemorySnapshot& snapshot, std::uint32_t stack);

} // namespace gml
