#include "cli/CliCommand.h"

namespace gml {

const std::vector<CliCommand>& cliCommands()
{
    static const std::vector<CliCommand> commands{
        {"devices", "devices [--device auto|sim|cuda] [--json]",
         "say which device the engines would use, and what CUDA reports", runDevicesCommand},
        {"allocator", "allocator (--scenario NAME | --script FILE) [--conf CONF] [--capacity GIB] [--json] | --list", "run a caching-allocator lesson or a script of PyTorch calls on the simulated device and report what each call did", runAllocatorCommand},
        {"snapshot", "snapshot FILE [--device N] [--last-events N] [--time-range A:B] [--whatif CONF] [--capacity BYTES] [--export-trace OUT] [--categories | --find ADDRESS|SIZE|TEXT | --top N] [--json]",
         "read a PyTorch memory snapshot safely, replay it through the allocator (parity) and ask what another "
         "setting would have done, explain each out-of-memory error; --categories guesses what the memory at the peak "
         "was for, --find searches by address, size or frame, --top lists the largest live allocations",
         runSnapshotCommand},
        {"run", "run DIR|FILE... [--lanes] [--categories] [--json] | run DIR --follow [--json-lines] [--interval MS] [--polls N]",
         "open a training run's snapshots (torchtitan's iteration_N/rankR_... or files naming their rank): peaks per "
         "step and rank, and how unevenly the ranks peaked; --follow reports snapshots as the run writes them",
         runRunCommand},
        {"compare", "compare A B [--device-a N] [--device-b N] [--frames N] [--top N] [--json]",
         "compare what was alive at the peaks of two snapshots, grouped by the user code that allocated it",
         runCompareCommand},
        {"kvcache", "kvcache [--model NAME] [--gpu-memory GIB] [--utilization F] [--block-size B] [--requests N] [--workload sharegpt|alpaca] [--seed S] [--swap-space GIB] [--json] | --walkthrough NAME | --script FILE [--json] | --list", "size a paged KV cache for a model and compare its waste with contiguous reservations on one request trace", runKvCacheCommand},
        {"checkpoint", "checkpoint --schedule NAME --layers N [--snapshots S] [--every K] [--budget BYTES] [--run [--no-preserve-rng] [--device auto|sim|cuda]] [--json] | --chain FILE [--json] | --list", "plan an activation-checkpointing schedule (peak memory, Revolve's forward steps) and optionally run a real training step under it", runCheckpointCommand},
    };
    return commands;
}

} // namespace gml
