"""Constant tables the HotSpot C++ computes instead of printing them (DataTable.compute).

A HotSpot engineer does not paste kilobytes of hex into stubGenerator_riscv.cpp: x86's port computes
its CRC32C table when the stubs are generated (StubRoutines::x86::generate_CRC32C_table). A kernel
names the function and its integer arguments (`k.table(..., compute=("crc32_slicing_tables", poly,
4, 4))`); the file-scope array is then declared without values and the stub's generator fills it
by that call before it generates any code. The functions are StubGenerator members, placed once
like the stubs' helpers; they serve CRC32 and CRC32C alike (the reflected polynomial is an
argument). Every word they compute is compared with the kernel's table (tests/test_crc_tables.py),
and the C++ path's bytes, tables included, with the encoder's (tests/test_hotspot_emitter.py).
"""
from __future__ import annotations

from stubforge.dsl.ir import DataTable

_SLICING = """\
// Tables first .. first + count - 1 of the slicing family of the reflected polynomial poly, 256
// entries each: entry i of table n is the CRC (from state 0) of byte i followed by n zero bytes.
void crc32_slicing_tables(uint32_t* table, uint32_t poly, int first, int count) {
  for (int i = 0; i < 256; i++) {
    uint32_t crc = i;
    for (int n = 0; n < first + count; n++) {
      uint32_t low = crc & 0xff;            // one byte more: the low byte's CRC, the rest moved on
      for (int bit = 0; bit < 8; bit++) {
        low = (low >> 1) ^ ((low & 1) ? poly : 0);
      }
      crc = (crc >> 8) ^ low;
      if (n >= first) {
        table[256 * (n - first) + i] = crc;
      }
    }
  }
}
"""

_LANES = """\
// The four tables of crc32_vector_lanes: table j moves byte j of a lane word 4 * lanes bytes on,
// the CRC of the byte followed by 4 * lanes - 1 - j zero bytes.
void crc32_lane_tables(uint32_t* table, uint32_t poly, int lanes) {
  for (int j = 0; j < 4; j++) {
    crc32_slicing_tables(table + 256 * j, poly, 4 * lanes - 1 - j, 1);
  }
}
"""

# r walks x^n mod P from n = -1 (x is invertible mod P since P(0) = 1), reflected: x^0 in bit 31,
# so multiplying by x is a right shift and P's reflected low terms XORed in for the x^32 shifted
# out. A key is such a remainder in the upper half of a 64-bit word (reflected over 64 bits). Bit j
# of mu = floor(x^96 / P), reflected over 65 bits without its x^0 bit, is the x^31 coefficient of
# x^(31+j) mod P: the partial remainder of the long division at that quotient bit.
_FOLD = """\
// The key table of crc32_fold for the reflected polynomial poly (P, degree 32): key1(0), the
// Barrett constants mu = x^96 / P and P, then key1(d) = x^(128d+63) mod P for d = cap .. 0 and
// key2(d) = x^(128d-1) mod P for d = cap .. 0, each remainder reflected into a word's upper half.
void crc32_fold_keys(uint64_t* keys, uint32_t poly, int cap) {
  uint64_t mu = 0;
  uint32_t r = (poly << 1) | 1;             // x^-1 mod P
  for (int n = -1; n <= 128 * cap + 63; n++) {
    if (n >= 31 && n < 95) {
      mu |= (uint64_t)(r & 1) << (n - 31);
    }
    if ((n + 1) % 128 == 0) {
      keys[4 + 2 * cap - (n + 1) / 128] = (uint64_t)r << 32;
    }
    if (n % 128 == 63) {
      keys[3 + cap - n / 128] = (uint64_t)r << 32;
    }
    r = (r >> 1) ^ ((r & 1) ? poly : 0);    // times x
  }
  keys[0] = keys[3 + cap];
  keys[1] = mu;
  keys[2] = ((uint64_t)poly << 1) | 1;      // P reflected over 33 bits
}
"""

# name -> (C++ text as a helper: unindented, its comment first; the functions it calls)
FUNCTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "crc32_slicing_tables": (_SLICING, ()),
    "crc32_lane_tables": (_LANES, ("crc32_slicing_tables",)),
    "crc32_fold_keys": (_FOLD, ()),
}


def _arg(v: int) -> str:
    return f"{v:#x}" if v > 0xFFFF else str(v)


def call(d: DataTable) -> str:
    """The statement that fills the table's array."""
    fn, *args = d.compute
    if fn not in FUNCTIONS:
        raise KeyError(f"table {d.symbol}: no C++ function {fn!r} computes it (emitters/hotspot_tables.py)")
    return f"{fn}({', '.join([d.symbol] + [_arg(a) for a in args])});"


def functions(names) -> dict[str, str]:
    """The functions `names` and those they call (name -> text), each after those it calls."""
    out: dict[str, str] = {}

    def add(name):
        text, calls = FUNCTIONS[name]
        for c in calls:
            add(c)
        out.setdefault(name, text.rstrip("\n"))
    for name in names:
        add(name)
    return out
