package dev.catalogkit.report.writer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.report.baseline.Comparison;
import dev.catalogkit.spec.Requirement;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * {@code allure-results/}: one Allure result per check, written from the same results model as the
 * other reports (no Allure library, no global state), with every exchange attached as evidence. The
 * directory is emptied first, so results never pile up across runs.
 *
 * <p>Statuses follow JUnit XML: PASS is passed, FAIL failed, ERROR broken, NOT_APPLICABLE and
 * NOT_VERIFIED skipped. WARN and NOTICE do not fail a run, so they are passed, carry a tag {@code
 * WARN} or {@code NOTICE}, and say why in their status details; under {@code --fail-on warn} a WARN
 * fails the run and is failed here. WAIVED (a failure a waiver accepts) is skipped with a tag
 * {@code WAIVED} and the waiver's reason. Compared with {@code --baseline}, a finding carries a tag
 * {@code NEW} or {@code KNOWN}, and under {@code --fail-on new} a known FAIL is passed, as it does
 * not fail the run. A failed check also has its repro attached: the re-run line and the curl
 * script. Beside the checks: the run's verdict as a result of its own, and the environment,
 * executor and categories files Allure shows on its overview.
 */
public final class AllureResultsWriter {

  public static final String DIRECTORY = "allure-results";

  /** The test case ID of the run's own result. */
  static final String RUN_VERDICT = "run#verdict";

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Replaces {@code dir/allure-results} with this run's results; returns that directory. */
  public Path write(RunReport report, Path dir) throws IOException {
    Path results = dir.resolve(DIRECTORY);
    empty(results);
    Files.createDirectories(results);
    long start = Instant.parse(report.run().startedAt()).toEpochMilli();
    for (CheckResult check : ReportOrder.checks(report)) {
      String uuid = uuidOf(report, check);
      ObjectNode result = result(report, check, uuid, start);
      ArrayNode attachments = result.putArray("attachments");
      List<ExchangeRecord> exchanges = check.exchanges();
      for (int i = 0; i < exchanges.size(); i++) {
        String source = uuid + "-" + (i + 1) + "-attachment.txt";
        ReportFiles.write(
            results.resolve(source),
            FailureText.exchange(exchanges.get(i), i + 1, exchanges.size()));
        attachments
            .addObject()
            .put("name", "exchange " + (i + 1) + ": " + exchanges.get(i).operation())
            .put("source", source)
            .put("type", "text/plain");
      }
      if (Repro.wanted(check)) {
        String source = uuid + "-reproduce-attachment.txt";
        String curl = Repro.curl(check, report.run().runId(), true);
        ReportFiles.write(
            results.resolve(source),
            "# re-run just this requirement\n"
                + Repro.rerun(report, check)
                + "\n"
                + (curl == null ? "" : "\n" + curl));
        attachments
            .addObject()
            .put("name", "reproduce")
            .put("source", source)
            .put("type", "text/plain");
      }
      JSON.writerWithDefaultPrettyPrinter()
          .writeValue(results.resolve(uuid + "-result.json").toFile(), result);
    }
    writeRunFiles(report, results, start);
    return results;
  }

  /**
   * What Allure shows beside the checks: the run's verdict as a result of its own (a run whose
   * checks all passed may still be INCOMPLETE), the environment, the executor and the categories.
   */
  private static void writeRunFiles(RunReport report, Path results, long start) throws IOException {
    JSON.writerWithDefaultPrettyPrinter()
        .writeValue(
            results.resolve(uuidOfRun(report) + "-result.json").toFile(), verdict(report, start));
    ReportFiles.write(results.resolve("environment.properties"), environment(report));
    ObjectNode executor = JSON.createObjectNode();
    executor.put("name", "Catalog Conformance Kit " + report.run().kitVersion());
    executor.put("type", "catalog-conformance-kit");
    executor.put("buildName", report.run().runId());
    JSON.writerWithDefaultPrettyPrinter()
        .writeValue(results.resolve("executor.json").toFile(), executor);
    JSON.writerWithDefaultPrettyPrinter()
        .writeValue(results.resolve("categories.json").toFile(), categories());
  }

  /**
   * Passed for a PASS, failed when the run fails its gate (FAIL, INCOMPLETE, ERROR, interrupted),
   * skipped for an INCOMPLETE run the gate accepts ({@code --accept-incomplete}).
   */
  private static ObjectNode verdict(RunReport report, long start) {
    RunVerdict verdict = report.verdict();
    String summary =
        "verdict "
            + verdict
            + " (exit code "
            + report.exitCode()
            + "): judged "
            + report.judgedCount()
            + " of "
            + report.requirements().size()
            + " requirements";
    ObjectNode result = JSON.createObjectNode();
    result.put("uuid", uuidOfRun(report));
    result.put("historyId", UUID.nameUUIDFromBytes(bytes(RUN_VERDICT)).toString());
    result.put("testCaseId", RUN_VERDICT);
    result.put("name", summary);
    result.put("fullName", RUN_VERDICT);
    result.put(
        "status",
        verdict == RunVerdict.PASS ? "passed" : report.exitCode() == 0 ? "skipped" : "failed");
    result.put("stage", "finished");
    result.put("start", start);
    result.put("stop", start + report.run().durationMillis());
    result
        .putObject("statusDetails")
        .put("message", summary)
        .put("trace", FailureText.notJudged(report));
    ArrayNode labels = result.putArray("labels");
    label(labels, "suite", "run");
    label(labels, "tag", verdict.name());
    return result;
  }

