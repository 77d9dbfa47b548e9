#include "snapshot/PickleOpcode.h"

#include <array>

namespace gml {

namespace {

struct OpcodeNames
{
    std::array<const char*, 256> names{};

    constexpr OpcodeNames()
    {
        auto set = [this](PickleOpcode op, const char* name) { names[static_cast<std::uint8_t>(op)] = name; };
        set(PickleOpcode::Mark, "MARK");
        set(PickleOpcode::EmptyTuple, "EMPTY_TUPLE");
        set(PickleOpcode::Stop, "STOP");
        set(PickleOpcode::Pop, "POP");
        set(PickleOpcode::PopMark, "POP_MARK");
        set(PickleOpcode::Dup, "DUP");
        set(PickleOpcode::BinBytes, "BINBYTES");
        set(PickleOpcode::ShortBinBytes, "SHORT_BINBYTES");
        set(PickleOpcode::Float, "FLOAT");
        set(PickleOpcode::BinFloat, "BINFLOAT");
        set(PickleOpcode::Int, "INT");
        set(PickleOpcode::BinInt, "BININT");
        set(PickleOpcode::BinInt1, "BININT1");
        set(PickleOpcode::Long, "LONG");
        set(PickleOpcode::BinInt2, "BININT2");
        set(PickleOpcode::None, "NONE");
        set(PickleOpcode::PersId, "PERSID");
        set(PickleOpcode::BinPersId, "BINPERSID");
        set(PickleOpcode::Reduce, "REDUCE");
        set(PickleOpcode::String, "STRING");
        set(PickleOpcode::BinString, "BINSTRING");
        set(PickleOpcode::ShortBinString, "SHORT_BINSTRING");
        set(PickleOpcode::Unicode, "UNICODE");
        set(PickleOpcode::BinUnicode, "BINUNICODE");
        set(PickleOpcode::EmptyList, "EMPTY_LIST");
        set(PickleOpcode::Append, "APPEND");
        set(PickleOpcode::Build, "BUILD");
        set(PickleOpcode::Global, "GLOBAL");
        set(PickleOpcode::Dict, "DICT");
        set(PickleOpcode::Appends, "APPENDS");
        set(PickleOpcode::Get, "GET");
        set(PickleOpcode::BinGet, "BINGET");
        set(PickleOpcode::Inst, "INST");
        set(PickleOpcode::LongBinGet, "LONG_BINGET");
        set(PickleOpcode::List, "LIST");
        set(PickleOpcode::Obj, "OBJ");
        set(PickleOpcode::Put, "PUT");
        set(PickleOpcode::BinPut, "BINPUT");
        set(PickleOpcode::LongBinPut, "LONG_BINPUT");
        set(PickleOpcode::SetItem, "SETITEM");
        set(PickleOpcode::Tuple, "TUPLE");
        set(PickleOpcode::SetItems, "SETITEMS");
        set(PickleOpcode::EmptyDict, "EMPTY_DICT");
        set(PickleOpcode::Proto, "PROTO");
        set(PickleOpcode::NewObj, "NEWOBJ");
        set(PickleOpcode::Ext1, "EXT1");
        set(PickleOpcode::Ext2, "EXT2");
        set(PickleOpcode::Ext4, "EXT4");
        set(PickleOpcode::Tuple1, "TUPLE1");
        set(PickleOpcode::Tuple2, "TUPLE2");
        set(PickleOpcode::Tuple3, "TUPLE3");
        set(PickleOpcode::NewTrue, "NEWTRUE");
        set(PickleOpcode::NewFalse, "NEWFALSE");
        set(PickleOpcode::Long1, "LONG1");
        set(PickleOpcode::Long4, "LONG4");
        set(PickleOpcode::ShortBinUnicode, "SHORT_BINUNICODE");
        set(PickleOpcode::BinUnicode8, "BINUNICODE8");
        set(PickleOpcode::BinBytes8, "BINBYTES8");
        set(PickleOpcode::EmptySet, "EMPTY_SET");
        set(PickleOpcode::AddItems, "ADDITEMS");
        set(PickleOpcode::FrozenSet, "FROZENSET");
        set(PickleOpcode::NewObjEx, "NEWOBJ_EX");
        set(PickleOpcode::StackGlobal, "STACK_GLOBAL");
        set(PickleOpcode::Memoize, "MEMOIZE");
        set(PickleOpcode::Frame, "FRAME");
        set(PickleOpcode::ByteArray8, "BYTEARRAY8");
        set(PickleOpcode::NextBuffer, "NEXT_BUFFER");
        set(PickleOpcode::ReadonlyBuffer, "READONLY_BUFFER");
    }
};

constexpr OpcodeNames kOpcodeNames;

} // namespace

const char* pickleOpcodeName(std::uint8_t byte)
{
    return kOpcodeNames.names[byte];
}

} // namespace gml
