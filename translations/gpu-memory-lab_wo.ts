<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="wo">
<context>
    <name>ActiveMemoryTimelineView</name>
    <message>
        <source>No allocations in this trace.</source>
        <translation>Amul benn allocation ci trace bii.</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>xew-xew %1</translation>
    </message>
    <message>
        <source>%1 at %2
allocated by event %3, freed by event %4</source>
        <translation>%1 ci %2
xew-xew %3 moo ko allouer, xew-xew %4 moo ko bàyyi</translation>
    </message>
    <message>
        <source>After event %1: %2 in smaller allocations</source>
        <translation>Ginaaw xew-xew %1: %2 ci allocation yu gëna ndaw</translation>
    </message>
    <message>
        <source>Active memory timeline</source>
        <translation>Rëddu jamono bu mémoire actif</translation>
    </message>
    <message>
        <source>Live allocations stacked over time, the largest as bands and the rest merged along the bottom; the cursor marks the event shown.</source>
        <translation>Allocation yi fi nekk, ñu teg leen ci kaw seen bopp ci diirub jamono bi: yi gëna mag niki ay bande, yeneen yi ñu boole leen ci suuf; curseur bi dafay màndargal xew-xew bi ñuy wone.</translation>
    </message>
    <message>
        <source>Live allocations stacked over time. The cursor is after event %1 of %2, with %3 active. Left and Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.</source>
        <translation>Allocation yu dund yi, teg ñu ci diir bi. Curseur bi ngi ci ginnaaw xew-xew %1 ci %2, ak %3 yu dund. Càmmoñ ak Ndijoor dañu koy yëngal benn xew-xew, Page Up ak Page Down fukkeelu trace bi, Home ak End ba ci tàmbali bi walla ci jeex bi.</translation>
    </message>
</context>
<context>
    <name>AllocatorCharts</name>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>alloué</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>réservé</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire jeex</translation>
    </message>
    <message>
        <source>event</source>
        <translation>xew-xew</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentation</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>fragmentation</translation>
    </message>
    <message>
        <source>Fragmentation = 1 − largest free cached block / all free cached bytes</source>
        <translation>Fragmentation = 1 − bloc bu gëna mag bu ñu jëfandikoowul ci cache bi / byte yépp yu ñu jëfandikoowul ci cache bi</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>Graphique mémoire</translation>
    </message>
    <message>
        <source>Allocated (solid line), active (dashed) and reserved (dash-dotted) memory in MiB over the events; squares mark out-of-memory errors.</source>
        <translation>Mémoire alloué (rëdd bu mat), actif (rëdd bu dagg-dagg) ak réservé (dagg-dagg ak poñ) ci MiB, ci xew-xew yi yépp; kaare yi dañuy màndargal njuumte yu mémoire jeex.</translation>
    </message>
    <message>
        <source>Fragmentation chart</source>
        <translation>Graphique fragmentation</translation>
    </message>
</context>
<context>
    <name>AllocatorComparisonDialog</name>
    <message>
        <source>Compare allocator settings</source>
        <translation>Méngale paramètre yu allocateur bi</translation>
    </message>
    <message>
        <source>The same workload, “%1”, under two settings of PYTORCH_CUDA_ALLOC_CONF.</source>
        <translation>Benn liggéey bi, “%1”, ci ñaari paramètre yu PYTORCH_CUDA_ALLOC_CONF.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s defaults</source>
        <translation>Paramètre par défaut yu PyTorch</translation>
    </message>
    <message>
        <source>Left settings</source>
        <translation>Paramètre yu càmmoñ</translation>
    </message>
    <message>
        <source>Right settings</source>
        <translation>Paramètre yu ndijoor</translation>
    </message>
    <message>
        <source>&amp;Run both</source>
        <translation>&amp;Doxal ñaar yi</translation>
    </message>
    <message>
        <source>Reserved peak %1 · ran without running out of memory</source>
        <translation>Réservé bi gëna kawe: %1 · dox na te mémoire bi jeexul</translation>
    </message>
    <message numerus="yes">
        <source>Reserved peak %1 · ran out of memory %n time(s)</source>
        <translation>
            <numerusform>Réservé bi gëna kawe: %1 · mémoire bi jeex na %n yoon</numerusform>
            <numerusform>Réservé bi gëna kawe: %1 · mémoire bi jeex na %n yoon</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>Gé&amp;nne…</translation>
    </message>
    <message>
        <source>Caching allocator · “%1” · left: %2 · right: %3</source>
        <translation>Allocateur bu denc · “%1” · càmmoñ: %2 · ndijoor: %3</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Tànnal benn fichier bu ñu ciy génne.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Méngale</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Génne</translation>
    </message>
</context>
<context>
    <name>AllocatorLesson</name>
    <message>
        <source>There is no scenario &apos;%1&apos;.</source>
        <translation>Amul scénario bu tudd &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1</translation>
    </message>
    <message>
        <source>%1, limited to %2</source>
        <translation>%1, ñu yemale ko ci %2</translation>
    </message>
    <message>
        <source>simulated GPU of %1</source>
        <translation>GPU bu ñu roy bu %1</translation>
    </message>
</context>
<context>
    <name>AllocatorLessonPresenter</name>
    <message>
        <source>Ran “%1” on a %2.</source>
        <translation>Doxal nañu “%1” ci %2.</translation>
    </message>
    <message>
        <source>Made by event %1: %2</source>
        <translation>Xew-xew %1 moo ko sos: %2</translation>
    </message>
    <message>
        <source>Scenario “%1” has no scene “%2”.</source>
        <translation>Scénario “%1” amul scène “%2”.</translation>
    </message>
</context>
<context>
    <name>AllocatorSidePanel</name>
    <message>
        <source>&apos;%1&apos; is not a size: write it like 25 MiB, 1.5 GiB or 4096.</source>
        <translation>&apos;%1&apos; du dayo: bindal ko ni 25 MiB, 1.5 GiB walla 4096.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Jéego %1 ci %2</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scénario:</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>Li allocateur bi def</translation>
    </message>
    <message>
        <source>peak of reserved_bytes</source>
        <translation>reserved_bytes bi gëna kawe</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>fragmentation</translation>
    </message>
    <message>
        <source>device allocations / frees</source>
        <translation>allocation / bàyyi ci jumtukaay bi</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>amul dig</translation>
    </message>
    <message>
        <source>off</source>
        <translation>fay</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Mémoire GPU</translation>
    </message>
    <message>
        <source>Run again with these settings</source>
        <translation>Doxalaat ak paramètre yii</translation>
    </message>
    <message>
        <source>Compare with defaults…</source>
        <translation>Méngale ak paramètre par défaut yi…</translation>
    </message>
    <message>
        <source>Go on by hand</source>
        <translation>Wéyal ci sa loxo</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Dayo:</translation>
    </message>
    <message>
        <source>S&amp;tream:</source>
        <translation>S&amp;tream:</translation>
    </message>
    <message>
        <source>&amp;Allocate</source>
        <translation>&amp;Allouer</translation>
    </message>
    <message>
        <source>&amp;Free selected</source>
        <translation>&amp;Bàyyi bi ñu tànn</translation>
    </message>
    <message>
        <source>Free the tensor whose block is selected in the memory map</source>
        <translation>Bàyyi tenseur bi ñu tànn bloc bam ci kàrtu mémoire bi</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistique yi</translation>
    </message>
    <message>
        <source>Allocator settings</source>
        <translation>Paramètre yu allocateur bi</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Mënuñu bind %1: %2</translation>
    </message>
    <message>
        <source>Videos are made by ffmpeg, which is not installed (no ffmpeg on PATH).</source>
        <translation>ffmpeg moo di defar vidéo yi, te nekkul ci masin bi (amul ffmpeg ci PATH).</translation>
    </message>
    <message>
        <source>There are no steps to put in the animation.</source>
        <translation>Amul benn jéego bu ñu mën a def ci animation bi.</translation>
    </message>
    <message>
        <source>ffmpeg did not start: %1</source>
        <translation>ffmpeg tàmbaliwul: %1</translation>
    </message>
    <message>
        <source>ffmpeg stopped reading: %1</source>
        <translation>ffmpeg taxaw na jàng: %1</translation>
    </message>
    <message>
        <source>ffmpeg failed: %1</source>
        <translation>ffmpeg antuwul: %1</translation>
    </message>
    <message>
        <source>the old file could not be replaced.</source>
        <translation>mënuñu wuutal fichier bu yàgg bi.</translation>
    </message>
    <message>
        <source>the finished video could not be moved into place.</source>
        <translation>mënuñu toxal vidéo bi jeex ci palaasam.</translation>
    </message>
