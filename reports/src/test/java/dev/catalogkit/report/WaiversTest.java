package dev.catalogkit.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.SpecSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Waivers accept known failures, and say when they no longer match or have expired. */
class WaiversTest {

  private static final LocalDate TODAY = LocalDate.of(2026, 6, 1);

  private final CheckResult failed = check("Suite#create[2]", "ICE-VCR-04", Outcome.FAIL, "names");
  private final CheckResult passed = check("Suite#load", "ICE-VLD-01", Outcome.PASS, "plain");

  @Test
  void aWaiverInForceTurnsTheFailureIntoWaivedWithItsReason() {
    Waivers.Applied applied =
        Waivers.apply(
            List.of(Waiver.of("ice-vcr-04", "tracked as VENDOR-1", TODAY)),
            List.of(failed, passed),
            TODAY);

    assertThat(applied.checks().get(0).outcome()).isEqualTo(Outcome.WAIVED);
    assertThat(applied.checks().get(0).reason())
        .isEqualTo("waived (was FAIL): tracked as VENDOR-1");
    assertThat(applied.checks().get(0).failure()).isEqualTo(failed.failure());
    assertThat(applied.checks().get(1)).isEqualTo(passed);
    assertThat(applied.problems()).isEmpty();
  }

  @Test
  void aCaseWaiverCoversOnlyThatCaseByIndexOrDisplayName() {
    CheckResult otherCase = check("Suite#create[3]", "ICE-VCR-04", Outcome.FAIL, "dots");
    for (String target : List.of("ICE-VCR-04[2]", "ICE-VCR-04[names]")) {
      List<CheckResult> checks =
          Waivers.apply(
                  List.of(Waiver.of(target, "known", null)), List.of(failed, otherCase), TODAY)
              .checks();
      assertThat(checks)
          .extracting(CheckResult::outcome)
          .as(target)
          .containsExactly(Outcome.WAIVED, Outcome.FAIL);
    }
  }

  @Test
  void aCaseNameMayHoldBracketsOfItsOwn() {
    Waiver waiver = Waiver.of("ICE-VCR-07[CreateViewRequest.required[name]]", "known", null);

    assertThat(waiver.caseName()).isEqualTo("CreateViewRequest.required[name]");
    assertThat(waiver.target()).isEqualTo("ICE-VCR-07[CreateViewRequest.required[name]]");
  }

