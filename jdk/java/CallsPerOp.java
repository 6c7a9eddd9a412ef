// How many times each intrinsified Java method runs per ML-KEM-768 / ML-DSA-65 operation, counted by
// JFR's method timing (JEP 520: the methods' bytecode instrumented, so every invocation counts,
// interpreted or compiled). Run by bench/per_operation.py with the intrinsics off: an intrinsic
// replaces the instrumented body, whose invocations would then not be counted.
//
// usage: java CallsPerOp N WARM TIMING TRACE DIR
//   N operations of each kind through the public JCA APIs, each counted by itself (so that the spread
//   of ML-DSA signing's rejection loop shows), after WARM uncounted ones; TIMING is the jdk.MethodTiming
//   filter (methods separated by ';'), TRACE a jdk.MethodTrace one: those methods' calls are counted
//   per caller (the first frame of their stack in generateA or decodePoly, else "other"); DIR takes
//   the recording's dumps (one at a time).
// Prints per operation "op KIND I METHOD=COUNT ..." (METHOD as class::name(descriptor), a traced one
// followed by "@caller"), then "done".
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.NamedParameterSpec;
import java.util.Map;
import java.util.TreeMap;
import javax.crypto.KEM;

import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordingFile;

public class CallsPerOp {
    interface Op { void run() throws Exception; }

    // SHA1PRNG with a fixed seed: the same keys, messages and rejection-loop lengths on every run
    // (it does not use SHA-3, so it adds no counted calls)
    static SecureRandom random(long seed) throws Exception {
        SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(seed);
        return r;
    }

