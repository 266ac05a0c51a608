package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.Profile;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.spec.Requirement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The kit tests itself: against the reference with one fault, the requirement that fault breaks is
 * reported as violated (FAIL for MUST, WARN for SHOULD), its failure names the rule's ID, and no
 * other requirement fails. If this fails for a fault, check the fault first (does it break only its
 * rule?), then the check that verifies that rule.
 */
class FaultDetectionTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(
      value = Fault.class,
      mode = EnumSource.Mode.MATCH_NONE,
      names = "TABLE_CREATION_FAILS")
  void theBrokenRequirementAndNothingElseIsReported(Fault fault) {
    RunReport report = SelfTestRuns.againstReference(fault.profile(), fault);
    Map<String, Outcome> verdicts = SelfTestRuns.verdicts(report);
    Requirement broken =
        report.requirements().stream()
            .map(v -> v.requirement())
            .filter(r -> r.id().equals(fault.breaks()))
            .findFirst()
            .orElseThrow();

    assertThat(verdicts.get(fault.breaks())).as(fault.breaks()).isEqualTo(expectedOutcome(broken));
    assertThat(report.checks())
        .filteredOn(check -> fault.breaks().equals(check.requirementId()))
        .filteredOn(check -> check.failure() != null)
        .isNotEmpty()
        .allSatisfy(
            check -> assertThat(check.failure().message()).startsWith(fault.breaks() + ":"));
    assertThat(verdicts)
        .as("other requirements that fail")
        .allSatisfy(
            (id, outcome) -> {
              if (!id.equals(fault.breaks()) && !fault.alsoObservedAs().contains(id)) {
                assertThat(outcome).as(id).isNotIn(Outcome.FAIL, Outcome.WARN, Outcome.ERROR);
              }
            });
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
  }

  /**
   * A fault that violates nothing but keeps MUST requirements from being judged makes the run
   * INCOMPLETE (exit 3), never PASS, and blames the server for nothing.
   */
  @Test
  void aServerWhoseTableCreationFailsGetsIncompleteNotPass() {
    RunReport report = SelfTestRuns.againstReference(Profile.ICEBERG, Fault.TABLE_CREATION_FAILS);

    assertThat(report.verdict()).isEqualTo(RunVerdict.INCOMPLETE);
    assertThat(report.exitCode()).isEqualTo(3);
    assertThat(SelfTestRuns.verdicts(report).values())
        .doesNotContain(Outcome.FAIL, Outcome.WARN, Outcome.ERROR);
    assertThat(report.notJudged().get(NotJudged.STEP_FAILED))
        .extracting(v -> v.requirement().id())
        .contains("ICE-REN-01", "ICE-REN-02", "ICE-XTY-01", "ICE-PAGE-01");
  }

  private static Outcome expectedOutcome(Requirement requirement) {
    return Outcome.ofViolation(requirement);
  }
}
