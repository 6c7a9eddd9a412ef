/* stubforge simulation harness: calls one stub once per input case.
 *
 * Freestanding (no libc exists for the target here), so it speaks raw Linux
 * syscalls.  The whole input is read before the first call so that a stub
 * crash never leaves a half-read pipe behind, and output is buffered so a
 * batch of thousands of cases costs a handful of write syscalls.
 *
 * Protocol (little-endian u64 words) is documented in sim/protocol.py.
 */
#include "harness_abi.h"

typedef unsigned long u64;
typedef long i64;
typedef unsigned char u8;

#ifndef STUB
#define STUB stubforge_stub
#endif
extern char STUB[];

extern void sim_call(void);
u64 sim_ctx[CTX_SIZE / 8] __attribute__((aligned(16)));

#define C(off) sim_ctx[(off) / 8]

/* ---- syscalls ---------------------------------------------------------- */

enum {
    SYS_read = 63, SYS_write = 64, SYS_exit_group = 94, SYS_sigaltstack = 132,
    SYS_rt_sigaction = 134, SYS_munmap = 215, SYS_mremap = 216, SYS_mmap = 222,
    SYS_mprotect = 226,
};

static long sys6(long n, long a, long b, long c, long d, long e, long f)
{
    register long a0 __asm__("a0") = a;
    register long a1 __asm__("a1") = b;
    register long a2 __asm__("a2") = c;
    register long a3 __asm__("a3") = d;
    register long a4 __asm__("a4") = e;
    register long a5 __asm__("a5") = f;
    register long a7 __asm__("a7") = n;
    __asm__ volatile("ecall"
                     : "+r"(a0)
                     : "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5), "r"(a7)
                     : "memory");
    return a0;
}
#define sys3(n, a, b, c) sys6(n, (long)(a), (long)(b), (long)(c), 0, 0, 0)

static __attribute__((noreturn)) void sys_exit(int code)
{
    for (;;)
        sys3(SYS_exit_group, code, 0, 0);
}

/* The compiler may emit calls to these even in freestanding mode. */
void *memcpy(void *d, const void *s, unsigned long n)
{
    u8 *dp = d;
    const u8 *sp = s;
    while (n--)
        *dp++ = *sp++;
    return d;
}

void *memset(void *d, int c, unsigned long n)
{
    u8 *dp = d;
    while (n--)
        *dp++ = (u8)c;
    return d;
}

/* ---- output ------------------------------------------------------------ */

static u8 out_buf[1 << 16];
static u64 out_len;

static void write_all(const void *p, u64 n)
{
    const u8 *b = p;
    while (n) {
        long r = sys3(SYS_write, 1, b, n);
        if (r == -4) /* EINTR */
            continue;
        if (r <= 0)
            sys_exit(SIM_EXIT_PROTOCOL + 1); /* stdout gone: nobody to tell */
        b += r;
        n -= (u64)r;
    }
}

static void flush(void)
{
    u64 n = out_len;
    out_len = 0;
    write_all(out_buf, n);
}

static void out_bytes(const void *p, u64 n)
{
    if (out_len + n > sizeof out_buf) {
        flush();
        if (n > sizeof out_buf) {
            write_all(p, n);
            return;
        }
    }
    memcpy(out_buf + out_len, p, n);
    out_len += n;
}

static void out_u64(u64 v) { out_bytes(&v, 8); }

/* ---- input ------------------------------------------------------------- */

static u8 *in_buf;
static u64 in_len, in_pos;

static void protocol_error(u64 code, u64 case_index, u64 detail)
{
    flush();
    u64 rec[4] = {SIM_MAGIC_ERROR, code, case_index, detail};
    write_all(rec, sizeof rec);
    sys_exit(SIM_EXIT_PROTOCOL);
}

enum { ERR_TRUNCATED = 1, ERR_TOO_MANY_BUFS, ERR_BAD_MISALIGN, ERR_BAD_PLACEMENT,
       ERR_TOO_MANY_ARGS, ERR_BAD_ARG_KIND, ERR_BAD_BUF_INDEX, ERR_MMAP, ERR_READ };

