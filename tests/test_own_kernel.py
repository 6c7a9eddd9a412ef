"""A newcomer's own plain function, end to end (issue 37): a kernel file outside the checkout is
listed, emitted, simulated against the reference its author gives (sim/plain.py), measured and tuned,
from the command line (`stubforge sim work/sum64.py`) and from Python; a wrong kernel fails with a
detail that says what is wrong, and a mistake in the author's Python is one line (exit 2).

README's own sum64.py (tests/test_readme.py runs its session) is the file most tests start from."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from stubforge.dsl.ir import KernelError
from stubforge.sim import plain
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Result

sys.path.insert(0, str(Path(__file__).resolve().parent))
import test_readme  # noqa: E402 -- README's sum64.py

needs_sim = pytest.mark.skipif(shutil.which("qemu-riscv64") is None, reason="qemu-riscv64 is not installed")

SUM64 = test_readme.files()["sum64.py"].replace("params=", 'extensions={"zba"}, params=', 1)
# One word too many: after the loop, the word at `end` (past the last one) is added too.
SUM64_ONE_TOO_MANY = SUM64.replace("    k.bind(done)\n",
                                   "    k.bind(done)\n    k.ld(word, p, 0)\n    k.add(acc, acc, word)\n")
# The right words, and n more: no access out of bounds, only a wrong sum.
SUM64_PLUS_N = SUM64.replace("    k.mv(k.result, acc)\n", "    k.add(acc, acc, n)\n    k.mv(k.result, acc)\n")

NOT32 = '''
from stubforge.dsl.plainfn import function

@function("uint32_t not32(uint32_t x)", reference=lambda x: ~x, inputs=lambda size, rnd: (rnd.getrandbits(32),))
def not32(k):
    (x,) = k.args
    k.xori(k.result, x, -1)         # x arrives sign-extended, so its complement is too
{wrong}    k.ret()
'''
ZERO_EXTENDED = "    k.slli(k.result, k.result, 32)\n    k.srli(k.result, k.result, 32)\n"

# A function that writes through a pointer: out[i] = in[i] + 1, judged against the reference's bytearray.
INC32 = '''
from stubforge.dsl.plainfn import function


def reference(src, dst, n):
    for i in range(0, 4 * n, 4):
        dst[i:i + 4] = ((int.from_bytes(src[i:i + 4], "little") + 1) % 2**32).to_bytes(4, "little")


def inputs(size, rnd):
    n = size // 4
    return rnd.randbytes(4 * n), bytes(4 * n), n


@function("void inc32(const uint32_t *src, uint32_t *dst, size_t n)", reference=reference, inputs=inputs)
def inc32(k):
    src, dst, n = k.args
    t = k.temps(1)[0]
    loop, done = k.label("loop"), k.label("done")
    k.beqz(n, done){skip}
    k.bind(loop)
    k.lw(t, src, 0)
    k.addiw(t, t, 1)
    k.sw(t, dst, 0)
    k.addi(src, src, 4)
    k.addi(dst, dst, 4)
    k.addi(n, n, -1)
    k.bnez(n, loop)
    k.bind(done)
    k.ret()
'''


def stubforge(*args, cwd):
    r = subprocess.run([str(Path(sys.executable).parent / "stubforge"), *args], cwd=cwd, capture_output=True,
                       text=True)
    return r.returncode, r.stdout, r.stderr


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / "work" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)
    return path


@pytest.fixture
def registered():
    """Plain functions a test imports into this process are forgotten after it: the checkout's own
    tests iterate the registry."""
    from stubforge import kernels
    from stubforge.dsl import plainfn
    kernels.load_all()
    before = dict(plainfn.PLAIN)
    yield
    plainfn.PLAIN.clear()
    plainfn.PLAIN.update(before)


# ---- the C ABI and the layout, without QEMU ------------------------------------------------------------

@pytest.mark.parametrize("value, ctype, reg", [
    (0xFFFFFFFF, "uint32_t", 0xFFFFFFFFFFFFFFFF),      # a uint32_t is sign-extended to 64 bits too
    (0x7FFFFFFF, "uint32_t", 0x7FFFFFFF),
    (-1, "int", 0xFFFFFFFFFFFFFFFF),
    (255, "uint8_t", 0xFF),                             # narrower: widened by its own sign first
    (-1, "int8_t", 0xFFFFFFFFFFFFFFFF),
    (0xFFFF, "uint16_t", 0xFFFF),
    (0x8000, "unsigned short", 0x8000),
    (2**64 + 5, "uint64_t", 5),                         # the type's width: wraps as C does
    (-1, "size_t", 0xFFFFFFFFFFFFFFFF),
])
def test_integers_travel_as_the_riscv_c_abi_passes_them(value, ctype, reg):
    assert plain.abi_register(value, ctype) == reg


def _spec(text: str, tmp_path: Path, name: str):
    from stubforge import api
    return plain.PlainSpec(api.kernel_file(str(write(tmp_path, f"{name}.py", text)))[0])


def test_every_pointer_is_a_guarded_buffer_in_both_placements(registered, tmp_path):
    spec = _spec(SUM64, tmp_path, "sum64")
    inputs = spec.inputs([64, 100])
    assert [(i.size, i.place) for i in inputs] == [(64, PLACE_END), (64, PLACE_START), (100, PLACE_END),
                                                    (100, PLACE_START)]
    case = spec.case(inputs[3])
    (buf,) = case.buffers
    assert len(buf.data) == 96 and buf.placement == PLACE_START and buf.misalign % 8 == 0   # uint64_t-aligned
    assert case.args == [Arg.buf(0), Arg.imm(12)]
    want = sum(int.from_bytes(buf.data[i:i + 8], "little") for i in range(0, 96, 8)) % 2**64
    assert inputs[3].want_return == want
    assert spec.judge(inputs[3], Result(0, want, [buf.data])) is None
    assert spec.judge(inputs[3], Result(0, want + 1, [buf.data])) == \
        f"returned {want + 1:#018x}, the reference says {want:#018x}"
    touched = bytes([buf.data[0] ^ 1]) + buf.data[1:]
    assert spec.judge(inputs[3], Result(0, want, [touched])) == \
        f"p was modified (it is const) from byte 0 (element 0): {touched[:8].hex()} != {buf.data[:8].hex()}"
    assert spec.judge(inputs[3], Result(1 << 32, want, [buf.data])) == \
        "bytes next to p's buffer (outside it, in its pages) were written"


def test_a_uint32_result_must_come_back_sign_extended(registered, tmp_path):
    spec = _spec(NOT32.format(wrong=""), tmp_path, "not32")
    inp = next(i for i in spec.inputs(list(range(40))) if i.args[0] < 2**31)    # ~x has bit 31 set
    assert inp.want_return >> 32 == 0xFFFFFFFF
    why = spec.judge(inp, Result(0, inp.want_return & 0xFFFFFFFF, []))
    assert "the low 32 bits are right, but a `uint32_t` comes back widened to 64 bits" in why


def test_the_reference_writes_what_a_writable_pointer_should_hold(registered, tmp_path):
    spec = _spec(INC32.format(skip=""), tmp_path, "inc32")
    inp = spec.inputs([12])[0]
    src, dst, n = inp.args
    assert n == 3 and dst == bytes(12) and inp.want_return is None
    assert inp.want_buffers[0] == src
    assert inp.want_buffers[1] == b"".join(((int.from_bytes(src[i:i + 4], "little") + 1) % 2**32).to_bytes(4, "little")
                                           for i in range(0, 12, 4))
    why = spec.judge(inp, Result(0, 0, [src, dst]))
    assert why.startswith("dst differs from the reference's from byte 0 (element 0)")


@pytest.mark.parametrize("generator, says", [
    ("lambda size, rnd: rnd.randbytes(8)", r"<lambda>\(size=0\) returned bytes; g wants a tuple of its 2 argument"),
    ("lambda size, rnd: (b'', 0, 1)", r"returned 3 value\(s\); g takes 2 \(p, n\)"),
    ("lambda size, rnd: (0, 0)", r"p is `const uint64_t \*`, so give the bytes it points at, not int"),
    ("lambda size, rnd: (b'', b'')", r"n is `size_t`, so give an int, not bytes"),
    ("lambda size, rnd: (b'', -1)", r"n = -1 does not fit `size_t`"),
    ("lambda size, rnd: (bytes(5), 0)", r"5 bytes is not a whole number of 8-byte elements"),
    ("lambda size, rnd: (b'', 1 // size)", r"<lambda> raised ZeroDivisionError: integer division or modulo by zero"),
])
def test_a_wrong_generator_is_one_line_naming_the_file_and_line(registered, tmp_path, generator, says):
    text = ("from stubforge.dsl.plainfn import function\n\n\n"
            f"@function('uint64_t g(const uint64_t *p, size_t n)', reference=lambda p, n: 0, inputs={generator})\n"
            "def g(k):\n    k.ret()\n")
    spec = _spec(text, tmp_path, "g")
    with pytest.raises(KernelError) as e:
        spec.inputs([0, 1])
    assert str(e.value).startswith(f"{tmp_path}/work/g.py:4: "), str(e.value)   # outside the cwd: in full
    assert re.search(says, str(e.value)) and "\n" not in str(e.value), str(e.value)


@pytest.mark.parametrize("signature, reference, says", [
    ("uint64_t f(size_t n)", "lambda n: None", r"returned NoneType; f returns `uint64_t`: give an int"),
    ("void f(size_t n)", "lambda n: 3", r"returned int, but f returns void \(return None\)"),
    ("void f(uint8_t *p, size_t n)", "lambda p, n: p.append(1)", r"changed the length of p \(0 -> 1 bytes\)"),
    ("uint8_t *f(uint8_t *p, size_t n)", "lambda p, n: 0", r"f returns a pointer, which no Python reference can "),
    ("int f(size_t n)", "lambda n: 1 / n", r"<lambda> raised ZeroDivisionError: division by zero"),
])
def test_a_wrong_reference_is_one_line_naming_it(registered, tmp_path, signature, reference, says):
    args = "(b'', 0)" if "*" in signature else "(0,)"
    text = ("from stubforge.dsl.plainfn import function\n\n\n"
            f"@function('{signature}', reference={reference}, inputs=lambda size, rnd: {args})\n"
            "def f(k):\n    k.ret()\n")
    with pytest.raises(KernelError, match=says) as e:
        _spec(text, tmp_path, "f").inputs([0])
    assert str(e.value).startswith(f"{tmp_path}/work/f.py:4: "), str(e.value)


def test_a_file_imported_again_replaces_what_it_registered(registered, tmp_path):
    from stubforge import api
    path = str(write(tmp_path, "sum64.py", SUM64))
    first = api.kernel_file(path)[0]
    again = api.kernel_file(path)[0]
    assert first is not again and again.stub == "sum64" and again.outside and again.reference is not None
    from stubforge.dsl import plainfn
    latest = api.one_kernel(path)                         # imports it a third time
    assert plainfn.PLAIN["sum64"] is latest and latest is not again
    assert not any(pd.outside for pd in api.kernels(None, plain=True) if hasattr(pd, "signature"))
    with pytest.raises(api.UsageError, match=r"registers no kernel 'nope'; it registers sum64"):
        api.kernel_file(path + ":nope")


def test_a_kernel_file_that_does_not_load_is_one_line(tmp_path):
    path = write(tmp_path, "broken.py", "import os\n\nx = 1 / 0\n")
    code, out, err = stubforge("list", "broken.py", cwd=path.parent)
    assert code == 2 and err == "stubforge: error: broken.py:3: ZeroDivisionError: division by zero\n", err
    code, out, err = stubforge("sim", "nothing.py", cwd=path.parent)
    assert code == 2 and err == "stubforge: error: nothing.py: no such kernel file\n", err


# ---- the command line and the API, through QEMU ---------------------------------------------------------

@needs_sim
def test_list_emit_and_sim_take_the_file(tmp_path):
    work = write(tmp_path, "sum64.py", SUM64).parent
    code, out, err = stubforge("list", "sum64.py", cwd=work)
    assert code == 0 and out.startswith("uint64_t sum64(const uint64_t *p, size_t n)   (plain function)\n"), out
    code, out, err = stubforge("emit", "sum64.py", "--target", "gnu", "--param", "unroll=4", cwd=work)
    assert code == 0 and "# sum64 [default] unroll=4" in out and out.count("\tld t4,") == 4
    code, out, err = stubforge("sim", "sum64.py", "--vlen", "128", "--vlen", "1024", "--sizes", "0-100,4096",
                               "--jobs", "1", cwd=work)
    assert code == 0, out + err
    rows = [line.split() for line in out.splitlines() if line.startswith("sum64 ")]
    assert sorted((r[2], r[3], r[5]) for r in rows) == [("1024", "C++", "PASS"), ("1024", "S", "PASS"),
                                                         ("128", "C++", "PASS"), ("128", "S", "PASS")]
    assert all(r[4] == "204" for r in rows)               # 102 sizes, each in both placements
    assert out.endswith("sim: 4 passed, 0 failed (4 of 4 cells asked for ran)\n")


@needs_sim
@pytest.mark.parametrize("text, detail", [
    (SUM64_ONE_TOO_MANY, r"wrong\.py:\d+: ld: SIGSEGV in case 0 at stub\+0x[0-9a-f]+: invalid access to address "
                         r"0x[0-9a-f]+, 1 byte\(s\) past the end of p \(p is 0 bytes at 0x[0-9a-f]+\) "
                         r"\[size=0 \(p=0 bytes, n=0; buffers end at a guard page\)\]$"),
    (SUM64_PLUS_N, r"size=\d+ \(p=\d+ bytes, n=\d+; buffers end at a guard page\): returned 0x[0-9a-f]{16}, "
                   r"the reference says 0x[0-9a-f]{16}"),
])
def test_a_wrong_sum64_fails_against_its_reference(tmp_path, text, detail):
    work = write(tmp_path, "wrong.py", text).parent
    code, out, err = stubforge("sim", "wrong.py", "--vlen", "128", "--sizes", "0-64", "--path", "S",
                               "--format", "json", cwd=work)
    assert code == 1, out + err
    (cell,) = json.loads(out)["cells"]
    assert not cell["ok"] and re.search(detail, cell["detail"]), cell["detail"]


@needs_sim
def test_the_abi_rule_and_a_written_buffer_are_proven_in_qemu(tmp_path):
    work = write(tmp_path, "not32.py", NOT32.format(wrong="")).parent
    write(tmp_path, "bad32.py", NOT32.format(wrong=ZERO_EXTENDED).replace("not32", "bad32"))
    write(tmp_path, "inc32.py", INC32.format(skip=""))
    # writes one element too few: the last is left as it was
    write(tmp_path, "short32.py", INC32.format(skip="\n    k.addi(n, n, -1)\n    k.beqz(n, done)")
          .replace("inc32", "short32"))
    code, out, err = stubforge("sim", "not32.py", "inc32.py", "--vlen", "128", "--sizes", "0-40", "--jobs", "1",
                               cwd=work)
    assert code == 0 and out.endswith("sim: 4 passed, 0 failed (4 of 4 cells asked for ran)\n"), out + err
    code, out, err = stubforge("sim", "bad32.py", "short32.py", "--vlen", "128", "--sizes", "0-40", "--path", "S",
                               "--format", "json", cwd=work)
    assert code == 1, out + err
    bad32, short32 = (c["detail"] for c in json.loads(out)["cells"])
    assert re.search(r"returned 0x00000000[0-9a-f]{8}, the reference says 0xffffffff[0-9a-f]{8}: the low 32 bits "
                     r"are right, but a `uint32_t` comes back widened to 64 bits \(RISC-V C ABI", bad32), bad32
    assert re.search(r"dst differs from the reference's from byte (\d+) \(element \d+\): 00000000 != ", short32)


@needs_sim
def test_a_bad_generator_or_no_reference_stops_sim_in_one_line(tmp_path):
    work = write(tmp_path, "g.py", SUM64.replace("size // 32 * 4))", "size // 32 * 4, 0))")).parent
    code, out, err = stubforge("sim", "g.py", "--vlen", "128", cwd=work)
    assert code == 2 and out == "", out
    assert re.fullmatch(r"stubforge: error: g\.py:\d+: <lambda>\(size=0\) returned 3 value\(s\); sum64 takes 2 "
                        r"\(p, n\)\n", err), err
    bare = re.sub(r",\n\s+reference=.*\n\s+inputs=.*\n", ")\n", SUM64)
    write(tmp_path, "bare.py", bare)
    code, out, err = stubforge("sim", "bare.py", "--vlen", "128", cwd=work)
    assert code == 2 and err.count("\n") == 1 and "sum64 has no reference to be simulated against: give its " \
        "@function reference=" in err, err


@needs_sim
def test_bench_and_tune_take_the_file(tmp_path):
    work = write(tmp_path, "sum64.py", SUM64).parent
    code, out, err = stubforge("bench", "sum64.py", "--vlen", "128", "--no-baseline", cwd=work)
    assert code == 0, err
    row = next(line.split() for line in out.splitlines() if line.startswith("sum64 "))
    assert row[:3] == ["sum64", "default", "128"] and float(row[3]) == pytest.approx(0.375)   # 3 instr / 8 B
    code, out, err = stubforge("tune", "sum64.py", "--param", "unroll=1,4", "--metric", "instructions",
                               cwd=work)
    assert code == 0, err
    assert re.search(r"^1\s+unroll=4\s+0\.3125", out, re.M) and re.search(r"^2\s+unroll=1\s+0\.5000", out, re.M), out
    code, out, err = stubforge("tune", "sum64.py", "--param", "unroll=1,4", "--save", cwd=work)
    assert code == 2 and "sum64 is yours: make the winner its Param default" in err and out == ""


@needs_sim
def test_the_api_takes_the_file_or_its_programs(registered, tmp_path):
    from stubforge import api
    path = write(tmp_path, "sum64.py", SUM64)
    rep = api.simulate(str(path), vlens=[128, 1024], sizes="0-64", path="S", jobs=1)
    assert rep.ok and rep.passed == 2 and all(r.cases == 130 for r in rep.results)
    prog = api.build(str(path), params={"unroll": 4})
    rep = api.simulate([prog], vlens=[128], sizes=[5, 64, 4096], path="cxx", jobs=1)
    assert rep.ok and rep.results[0].cell.path == "C++" and rep.results[0].cases == 6
    bad = write(tmp_path, "wrong.py", SUM64_PLUS_N.replace("sum64", "wrong"))
    rep = api.simulate(str(bad), vlens=[128], sizes=[64], path="S", jobs=1)
    assert not rep.ok and "the reference says" in rep.results[0].detail


def test_a_bare_name_of_a_file_here_says_to_name_the_file(tmp_path):
    work = write(tmp_path, "sum64.py", SUM64).parent
    code, out, err = stubforge("list", "sum64", cwd=work)
    assert (code, out) == (2, "")
    assert err == "stubforge: error: unknown kernel 'sum64'; for the kernels of ./sum64.py, name the file: sum64.py\n"
