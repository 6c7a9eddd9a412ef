"""vm_version_riscv.cpp edits: turn a Use...Intrinsics flag on only where the tree never does."""
from __future__ import annotations

import re

from dsl.contracts import CONTRACTS
from dsl.hotspot_api import EXT_FLAGS
from dsl.ir import Program
from dsl.isa import closure

from . import cxxtext
from .jdk_tree import GLOBALS, VM, VMH, PatchError, _anchor_error, _read, insert_block

# Besides the stub, a Use...Intrinsics flag turns on code elsewhere; when the tree kept the flag off,
# those places may be placeholders on RISC-V (checked by `_Editor.other_users`).
_FLAG_USERS = {
    "UseCRC32Intrinsics": (("src/hotspot/cpu/riscv/c1_LIRGenerator_riscv.cpp", "LIRGenerator::do_update_CRC32"),
                           ("src/hotspot/cpu/riscv/templateInterpreterGenerator_riscv.cpp",
                            "TemplateInterpreterGenerator::generate_CRC32_update_entry"),
                           ("src/hotspot/cpu/riscv/templateInterpreterGenerator_riscv.cpp",
                            "TemplateInterpreterGenerator::generate_CRC32_updateBytes_entry")),
    "UseCRC32CIntrinsics": (("src/hotspot/cpu/riscv/c1_LIRGenerator_riscv.cpp", "LIRGenerator::do_update_CRC32C"),
                            ("src/hotspot/cpu/riscv/templateInterpreterGenerator_riscv.cpp",
                             "TemplateInterpreterGenerator::generate_CRC32C_updateBytes_entry")),
}
_FLAG_NOTES = {
    "UseCRC32Intrinsics": "CRC32.update(int) (one byte) is intrinsified with StubRoutines::crc_table_addr(): "
                          "make sure the port sets _crc_table_adr (stubRoutines_riscv.cpp) to a 256-entry table",
    "UseAESIntrinsics": "HotSpot expects UseAES on wherever UseAESIntrinsics is: turn UseAES on under the same "
                        "condition in vm_version_riscv.cpp",
    "UseAESCTRIntrinsics": "HotSpot expects UseAES on wherever UseAESCTRIntrinsics is: check that UseAES is on "
                           "under the same condition in vm_version_riscv.cpp",
}


