#include "snapshot/PickleInput.h"

#include "snapshot/LoadFailure.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace gml {

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
    return input;
}

PickleInput PickleInput::fromMemory(std::string_view bytes, const LoadControl& control)
{
    PickleInput input(control);
    input.m_memory = bytes;
    input.m_total = bytes.size();
    input.m_windowBegin = input.m_pos = input.m_end = bytes.data();
    return input;
}

void PickleInput::checkCancelled() const
{
    if (m_control->cancelled())
        throw LoadFailure(LoadErrorKind::Cancelled, "loading was cancelled");
}

void PickleInput::reportProgress()
{
    if (m_control->progress)
        m_control->progress(offset(), m_total);
}

bool PickleInput::advanceWindow()
{
    const std::uint64_t newOffset = offset();
    if (newOffset >= m_total)
        return false;
    checkCancelled();
    if (m_file) {
        const std::size_t got = std::fread(m_buffer.data(), 1, m_buffer.size(), m_file.get());
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
    reportProgress();
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
