#pragma once

#include "widgets/export/ExportableView.h"

#include <QCoreApplication>
#include <QString>
#include <memory>
#include <vector>

class MainWindow;

// What can be exported from the window's open lesson (or open snapshot): the whole lesson page and each of
// its visualizations and charts, and the caption that goes under them (lesson, step, configuration). Finds
// the lesson's views and presenters in the window, so the window needs to know nothing about export.
class ExportCatalog
{
    Q_DECLARE_TR_FUNCTIONS(ExportCatalog)

public:
    explicit ExportCatalog(MainWindow& window);

    // The whole page first; empty when the open page has no visualization.
    std::vector<std::unique_ptr<ExportableView>> views() const;
    // "Caching allocator · step 12 of 40 · Fragmentation · PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"
    QString caption() const;
    // The lesson's (or snapshot file's) name, for titles.
    QString pageTitle() const;
    // The file name stem of the open page: the lesson's id, or "snapshot-<file>".
    QString pageId() const;

private:
    QString configuration() const;

    MainWindow& m_window;
};