class FlagEdits:
    """Mixed into the patch editor (which provides get/put and the plan `p`)."""

    # ---- vm_version_riscv.cpp -----------------------------------------------------------------
    def ext_flags(self, exts) -> list[str]:
        exts = closure(exts) - {"i", "m"}
        implied = set().union(*(closure({e}) - {e} for e in exts)) if exts else set()
        out = []
        for e in sorted(exts - implied):
            if e == "zvkb":
                flag = "UseZvkn" if exts & {"zvkned", "zvknha", "zvknhb"} else "UseZvbb"
            else:
                flag = EXT_FLAGS.get(e)
            if flag is None:
                raise PatchError(f"no HotSpot flag is known for the extension {e!r}")
            if flag not in out:
                out.append(flag)
        return out

    def flags(self, progs: list[Program]):
        by_flag: dict[str, list[Program]] = {}
        for prog in progs:
            by_flag.setdefault(CONTRACTS[prog.name].flag, []).append(prog)
        for flag, group in by_flag.items():
            exts = set().union(*(p.extensions for p in group))
            need = self.ext_flags(exts)
            self.flag(flag, need, group)

    def flag(self, flag: str, need: list[str], group: list[Program]):
        text = self.get(VM)
        masked = cxxtext.mask(text)
        names = ", ".join(p.name for p in group)
        on = re.search(rf"FLAG_SET_DEFAULT\(\s*{flag}\s*,\s*true\s*\)|(?<![\w.>:])\b{flag}\s*=(?!=)", masked)
        cond_text = " && ".join(need) if need else "true"
        if on is not None:
            cond = cxxtext.enclosing_condition(text, on.start())
            self.p.vm_notes.append(f"{flag}: already enabled by the tree" +
                                   (f" when `{cond}`" if cond else "") + "; unchanged")
            self.p.enable.append(f"-XX:+{flag}" + (f"  (on by default when `{cond}`)" if cond else ""))
            missing = [f for f in need if cond is None or not re.search(rf"\b{f}\b", cond)]
            if missing or (cond and "||" in cond and need):
                self.p.todo.append(f"{names}: the code needs {cond_text}, but the tree turns {flag} on when "
                                   f"`{cond or 'always'}`, which does not imply it; guard the registration "
                                   f"(`if ({flag} && {cond_text})`), tighten that condition, or patch a variant "
                                   "without those extensions")
            return
        for f in need:
            if not any(t is not None and re.search(rf"\b{f}\b", t) for t in (self.get(GLOBALS), self.get(VMH), text)):
                raise PatchError(f"{VM}: the extension flag {f} (needed by {names}) is not declared in this tree "
                                 f"(not in {GLOBALS} or {VMH}); add the extension flag first")
        blk = self.enable_block(flag, need, names)
        off = re.compile(rf"(?m)^([ \t]*)if[ \t]*\([ \t]*{flag}[ \t]*\)[ \t]*\{{\n"
                         rf"(?:\1[ \t]+warning\([^;]*\);\n)?"
                         rf"\1[ \t]+FLAG_SET_DEFAULT\(\s*{flag}\s*,\s*false\s*\);\n\1\}}\n")
        m = off.search(text)
        if m is not None:
            text = text[:m.start()] + blk(m.group(1)) + text[m.end():]
            self.p.vm_notes.append(f"{flag}: the tree forced it off; now on by default when `{cond_text}` "
                                   f"(for {names})")
        else:
            fn = "c2_initialize" if any(not CONTRACTS[p.name].initial for p in group) else None
            defs = cxxtext.definitions(text, masked, rf"void[ \t]+VM_Version::{fn}") if fn else []
            if not defs:
                for cand in ("common_initialize", "initialize"):
                    defs = cxxtext.definitions(text, masked, rf"void[ \t]+VM_Version::{cand}")
                    if defs:
                        fn = cand
                        break
            if not defs:
                raise _anchor_error(VM, "`void VM_Version::c2_initialize()` or `void VM_Version::initialize()`")
            text = insert_block(text, cxxtext.line_start(text, defs[0].close), blk("  "), blank_after=False)
            self.p.vm_notes.append(f"{flag}: the tree never enabled it; added to VM_Version::{fn}(): on by default "
                                   f"when `{cond_text}` (for {names})")
        self.p.enable.append(f"-XX:+{flag}  (on by default when `{cond_text}`)")
        self.put(VM, text)
        self.other_users(flag)

    def other_users(self, flag: str):
        """A flag this tree kept off may also drive code other than the stub (C1, the interpreter):
        say which of those places still lack a RISC-V implementation."""
        for rel, fn in _FLAG_USERS.get(flag, ()):
            text = _read(self.p.root, rel)
            if text is None:
                self.p.todo.append(f"{flag} also drives {fn} ({rel}, not in this tree): check it on RISC-V")
                continue
            masked = cxxtext.mask(text)
            defs = cxxtext.definitions(text, masked, r"\w[\w:<>*& \t]*[ \t*&]" + re.escape(fn))
            if not defs:
                self.p.todo.append(f"{flag} also drives {fn}, which {rel} does not define: implement it")
                continue
            body = masked[defs[0].open:defs[0].close]
            if re.search(r"\bUnimplemented\s*\(|\bShouldNotReachHere\s*\(|\bfatal\s*\(|return\s+nullptr\s*;", body) \
                    and len(body.split(";")) < 6:
                self.p.todo.append(f"{flag} also drives {fn} ({rel}), which is a placeholder on RISC-V here: "
                                   "implement it before turning the flag on")
        if flag in _FLAG_NOTES:
            self.p.todo.append(_FLAG_NOTES[flag])

    @staticmethod
    def enable_block(flag: str, need: list[str], names: str):
        def render(ind):
            what = " && ".join(need)
            msg = f"{flag} requires {what} (stubforge stubs)" if need else ""
            lines = [f"// {flag}: stubforge-generated {names} need {what or 'no extension'}."]
            if need:
                lines += [f"if ({what}) {{",
                          f"  if (FLAG_IS_DEFAULT({flag})) {{",
                          f"    FLAG_SET_DEFAULT({flag}, true);",
                          "  }",
                          f"}} else if ({flag}) {{",
                          f"  warning(\"{msg}, not available on this CPU.\");",
                          f"  FLAG_SET_DEFAULT({flag}, false);",
                          "}"]
            else:
                lines += [f"if (FLAG_IS_DEFAULT({flag})) {{", f"  FLAG_SET_DEFAULT({flag}, true);", "}"]
            return "".join(f"{ind}{x}\n" for x in lines)
        return render
