<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn">
<context>
    <name>ActiveMemoryTimelineView</name>
    <message>
        <source>No allocations in this trace.</source>
        <translation>এই ট্রেসে কোনো বরাদ্দ নেই।</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>ইভেন্ট %1</translation>
    </message>
    <message>
        <source>%1 at %2
allocated by event %3, freed by event %4</source>
        <translation>%2-এ %1
ইভেন্ট %3 বরাদ্দ করেছে, ইভেন্ট %4 মুক্ত করেছে</translation>
    </message>
    <message>
        <source>After event %1: %2 in smaller allocations</source>
        <translation>ইভেন্ট %1-এর পরে: ছোট বরাদ্দগুলিতে %2</translation>
    </message>
    <message>
        <source>Active memory timeline</source>
        <translation>সক্রিয় মেমরির সময়রেখা</translation>
    </message>
    <message>
        <source>Live allocations stacked over time, the largest as bands and the rest merged along the bottom; the cursor marks the event shown.</source>
        <translation>সময়ের সাথে বিদ্যমান বরাদ্দগুলি একটির ওপর আরেকটি সাজিয়ে দেখানো; সবচেয়ে বড়গুলি আলাদা ব্যান্ড হিসেবে, বাকিগুলি নিচে একসাথে মিলিয়ে; কার্সার দেখানো ইভেন্টটি চিহ্নিত করে।</translation>
    </message>
    <message>
        <source>Live allocations stacked over time. The cursor is after event %1 of %2, with %3 active. Left and Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.</source>
        <translation>সময়ের সাথে স্তূপ করা জীবিত বরাদ্দ। কার্সর %2টির মধ্যে %1 নম্বর ঘটনার পরে, তখন %3 সক্রিয়। বাম ও ডান তীর একটি ঘটনা সরায়, Page Up ও Page Down ট্রেসের এক-দশমাংশ, Home ও End একেবারে শুরুতে বা শেষে নেয়।</translation>
    </message>
</context>
<context>
    <name>AllocatorCharts</name>
    <message>
        <source>Memory</source>
        <translation>মেমরি</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>বরাদ্দকৃত</translation>
    </message>
    <message>
        <source>active</source>
        <translation>সক্রিয়</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>রিজার্ভড</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>আউট-অফ-মেমরি</translation>
    </message>
    <message>
        <source>event</source>
        <translation>ইভেন্ট</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>ফ্র্যাগমেন্টেশন</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>ফ্র্যাগমেন্টেশন</translation>
    </message>
    <message>
        <source>Fragmentation = 1 − largest free cached block / all free cached bytes</source>
        <translation>ফ্র্যাগমেন্টেশন = 1 − ক্যাশে থাকা সবচেয়ে বড় মুক্ত ব্লক / ক্যাশে থাকা মোট মুক্ত বাইট</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>মেমরি চার্ট</translation>
    </message>
    <message>
        <source>Allocated (solid line), active (dashed) and reserved (dash-dotted) memory in MiB over the events; squares mark out-of-memory errors.</source>
        <translation>ইভেন্ট অনুযায়ী বরাদ্দকৃত (টানা রেখা), সক্রিয় (ড্যাশ রেখা) ও রিজার্ভড (ড্যাশ-ডট রেখা) মেমরি, MiB-এ; বর্গাকার চিহ্নগুলি আউট-অফ-মেমরি ত্রুটি দেখায়।</translation>
    </message>
    <message>
        <source>Fragmentation chart</source>
        <translation>ফ্র্যাগমেন্টেশন চার্ট</translation>
    </message>
</context>
<context>
    <name>AllocatorComparisonDialog</name>
    <message>
        <source>Compare allocator settings</source>
        <translation>বরাদ্দকারীর সেটিংস তুলনা করুন</translation>
    </message>
    <message>
        <source>The same workload, “%1”, under two settings of PYTORCH_CUDA_ALLOC_CONF.</source>
        <translation>একই কাজের চাপ “%1”, PYTORCH_CUDA_ALLOC_CONF-এর দুটি ভিন্ন সেটিংয়ে।</translation>
    </message>
    <message>
        <source>PyTorch&apos;s defaults</source>
        <translation>PyTorch-এর ডিফল্ট সেটিংস</translation>
    </message>
    <message>
        <source>Left settings</source>
        <translation>বাম দিকের সেটিংস</translation>
    </message>
    <message>
        <source>Right settings</source>
        <translation>ডান দিকের সেটিংস</translation>
    </message>
    <message>
        <source>&amp;Run both</source>
        <translation>দুটোই &amp;চালান</translation>
    </message>
    <message>
        <source>Reserved peak %1 · ran without running out of memory</source>
        <translation>রিজার্ভডের সর্বোচ্চ মান %1 · মেমরি না ফুরিয়েই চলেছে</translation>
    </message>
    <message numerus="yes">
        <source>Reserved peak %1 · ran out of memory %n time(s)</source>
        <translation>
            <numerusform>রিজার্ভডের সর্বোচ্চ মান %1 · %n বার মেমরি ফুরিয়েছে</numerusform>
            <numerusform>রিজার্ভডের সর্বোচ্চ মান %1 · %n বার মেমরি ফুরিয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Caching allocator · “%1” · left: %2 · right: %3</source>
        <translation>ক্যাশিং বরাদ্দকারী · “%1” · বামে: %2 · ডানে: %3</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>কোন ফাইলে এক্সপোর্ট করবেন তা বেছে নিন।</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>তুলনা</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
</context>
<context>
    <name>AllocatorLesson</name>
    <message>
        <source>There is no scenario &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; নামে কোনো পরিস্থিতি নেই।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1</translation>
    </message>
    <message>
        <source>%1, limited to %2</source>
        <translation>%1, %2-এ সীমিত</translation>
    </message>
    <message>
        <source>simulated GPU of %1</source>
        <translation>%1-এর সিমুলেটেড GPU</translation>
    </message>
</context>
<context>
    <name>AllocatorLessonPresenter</name>
    <message>
        <source>Ran “%1” on a %2.</source>
        <translation>“%1” চালানো হয়েছে (%2)।</translation>
    </message>
    <message>
        <source>Made by event %1: %2</source>
        <translation>ইভেন্ট %1 এটি তৈরি করেছে: %2</translation>
    </message>
    <message>
        <source>Scenario “%1” has no scene “%2”.</source>
        <translation>“%1” পরিস্থিতিতে “%2” নামে কোনো দৃশ্য নেই।</translation>
    </message>
</context>
<context>
    <name>AllocatorSidePanel</name>
    <message>
        <source>&apos;%1&apos; is not a size: write it like 25 MiB, 1.5 GiB or 4096.</source>
        <translation>&apos;%1&apos; কোনো আকার নয়: 25 MiB, 1.5 GiB বা 4096-এর মতো করে লিখুন।</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ধাপ %1 (মোট %2)</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;পরিস্থিতি:</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>বরাদ্দকারী কী করেছে</translation>
    </message>
    <message>
        <source>peak of reserved_bytes</source>
        <translation>reserved_bytes-এর সর্বোচ্চ মান</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>ফ্র্যাগমেন্টেশন</translation>
    </message>
    <message>
        <source>device allocations / frees</source>
        <translation>ডিভাইসে বরাদ্দ / মুক্তকরণ</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>সীমাহীন</translation>
    </message>
    <message>
        <source>off</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU মেমরি</translation>
    </message>
    <message>
        <source>Run again with these settings</source>
        <translation>এই সেটিংসে আবার চালান</translation>
    </message>
    <message>
        <source>Compare with defaults…</source>
        <translation>ডিফল্টের সাথে তুলনা করুন…</translation>
    </message>
    <message>
        <source>Go on by hand</source>
        <translation>নিজে হাতে চালিয়ে যান</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;আকার:</translation>
    </message>
    <message>
        <source>S&amp;tream:</source>
        <translation>&amp;স্ট্রিম:</translation>
    </message>
    <message>
        <source>&amp;Allocate</source>
        <translation>&amp;বরাদ্দ করুন</translation>
    </message>
    <message>
        <source>&amp;Free selected</source>
        <translation>নির্বাচিতটি &amp;মুক্ত করুন</translation>
    </message>
    <message>
        <source>Free the tensor whose block is selected in the memory map</source>
        <translation>মেমরি ম্যাপে যে ব্লকটি নির্বাচিত, তার টেনসরটি মুক্ত করুন</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Allocator settings</source>
        <translation>বরাদ্দকারীর সেটিংস</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 লেখা যায়নি: %2</translation>
    </message>
    <message>
        <source>Videos are made by ffmpeg, which is not installed (no ffmpeg on PATH).</source>
        <translation>ভিডিও তৈরি করে ffmpeg, কিন্তু এটি ইনস্টল করা নেই (PATH-এ কোনো ffmpeg নেই)।</translation>
    </message>
    <message>
        <source>There are no steps to put in the animation.</source>
        <translation>অ্যানিমেশনে রাখার মতো কোনো ধাপ নেই।</translation>
    </message>
    <message>
        <source>ffmpeg did not start: %1</source>
        <translation>ffmpeg চালু হয়নি: %1</translation>
    </message>
    <message>
        <source>ffmpeg stopped reading: %1</source>
        <translation>ffmpeg পড়া বন্ধ করে দিয়েছে: %1</translation>
    </message>
    <message>
        <source>ffmpeg failed: %1</source>
        <translation>ffmpeg ব্যর্থ হয়েছে: %1</translation>
    </message>
    <message>
        <source>the old file could not be replaced.</source>
        <translation>পুরোনো ফাইলটি প্রতিস্থাপন করা যায়নি।</translation>
    </message>
    <message>
        <source>the finished video could not be moved into place.</source>
        <translation>তৈরি হওয়া ভিডিওটি নির্দিষ্ট জায়গায় সরানো যায়নি।</translation>
    </message>
