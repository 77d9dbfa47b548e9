#pragma once

#include "kvcache/KvCacheEvent.h"

#include <cstdint>
#include <string>

namespace gml {

// Where a block's K and V values have to move when a sequence is preempted or resumed. The block manager
// decides and records the move; whoever owns the values (a PagedKvStore and a KvSwapSpace on the simulated
// device, device and pinned host memory on CUDA) carries it out when told.
enum class KvBlockTransferKind : std::uint8_t {
    SwapOut,   // copy physical -> hostBlock, before the physical block is given back
    SwapIn,    // copy hostBlock -> physical, the new block the sequence got on resume
    Recompute, // the values were dropped: run the block's tokens through the model again, into physical
};

struct KvBlockTransfer
{
    KvBlockTransferKind kind = KvBlockTransferKind::SwapOut;
    KvSequenceId sequence = kNoKvSequence;
    std::uint32_t logical = 0;          // the sequence's logical block
    KvBlockId physical = kNoKvBlock;    // source of a swap-out, target of a swap-in or recompute
    std::uint32_t hostBlock = kNoKvBlock; // block of the host's swap space; none for recompute
    std::uint32_t firstToken = 0;       // the sequence position of the block's first token
    std::uint32_t tokens = 0;           // tokens the block holds
};

// "swap out: physical 3 -> host block 0", "swap in: host block 0 -> physical 7",
// "recompute: tokens 8-11 -> physical 2".
std::string describeKvBlockTransfer(const KvBlockTransfer& transfer);

} // namespace gml
