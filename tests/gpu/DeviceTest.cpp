#include "device/AddressSpace.h"
#include "device/DeviceSelector.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>
#include <map>
#include <random>

using namespace gml;

namespace {

// First fit as the device once found it: walk the taken ranges from the base, stop at the first gap that
// holds `bytes`. The address space must give the same answer from its gaps.
std::uint64_t firstFitOverTaken(const std::map<std::uint64_t, std::uint64_t>& taken, std::uint64_t base,
                                std::uint64_t bytes)
{
    std::uint64_t candidate = base;
    for (const auto& [start, size] : taken) {
        if (start >= candidate + bytes)
            break;
        candidate = start + size;
    }
    return candidate;
}

} // namespace

BOOST_AUTO_TEST_SUITE(address_space)

BOOST_AUTO_TEST_CASE(takes_the_lowest_gap_that_fits_as_a_walk_over_the_taken_ranges_would)
{
    constexpr std::uint64_t kBase = 0x10000;
    constexpr std::uint64_t kAlign = 512;
    for (const unsigned seed : {1u, 2u, 3u}) {
        AddressSpace space(kBase, ~std::uint64_t{0} - kAlign + 1, kAlign);
        std::map<std::uint64_t, std::uint64_t> taken; // address -> rounded size
        std::mt19937 random(seed);
        for (int step = 0; step < 20000; ++step) {
            if (taken.empty() || random() % 100 < 55) {
                const std::uint64_t bytes = 1 + random() % (64 * kAlign);
                const std::uint64_t rounded = (bytes + kAlign - 1) / kAlign * kAlign;
                const std::uint64_t expected = firstFitOverTaken(taken, kBase, rounded);
                const auto address = space.take(bytes);
                BOOST_REQUIRE(address.has_value());
                BOOST_REQUIRE_EQUAL(*address, expected);
                taken.emplace(*address, rounded);
            } else {
                auto it = taken.begin();
                std::advance(it, random() % taken.size());
                space.give(it->first, it->second);
                taken.erase(it);
            }
        }
        // Neighbouring gaps were merged: no more gaps than taken ranges plus the one above them all.
        BOOST_TEST(space.gapCount() <= taken.size() + 1);
    }
}

BOOST_AUTO_TEST_CASE(a_bounded_space_refuses_what_does_not_fit_and_merges_what_comes_back)
{
    AddressSpace space(0, 8 * MiB, 2 * MiB);
    const auto a = space.take(2 * MiB);
    const auto b = space.take(1); // rounded to a page
    const auto c = space.take(4 * MiB);
    BOOST_REQUIRE(a && b && c);
    BOOST_TEST(*b == 2 * MiB);
    BOOST_TEST(*c == 4 * MiB);
    BOOST_TEST(!space.take(2 * MiB).has_value());
    space.give(*a, 2 * MiB);
    space.give(*b, 1);
    BOOST_TEST(space.gapCount() == 1u);
    BOOST_TEST(space.take(4 * MiB).value() == 0u);          // the two pages given back form one gap
    BOOST_TEST(!space.take(~std::uint64_t{0}).has_value()); // rounding would wrap past 2^64
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(simulated_device)

BOOST_AUTO_TEST_CASE(addresses_are_deterministic_and_reused_lowest_first)
{
    SimulatedDevice a("Test GPU", 1 * GiB);
    SimulatedDevice b("Test GPU", 1 * GiB);
    const auto a1 = a.allocate(2 * MiB).value();
    const auto a2 = a.allocate(20 * MiB).value();
    BOOST_TEST(a1 == SimulatedDevice::kAllocationBase);
    BOOST_TEST(a2 == a1 + 2 * MiB);
    BOOST_TEST(b.allocate(2 * MiB).value() == a1);
    BOOST_TEST(b.allocate(20 * MiB).value() == a2);

    BOOST_TEST(a.release(a1).ok());
    // The freed hole at the bottom is reused by the next request that fits it.
    BOOST_TEST(a.allocate(1 * MiB).value() == a1);
}

BOOST_AUTO_TEST_CASE(capacity_is_enforced_and_released_memory_returns)
{
    SimulatedDevice device("Test GPU", 100 * MiB);
    BOOST_TEST(device.freeBytes() == 100 * MiB);
    const auto first = device.allocate(60 * MiB);
    BOOST_REQUIRE(first.ok());
    BOOST_TEST(device.freeBytes() == 40 * MiB);
    const auto second = device.allocate(60 * MiB);
    BOOST_REQUIRE(!second.ok());
    BOOST_TEST(static_cast<int>(second.error().code) == static_cast<int>(DeviceErrorCode::OutOfMemory));
    BOOST_TEST(second.error().message.find("40 MiB free of 100 MiB") != std::string::npos);
    BOOST_TEST(device.release(first.value()).ok());
    BOOST_TEST(device.allocate(60 * MiB).ok());
}

BOOST_AUTO_TEST_CASE(injected_out_of_memory_fails_exactly_that_many_calls)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    device.injectOutOfMemory(2);
    BOOST_TEST(!device.allocate(2 * MiB).ok());
    BOOST_TEST(!device.allocate(2 * MiB).ok());
    BOOST_TEST(device.allocate(2 * MiB).ok());
    BOOST_TEST(device.usedBytes() == 2 * MiB);
}

