package dev.catalogkit.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The speed a vendor sees across a network, not bound by a slow catalog: the kit against its own
 * reference catalog ({@code serve}, which answers requests side by side) behind a 50 ms {@link
 * DelayProxy}, set against its critical path. That path is the kit's start-up (the wall of {@code
 * --list}: the JVMs, the command line, the catalogue) plus the longest chain of requests one check
 * sends in order (its exchanges in {@code compliance.json}) times the delay; no run can be shorter
 * whatever it does at once. Discovery, the run's namespace and the clean-up add a few more requests
 * in order, so the ratio slightly overstates what is left to win.
 */
final class RemoteScenario {

  static final long DELAY_MILLIS = 50;

  /** One round: the run's wall and exit code, and what its critical path is made of. */
  record Round(double wallSeconds, int exitCode, double startUpSeconds, int longestChain) {

    double criticalPathSeconds() {
      return startUpSeconds + longestChain * DELAY_MILLIS / 1000.0;
    }

    double wallOverCriticalPath() {
      return wallSeconds / criticalPathSeconds();
    }
  }

  private RemoteScenario() {}

  static Round measure(Path kitJar, Path dir) throws Exception {
    Path startUpDir = Files.createDirectories(dir.resolve("start-up"));
    TimedProcess.Result startUp =
        TimedProcess.run(TimedProcess.kit(kitJar, startUpDir, List.of("--list")), startUpDir);
    Path report = dir.resolve("report");
    TimedProcess.Result run;
    try (ServerProcess reference = ServerProcess.kitReference(kitJar, dir);
        DelayProxy proxy = new DelayProxy(reference.uri(), DELAY_MILLIS)) {
      run =
          TimedProcess.run(
              TimedProcess.kit(
                  kitJar,
                  dir,
                  List.of("--target", proxy.uri().toString(), "--report-dir", report.toString())),
              dir);
    }
    if (run.exitCode() == 2) {
      throw new IllegalStateException("the kit could not run; see " + dir.resolve("stderr.log"));
    }
    return new Round(
        run.seconds(),
        run.exitCode(),
        startUp.seconds(),
        longestChain(report.resolve("compliance.json")));
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
