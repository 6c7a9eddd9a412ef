"""updateBytesCRC32 and updateBytesCRC32C by table ("slicing by 8").

Technique: eight 256-entry tables let one word advance the CRC by eight bytes with eight independent
lookups instead of eight dependent ones. The running state meets only the word's first four bytes:
those come from one lwu XORed with it (a mask, two shift-and-mask pairs, a shift), the other four
straight from memory by lbu, one instruction each: 35 instructions per 8 bytes with Zba, where one
ld and a shift and a mask per byte take 39. The tables are two arrays of four (CRC32's first four
are HotSpot's own crc_table), so that two base registers reach all eight with lwu's 12-bit offset
(-2048..+1024), which saves an add per lookup. With Zba, sh2add scales and adds the index in one
instruction. The buffer pointer doubles as the loop counter. CRC32 inverts on entry and exit as
zlib's crc32() does; CRC32C receives and returns the running inverted state. The CRC32C stub's
`table` argument (a 256-entry table) is not enough for slicing by 8, so the stub carries its own
tables and ignores it.

Variant "zbc" takes whole words by one Barrett step each (kernels/crc32_clmul.py); variant "rvv"
advances 32-bit vector lanes a block at a time by vector table lookups (kernels/crc32_vtable.py)
and finishes its last block with the table path below.

Variant "zvbc" folds the buffer with carry-less multiplies first (kernels/crc32_fold.py) and leaves
only buffers under 8 bytes and the last < 8 bytes to the byte loop of the same table path
(`table_path`).
"""
from types import SimpleNamespace

from stubforge.dsl import Param, kernel
from stubforge.dsl.structure import helper

from . import crc32_clmul, crc32_fold, crc32_vtable

CRC32_POLY = 0xEDB88320    # reflected IEEE 802.3
CRC32C_POLY = 0x82F63B78   # reflected Castagnoli
TABLE_BYTES = 256 * 4      # one slicing table


def slicing_tables(poly: int, n: int = 8) -> list[list[int]]:
    t0 = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ (poly if c & 1 else 0)
        t0.append(c)
    tabs = [t0]
    for _ in range(1, n):
        prev = tabs[-1]
        tabs.append([(v >> 8) ^ t0[v & 0xFF] for v in prev])
    return tabs


_PARAMS = {
    "unroll": Param(4, (1, 2, 4, 8, 16), "8-byte words per loop iteration of the table path (table variants; "
                    "rvv: for its last block)", variants=("zba", "base", "rvv")),
    "words": Param(32, crc32_clmul.WORDS, "zbc variant only: 8-byte words (Barrett steps) per loop iteration",
                   variants=("zbc",)),
    "chains": Param(4, crc32_clmul.CHAINS, "zbc variant only: independent Barrett chains per iteration (words/"
                    "chains contiguous words each), joined at its end: one chain is fewest instructions, "
                    "several keep the multiplier busy", variants=("zbc",)),
    "lmul": Param(4, crc32_fold.LMULS, "zvbc variant only: register group size of the folding loop, one "
                  "step of which folds VLEN*LMUL/4 bytes (VLEN counted up to 1024); the table variants "
                  "ignore it", variants=("zvbc",)),
    "lanes": Param(32, crc32_vtable.LANES, "rvv variant only: 32-bit lanes (one block of 4*lanes bytes per "
                   "step; LMUL = lanes/4)", variants=("rvv",)),
}
_VARIANTS = {"zba": ({"zba"}, "sh2add scales and adds each table index"),
             "base": (set(), "rv64gc only: slli + add per table index"),
             "zbc": ({"zbc"}, "scalar carry-less multiply (kernels/crc32_clmul.py): one Barrett step "
                     "(ld, xor, clmul, clmulh) per 8-byte word; the byte table for the last < 8 bytes"),
             "rvv": ({"v"}, "vector table lookups (kernels/crc32_vtable.py): `lanes` words advanced a "
                     "block at a time by four vluxei32 each, for a CPU with V but no Zvbc; slicing by 8 "
                     "for the last block"),
             "zvbc": ({"zvbc"}, "carry-less multiply folding (kernels/crc32_fold.py): Zvbc over many "
                      "128-bit lanes, then the 128 -> 32-bit reduction (Barrett) on one element; the byte "
                      "table for the last < 8 bytes")}


