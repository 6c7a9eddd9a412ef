/* Layout shared by harness.c, trampoline.S and sim/protocol.py.
 *
 * Plain #defines because the same file is preprocessed for assembly; every
 * offset is in bytes into `struct sim_ctx` (8-byte words).  If you change a
 * number here, change the matching constant in protocol.py too.
 */
#ifndef STUBFORGE_HARNESS_ABI_H
#define STUBFORGE_HARNESS_ABI_H

/* Callee-saved integer registers that get a canary, in status-bit order:
 * s0 s1 s2..s11 gp tp t6  (x8 x9 x18..x27 x3 x4 x31). */
#define SIM_NXREGS 15
#define SIM_STACK_WORDS 16 /* canary words in the caller's frame above the stub's sp */

#define CTX_ARGS 0             /* a0..a7 */
#define CTX_FN 64              /* address called */
#define CTX_VTYPE 72           /* vtype left behind for the stub */
#define CTX_VAVL 80            /* AVL for that vsetvl */
#define CTX_USE_V 88           /* nonzero: fill v0..v31 before the call */
#define CTX_IN_FCSR 96
#define CTX_IN_X 104           /* SIM_NXREGS words */
#define CTX_IN_F 224           /* f0..f31 */
#define CTX_IN_STACK 480       /* SIM_STACK_WORDS words */
#define CTX_OUT_A0 608
#define CTX_OUT_SP 616
#define CTX_OUT_FCSR 624
#define CTX_OUT_X 632          /* SIM_NXREGS words */
#define CTX_OUT_F 752          /* f0..f31 */
#define CTX_OUT_STACK 1008     /* SIM_STACK_WORDS words */
#define CTX_SAVE_X 1136        /* harness's own ra sp s0..s11 gp tp: 16 words */
#define CTX_SAVE_F 1264        /* harness's own fs0..fs11 */
#define CTX_SAVE_FCSR 1360
#define CTX_SIZE 1368

/* Status bits (see protocol.py STATUS_BITS). */
#define ST_SP_BIT 15           /* sp differs after the call */
#define ST_FREG_BIT 16         /* any of f0..f31 changed */
#define ST_FCSR_BIT 17         /* fcsr changed */
#define ST_STACK_BIT 18        /* the stub wrote above its sp (into the caller's frame) */
#define ST_REDZONE_SHIFT 32    /* +i: buffer i's slack bytes in its pages were written */
#define ST_REDZONE_MAX 24      /* only buffers 0..23 get a red-zone bit (bits 56.. stay 0) */

/* First word of out-of-band records; no status can equal these (bits 56..63 of a status are 0). */
#define SIM_MAGIC_FAULT 0x544C5541464D4953ULL /* "SIMFAULT" */
#define SIM_MAGIC_ERROR 0x524F5252454D4953ULL /* "SIMERROR" */
#define SIM_FAULT_WORDS 43     /* magic + 10 fields + pc/x1..x31 */

#define SIM_END_OF_INPUT 0xFFFFFFFFFFFFFFFFULL
#define SIM_MAX_ARGS 8
#define SIM_MAX_BUFS 64
#define SIM_PAGE 4096

/* Exit codes: a fault exits with SIM_EXIT_SIGNAL_BASE + signal number. */
#define SIM_EXIT_SIGNAL_BASE 100
#define SIM_EXIT_PROTOCOL 3

/* Offset of the saved pc (sc_regs.pc) in the riscv64 Linux ucontext_t:
 * uc_flags 8 + uc_link 8 + stack_t 24 + sigset 8 + pad 120 = 168, rounded
 * up to the 16-byte alignment of struct sigcontext.  Confirmed under
 * qemu-riscv64 by tests/test_sim_harness.py (SIGILL pc == si_addr). */
#define SIM_UC_MCONTEXT 176

#endif
