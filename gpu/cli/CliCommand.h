#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace gml {

// Exit codes every subcommand of gpu-memory-lab-cli keeps to.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1; // the work itself failed (a GPU error mid-run)
inline constexpr int kExitBadInput = 2; // bad arguments or a bad file: the reason is on stderr

// One subcommand: its name, a line of help, and the function that runs it on its own arguments.
struct CliCommand
{
    std::string name;
    std::string usage;
    std::string summary;
    int (*run)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
};

// The subcommands, in the order --help lists them. Each lives in its own <Name>Command.cpp.
const std::vector<CliCommand>& cliCommands();

int runDevicesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runAllocatorCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runSnapshotCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runKvCacheCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runRunCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runCompareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runCheckpointCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace gml
