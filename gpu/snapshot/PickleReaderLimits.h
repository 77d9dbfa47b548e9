#pragma once

#include <cstdint>

namespace gml {

// Bounds that keep a hostile or broken file from taking unbounded memory or time. Real PyTorch snapshots nest
// about seven levels deep and keep a few thousand items on the pickle stack; the defaults leave wide margins.
struct PickleReaderLimits
{
    // Containers inside containers; also bounds the MARK stack (every MARK opens a level being built).
    std::uint32_t maxDepth = 1000;
    // Values waiting on the pickle stack (Python's pickler appends in batches of 1000).
    std::uint64_t maxStackItems = std::uint64_t{1} << 24;
    // Memory for the parsed values (nodes, children, strings), about twice a real snapshot's file size.
    std::uint64_t maxValueBytes = std::uint64_t{16} << 30;

    // A compressed file (.gz, .zst) is decompressed as it is read, so its decompressed size is known only at its
    // end. Real snapshots compress 3 to 60 times; a file built to expand a thousandfold (a "compression bomb")
    // is refused as soon as it has, before it takes memory or hours. The first bytes are exempt from the ratio:
    // a small file of repeated values may compress very well.
    std::uint64_t maxDecompressedBytes = std::uint64_t{64} << 30;
    std::uint64_t maxCompressionRatio = 1000;
    std::uint64_t decompressedBytesBeforeRatioCheck = std::uint64_t{64} << 20;
};

} // namespace gml
