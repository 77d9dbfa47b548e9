#pragma once

#include "run/RunEntry.h"
#include "widgets/common/PaintedText.h"

#include <QWidget>
#include <vector>

class QPainter;

// The ranks of one training step side by side: a lane per rank, each its active (allocated) memory as a
// filled curve and its reserved memory as a line, over one axis shared by all the lanes (time since each
// file's first event, or position within the step) and one memory scale, so that the fuller rank reads as
// the taller curve. Beside each lane its figures: peaks, the idle share of the cache at the peak, the
// out-of-memory events and torchtitan's exit mark. A click on a lane asks for that rank's file at that
// moment; so does Enter at the moment chosen with the arrow keys. Paints what it is given (RunEntry lanes,
// never a snapshot), so it also exports as a picture.
class RunLanesView : public QWidget
{
    Q_OBJECT

public:
    enum class Axis
    {
        Time,     // microseconds since each file's first event
        Position, // 0 at the step's first event, 1 at its last
    };

    explicit RunLanesView(QWidget* parent = nullptr);

    void setLanes(std::vector<gml::RunEntry> lanes);
    const std::vector<gml::RunEntry>& lanes() const { return m_lanes; }
    void setAxis(Axis axis);
    Axis axis() const { return m_axis; }

    // The lane under `point` and the position within its file there (0 to 1); -1 outside every lane.
    int laneAt(QPointF point, double* position) const;
    // Where lane `lane` is drawn (its plot, not its figures), for tests and the accessibility text.
    QRectF plotRect(int lane) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Tall enough at `width` for every lane's figures, wrapped, never cut.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    // Lane `lane` was clicked at `position` (0: the file's first event, 1: its last).
    void momentChosen(int lane, double position);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Layout
    {
        double legendHeight = 0;
        double axisHeight = 0;
        double laneHeight = 0;
        double textWidth = 0;
        QRectF plots; // the union of the lanes' plots, for the axis
    };
    enum class LegendLook
    {
        Fill,
        Line,
        Dash,
        Mark
    };
    // What the legend names: the two curves always, the capacity and the exit mark when a lane has them.
    QList<std::pair<LegendLook, QString>> legendEntries() const;
    double legendTextWidth(const QString& name, double width) const;
    Layout layout() const;
    double textWidthAt(double width) const;
    double laneNeed(double width) const;
    double axisHeight() const;
    QStringList linesOf(const gml::RunEntry& entry) const;
    double legendHeight(double width) const;
    QString figuresOf(const gml::RunEntry& entry) const;
    QString titleOf(const gml::RunEntry& entry) const;
    // The lane's x for a point: its time over the longest file's, or its position.
    double fractionOf(const gml::RunEntry& entry, const gml::LanePoint& point) const;
    double longestDurationUs() const;
    // The position within lane `lane`'s file at `fraction` of the shared axis.
    double positionIn(int lane, double fraction) const;
    std::uint64_t scaleBytes() const;
    void paintLegend(QPainter& painter, const QRectF& rect);
    void paintLane(QPainter& painter, const gml::RunEntry& entry, const QRectF& text, const QRectF& plot,
                   std::uint64_t scale);
    void paintAxis(QPainter& painter, const QRectF& plots, double top);
    QString tickLabel(double fraction, double span) const;

    std::vector<gml::RunEntry> m_lanes;
    Axis m_axis = Axis::Time;
    PaintedText m_text;
    int m_keyLane = 0;        // the lane the keyboard is on
    double m_keyFraction = 0; // where on the shared axis, 0 to 1
};