</context>
<context>
    <name>BlockPalette</name>
    <message>
        <source>allocated</source>
        <translation>বরাদ্দকৃত</translation>
    </message>
    <message>
        <source>rounding waste</source>
        <translation>রাউন্ডিং-জনিত অপচয়</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>মুক্তির অপেক্ষায়</translation>
    </message>
    <message>
        <source>inactive (split segment)</source>
        <translation>নিষ্ক্রিয় (বিভক্ত সেগমেন্ট)</translation>
    </message>
    <message>
        <source>free segment</source>
        <translation>মুক্ত সেগমেন্ট</translation>
    </message>
    <message>
        <source>unmapped pages</source>
        <translation>ম্যাপ না করা পেজ</translation>
    </message>
</context>
<context>
    <name>BlockTableTooltip</name>
    <message>
        <source>Tokens: %1 of %2 slots filled.</source>
        <translation>টোকেন: %2টি স্লটের মধ্যে %1টি ভরা।</translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <translation>ধারণ করে: %1</translation>
    </message>
    <message>
        <source>Reference count 0: no sequence uses it.</source>
        <translation>রেফারেন্স কাউন্ট 0: কোনো সিকোয়েন্স এটি ব্যবহার করে না।</translation>
    </message>
    <message>
        <source>Reference count %1: used by %2.</source>
        <translation>রেফারেন্স কাউন্ট %1: ব্যবহার করছে %2।</translation>
    </message>
    <message>
        <source>Cached under prefix hash %1.</source>
        <translation>প্রিফিক্স হ্যাশ %1-এর অধীনে ক্যাশে রাখা।</translation>
    </message>
    <message>
        <source>Not in the prefix cache.</source>
        <translation>প্রিফিক্স ক্যাশে নেই।</translation>
    </message>
    <message>
        <source>In the free queue at position %1 of %2 (1 is the head, taken next).</source>
        <translation>মুক্ত ব্লকের সারিতে %2টির মধ্যে %1 নম্বর অবস্থানে (1 হলো সারির শুরু, পরেরবার এটিই নেওয়া হবে)।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sequence %1, logical block %2&lt;/b&gt; maps to &lt;b&gt;physical block %3&lt;/b&gt;.</source>
        <translation>&lt;b&gt;সিকোয়েন্স %1, লজিক্যাল ব্লক %2&lt;/b&gt; ম্যাপ করা হয়েছে &lt;b&gt;ফিজিক্যাল ব্লক %3&lt;/b&gt;-এ।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;ফিজিক্যাল ব্লক %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; left the free queue as a prefix-cache hit: a request reuses its tokens.</source>
        <translation>&lt;b&gt;ফিজিক্যাল ব্লক %1&lt;/b&gt; প্রিফিক্স-ক্যাশ হিট হিসেবে মুক্ত ব্লকের সারি ছেড়েছে: একটি অনুরোধ এর টোকেনগুলি আবার ব্যবহার করছে।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; was taken from the free queue and its cached hash was evicted.</source>
        <translation>&lt;b&gt;ফিজিক্যাল ব্লক %1&lt;/b&gt; মুক্ত ব্লকের সারি থেকে নেওয়া হয়েছে এবং এর ক্যাশ করা হ্যাশ সরিয়ে দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; was taken from the free queue.</source>
        <translation>&lt;b&gt;ফিজিক্যাল ব্লক %1&lt;/b&gt; মুক্ত ব্লকের সারি থেকে নেওয়া হয়েছে।</translation>
    </message>
</context>
<context>
    <name>BlockTableView</name>
    <message>
        <source>request %1</source>
        <translation>অনুরোধ %1</translation>
    </message>
    <message>
        <source>swapped out</source>
        <translation>সোয়াপ করা হয়েছে</translation>
    </message>
    <message>
        <source>to recompute</source>
        <translation>পুনর্গণনা করতে হবে</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>ক্যাশে</translation>
    </message>
    <message>
        <source>free</source>
        <translation>মুক্ত</translation>
    </message>
    <message>
        <source>No KV cache: choose a walkthrough.</source>
        <translation>কোনো KV ক্যাশে নেই: একটি ওয়াকথ্রু বেছে নিন।</translation>
    </message>
    <message>
        <source>free block</source>
        <translation>মুক্ত ব্লক</translation>
    </message>
    <message>
        <source>cached (findable by its prefix hash)</source>
        <translation>ক্যাশে রাখা (প্রিফিক্স হ্যাশ দিয়ে খুঁজে পাওয়া যায়)</translation>
    </message>
    <message>
        <source>fill: tokens / block size</source>
        <translation>ভরাট: টোকেন / ব্লকের আকার</translation>
    </message>
    <message>
        <source>shared: reference count</source>
        <translation>শেয়ার করা: রেফারেন্স কাউন্ট</translation>
    </message>
    <message>
        <source>Block tables: logical block (L) → physical block</source>
        <translation>ব্লক টেবিল: লজিক্যাল ব্লক (L) → ফিজিক্যাল ব্লক</translation>
    </message>
    <message>
        <source>No sequences yet.</source>
        <translation>এখনও কোনো সিকোয়েন্স নেই।</translation>
    </message>
    <message>
        <source>copy of %1</source>
        <translation>%1-এর কপি</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Sequences not shown for lack of room: %1.</source>
        <translation>জায়গার অভাবে দেখানো হয়নি এমন সিকোয়েন্স: %1।</translation>
    </message>
    <message>
        <source>Physical blocks: %1 of %2 free, %3 tokens each</source>
        <translation>ফিজিক্যাল ব্লক: %2টির মধ্যে %1টি মুক্ত, প্রতিটিতে %3টি টোকেন</translation>
    </message>
    <message>
        <source>Blocks not shown for lack of room: %1.</source>
        <translation>জায়গার অভাবে দেখানো হয়নি এমন ব্লক: %1।</translation>
    </message>
    <message>
        <source>copy-on-write</source>
        <translation>কপি-অন-রাইট</translation>
    </message>
    <message>
        <source>Free queue, least recently used first: allocation takes the head, freed blocks join the tail</source>
        <translation>মুক্ত ব্লকের সারি (free queue), সবচেয়ে আগে ব্যবহৃতটি প্রথমে: বরাদ্দ সারির শুরু থেকে নেয়, মুক্ত হওয়া ব্লক সারির শেষে যোগ হয়</translation>
    </message>
    <message>
        <source>Empty: every block is in use.</source>
        <translation>খালি: প্রতিটি ব্লক ব্যবহৃত হচ্ছে।</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>হিট</translation>
    </message>
    <message>
        <source>evicted</source>
        <translation>সরানো হয়েছে</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>নেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>head</source>
        <translation>শুরু</translation>
    </message>
    <message>
        <source>tail</source>
        <translation>শেষ</translation>
    </message>
    <message>
        <source>Further blocks in the queue: %1.</source>
        <translation>সারিতে আরও ব্লক: %1।</translation>
    </message>
    <message>
        <source>Block tables</source>
        <translation>ব্লক টেবিল</translation>
    </message>
    <message>
        <source>Each sequence&apos;s block table on the left, mapping its logical blocks to physical blocks in the pool on the right, and the free-block queue below. Blocks take their sequence&apos;s colour, pattern and label (S1, S2…).</source>
        <translation>বাম দিকে প্রতিটি সিকোয়েন্সের ব্লক টেবিল, যা তার লজিক্যাল ব্লকগুলিকে ডান দিকের পুলের ফিজিক্যাল ব্লকে ম্যাপ করে; নিচে মুক্ত ব্লকের সারি। প্রতিটি ব্লক তার সিকোয়েন্সের রং, নকশা ও লেবেল (S1, S2…) পায়।</translation>
    </message>
    <message>
        <source>KV copied to block %1 of the host&apos;s swap space</source>
        <translation>হোস্টের সোয়াপ স্পেসের %1 নম্বর ব্লকে KV কপি করা হয়েছে</translation>
    </message>
    <message>
        <source>KV copied to blocks %1 of the host&apos;s swap space</source>
        <translation>হোস্টের সোয়াপ স্পেসের %1 নম্বর ব্লকগুলিতে KV কপি করা হয়েছে</translation>
    </message>
    <message>
        <source>KV dropped: 1 token to run through the model again</source>
        <translation>KV বাদ দেওয়া হয়েছে: 1টি টোকেন আবার মডেলের মধ্য দিয়ে চালাতে হবে</translation>
    </message>
    <message>
        <source>KV dropped: %1 tokens to run through the model again</source>
        <translation>KV বাদ দেওয়া হয়েছে: %1টি টোকেন আবার মডেলের মধ্য দিয়ে চালাতে হবে</translation>
    </message>