</context>
<context>
    <name>BlockPalette</name>
    <message>
        <source>allocated</source>
        <translation>alloué</translation>
    </message>
    <message>
        <source>rounding waste</source>
        <translation>yàqute ci arrondi</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>di xaar ñu bàyyi ko</translation>
    </message>
    <message>
        <source>inactive (split segment)</source>
        <translation>inactif (segment bu ñu xaaj)</translation>
    </message>
    <message>
        <source>free segment</source>
        <translation>segment bu amul dara</translation>
    </message>
    <message>
        <source>unmapped pages</source>
        <translation>pages yu ñu mapperul</translation>
    </message>
</context>
<context>
    <name>BlockTableTooltip</name>
    <message>
        <source>Tokens: %1 of %2 slots filled.</source>
        <translation>Token: %1 ci %2 palaas fees nañu.</translation>
    </message>
    <message>
        <source>Holds: %1</source>
        <translation>Li mu denc: %1</translation>
    </message>
    <message>
        <source>Reference count 0: no sequence uses it.</source>
        <translation>Référence count 0: benn séquence jëfandikoowul ko.</translation>
    </message>
    <message>
        <source>Reference count %1: used by %2.</source>
        <translation>Référence count %1: %2 ñoo koy jëfandikoo.</translation>
    </message>
    <message>
        <source>Cached under prefix hash %1.</source>
        <translation>Denc nañu ko ci cache bi ak prefix hash %1.</translation>
    </message>
    <message>
        <source>Not in the prefix cache.</source>
        <translation>Nekkul ci prefix cache bi.</translation>
    </message>
    <message>
        <source>In the free queue at position %1 of %2 (1 is the head, taken next).</source>
        <translation>Ci file bloc yu ñu jëfandikoowul yi, ci palaas %1 ci %2 (1 mooy bopp bi, moom lañuy jël ci topp).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sequence %1, logical block %2&lt;/b&gt; maps to &lt;b&gt;physical block %3&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Séquence %1, bloc logique %2&lt;/b&gt; dafay jëm ci &lt;b&gt;bloc physique %3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bloc physique %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; left the free queue as a prefix-cache hit: a request reuses its tokens.</source>
        <translation>&lt;b&gt;Bloc physique %1&lt;/b&gt; génn na ci file bloc yu ñu jëfandikoowul yi ndax dëppoo na ci prefix cache bi (hit): benn laaj dafay jëfandikoowaat ay tokenam.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; was taken from the free queue and its cached hash was evicted.</source>
        <translation>&lt;b&gt;Bloc physique %1&lt;/b&gt; jël nañu ko ci file bloc yu ñu jëfandikoowul yi te far nañu hash bi mu amoon ci cache bi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Physical block %1&lt;/b&gt; was taken from the free queue.</source>
        <translation>&lt;b&gt;Bloc physique %1&lt;/b&gt; jël nañu ko ci file bloc yu ñu jëfandikoowul yi.</translation>
    </message>
</context>
<context>
    <name>BlockTableView</name>
    <message>
        <source>request %1</source>
        <translation>laaj %1</translation>
    </message>
    <message>
        <source>swapped out</source>
        <translation>toxal nañu ko (swap)</translation>
    </message>
    <message>
        <source>to recompute</source>
        <translation>ñu koy xaymaat</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>ci cache</translation>
    </message>
    <message>
        <source>free</source>
        <translation>bu ñu jëfandikoowul</translation>
    </message>
    <message>
        <source>No KV cache: choose a walkthrough.</source>
        <translation>Amul cache KV: tànnal benn walkthrough.</translation>
    </message>
    <message>
        <source>free block</source>
        <translation>bloc bu ñu jëfandikoowul</translation>
    </message>
    <message>
        <source>cached (findable by its prefix hash)</source>
        <translation>ci cache (ñu mën koo gis ak prefix hash bi)</translation>
    </message>
    <message>
        <source>fill: tokens / block size</source>
        <translation>fees: token / dayob bloc</translation>
    </message>
    <message>
        <source>shared: reference count</source>
        <translation>ñu bokk: référence count</translation>
    </message>
    <message>
        <source>Block tables: logical block (L) → physical block</source>
        <translation>Tableau bloc yi: bloc logique (L) → bloc physique</translation>
    </message>
    <message>
        <source>No sequences yet.</source>
        <translation>Amul benn séquence ba tey.</translation>
    </message>
    <message>
        <source>copy of %1</source>
        <translation>copie bu %1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Sequences not shown for lack of room: %1.</source>
        <translation>Séquence yi ñu wonewul ndax amul palaas: %1.</translation>
    </message>
    <message>
        <source>Physical blocks: %1 of %2 free, %3 tokens each</source>
        <translation>Bloc physique yi: %1 ci %2 ñu jëfandikoowul, %3 token ci bu nekk</translation>
    </message>
    <message>
        <source>Blocks not shown for lack of room: %1.</source>
        <translation>Bloc yi ñu wonewul ndax amul palaas: %1.</translation>
    </message>
    <message>
        <source>copy-on-write</source>
        <translation>copy-on-write</translation>
    </message>
    <message>
        <source>Free queue, least recently used first: allocation takes the head, freed blocks join the tail</source>
        <translation>File bloc yu ñu jëfandikoowul yi, bi ñu gëna yàgg a jëfandikoo moo jiitu: allocation dafay jël bopp bi, bloc yi ñu bàyyi dañuy dugg ci mujjantal bi</translation>
    </message>
    <message>
        <source>Empty: every block is in use.</source>
        <translation>Amul dara: bépp bloc dañu koy jëfandikoo.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>dëppoo na</translation>
    </message>
    <message>
        <source>evicted</source>
        <translation>far nañu ko</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>jël nañu ko</translation>
    </message>
    <message>
        <source>head</source>
        <translation>bopp</translation>
    </message>
    <message>
        <source>tail</source>
        <translation>mujjantal</translation>
    </message>
    <message>
        <source>Further blocks in the queue: %1.</source>
        <translation>Yeneen bloc ci file bi: %1.</translation>
    </message>
    <message>
        <source>Block tables</source>
        <translation>Tableau bloc yi</translation>
    </message>
    <message>
        <source>Each sequence&apos;s block table on the left, mapping its logical blocks to physical blocks in the pool on the right, and the free-block queue below. Blocks take their sequence&apos;s colour, pattern and label (S1, S2…).</source>
        <translation>Ci càmmoñ, tableau bloc bu séquence bu nekk, muy jëmale bloc logique yam ci bloc physique yi ci pool bi ci ndijoor; ci suuf, file bloc yu ñu jëfandikoowul yi. Bloc yi dañuy jël melo, motif ak étiquette bu seen séquence (S1, S2…).</translation>
    </message>
    <message>
        <source>KV copied to block %1 of the host&apos;s swap space</source>
        <translation>Duppi nañu KV bi ci bloc %1 ci palaasu swap bu host bi</translation>
    </message>
    <message>
        <source>KV copied to blocks %1 of the host&apos;s swap space</source>
        <translation>Duppi nañu KV bi ci bloc %1 yi ci palaasu swap bu host bi</translation>
    </message>
    <message>
        <source>KV dropped: 1 token to run through the model again</source>
        <translation>Far nañu KV bi: 1 token bu ñu war a doxalaat ci modle bi</translation>
    </message>
    <message>
        <source>KV dropped: %1 tokens to run through the model again</source>
        <translation>Far nañu KV bi: %1 token yu ñu war a doxalaat ci modle bi</translation>
    </message>
