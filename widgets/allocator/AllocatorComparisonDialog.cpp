#include "widgets/allocator/AllocatorComparisonDialog.h"

#include "app/content/common/NumberText.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/export/ExportRenderer.h"
#include "widgets/export/WidgetExport.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

AllocatorComparisonDialog::AllocatorComparisonDialog(const QString& workload, Runner runner, QWidget* parent)
    : QDialog(parent), m_runner(std::move(runner)), m_workload(workload), m_comparison(new QWidget(this))
{
    setObjectName(QStringLiteral("allocatorComparison"));
    setWindowTitle(tr("Compare allocator settings"));
    resize(1200, 560);
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(
        tr("The same workload, “%1”, under two settings of PYTORCH_CUDA_ALLOC_CONF.").arg(workload), this);
    title->setWordWrap(true);
    layout->addWidget(title);
    m_comparison->setObjectName(QStringLiteral("comparisonSides"));
    auto* grid = new QGridLayout(m_comparison);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 2; ++i) {
        Side side;
        side.conf = new QLineEdit(m_comparison);
        side.conf->setObjectName(QStringLiteral("conf%1").arg(i));
        side.conf->setPlaceholderText(tr("PyTorch's defaults"));
        side.conf->setAccessibleName(i == 0 ? tr("Left settings") : tr("Right settings"));
        side.map = new MemoryMapView(m_comparison);
        side.summary = new QLabel(m_comparison);
        side.summary->setObjectName(QStringLiteral("summary%1").arg(i));
        side.summary->setWordWrap(true);
        QFont bold = side.summary->font();
        bold.setBold(true);
        side.summary->setFont(bold);
        grid->addWidget(side.conf, 0, i);
        grid->addWidget(side.map, 1, i);
        grid->addWidget(side.summary, 2, i);
        connect(side.conf, &QLineEdit::returnPressed, this, &AllocatorComparisonDialog::runBoth);
        m_sides[static_cast<std::size_t>(i)] = side;
    }
    grid->setRowStretch(1, 1);
    layout->addWidget(m_comparison, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* run = buttons->addButton(tr("&Run both"), QDialogButtonBox::ActionRole);
    connect(run, &QPushButton::clicked, this, &AllocatorComparisonDialog::runBoth);
    auto* exportButton = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    exportButton->setObjectName(QStringLiteral("exportComparison"));
    connect(exportButton, &QPushButton::clicked, this, &AllocatorComparisonDialog::showExportDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void AllocatorComparisonDialog::setConfigurations(const QString& left, const QString& right)
{
    m_sides[0].conf->setText(left);
    m_sides[1].conf->setText(right);
}

void AllocatorComparisonDialog::runBoth()
{
    for (auto& side : m_sides) {
        const Run run = m_runner(side.conf->text());
        if (!run.error.isEmpty()) {
            side.map->setState({}, false);
            side.summary->setText(run.error);
            continue;
        }
        side.map->setState(run.finalState, false);
        const QString peak =
            NumberText::bytes(static_cast<std::uint64_t>(run.peakReservedBytes));
        side.summary->setText(run.outOfMemoryErrors == 0
                                  ? tr("Reserved peak %1 · ran without running out of memory").arg(peak)
                                  : tr("Reserved peak %1 · ran out of memory %n time(s)", nullptr,
                                       static_cast<int>(run.outOfMemoryErrors))
                                        .arg(peak));
    }
}

QString AllocatorComparisonDialog::summary(int side) const
{
    return m_sides.at(static_cast<std::size_t>(side)).summary->text();
}

QString AllocatorComparisonDialog::caption() const
{
    const auto settings = [this](int side) {
        const QString conf = m_sides.at(static_cast<std::size_t>(side)).conf->text().trimmed();
        return conf.isEmpty() ? tr("PyTorch's defaults") : conf;
    };
    return tr("Caching allocator · “%1” · left: %2 · right: %3").arg(m_workload, settings(0), settings(1));
}

bool AllocatorComparisonDialog::exportComparison(const ExportDialog::Choice& choice, QString* error)
{
    if (choice.path.isEmpty()) {
        *error = tr("Choose a file to export to.");
        return false;
    }
    const WidgetExport view = sidesExport();
    return ExportRenderer::write(
        view, ExportDialog::pictureOptions(choice, view.exportSize(), caption(), windowTitle()), choice.path,
        error);
}

WidgetExport AllocatorComparisonDialog::sidesExport() const
{
    return WidgetExport(m_comparison, QStringLiteral("comparison"), tr("Comparison"));
}

void AllocatorComparisonDialog::showExportDialog()
{
    const WidgetExport view = sidesExport();
    ExportDialog dialog({{view.exportId(), view.exportTitle(), view.exportSize()}},
                        QStringLiteral("caching-allocator"), caption(), ExportRange(), QString(), this);
    while (dialog.exec() == QDialog::Accepted) {
        QString error;
        if (exportComparison(dialog.choice(), &error))
            return;
        QMessageBox::warning(this, tr("Export"), error);
    }
}
