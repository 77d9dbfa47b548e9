#pragma once

#include "snapshot/TraceWindowRecord.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

// What a snapshot opened in part shows and leaves out, in the learner's language: which events of the
// device's recorded trace are shown, how many were left out on each side and over how long, and what that
// means for the figures on the page.
class TraceWindowText
{
    Q_DECLARE_TR_FUNCTIONS(TraceWindowText)

public:
    static QString describe(const gml::TraceWindowRecord& record);
    // "45 s", "12.5 min", "3.2 h": a span of the recording, from microseconds.
    static QString duration(std::int64_t microseconds);
};