</context>
<context>
    <name>CheckpointCharts</name>
    <message>
        <source>Live activation memory</source>
        <translation>বর্তমানে ধরে রাখা অ্যাক্টিভেশন মেমরি</translation>
    </message>
    <message>
        <source>live activations</source>
        <translation>ধরে রাখা অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>সর্বোচ্চ মান</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>বাজেট</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>সময় (ms)</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>Memory against recomputation, every schedule</source>
        <translation>মেমরি বনাম পুনর্গণনা, প্রতিটি সময়সূচি</translation>
    </message>
    <message>
        <source>peak activation memory (% of store-all)</source>
        <translation>অ্যাক্টিভেশন মেমরির সর্বোচ্চ মান (store-all-এর %)</translation>
    </message>
    <message>
        <source>extra time: recomputation and waits (% of store-all)</source>
        <translation>অতিরিক্ত সময়: পুনর্গণনা ও অপেক্ষা (store-all-এর %)</translation>
    </message>
    <message>
        <source>budget optimum, budget 0 to 1</source>
        <translation>বাজেট অনুযায়ী সর্বোত্তম, বাজেট 0 থেকে 1</translation>
    </message>
    <message>
        <source>schedule on screen</source>
        <translation>পর্দায় দেখানো সময়সূচি</translation>
    </message>
    <message>
        <source>schedules</source>
        <translation>সময়সূচিগুলি</translation>
    </message>
    <message>
        <source>Live activation memory chart</source>
        <translation>ধরে রাখা অ্যাক্টিভেশন মেমরির চার্ট</translation>
    </message>
    <message>
        <source>Live activation memory over the step (solid line), its peak (dashed) and the budget (dash-dotted).</source>
        <translation>ধাপ জুড়ে ধরে রাখা অ্যাক্টিভেশন মেমরি (টানা রেখা), এর সর্বোচ্চ মান (ড্যাশ রেখা) ও বাজেট (ড্যাশ-ডট রেখা)।</translation>
    </message>
    <message>
        <source>Memory against recomputation chart</source>
        <translation>মেমরি বনাম পুনর্গণনা চার্ট</translation>
    </message>
    <message>
        <source>Each schedule as a circle, the one on screen as a square, and the budget optimum as a dashed line.</source>
        <translation>প্রতিটি সময়সূচি একটি বৃত্ত, পর্দায় দেখানোটি একটি বর্গ, আর বাজেট অনুযায়ী সর্বোত্তমটি একটি ড্যাশ রেখা হিসেবে।</translation>
    </message>
</context>
<context>
    <name>CheckpointHandPlacement</name>
    <message>
        <source>Your checkpoints: peak %1, extra compute %2 ms (%3% more than store-all).</source>
        <translation>আপনার চেকপয়েন্ট: সর্বোচ্চ মান %1, অতিরিক্ত গণনা %2 ms (store-all-এর চেয়ে %3% বেশি)।</translation>
    </message>
    <message>
        <source>Working out the optimum at the same peak…</source>
        <translation>একই সর্বোচ্চ মানে সর্বোত্তম সমাধান বের করা হচ্ছে…</translation>
    </message>
    <message>
        <source>The optimum within the same peak: peak %1, extra compute %2 ms (%3% more than store-all).</source>
        <translation>একই সর্বোচ্চ মানের মধ্যে সর্বোত্তম: সর্বোচ্চ মান %1, অতিরিক্ত গণনা %2 ms (store-all-এর চেয়ে %3% বেশি)।</translation>
    </message>
    <message>
        <source>Tick the layers whose input to keep as a checkpoint; each segment is recomputed before its backward.</source>
        <translation>যে স্তরগুলির ইনপুট চেকপয়েন্ট হিসেবে রাখতে চান সেগুলিতে টিক দিন; প্রতিটি সেগমেন্ট তার ব্যাকওয়ার্ডের আগে পুনর্গণনা করা হয়।</translation>
    </message>
    <message>
        <source>Checkpointed layers</source>
        <translation>চেকপয়েন্ট করা স্তর</translation>
    </message>
</context>
<context>
    <name>CheckpointLessonPresenter</name>
    <message>
        <source>The schedule could not be made: %1</source>
        <translation>সময়সূচিটি তৈরি করা যায়নি: %1</translation>
    </message>
    <message>
        <source>%1: peak %2 against store-all&apos;s %3; %4 forwards run again; %5 ms more than store-all (%6%), of which %7 ms waiting for copies.</source>
        <translation>%1: সর্বোচ্চ মান %2, store-all-এর %3-এর বিপরীতে; %4টি ফরোয়ার্ড আবার চলে; store-all-এর চেয়ে %5 ms বেশি (%6%), যার %7 ms কপির জন্য অপেক্ষায়।</translation>
    </message>
    <message>
        <source>Working out the budget optimum for %1 layers; store-all is shown meanwhile.</source>
        <translation>%1টি স্তরের জন্য বাজেট অনুযায়ী সর্বোত্তম সমাধান বের করা হচ্ছে; ততক্ষণ store-all দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>Operation %1 of %2: %3</source>
        <translation>%2টির মধ্যে অপারেশন %1: %3</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>পূর্ণ পুনর্গণনা</translation>
    </message>
    <message>
        <source>The checkpointing lesson cannot show “%1”: %2</source>
        <translation>চেকপয়েন্টিং পাঠটি “%1” দেখাতে পারছে না: %2</translation>
    </message>
</context>
<context>
    <name>CheckpointLessonView</name>
    <message>
        <source>Memory and trade-off</source>
        <translation>মেমরি ও বিনিময় (trade-off)</translation>
    </message>
    <message>
        <source>The whole model&apos;s memory</source>
        <translation>পুরো মডেলের মেমরি</translation>
    </message>
</context>
<context>
    <name>CheckpointPalette</name>
    <message>
        <source>forward</source>
        <translation>ফরোয়ার্ড</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>ব্যাকওয়ার্ড</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>পুনর্গণনা</translation>
    </message>
    <message>
        <source>offload copies</source>
        <translation>অফলোড কপি</translation>
    </message>
    <message>
        <source>checkpoint (input only)</source>
        <translation>চেকপয়েন্ট (শুধু ইনপুট)</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>সংরক্ষিত</translation>
    </message>
    <message>
        <source>saved but the attention core</source>
        <translation>সংরক্ষিত, অ্যাটেনশনের মূল অংশ বাদে</translation>
    </message>
    <message>
        <source>recomputed</source>
        <translation>পুনর্গণিত</translation>
    </message>
    <message>
        <source>offloaded to host</source>
        <translation>হোস্টে অফলোড করা</translation>
    </message>
</context>
<context>
    <name>CheckpointRunBox</name>
    <message>
        <source>Running the training step…</source>
        <translation>প্রশিক্ষণ ধাপটি চলছে…</translation>
    </message>
    <message>
        <source>The gradients differ from store-all&apos;s.</source>
        <translation>গ্রেডিয়েন্টগুলি store-all-এর গ্রেডিয়েন্ট থেকে আলাদা।</translation>
    </message>
    <message>
        <source>Mismatch: without preserve_rng_state each recomputation drew new dropout masks, so the gradients belong to a different network than the one that made the loss.</source>
        <translation>অমিল: preserve_rng_state ছাড়া প্রতিটি পুনর্গণনা নতুন ড্রপআউট মাস্ক নিয়েছে, তাই গ্রেডিয়েন্টগুলি লস তৈরি করা নেটওয়ার্কের নয়, অন্য একটি নেটওয়ার্কের।</translation>
    </message>
    <message>
        <source>The gradients equal store-all&apos;s: recomputation changed the memory, not the result.</source>
        <translation>গ্রেডিয়েন্টগুলি store-all-এর সমান: পুনর্গণনা মেমরি বদলেছে, ফলাফল নয়।</translation>
    </message>
    <message>
        <source>&amp;Run the training step</source>
        <translation>প্রশিক্ষণ ধাপটি &amp;চালান</translation>
    </message>
    <message>
        <source>a %1-layer MLP (batch %2, width %3, dropout %4)</source>
        <translation>%1 স্তরের একটি MLP (ব্যাচ %2, প্রস্থ %3, ড্রপআউট %4)</translation>
    </message>
    <message>
        <source>%1 ran on %2, on %3: measured peak %4 against %5 predicted, %6 ms. Largest gradient error against store-all: %7.</source>
        <translation>%1 চালানো হয়েছে %2-এ, %3 ডিভাইসে: মাপা সর্বোচ্চ মান %4, পূর্বাভাস ছিল %5; সময় %6 ms। store-all-এর তুলনায় গ্রেডিয়েন্টের সবচেয়ে বড় ত্রুটি: %7।</translation>
    </message>
    <message>
        <source>The timeline&apos;s operations (%1), layer for layer, ran on %2, on %3. Its layers are smaller than the chain on screen, so its own figures are compared: measured peak %4 against %5 predicted for these operations (the timeline&apos;s chain: %6), %7 ms. Largest gradient error against store-all: %8.</source>
        <translation>সময়রেখার অপারেশনগুলি (%1) স্তর ধরে ধরে চালানো হয়েছে %2-এ, %3 ডিভাইসে। এর স্তরগুলি পর্দার শৃঙ্খলের চেয়ে ছোট, তাই এর নিজের হিসাবগুলিই তুলনা করা হয়েছে: মাপা সর্বোচ্চ মান %4, এই অপারেশনগুলির জন্য পূর্বাভাস ছিল %5 (সময়রেখার শৃঙ্খলের জন্য: %6); সময় %7 ms। store-all-এর তুলনায় গ্রেডিয়েন্টের সবচেয়ে বড় ত্রুটি: %8।</translation>
    </message>
    <message>
        <source>&amp;Preserve the RNG state (preserve_rng_state=True)</source>
        <translation>RNG স্টেট &amp;সংরক্ষণ করুন (preserve_rng_state=True)</translation>
    </message>
    <message>
        <source>Runs the timeline&apos;s operations, layer for layer, as one real forward and backward pass of an MLP with dropout of as many layers, and once with store-all to compare the gradients.</source>
        <translation>সময়রেখার অপারেশনগুলি স্তর ধরে ধরে চালায়, সমান সংখ্যক স্তরের ড্রপআউটসহ একটি MLP-র একটি সত্যিকারের ফরোয়ার্ড ও ব্যাকওয়ার্ড পাস হিসেবে; আর গ্রেডিয়েন্ট তুলনা করতে একবার store-all দিয়েও চালায়।</translation>
    </message>
