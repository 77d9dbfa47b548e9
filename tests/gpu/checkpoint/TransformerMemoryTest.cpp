#include "checkpoint/ModelMemoryBudget.h"
#include "checkpoint/ScheduleLibrary.h"
#include "checkpoint/TransformerLayerShape.h"

#include <boost/test/unit_test.hpp>

#include <cmath>

using namespace gml;

namespace {
double gb(std::uint64_t bytes) { return static_cast<double>(bytes) / 1e9; }
} // namespace

BOOST_AUTO_TEST_SUITE(korthikanti)

BOOST_AUTO_TEST_CASE(the_22b_check_values)
{
    TransformerLayerShape shape = TransformerLayerShape::gpt22b();
    TransformerLayerShape single = shape;
    single.tensorParallel = 1;
    single.sequenceParallel = false;
    BOOST_TEST(std::round(gb(single.noRecomputeBytes()) * 100) / 100 == 7.08);
    BOOST_TEST(std::round(gb(shape.selectiveKeptBytes()) * 1000) / 1000 == 0.214);
    BOOST_TEST(std::round(gb(shape.fullRecomputeBytes()) * 1000) / 1000 == 0.101);
}

BOOST_AUTO_TEST_CASE(every_formula_variant)
{
    TransformerLayerShape shape = TransformerLayerShape::gpt22b();
    const std::uint64_t s = shape.sequence, b = shape.microBatch, h = shape.hidden, a = shape.heads, t = 8;
    const std::uint64_t sbh = s * b * h;
    const std::uint64_t attention = 5 * a * s * s * b;
    shape.tensorParallel = 1;
    shape.sequenceParallel = false;
    BOOST_TEST(shape.noRecomputeBytes() == 34 * sbh + attention);  // sbh(34 + 5as/h)
    BOOST_TEST(shape.selectiveKeptBytes() == 34 * sbh);
    shape.tensorParallel = t;
    BOOST_TEST(shape.noRecomputeBytes() == 10 * sbh + 24 * sbh / t + attention / t); // TP
    BOOST_TEST(shape.selectiveKeptBytes() == 10 * sbh + 24 * sbh / t);               // TP + selective
    shape.sequenceParallel = true;
    BOOST_TEST(shape.noRecomputeBytes() == 34 * sbh / t + attention / t); // TP + SP
    BOOST_TEST(shape.selectiveKeptBytes() == 34 * sbh / t);               // TP + SP + selective
    BOOST_TEST(shape.fullRecomputeBytes() == 2 * sbh);
    BOOST_TEST(std::abs(shape.forwardMs() - 7.7) < 1e-9);
    BOOST_TEST(std::abs(shape.backwardMs() - 11.9) < 1e-9);
}

BOOST_AUTO_TEST_CASE(selective_schedule_on_transformer_layers)
{
    const TransformerLayerShape shape = TransformerLayerShape::gpt22b();
    const CheckpointChain chain = CheckpointChain::transformer(shape, 4);
    const CheckpointSchedule selective = selectiveSchedule(chain);
    const CheckpointSchedule all = storeAllSchedule(chain);
    BOOST_TEST(selective.partRecomputes == 4u);
    BOOST_TEST(selective.peakActivationBytes < all.peakActivationBytes);
    // Kept parts of 3 layers plus the last layer whole, while its attention core is recomputed.
    BOOST_TEST(selective.peakActivationBytes == 3 * shape.selectiveKeptBytes() + shape.noRecomputeBytes());
    BOOST_TEST(selective.extraComputeMs > 0);
    BOOST_TEST(selective.extraComputeMs < 0.1 * all.computeMs); // a few percent, as the paper's 7%
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(whole_model_budget)

BOOST_AUTO_TEST_CASE(adam_mixed_precision_and_fsdp_arithmetic)
{
    ModelMemoryConfig config;
    config.model = *findTrainingModelPreset("7b");
    const std::uint64_t p = config.model.parameters;
    config.optimizer = TrainingOptimizer::Adam;
    config.mixedPrecision = true;
    auto mixed = planModelMemory(config).value();
    BOOST_TEST(mixed.weightBytes == 2 * p);
    BOOST_TEST(mixed.masterWeightBytes == 4 * p);
    BOOST_TEST(mixed.gradientBytes == 2 * p);
    BOOST_TEST(mixed.optimizerBytes == 8 * p); // two fp32 states
    config.mixedPrecision = false;
    auto full = planModelMemory(config).value();
    BOOST_TEST(full.weightBytes == 4 * p);
    BOOST_TEST(full.masterWeightBytes == 0u);
    BOOST_TEST(full.gradientBytes == 4 * p);
    config.optimizer = TrainingOptimizer::SgdMomentum;
    BOOST_TEST(planModelMemory(config).value().optimizerBytes == 4 * p);
    config.optimizer = TrainingOptimizer::Sgd;
    BOOST_TEST(planModelMemory(config).value().optimizerBytes == 0u);
    config.optimizer = TrainingOptimizer::Adam;
    config.mixedPrecision = true;
    config.fsdpShards = 8;
    auto sharded = planModelMemory(config).value();
    BOOST_TEST(sharded.optimizerBytes == 8 * ((p + 7) / 8));
    BOOST_TEST(sharded.activationBytes == mixed.activationBytes); // FSDP shards state, not activations
    config.fsdpShards = 0;
    BOOST_TEST(!planModelMemory(config).ok());
}

BOOST_AUTO_TEST_CASE(checkpointing_cannot_shrink_optimizer_state)
{
    ModelMemoryConfig config;
    config.model = *findTrainingModelPreset("7b");
    auto before = planModelMemory(config).value();
    config.schedule = "every-k";
    config.scheduleOptions.every = 1;
    auto after = planModelMemory(config).value();
    BOOST_TEST(after.activationBytes < before.activationBytes / 5);
    BOOST_TEST(after.optimizerBytes == before.optimizerBytes);
    BOOST_TEST(after.masterWeightBytes == before.masterWeightBytes);
    BOOST_TEST(after.gradientBytes == before.gradientBytes);
    BOOST_TEST(!before.fits());
    BOOST_TEST(before.summary().find("Adam state") != std::string::npos);
    const auto* big = findTrainingModelPreset("22b");
    BOOST_REQUIRE(big);
    BOOST_TEST(big->layers == 48u);
}

BOOST_AUTO_TEST_SUITE_END()
