#include "widgets/checkpoint/ModelBudgetPanel.h"

#include "widgets/charts/ChartPanel.h"
#include "widgets/charts/ChartStyle.h"
#include "widgets/common/TextFit.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace {

double gb(std::uint64_t bytes)
{
    return static_cast<double>(bytes) / 1e9; // decimal GB, as GPU capacities are sold
}

std::uint64_t bytesOf(const gml::ModelMemoryBudget& budget, int part)
{
    switch (part) {
    case ModelBudgetPanel::Weights: return budget.weightBytes;
    case ModelBudgetPanel::MasterCopy: return budget.masterWeightBytes;
    case ModelBudgetPanel::Gradients: return budget.gradientBytes;
    case ModelBudgetPanel::OptimizerState: return budget.optimizerBytes;
    case ModelBudgetPanel::Activations: return budget.activationBytes;
    default: return 0;
    }
}

// Okabe-Ito colours with a pattern each, so the segments stay apart in grey print too.
QBrush partBrush(int part)
{
    using Ink = DisplayTheme::Ink;
    switch (part) {
    case ModelBudgetPanel::Weights: return QBrush(DisplayTheme::ink(Ink::Blue));
    case ModelBudgetPanel::MasterCopy: return ChartStyle::patternBrush(DisplayTheme::ink(Ink::SkyBlue), Qt::Dense3Pattern);
    case ModelBudgetPanel::Gradients: return ChartStyle::patternBrush(DisplayTheme::ink(Ink::BluishGreen), Qt::BDiagPattern);
    case ModelBudgetPanel::OptimizerState:
        return ChartStyle::patternBrush(DisplayTheme::ink(Ink::Vermillion), Qt::DiagCrossPattern);
    case ModelBudgetPanel::Activations: return QBrush(DisplayTheme::ink(Ink::Orange));
    default: return {};
    }
}

} // namespace

ModelBudgetPanel::ModelBudgetPanel(QWidget* parent) : QWidget(parent), m_chart(new QChart)
{
    setObjectName(QStringLiteral("modelBudget"));
    m_presetLabel = new QLabel(this);
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("modelPreset"));
    m_presetLabel->setBuddy(m_preset);
    m_optimizerLabel = new QLabel(this);
    m_optimizer = new QComboBox(this);
    m_optimizer->setObjectName(QStringLiteral("modelOptimizer"));
    m_optimizerLabel->setBuddy(m_optimizer);
    // Named in retranslateUi: SGD and Adam are names, "with momentum" is words.
    for (const auto optimizer : {gml::TrainingOptimizer::Sgd, gml::TrainingOptimizer::SgdMomentum, gml::TrainingOptimizer::Adam})
        m_optimizer->addItem(QString(), static_cast<int>(optimizer));
    m_optimizer->setCurrentIndex(2);
    m_mixedPrecision = new QCheckBox(this);
    m_mixedPrecision->setObjectName(QStringLiteral("mixedPrecision"));
    m_mixedPrecision->setChecked(true);
    m_fsdpLabel = new QLabel(this);
    m_fsdp = new QSpinBox(this);
    m_fsdp->setObjectName(QStringLiteral("fsdpShards"));
    m_fsdp->setRange(1, 1024);
    m_fsdpLabel->setBuddy(m_fsdp);

    // Three rows, and a model list sized by a few characters rather than its longest name: in fewer rows the
    // controls held the lesson wider than the screen at classroom scale (the training row alone was 604
    // pixels wide on a 1280x800 projector), and the side panel went off its edge.
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    TextFit::tooltipFollowsCurrentText(m_preset);
    m_preset->setMinimumContentsLength(16);
    auto* modelRow = new QHBoxLayout;
    modelRow->addWidget(m_presetLabel);
    modelRow->addWidget(m_preset, 1);
    auto* trainingRow = new QHBoxLayout;
    trainingRow->addWidget(m_optimizerLabel);
    trainingRow->addWidget(m_optimizer);
    trainingRow->addWidget(m_fsdpLabel);
    trainingRow->addWidget(m_fsdp);
    trainingRow->addStretch(1);
    auto* controls = new QVBoxLayout;
    controls->addLayout(modelRow);
    controls->addLayout(trainingRow);
    controls->addWidget(m_mixedPrecision);

    m_series = new QStackedBarSeries(m_chart);
    for (int part = 0; part < kPartCount; ++part) {
        m_sets[part] = new QBarSet(QString(), m_series);
        m_series->append(m_sets[part]);
    }
    m_chart->addSeries(m_series);
    m_capacity = new QLineSeries(m_chart);
    m_chart->addSeries(m_capacity);
    m_categories = new QBarCategoryAxis(m_chart);
    m_gbAxis = new QValueAxis(m_chart);
    m_gbAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_categories, Qt::AlignBottom);
    m_chart->addAxis(m_gbAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : {static_cast<QAbstractSeries*>(m_series), static_cast<QAbstractSeries*>(m_capacity)}) {
        series->attachAxis(m_categories);
        series->attachAxis(m_gbAxis);
    }
    m_panel = new ChartPanel(m_chart, this);
    // Ten lines of text: at a fixed 220 pixels the plot was squeezed to a strip in presentation.
    m_panel->setLeastHeight(10, 220);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("modelBudgetSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_panel, 1);
    layout->addWidget(m_summary);
    applyTheme();

    connect(m_preset, &QComboBox::currentIndexChanged, this, &ModelBudgetPanel::configurationChanged);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, &ModelBudgetPanel::configurationChanged);
    connect(m_mixedPrecision, &QCheckBox::toggled, this, &ModelBudgetPanel::configurationChanged);
    connect(m_fsdp, &QSpinBox::valueChanged, this, &ModelBudgetPanel::configurationChanged);
    retranslateUi();
}

