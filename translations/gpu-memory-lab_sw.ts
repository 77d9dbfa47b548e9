<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw">
<context>
    <name>CourseCatalog</name>
    <message>
        <source>the quiz belongs to lesson &apos;%1&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not valid JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonStore</name>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; it was moved aside to %2 and defaults are used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; it could not be moved aside and will be overwritten</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonReader</name>
    <message>
        <source>the lesson has no &apos;id&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson&apos;s title: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson&apos;s introduction: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalizedText</name>
    <message>
        <source>it is not an object of texts by language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no %1 (%2) text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About GPU Memory Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Memory Lab %1

Watch GPU memory being managed: the caching allocator, the paged KV cache and activation checkpointing, each with a quiz.

Engines run on: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore default layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Memory Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — GPU Memory Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Memory Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no lesson &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz progress could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaybackToolbar</name>
    <message>
        <source>Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position in the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No steps to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson has no animated steps yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsBanner</name>
    <message>
        <source>%1 could not be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be used; everything else is available.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files that could not be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These files were skipped. Fix or remove them and restart; nothing else was affected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizOptionButton</name>
    <message>
        <source>correct answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizPanel</name>
    <message>
        <source>This lesson has no quiz yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous question (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next question (Enter, Space or Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry the ones I missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each question&apos;s options in a different order; answers are still checked against the right option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of %2 · retrying %3 missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Not quite: the right answer is option %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answered %1 of %2 questions correctly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizReader</name>
    <message>
        <source>%1 has no &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quiz has no &apos;id&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quiz does not name its &apos;lesson&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quiz has no questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 options; every question needs exactly %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no correct option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names option %2 as correct, but options are numbered 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>GPU Memory Lab: watch GPU memory being managed, and take the quizzes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson ID (caching-allocator, paged-kv-cache, activation-checkpointing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface and quiz language: en, bn, sw or wo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the engines on: auto, sim or cuda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also load lessons and quizzes from DIR (DIR/lessons/*.json, DIR/quizzes/*.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PyTorch memory snapshot to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;: choose en, bn, sw or wo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown device &apos;%1&apos;: choose auto, sim or cuda</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
