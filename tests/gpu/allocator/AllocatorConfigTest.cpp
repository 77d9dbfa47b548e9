#include "allocator/AllocatorConfig.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

using namespace gml;

BOOST_AUTO_TEST_SUITE(config)

BOOST_AUTO_TEST_CASE(defaults_are_pytorchs)
{
    const AllocatorConfig conf = AllocatorConfig::parse("").value();
    BOOST_TEST(!conf.hasMaxSplitSize());
    BOOST_TEST(conf.maxNonSplitRounding == 20 * MiB);
    BOOST_TEST(!conf.expandableSegments);
    BOOST_TEST(conf.garbageCollectionThreshold == 0.0);
    BOOST_TEST(conf.divisionsFor(5 * MiB) == 0u);
    BOOST_TEST(conf.toString() == "");
}

BOOST_AUTO_TEST_CASE(every_setting_parses)
{
    const auto parsed = AllocatorConfig::parse(
        "expandable_segments:True, max_split_size_mb:128,garbage_collection_threshold:0.6,"
        "roundup_power2_divisions:4,max_non_split_rounding_mb:64,release_lock_on_cudamalloc:False,backend:native");
    BOOST_REQUIRE_MESSAGE(parsed.ok(), (parsed.ok() ? std::string() : parsed.error().message));
    const AllocatorConfig& conf = parsed.value();
    BOOST_TEST(conf.expandableSegments);
    BOOST_TEST(conf.maxSplitSize == 128 * MiB);
    BOOST_TEST(conf.maxNonSplitRounding == 64 * MiB);
    BOOST_TEST(conf.garbageCollectionThreshold == 0.6);
    BOOST_TEST(conf.divisionsFor(1) == 4u);
    BOOST_TEST(conf.divisionsFor(100 * GiB) == 4u);
    // Settings applied on top keep the others.
    const AllocatorConfig later = conf.with("expandable_segments:False").value();
    BOOST_TEST(!later.expandableSegments);
    BOOST_TEST(later.maxSplitSize == 128 * MiB);
}

BOOST_AUTO_TEST_CASE(the_division_list_fills_intervals_as_pytorch_does)
{
    const AllocatorConfig conf = AllocatorConfig::parse("roundup_power2_divisions:[256:1,512:2,1024:4,>:8]").value();
    BOOST_TEST(conf.divisionsFor(1 * MiB) == 1u);   // below the first key: the first value
    BOOST_TEST(conf.divisionsFor(300 * MiB) == 1u); // [256, 512)
    BOOST_TEST(conf.divisionsFor(600 * MiB) == 2u); // [512, 1024)
    BOOST_TEST(conf.divisionsFor(1 * GiB) == 8u);   // '>' fills from the last named interval on
    BOOST_TEST(conf.divisionsFor(40 * GiB) == 8u);
}

BOOST_AUTO_TEST_CASE(bad_settings_name_the_setting_and_value)
{
    const std::pair<const char*, const char*> cases[] = {
        {"max_split_size_mb:10", "max_split_size_mb:10: must be at least 20"},
        {"max_split_size_mb:lots", "max_split_size_mb:lots: must be a whole number"},
        {"max_non_split_rounding_mb:5", "max_non_split_rounding_mb:5: must be at least 20"},
        {"garbage_collection_threshold:1.5", "garbage_collection_threshold:1.5: must be a number between 0 and 1"},
        {"garbage_collection_threshold:0", "garbage_collection_threshold:0:"},
        {"expandable_segments:yes", "expandable_segments:yes: must be True or False"},
        {"roundup_power2_divisions:3", "roundup_power2_divisions:3: the number of divisions must be a power of two"},
        {"roundup_power2_divisions:[300:2]", "roundup_power2_divisions:300: an interval must be a power of two"},
        {"roundup_power2_divisions:[256:3]", "roundup_power2_divisions:256:3: divisions must be 0 or a power of two"},
        {"roundup_power2_divisions:[256:2", "roundup_power2_divisions: expected ',' or ']'"},
        {"frobnicate:True", "unknown setting 'frobnicate'"},
        {"max_split_size_mb", "max_split_size_mb: expected ':'"},
        {"max_split_size_mb:100,", "a ',' at the end"},
        // Spaces are dropped before parsing, as PyTorch does: a missing comma glues two settings together.
        {"max_split_size_mb:100 expandable_segments:True", "max_split_size_mb:100expandable_segments: must be a whole"},
        {"max_split_size_mb:100:", "max_split_size_mb: expected ',' after its value, found ':'"},
        {":True", "expected a setting name, found ':'"},
        {"backend:cudaMallocAsync", "backend:cudaMallocAsync"},
    };
    for (const auto& [text, expected] : cases) {
        const auto parsed = AllocatorConfig::parse(text);
        BOOST_TEST_REQUIRE(!parsed.ok(), text);
        BOOST_TEST((parsed.error().code == AllocatorErrorCode::BadSetting));
        BOOST_TEST(parsed.error().message.find(expected) != std::string::npos,
                   text << " gave: " << parsed.error().message);
    }
}

