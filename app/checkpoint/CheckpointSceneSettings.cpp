#include "app/checkpoint/CheckpointSceneSettings.h"

#include <QJsonArray>

namespace {

const QStringList kChainKinds{QStringLiteral("uniform"), QStringLiteral("transformer"), QStringLiteral("mlp")};

} // namespace

QJsonObject CheckpointSceneSettings::write() const
{
    const CheckpointSettings& s = settings;
    QJsonObject out{{QStringLiteral("chain"), kChainKinds.value(static_cast<int>(s.chain))},
                    {QStringLiteral("layers"), static_cast<int>(s.layers)},
                    {QStringLiteral("activation_mib"), static_cast<int>(s.activationMiB)},
                    {QStringLiteral("other_size_layer"), static_cast<int>(s.otherSizeLayer)},
                    {QStringLiteral("other_size_mib"), static_cast<int>(s.otherSizeMiB)},
                    {QStringLiteral("expensive_layer"), static_cast<int>(s.expensiveLayer)},
                    {QStringLiteral("factor"), s.factor},
                    {QStringLiteral("schedule"), s.schedule},
                    {QStringLiteral("every"), static_cast<int>(s.every)},
                    {QStringLiteral("snapshots"), static_cast<int>(s.snapshots)},
                    {QStringLiteral("budget_fraction"), s.budgetFraction}};
    if (!chainFile.isEmpty()) // its chain as the file writes it, which the settings may not make
        out.insert(QStringLiteral("chain_file"), chainFile);
    if (hand) {
        // Counted from 1, as the chain files count the layers whose inputs are kept.
        QJsonArray layers;
        for (const std::uint32_t start : *hand)
            if (start > 0)
                layers.append(static_cast<int>(start) + 1);
        out.insert(QStringLiteral("checkpoints"), layers);
    }
    return out;
}

std::optional<CheckpointSceneSettings> CheckpointSceneSettings::read(const QJsonObject& in, const QStringList& names,
                                                                     QString* error)
{
    CheckpointSceneSettings read;
    CheckpointSettings& s = read.settings;
    const auto whole = [&](const char* field, std::uint32_t low, std::uint32_t high, std::uint32_t* out) {
        const QJsonValue value = in.value(QLatin1String(field));
        if (value.isUndefined())
            return true;
        const double number = value.toDouble(-1);
        if (!value.isDouble() || number < low || number > high || number != static_cast<std::uint32_t>(number)) {
            *error = tr("The scene's “%1” must be a whole number from %2 to %3.").arg(QLatin1String(field)).arg(low).arg(high);
            return false;
        }
        *out = static_cast<std::uint32_t>(number);
        return true;
    };
    const auto fraction = [&](const char* field, double low, double high, double* out) {
        const QJsonValue value = in.value(QLatin1String(field));
        if (value.isUndefined())
            return true;
        if (!value.isDouble() || value.toDouble() < low || value.toDouble() > high) {
            *error = tr("The scene's “%1” must be a number from %2 to %3.").arg(QLatin1String(field)).arg(low).arg(high);
            return false;
        }
        *out = value.toDouble();
        return true;
    };
    const QString chain = in.value(QStringLiteral("chain")).toString(QStringLiteral("uniform"));
    if (!kChainKinds.contains(chain)) {
        *error = tr("The scene's chain “%1” is not one the lesson has (%2).").arg(chain, kChainKinds.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    s.chain = static_cast<CheckpointSettings::Chain>(kChainKinds.indexOf(chain));
    if (!whole("layers", 2, 200, &s.layers) || !whole("activation_mib", 1, 65536, &s.activationMiB) ||
        !whole("other_size_layer", 0, s.layers, &s.otherSizeLayer) || !whole("other_size_mib", 1, 65536, &s.otherSizeMiB) ||
        !whole("expensive_layer", 0, s.layers, &s.expensiveLayer) ||
        !fraction("factor", 1, 50, &s.factor) || !whole("every", 1, s.layers, &s.every) ||
        !whole("snapshots", 1, s.layers, &s.snapshots) || !fraction("budget_fraction", 0, 1, &s.budgetFraction))
        return std::nullopt;
    s.schedule = in.value(QStringLiteral("schedule")).toString(s.schedule);
    if (!names.contains(s.schedule)) {
        *error = tr("The activation checkpointing lesson has no schedule “%1”: choose one of %2.")
                     .arg(s.schedule, names.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    std::optional<QList<std::uint32_t>>& hand = read.hand;
    if (in.contains(QStringLiteral("checkpoints"))) {
        hand.emplace();
        for (const QJsonValue& layer : in.value(QStringLiteral("checkpoints")).toArray()) {
            const double number = layer.toDouble(-1);
            if (number < 1 || number > s.layers || number != static_cast<std::uint32_t>(number)) {
                *error = tr("The scene keeps a checkpoint on layer %1, but its chain has %2 layers, counted from 1.")
                             .arg(layer.toVariant().toString())
                             .arg(s.layers);
                return std::nullopt;
            }
            if (number > 1)
                hand->append(static_cast<std::uint32_t>(number) - 1);
        }
    }
    read.chainFile = in.value(QStringLiteral("chain_file")).toString();
    return read;
}
