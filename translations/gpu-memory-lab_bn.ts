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
        <source>Active memory timeline</source>
        <translation>সক্রিয় মেমরির সময়রেখা</translation>
    </message>
    <message>
        <source>Live allocations stacked over time, the largest as bands and the rest merged along the bottom; the cursor marks the event shown.</source>
        <translation>সময়ের সাথে বিদ্যমান বরাদ্দগুলি একটির ওপর আরেকটি সাজিয়ে দেখানো; সবচেয়ে বড়গুলি আলাদা ব্যান্ড হিসেবে, বাকিগুলি নিচে একসাথে মিলিয়ে; কার্সার দেখানো ইভেন্টটি চিহ্নিত করে।</translation>
    </message>
    <message>
        <source>reserved</source>
        <extracomment>Legend of the active memory timeline: the line of the bytes the allocator holds from the device.</extracomment>
        <translation>রিজার্ভড</translation>
    </message>
    <message>
        <source>OOM</source>
        <extracomment>The mark on the active memory timeline at an allocation that failed for lack of memory. Keep it short: it labels a line a few pixels wide.</extracomment>
        <translation>OOM</translation>
    </message>
    <message>
        <source>peak</source>
        <extracomment>The mark on the active memory timeline at the event where allocated memory peaks. Keep it short.</extracomment>
        <translation>সর্বোচ্চ</translation>
    </message>
    <message>
        <source>Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.</source>
        <translation>প্লাস ও মাইনাস জুম বাড়ায় ও কমায়, 0 পুরো ট্রেস দেখায়, Shift-এর সাথে বাম বা ডান সরায়।</translation>
    </message>
    <message>
        <source>On stream %1</source>
        <extracomment>In the active memory timeline&apos;s tooltip: the stream an allocation was made on (%1: its name or id).</extracomment>
        <translation>স্ট্রিম %1-এ</translation>
    </message>
    <message>
        <source>In %1</source>
        <extracomment>In the active memory timeline&apos;s tooltip: %1 names the private pool (a CUDA graph&apos;s, ...).</extracomment>
        <translation>%1-এ</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <extracomment>In the active memory timeline&apos;s tooltip: %1 is the device memory the allocator holds then.</extracomment>
        <translation>%1 রিজার্ভড</translation>
    </message>
    <message>
        <source>Live allocations stacked over time. The cursor is after %1 (the trace ends with %2), with %3 active. Left and Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.</source>
        <extracomment>%1 and %2 name events (&quot;event 12&quot;): where the cursor is, and the trace&apos;s last.</extracomment>
        <translation>সময়ের সাথে স্তূপ করা জীবিত বরাদ্দ। কার্সর %1-এর পরে (ট্রেস শেষ হয় %2-এ), %3 সক্রিয়। বাম ও ডান এক ইভেন্ট সরায়, Page Up ও Page Down ট্রেসের এক-দশমাংশ, Home ও End দুই প্রান্তে।</translation>
    </message>
    <message>
        <source>Showing %1 to %2. Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.</source>
        <translation>%1 থেকে %2 দেখানো হচ্ছে। প্লাস ও মাইনাস জুম বাড়ায় ও কমায়, 0 পুরো ট্রেস দেখায়, Shift-এর সাথে বাম বা ডান সরায়।</translation>
    </message>
    <message>
        <source>%1 at %2
allocated at %3, freed at %4</source>
        <extracomment>%3 and %4 name events (&quot;event 12&quot;, &quot;before the trace&quot;).</extracomment>
        <translation>%2-এ %1
