#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gml {

// One snapshot file of a training run and what its path says about it. torchtitan writes
// memory_snapshot/iteration_N/rankR_memory_snapshot.pickle per profiled step and rank, and iteration_N_exit/
// when the step ran out of memory; other trainers put "rank3" or "step6" in the file name. A file whose path
// names neither still belongs to the run, with its step and rank unknown.
struct RunFile
{
    std::string path;                 // as found (folder joined with the relative name)
    std::string relativePath;         // relative to the folder opened, or the file name for listed files
    std::optional<std::int64_t> step; // from iteration_N, iter_N, step_N, ... in the path
    std::optional<int> rank;          // from rankR, rank_R, rank-R in the file name (or a folder name)
    bool outOfMemoryExit = false;     // in an iteration_N_exit folder: the step ran out of memory
    std::uint64_t sizeBytes = 0;      // at the time it was found
};

// Fills step, rank and outOfMemoryExit from `path` (or `relativePath` when path is empty): the nearest
// name that says wins, so the file name before its folder, and an inner folder before an outer one.
void identifyRunFile(RunFile& file);

// Whether a file name looks like a memory snapshot: .pickle or .pkl, plain, .gz or .zst. Not .pt: a run
// folder holds checkpoints too, and torch.save archives of snapshots are opened one by one.
bool isSnapshotFileName(const std::string& name);

} // namespace gml
