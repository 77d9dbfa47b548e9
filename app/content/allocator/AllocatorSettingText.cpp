#include "app/content/allocator/AllocatorSettingText.h"

#include "allocator/AllocatorConfig.h"

QString AllocatorSettingText::explain(const gml::SettingProblem& p)
{
    using Kind = gml::SettingProblem::Kind;
    const QString key = QString::fromStdString(p.key);
    const QString text = QString::fromStdString(p.text);
    // The setting and its value as typed, "max_split_size_mb:10": code, shown as it is.
    const QString value = key + QLatin1Char(':') + text;
    const QString found = QString::fromStdString(p.found);
    switch (p.kind) {
    case Kind::ExpectedName: return tr("PYTORCH_CUDA_ALLOC_CONF: a setting's name belongs where “%1” is.").arg(found);
    case Kind::ExpectedComma:
        return tr("PYTORCH_CUDA_ALLOC_CONF: after the value of %1 comes a “,”, not “%2”.").arg(key, found);
    case Kind::TrailingComma: return tr("PYTORCH_CUDA_ALLOC_CONF: a “,” at the end has no setting after it.");
    case Kind::ExpectedToken:
        return found.isEmpty() ? tr("PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” and a value.")
                                     .arg(key, QString::fromStdString(p.expected))
                               : tr("PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” where “%3” is.")
                                     .arg(key, QString::fromStdString(p.expected), found);
    case Kind::NotBoolean: return tr("PYTORCH_CUDA_ALLOC_CONF: %1 must be True or False.").arg(value);
    case Kind::NotWholeMiB: return tr("PYTORCH_CUDA_ALLOC_CONF: %1 must be a whole number of MiB.").arg(value);
    case Kind::BelowMinimum:
        return tr("PYTORCH_CUDA_ALLOC_CONF: %1 must be at least %2 MiB.").arg(value).arg(p.minimum);
    case Kind::ExpectedValue: return tr("PYTORCH_CUDA_ALLOC_CONF: %1 has no value.").arg(key);
    case Kind::NotFraction:
        return tr("PYTORCH_CUDA_ALLOC_CONF: %1 must be a number between 0 and 1, both excluded.").arg(value);
    case Kind::NotPowerOfTwoUpTo128:
        return tr("PYTORCH_CUDA_ALLOC_CONF: %1 must be a power of two up to 128.").arg(value);
    case Kind::UnknownBackend:
        return tr("PYTORCH_CUDA_ALLOC_CONF: %1 must be native or cudaMallocAsync.").arg(value);
    case Kind::AsyncBackend:
        return tr("PYTORCH_CUDA_ALLOC_CONF: backend:cudaMallocAsync hands memory to the CUDA driver, and this "
                  "lesson shows PyTorch's own caching allocator.");
    case Kind::UnknownSetting:
        return tr("PYTORCH_CUDA_ALLOC_CONF: PyTorch has no setting %1. It knows %2.")
            .arg(key, QString::fromLatin1(gml::knownAllocatorSettings()));
    case Kind::DivisionsNotPowerOfTwo:
        return tr("PYTORCH_CUDA_ALLOC_CONF: %1: the number of divisions must be a power of two.").arg(value);
    case Kind::ExpectedInterval:
        return tr("PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs an interval in MiB, or “>”, here.").arg(key);
    case Kind::ListDivisionsNotPowerOfTwo:
        return tr("PYTORCH_CUDA_ALLOC_CONF: %1: the divisions must be 0 or a power of two.")
            .arg(key + QLatin1Char(':') + QString::fromStdString(p.interval) + QLatin1Char(':') + text);
    case Kind::IntervalNotPowerOfTwo:
        return tr("PYTORCH_CUDA_ALLOC_CONF: %1: an interval must be a power of two, in MiB.")
            .arg(key + QLatin1Char(':') + QString::fromStdString(p.interval));
    case Kind::ExpectedListSeparator:
        return tr("PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs a “,” or a “]” here.").arg(key);
    }
    return {};
}

QString AllocatorSettingText::problemWith(const QString& conf)
{
    const auto problem = gml::AllocatorConfig::problemWith(conf.toStdString());
    return problem ? explain(*problem) : QString();
}
