/*
 * The board owner's run: JMH throughput of each intrinsic of the series on this CPU, with the
 * intrinsic off, on every arm of its per-CPU dispatch the CPU can take, and (given --stock) on the
 * unpatched JDK, printed as a Markdown table to paste into the pull request, under the CPU's
 * description (/proc/cpuinfo, HotSpot's view of the extensions, VLEN).
 *
 *   java -cp classes:lib/* board.Board --jdk PATCHED_JDK [--stock STOCK_JDK] [--only CRC32C,SHA-3]
 *        [--sizes 16,256,4096,65536] [--quick] [--intrinsics FILE]
 *
 * FILE (default: intrinsics.txt beside the classes) has one line per intrinsic:
 *   title | alg | Use...Intrinsics flags | arm flags ; arm flags ; ...
 * an empty arm being the CPU's own choice. Timings come from this machine only; under an emulator
 * the run is a functional check (--quick), not a measurement.
 */
package board;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

public class Board {
    record Intrinsic(String title, String alg, List<String> flags, List<List<String>> arms) { }

    record Run(String label, Path java, List<String> vmFlags) { }

    static final List<String> UNLOCK = List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+UnlockExperimentalVMOptions");
    // The extension flags HotSpot sets from the CPU (some experimental, off until asked for).
    static final List<String> EXTENSION_FLAGS = List.of("UseRVV", "UseZba", "UseZbb", "UseZbs", "UseZvbb", "UseZvbc",
                                                        "UseZvkn", "UseZvkg");