</context>
<context>
    <name>CheckpointCharts</name>
    <message>
        <source>Live activation memory</source>
        <translation>Mémoire aktivaasioŋ yi fi nekk</translation>
    </message>
    <message>
        <source>live activations</source>
        <translation>aktivaasioŋ yi fi nekk</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>li gëna kawe</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>budget</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>jamono (ms)</translation>
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
        <translation>Mémoire ak xaymaat, bépp kalendriye</translation>
    </message>
    <message>
        <source>peak activation memory (% of store-all)</source>
        <translation>mémoire aktivaasioŋ bi gëna kawe (% ci store-all)</translation>
    </message>
    <message>
        <source>extra time: recomputation and waits (% of store-all)</source>
        <translation>jamono bu ëpp: xaymaat ak xaar (% ci store-all)</translation>
    </message>
    <message>
        <source>budget optimum, budget 0 to 1</source>
        <translation>li gëna baax ci budget, budget 0 ba 1</translation>
    </message>
    <message>
        <source>schedule on screen</source>
        <translation>kalendriye bi nekk ci écran bi</translation>
    </message>
    <message>
        <source>schedules</source>
        <translation>kalendriye yi</translation>
    </message>
    <message>
        <source>Live activation memory chart</source>
        <translation>Graphique mémoire aktivaasioŋ yi fi nekk</translation>
    </message>
    <message>
        <source>Live activation memory over the step (solid line), its peak (dashed) and the budget (dash-dotted).</source>
        <translation>Mémoire aktivaasioŋ yi fi nekk ci diirub jéego bi (rëdd bu mat), li mu gëna kawe (rëdd bu dagg-dagg) ak budget bi (dagg-dagg ak poñ).</translation>
    </message>
    <message>
        <source>Memory against recomputation chart</source>
        <translation>Graphique mémoire ak xaymaat</translation>
    </message>
    <message>
        <source>Each schedule as a circle, the one on screen as a square, and the budget optimum as a dashed line.</source>
        <translation>Kalendriye bu nekk niki wërngal, bi nekk ci écran bi niki kaare, ak li gëna baax ci budget niki rëdd bu dagg-dagg.</translation>
    </message>
</context>
<context>
    <name>CheckpointHandPlacement</name>
    <message>
        <source>Your checkpoints: peak %1, extra compute %2 ms (%3% more than store-all).</source>
        <translation>Say checkpoint yi: li gëna kawe %1, xayma bu ëpp %2 ms (%3% lu ëpp store-all).</translation>
    </message>
    <message>
        <source>Working out the optimum at the same peak…</source>
        <translation>Ñu ngi seet li gëna baax ak li gëna kawe bu niroo…</translation>
    </message>
    <message>
        <source>The optimum within the same peak: peak %1, extra compute %2 ms (%3% more than store-all).</source>
        <translation>Li gëna baax te weesuwul li gëna kawe bi: li gëna kawe %1, xayma bu ëpp %2 ms (%3% lu ëpp store-all).</translation>
    </message>
    <message>
        <source>Tick the layers whose input to keep as a checkpoint; each segment is recomputed before its backward.</source>
        <translation>Tànnal couche yi nga bëgg denc seen input niki checkpoint; ñuy xaymaat bépp segment balaa jàll bu jëm ginaaw bi.</translation>
    </message>
    <message>
        <source>Checkpointed layers</source>
        <translation>Couche yi am checkpoint</translation>
    </message>
</context>
<context>
    <name>CheckpointLessonPresenter</name>
    <message>
        <source>The schedule could not be made: %1</source>
        <translation>Mënuñu woon a defar kalendriye bi: %1</translation>
    </message>
    <message>
        <source>%1: peak %2 against store-all&apos;s %3; %4 forwards run again; %5 ms more than store-all (%6%), of which %7 ms waiting for copies.</source>
        <translation>%1: li gëna kawe %2 ak %3 bu store-all; %4 jàll bu jëm kanam dañuy dawaat; %5 ms lu ëpp store-all (%6%), ci biir %7 ms ñuy xaar copie yi.</translation>
    </message>
    <message>
        <source>Working out the budget optimum for %1 layers; store-all is shown meanwhile.</source>
        <translation>Ñu ngi seet li gëna baax ci budget ngir %1 couche; diiru jamono jooju, store-all lañuy wone.</translation>
    </message>
    <message>
        <source>Operation %1 of %2: %3</source>
        <translation>Operaasioŋ %1 ci %2: %3</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>xaymaat bu mat</translation>
    </message>
    <message>
        <source>The checkpointing lesson cannot show “%1”: %2</source>
        <translation>Njàngum checkpointing mënul wone “%1”: %2</translation>
    </message>
</context>
<context>
    <name>CheckpointLessonView</name>
    <message>
        <source>Memory and trade-off</source>
        <translation>Mémoire ak jënd ak jaay</translation>
    </message>
    <message>
        <source>The whole model&apos;s memory</source>
        <translation>Mémoire bu modle bi yépp</translation>
    </message>
</context>
<context>
    <name>CheckpointPalette</name>
    <message>
        <source>forward</source>
        <translation>jëm kanam</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>jëm ginaaw</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>xaymaat</translation>
    </message>
    <message>
        <source>offload copies</source>
        <translation>copie offloading yi</translation>
    </message>
    <message>
        <source>checkpoint (input only)</source>
        <translation>checkpoint (input rekk)</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>bu ñu denc</translation>
    </message>
    <message>
        <source>saved but the attention core</source>
        <translation>bu ñu denc, lu dul xolu attention bi</translation>
    </message>
    <message>
        <source>recomputed</source>
        <translation>bu ñu xaymaat</translation>
    </message>
    <message>
        <source>offloaded to host</source>
        <translation>bu ñu toxal ci host bi</translation>
    </message>
</context>
<context>
    <name>CheckpointRunBox</name>
    <message>
        <source>Running the training step…</source>
        <translation>Ñu ngi doxal jéego njàngale bi…</translation>
    </message>
    <message>
        <source>The gradients differ from store-all&apos;s.</source>
        <translation>Degrade yi wuute nañu ak yu store-all.</translation>
    </message>
    <message>
        <source>Mismatch: without preserve_rng_state each recomputation drew new dropout masks, so the gradients belong to a different network than the one that made the loss.</source>
        <translation>Dëppoowul: bu amul preserve_rng_state, bépp xaymaat jël na masque dropout yu bees, kon degrade yi beneen réseau lañu bokk, du bi sos loss bi.</translation>
    </message>
    <message>
        <source>The gradients equal store-all&apos;s: recomputation changed the memory, not the result.</source>
        <translation>Degrade yi yem nañu ak yu store-all: xaymaat soppi na mémoire bi, du résultat bi.</translation>
    </message>
    <message>
        <source>&amp;Run the training step</source>
        <translation>&amp;Doxal jéego njàngale bi</translation>
    </message>
    <message>
        <source>a %1-layer MLP (batch %2, width %3, dropout %4)</source>
        <translation>MLP bu am %1 couche (batch %2, yaatuwaay %3, dropout %4)</translation>
    </message>
    <message>
        <source>%1 ran on %2, on %3: measured peak %4 against %5 predicted, %6 ms. Largest gradient error against store-all: %7.</source>
        <translation>%1 dox na ci %2, ci %3: li gëna kawe bi ñu natt %4, ak %5 bi ñu jàppoon, %6 ms. Njuumte degrade bi gëna mag, bu ñu ko méngale ak store-all: %7.</translation>
    </message>
    <message>
        <source>The timeline&apos;s operations (%1), layer for layer, ran on %2, on %3. Its layers are smaller than the chain on screen, so its own figures are compared: measured peak %4 against %5 predicted for these operations (the timeline&apos;s chain: %6), %7 ms. Largest gradient error against store-all: %8.</source>
        <translation>Operaasioŋ yu rëddu jamono bi (%1), couche ak couche, dox nañu ci %2, ci %3. Couche yam dañu gëna tuuti yu toftalin bi nekk ci écran bi, kon seen lim yu bopp lañuy méngale: li gëna kawe bi ñu natt %4, ak %5 bi ñu jàppoon ngir operaasioŋ yii (toftalinu rëddu jamono bi: %6), %7 ms. Njuumte degrade bi gëna mag, bu ñu ko méngale ak store-all: %8.</translation>
    </message>
    <message>
        <source>&amp;Preserve the RNG state (preserve_rng_state=True)</source>
        <translation>&amp;Aar état RNG bi (preserve_rng_state=True)</translation>
    </message>
    <message>
        <source>Runs the timeline&apos;s operations, layer for layer, as one real forward and backward pass of an MLP with dropout of as many layers, and once with store-all to compare the gradients.</source>
        <translation>Dafay doxal operaasioŋ yu rëddu jamono bi, couche ak couche, niki benn jàll bu dëgg bu jëm kanam ak bu jëm ginaaw ci benn MLP bu am dropout te am limu couche bu niroo, te doxalaat ko benn yoon ak store-all ngir méngale degrade yi.</translation>
    </message>
