"""Errors the simulator raises for things a user can fix.

Every class derives from SimError and carries a complete, readable message, so
a command-line front end can print ``str(exc)`` instead of a traceback.
"""


class SimError(Exception):
    """Base of all user-facing simulator errors."""


class EnvironmentProblem(SimError):
    """The machine, not the kernel: a missing or too old tool, an unusable directory. A run stops at
    the first one (exit code 2) instead of failing every row of a table."""


class ToolchainError(EnvironmentProblem):
    """A build tool (clang, ld.lld, llvm-objcopy, llvm-objdump) is missing or too old."""


class BuildError(SimError):
    """Assembling or linking a kernel failed; the message carries the tool's output."""


class QemuError(SimError):
    """qemu-riscv64 is missing, too old, rejected the -cpu string or died without a record."""


class QemuMissing(QemuError, EnvironmentProblem):
    """qemu-riscv64 is not installed, cannot run, or is too old for the extensions asked for."""


class ProtocolError(SimError):
    """The cases were malformed, or the harness output could not be decoded."""


class SimTimeout(SimError):
    """A batch did not finish in time (most often a stub that never returns)."""

    def __init__(self, message, case_index=None, pc_offset_in_stub=None):
        super().__init__(message)
        self.case_index = case_index
        self.pc_offset_in_stub = pc_offset_in_stub
