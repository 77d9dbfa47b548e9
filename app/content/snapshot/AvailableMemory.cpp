#include "app/content/snapshot/AvailableMemory.h"

#if defined(Q_OS_WIN) || defined(_WIN32)
#include <windows.h>
#elif defined(__APPLE__)
#include <mach/mach.h>
#include <unistd.h>
#else
#include <fstream>
#include <sstream>
#include <string>
#endif

std::optional<std::uint64_t> AvailableMemory::bytes()
{
#if defined(Q_OS_WIN) || defined(_WIN32)
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof(status);
    if (!GlobalMemoryStatusEx(&status))
        return std::nullopt;
    return static_cast<std::uint64_t>(status.ullAvailPhys);
#elif defined(__APPLE__)
    vm_statistics64_data_t stats{};
    mach_msg_type_number_t count = HOST_VM_INFO64_COUNT;
    if (host_statistics64(mach_host_self(), HOST_VM_INFO64, reinterpret_cast<host_info64_t>(&stats), &count) !=
        KERN_SUCCESS)
        return std::nullopt;
    // Inactive pages are given back on demand, as Linux's MemAvailable counts reclaimable cache.
    return (static_cast<std::uint64_t>(stats.free_count) + stats.inactive_count) *
           static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
#else
    // MemAvailable, not MemFree: the page cache (this file's own pages, just read) is given back on demand.
    std::ifstream meminfo("/proc/meminfo");
    std::string line;
    while (std::getline(meminfo, line)) {
        if (line.rfind("MemAvailable:", 0) != 0)
            continue;
        std::istringstream fields(line.substr(13));
        std::uint64_t kib = 0;
        if (fields >> kib)
            return kib * 1024;
    }
    return std::nullopt;
#endif
}
