package dev.catalogkit.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.ReportWriters;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Nothing of one run leaks into another: two runs at once in one JVM (as the fault self-tests and a
 * vendor's JUnit build run them) write the same reports as two runs of the jar, each in a process
 * of its own, against the same server (all four at once). What differs between any two runs by
 * nature is masked: run IDs, the numbers in object names (and the page tokens that carry them),
 * UUIDs, times.
 */
@PeerTier
class ParallelRunsIT {

  private static final Path JAR = Path.of("target", "catalog-conformance-kit.jar");
  private static final Path REPORTS = Path.of("target", "parallel-runs");
  private static final ObjectMapper JSON = new ObjectMapper();

  private static final Pattern RUN_ID = Pattern.compile("cck_\\d{8}_\\d{6}_[0-9a-f]{4}");
  private static final Pattern UUID =
      Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  /** The reference's tokens encode the last name listed, which carries the numbers masked below. */
  private static final Pattern PAGE_TOKEN = Pattern.compile("pageToken=[^&]+");

  private static final Pattern NUMBERED_NAME = Pattern.compile("_\\d+\\b");

  @Test
  void twoRunsInOneJvmAtOnceReportLikeTwoSeparateProcesses() throws Exception {
    try (ReferenceCatalog server = ReferenceCatalog.start(ReferenceOptions.defaults())) {
      String target = server.uri().toString();
      Process first = inAProcess(target, "process-1");
      Process second = inAProcess(target, "process-2");
      ExecutorService jvm = Executors.newFixedThreadPool(2);
      Future<JsonNode> third = jvm.submit(() -> inThisJvm(server, "jvm-1"));
      Future<JsonNode> fourth = jvm.submit(() -> inThisJvm(server, "jvm-2"));
      List<JsonNode> reports =
          List.of(
              finished(first, "process-1"),
              finished(second, "process-2"),
              third.get(),
              fourth.get());
      jvm.shutdown();

      assertThat(reports.get(0).path("verdict").asText()).isEqualTo("PASS");
      assertThat(reports).allSatisfy(report -> assertThat(report).isEqualTo(reports.get(0)));
    }
  }

  /** Starts the jar on the target; {@link #finished} waits for it. */
  private static Process inAProcess(String target, String name) throws IOException {
    Path reports = Files.createDirectories(REPORTS.resolve(name));
    return new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-jar",
            JAR.toString(),
            "--target",
            target,
            "--report-dir",
            reports.toString())
        .redirectErrorStream(true)
        .redirectOutput(reports.resolve("console.txt").toFile())
        .start();
  }

  private static JsonNode finished(Process kit, String name) throws Exception {
    Path reports = REPORTS.resolve(name);
    assertThat(kit.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(kit.exitValue()).as(Files.readString(reports.resolve("console.txt"))).isZero();
    return comparable(reports);
  }

  /** A run as the command line makes it: the runner, then the report writers. */
  private static JsonNode inThisJvm(ReferenceCatalog server, String name) {
    Path reports = REPORTS.resolve(name);
    RunReport report =
        new KitRunner(line -> {})
            .run(RunOptions.of(Profiles.load().named("iceberg"), TargetConfig.of(server.uri())));
    try {
      ReportWriters.writeAll(report, reports, false);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return comparable(reports);
  }

  /** The JSON report without what differs between any two runs. */
  private static JsonNode comparable(Path reports) {
    try {
      ObjectNode report = (ObjectNode) JSON.readTree(reports.resolve("compliance.json").toFile());
      report.remove("run");
      // the runs in this JVM run from classes, not from the jar the processes run
      report.remove("kitVersion");
      report.remove("kit");
      ((ObjectNode) report.path("configuration")).remove("report-dir");
      report.path("checks").forEach(check -> masked((ObjectNode) check));
      return report;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void masked(ObjectNode check) {
    JsonNode failure = check.path("failure");
    if (failure.isObject()) {
      failure.fieldNames().forEachRemaining(field -> mask((ObjectNode) failure, field));
    }
    check.path("exchanges").forEach(exchange -> mask((ObjectNode) exchange, "url"));
  }

  private static void mask(ObjectNode node, String field) {
    JsonNode value = node.path(field);
    if (value.isTextual()) {
      String text = RUN_ID.matcher(value.asText()).replaceAll("<run>");
      text = UUID.matcher(text).replaceAll("<uuid>");
      text = PAGE_TOKEN.matcher(text).replaceAll("pageToken=<token>");
      node.set(field, TextNode.valueOf(NUMBERED_NAME.matcher(text).replaceAll("_N")));
    }
  }
}
