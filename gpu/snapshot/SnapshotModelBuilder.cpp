#include "snapshot/SnapshotModelBuilder.h"

#include "snapshot/LoadFailure.h"
#include "snapshot/PickleValueDescription.h"
#include "snapshot/SnapshotRecordKeys.h"
#include "snapshot/SnapshotTraceStream.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <iterator>

namespace gml {

using namespace snapshot_keys;

namespace {
constexpr std::uint32_t kNoString = 0xffff'ffffu;
constexpr std::uint64_t kRecordsPerCancelCheck = 4096;

// What each kind of field holds, as PyTorch writes it, in the words of an error message.
constexpr const char* kExpectedBytes = "a number of bytes (an integer from 0 to 2^64 - 1)";
constexpr const char* kExpectedAddress = "an address (an integer of 64 bits)";
constexpr const char* kExpectedStream = "a stream (an integer of 64 bits)";
constexpr const char* kExpectedTime = "a time in microseconds (an integer of 64 bits)";
constexpr const char* kExpectedPoolId = "a pool id (an integer of 64 bits)";
constexpr const char* kExpectedLine = "a line number (an integer)";
constexpr std::int64_t kMaxDevice = 1'000'000;
} // namespace

// Pushes one step of the path for as long as it lives.
class SnapshotModelBuilder::PathScope
{
public:
    PathScope(std::vector<PathStep>& path, const char* key, std::uint64_t index = 0) : m_path(path)
    {
        m_path.push_back({key, index});
    }
    ~PathScope() { m_path.pop_back(); }
    PathScope(const PathScope&) = delete;
    PathScope& operator=(const PathScope&) = delete;

private:
    std::vector<PathStep>& m_path;
};

SnapshotModelBuilder::SnapshotModelBuilder(const PickleDocument& document, const LoadControl& control)
    : m_document(document),
      m_control(control),
      m_rootFields(document, kRootNames),
      m_segmentFields(document, kSegmentNames),
      m_blockFields(document, kBlockNames),
      m_eventFields(document, kEventNames),
      m_frameFields(document, kFrameNames),
      m_settingsFields(document, kSettingsNames),
      m_annotationFields(document, kAnnotationNames),
      m_historyFields(document, kHistoryNames),
      m_modelStringOf(document.strings().size(), kNoString),
      m_actionOf(document.strings().size(), -2)
{
    m_snapshot.strings.intern(""); // id 0: "no text"
}

MemorySnapshot SnapshotModelBuilder::build()
{
    const PickleRef root = m_document.root();
    const PickleType rootType = m_document.type(root);
    if (rootType == PickleType::List || rootType == PickleType::Tuple) {
        buildBareSegmentList(root);
        return std::move(m_snapshot);
    }
    if (rootType != PickleType::Dict)
        throw LoadFailure("the file holds " + describe(root)
                          + ", not a PyTorch memory snapshot (a dict with 'segments' and 'device_traces')");
    PickleRef fields[std::size(kRootNames)];
    m_rootFields.collect(root, fields);
    if (fields[RootSegments] == kNoPickleRef)
        throw LoadFailure("the file is a pickled dict but not a PyTorch memory snapshot: it has no 'segments'");
    // Read again if the root's 'segments' is another value, or the list grew after it was read (a file can
    // fetch it from the memo and append to it; PyTorch never does).
    if (fields[RootSegments] != m_segmentsBuiltFrom || m_document.size(m_segmentsBuiltFrom) != m_segmentsBuiltCount) {
        m_snapshot.segments.clear();
        buildSegmentsBeforeTraces(fields[RootSegments]);
    }
    if (fields[RootTraces] != kNoPickleRef)
        buildTraces(requireList(fields[RootTraces], "device_traces"));
    if (fields[RootSettings] != kNoPickleRef && fields[RootSettings] != PickleDocument::kNone)
        buildSettings(requireDict(fields[RootSettings], "allocator_settings"));
    if (fields[RootAnnotations] != kNoPickleRef)
        buildAnnotations(requireList(fields[RootAnnotations], "external_annotations"));
    return std::move(m_snapshot);
}

void SnapshotModelBuilder::buildSegmentsBeforeTraces(PickleRef segments)
{
    {
        PathScope scope(m_path, "segments");
        buildSegments(requireList(segments, nullptr));
    }
    m_segmentsBuiltFrom = segments;
    m_segmentsBuiltCount = m_document.size(segments);
    if (m_control.segmentsRead)
        m_control.segmentsRead(m_snapshot.segments);
}

void SnapshotModelBuilder::checkCancelled()
{
    if (++m_recordsSinceCheck < kRecordsPerCancelCheck)
        return;
    m_recordsSinceCheck = 0;
    if (m_control.cancelled())
        throw LoadFailure(LoadErrorKind::Cancelled, "loading was cancelled");
}

// ---- Segments and blocks ----

void SnapshotModelBuilder::buildBareSegmentList(PickleRef list)
{
    // pickle.dump(torch.cuda.memory_snapshot()) writes the segments alone: a snapshot without a trace. A list
    // of anything else is refused as a whole rather than at its first item, which would name a field the file
    // never meant to have.
    if (m_document.size(list) > 0) {
        const PickleRef first = m_document.run(m_document.firstRun(list)).data[0];
        if (m_document.type(first) != PickleType::Dict)
            throw LoadFailure("the file holds a list of values such as " + describe(first)
                              + ", not a PyTorch memory snapshot (a dict with 'segments' and 'device_traces', "
                                "or a list of segment dicts)");
    }
    buildSegments(list);
}

void SnapshotModelBuilder::buildSegments(PickleRef list)
{
    m_snapshot.segments.reserve(m_document.size(list));
    forEachElement(list, [&](std::uint64_t index, PickleRef value) {
        PathScope item(m_path, nullptr, index);
        buildSegment(requireDict(value, nullptr));
    });
}

void SnapshotModelBuilder::buildSegment(PickleRef dict)
{
    checkCancelled();
    PickleRef f[std::size(kSegmentNames)];
    m_segmentFields.collect(dict, f);
    SnapshotSegment& segment = m_snapshot.segments.emplace_back();
    segment.device = toDevice(require(f[SegDevice], "device"), "device");
    segment.address = toBits64(require(f[SegAddress], "address"), "address", kExpectedAddress);
    segment.totalSize = toBytes(require(f[SegTotalSize], "total_size"), "total_size");
    segment.allocatedSize = toBytes(require(f[SegAllocatedSize], "allocated_size"), "allocated_size");
    segment.activeSize = toBytes(require(f[SegActiveSize], "active_size"), "active_size");
    if (f[SegRequestedSize] != kNoPickleRef)
        segment.requestedSize = toBytes(f[SegRequestedSize], "requested_size");
    segment.stream = toBits64(require(f[SegStream], "stream"), "stream", kExpectedStream);
    const PickleRef type = require(f[SegType], "segment_type");
    if (m_document.type(type) != PickleType::String)
        fail("segment_type", "expected 'small' or 'large', found " + describe(type));
    const std::string_view typeName = m_document.text(type);
    if (typeName != "small" && typeName != "large")
        fail("segment_type", "expected 'small' or 'large', found '" + std::string(typeName) + "'");
    segment.type = typeName == "small" ? SegmentType::Small : SegmentType::Large;
    if (f[SegExpandable] != kNoPickleRef)
        segment.isExpandable = toBool(f[SegExpandable], "is_expandable");
    if (f[SegPoolId] != kNoPickleRef) {
        const PickleRef pool = requireList(f[SegPoolId], "segment_pool_id");
        if (m_document.size(pool) != 2)
            fail("segment_pool_id", "expected a pair of integers, found " + describe(pool));
        PathScope scope(m_path, "segment_pool_id");
        forEachElement(pool, [&](std::uint64_t i, PickleRef id) {
            PathScope item(m_path, nullptr, i);
            // (unsigned, unsigned) in PyTorch, written through int64_t by its C++ pickler: the same 64 bits.
            segment.poolId[i] = static_cast<std::int64_t>(toBits64(id, nullptr, kExpectedPoolId));
        });
    }
    if (f[SegFrames] != kNoPickleRef)
        segment.frames = stackOf(f[SegFrames], "frames");
    buildBlocks(requireList(require(f[SegBlocks], "blocks"), "blocks"), segment);
}

void SnapshotModelBuilder::buildBlocks(PickleRef list, SnapshotSegment& segment)
{
    PathScope scope(m_path, "blocks");
    segment.blocks.reserve(m_document.size(list));
    // Older files have no block addresses: blocks tile their segment in order, so each starts where the
    // previous one ended.
    std::uint64_t nextAddress = segment.address;
    forEachElement(list, [&](std::uint64_t index, PickleRef value) {
        PathScope item(m_path, nullptr, index);
        const PickleRef dict = requireDict(value, nullptr);
        checkCancelled();
        PickleRef f[std::size(kBlockNames)];
        m_blockFields.collect(dict, f);
        SnapshotBlock& block = segment.blocks.emplace_back();
        block.size = toBytes(require(f[BlockSize], "size"), "size");
        block.address =
            f[BlockAddress] != kNoPickleRef ? toBits64(f[BlockAddress], "address", kExpectedAddress) : nextAddress;
        nextAddress = block.address + block.size;
        block.requestedSize = f[BlockRequestedSize] != kNoPickleRef
            ? toBytes(f[BlockRequestedSize], "requested_size")
            : block.size;
        const PickleRef state = require(f[BlockState_], "state");
        const std::string_view stateName =
            m_document.type(state) == PickleType::String ? m_document.text(state) : std::string_view();
        if (stateName == "active_allocated")
            block.state = SnapshotBlockState::ActiveAllocated;
        else if (stateName == "active_pending_free")
            block.state = SnapshotBlockState::ActivePendingFree;
        else if (stateName == "inactive")
            block.state = SnapshotBlockState::Inactive;
        else
            fail("state", "expected 'active_allocated', 'active_pending_free' or 'inactive', found "
                              + (stateName.empty() ? describe(state) : "'" + std::string(stateName) + "'"));
        if (f[BlockFrames] != kNoPickleRef)
            block.frames = stackOf(f[BlockFrames], "frames");
        else if (f[BlockHistory] != kNoPickleRef && f[BlockHistory] != PickleDocument::kNone)
            readBlockHistory(f[BlockHistory], block, f[BlockRequestedSize] == kNoPickleRef);
    });
}

void SnapshotModelBuilder::readBlockHistory(PickleRef history, SnapshotBlock& block, bool takeRequestedSize)
{
    PathScope scope(m_path, "history");
    const PickleRef list = requireList(history, nullptr);
    if (m_document.size(list) == 0)
        return;
    PathScope item(m_path, nullptr, 0);
    const PickleRef entry = requireDict(m_document.run(m_document.firstRun(list)).data[0], nullptr);
    PickleRef f[std::size(kHistoryNames)];
    m_historyFields.collect(entry, f);
    if (takeRequestedSize && f[HistoryRealSize] != kNoPickleRef)
        block.requestedSize = toBytes(f[HistoryRealSize], "real_size");
    if (f[HistoryFrames] != kNoPickleRef)
        block.frames = stackOf(f[HistoryFrames], "frames");
}

// ---- Traces ----

void SnapshotModelBuilder::buildTraces(PickleRef list)
{
    PathScope scope(m_path, "device_traces");
    forEachElement(list, [&](std::uint64_t device, PickleRef value) {
        PathScope item(m_path, nullptr, device);
        const PickleRef events = requireList(value, nullptr);
        auto& trace = m_snapshot.deviceTraces.emplace_back();
        if (m_stream && m_stream->takeTrace(events, static_cast<int>(device), trace, m_snapshot.traceWindows))
            return;
        const std::uint64_t count = m_document.size(events);
        // Opening only the last N events: the earlier ones are never built (nor their stacks interned); their
        // number and times are recorded for the window (TraceWindowCutter completes the record).
        const std::uint64_t skipped = eventsSkipped(count);
        TraceWindowRecord* record = nullptr;
        if (skipped > 0) {
            record = &m_snapshot.traceWindows.emplace_back();
            record->device = static_cast<int>(device);
            record->totalEvents = count;
            record->firstKept = skipped;
            record->keptEvents = count - skipped;
            record->before.count = skipped;
        }
        trace.reserve(count - skipped);
        forEachElement(events, [&](std::uint64_t index, PickleRef event) {
            PathScope eventItem(m_path, nullptr, index);
            if (index >= skipped)
                buildEvent(requireDict(event, nullptr), trace);
            else if (index == 0)
                record->before.firstUs = timeOf(requireDict(event, nullptr));
            if (index + 1 == skipped)
                record->before.lastUs = timeOf(requireDict(event, nullptr));
        });
    });
}

std::uint64_t SnapshotModelBuilder::eventsSkipped(std::uint64_t count) const
{
    // A time range needs every event's time to find its window: then the cutter finds it after the build.
    const TraceWindow& window = m_control.window;
    if (!window.lastEvents || window.usesTime() || *window.lastEvents >= count)
        return 0;
    return count - *window.lastEvents;
}

std::optional<std::int64_t> SnapshotModelBuilder::timeOf(PickleRef dict)
{
    PickleRef f[std::size(kEventNames)];
    m_eventFields.collect(dict, f);
    if (f[EvTime] == kNoPickleRef)
        return std::nullopt;
    return toSigned(f[EvTime], "time_us", kExpectedTime);
}

void SnapshotModelBuilder::buildEvent(PickleRef dict, TraceEvents& trace)
{
    readEvent(dict, trace.emplace_back());
}

void SnapshotModelBuilder::readEvent(PickleRef dict, SnapshotTraceEvent& event)
{
    checkCancelled();
    PickleRef f[std::size(kEventNames)];
    m_eventFields.collect(dict, f);

    const PickleRef action = require(f[EvAction], "action");
    if (m_document.type(action) != PickleType::String)
        fail("action", "expected a string, found " + describe(action));
    const std::uint32_t actionId = m_document.stringId(action);
    if (actionId >= m_actionOf.size()) [[unlikely]] // a string read after the builder began (streaming)
        m_actionOf.resize(m_document.strings().size(), -2);
    if (m_actionOf[actionId] == -2) {
        const auto known = traceActionFromName(m_document.text(action));
        m_actionOf[actionId] = known ? static_cast<std::int8_t>(*known) : -1;
    }
    if (m_actionOf[actionId] >= 0) {
        event.action = static_cast<TraceAction>(m_actionOf[actionId]);
    } else {
        event.action = TraceAction::Other;
        event.otherActionName = modelString(actionId);
    }

    if (event.action == TraceAction::Oom)
        event.address = toBytes(require(f[EvDeviceFree], "device_free"), "device_free");
    else
        event.address = toBits64(require(f[EvAddr], "addr"), "addr", kExpectedAddress);
    event.size = toBytes(require(f[EvSize], "size"), "size");
    event.stream = toBits64(require(f[EvStream], "stream"), "stream", kExpectedStream);
    if (f[EvTime] != kNoPickleRef) {
        event.timeUs = toSigned(f[EvTime], "time_us", kExpectedTime);
        event.hasTime = true;
    }
    if (f[EvFrames] != kNoPickleRef)
        event.frames = stackOf(f[EvFrames], "frames");
    if (f[EvCompileContext] != kNoPickleRef)
        event.compileContext = toText(f[EvCompileContext], "compile_context");
    if (f[EvUserMetadata] != kNoPickleRef)
        event.userMetadata = toText(f[EvUserMetadata], "user_metadata");
}

// ---- Settings and annotations ----

void SnapshotModelBuilder::buildSettings(PickleRef dict)
{
    PathScope scope(m_path, "allocator_settings");
    PickleRef f[std::size(kSettingsNames)];
    m_settingsFields.collect(dict, f);
    SnapshotAllocatorSettings settings;
    if (f[SetConf] != kNoPickleRef)
        settings.allocConf = std::string(m_snapshot.text(toText(f[SetConf], "PYTORCH_CUDA_ALLOC_CONF")));
    if (f[SetMaxSplit] != kNoPickleRef)
        settings.maxSplitSize = toMaxSplitSize(f[SetMaxSplit], "max_split_size");
    if (f[SetGcThreshold] != kNoPickleRef)
        settings.garbageCollectionThreshold = toDouble(f[SetGcThreshold], "garbage_collection_threshold");
    if (f[SetExpandable] != kNoPickleRef)
        settings.expandableSegments = toBool(f[SetExpandable], "expandable_segments");
    if (f[SetRoundup] != kNoPickleRef) {
        const PickleRef divisions = requireDict(f[SetRoundup], "roundup_power2_divisions");
        PathScope inner(m_path, "roundup_power2_divisions");
        m_document.forEachRun(divisions, [&](const PickleRef* data, std::uint32_t count) {
            for (std::uint32_t i = 0; i + 1 < count; i += 2) {
                std::string key;
                std::int64_t number = 0;
                if (m_document.type(data[i]) == PickleType::String)
                    key = m_document.text(data[i]);
                else if (m_document.toInt64(data[i], number))
                    key = std::to_string(number);
                else
                    fail(nullptr, "expected string or integer keys, found " + describe(data[i]));
                settings.roundupPower2Divisions.emplace_back(
                    key, toSigned(data[i + 1], key.c_str(), "a number of divisions (an integer)"));
            }
        });
    }
    m_snapshot.allocatorSettings = std::move(settings);
}

void SnapshotModelBuilder::buildAnnotations(PickleRef list)
{
    PathScope scope(m_path, "external_annotations");
    forEachElement(list, [&](std::uint64_t index, PickleRef value) {
        PathScope item(m_path, nullptr, index);
        PickleRef f[std::size(kAnnotationNames)];
        m_annotationFields.collect(requireDict(value, nullptr), f);
        SnapshotAnnotation& annotation = m_snapshot.externalAnnotations.emplace_back();
        annotation.stage = toText(require(f[AnnStage], "stage"), "stage");
        annotation.name = toText(require(f[AnnName], "name"), "name");
        if (f[AnnDevice] != kNoPickleRef)
            annotation.device = toDevice(f[AnnDevice], "device");
        if (f[AnnTime] != kNoPickleRef)
            annotation.timeUs = toSigned(f[AnnTime], "time_us", kExpectedTime);
    });
}

// ---- Frames ----

std::uint32_t SnapshotModelBuilder::stackOf(PickleRef value, const char* field)
{
    if (m_document.isStreamed(value, StreamedKind::Stack))
        return static_cast<std::uint32_t>(m_document.node(value).b);
    const PickleRef list = requireList(value, field);
    if (m_document.size(list) == 0)
        return FrameTable::kNoStack;
    if (m_released.isReleased(list))
        return releasedStackOf(list, field);
    if (const std::uint32_t known = m_stackOfList.find(list); known != m_stackOfList.kNone)
        return known;
    m_scratch.clear();
    m_document.forEachRun(list, [&](const PickleRef* data, std::uint32_t count) {
        m_scratch.insert(m_scratch.end(), data, data + count);
    });
    if (m_scratch.size() <= kShortStack) {
        PathScope scope(m_path, field);
        std::uint32_t frames[kShortStack];
        for (std::size_t i = 0; i < m_scratch.size(); ++i) {
            PathScope item(m_path, nullptr, i);
            frames[i] = frameOf(m_scratch[i], false);
        }
        return m_snapshot.frames.addStack({frames, m_scratch.size()});
    }
    const std::uint32_t referenceStack = m_referenceStacks.addStack(m_scratch);
    if (referenceStack < m_stackOfReferenceStack.size()) {
        m_stackOfList.tryEmplace(list, m_stackOfReferenceStack[referenceStack]);
        return m_stackOfReferenceStack[referenceStack];
    }

    // A sequence of frame references not seen before: decode its frames (most are known already).
    PathScope scope(m_path, field);
    std::vector<std::uint32_t> frames(m_scratch.size());
    const std::vector<PickleRef> references = m_scratch;
    for (std::size_t i = 0; i < references.size(); ++i) {
        PathScope item(m_path, nullptr, i);
        frames[i] = frameOf(references[i]);
    }
    const std::uint32_t stack = m_snapshot.frames.addStack(frames);
    m_stackOfReferenceStack.resize(m_referenceStacks.stackCount(), FrameTable::kNoStack);
    m_stackOfReferenceStack[referenceStack] = stack;
    m_stackOfList.tryEmplace(list, stack);
    return stack;
}

std::uint32_t SnapshotModelBuilder::releasedStackOf(PickleRef list, const char* field)
{
    // A list made in a streamed batch: its reference names another value once the batch is released, so it
    // is remembered for the batch alone (and after it by its stand-in, when the memo keeps it).
    if (const std::uint32_t known = m_released.find(list, StreamedKind::Stack); known != ReleasedValueIds::kNone)
        return known;
    PathScope scope(m_path, field);
    m_frameScratch.clear();
    forEachElement(list, [&](std::uint64_t index, PickleRef frame) {
        PathScope item(m_path, nullptr, index);
        const std::uint32_t frameIndex = frameOf(frame);
        m_frameScratch.push_back(frameIndex);
    });
    const std::uint32_t stack = m_snapshot.frames.addStack(m_frameScratch);
    m_released.set(list, StreamedKind::Stack, stack);
    return stack;
}

void SnapshotModelBuilder::endReleasable()
{
    m_released.end();
    for (const RecordFields* fields : {&m_rootFields, &m_segmentFields, &m_blockFields, &m_eventFields, &m_frameFields,
                                       &m_settingsFields, &m_annotationFields, &m_historyFields})
        fields->forgetKeys();
}

std::uint32_t SnapshotModelBuilder::frameOf(PickleRef value, bool remember)
{
    if (m_document.isStreamed(value, StreamedKind::Frame))
        return static_cast<std::uint32_t>(m_document.node(value).b);
    const bool released = m_released.isReleased(value);
    // (ReleasedValueIds::kNone is FlatIndexMap's kNone too.)
    if (const std::uint32_t index = released ? m_released.find(value, StreamedKind::Frame) : m_frameOfDict.find(value);
        index != ReleasedValueIds::kNone)
        return index;
    PickleRef f[std::size(kFrameNames)];
    m_frameFields.collect(requireDict(value, nullptr), f);
    SnapshotFrame frame;
    frame.filename = toText(require(f[FrameFilename], "filename"), "filename");
    frame.name = toText(require(f[FrameName], "name"), "name");
    frame.line = toLine(require(f[FrameLine], "line"), "line");
    const std::uint32_t index = m_snapshot.frames.addFrame(frame);
    if (released)
        m_released.set(value, StreamedKind::Frame, index);
    else if (remember)
        m_frameOfDict.tryEmplace(value, index);
    return index;
}

// ---- Field readers ----

PickleRef SnapshotModelBuilder::require(PickleRef value, const char* field) const
{
    if (value == kNoPickleRef)
        fail(nullptr, "the field '" + std::string(field) + "' is missing");
    return value;
}

PickleRef SnapshotModelBuilder::requireDict(PickleRef value, const char* field) const
{
    if (m_document.type(value) != PickleType::Dict)
        fail(field, "expected a dict, found " + describe(value));
    return value;
}

PickleRef SnapshotModelBuilder::requireList(PickleRef value, const char* field) const
{
    const PickleType type = m_document.type(value);
    if (type != PickleType::List && type != PickleType::Tuple)
        fail(field, "expected a list, found " + describe(value));
    return value;
}

std::uint64_t SnapshotModelBuilder::toBytes(PickleRef value, const char* field) const
{
    std::uint64_t result = 0;
    if (m_document.type(value) == PickleType::Bool || !m_document.toUInt64(value, result))
        fail(field, std::string("expected ") + kExpectedBytes + ", found " + describe(value));
    return result;
}

std::uint64_t SnapshotModelBuilder::toBits64(PickleRef value, const char* field, const char* expected) const
{
    // Addresses, stream handles and pool ids are unsigned 64-bit values in PyTorch. Its Python path writes them
    // as they are; its C++ pickler writes them through int64_t, so a value past 2^63 arrives negative: the same
    // 64 bits either way.
    if (m_document.type(value) != PickleType::Bool) {
        std::int64_t signedValue = 0;
        if (m_document.toInt64(value, signedValue))
            return static_cast<std::uint64_t>(signedValue);
        std::uint64_t unsignedValue = 0;
        if (m_document.toUInt64(value, unsignedValue))
            return unsignedValue;
    }
    fail(field, std::string("expected ") + expected + ", found " + describe(value));
}

std::int64_t SnapshotModelBuilder::toSigned(PickleRef value, const char* field, const char* expected) const
{
    std::int64_t result = 0;
    if (m_document.type(value) == PickleType::Bool || !m_document.toInt64(value, result))
        fail(field, std::string("expected ") + expected + ", found " + describe(value));
    return result;
}

int SnapshotModelBuilder::toDevice(PickleRef value, const char* field) const
{
    std::int64_t device = 0;
    if (m_document.type(value) == PickleType::Bool || !m_document.toInt64(value, device) || device < 0
        || device > kMaxDevice)
        fail(field, "expected a device number (an integer from 0 to " + std::to_string(kMaxDevice) + "), found "
                        + describe(value));
    return static_cast<int>(device);
}

std::uint64_t SnapshotModelBuilder::toLine(PickleRef value, const char* field) const
{
    // Every integer is a valid line: one that fits 64 bits unsigned is kept exactly (2^64 - 1, PyTorch's "no
    // line", is SnapshotFrame::kNoLine itself); a negative one (older files' -1) or one beyond 64 bits has no
    // line to show. One frame must not make a whole file unreadable.
    const PickleType type = m_document.type(value);
    if (type == PickleType::BigInt)
        return SnapshotFrame::kNoLine;
    if (type != PickleType::Bool) {
        std::uint64_t line = 0;
        if (m_document.toUInt64(value, line))
            return line;
        std::int64_t negative = 0;
        if (m_document.toInt64(value, negative))
            return SnapshotFrame::kNoLine;
    }
    fail(field, std::string("expected ") + kExpectedLine + ", found " + describe(value));
}

std::int64_t SnapshotModelBuilder::toMaxSplitSize(PickleRef value, const char* field) const
{
    // PyTorch keeps "unlimited" as SIZE_MAX and writes it through int64_t as -1; a file that wrote the size_t
    // itself holds 2^64 - 1. Both mean unlimited, which the model keeps as -1.
    std::uint64_t unsignedValue = 0;
    if (m_document.type(value) == PickleType::UInt && m_document.toUInt64(value, unsignedValue))
        return -1;
    return toSigned(value, field, "a number of bytes or -1 (an integer of 64 bits)");
}

double SnapshotModelBuilder::toDouble(PickleRef value, const char* field) const
{
    double result = 0;
    if (!m_document.toDouble(value, result))
        fail(field, "expected a number, found " + describe(value));
    return result;
}

bool SnapshotModelBuilder::toBool(PickleRef value, const char* field) const
{
    std::int64_t result = 0;
    if (!m_document.toInt64(value, result))
        fail(field, "expected True or False, found " + describe(value));
    return result != 0;
}

std::uint32_t SnapshotModelBuilder::toText(PickleRef value, const char* field)
{
    if (m_document.type(value) != PickleType::String)
        fail(field, "expected a string, found " + describe(value));
    return modelString(m_document.stringId(value));
}

std::uint32_t SnapshotModelBuilder::modelString(std::uint32_t pickleStringId)
{
    if (pickleStringId >= m_modelStringOf.size()) [[unlikely]] // a string read after the builder began
        m_modelStringOf.resize(m_document.strings().size(), kNoString);
    std::uint32_t& id = m_modelStringOf[pickleStringId];
    if (id == kNoString)
        id = m_snapshot.strings.intern(m_document.strings().view(pickleStringId));
    return id;
}

std::string SnapshotModelBuilder::describe(PickleRef value) const
{
    return PickleValueDescription::of(m_document, value);
}

void SnapshotModelBuilder::fail(const char* field, const std::string& problem) const
{
    std::string where;
    for (const PathStep& step : m_path) {
        if (step.key)
            where += (where.empty() ? "" : ".") + std::string(step.key);
        else
            where += "[" + std::to_string(step.index) + "]";
    }
    if (field)
        where += (where.empty() ? "" : ".") + std::string(field);
    throw LoadFailure((where.empty() ? std::string("the snapshot") : where) + ": " + problem);
}

} // namespace gml
