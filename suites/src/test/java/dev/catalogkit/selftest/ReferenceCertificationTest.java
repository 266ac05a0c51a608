package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The plain reference catalog of every profile that has one follows the spec pages: every check
 * passes, nothing is left behind.
 */
class ReferenceCertificationTest {

  private static final Map<String, RunReport> REPORTS = new HashMap<>();

  private static synchronized RunReport certified(String profile) {
    return REPORTS.computeIfAbsent(profile, SelfTestRuns::againstReference);
  }

  @ParameterizedTest
  @MethodSource("dev.catalogkit.selftest.SelfTestRuns#referenceProfiles")
  void everyCheckPasses(String profile) {
    assertThat(certified(profile).checks())
        .filteredOn(check -> check.outcome() != Outcome.PASS)
        .extracting(CheckResult::id, CheckResult::outcome, CheckResult::reason)
        .isEmpty();
  }

  @ParameterizedTest
  @MethodSource("dev.catalogkit.selftest.SelfTestRuns#referenceProfiles")
  void everyVerifiableRequirementPassesAndTheRestAreNotVerifiedWithTheirReason(String profile) {
    assertThat(certified(profile).requirements())
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

  @ParameterizedTest
  @MethodSource("dev.catalogkit.selftest.SelfTestRuns#referenceProfiles")
  void theRunPassesAndLeavesNothingBehind(String profile) {
    assertThat(certified(profile).exitCode()).isZero();
    assertThat(certified(profile).leftovers()).isEmpty();
  }

  @ParameterizedTest
  @MethodSource("dev.catalogkit.selftest.SelfTestRuns#referenceProfiles")
  void checksAreIdentifiedStablyAndUniquely(String profile) {
    assertThat(certified(profile).checks()).extracting(CheckResult::id).doesNotHaveDuplicates();
    assertThat(certified(profile).checks())
        .extracting(CheckResult::id)
        .allMatch(id -> !id.contains("cck_"), "no run ID in check IDs");
  }
}
