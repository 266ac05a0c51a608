package dev.catalogkit.report.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.report.writer.AllureResultsWriter;
import dev.catalogkit.report.writer.ConsoleSummary;
import dev.catalogkit.report.writer.HtmlReportWriter;
import dev.catalogkit.report.writer.JsonReportWriter;
import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.SpecSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server whose 500 bodies were already unwrapped (ICE-ERR-01 fails for that case) unwraps its 409
 * bodies too: the requirement failed before and fails now, yet the new case is a regression. The
 * baseline is the released run's own {@code compliance.json}, written and read back.
 */
class BaselineTest {

  private static final RunPolicy FAIL_ON_NEW = new RunPolicy(false);

  private final CheckResult unwrapped500 = errorCheck(1, "500", Outcome.FAIL);
  private final CheckResult unwrapped409 = errorCheck(2, "409", Outcome.FAIL);
  private final CheckResult wrapped409 = errorCheck(2, "409", Outcome.PASS);

  @Test
  void theCaseIdentityIsSuiteMethodAndCaseNameNotTheIndexNorTheTitle() {
    assertThat(CheckResult.caseIdentity("Suite#m[3]", "ICE-X [MUST] any title \u00b7 loadTable"))
        .isEqualTo("Suite#m[loadTable]");
    assertThat(CheckResult.caseIdentity("Suite#plain", "ICE-X [MUST] any title"))
        .isEqualTo("Suite#plain");
    assertThat(Fingerprint.of(released(), unwrapped500))
        .isEqualTo("iceberg/ICE-ERR-01/ErrorSuite#errorBodyIsWrapped[500]");
  }

  @Test
  void aCaseNewlyFailingUnderAFailingRequirementIsTheOneRegression(@TempDir Path dir)
      throws IOException {
    Baseline baseline = Baseline.read(write(released(), dir), "iceberg");

    RunReport changed = run("r-changed-2", List.of(unwrapped500, unwrapped409), baseline, true);
    RunReport same = run("r-again-3", List.of(unwrapped500, wrapped409), baseline, true);

    assertThat(changed.verdict()).isEqualTo(RunVerdict.FAIL);
    assertThat(changed.gateFailures())
        .containsExactly("new FAIL ICE-ERR-01  ErrorSuite#errorBodyIsWrapped[409]");
    assertThat(changed.exitCode()).isEqualTo(1);
    assertThat(ConsoleSummary.render(changed))
        .contains(
            "Baseline "
                + baseline.source()
                + ": 1 new, 1 known, 0 fixed\n"
                + "  Regressions (they fail the run under --fail-on new): 1\n"
                + "    new FAIL ICE-ERR-01  ErrorSuite#errorBodyIsWrapped[409]\n"
                + "  Known (in the baseline too), of requirements:\n"
                + "    ICE-ERR-01\n")
        .contains("Verdict: FAIL (exit code 1) - --fail-on new: 1 regression\n");
    assertThat(same.verdict()).isEqualTo(RunVerdict.FAIL);
    assertThat(same.gateFailures()).isEmpty();
    assertThat(same.exitCode()).as("a known failure passes the gate").isZero();
    assertThat(run("r-plain-4", List.of(unwrapped500, unwrapped409), baseline, false).exitCode())
        .as("without --fail-on new the baseline only marks")
        .isEqualTo(1);
  }

  @Test
  void htmlAndAllureMarkEachFindingNewOrKnown(@TempDir Path dir) throws IOException {
    Baseline baseline = Baseline.read(write(released(), dir), "iceberg");
    RunReport changed = run("r-changed-2", List.of(unwrapped500, unwrapped409), baseline, true);

    String html = new HtmlReportWriter().render(changed);
    Path allure = new AllureResultsWriter().write(changed, dir.resolve("out"));

    assertThat(html)
        .contains("2 cases, 1 new since the baseline</span>")
        .contains("<h2>Since the baseline: 1 regression</h2>")
        .contains("<li>new FAIL ICE-ERR-01  ErrorSuite#errorBodyIsWrapped[409]</li>")
        .containsSubsequence(
            "<span class=\"mark b-NEW\">new</span> <a href=",
            "409</a>",
            "<span class=\"mark b-KNOWN\">known</span> <a href=",
            "500</a>");
    JsonNode newCase = allureResultOf(allure, "409");
    JsonNode knownCase = allureResultOf(allure, "500");
    assertThat(newCase.get("status").asText()).isEqualTo("failed");
    assertThat(tags(newCase)).contains("NEW");
    assertThat(knownCase.get("status").asText())
        .as("a known FAIL does not fail the run under --fail-on new, as in junit.xml")
        .isEqualTo("passed");
    assertThat(tags(knownCase)).contains("KNOWN");
    assertThat(
            new HtmlReportWriter()
                .render(run("r-same-3", List.of(unwrapped500, wrapped409), baseline, true)))
        .contains("1 case, all known</span>")
        .contains("<h2>Since the baseline: 0 regressions</h2>");
    assertThat(new HtmlReportWriter().render(released()))
        .doesNotContain("since the baseline")
        .doesNotContain("class=\"mark b-");
  }