static void read_stdin(void)
{
    u64 cap = 1 << 20;
    in_buf = (u8 *)sys6(SYS_mmap, 0, cap, 3, 0x22, -1, 0); /* RW, PRIVATE|ANONYMOUS */
    if ((i64)in_buf < 0 && (i64)in_buf > -4096)
        protocol_error(ERR_MMAP, 0, 0);
    for (;;) {
        if (in_len == cap) {
            u8 *n = (u8 *)sys6(SYS_mremap, (long)in_buf, cap, cap * 2, 1 /* MAYMOVE */, 0, 0);
            if ((i64)n < 0 && (i64)n > -4096)
                protocol_error(ERR_MMAP, 0, 0);
            in_buf = n;
            cap *= 2;
        }
        long r = sys3(SYS_read, 0, in_buf + in_len, cap - in_len);
        if (r == -4)
            continue;
        if (r < 0)
            protocol_error(ERR_READ, 0, (u64)-r);
        if (r == 0)
            return;
        in_len += (u64)r;
    }
}

static u64 case_index;

static u64 in_u64(void)
{
    if (in_pos + 8 > in_len)
        protocol_error(ERR_TRUNCATED, case_index, in_pos);
    u64 v;
    memcpy(&v, in_buf + in_pos, 8);
    in_pos += 8;
    return v;
}

/* ---- buffers ----------------------------------------------------------- */

struct buf {
    u8 *map;       /* guard page + data pages + guard page */
    u64 map_len;
    u8 *data;      /* first data page */
    u64 data_len;
    u8 *ptr;       /* the buffer itself */
    u64 size;
    const u8 *content; /* where its input bytes sit in in_buf */
};

static struct buf bufs[SIM_MAX_BUFS];
static u64 nbufs;

#define RED 0xCD /* fills page bytes around a buffer: a stray write shows up */

static u64 round_page(u64 n) { return (n + SIM_PAGE - 1) & ~(u64)(SIM_PAGE - 1); }

static void map_buffer(struct buf *b, u64 misalign, u64 placement)
{
    b->data_len = placement == 0 ? round_page(b->size + misalign + (b->size + misalign == 0))
                                 : round_page(b->size);
    b->map_len = b->data_len + 2 * SIM_PAGE;
    b->map = (u8 *)sys6(SYS_mmap, 0, b->map_len, 0 /* PROT_NONE */, 0x22, -1, 0);
    if ((i64)b->map < 0 && (i64)b->map > -4096)
        protocol_error(ERR_MMAP, case_index, b->map_len);
    b->data = b->map + SIM_PAGE;
    if (b->data_len && sys3(SYS_mprotect, b->data, b->data_len, 3) != 0)
        protocol_error(ERR_MMAP, case_index, b->data_len);
    b->ptr = placement == 0 ? b->data + misalign : b->data + b->data_len - b->size;
    memset(b->data, RED, b->ptr - b->data);
    memcpy(b->ptr, b->content, b->size);
    memset(b->ptr + b->size, RED, b->data + b->data_len - (b->ptr + b->size));
}

static int red_zone_intact(const struct buf *b)
{
    for (const u8 *p = b->data; p < b->ptr; p++)
        if (*p != RED)
            return 0;
    for (const u8 *p = b->ptr + b->size; p < b->data + b->data_len; p++)
        if (*p != RED)
            return 0;
    return 1;
}

/* ---- signals ----------------------------------------------------------- */

static volatile u64 in_stub;

/* Nearest buffer of the current case: the one whose guard pages hold the
 * address, else the closest by distance (a wild pointer may land anywhere). */
static struct buf *nearest_buffer(u64 addr, u64 *index)
{
    struct buf *best = 0;
    u64 best_d = ~0UL;
    for (u64 i = 0; i < nbufs; i++) {
        struct buf *b = &bufs[i];
        u64 lo = (u64)b->ptr, hi = lo + b->size, d;
        if (addr < lo)
            d = lo - addr;
        else if (addr >= hi)
            d = addr - hi;
        else
            d = 0;
        if ((u64)b->map <= addr && addr < (u64)b->map + b->map_len)
            d = 0; /* inside its own mapping: certainly this one */
        if (d < best_d) {
            best_d = d;
            best = b;
            *index = i;
        }
    }
    return best;
}

