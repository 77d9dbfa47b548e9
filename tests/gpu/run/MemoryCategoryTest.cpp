#include "RunTestSupport.h"
#include "run/MemoryCategoryGuesser.h"
#include "run/MemoryCategoryReport.h"
#include "snapshot/SnapshotLoader.h"

#include <boost/test/unit_test.hpp>
#include <numeric>

BOOST_TEST_DONT_PRINT_LOG_VALUE(gml::MemoryCategory)
BOOST_TEST_DONT_PRINT_LOG_VALUE(gml::TrainingPhase)

using namespace gml;
using namespace gml::test;

namespace {

TrainingPhase phaseOf(std::initializer_list<FrameNames> frames)
{
    return MemoryCategoryGuesser::phaseOfStack(std::vector<FrameNames>(frames));
}

std::uint64_t sum(const CategoryBytes& bytes)
{
    return std::accumulate(bytes.begin(), bytes.end(), std::uint64_t{0});
}

std::uint64_t at(const CategoryBytes& bytes, MemoryCategory category)
{
    return bytes[static_cast<std::size_t>(category)];
}

} // namespace

BOOST_AUTO_TEST_SUITE(memory_categories)

BOOST_AUTO_TEST_CASE(an_optimizer_step_makes_optimizer_state)
{
    BOOST_TEST((phaseOf({{"/venv/lib/python3.11/site-packages/torch/optim/adam.py", "_multi_tensor_adam"},
                         {"/venv/lib/python3.11/site-packages/torch/optim/adam.py", "step"},
                         {"/home/me/train.py", "main"}}) == TrainingPhase::Optimizer));
    BOOST_TEST((phaseOf({{"??", "at::empty"}, {"/elsewhere/fused.py", "_fused_adamw"}}) ==
                TrainingPhase::Optimizer));
    BOOST_TEST((phaseOf({{"/home/me/my_optimizer.py", "update"}}) == TrainingPhase::Optimizer));
    // A hand-written optimizer's step, with no forward or backward under it.
    BOOST_TEST(
        (phaseOf({{"/home/me/sgd.py", "step"}, {"/home/me/train.py", "main"}}) == TrainingPhase::Optimizer));
    BOOST_TEST(MemoryCategoryGuesser::categoryOf(TrainingPhase::Optimizer, false) ==
               MemoryCategory::OptimizerState);
}

BOOST_AUTO_TEST_CASE(backward_makes_gradients_or_temporaries)
{
    BOOST_TEST((phaseOf({{"/venv/torch/autograd/graph.py", "_engine_run_backward"},
                         {"/venv/torch/autograd/__init__.py", "backward"},
                         {"/venv/torch/_tensor.py", "backward"},
                         {"/home/me/train.py", "main"}}) == TrainingPhase::Backward));
    BOOST_TEST((phaseOf({{"??", "torch::autograd::Engine::evaluate_function"}}) == TrainingPhase::Backward));
    BOOST_TEST((phaseOf({{"/venv/torch/autograd/__init__.py", "grad"}}) == TrainingPhase::Backward));
    // A forward recomputed under backward (activation checkpointing) belongs to backward.
    BOOST_TEST((phaseOf({{"/home/me/model.py", "forward"},
                         {"/venv/torch/utils/checkpoint.py", "recompute_fn"},
                         {"/venv/torch/_tensor.py", "backward"}}) == TrainingPhase::Backward));
    BOOST_TEST(
        (MemoryCategoryGuesser::categoryOf(TrainingPhase::Backward, true) == MemoryCategory::Gradient));
    BOOST_TEST(MemoryCategoryGuesser::categoryOf(TrainingPhase::Backward, false) ==
               MemoryCategory::Temporary);
}

BOOST_AUTO_TEST_CASE(a_modules_forward_makes_activations)
{
    BOOST_TEST((phaseOf({{"/venv/torch/nn/functional.py", "linear"},
                         {"/home/me/model.py", "forward"},
                         {"/venv/torch/nn/modules/module.py", "_call_impl"},
                         {"/home/me/train.py", "step"}}) == TrainingPhase::Forward));
    BOOST_TEST(MemoryCategoryGuesser::categoryOf(TrainingPhase::Forward, false) ==
               MemoryCategory::Activation);
}

