#include "kvcache/KvWalkthrough.h"

#include "KvCacheInvariants.h"
#include "kvcache/BuiltInKvScripts.h"
#include "kvcache/KvScript.h"

#include <boost/test/unit_test.hpp>
#include <tuple>

using namespace gml;

namespace {

KvWalkthrough build(const char* id)
{
    auto walkthrough = buildKvWalkthrough(id);
    BOOST_REQUIRE_MESSAGE(walkthrough.ok(), id);
    return std::move(walkthrough.value());
}

KvCacheState at(const KvWalkthrough& walkthrough, const char* scene)
{
    const KvWalkthroughStep* step = walkthrough.scene(scene);
    BOOST_REQUIRE_MESSAGE(step, scene);
    return walkthrough.trace.stateAt(step->eventCount);
}

using Blocks = std::vector<KvBlockId>;

// The list a step's narration quotes under `name`.
Blocks listFact(const KvWalkthroughStep& step, const std::string& name)
{
    for (const NarrationFact& fact : step.facts)
        if (fact.name == name && fact.kind == NarrationFact::Kind::List)
            return fact.list;
    BOOST_FAIL("step " << step.scene << " has no list named " << name);
    return {};
}

} // namespace

BOOST_AUTO_TEST_SUITE(walkthroughs)

BOOST_AUTO_TEST_CASE(fig6_lands_on_the_papers_physical_blocks)
{
    const KvWalkthrough lesson = build("fig6");
    KvCacheState prompt = at(lesson, "fig6-prompt");
    BOOST_TEST(prompt.sequences[0].blockTable == (Blocks{7, 1}));
    BOOST_TEST(prompt.blocks[7].fill() == 4u);
    BOOST_TEST(prompt.blocks[1].fill() == 3u);
    const KvCacheState filled = at(lesson, "fig6-fill-last-slot");
    BOOST_TEST(filled.sequences[0].blockTable == (Blocks{7, 1}));
    BOOST_TEST(filled.blocks[1].fill() == 4u);
    const KvCacheState next = at(lesson, "fig6-new-block");
    BOOST_TEST(next.sequences[0].blockTable == (Blocks{7, 1, 3}));
    BOOST_TEST(next.blocks[3].fill() == 1u);
    BOOST_TEST(lesson.trace.tokenName(next.blocks[3].tokens[0]) == "'brought'");
    BOOST_TEST(listFact(lesson.steps.back(), "table") == (Blocks{7, 1, 3}));
    BOOST_TEST(listFact(*lesson.scene("fig6-prompt"), "table") == (Blocks{7, 1}));
}

BOOST_AUTO_TEST_CASE(fig8_copies_on_write_once)
{
    const KvWalkthrough lesson = build("fig8");
    const KvCacheState forked = at(lesson, "fig8-fork");
    BOOST_TEST(forked.blocks[7].refCount == 2u);
    BOOST_TEST(forked.blocks[1].refCount == 2u);
    const KvCacheState copied = at(lesson, "fig8-copy-on-write");
    BOOST_TEST(copied.sequences[0].blockTable == (Blocks{7, 3}));
    BOOST_TEST(copied.blocks[1].refCount == 1u);
    const KvCacheState end = lesson.trace.stateAt(lesson.trace.size());
    BOOST_TEST(end.sequences[0].blockTable == (Blocks{7, 3}));
    BOOST_TEST(end.sequences[1].blockTable == (Blocks{7, 1}));
    BOOST_TEST(end.blocks[7].refCount == 2u);
    BOOST_TEST(lesson.trace.tokenName(end.blocks[3].tokens.back()) == "'fathers'");
    BOOST_TEST(lesson.trace.tokenName(end.blocks[1].tokens.back()) == "'mothers'");
    std::size_t copies = 0;
    for (std::size_t i = 0; i < lesson.trace.size(); ++i)
        if (lesson.trace[i].kind == KvEventKind::CopyOnWrite) {
            ++copies;
            BOOST_TEST(lesson.trace.explain(i).find("copy-on-write: physical 1 is shared by 2 sequences") == 0u);
        }
    BOOST_TEST(copies == 1u);
}

