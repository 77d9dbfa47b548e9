#pragma once

#include "run/SnapshotComparison.h"

#include <QAbstractTableModel>
#include <memory>

// The groups of a snapshot comparison as a table: where the memory was allocated (the user's own frames), the
// bytes alive at A's peak and at B's, and the difference (B − A). At most maxRows() groups get a row each;
// the rest are summed in one last row, so each column still adds up to its side's peak. Sortable by any
// column; the row for the rest stays last, whatever the order.
class SnapshotComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Stack,
        BytesA,
        BytesB,
        Difference,
        ColumnCount
    };
    // Qt::UserRole: the figure as a number (qint64), for sorting and tests.
    static constexpr int kValueRole = Qt::UserRole;

    explicit SnapshotComparisonModel(QObject* parent = nullptr);

    void setComparison(std::shared_ptr<const gml::SnapshotComparison> comparison, int maxRows = 500);
    const gml::SnapshotComparison* comparison() const { return m_comparison.get(); }
    bool hasRestRow() const { return m_restGroups > 0; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // The table as CSV: a header row, then one row per row shown, sizes in bytes.
    QString toCsv() const;

    // "model.py:42 forward": the innermost user frame, the file without its folder.
    static QString shortStackText(const std::vector<gml::StackFrameText>& frames);
    // Every frame kept, innermost first, one per line, with whole paths.
    static QString fullStackText(const std::vector<gml::StackFrameText>& frames);

private:
    struct Row
    {
        const gml::StackGroup* group = nullptr; // null: the rest
        std::uint64_t aBytes = 0;
        std::uint64_t bBytes = 0;
        std::int64_t difference() const
        {
            return static_cast<std::int64_t>(bBytes) - static_cast<std::int64_t>(aBytes);
        }
    };
    QVariant value(const Row& row, int column) const;

    std::shared_ptr<const gml::SnapshotComparison> m_comparison;
    QList<Row> m_rows; // groups; the rest, when there is one, is kept apart and shown last
    Row m_rest;
    qsizetype m_restGroups = 0;
};
