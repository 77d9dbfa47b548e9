// gpu-memory-lab-cli snapshot FILE --last-events N / --time-range A:B: the window and what it left out, in
// text and JSON; bad values exit 2 naming the option.
#include "PickleTestSupport.h"
#include "cli/CliCommand.h"

#include <boost/test/unit_test.hpp>
#include <sstream>

using namespace gml;
using namespace gml::test;

namespace {

struct CliRun
{
    int status = 0;
    std::string out;
    std::string err;
};

CliRun runSnapshot(const std::vector<std::string>& args)
{
    std::ostringstream out, err;
    CliRun run;
    run.status = runSnapshotCommand(args, out, err);
    run.out = out.str();
    run.err = err.str();
    return run;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

BOOST_AUTO_TEST_SUITE(trace_window_cli)

BOOST_AUTO_TEST_CASE(the_last_events_as_text_and_json)
{
    const std::string file = fixturePath("ctx128-forward.pickle");
    const CliRun text = runSnapshot({file, "--last-events", "1000"});
    BOOST_TEST(text.status == kExitOk, text.err);
    BOOST_TEST(
        contains(text.out,
                 "window:     showing events 3658-4657 of 4657; 3657 earlier events left out, time_us "),
        text.out);
    BOOST_TEST(contains(text.out, "events:     1000 ("), text.out);
    BOOST_TEST(contains(text.out, "(100.00%)"), text.out);

    const CliRun json = runSnapshot({file, "--last-events", "1000", "--json"});
    BOOST_TEST(json.status == kExitOk, json.err);
    for (const char* expected :
         {"\"window_asked\":{\"last_events\":1000,\"from_us\":null,\"to_us\":null}",
          "\"window\":{\"total_events\":4657,\"first_kept\":3657,\"kept_events\":1000,\"left_out_before\":{"
          "\"count\":3657,",
          "\"left_out_after\":{\"count\":0,\"first_us\":null,\"last_us\":null}", "\"event_count\":1000"})
        BOOST_TEST(contains(json.out, expected), expected);
}

BOOST_AUTO_TEST_CASE(a_time_range_as_json)
{
    const std::string file = fixturePath("preexisting-segments.pickle");
    // From the time of nothing to a time before the first event: open on the left, empty.
    const CliRun early = runSnapshot({file, "--time-range", ":0", "--json"});
    BOOST_TEST(early.status == kExitOk, early.err);
    BOOST_TEST(contains(early.out, "\"kept_events\":0,\"left_out_before\":{\"count\":0,"), early.out);
    BOOST_TEST(contains(early.out, "\"left_out_after\":{\"count\":5163,"), early.out);
    // Open on the right from before the first event: everything.
    const CliRun all = runSnapshot({file, "--time-range", "0:"});
    BOOST_TEST(all.status == kExitOk, all.err);
    BOOST_TEST(contains(all.out, "showing events 1-5163 of 5163\n"), all.out);
}

BOOST_AUTO_TEST_CASE(bad_values_exit_2_naming_the_option)
{
    const std::string file = fixturePath("ctx128-forward.pickle");
    const std::pair<std::vector<std::string>, const char*> cases[] = {
        {{file, "--last-events", "-1"}, "--last-events must be a whole number"},
        {{file, "--last-events", "many"}, "--last-events must be a whole number"},
        {{file, "--time-range", "10"}, "--time-range must be A:B in microseconds"},
        {{file, "--time-range", ":"}, "--time-range must be A:B"},
        {{file, "--time-range", "a:b"}, "--time-range must be A:B"},
        {{file, "--time-range", "20:10"}, "--time-range 20:10: it ends before it starts"},
        {{fixturePath("old-format-no-settings.pickle"), "--time-range", "5:"},
         "--time-range 5:: this snapshot's trace records no time_us"},
    };
    for (const auto& [args, expected] : cases) {
        BOOST_TEST_CONTEXT(args[1] << " " << args[2])
        {
            const CliRun run = runSnapshot(args);
            BOOST_TEST(run.status == kExitBadInput);
            BOOST_TEST(contains(run.err, expected), run.err);
            BOOST_TEST(run.out.empty());
        }
    }
    // Where a time range is refused, the last events still open.
    const CliRun last = runSnapshot({fixturePath("old-format-no-settings.pickle"), "--last-events", "500"});
    BOOST_TEST(last.status == kExitOk, last.err);
    BOOST_TEST(contains(last.out, "earlier events left out\n"), last.out);
}

BOOST_AUTO_TEST_SUITE_END()
