"""Writes a pickle (protocol 4) value by value, so that a file of millions of events never has to be built as
one Python object first (pickle.dump of a 1 GB snapshot would need ten times that in memory).

The output is what pickle.dump writes for the same data: 64 KiB frames (pickle.load reads a frame at a time,
so leaving them out would make Python's side of the benchmark slower than it is on real files), strings
memoized by value, dicts and lists memoized by identity so that a shared object is written once and fetched
from the memo after that, as PyTorch's own snapshots share frames."""
import struct

FRAME_BYTES = 64 * 1024
BATCH = 1000  # items per APPENDS / SETITEMS, as pickle writes them


class PickleStreamWriter:
    def __init__(self, out):
        self._out = out
        self._frame = bytearray()
        self._memo_count = 0
        self._strings = {}  # str -> memo index
        self._objects = {}  # id(dict or list) -> memo index
        self._keep = []  # the memoized objects, so that their ids stay theirs while the file is written
        self._out.write(b"\x80\x04")  # PROTO 4

    # ---- framing ----
    def end_value(self):
        """Call between values: starts a new frame once the current one is large enough."""
        if len(self._frame) >= FRAME_BYTES:
            self._flush_frame()

    def _flush_frame(self):
        if self._frame:
            self._out.write(b"\x95" + struct.pack("<Q", len(self._frame)))
            self._out.write(self._frame)
            self._frame = bytearray()

    def finish(self):
        self._frame += b"."  # STOP
        self._flush_frame()

    # ---- memo ----
    def _memoize(self):
        self._frame += b"\x94"  # MEMOIZE
        self._memo_count += 1
        return self._memo_count - 1

    def _get(self, index):
        if index < 256:
            self._frame += b"h" + bytes((index,))
        else:
            self._frame += b"j" + struct.pack("<I", index)

    # ---- opcodes the event writer uses directly ----
    def mark(self):
        self._frame += b"("

    def appends(self):
        self._frame += b"e"

    def append(self):
        self._frame += b"a"

    def setitems(self):
        self._frame += b"u"

    def empty_list(self):
        self._frame += b"]"
        return self._memoize()

    def empty_dict(self):
        self._frame += b"}"
        return self._memoize()

    # ---- values ----
    def write_str(self, text):
        index = self._strings.get(text)
        if index is not None:
            self._get(index)
            return
        data = text.encode("utf-8", "surrogatepass")
        if len(data) < 256:
            self._frame += b"\x8c" + bytes((len(data),)) + data
        else:
            self._frame += b"X" + struct.pack("<I", len(data)) + data
        self._strings[text] = self._memoize()

    def write_int(self, value):
        if 0 <= value < 256:
            self._frame += b"K" + bytes((value,))
        elif 0 <= value < 65536:
            self._frame += b"M" + struct.pack("<H", value)
        elif -(2**31) <= value < 2**31:
            self._frame += b"J" + struct.pack("<i", value)
        else:
            data = value.to_bytes((value.bit_length() + 8) // 8, "little", signed=True)
            self._frame += b"\x8a" + bytes((len(data),)) + data

    def write(self, value):
        """Any plain value: None, bool, int, float, str, tuple, list, dict."""
        if value is None:
            self._frame += b"N"
        elif value is True:
            self._frame += b"\x88"
        elif value is False:
            self._frame += b"\x89"
        elif isinstance(value, int):
            self.write_int(value)
        elif isinstance(value, float):
            self._frame += b"G" + struct.pack(">d", value)
        elif isinstance(value, str):
            self.write_str(value)
        elif isinstance(value, tuple):
            self._write_tuple(value)
        elif isinstance(value, (list, dict)):
            index = self._objects.get(id(value))
            if index is not None:
                self._get(index)
                return
            self._objects[id(value)] = self.empty_list() if isinstance(value, list) else self.empty_dict()
            self._keep.append(value)
            items = list(value.items()) if isinstance(value, dict) else value
            for start in range(0, len(items), BATCH):
                batch = items[start:start + BATCH]
                self.mark()
                for item in batch:
                    if isinstance(value, dict):
                        self.write(item[0])
                        self.write(item[1])
                    else:
                        self.write(item)
                if isinstance(value, dict):
                    self.setitems()
                else:
                    self.appends()
        else:
            raise TypeError(f"cannot write {type(value).__name__}")

    def _write_tuple(self, value):
        if not value:
            self._frame += b")"
            return
        if len(value) <= 3:
            for item in value:
                self.write(item)
            self._frame += bytes((0x84 + len(value),))  # TUPLE1..TUPLE3
            return
        self.mark()
        for item in value:
            self.write(item)
        self._frame += b"t"
