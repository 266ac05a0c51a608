package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Level;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonReportWriterTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Objects whose keys are data (outcomes, configuration keys, check IDs), not fields. */
  private static final Set<String> MAPS =
      Set.of(
          "configuration",
          "checkCounts",
          "requirementCounts",
          "areas[].outcomes",
          "run.checkDurationsMillis");

  private final JsonReportWriter writer = new JsonReportWriter();

  /**
   * A name the run numbered gets the same label whether or not another run's report has a check
   * before it: labels are scoped by the check's fingerprint, not by its place in the report.
   */
  @Test
  void aCheckOneRunLacksRenumbersNoOtherChecksNames() throws IOException {
    CheckResult stepFailed =
        SampleRun.check(
            "RequestValidationSuite#brokenCommitChangesNothing",
            SampleRun.requirement("ICE-NS-02", Level.MUST, false, "namespaces"),
            Outcome.NOT_VERIFIED,
            "could not create view broken_commit_377",
            null,
            List.of(),
            1);
    CheckResult earlier = SampleRun.report().checks().get(1);

    String alone = reasonOf(numbered(List.of(stepFailed)), stepFailed.id());
    String behindAnother = reasonOf(numbered(List.of(earlier, stepFailed)), stepFailed.id());

    assertThat(alone)
        .isEqualTo(behindAnother)
        .startsWith("could not create view broken_commit_")
        .doesNotContain("_377");
  }

  /** The sample run with these checks, whose run numbered 377 for broken_commit. */
  private static RunReport numbered(List<CheckResult> checks) {
    RunReport sample = SampleRun.report();
    RunInfo run = sample.run();
    RunInfo numbered =
        new RunInfo(
            run.kit(),
            run.profile(),
            run.spec(),
            run.documents(),
            run.target(),
            run.configuration(),
            run.runId(),
            run.startedAt(),
            run.durationMillis(),
            Map.of(377, "broken_commit"));
    return new RunReport(numbered, sample.requirements(), checks, List.of(), sample.policy());
  }

  private String reasonOf(RunReport report, String checkId) throws IOException {
    for (JsonNode check : MAPPER.readTree(writer.render(report)).path("checks")) {
      if (check.path("id").asText().equals(checkId)) {
        return check.path("reason").asText();
      }
    }
    throw new AssertionError("no check " + checkId);
  }

  @Test
  void topLevelAndNestedFieldsComeInTheDocumentedOrder() throws IOException {
    JsonNode json = MAPPER.readTree(writer.render(SampleRun.report()));

    assertThat(fieldNames(json))
        .containsExactly(
            "format",
            "kitVersion",
            "kit",
            "profile",
            "spec",
            "documents",
            "target",
            "configuration",
            "verdict",
            "exitCode",
            "gateFailures",
            "health",
            "judged",
            "checkCounts",
            "requirementCounts",
            "areas",
            "capabilities",
            "requirements",
            "checks",
            "leftovers",
            "waiverProblems",
            "baseline",
            "run");
    assertThat(fieldNames(json.get("requirements").get(0)))
        .containsExactly(
            "id",
            "level",
            "implied",
            "area",
            "title",
            "outcome",
            "reason",
            "notJudged",
            "causedBy",
            "source",
            "reading",
            "obligation",
            "hint",
            "checks");
    assertThat(fieldNames(json.get("judged"))).containsExactly("requirements", "of", "notJudged");
    assertThat(fieldNames(json.at("/judged/notJudged/0")))
        .containsExactly("why", "meaning", "makesRunIncomplete", "requirements");
    assertThat(fieldNames(json.at("/requirements/0/source")))
        .containsExactly("document", "url", "quote");
    assertThat(fieldNames(json.get("checks").get(0)))
        .containsExactly(
            "id",
            "name",
            "area",
            "requirementId",
            "outcome",
            "fingerprint",
            "baseline",
            "reason",
            "failure",
            "confirmation",
            "exchanges",
            "repro");
    assertThat(fieldNames(json.get("checks").get(0).get("exchanges").get(0)))
        .containsExactly(
            "operation",
            "role",
            "method",
            "url",
            "fixture",
            "status",
            "transportError",
            "schemaViolations");
    assertThat(fieldNames(json.get("run")))
        .containsExactly(
            "runId",
            "target",
            "startedAt",
            "durationMillis",
            "isolationMillis",
            "probe",
            "checkDurationsMillis",
            "exploration");
    assertThat(fieldNames(json.at("/health/load"))).containsExactly("window", "why");
    assertThat(fieldNames(json.at("/run/probe")))
        .containsExactly("probed", "sustained", "brokeAt", "brokeBecause");
    assertThat(fieldNames(json.get("kit"))).containsExactly("version", "commit", "jarSha256");
    assertThat(fieldNames(json.get("documents")))
        .containsExactly("catalogueSha256", "openApi", "openApiSha256");
    assertThat(fieldNames(json.get("checkCounts")))
        .containsExactly(
            "PASS",
            "NOT_APPLICABLE",
            "NOT_VERIFIED",
            "WAIVED",
            "NOTICE",
            "WARN",
            "FLAKY",
            "ERROR",
            "FAIL");
  }

  /** A vendor disputing a MUST finds in the data which words of the spec bind the server. */
  @Test
  void aMustNamesItsObligationAndAShouldNone() throws IOException {
    JsonNode json = MAPPER.readTree(writer.render(SampleRun.report()));

    assertThat(json.at("/requirements/5/id").asText()).isEqualTo("ICE-VIEW-02");
    assertThat(json.at("/requirements/5/obligation").asText())
        .isEqualTo("must word: Quote for ICE-VIEW-02 with <b>markup</b>.");
    assertThat(json.at("/requirements/4/id").asText()).isEqualTo("ICE-VIEW-01");
    assertThat(json.at("/requirements/4/obligation").isNull()).isTrue();
  }

  @Test
  void requirementsAndChecksAreSortedByIdWhateverOrderTheRunFinishedIn() throws IOException {
    RunReport report = SampleRun.report();
    List<String> recordedOrder = report.checks().stream().map(CheckResult::id).toList();
    assertThat(recordedOrder).isNotEqualTo(recordedOrder.stream().sorted().toList());

    JsonNode json = MAPPER.readTree(writer.render(report));

    assertThat(texts(json.get("requirements"), "id"))
        .containsExactly(
            "ICE-DISC-01",
            "ICE-DISC-02",
            "ICE-NS-01",
            "ICE-NS-02",
            "ICE-VIEW-01",
            "ICE-VIEW-02",
            "ICE-VIEW-03");
    assertThat(texts(json.get("checks"), "id"))
        .containsExactly(
            "DiscoverySuite#configAnswers200",
            "DiscoverySuite#prefixAddressesTheCatalog",
            "NamespacesSuite#nestedNamespacesAreListed",
            "NamespacesSuite#storageIsDurable",
            "ViewsSuite#createViewAnswersWithLocation",
            "ViewsSuite#listViewsIsPaged",
            "ViewsSuite#replaceWithStaleUuidIsRejectedWith409");
    assertThat(json.get("leftovers").toString()).isEqualTo("[\"cck_{runId}\",\"cck_{runId}.v2\"]");
  }

  @Test
  void countsVerdictAndExitCodeAreStated() throws IOException {
    JsonNode json = MAPPER.readTree(writer.render(SampleRun.report()));

    assertThat(json.get("verdict").asText()).isEqualTo("FAIL");
    assertThat(json.get("exitCode").asInt()).isEqualTo(1);
    assertThat(json.get("checkCounts").toString())
        .isEqualTo(
            "{\"PASS\":1,\"NOT_APPLICABLE\":1,\"NOT_VERIFIED\":1,\"WAIVED\":0,\"NOTICE\":1,\"WARN\":1,"
                + "\"FLAKY\":0,\"ERROR\":1,\"FAIL\":1}");
    assertThat(texts(json.get("areas"), "area"))
        .containsExactly("discovery", "namespaces", "views");
    assertThat(json.get("areas").get(2).get("requirements").asInt()).isEqualTo(3);
  }

  /** A requirement another one's finding explains names it; the others say null. */
  @Test
  void aProblemOfTheSameCauseNamesItsCause() throws IOException {
    JsonNode json = MAPPER.readTree(writer.render(SampleRun.withSameCause()));
    Map<String, String> causes = new TreeMap<>();
    json.get("requirements")
        .forEach(r -> causes.put(r.get("id").asText(), r.get("causedBy").toString()));
    assertThat(causes)
        .containsEntry("ICE-VIEW-01", "\"ICE-VIEW-02\"")
        .containsEntry("ICE-VIEW-02", "null")
        .containsEntry("ICE-VIEW-03", "null");
  }

  @Test
  void runsDifferingOnlyInRunInfoAreIdenticalOutsideTheRunObject() throws IOException {
    String first = writer.render(SampleRun.report("r7f3a", "2025-01-01T10:00:00Z", 12_345, 40));
    String second = writer.render(SampleRun.report("q9x2b", "2025-02-03T04:05:06Z", 999, 7));

    assertThat(first).isNotEqualTo(second);
    String runField = "\n  \"run\": {";
    assertThat(first.substring(0, first.indexOf(runField)))
        .isEqualTo(second.substring(0, second.indexOf(runField)))
        .doesNotContain("r7f3a")
        .contains("/namespaces/cck_{runId}/views/v1");
    ObjectNode a = (ObjectNode) MAPPER.readTree(first);
    ObjectNode b = (ObjectNode) MAPPER.readTree(second);
    assertThat(a.remove("run")).isNotEqualTo(b.remove("run"));
    assertThat(a).isEqualTo(b);
  }

  @Test
  void outputIsStableTextWithLineFeedsAndATrailingNewline() {
    String json = writer.render(SampleRun.report());

    assertThat(writer.render(SampleRun.report())).isEqualTo(json);
    assertThat(json).doesNotContain("\r").endsWith("}\n").contains("\"schemaViolations\": []");
  }

  @Test
  void serverTextIsValidJsonEvenWithControlCharactersAndLoneSurrogates() throws IOException {
    RunReport report = SampleRun.report();
    CheckResult failing = report.checks().get(0);
    assertThat(failing.failure()).isNotNull();
    RunReport hostile =
        new RunReport(
            report.run(),
            report.requirements(),
            List.of(
                SampleRun.check(
                    failing.id(),
                    report.findRequirement(failing.requirementId()).orElseThrow().requirement(),
                    failing.outcome(),
                    "NUL\u0000 ESC\u001b lone\ud800",
                    failing.failure(),
                    failing.exchanges(),
                    1)),
            List.of());

    JsonNode json = MAPPER.readTree(writer.render(hostile).getBytes(StandardCharsets.UTF_8));

    assertThat(json.get("checks").get(0).get("reason").asText())
        .isEqualTo("NUL\u0000 ESC\u001b lone\ufffd");
  }

  @Test
  void everyFieldWrittenIsDocumentedInTheReadme() throws IOException {
    String readme = Files.readString(Path.of("README.md"));
    Set<String> paths = new TreeSet<>();
    collectPaths(MAPPER.readTree(writer.render(SampleRun.explored())), "", paths);

    assertThat(paths).hasSizeGreaterThan(40);
    assertThat(paths)
        .allSatisfy(
            path -> assertThat(readme).as("README row for " + path).contains("| `" + path + "` |"));
  }

  @Test
  void anExplorationsFiguresAreInTheRunBlockAndItsFindingAmongTheChecks() throws IOException {
    JsonNode json = MAPPER.readTree(writer.render(SampleRun.explored()));

    JsonNode exploration = json.get("run").get("exploration");
    assertThat(exploration.get("seed").asLong()).isEqualTo(7);
    assertThat(exploration.get("plannedSteps").asInt()).isEqualTo(120);
    assertThat(exploration.get("findings").asInt()).isEqualTo(1);
    assertThat(exploration.get("stoppedWalks").get(0).asText())
        .isEqualTo("createNamespace answered 503");
    JsonNode finding = json.get("checks").get(json.get("checks").size() - 1);
    assertThat(finding.get("area").asText()).isEqualTo("exploration");
    assertThat(finding.get("repro").get("rerun").asText())
        .contains(" explore --profile ")
        .endsWith(" --seed 7 --steps 120");
    assertThat(
            MAPPER
                .readTree(writer.render(SampleRun.report()))
                .get("run")
                .get("exploration")
                .isNull())
        .as("a run that did not explore")
        .isTrue();
  }

  @Test
  void writeCreatesComplianceJsonInTheDirectory(@TempDir Path dir) throws IOException {
    writer.write(SampleRun.report(), dir.resolve("out"));

    assertThat(Files.readString(dir.resolve("out/compliance.json")))
        .isEqualTo(writer.render(SampleRun.report()));
  }

  private static void collectPaths(JsonNode node, String path, Set<String> paths) {
    if (node.isObject()) {
      if (MAPS.contains(path)) {
        return;
      }
      node.fieldNames()
          .forEachRemaining(
              name -> {
                String child = path.isEmpty() ? name : path + "." + name;
                paths.add(child);
                collectPaths(node.get(name), child, paths);
              });
    } else if (node.isArray()) {
      node.forEach(element -> collectPaths(element, path + "[]", paths));
    }
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      names.add(it.next());
    }
    return names;
  }

  private static List<String> texts(JsonNode array, String field) {
    List<String> values = new ArrayList<>();
    array.forEach(element -> values.add(element.get(field).asText()));
    return values;
  }
}
