"""Keccak-f[1600] for one scalar core: the 24 rounds as one straight line of three-address operations,
and the register allocation that fits them into what a HotSpot stub may clobber.

Why an allocator: 25 lanes do not fit. A stub may hold long-lived values in 23 registers (x28-x30,
a0-a7, s1-s11 borrowed, fp borrowed: x31 is HotSpot's xmethod, t0-t2 are MacroAssembler's scratch and
hold a value only into the next instruction, ra/gp/tp are not ours), and a round needs 25 lanes plus
five column parities and a sixth temporary in theta, or two in chi. So some lanes live in a stack
slot at any moment, and every trip costs a store and a load. The operations are fixed (the rounds
fully unrolled, pi by renaming: after 24 rounds every lane is back at its own index), so the
allocator knows every future use and evicts the value used furthest ahead (Belady's MIN), storing it
only if it has no copy in memory yet: the fewest spills for this order of operations.

An operation is (op, dst, srcs, imm): dst and srcs are value numbers (SSA: every value is defined
once). A value read only by the very next operation lives in t0 (the scratch rule: a chain of such
steps is fine); every other value gets one of the 23 registers while in use.

Ops: "xor", "andn" (a & ~b, Zbb), "rori", "not" (xori -1), "and", "or", "slli", "srli" (the plain
rotation and andn), "ld" (dst = [src0 + imm]), "sd" (store srcs[0] at [srcs[1] + imm]).
"""
from __future__ import annotations

from dataclasses import dataclass, field

# FIPS 202 3.2.2: rho offsets r[x][y]; 3.2.5: the round constants.
RHO = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
ROUNDS = 24


def round_constants() -> list[int]:
    """FIPS 202 Algorithm 5 (rc) and 6: RC[i] from the LFSR x^8 + x^6 + x^5 + x^4 + 1."""
    def rc(t):
        if t % 255 == 0:
            return 1
        r = 1
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1
    out = []
    for i in range(ROUNDS):
        v = 0
        for j in range(7):
            if rc(j + 7 * i):
                v |= 1 << ((1 << j) - 1)
        out.append(v)
    return out


@dataclass
class Seq:
    """The operations of one permutation, built value by value."""
    zbb: bool
    ops: list = field(default_factory=list)
    n: int = 0

    def val(self) -> int:
        self.n += 1
        return self.n - 1

    def op(self, name, srcs, imm=None, dst=True):
        v = self.val() if dst else None
        self.ops.append((name, v, tuple(srcs), imm))
        return v

    def rot(self, a, left):
        """a <<< left (64-bit)."""
        left %= 64
        if left == 0:
            return a
        if self.zbb:
            return self.op("rori", [a], 64 - left)
        hi = self.op("slli", [a], left)
        lo = self.op("srli", [a], 64 - left)
        return self.op("or", [hi, lo])

    def andn(self, a, b):
        """a & ~b."""
        if self.zbb:
            return self.op("andn", [a, b])
        return self.op("and", [a, self.op("not", [b])])


