// Whose code each frame of a recorded stack is, so that a person's own frames come first and the frames every
// stack shares (the unwinder, CPython, torch and c10) fold away.
#include "snapshot/SnapshotLoader.h"
#include "snapshot/StackFrameKind.h"
#include "PickleTestSupport.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

BOOST_TEST_DONT_PRINT_LOG_VALUE(gml::StackFrameKind)

namespace {

std::uint32_t addStack(MemorySnapshot& snapshot, const std::vector<std::pair<std::string, std::string>>& frames)
{
    std::vector<std::uint32_t> indices;
    for (const auto& [filename, name] : frames)
        indices.push_back(snapshot.frames.addFrame(
            SnapshotFrame{snapshot.strings.intern(filename), snapshot.strings.intern(name), 7}));
    return snapshot.frames.addStack(indices);
}

} // namespace

BOOST_AUTO_TEST_SUITE(stack_frame_kind)

BOOST_AUTO_TEST_CASE(each_kind_of_frame_is_recognised)
{
    using Kind = StackFrameKind;
    // What captured the stack.
    BOOST_TEST(classifyStackFrame("??", "torch::unwind::unwind()") == Kind::Unwinder);
    BOOST_TEST(classifyStackFrame("??", "torch::CapturedTraceback::gather(bool, bool, bool)") == Kind::Unwinder);
    BOOST_TEST(classifyStackFrame("memory_snapshot.cpp", "torch::cuda::(anonymous namespace)::gather_with_cpp()") ==
               Kind::Unwinder);
    BOOST_TEST(classifyStackFrame("??", "??") == Kind::Unwinder);
    BOOST_TEST(classifyStackFrame("/usr/lib/libunwind.so.8", "_ULx86_64_step") == Kind::Unwinder);
    // CPython: its evaluation loop and C API, its static helpers, its sources, <frozen> and the standard library.
    BOOST_TEST(classifyStackFrame("??", "_PyEval_EvalFrameDefault") == Kind::Interpreter);
    BOOST_TEST(classifyStackFrame("??", "PyObject_Call") == Kind::Interpreter);
    BOOST_TEST(classifyStackFrame("??", "_PyObject_Call_Prepend") == Kind::Interpreter);
    BOOST_TEST(classifyStackFrame("??", "method_vectorcall.llvm.12275804309777372242") == Kind::Interpreter);
    BOOST_TEST(classifyStackFrame("Python/ceval.c", "_PyEval_EvalFrame") == Kind::Interpreter);
    BOOST_TEST(classifyStackFrame("<frozen runpy>", "_run_code") == Kind::Interpreter);
    BOOST_TEST(classifyStackFrame("/usr/lib/python3.11/threading.py", "run") == Kind::Interpreter);
    BOOST_TEST(classifyStackFrame("C:\\Python311\\Lib\\threading.py", "run") == Kind::Interpreter);
    // torch: its Python files, its C++ namespaces (with a return type first too), its sources and libraries.
    BOOST_TEST(classifyStackFrame("/venv/lib/python3.11/site-packages/torch/nn/modules/module.py", "_call_impl") ==
               Kind::Torch);
    BOOST_TEST(classifyStackFrame("CUDACachingAllocator.cpp",
                                  "c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::malloc(signed "
                                  "char, unsigned long, CUstream_st*)") == Kind::Torch);
    BOOST_TEST(classifyStackFrame("", "at::TensorBase at::detail::_empty_generic<long>(c10::ArrayRef<long>)") ==
               Kind::Torch);
    BOOST_TEST(classifyStackFrame("", "void at::meta::common_checks_baddbmm_bmm(at::Tensor const&)") == Kind::Torch);
    BOOST_TEST(classifyStackFrame("python_variable.cpp", "THPVariable_subclass_clear(THPVariable*)") == Kind::Torch);
    BOOST_TEST(classifyStackFrame("aten/src/ATen/native/Linear.cpp", "sumproduct_pair") == Kind::Torch);
    BOOST_TEST(classifyStackFrame("/venv/lib/libtorch_cuda.so", "") == Kind::Torch);
    // Libraries: other installed packages.
    BOOST_TEST(classifyStackFrame("/venv/lib/python3.13/site-packages/einops/einops.py", "einsum") == Kind::Library);
    BOOST_TEST(classifyStackFrame("/usr/local/lib/python3.10/dist-packages/vllm/worker/cache_engine.py",
                                  "_allocate_kv_cache") == Kind::Library);
    // The program's own code, whatever its functions are called.
    BOOST_TEST(classifyStackFrame("/home/me/train.py", "forward") == Kind::User);
    BOOST_TEST(classifyStackFrame("/home/me/train.py", "PyTorchTrainer") == Kind::User);
    BOOST_TEST(classifyStackFrame("<ipython-input-3-abc>", "<module>") == Kind::User);
    BOOST_TEST(!isFoldedFrameKind(Kind::User));
    BOOST_TEST(!isFoldedFrameKind(Kind::Library));
    BOOST_TEST(isFoldedFrameKind(Kind::Torch));
    BOOST_TEST(isFoldedFrameKind(Kind::Interpreter));
    BOOST_TEST(isFoldedFrameKind(Kind::Unwinder));
}

