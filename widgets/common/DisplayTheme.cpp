#include "widgets/common/DisplayTheme.h"

#include <QGuiApplication>

#include <array>

namespace {

bool g_highContrast = false;
int g_generation = 0;

constexpr std::size_t kInks = 8;

// Okabe & Ito, "Color Universal Design" (2008). Neutral is a dark grey on light backgrounds.
constexpr std::array<QRgb, kInks> kStandard{0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7,
                                            0xD55E00, 0x56B4E9, 0xF0E442, 0x333333};
// The same hues lifted for a dark background.
constexpr std::array<QRgb, kInks> kStandardDark{0x3A9AD9, 0xE69F00, 0x19B38A, 0xD98DB8,
                                                0xF07030, 0x7DC8F0, 0xF0E442, 0xD0D0D0};
// High contrast on white: the hues kept apart, but each far from the background and from its neighbours in
// lightness as well, because a washed-out projector flattens saturation long before it flattens lightness.
constexpr std::array<QRgb, kInks> kHighContrast{0x003C8F, 0xFF9900, 0x006B4A, 0x9C1F78,
                                                0xC23B00, 0x4FB6FF, 0xFFE000, 0x000000};
// High contrast on black.
constexpr std::array<QRgb, kInks> kHighContrastDark{0x4DA6FF, 0xFFB000, 0x00E0A0, 0xFF70C8,
                                                    0xFF6020, 0x9FE0FF, 0xFFF040, 0xFFFFFF};

} // namespace

bool DisplayTheme::highContrast()
{
    return g_highContrast;
}

void DisplayTheme::setHighContrast(bool on)
{
    if (on == g_highContrast)
        return;
    g_highContrast = on;
    ++g_generation;
}

int DisplayTheme::generation()
{
    return g_generation;
}

bool DisplayTheme::isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

bool DisplayTheme::isDark()
{
    return isDarkPalette(QGuiApplication::palette());
}

QColor DisplayTheme::ink(Ink which)
{
    const auto index = static_cast<std::size_t>(which);
    const bool dark = isDark();
    if (g_highContrast)
        return QColor(dark ? kHighContrastDark[index] : kHighContrast[index]);
    return QColor(dark ? kStandardDark[index] : kStandard[index]);
}

double DisplayTheme::lineWidth(double standard)
{
    return g_highContrast ? standard * 1.75 : standard;
}

QColor DisplayTheme::textOn(const QColor& background)
{
    // Relative luminance (sRGB, no gamma): good enough to pick black or white.
    const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.5 ? Qt::black : Qt::white;
}

QColor DisplayTheme::patternInk(const QColor& fill)
{
    if (g_highContrast)
        return textOn(fill);
    return fill.darker(170);
}

QColor DisplayTheme::emptyCell()
{
    if (isDark())
        return g_highContrast ? QColor(0x30, 0x30, 0x30) : QColor(0x3A, 0x3A, 0x3A);
    return g_highContrast ? QColor(0xFF, 0xFF, 0xFF) : QColor(0xE4, 0xE4, 0xE4);
}

QPalette DisplayTheme::highContrastPalette(bool dark)
{
    const QColor paper = dark ? Qt::black : Qt::white;
    const QColor ink = dark ? Qt::white : Qt::black;
    QPalette palette(ink, paper);
    for (const auto group : {QPalette::Active, QPalette::Inactive}) {
        palette.setColor(group, QPalette::Window, paper);
        palette.setColor(group, QPalette::WindowText, ink);
        palette.setColor(group, QPalette::Base, paper);
        palette.setColor(group, QPalette::AlternateBase, dark ? QColor(0x26, 0x26, 0x26) : QColor(0xEB, 0xEB, 0xEB));
        palette.setColor(group, QPalette::Text, ink);
        palette.setColor(group, QPalette::Button, paper);
        palette.setColor(group, QPalette::ButtonText, ink);
        palette.setColor(group, QPalette::Highlight, dark ? QColor(0xFF, 0xE0, 0x00) : QColor(0x00, 0x2E, 0xB8));
        palette.setColor(group, QPalette::HighlightedText, dark ? Qt::black : Qt::white);
        palette.setColor(group, QPalette::PlaceholderText, dark ? QColor(0xB0, 0xB0, 0xB0) : QColor(0x4A, 0x4A, 0x4A));
        palette.setColor(group, QPalette::ToolTipBase, paper);
        palette.setColor(group, QPalette::ToolTipText, ink);
        palette.setColor(group, QPalette::Link, dark ? QColor(0x9F, 0xE0, 0xFF) : QColor(0x00, 0x2E, 0xB8));
        // Frames and bevels: strong, but Mid (grid lines, the outlines of what is still to come) a step below the
        // ink, so that it does not shout over the data.
        palette.setColor(group, QPalette::Light, paper);
        palette.setColor(group, QPalette::Midlight, dark ? QColor(0x5A, 0x5A, 0x5A) : QColor(0xC8, 0xC8, 0xC8));
        palette.setColor(group, QPalette::Mid, dark ? QColor(0xA0, 0xA0, 0xA0) : QColor(0x70, 0x70, 0x70));
        palette.setColor(group, QPalette::Dark, ink);
        palette.setColor(group, QPalette::Shadow, ink);
    }
    // Disabled text stays readable: a mid grey, never a faint one.
    const QColor disabled = dark ? QColor(0x9A, 0x9A, 0x9A) : QColor(0x5A, 0x5A, 0x5A);
    palette.setColor(QPalette::Disabled, QPalette::Window, paper);
    palette.setColor(QPalette::Disabled, QPalette::Base, paper);
    palette.setColor(QPalette::Disabled, QPalette::Button, paper);
    palette.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    palette.setColor(QPalette::Disabled, QPalette::Text, disabled);
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    return palette;
}
