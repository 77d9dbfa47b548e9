#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;

// The stack of the selected allocation, the program's own frames first: frames every stack shares (the
// unwinder that captured it, the Python interpreter, torch and c10 doing the allocation) are folded behind a
// toggle, because in a real snapshot the user's frame sat at position 45 of 56 under them. Copy puts the
// whole stack on the clipboard, innermost first, as a traceback lists it.
class StackFramesView : public QWidget
{
    Q_OBJECT

public:
    struct Frame
    {
        QString text;   // "forward  —  model.py:42"
        bool folded = false;
    };

    explicit StackFramesView(QWidget* parent = nullptr);

    // `heading`: what the stack belongs to ("alloc of 2 MiB at 0x7f…, event 1,204"); frames innermost first.
    void setStack(const QString& heading, const QList<Frame>& frames);
    // No stack to show, and why ("The snapshot recorded no stack for this allocation.").
    void setMessage(const QString& message);
    void clear();

    bool showsFolded() const;
    void setShowFolded(bool show);
    // The stack as copied: the heading, then every frame (folded ones too), one per line.
    QString stackText() const;
    QListWidget* list() const { return m_list; }

signals:
    void copied();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fill();
    void copy();

    QLabel* m_title;
    QLabel* m_heading;
    QListWidget* m_list;
    QCheckBox* m_showFolded;
    QPushButton* m_copy;
    QString m_headingText;
    QList<Frame> m_frames;
    QString m_message;
};
