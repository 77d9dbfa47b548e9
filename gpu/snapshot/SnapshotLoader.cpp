#include "snapshot/SnapshotLoader.h"

#include "snapshot/LoadFailure.h"
#include "snapshot/PickleInput.h"
#include "snapshot/PickleReader.h"
#include "snapshot/SnapshotModelBuilder.h"

#include <new>

namespace gml {

namespace {

template <typename OpenInput> LoadResult<MemorySnapshot> load(OpenInput&& openInput, const LoadControl& control)
{
    try {
        PickleInput input = openInput();
        // The parsed values live only in this scope: they are released as soon as the model is built.
        const PickleDocument document = PickleReader(input, control.limits).read();
        return SnapshotModelBuilder(document, control).build();
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
