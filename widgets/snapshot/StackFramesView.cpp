#include "widgets/snapshot/StackFramesView.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QEvent>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

StackFramesView::StackFramesView(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_heading(new QLabel(this)), m_list(new QListWidget(this)),
      m_showFolded(new QCheckBox(this)), m_copy(new QPushButton(this))
{
    setObjectName(QStringLiteral("stackFramesView"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_heading->setObjectName(QStringLiteral("stackHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_list->setObjectName(QStringLiteral("stackFrames"));
    m_list->setWordWrap(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_showFolded->setObjectName(QStringLiteral("stackShowFolded"));
    m_copy->setObjectName(QStringLiteral("stackCopy"));

    // The box and the button on lines of their own: side by side they set the side panel's least width, too
    // wide for presentation type in a narrow window.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_heading);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_showFolded);
    layout->addWidget(m_copy, 0, Qt::AlignLeft);

    connect(m_showFolded, &QCheckBox::toggled, this, &StackFramesView::fill);
    connect(m_copy, &QPushButton::clicked, this, &StackFramesView::copy);
    // Ctrl+C in the list copies the whole stack too: a stack is pasted into an issue as a whole.
    auto* copyKey = new QShortcut(QKeySequence::Copy, m_list, nullptr, nullptr, Qt::WidgetShortcut);
    connect(copyKey, &QShortcut::activated, this, &StackFramesView::copy);
    retranslateUi();
    clear();
}

void StackFramesView::setStack(const QString& heading, const QList<Frame>& frames)
{
    m_headingText = heading;
    m_frames = frames;
    m_message.clear();
    fill();
}

void StackFramesView::setMessage(const QString& message)
{
    m_headingText.clear();
    m_frames.clear();
    m_message = message;
    fill();
}

void StackFramesView::clear()
{
    setMessage(QString());
}

bool StackFramesView::showsFolded() const
{
    return m_showFolded->isChecked();
}

void StackFramesView::setShowFolded(bool show)
{
    m_showFolded->setChecked(show);
}

QString StackFramesView::stackText() const
{
    QStringList lines;
    if (!m_headingText.isEmpty())
        lines.append(m_headingText);
    for (const Frame& frame : m_frames)
        lines.append(frame.text);
    if (lines.isEmpty() && !m_message.isEmpty())
        lines.append(m_message);
    return lines.join(QLatin1Char('\n'));
}

void StackFramesView::fill()
{
    m_list->clear();
    m_heading->setText(m_headingText);
    m_heading->setVisible(!m_headingText.isEmpty());
    int folded = 0;
    for (const Frame& frame : m_frames)
        folded += frame.folded ? 1 : 0;
    const bool showAll = m_showFolded->isChecked();
    for (const Frame& frame : m_frames) {
        if (frame.folded && !showAll)
            continue;
        auto* item = new QListWidgetItem(frame.text, m_list);
        if (frame.folded) { // shown on request, and set apart from the program's own frames
            QFont font = item->font();
            font.setItalic(true);
            item->setFont(font);
            item->setForeground(palette().color(QPalette::PlaceholderText));
        }
    }
    if (m_frames.isEmpty() && !m_message.isEmpty())
        m_list->addItem(m_message);
    else if (folded == m_frames.size() && !m_frames.isEmpty() && !showAll)
        m_list->addItem(tr("Every frame of this stack is PyTorch's or Python's own: show them with the box below."));
    m_showFolded->setText(tr("Show all frames (%n folded)", nullptr, folded));
    m_showFolded->setEnabled(folded > 0);
    m_copy->setEnabled(!m_frames.isEmpty());
}

void StackFramesView::copy()
{
    if (m_frames.isEmpty())
        return;
    QApplication::clipboard()->setText(stackText());
    emit copied();
}

void StackFramesView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void StackFramesView::retranslateUi()
{
    m_title->setText(tr("Stack of the selected allocation"));
    m_list->setAccessibleName(m_title->text());
    m_copy->setText(tr("Cop&y stack"));
    m_copy->setToolTip(tr("Copy the whole stack, every frame, to the clipboard"));
    fill();
}
