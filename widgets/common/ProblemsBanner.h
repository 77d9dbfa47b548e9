#pragma once

#include <QFrame>

#include "app/content/common/LoadProblem.h"

class QLabel;
class QPushButton;

// A bar across the top of the window saying that some files could not be used, with the details one click
// away. The application goes on with everything else.
class ProblemsBanner : public QFrame
{
    Q_OBJECT

public:
    explicit ProblemsBanner(QWidget* parent = nullptr);

    void setProblems(const QList<LoadProblem>& problems);
    const QList<LoadProblem>& problems() const { return m_problems; }
    QString summaryText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showDetails();

    QList<LoadProblem> m_problems;
    QLabel* m_text;
    QPushButton* m_details;
    QPushButton* m_dismiss;
};
