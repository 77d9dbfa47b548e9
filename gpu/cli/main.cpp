// gpu-memory-lab-cli: the engines without any GUI, for GPU servers with no display, benchmarks and tests.
#include "cli/CliCommand.h"

#include <iostream>
#include <string>
#include <vector>

namespace {

void printHelp(std::ostream& out)
{
    out << "Usage: gpu-memory-lab-cli COMMAND [OPTIONS]\n\n"
           "Runs GPU Memory Lab's engines without a window. Every command takes --json for one JSON object\n"
           "on stdout; exit status 0 on success, 2 on bad input (the reason on stderr).\n\nCommands:\n";
    for (const auto& command : gml::cliCommands())
        out << "  " << command.usage << "\n      " << command.summary << "\n";
    out << "\n  --version    print the version\n  --help       print this help\n";
}

} // namespace

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        printHelp(std::cerr);
        return gml::kExitBadInput;
    }
    if (args.front() == "--help" || args.front() == "-h" || args.front() == "help") {
        printHelp(std::cout);
        return gml::kExitOk;
    }
    if (args.front() == "--version") {
        std::cout << "gpu-memory-lab-cli " << GML_VERSION_STRING << "\n";
        return gml::kExitOk;
    }
    for (const auto& command : gml::cliCommands())
        if (command.name == args.front())
            return command.run({args.begin() + 1, args.end()}, std::cout, std::cerr);
    std::cerr << "gpu-memory-lab-cli: unknown command '" << args.front() << "' (see --help)\n";
    return gml::kExitBadInput;
}
