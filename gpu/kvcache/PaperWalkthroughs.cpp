// The paper's own figures as walkthroughs (Kwon et al., SOSP 2023): Fig. 6 (block tables), Fig. 8
// (parallel sampling with copy-on-write), Fig. 9 (beam search). Block size 4, like the figures.
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

std::string tableOf(const KvCacheState& state, KvSequenceId sequence)
{
    return "[" + blockList(state.sequences[sequence].blockTable) + "]";
}

} // namespace

KvWalkthrough buildBlockTableWalkthrough()
{
    KvWalkthroughRecorder recorder("fig6", "Block tables (the paper's Fig. 6)", figureConfig());
    recorder.step("fig6-pool",
                  "An empty pool of 8 physical blocks of 4 tokens. The free queue was seeded 7, 1, 3, 0, 2, 4, 5, 6 "
                  "so that the physical numbers below are the ones in the paper's Fig. 6.");
    PagedKvCache& cache = recorder.cache();
    const KvSequenceId sequence =
        cache.addSequence(recorder.tokens("Four score and seven years ago our")).value();
    recorder.step("fig6-prompt",
                  "The 7-token prompt \"Four score and seven years ago our\" needs two blocks: logical block 0 -> "
                  "physical 7 (full: \"Four score and seven\"), logical block 1 -> physical 1 (3 of 4 slots: \"years "
                  "ago our\"). The block table is " + tableOf(recorder.state(), sequence) +
                      "; the blocks need not be next to each other.");
    cache.appendToken(sequence, recorder.token("fathers"));
    recorder.step("fig6-fill-last-slot",
                  "Decoding: the first generated token, \"fathers\", goes into the last free slot of physical 1, "
                  "which is now full. No new block was needed.");
    cache.appendToken(sequence, recorder.token("brought"));
    recorder.step("fig6-new-block",
                  "The next token, \"brought\", finds logical block 1 full, so logical block 2 is mapped to a new "
                  "physical block taken from the free queue's head: physical 3. Block table: " +
                      tableOf(recorder.state(), sequence) +
                      ". Only the last block is ever partly filled: at most 3 slots are wasted.");
    return recorder.finish();
}

KvWalkthrough buildParallelSamplingWalkthrough()
{
    KvWalkthroughRecorder recorder("fig8", "Parallel sampling and copy-on-write (Fig. 8)", figureConfig());
    PagedKvCache& cache = recorder.cache();
    const KvSequenceId first = cache.addSequence(recorder.tokens("Four score and seven years ago our")).value();
    recorder.step("fig8-prompt", "Sample A1's prompt fills physical 7 and 3 slots of physical 1, as in Fig. 6.");
    const KvSequenceId second = cache.fork(first).value();
    recorder.step("fig8-fork",
                  "Parallel sampling asks for two outputs of one prompt: sample A2 is a fork of A1. It copies the "
                  "block table " + tableOf(recorder.state(), second) +
                      ", not the KV: physical 7 and 1 now have reference count 2.");
    cache.appendToken(first, recorder.token("fathers"));
    recorder.step("fig8-copy-on-write",
                  "A1 generates \"fathers\" into logical block 1, but physical 1 is shared (reference count 2): "
                  "writing there would change A2's prompt. Copy-on-write: physical 1 is copied to physical 3, A1's "
                  "table becomes " + tableOf(recorder.state(), first) +
                      " and physical 1's count drops to 1.");
    cache.appendToken(second, recorder.token("mothers"));
    recorder.step("fig8-write-in-place",
                  "A2 generates \"mothers\": physical 1 now belongs to A2 alone (count 1), so it writes in place, "
                  "no copy. A1 reads [7, 3], A2 reads [7, 1]; physical 7, the shared prompt, is stored once.");
    return recorder.finish();
}

KvWalkthrough buildBeamSearchWalkthrough()
{
    PagedKvCacheConfig config;
    config.numBlocks = 12;
    config.blockSize = 4;
    KvWalkthroughRecorder recorder("fig9", "Beam search (Fig. 9)", config);
    PagedKvCache& cache = recorder.cache();
    const KvSequenceId beam0 = cache.addSequence(recorder.tokens("The quick brown fox jumps over")).value();
    const KvSequenceId beam1 = cache.fork(beam0).value();
    const KvSequenceId beam2 = cache.fork(beam0).value();
    const KvSequenceId beam3 = cache.fork(beam0).value();
    recorder.step("fig9-four-beams",
                  "Beam search with width 4: the prompt fills physical 0 and half of physical 1, and beams 1-3 are "
                  "forks of beam 0. Both blocks have reference count 4: the prompt is stored once.");

    cache.appendToken(beam0, recorder.token("the"));
    cache.appendToken(beam1, recorder.token("a"));
    cache.appendToken(beam2, recorder.token("one"));
    cache.appendToken(beam3, recorder.token("my"));
    recorder.step("fig9-diverge",
                  "Each beam adds a different word. The first three find physical 1 shared and copy it (to 2, 3 and 4); "
                  "the last, beam 3, is then its only user and writes in place. Physical 0 stays shared by all four.");

    // The four best continuations come from beams 0 and 1 (two each): beams 2 and 3 are dropped.
    const KvSequenceId beam4 = cache.fork(beam0).value();
    const KvSequenceId beam5 = cache.fork(beam1).value();
    cache.free(beam2, KvEventReason::Pruned);
    cache.free(beam3, KvEventReason::Pruned);
    recorder.step("fig9-prune",
                  "The best four candidates all extend beams 0 and 1: they fork (new beams " + std::to_string(beam4) +
                      " and " + std::to_string(beam5) +
                      ") and beams 2 and 3 are pruned. Their last blocks, physical 4 and 1, reach count 0 and join "
                      "the free queue's tail; physical 0 drops to count 4 again.");

    cache.appendToken(beam0, recorder.token("lazy"));
    cache.appendToken(beam4, recorder.token("sleepy"));
    cache.appendToken(beam1, recorder.token("old"));
    cache.appendToken(beam5, recorder.token("tired"));
    recorder.step("fig9-copy-again",
                  "Beam 0 shares physical 2 with its fork, so it copies it (to 5) before writing; its fork then "
                  "writes in place. Beams 1 and 5 do the same with physical 3 (copy to 6). Each last block is full.");

    for (const KvSequenceId beam : {beam0, beam1, beam4, beam5})
        cache.appendToken(beam, recorder.token("dog"));
    recorder.step("fig9-new-blocks",
                  "All four beams need a new block for their next word: physical 7, 8, 9 and 10. Four beams are "
                  "alive and physical 0 is still shared by all of them; the pruned beams' blocks wait in the free "
                  "queue: " + blockList(recorder.state().freeQueueOrder()) + ".");
    return recorder.finish();
}

} // namespace gml
