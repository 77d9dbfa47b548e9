// Checkpoint chains as content: hand-made chain files whose peak memory and recomputation follow from Chen's
// segment rules and Revolve's counts (../shared/REFERENCE.md, section 4), the built-in chain files under
// resources/scenarios/checkpoint/, `checkpoint --chain FILE` printing exactly what `--schedule ...` prints,
// and every kind of bad file with the line and the words that say what to fix.
#include "checkpoint/CheckpointChainScript.h"

#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ScheduleLibrary.h"
#include "cli/CliCommand.h"

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace gml;

namespace {

constexpr std::uint64_t kLayerBytes = 64ULL * 1024 * 1024;

CheckpointChainPlan planText(const std::string& text)
{
    const auto script = CheckpointChainScriptReader::read(text, "test");
    BOOST_REQUIRE_MESSAGE(script.ok(), (script.ok() ? "" : script.error().message));
    const auto plan = CheckpointChainScriptReader::plan(script.value());
    BOOST_REQUIRE_MESSAGE(plan.ok(), (plan.ok() ? "" : plan.error().message));
    return plan.value();
}

// The error reading or planning `text` gives (empty when it reads and plans).
CheckpointChainScriptError errorOf(const std::string& text)
{
    const auto script = CheckpointChainScriptReader::read(text, "test");
    if (!script)
        return script.error();
    const auto plan = CheckpointChainScriptReader::plan(script.value());
    return plan ? CheckpointChainScriptError{} : plan.error();
}

struct CommandOutput
{
    int code = 0;
    std::string out;
    std::string err;
};

CommandOutput runCommand(const std::vector<std::string>& args)
{
    std::ostringstream out, err;
    const int code = runCheckpointCommand(args, out, err);
    return {code, out.str(), err.str()};
}

// A chain file written where the command can read it, removed afterwards.
class ChainFile
{
public:
    // A name of its own: another engineer's test run may write beside this one.
    explicit ChainFile(const std::string& text)
        : m_path(std::filesystem::temp_directory_path() /
                 ("gml-chain-" + std::to_string(std::random_device{}()) + "-" + std::to_string(++s_count) +
                  ".json"))
    {
        std::ofstream(m_path) << text;
    }
    ~ChainFile() { std::filesystem::remove(m_path); }
    std::string path() const { return m_path.string(); }

private:
    static inline int s_count = 0;
    std::filesystem::path m_path;
};

std::filesystem::path builtInChains()
{
    return std::filesystem::path(GML_SOURCE_DIR) / "resources/scenarios/checkpoint";
}

} // namespace

BOOST_AUTO_TEST_SUITE(chain_files)

BOOST_AUTO_TEST_CASE(no_checkpointing_keeps_every_activation)
{
    // Store-all: every layer's activation is live at the end of the forward pass, and nothing runs twice.
    const CheckpointChainPlan plan =
        planText(R"({"layers": 16, "activation_bytes": 67108864, "schedule": "store-all"})");
    BOOST_TEST(plan.schedule.peakActivationBytes == 16 * kLayerBytes);
    BOOST_TEST(plan.schedule.recomputeOps == 0u);
    BOOST_TEST(plan.schedule.forwardSteps == 0u);
    BOOST_TEST(plan.schedule.computeMs == 16 * (1.0 + 2.0));
    // Checkpoints placed by hand on no layer but the first: one segment, which is never recomputed.
    const CheckpointChainPlan hand = planText(R"({"layers": 16, "schedule": {"checkpoints": [1]}})");
    BOOST_TEST(hand.schedule.peakActivationBytes == 16 * kLayerBytes);
    BOOST_TEST(hand.schedule.recomputeOps == 0u);
}

BOOST_AUTO_TEST_CASE(sqrt_segments_recompute_each_segment_once)
{
    // 16 layers in 4 segments of 4: the first sweep keeps the inputs of layers 1, 5, 9 and 13 and the last
    // segment's own 4 activations: 3 + 4 = 7 layers' worth at the peak (Chen's 2 sqrt(N) - 1). Each of the
    // first 3 segments is recomputed once: 12 extra forwards of 1 ms.
    const CheckpointChainPlan plan = planText(R"({"layers": 16, "schedule": "sqrt"})");
    BOOST_TEST(plan.schedule.peakActivationBytes == 7 * kLayerBytes);
    BOOST_TEST(plan.schedule.recomputeOps == 12u);
    BOOST_TEST(plan.schedule.recomputedLayers == 12u);
    BOOST_TEST(plan.schedule.extraComputeMs == 12.0);
    BOOST_TEST(plan.cursor == plan.schedule.timeline.peakPosition());
}