%3-এ বরাদ্দ, %4-এ মুক্ত</translation>
    </message>
    <message>
        <source>After %1: %2 in smaller allocations</source>
        <extracomment>%1 names an event (&quot;event 12&quot;).</extracomment>
        <translation>%1-এর পরে: ছোট বরাদ্দগুলোতে %2</translation>
    </message>
    <message>
        <source>Out of memory at %1: an allocation failed.</source>
        <extracomment>%1 names an event (&quot;event 12&quot;).</extracomment>
        <translation>%1-এ মেমরি ফুরিয়েছে: একটি বরাদ্দ ব্যর্থ হয়েছে।</translation>
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
        <translation>দুটোই চালান(&amp;R)</translation>
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
        <translation>এক্সপোর্ট(&amp;E)…</translation>
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
    <name>AllocatorEventText</name>
    <message>
        <source>expandable segment %1</source>
        <translation>প্রসারণযোগ্য সেগমেন্ট %1</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>সেগমেন্ট %1</translation>
    </message>
    <message>
        <source>small pool</source>
        <translation>ছোট পুল</translation>
    </message>
    <message>
        <source>large pool</source>
        <translation>বড় পুল</translation>
    </message>
    <message>
        <source>%1 (rounded to %2)</source>
        <translation>%1 (রাউন্ড করার পর %2)</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3 and split off %4, which stays cached after it.</source>
        <translation>%1 বরাদ্দ করা হয়েছে: %3-এ ক্যাশে থাকা %2-এর একটি ব্লক আবার ব্যবহার করা হয়েছে, আর এর পরের %4 আলাদা করা হয়েছে, যা ক্যাশেই থেকে যায়।</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3 whole. The %4 left over is below the split threshold, so the tensor gets it too.</source>
        <translation>%1 বরাদ্দ করা হয়েছে: %3-এ ক্যাশে থাকা %2-এর একটি ব্লক ভাগ না করে পুরোটাই আবার ব্যবহার করা হয়েছে। বাকি থাকা %4 বিভাজন-সীমার নিচে, তাই টেনসরটি সেটুকুও পায়।</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3.</source>
        <translation>%1 বরাদ্দ করা হয়েছে: %3-এ ক্যাশে থাকা %2-এর একটি ব্লক আবার ব্যবহার করা হয়েছে।</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2 and split off %3, which stays cached after it.</source>
        <translation>%2-এর নতুন মেমরির শুরুতে %1 বরাদ্দ করা হয়েছে, আর এর পরের %3 আলাদা করা হয়েছে, যা ক্যাশেই থেকে যায়।</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2, whole. The %3 left over is below the split threshold, so the tensor gets it too.</source>
        <translation>%2-এর নতুন মেমরির শুরুতে %1 বরাদ্দ করা হয়েছে, কোনো ভাগ না করেই। বাকি থাকা %3 বিভাজন-সীমার নিচে, তাই টেনসরটি সেটুকুও পায়।</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2.</source>
        <translation>%2-এর নতুন মেমরির শুরুতে %1 বরাদ্দ করা হয়েছে।</translation>
    </message>
    <message>
        <source>The streams using the block finished: the %1 block is cached again, merged with its free neighbours into %2 (%3).</source>
        <translation>যে স্ট্রিমগুলি ব্লকটি ব্যবহার করছিল সেগুলির কাজ শেষ হয়েছে: %1-এর ব্লকটি আবার ক্যাশে রাখা হয়েছে, পাশের মুক্ত ব্লকগুলির সাথে জুড়ে %2 হয়ে (%3)।</translation>
    </message>
    <message>
        <source>The streams using the block finished: the %1 block is cached again (%2).</source>
        <translation>যে স্ট্রিমগুলি ব্লকটি ব্যবহার করছিল সেগুলির কাজ শেষ হয়েছে: %1-এর ব্লকটি আবার ক্যাশে রাখা হয়েছে (%2)।</translation>
    </message>
    <message>
        <source>The %1 block is cached again, merged with its free neighbours into %2 (%3).</source>
        <translation>%1-এর ব্লকটি আবার ক্যাশে রাখা হয়েছে, পাশের মুক্ত ব্লকগুলির সাথে জুড়ে %2 হয়ে (%3)।</translation>
    </message>
    <message>
        <source>The %1 block is cached again (%2).</source>
        <translation>%1-এর ব্লকটি আবার ক্যাশে রাখা হয়েছে (%2)।</translation>
    </message>
    <message>
        <source>Reserved a %1 virtual address range for %2 (%3, stream %4). It holds no memory yet: pages are mapped into it as it grows.</source>
        <translation>%2-এর জন্য %1-এর একটি ভার্চুয়াল অ্যাড্রেস পরিসর রিজার্ভ করা হয়েছে (%3, স্ট্রিম %4)। এতে এখনও কোনো মেমরি নেই: এটি যত বড় হয়, তত এতে পেজ ম্যাপ করা হয়।</translation>
    </message>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n cached oversize block(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>ক্যাশে থাকা কোনো ব্লকে %1 আঁটে না। %2-এর একটি নতুন সেগমেন্ট নেওয়া যায়নি, তাই বরাদ্দকারী ক্যাশে থাকা %nটি অতিবড় ব্লক (%3) ছেড়ে দিয়ে আবার চেষ্টা করেছে, এবং %5-এ %6 অ্যাড্রেসে %4 পেয়েছে।</numerusform>
            <numerusform>ক্যাশে থাকা কোনো ব্লকে %1 আঁটে না। %2-এর একটি নতুন সেগমেন্ট নেওয়া যায়নি, তাই বরাদ্দকারী ক্যাশে থাকা %nটি অতিবড় ব্লক (%3) ছেড়ে দিয়ে আবার চেষ্টা করেছে, এবং %5-এ %6 অ্যাড্রেসে %4 পেয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n whole free segment(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>ক্যাশে থাকা কোনো ব্লকে %1 আঁটে না। %2-এর একটি নতুন সেগমেন্ট নেওয়া যায়নি, তাই বরাদ্দকারী %nটি পুরোপুরি খালি সেগমেন্ট (%3) ছেড়ে দিয়ে আবার চেষ্টা করেছে, এবং %5-এ %6 অ্যাড্রেসে %4 পেয়েছে।</numerusform>
            <numerusform>ক্যাশে থাকা কোনো ব্লকে %1 আঁটে না। %2-এর একটি নতুন সেগমেন্ট নেওয়া যায়নি, তাই বরাদ্দকারী %nটি পুরোপুরি খালি সেগমেন্ট (%3) ছেড়ে দিয়ে আবার চেষ্টা করেছে, এবং %5-এ %6 অ্যাড্রেসে %4 পেয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>No cached block fits %1, so the allocator asked the device for a new %2 segment: %3 in the %4, at %5.</source>
        <translation>ক্যাশে থাকা কোনো ব্লকে %1 আঁটে না, তাই বরাদ্দকারী ডিভাইসের কাছে %2-এর একটি নতুন সেগমেন্ট চেয়েছে: %4-এ %3, %5 অ্যাড্রেসে।</translation>
    </message>
    <message>
        <source>empty_cache returned %1 (%2), which was wholly free, to the device.</source>
        <translation>empty_cache পুরোপুরি খালি %1 (%2) ডিভাইসকে ফেরত দিয়েছে।</translation>
    </message>
    <message>
        <source>Out of memory: the allocator released the cached oversize block %1 (%2) so that a new segment might fit.</source>
        <translation>আউট-অফ-মেমরি: নতুন একটি সেগমেন্ট যাতে এঁটে যেতে পারে, সেজন্য বরাদ্দকারী ক্যাশে থাকা অতিবড় ব্লকটি, %1 (%2), ছেড়ে দিয়েছে।</translation>
    </message>
    <message>
        <source>Out of memory: the allocator released %1 (%2), which was wholly free, before retrying.</source>
        <translation>আউট-অফ-মেমরি: আবার চেষ্টা করার আগে বরাদ্দকারী পুরোপুরি খালি %1 (%2) ছেড়ে দিয়েছে।</translation>
    </message>
    <message numerus="yes">
        <source>Garbage collection: reserved memory passed the threshold, so the allocator released the unused %1 (%2), idle for %n search(es) of the cache.</source>
        <translation>
            <numerusform>গার্বেজ কালেকশন: রিজার্ভড মেমরি সীমা ছাড়িয়েছে, তাই বরাদ্দকারী অব্যবহৃত %1 (%2) ছেড়ে দিয়েছে; ক্যাশে %n বার খোঁজার মধ্যে এটি একবারও কাজে লাগেনি।</numerusform>
            <numerusform>গার্বেজ কালেকশন: রিজার্ভড মেমরি সীমা ছাড়িয়েছে, তাই বরাদ্দকারী অব্যবহৃত %1 (%2) ছেড়ে দিয়েছে; ক্যাশে %n বার খোঁজার মধ্যে এটি একবারও কাজে লাগেনি।</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page of %1 is unmapped, so its %2 address range is released.</source>
        <translation>%1-এর প্রতিটি পেজ আনম্যাপ করা হয়েছে, তাই এর %2-এর অ্যাড্রেস পরিসর ছেড়ে দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>Released %1 (%2).</source>
        <translation>%1 (%2) ছেড়ে দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>Out of memory: no cached block fits, and the device has no room for a new segment.</source>
        <translation>আউট-অফ-মেমরি: ক্যাশে থাকা কোনো ব্লকে এটি আঁটে না, আর ডিভাইসে নতুন সেগমেন্টের জায়গা নেই।</translation>
    </message>
    <message>
        <source>The allocator refused the call: the size is 0, or more than the device could ever hand out. Nothing changed.</source>
        <translation>বরাদ্দকারী কলটি প্রত্যাখ্যান করেছে: আকার 0, অথবা ডিভাইস কখনও যতটা দিতে পারে তার চেয়ে বেশি। কিছুই বদলায়নি।</translation>
    </message>
    <message>
        <source>The allocator refused the call: no live allocation has that address. Nothing changed.</source>
        <translation>বরাদ্দকারী কলটি প্রত্যাখ্যান করেছে: কোনো সক্রিয় বরাদ্দের ওই অ্যাড্রেস নেই। কিছুই বদলায়নি।</translation>
    </message>
    <message>
        <source>The allocator refused the call: that block is already free, or waiting to be freed. Nothing changed.</source>
        <translation>বরাদ্দকারী কলটি প্রত্যাখ্যান করেছে: ওই ব্লকটি আগে থেকেই মুক্ত, অথবা মুক্তির অপেক্ষায়। কিছুই বদলায়নি।</translation>
    </message>
    <message>
        <source>The allocator refused the setting, as PyTorch would. Nothing changed.</source>
        <translation>PyTorch যেমন করত, তেমনি বরাদ্দকারী সেটিংটি প্রত্যাখ্যান করেছে। কিছুই বদলায়নি।</translation>
    </message>
    <message>
        <source>The device failed in a way that is not out of memory. Nothing changed.</source>
        <translation>ডিভাইসটি আউট-অফ-মেমরি ছাড়া অন্য কোনো কারণে ব্যর্থ হয়েছে। কিছুই বদলায়নি।</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is reserved by PyTorch but unallocated. If reserved but unallocated memory is large, try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.</source>
        <translation>CUDA আউট-অফ-মেমরি। %1 বরাদ্দ করার চেষ্টা করা হয়েছিল। GPU %2-এর মোট ধারণক্ষমতা %3, যার মধ্যে %4 মুক্ত, এবং এই প্রসেসকে %5 পর্যন্ত ব্যবহারের অনুমতি দেওয়া আছে। বরাদ্দকৃত মেমরির মধ্যে %6 PyTorch বরাদ্দ করেছে, আর %7 PyTorch রিজার্ভ করেছে কিন্তু বরাদ্দ করেনি। রিজার্ভড কিন্তু অবরাদ্দকৃত মেমরি বেশি হলে ফ্র্যাগমেন্টেশন এড়াতে PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True সেট করে দেখুন।</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. Of the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated. If reserved but unallocated memory is large, try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.</source>
        <translation>CUDA আউট-অফ-মেমরি। %1 বরাদ্দ করার চেষ্টা করা হয়েছিল। GPU %2-এর মোট ধারণক্ষমতা %3, যার মধ্যে %4 মুক্ত। বরাদ্দকৃত মেমরির মধ্যে %5 PyTorch বরাদ্দ করেছে, আর %6 PyTorch রিজার্ভ করেছে কিন্তু বরাদ্দ করেনি। রিজার্ভড কিন্তু অবরাদ্দকৃত মেমরি বেশি হলে ফ্র্যাগমেন্টেশন এড়াতে PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True সেট করে দেখুন।</translation>
    </message>
    <message numerus="yes">
        <source>Freed the %1 block at %2, but %n other stream(s) may still use it: it stays active (pending free) until they finish.</source>
        <translation>
            <numerusform>%2 অ্যাড্রেসের %1-এর ব্লকটি মুক্ত করা হয়েছে, কিন্তু অন্য %nটি স্ট্রিম এখনও এটি ব্যবহার করতে পারে: সেগুলির কাজ শেষ না হওয়া পর্যন্ত এটি সক্রিয় (মুক্তির অপেক্ষায়) থাকে।</numerusform>
            <numerusform>%2 অ্যাড্রেসের %1-এর ব্লকটি মুক্ত করা হয়েছে, কিন্তু অন্য %nটি স্ট্রিম এখনও এটি ব্যবহার করতে পারে: সেগুলির কাজ শেষ না হওয়া পর্যন্ত এটি সক্রিয় (মুক্তির অপেক্ষায়) থাকে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Freed the %1 block at %2.</source>
        <translation>%2 অ্যাড্রেসের %1-এর ব্লকটি মুক্ত করা হয়েছে।</translation>
    </message>
    <message>
        <source>After releasing cached memory the allocator retried: it mapped %1 of pages at %2 into %3, so the segment grows instead of a new one being made.</source>
        <translation>ক্যাশে থাকা মেমরি ছেড়ে দেওয়ার পর বরাদ্দকারী আবার চেষ্টা করেছে: এটি %2 অ্যাড্রেসে %1 পেজ %3-এ ম্যাপ করেছে, ফলে নতুন সেগমেন্ট তৈরি না করে সেগমেন্টটিই বড় হয়।</translation>
    </message>
    <message>
        <source>No cached block fits %1, so the allocator mapped %2 of pages at %3 into %4: the segment grows instead of a new one being made.</source>
        <translation>ক্যাশে থাকা কোনো ব্লকে %1 আঁটে না, তাই বরাদ্দকারী %3 অ্যাড্রেসে %2 পেজ %4-এ ম্যাপ করেছে: নতুন সেগমেন্ট তৈরি না করে সেগমেন্টটিই বড় হয়।</translation>
    </message>
    <message>
        <source>empty_cache unmapped %1 of free pages at %2 from %3.</source>
        <translation>empty_cache %3 থেকে %2 অ্যাড্রেসে %1 মুক্ত পেজ আনম্যাপ করেছে।</translation>
    </message>
    <message>
        <source>Out of memory: the allocator unmapped %1 of free pages at %2 from %3.</source>
        <translation>আউট-অফ-মেমরি: বরাদ্দকারী %3 থেকে %2 অ্যাড্রেসে %1 মুক্ত পেজ আনম্যাপ করেছে।</translation>
    </message>
    <message numerus="yes">
        <source>empty_cache returned %n whole free segment(s) and free pages (%1) to the device. Free pieces of partly used segments stay cached.</source>
        <translation>
            <numerusform>empty_cache %nটি পুরোপুরি খালি সেগমেন্ট ও মুক্ত পেজ (%1) ডিভাইসকে ফেরত দিয়েছে। আংশিক ব্যবহৃত সেগমেন্টের মুক্ত টুকরোগুলি ক্যাশে থেকে যায়।</numerusform>
            <numerusform>empty_cache %nটি পুরোপুরি খালি সেগমেন্ট ও মুক্ত পেজ (%1) ডিভাইসকে ফেরত দিয়েছে। আংশিক ব্যবহৃত সেগমেন্টের মুক্ত টুকরোগুলি ক্যাশে থেকে যায়।</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is reserved by PyTorch but unallocated.</source>
        <translation>CUDA আউট-অফ-মেমরি। %1 বরাদ্দ করার চেষ্টা করা হয়েছিল। GPU %2-এর মোট ধারণক্ষমতা %3, যার মধ্যে %4 মুক্ত, এবং এই প্রসেসকে %5 পর্যন্ত ব্যবহারের অনুমতি দেওয়া আছে। বরাদ্দকৃত মেমরির মধ্যে %6 PyTorch বরাদ্দ করেছে, আর %7 PyTorch রিজার্ভ করেছে কিন্তু বরাদ্দ করেনি।</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. Of the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated.</source>
        <translation>CUDA আউট-অফ-মেমরি। %1 বরাদ্দ করার চেষ্টা করা হয়েছিল। GPU %2-এর মোট ধারণক্ষমতা %3, যার মধ্যে %4 মুক্ত। বরাদ্দকৃত মেমরির মধ্যে %5 PyTorch বরাদ্দ করেছে, আর %6 PyTorch রিজার্ভ করেছে কিন্তু বরাদ্দ করেনি।</translation>
    </message>
</context>
<context>
    <name>AllocatorLesson</name>
    <message>
        <source>There is no scenario &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; নামে কোনো পরিস্থিতি নেই।</translation>
    </message>
    <message>
        <source>%1, limited to %2</source>
        <translation>%1, %2-এ সীমিত</translation>
    </message>
    <message>
        <source>simulated GPU of %1</source>
        <translation>%1-এর সিমুলেটেড GPU</translation>
    </message>
    <message>
        <source>There is no live tensor “%1”: it was never allocated, or it was freed already.</source>
        <translation>“%1” নামে কোনো জীবিত টেনসর নেই: এটি কখনো বরাদ্দ হয়নি, অথবা আগেই মুক্ত করা হয়েছে।</translation>
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
    <message>
        <source>The caching allocator lesson has no scenario “%1”: choose one of %2.</source>
        <translation>ক্যাশিং বরাদ্দকারী পাঠে “%1” নামে কোনো পরিস্থিতি নেই: %2-এর মধ্যে একটি বেছে নিন।</translation>
    </message>
    <message>
        <source>Written for PyTorch&apos;s default settings on a %1 GPU: under this run&apos;s settings its figures and advice may not hold. The statistics and what the allocator did are this run&apos;s.

%2</source>
        <translation>PyTorch-এর ডিফল্ট সেটিংসে %1-এর একটি GPU-র জন্য লেখা: এই রানের সেটিংসে এর সংখ্যা ও পরামর্শ না-ও খাটতে পারে। পরিসংখ্যান আর বরাদ্দকারী যা করেছে, তা এই রানেরই।

%2</translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1: %2</source>
        <translation>পরিস্থিতিটি %1-এ সংরক্ষণ করা যায়নি: %2</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>পরিস্থিতি ফাইল হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>পরিস্থিতি ফাইল (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli allocator --script, and in the lesson from a content folder&apos;s scenarios/allocator/ (--content).</source>
        <translation>%1-এ সংরক্ষিত হয়েছে। এটি gpu-memory-lab-cli allocator --script-এ চলে, আর কোনো কনটেন্ট ফোল্ডারের scenarios/allocator/ থেকে (--content) পাঠেও চলে।</translation>
    </message>
    <message>
        <source>The scene&apos;s script cannot be run: %1</source>
        <translation>দৃশ্যের স্ক্রিপ্টটি চালানো যায় না: %1</translation>
    </message>
    <message>
        <source>The scene shows scenario “%1”, which this window does not have, and holds no script to run.</source>
        <translation>দৃশ্যটি “%1” পরিস্থিতি দেখায়, যা এই উইন্ডোতে নেই, আর তাতে চালানোর মতো কোনো স্ক্রিপ্টও নেই।</translation>
    </message>
    <message>
        <source>The scene opens at step %1, but its scenario has %2 steps.</source>
        <translation>দৃশ্যটি ধাপ %1-এ খোলে, কিন্তু তার পরিস্থিতিতে ধাপ আছে %2টি।</translation>
    </message>
    <message>
        <source>The scene&apos;s scenario could not be run under its settings.</source>
        <translation>দৃশ্যের পরিস্থিতিটি তার সেটিংসে চালানো যায়নি।</translation>
    </message>
</context>
<context>
    <name>AllocatorPrediction</name>
    <message>
        <source>Predict: the next step allocates %1 as “%2”. Will it fit, or run out of memory?</source>
        <translation>অনুমান করুন: পরের ধাপে “%2” হিসেবে %1 বরাদ্দ হবে। এটি কি জায়গা পাবে, নাকি মেমরি ফুরিয়ে যাবে?</translation>
    </message>
    <message>
        <source>Predict: the next step allocates %1 as “%2”. Which free block will the allocator take? Click it in the map, or choose a new segment.</source>
        <translation>অনুমান করুন: পরের ধাপে “%2” হিসেবে %1 বরাদ্দ হবে। অ্যালোকেটর কোন মুক্ত ব্লকটি নেবে? মানচিত্রে সেটিতে ক্লিক করুন, অথবা নতুন সেগমেন্ট বেছে নিন।</translation>
    </message>
    <message>
        <source>That block is not free: pick a free cached block (green or grey), or a new segment.</source>
        <translation>ওই ব্লকটি মুক্ত নয়: একটি মুক্ত ক্যাশ করা ব্লক (সবুজ বা ধূসর) বেছে নিন, অথবা নতুন সেগমেন্ট।</translation>
    </message>
    <message>
        <source>Pick a free cached block (green or grey) in the map, or a new segment.</source>
        <translation>মানচিত্রে একটি মুক্ত ক্যাশ করা ব্লক (সবুজ বা ধূসর) বেছে নিন, অথবা নতুন সেগমেন্ট।</translation>
    </message>
    <message>
        <source>It ran out of memory.</source>
        <translation>মেমরি ফুরিয়ে গেল।</translation>
    </message>
    <message>
        <source>It needed memory from the device: a new segment.</source>
        <translation>এর জন্য ডিভাইস থেকে মেমরি লাগল: একটি নতুন সেগমেন্ট।</translation>
    </message>
    <message>
        <source>It split the free cached block of %1: %2 for the tensor (selected in the map), the rest stays cached.</source>
        <translation>এটি %1-এর মুক্ত ক্যাশ করা ব্লকটি ভাগ করল: টেনসরের জন্য %2 (মানচিত্রে নির্বাচিত), বাকিটা ক্যাশেই থাকে।</translation>
    </message>
    <message>
        <source>It took the free cached block of %1 whole (selected in the map).</source>
        <translation>এটি %1-এর মুক্ত ক্যাশ করা ব্লকটি পুরোটাই নিল (মানচিত্রে নির্বাচিত)।</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1: what happened; %2: the allocator&apos;s own account of it.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>It fits</source>
        <translation>জায়গা পাবে</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>মেমরি ফুরিয়ে যাবে</translation>
    </message>
    <message>
        <source>A new segment</source>
        <translation>একটি নতুন সেগমেন্ট</translation>
    </message>
    <message>
        <source>Or click the free block (green or grey) it will take in the map.</source>
        <translation>অথবা মানচিত্রে যে মুক্ত ব্লকটি (সবুজ বা ধূসর) এটি নেবে, সেটিতে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>the free block of %1 at %2</source>
        <extracomment>A free cached block in the prediction&apos;s list: %1 its size, %2 its address.</extracomment>
        <translation>%2-এ থাকা %1-এর মুক্ত ব্লক</translation>
    </message>
    <message>
        <source>the block you clicked</source>
        <translation>আপনি যে ব্লকে ক্লিক করেছেন</translation>
    </message>
</context>
<context>
    <name>AllocatorScriptText</name>
    <message>
        <source>Line %1, column %2: the file is not valid JSON (a comma, a quote or a bracket is missing or extra).</source>
        <translation>লাইন %1, কলাম %2: ফাইলটি বৈধ JSON নয় (একটি কমা, উদ্ধৃতিচিহ্ন বা বন্ধনী নেই বা বেশি আছে)।</translation>
    </message>
    <message>
        <source>this is not an object in braces, { … }, as a script and each of its ops are.</source>
        <translation>এটি বন্ধনীর { … } ভেতরের কোনো অবজেক্ট নয়, যেমন একটি স্ক্রিপ্ট আর তার প্রতিটি অপারেশন হয়।</translation>
    </message>
    <message>
        <source>there is no field “%1” here.</source>
        <translation>এখানে “%1” নামে কোনো ঘর নেই।</translation>
    </message>
    <message>
        <source>the field “%1” is missing.</source>
        <translation>“%1” ঘরটি নেই।</translation>
    </message>
    <message>
        <source>“%1” does not hold what it should.</source>
        <translation>“%1”-এ যা থাকার কথা তা নেই।</translation>
    </message>
    <message>
        <source>“%1” cannot be %2.</source>
        <translation>“%1” %2 হতে পারে না।</translation>
    </message>
    <message>
        <source>there is no op “%1” (the ops are alloc, free, record_stream, synchronize, empty_cache, set_memory_fraction and set_settings).</source>
        <translation>“%1” নামে কোনো অপারেশন নেই (অপারেশনগুলি হলো alloc, free, record_stream, synchronize, empty_cache, set_memory_fraction ও set_settings)।</translation>
    </message>
    <message>
        <source>“%1” is not live: it was never allocated, or it was freed already.</source>
        <translation>“%1” জীবিত নয়: এটি কখনো বরাদ্দ হয়নি, অথবা আগেই মুক্ত করা হয়েছে।</translation>
    </message>
    <message>
        <source>a script has either “ops” or “steps”, one of them.</source>
        <translation>একটি স্ক্রিপ্টে হয় “ops” থাকে, নয়তো “steps”, যেকোনো একটি।</translation>
    </message>
    <message>
        <source>the script has no ops.</source>
        <translation>স্ক্রিপ্টে কোনো অপারেশন নেই।</translation>
    </message>
    <message>
        <source>two steps are called “%1”.</source>
        <translation>দুটি ধাপের নাম “%1”।</translation>
    </message>
    <message>
        <source>a scene names the step “%1”, which the script does not have.</source>
        <translation>একটি দৃশ্য “%1” ধাপের নাম করে, যা স্ক্রিপ্টে নেই।</translation>
    </message>
    <message>
        <source>Op %1 (line %2): %3</source>
        <translation>অপারেশন %1 (লাইন %2): %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>লাইন %1: %2</translation>
    </message>
    <message>
        <source>Allocates %1 as “%2” on stream %3.</source>
        <translation>স্ট্রিম %3-এ “%2” হিসেবে %1 বরাদ্দ করে।</translation>
    </message>
    <message>
        <source>Frees “%1”.</source>
        <translation>“%1” মুক্ত করে।</translation>
    </message>
    <message>
        <source>Records that “%1” is used on stream %2 too.</source>
        <translation>লিখে রাখে যে “%1” স্ট্রিম %2-এও ব্যবহৃত হয়।</translation>
    </message>
    <message>
        <source>Waits for stream %1 to finish its work.</source>
        <translation>স্ট্রিম %1-এর কাজ শেষ হওয়া পর্যন্ত অপেক্ষা করে।</translation>
    </message>
    <message>
        <source>Waits for every stream to finish its work (torch.cuda.synchronize()).</source>
        <translation>প্রতিটি স্ট্রিমের কাজ শেষ হওয়া পর্যন্ত অপেক্ষা করে (torch.cuda.synchronize())।</translation>
    </message>
    <message>
        <source>Returns the cached free segments to the device (torch.cuda.empty_cache()).</source>
        <translation>ক্যাশে রাখা মুক্ত সেগমেন্টগুলি ডিভাইসে ফেরত দেয় (torch.cuda.empty_cache())।</translation>
    </message>
    <message>
        <source>Lets the allocator reserve at most %1% of the device&apos;s memory.</source>
        <translation>বরাদ্দকারীকে ডিভাইসের মেমরির সর্বোচ্চ %1% সংরক্ষণ করতে দেয়।</translation>
    </message>
    <message>
        <source>Changes the allocator&apos;s settings to %1.</source>
        <translation>বরাদ্দকারীর সেটিংস বদলে %1 করে।</translation>
    </message>
    <message>
        <source>The sandbox runs lines such as x = torch.empty(100 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache() and torch.cuda.synchronize(); it does not know this one.</source>
        <translation>পরীক্ষাগার x = torch.empty(100 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache() ও torch.cuda.synchronize()-এর মতো লাইন চালায়; এই লাইনটি সে চেনে না।</translation>
    </message>
    <message>
        <source>This tensor would be made in the CPU&apos;s memory, which the GPU&apos;s allocator never sees: add device=&quot;cuda&quot;.</source>
        <translation>এই টেনসরটি CPU-র মেমরিতে তৈরি হতো, যা GPU-র বরাদ্দকারী কখনো দেখে না: device=&quot;cuda&quot; যোগ করুন।</translation>
    </message>
    <message>
        <source>There is no dtype “%1”: try torch.float32, torch.float16 or torch.uint8.</source>
        <translation>“%1” নামে কোনো dtype নেই: torch.float32, torch.float16 বা torch.uint8 চেষ্টা করুন।</translation>
    </message>
    <message>
        <source>A tensor&apos;s size is a whole number of elements above 0, and no larger than a device could hold.</source>
        <translation>টেনসরের আকার হলো 0-এর বেশি একটি পূর্ণসংখ্যক উপাদান, আর কোনো ডিভাইস যতটা ধরতে পারে তার বেশি নয়।</translation>
    </message>
    <message>
        <source>Column %1: the line is not Python the sandbox can read.</source>
        <translation>কলাম %1: লাইনটি এমন Python নয় যা পরীক্ষাগার পড়তে পারে।</translation>
    </message>
    <message>
        <source>the step “%1” asks for a prediction but allocates nothing.</source>
        <translation>“%1” ধাপটি অনুমান চায়, কিন্তু কিছুই বরাদ্দ করে না।</translation>
    </message>
</context>
<context>
    <name>AllocatorSettingText</name>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: a setting&apos;s name belongs where “%1” is.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: যেখানে “%1” আছে, সেখানে একটি সেটিংয়ের নাম থাকার কথা।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: after the value of %1 comes a “,”, not “%2”.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1-এর মানের পরে “,” আসবে, “%2” নয়।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: a “,” at the end has no setting after it.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: শেষের “,”-এর পরে কোনো সেটিং নেই।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” and a value.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1-এর পরে একটি “%2” এবং একটি মান দরকার।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” where “%3” is.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1-এর “%3”-এর জায়গায় একটি “%2” দরকার।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be True or False.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 হতে হবে True অথবা False।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a whole number of MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 হতে হবে MiB-এ একটি পূর্ণ সংখ্যা।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be at least %2 MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 কমপক্ষে %2 MiB হতে হবে।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 has no value.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1-এর কোনো মান নেই।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a number between 0 and 1, both excluded.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 হতে হবে 0 আর 1-এর মাঝের একটি সংখ্যা; 0 বা 1 নিজে চলবে না।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a power of two up to 128.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 হতে হবে 128 পর্যন্ত দুইয়ের একটি ঘাত।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be native or cudaMallocAsync.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 হতে হবে native অথবা cudaMallocAsync।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: backend:cudaMallocAsync hands memory to the CUDA driver, and this lesson shows PyTorch&apos;s own caching allocator.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: backend:cudaMallocAsync মেমরির ভার CUDA ড্রাইভারকে দেয়, আর এই পাঠ দেখায় PyTorch-এর নিজের ক্যাশিং বরাদ্দকারী।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: PyTorch has no setting %1. It knows %2.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: PyTorch-এ %1 নামে কোনো সেটিং নেই। এর জানা সেটিংগুলি: %2।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: the number of divisions must be a power of two.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: বিভাগের সংখ্যা দুইয়ের একটি ঘাত হতে হবে।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs an interval in MiB, or “&gt;”, here.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1-এর তালিকায় এখানে MiB-এ একটি ব্যবধান, অথবা “&gt;”, দরকার।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: the divisions must be 0 or a power of two.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: বিভাগগুলি 0 অথবা দুইয়ের একটি ঘাত হতে হবে।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: an interval must be a power of two, in MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: ব্যবধান MiB-এ দুইয়ের একটি ঘাত হতে হবে।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs a “,” or a “]” here.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1-এর তালিকায় এখানে একটি “,” অথবা একটি “]” দরকার।</translation>
    </message>
</context>
<context>
    <name>AllocatorSidePanel</name>
    <message>
        <source>&apos;%1&apos; is not a size: write it like 25 MiB, 1.5 GiB or 4096.</source>
        <translation>&apos;%1&apos; কোনো আকার নয়: 25 MiB, 1.5 GiB বা 4096-এর মতো করে লিখুন।</translation>
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
        <translation>আকার(&amp;Z):</translation>
    </message>
    <message>
        <source>S&amp;tream:</source>
        <translation>স্ট্রিম(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Allocate</source>
        <translation>বরাদ্দ করুন(&amp;A)</translation>
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
    <message>
        <source>Bytes held by live tensors now, each counted at its rounded block size.</source>
        <translation>এই মুহূর্তে জীবিত টেনসরগুলির দখলে থাকা বাইট, প্রতিটি তার রাউন্ড করা ব্লকের আকারে গোনা।</translation>
    </message>
    <message>
        <source>Bytes the allocator holds from the device in segments, in use or cached.</source>
        <translation>বরাদ্দকারী ডিভাইস থেকে সেগমেন্টে যত বাইট ধরে রেখেছে, ব্যবহৃত হোক বা ক্যাশে থাকুক।</translation>
    </message>
    <message>
        <source>Bytes in blocks in use, including freed blocks still waiting for their stream&apos;s work to finish.</source>
        <translation>ব্যবহৃত ব্লকগুলির বাইট, মুক্ত করা হলেও নিজের স্ট্রিমের কাজ শেষ হওয়ার অপেক্ষায় থাকা ব্লকসহ।</translation>
    </message>
    <message>
        <source>Bytes in free blocks cut from a segment that still has blocks in use: cached, but only for requests that fit in those pieces.</source>
        <translation>এমন সেগমেন্ট থেকে কাটা মুক্ত ব্লকের বাইট, যার কিছু ব্লক এখনও ব্যবহৃত: ক্যাশে আছে, কিন্তু শুধু সেই টুকরোগুলিতে আঁটে এমন অনুরোধের জন্য।</translation>
    </message>
    <message>
        <source>Bytes the tensors asked for, before the allocator rounded each request up.</source>
        <translation>টেনসরগুলি যত বাইট চেয়েছিল, বরাদ্দকারী প্রতিটি অনুরোধ রাউন্ড করে বাড়ানোর আগে।</translation>
    </message>
    <message>
        <source>The most bytes the allocator has held from the device at once since the run began.</source>
        <translation>চালানো শুরু হওয়ার পর থেকে বরাদ্দকারী একসাথে ডিভাইস থেকে সবচেয়ে বেশি যত বাইট ধরে রেখেছিল।</translation>
    </message>
    <message>
        <source>How scattered the cached free memory is: 1 minus the largest free block over all free cached bytes (0: one piece).</source>
        <translation>ক্যাশে থাকা মুক্ত মেমরি কতটা ছড়ানো: 1 বিয়োগ সবচেয়ে বড় মুক্ত ব্লক ভাগ ক্যাশে থাকা মোট মুক্ত বাইট (0: একটিই টুকরো)।</translation>
    </message>
    <message>
        <source>How many requests failed with out of memory even after the cache was released and the request retried.</source>
        <translation>ক্যাশ ছেড়ে দিয়ে আবার চেষ্টা করার পরও কতগুলি অনুরোধ আউট-অফ-মেমরিতে ব্যর্থ হয়েছে।</translation>
    </message>
    <message>
        <source>How many times the device had no room for a new segment, so the allocator released its cached blocks and tried again.</source>
        <translation>কতবার ডিভাইসে নতুন সেগমেন্টের জায়গা ছিল না, তাই বরাদ্দকারী ক্যাশে থাকা ব্লকগুলি ছেড়ে দিয়ে আবার চেষ্টা করেছে।</translation>
    </message>
    <message>
        <source>How many segments the allocator has asked the device for (cudaMalloc) and given back (cudaFree).</source>
        <translation>বরাদ্দকারী ডিভাইসের কাছে কতগুলি সেগমেন্ট চেয়েছে (cudaMalloc) এবং ফেরত দিয়েছে (cudaFree)।</translation>
    </message>
    <message>
        <source>Or type a line of P&amp;yTorch:</source>
        <translation>অথবা PyTorch-এর একটি লাইন লিখুন(&amp;Y):</translation>
    </message>
    <message>
        <source>A line of PyTorch to run</source>
        <translation>চালানোর জন্য PyTorch-এর একটি লাইন</translation>
    </message>
    <message>
        <source>For example x = torch.empty(300 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache(). Press Enter to run it.</source>
        <translation>যেমন x = torch.empty(300 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache()। চালাতে Enter চাপুন।</translation>
    </message>
    <message>
        <source>Run line</source>
        <translation>লাইন চালান</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>ফিরিয়ে নিন(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last thing done by hand: the scenario runs again and the rest is done again</source>
        <translation>হাতে করা শেষ কাজটি ফিরিয়ে নিন: পরিস্থিতিটি আবার চলে আর বাকি কাজগুলি আবার করা হয়</translation>
    </message>
    <message>
        <source>Sav&amp;e as a scenario file…</source>
        <translation>পরিস্থিতি ফাইল হিসেবে সংরক্ষণ করুন(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the scenario and what you did by hand to a file that runs to this state: to send, or to narrate as an exercise</source>
        <translation>পরিস্থিতিটি এবং আপনি হাতে যা করেছেন তা এমন একটি ফাইলে লিখুন যা চালালে এই অবস্থায় পৌঁছায়: পাঠানোর জন্য, বা অনুশীলন হিসেবে বর্ণনা যোগ করার জন্য</translation>
    </message>
    <message>
        <source>S&amp;cenario:</source>
        <translation>পরিস্থিতি(&amp;C):</translation>
    </message>
    <message>
        <source>F&amp;ree selected</source>
        <translation>নির্বাচিতটি মুক্ত করুন(&amp;R)</translation>
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
    <name>BackgroundWorkProgress</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
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
        <extracomment>A block of a pool just made, not yet in the free queue.</extracomment>
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
    <message>
        <source>new</source>
        <translation>নতুন</translation>
    </message>
    <message>
        <source>Not laid down yet: the new pool&apos;s blocks join the queue next, one by one.</source>
        <translation>এখনও সাজানো হয়নি: নতুন পুলের ব্লকগুলি এরপর একে একে সারিতে যোগ হবে।</translation>
    </message>
    <message>
        <source>Free queue</source>
        <translation>মুক্ত ব্লকের সারি</translation>
    </message>
    <message>
        <source>Physical blocks: %1 of %2 free</source>
        <translation>ফিজিক্যাল ব্লক: %2টির মধ্যে %1টি মুক্ত</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Horizontal axis: %1</source>
        <extracomment>Under a chart whose horizontal axis has no room for its title; %1 is the title.</extracomment>
        <translation>অনুভূমিক অক্ষ: %1</translation>
    </message>
    <message>
        <source>Vertical axis: %1</source>
        <extracomment>Under a chart whose vertical axis has no room for its title; %1 is the title.</extracomment>
        <translation>উল্লম্ব অক্ষ: %1</translation>
    </message>
</context>
<context>
    <name>CheckpointChainFiles</name>
    <message>
        <source>The chain could not be saved to %1: %2</source>
        <translation>চেইনটি %1-এ সংরক্ষণ করা যায়নি: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, on a chain of %n layer(s).</source>
        <extracomment>%1 is the schedule&apos;s title (&quot;Chen&apos;s sqrt(N): 4 segments of up to 4 layers&quot;).</extracomment>
        <translation>
            <numerusform>%1, %nটি স্তরের একটি চেইনে।</numerusform>
            <numerusform>%1, %nটি স্তরের একটি চেইনে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Beside it, %1: peak %2, %3 ms more than store-all (%4%).</source>
        <extracomment>A schedule the chain file compares with the one it plays: its title, its peak, its extra time.</extracomment>
        <translation>এর পাশে, %1: সর্বোচ্চ %2, store-all-এর চেয়ে %3 ms বেশি (%4%)।</translation>
    </message>
</context>
<context>
    <name>CheckpointChainText</name>
    <message>
        <source>bytes</source>
        <extracomment>The unit of a range: “&quot;activation_bytes&quot; is 0: it must be from 1 to 1000000000000 bytes”.</extracomment>
        <translation>বাইট</translation>
    </message>
    <message>
        <source>layers</source>
        <extracomment>The unit of a range: “&quot;layers&quot; is 0: it must be from 1 to 10000 layers”.</extracomment>
        <translation>স্তর</translation>
    </message>
    <message>
        <source>(layers per segment, at most the chain&apos;s)</source>
        <extracomment>After a range of a schedule&apos;s &quot;every&quot;: “it must be from 1 to 16 (layers per segment, at most the chain&apos;s)”.</extracomment>
        <translation>(প্রতি সেগমেন্টে স্তর, চেইনের স্তরের চেয়ে বেশি নয়)</translation>
    </message>
    <message>
        <source>(at most one per layer)</source>
        <extracomment>After a range of Revolve&apos;s &quot;snapshots&quot;: “it must be from 1 to 16 (at most one per layer)”.</extracomment>
        <translation>(প্রতি স্তরে সর্বোচ্চ একটি)</translation>
    </message>
    <message>
        <source>(the chain&apos;s layers, counted from 1)</source>
        <extracomment>After a range of layers: “it must be from 1 to 16 (the chain&apos;s layers, counted from 1)”.</extracomment>
        <translation>(চেইনের স্তর, 1 থেকে গোনা)</translation>
    </message>
    <message>
        <source>operations into the timeline</source>
        <extracomment>The unit of the &quot;cursor&quot; range: “it must be from 0 to 100000000 operations into the timeline”.</extracomment>
        <translation>সময়রেখায় অপারেশন</translation>
    </message>
    <message>
        <source>(a narrated step: step 1 is the forward pass, which asks nothing)</source>
        <extracomment>After the range of &quot;predict&quot;: “it must be from 2 to 17 (a narrated step: step 1 is the forward pass, which asks nothing)”.</extracomment>
        <translation>(একটি বর্ণিত ধাপ: ধাপ 1 হলো ফরোয়ার্ড পাস, যা কিছু জিজ্ঞেস করে না)</translation>
    </message>
    <message>
        <source>a cost in milliseconds</source>
        <extracomment>What a number of the chain file is: “&quot;forward_ms&quot; is -1: a cost in milliseconds must be at least 0 …”.</extracomment>
        <translation>মিলিসেকেন্ডে একটি খরচ</translation>
    </message>
    <message>
        <source>a share of store-all&apos;s peak</source>
        <extracomment>What &quot;budget_fraction&quot; is: a share of the peak memory of the store-all schedule (its name stays).</extracomment>
        <translation>store-all-এর সর্বোচ্চ মানের একটি অংশ</translation>
    </message>
    <message>
        <source>the host link in GB/s</source>
        <extracomment>What &quot;host_gb_per_s&quot; is: the speed of the link to the host&apos;s memory, in gigabytes per second.</extracomment>
        <translation>GB/s-এ হোস্ট লিংকের গতি</translation>
    </message>
    <message>
        <source>how many times the layer&apos;s costs grow</source>
        <extracomment>What the expensive layer&apos;s &quot;factor&quot; is.</extracomment>
        <translation>স্তরের খরচ কত গুণ বাড়ে</translation>
    </message>
    <message>
        <source>the chain file</source>
        <extracomment>Where a misspelt field is: “unknown field &quot;colour&quot; in the chain file (it takes …)”.</extracomment>
        <translation>চেইন ফাইল</translation>
    </message>
    <message>
        <source>a schedule</source>
        <extracomment>Where a misspelt field is: “unknown field &quot;evry&quot; in a schedule (it takes …)”.</extracomment>
        <translation>একটি সময়সূচি</translation>
    </message>
    <message>
        <source>layer %1</source>
        <extracomment>One layer of a chain file&apos;s list, counted from 1: “layer 3 needs &quot;activation_bytes&quot; …”.</extracomment>
        <translation>স্তর %1</translation>
    </message>
    <message>
        <source>layers %1 to %2</source>
        <extracomment>An entry of a chain file&apos;s list that repeats one layer: “layers 3 to 7 needs &quot;activation_bytes&quot; …”.</extracomment>
        <translation>স্তর %1 থেকে %2</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <extracomment>%1: where the text stops being JSON and what the JSON reader found there, in English.</extracomment>
        <translation>JSON নয়: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a whole number from %2 to %3 %4, not %5</source>
        <extracomment>%1: a field of the chain file, as written (layers, repeat, …); %2 to %3: the range allowed; %4: its unit (“bytes”, “layers”, …); %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; হলো %2 থেকে %3 %4 পর্যন্ত একটি পূর্ণসংখ্যা, %5 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it cannot be negative (it is from %3 to %4 %5)</source>
        <extracomment>%1: a field of the chain file, as written; %2: the negative number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; হলো %2: এটি ঋণাত্মক হতে পারে না (এটি %3 থেকে %4 %5)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be a whole number from %3 to %4 %5, written without a fraction or an exponent</source>
        <extracomment>%1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; হলো %2: এটি অবশ্যই %3 থেকে %4 %5 পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে, ভগ্নাংশ বা সূচক ছাড়া লেখা</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be from %3 to %4 %5</source>
        <extracomment>%1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; হলো %2: এটি অবশ্যই %3 থেকে %4 %5 পর্যন্ত হতে হবে</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a whole number from %2 to %3, not %4</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2 to %3: the range allowed; %4: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; হলো %2 থেকে %3 পর্যন্ত একটি পূর্ণসংখ্যা, %4 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it cannot be negative (it is from %3 to %4)</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the negative number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; হলো %2: এটি ঋণাত্মক হতে পারে না (এটি %3 থেকে %4)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be a whole number from %3 to %4, written without a fraction or an exponent</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; হলো %2: এটি অবশ্যই %3 থেকে %4 পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে, ভগ্নাংশ বা সূচক ছাড়া লেখা</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be from %3 to %4</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; হলো %2: এটি অবশ্যই %3 থেকে %4 পর্যন্ত হতে হবে</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, a number at least %3 and at most %4, not %5</source>
        <extracomment>%1: a field of the chain file (forward_ms, budget_fraction, …); %2: what the number is (“a cost in milliseconds”, …); %3 to %4: the range allowed, %3 included; %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; হলো %2, কমপক্ষে %3 এবং সর্বোচ্চ %4 একটি সংখ্যা, %5 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, a number above %3 and at most %4, not %5</source>
        <extracomment>%1: a field of the chain file (host_gb_per_s, factor); %2: what the number is (“the host link in GB/s”, …); %3 to %4: the range allowed, %3 not included; %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; হলো %2, %3-এর বেশি এবং সর্বোচ্চ %4 একটি সংখ্যা, %5 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: %3 must be at least %4 and at most %5</source>
        <extracomment>%1: a field of the chain file (forward_ms, budget_fraction, …); %2: the number as written; %3: what the number is (“a cost in milliseconds”, …); %4 to %5: the range allowed, %4 included.</extracomment>
        <translation>&quot;%1&quot; হলো %2: %3 অবশ্যই কমপক্ষে %4 এবং সর্বোচ্চ %5 হতে হবে</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: %3 must be above %4 and at most %5</source>
        <extracomment>%1: a field of the chain file (host_gb_per_s, factor); %2: the number as written; %3: what the number is (“the host link in GB/s”, …); %4 to %5: the range allowed, %4 not included.</extracomment>
        <translation>&quot;%1&quot; হলো %2: %3 অবশ্যই %4-এর বেশি এবং সর্বোচ্চ %5 হতে হবে</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: a cost cannot be negative (it is milliseconds, 0 or more)</source>
        <extracomment>%1: a cost field of the chain file (forward_ms, backward_ms, recompute_part_ms); %2: the negative number as written.</extracomment>
        <translation>&quot;%1&quot; হলো %2: খরচ ঋণাত্মক হতে পারে না (এটি মিলিসেকেন্ড, 0 বা তার বেশি)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; in %2 (it takes %3, comment)</source>
        <extracomment>%1: the misspelt field as written; %2: where it is (“the chain file”, “a schedule”, “layer 3”, &quot;transformer&quot;, &quot;expensive_layer&quot;); %3: the fields it takes, as written.</extracomment>
        <translation>%2-এ অজানা ফিল্ড &quot;%1&quot; (এটি নেয় %3, comment)</translation>
    </message>
    <message>
        <source>a chain file is an object such as {&quot;layers&quot;: 16, &quot;schedule&quot;: &quot;sqrt&quot;}, not %1</source>
        <extracomment>%1: what the file is instead (“a list”, “a number”, …). The JSON stays as written.</extracomment>
        <translation>চেইন ফাইল হলো {&quot;layers&quot;: 16, &quot;schedule&quot;: &quot;sqrt&quot;}-এর মতো একটি অবজেক্ট, %1 নয়</translation>
    </message>
    <message>
        <source>&quot;id&quot; is a name in quotes, such as &quot;sqrt-16&quot;</source>
        <extracomment>The JSON stays as written.</extracomment>
        <translation>&quot;id&quot; হলো উদ্ধৃতিচিহ্নের মধ্যে একটি নাম, যেমন &quot;sqrt-16&quot;</translation>
    </message>
    <message>
        <source>&quot;description&quot; is the chain&apos;s one line of text, in quotes</source>
        <extracomment>&quot;description&quot; is a field of the chain file, as written.</extracomment>
        <translation>&quot;description&quot; হলো চেইনের এক লাইনের লেখা, উদ্ধৃতিচিহ্নের মধ্যে</translation>
    </message>
    <message>
        <source>&quot;layers&quot; is missing: a count of identical layers (&quot;layers&quot;: 16) or a list of layers</source>
        <extracomment>&quot;layers&quot; is a field of the chain file, as written; the JSON stays as written.</extracomment>
        <translation>&quot;layers&quot; নেই: অভিন্ন স্তরের সংখ্যা (&quot;layers&quot;: 16) বা স্তরের একটি তালিকা দিন</translation>
    </message>
    <message>
        <source>&quot;layers&quot; is a count of layers (&quot;layers&quot;: 16) or a list of layers, not %1</source>
        <extracomment>%1: what &quot;layers&quot; is instead (“a string”, “true or false”, …). The JSON stays as written.</extracomment>
        <translation>&quot;layers&quot; হলো স্তরের সংখ্যা (&quot;layers&quot;: 16) বা স্তরের একটি তালিকা, %1 নয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; sizes a count of identical layers; a transformer&apos;s shape sizes its layers</source>
        <extracomment>%1: activation_bytes, forward_ms or backward_ms, fields written beside a transformer&apos;s shape.</extracomment>
        <translation>&quot;%1&quot; অভিন্ন স্তরের একটি সংখ্যার আকার দেয়; ট্রান্সফরমারের আকৃতিই তার স্তরগুলোর আকার দেয়</translation>
    </message>
    <message>
        <source>&quot;%1&quot; sizes a count of identical layers; with a list of layers, each layer gives its own</source>
        <extracomment>%1: activation_bytes, forward_ms or backward_ms, fields written beside a list of layers.</extracomment>
        <translation>&quot;%1&quot; অভিন্ন স্তরের একটি সংখ্যার আকার দেয়; স্তরের তালিকায় প্রতিটি স্তর নিজের আকার দেয়</translation>
    </message>
    <message>
        <source>&quot;transformer&quot; goes with a count of layers (&quot;layers&quot;: 8), not a list</source>
        <extracomment>&quot;transformer&quot; and &quot;layers&quot; are fields of the chain file, as written.</extracomment>
        <translation>&quot;transformer&quot; স্তরের একটি সংখ্যার সঙ্গে যায় (&quot;layers&quot;: 8), তালিকার সঙ্গে নয়</translation>
    </message>
    <message>
        <source>the list of layers is empty: a chain has at least 1 layer</source>
        <extracomment>The chain file&apos;s list of layers has nothing in it.</extracomment>
        <translation>স্তরের তালিকা খালি: একটি চেইনে অন্তত 1টি স্তর থাকে</translation>
    </message>
    <message>
        <source>layer %1 is an object such as {&quot;activation_bytes&quot;: 67108864}, not %2</source>
        <extracomment>%1: the layer&apos;s number, counted from 1; %2: what it is instead (“a string”, …). The JSON stays as written.</extracomment>
        <translation>স্তর %1 হলো {&quot;activation_bytes&quot;: 67108864}-এর মতো একটি অবজেক্ট, %2 নয়</translation>
    </message>
    <message>
        <source>%1 needs &quot;activation_bytes&quot;: its input, what a checkpoint keeps</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7” (an entry of the list with repeat), as translated.</extracomment>
        <translation>%1-এর &quot;activation_bytes&quot; দরকার: এর ইনপুট, যা একটি চেকপয়েন্ট রাখে</translation>
    </message>
    <message>
        <source>%1 saves %2 bytes, less than its input (&quot;activation_bytes&quot; %3): what a forward keeps for the backward includes the input</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: its saved_bytes; %3: its activation_bytes.</extracomment>
        <translation>%1 %2 বাইট রাখে, যা এর ইনপুটের (&quot;activation_bytes&quot; %3) চেয়ে কম: ফরোয়ার্ড ব্যাকওয়ার্ডের জন্য যা রাখে তাতে ইনপুটও থাকে</translation>
    </message>
    <message>
        <source>%1&apos;s &quot;selective_bytes&quot; (%2) must lie between its &quot;activation_bytes&quot; and its &quot;saved_bytes&quot; (%3 to %4)</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: its selective_bytes as written; %3 to %4: its activation_bytes and saved_bytes.</extracomment>
        <translation>%1-এর &quot;selective_bytes&quot; (%2) অবশ্যই এর &quot;activation_bytes&quot; ও &quot;saved_bytes&quot;-এর মধ্যে হতে হবে (%3 থেকে %4)</translation>
    </message>
    <message>
        <source>%1 would make the chain longer than %2 layers, the most a chain file may have</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: the most layers a chain file may have.</extracomment>
        <translation>%1 চেইনটিকে %2 স্তরের চেয়ে লম্বা করে ফেলবে, যা একটি চেইন ফাইলের সর্বোচ্চ সীমা</translation>
    </message>
    <message>
        <source>&quot;transformer&quot; is an object such as {&quot;sequence&quot;: 2048, &quot;hidden&quot;: 6144} (every field optional)</source>
        <extracomment>&quot;transformer&quot; is a field of the chain file; the JSON stays as written.</extracomment>
        <translation>&quot;transformer&quot; হলো {&quot;sequence&quot;: 2048, &quot;hidden&quot;: 6144}-এর মতো একটি অবজেক্ট (প্রতিটি ফিল্ড ঐচ্ছিক)</translation>
    </message>
    <message>
        <source>&quot;sequence_parallel&quot; is true or false, not %1</source>
        <extracomment>%1: what it is instead (“a string”, “a number”, …). &quot;sequence_parallel&quot; stays as written.</extracomment>
        <translation>&quot;sequence_parallel&quot; হলো true বা false, %1 নয়</translation>
    </message>
    <message>
        <source>each layer of this transformer would keep more than 10^12 bytes of activations; make it smaller</source>
        <extracomment>A transformer&apos;s shape so big that one layer keeps more than 10^12 bytes.</extracomment>
        <translation>এই ট্রান্সফরমারের প্রতিটি স্তর 10^12 বাইটের বেশি অ্যাক্টিভেশন রাখবে; এটিকে ছোট করুন</translation>
    </message>
    <message>
        <source>&quot;expensive_layer&quot; is an object such as {&quot;layer&quot;: 5, &quot;factor&quot;: 4}</source>
        <extracomment>&quot;expensive_layer&quot; is a field of the chain file; the JSON stays as written.</extracomment>
        <translation>&quot;expensive_layer&quot; হলো {&quot;layer&quot;: 5, &quot;factor&quot;: 4}-এর মতো একটি অবজেক্ট</translation>
    </message>
    <message>
        <source>&quot;expensive_layer&quot; needs &quot;layer&quot; (counted from 1) and &quot;factor&quot; (how many times its costs grow)</source>
        <extracomment>&quot;expensive_layer&quot;, &quot;layer&quot; and &quot;factor&quot; are fields of the chain file, as written.</extracomment>
        <translation>&quot;expensive_layer&quot;-এর দরকার &quot;layer&quot; (1 থেকে গোনা) এবং &quot;factor&quot; (এর খরচ কত গুণ বাড়ে)</translation>
    </message>
    <message>
        <source>the expensive layer is layer %1, but the chain has %2 layers (counted from 1)</source>
        <extracomment>%1: the layer the file names as expensive; %2: how many layers the chain has.</extracomment>
        <translation>ব্যয়বহুল স্তরটি হলো স্তর %1, কিন্তু চেইনে %2টি স্তর আছে (1 থেকে গোনা)</translation>
    </message>
    <message>
        <source>&quot;schedule&quot; is missing: a built-in schedule&apos;s name such as &quot;sqrt&quot;, or {&quot;checkpoints&quot;: [5, 9]} to place checkpoints by hand</source>
        <extracomment>&quot;schedule&quot; is a field of the chain file; the JSON and the schedule name &quot;sqrt&quot; stay as written.</extracomment>
        <translation>&quot;schedule&quot; নেই: &quot;sqrt&quot;-এর মতো একটি অন্তর্নির্মিত সময়সূচির নাম দিন, বা নিজে হাতে চেকপয়েন্ট বসাতে {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>a schedule is a name such as &quot;sqrt&quot;, or an object such as {&quot;name&quot;: &quot;revolve&quot;, &quot;snapshots&quot;: 3}; place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>The JSON and the schedule names stay as written.</extracomment>
        <translation>সময়সূচি হলো &quot;sqrt&quot;-এর মতো একটি নাম, বা {&quot;name&quot;: &quot;revolve&quot;, &quot;snapshots&quot;: 3}-এর মতো একটি অবজেক্ট; নিজে হাতে চেকপয়েন্ট বসাতে {&quot;checkpoints&quot;: [5, 9]} লিখুন</translation>
    </message>
    <message>
        <source>unknown schedule &quot;%1&quot;: choose one of %2, or place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>%1: the schedule name the file gives; %2: the built-in schedules&apos; names (store-all, sqrt, …).</extracomment>
        <translation>অজানা সময়সূচি &quot;%1&quot;: %2-এর একটি বেছে নিন, বা {&quot;checkpoints&quot;: [5, 9]} দিয়ে নিজে হাতে চেকপয়েন্ট বসান</translation>
    </message>
    <message>
        <source>&quot;by-hand&quot; needs the layers to keep: place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>&quot;by-hand&quot; is a schedule&apos;s name; the JSON stays as written.</extracomment>
        <translation>&quot;by-hand&quot;-এর জন্য রাখার স্তরগুলো দরকার: {&quot;checkpoints&quot;: [5, 9]} দিয়ে নিজে হাতে চেকপয়েন্ট বসান</translation>
    </message>
    <message>
        <source>the schedule needs a &quot;name&quot; (one of %1), or &quot;checkpoints&quot; to place them by hand, such as {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>%1: the built-in schedules&apos; names (store-all, sqrt, …). &quot;name&quot; and &quot;checkpoints&quot; are fields, as written.</extracomment>
        <translation>সময়সূচির একটি &quot;name&quot; দরকার (%1-এর একটি), বা নিজে হাতে বসাতে &quot;checkpoints&quot;, যেমন {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>&quot;name&quot; is a schedule&apos;s name in quotes, such as &quot;sqrt&quot;</source>
        <extracomment>&quot;name&quot; is a field of a schedule; &quot;sqrt&quot; is a schedule&apos;s name, as written.</extracomment>
        <translation>&quot;name&quot; হলো উদ্ধৃতিচিহ্নের মধ্যে একটি সময়সূচির নাম, যেমন &quot;sqrt&quot;</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; takes no &quot;%2&quot; (%3 takes it)</source>
        <extracomment>%1: a schedule&apos;s name; %2: a field it does not take (every, snapshots, …); %3: the one schedule that takes it.</extracomment>
        <translation>&quot;%1&quot; সময়সূচি কোনো &quot;%2&quot; নেয় না (%3 এটি নেয়)</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; takes no &quot;%2&quot; (%3 and %4 take it)</source>
        <extracomment>%1: a schedule&apos;s name; %2: a field it does not take (budget_bytes, budget_fraction); %3 and %4: the two schedules that take it.</extracomment>
        <translation>&quot;%1&quot; সময়সূচি কোনো &quot;%2&quot; নেয় না (%3 ও %4 এটি নেয়)</translation>
    </message>
    <message>
        <source>&quot;by-hand&quot; needs &quot;checkpoints&quot;: the layers whose inputs are kept, such as [5, 9]</source>
        <extracomment>&quot;by-hand&quot; is a schedule&apos;s name and &quot;checkpoints&quot; a field, as written.</extracomment>
        <translation>&quot;by-hand&quot;-এর &quot;checkpoints&quot; দরকার: যে স্তরগুলোর ইনপুট রাখা হয়, যেমন [5, 9]</translation>
    </message>
    <message>
        <source>give the budget once: &quot;budget_bytes&quot; or &quot;budget_fraction&quot;, not both</source>
        <extracomment>&quot;budget_bytes&quot; and &quot;budget_fraction&quot; are fields of a schedule, as written.</extracomment>
        <translation>বাজেট একবারই দিন: &quot;budget_bytes&quot; বা &quot;budget_fraction&quot;, দুটোই নয়</translation>
    </message>
    <message>
        <source>&quot;checkpoints&quot; is a list of layers, counted from 1, whose inputs are kept, such as [5, 9, 13]</source>
        <extracomment>&quot;checkpoints&quot; is a field of a schedule, as written.</extracomment>
        <translation>&quot;checkpoints&quot; হলো সেই স্তরগুলোর তালিকা (1 থেকে গোনা) যাদের ইনপুট রাখা হয়, যেমন [5, 9, 13]</translation>
    </message>
    <message>
        <source>a checkpoint on layer %1, but the chain has %2 layers, counted from 1</source>
        <extracomment>%1: the layer the file names; %2: how many layers the chain has.</extracomment>
        <translation>স্তর %1-এ একটি চেকপয়েন্ট, কিন্তু চেইনে %2টি স্তর আছে, 1 থেকে গোনা</translation>
    </message>
    <message>
        <source>layer %1 is listed twice in &quot;checkpoints&quot;</source>
        <extracomment>%1: the layer the file lists twice. &quot;checkpoints&quot; is a field, as written.</extracomment>
        <translation>&quot;checkpoints&quot;-এ স্তর %1 দুবার আছে</translation>
    </message>
    <message>
        <source>&quot;compare&quot; is a list of schedules to draw beside it, such as [&quot;store-all&quot;]</source>
        <extracomment>&quot;compare&quot; is a field of the chain file; &quot;store-all&quot; a schedule&apos;s name, as written.</extracomment>
        <translation>&quot;compare&quot; হলো পাশাপাশি আঁকার জন্য সময়সূচির একটি তালিকা, যেমন [&quot;store-all&quot;]</translation>
    </message>
    <message>
        <source>&quot;cursor&quot; is &quot;peak&quot;, &quot;start&quot;, &quot;end&quot; or a number of operations into the timeline, not %1</source>
        <extracomment>%1: the word the file gives, in quotes, or what it is instead (“a list”, …). &quot;cursor&quot;, &quot;peak&quot;, &quot;start&quot; and &quot;end&quot; stay as written.</extracomment>
        <translation>&quot;cursor&quot; হলো &quot;peak&quot;, &quot;start&quot;, &quot;end&quot; বা সময়রেখায় কতগুলো অপারেশন পরে, সেই সংখ্যা; %1 নয়</translation>
    </message>
    <message>
        <source>&quot;predict&quot; is a list of the narrated steps (from 2: step 1 is the forward pass) that ask which layer runs again next, such as [2, 3]</source>
        <extracomment>&quot;predict&quot; is a field of the chain file, as written.</extracomment>
        <translation>&quot;predict&quot; হলো বর্ণিত ধাপগুলোর একটি তালিকা (2 থেকে: ধাপ 1 হলো ফরোয়ার্ড পাস), যেগুলো জিজ্ঞেস করে এরপর কোন স্তর আবার চলবে, যেমন [2, 3]</translation>
    </message>
    <message>
        <source>step %1 is asked twice in &quot;predict&quot;</source>
        <extracomment>%1: the step the file lists twice. &quot;predict&quot; is a field, as written.</extracomment>
        <translation>&quot;predict&quot;-এ ধাপ %1 দুবার জিজ্ঞেস করা হয়েছে</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; cannot be made on this chain: %2</source>
        <extracomment>%1: the schedule&apos;s name; %2: why the planner cannot make it, in English.</extracomment>
        <translation>&quot;%1&quot; সময়সূচি এই চেইনে তৈরি করা যায় না: %2</translation>
    </message>
    <message>
        <source>the cursor %1 is past the end of the timeline, which has %2 operations</source>
        <extracomment>%1: the operation the file&apos;s cursor names; %2: how many operations the timeline has.</extracomment>
        <translation>কার্সর %1 সময়রেখার শেষ পেরিয়ে গেছে, যাতে %2টি অপারেশন আছে</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1: the line of the chain file; %2: what is wrong there, a sentence.</extracomment>
        <translation>লাইন %1: %2</translation>
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
    <message>
        <source>Memory against recomputation</source>
        <translation>মেমরি বনাম পুনর্গণনা</translation>
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
    <name>CheckpointLesson</name>
    <message>
        <source>simulated GPU of %1</source>
        <translation>%1-এর সিমুলেটেড GPU</translation>
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
        <source>full recomputation</source>
        <translation>পূর্ণ পুনর্গণনা</translation>
    </message>
    <message>
        <source>The checkpointing lesson cannot show “%1”: %2</source>
        <translation>চেকপয়েন্টিং পাঠটি “%1” দেখাতে পারছে না: %2</translation>
    </message>
    <message>
        <source>The activation checkpointing lesson has no schedule “%1”: choose one of %2.</source>
        <translation>অ্যাক্টিভেশন চেকপয়েন্টিং পাঠে “%1” নামে কোনো সময়সূচি নেই: %2-এর মধ্যে একটি বেছে নিন।</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A scene&apos;s title, then what the learner should see there.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 transformer (Llama-2-7B&apos;s shape: %2 layers, h %3, a %4, s %5, b %6)</source>
        <translation>%1 ট্রান্সফরমার (Llama-2-7B-এর আকৃতি: %2টি স্তর, h %3, a %4, s %5, b %6)</translation>
    </message>
    <message>
        <source>%1 transformer (Korthikanti et al.: %2 layers, h %3, a %4, s %5, b %6, t %7 with sequence parallelism)</source>
        <translation>%1 ট্রান্সফরমার (Korthikanti ও সহকর্মীরা: %2টি স্তর, h %3, a %4, s %5, b %6, t %7, সিকোয়েন্স প্যারালেলিজমসহ)</translation>
    </message>
    <message>
        <source>%1 transformer (%2 layers, h %3, a %4, s %5, b %6, t %7)</source>
        <translation>%1 ট্রান্সফরমার (%2টি স্তর, h %3, a %4, s %5, b %6, t %7)</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a whole number from %2 to %3.</source>
        <translation>দৃশ্যের “%1” অবশ্যই %2 থেকে %3 পর্যন্ত একটি পূর্ণ সংখ্যা হতে হবে।</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a number from %2 to %3.</source>
        <translation>দৃশ্যের “%1” অবশ্যই %2 থেকে %3 পর্যন্ত একটি সংখ্যা হতে হবে।</translation>
    </message>
    <message>
        <source>The scene&apos;s chain “%1” is not one the lesson has (%2).</source>
        <translation>দৃশ্যের চেইন “%1” পাঠে থাকা চেইনগুলির একটি নয় (%2)।</translation>
    </message>
    <message>
        <source>The scene keeps a checkpoint on layer %1, but its chain has %2 layers, counted from 1.</source>
        <translation>দৃশ্যটি স্তর %1-এ একটি চেকপয়েন্ট রাখে, কিন্তু তার চেইনে স্তর আছে %2টি, 1 থেকে গোনা।</translation>
    </message>
    <message>
        <source>The activation checkpointing lesson has no chain file “%1”: choose one of %2.</source>
        <translation>অ্যাক্টিভেশন চেকপয়েন্টিং পাঠে “%1” নামে কোনো চেইন ফাইল নেই: %2-এর একটি বেছে নিন।</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>পরিস্থিতি ফাইল হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Chain files (*.json)</source>
        <translation>চেইন ফাইল (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli checkpoint --chain, and in the lesson from a content folder&apos;s scenarios/checkpoint/ (--content).</source>
        <translation>%1-এ সংরক্ষিত হয়েছে। এটি gpu-memory-lab-cli checkpoint --chain-এ চলে, এবং কোনো কনটেন্ট ফোল্ডারের scenarios/checkpoint/ থেকে পাঠে (--content)।</translation>
    </message>
    <message>
        <source>The scene plays the chain file “%1”, which the activation checkpointing lesson does not have.</source>
        <translation>দৃশ্যটি “%1” চেইন ফাইলটি চালায়, যা অ্যাক্টিভেশন চেকপয়েন্টিং পাঠে নেই।</translation>
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
    <name>CheckpointPrediction</name>
    <message>
        <source>Predict: the backward of layer %1 is next. Which layer&apos;s forward runs again first, if any? Click the layer in the timeline, or choose none.</source>
        <translation>অনুমান করুন: এরপর স্তর %1-এর ব্যাকওয়ার্ড। কোন স্তরের ফরওয়ার্ড প্রথমে আবার চলবে, যদি কোনোটি চলে? টাইমলাইনে স্তরটিতে ক্লিক করুন, অথবা কোনোটিই নয় বেছে নিন।</translation>
    </message>
    <message>
        <source>None: nothing runs again</source>
        <translation>কোনোটিই নয়: কিছুই আবার চলে না</translation>
    </message>
    <message>
        <source>Click a layer&apos;s box in a lane of the timeline or its row in the live stack, or choose it from the list.</source>
        <translation>টাইমলাইনের কোনো লেনে একটি স্তরের বাক্সে বা লাইভ স্ট্যাকে তার সারিতে ক্লিক করুন, অথবা তালিকা থেকে বেছে নিন।</translation>
    </message>
    <message>
        <source>Pick a layer of the chain.</source>
        <translation>চেইনের একটি স্তর বেছে নিন।</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>স্তর %1</translation>
    </message>
    <message>
        <source>Nothing runs again before the backward of layer %1: what it needs comes back from host memory.</source>
        <translation>স্তর %1-এর ব্যাকওয়ার্ডের আগে কিছুই আবার চলে না: এর যা দরকার তা হোস্ট মেমরি থেকে ফিরে আসে।</translation>
    </message>
    <message>
        <source>No whole forward runs again before the backward of layer %1: only the part that selective recomputation dropped is recomputed.</source>
        <translation>স্তর %1-এর ব্যাকওয়ার্ডের আগে কোনো পুরো ফরওয়ার্ড আবার চলে না: সিলেক্টিভ রিকম্পিউটেশন যে অংশ বাদ দিয়েছিল শুধু সেটিই আবার গণনা করা হয়।</translation>
    </message>
    <message>
        <source>Nothing runs again before the backward of layer %1: the first sweep kept what it needs.</source>
        <translation>স্তর %1-এর ব্যাকওয়ার্ডের আগে কিছুই আবার চলে না: প্রথম সুইপ এর যা দরকার তা রেখে দিয়েছিল।</translation>
    </message>
    <message>
        <source>Layer %1&apos;s forward runs again first, from the checkpoint at layer %2&apos;s input: the backward of layer %3 needs activations that were not kept.</source>
        <extracomment>%1: the layer run again; %2: the layer whose kept input it starts from; %3: the layer whose backward needs it.</extracomment>
        <translation>প্রথমে স্তর %1-এর ফরওয়ার্ড আবার চলে, স্তর %2-এর ইনপুটের চেকপয়েন্ট থেকে: স্তর %3-এর ব্যাকওয়ার্ডের এমন অ্যাক্টিভেশন দরকার যা রাখা হয়নি।</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1: what happened; %2: the schedule&apos;s own account of the step&apos;s first operation.</extracomment>
        <translation>%1 %2</translation>
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
        <translation>প্রশিক্ষণ ধাপটি চালান(&amp;R)</translation>
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
        <source>Runs the timeline&apos;s operations, layer for layer, as one real forward and backward pass of an MLP with dropout of as many layers, and once with store-all to compare the gradients.</source>
        <translation>সময়রেখার অপারেশনগুলি স্তর ধরে ধরে চালায়, সমান সংখ্যক স্তরের ড্রপআউটসহ একটি MLP-র একটি সত্যিকারের ফরোয়ার্ড ও ব্যাকওয়ার্ড পাস হিসেবে; আর গ্রেডিয়েন্ট তুলনা করতে একবার store-all দিয়েও চালায়।</translation>
    </message>
    <message>
        <source>Preserve the RN&amp;G state (preserve_rng_state=True)</source>
        <translation>RNG স্টেট সংরক্ষণ করুন (preserve_rng_state=True)(&amp;G)</translation>
    </message>
</context>
<context>
    <name>CheckpointSidePanel</name>
    <message>
        <source>The chain of layers</source>
        <translation>স্তরের শৃঙ্খল</translation>
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
        <source>&amp;Expensive layer:</source>
        <translation>ব্যয়বহুল স্তর(&amp;E):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>কোনোটি নয়</translation>
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
        <source>Checkpoint every &amp;K layers:</source>
        <translation>প্রতি &amp;K স্তরে একটি চেকপয়েন্ট:</translation>
    </message>
    <message>
        <source>&amp;Budget (share of store-all):</source>
        <translation>বাজেট (store-all-এর অংশ)(&amp;B):</translation>
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
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chain f&amp;ile:</source>
        <translation>চেইন ফাইল(&amp;I):</translation>
    </message>
    <message>
        <source>none: the settings below make the chain</source>
        <translation>কোনোটিই নয়: নিচের সেটিংস চেইনটি তৈরি করে</translation>
    </message>
    <message>
        <source>uniform (the size below, 1 ms forward, 2 ms backward each)</source>
        <translation>সমান (নিচের আকার, প্রতিটিতে 1 ms ফরওয়ার্ড, 2 ms ব্যাকওয়ার্ড)</translation>
    </message>
    <message>
        <source>Each layer&apos;s &amp;activation (MiB):</source>
        <translation>প্রতিটি স্তরের অ্যাক্টিভেশন (MiB)(&amp;A):</translation>
    </message>
    <message>
        <source>A layer of another si&amp;ze:</source>
        <translation>অন্য আকারের একটি স্তর(&amp;Z):</translation>
    </message>
    <message>
        <source>What that layer keeps for its backward, its input included; a checkpoint on it keeps as much.</source>
        <translation>ওই স্তরটি তার ব্যাকওয়ার্ডের জন্য যা রাখে, ইনপুটসহ; এর ওপর একটি চেকপয়েন্টও ততটাই রাখে।</translation>
    </message>
    <message>
        <source>Save as a s&amp;cenario file…</source>
        <translation>পরিস্থিতি ফাইল হিসেবে সংরক্ষণ করুন(&amp;C)…</translation>
    </message>
    <message>
        <source>Write the chain and the schedule on screen, checkpoints placed by hand included, to a chain file: to send, to run in gpu-memory-lab-cli checkpoint --chain, or to add to a content folder&apos;s scenarios/checkpoint/ as an exercise.</source>
        <translation>পর্দার চেইন ও সময়সূচি, নিজে হাতে বসানো চেকপয়েন্টসহ, একটি চেইন ফাইলে লিখুন: পাঠানোর জন্য, gpu-memory-lab-cli checkpoint --chain-এ চালানোর জন্য, অথবা অনুশীলন হিসেবে কোনো কনটেন্ট ফোল্ডারের scenarios/checkpoint/-এ যোগ করার জন্য।</translation>
    </message>
    <message>
        <source>La&amp;yers like:</source>
        <translation>স্তরের ধরন(&amp;Y):</translation>
    </message>
    <message>
        <source>N&amp;umber of layers:</source>
        <translation>স্তরের সংখ্যা(&amp;U):</translation>
    </message>
    <message>
        <source>Its activation (&amp;MiB):</source>
        <translation>এর অ্যাক্টিভেশন (MiB)(&amp;M):</translation>
    </message>
    <message>
        <source>I&amp;ts cost factor:</source>
        <translation>এর খরচের গুণক(&amp;T):</translation>
    </message>
    <message>
        <source>Sche&amp;dule:</source>
        <translation>সময়সূচি(&amp;D):</translation>
    </message>
    <message>
        <source>Rev&amp;olve snapshots:</source>
        <translation>Revolve স্ন্যাপশট(&amp;O):</translation>
    </message>
</context>
<context>
    <name>CheckpointSteps</name>
    <message>
        <source>The forward pass</source>
        <translation>ফরোয়ার্ড পাস</translation>
    </message>
    <message>
        <source>Backward of layer %1</source>
        <translation>স্তর %1-এর ব্যাকওয়ার্ড</translation>
    </message>
    <message>
        <source>Backward of layers %1 to %2</source>
        <translation>স্তর %1 থেকে %2-এর ব্যাকওয়ার্ড</translation>
    </message>
    <message>
        <source>The forward pass ran all %1 layers, keeping the inputs or activations of %2 of them. %3 of activations are live as the backward pass begins.</source>
        <translation>ফরোয়ার্ড পাস সব %1টি স্তর চালিয়েছে, তাদের %2টির ইনপুট বা অ্যাক্টিভেশন রেখে। ব্যাকওয়ার্ড পাস শুরু হওয়ার সময় %3 অ্যাক্টিভেশন ধরে রাখা আছে।</translation>
    </message>
    <message>
        <source>Backward of layers %1 down to %2, with the activations the forward pass kept: nothing is run again. Live now: %3; the peak so far is %4.</source>
        <translation>স্তর %1 থেকে নিচে %2 পর্যন্ত ব্যাকওয়ার্ড, ফরোয়ার্ড পাসের রাখা অ্যাক্টিভেশন দিয়ে: কিছুই আবার চালানো হয় না। এখন ধরে রাখা: %3; এ পর্যন্ত সর্বোচ্চ %4।</translation>
    </message>
    <message>
        <source>Forwards run again from checkpoint %1: %2. Then the backward of layers %3 down to %4 frees what they made. Live now: %5; the peak so far is %6.</source>
        <translation>চেকপয়েন্ট %1 থেকে আবার চালানো ফরোয়ার্ড: %2। তারপর স্তর %3 থেকে নিচে %4 পর্যন্ত ব্যাকওয়ার্ড সেগুলোর তৈরি জিনিস মুক্ত করে। এখন ধরে রাখা: %5; এ পর্যন্ত সর্বোচ্চ %6।</translation>
    </message>
</context>
<context>
    <name>CheckpointText</name>
    <message>
        <source>It is needed by the backward of layer %1.</source>
        <translation>স্তর %1-এর ব্যাকওয়ার্ডে এটি লাগবে।</translation>
    </message>
    <message>
        <source>The batch arrives: the input of layer 1 (%1) is live for the whole step.</source>
        <translation>ব্যাচ আসে: স্তর 1-এর ইনপুট (%1) পুরো ধাপ জুড়ে ধরে রাখা থাকে।</translation>
    </message>
    <message>
        <source>Forward of layer %1, keeping its activations for its backward (live +%2).</source>
        <translation>স্তর %1-এর ফরোয়ার্ড, এর ব্যাকওয়ার্ডের জন্য এর অ্যাক্টিভেশন রেখে (ধরে রাখা +%2)।</translation>
    </message>
    <message>
        <source>Forward of layer %1, keeping all but its attention scores, softmax and dropout, which its backward will recompute (live +%2).</source>
        <translation>স্তর %1-এর ফরোয়ার্ড, অ্যাটেনশন স্কোর, softmax ও ড্রপআউট বাদে সব রেখে; বাদ দেওয়া অংশগুলি এর ব্যাকওয়ার্ড পুনর্গণনা করবে (ধরে রাখা +%2)।</translation>
    </message>
    <message>
        <source>Forward of layer %1 without keeping its activations: its output is the next layer&apos;s input.</source>
        <translation>স্তর %1-এর ফরোয়ার্ড, এর অ্যাক্টিভেশন না রেখে: এর আউটপুটই পরের স্তরের ইনপুট।</translation>
    </message>
    <message>
        <source>Forward of layer %1 without keeping its activations.</source>
        <translation>স্তর %1-এর ফরোয়ার্ড, এর অ্যাক্টিভেশন না রেখে।</translation>
    </message>
    <message>
        <source>Recompute layer %1 from checkpoint %2.</source>
        <translation>চেকপয়েন্ট %2 থেকে স্তর %1-এর পুনর্গণনা।</translation>
    </message>
    <message>
        <source>This time it keeps its activations.</source>
        <translation>এবার এটি তার অ্যাক্টিভেশন রাখে।</translation>
    </message>
    <message>
        <source>Recompute the part of layer %1 that selective recomputation dropped (attention scores, softmax, dropout: +%2) just before its backward.</source>
        <translation>স্তর %1-এর যে অংশ নির্বাচনী পুনর্গণনা বাদ দিয়েছিল (অ্যাটেনশন স্কোর, softmax, ড্রপআউট: +%2), এর ব্যাকওয়ার্ডের ঠিক আগে সেই অংশের পুনর্গণনা।</translation>
    </message>
    <message>
        <source>Backward of layer %1: its gradient flows to the layer below and its activations (%2) are freed.</source>
        <translation>স্তর %1-এর ব্যাকওয়ার্ড: এর গ্রেডিয়েন্ট নিচের স্তরে যায় এবং এর অ্যাক্টিভেশন (%2) মুক্ত করা হয়।</translation>
    </message>
    <message>
        <source>Free the input of layer %1 (%2): it is no checkpoint, and the next layer&apos;s input replaces it.</source>
        <translation>স্তর %1-এর ইনপুট (%2) মুক্ত করা হয়: এটি কোনো চেকপয়েন্ট নয়, আর পরের স্তরের ইনপুট এর জায়গা নেয়।</translation>
    </message>
    <message>
        <source>Copy the activations of layer %1 (%2) to host memory and free them on the device.</source>
        <translation>স্তর %1-এর অ্যাক্টিভেশন (%2) হোস্ট মেমরিতে কপি করে ডিভাইসে সেগুলি মুক্ত করা হয়।</translation>
    </message>
    <message>
        <source>The copy outlasted the next layer&apos;s forward, so compute waited %1.</source>
        <translation>কপিটি পরের স্তরের ফরোয়ার্ডের চেয়ে বেশি সময় নিয়েছে, তাই গণনা %1 অপেক্ষা করেছে।</translation>
    </message>
    <message>
        <source>The copy hid behind the next layer&apos;s forward.</source>
        <translation>কপিটি পরের স্তরের ফরোয়ার্ডের আড়ালে চলেছে।</translation>
    </message>
    <message>
        <source>Copy the activations of layer %1 (%2) back from host memory.</source>
        <translation>স্তর %1-এর অ্যাক্টিভেশন (%2) হোস্ট মেমরি থেকে ফিরিয়ে কপি করা হয়।</translation>
    </message>
    <message>
        <source>The copy outlasted the backward it overlapped, so compute waited %1.</source>
        <translation>কপিটি যে ব্যাকওয়ার্ডের সাথে একসাথে চলেছে, তার চেয়ে বেশি সময় নিয়েছে, তাই গণনা %1 অপেক্ষা করেছে।</translation>
    </message>
    <message>
        <source>It overlaps the backward before it.</source>
        <translation>এটি তার আগের ব্যাকওয়ার্ডের সাথে একসাথে চলে।</translation>
    </message>
    <message>
        <source>Store all: every layer keeps its activations until its backward</source>
        <translation>সব রাখা: প্রতিটি স্তর তার ব্যাকওয়ার্ড পর্যন্ত নিজের অ্যাক্টিভেশন রাখে</translation>
    </message>
    <message numerus="yes">
        <source>A checkpoint every %n layer(s)</source>
        <translation>
            <numerusform>প্রতি %nটি স্তরে একটি চেকপয়েন্ট</numerusform>
            <numerusform>প্রতি %nটি স্তরে একটি চেকপয়েন্ট</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen&apos;s sqrt(N): %1 segments of up to %2 layers</source>
        <translation>Chen-এর sqrt(N): সর্বোচ্চ %2টি স্তরের %1টি সেগমেন্ট</translation>
    </message>
    <message numerus="yes">
        <source>Chen&apos;s greedy plan: a new segment every %1 of activations (%n segment(s))</source>
        <translation>
            <numerusform>Chen-এর গ্রিডি পরিকল্পনা: প্রতি %1 অ্যাক্টিভেশনে একটি নতুন সেগমেন্ট (%nটি সেগমেন্ট)</numerusform>
            <numerusform>Chen-এর গ্রিডি পরিকল্পনা: প্রতি %1 অ্যাক্টিভেশনে একটি নতুন সেগমেন্ট (%nটি সেগমেন্ট)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen&apos;s recursive plan: halve, keep the middle, recurse (about log2(N) checkpoints)</source>
        <translation>Chen-এর রিকার্সিভ পরিকল্পনা: দুই ভাগ করা, মাঝেরটি রাখা, প্রতিটি ভাগে আবার একই কাজ (প্রায় log2(N)-টি চেকপয়েন্ট)</translation>
    </message>
    <message numerus="yes">
        <source>Revolve with %n snapshot(s) (binomial checkpointing)</source>
        <translation>
            <numerusform>%nটি স্ন্যাপশটসহ Revolve (দ্বিপদী চেকপয়েন্টিং)</numerusform>
            <numerusform>%nটি স্ন্যাপশটসহ Revolve (দ্বিপদী চেকপয়েন্টিং)</numerusform>
        </translation>
    </message>
    <message>
        <source>Selective recomputation: keep all but the attention core, and recompute it in the backward</source>
        <translation>নির্বাচনী পুনর্গণনা: অ্যাটেনশনের মূল অংশ বাদে সব রাখা, আর ব্যাকওয়ার্ডে সেটুকু পুনর্গণনা করা</translation>
    </message>
    <message>
        <source>Offload activations to host memory at %1 GB/s</source>
        <translation>%1 GB/s গতিতে হোস্ট মেমরিতে অ্যাক্টিভেশন অফলোড করা</translation>
    </message>
    <message numerus="yes">
        <source>Checkpoints placed by hand (%n segment(s))</source>
        <translation>
            <numerusform>হাতে বসানো চেকপয়েন্ট (%nটি সেগমেন্ট)</numerusform>
            <numerusform>হাতে বসানো চেকপয়েন্ট (%nটি সেগমেন্ট)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest under a budget of %1 (dynamic program over checkpoint positions)</source>
        <translation>%1 বাজেটের মধ্যে সবচেয়ে সস্তা (চেকপয়েন্টের অবস্থানগুলির ওপর ডায়নামিক প্রোগ্রাম)</translation>
    </message>
    <message>
        <source>Cheapest under a budget of %1: %2, which recomputes less than the dynamic program&apos;s plan</source>
        <translation>%1 বাজেটের মধ্যে সবচেয়ে সস্তা: %2, যা ডায়নামিক প্রোগ্রামের পরিকল্পনার চেয়ে কম পুনর্গণনা করে</translation>
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
    <message>
        <source>the lesson &apos;%1&apos; has no scenarios</source>
        <translation>&apos;%1&apos; পাঠে কোনো পরিস্থিতি নেই</translation>
    </message>
    <message>
        <source>%1 has no narrated steps: --event N or --all-events draws its events</source>
        <translation>%1-এর কোনো বর্ণিত ধাপ নেই: --event N বা --all-events এর ইভেন্টগুলো আঁকে</translation>
    </message>
    <message>
        <source>--event %1 is past the last event of %2 (%3)</source>
        <translation>--event %1 হলো %2-এর শেষ ইভেন্টের (%3) পরে</translation>
    </message>
</context>
<context>
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>কুইজটি &apos;%1&apos; পাঠের অংশ, কিন্তু সেই পাঠটি নেই</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>ফাইলটি পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>the KV cache script cannot be run: %1</source>
        <extracomment>%1 is what is wrong with the file, a sentence that starts with the op and the line.</extracomment>
        <translation>KV ক্যাশে স্ক্রিপ্টটি চালানো যায় না: %1</translation>
    </message>
    <message>
        <source>the checkpoint chain cannot be used: line %1: step %2 asks a prediction, but its schedule has %3 narrated steps (the forward pass, then each run of backwards)</source>
        <translation>চেকপয়েন্ট চেইনটি ব্যবহার করা যায় না: লাইন %1: ধাপ %2 একটি অনুমান চায়, কিন্তু এর সময়সূচিতে বর্ণিত ধাপ %3টি (ফরওয়ার্ড পাস, তারপর ব্যাকওয়ার্ডের প্রতিটি দফা)</translation>
    </message>
    <message>
        <source>the checkpoint chain cannot be used: %1</source>
        <extracomment>%1 is what is wrong with the file, starting with its line (&quot;line 7: a checkpoint on layer 17, but the chain has 16 layers&quot;), in the learner&apos;s language.</extracomment>
        <translation>চেকপয়েন্ট চেইনটি ব্যবহার করা যায় না: %1</translation>
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
        <source>Memory by category (a guess)</source>
        <translation>ধরন অনুযায়ী মেমরি (অনুমান)</translation>
    </message>
    <message>
        <source>Snapshot comparison chart</source>
        <translation>স্ন্যাপশট তুলনার চার্ট</translation>
    </message>
    <message>
        <source>Memory of each rank</source>
        <translation>প্রতিটি র‍্যাঙ্কের মেমরি</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <extracomment>The title of an exported comparison: the two snapshot files&apos; names.</extracomment>
        <translation>%1 ও %2-এর তুলনা</translation>
    </message>
    <message>
        <source>step %1 of %2 · event %3 of %4</source>
        <translation>ধাপ %1 (মোট %2) · ইভেন্ট %3 (মোট %4)</translation>
    </message>
    <message>
        <source>operation %1 of %2</source>
        <translation>অপারেশন %1 (মোট %2)</translation>
    </message>
    <message>
        <source>event %1 of %2</source>
        <translation>ইভেন্ট %1 (মোট %2)</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>The parts of an export&apos;s caption (the page&apos;s title, where the picture is, its settings) are joined by this.</extracomment>
        <translation> · </translation>
    </message>
    <message>
        <source>step %1 of %2 · operation %3 of %4</source>
        <translation>ধাপ %1 (মোট %2) · অপারেশন %3 (মোট %4)</translation>
    </message>
    <message>
        <source>Largest allocations</source>
        <translation>সবচেয়ে বড় বরাদ্দ</translation>
    </message>
    <message>
        <source>Out of memory, settings and pools</source>
        <translation>মেমরি ফুরানো, সেটিং ও পুল</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>&amp;Export…</source>
        <translation>এক্সপোর্ট(&amp;E)…</translation>
    </message>
    <message>
        <source>Save a view, the whole lesson page or its animation as PNG, SVG, PDF, GIF or video</source>
        <translation>একটি চিত্র, পাঠের পুরো পাতা বা এর অ্যানিমেশন PNG, SVG, PDF, GIF বা ভিডিও হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Copy as &amp;image</source>
        <translation>ছবি হিসেবে কপি করুন(&amp;I)</translation>
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
        <translation>কোনটি(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>ফরম্যাট(&amp;F):</translation>
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
        <translation>আকার(&amp;S):</translation>
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
        <translation>ক্যাপশন(&amp;C):</translation>
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
        <translation>ধাপ(&amp;S):</translation>
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
        <translation>প্রতি(&amp;E):</translation>
    </message>
    <message>
        <source>Frame &amp;delay:</source>
        <translation>ফ্রেমের বিরতি(&amp;D):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>সংরক্ষণের স্থান(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>ব্রাউজ করুন(&amp;B)…</translation>
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
    <message>
        <source>From &amp;operation:</source>
        <translation>অপারেশন(&amp;O):</translation>
    </message>
    <message>
        <source>Last operation</source>
        <translation>শেষ অপারেশন</translation>
    </message>
    <message>
        <source>From &amp;event:</source>
        <translation>ইভেন্ট(&amp;E):</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>শেষ ইভেন্ট</translation>
    </message>
    <message>
        <source> operation(s)</source>
        <translation>টি অপারেশন</translation>
    </message>
    <message>
        <source> event(s)</source>
        <translation>টি ইভেন্ট</translation>
    </message>
    <message>
        <source>Each step&apos;s last event is always drawn: it is the state the step&apos;s text describes.</source>
        <translation>প্রতিটি ধাপের শেষ ইভেন্ট সবসময় আঁকা হয়: ধাপের লেখা সেই অবস্থারই বর্ণনা দেয়।</translation>
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
    <name>JsonTypeText</name>
    <message>
        <source>null</source>
        <extracomment>What a JSON value is, where a file has something else: “… must be a list, not null”.</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <extracomment>What a JSON value is: a boolean, “… must be a number, not true or false”.</extracomment>
        <translation>true বা false</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>What a JSON value is: “… must be a list, not a number”.</extracomment>
        <translation>একটি সংখ্যা</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>What a JSON value is: “… must be a number, not a string”.</extracomment>
        <translation>একটি স্ট্রিং</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>What a JSON value is (an array): “… must be a number, not a list”.</extracomment>
        <translation>একটি তালিকা</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>What a JSON value is: “… must be a number, not an object”.</extracomment>
        <translation>একটি অবজেক্ট</translation>
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
        <translation>মডেল(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;GPU memory:</source>
        <translation>&amp;GPU মেমরি:</translation>
    </message>
    <message>
        <source>&amp;Block size (tokens):</source>
        <translation>ব্লকের আকার (টোকেন)(&amp;B):</translation>
    </message>
    <message>
        <source>Sequence &amp;length (tokens):</source>
        <translation>সিকোয়েন্সের দৈর্ঘ্য (টোকেন)(&amp;L):</translation>
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
    <message>
        <source>The KV cache script cannot be run: %1</source>
        <extracomment>%1 is what is wrong with the script, a sentence that starts with the op and the line.</extracomment>
        <translation>KV ক্যাশে স্ক্রিপ্টটি চালানো যায় না: %1</translation>
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
    <message>
        <source>vLLM (paged)</source>
        <extracomment>The paper&apos;s names of the systems compared (Kwon et al., Fig. 2).</extracomment>
        <translation>vLLM (পেজড)</translation>
    </message>
    <message>
        <source>Orca (Max)</source>
        <translation>Orca (Max)</translation>
    </message>
    <message>
        <source>Orca (Pow2)</source>
        <translation>Orca (Pow2)</translation>
    </message>
    <message>
        <source>Orca (Oracle)</source>
        <translation>Orca (Oracle)</translation>
    </message>
    <message>
        <source>The paged KV cache lesson has no walkthrough “%1”: choose one of %2.</source>
        <translation>পেজড KV ক্যাশে পাঠে “%1” নামে কোনো ওয়াকথ্রু নেই: %2-এর মধ্যে একটি বেছে নিন।</translation>
    </message>
    <message>
        <source>The scene opens at step %1, but its walkthrough has %2 steps.</source>
        <translation>দৃশ্যটি ধাপ %1-এ খোলে, কিন্তু তার ওয়াকথ্রুতে ধাপ আছে %2টি।</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>পরিস্থিতি ফাইল হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>KV scripts (*.json)</source>
        <translation>KV স্ক্রিপ্ট (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli kvcache --script, and in the lesson from a content folder&apos;s scenarios/kvcache/ (--content).</source>
        <translation>%1-এ সংরক্ষিত হয়েছে। এটি gpu-memory-lab-cli kvcache --script-এ চলে, এবং কোনো কনটেন্ট ফোল্ডারের scenarios/kvcache/ থেকে পাঠে (--content)।</translation>
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
    <name>KvEventText</name>
    <message>
        <source>“%1”</source>
        <extracomment>A token shown as the word it stands for, in the language&apos;s quotation marks.</extracomment>
        <translation>“%1”</translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 was pruned by beam search: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>বিম সার্চ সিকোয়েন্স %1 ছেঁটে ফেলেছে: %nটি ব্লকের রেফারেন্স কাউন্ট 0-তে পৌঁছেছে এবং সেগুলি শেষ ব্লকটি আগে রেখে মুক্ত ব্লকের সারির শেষে যোগ হয়েছে।</numerusform>
            <numerusform>বিম সার্চ সিকোয়েন্স %1 ছেঁটে ফেলেছে: %nটি ব্লকের রেফারেন্স কাউন্ট 0-তে পৌঁছেছে এবং সেগুলি শেষ ব্লকটি আগে রেখে মুক্ত ব্লকের সারির শেষে যোগ হয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 was aborted: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>সিকোয়েন্স %1 বাতিল করা হয়েছে: %nটি ব্লকের রেফারেন্স কাউন্ট 0-তে পৌঁছেছে এবং সেগুলি শেষ ব্লকটি আগে রেখে মুক্ত ব্লকের সারির শেষে যোগ হয়েছে।</numerusform>
            <numerusform>সিকোয়েন্স %1 বাতিল করা হয়েছে: %nটি ব্লকের রেফারেন্স কাউন্ট 0-তে পৌঁছেছে এবং সেগুলি শেষ ব্লকটি আগে রেখে মুক্ত ব্লকের সারির শেষে যোগ হয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 finished: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>সিকোয়েন্স %1 শেষ হয়েছে: %nটি ব্লকের রেফারেন্স কাউন্ট 0-তে পৌঁছেছে এবং সেগুলি শেষ ব্লকটি আগে রেখে মুক্ত ব্লকের সারির শেষে যোগ হয়েছে।</numerusform>
            <numerusform>সিকোয়েন্স %1 শেষ হয়েছে: %nটি ব্লকের রেফারেন্স কাউন্ট 0-তে পৌঁছেছে এবং সেগুলি শেষ ব্লকটি আগে রেখে মুক্ত ব্লকের সারির শেষে যোগ হয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) stay, still used by other sequences.</source>
        <translation>
            <numerusform>%nটি ব্লক থেকে যায়, অন্য সিকোয়েন্স এখনও সেগুলি ব্যবহার করছে।</numerusform>
            <numerusform>%nটি ব্লক থেকে যায়, অন্য সিকোয়েন্স এখনও সেগুলি ব্যবহার করছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted. Its %n block(s) were copied to the host&apos;s swap space and are given back; they are copied into new blocks when it resumes.</source>
        <translation>
            <numerusform>ব্লক ফুরিয়ে গেছে: সবশেষে আসা সিকোয়েন্স %1-কে প্রিএম্পট করা হয়েছে। এর %nটি ব্লক হোস্টের সোয়াপ স্পেসে কপি করে ফেরত দেওয়া হয়েছে; এটি আবার চালু হলে সেগুলি নতুন ব্লকে কপি করা হবে।</numerusform>
            <numerusform>ব্লক ফুরিয়ে গেছে: সবশেষে আসা সিকোয়েন্স %1-কে প্রিএম্পট করা হয়েছে। এর %nটি ব্লক হোস্টের সোয়াপ স্পেসে কপি করে ফেরত দেওয়া হয়েছে; এটি আবার চালু হলে সেগুলি নতুন ব্লকে কপি করা হবে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted and its %n block(s) dropped; its tokens will be run through the model again when it resumes.</source>
        <translation>
            <numerusform>ব্লক ফুরিয়ে গেছে: সবশেষে আসা সিকোয়েন্স %1-কে প্রিএম্পট করা হয়েছে এবং এর %nটি ব্লক বাদ দেওয়া হয়েছে; এটি আবার চালু হলে এর টোকেনগুলি আবার মডেলের মধ্য দিয়ে চালানো হবে।</numerusform>
            <numerusform>ব্লক ফুরিয়ে গেছে: সবশেষে আসা সিকোয়েন্স %1-কে প্রিএম্পট করা হয়েছে এবং এর %nটি ব্লক বাদ দেওয়া হয়েছে; এটি আবার চালু হলে এর টোকেনগুলি আবার মডেলের মধ্য দিয়ে চালানো হবে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was to be swapped out, but the host&apos;s swap space had only %n block(s) free, so it is recomputed instead.</source>
        <translation>
            <numerusform>এটিকে সোয়াপ আউট করার কথা ছিল, কিন্তু হোস্টের সোয়াপ স্পেসে মাত্র %nটি ব্লক মুক্ত ছিল, তাই তার বদলে এটি পুনর্গণনা করা হয়।</numerusform>
            <numerusform>এটিকে সোয়াপ আউট করার কথা ছিল, কিন্তু হোস্টের সোয়াপ স্পেসে মাত্র %nটি ব্লক মুক্ত ছিল, তাই তার বদলে এটি পুনর্গণনা করা হয়।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap in: host block %1 (%n token(s) of logical block %2 of sequence %3) copied into physical %4; the host block is free again.</source>
        <translation>
            <numerusform>সোয়াপ ইন: হোস্ট ব্লক %1 (সিকোয়েন্স %3-এর লজিক্যাল ব্লক %2-এর %nটি টোকেন) ফিজিক্যাল %4-এ কপি করা হয়েছে; হোস্ট ব্লকটি আবার মুক্ত।</numerusform>
            <numerusform>সোয়াপ ইন: হোস্ট ব্লক %1 (সিকোয়েন্স %3-এর লজিক্যাল ব্লক %2-এর %nটি টোকেন) ফিজিক্যাল %4-এ কপি করা হয়েছে; হোস্ট ব্লকটি আবার মুক্ত।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recomputed %n token(s) of logical block %1 of sequence %2 into physical %3.</source>
        <translation>
            <numerusform>সিকোয়েন্স %2-এর লজিক্যাল ব্লক %1-এর %nটি টোকেন পুনর্গণনা করে ফিজিক্যাল %3-এ রাখা হয়েছে।</numerusform>
            <numerusform>সিকোয়েন্স %2-এর লজিক্যাল ব্লক %1-এর %nটি টোকেন পুনর্গণনা করে ফিজিক্যাল %3-এ রাখা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>That block still held a cached prefix, which is evicted: no later request can reuse it.</source>
        <translation>ওই ব্লকে তখনও একটি ক্যাশ করা প্রিফিক্স ছিল, যা সরিয়ে দেওয়া হয়েছে: পরের কোনো অনুরোধ আর সেটি আবার ব্যবহার করতে পারবে না।</translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens, %2 each, in one device allocation of %3.</source>
        <translation>
            <numerusform>%1 টোকেনের %nটি ব্লকের একটি পুল তৈরি করা হয়েছে, প্রতিটি %2, %3-এর একটিমাত্র ডিভাইস বরাদ্দে।</numerusform>
            <numerusform>%1 টোকেনের %nটি ব্লকের একটি পুল তৈরি করা হয়েছে, প্রতিটি %2, %3-এর একটিমাত্র ডিভাইস বরাদ্দে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens.</source>
        <translation>
            <numerusform>%1 টোকেনের %nটি ব্লকের একটি পুল তৈরি করা হয়েছে।</numerusform>
            <numerusform>%1 টোকেনের %nটি ব্লকের একটি পুল তৈরি করা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Every block is free, queued in order.</source>
        <translation>প্রতিটি ব্লক মুক্ত, ক্রম অনুযায়ী সারিতে রাখা।</translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s swap space holds %n block(s).</source>
        <translation>
            <numerusform>হোস্টের সোয়াপ স্পেসে %nটি ব্লক ধরে।</numerusform>
            <numerusform>হোস্টের সোয়াপ স্পেসে %nটি ব্লক ধরে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Physical block %1 joins the free queue&apos;s tail.</source>
        <translation>ফিজিক্যাল ব্লক %1 মুক্ত ব্লকের সারির শেষে যোগ হয়।</translation>
    </message>
    <message>
        <source>Scheduler step %1 begins.</source>
        <translation>শিডিউলারের ধাপ %1 শুরু হয়।</translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 is admitted for request %2 with a prompt of %n token(s); its block table is empty.</source>
        <translation>
            <numerusform>অনুরোধ %2-এর জন্য %nটি টোকেনের প্রম্পটসহ সিকোয়েন্স %1 গ্রহণ করা হয়েছে; এর ব্লক টেবিল খালি।</numerusform>
            <numerusform>অনুরোধ %2-এর জন্য %nটি টোকেনের প্রম্পটসহ সিকোয়েন্স %1 গ্রহণ করা হয়েছে; এর ব্লক টেবিল খালি।</numerusform>
        </translation>
    </message>
    <message>
        <source>The last block of sequence %1 is full, so its next token needs a new one: logical block %2 -&gt; physical %3, taken from the head of the free queue.</source>
        <translation>সিকোয়েন্স %1-এর শেষ ব্লক পূর্ণ, তাই এর পরের টোকেনের জন্য নতুন একটি ব্লক লাগে: লজিক্যাল ব্লক %2 -&gt; ফিজিক্যাল %3, মুক্ত ব্লকের সারির শুরু থেকে নেওয়া।</translation>
    </message>
    <message>
        <source>The prompt of sequence %1 needs logical block %2: it took physical %3 from the head of the free queue, the least recently used free block.</source>
        <translation>সিকোয়েন্স %1-এর প্রম্পটের জন্য লজিক্যাল ব্লক %2 লাগে: এটি মুক্ত ব্লকের সারির শুরু থেকে ফিজিক্যাল %3 নিয়েছে, যা সবচেয়ে আগে ব্যবহৃত মুক্ত ব্লক।</translation>
    </message>
    <message>
        <source>Prefix cache hit: logical block %1 of sequence %2 holds the same tokens after the same prefix as physical %3, so it reuses that block instead of computing it (reference count +1).</source>
        <translation>প্রিফিক্স ক্যাশ হিট: সিকোয়েন্স %2-এর লজিক্যাল ব্লক %1-এ একই প্রিফিক্সের পরে ফিজিক্যাল %3-এর মতো একই টোকেন আছে, তাই এটি গণনা না করে ওই ব্লকটিই আবার ব্যবহার করে (রেফারেন্স কাউন্ট +1)।</translation>
    </message>
    <message>
        <source>The block leaves the free queue, so it cannot be evicted.</source>
        <translation>ব্লকটি মুক্ত ব্লকের সারি ছেড়ে যায়, তাই এটি আর সরানো যায় না।</translation>
    </message>
    <message>
        <source>Token %1 of sequence %2 went into slot %3 of physical %4 (logical block %5).</source>
        <translation>সিকোয়েন্স %2-এর টোকেন %1 ফিজিক্যাল %4-এর স্লট %3-এ গেছে (লজিক্যাল ব্লক %5)।</translation>
    </message>
    <message>
        <source>It fills the block.</source>
        <translation>এটি ব্লকটি পূর্ণ করে।</translation>
    </message>
    <message>
        <source>Physical %1 is full: it is cached under its prefix hash, so a later request with the same prefix can reuse it.</source>
        <translation>ফিজিক্যাল %1 পূর্ণ: এটি এর প্রিফিক্স হ্যাশের অধীনে ক্যাশে রাখা হয়, তাই একই প্রিফিক্সের পরের কোনো অনুরোধ এটি আবার ব্যবহার করতে পারে।</translation>
    </message>
    <message numerus="yes">
        <source>Copy-on-write: physical %1 is shared by %n sequence(s), so sequence %2 copied it to physical %3 before appending (logical block %4 -&gt; physical %3).</source>
        <translation>
            <numerusform>কপি-অন-রাইট: ফিজিক্যাল %1 %nটি সিকোয়েন্স শেয়ার করছে, তাই যোগ করার আগে সিকোয়েন্স %2 এটি ফিজিক্যাল %3-এ কপি করেছে (লজিক্যাল ব্লক %4 -&gt; ফিজিক্যাল %3)।</numerusform>
            <numerusform>কপি-অন-রাইট: ফিজিক্যাল %1 %nটি সিকোয়েন্স শেয়ার করছে, তাই যোগ করার আগে সিকোয়েন্স %2 এটি ফিজিক্যাল %3-এ কপি করেছে (লজিক্যাল ব্লক %4 -&gt; ফিজিক্যাল %3)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 forked from sequence %2: it copies the block table (%n block(s)) and every block&apos;s reference count goes up by one; no KV is copied.</source>
        <translation>
            <numerusform>সিকোয়েন্স %2 থেকে সিকোয়েন্স %1 ফর্ক হয়েছে: এটি ব্লক টেবিল (%nটি ব্লক) কপি করে এবং প্রতিটি ব্লকের রেফারেন্স কাউন্ট এক বাড়ে; কোনো KV কপি করা হয় না।</numerusform>
            <numerusform>সিকোয়েন্স %2 থেকে সিকোয়েন্স %1 ফর্ক হয়েছে: এটি ব্লক টেবিল (%nটি ব্লক) কপি করে এবং প্রতিটি ব্লকের রেফারেন্স কাউন্ট এক বাড়ে; কোনো KV কপি করা হয় না।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap out: logical block %1 of sequence %2 (%n token(s)) copied from physical %3 to host block %4 of the swap space.</source>
        <translation>
            <numerusform>সোয়াপ আউট: সিকোয়েন্স %2-এর লজিক্যাল ব্লক %1 (%nটি টোকেন) ফিজিক্যাল %3 থেকে সোয়াপ স্পেসের হোস্ট ব্লক %4-এ কপি করা হয়েছে।</numerusform>
            <numerusform>সোয়াপ আউট: সিকোয়েন্স %2-এর লজিক্যাল ব্লক %1 (%nটি টোকেন) ফিজিক্যাল %3 থেকে সোয়াপ স্পেসের হোস্ট ব্লক %4-এ কপি করা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequence %1 has all its blocks back and runs again.</source>
        <translation>সিকোয়েন্স %1 তার সব ব্লক ফিরে পেয়েছে এবং আবার চলছে।</translation>
    </message>
    <message numerus="yes">
        <source>Request %1 waits: it needs %n block(s), and %2 are free.</source>
        <translation>
            <numerusform>অনুরোধ %1 অপেক্ষা করছে: এর %nটি ব্লক লাগবে, আর মুক্ত আছে %2টি।</numerusform>
            <numerusform>অনুরোধ %1 অপেক্ষা করছে: এর %nটি ব্লক লাগবে, আর মুক্ত আছে %2টি।</numerusform>
        </translation>
    </message>
    <message>
        <source>Admitting it would leave fewer free blocks than the 1% watermark.</source>
        <translation>এটিকে গ্রহণ করলে মুক্ত ব্লক 1% ওয়াটারমার্কের চেয়ে কমে যেত।</translation>
    </message>
</context>
<context>
    <name>KvPrediction</name>
    <message>
        <source>Predict: sequence S%1 generates its next token, %2. Which physical block will its K and V be written into? Click the block.</source>
        <extracomment>S%1: a sequence as the block tables label it (S0, S1, ...); %2: the token, a word in quotes or #12.</extracomment>
        <translation>অনুমান করুন: সিকোয়েন্স S%1 তার পরের টোকেন %2 তৈরি করে। এর K ও V কোন ফিজিক্যাল ব্লকে লেখা হবে? ব্লকটিতে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>Click a physical block in the pool, in a block table or in the free queue, or choose it from the list.</source>
        <translation>পুলে, কোনো ব্লক টেবিলে বা মুক্ত ব্লকের সারিতে একটি ফিজিক্যাল ব্লকে ক্লিক করুন, অথবা তালিকা থেকে বেছে নিন।</translation>
    </message>
    <message numerus="yes">
        <source>physical block %1: %2 of %3 slots filled, used by %n sequence(s)</source>
        <extracomment>A physical block in the prediction&apos;s list: its number, how full it is, and how many sequences use it.</extracomment>
        <translation>
            <numerusform>ফিজিক্যাল ব্লক %1: %3টি স্লটের %2টি ভরা, %nটি সিকোয়েন্স ব্যবহার করছে</numerusform>
            <numerusform>ফিজিক্যাল ব্লক %1: %3টি স্লটের %2টি ভরা, %nটি সিকোয়েন্স ব্যবহার করছে</numerusform>
        </translation>
    </message>
    <message>
        <source>physical block %1: free</source>
        <translation>ফিজিক্যাল ব্লক %1: মুক্ত</translation>
    </message>
    <message>
        <source>Pick a physical block of the pool.</source>
        <translation>পুলের একটি ফিজিক্যাল ব্লক বেছে নিন।</translation>
    </message>
    <message>
        <source>physical block %1</source>
        <translation>ফিজিক্যাল ব্লক %1</translation>
    </message>
    <message>
        <source>It went into physical block %1, the sequence&apos;s last block, which had a free slot and no one else using it.</source>
        <translation>এটি ফিজিক্যাল ব্লক %1-এ গেছে, সিকোয়েন্সের শেষ ব্লকে, যেখানে একটি খালি স্লট ছিল এবং অন্য কেউ সেটি ব্যবহার করছিল না।</translation>
    </message>
    <message>
        <source>The sequence&apos;s last block was full, so it went into physical block %1, a new block from the head of the free queue.</source>
        <translation>সিকোয়েন্সের শেষ ব্লক ভরা ছিল, তাই এটি ফিজিক্যাল ব্লক %1-এ গেছে, মুক্ত ব্লকের সারির মাথা থেকে নেওয়া একটি নতুন ব্লক।</translation>
    </message>
    <message>
        <source>The sequence&apos;s last block, physical %1, was shared, so it was copied first: the token went into the copy, physical block %2.</source>
        <translation>সিকোয়েন্সের শেষ ব্লক, ফিজিক্যাল %1, শেয়ার করা ছিল, তাই আগে সেটি কপি করা হয়েছে: টোকেনটি কপিতে গেছে, ফিজিক্যাল ব্লক %2-এ।</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1, %2: what the cache did, in order, each the engine&apos;s own sentence.
----------
%1: what happened; %2: the cache&apos;s own account of it.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>KvSandbox</name>
    <message>
        <source>The KV cache cannot do that: %1</source>
        <extracomment>%1: what is wrong, a sentence that starts with the op and the line.</extracomment>
        <translation>KV ক্যাশ এটি করতে পারে না: %1</translation>
    </message>
    <message numerus="yes">
        <source>Request %1 does not fit: its prompt of %n token(s) needs more blocks than are free. vLLM&apos;s scheduler would keep it waiting. Nothing was added.</source>
        <translation>
            <numerusform>অনুরোধ %1 জায়গা পায় না: এর %nটি টোকেনের প্রম্পটের জন্য মুক্ত ব্লকের চেয়ে বেশি ব্লক লাগে। vLLM-এর শিডিউলার এটিকে অপেক্ষায় রাখত। কিছুই যোগ হয়নি।</numerusform>
            <numerusform>অনুরোধ %1 জায়গা পায় না: এর %nটি টোকেনের প্রম্পটের জন্য মুক্ত ব্লকের চেয়ে বেশি ব্লক লাগে। vLLM-এর শিডিউলার এটিকে অপেক্ষায় রাখত। কিছুই যোগ হয়নি।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Request %1 ran out of blocks after %2 of %n token(s): no free block is left for the next one. Nothing was added: abort a request to free its blocks, or ask for fewer tokens.</source>
        <translation>
            <numerusform>%nটি টোকেনের %2টির পরে অনুরোধ %1-এর ব্লক ফুরিয়ে গেছে: পরেরটির জন্য কোনো মুক্ত ব্লক নেই। কিছুই যোগ হয়নি: ব্লক মুক্ত করতে একটি অনুরোধ বাতিল করুন, অথবা কম টোকেন চান।</numerusform>
            <numerusform>%nটি টোকেনের %2টির পরে অনুরোধ %1-এর ব্লক ফুরিয়ে গেছে: পরেরটির জন্য কোনো মুক্ত ব্লক নেই। কিছুই যোগ হয়নি: ব্লক মুক্ত করতে একটি অনুরোধ বাতিল করুন, অথবা কম টোকেন চান।</numerusform>
        </translation>
    </message>
    <message>
        <source>Request %1 is not running.</source>
        <translation>অনুরোধ %1 চলছে না।</translation>
    </message>
    <message>
        <source>Request %1 has no prompt to share.</source>
        <translation>অনুরোধ %1-এর শেয়ার করার মতো কোনো প্রম্পট নেই।</translation>
    </message>
    <message>
        <source>%1 (S%2)</source>
        <extracomment>A request as the sandbox names it, with the sequence the block tables label it: &quot;C (S2)&quot;.</extracomment>
        <translation>%1 (S%2)</translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s), its first %2 the same as request %3&apos;s, as requests with one system prompt are. Only with prefix caching do they share the full blocks of it.</source>
        <translation>
            <numerusform>নিজে হাতে: অনুরোধ %1 %nটি টোকেনের প্রম্পট নিয়ে আসে, যার প্রথম %2টি অনুরোধ %3-এর মতোই, যেমন একই সিস্টেম প্রম্পটের অনুরোধগুলো হয়। শুধু প্রিফিক্স ক্যাশিং থাকলেই তারা এর পূর্ণ ব্লকগুলো শেয়ার করে।</numerusform>
            <numerusform>নিজে হাতে: অনুরোধ %1 %nটি টোকেনের প্রম্পট নিয়ে আসে, যার প্রথম %2টি অনুরোধ %3-এর মতোই, যেমন একই সিস্টেম প্রম্পটের অনুরোধগুলো হয়। শুধু প্রিফিক্স ক্যাশিং থাকলেই তারা এর পূর্ণ ব্লকগুলো শেয়ার করে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s).</source>
        <translation>
            <numerusform>নিজে হাতে: অনুরোধ %1 %nটি টোকেনের প্রম্পট নিয়ে আসে।</numerusform>
            <numerusform>নিজে হাতে: অনুরোধ %1 %nটি টোকেনের প্রম্পট নিয়ে আসে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 generates %n more token(s).</source>
        <translation>
            <numerusform>নিজে হাতে: অনুরোধ %1 আরও %nটি টোকেন তৈরি করে।</numerusform>
            <numerusform>নিজে হাতে: অনুরোধ %1 আরও %nটি টোকেন তৈরি করে।</numerusform>
        </translation>
    </message>
    <message>
        <source>By hand: request %1 is forked from request %2, as parallel sampling and beam search do: it shares every block, and no KV is copied until one of them writes into a shared block.</source>
        <translation>নিজে হাতে: অনুরোধ %2 থেকে অনুরোধ %1 ফর্ক করা হয়, যেমন প্যারালেল স্যাম্পলিং ও বিম সার্চ করে: এটি প্রতিটি ব্লক শেয়ার করে, এবং তাদের কেউ শেয়ার করা ব্লকে না লেখা পর্যন্ত কোনো KV কপি হয় না।</translation>
    </message>
    <message>
        <source>By hand: request %1 is aborted: its blocks are given back, and those no other request uses join the free queue.</source>
        <translation>নিজে হাতে: অনুরোধ %1 বাতিল করা হয়: এর ব্লকগুলো ফেরত দেওয়া হয়, এবং যেগুলো অন্য কোনো অনুরোধ ব্যবহার করে না সেগুলো মুক্ত ব্লকের সারিতে যোগ হয়।</translation>
    </message>
</context>
<context>
    <name>KvSandboxBox</name>
    <message>
        <source>Go on by hand</source>
        <translation>নিজে হাতে চালিয়ে যান</translation>
    </message>
    <message>
        <source>Re&amp;quest:</source>
        <translation>অনুরোধ(&amp;Q):</translation>
    </message>
    <message>
        <source>The running request the buttons act on</source>
        <translation>যে চলমান অনুরোধের ওপর বোতামগুলো কাজ করে</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>টোকেন(&amp;T):</translation>
    </message>
    <message>
        <source>How many tokens to generate</source>
        <translation>কতগুলো টোকেন তৈরি করতে হবে</translation>
    </message>
    <message>
        <source>&amp;Generate tokens</source>
        <translation>টোকেন তৈরি করুন(&amp;G)</translation>
    </message>
    <message>
        <source>The request generates this many tokens, one after another: each is written into its last block, or a new one when that is full, or a copy when it is shared</source>
        <translation>অনুরোধটি একের পর এক এতগুলো টোকেন তৈরি করে: প্রতিটি তার শেষ ব্লকে লেখা হয়, সেটি ভরা থাকলে একটি নতুন ব্লকে, অথবা শেয়ার করা থাকলে একটি কপিতে</translation>
    </message>
    <message>
        <source>For&amp;k</source>
        <translation>ফর্ক করুন(&amp;K)</translation>
    </message>
    <message>
        <source>A new request that shares all of this one&apos;s blocks, as parallel sampling and beam search make</source>
        <translation>একটি নতুন অনুরোধ যা এটির সব ব্লক শেয়ার করে, যেমন প্যারালেল স্যাম্পলিং ও বিম সার্চ তৈরি করে</translation>
    </message>
    <message>
        <source>The request gives its blocks back</source>
        <translation>অনুরোধটি তার ব্লকগুলো ফেরত দেয়</translation>
    </message>
    <message>
        <source>The new request&apos;s prompt length, in tokens</source>
        <translation>নতুন অনুরোধের প্রম্পটের দৈর্ঘ্য, টোকেনে</translation>
    </message>
    <message>
        <source>Same system prompt</source>
        <translation>একই সিস্টেম প্রম্পট</translation>
    </message>
    <message>
        <source>The new request&apos;s prompt starts with the selected request&apos;s, as requests with one system prompt do: with prefix caching they share its full blocks</source>
        <translation>নতুন অনুরোধের প্রম্পট বেছে নেওয়া অনুরোধের প্রম্পট দিয়ে শুরু হয়, যেমন একই সিস্টেম প্রম্পটের অনুরোধগুলো হয়: প্রিফিক্স ক্যাশিং থাকলে তারা এর পূর্ণ ব্লকগুলো শেয়ার করে</translation>
    </message>
    <message>
        <source>Sen&amp;d a new request</source>
        <translation>নতুন অনুরোধ পাঠান(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>ফিরিয়ে নিন(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last thing done by hand</source>
        <translation>নিজে হাতে করা শেষ কাজটি ফিরিয়ে নিন</translation>
    </message>
    <message>
        <source>Sav&amp;e as a scenario file…</source>
        <translation>পরিস্থিতি ফাইল হিসেবে সংরক্ষণ করুন(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the walkthrough and what you did by hand to a KV script that runs to this state: to send, or to narrate as an exercise</source>
        <translation>ওয়াকথ্রু এবং আপনি নিজে হাতে যা করেছেন তা এমন একটি KV স্ক্রিপ্টে লিখুন যা এই অবস্থায় পৌঁছায়: পাঠানোর জন্য, অথবা অনুশীলন হিসেবে বর্ণনা করার জন্য</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>বাতিল করুন(&amp;A)</translation>
    </message>
    <message>
        <source>New &amp;request&apos;s prompt, in tokens:</source>
        <translation>নতুন অনুরোধের প্রম্পট, টোকেনে(&amp;R):</translation>
    </message>
</context>
<context>
    <name>KvScriptText</name>
    <message>
        <source>an empty string</source>
        <extracomment>What a JSON value is: a string with nothing in it, “… must be a request&apos;s name, not an empty string”.</extracomment>
        <translation>একটি খালি স্ট্রিং</translation>
    </message>
    <message>
        <source>a free_queue entry</source>
        <extracomment>The subject of a sentence about a number: “a free_queue entry must be from 0 to 7, not 9”.</extracomment>
        <translation>free_queue-এর একটি উপাদান</translation>
    </message>
    <message>
        <source>a token id</source>
        <extracomment>The subject of a sentence about a number: “a token id must be from 0 to 16777215, not -1”.</extracomment>
        <translation>একটি টোকেন আইডি</translation>
    </message>
    <message>
        <source>not JSON: line %1, column %2: %3</source>
        <extracomment>%1 and %2: the line and column where the text stops being JSON; %3: what the JSON reader found there, in English.</extracomment>
        <translation>JSON নয়: লাইন %1, কলাম %2: %3</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <extracomment>%1: a field&apos;s name (block_size, prompt_tokens, …), “a free_queue entry” or “a token id”, as translated; %2: what it is instead (“a string”, “a list”, …).</extracomment>
        <translation>%1 অবশ্যই একটি সংখ্যা হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>%1 must not be negative (it is %2)</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2: the negative number as written.</extracomment>
        <translation>%1 ঋণাত্মক হতে পারবে না (এটি %2)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the number as written.</extracomment>
        <translation>%1 অবশ্যই %2 থেকে %3 পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে, %4 নয়</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the number as written.</extracomment>
        <translation>%1 অবশ্যই %2 থেকে %3 পর্যন্ত হতে হবে, %4 নয়</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2 (the prompt has %3 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2: what it is instead (“a string”, …); %3: how many tokens the prompt has.</extracomment>
        <translation>%1 অবশ্যই একটি সংখ্যা হতে হবে, %2 নয় (প্রম্পটে %3টি টোকেন আছে)</translation>
    </message>
    <message>
        <source>%1 must not be negative (it is %2) (the prompt has %3 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2: the negative number as written; %3: how many tokens the prompt has.</extracomment>
        <translation>%1 ঋণাত্মক হতে পারবে না (এটি %2) (প্রম্পটে %3টি টোকেন আছে)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4 (the prompt has %5 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many tokens the prompt has.</extracomment>
        <translation>%1 অবশ্যই %2 থেকে %3 পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে, %4 নয় (প্রম্পটে %5টি টোকেন আছে)</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4 (the prompt has %5 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many tokens the prompt has.</extracomment>
        <translation>%1 অবশ্যই %2 থেকে %3 পর্যন্ত হতে হবে, %4 নয় (প্রম্পটে %5টি টোকেন আছে)</translation>
    </message>
    <message>
        <source>request %1: %2 must be a number, not %3</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field (arrival, prompt_tokens, output_tokens); %3: what it is instead (“a string”, …).</extracomment>
        <translation>অনুরোধ %1: %2 অবশ্যই একটি সংখ্যা হতে হবে, %3 নয়</translation>
    </message>
    <message>
        <source>request %1: %2 must not be negative (it is %3)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3: the negative number as written.</extracomment>
        <translation>অনুরোধ %1: %2 ঋণাত্মক হতে পারবে না (এটি %3)</translation>
    </message>
    <message>
        <source>request %1: %2 must be a whole number from %3 to %4, not %5</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3 to %4: the range allowed; %5: the number as written.</extracomment>
        <translation>অনুরোধ %1: %2 অবশ্যই %3 থেকে %4 পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে, %5 নয়</translation>
    </message>
    <message>
        <source>request %1: %2 must be from %3 to %4, not %5</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3 to %4: the range allowed; %5: the number as written.</extracomment>
        <translation>অনুরোধ %1: %2 অবশ্যই %3 থেকে %4 পর্যন্ত হতে হবে, %5 নয়</translation>
    </message>
    <message>
        <source>a KV script has no member %1 (it takes %2)</source>
        <extracomment>%1: the unknown key, quoted; %2: the keys a script takes, separated by commas.</extracomment>
        <translation>KV স্ক্রিপ্টে %1 নামে কোনো ঘর নেই (এটি নেয় %2)</translation>
    </message>
    <message>
        <source>%1 has no member %2 (it takes %3)</source>
        <extracomment>%1: the op&apos;s name (add, decode, fork, abort, step, serve); %2: the unknown key, quoted; %3: the keys the op takes.</extracomment>
        <translation>%1-এ %2 নামে কোনো ঘর নেই (এটি নেয় %3)</translation>
    </message>
    <message>
        <source>a fact has no member %1 (it takes %2)</source>
        <extracomment>%1: the unknown key, quoted; %2: the keys a fact takes.</extracomment>
        <translation>তথ্যে %1 নামে কোনো ঘর নেই (এটি নেয় %2)</translation>
    </message>
    <message>
        <source>request %1 has no member %2 (it takes %3)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: the unknown key, quoted; %3: the keys it takes.</extracomment>
        <translation>অনুরোধ %1-এ %2 নামে কোনো ঘর নেই (এটি নেয় %3)</translation>
    </message>
    <message>
        <source>a KV script is an object such as {&quot;block_size&quot;: 4, &quot;blocks&quot;: 8, &quot;ops&quot;: [...]}, not %1</source>
        <extracomment>%1: what the file is instead (“a list”, “a string”, …).</extracomment>
        <translation>KV স্ক্রিপ্ট হলো {&quot;block_size&quot;: 4, &quot;blocks&quot;: 8, &quot;ops&quot;: [...]}-এর মতো একটি অবজেক্ট, %1 নয়</translation>
    </message>
    <message>
        <source>the script has no block_size (tokens per block, a power of two from 1 to 128)</source>
        <translation>স্ক্রিপ্টে block_size নেই (প্রতি ব্লকে টোকেন, 1 থেকে 128 পর্যন্ত দুইয়ের একটি ঘাত)</translation>
    </message>
    <message>
        <source>block_size must be a power of two from 1 to 128 (what the block manager takes), not %1</source>
        <extracomment>%1: the number written.</extracomment>
        <translation>block_size অবশ্যই 1 থেকে 128 পর্যন্ত দুইয়ের একটি ঘাত হতে হবে (ব্লক ম্যানেজার যা নেয়), %1 নয়</translation>
    </message>
    <message>
        <source>the script has no blocks (how many physical blocks the pool has)</source>
        <translation>স্ক্রিপ্টে blocks নেই (পুলে কতগুলি ফিজিক্যাল ব্লক আছে)</translation>
    </message>
    <message>
        <source>free_queue must be a list of block ids, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>free_queue অবশ্যই ব্লক আইডির একটি তালিকা হতে হবে, %1 নয়</translation>
    </message>
    <message>
        <source>free_queue lists block %1 twice</source>
        <extracomment>%1: a physical block&apos;s number.</extracomment>
        <translation>free_queue-এ ব্লক %1 দুবার আছে</translation>
    </message>
    <message>
        <source>free_queue must list every block from 0 to %1 once; it lists %2 of %3</source>
        <extracomment>%1: the pool&apos;s last block number; %2: how many blocks free_queue lists; %3: how many blocks the pool has.</extracomment>
        <translation>free_queue-এ 0 থেকে %1 পর্যন্ত প্রতিটি ব্লক একবার করে থাকতে হবে; এতে %3টির মধ্যে %2টি আছে</translation>
    </message>
    <message>
        <source>prefix_caching must be true or false, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>prefix_caching অবশ্যই true বা false হতে হবে, %1 নয়</translation>
    </message>
    <message>
        <source>id must be a name of letters, digits, &apos;-&apos; and &apos;_&apos;, such as &quot;fig6&quot;, not %1</source>
        <extracomment>%1: the id written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>id অবশ্যই অক্ষর, অঙ্ক, &apos;-&apos; ও &apos;_&apos; দিয়ে তৈরি একটি নাম হতে হবে, যেমন &quot;fig6&quot;, %1 নয়</translation>
    </message>
    <message>
        <source>paper must say what the script reproduces, as text, not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>paper-এ লেখা হিসেবে বলতে হবে স্ক্রিপ্টটি কী পুনরুৎপাদন করে, %1 নয়</translation>
    </message>
    <message>
        <source>the script has no ops (a list such as [{&quot;op&quot;: &quot;add&quot;, &quot;request&quot;: &quot;A&quot;, &quot;prompt_tokens&quot;: 7}])</source>
        <translation>স্ক্রিপ্টে কোনো ops নেই ([{&quot;op&quot;: &quot;add&quot;, &quot;request&quot;: &quot;A&quot;, &quot;prompt_tokens&quot;: 7}]-এর মতো একটি তালিকা)</translation>
    </message>
    <message>
        <source>ops must be a list, not %1</source>
        <extracomment>%1: what it is instead (“an object”, …).</extracomment>
        <translation>ops অবশ্যই একটি তালিকা হতে হবে, %1 নয়</translation>
    </message>
    <message>
        <source>an op is an object such as {&quot;op&quot;: &quot;decode&quot;, &quot;request&quot;: &quot;A&quot;, &quot;tokens&quot;: 1}, not %1</source>
        <extracomment>%1: what the op is instead (“a string”, …).</extracomment>
        <translation>একটি অপারেশন হলো {&quot;op&quot;: &quot;decode&quot;, &quot;request&quot;: &quot;A&quot;, &quot;tokens&quot;: 1}-এর মতো একটি অবজেক্ট, %1 নয়</translation>
    </message>
    <message>
        <source>the op has no &quot;op&quot; (add, decode, fork, abort, step or serve)</source>
        <translation>অপারেশনটিতে &quot;op&quot; নেই (add, decode, fork, abort, step বা serve)</translation>
    </message>
    <message>
        <source>&quot;op&quot; must be add, decode, fork, abort, step or serve, not %1</source>
        <extracomment>%1: what it is instead (“a number”, …).</extracomment>
        <translation>&quot;op&quot; অবশ্যই add, decode, fork, abort, step বা serve হতে হবে, %1 নয়</translation>
    </message>
    <message>
        <source>unknown op %1: the ops are add, decode, fork, abort, step and serve</source>
        <extracomment>%1: the op&apos;s name as written, quoted.</extracomment>
        <translation>অজানা অপারেশন %1: অপারেশনগুলি হলো add, decode, fork, abort, step ও serve</translation>
    </message>
    <message>
        <source>%1 needs %2 (a request&apos;s name, such as &quot;A&quot;)</source>
        <extracomment>%1: the op&apos;s name (add, decode, fork, abort); %2: the field it needs (request or from).</extracomment>
        <translation>%1-এর %2 দরকার (একটি অনুরোধের নাম, যেমন &quot;A&quot;)</translation>
    </message>
    <message>
        <source>%1 must be a request&apos;s name (a non-empty string), not %2</source>
        <extracomment>%1: the field (request or from); %2: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>%1 অবশ্যই একটি অনুরোধের নাম হতে হবে (খালি নয় এমন একটি স্ট্রিং), %2 নয়</translation>
    </message>
    <message>
        <source>%1 names request %2, which is already live (op %3 added it)</source>
        <extracomment>%1: the op&apos;s name (add or fork); %2: the request&apos;s name, quoted; %3: the number of the op that added it.</extracomment>
        <translation>%1 অনুরোধ %2-এর নাম করে, যা ইতিমধ্যে চালু আছে (অপারেশন %3 এটি যোগ করেছে)</translation>
    </message>
    <message>
        <source>%1 names request %2, which no earlier op added</source>
        <extracomment>%1: the op&apos;s name (decode or abort); %2: the request&apos;s name, quoted.</extracomment>
        <translation>%1 অনুরোধ %2-এর নাম করে, যা আগের কোনো অপারেশন যোগ করেনি</translation>
    </message>
    <message>
        <source>%1 names request %2, which op %3 aborted</source>
        <extracomment>%1: the op&apos;s name (decode or abort); %2: the request&apos;s name, quoted; %3: the number of the op that aborted it.</extracomment>
        <translation>%1 অনুরোধ %2-এর নাম করে, যা অপারেশন %3 বাতিল করেছে</translation>
    </message>
    <message>
        <source>fork copies request %1, which no earlier op added</source>
        <extracomment>%1: the request&apos;s name, quoted.</extracomment>
        <translation>fork অনুরোধ %1 কপি করে, যা আগের কোনো অপারেশন যোগ করেনি</translation>
    </message>
    <message>
        <source>fork copies request %1, which op %2 aborted</source>
        <extracomment>%1: the request&apos;s name, quoted; %2: the number of the op that aborted it.</extracomment>
        <translation>fork অনুরোধ %1 কপি করে, যা অপারেশন %2 বাতিল করেছে</translation>
    </message>
    <message>
        <source>reason must be aborted, finished or pruned, not %1</source>
        <extracomment>%1: the reason written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>reason অবশ্যই aborted, finished বা pruned হতে হবে, %1 নয়</translation>
    </message>
    <message>
        <source>add takes one of prompt_tokens (a count), tokens (a list of ids) and words</source>
        <translation>add prompt_tokens (একটি গণনা), tokens (আইডির একটি তালিকা) ও words-এর মধ্যে একটিই নেয়</translation>
    </message>
    <message>
        <source>add needs prompt_tokens (how many tokens the prompt has), tokens (the prompt&apos;s token ids) or words (the prompt&apos;s words)</source>
        <translation>add-এর prompt_tokens (প্রম্পটে কতগুলি টোকেন), tokens (প্রম্পটের টোকেন আইডি) বা words (প্রম্পটের শব্দ) দরকার</translation>
    </message>
    <message>
        <source>shared_prefix_with and shared_tokens go with prompt_tokens; with tokens or words, write the shared ones out</source>
        <translation>shared_prefix_with ও shared_tokens prompt_tokens-এর সঙ্গে যায়; tokens বা words থাকলে ভাগ করা টোকেনগুলি লিখে দিন</translation>
    </message>
    <message>
        <source>shared_prefix_with (the request whose prompt this one starts with) and shared_tokens (how many of its tokens) go together</source>
        <translation>shared_prefix_with (যে অনুরোধের প্রম্পট দিয়ে এটি শুরু হয়) ও shared_tokens (তার কতগুলি টোকেন) একসাথে থাকে</translation>
    </message>
    <message>
        <source>shared_prefix_with must be a request&apos;s name</source>
        <translation>shared_prefix_with অবশ্যই একটি অনুরোধের নাম হতে হবে</translation>
    </message>
    <message>
        <source>shared_prefix_with names request %1, which no earlier op added</source>
        <extracomment>%1: the request&apos;s name, quoted.</extracomment>
        <translation>shared_prefix_with অনুরোধ %1-এর নাম করে, যা আগের কোনো অপারেশন যোগ করেনি</translation>
    </message>
    <message>
        <source>shared_tokens is %1 but %2&apos;s prompt has only %3 tokens</source>
        <extracomment>%1: the number written; %2: the request&apos;s name, quoted; %3: how many tokens its prompt has.</extracomment>
        <translation>shared_tokens হলো %1, কিন্তু %2-এর প্রম্পটে মাত্র %3টি টোকেন আছে</translation>
    </message>
    <message>
        <source>tokens gives token ids, but op %1 gave words, whose ids count from 0: a script uses words or token ids, not both</source>
        <extracomment>%1: the number of the first op that gave words.</extracomment>
        <translation>tokens টোকেন আইডি দেয়, কিন্তু অপারেশন %1 শব্দ দিয়েছে, যাদের আইডি 0 থেকে গোনা হয়: একটি স্ক্রিপ্ট শব্দ বা টোকেন আইডি ব্যবহার করে, দুটোই নয়</translation>
    </message>
    <message>
        <source>tokens must be a list of one or more token ids</source>
        <translation>tokens অবশ্যই এক বা একাধিক টোকেন আইডির একটি তালিকা হতে হবে</translation>
    </message>
    <message>
        <source>an op may write at most %1 tokens</source>
        <extracomment>%1: the most tokens one op may write.</extracomment>
        <translation>একটি অপারেশন সর্বোচ্চ %1টি টোকেন লিখতে পারে</translation>
    </message>
    <message>
        <source>words must be text, words separated by spaces, not %1</source>
        <extracomment>%1: what it is instead (“a list”, …).</extracomment>
        <translation>words অবশ্যই লেখা হতে হবে, ফাঁকা জায়গা দিয়ে আলাদা করা শব্দ, %1 নয়</translation>
    </message>
    <message>
        <source>words count their token ids from 0, but op %1 gave token ids: a script uses words or token ids, not both</source>
        <extracomment>%1: the number of the first op that gave token ids.</extracomment>
        <translation>words তাদের টোকেন আইডি 0 থেকে গোনে, কিন্তু অপারেশন %1 টোকেন আইডি দিয়েছে: একটি স্ক্রিপ্ট শব্দ বা টোকেন আইডি ব্যবহার করে, দুটোই নয়</translation>
    </message>
    <message>
        <source>words must hold one or more words</source>
        <translation>words-এ অবশ্যই এক বা একাধিক শব্দ থাকতে হবে</translation>
    </message>
    <message>
        <source>decode takes tokens (a count or a list of ids) or words, not both</source>
        <translation>decode tokens (একটি গণনা বা আইডির একটি তালিকা) বা words নেয়, দুটোই নয়</translation>
    </message>
    <message>
        <source>decode needs tokens (how many tokens to generate, 1 or more, or their ids) or words (the tokens as words)</source>
        <translation>decode-এর tokens (কতগুলি টোকেন তৈরি করতে হবে, 1 বা তার বেশি, বা তাদের আইডি) বা words (শব্দ হিসেবে টোকেনগুলি) দরকার</translation>
    </message>
    <message>
        <source>tokens must be how many tokens to generate or a list of their ids, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>tokens অবশ্যই হতে হবে কতগুলি টোকেন তৈরি করতে হবে বা তাদের আইডির একটি তালিকা, %1 নয়</translation>
    </message>
    <message>
        <source>predict must be &quot;block&quot; (the learner picks the physical block the step&apos;s first decoded token lands in)</source>
        <translation>predict অবশ্যই &quot;block&quot; হতে হবে (শিক্ষার্থী সেই ফিজিক্যাল ব্লক বেছে নেয় যেখানে ধাপের প্রথম ডিকোড করা টোকেন যায়)</translation>
    </message>
    <message>
        <source>a step that predicts needs a decode op before it (since the step before): its first token is what the learner places</source>
        <translation>অনুমান চাওয়া ধাপের আগে (আগের ধাপের পর থেকে) একটি decode অপারেশন দরকার: তার প্রথম টোকেনই শিক্ষার্থী বসায়</translation>
    </message>
    <message>
        <source>step needs scene (the step&apos;s name, such as &quot;fig6-new-block&quot;)</source>
        <translation>step-এর scene দরকার (ধাপের নাম, যেমন &quot;fig6-new-block&quot;)</translation>
    </message>
    <message>
        <source>scene must be the step&apos;s name (a non-empty string), not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>scene অবশ্যই ধাপের নাম হতে হবে (খালি নয় এমন একটি স্ট্রিং), %1 নয়</translation>
    </message>
    <message>
        <source>scene %1 is a name serve gives its own steps (step-N, preempt-N): choose another</source>
        <extracomment>%1: the scene&apos;s name, quoted.</extracomment>
        <translation>scene %1 এমন একটি নাম যা serve তার নিজের ধাপগুলিকে দেয় (step-N, preempt-N): অন্য একটি বেছে নিন</translation>
    </message>
    <message>
        <source>scene %1 names an earlier step already</source>
        <extracomment>%1: the scene&apos;s name, quoted.</extracomment>
        <translation>scene %1 আগের একটি ধাপের নাম হিসেবে আগেই আছে</translation>
    </message>
    <message>
        <source>facts must be a list such as [{&quot;fact&quot;: &quot;free-queue&quot;}], not %1</source>
        <extracomment>%1: what it is instead (“an object”, …).</extracomment>
        <translation>facts অবশ্যই [{&quot;fact&quot;: &quot;free-queue&quot;}]-এর মতো একটি তালিকা হতে হবে, %1 নয়</translation>
    </message>
    <message>
        <source>the step quotes two facts named %1: give one a name of its own</source>
        <extracomment>%1: the fact&apos;s name, quoted.</extracomment>
        <translation>ধাপটি %1 নামে দুটি তথ্য উদ্ধৃত করে: একটিকে আলাদা নাম দিন</translation>
    </message>
    <message>
        <source>a fact is an object such as {&quot;fact&quot;: &quot;table&quot;, &quot;request&quot;: &quot;A&quot;}, not %1</source>
        <extracomment>%1: what the fact is instead (“a string”, …).</extracomment>
        <translation>একটি তথ্য হলো {&quot;fact&quot;: &quot;table&quot;, &quot;request&quot;: &quot;A&quot;}-এর মতো একটি অবজেক্ট, %1 নয়</translation>
    </message>
    <message>
        <source>the fact has no &quot;fact&quot; (table, free-queue, sequence, finished, steps or preemptions)</source>
        <translation>তথ্যটিতে &quot;fact&quot; নেই (table, free-queue, sequence, finished, steps বা preemptions)</translation>
    </message>
    <message>
        <source>unknown fact %1: a fact is table, free-queue, sequence, finished, steps or preemptions</source>
        <extracomment>%1: the fact&apos;s kind as written, quoted.</extracomment>
        <translation>অজানা তথ্য %1: একটি তথ্য হলো table, free-queue, sequence, finished, steps বা preemptions</translation>
    </message>
    <message>
        <source>&quot;fact&quot; must be a string, not %1: a fact is table, free-queue, sequence, finished, steps or preemptions</source>
        <extracomment>%1: what it is instead (“a number”, …).</extracomment>
        <translation>&quot;fact&quot; অবশ্যই একটি স্ট্রিং হতে হবে, %1 নয়: একটি তথ্য হলো table, free-queue, sequence, finished, steps বা preemptions</translation>
    </message>
    <message>
        <source>the %1 fact needs request (a request&apos;s name, such as &quot;A&quot;)</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence).</extracomment>
        <translation>%1 তথ্যের request দরকার (একটি অনুরোধের নাম, যেমন &quot;A&quot;)</translation>
    </message>
    <message>
        <source>the %1 fact names request %2, which no earlier op added</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence); %2: the request&apos;s name, quoted.</extracomment>
        <translation>%1 তথ্যটি অনুরোধ %2-এর নাম করে, যা আগের কোনো অপারেশন যোগ করেনি</translation>
    </message>
    <message>
        <source>the %1 fact names request %2, which op %3 aborted</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence); %2: the request&apos;s name, quoted; %3: the number of the op that aborted it.</extracomment>
        <translation>%1 তথ্যটি অনুরোধ %2-এর নাম করে, যা অপারেশন %3 বাতিল করেছে</translation>
    </message>
    <message>
        <source>the %1 fact is not about one request: it takes no request</source>
        <extracomment>%1: the fact&apos;s kind (free-queue, finished, steps, preemptions).</extracomment>
        <translation>%1 তথ্যটি কোনো একটি অনুরোধ নিয়ে নয়: এটি কোনো request নেয় না</translation>
    </message>
    <message>
        <source>the %1 fact quotes what a serve op did, and no serve op comes before</source>
        <extracomment>%1: the fact&apos;s kind (finished, steps, preemptions).</extracomment>
        <translation>%1 তথ্যটি একটি serve অপারেশন যা করেছে তা উদ্ধৃত করে, আর এর আগে কোনো serve অপারেশন নেই</translation>
    </message>
    <message>
        <source>the sequence fact needs name (the narration&apos;s placeholder, such as &quot;first-fork&quot;)</source>
        <translation>sequence তথ্যের name দরকার (ধারাবর্ণনার স্থানধারক, যেমন &quot;first-fork&quot;)</translation>
    </message>
    <message>
        <source>name must be the narration&apos;s placeholder (a non-empty string), not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>name অবশ্যই ধারাবর্ণনার স্থানধারক হতে হবে (খালি নয় এমন একটি স্ট্রিং), %1 নয়</translation>
    </message>
    <message>
        <source>a script serves once, and op %1 served already</source>
        <extracomment>%1: the number of the op that served.</extracomment>
        <translation>একটি স্ক্রিপ্ট একবারই serve করে, আর অপারেশন %1 আগেই serve করেছে</translation>
    </message>
    <message>
        <source>serve needs the pool to itself, but request %1 is live (op %2 added it): abort it first</source>
        <extracomment>%1: the request&apos;s name, quoted; %2: the number of the op that added it.</extracomment>
        <translation>serve-এর পুরো পুলটি নিজের জন্য দরকার, কিন্তু অনুরোধ %1 চালু আছে (অপারেশন %2 এটি যোগ করেছে): আগে এটি বাতিল করুন</translation>
    </message>
    <message>
        <source>preemption must be recompute or swap, not %1</source>
        <extracomment>%1: the mode written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>preemption অবশ্যই recompute বা swap হতে হবে, %1 নয়</translation>
    </message>
    <message>
        <source>watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: 0.01), not %1</source>
        <extracomment>%1: the number written, or what it is instead (“a string”, …).</extracomment>
        <translation>watermark অবশ্যই ব্লকের সেই ভাগ হতে হবে যা গ্রহণের সময় মুক্ত রাখা হয়, 0 থেকে 0.5 পর্যন্ত (vLLM: 0.01), %1 নয়</translation>
    </message>
    <message>
        <source>serve needs requests (a list such as [{&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}])</source>
        <translation>serve-এর requests দরকার ([{&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}]-এর মতো একটি তালিকা)</translation>
    </message>
    <message>
        <source>requests must be a list of one or more requests</source>
        <translation>requests অবশ্যই এক বা একাধিক অনুরোধের একটি তালিকা হতে হবে</translation>
    </message>
    <message>
        <source>serve takes at most %1 requests</source>
        <extracomment>%1: the most requests one serve op takes.</extracomment>
        <translation>serve সর্বোচ্চ %1টি অনুরোধ নেয়</translation>
    </message>
    <message>
        <source>requests come in arrival order, but request %1 arrives at step %2, before request %3 (at step %4)</source>
        <extracomment>%1 and %3: requests&apos; numbers in the serve op&apos;s list (from 0); %2 and %4: the scheduler steps they arrive at.</extracomment>
        <translation>অনুরোধগুলি আসার ক্রমে থাকে, কিন্তু অনুরোধ %1 ধাপ %2-এ আসে, অনুরোধ %3-এর আগে (ধাপ %4-এ)</translation>
    </message>
    <message>
        <source>request %1 must be an object such as {&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}, not %2</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: what it is instead (“a string”, …).</extracomment>
        <translation>অনুরোধ %1 অবশ্যই {&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}-এর মতো একটি অবজেক্ট হতে হবে, %2 নয়</translation>
    </message>
    <message>
        <source>request %1 needs arrival (the scheduler step it arrives at), prompt_tokens and output_tokens (how many tokens it generates)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0).</extracomment>
        <translation>অনুরোধ %1-এর arrival (যে শিডিউলার ধাপে এটি আসে), prompt_tokens ও output_tokens (এটি কতগুলি টোকেন তৈরি করে) দরকার</translation>
    </message>
    <message>
        <source>request %1 needs %2 tokens of KV cache (prompt and output), more than the %3 that fit in %4 blocks of %5 tokens less the watermark&apos;s %6</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: the tokens it needs; %3: the tokens that fit; %4: the pool&apos;s blocks; %5: tokens per block; %6: the blocks the watermark keeps free.</extracomment>
        <translation>অনুরোধ %1-এর %2টি টোকেনের KV ক্যাশে দরকার (প্রম্পট ও আউটপুট), যা %5 টোকেনের %4টি ব্লক থেকে ওয়াটারমার্কের %6টি বাদ দিয়ে যে %3টি ধরে তার চেয়ে বেশি</translation>
    </message>
    <message>
        <source>a walkthrough needs an id (the key of its narration, such as &quot;fig6&quot;)</source>
        <translation>একটি ওয়াকথ্রুর একটি id দরকার (তার ধারাবর্ণনার চাবি, যেমন &quot;fig6&quot;)</translation>
    </message>
    <message>
        <source>a walkthrough needs narrated steps (a step or serve op), and this has none</source>
        <translation>একটি ওয়াকথ্রুর ধারাবর্ণনাসহ ধাপ দরকার (একটি step বা serve অপারেশন), আর এতে কোনোটি নেই</translation>
    </message>
    <message>
        <source>op %1 (line %2): %3</source>
        <extracomment>%1: the op&apos;s number in the script (from 1); %2: the line of the file; %3: what is wrong, a sentence.</extracomment>
        <translation>অপারেশন %1 (লাইন %2): %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1: the line of the file; %2: what is wrong there, a sentence.</extracomment>
        <translation>লাইন %1: %2</translation>
    </message>
</context>
<context>
    <name>KvSidePanel</name>
    <message>
        <source>&amp;Walkthrough:</source>
        <translation>ওয়াকথ্রু(&amp;W):</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>দৃশ্য: %1</translation>
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
        <translation>ব্লকের আকার: %1 টোকেন(&amp;B)</translation>
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
    <message>
        <source>Where KV memory goes (the paper&apos;s Fig. 2, run on this lesson&apos;s requests)</source>
        <translation>KV মেমরি কোথায় যায় (গবেষণাপত্রের Fig. 2, এই পাঠের অনুরোধগুলিতে চালানো)</translation>
    </message>
</context>
<context>
    <name>LargestAllocationsController</name>
    <message>
        <source>the peak of allocated memory (%1)</source>
        <translation>বরাদ্দকৃত মেমরির সর্বোচ্চ বিন্দু (%1)</translation>
    </message>
    <message>
        <source>out-of-memory error %1 of %2 (%3)</source>
        <translation>আউট-অফ-মেমরি ত্রুটি %2-এর মধ্যে %1 (%3)</translation>
    </message>
    <message>
        <source>The snapshot has no trace to look back in.</source>
        <translation>স্ন্যাপশটে পিছনে দেখার মতো কোনো ট্রেস নেই।</translation>
    </message>
    <message>
        <source>%1 (inferred)</source>
        <extracomment>A category guessed from the rest of the trace for memory allocated before it began.</extracomment>
        <translation>%1 (অনুমিত)</translation>
    </message>
    <message>
        <source>allocated before the trace began</source>
        <translation>ট্রেস শুরুর আগে বরাদ্দ</translation>
    </message>
    <message>
        <source>no stack recorded</source>
        <translation>কোনো স্ট্যাক রেকর্ড হয়নি</translation>
    </message>
    <message>
        <source>The %1 largest of the allocations alive then, which held %2 in all (block sizes, rounded as the allocator keeps them).</source>
        <extracomment>%1 how many allocations are listed, %2 the bytes allocated at that moment (rounded block sizes).</extracomment>
        <translation>তখন জীবিত বরাদ্দগুলোর মধ্যে সবচেয়ে বড় %1টি; সব মিলিয়ে সেগুলো %2 ধরে রেখেছিল (ব্লকের আকার, বরাদ্দকারী যেমন রাখে তেমন রাউন্ড করা)।</translation>
    </message>
    <message>
        <source>Export the largest allocations</source>
        <translation>সবচেয়ে বড় বরাদ্দগুলো এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
</context>
<context>
    <name>LargestAllocationsView</name>
    <message>
        <source>&amp;Alive at:</source>
        <translation>যখন জীবিত(&amp;A):</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV এক্সপোর্ট…(&amp;X)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>ঠিকানা</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>শ্রেণি</translation>
    </message>
    <message>
        <source>Where it was allocated</source>
        <translation>কোথায় বরাদ্দ হয়েছিল</translation>
    </message>
    <message>
        <source>Largest live allocations</source>
        <translation>সবচেয়ে বড় জীবিত বরাদ্দ</translation>
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
    <name>LessonPlaces</name>
    <message>
        <source>%1 has no narrated steps: --event N opens it at event N</source>
        <translation>%1-এর কোনো বর্ণিত ধাপ নেই: --event N এটিকে ইভেন্ট N-এ খোলে</translation>
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
    <name>LessonScene</name>
    <message>
        <source>It is not a scene file: the JSON is broken at line %1 (%2).</source>
        <translation>এটি কোনো দৃশ্য ফাইল নয়: লাইন %1-এ JSON ভাঙা (%2)।</translation>
    </message>
    <message>
        <source>It is not a scene file: a scene is a JSON object.</source>
        <translation>এটি কোনো দৃশ্য ফাইল নয়: দৃশ্য হলো একটি JSON অবজেক্ট।</translation>
    </message>
    <message>
        <source>It is not a scene file: “gml_scene” is missing.</source>
        <translation>এটি কোনো দৃশ্য ফাইল নয়: “gml_scene” নেই।</translation>
    </message>
    <message>
        <source>This scene was written by a newer GPU Memory Lab (scene format %1; this one reads %2).</source>
        <translation>এই দৃশ্যটি GPU Memory Lab-এর নতুন একটি সংস্করণে লেখা (দৃশ্যের ফরম্যাট %1; এটি পড়ে %2)।</translation>
    </message>
    <message>
        <source>The scene has a field “%1” that scenes do not have (they have %2).</source>
        <translation>দৃশ্যে “%1” নামে একটি ঘর আছে যা দৃশ্যে থাকে না (থাকে %2)।</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a name in quotes.</source>
        <translation>দৃশ্যের “%1” অবশ্যই উদ্ধৃতিচিহ্নের ভেতরে একটি নাম হতে হবে।</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a JSON object.</source>
        <translation>দৃশ্যের “%1” অবশ্যই একটি JSON অবজেক্ট হতে হবে।</translation>
    </message>
    <message>
        <source>The scene&apos;s “step” must be a whole number from 1.</source>
        <translation>দৃশ্যের “step” অবশ্যই 1 থেকে শুরু একটি পূর্ণ সংখ্যা হতে হবে।</translation>
    </message>
    <message>
        <source>The scene&apos;s “event” must be a whole number from 1.</source>
        <translation>দৃশ্যের “event” অবশ্যই 1 থেকে শুরু একটি পূর্ণ সংখ্যা হতে হবে।</translation>
    </message>
    <message>
        <source>The scene folds a panel it cannot: “%1” (the panels are %2).</source>
        <translation>দৃশ্যটি এমন একটি প্যানেল ভাঁজ করে যা ভাঁজ করা যায় না: “%1” (প্যানেলগুলি হলো %2)।</translation>
    </message>
    <message>
        <source>The scene&apos;s “folded” must be a list of panels (%1).</source>
        <translation>দৃশ্যের “folded” অবশ্যই প্যানেলের একটি তালিকা হতে হবে (%1)।</translation>
    </message>
</context>
<context>
    <name>LessonSidePanel</name>
    <message>
        <source>This step&apos;s text is read at its last event, %1: Next step plays on to it.</source>
        <translation>এই ধাপের লেখা পড়া হয় তার শেষ ইভেন্টে, %1-এ: পরের ধাপ সেখান পর্যন্ত চালিয়ে নিয়ে যায়।</translation>
    </message>
    <message>
        <source>These events come after the lesson&apos;s last step; what each one did is said below.</source>
        <translation>এই ইভেন্টগুলো পাঠের শেষ ধাপের পরে এসেছে; প্রতিটি কী করেছে তা নিচে বলা আছে।</translation>
    </message>
    <message>
        <source>This step&apos;s text is read at its last operation, %1: Next step plays on to it.</source>
        <translation>এই ধাপের লেখা এর শেষ অপারেশন %1-এ পড়া হয়: পরের ধাপ সেখান পর্যন্ত চালায়।</translation>
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
        <translation>ফাইল(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>দেখুন(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Restore default layout</source>
        <translation>ডিফল্ট লেআউট ফিরিয়ে আনুন(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ভাষা(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সাহায্য(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Memory Lab</source>
        <translation>GPU Memory Lab সম্পর্কে(&amp;A)</translation>
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
        <source>Snapshot: %1</source>
        <translation>স্ন্যাপশট: %1</translation>
    </message>
    <message>
        <source>The engines run on this CUDA GPU.</source>
        <translation>ইঞ্জিনগুলি এই CUDA GPU-তে চলছে।</translation>
    </message>
    <message>
        <source>The simulated device was asked for with --device sim.</source>
        <translation>--device sim দিয়ে সিমুলেটেড ডিভাইস চাওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>No CUDA GPU: this build has no CUDA support (nvcc was not found when it was built).</source>
        <translation>কোনো CUDA GPU নেই: এই বিল্ডে CUDA সমর্থন নেই (বিল্ড করার সময় nvcc পাওয়া যায়নি)।</translation>
    </message>
    <message>
        <source>No CUDA GPU answered. The CUDA runtime said: %1</source>
        <extracomment>%1 is the CUDA runtime&apos;s or driver&apos;s own message.</extracomment>
        <translation>কোনো CUDA GPU সাড়া দেয়নি। CUDA রানটাইম জানিয়েছে: %1</translation>
    </message>
</context>
<context>
    <name>MemoryCategoryText</name>
    <message>
        <source>Parameters</source>
        <translation>প্যারামিটার</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>গ্রেডিয়েন্ট</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>অপ্টিমাইজার স্টেট</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <source>Temporaries</source>
        <translation>অস্থায়ী টেনসর</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A share of the memory at the peak; %1 is the number (&quot;56&quot;, &quot;3.2&quot;).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>At the peak, activations held %1 (%2) — what activation checkpointing could save; optimizer state held %3 (%4) — what it cannot.</source>
        <extracomment>%1 and %3 are sizes (&quot;33 MiB&quot;), %2 and %4 shares of the peak (&quot;3.2%&quot;).</extracomment>
        <translation>সর্বোচ্চ বিন্দুতে অ্যাক্টিভেশন %1 (%2) ধরে রেখেছিল — অ্যাক্টিভেশন চেকপয়েন্টিং এটুকু বাঁচাতে পারত; অপ্টিমাইজার স্টেট %3 (%4) ধরে রেখেছিল — এটুকু চেকপয়েন্টিং বাঁচাতে পারে না।</translation>
    </message>
    <message>
        <source>A guess from the stack frames that allocated each block: PyTorch does not record what a tensor is for. Memory that nothing in its stack explains stays unknown.</source>
        <translation>প্রতিটি ব্লক যে স্ট্যাক ফ্রেমগুলি বরাদ্দ করেছে সেগুলি থেকে করা একটি অনুমান: কোনো টেনসর কী কাজে লাগে PyTorch তা লিখে রাখে না। যে মেমরির স্ট্যাকে কিছুই তা ব্যাখ্যা করে না, তা অজানাই থাকে।</translation>
    </message>
    <message>
        <source>Inference cache</source>
        <translation>ইনফারেন্স ক্যাশ</translation>
    </message>
</context>
<context>
    <name>MemoryCategoryView</name>
    <message>
        <source>%1: %2 (%3)</source>
        <extracomment>One category&apos;s part of the peak: %1 the category, %2 its size, %3 its share.</extracomment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Allocated (GiB)</source>
        <translation>বরাদ্দ (GiB)</translation>
    </message>
    <message>
        <source>Allocated (MiB)</source>
        <translation>বরাদ্দ (MiB)</translation>
    </message>
    <message>
        <source>Allocated (KiB)</source>
        <translation>বরাদ্দ (KiB)</translation>
    </message>
    <message>
        <source>Memory by category (a guess)</source>
        <translation>ধরন অনুযায়ী মেমরি (অনুমান)</translation>
    </message>
    <message>
        <source>What the allocated memory was for, over the trace</source>
        <translation>বরাদ্দ করা মেমরি কী কাজে লেগেছিল, ট্রেস জুড়ে</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>সর্বোচ্চ</translation>
    </message>
    <message>
        <source>Open the activation checkpointing lesson</source>
        <translation>অ্যাক্টিভেশন চেকপয়েন্টিং পাঠটি খুলুন</translation>
    </message>
    <message>
        <source>Memory by category chart</source>
        <translation>ধরন অনুযায়ী মেমরির চার্ট</translation>
    </message>
    <message>
        <source>Allocated memory over the trace, stacked by guessed category.</source>
        <translation>ট্রেস জুড়ে বরাদ্দ করা মেমরি, অনুমিত ধরন অনুযায়ী স্তূপ করে সাজানো।</translation>
    </message>
    <message>
        <source>Event (index in the trace)</source>
        <translation>ইভেন্ট (ট্রেসে সূচক)</translation>
    </message>
    <message>
        <source>At the peak: %1 allocated (requested sizes)</source>
        <extracomment>%1 is a size: what the program requested, before the allocator rounds blocks up.</extracomment>
        <translation>সর্বোচ্চ বিন্দুতে: %1 বরাদ্দকৃত (অনুরোধ করা আকার)</translation>
    </message>
    <message>
        <source>%1 (%2 inferred from the trace)</source>
        <extracomment>%1 a category, %2 the part of it guessed from the rest of the trace.</extracomment>
        <translation>%1 (%2 ট্রেস থেকে অনুমিত)</translation>
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
    <message>
        <source>%1 (%2 B)</source>
        <translation>%1 (%2 B)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Segment #%1 (%2), %3, stream %4</source>
        <translation>&lt;br&gt;সেগমেন্ট #%1 (%2), %3, স্ট্রিম %4</translation>
    </message>
    <message>
        <source>#%1 · %2 (cont.)</source>
        <extracomment>On the memory map, the label of segment %1 (%2 is its size) on each further row the segment wraps onto. Keep it short: it must fit in a piece of a row.</extracomment>
        <translation>#%1 · %2 (চলমান)</translation>
    </message>
    <message>
        <source>Stream %1 is picked out; the other streams&apos; segments are faded.</source>
        <extracomment>The memory map&apos;s description for a screen reader when one stream is picked out (%1: its name or id).</extracomment>
        <translation>স্ট্রিম %1 আলাদা করে দেখানো হয়েছে; অন্য স্ট্রিমের সেগমেন্টগুলো ফিকে।</translation>
    </message>
</context>
<context>
    <name>ModelBudgetPanel</name>
    <message>
        <source>&amp;Model:</source>
        <translation>মডেল(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>অপ্টিমাইজার(&amp;O):</translation>
    </message>
    <message>
        <source>Mi&amp;xed precision (fp32 master copy)</source>
        <translation>মিশ্র নির্ভুলতা (fp32 মাস্টার কপি)(&amp;X)</translation>
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
    <message>
        <source>SGD with momentum</source>
        <translation>মোমেন্টামসহ SGD</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) %7 = %8 of %9: fits</source>
        <translation>ওজন %1 + fp32 মাস্টার কপি %2 + গ্রেডিয়েন্ট %3 + %4 স্টেট %5 + অ্যাক্টিভেশন (%6) %7 = %9-এর মধ্যে %8: এঁটে যায়</translation>
    </message>
    <message>
        <source>weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) %7 = %8 of %9: does not fit</source>
        <translation>ওজন %1 + fp32 মাস্টার কপি %2 + গ্রেডিয়েন্ট %3 + %4 স্টেট %5 + অ্যাক্টিভেশন (%6) %7 = %9-এর মধ্যে %8: আঁটে না</translation>
    </message>
    <message>
        <source>weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: fits</source>
        <translation>ওজন %1 + গ্রেডিয়েন্ট %2 + %3 স্টেট %4 + অ্যাক্টিভেশন (%5) %6 = %8-এর মধ্যে %7: এঁটে যায়</translation>
    </message>
    <message>
        <source>weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: does not fit</source>
        <translation>ওজন %1 + গ্রেডিয়েন্ট %2 + %3 স্টেট %4 + অ্যাক্টিভেশন (%5) %6 = %8-এর মধ্যে %7: আঁটে না</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>NarrationReader</name>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>“%1”: the %2 (%3) text does not quote the same figures in braces as the English</source>
        <translation>“%1”: %2 (%3) লেখায় কোঁকড়া বন্ধনীর ভেতরের মানগুলি ইংরেজি লেখার সাথে মেলে না</translation>
    </message>
    <message>
        <source>“%1%2” is not a list</source>
        <translation>“%1%2” কোনো তালিকা নয়</translation>
    </message>
    <message>
        <source>an entry of “%1%2” has no &apos;%3&apos;</source>
        <translation>“%1%2”-এর একটি এন্ট্রিতে &apos;%3&apos; নেই</translation>
    </message>
    <message>
        <source>the narration names no &apos;lesson&apos;</source>
        <translation>ধারাবর্ণনায় কোনো &apos;lesson&apos; উল্লেখ করা নেই</translation>
    </message>
    <message>
        <source>“%1” is not a list</source>
        <translation>“%1” কোনো তালিকা নয়</translation>
    </message>
    <message>
        <source>an entry of “%1” has no &apos;id&apos;</source>
        <translation>“%1”-এর একটি এন্ট্রিতে কোনো &apos;id&apos; নেই</translation>
    </message>
    <message>
        <source>the narration holds no text</source>
        <translation>ধারাবর্ণনায় কোনো লেখা নেই</translation>
    </message>
</context>
<context>
    <name>NumberText</name>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The separator between the numbers of a list of blocks: &quot;7, 1, 3&quot;.</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>OutOfMemoryReportText</name>
    <message>
        <source>Out of memory on GPU %1 at event %2: it tried to allocate %3.</source>
        <extracomment>%1 is the GPU&apos;s number, %2 the trace event (its index in the snapshot&apos;s device trace), %3 a size.</extracomment>
        <translation>GPU %1-এ ইভেন্ট %2-এ মেমরি ফুরিয়েছে: এটি %3 বরাদ্দ করতে চেয়েছিল।</translation>
    </message>
    <message>
        <source>The driver said %1 of the GPU was free (device_free, as recorded).</source>
        <translation>ড্রাইভার বলেছিল GPU-র %1 খালি ছিল (device_free, যেমন রেকর্ড হয়েছে)।</translation>
    </message>
    <message>
        <source>PyTorch held %1: %2 allocated to tensors and %3 reserved but cached.</source>
        <translation>PyTorch %1 ধরে রেখেছিল: টেনসরে বরাদ্দ %2 এবং রিজার্ভড কিন্তু ক্যাশে রাখা %3।</translation>
    </message>
    <message>
        <source>About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA context): the GPU&apos;s %2, worked out from its expandable segments, less what PyTorch reserved and what was free.</source>
        <translation>প্রায় %1 PyTorch-এর বাইরে ধরা ছিল (অন্য প্রসেস, NCCL, cuBLAS ওয়ার্কস্পেস, CUDA কনটেক্সট): GPU-র %2, যা এর এক্সপান্ডেবল সেগমেন্ট থেকে বের করা হয়েছে, থেকে PyTorch-এর রিজার্ভড ও খালি অংশ বাদ দিয়ে।</translation>
    </message>
    <message>
        <source>About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA context): the GPU&apos;s %2, as you gave it, less what PyTorch reserved and what was free.</source>
        <translation>প্রায় %1 PyTorch-এর বাইরে ধরা ছিল (অন্য প্রসেস, NCCL, cuBLAS ওয়ার্কস্পেস, CUDA কনটেক্সট): আপনার দেওয়া GPU-র %2 থেকে PyTorch-এর রিজার্ভড ও খালি অংশ বাদ দিয়ে।</translation>
    </message>
    <message>
        <source>How much was held outside PyTorch is not known: the snapshot does not record the GPU&apos;s size. Give it under &quot;What if&quot; (GPU memory) to see it.</source>
        <translation>PyTorch-এর বাইরে কতটা ধরা ছিল তা জানা নেই: স্ন্যাপশট GPU-র আকার রেকর্ড করে না। দেখতে &quot;What if&quot;-এ (GPU মেমরি) তা দিন।</translation>
    </message>
    <message>
        <source>The snapshot does not record the allocator&apos;s settings (older PyTorch).</source>
        <translation>স্ন্যাপশট বরাদ্দকারীর সেটিং রেকর্ড করে না (পুরোনো PyTorch)।</translation>
    </message>
    <message>
        <source>The run already used expandable segments.</source>
        <translation>রানটি আগেই এক্সপান্ডেবল সেগমেন্ট ব্যবহার করছিল।</translation>
    </message>
    <message>
        <source>%1 was cached but could not serve the request: try PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, which lets a segment grow instead of leaving gaps between segments.</source>
        <translation>%1 ক্যাশে ছিল কিন্তু অনুরোধটি মেটাতে পারেনি: PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True চেষ্টা করুন, যা সেগমেন্টগুলোর মাঝে ফাঁক না রেখে একটি সেগমেন্টকে বাড়তে দেয়।</translation>
    </message>
    <message>
        <source>Large cached blocks were split into pieces too small for the request: try PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:%1, so that blocks that large are never split.</source>
        <translation>ক্যাশের বড় ব্লকগুলো অনুরোধের জন্য খুব ছোট টুকরোয় ভাগ হয়েছিল: PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:%1 চেষ্টা করুন, যাতে এত বড় ব্লক কখনো ভাগ না হয়।</translation>
    </message>
    <message>
        <source>Memory held outside PyTorch (%1) would have served the request: look for other processes on the GPU (nvidia-smi), NCCL buffers, or a second framework in the same process.</source>
        <translation>PyTorch-এর বাইরে ধরা মেমরি (%1) দিয়ে অনুরোধটি মেটানো যেত: GPU-তে অন্য প্রসেস (nvidia-smi), NCCL বাফার, বা একই প্রসেসে দ্বিতীয় ফ্রেমওয়ার্ক খুঁজুন।</translation>
    </message>
    <message>
        <source>Live tensors held %1, nearly everything PyTorch had: the program needs less memory at this point (a smaller batch, activation checkpointing, offloading, or freeing tensors sooner).</source>
        <translation>জীবিত টেনসরগুলো %1 ধরে রেখেছিল, PyTorch-এর প্রায় সবটাই: এই বিন্দুতে প্রোগ্রামের কম মেমরি দরকার (ছোট ব্যাচ, অ্যাক্টিভেশন চেকপয়েন্টিং, অফলোডিং, বা টেনসর আগে মুক্ত করা)।</translation>
    </message>
    <message>
        <source>%1 was cached in whole free segments that could not serve this request (another stream&apos;s or pool&apos;s): free them between phases with torch.cuda.empty_cache(), or allocate on one stream.</source>
        <translation>%1 এমন পুরো খালি সেগমেন্টে ক্যাশে ছিল যা এই অনুরোধ মেটাতে পারেনি (অন্য স্ট্রিম বা পুলের): ধাপগুলোর মাঝে torch.cuda.empty_cache() দিয়ে সেগুলো মুক্ত করুন, বা এক স্ট্রিমে বরাদ্দ করুন।</translation>
    </message>
    <message>
        <source>What to try: %1</source>
        <translation>যা চেষ্টা করবেন: %1</translation>
    </message>
    <message>
        <source>Of the cached memory, %1 lay in free pieces of split segments (inactive split blocks, which cannot be given back), %2 could be given back (whole free segments and free pages of expandable segments) and %3 was in blocks waiting for another stream.</source>
        <translation>ক্যাশের মেমরির মধ্যে %1 ছিল বিভক্ত সেগমেন্টের খালি টুকরোয় (নিষ্ক্রিয় বিভক্ত ব্লক, যা ফেরত দেওয়া যায় না), %2 ফেরত দেওয়া যেত (পুরো খালি সেগমেন্ট ও এক্সপান্ডেবল সেগমেন্টের খালি পেজ) এবং %3 ছিল অন্য স্ট্রিমের অপেক্ষায় থাকা ব্লকে।</translation>
    </message>
</context>
<context>
    <name>PlaybackToolbar</name>
    <message>
        <source>Playback</source>
        <translation>প্লেব্যাক</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>গতি(&amp;S):</translation>
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
    <message>
        <source>Previous step</source>
        <translation>আগের ধাপ</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>পরের ধাপ</translation>
    </message>
    <message>
        <source>Previous operation</source>
        <translation>আগের অপারেশন</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>আগের ইভেন্ট</translation>
    </message>
    <message>
        <source>Next operation</source>
        <translation>পরের অপারেশন</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>পরের ইভেন্ট</translation>
    </message>
</context>
<context>
    <name>PredictionBox</name>
    <message>
        <source>Your prediction</source>
        <translation>আপনার অনুমান</translation>
    </message>
    <message>
        <source>Your answer: %1. The teacher reveals it with R.</source>
        <translation>আপনার উত্তর: %1। শিক্ষক R চেপে এটি প্রকাশ করবেন।</translation>
    </message>
    <message>
        <source>Right. %1</source>
        <translation>সঠিক। %1</translation>
    </message>
    <message>
        <source>Not this time. %1</source>
        <translation>এবার হয়নি। %1</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>যা ঘটল: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>উত্তর দিন</translation>
    </message>
    <message>
        <source>Answer with the choice in the list</source>
        <translation>তালিকায় বেছে নেওয়া বিকল্প দিয়ে উত্তর দিন</translation>
    </message>
</context>
<context>
    <name>PredictionFlow</name>
    <message>
        <source>Your predictions in this lesson: %1 of %2 right.</source>
        <translation>এই পাঠে আপনার অনুমান: %2টির মধ্যে %1টি সঠিক।</translation>
    </message>
    <message>
        <source>%1

Discuss, then press R or Page Down to see what happens.</source>
        <translation>%1

আলোচনা করুন, তারপর কী ঘটে দেখতে R বা Page Down চাপুন।</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
</context>
<context>
    <name>PresentationCaption</name>
    <message>
        <source>Right or Page Down: next step · Left or Page Up: step back · Shift+Right: one event · Q: the quiz · S: the settings · B: blank screen · Esc: leave</source>
        <translation>ডান তীর বা Page Down: পরের ধাপ · বাম তীর বা Page Up: আগের ধাপ · Shift+ডান তীর: একটি ইভেন্ট · Q: কুইজ · S: সেটিংস · B: ফাঁকা পর্দা · Esc: বেরিয়ে আসা</translation>
    </message>
</context>
<context>
    <name>PresentationController</name>
    <message>
        <source>&amp;Present</source>
        <translation>উপস্থাপন করুন(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, enlarged, for a projector (F5; Esc leaves)</source>
        <translation>প্রজেক্টরের জন্য পূর্ণ পর্দায়, বড় করে (F5; Esc চাপলে বেরিয়ে আসে)</translation>
    </message>
    <message>
        <source>Presentation &amp;scale…</source>
        <translation>উপস্থাপনার মাপ(&amp;S)…</translation>
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
        <translation>কুইজ(&amp;Q):</translation>
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
    <name>RunController</name>
    <message>
        <source>Run: %1</source>
        <translation>রান: %1</translation>
    </message>
    <message>
        <source>The run could not be opened: %1</source>
        <translation>রানটি খোলা যায়নি: %1</translation>
    </message>
    <message>
        <source>Opening a run</source>
        <translation>রান খোলা হচ্ছে</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n টি ফাইল</numerusform>
            <numerusform>%n টি ফাইল</numerusform>
        </translation>
    </message>
    <message>
        <source>Open run &amp;folder…</source>
        <translation>রানের ফোল্ডার খুলুন(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a training run&apos;s snapshot folder (torchtitan&apos;s memory_snapshot, or files named rank0, rank1, …) and see its ranks side by side</source>
        <translation>একটি ট্রেনিং রানের স্ন্যাপশট ফোল্ডার খুলুন (torchtitan-এর memory_snapshot, অথবা rank0, rank1, … নামের ফাইল) এবং এর র‍্যাঙ্কগুলো পাশাপাশি দেখুন</translation>
    </message>
    <message>
        <source>Open a training run&apos;s snapshot folder</source>
        <translation>একটি ট্রেনিং রানের স্ন্যাপশট ফোল্ডার খুলুন</translation>
    </message>
</context>
<context>
    <name>RunLanesView</name>
    <message>
        <source>Idle in the cache at the peak: %1%</source>
        <translation>সর্বোচ্চ মানের মুহূর্তে ক্যাশে অব্যবহৃত: %1%</translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-memory event(s)</source>
        <translation>
            <numerusform>%n টি আউট-অফ-মেমরি ইভেন্ট</numerusform>
            <numerusform>%n টি আউট-অফ-মেমরি ইভেন্ট</numerusform>
        </translation>
    </message>
    <message>
        <source>The job stopped here: out of memory.</source>
        <translation>কাজটি এখানে থেমে গেছে: মেমরি ফুরিয়ে গেছে।</translation>
    </message>
    <message>
        <source>Allocated (active) memory</source>
        <translation>বরাদ্দকৃত (সক্রিয়) মেমরি</translation>
    </message>
    <message>
        <source>Reserved memory</source>
        <translation>রিজার্ভড মেমরি</translation>
    </message>
    <message>
        <source>Device capacity</source>
        <translation>ডিভাইসের ধারণক্ষমতা</translation>
    </message>
    <message>
        <source>Ran out of memory</source>
        <translation>মেমরি ফুরিয়ে গেছে</translation>
    </message>
    <message>
        <source>Rank %1 (device %2 of the file)</source>
        <translation>র‍্যাঙ্ক %1 (ফাইলের ডিভাইস %2)</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>র‍্যাঙ্ক %1</translation>
    </message>
    <message>
        <source>Unknown rank: %1</source>
        <extracomment>A lane whose file name says no rank: %1 is the file&apos;s path within the run.</extracomment>
        <translation>অজানা র‍্যাঙ্ক: %1</translation>
    </message>
    <message>
        <source>Peak %1 allocated, %2 reserved</source>
        <translation>সর্বোচ্চ মান: %1 বরাদ্দকৃত, %2 রিজার্ভড</translation>
    </message>
    <message>
        <source>No rank of this step has loaded yet.</source>
        <translation>এই ধাপের কোনো র‍্যাঙ্ক এখনও লোড হয়নি।</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 সে</translation>
    </message>
    <message>
        <source>Time since each file&apos;s first event</source>
        <translation>প্রতিটি ফাইলের প্রথম ইভেন্ট থেকে সময়</translation>
    </message>
    <message>
        <source>Position in the step, from its first event to its last</source>
        <translation>ধাপের ভেতরে অবস্থান, প্রথম ইভেন্ট থেকে শেষ ইভেন্ট পর্যন্ত</translation>
    </message>
    <message>
        <source>Click to open this rank&apos;s snapshot at this moment.</source>
        <translation>এই মুহূর্তে এই র‍্যাঙ্কের স্ন্যাপশট খুলতে ক্লিক করুন।</translation>
    </message>
</context>
<context>
    <name>RunPresenter</name>
    <message>
        <source>Reading file %1 of %2: %3…</source>
        <translation>%2টির মধ্যে %1 নম্বর ফাইল পড়া হচ্ছে: %3…</translation>
    </message>
    <message>
        <source>Files with no step in their name, out of memory</source>
        <translation>যেসব ফাইলের নামে ধাপ নেই, মেমরি ফুরিয়েছে</translation>
    </message>
    <message>
        <source>Files with no step in their name</source>
        <translation>যেসব ফাইলের নামে ধাপ নেই</translation>
    </message>
    <message>
        <source>Step %1, out of memory</source>
        <translation>ধাপ %1, মেমরি ফুরিয়েছে</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>ধাপ %1</translation>
    </message>
    <message>
        <source>Only one rank of this step has loaded: there is nothing to compare it with yet.</source>
        <translation>এই ধাপের কেবল একটি র‍্যাঙ্ক লোড হয়েছে: তুলনা করার মতো আর কিছু এখনও নেই।</translation>
    </message>
    <message>
        <source>Rank %1 peaked highest, at %2 allocated; rank %3 allocated nothing.</source>
        <translation>র‍্যাঙ্ক %1 সবচেয়ে উঁচুতে পৌঁছেছে, %2 বরাদ্দ করে; র‍্যাঙ্ক %3 কিছুই বরাদ্দ করেনি।</translation>
    </message>
    <message>
        <source>Rank %1 peaked highest, at %2 allocated: %3% more than rank %4, the lowest, at %5. The step needs as much memory as its fullest rank.</source>
        <extracomment>%3 is how much more the highest peak is than the lowest, in percent (such as 12.5).</extracomment>
        <translation>র‍্যাঙ্ক %1 সবচেয়ে উঁচুতে পৌঁছেছে, %2 বরাদ্দ করে: সবচেয়ে নিচের র‍্যাঙ্ক %4-এর (%5) চেয়ে %3% বেশি। ধাপটির ততটাই মেমরি লাগে, যতটা এর সবচেয়ে ভরা র‍্যাঙ্কের লাগে।</translation>
    </message>
    <message>
        <source>The highest peak across the files was %1 allocated; one file allocated nothing.</source>
        <translation>ফাইলগুলোর মধ্যে সর্বোচ্চ মান ছিল %1 বরাদ্দকৃত; একটি ফাইল কিছুই বরাদ্দ করেনি।</translation>
    </message>
    <message>
        <source>The highest peak across the files was %1 allocated, %2% more than the lowest, %3.</source>
        <translation>ফাইলগুলোর মধ্যে সর্বোচ্চ মান ছিল %1 বরাদ্দকৃত, সবচেয়ে নিচের মান %3-এর চেয়ে %2% বেশি।</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 is a snapshot file&apos;s path within the run; %2 the reader&apos;s own explanation.</extracomment>
        <translation>%1 পড়া যায়নি: %2</translation>
    </message>
    <message>
        <source>%1 is larger than this application reads: %2</source>
        <translation>%1 এই অ্যাপ্লিকেশন যতটা পড়ে তার চেয়ে বড়: %2</translation>
    </message>
    <message>
        <source>%1 is not a whole PyTorch memory snapshot: %2</source>
        <translation>%1 একটি সম্পূর্ণ PyTorch মেমরি স্ন্যাপশট নয়: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of this run did not load; the others are shown.</source>
        <translation>
            <numerusform>এই রানের %n টি ফাইল লোড হয়নি; বাকিগুলো দেখানো হয়েছে।</numerusform>
            <numerusform>এই রানের %n টি ফাইল লোড হয়নি; বাকিগুলো দেখানো হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading was cancelled: only the files read before it are shown.</source>
        <translation>লোড করা বাতিল করা হয়েছে: কেবল তার আগে পড়া ফাইলগুলো দেখানো হয়েছে।</translation>
    </message>
    <message>
        <source>No snapshot in this folder yet. It is being watched: the job&apos;s snapshots appear here as it writes them.</source>
        <translation>এই ফোল্ডারে এখনও কোনো স্ন্যাপশট নেই। ফোল্ডারটির ওপর নজর রাখা হচ্ছে: কাজটি স্ন্যাপশট লিখলেই সেগুলো এখানে দেখা যাবে।</translation>
    </message>
    <message numerus="yes">
        <source>Watching this folder: %n file(s) still being written, each shown once it is whole.</source>
        <translation>
            <numerusform>এই ফোল্ডারের ওপর নজর রাখা হচ্ছে: %n টি ফাইল এখনও লেখা হচ্ছে, প্রতিটি সম্পূর্ণ হলেই দেখানো হবে।</numerusform>
            <numerusform>এই ফোল্ডারের ওপর নজর রাখা হচ্ছে: %n টি ফাইল এখনও লেখা হচ্ছে, প্রতিটি সম্পূর্ণ হলেই দেখানো হবে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching this folder: snapshots the job writes appear here once they are whole.</source>
        <translation>এই ফোল্ডারের ওপর নজর রাখা হচ্ছে: কাজটি যে স্ন্যাপশট লেখে, সম্পূর্ণ হলেই তা এখানে দেখা যাবে।</translation>
    </message>
    <message numerus="yes">
        <source>Training run of %n file(s)</source>
        <translation>
            <numerusform>%n টি ফাইলের ট্রেনিং রান</numerusform>
            <numerusform>%n টি ফাইলের ট্রেনিং রান</numerusform>
        </translation>
    </message>
    <message>
        <source>Training run: %1</source>
        <translation>ট্রেনিং রান: %1</translation>
    </message>
    <message>
        <source>Looking for snapshot files…</source>
        <translation>স্ন্যাপশট ফাইল খোঁজা হচ্ছে…</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>ধাপ(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Axis:</source>
        <translation>অক্ষ(&amp;A):</translation>
    </message>
    <message>
        <source>Time since each file&apos;s first event</source>
        <translation>প্রতিটি ফাইলের প্রথম ইভেন্ট থেকে সময়</translation>
    </message>
    <message>
        <source>Position in the step</source>
        <translation>ধাপের ভেতরে অবস্থান</translation>
    </message>
    <message>
        <source>Memory of each rank in the chosen step</source>
        <translation>বেছে নেওয়া ধাপে প্রতিটি র‍্যাঙ্কের মেমরি</translation>
    </message>
</context>
<context>
    <name>SceneController</name>
    <message>
        <source>Save sce&amp;ne…</source>
        <translation>দৃশ্য সংরক্ষণ করুন(&amp;N)…</translation>
    </message>
    <message>
        <source>Save the lesson as it is on screen, to open exactly here again or to share</source>
        <translation>পাঠটি পর্দায় যেমন আছে তেমনই সংরক্ষণ করুন, ঠিক এখানেই আবার খোলার জন্য বা শেয়ার করার জন্য</translation>
    </message>
    <message>
        <source>Open &amp;scene…</source>
        <translation>দৃশ্য খুলুন(&amp;S)…</translation>
    </message>
    <message>
        <source>Open class p&amp;lan…</source>
        <translation>ক্লাস পরিকল্পনা খুলুন(&amp;L)…</translation>
    </message>
    <message>
        <source>Open a folder of scenes as a playlist: Page Down and Page Up walk it while presenting</source>
        <translation>দৃশ্যের একটি ফোল্ডারকে প্লেলিস্ট হিসেবে খুলুন: উপস্থাপনার সময় Page Down ও Page Up দিয়ে এগোনো-পেছানো যায়</translation>
    </message>
    <message>
        <source>Scenes are made of lessons: open the caching allocator, the paged KV cache or activation checkpointing.</source>
        <translation>দৃশ্য তৈরি হয় পাঠ থেকে: ক্যাশিং অ্যালোকেটর, পেজড KV ক্যাশে বা অ্যাক্টিভেশন চেকপয়েন্টিং খুলুন।</translation>
    </message>
    <message>
        <source>The lesson has nothing on screen to save yet.</source>
        <translation>পাঠের পর্দায় এখনো সংরক্ষণ করার মতো কিছু নেই।</translation>
    </message>
    <message>
        <source>The scene could not be saved to %1: %2</source>
        <translation>দৃশ্যটি %1-এ সংরক্ষণ করা যায়নি: %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 পড়া যায়নি: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a scene file.</source>
        <translation>%1 দৃশ্য ফাইল হওয়ার পক্ষে অনেক বড়।</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The scene is of a lesson this window does not have: “%1”.</source>
        <translation>দৃশ্যটি এমন একটি পাঠের, যা এই উইন্ডোতে নেই: “%1”।</translation>
    </message>
    <message>
        <source>The scene&apos;s language “%1” is not one of %2.</source>
        <translation>দৃশ্যের ভাষা “%1” এগুলির একটি নয়: %2।</translation>
    </message>
    <message>
        <source>%1 has no scene files (*.gmlscene) to make a class plan of.</source>
        <translation>%1-এ ক্লাস পরিকল্পনা বানানোর মতো কোনো দৃশ্য ফাইল (*.gmlscene) নেই।</translation>
    </message>
    <message>
        <source>Opening a scene</source>
        <translation>দৃশ্য খোলা</translation>
    </message>
    <message>
        <source>Class plan: scene %1 of %2 (%3)</source>
        <translation>ক্লাস পরিকল্পনা: %2টির মধ্যে দৃশ্য %1 (%3)</translation>
    </message>
    <message>
        <source>Opening a class plan</source>
        <translation>ক্লাস পরিকল্পনা খোলা</translation>
    </message>
    <message>
        <source>Saving a scene</source>
        <translation>দৃশ্য সংরক্ষণ</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>দৃশ্য সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Scenes (*.gmlscene)</source>
        <translation>দৃশ্য (*.gmlscene)</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>দৃশ্য খুলুন</translation>
    </message>
    <message>
        <source>Open a folder of scenes as a class plan</source>
        <translation>দৃশ্যের একটি ফোল্ডারকে ক্লাস পরিকল্পনা হিসেবে খুলুন</translation>
    </message>
</context>
<context>
    <name>ServingStepText</name>
    <message>
        <source>Scheduler step %1.</source>
        <translation>শিডিউলারের ধাপ %1।</translation>
    </message>
    <message>
        <source>A running request needs a new block and none is free.</source>
        <translation>চলমান একটি অনুরোধের নতুন ব্লক লাগবে, কিন্তু কোনো ব্লক মুক্ত নেই।</translation>
    </message>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted: its %n KV block(s) are copied to the host&apos;s swap space (host blocks %2) and given back.</source>
        <translation>
            <numerusform>সবশেষে আসা অনুরোধ %1-কে প্রিএম্পট করা হয়েছে: এর %nটি KV ব্লক হোস্টের সোয়াপ স্পেসে (হোস্ট ব্লক %2) কপি করে ফেরত দেওয়া হয়েছে।</numerusform>
            <numerusform>সবশেষে আসা অনুরোধ %1-কে প্রিএম্পট করা হয়েছে: এর %nটি KV ব্লক হোস্টের সোয়াপ স্পেসে (হোস্ট ব্লক %2) কপি করে ফেরত দেওয়া হয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted, but the host&apos;s swap space has only %2 of its %3 blocks free and the request needs %n: its blocks are given back and its KV dropped; it will run its tokens through the model again.</source>
        <translation>
            <numerusform>সবশেষে আসা অনুরোধ %1-কে প্রিএম্পট করা হয়েছে, কিন্তু হোস্টের সোয়াপ স্পেসের %3টি ব্লকের মধ্যে মাত্র %2টি মুক্ত, আর অনুরোধটির লাগবে %nটি: এর ব্লকগুলি ফেরত দেওয়া হয়েছে এবং এর KV বাদ দেওয়া হয়েছে; এটি এর টোকেনগুলি আবার মডেলের মধ্য দিয়ে চালাবে।</numerusform>
            <numerusform>সবশেষে আসা অনুরোধ %1-কে প্রিএম্পট করা হয়েছে, কিন্তু হোস্টের সোয়াপ স্পেসের %3টি ব্লকের মধ্যে মাত্র %2টি মুক্ত, আর অনুরোধটির লাগবে %nটি: এর ব্লকগুলি ফেরত দেওয়া হয়েছে এবং এর KV বাদ দেওয়া হয়েছে; এটি এর টোকেনগুলি আবার মডেলের মধ্য দিয়ে চালাবে।</numerusform>
        </translation>
    </message>
    <message>
        <source>The latest arrival, request %1, is preempted: its blocks are given back and its KV dropped; it will run its tokens through the model again.</source>
        <translation>সবশেষে আসা অনুরোধ %1-কে প্রিএম্পট করা হয়েছে: এর ব্লকগুলি ফেরত দেওয়া হয়েছে এবং এর KV বাদ দেওয়া হয়েছে; এটি এর টোকেনগুলি আবার মডেলের মধ্য দিয়ে চালাবে।</translation>
    </message>
    <message>
        <source>Request %1 is swapped back in: its blocks are copied from the host into the blocks it gets now.</source>
        <translation>অনুরোধ %1 আবার সোয়াপ ইন করা হয়েছে: এর ব্লকগুলি হোস্ট থেকে এখন পাওয়া ব্লকগুলিতে কপি করা হয়েছে।</translation>
    </message>
    <message>
        <source>Request %1 comes back and recomputes its KV.</source>
        <translation>অনুরোধ %1 ফিরে আসে এবং এর KV পুনর্গণনা করে।</translation>
    </message>
    <message numerus="yes">
        <source>Admitted %n request(s): %1.</source>
        <translation>
            <numerusform>%nটি অনুরোধ গ্রহণ করা হয়েছে: %1।</numerusform>
            <numerusform>%nটি অনুরোধ গ্রহণ করা হয়েছে: %1।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) finished and freed their blocks: %1.</source>
        <translation>
            <numerusform>%nটি অনুরোধ শেষ হয়েছে এবং তাদের ব্লক মুক্ত করেছে: %1।</numerusform>
            <numerusform>%nটি অনুরোধ শেষ হয়েছে এবং তাদের ব্লক মুক্ত করেছে: %1।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 running, %2 waiting, %3 of %4 blocks free.</source>
        <translation>%1টি চলমান, %2টি অপেক্ষমাণ, %4টি ব্লকের মধ্যে %3টি মুক্ত।</translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonController</name>
    <message>
        <source>&amp;Compare snapshots…</source>
        <translation>স্ন্যাপশট তুলনা করুন(&amp;C)…</translation>
    </message>
    <message>
        <source>Compare two PyTorch memory snapshots at their peaks, place by place in your code</source>
        <translation>দুটি PyTorch মেমরি স্ন্যাপশট তাদের সর্বোচ্চ বিন্দুতে তুলনা করুন, আপনার কোডের জায়গা ধরে ধরে</translation>
    </message>
    <message>
        <source>Choose snapshot A (before)</source>
        <translation>স্ন্যাপশট A বেছে নিন (আগের)</translation>
    </message>
    <message>
        <source>Choose snapshot B (after)</source>
        <translation>স্ন্যাপশট B বেছে নিন (পরের)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 পড়া হচ্ছে…</translation>
    </message>
    <message>
        <source>Comparing two snapshots</source>
        <translation>দুটি স্ন্যাপশটের তুলনা হচ্ছে</translation>
    </message>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>তুলনা: %1 ও %2</translation>
    </message>
    <message>
        <source>The snapshots could not be compared: %1</source>
        <translation>স্ন্যাপশটগুলির তুলনা করা যায়নি: %1</translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonModel</name>
    <message>
        <source>+%1</source>
        <extracomment>A size that grew from snapshot A to snapshot B.</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <extracomment>A size that shrank from snapshot A to snapshot B (a minus sign).</extracomment>
        <translation>−%1</translation>
    </message>
    <message numerus="yes">
        <source>%n other places in the code</source>
        <translation>
            <numerusform>কোডের আরও %nটি জায়গা</numerusform>
            <numerusform>কোডের আরও %nটি জায়গা</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocated from (your code)</source>
        <translation>যেখান থেকে বরাদ্দ (আপনার কোড)</translation>
    </message>
    <message>
        <source>At A&apos;s peak</source>
        <translation>A-এর সর্বোচ্চ বিন্দুতে</translation>
    </message>
    <message>
        <source>At B&apos;s peak</source>
        <translation>B-এর সর্বোচ্চ বিন্দুতে</translation>
    </message>
    <message>
        <source>Difference (B − A)</source>
        <translation>পার্থক্য (B − A)</translation>
    </message>
    <message>
        <source>(no stack recorded)</source>
        <translation>(কোনো স্ট্যাক রেকর্ড হয়নি)</translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonView</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 লেখা যায়নি: %2</translation>
    </message>
    <message>
        <source>Save the comparison table</source>
        <translation>তুলনার টেবিল সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>কমা দিয়ে আলাদা করা মান (*.csv)</translation>
    </message>
    <message>
        <source>More in B</source>
        <translation>B-তে বেশি</translation>
    </message>
    <message>
        <source>Less in B</source>
        <translation>B-তে কম</translation>
    </message>
    <message>
        <source>Where the difference sits: the places that changed most</source>
        <translation>পার্থক্য কোথায়: যে জায়গাগুলি সবচেয়ে বেশি বদলেছে</translation>
    </message>
    <message>
        <source>Difference, B − A (GiB)</source>
        <translation>পার্থক্য, B − A (GiB)</translation>
    </message>
    <message>
        <source>Difference, B − A (MiB)</source>
        <translation>পার্থক্য, B − A (MiB)</translation>
    </message>
    <message>
        <source>Difference, B − A (KiB)</source>
        <translation>পার্থক্য, B − A (KiB)</translation>
    </message>
    <message>
        <source>&amp;Save table as CSV…</source>
        <translation>টেবিল CSV হিসেবে সংরক্ষণ করুন(&amp;S)…</translation>
    </message>
    <message>
        <source>Memory alive at each snapshot&apos;s peak, grouped by the first frames in your own code. The rows add up to each peak. Hover over a place to see its frames.</source>
        <translation>প্রতিটি স্ন্যাপশটের সর্বোচ্চ বিন্দুতে জীবিত মেমরি, আপনার নিজের কোডের প্রথম ফ্রেমগুলি অনুযায়ী দলবদ্ধ। সারিগুলি যোগ করলে প্রতিটি সর্বোচ্চ মান পাওয়া যায়। কোনো জায়গার ফ্রেমগুলি দেখতে তার উপর মাউস রাখুন।</translation>
    </message>
    <message>
        <source>Snapshot comparison chart</source>
        <translation>স্ন্যাপশট তুলনার চার্ট</translation>
    </message>
    <message>
        <source>The places in the code whose memory at the peak changed most from A to B.</source>
        <translation>কোডের যে জায়গাগুলির সর্বোচ্চ বিন্দুর মেমরি A থেকে B-তে সবচেয়ে বেশি বদলেছে।</translation>
    </message>
    <message>
        <source>Compare two snapshots</source>
        <translation>দুটি স্ন্যাপশট তুলনা করুন</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <translation>%1 ও %2-এর তুলনা</translation>
    </message>
    <message>
        <source>A (%1) peaked at %2, B (%3) at %4: B held %5 more.</source>
        <extracomment>%1, %3: file names; %2, %4: peak sizes; %5: how much more B held.</extracomment>
        <translation>A (%1)-এর সর্বোচ্চ মান %2, B (%3)-এর %4: B %5 বেশি ধরে রেখেছিল।</translation>
    </message>
    <message>
        <source>A (%1) peaked at %2, B (%3) at %4: B held %5 less.</source>
        <translation>A (%1)-এর সর্বোচ্চ মান %2, B (%3)-এর %4: B %5 কম ধরে রেখেছিল।</translation>
    </message>
    <message>
        <source>A (%1) and B (%2) both peaked at %3.</source>
        <translation>A (%1) ও B (%2) দুটিরই সর্বোচ্চ মান %3।</translation>
    </message>
</context>
<context>
    <name>SnapshotEventText</name>
    <message>
        <source>event %1</source>
        <extracomment>A snapshot&apos;s trace event, by its index in the file&apos;s device trace (as the command line&apos;s JSON gives it).</extracomment>
        <translation>ইভেন্ট %1</translation>
    </message>
    <message>
        <source>Step %1 of %2 · event %3 of 0–%4</source>
        <extracomment>%3 is the event&apos;s index in the snapshot&apos;s trace, which holds events 0 to %4.</extracomment>
        <translation>ধাপ %1/%2 · ইভেন্ট %3 (0–%4-এর মধ্যে)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · before the trace</source>
        <translation>ধাপ %1/%2 · ট্রেসের আগে</translation>
    </message>
    <message>
        <source>the trace&apos;s start</source>
        <extracomment>Where the replay stands before the trace&apos;s first event: the memory held when the recording began.</extracomment>
        <translation>ট্রেসের শুরু</translation>
    </message>
    <message>
        <source>Event %1 of 0–%2</source>
        <extracomment>The player&apos;s position in a snapshot: %1 the event&apos;s index in the trace, which holds events 0 to %2.</extracomment>
        <translation>ইভেন্ট %1 (0–%2-এর মধ্যে)</translation>
    </message>
    <message>
        <source>The trace&apos;s start</source>
        <translation>ট্রেসের শুরু</translation>
    </message>
</context>
<context>
    <name>SnapshotFindBox</name>
    <message>
        <source>Find an allocation (Ctrl+F)</source>
        <translation>একটি বরাদ্দ খুঁজুন (Ctrl+F)</translation>
    </message>
    <message>
        <source>0x7f3a00200000, 100MB..200MB, &gt;1GiB or a frame&apos;s text</source>
        <translation>0x7f3a00200000, 100MB..200MB, &gt;1GiB বা একটি ফ্রেমের লেখা</translation>
    </message>
    <message>
        <source>An address anywhere inside a block, a size or a size range, or text from a stack frame (a file or function name)</source>
        <translation>একটি ব্লকের ভেতরের যেকোনো ঠিকানা, একটি আকার বা আকারের পরিসর, অথবা স্ট্যাক ফ্রেমের লেখা (ফাইল বা ফাংশনের নাম)</translation>
    </message>
    <message>
        <source>Allocations found</source>
        <translation>পাওয়া বরাদ্দ</translation>
    </message>
    <message>
        <source>F&amp;ind</source>
        <translation>খুঁজুন(&amp;I)</translation>
    </message>
</context>
<context>
    <name>SnapshotFindController</name>
    <message>
        <source>Type an address, a size range or text from a stack frame.</source>
        <translation>একটি ঠিকানা, আকারের পরিসর বা স্ট্যাক ফ্রেমের লেখা লিখুন।</translation>
    </message>
    <message>
        <source>alive at the dump</source>
        <translation>ডাম্পের সময় জীবিত</translation>
    </message>
    <message>
        <source>%1 · %2 at %3</source>
        <extracomment>A search result: %1 when (&quot;event 1204&quot;), %2 a size, %3 an address, %4 the program&apos;s frame.</extracomment>
        <translation>%1 · %3-এ %2</translation>
    </message>
    <message>
        <source>%1 · %2 at %3 · %4</source>
        <translation>%1 · %3-এ %2 · %4</translation>
    </message>
    <message>
        <source>No allocation on GPU %1 holds that address.</source>
        <translation>GPU %1-এ কোনো বরাদ্দ সেই ঠিকানা ধরে না।</translation>
    </message>
    <message>
        <source>Nothing found on GPU %1.</source>
        <translation>GPU %1-এ কিছু পাওয়া যায়নি।</translation>
    </message>
    <message numerus="yes">
        <source>The first %n allocations found (there are more: narrow the search).</source>
        <translation>
            <numerusform>প্রথম %nটি পাওয়া বরাদ্দ (আরও আছে: খোঁজ সংকীর্ণ করুন)।</numerusform>
            <numerusform>প্রথম %nটি পাওয়া বরাদ্দ (আরও আছে: খোঁজ সংকীর্ণ করুন)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) found.</source>
        <translation>
            <numerusform>%nটি বরাদ্দ পাওয়া গেছে।</numerusform>
            <numerusform>%nটি বরাদ্দ পাওয়া গেছে।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotLoadErrorText</name>
    <message>
        <source>The file could not be read: check that it exists and that you may read it.</source>
        <translation>ফাইলটি পড়া যায়নি: ফাইলটি আছে কিনা এবং আপনার পড়ার অনুমতি আছে কিনা দেখুন।</translation>
    </message>
    <message>
        <source>This file is not a PyTorch memory snapshot that GPU Memory Lab can read, or it is damaged. Snapshots are written by torch.cuda.memory._dump_snapshot() or by pickling torch.cuda.memory._snapshot().</source>
        <translation>এই ফাইলটি এমন কোনো PyTorch মেমরি স্ন্যাপশট নয় যা GPU Memory Lab পড়তে পারে, অথবা ফাইলটি নষ্ট হয়ে গেছে। স্ন্যাপশট লেখা হয় torch.cuda.memory._dump_snapshot() দিয়ে, অথবা torch.cuda.memory._snapshot() pickle করে।</translation>
    </message>
    <message>
        <source>This file needs more memory than this computer can give it. Open a part of its trace instead (File, Open part of a snapshot).</source>
        <translation>এই ফাইলের জন্য এই কম্পিউটার যতটা মেমরি দিতে পারে তার চেয়ে বেশি দরকার। এর বদলে এর ট্রেসের একটি অংশ খুলুন (ফাইল, স্ন্যাপশটের একটি অংশ খুলুন)।</translation>
    </message>
    <message>
        <source>Opening the snapshot was cancelled.</source>
        <translation>স্ন্যাপশট খোলা বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>That part of the trace cannot be chosen in this file. Choose another part, or the last events of the trace.</source>
        <translation>এই ফাইলে ট্রেসের এই অংশটি বেছে নেওয়া যায় না। অন্য একটি অংশ, অথবা ট্রেসের শেষের ইভেন্টগুলো বেছে নিন।</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <translation>%1 বিস্তারিত: %2</translation>
    </message>
</context>
<context>
    <name>SnapshotOpener</name>
    <message>
        <source>&amp;Open snapshot…</source>
        <translation>স্ন্যাপশট খুলুন(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot)</source>
        <translation>একটি PyTorch মেমরি স্ন্যাপশট খুলুন (torch.cuda.memory._dump_snapshot)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>সাম্প্রতিক ফাইল খুলুন(&amp;R)</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot</source>
        <translation>একটি PyTorch মেমরি স্ন্যাপশট খুলুন</translation>
    </message>
    <message>
        <source>PyTorch memory snapshots (*.pickle *.pkl *.pickle.gz *.pkl.gz *.pickle.zst *.pkl.zst *.pt *.pth *.zip);;All files (*)</source>
        <translation>PyTorch মেমরি স্ন্যাপশট (*.pickle *.pkl *.pickle.gz *.pkl.gz *.pickle.zst *.pkl.zst *.pt *.pth *.zip);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 পড়া হচ্ছে…</translation>
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
        <source>Opening the snapshot was cancelled.</source>
        <translation>স্ন্যাপশট খোলা বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>Open &amp;part of a snapshot…</source>
        <translation>স্ন্যাপশটের একটি অংশ খুলুন(&amp;P)…</translation>
    </message>
    <message>
        <source>Open only the last events, or a stretch of time, of a large snapshot&apos;s trace</source>
        <translation>বড় স্ন্যাপশটের ট্রেসের শুধু শেষের ইভেন্টগুলো, বা একটি সময়ের অংশ, খুলুন</translation>
    </message>
    <message>
        <source>Open part of a PyTorch memory snapshot</source>
        <translation>একটি PyTorch মেমরি স্ন্যাপশটের অংশ খুলুন</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 খোলা যায়নি।</translation>
    </message>
</context>
<context>
    <name>SnapshotPresenter</name>
    <message>
        <source>First difference: %1</source>
        <translation>প্রথম পার্থক্য: %1</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <extracomment>%1 is the event&apos;s index in the snapshot&apos;s trace (as the command line&apos;s JSON numbers it).</extracomment>
        <translation>ইভেন্ট %1: %2</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>রিজার্ভডের সর্বোচ্চ মান</translation>
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
    <message>
        <source>Reading the trace of GPU %1… Until it is read and replayed, the map shows the memory as it stood when the snapshot was taken: %2 segments, %3 reserved, %4 allocated.</source>
        <translation>GPU %1-এর ট্রেস পড়া হচ্ছে… সেটি পড়া ও রিপ্লে করা না হওয়া পর্যন্ত ম্যাপটি স্ন্যাপশট নেওয়ার সময়ের মেমরি দেখাচ্ছে: %2টি সেগমেন্ট, %3 রিজার্ভড, %4 বরাদ্দকৃত।</translation>
    </message>
    <message>
        <source>%1 (reading…)</source>
        <translation>%1 (পড়া হচ্ছে…)</translation>
    </message>
    <message>
        <source>GPU %1: %2 segments when the snapshot was taken, %3 reserved, %4 allocated. The snapshot holds no trace of events: the page shows the memory at that moment only.</source>
        <translation>GPU %1: স্ন্যাপশট নেওয়ার সময় %2টি সেগমেন্ট, %3 রিজার্ভড, %4 বরাদ্দকৃত। স্ন্যাপশটে ইভেন্টের কোনো ট্রেস নেই: পাতাটি শুধু সেই মুহূর্তের মেমরি দেখায়।</translation>
    </message>
    <message>
        <source>GPU %1: %2 segments at the dump, %3 trace events. Peak allocated %4 (block sizes), peak reserved %5.</source>
        <extracomment>%4 and %5 are sizes: the allocated peak in block sizes (rounded as the allocator keeps them), the reserved peak.</extracomment>
        <translation>GPU %1: ডাম্পের সময় %2টি সেগমেন্ট, %3টি ট্রেস ইভেন্ট। বরাদ্দকৃতের সর্বোচ্চ %4 (ব্লকের আকার), রিজার্ভডের সর্বোচ্চ %5।</translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-memory error(s)</source>
        <translation>
            <numerusform>%nটি আউট-অফ-মেমরি ত্রুটি</numerusform>
            <numerusform>%nটি আউট-অফ-মেমরি ত্রুটি</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retry(ies) after freeing the cache.</source>
        <translation>
            <numerusform>ক্যাশ মুক্ত করার পরে %n বার পুনরায় চেষ্টা।</numerusform>
            <numerusform>ক্যাশ মুক্ত করার পরে %n বার পুনরায় চেষ্টা।</numerusform>
        </translation>
    </message>
    <message>
        <source>Replayed through the allocator: %1 of %2 allocations at the recorded address, %3 of %4 segments as recorded.</source>
        <translation>বরাদ্দকারীর মধ্য দিয়ে রিপ্লে: %2টির মধ্যে %1টি বরাদ্দ রেকর্ড করা ঠিকানায়, %4টির মধ্যে %3টি সেগমেন্ট রেকর্ড অনুযায়ী।</translation>
    </message>
    <message>
        <source>The memory as it was when the snapshot was taken. The file holds no trace of the events that led there.</source>
        <translation>স্ন্যাপশট নেওয়ার সময় মেমরি যেমন ছিল। ফাইলে সেখানে পৌঁছানোর ইভেন্টগুলোর কোনো ট্রেস নেই।</translation>
    </message>
    <message>
        <source>Before the trace: %1</source>
        <translation>ট্রেসের আগে: %1</translation>
    </message>
    <message>
        <source>peak allocated (block sizes)</source>
        <translation>বরাদ্দকৃতের সর্বোচ্চ মান (ব্লকের আকার)</translation>
    </message>
    <message>
        <source>When the snapshot was taken</source>
        <translation>স্ন্যাপশট নেওয়ার সময়</translation>
    </message>
</context>
<context>
    <name>SnapshotReplayText</name>
    <message>
        <source>Before the trace began, the allocator already held this %1 segment of the %2 at %3.</source>
        <translation>ট্রেস শুরু হওয়ার আগেই বরাদ্দকারীর কাছে %2-এর এই %1-এর সেগমেন্টটি ছিল, %3 অ্যাড্রেসে।</translation>
    </message>
    <message>
        <source>Before the trace began, a block of %1 at %2 was carved out of it.</source>
        <translation>ট্রেস শুরু হওয়ার আগেই এর থেকে %2 অ্যাড্রেসে %1-এর একটি ব্লক কেটে নেওয়া হয়েছিল।</translation>
    </message>
    <message>
        <source>Before the trace began, the block at %1 was freed.</source>
        <translation>ট্রেস শুরু হওয়ার আগেই %1 অ্যাড্রেসের ব্লকটি মুক্ত করা হয়েছিল।</translation>
    </message>
    <message>
        <source>Before the trace began, the block at %1 was cached.</source>
        <translation>ট্রেস শুরু হওয়ার আগেই %1 অ্যাড্রেসের ব্লকটি ক্যাশে রাখা হয়েছিল।</translation>
    </message>
    <message>
        <source>The start state&apos;s segment at %1 could not be adopted: %2</source>
        <translation>শুরুর অবস্থার %1 অ্যাড্রেসের সেগমেন্টটি গ্রহণ করা যায়নি: %2</translation>
    </message>
    <message>
        <source>The alloc of %1 recorded at %2 failed in the replay: %3</source>
        <translation>%2 অ্যাড্রেসে রেকর্ড করা %1-এর alloc রিপ্লেতে ব্যর্থ হয়েছে: %3</translation>
    </message>
    <message>
        <source>The alloc of %1 recorded at %2 was replayed at %3.</source>
        <translation>%2 অ্যাড্রেসে রেকর্ড করা %1-এর alloc রিপ্লেতে %3 অ্যাড্রেসে হয়েছে।</translation>
    </message>
    <message>
        <source>The trace records an out-of-memory for %1; the replay found a cached block for it.</source>
        <translation>ট্রেসে %1-এর জন্য একটি আউট-অফ-মেমরি রেকর্ড করা আছে; রিপ্লে এর জন্য ক্যাশে থাকা একটি ব্লক পেয়েছে।</translation>
    </message>
    <message numerus="yes">
        <source>empty_cache released %n segment(s) in the replay; the trace shows %1.</source>
        <translation>
            <numerusform>রিপ্লেতে empty_cache %nটি সেগমেন্ট ছেড়ে দিয়েছে; ট্রেসে দেখা যায় %1টি।</numerusform>
            <numerusform>রিপ্লেতে empty_cache %nটি সেগমেন্ট ছেড়ে দিয়েছে; ট্রেসে দেখা যায় %1টি।</numerusform>
        </translation>
    </message>
    <message>
        <source>The replay made a new %1 segment that the trace does not have.</source>
        <translation>রিপ্লে %1-এর একটি নতুন সেগমেন্ট তৈরি করেছে, যা ট্রেসে নেই।</translation>
    </message>
    <message>
        <source>%1 of %2 recorded at %3 was replayed as %4 of %5 at %6.</source>
        <translation>%3 অ্যাড্রেসে রেকর্ড করা %2-এর %1 রিপ্লেতে %6 অ্যাড্রেসে %5-এর %4 হিসেবে হয়েছে।</translation>
    </message>
    <message>
        <source>%1 of %2 at %3 was not predicted: the replay served the allocation from its cache.</source>
        <translation>%3 অ্যাড্রেসে %2-এর %1 পূর্বাভাসে আসেনি: রিপ্লে বরাদ্দটি নিজের ক্যাশ থেকে মিটিয়েছে।</translation>
    </message>
    <message>
        <source>The replay assumed a GPU with %1 of memory, worked out from its expandable segments: PyTorch reserves each one an address range of the GPU&apos;s memory plus an eighth, and consecutive ranges start %2 apart.</source>
        <translation>রিপ্লেতে ধরে নেওয়া হয়েছে যে GPU-তে %1 মেমরি ছিল; এটি এর প্রসারণযোগ্য সেগমেন্টগুলো থেকে নির্ণয় করা হয়েছে: PyTorch প্রতিটির জন্য GPU-এর মেমরির চেয়ে এক-অষ্টমাংশ বড় একটি অ্যাড্রেস পরিসর রিজার্ভ করে, আর পরপর দুটি পরিসর %2 ব্যবধানে শুরু হয়।</translation>
    </message>
    <message>
        <source>The replay assumed a GPU with %1 of memory, the size you gave.</source>
        <translation>রিপ্লেতে ধরে নেওয়া হয়েছে যে GPU-তে %1 মেমরি ছিল, যে আকার আপনি দিয়েছেন।</translation>
    </message>
    <message>
        <source>The snapshot does not record how much memory the GPU had, and its expandable segments do not show it, so the replay assumed %1: %2, or twice the reserved peak if that is more.</source>
        <translation>GPU-তে কত মেমরি ছিল তা স্ন্যাপশটে রেকর্ড করা থাকে না, আর এর প্রসারণযোগ্য সেগমেন্টগুলোও তা দেখায় না, তাই রিপ্লেতে %1 ধরে নেওয়া হয়েছে: %2, অথবা রিজার্ভডের সর্বোচ্চ মানের দ্বিগুণ, যদি সেটি বেশি হয়।</translation>
    </message>
</context>
<context>
    <name>SnapshotReportText</name>
    <message>
        <source>the default stream (0)</source>
        <translation>ডিফল্ট স্ট্রিম (0)</translation>
    </message>
    <message>
        <source>stream %1</source>
        <extracomment>%1 is the stream&apos;s handle as PyTorch recorded it, in hexadecimal (&quot;0x55d1c0a8f000&quot;).</extracomment>
        <translation>স্ট্রিম %1</translation>
    </message>
    <message>
        <source>CUDA graph pool (%1, %2)</source>
        <extracomment>A CUDA graph&apos;s private memory pool, named by PyTorch&apos;s pool id (two numbers).</extracomment>
        <translation>CUDA গ্রাফ পুল (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n segment(s), %2 reserved, %3 allocated</source>
        <translation>
            <numerusform>%1: %nটি সেগমেন্ট, %2 রিজার্ভড, %3 বরাদ্দকৃত</numerusform>
            <numerusform>%1: %nটি সেগমেন্ট, %2 রিজার্ভড, %3 বরাদ্দকৃত</numerusform>
        </translation>
    </message>
    <message>
        <source>The snapshot does not record the allocator&apos;s settings (PyTorch before 2.5 did not write them).</source>
        <translation>স্ন্যাপশট বরাদ্দকারীর সেটিং রেকর্ড করে না (2.5-এর আগের PyTorch এগুলো লিখত না)।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF was not set.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF সেট করা ছিল না।</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=%1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=%1</translation>
    </message>
    <message>
        <source>Expandable segments: on.</source>
        <translation>এক্সপান্ডেবল সেগমেন্ট: চালু।</translation>
    </message>
    <message>
        <source>Expandable segments: off.</source>
        <translation>এক্সপান্ডেবল সেগমেন্ট: বন্ধ।</translation>
    </message>
    <message>
        <source>Largest block that is split: unlimited (max_split_size not set).</source>
        <translation>ভাগ হওয়া সবচেয়ে বড় ব্লক: সীমাহীন (max_split_size সেট করা নেই)।</translation>
    </message>
    <message>
        <source>Blocks of %1 or more are never split (max_split_size).</source>
        <translation>%1 বা তার বেশি ব্লক কখনো ভাগ হয় না (max_split_size)।</translation>
    </message>
    <message>
        <source>Garbage collection of cached blocks: off.</source>
        <translation>ক্যাশের ব্লকের গারবেজ কালেকশন: বন্ধ।</translation>
    </message>
    <message>
        <source>Garbage collection of cached blocks starts at %1% of the memory allowed.</source>
        <translation>ক্যাশের ব্লকের গারবেজ কালেকশন অনুমোদিত মেমরির %1%-এ শুরু হয়।</translation>
    </message>
    <message>
        <source>Sizes are rounded in power-of-two divisions: %1 (MiB:divisions).</source>
        <translation>আকারগুলো দুইয়ের ঘাতের বিভাগে রাউন্ড করা হয়: %1 (MiB:বিভাগ)।</translation>
    </message>
    <message>
        <source>Out-of-memory errors on GPU %1</source>
        <translation>GPU %1-এ আউট-অফ-মেমরি ত্রুটি</translation>
    </message>
    <message>
        <source>The trace records no out-of-memory error on GPU %1.</source>
        <translation>ট্রেসে GPU %1-এ কোনো আউট-অফ-মেমরি ত্রুটি রেকর্ড নেই।</translation>
    </message>
    <message>
        <source>Go to it</source>
        <translation>সেখানে যান</translation>
    </message>
    <message>
        <source>What to try:</source>
        <translation>যা চেষ্টা করবেন:</translation>
    </message>
    <message numerus="yes">
        <source>Before giving up, the allocator freed its cache and tried again %n time(s) (num_alloc_retries).</source>
        <translation>
            <numerusform>হাল ছাড়ার আগে বরাদ্দকারী তার ক্যাশ মুক্ত করে %n বার আবার চেষ্টা করেছিল (num_alloc_retries)।</numerusform>
            <numerusform>হাল ছাড়ার আগে বরাদ্দকারী তার ক্যাশ মুক্ত করে %n বার আবার চেষ্টা করেছিল (num_alloc_retries)।</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocator settings, as recorded</source>
        <translation>বরাদ্দকারীর সেটিং, যেমন রেকর্ড হয়েছে</translation>
    </message>
    <message>
        <source>CUDA graph private pools</source>
        <translation>CUDA গ্রাফের ব্যক্তিগত পুল</translation>
    </message>
    <message>
        <source>No segment of GPU %1 belonged to a CUDA graph&apos;s private pool when the snapshot was taken.</source>
        <translation>স্ন্যাপশট নেওয়ার সময় GPU %1-এর কোনো সেগমেন্ট কোনো CUDA গ্রাফের ব্যক্তিগত পুলের ছিল না।</translation>
    </message>
    <message>
        <source>Memory a captured CUDA graph keeps for itself: only that graph&apos;s allocations can use it. Figures at the dump.</source>
        <translation>ক্যাপচার করা CUDA গ্রাফ নিজের জন্য যে মেমরি রাখে: শুধু সেই গ্রাফের বরাদ্দই তা ব্যবহার করতে পারে। সংখ্যাগুলো ডাম্পের সময়ের।</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>স্ট্রিম</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n allocation(s) in the trace</source>
        <translation>
            <numerusform>%1: ট্রেসে %nটি বরাদ্দ</numerusform>
            <numerusform>%1: ট্রেসে %nটি বরাদ্দ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotSelection</name>
    <message>
        <source>Select an allocation: click a block of the map or a band of the timeline, or find one (Ctrl+F).</source>
        <translation>একটি বরাদ্দ বাছুন: ম্যাপের একটি ব্লক বা টাইমলাইনের একটি ব্যান্ডে ক্লিক করুন, অথবা খুঁজুন (Ctrl+F)।</translation>
    </message>
    <message>
        <source>This block was allocated before the trace began; its stack is not known.</source>
        <translation>এই ব্লকটি ট্রেস শুরুর আগে বরাদ্দ হয়েছিল; এর স্ট্যাক জানা নেই।</translation>
    </message>
    <message>
        <source>%1 at %2, allocated at %3</source>
        <translation>%2-এ %1, %3-এ বরাদ্দ</translation>
    </message>
    <message>
        <source>%1 at %2, allocated before the trace began</source>
        <translation>%2-এ %1, ট্রেস শুরুর আগে বরাদ্দ</translation>
    </message>
    <message>
        <source>The snapshot recorded no stack for this allocation.</source>
        <translation>স্ন্যাপশট এই বরাদ্দের কোনো স্ট্যাক রেকর্ড করেনি।</translation>
    </message>
    <message>
        <source>Its stack is not known: the trace does not show it being made.</source>
        <translation>এর স্ট্যাক জানা নেই: ট্রেসে এটি তৈরি হতে দেখা যায় না।</translation>
    </message>
</context>
<context>
    <name>SnapshotSizeAdvice</name>
    <message>
        <source>This compressed file holds about %1 of snapshot, and this computer has %2 of memory free. Opening the whole trace may take a long time or run out of memory; opening only part of it is quicker.</source>
        <translation>এই সংকুচিত ফাইলে প্রায় %1 স্ন্যাপশট আছে, আর এই কম্পিউটারে %2 মেমরি খালি আছে। পুরো ট্রেস খুলতে অনেক সময় লাগতে পারে বা মেমরি ফুরিয়ে যেতে পারে; শুধু এর একটি অংশ খোলা দ্রুততর।</translation>
    </message>
    <message>
        <source>This file is %1, and this computer has %2 of memory free. Opening the whole trace may take a long time or run out of memory; opening only part of it is quicker.</source>
        <translation>এই ফাইলটি %1, আর এই কম্পিউটারে %2 মেমরি খালি আছে। পুরো ট্রেস খুলতে অনেক সময় লাগতে পারে বা মেমরি ফুরিয়ে যেতে পারে; শুধু এর একটি অংশ খোলা দ্রুততর।</translation>
    </message>
</context>
<context>
    <name>SnapshotSteps</name>
    <message>
        <source>The recording begins</source>
        <translation>রেকর্ডিং শুরু হয়</translation>
    </message>
    <message>
        <source>Reserved memory peaks: %1</source>
        <translation>রিজার্ভড মেমরি সর্বোচ্চে: %1</translation>
    </message>
    <message>
        <source>Out of memory (%1 of %2)</source>
        <translation>মেমরি শেষ (%2টির মধ্যে %1)</translation>
    </message>
    <message>
        <source>The recording ends</source>
        <translation>রেকর্ডিং শেষ হয়</translation>
    </message>
    <message>
        <source>When the recording began, the program held %1 allocated in %2 reserved: the events before this one only rebuild that state.</source>
        <translation>রেকর্ডিং শুরু হওয়ার সময় প্রোগ্রামের হাতে %2 রিজার্ভডের মধ্যে %1 বরাদ্দকৃত ছিল: এর আগের ইভেন্টগুলো শুধু সেই অবস্থা আবার গড়ে তোলে।</translation>
    </message>
    <message>
        <source>Event %1: reserved memory reaches its peak, %2, of which %3 is allocated: the rest is cached in free blocks.</source>
        <translation>ইভেন্ট %1: রিজার্ভড মেমরি সর্বোচ্চে পৌঁছায়, %2, যার %3 বরাদ্দকৃত: বাকিটা মুক্ত ব্লকে ক্যাশ করা।</translation>
    </message>
    <message>
        <source>Event %1: a request for %2 failed, out of memory, with %3 allocated in %4 reserved.</source>
        <translation>ইভেন্ট %1: %2-এর একটি অনুরোধ ব্যর্থ হয়েছে, মেমরি শেষ, তখন %4 রিজার্ভডের মধ্যে %3 বরাদ্দকৃত।</translation>
    </message>
    <message>
        <source>Event %1: the recording ends with %2 allocated in %3 reserved.</source>
        <translation>ইভেন্ট %1: রেকর্ডিং শেষ হয় %3 রিজার্ভডের মধ্যে %2 বরাদ্দকৃত নিয়ে।</translation>
    </message>
    <message>
        <source>Allocated memory peaks: %1 (block sizes)</source>
        <extracomment>%1 is the peak in block sizes, rounded as the allocator keeps them (above what the program requested).</extracomment>
        <translation>বরাদ্দকৃত মেমরি সর্বোচ্চে: %1 (ব্লকের আকার)</translation>
    </message>
    <message>
        <source>Event %1: allocated memory reaches its peak, %2 in block sizes, in %3 reserved. The blocks on the map are what was live at the worst moment: select one to see the code that allocated it.</source>
        <translation>ইভেন্ট %1: বরাদ্দকৃত মেমরি সর্বোচ্চে পৌঁছায়, ব্লকের আকারে %2, %3 রিজার্ভডের মধ্যে। ম্যাপের ব্লকগুলো সবচেয়ে খারাপ মুহূর্তে জীবিত ছিল: কোন কোড সেটি বরাদ্দ করেছে দেখতে একটি বাছুন।</translation>
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
        <translation>ডিভাইস(&amp;D):</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>বরাদ্দকারী কী করেছে</translation>
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
        <translation>রিপ্লে(&amp;R)</translation>
    </message>
    <message>
        <source>Memory &amp;map and replay</source>
        <translation>মেমরি ম্যাপ ও রিপ্লে(&amp;M)</translation>
    </message>
    <message>
        <source>Memory by &amp;category</source>
        <translation>ধরন অনুযায়ী মেমরি(&amp;C)</translation>
    </message>
    <message>
        <source>all</source>
        <translation>সব</translation>
    </message>
    <message>
        <source>Peak (P)</source>
        <translation>সর্বোচ্চ (P)</translation>
    </message>
    <message>
        <source>Go to where allocated memory peaked</source>
        <translation>বরাদ্দকৃত মেমরি যেখানে সর্বোচ্চে পৌঁছেছিল সেখানে যান</translation>
    </message>
    <message>
        <source>Out of memory (O)</source>
        <translation>মেমরি ফুরানো (O)</translation>
    </message>
    <message>
        <source>Go to the next out-of-memory error</source>
        <translation>পরের আউট-অফ-মেমরি ত্রুটিতে যান</translation>
    </message>
    <message>
        <source>&amp;Out of memory</source>
        <translation>মেমরি ফুরানো(&amp;O)</translation>
    </message>
    <message>
        <source>Why it ran out of memory, the allocator settings as recorded, the CUDA graph pools and the streams</source>
        <translation>কেন মেমরি ফুরিয়েছে, রেকর্ড করা বরাদ্দকারীর সেটিং, CUDA গ্রাফ পুল ও স্ট্রিম</translation>
    </message>
    <message>
        <source>S&amp;tream:</source>
        <translation>স্ট্রিম(&amp;T):</translation>
    </message>
    <message>
        <source>Lar&amp;gest allocations</source>
        <translation>সবচেয়ে বড় বরাদ্দ(&amp;G)</translation>
    </message>
</context>
<context>
    <name>StackFramesView</name>
    <message>
        <source>Every frame of this stack is PyTorch&apos;s or Python&apos;s own: show them with the box below.</source>
        <translation>এই স্ট্যাকের প্রতিটি ফ্রেম PyTorch বা Python-এর নিজস্ব: নিচের বাক্স দিয়ে সেগুলো দেখান।</translation>
    </message>
    <message>
        <source>Stack of the selected allocation</source>
        <translation>বাছাই করা বরাদ্দের স্ট্যাক</translation>
    </message>
    <message>
        <source>Cop&amp;y stack</source>
        <translation>স্ট্যাক কপি করুন(&amp;Y)</translation>
    </message>
    <message>
        <source>Copy the whole stack, every frame, to the clipboard</source>
        <translation>পুরো স্ট্যাক, প্রতিটি ফ্রেম, ক্লিপবোর্ডে কপি করুন</translation>
    </message>
    <message numerus="yes">
        <source>Show all frames (%n folded)</source>
        <translation>
            <numerusform>সব ফ্রেম দেখান (%nটি ভাঁজ করা)</numerusform>
            <numerusform>সব ফ্রেম দেখান (%nটি ভাঁজ করা)</numerusform>
        </translation>
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
        <source>--scale wants a number from 1 to 8, not &apos;%1&apos;</source>
        <translation>--scale-এর জন্য 1 থেকে 8-এর মধ্যে একটি সংখ্যা দিন, &apos;%1&apos; নয়</translation>
    </message>
    <message>
        <source>Compare two snapshots: the FILEs A and B, at their peaks.</source>
        <translation>দুটি স্ন্যাপশট তুলনা করুন: FILE A ও B, তাদের সর্বোচ্চ বিন্দুতে।</translation>
    </message>
    <message>
        <source>A PyTorch memory snapshot to open; a folder, or several files, open as one training run.</source>
        <translation>খোলার জন্য একটি PyTorch মেমরি স্ন্যাপশট; একটি ফোল্ডার, বা একাধিক ফাইল, একটি ট্রেনিং রান হিসেবে খোলে।</translation>
    </message>
    <message>
        <source>--compare needs two snapshot files, A and B</source>
        <translation>--compare-এর জন্য দুটি স্ন্যাপশট ফাইল লাগে, A ও B</translation>
    </message>
    <message>
        <source>Open at the end of the lesson&apos;s narrated step N (1 is the first), where its text applies; with --export, draw it there.</source>
        <translation>পাঠের বর্ণিত ধাপ N-এর শেষে খুলুন (1 হলো প্রথম), যেখানে তার লেখা খাটে; --export-এর সাথে সেখানেই আঁকুন।</translation>
    </message>
    <message>
        <source>Open at event N of the trace (1 is the first; an operation of the checkpoint timeline); with --export, draw it there.</source>
        <translation>ট্রেসের ইভেন্ট N-এ খুলুন (1 হলো প্রথম; চেকপয়েন্ট সময়রেখায় একটি অপারেশন); --export-এর সাথে সেখানেই আঁকুন।</translation>
    </message>
    <message>
        <source>With --lesson ID: the allocator scenario, KV cache walkthrough or checkpoint schedule NAME, as gpu-memory-lab-cli lists them.</source>
        <translation>--lesson ID-এর সাথে: বরাদ্দকারীর দৃশ্যপট, KV ক্যাশের ধাপে-ধাপে ব্যাখ্যা বা চেকপয়েন্টের সূচি NAME, gpu-memory-lab-cli যেভাবে তালিকা দেয়।</translation>
    </message>
    <message>
        <source>With --export: draw the end of every narrated step.</source>
        <translation>--export-এর সাথে: প্রতিটি বর্ণিত ধাপের শেষ অবস্থা আঁকুন।</translation>
    </message>
    <message>
        <source>With --export: draw every event.</source>
        <translation>--export-এর সাথে: প্রতিটি ইভেন্ট আঁকুন।</translation>
    </message>
    <message>
        <source>--scenario goes with --lesson ID</source>
        <translation>--scenario শুধু --lesson ID-এর সাথে ব্যবহার করা যায়</translation>
    </message>
    <message>
        <source>--%1 goes with --lesson ID or a snapshot FILE</source>
        <translation>--%1 শুধু --lesson ID বা একটি স্ন্যাপশট FILE-এর সাথে ব্যবহার করা যায়</translation>
    </message>
    <message>
        <source>--step and --event cannot both be given</source>
        <translation>--step ও --event একসাথে দেওয়া যায় না</translation>
    </message>
    <message>
        <source>--%1 wants a whole number from 1, not &apos;%2&apos;</source>
        <translation>--%1-এর জন্য 1 বা তার বেশি একটি পূর্ণসংখ্যা দিন, &apos;%2&apos; নয়</translation>
    </message>
    <message>
        <source>give only one of --step, --event, --all-steps and --all-events</source>
        <translation>--step, --event, --all-steps ও --all-events-এর মধ্যে শুধু একটি দিন</translation>
    </message>
    <message>
        <source>With --export: each PNG&apos;s whole size in pixels, 4k (3840x2160) or WIDTHxHEIGHT; a whole page is laid out for it.</source>
        <translation>--export-এর সাথে: প্রতিটি PNG-এর পুরো আকার পিক্সেলে, 4k (3840x2160) অথবা WIDTHxHEIGHT; পুরো পাতাটি সেই আকারের জন্য সাজানো হয়।</translation>
    </message>
    <message>
        <source>--size wants 4k or WIDTHxHEIGHT in pixels (100 to 16384 each), not &apos;%1&apos;</source>
        <translation>--size-এর জন্য 4k অথবা পিক্সেলে WIDTHxHEIGHT দরকার (প্রতিটি 100 থেকে 16384), &apos;%1&apos; নয়</translation>
    </message>
    <message>
        <source>--size goes with --format png: an SVG or a PDF has no pixels</source>
        <translation>--size কেবল --format png-এর সাথে চলে: SVG বা PDF-এর কোনো পিক্সেল নেই</translation>
    </message>
</context>
<context>
    <name>StepControls</name>
    <message>
        <source>◀ &amp;Previous step</source>
        <translation>◀ আগের ধাপ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step ▶</source>
        <translation>পরের ধাপ ▶(&amp;N)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · event %3 of %4</source>
        <translation>ধাপ %1 (মোট %2) · ইভেন্ট %3 (মোট %4)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>An entry of the list of a lesson&apos;s steps: its number, then its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>পেজ আপ (Page Up)</translation>
    </message>
    <message>
        <source>Page Down: plays the step&apos;s events and stops where its text applies</source>
        <translation>পেজ ডাউন (Page Down): ধাপের ইভেন্টগুলো চালায় এবং যেখানে তার লেখা খাটে সেখানে থামে</translation>
    </message>
    <message>
        <source>The lesson&apos;s steps</source>
        <translation>পাঠের ধাপগুলো</translation>
    </message>
    <message>
        <source>Step %1 of %2 · operation %3 of %4</source>
        <extracomment>Where the learner is: a step of the lesson&apos;s narration, and the event of the trace within it.</extracomment>
        <translation>ধাপ %1 (মোট %2) · অপারেশন %3 (মোট %4)</translation>
    </message>
</context>
<context>
    <name>ThemeController</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>উচ্চ কনট্রাস্ট(&amp;H)</translation>
    </message>
    <message>
        <source>Black on white with strong colours and thicker lines, for a washed-out projector</source>
        <translation>সাদার ওপর কালো, গাঢ় রং ও মোটা রেখাসহ; আলো ফিকে হয়ে যাওয়া প্রজেক্টরের জন্য</translation>
    </message>
</context>
<context>
    <name>TraceWindowDialog</name>
    <message>
        <source>Open part of a snapshot</source>
        <translation>স্ন্যাপশটের একটি অংশ খুলুন</translation>
    </message>
    <message>
        <source>Which part of the trace in %1 should open?</source>
        <translation>%1-এর ট্রেসের কোন অংশটি খোলা হবে?</translation>
    </message>
    <message>
        <source>The whole trace</source>
        <translation>পুরো ট্রেস</translation>
    </message>
    <message>
        <source>Only the last events of the trace, where an out-of-memory error usually is</source>
        <translation>শুধু ট্রেসের শেষের ইভেন্টগুলো, যেখানে সাধারণত আউট-অফ-মেমরি ত্রুটিটি থাকে</translation>
    </message>
    <message>
        <source>Only a stretch of time of the recording</source>
        <translation>শুধু রেকর্ডিংয়ের একটি সময়ের অংশ</translation>
    </message>
    <message>
        <source>Number of events:</source>
        <translation>ইভেন্টের সংখ্যা:</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>শেষ পর্যন্ত</translation>
    </message>
    <message>
        <source>From, in seconds after the first event:</source>
        <translation>শুরু, প্রথম ইভেন্টের কত সেকেন্ড পরে:</translation>
    </message>
    <message>
        <source>To, in seconds after the first event:</source>
        <translation>শেষ, প্রথম ইভেন্টের কত সেকেন্ড পরে:</translation>
    </message>
    <message>
        <source>The stretch ends before it starts.</source>
        <translation>অংশটি শুরু হওয়ার আগেই শেষ হয়ে যায়।</translation>
    </message>
    <message>
        <source>The part opens with the memory as it stood when the part begins: the events before it are read and then let go.</source>
        <translation>অংশটি খোলে মেমরির সেই অবস্থা নিয়ে, যা অংশটি শুরু হওয়ার সময় ছিল: এর আগের ইভেন্টগুলো পড়া হয়, তারপর ছেড়ে দেওয়া হয়।</translation>
    </message>
</context>
<context>
    <name>TraceWindowText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 মিনিট</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ঘণ্টা</translation>
    </message>
    <message>
        <source>You opened a part of GPU %1&apos;s trace that holds no events: all %2 recorded events were left out. The memory map shows the memory as the snapshot was taken.</source>
        <translation>আপনি GPU %1-এর ট্রেসের এমন একটি অংশ খুলেছেন যাতে কোনো ইভেন্ট নেই: রেকর্ড করা সব %2টি ইভেন্ট বাদ পড়েছে। মেমরি ম্যাপ দেখাচ্ছে স্ন্যাপশট নেওয়ার সময়ের মেমরি।</translation>
    </message>
    <message>
        <source>You opened a part of GPU %1&apos;s trace: events %2 to %3 of the %4 it recorded.</source>
        <translation>আপনি GPU %1-এর ট্রেসের একটি অংশ খুলেছেন: রেকর্ড করা %4টির মধ্যে %2 থেকে %3 নম্বর ইভেন্ট।</translation>
    </message>
    <message>
        <source>Left out before it: %1 events, the recording&apos;s first %2.</source>
        <translation>এর আগে বাদ পড়েছে: %1টি ইভেন্ট, রেকর্ডিংয়ের প্রথম %2।</translation>
    </message>
    <message>
        <source>Left out before it: %1 events.</source>
        <translation>এর আগে বাদ পড়েছে: %1টি ইভেন্ট।</translation>
    </message>
    <message>
        <source>Left out after it: %1 events, the recording&apos;s last %2.</source>
        <translation>এর পরে বাদ পড়েছে: %1টি ইভেন্ট, রেকর্ডিংয়ের শেষ %2।</translation>
    </message>
    <message>
        <source>Left out after it: %1 events.</source>
        <translation>এর পরে বাদ পড়েছে: %1টি ইভেন্ট।</translation>
    </message>
    <message>
        <source>Blocks allocated before the part began show the size that was asked for, and the peak and other figures count only the events shown.</source>
        <translation>অংশটি শুরু হওয়ার আগে বরাদ্দ করা ব্লকগুলো যে আকার চাওয়া হয়েছিল তা দেখায়, আর সর্বোচ্চ মান ও অন্যান্য সংখ্যা শুধু দেখানো ইভেন্টগুলো গোনে।</translation>
    </message>
    <message>
        <source>%1 of the left-out events did not fit the memory the snapshot recorded and were passed over.</source>
        <translation>বাদ পড়া ইভেন্টগুলোর %1টি স্ন্যাপশটে রেকর্ড করা মেমরির সঙ্গে মেলেনি, তাই সেগুলো এড়িয়ে যাওয়া হয়েছে।</translation>
    </message>
</context>
</TS>
