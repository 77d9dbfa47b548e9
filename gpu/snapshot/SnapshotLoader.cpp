#include "snapshot/SnapshotLoader.h"

#include "snapshot/LoadFailure.h"
#include "snapshot/PickleInput.h"
#include "snapshot/PickleReader.h"
#include "snapshot/SnapshotModelBuilder.h"
#include "snapshot/SnapshotTraceStream.h"
#include "snapshot/TraceWindowCutter.h"

#include <new>
#include <optional>
#include <utility>

namespace gml {

namespace {

// The input, at the pickle of the snapshot: past the three pickles that torch.save's legacy format writes
// before the saved object (which hold nothing a snapshot needs).
template <typename OpenInput> PickleInput openSnapshotPickle(OpenInput& openInput, const LoadControl& control)
{
    PickleInput input = openInput();
    if (input.startsAsLegacyTorchSave())
        for (int header = 0; header < 3; ++header)
            PickleReader(input, control.limits).read();
    return input;
}

// The streamed build: each device's events go into the model as the file is read (SnapshotTraceStream), so
// the parsed values of the whole trace are never held. Anything it is not sure of (a file that fails, a
// limit reached, a value shared in a way a real snapshot never shares one) gives up, and the file is read
// again the way below; so what a file loads as, and every error and its message, are the document path's.
template <typename OpenInput>
std::optional<MemorySnapshot> loadStreamed(OpenInput& openInput, const LoadControl& control)
{
    try {
        PickleInput input = openSnapshotPickle(openInput, control);
        PickleReader reader(input, control.limits);
        SnapshotTraceStream::internKeys(reader.document());
        SnapshotModelBuilder builder(reader.document(), control);
        SnapshotTraceStream stream(reader.document(), builder, control.window);
        builder.streamFrom(stream);
        reader.streamTo(stream);
        reader.readValues();
        return builder.build();
    } catch (const LoadFailure& failure) {
        if (failure.error().kind == LoadErrorKind::Cancelled || failure.error().kind == LoadErrorKind::CannotOpen)
            throw;
        return std::nullopt;
    }
}

// The document path: the whole pickle parsed, then the model built from it.
template <typename OpenInput> MemorySnapshot loadWhole(OpenInput& openInput, const LoadControl& control)
{
    PickleInput input = openSnapshotPickle(openInput, control);
    // The parsed values live only here: they are released as soon as the model is built.
    const PickleDocument document = PickleReader(input, control.limits).read();
    return SnapshotModelBuilder(document, control).build();
}

template <typename OpenInput> LoadResult<MemorySnapshot> load(OpenInput&& openInput, const LoadControl& given)
{
    // segmentsRead is called once, also when the streamed build gives up after the segments and the file is
    // read again.
    LoadControl control = given;
    bool segmentsGiven = false;
    if (given.segmentsRead)
        control.segmentsRead = [&](const std::vector<SnapshotSegment>& segments) {
            if (!std::exchange(segmentsGiven, true))
                given.segmentsRead(segments);
        };
    try {
        std::optional<MemorySnapshot> streamed = loadStreamed(openInput, control);
        MemorySnapshot snapshot = streamed ? std::move(*streamed) : loadWhole(openInput, control);
        streamed.reset();
        // Cut after the document is gone, so that the two are never held together.
        if (auto error = TraceWindowCutter(control.window).apply(snapshot))
            return *error;
        return LoadResult<MemorySnapshot>(std::move(snapshot));
    } catch (const LoadFailure& failure) {
        return failure.error();
    } catch (const std::bad_alloc&) {
        return LoadError{LoadErrorKind::TooLarge, "not enough memory to load the snapshot"};
    }
}

} // namespace

LoadResult<MemorySnapshot> loadMemorySnapshot(const std::string& path, const LoadControl& control)
{
    return load([&] { return PickleInput::fromFile(path, control); }, control);
}

LoadResult<MemorySnapshot> loadMemorySnapshotFromBytes(std::string_view bytes, const LoadControl& control)
{
    return load([&] { return PickleInput::fromMemory(bytes, control); }, control);
}

} // namespace gml
