#pragma once

#include "kvcache/KvCacheEvent.h"

#include <QBrush>
#include <QColor>
#include <QString>

// Where the paged KV cache views choose their colours. A block takes the colour of the sequence that owns it;
// sequences differ by colour (Okabe-Ito, safe for colour-blind viewers), by hatching and by a printed label
// ("S2"), so that two sequences stay apart on a washed-out projector or in grey print.
class KvBlockPalette
{
public:
    static constexpr int kOwnerColours = 7;
    static constexpr int kOwnerPatterns = 4; // 7 x 4 = 28 sequences before a colour and pattern repeat

    static QColor ownerColor(gml::KvSequenceId sequence);
    // The hatching drawn over ownerColor (Qt::NoBrush for the plain ones).
    static QBrush ownerPattern(gml::KvSequenceId sequence);
    // "S3": printed on the sequence's blocks and in its row.
    static QString ownerLabel(gml::KvSequenceId sequence);
    // Black or white, whichever reads better on `background`.
    static QColor textOn(const QColor& background);

    static QColor freeColor();       // a block no sequence uses
    static QColor cachedMarkColor(); // the corner mark of a block findable by its prefix hash
    static QColor fillColor();       // the fill-level bar (tokens / block size)
    static QColor fillTrackColor();
    static QColor badgeColor(); // the reference-count badge
    static QColor copyColor();  // copy-on-write arrows
};
