#include "app/content/allocator/AllocatorPrediction.h"

#include "app/content/allocator/AllocatorEventText.h"
#include "app/content/common/NumberText.h"

std::optional<AllocatorPrediction> AllocatorPrediction::of(const gml::ScenarioRunner& runner, std::size_t step)
{
    const auto& steps = runner.scenario().steps;
    const auto& results = runner.results();
    if (step >= steps.size() || step >= results.size() || steps[step].prediction == gml::ScenarioStep::Prediction::None)
        return std::nullopt;
    AllocatorPrediction prediction;
    prediction.m_kind = steps[step].prediction;
    prediction.m_step = step;
    const gml::ScenarioStepResult& result = results[step];
    // The first allocation of the step is the one asked about (the reader made sure there is one).
    for (std::size_t i = 0; i < steps[step].actions.size() && i < result.actions.size(); ++i) {
        const gml::ScenarioAction& action = steps[step].actions[i];
        if (action.kind != gml::ScenarioAction::Kind::Allocate)
            continue;
        prediction.m_tensor = QString::fromStdString(action.tensor);
        prediction.m_bytes = action.bytes;
        prediction.m_fits = result.actions[i].ok;
        const gml::AllocatorTrace& trace = runner.trace();
        prediction.m_before = trace.stateAt(result.firstEvent);
        for (std::size_t event = result.firstEvent; event < result.endEvent; ++event) {
            const auto kind = trace[event].kind;
            if (kind == gml::EventKind::Alloc || kind == gml::EventKind::Oom) {
                prediction.m_reason = AllocatorEventText::explain(trace, event);
                prediction.m_blockTakenSize = trace[event].size;
                break;
            }
        }
        if (prediction.m_fits) {
            // Taken from a free block that was there before the step, or from memory the step got from the
            // device (a new segment, or pages newly mapped into an expandable one).
            const std::uint64_t address = result.actions[i].address;
            prediction.m_address = address;
            prediction.m_newSegment = true;
            if (const gml::SegmentInfo* segment = prediction.m_before.segmentContaining(address))
                for (const gml::BlockInfo& block : segment->blocks)
                    if (address >= block.address && address < block.end() && block.state == gml::BlockState::Inactive) {
                        prediction.m_newSegment = false;
                        prediction.m_blockStart = block.address;
                        prediction.m_blockSize = block.size;
                    }
        }
        return prediction;
    }
    return std::nullopt;
}

QString AllocatorPrediction::question() const
{
    const QString size = NumberText::bytes(m_bytes);
    if (m_kind == gml::ScenarioStep::Prediction::Fits)
        return tr("Predict: the next step allocates %1 as “%2”. Will it fit, or run out of memory?").arg(size, m_tensor);
    return tr("Predict: the next step allocates %1 as “%2”. Which free block will the allocator take? Click it in "
              "the map, or choose a new segment.")
        .arg(size, m_tensor);
}

QList<QPair<int, QString>> AllocatorPrediction::buttons() const
{
    if (m_kind == gml::ScenarioStep::Prediction::Fits)
        return {{kFits, tr("It fits")}, {kOutOfMemory, tr("Out of memory")}};
    return {{kNewSegment, tr("A new segment")}};
}

QString AllocatorPrediction::pictureHint() const
{
    if (m_kind == gml::ScenarioStep::Prediction::Fits)
        return {};
    return tr("Or click the free block (green or grey) it will take in the map.");
}

QList<QPair<std::uint64_t, QString>> AllocatorPrediction::pictureChoices() const
{
    QList<QPair<std::uint64_t, QString>> free;
    if (m_kind == gml::ScenarioStep::Prediction::Fits)
        return free;
    for (const gml::SegmentInfo& segment : m_before.segments)
        for (const gml::BlockInfo& block : segment.blocks)
            if (block.state == gml::BlockState::Inactive)
                //: A free cached block in the prediction's list: %1 its size, %2 its address.
                free.append({block.address, tr("the free block of %1 at %2")
                                                .arg(NumberText::bytes(block.size),
                                                     QStringLiteral("0x%1").arg(block.address, 0, 16))});
    return free;
}

bool AllocatorPrediction::judgeButton(int id) const
{
    switch (id) {
    case kFits: return m_fits;
    case kOutOfMemory: return !m_fits;
    default: return m_fits && m_newSegment;
    }
}

std::optional<bool> AllocatorPrediction::judgeClick(std::uint64_t address, QString* why) const
{
    const gml::SegmentInfo* segment = m_before.segmentContaining(address);
    if (segment != nullptr)
        for (const gml::BlockInfo& block : segment->blocks)
            if (address >= block.address && address < block.end()) {
                if (block.state != gml::BlockState::Inactive) {
                    *why = tr("That block is not free: pick a free cached block (green or grey), or a new segment.");
                    return std::nullopt;
                }
                return m_fits && !m_newSegment && block.address == m_blockStart;
            }
    *why = tr("Pick a free cached block (green or grey) in the map, or a new segment.");
    return std::nullopt;
}

QString AllocatorPrediction::clickWords(std::uint64_t) const
{
    return tr("the block you clicked");
}

std::optional<std::uint64_t> AllocatorPrediction::answerOnPicture() const
{
    if (!m_fits)
        return std::nullopt;
    return m_address;
}

QString AllocatorPrediction::outcome() const
{
    //: %1: what happened; %2: the allocator's own account of it.
    return tr("%1 %2").arg(headline(), m_reason);
}

QString AllocatorPrediction::headline() const
{
    QString what;
    if (!m_fits)
        what = tr("It ran out of memory.");
    else if (m_newSegment)
        what = tr("It needed memory from the device: a new segment.");
    else
        what = m_blockTakenSize < m_blockSize
                   ? tr("It split the free cached block of %1: %2 for the tensor (selected in the map), the rest stays cached.")
                         .arg(NumberText::bytes(m_blockSize), NumberText::bytes(m_blockTakenSize))
                   : tr("It took the free cached block of %1 whole (selected in the map).").arg(NumberText::bytes(m_blockSize));
    return what;
}
