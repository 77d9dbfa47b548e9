#pragma once

#include "snapshot/LoadError.h"

#include <exception>
#include <string>

namespace gml {

// Thrown inside the reader and the model builder, deep in their loops, and caught at the public entry points,
// which return it as a LoadError. Exceptions keep the happy path free of error checks after every opcode.
class LoadFailure : public std::exception
{
public:
    LoadFailure(LoadErrorKind kind, std::string message) : m_error{kind, std::move(message)} {}
    explicit LoadFailure(std::string message) : m_error{LoadErrorKind::BadFile, std::move(message)} {}

    const LoadError& error() const { return m_error; }
    const char* what() const noexcept override { return m_error.message.c_str(); }

private:
    LoadError m_error;
};

} // namespace gml
