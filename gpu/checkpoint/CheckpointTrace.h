#pragma once

#include "checkpoint/CheckpointOp.h"
#include "checkpoint/CheckpointState.h"
#include "trace/KeyframeTrace.h"

#include <string>

namespace gml {

// A training step's operations in order, with keyframes (the caching allocator's pattern): stateAt(n) is the
// state after the first n operations, one keyframe copy plus a short replay, so the timeline view can scrub;
// explain(i) says why operation i happened in words a learner can read.
class CheckpointTrace
{
public:
    static constexpr std::size_t kDefaultKeyframeInterval = 512;

    explicit CheckpointTrace(std::size_t keyframeInterval = kDefaultKeyframeInterval) : m_trace(keyframeInterval) {}

    void append(const CheckpointOp& op) { m_trace.append(op); }
    template <typename MakeState> void offerKeyframe(MakeState&& current) { m_trace.offerKeyframe(current); }

    std::size_t size() const { return m_trace.size(); }
    bool empty() const { return m_trace.empty(); }
    const CheckpointOp& operator[](std::size_t index) const { return m_trace[index]; }
    std::size_t keyframeCount() const { return m_trace.keyframeCount(); }

    CheckpointState stateAt(std::size_t opCount) const { return m_trace.stateAt(opCount); }
    // The number of operations after which live memory first reaches its peak (a cursor position).
    std::size_t peakPosition() const;

    // "recompute layer 5 from checkpoint 4 (needed by backward of layer 6)".
    std::string explain(std::size_t index) const;

private:
    KeyframeTrace<CheckpointOp, CheckpointState> m_trace;
};

} // namespace gml
