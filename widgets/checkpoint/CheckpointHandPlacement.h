#pragma once

#include <QList>
#include <QWidget>

#include <cstdint>
#include <optional>

class QLabel;
class QListWidget;

// Checkpoints placed by hand: a strip of the chain's layers, each toggled on to keep its input as a
// checkpoint (layer 1's input is always kept), and below it the plan compared with the optimum at the same
// peak: both plans' peak and extra compute.
class CheckpointHandPlacement : public QWidget
{
    Q_OBJECT

public:
    explicit CheckpointHandPlacement(QWidget* parent = nullptr);

    // `layers` toggles, with the inputs of `checked` (0-based) kept.
    void setLayers(std::uint32_t layers, const QList<std::uint32_t>& checked);
    // Segment starts, ascending, 0 first: what segmentSchedule takes.
    QList<std::uint32_t> starts() const;
    void setChecked(std::uint32_t layer, bool checked);

    struct Figures
    {
        std::uint64_t peakBytes = 0;
        double extraMs = 0;
        double extraPercent = 0;
    };
    // The hand plan's figures, and the optimum's once known (nullopt: still being worked out).
    void setComparison(const Figures& hand, const std::optional<Figures>& optimum);
    void setMessage(const QString& text);

signals:
    void placementChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fitStripHeight();

    QLabel* m_help;
    QListWidget* m_strip;
    QLabel* m_hand;
    QLabel* m_optimum;
};
