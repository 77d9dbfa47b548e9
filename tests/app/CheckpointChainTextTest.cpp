#include "app/content/checkpoint/CheckpointChainText.h"

#include "QtTestApplication.h"
#include "QtTestPrinters.h"
#include "checkpoint/CheckpointChainFault.h"
#include "checkpoint/CheckpointChainScript.h"

#include <QRegularExpression>
#include <QTranslator>
#include <string>
#include <vector>

// What is wrong with a checkpoint chain file, said by the application: with no translation installed, every
// kind of fault reads word for word as the engine's English message (the command line's), which shows that
// each tr() sentence is the engine's template with the same placeholders in the same places. Real refusals
// read the same too.

namespace {

// Arguments for a kind's placeholders. They include the engine's phrases the application translates on their
// own (a JSON type, a layer's name, a unit), and a name that looks like a placeholder ('A%2'), which must come
// out as written.
std::vector<std::string> sampleArguments(gml::CheckpointChainFault fault)
{
    const std::string form = gml::checkpointChainFaultTemplate(fault);
    static const std::vector<std::string> samples = {"'A%2'", "a string", "7", "layers 3 to 7", "bytes"};
    std::vector<std::string> arguments;
    for (std::size_t n = 1; n <= samples.size(); ++n)
        if (form.find("%" + std::to_string(n)) != std::string::npos)
            arguments.push_back(samples[n - 1]);
    return arguments;
}

QString english(const gml::CheckpointChainScriptError& error)
{
    return QString::fromStdString(error.message);
}

// A translator that says every source text in capitals, placeholders too ("%1" is unchanged by toUpper):
// enough to see which parts of a problem went through tr().
class ShoutingTranslator : public QTranslator
{
public:
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QLatin1String(context) != QLatin1String("CheckpointChainText"))
            return {};
        return QString::fromUtf8(source).toUpper();
    }
    bool isEmpty() const override { return false; }
};

} // namespace

BOOST_AUTO_TEST_CASE(every_kind_reads_as_the_engines_message_in_english)
{
    BOOST_REQUIRE(gml::kCheckpointChainFaultCount > 40);
    for (int kind = 0; kind < gml::kCheckpointChainFaultCount; ++kind) {
        const auto fault = static_cast<gml::CheckpointChainFault>(kind);
        const gml::CheckpointChainScriptError error =
            gml::makeCheckpointChainScriptError(5, fault, sampleArguments(fault));
        const QString text = CheckpointChainText::problem(error);
        BOOST_TEST(text == english(error), "kind " << kind << ": " << text.toStdString());
        const bool placed = !text.contains(QRegularExpression(QStringLiteral("%\\d"))) ||
                            text.contains(QStringLiteral("'A%2'"));
        BOOST_TEST(placed, "kind " << kind << " leaves a placeholder: " << text.toStdString());
    }
}

BOOST_AUTO_TEST_CASE(real_refusals_read_as_the_engine_says_them)
{
    const std::string files[] = {
        "{\"layers\": 16,\n \"schedule\": {\"checkpoints\": [5, 17]}}",
        "{\"layers\": 16, \"schedule\": \"sqrt\", \"colour\": 1}",
        "{\"layers\": [{\"activation_bytes\": 8, \"saved_bytes\": 4, \"repeat\": 2}], \"schedule\": \"sqrt\"}",
        "{\"layers\": [{\"activation_bytes\": 8, \"colour\": 4}], \"schedule\": \"sqrt\"}",
        "{\"layers\": \"many\", \"schedule\": \"sqrt\"}",
        "{\"layers\": 4, \"forward_ms\": \"slow\", \"schedule\": \"sqrt\"}",
        "{\"layers\": 4, \"schedule\": {\"name\": \"every-k\", \"every\": 9}}",
        "{\"layers\": 4, \"schedule\": {\"name\": \"sqrt\", \"budget_fraction\": 0.5}}",
        "{\"layers\": 4, \"schedule\": \"sqrt\", \"cursor\": [1]}",
        "{\"layers\": 4,\n\n \"schedule\": {\"name\": \"budget\", \"budget_bytes\": 1}}",
        "{\"layers\": 4, \"schedule\": ",
    };
    for (const std::string& file : files) {
        const auto script = gml::CheckpointChainScriptReader::read(file, "test");
        gml::CheckpointChainScriptError error;
        if (script) {
            const auto plan = gml::CheckpointChainScriptReader::plan(script.value());
            BOOST_REQUIRE_MESSAGE(!plan.ok(), "the file was accepted: " << file);
            error = plan.error();
        } else {
            error = script.error();
        }
        BOOST_TEST(CheckpointChainText::problem(error) == english(error), file);
    }
}

BOOST_AUTO_TEST_CASE(the_sentence_the_frame_and_the_phrases_are_translated)
{
    ShoutingTranslator shouting;
    QCoreApplication::installTranslator(&shouting);
    const auto script = gml::CheckpointChainScriptReader::read(
        "{\"layers\": [{\"activation_bytes\": 8, \"saved_bytes\": 4, \"repeat\": 2}], \"schedule\": \"sqrt\"}",
        "test");
    BOOST_REQUIRE(!script.ok());
    const QString text = CheckpointChainText::problem(script.error());
    QCoreApplication::removeTranslator(&shouting);
    // The frame, the layers' name and the sentence are the translator's; the numbers and fields as written.
    BOOST_TEST(text == QStringLiteral("LINE 1: LAYERS 1 TO 2 SAVES 4 BYTES, LESS THAN ITS INPUT "
                                      "(\"ACTIVATION_BYTES\" 8): WHAT A FORWARD KEEPS FOR THE BACKWARD INCLUDES "
                                      "THE INPUT"));
}
