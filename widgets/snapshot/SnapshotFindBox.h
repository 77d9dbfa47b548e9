#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

// Search in a snapshot (Ctrl+F): an address anywhere inside a block, a size or size range, or text of a stack
// frame. The results are a list; choosing one selects that allocation everywhere (the presenter does).
class SnapshotFindBox : public QWidget
{
    Q_OBJECT

public:
    explicit SnapshotFindBox(QWidget* parent = nullptr);

    QLineEdit* field() const { return m_field; }
    QListWidget* results() const { return m_results; }
    // What was found, one line per match, and a sentence saying how many (or why none).
    void setResults(const QStringList& lines, const QString& status);
    void focusField();

signals:
    void searchRequested(const QString& text);
    void resultChosen(int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_title;
    QLineEdit* m_field;
    QPushButton* m_find;
    QLabel* m_status;
    QListWidget* m_results;
};
