#include "widgets/lesson/LessonLayout.h"

#include "widgets/presentation/PresentationCaption.h"

#include <QHBoxLayout>
#include <QSplitter>

namespace {

// Presenting: the picture takes this share of the lesson's height, the charts and captions the rest; the
// charts take this share of the bottom row's width, the captions the rest.
constexpr double kPictureHeightShare = 0.56;
// At a desk: the picture takes this share of the height over its charts. (The splitter's stretch factors only
// share out what is left over the parts' preferred sizes, and the charts prefer a lot: the memory map got a
// quarter of the height under charts twice as tall.)
constexpr double kDeskPictureShare = 0.6;
constexpr double kChartsWidthShare = 0.56;

QList<int> shares(int total, double first)
{
    const int a = static_cast<int>(total * first);
    return {a, total - a};
}

} // namespace

LessonLayout::LessonLayout(QWidget* picture, QWidget* charts, QWidget* side, QWidget* parent)
    : QWidget(parent), m_picture(picture), m_charts(charts), m_side(side), m_caption(new PresentationCaption),
      m_across(new QSplitter(Qt::Horizontal)), m_stack(new QSplitter(Qt::Vertical)),
      m_bottom(new QSplitter(Qt::Horizontal, this))
{
    m_stack->setObjectName(QStringLiteral("lessonStack"));
    m_stack->addWidget(picture);
    m_stack->addWidget(charts);
    m_stack->setStretchFactor(0, 3);
    m_stack->setStretchFactor(1, 2);
    m_stack->setChildrenCollapsible(false);
    m_across->setObjectName(QStringLiteral("lessonAcross"));
    m_across->addWidget(m_stack);
    m_across->addWidget(side);
    m_across->setStretchFactor(0, 4);
    m_across->setStretchFactor(1, 1);
    m_across->setChildrenCollapsible(false);
    m_bottom->setObjectName(QStringLiteral("lessonBottom"));
    m_bottom->addWidget(m_caption);
    m_bottom->setChildrenCollapsible(false);
    m_bottom->hide();
    // A divider the teacher drags is a size chosen: kept from then on.
    for (QSplitter* splitter : {m_across, m_stack, m_bottom})
        connect(splitter, &QSplitter::splitterMoved, this, [this] {
            m_followScreen = false;
            if (!m_presenting)
                m_deskChosen = true;
        });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_across);
}

void LessonLayout::setPresenting(bool presenting)
{
    if (presenting == m_presenting)
        return;
    m_presenting = presenting;
    if (presenting) {
        m_deskAcross = m_across->sizes();
        m_deskStack = m_stack->sizes();
        m_bottom->insertWidget(0, m_charts);
        m_stack->addWidget(m_bottom);
        m_bottom->show();
        m_settingsShown = false;
        m_side->hide();
        m_followScreen = true;
        applyPresentingShares();
    } else {
        m_followScreen = false;
        m_stack->insertWidget(1, m_charts);
        m_bottom->hide();
        m_bottom->setParent(this); // out of the stack, keeping the captions for the next presentation
        m_side->show();
        m_settingsShown = false;
        m_across->setSizes(m_deskAcross);
        m_stack->setSizes(m_deskStack);
    }
}

void LessonLayout::setSettingsShown(bool shown)
{
    if (!m_presenting || shown == m_settingsShown)
        return;
    m_settingsShown = shown;
    m_side->setVisible(shown);
    applyPresentingShares();
}

void LessonLayout::applyPresentingShares()
{
    if (m_settingsShown)
        m_across->setSizes(shares(std::max(width(), 2), 1.0 - kSettingsShare));
    m_stack->setSizes(shares(std::max(height(), 2), kPictureHeightShare));
    const int across = m_settingsShown ? static_cast<int>(width() * (1.0 - kSettingsShare)) : width();
    m_bottom->setSizes(shares(std::max(across, 2), kChartsWidthShare));
}

void LessonLayout::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_presenting && m_followScreen)
        applyPresentingShares();
    else if (!m_presenting && !m_deskChosen)
        m_stack->setSizes(shares(std::max(height(), 2), kDeskPictureShare));
}
