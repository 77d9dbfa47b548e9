#include "widgets/kvcache/BlockTableTooltip.h"

#include "widgets/kvcache/KvBlockPalette.h"

#include <algorithm>

namespace {
constexpr std::size_t kShownTokens = 24;
}

QString BlockTableTooltip::tokens(const gml::KvPhysicalBlockState& block) const
{
    QStringList words;
    for (std::size_t i = 0; i < block.tokens.size() && i < kShownTokens; ++i)
        words.append(m_tokenText ? m_tokenText(block.tokens[i]) : QStringLiteral("#%1").arg(block.tokens[i]));
    if (block.tokens.size() > kShownTokens)
        words.append(QStringLiteral("…"));
    return words.join(QLatin1Char(' ')).toHtmlEscaped();
}

QString BlockTableTooltip::details(gml::KvBlockId id) const
{
    const auto& block = m_state.blocks[id];
    QString text = tr("Tokens: %1 of %2 slots filled.").arg(block.fill()).arg(m_state.blockSize);
    if (!block.tokens.empty())
        text += QStringLiteral("<br>") + tr("Holds: %1").arg(tokens(block));
    QStringList users;
    for (const gml::KvSequenceId user : m_state.sequencesUsing(id))
        users.append(KvBlockPalette::ownerLabel(user));
    text += QStringLiteral("<br>");
    text +=
        block.refCount == 0
            ? tr("Reference count 0: no sequence uses it.")
            : tr("Reference count %1: used by %2.").arg(block.refCount).arg(users.join(QStringLiteral(", ")));
    text += QStringLiteral("<br>");
    text += block.cached ? tr("Cached under prefix hash %1.").arg(block.hash, 16, 16, QLatin1Char('0'))
                         : tr("Not in the prefix cache.");
    const auto found = std::find(m_queue.begin(), m_queue.end(), id);
    if (found != m_queue.end())
        text +=
            QStringLiteral("<br>") + tr("In the free queue at position %1 of %2 (1 is the head, taken next).")
                                         .arg(found - m_queue.begin() + 1)
                                         .arg(m_queue.size());
    return text;
}

QString BlockTableTooltip::logical(gml::KvSequenceId sequence, std::uint32_t logicalIndex,
                                   gml::KvBlockId block) const
{
    return tr("<b>Sequence %1, logical block %2</b> maps to <b>physical block %3</b>.")
               .arg(KvBlockPalette::ownerLabel(sequence))
               .arg(logicalIndex)
               .arg(block) +
           QStringLiteral("<br>") + details(block);
}

QString BlockTableTooltip::physical(gml::KvBlockId block) const
{
    return tr("<b>Physical block %1</b>").arg(block) + QStringLiteral("<br>") + details(block);
}

QString BlockTableTooltip::departed(gml::KvBlockId block, bool hit, bool evicted) const
{
    const QString head =
        hit ? tr("<b>Physical block %1</b> left the free queue as a prefix-cache hit: a request reuses its "
                 "tokens.")
                  .arg(block)
        : evicted
            ? tr("<b>Physical block %1</b> was taken from the free queue and its cached hash was evicted.")
                  .arg(block)
            : tr("<b>Physical block %1</b> was taken from the free queue.").arg(block);
    return head + QStringLiteral("<br>") + details(block);
}
