#include "widgets/checkpoint/CheckpointRunBox.h"

#include "app/content/common/NumberText.h"


#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace {

QString bytes(std::uint64_t n)
{
    return NumberText::bytes(n);
}

// Above this, the gradients are not store-all's: a rounding difference is many orders smaller.
constexpr double kMismatch = 1e-9;

} // namespace

CheckpointRunBox::CheckpointRunBox(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("runBox"));
    // A check box's own text never wraps: the sentence is a wrapping label beside a bare box, its buddy.
    m_preserve = new QCheckBox(this);
    m_preserve->setObjectName(QStringLiteral("preserveRngState"));
    m_preserve->setChecked(true);
    m_preserveLabel = new QLabel(this);
    m_preserveLabel->setObjectName(QStringLiteral("preserveRngStateLabel"));
    m_preserveLabel->setWordWrap(true);
    m_preserveLabel->setBuddy(m_preserve);
    auto* preserveRow = new QHBoxLayout;
    preserveRow->addWidget(m_preserve, 0, Qt::AlignTop);
    preserveRow->addWidget(m_preserveLabel, 1);
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runStep"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("runResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("runVerdict"));
    m_verdict->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(preserveRow);
    layout->addWidget(m_run);
    layout->addWidget(m_result);
    layout->addWidget(m_verdict);
    connect(m_run, &QPushButton::clicked, this, [this] { emit runRequested(m_preserve->isChecked()); });
    retranslateUi();
}

bool CheckpointRunBox::preserveRngState() const
{
    return m_preserve->isChecked();
}

void CheckpointRunBox::setPreserveRngState(bool preserve)
{
    const QSignalBlocker blocker(m_preserve);
    m_preserve->setChecked(preserve);
}

void CheckpointRunBox::setRunning(bool running)
{
    m_run->setEnabled(!running);
    if (running) {
        m_result->setText(tr("Running the training step…"));
        m_verdict->clear();
    }
}

void CheckpointRunBox::setResult(const Result& result)
{
    setRunning(false);
    m_shownError = result.maxGradientError;
    const QString model = tr("a %1-layer MLP (batch %2, width %3, dropout %4)")
                              .arg(result.mlpLayers)
                              .arg(result.mlpBatch)
                              .arg(result.mlpWidth)
                              .arg(result.mlpDropout, 0, 'g', 2);
    if (result.chainIsTheMlp) {
        m_result->setText(tr("%1 ran on %2, on %3: measured peak %4 against %5 predicted, %6 ms. Largest gradient "
                             "error against store-all: %7.")
                              .arg(result.schedule, model, result.device, bytes(result.measuredPeakBytes),
                                   bytes(result.predictedPeakBytes))
                              .arg(result.measuredMs, 0, 'f', 1)
                              .arg(result.maxGradientError, 0, 'g', 3));
    } else {
        // The chain on screen is a model of sizes, not code: say which network ran and whose figures these are.
        m_result->setText(tr("The timeline's operations (%1), layer for layer, ran on %2, on %3. Its layers are "
                             "smaller than the chain on screen, so its own figures are compared: measured peak %4 "
                             "against %5 predicted for these operations (the timeline's chain: %6), %7 ms. Largest "
                             "gradient error against store-all: %8.")
                              .arg(result.schedule, model, result.device, bytes(result.measuredPeakBytes),
                                   bytes(result.predictedPeakBytes), bytes(result.timelinePeakBytes))
                              .arg(result.measuredMs, 0, 'f', 1)
                              .arg(result.maxGradientError, 0, 'g', 3));
    }
    QPalette palette = m_verdict->palette();
    if (result.maxGradientError > kMismatch) {
        m_verdict->setText(result.preserveRngState
                               ? tr("The gradients differ from store-all's.")
                               : tr("Mismatch: without preserve_rng_state each recomputation drew new dropout masks, so "
                                    "the gradients belong to a different network than the one that made the loss."));
        palette.setColor(QPalette::WindowText, QColor(0xD5, 0x5E, 0x00));
    } else {
        m_verdict->setText(tr("The gradients equal store-all's: recomputation changed the memory, not the result."));
        palette.setColor(QPalette::WindowText, QColor(0x00, 0x9E, 0x73).darker(130));
    }
    m_verdict->setPalette(palette);
}

void CheckpointRunBox::setError(const QString& message)
{
    setRunning(false);
    m_result->setText(message);
    m_verdict->clear();
}

void CheckpointRunBox::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void CheckpointRunBox::retranslateUi()
{
    m_preserveLabel->setText(tr("Preserve the RN&G state (preserve_rng_state=True)"));
    m_preserve->setAccessibleName(m_preserveLabel->text().remove(QLatin1Char('&')));
    m_run->setText(tr("&Run the training step"));
    m_run->setToolTip(tr("Runs the timeline's operations, layer for layer, as one real forward and backward pass of "
                         "an MLP with dropout of as many layers, and once with store-all to compare the gradients."));
}
