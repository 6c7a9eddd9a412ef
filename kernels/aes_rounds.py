"""AES pieces every Zvkned kernel shares: Java's key schedule into registers, the per-key-size
dispatch, and the round sequences. Not a stub itself.

Java hands HotSpot the FIPS-197 forward schedule as an int[] whose words were built big-endian from
the key bytes; in little-endian memory every word's bytes are reversed, so each round key is loaded
with e32 and byte-reversed with vrev8.v. Decryption walks the same forward schedule backwards
(Zvkned's vaesdm/vaesdf take forward round keys). The int[]'s length at key-4 (44, 52 or 60 words)
selects AES-128/192/256 at run time.
"""
from __future__ import annotations

ROUNDS = {44: 10, 52: 12, 60: 14}


def dispatch_key_size(k, key, tmp, body):
    """Emit `body(nr)` once per AES key size, entered by Java's int[] length at key-4.

    Each body must end by jumping to the returned label (or returning); the AES-256 body is last
    and falls through to it.
    """
    done = k.label("aes_done")
    entry = {nr: k.label(f"aes{32 * (nr - 6)}") for nr in (12, 14)}   # key bits = 32*Nk, Nk = Nr-6
    k.lw(tmp, key, -4)
    k.addi(tmp, tmp, -52)
    k.beqz(tmp, entry[12])
    k.addi(tmp, tmp, 52 - 60)
    k.beqz(tmp, entry[14])
    for nr in (10, 12, 14):
        if nr in entry:
            k.bind(entry[nr])
        body(nr)
        if nr != 14:
            k.j(done)
    k.bind(done)


def load_round_keys(k, key, keys, ptr):
    """keys[i] = round key i in FIPS byte order. Needs an open vtype region of e32 with vl=4."""
    vt = k.current_vtype
    assert vt is not None and vt.sew == 32, "load_round_keys needs an e32 region with vl=4"
    k.mv(ptr, key)
    for i, reg in enumerate(keys):
        k.vle32_v(reg, ptr)
        k.vrev8_v(reg, reg)
        if i + 1 < len(keys):
            k.addi(ptr, ptr, 16)


def encrypt_rounds(k, state, keys, nr, grouped=True):
    """AES encryption of every element group of `state` (round keys from single registers).

    grouped=False uses the .vv forms and a vxor for round 0: the same result for a single element
    group, and instructions mainline HotSpot's assembler already has.
    """
    if grouped:
        k.vaesz_vs(state, keys[0])
        for i in range(1, nr):
            k.vaesem_vs(state, keys[i])
        k.vaesef_vs(state, keys[nr])
    else:
        k.vxor_vv(state, state, keys[0])
        for i in range(1, nr):
            k.vaesem_vv(state, keys[i])
        k.vaesef_vv(state, keys[nr])


def decrypt_rounds(k, state, keys, nr, grouped=True):
    """AES decryption with the forward schedule, last round key first."""
    if grouped:
        k.vaesz_vs(state, keys[nr])
        for i in range(nr - 1, 0, -1):
            k.vaesdm_vs(state, keys[i])
        k.vaesdf_vs(state, keys[0])
    else:
        k.vxor_vv(state, state, keys[nr])
        for i in range(nr - 1, 0, -1):
            k.vaesdm_vv(state, keys[i])
        k.vaesdf_vv(state, keys[0])
