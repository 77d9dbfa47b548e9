#include "PickleTestSupport.h"
#include "cli/CliCommand.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace gml;
using namespace gml::test;

BOOST_AUTO_TEST_SUITE(snapshot_cli)

BOOST_AUTO_TEST_CASE(summarizes_a_snapshot_as_json)
{
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--json"}, out, err) == kExitOk);
    BOOST_TEST(err.str().empty());
    const std::string json = out.str();
    for (const char* expected : {"\"segments\":516", "\"blocks\":1276", "\"alloc\":2058", "\"segment_alloc\":289",
                                 "\"allocated_bytes\":19498420224", "\"reserved_bytes\":19667091456",
                                 "\"peak_reserved_bytes\":19667091456", "\"devices\":[{\"device\":0"})
        BOOST_TEST(json.find(expected) != std::string::npos, expected);
    BOOST_TEST(json.find('\n') == json.size() - 1);
}

BOOST_AUTO_TEST_CASE(summarizes_one_device_as_text)
{
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("two-devices.pickle"), "--device", "1"}, out, err) == kExitOk);
    BOOST_TEST(out.str().find("devices:    1\n") != std::string::npos);
    BOOST_TEST(out.str().find("segments:   0 (0 blocks)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(bad_input_exits_2_with_the_reason)
{
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({}, out, err) == kExitBadInput);
        BOOST_TEST(err.str().find("which snapshot?") != std::string::npos);
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({fixturePath("two-devices.pickle"), "--device", "3"}, out, err) == kExitBadInput);
        BOOST_TEST(err.str().find("has no device 3 (its devices: 0, 1)") != std::string::npos);
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({std::string(GML_SHARED_DIR "/fixtures/pytorch-snapshots/SOURCES.md")}, out, err)
                   == kExitBadInput);
        BOOST_TEST(err.str().find("which is not a pickle opcode") != std::string::npos);
        BOOST_TEST(out.str().empty());
    }
}

BOOST_AUTO_TEST_SUITE_END()
