#include "app/content/allocator/AllocatorScriptText.h"

#include "app/content/allocator/AllocatorSettingText.h"
#include "app/content/common/NumberText.h"

namespace {

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

QString AllocatorScriptText::problem(const gml::AllocatorScriptError& error)
{
    using Fault = gml::AllocatorScriptFault;
    const QString subject = q(error.subject);
    QString what;
    switch (error.fault) {
    case Fault::NotJson:
        return tr("Line %1, column %2: the file is not valid JSON (a comma, a quote or a bracket is missing or "
                  "extra).").arg(error.line).arg(q(error.value));
    case Fault::NotAnObject: what = tr("this is not an object in braces, { … }, as a script and each of its ops are."); break;
    case Fault::UnknownField: what = tr("there is no field “%1” here.").arg(subject); break;
    case Fault::MissingField: what = tr("the field “%1” is missing.").arg(subject); break;
    case Fault::BadValue:
        what = error.value.empty() ? tr("“%1” does not hold what it should.").arg(subject)
                                   : tr("“%1” cannot be %2.").arg(subject, q(error.value));
        break;
    case Fault::BadSettings: what = AllocatorSettingText::problemWith(subject); break;
    case Fault::UnknownOp:
        what = tr("there is no op “%1” (the ops are alloc, free, record_stream, synchronize, empty_cache, "
                  "set_memory_fraction and set_settings).").arg(subject);
        break;
    case Fault::NotLive: what = tr("“%1” is not live: it was never allocated, or it was freed already.").arg(subject); break;
    case Fault::OpsOrSteps: what = tr("a script has either “ops” or “steps”, one of them."); break;
    case Fault::NoOps: what = tr("the script has no ops."); break;
    case Fault::DuplicateStep: what = tr("two steps are called “%1”.").arg(subject); break;
    case Fault::NoAllocToPredict: what = tr("the step “%1” asks for a prediction but allocates nothing.").arg(subject); break;
    case Fault::UnknownSceneStep: what = tr("a scene names the step “%1”, which the script does not have.").arg(subject); break;
    }
    return error.op > 0 ? tr("Op %1 (line %2): %3").arg(error.op).arg(error.line).arg(what)
                        : tr("Line %1: %2").arg(error.line).arg(what);
}

QString AllocatorScriptText::lineProblem(const gml::PyTorchLineError& error)
{
    using Kind = gml::PyTorchLineError::Kind;
    switch (error.kind) {
    case Kind::NotUnderstood:
        return tr("The sandbox runs lines such as x = torch.empty(100 * 2**20, dtype=torch.uint8, device=\"cuda\"), "
                  "del x, torch.cuda.empty_cache() and torch.cuda.synchronize(); it does not know this one.");
    case Kind::NotOnGpu:
        return tr("This tensor would be made in the CPU's memory, which the GPU's allocator never sees: add "
                  "device=\"cuda\".");
    case Kind::UnknownDtype: return tr("There is no dtype “%1”: try torch.float32, torch.float16 or torch.uint8.").arg(q(error.detail));
    case Kind::BadSize: return tr("A tensor's size is a whole number of elements above 0, and no larger than a device could hold.");
    case Kind::Syntax: return tr("Column %1: the line is not Python the sandbox can read.").arg(error.column);
    }
    return {};
}

QString AllocatorScriptText::describeAction(const gml::ScenarioAction& action)
{
    using Kind = gml::ScenarioAction::Kind;
    const QString tensor = q(action.tensor);
    switch (action.kind) {
    case Kind::Allocate:
        return tr("Allocates %1 as “%2” on stream %3.").arg(NumberText::bytes(action.bytes), tensor).arg(action.stream);
    case Kind::Free: return tr("Frees “%1”.").arg(tensor);
    case Kind::RecordStream: return tr("Records that “%1” is used on stream %2 too.").arg(tensor).arg(action.stream);
    case Kind::SynchronizeStream: return tr("Waits for stream %1 to finish its work.").arg(action.stream);
    case Kind::CompletePendingFrees: return tr("Waits for every stream to finish its work (torch.cuda.synchronize()).");
    case Kind::EmptyCache: return tr("Returns the cached free segments to the device (torch.cuda.empty_cache()).");
    case Kind::SetMemoryFraction:
        return tr("Lets the allocator reserve at most %1% of the device's memory.").arg(qRound(action.fraction * 100));
    case Kind::ChangeSettings: return tr("Changes the allocator's settings to %1.").arg(q(action.settings));
    }
    return {};
}

QString AllocatorScriptText::describeStep(const gml::ScenarioStep& step)
{
    QStringList sentences;
    for (const auto& action : step.actions)
        sentences.append(describeAction(action));
    return sentences.join(QLatin1Char(' '));
}
