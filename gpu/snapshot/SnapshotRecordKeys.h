#pragma once

namespace gml::snapshot_keys {

// The keys of each kind of record in a PyTorch memory snapshot that the model builder reads, and their slots
// (RecordFields): the names of each array in the order of its enum.
enum RootField { RootSegments, RootTraces, RootSettings, RootAnnotations };
enum SegmentField {
    SegDevice, SegAddress, SegTotalSize, SegAllocatedSize, SegActiveSize, SegRequestedSize, SegStream, SegType,
    SegPoolId, SegExpandable, SegFrames, SegBlocks
};
enum BlockField { BlockAddress, BlockSize, BlockRequestedSize, BlockState_, BlockFrames, BlockHistory };
// An entry of a block's 'history' (PyTorch 2.0 wrote a block's stack and requested size there).
enum HistoryField { HistoryRealSize, HistoryFrames };
enum EventField {
    EvAction, EvAddr, EvSize, EvStream, EvTime, EvFrames, EvCompileContext, EvUserMetadata, EvDeviceFree
};
enum FrameField { FrameFilename, FrameLine, FrameName };
enum SettingsField { SetConf, SetMaxSplit, SetGcThreshold, SetExpandable, SetRoundup };
enum AnnotationField { AnnStage, AnnName, AnnDevice, AnnTime };

inline constexpr const char* kRootNames[] = {"segments", "device_traces", "allocator_settings",
                                             "external_annotations"};
inline constexpr const char* kSegmentNames[] = {"device", "address", "total_size", "allocated_size", "active_size",
                                                "requested_size", "stream", "segment_type", "segment_pool_id",
                                                "is_expandable", "frames", "blocks"};
inline constexpr const char* kBlockNames[] = {"address", "size", "requested_size", "state", "frames", "history"};
inline constexpr const char* kHistoryNames[] = {"real_size", "frames"};
inline constexpr const char* kEventNames[] = {"action", "addr", "size", "stream", "time_us", "frames",
                                              "compile_context", "user_metadata", "device_free"};
inline constexpr const char* kFrameNames[] = {"filename", "line", "name"};
inline constexpr const char* kSettingsNames[] = {"PYTORCH_CUDA_ALLOC_CONF", "max_split_size",
                                                 "garbage_collection_threshold", "expandable_segments",
                                                 "roundup_power2_divisions"};
inline constexpr const char* kAnnotationNames[] = {"stage", "name", "device", "time_us"};

} // namespace gml::snapshot_keys
