#include "app/content/snapshot/MemoryCategoryText.h"

#include "app/content/common/NumberText.h"

#include <cmath>

QString MemoryCategoryText::name(gml::MemoryCategory category)
{
    using gml::MemoryCategory;
    switch (category) {
    case MemoryCategory::Parameter:
        return tr("Parameters");
    case MemoryCategory::Gradient:
        return tr("Gradients");
    case MemoryCategory::OptimizerState:
        return tr("Optimizer state");
    case MemoryCategory::Activation:
        return tr("Activations");
    case MemoryCategory::Temporary:
        return tr("Temporaries");
    case MemoryCategory::InferenceCache:
        return tr("Inference cache");
    case MemoryCategory::Unknown:
        break;
    }
    return tr("Unknown");
}

double MemoryCategoryText::percentValue(std::uint64_t part, std::uint64_t whole)
{
    if (whole == 0)
        return 0.0;
    const double share = 100.0 * static_cast<double>(part) / static_cast<double>(whole);
    // One decimal where a whole number would hide a share (3.2% is not 3%), none where it reads as noise.
    return share < 10.0 ? std::round(share * 10.0) / 10.0 : std::round(share);
}

QString MemoryCategoryText::percent(std::uint64_t part, std::uint64_t whole)
{
    const double value = percentValue(part, whole);
    //: A share of the memory at the peak; %1 is the number ("56", "3.2").
    return tr("%1%").arg(QString::number(value, 'f', value < 10.0 && value != std::round(value) ? 1 : 0));
}

QString MemoryCategoryText::checkpointSentence(const gml::MemoryCategoryReport& report)
{
    const auto at = [&](gml::MemoryCategory category) {
        return report.atPeak[static_cast<std::size_t>(category)];
    };
    const std::uint64_t activations = at(gml::MemoryCategory::Activation);
    const std::uint64_t optimizer = at(gml::MemoryCategory::OptimizerState);
    const std::uint64_t peak = report.peakAllocatedBytes;
    //: %1 and %3 are sizes ("33 MiB"), %2 and %4 shares of the peak ("3.2%").
    return tr("At the peak, activations held %1 (%2) — what activation checkpointing could save; optimizer "
              "state held %3 (%4) — what it cannot.")
        .arg(NumberText::bytes(activations), percent(activations, peak), NumberText::bytes(optimizer),
             percent(optimizer, peak));
}

QString MemoryCategoryText::guessNote()
{
    return tr(
        "A guess from the stack frames that allocated each block: PyTorch does not record what a tensor "
        "is for. Memory that nothing in its stack explains stays unknown.");
}
