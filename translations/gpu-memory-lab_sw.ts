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
        <source>%1 at %2
allocated by event %3, freed by event %4</source>
        <translation>%1 kwenye %2
imegawiwa na tukio %3, imeachiliwa na tukio %4</translation>
    </message>
    <message>
        <source>After event %1: %2 in smaller allocations</source>
        <translation>Baada ya tukio %1: %2 katika ugawaji mdogo zaidi</translation>
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
</context>
<context>
    <name>AllocatorLesson</name>
    <message>
        <source>There is no scenario &apos;%1&apos;.</source>
        <translation>Hakuna kisa &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1</translation>
    </message>
    <message>
        <source>%1, limited to %2</source>
        <translation>%1, yenye kikomo cha %2</translation>
    </message>
    <message>
        <source>simulated GPU of %1</source>
        <translation>GPU iliyoigwa ya %1</translation>
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
</context>
<context>
    <name>AllocatorSidePanel</name>
    <message>
        <source>&apos;%1&apos; is not a size: write it like 25 MiB, 1.5 GiB or 4096.</source>
        <translation>&apos;%1&apos; si ukubwa: uandike kama 25 MiB, 1.5 GiB au 4096.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Hatua %1 kati ya %2</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>Ki&amp;sa:</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>Kile kigawaji kilichofanya</translation>
    </message>
    <message>
        <source>Statistics (torch.cuda.memory_stats)</source>
        <translation>Takwimu (torch.cuda.memory_stats)</translation>
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
        <source>Allocator settings (PYTORCH_CUDA_ALLOC_CONF)</source>
        <translation>Mipangilio ya kigawaji (PYTORCH_CUDA_ALLOC_CONF)</translation>
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
        <source>&amp;Free selected</source>
        <translation>&amp;Achilia iliyochaguliwa</translation>
    </message>
    <message>
        <source>Free the tensor whose block is selected in the memory map</source>
        <translation>Achilia tensa ambayo bloku yake imechaguliwa kwenye ramani ya kumbukumbu</translation>
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
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>jaribio ni la somo &apos;%1&apos;, ambalo halipo</translation>
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
    <name>LessonPage</name>
    <message>
        <source>Hide the introduction</source>
        <translation>Ficha utangulizi</translation>
    </message>
    <message>
        <source>Show the introduction</source>
        <translation>Onyesha utangulizi</translation>
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
        <source>PyTorch memory snapshots (*.pickle *.pkl);;All files (*)</source>
        <translation>Snapshot za kumbukumbu ya PyTorch (*.pickle *.pkl);;Faili zote (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Inasoma %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
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
        <source>%1 could not be opened: %2</source>
        <translation>%1 haikuweza kufunguliwa: %2</translation>
    </message>
    <message>
        <source>Opening the snapshot was cancelled.</source>
        <translation>Kufungua snapshot kumeghairiwa.</translation>
    </message>
    <message>
        <source>Snapshot: %1</source>
        <translation>Snapshot: %1</translation>
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
        <source>&lt;br&gt;Segment #%1 (%2), %3 pool, stream %4</source>
        <translation>&lt;br&gt;Sehemu #%1 (%2), pool %3, mkondo %4</translation>
    </message>
    <message>
        <source>small</source>
        <translation>ndogo</translation>
    </message>
    <message>
        <source>large</source>
        <translation>kubwa</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expandable segment</source>
        <translation>&lt;br&gt;Sehemu inayoweza kupanuka (expandable segment)</translation>
    </message>
</context>
<context>
    <name>PlaybackToolbar</name>
    <message>
        <source>Playback</source>
        <translation>Uchezaji</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Hatua moja nyuma</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Hatua moja mbele</translation>
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
        <source>%1 steps/s</source>
        <translation>hatua %1/s</translation>
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
        <source>Step %1 of %2</source>
        <translation>Hatua %1 kati ya %2</translation>
    </message>
    <message>
        <source>No steps to play</source>
        <translation>Hakuna hatua za kucheza</translation>
    </message>
    <message>
        <source>This lesson has no animated steps yet.</source>
        <translation>Somo hili bado halina hatua za uhuishaji.</translation>
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
    <name>SnapshotPresenter</name>
    <message>
        <source>GPU %1: %2 segments, %3 trace events; peak reserved %4. Replayed through the allocator: %5 of %6 allocations at the recorded address, %7 of %8 segments as recorded.</source>
        <translation>GPU %1: sehemu %2, matukio %3 ya mfuatano; kilele cha iliyohifadhiwa %4. Imeendeshwa upya kupitia kigawaji: ugawaji %5 kati ya %6 kwenye anwani iliyorekodiwa, sehemu %7 kati ya %8 kama zilivyorekodiwa.</translation>
    </message>
    <message>
        <source>First difference: %1</source>
        <translation>Tofauti ya kwanza: %1</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>Tukio %1: %2</translation>
    </message>
    <message>
        <source>The snapshot recorded no stack for this allocation (event %1).</source>
        <translation>Snapshot haikurekodi stack ya ugawaji huu (tukio %1).</translation>
    </message>
    <message>
        <source>This block was allocated before the trace began; its stack is not known.</source>
        <translation>Bloku hii iligawiwa kabla mfuatano wa matukio haujaanza; stack yake haijulikani.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>kilele cha iliyohifadhiwa</translation>
    </message>
    <message>
        <source>peak allocated</source>
        <translation>kilele cha iliyogawiwa</translation>
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
        <translation>&amp;Kifaa:</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>Kile kigawaji kilichofanya</translation>
    </message>
    <message>
        <source>Stack of the selected block&apos;s allocation</source>
        <translation>Stack ya ugawaji wa bloku iliyochaguliwa</translation>
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
        <source>A PyTorch memory snapshot to open.</source>
        <translation>Snapshot ya kumbukumbu ya PyTorch ya kufungua.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;: choose en, bn, sw or wo</source>
        <translation>lugha isiyojulikana &apos;%1&apos;: chagua en, bn, sw au wo</translation>
    </message>
    <message>
        <source>unknown device &apos;%1&apos;: choose auto, sim or cuda</source>
        <translation>kifaa kisichojulikana &apos;%1&apos;: chagua auto, sim au cuda</translation>
    </message>
</context>
</TS>