BOOST_AUTO_TEST_CASE(fig9_beams_share_the_prompt_and_pruning_frees_blocks)
{
    const KvWalkthrough lesson = build("fig9");
    BOOST_TEST(at(lesson, "fig9-four-beams").blocks[0].refCount == 4u);
    const KvCacheState diverged = at(lesson, "fig9-diverge");
    BOOST_TEST(diverged.sequences[3].blockTable == (Blocks{0, 1}));
    BOOST_TEST(diverged.sequences[0].blockTable == (Blocks{0, 2}));
    const KvCacheState pruned = at(lesson, "fig9-prune");
    const Blocks queue = pruned.freeQueueOrder();
    BOOST_TEST(Blocks(queue.end() - 2, queue.end()) == (Blocks{4, 1}));
    BOOST_TEST(pruned.blocks[0].refCount == 4u);
    const NarrationFacts& forks = lesson.scene("fig9-prune")->facts;
    BOOST_REQUIRE(forks.size() == 2u);
    BOOST_TEST(forks[0].name == "first-fork");
    BOOST_TEST(forks[0].integer == 4u);
    BOOST_TEST(forks[1].name == "second-fork");
    BOOST_TEST(forks[1].integer == 5u);
    std::size_t prunedBeams = 0;
    for (std::size_t i = 0; i < lesson.trace.size(); ++i)
        prunedBeams += lesson.trace[i].kind == KvEventKind::SequenceFreed &&
                       lesson.trace[i].reason == KvEventReason::Pruned;
    BOOST_TEST(prunedBeams == 2u);
    const KvCacheState end = lesson.trace.stateAt(lesson.trace.size());
    BOOST_TEST(end.liveSequences().size() == 4u);
    BOOST_TEST(end.blocks[0].refCount == 4u);
    BOOST_TEST(end.freeQueueOrder() == (Blocks{11, 4, 1}));
    BOOST_TEST(end.sequences[0].blockTable == (Blocks{0, 5, 7}));
    BOOST_TEST(end.sequences[4].blockTable == (Blocks{0, 2, 9}));
    BOOST_TEST(listFact(lesson.steps.back(), "free-queue") == (Blocks{11, 4, 1}));
}

BOOST_AUTO_TEST_CASE(prefix_caching_hits_and_evicts_as_vllms_design_document_says)
{
    const KvWalkthrough lesson = build("prefix-caching");
    const KvCacheState time1 = at(lesson, "prefix-time-1");
    BOOST_TEST(time1.sequences[0].blockTable == (Blocks{0, 1, 2, 3}));
    BOOST_TEST(time1.cachedBlocks.size() == 3u);
    const KvCacheState time3 = at(lesson, "prefix-time-3");
    BOOST_TEST(time3.blocks[3].cached);
    BOOST_TEST(time3.sequences[0].blockTable == (Blocks{0, 1, 2, 3, 4}));
    const KvCacheState time4 = at(lesson, "prefix-time-4");
    BOOST_TEST(time4.sequences[1].blockTable == (Blocks{0, 1, 5, 6}));
    BOOST_TEST(time4.blocks[0].refCount == 2u);
    BOOST_TEST(at(lesson, "prefix-time-5").freeQueueOrder() == (Blocks{7, 8, 9, 4, 3, 2}));
    BOOST_TEST(at(lesson, "prefix-time-6").freeQueueOrder() == (Blocks{7, 8, 9, 4, 3, 2, 6, 5, 1, 0}));
    const KvCacheState time7 = at(lesson, "prefix-time-7");
    BOOST_TEST(time7.sequences[2].blockTable == (Blocks{0, 1, 2, 7, 8, 9, 4, 3}));
    BOOST_TEST(time7.freeQueueOrder() == (Blocks{6, 5}));
    BOOST_TEST(listFact(*lesson.scene("prefix-time-7"), "table") == time7.sequences[2].blockTable);
    BOOST_TEST(listFact(*lesson.scene("prefix-time-6"), "free-queue") == (Blocks{7, 8, 9, 4, 3, 2, 6, 5, 1, 0}));
    std::size_t hits = 0;
    std::vector<KvBlockId> evicted;
    for (std::size_t i = 0; i < lesson.trace.size(); ++i) {
        const KvCacheEvent& event = lesson.trace[i];
        hits += event.kind == KvEventKind::CacheHit;
        if (event.has(kv_event_flags::kEvicted))
            evicted.push_back(event.physical);
    }
    BOOST_TEST(hits == 5u); // 2 for request 1, 3 for request 2
    BOOST_TEST(evicted == (Blocks{3}));
    std::size_t finished = 0; // A and B finish; nobody is aborted
    for (std::size_t i = 0; i < lesson.trace.size(); ++i)
        finished += lesson.trace[i].kind == KvEventKind::SequenceFreed &&
                    lesson.trace[i].reason == KvEventReason::Finished;
    BOOST_TEST(finished == 2u);
}

