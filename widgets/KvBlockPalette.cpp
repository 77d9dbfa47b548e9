#include "KvBlockPalette.h"

#include <array>

namespace {

// Okabe-Ito. Sequence n wears colour n % 7 and pattern n % 4, so sequences four apart share a pattern: the
// order puts very different colours four apart (blue and vermillion, orange and sky blue, green and yellow)
// as well as side by side. Black is kept for text and the fill bar.
constexpr std::array<QRgb, KvBlockPalette::kOwnerColours> kOwners{
    0x0072B2, // blue
    0xE69F00, // orange
    0x009E73, // bluish green
    0xCC79A7, // reddish purple
    0xD55E00, // vermillion
    0x56B4E9, // sky blue
    0xF0E442, // yellow
};

constexpr std::array<Qt::BrushStyle, KvBlockPalette::kOwnerPatterns> kPatterns{
    Qt::NoBrush, Qt::BDiagPattern, Qt::HorPattern, Qt::DiagCrossPattern};

} // namespace

QColor KvBlockPalette::ownerColor(gml::KvSequenceId sequence)
{
    return QColor(kOwners[sequence % kOwnerColours]);
}

QBrush KvBlockPalette::ownerPattern(gml::KvSequenceId sequence)
{
    // Colour and pattern advance together, so sequences 0-27 all get a different pair (7 and 4 are coprime).
    const Qt::BrushStyle style = kPatterns[sequence % kOwnerPatterns];
    if (style == Qt::NoBrush)
        return {};
    QColor ink = textOn(ownerColor(sequence));
    ink.setAlpha(90); // visible, yet quiet enough for the numbers on top
    return QBrush(ink, style);
}

QString KvBlockPalette::ownerLabel(gml::KvSequenceId sequence)
{
    return QStringLiteral("S%1").arg(sequence);
}

QColor KvBlockPalette::textOn(const QColor& background)
{
    // Relative luminance (sRGB, no gamma): good enough to pick black or white.
    const double luminance =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.5 ? Qt::black : Qt::white;
}

QColor KvBlockPalette::freeColor()
{
    return QColor(0xE4, 0xE4, 0xE4);
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
    return QColor(0xD5, 0x5E, 0x00);
}
