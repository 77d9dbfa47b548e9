#include "widgets/snapshot/TraceWindowDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

TraceWindowDialog::TraceWindowDialog(const QString& fileName, const QString& advice, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("traceWindowDialog"));
    setWindowTitle(tr("Open part of a snapshot"));
    auto* layout = new QVBoxLayout(this);

    auto* intro = new QLabel(tr("Which part of the trace in %1 should open?").arg(fileName), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (!advice.isEmpty()) {
        auto* why = new QLabel(advice, this);
        why->setObjectName(QStringLiteral("traceWindowAdvice"));
        why->setWordWrap(true);
        layout->addWidget(why);
    }

    m_whole = new QRadioButton(tr("The whole trace"), this);
    m_last = new QRadioButton(tr("Only the last events of the trace, where an out-of-memory error usually is"),
                              this);
    m_range = new QRadioButton(tr("Only a stretch of time of the recording"), this);
    for (QRadioButton* button : {m_whole, m_last, m_range}) {
        // Long sentences in some languages: a radio button does not wrap, so it must be allowed to shrink.
        button->setMinimumWidth(0);
        connect(button, &QRadioButton::toggled, this, &TraceWindowDialog::updateEnabled);
    }

    m_lastEvents = new QSpinBox(this);
    m_lastEvents->setRange(1, std::numeric_limits<int>::max());
    m_lastEvents->setValue(100000);
    m_lastEvents->setGroupSeparatorShown(true);
    auto* lastForm = new QFormLayout;
    lastForm->addRow(tr("Number of events:"), m_lastEvents);

    m_from = new QDoubleSpinBox(this);
    m_to = new QDoubleSpinBox(this);
    for (QDoubleSpinBox* box : {m_from, m_to}) {
        box->setDecimals(1);
        box->setRange(0, 1e9);
        box->setSuffix(QString()); // the unit is in the row's label, where a translation can place it
        connect(box, &QDoubleSpinBox::valueChanged, this, &TraceWindowDialog::updateEnabled);
    }
    m_to->setSpecialValueText(tr("the end"));
    auto* rangeForm = new QFormLayout;
    rangeForm->addRow(tr("From, in seconds after the first event:"), m_from);
    rangeForm->addRow(tr("To, in seconds after the first event:"), m_to);
    m_rangeProblem = new QLabel(tr("The stretch ends before it starts."), this);
    m_rangeProblem->setObjectName(QStringLiteral("traceWindowRangeProblem"));
    m_rangeProblem->setWordWrap(true);

    layout->addWidget(m_whole);
    layout->addWidget(m_last);
    layout->addLayout(lastForm);
    layout->addWidget(m_range);
    layout->addLayout(rangeForm);
    layout->addWidget(m_rangeProblem);
    auto* note = new QLabel(tr("The part opens with the memory as it stood when the part begins: the events "
                               "before it are read and then let go."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // Asked because the file is large: the safe choice first. Asked by the person: they came for a part.
    setChoice(Choice::LastEvents);
    if (advice.isEmpty())
        m_last->setFocus();
}

void TraceWindowDialog::setChoice(Choice choice)
{
    (choice == Choice::WholeTrace ? m_whole : choice == Choice::LastEvents ? m_last : m_range)->setChecked(true);
    updateEnabled();
}

TraceWindowDialog::Choice TraceWindowDialog::choice() const
{
    if (m_last->isChecked())
        return Choice::LastEvents;
    if (m_range->isChecked())
        return Choice::TimeRange;
    return Choice::WholeTrace;
}

void TraceWindowDialog::setLastEvents(int events)
{
    m_lastEvents->setValue(events);
}

void TraceWindowDialog::setTimeRange(double fromSeconds, double toSeconds)
{
    m_from->setValue(fromSeconds);
    m_to->setValue(toSeconds);
}

gml::TraceWindow TraceWindowDialog::window() const
{
    gml::TraceWindow window;
    switch (choice()) {
    case Choice::WholeTrace:
        break;
    case Choice::LastEvents:
        window.lastEvents = static_cast<std::uint64_t>(m_lastEvents->value());
        break;
    case Choice::TimeRange:
        window.fromFirstEvent = true;
        window.fromUs = std::llround(m_from->value() * 1e6);
        if (m_to->value() > m_to->minimum())
            window.toUs = std::llround(m_to->value() * 1e6);
        break;
    }
    return window;
}

void TraceWindowDialog::updateEnabled()
{
    m_lastEvents->setEnabled(m_last->isChecked());
    m_from->setEnabled(m_range->isChecked());
    m_to->setEnabled(m_range->isChecked());
    const bool backwards =
        m_range->isChecked() && m_to->value() > m_to->minimum() && m_to->value() < m_from->value();
    m_rangeProblem->setVisible(backwards);
    if (auto* buttons = findChild<QDialogButtonBox*>())
        buttons->button(QDialogButtonBox::Open)->setEnabled(!backwards);
}
