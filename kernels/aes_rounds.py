"""AES pieces every Zvkned kernel shares: Java's key schedule into registers, the per-key-size
dispatch, and the round sequences. Not a stub itself; the helpers become private StubGenerator
functions in the C++, emitted once however many stubs call them (named apart from mainline's own
aes_load_keys/aes_encrypt/aes_decrypt, which load and count round keys differently).

Java hands HotSpot the FIPS-197 forward schedule as an int[] whose words were built big-endian from
the key bytes; in little-endian memory every word's bytes are reversed, so each round key is loaded
with e32 and byte-reversed with vrev8.v. Decryption walks the same forward schedule backwards
(Zvkned's vaesdm/vaesdf take forward round keys). The int[]'s length at key-4 (44, 52 or 60 words)
selects AES-128/192/256 at run time.
"""
from __future__ import annotations

from stubforge.dsl.structure import INT_ARRAY_LENGTH, helper

ROUNDS = {44: 10, 52: 12, 60: 14}


def dispatch_key_size(k, key, keylen, body, tail, repeat_tail=False):
    """body(rounds) per key size. AES-128, the common case, falls through into tail() (which must
    end the stub); AES-192 and AES-256 are placed after it and jump back to it, or, with
    repeat_tail (a tail without labels), end with a copy of it: one jump less per call."""
    L_aes192, L_aes256 = k.label("aes192"), k.label("aes256")
    L_done = None if repeat_tail else k.label("aes_done")
    k.lw(keylen, key, INT_ARRAY_LENGTH)    # Java's int[] length: 44, 52 or 60 words
    k.addi(keylen, keylen, -44)
    k.bnez(keylen, L_aes192)
    body(10)
    if L_done is not None:
        k.bind(L_done)
    tail()
    k.bind(L_aes192)
    k.addi(keylen, keylen, 44 - 52)
    k.bnez(keylen, L_aes256)
    body(12)
    tail() if repeat_tail else k.j(L_done)
    k.bind(L_aes256)
    body(14)
    tail() if repeat_tail else k.j(L_done)


@helper
def aes_load_round_keys(k, key, vkeys, rounds):
    """vkeys[0..rounds] = the round keys in FIPS byte order; key advances past all but the last.
    Needs e32 with vl=4."""
    vt = k.current_vtype
    assert vt is not None and vt.sew == 32, "aes_load_round_keys needs an e32 region with vl=4"
    for i in k.range(rounds):
        k.vle32_v(vkeys[i], key)
        k.vrev8_v(vkeys[i], vkeys[i])      # Java's words are big-endian-built ints
        k.addi(key, key, 16)
    k.vle32_v(vkeys[rounds], key)
    k.vrev8_v(vkeys[rounds], vkeys[rounds])


@helper
def aes_encrypt_vv(k, vstate, vkeys, rounds):
    """One element group: .vv forms and a vxor for round 0, which mainline's assembler has."""
    k.vxor_vv(vstate, vstate, vkeys[0])
    for i in k.range(1, rounds):
        k.vaesem_vv(vstate, vkeys[i])
    k.vaesef_vv(vstate, vkeys[rounds])


@helper
def aes_decrypt_vv(k, vstate, vkeys, rounds):
    """One element group, the forward schedule walked backwards."""
    k.vxor_vv(vstate, vstate, vkeys[rounds])
    for i in k.range(rounds - 1, 0, -1):
        k.vaesdm_vv(vstate, vkeys[i])
    k.vaesdf_vv(vstate, vkeys[0])


@helper
def aes_encrypt_vs(k, vstate, vkeys, rounds):
    """Every element group of vstate: the .vs forms read the round key from element group 0."""
    k.vaesz_vs(vstate, vkeys[0])
    for i in k.range(1, rounds):
        k.vaesem_vs(vstate, vkeys[i])
    k.vaesef_vs(vstate, vkeys[rounds])


@helper
def aes_decrypt_vs(k, vstate, vkeys, rounds):
    k.vaesz_vs(vstate, vkeys[rounds])
    for i in k.range(rounds - 1, 0, -1):
        k.vaesdm_vs(vstate, vkeys[i])
    k.vaesdf_vs(vstate, vkeys[0])


def encrypt_rounds(k, state, keys, nr, grouped=True):
    (aes_encrypt_vs if grouped else aes_encrypt_vv)(k, state, keys, nr)


def decrypt_rounds(k, state, keys, nr, grouped=True):
    (aes_decrypt_vs if grouped else aes_decrypt_vv)(k, state, keys, nr)
