#include "widgets/presentation/PresentationCaption.h"

#include "widgets/common/ScrollColumn.h"

#include <QEvent>
#include <QLabel>
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
    m_reasonTitle->setVisible(!narration.reasonTitle.isEmpty() && !narration.reason.isEmpty());
    m_reason->setVisible(!narration.reason.isEmpty());
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
