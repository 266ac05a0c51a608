package dev.catalogkit.protocols.hello;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.protocols.hello.HelloServer.MissingRoomDelete;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.report.writer.JunitXmlReportWriter;
import org.junit.jupiter.api.Test;

/**
 * One server, one verdict, on the smallest profile: a check that did not pass runs again alone,
 * what it shows then is its outcome, and runs alone that disagree make it FLAKY. The hello server
 * answers the delete of a missing room (HELLO-02, the only request of its check) in a fixed
 * sequence, so every outcome here is exact.
 */
class IsolationPhaseTest {

  private static final String DELETE_CHECK = "RoomSuite#deletingAMissingRoomAnswers404";

  @Test
  void aRuleBrokenEveryOtherTimeIsFlakyAndFailsTheRun() {
    RunReport report = runAgainst(MissingRoomDelete.NO_CONTENT_EVERY_OTHER_TIME, 2);

    CheckResult deleted = check(report);
    assertThat(deleted.outcome()).isEqualTo(Outcome.FLAKY);
    // 204 (concurrent), then alone 404, 204, 404
    assertThat(deleted.confirmation().alone())
        .containsExactly(Outcome.PASS, Outcome.FAIL, Outcome.PASS);
    assertThat(deleted.confirmation().note())
        .isEqualTo(
            "FLAKY: reproduced 1 of 3 runs alone (PASS, FAIL, PASS); FAIL under 2 concurrent"
                + " checks");
    assertThat(deleted.failure().actual()).isEqualTo("status 204");
    assertThat(report.findRequirement("HELLO-02").orElseThrow().outcome()).isEqualTo(Outcome.FLAKY);
    assertThat(report.verdict()).isEqualTo(RunVerdict.FAIL);
    assertThat(report.gateFailures()).containsExactly("FLAKY HELLO-02");
    assertThat(report.health().isolation().flaky()).isEqualTo(1);
    assertThat(new JunitXmlReportWriter().render(report))
        .contains("type=\"FLAKY\"")
        .contains("FLAKY: reproduced 1 of 3 runs alone");
  }

  @Test
  void aCheckThatFailedUnderLoadAndPassesAloneTwicePasses() {
    RunReport report = runAgainst(MissingRoomDelete.SERVER_ERROR_ONCE, 2);

    CheckResult deleted = check(report);
    assertThat(deleted.outcome()).isEqualTo(Outcome.PASS);
    assertThat(deleted.confirmation().note())
        .isEqualTo("FAIL under 2 concurrent checks; PASS alone (2 of 2 runs)");
    assertThat(report.verdict()).isEqualTo(RunVerdict.PASS);
    assertThat(report.health().isolation().passedAloneOnly()).isEqualTo(1);
    assertThat(report.health().isolation().runs()).isEqualTo(2);
    assertThat(report.health().serverErrors().count()).isEqualTo(1);
    assertThat(report.health().serverErrors().first().get(0).status()).isEqualTo(500);
  }

  @Test
  void withOneCheckAtATimeTheFirstRunCountsAsARunAlone() {
    RunReport report = runAgainst(MissingRoomDelete.SERVER_ERROR_ONCE, 1);

    CheckResult deleted = check(report);
    assertThat(deleted.outcome()).isEqualTo(Outcome.FLAKY);
    assertThat(deleted.confirmation().seenAlone())
        .containsExactly(Outcome.FAIL, Outcome.PASS, Outcome.PASS, Outcome.PASS);
    assertThat(deleted.confirmation().note())
        .isEqualTo("FLAKY: reproduced 1 of 4 runs alone (FAIL, PASS, PASS, PASS)");
    assertThat(report.health().isolation().passedAloneOnly()).isZero();
  }

  @Test
  void aSteadyViolationIsConfirmedByOneRunAlone() {
    RunReport report = runAgainst(MissingRoomDelete.NO_CONTENT, 2);

    CheckResult deleted = check(report);
    assertThat(deleted.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(deleted.confirmation().note())
        .isEqualTo("confirmed alone: FAIL again with nothing else in flight");
    assertThat(report.health().isolation().runs()).isEqualTo(1);
  }

  @Test
  void aPassingRunRunsNothingAgain() {
    RunReport report = runAgainst(MissingRoomDelete.NOT_FOUND, 2);

    assertThat(check(report).confirmation()).isNull();
    assertThat(report.health().isolation().candidates()).isZero();
    assertThat(report.health().serverErrors().count()).isZero();
  }

  private static CheckResult check(RunReport report) {
    return report.checks().stream()
        .filter(check -> check.id().equals(DELETE_CHECK))
        .findFirst()
        .orElseThrow();
  }

  private static RunReport runAgainst(MissingRoomDelete missing, int parallel) {
    try (HelloServer server = HelloServer.start(missing)) {
      RunOptions options =
          RunOptions.of(Profiles.load().named("hello"), TargetConfig.of(server.uri()))
              .withParallelism(parallel);
      return new KitRunner(line -> {}).run(options);
    }
  }
}
