<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="wo">
<!-- The strings of Qt's own dialogs that GPU Memory Lab shows, for a language Debian ships no Qt
     translation of. Written by hand (lupdate does not read Qt's sources); see translations/CMakeLists.txt. -->
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Déedéet</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Waaw</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ndimbal</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ubbi</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Denc</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Dakkal</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Jëfandikoo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tëj</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Delloo</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Jéemaat</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Delloo paramètre par défaut yi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Neenal</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Sàggan</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Déedéet &amp;ci yépp</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Denc yépp</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Sànni</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Waaw ci &amp;yépp</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Ginaaw</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ubbi</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ubbi</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Denc</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichier yi</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Wone </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; dañu ko aar ci bind.
Ndax bëgg nga koo far, loolu teewul?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Ndax wóor na la ne bëgg nga far &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Limu bérab yi ak signet yi</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Turu &amp;fichier:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Far</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Dossier bu bees</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dossier bi ko ëmb</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Dossier bu bees</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Dindi</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Seet ci:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Sos benn dossier bu bees</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Xeetu fichier:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Seet dossier</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Wone fichier yu nëbbu</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Denc ci beneen tur</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Gisuñu dossier bi.
Nangal seet ndax turu dossier bi jub na.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barre latérale</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Wone ni lim</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Tànn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Far</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Fichier yépp (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Fichier yépp (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Dossier yi</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Soppi tur</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Mënuñu far dossier bi.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Dossier:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 am na ba noppi.
Ndax bëgg nga koo wuutal?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Kanam</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Dem kanam</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Dem ci dossier bi ko ëmb</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Bérab yu mujj yi</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Dellu ginaaw</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Soppi ci wone ak leeral</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Sos dossier bu bees</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Wone ak leeral</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Gisuñu fichier bi.
Nangal seet ndax turu fichier bi jub na.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Soppi ci wone ni lim</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>Da&amp;gg</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Duppi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Def&amp;aat</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Neenal</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Taf</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Far</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tànn lépp</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>Da&amp;gg</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Duppi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Def&amp;aat</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Neenal</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Taf</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Far</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tànn lépp</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Duppi &amp;lien bi</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Xeet</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dayo</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Xeet</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Sama ordinateur</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Bés bu ñu ko soppi</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Wone leeral yi...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Nëbb leeral yi...</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Wàññi</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Yokk</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>Tànn &amp;lépp</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Bindal benn valeur:</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Neenal</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>Tëj</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Palanteer bu bopp</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Dafay génne panneau bi ci palaasam, walla delloo ko fa</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Dafay tëj panneau bi</translation>
    </message>
</context>
</TS>