BOOST_AUTO_TEST_CASE(hand_placement_peak_and_recomputation)
{
    // Checkpoints on layers 9: two segments of 8. The first sweep keeps the input of layer 1 and all 8 of the
    // last segment (9 layers' worth); the first segment is recomputed once, 8 forwards.
    const CheckpointChainPlan halves =
        planText(R"({"layers": 16, "schedule": {"name": "by-hand", "checkpoints": [9]}})");
    BOOST_TEST(halves.schedule.name == "by-hand");
    BOOST_TEST(halves.schedule.peakActivationBytes == 9 * kLayerBytes);
    BOOST_TEST(halves.schedule.recomputeOps == 8u);
    // The same placement as sqrt(N)'s (order in the file does not matter) gives sqrt(N)'s figures.
    const CheckpointChainPlan likeSqrt =
        planText(R"({"layers": 16, "schedule": {"checkpoints": [13, 5, 9]}})");
    const CheckpointSchedule sqrt = sqrtSchedule(CheckpointChain::uniform(16, kLayerBytes));
    BOOST_TEST(likeSqrt.schedule.peakActivationBytes == sqrt.peakActivationBytes);
    BOOST_TEST(likeSqrt.schedule.computeMs == sqrt.computeMs);
}

BOOST_AUTO_TEST_CASE(an_expensive_layer_costs_what_its_recomputation_costs)
{
    // resources/scenarios/checkpoint/expensive-layer-by-hand.json: layer 5 costs 4 ms forward, the others 1.
    // Checkpoints on 5, 6 and 11: segments 1-4, 5, 6-10 are recomputed (10 forwards, layer 5's among them:
    // 9 + 4 = 13 ms), and the peak is the inputs of 1, 5 and 6 plus the last segment's 6 layers: 9 x 64 MiB.
    std::ifstream file(builtInChains() / "expensive-layer-by-hand.json");
    std::stringstream text;
    text << file.rdbuf();
    const CheckpointChainPlan plan = planText(text.str());
    BOOST_TEST(plan.schedule.peakActivationBytes == 9 * kLayerBytes);
    BOOST_TEST(plan.schedule.recomputeOps == 10u);
    BOOST_TEST(plan.schedule.extraComputeMs == 13.0);
    // The budget optimum at the same memory recomputes only cheap layers.
    BOOST_REQUIRE(plan.compare.size() == 3u);
    const CheckpointSchedule& optimum = plan.compare[2];
    BOOST_TEST(optimum.name == "budget");
    BOOST_TEST(optimum.peakActivationBytes <= plan.schedule.peakActivationBytes);
    BOOST_TEST(optimum.extraComputeMs == static_cast<double>(optimum.recomputeOps));
    // The same chain through expensive_layer, from a uniform count.
    const CheckpointChainPlan same = planText(
        R"({"layers": 16, "expensive_layer": {"layer": 5, "factor": 4}, "schedule": {"checkpoints": [5, 6, 11]}})");
    BOOST_TEST(same.schedule.computeMs == plan.schedule.computeMs);
    BOOST_TEST(same.schedule.peakActivationBytes == plan.schedule.peakActivationBytes);
}

BOOST_AUTO_TEST_CASE(revolve_takes_the_reference_forward_steps)
{
    // Griewank and Walther: (l, s) -> t, from REFERENCE.md.
    const std::tuple<int, int, std::uint64_t> checks[] = {
        {14, 3, 27}, {10, 2, 20}, {20, 3, 45}, {100, 5, 316}};
    for (const auto& [layers, snapshots, steps] : checks) {
        const CheckpointChainPlan plan =
            planText(R"({"layers": )" + std::to_string(layers) +
                     R"(, "schedule": {"name": "revolve", "snapshots": )" + std::to_string(snapshots) + "}}");
        BOOST_TEST(plan.schedule.forwardSteps == steps, layers << " layers, " << snapshots << " snapshots");
    }
}