</context>
<context>
    <name>CheckpointSidePanel</name>
    <message>
        <source>The chain of layers</source>
        <translation>স্তরের শৃঙ্খল</translation>
    </message>
    <message>
        <source>&amp;Layers like:</source>
        <translation>&amp;স্তরের ধরন:</translation>
    </message>
    <message>
        <source>uniform (64 MiB, 1 ms forward, 2 ms backward each)</source>
        <translation>একরূপ (প্রতিটি 64 MiB, ফরোয়ার্ড 1 ms, ব্যাকওয়ার্ড 2 ms)</translation>
    </message>
    <message>
        <source>22B transformer layers (Korthikanti et al.)</source>
        <translation>22B ট্রান্সফরমার স্তর (Korthikanti ও সহকর্মীরা)</translation>
    </message>
    <message>
        <source>the MLP the training step runs</source>
        <translation>প্রশিক্ষণ ধাপে যে MLP চলে</translation>
    </message>
    <message>
        <source>&amp;Number of layers:</source>
        <translation>স্তরের &amp;সংখ্যা:</translation>
    </message>
    <message>
        <source>&amp;Expensive layer:</source>
        <translation>&amp;ব্যয়বহুল স্তর:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>কোনোটি নয়</translation>
    </message>
    <message>
        <source>Its cost &amp;factor:</source>
        <translation>এর খরচের &amp;গুণক:</translation>
    </message>
    <message>
        <source>The expensive layer&apos;s forward and backward take this many times as long as the others&apos;.</source>
        <translation>ব্যয়বহুল স্তরের ফরোয়ার্ড ও ব্যাকওয়ার্ডে অন্য স্তরগুলির চেয়ে এত গুণ সময় লাগে।</translation>
    </message>
    <message>
        <source>The schedule</source>
        <translation>সময়সূচি</translation>
    </message>
    <message>
        <source>&amp;Schedule:</source>
        <translation>&amp;সময়সূচি:</translation>
    </message>
    <message>
        <source>Checkpoint every &amp;K layers:</source>
        <translation>প্রতি &amp;K স্তরে একটি চেকপয়েন্ট:</translation>
    </message>
    <message>
        <source>Revolve s&amp;napshots:</source>
        <translation>Revolve &amp;স্ন্যাপশট:</translation>
    </message>
    <message>
        <source>&amp;Budget (share of store-all):</source>
        <translation>&amp;বাজেট (store-all-এর অংশ):</translation>
    </message>
    <message>
        <source>0 recomputes as much as possible; 1 allows store-all&apos;s peak.</source>
        <translation>0 যত বেশি সম্ভব পুনর্গণনা করে; 1 store-all-এর সর্বোচ্চ মান পর্যন্ত অনুমতি দেয়।</translation>
    </message>
    <message>
        <source>The operation at the cursor</source>
        <translation>কার্সারের অবস্থানের অপারেশন</translation>
    </message>
    <message>
        <source>Place checkpoints by hand</source>
        <translation>হাতে চেকপয়েন্ট বসান</translation>
    </message>
    <message>
        <source>Run it for real</source>
        <translation>সত্যি সত্যি চালান</translation>
    </message>
</context>
<context>
    <name>CheckpointTimelineView</name>
    <message>
        <source>No schedule yet.</source>
        <translation>এখনও কোনো সময়সূচি নেই।</translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation>সময়রেখা: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Live now: %1 (peak so far %2)</source>
        <translation>এখন ধরে রাখা: %1 (এ পর্যন্ত সর্বোচ্চ মান %2)</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, layer %2&lt;/b&gt; (operation %3 of %4)&lt;br&gt;Memory: %5, %6 live after it&lt;br&gt;Time: %7 ms to %8 ms</source>
        <translation>&lt;b&gt;%1, স্তর %2&lt;/b&gt; (%4টির মধ্যে অপারেশন %3)&lt;br&gt;মেমরি: %5, এর পরে ধরে রাখা %6&lt;br&gt;সময়: %7 ms থেকে %8 ms</translation>
    </message>
    <message>
        <source>&lt;br&gt;Compute waited %1 ms for this copy.</source>
        <translation>&lt;br&gt;এই কপির জন্য গণনা %1 ms অপেক্ষা করেছে।</translation>
    </message>
    <message>
        <source>Layer %1 holds nothing now.</source>
        <translation>স্তর %1 এখন কিছুই ধরে রাখছে না।</translation>
    </message>
    <message>
        <source>Layer %1: %2, %3</source>
        <translation>স্তর %1: %2, %3</translation>
    </message>
    <message>
        <source>Training step timeline</source>
        <translation>প্রশিক্ষণ ধাপের সময়রেখা</translation>
    </message>
    <message>
        <source>The forward, backward, recompute and offload operations of one training step in their lanes (each lane with its own colour and pattern), and which layers&apos; activations are held at the cursor.</source>
        <translation>একটি প্রশিক্ষণ ধাপের ফরোয়ার্ড, ব্যাকওয়ার্ড, পুনর্গণনা ও অফলোড অপারেশন, প্রতিটি নিজের লেনে (প্রতিটি লেনের নিজস্ব রং ও নকশা), এবং কার্সারের অবস্থানে কোন কোন স্তরের অ্যাক্টিভেশন ধরে রাখা আছে।</translation>
    </message>
</context>
<context>
    <name>CommandLineExport</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>%1 ফোল্ডারটি তৈরি করা যাচ্ছে না</translation>
    </message>
    <message>
        <source>there is no file %1</source>
        <translation>%1 নামে কোনো ফাইল নেই</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 খোলা যায়নি: %2</translation>
    </message>
    <message>
        <source>there is no lesson &apos;%1&apos;</source>
        <translation>&apos;%1&apos; নামে কোনো পাঠ নেই</translation>
    </message>
    <message>
        <source>--step %1 is past the last step of %2 (%3)</source>
        <translation>--step %1 হলো %2-এর শেষ ধাপের (%3) পরে</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 has nothing to export</source>
        <translation>%1-এ এক্সপোর্ট করার মতো কিছু নেই</translation>
    </message>
</context>
<context>
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>কুইজটি &apos;%1&apos; পাঠের অংশ, কিন্তু সেই পাঠটি নেই</translation>
    </message>
