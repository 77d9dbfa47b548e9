#include "widgets/lesson/LessonLayout.h"

#include "widgets/common/ScrollColumn.h"
#include "widgets/presentation/PresentationCaption.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>

namespace {

// Presenting: the picture takes this share of the lesson's height, the charts and captions the rest; the
// charts take this share of the bottom row's width, the captions the rest.
constexpr double kPictureHeightShare = 0.56;
constexpr double kChartsWidthShare = 0.56;
// What the narration may take from them when it needs the room.
constexpr double kLeastPictureShare = 0.36;
constexpr double kLeastChartsShare = 0.26;
// At a desk: the column beside the picture takes this share of the width (never less than its panels need),
// and in it the side panel takes this share of the height over the charts. (A splitter's stretch factors only
// share out what is left over its parts' preferred sizes, and the charts prefer a lot.)
constexpr double kDeskColumnShare = 0.36;
constexpr double kDeskSideShare = 0.56;

// The whole arrangement widens the column from the desk's share up to this share of the width.
constexpr double kWholeColumnMostShare = 0.56;
// Charts shorter than this many lines of their text are squeezed past reading: in a whole page they fold.
constexpr int kChartsLeastLines = 16;

// The least height `widget` needs at `width` with nothing scrolled away or squeezed.
int leastHeight(const QWidget* widget, int width)
{
    if (widget == nullptr)
        return 0;
    if (const auto* column = qobject_cast<const ScrollColumn*>(widget))
        return column->neededHeight(width);
    if (const auto* tabs = qobject_cast<const QTabWidget*>(widget))
        return tabs->tabBar()->sizeHint().height() + leastHeight(tabs->currentWidget(), width) + 4;
    if (widget->hasHeightForWidth())
        return std::max(widget->heightForWidth(width), widget->minimumSizeHint().height());
    return widget->minimumSizeHint().height();
}

QList<int> shares(int total, double first)
{
    const int a = static_cast<int>(total * first);
    return {a, total - a};
}

} // namespace

