// The one main() of every test executable, compiled once and linked into each.
//
// Boost.Test makes main() in the file that defines BOOST_TEST_MODULE, which then has to parse the framework's
// headers itself, after the definition: no precompiled header can serve it. Made here once, every test file
// can take Boost.Test from its family's precompiled header instead.
#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>

namespace {

// The master suite is named after the executable ("test_snapshot_causes" -> "snapshot_causes"): the name
// CTest's log shows, and the one QtTestApplication keeps each executable's settings apart by.
bool nameTheModule()
{
    auto& suite = boost::unit_test::framework::master_test_suite();
    std::string_view program = suite.argc > 0 ? suite.argv[0] : "tests";
    if (const auto slash = program.find_last_of("/\\"); slash != std::string_view::npos)
        program.remove_prefix(slash + 1);
    if (program.starts_with("test_"))
        program.remove_prefix(5);
    suite.p_name.value = std::string(program);
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    return boost::unit_test::unit_test_main(&nameTheModule, argc, argv);
}
