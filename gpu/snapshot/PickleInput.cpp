#include "snapshot/PickleInput.h"

#include "snapshot/CompressionFormat.h"
#include "snapshot/LoadFailure.h"
#include "snapshot/ZipPickleLocator.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace gml {

namespace {

// torch.save's legacy format begins with the pickle (protocol 2) of its magic number 0x1950a86a20f9469cfc6c,
// written as LONG1 of 10 bytes.
constexpr std::string_view kLegacyTorchSaveStart("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19", 14);
// Enough first bytes to tell every format apart.
constexpr std::size_t kFirstBytes = std::max(CompressionFormat::kMagicBytes, kLegacyTorchSaveStart.size());

} // namespace

PickleInput::PickleInput(const LoadControl& control) : m_control(&control) {}

PickleInput PickleInput::fromFile(const std::string& path, const LoadControl& control)
{
    PickleInput input(control);
    std::error_code sizeError;
    const auto size = std::filesystem::file_size(path, sizeError);
    if (sizeError)
        throw LoadFailure(LoadErrorKind::CannotOpen, "cannot open " + path + ": " + sizeError.message());
    input.m_file.reset(std::fopen(path.c_str(), "rb"));
    if (!input.m_file)
        throw LoadFailure(LoadErrorKind::CannotOpen, "cannot open " + path + ": " + std::strerror(errno));
    input.m_total = size;
    input.m_buffer.resize(std::max<std::size_t>(control.chunkBytes, 16));
    input.m_windowBegin = input.m_pos = input.m_end = input.m_buffer.data();

    char magic[kFirstBytes];
    const std::size_t magicLength = std::fread(magic, 1, sizeof magic, input.m_file.get());
    if (std::fseek(input.m_file.get(), 0, SEEK_SET) != 0)
        throw LoadFailure(LoadErrorKind::CannotOpen, "cannot read " + path + ": " + std::strerror(errno));
    const std::string_view firstBytes(magic, magicLength);
    input.m_legacyTorchSave = firstBytes.starts_with(kLegacyTorchSaveStart);
    if (ZipPickleLocator::isZip(firstBytes)) {
        const ZipPickleLocator::Member member = ZipPickleLocator::locate(input.m_file.get(), size);
        if (std::fseek(input.m_file.get(), static_cast<long>(member.dataOffset), SEEK_SET) != 0)
            throw LoadFailure(LoadErrorKind::CannotOpen, "cannot read " + path + ": " + std::strerror(errno));
        if (member.deflated)
            input.startDecoding(Compression::ZipDeflate,
                                RawByteSource(std::move(input.m_file), member.compressedSize, control));
        else
            input.m_total = member.size; // read in place: the member's bytes are the pickle
        return input;
    }
    const Compression compression = CompressionFormat::detect(firstBytes);
    if (compression != Compression::None)
        input.startDecoding(compression, RawByteSource(std::move(input.m_file), size, control));
    return input;
}

PickleInput PickleInput::fromMemory(std::string_view bytes, const LoadControl& control)
{
    PickleInput input(control);
    input.m_memory = bytes;
    input.m_total = bytes.size();
    input.m_windowBegin = input.m_pos = input.m_end = bytes.data();
    input.m_legacyTorchSave = bytes.starts_with(kLegacyTorchSaveStart);
    if (ZipPickleLocator::isZip(bytes)) {
        const ZipPickleLocator::Member member = ZipPickleLocator::locate(bytes);
        const std::string_view data = bytes.substr(member.dataOffset, member.compressedSize);
        if (member.deflated) {
            input.startDecoding(Compression::ZipDeflate, RawByteSource(data, control));
        } else {
            input.m_memory = data;
            input.m_total = data.size();
            input.m_windowBegin = input.m_pos = input.m_end = data.data();
        }
        return input;
    }
    const Compression compression = CompressionFormat::detect(bytes.substr(0, CompressionFormat::kMagicBytes));
    if (compression != Compression::None)
        input.startDecoding(compression, RawByteSource(bytes, control));
    return input;
}

void PickleInput::startDecoding(Compression compression, RawByteSource raw)
{
    m_decoder = CompressionFormat::open(compression, std::move(raw));
    m_memory = {};
    m_total = m_control->limits.maxDecompressedBytes;
    m_buffer.resize(std::max<std::size_t>(m_control->chunkBytes, 16));
    m_windowBegin = m_pos = m_end = m_buffer.data();
}

void PickleInput::checkCancelled() const
{
    if (m_control->cancelled())
        throw LoadFailure(LoadErrorKind::Cancelled, "loading was cancelled");
}

void PickleInput::reportProgress()
{
    if (!m_control->progress)
        return;
    if (m_decoder) // the pickle is complete: whatever follows in the file (a gzip trailer) does not count
        m_control->progress(m_decoder->fileBytesTotal(), m_decoder->fileBytesTotal());
    else
        m_control->progress(offset(), m_total);
}