</context>
<context>
    <name>CheckpointSidePanel</name>
    <message>
        <source>The chain of layers</source>
        <translation>Toftalinu couche yi</translation>
    </message>
    <message>
        <source>&amp;Layers like:</source>
        <translation>&amp;Couche yu mel ni:</translation>
    </message>
    <message>
        <source>uniform (64 MiB, 1 ms forward, 2 ms backward each)</source>
        <translation>yem (ku nekk 64 MiB, 1 ms jëm kanam, 2 ms jëm ginaaw)</translation>
    </message>
    <message>
        <source>22B transformer layers (Korthikanti et al.)</source>
        <translation>couche transformer 22B (Korthikanti ak i moroomam)</translation>
    </message>
    <message>
        <source>the MLP the training step runs</source>
        <translation>MLP bi jéego njàngale bi di doxal</translation>
    </message>
    <message>
        <source>&amp;Number of layers:</source>
        <translation>&amp;Limu couche yi:</translation>
    </message>
    <message>
        <source>&amp;Expensive layer:</source>
        <translation>Couche bu &amp;seer:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>amul</translation>
    </message>
    <message>
        <source>Its cost &amp;factor:</source>
        <translation>&amp;Facteur njëgam:</translation>
    </message>
    <message>
        <source>The expensive layer&apos;s forward and backward take this many times as long as the others&apos;.</source>
        <translation>Jàll bu jëm kanam ak bu jëm ginaaw bu couche bu seer bi dañuy yàgg ni yoon yii ci yeneen couche yi.</translation>
    </message>
    <message>
        <source>The schedule</source>
        <translation>Kalendriye bi</translation>
    </message>
    <message>
        <source>&amp;Schedule:</source>
        <translation>&amp;Kalendriye:</translation>
    </message>
    <message>
        <source>Checkpoint every &amp;K layers:</source>
        <translation>Benn checkpoint ci bépp &amp;K couche:</translation>
    </message>
    <message>
        <source>Revolve s&amp;napshots:</source>
        <translation>S&amp;napshot yu Revolve:</translation>
    </message>
    <message>
        <source>&amp;Budget (share of store-all):</source>
        <translation>&amp;Budget (wàll ci store-all):</translation>
    </message>
    <message>
        <source>0 recomputes as much as possible; 1 allows store-all&apos;s peak.</source>
        <translation>0 dafay xaymaat lu ëpp lu mën; 1 dafay may li gëna kawe bu store-all.</translation>
    </message>
    <message>
        <source>The operation at the cursor</source>
        <translation>Operaasioŋ bi nekk ci curseur bi</translation>
    </message>
    <message>
        <source>Place checkpoints by hand</source>
        <translation>Teg checkpoint yi ak sa loxo</translation>
    </message>
    <message>
        <source>Run it for real</source>
        <translation>Doxal ko ci dëgg</translation>
    </message>
</context>
<context>
    <name>CheckpointTimelineView</name>
    <message>
        <source>No schedule yet.</source>
        <translation>Amagul kalendriye.</translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation>Rëddu jamono: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Live now: %1 (peak so far %2)</source>
        <translation>Li fi nekk leegi: %1 (li gëna kawe ba leegi %2)</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, layer %2&lt;/b&gt; (operation %3 of %4)&lt;br&gt;Memory: %5, %6 live after it&lt;br&gt;Time: %7 ms to %8 ms</source>
        <translation>&lt;b&gt;%1, couche %2&lt;/b&gt; (operaasioŋ %3 ci %4)&lt;br&gt;Mémoire: %5, %6 fi nekk ginaawam&lt;br&gt;Jamono: %7 ms ba %8 ms</translation>
    </message>
    <message>
        <source>&lt;br&gt;Compute waited %1 ms for this copy.</source>
        <translation>&lt;br&gt;Xayma bi xaar na %1 ms ngir copie bii.</translation>
    </message>
    <message>
        <source>Layer %1 holds nothing now.</source>
        <translation>Couche %1 yorul dara leegi.</translation>
    </message>
    <message>
        <source>Layer %1: %2, %3</source>
        <translation>Couche %1: %2, %3</translation>
    </message>
    <message>
        <source>Training step timeline</source>
        <translation>Rëddu jamono bu jéego njàngale bi</translation>
    </message>
    <message>
        <source>The forward, backward, recompute and offload operations of one training step in their lanes (each lane with its own colour and pattern), and which layers&apos; activations are held at the cursor.</source>
        <translation>Operaasioŋ yu jëm kanam, jëm ginaaw, xaymaat ak toxal ci host yu benn jéego njàngale, ku nekk ci sa wàll (wàll wu nekk am na melo ak motif bu bopp), ak couche yi seen aktivaasioŋ nekk ci mémoire bi ci curseur bi.</translation>
    </message>
</context>
<context>
    <name>CommandLineExport</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>mënuñu sos dossier %1</translation>
    </message>
    <message>
        <source>there is no file %1</source>
        <translation>amul fichier %1</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>Mënuñu ubbi %1: %2</translation>
    </message>
    <message>
        <source>there is no lesson &apos;%1&apos;</source>
        <translation>amul njàng mu tudd &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--step %1 is past the last step of %2 (%3)</source>
        <translation>--step %1 ëpp na jéego bu mujj bu %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 has nothing to export</source>
        <translation>%1 amul dara bu ñu mën a génne</translation>
    </message>
</context>
<context>
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>quiz bi njàng &apos;%1&apos; la bokk, te njàng moomu amul</translation>
    </message>
