#include "allocator/PyTorchLine.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

// The sandbox's lines: what a learner types as PyTorch becomes the allocator call it stands for, with the
// bytes PyTorch would ask for (elements times the dtype's size), and a line it cannot run says why.

using namespace gml;
using Kind = ScenarioAction::Kind;

namespace {

ScenarioAction parsed(const char* line)
{
    const auto action = PyTorchLine::parse(line);
    BOOST_TEST_REQUIRE(action.ok(), line);
    return action.value();
}

PyTorchLineError refused(const char* line)
{
    const auto action = PyTorchLine::parse(line);
    BOOST_TEST_REQUIRE(!action.ok(), line);
    return action.error();
}

} // namespace

BOOST_AUTO_TEST_SUITE(pytorch_lines)

BOOST_AUTO_TEST_CASE(tensor_factories_ask_for_elements_times_the_dtypes_size)
{
    const ScenarioAction x = parsed(R"(x = torch.empty(300 * 2**20, dtype=torch.uint8, device="cuda"))");
    BOOST_TEST((x.kind == Kind::Allocate));
    BOOST_TEST(x.tensor == "x");
    BOOST_TEST(x.bytes == 300 * MiB);
    BOOST_TEST(parsed(R"(w = torch.zeros((1024, 1024), device="cuda"))").bytes == 4 * MiB); // float32
    BOOST_TEST(parsed(R"(h = torch.ones(2, 3, 4, dtype=torch.float16, device='cuda:0'))").bytes == 48u);
    BOOST_TEST(parsed("y = torch.randn(4096, 4096).cuda()").bytes == 64 * MiB);
    BOOST_TEST(parsed(R"(z = torch.rand([10, 10]).to("cuda"))").bytes == 400u);
    BOOST_TEST(parsed(R"(d = torch.empty(size=(8,), dtype=torch.float64, device=torch.device("cuda")))").bytes == 64u);
    BOOST_TEST(parsed(R"(b = torch.empty((2**30 + 2**29) // 2, dtype=torch.bfloat16, device="cuda")  # 1.5 GiB)").bytes ==
               1536 * MiB);
    BOOST_TEST(parsed(R"(p = torch.empty(1_000_000, device="cuda", requires_grad=True))").bytes == 4'000'000u);
}

BOOST_AUTO_TEST_CASE(del_and_the_cuda_calls)
{
    const ScenarioAction del = parsed("del x");
    BOOST_TEST((del.kind == Kind::Free));
    BOOST_TEST(del.tensor == "x");
    BOOST_TEST((parsed("torch.cuda.empty_cache()").kind == Kind::EmptyCache));
    BOOST_TEST((parsed("torch.cuda.synchronize()").kind == Kind::CompletePendingFrees));
    const ScenarioAction fraction = parsed("torch.cuda.set_per_process_memory_fraction(0.5)");
    BOOST_TEST((fraction.kind == Kind::SetMemoryFraction));
    BOOST_TEST(fraction.fraction == 0.5);
    const ScenarioAction settings = parsed(R"(torch.cuda.memory._set_allocator_settings("expandable_segments:True"))");
    BOOST_TEST((settings.kind == Kind::ChangeSettings));
    BOOST_TEST(settings.settings == "expandable_segments:True");
}

BOOST_AUTO_TEST_CASE(a_line_it_cannot_run_says_why)
{
    using Error = PyTorchLineError::Kind;
    BOOST_TEST((refused("x = torch.empty(100)").kind == Error::NotOnGpu)); // a CPU tensor
    BOOST_TEST((refused(R"(x = torch.empty(100, device="cpu"))").kind == Error::NotOnGpu));
    const auto dtype = refused(R"(x = torch.empty(100, dtype=torch.float13, device="cuda"))");
    BOOST_TEST((dtype.kind == Error::UnknownDtype));
    BOOST_TEST(dtype.detail == "torch.float13");
    BOOST_TEST((refused(R"(x = torch.empty(-5, device="cuda"))").kind == Error::BadSize));
    BOOST_TEST((refused(R"(x = torch.empty(1.5, device="cuda"))").kind == Error::BadSize));
    BOOST_TEST((refused(R"(x = torch.empty(2**80, device="cuda"))").kind == Error::BadSize));
    BOOST_TEST((refused(R"(x = torch.empty(0, device="cuda"))").kind == Error::BadSize));
    BOOST_TEST((refused("print(x)").kind == Error::NotUnderstood));
    BOOST_TEST((refused("").kind == Error::NotUnderstood));
    BOOST_TEST((refused("x = numpy.zeros(10)").kind == Error::NotUnderstood));
    const auto syntax = refused(R"(x = torch.empty(100, device="cuda")");
    BOOST_TEST((syntax.kind == Error::Syntax));
    BOOST_TEST(syntax.column > 30);
    BOOST_TEST((refused("del x y").kind == Error::Syntax));
    BOOST_TEST((refused("torch.cuda.set_per_process_memory_fraction(2)").kind == Error::BadSize));
    BOOST_TEST((refused("x = torch.empty(10 $ 2)").kind == Error::Syntax));
}

BOOST_AUTO_TEST_SUITE_END()
