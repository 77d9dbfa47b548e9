#pragma once

#include "widgets/lesson/LessonSidePanel.h"

class KvSandboxBox;
class QComboBox;
class QLabel;

// Beside the block tables: which walkthrough, what it is about, what the current step shows and what the
// cache's latest event did and why, with buttons to go from step to step. The narration and explanations
// come from the engine, in English, and are shown as they are. Emits what the learner asks for; the lesson
// decides what happens.
class KvSidePanel : public LessonSidePanel
{
    Q_OBJECT

public:
    explicit KvSidePanel(QWidget* parent = nullptr);

    void setWalkthroughs(const QList<QPair<QString, QString>>& idsAndTitles);
    void setCurrentWalkthrough(const QString& id);
    QString currentWalkthrough() const;
    void setSummary(const QString& summary);
    // The current step's name (what a quiz's "show me" link names), in the step line's tooltip.
    void setScene(const QString& scene);
    void setEventReason(const QString& reason);
    void setCounts(int freeBlocks, int blocks, int liveSequences);
    KvSandboxBox* sandbox() const { return m_sandbox; }

signals:
    void walkthroughChosen(const QString& id);

private:
    void retranslateUi() override;

    QLabel* m_walkthroughLabel;
    QComboBox* m_walkthrough;
    QLabel* m_summary;
    QLabel* m_counts;
    KvSandboxBox* m_sandbox;
    QString m_scene;
    int m_free = 0;
    int m_blocks = 0;
    int m_live = 0;
};