</context>
<context>
    <name>ExportCatalog</name>
    <message>
        <source>Whole lesson page</source>
        <translation>পাঠের পুরো পাতা</translation>
    </message>
    <message>
        <source>Memory map</source>
        <translation>মেমরি ম্যাপ</translation>
    </message>
    <message>
        <source>Active memory timeline</source>
        <translation>সক্রিয় মেমরির সময়রেখা</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>মেমরি চার্ট</translation>
    </message>
    <message>
        <source>Fragmentation chart</source>
        <translation>ফ্র্যাগমেন্টেশন চার্ট</translation>
    </message>
    <message>
        <source>Checkpoint timeline</source>
        <translation>চেকপয়েন্ট সময়রেখা</translation>
    </message>
    <message>
        <source>Trade-off chart</source>
        <translation>বিনিময় (trade-off) চার্ট</translation>
    </message>
    <message>
        <source>Model budget bar</source>
        <translation>মডেলের বাজেট বার</translation>
    </message>
    <message>
        <source>Block tables and pool</source>
        <translation>ব্লক টেবিল ও পুল</translation>
    </message>
    <message>
        <source>KV cache waste chart</source>
        <translation>KV ক্যাশের অপচয় চার্ট</translation>
    </message>
    <message>
        <source>KV cache memory budget</source>
        <translation>KV ক্যাশের মেমরি বাজেট</translation>
    </message>
    <message>
        <source>%1 · default allocator settings</source>
        <translation>%1 · বরাদ্দকারীর ডিফল্ট সেটিংস</translation>
    </message>
    <message>
        <source>%1 · PYTORCH_CUDA_ALLOC_CONF=%2</source>
        <translation>%1 · PYTORCH_CUDA_ALLOC_CONF=%2</translation>
    </message>
    <message>
        <source>device %1</source>
        <translation>ডিভাইস %1</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · ধাপ %2 (মোট %3)</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3 · %4</source>
        <translation>%1 · ধাপ %2 (মোট %3) · %4</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Save a view, the whole lesson page or its animation as PNG, SVG, PDF, GIF or video</source>
        <translation>একটি চিত্র, পাঠের পুরো পাতা বা এর অ্যানিমেশন PNG, SVG, PDF, GIF বা ভিডিও হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Copy as &amp;image</source>
        <translation>&amp;ছবি হিসেবে কপি করুন</translation>
    </message>
    <message>
        <source>Put the lesson page, drawn with its caption, on the clipboard</source>
        <translation>পাঠের পাতাটি ক্যাপশনসহ এঁকে ক্লিপবোর্ডে রাখুন</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message>
        <source>This page has no visualization to export.</source>
        <translation>এই পাতায় এক্সপোর্ট করার মতো কোনো চিত্র নেই।</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>%1-এ এক্সপোর্ট করা হয়েছে</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>কোন ফাইলে এক্সপোর্ট করবেন তা বেছে নিন।</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This page has no animation to export.</source>
        <translation>এই পাতায় এক্সপোর্ট করার মতো কোনো অ্যানিমেশন নেই।</translation>
    </message>
    <message>
        <source>Drawing the animation…</source>
        <translation>অ্যানিমেশন আঁকা হচ্ছে…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>This page has no visualization to copy.</source>
        <translation>এই পাতায় কপি করার মতো কোনো চিত্র নেই।</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard.</source>
        <translation>“%1” ক্লিপবোর্ডে কপি করা হয়েছে।</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>This page has no animation to export.</source>
        <translation>এই পাতায় এক্সপোর্ট করার মতো কোনো অ্যানিমেশন নেই।</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>&amp;কোনটি:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;ফরম্যাট:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG ছবি</translation>
    </message>
    <message>
        <source>SVG drawing (vector)</source>
        <translation>SVG অঙ্কন (ভেক্টর)</translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation>PDF ডকুমেন্ট (ভেক্টর)</translation>
    </message>
    <message>
        <source>Animated GIF of the steps</source>
        <translation>ধাপগুলির অ্যানিমেটেড GIF</translation>
    </message>
    <message>
        <source>Numbered PNG images of the steps</source>
        <translation>ধাপগুলির নম্বর দেওয়া PNG ছবি</translation>
    </message>
    <message>
        <source>MP4 video of the steps</source>
        <translation>ধাপগুলির MP4 ভিডিও</translation>
    </message>
    <message>
        <source>WebM video of the steps</source>
        <translation>ধাপগুলির WebM ভিডিও</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;আকার:</translation>
    </message>
    <message>
        <source>1x (as on screen)</source>
        <translation>1x (পর্দায় যেমন)</translation>
    </message>
    <message>
        <source>2x (sharp on high-density screens)</source>
        <translation>2x (উচ্চ-ঘনত্বের পর্দায় স্পষ্ট)</translation>
    </message>
    <message>
        <source>4K (3840 × 2160)</source>
        <translation>4K (3840 × 2160)</translation>
    </message>
    <message>
        <source>Dots per inch:</source>
        <translation>ইঞ্চিপ্রতি ডট (DPI):</translation>
    </message>
    <message>
        <source>Dots per inch</source>
        <translation>ইঞ্চিপ্রতি ডট (DPI)</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>&amp;ক্যাপশন:</translation>
    </message>
    <message>
        <source>Write the lesson, step and configuration under the picture.</source>
        <translation>ছবির নিচে পাঠ, ধাপ ও কনফিগারেশন লিখুন।</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>অ্যানিমেশন</translation>
    </message>
    <message>
        <source>From &amp;step:</source>
        <translation>&amp;ধাপ:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>থেকে</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>শেষ ধাপ</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>&amp;প্রতি:</translation>
    </message>
    <message>
        <source> step(s)</source>
        <translation> ধাপে</translation>
    </message>
    <message>
        <source>Frame &amp;delay:</source>
        <translation>ফ্রেমের &amp;বিরতি:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>&amp;সংরক্ষণের স্থান:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;ব্রাউজ করুন…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 পিক্সেল</translation>
    </message>
    <message>
        <source>vector: sharp at any size</source>
        <translation>ভেক্টর: যেকোনো আকারে স্পষ্ট</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%nটি ফ্রেম</numerusform>
            <numerusform>%nটি ফ্রেম</numerusform>
        </translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>কোথায় এক্সপোর্ট করবেন</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 ফাইল (*.%2)</translation>
    </message>
</context>
<context>
    <name>ExportRenderer</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 লেখা যায়নি: %2</translation>
    </message>
    <message>
        <source>the SVG writer could not start.</source>
        <translation>SVG রাইটার চালু হয়নি।</translation>
    </message>
    <message>
        <source>the PDF writer could not start.</source>
        <translation>PDF রাইটার চালু হয়নি।</translation>
    </message>
</context>
<context>
    <name>GifEncoder</name>
    <message>
        <source>the file refused the data.</source>
        <translation>ফাইলটি ডেটা গ্রহণ করেনি।</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>is not valid JSON: %1 at byte %2</source>
        <translation>বৈধ JSON নয়: বাইট %2-এ %1</translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation>এতে কোনো JSON অবজেক্ট নেই</translation>
    </message>
</context>
<context>
    <name>JsonStore</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>is not valid JSON (%1 at byte %2)</source>
        <translation>বৈধ JSON নয় (বাইট %2-এ %1)</translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation>এতে কোনো JSON অবজেক্ট নেই</translation>
    </message>
    <message>
        <source>%1; it was moved aside to %2 and defaults are used</source>
        <translation>%1; এটি %2-এ সরিয়ে রাখা হয়েছে এবং ডিফল্ট মান ব্যবহার করা হচ্ছে</translation>
    </message>
    <message>
        <source>%1; it could not be moved aside and will be overwritten</source>
        <translation>%1; এটি সরিয়ে রাখা যায়নি, তাই এর ওপর নতুন করে লেখা হবে</translation>
    </message>
</context>
<context>
    <name>KvBudgetPanel</name>
    <message>
        <source>Sequences of %1 tokens at once</source>
        <translation>একসাথে %1 টোকেনের সিকোয়েন্স</translation>
    </message>
    <message>
        <source>Bytes per token = 2 (K and V) × %1 layers × %2 KV heads × %3 per head × %4 bytes; blocks = (GPU memory × %5 − weights) ÷ (bytes per token × %6).</source>
        <translation>টোকেনপ্রতি বাইট = 2 (K ও V) × %1 স্তর × %2 KV হেড × হেডপ্রতি %3 × %4 বাইট; ব্লক = (GPU মেমরি × %5 − ওজন) ÷ (টোকেনপ্রতি বাইট × %6)।</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>সার্ভিং ইঞ্জিন</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;মডেল:</translation>
    </message>
    <message>
        <source>&amp;GPU memory:</source>
        <translation>&amp;GPU মেমরি:</translation>
    </message>
    <message>
        <source>&amp;Block size (tokens):</source>
        <translation>&amp;ব্লকের আকার (টোকেন):</translation>
    </message>
    <message>
        <source>Sequence &amp;length (tokens):</source>
        <translation>সিকোয়েন্সের &amp;দৈর্ঘ্য (টোকেন):</translation>
    </message>
    <message>
        <source>The fraction of GPU memory vLLM may use, weights included (default 0.9).</source>
        <translation>GPU মেমরির যে অংশ vLLM ব্যবহার করতে পারে, ওজনসহ (ডিফল্ট 0.9)।</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV ক্যাশে</translation>
    </message>
    <message>
        <source>KV bytes per token</source>
        <translation>টোকেনপ্রতি KV বাইট</translation>
    </message>
    <message>
        <source>Bytes per block</source>
        <translation>ব্লকপ্রতি বাইট</translation>
    </message>
    <message>
        <source>Memory vLLM may use</source>
        <translation>vLLM যে মেমরি ব্যবহার করতে পারে</translation>
    </message>
    <message>
        <source>Model weights</source>
        <translation>মডেলের ওজন</translation>
    </message>
    <message>
        <source>Left for the KV cache</source>
        <translation>KV ক্যাশের জন্য বাকি</translation>
    </message>
    <message>
        <source>Number of blocks</source>
        <translation>ব্লকের সংখ্যা</translation>
    </message>
    <message>
        <source>Token capacity</source>
        <translation>টোকেন ধারণক্ষমতা</translation>
    </message>
</context>
<context>
    <name>KvCacheLesson</name>
    <message>
        <source>There is no model preset &apos;%1&apos;: choose one of %2.</source>
        <translation>&apos;%1&apos; নামে কোনো মডেল প্রিসেট নেই: %2-এর মধ্যে একটি বেছে নিন।</translation>
    </message>
</context>
<context>
    <name>KvCacheLessonPresenter</name>
    <message>
        <source>Walkthrough “%1” has no scene “%2”.</source>
        <translation>“%1” ওয়াকথ্রুতে “%2” নামে কোনো দৃশ্য নেই।</translation>
    </message>
    <message>
        <source>The waste comparison has no scene “%1”; its links name “%2”.</source>
        <translation>অপচয়ের তুলনায় “%1” নামে কোনো দৃশ্য নেই; এর লিংকে “%2” নামটি ব্যবহার করতে হয়।</translation>
    </message>
    <message>
        <source>The memory budget has no scene “%1”; its links name “%2”.</source>
        <translation>মেমরি বাজেটে “%1” নামে কোনো দৃশ্য নেই; এর লিংকে “%2” নামটি ব্যবহার করতে হয়।</translation>
    </message>
</context>
<context>
    <name>KvCacheLessonView</name>
    <message>
        <source>Waste by block size</source>
        <translation>ব্লকের আকার অনুযায়ী অপচয়</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>মেমরি বাজেট</translation>
    </message>
