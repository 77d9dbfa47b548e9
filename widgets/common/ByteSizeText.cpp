#include "widgets/common/ByteSizeText.h"

#include <QRegularExpression>

#include <cmath>

std::optional<std::uint64_t> parseByteSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([kKmMgGtT]?)(i?[bB])?\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double number = match.captured(1).toDouble();
    double unit = 1.0;
    const QString prefix = match.captured(2).toUpper();
    switch (prefix.isEmpty() ? u'\0' : prefix.front().unicode()) {
    case 'K': unit = 1024.0; break;
    case 'M': unit = 1024.0 * 1024.0; break;
    case 'G': unit = 1024.0 * 1024.0 * 1024.0; break;
    case 'T': unit = 1024.0 * 1024.0 * 1024.0 * 1024.0; break;
    default: break;
    }
    const double bytes = std::round(number * unit);
    if (!(bytes >= 0.0) || bytes > 1.0e18)
        return std::nullopt;
    return static_cast<std::uint64_t>(bytes);
}