def keccak_ops(zbb: bool, state_ptr_home: int, rc_ptr_home: int):
    """The permutation over the lanes of a state array: (seq, statep, rcp, final lanes). `statep` and
    `rcp` are the values holding the state array's and the constant table's address (homes: the stack
    slot offsets given); the first use of a lane loads it from the state array, the last operations
    store every lane back."""
    s = Seq(zbb)
    statep, rcp = s.val(), s.val()
    homes = {statep: ("sp", state_ptr_home), rcp: ("sp", rc_ptr_home)}
    A = {}
    for j in range(25):
        v = s.val()
        homes[v] = ("state", 8 * j)          # an initial lane is already in memory: the state array
        A[j % 5, j // 5] = v
    C = _parities(s, A)
    for rnd in range(ROUNDS):
        B = {}
        for x in D_ORDER:                    # each C dies as early as it can (D3 ends C4, D2 C1...)
            d = s.op("xor", [C[(x - 1) % 5], s.rot(C[(x + 1) % 5], 1)])
            for y in range(5):
                B[y, (2 * x + 3 * y) % 5] = s.rot(s.op("xor", [A[x, y], d]), RHO[x][y])
        last = rnd == ROUNDS - 1
        C = {}
        for y in ROW_ORDER:
            b = [B[x, y] for x in range(5)]
            for x in range(5):
                o = s.op("xor", [b[x], s.andn(b[(x + 2) % 5], b[(x + 1) % 5])])
                if x == 0 and y == 0:
                    o = s.op("xor", [o, s.op("ld", [rcp], 8 * rnd)])
                A[x, y] = o
                if ACCUMULATE and not last:      # the next round's column parity, while o is at hand
                    C[x] = o if x not in C else s.op("xor", [C[x], o])
        if not ACCUMULATE and not last:
            C = _parities(s, A)
    for j in range(25):
        s.op("sd", [A[j % 5, j // 5], statep], 8 * j, dst=False)
    return s, statep, rcp, homes


# The order of the operations decides how many spills the allocator needs; these were chosen by
# counting the allocation of every order (chi's rows, theta's D's), the clean-value window and the
# next round's parities accumulated in chi or computed after it: 3,844 instructions per permutation
# with Zbb (3,986 for rows 0..4, D in 0 3 2 4 1, parities after chi). Nothing else got below 3,843.
ROW_ORDER = (4, 0, 1, 2, 3)
D_ORDER = (0, 3, 2, 4, 1)
CLEAN_WINDOW = 10           # a clean value this close to the furthest next use is evicted instead
DIRTY_PENALTY = 0
ACCUMULATE = True


def _parities(s, A):
    C = {}
    for x in range(5):
        c = s.op("xor", [A[x, 0], A[x, 1]])
        for y in range(2, 5):
            c = s.op("xor", [c, A[x, y]])
        C[x] = c
    return C


def allocate(seq: Seq, homes: dict, pool: list, live_in: dict, t0, sp, slots_base: int, statep_v: int):
    """Belady allocation: machine instructions as (mnemonic, operands) with registers from `pool`, t0
    for one-step values, stack slots from sp + slots_base up (8 bytes each). `live_in`: value -> the
    register it is in at the start. Returns (instructions, number of spill slots used)."""
    ops = seq.ops
    uses: dict[int, list[int]] = {}
    for i, (_, _, srcs, _) in enumerate(ops):
        for v in srcs:
            uses.setdefault(v, []).append(i)
    ptr = {v: 0 for v in uses}               # index into uses[v] of the next use

    def next_use(v, i):
        u = uses.get(v, [])
        k = ptr.get(v, 0)
        while k < len(u) and u[k] < i:
            k += 1
        ptr[v] = k
        return u[k] if k < len(u) else None

    # one-step values: defined by op i, read once, by op i+1 (and not a store's base)
    transient = set()
    for i, (_, v, _, _) in enumerate(ops):
        if v is not None and uses.get(v) == [i + 1]:
            transient.add(v)
    reg_of: dict[int, object] = dict(live_in)
    holder = {r: v for v, r in reg_of.items()}
    free = [r for r in pool if r not in holder]
    mem = dict(homes)                         # value -> (base, offset) of its copy in memory
    free_slots: list[int] = []
    nslots = 0
    out = []
    pinned: set[int] = set()

    def alloc_slot():
        nonlocal nslots
        if free_slots:
            return free_slots.pop()
        nslots += 1
        return slots_base + 8 * (nslots - 1)

    def evict(i):
        cands = [(next_use(v, i), v) for r, v in holder.items() if v not in pinned]
        if not cands:
            raise RuntimeError("keccak allocation: every register is pinned")
        far = [(float("inf") if nu is None else nu, v) for nu, v in cands]
        top = max(nu for nu, _ in far)
        # Belady, except that a clean value (a copy in memory already: no store) within CLEAN_WINDOW
        # operations of the furthest is taken instead
        nu, v = max(far, key=lambda c: (c[1] in mem and c[0] >= top - CLEAN_WINDOW,
                                        c[0] - (0 if c[1] in mem else DIRTY_PENALTY)))
        nu = None if nu == float("inf") else nu
        r = reg_of.pop(v)
        del holder[r]
        if nu is not None and v not in mem:
            slot = alloc_slot()
            mem[v] = ("sp", slot)
            out.append(("sd", (r, sp, slot)))
        return r

    def get_reg(i):
        return free.pop(0) if free else evict(i)

    def base_reg(base, i):
        if base == "sp":
            return sp
        assert base == "state"
        return ensure(statep_v, i)

    def ensure(v, i):
        if v in reg_of:
            return reg_of[v]
        if v not in mem:
            raise RuntimeError(f"keccak allocation: value {v} is neither in a register nor in memory")
        base, off = mem[v]
        pinned.add(v)
        b = base_reg(base, i)
        r = get_reg(i)
        out.append(("ld", (r, b, off)))
        reg_of[v], holder[r] = r, v
        return r

    def release_dead(i):
        for v in list(reg_of):
            if next_use(v, i) is None and v not in pinned:
                r = reg_of.pop(v)
                del holder[r]
                free.insert(0, r)
                if v in mem and mem[v][0] == "sp" and v not in homes:
                    free_slots.append(mem.pop(v)[1])

    i = 0
    while i < len(ops):
        # a chain: ops i..j where each defines a one-step value the next one reads; nothing may come
        # between them, so every load and eviction the chain needs happens before its first op
        j = i
        while ops[j][1] in transient:
            j += 1
        chain = ops[i:j + 1]
        srcs = {v for (_, _, ss, _) in chain for v in ss if v not in transient}
        pinned.clear()
        pinned.update(srcs)
        regs = {v: ensure(v, i) for v in sorted(srcs, key=lambda v: next_use(v, i))}
        name, dst, ss, imm = chain[-1]
        rd = None
        if dst is not None:
            dying = [v for v in regs if next_use(v, j + 1) is None]
            if dying:
                v = dying[0]
                rd = reg_of.pop(v)
                del holder[rd]
                if v in mem and mem[v][0] == "sp" and v not in homes:
                    free_slots.append(mem.pop(v)[1])
            else:
                rd = get_reg(j)
        for k, (name, d, ss, imm) in enumerate(chain):
            rs = [t0 if v in transient else regs[v] for v in ss]
            r = t0 if d in transient else rd
            if name == "sd":
                out.append(("sd", (rs[0], rs[1], imm)))
            elif imm is not None:
                out.append((name, (r, rs[0], imm)))
            elif len(rs) == 1:
                out.append((name, (r, rs[0])))
            else:
                out.append((name, (r, rs[0], rs[1])))
        if rd is not None:
            reg_of[dst], holder[rd] = rd, dst
        pinned.clear()
        i = j + 1
        release_dead(i)
    return out, nslots
