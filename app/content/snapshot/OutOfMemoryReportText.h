#pragma once

#include "snapshot/OutOfMemoryReport.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// A recorded out-of-memory error explained in the learner's language, from the report's facts alone: the
// device it happened on, what was asked and what the device said was free (both as recorded), what PyTorch
// held and how, the memory held outside PyTorch (when the GPU's size is known or inferred, and saying which),
// and only the advice that the recorded settings and the state support.
class OutOfMemoryReportText
{
    Q_DECLARE_TR_FUNCTIONS(OutOfMemoryReportText)

public:
    // "Out of memory on GPU 1 at event 1,204: tried to allocate 2.0 GiB."
    static QString headline(const gml::OutOfMemoryReport& report);
    // The figures, one sentence each (plain text; the event box and the report page both show them).
    static QStringList facts(const gml::OutOfMemoryReport& report);
    static QStringList advice(const gml::OutOfMemoryReport& report);
    static QString adviceSentence(gml::OutOfMemoryAdvice advice, const gml::OutOfMemoryReport& report);
    // headline, facts and advice as one plain text.
    static QString plainText(const gml::OutOfMemoryReport& report);
};
