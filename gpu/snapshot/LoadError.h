#pragma once

#include "util/Result.h"

#include <string>

namespace gml {

enum class LoadErrorKind {
    CannotOpen, // the file could not be opened or read
    BadFile,    // not a pickle, a refused opcode, truncated, hostile, or not a PyTorch memory snapshot
    TooLarge,   // the file asks for more memory than the reader's limits allow
    Cancelled,  // the caller's cancel flag was set
    BadWindow,  // the TraceWindow cannot be cut from this file (a time range in a file without time_us)
};

// Why a snapshot did not load, in a sentence a person can act on. Pickle errors name the byte offset and
// opcode; model errors name the field path ("segments[12].blocks[3].size: expected an integer, found str").
struct LoadError
{
    LoadErrorKind kind = LoadErrorKind::BadFile;
    std::string message;
};

// A loaded value or the error that prevented it.
template <typename T> using LoadResult = Result<T, LoadError>;

} // namespace gml