BOOST_AUTO_TEST_CASE(bad_settings_are_stated_as_facts_for_the_application)
{
    using Kind = SettingProblem::Kind;
    const std::pair<const char*, Kind> cases[] = {
        {":True", Kind::ExpectedName},
        {"max_split_size_mb:100:", Kind::ExpectedComma},
        {"max_split_size_mb:100,", Kind::TrailingComma},
        {"max_split_size_mb", Kind::ExpectedToken},
        {"expandable_segments:yes", Kind::NotBoolean},
        {"max_split_size_mb:lots", Kind::NotWholeMiB},
        {"max_split_size_mb:10", Kind::BelowMinimum},
        {"garbage_collection_threshold:", Kind::ExpectedValue},
        {"garbage_collection_threshold:1.5", Kind::NotFraction},
        {"pinned_num_register_threads:3", Kind::NotPowerOfTwoUpTo128},
        {"backend:magic", Kind::UnknownBackend},
        {"backend:cudaMallocAsync", Kind::AsyncBackend},
        {"frobnicate:True", Kind::UnknownSetting},
        {"roundup_power2_divisions:3", Kind::DivisionsNotPowerOfTwo},
        {"roundup_power2_divisions:[,]", Kind::ExpectedInterval},
        {"roundup_power2_divisions:[256:3]", Kind::ListDivisionsNotPowerOfTwo},
        {"roundup_power2_divisions:[300:2]", Kind::IntervalNotPowerOfTwo},
        {"roundup_power2_divisions:[256:2", Kind::ExpectedListSeparator},
    };
    for (const auto& [text, kind] : cases) {
        const auto problem = AllocatorConfig::problemWith(text);
        BOOST_TEST_REQUIRE(problem.has_value(), text);
        BOOST_TEST((problem->kind == kind), text << " gave kind " << static_cast<int>(problem->kind));
        // The command line's sentence is the one parse() reports.
        BOOST_TEST(AllocatorConfig::parse(text).error().message == "PYTORCH_CUDA_ALLOC_CONF: " + problem->english());
    }
    const auto below = AllocatorConfig::problemWith("max_split_size_mb:10");
    BOOST_TEST(below->key == "max_split_size_mb");
    BOOST_TEST(below->text == "10");
    BOOST_TEST(below->minimum == 20u);
    BOOST_TEST(!AllocatorConfig::problemWith("expandable_segments:True,max_split_size_mb:128").has_value());
}

BOOST_AUTO_TEST_CASE(to_string_round_trips)
{
    const char* text = "expandable_segments:True,max_split_size_mb:128,garbage_collection_threshold:0.6";
    const AllocatorConfig conf = AllocatorConfig::parse(text).value();
    BOOST_TEST(conf.toString() == text);
    BOOST_TEST((AllocatorConfig::parse(conf.toString()).value() == conf));
    const AllocatorConfig lists = AllocatorConfig::parse("roundup_power2_divisions:[256:1,>:4]").value();
    BOOST_TEST((AllocatorConfig::parse(lists.toString()).value() == lists));
}

BOOST_AUTO_TEST_SUITE_END()
