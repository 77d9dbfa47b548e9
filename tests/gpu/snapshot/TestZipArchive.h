#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gml::test {

// Writes zip archives byte by byte, as torch.save (PyTorchStreamWriter, through miniz) and zip tools lay them
// out, with the knobs the reader's rules need: local headers padded apart from the directory, zip64 records,
// any compression method and flag. CRCs are left 0: the reader relies on the pickle's own structure instead.
class TestZipArchive
{
public:
    struct Entry
    {
        std::string name;
        std::string data; // as stored in the archive (already deflated where method is 8)
        std::uint64_t size = 0; // once decompressed
        std::uint16_t method = 0;
        std::uint16_t flags = 0;
        std::size_t localPadding = 0; // an extra field in the local header only, as torch.save aligns its data
    };

    void add(Entry entry) { m_entries.push_back(std::move(entry)); }
    void addStored(const std::string& name, std::string data, std::size_t localPadding = 0)
    {
        const auto size = data.size();
        add({name, std::move(data), size, 0, 0, localPadding});
    }
    // zip64: every size and offset goes in zip64 extra fields and records, the 32-bit ones saturated.
    void useZip64() { m_zip64 = true; }

    std::string bytes() const
    {
        std::string out;
        std::vector<std::uint64_t> offsets;
        for (const Entry& entry : m_entries) {
            offsets.push_back(out.size());
            put32(out, 0x04034b50);
            put16(out, 45);
            put16(out, entry.flags);
            put16(out, entry.method);
            put32(out, 0); // time and date
            put32(out, 0); // crc
            put32(out, m_zip64 ? 0xffffffff : static_cast<std::uint32_t>(entry.data.size()));
            put32(out, m_zip64 ? 0xffffffff : static_cast<std::uint32_t>(entry.size));
            put16(out, static_cast<std::uint16_t>(entry.name.size()));
            put16(out, static_cast<std::uint16_t>(entry.localPadding ? entry.localPadding + 4 : 0));
            out += entry.name;
            if (entry.localPadding) {
                put16(out, 0x4246); // "FB", torch.save's padding field
                put16(out, static_cast<std::uint16_t>(entry.localPadding));
                out.append(entry.localPadding, 'Z');
            }
            out += entry.data;
        }
        const std::uint64_t directoryOffset = out.size();
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            const Entry& entry = m_entries[i];
            put32(out, 0x02014b50);
            put16(out, 45);
            put16(out, 45);
            put16(out, entry.flags);
            put16(out, entry.method);
            put32(out, 0);
            put32(out, 0);
            put32(out, m_zip64 ? 0xffffffff : static_cast<std::uint32_t>(entry.data.size()));
            put32(out, m_zip64 ? 0xffffffff : static_cast<std::uint32_t>(entry.size));
            put16(out, static_cast<std::uint16_t>(entry.name.size()));
            put16(out, m_zip64 ? 28 : 0);
            put16(out, 0); // comment
            put16(out, 0); // disk
            put16(out, 0); // internal attributes
            put32(out, 0); // external attributes
            put32(out, m_zip64 ? 0xffffffff : static_cast<std::uint32_t>(offsets[i]));
            out += entry.name;
            if (m_zip64) {
                put16(out, 0x0001);
                put16(out, 24);
                put64(out, entry.size);
                put64(out, entry.data.size());
                put64(out, offsets[i]);
            }
        }
        const std::uint64_t directorySize = out.size() - directoryOffset;
        if (m_zip64) {
            const std::uint64_t recordOffset = out.size();
            put32(out, 0x06064b50);
            put64(out, 44);
            put16(out, 45);
            put16(out, 45);
            put32(out, 0);
            put32(out, 0);
            put64(out, m_entries.size());
            put64(out, m_entries.size());
            put64(out, directorySize);
            put64(out, directoryOffset);
            put32(out, 0x07064b50);
            put32(out, 0);
            put64(out, recordOffset);
            put32(out, 1);
        }
        put32(out, 0x06054b50);
        put16(out, 0);
        put16(out, 0);
        put16(out, m_zip64 ? 0xffff : static_cast<std::uint16_t>(m_entries.size()));
        put16(out, m_zip64 ? 0xffff : static_cast<std::uint16_t>(m_entries.size()));
        put32(out, m_zip64 ? 0xffffffff : static_cast<std::uint32_t>(directorySize));
        put32(out, m_zip64 ? 0xffffffff : static_cast<std::uint32_t>(directoryOffset));
        put16(out, 0);
        return out;
    }

private:
    static void put16(std::string& out, std::uint16_t value)
    {
        out += static_cast<char>(value & 0xff);
        out += static_cast<char>(value >> 8);
    }
    static void put32(std::string& out, std::uint32_t value)
    {
        put16(out, static_cast<std::uint16_t>(value & 0xffff));
        put16(out, static_cast<std::uint16_t>(value >> 16));
    }
    static void put64(std::string& out, std::uint64_t value)
    {
        put32(out, static_cast<std::uint32_t>(value & 0xffffffff));
        put32(out, static_cast<std::uint32_t>(value >> 32));
    }

    std::vector<Entry> m_entries;
    bool m_zip64 = false;
};

} // namespace gml::test
