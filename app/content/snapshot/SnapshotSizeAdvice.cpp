#include "app/content/snapshot/SnapshotSizeAdvice.h"

#include "app/content/common/NumberText.h"
#include "app/content/snapshot/AvailableMemory.h"
#include "snapshot/CompressionFormat.h"

#include <QFile>
#include <QFileInfo>

SnapshotSizeAdvice SnapshotSizeAdvice::of(const QString& path)
{
    SnapshotSizeAdvice facts;
    facts.fileBytes = static_cast<std::uint64_t>(std::max<qint64>(QFileInfo(path).size(), 0));
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray magic = file.read(gml::CompressionFormat::kMagicBytes);
        facts.compressed = gml::CompressionFormat::detect(std::string_view(magic.constData(),
                                                                           static_cast<std::size_t>(magic.size()))) !=
                           gml::Compression::None;
    }
    facts.availableBytes = AvailableMemory::bytes();
    return facts;
}

bool SnapshotSizeAdvice::tooLargeToOpenWhole() const
{
    return availableBytes && unpackedBytesGuess() > *availableBytes / kShareOfAvailable;
}

QString SnapshotSizeAdvice::advice() const
{
    if (!tooLargeToOpenWhole())
        return {};
    if (compressed)
        return tr("This compressed file holds about %1 of snapshot, and this computer has %2 of memory free. "
                  "Opening the whole trace may take a long time or run out of memory; opening only part of it "
                  "is quicker.")
            .arg(NumberText::bytes(unpackedBytesGuess()), NumberText::bytes(*availableBytes));
    return tr("This file is %1, and this computer has %2 of memory free. Opening the whole trace may take a "
              "long time or run out of memory; opening only part of it is quicker.")
        .arg(NumberText::bytes(fileBytes), NumberText::bytes(*availableBytes));
}
