#include "snapshot/RawByteSource.h"

#include "snapshot/LoadFailure.h"

#include <algorithm>

namespace gml {

RawByteSource::RawByteSource(File file, std::uint64_t size, const LoadControl& control)
    : m_control(&control), m_file(std::move(file)), m_buffer(std::max<std::size_t>(control.chunkBytes, 16)),
      m_total(size)
{
}

RawByteSource::RawByteSource(std::string_view bytes, const LoadControl& control)
    : m_control(&control), m_memory(bytes), m_total(bytes.size())
{
}

std::string_view RawByteSource::next()
{
    if (m_read >= m_total)
        return {};
    if (m_control->cancelled())
        throw LoadFailure(LoadErrorKind::Cancelled, "loading was cancelled");
    if (!m_file) {
        const std::size_t chunk = std::max<std::size_t>(m_control->chunkBytes, 1);
        const auto length = static_cast<std::size_t>(std::min<std::uint64_t>(chunk, m_total - m_read));
        const std::string_view piece = m_memory.substr(static_cast<std::size_t>(m_read), length);
        m_read += length;
        return piece;
    }
    // Never past `size`: a zip member's bytes end where the archive's next entry begins.
    const auto wanted = static_cast<std::size_t>(std::min<std::uint64_t>(m_buffer.size(), m_total - m_read));
    const std::size_t got = std::fread(m_buffer.data(), 1, wanted, m_file.get());
    if (got == 0) {
        if (std::ferror(m_file.get()))
            throw LoadFailure(LoadErrorKind::CannotOpen,
                              "reading the file failed at byte " + std::to_string(m_read));
        m_total = m_read; // the file shrank while we read it: it ends here
        return {};
    }
    m_read += got;
    return {m_buffer.data(), got};
}

} // namespace gml
