#include "cli/CliCommand.h"
#include "cli/CommandLine.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace gml;

BOOST_AUTO_TEST_CASE(command_line_takes_flags_options_and_rejects_strays)
{
    CommandLine line({"--json", "--device", "sim", "--capacity=16", "file.pickle"}, {{"--json"}, {"--device", "--capacity"}});
    BOOST_REQUIRE(line.ok());
    BOOST_TEST(line.has("--json"));
    BOOST_TEST(*line.option("--device") == "sim");
    BOOST_TEST(*line.integer("--capacity", 1, 1024) == 16);
    BOOST_TEST(line.positional().size() == 1u);

    CommandLine unknown({"--frobnicate"}, {{"--json"}, {}});
    BOOST_TEST(unknown.error() == "unknown option --frobnicate");
    CommandLine missing({"--device"}, {{}, {"--device"}});
    BOOST_TEST(missing.error() == "option --device needs a value");
    CommandLine bad({"--capacity", "lots"}, {{}, {"--capacity"}});
    BOOST_TEST(!bad.integer("--capacity", 1, 1024));
    BOOST_TEST(bad.error() == "--capacity must be a whole number from 1 to 1024, not 'lots'");
}

BOOST_AUTO_TEST_CASE(devices_reports_the_simulated_device_as_json)
{
    std::ostringstream out, err;
    BOOST_TEST(runDevicesCommand({"--device", "sim", "--json"}, out, err) == kExitOk);
    BOOST_TEST(err.str().empty());
    const std::string json = out.str();
    BOOST_TEST(json.find("\"backend\":\"simulated\"") != std::string::npos);
    BOOST_TEST(json.find("\"total_bytes\":85899345920") != std::string::npos);
    BOOST_TEST(json.find('\n') == json.size() - 1); // one object, one line
}

BOOST_AUTO_TEST_CASE(devices_rejects_bad_input_with_exit_2)
{
    std::ostringstream out, err;
    BOOST_TEST(runDevicesCommand({"--device", "tpu"}, out, err) == kExitBadInput);
    BOOST_TEST(err.str().find("--device must be auto, sim or cuda, not 'tpu'") != std::string::npos);
    BOOST_TEST(out.str().empty());
}
