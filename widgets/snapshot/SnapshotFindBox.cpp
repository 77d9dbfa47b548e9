#include "widgets/snapshot/SnapshotFindBox.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

SnapshotFindBox::SnapshotFindBox(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_field(new QLineEdit(this)), m_find(new QPushButton(this)),
      m_status(new QLabel(this)), m_results(new QListWidget(this))
{
    setObjectName(QStringLiteral("snapshotFindBox"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_title->setBuddy(m_field);
    m_field->setObjectName(QStringLiteral("snapshotFindField"));
    m_field->setClearButtonEnabled(true);
    m_find->setObjectName(QStringLiteral("snapshotFind"));
    m_status->setObjectName(QStringLiteral("snapshotFindStatus"));
    m_status->setWordWrap(true);
    m_results->setObjectName(QStringLiteral("snapshotFindResults"));
    m_results->setWordWrap(true);
    m_results->setVisible(false);
    // A few results in view at once: the stack of the one chosen shows below, and should not be pushed away.
    m_results->setMaximumHeight(m_results->fontMetrics().lineSpacing() * 7);

    auto* row = new QHBoxLayout;
    row->addWidget(m_field, 1);
    row->addWidget(m_find);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(m_results, 1);

    connect(m_find, &QPushButton::clicked, this, [this] { emit searchRequested(m_field->text()); });
    connect(m_field, &QLineEdit::returnPressed, m_find, &QPushButton::click);
    // A result is chosen by a click, or by the arrow keys once the list has the focus.
    connect(m_results, &QListWidget::currentRowChanged, this, [this](int chosen) {
        if (chosen >= 0)
            emit resultChosen(chosen);
    });
    retranslateUi();
    m_status->setVisible(false);
}

void SnapshotFindBox::setResults(const QStringList& lines, const QString& status)
{
    const QSignalBlocker quiet(m_results); // filling the list chooses nothing
    m_results->clear();
    m_results->addItems(lines);
    m_results->setVisible(!lines.isEmpty());
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
}

void SnapshotFindBox::focusField()
{
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

void SnapshotFindBox::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange) // presentation type: seven lines of its own size
        m_results->setMaximumHeight(m_results->fontMetrics().lineSpacing() * 7);
}

void SnapshotFindBox::retranslateUi()
{
    m_title->setText(tr("Find an allocation (Ctrl+F)"));
    m_field->setPlaceholderText(tr("0x7f3a00200000, 100MB..200MB, >1GiB or a frame's text"));
    m_field->setAccessibleName(m_title->text());
    m_field->setToolTip(tr("An address anywhere inside a block, a size or a size range, or text from a stack "
                           "frame (a file or function name)"));
    m_find->setText(tr("F&ind"));
    m_results->setAccessibleName(tr("Allocations found"));
}
