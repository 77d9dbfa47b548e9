#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string_view>

// What a JSON value is, in the learner's language, where a script or file holds the wrong kind of value
// ("… must be a list, not a number"): the engines name the type with JsonValue::typeName, and every lesson's
// fault text says it the same way.
class JsonTypeText
{
    Q_DECLARE_TR_FUNCTIONS(JsonTypeText)

public:
    // The words for `typeName` ("a number"); nullopt when it names no JSON type.
    static std::optional<QString> of(std::string_view typeName);
};
