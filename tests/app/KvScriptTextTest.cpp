#include "app/content/kvcache/KvScriptText.h"

#include "QtTestApplication.h"
#include "QtTestPrinters.h"
#include "kvcache/KvScript.h"
#include "kvcache/KvScriptFault.h"
#include "kvcache/KvWalkthrough.h"

#include <QRegularExpression>
#include <string>
#include <vector>

// What is wrong with a KV cache script, said by the application: with no translation installed, every kind
// of fault reads word for word as the engine's English message (the command line's), which shows that each
// tr() sentence is the engine's template with the same placeholders in the same places. Real refusals read
// the same too, and in every case each argument appears where the engine put it.

namespace {

// Arguments for a kind's placeholders. They include the engine's phrases for what a value is (which the
// application translates on their own), and a name that looks like a placeholder ('%2'), which must come out
// as written.
std::vector<std::string> sampleArguments(gml::KvScriptFault fault)
{
    const std::string form = gml::kvScriptFaultTemplate(fault);
    static const std::vector<std::string> samples = {"'A%2'",           "a string",   "7",
                                                     "an empty string", "a token id", "0"};
    std::vector<std::string> arguments;
    for (std::size_t n = 1; n <= samples.size(); ++n)
        if (form.find("%" + std::to_string(n)) != std::string::npos)
            arguments.push_back(samples[n - 1]);
    return arguments;
}

QString english(const gml::KvScriptError& error)
{
    return QString::fromStdString(error.message);
}

} // namespace

BOOST_AUTO_TEST_CASE(every_kind_reads_as_the_engines_message_in_english)
{
    BOOST_REQUIRE(gml::kKvScriptFaultCount > 80);
    for (int kind = 0; kind < gml::kKvScriptFaultCount; ++kind) {
        const auto fault = static_cast<gml::KvScriptFault>(kind);
        for (const std::size_t op : {std::size_t{0}, std::size_t{3}}) {
            const gml::KvScriptError error = gml::makeKvScriptError(op, 5, fault, sampleArguments(fault));
            const QString text = KvScriptText::problem(error);
            BOOST_TEST(text == english(error), "kind " << kind << ": " << text.toStdString());
            const bool placed = !text.contains(QRegularExpression(QStringLiteral("%\\d"))) ||
                                text.contains(QStringLiteral("'A%2'"));
            BOOST_TEST(placed, "kind " << kind << " leaves a placeholder: " << text.toStdString());
        }
    }
}

BOOST_AUTO_TEST_CASE(real_refusals_read_as_the_engine_says_them)
{
    const std::string scripts[] = {
        "{\"block_size\": 4, \"blocks\": 8, \"ops\": [\n {\"op\": \"abort\",}]}",
        R"({"block_size": 4, "blocks": 8, "ops": [{"op": "decode", "request": "C", "tokens": 1}]})",
        R"({"block_size": 4, "blocks": 8, "ops": [{"op": "add", "request": "A", "tokens": [1, -3]}]})",
        R"({"block_size": 4, "blocks": 8, "ops": [{"op": "add", "request": "A", "prompt_tokens": "9"}]})",
        R"({"block_size": 4, "blocks": 8, "prefix_caching": "yes", "ops": []})",
        R"({"block_size": 4, "blocks": 8, "ops": [{"op": "serve", "requests": [
            {"arrival": 0, "prompt_tokens": 4, "output_tokens": 4}, {"arrival": "soon"}]}]})",
        R"({"block_size": 4, "blocks": 8, "ops": [{"op": "step", "scene": ""}]})",
    };
    for (const std::string& script : scripts) {
        const auto read = gml::readKvScript(script);
        BOOST_REQUIRE_MESSAGE(!read.ok(), "the script was accepted: " << script);
        BOOST_TEST(KvScriptText::problem(read.error()) == english(read.error()));
    }
    const auto walkthrough =
        gml::buildKvWalkthroughFromScript(R"({"block_size": 2, "blocks": 4, "ops": []})");
    BOOST_REQUIRE(!walkthrough.ok());
    BOOST_TEST(KvScriptText::problem(walkthrough.error()) == english(walkthrough.error()));
}
