import java.security.MessageDigest;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A workload for counting HotSpot's own stubs (sim/hotspot_own.py): per algorithm, WARM_CALLS calls
 * on WARM_SIZE bytes so that C2 compiles the caller with the intrinsic, then CALLS calls on SIZE
 * bytes. The warm-up is the same in every run, so the counts of a run with CALLS=0 are subtracted
 * from the others and what is left is CALLS identical calls. Prints, per algorithm, the tail of the
 * last result, which sim/hotspot_own.py checks against zlib, hashlib and pycryptodome: a stub that
 * computed a wrong answer is not counted.
 *
 * Usage: java StubBench ALG[,ALG...] SIZE CALLS   (numbers zero-padded by the caller, so every
 * run of one configuration has the same command line length and the same memory layout)
 */
public class StubBench {
    static final int WARM_CALLS = 600, WARM_SIZE = 512;

    /** The data every algorithm reads; sim/hotspot_own.py builds the same bytes. */
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

    interface Op { byte[] run(byte[] buf, int n) throws Exception; }

    static byte[] be64(long v) {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) b[i] = (byte) (v >>> (56 - 8 * i));
        return b;
    }

    static Op op(String alg) throws Exception {
        switch (alg) {
            case "crc32": return (buf, n) -> { CRC32 c = new CRC32(); c.update(buf, 0, n); return be64(c.getValue()); };
            case "adler32": return (buf, n) -> { Adler32 c = new Adler32(); c.update(buf, 0, n); return be64(c.getValue()); };
            case "aes-enc":
            case "aes-dec": {
                // ECB: HotSpot 26 on RISC-V has no ECB stub, so C2's loop calls the single-block stub.
                Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
                c.init(alg.equals("aes-enc") ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE,
                       new SecretKeySpec(key(16), "AES"));
                return (buf, n) -> { byte[] out = new byte[n]; c.update(buf, 0, n, out, 0); return out; };
            }
            case "sha256":
            case "sha512": {
                // Never finished inside the loop: whole blocks go to implCompressMultiBlock.
                MessageDigest m = MessageDigest.getInstance(alg.equals("sha256") ? "SHA-256" : "SHA-512");
                return (buf, n) -> {
                    if (buf == null) return m.digest();
                    m.update(buf, 0, n);
                    return null;
                };
            }
            case "chacha20poly1305": {
                Cipher c = Cipher.getInstance("ChaCha20-Poly1305");
                SecretKeySpec k = new SecretKeySpec(key(32), "ChaCha20");
                long[] calls = {0};
                return (buf, n) -> {
                    byte[] nonce = new byte[12];          // a fresh nonce per call, as the cipher demands
                    System.arraycopy(be64(++calls[0]), 0, nonce, 4, 8);
                    c.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(nonce));
                    return c.doFinal(buf, 0, n);
                };
            }
            default: throw new IllegalArgumentException("unknown algorithm " + alg);
        }
    }

    public static void main(String[] args) throws Exception {
        String[] algs = args[0].split(",");
        int size = Integer.parseInt(args[1]);
        int calls = Integer.parseInt(args[2]);
        byte[] buf = data(Math.max(size, WARM_SIZE));
        for (String alg : algs) {
            Op op = op(alg);
            byte[] last = null;
            for (int i = 0; i < WARM_CALLS; i++) last = op.run(buf, WARM_SIZE);
            for (int i = 0; i < calls; i++) last = op.run(buf, size);
            if (alg.startsWith("sha")) last = op.run(null, 0);
            System.out.println(alg + " " + hex(last, last.length - 64));
        }
    }
}