static void on_signal(int sig, void *info, void *uctx)
{
    u64 si_code = (u64)(i64) * (int *)((u8 *)info + 8);
    u64 si_addr = *(u64 *)((u8 *)info + 16);
    const u64 *regs = (const u64 *)((u8 *)uctx + SIM_UC_MCONTEXT); /* pc, x1..x31 */
    u64 index = ~0UL;
    struct buf *b = nearest_buffer(si_addr, &index);

    u64 rec[SIM_FAULT_WORDS] = {
        SIM_MAGIC_FAULT, (u64)sig, si_code, si_addr, regs[0], case_index,
        (u64)STUB, in_stub, index, b ? (u64)b->ptr : 0, b ? b->size : 0,
    };
    for (int i = 0; i < 32; i++)
        rec[11 + i] = regs[i];
    flush();
    write_all(rec, sizeof rec);
    sys_exit(SIM_EXIT_SIGNAL_BASE + sig);
}

static u8 alt_stack[1 << 16] __attribute__((aligned(16)));

static void install_handlers(void)
{
    /* A stub that wrecked sp must still get its fault reported. */
    struct { void *sp; int flags; u64 size; } ss = {alt_stack, 0, sizeof alt_stack};
    sys3(SYS_sigaltstack, &ss, 0, 0);
    /* riscv64 kernel struct sigaction: handler, flags, mask (no restorer). */
    struct { void *handler; u64 flags; u64 mask; } sa = {
        (void *)on_signal, 0x4 /* SA_SIGINFO */ | 0x08000000 /* SA_ONSTACK */, ~0UL};
    static const int sigs[] = {4 /* ILL */, 5 /* TRAP */, 7 /* BUS */, 8 /* FPE */,
                               11 /* SEGV */, 14 /* ALRM: the runner's timeout */};
    for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sys6(SYS_rt_sigaction, sigs[i], (long)&sa, 0, 8, 0, 0);
}

/* ---- one case ---------------------------------------------------------- */

static u64 mix(u64 x)
{
    /* splitmix64 finaliser: canaries differ per case and register, so a stub
     * that "restores" a constant it guessed is caught. */
    x += 0x9E3779B97F4A7C15UL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9UL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBUL;
    return x ^ (x >> 31);
}

/* Legal vtypes (ELEN = 64) left behind for the stub; rotating keeps one case
 * from passing only because the previous stub's vsetvli is still in force. */
static const u64 vtypes[] = {
    0x09, /* e16 m2 tu mu */
    0x50, /* e32 m1 ta mu */
    0x9a, /* e64 m4 tu ma */
    0xc7, /* e8 mf2 ta ma */
    0x17, /* e32 mf2 tu mu */
};

static u64 run_case(u64 use_v)
{
    for (u64 i = 0; i < SIM_NXREGS; i++)
        C(CTX_IN_X + 8 * i) = mix(case_index * 64 + i);
    for (u64 i = 0; i < 32; i++)
        C(CTX_IN_F + 8 * i) = mix(case_index * 64 + 16 + i);
    for (u64 i = 0; i < SIM_STACK_WORDS; i++)
        C(CTX_IN_STACK + 8 * i) = mix(case_index * 64 + 48 + i);
    C(CTX_IN_FCSR) = 1 << 5; /* frm = RTZ, no flags */
    C(CTX_FN) = (u64)STUB;
    C(CTX_USE_V) = use_v;
    C(CTX_VTYPE) = vtypes[case_index % (sizeof vtypes / sizeof vtypes[0])];
    C(CTX_VAVL) = 3 + case_index % 5;

    in_stub = 1;
    sim_call();
    in_stub = 0;

    u64 status = 0;
    for (u64 i = 0; i < SIM_NXREGS; i++)
        if (C(CTX_OUT_X + 8 * i) != C(CTX_IN_X + 8 * i))
            status |= 1UL << i;
    if (C(CTX_OUT_SP) != C(CTX_SAVE_X + 8) - SIM_STACK_WORDS * 8)
        status |= 1UL << ST_SP_BIT;
    for (u64 i = 0; i < 32; i++)
        if (C(CTX_OUT_F + 8 * i) != C(CTX_IN_F + 8 * i))
            status |= 1UL << ST_FREG_BIT;
    if (C(CTX_OUT_FCSR) != C(CTX_IN_FCSR))
        status |= 1UL << ST_FCSR_BIT;
    for (u64 i = 0; i < SIM_STACK_WORDS; i++)
        if (C(CTX_OUT_STACK + 8 * i) != C(CTX_IN_STACK + 8 * i))
            status |= 1UL << ST_STACK_BIT;
    for (u64 i = 0; i < nbufs && i < ST_REDZONE_MAX; i++)
        if (!red_zone_intact(&bufs[i]))
            status |= 1UL << (ST_REDZONE_SHIFT + i);
    return status;
}