BOOST_AUTO_TEST_CASE(module_setup_makes_parameters)
{
    for (const char* name : {"__init__", "reset_parameters", "_apply", "to", "cuda"})
        BOOST_TEST((phaseOf({{"/venv/torch/nn/modules/module.py", name}, {"/home/me/train.py", "main"}}) ==
                    TrainingPhase::ParameterSetup),
                   name);
    BOOST_TEST(MemoryCategoryGuesser::categoryOf(TrainingPhase::ParameterSetup, false) ==
               MemoryCategory::Parameter);
}

BOOST_AUTO_TEST_CASE(nothing_recognisable_stays_unknown)
{
    BOOST_TEST((phaseOf({{"/home/me/data.py", "load_batch"}, {"/home/me/train.py", "main"}}) ==
                TrainingPhase::None));
    BOOST_TEST((phaseOf({}) == TrainingPhase::None));
    BOOST_TEST((MemoryCategoryGuesser::categoryOf(TrainingPhase::None, true) == MemoryCategory::Unknown));
}

BOOST_AUTO_TEST_CASE(annotations_name_phases)
{
    BOOST_TEST((MemoryCategoryGuesser::phaseOfText("## optimizer ##") == TrainingPhase::Optimizer));
    BOOST_TEST((MemoryCategoryGuesser::phaseOfText("Backward pass") == TrainingPhase::Backward));
    BOOST_TEST((MemoryCategoryGuesser::phaseOfText("forward") == TrainingPhase::Forward));
    BOOST_TEST((MemoryCategoryGuesser::phaseOfText("load weights") == TrainingPhase::ParameterSetup));
    BOOST_TEST((MemoryCategoryGuesser::phaseOfText("[0/0]") == TrainingPhase::None));
}

BOOST_AUTO_TEST_CASE(a_small_training_step_splits_into_every_category)
{
    SnapshotMaker make;
    const auto init = make.stack({{"/venv/torch/nn/modules/linear.py", "reset_parameters"},
                                  {"/venv/torch/nn/modules/linear.py", "__init__"},
                                  {"/home/me/train.py", "main"}});
    const auto forward =
        make.stack({{"/venv/torch/nn/functional.py", "linear"}, {"/home/me/model.py", "forward"}});
    const auto backward = make.stack({{"??", "torch::autograd::Engine::evaluate_function"},
                                      {"/venv/torch/_tensor.py", "backward"},
                                      {"/home/me/train.py", "main"}});
    const auto optimizer = make.stack({{"/venv/torch/optim/adam.py", "_multi_tensor_adam"}});
    const auto data = make.stack({{"/home/me/data.py", "load_batch"}});
    const auto tagged = make.stack({{"/home/me/train.py", "main"}});
    make.alloc(0x100, 1000, init);     // parameter, alive to the end
    make.alloc(0x200, 10, data);       // unknown
    make.alloc(0x300, 300, forward);   // activation, freed in backward
    make.alloc(0x400, 1000, backward); // gradient: alive past backward
    make.alloc(0x500, 77, backward);   // temporary: freed before backward ends
    make.free(0x500, 77);
    make.free(0x300, 300);
    make.alloc(0x600, 2000, optimizer); // optimizer state (the peak: 1000 + 10 + 1000 + 2000)
    make.alloc(0x700, 5, tagged).userMetadata = make.text("gradient bucket of the backward pass");
    const std::int64_t annotated = make.nextTime();
    make.annotate("START", "## forward ##", annotated);
    make.alloc(0x800, 6, tagged); // inside an annotated forward range
    make.annotate("END", "## forward ##", annotated + 1);
    const MemorySnapshot snapshot =
        make.finish({{0x100, 1000}, {0x200, 10}, {0x400, 1000}, {0x600, 2000}, {0x700, 5}, {0x800, 6}});

    const MemoryCategoryReport report = reportMemoryCategories(snapshot, 0, 4);
    BOOST_TEST(report.guessed);
    BOOST_TEST(report.peakAllocatedBytes == 4021u);
    BOOST_TEST(sum(report.atPeak) == report.peakAllocatedBytes);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Parameter) == 1000u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Unknown) == 10u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Gradient) == 1005u); // 1000 by stack, 5 by its metadata
    BOOST_TEST(at(report.atPeak, MemoryCategory::OptimizerState) == 2000u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Activation) == 6u); // by the annotation range
    BOOST_TEST(at(report.atPeak, MemoryCategory::Temporary) == 0u);
    BOOST_TEST(report.series.size() <= 4u);
    BOOST_TEST(!report.series.empty());
    for (const CategoryPoint& point : report.series)
        BOOST_TEST(sum(point.bytes) <= report.peakAllocatedBytes);
    BOOST_TEST(sum(report.series.back().bytes) == report.peakAllocatedBytes);

    // Every sample kept: the temporary shows while it lives.
    const MemoryCategoryReport full = reportMemoryCategories(snapshot, 0, 1000);
    BOOST_TEST(full.series.size() == snapshot.deviceTraces[0].size() + 1);
    BOOST_TEST(at(full.series[5].bytes, MemoryCategory::Temporary) == 77u);
    BOOST_TEST(at(full.series[5].bytes, MemoryCategory::Activation) == 300u);
    BOOST_TEST(full.series[5].sample == 5); // each point says which state it is, for a chart by event
}

