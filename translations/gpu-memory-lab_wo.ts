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
        <source>Active memory timeline</source>
        <translation>Rëddu jamono bu mémoire actif</translation>
    </message>
    <message>
        <source>Live allocations stacked over time, the largest as bands and the rest merged along the bottom; the cursor marks the event shown.</source>
        <translation>Allocation yi fi nekk, ñu teg leen ci kaw seen bopp ci diirub jamono bi: yi gëna mag niki ay bande, yeneen yi ñu boole leen ci suuf; curseur bi dafay màndargal xew-xew bi ñuy wone.</translation>
    </message>
    <message>
        <source>reserved</source>
        <extracomment>Legend of the active memory timeline: the line of the bytes the allocator holds from the device.</extracomment>
        <translation>réservé</translation>
    </message>
    <message>
        <source>OOM</source>
        <extracomment>The mark on the active memory timeline at an allocation that failed for lack of memory. Keep it short: it labels a line a few pixels wide.</extracomment>
        <translation>OOM</translation>
    </message>
    <message>
        <source>peak</source>
        <extracomment>The mark on the active memory timeline at the event where allocated memory peaks. Keep it short.</extracomment>
        <translation>kawe</translation>
    </message>
    <message>
        <source>Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.</source>
        <translation>Plus ak Minus dañuy yokk ak wàññi, 0 dafay wone trace bi yépp, Shift ak Càmmooñ walla Ndijoor dañuy jéggal.</translation>
    </message>
    <message>
        <source>On stream %1</source>
        <extracomment>In the active memory timeline&apos;s tooltip: the stream an allocation was made on (%1: its name or id).</extracomment>
        <translation>Ci stream %1</translation>
    </message>
    <message>
        <source>In %1</source>
        <extracomment>In the active memory timeline&apos;s tooltip: %1 names the private pool (a CUDA graph&apos;s, ...).</extracomment>
        <translation>Ci %1</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <extracomment>In the active memory timeline&apos;s tooltip: %1 is the device memory the allocator holds then.</extracomment>
        <translation>%1 réservé</translation>
    </message>
    <message>
        <source>Live allocations stacked over time. The cursor is after %1 (the trace ends with %2), with %3 active. Left and Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.</source>
        <extracomment>%1 and %2 name events (&quot;event 12&quot;): where the cursor is, and the trace&apos;s last.</extracomment>
        <translation>Allocation yu dund yi, ñu teg leen ci kaw seen bopp ci diir bi. Curseur bi mungi ginnaaw %1 (trace bi dafay jeex ci %2), ak %3 yu dox. Càmmooñ ak Ndijoor dañu koy jéggal benn xew, Page Up ak Page Down fukkeelu trace bi, Home ak End ba ci cat yi.</translation>
    </message>
    <message>
        <source>Showing %1 to %2. Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.</source>
        <translation>Mungiy wone %1 ba %2. Plus ak Minus dañuy yokk ak wàññi, 0 dafay wone trace bi yépp, Shift ak Càmmooñ walla Ndijoor dañuy jéggal.</translation>
    </message>
    <message>
        <source>%1 at %2
allocated at %3, freed at %4</source>
        <extracomment>%3 and %4 name events (&quot;event 12&quot;, &quot;before the trace&quot;).</extracomment>
        <translation>%1 ci %2
