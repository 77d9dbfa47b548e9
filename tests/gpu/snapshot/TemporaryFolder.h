#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <unistd.h>

namespace gml::test {

// A folder of its own under the system's temporary folder, removed with everything in it at the end.
class TemporaryFolder
{
public:
    TemporaryFolder()
        : m_path(std::filesystem::temp_directory_path() /
                 ("gml-snapshot-test-" + std::to_string(::getpid()) + "-" + std::to_string(s_count++)))
    {
        std::filesystem::create_directories(m_path);
    }
    ~TemporaryFolder()
    {
        std::error_code ignored;
        std::filesystem::remove_all(m_path, ignored);
    }
    std::string write(const std::string& name, std::string_view bytes) const
    {
        const auto path = m_path / name;
        std::ofstream(path, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        return path.string();
    }

private:
    static inline int s_count = 0;
    std::filesystem::path m_path;
};

} // namespace gml::test
