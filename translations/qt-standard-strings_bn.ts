<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn">
<!-- The strings of Qt's own dialogs that GPU Memory Lab shows, for a language Debian ships no Qt
     translation of. Written by hand (lupdate does not read Qt's sources); see translations/CMakeLists.txt. -->
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>না(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>হ্যাঁ(&amp;Y)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>সাহায্য</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>পরিত্যাগ করুন</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>প্রয়োগ করুন</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>রিসেট করুন</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>আবার চেষ্টা করুন</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ডিফল্ট ফিরিয়ে আনুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>উপেক্ষা করুন</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>সবগুলিতে না(&amp;O)</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>সব সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>বাদ দিন</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>সবগুলিতে হ্যাঁ(&amp;A)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>পিছনে</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>খুলুন(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>সংরক্ষণ করুন(&amp;S)</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>দেখান </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; লেখা থেকে সুরক্ষিত।
তবুও কি আপনি এটি মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>আপনি কি নিশ্চিত যে &apos;%1&apos; মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>স্থান ও বুকমার্কের তালিকা</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ফাইলের নাম(&amp;N):</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছে ফেলুন</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>নতুন ফোল্ডার</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>প্যারেন্ট ডিরেক্টরি</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>নতুন ফোল্ডার(&amp;N)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>সরিয়ে দিন</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>এখানে খুঁজুন:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>একটি নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ডিরেক্টরি খুঁজুন</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>লুকানো ফাইল দেখান(&amp;H)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ডিরেক্টরি পাওয়া যায়নি।
ডিরেক্টরির নাম সঠিকভাবে দেওয়া হয়েছে কিনা যাচাই করুন।</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>সাইডবার</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>তালিকা দৃশ্য</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>বেছে নিন(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>মুছে ফেলুন(&amp;D)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>ডিরেক্টরি</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>নাম পরিবর্তন করুন(&amp;R)</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ডিরেক্টরিটি মুছে ফেলা যায়নি।</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ডিরেক্টরি:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 আগে থেকেই আছে।
আপনি কি এটি প্রতিস্থাপন করতে চান?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>সামনে</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>সামনে যান</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>প্যারেন্ট ডিরেক্টরিতে যান</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>সাম্প্রতিক স্থান</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>পিছনে যান</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>বিস্তারিত দৃশ্যে যান</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>বিস্তারিত দৃশ্য</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ফাইল পাওয়া যায়নি।
ফাইলের নাম সঠিকভাবে দেওয়া হয়েছে কিনা যাচাই করুন।</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>তালিকা দৃশ্যে যান</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>কাটুন(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি করুন(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>পুনরায় করুন(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>পূর্বাবস্থায় ফেরান(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>পেস্ট করুন(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছে ফেলুন</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন করুন</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>কাটুন(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি করুন(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>পুনরায় করুন(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>পূর্বাবস্থায় ফেরান(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>পেস্ট করুন(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছে ফেলুন</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন করুন</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>লিংকের ঠিকানা কপি করুন(&amp;L)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>প্রকার</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ধরন</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>আমার কম্পিউটার</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>কম্পিউটার</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>পরিবর্তনের তারিখ</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>বিস্তারিত দেখান...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>বিস্তারিত লুকান...</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation>এক ধাপ কমান(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>এক ধাপ বাড়ান(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>সব নির্বাচন করুন(&amp;S)</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>একটি মান লিখুন:</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>ভাসমান করুন</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>ডক উইজেটটি আলাদা করে এবং আবার জুড়ে দেয়</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>ডক উইজেটটি বন্ধ করে</translation>
    </message>
</context>
</TS>
