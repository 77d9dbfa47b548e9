#pragma once

#include <QString>

// What a lesson's list of steps calls a step: the first sentence of its narration, which in every scenario
// says what the step does ("Three tensors of 100 MiB, 300 MiB and 50 MiB."). Narration is content, in four
// languages, and has no titles of its own; a sentence ends at '.', '?', '!' or Bengali's dari '।' before a
// space or the end. A first sentence longer than kLongest characters is cut at a space, with an ellipsis.
namespace StepTitle {

constexpr qsizetype kLongest = 90;

QString fromNarration(const QString& narration);

} // namespace StepTitle
