#pragma once

#include "snapshot/PickleDocument.h"

#include <string>

namespace gml {

// A parsed value in Python's words, for messages that say what a field held instead of what was expected:
// "a str ('x')", "a list", "an int (-3)", "an int of 25 digits", "None". Short scalars are shown so a person
// can find them in the file; an int too long to be useful is only measured.
class PickleValueDescription
{
public:
    static std::string of(const PickleDocument& document, PickleRef value);
};

} // namespace gml
