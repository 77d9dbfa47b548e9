#include "app/content/kvcache/ServingStepText.h"

#include "app/content/common/NumberText.h"

#include <QStringList>

QString ServingStepText::narrate(const gml::KvServingStep& step)
{
    QStringList sentences{tr("Scheduler step %1.").arg(step.step)};
    if (!step.preempted.empty())
        sentences.append(tr("A running request needs a new block and none is free."));
    for (const gml::KvPreemption& victim : step.preempted) {
        const int blocks = static_cast<int>(victim.blocks);
        if (victim.swapped)
            sentences.append(tr("The latest arrival, request %1, is preempted: its %n KV block(s) are copied to the "
                                "host's swap space (host blocks %2) and given back.",
                                nullptr, blocks)
                                 .arg(QString::number(victim.request), NumberText::list(victim.hostBlocks)));
        else if (victim.swapSpaceFull)
            sentences.append(tr("The latest arrival, request %1, is preempted, but the host's swap space has only %2 of "
                                "its %3 blocks free and the request needs %n: its blocks are given back and its KV "
                                "dropped; it will run its tokens through the model again.",
                                nullptr, blocks)
                                 .arg(victim.request)
                                 .arg(victim.hostFreeBlocks)
                                 .arg(victim.hostBlocksInAll));
        else
            sentences.append(tr("The latest arrival, request %1, is preempted: its blocks are given back and its KV "
                                "dropped; it will run its tokens through the model again.")
                                 .arg(victim.request));
    }
    for (const gml::KvResumption& back : step.resumed)
        sentences.append(back.swappedIn ? tr("Request %1 is swapped back in: its blocks are copied from the host into "
                                             "the blocks it gets now.")
                                              .arg(back.request)
                                        : tr("Request %1 comes back and recomputes its KV.").arg(back.request));
    if (!step.admitted.empty())
        sentences.append(tr("Admitted %n request(s): %1.", nullptr, static_cast<int>(step.admitted.size()))
                             .arg(NumberText::list(step.admitted)));
    if (!step.finished.empty())
        sentences.append(tr("%n request(s) finished and freed their blocks: %1.", nullptr,
                            static_cast<int>(step.finished.size()))
                             .arg(NumberText::list(step.finished)));
    sentences.append(tr("%1 running, %2 waiting, %3 of %4 blocks free.")
                         .arg(step.running)
                         .arg(step.waiting)
                         .arg(step.freeBlocks)
                         .arg(step.blocksInAll));
    // Sentences are separated by a space in every language the application speaks.
    return sentences.join(QLatin1Char(' '));
}