  /** The run's facts and the options it ran with (redacted), one {@code key=value} a line. */
  private static String environment(RunReport report) {
    Map<String, String> facts = new LinkedHashMap<>();
    facts.put("kit", report.run().kitVersion());
    facts.put("profile", report.run().profile());
    facts.put("spec", report.run().spec());
    facts.put("target", report.run().target());
    facts.put("run", report.run().runId());
    facts.put("started", report.run().startedAt());
    new TreeMap<>(report.run().configuration()).forEach(facts::put);
    report.explorationLine().ifPresent(line -> facts.put("exploration", line));
    StringBuilder lines = new StringBuilder();
    facts.forEach(
        (key, value) ->
            lines.append(property(key)).append('=').append(property(value)).append('\n'));
    return lines.toString();
  }

  /** A properties text with its separators and line breaks escaped. */
  private static String property(String text) {
    return String.valueOf(text)
        .replace("\\", "\\\\")
        .replace("\n", "\\n")
        .replace("\r", "\\r")
        .replace("=", "\\=")
        .replace(":", "\\:");
  }

  /** One category per outcome that needs a person: by the message's leading outcome. */
  private static ArrayNode categories() {
    ArrayNode categories = JSON.createArrayNode();
    category(categories, "MUST failures", "FAIL: .*", "failed");
    category(categories, "Warnings (SHOULD)", "WARN: .*", "passed", "failed");
    category(categories, "Flaky (violated in some runs alone)", "FLAKY: .*", "passed", "failed");
    category(categories, "Incomplete run", "verdict INCOMPLETE.*", "failed", "skipped");
    category(categories, "Failed run", "verdict (FAIL|ERROR|PASS).*", "failed");
    category(categories, "Kit or environment broke", "ERROR: .*", "broken");
    return categories;
  }

  private static void category(
      ArrayNode categories, String name, String messageRegex, String... statuses) {
    ObjectNode category = categories.addObject();
    category.put("name", name);
    category.put("messageRegex", messageRegex);
    ArrayNode matched = category.putArray("matchedStatuses");
    for (String status : statuses) {
      matched.add(status);
    }
  }

  private static ObjectNode result(RunReport report, CheckResult check, String uuid, long start) {
    ObjectNode result = JSON.createObjectNode();
    result.put("uuid", uuid);
    result.put("historyId", UUID.nameUUIDFromBytes(bytes(check.id())).toString());
    result.put("testCaseId", check.id());
    result.put("name", check.name());
    result.put("fullName", check.id());
    result.put("status", status(report, check));
    result.put("stage", "finished");
    result.put("start", start);
    result.put("stop", start + check.durationMillis());
    ObjectNode details = result.putObject("statusDetails");
    if (check.outcome() != Outcome.PASS) {
      details.put("message", check.outcome() + ": " + summary(check));
      details.put("trace", FailureText.of(check, report));
    }
    details.put("flaky", check.outcome() == Outcome.FLAKY);
    ArrayNode labels = result.putArray("labels");
    label(labels, "suite", check.area());
    label(labels, "feature", check.requirementId());
    if (check.outcome() == Outcome.WARN
        || check.outcome() == Outcome.NOTICE
        || check.outcome() == Outcome.FLAKY
        || check.outcome() == Outcome.WAIVED) {
      label(labels, "tag", check.outcome().name());
    }
    String sinceBaseline = Comparison.status(report, check);
    if (sinceBaseline != null) {
      label(labels, "tag", sinceBaseline);
    }
    ArrayNode links = result.putArray("links");
    report
        .findRequirement(check.requirementId())
        .map(RequirementVerdict::requirement)
        .ifPresent(
            requirement -> {
              label(labels, "severity", severity(requirement));
              links
                  .addObject()
                  .put("name", requirement.source().document())
                  .put("url", requirement.source().url())
                  .put("type", "link");
            });
    return result;
  }

  private static String status(RunReport report, CheckResult check) {
    return switch (check.outcome()) {
      case PASS, NOTICE -> "passed";
      // a FAIL passes only when it is known under --fail-on new, as in junit.xml
      case WARN, FLAKY, FAIL -> report.failsTheGate(check) ? "failed" : "passed";
      case ERROR -> "broken";
      case NOT_APPLICABLE, NOT_VERIFIED, WAIVED -> "skipped";
    };
  }

  private static String severity(Requirement requirement) {
    return switch (requirement.level()) {
      case MUST -> "critical";
      case SHOULD -> "normal";
      case MAY -> "minor";
    };
  }

  private static String summary(CheckResult check) {
    return check.failure() != null ? check.failure().message() : String.valueOf(check.reason());
  }

  private static void label(ArrayNode labels, String name, String value) {
    labels.addObject().put("name", name).put("value", value);
  }

  /** Stable per run and check, so a rerun of one report writes the same names. */
  private static String uuidOfRun(RunReport report) {
    return UUID.nameUUIDFromBytes(bytes(report.run().runId() + "/" + RUN_VERDICT)).toString();
  }

  private static String uuidOf(RunReport report, CheckResult check) {
    return UUID.nameUUIDFromBytes(bytes(report.run().runId() + "/" + check.id())).toString();
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static void empty(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      return;
    }
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    }
  }
}