@kernel(stub="updateBytesCRC32", params=_PARAMS, variants=_VARIANTS, poly=CRC32_POLY, invert=True)
@kernel(stub="updateBytesCRC32C", params=_PARAMS, variants=_VARIANTS, poly=CRC32C_POLY, invert=False)
def crc32(k, poly, invert, unroll, lmul, lanes, words, chains):
    crc, buf, length = k.args[:3]
    k.release(*k.args[3:])                 # CRC32C's table argument is not used: its register is free
    name, lo = "crc32" if invert else "crc32c", None
    k.enter()
    if invert:
        k.not_(crc, crc)
    k.zext_w(crc, crc)                     # a Java int arrives sign-extended
    slicing = True
    if k.variant == "zvbc":                # folds all but the last < 8 bytes (buffers under 8: none)
        crc32_fold.fold(k, poly, crc, buf, length, lmul)
        slicing = False
    elif k.variant == "zbc":               # whole words by Barrett steps, then the byte loop
        crc32_clmul.barrett_words(k, poly, words, crc, buf, length, chains)
        slicing = False
    elif k.variant == "rvv":               # whole blocks in vector lanes, the last one by table
        lo = tables_0_3(k, poly, name)     # its table 0 is the head bytes' table too
        crc32_vtable.blocks(k, poly, lanes, crc, buf, length, lo, slicing_tables)
    table_path(k, poly, name, unroll, crc, buf, length, slicing, lo)
    if invert:
        k.not_(crc, crc)
    k.sext_w(crc, crc)                     # return a Java int the way it came
    k.leave()
    k.ret()


def table_path(k, poly, name, unroll, crc, buf, length, words=True, lo=None):
    """crc = CRC of the `length` bytes at buf, continuing from the zero-extended running state `crc`,
    by slicing-by-8 words (unless words=False: the caller leaves fewer than 8 bytes) and then single
    bytes; declares its tables (tables 0..3 unless given: `lo`) and takes its own temporaries."""
    r = _tables(k, poly, name, words, lo)
    if not words:
        k.la(r.base_lo, r.lo)
        _BYTES(k, crc, buf, length, r.base_lo, 0, r.end, r.x, r.idx, r.val)
    else:
        _slicing_helper(unroll)(k, crc, buf, length, r.lo, r.hi, unroll, r.base_lo, r.base_hi, r.end, r.x,
                                r.idx, r.val)


def tables_0_3(k, poly, name):
    """Tables 0..3 of slicing-by-8 (table 0: the byte table), one table shared by every variant of
    the algorithm; CRC32's are HotSpot's own (StubRoutines::crc_table_addr(): zlib's tables 0..3,
    the same values)."""
    extern = "StubRoutines::crc_table_addr()" if poly == CRC32_POLY else ""
    return k.table(f"{name}_tables_0_3", sum(slicing_tables(poly, 4), []), comment="tables 0..3 of slicing-by-8",
                   extern=extern, compute=("crc32_slicing_tables", poly, 0, 4))


def _tables(k, poly, name, words, lo=None):
    """The tables and the temporaries; registers in the returned namespace. Tables 0..3 and 4..7 are
    two tables of the algorithm, each shared by every variant (tables_0_3)."""
    tabs = slicing_tables(poly)
    r = SimpleNamespace(words=words)
    r.lo = lo if lo is not None else tables_0_3(k, poly, name)
    if words:
        r.hi = k.table(f"{name}_tables_4_7", sum(tabs[4:], []), comment="tables 4..7 of slicing-by-8",
                       compute=("crc32_slicing_tables", poly, 4, 4))
        r.base_lo, r.base_hi, r.end, r.x, r.idx, r.val = k.temps(6, names="table_lo table_hi end word index entry")
    else:                                  # bytes only: table 0 alone, addressed from its start
        r.base_lo, r.end, r.x, r.idx, r.val = k.temps(5, names="table end word index entry")
    return r


# base_lo points at table 2 and base_hi at table 6, so that lwu's 12-bit offset
# (-2048..+1024) reaches every table from one of them: no add per lookup.
def _index(k, r, byte, table):
    """idx = &table[byte] - base, returning the offset to load from."""
    if not r.words:
        base, off = r.base_lo, 0
    else:
        base, off = (r.base_lo, (table - 2) * 1024) if table < 4 else (r.base_hi, (table - 6) * 1024)
    k.shadd(r.idx, byte, base, r.idx, 2)    # sh2add with Zba, slli + add without
    return off


