/* Process entry and the call into the stub under test.
 *
 * sim_call() cannot be C: it must put chosen values into registers the C
 * compiler owns (s-registers, gp, tp, f-registers, vector state) and read
 * them back before any compiled code can touch them.  Everything goes
 * through the single global `sim_ctx` (layout in harness_abi.h) so that after
 * the stub returns no register is needed to find it again.
 */
#include "harness_abi.h"

        .text

/* The kernel hands us sp -> argc, argv..., envp..., auxv...; sim_main parses it. */
        .globl _start
        .type _start, @function
        .p2align 2
_start:
        mv      a0, sp
        andi    sp, sp, -16
        call    sim_main
        li      a7, 94                  /* exit_group: sim_main never returns, belt and braces */
        ecall
        .size _start, . - _start

/* Store/load one register list to consecutive words at base+off. */
.macro STORE_LIST insn, off, regs:vararg
        .set .Lk, 0
        .irp r, \regs
        \insn   \r, (\off + .Lk * 8)(t0)
        .set .Lk, .Lk + 1
        .endr
.endm

#define XREGS s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, gp, tp
#define FREGS f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, \
              f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30, f31
#define FSREGS fs0, fs1, fs2, fs3, fs4, fs5, fs6, fs7, fs8, fs9, fs10, fs11

        .globl sim_call
        .type sim_call, @function
        .p2align 2
sim_call:
        lla     t0, sim_ctx
        /* The harness's own callee-saved state: the stub is not trusted with it. */
        STORE_LIST sd, CTX_SAVE_X, ra, sp, XREGS
        STORE_LIST fsd, CTX_SAVE_F, FSREGS
        frcsr   t1
        sd      t1, CTX_SAVE_FCSR(t0)

        /* A canary-filled "caller frame" right above the stub's sp: a stub that
         * stores above its sp would corrupt HotSpot's frame. */
        addi    sp, sp, -(SIM_STACK_WORDS * 8)
        li      t2, 0
1:      add     t3, t0, t2
        ld      t4, CTX_IN_STACK(t3)
        add     t3, sp, t2
        sd      t4, 0(t3)
        addi    t2, t2, 8
        li      t3, SIM_STACK_WORDS * 8
        bltu    t2, t3, 1b

#ifdef SIM_HAVE_V
        /* Garbage in every vector register and a vtype the stub did not choose:
         * a stub that forgets its vsetvli, or reads a register before writing
         * it, should compute the wrong answer. Skipped when the CPU has no V. */
        ld      t1, CTX_USE_V(t0)
        beqz    t1, 2f
        .option push
        .option arch, +v
        vsetvli t1, zero, e8, m8, ta, ma
        li      t2, 0xa5
        vmv.v.x v0, t2
        vmv.v.x v8, t2
        vmv.v.x v16, t2
        vmv.v.x v24, t2
        ld      t1, CTX_VAVL(t0)
        ld      t2, CTX_VTYPE(t0)
        vsetvl  zero, t1, t2
        .option pop
2:
#endif

        STORE_LIST fld, CTX_IN_F, FREGS
        ld      t1, CTX_IN_FCSR(t0)
        fscsr   t1
        STORE_LIST ld, CTX_IN_X, XREGS
        STORE_LIST ld, CTX_ARGS, a0, a1, a2, a3, a4, a5, a6, a7
        ld      t6, (CTX_IN_X + 14 * 8)(t0)
        /* Temporaries hold junk too: a stub must not assume they are zero. */
        li      t1, 0x7171717171717171
        li      t2, 0x7272727272727272
        li      t3, 0x7373737373737373
        li      t4, 0x7474747474747474
        li      t5, 0x7575757575757575
        ld      t0, CTX_FN(t0)
        jalr    ra, 0(t0)

        /* Record before anything else can change the registers; t0 is caller-saved. */
        lla     t0, sim_ctx
        sd      a0, CTX_OUT_A0(t0)
        sd      sp, CTX_OUT_SP(t0)
        STORE_LIST sd, CTX_OUT_X, XREGS
        sd      t6, (CTX_OUT_X + 14 * 8)(t0)
        STORE_LIST fsd, CTX_OUT_F, FREGS
        frcsr   t1
        sd      t1, CTX_OUT_FCSR(t0)

        ld      sp, (CTX_SAVE_X + 8)(t0)
        li      t2, 0
3:      add     t3, sp, t2
        ld      t4, -(SIM_STACK_WORDS * 8)(t3)
        add     t3, t0, t2
        sd      t4, CTX_OUT_STACK(t3)
        addi    t2, t2, 8
        li      t3, SIM_STACK_WORDS * 8
        bltu    t2, t3, 3b

        ld      ra, CTX_SAVE_X(t0)
        STORE_LIST ld, (CTX_SAVE_X + 16), XREGS
        STORE_LIST fld, CTX_SAVE_F, FSREGS
        ld      t1, CTX_SAVE_FCSR(t0)
        fscsr   t1
        ret
        .size sim_call, . - sim_call
