#include "checkpoint/ScheduleBuilder.h"

#include <cassert>
#include <cmath>
#include <stdexcept>

namespace gml {

ScheduleBuilder::ScheduleBuilder(const CheckpointChain& chain, bool recordTimeline)
    : m_chain(chain), m_recordTimeline(recordTimeline), m_forwardRuns(chain.size(), 0)
{
    CheckpointOp load;
    load.kind = CheckpointOpKind::LoadInput;
    load.hold = LayerHold::Input;
    load.layer = chain.size();
    load.deltaBytes = static_cast<std::int64_t>(chain[0].inputBytes);
    load.liveBytes = chain[0].inputBytes;
    emit(load);
}

std::uint64_t ScheduleBuilder::bytesOf(std::uint32_t layer, LayerHold hold) const
{
    const ChainLayer& l = m_chain[layer];
    switch (hold) {
    case LayerHold::Input: return l.inputBytes;
    case LayerHold::Saved: return l.savedBytes;
    case LayerHold::Selective: return l.selectiveBytes;
    case LayerHold::None:
    case LayerHold::Offloaded: return 0;
    }
    return 0;
}

void ScheduleBuilder::emit(CheckpointOp op)
{
    if (op.kind != CheckpointOpKind::LoadInput)
        op.liveBytes = static_cast<std::uint64_t>(static_cast<std::int64_t>(m_state.liveBytes) + op.deltaBytes);
    // A schedule function that asks for an impossible operation is a bug in this engine, never bad input.
    if (!m_state.apply(op))
        throw std::logic_error("checkpoint schedule emitted an impossible operation on layer " + std::to_string(op.layer + 1));
    if (!m_recordTimeline)
        return;
    m_trace.append(op);
    m_trace.offerKeyframe([this] { return m_state; });
}

void ScheduleBuilder::forward(std::uint32_t layer, LayerHold hold, bool keepsOutput)
{
    CheckpointOp op;
    op.kind = m_forwardRuns[layer] > 0 ? CheckpointOpKind::Recompute : CheckpointOpKind::Forward;
    op.layer = layer;
    op.hold = hold;
    op.keepsOutput = keepsOutput;
    if (m_lastForward == kNoLayer || m_lastForward + 1 != layer)
        m_runStart = layer; // a new run of forwards begins at this layer's kept input
    m_lastForward = layer;
    op.from = m_runStart;
    if (op.kind == CheckpointOpKind::Recompute)
        op.neededBy = m_state.nextBackward;
    op.deltaBytes = static_cast<std::int64_t>(bytesOf(layer, hold)) - static_cast<std::int64_t>(bytesOf(layer, m_state.holds[layer])) +
                    (keepsOutput ? static_cast<std::int64_t>(m_chain[layer + 1].inputBytes) : 0);
    op.durationMs = m_chain[layer].forwardMs;
    m_computeMs += op.durationMs;
    ++m_forwardRuns[layer];
    emit(op);
}

void ScheduleBuilder::advance(std::uint32_t from, std::uint32_t to)
{
    assert(from < to);
    for (std::uint32_t layer = from; layer < to; ++layer) {
        forward(layer, LayerHold::Input, true);
        if (layer != from)
            free(layer);
    }
}

void ScheduleBuilder::reverseStep(std::uint32_t layer)
{
    forward(layer, LayerHold::Saved, false);
    backward(layer);
}

void ScheduleBuilder::recomputePart(std::uint32_t layer)
{
    CheckpointOp op;
    op.kind = CheckpointOpKind::RecomputePart;
    op.layer = layer;
    op.hold = LayerHold::Saved;
    op.neededBy = layer;
    op.deltaBytes = static_cast<std::int64_t>(m_chain[layer].savedBytes - m_chain[layer].selectiveBytes);
    op.durationMs = m_chain[layer].partMs;
    m_computeMs += op.durationMs;
    ++m_partRecomputes;
    emit(op);
}

void ScheduleBuilder::backward(std::uint32_t layer)
{
    CheckpointOp op;
    op.kind = CheckpointOpKind::Backward;
    op.layer = layer;
    op.deltaBytes = -static_cast<std::int64_t>(bytesOf(layer, m_state.holds[layer]));
    op.durationMs = m_chain[layer].backwardMs;
    m_computeMs += op.durationMs;
    m_lastForward = kNoLayer;
    emit(op);
}

void ScheduleBuilder::free(std::uint32_t layer)
{
    CheckpointOp op;
    op.kind = CheckpointOpKind::Free;
    op.layer = layer;
    op.deltaBytes = -static_cast<std::int64_t>(bytesOf(layer, m_state.holds[layer]));
    emit(op);
}

void ScheduleBuilder::offloadOut(std::uint32_t layer, double transferMs, double stallMs)
{
    CheckpointOp op;
    op.kind = CheckpointOpKind::OffloadOut;
    op.layer = layer;
    op.hold = LayerHold::Offloaded;
    op.deltaBytes = -static_cast<std::int64_t>(m_chain[layer].savedBytes);
    op.durationMs = 0; // the copy runs beside compute; only a stall costs time (stallMs)
    (void)transferMs;
    op.stallMs = stallMs;
    m_stallMs += stallMs;
    emit(op);
}

void ScheduleBuilder::offloadIn(std::uint32_t layer, double transferMs, double stallMs)
{
    CheckpointOp op;
    op.kind = CheckpointOpKind::OffloadIn;
    op.layer = layer;
    op.hold = LayerHold::Saved;
    op.neededBy = layer;
    op.deltaBytes = static_cast<std::int64_t>(m_chain[layer].savedBytes);
    (void)transferMs;
    op.stallMs = stallMs;
    m_stallMs += stallMs;
    emit(op);
}

CheckpointSchedule ScheduleBuilder::finish(std::string name, std::string title)
{
    if (!m_state.finished())
        throw std::logic_error("checkpoint schedule " + name + " ended before every backward ran");
    CheckpointSchedule schedule;
    schedule.name = std::move(name);
    schedule.title = std::move(title);
    schedule.peakActivationBytes = m_state.peakBytes;
    schedule.forwardSteps = m_state.forwards - m_chain.size();
    schedule.recomputeOps = m_state.recomputes;
    for (const std::uint32_t runs : m_forwardRuns)
        schedule.recomputedLayers += runs > 1;
    schedule.partRecomputes = m_partRecomputes;
    schedule.computeMs = m_computeMs;
    schedule.extraComputeMs = m_computeMs - m_chain.storeAllMs();
    if (std::abs(schedule.extraComputeMs) <= 1e-9 * m_computeMs)
        schedule.extraComputeMs = 0; // the same sums in another order: rounding, not work

    schedule.stallMs = m_stallMs;
    schedule.timeline = std::move(m_trace);
    return schedule;
}

} // namespace gml
