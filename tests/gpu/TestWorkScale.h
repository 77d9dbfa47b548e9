#pragma once

// How much work a long randomised test does in this build. An optimised build runs the full count; a
// debug or sanitized build (several times slower per operation) runs a fifth, so that the test checks the
// same rules in any build instead of running into its time limit.
namespace gml::test {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_UNDEFINED__)
inline constexpr bool kSlowBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
inline constexpr bool kSlowBuild = true;
#elif defined(NDEBUG)
inline constexpr bool kSlowBuild = false;
#else
inline constexpr bool kSlowBuild = true;
#endif
#elif defined(NDEBUG)
inline constexpr bool kSlowBuild = false;
#else
inline constexpr bool kSlowBuild = true;
#endif

// `full` in an optimised build, a fifth of it (at least 1) otherwise.
constexpr int scaledWork(int full)
{
    return kSlowBuild ? (full / 5 > 0 ? full / 5 : 1) : full;
}

} // namespace gml::test
