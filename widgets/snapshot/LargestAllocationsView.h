#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

// The largest allocations alive at one moment of a snapshot (the peak, or an out-of-memory error), largest
// first: what held the memory when it mattered. A row chosen selects that allocation everywhere; the list
// exports as CSV for a spreadsheet or an issue.
class LargestAllocationsView : public QWidget
{
    Q_OBJECT

public:
    struct Row
    {
        QString size;     // "2.0 GiB"
        QString address;  // "0x7f…"
        QString category; // "activation (guessed)"
        QString frames;   // the program's own frames, innermost first
    };

    explicit LargestAllocationsView(QWidget* parent = nullptr);

    // The moments one can look at ("at the peak of allocated memory, event 1,204", "at out-of-memory error 1 …").
    void setMoments(const QStringList& moments, int current);
    int moment() const;
    void setRows(const QString& summary, const QList<Row>& rows);
    QTableWidget* table() const { return m_table; }
    QComboBox* moments() const { return m_moment; }

signals:
    void momentChosen(int moment);
    void rowChosen(int row);
    void exportRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_momentLabel;
    QComboBox* m_moment;
    QPushButton* m_export;
    QLabel* m_summary;
    QTableWidget* m_table;
};
