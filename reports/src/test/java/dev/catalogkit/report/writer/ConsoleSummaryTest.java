package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.SpecSource;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConsoleSummaryTest {

  /** A requirement another one's finding explains points at it instead of a why and a fix. */
  @Test
  void aProblemOfTheSameCauseNamesItsCauseInsteadOfAFix() {
    String summary = ConsoleSummary.render(SampleRun.withSameCause());
    assertThat(summary)
        .contains(
            "  ICE-VIEW-01  Title of ICE-VIEW-01\n"
                + "               same cause as ICE-VIEW-02 (FAIL), not a problem of its own\n")
        .doesNotContain("fix: Hint for ICE-VIEW-01");
  }

  @Test
  void showsCountsTheAreaTableTheFailingRequirementsAndTheVerdict() {
    String summary = ConsoleSummary.render(SampleRun.report());

    assertThat(summary)
        .startsWith(
            "Catalog Conformance Kit 0.1.0-test | profile iceberg |"
                + " target http://localhost:8181/iceberg\n"
                + "Run r7f3a: 7 checks, judged 4 of 7 requirements in 12.3 s\n")
        .contains(
            "Not judged: 3 of 7 requirements\n"
                + "  the kit or the environment broke while checking it (1):\n"
                + "    ICE-DISC-02\n"
                + "  cannot be checked from outside the server (1):\n"
                + "    ICE-NS-02\n"
                + "  the server does not offer the capability (not advertised, or probed and"
                + " absent) (1):\n"
                + "    ICE-NS-01\n")
        .contains(
            "Checks:       PASS 1   FAIL 1   WARN 1   NOTICE 1   FLAKY 0   WAIVED 0   N/A 1   N/V 1"
                + "   ERROR 1\n")
        .contains(
            "Area        Requirements  Pass  Fail  Warn  Notice  Flaky  Waived  N/A  N/V  Error\n"
                + "----------  ------------  ----  ----  ----  ------  -----  ------  ---  ---  -----\n"
                + "discovery              2     1     0     0       0      0       0    0    0      1\n"
                + "namespaces             2     0     0     0       0      0       0    1    1      0\n"
                + "views                  3     0     1     1       1      0       0    0    0      0\n"
                + "----------  ------------  ----  ----  ----  ------  -----  ------  ---  ---  -----\n"
                + "total                  7     1     1     1       1      0       0    1    1      1\n")
        .contains(
            "Failing requirements (MUST):\n  ICE-VIEW-02  Title of ICE-VIEW-02\n"
                + "               MUST by its must word: Quote for ICE-VIEW-02 with <b>markup</b>.\n"
                + "               why: a stale view-uuid was accepted\n"
                + "               fix: Hint for ICE-VIEW-02 with <i>markup</i>.\n")
        .contains(
            "Warnings (SHOULD; they fail the run only under --fail-on warn):\n"
                + "  ICE-VIEW-01  Title of ICE-VIEW-01\n")
        .contains("  ICE-DISC-02  Title of ICE-DISC-02\n")
        .contains("Leftovers: 2 objects the janitor could not delete")
        .endsWith("\nVerdict: FAIL (exit code 1)\n");
  }

  @Test
  void anIncompleteRunSaysSoWithExitCode3OrZeroWhenTheGateAcceptsIt() {
    assertThat(ConsoleSummary.render(SampleRun.incomplete(RunPolicy.DEFAULT)))
        .contains(
            "  a step its checks needed failed, so the rule could not be judged (1):\n"
                + "    ICE-NS-02\n")
        .endsWith(
            "\nVerdict: INCOMPLETE (exit code 3) - judged 1 of 2; see \"Not judged\" above\n");
    assertThat(ConsoleSummary.render(SampleRun.incomplete(new RunPolicy(true))))
        .endsWith(
            "\nVerdict: INCOMPLETE (exit code 0) - judged 1 of 2; see \"Not judged\" above\n");
  }

  @Test
  void everyLineFitsIn100ColumnsEvenWithLongNames() {
    String summary = ConsoleSummary.render(longNamedReport());

    assertThat(summary.lines())
        .allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(100));
    assertThat(summary)
        .contains("an-area-whose-name-goes-o...")
        .contains("  ICE-LONG-01  " + "a very long title ".repeat(3).substring(0, 10))
        .endsWith("Verdict: FAIL (exit code 1)\n");
  }

  @Test
  void noAnsiColoursUnlessAskedAndThenOnlyOutsideTheWidth() {
    String plain = ConsoleSummary.render(SampleRun.report(), false);
    String coloured = ConsoleSummary.render(longNamedReport(), true);

    assertThat(plain).doesNotContain("\u001b");
    assertThat(coloured)
        .contains("Verdict: \u001b[1;31mFAIL\u001b[0m (exit code 1)")
        .contains("  \u001b[1;31mICE-LONG-01\u001b[0m  a very long title");
    assertThat(coloured.lines())
        .allSatisfy(
            line ->
                assertThat(line.replaceAll("\u001b\\[[0-9;]*m", "").length())
                    .isLessThanOrEqualTo(100));
  }

  @Test
  void aCleanRunEndsWithPassAndExitCodeZero() {
    RunReport report = SampleRun.report();
    RunReport clean =
        new RunReport(
            report.run(),
            report.requirements().stream()
                .filter(verdict -> verdict.outcome() == Outcome.PASS)
                .toList(),
            report.checks().stream().filter(check -> check.outcome() == Outcome.PASS).toList(),
            List.of());

    assertThat(ConsoleSummary.render(clean))
        .doesNotContain("Failing requirements", "Errors", "Leftovers")
        .endsWith("\nVerdict: PASS (exit code 0)\n");
  }

  private static RunReport longNamedReport() {
    String area = "an-area-whose-name-goes-on-and-on-beyond-any-reasonable-column";
    Requirement requirement =
        new Requirement(
            "ICE-LONG-01",
            Level.MUST,
            area,
            "a very long title ".repeat(12),
            false,
            new SpecSource("doc", "https://example.org/spec", "quote"),
            null,
            "fix it",
            null);
    CheckResult check =
        SampleRun.check("Long#check", requirement, Outcome.FAIL, null, null, List.of(), 1);
    return new RunReport(
        new RunInfo(
            "0.1.0-test",
            "iceberg",
            "spec",
            "http://" + "very-long-host-name.".repeat(8) + "example/iceberg",
            Map.of(),
            "r-" + "x".repeat(120),
            "2025-01-01T10:00:00Z",
            1),
        List.of(
            new RequirementVerdict(requirement, Outcome.FAIL, null, null, List.of("Long#check"))),
        List.of(check),
        List.of());
  }
}
