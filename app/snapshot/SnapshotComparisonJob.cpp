#include "app/snapshot/SnapshotComparisonJob.h"

SnapshotComparisonJob::SnapshotComparisonJob(QString pathA, QString pathB)
    : m_pathA(std::move(pathA)), m_pathB(std::move(pathB))
{
}

void SnapshotComparisonJob::run()
{
    gml::LoadControl control;
    control.cancel = &m_cancel;
    // The engine reads A then B through the same control: a read count that starts again (or a new total)
    // means B has begun.
    int file = 0;
    std::uint64_t lastRead = 0;
    std::uint64_t lastTotal = 0;
    control.progress = [&](std::uint64_t done, std::uint64_t total) {
        if (file == 0 && lastTotal != 0 && (done < lastRead || total != lastTotal))
            file = 1;
        lastRead = done;
        lastTotal = total;
        emit progress(file, total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total));
    };
    auto comparison = gml::compareSnapshotFiles(m_pathA.toStdString(), std::nullopt, m_pathB.toStdString(),
                                                std::nullopt, {}, control);
    if (!comparison) {
        if (comparison.error().kind == gml::LoadErrorKind::Cancelled)
            emit cancelled();
        else
            emit failed(QString::fromStdString(comparison.error().message));
        return;
    }
    emit finished(std::make_shared<const gml::SnapshotComparison>(std::move(comparison.value())));
}
