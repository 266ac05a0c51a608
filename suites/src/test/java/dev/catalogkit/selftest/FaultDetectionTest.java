package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.reference.Fault;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The kit tests itself: against the reference with one fault, the requirement that fault breaks is
 * reported as violated (FAIL, or WARN for SHOULD and implied rules), its failure names the rule's
 * ID, and no other requirement fails. If this fails for a fault, check the fault first (does it
 * break only its rule?), then the check that verifies that rule.
 */
class FaultDetectionTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(Fault.class)
  void theBrokenRequirementAndNothingElseIsReported(Fault fault) {
    RunReport report = SelfTestRuns.againstReference(SelfTestRuns.profileOf(fault), fault);
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

  private static Outcome expectedOutcome(Requirement requirement) {
    return requirement.level() == Level.MUST && !requirement.implied()
        ? Outcome.FAIL
        : Outcome.WARN;
  }
}
