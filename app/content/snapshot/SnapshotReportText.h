#pragma once

#include "snapshot/MemorySnapshot.h"
#include "snapshot/OutOfMemoryReport.h"
#include "snapshot/PrivatePools.h"
#include "snapshot/SnapshotReplay.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

// The snapshot page's report, as rich text: each recorded out-of-memory error explained (with a link to go
// to it), the allocator settings as the file recorded them, the CUDA-graph private pools with their bytes,
// and the streams by their recorded ids.
class SnapshotReportText
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotReportText)

public:
    struct Input
    {
        const gml::MemorySnapshot* snapshot = nullptr;
        const gml::SnapshotReplay* replay = nullptr;
        const std::vector<gml::OutOfMemoryReport>* outOfMemory = nullptr;
        const std::vector<gml::PrivatePool>* pools = nullptr;
        std::function<QString(std::size_t traceIndex)> eventLink; // the href that moves the player there
    };

    static QString html(const Input& input);
    // The allocator_settings of the file, one line each; one line saying they are absent in older files.
    static QStringList settings(const gml::MemorySnapshot& snapshot);
    // "the default stream" / "stream 0x55d1c0a8f000": a stream by its recorded handle.
    static QString streamName(std::uint64_t handle);
    // "CUDA graph pool (1, 0)"
    static QString poolName(const gml::PrivatePool& pool);
    // "CUDA graph pool (1, 0): 3 segments, 2.0 GiB reserved, 1.5 GiB allocated"
    static QString poolLine(const gml::PrivatePool& pool);
};