BOOST_AUTO_TEST_CASE(busy_servers_preempt_and_still_finish_everything)
{
    for (const char* id : {"preemption-recompute", "preemption-swap"}) {
        const KvWalkthrough lesson = build(id);
        BOOST_TEST(lesson.scene("preempt-1") != nullptr, id);
        const KvCacheState end = lesson.trace.stateAt(lesson.trace.size());
        BOOST_TEST(end.freeCount == 12u);
        BOOST_TEST(end.liveSequences().empty());
        const NarrationFacts& ending = lesson.steps.back().facts;
        BOOST_REQUIRE(ending.size() == 3u);
        BOOST_TEST(ending[0].name == "finished");
        BOOST_TEST(ending[0].integer == 5u);
        BOOST_TEST(ending[1].name == "steps");
        BOOST_TEST(ending[1].integer == 13u);
        BOOST_TEST(ending[2].name == "preemptions");
        BOOST_TEST(ending[2].integer == 2u);
        const KvServingStep& second = *lesson.scene("preempt-2")->serving;
        BOOST_TEST(second.step == 5u);
        BOOST_TEST(second.blocksInAll == 12u);
        bool preempted = false;
        for (std::size_t i = 0; i < lesson.trace.size(); ++i)
            preempted |= lesson.trace[i].kind == KvEventKind::Preempted &&
                         lesson.trace[i].reason == (std::string(id) == "preemption-swap" ? KvEventReason::Swap
                                                                                          : KvEventReason::Recompute);
        BOOST_TEST(preempted);
    }
    // With swap, the first victim's blocks go to the 4-block host swap space; the second does not fit there
    // and is recomputed instead, and the narration says so.
    const KvWalkthrough swap = build("preemption-swap");
    std::size_t swappedOut = 0;
    std::size_t swappedIn = 0;
    bool fellBack = false;
    for (std::size_t i = 0; i < swap.trace.size(); ++i) {
        swappedOut += swap.trace[i].kind == KvEventKind::BlockSwappedOut;
        swappedIn += swap.trace[i].kind == KvEventKind::BlockRestored && swap.trace[i].reason == KvEventReason::Swap;
        fellBack |= swap.trace[i].has(kv_event_flags::kSwapSpaceFull);
    }
    BOOST_TEST(swappedOut == 2u);
    BOOST_TEST(swappedIn == 2u);
    BOOST_TEST(fellBack);
    const auto& first = swap.scene("preempt-1")->serving->preempted;
    BOOST_REQUIRE(first.size() == 1u);
    BOOST_TEST(first[0].swapped);
    BOOST_TEST(first[0].hostBlocks == (std::vector<std::uint32_t>{0, 1}));
    const auto& second = swap.scene("preempt-2")->serving->preempted;
    BOOST_REQUIRE(second.size() == 1u);
    BOOST_TEST(!second[0].swapped);
    BOOST_TEST(second[0].swapSpaceFull);
    BOOST_TEST(second[0].hostFreeBlocks == 2u);
    BOOST_TEST(second[0].hostBlocksInAll == 4u);
    BOOST_TEST(second[0].blocks > second[0].hostFreeBlocks);
    BOOST_TEST(swap.trace.stateAt(swap.trace.size()).hostFreeCount == 4u);
}

