package dev.catalogkit.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The speed a vendor sees across a network, not bound by a slow catalog: the kit against its own
 * reference catalog ({@code serve}, which answers requests side by side) behind a 50 ms {@link
 * DelayProxy}, set against its critical path. That path is the kit's start-up (the wall of {@code
 * --list}: the JVMs, the command line, the catalogue) plus the longest chain of requests one check
 * sends in order (its exchanges in {@code compliance.json}) times the delay; no run can be shorter
 * whatever it does at once. Discovery, the run's namespace and the clean-up add a few more requests
 * in order, so the ratio slightly overstates what is left to win. A second run is given the first
 * one's report as {@code --baseline}: the first judges one request at a time until its probe, last,
 * shows what the server sustains; the second opens the window at once (issue 32).
 */
final class RemoteScenario {

  static final long DELAY_MILLIS = 50;

  /** One round: the run's wall and exit code, and what its critical path is made of. */
  record Round(
      double wallSeconds,
      double baselineWallSeconds,
      int exitCode,
      double startUpSeconds,
      int longestChain) {

    double criticalPathSeconds() {
      return startUpSeconds + longestChain * DELAY_MILLIS / 1000.0;
    }

    double wallOverCriticalPath() {
      return wallSeconds / criticalPathSeconds();
    }

    double baselineWallOverCriticalPath() {
      return baselineWallSeconds / criticalPathSeconds();
    }
  }

  private RemoteScenario() {}

  static Round measure(Path kitJar, Path dir) throws Exception {
    Path startUpDir = Files.createDirectories(dir.resolve("start-up"));
    TimedProcess.Result startUp =
        TimedProcess.run(TimedProcess.kit(kitJar, startUpDir, List.of("--list")), startUpDir);
    Path report = dir.resolve("report");
    Path again = Files.createDirectories(dir.resolve("with-baseline"));
    TimedProcess.Result run;
    TimedProcess.Result withBaseline;
    try (ServerProcess reference = ServerProcess.kitReference(kitJar, dir);
        DelayProxy proxy = new DelayProxy(reference.uri(), DELAY_MILLIS)) {
      List<String> target = List.of("--target", proxy.uri().toString());
      run = ran(kitJar, dir, target, List.of("--report-dir", report.toString()));
      List<String> baseline =
          List.of(
              "--baseline",
              report.resolve("compliance.json").toString(),
              "--report-dir",
              again.resolve("report").toString());
      withBaseline = ran(kitJar, again, target, baseline);
    }
    return new Round(
        run.seconds(),
        withBaseline.seconds(),
        run.exitCode(),
        startUp.seconds(),
        longestChain(report.resolve("compliance.json")));
  }

  private static TimedProcess.Result ran(
      Path kitJar, Path dir, List<String> target, List<String> options) throws Exception {
    List<String> args = new ArrayList<>(target);
    args.addAll(options);
    TimedProcess.Result run = TimedProcess.run(TimedProcess.kit(kitJar, dir, args), dir);
    if (run.exitCode() == 2) {
      throw new IllegalStateException("the kit could not run; see " + dir.resolve("stderr.log"));
    }
    return run;
  }

  /** The most exchanges one check made: they went out one after another. */
  static int longestChain(Path complianceJson) throws IOException {
    int longest = 0;
    for (JsonNode check : new ObjectMapper().readTree(complianceJson.toFile()).path("checks")) {
      longest = Math.max(longest, check.path("exchanges").size());
    }
    return longest;
  }
}
