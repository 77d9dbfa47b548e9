#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "device/DeviceSelector.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

namespace gml {

int runDevicesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(args, {{"--json"}, {"--device"}});
    if (!line.ok() || !line.positional().empty()) {
        err << "gpu-memory-lab-cli devices: "
            << (line.ok() ? "unexpected argument " + line.positional().front() : line.error()) << "\n";
        return kExitBadInput;
    }
    const auto kindText = line.option("--device").value_or("auto");
    const auto kind = parseDeviceKind(kindText);
    if (!kind) {
        err << "gpu-memory-lab-cli devices: --device must be auto, sim or cuda, not '" << kindText << "'\n";
        return kExitBadInput;
    }
    auto selection = selectDevice(*kind);
    if (!selection) {
        err << "gpu-memory-lab-cli devices: " << selection.error().message << "\n";
        return kExitFailure;
    }
    const Device& device = *selection.value().device;
    const DeviceInfo info = device.info();

    if (line.has("--json")) {
        JsonWriter json;
        json.beginObject()
            .field("backend", info.simulated ? "simulated" : "cuda")
            .field("name", info.name)
            .field("total_bytes", info.totalBytes)
            .field("free_bytes", device.freeBytes())
            .field("virtual_memory", device.supportsVirtualMemory())
            .field("status", selection.value().statusLine())
            .field("built_with_cuda", builtWithCuda());
        if (!info.computeCapability.empty())
            json.field("compute_capability", info.computeCapability);
        if (!selection.value().whyNotCuda.empty())
            json.field("why_not_cuda", selection.value().whyNotCuda);
        json.key("simulated_presets").beginArray();
        for (const auto& preset : simulatedDevicePresets())
            json.beginObject().field("id", preset.id).field("name", preset.name).field("total_bytes", preset.totalBytes).endObject();
        json.endArray().endObject();
        out << json.text() << "\n";
        return kExitOk;
    }

    out << "Engines run on: " << selection.value().statusLine() << "\n";
    out << "  device:        " << info.name << "\n";
    out << "  memory:        " << formatBytes(info.totalBytes) << " total, " << formatBytes(device.freeBytes())
        << " free\n";
    if (!info.computeCapability.empty())
        out << "  compute:       " << info.computeCapability << "\n";
    out << "  virtual memory (expandable segments): " << (device.supportsVirtualMemory() ? "yes" : "no") << "\n";
    if (!selection.value().whyNotCuda.empty())
        out << "  why not CUDA:  " << selection.value().whyNotCuda << "\n";
    return kExitOk;
}

} // namespace gml
