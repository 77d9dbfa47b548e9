<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw">
<!-- The strings of Qt's own dialogs that GPU Memory Lab shows, for a language Debian ships no Qt
     translation of. Written by hand (lupdate does not read Qt's sources); see translations/CMakeLists.txt. -->
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hapana</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ndiyo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Msaada</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Katiza</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Tekeleza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Weka upya</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Jaribu tena</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rejesha chaguo-msingi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Puuza</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>H&amp;apana kwa zote</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Hifadhi zote</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Tupa</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ndiyo kwa &amp;zote</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Nyuma</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Fungua</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Onyesha </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; imelindwa dhidi ya kuandikwa.
Unataka kuifuta hata hivyo?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Una uhakika unataka kufuta &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Orodha ya mahali na alamisho</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Jina la faili:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folda mpya</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folda ya juu</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folda &amp;mpya</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ondoa</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Angalia ndani ya:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Faili za aina:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Tafuta folda</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Onyesha faili &amp;zilizofichwa</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Hifadhi kama</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folda haikupatikana.
Tafadhali hakikisha kwamba jina sahihi la folda limetolewa.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Upau wa pembeni</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Mwonekano wa orodha</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Chagua</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Futa</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Folda</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Badilisha jina</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Haikuweza kufuta folda.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Folda:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 tayari ipo.
Unataka kuibadilisha?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Mbele</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Nenda mbele</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Nenda kwenye folda ya juu</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Mahali pa hivi karibuni</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Rudi nyuma</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Badili hadi mwonekano wa kina</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Mwonekano wa kina</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Faili haikupatikana.
Tafadhali hakikisha kwamba jina sahihi la faili limetolewa.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Badili hadi mwonekano wa orodha</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rudia</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rudia</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Nakili &amp;anwani ya kiungo</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Namna</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jina</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukubwa</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Kompyuta yangu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tarehe ya kubadilishwa</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Onyesha maelezo...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ficha maelezo...</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Punguza</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Ongeza</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Chagua zote</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Weka thamani:</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Elea</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Hutoa kidirisha hiki mahali pake na kukirudisha tena</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Hufunga kidirisha hiki</translation>
    </message>
</context>
</TS>