</context>
<context>
    <name>KvSidePanel</name>
    <message>
        <source>&amp;Walkthrough:</source>
        <translation>&amp;ওয়াকথ্রু:</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ধাপ %1 (মোট %2)</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>দৃশ্য: %1</translation>
    </message>
    <message>
        <source>◀ &amp;Previous step</source>
        <translation>◀ &amp;আগের ধাপ</translation>
    </message>
    <message>
        <source>&amp;Next step ▶</source>
        <translation>&amp;পরের ধাপ ▶</translation>
    </message>
    <message>
        <source>What the cache did</source>
        <translation>ক্যাশে কী করেছে</translation>
    </message>
    <message>
        <source>Free blocks: %1 of %2. Sequences running or waiting: %3.</source>
        <translation>মুক্ত ব্লক: %2টির মধ্যে %1টি। চলমান বা অপেক্ষমাণ সিকোয়েন্স: %3।</translation>
    </message>
</context>
<context>
    <name>KvWasteChart</name>
    <message>
        <source>&amp;Block size: %1 tokens</source>
        <translation>&amp;ব্লকের আকার: %1 টোকেন</translation>
    </message>
    <message>
        <source>Where KV memory goes (the paper&apos;s Fig. 2)</source>
        <translation>KV মেমরি কোথায় যায় (গবেষণাপত্রের Fig. 2)</translation>
    </message>
    <message>
        <source>token states</source>
        <translation>টোকেন স্টেট</translation>
    </message>
    <message>
        <source>reservation</source>
        <translation>রিজার্ভেশন</translation>
    </message>
    <message>
        <source>internal fragmentation</source>
        <translation>অভ্যন্তরীণ ফ্র্যাগমেন্টেশন</translation>
    </message>
    <message>
        <source>external fragmentation</source>
        <translation>বাহ্যিক ফ্র্যাগমেন্টেশন</translation>
    </message>
    <message>
        <source>share of KV memory</source>
        <translation>KV মেমরির অংশ</translation>
    </message>
    <message>
        <source>Larger blocks waste more of each sequence&apos;s last block; smaller ones need longer block tables. vLLM&apos;s default is 16.</source>
        <translation>বড় ব্লক প্রতিটি সিকোয়েন্সের শেষ ব্লকের বেশি অংশ নষ্ট করে; ছোট ব্লকের জন্য দীর্ঘতর ব্লক টেবিল লাগে। vLLM-এর ডিফল্ট 16।</translation>
    </message>
    <message>
        <source>The same %1 ShareGPT-shaped requests served four ways on %2 token slots of KV memory.</source>
        <translation>ShareGPT-এর মতো গড়নের একই %1টি অনুরোধ, KV মেমরির %2টি টোকেন স্লটে চারভাবে পরিবেশন করা হয়েছে।</translation>
    </message>
    <message>
        <source>For each serving system, the share of KV cache memory holding token states (solid), reservation (dotted), internal fragmentation (hatched) and external fragmentation (cross-hatched).</source>
        <translation>প্রতিটি সার্ভিং সিস্টেমে KV ক্যাশের মেমরির কত অংশে টোকেন স্টেট (নিরেট), রিজার্ভেশন (ডট দেওয়া), অভ্যন্তরীণ ফ্র্যাগমেন্টেশন (তির্যক দাগ) ও বাহ্যিক ফ্র্যাগমেন্টেশন (আড়াআড়ি জালির দাগ) রয়েছে।</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Hide the introduction</source>
        <translation>ভূমিকা লুকান</translation>
    </message>
    <message>
        <source>Show the introduction</source>
        <translation>ভূমিকা দেখান</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>ভূমিকা</translation>
    </message>
</context>
<context>
    <name>LessonReader</name>
    <message>
        <source>the lesson has no &apos;id&apos;</source>
        <translation>পাঠটির কোনো &apos;id&apos; নেই</translation>
    </message>
    <message>
        <source>the lesson&apos;s title: %1</source>
        <translation>পাঠের শিরোনাম: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s introduction: %1</source>
        <translation>পাঠের ভূমিকা: %1</translation>
    </message>
</context>
<context>
    <name>LocalizedText</name>
    <message>
        <source>it is not an object of texts by language</source>
        <translation>এটি ভাষাভিত্তিক লেখার কোনো অবজেক্ট নয়</translation>
    </message>
    <message>
        <source>it has no %1 (%2) text</source>
        <translation>এতে %1 (%2) লেখা নেই</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About GPU Memory Lab</source>
        <translation>GPU Memory Lab সম্পর্কে</translation>
    </message>
    <message>
        <source>GPU Memory Lab %1

Watch GPU memory being managed: the caching allocator, the paged KV cache and activation checkpointing, each with a quiz.

Engines run on: %2</source>
        <translation>GPU Memory Lab %1

GPU মেমরি কীভাবে পরিচালিত হয় তা দেখুন: ক্যাশিং বরাদ্দকারী, পেজড KV ক্যাশে এবং অ্যাক্টিভেশন চেকপয়েন্টিং, প্রতিটির সাথে একটি কুইজ।

ইঞ্জিন চলছে: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;ফাইল</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;প্রস্থান</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;দেখুন</translation>
    </message>
    <message>
        <source>&amp;Restore default layout</source>
        <translation>&amp;ডিফল্ট লেআউট ফিরিয়ে আনুন</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;ভাষা</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;সাহায্য</translation>
    </message>
    <message>
        <source>&amp;About GPU Memory Lab</source>
        <translation>GPU Memory Lab &amp;সম্পর্কে</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>পাঠসমূহ</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>কুইজ</translation>
    </message>
    <message>
        <source>%1 — GPU Memory Lab</source>
        <translation>%1 — GPU Memory Lab</translation>
    </message>
    <message>
        <source>GPU Memory Lab</source>
        <translation>GPU Memory Lab</translation>
    </message>
    <message>
        <source>there is no lesson &apos;%1&apos;</source>
        <translation>&apos;%1&apos; নামে কোনো পাঠ নেই</translation>
    </message>
    <message>
        <source>Quiz progress could not be saved: %1</source>
        <translation>কুইজের অগ্রগতি সংরক্ষণ করা যায়নি: %1</translation>
    </message>
    <message>
        <source>Simulated device (%1) · chosen with --device sim</source>
        <translation>সিমুলেটেড ডিভাইস (%1) · --device sim দিয়ে বেছে নেওয়া</translation>
    </message>
    <message>
        <source>Simulated device (%1) · no CUDA GPU found</source>
        <translation>সিমুলেটেড ডিভাইস (%1) · কোনো CUDA GPU পাওয়া যায়নি</translation>
    </message>
    <message>
        <source>The lesson “%1” has no animation to show yet.</source>
        <translation>“%1” পাঠে এখনও দেখানোর মতো কোনো অ্যানিমেশন নেই।</translation>
    </message>
    <message>
        <source>&amp;Open snapshot…</source>
        <translation>স্ন্যাপশট &amp;খুলুন…</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot)</source>
        <translation>একটি PyTorch মেমরি স্ন্যাপশট খুলুন (torch.cuda.memory._dump_snapshot)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;সাম্প্রতিক ফাইল খুলুন</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot</source>
        <translation>একটি PyTorch মেমরি স্ন্যাপশট খুলুন</translation>
    </message>
    <message>
        <source>PyTorch memory snapshots (*.pickle *.pkl);;All files (*)</source>
        <translation>PyTorch মেমরি স্ন্যাপশট (*.pickle *.pkl);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 পড়া হচ্ছে…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Opening a snapshot</source>
        <translation>স্ন্যাপশট খোলা হচ্ছে</translation>
    </message>
    <message>
        <source>Replaying the trace through the allocator…</source>
        <translation>বরাদ্দকারীর মধ্য দিয়ে ট্রেসটি রিপ্লে করা হচ্ছে…</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 খোলা যায়নি: %2</translation>
    </message>
    <message>
        <source>Opening the snapshot was cancelled.</source>
        <translation>স্ন্যাপশট খোলা বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>Snapshot: %1</source>
        <translation>স্ন্যাপশট: %1</translation>
    </message>
</context>
<context>
    <name>MemoryMapView</name>
    <message>
        <source>No segments: the allocator holds no device memory.</source>
        <translation>কোনো সেগমেন্ট নেই: বরাদ্দকারী কোনো ডিভাইস মেমরি ধরে রাখেনি।</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Address: %2&lt;br&gt;Size: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;অ্যাড্রেস: %2&lt;br&gt;আকার: %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Requested: %1</source>
        <translation>&lt;br&gt;অনুরোধ করা হয়েছে: %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Segment #%1 (%2), %3 pool, stream %4</source>
        <translation>&lt;br&gt;সেগমেন্ট #%1 (%2), %3 পুল, স্ট্রিম %4</translation>
    </message>
    <message>
        <source>small</source>
        <translation>ছোট</translation>
    </message>
    <message>
        <source>large</source>
        <translation>বড়</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expandable segment</source>
        <translation>&lt;br&gt;প্রসারণযোগ্য সেগমেন্ট (expandable segment)</translation>
    </message>
    <message>
        <source>Memory map</source>
        <translation>মেমরি ম্যাপ</translation>
    </message>
    <message>
        <source>%1 segments holding %2 blocks; %3 cached in free blocks. Each row is a segment; blocks are coloured and patterned by state.</source>
        <translation>%1টি সেগমেন্টে %2টি ব্লক; মুক্ত ব্লকে ক্যাশে রাখা %3। প্রতিটি সারি একটি সেগমেন্ট; অবস্থা অনুযায়ী ব্লকগুলির রং ও নকশা আলাদা।</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>নির্বাচিত: %1</translation>
    </message>