void ModelBudgetPanel::setPresets(const QList<QPair<QString, QString>>& idsAndNames)
{
    const QSignalBlocker blocker(m_preset);
    m_preset->clear();
    for (const auto& [id, name] : idsAndNames)
        m_preset->addItem(name, id);
}

void ModelBudgetPanel::selectPreset(const QString& id)
{
    const QSignalBlocker blocker(m_preset);
    if (const int index = m_preset->findData(id); index >= 0)
        m_preset->setCurrentIndex(index);
}

QString ModelBudgetPanel::presetId() const
{
    return m_preset->currentData().toString();
}

gml::TrainingOptimizer ModelBudgetPanel::optimizer() const
{
    return static_cast<gml::TrainingOptimizer>(m_optimizer->currentData().toInt());
}

bool ModelBudgetPanel::mixedPrecision() const
{
    return m_mixedPrecision->isChecked();
}

std::uint32_t ModelBudgetPanel::fsdpShards() const
{
    return static_cast<std::uint32_t>(m_fsdp->value());
}

void ModelBudgetPanel::setConfiguration(const QString& presetId, gml::TrainingOptimizer optimizer, bool mixedPrecision,
                                        std::uint32_t fsdpShards)
{
    const QSignalBlocker a(m_preset), b(m_optimizer), c(m_mixedPrecision), d(m_fsdp);
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(presetId)));
    m_optimizer->setCurrentIndex(std::max(0, m_optimizer->findData(static_cast<int>(optimizer))));
    m_mixedPrecision->setChecked(mixedPrecision);
    m_fsdp->setValue(static_cast<int>(fsdpShards));
}

void ModelBudgetPanel::setBudgets(const QList<QPair<QString, gml::ModelMemoryBudget>>& labelledBudgets)
{
    m_budgets = labelledBudgets;
    QStringList labels;
    double top = 1;
    double capacity = 0;
    for (int part = 0; part < kPartCount; ++part)
        m_sets[part]->remove(0, m_sets[part]->count());
    for (const auto& [label, budget] : labelledBudgets) {
        labels.append(label);
        for (int part = 0; part < kPartCount; ++part)
            m_sets[part]->append(gb(bytesOf(budget, part)));
        top = std::max(top, gb(budget.totalBytes()));
        capacity = gb(budget.config.gpuBytes);
    }
    m_categories->clear();
    m_categories->append(labels);
    // The capacity line runs across every bar: category i sits at x = i.
    const double right = std::max<double>(0.5, static_cast<double>(labels.size()) - 0.5);
    m_capacity->replace({{-0.5, capacity}, {right, capacity}});
    m_gbAxis->setRange(0, std::max(top, capacity) * 1.1);
    m_gbAxis->applyNiceNumbers();
    retranslateUi();
}

