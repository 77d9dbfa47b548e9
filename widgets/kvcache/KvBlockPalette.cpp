#include "widgets/kvcache/KvBlockPalette.h"

#include "widgets/common/DisplayTheme.h"

#include <array>

namespace {

// Okabe-Ito (DisplayTheme's inks). Sequence n wears colour n % 7 and pattern n % 4, so sequences four apart
// share a pattern: the order puts very different colours four apart (blue and vermillion, orange and sky blue,
// green and yellow) as well as side by side. Black is kept for text and the fill bar.
using Ink = DisplayTheme::Ink;
constexpr std::array<Ink, KvBlockPalette::kOwnerColours> kOwners{
    Ink::Blue, Ink::Orange, Ink::BluishGreen, Ink::ReddishPurple, Ink::Vermillion, Ink::SkyBlue, Ink::Yellow};

constexpr std::array<Qt::BrushStyle, KvBlockPalette::kOwnerPatterns> kPatterns{
    Qt::NoBrush, Qt::BDiagPattern, Qt::HorPattern, Qt::DiagCrossPattern};

} // namespace

QColor KvBlockPalette::ownerColor(gml::KvSequenceId sequence)
{
    return DisplayTheme::ink(kOwners[sequence % kOwnerColours]);
}

QBrush KvBlockPalette::ownerPattern(gml::KvSequenceId sequence)
{
    // Colour and pattern advance together, so sequences 0-27 all get a different pair (7 and 4 are coprime).
    const Qt::BrushStyle style = kPatterns[sequence % kOwnerPatterns];
    if (style == Qt::NoBrush)
        return {};
    QColor ink = textOn(ownerColor(sequence));
    // Visible, yet quiet enough for the numbers on top; stronger in high contrast, where the projector eats it.
    ink.setAlpha(DisplayTheme::highContrast() ? 150 : 90);
    return QBrush(ink, style);
}

QString KvBlockPalette::ownerLabel(gml::KvSequenceId sequence)
{
    return QStringLiteral("S%1").arg(sequence);
}

QColor KvBlockPalette::textOn(const QColor& background)
{
    return DisplayTheme::textOn(background);
}

QColor KvBlockPalette::freeColor()
{
    return DisplayTheme::emptyCell();
}

QColor KvBlockPalette::cachedMarkColor()
{
    return QColor(0x33, 0x33, 0x33);
}

QColor KvBlockPalette::fillColor()
{
    return QColor(0x1A, 0x1A, 0x1A);
}

QColor KvBlockPalette::fillTrackColor()
{
    return QColor(0xFF, 0xFF, 0xFF, 200);
}

QColor KvBlockPalette::badgeColor()
{
    return QColor(0x1A, 0x1A, 0x1A);
}

QColor KvBlockPalette::copyColor()
{
    return DisplayTheme::ink(DisplayTheme::Ink::Vermillion);
}