</context>
<context>
    <name>ExportCatalog</name>
    <message>
        <source>Whole lesson page</source>
        <translation>Xëtu njàng mi yépp</translation>
    </message>
    <message>
        <source>Memory map</source>
        <translation>Kàrtu mémoire</translation>
    </message>
    <message>
        <source>Active memory timeline</source>
        <translation>Rëddu jamono bu mémoire actif</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>Graphique mémoire</translation>
    </message>
    <message>
        <source>Fragmentation chart</source>
        <translation>Graphique fragmentation</translation>
    </message>
    <message>
        <source>Checkpoint timeline</source>
        <translation>Rëddu jamono checkpoint</translation>
    </message>
    <message>
        <source>Trade-off chart</source>
        <translation>Graphique jënd ak jaay</translation>
    </message>
    <message>
        <source>Model budget bar</source>
        <translation>Barre budget bu modle bi</translation>
    </message>
    <message>
        <source>Block tables and pool</source>
        <translation>Tableau bloc yi ak pool bi</translation>
    </message>
    <message>
        <source>KV cache waste chart</source>
        <translation>Graphique yàqute ci cache KV</translation>
    </message>
    <message>
        <source>KV cache memory budget</source>
        <translation>Budget mémoire cache KV</translation>
    </message>
    <message>
        <source>%1 · default allocator settings</source>
        <translation>%1 · paramètre par défaut yu allocateur bi</translation>
    </message>
    <message>
        <source>%1 · PYTORCH_CUDA_ALLOC_CONF=%2</source>
        <translation>%1 · PYTORCH_CUDA_ALLOC_CONF=%2</translation>
    </message>
    <message>
        <source>device %1</source>
        <translation>jumtukaay %1</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · jéego %2 ci %3</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3 · %4</source>
        <translation>%1 · jéego %2 ci %3 · %4</translation>
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
        <translation>Gé&amp;nne…</translation>
    </message>
    <message>
        <source>Save a view, the whole lesson page or its animation as PNG, SVG, PDF, GIF or video</source>
        <translation>Denc benn nataal, xëtu njàng mi yépp walla animation bam ci PNG, SVG, PDF, GIF walla vidéo</translation>
    </message>
    <message>
        <source>Copy as &amp;image</source>
        <translation>&amp;Duppi niki nataal</translation>
    </message>
    <message>
        <source>Put the lesson page, drawn with its caption, on the clipboard</source>
        <translation>Def xëtu njàng mi, ak légende bam, ci presse-papiers bi</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Génne</translation>
    </message>
    <message>
        <source>This page has no visualization to export.</source>
        <translation>Xët wii amul benn visualisation bu ñu mën a génne.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Génne nañu ko ci %1</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Tànnal benn fichier bu ñu ciy génne.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This page has no animation to export.</source>
        <translation>Xët wii amul animation bu ñu mën a génne.</translation>
    </message>
    <message>
        <source>Drawing the animation…</source>
        <translation>Ñu ngi rëdd animation bi…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Neenal</translation>
    </message>
    <message>
        <source>This page has no visualization to copy.</source>
        <translation>Xët wii amul benn visualisation bu ñu mën a duppi.</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard.</source>
        <translation>Duppi nañu “%1” ci presse-papiers bi.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>This page has no animation to export.</source>
        <translation>Xët wii amul animation bu ñu mën a génne.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Génne</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>&amp;Wàll bi ñuy génne:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Nataal PNG</translation>
    </message>
    <message>
        <source>SVG drawing (vector)</source>
        <translation>Nataal SVG (vectoriel)</translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation>Kayit PDF (vectoriel)</translation>
    </message>
    <message>
        <source>Animated GIF of the steps</source>
        <translation>GIF bu animé bu jéego yi</translation>
    </message>
    <message>
        <source>Numbered PNG images of the steps</source>
        <translation>Nataal PNG yu ñu lim, bu jéego yi</translation>
    </message>
    <message>
        <source>MP4 video of the steps</source>
        <translation>Vidéo MP4 bu jéego yi</translation>
    </message>
    <message>
        <source>WebM video of the steps</source>
        <translation>Vidéo WebM bu jéego yi</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>Da&amp;yo:</translation>
    </message>
    <message>
        <source>1x (as on screen)</source>
        <translation>1x (ni mu mel ci écran bi)</translation>
    </message>
    <message>
        <source>2x (sharp on high-density screens)</source>
        <translation>2x (leer ci écran yu am pixel yu bare)</translation>
    </message>
    <message>
        <source>4K (3840 × 2160)</source>
        <translation>4K (3840 × 2160)</translation>
    </message>
    <message>
        <source>Dots per inch:</source>
        <translation>Poñ ci benn pouce:</translation>
    </message>
    <message>
        <source>Dots per inch</source>
        <translation>Poñ ci benn pouce</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>&amp;Légende:</translation>
    </message>
    <message>
        <source>Write the lesson, step and configuration under the picture.</source>
        <translation>Bind njàng mi, jéego bi ak paramètre yi ci suufu nataal bi.</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>From &amp;step:</source>
        <translation>Dale ci &amp;jéego:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>ba</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Jéego bu mujj</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>Ci &amp;bépp:</translation>
    </message>
    <message>
        <source> step(s)</source>
        <translation> jéego</translation>
    </message>
    <message>
        <source>Frame &amp;delay:</source>
        <translation>Diiru &amp;nataal:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>&amp;Denc ci:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Seet…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixel</translation>
    </message>
    <message>
        <source>vector: sharp at any size</source>
        <translation>vectoriel: leer na ci bépp dayo</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n nataal</numerusform>
            <numerusform>%n nataal</numerusform>
        </translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Génne ci</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Fichier %1 (*.%2)</translation>
    </message>
</context>
<context>
    <name>ExportRenderer</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Mënuñu bind %1: %2</translation>
    </message>
    <message>
        <source>the SVG writer could not start.</source>
        <translation>mënuñu tàmbali bind SVG bi.</translation>
    </message>
    <message>
        <source>the PDF writer could not start.</source>
        <translation>mënuñu tàmbali bind PDF bi.</translation>
    </message>
</context>
<context>
    <name>GifEncoder</name>
    <message>
        <source>the file refused the data.</source>
        <translation>fichier bi nanguwul données yi.</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>mënuñu ko jàng: %1</translation>
    </message>
    <message>
        <source>is not valid JSON: %1 at byte %2</source>
        <translation>du JSON bu baax: %1 ci byte %2</translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation>amul benn objet JSON</translation>
    </message>
</context>
<context>
    <name>JsonStore</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>mënuñu ko jàng: %1</translation>
    </message>
    <message>
        <source>is not valid JSON (%1 at byte %2)</source>
        <translation>du JSON bu baax (%1 ci byte %2)</translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation>amul benn objet JSON</translation>
    </message>
    <message>
        <source>%1; it was moved aside to %2 and defaults are used</source>
        <translation>%1; dañu ko toxal ci %2, te valeurs par défaut yi lañuy jëfandikoo</translation>
    </message>
    <message>
        <source>%1; it could not be moved aside and will be overwritten</source>
        <translation>%1; mënuñu ko toxal, kon dañuy bind ci kawam</translation>
    </message>
</context>
<context>
    <name>KvBudgetPanel</name>
    <message>
        <source>Sequences of %1 tokens at once</source>
        <translation>Séquence yu am %1 token ci benn yoon</translation>
    </message>
    <message>
        <source>Bytes per token = 2 (K and V) × %1 layers × %2 KV heads × %3 per head × %4 bytes; blocks = (GPU memory × %5 − weights) ÷ (bytes per token × %6).</source>
        <translation>Octet ci benn token = 2 (K ak V) × %1 couche × %2 head KV × %3 ci benn head × %4 octet; bloc yi = (mémoire GPU × %5 − poids yi) ÷ (octet ci benn token × %6).</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Moteur serving</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modle:</translation>
    </message>
    <message>
        <source>&amp;GPU memory:</source>
        <translation>Mémoire &amp;GPU:</translation>
    </message>
    <message>
        <source>&amp;Block size (tokens):</source>
        <translation>Dayob &amp;bloc (token):</translation>
    </message>
    <message>
        <source>Sequence &amp;length (tokens):</source>
        <translation>Guddaayu &amp;séquence (token):</translation>
    </message>
    <message>
        <source>The fraction of GPU memory vLLM may use, weights included (default 0.9).</source>
        <translation>Wàll ci mémoire GPU bi vLLM mën a jëfandikoo, boole ci poids yi (0.9 bu ñu ko soppiwul).</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>KV bytes per token</source>
        <translation>Octet KV ci benn token</translation>
    </message>
    <message>
        <source>Bytes per block</source>
        <translation>Octet ci benn bloc</translation>
    </message>
    <message>
        <source>Memory vLLM may use</source>
        <translation>Mémoire bi vLLM mën a jëfandikoo</translation>
    </message>
    <message>
        <source>Model weights</source>
        <translation>Poids yu modle bi</translation>
    </message>
    <message>
        <source>Left for the KV cache</source>
        <translation>Li des ngir cache KV bi</translation>
    </message>
    <message>
        <source>Number of blocks</source>
        <translation>Limu bloc yi</translation>
    </message>
    <message>
        <source>Token capacity</source>
        <translation>Limu token yi mu mën a denc</translation>
    </message>
</context>
<context>
    <name>KvCacheLesson</name>
    <message>
        <source>There is no model preset &apos;%1&apos;: choose one of %2.</source>
        <translation>Amul preset modle bu tudd &apos;%1&apos;: tànnal benn ci %2.</translation>
    </message>
</context>
<context>
    <name>KvCacheLessonPresenter</name>
    <message>
        <source>Walkthrough “%1” has no scene “%2”.</source>
        <translation>Walkthrough “%1” amul scène “%2”.</translation>
    </message>
    <message>
        <source>The waste comparison has no scene “%1”; its links name “%2”.</source>
        <translation>Méngaleg yàqute bi amul scène “%1”; lien yam dañuy tudd “%2”.</translation>
    </message>
    <message>
        <source>The memory budget has no scene “%1”; its links name “%2”.</source>
        <translation>Budget mémoire bi amul scène “%1”; lien yam dañuy tudd “%2”.</translation>
    </message>
