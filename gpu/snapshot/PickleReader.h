#pragma once

#include "snapshot/LoadControl.h"
#include "snapshot/LoadError.h"
#include "snapshot/PickleDocument.h"
#include "snapshot/PickleInput.h"
#include "snapshot/PickleMemo.h"
#include "snapshot/PickleStreamBatch.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// A safe unpickler for plain data (protocols 0 to 5): dicts, lists, tuples, sets, str, bytes, ints of any size,
// floats, bools and None. It never imports or calls anything: GLOBAL, REDUCE, BUILD and every other opcode that
// would reach Python code are refused with an error naming the opcode and its byte offset. Lengths are checked
// against the bytes that remain before anything is allocated, so hostile files fail quickly and cheaply.
class PickleReader
{
public:
    static LoadResult<PickleDocument> readFile(const std::string& path, const LoadControl& control = {});
    static LoadResult<PickleDocument> readBytes(std::string_view bytes, const LoadControl& control = {});

    // Reads everything from `input`; throws LoadFailure.
    PickleReader(PickleInput& input, const PickleReaderLimits& limits) : m_input(input), m_limits(limits) {}
    PickleDocument read();

    // Streaming (PickleStreamSink): the items of the lists the sink chooses go to it as they are read, and
    // their values are released. readValues() then leaves the document, less those values, in document().
    void streamTo(PickleStreamSink& sink) { m_stream.emplace(m_document, m_memo, sink); }
    void readValues();
    PickleDocument& document() { return m_document; }

private:
    [[noreturn]] void fail(std::string_view reason) const;
    [[noreturn]] void failTruncated() const;
    [[noreturn]] void failDeclaredLength(std::uint64_t length) const;
    [[noreturn]] void refuse() const;

    // Called for nearly every opcode with a constant width: inlined, it folds to one load (out of line, the
    // call and a byte loop were a sixth of the time to read a snapshot).
    [[gnu::always_inline]] std::uint64_t readUnsigned(unsigned byteCount)
    {
        std::string_view bytes;
        if (!m_input.take(byteCount, bytes)) [[unlikely]]
            failTruncated();
        std::uint64_t value = 0;
        if constexpr (std::endian::native == std::endian::little) {
            if (byteCount == 1 || byteCount == 2 || byteCount == 4 || byteCount == 8) {
                std::memcpy(&value, bytes.data(), byteCount); // opcode arguments are little-endian
                return value;
            }
        }
        for (unsigned i = 0; i < byteCount; ++i)
            value |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes[i])) << (8 * i);
        return value;
    }
    std::string_view readBytes(std::uint64_t length);
    std::string_view readLine();
    std::uint64_t readMemoIndexLine();

    [[gnu::always_inline]] void push(PickleRef value)
    {
        const std::size_t size = m_stack.size();
        if (size >= m_limits.maxStackItems) [[unlikely]]
            failStackFull();
        if (size == m_stack.capacity()) [[unlikely]]
            m_stack.reserve(2 * size + 1024);
        m_stack.emplace_back(value); // the capacity is there: inlined, one store
    }
    [[noreturn]] void failStackFull() const;
    std::size_t frameBase() const { return m_marks.empty() ? 0 : m_marks.back(); }
    PickleRef pop();
    PickleRef top() const;
    // Removes the stack down to the last MARK; the items stay in m_stack[returned index, end) until
    // dropMarkedItems(index).
    std::size_t popMark();
    void dropMarkedItems(std::size_t base) { m_stack.resize(base); }

    void pushInteger(std::uint64_t bits, PickleType type = PickleType::Int);
    void pushText(PickleType type, std::string_view text);
    void pushLatin1(std::string_view bytes);
    void appendTo(PickleRef container, PickleType expected, const PickleRef* items, std::size_t count);
    PickleRef makeContainer(PickleType type, const PickleRef* items, std::size_t count);
    void checkBudget();
    void putMemo(std::uint64_t index, PickleRef value)
    {
        m_memo.put(index, value);
        if (m_stream && m_stream->active()) [[unlikely]]
            m_stream->notePut(index);
    }
    void makeList();
    void markPushed();

    PickleInput& m_input;
    PickleReaderLimits m_limits;
    PickleDocument m_document;
    PickleMemo m_memo;
    std::vector<PickleRef> m_stack;
    std::vector<std::size_t> m_marks; // stack sizes at each MARK
    std::uint64_t m_opOffset = 0;     // where the current opcode began
    std::uint8_t m_op = 0;
    std::size_t m_nextBudgetCheck = 1 << 16;
    std::optional<PickleStreamBatch> m_stream;
    bool m_batchMarkPopped = false; // the last popMark() took the streamed batch's MARK
};

} // namespace gml
