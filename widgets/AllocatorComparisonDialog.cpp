#include "AllocatorComparisonDialog.h"

#include "MemoryMapView.h"
#include "util/ByteFormat.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

AllocatorComparisonDialog::AllocatorComparisonDialog(const QString& workload, Runner runner, QWidget* parent)
    : QDialog(parent), m_runner(std::move(runner))
{
    setObjectName(QStringLiteral("allocatorComparison"));
    setWindowTitle(tr("Compare allocator settings"));
    resize(1200, 560);
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(tr("The same workload, “%1”, under two settings of PYTORCH_CUDA_ALLOC_CONF.").arg(workload), this);
    title->setWordWrap(true);
    layout->addWidget(title);
    auto* grid = new QGridLayout;
    for (int i = 0; i < 2; ++i) {
        Side side;
        side.conf = new QLineEdit(this);
        side.conf->setObjectName(QStringLiteral("conf%1").arg(i));
        side.conf->setPlaceholderText(tr("PyTorch's defaults"));
        side.conf->setAccessibleName(i == 0 ? tr("Left settings") : tr("Right settings"));
        side.map = new MemoryMapView(this);
        side.summary = new QLabel(this);
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
    layout->addLayout(grid, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* run = buttons->addButton(tr("&Run both"), QDialogButtonBox::ActionRole);
    connect(run, &QPushButton::clicked, this, &AllocatorComparisonDialog::runBoth);
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
        const QString peak = QString::fromStdString(gml::formatBytes(static_cast<std::uint64_t>(run.peakReservedBytes)));
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
