#pragma once

#include "run/RunFile.h"
#include "snapshot/LoadError.h"

#include <string>
#include <vector>

namespace gml {

// The snapshot files of a run, found from what the user gave: folders (searched recursively for .pickle,
// .pkl and .pickle.gz files) and files (taken whatever their name). Ordered by step, then rank, then path;
// files with an unknown step or rank come after the known ones of their group, in name order.
// Fails, naming the path, when something given does not exist or a folder holds no snapshot file.
LoadResult<std::vector<RunFile>> findRunFiles(const std::vector<std::string>& paths);

// The ordering findRunFiles uses, for callers that add files one by one (the follower).
bool runFileBefore(const RunFile& a, const RunFile& b);

} // namespace gml
