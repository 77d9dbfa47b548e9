#pragma once

#include "widgets/lesson/StepNarration.h"

#include <QWidget>

class QLabel;

// The narration as captions for a room, under the picture while presenting: the place in the lesson's
// sequence, what this step shows, and what the engine did, in text a size larger than the rest. It scrolls
// rather than cut a long step, and ends with the keys that drive the presentation.
class PresentationCaption : public QWidget
{
    Q_OBJECT

public:
    explicit PresentationCaption(QWidget* parent = nullptr);

    void setNarration(const StepNarration& narration);
    const StepNarration& narration() const { return m_shown; }
    // The height the captions need to show whole at `width`: what the lesson's layout gives them when it can.
    int neededHeight(int width) const;
    // What goes where the room is short: first the line of presentation keys, then what the engine did (the
    // narration itself always shows).
    enum class Detail
    {
        All,
        WithoutKeys,
        NarrationOnly
    };
    void setDetail(Detail detail);

signals:
    void narrationChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    StepNarration m_shown;
    Detail m_detail = Detail::All;
    QWidget* m_content;
    QLabel* m_position;
    QLabel* m_narration;
    QLabel* m_reasonTitle;
    QLabel* m_reason;
    QLabel* m_keys;
};