BOOST_AUTO_TEST_CASE(a_stack_with_every_kind_shows_the_users_and_libraries_frames_in_order)
{
    MemorySnapshot snapshot;
    snapshot.strings.intern("");
    const std::uint32_t stack = addStack(snapshot, {{"??", "torch::unwind::unwind()"},
                                                    {"??", "torch::CapturedTraceback::gather(bool, bool, bool)"},
                                                    {"CUDACachingAllocator.cpp", "c10::cuda::malloc(void**)"},
                                                    {"/venv/site-packages/torch/functional.py", "einsum"},
                                                    {"/venv/site-packages/einops/einops.py", "einsum"},
                                                    {"??", "_PyEval_EvalFrameDefault"},
                                                    {"/home/me/model.py", "forward"},
                                                    {"/usr/lib/python3.12/runpy.py", "_run_module_as_main"},
                                                    {"/home/me/train.py", "<module>"}});
    const std::vector<std::uint32_t> shown = shownFramesOf(snapshot, stack);
    BOOST_TEST_REQUIRE(shown.size() == 3u);
    const auto name = [&](std::uint32_t frame) { return std::string(snapshot.text(snapshot.frames.frame(frame).name)); };
    const auto file = [&](std::uint32_t frame) {
        return std::string(snapshot.text(snapshot.frames.frame(frame).filename));
    };
    BOOST_TEST(file(shown[0]) == "/venv/site-packages/einops/einops.py");
    BOOST_TEST(name(shown[1]) == "forward");
    BOOST_TEST(file(shown[2]) == "/home/me/train.py");
    // Every frame folded: nothing to show.
    const std::uint32_t internal =
        addStack(snapshot, {{"??", "torch::unwind::unwind()"}, {"??", "_PyEval_EvalFrameDefault"}});
    BOOST_TEST(shownFramesOf(snapshot, internal).empty());
    BOOST_TEST(shownFramesOf(snapshot, FrameTable::kNoStack).empty());
}

BOOST_AUTO_TEST_CASE(on_a_real_stack_the_first_shown_frame_is_the_users_script)
{
    const auto loaded = loadMemorySnapshot(fixturePath("ctx128-forward.pickle"));
    BOOST_TEST_REQUIRE(loaded.ok());
    const MemorySnapshot& snapshot = loaded.value();
    std::size_t stacks = 0;
    for (const SnapshotTraceEvent& event : snapshot.deviceTraces[0]) {
        if (event.action != TraceAction::Alloc || snapshot.frames.stack(event.frames).size() < 20)
            continue;
        ++stacks;
        const auto all = snapshot.frames.stack(event.frames);
        const std::vector<std::uint32_t> shown = shownFramesOf(snapshot, event.frames);
        BOOST_TEST_REQUIRE(!shown.empty());
        const SnapshotFrame& first = snapshot.frames.frame(shown.front());
        const std::string_view filename = snapshot.text(first.filename);
        // The recorded stacks open with the unwinder, c10's allocator and aten; the first frame a person wrote
        // comes before torch's module machinery and CPython (einops, a library, may come before it).
        BOOST_TEST((filename.find("/home/c-kaitwang/") == 0 || filename.find("site-packages/einops") != std::string::npos),
                   filename);
        BOOST_TEST(classifyStackFrame(snapshot.text(snapshot.frames.frame(all.front()).filename),
                                      snapshot.text(snapshot.frames.frame(all.front()).name)) == StackFrameKind::Unwinder);
        BOOST_TEST(shown.size() < all.size() / 3);
        if (stacks == 50)
            break;
    }
    BOOST_TEST(stacks == 50u);
}

BOOST_AUTO_TEST_SUITE_END()
