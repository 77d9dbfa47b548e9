#include "app/content/lesson/NarrationText.h"

#include "app/content/common/NumberText.h"

#include <QRegularExpression>

QString NarrationText::format(const gml::NarrationFact& fact)
{
    using Kind = gml::NarrationFact::Kind;
    switch (fact.kind) {
    case Kind::Count: return QString::number(fact.integer);
    case Kind::Bytes: return NumberText::bytes(fact.integer);
    case Kind::Milliseconds: return NumberText::milliseconds(fact.real, fact.real < 10 ? 2 : 0);
    case Kind::Ratio: return NumberText::ratio(fact.real);
    case Kind::List: return NumberText::list(fact.list);
    }
    return {};
}

QString NarrationText::fill(const QString& text, const gml::NarrationFacts& facts)
{
    QString filled = text;
    for (const gml::NarrationFact& fact : facts)
        filled.replace(QLatin1Char('{') + QString::fromStdString(fact.name) + QLatin1Char('}'), format(fact));
    return filled;
}

QSet<QString> NarrationText::placeholders(const QString& text)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([a-z0-9-]+)\\}"));
    QSet<QString> names;
    for (auto it = placeholder.globalMatch(text); it.hasNext();)
        names.insert(it.next().captured(1));
    return names;
}
