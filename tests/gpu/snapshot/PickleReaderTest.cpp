#include "PickleTestSupport.h"
#include "snapshot/PickleOpcode.h"
#include "snapshot/PickleReader.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

namespace {

// What CPython's repr() printed for the objects below (pickle.dumps(obj, protocol) for protocols 0 to 5).
const std::string kBaseRepr =
    "'name': 'snapshot', 'ints': [0, 1, 255, 256, 65535, 65536, -1, -2147483648, 2147483647, 2147483648, "
    "9223372036854775807, 9223372036854775808, -9223372036854775808, 18446744073709551616, "
    "-1180591620717411303424], 'f': [3.5, -0.25], 'b': [True, False, None], 't': [(), (1,), (1, 2), (1, 2, 3), "
    "(1, 2, 3, 4)], 'u': 'h\xc3\xa9llo \xe2\x82\xac'";

struct ProtocolCase
{
    int protocol;
    const char* hex;
    std::string repr;
};

const ProtocolCase kProtocols[] = {
    {0, "286470300a566e616d650a70310a56736e617073686f740a70320a7356696e74730a70330a286c70340a49300a6149310a61493235350a61493235360a614936353533350a614936353533360a61492d310a61492d323134373438333634380a6149323134373438333634370a614c323134373438333634384c0a614c393232333337323033363835343737353830374c0a614c393232333337323033363835343737353830384c0a614c2d393232333337323033363835343737353830384c0a614c31383434363734343037333730393535313631364c0a614c2d313138303539313632303731373431313330333432344c0a617356660a70350a286c70360a46332e350a61462d302e32350a617356620a70370a286c70380a4930310a614930300a614e617356740a70390a286c7031300a2874612849310a747031310a612849310a49320a747031320a612849310a49320a49330a747031330a612849310a49320a49330a49340a747031340a617356750a7031350a5668e96c6c6f205c75323061630a7031360a732e",
     "{" + kBaseRepr + "}"},
    {1, "7d71002858040000006e616d6571015808000000736e617073686f7471025804000000696e747371035d7104284b004b014bff4d00014dffff4a000001004affffffff4a000000804affffff7f4c323134373438333634384c0a4c393232333337323033363835343737353830374c0a4c393232333337323033363835343737353830384c0a4c2d393232333337323033363835343737353830384c0a4c31383434363734343037333730393535313631364c0a4c2d313138303539313632303731373431313330333432344c0a6558010000006671055d71062847400c00000000000047bfd00000000000006558010000006271075d7108284930310a4930300a4e6558010000007471095d710a2829284b0174710b284b014b0274710c284b014b024b0374710d284b014b024b034b0474710e65580100000075710f580a00000068c3a96c6c6f20e282ac7110752e",
     "{" + kBaseRepr + "}"},
    {2, "80027d71002858040000006e616d6571015808000000736e617073686f7471025804000000696e747371035d7104284b004b014bff4d00014dffff4a000001004affffffff4a000000804affffff7f8a0500000080008a08ffffffffffffff7f8a090000000000000080008a0800000000000000808a090000000000000000018a090000000000000000c06558010000006671055d71062847400c00000000000047bfd00000000000006558010000006271075d71082888894e6558010000007471095d710a28294b0185710b4b014b0286710c4b014b024b0387710d284b014b024b034b0474710e65580100000075710f580a00000068c3a96c6c6f20e282ac7110752e",
     "{" + kBaseRepr + "}"},
    {3, "80037d71002858040000006e616d6571015808000000736e617073686f7471025804000000696e747371035d7104284b004b014bff4d00014dffff4a000001004affffffff4a000000804affffff7f8a0500000080008a08ffffffffffffff7f8a090000000000000080008a0800000000000000808a090000000000000000018a090000000000000000c06558010000006671055d71062847400c00000000000047bfd00000000000006558010000006271075d71082888894e6558010000007471095d710a28294b0185710b4b014b0286710c4b014b024b0387710d284b014b024b034b0474710e65580100000075710f580a00000068c3a96c6c6f20e282ac7110580500000062797465737111430278797112752e",
     "{" + kBaseRepr + ", 'bytes': b'xy'}"},
    {4, "80049501010000000000007d94288c046e616d65948c08736e617073686f74948c04696e7473945d94284b004b014bff4d00014dffff4a000001004affffffff4a000000804affffff7f8a0500000080008a08ffffffffffffff7f8a090000000000000080008a0800000000000000808a090000000000000000018a090000000000000000c0658c0166945d942847400c00000000000047bfd0000000000000658c0162945d942888894e658c0174945d9428294b0185944b014b0286944b014b024b038794284b014b024b034b047494658c0175948c0a68c3a96c6c6f20e282ac948c0473657473945d94288f94284b014b0290284b0391948f94658c056279746573944302787994752e",
     "{" + kBaseRepr + ", 'sets': [{1, 2}, frozenset({3}), set()], 'bytes': b'xy'}"},
    {5, "80059511010000000000007d94288c046e616d65948c08736e617073686f74948c04696e7473945d94284b004b014bff4d00014dffff4a000001004affffffff4a000000804affffff7f8a0500000080008a08ffffffffffffff7f8a090000000000000080008a0800000000000000808a090000000000000000018a090000000000000000c0658c0166945d942847400c00000000000047bfd0000000000000658c0162945d942888894e658c0174945d9428294b0185944b014b0286944b014b024b038794284b014b024b034b047494658c0175948c0a68c3a96c6c6f20e282ac948c0473657473945d94288f94284b014b0290284b0391948f94658c0562797465739443027879948c026261949601000000000000007a94752e",
     "{" + kBaseRepr + ", 'sets': [{1, 2}, frozenset({3}), set()], 'bytes': b'xy', 'ba': bytearray(b'z')}"},
};

std::string readRepr(const std::string& bytes, std::size_t chunkBytes = std::size_t{1} << 20)
{
    LoadControl control;
    control.chunkBytes = chunkBytes;
    const auto document = PickleReader::readBytes(bytes, control);
    BOOST_REQUIRE_MESSAGE(document.ok(), (document.ok() ? "" : document.error().message));
    return render(document.value(), document.value().root());
}

std::string readError(const std::string& bytes, const LoadControl& control = {})
{
    const auto document = PickleReader::readBytes(bytes, control);
    BOOST_REQUIRE_MESSAGE(!document.ok(), "the reader accepted what it should refuse");
    return document.error().message;
}

} // namespace

