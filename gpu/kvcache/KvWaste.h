#pragma once

#include <cstdint>

namespace gml {

// The paper's Fig. 2 categories, as fractions of the KV memory the requests occupy (they sum to 1):
struct KvWasteShares
{
    double tokenStates = 0; // slots holding a token's key and value
    double reservation = 0; // slots set aside for tokens the request will still generate
    double internal = 0;    // slots set aside that the request will never fill
    double external = 0;    // free gaps between allocations that no waiting request can use ("+ other")
};

// How the shares are sampled: at the end of every scheduler step (after that step's tokens are written,
// before finished requests let go), every occupied KV slot is put in one category, and the slot counts are
// summed over all steps; a share is its category's sum over the sum of all four. So each is the average over
// the run, weighted by the memory in use at each step. Free memory that any request could take (the paged
// pool's free blocks, the space after the contiguous pool's last allocation) is not occupied and is left out.
class KvWasteTally
{
public:
    void addStep(std::uint64_t tokenStates, std::uint64_t reservation, std::uint64_t internal, std::uint64_t external)
    {
        m_tokenStates += tokenStates;
        m_reservation += reservation;
        m_internal += internal;
        m_external += external;
        ++m_steps;
    }

    KvWasteShares shares() const
    {
        const double total = static_cast<double>(m_tokenStates + m_reservation + m_internal + m_external);
        if (total == 0)
            return {};
        return {static_cast<double>(m_tokenStates) / total, static_cast<double>(m_reservation) / total,
                static_cast<double>(m_internal) / total, static_cast<double>(m_external) / total};
    }

    std::uint64_t steps() const { return m_steps; }
    std::uint64_t tokenStateSlotSteps() const { return m_tokenStates; }

private:
    std::uint64_t m_tokenStates = 0;
    std::uint64_t m_reservation = 0;
    std::uint64_t m_internal = 0;
    std::uint64_t m_external = 0;
    std::uint64_t m_steps = 0;
};

} // namespace gml