// What stacks='python' records around loss.backward(): the autograd engine runs on C++ threads, so what it
// allocates carries no frame at all; only the first allocation (_make_grads' grad output) and the Python
// thread's own frees show backward. Frameless allocations in that stretch are guessed to be backward's.
BOOST_AUTO_TEST_CASE(frameless_allocations_after_backward_are_gradients_or_temporaries)
{
    SnapshotMaker make;
    const auto init = make.stack({{"/venv/torch/nn/modules/module.py", "_apply"},
                                  {"/venv/torch/nn/modules/module.py", "cuda"},
                                  {"/home/me/train.py", "main"}});
    const auto makeGrads = make.stack({{"/venv/torch/autograd/__init__.py", "_make_grads"},
                                       {"/venv/torch/autograd/__init__.py", "backward"},
                                       {"/venv/torch/_tensor.py", "backward"},
                                       {"/home/me/train.py", "main"}});
    const auto pythonBackward =
        make.stack({{"/venv/torch/autograd/__init__.py", "backward"}, {"/home/me/train.py", "main"}});
    const auto adam = make.stack({{"/venv/torch/optim/adam.py", "_multi_tensor_adam"},
                                  {"/venv/torch/optim/adam.py", "step"},
                                  {"/home/me/train.py", "main"}});
    const auto zeroGrad =
        make.stack({{"/venv/torch/optim/optimizer.py", "zero_grad"}, {"/home/me/train.py", "main"}});
    constexpr auto kNoFrames = FrameTable::kNoStack;
    make.alloc(0x050, 3, kNoFrames);      // 0: before any backward: unknown
    make.alloc(0x100, 1000, init);        // 1: parameter
    make.alloc(0x200, 4, makeGrads);      // 2: backward begins (its grad output: a temporary)
    make.alloc(0x300, 500, kNoFrames);    // 3: a gradient, freed by zero_grad
    make.alloc(0x400, 70, kNoFrames);     // 4: freed by the engine inside backward: a temporary
    make.free(0x400, 70, kNoFrames);      // 5
    make.alloc(0x500, 600, kNoFrames);    // 6: a gradient alive to the end
    make.free(0x200, 4, pythonBackward);  // 7: backward's Python frame: backward goes on
    make.alloc(0x700, 2000, adam);        // 8: optimizer state; backward is over
    make.free(0x300, 500, zeroGrad);      // 9
    make.alloc(0x800, 8, kNoFrames);      // 10: after the step, no backward: unknown
    const MemorySnapshot snapshot =
        make.finish({{0x050, 3}, {0x100, 1000}, {0x500, 600}, {0x700, 2000}, {0x800, 8}});

    const MemoryCategoryReport report = reportMemoryCategories(snapshot, 0, 1000);
    BOOST_TEST(report.peakAllocatedBytes == 4103u); // after event 8
    BOOST_TEST(sum(report.atPeak) == report.peakAllocatedBytes);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Parameter) == 1000u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Gradient) == 1100u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::OptimizerState) == 2000u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Unknown) == 3u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Temporary) == 0u);
    // After event 4, inside backward: the engine's scratch and the grad output are temporaries.
    BOOST_TEST(at(report.series[5].bytes, MemoryCategory::Temporary) == 74u);
    BOOST_TEST(at(report.series[5].bytes, MemoryCategory::Gradient) == 500u);
    // At the end the frameless allocation made after the step stays unknown.
    BOOST_TEST(at(report.series.back().bytes, MemoryCategory::Unknown) == 11u);
    BOOST_TEST(at(report.series.back().bytes, MemoryCategory::Gradient) == 600u);
}