BOOST_AUTO_TEST_SUITE(pickle_reader)

BOOST_AUTO_TEST_CASE(reads_what_cpython_writes_in_protocols_0_to_5)
{
    for (const auto& example : kProtocols) {
        BOOST_TEST_CONTEXT("protocol " << example.protocol)
        {
            BOOST_TEST(readRepr(fromHex(example.hex)) == example.repr);
            // The same through 1- and 7-byte windows: every value straddles a chunk boundary somewhere.
            BOOST_TEST(readRepr(fromHex(example.hex), 1) == example.repr);
            BOOST_TEST(readRepr(fromHex(example.hex), 7) == example.repr);
        }
    }
}

BOOST_AUTO_TEST_CASE(reads_every_plain_data_opcode)
{
    // Hand-assembled (checked with CPython's pickle.loads): STRING, BINSTRING, SHORT_BINSTRING, BINUNICODE8,
    // BINBYTES8, BINBYTES, SHORT_BINBYTES, LONG4, LONG1, INT, LONG, FLOAT, BININT, NONE, DUP, POP, MARK,
    // POP_MARK, EMPTY_TUPLE, UNICODE, LIST, PUT, GET, TUPLE2, EMPTY_DICT, SETITEM, DICT, EMPTY_SET, ADDITEMS,
    // FROZENSET, EMPTY_LIST, MEMOIZE, APPEND, BINGET, BINPUT, LONG_BINPUT, LONG_BINGET, TUPLE1, NEWTRUE,
    // NEWFALSE, BINFLOAT, TUPLE3, BYTEARRAY8, BININT2, TUPLE, STOP.
    const std::string bytes = fromHex(
        "800428532761625c7834315c6e270a540200000063645501658d03000000000000006667688e01000000000000006942010000006a"
        "43016b8b090000000000000000000000018a004930300a4934320a4c374c0a46312e350a4afbffffff4e3230284b093129566361665c"
        "75303065390a284b016c70300a67300a867d8c016b4b0173288c01784b02648f284b014b0290284b03915d944b05616801710772080000"
        "006a0700000085888947c000000000000000879601000000000000007a4de803742e");
    // As CPython's repr, except that the newline is literal and -2.0 prints as -2 here.
    const std::string expected = "('abA\n', 'cd', 'e', 'fgh', b'i', b'j', b'k', 18446744073709551616, 0, False, 42, 7, "
                                 "1.5, -5, None, (), 'caf\xc3\xa9', ([1], [1]), {'k': 1}, {'x': 2}, {1, 2}, "
                                 "frozenset({3}), [5], [5], ([5],), (True, False, -2), bytearray(b'z'), 1000)";
    BOOST_TEST(readRepr(bytes) == expected);
    BOOST_TEST(readRepr(bytes, 3) == expected);
}

