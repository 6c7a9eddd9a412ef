/*
 * The Java calls the RISC-V intrinsics of the series replace, one JMH benchmark for all of them:
 * `alg` picks the call, `size` the bytes per call (the lattice algorithms take one operation a
 * call and ignore it). Board runs it per dispatch arm, intrinsic on and off.
 */
package board;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.Signature;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import javax.crypto.Cipher;
import javax.crypto.KEM;
import javax.crypto.spec.ChaCha20ParameterSpec;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class IntrinsicBench {
    @Param({"crc32"})
    public String alg;

    @Param({"16", "256", "4096", "65536"})
    public int size;

    private byte[] in, out;
    private final CRC32 crc32 = new CRC32();
    private final CRC32C crc32c = new CRC32C();
    private final Adler32 adler32 = new Adler32();
    private MessageDigest md;
    private Cipher cipher;
    private SecretKeySpec key;
    private byte[] nonce = new byte[12];
    private long counter;
    private KEM.Encapsulator kem;
    private Signature signer;

    @Setup
    public void setup() throws Exception {
        Random r = new Random(2026);
        in = new byte[Math.max(size, 1)];
        r.nextBytes(in);
        out = new byte[in.length + 16];
        byte[] k = new byte[32];
        r.nextBytes(k);
        switch (alg) {
            case "crc32", "crc32c", "adler32" -> { }
            case "sha1" -> md = MessageDigest.getInstance("SHA-1");
            case "sha3" -> md = MessageDigest.getInstance("SHA3-256");
            case "aes-ecb" -> {
                cipher = Cipher.getInstance("AES/ECB/NoPadding");
                cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(k, 0, 16, "AES"));
                in = new byte[Math.max(16, size / 16 * 16)];
                out = new byte[in.length];
            }
            case "aes-gcm", "ghash" -> {
                cipher = Cipher.getInstance("AES/GCM/NoPadding");
                key = new SecretKeySpec(k, 0, 16, "AES");
            }
            case "chacha20" -> {
                cipher = Cipher.getInstance("ChaCha20");
                key = new SecretKeySpec(k, "ChaCha20");
            }
            case "poly1305" -> {
                cipher = Cipher.getInstance("ChaCha20-Poly1305");
                key = new SecretKeySpec(k, "ChaCha20");
            }
            case "ml-kem" -> {
                KeyPair kp = KeyPairGenerator.getInstance("ML-KEM-768").generateKeyPair();
                kem = KEM.getInstance("ML-KEM").newEncapsulator(kp.getPublic());
            }
            case "ml-dsa" -> {
                KeyPair kp = KeyPairGenerator.getInstance("ML-DSA-65").generateKeyPair();
                signer = Signature.getInstance("ML-DSA");
                signer.initSign(kp.getPrivate());
            }
            default -> throw new IllegalArgumentException("unknown alg " + alg);
        }
    }

    // A fresh nonce per call: GCM and ChaCha20 refuse to encrypt twice under one key and nonce.
    private byte[] nextNonce() {
        long c = ++counter;
        for (int i = 0; i < 8; i++) nonce[4 + i] = (byte) (c >>> (8 * i));
        return nonce;
    }

    @Benchmark
    public Object call() throws Exception {
        switch (alg) {
            case "crc32" -> { crc32.update(in, 0, size); return crc32.getValue(); }
            case "crc32c" -> { crc32c.update(in, 0, size); return crc32c.getValue(); }
            case "adler32" -> { adler32.update(in, 0, size); return adler32.getValue(); }
            case "sha1", "sha3" -> { md.update(in, 0, size); return md.digest(); }
            case "aes-ecb" -> { return cipher.doFinal(in, 0, in.length, out, 0); }
            case "aes-gcm" -> {
                cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nextNonce()));
                return cipher.doFinal(in, 0, size, out, 0);
            }
            case "ghash" -> {
                cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nextNonce()));
                cipher.updateAAD(in, 0, size);
                return cipher.doFinal();
            }
            case "chacha20" -> {
                cipher.init(Cipher.ENCRYPT_MODE, key, new ChaCha20ParameterSpec(nextNonce(), 1));
                return cipher.doFinal(in, 0, size, out, 0);
            }
            case "poly1305" -> {
                cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(nextNonce()));
                return cipher.doFinal(in, 0, size, out, 0);
            }
            case "ml-kem" -> { return kem.encapsulate(); }
            case "ml-dsa" -> { signer.update(in, 0, size); return signer.sign(); }
            default -> throw new IllegalStateException(alg);
        }
    }
}
