#include "widgets/snapshot/SnapshotComparisonModel.h"

#include "app/content/common/NumberText.h"

#include <algorithm>
#include <cstdlib>

namespace {

QString signedBytes(std::int64_t difference)
{
    const QString size = NumberText::bytes(static_cast<std::uint64_t>(std::llabs(difference)));
    if (difference > 0)
        //: A size that grew from snapshot A to snapshot B.
        return SnapshotComparisonModel::tr("+%1").arg(size);
    if (difference < 0)
        //: A size that shrank from snapshot A to snapshot B (a minus sign).
        return SnapshotComparisonModel::tr("−%1").arg(size);
    return size;
}

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

SnapshotComparisonModel::SnapshotComparisonModel(QObject* parent) : QAbstractTableModel(parent) {}

void SnapshotComparisonModel::setComparison(std::shared_ptr<const gml::SnapshotComparison> comparison,
                                            int maxRows)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_rows.clear();
    m_rest = Row{};
    m_restGroups = 0;
    if (m_comparison) {
        // The engine's order: largest change first. What falls past maxRows is summed into the rest.
        for (const gml::StackGroup& group : m_comparison->byStack) {
            if (m_rows.size() < maxRows) {
                m_rows.append({&group, group.aBytes, group.bBytes});
            } else {
                m_rest.aBytes += group.aBytes;
                m_rest.bBytes += group.bBytes;
                ++m_restGroups;
            }
        }
    }
    endResetModel();
}

int SnapshotComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size() + (m_restGroups > 0 ? 1 : 0));
}

int SnapshotComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SnapshotComparisonModel::value(const Row& row, int column) const
{
    switch (column) {
    case BytesA:
        return static_cast<qint64>(row.aBytes);
    case BytesB:
        return static_cast<qint64>(row.bBytes);
    case Difference:
        return static_cast<qint64>(row.difference());
    default:
        return {};
    }
}

QVariant SnapshotComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const bool rest = index.row() >= m_rows.size();
    const Row& row = rest ? m_rest : m_rows[index.row()];
    const int column = index.column();
    if (role == kValueRole)
        return value(row, column);
    if (role == Qt::TextAlignmentRole && column != Stack)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Stack:
            return rest ? tr("%n other places in the code", nullptr, static_cast<int>(m_restGroups))
                        : shortStackText(row.group->frames);
        case BytesA:
            return NumberText::bytes(row.aBytes);
        case BytesB:
            return NumberText::bytes(row.bBytes);
        case Difference:
            return signedBytes(row.difference());
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && column == Stack && !rest)
        return fullStackText(row.group->frames);
    return {};
}

QVariant SnapshotComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Stack:
        return tr("Allocated from (your code)");
    case BytesA:
        return tr("At A's peak");
    case BytesB:
        return tr("At B's peak");
    case Difference:
        return tr("Difference (B − A)");
    default:
        return {};
    }
}

void SnapshotComparisonModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return; // no column chosen: the engine's order stays
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const auto key = [&](const Row& row) { return value(row, column).toLongLong(); };
    std::stable_sort(m_rows.begin(), m_rows.end(), [&](const Row& x, const Row& y) {
        if (column == Stack) {
            const QString a = shortStackText(x.group->frames);
            const QString b = shortStackText(y.group->frames);
            return order == Qt::AscendingOrder ? a < b : b < a;
        }
        return order == Qt::AscendingOrder ? key(x) < key(y) : key(y) < key(x);
    });
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

QString SnapshotComparisonModel::toCsv() const
{
    QStringList lines;
    QStringList header;
    for (int column = 0; column < ColumnCount; ++column)
        header.append(csvField(headerData(column, Qt::Horizontal).toString()));
    lines.append(header.join(QLatin1Char(',')));
    for (int row = 0; row < rowCount(); ++row) {
        const bool rest = row >= m_rows.size();
        const QString where =
            rest ? data(index(row, Stack)).toString() : fullStackText(m_rows[row].group->frames);
        QStringList fields{csvField(where.split(QLatin1Char('\n')).join(QLatin1String(" < ")))};
        for (int column = BytesA; column < ColumnCount; ++column)
            fields.append(QString::number(data(index(row, column), kValueRole).toLongLong()));
        lines.append(fields.join(QLatin1Char(',')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString SnapshotComparisonModel::shortStackText(const std::vector<gml::StackFrameText>& frames)
{
    if (frames.empty())
        return tr("(no stack recorded)");
    const gml::StackFrameText& frame = frames.front();
    // The file's name without its folder, whichever separator the recording machine used (Windows paths
    // come in snapshots made there).
    const QString path = QString::fromStdString(frame.filename);
    const QString file =
        path.mid(std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\'))) + 1);
    const QString name = QString::fromStdString(frame.name);
    if (frame.line)
        return QStringLiteral("%1:%2 %3").arg(file).arg(*frame.line).arg(name); // as a traceback names it
    return QStringLiteral("%1 %2").arg(file, name);
}

QString SnapshotComparisonModel::fullStackText(const std::vector<gml::StackFrameText>& frames)
{
    if (frames.empty())
        return tr("(no stack recorded)");
    QStringList lines;
    for (const gml::StackFrameText& frame : frames)
        lines.append(QString::fromStdString(frame.toString()));
    return lines.join(QLatin1Char('\n'));
}
