#include "snapshot/PickleReader.h"

#include "snapshot/LoadFailure.h"
#include "snapshot/PickleNumber.h"
#include "snapshot/PickleOpcode.h"
#include "snapshot/PickleText.h"

#include <bit>
#include <cstdio>
#include <cstring>

namespace gml {

namespace {

// Protocol 0 text arguments (numbers, memo indices, quoted strings) longer than this are not plausible.
constexpr std::size_t kMaxTextLine = std::size_t{64} << 20;

std::string opcodeLabel(std::uint8_t op)
{
    if (const char* name = pickleOpcodeName(op))
        return name;
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", op);
    return hex;
}

} // namespace

LoadResult<PickleDocument> PickleReader::readFile(const std::string& path, const LoadControl& control)
{
    try {
        PickleInput input = PickleInput::fromFile(path, control);
        return PickleReader(input, control.limits).read();
    } catch (const LoadFailure& failure) {
        return failure.error();
    } catch (const std::bad_alloc&) {
        return LoadError{LoadErrorKind::TooLarge, "not enough memory to read " + path};
    }
}

LoadResult<PickleDocument> PickleReader::readBytes(std::string_view bytes, const LoadControl& control)
{
    try {
        PickleInput input = PickleInput::fromMemory(bytes, control);
        return PickleReader(input, control.limits).read();
    } catch (const LoadFailure& failure) {
        return failure.error();
    } catch (const std::bad_alloc&) {
        return LoadError{LoadErrorKind::TooLarge, "not enough memory to read the pickle"};
    }
}

void PickleReader::fail(std::string_view reason) const
{
    throw LoadFailure("pickle opcode " + opcodeLabel(m_op) + " at byte " + std::to_string(m_opOffset) + ": "
                      + std::string(reason));
}

void PickleReader::failTruncated() const
{
    throw LoadFailure(std::string(m_input.decompressing() ? "the decompressed file" : "the file") + " ends at byte "
                      + std::to_string(m_input.totalBytes()) + ", inside "
                      + opcodeLabel(m_op) + " (at byte " + std::to_string(m_opOffset)
                      + "): it is truncated or damaged");
}

void PickleReader::refuse() const
{
    throw LoadFailure("pickle opcode " + opcodeLabel(m_op) + " at byte " + std::to_string(m_opOffset)
                      + " would import or call Python code; a memory snapshot holds plain data only, so the "
                        "file is refused");
}

void PickleReader::failStackFull() const
{
    throw LoadFailure(LoadErrorKind::TooLarge, "pickle opcode " + opcodeLabel(m_op) + " at byte "
                          + std::to_string(m_opOffset) + ": more than " + std::to_string(m_limits.maxStackItems)
                          + " values wait on the pickle stack; the file is not a plausible snapshot");
}

std::string_view PickleReader::readBytes(std::uint64_t length)
{
    std::string_view bytes;
    if (length > m_input.remaining())
        failDeclaredLength(length);
    // Checked before a byte is copied: a compressed file can declare, and hold, far more than its own size.
    if (length > m_limits.maxValueBytes)
        throw LoadFailure(LoadErrorKind::TooLarge, "pickle opcode " + opcodeLabel(m_op) + " at byte "
                                                       + std::to_string(m_opOffset) + ": its value of "
                                                       + std::to_string(length) + " bytes is more than the "
                                                       + std::to_string(m_limits.maxValueBytes >> 20)
                                                       + " MiB this reader keeps for values");
    if (!m_input.take(length, bytes))
        failTruncated();
    return bytes;
}

void PickleReader::failDeclaredLength(std::uint64_t length) const
{
    // A compressed file's length is unknown until its end: what remains is what the decompression limit allows.
    if (!m_input.lengthKnown())
        throw LoadFailure(LoadErrorKind::TooLarge,
                          "pickle opcode " + opcodeLabel(m_op) + " at byte " + std::to_string(m_opOffset)
                              + ": it declares " + std::to_string(length)
                              + " bytes, more than this reader decompresses from a compressed file ("
                              + std::to_string(m_limits.maxDecompressedBytes >> 20) + " MiB in all)");
    fail("it declares " + std::to_string(length) + " bytes but only " + std::to_string(m_input.remaining())
         + " remain in the file: it is truncated or damaged");
}

std::string_view PickleReader::readLine()
{
    std::string_view line;
    if (!m_input.takeLine(kMaxTextLine, line)) {
        if (m_input.remaining() == 0)
            failTruncated();
        fail("its text argument is longer than " + std::to_string(kMaxTextLine) + " bytes");
    }
    return line;
}

std::uint64_t PickleReader::readMemoIndexLine()
{
    const auto number = PickleNumber::fromDecimal(readLine());
    if (!number || number->type == PickleType::BigInt || static_cast<std::int64_t>(number->bits) < 0)
        fail("the memo index is not a non-negative number");
    return number->bits;
}

PickleRef PickleReader::pop()
{
    if (m_stack.size() <= frameBase())
        fail("it needs a value but the stack is empty");
    const PickleRef value = m_stack.back();
    m_stack.pop_back();
    return value;
}

PickleRef PickleReader::top() const
{
    if (m_stack.size() <= frameBase())
        fail("it needs a value but the stack is empty");
    return m_stack.back();
}

std::size_t PickleReader::popMark()
{
    if (m_marks.empty())
        fail("it needs a MARK before it and there is none");
    const std::size_t base = m_marks.back();
    m_batchMarkPopped = m_stream && m_stream->active() && m_marks.size() == m_stream->markDepth();
    if (m_batchMarkPopped)
        m_stream->stop();
    m_marks.pop_back();
    return base;
}

void PickleReader::makeList()
{
    const PickleRef list = m_document.addContainer(PickleType::List);
    // A list the sink streams is made outside any batch, so that releasing a batch never takes it.
    if (m_stream && !m_stream->active() && m_stream->sink().streamsItemsOf(list, m_stack, m_marks))
        m_stream->addStreamedList(list);
    push(list);
}

void PickleReader::markPushed()
{
    if (m_stream && !m_stream->active() && !m_stack.empty() && m_stream->isStreamed(m_stack.back()))
        m_stream->begin(m_stack.back(), m_marks.size());
}

void PickleReader::checkBudget()
{
    // Counted as if nothing had been released (streaming): a streamed read stops where a whole one would.
    const std::uint64_t held = m_document.bytesMade() + m_memo.bytesHeld() + m_stack.capacity() * sizeof(PickleRef);
    if (held > m_limits.maxValueBytes)
        throw LoadFailure(LoadErrorKind::TooLarge,
                          "the file's values need more than " + std::to_string(m_limits.maxValueBytes >> 20)
                              + " MiB of memory (at byte " + std::to_string(m_opOffset) + ")");
    if (m_document.nodesMade() >= kNoPickleRef - 1)
        throw LoadFailure(LoadErrorKind::TooLarge, "the file holds more than 2^31 values");
    m_nextBudgetCheck = m_document.nodesMade() + (1 << 16);
}

void PickleReader::pushInteger(std::uint64_t bits, PickleType type)
{
    if (type == PickleType::Int && bits < kImmediateIntBit)
        push(PickleDocument::immediate(static_cast<std::uint32_t>(bits)));
    else
        push(m_document.addScalar(type, bits));
}

void PickleReader::pushText(PickleType type, std::string_view text)
{
    push(m_document.addText(type, text));
    if (text.size() > (1u << 20))
        checkBudget();
}

void PickleReader::pushLatin1(std::string_view bytes)
{
    // Python 2's str: Python 3 needs an encoding to read it; Latin-1 maps every byte and loses nothing.
    bool ascii = true;
    for (const char c : bytes)
        ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (ascii)
        return pushText(PickleType::String, bytes);
    std::string utf8;
    utf8.reserve(bytes.size() * 2);
    for (const char c : bytes)
        PickleText::appendUtf8(utf8, static_cast<unsigned char>(c));
    pushText(PickleType::String, utf8);
}

void PickleReader::appendTo(PickleRef container, PickleType expected, const PickleRef* items, std::size_t count)
{
    if (m_stream && m_stream->active()) [[unlikely]]
        m_stream->noteChanged(container);
    if (m_document.type(container) != expected)
        fail(std::string("it adds to a value of type ") + pickleTypeName(m_document.type(container))
             + ", which is not a " + pickleTypeName(expected));
    if (static_cast<std::uint64_t>(m_document.size(container)) + count >= 0xffff'ffffu)
        throw LoadFailure(LoadErrorKind::TooLarge, "a container at byte " + std::to_string(m_opOffset)
                                                       + " holds more than 2^32 values");
    if (m_document.append(container, items, count) > m_limits.maxDepth)
        fail("values nest more than " + std::to_string(m_limits.maxDepth) + " levels deep");
}

PickleRef PickleReader::makeContainer(PickleType type, const PickleRef* items, std::size_t count)
{
    if (type == PickleType::Tuple && count == 0)
        return PickleDocument::kEmptyTuple;
    const PickleRef container = m_document.addContainer(type);
    if (count > 0)
        appendTo(container, type, items, count);
    return container;
}

PickleDocument PickleReader::read()
{
    readValues();
    return std::move(m_document);
}

void PickleReader::readValues()
{
    while (true) {
        m_opOffset = m_input.offset();
        const int byte = m_input.next();
        if (byte < 0) {
            throw LoadFailure(m_opOffset == 0 ? std::string("the file is empty")
                                              : "the file ends at byte " + std::to_string(m_opOffset)
                                                    + " before the pickle's STOP: it is truncated");
        }
        m_op = static_cast<std::uint8_t>(byte);
        if (m_document.nodesMade() >= m_nextBudgetCheck) [[unlikely]]
            checkBudget();

        switch (static_cast<PickleOpcode>(m_op)) {
        // Framing and protocol.
        case PickleOpcode::Proto: {
            const auto protocol = readUnsigned(1);
            if (protocol > 5)
                fail("pickle protocol " + std::to_string(protocol) + " is newer than this reader (0 to 5)");
            break;
        }
        case PickleOpcode::Frame: {
            // Frames only group opcodes for buffered reading; the values do not depend on them.
            const auto length = readUnsigned(8);
            if (length > m_input.remaining() && !m_input.lengthKnown())
                failDeclaredLength(length);
            if (length > m_input.remaining())
                fail("the frame of " + std::to_string(length) + " bytes runs past the end of the file ("
                     + std::to_string(m_input.remaining()) + " bytes remain): it is truncated");
            break;
        }
        case PickleOpcode::Stop: {
            const PickleRef root = pop();
            m_document.setRoot(root);
            m_input.reportProgress();
            return;
        }

        // Scalars.
        case PickleOpcode::None: push(PickleDocument::kNone); break;
        case PickleOpcode::NewTrue: push(PickleDocument::kTrue); break;
        case PickleOpcode::NewFalse: push(PickleDocument::kFalse); break;
        case PickleOpcode::BinInt1: push(PickleDocument::immediate(static_cast<std::uint32_t>(readUnsigned(1)))); break;
        case PickleOpcode::BinInt2: push(PickleDocument::immediate(static_cast<std::uint32_t>(readUnsigned(2)))); break;
        case PickleOpcode::BinInt: {
            const auto value = static_cast<std::int32_t>(static_cast<std::uint32_t>(readUnsigned(4)));
            pushInteger(static_cast<std::uint64_t>(static_cast<std::int64_t>(value)));
            break;
        }
        case PickleOpcode::Long1:
        case PickleOpcode::Long4: {
            const std::uint64_t length = m_op == static_cast<std::uint8_t>(PickleOpcode::Long1)
                ? readUnsigned(1)
                : static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<std::int32_t>(readUnsigned(4))));
            if (static_cast<std::int64_t>(length) < 0)
                fail("its byte count is negative");
            const PickleInteger value = PickleNumber::fromLittleEndian(readBytes(length));
            if (value.type == PickleType::BigInt)
                pushText(PickleType::BigInt, value.text);
            else
                pushInteger(value.bits, value.type);
            break;
        }
        case PickleOpcode::Int:
        case PickleOpcode::Long: {
            const std::string_view text = readLine();
            if (m_op == static_cast<std::uint8_t>(PickleOpcode::Int) && (text == "00" || text == "01")) {
                push(text == "01" ? PickleDocument::kTrue : PickleDocument::kFalse); // protocol 0's bools
                break;
            }
            const auto value = PickleNumber::fromDecimal(text);
            if (!value)
                fail("'" + std::string(text.substr(0, 40)) + "' is not an integer");
            if (value->type == PickleType::BigInt)
                pushText(PickleType::BigInt, value->text);
            else
                pushInteger(value->bits, value->type);
            break;
        }
        case PickleOpcode::BinFloat: {
            std::uint64_t bigEndian = 0;
            const std::string_view bytes = readBytes(8);
            for (const char c : bytes)
                bigEndian = (bigEndian << 8) | static_cast<unsigned char>(c);
            push(m_document.addScalar(PickleType::Float, bigEndian));
            break;
        }
        case PickleOpcode::Float: {
            const auto value = PickleNumber::floatFromText(readLine());
            if (!value)
                fail("its argument is not a number");
            push(m_document.addScalar(PickleType::Float, std::bit_cast<std::uint64_t>(*value)));
            break;
        }

        // Strings and bytes.
        case PickleOpcode::ShortBinUnicode: pushText(PickleType::String, readBytes(readUnsigned(1))); break;
        case PickleOpcode::BinUnicode: pushText(PickleType::String, readBytes(readUnsigned(4))); break;
        case PickleOpcode::BinUnicode8: pushText(PickleType::String, readBytes(readUnsigned(8))); break;
        case PickleOpcode::Unicode: {
            const auto text = PickleText::rawUnicodeEscapeToUtf8(readLine());
            if (!text)
                fail("its \\u escape is malformed");
            pushText(PickleType::String, *text);
            break;
        }
        case PickleOpcode::ShortBinString: pushLatin1(readBytes(readUnsigned(1))); break;
        case PickleOpcode::BinString: {
            const auto length = static_cast<std::int32_t>(static_cast<std::uint32_t>(readUnsigned(4)));
            if (length < 0)
                fail("its length is negative");
            pushLatin1(readBytes(static_cast<std::uint64_t>(length)));
            break;
        }
        case PickleOpcode::String: {
            const auto text = PickleText::unquote(readLine());
            if (!text)
                fail("its argument is not a quoted string");
            pushLatin1(*text);
            break;
        }
        case PickleOpcode::ShortBinBytes: pushText(PickleType::Bytes, readBytes(readUnsigned(1))); break;
        case PickleOpcode::BinBytes: pushText(PickleType::Bytes, readBytes(readUnsigned(4))); break;
        case PickleOpcode::BinBytes8: pushText(PickleType::Bytes, readBytes(readUnsigned(8))); break;
        case PickleOpcode::ByteArray8: pushText(PickleType::ByteArray, readBytes(readUnsigned(8))); break;

        // Containers.
        case PickleOpcode::EmptyList: makeList(); break;
        case PickleOpcode::EmptyDict: push(m_document.addContainer(PickleType::Dict)); break;
        case PickleOpcode::EmptySet: push(m_document.addContainer(PickleType::Set)); break;
        case PickleOpcode::EmptyTuple: push(PickleDocument::kEmptyTuple); break;
        case PickleOpcode::Tuple1:
        case PickleOpcode::Tuple2:
        case PickleOpcode::Tuple3: {
            const std::size_t count = m_op - static_cast<std::uint8_t>(PickleOpcode::Tuple1) + 1;
            if (m_stack.size() < frameBase() + count)
                fail(count == 1 ? std::string("it needs a value but the stack is empty")
                                : "it needs " + std::to_string(count) + " values but the stack holds fewer");
            const std::size_t first = m_stack.size() - count;
            const PickleRef tuple = makeContainer(PickleType::Tuple, m_stack.data() + first, count);
            m_stack.resize(first);
            push(tuple);
            break;
        }
        case PickleOpcode::Tuple:
        case PickleOpcode::List:
        case PickleOpcode::Dict:
        case PickleOpcode::FrozenSet: {
            const auto op = static_cast<PickleOpcode>(m_op);
            const PickleType type = op == PickleOpcode::Tuple ? PickleType::Tuple
                : op == PickleOpcode::List                     ? PickleType::List
                : op == PickleOpcode::Dict                     ? PickleType::Dict
                                                               : PickleType::FrozenSet;
            const std::size_t base = popMark();
            const std::size_t count = m_stack.size() - base;
            if (type == PickleType::Dict && count % 2 != 0)
                fail("it needs key, value pairs but finds an odd number of values");
            const PickleRef container = makeContainer(type, m_stack.data() + base, count);
            dropMarkedItems(base);
            push(container);
            break;
        }
        case PickleOpcode::Append: {
            PickleRef value = pop();
            const PickleRef list = top();
            if (m_stream && m_stream->isStreamed(list)) [[unlikely]]
                value = m_stream->takeOne(list, value); // a last batch of one item: pickle's APPEND
            appendTo(list, PickleType::List, &value, 1);
            break;
        }
        case PickleOpcode::SetItem: {
            PickleRef pair[2];
            pair[1] = pop();
            pair[0] = pop();
            appendTo(top(), PickleType::Dict, pair, 2);
            break;
        }
        case PickleOpcode::Appends:
        case PickleOpcode::SetItems:
        case PickleOpcode::AddItems: {
            const auto op = static_cast<PickleOpcode>(m_op);
            const PickleType type = op == PickleOpcode::Appends ? PickleType::List
                : op == PickleOpcode::SetItems                   ? PickleType::Dict
                                                                 : PickleType::Set;
            const std::size_t base = popMark();
            const std::size_t count = m_stack.size() - base;
            if (type == PickleType::Dict && count % 2 != 0)
                fail("it needs key, value pairs but finds an odd number of values");
            if (base <= frameBase())
                fail("there is no container below its MARK");
            if (m_batchMarkPopped && type == PickleType::List && m_stack[base - 1] == m_stream->list())
                m_stream->finish(m_stack.data() + base, count); // the items become their stand-ins
            appendTo(m_stack[base - 1], type, m_stack.data() + base, count);
            dropMarkedItems(base);
            break;
        }

        // The stack.
        case PickleOpcode::Mark:
            if (m_marks.size() >= m_limits.maxDepth)
                fail("more than " + std::to_string(m_limits.maxDepth) + " MARKs are open: values nest too deep");
            m_marks.push_back(m_stack.size());
            markPushed();
            break;
        case PickleOpcode::Pop:
            if (m_stack.size() > frameBase())
                m_stack.pop_back();
            else
                dropMarkedItems(popMark()); // Python pops the MARK itself when nothing is above it
            break;
        case PickleOpcode::PopMark: dropMarkedItems(popMark()); break;
        case PickleOpcode::Dup: push(top()); break;

        // The memo.
        case PickleOpcode::Memoize: putMemo(m_memo.count(), top()); break;
        case PickleOpcode::BinPut: putMemo(readUnsigned(1), top()); break;
        case PickleOpcode::LongBinPut: putMemo(readUnsigned(4), top()); break;
        case PickleOpcode::Put: putMemo(readMemoIndexLine(), top()); break;
        case PickleOpcode::BinGet:
        case PickleOpcode::LongBinGet:
        case PickleOpcode::Get: {
            const auto op = static_cast<PickleOpcode>(m_op);
            const std::uint64_t index = op == PickleOpcode::BinGet ? readUnsigned(1)
                : op == PickleOpcode::LongBinGet                    ? readUnsigned(4)
                                                                    : readMemoIndexLine();
            const PickleRef value = m_memo.get(index);
            if (value == kNoPickleRef || value == kReleasedPickleRef) [[unlikely]]
                fail("memo entry " + std::to_string(index)
                     + (value == kNoPickleRef ? " was never stored" : " was released by the streamed read"));
            push(value);
            break;
        }

        // Everything that would run or import code, or needs objects from outside the file.
        case PickleOpcode::Global:
        case PickleOpcode::StackGlobal:
        case PickleOpcode::Reduce:
        case PickleOpcode::Build:
        case PickleOpcode::Inst:
        case PickleOpcode::Obj:
        case PickleOpcode::NewObj:
        case PickleOpcode::NewObjEx:
        case PickleOpcode::PersId:
        case PickleOpcode::BinPersId:
        case PickleOpcode::Ext1:
        case PickleOpcode::Ext2:
        case PickleOpcode::Ext4:
        case PickleOpcode::NextBuffer:
        case PickleOpcode::ReadonlyBuffer: refuse();

        default: {
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02x", m_op);
            throw LoadFailure("byte " + std::to_string(m_opOffset) + " holds " + hex
                              + ", which is not a pickle opcode: the file is not a pickle or is damaged");
        }
        }
    }
}

} // namespace gml
