import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Calls the Java methods HotSpot intrinsifies with stubforge's stubs, often enough that C2 compiles
 * their callers, over lengths and offsets given by stubforge (sim/jvm.py), and prints one SHA-256
 * per algorithm over every result. sim/jvm.py computes the same digests with zlib, crc32c,
 * pycryptodome and hashlib; this program only feeds the JVM and never judges its own output.
 *
 * Usage: java StubCheck DATA_FILE ROUNDS LEN[,LEN...]
 */
public class StubCheck {
    static void feedLong(MessageDigest m, long v) {
        for (int i = 0; i < 8; i++) m.update((byte) (v >>> (8 * i)));
    }

    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) s.append(String.format("%02x", x & 0xff));
        return s.toString();
    }

    static Checksum checksum(String alg) {
        switch (alg) {
            case "crc32": return new CRC32();
            case "crc32c": return new CRC32C();
            default: return new Adler32();
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] data = Files.readAllBytes(Path.of(args[0]));
        int rounds = Integer.parseInt(args[1]);
        String[] parts = args[2].split(",");
        int[] lens = new int[parts.length];
        for (int i = 0; i < parts.length; i++) lens[i] = Integer.parseInt(parts[i]);

        // Checksums: update(data, off, len) then update(data, off + len, off), for off 0..7.
        for (String alg : new String[] {"crc32", "crc32c", "adler32"}) {
            MessageDigest m = MessageDigest.getInstance("SHA-256");
            for (int round = 0; round < rounds; round++)
                for (int len : lens)
                    for (int off = 0; off < 8; off++) {
                        Checksum c = checksum(alg);
                        c.update(data, off, len);
                        c.update(data, off + len, off);
                        feedLong(m, c.getValue());
                    }
            System.out.println(alg + " " + hex(m.digest()));
        }

        // AES: key at data[64..], IV at data[32..48], plaintext at data[3..]; ECB and CBC take whole
        // blocks, CTR any length, split into two update() calls so the keystream carries over.
        byte[] iv = java.util.Arrays.copyOfRange(data, 32, 48);
        for (int keyLen : new int[] {16, 24, 32}) {
            SecretKeySpec key = new SecretKeySpec(java.util.Arrays.copyOfRange(data, 64, 64 + keyLen), "AES");
            for (String mode : new String[] {"ecb", "cbc", "ctr"}) {
                MessageDigest m = MessageDigest.getInstance("SHA-256");
                Cipher enc = Cipher.getInstance("AES/" + mode.toUpperCase() + "/NoPadding");
                Cipher dec = Cipher.getInstance("AES/" + mode.toUpperCase() + "/NoPadding");
                for (int round = 0; round < rounds; round++)
                    for (int len : lens) {
                        int n = mode.equals("ctr") ? len : len & ~15;
                        if (mode.equals("ecb")) {
                            enc.init(Cipher.ENCRYPT_MODE, key);
                            dec.init(Cipher.DECRYPT_MODE, key);
                        } else {
                            enc.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
                            dec.init(Cipher.DECRYPT_MODE, key, new IvParameterSpec(iv));
                        }
                        byte[] ct;
                        if (mode.equals("ctr")) {
                            int cut = n / 3;
                            byte[] a = enc.update(data, 3, cut);
                            byte[] b = enc.doFinal(data, 3 + cut, n - cut);
                            ct = new byte[n];
                            System.arraycopy(a == null ? new byte[0] : a, 0, ct, 0, cut);
                            System.arraycopy(b, 0, ct, cut, n - cut);
                        } else {
                            ct = enc.doFinal(data, 3, n);
                        }
                        byte[] pt = dec.doFinal(ct);
                        for (int i = 0; i < n; i++)
                            if (pt[i] != data[3 + i])
                                throw new AssertionError(mode + " decryption differs at byte " + i + " of " + n);
                        m.update(ct);
                    }
                System.out.println("aes" + keyLen * 8 + "-" + mode + " " + hex(m.digest()));
            }
            System.out.println("aes" + keyLen * 8 + "-gcm " + hex(gcm(data, key, rounds, lens)));
        }

        // ChaCha20-Poly1305 (chacha20Block, poly1305_processBlocks): key at data[64..96], AAD
        // data[0..13], plaintext at data[5..]; the nonce is data[40..48] and the call's number, big-endian
        // (Java refuses to encrypt twice under one key and nonce).
        SecretKeySpec chachaKey = new SecretKeySpec(java.util.Arrays.copyOfRange(data, 64, 96), "ChaCha20");
        Cipher enc = Cipher.getInstance("ChaCha20-Poly1305");
        Cipher dec = Cipher.getInstance("ChaCha20-Poly1305");
        MessageDigest cm = MessageDigest.getInstance("SHA-256");
        int call = 0;
        for (int round = 0; round < rounds; round++)
            for (int len : lens) {
                byte[] nonce = java.util.Arrays.copyOf(java.util.Arrays.copyOfRange(data, 40, 48), 12);
                for (int i = 0; i < 4; i++) nonce[8 + i] = (byte) (call >>> (24 - 8 * i));
                call++;
                IvParameterSpec spec = new IvParameterSpec(nonce);
                enc.init(Cipher.ENCRYPT_MODE, chachaKey, spec);
                enc.updateAAD(data, 0, 13);
                byte[] ct = enc.doFinal(data, 5, len);
                dec.init(Cipher.DECRYPT_MODE, chachaKey, spec);
                dec.updateAAD(data, 0, 13);
                byte[] pt = dec.doFinal(ct);
                for (int i = 0; i < len; i++)
                    if (pt[i] != data[5 + i])
                        throw new AssertionError("chacha20-poly1305 decryption differs at byte " + i + " of " + len);
                cm.update(ct);
            }
        System.out.println("chacha20-poly1305 " + hex(cm.digest()));
        // SHA-2: each message (data[off..off+len)) fed in two update() calls, cut so that whole
        // blocks reach implCompressMultiBlock and a partial block is buffered (implCompress).
        for (String alg : new String[] {"SHA-224", "SHA-256", "SHA-384", "SHA-512"}) {
            MessageDigest m = MessageDigest.getInstance("SHA-256");
            MessageDigest d = MessageDigest.getInstance(alg);
            for (int round = 0; round < rounds; round++)
                for (int len : lens)
                    for (int off = 0; off < 8; off++) {
                        int cut = len / 3 + off;
                        cut = Math.min(cut, len);
                        d.update(data, off, cut);
                        d.update(data, off + cut, len - cut);
                        m.update(d.digest());
                    }
            System.out.println(alg.toLowerCase().replace("-", "") + " " + hex(m.digest()));
        }
    }

    /**
     * AES/GCM/NoPadding: nonce data[32..40] + the length's index (big-endian int, so no two
     * consecutive inits reuse one), AAD data[5..5 + len % 29], plaintext data[3..3 + len] in two
     * update calls; ciphertext and tag go into the digest. Decryption runs in place (output = input
     * array) and must give the plaintext back.
     */
    static byte[] gcm(byte[] data, SecretKeySpec key, int rounds, int[] lens) throws Exception {
        MessageDigest m = MessageDigest.getInstance("SHA-256");
        Cipher enc = Cipher.getInstance("AES/GCM/NoPadding");
        Cipher dec = Cipher.getInstance("AES/GCM/NoPadding");
        for (int round = 0; round < rounds; round++)
            for (int idx = 0; idx < lens.length; idx++) {
                int n = lens[idx];
                byte[] nonce = java.util.Arrays.copyOfRange(data, 32, 44);
                nonce[8] = (byte) (idx >>> 24); nonce[9] = (byte) (idx >>> 16);
                nonce[10] = (byte) (idx >>> 8); nonce[11] = (byte) idx;
                GCMParameterSpec spec = new GCMParameterSpec(128, nonce);
                enc.init(Cipher.ENCRYPT_MODE, key, spec);
                enc.updateAAD(data, 5, n % 29);
                int cut = n / 3;
                byte[] ct = new byte[n + 16];
                int done = enc.update(data, 3, cut, ct, 0);
                enc.doFinal(data, 3 + cut, n - cut, ct, done);
                dec.init(Cipher.DECRYPT_MODE, key, spec);
                dec.updateAAD(data, 5, n % 29);
                byte[] buf = ct.clone();
                int got = dec.doFinal(buf, 0, buf.length, buf, 0);
                if (got != n)
                    throw new AssertionError("gcm decryption returned " + got + " bytes of " + n);
                for (int i = 0; i < n; i++)
                    if (buf[i] != data[3 + i])
                        throw new AssertionError("gcm decryption differs at byte " + i + " of " + n);
                m.update(ct);
            }
        return m.digest();
    }
}
