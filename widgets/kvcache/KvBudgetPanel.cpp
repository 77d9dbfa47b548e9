#include "widgets/kvcache/KvBudgetPanel.h"

#include "app/content/common/NumberText.h"
#include "widgets/common/ErrorMessageLabel.h"
#include "widgets/common/TextFit.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace {

constexpr int kResultCount = 8;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString bytes(std::uint64_t value)
{
    return NumberText::bytes(value);
}

} // namespace

KvBudgetPanel::KvBudgetPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("kvBudgetPanel"));
    m_inputs = new QGroupBox(this);
    auto* form = new QFormLayout(m_inputs);
    // Rows fold under their labels where the tab is narrow (Swahili's longer labels, a projector's scale).
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_modelLabel = new QLabel(m_inputs);
    m_model = new QComboBox(m_inputs);
    m_model->setObjectName(QStringLiteral("budgetModel"));
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(10);
    TextFit::tooltipFollowsCurrentText(m_model);
    m_modelLabel->setBuddy(m_model);
    form->addRow(m_modelLabel, m_model);
    m_gpuLabel = new QLabel(m_inputs);
    m_gpu = new QDoubleSpinBox(m_inputs);
    m_gpu->setObjectName(QStringLiteral("budgetGpuMemory"));
    m_gpu->setRange(1.0, 1024.0);
    m_gpu->setDecimals(0);
    m_gpu->setSuffix(QStringLiteral(" GiB"));
    m_gpu->setValue(40.0);
    m_gpuLabel->setBuddy(m_gpu);
    form->addRow(m_gpuLabel, m_gpu);
    // gpu_memory_utilization is vLLM's own name for the setting: code, the same in every language.
    m_utilizationLabel = new QLabel(QStringLiteral("gpu_memory_utilization"), m_inputs);
    m_utilization = new QDoubleSpinBox(m_inputs);
    m_utilization->setObjectName(QStringLiteral("budgetUtilization"));
    m_utilization->setRange(0.05, 1.0);
    m_utilization->setSingleStep(0.05);
    m_utilization->setDecimals(2);
    m_utilization->setValue(gml::kDefaultGpuMemoryUtilization);
    m_utilizationLabel->setBuddy(m_utilization);
    form->addRow(m_utilizationLabel, m_utilization);
    m_blockSizeLabel = new QLabel(m_inputs);
    m_blockSize = new QComboBox(m_inputs);
    m_blockSize->setObjectName(QStringLiteral("budgetBlockSize"));
    for (const int size : {8, 16, 32, 64, 128})
        m_blockSize->addItem(QString::number(size), size);
    m_blockSize->setCurrentIndex(m_blockSize->findData(static_cast<int>(gml::kDefaultKvBlockSize)));
    m_blockSizeLabel->setBuddy(m_blockSize);
    form->addRow(m_blockSizeLabel, m_blockSize);
    m_lengthLabel = new QLabel(m_inputs);
    m_length = new QSpinBox(m_inputs);
    m_length->setObjectName(QStringLiteral("budgetLength"));
    m_length->setRange(1, 1 << 20);
    m_length->setValue(2048);
    m_lengthLabel->setBuddy(m_length);
    form->addRow(m_lengthLabel, m_length);

    m_results = new QGroupBox(this);
    auto* grid = new QGridLayout(m_results);
    for (int i = 0; i < kResultCount; ++i) {
        auto* name = new QLabel(m_results);
        name->setWordWrap(true); // a long name takes two lines rather than widen the tab past the window
        auto* value = new QLabel(m_results);
        value->setObjectName(QStringLiteral("budget%1").arg(i));
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(name, i + 1, 0);
        grid->addWidget(value, i + 1, 1);
        m_names.append(name);
        m_values.append(value);
    }
    m_formula = new QLabel(m_results);
    m_formula->setObjectName(QStringLiteral("budgetFormula"));
    m_formula->setWordWrap(true);
    grid->addWidget(m_formula, kResultCount + 1, 0, 1, 2);
    m_error = new ErrorMessageLabel(m_results);
    m_error->setObjectName(QStringLiteral("budgetError"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    // The error takes the results' place (they are hidden meanwhile), first in the box where it is seen.
    grid->addWidget(m_error, 0, 0, 1, 2);
    grid->setRowStretch(kResultCount + 2, 1);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_inputs, 2);
    layout->addWidget(m_results, 3);
    for (QLabel* label : {m_modelLabel, m_gpuLabel, m_utilizationLabel, m_blockSizeLabel, m_lengthLabel})
        label->setWordWrap(true);

    connect(m_model, &QComboBox::currentIndexChanged, this, &KvBudgetPanel::request);
    connect(m_gpu, &QDoubleSpinBox::valueChanged, this, &KvBudgetPanel::request);
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, &KvBudgetPanel::request);
    connect(m_blockSize, &QComboBox::currentIndexChanged, this, &KvBudgetPanel::request);
    // The length only changes the concurrency: no new budget is needed.
    connect(m_length, &QSpinBox::valueChanged, this, &KvBudgetPanel::showResults);
    retranslateUi();
}

