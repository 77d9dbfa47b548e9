#pragma once

#include "run/MemoryCategory.h"
#include "run/LargestAllocations.h"
#include "snapshot/SnapshotReplay.h"

#include <QByteArray>
#include <vector>

// The largest live allocations of one moment as CSV (RFC 4180: fields with commas, quotes or line breaks
// quoted, quotes doubled), with a header row of fixed English column names, like the command line's JSON
// keys: a spreadsheet or a script reads them the same in every language.
class LargestAllocationsCsv
{
public:
    static QByteArray write(const gml::MemorySnapshot& snapshot, const gml::SnapshotReplay& replay,
                            const std::vector<gml::LiveAllocation>& allocations);
    static QString field(const QString& text);
};
