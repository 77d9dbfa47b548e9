#include "run/SnapshotComparison.h"

#include "RunTestSupport.h"
#include "run/BlockLifeTable.h"
#include "run/UserFrames.h"
#include "snapshot/SnapshotLoader.h"

#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <numeric>

using namespace gml;
using namespace gml::test;

namespace {

MemorySnapshot load(const std::string& fixture)
{
    auto snapshot = loadMemorySnapshot(runFixturePath(fixture));
    BOOST_REQUIRE(snapshot.ok());
    return std::move(snapshot.value());
}

void checkAddsUp(const SnapshotComparison& comparison)
{
    std::uint64_t a = 0, b = 0;
    for (const StackGroup& group : comparison.byStack) {
        a += group.aBytes;
        b += group.bBytes;
    }
    BOOST_TEST(a == comparison.a.peakAllocatedBytes);
    BOOST_TEST(b == comparison.b.peakAllocatedBytes);
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_comparison)

BOOST_AUTO_TEST_CASE(library_frames_are_not_the_users)
{
    BOOST_TEST(isInternalFrame("/usr/lib/python3/dist-packages/torch/nn/modules/module.py", "_call_impl"));
    BOOST_TEST(isInternalFrame("torch/_tensor.py", "backward"));
    BOOST_TEST(isInternalFrame("/usr/lib/python3.11/threading.py", "run"));
    BOOST_TEST(isInternalFrame("C:\\Python311\\Lib\\threading.py", "run"));
    BOOST_TEST(isInternalFrame("/venv/lib/python3.11/site-packages/einops/einops.py", "einsum"));
    BOOST_TEST(isInternalFrame("<built-in>", "method"));
    BOOST_TEST(isInternalFrame("<frozen runpy>", "_run_code"));
    BOOST_TEST(isInternalFrame("??", "0x7f00"));
    BOOST_TEST(isInternalFrame("/pytorch/c10/cuda/CUDACachingAllocator.cpp", "malloc"));
    BOOST_TEST(isInternalFrame("", "at::native::empty_cuda"));
    BOOST_TEST(!isInternalFrame("/home/me/project/model.py", "forward"));
    BOOST_TEST(!isInternalFrame("D:\\work\\train.py", "main"));
    BOOST_TEST(!isInternalFrame("/home/me/torchtitan/train.py", "main")); // torchtitan is not torch
}

BOOST_AUTO_TEST_CASE(groups_key_on_the_first_user_frames_and_add_up)
{
    SnapshotMaker make;
    // Innermost first: PyTorch's frames, then the user's model and script.
    const auto deep = make.stack({{"??", "c10::cuda::malloc"},
                                  {"/venv/lib/python3.11/site-packages/torch/nn/functional.py", "linear"},
                                  {"/home/me/model.py", "mlp"},
                                  {"/home/me/model.py", "block"},
                                  {"/home/me/model.py", "forward"},
                                  {"/home/me/train.py", "main"}});
    const auto sameTop = make.stack({{"/venv/lib/python3.11/site-packages/torch/nn/functional.py", "gelu"},
                                     {"/home/me/model.py", "mlp"},
                                     {"/home/me/model.py", "block"},
                                     {"/home/me/model.py", "forward"},
                                     {"/home/me/train.py", "other"}});
    const auto onlyTorch =
        make.stack({{"/x/torch/optim/adam.py", "_multi_tensor_adam"}, {"torch/optim/adam.py", "step"}});
    make.alloc(0x1000, 100, deep);
    make.alloc(0x2000, 50, sameTop); // the same three user frames: the same group
    make.alloc(0x3000, 7, onlyTorch);
    make.free(0x3000, 7);
    const MemorySnapshot a = make.finish({{0x1000, 100}, {0x2000, 50}});

    SnapshotMaker makeB;
    const auto deepB = makeB.stack(
        {{"/home/me/model.py", "mlp"}, {"/home/me/model.py", "block"}, {"/home/me/model.py", "forward"}});
    const auto torchB = makeB.stack({{"/x/torch/optim/adam.py", "_multi_tensor_adam"}});
    makeB.alloc(0x1000, 300, deepB);
    makeB.alloc(0x5000, 9, torchB);
    const MemorySnapshot b = makeB.finish({{0x1000, 300}, {0x5000, 9}});

    const SnapshotComparison comparison = compareSnapshots(a, 0, b, 0);
    checkAddsUp(comparison);
    BOOST_TEST(comparison.a.peakAllocatedBytes == 157u); // after the third alloc, before its free
    BOOST_TEST(comparison.b.peakAllocatedBytes == 309u);
    BOOST_REQUIRE(comparison.byStack.size() == 2u);
    const StackGroup& model = comparison.byStack[0];
    BOOST_REQUIRE(model.frames.size() == 3u);
    BOOST_TEST(model.frames[0].name == "mlp");
    BOOST_TEST(model.frames[2].name == "forward");
    BOOST_TEST(model.aBytes == 150u);
    BOOST_TEST(model.bBytes == 300u);
    BOOST_TEST(model.differenceBytes() == 150);
    // No user frame at all: the innermost frame names the group.
    BOOST_REQUIRE(comparison.byStack[1].frames.size() == 1u);
    BOOST_TEST(comparison.byStack[1].frames[0].name == "_multi_tensor_adam");
    BOOST_TEST(comparison.byStack[1].differenceBytes() == 2);
}

BOOST_AUTO_TEST_CASE(block_lives_rebuild_the_live_set_at_the_peak)
{
    SnapshotMaker make;
    const auto s = make.stack({{"/home/me/a.py", "f"}});
    make.free(0x9000, 40); // allocated before the trace began
    make.alloc(0x1000, 10, s);
    make.alloc(0x2000, 20, s);
    make.free(0x1000, 10);
    make.alloc(0x3000, 5, s);
    const MemorySnapshot snapshot = make.finish({{0x2000, 20}, {0x3000, 5}});
    const BlockLifeTable table(snapshot, 0);
    BOOST_TEST(table.bytesAtStart() == 40u);
    BOOST_TEST(table.peakBytes() ==
               40u); // the start is the highest moment: 40, then 0 -> 10 -> 30 -> 20 -> 25
    BOOST_TEST(table.peakSample() == 0);
    BOOST_TEST(table.lives().size() == 4u);
}

BOOST_AUTO_TEST_CASE(real_snapshots_add_up_and_swapping_flips_the_signs_only)
{
    const MemorySnapshot ctx = load("ctx128-forward.pickle");
    const MemorySnapshot pre = load("preexisting-segments.pickle");
    const MemorySnapshot old = load("old-format-no-settings.pickle");
    for (const auto& [a, b] : {std::pair{&ctx, &pre}, std::pair{&pre, &old}, std::pair{&old, &ctx}}) {
        const SnapshotComparison ab = compareSnapshots(*a, 0, *b, 0);
        const SnapshotComparison ba = compareSnapshots(*b, 0, *a, 0);
        checkAddsUp(ab);
        checkAddsUp(ba);
        BOOST_TEST(ab.a.peakAllocatedBytes == ba.b.peakAllocatedBytes);
        BOOST_TEST(ab.b.peakAllocatedBytes == ba.a.peakAllocatedBytes);
        BOOST_REQUIRE(ab.byStack.size() == ba.byStack.size());
        for (std::size_t i = 0; i < ab.byStack.size(); ++i) {
            BOOST_TEST(ab.byStack[i].frames == ba.byStack[i].frames);
            BOOST_TEST(ab.byStack[i].aBytes == ba.byStack[i].bBytes);
            BOOST_TEST(ab.byStack[i].differenceBytes() == -ba.byStack[i].differenceBytes());
            if (i > 0)
                BOOST_TEST(std::llabs(ab.byStack[i - 1].differenceBytes()) >=
                           std::llabs(ab.byStack[i].differenceBytes()));
        }
    }
    // Requested sizes: at most the summary's peak, which counts blocks alive at dump by their rounded size.
    const SnapshotComparison same = compareSnapshots(ctx, 0, ctx, 0);
    BOOST_TEST(same.a.peakAllocatedBytes == 19352504320u);
    for (const StackGroup& group : same.byStack)
        BOOST_TEST(group.differenceBytes() == 0);
}

BOOST_AUTO_TEST_SUITE_END()
