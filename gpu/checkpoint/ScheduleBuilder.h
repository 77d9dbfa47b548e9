#pragma once

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointSchedule.h"

#include <vector>

namespace gml {

// Writes a schedule's timeline one operation at a time, as the schedule functions decide them, keeping the
// state (CheckpointState::apply) so that every operation is checked as it is written, and the live bytes,
// costs and counts come from one place. The chain must outlive the builder.
class ScheduleBuilder
{
public:
    // Without recordTimeline only the state and the totals are kept: how plans are compared by the thousand.
    explicit ScheduleBuilder(const CheckpointChain& chain, bool recordTimeline = true);

    const CheckpointChain& chain() const { return m_chain; }
    const CheckpointState& state() const { return m_state; }
    LayerHold hold(std::uint32_t layer) const { return m_state.holds[layer]; }

    // A forward of `layer` from its live input, keeping `hold`; with keepsOutput its output becomes the next
    // layer's input. Recorded as Recompute when the layer ran forward before.
    void forward(std::uint32_t layer, LayerHold hold, bool keepsOutput);
    // Advances from the kept input of layer `from` to the input of layer `to` (from < to) without keeping
    // activations: the input of `from` stays (a checkpoint), the inputs between are freed as soon as the next
    // one exists, the input of `to` is kept.
    void advance(std::uint32_t from, std::uint32_t to);
    // A taped forward immediately followed by its backward: Revolve's reverse step.
    void reverseStep(std::uint32_t layer);
    void recomputePart(std::uint32_t layer);
    void backward(std::uint32_t layer);
    void free(std::uint32_t layer);
    void offloadOut(std::uint32_t layer, double transferMs, double stallMs);
    void offloadIn(std::uint32_t layer, double transferMs, double stallMs);

    // The finished schedule; every layer's backward must have run.
    CheckpointSchedule finish(std::string name, std::string title);

private:
    std::uint64_t bytesOf(std::uint32_t layer, LayerHold hold) const;
    void emit(CheckpointOp op);

    const CheckpointChain& m_chain;
    CheckpointState m_state;
    CheckpointTrace m_trace;
    bool m_recordTimeline = true;
    std::vector<std::uint32_t> m_forwardRuns; // forwards per layer
    std::uint32_t m_runStart = kNoLayer;      // the checkpoint the current run of forwards began at
    std::uint32_t m_lastForward = kNoLayer;
    double m_computeMs = 0;
    double m_stallMs = 0;
    std::uint32_t m_partRecomputes = 0;
};

} // namespace gml