static void do_case(u64 use_v)
{
    nbufs = in_u64();
    if (nbufs > SIM_MAX_BUFS)
        protocol_error(ERR_TOO_MANY_BUFS, case_index, nbufs);
    u64 misalign[SIM_MAX_BUFS], placement[SIM_MAX_BUFS];
    for (u64 i = 0; i < nbufs; i++) {
        struct buf *b = &bufs[i];
        b->size = in_u64();
        misalign[i] = in_u64();
        placement[i] = in_u64();
        if (misalign[i] >= SIM_PAGE)
            protocol_error(ERR_BAD_MISALIGN, case_index, misalign[i]);
        if (placement[i] > 1)
            protocol_error(ERR_BAD_PLACEMENT, case_index, placement[i]);
        u64 padded = (b->size + 7) & ~7UL;
        if (padded < b->size || in_pos + padded > in_len)
            protocol_error(ERR_TRUNCATED, case_index, in_pos);
        b->content = in_buf + in_pos;
        in_pos += padded;
    }
    u64 nargs = in_u64();
    if (nargs > SIM_MAX_ARGS)
        protocol_error(ERR_TOO_MANY_ARGS, case_index, nargs);
    u64 kind[SIM_MAX_ARGS], value[SIM_MAX_ARGS], offset[SIM_MAX_ARGS];
    for (u64 i = 0; i < nargs; i++) {
        kind[i] = in_u64();
        value[i] = in_u64();
        offset[i] = in_u64();
        if (kind[i] > 1)
            protocol_error(ERR_BAD_ARG_KIND, case_index, kind[i]);
        if (kind[i] == 1 && value[i] >= nbufs)
            protocol_error(ERR_BAD_BUF_INDEX, case_index, value[i]);
    }

    /* Map only once the case is known to be well formed. */
    for (u64 i = 0; i < nbufs; i++)
        map_buffer(&bufs[i], misalign[i], placement[i]);
    for (u64 i = 0; i < SIM_MAX_ARGS; i++) {
        u64 v = mix(~case_index * 8 + i); /* unused argument registers hold junk */
        if (i < nargs)
            v = kind[i] == 0 ? value[i] : (u64)bufs[value[i]].ptr + offset[i];
        C(CTX_ARGS + 8 * i) = v;
    }

    u64 status = run_case(use_v);

    out_u64(status);
    out_u64(C(CTX_OUT_A0));
    static const u8 zeros[8];
    for (u64 i = 0; i < nbufs; i++) {
        out_bytes(bufs[i].ptr, bufs[i].size);
        out_bytes(zeros, -bufs[i].size & 7);
    }
    for (u64 i = 0; i < nbufs; i++)
        sys3(SYS_munmap, bufs[i].map, bufs[i].map_len, 0);
    nbufs = 0; /* a later fault in the harness must not blame this case's buffers */
}

/* ---- entry ------------------------------------------------------------- */

#define AT_HWCAP 16

static u64 hwcap(u64 *sp)
{
    u64 argc = sp[0];
    u64 *p = sp + 1 + argc + 1; /* skip argv and its NULL */
    while (*p)
        p++;                    /* skip envp */
    for (p++; p[0]; p += 2)
        if (p[0] == AT_HWCAP)
            return p[1];
    return 0;
}

__attribute__((noreturn)) void sim_main(u64 *sp)
{
    /* The vector fill is compiled in with SIM_HAVE_V but only run when the CPU
     * really has V (HWCAP bit 'V'), so one ELF also runs on a CPU without it. */
    u64 use_v = 0;
#ifdef SIM_HAVE_V
    use_v = (hwcap(sp) >> ('V' - 'A')) & 1;
#else
    (void)hwcap;
    (void)sp;
#endif
    install_handlers();
    read_stdin();
    for (case_index = 0;; case_index++) {
        if (in_pos + 8 <= in_len) {
            u64 peek;
            memcpy(&peek, in_buf + in_pos, 8);
            if (peek == SIM_END_OF_INPUT)
                break;
        }
        do_case(use_v);
    }
    flush();
    sys_exit(0);
}
