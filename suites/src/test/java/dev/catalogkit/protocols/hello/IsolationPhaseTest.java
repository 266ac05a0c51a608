package dev.catalogkit.protocols.hello;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.protocols.hello.HelloServer.MissingRoomDelete;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.report.writer.JunitXmlReportWriter;
import org.junit.jupiter.api.Test;

/**
 * One server, one verdict, on the smallest profile: where the load window was open (a --baseline
 * showed the server sustains 2), a check that did not pass after a 5xx runs again alone, what it
 * shows then is its outcome, and runs alone that disagree make it FLAKY; a check that failed on a
 * calm answer, or any check judged one request at a time, is not run again (issue 32). The hello
 * server answers the delete of a missing room (HELLO-02, the only request of its check) in a fixed
 * sequence, so every outcome here is exact.
 */
class IsolationPhaseTest {

  private static final String DELETE_CHECK = "RoomSuite#deletingAMissingRoomAnswers404";

  @Test
  void aRuleBrokenEveryOtherTimeAfterAServerErrorIsFlakyAndFailsTheRun() {
    RunReport report =
        runAgainst(MissingRoomDelete.SERVER_ERROR_THEN_NO_CONTENT_EVERY_OTHER_TIME, 2);

    CheckResult deleted = check(report);
    assertThat(deleted.outcome()).isEqualTo(Outcome.FLAKY);
    // 500 (concurrent), then alone 404, 204, 404
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

  /** A wrong answer the server gave calmly is its answer alone too: judged once, not run again. */
  @Test
  void aRuleBrokenOnACalmAnswerIsNotRunAgain() {
    RunReport report = runAgainst(MissingRoomDelete.NO_CONTENT_EVERY_OTHER_TIME, 2);

    CheckResult deleted = check(report);
    assertThat(deleted.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(deleted.confirmation()).isNull();
    assertThat(report.health().isolation().candidates()).isZero();
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

  /** One request at a time, every check already ran alone: its outcome is what it got. */
  @Test
  void withOneRequestAtATimeNothingRunsAgain() {
    RunReport report = runAgainst(MissingRoomDelete.SERVER_ERROR_ONCE, 1);

    CheckResult deleted = check(report);
    assertThat(deleted.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(deleted.confirmation()).isNull();
    assertThat(deleted.failure().actual()).startsWith("status 500");
    assertThat(report.health().isolation()).isEqualTo(RunHealth.Isolation.NONE);
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
              .withParallelism(parallel)
              .withSustainedWindow(parallel);
      return new KitRunner(line -> {}).run(options);
    }
  }
}