</context>
<context>
    <name>KvCacheLessonView</name>
    <message>
        <source>Waste by block size</source>
        <translation>Yàqute ci dayob bloc</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Budget mémoire</translation>
    </message>
</context>
<context>
    <name>KvSidePanel</name>
    <message>
        <source>&amp;Walkthrough:</source>
        <translation>&amp;Walkthrough:</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Jéego %1 ci %2</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>Scène: %1</translation>
    </message>
    <message>
        <source>◀ &amp;Previous step</source>
        <translation>◀ Jéego bi &amp;jiitu</translation>
    </message>
    <message>
        <source>&amp;Next step ▶</source>
        <translation>&amp;Jéego bi topp ▶</translation>
    </message>
    <message>
        <source>What the cache did</source>
        <translation>Li cache bi def</translation>
    </message>
    <message>
        <source>Free blocks: %1 of %2. Sequences running or waiting: %3.</source>
        <translation>Bloc yu ñu jëfandikoowul: %1 ci %2. Séquence yiy dox walla di xaar: %3.</translation>
    </message>
</context>
<context>
    <name>KvWasteChart</name>
    <message>
        <source>&amp;Block size: %1 tokens</source>
        <translation>Dayob &amp;bloc: %1 token</translation>
    </message>
    <message>
        <source>Where KV memory goes (the paper&apos;s Fig. 2)</source>
        <translation>Fan la mémoire KV bi di dem (Fig. 2 bu article bi)</translation>
    </message>
    <message>
        <source>token states</source>
        <translation>états token yi</translation>
    </message>
    <message>
        <source>reservation</source>
        <translation>réservation</translation>
    </message>
    <message>
        <source>internal fragmentation</source>
        <translation>fragmentation interne</translation>
    </message>
    <message>
        <source>external fragmentation</source>
        <translation>fragmentation externe</translation>
    </message>
    <message>
        <source>share of KV memory</source>
        <translation>wàll ci mémoire KV</translation>
    </message>
    <message>
        <source>Larger blocks waste more of each sequence&apos;s last block; smaller ones need longer block tables. vLLM&apos;s default is 16.</source>
        <translation>Bloc yu gëna mag dañuy gëna yàq ci bloc bu mujj bu bépp séquence; yu gëna tuuti dañuy soxla tableau bloc yu gëna gudd. Li vLLM jël ci defaut mooy 16.</translation>
    </message>
    <message>
        <source>The same %1 ShareGPT-shaped requests served four ways on %2 token slots of KV memory.</source>
        <translation>%1 laaj yu niroo te mel ni ShareGPT, ñu liggéeyal leen ci ñeenti anam ci %2 palaas token ci mémoire KV.</translation>
    </message>
    <message>
        <source>For each serving system, the share of KV cache memory holding token states (solid), reservation (dotted), internal fragmentation (hatched) and external fragmentation (cross-hatched).</source>
        <translation>Ci système serving bu nekk, wàll ci mémoire cache KV bi yor états token yi (bu fees), réservation (ay poñ), fragmentation interne (rëdd yu wet) ak fragmentation externe (rëdd yu jàllante).</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Hide the introduction</source>
        <translation>Nëbb ubbite bi</translation>
    </message>
    <message>
        <source>Show the introduction</source>
        <translation>Wone ubbite bi</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>Ubbite</translation>
    </message>
</context>
<context>
    <name>LessonReader</name>
    <message>
        <source>the lesson has no &apos;id&apos;</source>
        <translation>njàng mi amul &apos;id&apos;</translation>
    </message>
    <message>
        <source>the lesson&apos;s title: %1</source>
        <translation>turu njàng mi: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s introduction: %1</source>
        <translation>ubbiteg njàng mi: %1</translation>
    </message>
</context>
<context>
    <name>LocalizedText</name>
    <message>
        <source>it is not an object of texts by language</source>
        <translation>du objet bu am mbind yi ci làkk wu nekk</translation>
    </message>
    <message>
        <source>it has no %1 (%2) text</source>
        <translation>amul mbind ci %1 (%2)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About GPU Memory Lab</source>
        <translation>Ci mbirum GPU Memory Lab</translation>
    </message>
    <message>
        <source>GPU Memory Lab %1

Watch GPU memory being managed: the caching allocator, the paged KV cache and activation checkpointing, each with a quiz.

Engines run on: %2</source>
        <translation>GPU Memory Lab %1

Seetil ni ñuy yore mémoire GPU: allocateur bu am cache, cache KV bu ñu xaaj ci pages ak checkpointing bu aktivaasioŋ, te bu ci nekk am na quiz.