BOOST_AUTO_TEST_CASE(shared_values_stay_shared_and_big_ints_keep_their_exact_value)
{
    // EMPTY_LIST MEMOIZE DUP TUPLE2: one list referenced twice, as in Python.
    const auto shared = PickleReader::readBytes(PickleBuilder().op(0x5d).op(0x94).op(0x32).op(0x86).stop());
    BOOST_REQUIRE(shared.ok());
    const auto& doc = shared.value();
    const PickleChildRun& run = doc.run(doc.firstRun(doc.root()));
    BOOST_TEST(run.data[0] == run.data[1]);

    // 2^63 fits uint64 only, -2^63 fits int64, 2^64 fits neither: kept as decimal text, marked BigInt.
    const auto ints = PickleReader::readBytes(fromHex(kProtocols[2].hex));
    BOOST_REQUIRE(ints.ok());
    const auto& d = ints.value();
    const PickleRef list = d.find(d.root(), *d.strings().find("ints"));
    std::vector<PickleRef> values;
    d.forEachRun(list, [&](const PickleRef* data, std::uint32_t count) { values.insert(values.end(), data, data + count); });
    BOOST_REQUIRE(values.size() == 15u);
    BOOST_TEST(static_cast<int>(d.type(values[11])) == static_cast<int>(PickleType::UInt));
    std::uint64_t u = 0;
    BOOST_TEST(d.toUInt64(values[11], u));
    BOOST_TEST(u == 9223372036854775808ull);
    std::int64_t s = 0;
    BOOST_TEST(d.toInt64(values[12], s));
    BOOST_TEST(s == INT64_MIN);
    BOOST_TEST(static_cast<int>(d.type(values[13])) == static_cast<int>(PickleType::BigInt));
    BOOST_TEST(d.text(values[13]) == "18446744073709551616");
    BOOST_TEST(!d.toInt64(values[13], s));
    BOOST_TEST(d.text(values[14]) == "-1180591620717411303424");
}

BOOST_AUTO_TEST_CASE(a_list_that_contains_itself_is_read_without_looping)
{
    // EMPTY_LIST MEMOIZE DUP APPEND: l = []; l.append(l)
    const auto doc = PickleReader::readBytes(PickleBuilder().op(0x5d).op(0x94).op(0x32).op(0x61).stop());
    BOOST_REQUIRE(doc.ok());
    BOOST_TEST(doc.value().size(doc.value().root()) == 1u);
    BOOST_TEST(doc.value().run(doc.value().firstRun(doc.value().root())).data[0] == doc.value().root());
}