BOOST_AUTO_TEST_CASE(bad_calls_are_refused_with_a_reason_and_change_nothing)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    const auto zero = device.allocate(0);
    BOOST_REQUIRE(!zero.ok());
    BOOST_TEST(zero.error().message == "cannot allocate 0 bytes");
    const auto absurd = device.allocate(~0ULL);
    BOOST_REQUIRE(!absurd.ok());
    BOOST_TEST(absurd.error().message.find("larger than the whole device") != std::string::npos);
    const auto unknown = device.release(0x1234);
    BOOST_REQUIRE(!unknown.ok());
    BOOST_TEST(unknown.error().message == "cannot free 0x1234: the device never allocated it");
    const auto address = device.allocate(4 * MiB).value();
    BOOST_TEST(device.release(address).ok());
    BOOST_TEST(!device.release(address).ok()); // a double free is caught
    BOOST_TEST(device.usedBytes() == 0);
}

BOOST_AUTO_TEST_CASE(virtual_memory_maps_and_unmaps_pages_inside_a_reservation)
{
    SimulatedDevice device("Test GPU", 64 * MiB);
    const std::uint64_t page = device.pageGranularity();
    BOOST_TEST(page == 2 * MiB);
    const auto range = device.reserveAddressRange(1 * GiB); // reserving costs no physical memory
    BOOST_REQUIRE(range.ok());
    BOOST_TEST(device.freeBytes() == 64 * MiB);

    BOOST_TEST(device.mapPages(range.value(), 10 * page).ok());
    BOOST_TEST(device.freeBytes() == 44 * MiB);
    BOOST_TEST(!device.mapPages(range.value() + 9 * page, page).ok()); // already mapped
    BOOST_TEST(!device.mapPages(range.value() + 100, page).ok());      // misaligned
    BOOST_TEST(!device.mapPages(range.value() + 1 * GiB, page).ok());  // outside the range
    const auto tooMuch = device.mapPages(range.value() + 10 * page, 30 * page);
    BOOST_REQUIRE(!tooMuch.ok());
    BOOST_TEST(static_cast<int>(tooMuch.error().code) == static_cast<int>(DeviceErrorCode::OutOfMemory));

    BOOST_TEST(!device.releaseAddressRange(range.value()).ok()); // pages still mapped
    BOOST_TEST(device.unmapPages(range.value() + 5 * page, 5 * page).ok());
    BOOST_TEST(!device.unmapPages(range.value() + 5 * page, page).ok()); // not mapped any more
    BOOST_TEST(device.unmapPages(range.value(), 5 * page).ok());
    BOOST_TEST(device.freeBytes() == 64 * MiB);
    BOOST_TEST(device.releaseAddressRange(range.value()).ok());
}

BOOST_AUTO_TEST_CASE(reservations_run_out_of_virtual_space_and_come_back_lowest_first)
{
    SimulatedDevice device("Test GPU", 64 * MiB);
    constexpr std::uint64_t kSpace = SimulatedDevice::kAllocationBase - SimulatedDevice::kReservationBase;
    const auto half = device.reserveAddressRange(kSpace / 2);
    const auto rest = device.reserveAddressRange(kSpace / 2);
    BOOST_REQUIRE(half.ok() && rest.ok());
    BOOST_TEST(half.value() == SimulatedDevice::kReservationBase);
    const auto none = device.reserveAddressRange(2 * MiB);
    BOOST_REQUIRE(!none.ok());
    BOOST_TEST(none.error().message.find("no virtual address range") != std::string::npos);
    BOOST_TEST(device.releaseAddressRange(half.value()).ok());
    BOOST_TEST(device.reserveAddressRange(2 * MiB).value() == SimulatedDevice::kReservationBase);
}

BOOST_AUTO_TEST_CASE(presets_cover_the_common_capacities)
{
    for (const std::uint64_t gib : {16, 24, 40, 80, 141}) {
        bool found = false;
        for (const auto& preset : simulatedDevicePresets())
            found = found || preset.totalBytes == gib * GiB;
        BOOST_TEST(found, "a preset of " << gib << " GiB");
    }
    BOOST_TEST(findSimulatedDevicePreset("h200-141")->totalBytes == 141 * GiB);
    BOOST_TEST(!findSimulatedDevicePreset("nonsense"));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(device_selection)

BOOST_AUTO_TEST_CASE(parses_the_device_option)
{
    BOOST_TEST((parseDeviceKind("sim") == DeviceKind::Simulated));
    BOOST_TEST((parseDeviceKind("simulated") == DeviceKind::Simulated));
    BOOST_TEST((parseDeviceKind("cuda") == DeviceKind::Cuda));
    BOOST_TEST((parseDeviceKind("auto") == DeviceKind::Automatic));
    BOOST_TEST(!parseDeviceKind("gpu"));
}

BOOST_AUTO_TEST_CASE(simulated_when_asked_and_automatic_never_fails)
{
    auto simulated = selectDevice(DeviceKind::Simulated, *findSimulatedDevicePreset("t4-16"));
    BOOST_REQUIRE(simulated.ok());
    BOOST_TEST(simulated.value().device->info().simulated);
    BOOST_TEST(simulated.value().device->info().totalBytes == 16 * GiB);

    auto automatic = selectDevice(DeviceKind::Automatic);
    BOOST_REQUIRE(automatic.ok());
    const auto line = automatic.value().statusLine();
    if (automatic.value().device->info().simulated) {
        // This machine has no GPU: the status bar says so, and asking for CUDA explicitly is an error.
        BOOST_TEST(line == "Simulated device · no CUDA GPU found");
        const auto cuda = selectDevice(DeviceKind::Cuda);
        BOOST_REQUIRE(!cuda.ok());
        BOOST_TEST(cuda.error().message.rfind("no CUDA GPU found", 0) == 0);
    } else {
        BOOST_TEST(line.find(" · ") != std::string::npos);
    }
}

BOOST_AUTO_TEST_SUITE_END()