// The walkthroughs were C++ builders until they became files (#32); the files were proven to give the
// builders' very events, steps and facts. What that check saw is pinned here: each walkthrough's length, and
// each step's scene and the event it ends on. A change to a file or the engine that moves any of them shows
// here.
BOOST_AUTO_TEST_CASE(the_files_give_what_the_builders_gave)
{
    using Steps = std::vector<std::pair<std::string, std::size_t>>;
    const std::vector<std::tuple<std::string, std::size_t, Steps>> pinned{
        {"fig6",
         22,
         {{"fig6-pool", 9}, {"fig6-prompt", 19}, {"fig6-fill-last-slot", 20}, {"fig6-new-block", 22}}},
        {"fig8",
         23,
         {{"fig8-prompt", 19}, {"fig8-fork", 20}, {"fig8-copy-on-write", 22}, {"fig8-write-in-place", 23}}},
        {"fig9",
         38,
         {{"fig9-four-beams", 13},
          {"fig9-diverge", 20},
          {"fig9-prune", 24},
          {"fig9-copy-again", 30},
          {"fig9-new-blocks", 38}}},
        {"prefix-caching",
         72,
         {{"prefix-time-1", 24},
          {"prefix-time-3", 28},
          {"prefix-time-4", 40},
          {"prefix-time-5", 41},
          {"prefix-time-6", 42},
          {"prefix-time-7", 72}}},
        {"preemption-recompute",
         122,
         {{"preemption-start", 1},
          {"step-0", 49},
          {"step-1", 56},
          {"step-2", 63},
          {"preempt-1", 70},
          {"step-4", 76},
          {"preempt-2", 83},
          {"step-6", 94},
          {"step-7", 99},
          {"step-8", 103},
          {"step-9", 108},
          {"step-10", 114},
          {"step-11", 119},
          {"step-12", 122},
          {"preemption-end", 122}}},
        {"preemption-swap",
         124,
         {{"preemption-start", 1},
          {"step-0", 49},
          {"step-1", 56},
          {"step-2", 63},
          {"preempt-1", 72},
          {"step-4", 78},
          {"preempt-2", 85},
          {"step-6", 96},
          {"step-7", 101},
          {"step-8", 105},
          {"step-9", 110},
          {"step-10", 116},
          {"step-11", 121},
          {"step-12", 124},
          {"preemption-end", 124}}},
    };
    // Every built-in file reads, in the lesson's order, and is named for its id.
    BOOST_REQUIRE_EQUAL(builtInKvScripts().size(), pinned.size());
    BOOST_REQUIRE_EQUAL(kvWalkthroughs().size(), pinned.size());
    for (const auto& [name, text] : builtInKvScripts()) {
        auto script = readKvScript(text);
        BOOST_REQUIRE_MESSAGE(script.ok(), name << ": " << (script.ok() ? "" : script.error().message));
        BOOST_TEST(script.value().id == name);
        BOOST_TEST(!script.value().paper.empty(), name);
    }
    for (std::size_t w = 0; w < pinned.size(); ++w) {
        const auto& [id, events, steps] = pinned[w];
        BOOST_TEST(kvWalkthroughs()[w].id == id);
        const KvWalkthrough lesson = build(id.c_str());
        BOOST_TEST(lesson.trace.size() == events, id);
        BOOST_REQUIRE_EQUAL(lesson.steps.size(), steps.size());
        for (std::size_t s = 0; s < steps.size(); ++s) {
            BOOST_TEST(lesson.steps[s].scene == steps[s].first, id);
            BOOST_TEST(lesson.steps[s].eventCount == steps[s].second, lesson.steps[s].scene);
            BOOST_TEST(lesson.steps[s].serving.has_value() ==
                       (steps[s].first.find("step-") == 0 || steps[s].first.find("preempt-") == 0));
        }
    }
    // The words the application's languages line up with: ids in order of first appearance.
    const std::vector<std::string> fig9Words{"The", "quick", "brown", "fox",    "jumps", "over",  "the", "a",
                                             "one", "my",    "lazy",  "sleepy", "old",   "tired", "dog"};
    BOOST_TEST(build("fig9").trace.tokenNames() == fig9Words, boost::test_tools::per_element());
    BOOST_TEST(build("fig8").trace.tokenNames().size() == 9u);
    BOOST_TEST(build("fig8").trace.tokenNames().back() == "mothers");
    BOOST_TEST(build("prefix-caching").trace.tokenNames().empty());
    BOOST_TEST(kvWalkthroughs()[0].paper == "Kwon et al., SOSP 2023, Fig. 6: block tables");
}

BOOST_AUTO_TEST_CASE(every_walkthrough_is_consistent_and_explained_at_every_step)
{
    for (const auto& info : kvWalkthroughs()) {
        const KvWalkthrough lesson = build(info.id.c_str());
        BOOST_TEST(lesson.id == info.id);
        BOOST_TEST(!lesson.steps.empty());
        std::size_t previous = 0;
        for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
            BOOST_TEST(lesson.steps[s].eventCount >= previous);
            previous = lesson.steps[s].eventCount;
            BOOST_TEST(!lesson.steps[s].scene.empty());
            BOOST_TEST(gml::test::checkKvCacheInvariants(lesson.stateAtStep(s), {}) == "", info.id);
        }
        for (std::size_t i = 0; i < lesson.trace.size(); ++i)
            BOOST_TEST(lesson.trace.explain(i).find("unknown") == std::string::npos);
        // Deterministic: built twice, the same events.
        const KvWalkthrough again = build(info.id.c_str());
        BOOST_REQUIRE(again.trace.size() == lesson.trace.size());
        for (std::size_t i = 0; i < lesson.trace.size(); ++i)
            BOOST_REQUIRE((again.trace[i] == lesson.trace[i]));
    }
    BOOST_TEST(buildKvWalkthrough("fig7").error().message.find("unknown walkthrough 'fig7'") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