void PickleInput::reportReadProgress()
{
    if (!m_control->progress)
        return;
    if (m_decoder)
        m_control->progress(m_decoder->fileBytesRead(), m_decoder->fileBytesTotal());
    else
        m_control->progress(offset(), m_total);
}

void PickleInput::checkDecompressedSize(std::uint64_t decompressed) const
{
    const PickleReaderLimits& limits = m_control->limits;
    if (decompressed > limits.maxDecompressedBytes)
        throw LoadFailure(LoadErrorKind::TooLarge, "the compressed file decompresses to more than "
                                                       + std::to_string(limits.maxDecompressedBytes >> 20)
                                                       + " MiB, the most this reader accepts");
    const std::uint64_t fileBytes = std::max<std::uint64_t>(m_decoder->fileBytesRead(), 1);
    if (decompressed > limits.decompressedBytesBeforeRatioCheck
        && decompressed / std::max<std::uint64_t>(limits.maxCompressionRatio, 1) > fileBytes)
        throw LoadFailure(LoadErrorKind::TooLarge,
                          "the compressed file expands more than " + std::to_string(limits.maxCompressionRatio)
                              + " times (" + std::to_string(decompressed) + " bytes from its first "
                              + std::to_string(fileBytes)
                              + "), far more than a snapshot does: it is refused as a compression bomb");
}

bool PickleInput::advanceDecodedWindow(std::uint64_t newOffset)
{
    if (m_decoderFinished)
        return false;
    checkCancelled();
    const std::size_t got = m_decoder->read(m_buffer.data(), m_buffer.size());
    if (got == 0) {
        m_decoderFinished = true;
        m_total = newOffset; // now the length is known
        return false;
    }
    checkDecompressedSize(newOffset + got);
    m_windowBegin = m_pos = m_buffer.data();
    m_end = m_windowBegin + got;
    m_windowOffset = newOffset;
    reportReadProgress();
    return true;
}

bool PickleInput::advanceWindow()
{
    const std::uint64_t newOffset = offset();
    if (m_decoder)
        return advanceDecodedWindow(newOffset);
    if (newOffset >= m_total)
        return false;
    checkCancelled();
    if (m_file) {
        // Never past m_total: a zip member read in place ends where the archive's next entry begins.
        const auto wanted = static_cast<std::size_t>(std::min<std::uint64_t>(m_buffer.size(), m_total - newOffset));
        const std::size_t got = std::fread(m_buffer.data(), 1, wanted, m_file.get());
        if (got == 0) {
            if (std::ferror(m_file.get()))
                throw LoadFailure(LoadErrorKind::CannotOpen,
                                  "reading the file failed at byte " + std::to_string(newOffset));
            // The file shrank while we read it: treat it as ending here.
            m_total = newOffset;
            return false;
        }
        m_windowBegin = m_pos = m_buffer.data();
        m_end = m_windowBegin + got;
    } else {
        const std::size_t chunk = std::max<std::size_t>(m_control->chunkBytes, 1);
        const std::size_t length = static_cast<std::size_t>(std::min<std::uint64_t>(chunk, m_total - newOffset));
        m_windowBegin = m_pos = m_memory.data() + newOffset;
        m_end = m_windowBegin + length;
    }
    m_windowOffset = newOffset;
    reportReadProgress();
    return true;
}

int PickleInput::nextFromNewWindow()
{
    if (!advanceWindow())
        return -1;
    return static_cast<unsigned char>(*m_pos++);
}

bool PickleInput::takeAcrossWindows(std::uint64_t count, std::string_view& out)
{
    // Checked before copying anything, so a length of 2^60 costs nothing.
    if (count > remaining())
        return false;
    m_scratch.clear();
    while (true) {
        const auto available = static_cast<std::uint64_t>(m_end - m_pos);
        const auto part = static_cast<std::size_t>(std::min<std::uint64_t>(available, count - m_scratch.size()));
        m_scratch.append(m_pos, part);
        m_pos += part;
        if (m_scratch.size() == count)
            break;
        if (!advanceWindow())
            return false;
    }
    out = m_scratch;
    return true;
}

bool PickleInput::takeLine(std::size_t maxLength, std::string_view& out)
{
    m_scratch.clear();
    while (true) {
        const char* newline = static_cast<const char*>(std::memchr(m_pos, '\n', static_cast<std::size_t>(m_end - m_pos)));
        const char* stop = newline ? newline : m_end;
        if (m_scratch.size() + static_cast<std::size_t>(stop - m_pos) > maxLength)
            return false;
        m_scratch.append(m_pos, stop);
        m_pos = stop;
        if (newline) {
            ++m_pos;
            out = m_scratch;
            return true;
        }
        if (!advanceWindow())
            return false;
    }
}

} // namespace gml
