#pragma once

#include <QColor>
#include <QPalette>

// The colours every view draws with, in one place: the Okabe-Ito set (safe for colour-blind viewers) on the
// system's light or dark palette, or a high-contrast set with strong luminance steps that survives a
// washed-out classroom projector. The palettes (BlockPalette, KvBlockPalette, CheckpointPalette) and the charts
// ask here rather than hard-coding colours, so one switch changes them all.
//
// Light or dark is read from the application palette when asked, so views follow the system's palette (and its
// changes) without being told; high contrast is a choice the user makes (View > High contrast).
class DisplayTheme
{
public:
    // The Okabe-Ito hues by name, plus Neutral for a line that should read as "the ink" (a total, a limit).
    enum class Ink { Blue, Orange, BluishGreen, ReddishPurple, Vermillion, SkyBlue, Yellow, Neutral };

    static bool highContrast();
    static void setHighContrast(bool on);
    // Whether views are drawn on a dark background: the application palette's window is dark.
    static bool isDark();
    // Bumped whenever highContrast changes, so that views caching colours know to rebuild them.
    static int generation();

    static QColor ink(Ink ink);
    // A pen width for lines and outlines: thicker in high contrast, where thin lines wash out.
    static double lineWidth(double standard);
    // How strongly pattern hatching is inked over a fill: full strength in high contrast.
    static QColor patternInk(const QColor& fill);
    // Black or white, whichever reads better on `background`.
    static QColor textOn(const QColor& background);
    // A cell that holds nothing (a free block, unmapped memory): a step away from the background.
    static QColor emptyCell();

    // The window palette for high contrast: pure black on white (or white on black when the system palette
    // is dark), with a saturated highlight.
    static QPalette highContrastPalette(bool dark);
    static bool isDarkPalette(const QPalette& palette);
};
