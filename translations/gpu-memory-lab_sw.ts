<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw">
<context>
    <name>ActiveMemoryTimelineView</name>
    <message>
        <source>No allocations in this trace.</source>
        <translation>Hakuna ugawaji katika mfuatano huu wa matukio.</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>tukio %1</translation>
    </message>
    <message>
        <source>Active memory timeline</source>
        <translation>Mstari wa wakati wa kumbukumbu amilifu</translation>
    </message>
    <message>
        <source>Live allocations stacked over time, the largest as bands and the rest merged along the bottom; the cursor marks the event shown.</source>
        <translation>Ugawaji ulio hai, umerundikwa kadiri muda unavyokwenda: ugawaji mkubwa zaidi kama mikanda na uliobaki umeunganishwa sehemu ya chini; kishale huweka alama kwenye tukio linaloonyeshwa.</translation>
    </message>
    <message>
        <source>reserved</source>
        <extracomment>Legend of the active memory timeline: the line of the bytes the allocator holds from the device.</extracomment>
        <translation>iliyohifadhiwa</translation>
    </message>
    <message>
        <source>OOM</source>
        <extracomment>The mark on the active memory timeline at an allocation that failed for lack of memory. Keep it short: it labels a line a few pixels wide.</extracomment>
        <translation>OOM</translation>
    </message>
    <message>
        <source>peak</source>
        <extracomment>The mark on the active memory timeline at the event where allocated memory peaks. Keep it short.</extracomment>
        <translation>kilele</translation>
    </message>
    <message>
        <source>Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.</source>
        <translation>Plus na Minus hukuza na kupunguza, 0 huonyesha mfuatano wote, Shift pamoja na Kushoto au Kulia husogeza.</translation>
    </message>
    <message>
        <source>On stream %1</source>
        <extracomment>In the active memory timeline&apos;s tooltip: the stream an allocation was made on (%1: its name or id).</extracomment>
        <translation>Kwenye stream %1</translation>
    </message>
    <message>
        <source>In %1</source>
        <extracomment>In the active memory timeline&apos;s tooltip: %1 names the private pool (a CUDA graph&apos;s, ...).</extracomment>
        <translation>Ndani ya %1</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <extracomment>In the active memory timeline&apos;s tooltip: %1 is the device memory the allocator holds then.</extracomment>
        <translation>%1 iliyohifadhiwa</translation>
    </message>
    <message>
        <source>Live allocations stacked over time. The cursor is after %1 (the trace ends with %2), with %3 active. Left and Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.</source>
        <extracomment>%1 and %2 name events (&quot;event 12&quot;): where the cursor is, and the trace&apos;s last.</extracomment>
        <translation>Ugawaji hai uliopangwa kwa muda. Kishale kiko baada ya %1 (mfuatano unaishia na %2), na %3 hai. Kushoto na Kulia hukisogeza tukio moja, Page Up na Page Down sehemu ya kumi ya mfuatano, Home na End hadi mwisho wowote.</translation>
    </message>
    <message>
        <source>Showing %1 to %2. Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.</source>
        <translation>Inaonyesha %1 hadi %2. Plus na Minus hukuza na kupunguza, 0 huonyesha mfuatano wote, Shift pamoja na Kushoto au Kulia husogeza.</translation>
    </message>
    <message>
        <source>%1 at %2
allocated at %3, freed at %4</source>
        <extracomment>%3 and %4 name events (&quot;event 12&quot;, &quot;before the trace&quot;).</extracomment>
        <translation>%1 kwenye %2
imegawiwa %3, imeachiliwa %4</translation>
    </message>
    <message>
        <source>After %1: %2 in smaller allocations</source>
        <extracomment>%1 names an event (&quot;event 12&quot;).</extracomment>
        <translation>Baada ya %1: %2 katika ugawaji mdogo</translation>
    </message>
    <message>
        <source>Out of memory at %1: an allocation failed.</source>
        <extracomment>%1 names an event (&quot;event 12&quot;).</extracomment>
        <translation>Kumbukumbu iliisha kwenye %1: ugawaji mmoja ulishindwa.</translation>
    </message>
</context>
<context>
    <name>AllocatorCharts</name>
    <message>
        <source>Memory</source>
        <translation>Kumbukumbu</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>iliyogawiwa</translation>
    </message>
    <message>
        <source>active</source>
        <translation>amilifu</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>iliyohifadhiwa</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>kumbukumbu imeisha</translation>
    </message>
    <message>
        <source>event</source>
        <translation>tukio</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Kugawanyika</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>kugawanyika</translation>
    </message>
    <message>
        <source>Fragmentation = 1 − largest free cached block / all free cached bytes</source>
        <translation>Kugawanyika = 1 − bloku kubwa zaidi isiyotumika kwenye kache / baiti zote zisizotumika kwenye kache</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>Chati ya kumbukumbu</translation>
    </message>
    <message>
        <source>Allocated (solid line), active (dashed) and reserved (dash-dotted) memory in MiB over the events; squares mark out-of-memory errors.</source>
        <translation>Kumbukumbu iliyogawiwa (mstari kamili), amilifu (mstari wa vistari) na iliyohifadhiwa (mstari wa vistari na nukta) kwa MiB katika matukio yote; miraba huonyesha hitilafu za kumbukumbu kuisha.</translation>
    </message>
    <message>
        <source>Fragmentation chart</source>
        <translation>Chati ya kugawanyika</translation>
    </message>
</context>
<context>
    <name>AllocatorComparisonDialog</name>
    <message>
        <source>Compare allocator settings</source>
        <translation>Linganisha mipangilio ya kigawaji</translation>
    </message>
    <message>
        <source>The same workload, “%1”, under two settings of PYTORCH_CUDA_ALLOC_CONF.</source>
        <translation>Mzigo wa kazi uleule, “%1”, chini ya mipangilio miwili ya PYTORCH_CUDA_ALLOC_CONF.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s defaults</source>
        <translation>Chaguo-msingi za PyTorch</translation>
    </message>
    <message>
        <source>Left settings</source>
        <translation>Mipangilio ya kushoto</translation>
    </message>
    <message>
        <source>Right settings</source>
        <translation>Mipangilio ya kulia</translation>
    </message>
    <message>
        <source>&amp;Run both</source>
        <translation>&amp;Endesha pande zote mbili</translation>
    </message>
    <message>
        <source>Reserved peak %1 · ran without running out of memory</source>
        <translation>Kilele cha iliyohifadhiwa %1 · imeendeshwa bila kumbukumbu kuisha</translation>
    </message>
    <message numerus="yes">
        <source>Reserved peak %1 · ran out of memory %n time(s)</source>
        <translation>
            <numerusform>Kilele cha iliyohifadhiwa %1 · kumbukumbu iliisha mara %n</numerusform>
            <numerusform>Kilele cha iliyohifadhiwa %1 · kumbukumbu iliisha mara %n</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>Ha&amp;misha…</translation>
    </message>
    <message>
        <source>Caching allocator · “%1” · left: %2 · right: %3</source>
        <translation>Kigawaji cha akiba · “%1” · kushoto: %2 · kulia: %3</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Chagua faili ya kuhamishia.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Ulinganisho</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Hamisha</translation>
    </message>
