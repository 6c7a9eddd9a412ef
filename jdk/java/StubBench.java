// stubforge:imports

/**
 * A workload for counting HotSpot's own stubs (bench/hotspot_own.py): per algorithm, WARM_CALLS calls
 * on WARM_SIZE bytes so that C2 compiles the caller with the intrinsic, then CALLS calls on SIZE
 * bytes. The warm-up is the same in every run, so the counts of a run with CALLS=0 are subtracted
 * from the others and what is left is CALLS identical calls. Prints, per algorithm, the tail of the
 * last result, which bench/hotspot_own.py checks against zlib, hashlib and pycryptodome: a stub that
 * computed a wrong answer is not counted.
 *
 * This is the generic driver. The algorithms -- op()'s cases and the imports they need -- are each
 * stub family's `Workload` (stubs/<family>.py), written in at the marked lines before compiling.
 *
 * Usage: java StubBench ALG[,ALG...] SIZE CALLS   (numbers zero-padded by the caller, so every
 * run of one configuration has the same command line length and the same memory layout)
 */
public class StubBench {
    static final int WARM_CALLS = 600, WARM_SIZE = 512;

    /** The data every algorithm reads; stubs.bench_data builds the same bytes. */
    static byte[] data(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) b[i] = (byte) ((i * 167 + 13) ^ (i >>> 9));
        return b;
    }

    static byte[] key(int n) {
        byte[] k = new byte[n];
        for (int i = 0; i < n; i++) k[i] = (byte) (i * 7 + 1);
        return k;
    }

    static String hex(byte[] b, int from) {
        StringBuilder s = new StringBuilder();
        for (int i = Math.max(0, from); i < b.length; i++) s.append(String.format("%02x", b[i] & 0xff));
        return s.toString();
    }

    /** One algorithm: run() per call; finish() gives what is printed after the last call. */
    interface Op {
        byte[] run(byte[] buf, int n) throws Exception;
        default byte[] finish(byte[] last) throws Exception { return last; }
    }

    static byte[] be64(long v) {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) b[i] = (byte) (v >>> (56 - 8 * i));
        return b;
    }

    static Op op(String alg) throws Exception {
        switch (alg) {
            // stubforge:cases
            default: throw new IllegalArgumentException("unknown algorithm " + alg);
        }
    }

    /** Bytes per warm-up call: WARM_SIZE, or more where the stub is reached only by longer calls. */
    static int warm(String alg) {
        switch (alg) {
            // stubforge:warm
            default: return WARM_SIZE;
        }
    }

    public static void main(String[] args) throws Exception {
        String[] algs = args[0].split(",");
        int size = Integer.parseInt(args[1]);
        int calls = Integer.parseInt(args[2]);
        // fewer warm-up calls where every compiled call is logged (bench/hotspot_c2.py: -Dstubforge.warm=N)
        int warmCalls = Integer.getInteger("stubforge.warm", WARM_CALLS);
        for (String alg : algs) {
            Op op = op(alg);
            int warm = warm(alg);
            byte[] buf = data(Math.max(size, warm));
            byte[] last = null;
            for (int i = 0; i < warmCalls; i++) last = op.run(buf, warm);
            for (int i = 0; i < calls; i++) last = op.run(buf, size);
            last = op.finish(last);
            System.out.println(alg + " " + hex(last, last.length - 64));
        }
    }
}
