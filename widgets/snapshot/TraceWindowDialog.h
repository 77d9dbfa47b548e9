#pragma once

#include "snapshot/TraceWindow.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QSpinBox;

// File > Open part of a snapshot…, and the question a file too large to open whole asks first: the whole
// trace, only its last N events, or only a time range counted from the recording's first event. It only
// asks: whoever opened it loads the file with window().
class TraceWindowDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Choice
    {
        WholeTrace,
        LastEvents,
        TimeRange
    };

    // `advice`: why the question is asked (the file's size against the memory free), or "" when the person
    // chose to open a part.
    TraceWindowDialog(const QString& fileName, const QString& advice, QWidget* parent = nullptr);

    void setChoice(Choice choice);
    Choice choice() const;
    void setLastEvents(int events);
    // Seconds after the first event; `toSeconds` 0 means to the end.
    void setTimeRange(double fromSeconds, double toSeconds);

    // What to open: an empty window for the whole trace.
    gml::TraceWindow window() const;

private:
    void updateEnabled();

    QRadioButton* m_whole;
    QRadioButton* m_last;
    QRadioButton* m_range;
    QSpinBox* m_lastEvents;
    QDoubleSpinBox* m_from;
    QDoubleSpinBox* m_to;
    QLabel* m_rangeProblem;
};