    public static void main(String[] args) throws Exception {
        Map<String, String> opt = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--quick")) {
                opt.put(a, "");
            } else if (List.of("--jdk", "--stock", "--only", "--sizes", "--intrinsics", "--log").contains(a)
                       && i + 1 < args.length) {
                opt.put(a, args[++i]);
            } else {
                usage("unknown argument " + a);
            }
        }
        if (!opt.containsKey("--jdk")) usage("--jdk PATCHED_JDK is required");
        Path patched = java(opt.get("--jdk"));
        Path stock = opt.containsKey("--stock") ? java(opt.get("--stock")) : null;
        Path file = Path.of(opt.getOrDefault("--intrinsics", "intrinsics.txt"));
        List<Intrinsic> all = read(file);
        List<String> only = opt.containsKey("--only") ? Arrays.asList(opt.get("--only").split(",")) : null;
        boolean quick = opt.containsKey("--quick");
        if (quick) {
            // a functional check claims no timing: another JMH run on the machine may go on beside it
            System.setProperty("jmh.ignoreLock", "true");
        }
        String sizes = opt.getOrDefault("--sizes", quick ? "4096" : "16,256,4096,65536");

        String cpu = describe(patched);
        Path log = Path.of(opt.getOrDefault("--log", "board-jmh.log")).toAbsolutePath();
        Files.deleteIfExists(log);
        List<String> table = new ArrayList<>();
        for (Intrinsic in : all) {
            if (only != null && !only.contains(in.title())) continue;
            List<Run> runs = new ArrayList<>();
            runs.add(new Run("intrinsic off", patched, in.flags().stream().map(f -> "-XX:-" + f).toList()));
            if (stock != null) runs.add(new Run("unpatched JDK", stock, List.of()));
            for (List<String> arm : in.arms()) {
                List<String> on = new ArrayList<>(arm);
                in.flags().forEach(f -> on.add("-XX:+" + f));
                runs.add(new Run(arm.isEmpty() ? "patched, this CPU's choice" : "patched, dispatch arm", patched, on));
            }
            Map<String, Double> off = new LinkedHashMap<>();
            for (Run run : runs) {
                String why = run.label().startsWith("patched") ? unreachable(run.java(), run.vmFlags()) : null;
                if (why != null) {
                    table.add(String.format("| %s | %s | %s | - | not run: %s | - |", in.title(), run.label(),
                                            String.join(" ", run.vmFlags()), why));
                    continue;
                }
                System.err.println("board: " + in.title() + ", " + run.label() + " " + run.vmFlags());
                for (RunResult r : measure(in.alg(), sizes, run, quick, log)) {
                    String size = r.getParams().getParam("size");
                    double opsPerSecond = r.getPrimaryResult().getScore();
                    boolean lattice = in.alg().startsWith("ml-");
                    double score = lattice ? opsPerSecond : opsPerSecond * Integer.parseInt(size) / 1e6;
                    if (run.label().equals("intrinsic off")) off.put(size, score);
                    Double base = off.get(size);
                    table.add(String.format("| %s | %s | %s | %s | %s | %s |", in.title(), run.label(),
                                      String.join(" ", run.vmFlags()), lattice ? "-" : size,
                                      String.format(lattice ? "%.1f ops/s" : "%.1f", score),
                                      base == null || run.label().equals("intrinsic off") ? "-"
                                          : String.format("%.2fx", score / base)));
                }
            }
        }
        // JMH's own report went to the log: stdout is the table alone
        System.out.println("CPU: " + cpu);
        System.out.println();
        System.out.println("| intrinsic | run | VM flags | bytes a call | MB/s | vs intrinsic off |");
        System.out.println("|---|---|---|---|---|---|");
        table.forEach(System.out::println);
        System.out.println();
        System.out.println("JMH 1.37, " + (quick ? "--quick: one 200 ms iteration, a functional check, not a measurement"
                                                 : "2 forks x 5 one-second iterations after 5 of warm-up")
                           + "; JMH's report: " + log);
    }

    static Collection<RunResult> measure(String alg, String sizes, Run run, boolean quick, Path log) throws Exception {
        List<String> jvmArgs = new ArrayList<>(UNLOCK);
        jvmArgs.addAll(run.vmFlags());
        ChainedOptionsBuilder o = new OptionsBuilder().include(IntrinsicBench.class.getName() + ".call")
            .param("alg", alg).param("size", alg.startsWith("ml-") ? new String[] {"32"} : sizes.split(","))
            .jvm(run.java().toString()).jvmArgs(jvmArgs.toArray(new String[0])).shouldFailOnError(true)
            .output(log.toString());
        if (quick) {
            o = o.forks(1).warmupIterations(0).measurementIterations(1).measurementTime(TimeValue.milliseconds(200));
        } else {
            o = o.forks(2).warmupIterations(5).warmupTime(TimeValue.seconds(1))
                 .measurementIterations(5).measurementTime(TimeValue.seconds(1));
        }
        return new Runner(o.build()).run();
    }

    // The CPU as the patched JDK sees it: the isa line of /proc/cpuinfo, the extension flags HotSpot
    // set, and VLEN (MaxVectorSize is VLEN/8 bytes with RVV).
    static String describe(Path java) throws Exception {
        StringBuilder s = new StringBuilder();
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            for (String line : Files.readAllLines(cpuinfo)) {
                String one = line.replaceAll("\\s+", " ").trim();
                if (one.matches("(isa|uarch|mvendorid|marchid|model name) :.*") && s.indexOf(one) < 0) {
                    s.append(one).append("; ");           // the first hart's (all alike on most boards)
                }
            }
        }
        Map<String, String> flags = finalFlags(java, List.of());
        String version = flags.getOrDefault("(version)", "");
        List<String> on = EXTENSION_FLAGS.stream().filter(f -> "true".equals(flags.get(f))).toList();
        s.append("HotSpot: ").append(on.isEmpty() ? "no extension flags on" : String.join(" ", on));
        if ("true".equals(flags.get("UseRVV")) && flags.containsKey("MaxVectorSize")) {
            s.append("; VLEN ").append(Integer.parseInt(flags.get("MaxVectorSize")) * 8);
        }
        return s.append("; ").append(version).toString();
    }

    // The flags as a JVM started with `extra` ends up with them (HotSpot turns an extension flag back
    // off on a CPU without the extension); "(version)" the runtime's version line; "(error)" when the
    // JVM refused to start (an unknown flag).
    static Map<String, String> finalFlags(Path java, List<String> extra) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(java.toString()));
        cmd.addAll(UNLOCK);
        cmd.addAll(extra);
        cmd.addAll(List.of("-XX:+PrintFlagsFinal", "-version"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        Map<String, String> flags = new LinkedHashMap<>();
        StringBuilder all = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
            for (String line; (line = r.readLine()) != null; ) {
                String[] f = line.trim().split("\\s+");
                if (f.length >= 4 && f[2].equals("=")) flags.put(f[1], f[3]);
                if (line.contains("Runtime Environment")) flags.put("(version)", line.trim());
                all.append(line).append('\n');
            }
        }
        if (p.waitFor() != 0) flags.put("(error)", all.toString().lines().findFirst().orElse("exit " + p.exitValue()));
        return flags;
    }

    // Why this JDK on this CPU cannot take the arm (null: it can): a flag it does not know, or an
    // extension flag HotSpot turned back off.
    static String unreachable(Path java, List<String> arm) throws Exception {
        if (arm.isEmpty()) return null;
        Map<String, String> f = finalFlags(java, arm);
        if (f.containsKey("(error)")) return f.get("(error)");
        for (String a : arm) {
            if (a.startsWith("-XX:+") && !"true".equals(f.get(a.substring(5)))) return a.substring(5) + " stays off on this CPU";
        }
        return null;
    }

    static List<Intrinsic> read(Path file) throws Exception {
        List<Intrinsic> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\\|", -1);
            if (f.length != 4) throw new IllegalArgumentException(file + ": not `title | alg | flags | arms`: " + line);
            List<List<String>> arms = new ArrayList<>();
            for (String arm : f[3].split(";", -1)) arms.add(words(arm));
            out.add(new Intrinsic(f[0].trim(), f[1].trim(), words(f[2]), arms));
        }
        return out;
    }

    static List<String> words(String s) {
        return s.isBlank() ? List.of() : Arrays.asList(s.trim().split("\\s+"));
    }

    static Path java(String jdk) {
        Path java = Path.of(jdk, "bin", "java");
        if (!Files.isExecutable(java)) usage(jdk + " has no bin/java");
        return java;
    }

    static void usage(String why) {
        System.err.println("board: " + why);
        System.err.println("usage: board.Board --jdk PATCHED_JDK [--stock STOCK_JDK] [--only TITLE,...] "
                           + "[--sizes 16,256,...] [--quick] [--intrinsics FILE]");
        System.exit(2);
    }
}
