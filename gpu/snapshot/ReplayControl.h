#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

namespace gml {

// What a caller (the GUI's loading page, the CLI, a test) gives a replay: a progress callback, called on the
// replaying thread every `progressInterval` recorded events, and a cancel flag read as often. A cancelled
// replay returns LoadErrorKind::Cancelled. The same shape as LoadControl, so one worker can drive both.
struct ReplayControl
{
    std::function<void(std::uint64_t eventsDone, std::uint64_t eventsTotal)> progress;
    const std::atomic<bool>* cancel = nullptr;
    std::uint64_t progressInterval = 1u << 16;

    bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
};

} // namespace gml
