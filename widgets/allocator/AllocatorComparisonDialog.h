#pragma once

#include "trace/AllocatorState.h"
#include "widgets/export/ExportDialog.h"
#include "widgets/export/WidgetExport.h"

#include <QDialog>
#include <array>
#include <functional>

class MemoryMapView;
class QLabel;
class QLineEdit;

// One workload under two allocator configurations, side by side: each run's final memory map, its reserved
// peak and whether it ran out of memory. Its Export… button saves the two sides as one picture, with a
// caption naming the workload and both settings (the main window's File > Export… cannot reach a modal
// dialog).
class AllocatorComparisonDialog : public QDialog
{
    Q_OBJECT

public:
    struct Run
    {
        gml::AllocatorState finalState;
        std::int64_t peakReservedBytes = 0;
        std::uint64_t outOfMemoryErrors = 0;
        QString error; // a bad configuration: nothing ran
    };
    // Runs the lesson's workload under a PYTORCH_CUDA_ALLOC_CONF string.
    using Runner = std::function<Run(const QString& conf)>;

    AllocatorComparisonDialog(const QString& workload, Runner runner, QWidget* parent = nullptr);

    void setConfigurations(const QString& left, const QString& right);
    void runBoth();
    QString summary(int side) const;
    // The caption of an export: the workload and both settings.
    QString caption() const;
    // Writes the two sides as `choice` asks (a picture: PNG, SVG or PDF); false with the reason.
    bool exportComparison(const ExportDialog::Choice& choice, QString* error);
    // Asks with an ExportDialog, then writes; a failure says why and asks again.
    void showExportDialog();

private:
    // The two sides, as an export draws them.
    WidgetExport sidesExport() const;

    struct Side
    {
        QLineEdit* conf;
        MemoryMapView* map;
        QLabel* summary;
    };
    Runner m_runner;
    QString m_workload;
    QWidget* m_comparison; // the two sides: what an export draws
    std::array<Side, 2> m_sides;
};
