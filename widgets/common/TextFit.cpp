#include "widgets/common/TextFit.h"

#include <QComboBox>
#include <QTabBar>

namespace TextFit {

void tooltipFollowsCurrentText(QComboBox* combo)
{
    // currentTextChanged also fires when a translation renames the current item.
    QObject::connect(combo, &QComboBox::currentTextChanged, combo, &QWidget::setToolTip);
    combo->setToolTip(combo->currentText());
}

void elideTabs(QTabBar* tabs)
{
    tabs->setElideMode(Qt::ElideRight);
    // Scroll buttons hide tabs behind arrows; elided titles keep every tab in sight.
    tabs->setUsesScrollButtons(false);
}

void setTabText(QTabBar* tabs, int index, const QString& text)
{
    tabs->setTabText(index, text);
    tabs->setTabToolTip(index, text);
}

QString breakable(const QString& text)
{
    constexpr qsizetype kLongWord = 24;
    QString out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype wordStart = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && !text[i].isSpace())
            continue;
        const QStringView word = QStringView(text).mid(wordStart, i - wordStart);
        if (word.size() > kLongWord) {
            for (qsizetype k = 0; k < word.size(); ++k) {
                out.append(word[k]);
                const QChar c = word[k];
                if (k + 1 < word.size() && (c == u'_' || c == u'=' || c == u':' || c == u',' || c == u'/' || c == u'.'))
                    out.append(QChar(0x200B));
            }
        } else {
            out.append(word);
        }
        if (i < text.size())
            out.append(text[i]);
        wordStart = i + 1;
    }
    return out;
}

} // namespace TextFit