// SGD without momentum allocates nothing in its step, and zero_grad(set_to_none=True) at the top of the next
// step frees the gradients before the next forward allocates: the free with zero_grad's frames is where
// backward ended, so the gradients it frees outlived backward.
BOOST_AUTO_TEST_CASE(a_gradient_freed_by_zero_grad_before_any_allocation_is_still_a_gradient)
{
    SnapshotMaker make;
    const auto forward =
        make.stack({{"/venv/torch/nn/functional.py", "linear"}, {"/home/me/model.py", "forward"}});
    const auto makeGrads = make.stack({{"/venv/torch/autograd/__init__.py", "_make_grads"},
                                       {"/venv/torch/_tensor.py", "backward"}});
    const auto pythonBackward = make.stack({{"/venv/torch/_tensor.py", "backward"}});
    const auto zeroGrad = make.stack({{"/venv/torch/optim/optimizer.py", "zero_grad"}});
    constexpr auto kNoFrames = FrameTable::kNoStack;
    make.alloc(0x100, 1000, forward);      // 0: an activation, freed by the engine
    make.alloc(0x200, 4, makeGrads);       // 1
    make.alloc(0x300, 1000, kNoFrames);    // 2: the gradient
    make.free(0x100, 1000, kNoFrames);     // 3
    make.free(0x200, 4, pythonBackward);   // 4
    make.free(0x300, 1000, zeroGrad);      // 5
    make.alloc(0x400, 1000, forward);      // 6: the next step's forward
    const MemorySnapshot snapshot = make.finish({{0x400, 1000}});

    const MemoryCategoryReport report = reportMemoryCategories(snapshot, 0, 1000);
    BOOST_TEST(at(report.series[3].bytes, MemoryCategory::Gradient) == 1000u);
    BOOST_TEST(at(report.series[3].bytes, MemoryCategory::Temporary) == 4u);
    BOOST_TEST(at(report.series[3].bytes, MemoryCategory::Activation) == 1000u);
    BOOST_TEST(at(report.series[3].bytes, MemoryCategory::Unknown) == 0u);
}

// A file recorded without stacks says nothing about phases: every allocation stays unknown.
BOOST_AUTO_TEST_CASE(frameless_allocations_without_a_backward_stay_unknown)
{
    SnapshotMaker make;
    constexpr auto kNoFrames = FrameTable::kNoStack;
    make.alloc(0x100, 100, kNoFrames);
    make.alloc(0x200, 200, kNoFrames);
    make.free(0x100, 100, kNoFrames);
    const MemorySnapshot snapshot = make.finish({{0x200, 200}});
    const MemoryCategoryReport report = reportMemoryCategories(snapshot, 0);
    BOOST_TEST(report.peakAllocatedBytes == 300u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Unknown) == 300u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Gradient) == 0u);
}

BOOST_AUTO_TEST_CASE(real_snapshots_add_up_at_the_peak)
{
    for (const char* fixture :
         {"ctx128-forward.pickle", "preexisting-segments.pickle", "old-format-no-settings.pickle",
          "tiny-no-trace.pickle", "many-segments-one-event.pickle"}) {
        const auto snapshot = loadMemorySnapshot(runFixturePath(fixture));
        BOOST_REQUIRE(snapshot.ok());
        const MemoryCategoryReport report = reportMemoryCategories(snapshot.value(), 0);
        BOOST_TEST(sum(report.atPeak) == report.peakAllocatedBytes, fixture);
        BOOST_TEST(report.series.size() <= 2048u);
        std::uint64_t highest = 0;
        for (const CategoryPoint& point : report.series)
            highest = std::max(highest, sum(point.bytes));
        BOOST_TEST(highest == report.peakAllocatedBytes, fixture);
    }
}

