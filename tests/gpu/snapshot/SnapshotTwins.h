#pragma once

#include "snapshot/SnapshotLoader.h"

#include <boost/test/unit_test.hpp>
#include <string_view>
#include <tuple>

namespace gml::test {

// A snapshot that must load; fails the test with the loader's message when it does not.
inline MemorySnapshot requireLoaded(LoadResult<MemorySnapshot> loaded)
{
    BOOST_REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : loaded.error().message));
    return std::move(loaded.value());
}

// A snapshot that must not load: its error, for the test to check the message of.
inline LoadError requireLoadError(std::string_view bytes, const LoadControl& control = {})
{
    const auto loaded = loadMemorySnapshotFromBytes(bytes, control);
    BOOST_REQUIRE_MESSAGE(!loaded.ok(), "the snapshot loaded but should not have");
    return loaded.error();
}

// Every field of the model, ids included: loading is deterministic, so twins agree exactly.
inline void requireSameSnapshot(const MemorySnapshot& a, const MemorySnapshot& b)
{
    BOOST_REQUIRE(a.segments.size() == b.segments.size());
    for (std::size_t i = 0; i < a.segments.size(); ++i) {
        const SnapshotSegment& x = a.segments[i];
        const SnapshotSegment& y = b.segments[i];
        BOOST_TEST((std::tie(x.device, x.address, x.totalSize, x.allocatedSize, x.activeSize, x.requestedSize,
                             x.stream, x.type, x.isExpandable, x.poolId[0], x.poolId[1], x.frames) ==
                    std::tie(y.device, y.address, y.totalSize, y.allocatedSize, y.activeSize, y.requestedSize,
                             y.stream, y.type, y.isExpandable, y.poolId[0], y.poolId[1], y.frames)));
        BOOST_REQUIRE(x.blocks.size() == y.blocks.size());
        for (std::size_t k = 0; k < x.blocks.size(); ++k)
            BOOST_TEST((std::tie(x.blocks[k].address, x.blocks[k].size, x.blocks[k].requestedSize,
                                 x.blocks[k].state, x.blocks[k].frames) ==
                        std::tie(y.blocks[k].address, y.blocks[k].size, y.blocks[k].requestedSize,
                                 y.blocks[k].state, y.blocks[k].frames)));
    }
    BOOST_REQUIRE(a.deviceTraces.size() == b.deviceTraces.size());
    for (std::size_t d = 0; d < a.deviceTraces.size(); ++d) {
        BOOST_REQUIRE(a.deviceTraces[d].size() == b.deviceTraces[d].size());
        for (std::size_t e = 0; e < a.deviceTraces[d].size(); ++e) {
            const SnapshotTraceEvent& x = a.deviceTraces[d][e];
            const SnapshotTraceEvent& y = b.deviceTraces[d][e];
            BOOST_TEST((std::tie(x.action, x.address, x.size, x.stream, x.timeUs, x.hasTime, x.frames,
                                 x.compileContext, x.userMetadata, x.otherActionName) ==
                        std::tie(y.action, y.address, y.size, y.stream, y.timeUs, y.hasTime, y.frames,
                                 y.compileContext, y.userMetadata, y.otherActionName)));
        }
    }
    BOOST_REQUIRE(a.frames.frameCount() == b.frames.frameCount());
    BOOST_REQUIRE(a.frames.stackCount() == b.frames.stackCount());
    for (std::uint32_t f = 0; f < a.frames.frameCount(); ++f) {
        BOOST_TEST(a.text(a.frames.frame(f).filename) == b.text(b.frames.frame(f).filename));
        BOOST_TEST(a.text(a.frames.frame(f).name) == b.text(b.frames.frame(f).name));
        BOOST_TEST(a.frames.frame(f).line == b.frames.frame(f).line);
    }
    BOOST_TEST(a.strings.size() == b.strings.size());
    BOOST_TEST(a.allocatorSettings.has_value() == b.allocatorSettings.has_value());
    BOOST_TEST(a.externalAnnotations.size() == b.externalAnnotations.size());
}

} // namespace gml::test
