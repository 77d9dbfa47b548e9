#include "widgets/lesson/PredictionBox.h"

#include "widgets/common/DisplayTheme.h"
#include "widgets/common/ErrorMessageLabel.h"
#include "widgets/common/ScrollColumn.h"
#include "widgets/common/TextFit.h"

#include <QComboBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QLabel* wrapping(QWidget* parent, const char* name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->hide();
    return label;
}

} // namespace

PredictionBox::PredictionBox(QWidget* parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("predictionBox"));
    auto* layout = new QVBoxLayout(this);
    m_question = wrapping(this, "predictionQuestion");
    m_question->show();
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    layout->addWidget(m_question);
    m_choices = new QVBoxLayout;
    layout->addLayout(m_choices);
    m_hint = wrapping(this, "predictionHint");
    layout->addWidget(m_hint);
    m_pictureRow = new QWidget(this);
    auto* row = new QHBoxLayout(m_pictureRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_pictureChoices = new QComboBox(m_pictureRow);
    m_pictureChoices->setObjectName(QStringLiteral("predictionPictureChoices"));
    // Long names (a block's size and place) must not widen the side panel.
    m_pictureChoices->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_pictureChoices->setMinimumContentsLength(8);
    row->addWidget(m_pictureChoices, 1);
    m_pictureAnswer = new QPushButton(m_pictureRow);
    m_pictureAnswer->setObjectName(QStringLiteral("predictionPictureAnswer"));
    row->addWidget(m_pictureAnswer);
    connect(m_pictureAnswer, &QPushButton::clicked, this, [this] {
        if (m_pictureChoices->currentIndex() >= 0)
            emit pictureChoiceChosen(m_pictureChoices->currentData().toULongLong());
    });
    m_pictureRow->hide();
    layout->addWidget(m_pictureRow);
    m_verdict = wrapping(this, "predictionVerdict");
    layout->addWidget(m_verdict);
    m_tally = wrapping(this, "predictionTally");
    m_tally->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_tally);
    hide();
    retranslateUi();
}

void PredictionBox::retranslateUi()
{
    setTitle(tr("Your prediction"));
    m_pictureAnswer->setText(tr("Answer"));
    m_pictureAnswer->setAccessibleName(tr("Answer with the choice in the list"));
}

void PredictionBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void PredictionBox::ask(const QString& question, const QList<QPair<int, QString>>& choices)
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    m_question->setText(TextFit::breakable(question));
    m_question->setAccessibleName(question);
    for (int i = 0; i < choices.size(); ++i) {
        // "&1 It fits": Alt+1, Alt+2 answer from the keyboard, whatever the language's letters.
        auto* button = new QPushButton(QStringLiteral("&%1  %2").arg(i + 1).arg(choices[i].second), this);
        button->setObjectName(QStringLiteral("predictionChoice%1").arg(i));
        const int id = choices[i].first;
        connect(button, &QPushButton::clicked, this, [this, id] { emit choiceClicked(id); });
        m_choices->addWidget(button);
        m_buttons.append(button);
    }
    m_verdict->hide();
    m_pictureRow->hide();
    m_pictureChoices->clear();
    m_asking = true;
    show();
    ScrollColumn::bringIntoSight(this);
}

void PredictionBox::markChoice(const QString& text)
{
    m_verdict->setText(TextFit::breakable(tr("Your answer: %1. The teacher reveals it with R.").arg(text)));
    m_verdict->show();
}

void PredictionBox::showVerdict(std::optional<bool> right, const QString& explanation)
{
    m_asking = false;
    for (QPushButton* button : std::as_const(m_buttons))
        button->setEnabled(false);
    m_hint->hide();
    m_pictureRow->hide();
    m_verdict->setText(TextFit::breakable(verdictSentence(right, explanation)));
    QPalette colours = palette(); // unjudged: the box's own text colour
    if (right) {
        // Readable on a light or dark window, and stronger in high contrast (a projector washes colours out).
        const QColor background = QGuiApplication::palette().color(QPalette::Window);
        const bool dark = background.lightness() < 128;
        const bool strong = DisplayTheme::highContrast();
        const QColor green = dark ? (strong ? QColor(0xa0, 0xff, 0xb0) : QColor(0x7d, 0xd8, 0x9a))
                                  : (strong ? QColor(0x00, 0x5a, 0x1e) : QColor(0x1b, 0x7f, 0x3b));
        colours.setColor(QPalette::WindowText, *right ? green : ErrorMessageLabel::errorColor(background, strong));
    }
    m_verdict->setPalette(colours);
    m_verdict->show();
    show();
    ScrollColumn::bringIntoSight(m_verdict);
}

void PredictionBox::clear()
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    m_asking = false;
    m_verdict->hide();
    m_hint->hide();
    m_pictureRow->hide();
    hide();
}

void PredictionBox::setPictureChoices(const QList<QPair<quint64, QString>>& choices)
{
    m_pictureChoices->clear();
    for (const auto& [value, words] : choices)
        m_pictureChoices->addItem(words, QVariant::fromValue(value));
    m_pictureRow->setVisible(!choices.isEmpty());
}

void PredictionBox::setTally(const QString& text)
{
    m_tally->setText(text);
    m_tally->setVisible(!text.isEmpty());
}

void PredictionBox::setHint(const QString& text)
{
    m_hint->setText(TextFit::breakable(text));
    m_pictureChoices->setAccessibleName(text);
    m_hint->setVisible(!text.isEmpty());
}

QString PredictionBox::verdictSentence(std::optional<bool> right, const QString& explanation)
{
    if (!right)
        return tr("What happened: %1").arg(explanation);
    return (*right ? tr("Right. %1") : tr("Not this time. %1")).arg(explanation);
}