</context>
<context>
    <name>AllocatorEventText</name>
    <message>
        <source>expandable segment %1</source>
        <translation>sehemu inayoweza kupanuka %1</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>sehemu %1</translation>
    </message>
    <message>
        <source>small pool</source>
        <translation>pool ndogo</translation>
    </message>
    <message>
        <source>large pool</source>
        <translation>pool kubwa</translation>
    </message>
    <message>
        <source>%1 (rounded to %2)</source>
        <translation>%1 (baada ya kuzungushwa juu: %2)</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3 and split off %4, which stays cached after it.</source>
        <translation>Kigawaji kimegawa %1: kimetumia tena bloku ya %2 iliyo kwenye kache katika %3 na kukata kipande cha %4, ambacho kinabaki kwenye kache baada yake.</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3 whole. The %4 left over is below the split threshold, so the tensor gets it too.</source>
        <translation>Kigawaji kimegawa %1: kimetumia tena bloku nzima ya %2 iliyo kwenye kache katika %3. Kiasi cha %4 kilichosalia kiko chini ya kizingiti cha kukata, kwa hiyo tensa inakipata pia.</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3.</source>
        <translation>Kigawaji kimegawa %1: kimetumia tena bloku ya %2 iliyo kwenye kache katika %3.</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2 and split off %3, which stays cached after it.</source>
        <translation>Kigawaji kimegawa %1 mwanzoni mwa kumbukumbu mpya katika %2 na kukata kipande cha %3, ambacho kinabaki kwenye kache baada yake.</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2, whole. The %3 left over is below the split threshold, so the tensor gets it too.</source>
        <translation>Kigawaji kimegawa %1 mwanzoni mwa kumbukumbu mpya katika %2, bila kuikata. Kiasi cha %3 kilichosalia kiko chini ya kizingiti cha kukata, kwa hiyo tensa inakipata pia.</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2.</source>
        <translation>Kigawaji kimegawa %1 mwanzoni mwa kumbukumbu mpya katika %2.</translation>
    </message>
    <message>
        <source>The streams using the block finished: the %1 block is cached again, merged with its free neighbours into %2 (%3).</source>
        <translation>Mikondo iliyokuwa ikitumia bloku imemaliza: bloku ya %1 iko kwenye kache tena, ikiwa imeunganishwa na bloku jirani zisizotumika kuwa bloku moja ya %2 (%3).</translation>
    </message>
    <message>
        <source>The streams using the block finished: the %1 block is cached again (%2).</source>
        <translation>Mikondo iliyokuwa ikitumia bloku imemaliza: bloku ya %1 iko kwenye kache tena (%2).</translation>
    </message>
    <message>
        <source>The %1 block is cached again, merged with its free neighbours into %2 (%3).</source>
        <translation>Bloku ya %1 iko kwenye kache tena, ikiwa imeunganishwa na bloku jirani zisizotumika kuwa bloku moja ya %2 (%3).</translation>
    </message>
    <message>
        <source>The %1 block is cached again (%2).</source>
        <translation>Bloku ya %1 iko kwenye kache tena (%2).</translation>
    </message>
    <message>
        <source>Reserved a %1 virtual address range for %2 (%3, stream %4). It holds no memory yet: pages are mapped into it as it grows.</source>
        <translation>Kigawaji kimehifadhi masafa ya anwani pepe ya %1 kwa ajili ya %2 (%3, mkondo %4). Bado hayana kumbukumbu yoyote: kurasa huwekwa (map) ndani yake kadiri yanavyokua.</translation>
    </message>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n cached oversize block(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>Hakuna bloku iliyo kwenye kache inayotosha %1. Ombi la sehemu mpya ya %2 limeshindwa, kwa hiyo kigawaji kimeachilia bloku %n kubwa mno (oversize) iliyokuwa kwenye kache (%3), kimejaribu tena, na kimepata %4 katika %5 kwenye %6.</numerusform>
            <numerusform>Hakuna bloku iliyo kwenye kache inayotosha %1. Ombi la sehemu mpya ya %2 limeshindwa, kwa hiyo kigawaji kimeachilia bloku %n kubwa mno (oversize) zilizokuwa kwenye kache (%3), kimejaribu tena, na kimepata %4 katika %5 kwenye %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n whole free segment(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>Hakuna bloku iliyo kwenye kache inayotosha %1. Ombi la sehemu mpya ya %2 limeshindwa, kwa hiyo kigawaji kimeachilia sehemu %n iliyokuwa tupu kabisa (%3), kimejaribu tena, na kimepata %4 katika %5 kwenye %6.</numerusform>
            <numerusform>Hakuna bloku iliyo kwenye kache inayotosha %1. Ombi la sehemu mpya ya %2 limeshindwa, kwa hiyo kigawaji kimeachilia sehemu %n zilizokuwa tupu kabisa (%3), kimejaribu tena, na kimepata %4 katika %5 kwenye %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cached block fits %1, so the allocator asked the device for a new %2 segment: %3 in the %4, at %5.</source>
        <translation>Hakuna bloku iliyo kwenye kache inayotosha %1, kwa hiyo kigawaji kimeomba kifaa sehemu mpya ya %2: %3 katika %4, kwenye %5.</translation>
    </message>
    <message>
        <source>empty_cache returned %1 (%2), which was wholly free, to the device.</source>
        <translation>empty_cache imerudisha kwa kifaa %1 (%2), iliyokuwa tupu kabisa.</translation>
    </message>
    <message>
        <source>Out of memory: the allocator released the cached oversize block %1 (%2) so that a new segment might fit.</source>
        <translation>Kumbukumbu imeisha: kigawaji kimeachilia bloku kubwa mno (oversize) iliyokuwa kwenye kache, %1 (%2), ili sehemu mpya iweze kutosha.</translation>
    </message>
    <message>
        <source>Out of memory: the allocator released %1 (%2), which was wholly free, before retrying.</source>
        <translation>Kumbukumbu imeisha: kigawaji kimeachilia %1 (%2), iliyokuwa tupu kabisa, kabla ya kujaribu tena.</translation>
    </message>
    <message numerus="yes">
        <source>Garbage collection: reserved memory passed the threshold, so the allocator released the unused %1 (%2), idle for %n search(es) of the cache.</source>
        <translation>
            <numerusform>Ukusanyaji taka (garbage collection): kumbukumbu iliyohifadhiwa imezidi kizingiti, kwa hiyo kigawaji kimeachilia %1 (%2) isiyotumika, ambayo haikuguswa katika mara %n ambayo kache ilitafutwa.</numerusform>
            <numerusform>Ukusanyaji taka (garbage collection): kumbukumbu iliyohifadhiwa imezidi kizingiti, kwa hiyo kigawaji kimeachilia %1 (%2) isiyotumika, ambayo haikuguswa katika mara %n ambazo kache ilitafutwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page of %1 is unmapped, so its %2 address range is released.</source>
        <translation>Kila ukurasa wa %1 umeondolewa (unmap), kwa hiyo masafa yake ya anwani ya %2 yameachiliwa.</translation>
    </message>
    <message>
        <source>Released %1 (%2).</source>
        <translation>Kigawaji kimeachilia %1 (%2).</translation>
    </message>
    <message>
        <source>Out of memory: no cached block fits, and the device has no room for a new segment.</source>
        <translation>Kumbukumbu imeisha: hakuna bloku iliyo kwenye kache inayotosha, na kifaa hakina nafasi ya sehemu mpya.</translation>
    </message>
    <message>
        <source>The allocator refused the call: the size is 0, or more than the device could ever hand out. Nothing changed.</source>
        <translation>Kigawaji kimekataa wito huu: ukubwa ni 0, au ni zaidi ya kile ambacho kifaa kingeweza kutoa kamwe. Hakuna kilichobadilika.</translation>
    </message>
    <message>
        <source>The allocator refused the call: no live allocation has that address. Nothing changed.</source>
        <translation>Kigawaji kimekataa wito huu: hakuna ugawaji ulio hai wenye anwani hiyo. Hakuna kilichobadilika.</translation>
    </message>
    <message>
        <source>The allocator refused the call: that block is already free, or waiting to be freed. Nothing changed.</source>
        <translation>Kigawaji kimekataa wito huu: bloku hiyo tayari imeachiliwa, au inasubiri kuachiliwa. Hakuna kilichobadilika.</translation>
    </message>
    <message>
        <source>The allocator refused the setting, as PyTorch would. Nothing changed.</source>
        <translation>Kigawaji kimekataa mpangilio huu, kama PyTorch ingefanya. Hakuna kilichobadilika.</translation>
    </message>
    <message>
        <source>The device failed in a way that is not out of memory. Nothing changed.</source>
        <translation>Kifaa kimeshindwa kwa njia isiyo ya kumbukumbu kuisha. Hakuna kilichobadilika.</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is reserved by PyTorch but unallocated. If reserved but unallocated memory is large, try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.</source>
        <translation>Kumbukumbu ya CUDA imeisha. Ilijaribu kugawa %1. GPU %2 ina uwezo wa jumla wa %3, ambapo %4 haitumiki, na mchakato huu unaruhusiwa %5. Kati ya kumbukumbu iliyogawiwa, %6 imegawiwa na PyTorch na %7 imehifadhiwa na PyTorch lakini haijagawiwa. Ikiwa kumbukumbu iliyohifadhiwa lakini haijagawiwa ni kubwa, jaribu kuweka PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True ili kuepuka kugawanyika.</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. Of the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated. If reserved but unallocated memory is large, try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.</source>
        <translation>Kumbukumbu ya CUDA imeisha. Ilijaribu kugawa %1. GPU %2 ina uwezo wa jumla wa %3, ambapo %4 haitumiki. Kati ya kumbukumbu iliyogawiwa, %5 imegawiwa na PyTorch na %6 imehifadhiwa na PyTorch lakini haijagawiwa. Ikiwa kumbukumbu iliyohifadhiwa lakini haijagawiwa ni kubwa, jaribu kuweka PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True ili kuepuka kugawanyika.</translation>
    </message>
    <message numerus="yes">
        <source>Freed the %1 block at %2, but %n other stream(s) may still use it: it stays active (pending free) until they finish.</source>
        <translation>
            <numerusform>Bloku ya %1 kwenye %2 imeachiliwa, lakini mkondo %n mwingine bado unaweza kuitumia: inabaki amilifu (inasubiri kuachiliwa) hadi mkondo huo umalize.</numerusform>
            <numerusform>Bloku ya %1 kwenye %2 imeachiliwa, lakini mikondo %n mingine bado inaweza kuitumia: inabaki amilifu (inasubiri kuachiliwa) hadi mikondo hiyo imalize.</numerusform>
        </translation>
    </message>
    <message>
        <source>Freed the %1 block at %2.</source>
        <translation>Bloku ya %1 kwenye %2 imeachiliwa.</translation>
    </message>
    <message>
        <source>After releasing cached memory the allocator retried: it mapped %1 of pages at %2 into %3, so the segment grows instead of a new one being made.</source>
        <translation>Baada ya kuachilia kumbukumbu iliyo kwenye kache, kigawaji kimejaribu tena: kimeweka (map) kurasa za %1 kwenye %2 ndani ya %3, kwa hiyo sehemu inakua badala ya kuundwa sehemu mpya.</translation>
    </message>
    <message>
        <source>No cached block fits %1, so the allocator mapped %2 of pages at %3 into %4: the segment grows instead of a new one being made.</source>
        <translation>Hakuna bloku iliyo kwenye kache inayotosha %1, kwa hiyo kigawaji kimeweka (map) kurasa za %2 kwenye %3 ndani ya %4: sehemu inakua badala ya kuundwa sehemu mpya.</translation>
    </message>
    <message>
        <source>empty_cache unmapped %1 of free pages at %2 from %3.</source>
        <translation>empty_cache imeondoa (unmap) kurasa zisizotumika za %1 kwenye %2 kutoka %3.</translation>
    </message>
    <message>
        <source>Out of memory: the allocator unmapped %1 of free pages at %2 from %3.</source>
        <translation>Kumbukumbu imeisha: kigawaji kimeondoa (unmap) kurasa zisizotumika za %1 kwenye %2 kutoka %3.</translation>
    </message>
    <message numerus="yes">
        <source>empty_cache returned %n whole free segment(s) and free pages (%1) to the device. Free pieces of partly used segments stay cached.</source>
        <translation>
            <numerusform>empty_cache imerudisha kwa kifaa sehemu %n iliyokuwa tupu kabisa na kurasa zisizotumika (%1). Vipande visivyotumika vya sehemu zinazotumika kwa kiasi vinabaki kwenye kache.</numerusform>
            <numerusform>empty_cache imerudisha kwa kifaa sehemu %n zilizokuwa tupu kabisa na kurasa zisizotumika (%1). Vipande visivyotumika vya sehemu zinazotumika kwa kiasi vinabaki kwenye kache.</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is reserved by PyTorch but unallocated.</source>
        <translation>Kumbukumbu ya CUDA imeisha. Ilijaribu kugawa %1. GPU %2 ina uwezo wa jumla wa %3, ambapo %4 haitumiki, na mchakato huu unaruhusiwa %5. Kati ya kumbukumbu iliyogawiwa, %6 imegawiwa na PyTorch na %7 imehifadhiwa na PyTorch lakini haijagawiwa.</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. Of the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated.</source>
        <translation>Kumbukumbu ya CUDA imeisha. Ilijaribu kugawa %1. GPU %2 ina uwezo wa jumla wa %3, ambapo %4 haitumiki. Kati ya kumbukumbu iliyogawiwa, %5 imegawiwa na PyTorch na %6 imehifadhiwa na PyTorch lakini haijagawiwa.</translation>
    </message>
</context>
<context>
    <name>AllocatorLesson</name>
    <message>
        <source>There is no scenario &apos;%1&apos;.</source>
        <translation>Hakuna kisa &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>%1, limited to %2</source>
        <translation>%1, yenye kikomo cha %2</translation>
    </message>
    <message>
        <source>simulated GPU of %1</source>
        <translation>GPU iliyoigwa ya %1</translation>
    </message>
    <message>
        <source>There is no live tensor “%1”: it was never allocated, or it was freed already.</source>
        <translation>Hakuna tensa hai “%1”: haikuwahi kugawiwa, au tayari imeachiliwa.</translation>
    </message>
</context>
<context>
    <name>AllocatorLessonPresenter</name>
    <message>
        <source>Ran “%1” on a %2.</source>
        <translation>“%1” imeendeshwa kwenye %2.</translation>
    </message>
    <message>
        <source>Made by event %1: %2</source>
        <translation>Imeundwa na tukio %1: %2</translation>
    </message>
    <message>
        <source>Scenario “%1” has no scene “%2”.</source>
        <translation>Kisa “%1” hakina onyesho “%2”.</translation>
    </message>
    <message>
        <source>The caching allocator lesson has no scenario “%1”: choose one of %2.</source>
        <translation>Somo la kigawaji cha akiba halina kisa “%1”: chagua kimoja kati ya %2.</translation>
    </message>
    <message>
        <source>Written for PyTorch&apos;s default settings on a %1 GPU: under this run&apos;s settings its figures and advice may not hold. The statistics and what the allocator did are this run&apos;s.

%2</source>
        <translation>Imeandikwa kwa mipangilio ya kawaida ya PyTorch kwenye GPU ya %1: kwa mipangilio ya uendeshaji huu, takwimu na ushauri wake huenda visiwe sahihi. Takwimu na kile kigawaji kilichofanya ni za uendeshaji huu.

%2</translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1: %2</source>
        <translation>Kisa hakikuweza kuhifadhiwa kwenye %1: %2</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>Hifadhi kama faili la kisa</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Faili za kisa (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli allocator --script, and in the lesson from a content folder&apos;s scenarios/allocator/ (--content).</source>
        <translation>Imehifadhiwa kwenye %1. Inaendeshwa na gpu-memory-lab-cli allocator --script, na ndani ya somo kutoka scenarios/allocator/ ya folda ya maudhui (--content).</translation>
    </message>
    <message>
        <source>The scene&apos;s script cannot be run: %1</source>
        <translation>Hati ya onyesho haiwezi kuendeshwa: %1</translation>
    </message>
    <message>
        <source>The scene shows scenario “%1”, which this window does not have, and holds no script to run.</source>
        <translation>Onyesho linaonyesha kisa “%1”, ambacho dirisha hili halina, na halina hati ya kuendesha.</translation>
    </message>
    <message>
        <source>The scene opens at step %1, but its scenario has %2 steps.</source>
        <translation>Onyesho linafunguka kwenye hatua %1, lakini kisa chake kina hatua %2.</translation>
    </message>
    <message>
        <source>The scene&apos;s scenario could not be run under its settings.</source>
        <translation>Kisa cha onyesho hakikuweza kuendeshwa kwa mipangilio yake.</translation>
    </message>
</context>
<context>
    <name>AllocatorPrediction</name>
    <message>
        <source>Predict: the next step allocates %1 as “%2”. Will it fit, or run out of memory?</source>
        <translation>Tabiri: hatua inayofuata inagawa %1 kama “%2”. Itatosha, au kumbukumbu itaisha?</translation>
    </message>
    <message>
        <source>Predict: the next step allocates %1 as “%2”. Which free block will the allocator take? Click it in the map, or choose a new segment.</source>
        <translation>Tabiri: hatua inayofuata inagawa %1 kama “%2”. Kigawaji kitachukua bloku ipi isiyotumika? Ibofye kwenye ramani, au chagua sehemu mpya.</translation>
    </message>
    <message>
        <source>That block is not free: pick a free cached block (green or grey), or a new segment.</source>
        <translation>Bloku hiyo haiko huru: chagua bloku isiyotumika iliyo kwenye kache (kijani au kijivu), au sehemu mpya.</translation>
    </message>
    <message>
        <source>Pick a free cached block (green or grey) in the map, or a new segment.</source>
        <translation>Chagua bloku isiyotumika iliyo kwenye kache (kijani au kijivu) kwenye ramani, au sehemu mpya.</translation>
    </message>
    <message>
        <source>It ran out of memory.</source>
        <translation>Kumbukumbu iliisha.</translation>
    </message>
    <message>
        <source>It needed memory from the device: a new segment.</source>
        <translation>Ilihitaji kumbukumbu kutoka kwa kifaa: sehemu mpya.</translation>
    </message>
    <message>
        <source>It split the free cached block of %1: %2 for the tensor (selected in the map), the rest stays cached.</source>
        <translation>Iligawanya bloku isiyotumika ya %1 iliyo kwenye kache: %2 kwa tensa (imechaguliwa kwenye ramani), iliyobaki inabaki kwenye kache.</translation>
    </message>
    <message>
        <source>It took the free cached block of %1 whole (selected in the map).</source>
        <translation>Ilichukua bloku nzima isiyotumika ya %1 iliyo kwenye kache (imechaguliwa kwenye ramani).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1: what happened; %2: the allocator&apos;s own account of it.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>It fits</source>
        <translation>Inatosha</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Kumbukumbu itaisha</translation>
    </message>
    <message>
        <source>A new segment</source>
        <translation>Sehemu mpya</translation>
    </message>
    <message>
        <source>Or click the free block (green or grey) it will take in the map.</source>
        <translation>Au bofya kwenye ramani bloku isiyotumika (kijani au kijivu) ambayo itachukua.</translation>
    </message>
    <message>
        <source>the free block of %1 at %2</source>
        <extracomment>A free cached block in the prediction&apos;s list: %1 its size, %2 its address.</extracomment>
        <translation>bloku isiyotumika ya %1 kwenye %2</translation>
    </message>
    <message>
        <source>the block you clicked</source>
        <translation>bloku uliyobofya</translation>
    </message>
</context>
<context>
    <name>AllocatorScriptText</name>
    <message>
        <source>Line %1, column %2: the file is not valid JSON (a comma, a quote or a bracket is missing or extra).</source>
        <translation>Mstari %1, safu %2: faili si JSON sahihi (koma, alama ya nukuu au mabano yanakosekana au yamezidi).</translation>
    </message>
    <message>
        <source>this is not an object in braces, { … }, as a script and each of its ops are.</source>
        <translation>hiki si kitu ndani ya mabano { … }, kama hati na kila operesheni yake zilivyo.</translation>
    </message>
    <message>
        <source>there is no field “%1” here.</source>
        <translation>hakuna sehemu “%1” hapa.</translation>
    </message>
    <message>
        <source>the field “%1” is missing.</source>
        <translation>sehemu “%1” inakosekana.</translation>
    </message>
    <message>
        <source>“%1” does not hold what it should.</source>
        <translation>“%1” haina kile inachopaswa kuwa nacho.</translation>
    </message>
    <message>
        <source>“%1” cannot be %2.</source>
        <translation>“%1” haiwezi kuwa %2.</translation>
    </message>
    <message>
        <source>there is no op “%1” (the ops are alloc, free, record_stream, synchronize, empty_cache, set_memory_fraction and set_settings).</source>
        <translation>hakuna operesheni “%1” (operesheni ni alloc, free, record_stream, synchronize, empty_cache, set_memory_fraction na set_settings).</translation>
    </message>
    <message>
        <source>“%1” is not live: it was never allocated, or it was freed already.</source>
        <translation>“%1” haiko hai: haikuwahi kugawiwa, au tayari imeachiliwa.</translation>
    </message>
    <message>
        <source>a script has either “ops” or “steps”, one of them.</source>
        <translation>hati ina “ops” au “steps”, mojawapo tu.</translation>
    </message>
    <message>
        <source>the script has no ops.</source>
        <translation>hati haina operesheni yoyote.</translation>
    </message>
    <message>
        <source>two steps are called “%1”.</source>
        <translation>hatua mbili zinaitwa “%1”.</translation>
    </message>
    <message>
        <source>a scene names the step “%1”, which the script does not have.</source>
        <translation>onyesho linataja hatua “%1”, ambayo haimo kwenye hati.</translation>
    </message>
    <message>
        <source>Op %1 (line %2): %3</source>
        <translation>Operesheni %1 (mstari %2): %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Mstari %1: %2</translation>
    </message>
    <message>
        <source>Allocates %1 as “%2” on stream %3.</source>
        <translation>Inagawa %1 kama “%2” kwenye mkondo %3.</translation>
    </message>
    <message>
        <source>Frees “%1”.</source>
        <translation>Inaachilia “%1”.</translation>
    </message>
    <message>
        <source>Records that “%1” is used on stream %2 too.</source>
        <translation>Inarekodi kwamba “%1” inatumika pia kwenye mkondo %2.</translation>
    </message>
    <message>
        <source>Waits for stream %1 to finish its work.</source>
        <translation>Inasubiri mkondo %1 umalize kazi yake.</translation>
    </message>
    <message>
        <source>Waits for every stream to finish its work (torch.cuda.synchronize()).</source>
        <translation>Inasubiri kila mkondo umalize kazi yake (torch.cuda.synchronize()).</translation>
    </message>
    <message>
        <source>Returns the cached free segments to the device (torch.cuda.empty_cache()).</source>
        <translation>Inarudisha kwa kifaa sehemu zisizotumika zilizo kwenye kache (torch.cuda.empty_cache()).</translation>
    </message>
    <message>
        <source>Lets the allocator reserve at most %1% of the device&apos;s memory.</source>
        <translation>Inaruhusu kigawaji kuhifadhi si zaidi ya %1% ya kumbukumbu ya kifaa.</translation>
    </message>
    <message>
        <source>Changes the allocator&apos;s settings to %1.</source>
        <translation>Inabadilisha mipangilio ya kigawaji kuwa %1.</translation>
    </message>
    <message>
        <source>The sandbox runs lines such as x = torch.empty(100 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache() and torch.cuda.synchronize(); it does not know this one.</source>
        <translation>Eneo la majaribio huendesha mistari kama x = torch.empty(100 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache() na torch.cuda.synchronize(); halijui mstari huu.</translation>
    </message>
    <message>
        <source>This tensor would be made in the CPU&apos;s memory, which the GPU&apos;s allocator never sees: add device=&quot;cuda&quot;.</source>
        <translation>Tensa hii ingeundwa kwenye kumbukumbu ya CPU, ambayo kigawaji cha GPU hakiioni kamwe: ongeza device=&quot;cuda&quot;.</translation>
    </message>
    <message>
        <source>There is no dtype “%1”: try torch.float32, torch.float16 or torch.uint8.</source>
        <translation>Hakuna dtype “%1”: jaribu torch.float32, torch.float16 au torch.uint8.</translation>
    </message>
    <message>
        <source>A tensor&apos;s size is a whole number of elements above 0, and no larger than a device could hold.</source>
        <translation>Ukubwa wa tensa ni idadi kamili ya elementi iliyo juu ya 0, na isiyozidi kile ambacho kifaa kingeweza kushikilia.</translation>
    </message>
    <message>
        <source>Column %1: the line is not Python the sandbox can read.</source>
        <translation>Safu %1: mstari huu si Python ambayo eneo la majaribio linaweza kusoma.</translation>
    </message>
    <message>
        <source>the step “%1” asks for a prediction but allocates nothing.</source>
        <translation>hatua “%1” inaomba utabiri lakini haigawi chochote.</translation>
    </message>
</context>
<context>
    <name>AllocatorSettingText</name>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: a setting&apos;s name belongs where “%1” is.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: jina la mpangilio linapaswa kuwa mahali “%1” ilipo.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: after the value of %1 comes a “,”, not “%2”.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: baada ya thamani ya %1 huja “,”, si “%2”.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: a “,” at the end has no setting after it.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: “,” ya mwisho haina mpangilio baada yake.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” and a value.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 inahitaji “%2” na thamani.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” where “%3” is.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 inahitaji “%2” mahali “%3” ilipo.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be True or False.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 lazima iwe True au False.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a whole number of MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 lazima iwe namba kamili ya MiB.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be at least %2 MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 lazima iwe angalau MiB %2.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 has no value.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 haina thamani.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a number between 0 and 1, both excluded.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 lazima iwe namba kati ya 0 na 1, bila kujumuisha 0 wala 1.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a power of two up to 128.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 lazima iwe kipeo cha mbili kisichozidi 128.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be native or cudaMallocAsync.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 lazima iwe native au cudaMallocAsync.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: backend:cudaMallocAsync hands memory to the CUDA driver, and this lesson shows PyTorch&apos;s own caching allocator.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: backend:cudaMallocAsync hukabidhi kumbukumbu kwa dereva wa CUDA, na somo hili linaonyesha kigawaji cha akiba cha PyTorch chenyewe.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: PyTorch has no setting %1. It knows %2.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: PyTorch haina mpangilio %1. Inatambua %2.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: the number of divisions must be a power of two.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: idadi ya migawanyo lazima iwe kipeo cha mbili.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs an interval in MiB, or “&gt;”, here.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: orodha ya %1 inahitaji kiwango cha ukubwa kwa MiB, au “&gt;”, hapa.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: the divisions must be 0 or a power of two.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: migawanyo lazima iwe 0 au kipeo cha mbili.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: an interval must be a power of two, in MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: kiwango cha ukubwa lazima kiwe kipeo cha mbili, kwa MiB.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs a “,” or a “]” here.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: orodha ya %1 inahitaji “,” au “]” hapa.</translation>
    </message>
</context>
<context>
    <name>AllocatorSidePanel</name>
    <message>
        <source>&apos;%1&apos; is not a size: write it like 25 MiB, 1.5 GiB or 4096.</source>
        <translation>&apos;%1&apos; si ukubwa: uandike kama 25 MiB, 1.5 GiB au 4096.</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>Kile kigawaji kilichofanya</translation>
    </message>
    <message>
        <source>peak of reserved_bytes</source>
        <translation>kilele cha reserved_bytes</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>kugawanyika</translation>
    </message>
    <message>
        <source>device allocations / frees</source>
        <translation>ugawaji / uachiliaji kwenye kifaa</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>bila kikomo</translation>
    </message>
    <message>
        <source>off</source>
        <translation>imezimwa</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Kumbukumbu ya GPU</translation>
    </message>
    <message>
        <source>Run again with these settings</source>
        <translation>Endesha tena kwa mipangilio hii</translation>
    </message>
    <message>
        <source>Compare with defaults…</source>
        <translation>Linganisha na chaguo-msingi…</translation>
    </message>
    <message>
        <source>Go on by hand</source>
        <translation>Endelea kwa mkono</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Ukubwa:</translation>
    </message>
    <message>
        <source>S&amp;tream:</source>
        <translation>Mkon&amp;do:</translation>
    </message>
    <message>
        <source>&amp;Allocate</source>
        <translation>&amp;Gawa</translation>
    </message>
    <message>
        <source>Free the tensor whose block is selected in the memory map</source>
        <translation>Achilia tensa ambayo bloku yake imechaguliwa kwenye ramani ya kumbukumbu</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>Allocator settings</source>
        <translation>Mipangilio ya kigawaji</translation>
    </message>
    <message>
        <source>Bytes held by live tensors now, each counted at its rounded block size.</source>
        <translation>Baiti zinazoshikiliwa sasa na tensa hai, kila moja ikihesabiwa kwa ukubwa wa bloku yake uliozungushwa juu.</translation>
    </message>
    <message>
        <source>Bytes the allocator holds from the device in segments, in use or cached.</source>
        <translation>Baiti ambazo kigawaji kinashikilia kutoka kwenye kifaa katika sehemu (segments), zinazotumika au zilizo kwenye kache.</translation>
    </message>
    <message>
        <source>Bytes in blocks in use, including freed blocks still waiting for their stream&apos;s work to finish.</source>
        <translation>Baiti katika bloku zinazotumika, pamoja na bloku zilizoachiliwa ambazo bado zinasubiri kazi ya mkondo (stream) wao ikamilike.</translation>
    </message>
    <message>
        <source>Bytes in free blocks cut from a segment that still has blocks in use: cached, but only for requests that fit in those pieces.</source>
        <translation>Baiti katika bloku zisizotumika zilizokatwa kutoka sehemu (segment) ambayo bado ina bloku zinazotumika: ziko kwenye kache, lakini kwa maombi yanayotosha katika vipande hivyo tu.</translation>
    </message>
    <message>
        <source>Bytes the tensors asked for, before the allocator rounded each request up.</source>
        <translation>Baiti ambazo tensa ziliomba, kabla kigawaji hakijazungusha juu kila ombi.</translation>
    </message>
    <message>
        <source>The most bytes the allocator has held from the device at once since the run began.</source>
        <translation>Idadi kubwa zaidi ya baiti ambazo kigawaji kimewahi kushikilia kutoka kwenye kifaa kwa wakati mmoja tangu uendeshaji uanze.</translation>
    </message>
    <message>
        <source>How scattered the cached free memory is: 1 minus the largest free block over all free cached bytes (0: one piece).</source>
        <translation>Jinsi kumbukumbu isiyotumika iliyo kwenye kache ilivyotawanyika: 1 kutoa bloku kubwa zaidi isiyotumika ikigawanywa kwa baiti zote zisizotumika kwenye kache (0: kipande kimoja).</translation>
    </message>
    <message>
        <source>How many requests failed with out of memory even after the cache was released and the request retried.</source>
        <translation>Maombi mangapi yameshindwa kwa kumbukumbu kuisha hata baada ya kache kuachiliwa na ombi kujaribiwa tena.</translation>
    </message>
    <message>
        <source>How many times the device had no room for a new segment, so the allocator released its cached blocks and tried again.</source>
        <translation>Mara ngapi kifaa hakikuwa na nafasi ya sehemu (segment) mpya, kwa hiyo kigawaji kiliachilia bloku zake za kache na kujaribu tena.</translation>
    </message>
    <message>
        <source>How many segments the allocator has asked the device for (cudaMalloc) and given back (cudaFree).</source>
        <translation>Sehemu (segments) ngapi kigawaji kimeomba kutoka kwenye kifaa (cudaMalloc) na kurudisha (cudaFree).</translation>
    </message>
    <message>
        <source>Or type a line of P&amp;yTorch:</source>
        <translation>Au andika mstari wa P&amp;yTorch:</translation>
    </message>
    <message>
        <source>A line of PyTorch to run</source>
        <translation>Mstari wa PyTorch wa kuendesha</translation>
    </message>
    <message>
        <source>For example x = torch.empty(300 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache(). Press Enter to run it.</source>
        <translation>Kwa mfano x = torch.empty(300 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache(). Bonyeza Enter kuuendesha.</translation>
    </message>
    <message>
        <source>Run line</source>
        <translation>Endesha mstari</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>T&amp;endua</translation>
    </message>
    <message>
        <source>Take back the last thing done by hand: the scenario runs again and the rest is done again</source>
        <translation>Rudisha nyuma kitendo cha mwisho kilichofanywa kwa mkono: kisa kinaendeshwa tena na vitendo vingine vinafanywa tena</translation>
    </message>
    <message>
        <source>Sav&amp;e as a scenario file…</source>
        <translation>&amp;Hifadhi kama faili la kisa…</translation>
    </message>
    <message>
        <source>Write the scenario and what you did by hand to a file that runs to this state: to send, or to narrate as an exercise</source>
        <translation>Andika kisa na ulichofanya kwa mkono kwenye faili linaloendeshwa hadi hali hii: ili kulituma, au kulisimulia kama zoezi</translation>
    </message>
    <message>
        <source>S&amp;cenario:</source>
        <translation>Ki&amp;sa:</translation>
    </message>
    <message>
        <source>F&amp;ree selected</source>
        <translation>&amp;Achilia iliyochaguliwa</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Haikuweza kuandika %1: %2</translation>
    </message>
    <message>
        <source>Videos are made by ffmpeg, which is not installed (no ffmpeg on PATH).</source>
        <translation>Video hutengenezwa na ffmpeg, ambayo haijasakinishwa (hakuna ffmpeg kwenye PATH).</translation>
    </message>
    <message>
        <source>There are no steps to put in the animation.</source>
        <translation>Hakuna hatua za kuweka kwenye uhuishaji.</translation>
    </message>
    <message>
        <source>ffmpeg did not start: %1</source>
        <translation>ffmpeg haikuanza: %1</translation>
    </message>
    <message>
        <source>ffmpeg stopped reading: %1</source>
        <translation>ffmpeg iliacha kusoma: %1</translation>
    </message>
    <message>
        <source>ffmpeg failed: %1</source>
        <translation>ffmpeg imeshindwa: %1</translation>
    </message>
    <message>
        <source>the old file could not be replaced.</source>
        <translation>faili ya zamani haikuweza kubadilishwa.</translation>
    </message>
    <message>
        <source>the finished video could not be moved into place.</source>
        <translation>video iliyokamilika haikuweza kuhamishiwa mahali pake.</translation>
    </message>
</context>
<context>
    <name>BackgroundWorkProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
</context>
<context>
    <name>BlockPalette</name>
    <message>
        <source>allocated</source>
        <translation>iliyogawiwa</translation>
    </message>
    <message>
        <source>rounding waste</source>
        <translation>upotevu wa kuzungusha juu</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>inasubiri kuachiliwa</translation>
    </message>
    <message>
        <source>inactive (split segment)</source>
        <translation>isiyotumika (sehemu iliyogawanywa)</translation>
    </message>
    <message>
        <source>free segment</source>
        <translation>sehemu tupu</translation>
    </message>
    <message>
        <source>unmapped pages</source>
        <translation>kurasa zisizowekwa (unmapped)</translation>
    </message>
</context>
<context>
    <name>BlockTableTooltip</name>
    <message>
        <source>Tokens: %1 of %2 slots filled.</source>
        <translation>Tokeni: nafasi %1 kati ya %2 zimejaa.</translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <translation>Ina: %1</translation>
    </message>
    <message>
        <source>Reference count 0: no sequence uses it.</source>
        <translation>Hesabu ya marejeleo 0: hakuna mfuatano unaoitumia.</translation>
    </message>
    <message>
        <source>Reference count %1: used by %2.</source>
        <translation>Hesabu ya marejeleo %1: inatumiwa na %2.</translation>
    </message>
    <message>
        <source>Cached under prefix hash %1.</source>
        <translation>Imehifadhiwa kwenye kache chini ya hash ya kiambishi awali %1.</translation>
    </message>
    <message>
        <source>Not in the prefix cache.</source>
        <translation>Haimo kwenye kache ya kiambishi awali.</translation>
    </message>
    <message>
        <source>In the free queue at position %1 of %2 (1 is the head, taken next).</source>
        <translation>Kwenye foleni ya bloku zisizotumika, nafasi ya %1 kati ya %2 (1 ni mwanzo wa foleni, itachukuliwa inayofuata).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sequence %1, logical block %2&lt;/b&gt; maps to &lt;b&gt;physical block %3&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Mfuatano %1, bloku ya kimantiki %2&lt;/b&gt; inaelekezwa kwenye &lt;b&gt;bloku halisi %3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bloku halisi %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; left the free queue as a prefix-cache hit: a request reuses its tokens.</source>
        <translation>&lt;b&gt;Bloku halisi %1&lt;/b&gt; imetoka kwenye foleni ya bloku zisizotumika kwa kulingana na kache ya kiambishi awali (hit): ombi linatumia tena tokeni zake.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; was taken from the free queue and its cached hash was evicted.</source>
        <translation>&lt;b&gt;Bloku halisi %1&lt;/b&gt; imechukuliwa kutoka kwenye foleni ya bloku zisizotumika na hash yake iliyokuwa kwenye kache imeondolewa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; was taken from the free queue.</source>
        <translation>&lt;b&gt;Bloku halisi %1&lt;/b&gt; imechukuliwa kutoka kwenye foleni ya bloku zisizotumika.</translation>
    </message>
</context>
<context>
    <name>BlockTableView</name>
    <message>
        <source>request %1</source>
        <translation>ombi %1</translation>
    </message>
    <message>
        <source>swapped out</source>
        <translation>imehamishwa (swap)</translation>
    </message>
    <message>
        <source>to recompute</source>
        <translation>kukokotolewa upya</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>kwenye kache</translation>
    </message>
    <message>
        <source>free</source>
        <extracomment>A block of a pool just made, not yet in the free queue.</extracomment>
        <translation>isiyotumika</translation>
    </message>
    <message>
        <source>No KV cache: choose a walkthrough.</source>
        <translation>Hakuna akiba ya KV: chagua matembezi (walkthrough).</translation>
    </message>
    <message>
        <source>free block</source>
        <translation>bloku isiyotumika</translation>
    </message>
    <message>
        <source>cached (findable by its prefix hash)</source>
        <translation>kwenye kache (hupatikana kwa hash ya kiambishi awali)</translation>
    </message>
    <message>
        <source>fill: tokens / block size</source>
        <translation>ujazo: tokeni / ukubwa wa bloku</translation>
    </message>
    <message>
        <source>shared: reference count</source>
        <translation>inashirikiwa: hesabu ya marejeleo</translation>
    </message>
    <message>
        <source>Block tables: logical block (L) → physical block</source>
        <translation>Majedwali ya bloku: bloku ya kimantiki (L) → bloku halisi</translation>
    </message>
    <message>
        <source>No sequences yet.</source>
        <translation>Bado hakuna mifuatano.</translation>
    </message>
    <message>
        <source>copy of %1</source>
        <translation>nakala ya %1</translation>
    </message>
    <message>
        <source>Sequences not shown for lack of room: %1.</source>
        <translation>Mifuatano isiyoonyeshwa kwa kukosa nafasi: %1.</translation>
    </message>
    <message>
        <source>Physical blocks: %1 of %2 free, %3 tokens each</source>
        <translation>Bloku halisi: %1 kati ya %2 hazitumiki, tokeni %3 kila moja</translation>
    </message>
    <message>
        <source>Blocks not shown for lack of room: %1.</source>
        <translation>Bloku zisizoonyeshwa kwa kukosa nafasi: %1.</translation>
    </message>
    <message>
        <source>copy-on-write</source>
        <translation>nakili kabla ya kuandika</translation>
    </message>
    <message>
        <source>Free queue, least recently used first: allocation takes the head, freed blocks join the tail</source>
        <translation>Foleni ya bloku zisizotumika, iliyotumiwa zamani zaidi kwanza: ugawaji huchukua iliyo mwanzoni, bloku zinazoachiliwa hujiunga mwishoni</translation>
    </message>
    <message>
        <source>Empty: every block is in use.</source>
        <translation>Tupu: kila bloku inatumika.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>imelingana</translation>
    </message>
    <message>
        <source>evicted</source>
        <translation>imeondolewa</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>imechukuliwa</translation>
    </message>
    <message>
        <source>head</source>
        <translation>mwanzo</translation>
    </message>
    <message>
        <source>tail</source>
        <translation>mwisho</translation>
    </message>
    <message>
        <source>Further blocks in the queue: %1.</source>
        <translation>Bloku zaidi kwenye foleni: %1.</translation>
    </message>
    <message>
        <source>Block tables</source>
        <translation>Majedwali ya bloku</translation>
    </message>
    <message>
        <source>Each sequence&apos;s block table on the left, mapping its logical blocks to physical blocks in the pool on the right, and the free-block queue below. Blocks take their sequence&apos;s colour, pattern and label (S1, S2…).</source>
        <translation>Jedwali la bloku la kila mfuatano liko kushoto, likielekeza bloku zake za kimantiki kwenye bloku halisi katika pool iliyo kulia, na foleni ya bloku zisizotumika iko chini. Bloku huchukua rangi, mchoro na lebo ya mfuatano wake (S1, S2…).</translation>
    </message>
    <message>
        <source>KV copied to block %1 of the host&apos;s swap space</source>
        <translation>KV imenakiliwa kwenye bloku %1 ya nafasi ya swap ya host</translation>
    </message>
    <message>
        <source>KV copied to blocks %1 of the host&apos;s swap space</source>
        <translation>KV imenakiliwa kwenye bloku %1 za nafasi ya swap ya host</translation>
    </message>
    <message>
        <source>KV dropped: 1 token to run through the model again</source>
        <translation>KV imetupwa: tokeni 1 ya kupitishwa tena kwenye modeli</translation>
    </message>
    <message>
        <source>KV dropped: %1 tokens to run through the model again</source>
        <translation>KV imetupwa: tokeni %1 za kupitishwa tena kwenye modeli</translation>
    </message>
    <message>
        <source>new</source>
        <translation>mpya</translation>
    </message>
    <message>
        <source>Not laid down yet: the new pool&apos;s blocks join the queue next, one by one.</source>
        <translation>Bado hazijapangwa: bloku za hifadhi (pool) mpya zitajiunga na foleni ifuatayo, moja moja.</translation>
    </message>
    <message>
        <source>Free queue</source>
        <translation>Foleni ya bloku zisizotumika</translation>
    </message>
    <message>
        <source>Physical blocks: %1 of %2 free</source>
        <translation>Bloku halisi: %1 kati ya %2 hazitumiki</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Horizontal axis: %1</source>
        <extracomment>Under a chart whose horizontal axis has no room for its title; %1 is the title.</extracomment>
        <translation>Mhimili mlalo: %1</translation>
    </message>
    <message>
        <source>Vertical axis: %1</source>
        <extracomment>Under a chart whose vertical axis has no room for its title; %1 is the title.</extracomment>
        <translation>Mhimili wima: %1</translation>
    </message>
</context>
<context>
    <name>CheckpointChainFiles</name>
    <message>
        <source>The chain could not be saved to %1: %2</source>
        <translation>Mnyororo haukuweza kuhifadhiwa kwenye %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, on a chain of %n layer(s).</source>
        <extracomment>%1 is the schedule&apos;s title (&quot;Chen&apos;s sqrt(N): 4 segments of up to 4 layers&quot;).</extracomment>
        <translation>
            <numerusform>%1, kwenye mnyororo wa tabaka %n.</numerusform>
            <numerusform>%1, kwenye mnyororo wa tabaka %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beside it, %1: peak %2, %3 ms more than store-all (%4%).</source>
        <extracomment>A schedule the chain file compares with the one it plays: its title, its peak, its extra time.</extracomment>
        <translation>Kando yake, %1: kilele %2, ms %3 zaidi ya store-all (%4%).</translation>
    </message>
</context>
<context>
    <name>CheckpointChainText</name>
    <message>
        <source>bytes</source>
        <extracomment>The unit of a range: “&quot;activation_bytes&quot; is 0: it must be from 1 to 1000000000000 bytes”.</extracomment>
        <translation>baiti</translation>
    </message>
    <message>
        <source>layers</source>
        <extracomment>The unit of a range: “&quot;layers&quot; is 0: it must be from 1 to 10000 layers”.</extracomment>
        <translation>tabaka</translation>
    </message>
    <message>
        <source>(layers per segment, at most the chain&apos;s)</source>
        <extracomment>After a range of a schedule&apos;s &quot;every&quot;: “it must be from 1 to 16 (layers per segment, at most the chain&apos;s)”.</extracomment>
        <translation>(tabaka kwa kila sehemu, zisizozidi za mnyororo)</translation>
    </message>
    <message>
        <source>(at most one per layer)</source>
        <extracomment>After a range of Revolve&apos;s &quot;snapshots&quot;: “it must be from 1 to 16 (at most one per layer)”.</extracomment>
        <translation>(zisizozidi moja kwa kila tabaka)</translation>
    </message>
    <message>
        <source>(the chain&apos;s layers, counted from 1)</source>
        <extracomment>After a range of layers: “it must be from 1 to 16 (the chain&apos;s layers, counted from 1)”.</extracomment>
        <translation>(tabaka za mnyororo, zikihesabiwa kuanzia 1)</translation>
    </message>
    <message>
        <source>operations into the timeline</source>
        <extracomment>The unit of the &quot;cursor&quot; range: “it must be from 0 to 100000000 operations into the timeline”.</extracomment>
        <translation>operesheni ndani ya mstari wa wakati</translation>
    </message>
    <message>
        <source>(a narrated step: step 1 is the forward pass, which asks nothing)</source>
        <extracomment>After the range of &quot;predict&quot;: “it must be from 2 to 17 (a narrated step: step 1 is the forward pass, which asks nothing)”.</extracomment>
        <translation>(hatua yenye maelezo: hatua 1 ni mzunguko wa mbele, ambao hauulizi chochote)</translation>
    </message>
    <message>
        <source>a cost in milliseconds</source>
        <extracomment>What a number of the chain file is: “&quot;forward_ms&quot; is -1: a cost in milliseconds must be at least 0 …”.</extracomment>
        <translation>gharama kwa milisekunde</translation>
    </message>
    <message>
        <source>a share of store-all&apos;s peak</source>
        <extracomment>What &quot;budget_fraction&quot; is: a share of the peak memory of the store-all schedule (its name stays).</extracomment>
        <translation>sehemu ya kilele cha store-all</translation>
    </message>
    <message>
        <source>the host link in GB/s</source>
        <extracomment>What &quot;host_gb_per_s&quot; is: the speed of the link to the host&apos;s memory, in gigabytes per second.</extracomment>
        <translation>kiungo cha host kwa GB/s</translation>
    </message>
    <message>
        <source>how many times the layer&apos;s costs grow</source>
        <extracomment>What the expensive layer&apos;s &quot;factor&quot; is.</extracomment>
        <translation>mara ngapi gharama za tabaka huongezeka</translation>
    </message>
    <message>
        <source>the chain file</source>
        <extracomment>Where a misspelt field is: “unknown field &quot;colour&quot; in the chain file (it takes …)”.</extracomment>
        <translation>faili la mnyororo</translation>
    </message>
    <message>
        <source>a schedule</source>
        <extracomment>Where a misspelt field is: “unknown field &quot;evry&quot; in a schedule (it takes …)”.</extracomment>
        <translation>ratiba</translation>
    </message>
    <message>
        <source>layer %1</source>
        <extracomment>One layer of a chain file&apos;s list, counted from 1: “layer 3 needs &quot;activation_bytes&quot; …”.</extracomment>
        <translation>tabaka %1</translation>
    </message>
    <message>
        <source>layers %1 to %2</source>
        <extracomment>An entry of a chain file&apos;s list that repeats one layer: “layers 3 to 7 needs &quot;activation_bytes&quot; …”.</extracomment>
        <translation>tabaka %1 hadi %2</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <extracomment>%1: where the text stops being JSON and what the JSON reader found there, in English.</extracomment>
        <translation>si JSON: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a whole number from %2 to %3 %4, not %5</source>
        <extracomment>%1: a field of the chain file, as written (layers, repeat, …); %2 to %3: the range allowed; %4: its unit (“bytes”, “layers”, …); %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; ni idadi kamili kuanzia %2 hadi %3 %4, si %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it cannot be negative (it is from %3 to %4 %5)</source>
        <extracomment>%1: a field of the chain file, as written; %2: the negative number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; ni %2: haiwezi kuwa hasi (ni kuanzia %3 hadi %4 %5)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be a whole number from %3 to %4 %5, written without a fraction or an exponent</source>
        <extracomment>%1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; ni %2: lazima iwe idadi kamili kuanzia %3 hadi %4 %5, iliyoandikwa bila sehemu ya desimali wala kipeo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be from %3 to %4 %5</source>
        <extracomment>%1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; ni %2: lazima iwe kuanzia %3 hadi %4 %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a whole number from %2 to %3, not %4</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2 to %3: the range allowed; %4: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; ni idadi kamili kuanzia %2 hadi %3, si %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it cannot be negative (it is from %3 to %4)</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the negative number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; ni %2: haiwezi kuwa hasi (ni kuanzia %3 hadi %4)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be a whole number from %3 to %4, written without a fraction or an exponent</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; ni %2: lazima iwe idadi kamili kuanzia %3 hadi %4, iliyoandikwa bila sehemu ya desimali wala kipeo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be from %3 to %4</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; ni %2: lazima iwe kuanzia %3 hadi %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, a number at least %3 and at most %4, not %5</source>
        <extracomment>%1: a field of the chain file (forward_ms, budget_fraction, …); %2: what the number is (“a cost in milliseconds”, …); %3 to %4: the range allowed, %3 included; %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; ni %2, nambari isiyopungua %3 na isiyozidi %4, si %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, a number above %3 and at most %4, not %5</source>
        <extracomment>%1: a field of the chain file (host_gb_per_s, factor); %2: what the number is (“the host link in GB/s”, …); %3 to %4: the range allowed, %3 not included; %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; ni %2, nambari iliyo juu ya %3 na isiyozidi %4, si %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: %3 must be at least %4 and at most %5</source>
        <extracomment>%1: a field of the chain file (forward_ms, budget_fraction, …); %2: the number as written; %3: what the number is (“a cost in milliseconds”, …); %4 to %5: the range allowed, %4 included.</extracomment>
        <translation>&quot;%1&quot; ni %2: %3 lazima isipungue %4 na isizidi %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: %3 must be above %4 and at most %5</source>
        <extracomment>%1: a field of the chain file (host_gb_per_s, factor); %2: the number as written; %3: what the number is (“the host link in GB/s”, …); %4 to %5: the range allowed, %4 not included.</extracomment>
        <translation>&quot;%1&quot; ni %2: %3 lazima iwe juu ya %4 na isizidi %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: a cost cannot be negative (it is milliseconds, 0 or more)</source>
        <extracomment>%1: a cost field of the chain file (forward_ms, backward_ms, recompute_part_ms); %2: the negative number as written.</extracomment>
        <translation>&quot;%1&quot; ni %2: gharama haiwezi kuwa hasi (ni milisekunde, 0 au zaidi)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; in %2 (it takes %3, comment)</source>
        <extracomment>%1: the misspelt field as written; %2: where it is (“the chain file”, “a schedule”, “layer 3”, &quot;transformer&quot;, &quot;expensive_layer&quot;); %3: the fields it takes, as written.</extracomment>
        <translation>sehemu isiyojulikana &quot;%1&quot; katika %2 (inachukua %3, comment)</translation>
    </message>
    <message>
        <source>a chain file is an object such as {&quot;layers&quot;: 16, &quot;schedule&quot;: &quot;sqrt&quot;}, not %1</source>
        <extracomment>%1: what the file is instead (“a list”, “a number”, …). The JSON stays as written.</extracomment>
        <translation>faili la mnyororo ni kitu (object) kama {&quot;layers&quot;: 16, &quot;schedule&quot;: &quot;sqrt&quot;}, si %1</translation>
    </message>
    <message>
        <source>&quot;id&quot; is a name in quotes, such as &quot;sqrt-16&quot;</source>
        <extracomment>The JSON stays as written.</extracomment>
        <translation>&quot;id&quot; ni jina ndani ya alama za nukuu, kama &quot;sqrt-16&quot;</translation>
    </message>
    <message>
        <source>&quot;description&quot; is the chain&apos;s one line of text, in quotes</source>
        <extracomment>&quot;description&quot; is a field of the chain file, as written.</extracomment>
        <translation>&quot;description&quot; ni mstari mmoja wa maandishi unaoeleza mnyororo, ndani ya alama za nukuu</translation>
    </message>
    <message>
        <source>&quot;layers&quot; is missing: a count of identical layers (&quot;layers&quot;: 16) or a list of layers</source>
        <extracomment>&quot;layers&quot; is a field of the chain file, as written; the JSON stays as written.</extracomment>
        <translation>&quot;layers&quot; haipo: idadi ya tabaka zinazofanana (&quot;layers&quot;: 16) au orodha ya tabaka</translation>
    </message>
    <message>
        <source>&quot;layers&quot; is a count of layers (&quot;layers&quot;: 16) or a list of layers, not %1</source>
        <extracomment>%1: what &quot;layers&quot; is instead (“a string”, “true or false”, …). The JSON stays as written.</extracomment>
        <translation>&quot;layers&quot; ni idadi ya tabaka (&quot;layers&quot;: 16) au orodha ya tabaka, si %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; sizes a count of identical layers; a transformer&apos;s shape sizes its layers</source>
        <extracomment>%1: activation_bytes, forward_ms or backward_ms, fields written beside a transformer&apos;s shape.</extracomment>
        <translation>&quot;%1&quot; huweka ukubwa wa idadi ya tabaka zinazofanana; umbo la transformer ndilo huweka ukubwa wa tabaka zake</translation>
    </message>
    <message>
        <source>&quot;%1&quot; sizes a count of identical layers; with a list of layers, each layer gives its own</source>
        <extracomment>%1: activation_bytes, forward_ms or backward_ms, fields written beside a list of layers.</extracomment>
        <translation>&quot;%1&quot; huweka ukubwa wa idadi ya tabaka zinazofanana; katika orodha ya tabaka, kila tabaka hutoa ukubwa wake</translation>
    </message>
    <message>
        <source>&quot;transformer&quot; goes with a count of layers (&quot;layers&quot;: 8), not a list</source>
        <extracomment>&quot;transformer&quot; and &quot;layers&quot; are fields of the chain file, as written.</extracomment>
        <translation>&quot;transformer&quot; huenda na idadi ya tabaka (&quot;layers&quot;: 8), si orodha</translation>
    </message>
    <message>
        <source>the list of layers is empty: a chain has at least 1 layer</source>
        <extracomment>The chain file&apos;s list of layers has nothing in it.</extracomment>
        <translation>orodha ya tabaka ni tupu: mnyororo una angalau tabaka 1</translation>
    </message>
    <message>
        <source>layer %1 is an object such as {&quot;activation_bytes&quot;: 67108864}, not %2</source>
        <extracomment>%1: the layer&apos;s number, counted from 1; %2: what it is instead (“a string”, …). The JSON stays as written.</extracomment>
        <translation>tabaka %1 ni kitu (object) kama {&quot;activation_bytes&quot;: 67108864}, si %2</translation>
    </message>
    <message>
        <source>%1 needs &quot;activation_bytes&quot;: its input, what a checkpoint keeps</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7” (an entry of the list with repeat), as translated.</extracomment>
        <translation>%1 inahitaji &quot;activation_bytes&quot;: ingizo lake, kile ambacho checkpoint huhifadhi</translation>
    </message>
    <message>
        <source>%1 saves %2 bytes, less than its input (&quot;activation_bytes&quot; %3): what a forward keeps for the backward includes the input</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: its saved_bytes; %3: its activation_bytes.</extracomment>
        <translation>%1 huhifadhi baiti %2, chini ya ingizo lake (&quot;activation_bytes&quot; %3): kile mzunguko wa mbele huhifadhi kwa ajili ya mzunguko wa nyuma kinajumuisha ingizo</translation>
    </message>
    <message>
        <source>%1&apos;s &quot;selective_bytes&quot; (%2) must lie between its &quot;activation_bytes&quot; and its &quot;saved_bytes&quot; (%3 to %4)</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: its selective_bytes as written; %3 to %4: its activation_bytes and saved_bytes.</extracomment>
        <translation>&quot;selective_bytes&quot; ya %1 (%2) lazima iwe kati ya &quot;activation_bytes&quot; yake na &quot;saved_bytes&quot; yake (%3 hadi %4)</translation>
    </message>
    <message>
        <source>%1 would make the chain longer than %2 layers, the most a chain file may have</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: the most layers a chain file may have.</extracomment>
        <translation>%1 ingefanya mnyororo kuwa mrefu kuliko tabaka %2, kiwango cha juu kwa faili la mnyororo</translation>
    </message>
    <message>
        <source>&quot;transformer&quot; is an object such as {&quot;sequence&quot;: 2048, &quot;hidden&quot;: 6144} (every field optional)</source>
        <extracomment>&quot;transformer&quot; is a field of the chain file; the JSON stays as written.</extracomment>
        <translation>&quot;transformer&quot; ni kitu (object) kama {&quot;sequence&quot;: 2048, &quot;hidden&quot;: 6144} (kila sehemu ni ya hiari)</translation>
    </message>
    <message>
        <source>&quot;sequence_parallel&quot; is true or false, not %1</source>
        <extracomment>%1: what it is instead (“a string”, “a number”, …). &quot;sequence_parallel&quot; stays as written.</extracomment>
        <translation>&quot;sequence_parallel&quot; ni true au false, si %1</translation>
    </message>
    <message>
        <source>each layer of this transformer would keep more than 10^12 bytes of activations; make it smaller</source>
        <extracomment>A transformer&apos;s shape so big that one layer keeps more than 10^12 bytes.</extracomment>
        <translation>kila tabaka la transformer hii lingehifadhi zaidi ya baiti 10^12 za aktivesheni; lifanye dogo zaidi</translation>
    </message>
    <message>
        <source>&quot;expensive_layer&quot; is an object such as {&quot;layer&quot;: 5, &quot;factor&quot;: 4}</source>
        <extracomment>&quot;expensive_layer&quot; is a field of the chain file; the JSON stays as written.</extracomment>
        <translation>&quot;expensive_layer&quot; ni kitu (object) kama {&quot;layer&quot;: 5, &quot;factor&quot;: 4}</translation>
    </message>
    <message>
        <source>&quot;expensive_layer&quot; needs &quot;layer&quot; (counted from 1) and &quot;factor&quot; (how many times its costs grow)</source>
        <extracomment>&quot;expensive_layer&quot;, &quot;layer&quot; and &quot;factor&quot; are fields of the chain file, as written.</extracomment>
        <translation>&quot;expensive_layer&quot; inahitaji &quot;layer&quot; (ikihesabiwa kuanzia 1) na &quot;factor&quot; (mara ngapi gharama zake huongezeka)</translation>
    </message>
    <message>
        <source>the expensive layer is layer %1, but the chain has %2 layers (counted from 1)</source>
        <extracomment>%1: the layer the file names as expensive; %2: how many layers the chain has.</extracomment>
        <translation>tabaka ghali ni tabaka %1, lakini mnyororo una tabaka %2 (zikihesabiwa kuanzia 1)</translation>
    </message>
    <message>
        <source>&quot;schedule&quot; is missing: a built-in schedule&apos;s name such as &quot;sqrt&quot;, or {&quot;checkpoints&quot;: [5, 9]} to place checkpoints by hand</source>
        <extracomment>&quot;schedule&quot; is a field of the chain file; the JSON and the schedule name &quot;sqrt&quot; stay as written.</extracomment>
        <translation>&quot;schedule&quot; haipo: jina la ratiba iliyojengwa ndani kama &quot;sqrt&quot;, au {&quot;checkpoints&quot;: [5, 9]} ili kuweka checkpoint kwa mkono</translation>
    </message>
    <message>
        <source>a schedule is a name such as &quot;sqrt&quot;, or an object such as {&quot;name&quot;: &quot;revolve&quot;, &quot;snapshots&quot;: 3}; place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>The JSON and the schedule names stay as written.</extracomment>
        <translation>ratiba ni jina kama &quot;sqrt&quot;, au kitu (object) kama {&quot;name&quot;: &quot;revolve&quot;, &quot;snapshots&quot;: 3}; weka checkpoint kwa mkono kwa {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>unknown schedule &quot;%1&quot;: choose one of %2, or place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>%1: the schedule name the file gives; %2: the built-in schedules&apos; names (store-all, sqrt, …).</extracomment>
        <translation>ratiba isiyojulikana &quot;%1&quot;: chagua moja kati ya %2, au weka checkpoint kwa mkono kwa {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>&quot;by-hand&quot; needs the layers to keep: place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>&quot;by-hand&quot; is a schedule&apos;s name; the JSON stays as written.</extracomment>
        <translation>&quot;by-hand&quot; inahitaji tabaka za kuhifadhi: weka checkpoint kwa mkono kwa {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>the schedule needs a &quot;name&quot; (one of %1), or &quot;checkpoints&quot; to place them by hand, such as {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>%1: the built-in schedules&apos; names (store-all, sqrt, …). &quot;name&quot; and &quot;checkpoints&quot; are fields, as written.</extracomment>
        <translation>ratiba inahitaji &quot;name&quot; (moja kati ya %1), au &quot;checkpoints&quot; ili kuziweka kwa mkono, kama {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>&quot;name&quot; is a schedule&apos;s name in quotes, such as &quot;sqrt&quot;</source>
        <extracomment>&quot;name&quot; is a field of a schedule; &quot;sqrt&quot; is a schedule&apos;s name, as written.</extracomment>
        <translation>&quot;name&quot; ni jina la ratiba ndani ya alama za nukuu, kama &quot;sqrt&quot;</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; takes no &quot;%2&quot; (%3 takes it)</source>
        <extracomment>%1: a schedule&apos;s name; %2: a field it does not take (every, snapshots, …); %3: the one schedule that takes it.</extracomment>
        <translation>ratiba &quot;%1&quot; haichukui &quot;%2&quot; (%3 huichukua)</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; takes no &quot;%2&quot; (%3 and %4 take it)</source>
        <extracomment>%1: a schedule&apos;s name; %2: a field it does not take (budget_bytes, budget_fraction); %3 and %4: the two schedules that take it.</extracomment>
        <translation>ratiba &quot;%1&quot; haichukui &quot;%2&quot; (%3 na %4 huichukua)</translation>
    </message>
    <message>
        <source>&quot;by-hand&quot; needs &quot;checkpoints&quot;: the layers whose inputs are kept, such as [5, 9]</source>
        <extracomment>&quot;by-hand&quot; is a schedule&apos;s name and &quot;checkpoints&quot; a field, as written.</extracomment>
        <translation>&quot;by-hand&quot; inahitaji &quot;checkpoints&quot;: tabaka ambazo ingizo lao huhifadhiwa, kama [5, 9]</translation>
    </message>
    <message>
        <source>give the budget once: &quot;budget_bytes&quot; or &quot;budget_fraction&quot;, not both</source>
        <extracomment>&quot;budget_bytes&quot; and &quot;budget_fraction&quot; are fields of a schedule, as written.</extracomment>
        <translation>toa bajeti mara moja: &quot;budget_bytes&quot; au &quot;budget_fraction&quot;, si zote mbili</translation>
    </message>
    <message>
        <source>&quot;checkpoints&quot; is a list of layers, counted from 1, whose inputs are kept, such as [5, 9, 13]</source>
        <extracomment>&quot;checkpoints&quot; is a field of a schedule, as written.</extracomment>
        <translation>&quot;checkpoints&quot; ni orodha ya tabaka, zikihesabiwa kuanzia 1, ambazo ingizo lao huhifadhiwa, kama [5, 9, 13]</translation>
    </message>
    <message>
        <source>a checkpoint on layer %1, but the chain has %2 layers, counted from 1</source>
        <extracomment>%1: the layer the file names; %2: how many layers the chain has.</extracomment>
        <translation>checkpoint kwenye tabaka %1, lakini mnyororo una tabaka %2, zikihesabiwa kuanzia 1</translation>
    </message>
    <message>
        <source>layer %1 is listed twice in &quot;checkpoints&quot;</source>
        <extracomment>%1: the layer the file lists twice. &quot;checkpoints&quot; is a field, as written.</extracomment>
        <translation>tabaka %1 imeorodheshwa mara mbili katika &quot;checkpoints&quot;</translation>
    </message>
    <message>
        <source>&quot;compare&quot; is a list of schedules to draw beside it, such as [&quot;store-all&quot;]</source>
        <extracomment>&quot;compare&quot; is a field of the chain file; &quot;store-all&quot; a schedule&apos;s name, as written.</extracomment>
        <translation>&quot;compare&quot; ni orodha ya ratiba za kuchora kando yake, kama [&quot;store-all&quot;]</translation>
    </message>
    <message>
        <source>&quot;cursor&quot; is &quot;peak&quot;, &quot;start&quot;, &quot;end&quot; or a number of operations into the timeline, not %1</source>
        <extracomment>%1: the word the file gives, in quotes, or what it is instead (“a list”, …). &quot;cursor&quot;, &quot;peak&quot;, &quot;start&quot; and &quot;end&quot; stay as written.</extracomment>
        <translation>&quot;cursor&quot; ni &quot;peak&quot;, &quot;start&quot;, &quot;end&quot; au idadi ya operesheni ndani ya mstari wa wakati, si %1</translation>
    </message>
    <message>
        <source>&quot;predict&quot; is a list of the narrated steps (from 2: step 1 is the forward pass) that ask which layer runs again next, such as [2, 3]</source>
        <extracomment>&quot;predict&quot; is a field of the chain file, as written.</extracomment>
        <translation>&quot;predict&quot; ni orodha ya hatua zenye maelezo (kuanzia 2: hatua 1 ni mzunguko wa mbele) zinazouliza ni tabaka gani litaendeshwa tena baadaye, kama [2, 3]</translation>
    </message>
    <message>
        <source>step %1 is asked twice in &quot;predict&quot;</source>
        <extracomment>%1: the step the file lists twice. &quot;predict&quot; is a field, as written.</extracomment>
        <translation>hatua %1 imeulizwa mara mbili katika &quot;predict&quot;</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; cannot be made on this chain: %2</source>
        <extracomment>%1: the schedule&apos;s name; %2: why the planner cannot make it, in English.</extracomment>
        <translation>ratiba &quot;%1&quot; haiwezi kutengenezwa kwenye mnyororo huu: %2</translation>
    </message>
    <message>
        <source>the cursor %1 is past the end of the timeline, which has %2 operations</source>
        <extracomment>%1: the operation the file&apos;s cursor names; %2: how many operations the timeline has.</extracomment>
        <translation>kishale %1 kimepita mwisho wa mstari wa wakati, ambao una operesheni %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1: the line of the chain file; %2: what is wrong there, a sentence.</extracomment>
        <translation>mstari %1: %2</translation>
    </message>
</context>
<context>
    <name>CheckpointCharts</name>
    <message>
        <source>Live activation memory</source>
        <translation>Kumbukumbu ya aktivesheni hai</translation>
    </message>
    <message>
        <source>live activations</source>
        <translation>aktivesheni hai</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>kilele</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>bajeti</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>muda (ms)</translation>
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
        <translation>Kumbukumbu dhidi ya ukokotoaji upya, kila ratiba</translation>
    </message>
    <message>
        <source>peak activation memory (% of store-all)</source>
        <translation>kilele cha kumbukumbu ya aktivesheni (% ya store-all)</translation>
    </message>
    <message>
        <source>extra time: recomputation and waits (% of store-all)</source>
        <translation>muda wa ziada: ukokotoaji upya na kusubiri (% ya store-all)</translation>
    </message>
    <message>
        <source>budget optimum, budget 0 to 1</source>
        <translation>bora zaidi kwa bajeti, bajeti 0 hadi 1</translation>
    </message>
    <message>
        <source>schedule on screen</source>
        <translation>ratiba iliyo kwenye skrini</translation>
    </message>
    <message>
        <source>schedules</source>
        <translation>ratiba</translation>
    </message>
    <message>
        <source>Live activation memory chart</source>
        <translation>Chati ya kumbukumbu ya aktivesheni hai</translation>
    </message>
    <message>
        <source>Live activation memory over the step (solid line), its peak (dashed) and the budget (dash-dotted).</source>
        <translation>Kumbukumbu ya aktivesheni hai katika hatua nzima (mstari kamili), kilele chake (mstari wa vistari) na bajeti (mstari wa vistari na nukta).</translation>
    </message>
    <message>
        <source>Memory against recomputation chart</source>
        <translation>Chati ya kumbukumbu dhidi ya ukokotoaji upya</translation>
    </message>
    <message>
        <source>Each schedule as a circle, the one on screen as a square, and the budget optimum as a dashed line.</source>
        <translation>Kila ratiba kama duara, ile iliyo kwenye skrini kama mraba, na bora zaidi kwa bajeti kama mstari wa vistari.</translation>
    </message>
    <message>
        <source>Memory against recomputation</source>
        <translation>Kumbukumbu dhidi ya ukokotoaji upya</translation>
    </message>
</context>
<context>
    <name>CheckpointHandPlacement</name>
    <message>
        <source>Your checkpoints: peak %1, extra compute %2 ms (%3% more than store-all).</source>
        <translation>Vituo vyako vya ukaguzi: kilele %1, ukokotoaji wa ziada %2 ms (%3% zaidi ya store-all).</translation>
    </message>
    <message>
        <source>Working out the optimum at the same peak…</source>
        <translation>Inakokotoa bora zaidi kwa kilele kilekile…</translation>
    </message>
    <message>
        <source>The optimum within the same peak: peak %1, extra compute %2 ms (%3% more than store-all).</source>
        <translation>Bora zaidi ndani ya kilele kilekile: kilele %1, ukokotoaji wa ziada %2 ms (%3% zaidi ya store-all).</translation>
    </message>
    <message>
        <source>Tick the layers whose input to keep as a checkpoint; each segment is recomputed before its backward.</source>
        <translation>Weka alama kwenye tabaka ambazo ingizo lake lihifadhiwe kama kituo cha ukaguzi; kila sehemu hukokotolewa upya kabla ya pasi yake ya nyuma.</translation>
    </message>
    <message>
        <source>Checkpointed layers</source>
        <translation>Tabaka zenye vituo vya ukaguzi</translation>
    </message>
</context>
<context>
    <name>CheckpointLesson</name>
    <message>
        <source>simulated GPU of %1</source>
        <translation>GPU iliyoigwa ya %1</translation>
    </message>
</context>
<context>
    <name>CheckpointLessonPresenter</name>
    <message>
        <source>The schedule could not be made: %1</source>
        <translation>Ratiba haikuweza kuundwa: %1</translation>
    </message>
    <message>
        <source>%1: peak %2 against store-all&apos;s %3; %4 forwards run again; %5 ms more than store-all (%6%), of which %7 ms waiting for copies.</source>
        <translation>%1: kilele %2 dhidi ya %3 cha store-all; pasi %4 za mbele huendeshwa tena; %5 ms zaidi ya store-all (%6%), ambapo %7 ms ni kusubiri nakala.</translation>
    </message>
    <message>
        <source>Working out the budget optimum for %1 layers; store-all is shown meanwhile.</source>
        <translation>Inakokotoa bora zaidi kwa bajeti kwa tabaka %1; store-all inaonyeshwa kwa sasa.</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>ukokotoaji upya kamili</translation>
    </message>
    <message>
        <source>The checkpointing lesson cannot show “%1”: %2</source>
        <translation>Somo la checkpointing haliwezi kuonyesha “%1”: %2</translation>
    </message>
    <message>
        <source>The activation checkpointing lesson has no schedule “%1”: choose one of %2.</source>
        <translation>Somo la checkpointing ya aktivesheni halina ratiba “%1”: chagua moja kati ya %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A scene&apos;s title, then what the learner should see there.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 transformer (Llama-2-7B&apos;s shape: %2 layers, h %3, a %4, s %5, b %6)</source>
        <translation>Transformer ya %1 (umbo la Llama-2-7B: tabaka %2, h %3, a %4, s %5, b %6)</translation>
    </message>
    <message>
        <source>%1 transformer (Korthikanti et al.: %2 layers, h %3, a %4, s %5, b %6, t %7 with sequence parallelism)</source>
        <translation>Transformer ya %1 (Korthikanti et al.: tabaka %2, h %3, a %4, s %5, b %6, t %7, kwa usambamba wa mfuatano)</translation>
    </message>
    <message>
        <source>%1 transformer (%2 layers, h %3, a %4, s %5, b %6, t %7)</source>
        <translation>Transformer ya %1 (tabaka %2, h %3, a %4, s %5, b %6, t %7)</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a whole number from %2 to %3.</source>
        <translation>“%1” ya onyesho lazima iwe namba kamili kuanzia %2 hadi %3.</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a number from %2 to %3.</source>
        <translation>“%1” ya onyesho lazima iwe namba kuanzia %2 hadi %3.</translation>
    </message>
    <message>
        <source>The scene&apos;s chain “%1” is not one the lesson has (%2).</source>
        <translation>Mnyororo “%1” wa onyesho si mmoja wa yale ambayo somo linayo (%2).</translation>
    </message>
    <message>
        <source>The scene keeps a checkpoint on layer %1, but its chain has %2 layers, counted from 1.</source>
        <translation>Onyesho linaweka kituo cha ukaguzi kwenye tabaka %1, lakini mnyororo wake una tabaka %2, zikihesabiwa kuanzia 1.</translation>
    </message>
    <message>
        <source>The activation checkpointing lesson has no chain file “%1”: choose one of %2.</source>
        <translation>Somo la activation checkpointing halina faili la mnyororo “%1”: chagua moja kati ya %2.</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>Hifadhi kama faili la kisa</translation>
    </message>
    <message>
        <source>Chain files (*.json)</source>
        <translation>Faili za mnyororo (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli checkpoint --chain, and in the lesson from a content folder&apos;s scenarios/checkpoint/ (--content).</source>
        <translation>Imehifadhiwa kwenye %1. Inaendeshwa na gpu-memory-lab-cli checkpoint --chain, na katika somo kutoka scenarios/checkpoint/ ya folda ya maudhui (--content).</translation>
    </message>
    <message>
        <source>The scene plays the chain file “%1”, which the activation checkpointing lesson does not have.</source>
        <translation>Onyesho linacheza faili la mnyororo “%1”, ambalo somo la activation checkpointing halina.</translation>
    </message>
</context>
<context>
    <name>CheckpointLessonView</name>
    <message>
        <source>Memory and trade-off</source>
        <translation>Kumbukumbu na mabadilishano</translation>
    </message>
    <message>
        <source>The whole model&apos;s memory</source>
        <translation>Kumbukumbu ya modeli nzima</translation>
    </message>
</context>
<context>
    <name>CheckpointPalette</name>
    <message>
        <source>forward</source>
        <translation>mbele</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>nyuma</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>kokotoa upya</translation>
    </message>
    <message>
        <source>offload copies</source>
        <translation>nakala za kuhamisha (offload)</translation>
    </message>
    <message>
        <source>checkpoint (input only)</source>
        <translation>kituo cha ukaguzi (ingizo tu)</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>imehifadhiwa</translation>
    </message>
    <message>
        <source>saved but the attention core</source>
        <translation>imehifadhiwa isipokuwa kiini cha attention</translation>
    </message>
    <message>
        <source>recomputed</source>
        <translation>imekokotolewa upya</translation>
    </message>
    <message>
        <source>offloaded to host</source>
        <translation>imehamishiwa kwenye host</translation>
    </message>
</context>
<context>
    <name>CheckpointPrediction</name>
    <message>
        <source>Predict: the backward of layer %1 is next. Which layer&apos;s forward runs again first, if any? Click the layer in the timeline, or choose none.</source>
        <translation>Tabiri: backward ya tabaka %1 ndiyo inayofuata. Forward ya tabaka lipi itaendeshwa tena kwanza, kama ipo? Bofya tabaka hilo kwenye ratiba ya wakati, au chagua hakuna.</translation>
    </message>
    <message>
        <source>None: nothing runs again</source>
        <translation>Hakuna: hakuna kinachoendeshwa tena</translation>
    </message>
    <message>
        <source>Click a layer&apos;s box in a lane of the timeline or its row in the live stack, or choose it from the list.</source>
        <translation>Bofya kisanduku cha tabaka kwenye njia ya ratiba ya wakati au safu yake kwenye rundo hai, au lichague kutoka kwenye orodha.</translation>
    </message>
    <message>
        <source>Pick a layer of the chain.</source>
        <translation>Chagua tabaka la mnyororo.</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>tabaka %1</translation>
    </message>
    <message>
        <source>Nothing runs again before the backward of layer %1: what it needs comes back from host memory.</source>
        <translation>Hakuna kinachoendeshwa tena kabla ya backward ya tabaka %1: inachohitaji kinarudi kutoka kumbukumbu ya mwenyeji.</translation>
    </message>
    <message>
        <source>No whole forward runs again before the backward of layer %1: only the part that selective recomputation dropped is recomputed.</source>
        <translation>Hakuna forward nzima inayoendeshwa tena kabla ya backward ya tabaka %1: sehemu tu ambayo selective recomputation iliacha ndiyo inakokotolewa tena.</translation>
    </message>
    <message>
        <source>Nothing runs again before the backward of layer %1: the first sweep kept what it needs.</source>
        <translation>Hakuna kinachoendeshwa tena kabla ya backward ya tabaka %1: mzunguko wa kwanza ulihifadhi inachohitaji.</translation>
    </message>
    <message>
        <source>Layer %1&apos;s forward runs again first, from the checkpoint at layer %2&apos;s input: the backward of layer %3 needs activations that were not kept.</source>
        <extracomment>%1: the layer run again; %2: the layer whose kept input it starts from; %3: the layer whose backward needs it.</extracomment>
        <translation>Forward ya tabaka %1 inaendeshwa tena kwanza, kutoka kituo cha ukaguzi kwenye ingizo la tabaka %2: backward ya tabaka %3 inahitaji activations ambazo hazikuhifadhiwa.</translation>
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
        <translation>Inaendesha hatua ya mafunzo…</translation>
    </message>
    <message>
        <source>The gradients differ from store-all&apos;s.</source>
        <translation>Gredi zinatofautiana na za store-all.</translation>
    </message>
    <message>
        <source>Mismatch: without preserve_rng_state each recomputation drew new dropout masks, so the gradients belong to a different network than the one that made the loss.</source>
        <translation>Hazilingani: bila preserve_rng_state kila ukokotoaji upya ulichagua barakoa mpya za dropout, kwa hiyo gredi ni za mtandao tofauti na ule uliozalisha hasara (loss).</translation>
    </message>
    <message>
        <source>The gradients equal store-all&apos;s: recomputation changed the memory, not the result.</source>
        <translation>Gredi ni sawa na za store-all: ukokotoaji upya ulibadilisha kumbukumbu, si matokeo.</translation>
    </message>
    <message>
        <source>&amp;Run the training step</source>
        <translation>&amp;Endesha hatua ya mafunzo</translation>
    </message>
    <message>
        <source>a %1-layer MLP (batch %2, width %3, dropout %4)</source>
        <translation>MLP yenye tabaka %1 (batch %2, upana %3, dropout %4)</translation>
    </message>
    <message>
        <source>%1 ran on %2, on %3: measured peak %4 against %5 predicted, %6 ms. Largest gradient error against store-all: %7.</source>
        <translation>%1 imeendeshwa kwenye %2, kwenye %3: kilele kilichopimwa %4 dhidi ya %5 kilichotabiriwa, %6 ms. Tofauti kubwa zaidi ya gredi ikilinganishwa na store-all: %7.</translation>
    </message>
    <message>
        <source>The timeline&apos;s operations (%1), layer for layer, ran on %2, on %3. Its layers are smaller than the chain on screen, so its own figures are compared: measured peak %4 against %5 predicted for these operations (the timeline&apos;s chain: %6), %7 ms. Largest gradient error against store-all: %8.</source>
        <translation>Operesheni za mstari wa wakati (%1), tabaka kwa tabaka, zimeendeshwa kwenye %2, kwenye %3. Tabaka zake ni ndogo kuliko mnyororo ulio kwenye skrini, kwa hiyo takwimu zake zenyewe ndizo zinazolinganishwa: kilele kilichopimwa %4 dhidi ya %5 kilichotabiriwa kwa operesheni hizi (mnyororo wa mstari wa wakati: %6), %7 ms. Tofauti kubwa zaidi ya gredi ikilinganishwa na store-all: %8.</translation>
    </message>
    <message>
        <source>Runs the timeline&apos;s operations, layer for layer, as one real forward and backward pass of an MLP with dropout of as many layers, and once with store-all to compare the gradients.</source>
        <translation>Huendesha operesheni za mstari wa wakati, tabaka kwa tabaka, kama pasi moja halisi ya mbele na ya nyuma ya MLP yenye dropout na idadi hiyohiyo ya tabaka, na mara moja kwa store-all ili kulinganisha gredi.</translation>
    </message>
    <message>
        <source>Preserve the RN&amp;G state (preserve_rng_state=True)</source>
        <translation>&amp;Hifadhi hali ya RNG (preserve_rng_state=True)</translation>
    </message>
</context>
<context>
    <name>CheckpointSidePanel</name>
    <message>
        <source>The chain of layers</source>
        <translation>Mnyororo wa tabaka</translation>
    </message>
    <message>
        <source>22B transformer layers (Korthikanti et al.)</source>
        <translation>tabaka za transformer 22B (Korthikanti na wenzake)</translation>
    </message>
    <message>
        <source>the MLP the training step runs</source>
        <translation>MLP inayoendeshwa na hatua ya mafunzo</translation>
    </message>
    <message>
        <source>&amp;Expensive layer:</source>
        <translation>Tabaka &amp;ghali:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>hakuna</translation>
    </message>
    <message>
        <source>The expensive layer&apos;s forward and backward take this many times as long as the others&apos;.</source>
        <translation>Pasi za mbele na nyuma za tabaka ghali huchukua muda mara hizi zaidi ya za tabaka nyingine.</translation>
    </message>
    <message>
        <source>The schedule</source>
        <translation>Ratiba</translation>
    </message>
    <message>
        <source>Checkpoint every &amp;K layers:</source>
        <translation>Kit&amp;uo cha ukaguzi kila tabaka K:</translation>
    </message>
    <message>
        <source>&amp;Budget (share of store-all):</source>
        <translation>&amp;Bajeti (sehemu ya store-all):</translation>
    </message>
    <message>
        <source>0 recomputes as much as possible; 1 allows store-all&apos;s peak.</source>
        <translation>0 hukokotoa upya kadiri iwezekanavyo; 1 huruhusu kilele cha store-all.</translation>
    </message>
    <message>
        <source>The operation at the cursor</source>
        <translation>Operesheni iliyo kwenye kishale</translation>
    </message>
    <message>
        <source>Place checkpoints by hand</source>
        <translation>Weka vituo vya ukaguzi kwa mkono</translation>
    </message>
    <message>
        <source>Run it for real</source>
        <translation>Iendeshe kwa kweli</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chain f&amp;ile:</source>
        <translation>Faili la mny&amp;ororo:</translation>
    </message>
    <message>
        <source>none: the settings below make the chain</source>
        <translation>hakuna: mipangilio iliyo hapa chini inaunda mnyororo</translation>
    </message>
    <message>
        <source>uniform (the size below, 1 ms forward, 2 ms backward each)</source>
        <translation>sawa (ukubwa ulio hapa chini, ms 1 forward, ms 2 backward kila moja)</translation>
    </message>
    <message>
        <source>Each layer&apos;s &amp;activation (MiB):</source>
        <translation>&amp;Activation ya kila tabaka (MiB):</translation>
    </message>
    <message>
        <source>A layer of another si&amp;ze:</source>
        <translation>Tabaka la ukub&amp;wa mwingine:</translation>
    </message>
    <message>
        <source>What that layer keeps for its backward, its input included; a checkpoint on it keeps as much.</source>
        <translation>Kile tabaka hilo huhifadhi kwa backward yake, pamoja na ingizo lake; kituo cha ukaguzi juu yake huhifadhi kiasi hicho hicho.</translation>
    </message>
    <message>
        <source>Save as a s&amp;cenario file…</source>
        <translation>Hifadhi kama faili la ki&amp;sa…</translation>
    </message>
    <message>
        <source>Write the chain and the schedule on screen, checkpoints placed by hand included, to a chain file: to send, to run in gpu-memory-lab-cli checkpoint --chain, or to add to a content folder&apos;s scenarios/checkpoint/ as an exercise.</source>
        <translation>Andika mnyororo na ratiba iliyo kwenye skrini, pamoja na vituo vya ukaguzi vilivyowekwa kwa mkono, kwenye faili la mnyororo: kutuma, kuendesha kwa gpu-memory-lab-cli checkpoint --chain, au kuongeza kwenye scenarios/checkpoint/ ya folda ya maudhui kama zoezi.</translation>
    </message>
    <message>
        <source>La&amp;yers like:</source>
        <translation>Aina &amp;ya tabaka:</translation>
    </message>
    <message>
        <source>N&amp;umber of layers:</source>
        <translation>I&amp;dadi ya tabaka:</translation>
    </message>
    <message>
        <source>Its activation (&amp;MiB):</source>
        <translation>A&amp;ctivation yake (MiB):</translation>
    </message>
    <message>
        <source>I&amp;ts cost factor:</source>
        <translation>Ki&amp;zidisho cha gharama yake:</translation>
    </message>
    <message>
        <source>Sche&amp;dule:</source>
        <translation>&amp;Ratiba:</translation>
    </message>
    <message>
        <source>Rev&amp;olve snapshots:</source>
        <translation>Sna&amp;pshot za Revolve:</translation>
    </message>
</context>
<context>
    <name>CheckpointSteps</name>
    <message>
        <source>The forward pass</source>
        <translation>Mzunguko wa mbele</translation>
    </message>
    <message>
        <source>Backward of layer %1</source>
        <translation>Hatua ya nyuma ya tabaka %1</translation>
    </message>
    <message>
        <source>Backward of layers %1 to %2</source>
        <translation>Hatua ya nyuma ya tabaka %1 hadi %2</translation>
    </message>
    <message>
        <source>The forward pass ran all %1 layers, keeping the inputs or activations of %2 of them. %3 of activations are live as the backward pass begins.</source>
        <translation>Mzunguko wa mbele uliendesha tabaka zote %1, ukihifadhi ingizo au activations za %2 kati yake. %3 za activations ziko hai mzunguko wa nyuma unapoanza.</translation>
    </message>
    <message>
        <source>Backward of layers %1 down to %2, with the activations the forward pass kept: nothing is run again. Live now: %3; the peak so far is %4.</source>
        <translation>Hatua ya nyuma ya tabaka %1 kushuka hadi %2, kwa activations ambazo mzunguko wa mbele ulihifadhi: hakuna kinachoendeshwa tena. Hai sasa: %3; kilele hadi sasa ni %4.</translation>
    </message>
    <message>
        <source>Forwards run again from checkpoint %1: %2. Then the backward of layers %3 down to %4 frees what they made. Live now: %5; the peak so far is %6.</source>
        <translation>Hatua za mbele zinazoendeshwa tena kutoka checkpoint %1: %2. Kisha hatua ya nyuma ya tabaka %3 kushuka hadi %4 inaachilia walichotengeneza. Hai sasa: %5; kilele hadi sasa ni %6.</translation>
    </message>
</context>
<context>
    <name>CheckpointText</name>
    <message>
        <source>It is needed by the backward of layer %1.</source>
        <translation>Inahitajika kwa pasi ya nyuma ya tabaka %1.</translation>
    </message>
    <message>
        <source>The batch arrives: the input of layer 1 (%1) is live for the whole step.</source>
        <translation>Batch inafika: ingizo la tabaka 1 (%1) liko hai katika hatua nzima.</translation>
    </message>
    <message>
        <source>Forward of layer %1, keeping its activations for its backward (live +%2).</source>
        <translation>Pasi ya mbele ya tabaka %1, ikihifadhi aktivesheni zake kwa ajili ya pasi yake ya nyuma (hai +%2).</translation>
    </message>
    <message>
        <source>Forward of layer %1, keeping all but its attention scores, softmax and dropout, which its backward will recompute (live +%2).</source>
        <translation>Pasi ya mbele ya tabaka %1, ikihifadhi kila kitu isipokuwa alama za attention, softmax na dropout, ambazo pasi yake ya nyuma itazikokotoa upya (hai +%2).</translation>
    </message>
    <message>
        <source>Forward of layer %1 without keeping its activations: its output is the next layer&apos;s input.</source>
        <translation>Pasi ya mbele ya tabaka %1 bila kuhifadhi aktivesheni zake: matokeo yake ni ingizo la tabaka linalofuata.</translation>
    </message>
    <message>
        <source>Forward of layer %1 without keeping its activations.</source>
        <translation>Pasi ya mbele ya tabaka %1 bila kuhifadhi aktivesheni zake.</translation>
    </message>
    <message>
        <source>Recompute layer %1 from checkpoint %2.</source>
        <translation>Kokotoa upya tabaka %1 kuanzia kituo cha ukaguzi %2.</translation>
    </message>
    <message>
        <source>This time it keeps its activations.</source>
        <translation>Safari hii linahifadhi aktivesheni zake.</translation>
    </message>
    <message>
        <source>Recompute the part of layer %1 that selective recomputation dropped (attention scores, softmax, dropout: +%2) just before its backward.</source>
        <translation>Kokotoa upya kipande cha tabaka %1 ambacho ukokotoaji upya teule ulikiacha (alama za attention, softmax, dropout: +%2) kabla tu ya pasi yake ya nyuma.</translation>
    </message>
    <message>
        <source>Backward of layer %1: its gradient flows to the layer below and its activations (%2) are freed.</source>
        <translation>Pasi ya nyuma ya tabaka %1: gredi yake inapita kwenda kwenye tabaka lililo chini yake, na aktivesheni zake (%2) zinaachiliwa.</translation>
    </message>
    <message>
        <source>Free the input of layer %1 (%2): it is no checkpoint, and the next layer&apos;s input replaces it.</source>
        <translation>Achilia ingizo la tabaka %1 (%2): si kituo cha ukaguzi, na ingizo la tabaka linalofuata linachukua nafasi yake.</translation>
    </message>
    <message>
        <source>Copy the activations of layer %1 (%2) to host memory and free them on the device.</source>
        <translation>Nakili aktivesheni za tabaka %1 (%2) kwenye kumbukumbu ya host na uziachilie kwenye kifaa.</translation>
    </message>
    <message>
        <source>The copy outlasted the next layer&apos;s forward, so compute waited %1.</source>
        <translation>Nakala ilichukua muda mrefu kuliko pasi ya mbele ya tabaka linalofuata, kwa hiyo ukokotoaji ulisubiri %1.</translation>
    </message>
    <message>
        <source>The copy hid behind the next layer&apos;s forward.</source>
        <translation>Nakala ilifunikwa na pasi ya mbele ya tabaka linalofuata.</translation>
    </message>
    <message>
        <source>Copy the activations of layer %1 (%2) back from host memory.</source>
        <translation>Nakili aktivesheni za tabaka %1 (%2) kurudi kutoka kwenye kumbukumbu ya host.</translation>
    </message>
    <message>
        <source>The copy outlasted the backward it overlapped, so compute waited %1.</source>
        <translation>Nakala ilichukua muda mrefu kuliko pasi ya nyuma iliyopishana nayo, kwa hiyo ukokotoaji ulisubiri %1.</translation>
    </message>
    <message>
        <source>It overlaps the backward before it.</source>
        <translation>Inapishana na pasi ya nyuma iliyo kabla yake.</translation>
    </message>
    <message>
        <source>Store all: every layer keeps its activations until its backward</source>
        <translation>Hifadhi zote: kila tabaka huhifadhi aktivesheni zake hadi pasi yake ya nyuma</translation>
    </message>
    <message numerus="yes">
        <source>A checkpoint every %n layer(s)</source>
        <translation>
            <numerusform>Kituo cha ukaguzi kila tabaka %n</numerusform>
            <numerusform>Kituo cha ukaguzi kila tabaka %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen&apos;s sqrt(N): %1 segments of up to %2 layers</source>
        <translation>Chen&apos;s sqrt(N): sehemu %1 za hadi tabaka %2</translation>
    </message>
    <message numerus="yes">
        <source>Chen&apos;s greedy plan: a new segment every %1 of activations (%n segment(s))</source>
        <translation>
            <numerusform>Mpango wa pupa (Chen&apos;s greedy): sehemu mpya kila baada ya aktivesheni za %1 (sehemu %n)</numerusform>
            <numerusform>Mpango wa pupa (Chen&apos;s greedy): sehemu mpya kila baada ya aktivesheni za %1 (sehemu %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen&apos;s recursive plan: halve, keep the middle, recurse (about log2(N) checkpoints)</source>
        <translation>Mpango wa kujirudia (Chen&apos;s recursive): gawanya nusu mbili, hifadhi ya katikati, jirudie kwa kila nusu (takriban vituo vya ukaguzi log2(N))</translation>
    </message>
    <message numerus="yes">
        <source>Revolve with %n snapshot(s) (binomial checkpointing)</source>
        <translation>
            <numerusform>Revolve yenye snapshot %n (checkpointing ya kibinomia)</numerusform>
            <numerusform>Revolve yenye snapshot %n (checkpointing ya kibinomia)</numerusform>
        </translation>
    </message>
    <message>
        <source>Selective recomputation: keep all but the attention core, and recompute it in the backward</source>
        <translation>Ukokotoaji upya teule: hifadhi kila kitu isipokuwa kiini cha attention, na ukikokotoe upya katika pasi ya nyuma</translation>
    </message>
    <message>
        <source>Offload activations to host memory at %1 GB/s</source>
        <translation>Hamishia aktivesheni kwenye kumbukumbu ya host kwa kasi ya GB/s %1</translation>
    </message>
    <message numerus="yes">
        <source>Checkpoints placed by hand (%n segment(s))</source>
        <translation>
            <numerusform>Vituo vya ukaguzi vilivyowekwa kwa mkono (sehemu %n)</numerusform>
            <numerusform>Vituo vya ukaguzi vilivyowekwa kwa mkono (sehemu %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest under a budget of %1 (dynamic program over checkpoint positions)</source>
        <translation>Nafuu zaidi ndani ya bajeti ya %1 (upangaji wa kidinamiki juu ya mahali pa vituo vya ukaguzi)</translation>
    </message>
    <message>
        <source>Cheapest under a budget of %1: %2, which recomputes less than the dynamic program&apos;s plan</source>
        <translation>Nafuu zaidi ndani ya bajeti ya %1: %2, ambayo hukokotoa upya kidogo kuliko mpango wa upangaji wa kidinamiki</translation>
    </message>
</context>
<context>
    <name>CheckpointTimelineView</name>
    <message>
        <source>No schedule yet.</source>
        <translation>Bado hakuna ratiba.</translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation>Mstari wa wakati: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Live now: %1 (peak so far %2)</source>
        <translation>Hai sasa: %1 (kilele hadi sasa %2)</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, layer %2&lt;/b&gt; (operation %3 of %4)&lt;br&gt;Memory: %5, %6 live after it&lt;br&gt;Time: %7 ms to %8 ms</source>
        <translation>&lt;b&gt;%1, tabaka %2&lt;/b&gt; (operesheni %3 kati ya %4)&lt;br&gt;Kumbukumbu: %5, %6 hai baada yake&lt;br&gt;Muda: %7 ms hadi %8 ms</translation>
    </message>
    <message>
        <source>&lt;br&gt;Compute waited %1 ms for this copy.</source>
        <translation>&lt;br&gt;Ukokotoaji ulisubiri %1 ms kwa nakala hii.</translation>
    </message>
    <message>
        <source>Layer %1 holds nothing now.</source>
        <translation>Tabaka %1 halishikilii chochote sasa.</translation>
    </message>
    <message>
        <source>Layer %1: %2, %3</source>
        <translation>Tabaka %1: %2, %3</translation>
    </message>
    <message>
        <source>Training step timeline</source>
        <translation>Mstari wa wakati wa hatua ya mafunzo</translation>
    </message>
    <message>
        <source>The forward, backward, recompute and offload operations of one training step in their lanes (each lane with its own colour and pattern), and which layers&apos; activations are held at the cursor.</source>
        <translation>Operesheni za mbele, za nyuma, za kukokotoa upya na za kuhamisha (offload) za hatua moja ya mafunzo katika njia zake (kila njia ikiwa na rangi na mchoro wake), na tabaka ambazo aktivesheni zake zimeshikiliwa kwenye kishale.</translation>
    </message>
</context>
<context>
    <name>CommandLineExport</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>haiwezi kuunda folda %1</translation>
    </message>
    <message>
        <source>there is no file %1</source>
        <translation>hakuna faili %1</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 haikuweza kufunguliwa: %2</translation>
    </message>
    <message>
        <source>there is no lesson &apos;%1&apos;</source>
        <translation>hakuna somo &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--step %1 is past the last step of %2 (%3)</source>
        <translation>--step %1 iko baada ya hatua ya mwisho ya %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 has nothing to export</source>
        <translation>%1 haina chochote cha kuhamisha</translation>
    </message>
    <message>
        <source>the lesson &apos;%1&apos; has no scenarios</source>
        <translation>somo &apos;%1&apos; halina visa</translation>
    </message>
    <message>
        <source>%1 has no narrated steps: --event N or --all-events draws its events</source>
        <translation>%1 haina hatua zenye maelezo: --event N au --all-events huchora matukio yake</translation>
    </message>
    <message>
        <source>--event %1 is past the last event of %2 (%3)</source>
        <translation>--event %1 iko baada ya tukio la mwisho la %2 (%3)</translation>
    </message>
</context>
<context>
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>jaribio ni la somo &apos;%1&apos;, ambalo halipo</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>faili haiwezi kusomwa: %1</translation>
    </message>
    <message>
        <source>the KV cache script cannot be run: %1</source>
        <extracomment>%1 is what is wrong with the file, a sentence that starts with the op and the line.</extracomment>
        <translation>hati ya akiba ya KV haiwezi kuendeshwa: %1</translation>
    </message>
    <message>
        <source>the checkpoint chain cannot be used: line %1: step %2 asks a prediction, but its schedule has %3 narrated steps (the forward pass, then each run of backwards)</source>
        <translation>mnyororo wa checkpoint hauwezi kutumika: mstari %1: hatua %2 inaomba utabiri, lakini ratiba yake ina hatua %3 zenye masimulizi (forward pass, kisha kila mfululizo wa backward)</translation>
    </message>
    <message>
        <source>the checkpoint chain cannot be used: %1</source>
        <extracomment>%1 is what is wrong with the file, starting with its line (&quot;line 7: a checkpoint on layer 17, but the chain has 16 layers&quot;), in the learner&apos;s language.</extracomment>
        <translation>mnyororo wa checkpoint hauwezi kutumika: %1</translation>
    </message>
</context>
<context>
    <name>ExportCatalog</name>
    <message>
        <source>Whole lesson page</source>
        <translation>Ukurasa mzima wa somo</translation>
    </message>
    <message>
        <source>Memory map</source>
        <translation>Ramani ya kumbukumbu</translation>
    </message>
    <message>
        <source>Active memory timeline</source>
        <translation>Mstari wa wakati wa kumbukumbu amilifu</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>Chati ya kumbukumbu</translation>
    </message>
    <message>
        <source>Fragmentation chart</source>
        <translation>Chati ya kugawanyika</translation>
    </message>
    <message>
        <source>Checkpoint timeline</source>
        <translation>Mstari wa wakati wa vituo vya ukaguzi</translation>
    </message>
    <message>
        <source>Trade-off chart</source>
        <translation>Chati ya mabadilishano</translation>
    </message>
    <message>
        <source>Model budget bar</source>
        <translation>Upau wa bajeti ya modeli</translation>
    </message>
    <message>
        <source>Block tables and pool</source>
        <translation>Majedwali ya bloku na pool</translation>
    </message>
    <message>
        <source>KV cache waste chart</source>
        <translation>Chati ya upotevu wa akiba ya KV</translation>
    </message>
    <message>
        <source>KV cache memory budget</source>
        <translation>Bajeti ya kumbukumbu ya akiba ya KV</translation>
    </message>
    <message>
        <source>%1 · default allocator settings</source>
        <translation>%1 · mipangilio chaguo-msingi ya kigawaji</translation>
    </message>
    <message>
        <source>%1 · PYTORCH_CUDA_ALLOC_CONF=%2</source>
        <translation>%1 · PYTORCH_CUDA_ALLOC_CONF=%2</translation>
    </message>
    <message>
        <source>device %1</source>
        <translation>kifaa %1</translation>
    </message>
    <message>
        <source>Memory by category (a guess)</source>
        <translation>Kumbukumbu kwa aina (makisio)</translation>
    </message>
    <message>
        <source>Snapshot comparison chart</source>
        <translation>Chati ya ulinganisho wa snapshot</translation>
    </message>
    <message>
        <source>Memory of each rank</source>
        <translation>Kumbukumbu ya kila rank</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <extracomment>The title of an exported comparison: the two snapshot files&apos; names.</extracomment>
        <translation>%1 ikilinganishwa na %2</translation>
    </message>
    <message>
        <source>step %1 of %2 · event %3 of %4</source>
        <translation>hatua %1 kati ya %2 · tukio %3 kati ya %4</translation>
    </message>
    <message>
        <source>operation %1 of %2</source>
        <translation>operesheni %1 kati ya %2</translation>
    </message>
    <message>
        <source>event %1 of %2</source>
        <translation>tukio %1 kati ya %2</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>The parts of an export&apos;s caption (the page&apos;s title, where the picture is, its settings) are joined by this.</extracomment>
        <translation> · </translation>
    </message>
    <message>
        <source>step %1 of %2 · operation %3 of %4</source>
        <translation>hatua %1 kati ya %2 · operesheni %3 kati ya %4</translation>
    </message>
    <message>
        <source>Largest allocations</source>
        <translation>Ugawaji mkubwa zaidi</translation>
    </message>
    <message>
        <source>Out of memory, settings and pools</source>
        <translation>Kumbukumbu kuisha, mipangilio na pool</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>&amp;Export…</source>
        <translation>Ha&amp;misha…</translation>
    </message>
    <message>
        <source>Save a view, the whole lesson page or its animation as PNG, SVG, PDF, GIF or video</source>
        <translation>Hifadhi mwonekano, ukurasa mzima wa somo au uhuishaji wake kama PNG, SVG, PDF, GIF au video</translation>
    </message>
    <message>
        <source>Copy as &amp;image</source>
        <translation>Nakili kama &amp;picha</translation>
    </message>
    <message>
        <source>Put the lesson page, drawn with its caption, on the clipboard</source>
        <translation>Weka ukurasa wa somo, uliochorwa pamoja na maelezo yake mafupi, kwenye ubao wa kunakili</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Hamisha</translation>
    </message>
    <message>
        <source>This page has no visualization to export.</source>
        <translation>Ukurasa huu hauna taswira ya kuhamisha.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Imehamishwa kwenda %1</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Chagua faili ya kuhamishia.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This page has no animation to export.</source>
        <translation>Ukurasa huu hauna uhuishaji wa kuhamisha.</translation>
    </message>
    <message>
        <source>Drawing the animation…</source>
        <translation>Inachora uhuishaji…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>This page has no visualization to copy.</source>
        <translation>Ukurasa huu hauna taswira ya kunakili.</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard.</source>
        <translation>“%1” imenakiliwa kwenye ubao wa kunakili.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>This page has no animation to export.</source>
        <translation>Ukurasa huu hauna uhuishaji wa kuhamisha.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Hamisha</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>&amp;Nini:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>Um&amp;bizo:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Picha ya PNG</translation>
    </message>
    <message>
        <source>SVG drawing (vector)</source>
        <translation>Mchoro wa SVG (vekta)</translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation>Hati ya PDF (vekta)</translation>
    </message>
    <message>
        <source>Animated GIF of the steps</source>
        <translation>GIF yenye uhuishaji ya hatua</translation>
    </message>
    <message>
        <source>Numbered PNG images of the steps</source>
        <translation>Picha za PNG za hatua zenye namba</translation>
    </message>
    <message>
        <source>MP4 video of the steps</source>
        <translation>Video ya MP4 ya hatua</translation>
    </message>
    <message>
        <source>WebM video of the steps</source>
        <translation>Video ya WebM ya hatua</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Ukubwa:</translation>
    </message>
    <message>
        <source>1x (as on screen)</source>
        <translation>1x (kama kwenye skrini)</translation>
    </message>
    <message>
        <source>2x (sharp on high-density screens)</source>
        <translation>2x (angavu kwenye skrini zenye msongamano mkubwa wa pikseli)</translation>
    </message>
    <message>
        <source>4K (3840 × 2160)</source>
        <translation>4K (3840 × 2160)</translation>
    </message>
    <message>
        <source>Dots per inch:</source>
        <translation>Nukta kwa kila inchi:</translation>
    </message>
    <message>
        <source>Dots per inch</source>
        <translation>Nukta kwa kila inchi</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>&amp;Maelezo mafupi:</translation>
    </message>
    <message>
        <source>Write the lesson, step and configuration under the picture.</source>
        <translation>Andika somo, hatua na mipangilio chini ya picha.</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Uhuishaji</translation>
    </message>
    <message>
        <source>From &amp;step:</source>
        <translation>Kuanzia &amp;hatua:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hadi</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Hatua ya mwisho</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>&amp;Kila:</translation>
    </message>
    <message>
        <source>Frame &amp;delay:</source>
        <translation>Ucheleweshaji wa &amp;fremu:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>Hifadhi kw&amp;enye:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Vinjari…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>pikseli %1 × %2</translation>
    </message>
    <message>
        <source>vector: sharp at any size</source>
        <translation>vekta: angavu kwa ukubwa wowote</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>fremu %n</numerusform>
            <numerusform>fremu %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Hamisha kwenda</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Faili za %1 (*.%2)</translation>
    </message>
    <message>
        <source>From &amp;operation:</source>
        <translation>Kuanzia &amp;operesheni:</translation>
    </message>
    <message>
        <source>Last operation</source>
        <translation>Operesheni ya mwisho</translation>
    </message>
    <message>
        <source>From &amp;event:</source>
        <translation>Kuanzia &amp;tukio:</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Tukio la mwisho</translation>
    </message>
    <message>
        <source> operation(s)</source>
        <translation> operesheni</translation>
    </message>
    <message>
        <source> event(s)</source>
        <translation> tukio/matukio</translation>
    </message>
    <message>
        <source>Each step&apos;s last event is always drawn: it is the state the step&apos;s text describes.</source>
        <translation>Tukio la mwisho la kila hatua huchorwa daima: ndiyo hali ambayo maandishi ya hatua yanaieleza.</translation>
    </message>
</context>
<context>
    <name>ExportRenderer</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Haikuweza kuandika %1: %2</translation>
    </message>
    <message>
        <source>the SVG writer could not start.</source>
        <translation>uandishi wa SVG haukuweza kuanza.</translation>
    </message>
    <message>
        <source>the PDF writer could not start.</source>
        <translation>uandishi wa PDF haukuweza kuanza.</translation>
    </message>
</context>
<context>
    <name>GifEncoder</name>
    <message>
        <source>the file refused the data.</source>
        <translation>faili ilikataa data.</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>haiwezi kusomwa: %1</translation>
    </message>
    <message>
        <source>is not valid JSON: %1 at byte %2</source>
        <translation>si JSON halali: %1 kwenye baiti %2</translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation>haina object ya JSON</translation>
    </message>
</context>
<context>
    <name>JsonStore</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>haiwezi kusomwa: %1</translation>
    </message>
    <message>
        <source>is not valid JSON (%1 at byte %2)</source>
        <translation>si JSON halali (%1 kwenye baiti %2)</translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation>haina object ya JSON</translation>
    </message>
    <message>
        <source>%1; it was moved aside to %2 and defaults are used</source>
        <translation>%1; imehamishiwa kando kuwa %2 na thamani chaguo-msingi zinatumika</translation>
    </message>
    <message>
        <source>%1; it could not be moved aside and will be overwritten</source>
        <translation>%1; haikuweza kuhamishiwa kando, hivyo itaandikwa upya</translation>
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
        <translation>true au false</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>What a JSON value is: “… must be a list, not a number”.</extracomment>
        <translation>nambari</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>What a JSON value is: “… must be a number, not a string”.</extracomment>
        <translation>mfuatano wa herufi</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>What a JSON value is (an array): “… must be a number, not a list”.</extracomment>
        <translation>orodha</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>What a JSON value is: “… must be a number, not an object”.</extracomment>
        <translation>kitu (object)</translation>
    </message>
</context>
<context>
    <name>KvBudgetPanel</name>
    <message>
        <source>Sequences of %1 tokens at once</source>
        <translation>Mifuatano ya tokeni %1 kwa wakati mmoja</translation>
    </message>
    <message>
        <source>Bytes per token = 2 (K and V) × %1 layers × %2 KV heads × %3 per head × %4 bytes; blocks = (GPU memory × %5 − weights) ÷ (bytes per token × %6).</source>
        <translation>Baiti kwa kila tokeni = 2 (K na V) × tabaka %1 × vichwa %2 vya KV × %3 kwa kila kichwa × baiti %4; bloku = (kumbukumbu ya GPU × %5 − uzani) ÷ (baiti kwa kila tokeni × %6).</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Injini ya kuhudumia</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modeli:</translation>
    </message>
    <message>
        <source>&amp;GPU memory:</source>
        <translation>Kumbukumbu ya &amp;GPU:</translation>
    </message>
    <message>
        <source>&amp;Block size (tokens):</source>
        <translation>Ukubwa &amp;wa bloku (tokeni):</translation>
    </message>
    <message>
        <source>Sequence &amp;length (tokens):</source>
        <translation>&amp;Urefu wa mfuatano (tokeni):</translation>
    </message>
    <message>
        <source>The fraction of GPU memory vLLM may use, weights included (default 0.9).</source>
        <translation>Sehemu ya kumbukumbu ya GPU ambayo vLLM inaweza kutumia, uzani ukijumuishwa (chaguo-msingi 0.9).</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Akiba ya KV</translation>
    </message>
    <message>
        <source>KV bytes per token</source>
        <translation>Baiti za KV kwa kila tokeni</translation>
    </message>
    <message>
        <source>Bytes per block</source>
        <translation>Baiti kwa kila bloku</translation>
    </message>
    <message>
        <source>Memory vLLM may use</source>
        <translation>Kumbukumbu ambayo vLLM inaweza kutumia</translation>
    </message>
    <message>
        <source>Model weights</source>
        <translation>Uzani wa modeli</translation>
    </message>
    <message>
        <source>Left for the KV cache</source>
        <translation>Kilichobaki kwa akiba ya KV</translation>
    </message>
    <message>
        <source>Number of blocks</source>
        <translation>Idadi ya bloku</translation>
    </message>
    <message>
        <source>Token capacity</source>
        <translation>Uwezo wa tokeni</translation>
    </message>
</context>
<context>
    <name>KvCacheLesson</name>
    <message>
        <source>There is no model preset &apos;%1&apos;: choose one of %2.</source>
        <translation>Hakuna mpangilio wa modeli &apos;%1&apos;: chagua mmoja kati ya %2.</translation>
    </message>
    <message>
        <source>The KV cache script cannot be run: %1</source>
        <extracomment>%1 is what is wrong with the script, a sentence that starts with the op and the line.</extracomment>
        <translation>Hati ya akiba ya KV haiwezi kuendeshwa: %1</translation>
    </message>
</context>
<context>
    <name>KvCacheLessonPresenter</name>
    <message>
        <source>Walkthrough “%1” has no scene “%2”.</source>
        <translation>Matembezi “%1” hayana onyesho “%2”.</translation>
    </message>
    <message>
        <source>The waste comparison has no scene “%1”; its links name “%2”.</source>
        <translation>Ulinganisho wa upotevu hauna onyesho “%1”; viungo vyake vinataja “%2”.</translation>
    </message>
    <message>
        <source>The memory budget has no scene “%1”; its links name “%2”.</source>
        <translation>Bajeti ya kumbukumbu haina onyesho “%1”; viungo vyake vinataja “%2”.</translation>
    </message>
    <message>
        <source>vLLM (paged)</source>
        <extracomment>The paper&apos;s names of the systems compared (Kwon et al., Fig. 2).</extracomment>
        <translation>vLLM (yenye kurasa)</translation>
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
        <translation>Somo la akiba ya KV yenye kurasa halina matembezi “%1”: chagua mojawapo kati ya %2.</translation>
    </message>
    <message>
        <source>The scene opens at step %1, but its walkthrough has %2 steps.</source>
        <translation>Onyesho linafunguka kwenye hatua %1, lakini maelezo yake ya hatua kwa hatua yana hatua %2.</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>Hifadhi kama faili la kisa</translation>
    </message>
    <message>
        <source>KV scripts (*.json)</source>
        <translation>Hati za KV (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli kvcache --script, and in the lesson from a content folder&apos;s scenarios/kvcache/ (--content).</source>
        <translation>Imehifadhiwa kwenye %1. Inaendeshwa na gpu-memory-lab-cli kvcache --script, na katika somo kutoka scenarios/kvcache/ ya folda ya maudhui (--content).</translation>
    </message>
</context>
<context>
    <name>KvCacheLessonView</name>
    <message>
        <source>Waste by block size</source>
        <translation>Upotevu kwa ukubwa wa bloku</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Bajeti ya kumbukumbu</translation>
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
            <numerusform>Mfuatano %1 umeondolewa na beam search: bloku %n imefikia hesabu ya marejeleo 0 na kujiunga na mwisho wa foleni ya bloku zisizotumika, kuanzia na bloku ya mwisho.</numerusform>
            <numerusform>Mfuatano %1 umeondolewa na beam search: bloku %n zimefikia hesabu ya marejeleo 0 na kujiunga na mwisho wa foleni ya bloku zisizotumika, kuanzia na bloku ya mwisho.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 was aborted: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Mfuatano %1 umekatishwa: bloku %n imefikia hesabu ya marejeleo 0 na kujiunga na mwisho wa foleni ya bloku zisizotumika, kuanzia na bloku ya mwisho.</numerusform>
            <numerusform>Mfuatano %1 umekatishwa: bloku %n zimefikia hesabu ya marejeleo 0 na kujiunga na mwisho wa foleni ya bloku zisizotumika, kuanzia na bloku ya mwisho.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 finished: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Mfuatano %1 umekamilika: bloku %n imefikia hesabu ya marejeleo 0 na kujiunga na mwisho wa foleni ya bloku zisizotumika, kuanzia na bloku ya mwisho.</numerusform>
            <numerusform>Mfuatano %1 umekamilika: bloku %n zimefikia hesabu ya marejeleo 0 na kujiunga na mwisho wa foleni ya bloku zisizotumika, kuanzia na bloku ya mwisho.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) stay, still used by other sequences.</source>
        <translation>
            <numerusform>Bloku %n inabaki, bado inatumiwa na mifuatano mingine.</numerusform>
            <numerusform>Bloku %n zinabaki, bado zinatumiwa na mifuatano mingine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted. Its %n block(s) were copied to the host&apos;s swap space and are given back; they are copied into new blocks when it resumes.</source>
        <translation>
            <numerusform>Bloku zimeisha: mfuatano %1, uliofika mwisho, umesimamishwa. Bloku yake %n imenakiliwa kwenye nafasi ya swap ya host na imerudishwa; itanakiliwa kwenye bloku mpya mfuatano huo utakapoendelea.</numerusform>
            <numerusform>Bloku zimeisha: mfuatano %1, uliofika mwisho, umesimamishwa. Bloku zake %n zimenakiliwa kwenye nafasi ya swap ya host na zimerudishwa; zitanakiliwa kwenye bloku mpya mfuatano huo utakapoendelea.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted and its %n block(s) dropped; its tokens will be run through the model again when it resumes.</source>
        <translation>
            <numerusform>Bloku zimeisha: mfuatano %1, uliofika mwisho, umesimamishwa na bloku yake %n imetupwa; tokeni zake zitapitishwa tena kwenye modeli mfuatano huo utakapoendelea.</numerusform>
            <numerusform>Bloku zimeisha: mfuatano %1, uliofika mwisho, umesimamishwa na bloku zake %n zimetupwa; tokeni zake zitapitishwa tena kwenye modeli mfuatano huo utakapoendelea.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was to be swapped out, but the host&apos;s swap space had only %n block(s) free, so it is recomputed instead.</source>
        <translation>
            <numerusform>Ulipaswa kuhamishiwa kwenye swap, lakini nafasi ya swap ya host ilikuwa na bloku %n tu isiyotumika, kwa hiyo badala yake unakokotolewa upya.</numerusform>
            <numerusform>Ulipaswa kuhamishiwa kwenye swap, lakini nafasi ya swap ya host ilikuwa na bloku %n tu zisizotumika, kwa hiyo badala yake unakokotolewa upya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap in: host block %1 (%n token(s) of logical block %2 of sequence %3) copied into physical %4; the host block is free again.</source>
        <translation>
            <numerusform>Kurudisha kutoka swap: bloku ya host %1 (tokeni %n ya bloku ya kimantiki %2 ya mfuatano %3) imenakiliwa kwenye bloku halisi %4; bloku ya host iko huru tena.</numerusform>
            <numerusform>Kurudisha kutoka swap: bloku ya host %1 (tokeni %n za bloku ya kimantiki %2 ya mfuatano %3) imenakiliwa kwenye bloku halisi %4; bloku ya host iko huru tena.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recomputed %n token(s) of logical block %1 of sequence %2 into physical %3.</source>
        <translation>
            <numerusform>Tokeni %n ya bloku ya kimantiki %1 ya mfuatano %2 imekokotolewa upya kwenye bloku halisi %3.</numerusform>
            <numerusform>Tokeni %n za bloku ya kimantiki %1 ya mfuatano %2 zimekokotolewa upya kwenye bloku halisi %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>That block still held a cached prefix, which is evicted: no later request can reuse it.</source>
        <translation>Bloku hiyo bado ilikuwa na kiambishi awali kilicho kwenye kache, ambacho sasa kimeondolewa: hakuna ombi la baadaye linaloweza kukitumia tena.</translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens, %2 each, in one device allocation of %3.</source>
        <translation>
            <numerusform>Pool ya bloku %n ya tokeni %1 imeundwa, %2 kila moja, katika ugawaji mmoja wa kifaa wa %3.</numerusform>
            <numerusform>Pool ya bloku %n za tokeni %1 imeundwa, %2 kila moja, katika ugawaji mmoja wa kifaa wa %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens.</source>
        <translation>
            <numerusform>Pool ya bloku %n ya tokeni %1 imeundwa.</numerusform>
            <numerusform>Pool ya bloku %n za tokeni %1 imeundwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every block is free, queued in order.</source>
        <translation>Bloku zote ziko huru, zimepangwa kwenye foleni kwa mpangilio.</translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s swap space holds %n block(s).</source>
        <translation>
            <numerusform>Nafasi ya swap ya host ina bloku %n.</numerusform>
            <numerusform>Nafasi ya swap ya host ina bloku %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Physical block %1 joins the free queue&apos;s tail.</source>
        <translation>Bloku halisi %1 inajiunga na mwisho wa foleni ya bloku zisizotumika.</translation>
    </message>
    <message>
        <source>Scheduler step %1 begins.</source>
        <translation>Hatua %1 ya kipanga ratiba inaanza.</translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 is admitted for request %2 with a prompt of %n token(s); its block table is empty.</source>
        <translation>
            <numerusform>Mfuatano %1 umepokelewa kwa ajili ya ombi %2 ukiwa na kidokezo cha tokeni %n; jedwali lake la bloku ni tupu.</numerusform>
            <numerusform>Mfuatano %1 umepokelewa kwa ajili ya ombi %2 ukiwa na kidokezo cha tokeni %n; jedwali lake la bloku ni tupu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last block of sequence %1 is full, so its next token needs a new one: logical block %2 -&gt; physical %3, taken from the head of the free queue.</source>
        <translation>Bloku ya mwisho ya mfuatano %1 imejaa, kwa hiyo tokeni yake inayofuata inahitaji bloku mpya: bloku ya kimantiki %2 -&gt; bloku halisi %3, iliyochukuliwa kutoka mwanzo wa foleni ya bloku zisizotumika.</translation>
    </message>
    <message>
        <source>The prompt of sequence %1 needs logical block %2: it took physical %3 from the head of the free queue, the least recently used free block.</source>
        <translation>Kidokezo cha mfuatano %1 kinahitaji bloku ya kimantiki %2: kimechukua bloku halisi %3 kutoka mwanzo wa foleni ya bloku zisizotumika, yaani bloku isiyotumika iliyotumiwa zamani zaidi.</translation>
    </message>
    <message>
        <source>Prefix cache hit: logical block %1 of sequence %2 holds the same tokens after the same prefix as physical %3, so it reuses that block instead of computing it (reference count +1).</source>
        <translation>Kache ya kiambishi awali imelingana (hit): bloku ya kimantiki %1 ya mfuatano %2 ina tokeni zilezile baada ya kiambishi awali kilekile kama bloku halisi %3, kwa hiyo inatumia tena bloku hiyo badala ya kuikokotoa (hesabu ya marejeleo +1).</translation>
    </message>
    <message>
        <source>The block leaves the free queue, so it cannot be evicted.</source>
        <translation>Bloku inatoka kwenye foleni ya bloku zisizotumika, kwa hiyo haiwezi kuondolewa.</translation>
    </message>
    <message>
        <source>Token %1 of sequence %2 went into slot %3 of physical %4 (logical block %5).</source>
        <translation>Tokeni %1 ya mfuatano %2 imeingia kwenye nafasi %3 ya bloku halisi %4 (bloku ya kimantiki %5).</translation>
    </message>
    <message>
        <source>It fills the block.</source>
        <translation>Inaijaza bloku.</translation>
    </message>
    <message>
        <source>Physical %1 is full: it is cached under its prefix hash, so a later request with the same prefix can reuse it.</source>
        <translation>Bloku halisi %1 imejaa: inawekwa kwenye kache chini ya hash ya kiambishi awali chake, kwa hiyo ombi la baadaye lenye kiambishi awali kilekile linaweza kuitumia tena.</translation>
    </message>
    <message numerus="yes">
        <source>Copy-on-write: physical %1 is shared by %n sequence(s), so sequence %2 copied it to physical %3 before appending (logical block %4 -&gt; physical %3).</source>
        <translation>
            <numerusform>Copy-on-write (nakili kabla ya kuandika): bloku halisi %1 inashirikiwa na mfuatano %n, kwa hiyo mfuatano %2 umeinakili kwenye bloku halisi %3 kabla ya kuongeza tokeni (bloku ya kimantiki %4 -&gt; bloku halisi %3).</numerusform>
            <numerusform>Copy-on-write (nakili kabla ya kuandika): bloku halisi %1 inashirikiwa na mifuatano %n, kwa hiyo mfuatano %2 umeinakili kwenye bloku halisi %3 kabla ya kuongeza tokeni (bloku ya kimantiki %4 -&gt; bloku halisi %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 forked from sequence %2: it copies the block table (%n block(s)) and every block&apos;s reference count goes up by one; no KV is copied.</source>
        <translation>
            <numerusform>Mfuatano %1 umegawanywa (fork) kutoka mfuatano %2: unanakili jedwali la bloku (bloku %n) na hesabu ya marejeleo ya kila bloku inaongezeka kwa moja; hakuna KV inayonakiliwa.</numerusform>
            <numerusform>Mfuatano %1 umegawanywa (fork) kutoka mfuatano %2: unanakili jedwali la bloku (bloku %n) na hesabu ya marejeleo ya kila bloku inaongezeka kwa moja; hakuna KV inayonakiliwa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap out: logical block %1 of sequence %2 (%n token(s)) copied from physical %3 to host block %4 of the swap space.</source>
        <translation>
            <numerusform>Kuhamishia kwenye swap: bloku ya kimantiki %1 ya mfuatano %2 (tokeni %n) imenakiliwa kutoka bloku halisi %3 kwenda bloku ya host %4 ya nafasi ya swap.</numerusform>
            <numerusform>Kuhamishia kwenye swap: bloku ya kimantiki %1 ya mfuatano %2 (tokeni %n) imenakiliwa kutoka bloku halisi %3 kwenda bloku ya host %4 ya nafasi ya swap.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequence %1 has all its blocks back and runs again.</source>
        <translation>Mfuatano %1 umerudishiwa bloku zake zote na unaendeshwa tena.</translation>
    </message>
    <message numerus="yes">
        <source>Request %1 waits: it needs %n block(s), and %2 are free.</source>
        <translation>
            <numerusform>Ombi %1 linasubiri: linahitaji bloku %n, na zilizo huru ni %2.</numerusform>
            <numerusform>Ombi %1 linasubiri: linahitaji bloku %n, na zilizo huru ni %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Admitting it would leave fewer free blocks than the 1% watermark.</source>
        <translation>Kulipokea kungeacha bloku huru chache kuliko kiwango cha akiba cha 1% (watermark).</translation>
    </message>
</context>
<context>
    <name>KvPrediction</name>
    <message>
        <source>Predict: sequence S%1 generates its next token, %2. Which physical block will its K and V be written into? Click the block.</source>
        <extracomment>S%1: a sequence as the block tables label it (S0, S1, ...); %2: the token, a word in quotes or #12.</extracomment>
        <translation>Tabiri: mfuatano S%1 unazalisha tokeni yake inayofuata, %2. K na V zake zitaandikwa kwenye bloku halisi ipi? Bofya bloku hiyo.</translation>
    </message>
    <message>
        <source>Click a physical block in the pool, in a block table or in the free queue, or choose it from the list.</source>
        <translation>Bofya bloku halisi kwenye dimbwi, kwenye jedwali la bloku au kwenye foleni ya bloku zisizotumika, au ichague kutoka kwenye orodha.</translation>
    </message>
    <message numerus="yes">
        <source>physical block %1: %2 of %3 slots filled, used by %n sequence(s)</source>
        <extracomment>A physical block in the prediction&apos;s list: its number, how full it is, and how many sequences use it.</extracomment>
        <translation>
            <numerusform>bloku halisi %1: nafasi %2 kati ya %3 zimejazwa, inatumiwa na mfuatano %n</numerusform>
            <numerusform>bloku halisi %1: nafasi %2 kati ya %3 zimejazwa, inatumiwa na mifuatano %n</numerusform>
        </translation>
    </message>
    <message>
        <source>physical block %1: free</source>
        <translation>bloku halisi %1: haitumiki</translation>
    </message>
    <message>
        <source>Pick a physical block of the pool.</source>
        <translation>Chagua bloku halisi ya dimbwi.</translation>
    </message>
    <message>
        <source>physical block %1</source>
        <translation>bloku halisi %1</translation>
    </message>
    <message>
        <source>It went into physical block %1, the sequence&apos;s last block, which had a free slot and no one else using it.</source>
        <translation>Iliingia kwenye bloku halisi %1, bloku ya mwisho ya mfuatano, iliyokuwa na nafasi tupu na haikutumiwa na mwingine yeyote.</translation>
    </message>
    <message>
        <source>The sequence&apos;s last block was full, so it went into physical block %1, a new block from the head of the free queue.</source>
        <translation>Bloku ya mwisho ya mfuatano ilikuwa imejaa, kwa hiyo iliingia kwenye bloku halisi %1, bloku mpya kutoka mwanzo wa foleni ya bloku zisizotumika.</translation>
    </message>
    <message>
        <source>The sequence&apos;s last block, physical %1, was shared, so it was copied first: the token went into the copy, physical block %2.</source>
        <translation>Bloku ya mwisho ya mfuatano, bloku halisi %1, ilikuwa inashirikiwa, kwa hiyo ilinakiliwa kwanza: tokeni iliingia kwenye nakala, bloku halisi %2.</translation>
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
        <translation>Kache ya KV haiwezi kufanya hivyo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Request %1 does not fit: its prompt of %n token(s) needs more blocks than are free. vLLM&apos;s scheduler would keep it waiting. Nothing was added.</source>
        <translation>
            <numerusform>Ombi %1 halitoshi: kidokezo chake cha tokeni %n kinahitaji bloku nyingi kuliko zilizo huru. Kipanga ratiba cha vLLM kingeliweka likisubiri. Hakuna kilichoongezwa.</numerusform>
            <numerusform>Ombi %1 halitoshi: kidokezo chake cha tokeni %n kinahitaji bloku nyingi kuliko zilizo huru. Kipanga ratiba cha vLLM kingeliweka likisubiri. Hakuna kilichoongezwa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Request %1 ran out of blocks after %2 of %n token(s): no free block is left for the next one. Nothing was added: abort a request to free its blocks, or ask for fewer tokens.</source>
        <translation>
            <numerusform>Ombi %1 liliishiwa na bloku baada ya tokeni %2 kati ya %n: hakuna bloku huru iliyobaki kwa inayofuata. Hakuna kilichoongezwa: katiza ombi ili kuachilia bloku zake, au omba tokeni chache.</numerusform>
            <numerusform>Ombi %1 liliishiwa na bloku baada ya tokeni %2 kati ya %n: hakuna bloku huru iliyobaki kwa inayofuata. Hakuna kilichoongezwa: katiza ombi ili kuachilia bloku zake, au omba tokeni chache.</numerusform>
        </translation>
    </message>
    <message>
        <source>Request %1 is not running.</source>
        <translation>Ombi %1 halifanyi kazi.</translation>
    </message>
    <message>
        <source>Request %1 has no prompt to share.</source>
        <translation>Ombi %1 halina kidokezo cha kushiriki.</translation>
    </message>
    <message>
        <source>%1 (S%2)</source>
        <extracomment>A request as the sandbox names it, with the sequence the block tables label it: &quot;C (S2)&quot;.</extracomment>
        <translation>%1 (S%2)</translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s), its first %2 the same as request %3&apos;s, as requests with one system prompt are. Only with prefix caching do they share the full blocks of it.</source>
        <translation>
            <numerusform>Kwa mkono: ombi %1 linafika na kidokezo cha tokeni %n, %2 za kwanza zikiwa sawa na za ombi %3, kama yalivyo maombi yenye kidokezo kimoja cha mfumo. Ni kwa kache ya viambishi awali tu ndipo yanashiriki bloku zake zilizojaa.</numerusform>
            <numerusform>Kwa mkono: ombi %1 linafika na kidokezo cha tokeni %n, %2 za kwanza zikiwa sawa na za ombi %3, kama yalivyo maombi yenye kidokezo kimoja cha mfumo. Ni kwa kache ya viambishi awali tu ndipo yanashiriki bloku zake zilizojaa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s).</source>
        <translation>
            <numerusform>Kwa mkono: ombi %1 linafika na kidokezo cha tokeni %n.</numerusform>
            <numerusform>Kwa mkono: ombi %1 linafika na kidokezo cha tokeni %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 generates %n more token(s).</source>
        <translation>
            <numerusform>Kwa mkono: ombi %1 linazalisha tokeni %n zaidi.</numerusform>
            <numerusform>Kwa mkono: ombi %1 linazalisha tokeni %n zaidi.</numerusform>
        </translation>
    </message>
    <message>
        <source>By hand: request %1 is forked from request %2, as parallel sampling and beam search do: it shares every block, and no KV is copied until one of them writes into a shared block.</source>
        <translation>Kwa mkono: ombi %1 linagawanywa (fork) kutoka ombi %2, kama sampuli sambamba na beam search zinavyofanya: linashiriki kila bloku, na hakuna KV inayonakiliwa hadi mmoja wao aandike kwenye bloku inayoshirikiwa.</translation>
    </message>
    <message>
        <source>By hand: request %1 is aborted: its blocks are given back, and those no other request uses join the free queue.</source>
        <translation>Kwa mkono: ombi %1 linakatizwa: bloku zake zinarudishwa, na zile zisizotumiwa na ombi jingine zinajiunga na foleni ya bloku zisizotumika.</translation>
    </message>
</context>
<context>
    <name>KvSandboxBox</name>
    <message>
        <source>Go on by hand</source>
        <translation>Endelea kwa mkono</translation>
    </message>
    <message>
        <source>Re&amp;quest:</source>
        <translation>&amp;Ombi:</translation>
    </message>
    <message>
        <source>The running request the buttons act on</source>
        <translation>Ombi linaloendelea ambalo vitufe vinafanyia kazi</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>Idadi &amp;ya tokeni:</translation>
    </message>
    <message>
        <source>How many tokens to generate</source>
        <translation>Tokeni ngapi za kuzalisha</translation>
    </message>
    <message>
        <source>&amp;Generate tokens</source>
        <translation>&amp;Zalisha tokeni</translation>
    </message>
    <message>
        <source>The request generates this many tokens, one after another: each is written into its last block, or a new one when that is full, or a copy when it is shared</source>
        <translation>Ombi linazalisha tokeni hizi moja baada ya nyingine: kila moja inaandikwa kwenye bloku yake ya mwisho, au mpya ikiwa hiyo imejaa, au nakala ikiwa inashirikiwa</translation>
    </message>
    <message>
        <source>For&amp;k</source>
        <translation>&amp;Gawa (fork)</translation>
    </message>
    <message>
        <source>A new request that shares all of this one&apos;s blocks, as parallel sampling and beam search make</source>
        <translation>Ombi jipya linaloshiriki bloku zote za hili, kama sampuli sambamba na beam search zinavyounda</translation>
    </message>
    <message>
        <source>The request gives its blocks back</source>
        <translation>Ombi linarudisha bloku zake</translation>
    </message>
    <message>
        <source>The new request&apos;s prompt length, in tokens</source>
        <translation>Urefu wa kidokezo cha ombi jipya, kwa tokeni</translation>
    </message>
    <message>
        <source>Same system prompt</source>
        <translation>Kidokezo kilekile cha mfumo</translation>
    </message>
    <message>
        <source>The new request&apos;s prompt starts with the selected request&apos;s, as requests with one system prompt do: with prefix caching they share its full blocks</source>
        <translation>Kidokezo cha ombi jipya kinaanza na cha ombi lililochaguliwa, kama maombi yenye kidokezo kimoja cha mfumo: kwa kache ya viambishi awali yanashiriki bloku zake zilizojaa</translation>
    </message>
    <message>
        <source>Sen&amp;d a new request</source>
        <translation>Tuma ombi &amp;jipya</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>T&amp;endua</translation>
    </message>
    <message>
        <source>Take back the last thing done by hand</source>
        <translation>Rudisha jambo la mwisho lililofanywa kwa mkono</translation>
    </message>
    <message>
        <source>Sav&amp;e as a scenario file…</source>
        <translation>&amp;Hifadhi kama faili la kisa…</translation>
    </message>
    <message>
        <source>Write the walkthrough and what you did by hand to a KV script that runs to this state: to send, or to narrate as an exercise</source>
        <translation>Andika matembezi na ulichofanya kwa mkono kwenye hati ya KV inayofikia hali hii: kutuma, au kusimulia kama zoezi</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>K&amp;atiza</translation>
    </message>
    <message>
        <source>New &amp;request&apos;s prompt, in tokens:</source>
        <translation>Ki&amp;dokezo cha ombi jipya, kwa tokeni:</translation>
    </message>
</context>
<context>
    <name>KvScriptText</name>
    <message>
        <source>an empty string</source>
        <extracomment>What a JSON value is: a string with nothing in it, “… must be a request&apos;s name, not an empty string”.</extracomment>
        <translation>mfuatano wa herufi ulio tupu</translation>
    </message>
    <message>
        <source>a free_queue entry</source>
        <extracomment>The subject of a sentence about a number: “a free_queue entry must be from 0 to 7, not 9”.</extracomment>
        <translation>kipengee cha free_queue</translation>
    </message>
    <message>
        <source>a token id</source>
        <extracomment>The subject of a sentence about a number: “a token id must be from 0 to 16777215, not -1”.</extracomment>
        <translation>kitambulisho cha tokeni</translation>
    </message>
    <message>
        <source>not JSON: line %1, column %2: %3</source>
        <extracomment>%1 and %2: the line and column where the text stops being JSON; %3: what the JSON reader found there, in English.</extracomment>
        <translation>si JSON: mstari %1, safu %2: %3</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <extracomment>%1: a field&apos;s name (block_size, prompt_tokens, …), “a free_queue entry” or “a token id”, as translated; %2: what it is instead (“a string”, “a list”, …).</extracomment>
        <translation>%1 lazima iwe nambari, si %2</translation>
    </message>
    <message>
        <source>%1 must not be negative (it is %2)</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2: the negative number as written.</extracomment>
        <translation>%1 haipaswi kuwa hasi (ni %2)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the number as written.</extracomment>
        <translation>%1 lazima iwe idadi kamili kuanzia %2 hadi %3, si %4</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the number as written.</extracomment>
        <translation>%1 lazima iwe kuanzia %2 hadi %3, si %4</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2 (the prompt has %3 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2: what it is instead (“a string”, …); %3: how many tokens the prompt has.</extracomment>
        <translation>%1 lazima iwe nambari, si %2 (kidokezo kina tokeni %3)</translation>
    </message>
    <message>
        <source>%1 must not be negative (it is %2) (the prompt has %3 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2: the negative number as written; %3: how many tokens the prompt has.</extracomment>
        <translation>%1 haipaswi kuwa hasi (ni %2) (kidokezo kina tokeni %3)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4 (the prompt has %5 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many tokens the prompt has.</extracomment>
        <translation>%1 lazima iwe idadi kamili kuanzia %2 hadi %3, si %4 (kidokezo kina tokeni %5)</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4 (the prompt has %5 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many tokens the prompt has.</extracomment>
        <translation>%1 lazima iwe kuanzia %2 hadi %3, si %4 (kidokezo kina tokeni %5)</translation>
    </message>
    <message>
        <source>request %1: %2 must be a number, not %3</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field (arrival, prompt_tokens, output_tokens); %3: what it is instead (“a string”, …).</extracomment>
        <translation>ombi %1: %2 lazima iwe nambari, si %3</translation>
    </message>
    <message>
        <source>request %1: %2 must not be negative (it is %3)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3: the negative number as written.</extracomment>
        <translation>ombi %1: %2 haipaswi kuwa hasi (ni %3)</translation>
    </message>
    <message>
        <source>request %1: %2 must be a whole number from %3 to %4, not %5</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3 to %4: the range allowed; %5: the number as written.</extracomment>
        <translation>ombi %1: %2 lazima iwe idadi kamili kuanzia %3 hadi %4, si %5</translation>
    </message>
    <message>
        <source>request %1: %2 must be from %3 to %4, not %5</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3 to %4: the range allowed; %5: the number as written.</extracomment>
        <translation>ombi %1: %2 lazima iwe kuanzia %3 hadi %4, si %5</translation>
    </message>
    <message>
        <source>a KV script has no member %1 (it takes %2)</source>
        <extracomment>%1: the unknown key, quoted; %2: the keys a script takes, separated by commas.</extracomment>
        <translation>hati ya KV haina sehemu %1 (inachukua %2)</translation>
    </message>
    <message>
        <source>%1 has no member %2 (it takes %3)</source>
        <extracomment>%1: the op&apos;s name (add, decode, fork, abort, step, serve); %2: the unknown key, quoted; %3: the keys the op takes.</extracomment>
        <translation>%1 haina sehemu %2 (inachukua %3)</translation>
    </message>
    <message>
        <source>a fact has no member %1 (it takes %2)</source>
        <extracomment>%1: the unknown key, quoted; %2: the keys a fact takes.</extracomment>
        <translation>taarifa haina sehemu %1 (inachukua %2)</translation>
    </message>
    <message>
        <source>request %1 has no member %2 (it takes %3)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: the unknown key, quoted; %3: the keys it takes.</extracomment>
        <translation>ombi %1 halina sehemu %2 (linachukua %3)</translation>
    </message>
    <message>
        <source>a KV script is an object such as {&quot;block_size&quot;: 4, &quot;blocks&quot;: 8, &quot;ops&quot;: [...]}, not %1</source>
        <extracomment>%1: what the file is instead (“a list”, “a string”, …).</extracomment>
        <translation>hati ya KV ni kitu (object) kama {&quot;block_size&quot;: 4, &quot;blocks&quot;: 8, &quot;ops&quot;: [...]}, si %1</translation>
    </message>
    <message>
        <source>the script has no block_size (tokens per block, a power of two from 1 to 128)</source>
        <translation>hati haina block_size (tokeni kwa kila bloku, kipeo cha mbili kuanzia 1 hadi 128)</translation>
    </message>
    <message>
        <source>block_size must be a power of two from 1 to 128 (what the block manager takes), not %1</source>
        <extracomment>%1: the number written.</extracomment>
        <translation>block_size lazima iwe kipeo cha mbili kuanzia 1 hadi 128 (kile ambacho msimamizi wa bloku hupokea), si %1</translation>
    </message>
    <message>
        <source>the script has no blocks (how many physical blocks the pool has)</source>
        <translation>hati haina blocks (dimbwi lina bloku halisi ngapi)</translation>
    </message>
    <message>
        <source>free_queue must be a list of block ids, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>free_queue lazima iwe orodha ya vitambulisho vya bloku, si %1</translation>
    </message>
    <message>
        <source>free_queue lists block %1 twice</source>
        <extracomment>%1: a physical block&apos;s number.</extracomment>
        <translation>free_queue inaorodhesha bloku %1 mara mbili</translation>
    </message>
    <message>
        <source>free_queue must list every block from 0 to %1 once; it lists %2 of %3</source>
        <extracomment>%1: the pool&apos;s last block number; %2: how many blocks free_queue lists; %3: how many blocks the pool has.</extracomment>
        <translation>free_queue lazima iorodheshe kila bloku kuanzia 0 hadi %1 mara moja; inaorodhesha %2 kati ya %3</translation>
    </message>
    <message>
        <source>prefix_caching must be true or false, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>prefix_caching lazima iwe true au false, si %1</translation>
    </message>
    <message>
        <source>id must be a name of letters, digits, &apos;-&apos; and &apos;_&apos;, such as &quot;fig6&quot;, not %1</source>
        <extracomment>%1: the id written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>id lazima iwe jina la herufi, tarakimu, &apos;-&apos; na &apos;_&apos;, kama &quot;fig6&quot;, si %1</translation>
    </message>
    <message>
        <source>paper must say what the script reproduces, as text, not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>paper lazima iseme kwa maandishi hati inazalisha nini tena, si %1</translation>
    </message>
    <message>
        <source>the script has no ops (a list such as [{&quot;op&quot;: &quot;add&quot;, &quot;request&quot;: &quot;A&quot;, &quot;prompt_tokens&quot;: 7}])</source>
        <translation>hati haina ops (orodha kama [{&quot;op&quot;: &quot;add&quot;, &quot;request&quot;: &quot;A&quot;, &quot;prompt_tokens&quot;: 7}])</translation>
    </message>
    <message>
        <source>ops must be a list, not %1</source>
        <extracomment>%1: what it is instead (“an object”, …).</extracomment>
        <translation>ops lazima iwe orodha, si %1</translation>
    </message>
    <message>
        <source>an op is an object such as {&quot;op&quot;: &quot;decode&quot;, &quot;request&quot;: &quot;A&quot;, &quot;tokens&quot;: 1}, not %1</source>
        <extracomment>%1: what the op is instead (“a string”, …).</extracomment>
        <translation>operesheni ni kitu (object) kama {&quot;op&quot;: &quot;decode&quot;, &quot;request&quot;: &quot;A&quot;, &quot;tokens&quot;: 1}, si %1</translation>
    </message>
    <message>
        <source>the op has no &quot;op&quot; (add, decode, fork, abort, step or serve)</source>
        <translation>operesheni haina &quot;op&quot; (add, decode, fork, abort, step au serve)</translation>
    </message>
    <message>
        <source>&quot;op&quot; must be add, decode, fork, abort, step or serve, not %1</source>
        <extracomment>%1: what it is instead (“a number”, …).</extracomment>
        <translation>&quot;op&quot; lazima iwe add, decode, fork, abort, step au serve, si %1</translation>
    </message>
    <message>
        <source>unknown op %1: the ops are add, decode, fork, abort, step and serve</source>
        <extracomment>%1: the op&apos;s name as written, quoted.</extracomment>
        <translation>operesheni isiyojulikana %1: operesheni ni add, decode, fork, abort, step na serve</translation>
    </message>
    <message>
        <source>%1 needs %2 (a request&apos;s name, such as &quot;A&quot;)</source>
        <extracomment>%1: the op&apos;s name (add, decode, fork, abort); %2: the field it needs (request or from).</extracomment>
        <translation>%1 inahitaji %2 (jina la ombi, kama &quot;A&quot;)</translation>
    </message>
    <message>
        <source>%1 must be a request&apos;s name (a non-empty string), not %2</source>
        <extracomment>%1: the field (request or from); %2: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>%1 lazima iwe jina la ombi (mfuatano wa herufi usio tupu), si %2</translation>
    </message>
    <message>
        <source>%1 names request %2, which is already live (op %3 added it)</source>
        <extracomment>%1: the op&apos;s name (add or fork); %2: the request&apos;s name, quoted; %3: the number of the op that added it.</extracomment>
        <translation>%1 inataja ombi %2, ambalo tayari liko hai (operesheni %3 iliongeza)</translation>
    </message>
    <message>
        <source>%1 names request %2, which no earlier op added</source>
        <extracomment>%1: the op&apos;s name (decode or abort); %2: the request&apos;s name, quoted.</extracomment>
        <translation>%1 inataja ombi %2, ambalo hakuna operesheni ya awali iliyoliongeza</translation>
    </message>
    <message>
        <source>%1 names request %2, which op %3 aborted</source>
        <extracomment>%1: the op&apos;s name (decode or abort); %2: the request&apos;s name, quoted; %3: the number of the op that aborted it.</extracomment>
        <translation>%1 inataja ombi %2, ambalo operesheni %3 ililikatisha</translation>
    </message>
    <message>
        <source>fork copies request %1, which no earlier op added</source>
        <extracomment>%1: the request&apos;s name, quoted.</extracomment>
        <translation>fork inanakili ombi %1, ambalo hakuna operesheni ya awali iliyoliongeza</translation>
    </message>
    <message>
        <source>fork copies request %1, which op %2 aborted</source>
        <extracomment>%1: the request&apos;s name, quoted; %2: the number of the op that aborted it.</extracomment>
        <translation>fork inanakili ombi %1, ambalo operesheni %2 ililikatisha</translation>
    </message>
    <message>
        <source>reason must be aborted, finished or pruned, not %1</source>
        <extracomment>%1: the reason written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>reason lazima iwe aborted, finished au pruned, si %1</translation>
    </message>
    <message>
        <source>add takes one of prompt_tokens (a count), tokens (a list of ids) and words</source>
        <translation>add inachukua kimoja tu kati ya prompt_tokens (idadi), tokens (orodha ya vitambulisho) na words</translation>
    </message>
    <message>
        <source>add needs prompt_tokens (how many tokens the prompt has), tokens (the prompt&apos;s token ids) or words (the prompt&apos;s words)</source>
        <translation>add inahitaji prompt_tokens (kidokezo kina tokeni ngapi), tokens (vitambulisho vya tokeni za kidokezo) au words (maneno ya kidokezo)</translation>
    </message>
    <message>
        <source>shared_prefix_with and shared_tokens go with prompt_tokens; with tokens or words, write the shared ones out</source>
        <translation>shared_prefix_with na shared_tokens huenda pamoja na prompt_tokens; ukitumia tokens au words, andika zile zinazoshirikiwa</translation>
    </message>
    <message>
        <source>shared_prefix_with (the request whose prompt this one starts with) and shared_tokens (how many of its tokens) go together</source>
        <translation>shared_prefix_with (ombi ambalo kidokezo chake ndicho mwanzo wa hiki) na shared_tokens (tokeni zake ngapi) huenda pamoja</translation>
    </message>
    <message>
        <source>shared_prefix_with must be a request&apos;s name</source>
        <translation>shared_prefix_with lazima iwe jina la ombi</translation>
    </message>
    <message>
        <source>shared_prefix_with names request %1, which no earlier op added</source>
        <extracomment>%1: the request&apos;s name, quoted.</extracomment>
        <translation>shared_prefix_with inataja ombi %1, ambalo hakuna operesheni ya awali iliyoliongeza</translation>
    </message>
    <message>
        <source>shared_tokens is %1 but %2&apos;s prompt has only %3 tokens</source>
        <extracomment>%1: the number written; %2: the request&apos;s name, quoted; %3: how many tokens its prompt has.</extracomment>
        <translation>shared_tokens ni %1 lakini kidokezo cha %2 kina tokeni %3 tu</translation>
    </message>
    <message>
        <source>tokens gives token ids, but op %1 gave words, whose ids count from 0: a script uses words or token ids, not both</source>
        <extracomment>%1: the number of the first op that gave words.</extracomment>
        <translation>tokens inatoa vitambulisho vya tokeni, lakini operesheni %1 ilitoa maneno, ambayo vitambulisho vyake huhesabiwa kuanzia 0: hati hutumia maneno au vitambulisho vya tokeni, si vyote viwili</translation>
    </message>
    <message>
        <source>tokens must be a list of one or more token ids</source>
        <translation>tokens lazima iwe orodha ya kitambulisho kimoja au zaidi cha tokeni</translation>
    </message>
    <message>
        <source>an op may write at most %1 tokens</source>
        <extracomment>%1: the most tokens one op may write.</extracomment>
        <translation>operesheni moja inaweza kuandika tokeni zisizozidi %1</translation>
    </message>
    <message>
        <source>words must be text, words separated by spaces, not %1</source>
        <extracomment>%1: what it is instead (“a list”, …).</extracomment>
        <translation>words lazima iwe maandishi, maneno yaliyotenganishwa kwa nafasi, si %1</translation>
    </message>
    <message>
        <source>words count their token ids from 0, but op %1 gave token ids: a script uses words or token ids, not both</source>
        <extracomment>%1: the number of the first op that gave token ids.</extracomment>
        <translation>words huhesabu vitambulisho vyake vya tokeni kuanzia 0, lakini operesheni %1 ilitoa vitambulisho vya tokeni: hati hutumia maneno au vitambulisho vya tokeni, si vyote viwili</translation>
    </message>
    <message>
        <source>words must hold one or more words</source>
        <translation>words lazima iwe na neno moja au zaidi</translation>
    </message>
    <message>
        <source>decode takes tokens (a count or a list of ids) or words, not both</source>
        <translation>decode inachukua tokens (idadi au orodha ya vitambulisho) au words, si vyote viwili</translation>
    </message>
    <message>
        <source>decode needs tokens (how many tokens to generate, 1 or more, or their ids) or words (the tokens as words)</source>
        <translation>decode inahitaji tokens (tokeni ngapi za kuzalisha, 1 au zaidi, au vitambulisho vyake) au words (tokeni kama maneno)</translation>
    </message>
    <message>
        <source>tokens must be how many tokens to generate or a list of their ids, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>tokens lazima iwe idadi ya tokeni za kuzalisha au orodha ya vitambulisho vyake, si %1</translation>
    </message>
    <message>
        <source>predict must be &quot;block&quot; (the learner picks the physical block the step&apos;s first decoded token lands in)</source>
        <translation>predict lazima iwe &quot;block&quot; (mwanafunzi huchagua bloku halisi ambamo tokeni ya kwanza iliyozalishwa katika hatua hiyo inaangukia)</translation>
    </message>
    <message>
        <source>a step that predicts needs a decode op before it (since the step before): its first token is what the learner places</source>
        <translation>hatua inayotabiri inahitaji operesheni ya decode kabla yake (tangu hatua iliyotangulia): tokeni yake ya kwanza ndiyo mwanafunzi anayoiweka</translation>
    </message>
    <message>
        <source>step needs scene (the step&apos;s name, such as &quot;fig6-new-block&quot;)</source>
        <translation>step inahitaji scene (jina la hatua, kama &quot;fig6-new-block&quot;)</translation>
    </message>
    <message>
        <source>scene must be the step&apos;s name (a non-empty string), not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>scene lazima iwe jina la hatua (mfuatano wa herufi usio tupu), si %1</translation>
    </message>
    <message>
        <source>scene %1 is a name serve gives its own steps (step-N, preempt-N): choose another</source>
        <extracomment>%1: the scene&apos;s name, quoted.</extracomment>
        <translation>scene %1 ni jina ambalo serve huzipa hatua zake (step-N, preempt-N): chagua jingine</translation>
    </message>
    <message>
        <source>scene %1 names an earlier step already</source>
        <extracomment>%1: the scene&apos;s name, quoted.</extracomment>
        <translation>scene %1 tayari ni jina la hatua iliyotangulia</translation>
    </message>
    <message>
        <source>facts must be a list such as [{&quot;fact&quot;: &quot;free-queue&quot;}], not %1</source>
        <extracomment>%1: what it is instead (“an object”, …).</extracomment>
        <translation>facts lazima iwe orodha kama [{&quot;fact&quot;: &quot;free-queue&quot;}], si %1</translation>
    </message>
    <message>
        <source>the step quotes two facts named %1: give one a name of its own</source>
        <extracomment>%1: the fact&apos;s name, quoted.</extracomment>
        <translation>hatua inanukuu taarifa mbili zinazoitwa %1: ipe moja jina lake</translation>
    </message>
    <message>
        <source>a fact is an object such as {&quot;fact&quot;: &quot;table&quot;, &quot;request&quot;: &quot;A&quot;}, not %1</source>
        <extracomment>%1: what the fact is instead (“a string”, …).</extracomment>
        <translation>taarifa ni kitu (object) kama {&quot;fact&quot;: &quot;table&quot;, &quot;request&quot;: &quot;A&quot;}, si %1</translation>
    </message>
    <message>
        <source>the fact has no &quot;fact&quot; (table, free-queue, sequence, finished, steps or preemptions)</source>
        <translation>taarifa haina &quot;fact&quot; (table, free-queue, sequence, finished, steps au preemptions)</translation>
    </message>
    <message>
        <source>unknown fact %1: a fact is table, free-queue, sequence, finished, steps or preemptions</source>
        <extracomment>%1: the fact&apos;s kind as written, quoted.</extracomment>
        <translation>taarifa isiyojulikana %1: taarifa ni table, free-queue, sequence, finished, steps au preemptions</translation>
    </message>
    <message>
        <source>&quot;fact&quot; must be a string, not %1: a fact is table, free-queue, sequence, finished, steps or preemptions</source>
        <extracomment>%1: what it is instead (“a number”, …).</extracomment>
        <translation>&quot;fact&quot; lazima iwe mfuatano wa herufi, si %1: taarifa ni table, free-queue, sequence, finished, steps au preemptions</translation>
    </message>
    <message>
        <source>the %1 fact needs request (a request&apos;s name, such as &quot;A&quot;)</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence).</extracomment>
        <translation>taarifa %1 inahitaji request (jina la ombi, kama &quot;A&quot;)</translation>
    </message>
    <message>
        <source>the %1 fact names request %2, which no earlier op added</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence); %2: the request&apos;s name, quoted.</extracomment>
        <translation>taarifa %1 inataja ombi %2, ambalo hakuna operesheni ya awali iliyoliongeza</translation>
    </message>
    <message>
        <source>the %1 fact names request %2, which op %3 aborted</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence); %2: the request&apos;s name, quoted; %3: the number of the op that aborted it.</extracomment>
        <translation>taarifa %1 inataja ombi %2, ambalo operesheni %3 ililikatisha</translation>
    </message>
    <message>
        <source>the %1 fact is not about one request: it takes no request</source>
        <extracomment>%1: the fact&apos;s kind (free-queue, finished, steps, preemptions).</extracomment>
        <translation>taarifa %1 haihusu ombi moja: haichukui request</translation>
    </message>
    <message>
        <source>the %1 fact quotes what a serve op did, and no serve op comes before</source>
        <extracomment>%1: the fact&apos;s kind (finished, steps, preemptions).</extracomment>
        <translation>taarifa %1 inanukuu kile operesheni ya serve ilifanya, na hakuna operesheni ya serve kabla yake</translation>
    </message>
    <message>
        <source>the sequence fact needs name (the narration&apos;s placeholder, such as &quot;first-fork&quot;)</source>
        <translation>taarifa ya sequence inahitaji name (kishika nafasi cha masimulizi, kama &quot;first-fork&quot;)</translation>
    </message>
    <message>
        <source>name must be the narration&apos;s placeholder (a non-empty string), not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>name lazima iwe kishika nafasi cha masimulizi (mfuatano wa herufi usio tupu), si %1</translation>
    </message>
    <message>
        <source>a script serves once, and op %1 served already</source>
        <extracomment>%1: the number of the op that served.</extracomment>
        <translation>hati hufanya serve mara moja tu, na operesheni %1 tayari imefanya serve</translation>
    </message>
    <message>
        <source>serve needs the pool to itself, but request %1 is live (op %2 added it): abort it first</source>
        <extracomment>%1: the request&apos;s name, quoted; %2: the number of the op that added it.</extracomment>
        <translation>serve inahitaji dimbwi lote peke yake, lakini ombi %1 liko hai (operesheni %2 iliongeza): likatishe kwanza (abort)</translation>
    </message>
    <message>
        <source>preemption must be recompute or swap, not %1</source>
        <extracomment>%1: the mode written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>preemption lazima iwe recompute au swap, si %1</translation>
    </message>
    <message>
        <source>watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: 0.01), not %1</source>
        <extracomment>%1: the number written, or what it is instead (“a string”, …).</extracomment>
        <translation>watermark lazima iwe sehemu ya bloku ambazo upokeaji huziacha huru, kuanzia 0 hadi 0.5 (vLLM: 0.01), si %1</translation>
    </message>
    <message>
        <source>serve needs requests (a list such as [{&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}])</source>
        <translation>serve inahitaji requests (orodha kama [{&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}])</translation>
    </message>
    <message>
        <source>requests must be a list of one or more requests</source>
        <translation>requests lazima iwe orodha ya ombi moja au zaidi</translation>
    </message>
    <message>
        <source>serve takes at most %1 requests</source>
        <extracomment>%1: the most requests one serve op takes.</extracomment>
        <translation>serve inachukua maombi yasiyozidi %1</translation>
    </message>
    <message>
        <source>requests come in arrival order, but request %1 arrives at step %2, before request %3 (at step %4)</source>
        <extracomment>%1 and %3: requests&apos; numbers in the serve op&apos;s list (from 0); %2 and %4: the scheduler steps they arrive at.</extracomment>
        <translation>maombi huja kwa mpangilio wa kufika, lakini ombi %1 linafika katika hatua %2, kabla ya ombi %3 (katika hatua %4)</translation>
    </message>
    <message>
        <source>request %1 must be an object such as {&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}, not %2</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: what it is instead (“a string”, …).</extracomment>
        <translation>ombi %1 lazima liwe kitu (object) kama {&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}, si %2</translation>
    </message>
    <message>
        <source>request %1 needs arrival (the scheduler step it arrives at), prompt_tokens and output_tokens (how many tokens it generates)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0).</extracomment>
        <translation>ombi %1 linahitaji arrival (hatua ya kipanga ratiba linapofika), prompt_tokens na output_tokens (linazalisha tokeni ngapi)</translation>
    </message>
    <message>
        <source>request %1 needs %2 tokens of KV cache (prompt and output), more than the %3 that fit in %4 blocks of %5 tokens less the watermark&apos;s %6</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: the tokens it needs; %3: the tokens that fit; %4: the pool&apos;s blocks; %5: tokens per block; %6: the blocks the watermark keeps free.</extracomment>
        <translation>ombi %1 linahitaji tokeni %2 za akiba ya KV (kidokezo na matokeo), zaidi ya %3 zinazotosha katika bloku %4 za tokeni %5 ukitoa %6 za watermark</translation>
    </message>
    <message>
        <source>a walkthrough needs an id (the key of its narration, such as &quot;fig6&quot;)</source>
        <translation>matembezi ya maelezo yanahitaji id (ufunguo wa masimulizi yake, kama &quot;fig6&quot;)</translation>
    </message>
    <message>
        <source>a walkthrough needs narrated steps (a step or serve op), and this has none</source>
        <translation>matembezi ya maelezo yanahitaji hatua zenye masimulizi (operesheni ya step au serve), na haya hayana hata moja</translation>
    </message>
    <message>
        <source>op %1 (line %2): %3</source>
        <extracomment>%1: the op&apos;s number in the script (from 1); %2: the line of the file; %3: what is wrong, a sentence.</extracomment>
        <translation>operesheni %1 (mstari %2): %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1: the line of the file; %2: what is wrong there, a sentence.</extracomment>
        <translation>mstari %1: %2</translation>
    </message>
</context>
<context>
    <name>KvSidePanel</name>
    <message>
        <source>&amp;Walkthrough:</source>
        <translation>Matem&amp;bezi:</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>Onyesho: %1</translation>
    </message>
    <message>
        <source>What the cache did</source>
        <translation>Kile akiba ya KV ilichofanya</translation>
    </message>
    <message>
        <source>Free blocks: %1 of %2. Sequences running or waiting: %3.</source>
        <translation>Bloku zisizotumika: %1 kati ya %2. Mifuatano inayoendelea au inayosubiri: %3.</translation>
    </message>
</context>
<context>
    <name>KvWasteChart</name>
    <message>
        <source>&amp;Block size: %1 tokens</source>
        <translation>Ukubwa &amp;wa bloku: tokeni %1</translation>
    </message>
    <message>
        <source>token states</source>
        <translation>hali za tokeni</translation>
    </message>
    <message>
        <source>reservation</source>
        <translation>nafasi zilizohifadhiwa</translation>
    </message>
    <message>
        <source>internal fragmentation</source>
        <translation>kugawanyika kwa ndani</translation>
    </message>
    <message>
        <source>external fragmentation</source>
        <translation>kugawanyika kwa nje</translation>
    </message>
    <message>
        <source>share of KV memory</source>
        <translation>sehemu ya kumbukumbu ya KV</translation>
    </message>
    <message>
        <source>Larger blocks waste more of each sequence&apos;s last block; smaller ones need longer block tables. vLLM&apos;s default is 16.</source>
        <translation>Bloku kubwa zaidi hupoteza sehemu kubwa zaidi ya bloku ya mwisho ya kila mfuatano; ndogo zaidi huhitaji majedwali marefu zaidi ya bloku. Chaguo-msingi la vLLM ni 16.</translation>
    </message>
    <message>
        <source>The same %1 ShareGPT-shaped requests served four ways on %2 token slots of KV memory.</source>
        <translation>Maombi yaleyale %1 yenye umbo la ShareGPT yakihudumiwa kwa njia nne kwenye nafasi %2 za tokeni za kumbukumbu ya KV.</translation>
    </message>
    <message>
        <source>For each serving system, the share of KV cache memory holding token states (solid), reservation (dotted), internal fragmentation (hatched) and external fragmentation (cross-hatched).</source>
        <translation>Kwa kila mfumo wa kuhudumia, sehemu ya kumbukumbu ya akiba ya KV inayoshikilia hali za tokeni (rangi kamili), nafasi zilizohifadhiwa (nukta), kugawanyika kwa ndani (mistari ya mshazari) na kugawanyika kwa nje (mistari ya mshazari inayokatana).</translation>
    </message>
    <message>
        <source>Where KV memory goes (the paper&apos;s Fig. 2, run on this lesson&apos;s requests)</source>
        <translation>Kumbukumbu ya KV inakwenda wapi (Fig. 2 ya utafiti, kwa maombi ya somo hili)</translation>
    </message>
</context>
<context>
    <name>LargestAllocationsController</name>
    <message>
        <source>the peak of allocated memory (%1)</source>
        <translation>kilele cha kumbukumbu iliyogawiwa (%1)</translation>
    </message>
    <message>
        <source>out-of-memory error %1 of %2 (%3)</source>
        <translation>hitilafu ya kumbukumbu kuisha %1 kati ya %2 (%3)</translation>
    </message>
    <message>
        <source>The snapshot has no trace to look back in.</source>
        <translation>Snapshot haina mfuatano wa kuangalia nyuma.</translation>
    </message>
    <message>
        <source>%1 (inferred)</source>
        <extracomment>A category guessed from the rest of the trace for memory allocated before it began.</extracomment>
        <translation>%1 (imekisiwa)</translation>
    </message>
    <message>
        <source>allocated before the trace began</source>
        <translation>iligawiwa kabla mfuatano haujaanza</translation>
    </message>
    <message>
        <source>no stack recorded</source>
        <translation>hakuna stack iliyorekodiwa</translation>
    </message>
    <message>
        <source>The %1 largest of the allocations alive then, which held %2 in all (block sizes, rounded as the allocator keeps them).</source>
        <extracomment>%1 how many allocations are listed, %2 the bytes allocated at that moment (rounded block sizes).</extracomment>
        <translation>Ugawaji %1 mkubwa zaidi kati ya ule uliokuwa hai wakati huo, ambao kwa jumla ulishika %2 (ukubwa wa blocks, uliozungushwa kama kigawaji kinavyoziweka).</translation>
    </message>
    <message>
        <source>Export the largest allocations</source>
        <translation>Hamisha ugawaji mkubwa zaidi</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Faili za CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>LargestAllocationsView</name>
    <message>
        <source>&amp;Alive at:</source>
        <translation>&amp;Hai wakati:</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>Hamisha &amp;CSV…</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukubwa</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Anwani</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>Where it was allocated</source>
        <translation>Mahali ilipogawiwa</translation>
    </message>
    <message>
        <source>Largest live allocations</source>
        <translation>Ugawaji hai mkubwa zaidi</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Hide the introduction</source>
        <translation>Ficha utangulizi</translation>
    </message>
    <message>
        <source>Show the introduction</source>
        <translation>Onyesha utangulizi</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>Utangulizi</translation>
    </message>
</context>
<context>
    <name>LessonPlaces</name>
    <message>
        <source>%1 has no narrated steps: --event N opens it at event N</source>
        <translation>%1 haina hatua zenye maelezo: --event N huifungua kwenye tukio N</translation>
    </message>
</context>
<context>
    <name>LessonReader</name>
    <message>
        <source>the lesson has no &apos;id&apos;</source>
        <translation>somo halina &apos;id&apos;</translation>
    </message>
    <message>
        <source>the lesson&apos;s title: %1</source>
        <translation>kichwa cha somo: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s introduction: %1</source>
        <translation>utangulizi wa somo: %1</translation>
    </message>
</context>
<context>
    <name>LessonScene</name>
    <message>
        <source>It is not a scene file: the JSON is broken at line %1 (%2).</source>
        <translation>Hili si faili la onyesho: JSON imevunjika kwenye mstari %1 (%2).</translation>
    </message>
    <message>
        <source>It is not a scene file: a scene is a JSON object.</source>
        <translation>Hili si faili la onyesho: onyesho ni kitu (object) cha JSON.</translation>
    </message>
    <message>
        <source>It is not a scene file: “gml_scene” is missing.</source>
        <translation>Hili si faili la onyesho: “gml_scene” haipo.</translation>
    </message>
    <message>
        <source>This scene was written by a newer GPU Memory Lab (scene format %1; this one reads %2).</source>
        <translation>Onyesho hili liliandikwa na GPU Memory Lab mpya zaidi (muundo wa onyesho %1; hii inasoma %2).</translation>
    </message>
    <message>
        <source>The scene has a field “%1” that scenes do not have (they have %2).</source>
        <translation>Onyesho lina sehemu “%1” ambayo maonyesho hayana (yana %2).</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a name in quotes.</source>
        <translation>“%1” ya onyesho lazima liwe jina ndani ya alama za nukuu.</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a JSON object.</source>
        <translation>“%1” ya onyesho lazima kiwe kitu (object) cha JSON.</translation>
    </message>
    <message>
        <source>The scene&apos;s “step” must be a whole number from 1.</source>
        <translation>“step” ya onyesho lazima iwe namba kamili kuanzia 1.</translation>
    </message>
    <message>
        <source>The scene&apos;s “event” must be a whole number from 1.</source>
        <translation>“event” ya onyesho lazima iwe namba kamili kuanzia 1.</translation>
    </message>
    <message>
        <source>The scene folds a panel it cannot: “%1” (the panels are %2).</source>
        <translation>Onyesho linakunja paneli ambayo haliwezi kukunja: “%1” (paneli ni %2).</translation>
    </message>
    <message>
        <source>The scene&apos;s “folded” must be a list of panels (%1).</source>
        <translation>“folded” ya onyesho lazima iwe orodha ya paneli (%1).</translation>
    </message>
</context>
<context>
    <name>LessonSidePanel</name>
    <message>
        <source>This step&apos;s text is read at its last event, %1: Next step plays on to it.</source>
        <translation>Maandishi ya hatua hii yanasomwa kwenye tukio lake la mwisho, %1: Hatua inayofuata inacheza hadi hapo.</translation>
    </message>
    <message>
        <source>These events come after the lesson&apos;s last step; what each one did is said below.</source>
        <translation>Matukio haya yanakuja baada ya hatua ya mwisho ya somo; kila moja lilichofanya kimeelezwa hapa chini.</translation>
    </message>
    <message>
        <source>This step&apos;s text is read at its last operation, %1: Next step plays on to it.</source>
        <translation>Maandishi ya hatua hii yanasomwa kwenye operesheni yake ya mwisho, %1: Hatua inayofuata inaendelea hadi hapo.</translation>
    </message>
</context>
<context>
    <name>LocalizedText</name>
    <message>
        <source>it is not an object of texts by language</source>
        <translation>si object ya maandishi kwa kila lugha</translation>
    </message>
    <message>
        <source>it has no %1 (%2) text</source>
        <translation>haina maandishi ya %1 (%2)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About GPU Memory Lab</source>
        <translation>Kuhusu GPU Memory Lab</translation>
    </message>
    <message>
        <source>GPU Memory Lab %1

Watch GPU memory being managed: the caching allocator, the paged KV cache and activation checkpointing, each with a quiz.

Engines run on: %2</source>
        <translation>GPU Memory Lab %1

Tazama jinsi kumbukumbu ya GPU inavyosimamiwa: kigawaji cha kumbukumbu chenye kache, akiba ya KV yenye kurasa na checkpointing ya aktivesheni, kila kimoja kikiwa na jaribio.

Injini zinaendeshwa kwenye: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Faili</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ondoka</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tazama</translation>
    </message>
    <message>
        <source>&amp;Restore default layout</source>
        <translation>&amp;Rejesha mpangilio chaguo-msingi</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lugha</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Msaada</translation>
    </message>
    <message>
        <source>&amp;About GPU Memory Lab</source>
        <translation>&amp;Kuhusu GPU Memory Lab</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Masomo</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Jaribio</translation>
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
        <translation>hakuna somo &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Quiz progress could not be saved: %1</source>
        <translation>Maendeleo ya jaribio hayakuweza kuhifadhiwa: %1</translation>
    </message>
    <message>
        <source>Simulated device (%1) · chosen with --device sim</source>
        <translation>Kifaa kilichoigwa (%1) · kimechaguliwa kwa --device sim</translation>
    </message>
    <message>
        <source>Simulated device (%1) · no CUDA GPU found</source>
        <translation>Kifaa kilichoigwa (%1) · hakuna GPU ya CUDA iliyopatikana</translation>
    </message>
    <message>
        <source>The lesson “%1” has no animation to show yet.</source>
        <translation>Somo “%1” bado halina uhuishaji wa kuonyesha.</translation>
    </message>
    <message>
        <source>Snapshot: %1</source>
        <translation>Snapshot ya kumbukumbu: %1</translation>
    </message>
    <message>
        <source>The engines run on this CUDA GPU.</source>
        <translation>Injini zinaendeshwa kwenye GPU hii ya CUDA.</translation>
    </message>
    <message>
        <source>The simulated device was asked for with --device sim.</source>
        <translation>Kifaa kilichoigwa kiliombwa kwa --device sim.</translation>
    </message>
    <message>
        <source>No CUDA GPU: this build has no CUDA support (nvcc was not found when it was built).</source>
        <translation>Hakuna GPU ya CUDA: toleo hili la programu halina uwezo wa CUDA (nvcc haikupatikana lilipojengwa).</translation>
    </message>
    <message>
        <source>No CUDA GPU answered. The CUDA runtime said: %1</source>
        <extracomment>%1 is the CUDA runtime&apos;s or driver&apos;s own message.</extracomment>
        <translation>Hakuna GPU ya CUDA iliyojibu. Mfumo wa uendeshaji wa CUDA (runtime) ulisema: %1</translation>
    </message>
</context>
<context>
    <name>MemoryCategoryText</name>
    <message>
        <source>Parameters</source>
        <translation>Vigezo</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gredi</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Hali ya optimizer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivesheni</translation>
    </message>
    <message>
        <source>Temporaries</source>
        <translation>Tensor za muda</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Haijulikani</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A share of the memory at the peak; %1 is the number (&quot;56&quot;, &quot;3.2&quot;).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>At the peak, activations held %1 (%2) — what activation checkpointing could save; optimizer state held %3 (%4) — what it cannot.</source>
        <extracomment>%1 and %3 are sizes (&quot;33 MiB&quot;), %2 and %4 shares of the peak (&quot;3.2%&quot;).</extracomment>
        <translation>Kileleni, aktivesheni zilishika %1 (%2) — kiasi ambacho checkpointing ya aktivesheni ingeweza kuokoa; hali ya optimizer ilishika %3 (%4) — kiasi ambacho haiwezi kuokoa.</translation>
    </message>
    <message>
        <source>A guess from the stack frames that allocated each block: PyTorch does not record what a tensor is for. Memory that nothing in its stack explains stays unknown.</source>
        <translation>Ni makisio kutoka kwa fremu za stack zilizogawa kila bloku: PyTorch hairekodi tensor ni ya nini. Kumbukumbu ambayo hakuna kitu katika stack yake kinachoieleza inabaki haijulikani.</translation>
    </message>
    <message>
        <source>Inference cache</source>
        <translation>Cache ya inference</translation>
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
        <translation>Iliyogawiwa (GiB)</translation>
    </message>
    <message>
        <source>Allocated (MiB)</source>
        <translation>Iliyogawiwa (MiB)</translation>
    </message>
    <message>
        <source>Allocated (KiB)</source>
        <translation>Iliyogawiwa (KiB)</translation>
    </message>
    <message>
        <source>Memory by category (a guess)</source>
        <translation>Kumbukumbu kwa aina (makisio)</translation>
    </message>
    <message>
        <source>What the allocated memory was for, over the trace</source>
        <translation>Kumbukumbu iliyogawiwa ilikuwa ya nini, katika trace nzima</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Kilele</translation>
    </message>
    <message>
        <source>Open the activation checkpointing lesson</source>
        <translation>Fungua somo la checkpointing ya aktivesheni</translation>
    </message>
    <message>
        <source>Memory by category chart</source>
        <translation>Chati ya kumbukumbu kwa aina</translation>
    </message>
    <message>
        <source>Allocated memory over the trace, stacked by guessed category.</source>
        <translation>Kumbukumbu iliyogawiwa katika trace nzima, iliyopangwa kwa aina zilizokisiwa.</translation>
    </message>
    <message>
        <source>Event (index in the trace)</source>
        <translation>Tukio (nafasi katika mfuatano)</translation>
    </message>
    <message>
        <source>At the peak: %1 allocated (requested sizes)</source>
        <extracomment>%1 is a size: what the program requested, before the allocator rounds blocks up.</extracomment>
        <translation>Kwenye kilele: %1 iliyogawiwa (ukubwa ulioombwa)</translation>
    </message>
    <message>
        <source>%1 (%2 inferred from the trace)</source>
        <extracomment>%1 a category, %2 the part of it guessed from the rest of the trace.</extracomment>
        <translation>%1 (%2 imekisiwa kutoka kwa mfuatano)</translation>
    </message>
</context>
<context>
    <name>MemoryMapView</name>
    <message>
        <source>No segments: the allocator holds no device memory.</source>
        <translation>Hakuna sehemu: kigawaji hakishikilii kumbukumbu yoyote ya kifaa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Address: %2&lt;br&gt;Size: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Anwani: %2&lt;br&gt;Ukubwa: %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Requested: %1</source>
        <translation>&lt;br&gt;Kilichoombwa: %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expandable segment</source>
        <translation>&lt;br&gt;Sehemu inayoweza kupanuka (expandable segment)</translation>
    </message>
    <message>
        <source>Memory map</source>
        <translation>Ramani ya kumbukumbu</translation>
    </message>
    <message>
        <source>%1 segments holding %2 blocks; %3 cached in free blocks. Each row is a segment; blocks are coloured and patterned by state.</source>
        <translation>Sehemu %1 zenye bloku %2; %3 kwenye kache katika bloku zisizotumika. Kila safu ni sehemu moja; bloku zina rangi na michoro kulingana na hali yake.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Kilichochaguliwa: %1</translation>
    </message>
    <message>
        <source>%1 (%2 B)</source>
        <translation>%1 (B %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Segment #%1 (%2), %3, stream %4</source>
        <translation>&lt;br&gt;Sehemu #%1 (%2), %3, mkondo %4</translation>
    </message>
    <message>
        <source>#%1 · %2 (cont.)</source>
        <extracomment>On the memory map, the label of segment %1 (%2 is its size) on each further row the segment wraps onto. Keep it short: it must fit in a piece of a row.</extracomment>
        <translation>#%1 · %2 (inaendelea)</translation>
    </message>
    <message>
        <source>Stream %1 is picked out; the other streams&apos; segments are faded.</source>
        <extracomment>The memory map&apos;s description for a screen reader when one stream is picked out (%1: its name or id).</extracomment>
        <translation>Stream %1 imechaguliwa; segments za streams nyingine zimefifishwa.</translation>
    </message>
</context>
<context>
    <name>ModelBudgetPanel</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modeli:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Kiboreshaji (optimizer):</translation>
    </message>
    <message>
        <source>Mi&amp;xed precision (fp32 master copy)</source>
        <translation>Usahihi &amp;mchanganyiko (nakala kuu ya fp32)</translation>
    </message>
    <message>
        <source>&amp;FSDP shards:</source>
        <translation>Vipande vya &amp;FSDP:</translation>
    </message>
    <message>
        <source>FSDP (ZeRO-3) splits weights, gradients and optimizer state over this many GPUs.</source>
        <translation>FSDP (ZeRO-3) hugawanya uzani, gredi na hali ya optimizer kati ya idadi hii ya GPU.</translation>
    </message>
    <message>
        <source>One GPU&apos;s training memory, part by part</source>
        <translation>Kumbukumbu ya mafunzo ya GPU moja, sehemu kwa sehemu</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>uzani</translation>
    </message>
    <message>
        <source>fp32 master copy</source>
        <translation>nakala kuu ya fp32</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gredi</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>hali ya optimizer</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>aktivesheni</translation>
    </message>
    <message>
        <source>GPU capacity (%1 GB)</source>
        <translation>Uwezo wa GPU (%1 GB)</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Stacked bars of weights, master copy, gradients, optimizer state and activations, each with its own pattern, against the GPU&apos;s capacity (dashed).</source>
        <translation>Pau zilizorundikwa za uzani, nakala kuu, gredi, hali ya optimizer na aktivesheni, kila moja ikiwa na mchoro wake, dhidi ya uwezo wa GPU (mstari wa vistari).</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD yenye momentamu</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>GB %1</translation>
    </message>
    <message>
        <source>weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) %7 = %8 of %9: fits</source>
        <translation>uzani %1 + nakala kuu ya fp32 %2 + gredi %3 + hali ya %4 %5 + aktivesheni (%6) %7 = %8 kati ya %9: inatosha</translation>
    </message>
    <message>
        <source>weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) %7 = %8 of %9: does not fit</source>
        <translation>uzani %1 + nakala kuu ya fp32 %2 + gredi %3 + hali ya %4 %5 + aktivesheni (%6) %7 = %8 kati ya %9: haitoshi</translation>
    </message>
    <message>
        <source>weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: fits</source>
        <translation>uzani %1 + gredi %2 + hali ya %3 %4 + aktivesheni (%5) %6 = %7 kati ya %8: inatosha</translation>
    </message>
    <message>
        <source>weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: does not fit</source>
        <translation>uzani %1 + gredi %2 + hali ya %3 %4 + aktivesheni (%5) %6 = %7 kati ya %8: haitoshi</translation>
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
        <translation>“%1”: maandishi ya %2 (%3) hayanukuu ndani ya mabano {} takwimu zilezile kama maandishi ya Kiingereza</translation>
    </message>
    <message>
        <source>“%1%2” is not a list</source>
        <translation>“%1%2” si orodha</translation>
    </message>
    <message>
        <source>an entry of “%1%2” has no &apos;%3&apos;</source>
        <translation>kipengele kimoja cha “%1%2” hakina &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the narration names no &apos;lesson&apos;</source>
        <translation>masimulizi hayataji &apos;lesson&apos;</translation>
    </message>
    <message>
        <source>“%1” is not a list</source>
        <translation>“%1” si orodha</translation>
    </message>
    <message>
        <source>an entry of “%1” has no &apos;id&apos;</source>
        <translation>kipengele kimoja cha “%1” hakina &apos;id&apos;</translation>
    </message>
    <message>
        <source>the narration holds no text</source>
        <translation>masimulizi hayana maandishi yoyote</translation>
    </message>
</context>
<context>
    <name>NumberText</name>
    <message>
        <source>%1 B</source>
        <translation>B %1</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>KiB %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>MiB %1</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>GiB %1</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>TiB %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>ms %1</translation>
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
        <translation>Kumbukumbu iliisha kwenye GPU %1 katika tukio %2: ilijaribu kugawa %3.</translation>
    </message>
    <message>
        <source>The driver said %1 of the GPU was free (device_free, as recorded).</source>
        <translation>Driver ilisema %1 ya GPU ilikuwa wazi (device_free, kama ilivyorekodiwa).</translation>
    </message>
    <message>
        <source>PyTorch held %1: %2 allocated to tensors and %3 reserved but cached.</source>
        <translation>PyTorch ilishika %1: %2 iliyogawiwa kwa tensors na %3 iliyohifadhiwa lakini iko kwenye cache.</translation>
    </message>
    <message>
        <source>About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA context): the GPU&apos;s %2, worked out from its expandable segments, less what PyTorch reserved and what was free.</source>
        <translation>Takriban %1 ilishikwa nje ya PyTorch (michakato mingine, NCCL, nafasi za kazi za cuBLAS, muktadha wa CUDA): %2 ya GPU, iliyokokotolewa kutoka kwa segments zake zinazopanuka, ukiondoa kile PyTorch ilichohifadhi na kile kilichokuwa wazi.</translation>
    </message>
    <message>
        <source>About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA context): the GPU&apos;s %2, as you gave it, less what PyTorch reserved and what was free.</source>
        <translation>Takriban %1 ilishikwa nje ya PyTorch (michakato mingine, NCCL, nafasi za kazi za cuBLAS, muktadha wa CUDA): %2 ya GPU, kama ulivyoitoa, ukiondoa kile PyTorch ilichohifadhi na kile kilichokuwa wazi.</translation>
    </message>
    <message>
        <source>How much was held outside PyTorch is not known: the snapshot does not record the GPU&apos;s size. Give it under &quot;What if&quot; (GPU memory) to see it.</source>
        <translation>Kiasi kilichoshikwa nje ya PyTorch hakijulikani: snapshot hairekodi ukubwa wa GPU. Utoe chini ya &quot;What if&quot; (kumbukumbu ya GPU) ili kukiona.</translation>
    </message>
    <message>
        <source>The snapshot does not record the allocator&apos;s settings (older PyTorch).</source>
        <translation>Snapshot hairekodi mipangilio ya kigawaji (PyTorch ya zamani).</translation>
    </message>
    <message>
        <source>The run already used expandable segments.</source>
        <translation>Uendeshaji tayari ulitumia segments zinazopanuka.</translation>
    </message>
    <message>
        <source>%1 was cached but could not serve the request: try PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, which lets a segment grow instead of leaving gaps between segments.</source>
        <translation>%1 ilikuwa kwenye cache lakini haikuweza kutimiza ombi: jaribu PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, ambayo huruhusu segment kukua badala ya kuacha mapengo kati ya segments.</translation>
    </message>
    <message>
        <source>Large cached blocks were split into pieces too small for the request: try PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:%1, so that blocks that large are never split.</source>
        <translation>Blocks kubwa za cache ziligawanywa vipande vidogo mno kwa ombi: jaribu PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:%1, ili blocks kubwa hivyo zisigawanywe kamwe.</translation>
    </message>
    <message>
        <source>Memory held outside PyTorch (%1) would have served the request: look for other processes on the GPU (nvidia-smi), NCCL buffers, or a second framework in the same process.</source>
        <translation>Kumbukumbu iliyoshikwa nje ya PyTorch (%1) ingetimiza ombi: tafuta michakato mingine kwenye GPU (nvidia-smi), buffers za NCCL, au framework ya pili katika mchakato huo huo.</translation>
    </message>
    <message>
        <source>Live tensors held %1, nearly everything PyTorch had: the program needs less memory at this point (a smaller batch, activation checkpointing, offloading, or freeing tensors sooner).</source>
        <translation>Tensors hai zilishika %1, karibu yote PyTorch iliyokuwa nayo: programu inahitaji kumbukumbu kidogo katika hatua hii (batch ndogo, activation checkpointing, offloading, au kuachilia tensors mapema).</translation>
    </message>
    <message>
        <source>%1 was cached in whole free segments that could not serve this request (another stream&apos;s or pool&apos;s): free them between phases with torch.cuda.empty_cache(), or allocate on one stream.</source>
        <translation>%1 ilikuwa kwenye cache katika segments nzima zilizo wazi ambazo hazikuweza kutimiza ombi hili (za stream au pool nyingine): ziachilie kati ya awamu kwa torch.cuda.empty_cache(), au gawa kwenye stream moja.</translation>
    </message>
    <message>
        <source>What to try: %1</source>
        <translation>Cha kujaribu: %1</translation>
    </message>
    <message>
        <source>Of the cached memory, %1 lay in free pieces of split segments (inactive split blocks, which cannot be given back), %2 could be given back (whole free segments and free pages of expandable segments) and %3 was in blocks waiting for another stream.</source>
        <translation>Kati ya kumbukumbu iliyo kwenye cache, %1 ilikuwa katika vipande wazi vya segments zilizogawanywa (inactive split blocks, ambazo haziwezi kurudishwa), %2 ingeweza kurudishwa (segments nzima zilizo wazi na kurasa wazi za segments zinazopanuka) na %3 ilikuwa katika blocks zinazosubiri stream nyingine.</translation>
    </message>
</context>
<context>
    <name>PlaybackToolbar</name>
    <message>
        <source>Playback</source>
        <translation>Uchezaji</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Kasi:</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Kasi ya uchezaji</translation>
    </message>
    <message>
        <source>Position in the lesson</source>
        <translation>Mahali katika somo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Sitisha</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Cheza</translation>
    </message>
    <message>
        <source>This lesson has no animated steps yet.</source>
        <translation>Somo hili bado halina hatua za uhuishaji.</translation>
    </message>
    <message>
        <source>%1 operations/s</source>
        <translation>operesheni %1/s</translation>
    </message>
    <message>
        <source>%1 events/s</source>
        <translation>matukio %1/s</translation>
    </message>
    <message>
        <source>Nothing to play</source>
        <translation>Hakuna cha kucheza</translation>
    </message>
    <message>
        <source>Operation %1 of %2</source>
        <translation>Operesheni %1 kati ya %2</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation>Tukio %1 kati ya %2</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Hatua iliyotangulia</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Hatua inayofuata</translation>
    </message>
    <message>
        <source>Previous operation</source>
        <translation>Operesheni iliyotangulia</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>Tukio lililotangulia</translation>
    </message>
    <message>
        <source>Next operation</source>
        <translation>Operesheni inayofuata</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Tukio linalofuata</translation>
    </message>
</context>
<context>
    <name>PredictionBox</name>
    <message>
        <source>Your prediction</source>
        <translation>Utabiri wako</translation>
    </message>
    <message>
        <source>Your answer: %1. The teacher reveals it with R.</source>
        <translation>Jibu lako: %1. Mwalimu analifichua kwa R.</translation>
    </message>
    <message>
        <source>Right. %1</source>
        <translation>Sahihi. %1</translation>
    </message>
    <message>
        <source>Not this time. %1</source>
        <translation>Si safari hii. %1</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>Kilichotokea: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Jibu</translation>
    </message>
    <message>
        <source>Answer with the choice in the list</source>
        <translation>Jibu kwa chaguo lililo kwenye orodha</translation>
    </message>
</context>
<context>
    <name>PredictionFlow</name>
    <message>
        <source>Your predictions in this lesson: %1 of %2 right.</source>
        <translation>Utabiri wako katika somo hili: %1 kati ya %2 sahihi.</translation>
    </message>
    <message>
        <source>%1

Discuss, then press R or Page Down to see what happens.</source>
        <translation>%1

Jadilini, kisha bonyeza R au Page Down kuona kinachotokea.</translation>
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
        <translation>Kulia au Page Down: hatua inayofuata · Kushoto au Page Up: hatua iliyotangulia · Shift+Kulia: tukio moja · Q: jaribio · S: mipangilio · B: skrini tupu · Esc: toka</translation>
    </message>
</context>
<context>
    <name>PresentationController</name>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Wasilisha</translation>
    </message>
    <message>
        <source>Full screen, enlarged, for a projector (F5; Esc leaves)</source>
        <translation>Skrini nzima, iliyokuzwa, kwa ajili ya projekta (F5; Esc kutoka)</translation>
    </message>
    <message>
        <source>Presentation &amp;scale…</source>
        <translation>&amp;Ukuzaji wa uwasilishaji…</translation>
    </message>
    <message>
        <source>Presentation scale</source>
        <translation>Ukuzaji wa uwasilishaji</translation>
    </message>
    <message>
        <source>How much presentation mode enlarges the lesson and the quiz, in percent. Body text is %1 pixels high at 100%; %2% makes it %3 pixels of this screen&apos;s %4, legible from the back of a room when the screen is projected.</source>
        <translation>Kiasi ambacho hali ya uwasilishaji inakuza somo na jaribio, kwa asilimia. Maandishi ya kawaida yana urefu wa pikseli %1 kwa 100%; %2% huyafanya kuwa pikseli %3 kati ya %4 za urefu wa skrini hii, yanayosomeka kutoka nyuma ya chumba skrini ikionyeshwa kwa projekta.</translation>
    </message>
</context>
<context>
    <name>PresentationOverlay</name>
    <message>
        <source>The screen is blanked; press B to show it again.</source>
        <translation>Skrini imefanywa tupu; bonyeza B ili kuionyesha tena.</translation>
    </message>
</context>
<context>
    <name>ProblemsBanner</name>
    <message>
        <source>%1 could not be used: %2</source>
        <translation>%1 haikuweza kutumika: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be used; everything else is available.</source>
        <translation>
            <numerusform>Faili %n haikuweza kutumika; kila kitu kingine kinapatikana.</numerusform>
            <numerusform>Faili %n hazikuweza kutumika; kila kitu kingine kinapatikana.</numerusform>
        </translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Maelezo…</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ondoa</translation>
    </message>
    <message>
        <source>Files that could not be used</source>
        <translation>Faili ambazo hazikuweza kutumika</translation>
    </message>
    <message>
        <source>These files were skipped. Fix or remove them and restart; nothing else was affected.</source>
        <translation>Faili hizi zimerukwa. Zirekebishe au uziondoe, kisha uanzishe upya; hakuna kitu kingine kilichoathirika.</translation>
    </message>
</context>
<context>
    <name>QuizOptionButton</name>
    <message>
        <source>correct answer</source>
        <translation>jibu sahihi</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>jibu lako, si sahihi</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Chaguo %1: %2</translation>
    </message>
    <message>
        <source>Option %1: %2 (%3)</source>
        <translation>Chaguo %1: %2 (%3)</translation>
    </message>
    <message>
        <source>chosen, not yet revealed</source>
        <translation>limechaguliwa, jibu bado halijafichuliwa</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <source>This lesson has no quiz yet.</source>
        <translation>Somo hili bado halina jaribio.</translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation>&amp;Jaribio:</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Iliyotangulia</translation>
    </message>
    <message>
        <source>Previous question (Left arrow)</source>
        <translation>Swali lililotangulia (kishale cha kushoto)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Inayofuata ▶</translation>
    </message>
    <message>
        <source>Next question (Enter, Space or Right arrow)</source>
        <translation>Swali linalofuata (Enter, Space au kishale cha kulia)</translation>
    </message>
    <message>
        <source>Retry the ones I missed</source>
        <translation>Rudia niliyokosea</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Anza upya</translation>
    </message>
    <message>
        <source>Shuffle the options</source>
        <translation>Changanya machaguo</translation>
    </message>
    <message>
        <source>Show each question&apos;s options in a different order; answers are still checked against the right option.</source>
        <translation>Onyesha machaguo ya kila swali kwa mpangilio tofauti; majibu bado hukaguliwa dhidi ya chaguo sahihi.</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Jaribio</translation>
    </message>
    <message>
        <source>Level: intermediate</source>
        <translation>Kiwango: cha kati</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Kiwango: %1</translation>
    </message>
    <message>
        <source>Question %1 of %2 · retrying %3 missed</source>
        <translation>Swali %1 kati ya %2 · unarudia %3 uliyokosea</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>Swali %1 kati ya %2</translation>
    </message>
    <message>
        <source>Score: %1 / %2</source>
        <translation>Alama: %1 / %2</translation>
    </message>
    <message>
        <source>✓ Correct.</source>
        <translation>✓ Sahihi.</translation>
    </message>
    <message>
        <source>✗ Not quite: the right answer is option %1.</source>
        <translation>✗ Si sahihi: jibu sahihi ni chaguo %1.</translation>
    </message>
    <message>
        <source>You answered %1 of %2 questions correctly.</source>
        <translation>Umejibu kwa usahihi maswali %1 kati ya %2.</translation>
    </message>
    <message>
        <source>Show me in the lesson ▸</source>
        <translation>Nionyeshe katika somo ▸</translation>
    </message>
    <message>
        <source>Jump to the moment in the lesson&apos;s animation that this question is about</source>
        <translation>Ruka hadi wakati katika uhuishaji wa somo ambao swali hili linauhusu</translation>
    </message>
    <message>
        <source>Option %1 is chosen. Press R to reveal the answer.</source>
        <translation>Chaguo %1 limechaguliwa. Bonyeza R ili kufichua jibu.</translation>
    </message>
</context>
<context>
    <name>QuizReader</name>
    <message>
        <source>%1 has no &apos;%2&apos;</source>
        <translation>%1 halina &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the %1 of %2: %3</source>
        <translation>%1 ya %2: %3</translation>
    </message>
    <message>
        <source>the quiz</source>
        <translation>jaribio</translation>
    </message>
    <message>
        <source>the quiz has no &apos;id&apos;</source>
        <translation>jaribio halina &apos;id&apos;</translation>
    </message>
    <message>
        <source>the quiz does not name its &apos;lesson&apos;</source>
        <translation>jaribio halitaji &apos;lesson&apos; yake</translation>
    </message>
    <message>
        <source>the quiz has no questions</source>
        <translation>jaribio halina maswali</translation>
    </message>
    <message>
        <source>question %1</source>
        <translation>swali %1</translation>
    </message>
    <message>
        <source>%1 has %2 options; every question needs exactly %3</source>
        <translation>%1 lina machaguo %2; kila swali linahitaji machaguo %3 hasa</translation>
    </message>
    <message>
        <source>option %1 of %2: %3</source>
        <translation>chaguo %1 la %2: %3</translation>
    </message>
    <message>
        <source>%1 has no correct option</source>
        <translation>%1 halina chaguo sahihi</translation>
    </message>
    <message>
        <source>%1 names option %2 as correct, but options are numbered 0 to %3</source>
        <translation>%1 linataja chaguo %2 kuwa sahihi, lakini machaguo yana namba 0 hadi %3</translation>
    </message>
    <message>
        <source>%1 has a &apos;show_me&apos; link without a lesson or scene</source>
        <translation>%1 lina kiungo cha &apos;show_me&apos; kisicho na somo wala onyesho</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>Run: %1</source>
        <translation>Mafunzo: %1</translation>
    </message>
    <message>
        <source>The run could not be opened: %1</source>
        <translation>Mafunzo hayakuweza kufunguliwa: %1</translation>
    </message>
    <message>
        <source>Opening a run</source>
        <translation>Kufungua mafunzo</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>faili %n</numerusform>
            <numerusform>faili %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Open run &amp;folder…</source>
        <translation>Fungua folda ya &amp;mafunzo…</translation>
    </message>
    <message>
        <source>Open a training run&apos;s snapshot folder (torchtitan&apos;s memory_snapshot, or files named rank0, rank1, …) and see its ranks side by side</source>
        <translation>Fungua folda ya snapshot za mafunzo (memory_snapshot ya torchtitan, au faili zenye majina rank0, rank1, …) na uone rank zake kando kwa kando</translation>
    </message>
    <message>
        <source>Open a training run&apos;s snapshot folder</source>
        <translation>Fungua folda ya snapshot za mafunzo</translation>
    </message>
</context>
<context>
    <name>RunLanesView</name>
    <message>
        <source>Idle in the cache at the peak: %1%</source>
        <translation>Isiyotumika kwenye kache wakati wa kilele: %1%</translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-memory event(s)</source>
        <translation>
            <numerusform>tukio %n la kumbukumbu kuisha</numerusform>
            <numerusform>matukio %n ya kumbukumbu kuisha</numerusform>
        </translation>
    </message>
    <message>
        <source>The job stopped here: out of memory.</source>
        <translation>Kazi ilisimama hapa: kumbukumbu iliisha.</translation>
    </message>
    <message>
        <source>Allocated (active) memory</source>
        <translation>Kumbukumbu iliyogawiwa (amilifu)</translation>
    </message>
    <message>
        <source>Reserved memory</source>
        <translation>Kumbukumbu iliyohifadhiwa</translation>
    </message>
    <message>
        <source>Device capacity</source>
        <translation>Uwezo wa kifaa</translation>
    </message>
    <message>
        <source>Ran out of memory</source>
        <translation>Kumbukumbu iliisha</translation>
    </message>
    <message>
        <source>Rank %1 (device %2 of the file)</source>
        <translation>Rank %1 (kifaa %2 cha faili)</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>Unknown rank: %1</source>
        <extracomment>A lane whose file name says no rank: %1 is the file&apos;s path within the run.</extracomment>
        <translation>Rank isiyojulikana: %1</translation>
    </message>
    <message>
        <source>Peak %1 allocated, %2 reserved</source>
        <translation>Kilele: %1 iliyogawiwa, %2 iliyohifadhiwa</translation>
    </message>
    <message>
        <source>No rank of this step has loaded yet.</source>
        <translation>Bado hakuna rank ya hatua hii iliyopakiwa.</translation>
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
        <translation>sek %1</translation>
    </message>
    <message>
        <source>Time since each file&apos;s first event</source>
        <translation>Muda tangu tukio la kwanza la kila faili</translation>
    </message>
    <message>
        <source>Position in the step, from its first event to its last</source>
        <translation>Nafasi ndani ya hatua, kutoka tukio lake la kwanza hadi la mwisho</translation>
    </message>
    <message>
        <source>Click to open this rank&apos;s snapshot at this moment.</source>
        <translation>Bofya ili kufungua snapshot ya rank hii katika wakati huu.</translation>
    </message>
</context>
<context>
    <name>RunPresenter</name>
    <message>
        <source>Reading file %1 of %2: %3…</source>
        <translation>Inasoma faili %1 kati ya %2: %3…</translation>
    </message>
    <message>
        <source>Files with no step in their name, out of memory</source>
        <translation>Faili zisizo na hatua katika majina yao, kumbukumbu iliisha</translation>
    </message>
    <message>
        <source>Files with no step in their name</source>
        <translation>Faili zisizo na hatua katika majina yao</translation>
    </message>
    <message>
        <source>Step %1, out of memory</source>
        <translation>Hatua %1, kumbukumbu iliisha</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Hatua %1</translation>
    </message>
    <message>
        <source>Only one rank of this step has loaded: there is nothing to compare it with yet.</source>
        <translation>Rank moja tu ya hatua hii imepakiwa: bado hakuna cha kulinganisha nayo.</translation>
    </message>
    <message>
        <source>Rank %1 peaked highest, at %2 allocated; rank %3 allocated nothing.</source>
        <translation>Rank %1 ilifika kilele cha juu kabisa, %2 iliyogawiwa; rank %3 haikugawa chochote.</translation>
    </message>
    <message>
        <source>Rank %1 peaked highest, at %2 allocated: %3% more than rank %4, the lowest, at %5. The step needs as much memory as its fullest rank.</source>
        <extracomment>%3 is how much more the highest peak is than the lowest, in percent (such as 12.5).</extracomment>
        <translation>Rank %1 ilifika kilele cha juu kabisa, %2 iliyogawiwa: %3% zaidi ya rank %4, ya chini kabisa, yenye %5. Hatua inahitaji kumbukumbu kiasi cha rank yake iliyojaa zaidi.</translation>
    </message>
    <message>
        <source>The highest peak across the files was %1 allocated; one file allocated nothing.</source>
        <translation>Kilele cha juu kabisa kati ya faili kilikuwa %1 iliyogawiwa; faili moja haikugawa chochote.</translation>
    </message>
    <message>
        <source>The highest peak across the files was %1 allocated, %2% more than the lowest, %3.</source>
        <translation>Kilele cha juu kabisa kati ya faili kilikuwa %1 iliyogawiwa, %2% zaidi ya cha chini kabisa, %3.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 is a snapshot file&apos;s path within the run; %2 the reader&apos;s own explanation.</extracomment>
        <translation>%1 haikuweza kusomwa: %2</translation>
    </message>
    <message>
        <source>%1 is larger than this application reads: %2</source>
        <translation>%1 ni kubwa kuliko programu hii inavyosoma: %2</translation>
    </message>
    <message>
        <source>%1 is not a whole PyTorch memory snapshot: %2</source>
        <translation>%1 si snapshot kamili ya kumbukumbu ya PyTorch: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of this run did not load; the others are shown.</source>
        <translation>
            <numerusform>Faili %n ya mafunzo haya haikupakiwa; nyingine zinaonyeshwa.</numerusform>
            <numerusform>Faili %n za mafunzo haya hazikupakiwa; nyingine zinaonyeshwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading was cancelled: only the files read before it are shown.</source>
        <translation>Upakiaji ulighairiwa: faili zilizosomwa kabla yake tu ndizo zinaonyeshwa.</translation>
    </message>
    <message>
        <source>No snapshot in this folder yet. It is being watched: the job&apos;s snapshots appear here as it writes them.</source>
        <translation>Bado hakuna snapshot kwenye folda hii. Inafuatiliwa: snapshot za kazi zitaonekana hapa kadiri inavyoziandika.</translation>
    </message>
    <message numerus="yes">
        <source>Watching this folder: %n file(s) still being written, each shown once it is whole.</source>
        <translation>
            <numerusform>Inafuatilia folda hii: faili %n bado inaandikwa, itaonyeshwa ikikamilika.</numerusform>
            <numerusform>Inafuatilia folda hii: faili %n bado zinaandikwa, kila moja itaonyeshwa ikikamilika.</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching this folder: snapshots the job writes appear here once they are whole.</source>
        <translation>Inafuatilia folda hii: snapshot ambazo kazi inaandika zitaonekana hapa zikikamilika.</translation>
    </message>
    <message numerus="yes">
        <source>Training run of %n file(s)</source>
        <translation>
            <numerusform>Mafunzo ya faili %n</numerusform>
            <numerusform>Mafunzo ya faili %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Training run: %1</source>
        <translation>Mafunzo: %1</translation>
    </message>
    <message>
        <source>Looking for snapshot files…</source>
        <translation>Inatafuta faili za snapshot…</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Hatua:</translation>
    </message>
    <message>
        <source>&amp;Axis:</source>
        <translation>&amp;Mhimili:</translation>
    </message>
    <message>
        <source>Time since each file&apos;s first event</source>
        <translation>Muda tangu tukio la kwanza la kila faili</translation>
    </message>
    <message>
        <source>Position in the step</source>
        <translation>Nafasi ndani ya hatua</translation>
    </message>
    <message>
        <source>Memory of each rank in the chosen step</source>
        <translation>Kumbukumbu ya kila rank katika hatua iliyochaguliwa</translation>
    </message>
</context>
<context>
    <name>SceneController</name>
    <message>
        <source>Save sce&amp;ne…</source>
        <translation>Hifadhi o&amp;nyesho…</translation>
    </message>
    <message>
        <source>Save the lesson as it is on screen, to open exactly here again or to share</source>
        <translation>Hifadhi somo kama lilivyo kwenye skrini, ili kulifungua tena hapa hapa au kulishiriki</translation>
    </message>
    <message>
        <source>Open &amp;scene…</source>
        <translation>Fungua on&amp;yesho…</translation>
    </message>
    <message>
        <source>Open class p&amp;lan…</source>
        <translation>Fungua mpango wa &amp;darasa…</translation>
    </message>
    <message>
        <source>Open a folder of scenes as a playlist: Page Down and Page Up walk it while presenting</source>
        <translation>Fungua folda ya maonyesho kama orodha ya kucheza: Page Down na Page Up huipitia wakati wa kuwasilisha</translation>
    </message>
    <message>
        <source>Scenes are made of lessons: open the caching allocator, the paged KV cache or activation checkpointing.</source>
        <translation>Maonyesho hutengenezwa kutoka kwa masomo: fungua kigawaji chenye kache, akiba ya KV yenye kurasa au uhifadhi wa vituo vya aktivesheni.</translation>
    </message>
    <message>
        <source>The lesson has nothing on screen to save yet.</source>
        <translation>Somo bado halina kitu kwenye skrini cha kuhifadhi.</translation>
    </message>
    <message>
        <source>The scene could not be saved to %1: %2</source>
        <translation>Onyesho halikuweza kuhifadhiwa kwenye %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 haikuweza kusomwa: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a scene file.</source>
        <translation>%1 ni kubwa mno kuwa faili la onyesho.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The scene is of a lesson this window does not have: “%1”.</source>
        <translation>Onyesho ni la somo ambalo dirisha hili halina: “%1”.</translation>
    </message>
    <message>
        <source>The scene&apos;s language “%1” is not one of %2.</source>
        <translation>Lugha ya onyesho “%1” si mojawapo ya %2.</translation>
    </message>
    <message>
        <source>%1 has no scene files (*.gmlscene) to make a class plan of.</source>
        <translation>%1 haina faili za maonyesho (*.gmlscene) za kutengeneza mpango wa darasa.</translation>
    </message>
    <message>
        <source>Opening a scene</source>
        <translation>Kufungua onyesho</translation>
    </message>
    <message>
        <source>Class plan: scene %1 of %2 (%3)</source>
        <translation>Mpango wa darasa: onyesho %1 kati ya %2 (%3)</translation>
    </message>
    <message>
        <source>Opening a class plan</source>
        <translation>Kufungua mpango wa darasa</translation>
    </message>
    <message>
        <source>Saving a scene</source>
        <translation>Kuhifadhi onyesho</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>Hifadhi onyesho</translation>
    </message>
    <message>
        <source>Scenes (*.gmlscene)</source>
        <translation>Maonyesho (*.gmlscene)</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Fungua onyesho</translation>
    </message>
    <message>
        <source>Open a folder of scenes as a class plan</source>
        <translation>Fungua folda ya maonyesho kama mpango wa darasa</translation>
    </message>
</context>
<context>
    <name>ServingStepText</name>
    <message>
        <source>Scheduler step %1.</source>
        <translation>Hatua %1 ya kipanga ratiba.</translation>
    </message>
    <message>
        <source>A running request needs a new block and none is free.</source>
        <translation>Ombi linaloendelea linahitaji bloku mpya na hakuna iliyo huru.</translation>
    </message>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted: its %n KV block(s) are copied to the host&apos;s swap space (host blocks %2) and given back.</source>
        <translation>
            <numerusform>Ombi lililofika mwisho, ombi %1, limesimamishwa: bloku yake %n ya KV imenakiliwa kwenye nafasi ya swap ya host (bloku ya host %2) na imerudishwa.</numerusform>
            <numerusform>Ombi lililofika mwisho, ombi %1, limesimamishwa: bloku zake %n za KV zimenakiliwa kwenye nafasi ya swap ya host (bloku za host %2) na zimerudishwa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted, but the host&apos;s swap space has only %2 of its %3 blocks free and the request needs %n: its blocks are given back and its KV dropped; it will run its tokens through the model again.</source>
        <translation>
            <numerusform>Ombi lililofika mwisho, ombi %1, limesimamishwa, lakini nafasi ya swap ya host ina bloku %2 tu zilizo huru kati ya %3, na ombi linahitaji %n: bloku zake zinarudishwa na KV yake inatupwa; litapitisha tena tokeni zake kwenye modeli.</numerusform>
            <numerusform>Ombi lililofika mwisho, ombi %1, limesimamishwa, lakini nafasi ya swap ya host ina bloku %2 tu zilizo huru kati ya %3, na ombi linahitaji %n: bloku zake zinarudishwa na KV yake inatupwa; litapitisha tena tokeni zake kwenye modeli.</numerusform>
        </translation>
    </message>
    <message>
        <source>The latest arrival, request %1, is preempted: its blocks are given back and its KV dropped; it will run its tokens through the model again.</source>
        <translation>Ombi lililofika mwisho, ombi %1, limesimamishwa: bloku zake zinarudishwa na KV yake inatupwa; litapitisha tena tokeni zake kwenye modeli.</translation>
    </message>
    <message>
        <source>Request %1 is swapped back in: its blocks are copied from the host into the blocks it gets now.</source>
        <translation>Ombi %1 linarudishwa kutoka swap: bloku zake zinanakiliwa kutoka kwenye host kwenda kwenye bloku linazopata sasa.</translation>
    </message>
    <message>
        <source>Request %1 comes back and recomputes its KV.</source>
        <translation>Ombi %1 linarudi na kukokotoa upya KV yake.</translation>
    </message>
    <message numerus="yes">
        <source>Admitted %n request(s): %1.</source>
        <translation>
            <numerusform>Ombi %n limepokelewa: %1.</numerusform>
            <numerusform>Maombi %n yamepokelewa: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) finished and freed their blocks: %1.</source>
        <translation>
            <numerusform>Ombi %n limekamilika na kuachilia bloku zake: %1.</numerusform>
            <numerusform>Maombi %n yamekamilika na kuachilia bloku zao: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 running, %2 waiting, %3 of %4 blocks free.</source>
        <translation>Maombi yanayoendelea: %1, yanayosubiri: %2, bloku huru: %3 kati ya %4.</translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonController</name>
    <message>
        <source>&amp;Compare snapshots…</source>
        <translation>&amp;Linganisha snapshot…</translation>
    </message>
    <message>
        <source>Compare two PyTorch memory snapshots at their peaks, place by place in your code</source>
        <translation>Linganisha snapshot mbili za kumbukumbu za PyTorch kwenye vilele vyao, sehemu kwa sehemu katika msimbo wako</translation>
    </message>
    <message>
        <source>Choose snapshot A (before)</source>
        <translation>Chagua snapshot A (kabla)</translation>
    </message>
    <message>
        <source>Choose snapshot B (after)</source>
        <translation>Chagua snapshot B (baada)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Inasoma %1…</translation>
    </message>
    <message>
        <source>Comparing two snapshots</source>
        <translation>Kulinganisha snapshot mbili</translation>
    </message>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>Linganisha: %1 na %2</translation>
    </message>
    <message>
        <source>The snapshots could not be compared: %1</source>
        <translation>Snapshot hazikuweza kulinganishwa: %1</translation>
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
            <numerusform>Sehemu nyingine %n katika msimbo</numerusform>
            <numerusform>Sehemu nyingine %n katika msimbo</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocated from (your code)</source>
        <translation>Imegawiwa kutoka (msimbo wako)</translation>
    </message>
    <message>
        <source>At A&apos;s peak</source>
        <translation>Kwenye kilele cha A</translation>
    </message>
    <message>
        <source>At B&apos;s peak</source>
        <translation>Kwenye kilele cha B</translation>
    </message>
    <message>
        <source>Difference (B − A)</source>
        <translation>Tofauti (B − A)</translation>
    </message>
    <message>
        <source>(no stack recorded)</source>
        <translation>(hakuna stack iliyorekodiwa)</translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonView</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 haikuweza kuandikwa: %2</translation>
    </message>
    <message>
        <source>Save the comparison table</source>
        <translation>Hifadhi jedwali la ulinganisho</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>Thamani zilizotenganishwa kwa koma (*.csv)</translation>
    </message>
    <message>
        <source>More in B</source>
        <translation>Zaidi katika B</translation>
    </message>
    <message>
        <source>Less in B</source>
        <translation>Kidogo katika B</translation>
    </message>
    <message>
        <source>Where the difference sits: the places that changed most</source>
        <translation>Tofauti iko wapi: sehemu zilizobadilika zaidi</translation>
    </message>
    <message>
        <source>Difference, B − A (GiB)</source>
        <translation>Tofauti, B − A (GiB)</translation>
    </message>
    <message>
        <source>Difference, B − A (MiB)</source>
        <translation>Tofauti, B − A (MiB)</translation>
    </message>
    <message>
        <source>Difference, B − A (KiB)</source>
        <translation>Tofauti, B − A (KiB)</translation>
    </message>
    <message>
        <source>&amp;Save table as CSV…</source>
        <translation>&amp;Hifadhi jedwali kama CSV…</translation>
    </message>
    <message>
        <source>Memory alive at each snapshot&apos;s peak, grouped by the first frames in your own code. The rows add up to each peak. Hover over a place to see its frames.</source>
        <translation>Kumbukumbu iliyo hai kwenye kilele cha kila snapshot, imepangwa kwa fremu za kwanza katika msimbo wako mwenyewe. Safu zinajumlika kuwa kila kilele. Weka kipanya juu ya sehemu ili kuona fremu zake.</translation>
    </message>
    <message>
        <source>Snapshot comparison chart</source>
        <translation>Chati ya ulinganisho wa snapshot</translation>
    </message>
    <message>
        <source>The places in the code whose memory at the peak changed most from A to B.</source>
        <translation>Sehemu za msimbo ambazo kumbukumbu yake kileleni ilibadilika zaidi kutoka A hadi B.</translation>
    </message>
    <message>
        <source>Compare two snapshots</source>
        <translation>Linganisha snapshot mbili</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <translation>%1 ikilinganishwa na %2</translation>
    </message>
    <message>
        <source>A (%1) peaked at %2, B (%3) at %4: B held %5 more.</source>
        <extracomment>%1, %3: file names; %2, %4: peak sizes; %5: how much more B held.</extracomment>
        <translation>A (%1) ilifika kilele cha %2, B (%3) cha %4: B ilishika %5 zaidi.</translation>
    </message>
    <message>
        <source>A (%1) peaked at %2, B (%3) at %4: B held %5 less.</source>
        <translation>A (%1) ilifika kilele cha %2, B (%3) cha %4: B ilishika %5 pungufu.</translation>
    </message>
    <message>
        <source>A (%1) and B (%2) both peaked at %3.</source>
        <translation>A (%1) na B (%2) zote zilifika kilele cha %3.</translation>
    </message>
</context>
<context>
    <name>SnapshotEventText</name>
    <message>
        <source>event %1</source>
        <extracomment>A snapshot&apos;s trace event, by its index in the file&apos;s device trace (as the command line&apos;s JSON gives it).</extracomment>
        <translation>tukio %1</translation>
    </message>
    <message>
        <source>Step %1 of %2 · event %3 of 0–%4</source>
        <extracomment>%3 is the event&apos;s index in the snapshot&apos;s trace, which holds events 0 to %4.</extracomment>
        <translation>Hatua %1 kati ya %2 · tukio %3 kati ya 0–%4</translation>
    </message>
    <message>
        <source>Step %1 of %2 · before the trace</source>
        <translation>Hatua %1 kati ya %2 · kabla ya mfuatano</translation>
    </message>
    <message>
        <source>the trace&apos;s start</source>
        <extracomment>Where the replay stands before the trace&apos;s first event: the memory held when the recording began.</extracomment>
        <translation>mwanzo wa mfuatano</translation>
    </message>
    <message>
        <source>Event %1 of 0–%2</source>
        <extracomment>The player&apos;s position in a snapshot: %1 the event&apos;s index in the trace, which holds events 0 to %2.</extracomment>
        <translation>Tukio %1 kati ya 0–%2</translation>
    </message>
    <message>
        <source>The trace&apos;s start</source>
        <translation>Mwanzo wa mfuatano</translation>
    </message>
</context>
<context>
    <name>SnapshotFindBox</name>
    <message>
        <source>Find an allocation (Ctrl+F)</source>
        <translation>Tafuta ugawaji (Ctrl+F)</translation>
    </message>
    <message>
        <source>0x7f3a00200000, 100MB..200MB, &gt;1GiB or a frame&apos;s text</source>
        <translation>0x7f3a00200000, 100MB..200MB, &gt;1GiB au maandishi ya frame</translation>
    </message>
    <message>
        <source>An address anywhere inside a block, a size or a size range, or text from a stack frame (a file or function name)</source>
        <translation>Anwani yoyote ndani ya block, ukubwa au kiwango cha ukubwa, au maandishi kutoka kwa stack frame (jina la faili au la function)</translation>
    </message>
    <message>
        <source>Allocations found</source>
        <translation>Ugawaji uliopatikana</translation>
    </message>
    <message>
        <source>F&amp;ind</source>
        <translation>Tafut&amp;a</translation>
    </message>
</context>
<context>
    <name>SnapshotFindController</name>
    <message>
        <source>Type an address, a size range or text from a stack frame.</source>
        <translation>Andika anwani, kiwango cha ukubwa au maandishi kutoka kwa stack frame.</translation>
    </message>
    <message>
        <source>alive at the dump</source>
        <translation>hai wakati wa dump</translation>
    </message>
    <message>
        <source>%1 · %2 at %3</source>
        <extracomment>A search result: %1 when (&quot;event 1204&quot;), %2 a size, %3 an address, %4 the program&apos;s frame.</extracomment>
        <translation>%1 · %2 kwenye %3</translation>
    </message>
    <message>
        <source>%1 · %2 at %3 · %4</source>
        <translation>%1 · %2 kwenye %3 · %4</translation>
    </message>
    <message>
        <source>No allocation on GPU %1 holds that address.</source>
        <translation>Hakuna ugawaji kwenye GPU %1 unaoshika anwani hiyo.</translation>
    </message>
    <message>
        <source>Nothing found on GPU %1.</source>
        <translation>Hakuna kilichopatikana kwenye GPU %1.</translation>
    </message>
    <message numerus="yes">
        <source>The first %n allocations found (there are more: narrow the search).</source>
        <translation>
            <numerusform>Ugawaji %n wa kwanza uliopatikana (kuna zaidi: punguza utafutaji).</numerusform>
            <numerusform>Ugawaji %n wa kwanza uliopatikana (kuna zaidi: punguza utafutaji).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) found.</source>
        <translation>
            <numerusform>Ugawaji %n umepatikana.</numerusform>
            <numerusform>Ugawaji %n umepatikana.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotLoadErrorText</name>
    <message>
        <source>The file could not be read: check that it exists and that you may read it.</source>
        <translation>Faili haikuweza kusomwa: hakikisha kwamba ipo na kwamba una ruhusa ya kuisoma.</translation>
    </message>
    <message>
        <source>This file is not a PyTorch memory snapshot that GPU Memory Lab can read, or it is damaged. Snapshots are written by torch.cuda.memory._dump_snapshot() or by pickling torch.cuda.memory._snapshot().</source>
        <translation>Faili hii si snapshot ya kumbukumbu ya PyTorch ambayo GPU Memory Lab inaweza kusoma, au imeharibika. Snapshot huandikwa na torch.cuda.memory._dump_snapshot() au kwa kufanya pickle ya torch.cuda.memory._snapshot().</translation>
    </message>
    <message>
        <source>This file needs more memory than this computer can give it. Open a part of its trace instead (File, Open part of a snapshot).</source>
        <translation>Faili hii inahitaji kumbukumbu zaidi ya ile kompyuta hii inaweza kuipa. Badala yake fungua sehemu ya mfuatano wake (Faili, Fungua sehemu ya snapshot).</translation>
    </message>
    <message>
        <source>Opening the snapshot was cancelled.</source>
        <translation>Kufungua snapshot kumeghairiwa.</translation>
    </message>
    <message>
        <source>That part of the trace cannot be chosen in this file. Choose another part, or the last events of the trace.</source>
        <translation>Sehemu hiyo ya mfuatano haiwezi kuchaguliwa katika faili hii. Chagua sehemu nyingine, au matukio ya mwisho ya mfuatano.</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <translation>%1 Maelezo: %2</translation>
    </message>
</context>
<context>
    <name>SnapshotOpener</name>
    <message>
        <source>&amp;Open snapshot…</source>
        <translation>&amp;Fungua snapshot…</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot)</source>
        <translation>Fungua snapshot ya kumbukumbu ya PyTorch (torch.cuda.memory._dump_snapshot)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fungua za &amp;hivi karibuni</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot</source>
        <translation>Fungua snapshot ya kumbukumbu ya PyTorch</translation>
    </message>
    <message>
        <source>PyTorch memory snapshots (*.pickle *.pkl *.pickle.gz *.pkl.gz *.pickle.zst *.pkl.zst *.pt *.pth *.zip);;All files (*)</source>
        <translation>Snapshot za kumbukumbu ya PyTorch (*.pickle *.pkl *.pickle.gz *.pkl.gz *.pickle.zst *.pkl.zst *.pt *.pth *.zip);;Faili zote (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Inasoma %1…</translation>
    </message>
    <message>
        <source>Opening a snapshot</source>
        <translation>Kufungua snapshot</translation>
    </message>
    <message>
        <source>Replaying the trace through the allocator…</source>
        <translation>Inaendesha upya mfuatano wa matukio kupitia kigawaji…</translation>
    </message>
    <message>
        <source>Opening the snapshot was cancelled.</source>
        <translation>Kufungua snapshot kumeghairiwa.</translation>
    </message>
    <message>
        <source>Open &amp;part of a snapshot…</source>
        <translation>Fungua &amp;sehemu ya snapshot…</translation>
    </message>
    <message>
        <source>Open only the last events, or a stretch of time, of a large snapshot&apos;s trace</source>
        <translation>Fungua matukio ya mwisho tu, au kipindi cha muda, cha mfuatano wa snapshot kubwa</translation>
    </message>
    <message>
        <source>Open part of a PyTorch memory snapshot</source>
        <translation>Fungua sehemu ya snapshot ya kumbukumbu ya PyTorch</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 haikuweza kufunguliwa.</translation>
    </message>
</context>
<context>
    <name>SnapshotPresenter</name>
    <message>
        <source>First difference: %1</source>
        <translation>Tofauti ya kwanza: %1</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <extracomment>%1 is the event&apos;s index in the snapshot&apos;s trace (as the command line&apos;s JSON numbers it).</extracomment>
        <translation>Tukio %1: %2</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>kilele cha iliyohifadhiwa</translation>
    </message>
    <message>
        <source>peak inactive split</source>
        <translation>kilele cha isiyotumika (iliyogawanywa)</translation>
    </message>
    <message>
        <source>fragmentation at peak</source>
        <translation>kugawanyika wakati wa kilele</translation>
    </message>
    <message>
        <source>out-of-memory errors</source>
        <translation>hitilafu za kumbukumbu kuisha</translation>
    </message>
    <message>
        <source>Reading the trace of GPU %1… Until it is read and replayed, the map shows the memory as it stood when the snapshot was taken: %2 segments, %3 reserved, %4 allocated.</source>
        <translation>Inasoma mfuatano wa GPU %1… Hadi usomwe na kuendeshwa upya, ramani inaonyesha kumbukumbu kama ilivyokuwa snapshot ilipochukuliwa: sehemu %2, %3 iliyohifadhiwa, %4 iliyogawiwa.</translation>
    </message>
    <message>
        <source>%1 (reading…)</source>
        <translation>%1 (inasomwa…)</translation>
    </message>
    <message>
        <source>GPU %1: %2 segments when the snapshot was taken, %3 reserved, %4 allocated. The snapshot holds no trace of events: the page shows the memory at that moment only.</source>
        <translation>GPU %1: segments %2 wakati snapshot ilipochukuliwa, %3 iliyohifadhiwa, %4 iliyogawiwa. Snapshot haina mfuatano wa matukio: ukurasa unaonyesha kumbukumbu ya wakati huo tu.</translation>
    </message>
    <message>
        <source>GPU %1: %2 segments at the dump, %3 trace events. Peak allocated %4 (block sizes), peak reserved %5.</source>
        <extracomment>%4 and %5 are sizes: the allocated peak in block sizes (rounded as the allocator keeps them), the reserved peak.</extracomment>
        <translation>GPU %1: segments %2 wakati wa dump, matukio %3 ya mfuatano. Kilele cha iliyogawiwa %4 (ukubwa wa blocks), kilele cha iliyohifadhiwa %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-memory error(s)</source>
        <translation>
            <numerusform>hitilafu %n za kumbukumbu kuisha</numerusform>
            <numerusform>hitilafu %n za kumbukumbu kuisha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retry(ies) after freeing the cache.</source>
        <translation>
            <numerusform>majaribio %n upya baada ya kuachilia cache.</numerusform>
            <numerusform>majaribio %n upya baada ya kuachilia cache.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replayed through the allocator: %1 of %2 allocations at the recorded address, %3 of %4 segments as recorded.</source>
        <translation>Imeendeshwa upya kupitia kigawaji: ugawaji %1 kati ya %2 kwenye anwani iliyorekodiwa, segments %3 kati ya %4 kama zilivyorekodiwa.</translation>
    </message>
    <message>
        <source>The memory as it was when the snapshot was taken. The file holds no trace of the events that led there.</source>
        <translation>Kumbukumbu kama ilivyokuwa wakati snapshot ilipochukuliwa. Faili haina mfuatano wa matukio yaliyofikisha hapo.</translation>
    </message>
    <message>
        <source>Before the trace: %1</source>
        <translation>Kabla ya mfuatano: %1</translation>
    </message>
    <message>
        <source>peak allocated (block sizes)</source>
        <translation>kilele cha iliyogawiwa (ukubwa wa blocks)</translation>
    </message>
    <message>
        <source>When the snapshot was taken</source>
        <translation>Wakati snapshot ilipochukuliwa</translation>
    </message>
</context>
<context>
    <name>SnapshotReplayText</name>
    <message>
        <source>Before the trace began, the allocator already held this %1 segment of the %2 at %3.</source>
        <translation>Kabla mfuatano wa matukio haujaanza, kigawaji tayari kilikuwa na sehemu hii ya %1 ya %2 kwenye %3.</translation>
    </message>
    <message>
        <source>Before the trace began, a block of %1 at %2 was carved out of it.</source>
        <translation>Kabla mfuatano wa matukio haujaanza, bloku ya %1 kwenye %2 ilikuwa imekatwa kutoka ndani yake.</translation>
    </message>
    <message>
        <source>Before the trace began, the block at %1 was freed.</source>
        <translation>Kabla mfuatano wa matukio haujaanza, bloku iliyo kwenye %1 ilikuwa imeachiliwa.</translation>
    </message>
    <message>
        <source>Before the trace began, the block at %1 was cached.</source>
        <translation>Kabla mfuatano wa matukio haujaanza, bloku iliyo kwenye %1 ilikuwa kwenye kache.</translation>
    </message>
    <message>
        <source>The start state&apos;s segment at %1 could not be adopted: %2</source>
        <translation>Sehemu ya hali ya mwanzo iliyo kwenye %1 haikuweza kupokelewa: %2</translation>
    </message>
    <message>
        <source>The alloc of %1 recorded at %2 failed in the replay: %3</source>
        <translation>Tukio la alloc la %1 lililorekodiwa kwenye %2 limeshindwa katika uendeshaji upya: %3</translation>
    </message>
    <message>
        <source>The alloc of %1 recorded at %2 was replayed at %3.</source>
        <translation>Tukio la alloc la %1 lililorekodiwa kwenye %2 limeendeshwa upya kwenye %3.</translation>
    </message>
    <message>
        <source>The trace records an out-of-memory for %1; the replay found a cached block for it.</source>
        <translation>Mfuatano wa matukio unarekodi kumbukumbu kuisha kwa %1; uendeshaji upya umepata bloku iliyo kwenye kache kwa ajili yake.</translation>
    </message>
    <message numerus="yes">
        <source>empty_cache released %n segment(s) in the replay; the trace shows %1.</source>
        <translation>
            <numerusform>empty_cache imeachilia sehemu %n katika uendeshaji upya; mfuatano wa matukio unaonyesha %1.</numerusform>
            <numerusform>empty_cache imeachilia sehemu %n katika uendeshaji upya; mfuatano wa matukio unaonyesha %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The replay made a new %1 segment that the trace does not have.</source>
        <translation>Uendeshaji upya umeunda sehemu mpya ya %1 ambayo haimo kwenye mfuatano wa matukio.</translation>
    </message>
    <message>
        <source>%1 of %2 recorded at %3 was replayed as %4 of %5 at %6.</source>
        <translation>%1 ya %2 iliyorekodiwa kwenye %3 imeendeshwa upya kama %4 ya %5 kwenye %6.</translation>
    </message>
    <message>
        <source>%1 of %2 at %3 was not predicted: the replay served the allocation from its cache.</source>
        <translation>%1 ya %2 kwenye %3 haikutabiriwa: uendeshaji upya ulihudumia ugawaji huo kutoka kwenye kache yake.</translation>
    </message>
    <message>
        <source>The replay assumed a GPU with %1 of memory, worked out from its expandable segments: PyTorch reserves each one an address range of the GPU&apos;s memory plus an eighth, and consecutive ranges start %2 apart.</source>
        <translation>Uendeshaji upya ulichukulia GPU yenye kumbukumbu ya %1, iliyokokotolewa kutokana na sehemu zake zinazoweza kupanuka: PyTorch huhifadhi kwa kila moja masafa ya anwani yenye ukubwa wa kumbukumbu ya GPU pamoja na sehemu moja ya nane, na masafa yanayofuatana huanza kwa umbali wa %2.</translation>
    </message>
    <message>
        <source>The replay assumed a GPU with %1 of memory, the size you gave.</source>
        <translation>Uendeshaji upya ulichukulia GPU yenye kumbukumbu ya %1, ukubwa ulioutoa.</translation>
    </message>
    <message>
        <source>The snapshot does not record how much memory the GPU had, and its expandable segments do not show it, so the replay assumed %1: %2, or twice the reserved peak if that is more.</source>
        <translation>Snapshot hairekodi GPU ilikuwa na kumbukumbu kiasi gani, na sehemu zake zinazoweza kupanuka hazionyeshi hilo, kwa hivyo uendeshaji upya ulichukulia %1: %2, au mara mbili ya kilele cha iliyohifadhiwa ikiwa hicho ni kikubwa zaidi.</translation>
    </message>
</context>
<context>
    <name>SnapshotReportText</name>
    <message>
        <source>the default stream (0)</source>
        <translation>stream ya msingi (0)</translation>
    </message>
    <message>
        <source>stream %1</source>
        <extracomment>%1 is the stream&apos;s handle as PyTorch recorded it, in hexadecimal (&quot;0x55d1c0a8f000&quot;).</extracomment>
        <translation>stream %1</translation>
    </message>
    <message>
        <source>CUDA graph pool (%1, %2)</source>
        <extracomment>A CUDA graph&apos;s private memory pool, named by PyTorch&apos;s pool id (two numbers).</extracomment>
        <translation>pool ya CUDA graph (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n segment(s), %2 reserved, %3 allocated</source>
        <translation>
            <numerusform>%1: segments %n, %2 iliyohifadhiwa, %3 iliyogawiwa</numerusform>
            <numerusform>%1: segments %n, %2 iliyohifadhiwa, %3 iliyogawiwa</numerusform>
        </translation>
    </message>
    <message>
        <source>The snapshot does not record the allocator&apos;s settings (PyTorch before 2.5 did not write them).</source>
        <translation>Snapshot hairekodi mipangilio ya kigawaji (PyTorch kabla ya 2.5 haikuiandika).</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF was not set.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF haikuwekwa.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=%1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=%1</translation>
    </message>
    <message>
        <source>Expandable segments: on.</source>
        <translation>Segments zinazopanuka: zimewashwa.</translation>
    </message>
    <message>
        <source>Expandable segments: off.</source>
        <translation>Segments zinazopanuka: zimezimwa.</translation>
    </message>
    <message>
        <source>Largest block that is split: unlimited (max_split_size not set).</source>
        <translation>Block kubwa zaidi inayogawanywa: bila kikomo (max_split_size haijawekwa).</translation>
    </message>
    <message>
        <source>Blocks of %1 or more are never split (max_split_size).</source>
        <translation>Blocks za %1 au zaidi hazigawanywi kamwe (max_split_size).</translation>
    </message>
    <message>
        <source>Garbage collection of cached blocks: off.</source>
        <translation>Ukusanyaji wa taka wa blocks za cache: umezimwa.</translation>
    </message>
    <message>
        <source>Garbage collection of cached blocks starts at %1% of the memory allowed.</source>
        <translation>Ukusanyaji wa taka wa blocks za cache huanza kwenye %1% ya kumbukumbu inayoruhusiwa.</translation>
    </message>
    <message>
        <source>Sizes are rounded in power-of-two divisions: %1 (MiB:divisions).</source>
        <translation>Ukubwa huzungushwa katika migawanyo ya nguvu za mbili: %1 (MiB:migawanyo).</translation>
    </message>
    <message>
        <source>Out-of-memory errors on GPU %1</source>
        <translation>Hitilafu za kumbukumbu kuisha kwenye GPU %1</translation>
    </message>
    <message>
        <source>The trace records no out-of-memory error on GPU %1.</source>
        <translation>Mfuatano haurekodi hitilafu yoyote ya kumbukumbu kuisha kwenye GPU %1.</translation>
    </message>
    <message>
        <source>Go to it</source>
        <translation>Nenda hapo</translation>
    </message>
    <message>
        <source>What to try:</source>
        <translation>Cha kujaribu:</translation>
    </message>
    <message numerus="yes">
        <source>Before giving up, the allocator freed its cache and tried again %n time(s) (num_alloc_retries).</source>
        <translation>
            <numerusform>Kabla ya kukata tamaa, kigawaji kiliachilia cache yake na kujaribu tena mara %n (num_alloc_retries).</numerusform>
            <numerusform>Kabla ya kukata tamaa, kigawaji kiliachilia cache yake na kujaribu tena mara %n (num_alloc_retries).</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocator settings, as recorded</source>
        <translation>Mipangilio ya kigawaji, kama ilivyorekodiwa</translation>
    </message>
    <message>
        <source>CUDA graph private pools</source>
        <translation>Pool binafsi za CUDA graph</translation>
    </message>
    <message>
        <source>No segment of GPU %1 belonged to a CUDA graph&apos;s private pool when the snapshot was taken.</source>
        <translation>Hakuna segment ya GPU %1 iliyokuwa ya pool binafsi ya CUDA graph wakati snapshot ilipochukuliwa.</translation>
    </message>
    <message>
        <source>Memory a captured CUDA graph keeps for itself: only that graph&apos;s allocations can use it. Figures at the dump.</source>
        <translation>Kumbukumbu ambayo CUDA graph iliyonaswa hujiwekea: ugawaji wa graph hiyo pekee unaweza kuitumia. Takwimu ni za wakati wa dump.</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Mitiririko</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n allocation(s) in the trace</source>
        <translation>
            <numerusform>%1: ugawaji %n katika mfuatano</numerusform>
            <numerusform>%1: ugawaji %n katika mfuatano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotSelection</name>
    <message>
        <source>Select an allocation: click a block of the map or a band of the timeline, or find one (Ctrl+F).</source>
        <translation>Chagua ugawaji: bofya block ya ramani au ukanda wa timeline, au utafute mmoja (Ctrl+F).</translation>
    </message>
    <message>
        <source>This block was allocated before the trace began; its stack is not known.</source>
        <translation>Block hii iligawiwa kabla mfuatano haujaanza; stack yake haijulikani.</translation>
    </message>
    <message>
        <source>%1 at %2, allocated at %3</source>
        <translation>%1 kwenye %2, imegawiwa %3</translation>
    </message>
    <message>
        <source>%1 at %2, allocated before the trace began</source>
        <translation>%1 kwenye %2, iligawiwa kabla mfuatano haujaanza</translation>
    </message>
    <message>
        <source>The snapshot recorded no stack for this allocation.</source>
        <translation>Snapshot haikurekodi stack kwa ugawaji huu.</translation>
    </message>
    <message>
        <source>Its stack is not known: the trace does not show it being made.</source>
        <translation>Stack yake haijulikani: mfuatano hauonyeshi ikitengenezwa.</translation>
    </message>
</context>
<context>
    <name>SnapshotSizeAdvice</name>
    <message>
        <source>This compressed file holds about %1 of snapshot, and this computer has %2 of memory free. Opening the whole trace may take a long time or run out of memory; opening only part of it is quicker.</source>
        <translation>Faili hii iliyobanwa ina takriban %1 ya snapshot, na kompyuta hii ina %2 ya kumbukumbu iliyo wazi. Kufungua mfuatano wote kunaweza kuchukua muda mrefu au kumaliza kumbukumbu; kufungua sehemu yake tu ni haraka zaidi.</translation>
    </message>
    <message>
        <source>This file is %1, and this computer has %2 of memory free. Opening the whole trace may take a long time or run out of memory; opening only part of it is quicker.</source>
        <translation>Faili hii ni %1, na kompyuta hii ina %2 ya kumbukumbu iliyo wazi. Kufungua mfuatano wote kunaweza kuchukua muda mrefu au kumaliza kumbukumbu; kufungua sehemu yake tu ni haraka zaidi.</translation>
    </message>
</context>
<context>
    <name>SnapshotSteps</name>
    <message>
        <source>The recording begins</source>
        <translation>Urekodi unaanza</translation>
    </message>
    <message>
        <source>Reserved memory peaks: %1</source>
        <translation>Kumbukumbu iliyohifadhiwa inafika kilele: %1</translation>
    </message>
    <message>
        <source>Out of memory (%1 of %2)</source>
        <translation>Kumbukumbu imeisha (%1 kati ya %2)</translation>
    </message>
    <message>
        <source>The recording ends</source>
        <translation>Urekodi unaisha</translation>
    </message>
    <message>
        <source>When the recording began, the program held %1 allocated in %2 reserved: the events before this one only rebuild that state.</source>
        <translation>Urekodi ulipoanza, programu ilikuwa na %1 zilizogawiwa ndani ya %2 zilizohifadhiwa: matukio kabla ya hili yanajenga upya hali hiyo tu.</translation>
    </message>
    <message>
        <source>Event %1: reserved memory reaches its peak, %2, of which %3 is allocated: the rest is cached in free blocks.</source>
        <translation>Tukio %1: kumbukumbu iliyohifadhiwa inafika kilele chake, %2, ambapo %3 imegawiwa: iliyobaki imehifadhiwa kwenye kache katika bloku huru.</translation>
    </message>
    <message>
        <source>Event %1: a request for %2 failed, out of memory, with %3 allocated in %4 reserved.</source>
        <translation>Tukio %1: ombi la %2 limeshindwa, kumbukumbu imeisha, %3 zikiwa zimegawiwa ndani ya %4 zilizohifadhiwa.</translation>
    </message>
    <message>
        <source>Event %1: the recording ends with %2 allocated in %3 reserved.</source>
        <translation>Tukio %1: urekodi unaisha na %2 zilizogawiwa ndani ya %3 zilizohifadhiwa.</translation>
    </message>
    <message>
        <source>Allocated memory peaks: %1 (block sizes)</source>
        <extracomment>%1 is the peak in block sizes, rounded as the allocator keeps them (above what the program requested).</extracomment>
        <translation>Kumbukumbu iliyogawiwa inafika kilele: %1 (ukubwa wa blocks)</translation>
    </message>
    <message>
        <source>Event %1: allocated memory reaches its peak, %2 in block sizes, in %3 reserved. The blocks on the map are what was live at the worst moment: select one to see the code that allocated it.</source>
        <translation>Tukio %1: kumbukumbu iliyogawiwa inafika kilele chake, %2 kwa ukubwa wa blocks, ndani ya %3 iliyohifadhiwa. Blocks kwenye ramani ndizo zilizokuwa hai wakati mbaya zaidi: chagua moja kuona msimbo ulioigawa.</translation>
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
        <translation>iliyogawiwa %1 · iliyohifadhiwa %2 · amilifu %3
isiyotumika (iliyogawanywa) %4 · kugawanyika %5</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>iliyorekodiwa</translation>
    </message>
    <message>
        <source>what if</source>
        <translation>je, kama</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>Kifaa cha &amp;GPU:</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>Kile kigawaji kilichofanya</translation>
    </message>
    <message>
        <source>What if: replay under other settings</source>
        <translation>Je, kama: endesha upya kwa mipangilio mingine</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Kumbukumbu ya GPU</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>kama ilivyorekodiwa</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Endesha &amp;upya</translation>
    </message>
    <message>
        <source>Memory &amp;map and replay</source>
        <translation>&amp;Ramani ya kumbukumbu na marudio</translation>
    </message>
    <message>
        <source>Memory by &amp;category</source>
        <translation>Kumbukumbu k&amp;wa aina</translation>
    </message>
    <message>
        <source>all</source>
        <translation>zote</translation>
    </message>
    <message>
        <source>Peak (P)</source>
        <translation>Kilele (P)</translation>
    </message>
    <message>
        <source>Go to where allocated memory peaked</source>
        <translation>Nenda mahali kumbukumbu iliyogawiwa ilipofika kilele</translation>
    </message>
    <message>
        <source>Out of memory (O)</source>
        <translation>Kumbukumbu kuisha (O)</translation>
    </message>
    <message>
        <source>Go to the next out-of-memory error</source>
        <translation>Nenda kwenye hitilafu inayofuata ya kumbukumbu kuisha</translation>
    </message>
    <message>
        <source>&amp;Out of memory</source>
        <translation>Kumbukumbu kui&amp;sha</translation>
    </message>
    <message>
        <source>Why it ran out of memory, the allocator settings as recorded, the CUDA graph pools and the streams</source>
        <translation>Kwa nini kumbukumbu iliisha, mipangilio ya kigawaji kama ilivyorekodiwa, pool za CUDA graph na mitiririko</translation>
    </message>
    <message>
        <source>S&amp;tream:</source>
        <translation>Mti&amp;ririko:</translation>
    </message>
    <message>
        <source>Lar&amp;gest allocations</source>
        <translation>Ugawaji mkubwa &amp;zaidi</translation>
    </message>
</context>
<context>
    <name>StackFramesView</name>
    <message>
        <source>Every frame of this stack is PyTorch&apos;s or Python&apos;s own: show them with the box below.</source>
        <translation>Kila frame ya stack hii ni ya PyTorch au Python yenyewe: zionyeshe kwa kisanduku kilicho chini.</translation>
    </message>
    <message>
        <source>Stack of the selected allocation</source>
        <translation>Stack ya ugawaji uliochaguliwa</translation>
    </message>
    <message>
        <source>Cop&amp;y stack</source>
        <translation>Nak&amp;ili stack</translation>
    </message>
    <message>
        <source>Copy the whole stack, every frame, to the clipboard</source>
        <translation>Nakili stack nzima, kila frame, kwenye ubao wa kunakili</translation>
    </message>
    <message numerus="yes">
        <source>Show all frames (%n folded)</source>
        <translation>
            <numerusform>Onyesha frames zote (%n zimekunjwa)</numerusform>
            <numerusform>Onyesha frames zote (%n zimekunjwa)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>GPU Memory Lab: watch GPU memory being managed, and take the quizzes.</source>
        <translation>GPU Memory Lab: tazama jinsi kumbukumbu ya GPU inavyosimamiwa, na ufanye majaribio.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Onyesha msaada huu.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Onyesha toleo.</translation>
    </message>
    <message>
        <source>Open lesson ID (caching-allocator, paged-kv-cache, activation-checkpointing).</source>
        <translation>Fungua somo ID (caching-allocator, paged-kv-cache, activation-checkpointing).</translation>
    </message>
    <message>
        <source>Interface and quiz language: en, bn, sw or wo.</source>
        <translation>Lugha ya kiolesura na ya majaribio: en, bn, sw au wo.</translation>
    </message>
    <message>
        <source>Run the engines on: auto, sim or cuda.</source>
        <translation>Endesha injini kwenye: auto, sim au cuda.</translation>
    </message>
    <message>
        <source>Also load lessons and quizzes from DIR (DIR/lessons/*.json, DIR/quizzes/*.json).</source>
        <translation>Pakia pia masomo na majaribio kutoka DIR (DIR/lessons/*.json, DIR/quizzes/*.json).</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;: choose en, bn, sw or wo</source>
        <translation>lugha isiyojulikana &apos;%1&apos;: chagua en, bn, sw au wo</translation>
    </message>
    <message>
        <source>unknown device &apos;%1&apos;: choose auto, sim or cuda</source>
        <translation>kifaa kisichojulikana &apos;%1&apos;: chagua auto, sim au cuda</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s (or the snapshot FILE&apos;s) views into DIR and exit; needs no display.</source>
        <translation>Andika mionekano ya somo (au ya snapshot FILE) ndani ya DIR kisha uondoke; haihitaji skrini.</translation>
    </message>
    <message>
        <source>With --export: png, svg or pdf.</source>
        <translation>Pamoja na --export: png, svg au pdf.</translation>
    </message>
    <message>
        <source>With --export: pixels per point for PNG (1 to 8).</source>
        <translation>Pamoja na --export: pikseli kwa kila pointi kwa PNG (1 hadi 8).</translation>
    </message>
    <message>
        <source>--%1 only goes with --export DIR</source>
        <translation>--%1 hutumika tu pamoja na --export DIR</translation>
    </message>
    <message>
        <source>--export needs a folder to write into</source>
        <translation>--export inahitaji folda ya kuandikia</translation>
    </message>
    <message>
        <source>--export needs either --lesson ID or one snapshot FILE</source>
        <translation>--export inahitaji ama --lesson ID au snapshot moja FILE</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;: choose png, svg or pdf</source>
        <translation>umbizo lisilojulikana &apos;%1&apos;: chagua png, svg au pdf</translation>
    </message>
    <message>
        <source>--scale wants a number from 1 to 8, not &apos;%1&apos;</source>
        <translation>--scale inahitaji namba kutoka 1 hadi 8, si &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Compare two snapshots: the FILEs A and B, at their peaks.</source>
        <translation>Linganisha snapshot mbili: FILE A na B, kwenye vilele vyao.</translation>
    </message>
    <message>
        <source>A PyTorch memory snapshot to open; a folder, or several files, open as one training run.</source>
        <translation>Snapshot ya kumbukumbu ya PyTorch ya kufungua; folda, au faili kadhaa, hufunguliwa kama mafunzo mamoja.</translation>
    </message>
    <message>
        <source>--compare needs two snapshot files, A and B</source>
        <translation>--compare inahitaji faili mbili za snapshot, A na B</translation>
    </message>
    <message>
        <source>Open at the end of the lesson&apos;s narrated step N (1 is the first), where its text applies; with --export, draw it there.</source>
        <translation>Fungua mwishoni mwa hatua N ya somo yenye maelezo (1 ni ya kwanza), pale maandishi yake yanapohusika; pamoja na --export, chora hapo.</translation>
    </message>
    <message>
        <source>Open at event N of the trace (1 is the first; an operation of the checkpoint timeline); with --export, draw it there.</source>
        <translation>Fungua kwenye tukio N la mfuatano (1 ni la kwanza; operesheni ya mstari wa wakati wa checkpoint); pamoja na --export, chora hapo.</translation>
    </message>
    <message>
        <source>With --lesson ID: the allocator scenario, KV cache walkthrough or checkpoint schedule NAME, as gpu-memory-lab-cli lists them.</source>
        <translation>Pamoja na --lesson ID: hali ya kigawaji, maelezo ya hatua kwa hatua ya KV cache au ratiba ya checkpoint NAME, kama gpu-memory-lab-cli inavyoziorodhesha.</translation>
    </message>
    <message>
        <source>With --export: draw the end of every narrated step.</source>
        <translation>Pamoja na --export: chora mwisho wa kila hatua yenye maelezo.</translation>
    </message>
    <message>
        <source>With --export: draw every event.</source>
        <translation>Pamoja na --export: chora kila tukio.</translation>
    </message>
    <message>
        <source>--scenario goes with --lesson ID</source>
        <translation>--scenario hutumika pamoja na --lesson ID</translation>
    </message>
    <message>
        <source>--%1 goes with --lesson ID or a snapshot FILE</source>
        <translation>--%1 hutumika pamoja na --lesson ID au FILE ya snapshot</translation>
    </message>
    <message>
        <source>--step and --event cannot both be given</source>
        <translation>--step na --event haziwezi kutolewa zote mbili</translation>
    </message>
    <message>
        <source>--%1 wants a whole number from 1, not &apos;%2&apos;</source>
        <translation>--%1 inahitaji namba kamili kuanzia 1, si &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give only one of --step, --event, --all-steps and --all-events</source>
        <translation>toa moja tu kati ya --step, --event, --all-steps na --all-events</translation>
    </message>
    <message>
        <source>With --export: each PNG&apos;s whole size in pixels, 4k (3840x2160) or WIDTHxHEIGHT; a whole page is laid out for it.</source>
        <translation>Pamoja na --export: ukubwa mzima wa kila PNG kwa pikseli, 4k (3840x2160) au UPANAxUREFU; ukurasa mzima hupangwa kwa ukubwa huo.</translation>
    </message>
    <message>
        <source>--size wants 4k or WIDTHxHEIGHT in pixels (100 to 16384 each), not &apos;%1&apos;</source>
        <translation>--size inahitaji 4k au UPANAxUREFU kwa pikseli (100 hadi 16384 kila kimoja), si &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--size goes with --format png: an SVG or a PDF has no pixels</source>
        <translation>--size huenda na --format png: SVG au PDF haina pikseli</translation>
    </message>
</context>
<context>
    <name>StepControls</name>
    <message>
        <source>◀ &amp;Previous step</source>
        <translation>◀ Hatua ya &amp;nyuma</translation>
    </message>
    <message>
        <source>&amp;Next step ▶</source>
        <translation>Hatua &amp;inayofuata ▶</translation>
    </message>
    <message>
        <source>Step %1 of %2 · event %3 of %4</source>
        <translation>Hatua %1 kati ya %2 · tukio %3 kati ya %4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>An entry of the list of a lesson&apos;s steps: its number, then its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page Up (ukurasa juu)</translation>
    </message>
    <message>
        <source>Page Down: plays the step&apos;s events and stops where its text applies</source>
        <translation>Page Down (ukurasa chini): inacheza matukio ya hatua na kusimama pale maandishi yake yanapohusika</translation>
    </message>
    <message>
        <source>The lesson&apos;s steps</source>
        <translation>Hatua za somo</translation>
    </message>
    <message>
        <source>Step %1 of %2 · operation %3 of %4</source>
        <extracomment>Where the learner is: a step of the lesson&apos;s narration, and the event of the trace within it.</extracomment>
        <translation>Hatua %1 kati ya %2 · operesheni %3 kati ya %4</translation>
    </message>
</context>
<context>
    <name>ThemeController</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>Utofautishaji wa &amp;juu</translation>
    </message>
    <message>
        <source>Black on white with strong colours and thicker lines, for a washed-out projector</source>
        <translation>Nyeusi juu ya nyeupe, yenye rangi kali na mistari minene zaidi, kwa ajili ya projekta yenye picha iliyofifia</translation>
    </message>
</context>
<context>
    <name>TraceWindowDialog</name>
    <message>
        <source>Open part of a snapshot</source>
        <translation>Fungua sehemu ya snapshot</translation>
    </message>
    <message>
        <source>Which part of the trace in %1 should open?</source>
        <translation>Ni sehemu gani ya mfuatano katika %1 ifunguliwe?</translation>
    </message>
    <message>
        <source>The whole trace</source>
        <translation>Mfuatano wote</translation>
    </message>
    <message>
        <source>Only the last events of the trace, where an out-of-memory error usually is</source>
        <translation>Matukio ya mwisho tu ya mfuatano, ambapo hitilafu ya kuishiwa na kumbukumbu huwa kwa kawaida</translation>
    </message>
    <message>
        <source>Only a stretch of time of the recording</source>
        <translation>Kipindi kimoja tu cha muda wa rekodi</translation>
    </message>
    <message>
        <source>Number of events:</source>
        <translation>Idadi ya matukio:</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>mwisho</translation>
    </message>
    <message>
        <source>From, in seconds after the first event:</source>
        <translation>Kuanzia, sekunde baada ya tukio la kwanza:</translation>
    </message>
    <message>
        <source>To, in seconds after the first event:</source>
        <translation>Hadi, sekunde baada ya tukio la kwanza:</translation>
    </message>
    <message>
        <source>The stretch ends before it starts.</source>
        <translation>Kipindi kinaisha kabla hakijaanza.</translation>
    </message>
    <message>
        <source>The part opens with the memory as it stood when the part begins: the events before it are read and then let go.</source>
        <translation>Sehemu hufunguka na kumbukumbu kama ilivyokuwa sehemu inapoanza: matukio yaliyo kabla yake husomwa kisha huachwa.</translation>
    </message>
</context>
<context>
    <name>TraceWindowText</name>
    <message>
        <source>%1 s</source>
        <translation>sekunde %1</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>dakika %1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>saa %1</translation>
    </message>
    <message>
        <source>You opened a part of GPU %1&apos;s trace that holds no events: all %2 recorded events were left out. The memory map shows the memory as the snapshot was taken.</source>
        <translation>Umefungua sehemu ya mfuatano wa GPU %1 isiyo na matukio: matukio yote %2 yaliyorekodiwa yameachwa nje. Ramani ya kumbukumbu inaonyesha kumbukumbu kama ilivyokuwa snapshot ilipochukuliwa.</translation>
    </message>
    <message>
        <source>You opened a part of GPU %1&apos;s trace: events %2 to %3 of the %4 it recorded.</source>
        <translation>Umefungua sehemu ya mfuatano wa GPU %1: matukio %2 hadi %3 kati ya %4 iliyorekodi.</translation>
    </message>
    <message>
        <source>Left out before it: %1 events, the recording&apos;s first %2.</source>
        <translation>Yaliyoachwa nje kabla yake: matukio %1, %2 za kwanza za rekodi.</translation>
    </message>
    <message>
        <source>Left out before it: %1 events.</source>
        <translation>Yaliyoachwa nje kabla yake: matukio %1.</translation>
    </message>
    <message>
        <source>Left out after it: %1 events, the recording&apos;s last %2.</source>
        <translation>Yaliyoachwa nje baada yake: matukio %1, %2 za mwisho za rekodi.</translation>
    </message>
    <message>
        <source>Left out after it: %1 events.</source>
        <translation>Yaliyoachwa nje baada yake: matukio %1.</translation>
    </message>
    <message>
        <source>Blocks allocated before the part began show the size that was asked for, and the peak and other figures count only the events shown.</source>
        <translation>Bloku zilizogawiwa kabla sehemu haijaanza zinaonyesha ukubwa ulioombwa, na kilele pamoja na takwimu nyingine huhesabu matukio yanayoonyeshwa tu.</translation>
    </message>
    <message>
        <source>%1 of the left-out events did not fit the memory the snapshot recorded and were passed over.</source>
        <translation>Matukio %1 kati ya yaliyoachwa nje hayakulingana na kumbukumbu iliyorekodiwa na snapshot, kwa hiyo yamerukwa.</translation>
    </message>
</context>
</TS>
