#include "widgets/common/ProblemsBanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>

ProblemsBanner::ProblemsBanner(QWidget* parent)
    : QFrame(parent), m_text(new QLabel(this)), m_details(new QPushButton(this)), m_dismiss(new QPushButton(this))
{
    setObjectName(QStringLiteral("problemsBanner"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral("#problemsBanner { background: rgba(230, 159, 0, 0.22); border: 1px solid #e69f00; }"));
    m_text->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("problemsText"));
    auto* icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(24, 24));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_details);
    layout->addWidget(m_dismiss);
    connect(m_details, &QPushButton::clicked, this, &ProblemsBanner::showDetails);
    connect(m_dismiss, &QPushButton::clicked, this, &QWidget::hide);
    retranslateUi();
    hide();
}

void ProblemsBanner::setProblems(const QList<LoadProblem>& problems)
{
    m_problems = problems;
    retranslateUi();
    setVisible(!problems.isEmpty());
}

QString ProblemsBanner::summaryText() const
{
    if (m_problems.size() == 1)
        return tr("%1 could not be used: %2").arg(m_problems.front().file, m_problems.front().message);
    return tr("%n files could not be used; everything else is available.", nullptr,
              static_cast<int>(m_problems.size()));
}

void ProblemsBanner::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ProblemsBanner::retranslateUi()
{
    m_text->setText(summaryText());
    m_details->setText(tr("Details…"));
    m_dismiss->setText(tr("Dismiss"));
}

void ProblemsBanner::showDetails()
{
    QStringList lines;
    for (const auto& problem : std::as_const(m_problems))
        lines.append(problem.toString());
    QMessageBox box(QMessageBox::Warning, tr("Files that could not be used"),
                    tr("These files were skipped. Fix or remove them and restart; nothing else was affected."),
                    QMessageBox::Close, this);
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.exec();
}
