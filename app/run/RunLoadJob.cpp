#include "app/run/RunLoadJob.h"

#include "run/RunFileList.h"

#include <QFileInfo>
#include <algorithm>

RunLoadJob::RunLoadJob(QStringList paths) : m_paths(std::move(paths)) {}

void RunLoadJob::run()
{
    std::vector<std::string> given;
    for (const QString& path : std::as_const(m_paths))
        given.push_back(path.toStdString());
    auto found = gml::findRunFiles(given);
    if (!found) {
        emit failed(QString::fromStdString(found.error().message));
        return;
    }
    const std::vector<gml::RunFile>& files = found.value();
    emit filesFound(static_cast<int>(files.size()));

    // Progress as a share of all the bytes, not of the files: one large file among small ones would
    // otherwise leave the bar standing still for most of the load.
    std::vector<std::uint64_t> before(files.size(), 0);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < files.size(); ++i) {
        before[i] = total;
        total += files[i].sizeBytes;
    }
    QStringList loaded;
    gml::RunLoadControl control;
    control.cancel = &m_cancel;
    control.progress = [&](std::size_t index, std::size_t count, std::uint64_t read, std::uint64_t) {
        const double done =
            total == 0 ? 1.0 : static_cast<double>(before[index] + read) / static_cast<double>(total);
        emit progress(static_cast<int>(index), static_cast<int>(count),
                      QFileInfo(QString::fromStdString(files[index].path)).fileName(), std::min(done, 1.0));
    };
    control.entryLoaded = [&](const gml::RunEntry& entry) {
        if (loaded.isEmpty() || loaded.back() != QString::fromStdString(entry.file))
            loaded.append(QString::fromStdString(entry.file));
        emit entryLoaded(std::make_shared<const gml::RunEntry>(entry));
    };
    control.fileFailed = [&](const gml::RunFileFailure& failure) {
        emit fileFailed(std::make_shared<const gml::RunFileFailure>(failure));
    };
    const gml::RunLoadResult result = gml::loadRun(files, control);
    emit finished(loaded, result.cancelled);
}
