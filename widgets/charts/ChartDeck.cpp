#include "widgets/charts/ChartDeck.h"

#include "widgets/charts/ChartPanel.h"
#include "widgets/common/TextFit.h"

#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QTabBar>
#include <QVBoxLayout>

namespace {

// A chart's least height, in lines of text (presentation's larger text needs the room for the axes as much
// as normal text does) and in pixels.
constexpr int kChartLines = 6;
constexpr int kLeastChartHeight = 170;

} // namespace

ChartDeck::ChartDeck(int charactersEach, QWidget* parent)
    : QWidget(parent), m_charactersEach(charactersEach), m_tabs(new QTabBar(this)), m_row(new QHBoxLayout)
{
    m_tabs->setObjectName(QStringLiteral("chartTabs"));
    m_tabs->setExpanding(false);
    m_tabs->setDrawBase(false);
    TextFit::elideTabs(m_tabs);
    connect(m_tabs, &QTabBar::currentChanged, this, &ChartDeck::arrange);
    m_row->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs);
    layout->addLayout(m_row, 1);
}

void ChartDeck::addChart(ChartPanel* panel, int stretch)
{
    panel->setParent(this);
    m_panels.append(panel);
    m_row->addWidget(panel, stretch);
    m_tabs->addTab(QString());
    fitToFont();
}

void ChartDeck::setTabName(int index, const QString& name)
{
    TextFit::setTabText(m_tabs, index, name);
}

bool ChartDeck::showsOneAtATime() const
{
    return !m_tabs->isHidden(); // arrange() shows the tabs exactly then
}

void ChartDeck::arrange()
{
    const bool oneAtATime =
        m_panels.size() > 1 && width() < fontMetrics().averageCharWidth() * m_charactersEach * m_panels.size();
    m_tabs->setVisible(oneAtATime);
    for (qsizetype i = 0; i < m_panels.size(); ++i) {
        m_panels[i]->setVisible(!oneAtATime || m_tabs->currentIndex() == i);
        // Under a tab that names it, a title would say it twice and take a line the plot needs.
        m_panels[i]->setTitleShown(!oneAtATime);
    }
}

void ChartDeck::fitToFont()
{
    for (ChartPanel* panel : std::as_const(m_panels))
        panel->setLeastHeight(kChartLines, kLeastChartHeight);
    arrange();
}

void ChartDeck::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void ChartDeck::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}