</context>
<context>
    <name>ModelBudgetPanel</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;মডেল:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;অপ্টিমাইজার:</translation>
    </message>
    <message>
        <source>Mi&amp;xed precision (fp32 master copy)</source>
        <translation>&amp;মিশ্র নির্ভুলতা (fp32 মাস্টার কপি)</translation>
    </message>
    <message>
        <source>&amp;FSDP shards:</source>
        <translation>&amp;FSDP শার্ড:</translation>
    </message>
    <message>
        <source>FSDP (ZeRO-3) splits weights, gradients and optimizer state over this many GPUs.</source>
        <translation>FSDP (ZeRO-3) ওজন, গ্রেডিয়েন্ট ও অপ্টিমাইজার স্টেট এতগুলি GPU-তে ভাগ করে দেয়।</translation>
    </message>
    <message>
        <source>One GPU&apos;s training memory, part by part</source>
        <translation>একটি GPU-র প্রশিক্ষণ মেমরি, অংশ অনুযায়ী</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>ওজন</translation>
    </message>
    <message>
        <source>fp32 master copy</source>
        <translation>fp32 মাস্টার কপি</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>গ্রেডিয়েন্ট</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>অপ্টিমাইজার স্টেট</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <source>GPU capacity (%1 GB)</source>
        <translation>GPU-র ধারণক্ষমতা (%1 GB)</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Stacked bars of weights, master copy, gradients, optimizer state and activations, each with its own pattern, against the GPU&apos;s capacity (dashed).</source>
        <translation>ওজন, মাস্টার কপি, গ্রেডিয়েন্ট, অপ্টিমাইজার স্টেট ও অ্যাক্টিভেশনের স্তূপীকৃত বার, প্রতিটির নিজস্ব নকশা, GPU-র ধারণক্ষমতার (ড্যাশ রেখা) তুলনায়।</translation>
    </message>
</context>
<context>
    <name>PlaybackToolbar</name>
    <message>
        <source>Playback</source>
        <translation>প্লেব্যাক</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>এক ধাপ পিছনে</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>এক ধাপ সামনে</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;গতি:</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>প্লেব্যাকের গতি</translation>
    </message>
    <message>
        <source>Position in the lesson</source>
        <translation>পাঠে অবস্থান</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>বিরতি</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>চালান</translation>
    </message>
    <message>
        <source>This lesson has no animated steps yet.</source>
        <translation>এই পাঠে এখনও কোনো অ্যানিমেটেড ধাপ নেই।</translation>
    </message>
    <message>
        <source>%1 operations/s</source>
        <translation>%1 অপারেশন/সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 events/s</source>
        <translation>%1 ইভেন্ট/সেকেন্ড</translation>
    </message>
    <message>
        <source>Nothing to play</source>
        <translation>চালানোর মতো কিছু নেই</translation>
    </message>
    <message>
        <source>Operation %1 of %2</source>
        <translation>অপারেশন %1 (মোট %2)</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation>ইভেন্ট %1 (মোট %2)</translation>
    </message>
</context>
<context>
    <name>PresentationController</name>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;উপস্থাপন করুন</translation>
    </message>
    <message>
        <source>Full screen, enlarged, for a projector (F5; Esc leaves)</source>
        <translation>প্রজেক্টরের জন্য পূর্ণ পর্দায়, বড় করে (F5; Esc চাপলে বেরিয়ে আসে)</translation>
    </message>
    <message>
        <source>Presentation &amp;scale…</source>
        <translation>উপস্থাপনার &amp;মাপ…</translation>
    </message>
    <message>
        <source>Presentation scale</source>
        <translation>উপস্থাপনার মাপ</translation>
    </message>
    <message>
        <source>How much presentation mode enlarges the lesson and the quiz, in percent. Body text is %1 pixels high at 100%; %2% makes it %3 pixels of this screen&apos;s %4, legible from the back of a room when the screen is projected.</source>
        <translation>উপস্থাপনা মোড পাঠ ও কুইজকে কত শতাংশ বড় করবে। 100%-এ মূল লেখা %1 পিক্সেল উঁচু; %2%-এ তা হয় এই স্ক্রিনের %4 পিক্সেল উচ্চতার মধ্যে %3 পিক্সেল, যা স্ক্রিনটি প্রজেক্ট করলে ঘরের পেছন থেকেও পড়া যায়।</translation>
    </message>
</context>
<context>
    <name>PresentationOverlay</name>
    <message>
        <source>The screen is blanked; press B to show it again.</source>
        <translation>পর্দা ফাঁকা করা হয়েছে; আবার দেখাতে B চাপুন।</translation>
    </message>
</context>
<context>
    <name>ProblemsBanner</name>
    <message>
        <source>%1 could not be used: %2</source>
        <translation>%1 ব্যবহার করা যায়নি: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be used; everything else is available.</source>
        <translation>
            <numerusform>%nটি ফাইল ব্যবহার করা যায়নি; বাকি সবকিছু উপলব্ধ।</numerusform>
            <numerusform>%nটি ফাইল ব্যবহার করা যায়নি; বাকি সবকিছু উপলব্ধ।</numerusform>
        </translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>বিস্তারিত…</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Files that could not be used</source>
        <translation>যে ফাইলগুলি ব্যবহার করা যায়নি</translation>
    </message>
    <message>
        <source>These files were skipped. Fix or remove them and restart; nothing else was affected.</source>
        <translation>এই ফাইলগুলি বাদ দেওয়া হয়েছে। এগুলি ঠিক করুন বা সরিয়ে দিন, তারপর আবার চালু করুন; অন্য কিছুতে প্রভাব পড়েনি।</translation>
    </message>
</context>
<context>
    <name>QuizOptionButton</name>
    <message>
        <source>correct answer</source>
        <translation>সঠিক উত্তর</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>আপনার উত্তর, ভুল</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>বিকল্প %1: %2</translation>
    </message>
    <message>
        <source>Option %1: %2 (%3)</source>
        <translation>বিকল্প %1: %2 (%3)</translation>
    </message>
    <message>
        <source>chosen, not yet revealed</source>
        <translation>বেছে নেওয়া, উত্তর এখনও দেখানো হয়নি</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <source>This lesson has no quiz yet.</source>
        <translation>এই পাঠে এখনও কোনো কুইজ নেই।</translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation>&amp;কুইজ:</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ আগের</translation>
    </message>
    <message>
        <source>Previous question (Left arrow)</source>
        <translation>আগের প্রশ্ন (বাম তীর কী)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>পরের ▶</translation>
    </message>
    <message>
        <source>Next question (Enter, Space or Right arrow)</source>
        <translation>পরের প্রশ্ন (Enter, Space বা ডান তীর কী)</translation>
    </message>
    <message>
        <source>Retry the ones I missed</source>
        <translation>ভুলগুলো আবার চেষ্টা করুন</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>আবার শুরু করুন</translation>
    </message>
    <message>
        <source>Shuffle the options</source>
        <translation>বিকল্পগুলি এলোমেলো করুন</translation>
    </message>
    <message>
        <source>Show each question&apos;s options in a different order; answers are still checked against the right option.</source>
        <translation>প্রতিটি প্রশ্নের বিকল্পগুলি ভিন্ন ক্রমে দেখান; উত্তর তবুও সঠিক বিকল্পের সাথেই মিলিয়ে দেখা হয়।</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>কুইজ</translation>
    </message>
    <message>
        <source>Level: intermediate</source>
        <translation>স্তর: মাঝারি</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>স্তর: %1</translation>
    </message>
    <message>
        <source>Question %1 of %2 · retrying %3 missed</source>
        <translation>প্রশ্ন %1 (মোট %2) · ভুল হওয়া %3টি আবার চেষ্টা করা হচ্ছে</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>প্রশ্ন %1 (মোট %2)</translation>
    </message>
    <message>
        <source>Score: %1 / %2</source>
        <translation>স্কোর: %1 / %2</translation>
    </message>
    <message>
        <source>✓ Correct.</source>
        <translation>✓ সঠিক।</translation>
    </message>
    <message>
        <source>✗ Not quite: the right answer is option %1.</source>
        <translation>✗ ঠিক হয়নি: সঠিক উত্তর হলো বিকল্প %1।</translation>
    </message>
    <message>
        <source>You answered %1 of %2 questions correctly.</source>
        <translation>আপনি %2টি প্রশ্নের মধ্যে %1টির সঠিক উত্তর দিয়েছেন।</translation>
    </message>
    <message>
        <source>Show me in the lesson ▸</source>
        <translation>পাঠে দেখান ▸</translation>
    </message>
    <message>
        <source>Jump to the moment in the lesson&apos;s animation that this question is about</source>
        <translation>পাঠের অ্যানিমেশনের যে মুহূর্ত নিয়ে এই প্রশ্ন, সেখানে যান</translation>
    </message>
    <message>
        <source>Option %1 is chosen. Press R to reveal the answer.</source>
        <translation>বিকল্প %1 বেছে নেওয়া হয়েছে। উত্তর দেখতে R চাপুন।</translation>
    </message>
