<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AllocatorComparisonDialog</name>
    <message numerus="yes">
        <source>Reserved peak %1 · ran out of memory %n time(s)</source>
        <translation>
            <numerusform>Reserved peak %1 · ran out of memory %n time</numerusform>
            <numerusform>Reserved peak %1 · ran out of memory %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AllocatorEventText</name>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n cached oversize block(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>No cached block fits %1. A new %2 segment failed, so the allocator released %n cached oversize block (%3), retried, and got %4 in the %5 at %6.</numerusform>
            <numerusform>No cached block fits %1. A new %2 segment failed, so the allocator released %n cached oversize blocks (%3), retried, and got %4 in the %5 at %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n whole free segment(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>No cached block fits %1. A new %2 segment failed, so the allocator released %n whole free segment (%3), retried, and got %4 in the %5 at %6.</numerusform>
            <numerusform>No cached block fits %1. A new %2 segment failed, so the allocator released %n whole free segments (%3), retried, and got %4 in the %5 at %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Garbage collection: reserved memory passed the threshold, so the allocator released the unused %1 (%2), idle for %n search(es) of the cache.</source>
        <translation>
            <numerusform>Garbage collection: reserved memory passed the threshold, so the allocator released the unused %1 (%2), idle for %n search of the cache.</numerusform>
            <numerusform>Garbage collection: reserved memory passed the threshold, so the allocator released the unused %1 (%2), idle for %n searches of the cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Freed the %1 block at %2, but %n other stream(s) may still use it: it stays active (pending free) until they finish.</source>
        <translation>
            <numerusform>Freed the %1 block at %2, but %n other stream may still use it: it stays active (pending free) until they finish.</numerusform>
            <numerusform>Freed the %1 block at %2, but %n other streams may still use it: it stays active (pending free) until they finish.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>empty_cache returned %n whole free segment(s) and free pages (%1) to the device. Free pieces of partly used segments stay cached.</source>
        <translation>
            <numerusform>empty_cache returned %n whole free segment and free pages (%1) to the device. Free pieces of partly used segments stay cached.</numerusform>
            <numerusform>empty_cache returned %n whole free segments and free pages (%1) to the device. Free pieces of partly used segments stay cached.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckpointChainFiles</name>
    <message numerus="yes">
        <source>%1, on a chain of %n layer(s).</source>
        <extracomment>%1 is the schedule&apos;s title (&quot;Chen&apos;s sqrt(N): 4 segments of up to 4 layers&quot;).</extracomment>
        <translation>
            <numerusform>%1, on a chain of %n layer.</numerusform>
            <numerusform>%1, on a chain of %n layers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckpointText</name>
    <message numerus="yes">
        <source>A checkpoint every %n layer(s)</source>
        <translation>
            <numerusform>A checkpoint every %n layer</numerusform>
            <numerusform>A checkpoint every %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chen&apos;s greedy plan: a new segment every %1 of activations (%n segment(s))</source>
        <translation>
            <numerusform>Chen&apos;s greedy plan: a new segment every %1 of activations (%n segment)</numerusform>
            <numerusform>Chen&apos;s greedy plan: a new segment every %1 of activations (%n segments)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Revolve with %n snapshot(s) (binomial checkpointing)</source>
        <translation>
            <numerusform>Revolve with %n snapshot (binomial checkpointing)</numerusform>
            <numerusform>Revolve with %n snapshots (binomial checkpointing)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checkpoints placed by hand (%n segment(s))</source>
        <translation>
            <numerusform>Checkpoints placed by hand (%n segment)</numerusform>
            <numerusform>Checkpoints placed by hand (%n segments)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KvEventText</name>
    <message numerus="yes">
        <source>Sequence %1 was pruned by beam search: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Sequence %1 was pruned by beam search: %n block reached reference count 0 and joined the free queue&apos;s tail, last block first.</numerusform>
            <numerusform>Sequence %1 was pruned by beam search: %n blocks reached reference count 0 and joined the free queue&apos;s tail, last block first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 was aborted: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Sequence %1 was aborted: %n block reached reference count 0 and joined the free queue&apos;s tail, last block first.</numerusform>
            <numerusform>Sequence %1 was aborted: %n blocks reached reference count 0 and joined the free queue&apos;s tail, last block first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 finished: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Sequence %1 finished: %n block reached reference count 0 and joined the free queue&apos;s tail, last block first.</numerusform>
            <numerusform>Sequence %1 finished: %n blocks reached reference count 0 and joined the free queue&apos;s tail, last block first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) stay, still used by other sequences.</source>
        <translation>
            <numerusform>%n block stays, still used by other sequences.</numerusform>
            <numerusform>%n blocks stay, still used by other sequences.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted. Its %n block(s) were copied to the host&apos;s swap space and are given back; they are copied into new blocks when it resumes.</source>
        <translation>
            <numerusform>Out of blocks: sequence %1, the latest arrival, is preempted. Its %n block was copied to the host&apos;s swap space and is given back; it is copied into a new block when it resumes.</numerusform>
            <numerusform>Out of blocks: sequence %1, the latest arrival, is preempted. Its %n blocks were copied to the host&apos;s swap space and are given back; they are copied into new blocks when it resumes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted and its %n block(s) dropped; its tokens will be run through the model again when it resumes.</source>
        <translation>
            <numerusform>Out of blocks: sequence %1, the latest arrival, is preempted and its %n block dropped; its tokens will be run through the model again when it resumes.</numerusform>
            <numerusform>Out of blocks: sequence %1, the latest arrival, is preempted and its %n blocks dropped; its tokens will be run through the model again when it resumes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was to be swapped out, but the host&apos;s swap space had only %n block(s) free, so it is recomputed instead.</source>
        <translation>
            <numerusform>It was to be swapped out, but the host&apos;s swap space had only %n block free, so it is recomputed instead.</numerusform>
            <numerusform>It was to be swapped out, but the host&apos;s swap space had only %n blocks free, so it is recomputed instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap in: host block %1 (%n token(s) of logical block %2 of sequence %3) copied into physical %4; the host block is free again.</source>
        <translation>
            <numerusform>Swap in: host block %1 (%n token of logical block %2 of sequence %3) copied into physical %4; the host block is free again.</numerusform>
            <numerusform>Swap in: host block %1 (%n tokens of logical block %2 of sequence %3) copied into physical %4; the host block is free again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recomputed %n token(s) of logical block %1 of sequence %2 into physical %3.</source>
        <translation>
            <numerusform>Recomputed %n token of logical block %1 of sequence %2 into physical %3.</numerusform>
            <numerusform>Recomputed %n tokens of logical block %1 of sequence %2 into physical %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens, %2 each, in one device allocation of %3.</source>
        <translation>
            <numerusform>Created a pool of %n block of %1 tokens, %2 each, in one device allocation of %3.</numerusform>
            <numerusform>Created a pool of %n blocks of %1 tokens, %2 each, in one device allocation of %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens.</source>
        <translation>
            <numerusform>Created a pool of %n block of %1 tokens.</numerusform>
            <numerusform>Created a pool of %n blocks of %1 tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s swap space holds %n block(s).</source>
        <translation>
            <numerusform>The host&apos;s swap space holds %n block.</numerusform>
            <numerusform>The host&apos;s swap space holds %n blocks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 is admitted for request %2 with a prompt of %n token(s); its block table is empty.</source>
        <translation>
            <numerusform>Sequence %1 is admitted for request %2 with a prompt of %n token; its block table is empty.</numerusform>
            <numerusform>Sequence %1 is admitted for request %2 with a prompt of %n tokens; its block table is empty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copy-on-write: physical %1 is shared by %n sequence(s), so sequence %2 copied it to physical %3 before appending (logical block %4 -&gt; physical %3).</source>
        <translation>
            <numerusform>Copy-on-write: physical %1 is shared by %n sequence, so sequence %2 copied it to physical %3 before appending (logical block %4 -&gt; physical %3).</numerusform>
            <numerusform>Copy-on-write: physical %1 is shared by %n sequences, so sequence %2 copied it to physical %3 before appending (logical block %4 -&gt; physical %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 forked from sequence %2: it copies the block table (%n block(s)) and every block&apos;s reference count goes up by one; no KV is copied.</source>
        <translation>
            <numerusform>Sequence %1 forked from sequence %2: it copies the block table (%n block) and every block&apos;s reference count goes up by one; no KV is copied.</numerusform>
            <numerusform>Sequence %1 forked from sequence %2: it copies the block table (%n blocks) and every block&apos;s reference count goes up by one; no KV is copied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap out: logical block %1 of sequence %2 (%n token(s)) copied from physical %3 to host block %4 of the swap space.</source>
        <translation>
            <numerusform>Swap out: logical block %1 of sequence %2 (%n token) copied from physical %3 to host block %4 of the swap space.</numerusform>
            <numerusform>Swap out: logical block %1 of sequence %2 (%n tokens) copied from physical %3 to host block %4 of the swap space.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Request %1 waits: it needs %n block(s), and %2 are free.</source>
        <translation>
            <numerusform>Request %1 waits: it needs %n block, and %2 are free.</numerusform>
            <numerusform>Request %1 waits: it needs %n blocks, and %2 are free.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KvPrediction</name>
    <message numerus="yes">
        <source>physical block %1: %2 of %3 slots filled, used by %n sequence(s)</source>
        <extracomment>A physical block in the prediction&apos;s list: its number, how full it is, and how many sequences use it.</extracomment>
        <translation>
            <numerusform>physical block %1: %2 of %3 slots filled, used by %n sequence</numerusform>
            <numerusform>physical block %1: %2 of %3 slots filled, used by %n sequences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KvSandbox</name>
    <message numerus="yes">
        <source>Request %1 does not fit: its prompt of %n token(s) needs more blocks than are free. vLLM&apos;s scheduler would keep it waiting. Nothing was added.</source>
        <translation>
            <numerusform>Request %1 does not fit: its prompt of %n token needs more blocks than are free. vLLM&apos;s scheduler would keep it waiting. Nothing was added.</numerusform>
            <numerusform>Request %1 does not fit: its prompt of %n tokens needs more blocks than are free. vLLM&apos;s scheduler would keep it waiting. Nothing was added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Request %1 ran out of blocks after %2 of %n token(s): no free block is left for the next one. Nothing was added: abort a request to free its blocks, or ask for fewer tokens.</source>
        <translation>
            <numerusform>Request %1 ran out of blocks after %2 of %n token: no free block is left for the next one. Nothing was added: abort a request to free its blocks, or ask for fewer tokens.</numerusform>
            <numerusform>Request %1 ran out of blocks after %2 of %n tokens: no free block is left for the next one. Nothing was added: abort a request to free its blocks, or ask for fewer tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s), its first %2 the same as request %3&apos;s, as requests with one system prompt are. Only with prefix caching do they share the full blocks of it.</source>
        <translation>
            <numerusform>By hand: request %1 arrives with a prompt of %n token, its first %2 the same as request %3&apos;s, as requests with one system prompt are. Only with prefix caching do they share the full blocks of it.</numerusform>
            <numerusform>By hand: request %1 arrives with a prompt of %n tokens, its first %2 the same as request %3&apos;s, as requests with one system prompt are. Only with prefix caching do they share the full blocks of it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s).</source>
        <translation>
            <numerusform>By hand: request %1 arrives with a prompt of %n token.</numerusform>
            <numerusform>By hand: request %1 arrives with a prompt of %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 generates %n more token(s).</source>
        <translation>
            <numerusform>By hand: request %1 generates %n more token.</numerusform>
            <numerusform>By hand: request %1 generates %n more tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsBanner</name>
    <message numerus="yes">
        <source>%n files could not be used; everything else is available.</source>
        <translation>
            <numerusform>%n file could not be used; everything else is available.</numerusform>
            <numerusform>%n files could not be used; everything else is available.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunLanesView</name>
    <message numerus="yes">
        <source>%n out-of-memory event(s)</source>
        <translation>
            <numerusform>%n out-of-memory event</numerusform>
            <numerusform>%n out-of-memory events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunPresenter</name>
    <message numerus="yes">
        <source>%n file(s) of this run did not load; the others are shown.</source>
        <translation>
            <numerusform>%n file of this run did not load; the others are shown.</numerusform>
            <numerusform>%n files of this run did not load; the others are shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watching this folder: %n file(s) still being written, each shown once it is whole.</source>
        <translation>
            <numerusform>Watching this folder: %n file still being written, shown once it is whole.</numerusform>
            <numerusform>Watching this folder: %n files still being written, each shown once it is whole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training run of %n file(s)</source>
        <translation>
            <numerusform>Training run of %n file</numerusform>
            <numerusform>Training run of %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServingStepText</name>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted: its %n KV block(s) are copied to the host&apos;s swap space (host blocks %2) and given back.</source>
        <translation>
            <numerusform>The latest arrival, request %1, is preempted: its %n KV block is copied to the host&apos;s swap space (host block %2) and given back.</numerusform>
            <numerusform>The latest arrival, request %1, is preempted: its %n KV blocks are copied to the host&apos;s swap space (host blocks %2) and given back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted, but the host&apos;s swap space has only %2 of its %3 blocks free and the request needs %n: its blocks are given back and its KV dropped; it will run its tokens through the model again.</source>
        <translation>
            <numerusform>The latest arrival, request %1, is preempted, but the host&apos;s swap space has only %2 of its %3 blocks free and the request needs %n: its blocks are given back and its KV dropped; it will run its tokens through the model again.</numerusform>
            <numerusform>The latest arrival, request %1, is preempted, but the host&apos;s swap space has only %2 of its %3 blocks free and the request needs %n: its blocks are given back and its KV dropped; it will run its tokens through the model again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Admitted %n request(s): %1.</source>
        <translation>
            <numerusform>Admitted %n request: %1.</numerusform>
            <numerusform>Admitted %n requests: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) finished and freed their blocks: %1.</source>
        <translation>
            <numerusform>%n request finished and freed its blocks: %1.</numerusform>
            <numerusform>%n requests finished and freed their blocks: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonModel</name>
    <message numerus="yes">
        <source>%n other places in the code</source>
        <translation>
            <numerusform>%n other place in the code</numerusform>
            <numerusform>%n other places in the code</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotFindController</name>
    <message numerus="yes">
        <source>The first %n allocations found (there are more: narrow the search).</source>
        <translation>
            <numerusform>The first %n allocation found (there are more: narrow the search).</numerusform>
            <numerusform>The first %n allocations found (there are more: narrow the search).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) found.</source>
        <translation>
            <numerusform>%n allocation found.</numerusform>
            <numerusform>%n allocations found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotPresenter</name>
    <message numerus="yes">
        <source>%n out-of-memory error(s)</source>
        <translation>
            <numerusform>%n out-of-memory error</numerusform>
            <numerusform>%n out-of-memory errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retry(ies) after freeing the cache.</source>
        <translation>
            <numerusform>%n retry after freeing the cache.</numerusform>
            <numerusform>%n retries after freeing the cache.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotReplayText</name>
    <message numerus="yes">
        <source>empty_cache released %n segment(s) in the replay; the trace shows %1.</source>
        <translation>
            <numerusform>empty_cache released %n segment in the replay; the trace shows %1.</numerusform>
            <numerusform>empty_cache released %n segments in the replay; the trace shows %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotReportText</name>
    <message numerus="yes">
        <source>%1: %n segment(s), %2 reserved, %3 allocated</source>
        <translation>
            <numerusform>%1: %n segment, %2 reserved, %3 allocated</numerusform>
            <numerusform>%1: %n segments, %2 reserved, %3 allocated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before giving up, the allocator freed its cache and tried again %n time(s) (num_alloc_retries).</source>
        <translation>
            <numerusform>Before giving up, the allocator freed its cache and tried again %n time (num_alloc_retries).</numerusform>
            <numerusform>Before giving up, the allocator freed its cache and tried again %n times (num_alloc_retries).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n allocation(s) in the trace</source>
        <translation>
            <numerusform>%1: %n allocation in the trace</numerusform>
            <numerusform>%1: %n allocations in the trace</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StackFramesView</name>
    <message numerus="yes">
        <source>Show all frames (%n folded)</source>
        <translation>
            <numerusform>Show all frames (%n folded)</numerusform>
            <numerusform>Show all frames (%n folded)</numerusform>
        </translation>
    </message>
</context>
</TS>
