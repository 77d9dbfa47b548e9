// gpu-memory-lab-selftest: checks the CUDA device on a real GPU. Qt-free and Boost-free so that it builds
// with nothing but CMake and the CUDA toolkit (run gpu/selftest/run-on-gpu.sh there).
#include "allocator/CachingAllocator.h"
#include "allocator/ScenarioLibrary.h"
#include "allocator/ScenarioRunner.h"
#include "device/CudaDevice.h"
#include "selftest/CheckpointSelfTest.h"
#include "selftest/PagedAttentionSelfTest.h"
#include "selftest/SelfTestKernels.h"
#include "util/ByteFormat.h"

#include <cstdio>
#include <functional>
#include <string>

namespace {

int passed = 0;
int failed = 0;

void check(bool condition, const std::string& what)
{
    std::printf("%s  %s\n", condition ? "PASS" : "FAIL", what.c_str());
    (condition ? passed : failed)++;
}

} // namespace

int main()
{
    using namespace gml;
    using selftest::writeAndVerify;
    auto opened = CudaDevice::open(0);
    if (!opened) {
        std::printf("FAIL  no CUDA device: %s\n0 passed, 1 failed\n", opened.error().message.c_str());
        return 1;
    }
    CudaDevice& device = *opened.value();
    const DeviceInfo info = device.info();
    std::printf("device: %s, %s, compute %s\n", info.name.c_str(), formatBytes(info.totalBytes).c_str(),
                info.computeCapability.c_str());
    check(info.totalBytes > 0 && !info.simulated, "device reports its memory: " + device.describe());

    // Plain allocations: a 20 MiB segment as the caching allocator would ask for, written and read back.
    const std::uint64_t freeBefore = device.freeBytes();
    auto segment = device.allocate(20 * MiB);
    check(segment.ok(), "cudaMalloc of 20 MiB succeeds");
    if (segment) {
        unsigned long long mismatches = 0;
        const std::string error = writeAndVerify(segment.value(), 20 * MiB, 0xC0FFEEu, mismatches);
        check(error.empty() && mismatches == 0, "20 MiB written and verified by kernels (" +
                                                    std::to_string(mismatches) + " mismatches) " + error);
        check(device.freeBytes() < freeBefore, "cudaMemGetInfo shows less free memory while it is held");
        check(device.release(segment.value()).ok(), "cudaFree returns it");
    }

    // Errors become messages, and the device keeps working after them.
    auto huge = device.allocate(info.totalBytes * 4);
    check(!huge.ok() && huge.error().code == DeviceErrorCode::OutOfMemory,
          "an allocation of 4x the GPU fails as out of memory: " + (huge ? std::string("(succeeded!)") : huge.error().message));
    auto zero = device.allocate(0);
    check(!zero.ok() && zero.error().code == DeviceErrorCode::InvalidArgument, "a 0-byte allocation is refused");
    auto after = device.allocate(2 * MiB);
    check(after.ok(), "the device still allocates after the errors");
    if (after)
        device.release(after.value());

    // Virtual memory: what expandable segments are made of.
    if (!device.supportsVirtualMemory()) {
        check(false, "virtual memory management available: " + device.virtualMemoryUnavailableReason());
    } else {
        const std::uint64_t page = device.pageGranularity();
        auto range = device.reserveAddressRange(64 * page);
        check(range.ok(), "cuMemAddressReserve of 64 pages (" + formatBytes(64 * page) + ")");
        if (range) {
            check(device.mapPages(range.value(), 3 * page).ok(), "cuMemCreate + cuMemMap of the first 3 pages");
            unsigned long long mismatches = 0;
            const std::string error = writeAndVerify(range.value(), 3 * page, 0xBEEFu, mismatches);
            check(error.empty() && mismatches == 0, "mapped pages written and verified by kernels " + error);
            check(device.mapPages(range.value() + 3 * page, page).ok(), "the range grows by one more page");
            check(!device.mapPages(range.value(), page).ok(), "mapping a page twice is refused");
            check(device.unmapPages(range.value() + 2 * page, 2 * page).ok(), "the last two pages unmap");
            check(!device.releaseAddressRange(range.value()).ok(), "a range with mapped pages cannot be released");
            check(device.unmapPages(range.value(), 2 * page).ok(), "the rest unmaps");
            check(device.releaseAddressRange(range.value()).ok(), "cuMemAddressFree releases the range");
        }
    }

    // The caching allocator on the real device: a lesson's segments must be real cudaMalloc allocations
    // (written and read back by kernels), and empty_cache must give them back.
    {
        const std::uint64_t freeBeforeLesson = device.freeBytes();
        ScenarioRunner lesson(*findAllocatorScenario("reserved-vs-allocated"), device);
        while (lesson.runNextStep()) {
            if (lesson.results().size() != 1)
                continue; // check the segments after the first step, while all three tensors are alive
            const AllocatorState state = lesson.allocator().state();
            check(state.segments.size() == 3, "the lesson's first step made 3 segments on the GPU");
            for (const SegmentInfo& lessonSegment : state.segments) {
                unsigned long long mismatches = 0;
                const std::string error =
                    writeAndVerify(lessonSegment.address, lessonSegment.size, 0xA110Cu, mismatches);
                check(error.empty() && mismatches == 0, "segment " + std::to_string(lessonSegment.id) + " (" +
                                                            formatBytes(lessonSegment.size) + ") is real memory " + error);
            }
            check(device.freeBytes() + 440 * MiB <= freeBeforeLesson, "cudaMemGetInfo sees the 450 MiB reserved");
        }
        const AllocatorStats& stats = lesson.allocator().stats();
        check(stats.reservedBytes.all().current == static_cast<std::int64_t>(50 * MiB) && stats.numOoms == 0,
              "after empty_cache 50 MiB stays reserved for the live tensor");
    }
    if (device.supportsVirtualMemory()) {
        CachingAllocator allocator(device, AllocatorConfig::parse("expandable_segments:True").value());
        const auto first = allocator.allocate(25 * MiB);
        const auto second = first ? allocator.allocate(30 * MiB) : first;
        check(first.ok() && second.ok() && second.value() == first.value() + 25 * MiB,
              "an expandable segment grows in place on the GPU");
        if (first && second) {
            unsigned long long mismatches = 0;
            const std::string error = writeAndVerify(first.value(), 55 * MiB, 0xE8Au, mismatches);
            check(error.empty() && mismatches == 0, "its mapped pages are real memory " + error);
            allocator.free(first.value());
            allocator.free(second.value());
        }
        allocator.emptyCache();
        check(allocator.state().segments.empty() && allocator.stats().reservedBytes.all().current == 0,
              "empty_cache unmaps the pages and releases the range");
    }

    selftest::checkPagedAttention(device, check);
    selftest::checkCheckpointExecutor(device, check);

    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
