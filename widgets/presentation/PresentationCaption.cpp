#include "widgets/presentation/PresentationCaption.h"

#include "widgets/common/ScrollColumn.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace {

QLabel* captionLabel(QWidget* parent, const QString& name, double scale, bool bold)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    label->setFont(font);
    return label;
}

} // namespace

PresentationCaption::PresentationCaption(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("presentationCaption"));
    QWidget* content = ScrollColumn::fill(this);
    m_content = content;

    // At the presentation's body size (legible from the back of the room), what the engine did a little
    // smaller: the narration is what the room reads first.
    m_position = captionLabel(content, QStringLiteral("captionPosition"), 1.0, true);
    m_narration = captionLabel(content, QStringLiteral("captionNarration"), 1.0, false);
    m_reasonTitle = captionLabel(content, QStringLiteral("captionReasonTitle"), 0.95, true);
    m_reason = captionLabel(content, QStringLiteral("captionReason"), 0.95, false);
    m_keys = captionLabel(content, QStringLiteral("captionKeys"), 0.8, false);
    m_keys->setEnabled(false); // greyed: a reminder for the teacher, not part of the lesson
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(12, 4, 12, 4);
    layout->addWidget(m_position);
    layout->addWidget(m_narration);
    layout->addSpacing(6);
    layout->addWidget(m_reasonTitle);
    layout->addWidget(m_reason);
    layout->addStretch(1);
    layout->addWidget(m_keys);
    retranslateUi();
    setNarration({});
}

void PresentationCaption::setNarration(const StepNarration& narration)
{
    m_shown = narration;
    m_position->setText(narration.position);
    m_narration->setText(narration.narration);
    m_reasonTitle->setText(narration.reasonTitle);
    m_reason->setText(narration.reason);
    m_position->setVisible(!narration.position.isEmpty());
    m_narration->setVisible(!narration.narration.isEmpty());
    setDetail(m_detail);
    emit narrationChanged();
}

void PresentationCaption::setDetail(Detail detail)
{
    m_detail = detail;
    m_keys->setVisible(detail == Detail::All);
    const bool reason = detail != Detail::NarrationOnly && !m_shown.reason.isEmpty();
    m_reasonTitle->setVisible(reason && !m_shown.reasonTitle.isEmpty());
    m_reason->setVisible(reason);
}

int PresentationCaption::neededHeight(int width) const
{
    // As the scroll column lays it out: its least height at its viewport's width, counted without the scroll
    // bar's room (a height that fits needs no bar, and the text only gets wider).
    const auto* column = qobject_cast<const QScrollArea*>(m_content->parentWidget()->parentWidget());
    const int chrome = column != nullptr ? 2 * column->frameWidth() + style()->pixelMetric(QStyle::PM_ScrollBarExtent) : 0;
    return m_content->layout()->totalMinimumHeightForWidth(std::max(1, width - chrome)) + 2;
}

void PresentationCaption::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PresentationCaption::retranslateUi()
{
    m_keys->setText(tr("Right or Page Down: next step · Left or Page Up: step back · Shift+Right: one event · "
                       "Q: the quiz · S: the settings · B: blank screen · Esc: leave"));
}
