#include "app/content/snapshot/TraceWindowText.h"

#include <QLocale>
#include <QStringList>

#include <optional>

namespace {

// How long the left-out events took, when the file records times.
std::optional<std::int64_t> spanOf(const gml::LeftOutEvents& events)
{
    if (!events.firstUs || !events.lastUs)
        return std::nullopt;
    return *events.lastUs - *events.firstUs;
}

} // namespace

QString TraceWindowText::duration(std::int64_t microseconds)
{
    // Digits stay Latin in every language (see NumberText); one decimal below 100 of a unit.
    const double seconds = static_cast<double>(microseconds) / 1e6;
    const auto number = [](double value) {
        return QLocale::c().toString(value, 'f', value < 100 ? 1 : 0);
    };
    if (seconds < 120)
        return tr("%1 s").arg(number(seconds));
    if (seconds < 2 * 3600)
        return tr("%1 min").arg(number(seconds / 60));
    return tr("%1 h").arg(number(seconds / 3600));
}

QString TraceWindowText::describe(const gml::TraceWindowRecord& record)
{
    if (record.keptEvents == 0)
        return tr("You opened a part of GPU %1's trace that holds no events: all %2 recorded events were left "
                  "out. The memory map shows the memory as the snapshot was taken.")
            .arg(record.device)
            .arg(record.totalEvents);
    QStringList sentences;
    sentences << tr("You opened a part of GPU %1's trace: events %2 to %3 of the %4 it recorded.")
                     .arg(record.device)
                     .arg(record.firstKept + 1)
                     .arg(record.firstKept + record.keptEvents)
                     .arg(record.totalEvents);
    if (record.before.count > 0) {
        const auto span = spanOf(record.before);
        sentences << (span ? tr("Left out before it: %1 events, the recording's first %2.")
                                 .arg(record.before.count)
                                 .arg(duration(*span))
                           : tr("Left out before it: %1 events.").arg(record.before.count));
    }
    if (record.after.count > 0) {
        const auto span = spanOf(record.after);
        sentences << (span ? tr("Left out after it: %1 events, the recording's last %2.")
                                 .arg(record.after.count)
                                 .arg(duration(*span))
                           : tr("Left out after it: %1 events.").arg(record.after.count));
    }
    sentences << tr("Blocks allocated before the part began show the size that was asked for, and the peak "
                    "and other figures count only the events shown.");
    if (record.inconsistentEvents > 0)
        sentences << tr("%1 of the left-out events did not fit the memory the snapshot recorded and were "
                        "passed over.")
                         .arg(record.inconsistentEvents);
    return sentences.join(QLatin1Char(' '));
}
