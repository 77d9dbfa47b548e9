#include "app/content/kvcache/KvPrediction.h"

#include "app/content/kvcache/KvEventText.h"

std::optional<KvPrediction> KvPrediction::of(const gml::KvWalkthrough& walkthrough, std::size_t step,
                                             std::function<QStringList()> words)
{
    const auto& steps = walkthrough.steps;
    if (step == 0 || step >= steps.size() || steps[step].predictRequest.empty())
        return std::nullopt;
    const std::size_t begin = steps[step - 1].eventCount;
    const std::size_t end = std::min(steps[step].eventCount, walkthrough.trace.size());
    for (std::size_t i = begin; i < end; ++i) {
        const gml::KvCacheEvent& event = walkthrough.trace[i];
        if (event.kind != gml::KvEventKind::TokenAppended || event.reason != gml::KvEventReason::Decode)
            continue;
        KvPrediction prediction;
        prediction.m_step = step;
        prediction.m_trace = walkthrough.trace;
        prediction.m_before = walkthrough.trace.stateAt(begin);
        prediction.m_written = i;
        prediction.m_sequence = event.sequence;
        prediction.m_landed = event.physical;
        prediction.m_words = std::move(words);
        // What gave the token its block, if the block was not there already: the event just before it for
        // the same sequence and logical block.
        for (std::size_t j = i; j-- > begin;) {
            const gml::KvCacheEvent& earlier = walkthrough.trace[j];
            if (earlier.sequence != event.sequence)
                continue;
            if ((earlier.kind == gml::KvEventKind::BlockAllocated || earlier.kind == gml::KvEventKind::CopyOnWrite) &&
                earlier.physical == event.physical) {
                prediction.m_newBlock = j;
                prediction.m_how = earlier.kind == gml::KvEventKind::CopyOnWrite ? How::CopyOnWrite : How::NewBlock;
            }
            break;
        }
        return prediction;
    }
    return std::nullopt;
}

QString KvPrediction::question() const
{
    const QString token = KvEventText::token(m_trace[m_written].token, m_words ? m_words() : QStringList());
    //: S%1: a sequence as the block tables label it (S0, S1, ...); %2: the token, a word in quotes or #12.
    return tr("Predict: sequence S%1 generates its next token, %2. Which physical block will its K and V be "
              "written into? Click the block.")
        .arg(m_sequence)
        .arg(token);
}

QString KvPrediction::pictureHint() const
{
    return tr("Click a physical block in the pool, in a block table or in the free queue, or choose it from the list.");
}

QList<QPair<std::uint64_t, QString>> KvPrediction::pictureChoices() const
{
    QList<QPair<std::uint64_t, QString>> blocks;
    for (gml::KvBlockId id = 0; id < m_before.numBlocks(); ++id) {
        const gml::KvPhysicalBlockState& block = m_before.blocks[id];
        QString words;
        if (block.refCount > 0)
            //: A physical block in the prediction's list: its number, how full it is, and how many sequences use it.
            words = tr("physical block %1: %2 of %3 slots filled, used by %n sequence(s)", nullptr,
                       static_cast<int>(block.refCount))
                        .arg(id)
                        .arg(block.fill())
                        .arg(m_before.blockSize);
        else
            words = tr("physical block %1: free").arg(id);
        blocks.append({id, words});
    }
    return blocks;
}

std::optional<bool> KvPrediction::judgeClick(std::uint64_t block, QString* why) const
{
    if (block >= m_before.numBlocks()) {
        *why = tr("Pick a physical block of the pool.");
        return std::nullopt;
    }
    return block == m_landed;
}

QString KvPrediction::clickWords(std::uint64_t block) const
{
    return tr("physical block %1").arg(block);
}

QString KvPrediction::headline() const
{
    const gml::KvCacheEvent& written = m_trace[m_written];
    switch (m_how) {
    case How::InPlace:
        return tr("It went into physical block %1, the sequence's last block, which had a free slot and no one "
                  "else using it.")
            .arg(written.physical);
    case How::NewBlock:
        return tr("The sequence's last block was full, so it went into physical block %1, a new block from the "
                  "head of the free queue.")
            .arg(written.physical);
    case How::CopyOnWrite:
        return tr("The sequence's last block, physical %1, was shared, so it was copied first: the token went into "
                  "the copy, physical block %2.")
            .arg(m_trace[*m_newBlock].other)
            .arg(written.physical);
    }
    return {};
}

QString KvPrediction::outcome() const
{
    const QStringList words = m_words ? m_words() : QStringList();
    QString reasons = KvEventText::explain(m_trace, m_written, words);
    if (m_newBlock)
        //: %1, %2: what the cache did, in order, each the engine's own sentence.
        reasons = tr("%1 %2").arg(KvEventText::explain(m_trace, *m_newBlock, words), reasons);
    //: %1: what happened; %2: the cache's own account of it.
    return tr("%1 %2").arg(headline(), reasons);
}
