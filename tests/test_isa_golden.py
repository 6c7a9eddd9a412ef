"""Golden encodings: every ISA-table instruction, printed by the GNU emitter and assembled by LLVM,
gives the same word as stubforge's own encoder (PeachPy-style, against a real assembler)."""
import struct
from fractions import Fraction

import pytest

from stubforge.dsl.encode import assemble, encode_insn
from stubforge.dsl.ir import Bind, Instr, Label, Program, Src
from stubforge.dsl.isa import TABLE, VType
from stubforge.dsl.regs import V, X
from stubforge.emitters import gnu
from stubforge.sim import toolchain

# Operand values chosen so every field holds distinct, non-zero bits (a misplaced field shows).
SAMPLE = {"rd": X[10], "rs1": X[11], "rs2": X[12], "vd": V[8], "vs1": V[24], "vs2": V[16], "vs3": V[8],
          "imm12": -5, "shamt6": 37, "shamt5": 19, "simm5": -3, "uimm5": 7, "uimm6": 33, "uimm20": 0x12345,
          "avl5": 13, "vtypei": VType(16, Fraction(2), True, False)}


def sample_program() -> Program:
    src = Src(__file__, 0)
    target = Label("L_target", src)
    prog = Program("updateBytesAdler32", "golden", {}, frozenset(gnu.ARCH_NAME), ())
    for mn, insn in sorted(TABLE.items()):
        for masked in ((False, True) if "vm" in insn.operands else (False,)):
            ops = {}
            for tok in insn.operands:
                name = tok.split(":")[0]
                if name == "mem":
                    ops.update(rs1=X[11], off=-24, mem=True)
                elif name == "vmem":
                    ops.update(rs1=X[11], vmem=True)
                elif name in ("b13", "j21"):
                    ops[name] = target
                elif name == "vm":
                    ops["vm"] = masked
                elif name in SAMPLE:
                    ops[name] = SAMPLE[name]
            prog.items.append(Instr(insn, ops, src))
    bind = Bind(target, src)
    target.bound = bind
    prog.items.append(bind)
    return prog


@pytest.fixture(scope="module")
def llvm_words():
    prog = sample_program()
    raw = toolchain.assemble_stub_bytes(gnu.emit(prog), gnu.symbol(prog))
    return prog, [w for (w,) in struct.iter_unpack("<I", raw)]


def test_every_table_instruction_matches_llvm(llvm_words):
    prog, words = llvm_words
    assert len(words) == len(prog.instrs)
    at, labels, _ = prog.layout()
    bad = []
    for ins, ref in zip(prog.instrs, words):
        ours = encode_insn(ins.insn, ins.ops, at[id(ins)], labels)
        if ours != ref:
            bad.append(f"{gnu.insn_text(ins)}: stubforge {ours:#010x}, LLVM {ref:#010x}")
    assert not bad, "\n".join(bad)


def test_table_is_fully_covered(llvm_words):
    prog, _ = llvm_words
    assert {i.insn.mnemonic for i in prog.instrs} == set(TABLE)


def test_word_mode_assembles_to_the_same_bytes(llvm_words):
    """The .word output needs no extension support in the assembler (rv64gc only)."""
    prog, _ = llvm_words
    raw = toolchain.assemble_stub_bytes(gnu.emit(prog, words=True), gnu.symbol(prog), march="rv64gc")
    assert raw == assemble(prog)
