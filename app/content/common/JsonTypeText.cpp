#include "app/content/common/JsonTypeText.h"

#include "util/JsonValue.h"

std::optional<QString> JsonTypeText::of(std::string_view typeName)
{
    using Type = gml::JsonValue::Type;
    for (const Type type : {Type::Null, Type::Bool, Type::Number, Type::String, Type::Array, Type::Object}) {
        if (typeName != gml::JsonValue::typeName(type))
            continue;
        switch (type) {
        //: What a JSON value is, where a file has something else: “… must be a list, not null”.
        case Type::Null: return tr("null");
        //: What a JSON value is: a boolean, “… must be a number, not true or false”.
        case Type::Bool: return tr("true or false");
        //: What a JSON value is: “… must be a list, not a number”.
        case Type::Number: return tr("a number");
        //: What a JSON value is: “… must be a number, not a string”.
        case Type::String: return tr("a string");
        //: What a JSON value is (an array): “… must be a number, not a list”.
        case Type::Array: return tr("a list");
        //: What a JSON value is: “… must be a number, not an object”.
        case Type::Object: return tr("an object");
        }
    }
    return std::nullopt;
}
