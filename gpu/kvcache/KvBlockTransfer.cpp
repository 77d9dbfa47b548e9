#include "kvcache/KvBlockTransfer.h"

namespace gml {

std::string describeKvBlockTransfer(const KvBlockTransfer& transfer)
{
    const std::string physical = "physical " + std::to_string(transfer.physical);
    const std::string host = "host block " + std::to_string(transfer.hostBlock);
    switch (transfer.kind) {
    case KvBlockTransferKind::SwapOut: return "swap out: " + physical + " -> " + host;
    case KvBlockTransferKind::SwapIn: return "swap in: " + host + " -> " + physical;
    case KvBlockTransferKind::Recompute: {
        const std::uint32_t last = transfer.firstToken + transfer.tokens - 1;
        return "recompute: " +
               (transfer.tokens == 1 ? "token " + std::to_string(transfer.firstToken)
                                     : "tokens " + std::to_string(transfer.firstToken) + "-" + std::to_string(last)) +
               " -> " + physical;
    }
    }
    return "unknown transfer";
}

} // namespace gml
