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
    <message>
        <source>Active memory timeline</source>
        <translation>Mstari wa wakati wa kumbukumbu amilifu</translation>
    </message>
    <message>
        <source>Live allocations stacked over time, the largest as bands and the rest merged along the bottom; the cursor marks the event shown.</source>
        <translation>Ugawaji ulio hai, umerundikwa kadiri muda unavyokwenda: ugawaji mkubwa zaidi kama mikanda na uliobaki umeunganishwa sehemu ya chini; kishale huweka alama kwenye tukio linaloonyeshwa.</translation>
    </message>
    <message>
        <source>Live allocations stacked over time. The cursor is after event %1 of %2, with %3 active. Left and Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.</source>
        <translation>Ugawaji hai uliorundikwa kwa wakati. Kielekezi kiko baada ya tukio %1 kati ya %2, na %3 hai. Kushoto na Kulia hukisogeza tukio moja, Page Up na Page Down sehemu ya kumi ya rekodi, Home na End hadi mwanzo au mwisho.</translation>
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
        <source>&amp;Free selected</source>
        <translation>&amp;Achilia iliyochaguliwa</translation>
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
        <source>+%1</source>
        <translation>+%1</translation>
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
        <translation>copy-on-write</translation>
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
        <source>Operation %1 of %2: %3</source>
        <translation>Operesheni %1 kati ya %2: %3</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>ukokotoaji upya kamili</translation>
    </message>
    <message>
        <source>The checkpointing lesson cannot show “%1”: %2</source>
        <translation>Somo la checkpointing haliwezi kuonyesha “%1”: %2</translation>
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
        <source>&amp;Preserve the RNG state (preserve_rng_state=True)</source>
        <translation>&amp;Hifadhi hali ya RNG (preserve_rng_state=True)</translation>
    </message>
    <message>
        <source>Runs the timeline&apos;s operations, layer for layer, as one real forward and backward pass of an MLP with dropout of as many layers, and once with store-all to compare the gradients.</source>
        <translation>Huendesha operesheni za mstari wa wakati, tabaka kwa tabaka, kama pasi moja halisi ya mbele na ya nyuma ya MLP yenye dropout na idadi hiyohiyo ya tabaka, na mara moja kwa store-all ili kulinganisha gredi.</translation>
    </message>
</context>
<context>
    <name>CheckpointSidePanel</name>
    <message>
        <source>The chain of layers</source>
        <translation>Mnyororo wa tabaka</translation>
    </message>
    <message>
        <source>&amp;Layers like:</source>
        <translation>&amp;Tabaka kama:</translation>
    </message>
    <message>
        <source>uniform (64 MiB, 1 ms forward, 2 ms backward each)</source>
        <translation>sawa (kila moja 64 MiB, mbele 1 ms, nyuma 2 ms)</translation>
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
        <source>&amp;Number of layers:</source>
        <translation>&amp;Idadi ya tabaka:</translation>
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
        <source>Its cost &amp;factor:</source>
        <translation>&amp;Kizidisho cha gharama yake:</translation>
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
        <source>&amp;Schedule:</source>
        <translation>&amp;Ratiba:</translation>
    </message>
    <message>
        <source>Checkpoint every &amp;K layers:</source>
        <translation>Kituo cha ukaguzi kila tabaka &amp;K:</translation>
    </message>
    <message>
        <source>Revolve s&amp;napshots:</source>
        <translation>S&amp;napshot za Revolve:</translation>
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
</context>
<context>
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>jaribio ni la somo &apos;%1&apos;, ambalo halipo</translation>
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
        <source>%1 · step %2 of %3</source>
        <translation>%1 · hatua %2 kati ya %3</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3 · %4</source>
        <translation>%1 · hatua %2 kati ya %3 · %4</translation>
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
        <source> step(s)</source>
        <translation> hatua</translation>
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
        <translation>Ukubwa wa &amp;bloku (tokeni):</translation>
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
    <name>KvSidePanel</name>
    <message>
        <source>&amp;Walkthrough:</source>
        <translation>&amp;Matembezi:</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Hatua %1 kati ya %2</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>Onyesho: %1</translation>
    </message>
    <message>
        <source>◀ &amp;Previous step</source>
        <translation>◀ Hatua &amp;iliyotangulia</translation>
    </message>
    <message>
        <source>&amp;Next step ▶</source>
        <translation>Hatua &amp;inayofuata ▶</translation>
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
        <translation>Ukubwa wa &amp;bloku: tokeni %1</translation>
    </message>
    <message>
        <source>Where KV memory goes (the paper&apos;s Fig. 2)</source>
        <translation>Kumbukumbu ya KV inakwenda wapi (Fig. 2 ya utafiti)</translation>
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
</context>
<context>
    <name>ModelBudgetPanel</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modeli:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimizer:</translation>
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
    <message>
        <source>Write the lesson&apos;s (or the snapshot FILE&apos;s) views into DIR and exit; needs no display.</source>
        <translation>Andika mionekano ya somo (au ya snapshot FILE) ndani ya DIR kisha uondoke; haihitaji skrini.</translation>
    </message>
    <message>
        <source>With --export: the animation step N to draw (1 is the first).</source>
        <translation>Pamoja na --export: hatua N ya uhuishaji ya kuchora (1 ni ya kwanza).</translation>
    </message>
    <message>
        <source>With --export: draw every step.</source>
        <translation>Pamoja na --export: chora kila hatua.</translation>
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
        <source>--step and --all-steps cannot both be given</source>
        <translation>--step na --all-steps haziwezi kutolewa zote mbili</translation>
    </message>
    <message>
        <source>--step wants a whole number from 1, not &apos;%1&apos;</source>
        <translation>--step inahitaji namba kamili kuanzia 1, si &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--scale wants a number from 1 to 8, not &apos;%1&apos;</source>
        <translation>--scale inahitaji namba kutoka 1 hadi 8, si &apos;%1&apos;</translation>
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
</TS>
