package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.reference.Profile;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The plain reference catalog follows the spec pages: every check passes, nothing is left behind.
 */
class ReferenceCertificationTest {

  private static final Map<Profile, RunReport> REPORTS = new EnumMap<>(Profile.class);

  private static synchronized RunReport certified(Profile profile) {
    return REPORTS.computeIfAbsent(profile, SelfTestRuns::againstReference);
  }

  @ParameterizedTest
  @EnumSource(Profile.class)
  void everyCheckPasses(Profile profile) {
    assertThat(certified(profile).checks())
        .filteredOn(check -> check.outcome() != Outcome.PASS)
        .extracting(CheckResult::id, CheckResult::outcome, CheckResult::reason)
        .isEmpty();
  }

  @ParameterizedTest
  @EnumSource(Profile.class)
  void everyVerifiableRequirementPassesAndTheRestAreNotVerifiedWithTheirReason(Profile profile) {
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
  @EnumSource(Profile.class)
  void theRunPassesAndLeavesNothingBehind(Profile profile) {
    assertThat(certified(profile).exitCode()).isZero();
    assertThat(certified(profile).leftovers()).isEmpty();
  }

  @ParameterizedTest
  @EnumSource(Profile.class)
  void checksAreIdentifiedStablyAndUniquely(Profile profile) {
    assertThat(certified(profile).checks()).extracting(CheckResult::id).doesNotHaveDuplicates();
    assertThat(certified(profile).checks())
        .extracting(CheckResult::id)
        .allMatch(id -> !id.contains("cck_"), "no run ID in check IDs");
  }
}
