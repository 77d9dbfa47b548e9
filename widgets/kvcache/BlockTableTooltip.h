#pragma once

#include "kvcache/KvCacheState.h"

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <vector>

// The block-table view's tooltips: what a block holds, who uses it, whether the prefix cache can find it
// and where it waits in the free queue, as whole translatable sentences.
class BlockTableTooltip
{
    Q_DECLARE_TR_FUNCTIONS(BlockTableTooltip)

public:
    BlockTableTooltip(const gml::KvCacheState& state, const std::vector<gml::KvBlockId>& queue,
                      const std::function<QString(std::int32_t)>& tokenText)
        : m_state(state), m_queue(queue), m_tokenText(tokenText)
    {
    }

    QString logical(gml::KvSequenceId sequence, std::uint32_t logical, gml::KvBlockId physical) const;
    QString physical(gml::KvBlockId block) const;
    QString departed(gml::KvBlockId block, bool hit, bool evicted) const;

private:
    QString details(gml::KvBlockId block) const;
    QString tokens(const gml::KvPhysicalBlockState& block) const;

    const gml::KvCacheState& m_state;
    const std::vector<gml::KvBlockId>& m_queue;
    const std::function<QString(std::int32_t)>& m_tokenText;
};
