import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
// stubforge:imports

/**
 * Calls the Java methods HotSpot intrinsifies with stubforge's stubs, often enough that C2 compiles
 * their callers, over lengths and offsets given by stubforge (jdk/jvm.py), and prints one SHA-256
 * per algorithm over every result. jdk/jvm.py computes the same digests with zlib, crc32c,
 * pycryptodome and hashlib; this program only feeds the JVM and never judges its own output.
 *
 * This is the generic driver. Its parts -- one static method per stub family, called from main()
 * in turn -- are the `Check`s declared in stubs/<family>.py, written in at the marked lines before
 * compiling.
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

    public static void main(String[] args) throws Exception {
        byte[] data = Files.readAllBytes(Path.of(args[0]));
        int rounds = Integer.parseInt(args[1]);
        String[] parts = args[2].split(",");
        int[] lens = new int[parts.length];
        for (int i = 0; i < parts.length; i++) lens[i] = Integer.parseInt(parts[i]);
        // stubforge:calls
    }

    // stubforge:members
}