LessonLayout::LessonLayout(QWidget* picture, QWidget* charts, QWidget* side, QWidget* parent)
    : QWidget(parent), m_picture(picture), m_charts(charts), m_side(side), m_caption(new PresentationCaption),
      m_across(new QSplitter(Qt::Horizontal)), m_column(new QSplitter(Qt::Vertical)),
      m_stack(new QSplitter(Qt::Vertical, this)), m_bottom(new QSplitter(Qt::Horizontal, this))
{
    m_column->setObjectName(QStringLiteral("lessonColumn"));
    m_column->addWidget(side);
    m_column->addWidget(charts);
    m_column->setChildrenCollapsible(false);
    m_across->setObjectName(QStringLiteral("lessonAcross"));
    m_across->addWidget(picture);
    m_across->addWidget(m_column);
    m_across->setStretchFactor(0, 2);
    m_across->setStretchFactor(1, 1);
    m_across->setChildrenCollapsible(false);
    m_stack->setObjectName(QStringLiteral("lessonStack"));
    m_stack->setChildrenCollapsible(false);
    m_stack->hide();
    m_bottom->setObjectName(QStringLiteral("lessonBottom"));
    m_bottom->addWidget(m_caption);
    m_bottom->setChildrenCollapsible(false);
    m_bottom->hide();
    // A divider the teacher drags is a size chosen: kept from then on.
    for (QSplitter* splitter : {m_across, m_column, m_stack, m_bottom})
        connect(splitter, &QSplitter::splitterMoved, this, [this] {
            m_followScreen = false;
            if (!m_presenting)
                m_deskChosen = true;
        });
    // A step with a longer narration gets the room it needs, unless the teacher has chosen the sizes.
    // A new step starts with the picture at its full detail; it is made compact again only if its
    // narration needs the room.
    connect(m_caption, &PresentationCaption::narrationChanged, this, [this] {
        setPictureCompact(false);
        reshareSoon();
    });
    // So does a picture whose least height changed (the block tables of a step with more sequences): the
    // splitter would take that height from the captions.
    m_stack->installEventFilter(this);
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
        m_deskColumn = m_column->sizes();
        m_stack->addWidget(m_picture);
        m_bottom->insertWidget(0, m_charts);
        m_stack->addWidget(m_bottom);
        m_bottom->show();
        m_across->insertWidget(0, m_stack);
        m_across->insertWidget(1, m_side);
        m_stack->show();
        m_column->hide();
        m_column->setParent(this); // out of the way until the desk comes back
        m_settingsShown = false;
        m_side->hide();
        m_followScreen = true;
        applyPresentingShares();
    } else {
        m_followScreen = false;
        setPictureCompact(false);
        m_column->insertWidget(0, m_side);
        m_column->insertWidget(1, m_charts);
        m_charts->show();
        m_across->insertWidget(0, m_picture);
        m_across->insertWidget(1, m_column);
        m_column->show();
        m_side->show();
        m_stack->hide();
        m_stack->setParent(this); // keeping the captions for the next presentation
        m_bottom->hide();
        m_settingsShown = false;
        if (m_deskChosen) {
            m_across->setSizes(m_deskAcross);
            m_column->setSizes(m_deskColumn);
        } else {
            applyDeskShares();
        }
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
    const int across = std::max(m_settingsShown ? static_cast<int>(width() * (1.0 - kSettingsShare)) : width(), 2);
    const int total = std::max(height() - m_stack->handleWidth(), 2);
    // The narration is never cut: the captions get the height they need, taken from the picture down to
    // kLeastPictureShare (or its least height), then from the charts' width down to kLeastChartsShare. Then
    // the line of keys under the captions goes, then the charts fold away, and last what the engine did goes.
    m_pictureLeast = m_picture->minimumSizeHint().height();
    const int most = std::min(static_cast<int>(total * (1.0 - kLeastPictureShare)), total - m_pictureLeast);
    double chartsShare = 0;
    int bottom = most;
    bool fits = false;
    QList<double> tries;
    // Narrower than about eighteen lines of its text are tall, a chart's labels are cut: it folds instead.
    const double leastCharts = std::max<double>(m_charts->minimumSizeHint().width(), 18.0 * m_charts->fontMetrics().height());
    for (double share = kChartsWidthShare; share >= kLeastChartsShare - 1e-9 && across * share >= leastCharts; share -= 0.04)
        tries.append(share);
    using Detail = PresentationCaption::Detail;
    for (const Detail detail : {Detail::All, Detail::WithoutKeys, Detail::NarrationOnly}) {
        m_caption->setDetail(detail);
        // The charts' shares to try at this detail; 0: folded away. They fold only once the keys have gone,
        // unless no share leaves them legible.
        const QList<double> folded{0.0};
        const QList<double> shareTries = detail == Detail::NarrationOnly            ? folded
                                         : detail == Detail::All && !tries.isEmpty() ? tries
                                                                                     : tries + folded;
        for (const double share : shareTries) {
            const int captionWidth = static_cast<int>(across * (1.0 - share)) - (share > 0 ? m_bottom->handleWidth() : 0);
            const int needed = m_caption->neededHeight(captionWidth);
            if (needed <= most) {
                fits = true;
                chartsShare = share;
                bottom = std::max(static_cast<int>(total * (1.0 - kPictureHeightShare)), needed);
                break;
            }
        }
        if (fits)
            break;
    }
    // Last, before the narration is cut: the picture drops what it can say more briefly (the block tables'
    // long titles), asks for less height, and the proportions are worked out again.
    if (!fits && setPictureCompact(true))
        return;
    m_charts->setVisible(chartsShare > 0);
    m_stack->setSizes({total - bottom, bottom});
    m_bottom->setSizes(chartsShare > 0 ? shares(across, chartsShare) : QList<int>{0, across});
}

void LessonLayout::applyDeskShares()
{
    const int total = std::max(width() - m_across->handleWidth(), 2);
    const int column = std::clamp(static_cast<int>(total * kDeskColumnShare), std::min(m_column->minimumSizeHint().width(), total / 2), total);
    m_across->setSizes({total - column, column});
    m_column->setSizes(shares(std::max(height() - m_column->handleWidth(), 2), kDeskSideShare));
}

