#pragma once

#include "run/RunEntry.h"
#include "run/StepImbalance.h"
#include "snapshot/LoadError.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

// One step of a run as the window lists it. torchtitan writes the ranks that ran out of memory in a step
// into iteration_N_exit beside the others' iteration_N: they are the same step, the exit a mark on the lanes.
struct RunStep
{
    std::optional<std::int64_t> number; // unknown when the paths do not say

    bool operator==(const RunStep&) const = default;
    // Steps in order; an unknown step last.
    bool operator<(const RunStep& other) const;
};

// A file of the run that did not load, and why (the loader's own message; the view writes the sentence).
struct RunFailure
{
    QString path;
    QString relativePath;
    QString message;
    gml::LoadErrorKind kind = gml::LoadErrorKind::BadFile;
};

// An open training run: what was opened (a folder or a list of files), the entries loaded so far (one per
// rank and step, with its lane) and the files that failed. Entries arrive one file at a time, while the run
// loads and while its folder is followed, so everything here is kept sorted as it grows.
class RunDocument
{
public:
    RunDocument() = default;
    RunDocument(QStringList paths, bool followable);

    const QStringList& paths() const { return m_paths; }
    // A single folder was opened: new files the job writes there can be followed.
    bool followable() const { return m_followable; }
    QString title() const;

    // Adds an entry, or replaces the one of the same file and device (a file rewritten while followed).
    void add(gml::RunEntry entry);
    void addFailure(RunFailure failure);
    // A failed file that later loaded whole is no longer a failure.
    void forgetFailure(const QString& path);

    const std::vector<gml::RunEntry>& entries() const { return m_entries; }
    const std::vector<RunFailure>& failures() const { return m_failures; }
    std::vector<RunStep> steps() const;
    // The entries of one step, by rank (then device and file).
    std::vector<const gml::RunEntry*> entriesOf(const RunStep& step) const;
    // Whether a rank of the step ran out of memory (torchtitan's iteration_N_exit).
    bool outOfMemory(const RunStep& step) const;
    // How unevenly the step's peak fell across its ranks: StepImbalance over the step's entries, its exit
    // files counted with the others (the engine keeps iteration_N_exit apart; here it is one step).
    std::optional<gml::StepImbalance> imbalanceOf(const RunStep& step) const;

    static RunStep stepOf(const gml::RunEntry& entry) { return {entry.step}; }

private:
    QStringList m_paths;
    bool m_followable = false;
    std::vector<gml::RunEntry> m_entries;
    std::vector<RunFailure> m_failures;
};
