#include "snapshot/SnapshotLoader.h"

#include "snapshot/LoadFailure.h"
#include "snapshot/PickleInput.h"
#include "snapshot/PickleReader.h"
#include "snapshot/SnapshotModelBuilder.h"
#include "snapshot/TraceWindowCutter.h"

#include <new>
#include <utility>

namespace gml {

namespace {

template <typename OpenInput> LoadResult<MemorySnapshot> load(OpenInput&& openInput, const LoadControl& control)
{
    try {
        PickleInput input = openInput();
        // The parsed values live only in the lambda: they are released as soon as the model is built.
        MemorySnapshot snapshot = [&] {
            const PickleDocument document = PickleReader(input, control.limits).read();
            return SnapshotModelBuilder(document, control).build();
        }();
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