void KvBudgetPanel::setModels(const QList<QPair<QString, QString>>& idsAndNames)
{
    const QSignalBlocker quiet(m_model);
    m_model->clear();
    for (const auto& [id, name] : idsAndNames)
        m_model->addItem(name, id);
}

void KvBudgetPanel::setInputs(const QString& modelId, double gpuGiB, double utilization, int blockSize)
{
    {
        const QSignalBlocker a(m_model), b(m_gpu), c(m_utilization), d(m_blockSize);
        m_model->setCurrentIndex(std::max(0, m_model->findData(modelId)));
        m_gpu->setValue(gpuGiB);
        m_utilization->setValue(utilization);
        m_blockSize->setCurrentIndex(std::max(0, m_blockSize->findData(blockSize)));
    }
    request();
}

QString KvBudgetPanel::modelId() const
{
    return m_model->currentData().toString();
}

quint64 KvBudgetPanel::gpuBytes() const
{
    return static_cast<quint64>(std::llround(m_gpu->value() * kGiB));
}

double KvBudgetPanel::utilization() const
{
    return m_utilization->value();
}

int KvBudgetPanel::blockSize() const
{
    return m_blockSize->currentData().toInt();
}

int KvBudgetPanel::sequenceLength() const
{
    return m_length->value();
}

void KvBudgetPanel::request()
{
    emit budgetRequested(modelId(), gpuBytes(), utilization(), blockSize());
}

void KvBudgetPanel::setBudget(const gml::KvMemoryBudget& budget)
{
    m_budget = budget;
    m_haveBudget = true;
    m_error->hide();
    showResults();
}

void KvBudgetPanel::setError(const QString& message)
{
    m_haveBudget = false;
    m_error->setText(message);
    m_error->show();
    showResults();
}

bool KvBudgetPanel::showsError() const
{
    return !m_error->isHidden();
}

QString KvBudgetPanel::errorText() const
{
    return m_error->text();
}

void KvBudgetPanel::showResults()
{
    for (int i = 0; i < kResultCount; ++i) {
        m_names[i]->setVisible(m_haveBudget);
        m_values[i]->setVisible(m_haveBudget);
        m_values[i]->clear();
    }
    m_formula->clear();
    if (!m_haveBudget)
        return;
    const auto& b = m_budget;
    const QLocale locale;
    const QStringList values{
        bytes(b.bytesPerToken),
        bytes(b.bytesPerBlock),
        bytes(b.usableBytes),
        bytes(b.weightBytes),
        bytes(b.kvBytes),
        locale.toString(static_cast<qulonglong>(b.numBlocks)),
        locale.toString(static_cast<qulonglong>(b.tokenCapacity())),
        locale.toString(
            static_cast<qulonglong>(b.maxConcurrency(static_cast<std::uint64_t>(sequenceLength())))),
    };
    for (int i = 0; i < kResultCount; ++i)
        m_values[i]->setText(values[i]);
    m_names[kResultCount - 1]->setText(
        tr("Sequences of %1 tokens at once").arg(locale.toString(sequenceLength())));
    m_formula->setText(tr("Bytes per token = 2 (K and V) × %1 layers × %2 KV heads × %3 per head × %4 bytes; "
                          "blocks = (GPU memory × %5 − weights) ÷ (bytes per token × %6).")
                           .arg(b.model.layers)
                           .arg(b.model.kvHeads)
                           .arg(b.model.headDim)
                           .arg(b.model.bytesPerElement)
                           .arg(b.utilization)
                           .arg(b.blockSize));
}

void KvBudgetPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void KvBudgetPanel::retranslateUi()
{
    m_inputs->setTitle(tr("Serving engine"));
    m_modelLabel->setText(tr("&Model:"));
    m_gpuLabel->setText(tr("&GPU memory:"));
    m_blockSizeLabel->setText(tr("&Block size (tokens):"));
    m_lengthLabel->setText(tr("Sequence &length (tokens):"));
    m_utilization->setToolTip(tr("The fraction of GPU memory vLLM may use, weights included (default 0.9)."));
    m_results->setTitle(tr("KV cache"));
    const QStringList names{tr("KV bytes per token"),
                            tr("Bytes per block"),
                            tr("Memory vLLM may use"),
                            tr("Model weights"),
                            tr("Left for the KV cache"),
                            tr("Number of blocks"),
                            tr("Token capacity"),
                            tr("Sequences of %1 tokens at once").arg(QLocale().toString(sequenceLength()))};
    for (int i = 0; i < kResultCount; ++i)
        m_names[i]->setText(names[i]);
    showResults();
}