  /** The Allure result of the check of this case (its display name ends with the case). */
  private static JsonNode allureResultOf(Path dir, String caseName) throws IOException {
    try (var files = Files.list(dir)) {
      for (Path file : files.filter(f -> f.toString().endsWith("-result.json")).toList()) {
        JsonNode result = new ObjectMapper().readTree(file.toFile());
        if (result.get("name").asText().endsWith("\u00b7 " + caseName)) {
          return result;
        }
      }
    }
    throw new AssertionError("no Allure result for case " + caseName);
  }

  private static List<String> tags(JsonNode result) {
    List<String> tags = new java.util.ArrayList<>();
    result
        .get("labels")
        .forEach(
            label -> {
              if (label.get("name").asText().equals("tag")) {
                tags.add(label.get("value").asText());
              }
            });
    return tags;
  }

  @Test
  void aMustNewlyLeftOpenExits3AndAFixIsListed(@TempDir Path dir) throws IOException {
    Baseline baseline = Baseline.read(write(released(), dir), "iceberg");
    CheckResult notVerified =
        new CheckResult(
            "ErrorSuite#errorBodyIsWrapped[1]",
            "ICE-ERR-01 [MUST] t \u00b7 500",
            "errors",
            "ICE-ERR-01",
            Outcome.NOT_VERIFIED,
            "a step failed",
            null,
            List.of(),
            1);
    RequirementVerdict open =
        new RequirementVerdict(
            ERR01, Outcome.NOT_VERIFIED, "a step failed", NotJudged.STEP_FAILED, List.of());
    RunInfo info = info("r-open-5");
    RunReport report =
        new RunReport(
            info,
            List.of(open),
            List.of(notVerified, wrapped409),
            List.of(),
            FAIL_ON_NEW.comparedWith(baseline, true));

    assertThat(report.regressions()).containsExactly("new INCOMPLETE ICE-ERR-01");
    assertThat(report.exitCode()).isEqualTo(3);
    assertThat(Comparison.of(report).orElseThrow().fixed())
        .as("the 500 case was not judged again: not a fix")
        .isEmpty();

    RunReport fixed = run("r-fixed-6", List.of(errorCheck(1, "500", Outcome.PASS)), baseline, true);
    assertThat(fixed.exitCode()).isZero();
    assertThat(Comparison.of(fixed).orElseThrow().fixed())
        .containsExactly("iceberg/ICE-ERR-01/ErrorSuite#errorBodyIsWrapped[500]");
    assertThat(ConsoleSummary.render(fixed))
        .contains(
            "  Fixed since the baseline:\n"
                + "    iceberg/ICE-ERR-01/ErrorSuite#errorBodyIsWrapped[500]\n");
  }

  @Test
  void diffNamesRegressionsFixesAndARequirementTheKitReleveledInMarkdown(@TempDir Path dir)
      throws IOException {
    ReportSnapshot before = ReportSnapshot.read(write(released(), dir));
    ReportSnapshot after =
        ReportSnapshot.of(
            new RunReport(
                info("r-after-7"),
                List.of(verdictOf(relevel(ERR01, "Error bodies | wrapped"), Outcome.WARN)),
                List.of(errorCheck(1, "500", Outcome.PASS), errorCheck(2, "409", Outcome.WARN)),
                List.of()),
            "after.json");

    ReportDiff diff = ReportDiff.between(before, after, FAIL_ON_NEW);
    String markdown = DiffMarkdown.render(diff);

    assertThat(diff.regressions()).extracting(Finding::line).isEmpty();
    assertThat(diff.otherNew())
        .extracting(Finding::line)
        .as("a WARN fails no gate but under --fail-on warn")
        .containsExactly("WARN ICE-ERR-01  ErrorSuite#errorBodyIsWrapped[409]");
    assertThat(
            ReportDiff.between(before, after, new RunPolicy(false, true, false, List.of()))
                .regressions())
        .extracting(Finding::line)
        .containsExactly("WARN ICE-ERR-01  ErrorSuite#errorBodyIsWrapped[409]");
    assertThat(diff.fixed())
        .extracting(Finding::line)
        .containsExactly("FAIL ICE-ERR-01  ErrorSuite#errorBodyIsWrapped[500]");
    assertThat(diff.requirementChanges())
        .containsExactly(
            new ReportDiff.RequirementChange("ICE-ERR-01", "level", "MUST", "SHOULD"),
            new ReportDiff.RequirementChange(
                "ICE-ERR-01", "title", "Error bodies wrap", "Error bodies | wrapped"));
    assertThat(markdown)
        .startsWith("## Catalog conformance: 0 regressions, 1 fix, 2 requirement changes\n")
        .contains("| ICE-ERR-01 | title | Error bodies wrap | Error bodies \\| wrapped |")
        .contains("| ICE-ERR-01 | SHOULD | WARN | ErrorSuite#errorBodyIsWrapped[409] |");
  }