// vLLM allocates its KV cache in CacheEngine.__init__ (_allocate_kv_cache): an __init__, which alone would
// make it a parameter. Hugging Face's StaticCache and an annotation naming the KV cache count too.
BOOST_AUTO_TEST_CASE(a_serving_engines_kv_cache_is_an_inference_cache)
{
    SnapshotMaker make;
    const auto weights = make.stack({{"/venv/dist-packages/torch/nn/modules/module.py", "_apply"},
                                     {"/venv/dist-packages/vllm/model_executor/model_loader/loader.py", "load_model"}});
    const auto kvCache = make.stack({{"/venv/dist-packages/vllm/worker/cache_engine.py", "_allocate_kv_cache"},
                                     {"/venv/dist-packages/vllm/worker/cache_engine.py", "__init__"},
                                     {"/venv/dist-packages/vllm/worker/worker.py", "_init_cache_engine"}});
    const auto v1 = make.stack({{"/venv/dist-packages/vllm/v1/worker/gpu_model_runner.py", "initialize_kv_cache"}});
    const auto staticCache = make.stack({{"/venv/site-packages/transformers/cache_utils.py", "__init__"},
                                         {"/home/me/generate.py", "main"}});
    const auto tagged = make.stack({{"/home/me/serve.py", "main"}});
    make.alloc(0x100, 1000, weights);
    make.alloc(0x200, 20000, kvCache);
    make.alloc(0x300, 300, v1);
    make.alloc(0x400, 40, staticCache);
    make.alloc(0x500, 5, tagged).userMetadata = make.text("KV cache blocks");
    const MemorySnapshot snapshot =
        make.finish({{0x100, 1000}, {0x200, 20000}, {0x300, 300}, {0x400, 40}, {0x500, 5}});
    BOOST_TEST((phaseOf({{"/x/cache_engine.py", "_allocate_kv_cache"}, {"/x/cache_engine.py", "__init__"}}) ==
                TrainingPhase::InferenceCacheSetup));
    BOOST_TEST(memoryCategoryName(MemoryCategory::InferenceCache) == "inference_cache");

    const MemoryCategoryReport report = reportMemoryCategories(snapshot, 0);
    BOOST_TEST(at(report.atPeak, MemoryCategory::InferenceCache) == 20345u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Parameter) == 1000u);
    BOOST_TEST(at(report.atPeak, MemoryCategory::Unknown) == 0u);
    BOOST_TEST(sum(report.guessedFromTraceAtPeak) == 0u);
}

// Blocks alive before the trace carry no allocating stack. When they live through the whole trace and their
// total equals the gradients a training step makes, they are the parameters: guessed, and said to be.
BOOST_AUTO_TEST_CASE(blocks_from_before_the_trace_matching_the_gradients_are_guessed_parameters)
{
    auto build = [](bool withBackward) {
        SnapshotMaker make;
        const auto forward =
            make.stack({{"/venv/torch/nn/functional.py", "linear"}, {"/home/me/model.py", "forward"}});
        const auto backward = make.stack({{"??", "torch::autograd::Engine::evaluate_function"},
                                          {"/venv/torch/_tensor.py", "backward"},
                                          {"/home/me/train.py", "main"}});
        const auto after = make.stack({{"/home/me/train.py", "log_metrics"}});
        make.alloc(0x1000, 50, forward); // an activation
        if (withBackward) {
            make.alloc(0x2000, 600, backward); // the gradients: 600 + 400 = 1000, as the weights
            make.alloc(0x3000, 400, backward);
        } else {
            make.alloc(0x2000, 600, forward);
            make.alloc(0x3000, 400, forward);
        }
        make.free(0x1000, 50, after);
        make.alloc(0x4000, 8, after);
        // Two weights (650 + 350) were allocated before the trace began and are still alive at the dump.
        return make.finish({{0xa000, 650}, {0xb000, 350}, {0x2000, 600}, {0x3000, 400}, {0x4000, 8}});
    };
    const MemoryCategoryReport training = reportMemoryCategories(build(true), 0);
    BOOST_TEST(at(training.atPeak, MemoryCategory::Gradient) == 1000u);
    BOOST_TEST(at(training.atPeak, MemoryCategory::Parameter) == 1000u);
    BOOST_TEST(at(training.guessedFromTraceAtPeak, MemoryCategory::Parameter) == 1000u);
    BOOST_TEST(at(training.atPeak, MemoryCategory::Activation) == 50u); // the peak: before its free
    BOOST_TEST(at(training.atPeak, MemoryCategory::Unknown) == 0u);

    // A forward-only trace (inference, no gradients): nothing supports the guess; they stay unknown.
    const MemoryCategoryReport inference = reportMemoryCategories(build(false), 0);
    BOOST_TEST(at(inference.atPeak, MemoryCategory::Parameter) == 0u);
    BOOST_TEST(at(inference.atPeak, MemoryCategory::Unknown) == 1000u);
    BOOST_TEST(sum(inference.guessedFromTraceAtPeak) == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
