#pragma once

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

// The KV cache lesson's "go on by hand" box: the learner picks a running request and generates tokens for
// it, forks it (parallel sampling, beam search) or aborts it; or sends a new request with a prompt, which may
// start with the picked request's prompt (a shared system prompt); takes the last action back; or saves it
// all as a scenario file. Emits what is asked for; the lesson does it (KvSandbox).
class KvSandboxBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit KvSandboxBox(QWidget* parent = nullptr);

    // The requests running now: the ones the buttons act on.
    void setRequests(const QStringList& requests);
    QString selectedRequest() const;
    void setCanUndo(bool canUndo);

signals:
    void addRequested(int promptTokens, const QString& sharedWith);
    void decodeRequested(const QString& request, int tokens);
    void forkRequested(const QString& request);
    void abortRequested(const QString& request);
    void undoRequested();
    void saveRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateButtons();

    QLabel* m_requestLabel;
    QComboBox* m_request;
    QLabel* m_tokensLabel;
    QSpinBox* m_tokens;
    QPushButton* m_decode;
    QPushButton* m_fork;
    QPushButton* m_abort;
    QLabel* m_promptLabel;
    QSpinBox* m_prompt;
    QCheckBox* m_share;
    QPushButton* m_add;
    QPushButton* m_undo;
    QPushButton* m_save;
};
