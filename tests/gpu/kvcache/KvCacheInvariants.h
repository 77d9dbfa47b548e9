#pragma once

#include "kvcache/KvCacheState.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace gml::test {

// Everything that must hold of a paged KV cache between two calls. Returns what is broken, empty when all
// holds: each block's reference count equals the table entries pointing at it; a block is free (queued) or
// owned, never both; the free queue's links agree with each other and with freeCount; the prefix cache's map
// and the blocks' cached flags agree; only a sequence's last block is partly filled; the host's swap space agrees with the swapped-out sequences; and every sequence
// holds exactly the tokens `expected` says (no token lost).
inline std::string checkKvCacheInvariants(const KvCacheState& state,
                                          const std::map<KvSequenceId, std::vector<std::int32_t>>& expected)
{
    std::vector<std::uint32_t> references(state.blocks.size(), 0);
    for (const auto& sequence : state.sequences) {
        if (!sequence.live() && !sequence.blockTable.empty())
            return "finished sequence " + std::to_string(sequence.id) + " still holds blocks";
        std::uint32_t held = 0;
        for (std::size_t i = 0; i < sequence.blockTable.size(); ++i) {
            const KvBlockId block = sequence.blockTable[i];
            if (block >= state.blocks.size())
                return "sequence " + std::to_string(sequence.id) + " points at a block that does not exist";
            ++references[block];
            const std::uint32_t fill = state.blocks[block].fill();
            if (i + 1 < sequence.blockTable.size() && fill != state.blockSize)
                return "sequence " + std::to_string(sequence.id) + "'s logical block " + std::to_string(i) +
                       " is not full but is not its last";
            if (fill == 0)
                return "sequence " + std::to_string(sequence.id) + " holds an empty block";
            held += i + 1 < sequence.blockTable.size() ? state.blockSize : std::min(fill, sequence.length - held);
        }
        if (held != sequence.length)
            return "sequence " + std::to_string(sequence.id) + " says " + std::to_string(sequence.length) +
                   " tokens but its blocks hold " + std::to_string(held);
    }
    for (KvBlockId block = 0; block < state.blocks.size(); ++block) {
        const auto& entry = state.blocks[block];
        if (entry.refCount != references[block])
            return "block " + std::to_string(block) + " has count " + std::to_string(entry.refCount) + " but " +
                   std::to_string(references[block]) + " table entries";
        if (entry.queued == (entry.refCount > 0))
            return "block " + std::to_string(block) + (entry.queued ? " is both free and owned" : " is neither free nor owned");
        if (entry.cached && (state.cachedBlocks.count(entry.hash) == 0 || state.cachedBlocks.at(entry.hash) != block))
            return "block " + std::to_string(block) + " says it is cached but the map disagrees";
    }
    for (const auto& [hash, block] : state.cachedBlocks)
        if (!state.blocks[block].cached || state.blocks[block].hash != hash)
            return "the prefix map names block " + std::to_string(block) + ", which is not cached under that hash";
    std::uint32_t walked = 0;
    KvBlockId previous = kNoKvBlock;
    for (KvBlockId block = state.freeHead; block != kNoKvBlock; block = state.blocks[block].nextFree) {
        if (++walked > state.blocks.size())
            return "the free queue has a cycle";
        if (!state.blocks[block].queued || state.blocks[block].previousFree != previous)
            return "the free queue's links are broken at block " + std::to_string(block);
        previous = block;
    }
    if (previous != state.freeTail || walked != state.freeCount)
        return "the free queue's tail or count is wrong";
    // The host's swap space: a host block is held by exactly the swapped-out sequence that lists it.
    std::uint32_t hostFree = 0;
    for (std::uint32_t host = 0; host < state.hostBlocks.size(); ++host) {
        const KvSequenceId holder = state.hostBlocks[host];
        if (holder == kNoKvSequence) {
            ++hostFree;
            continue;
        }
        const KvSequenceState* owner = state.sequence(holder);
        if (!owner || owner->status != KvSequenceStatus::Swapped ||
            std::count(owner->hostBlocks.begin(), owner->hostBlocks.end(), host) != 1)
            return "host block " + std::to_string(host) + " is held by sequence " + std::to_string(holder) +
                   ", which is not swapped out to it";
    }
    if (hostFree != state.hostFreeCount)
        return "the swap space's free count is wrong";
    for (const auto& sequence : state.sequences) {
        const std::size_t blocksOnHost = (sequence.offloaded.size() + state.blockSize - 1) / state.blockSize;
        if ((sequence.status == KvSequenceStatus::Swapped) != !sequence.hostBlocks.empty() ||
            (sequence.status == KvSequenceStatus::Swapped && sequence.hostBlocks.size() != blocksOnHost))
            return "sequence " + std::to_string(sequence.id) + "'s host blocks do not match its status";
        for (const std::uint32_t host : sequence.hostBlocks)
            if (host >= state.hostBlocks.size() || state.hostBlocks[host] != sequence.id)
                return "sequence " + std::to_string(sequence.id) + " lists a host block it does not hold";
    }
    for (const auto& [sequence, tokens] : expected)
        if (state.tokensOf(sequence) != tokens)
            return "sequence " + std::to_string(sequence) + " lost or changed tokens";
    return {};
}

} // namespace gml::test
