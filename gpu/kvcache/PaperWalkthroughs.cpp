// The paper's own figures as walkthroughs (Kwon et al., SOSP 2023): Fig. 6 (block tables), Fig. 8
// (parallel sampling with copy-on-write), Fig. 9 (beam search). Block size 4, like the figures. What the
// learner reads at each step is content (resources/narration/paged-kv-cache.json); the steps carry the
// figures it quotes. The prompts' words name the tokens for the command line; the application shows each
// language's own words for the same token numbers.
#include "kvcache/KvWalkthroughRecorder.h"

namespace gml {

namespace {

// The figures' physical numbers come from a pool whose free queue starts 7, 1, 3, ...: the paper draws
// blocks "anywhere", and seeding the order is how this lesson lands on the same ones.
PagedKvCacheConfig figureConfig()
{
    PagedKvCacheConfig config;
    config.numBlocks = 8;
    config.blockSize = 4;
    config.initialFreeOrder = {7, 1, 3, 0, 2, 4, 5, 6};
    return config;
}

NarrationFact tableOf(const KvCacheState& state, KvSequenceId sequence)
{
    return NarrationFact::numbers("table", state.sequences[sequence].blockTable);
}

NarrationFact freeQueueOf(const KvCacheState& state)
{
    return NarrationFact::numbers("free-queue", state.freeQueueOrder());
}

} // namespace

KvWalkthrough buildBlockTableWalkthrough()
{
    KvWalkthroughRecorder recorder("fig6", figureConfig());
    recorder.step("fig6-pool");
    PagedKvCache& cache = recorder.cache();
    const KvSequenceId sequence = cache.addSequence(recorder.tokens("Four score and seven years ago our")).value();
    recorder.step("fig6-prompt", {tableOf(recorder.state(), sequence)});
    cache.appendToken(sequence, recorder.token("fathers"));
    recorder.step("fig6-fill-last-slot");
    cache.appendToken(sequence, recorder.token("brought"));
    recorder.step("fig6-new-block", {tableOf(recorder.state(), sequence)});
    return recorder.finish();
}

KvWalkthrough buildParallelSamplingWalkthrough()
{
    KvWalkthroughRecorder recorder("fig8", figureConfig());
    PagedKvCache& cache = recorder.cache();
    const KvSequenceId first = cache.addSequence(recorder.tokens("Four score and seven years ago our")).value();
    recorder.step("fig8-prompt");
    const KvSequenceId second = cache.fork(first).value();
    recorder.step("fig8-fork", {tableOf(recorder.state(), second)});
    cache.appendToken(first, recorder.token("fathers"));
    recorder.step("fig8-copy-on-write", {tableOf(recorder.state(), first)});
    cache.appendToken(second, recorder.token("mothers"));
    recorder.step("fig8-write-in-place");
    return recorder.finish();
}

KvWalkthrough buildBeamSearchWalkthrough()
{
    PagedKvCacheConfig config;
    config.numBlocks = 12;
    config.blockSize = 4;
    KvWalkthroughRecorder recorder("fig9", config);
    PagedKvCache& cache = recorder.cache();
    const KvSequenceId beam0 = cache.addSequence(recorder.tokens("The quick brown fox jumps over")).value();
    const KvSequenceId beam1 = cache.fork(beam0).value();
    const KvSequenceId beam2 = cache.fork(beam0).value();
    const KvSequenceId beam3 = cache.fork(beam0).value();
    recorder.step("fig9-four-beams");

    cache.appendToken(beam0, recorder.token("the"));
    cache.appendToken(beam1, recorder.token("a"));
    cache.appendToken(beam2, recorder.token("one"));
    cache.appendToken(beam3, recorder.token("my"));
    recorder.step("fig9-diverge");

    // The four best continuations come from beams 0 and 1 (two each): beams 2 and 3 are dropped.
    const KvSequenceId beam4 = cache.fork(beam0).value();
    const KvSequenceId beam5 = cache.fork(beam1).value();
    cache.free(beam2, KvEventReason::Pruned);
    cache.free(beam3, KvEventReason::Pruned);
    recorder.step("fig9-prune", {NarrationFact::count("first-fork", beam4), NarrationFact::count("second-fork", beam5)});

    cache.appendToken(beam0, recorder.token("lazy"));
    cache.appendToken(beam4, recorder.token("sleepy"));
    cache.appendToken(beam1, recorder.token("old"));
    cache.appendToken(beam5, recorder.token("tired"));
    recorder.step("fig9-copy-again");

    for (const KvSequenceId beam : {beam0, beam1, beam4, beam5})
        cache.appendToken(beam, recorder.token("dog"));
    recorder.step("fig9-new-blocks", {freeQueueOf(recorder.state())});
    return recorder.finish();
}

} // namespace gml
