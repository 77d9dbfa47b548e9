#pragma once

#include <cstdint>

namespace gml {

// The pickle opcodes of protocols 0 to 5, by their byte (facts from CPython's Lib/pickletools.py).
enum class PickleOpcode : std::uint8_t {
    Mark = 0x28, EmptyTuple = 0x29, Stop = 0x2e, Pop = 0x30, PopMark = 0x31, Dup = 0x32,
    BinBytes = 0x42, ShortBinBytes = 0x43, Float = 0x46, BinFloat = 0x47, Int = 0x49, BinInt = 0x4a,
    BinInt1 = 0x4b, Long = 0x4c, BinInt2 = 0x4d, None = 0x4e, PersId = 0x50, BinPersId = 0x51, Reduce = 0x52,
    String = 0x53, BinString = 0x54, ShortBinString = 0x55, Unicode = 0x56, BinUnicode = 0x58,
    EmptyList = 0x5d, Append = 0x61, Build = 0x62, Global = 0x63, Dict = 0x64, Appends = 0x65, Get = 0x67,
    BinGet = 0x68, Inst = 0x69, LongBinGet = 0x6a, List = 0x6c, Obj = 0x6f, Put = 0x70, BinPut = 0x71,
    LongBinPut = 0x72, SetItem = 0x73, Tuple = 0x74, SetItems = 0x75, EmptyDict = 0x7d,
    Proto = 0x80, NewObj = 0x81, Ext1 = 0x82, Ext2 = 0x83, Ext4 = 0x84, Tuple1 = 0x85, Tuple2 = 0x86,
    Tuple3 = 0x87, NewTrue = 0x88, NewFalse = 0x89, Long1 = 0x8a, Long4 = 0x8b,
    ShortBinUnicode = 0x8c, BinUnicode8 = 0x8d, BinBytes8 = 0x8e, EmptySet = 0x8f, AddItems = 0x90,
    FrozenSet = 0x91, NewObjEx = 0x92, StackGlobal = 0x93, Memoize = 0x94, Frame = 0x95,
    ByteArray8 = 0x96, NextBuffer = 0x97, ReadonlyBuffer = 0x98,
};

// pickletools' name for an opcode byte ("BINUNICODE"), or nullptr when no protocol defines that byte.
const char* pickleOpcodeName(std::uint8_t byte);

} // namespace gml
