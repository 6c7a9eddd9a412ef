"""AES with Zvkned: the single-block stubs, ECB and CBC, each for AES-128/192/256.

Key: Java's int[] forward schedule, one round key per register (vle32 + vrev8.v, see aes_rounds),
the key size chosen at run time from the int[] length at key-4. Decryption walks the same forward
schedule backwards.

Technique per stub:
- aescrypt_encryptBlock / _decryptBlock: one element group at e32, m1, vl=4. The .vv forms and a
  vxor for round 0, so mainline HotSpot's assembler needs no additions.
- electronicCodeBook_*: blocks are independent, so each vsetvli takes as many words as the vector
  unit holds (AVL = remaining 32-bit words, e32, LMUL `lmul`) and one .vs instruction per round
  encrypts every element group of the data group: the .vs forms read the round key from element
  group 0 of a single register for every group of vd. Instructions per byte halve with each
  doubling of VLEN or LMUL; at LMUL 8 one iteration is 19 instructions (AES-128) for VLEN bytes.
- cipherBlockChaining_decryptAESCrypt: P_i = D(C_i) xor C_{i-1}, and every D(C_i) is independent,
  so it runs grouped like ECB. The previous-ciphertext vector is
    chain="reload": C loaded a second time from from-16 (one vle32 and one addi per iteration;
        the first iteration instead slides the loaded C group up by one element group,
        vslideup.vi by 4, over the IV held in group 0). Two data groups, so LMUL 8 fits. It reads
        ciphertext again after plaintext was stored, which is right unless `to` overlaps `from`
        less than 16 bytes behind or anywhere ahead of it: Java's CipherCore copies the input in
        exactly those cases (and implDecrypt itself is wrong in place), so the stub never sees them.
    chain="slide": every iteration slides the C group up by one element group over the last block
        of the previous iteration (vslideup.vi 4), decrypts a copy (vmv.v.v) and keeps the new last
        block with vslidedown.vx by vl-4. Any overlap with to <= from works, but it needs three
        data groups (LMUL <= 4) and two more instructions per iteration.
  r becomes the last ciphertext block.
- cipherBlockChaining_encryptAESCrypt: serial by nature (each block's input is the previous
  block's output), so one block per step at e32, m1, vl=4 with the .vv forms, the chaining value
  kept in the state register; the loop compares the pointer with an end pointer. r becomes the
  last ciphertext block.

What limits LMUL: the round keys take 15 single registers (AES-256) and v0 is left alone, so
v1..v15 hold keys and the data groups must come from v16..v31: two groups of 8, four of 4, and so
on. ECB needs one data group, CBC decryption two (reload) or three (slide), so LMUL 8 is the
largest for ECB and CBC-reload and LMUL 4 for CBC-slide. LMUL 8 is the default: at VLEN 128 an
iteration covers 128 bytes, so the per-iteration overhead (vsetvli, pointer updates, branch) is
spread over eight blocks; a smaller LMUL only adds iterations. The vector unit works on every
element group of the data group in one instruction, so there is no separate unroll: more groups
in flight would need a vsetvli per group and a second vl.

The grouped loops never let a CPU choose vl: RVV 1.0 lets vsetvli grant any vl in
[ceil(AVL/2), VLMAX] when VLMAX < AVL < 2*VLMAX, and a vl that is not a multiple of the element-group
size 4 makes every vaes* instruction reserved. So a step takes vl = VLMAX (AVL = x0, one answer;
VLMAX = VLEN*LMUL/32 is a multiple of 4) while at least VLMAX words are left, and only the last,
shorter step asks for the words left (AVL < VLMAX: vl = AVL exactly, a multiple of 4). The branch
that picks between them replaces the per-step vsetvli, so a full step costs what it did.
(`stubforge sim --vl-grant min` runs every kernel with the smallest legal grant.)

from/to are byte[] ranges at any alignment and are read and written with vle32/vse32, as HotSpot's
own RISC-V AES stubs do: a core that traps on misaligned vector accesses must emulate them.
Java ints (len) arrive sign-extended; len is non-negative here, so it is used as is.
"""
from stubforge.dsl import Param, kernel
from stubforge.dsl.structure import helper

from .aes_rounds import aes_load_round_keys, decrypt_rounds, dispatch_key_size, encrypt_rounds

EXTENSIONS = {"v", "zvkned", "zvkb"}
MAX_KEYS = 15            # AES-256: Nr + 1 round keys