void LessonLayout::setWhole(bool whole)
{
    if (whole == m_whole || m_presenting)
        return;
    m_whole = whole;
    if (whole) {
        m_beforeWhole = {m_across->sizes(), m_column->sizes(), !m_charts->isHidden()};
        applyWholeShares();
    } else {
        m_charts->setVisible(m_beforeWhole.chartsShown);
        m_across->setSizes(m_beforeWhole.across);
        m_column->setSizes(m_beforeWhole.column);
        m_wholeShown = false;
    }
}

int LessonLayout::wholeColumnWidth(int total, double share) const
{
    return std::clamp(static_cast<int>(total * share), std::min(m_column->minimumSizeHint().width(), total / 2), total);
}

int LessonLayout::sideNeededHeight(int width) const
{
    // A side panel is a scroll column in a frame of its own: the column's need plus the frame's margins.
    if (const auto* column = m_side->findChild<const ScrollColumn*>(QString(), Qt::FindDirectChildrenOnly)) {
        const QMargins margins = m_side->layout() ? m_side->layout()->contentsMargins() : QMargins();
        return column->neededHeight(width - margins.left() - margins.right()) + margins.top() + margins.bottom();
    }
    return leastHeight(m_side, width);
}

int LessonLayout::chartsLeastHeight(int width) const
{
    return std::max(leastHeight(m_charts, width), kChartsLeastLines * m_charts->fontMetrics().height());
}

int LessonLayout::wholeHeight(int width) const
{
    const int total = std::max(width - m_across->handleWidth(), 2);
    const int side = sideNeededHeight(wholeColumnWidth(total, kWholeColumnMostShare));
    return std::max(side, m_picture->minimumSizeHint().height());
}

void LessonLayout::applyWholeShares()
{
    const int total = std::max(width() - m_across->handleWidth(), 2);
    const int height = std::max(this->height(), 2);
    // The narrowest column whose side panel fits the height: the picture keeps the most it can.
    int column = wholeColumnWidth(total, kDeskColumnShare);
    int side = sideNeededHeight(column);
    for (double share = kDeskColumnShare + 0.04; side > height && share <= kWholeColumnMostShare + 1e-9; share += 0.04) {
        column = wholeColumnWidth(total, share);
        side = sideNeededHeight(column);
    }
    const int rest = height - m_column->handleWidth() - side;
    const bool charts = rest >= chartsLeastHeight(column);
    m_charts->setVisible(charts);
    m_across->setSizes({total - column, column});
    m_column->setSizes(charts ? QList<int>{side, rest} : QList<int>{height, 0});
    m_wholeShown = side <= height && m_picture->minimumSizeHint().height() <= height;
}

bool LessonLayout::setPictureCompact(bool compact)
{
    // A picture that can be compact says so with a setCompact(bool) slot.
    if (compact == m_pictureCompact || m_picture->metaObject()->indexOfMethod("setCompact(bool)") < 0)
        return false;
    m_pictureCompact = compact;
    QMetaObject::invokeMethod(m_picture, "setCompact", Q_ARG(bool, compact));
    if (compact)
        reshareSoon(); // with the picture's new least height
    return true;
}

void LessonLayout::reshareSoon()
{
    // Once the step's changes have all arrived (the narration and the picture change in either order).
    if (!m_presenting || !m_followScreen || m_reshareQueued)
        return;
    m_reshareQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_reshareQueued = false;
        if (m_presenting && m_followScreen)
            applyPresentingShares();
    });
}

bool LessonLayout::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_stack && event->type() == QEvent::LayoutRequest &&
        m_picture->minimumSizeHint().height() != m_pictureLeast)
        reshareSoon();
    return QWidget::eventFilter(watched, event);
}

void LessonLayout::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_presenting && m_followScreen)
        applyPresentingShares();
    else if (m_whole)
        applyWholeShares();
    else if (!m_presenting && !m_deskChosen)
        applyDeskShares();
}
