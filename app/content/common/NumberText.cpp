#include "app/content/common/NumberText.h"

#include "util/ByteFormat.h"

#include <array>

QString NumberText::bytes(std::uint64_t bytes)
{
    if (bytes < gml::KiB)
        return tr("%1 B").arg(bytes);
    double value = static_cast<double>(bytes);
    int unit = 0;
    while (value >= 1024.0 && unit < 4) {
        value /= 1024.0;
        ++unit;
    }
    const bool whole = value == static_cast<double>(static_cast<std::uint64_t>(value));
    const QString number = QString::number(value, 'f', whole || value >= 100.0 ? 0 : 1);
    switch (unit) {
    case 1: return tr("%1 KiB").arg(number);
    case 2: return tr("%1 MiB").arg(number);
    case 3: return tr("%1 GiB").arg(number);
    default: return tr("%1 TiB").arg(number);
    }
}

QString NumberText::milliseconds(double ms, int decimals)
{
    return tr("%1 ms").arg(QString::number(ms, 'f', decimals));
}

QString NumberText::ratio(double value)
{
    return QString::number(value, 'g', 2);
}

QString NumberText::list(const std::vector<std::uint32_t>& numbers)
{
    QStringList parts;
    for (const std::uint32_t number : numbers)
        parts.append(QString::number(number));
    //: The separator between the numbers of a list of blocks: "7, 1, 3".
    return parts.join(tr(", "));
}

QString NumberText::address(std::uint64_t address)
{
    return QString::fromStdString(gml::formatAddress(address));
}
