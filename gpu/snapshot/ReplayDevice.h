#pragma once

#include "device/Device.h"

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <vector>

namespace gml {

// The device a snapshot replay runs the allocator on: it hands out memory where the recorded trace says the
// real GPU did. Before each replayed call the replayer tells it what the trace shows next: the address of a
// segment_alloc (the next allocate() returns it), the start of a new expandable segment's range (the next
// reserveAddressRange() returns it), or that the real cudaMalloc failed until some cached segments had been
// released (allocate() and mapPages() fail until that many releases). Whatever the trace does not foresee
// gets a fresh address far above any real one, so a wrong prediction never overlaps recorded memory.
// A recorded range is never moved: where the modelled reservation would reach recorded memory beyond it
// (another range, a plain segment), the model's device size is wrong, not the record, and the range is
// granted only the room the recording shows (grantedRangeBytes).
class ReplayDevice final : public Device
{
public:
    static constexpr std::uint64_t kFreshBase = 0x4000'0000'0000'0000ULL; // above every CUDA address
    static constexpr std::uint64_t kPageGranularity = 2ULL * 1024 * 1024;

    // `ordinal`: the snapshot's device number, so that what the allocator says about this device (its
    // out-of-memory message) names the GPU the recording was made on.
    explicit ReplayDevice(std::uint64_t totalBytes, int ordinal = 0) : m_totalBytes(totalBytes), m_ordinal(ordinal) {}

    // The next allocate() returns `address` (whatever size it asks for; the replayer compares sizes).
    void expectAllocation(std::uint64_t address) { m_expected.push_back(address); }
    // Expected allocations and reservations the allocator did not ask for (it found room without them).
    std::size_t dropExpectedAllocations();
    // The next reserveAddressRange() returns `address`. The first offer since the last drop counts: a new
    // range is mapped from its start, so its first segment_map names it.
    void expectReservation(std::uint64_t address)
    {
        if (!m_expectedReservation)
            m_expectedReservation = address;
    }
    // Where the recording shows memory beginning, on every device (they share address space): the starts of
    // expandable ranges and plain segments, ascending. No reservation reaches past the next one.
    void setRecordedStarts(std::vector<std::uint64_t> starts) { m_recordedStarts = std::move(starts); }
    // allocate() and mapPages() fail with out-of-memory until `releases` more release() or unmapPages() calls
    // have happened (the recorded retry released that many segments before its cudaMalloc succeeded).
    void failUntilReleased(std::size_t releases) { m_failUntil = m_releases + releases; }
    // allocate() and mapPages() fail with out-of-memory (a recorded oom) until called with false.
    void failAll(bool fail) { m_failAll = fail; }
    // While set, freeBytes() is the recorded oom's device_free instead of the modelled capacity's remainder:
    // the out-of-memory message of a recorded oom reports what the real GPU had free.
    void reportRecordedFreeBytes(std::optional<std::uint64_t> bytes) { m_recordedFree = bytes; }
    std::uint64_t freshAllocations() const { return m_fresh; }

    DeviceInfo info() const override;
    std::uint64_t freeBytes() const override
    {
        if (m_recordedFree)
            return *m_recordedFree;
        return m_usedBytes < m_totalBytes ? m_totalBytes - m_usedBytes : 0;
    }
    DeviceResult<std::uint64_t> allocate(std::uint64_t bytes) override;
    DeviceStatus release(std::uint64_t address) override;

    bool supportsVirtualMemory() const override { return true; }
    std::uint64_t pageGranularity() const override { return kPageGranularity; }
    DeviceResult<std::uint64_t> reserveAddressRange(std::uint64_t bytes) override;
    std::uint64_t grantedRangeBytes(std::uint64_t address, std::uint64_t asked) const override;
    DeviceStatus releaseAddressRange(std::uint64_t address) override;
    DeviceStatus mapPages(std::uint64_t address, std::uint64_t bytes) override;
    DeviceStatus unmapPages(std::uint64_t address, std::uint64_t bytes) override;

    std::string describe() const override;

private:
    bool failing() const { return m_failAll || m_releases < m_failUntil; }
    bool overlapsAllocation(std::uint64_t address, std::uint64_t bytes) const;
    std::uint64_t freshAddress(std::uint64_t bytes);
    // The room from `address` to the next recorded start or modelled reservation above it.
    std::uint64_t roomAbove(std::uint64_t address) const;

    std::uint64_t m_totalBytes;
    int m_ordinal = 0;
    std::optional<std::uint64_t> m_recordedFree;
    std::uint64_t m_usedBytes = 0;
    std::deque<std::uint64_t> m_expected;
    std::optional<std::uint64_t> m_expectedReservation;
    std::uint64_t m_releases = 0;
    std::uint64_t m_failUntil = 0;
    bool m_failAll = false;
    std::uint64_t m_nextFresh = kFreshBase;
    std::uint64_t m_fresh = 0;
    std::map<std::uint64_t, std::uint64_t> m_allocations;  // address -> bytes
    std::map<std::uint64_t, std::uint64_t> m_reservations; // address -> bytes granted (expandable ranges)
    std::vector<std::uint64_t> m_recordedStarts;
};

} // namespace gml
