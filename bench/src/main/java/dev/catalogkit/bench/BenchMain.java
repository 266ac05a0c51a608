package dev.catalogkit.bench;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * Times the kit and Apache Iceberg's REST Compatibility Kit (RCK) as whole processes against fresh
 * Iceberg REST fixture processes, on loopback and behind a {@link DelayProxy}, round after round;
 * then the kit's transport against a bare client. Prints a line per run and a TSV summary, and
 * writes both as runs.tsv and summary.tsv into the output directory. See
 * docs/internal/performance.md.
 */
public final class BenchMain {

  private static final long DELAY_MILLIS = 20;
  private static final int OVERHEAD_REQUESTS = 2000;
  private static final String PROXIED = "proxy" + DELAY_MILLIS + "ms";
  private static final String REMOTE = "kit_reference_proxy" + RemoteScenario.DELAY_MILLIS + "ms";
  private static final List<String> RCK_CLASSES =
      List.of(
          "org.apache.iceberg.rest.RESTCompatibilityKitCatalogTests",
          "org.apache.iceberg.rest.RESTCompatibilityKitViewCatalogTests");

  private enum Side {
    KIT,
    RCK
  }

  /**
   * One timed process; requests and connections are -1 where no proxy counted them; load is the
   * system's one-minute load average as it started, to tell a noisy run.
   */
  private record Run(
      String scenario,
      int round,
      double load,
      double seconds,
      int exitCode,
      int requests,
      int connections,
      TestCounts tests) {

    static final String HEADER =
        "scenario\tround\tload_1min\twall_s\texit\trequests\tconnections"
            + "\ttests_found\ttests_passed\ttests_failed\ttests_aborted\ttests_skipped";

    String tsv() {
      return String.join(
          "\t",
          scenario,
          String.valueOf(round),
          format(load, 2),
          format(seconds, 2),
          String.valueOf(exitCode),
          requests < 0 ? "-" : String.valueOf(requests),
          connections < 0 ? "-" : String.valueOf(connections),
          tests == null ? "-\t-\t-\t-\t-" : tests.tsv());
    }
  }

  private final Path kitJar;
  private final Path fixtureClasspath;
  private final Path rckClasspath;
  private final Path out;