def _word_helper(name):
    @helper(name=name)
    def word(k, crc, buf, offset, table_lo, table_hi, word, index, entry):
        """crc = CRC of the 8 bytes at buf+offset, continuing from crc. The state meets only the
        first four bytes, so those come from one lwu ^ crc and the other four straight from memory
        with lbu: one instruction per byte instead of a shift and a mask."""
        r = SimpleNamespace(words=True, base_lo=table_lo, base_hi=table_hi, idx=index)
        k.lwu(word, buf, offset)
        k.xor(word, word, crc)             # 32 bits: byte 3 needs no mask after its shift
        for j in range(4):                 # byte j of the word is looked up in table 7-j
            if j == 0:
                k.andi(index, word, 0xFF)
            elif j == 3:
                k.srli(index, word, 24)
            else:
                k.srli(index, word, 8 * j)
                k.andi(index, index, 0xFF)
            off = _index(k, r, index, 7 - j)
            if j == 0:
                k.lwu(crc, index, off)
            else:
                k.lwu(entry, index, off)
                k.xor(crc, crc, entry)
        for j in k.range(4, 8, var="j"):   # bytes 4..7 straight from memory: tables 3..0 from table_lo
            k.lbu(index, buf, offset + j)
            k.shadd(index, index, table_lo, index, 2)
            k.lwu(entry, index, (5 - j) * TABLE_BYTES)
            k.xor(crc, crc, entry)
    return word


# One helper for both index forms: shadd picks per CPU, so its C++ is the same.
_WORD = _word_helper("crc32_word")


def _slicing_helper(unroll):
    """The slicing-by-8 path as one helper shared by every table-path stub (CRC32's and CRC32C's
    tables are its arguments, `unroll` an int): one unrolled loop needs a second helper (no C++
    `if`: the single-word loop is left out)."""
    @helper(name="crc32_slicing_by_8" if unroll > 1 else "crc32_slicing_by_8_unroll1")
    def slicing(k, crc, buf, len, tables_lo, tables_hi, unroll, table_lo, table_hi, end, word, index, entry):
        """crc = CRC of the len bytes at buf, continuing from the zero-extended state crc: `unroll`
        words of 8 bytes per iteration (the buffer pointer is the counter), then single words, then
        single bytes. tables_lo/tables_hi: tables 0..3 and 4..7 of slicing-by-8."""
        L_words, L_word, L_bytes = k.label("words"), k.label("word"), k.label("bytes")
        k.la(table_lo, tables_lo, TABLE_BYTES * 2)     # table 2: tables 0..3 at -2048..+1024
        k.la(table_hi, tables_hi, TABLE_BYTES * 2)     # table 6: tables 4..7 likewise
        k.andi(end, len, -8 * unroll)
        k.beqz(end, L_word if unroll > 1 else L_bytes)
        k.sub(len, len, end)
        k.add(end, buf, end)
        k.bind(L_words)
        for j in k.range(unroll):
            _WORD(k, crc, buf, 8 * j, table_lo, table_hi, word, index, entry)
        k.addi(buf, buf, 8 * unroll)
        k.bltu(buf, end, L_words)
        if unroll > 1:                     # fewer than `unroll` words left: one at a time
            k.bind(L_word)
            k.li(word, 8)
            k.bltu(len, word, L_bytes)
            _WORD(k, crc, buf, 0, table_lo, table_hi, word, index, entry)
            k.addi(buf, buf, 8)
            k.addi(len, len, -8)
            k.j(L_word)
        k.bind(L_bytes)
        _BYTES(k, crc, buf, len, table_lo, -2 * TABLE_BYTES, end, word, index, entry)
    return slicing


@helper(name="crc32_update_bytes")
def _BYTES(k, crc, buf, len, table, offset, end, word, index, entry):
    """crc = CRC of the len bytes at buf, one table lookup per byte; the byte table is at
    table + offset."""
    L_byte, L_done = k.label("byte"), k.label("done")
    k.beqz(len, L_done)
    k.add(end, buf, len)
    k.bind(L_byte)
    k.lbu(word, buf, 0)
    k.xor(word, word, crc)
    k.andi(word, word, 0xFF)
    k.shadd(index, word, table, index, 2)   # sh2add with Zba, slli + add without
    k.lwu(entry, index, offset)
    k.srli(crc, crc, 8)
    k.xor(crc, crc, entry)
    k.addi(buf, buf, 1)
    k.bltu(buf, end, L_byte)
    k.bind(L_done)