  @Test
  void aBaselineOfAnotherProfileOrNoReportIsOneLine(@TempDir Path dir) throws IOException {
    Path report = write(released(), dir);
    Path garbage = Files.writeString(dir.resolve("x.json"), "not json at all");

    assertThatThrownBy(() -> Baseline.read(report, "paimon"))
        .hasMessage(report + " is a report of profile iceberg, this run certifies paimon");
    assertThatThrownBy(() -> Baseline.read(garbage, "iceberg"))
        .hasMessageStartingWith(garbage + " cannot be read as compliance.json: ")
        .hasMessageNotContaining("\n");
  }

  private static final Requirement ERR01 =
      new Requirement(
          "ICE-ERR-01",
          Level.MUST,
          "errors",
          "Error bodies wrap",
          false,
          new SpecSource("doc", "https://example.org", "quote"),
          null,
          "hint",
          null);

  private static Requirement relevel(Requirement was, String title) {
    return new Requirement(
        was.id(), Level.SHOULD, was.area(), title, false, was.source(), null, was.hint(), null);
  }

  private RunReport released() {
    return run("r-released-1", List.of(unwrapped500, wrapped409), null, false);
  }

  private static RunReport run(
      String runId, List<CheckResult> checks, Baseline baseline, boolean failOnNew) {
    Outcome worst = checks.stream().map(CheckResult::outcome).reduce(Outcome.PASS, Outcome::worse);
    RunPolicy policy =
        baseline == null ? FAIL_ON_NEW : FAIL_ON_NEW.comparedWith(baseline, failOnNew);
    return new RunReport(info(runId), List.of(verdictOf(ERR01, worst)), checks, List.of(), policy);
  }

  private static RequirementVerdict verdictOf(Requirement requirement, Outcome outcome) {
    return new RequirementVerdict(requirement, outcome, null, null, List.of());
  }

  private static RunInfo info(String runId) {
    return new RunInfo(
        "t", "iceberg", "spec", "http://x", Map.of(), runId, "2026-06-01T00:00:00Z", 1);
  }

  private static CheckResult errorCheck(int index, String status, Outcome outcome) {
    Failure failure =
        outcome == Outcome.FAIL
            ? new Failure("ICE-ERR-01: flat body", "error", "flat", null)
            : null;
    return new CheckResult(
        "ErrorSuite#errorBodyIsWrapped[" + index + "]",
        "ICE-ERR-01 [MUST] Error bodies wrap \u00b7 " + status,
        "errors",
        "ICE-ERR-01",
        outcome,
        null,
        failure,
        List.of(),
        1);
  }

  /**
   * The probe's sustained window, which a later run's --baseline opens the window at, is read from
   * {@code run.probe}, and from {@code health.load} in a report written before it moved there.
   */
  @Test
  void theSustainedWindowIsReadFromTheRunsProbeAndFromAnOlderReportsLoad(@TempDir Path dir)
      throws IOException {
    RunReport probed = released();
    RunHealth.Load load = new RunHealth.Load(1, "no baseline", List.of(2, 4, 8), 4, 8, "broke");
    RunReport withProbe =
        new RunReport(
            probed.run(),
            probed.requirements(),
            probed.checks(),
            probed.leftovers(),
            probed.policy(),
            List.of(),
            new RunHealth(RunHealth.NONE.serverErrors(), RunHealth.Isolation.NONE, load),
            probed.capabilities(),
            null);
    Path written = write(withProbe, dir);
    assertThat(ReportSnapshot.read(written).sustainedWindow()).isEqualTo(4);

    ObjectNode older = (ObjectNode) new ObjectMapper().readTree(written.toFile());
    ((ObjectNode) older.get("run")).remove("probe");
    ((ObjectNode) older.get("health").get("load")).put("sustained", 2);
    Path olderFile = Files.writeString(dir.resolve("older.json"), older.toString());
    assertThat(ReportSnapshot.read(olderFile).sustainedWindow()).isEqualTo(2);
  }

  private static Path write(RunReport report, Path dir) throws IOException {
    return Files.writeString(dir.resolve("compliance.json"), new JsonReportWriter().render(report));
  }
}