BOOST_AUTO_TEST_CASE(a_file_prints_what_the_same_schedule_option_prints)
{
    // Each file is what the options beside it say; the command must print the same bytes, text and --json.
    const std::pair<std::string, std::vector<std::string>> pairs[] = {
        {R"({"layers": 16, "schedule": "sqrt"})", {"--schedule", "sqrt", "--layers", "16"}},
        {R"({"layers": 16, "activation_bytes": 67108864, "schedule": "store-all"})",
         {"--schedule", "store-all", "--layers", "16"}},
        {R"({"layers": 14, "schedule": {"name": "revolve", "snapshots": 3}})",
         {"--schedule", "revolve", "--layers", "14", "--snapshots", "3"}},
        {R"({"layers": 12, "activation_bytes": 1048576, "schedule": {"name": "every-k", "every": 5}})",
         {"--schedule", "every-k", "--layers", "12", "--every", "5", "--activation-bytes", "1048576"}},
        {R"({"layers": 20, "schedule": "recursive"})", {"--schedule", "recursive", "--layers", "20"}},
        {R"({"layers": 24, "schedule": {"name": "budget", "budget_bytes": 536870912}})",
         {"--schedule", "budget", "--layers", "24", "--budget", "536870912"}},
        {R"({"layers": 16, "schedule": {"name": "chen-greedy", "budget_bytes": 536870912}})",
         {"--schedule", "chen-greedy", "--layers", "16", "--budget", "536870912"}},
        {R"({"layers": 6, "schedule": "offload"})", {"--schedule", "offload", "--layers", "6"}},
    };
    for (const auto& [text, options] : pairs) {
        const ChainFile file(text);
        for (const bool json : {false, true}) {
            std::vector<std::string> fromFile{"--chain", file.path()};
            std::vector<std::string> fromOptions = options;
            if (json) {
                fromFile.push_back("--json");
                fromOptions.push_back("--json");
            }
            const CommandOutput a = runCommand(fromFile);
            const CommandOutput b = runCommand(fromOptions);
            BOOST_TEST(a.code == kExitOk, text << ": " << a.err);
            BOOST_TEST(b.code == kExitOk);
            BOOST_TEST(a.out == b.out, text);
            BOOST_TEST(!a.out.empty());
        }
    }
    // The built-in files that are a plain schedule on the lesson's default chain print what its options do.
    const std::pair<const char*, std::vector<std::string>> builtIn[] = {
        {"store-all.json", {"--schedule", "store-all", "--layers", "16"}},
        {"revolve.json", {"--schedule", "revolve", "--layers", "16", "--snapshots", "3"}},
        {"every-k.json", {"--schedule", "every-k", "--layers", "16", "--every", "4"}},
        {"recursive.json", {"--schedule", "recursive", "--layers", "16"}},
    };
    for (const auto& [name, options] : builtIn) {
        std::vector<std::string> json = options;
        json.push_back("--json");
        const CommandOutput a = runCommand({"--chain", (builtInChains() / name).string(), "--json"});
        BOOST_TEST(a.code == kExitOk, name << ": " << a.err);
        BOOST_TEST(a.out == runCommand(json).out, name);
    }
}

BOOST_AUTO_TEST_CASE(every_built_in_chain_reads_and_runs)
{
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(builtInChains())) {
        if (entry.path().extension() != ".json")
            continue;
        ++files;
        const std::string name = entry.path().filename().string();
        for (const bool json : {false, true}) {
            std::vector<std::string> args{"--chain", entry.path().string()};
            if (json)
                args.push_back("--json");
            const CommandOutput run = runCommand(args);
            BOOST_TEST(run.code == kExitOk, name << ": " << run.err);
            BOOST_TEST(run.err.empty(), name);
            BOOST_TEST(run.out.find(json ? "\"peak_activation_bytes\":" : "peak activations") !=
                           std::string::npos,
                       name);
        }
        std::ifstream file(entry.path());
        std::stringstream text;
        text << file.rdbuf();
        const auto script = CheckpointChainScriptReader::read(text.str(), entry.path().stem().string());
        BOOST_REQUIRE_MESSAGE(script.ok(), name);
        BOOST_TEST(script.value().id == entry.path().stem().string());
    }
    BOOST_TEST(files >= 10u);
}

