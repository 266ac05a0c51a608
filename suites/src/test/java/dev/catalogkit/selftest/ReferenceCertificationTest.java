package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.util.EnumSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The plain reference catalog follows the seeds: every check passes, nothing is left behind. */
class ReferenceCertificationTest {

  private static RunReport report;

  @BeforeAll
  static void certifyTheReference() {
    report = SelfTestRuns.againstReference();
  }

  @Test
  void everyCheckPasses() {
    assertThat(report.checks())
        .filteredOn(check -> check.outcome() != Outcome.PASS)
        .extracting(CheckResult::id, CheckResult::outcome, CheckResult::reason)
        .isEmpty();
  }

  @Test
  void everyVerifiableRequirementPassesAndTheRestAreNotVerifiedWithTheirReason() {
    assertThat(report.requirements())
        .allSatisfy(
            verdict -> {
              if (verdict.requirement().isVerifiable()) {
                assertThat(verdict.outcome())
                    .as(verdict.requirement().id())
                    .isEqualTo(Outcome.PASS);
              } else {
                assertThat(verdict.outcome()).isEqualTo(Outcome.NOT_VERIFIED);
                assertThat(verdict.reason()).isEqualTo(verdict.requirement().notVerified());
              }
            });
  }

  @Test
  void theRunPassesAndLeavesNothingBehind() {
    assertThat(report.exitCode()).isZero();
    assertThat(report.leftovers()).isEmpty();
  }

  @Test
  void checksAreIdentifiedStablyAndUniquely() {
    assertThat(report.checks()).extracting(CheckResult::id).doesNotHaveDuplicates();
    assertThat(report.checks())
        .extracting(CheckResult::id)
        .allMatch(id -> !id.contains("cck_"), "no run ID in check IDs");
  }

  @Test
  void outcomesAreOnlyPassOrNotVerified() {
    assertThat(report.requirements())
        .extracting(RequirementVerdict::outcome)
        .allMatch(EnumSet.of(Outcome.PASS, Outcome.NOT_VERIFIED)::contains);
  }
}
