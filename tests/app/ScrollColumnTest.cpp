#include "QtTestApplication.h"

#include "widgets/common/ScrollColumn.h"
#include "widgets/common/TextFit.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace {

// Turns the wheel one notch down over `widget`'s centre, as a mouse does.
void wheelDown(QWidget* widget)
{
    const QPointF centre = QRectF(widget->rect()).center();
    QWheelEvent wheel(centre, widget->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &wheel);
}

} // namespace

// A learner scrolling the side column over a drop-down or a number must scroll the column, not change the
// setting (it changed the schedule and restarted the timeline); a setting the learner clicked into takes the
// wheel as usual.
BOOST_AUTO_TEST_CASE(the_wheel_scrolls_the_column_and_changes_no_setting_without_the_focus)
{
    QWidget window;
    auto* content = ScrollColumn::fill(&window);
    auto* layout = new QVBoxLayout(content);
    auto* combo = new QComboBox(content);
    combo->addItems({QStringLiteral("sqrt"), QStringLiteral("revolve"), QStringLiteral("every-k")});
    auto* spin = new QSpinBox(content);
    layout->addWidget(combo);
    layout->addWidget(spin);
    for (int i = 0; i < 40; ++i)
        layout->addWidget(new QLabel(QStringLiteral("line %1").arg(i), content));
    window.resize(300, 200);
    window.show();
    QApplication::setActiveWindow(&window);
    QCoreApplication::processEvents();
    auto* column = window.findChild<ScrollColumn*>();
    BOOST_REQUIRE(column);
    BOOST_REQUIRE(column->verticalScrollBar()->maximum() > 0);

    BOOST_TEST((combo->focusPolicy() == Qt::StrongFocus), "the wheel gives it no focus");
    content->setFocus(); // the learner last clicked elsewhere
    BOOST_REQUIRE(!combo->hasFocus());
    wheelDown(combo);
    BOOST_TEST(combo->currentIndex() == 0);
    BOOST_TEST(column->verticalScrollBar()->value() > 0, "the column scrolled instead");
    const int scrolled = column->verticalScrollBar()->value();
    wheelDown(spin);
    BOOST_TEST(spin->value() == 0);
    BOOST_TEST(column->verticalScrollBar()->value() >= scrolled);

    // Clicked into (focused), the setting takes the wheel.
    combo->setFocus();
    wheelDown(combo);
    BOOST_TEST(combo->currentIndex() == 1);
}

// A long setting in an out-of-memory message widened the side column past the screen: long words get
// break points after their separators; short words and spaces stay as they are.
BOOST_AUTO_TEST_CASE(long_settings_and_paths_get_break_points_and_nothing_else_changes)
{
    const QString zwsp(QChar(0x200B));
    const QString message = QStringLiteral("set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid it.");
    const QString broken = TextFit::breakable(message);
    BOOST_TEST(broken.startsWith(QStringLiteral("set PYTORCH_") + zwsp + QStringLiteral("CUDA_")));
    BOOST_TEST(broken.contains(QStringLiteral("CONF=") + zwsp + QStringLiteral("expandable_")));
    BOOST_TEST(broken.endsWith(QStringLiteral(":") + zwsp + QStringLiteral("True to avoid it.")));
    QString plain = broken;
    plain.remove(QChar(0x200B));
    BOOST_TEST(plain == message);
    const QString ordinary = QStringLiteral("Allocated 1.5 GiB at 0x7f00: a_b c.d");
    BOOST_TEST(TextFit::breakable(ordinary) == ordinary);

    // In a label no wider than the column, the message wraps instead of widening it.
    QLabel label(broken);
    label.setWordWrap(true);
    QLabel whole(message);
    whole.setWordWrap(true);
    BOOST_TEST(label.minimumSizeHint().width() < whole.minimumSizeHint().width() / 2);
}
