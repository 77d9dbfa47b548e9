#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

// Whether a snapshot file is too large to open whole on this computer, and the sentence that says so. A file
// counts as large when what it unpacks to is more than a fifth of the memory available: reading needs
// about twice the file, and the application, the replay and everything else the person runs need the rest.
class SnapshotSizeAdvice
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotSizeAdvice)

public:
    // A compressed file's unpacked size is not written where it can be read cheaply (gzip keeps it modulo
    // 4 GiB), so it is taken as this many times the file: snapshot pickles compress about 5 to 10 times.
    static constexpr std::uint64_t kCompressionGuess = 5;
    static constexpr std::uint64_t kShareOfAvailable = 5;

    std::uint64_t fileBytes = 0;
    bool compressed = false;
    std::optional<std::uint64_t> availableBytes; // nothing when the system does not say

    // The file's size and compression (from its first bytes) and the memory available now.
    static SnapshotSizeAdvice of(const QString& path);

    std::uint64_t unpackedBytesGuess() const { return compressed ? fileBytes * kCompressionGuess : fileBytes; }
    bool tooLargeToOpenWhole() const;
    // Why a part is offered, in the person's language ("" when it is not too large).
    QString advice() const;
};