allouer ci %3, bàyyi ci %4</translation>
    </message>
    <message>
        <source>After %1: %2 in smaller allocations</source>
        <extracomment>%1 names an event (&quot;event 12&quot;).</extracomment>
        <translation>Ginnaaw %1: %2 ci allocation yu gën a tuuti yi</translation>
    </message>
    <message>
        <source>Out of memory at %1: an allocation failed.</source>
        <extracomment>%1 names an event (&quot;event 12&quot;).</extracomment>
        <translation>Mémoire bi jeex na ci %1: benn allocation antuwul.</translation>
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
        <translation>Fragmentation mémoire</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>fragmentation mémoire</translation>
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
    <name>AllocatorEventText</name>
    <message>
        <source>expandable segment %1</source>
        <translation>segment #%1 bu mën a yokku</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>segment #%1</translation>
    </message>
    <message>
        <source>small pool</source>
        <translation>pool bu ndaw bi</translation>
    </message>
    <message>
        <source>large pool</source>
        <translation>pool bu mag bi</translation>
    </message>
    <message>
        <source>%1 (rounded to %2)</source>
        <translation>%1 (bu ñu arrondi ba %2)</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3 and split off %4, which stays cached after it.</source>
        <translation>Allouer nañu %1: jëfandikoowaat nañu benn bloc bu %2 bu nekk ci cache, ci biir %3, te xaaj nañu ci %4 yu des ci cache bi, ci ginaawam.</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3 whole. The %4 left over is below the split threshold, so the tensor gets it too.</source>
        <translation>Allouer nañu %1: jëfandikoowaat nañu benn bloc bu %2 bu nekk ci cache, ci biir %3, ci lépp. %4 yi des dañu gëna tuuti seuil bu xaaj bi, kon tenseur bi dafay jël leen itam.</translation>
    </message>
    <message>
        <source>Allocated %1: reused a cached %2 block in %3.</source>
        <translation>Allouer nañu %1: jëfandikoowaat nañu benn bloc bu %2 bu nekk ci cache, ci biir %3.</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2 and split off %3, which stays cached after it.</source>
        <translation>Allouer nañu %1 ci kanamu mémoire bu bees bi ci biir %2, te xaaj nañu ci %3 yu des ci cache bi, ci ginaawam.</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2, whole. The %3 left over is below the split threshold, so the tensor gets it too.</source>
        <translation>Allouer nañu %1 ci kanamu mémoire bu bees bi ci biir %2, ci lépp. %3 yi des dañu gëna tuuti seuil bu xaaj bi, kon tenseur bi dafay jël leen itam.</translation>
    </message>
    <message>
        <source>Allocated %1 at the start of the new memory in %2.</source>
        <translation>Allouer nañu %1 ci kanamu mémoire bu bees bi ci biir %2.</translation>
    </message>
    <message>
        <source>The streams using the block finished: the %1 block is cached again, merged with its free neighbours into %2 (%3).</source>
        <translation>Stream yi doon jëfandikoo bloc bi jeex nañu: bloc bu %1 bi dellu na ci cache bi, te boolu na ak bloc yu ñu jëfandikoowul yi ko wet, ba nekk %2 (%3).</translation>
    </message>
    <message>
        <source>The streams using the block finished: the %1 block is cached again (%2).</source>
        <translation>Stream yi doon jëfandikoo bloc bi jeex nañu: bloc bu %1 bi dellu na ci cache bi (%2).</translation>
    </message>
    <message>
        <source>The %1 block is cached again, merged with its free neighbours into %2 (%3).</source>
        <translation>Bloc bu %1 bi dellu na ci cache bi, te boolu na ak bloc yu ñu jëfandikoowul yi ko wet, ba nekk %2 (%3).</translation>
    </message>
    <message>
        <source>The %1 block is cached again (%2).</source>
        <translation>Bloc bu %1 bi dellu na ci cache bi (%2).</translation>
    </message>
    <message>
        <source>Reserved a %1 virtual address range for %2 (%3, stream %4). It holds no memory yet: pages are mapped into it as it grows.</source>
        <translation>Réserver nañu benn plage d&apos;adresses virtuelles bu %1 ngir %2 (%3, stream %4). Yoragul benn mémoire: dañuy mapper ay pages ci biiram ci ni muy yokku.</translation>
    </message>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n cached oversize block(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>Amul benn bloc ci cache bi bu doy ngir %1. Segment bu bees bu %2 antuwul, kon allocateur bi bàyyi na %n bloc bu ëpp dayo (oversize) bu nekk ci cache (%3), jéemaat, te jot na %4 ci %5, ci %6.</numerusform>
            <numerusform>Amul benn bloc ci cache bi bu doy ngir %1. Segment bu bees bu %2 antuwul, kon allocateur bi bàyyi na %n bloc yu ëpp dayo (oversize) yu nekk ci cache (%3), jéemaat, te jot na %4 ci %5, ci %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cached block fits %1. A new %2 segment failed, so the allocator released %n whole free segment(s) (%3), retried, and got %4 in the %5 at %6.</source>
        <translation>
            <numerusform>Amul benn bloc ci cache bi bu doy ngir %1. Segment bu bees bu %2 antuwul, kon allocateur bi bàyyi na %n segment bu amul dara (%3), jéemaat, te jot na %4 ci %5, ci %6.</numerusform>
            <numerusform>Amul benn bloc ci cache bi bu doy ngir %1. Segment bu bees bu %2 antuwul, kon allocateur bi bàyyi na %n segment yu amul dara (%3), jéemaat, te jot na %4 ci %5, ci %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cached block fits %1, so the allocator asked the device for a new %2 segment: %3 in the %4, at %5.</source>
        <translation>Amul benn bloc ci cache bi bu doy ngir %1, kon allocateur bi laaj na jumtukaay bi segment bu bees bu %2: %3 ci %4, ci %5.</translation>
    </message>
    <message>
        <source>empty_cache returned %1 (%2), which was wholly free, to the device.</source>
        <translation>empty_cache delloo na jumtukaay bi %1 (%2), bu amul woon dara.</translation>
    </message>
    <message>
        <source>Out of memory: the allocator released the cached oversize block %1 (%2) so that a new segment might fit.</source>
        <translation>Mémoire jeex na: allocateur bi bàyyi na bloc bu ëpp dayo (oversize) bu nekk ci cache, %1 (%2), ngir segment bu bees mën a dugg.</translation>
    </message>
    <message>
        <source>Out of memory: the allocator released %1 (%2), which was wholly free, before retrying.</source>
        <translation>Mémoire jeex na: allocateur bi bàyyi na %1 (%2), bu amul woon dara, balaa muy jéemaat.</translation>
    </message>
    <message numerus="yes">
        <source>Garbage collection: reserved memory passed the threshold, so the allocator released the unused %1 (%2), idle for %n search(es) of the cache.</source>
        <translation>
            <numerusform>Setal mémoire (garbage collection): mémoire réservé bi weesu na seuil bi, kon allocateur bi bàyyi na %1 (%2), bi ñu jëfandikoowul ci %n seet bu mujj bi ci cache bi.</numerusform>
            <numerusform>Setal mémoire (garbage collection): mémoire réservé bi weesu na seuil bi, kon allocateur bi bàyyi na %1 (%2), bi ñu jëfandikoowul ci %n seet yu mujj yi ci cache bi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page of %1 is unmapped, so its %2 address range is released.</source>
        <translation>Bépp page ci %1, démapper nañu ko, kon plage d&apos;adresses bu %2 bi, dañu ko bàyyi.</translation>
    </message>
    <message>
        <source>Released %1 (%2).</source>
        <translation>Bàyyi nañu %1 (%2).</translation>
    </message>
    <message>
        <source>Out of memory: no cached block fits, and the device has no room for a new segment.</source>
        <translation>Mémoire jeex na: amul benn bloc ci cache bi bu doy, te jumtukaay bi amul palaas ngir segment bu bees.</translation>
    </message>
    <message>
        <source>The allocator refused the call: the size is 0, or more than the device could ever hand out. Nothing changed.</source>
        <translation>Allocateur bi nanguwul woote bi: dayo bi 0 la, walla mu ëpp li jumtukaay bi mën a jox mukk. Dara soppikuwul.</translation>
    </message>
    <message>
        <source>The allocator refused the call: no live allocation has that address. Nothing changed.</source>
        <translation>Allocateur bi nanguwul woote bi: amul benn allocation bu dund bu am adresse boobu. Dara soppikuwul.</translation>
    </message>
    <message>
        <source>The allocator refused the call: that block is already free, or waiting to be freed. Nothing changed.</source>
        <translation>Allocateur bi nanguwul woote bi: bloc boobu, bàyyi nañu ko ba noppi, walla mu ngi xaar ñu bàyyi ko. Dara soppikuwul.</translation>
    </message>
    <message>
        <source>The allocator refused the setting, as PyTorch would. Nothing changed.</source>
        <translation>Allocateur bi nanguwul paramètre bi, ni PyTorch di def. Dara soppikuwul.</translation>
    </message>
    <message>
        <source>The device failed in a way that is not out of memory. Nothing changed.</source>
        <translation>Jumtukaay bi antuwul, te du ndax mémoire jeex. Dara soppikuwul.</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is reserved by PyTorch but unallocated. If reserved but unallocated memory is large, try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.</source>
        <translation>Mémoire CUDA jeex na. Dañu jéem a allouer %1. GPU %2 am na dayo bu mat bu %3, te ci loolu %4 lañu jëfandikoowul, te processus bii, %5 lañu ko may. Ci mémoire bi ñu allouer, PyTorch moo allouer %6, te %7 PyTorch moo ko réserver waaye allouerul ko. Su mémoire bu réservé te ñu allouerul bari na, jéemal a teg PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True ngir moytu fragmentation.</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. Of the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated. If reserved but unallocated memory is large, try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.</source>
        <translation>Mémoire CUDA jeex na. Dañu jéem a allouer %1. GPU %2 am na dayo bu mat bu %3, te ci loolu %4 lañu jëfandikoowul. Ci mémoire bi ñu allouer, PyTorch moo allouer %5, te %6 PyTorch moo ko réserver waaye allouerul ko. Su mémoire bu réservé te ñu allouerul bari na, jéemal a teg PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True ngir moytu fragmentation.</translation>
    </message>
    <message numerus="yes">
        <source>Freed the %1 block at %2, but %n other stream(s) may still use it: it stays active (pending free) until they finish.</source>
        <translation>
            <numerusform>Bàyyi nañu bloc bu %1 bi ci %2, waaye %n beneen stream mën na koo jëfandikoo ba tey: dafay des actif (di xaar ñu bàyyi ko) ba stream boobu jeex.</numerusform>
            <numerusform>Bàyyi nañu bloc bu %1 bi ci %2, waaye %n yeneen stream mën nañu koo jëfandikoo ba tey: dafay des actif (di xaar ñu bàyyi ko) ba stream yooyu jeex.</numerusform>
        </translation>
    </message>
    <message>
        <source>Freed the %1 block at %2.</source>
        <translation>Bàyyi nañu bloc bu %1 bi ci %2.</translation>
    </message>
    <message>
        <source>After releasing cached memory the allocator retried: it mapped %1 of pages at %2 into %3, so the segment grows instead of a new one being made.</source>
        <translation>Ginaaw bi mu bàyyee mémoire bi nekk ci cache, allocateur bi jéemaat na: mapper na %1 ci pages ci %2 ci biir %3, kon segment bi dafay yokku, te duñu sos bu bees.</translation>
    </message>
    <message>
        <source>No cached block fits %1, so the allocator mapped %2 of pages at %3 into %4: the segment grows instead of a new one being made.</source>
        <translation>Amul benn bloc ci cache bi bu doy ngir %1, kon allocateur bi mapper na %2 ci pages ci %3 ci biir %4: segment bi dafay yokku, te duñu sos bu bees.</translation>
    </message>
    <message>
        <source>empty_cache unmapped %1 of free pages at %2 from %3.</source>
        <translation>empty_cache démapper na %1 ci pages yu ñu jëfandikoowul, ci %2 ci biir %3.</translation>
    </message>
    <message>
        <source>Out of memory: the allocator unmapped %1 of free pages at %2 from %3.</source>
        <translation>Mémoire jeex na: allocateur bi démapper na %1 ci pages yu ñu jëfandikoowul, ci %2 ci biir %3.</translation>
    </message>
    <message numerus="yes">
        <source>empty_cache returned %n whole free segment(s) and free pages (%1) to the device. Free pieces of partly used segments stay cached.</source>
        <translation>
            <numerusform>empty_cache delloo na jumtukaay bi %n segment bu amul dara ak pages yu ñu jëfandikoowul (%1). Dog yu ñu jëfandikoowul ci segment yu ñuy jëfandikoo ci benn wàll dañuy des ci cache bi.</numerusform>
            <numerusform>empty_cache delloo na jumtukaay bi %n segment yu amul dara ak pages yu ñu jëfandikoowul (%1). Dog yu ñu jëfandikoowul ci segment yu ñuy jëfandikoo ci benn wàll dañuy des ci cache bi.</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is reserved by PyTorch but unallocated.</source>
        <translation>Mémoire CUDA jeex na. Dañu jéem a allouer %1. GPU %2 am na dayo bu mat bu %3, te ci loolu %4 lañu jëfandikoowul, te processus bii, %5 lañu ko may. Ci mémoire bi ñu allouer, PyTorch moo allouer %6, te %7 PyTorch moo ko réserver waaye allouerul ko.</translation>
    </message>
    <message>
        <source>CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. Of the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated.</source>
        <translation>Mémoire CUDA jeex na. Dañu jéem a allouer %1. GPU %2 am na dayo bu mat bu %3, te ci loolu %4 lañu jëfandikoowul. Ci mémoire bi ñu allouer, PyTorch moo allouer %5, te %6 PyTorch moo ko réserver waaye allouerul ko.</translation>
    </message>
</context>
<context>
    <name>AllocatorLesson</name>
    <message>
        <source>There is no scenario &apos;%1&apos;.</source>
        <translation>Amul scénario bu tudd &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>%1, limited to %2</source>
        <translation>%1, ñu yemale ko ci %2</translation>
    </message>
    <message>
        <source>simulated GPU of %1</source>
        <translation>GPU bu ñu roy bu %1</translation>
    </message>
    <message>
        <source>There is no live tensor “%1”: it was never allocated, or it was freed already.</source>
        <translation>Amul tenseur bu dund bu tudd “%1”: mësuñu koo jox, walla bayi nañu ko ba pare.</translation>
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
    <message>
        <source>The caching allocator lesson has no scenario “%1”: choose one of %2.</source>
        <translation>Njàngum allocateur bu am cache bi amul scénario “%1”: tànnal benn ci %2.</translation>
    </message>
    <message>
        <source>Written for PyTorch&apos;s default settings on a %1 GPU: under this run&apos;s settings its figures and advice may not hold. The statistics and what the allocator did are this run&apos;s.

%2</source>
        <translation>Ñu bind ko ngir paramètre yu PyTorch yu njëkk ci benn GPU bu %1: ci paramètre yu doxalin bii, lim yi ak digle yi mën nañu baña dëppoo. Statistik yi ak li allocateur bi def, doxalin bii la.

%2</translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1: %2</source>
        <translation>Mënuñu denc scénario bi ci %1: %2</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>Denc ko ni fichier scénario</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Fichier scénario yi (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli allocator --script, and in the lesson from a content folder&apos;s scenarios/allocator/ (--content).</source>
        <translation>Denc nañu ko ci %1. Mu ngi dox ci gpu-memory-lab-cli allocator --script, ak ci njàng mi su jógee ci scenarios/allocator/ bu benn dossier contenu (--content).</translation>
    </message>
    <message>
        <source>The scene&apos;s script cannot be run: %1</source>
        <translation>Mënuñu dox script bu scène bi: %1</translation>
    </message>
    <message>
        <source>The scene shows scenario “%1”, which this window does not have, and holds no script to run.</source>
        <translation>Scène bi dafay wone scénario “%1”, bu palanteer bii amul, te amul benn script bu ñu mën a dox.</translation>
    </message>
    <message>
        <source>The scene opens at step %1, but its scenario has %2 steps.</source>
        <translation>Scène bi dafay ubbiku ci tappu %1, waaye scénario bi am na %2 tappu rekk.</translation>
    </message>
    <message>
        <source>The scene&apos;s scenario could not be run under its settings.</source>
        <translation>Mënuñu dox scénario bu scène bi ak ay paramètre am.</translation>
    </message>
</context>
<context>
    <name>AllocatorPrediction</name>
    <message>
        <source>Predict: the next step allocates %1 as “%2”. Will it fit, or run out of memory?</source>
        <translation>Wax li ngay xaar: tappu bi ci topp dafay allouer %1 ni “%2”. Ndax dina dugg, walla mémoire bi dina jeex?</translation>
    </message>
    <message>
        <source>Predict: the next step allocates %1 as “%2”. Which free block will the allocator take? Click it in the map, or choose a new segment.</source>
        <translation>Wax li ngay xaar: tappu bi ci topp dafay allouer %1 ni “%2”. Ban bloc bu wéet la allocateur bi di jël? Bësal ci kaw ci kart bi, walla tànn benn segment bu bees.</translation>
    </message>
    <message>
        <source>That block is not free: pick a free cached block (green or grey), or a new segment.</source>
        <translation>Bloc boobu wéetul: tànnal benn bloc bu wéet bu nekk ci cache bi (wert walla gris), walla benn segment bu bees.</translation>
    </message>
    <message>
        <source>Pick a free cached block (green or grey) in the map, or a new segment.</source>
        <translation>Tànnal benn bloc bu wéet bu nekk ci cache bi (wert walla gris) ci kart bi, walla benn segment bu bees.</translation>
    </message>
    <message>
        <source>It ran out of memory.</source>
        <translation>Mémoire bi jeex na.</translation>
    </message>
    <message>
        <source>It needed memory from the device: a new segment.</source>
        <translation>Soxla na mémoire ci jumtukaay bi: benn segment bu bees.</translation>
    </message>
    <message>
        <source>It split the free cached block of %1: %2 for the tensor (selected in the map), the rest stays cached.</source>
        <translation>Dafa xaaj bloc bu wéet bu %1 bu nekk ci cache bi: %2 ngir tenseur bi (ñu tànn ko ci kart bi), li ci des des na ci cache bi.</translation>
    </message>
    <message>
        <source>It took the free cached block of %1 whole (selected in the map).</source>
        <translation>Dafa jël bloc bu wéet bu %1 bu nekk ci cache bi, bépp (ñu tànn ko ci kart bi).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1: what happened; %2: the allocator&apos;s own account of it.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>It fits</source>
        <translation>Dina dugg</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Mémoire bi dina jeex</translation>
    </message>
    <message>
        <source>A new segment</source>
        <translation>Benn segment bu bees</translation>
    </message>
    <message>
        <source>Or click the free block (green or grey) it will take in the map.</source>
        <translation>Walla bësal ci kart bi bloc bu wéet (wert walla gris) bi mu di jël.</translation>
    </message>
    <message>
        <source>the free block of %1 at %2</source>
        <extracomment>A free cached block in the prediction&apos;s list: %1 its size, %2 its address.</extracomment>
        <translation>bloc bu wéet bu %1 ci %2</translation>
    </message>
    <message>
        <source>the block you clicked</source>
        <translation>bloc bi nga bës</translation>
    </message>
</context>
<context>
    <name>AllocatorScriptText</name>
    <message>
        <source>Line %1, column %2: the file is not valid JSON (a comma, a quote or a bracket is missing or extra).</source>
        <translation>Rëdd %1, kolon %2: fichier bi du JSON bu baax (virgule, guillemet walla crochet moo ñàkk walla moo ëpp).</translation>
    </message>
    <message>
        <source>this is not an object in braces, { … }, as a script and each of its ops are.</source>
        <translation>lii du objet ci biir accolade { … }, ni script bi ak operaasioŋ yu ci nekk.</translation>
    </message>
    <message>
        <source>there is no field “%1” here.</source>
        <translation>amul champ “%1” fii.</translation>
    </message>
    <message>
        <source>the field “%1” is missing.</source>
        <translation>champ “%1” bi ñàkk na.</translation>
    </message>
    <message>
        <source>“%1” does not hold what it should.</source>
        <translation>“%1” amul li mu wara am.</translation>
    </message>
    <message>
        <source>“%1” cannot be %2.</source>
        <translation>“%1” mënul a doon %2.</translation>
    </message>
    <message>
        <source>there is no op “%1” (the ops are alloc, free, record_stream, synchronize, empty_cache, set_memory_fraction and set_settings).</source>
        <translation>amul operaasioŋ “%1” (operaasioŋ yi ñooy alloc, free, record_stream, synchronize, empty_cache, set_memory_fraction ak set_settings).</translation>
    </message>
    <message>
        <source>“%1” is not live: it was never allocated, or it was freed already.</source>
        <translation>“%1” dundul: mësuñu koo jox, walla bayi nañu ko ba pare.</translation>
    </message>
    <message>
        <source>a script has either “ops” or “steps”, one of them.</source>
        <translation>script am na “ops” walla “steps”, benn ci ñoom rekk.</translation>
    </message>
    <message>
        <source>the script has no ops.</source>
        <translation>script bi amul benn operaasioŋ.</translation>
    </message>
    <message>
        <source>two steps are called “%1”.</source>
        <translation>ñaari jéego ñoo tudd “%1”.</translation>
    </message>
    <message>
        <source>a scene names the step “%1”, which the script does not have.</source>
        <translation>benn scène dafay tudd jéego “%1”, te script bi amu ko.</translation>
    </message>
    <message>
        <source>Op %1 (line %2): %3</source>
        <translation>Operaasioŋ %1 (rëdd %2): %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Rëdd %1: %2</translation>
    </message>
    <message>
        <source>Allocates %1 as “%2” on stream %3.</source>
        <translation>Dafay jox %1 ni “%2” ci stream %3.</translation>
    </message>
    <message>
        <source>Frees “%1”.</source>
        <translation>Dafay bayi “%1”.</translation>
    </message>
    <message>
        <source>Records that “%1” is used on stream %2 too.</source>
        <translation>Dafay bind ne “%1” dañu koy jëfandikoo itam ci stream %2.</translation>
    </message>
    <message>
        <source>Waits for stream %1 to finish its work.</source>
        <translation>Dafay xaar stream %1 mu jeexal liggéeyam.</translation>
    </message>
    <message>
        <source>Waits for every stream to finish its work (torch.cuda.synchronize()).</source>
        <translation>Dafay xaar stream yépp ñu jeexal seen liggéey (torch.cuda.synchronize()).</translation>
    </message>
    <message>
        <source>Returns the cached free segments to the device (torch.cuda.empty_cache()).</source>
        <translation>Dafay delloo appareil bi segment yu wéy yi nekk ci cache bi (torch.cuda.empty_cache()).</translation>
    </message>
    <message>
        <source>Lets the allocator reserve at most %1% of the device&apos;s memory.</source>
        <translation>Dafay may allocator bi mu denc ba %1% ci memwaaru appareil bi, te du ëpp loolu.</translation>
    </message>
    <message>
        <source>Changes the allocator&apos;s settings to %1.</source>
        <translation>Dafay soppi paramètre yu allocator bi, def leen %1.</translation>
    </message>
    <message>
        <source>The sandbox runs lines such as x = torch.empty(100 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache() and torch.cuda.synchronize(); it does not know this one.</source>
        <translation>Bérab bu njéggu bi dafay doxal rëdd yu mel ni x = torch.empty(100 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache() ak torch.cuda.synchronize(); xamul rëdd bii.</translation>
    </message>
    <message>
        <source>This tensor would be made in the CPU&apos;s memory, which the GPU&apos;s allocator never sees: add device=&quot;cuda&quot;.</source>
        <translation>Tenseur bii dañu koy def ci memwaaru CPU bi, te allocator bu GPU bi du ko gis mukk: yokkal device=&quot;cuda&quot;.</translation>
    </message>
    <message>
        <source>There is no dtype “%1”: try torch.float32, torch.float16 or torch.uint8.</source>
        <translation>Amul dtype “%1”: jéemal torch.float32, torch.float16 walla torch.uint8.</translation>
    </message>
    <message>
        <source>A tensor&apos;s size is a whole number of elements above 0, and no larger than a device could hold.</source>
        <translation>Dayob tenseur dafay doon limu élément yu mat te ëpp 0, te du ëpp li appareil mën a yor.</translation>
    </message>
    <message>
        <source>Column %1: the line is not Python the sandbox can read.</source>
        <translation>Kolon %1: rëdd bi du Python bu bérab bu njéggu bi mën a jàng.</translation>
    </message>
    <message>
        <source>the step “%1” asks for a prediction but allocates nothing.</source>
        <translation>tappu “%1” dafay laaj benn xaar waaye allouerul dara.</translation>
    </message>
</context>
<context>
    <name>AllocatorSettingText</name>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: a setting&apos;s name belongs where “%1” is.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: turu paramètre moo war a nekk fa “%1” nekk.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: after the value of %1 comes a “,”, not “%2”.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: ginaaw valeur bu %1, “,” lay ñëw, du “%2”.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: a “,” at the end has no setting after it.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: “,” bu mujj bi amul paramètre ginaawam.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” and a value.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 soxla na “%2” ak benn valeur.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 needs a “%2” where “%3” is.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 soxla na “%2” fa “%3” nekk.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be True or False.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 war na nekk True walla False.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a whole number of MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 war na nekk limu MiB bu mat.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be at least %2 MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 warul a gëna néew %2 MiB.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 has no value.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 amul valeur.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a number between 0 and 1, both excluded.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 war na nekk benn lim ci diggante 0 ak 1, te du 0 du 1.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be a power of two up to 128.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 war na nekk puissance bu 2 bu dul ëpp 128.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1 must be native or cudaMallocAsync.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1 war na nekk native walla cudaMallocAsync.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: backend:cudaMallocAsync hands memory to the CUDA driver, and this lesson shows PyTorch&apos;s own caching allocator.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: backend:cudaMallocAsync dafay jox mémoire bi driver CUDA bi, te njàng mii dafay wone allocateur bu am cache bu PyTorch ci boppam.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: PyTorch has no setting %1. It knows %2.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: PyTorch amul paramètre %1. Paramètre yi mu xam: %2.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: the number of divisions must be a power of two.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: limu division yi war na nekk puissance bu 2.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs an interval in MiB, or “&gt;”, here.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: liste bu %1 soxla na fii benn intervalle ci MiB, walla “&gt;”.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: the divisions must be 0 or a power of two.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: division yi war nañu nekk 0 walla puissance bu 2.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1: an interval must be a power of two, in MiB.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: %1: intervalle war na nekk puissance bu 2, ci MiB.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF: the list of %1 needs a “,” or a “]” here.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF: liste bu %1 soxla na fii “,” walla “]”.</translation>
    </message>
</context>
<context>
    <name>AllocatorSidePanel</name>
    <message>
        <source>&apos;%1&apos; is not a size: write it like 25 MiB, 1.5 GiB or 4096.</source>
        <translation>&apos;%1&apos; du dayo: bindal ko ni 25 MiB, 1.5 GiB walla 4096.</translation>
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
        <translation>fragmentation mémoire</translation>
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
        <translation>St&amp;ream bi:</translation>
    </message>
    <message>
        <source>&amp;Allocate</source>
        <translation>&amp;Allouer</translation>
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
    <message>
        <source>Bytes held by live tensors now, each counted at its rounded block size.</source>
        <translation>Byte yi tensor yu dund yi téye fi mu nekk, bu ci nekk ñu waññ ko ci dayo bloc bi ñu yokk ba mu mat.</translation>
    </message>
    <message>
        <source>Bytes the allocator holds from the device in segments, in use or cached.</source>
        <translation>Byte yi allocateur bi téye ci jumtukaay bi ci ay segment, yu ñuy jëfandikoo walla yu nekk ci cache bi.</translation>
    </message>
    <message>
        <source>Bytes in blocks in use, including freed blocks still waiting for their stream&apos;s work to finish.</source>
        <translation>Byte yi nekk ci bloc yi ñuy jëfandikoo, boole ci bloc yi ñu bàyyi te ñuy xaar ba liggéeyu stream bi jeex.</translation>
    </message>
    <message>
        <source>Bytes in free blocks cut from a segment that still has blocks in use: cached, but only for requests that fit in those pieces.</source>
        <translation>Byte yi nekk ci bloc yu ñu jëfandikoowul yu ñu dog ci benn segment bu am ba leegi ay bloc yu ñuy jëfandikoo: nekk nañu ci cache bi, waaye ngir laaj yu mën a dugg ci dog yooyu rekk.</translation>
    </message>
    <message>
        <source>Bytes the tensors asked for, before the allocator rounded each request up.</source>
        <translation>Byte yi tensor yi laaj, laata allocateur bi di yokk laaj bu nekk ba mu mat.</translation>
    </message>
    <message>
        <source>The most bytes the allocator has held from the device at once since the run began.</source>
        <translation>Byte yi gëna bari yi allocateur bi téye ci jumtukaay bi ci benn yoon, li dale ci tàmbalib dox bi.</translation>
    </message>
    <message>
        <source>How scattered the cached free memory is: 1 minus the largest free block over all free cached bytes (0: one piece).</source>
        <translation>Naka la mémoire bu ñu jëfandikoowul bi nekk ci cache bi tasaaroo: 1 wàññi bloc bu gëna mag bu ñu jëfandikoowul, ñu xaajale ko ak byte yépp yu ñu jëfandikoowul ci cache bi (0: benn dog).</translation>
    </message>
    <message>
        <source>How many requests failed with out of memory even after the cache was released and the request retried.</source>
        <translation>Ñaata laaj moo antuwul ndax mémoire jeex, doonte bàyyi nañu cache bi te jéemaat laaj bi.</translation>
    </message>
    <message>
        <source>How many times the device had no room for a new segment, so the allocator released its cached blocks and tried again.</source>
        <translation>Ñaata yoon la jumtukaay bi amul woon barab ngir segment bu bees, kon allocateur bi bàyyi bloc yi mu am ci cache bi te jéemaat.</translation>
    </message>
    <message>
        <source>How many segments the allocator has asked the device for (cudaMalloc) and given back (cudaFree).</source>
        <translation>Ñaata segment la allocateur bi laaj jumtukaay bi (cudaMalloc) te delloo ko (cudaFree).</translation>
    </message>
    <message>
        <source>Or type a line of P&amp;yTorch:</source>
        <translation>Walla bindal benn rëdd bu P&amp;yTorch:</translation>
    </message>
    <message>
        <source>A line of PyTorch to run</source>
        <translation>Benn rëdd bu PyTorch ngir doxal</translation>
    </message>
    <message>
        <source>For example x = torch.empty(300 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache(). Press Enter to run it.</source>
        <translation>Misaal x = torch.empty(300 * 2**20, dtype=torch.uint8, device=&quot;cuda&quot;), del x, torch.cuda.empty_cache(). Bësal Enter ngir doxal ko.</translation>
    </message>
    <message>
        <source>Run line</source>
        <translation>Doxal rëdd bi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Dind&amp;i</translation>
    </message>
    <message>
        <source>Take back the last thing done by hand: the scenario runs again and the rest is done again</source>
        <translation>Dindi li mujj li ñu def ak loxo: scénario bi dafay doxaat te li ci des dañu koy defaat</translation>
    </message>
    <message>
        <source>Sav&amp;e as a scenario file…</source>
        <translation>D&amp;enc ko ni fichier scénario…</translation>
    </message>
    <message>
        <source>Write the scenario and what you did by hand to a file that runs to this state: to send, or to narrate as an exercise</source>
        <translation>Bindal scénario bi ak li nga def ak sa loxo ci benn fichier buy dox ba agsi ci melo wii: ngir yónnee ko, walla ngir wax ci kaw ni benn liggéey</translation>
    </message>
    <message>
        <source>S&amp;cenario:</source>
        <translation>&amp;Scénario:</translation>
    </message>
    <message>
        <source>F&amp;ree selected</source>
        <translation>&amp;Bàyyi bi ñu tànn</translation>
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
    <name>BackgroundWorkProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Neenal</translation>
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
        <extracomment>A block of a pool just made, not yet in the free queue.</extracomment>
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
        <translation>duppi balaa bind (copy-on-write)</translation>
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
    <message>
        <source>new</source>
        <translation>bu bees</translation>
    </message>
    <message>
        <source>Not laid down yet: the new pool&apos;s blocks join the queue next, one by one.</source>
        <translation>Tegaguñu leegi: bloc yu pool bu bees bi dinañu dugg ci file bi ci topp, benn-benn.</translation>
    </message>
    <message>
        <source>Free queue</source>
        <translation>File bloc yu ñu jëfandikoowul yi</translation>
    </message>
    <message>
        <source>Physical blocks: %1 of %2 free</source>
        <translation>Bloc physique yi: %1 ci %2 ñu jëfandikoowul</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Horizontal axis: %1</source>
        <extracomment>Under a chart whose horizontal axis has no room for its title; %1 is the title.</extracomment>
        <translation>Axe bu tëdd: %1</translation>
    </message>
    <message>
        <source>Vertical axis: %1</source>
        <extracomment>Under a chart whose vertical axis has no room for its title; %1 is the title.</extracomment>
        <translation>Axe bu taxaw: %1</translation>
    </message>
</context>
<context>
    <name>CheckpointChainFiles</name>
    <message>
        <source>The chain could not be saved to %1: %2</source>
        <translation>Mënuñu denc chaîne bi ci %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, on a chain of %n layer(s).</source>
        <extracomment>%1 is the schedule&apos;s title (&quot;Chen&apos;s sqrt(N): 4 segments of up to 4 layers&quot;).</extracomment>
        <translation>
            <numerusform>%1, ci benn chaîne bu am %n couche.</numerusform>
            <numerusform>%1, ci benn chaîne bu am %n couche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Beside it, %1: peak %2, %3 ms more than store-all (%4%).</source>
        <extracomment>A schedule the chain file compares with the one it plays: its title, its peak, its extra time.</extracomment>
        <translation>Ci wetam, %1: kaw gi %2, %3 ms ci kaw store-all (%4%).</translation>
    </message>
</context>
<context>
    <name>CheckpointChainText</name>
    <message>
        <source>bytes</source>
        <extracomment>The unit of a range: “&quot;activation_bytes&quot; is 0: it must be from 1 to 1000000000000 bytes”.</extracomment>
        <translation>octet</translation>
    </message>
    <message>
        <source>layers</source>
        <extracomment>The unit of a range: “&quot;layers&quot; is 0: it must be from 1 to 10000 layers”.</extracomment>
        <translation>couche</translation>
    </message>
    <message>
        <source>(layers per segment, at most the chain&apos;s)</source>
        <extracomment>After a range of a schedule&apos;s &quot;every&quot;: “it must be from 1 to 16 (layers per segment, at most the chain&apos;s)”.</extracomment>
        <translation>(couche yi ci benn segment, te du ëpp yu chaîne bi)</translation>
    </message>
    <message>
        <source>(at most one per layer)</source>
        <extracomment>After a range of Revolve&apos;s &quot;snapshots&quot;: “it must be from 1 to 16 (at most one per layer)”.</extracomment>
        <translation>(lu ëpp benn ci couche gu nekk)</translation>
    </message>
    <message>
        <source>(the chain&apos;s layers, counted from 1)</source>
        <extracomment>After a range of layers: “it must be from 1 to 16 (the chain&apos;s layers, counted from 1)”.</extracomment>
        <translation>(couche yu chaîne bi, ñu lim leen dale ci 1)</translation>
    </message>
    <message>
        <source>operations into the timeline</source>
        <extracomment>The unit of the &quot;cursor&quot; range: “it must be from 0 to 100000000 operations into the timeline”.</extracomment>
        <translation>operaasioŋ ci rëddu jamono bi</translation>
    </message>
    <message>
        <source>(a narrated step: step 1 is the forward pass, which asks nothing)</source>
        <extracomment>After the range of &quot;predict&quot;: “it must be from 2 to 17 (a narrated step: step 1 is the forward pass, which asks nothing)”.</extracomment>
        <translation>(ab jéego bu ñu leeral: jéego 1 mooy jéego bu jëm kanam bi, bu dul laaj dara)</translation>
    </message>
    <message>
        <source>a cost in milliseconds</source>
        <extracomment>What a number of the chain file is: “&quot;forward_ms&quot; is -1: a cost in milliseconds must be at least 0 …”.</extracomment>
        <translation>ab njëg ci milliseconde</translation>
    </message>
    <message>
        <source>a share of store-all&apos;s peak</source>
        <extracomment>What &quot;budget_fraction&quot; is: a share of the peak memory of the store-all schedule (its name stays).</extracomment>
        <translation>ab pàcc ci li store-all gëna kawe</translation>
    </message>
    <message>
        <source>the host link in GB/s</source>
        <extracomment>What &quot;host_gb_per_s&quot; is: the speed of the link to the host&apos;s memory, in gigabytes per second.</extracomment>
        <translation>lëkkalekaayu host bi ci GB/s</translation>
    </message>
    <message>
        <source>how many times the layer&apos;s costs grow</source>
        <extracomment>What the expensive layer&apos;s &quot;factor&quot; is.</extracomment>
        <translation>ñaata yoon la njëgu couche bi di yokk</translation>
    </message>
    <message>
        <source>the chain file</source>
        <extracomment>Where a misspelt field is: “unknown field &quot;colour&quot; in the chain file (it takes …)”.</extracomment>
        <translation>fichier chaîne bi</translation>
    </message>
    <message>
        <source>a schedule</source>
        <extracomment>Where a misspelt field is: “unknown field &quot;evry&quot; in a schedule (it takes …)”.</extracomment>
        <translation>ab kalendriye</translation>
    </message>
    <message>
        <source>layer %1</source>
        <extracomment>One layer of a chain file&apos;s list, counted from 1: “layer 3 needs &quot;activation_bytes&quot; …”.</extracomment>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>layers %1 to %2</source>
        <extracomment>An entry of a chain file&apos;s list that repeats one layer: “layers 3 to 7 needs &quot;activation_bytes&quot; …”.</extracomment>
        <translation>couche %1 ba %2</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <extracomment>%1: where the text stops being JSON and what the JSON reader found there, in English.</extracomment>
        <translation>du JSON: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a whole number from %2 to %3 %4, not %5</source>
        <extracomment>%1: a field of the chain file, as written (layers, repeat, …); %2 to %3: the range allowed; %4: its unit (“bytes”, “layers”, …); %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; ab nombre entier la bu dale %2 ba %3 %4, du %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it cannot be negative (it is from %3 to %4 %5)</source>
        <extracomment>%1: a field of the chain file, as written; %2: the negative number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; mooy %2: mënul a doon négatif (war na dale %3 ba %4 %5)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be a whole number from %3 to %4 %5, written without a fraction or an exponent</source>
        <extracomment>%1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; mooy %2: war na doon nombre entier bu dale %3 ba %4 %5, bu ñu bind te amul fraction walla exposant</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be from %3 to %4 %5</source>
        <extracomment>%1: a field of the chain file, as written; %2: the number as written; %3 to %4: the range allowed; %5: its unit (“bytes”, “layers”, …).</extracomment>
        <translation>&quot;%1&quot; mooy %2: war na dale %3 ba %4 %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a whole number from %2 to %3, not %4</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2 to %3: the range allowed; %4: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; ab nombre entier la bu dale %2 ba %3, du %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it cannot be negative (it is from %3 to %4)</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the negative number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; mooy %2: mënul a doon négatif (war na dale %3 ba %4)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be a whole number from %3 to %4, written without a fraction or an exponent</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; mooy %2: war na doon nombre entier bu dale %3 ba %4, bu ñu bind te amul fraction walla exposant</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: it must be from %3 to %4</source>
        <extracomment>%1: a field of a transformer&apos;s shape (sequence, hidden, heads, …); %2: the number as written; %3 to %4: the range allowed.</extracomment>
        <translation>&quot;%1&quot; mooy %2: war na dale %3 ba %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, a number at least %3 and at most %4, not %5</source>
        <extracomment>%1: a field of the chain file (forward_ms, budget_fraction, …); %2: what the number is (“a cost in milliseconds”, …); %3 to %4: the range allowed, %3 included; %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; mooy %2, ab nombre bu dul wàññi %3 te dul ëpp %4, du %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, a number above %3 and at most %4, not %5</source>
        <extracomment>%1: a field of the chain file (host_gb_per_s, factor); %2: what the number is (“the host link in GB/s”, …); %3 to %4: the range allowed, %3 not included; %5: what it is instead (“a string”, …).</extracomment>
        <translation>&quot;%1&quot; mooy %2, ab nombre bu ëpp %3 te dul ëpp %4, du %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: %3 must be at least %4 and at most %5</source>
        <extracomment>%1: a field of the chain file (forward_ms, budget_fraction, …); %2: the number as written; %3: what the number is (“a cost in milliseconds”, …); %4 to %5: the range allowed, %4 included.</extracomment>
        <translation>&quot;%1&quot; mooy %2: %3 war na bañ a wàññi %4 te bañ a ëpp %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: %3 must be above %4 and at most %5</source>
        <extracomment>%1: a field of the chain file (host_gb_per_s, factor); %2: the number as written; %3: what the number is (“the host link in GB/s”, …); %4 to %5: the range allowed, %4 not included.</extracomment>
        <translation>&quot;%1&quot; mooy %2: %3 war na ëpp %4 te bañ a ëpp %5</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2: a cost cannot be negative (it is milliseconds, 0 or more)</source>
        <extracomment>%1: a cost field of the chain file (forward_ms, backward_ms, recompute_part_ms); %2: the negative number as written.</extracomment>
        <translation>&quot;%1&quot; mooy %2: njëg mënul a doon négatif (milliseconde la, 0 walla lu ko ëpp)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; in %2 (it takes %3, comment)</source>
        <extracomment>%1: the misspelt field as written; %2: where it is (“the chain file”, “a schedule”, “layer 3”, &quot;transformer&quot;, &quot;expensive_layer&quot;); %3: the fields it takes, as written.</extracomment>
        <translation>champ bu ñu xamul &quot;%1&quot; ci %2 (li mu jël mooy %3, comment)</translation>
    </message>
    <message>
        <source>a chain file is an object such as {&quot;layers&quot;: 16, &quot;schedule&quot;: &quot;sqrt&quot;}, not %1</source>
        <extracomment>%1: what the file is instead (“a list”, “a number”, …). The JSON stays as written.</extracomment>
        <translation>fichier chaîne ab objet la niki {&quot;layers&quot;: 16, &quot;schedule&quot;: &quot;sqrt&quot;}, du %1</translation>
    </message>
    <message>
        <source>&quot;id&quot; is a name in quotes, such as &quot;sqrt-16&quot;</source>
        <extracomment>The JSON stays as written.</extracomment>
        <translation>&quot;id&quot; ab tur la ci biir guillemets, niki &quot;sqrt-16&quot;</translation>
    </message>
    <message>
        <source>&quot;description&quot; is the chain&apos;s one line of text, in quotes</source>
        <extracomment>&quot;description&quot; is a field of the chain file, as written.</extracomment>
        <translation>&quot;description&quot; mooy benn rëddu mbind buy wone chaîne bi, ci biir guillemets</translation>
    </message>
    <message>
        <source>&quot;layers&quot; is missing: a count of identical layers (&quot;layers&quot;: 16) or a list of layers</source>
        <extracomment>&quot;layers&quot; is a field of the chain file, as written; the JSON stays as written.</extracomment>
        <translation>&quot;layers&quot; amul: ñaata couche yu niroo (&quot;layers&quot;: 16) walla ab limu couche</translation>
    </message>
    <message>
        <source>&quot;layers&quot; is a count of layers (&quot;layers&quot;: 16) or a list of layers, not %1</source>
        <extracomment>%1: what &quot;layers&quot; is instead (“a string”, “true or false”, …). The JSON stays as written.</extracomment>
        <translation>&quot;layers&quot; mooy ñaata couche (&quot;layers&quot;: 16) walla ab limu couche, du %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; sizes a count of identical layers; a transformer&apos;s shape sizes its layers</source>
        <extracomment>%1: activation_bytes, forward_ms or backward_ms, fields written beside a transformer&apos;s shape.</extracomment>
        <translation>&quot;%1&quot; dafay natt ñaata couche yu niroo; melokaanu transformer bi moo natt ay couche</translation>
    </message>
    <message>
        <source>&quot;%1&quot; sizes a count of identical layers; with a list of layers, each layer gives its own</source>
        <extracomment>%1: activation_bytes, forward_ms or backward_ms, fields written beside a list of layers.</extracomment>
        <translation>&quot;%1&quot; dafay natt ñaata couche yu niroo; ci ab limu couche, couche gu nekk dafay joxe sa natt</translation>
    </message>
    <message>
        <source>&quot;transformer&quot; goes with a count of layers (&quot;layers&quot;: 8), not a list</source>
        <extracomment>&quot;transformer&quot; and &quot;layers&quot; are fields of the chain file, as written.</extracomment>
        <translation>&quot;transformer&quot; dafay and ak ñaata couche (&quot;layers&quot;: 8), du ab lim</translation>
    </message>
    <message>
        <source>the list of layers is empty: a chain has at least 1 layer</source>
        <extracomment>The chain file&apos;s list of layers has nothing in it.</extracomment>
        <translation>limu couche yi dafa neen: ab chaîne am na lumu néew-néew 1 couche</translation>
    </message>
    <message>
        <source>layer %1 is an object such as {&quot;activation_bytes&quot;: 67108864}, not %2</source>
        <extracomment>%1: the layer&apos;s number, counted from 1; %2: what it is instead (“a string”, …). The JSON stays as written.</extracomment>
        <translation>couche %1 ab objet la niki {&quot;activation_bytes&quot;: 67108864}, du %2</translation>
    </message>
    <message>
        <source>%1 needs &quot;activation_bytes&quot;: its input, what a checkpoint keeps</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7” (an entry of the list with repeat), as translated.</extracomment>
        <translation>%1 soxla na &quot;activation_bytes&quot;: entrée bi, li checkpoint di denc</translation>
    </message>
    <message>
        <source>%1 saves %2 bytes, less than its input (&quot;activation_bytes&quot; %3): what a forward keeps for the backward includes the input</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: its saved_bytes; %3: its activation_bytes.</extracomment>
        <translation>%1 dafay denc %2 octet, lu gëna tuuti entrée bi (&quot;activation_bytes&quot; %3): li forward di denc ngir backward boole na entrée bi</translation>
    </message>
    <message>
        <source>%1&apos;s &quot;selective_bytes&quot; (%2) must lie between its &quot;activation_bytes&quot; and its &quot;saved_bytes&quot; (%3 to %4)</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: its selective_bytes as written; %3 to %4: its activation_bytes and saved_bytes.</extracomment>
        <translation>&quot;selective_bytes&quot; bu %1 (%2) war na nekk diggante &quot;activation_bytes&quot; ak &quot;saved_bytes&quot; (%3 ba %4)</translation>
    </message>
    <message>
        <source>%1 would make the chain longer than %2 layers, the most a chain file may have</source>
        <extracomment>%1: “layer 3” or “layers 3 to 7”, as translated; %2: the most layers a chain file may have.</extracomment>
        <translation>%1 dina gudd chaîne bi ba mu ëpp %2 couche, li gëna bari ci ab fichier chaîne</translation>
    </message>
    <message>
        <source>&quot;transformer&quot; is an object such as {&quot;sequence&quot;: 2048, &quot;hidden&quot;: 6144} (every field optional)</source>
        <extracomment>&quot;transformer&quot; is a field of the chain file; the JSON stays as written.</extracomment>
        <translation>&quot;transformer&quot; ab objet la niki {&quot;sequence&quot;: 2048, &quot;hidden&quot;: 6144} (champ bu nekk, bu ñu ko bëggee rekk)</translation>
    </message>
    <message>
        <source>&quot;sequence_parallel&quot; is true or false, not %1</source>
        <extracomment>%1: what it is instead (“a string”, “a number”, …). &quot;sequence_parallel&quot; stays as written.</extracomment>
        <translation>&quot;sequence_parallel&quot; true walla false la, du %1</translation>
    </message>
    <message>
        <source>each layer of this transformer would keep more than 10^12 bytes of activations; make it smaller</source>
        <extracomment>A transformer&apos;s shape so big that one layer keeps more than 10^12 bytes.</extracomment>
        <translation>couche gu nekk ci transformer bii dina denc lu ëpp 10^12 octet ci aktivaasioŋ; wàññil ko</translation>
    </message>
    <message>
        <source>&quot;expensive_layer&quot; is an object such as {&quot;layer&quot;: 5, &quot;factor&quot;: 4}</source>
        <extracomment>&quot;expensive_layer&quot; is a field of the chain file; the JSON stays as written.</extracomment>
        <translation>&quot;expensive_layer&quot; ab objet la niki {&quot;layer&quot;: 5, &quot;factor&quot;: 4}</translation>
    </message>
    <message>
        <source>&quot;expensive_layer&quot; needs &quot;layer&quot; (counted from 1) and &quot;factor&quot; (how many times its costs grow)</source>
        <extracomment>&quot;expensive_layer&quot;, &quot;layer&quot; and &quot;factor&quot; are fields of the chain file, as written.</extracomment>
        <translation>&quot;expensive_layer&quot; soxla na &quot;layer&quot; (ñu lim dale ci 1) ak &quot;factor&quot; (ñaata yoon la njëgam di yokk)</translation>
    </message>
    <message>
        <source>the expensive layer is layer %1, but the chain has %2 layers (counted from 1)</source>
        <extracomment>%1: the layer the file names as expensive; %2: how many layers the chain has.</extracomment>
        <translation>couche bu seer bi mooy couche %1, waaye chaîne bi am na %2 couche (ñu lim dale ci 1)</translation>
    </message>
    <message>
        <source>&quot;schedule&quot; is missing: a built-in schedule&apos;s name such as &quot;sqrt&quot;, or {&quot;checkpoints&quot;: [5, 9]} to place checkpoints by hand</source>
        <extracomment>&quot;schedule&quot; is a field of the chain file; the JSON and the schedule name &quot;sqrt&quot; stay as written.</extracomment>
        <translation>&quot;schedule&quot; amul: turu kalendriye bu fi nekk niki &quot;sqrt&quot;, walla {&quot;checkpoints&quot;: [5, 9]} ngir teg checkpoint yi ci sa loxo</translation>
    </message>
    <message>
        <source>a schedule is a name such as &quot;sqrt&quot;, or an object such as {&quot;name&quot;: &quot;revolve&quot;, &quot;snapshots&quot;: 3}; place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>The JSON and the schedule names stay as written.</extracomment>
        <translation>kalendriye ab tur la niki &quot;sqrt&quot;, walla ab objet niki {&quot;name&quot;: &quot;revolve&quot;, &quot;snapshots&quot;: 3}; teg checkpoint yi ci sa loxo ak {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>unknown schedule &quot;%1&quot;: choose one of %2, or place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>%1: the schedule name the file gives; %2: the built-in schedules&apos; names (store-all, sqrt, …).</extracomment>
        <translation>kalendriye bu ñu xamul &quot;%1&quot;: tànnal benn ci %2, walla teg checkpoint yi ci sa loxo ak {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>&quot;by-hand&quot; needs the layers to keep: place checkpoints by hand with {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>&quot;by-hand&quot; is a schedule&apos;s name; the JSON stays as written.</extracomment>
        <translation>&quot;by-hand&quot; soxla na couche yi ñuy denc: teg checkpoint yi ci sa loxo ak {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>the schedule needs a &quot;name&quot; (one of %1), or &quot;checkpoints&quot; to place them by hand, such as {&quot;checkpoints&quot;: [5, 9]}</source>
        <extracomment>%1: the built-in schedules&apos; names (store-all, sqrt, …). &quot;name&quot; and &quot;checkpoints&quot; are fields, as written.</extracomment>
        <translation>kalendriye bi soxla na &quot;name&quot; (benn ci %1), walla &quot;checkpoints&quot; ngir teg leen ci sa loxo, niki {&quot;checkpoints&quot;: [5, 9]}</translation>
    </message>
    <message>
        <source>&quot;name&quot; is a schedule&apos;s name in quotes, such as &quot;sqrt&quot;</source>
        <extracomment>&quot;name&quot; is a field of a schedule; &quot;sqrt&quot; is a schedule&apos;s name, as written.</extracomment>
        <translation>&quot;name&quot; turu kalendriye la ci biir guillemets, niki &quot;sqrt&quot;</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; takes no &quot;%2&quot; (%3 takes it)</source>
        <extracomment>%1: a schedule&apos;s name; %2: a field it does not take (every, snapshots, …); %3: the one schedule that takes it.</extracomment>
        <translation>kalendriye &quot;%1&quot; jëlul &quot;%2&quot; (%3 moo koy jël)</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; takes no &quot;%2&quot; (%3 and %4 take it)</source>
        <extracomment>%1: a schedule&apos;s name; %2: a field it does not take (budget_bytes, budget_fraction); %3 and %4: the two schedules that take it.</extracomment>
        <translation>kalendriye &quot;%1&quot; jëlul &quot;%2&quot; (%3 ak %4 ñoo koy jël)</translation>
    </message>
    <message>
        <source>&quot;by-hand&quot; needs &quot;checkpoints&quot;: the layers whose inputs are kept, such as [5, 9]</source>
        <extracomment>&quot;by-hand&quot; is a schedule&apos;s name and &quot;checkpoints&quot; a field, as written.</extracomment>
        <translation>&quot;by-hand&quot; soxla na &quot;checkpoints&quot;: couche yi ñuy denc seen entrée, niki [5, 9]</translation>
    </message>
    <message>
        <source>give the budget once: &quot;budget_bytes&quot; or &quot;budget_fraction&quot;, not both</source>
        <extracomment>&quot;budget_bytes&quot; and &quot;budget_fraction&quot; are fields of a schedule, as written.</extracomment>
        <translation>joxeel budget bi benn yoon: &quot;budget_bytes&quot; walla &quot;budget_fraction&quot;, te du ñoom ñaar</translation>
    </message>
    <message>
        <source>&quot;checkpoints&quot; is a list of layers, counted from 1, whose inputs are kept, such as [5, 9, 13]</source>
        <extracomment>&quot;checkpoints&quot; is a field of a schedule, as written.</extracomment>
        <translation>&quot;checkpoints&quot; ab limu couche la, ñu lim dale ci 1, yi ñuy denc seen entrée, niki [5, 9, 13]</translation>
    </message>
    <message>
        <source>a checkpoint on layer %1, but the chain has %2 layers, counted from 1</source>
        <extracomment>%1: the layer the file names; %2: how many layers the chain has.</extracomment>
        <translation>ab checkpoint ci couche %1, waaye chaîne bi am na %2 couche, ñu lim dale ci 1</translation>
    </message>
    <message>
        <source>layer %1 is listed twice in &quot;checkpoints&quot;</source>
        <extracomment>%1: the layer the file lists twice. &quot;checkpoints&quot; is a field, as written.</extracomment>
        <translation>couche %1 dañu ko bind ñaari yoon ci &quot;checkpoints&quot;</translation>
    </message>
    <message>
        <source>&quot;compare&quot; is a list of schedules to draw beside it, such as [&quot;store-all&quot;]</source>
        <extracomment>&quot;compare&quot; is a field of the chain file; &quot;store-all&quot; a schedule&apos;s name, as written.</extracomment>
        <translation>&quot;compare&quot; ab limu kalendriye la yu ñuy rëdd ci wetam, niki [&quot;store-all&quot;]</translation>
    </message>
    <message>
        <source>&quot;cursor&quot; is &quot;peak&quot;, &quot;start&quot;, &quot;end&quot; or a number of operations into the timeline, not %1</source>
        <extracomment>%1: the word the file gives, in quotes, or what it is instead (“a list”, …). &quot;cursor&quot;, &quot;peak&quot;, &quot;start&quot; and &quot;end&quot; stay as written.</extracomment>
        <translation>&quot;cursor&quot; mooy &quot;peak&quot;, &quot;start&quot;, &quot;end&quot; walla ñaata operaasioŋ ci rëddu jamono bi, du %1</translation>
    </message>
    <message>
        <source>&quot;predict&quot; is a list of the narrated steps (from 2: step 1 is the forward pass) that ask which layer runs again next, such as [2, 3]</source>
        <extracomment>&quot;predict&quot; is a field of the chain file, as written.</extracomment>
        <translation>&quot;predict&quot; ab limu jéego yu ñu leeral la (dale ci 2: jéego 1 mooy jéego bu jëm kanam bi) yuy laaj ban couche moo di dox ci kanam, niki [2, 3]</translation>
    </message>
    <message>
        <source>step %1 is asked twice in &quot;predict&quot;</source>
        <extracomment>%1: the step the file lists twice. &quot;predict&quot; is a field, as written.</extracomment>
        <translation>jéego %1 dañu ko laaj ñaari yoon ci &quot;predict&quot;</translation>
    </message>
    <message>
        <source>the schedule &quot;%1&quot; cannot be made on this chain: %2</source>
        <extracomment>%1: the schedule&apos;s name; %2: why the planner cannot make it, in English.</extracomment>
        <translation>kalendriye &quot;%1&quot; mënul a am ci chaîne bii: %2</translation>
    </message>
    <message>
        <source>the cursor %1 is past the end of the timeline, which has %2 operations</source>
        <extracomment>%1: the operation the file&apos;s cursor names; %2: how many operations the timeline has.</extracomment>
        <translation>curseur %1 weesu na mujjantalu rëddu jamono bi, bu am %2 operaasioŋ</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1: the line of the chain file; %2: what is wrong there, a sentence.</extracomment>
        <translation>rëdd %1: %2</translation>
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
        <translation>budget bi</translation>
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
    <message>
        <source>Memory against recomputation</source>
        <translation>Mémoire ak xaymaat</translation>
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
    <name>CheckpointLesson</name>
    <message>
        <source>simulated GPU of %1</source>
        <translation>GPU bu ñu roy bu %1</translation>
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
        <source>full recomputation</source>
        <translation>xaymaat bu mat</translation>
    </message>
    <message>
        <source>The checkpointing lesson cannot show “%1”: %2</source>
        <translation>Njàngum checkpointing mënul wone “%1”: %2</translation>
    </message>
    <message>
        <source>The activation checkpointing lesson has no schedule “%1”: choose one of %2.</source>
        <translation>Njàngum checkpointing bu aktivaasioŋ amul kalendriye “%1”: tànnal benn ci %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A scene&apos;s title, then what the learner should see there.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 transformer (Llama-2-7B&apos;s shape: %2 layers, h %3, a %4, s %5, b %6)</source>
        <translation>Transformer %1 (tabaxu Llama-2-7B: %2 couche, h %3, a %4, s %5, b %6)</translation>
    </message>
    <message>
        <source>%1 transformer (Korthikanti et al.: %2 layers, h %3, a %4, s %5, b %6, t %7 with sequence parallelism)</source>
        <translation>Transformer %1 (Korthikanti et al.: %2 couche, h %3, a %4, s %5, b %6, t %7 ak parallélisme ci séquence)</translation>
    </message>
    <message>
        <source>%1 transformer (%2 layers, h %3, a %4, s %5, b %6, t %7)</source>
        <translation>Transformer %1 (%2 couche, h %3, a %4, s %5, b %6, t %7)</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a whole number from %2 to %3.</source>
        <translation>“%1” bu scène bi war na doon benn limu mat bu dale ci %2 ba %3.</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a number from %2 to %3.</source>
        <translation>“%1” bu scène bi war na doon benn lim bu dale ci %2 ba %3.</translation>
    </message>
    <message>
        <source>The scene&apos;s chain “%1” is not one the lesson has (%2).</source>
        <translation>Chaîne “%1” bu scène bi bokkul ci yi njàng mi am (%2).</translation>
    </message>
    <message>
        <source>The scene keeps a checkpoint on layer %1, but its chain has %2 layers, counted from 1.</source>
        <translation>Scène bi dafay denc benn checkpoint ci couche %1, waaye chaîne bi am na %2 couche rekk, ñu lim leen dale ci 1.</translation>
    </message>
    <message>
        <source>The activation checkpointing lesson has no chain file “%1”: choose one of %2.</source>
        <translation>Njàngum activation checkpointing amul fichier chaîne “%1”: tànnal benn ci %2.</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>Denc ko ni fichier scénario</translation>
    </message>
    <message>
        <source>Chain files (*.json)</source>
        <translation>Fichier chaîne (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli checkpoint --chain, and in the lesson from a content folder&apos;s scenarios/checkpoint/ (--content).</source>
        <translation>Denc nañu ko ci %1. Mu ngi dox ci gpu-memory-lab-cli checkpoint --chain, ak ci njàng mi jóge ci scenarios/checkpoint/ bu benn dossier contenu (--content).</translation>
    </message>
    <message>
        <source>The scene plays the chain file “%1”, which the activation checkpointing lesson does not have.</source>
        <translation>Scène bi dafay dox fichier chaîne “%1”, bu njàngum activation checkpointing amul.</translation>
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
    <name>CheckpointPrediction</name>
    <message>
        <source>Predict: the backward of layer %1 is next. Which layer&apos;s forward runs again first, if any? Click the layer in the timeline, or choose none.</source>
        <translation>Wàccal: backward bu couche %1 moo ci topp. Forward bu ban couche ay jëkk a dox ci kanam, su amee? Bësal ci couche bi ci timeline bi, walla tànn dara.</translation>
    </message>
    <message>
        <source>None: nothing runs again</source>
        <translation>Dara: dara du dox ci kanam</translation>
    </message>
    <message>
        <source>Click a layer&apos;s box in a lane of the timeline or its row in the live stack, or choose it from the list.</source>
        <translation>Bësal ci boîte bu benn couche ci benn yoon bu timeline bi walla ci rëddam ci pile bu dund bi, walla tànn ko ci lim bi.</translation>
    </message>
    <message>
        <source>Pick a layer of the chain.</source>
        <translation>Tànnal benn couche ci chaîne bi.</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>Nothing runs again before the backward of layer %1: what it needs comes back from host memory.</source>
        <translation>Dara du dox ci kanam balaa backward bu couche %1: li mu soxla dafay dellu jóge ci mémoire bu host bi.</translation>
    </message>
    <message>
        <source>No whole forward runs again before the backward of layer %1: only the part that selective recomputation dropped is recomputed.</source>
        <translation>Amul benn forward bu mat buy dox ci kanam balaa backward bu couche %1: pàcc bi selective recomputation bàyyi rekk lañuy waat a xayma.</translation>
    </message>
    <message>
        <source>Nothing runs again before the backward of layer %1: the first sweep kept what it needs.</source>
        <translation>Dara du dox ci kanam balaa backward bu couche %1: tour bu jëkk bi denc na li mu soxla.</translation>
    </message>
    <message>
        <source>Layer %1&apos;s forward runs again first, from the checkpoint at layer %2&apos;s input: the backward of layer %3 needs activations that were not kept.</source>
        <extracomment>%1: the layer run again; %2: the layer whose kept input it starts from; %3: the layer whose backward needs it.</extracomment>
        <translation>Forward bu couche %1 moo jëkk a dox ci kanam, jóge ci checkpoint bi ci entrée bu couche %2: backward bu couche %3 soxla na ay activation yu ñu dencul.</translation>
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
        <translation>D&amp;oxal jéego njàngale bi</translation>
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
        <source>Runs the timeline&apos;s operations, layer for layer, as one real forward and backward pass of an MLP with dropout of as many layers, and once with store-all to compare the gradients.</source>
        <translation>Dafay doxal operaasioŋ yu rëddu jamono bi, couche ak couche, niki benn jàll bu dëgg bu jëm kanam ak bu jëm ginaaw ci benn MLP bu am dropout te am limu couche bu niroo, te doxalaat ko benn yoon ak store-all ngir méngale degrade yi.</translation>
    </message>
    <message>
        <source>Preserve the RN&amp;G state (preserve_rng_state=True)</source>
        <translation>Aar état RNG b&amp;i (preserve_rng_state=True)</translation>
    </message>
</context>
<context>
    <name>CheckpointSidePanel</name>
    <message>
        <source>The chain of layers</source>
        <translation>Toftalinu couche yi</translation>
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
        <source>&amp;Expensive layer:</source>
        <translation>Couche bu &amp;seer:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>amul</translation>
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
        <source>Checkpoint every &amp;K layers:</source>
        <translation>Benn check&amp;point ci bépp K couche:</translation>
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
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chain f&amp;ile:</source>
        <translation>Fic&amp;hier chaîne:</translation>
    </message>
    <message>
        <source>none: the settings below make the chain</source>
        <translation>dara: paramètre yi ci suuf ñoo def chaîne bi</translation>
    </message>
    <message>
        <source>uniform (the size below, 1 ms forward, 2 ms backward each)</source>
        <translation>benn melo (dayo bi ci suuf, 1 ms forward, 2 ms backward ku nekk)</translation>
    </message>
    <message>
        <source>Each layer&apos;s &amp;activation (MiB):</source>
        <translation>&amp;Activation bu couche bu nekk (MiB):</translation>
    </message>
    <message>
        <source>A layer of another si&amp;ze:</source>
        <translation>Couche bu am beneen &amp;dayo:</translation>
    </message>
    <message>
        <source>What that layer keeps for its backward, its input included; a checkpoint on it keeps as much.</source>
        <translation>Li couche boobu di denc ngir backward bi, ak entrée bi; checkpoint ci kawam dafay denc lu tollu noonu.</translation>
    </message>
    <message>
        <source>Save as a s&amp;cenario file…</source>
        <translation>Denc ko ni fichier scéna&amp;rio…</translation>
    </message>
    <message>
        <source>Write the chain and the schedule on screen, checkpoints placed by hand included, to a chain file: to send, to run in gpu-memory-lab-cli checkpoint --chain, or to add to a content folder&apos;s scenarios/checkpoint/ as an exercise.</source>
        <translation>Bindal chaîne bi ak kalendriye bi ci écran bi, ak checkpoint yi ñu teg ci loxo, ci benn fichier chaîne: ngir yónne ko, ngir dox ko ci gpu-memory-lab-cli checkpoint --chain, walla ngir yokk ko ci scenarios/checkpoint/ bu benn dossier contenu ni exercice.</translation>
    </message>
    <message>
        <source>La&amp;yers like:</source>
        <translation>&amp;Couche yu mel ni:</translation>
    </message>
    <message>
        <source>N&amp;umber of layers:</source>
        <translation>Li&amp;mu couche yi:</translation>
    </message>
    <message>
        <source>Its activation (&amp;MiB):</source>
        <translation>Acti&amp;vation gam (MiB):</translation>
    </message>
    <message>
        <source>I&amp;ts cost factor:</source>
        <translation>Fact&amp;eur njëgam:</translation>
    </message>
    <message>
        <source>Sche&amp;dule:</source>
        <translation>&amp;Kalendriye:</translation>
    </message>
    <message>
        <source>Rev&amp;olve snapshots:</source>
        <translation>Snapshot &amp;yu Revolve:</translation>
    </message>
</context>
<context>
    <name>CheckpointSteps</name>
    <message>
        <source>The forward pass</source>
        <translation>Jéego bu jëm kanam</translation>
    </message>
    <message>
        <source>Backward of layer %1</source>
        <translation>Dellu ginnaaw ci layer %1</translation>
    </message>
    <message>
        <source>Backward of layers %1 to %2</source>
        <translation>Dellu ginnaaw ci layer %1 ba %2</translation>
    </message>
    <message>
        <source>The forward pass ran all %1 layers, keeping the inputs or activations of %2 of them. %3 of activations are live as the backward pass begins.</source>
        <translation>Jéego bu jëm kanam def na layer yépp (%1), denc na input walla activations yu %2 ci ñoom. %3 ci activations dañu dund bi jéego bu dellu ginnaaw di tàmbali.</translation>
    </message>
    <message>
        <source>Backward of layers %1 down to %2, with the activations the forward pass kept: nothing is run again. Live now: %3; the peak so far is %4.</source>
        <translation>Dellu ginnaaw ci layer %1 ba %2, ak activations yi jéego bu jëm kanam denc: dara du defaat. Lu dund léegi: %3; kaw gi ba léegi mooy %4.</translation>
    </message>
    <message>
        <source>Forwards run again from checkpoint %1: %2. Then the backward of layers %3 down to %4 frees what they made. Live now: %5; the peak so far is %6.</source>
        <translation>Jéego yu jëm kanam yu ñu defaat dale ci checkpoint %1: %2. Ginnaaw loolu, dellu ginnaaw ci layer %3 ba %4 dafay bàyyi li ñu def. Lu dund léegi: %5; kaw gi ba léegi mooy %6.</translation>
    </message>
</context>
<context>
    <name>CheckpointText</name>
    <message>
        <source>It is needed by the backward of layer %1.</source>
        <translation>Jàll bu jëm ginaaw bu couche %1 moo ko soxla.</translation>
    </message>
    <message>
        <source>The batch arrives: the input of layer 1 (%1) is live for the whole step.</source>
        <translation>Batch bi agsi na: input bu couche 1 (%1) dafay des ci mémoire bi ci diirub jéego bi yépp.</translation>
    </message>
    <message>
        <source>Forward of layer %1, keeping its activations for its backward (live +%2).</source>
        <translation>Jàll bu jëm kanam bu couche %1, mu denc aktivaasioŋ yam ngir jàll bu jëm ginaaw bam (li fi nekk +%2).</translation>
    </message>
    <message>
        <source>Forward of layer %1, keeping all but its attention scores, softmax and dropout, which its backward will recompute (live +%2).</source>
        <translation>Jàll bu jëm kanam bu couche %1, mu denc lépp lu dul score attention yi, softmax bi ak dropout bi, yi jàll bu jëm ginaaw bam di xaymaat (li fi nekk +%2).</translation>
    </message>
    <message>
        <source>Forward of layer %1 without keeping its activations: its output is the next layer&apos;s input.</source>
        <translation>Jàll bu jëm kanam bu couche %1, te dencul aktivaasioŋ yam: output bam mooy input bu couche bi ci topp.</translation>
    </message>
    <message>
        <source>Forward of layer %1 without keeping its activations.</source>
        <translation>Jàll bu jëm kanam bu couche %1, te dencul aktivaasioŋ yam.</translation>
    </message>
    <message>
        <source>Recompute layer %1 from checkpoint %2.</source>
        <translation>Xaymaat couche %1, dale ci checkpoint %2.</translation>
    </message>
    <message>
        <source>This time it keeps its activations.</source>
        <translation>Yoon wii, dafay denc aktivaasioŋ yam.</translation>
    </message>
    <message>
        <source>Recompute the part of layer %1 that selective recomputation dropped (attention scores, softmax, dropout: +%2) just before its backward.</source>
        <translation>Xaymaat wàllu couche %1 bi xaymaat bu tànn bi dencul (score attention yi, softmax, dropout: +%2), balaa jàll bu jëm ginaaw bam.</translation>
    </message>
    <message>
        <source>Backward of layer %1: its gradient flows to the layer below and its activations (%2) are freed.</source>
        <translation>Jàll bu jëm ginaaw bu couche %1: degrade bam dafay wàcc ci couche bi ci suuf, te dañuy bàyyi aktivaasioŋ yam (%2).</translation>
    </message>
    <message>
        <source>Free the input of layer %1 (%2): it is no checkpoint, and the next layer&apos;s input replaces it.</source>
        <translation>Bàyyi input bu couche %1 (%2): du checkpoint, te input bu couche bi ci topp dafay wuutu ko.</translation>
    </message>
    <message>
        <source>Copy the activations of layer %1 (%2) to host memory and free them on the device.</source>
        <translation>Duppi aktivaasioŋ yu couche %1 (%2) ci mémoire host bi, te bàyyi leen ci jumtukaay bi.</translation>
    </message>
    <message>
        <source>The copy outlasted the next layer&apos;s forward, so compute waited %1.</source>
        <translation>Copie bi yàgg na lu ëpp jàll bu jëm kanam bu couche bi ci topp, kon xayma bi xaar na %1.</translation>
    </message>
    <message>
        <source>The copy hid behind the next layer&apos;s forward.</source>
        <translation>Copie bi nëbbu na ci ginaaw jàll bu jëm kanam bu couche bi ci topp.</translation>
    </message>
    <message>
        <source>Copy the activations of layer %1 (%2) back from host memory.</source>
        <translation>Duppi aktivaasioŋ yu couche %1 (%2) jóge ci mémoire host bi, te delloo leen ci jumtukaay bi.</translation>
    </message>
    <message>
        <source>The copy outlasted the backward it overlapped, so compute waited %1.</source>
        <translation>Copie bi yàgg na lu ëpp jàll bu jëm ginaaw bi mu doxaloon ci benn jamono, kon xayma bi xaar na %1.</translation>
    </message>
    <message>
        <source>It overlaps the backward before it.</source>
        <translation>Dafay dox ci benn jamono ak jàll bu jëm ginaaw bi ko jiitu.</translation>
    </message>
    <message>
        <source>Store all: every layer keeps its activations until its backward</source>
        <translation>Denc lépp: bépp couche dafay denc aktivaasioŋ yam ba jàll bu jëm ginaaw bam</translation>
    </message>
    <message numerus="yes">
        <source>A checkpoint every %n layer(s)</source>
        <translation>
            <numerusform>Benn checkpoint ci bépp %n couche</numerusform>
            <numerusform>Benn checkpoint ci bépp %n couche</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen&apos;s sqrt(N): %1 segments of up to %2 layers</source>
        <translation>sqrt(N) bu Chen: %1 segment, bu nekk am ba %2 couche</translation>
    </message>
    <message numerus="yes">
        <source>Chen&apos;s greedy plan: a new segment every %1 of activations (%n segment(s))</source>
        <translation>
            <numerusform>Plan glouton (greedy) bu Chen: segment bu bees ci bépp %1 ci aktivaasioŋ (%n segment)</numerusform>
            <numerusform>Plan glouton (greedy) bu Chen: segment bu bees ci bépp %1 ci aktivaasioŋ (%n segment)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen&apos;s recursive plan: halve, keep the middle, recurse (about log2(N) checkpoints)</source>
        <translation>Plan récursif bu Chen: xaaj ci ñaar, denc digg bi, defaat ko ci genn-wàll gu nekk (lu tollu ci log2(N) checkpoint)</translation>
    </message>
    <message numerus="yes">
        <source>Revolve with %n snapshot(s) (binomial checkpointing)</source>
        <translation>
            <numerusform>Revolve ak %n snapshot (checkpointing binomial)</numerusform>
            <numerusform>Revolve ak %n snapshot (checkpointing binomial)</numerusform>
        </translation>
    </message>
    <message>
        <source>Selective recomputation: keep all but the attention core, and recompute it in the backward</source>
        <translation>Xaymaat bu tànn: denc lépp lu dul xolu attention bi, te xaymaat ko ci jàll bu jëm ginaaw bi</translation>
    </message>
    <message>
        <source>Offload activations to host memory at %1 GB/s</source>
        <translation>Toxal aktivaasioŋ yi ci mémoire host bi ci %1 GB/s</translation>
    </message>
    <message numerus="yes">
        <source>Checkpoints placed by hand (%n segment(s))</source>
        <translation>
            <numerusform>Checkpoint yu ñu teg ak loxo (%n segment)</numerusform>
            <numerusform>Checkpoint yu ñu teg ak loxo (%n segment)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest under a budget of %1 (dynamic program over checkpoint positions)</source>
        <translation>Li gëna yomb te weesuwul budget bu %1 (programmation dynamique ci palaasu checkpoint yi)</translation>
    </message>
    <message>
        <source>Cheapest under a budget of %1: %2, which recomputes less than the dynamic program&apos;s plan</source>
        <translation>Li gëna yomb te weesuwul budget bu %1: %2, bi xaymaat lu gëna néew li plan bu programmation dynamique bi di xaymaat</translation>
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
    <message>
        <source>the lesson &apos;%1&apos; has no scenarios</source>
        <translation>njàng mi &apos;%1&apos; amul benn scénario</translation>
    </message>
    <message>
        <source>%1 has no narrated steps: --event N or --all-events draws its events</source>
        <translation>%1 amul jéego yu ñu leeral: --event N walla --all-events dañuy rëdd xew-xew yi</translation>
    </message>
    <message>
        <source>--event %1 is past the last event of %2 (%3)</source>
        <translation>--event %1 ëpp na xew-xew bu mujj bu %2 (%3)</translation>
    </message>
</context>
<context>
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation>quiz bi njàng &apos;%1&apos; la bokk, te njàng moomu amul</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>mënuñoo jàng fichier bi: %1</translation>
    </message>
    <message>
        <source>the KV cache script cannot be run: %1</source>
        <extracomment>%1 is what is wrong with the file, a sentence that starts with the op and the line.</extracomment>
        <translation>mënuñu dox script bu cache KV bi: %1</translation>
    </message>
    <message>
        <source>the checkpoint chain cannot be used: line %1: step %2 asks a prediction, but its schedule has %3 narrated steps (the forward pass, then each run of backwards)</source>
        <translation>mënuñu jëfandikoo chaîne checkpoint bi: rëdd %1: tappe %2 dafay laaj benn wàccal, waaye kalendriye bi am na %3 tappe yu ñu nettali (forward pass bi, ginnaaw loolu tour bu nekk ci backward yi)</translation>
    </message>
    <message>
        <source>the checkpoint chain cannot be used: %1</source>
        <extracomment>%1 is what is wrong with the file, starting with its line (&quot;line 7: a checkpoint on layer 17, but the chain has 16 layers&quot;), in the learner&apos;s language.</extracomment>
        <translation>mënuñu jëfandikoo chaîne checkpoint bi: %1</translation>
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
        <source>Memory by category (a guess)</source>
        <translation>Mémoire ci xeet (xalaat)</translation>
    </message>
    <message>
        <source>Snapshot comparison chart</source>
        <translation>Graphique méngale snapshot</translation>
    </message>
    <message>
        <source>Memory of each rank</source>
        <translation>Mémoire bu rank bu nekk</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <extracomment>The title of an exported comparison: the two snapshot files&apos; names.</extracomment>
        <translation>%1 ñu méngale ko ak %2</translation>
    </message>
    <message>
        <source>step %1 of %2 · event %3 of %4</source>
        <translation>jéego %1 ci %2 · xew-xew %3 ci %4</translation>
    </message>
    <message>
        <source>operation %1 of %2</source>
        <translation>operaasioŋ %1 ci %2</translation>
    </message>
    <message>
        <source>event %1 of %2</source>
        <translation>xew-xew %1 ci %2</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>The parts of an export&apos;s caption (the page&apos;s title, where the picture is, its settings) are joined by this.</extracomment>
        <translation> · </translation>
    </message>
    <message>
        <source>step %1 of %2 · operation %3 of %4</source>
        <translation>jéego %1 ci %2 · operaasioŋ %3 ci %4</translation>
    </message>
    <message>
        <source>Largest allocations</source>
        <translation>Allocation yi gëna mag</translation>
    </message>
    <message>
        <source>Out of memory, settings and pools</source>
        <translation>Mémoire jeex, paramètre ak pool</translation>
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
        <translation>&amp;Xeetu fichier:</translation>
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
        <translation>Animation bi</translation>
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
    <message>
        <source>From &amp;operation:</source>
        <translation>Dale ci &amp;operaasioŋ:</translation>
    </message>
    <message>
        <source>Last operation</source>
        <translation>Operaasioŋ bu mujj</translation>
    </message>
    <message>
        <source>From &amp;event:</source>
        <translation>Dale ci &amp;xew-xew:</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Xew-xew bu mujj</translation>
    </message>
    <message>
        <source> operation(s)</source>
        <translation> operaasioŋ</translation>
    </message>
    <message>
        <source> event(s)</source>
        <translation> xew-xew</translation>
    </message>
    <message>
        <source>Each step&apos;s last event is always drawn: it is the state the step&apos;s text describes.</source>
        <translation>Xew-xew bu mujj bu jéego bu nekk, dañu koy rëdd saa su nekk: mooy état bi bind bu jéego bi di leeral.</translation>
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
    <name>JsonTypeText</name>
    <message>
        <source>null</source>
        <extracomment>What a JSON value is, where a file has something else: “… must be a list, not null”.</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <extracomment>What a JSON value is: a boolean, “… must be a number, not true or false”.</extracomment>
        <translation>true walla false</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>What a JSON value is: “… must be a list, not a number”.</extracomment>
        <translation>ab nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>What a JSON value is: “… must be a number, not a string”.</extracomment>
        <translation>ab chaîne</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>What a JSON value is (an array): “… must be a number, not a list”.</extracomment>
        <translation>ab lim</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>What a JSON value is: “… must be a number, not an object”.</extracomment>
        <translation>ab objet</translation>
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
    <message>
        <source>The KV cache script cannot be run: %1</source>
        <extracomment>%1 is what is wrong with the script, a sentence that starts with the op and the line.</extracomment>
        <translation>Mënuñu dox script bu cache KV bi: %1</translation>
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
    <message>
        <source>vLLM (paged)</source>
        <extracomment>The paper&apos;s names of the systems compared (Kwon et al., Fig. 2).</extracomment>
        <translation>vLLM (ci pages)</translation>
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
        <translation>Njàngum cache KV bu ñu xaaj ci pages amul walkthrough “%1”: tànnal benn ci %2.</translation>
    </message>
    <message>
        <source>The scene opens at step %1, but its walkthrough has %2 steps.</source>
        <translation>Scène bi dafay ubbiku ci tappu %1, waaye démonstration bi am na %2 tappu rekk.</translation>
    </message>
    <message>
        <source>Save as a scenario file</source>
        <translation>Denc ko ni fichier scénario</translation>
    </message>
    <message>
        <source>KV scripts (*.json)</source>
        <translation>Script KV (*.json)</translation>
    </message>
    <message>
        <source>Saved to %1. It runs in gpu-memory-lab-cli kvcache --script, and in the lesson from a content folder&apos;s scenarios/kvcache/ (--content).</source>
        <translation>Denc nañu ko ci %1. Mu ngi dox ci gpu-memory-lab-cli kvcache --script, ak ci njàng mi jóge ci scenarios/kvcache/ bu benn dossier contenu (--content).</translation>
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
    <name>KvEventText</name>
    <message>
        <source>“%1”</source>
        <extracomment>A token shown as the word it stands for, in the language&apos;s quotation marks.</extracomment>
        <translation>“%1”</translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 was pruned by beam search: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Beam search dindi na séquence %1: %n bloc agsi na ci référence count 0 te dugg na ci mujjantalu file bloc yu ñu jëfandikoowul yi, bloc bu mujj bi jëkk.</numerusform>
            <numerusform>Beam search dindi na séquence %1: %n bloc agsi nañu ci référence count 0 te dugg nañu ci mujjantalu file bloc yu ñu jëfandikoowul yi, bloc bu mujj bi jëkk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 was aborted: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Dakkal nañu séquence %1: %n bloc agsi na ci référence count 0 te dugg na ci mujjantalu file bloc yu ñu jëfandikoowul yi, bloc bu mujj bi jëkk.</numerusform>
            <numerusform>Dakkal nañu séquence %1: %n bloc agsi nañu ci référence count 0 te dugg nañu ci mujjantalu file bloc yu ñu jëfandikoowul yi, bloc bu mujj bi jëkk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 finished: %n block(s) reached reference count 0 and joined the free queue&apos;s tail, last block first.</source>
        <translation>
            <numerusform>Séquence %1 jeex na: %n bloc agsi na ci référence count 0 te dugg na ci mujjantalu file bloc yu ñu jëfandikoowul yi, bloc bu mujj bi jëkk.</numerusform>
            <numerusform>Séquence %1 jeex na: %n bloc agsi nañu ci référence count 0 te dugg nañu ci mujjantalu file bloc yu ñu jëfandikoowul yi, bloc bu mujj bi jëkk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) stay, still used by other sequences.</source>
        <translation>
            <numerusform>%n bloc dafay des, yeneen séquence ñoo koy jëfandikoo ba tey.</numerusform>
            <numerusform>%n bloc dañuy des, yeneen séquence ñoo leen di jëfandikoo ba tey.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted. Its %n block(s) were copied to the host&apos;s swap space and are given back; they are copied into new blocks when it resumes.</source>
        <translation>
            <numerusform>Bloc yi jeex nañu: séquence %1, bi mujj a agsi, dañu koy taxawal (preemption). %n bloc bam, duppi nañu ko ci palaasu swap bu host bi te delloo nañu ko; dañu koy duppi ci bloc bu bees bu séquence bi tàmbaliwaatee.</numerusform>
            <numerusform>Bloc yi jeex nañu: séquence %1, bi mujj a agsi, dañu koy taxawal (preemption). %n bloc yam, duppi nañu leen ci palaasu swap bu host bi te delloo nañu leen; dañu leen di duppi ci bloc yu bees bu séquence bi tàmbaliwaatee.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of blocks: sequence %1, the latest arrival, is preempted and its %n block(s) dropped; its tokens will be run through the model again when it resumes.</source>
        <translation>
            <numerusform>Bloc yi jeex nañu: séquence %1, bi mujj a agsi, dañu koy taxawal (preemption) te far nañu %n bloc bam; dañuy doxalaat ay tokenam ci modle bi bu mu tàmbaliwaatee.</numerusform>
            <numerusform>Bloc yi jeex nañu: séquence %1, bi mujj a agsi, dañu koy taxawal (preemption) te far nañu %n bloc yam; dañuy doxalaat ay tokenam ci modle bi bu mu tàmbaliwaatee.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was to be swapped out, but the host&apos;s swap space had only %n block(s) free, so it is recomputed instead.</source>
        <translation>
            <numerusform>Dañu koo waroon a toxal ci host bi (swap out), waaye palaasu swap bu host bi amoon na %n bloc rekk bu ñu jëfandikoowul, kon dañu koy xaymaat ci barabam.</numerusform>
            <numerusform>Dañu koo waroon a toxal ci host bi (swap out), waaye palaasu swap bu host bi amoon na %n bloc rekk yu ñu jëfandikoowul, kon dañu koy xaymaat ci barabam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap in: host block %1 (%n token(s) of logical block %2 of sequence %3) copied into physical %4; the host block is free again.</source>
        <translation>
            <numerusform>Delloo ci jumtukaay bi (swap in): bloc host %1 (%n token ci bloc logique %2 bu séquence %3), duppi nañu ko ci bloc physique %4; bloc host bi dellu na nekk bu ñu jëfandikoowul.</numerusform>
            <numerusform>Delloo ci jumtukaay bi (swap in): bloc host %1 (%n token ci bloc logique %2 bu séquence %3), duppi nañu ko ci bloc physique %4; bloc host bi dellu na nekk bu ñu jëfandikoowul.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recomputed %n token(s) of logical block %1 of sequence %2 into physical %3.</source>
        <translation>
            <numerusform>Xaymaat nañu %n token ci bloc logique %1 bu séquence %2, ci bloc physique %3.</numerusform>
            <numerusform>Xaymaat nañu %n token ci bloc logique %1 bu séquence %2, ci bloc physique %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>That block still held a cached prefix, which is evicted: no later request can reuse it.</source>
        <translation>Bloc boobu yoroon na ba tey benn prefix bu nekk ci cache, te dañu koy far: benn laaj bu ci topp du ko mën a jëfandikoowaat.</translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens, %2 each, in one device allocation of %3.</source>
        <translation>
            <numerusform>Sos nañu benn pool bu am %n bloc bu am %1 token, bu nekk %2, ci benn allocation ci jumtukaay bi bu %3.</numerusform>
            <numerusform>Sos nañu benn pool bu am %n bloc yu am %1 token, bu nekk %2, ci benn allocation ci jumtukaay bi bu %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Created a pool of %n block(s) of %1 tokens.</source>
        <translation>
            <numerusform>Sos nañu benn pool bu am %n bloc bu am %1 token.</numerusform>
            <numerusform>Sos nañu benn pool bu am %n bloc yu am %1 token.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every block is free, queued in order.</source>
        <translation>Bépp bloc dafa nekk bu ñu jëfandikoowul, te ñu teg leen ci file bi ci toppante.</translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s swap space holds %n block(s).</source>
        <translation>
            <numerusform>Palaasu swap bu host bi dafay yor %n bloc.</numerusform>
            <numerusform>Palaasu swap bu host bi dafay yor %n bloc.</numerusform>
        </translation>
    </message>
    <message>
        <source>Physical block %1 joins the free queue&apos;s tail.</source>
        <translation>Bloc physique %1 dafay dugg ci mujjantalu file bloc yu ñu jëfandikoowul yi.</translation>
    </message>
    <message>
        <source>Scheduler step %1 begins.</source>
        <translation>Jéego %1 bu ordonnanceur bi tàmbali na.</translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 is admitted for request %2 with a prompt of %n token(s); its block table is empty.</source>
        <translation>
            <numerusform>Nangu nañu séquence %1 ngir laaj %2, ak prompt bu am %n token; tableau bloc bam amul dara.</numerusform>
            <numerusform>Nangu nañu séquence %1 ngir laaj %2, ak prompt bu am %n token; tableau bloc bam amul dara.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last block of sequence %1 is full, so its next token needs a new one: logical block %2 -&gt; physical %3, taken from the head of the free queue.</source>
        <translation>Bloc bu mujj bu séquence %1 fees na, kon token bam bi ci topp soxla na bu bees: bloc logique %2 -&gt; bloc physique %3, bu ñu jël ci boppu file bloc yu ñu jëfandikoowul yi.</translation>
    </message>
    <message>
        <source>The prompt of sequence %1 needs logical block %2: it took physical %3 from the head of the free queue, the least recently used free block.</source>
        <translation>Prompt bu séquence %1 soxla na bloc logique %2: jël na bloc physique %3 ci boppu file bloc yu ñu jëfandikoowul yi, maanaam bloc bu ñu jëfandikoowul bi ñu gëna yàgg a jëfandikoo.</translation>
    </message>
    <message>
        <source>Prefix cache hit: logical block %1 of sequence %2 holds the same tokens after the same prefix as physical %3, so it reuses that block instead of computing it (reference count +1).</source>
        <translation>Dëppoo ci prefix cache bi (hit): bloc logique %1 bu séquence %2 dafay yor token yu niroo, ginaaw prefix bu niroo, ak bloc physique %3, kon dafay jëfandikoowaat bloc boobu te du ko xayma (référence count +1).</translation>
    </message>
    <message>
        <source>The block leaves the free queue, so it cannot be evicted.</source>
        <translation>Bloc bi dafay génn ci file bloc yu ñu jëfandikoowul yi, kon mënuñu koo far.</translation>
    </message>
    <message>
        <source>Token %1 of sequence %2 went into slot %3 of physical %4 (logical block %5).</source>
        <translation>Token %1 bu séquence %2 dugg na ci palaas %3 bu bloc physique %4 (bloc logique %5).</translation>
    </message>
    <message>
        <source>It fills the block.</source>
        <translation>Dafay feesal bloc bi.</translation>
    </message>
    <message>
        <source>Physical %1 is full: it is cached under its prefix hash, so a later request with the same prefix can reuse it.</source>
        <translation>Bloc physique %1 fees na: dañu koy denc ci cache bi ak prefix hash bam, kon laaj bu ci topp bu am prefix bu niroo mën na koo jëfandikoowaat.</translation>
    </message>
    <message numerus="yes">
        <source>Copy-on-write: physical %1 is shared by %n sequence(s), so sequence %2 copied it to physical %3 before appending (logical block %4 -&gt; physical %3).</source>
        <translation>
            <numerusform>Copy-on-write: %n séquence dafay bokk bloc physique %1, kon séquence %2 duppi na ko ci bloc physique %3 balaa muy yokk (bloc logique %4 -&gt; bloc physique %3).</numerusform>
            <numerusform>Copy-on-write: %n séquence dañuy bokk bloc physique %1, kon séquence %2 duppi na ko ci bloc physique %3 balaa muy yokk (bloc logique %4 -&gt; bloc physique %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sequence %1 forked from sequence %2: it copies the block table (%n block(s)) and every block&apos;s reference count goes up by one; no KV is copied.</source>
        <translation>
            <numerusform>Séquence %1 fork la bu jóge ci séquence %2: dafay duppi tableau bloc bi (%n bloc), te référence count bu bépp bloc dafay yokku benn; duñu duppi benn KV.</numerusform>
            <numerusform>Séquence %1 fork la bu jóge ci séquence %2: dafay duppi tableau bloc bi (%n bloc), te référence count bu bépp bloc dafay yokku benn; duñu duppi benn KV.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Swap out: logical block %1 of sequence %2 (%n token(s)) copied from physical %3 to host block %4 of the swap space.</source>
        <translation>
            <numerusform>Toxal ci host bi (swap out): bloc logique %1 bu séquence %2 (%n token), duppi nañu ko jóge ci bloc physique %3 ba ci bloc host %4 ci palaasu swap bi.</numerusform>
            <numerusform>Toxal ci host bi (swap out): bloc logique %1 bu séquence %2 (%n token), duppi nañu ko jóge ci bloc physique %3 ba ci bloc host %4 ci palaasu swap bi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequence %1 has all its blocks back and runs again.</source>
        <translation>Séquence %1 jotaat na bloc yam yépp te dafay doxaat.</translation>
    </message>
    <message numerus="yes">
        <source>Request %1 waits: it needs %n block(s), and %2 are free.</source>
        <translation>
            <numerusform>Laaj %1 dafay xaar: soxla na %n bloc, te bloc yu ñu jëfandikoowul yi %2 lañu.</numerusform>
            <numerusform>Laaj %1 dafay xaar: soxla na %n bloc, te bloc yu ñu jëfandikoowul yi %2 lañu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Admitting it would leave fewer free blocks than the 1% watermark.</source>
        <translation>Su ñu ko nanguwoon, bloc yu ñu jëfandikoowul yi dinañu gëna néew seuil 1% bi (watermark).</translation>
    </message>
</context>
<context>
    <name>KvPrediction</name>
    <message>
        <source>Predict: sequence S%1 generates its next token, %2. Which physical block will its K and V be written into? Click the block.</source>
        <extracomment>S%1: a sequence as the block tables label it (S0, S1, ...); %2: the token, a word in quotes or #12.</extracomment>
        <translation>Wàccal: séquence S%1 dafay sos token bi ci topp, %2. Ban bloc physique lañuy bind K ak V yi? Bësal ci bloc bi.</translation>
    </message>
    <message>
        <source>Click a physical block in the pool, in a block table or in the free queue, or choose it from the list.</source>
        <translation>Bësal ci benn bloc physique ci pool bi, ci benn tablo bloc walla ci file bloc yu wéet yi, walla tànn ko ci lim bi.</translation>
    </message>
    <message numerus="yes">
        <source>physical block %1: %2 of %3 slots filled, used by %n sequence(s)</source>
        <extracomment>A physical block in the prediction&apos;s list: its number, how full it is, and how many sequences use it.</extracomment>
        <translation>
            <numerusform>bloc physique %1: %2 ci %3 palaas fees nañu, %n séquence dafay jëfandikoo ko</numerusform>
            <numerusform>bloc physique %1: %2 ci %3 palaas fees nañu, %n séquence dañuy jëfandikoo ko</numerusform>
        </translation>
    </message>
    <message>
        <source>physical block %1: free</source>
        <translation>bloc physique %1: wéet na</translation>
    </message>
    <message>
        <source>Pick a physical block of the pool.</source>
        <translation>Tànnal benn bloc physique ci pool bi.</translation>
    </message>
    <message>
        <source>physical block %1</source>
        <translation>bloc physique %1</translation>
    </message>
    <message>
        <source>It went into physical block %1, the sequence&apos;s last block, which had a free slot and no one else using it.</source>
        <translation>Mu dugg ci bloc physique %1, bloc bu mujj bu séquence bi, bu amoon benn palaas bu wéet te kenn jëfandikoowu ko.</translation>
    </message>
    <message>
        <source>The sequence&apos;s last block was full, so it went into physical block %1, a new block from the head of the free queue.</source>
        <translation>Bloc bu mujj bu séquence bi feesoon na, kon mu dugg ci bloc physique %1, benn bloc bu bees bu jóge ci boppu file bloc yu wéet yi.</translation>
    </message>
    <message>
        <source>The sequence&apos;s last block, physical %1, was shared, so it was copied first: the token went into the copy, physical block %2.</source>
        <translation>Bloc bu mujj bu séquence bi, bloc physique %1, dañu koo bokkoon, kon dañu koo jëkk a duppi: token bi dugg ci duppi bi, bloc physique %2.</translation>
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
        <translation>Cache KV bi manul def loolu: %1</translation>
    </message>
    <message numerus="yes">
        <source>Request %1 does not fit: its prompt of %n token(s) needs more blocks than are free. vLLM&apos;s scheduler would keep it waiting. Nothing was added.</source>
        <translation>
            <numerusform>Laaj %1 doyul: prompt bi am %n token soxla na bloc yu ëpp yi wéet. Planificateur bu vLLM dina ko téye mu xaar. Dara yokkuwul.</numerusform>
            <numerusform>Laaj %1 doyul: prompt bi am %n token soxla na bloc yu ëpp yi wéet. Planificateur bu vLLM dina ko téye mu xaar. Dara yokkuwul.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Request %1 ran out of blocks after %2 of %n token(s): no free block is left for the next one. Nothing was added: abort a request to free its blocks, or ask for fewer tokens.</source>
        <translation>
            <numerusform>Bloc yi jeex nañu ci laaj %1 ginnaaw %2 ci %n token: amul bloc bu wéet bu des ngir bi ci topp. Dara yokkuwul: dakkalal benn laaj ngir wéetal bloc yi, walla laaj token yu gën a néew.</numerusform>
            <numerusform>Bloc yi jeex nañu ci laaj %1 ginnaaw %2 ci %n token: amul bloc bu wéet bu des ngir bi ci topp. Dara yokkuwul: dakkalal benn laaj ngir wéetal bloc yi, walla laaj token yu gën a néew.</numerusform>
        </translation>
    </message>
    <message>
        <source>Request %1 is not running.</source>
        <translation>Laaj %1 doxul.</translation>
    </message>
    <message>
        <source>Request %1 has no prompt to share.</source>
        <translation>Laaj %1 amul prompt bu ñu mana bokk.</translation>
    </message>
    <message>
        <source>%1 (S%2)</source>
        <extracomment>A request as the sandbox names it, with the sequence the block tables label it: &quot;C (S2)&quot;.</extracomment>
        <translation>%1 (S%2)</translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s), its first %2 the same as request %3&apos;s, as requests with one system prompt are. Only with prefix caching do they share the full blocks of it.</source>
        <translation>
            <numerusform>Ci loxo: laaj %1 dafa ñëw ak prompt bu am %n token, %2 yu jëkk yi niroo ak yu laaj %3, ni laaj yu bokk benn prompt système. Ci prefix caching rekk lañuy bokk bloc yu fees yi.</numerusform>
            <numerusform>Ci loxo: laaj %1 dafa ñëw ak prompt bu am %n token, %2 yu jëkk yi niroo ak yu laaj %3, ni laaj yu bokk benn prompt système. Ci prefix caching rekk lañuy bokk bloc yu fees yi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 arrives with a prompt of %n token(s).</source>
        <translation>
            <numerusform>Ci loxo: laaj %1 dafa ñëw ak prompt bu am %n token.</numerusform>
            <numerusform>Ci loxo: laaj %1 dafa ñëw ak prompt bu am %n token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>By hand: request %1 generates %n more token(s).</source>
        <translation>
            <numerusform>Ci loxo: laaj %1 dafay sos %n token yu yokku.</numerusform>
            <numerusform>Ci loxo: laaj %1 dafay sos %n token yu yokku.</numerusform>
        </translation>
    </message>
    <message>
        <source>By hand: request %1 is forked from request %2, as parallel sampling and beam search do: it shares every block, and no KV is copied until one of them writes into a shared block.</source>
        <translation>Ci loxo: laaj %1 dañu koo fork jóge ci laaj %2, ni parallel sampling ak beam search di def: dafay bokk bloc yépp, te duñu duppi benn KV ba kenn ci ñoom bind ci bloc bu ñu bokk.</translation>
    </message>
    <message>
        <source>By hand: request %1 is aborted: its blocks are given back, and those no other request uses join the free queue.</source>
        <translation>Ci loxo: dañu dakkal laaj %1: bloc yi dañu leen delloo, te yi beneen laaj jëfandikoowul dañuy dugg ci file bloc yu wéet yi.</translation>
    </message>
</context>
<context>
    <name>KvSandboxBox</name>
    <message>
        <source>Go on by hand</source>
        <translation>Wéyal ci sa loxo</translation>
    </message>
    <message>
        <source>Re&amp;quest:</source>
        <translation>L&amp;aaj:</translation>
    </message>
    <message>
        <source>The running request the buttons act on</source>
        <translation>Laaj bu ngi dox bi butoŋ yi di jëf ci kaw</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>T&amp;oken:</translation>
    </message>
    <message>
        <source>How many tokens to generate</source>
        <translation>Ñaata token lañuy sos</translation>
    </message>
    <message>
        <source>&amp;Generate tokens</source>
        <translation>&amp;Sos token</translation>
    </message>
    <message>
        <source>The request generates this many tokens, one after another: each is written into its last block, or a new one when that is full, or a copy when it is shared</source>
        <translation>Laaj bi dafay sos token yii, benn ginnaaw beneen: ku nekk dañu koy bind ci bloc bu mujj bi, walla ci bu bees su feesee, walla ci duppi su ñu ko bokkee</translation>
    </message>
    <message>
        <source>For&amp;k</source>
        <translation>Séddale (fo&amp;rk)</translation>
    </message>
    <message>
        <source>A new request that shares all of this one&apos;s blocks, as parallel sampling and beam search make</source>
        <translation>Benn laaj bu bees buy bokk bloc yépp yu bii, ni parallel sampling ak beam search di sos</translation>
    </message>
    <message>
        <source>The request gives its blocks back</source>
        <translation>Laaj bi dafay delloo bloc yi</translation>
    </message>
    <message>
        <source>The new request&apos;s prompt length, in tokens</source>
        <translation>Guddaayu prompt bu laaj bu bees bi, ci token</translation>
    </message>
    <message>
        <source>Same system prompt</source>
        <translation>Benn prompt système</translation>
    </message>
    <message>
        <source>The new request&apos;s prompt starts with the selected request&apos;s, as requests with one system prompt do: with prefix caching they share its full blocks</source>
        <translation>Prompt bu laaj bu bees bi dafay tàmbalee ak bu laaj bi ñu tànn, ni laaj yu bokk benn prompt système: ak prefix caching dañuy bokk bloc yu fees yi</translation>
    </message>
    <message>
        <source>Sen&amp;d a new request</source>
        <translation>&amp;Yónne benn laaj bu bees</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Dind&amp;i</translation>
    </message>
    <message>
        <source>Take back the last thing done by hand</source>
        <translation>Dindi li mujj li ñu def ci loxo</translation>
    </message>
    <message>
        <source>Sav&amp;e as a scenario file…</source>
        <translation>D&amp;enc ko ni fichier scénario…</translation>
    </message>
    <message>
        <source>Write the walkthrough and what you did by hand to a KV script that runs to this state: to send, or to narrate as an exercise</source>
        <translation>Bindal walkthrough bi ak li nga def ci loxo ci benn script KV buy àgg ci état bii: ngir yónne ko, walla ngir wax ko ni exercice</translation>
    </message>
    <message>
        <source>&amp;Abort</source>
        <translation>&amp;Dakkal</translation>
    </message>
    <message>
        <source>New &amp;request&apos;s prompt, in tokens:</source>
        <translation>&amp;Prompt bu laaj bu bees bi, ci token:</translation>
    </message>
</context>
<context>
    <name>KvScriptText</name>
    <message>
        <source>an empty string</source>
        <extracomment>What a JSON value is: a string with nothing in it, “… must be a request&apos;s name, not an empty string”.</extracomment>
        <translation>ab chaîne bu neen</translation>
    </message>
    <message>
        <source>a free_queue entry</source>
        <extracomment>The subject of a sentence about a number: “a free_queue entry must be from 0 to 7, not 9”.</extracomment>
        <translation>benn élément ci free_queue</translation>
    </message>
    <message>
        <source>a token id</source>
        <extracomment>The subject of a sentence about a number: “a token id must be from 0 to 16777215, not -1”.</extracomment>
        <translation>benn id token</translation>
    </message>
    <message>
        <source>not JSON: line %1, column %2: %3</source>
        <extracomment>%1 and %2: the line and column where the text stops being JSON; %3: what the JSON reader found there, in English.</extracomment>
        <translation>du JSON: rëdd %1, kolon %2: %3</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <extracomment>%1: a field&apos;s name (block_size, prompt_tokens, …), “a free_queue entry” or “a token id”, as translated; %2: what it is instead (“a string”, “a list”, …).</extracomment>
        <translation>%1 war na doon ab nombre, du %2</translation>
    </message>
    <message>
        <source>%1 must not be negative (it is %2)</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2: the negative number as written.</extracomment>
        <translation>%1 warul a doon négatif (mu ngi doon %2)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the number as written.</extracomment>
        <translation>%1 war na doon nombre entier bu dale %2 ba %3, du %4</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <extracomment>%1: a field&apos;s name, “a free_queue entry” or “a token id”; %2 to %3: the range allowed; %4: the number as written.</extracomment>
        <translation>%1 war na nekk diggante %2 ak %3, du %4</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2 (the prompt has %3 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2: what it is instead (“a string”, …); %3: how many tokens the prompt has.</extracomment>
        <translation>%1 war na doon ab nombre, du %2 (prompt bi am na %3 token)</translation>
    </message>
    <message>
        <source>%1 must not be negative (it is %2) (the prompt has %3 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2: the negative number as written; %3: how many tokens the prompt has.</extracomment>
        <translation>%1 warul a doon négatif (mu ngi doon %2) (prompt bi am na %3 token)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not %4 (the prompt has %5 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many tokens the prompt has.</extracomment>
        <translation>%1 war na doon nombre entier bu dale %2 ba %3, du %4 (prompt bi am na %5 token)</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4 (the prompt has %5 tokens)</source>
        <extracomment>%1: the field shared_tokens; %2 to %3: the range allowed; %4: the number as written; %5: how many tokens the prompt has.</extracomment>
        <translation>%1 war na nekk diggante %2 ak %3, du %4 (prompt bi am na %5 token)</translation>
    </message>
    <message>
        <source>request %1: %2 must be a number, not %3</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field (arrival, prompt_tokens, output_tokens); %3: what it is instead (“a string”, …).</extracomment>
        <translation>laaj %1: %2 war na doon ab nombre, du %3</translation>
    </message>
    <message>
        <source>request %1: %2 must not be negative (it is %3)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3: the negative number as written.</extracomment>
        <translation>laaj %1: %2 warul a doon négatif (mu ngi doon %3)</translation>
    </message>
    <message>
        <source>request %1: %2 must be a whole number from %3 to %4, not %5</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3 to %4: the range allowed; %5: the number as written.</extracomment>
        <translation>laaj %1: %2 war na doon nombre entier bu dale %3 ba %4, du %5</translation>
    </message>
    <message>
        <source>request %1: %2 must be from %3 to %4, not %5</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: its field; %3 to %4: the range allowed; %5: the number as written.</extracomment>
        <translation>laaj %1: %2 war na nekk diggante %3 ak %4, du %5</translation>
    </message>
    <message>
        <source>a KV script has no member %1 (it takes %2)</source>
        <extracomment>%1: the unknown key, quoted; %2: the keys a script takes, separated by commas.</extracomment>
        <translation>script KV amul champ %1 (li mu jël mooy %2)</translation>
    </message>
    <message>
        <source>%1 has no member %2 (it takes %3)</source>
        <extracomment>%1: the op&apos;s name (add, decode, fork, abort, step, serve); %2: the unknown key, quoted; %3: the keys the op takes.</extracomment>
        <translation>%1 amul champ %2 (li mu jël mooy %3)</translation>
    </message>
    <message>
        <source>a fact has no member %1 (it takes %2)</source>
        <extracomment>%1: the unknown key, quoted; %2: the keys a fact takes.</extracomment>
        <translation>xibaar amul champ %1 (li mu jël mooy %2)</translation>
    </message>
    <message>
        <source>request %1 has no member %2 (it takes %3)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: the unknown key, quoted; %3: the keys it takes.</extracomment>
        <translation>laaj %1 amul champ %2 (li mu jël mooy %3)</translation>
    </message>
    <message>
        <source>a KV script is an object such as {&quot;block_size&quot;: 4, &quot;blocks&quot;: 8, &quot;ops&quot;: [...]}, not %1</source>
        <extracomment>%1: what the file is instead (“a list”, “a string”, …).</extracomment>
        <translation>script KV ab objet la, niki {&quot;block_size&quot;: 4, &quot;blocks&quot;: 8, &quot;ops&quot;: [...]}, du %1</translation>
    </message>
    <message>
        <source>the script has no block_size (tokens per block, a power of two from 1 to 128)</source>
        <translation>script bi amul block_size (token yi ci benn bloc, puissance bu 2 bu dale 1 ba 128)</translation>
    </message>
    <message>
        <source>block_size must be a power of two from 1 to 128 (what the block manager takes), not %1</source>
        <extracomment>%1: the number written.</extracomment>
        <translation>block_size war na doon puissance bu 2 bu dale 1 ba 128 (li gestionnaire bloc yi di nangu), du %1</translation>
    </message>
    <message>
        <source>the script has no blocks (how many physical blocks the pool has)</source>
        <translation>script bi amul blocks (ñaata bloc physique la pool bi am)</translation>
    </message>
    <message>
        <source>free_queue must be a list of block ids, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>free_queue war na doon ab limu id bloc, du %1</translation>
    </message>
    <message>
        <source>free_queue lists block %1 twice</source>
        <extracomment>%1: a physical block&apos;s number.</extracomment>
        <translation>free_queue dafa lim bloc %1 ñaari yoon</translation>
    </message>
    <message>
        <source>free_queue must list every block from 0 to %1 once; it lists %2 of %3</source>
        <extracomment>%1: the pool&apos;s last block number; %2: how many blocks free_queue lists; %3: how many blocks the pool has.</extracomment>
        <translation>free_queue war na lim bépp bloc bu dale 0 ba %1 benn yoon; dafa lim %2 ci %3</translation>
    </message>
    <message>
        <source>prefix_caching must be true or false, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>prefix_caching war na doon true walla false, du %1</translation>
    </message>
    <message>
        <source>id must be a name of letters, digits, &apos;-&apos; and &apos;_&apos;, such as &quot;fig6&quot;, not %1</source>
        <extracomment>%1: the id written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>id war na doon tur bu ñu def ak araf, siifar, &apos;-&apos; ak &apos;_&apos;, niki &quot;fig6&quot;, du %1</translation>
    </message>
    <message>
        <source>paper must say what the script reproduces, as text, not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>paper war na wax ci mbind li script bi di defaat, du %1</translation>
    </message>
    <message>
        <source>the script has no ops (a list such as [{&quot;op&quot;: &quot;add&quot;, &quot;request&quot;: &quot;A&quot;, &quot;prompt_tokens&quot;: 7}])</source>
        <translation>script bi amul ops (ab lim niki [{&quot;op&quot;: &quot;add&quot;, &quot;request&quot;: &quot;A&quot;, &quot;prompt_tokens&quot;: 7}])</translation>
    </message>
    <message>
        <source>ops must be a list, not %1</source>
        <extracomment>%1: what it is instead (“an object”, …).</extracomment>
        <translation>ops war na doon ab lim, du %1</translation>
    </message>
    <message>
        <source>an op is an object such as {&quot;op&quot;: &quot;decode&quot;, &quot;request&quot;: &quot;A&quot;, &quot;tokens&quot;: 1}, not %1</source>
        <extracomment>%1: what the op is instead (“a string”, …).</extracomment>
        <translation>operaasioŋ ab objet la, niki {&quot;op&quot;: &quot;decode&quot;, &quot;request&quot;: &quot;A&quot;, &quot;tokens&quot;: 1}, du %1</translation>
    </message>
    <message>
        <source>the op has no &quot;op&quot; (add, decode, fork, abort, step or serve)</source>
        <translation>operaasioŋ bi amul &quot;op&quot; (add, decode, fork, abort, step walla serve)</translation>
    </message>
    <message>
        <source>&quot;op&quot; must be add, decode, fork, abort, step or serve, not %1</source>
        <extracomment>%1: what it is instead (“a number”, …).</extracomment>
        <translation>&quot;op&quot; war na doon add, decode, fork, abort, step walla serve, du %1</translation>
    </message>
    <message>
        <source>unknown op %1: the ops are add, decode, fork, abort, step and serve</source>
        <extracomment>%1: the op&apos;s name as written, quoted.</extracomment>
        <translation>operaasioŋ bu ñu xamul %1: operaasioŋ yi ñooy add, decode, fork, abort, step ak serve</translation>
    </message>
    <message>
        <source>%1 needs %2 (a request&apos;s name, such as &quot;A&quot;)</source>
        <extracomment>%1: the op&apos;s name (add, decode, fork, abort); %2: the field it needs (request or from).</extracomment>
        <translation>%1 soxla na %2 (turu benn laaj, niki &quot;A&quot;)</translation>
    </message>
    <message>
        <source>%1 must be a request&apos;s name (a non-empty string), not %2</source>
        <extracomment>%1: the field (request or from); %2: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>%1 war na doon turu benn laaj (ab chaîne bu dul neen), du %2</translation>
    </message>
    <message>
        <source>%1 names request %2, which is already live (op %3 added it)</source>
        <extracomment>%1: the op&apos;s name (add or fork); %2: the request&apos;s name, quoted; %3: the number of the op that added it.</extracomment>
        <translation>%1 dafay tudd laaj %2, te mu ngi dund ba noppi (operaasioŋ %3 moo ko yokk)</translation>
    </message>
    <message>
        <source>%1 names request %2, which no earlier op added</source>
        <extracomment>%1: the op&apos;s name (decode or abort); %2: the request&apos;s name, quoted.</extracomment>
        <translation>%1 dafay tudd laaj %2, te benn operaasioŋ bu jiitu yokkuwu ko</translation>
    </message>
    <message>
        <source>%1 names request %2, which op %3 aborted</source>
        <extracomment>%1: the op&apos;s name (decode or abort); %2: the request&apos;s name, quoted; %3: the number of the op that aborted it.</extracomment>
        <translation>%1 dafay tudd laaj %2, te operaasioŋ %3 dakkal na ko</translation>
    </message>
    <message>
        <source>fork copies request %1, which no earlier op added</source>
        <extracomment>%1: the request&apos;s name, quoted.</extracomment>
        <translation>fork dafay duppi laaj %1, te benn operaasioŋ bu jiitu yokkuwu ko</translation>
    </message>
    <message>
        <source>fork copies request %1, which op %2 aborted</source>
        <extracomment>%1: the request&apos;s name, quoted; %2: the number of the op that aborted it.</extracomment>
        <translation>fork dafay duppi laaj %1, te operaasioŋ %2 dakkal na ko</translation>
    </message>
    <message>
        <source>reason must be aborted, finished or pruned, not %1</source>
        <extracomment>%1: the reason written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>reason war na doon aborted, finished walla pruned, du %1</translation>
    </message>
    <message>
        <source>add takes one of prompt_tokens (a count), tokens (a list of ids) and words</source>
        <translation>add dafay jël benn rekk ci prompt_tokens (ab lim), tokens (ab limu id) ak words</translation>
    </message>
    <message>
        <source>add needs prompt_tokens (how many tokens the prompt has), tokens (the prompt&apos;s token ids) or words (the prompt&apos;s words)</source>
        <translation>add soxla na prompt_tokens (ñaata token la prompt bi am), tokens (id token yu prompt bi) walla words (baat yu prompt bi)</translation>
    </message>
    <message>
        <source>shared_prefix_with and shared_tokens go with prompt_tokens; with tokens or words, write the shared ones out</source>
        <translation>shared_prefix_with ak shared_tokens dañuy ànd ak prompt_tokens; bu dee tokens walla words, bindal yi ñu bokk</translation>
    </message>
    <message>
        <source>shared_prefix_with (the request whose prompt this one starts with) and shared_tokens (how many of its tokens) go together</source>
        <translation>shared_prefix_with (laaj bi prompt bi bii di tàmbalee ci prompt bam) ak shared_tokens (ñaata ci token yam) dañuy ànd</translation>
    </message>
    <message>
        <source>shared_prefix_with must be a request&apos;s name</source>
        <translation>shared_prefix_with war na doon turu benn laaj</translation>
    </message>
    <message>
        <source>shared_prefix_with names request %1, which no earlier op added</source>
        <extracomment>%1: the request&apos;s name, quoted.</extracomment>
        <translation>shared_prefix_with dafay tudd laaj %1, te benn operaasioŋ bu jiitu yokkuwu ko</translation>
    </message>
    <message>
        <source>shared_tokens is %1 but %2&apos;s prompt has only %3 tokens</source>
        <extracomment>%1: the number written; %2: the request&apos;s name, quoted; %3: how many tokens its prompt has.</extracomment>
        <translation>shared_tokens mooy %1 waaye prompt bu %2 am na %3 token rekk</translation>
    </message>
    <message>
        <source>tokens gives token ids, but op %1 gave words, whose ids count from 0: a script uses words or token ids, not both</source>
        <extracomment>%1: the number of the first op that gave words.</extracomment>
        <translation>tokens dafay jox id token, waaye operaasioŋ %1 joxoon na ay baat, te seeni id dañuy tàmbalee ci 0: script dafay jëfandikoo baat walla id token, du ñoom ñaar</translation>
    </message>
    <message>
        <source>tokens must be a list of one or more token ids</source>
        <translation>tokens war na doon ab limu benn id token walla lu ëpp</translation>
    </message>
    <message>
        <source>an op may write at most %1 tokens</source>
        <extracomment>%1: the most tokens one op may write.</extracomment>
        <translation>benn operaasioŋ mënul a bind lu ëpp %1 token</translation>
    </message>
    <message>
        <source>words must be text, words separated by spaces, not %1</source>
        <extracomment>%1: what it is instead (“a list”, …).</extracomment>
        <translation>words war na doon mbind, baat yu ñu xàjjale ak espace, du %1</translation>
    </message>
    <message>
        <source>words count their token ids from 0, but op %1 gave token ids: a script uses words or token ids, not both</source>
        <extracomment>%1: the number of the first op that gave token ids.</extracomment>
        <translation>words dañuy tàmbalee seeni id token ci 0, waaye operaasioŋ %1 joxoon na ay id token: script dafay jëfandikoo baat walla id token, du ñoom ñaar</translation>
    </message>
    <message>
        <source>words must hold one or more words</source>
        <translation>words war na am benn baat walla lu ëpp</translation>
    </message>
    <message>
        <source>decode takes tokens (a count or a list of ids) or words, not both</source>
        <translation>decode dafay jël tokens (ab lim walla ab limu id) walla words, du ñoom ñaar</translation>
    </message>
    <message>
        <source>decode needs tokens (how many tokens to generate, 1 or more, or their ids) or words (the tokens as words)</source>
        <translation>decode soxla na tokens (ñaata token lay sos, 1 walla lu ëpp, walla seeni id) walla words (token yi ni ay baat)</translation>
    </message>
    <message>
        <source>tokens must be how many tokens to generate or a list of their ids, not %1</source>
        <extracomment>%1: what it is instead (“a string”, …).</extracomment>
        <translation>tokens war na doon ñaata token lay sos walla ab limu seeni id, du %1</translation>
    </message>
    <message>
        <source>predict must be &quot;block&quot; (the learner picks the physical block the step&apos;s first decoded token lands in)</source>
        <translation>predict war na doon &quot;block&quot; (njàngaan bi dafay tànn bloc physique bi token bu jëkk bu jéego bi decode di dugg)</translation>
    </message>
    <message>
        <source>a step that predicts needs a decode op before it (since the step before): its first token is what the learner places</source>
        <translation>jéego buy laaj xaar soxla na benn operaasioŋ decode ci kanam (li dale ci jéego bi jiitu): token bu jëkk bam la njàngaan bi di def</translation>
    </message>
    <message>
        <source>step needs scene (the step&apos;s name, such as &quot;fig6-new-block&quot;)</source>
        <translation>step soxla na scene (turu jéego bi, niki &quot;fig6-new-block&quot;)</translation>
    </message>
    <message>
        <source>scene must be the step&apos;s name (a non-empty string), not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>scene war na doon turu jéego bi (ab chaîne bu dul neen), du %1</translation>
    </message>
    <message>
        <source>scene %1 is a name serve gives its own steps (step-N, preempt-N): choose another</source>
        <extracomment>%1: the scene&apos;s name, quoted.</extracomment>
        <translation>scene %1 tur la bu serve di jox ay jéegoom (step-N, preempt-N): tànnal beneen</translation>
    </message>
    <message>
        <source>scene %1 names an earlier step already</source>
        <extracomment>%1: the scene&apos;s name, quoted.</extracomment>
        <translation>scene %1 turu benn jéego bu jiitu la ba noppi</translation>
    </message>
    <message>
        <source>facts must be a list such as [{&quot;fact&quot;: &quot;free-queue&quot;}], not %1</source>
        <extracomment>%1: what it is instead (“an object”, …).</extracomment>
        <translation>facts war na doon ab lim niki [{&quot;fact&quot;: &quot;free-queue&quot;}], du %1</translation>
    </message>
    <message>
        <source>the step quotes two facts named %1: give one a name of its own</source>
        <extracomment>%1: the fact&apos;s name, quoted.</extracomment>
        <translation>jéego bi dafay jukkee ñaari xibaar yu tudd %1: joxal benn ci ñoom turam</translation>
    </message>
    <message>
        <source>a fact is an object such as {&quot;fact&quot;: &quot;table&quot;, &quot;request&quot;: &quot;A&quot;}, not %1</source>
        <extracomment>%1: what the fact is instead (“a string”, …).</extracomment>
        <translation>xibaar ab objet la, niki {&quot;fact&quot;: &quot;table&quot;, &quot;request&quot;: &quot;A&quot;}, du %1</translation>
    </message>
    <message>
        <source>the fact has no &quot;fact&quot; (table, free-queue, sequence, finished, steps or preemptions)</source>
        <translation>xibaar bi amul &quot;fact&quot; (table, free-queue, sequence, finished, steps walla preemptions)</translation>
    </message>
    <message>
        <source>unknown fact %1: a fact is table, free-queue, sequence, finished, steps or preemptions</source>
        <extracomment>%1: the fact&apos;s kind as written, quoted.</extracomment>
        <translation>xibaar bu ñu xamul %1: xibaar mooy table, free-queue, sequence, finished, steps walla preemptions</translation>
    </message>
    <message>
        <source>&quot;fact&quot; must be a string, not %1: a fact is table, free-queue, sequence, finished, steps or preemptions</source>
        <extracomment>%1: what it is instead (“a number”, …).</extracomment>
        <translation>&quot;fact&quot; war na doon ab chaîne, du %1: xibaar mooy table, free-queue, sequence, finished, steps walla preemptions</translation>
    </message>
    <message>
        <source>the %1 fact needs request (a request&apos;s name, such as &quot;A&quot;)</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence).</extracomment>
        <translation>xibaar %1 soxla na request (turu benn laaj, niki &quot;A&quot;)</translation>
    </message>
    <message>
        <source>the %1 fact names request %2, which no earlier op added</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence); %2: the request&apos;s name, quoted.</extracomment>
        <translation>xibaar %1 dafay tudd laaj %2, te benn operaasioŋ bu jiitu yokkuwu ko</translation>
    </message>
    <message>
        <source>the %1 fact names request %2, which op %3 aborted</source>
        <extracomment>%1: the fact&apos;s kind (table or sequence); %2: the request&apos;s name, quoted; %3: the number of the op that aborted it.</extracomment>
        <translation>xibaar %1 dafay tudd laaj %2, te operaasioŋ %3 dakkal na ko</translation>
    </message>
    <message>
        <source>the %1 fact is not about one request: it takes no request</source>
        <extracomment>%1: the fact&apos;s kind (free-queue, finished, steps, preemptions).</extracomment>
        <translation>xibaar %1 jëmul ci benn laaj: jëlul benn request</translation>
    </message>
    <message>
        <source>the %1 fact quotes what a serve op did, and no serve op comes before</source>
        <extracomment>%1: the fact&apos;s kind (finished, steps, preemptions).</extracomment>
        <translation>xibaar %1 dafay jukkee li operaasioŋ serve def, te amul benn operaasioŋ serve bu ko jiitu</translation>
    </message>
    <message>
        <source>the sequence fact needs name (the narration&apos;s placeholder, such as &quot;first-fork&quot;)</source>
        <translation>xibaar sequence soxla na name (placeholder bu narration bi, niki &quot;first-fork&quot;)</translation>
    </message>
    <message>
        <source>name must be the narration&apos;s placeholder (a non-empty string), not %1</source>
        <extracomment>%1: “an empty string” or what it is instead (“a number”, …).</extracomment>
        <translation>name war na doon placeholder bu narration bi (ab chaîne bu dul neen), du %1</translation>
    </message>
    <message>
        <source>a script serves once, and op %1 served already</source>
        <extracomment>%1: the number of the op that served.</extracomment>
        <translation>script dafay serve benn yoon rekk, te operaasioŋ %1 serve na ba noppi</translation>
    </message>
    <message>
        <source>serve needs the pool to itself, but request %1 is live (op %2 added it): abort it first</source>
        <extracomment>%1: the request&apos;s name, quoted; %2: the number of the op that added it.</extracomment>
        <translation>serve soxla na pool bi yépp ngir moom rekk, waaye laaj %1 mu ngi dund (operaasioŋ %2 moo ko yokk): dakkal ko jëkk</translation>
    </message>
    <message>
        <source>preemption must be recompute or swap, not %1</source>
        <extracomment>%1: the mode written, quoted, or what it is instead (“a number”, …).</extracomment>
        <translation>preemption war na doon recompute walla swap, du %1</translation>
    </message>
    <message>
        <source>watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: 0.01), not %1</source>
        <extracomment>%1: the number written, or what it is instead (“a string”, …).</extracomment>
        <translation>watermark war na doon xaaju bloc yi nangu gi di bàyyi wéet, bu dale 0 ba 0.5 (vLLM: 0.01), du %1</translation>
    </message>
    <message>
        <source>serve needs requests (a list such as [{&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}])</source>
        <translation>serve soxla na requests (ab lim niki [{&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}])</translation>
    </message>
    <message>
        <source>requests must be a list of one or more requests</source>
        <translation>requests war na doon ab limu benn laaj walla lu ëpp</translation>
    </message>
    <message>
        <source>serve takes at most %1 requests</source>
        <extracomment>%1: the most requests one serve op takes.</extracomment>
        <translation>serve mënul a jël lu ëpp %1 laaj</translation>
    </message>
    <message>
        <source>requests come in arrival order, but request %1 arrives at step %2, before request %3 (at step %4)</source>
        <extracomment>%1 and %3: requests&apos; numbers in the serve op&apos;s list (from 0); %2 and %4: the scheduler steps they arrive at.</extracomment>
        <translation>laaj yi dañuy ñëw ci tolluwaayu agsi, waaye laaj %1 dafay agsi ci jéego %2, balaa laaj %3 (ci jéego %4)</translation>
    </message>
    <message>
        <source>request %1 must be an object such as {&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}, not %2</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: what it is instead (“a string”, …).</extracomment>
        <translation>laaj %1 war na doon ab objet niki {&quot;arrival&quot;: 0, &quot;prompt_tokens&quot;: 8, &quot;output_tokens&quot;: 10}, du %2</translation>
    </message>
    <message>
        <source>request %1 needs arrival (the scheduler step it arrives at), prompt_tokens and output_tokens (how many tokens it generates)</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0).</extracomment>
        <translation>laaj %1 soxla na arrival (jéegoy planificateur bi mu di agsi), prompt_tokens ak output_tokens (ñaata token lay sos)</translation>
    </message>
    <message>
        <source>request %1 needs %2 tokens of KV cache (prompt and output), more than the %3 that fit in %4 blocks of %5 tokens less the watermark&apos;s %6</source>
        <extracomment>%1: the number of a request in a serve op&apos;s list (from 0); %2: the tokens it needs; %3: the tokens that fit; %4: the pool&apos;s blocks; %5: tokens per block; %6: the blocks the watermark keeps free.</extracomment>
        <translation>laaj %1 soxla na %2 token ci cache KV (prompt ak génn), lu ëpp %3 yi mën a dugg ci %4 bloc yu %5 token, bu ñu wàññee %6 yu watermark bi</translation>
    </message>
    <message>
        <source>a walkthrough needs an id (the key of its narration, such as &quot;fig6&quot;)</source>
        <translation>walkthrough soxla na id (caabiy narration bam, niki &quot;fig6&quot;)</translation>
    </message>
    <message>
        <source>a walkthrough needs narrated steps (a step or serve op), and this has none</source>
        <translation>walkthrough soxla na jéego yu am narration (operaasioŋ step walla serve), te bii amul benn</translation>
    </message>
    <message>
        <source>op %1 (line %2): %3</source>
        <extracomment>%1: the op&apos;s number in the script (from 1); %2: the line of the file; %3: what is wrong, a sentence.</extracomment>
        <translation>operaasioŋ %1 (rëdd %2): %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1: the line of the file; %2: what is wrong there, a sentence.</extracomment>
        <translation>rëdd %1: %2</translation>
    </message>
</context>
<context>
    <name>KvSidePanel</name>
    <message>
        <source>&amp;Walkthrough:</source>
        <translation>&amp;Misaal (walkthrough):</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>Scène: %1</translation>
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
    <message>
        <source>Where KV memory goes (the paper&apos;s Fig. 2, run on this lesson&apos;s requests)</source>
        <translation>Fan la mémoire KV bi di dem (Fig. 2 bu article bi, ci laaj yu njàng mii)</translation>
    </message>
</context>
<context>
    <name>LargestAllocationsController</name>
    <message>
        <source>the peak of allocated memory (%1)</source>
        <translation>kawe mémoire alloué bi (%1)</translation>
    </message>
    <message>
        <source>out-of-memory error %1 of %2 (%3)</source>
        <translation>njuumte mémoire jeex %1 ci %2 (%3)</translation>
    </message>
    <message>
        <source>The snapshot has no trace to look back in.</source>
        <translation>Snapshot bi amul trace buñ mën a xool ginnaaw.</translation>
    </message>
    <message>
        <source>%1 (inferred)</source>
        <extracomment>A category guessed from the rest of the trace for memory allocated before it began.</extracomment>
        <translation>%1 (ñu jàngee ko)</translation>
    </message>
    <message>
        <source>allocated before the trace began</source>
        <translation>allouer nañu ko balaa trace bi tàmbali</translation>
    </message>
    <message>
        <source>no stack recorded</source>
        <translation>amul stack bu ñu bind</translation>
    </message>
    <message>
        <source>The %1 largest of the allocations alive then, which held %2 in all (block sizes, rounded as the allocator keeps them).</source>
        <extracomment>%1 how many allocations are listed, %2 the bytes allocated at that moment (rounded block sizes).</extracomment>
        <translation>%1 yi gëna mag ci allocation yi dundoon ci jamono jooju, yi yépp jàppoon %2 (réew u bloc yi, ñu rondal leen ni allocateur bi leen di denc).</translation>
    </message>
    <message>
        <source>Export the largest allocations</source>
        <translation>Génne allocation yi gëna mag</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>LargestAllocationsView</name>
    <message>
        <source>&amp;Alive at:</source>
        <translation>&amp;Dund ci:</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>Génne &amp;CSV…</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Réew</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adrees</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Xeet</translation>
    </message>
    <message>
        <source>Where it was allocated</source>
        <translation>Fu ñu ko allouer</translation>
    </message>
    <message>
        <source>Largest live allocations</source>
        <translation>Allocation yu dund yi gëna mag</translation>
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
    <name>LessonPlaces</name>
    <message>
        <source>%1 has no narrated steps: --event N opens it at event N</source>
        <translation>%1 amul jéego yu ñu leeral: --event N dafay ubbi ko ci xew-xew N</translation>
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
    <name>LessonScene</name>
    <message>
        <source>It is not a scene file: the JSON is broken at line %1 (%2).</source>
        <translation>Du fichier scène: JSON bi dafa yàqu ci rëdd %1 (%2).</translation>
    </message>
    <message>
        <source>It is not a scene file: a scene is a JSON object.</source>
        <translation>Du fichier scène: scène dafa di benn objet JSON.</translation>
    </message>
    <message>
        <source>It is not a scene file: “gml_scene” is missing.</source>
        <translation>Du fichier scène: “gml_scene” nekku ci.</translation>
    </message>
    <message>
        <source>This scene was written by a newer GPU Memory Lab (scene format %1; this one reads %2).</source>
        <translation>Scène bii, GPU Memory Lab bu gëna bees moo ko bind (format scène %1; bii dafay jàng %2).</translation>
    </message>
    <message>
        <source>The scene has a field “%1” that scenes do not have (they have %2).</source>
        <translation>Scène bi am na benn champ “%1” bu scène yi amul (ñoo am %2).</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a name in quotes.</source>
        <translation>“%1” bu scène bi war na doon benn tur ci biir guillemets.</translation>
    </message>
    <message>
        <source>The scene&apos;s “%1” must be a JSON object.</source>
        <translation>“%1” bu scène bi war na doon benn objet JSON.</translation>
    </message>
    <message>
        <source>The scene&apos;s “step” must be a whole number from 1.</source>
        <translation>“step” bu scène bi war na doon benn limu mat bu dale ci 1.</translation>
    </message>
    <message>
        <source>The scene&apos;s “event” must be a whole number from 1.</source>
        <translation>“event” bu scène bi war na doon benn limu mat bu dale ci 1.</translation>
    </message>
    <message>
        <source>The scene folds a panel it cannot: “%1” (the panels are %2).</source>
        <translation>Scène bi dafay laxas benn panneau bu mu mënul: “%1” (panneau yi ñooy %2).</translation>
    </message>
    <message>
        <source>The scene&apos;s “folded” must be a list of panels (%1).</source>
        <translation>“folded” bu scène bi war na doon benn limu panneau yi (%1).</translation>
    </message>
</context>
<context>
    <name>LessonSidePanel</name>
    <message>
        <source>This step&apos;s text is read at its last event, %1: Next step plays on to it.</source>
        <translation>Bind bu jéego bii dañuy jàng ci xew-xew bu mujj bi, %1: Jéego bi topp dafay dox ba fa.</translation>
    </message>
    <message>
        <source>These events come after the lesson&apos;s last step; what each one did is said below.</source>
        <translation>Xew-xew yii ñëw nañu ginnaaw jéego bu mujj bu njàngale mi; li ku nekk def, ñu wax ko ci suuf.</translation>
    </message>
    <message>
        <source>This step&apos;s text is read at its last operation, %1: Next step plays on to it.</source>
        <translation>Mbind mu jéego bii, dañuy jàng ko ci operation bu mujj, %1: Jéego bi ci topp dafay dem ba fa.</translation>
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
        <source>Snapshot: %1</source>
        <translation>Snapshot mémoire: %1</translation>
    </message>
    <message>
        <source>The engines run on this CUDA GPU.</source>
        <translation>Moteur yi dañuy dox ci GPU CUDA bii.</translation>
    </message>
    <message>
        <source>The simulated device was asked for with --device sim.</source>
        <translation>Jumtukaay bu ñu roy bi, --device sim lañu ko laaje.</translation>
    </message>
    <message>
        <source>No CUDA GPU: this build has no CUDA support (nvcc was not found when it was built).</source>
        <translation>Amul GPU CUDA: version bii amul CUDA (gisuñu woon nvcc ba ñu koy tabax).</translation>
    </message>
    <message>
        <source>No CUDA GPU answered. The CUDA runtime said: %1</source>
        <extracomment>%1 is the CUDA runtime&apos;s or driver&apos;s own message.</extracomment>
        <translation>Benn GPU CUDA tontuwul. Runtime CUDA bi wax na: %1</translation>
    </message>
</context>
<context>
    <name>MemoryCategoryText</name>
    <message>
        <source>Parameters</source>
        <translation>Paramètre yi</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Degrade yi</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>État optimizer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivaasioŋ yi</translation>
    </message>
    <message>
        <source>Temporaries</source>
        <translation>Tensor yu diir bu gàtt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Xamuñu ko</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A share of the memory at the peak; %1 is the number (&quot;56&quot;, &quot;3.2&quot;).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>At the peak, activations held %1 (%2) — what activation checkpointing could save; optimizer state held %3 (%4) — what it cannot.</source>
        <extracomment>%1 and %3 are sizes (&quot;33 MiB&quot;), %2 and %4 shares of the peak (&quot;3.2%&quot;).</extracomment>
        <translation>Ci kaw gi, aktivaasioŋ yi jàpp nañu %1 (%2) — loolu la checkpointing bu aktivaasioŋ mën a wàññi; état optimizer bi jàpp na %3 (%4) — loolu mënu koo wàññi.</translation>
    </message>
    <message>
        <source>A guess from the stack frames that allocated each block: PyTorch does not record what a tensor is for. Memory that nothing in its stack explains stays unknown.</source>
        <translation>Lii ab xalaat la, ci frame yu stack yi allouer bloc bu nekk: PyTorch bindul lu tensor di def. Mémoire bu dara ci stack bi leeralul, day des ci xamuñu ko.</translation>
    </message>
    <message>
        <source>Inference cache</source>
        <translation>Cache inference</translation>
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
        <translation>Li ñu allouer (GiB)</translation>
    </message>
    <message>
        <source>Allocated (MiB)</source>
        <translation>Li ñu allouer (MiB)</translation>
    </message>
    <message>
        <source>Allocated (KiB)</source>
        <translation>Li ñu allouer (KiB)</translation>
    </message>
    <message>
        <source>Memory by category (a guess)</source>
        <translation>Mémoire ci xeet (xalaat)</translation>
    </message>
    <message>
        <source>What the allocated memory was for, over the trace</source>
        <translation>Lu mémoire bi ñu allouer doon def, ci trace bi yépp</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Kaw gi</translation>
    </message>
    <message>
        <source>Open the activation checkpointing lesson</source>
        <translation>Ubbi njàngum checkpointing bu aktivaasioŋ</translation>
    </message>
    <message>
        <source>Memory by category chart</source>
        <translation>Graphique mémoire ci xeet</translation>
    </message>
    <message>
        <source>Allocated memory over the trace, stacked by guessed category.</source>
        <translation>Mémoire bi ñu allouer ci trace bi yépp, ñu tegale ko ci xeet yi ñu xalaat.</translation>
    </message>
    <message>
        <source>Event (index in the trace)</source>
        <translation>Xew (limu ci trace bi)</translation>
    </message>
    <message>
        <source>At the peak: %1 allocated (requested sizes)</source>
        <extracomment>%1 is a size: what the program requested, before the allocator rounds blocks up.</extracomment>
        <translation>Ci kawe gi: %1 alloué (réew yi ñu laaj)</translation>
    </message>
    <message>
        <source>%1 (%2 inferred from the trace)</source>
        <extracomment>%1 a category, %2 the part of it guessed from the rest of the trace.</extracomment>
        <translation>%1 (%2 ñu jàngee ko ci trace bi)</translation>
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
    <message>
        <source>%1 (%2 B)</source>
        <translation>%1 (%2 B)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Segment #%1 (%2), %3, stream %4</source>
        <translation>&lt;br&gt;Segment #%1 (%2), ci %3, stream %4</translation>
    </message>
    <message>
        <source>#%1 · %2 (cont.)</source>
        <extracomment>On the memory map, the label of segment %1 (%2 is its size) on each further row the segment wraps onto. Keep it short: it must fit in a piece of a row.</extracomment>
        <translation>#%1 · %2 (topp)</translation>
    </message>
    <message>
        <source>Stream %1 is picked out; the other streams&apos; segments are faded.</source>
        <extracomment>The memory map&apos;s description for a screen reader when one stream is picked out (%1: its name or id).</extracomment>
        <translation>Stream %1 lañu tànn; segment yu yeneen stream yi dañuy lëndëm tuuti.</translation>
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
        <translation>&amp;Optimiseur:</translation>
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
    <message>
        <source>SGD with momentum</source>
        <translation>SGD ak momentum</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) %7 = %8 of %9: fits</source>
        <translation>poids yi %1 + copie master fp32 %2 + degrade yi %3 + état %4 %5 + aktivaasioŋ yi (%6) %7 = %8 ci %9: dafay dugg</translation>
    </message>
    <message>
        <source>weights %1 + fp32 master copy %2 + gradients %3 + %4 state %5 + activations (%6) %7 = %8 of %9: does not fit</source>
        <translation>poids yi %1 + copie master fp32 %2 + degrade yi %3 + état %4 %5 + aktivaasioŋ yi (%6) %7 = %8 ci %9: du dugg</translation>
    </message>
    <message>
        <source>weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: fits</source>
        <translation>poids yi %1 + degrade yi %2 + état %3 %4 + aktivaasioŋ yi (%5) %6 = %7 ci %8: dafay dugg</translation>
    </message>
    <message>
        <source>weights %1 + gradients %2 + %3 state %4 + activations (%5) %6 = %7 of %8: does not fit</source>
        <translation>poids yi %1 + degrade yi %2 + état %3 %4 + aktivaasioŋ yi (%5) %6 = %7 ci %8: du dugg</translation>
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
        <translation>“%1”: mbind mi ci %2 (%3) joxul lim yi ci biir accolade yi ni mbind mu angale mi</translation>
    </message>
    <message>
        <source>“%1%2” is not a list</source>
        <translation>“%1%2” du liste</translation>
    </message>
    <message>
        <source>an entry of “%1%2” has no &apos;%3&apos;</source>
        <translation>benn élément ci “%1%2” amul &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the narration names no &apos;lesson&apos;</source>
        <translation>narration bi joxul &apos;lesson&apos;</translation>
    </message>
    <message>
        <source>“%1” is not a list</source>
        <translation>“%1” du liste</translation>
    </message>
    <message>
        <source>an entry of “%1” has no &apos;id&apos;</source>
        <translation>benn élément ci “%1” amul &apos;id&apos;</translation>
    </message>
    <message>
        <source>the narration holds no text</source>
        <translation>narration bi amul benn mbind</translation>
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
        <translation>Mémoire bi jeex na ci GPU %1 ci xew %2: dafa bëggoon a allouer %3.</translation>
    </message>
    <message>
        <source>The driver said %1 of the GPU was free (device_free, as recorded).</source>
        <translation>Driver bi wax na ne %1 ci GPU bi dafa wéeroon (device_free, ni ñu ko bindé).</translation>
    </message>
    <message>
        <source>PyTorch held %1: %2 allocated to tensors and %3 reserved but cached.</source>
        <translation>PyTorch jàppoon na %1: %2 allouer ci tensor yi ak %3 réservé waaye mu ngi ci cache bi.</translation>
    </message>
    <message>
        <source>About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA context): the GPU&apos;s %2, worked out from its expandable segments, less what PyTorch reserved and what was free.</source>
        <translation>Lu tollu ci %1 lañu jàppoon ci biti PyTorch (yeneen processus, NCCL, barab liggéey yu cuBLAS, contexte CUDA bi): %2 bu GPU bi, bu ñu xayma ci ay segment yu mën a yokku, bu ñu ci génne li PyTorch réserver ak li wéeroon.</translation>
    </message>
    <message>
        <source>About %1 was held outside PyTorch (other processes, NCCL, cuBLAS workspaces, the CUDA context): the GPU&apos;s %2, as you gave it, less what PyTorch reserved and what was free.</source>
        <translation>Lu tollu ci %1 lañu jàppoon ci biti PyTorch (yeneen processus, NCCL, barab liggéey yu cuBLAS, contexte CUDA bi): %2 bu GPU bi, ni nga ko joxe, bu ñu ci génne li PyTorch réserver ak li wéeroon.</translation>
    </message>
    <message>
        <source>How much was held outside PyTorch is not known: the snapshot does not record the GPU&apos;s size. Give it under &quot;What if&quot; (GPU memory) to see it.</source>
        <translation>Xamuñu lu ñu jàppoon ci biti PyTorch: snapshot bi binduñu réewu GPU bi. Joxe ko ci &quot;What if&quot; (mémoire GPU) ngir gis ko.</translation>
    </message>
    <message>
        <source>The snapshot does not record the allocator&apos;s settings (older PyTorch).</source>
        <translation>Snapshot bi binduñu paramètre yu allocateur bi (PyTorch bu yàgg).</translation>
    </message>
    <message>
        <source>The run already used expandable segments.</source>
        <translation>Doxalin bi jëfandikoo na ba noppi ay segment yu mën a yokku.</translation>
    </message>
    <message>
        <source>%1 was cached but could not serve the request: try PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, which lets a segment grow instead of leaving gaps between segments.</source>
        <translation>%1 mungi woon ci cache bi waaye mënul woon a faj laaj bi: jéemal PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, muy may segment bi mu yokku te du bàyyi ay diggante ci segment yi.</translation>
    </message>
    <message>
        <source>Large cached blocks were split into pieces too small for the request: try PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:%1, so that blocks that large are never split.</source>
        <translation>Bloc yu mag yu cache bi dañu leen xaaj ci dog yu tuuti lool ngir laaj bi: jéemal PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:%1, ngir bloc yu tollu noonu duñu leen xaaj mukk.</translation>
    </message>
    <message>
        <source>Memory held outside PyTorch (%1) would have served the request: look for other processes on the GPU (nvidia-smi), NCCL buffers, or a second framework in the same process.</source>
        <translation>Mémoire bi ñu jàppoon ci biti PyTorch (%1) mën na woon a faj laaj bi: seetal yeneen processus ci GPU bi (nvidia-smi), buffer yu NCCL, walla ñaareelu framework ci processus bi.</translation>
    </message>
    <message>
        <source>Live tensors held %1, nearly everything PyTorch had: the program needs less memory at this point (a smaller batch, activation checkpointing, offloading, or freeing tensors sooner).</source>
        <translation>Tensor yu dund yi jàppoon nañu %1, lu jege li PyTorch amoon yépp: programme bi soxla na mémoire bu gën a tuuti ci fii (batch bu gën a tuuti, activation checkpointing, offloading, walla bàyyi tensor yi gën a gaaw).</translation>
    </message>
    <message>
        <source>%1 was cached in whole free segments that could not serve this request (another stream&apos;s or pool&apos;s): free them between phases with torch.cuda.empty_cache(), or allocate on one stream.</source>
        <translation>%1 mungi woon ci cache bi ci segment yu wéer yépp yu mënul woon a faj laaj bii (yu beneen stream walla pool): bàyyi leen ci diggante jamono yi ak torch.cuda.empty_cache(), walla allouer ci benn stream.</translation>
    </message>
    <message>
        <source>What to try: %1</source>
        <translation>Li ngay jéem: %1</translation>
    </message>
    <message>
        <source>Of the cached memory, %1 lay in free pieces of split segments (inactive split blocks, which cannot be given back), %2 could be given back (whole free segments and free pages of expandable segments) and %3 was in blocks waiting for another stream.</source>
        <translation>Ci mémoire bi nekk ci cache bi, %1 mungi ci dog yu wéer yu segment yu ñu xaaj (inactive split blocks, yu ñu mënul delloo), %2 mënoon nañu ko delloo (segment yu wéer yépp ak xët yu wéer yu segment yu mën a yokku) te %3 mungi ci bloc yuy xaar beneen stream.</translation>
    </message>
</context>
<context>
    <name>PlaybackToolbar</name>
    <message>
        <source>Playback</source>
        <translation>Lecture</translation>
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
    <message>
        <source>Previous step</source>
        <translation>Jéego bi jiitu</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Jéego bi topp</translation>
    </message>
    <message>
        <source>Previous operation</source>
        <translation>Operaasioŋ bi jiitu</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>Xew-xew bi jiitu</translation>
    </message>
    <message>
        <source>Next operation</source>
        <translation>Operaasioŋ bi topp</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Xew-xew bi topp</translation>
    </message>
</context>
<context>
    <name>PredictionBox</name>
    <message>
        <source>Your prediction</source>
        <translation>Sa xaar</translation>
    </message>
    <message>
        <source>Your answer: %1. The teacher reveals it with R.</source>
        <translation>Sa tontu: %1. Jàngalekat bi dina ko feeñal ak R.</translation>
    </message>
    <message>
        <source>Right. %1</source>
        <translation>Dëgg la. %1</translation>
    </message>
    <message>
        <source>Not this time. %1</source>
        <translation>Du yoon wii. %1</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>Li xew: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Tontu</translation>
    </message>
    <message>
        <source>Answer with the choice in the list</source>
        <translation>Tontu ak tànneef bi ci lim bi</translation>
    </message>
</context>
<context>
    <name>PredictionFlow</name>
    <message>
        <source>Your predictions in this lesson: %1 of %2 right.</source>
        <translation>Say xaar ci njàng mii: %1 ci %2 dëgg nañu.</translation>
    </message>
    <message>
        <source>%1

Discuss, then press R or Page Down to see what happens.</source>
        <translation>%1

Waxtaanleen, te bësal R walla Page Down ngir gis li xew.</translation>
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
        <translation>Ndijoor walla Page Down: jéego bi topp · Càmmoñ walla Page Up: jéego bi jiitu · Shift+Ndijoor: benn xew-xew · Q: quiz bi · S: paramètre yi · B: écran bu weer · Esc: génn</translation>
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
        <translation>Tànneef %1: %2</translation>
    </message>
    <message>
        <source>Option %1: %2 (%3)</source>
        <translation>Tànneef %1: %2 (%3)</translation>
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
    <name>RunController</name>
    <message>
        <source>Run: %1</source>
        <translation>Njàngale: %1</translation>
    </message>
    <message>
        <source>The run could not be opened: %1</source>
        <translation>Mënuñu ubbi njàngale bi: %1</translation>
    </message>
    <message>
        <source>Opening a run</source>
        <translation>Ubbi benn njàngale</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichier</numerusform>
        </translation>
    </message>
    <message>
        <source>Open run &amp;folder…</source>
        <translation>Ubbi &amp;dossier bu njàngale…</translation>
    </message>
    <message>
        <source>Open a training run&apos;s snapshot folder (torchtitan&apos;s memory_snapshot, or files named rank0, rank1, …) and see its ranks side by side</source>
        <translation>Ubbi dossier bu snapshot yu njàngale (memory_snapshot bu torchtitan, walla fichier yu tudd rank0, rank1, …) te gis rank yi, ku nekk ci wetu moroomam</translation>
    </message>
    <message>
        <source>Open a training run&apos;s snapshot folder</source>
        <translation>Ubbi dossier bu snapshot yu njàngale</translation>
    </message>
</context>
<context>
    <name>RunLanesView</name>
    <message>
        <source>Idle in the cache at the peak: %1%</source>
        <translation>Li nekk ci cache te jëfandikoowul ci li gëna kawe: %1%</translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-memory event(s)</source>
        <translation>
            <numerusform>%n xew-xew bu mémoire jeex</numerusform>
            <numerusform>%n xew-xew bu mémoire jeex</numerusform>
        </translation>
    </message>
    <message>
        <source>The job stopped here: out of memory.</source>
        <translation>Liggéey bi fii la taxaw: mémoire bi jeex na.</translation>
    </message>
    <message>
        <source>Allocated (active) memory</source>
        <translation>Mémoire bu ñu allouer (actif)</translation>
    </message>
    <message>
        <source>Reserved memory</source>
        <translation>Mémoire bu ñu réserver</translation>
    </message>
    <message>
        <source>Device capacity</source>
        <translation>Limu mémoire bu jumtukaay bi</translation>
    </message>
    <message>
        <source>Ran out of memory</source>
        <translation>Mémoire bi jeex na</translation>
    </message>
    <message>
        <source>Rank %1 (device %2 of the file)</source>
        <translation>Rank %1 (jumtukaay %2 bu fichier bi)</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>Unknown rank: %1</source>
        <extracomment>A lane whose file name says no rank: %1 is the file&apos;s path within the run.</extracomment>
        <translation>Rank bu ñu xamul: %1</translation>
    </message>
    <message>
        <source>Peak %1 allocated, %2 reserved</source>
        <translation>Li gëna kawe: %1 alloué, %2 réservé</translation>
    </message>
    <message>
        <source>No rank of this step has loaded yet.</source>
        <translation>Benn rank ci jéego bii yabuñu ko ba leegi.</translation>
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
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time since each file&apos;s first event</source>
        <translation>Jamono ca xew-xew bu njëkk bu fichier bu nekk</translation>
    </message>
    <message>
        <source>Position in the step, from its first event to its last</source>
        <translation>Fan la nekk ci jéego bi, ci xew-xew bu njëkk ba ci bu mujj</translation>
    </message>
    <message>
        <source>Click to open this rank&apos;s snapshot at this moment.</source>
        <translation>Cuq ngir ubbi snapshot bu rank bii ci jamono jii.</translation>
    </message>
</context>
<context>
    <name>RunPresenter</name>
    <message>
        <source>Reading file %1 of %2: %3…</source>
        <translation>Ñu ngi jàng fichier %1 ci %2: %3…</translation>
    </message>
    <message>
        <source>Files with no step in their name, out of memory</source>
        <translation>Fichier yi amul jéego ci seen tur, mémoire jeex na</translation>
    </message>
    <message>
        <source>Files with no step in their name</source>
        <translation>Fichier yi amul jéego ci seen tur</translation>
    </message>
    <message>
        <source>Step %1, out of memory</source>
        <translation>Jéego %1, mémoire jeex na</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Jéego %1</translation>
    </message>
    <message>
        <source>Only one rank of this step has loaded: there is nothing to compare it with yet.</source>
        <translation>Benn rank rekk ci jéego bii lañu yab: amagul lu ñu ko mën a méngale.</translation>
    </message>
    <message>
        <source>Rank %1 peaked highest, at %2 allocated; rank %3 allocated nothing.</source>
        <translation>Rank %1 moo gëna kawe, ak %2 bu ñu allouer; rank %3 alloueul dara.</translation>
    </message>
    <message>
        <source>Rank %1 peaked highest, at %2 allocated: %3% more than rank %4, the lowest, at %5. The step needs as much memory as its fullest rank.</source>
        <extracomment>%3 is how much more the highest peak is than the lowest, in percent (such as 12.5).</extracomment>
        <translation>Rank %1 moo gëna kawe, ak %2 bu ñu allouer: %3% lu ëpp rank %4, bi gëna suufe, ak %5. Jéego bi dafay soxla mémoire bu tollu ak rank bi gëna fees.</translation>
    </message>
    <message>
        <source>The highest peak across the files was %1 allocated; one file allocated nothing.</source>
        <translation>Li gëna kawe ci fichier yi mooy %1 bu ñu allouer; benn fichier alloueul dara.</translation>
    </message>
    <message>
        <source>The highest peak across the files was %1 allocated, %2% more than the lowest, %3.</source>
        <translation>Li gëna kawe ci fichier yi mooy %1 bu ñu allouer, %2% lu ëpp li gëna suufe, %3.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 is a snapshot file&apos;s path within the run; %2 the reader&apos;s own explanation.</extracomment>
        <translation>Mënuñu jàng %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than this application reads: %2</source>
        <translation>%1 dafa ëpp li programme bii mën a jàng: %2</translation>
    </message>
    <message>
        <source>%1 is not a whole PyTorch memory snapshot: %2</source>
        <translation>%1 du snapshot mémoire PyTorch bu mat: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of this run did not load; the others are shown.</source>
        <translation>
            <numerusform>%n fichier ci njàngale bii yabuñu leen; yeneen yi ñu ngi leen wone.</numerusform>
            <numerusform>%n fichier ci njàngale bii yabuñu leen; yeneen yi ñu ngi leen wone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading was cancelled: only the files read before it are shown.</source>
        <translation>Neenal nañu yab gi: fichier yi ñu jàng balaa loolu rekk lañuy wone.</translation>
    </message>
    <message>
        <source>No snapshot in this folder yet. It is being watched: the job&apos;s snapshots appear here as it writes them.</source>
        <translation>Amagul benn snapshot ci dossier bii. Ñu ngi ko xool: snapshot yi liggéey bi di bind dinañu feeñ fii.</translation>
    </message>
    <message numerus="yes">
        <source>Watching this folder: %n file(s) still being written, each shown once it is whole.</source>
        <translation>
            <numerusform>Ñu ngi xool dossier bii: %n fichier ñu ngi koy bind ba leegi, ku nekk dinañu ko wone su matee.</numerusform>
            <numerusform>Ñu ngi xool dossier bii: %n fichier ñu ngi koy bind ba leegi, ku nekk dinañu ko wone su matee.</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching this folder: snapshots the job writes appear here once they are whole.</source>
        <translation>Ñu ngi xool dossier bii: snapshot yi liggéey bi di bind dinañu feeñ fii su ñu matee.</translation>
    </message>
    <message numerus="yes">
        <source>Training run of %n file(s)</source>
        <translation>
            <numerusform>Njàngale bu %n fichier</numerusform>
            <numerusform>Njàngale bu %n fichier</numerusform>
        </translation>
    </message>
    <message>
        <source>Training run: %1</source>
        <translation>Njàngale: %1</translation>
    </message>
    <message>
        <source>Looking for snapshot files…</source>
        <translation>Ñu ngi seet fichier yu snapshot…</translation>
    </message>
</context>
<context>
    <name>RunView</name>
    <message>
        <source>Cancel</source>
        <translation>Neenal</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Jéego:</translation>
    </message>
    <message>
        <source>&amp;Axis:</source>
        <translation>&amp;Axe:</translation>
    </message>
    <message>
        <source>Time since each file&apos;s first event</source>
        <translation>Jamono ca xew-xew bu njëkk bu fichier bu nekk</translation>
    </message>
    <message>
        <source>Position in the step</source>
        <translation>Fan la nekk ci jéego bi</translation>
    </message>
    <message>
        <source>Memory of each rank in the chosen step</source>
        <translation>Mémoire bu rank bu nekk ci jéego bi ñu tànn</translation>
    </message>
</context>
<context>
    <name>SceneController</name>
    <message>
        <source>Save sce&amp;ne…</source>
        <translation>Denc &amp;scène bi…</translation>
    </message>
    <message>
        <source>Save the lesson as it is on screen, to open exactly here again or to share</source>
        <translation>Denc njàng mi ni mu mel ci écran bi, ngir ubbi ko fii kenn fi ci kanam walla séddoo ko</translation>
    </message>
    <message>
        <source>Open &amp;scene…</source>
        <translation>Ubbi s&amp;cène…</translation>
    </message>
    <message>
        <source>Open class p&amp;lan…</source>
        <translation>Ubbi &amp;tëralinu klaas…</translation>
    </message>
    <message>
        <source>Open a folder of scenes as a playlist: Page Down and Page Up walk it while presenting</source>
        <translation>Ubbi benn dossier bu scène yi ni benn playlist: Page Down ak Page Up dañuy dox ci biir bu ñuy wone</translation>
    </message>
    <message>
        <source>Scenes are made of lessons: open the caching allocator, the paged KV cache or activation checkpointing.</source>
        <translation>Scène yi ci njàng yi lañu leen di def: ubbil allocateur bu am cache, cache KV bu ñu xaaj ci pages walla checkpointing bu aktivaasioŋ yi.</translation>
    </message>
    <message>
        <source>The lesson has nothing on screen to save yet.</source>
        <translation>Njàng mi amagul dara ci écran bi bu ñu mën a denc.</translation>
    </message>
    <message>
        <source>The scene could not be saved to %1: %2</source>
        <translation>Mënuñu denc scène bi ci %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Mënuñu jàng %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a scene file.</source>
        <translation>%1 dafa rëy lool ngir mu doon fichier scène.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The scene is of a lesson this window does not have: “%1”.</source>
        <translation>Scène bi ci benn njàng la bu palanteer bii amul: “%1”.</translation>
    </message>
    <message>
        <source>The scene&apos;s language “%1” is not one of %2.</source>
        <translation>Làkk bu scène bi “%1” bokkul ci %2.</translation>
    </message>
    <message>
        <source>%1 has no scene files (*.gmlscene) to make a class plan of.</source>
        <translation>%1 amul benn fichier scène (*.gmlscene) bu ñu mën a defare tëralinu klaas.</translation>
    </message>
    <message>
        <source>Opening a scene</source>
        <translation>Ubbi benn scène</translation>
    </message>
    <message>
        <source>Class plan: scene %1 of %2 (%3)</source>
        <translation>Tëralinu klaas: scène %1 ci %2 (%3)</translation>
    </message>
    <message>
        <source>Opening a class plan</source>
        <translation>Ubbi benn tëralinu klaas</translation>
    </message>
    <message>
        <source>Saving a scene</source>
        <translation>Denc benn scène</translation>
    </message>
    <message>
        <source>Save scene</source>
        <translation>Denc scène bi</translation>
    </message>
    <message>
        <source>Scenes (*.gmlscene)</source>
        <translation>Scène yi (*.gmlscene)</translation>
    </message>
    <message>
        <source>Open scene</source>
        <translation>Ubbi scène</translation>
    </message>
    <message>
        <source>Open a folder of scenes as a class plan</source>
        <translation>Ubbi benn dossier bu scène yi ni tëralinu klaas</translation>
    </message>
</context>
<context>
    <name>ServingStepText</name>
    <message>
        <source>Scheduler step %1.</source>
        <translation>Jéego %1 bu ordonnanceur bi.</translation>
    </message>
    <message>
        <source>A running request needs a new block and none is free.</source>
        <translation>Benn laaj buy dox soxla na bloc bu bees, te amul benn bu ñu jëfandikoowul.</translation>
    </message>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted: its %n KV block(s) are copied to the host&apos;s swap space (host blocks %2) and given back.</source>
        <translation>
            <numerusform>Laaj bi mujj a agsi, laaj %1, dañu koy taxawal (preemption): %n bloc KV bam, dañu koy duppi ci palaasu swap bu host bi (bloc host %2) te delloo ko.</numerusform>
            <numerusform>Laaj bi mujj a agsi, laaj %1, dañu koy taxawal (preemption): %n bloc KV yam, dañu leen di duppi ci palaasu swap bu host bi (bloc host %2) te delloo leen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The latest arrival, request %1, is preempted, but the host&apos;s swap space has only %2 of its %3 blocks free and the request needs %n: its blocks are given back and its KV dropped; it will run its tokens through the model again.</source>
        <translation>
            <numerusform>Laaj bi mujj a agsi, laaj %1, dañu koy taxawal (preemption), waaye palaasu swap bu host bi am na %2 bloc rekk yu ñu jëfandikoowul ci %3 bloc yi mu am, te laaj bi soxla na %n: dañuy delloo bloc yam te far KV bam; dina doxalaat ay tokenam ci modle bi.</numerusform>
            <numerusform>Laaj bi mujj a agsi, laaj %1, dañu koy taxawal (preemption), waaye palaasu swap bu host bi am na %2 bloc rekk yu ñu jëfandikoowul ci %3 bloc yi mu am, te laaj bi soxla na %n: dañuy delloo bloc yam te far KV bam; dina doxalaat ay tokenam ci modle bi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The latest arrival, request %1, is preempted: its blocks are given back and its KV dropped; it will run its tokens through the model again.</source>
        <translation>Laaj bi mujj a agsi, laaj %1, dañu koy taxawal (preemption): dañuy delloo bloc yam te far KV bam; dina doxalaat ay tokenam ci modle bi.</translation>
    </message>
    <message>
        <source>Request %1 is swapped back in: its blocks are copied from the host into the blocks it gets now.</source>
        <translation>Laaj %1 dellu na ci jumtukaay bi (swap in): bloc yam dañu leen di duppi jóge ci host bi ci bloc yi mu jot leegi.</translation>
    </message>
    <message>
        <source>Request %1 comes back and recomputes its KV.</source>
        <translation>Laaj %1 dellusi na te dafay xaymaat KV bam.</translation>
    </message>
    <message numerus="yes">
        <source>Admitted %n request(s): %1.</source>
        <translation>
            <numerusform>Nangu nañu %n laaj: %1.</numerusform>
            <numerusform>Nangu nañu %n laaj: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) finished and freed their blocks: %1.</source>
        <translation>
            <numerusform>%n laaj jeex na te bàyyi na bloc yam: %1.</numerusform>
            <numerusform>%n laaj jeex nañu te bàyyi nañu seen bloc: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 running, %2 waiting, %3 of %4 blocks free.</source>
        <translation>%1 di dox, %2 di xaar, bloc yu ñu jëfandikoowul: %3 ci %4.</translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonController</name>
    <message>
        <source>&amp;Compare snapshots…</source>
        <translation>Méngal&amp;e snapshot yi…</translation>
    </message>
    <message>
        <source>Compare two PyTorch memory snapshots at their peaks, place by place in your code</source>
        <translation>Méngale ñaari snapshot mémoire PyTorch ci seen kaw, bérab ak bérab ci sa code</translation>
    </message>
    <message>
        <source>Choose snapshot A (before)</source>
        <translation>Tànnal snapshot A (bu jëkk)</translation>
    </message>
    <message>
        <source>Choose snapshot B (after)</source>
        <translation>Tànnal snapshot B (bu mujj)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Ñu ngi jàng %1…</translation>
    </message>
    <message>
        <source>Comparing two snapshots</source>
        <translation>Méngale ñaari snapshot</translation>
    </message>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>Méngale: %1 ak %2</translation>
    </message>
    <message>
        <source>The snapshots could not be compared: %1</source>
        <translation>Mënuñu méngale snapshot yi: %1</translation>
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
            <numerusform>%n yeneen bérab ci code bi</numerusform>
            <numerusform>%n yeneen bérab ci code bi</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocated from (your code)</source>
        <translation>Fu ñu ko allouer (sa code)</translation>
    </message>
    <message>
        <source>At A&apos;s peak</source>
        <translation>Ci kaw gu A</translation>
    </message>
    <message>
        <source>At B&apos;s peak</source>
        <translation>Ci kaw gu B</translation>
    </message>
    <message>
        <source>Difference (B − A)</source>
        <translation>Wuute gi (B − A)</translation>
    </message>
    <message>
        <source>(no stack recorded)</source>
        <translation>(duñu bind benn stack)</translation>
    </message>
</context>
<context>
    <name>SnapshotComparisonView</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Mënuñu bind %1: %2</translation>
    </message>
    <message>
        <source>Save the comparison table</source>
        <translation>Denc tablo méngale bi</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>Valeur yu virgule xaajale (*.csv)</translation>
    </message>
    <message>
        <source>More in B</source>
        <translation>Ci B la gëna bare</translation>
    </message>
    <message>
        <source>Less in B</source>
        <translation>Ci B la gëna tuuti</translation>
    </message>
    <message>
        <source>Where the difference sits: the places that changed most</source>
        <translation>Fan la wuute gi nekk: bérab yi gëna soppiku</translation>
    </message>
    <message>
        <source>Difference, B − A (GiB)</source>
        <translation>Wuute, B − A (GiB)</translation>
    </message>
    <message>
        <source>Difference, B − A (MiB)</source>
        <translation>Wuute, B − A (MiB)</translation>
    </message>
    <message>
        <source>Difference, B − A (KiB)</source>
        <translation>Wuute, B − A (KiB)</translation>
    </message>
    <message>
        <source>&amp;Save table as CSV…</source>
        <translation>&amp;Denc tablo bi niki CSV…</translation>
    </message>
    <message>
        <source>Memory alive at each snapshot&apos;s peak, grouped by the first frames in your own code. The rows add up to each peak. Hover over a place to see its frames.</source>
        <translation>Mémoire bu dundu ci kaw gu snapshot bu nekk, ñu boole ko ci frame yu njëkk yi ci sa code. Rang yi boole nañu ba jot kaw gu nekk. Tegal souris bi ci kaw benn bérab ngir gis ay frame-am.</translation>
    </message>
    <message>
        <source>Snapshot comparison chart</source>
        <translation>Graphique méngale snapshot</translation>
    </message>
    <message>
        <source>The places in the code whose memory at the peak changed most from A to B.</source>
        <translation>Bérab yi ci code bi te seen mémoire ci kaw gi gëna soppiku diggante A ak B.</translation>
    </message>
    <message>
        <source>Compare two snapshots</source>
        <translation>Méngale ñaari snapshot</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <translation>%1 ñu méngale ko ak %2</translation>
    </message>
    <message>
        <source>A (%1) peaked at %2, B (%3) at %4: B held %5 more.</source>
        <extracomment>%1, %3: file names; %2, %4: peak sizes; %5: how much more B held.</extracomment>
        <translation>A (%1) yegg na ba %2 ci kaw gi, B (%3) ba %4: B jàpp na %5 lu ëpp.</translation>
    </message>
    <message>
        <source>A (%1) peaked at %2, B (%3) at %4: B held %5 less.</source>
        <translation>A (%1) yegg na ba %2 ci kaw gi, B (%3) ba %4: B jàpp na %5 lu gën a tuuti.</translation>
    </message>
    <message>
        <source>A (%1) and B (%2) both peaked at %3.</source>
        <translation>A (%1) ak B (%2) ñoom ñaar yegg nañu ba %3 ci kaw gi.</translation>
    </message>
</context>
<context>
    <name>SnapshotEventText</name>
    <message>
        <source>event %1</source>
        <extracomment>A snapshot&apos;s trace event, by its index in the file&apos;s device trace (as the command line&apos;s JSON gives it).</extracomment>
        <translation>xew %1</translation>
    </message>
    <message>
        <source>Step %1 of %2 · event %3 of 0–%4</source>
        <extracomment>%3 is the event&apos;s index in the snapshot&apos;s trace, which holds events 0 to %4.</extracomment>
        <translation>Tappal %1 ci %2 · xew %3 ci 0–%4</translation>
    </message>
    <message>
        <source>Step %1 of %2 · before the trace</source>
        <translation>Tappal %1 ci %2 · balaa trace bi</translation>
    </message>
    <message>
        <source>the trace&apos;s start</source>
        <extracomment>Where the replay stands before the trace&apos;s first event: the memory held when the recording began.</extracomment>
        <translation>tàmbalib trace bi</translation>
    </message>
    <message>
        <source>Event %1 of 0–%2</source>
        <extracomment>The player&apos;s position in a snapshot: %1 the event&apos;s index in the trace, which holds events 0 to %2.</extracomment>
        <translation>Xew %1 ci 0–%2</translation>
    </message>
    <message>
        <source>The trace&apos;s start</source>
        <translation>Tàmbalib trace bi</translation>
    </message>
</context>
<context>
    <name>SnapshotFindBox</name>
    <message>
        <source>Find an allocation (Ctrl+F)</source>
        <translation>Wut benn allocation (Ctrl+F)</translation>
    </message>
    <message>
        <source>0x7f3a00200000, 100MB..200MB, &gt;1GiB or a frame&apos;s text</source>
        <translation>0x7f3a00200000, 100MB..200MB, &gt;1GiB walla mbind mu benn frame</translation>
    </message>
    <message>
        <source>An address anywhere inside a block, a size or a size range, or text from a stack frame (a file or function name)</source>
        <translation>Adrees bu nekk ci biir benn bloc, benn réew walla diggante réew, walla mbind mu jóge ci stack frame (turu fichier walla fonction)</translation>
    </message>
    <message>
        <source>Allocations found</source>
        <translation>Allocation yi ñu gis</translation>
    </message>
    <message>
        <source>F&amp;ind</source>
        <translation>W&amp;ut</translation>
    </message>
</context>
<context>
    <name>SnapshotFindController</name>
    <message>
        <source>Type an address, a size range or text from a stack frame.</source>
        <translation>Bindal benn adrees, diggante réew walla mbind mu jóge ci stack frame.</translation>
    </message>
    <message>
        <source>alive at the dump</source>
        <translation>dund ci dump bi</translation>
    </message>
    <message>
        <source>%1 · %2 at %3</source>
        <extracomment>A search result: %1 when (&quot;event 1204&quot;), %2 a size, %3 an address, %4 the program&apos;s frame.</extracomment>
        <translation>%1 · %2 ci %3</translation>
    </message>
    <message>
        <source>%1 · %2 at %3 · %4</source>
        <translation>%1 · %2 ci %3 · %4</translation>
    </message>
    <message>
        <source>No allocation on GPU %1 holds that address.</source>
        <translation>Amul benn allocation ci GPU %1 bu jàpp adrees boobu.</translation>
    </message>
    <message>
        <source>Nothing found on GPU %1.</source>
        <translation>Dara feeñul ci GPU %1.</translation>
    </message>
    <message numerus="yes">
        <source>The first %n allocations found (there are more: narrow the search).</source>
        <translation>
            <numerusform>%n allocation yu njëkk yi ñu gis (am na yeneen: wàññil seet gi).</numerusform>
            <numerusform>%n allocation yu njëkk yi ñu gis (am na yeneen: wàññil seet gi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) found.</source>
        <translation>
            <numerusform>%n allocation lañu gis.</numerusform>
            <numerusform>%n allocation lañu gis.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotLoadErrorText</name>
    <message>
        <source>The file could not be read: check that it exists and that you may read it.</source>
        <translation>Manuñu jàng fichier bi: seetal ndax mu ngi am te ndax am nga sañ-sañ jàng ko.</translation>
    </message>
    <message>
        <source>This file is not a PyTorch memory snapshot that GPU Memory Lab can read, or it is damaged. Snapshots are written by torch.cuda.memory._dump_snapshot() or by pickling torch.cuda.memory._snapshot().</source>
        <translation>Fichier bii du snapshot mémoire PyTorch bu GPU Memory Lab man a jàng, walla dafa yàqu. Snapshot yi, torch.cuda.memory._dump_snapshot() moo leen di bind, walla pickle bu torch.cuda.memory._snapshot().</translation>
    </message>
    <message>
        <source>This file needs more memory than this computer can give it. Open a part of its trace instead (File, Open part of a snapshot).</source>
        <translation>Fichier bii dafa soxla mémoire bu ëpp li ordinateur bii man a jox. Ubbil ci kanam benn pàcc ci trace bi (Fichier, Ubbi benn pàcc ci snapshot).</translation>
    </message>
    <message>
        <source>Opening the snapshot was cancelled.</source>
        <translation>Neenal nañu ubbig snapshot bi.</translation>
    </message>
    <message>
        <source>That part of the trace cannot be chosen in this file. Choose another part, or the last events of the trace.</source>
        <translation>Manuñu tànn pàcc boobu ci trace bi ci fichier bii. Tànnal beneen pàcc, walla xew-xew yu mujj yi ci trace bi.</translation>
    </message>
    <message>
        <source>%1 Details: %2</source>
        <translation>%1 Leeral: %2</translation>
    </message>
</context>
<context>
    <name>SnapshotOpener</name>
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
        <source>PyTorch memory snapshots (*.pickle *.pkl *.pickle.gz *.pkl.gz *.pickle.zst *.pkl.zst *.pt *.pth *.zip);;All files (*)</source>
        <translation>Snapshot mémoire PyTorch (*.pickle *.pkl *.pickle.gz *.pkl.gz *.pickle.zst *.pkl.zst *.pt *.pth *.zip);;Fichier yépp (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Ñu ngi jàng %1…</translation>
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
        <source>Opening the snapshot was cancelled.</source>
        <translation>Neenal nañu ubbig snapshot bi.</translation>
    </message>
    <message>
        <source>Open &amp;part of a snapshot…</source>
        <translation>Ubbi &amp;benn pàcc ci snapshot…</translation>
    </message>
    <message>
        <source>Open only the last events, or a stretch of time, of a large snapshot&apos;s trace</source>
        <translation>Ubbi rekk xew-xew yu mujj yi, walla benn diir, ci trace bu snapshot bu mag</translation>
    </message>
    <message>
        <source>Open part of a PyTorch memory snapshot</source>
        <translation>Ubbi benn pàcc ci snapshot mémoire PyTorch</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>Manuñu ubbi %1.</translation>
    </message>
</context>
<context>
    <name>SnapshotPresenter</name>
    <message>
        <source>First difference: %1</source>
        <translation>Wuute bu njëkk: %1</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <extracomment>%1 is the event&apos;s index in the snapshot&apos;s trace (as the command line&apos;s JSON numbers it).</extracomment>
        <translation>Xew-xew %1: %2</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>réservé bi gëna kawe</translation>
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
    <message>
        <source>Reading the trace of GPU %1… Until it is read and replayed, the map shows the memory as it stood when the snapshot was taken: %2 segments, %3 reserved, %4 allocated.</source>
        <translation>Ñu ngi jàng trace bu GPU %1… Ba ñu koy jàng ba noppi doxalaat ko, carte bi dafay wone mémoire bi ni mu nekke woon bi ñu jëlee snapshot bi: %2 segment, %3 réservé, %4 alloué.</translation>
    </message>
    <message>
        <source>%1 (reading…)</source>
        <translation>%1 (ñu ngi koy jàng…)</translation>
    </message>
    <message>
        <source>GPU %1: %2 segments when the snapshot was taken, %3 reserved, %4 allocated. The snapshot holds no trace of events: the page shows the memory at that moment only.</source>
        <translation>GPU %1: %2 segment bi ñu jëlee snapshot bi, %3 réservé, %4 alloué. Snapshot bi amul trace u xew: xët wi dafay wone mémoire bu jamono jooju rekk.</translation>
    </message>
    <message>
        <source>GPU %1: %2 segments at the dump, %3 trace events. Peak allocated %4 (block sizes), peak reserved %5.</source>
        <extracomment>%4 and %5 are sizes: the allocated peak in block sizes (rounded as the allocator keeps them), the reserved peak.</extracomment>
        <translation>GPU %1: %2 segment ci dump bi, %3 xew ci trace bi. Alloué bi gëna kawe %4 (réew u bloc yi), réservé bi gëna kawe %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n out-of-memory error(s)</source>
        <translation>
            <numerusform>%n njuumte mémoire jeex</numerusform>
            <numerusform>%n njuumte mémoire jeex</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retry(ies) after freeing the cache.</source>
        <translation>
            <numerusform>%n jéemaat ginnaaw bi ñu bàyyi cache bi.</numerusform>
            <numerusform>%n jéemaat ginnaaw bi ñu bàyyi cache bi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replayed through the allocator: %1 of %2 allocations at the recorded address, %3 of %4 segments as recorded.</source>
        <translation>Doxalaat ci allocateur bi: %1 ci %2 allocation ci adrees bi ñu bind, %3 ci %4 segment ni ñu leen bindé.</translation>
    </message>
    <message>
        <source>The memory as it was when the snapshot was taken. The file holds no trace of the events that led there.</source>
        <translation>Mémoire bi ni mu meloon bi ñu jëlee snapshot bi. Fichier bi amul trace u xew yi ko fi indi.</translation>
    </message>
    <message>
        <source>Before the trace: %1</source>
        <translation>Balaa trace bi: %1</translation>
    </message>
    <message>
        <source>peak allocated (block sizes)</source>
        <translation>alloué bi gëna kawe (réew u bloc yi)</translation>
    </message>
    <message>
        <source>When the snapshot was taken</source>
        <translation>Bi ñu jëlee snapshot bi</translation>
    </message>
</context>
<context>
    <name>SnapshotReplayText</name>
    <message>
        <source>Before the trace began, the allocator already held this %1 segment of the %2 at %3.</source>
        <translation>Balaa trace bi di tàmbali, allocateur bi yoroon na ba noppi segment bii bu %1 ci %2, ci %3.</translation>
    </message>
    <message>
        <source>Before the trace began, a block of %1 at %2 was carved out of it.</source>
        <translation>Balaa trace bi di tàmbali, xaajoon nañu ci moom benn bloc bu %1, ci %2.</translation>
    </message>
    <message>
        <source>Before the trace began, the block at %1 was freed.</source>
        <translation>Balaa trace bi di tàmbali, bàyyioon nañu bloc bi nekk ci %1.</translation>
    </message>
    <message>
        <source>Before the trace began, the block at %1 was cached.</source>
        <translation>Balaa trace bi di tàmbali, bloc bi nekk ci %1 nekkoon na ci cache bi.</translation>
    </message>
    <message>
        <source>The start state&apos;s segment at %1 could not be adopted: %2</source>
        <translation>Segment bi nekk ci %1 ci état bu tàmbali bi, mënuñu koo nangu: %2</translation>
    </message>
    <message>
        <source>The alloc of %1 recorded at %2 failed in the replay: %3</source>
        <translation>Alloc bu %1 bi ñu bind ci %2 antuwul ci doxalaat bi: %3</translation>
    </message>
    <message>
        <source>The alloc of %1 recorded at %2 was replayed at %3.</source>
        <translation>Alloc bu %1 bi ñu bind ci %2, ci %3 lañu ko doxalaate.</translation>
    </message>
    <message>
        <source>The trace records an out-of-memory for %1; the replay found a cached block for it.</source>
        <translation>Trace bi dafa bind mémoire jeex ngir %1; doxalaat bi gis na ci cache bi benn bloc bu ko doy.</translation>
    </message>
    <message numerus="yes">
        <source>empty_cache released %n segment(s) in the replay; the trace shows %1.</source>
        <translation>
            <numerusform>empty_cache bàyyi na %n segment ci doxalaat bi; trace bi dafay wone %1.</numerusform>
            <numerusform>empty_cache bàyyi na %n segment ci doxalaat bi; trace bi dafay wone %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The replay made a new %1 segment that the trace does not have.</source>
        <translation>Doxalaat bi sos na segment bu bees bu %1 bu trace bi amul.</translation>
    </message>
    <message>
        <source>%1 of %2 recorded at %3 was replayed as %4 of %5 at %6.</source>
        <translation>%1 bu %2 bi ñu bind ci %3, dañu ko doxalaat niki %4 bu %5 ci %6.</translation>
    </message>
    <message>
        <source>%1 of %2 at %3 was not predicted: the replay served the allocation from its cache.</source>
        <translation>%1 bu %2 ci %3, jàppuñu ko woon: doxalaat bi jox na allocation bi jóge ci cache bam.</translation>
    </message>
    <message>
        <source>The replay assumed a GPU with %1 of memory, worked out from its expandable segments: PyTorch reserves each one an address range of the GPU&apos;s memory plus an eighth, and consecutive ranges start %2 apart.</source>
        <translation>Doxalaate bi dafa jàpp ne GPU bi am na %1 mémoire; ci segment yu mën a yokku yi lañu ko xame: PyTorch dafay réserver ngir bépp segment benn plage d&apos;adresses bu tolloo ak mémoire GPU bi ak benn ci juróom-ñetti xaaj, te ñaari plage yu toppante dañuy tàmbali ci %2 ci seen diggante.</translation>
    </message>
    <message>
        <source>The replay assumed a GPU with %1 of memory, the size you gave.</source>
        <translation>Doxalaate bi dafa jàpp ne GPU bi am na %1 mémoire, dayo bi nga joxe.</translation>
    </message>
    <message>
        <source>The snapshot does not record how much memory the GPU had, and its expandable segments do not show it, so the replay assumed %1: %2, or twice the reserved peak if that is more.</source>
        <translation>Snapshot bi bindul ñaata mémoire la GPU bi amoon, te segment yu mën a yokku yi wonuñu ko, kon doxalaate bi jàpp na %1: %2, walla ñaari yoonu réservé bi gëna kawe su loolu ëppee.</translation>
    </message>
</context>
<context>
    <name>SnapshotReportText</name>
    <message>
        <source>the default stream (0)</source>
        <translation>stream bu njëkk bi (0)</translation>
    </message>
    <message>
        <source>stream %1</source>
        <extracomment>%1 is the stream&apos;s handle as PyTorch recorded it, in hexadecimal (&quot;0x55d1c0a8f000&quot;).</extracomment>
        <translation>stream %1</translation>
    </message>
    <message>
        <source>CUDA graph pool (%1, %2)</source>
        <extracomment>A CUDA graph&apos;s private memory pool, named by PyTorch&apos;s pool id (two numbers).</extracomment>
        <translation>pool CUDA graph (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n segment(s), %2 reserved, %3 allocated</source>
        <translation>
            <numerusform>%1: %n segment, %2 réservé, %3 alloué</numerusform>
            <numerusform>%1: %n segment, %2 réservé, %3 alloué</numerusform>
        </translation>
    </message>
    <message>
        <source>The snapshot does not record the allocator&apos;s settings (PyTorch before 2.5 did not write them).</source>
        <translation>Snapshot bi binduñu paramètre yu allocateur bi (PyTorch bu jiitu 2.5 binduñu leen).</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF was not set.</source>
        <translation>Teguñu woon PYTORCH_CUDA_ALLOC_CONF.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=%1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=%1</translation>
    </message>
    <message>
        <source>Expandable segments: on.</source>
        <translation>Segment yu mën a yokku: dañuy dox.</translation>
    </message>
    <message>
        <source>Expandable segments: off.</source>
        <translation>Segment yu mën a yokku: duñu dox.</translation>
    </message>
    <message>
        <source>Largest block that is split: unlimited (max_split_size not set).</source>
        <translation>Bloc bi gëna mag bu ñuy xaaj: amul dig (teguñu max_split_size).</translation>
    </message>
    <message>
        <source>Blocks of %1 or more are never split (max_split_size).</source>
        <translation>Bloc yu tollu ci %1 walla lu ko ëpp duñu leen xaaj mukk (max_split_size).</translation>
    </message>
    <message>
        <source>Garbage collection of cached blocks: off.</source>
        <translation>Garbage collection u bloc yu cache bi: du dox.</translation>
    </message>
    <message>
        <source>Garbage collection of cached blocks starts at %1% of the memory allowed.</source>
        <translation>Garbage collection u bloc yu cache bi dafay tàmbali ci %1% ci mémoire bi ñu may.</translation>
    </message>
    <message>
        <source>Sizes are rounded in power-of-two divisions: %1 (MiB:divisions).</source>
        <translation>Réew yi dañu leen rondal ci xaajale yu puissance ñaar: %1 (MiB:xaajale).</translation>
    </message>
    <message>
        <source>Out-of-memory errors on GPU %1</source>
        <translation>Njuumte yu mémoire jeex ci GPU %1</translation>
    </message>
    <message>
        <source>The trace records no out-of-memory error on GPU %1.</source>
        <translation>Trace bi bindul benn njuumte mémoire jeex ci GPU %1.</translation>
    </message>
    <message>
        <source>Go to it</source>
        <translation>Dem fa</translation>
    </message>
    <message>
        <source>What to try:</source>
        <translation>Li ngay jéem:</translation>
    </message>
    <message numerus="yes">
        <source>Before giving up, the allocator freed its cache and tried again %n time(s) (num_alloc_retries).</source>
        <translation>
            <numerusform>Balaa muy bàyyi, allocateur bi bàyyi na cache bam te jéemaat %n yoon (num_alloc_retries).</numerusform>
            <numerusform>Balaa muy bàyyi, allocateur bi bàyyi na cache bam te jéemaat %n yoon (num_alloc_retries).</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocator settings, as recorded</source>
        <translation>Paramètre yu allocateur bi, ni ñu leen bindé</translation>
    </message>
    <message>
        <source>CUDA graph private pools</source>
        <translation>Pool yu boppu CUDA graph</translation>
    </message>
    <message>
        <source>No segment of GPU %1 belonged to a CUDA graph&apos;s private pool when the snapshot was taken.</source>
        <translation>Amul benn segment ci GPU %1 bu bokkoon ci pool bu boppu CUDA graph bi ñu jëlee snapshot bi.</translation>
    </message>
    <message>
        <source>Memory a captured CUDA graph keeps for itself: only that graph&apos;s allocations can use it. Figures at the dump.</source>
        <translation>Mémoire bu CUDA graph bu ñu jàpp di denc ngir boppam: allocation yu graph boobu rekk a ko mën a jëfandikoo. Lim yi ci dump bi.</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Stream yi</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n allocation(s) in the trace</source>
        <translation>
            <numerusform>%1: %n allocation ci trace bi</numerusform>
            <numerusform>%1: %n allocation ci trace bi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotSelection</name>
    <message>
        <source>Select an allocation: click a block of the map or a band of the timeline, or find one (Ctrl+F).</source>
        <translation>Tànnal benn allocation: bësal benn bloc ci kàrt bi walla benn bànd ci timeline bi, walla wut benn (Ctrl+F).</translation>
    </message>
    <message>
        <source>This block was allocated before the trace began; its stack is not known.</source>
        <translation>Bloc bii dañu ko allouer balaa trace bi tàmbali; xamuñu stack bi.</translation>
    </message>
    <message>
        <source>%1 at %2, allocated at %3</source>
        <translation>%1 ci %2, allouer ci %3</translation>
    </message>
    <message>
        <source>%1 at %2, allocated before the trace began</source>
        <translation>%1 ci %2, allouer balaa trace bi tàmbali</translation>
    </message>
    <message>
        <source>The snapshot recorded no stack for this allocation.</source>
        <translation>Snapshot bi binduul benn stack ngir allocation bii.</translation>
    </message>
    <message>
        <source>Its stack is not known: the trace does not show it being made.</source>
        <translation>Xamuñu stack bi: trace bi wonewul bi ñu ko defee.</translation>
    </message>
</context>
<context>
    <name>SnapshotSizeAdvice</name>
    <message>
        <source>This compressed file holds about %1 of snapshot, and this computer has %2 of memory free. Opening the whole trace may take a long time or run out of memory; opening only part of it is quicker.</source>
        <translation>Fichier bii ñu wàññi am na lu tollu ci %1 ci snapshot, te ordinateur bii am na %2 mémoire bu des. Ubbi trace bi yépp man na yàgg lool walla jeexal mémoire bi; ubbi benn pàcc rekk moo gëna gaaw.</translation>
    </message>
    <message>
        <source>This file is %1, and this computer has %2 of memory free. Opening the whole trace may take a long time or run out of memory; opening only part of it is quicker.</source>
        <translation>Fichier bii %1 la, te ordinateur bii am na %2 mémoire bu des. Ubbi trace bi yépp man na yàgg lool walla jeexal mémoire bi; ubbi benn pàcc rekk moo gëna gaaw.</translation>
    </message>
</context>
<context>
    <name>SnapshotSteps</name>
    <message>
        <source>The recording begins</source>
        <translation>Rekoor bi dafay tàmbali</translation>
    </message>
    <message>
        <source>Reserved memory peaks: %1</source>
        <translation>Memwaar bi ñu denc dafa jot kaw gi: %1</translation>
    </message>
    <message>
        <source>Out of memory (%1 of %2)</source>
        <translation>Memwaar bi jeex na (%1 ci %2)</translation>
    </message>
    <message>
        <source>The recording ends</source>
        <translation>Rekoor bi dafay jeex</translation>
    </message>
    <message>
        <source>When the recording began, the program held %1 allocated in %2 reserved: the events before this one only rebuild that state.</source>
        <translation>Bi rekoor bi tàmbalee, porogaraam bi am na %1 yu ñu jox ci biir %2 yu ñu denc: xew-xew yi jiitu bii dañuy defaat rekk mbir mooma.</translation>
    </message>
    <message>
        <source>Event %1: reserved memory reaches its peak, %2, of which %3 is allocated: the rest is cached in free blocks.</source>
        <translation>Xew-xew %1: memwaar bi ñu denc dafa jot kaw gi, %2, te %3 ci ñoom lañu jox: li des dañu ko denc ci bulok yu wéy.</translation>
    </message>
    <message>
        <source>Event %1: a request for %2 failed, out of memory, with %3 allocated in %4 reserved.</source>
        <translation>Xew-xew %1: laaj bu %2 antuwul, memwaar bi jeex na, %3 yu ñu jox ci biir %4 yu ñu denc.</translation>
    </message>
    <message>
        <source>Event %1: the recording ends with %2 allocated in %3 reserved.</source>
        <translation>Xew-xew %1: rekoor bi dafay jeex ak %2 yu ñu jox ci biir %3 yu ñu denc.</translation>
    </message>
    <message>
        <source>Allocated memory peaks: %1 (block sizes)</source>
        <extracomment>%1 is the peak in block sizes, rounded as the allocator keeps them (above what the program requested).</extracomment>
        <translation>Mémoire alloué bi yegg na ci kawe: %1 (réew u bloc yi)</translation>
    </message>
    <message>
        <source>Event %1: allocated memory reaches its peak, %2 in block sizes, in %3 reserved. The blocks on the map are what was live at the worst moment: select one to see the code that allocated it.</source>
        <translation>Xew %1: mémoire alloué bi yegg na ci kawe gi, %2 ci réew u bloc yi, ci %3 réservé. Bloc yi ci kàrt bi ñooy li dundoon ci jamono ju gëna bon ji: tànnal benn ngir gis code bi ko allouer.</translation>
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
    <message>
        <source>Memory &amp;map and replay</source>
        <translation>&amp;Kàrtu mémoire ak doxalaat</translation>
    </message>
    <message>
        <source>Memory by &amp;category</source>
        <translation>Mémoire ci &amp;xeet</translation>
    </message>
    <message>
        <source>all</source>
        <translation>yépp</translation>
    </message>
    <message>
        <source>Peak (P)</source>
        <translation>Kawe (P)</translation>
    </message>
    <message>
        <source>Go to where allocated memory peaked</source>
        <translation>Dem fa mémoire alloué bi yegg ci kawe</translation>
    </message>
    <message>
        <source>Out of memory (O)</source>
        <translation>Mémoire jeex (O)</translation>
    </message>
    <message>
        <source>Go to the next out-of-memory error</source>
        <translation>Dem ci njuumte mémoire jeex bi ci topp</translation>
    </message>
    <message>
        <source>&amp;Out of memory</source>
        <translation>Mémoire j&amp;eex</translation>
    </message>
    <message>
        <source>Why it ran out of memory, the allocator settings as recorded, the CUDA graph pools and the streams</source>
        <translation>Lu tax mémoire bi jeex, paramètre yu allocateur bi ni ñu leen bindé, pool yu CUDA graph ak stream yi</translation>
    </message>
    <message>
        <source>S&amp;tream:</source>
        <translation>S&amp;tream:</translation>
    </message>
    <message>
        <source>Lar&amp;gest allocations</source>
        <translation>Allocation yi gëna &amp;mag</translation>
    </message>
</context>
<context>
    <name>StackFramesView</name>
    <message>
        <source>Every frame of this stack is PyTorch&apos;s or Python&apos;s own: show them with the box below.</source>
        <translation>Frame yépp ci stack bii ñu PyTorch walla Python lañu: wone leen ak néeg bi ci suuf.</translation>
    </message>
    <message>
        <source>Stack of the selected allocation</source>
        <translation>Stack u allocation bi ñu tànn</translation>
    </message>
    <message>
        <source>Cop&amp;y stack</source>
        <translation>Duppi stack &amp;bi</translation>
    </message>
    <message>
        <source>Copy the whole stack, every frame, to the clipboard</source>
        <translation>Duppi stack bi yépp, frame yu nekk, ci presse-papiers bi</translation>
    </message>
    <message numerus="yes">
        <source>Show all frames (%n folded)</source>
        <translation>
            <numerusform>Wone frame yépp (%n yu ñu laxas)</numerusform>
            <numerusform>Wone frame yépp (%n yu ñu laxas)</numerusform>
        </translation>
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
        <source>--scale wants a number from 1 to 8, not &apos;%1&apos;</source>
        <translation>--scale dafa soxla lim bu dale ci 1 ba 8, du &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Compare two snapshots: the FILEs A and B, at their peaks.</source>
        <translation>Méngale ñaari snapshot: FILE A ak B, ci seen kaw.</translation>
    </message>
    <message>
        <source>A PyTorch memory snapshot to open; a folder, or several files, open as one training run.</source>
        <translation>Benn snapshot mémoire PyTorch bu ñuy ubbi; benn dossier, walla ay fichier, dañuy ubbiku niki benn njàngale.</translation>
    </message>
    <message>
        <source>--compare needs two snapshot files, A and B</source>
        <translation>--compare dafa soxla ñaari fichier snapshot, A ak B</translation>
    </message>
    <message>
        <source>Open at the end of the lesson&apos;s narrated step N (1 is the first), where its text applies; with --export, draw it there.</source>
        <translation>Ubbi ci mujjantal jéego N bu njàng mi (1 mooy bu jëkk), fa bind bi di dëppoo; ak --export, rëdd ko fa.</translation>
    </message>
    <message>
        <source>Open at event N of the trace (1 is the first; an operation of the checkpoint timeline); with --export, draw it there.</source>
        <translation>Ubbi ci xew-xew N bu trace bi (1 mooy bu jëkk; benn operaasioŋ ci timeline bu checkpoint); ak --export, rëdd ko fa.</translation>
    </message>
    <message>
        <source>With --lesson ID: the allocator scenario, KV cache walkthrough or checkpoint schedule NAME, as gpu-memory-lab-cli lists them.</source>
        <translation>Ak --lesson ID: scénario allocateur bi, walkthrough KV cache bi walla programu checkpoint NAME, ni ko gpu-memory-lab-cli di lim.</translation>
    </message>
    <message>
        <source>With --export: draw the end of every narrated step.</source>
        <translation>Ak --export: rëdd mujjantal jéego bu nekk bu ñu leeral.</translation>
    </message>
    <message>
        <source>With --export: draw every event.</source>
        <translation>Ak --export: rëdd xew-xew bu nekk.</translation>
    </message>
    <message>
        <source>--scenario goes with --lesson ID</source>
        <translation>--scenario dafay dox ak --lesson ID</translation>
    </message>
    <message>
        <source>--%1 goes with --lesson ID or a snapshot FILE</source>
        <translation>--%1 dafay dox ak --lesson ID walla benn FILE snapshot</translation>
    </message>
    <message>
        <source>--step and --event cannot both be given</source>
        <translation>mënuñoo joxe --step ak --event ñoom ñaar</translation>
    </message>
    <message>
        <source>--%1 wants a whole number from 1, not &apos;%2&apos;</source>
        <translation>--%1 dafa soxla lim bu mat bu dale ci 1, du &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give only one of --step, --event, --all-steps and --all-events</source>
        <translation>joxeel benn rekk ci --step, --event, --all-steps ak --all-events</translation>
    </message>
    <message>
        <source>With --export: each PNG&apos;s whole size in pixels, 4k (3840x2160) or WIDTHxHEIGHT; a whole page is laid out for it.</source>
        <translation>Ak --export: mbaru mépp bu PNG bu nekk ci pixel, 4k (3840x2160) walla YAATUxGUDDAAY; xët wépp dañu koy tëral ngir mbaru moomu.</translation>
    </message>
    <message>
        <source>--size wants 4k or WIDTHxHEIGHT in pixels (100 to 16384 each), not &apos;%1&apos;</source>
        <translation>--size dafa laaj 4k walla YAATUxGUDDAAY ci pixel (100 ba 16384 ku nekk), du &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--size goes with --format png: an SVG or a PDF has no pixels</source>
        <translation>--size ak --format png rekk lay dox: SVG walla PDF amul pixel</translation>
    </message>
</context>
<context>
    <name>StepControls</name>
    <message>
        <source>◀ &amp;Previous step</source>
        <translation>◀ Jéego bi &amp;jiitu</translation>
    </message>
    <message>
        <source>&amp;Next step ▶</source>
        <translation>Jéego bi &amp;topp ▶</translation>
    </message>
    <message>
        <source>Step %1 of %2 · event %3 of %4</source>
        <translation>Jéego %1 ci %2 · xew-xew %3 ci %4</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>An entry of the list of a lesson&apos;s steps: its number, then its title.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page Up (xët kaw)</translation>
    </message>
    <message>
        <source>Page Down: plays the step&apos;s events and stops where its text applies</source>
        <translation>Page Down (xët suuf): dafay dox xew-xew yu jéego bi te taxaw fa bind bi di dëppoo</translation>
    </message>
    <message>
        <source>The lesson&apos;s steps</source>
        <translation>Jéego yu njàngale mi</translation>
    </message>
    <message>
        <source>Step %1 of %2 · operation %3 of %4</source>
        <extracomment>Where the learner is: a step of the lesson&apos;s narration, and the event of the trace within it.</extracomment>
        <translation>Jéego %1 ci %2 · operation %3 ci %4</translation>
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
<context>
    <name>TraceWindowDialog</name>
    <message>
        <source>Open part of a snapshot</source>
        <translation>Ubbi benn pàcc ci snapshot</translation>
    </message>
    <message>
        <source>Which part of the trace in %1 should open?</source>
        <translation>Ban pàcc ci trace bi ci %1 lañu wara ubbi?</translation>
    </message>
    <message>
        <source>The whole trace</source>
        <translation>Trace bi yépp</translation>
    </message>
    <message>
        <source>Only the last events of the trace, where an out-of-memory error usually is</source>
        <translation>Xew-xew yu mujj yi ci trace bi rekk, fa njuumte out-of-memory bi faral di nekk</translation>
    </message>
    <message>
        <source>Only a stretch of time of the recording</source>
        <translation>Benn diir ci enregistrement bi rekk</translation>
    </message>
    <message>
        <source>Number of events:</source>
        <translation>Limu xew-xew yi:</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>mujj gi</translation>
    </message>
    <message>
        <source>From, in seconds after the first event:</source>
        <translation>Dale, ci seconde ginnaaw xew-xew bu njëkk bi:</translation>
    </message>
    <message>
        <source>To, in seconds after the first event:</source>
        <translation>Ba, ci seconde ginnaaw xew-xew bu njëkk bi:</translation>
    </message>
    <message>
        <source>The stretch ends before it starts.</source>
        <translation>Diir bi dafay jeex balaa muy tàmbali.</translation>
    </message>
    <message>
        <source>The part opens with the memory as it stood when the part begins: the events before it are read and then let go.</source>
        <translation>Pàcc bi dina ubbiku ak mémoire bi ni mu nekke woon bi pàcc bi di tàmbali: xew-xew yi ko jiitu, dañu leen di jàng, ba noppi bàyyi leen.</translation>
    </message>
</context>
<context>
    <name>TraceWindowText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 seconde</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 simili</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 waxtu</translation>
    </message>
    <message>
        <source>You opened a part of GPU %1&apos;s trace that holds no events: all %2 recorded events were left out. The memory map shows the memory as the snapshot was taken.</source>
        <translation>Ubbi nga benn pàcc ci trace bu GPU %1 bu amul benn xew-xew: %2 xew-xew yi ñu bind yépp dañu leen bàyyi. Carte mémoire bi dafay wone mémoire bi ni mu nekke woon bi ñu jëlee snapshot bi.</translation>
    </message>
    <message>
        <source>You opened a part of GPU %1&apos;s trace: events %2 to %3 of the %4 it recorded.</source>
        <translation>Ubbi nga benn pàcc ci trace bu GPU %1: xew-xew %2 ba %3 ci %4 yi mu bind.</translation>
    </message>
    <message>
        <source>Left out before it: %1 events, the recording&apos;s first %2.</source>
        <translation>Li ñu bàyyi ci kanamam: %1 xew-xew, %2 yu njëkk yi ci enregistrement bi.</translation>
    </message>
    <message>
        <source>Left out before it: %1 events.</source>
        <translation>Li ñu bàyyi ci kanamam: %1 xew-xew.</translation>
    </message>
    <message>
        <source>Left out after it: %1 events, the recording&apos;s last %2.</source>
        <translation>Li ñu bàyyi ginnaawam: %1 xew-xew, %2 yu mujj yi ci enregistrement bi.</translation>
    </message>
    <message>
        <source>Left out after it: %1 events.</source>
        <translation>Li ñu bàyyi ginnaawam: %1 xew-xew.</translation>
    </message>
    <message>
        <source>Blocks allocated before the part began show the size that was asked for, and the peak and other figures count only the events shown.</source>
        <translation>Bloc yi ñu allouer balaa pàcc bi di tàmbali dañuy wone dayo bi ñu laaj, te kawe bi ak yeneen lim yi dañuy waññ xew-xew yi ñu wone rekk.</translation>
    </message>
    <message>
        <source>%1 of the left-out events did not fit the memory the snapshot recorded and were passed over.</source>
        <translation>%1 ci xew-xew yi ñu bàyyi yemuñu ak mémoire bi snapshot bi bind, kon dañu leen jàll.</translation>
    </message>
</context>
</TS>