    public static void main(String[] a) throws Exception {
        int n = Integer.parseInt(a[0]), warm = Integer.parseInt(a[1]);
        String filter = a[2], trace = a[3];
        Path file = Path.of(a[4], "op.jfr");
        // rnd[0]: the randomness of everything, seeded afresh for every operation from its kind and
        // number, so that a run counting fewer operations, after any warm-up, counts the same first ones
        SecureRandom[] rnd = {random(2026)};

        // ML-KEM-768: key generation, encapsulation (newEncapsulator + encapsulate) and decapsulation
        // (newDecapsulator + decapsulate), each pair against a key pair of its own made before it,
        // uncounted (the matrix sampled from the key's seed varies in length between keys)
        KeyPairGenerator kg = KeyPairGenerator.getInstance("ML-KEM-768");
        KeyPair[] kemKeys = new KeyPair[1];
        KEM kem = KEM.getInstance("ML-KEM");
        byte[][] ct = new byte[1][];
        byte[][] key = new byte[1][];
        Op keygen = () -> {
            kg.initialize(new NamedParameterSpec("ML-KEM-768"), rnd[0]);
            kemKeys[0] = kg.generateKeyPair();
        };
        Op encaps = () -> {
            KEM.Encapsulated e = kem.newEncapsulator(kemKeys[0].getPublic(), rnd[0]).encapsulate();
            ct[0] = e.encapsulation();
            key[0] = e.key().getEncoded();
        };
        Op decaps = () -> {
            byte[] k = kem.newDecapsulator(kemKeys[0].getPrivate()).decapsulate(ct[0]).getEncoded();
            if (!java.util.Arrays.equals(k, key[0])) throw new AssertionError("ML-KEM-768: keys differ");
        };
        // ML-DSA-65: key generation, signing (initSign + update + sign of a fresh 64-byte message,
        // hedged with the seeded randomness) and verification of that signature, each pair with a key
        // pair of its own made before it, uncounted
        KeyPairGenerator dg = KeyPairGenerator.getInstance("ML-DSA-65");
        KeyPair[] dsaKeys = new KeyPair[1];
        Signature s = Signature.getInstance("ML-DSA-65");
        byte[] msg = new byte[64];
        byte[][] sig = new byte[1][];
        Op dkeygen = () -> {
            dg.initialize(new NamedParameterSpec("ML-DSA-65"), rnd[0]);
            dsaKeys[0] = dg.generateKeyPair();
        };
        Op sign = () -> {
            s.initSign(dsaKeys[0].getPrivate(), rnd[0]);
            s.update(msg);
            sig[0] = s.sign();
        };
        Op verify = () -> {
            s.initVerify(dsaKeys[0].getPublic());
            s.update(msg);
            if (!s.verify(sig[0])) throw new AssertionError("ML-DSA-65: verification failed");
        };

        String[] kinds = {"ml-kem-768 keygen", "ml-kem-768 encaps", "ml-kem-768 decaps",
                          "ml-dsa-65 keygen", "ml-dsa-65 sign", "ml-dsa-65 verify"};
        // encapsulation before decapsulation (it makes the ciphertext), signing before verification
        Op[][] groups = {{keygen}, {encaps, decaps}, {dkeygen}, {sign, verify}};
        Op[] setups = {null, keygen, null, dkeygen};     // run before each pair, not counted
        int k = 0;
        for (int g = 0; g < groups.length; g++) {
            Op[] group = groups[g];
            for (int i = 0; i < warm; i++) {
                rnd[0] = random(-1 - i);
                rnd[0].nextBytes(msg);
                if (setups[g] != null) setups[g].run();
                for (Op op : group) op.run();
            }
            // One recording per group: jdk.MethodTiming's invocation counts run from the recording's
            // start, and each dump ends a chunk, which emits them; an operation's calls are the
            // difference between the dumps before and after it.
            try (Recording r = new Recording()) {
                r.enable("jdk.MethodTiming").with("filter", filter).with("period", "endChunk");
                if (!trace.isEmpty()) {
                    r.enable("jdk.MethodTrace").with("filter", trace).with("threshold", "0 ms")
                            .with("stackTrace", "true");
                }
                r.start();
                Map<String, Long> before = counts(r, file);
                for (int i = 0; i < n; i++) {
                    rnd[0] = random(1_000_000L * (k + 1) + i);
                    rnd[0].nextBytes(msg);
                    if (setups[g] != null) {
                        setups[g].run();
                        before = counts(r, file);
                    }
                    for (int j = 0; j < group.length; j++) {
                        group[j].run();
                        Map<String, Long> after = counts(r, file);
                        StringBuilder line = new StringBuilder("op " + kinds[k + j].replace(' ', '/') + " " + i);
                        for (var e : after.entrySet()) {
                            long was = before.getOrDefault(e.getKey(), 0L);
                            line.append(' ').append(e.getKey()).append('=').append(e.getValue() - was);
                        }
                        System.out.println(line);
                        before = after;
                    }
                }
            }
            k += group.length;
        }
        System.out.println("done");
    }

    // The recording's invocation counts so far, per method with its descriptor: the largest of its
    // jdk.MethodTiming events (each chunk's end emits the count since the recording started), and its
    // jdk.MethodTrace events per caller.
    static Map<String, Long> counts(Recording r, Path file) throws Exception {
        Map<String, Long> out = new TreeMap<>();
        r.dump(file);
        for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
            String type = e.getEventType().getName();
            if (!type.equals("jdk.MethodTiming") && !type.equals("jdk.MethodTrace")) continue;
            RecordedMethod m = e.getValue("method");
            String name = m.getType().getName() + "::" + m.getName() + m.getDescriptor();
            if (type.equals("jdk.MethodTiming")) {
                out.merge(name, e.getLong("invocations"), Math::max);
                continue;
            }
            // every traced call is an event of its own, kept in the recording: these count up too
            String via = "other";
            for (RecordedFrame f : e.getStackTrace().getFrames()) {
                String caller = f.getMethod().getName();
                if (caller.equals("generateA") || caller.equals("decodePoly")) {
                    via = caller;
                    break;
                }
            }
            out.merge(name + "@" + via, 1L, Long::sum);
        }
        Files.delete(file);
        return out;
    }
}
