#include "app/content/lesson/StepTitle.h"

namespace StepTitle {

QString fromNarration(const QString& narration)
{
    const QString text = narration.simplified();
    qsizetype end = text.size();
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool stop = c == QLatin1Char('.') || c == QLatin1Char('?') || c == QLatin1Char('!') || c == QChar(0x0964);
        // "0.5 GiB" and "torch.cuda" are not the end of a sentence: a stop counts before a space or the end.
        if (stop && (i + 1 == text.size() || text[i + 1].isSpace())) {
            end = i + 1;
            break;
        }
    }
    QString sentence = text.left(end);
    if (sentence.size() <= kLongest)
        return sentence;
    qsizetype cut = sentence.lastIndexOf(QLatin1Char(' '), kLongest);
    if (cut <= 0)
        cut = kLongest;
    return sentence.left(cut) + QStringLiteral("…");
}

} // namespace StepTitle