</context>
<context>
    <name>QuizReader</name>
    <message>
        <source>%1 has no &apos;%2&apos;</source>
        <translation>%1-এ &apos;%2&apos; নেই</translation>
    </message>
    <message>
        <source>the %1 of %2: %3</source>
        <translation>%2-এর %1: %3</translation>
    </message>
    <message>
        <source>the quiz</source>
        <translation>কুইজ</translation>
    </message>
    <message>
        <source>the quiz has no &apos;id&apos;</source>
        <translation>কুইজে কোনো &apos;id&apos; নেই</translation>
    </message>
    <message>
        <source>the quiz does not name its &apos;lesson&apos;</source>
        <translation>কুইজে তার &apos;lesson&apos; উল্লেখ করা নেই</translation>
    </message>
    <message>
        <source>the quiz has no questions</source>
        <translation>কুইজে কোনো প্রশ্ন নেই</translation>
    </message>
    <message>
        <source>question %1</source>
        <translation>প্রশ্ন %1</translation>
    </message>
    <message>
        <source>%1 has %2 options; every question needs exactly %3</source>
        <translation>%1-এ %2টি বিকল্প আছে; প্রতিটি প্রশ্নে ঠিক %3টি বিকল্প থাকতে হবে</translation>
    </message>
    <message>
        <source>option %1 of %2: %3</source>
        <translation>%2-এর বিকল্প %1: %3</translation>
    </message>
    <message>
        <source>%1 has no correct option</source>
        <translation>%1-এ কোনো সঠিক বিকল্প নেই</translation>
    </message>
    <message>
        <source>%1 names option %2 as correct, but options are numbered 0 to %3</source>
        <translation>%1 বিকল্প %2-কে সঠিক বলছে, কিন্তু বিকল্পগুলির নম্বর 0 থেকে %3</translation>
    </message>
    <message>
        <source>%1 has a &apos;show_me&apos; link without a lesson or scene</source>
        <translation>%1-এ পাঠ বা দৃশ্য ছাড়া একটি &apos;show_me&apos; লিংক আছে</translation>
    </message>
</context>
<context>
    <name>SnapshotPresenter</name>
    <message>
        <source>GPU %1: %2 segments, %3 trace events; peak reserved %4. Replayed through the allocator: %5 of %6 allocations at the recorded address, %7 of %8 segments as recorded.</source>
        <translation>GPU %1: %2টি সেগমেন্ট, %3টি ট্রেস ইভেন্ট; রিজার্ভডের সর্বোচ্চ মান %4। বরাদ্দকারীর মধ্য দিয়ে রিপ্লে করা হয়েছে: %6টি বরাদ্দের মধ্যে %5টি রেকর্ড করা অ্যাড্রেসে, %8টি সেগমেন্টের মধ্যে %7টি রেকর্ড অনুযায়ী।</translation>
    </message>
    <message>
        <source>First difference: %1</source>
        <translation>প্রথম পার্থক্য: %1</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>ইভেন্ট %1: %2</translation>
    </message>
    <message>
        <source>The snapshot recorded no stack for this allocation (event %1).</source>
        <translation>স্ন্যাপশটে এই বরাদ্দের কোনো স্ট্যাক রেকর্ড করা হয়নি (ইভেন্ট %1)।</translation>
    </message>
    <message>
        <source>This block was allocated before the trace began; its stack is not known.</source>
        <translation>ট্রেস শুরু হওয়ার আগেই এই ব্লকটি বরাদ্দ করা হয়েছিল; এর স্ট্যাক জানা নেই।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>রিজার্ভডের সর্বোচ্চ মান</translation>
    </message>
    <message>
        <source>peak allocated</source>
        <translation>বরাদ্দকৃতের সর্বোচ্চ মান</translation>
    </message>
    <message>
        <source>peak inactive split</source>
        <translation>নিষ্ক্রিয় বিভক্ত অংশের সর্বোচ্চ মান</translation>
    </message>
    <message>
        <source>fragmentation at peak</source>
        <translation>সর্বোচ্চ অবস্থায় ফ্র্যাগমেন্টেশন</translation>
    </message>
    <message>
        <source>out-of-memory errors</source>
        <translation>আউট-অফ-মেমরি ত্রুটি</translation>
    </message>
</context>
<context>
    <name>SnapshotView</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>allocated %1 · reserved %2 · active %3
inactive split %4 · fragmentation %5</source>
        <translation>বরাদ্দকৃত %1 · রিজার্ভড %2 · সক্রিয় %3
নিষ্ক্রিয় বিভক্ত %4 · ফ্র্যাগমেন্টেশন %5</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>রেকর্ড করা</translation>
    </message>
    <message>
        <source>what if</source>
        <translation>যদি এমন হতো</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;ডিভাইস:</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>বরাদ্দকারী কী করেছে</translation>
    </message>
    <message>
        <source>Stack of the selected block&apos;s allocation</source>
        <translation>নির্বাচিত ব্লকের বরাদ্দের স্ট্যাক</translation>
    </message>
    <message>
        <source>What if: replay under other settings</source>
        <translation>যদি এমন হতো: অন্য সেটিংসে রিপ্লে</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU মেমরি</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>রেকর্ড অনুযায়ী</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;রিপ্লে</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>GPU Memory Lab: watch GPU memory being managed, and take the quizzes.</source>
        <translation>GPU Memory Lab: GPU মেমরি কীভাবে পরিচালিত হয় তা দেখুন, আর কুইজে অংশ নিন।</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>এই সাহায্য দেখান।</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>সংস্করণ দেখান।</translation>
    </message>
    <message>
        <source>Open lesson ID (caching-allocator, paged-kv-cache, activation-checkpointing).</source>
        <translation>ID পাঠটি খুলুন (caching-allocator, paged-kv-cache, activation-checkpointing)।</translation>
    </message>
    <message>
        <source>Interface and quiz language: en, bn, sw or wo.</source>
        <translation>ইন্টারফেস ও কুইজের ভাষা: en, bn, sw বা wo।</translation>
    </message>
    <message>
        <source>Run the engines on: auto, sim or cuda.</source>
        <translation>ইঞ্জিনগুলি কোথায় চলবে: auto, sim বা cuda।</translation>
    </message>
    <message>
        <source>Also load lessons and quizzes from DIR (DIR/lessons/*.json, DIR/quizzes/*.json).</source>
        <translation>DIR থেকেও পাঠ ও কুইজ লোড করুন (DIR/lessons/*.json, DIR/quizzes/*.json)।</translation>
    </message>
    <message>
        <source>A PyTorch memory snapshot to open.</source>
        <translation>খোলার জন্য একটি PyTorch মেমরি স্ন্যাপশট।</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;: choose en, bn, sw or wo</source>
        <translation>অজানা ভাষা &apos;%1&apos;: en, bn, sw বা wo বেছে নিন</translation>
    </message>
    <message>
        <source>unknown device &apos;%1&apos;: choose auto, sim or cuda</source>
        <translation>অজানা ডিভাইস &apos;%1&apos;: auto, sim বা cuda বেছে নিন</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s (or the snapshot FILE&apos;s) views into DIR and exit; needs no display.</source>
        <translation>পাঠের (বা স্ন্যাপশট FILE-এর) চিত্রগুলি DIR-এ লিখে প্রস্থান করুন; কোনো ডিসপ্লে লাগে না।</translation>
    </message>
    <message>
        <source>With --export: the animation step N to draw (1 is the first).</source>
        <translation>--export-এর সাথে: অ্যানিমেশনের যে ধাপ N আঁকা হবে (প্রথম ধাপ 1)।</translation>
    </message>
    <message>
        <source>With --export: draw every step.</source>
        <translation>--export-এর সাথে: প্রতিটি ধাপ আঁকুন।</translation>
    </message>
    <message>
        <source>With --export: png, svg or pdf.</source>
        <translation>--export-এর সাথে: png, svg বা pdf।</translation>
    </message>
    <message>
        <source>With --export: pixels per point for PNG (1 to 8).</source>
        <translation>--export-এর সাথে: PNG-র জন্য পয়েন্টপ্রতি পিক্সেল (1 থেকে 8)।</translation>
    </message>
    <message>
        <source>--%1 only goes with --export DIR</source>
        <translation>--%1 শুধু --export DIR-এর সাথেই ব্যবহার করা যায়</translation>
    </message>
    <message>
        <source>--export needs a folder to write into</source>
        <translation>--export-এর জন্য লেখার মতো একটি ফোল্ডার দরকার</translation>
    </message>
    <message>
        <source>--export needs either --lesson ID or one snapshot FILE</source>
        <translation>--export-এর জন্য --lesson ID অথবা একটি স্ন্যাপশট FILE দরকার</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;: choose png, svg or pdf</source>
        <translation>অজানা ফরম্যাট &apos;%1&apos;: png, svg বা pdf বেছে নিন</translation>
    </message>
    <message>
        <source>--step and --all-steps cannot both be given</source>
        <translation>--step ও --all-steps একসাথে দেওয়া যায় না</translation>
    </message>
    <message>
        <source>--step wants a whole number from 1, not &apos;%1&apos;</source>
        <translation>--step-এর জন্য 1 বা তার বেশি একটি পূর্ণসংখ্যা দিন, &apos;%1&apos; নয়</translation>
    </message>
    <message>
        <source>--scale wants a number from 1 to 8, not &apos;%1&apos;</source>
        <translation>--scale-এর জন্য 1 থেকে 8-এর মধ্যে একটি সংখ্যা দিন, &apos;%1&apos; নয়</translation>
    </message>
</context>
<context>
    <name>ThemeController</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;উচ্চ কনট্রাস্ট</translation>
    </message>
    <message>
        <source>Black on white with strong colours and thicker lines, for a washed-out projector</source>
        <translation>সাদার ওপর কালো, গাঢ় রং ও মোটা রেখাসহ; আলো ফিকে হয়ে যাওয়া প্রজেক্টরের জন্য</translation>
    </message>
</context>
</TS>
