#pragma once

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

// Whether a text shown to a Bengali, Swahili or Wolof learner still holds English: an English sentence
// (one of the English function words no sentence of these languages uses: a gloss such as "(allocated)"
// after a term passes, a clause does not), or a whole text that is an English interface string
// (`englishSources`, the .ts files' sources: "Fragmentation" as a tab's label). Code names are allowed and taken out first:
// the named list, and anything shaped like code (snake_case, dotted.names, calls(), flags, CONSTANTS,
// hex addresses, units).
class EnglishProse
{
public:
    explicit EnglishProse(QSet<QString> englishSources) : m_sources(std::move(englishSources)) {}

    // Code names and proper names a translation keeps as they are.
    static const QStringList& codeNames()
    {
        static const QStringList names{
            QStringLiteral("torch.cuda.empty_cache()"), QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"),
            QStringLiteral("expandable_segments:True"), QStringLiteral("GPU Memory Lab"),
            QStringLiteral("vLLM"), QStringLiteral("Orca (Max)"), QStringLiteral("Orca (Pow2)"),
            QStringLiteral("Orca (Oracle)"), QStringLiteral("store-all"), QStringLiteral("every-k"),
            QStringLiteral("chen-greedy"), QStringLiteral("by-hand"), QStringLiteral("nvidia-smi"),
            QStringLiteral("empty_cache"), QStringLiteral("OK"), QStringLiteral("softmax"),
            // The schedule ids, shown as code where a schedule is chosen.
            QStringLiteral("store-all"), QStringLiteral("sqrt"), QStringLiteral("recursive"),
            QStringLiteral("revolve"), QStringLiteral("selective"), QStringLiteral("offload"),
            QStringLiteral("budget"),
            // A loanword the Wolof seed page itself uses.
            QStringLiteral("Quiz"),
        };
        return names;
    }

    bool holdsEnglish(const QString& text) const
    {
        QString rest = text;
        rest.remove(QLatin1Char('&'));
        if (m_sources.contains(rest.trimmed()) && hasWords(stripCode(rest)))
            return true;
        return !englishWords(text).isEmpty();
    }

    // The English words found (for the failure message).
    QStringList englishWords(const QString& text) const
    {
        static const QSet<QString> function{
            QStringLiteral("the"),   QStringLiteral("of"),    QStringLiteral("and"),     QStringLiteral("is"),
            QStringLiteral("are"),   QStringLiteral("was"),   QStringLiteral("were"),    QStringLiteral("with"),
            QStringLiteral("that"),  QStringLiteral("this"),  QStringLiteral("from"),    QStringLiteral("for"),
            QStringLiteral("into"),  QStringLiteral("its"),   QStringLiteral("which"),   QStringLiteral("when"),
            QStringLiteral("not"),   QStringLiteral("has"),   QStringLiteral("have"),    QStringLiteral("by"),
            QStringLiteral("will"),  QStringLiteral("than"),  QStringLiteral("their"),   QStringLiteral("they"),
            QStringLiteral("what"),  QStringLiteral("where"), QStringLiteral("how"),     QStringLiteral("does"),
            QStringLiteral("you"),   QStringLiteral("your"),  QStringLiteral("each"),    QStringLiteral("every"),
            QStringLiteral("only"),  QStringLiteral("after"), QStringLiteral("before"),  QStringLiteral("until"),
            QStringLiteral("because"), QStringLiteral("shows"), QStringLiteral("there"), QStringLiteral("these"),
            QStringLiteral("would"), QStringLiteral("could"), QStringLiteral("been"), QStringLiteral("being"),
        };
        QStringList found;
        static const QRegularExpression word(QStringLiteral("[A-Za-z]+(?:'[a-z]+)?"));
        for (const auto& match : word.globalMatch(stripCode(text))) {
            const QString w = match.captured(0).toLower();
            if (function.contains(w) && !found.contains(w))
                found.append(w);
        }
        return found;
    }

private:
    static QString stripCode(QString text)
    {
        for (const QString& name : codeNames())
            text.remove(name);
        // snake_case, dotted.names, calls(), --flags, key:value settings, 0x addresses, CamelCase API names,
        // kebab-case ids (scene and schedule names).
        static const QRegularExpression code(QStringLiteral(
            "(?:--?[a-z][\\w-]*|\\b[a-z0-9]+(?:-[a-z0-9]+)+\\b|[A-Za-z_][\\w]*(?:[._:][\\w]+)+(?:\\(\\))?|\\w+\\(\\)|0x[0-9a-f]+|[a-z]+[A-Z]\\w*|\\b[A-Z][A-Z0-9_]+\\b)"));
        text.remove(code);
        return text;
    }

    static bool hasWords(const QString& text)
    {
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        return text.contains(word);
    }

    QSet<QString> m_sources;
};