BOOST_AUTO_TEST_CASE(every_opcode_that_would_run_code_is_refused_with_its_name_and_offset)
{
    const std::pair<std::uint8_t, const char*> refused[] = {
        {0x63, "GLOBAL"}, {0x93, "STACK_GLOBAL"}, {0x52, "REDUCE"},    {0x62, "BUILD"},
        {0x69, "INST"},   {0x6f, "OBJ"},          {0x81, "NEWOBJ"},    {0x92, "NEWOBJ_EX"},
        {0x50, "PERSID"}, {0x51, "BINPERSID"},    {0x82, "EXT1"},      {0x83, "EXT2"},
        {0x84, "EXT4"},   {0x97, "NEXT_BUFFER"},  {0x98, "READONLY_BUFFER"},
    };
    for (const auto& [code, name] : refused) {
        BOOST_TEST_CONTEXT(name)
        {
            // PROTO 4, NONE, then the opcode at byte 3.
            const std::string message = readError(PickleBuilder().none().op(code).raw("xxxxxxxxxxxx").stop());
            BOOST_TEST(message == std::string("pickle opcode ") + name
                           + " at byte 3 would import or call Python code; a memory snapshot holds plain data "
                             "only, so the file is refused");
        }
    }
    // What `pickle.dumps(collections.OrderedDict(), 2)` starts with: a GLOBAL right after PROTO.
    BOOST_TEST(readError(fromHex("8002636f6c6c656374696f6e730a4f726465726564446963740a")).find("GLOBAL at byte 2")
               != std::string::npos);
}

BOOST_AUTO_TEST_CASE(unknown_opcodes_and_files_that_are_not_pickles_are_named)
{
    BOOST_TEST(readError("{\"segments\": []}")
               == "byte 0 holds 0x7b, which is not a pickle opcode: the file is not a pickle or is damaged");
    BOOST_TEST(readError(PickleBuilder().none().op(0xff).stop())
               == "byte 3 holds 0xff, which is not a pickle opcode: the file is not a pickle or is damaged");
    BOOST_TEST(readError("") == "the file is empty");
    BOOST_TEST(readError("\x80\x06N.") == "pickle opcode PROTO at byte 0: pickle protocol 6 is newer than this reader (0 to 5)");
    BOOST_TEST(pickleOpcodeName(0x8c) == std::string("SHORT_BINUNICODE"));
    BOOST_TEST(pickleOpcodeName(0xff) == nullptr);
}

BOOST_AUTO_TEST_CASE(stack_misuse_is_an_error_not_a_crash)
{
    BOOST_TEST(readError(PickleBuilder().stop()) == "pickle opcode STOP at byte 2: it needs a value but the stack is empty");
    BOOST_TEST(readError(PickleBuilder().op(0x65).stop()) == "pickle opcode APPENDS at byte 2: it needs a MARK before it and there is none");
    BOOST_TEST(readError(PickleBuilder().integer(1).op(0x28).integer(2).op(0x65).stop())
               == "pickle opcode APPENDS at byte 7: it adds to a value of type int, which is not a list");
    BOOST_TEST(readError(PickleBuilder().op(0x28).integer(2).op(0x65).stop())
               == "pickle opcode APPENDS at byte 5: there is no container below its MARK");
    BOOST_TEST(readError(PickleBuilder().op(0x7d).op(0x28).integer(2).op(0x75).stop())
               == "pickle opcode SETITEMS at byte 6: it needs key, value pairs but finds an odd number of values");
    BOOST_TEST(readError(PickleBuilder().integer(1).op(0x87).stop())
               == "pickle opcode TUPLE3 at byte 4: it needs 3 values but the stack holds fewer");
    // Values below a MARK are out of reach until the MARK is closed, as in CPython.
    BOOST_TEST(readError(PickleBuilder().integer(1).op(0x28).op(0x85).stop())
               == "pickle opcode TUPLE1 at byte 5: it needs a value but the stack is empty");
}

BOOST_AUTO_TEST_SUITE_END()
