/*
 * Baseline for updateBytesAdler32: Adler-32 in portable C, the way zlib's scalar code computes it,
 * compiled by clang to stand in for "what a compiler gives you" (see sim/baseline.py).
 *
 * s1 is 1 plus the sum of the bytes, s2 the sum of the successive s1 values, both modulo 65521.
 * The modulo is deferred: NMAX = 5552 is the largest n with 255*n*(n+1)/2 + (n+1)*(65535) < 2^32,
 * so after at most NMAX bytes neither 32-bit sum can have overflowed, even from an unreduced start.
 * The inner loop is a plain byte loop; unrolling (and vectorising, if it can) is left to the compiler.
 *
 * Signature and registers as HotSpot's stub: a0 = adler (Java int, sign-extended), a1 = buf,
 * a2 = len (>= 0); returns the new adler as a sign-extended int in a0.  Freestanding: no libc.
 */
#include <stdint.h>

#define ADLER_BASE 65521u
#define ADLER_NMAX 5552u

int baseline_updateBytesAdler32(int adler, const unsigned char *buf, int len)
{
    uint32_t s1 = (uint32_t)adler & 0xffff;
    uint32_t s2 = (uint32_t)adler >> 16;
    uint32_t n = (uint32_t)len;

    while (n >= ADLER_NMAX) {
        n -= ADLER_NMAX;
        for (uint32_t i = 0; i < ADLER_NMAX; i++) {
            s1 += buf[i];
            s2 += s1;
        }
        buf += ADLER_NMAX;
        s1 %= ADLER_BASE;
        s2 %= ADLER_BASE;
    }
    for (uint32_t i = 0; i < n; i++) {
        s1 += buf[i];
        s2 += s1;
    }
    s1 %= ADLER_BASE;
    s2 %= ADLER_BASE;
    return (int)(s1 | s2 << 16);
}