BOOST_AUTO_TEST_CASE(the_scene_files_plan_what_the_built_in_scenes_show)
{
    // sqrt, selective and offload are the lesson's timeline scenes: their files give the same schedule, the
    // same comparisons and the same starting cursor.
    for (const char* name : {"sqrt", "selective", "offload"}) {
        std::ifstream file(builtInChains() / (std::string(name) + ".json"));
        std::stringstream text;
        text << file.rdbuf();
        const CheckpointChainPlan plan = planText(text.str());
        const auto scene = buildCheckpointScene(name);
        BOOST_REQUIRE(scene.ok());
        const CheckpointScene& builtIn = scene.value();
        BOOST_TEST(plan.schedule.title == builtIn.schedule->title, name);
        BOOST_TEST(plan.schedule.peakActivationBytes == builtIn.schedule->peakActivationBytes, name);
        BOOST_TEST(plan.schedule.computeMs == builtIn.schedule->computeMs, name);
        BOOST_TEST(plan.schedule.stallMs == builtIn.schedule->stallMs, name);
        BOOST_TEST(plan.schedule.timeline.size() == builtIn.schedule->timeline.size(), name);
        BOOST_TEST(plan.cursor == builtIn.cursor, name);
        BOOST_REQUIRE(plan.compare.size() == builtIn.comparison.size());
        for (std::size_t i = 0; i < plan.compare.size(); ++i) {
            BOOST_TEST(plan.compare[i].title == builtIn.comparison[i].title, name);
            BOOST_TEST(plan.compare[i].peakActivationBytes == builtIn.comparison[i].peakActivationBytes,
                       name);
        }
    }
}

BOOST_AUTO_TEST_CASE(optional_parts_read_as_written)
{
    const auto script = CheckpointChainScriptReader::read(R"({
  "id": "mine", "comment": "notes", "description": "my chain",
  "layers": [{"activation_bytes": 1000, "saved_bytes": 3000, "selective_bytes": 2000, "recompute_part_ms": 0.5,
              "repeat": 3, "comment": "three alike"},
             {"activation_bytes": 500}],
  "schedule": {"name": "selective", "comment": "keeps all but the part"},
  "cursor": 4
})",
                                                          "fallback");
    BOOST_REQUIRE_MESSAGE(script.ok(), (script.ok() ? "" : script.error().message));
    const CheckpointChainScript& chain = script.value();
    BOOST_TEST(chain.id == "mine");
    BOOST_TEST(chain.chain.description() == "my chain");
    BOOST_REQUIRE(chain.chain.size() == 4u);
    BOOST_TEST(chain.chain[2].savedBytes == 3000u);
    BOOST_TEST(chain.chain[2].selectiveBytes == 2000u);
    BOOST_TEST(chain.chain[2].partMs == 0.5);
    BOOST_TEST(chain.chain[3].savedBytes == 500u);
    BOOST_TEST(chain.chain[3].forwardMs == 1.0);
    BOOST_TEST(chain.chain[3].backwardMs == 2.0);
    const auto plan = CheckpointChainScriptReader::plan(chain);
    BOOST_REQUIRE(plan.ok());
    BOOST_TEST(plan.value().cursor == 4u);
    BOOST_TEST(plan.value().schedule.partRecomputes == 3u); // the three layers with a part to drop
    // The budget as a share of store-all's peak, as the lesson's slider sets it, never below the chain's
    // least.
    const CheckpointChainPlan none =
        planText(R"({"layers": 16, "schedule": {"name": "budget", "budget_fraction": 0}})");
    BOOST_TEST(none.schedule.peakActivationBytes ==
               CheckpointChain::uniform(16, kLayerBytes).minimumPeakBytes());
}

