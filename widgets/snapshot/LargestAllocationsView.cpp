#include "widgets/snapshot/LargestAllocationsView.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

LargestAllocationsView::LargestAllocationsView(QWidget* parent)
    : QWidget(parent), m_momentLabel(new QLabel(this)), m_moment(new QComboBox(this)), m_export(new QPushButton(this)),
      m_summary(new QLabel(this)), m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("largestAllocationsView"));
    m_moment->setObjectName(QStringLiteral("largestAllocationsMoment"));
    m_moment->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_moment->setMinimumContentsLength(12);
    m_momentLabel->setBuddy(m_moment);
    m_export->setObjectName(QStringLiteral("largestAllocationsExport"));
    m_summary->setObjectName(QStringLiteral("largestAllocationsSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("largestAllocationsTable"));
    m_table->setColumnCount(4);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);

    // The moment's name is long ("out-of-memory error 2 of 3 (event 1204)"): it takes a line of its own, so the
    // page stays narrow enough for presentation type beside the quiz.
    auto* row = new QHBoxLayout;
    row->addWidget(m_summary, 1);
    row->addWidget(m_export, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_momentLabel);
    layout->addWidget(m_moment);
    layout->addLayout(row);
    layout->addWidget(m_table, 1);

    connect(m_moment, &QComboBox::activated, this, &LargestAllocationsView::momentChosen);
    connect(m_export, &QPushButton::clicked, this, &LargestAllocationsView::exportRequested);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int current, int, int previous, int) {
        if (current >= 0 && current != previous)
            emit rowChosen(current);
    });
    retranslateUi();
}

void LargestAllocationsView::setMoments(const QStringList& moments, int current)
{
    m_moment->clear();
    m_moment->addItems(moments);
    m_moment->setCurrentIndex(current);
    m_moment->setEnabled(!moments.isEmpty());
}

int LargestAllocationsView::moment() const
{
    return m_moment->currentIndex();
}

void LargestAllocationsView::setRows(const QString& summary, const QList<Row>& rows)
{
    const QSignalBlocker quiet(m_table);
    m_summary->setText(summary);
    m_table->clearContents();
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const Row& row = rows[r];
        const QStringList cells{row.size, row.address, row.category, row.frames};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeRowsToContents();
    m_export->setEnabled(!rows.isEmpty());
}

void LargestAllocationsView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void LargestAllocationsView::retranslateUi()
{
    m_momentLabel->setText(tr("&Alive at:"));
    m_export->setText(tr("E&xport CSV…"));
    m_table->setHorizontalHeaderLabels({tr("Size"), tr("Address"), tr("Category"), tr("Where it was allocated")});
    m_table->setAccessibleName(tr("Largest live allocations"));
}
