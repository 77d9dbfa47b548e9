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
        <source>Statistics (torch.cuda.memory_stats)</source>
        <translation>পরিসংখ্যান (torch.cuda.memory_stats)</translation>
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
        <source>Allocator settings (PYTORCH_CUDA_ALLOC_CONF)</source>
        <translation>বরাদ্দকারীর সেটিংস (PYTORCH_CUDA_ALLOC_CONF)</translation>
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
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>কুইজটি &apos;%1&apos; পাঠের অংশ, কিন্তু সেই পাঠটি নেই</translation>
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
    <name>LessonPage</name>
    <message>
        <source>Hide the introduction</source>
        <translation>ভূমিকা লুকান</translation>
    </message>
    <message>
        <source>Show the introduction</source>
        <translation>ভূমিকা দেখান</translation>
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
        <source>%1 steps/s</source>
        <translation>%1 ধাপ/সেকেন্ড</translation>
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
        <source>Step %1 of %2</source>
        <translation>ধাপ %1 (মোট %2)</translation>
    </message>
    <message>
        <source>No steps to play</source>
        <translation>চালানোর মতো কোনো ধাপ নেই</translation>
    </message>
    <message>
        <source>This lesson has no animated steps yet.</source>
        <translation>এই পাঠে এখনও কোনো অ্যানিমেটেড ধাপ নেই।</translation>
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
</context>
</TS>
