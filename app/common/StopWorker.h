#pragma once

#include <QThread>

// Stops a job running on a thread of its own: asks the job to cancel (it stops at its next check, within
// milliseconds when reading or replaying a snapshot), then waits for the thread to end. Owners call it before
// they go: a QThread destroyed while it runs aborts the program, and what the job holds must not outlive them.
// Either may be null: a job that has finished, a thread already gone.
template <typename Job> void stopWorker(QThread* thread, Job* job)
{
    if (job)
        job->cancel();
    if (thread) {
        thread->quit();
        thread->wait();
    }
}
