"""stubforge's kernel language: the ISA table, the builder, the IR and its checks."""
from .ir import KernelError, Label, Program
from .isa import TABLE, VType
from .kernel import REGISTRY, KernelDef, Param, Variant, kernel
from .regs import VReg, XReg

__all__ = ["KernelError", "Label", "Program", "TABLE", "VType", "REGISTRY", "KernelDef", "Param", "Variant",
           "kernel", "VReg", "XReg"]