@kernel(stub="aescrypt_encryptBlock", extensions=EXTENSIONS, decrypt=False)
@kernel(stub="aescrypt_decryptBlock", extensions=EXTENSIONS, decrypt=True)
def aes_block(k, decrypt):
    """One 16-byte block; the .vv forms at e32, m1, vl=4. Returns 0."""
    src, dst, key = k.args
    keys = k.vregs(MAX_KEYS, names="vkeys")
    state = k.vreg(name="vstate")
    keylen, = k.temps(1, names="keylen")
    k.enter()
    with k.vtype(sew=32, lmul=1, avl=4):
        k.vle32_v(state, src)

        def body(nr):
            aes_load_round_keys(k, key, keys, nr)
            decrypt_rounds(k, state, keys, nr, grouped=False) if decrypt else \
                encrypt_rounds(k, state, keys, nr, grouped=False)

        def tail():
            k.vse32_v(state, dst)
            k.li(k.result, 0)
            k.leave()
            k.ret()

        dispatch_key_size(k, key, keylen, body, tail, repeat_tail=True)


_LMUL = Param(8, (1, 2, 4, 8), "data group size: an iteration covers VLEN*LMUL/8 bytes; the 15 round "
                               "keys leave v16..v31 for data groups")


def _vlmax_steps(k, lmul, vl, nbytes):
    """Before a grouped loop: vl = VLMAX words of e32 at `lmul` and nbytes = 4*vl, its bytes."""
    k.setvl(32, lmul, vl=vl)
    k.slli(nbytes, vl, 2)


def _last_step(k, lmul, words, vl, nbytes, name="full_group"):
    """At the top of a grouped step: while words >= vl (= VLMAX) keep the full group; the last,
    shorter step asks for exactly the words left, which every CPU grants as asked."""
    full = k.label(name)
    k.bgeu(words, vl, full)
    k.setvl(32, lmul, avl=words, vl=vl)
    k.slli(nbytes, vl, 2)
    k.bind(full)


def _advance(k, vl, nbytes, words, *ptrs):
    """ptrs += nbytes (= 4*vl), words -= vl."""
    for p in ptrs:
        k.add(p, p, nbytes)
    k.sub(words, words, vl)


@kernel(stub="electronicCodeBook_encryptAESCrypt", extensions=EXTENSIONS, params={"lmul": _LMUL}, decrypt=False)
@kernel(stub="electronicCodeBook_decryptAESCrypt", extensions=EXTENSIONS, params={"lmul": _LMUL}, decrypt=True)
def aes_ecb(k, decrypt, lmul):
    """ECB: as many blocks per instruction as one e32 group of LMUL registers holds. Returns len."""
    src, dst, key, length = k.args
    keys = k.vregs(MAX_KEYS, names="vkeys")
    data = k.vreg(lmul, name="vdata")
    keylen, words, vl, nbytes = k.temps(4, names="keylen words vl nbytes")
    done = k.label("ecb_done")

    @helper(name="aes_ecb_blocks")
    def blocks(k, rounds_):
        """ECB with one key size, either direction: its round keys, then every element group of an
        e32 LMUL group per step."""
        loop = k.label("ecb_loop")
        with k.vtype(sew=32, lmul=1, avl=4):
            aes_load_round_keys(k, key, keys, rounds_)
            k.srli(words, length, 2)
            with k.section("as many blocks per step as an e32 group of LMUL registers holds"):
                _vlmax_steps(k, lmul, vl, nbytes)
                k.bind(loop)
                _last_step(k, lmul, words, vl, nbytes)
                k.vle32_v(data, src)
                with k.when("decrypt", decrypt) as dec:     # the one difference of the two stubs
                    (decrypt_rounds if dec else encrypt_rounds)(k, data, keys, rounds_)
                k.vse32_v(data, dst)
                _advance(k, vl, nbytes, words, src, dst)
                k.bnez(words, loop)

    def tail():
        k.bind(done)
        k.mv(k.result, length)
        k.leave()
        k.ret()

    @helper(name="aes_ecb_crypt")
    def crypt(k):
        """Both ECB stubs' code after the frame is set up (they differ only in the direction of
        aes_ecb_blocks): the key size from the key array's length, one copy of the loop per size,
        and the return of len."""
        k.beqz(length, done)
        dispatch_key_size(k, key, keylen, lambda nr: blocks(k, nr), tail)

    k.enter()
    crypt(k)