QString ModelBudgetPanel::optimizerName(gml::TrainingOptimizer optimizer)
{
    switch (optimizer) {
    case gml::TrainingOptimizer::Sgd: return QStringLiteral("SGD");
    case gml::TrainingOptimizer::SgdMomentum: return tr("SGD with momentum");
    case gml::TrainingOptimizer::Adam: return QStringLiteral("Adam");
    }
    return {};
}

QString ModelBudgetPanel::summaryOf(const gml::ModelMemoryBudget& budget)
{
    const auto gb = [](std::uint64_t bytes) { return tr("%1 GB").arg(static_cast<double>(bytes) / 1e9, 0, 'f', 1); };
    const QString schedule = QString::fromStdString(budget.config.schedule); // an id, shown as code
    const QString optimizer = optimizerName(budget.config.optimizer);
    if (budget.masterWeightBytes > 0)
        return (budget.fits() ? tr("weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) "
                                   "%7 = %8 of %9: fits")
                              : tr("weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) "
                                   "%7 = %8 of %9: does not fit"))
            .arg(gb(budget.weightBytes), gb(budget.masterWeightBytes), gb(budget.gradientBytes), optimizer,
                 gb(budget.optimizerBytes), schedule, gb(budget.activationBytes), gb(budget.totalBytes()),
                 gb(budget.config.gpuBytes));
    return (budget.fits() ? tr("weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: fits")
                          : tr("weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: does not fit"))
        .arg(gb(budget.weightBytes), gb(budget.gradientBytes), optimizer, gb(budget.optimizerBytes), schedule,
             gb(budget.activationBytes), gb(budget.totalBytes()), gb(budget.config.gpuBytes));
}

void ModelBudgetPanel::setMessage(const QString& text)
{
    m_summary->setText(text);
}

double ModelBudgetPanel::partGb(Part part, int bar) const
{
    return bar < m_sets[part]->count() ? m_sets[part]->at(bar) : 0.0;
}

void ModelBudgetPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void ModelBudgetPanel::applyTheme()
{
    for (int part = 0; part < kPartCount; ++part) {
        m_sets[part]->setBrush(partBrush(part));
        m_sets[part]->setBorderColor(palette().color(QPalette::Text));
    }
    m_capacity->setPen(ChartStyle::pen(DisplayTheme::Ink::Neutral, Qt::DashLine, 2.5));
    ChartStyle::apply(m_chart, palette());
}

void ModelBudgetPanel::retranslateUi()
{
    m_presetLabel->setText(tr("&Model:"));
    m_optimizerLabel->setText(tr("&Optimizer:"));
    m_mixedPrecision->setText(tr("Mi&xed precision (fp32 master copy)"));
    m_fsdpLabel->setText(tr("&FSDP shards:"));
    m_fsdp->setToolTip(tr("FSDP (ZeRO-3) splits weights, gradients and optimizer state over this many GPUs."));
    m_panel->setTitle(tr("One GPU's training memory, part by part"));
    ChartStyle::setAccessibleText(m_chart, m_panel->title(),
                                  tr("Stacked bars of weights, master copy, gradients, optimizer state and "
                                     "activations, each with its own pattern, against the GPU's capacity (dashed)."));
    m_sets[Weights]->setLabel(tr("weights"));
    m_sets[MasterCopy]->setLabel(tr("fp32 master copy"));
    m_sets[Gradients]->setLabel(tr("gradients"));
    m_sets[OptimizerState]->setLabel(tr("optimizer state"));
    m_sets[Activations]->setLabel(tr("activations"));
    const double capacity = m_budgets.isEmpty() ? 0.0 : gb(m_budgets.front().second.config.gpuBytes);
    m_capacity->setName(tr("GPU capacity (%1 GB)").arg(capacity, 0, 'f', 0));
    m_gbAxis->setTitleText(tr("GB"));
    for (int i = 0; i < m_optimizer->count(); ++i)
        m_optimizer->setItemText(i, optimizerName(static_cast<gml::TrainingOptimizer>(m_optimizer->itemData(i).toInt())));
    if (!m_budgets.isEmpty()) {
        QStringList lines;
        for (const auto& [label, budget] : m_budgets)
            lines.append(tr("%1: %2").arg(label, summaryOf(budget)));
        m_summary->setText(lines.join(QLatin1Char('\n')));
    }
}
