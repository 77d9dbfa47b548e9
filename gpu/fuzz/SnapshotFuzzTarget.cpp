// libFuzzer entry point: any bytes must give a snapshot or a LoadError, never a crash, a leak, undefined
// behaviour, or a runaway allocation.
#include "snapshot/PickleReader.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    gml::LoadControl control;
    // Odd-sized inputs are read through 7-byte windows so values straddle window boundaries.
    control.chunkBytes = (size & 1) ? 7 : std::size_t{1} << 20;
    // Tighter than the defaults so that a hostile input fails quickly instead of exhausting the fuzzer.
    control.limits.maxValueBytes = std::uint64_t{256} << 20;
    control.limits.maxStackItems = std::uint64_t{1} << 20;

    auto snapshot = gml::loadMemorySnapshotFromBytes(bytes, control);
    if (snapshot.ok()) {
        const auto summary = gml::summarizeSnapshot(snapshot.value());
        (void)summary;
        for (std::uint32_t id = 0; id < snapshot.value().frames.stackCount(); ++id)
            for (const std::uint32_t frame : snapshot.value().frames.stack(id))
                (void)snapshot.value().text(snapshot.value().frames.frame(frame).filename);
    } else if (snapshot.error().message.empty()) {
        __builtin_trap(); // every failure must say why
    }
    return 0;
}
