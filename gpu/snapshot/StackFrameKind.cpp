#include "snapshot/StackFrameKind.h"

#include <array>
#include <cctype>
#include <string>

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

// One spelling of a path for every system: forward slashes, lower case (Windows paths differ in both).
std::string normalizedPath(std::string_view filename)
{
    std::string path(filename);
    for (char& c : path)
        c = c == '\\' ? '/' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return path;
}

bool isPythonFile(std::string_view path)
{
    return endsWith(path, ".py") || endsWith(path, ".pyx");
}

// What captured the stack: PyTorch's unwinder (torch::unwind::unwind, CapturedTraceback::gather and the
// memory-snapshot hook that calls them), libunwind and backtrace(). The same few frames open every stack.
bool isUnwinderFrame(std::string_view path, std::string_view name)
{
    return name.starts_with("torch::unwind::") || contains(name, "CapturedTraceback") ||
           contains(name, "gather_traceback") || contains(name, "gather_with_cpp") || name.starts_with("_Unwind_") ||
           name.starts_with("unw_") || contains(name, "backtrace") || contains(path, "libunwind") ||
           contains(path, "/unwind/");
}

// CPython's own C functions, as a native unwinder names them (the file is usually "??"): the evaluation loop
// (_PyEval_EvalFrameDefault), the C API (PyObject_Call, Py_RunMain), and the static helpers between them
// (slot_tp_call, method_vectorcall.llvm.123, cfunction_call, pymain_main), down to the process's start.
bool isInterpreterName(std::string_view name)
{
    if (name.starts_with("_Py"))
        return true;
    // PyObject_Call, PyEval_EvalCode, Py_RunMain, PyNumber_Multiply: "Py", then a capital or '_'.
    if (name.size() > 2 && name.starts_with("Py") &&
        (std::isupper(static_cast<unsigned char>(name[2])) != 0 || name[2] == '_'))
        return true;
    static constexpr std::array<std::string_view, 17> kPrefixes{
        "slot_tp_",  "slot_nb_",  "slot_sq_",  "slot_mp_",      "method_vectorcall", "cfunction_",
        "vectorcall", "pymain_",  "pyrun_",    "run_eval_code", "run_mod",           "builtin_",
        "object_vacall", "call_function", "__libc_", "_start",   "wrapper_call"};
    for (const std::string_view prefix : kPrefixes)
        if (name.starts_with(prefix))
            return true;
    return false;
}

// The standard library's own .py files: .../lib/python3.11/threading.py on Unix, ...\Python311\Lib\... on
// Windows (installed packages under them are checked before this).
bool isStandardLibraryPath(std::string_view path)
{
    return contains(path, "/lib/python") || path.starts_with("lib/python") ||
           (contains(path, "/python3") && contains(path, "/lib/")) || (contains(path, "/python2") && contains(path, "/lib/"));
}

// CPython's C sources (Python/ceval.c, Objects/call.c, Modules/main.c) and its shared library.
bool isInterpreterSourcePath(std::string_view path)
{
    if (contains(path, "libpython"))
        return true;
    if (!endsWith(path, ".c") && !endsWith(path, ".h"))
        return false;
    for (const std::string_view folder : {"python/", "objects/", "modules/", "parser/", "include/"})
        if (path.starts_with(folder) || contains(path, std::string("/") + std::string(folder)))
            return true;
    return false;
}

// torch's C++: a name in the c10, at, torch or caffe2 namespaces (a return type may come first: "void
// at::native::...", "_object* torch::autograd::..."), torch's Python bindings (THPVariable_...).
bool isTorchCppName(std::string_view name)
{
    const std::string_view head = name.substr(0, name.find('('));
    for (const std::string_view space : {"c10::", "at::", "torch::", "caffe2::"}) {
        if (head.starts_with(space))
            return true;
        if (contains(head, std::string(" ") + std::string(space)) || contains(head, std::string("*") + std::string(space)))
            return true;
    }
    return name.starts_with("THP") || name.starts_with("THC");
}

bool isTorchPath(std::string_view path)
{
    return path.starts_with("torch/") || contains(path, "/torch/") || path.starts_with("c10/") ||
           contains(path, "/c10/") || path.starts_with("aten/") || contains(path, "/aten/") ||
           contains(path, "libtorch") || contains(path, "libc10") || contains(path, "/torchinductor_") ||
           path.starts_with("<eval_with_key>");
}

bool isInstalledPackagePath(std::string_view path)
{
    return contains(path, "/site-packages/") || contains(path, "/dist-packages/") || contains(path, ".egg/");
}

} // namespace

StackFrameKind classifyStackFrame(std::string_view filename, std::string_view name)
{
    const std::string lowered = normalizedPath(filename);
    const std::string_view path(lowered);
    if (isUnwinderFrame(path, name))
        return StackFrameKind::Unwinder;
    // A Python frame is judged by its file alone: a user's function may be called anything.
    if (isPythonFile(path)) {
        if (isTorchPath(path))
            return StackFrameKind::Torch;
        if (isInstalledPackagePath(path))
            return StackFrameKind::Library;
        if (isStandardLibraryPath(path))
            return StackFrameKind::Interpreter;
        return StackFrameKind::User;
    }
    if (path.starts_with("<frozen"))
        return StackFrameKind::Interpreter;
    if (isTorchPath(path) || isTorchCppName(name))
        return StackFrameKind::Torch;
    if (isInterpreterSourcePath(path) || isInterpreterName(name))
        return StackFrameKind::Interpreter;
    // A native frame the unwinder could not place ("??", or no file and no name): nobody's code a person
    // would recognise, folded with the unwinder's own.
    if (path.empty() || path == "??" || name.empty() || name == "??")
        return StackFrameKind::Unwinder;
    if (isInstalledPackagePath(path))
        return StackFrameKind::Library;
    // Code run from a string (<string>, <stdin>, a notebook's <ipython-input-3>) and everything else is the
    // program's own.
    return StackFrameKind::User;
}

std::vector<std::uint32_t> shownFramesOf(const MemorySnapshot& snapshot, std::uint32_t stack)
{
    std::vector<std::uint32_t> shown;
    for (const std::uint32_t index : snapshot.frames.stack(stack)) {
        const SnapshotFrame& frame = snapshot.frames.frame(index);
        if (!isFoldedFrameKind(classifyStackFrame(snapshot.text(frame.filename), snapshot.text(frame.name))))
            shown.push_back(index);
    }
    return shown;
}

} // namespace gml