Moteur yi dañuy dox ci: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Génn</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Wone</translation>
    </message>
    <message>
        <source>&amp;Restore default layout</source>
        <translation>&amp;Delloo tëralin bu njëkk bi</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Làkk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ndimbal</translation>
    </message>
    <message>
        <source>&amp;About GPU Memory Lab</source>
        <translation>&amp;Ci mbirum GPU Memory Lab</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Njàng yi</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
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
        <translation>amul njàng mu tudd &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Quiz progress could not be saved: %1</source>
        <translation>Mënuñu denc fi nga tollu ci quiz bi: %1</translation>
    </message>
    <message>
        <source>Simulated device (%1) · chosen with --device sim</source>
        <translation>Jumtukaay bu ñu roy (%1) · tànn nañu ko ak --device sim</translation>
    </message>
    <message>
        <source>Simulated device (%1) · no CUDA GPU found</source>
        <translation>Jumtukaay bu ñu roy (%1) · gisuñu benn GPU CUDA</translation>
    </message>
    <message>
        <source>The lesson “%1” has no animation to show yet.</source>
        <translation>Njàng mi “%1” amagul animation bu ñu mën a wone.</translation>
    </message>
    <message>
        <source>&amp;Open snapshot…</source>
        <translation>&amp;Ubbi snapshot…</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot)</source>
        <translation>Ubbi benn snapshot mémoire PyTorch (torch.cuda.memory._dump_snapshot)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ubbi yu &amp;mujj yi</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot</source>
        <translation>Ubbi benn snapshot mémoire PyTorch</translation>
    </message>
    <message>
        <source>PyTorch memory snapshots (*.pickle *.pkl);;All files (*)</source>
        <translation>Snapshot mémoire PyTorch (*.pickle *.pkl);;Fichier yépp (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Ñu ngi jàng %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Neenal</translation>
    </message>
    <message>
        <source>Opening a snapshot</source>
        <translation>Ubbi snapshot</translation>
    </message>
    <message>
        <source>Replaying the trace through the allocator…</source>
        <translation>Ñu ngi doxalaat trace bi ci allocateur bi…</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>Mënuñu ubbi %1: %2</translation>
    </message>
    <message>
        <source>Opening the snapshot was cancelled.</source>
        <translation>Neenal nañu ubbig snapshot bi.</translation>
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
        <translation>Amul segment: allocateur bi yorul benn mémoire ci jumtukaay bi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Address: %2&lt;br&gt;Size: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Adresse: %2&lt;br&gt;Dayo: %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Requested: %1</source>
        <translation>&lt;br&gt;Li ñu laaj: %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Segment #%1 (%2), %3 pool, stream %4</source>
        <translation>&lt;br&gt;Segment #%1 (%2), pool %3, stream %4</translation>
    </message>
    <message>
        <source>small</source>
        <translation>bu ndaw</translation>
    </message>
    <message>
        <source>large</source>
        <translation>bu mag</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expandable segment</source>
        <translation>&lt;br&gt;Segment bu mën a yokku (expandable segment)</translation>
    </message>
    <message>
        <source>Memory map</source>
        <translation>Kàrtu mémoire</translation>
    </message>
    <message>
        <source>%1 segments holding %2 blocks; %3 cached in free blocks. Each row is a segment; blocks are coloured and patterned by state.</source>
        <translation>%1 segment yu yor %2 bloc; %3 ci cache ci bloc yu ñu jëfandikoowul. Rëdd bu nekk benn segment la; melo ak motif bu bloc bu nekk dañuy wone état bam.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Tànn nañu: %1</translation>
    </message>
</context>
<context>
    <name>ModelBudgetPanel</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modle:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimizer:</translation>
    </message>
    <message>
        <source>Mi&amp;xed precision (fp32 master copy)</source>
        <translation>&amp;Jaxasoo ci njub (copie master fp32)</translation>
    </message>
    <message>
        <source>&amp;FSDP shards:</source>
        <translation>Shard &amp;FSDP yi:</translation>
    </message>
    <message>
        <source>FSDP (ZeRO-3) splits weights, gradients and optimizer state over this many GPUs.</source>
        <translation>FSDP (ZeRO-3) dafay xaajale poids yi, degrade yi ak état optimizer bi ci limu GPU yii.</translation>
    </message>
    <message>
        <source>One GPU&apos;s training memory, part by part</source>
        <translation>Mémoire njàngale bu benn GPU, wàll ak wàll</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>poids yi</translation>
    </message>
    <message>
        <source>fp32 master copy</source>
        <translation>copie master fp32</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>degrade yi</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>état optimizer bi</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>aktivaasioŋ yi</translation>
    </message>
    <message>
        <source>GPU capacity (%1 GB)</source>
        <translation>Dayob GPU bi (%1 GB)</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Stacked bars of weights, master copy, gradients, optimizer state and activations, each with its own pattern, against the GPU&apos;s capacity (dashed).</source>
        <translation>Barre yu ñu teg ci kaw seen bopp: poids yi, copie master bi, degrade yi, état optimizer bi ak aktivaasioŋ yi, ku nekk ak motif bu bopp, ñu méngale leen ak dayob GPU bi (rëdd bu dagg-dagg).</translation>
    </message>
</context>
<context>
    <name>PlaybackToolbar</name>
    <message>
        <source>Playback</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Benn jéego ginaaw</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Benn jéego kanam</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Gaawaay:</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Gaawaayu lecture bi</translation>
    </message>
    <message>
        <source>Position in the lesson</source>
        <translation>Fi nga tollu ci njàng mi</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Taxawal</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Doxal</translation>
    </message>
    <message>
        <source>This lesson has no animated steps yet.</source>
        <translation>Njàng mii amagul jéego yu animé.</translation>
    </message>
    <message>
        <source>%1 operations/s</source>
        <translation>%1 operaasioŋ/s</translation>
    </message>
    <message>
        <source>%1 events/s</source>
        <translation>%1 xew-xew/s</translation>
    </message>
    <message>
        <source>Nothing to play</source>
        <translation>Amul dara lu ñu mën a doxal</translation>
    </message>
    <message>
        <source>Operation %1 of %2</source>
        <translation>Operaasioŋ %1 ci %2</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation>Xew-xew %1 ci %2</translation>
    </message>
</context>
<context>
    <name>PresentationController</name>
    <message>
        <source>&amp;Present</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Full screen, enlarged, for a projector (F5; Esc leaves)</source>
        <translation>Écran bu mat, ak dayo bu ñu yokk, ngir projecteur (F5; Esc ngir génn)</translation>
    </message>
    <message>
        <source>Presentation &amp;scale…</source>
        <translation>&amp;Yokkug dayo ci présentation…</translation>
    </message>
    <message>
        <source>Presentation scale</source>
        <translation>Yokkug dayo ci présentation</translation>
    </message>
    <message>
        <source>How much presentation mode enlarges the lesson and the quiz, in percent. Body text is %1 pixels high at 100%; %2% makes it %3 pixels of this screen&apos;s %4, legible from the back of a room when the screen is projected.</source>
        <translation>Ni mode présentation di yokke dayob njàng mi ak quiz bi, ci pour cent. Mbind mi ci biir xët wi am na %1 pixel ci kaw ci 100%; %2% dafay tax mu am %3 pixel ci %4 pixel yu kawu écran bii, ñu mën koo jàng ci ginaaw néeg bi bu ñu ko wone ci projecteur.</translation>
    </message>
</context>
<context>
    <name>PresentationOverlay</name>
    <message>
        <source>The screen is blanked; press B to show it again.</source>
        <translation>Écran bi dafa lëndëm; bësal B ngir wonewaat ko.</translation>
    </message>
</context>
<context>
    <name>ProblemsBanner</name>
    <message>
        <source>%1 could not be used: %2</source>
        <translation>Mënuñu jëfandikoo %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be used; everything else is available.</source>
        <translation>
            <numerusform>Mënuñu jëfandikoo %n fichier; yeneen yépp a ngi fi.</numerusform>
            <numerusform>Mënuñu jëfandikoo %n fichier; yeneen yépp a ngi fi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Leeral…</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Tëj</translation>
    </message>
    <message>
        <source>Files that could not be used</source>
        <translation>Fichier yi ñu mënul a jëfandikoo</translation>
    </message>
    <message>
        <source>These files were skipped. Fix or remove them and restart; nothing else was affected.</source>
        <translation>Dañu jàll fichier yii. Defaral leen walla far leen, te tàmbaliwaat; dara dalul yeneen yi.</translation>
    </message>
</context>
<context>
    <name>QuizOptionButton</name>
    <message>
        <source>correct answer</source>
        <translation>tontu bu jub</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>sa tontu, jubul</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Option %1: %2</translation>
    </message>
    <message>
        <source>Option %1: %2 (%3)</source>
        <translation>Option %1: %2 (%3)</translation>
    </message>
    <message>
        <source>chosen, not yet revealed</source>
        <translation>tànn nañu ko, feeñalaguñu ko</translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <source>This lesson has no quiz yet.</source>
        <translation>Njàng mii amagul quiz.</translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation>&amp;Quiz:</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Bi jiitu</translation>
    </message>
    <message>
        <source>Previous question (Left arrow)</source>
        <translation>Laaj bi jiitu (flèche càmmoñ)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Bi ci topp ▶</translation>
    </message>
    <message>
        <source>Next question (Enter, Space or Right arrow)</source>
        <translation>Laaj bi ci topp (Enter, Espace walla flèche ndijoor)</translation>
    </message>
    <message>
        <source>Retry the ones I missed</source>
        <translation>Jéemaat yi ma juum</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Tàmbaliwaat</translation>
    </message>
    <message>
        <source>Shuffle the options</source>
        <translation>Jaxase option yi</translation>
    </message>
    <message>
        <source>Show each question&apos;s options in a different order; answers are still checked against the right option.</source>
        <translation>Wone option yi ci laaj bu nekk ci beneen toppante; tontu yi, option bu jub bi lañu leen di méngaleel ba tey.</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Level: intermediate</source>
        <translation>Niveau: intermédiaire</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Niveau: %1</translation>
    </message>
    <message>
        <source>Question %1 of %2 · retrying %3 missed</source>
        <translation>Laaj %1 ci %2 · ngay jéemaat %3 yi nga juum</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>Laaj %1 ci %2</translation>
    </message>
    <message>
        <source>Score: %1 / %2</source>
        <translation>Poñ: %1 / %2</translation>
    </message>
    <message>
        <source>✓ Correct.</source>
        <translation>✓ Jub na.</translation>
    </message>
    <message>
        <source>✗ Not quite: the right answer is option %1.</source>
        <translation>✗ Jubul: tontu bu jub bi mooy option %1.</translation>
    </message>
    <message>
        <source>You answered %1 of %2 questions correctly.</source>
        <translation>Ci %2 laaj yi, jub nga ci %1.</translation>
    </message>
    <message>
        <source>Show me in the lesson ▸</source>
        <translation>Won ma ko ci njàng mi ▸</translation>
    </message>
    <message>
        <source>Jump to the moment in the lesson&apos;s animation that this question is about</source>
        <translation>Dem ci jamono ji ci animation bu njàng mi, laaj bii di wax</translation>
    </message>
    <message>
        <source>Option %1 is chosen. Press R to reveal the answer.</source>
        <translation>Tànn nañu option %1. Bësal R ngir feeñal tontu bi.</translation>
    </message>
</context>
<context>
    <name>QuizReader</name>
    <message>
        <source>%1 has no &apos;%2&apos;</source>
        <translation>%1 amul &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the %1 of %2: %3</source>
        <translation>%1 ci %2: %3</translation>
    </message>
    <message>
        <source>the quiz</source>
        <translation>quiz bi</translation>
    </message>
    <message>
        <source>the quiz has no &apos;id&apos;</source>
        <translation>quiz bi amul &apos;id&apos;</translation>
    </message>
    <message>
        <source>the quiz does not name its &apos;lesson&apos;</source>
        <translation>quiz bi joxul &apos;lesson&apos; bi mu bokk</translation>
    </message>
    <message>
        <source>the quiz has no questions</source>
        <translation>quiz bi amul benn laaj</translation>
    </message>
    <message>
        <source>question %1</source>
        <translation>laaj %1</translation>
    </message>
    <message>
        <source>%1 has %2 options; every question needs exactly %3</source>
        <translation>%1 am na %2 option; laaj bu nekk war na am %3 option, du ëpp du wàññi</translation>
    </message>
    <message>
        <source>option %1 of %2: %3</source>
        <translation>option %1 ci %2: %3</translation>
    </message>
    <message>
        <source>%1 has no correct option</source>
        <translation>%1 amul option bu jub</translation>
    </message>
    <message>
        <source>%1 names option %2 as correct, but options are numbered 0 to %3</source>
        <translation>%1 dafa wone option %2 ni bu jub, waaye option yi, 0 ba %3 lañu leen di lim</translation>
    </message>
    <message>
        <source>%1 has a &apos;show_me&apos; link without a lesson or scene</source>
        <translation>%1 am na lien &apos;show_me&apos; bu amul njàng walla scène</translation>
    </message>
</context>
<context>
    <name>SnapshotPresenter</name>
    <message>
        <source>GPU %1: %2 segments, %3 trace events; peak reserved %4. Replayed through the allocator: %5 of %6 allocations at the recorded address, %7 of %8 segments as recorded.</source>
        <translation>GPU %1: %2 segment, %3 xew-xew ci trace bi; réservé bi gëna kawe: %4. Doxalaat nañu ko ci allocateur bi: %5 ci %6 allocation ci adresse bi ñu bind, %7 ci %8 segment ni ñu leen binde.</translation>
    </message>
    <message>
        <source>First difference: %1</source>
        <translation>Wuute bu njëkk: %1</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>Xew-xew %1: %2</translation>
    </message>
    <message>
        <source>The snapshot recorded no stack for this allocation (event %1).</source>
        <translation>Snapshot bi bindul benn stack ngir allocation bii (xew-xew %1).</translation>
    </message>
    <message>
        <source>This block was allocated before the trace began; its stack is not known.</source>
        <translation>Bloc bii, dañu ko allouer balaa trace bi di tàmbali; xamuñu stack bam.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>réservé bi gëna kawe</translation>
    </message>
    <message>
        <source>peak allocated</source>
        <translation>alloué bi gëna kawe</translation>
    </message>
    <message>
        <source>peak inactive split</source>
        <translation>inactif bu ñu xaaj bi gëna kawe</translation>
    </message>
    <message>
        <source>fragmentation at peak</source>
        <translation>fragmentation ci jamono ju gëna kawe</translation>
    </message>
    <message>
        <source>out-of-memory errors</source>
        <translation>njuumte yu mémoire jeex</translation>
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
        <translation>alloué %1 · réservé %2 · actif %3
inactif bu ñu xaaj %4 · fragmentation %5</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>li ñu bind</translation>
    </message>
    <message>
        <source>what if</source>
        <translation>su fekkee</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Jumtukaay:</translation>
    </message>
    <message>
        <source>What the allocator did</source>
        <translation>Li allocateur bi def</translation>
    </message>
    <message>
        <source>Stack of the selected block&apos;s allocation</source>
        <translation>Stack bu allocation bu bloc bi ñu tànn</translation>
    </message>
    <message>
        <source>What if: replay under other settings</source>
        <translation>Su fekkee: doxalaat ak yeneen paramètre</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Mémoire GPU</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>ni ñu ko binde</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Doxalaat</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>GPU Memory Lab: watch GPU memory being managed, and take the quizzes.</source>
        <translation>GPU Memory Lab: seetil ni ñuy yore mémoire GPU, te def quiz yi.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Wone ndimbal lii.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Wone version bi.</translation>
    </message>
    <message>
        <source>Open lesson ID (caching-allocator, paged-kv-cache, activation-checkpointing).</source>
        <translation>Ubbi njàng ID (caching-allocator, paged-kv-cache, activation-checkpointing).</translation>
    </message>
    <message>
        <source>Interface and quiz language: en, bn, sw or wo.</source>
        <translation>Làkk wu interface bi ak quiz yi: en, bn, sw walla wo.</translation>
    </message>
    <message>
        <source>Run the engines on: auto, sim or cuda.</source>
        <translation>Doxal moteur yi ci: auto, sim walla cuda.</translation>
    </message>
    <message>
        <source>Also load lessons and quizzes from DIR (DIR/lessons/*.json, DIR/quizzes/*.json).</source>
        <translation>Yeb itam njàng ak quiz yu nekk ci DIR (DIR/lessons/*.json, DIR/quizzes/*.json).</translation>
    </message>
    <message>
        <source>A PyTorch memory snapshot to open.</source>
        <translation>Benn snapshot mémoire PyTorch bu ñuy ubbi.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;: choose en, bn, sw or wo</source>
        <translation>làkk wu ñu xamul &apos;%1&apos;: tànnal en, bn, sw walla wo</translation>
    </message>
    <message>
        <source>unknown device &apos;%1&apos;: choose auto, sim or cuda</source>
        <translation>appareil bu ñu xamul &apos;%1&apos;: tànnal auto, sim walla cuda</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s (or the snapshot FILE&apos;s) views into DIR and exit; needs no display.</source>
        <translation>Bind nataal yu njàng mi (walla yu snapshot FILE) ci DIR te génn; soxlawul écran.</translation>
    </message>
    <message>
        <source>With --export: the animation step N to draw (1 is the first).</source>
        <translation>Ak --export: jéego N ci animation bi bu ñuy rëdd (1 mooy bu njëkk bi).</translation>
    </message>
    <message>
        <source>With --export: draw every step.</source>
        <translation>Ak --export: rëdd jéego yépp.</translation>
    </message>
    <message>
        <source>With --export: png, svg or pdf.</source>
        <translation>Ak --export: png, svg walla pdf.</translation>
    </message>
    <message>
        <source>With --export: pixels per point for PNG (1 to 8).</source>
        <translation>Ak --export: pixel ci benn poñ ngir PNG (1 ba 8).</translation>
    </message>
    <message>
        <source>--%1 only goes with --export DIR</source>
        <translation>--%1 dafay dox rekk ak --export DIR</translation>
    </message>
    <message>
        <source>--export needs a folder to write into</source>
        <translation>--export dafa soxla dossier bu mu ciy bind</translation>
    </message>
    <message>
        <source>--export needs either --lesson ID or one snapshot FILE</source>
        <translation>--export dafa soxla --lesson ID walla benn snapshot FILE</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;: choose png, svg or pdf</source>
        <translation>format bu ñu xamul &apos;%1&apos;: tànnal png, svg walla pdf</translation>
    </message>
    <message>
        <source>--step and --all-steps cannot both be given</source>
        <translation>--step ak --all-steps, mënuñu leen a joxaale</translation>
    </message>
    <message>
        <source>--step wants a whole number from 1, not &apos;%1&apos;</source>
        <translation>--step dafa soxla lim bu mat bu dale ci 1, du &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--scale wants a number from 1 to 8, not &apos;%1&apos;</source>
        <translation>--scale dafa soxla lim bu dale ci 1 ba 8, du &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>ThemeController</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste bu kawe</translation>
    </message>
    <message>
        <source>Black on white with strong colours and thicker lines, for a washed-out projector</source>
        <translation>Ñuul ci kaw weex, ak melo yu dëgër ak rëdd yu gëna yaatu, ngir projecteur bu melo yam wàññiku</translation>
    </message>
</context>
</TS>