@kernel(stub="cipherBlockChaining_encryptAESCrypt", extensions=EXTENSIONS)
def aes_cbc_encrypt(k):
    """CBC encryption, one block per step (serial): .vv forms at e32, m1, vl=4. Returns len."""
    src, dst, key, rvec, length = k.args
    keys = k.vregs(MAX_KEYS, names="vkeys")
    state, block = k.vregs(2, names="vstate vblock")
    keylen, end = k.temps(2, names="keylen end")
    done = k.label("cbc_done")
    k.enter()
    k.beqz(length, done)

    @helper
    def aes_cbc_encrypt_blocks(k, rounds):
        """CBC encryption with one key size: one block per step, the chaining value in vstate; r
        becomes the last ciphertext block."""
        loop = k.label("cbc_enc_loop")
        with k.vtype(sew=32, lmul=1, avl=4):
            aes_load_round_keys(k, key, keys, rounds)
            k.vle32_v(state, rvec)         # the chaining value: IV, then each ciphertext block
            k.add(end, src, length)
            k.bind(loop)
            k.vle32_v(block, src)
            k.vxor_vv(state, state, block)
            encrypt_rounds(k, state, keys, rounds, grouped=False)
            k.vse32_v(state, dst)
            k.addi(src, src, 16)
            k.addi(dst, dst, 16)
            k.bltu(src, end, loop)
            k.vse32_v(state, rvec)

    def tail():
        k.bind(done)
        k.mv(k.result, length)
        k.leave()
        k.ret()

    dispatch_key_size(k, key, keylen, lambda nr: aes_cbc_encrypt_blocks(k, nr), tail)


@kernel(stub="cipherBlockChaining_decryptAESCrypt", extensions=EXTENSIONS,
        params={"lmul": _LMUL,
                "chain": Param("reload", ("reload", "slide"),
                               "previous-ciphertext vector: loaded again from from-16 (two data groups), "
                               "or slid up from the loaded group (three data groups, LMUL <= 4)")})
def aes_cbc_decrypt(k, lmul, chain):
    """CBC decryption, grouped like ECB; the chaining vector by reload or slide. Returns len."""
    src, dst, key, rvec, length = k.args
    keys = k.vregs(MAX_KEYS, names="vkeys")
    if chain == "reload":
        data, prev = k.vregs(2, lmul, names="vdata vprev")
    else:
        data, prev, work = k.vregs(3, lmul, names="vdata vprev vwork")
    keylen, ptr, words, vl, nbytes = k.temps(5, names="keylen prev_ptr words vl nbytes")
    done = k.label("cbc_done")
    k.enter()
    k.beqz(length, done)

    @helper(name=f"aes_cbc_decrypt_blocks_{chain}")
    def blocks(k, rounds):
        """CBC decryption with one key size, grouped like ECB; each block's previous ciphertext
        from memory (reload) or slid up from the loaded group (slide); r becomes the last one."""
        loop = k.label("cbc_dec_loop")
        with k.vtype(sew=32, lmul=1, avl=4):
            aes_load_round_keys(k, key, keys, rounds)
            k.vle32_v(prev, rvec)          # element group 0 of prev: the IV
            k.srli(words, length, 2)
            _vlmax_steps(k, lmul, vl, nbytes)
            if chain == "reload":
                first = k.label("cbc_dec_first")
                _last_step(k, lmul, words, vl, nbytes, name="first_full_group")
                k.vle32_v(data, src)
                k.vslideup_vi(prev, data, 4)       # [IV, C0, C1, ...]
                k.j(first)
                k.bind(loop)
                _last_step(k, lmul, words, vl, nbytes)
                k.vle32_v(data, src)
                k.addi(ptr, src, -16)
                k.vle32_v(prev, ptr)               # [C-1, C0, C1, ...] from memory
                k.bind(first)
                decrypt_rounds(k, data, keys, rounds)
                k.vxor_vv(data, data, prev)
                k.vse32_v(data, dst)
            else:
                k.bind(loop)
                _last_step(k, lmul, words, vl, nbytes)
                k.vle32_v(data, src)
                k.vslideup_vi(prev, data, 4)       # [last, C0, C1, ...]
                k.vmv_v_v(work, data)
                decrypt_rounds(k, work, keys, rounds)
                k.vxor_vv(work, work, prev)
                k.vse32_v(work, dst)
                k.addi(ptr, vl, -4)
                k.vslidedown_vx(prev, data, ptr)   # group 0: this iteration's last block
            _advance(k, vl, nbytes, words, src, dst)
            k.bnez(words, loop)
            k.setvl(32, 1, avl=4)
            if chain == "reload":
                k.addi(ptr, src, -16)
                k.vle32_v(prev, ptr)               # the last ciphertext block
            k.vse32_v(prev, rvec)

    def tail():
        k.bind(done)
        k.mv(k.result, length)
        k.leave()
        k.ret()

    dispatch_key_size(k, key, keylen, lambda nr: blocks(k, nr), tail)