  @Test
  void aWaiverThatMatchesNoFailureIsReportedAsStale() {
    Waivers.Applied applied =
        Waivers.apply(List.of(Waiver.of("ICE-VLD-01", "flaky once", null)), List.of(passed), TODAY);

    assertThat(applied.checks()).containsExactly(passed);
    assertThat(applied.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.problem()).startsWith("matches no failure in this run"));
  }

  @Test
  void anExpiredWaiverNoLongerCoversTheFailureAndIsReported() {
    Waivers.Applied applied =
        Waivers.apply(
            List.of(Waiver.of("ICE-VCR-04", "until the fix ships", TODAY.minusDays(1))),
            List.of(failed),
            TODAY);

    assertThat(applied.checks()).containsExactly(failed);
    assertThat(applied.problems())
        .singleElement()
        .satisfies(p -> assertThat(p.problem()).startsWith("expired on 2026-05-31"));
  }

  @Test
  void aWaivedFailurePassesTheGateAndStrictWaiversFailItForAStaleOne() {
    Requirement vcr04 = requirement("ICE-VCR-04");
    Requirement vld01 = requirement("ICE-VLD-01");
    List<Waiver> waivers =
        List.of(Waiver.of("ICE-VCR-04", "known", null), Waiver.of("ICE-VLD-01", "old", null));
    Waivers.Applied applied = Waivers.apply(waivers, List.of(failed, passed), TODAY);
    List<RequirementVerdict> verdicts =
        List.of(
            new RequirementVerdict(vcr04, Outcome.WAIVED, "known", null, List.of(failed.id())),
            new RequirementVerdict(vld01, Outcome.PASS, null, null, List.of(passed.id())));

    RunReport lenient = report(verdicts, applied, new RunPolicy(false, false, false, waivers));
    RunReport strict = report(verdicts, applied, new RunPolicy(false, false, true, waivers));

    assertThat(lenient.verdict()).isEqualTo(RunVerdict.PASS);
    assertThat(lenient.exitCode()).isZero();
    assertThat(strict.verdict()).isEqualTo(RunVerdict.FAIL);
    assertThat(strict.gateFailures())
        .containsExactly(
            "waiver ICE-VLD-01 matches no failure in this run: remove it if the"
                + " server is fixed");
  }

  @Test
  void failOnWarnMakesAShouldViolationFailTheRun() {
    Requirement should = requirement("ICE-ERR-06");
    List<RequirementVerdict> verdicts =
        List.of(new RequirementVerdict(should, Outcome.WARN, null, null, List.of("Suite#e")));
    CheckResult warned = check("Suite#e", "ICE-ERR-06", Outcome.WARN, "plain");
    Waivers.Applied none = new Waivers.Applied(List.of(warned), List.of());

    assertThat(report(verdicts, none, RunPolicy.DEFAULT).exitCode()).isZero();
    assertThat(report(verdicts, none, new RunPolicy(false, true, false, List.of())).exitCode())
        .isEqualTo(1);
  }

  @Test
  void theWaiverFileIsReadWithItsDatesAndBadEntriesAreOneLine(@TempDir Path dir)
      throws IOException {
    Path good = dir.resolve("waivers.yaml");
    Files.writeString(
        good,
        "waivers:\n"
            + "  - requirement: ICE-VCR-04\n    reason: tracked as VENDOR-1\n"
            + "    expires: 2026-12-31\n"
            + "  - requirement: ICE-REQ-01[3]\n    reason: one case\n");
    assertThat(Waivers.read(good))
        .containsExactly(
            new Waiver("ICE-VCR-04", null, "tracked as VENDOR-1", LocalDate.of(2026, 12, 31)),
            new Waiver("ICE-REQ-01", "3", "one case", null));

    Path noReason = dir.resolve("bad.yaml");
    Files.writeString(noReason, "waivers:\n  - requirement: ICE-VCR-04\n");
    assertThatThrownBy(() -> Waivers.read(noReason))
        .hasMessage(noReason + " entry 1 needs \"requirement\" and a \"reason\"");

    Path badDate = dir.resolve("date.yaml");
    Files.writeString(
        badDate, "waivers:\n  - requirement: ICE-VCR-04\n    reason: r\n    expires: soon\n");
    assertThatThrownBy(() -> Waivers.read(badDate))
        .hasMessage(badDate + " entry 1: expires must be a date like 2026-12-31");
  }

  private static RunReport report(
      List<RequirementVerdict> verdicts, Waivers.Applied applied, RunPolicy policy) {
    RunInfo run =
        new RunInfo(
            "t", "iceberg", "spec", "http://x", Map.of(), "r1234", "2026-06-01T00:00:00Z", 1);
    return new RunReport(
        run,
        verdicts,
        applied.checks(),
        List.of(),
        policy,
        applied.problems(),
        RunHealth.NONE,
        CapabilityMatrix.NONE,
        null);
  }

  private static CheckResult check(
      String id, String requirementId, Outcome outcome, String caseName) {
    Failure failure =
        outcome == Outcome.FAIL
            ? new Failure(requirementId + ": expected 404, got 200", "404", "200", null)
            : null;
    return new CheckResult(
        id,
        requirementId + " [MUST] title \u00b7 " + caseName,
        "views",
        requirementId,
        outcome,
        null,
        failure,
        List.of(),
        1);
  }

  private static Requirement requirement(String id) {
    return new Requirement(
        id,
        id.equals("ICE-ERR-06") ? Level.SHOULD : Level.MUST,
        "views",
        "Title of " + id,
        false,
        new SpecSource("doc", "https://example.org", "quote"),
        null,
        "hint",
        null);
  }
}