BOOST_AUTO_TEST_CASE(bad_files_name_the_line_and_the_fault)
{
    // Each file, the line its error names, and words of the message a teacher can act on.
    const std::tuple<const char*, int, const char*> cases[] = {
        {"{\"layers\": 16,\n \"schedule\": \"sqrt\"", 2, "not JSON"},
        {"{\"layers\": 16,\n \"schedule\": \"sqrtt\"}", 2,
         "unknown schedule \"sqrtt\": choose one of store-all"},
        {"{\"layers\": 16,\n \"schedule\": {\"name\": \"chen\"}}", 2, "unknown schedule \"chen\""},
        {"{\"layers\": 0, \"schedule\": \"sqrt\"}", 1, "\"layers\" is 0: it must be from 1 to 10000 layers"},
        {"{\"layers\": 10001, \"schedule\": \"sqrt\"}", 1, "from 1 to 10000 layers"},
        {"{\"layers\": 16.5, \"schedule\": \"sqrt\"}", 1, "whole number"},
        {"{\"layers\": \"16\", \"schedule\": \"sqrt\"}", 1, "a count of layers"},
        {"{\"layers\": [], \"schedule\": \"sqrt\"}", 1, "the list of layers is empty"},
        {"{\"layers\": 16,\n \"activation_bytes\": -5,\n \"schedule\": \"sqrt\"}", 2,
         "\"activation_bytes\" is -5: it cannot be negative"},
        {"{\"layers\": 16,\n \"activation_bytes\": 1.5,\n \"schedule\": \"sqrt\"}", 2,
         "written without a fraction"},
        {"{\"layers\": 16, \"activation_bytes\": 0, \"schedule\": \"sqrt\"}", 1,
         "from 1 to 1000000000000 bytes"},
        {"{\"layers\": [\n {\"activation_bytes\": 100},\n {\"activation_bytes\": -1}],\n \"schedule\": "
         "\"sqrt\"}",
         3, "cannot be negative"},
        {"{\"layers\": [\n {\"forward_ms\": 3}], \"schedule\": \"sqrt\"}", 2,
         "layer 1 needs \"activation_bytes\""},
        {"{\"layers\": [{\"activation_bytes\": 100,\n \"saved_bytes\": 50}], \"schedule\": \"sqrt\"}", 2,
         "less than its input"},
        {"{\"layers\": [{\"activation_bytes\": 100, \"forward_ms\": -1}], \"schedule\": \"sqrt\"}", 1,
         "a cost cannot be negative"},
        {"{\"layers\": 16,\n \"schedule\": {\"checkpoints\": [5,\n 17]}}", 3,
         "a checkpoint on layer 17, but the chain has 16 layers"},
        {"{\"layers\": 16, \"schedule\": {\"checkpoints\": [0]}}", 1, "counted from 1"},
        {"{\"layers\": 16, \"schedule\": {\"checkpoints\": [5, 5]}}", 1, "layer 5 is listed twice"},
        {"{\"layers\": 16,\n \"layer\": 3,\n \"schedule\": \"sqrt\"}", 2,
         "unknown field \"layer\" in the chain file"},
        {"{\"layers\": [{\"activation_bytes\": 1,\n \"bytes\": 1}], \"schedule\": \"sqrt\"}", 2,
         "unknown field \"bytes\" in layer 1"},
        {"{\"layers\": 16,\n \"schedule\": {\"name\": \"sqrt\",\n \"snapshot\": 3}}", 3,
         "unknown field \"snapshot\" in a schedule"},
        {"{\"layers\": 16,\n \"schedule\": {\"name\": \"sqrt\", \"every\": 4}}", 2,
         "the schedule \"sqrt\" takes no \"every\" (every-k takes it)"},
        {"{\"layers\": 16, \"schedule\": {\"name\": \"revolve\", \"snapshots\": 17}}", 1, "from 1 to 16"},
        {"{\"layers\": 16, \"schedule\": {\"name\": \"every-k\", \"every\": 0}}", 1, "from 1 to 16"},
        {"{\"layers\": 16, \"schedule\": \"by-hand\"}", 1, "needs the layers to keep"},
        {"{\"layers\": 16}", 1, "\"schedule\" is missing"},
        {"{\"schedule\": \"sqrt\"}", 1, "\"layers\" is missing"},
        {"[16]", 1, "a chain file is an object"},
        {"{\"layers\": 16,\n \"schedule\": {\"name\": \"budget\",\n \"budget_bytes\": 1000}}", 2,
         "the schedule \"budget\" cannot be made on this chain: a budget of"},
        {"{\"layers\": 16, \"schedule\": {\"name\": \"budget\", \"budget_bytes\": 1, \"budget_fraction\": "
         "0.5}}",
         1, "not both"},
        {"{\"layers\": 16, \"schedule\": {\"name\": \"budget\", \"budget_fraction\": 1.5}}", 1, "at most 1"},
        {"{\"layers\": 16,\n \"expensive_layer\": {\"layer\": 17, \"factor\": 4},\n \"schedule\": \"sqrt\"}",
         2, "the expensive layer is layer 17, but the chain has 16 layers"},
        {"{\"layers\": 16, \"expensive_layer\": {\"layer\": 3, \"factor\": 0}, \"schedule\": \"sqrt\"}", 1,
         "above 0"},
        {"{\"layers\": 16, \"transformer\": {\"heads\": -64}, \"schedule\": \"selective\"}", 1,
         "cannot be negative"},
        {"{\"layers\": 16, \"transformer\": {}, \"activation_bytes\": 5, \"schedule\": \"selective\"}", 1,
         "a transformer's shape sizes its layers"},
        {"{\"layers\": 16,\n \"schedule\": \"sqrt\",\n \"cursor\": 1000}", 3,
         "the cursor 1000 is past the end of the timeline"},
        {"{\"layers\": 16, \"schedule\": \"sqrt\", \"cursor\": \"middle\"}", 1,
         "\"cursor\" is \"peak\", \"start\", \"end\""},
        {"{\"layers\": 16, \"schedule\": \"sqrt\", \"compare\": [\"fastest\"]}", 1,
         "unknown schedule \"fastest\""},
        {"{\"layers\": 16, \"schedule\": \"sqrt\",\n \"predict\": [2,\n 1]}", 3,
         "step 1 is the forward pass, which asks nothing"},
        {"{\"layers\": 16, \"schedule\": \"sqrt\", \"predict\": [3, 3]}", 1, "step 3 is asked twice"},
        {"{\"layers\": 16, \"schedule\": \"sqrt\", \"predict\": 3}", 1, "\"predict\" is a list"},
    };
    for (const auto& [text, line, words] : cases) {
        const CheckpointChainScriptError error = errorOf(text);
        BOOST_TEST(error.line == line, text << " -> " << error.message);
        BOOST_TEST(error.message.find(words) != std::string::npos, text << " -> " << error.message);
        if (std::string_view(words) != "not JSON")
            BOOST_TEST(error.message.rfind("line " + std::to_string(line) + ": ", 0) == 0u, error.message);
        // The command says the same on stderr, after the file's name, and exits 2 with nothing on stdout.
        const ChainFile file(text);
        const CommandOutput run = runCommand({"--chain", file.path(), "--json"});
        BOOST_TEST(run.code == kExitBadInput, text);
        BOOST_TEST(run.out.empty());
        BOOST_TEST(run.err == "gpu-memory-lab-cli checkpoint: " + file.path() + ": " + error.message + "\n");
    }
}

BOOST_AUTO_TEST_CASE(chain_goes_alone_on_the_command_line)
{
    const ChainFile file(R"({"layers": 4, "schedule": "sqrt"})");
    for (const std::vector<std::string>& extra : {std::vector<std::string>{"--schedule", "revolve"},
                                                  {"--layers", "8"},
                                                  {"--run"},
                                                  {"--list"},
                                                  {"--budget", "5"}}) {
        std::vector<std::string> args{"--chain", file.path()};
        args.insert(args.end(), extra.begin(), extra.end());
        const CommandOutput run = runCommand(args);
        BOOST_TEST(run.code == kExitBadInput, extra.front());
        BOOST_TEST(run.err.find("--chain runs a chain file") != std::string::npos, run.err);
    }
    const CommandOutput missing = runCommand({"--chain", "/nonexistent/chain.json"});
    BOOST_TEST(missing.code == kExitBadInput);
    BOOST_TEST(missing.err.find("cannot read the chain file /nonexistent/chain.json") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