  private BenchMain(Path kitJar, Path fixtureClasspath, Path rckClasspath, Path out) {
    this.kitJar = kitJar.toAbsolutePath().normalize();
    this.fixtureClasspath = fixtureClasspath.toAbsolutePath().normalize();
    this.rckClasspath = rckClasspath.toAbsolutePath().normalize();
    this.out = out.toAbsolutePath().normalize();
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 5) {
      System.err.println(
          "usage: BenchMain KIT_JAR FIXTURE_CLASSPATH_DIR RCK_CLASSPATH_DIR OUT_DIR ROUNDS");
      System.exit(2);
    }
    new BenchMain(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]), Path.of(args[3]))
        .run(Integer.parseInt(args[4]));
  }

  private void run(int rounds) throws Exception {
    for (Path needed : List.of(kitJar, fixtureClasspath, rckClasspath)) {
      if (!Files.exists(needed)) {
        throw new IllegalStateException(needed + " is missing: build the kit first");
      }
    }
    deleteRecursively(out);
    Files.createDirectories(out);

    List<Run> runs = new ArrayList<>();
    System.out.println(Run.HEADER);
    for (int round = 1; round <= rounds; round++) {
      // interleaved, so a change of load on the machine falls on every scenario alike
      for (boolean proxied : new boolean[] {false, true}) {
        for (Side side : Side.values()) {
          Run run = timeOnce(side, proxied, round);
          runs.add(run);
          System.out.println(run.tsv());
        }
      }
    }
    List<RemoteScenario.Round> remote = new ArrayList<>();
    for (int round = 1; round <= rounds; round++) {
      RemoteScenario.Round measured =
          RemoteScenario.measure(
              kitJar, Files.createDirectories(out.resolve(REMOTE + "-" + round)));
      remote.add(measured);
      System.out.println(
          REMOTE
              + "\t"
              + round
              + "\twall "
              + format(measured.wallSeconds(), 2)
              + " s, exit "
              + measured.exitCode()
              + ", with its report as --baseline "
              + format(measured.baselineWallSeconds(), 2)
              + " s"
              + ", critical path "
              + format(measured.criticalPathSeconds(), 2)
              + " s (start-up "
              + format(measured.startUpSeconds(), 2)
              + " s + "
              + measured.longestChain()
              + " requests)");
    }
    List<TransportOverhead.Round> overhead;
    try (ServerProcess fixture =
        ServerProcess.icebergFixture(
            fixtureClasspath, Files.createDirectories(out.resolve("overhead")))) {
      overhead = TransportOverhead.measure(fixture.uri(), OVERHEAD_REQUESTS, rounds);
    }

    List<String> runLines = new ArrayList<>(List.of(Run.HEADER));
    runs.forEach(run -> runLines.add(run.tsv()));
    Files.write(out.resolve("runs.tsv"), runLines);
    List<String> summary = summary(runs, overhead);
    summary.addAll(remoteSummary(remote));
    Files.write(out.resolve("summary.tsv"), summary);
    System.out.println("\nsummary (" + out.resolve("summary.tsv") + "):");
    summary.forEach(System.out::println);
  }

  /** One kit or RCK process against a fresh fixture (and a fresh proxy, which counts for it). */
  private Run timeOnce(Side side, boolean proxied, int round) throws Exception {
    String scenario = label(side, proxied);
    Path dir = Files.createDirectories(out.resolve(scenario + "-" + round));
    try (ServerProcess fixture = ServerProcess.icebergFixture(fixtureClasspath, dir);
        DelayProxy proxy = proxied ? new DelayProxy(fixture.uri(), DELAY_MILLIS) : null) {
      URI target = proxied ? proxy.uri() : fixture.uri();
      double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
      TimedProcess.Result result =
          TimedProcess.run(side == Side.KIT ? kit(target, dir) : rck(target, dir), dir);
      if (side == Side.KIT && result.exitCode() == 2) {
        throw new IllegalStateException("the kit could not run; see " + dir.resolve("stderr.log"));
      }
      return new Run(
          scenario,
          round,
          load,
          result.seconds(),
          result.exitCode(),
          proxied ? proxy.requests() : -1,
          proxied ? proxy.connections() : -1,
          side == Side.RCK ? TestCounts.read(dir.resolve("stdout.log")) : null);
    }
  }

  private ProcessBuilder kit(URI target, Path dir) {
    return TimedProcess.kit(
        kitJar,
        dir,
        List.of("--target", target.toString(), "--report-dir", dir.resolve("report").toString()));
  }

  /**
   * Upstream's compiled RCK classes on the JUnit console, on the fixture's class path (the same
   * Iceberg 1.10.0 runtime, iceberg-core's test jar, RCKUtils) plus the RCK's extras. {@code
   * rck.local=false} keeps upstream's RESTServerExtension from starting a server of its own; the
   * client finds the catalog through {@code CATALOG_URI}, as RCK users configure it.
   */
  private ProcessBuilder rck(URI target, Path dir) {
    List<String> command =
        new ArrayList<>(
            List.of(
                TimedProcess.java(),
                "-cp",
                fixtureClasspath.resolve("*") + File.pathSeparator + rckClasspath.resolve("*"),
                "org.junit.platform.console.ConsoleLauncher",
                "execute",
                "--disable-banner",
                "--details=summary",
                "--config=rck.local=false"));
    RCK_CLASSES.forEach(name -> command.add("--select-class=" + name));
    return TimedProcess.builder(command, dir, Map.of("CATALOG_URI", target.toString()));
  }

  private static String label(Side side, boolean proxied) {
    return side.name().toLowerCase(Locale.ROOT) + "_" + (proxied ? PROXIED : "loopback");
  }

  private static List<String> summary(List<Run> runs, List<TransportOverhead.Round> overhead) {
    List<String> rows =
        new ArrayList<>(List.of("measure\truns\tmedian\tmin\tmax\tunit\ttarget\tmet"));
    for (boolean proxied : new boolean[] {false, true}) {
      for (Side side : Side.values()) {
        rows.add(
            row(label(side, proxied) + "_wall", of(runs, side, proxied, Run::seconds), "s", 2));
      }
    }
    for (Side side : Side.values()) {
      String scenario = label(side, true);
      rows.add(row(scenario + "_requests", of(runs, side, true, Run::requests), "requests", 0));
      rows.add(
          row(scenario + "_connections", of(runs, side, true, Run::connections), "connections", 0));
    }
    for (boolean proxied : new boolean[] {false, true}) {
      String scenario = label(Side.RCK, proxied);
      rows.add(row(scenario + "_tests_found", tests(runs, proxied, TestCounts::found), "tests", 0));
      rows.add(
          row(scenario + "_tests_passed", tests(runs, proxied, TestCounts::passed), "tests", 0));
      rows.add(
          row(scenario + "_tests_failed", tests(runs, proxied, TestCounts::failed), "tests", 0));
      rows.add(
          row(scenario + "_tests_aborted", tests(runs, proxied, TestCounts::aborted), "tests", 0));
      rows.add(
          row(scenario + "_tests_skipped", tests(runs, proxied, TestCounts::skipped), "tests", 0));
    }
    List<Double> bare = overhead.stream().map(TransportOverhead.Round::bareMicros).toList();
    List<Double> kit = overhead.stream().map(TransportOverhead.Round::kitMicros).toList();
    rows.add(row("bare_client_per_request", bare, "us", 1));
    rows.add(row("kit_transport_per_request", kit, "us", 1));
    rows.add(ratio("loopback_kit_over_rck", quotients(runs, false), 0.25));
    rows.add(ratio(PROXIED + "_kit_over_rck", quotients(runs, true), 0.1));
    List<Double> perRequest = new ArrayList<>();
    for (int i = 0; i < overhead.size(); i++) {
      perRequest.add(kit.get(i) / bare.get(i));
    }
    rows.add(ratio("per_request_kit_over_bare", perRequest, 2));
    return rows;
  }

  private static List<String> remoteSummary(List<RemoteScenario.Round> remote) {
    return List.of(
        row(REMOTE + "_wall", values(remote, RemoteScenario.Round::wallSeconds), "s", 2),
        row(
            REMOTE + "_critical_path",
            values(remote, RemoteScenario.Round::criticalPathSeconds),
            "s",
            2),
        row(
            REMOTE + "_longest_chain",
            values(remote, RemoteScenario.Round::longestChain),
            "requests",
            0),
        ratio(
            REMOTE + "_wall_over_critical_path",
            values(remote, RemoteScenario.Round::wallOverCriticalPath),
            2),
        row(
            REMOTE + "_baseline_wall",
            values(remote, RemoteScenario.Round::baselineWallSeconds),
            "s",
            2),
        ratio(
            REMOTE + "_baseline_wall_over_critical_path",
            values(remote, RemoteScenario.Round::baselineWallOverCriticalPath),
            2));
  }

  private static <T> List<Double> values(List<T> items, ToDoubleFunction<T> value) {
    return items.stream().map(value::applyAsDouble).toList();
  }

  private static List<Double> of(
      List<Run> runs, Side side, boolean proxied, ToDoubleFunction<Run> value) {
    String scenario = label(side, proxied);
    return runs.stream()
        .filter(run -> run.scenario().equals(scenario))
        .map(value::applyAsDouble)
        .toList();
  }

  private static List<Double> tests(
      List<Run> runs, boolean proxied, ToDoubleFunction<TestCounts> count) {
    return of(runs, Side.RCK, proxied, run -> count.applyAsDouble(run.tests()));
  }

  /** Kit wall over RCK wall, round by round (each round ran both under the same load). */
  private static List<Double> quotients(List<Run> runs, boolean proxied) {
    List<Double> kit = of(runs, Side.KIT, proxied, Run::seconds);
    List<Double> rck = of(runs, Side.RCK, proxied, Run::seconds);
    List<Double> quotients = new ArrayList<>();
    for (int i = 0; i < kit.size(); i++) {
      quotients.add(kit.get(i) / rck.get(i));
    }
    return quotients;
  }

  private static String row(String measure, List<Double> values, String unit, int digits) {
    Spread spread = Spread.of(values);
    return String.join(
        "\t",
        measure,
        String.valueOf(values.size()),
        format(spread.median(), digits),
        format(spread.min(), digits),
        format(spread.max(), digits),
        unit,
        "-",
        "-");
  }

  private static String ratio(String measure, List<Double> values, double target) {
    Spread spread = Spread.of(values);
    return String.join(
        "\t",
        measure,
        String.valueOf(values.size()),
        format(spread.median(), 3),
        format(spread.min(), 3),
        format(spread.max(), 3),
        "ratio",
        "<= " + target,
        spread.median() <= target ? "yes" : "no");
  }

  private static String format(double value, int digits) {
    return String.format(Locale.ROOT, "%." + digits + "f", value);
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
