#pragma once

#include <QByteArray>
#include <QList>
#include <QSize>
#include <QStringList>
#include <ostream>

// Boost.Test prints these in failure messages.
inline std::ostream& operator<<(std::ostream& out, const QSize& size)
{
    return out << size.width() << "x" << size.height();
}
inline std::ostream& operator<<(std::ostream& out, const QByteArray& bytes)
{
    return out << bytes.left(80).toStdString();
}
inline std::ostream& operator<<(std::ostream& out, const QStringList& list)
{
    return out << list.join(u',').toStdString();
}
inline std::ostream& operator<<(std::ostream& out, const QList<int>& list)
{
    for (const int value : list)
        out << value << ' ';
    return out;
}
