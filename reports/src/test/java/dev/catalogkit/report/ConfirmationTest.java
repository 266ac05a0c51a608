package dev.catalogkit.report;

import static dev.catalogkit.report.Outcome.FAIL;
import static dev.catalogkit.report.Outcome.FLAKY;
import static dev.catalogkit.report.Outcome.NOT_VERIFIED;
import static dev.catalogkit.report.Outcome.PASS;
import static dev.catalogkit.report.Outcome.WARN;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a check's runs alone decide, and when it needs no further run. */
class ConfirmationTest {

  @Test
  void aFirstRunAloneThatAgreesConfirmsTheOutcome() {
    Confirmation confirmed = new Confirmation(FAIL, List.of(FAIL), 8);

    assertThat(confirmed.settled()).isTrue();
    assertThat(confirmed.outcome()).isEqualTo(FAIL);
    assertThat(confirmed.note())
        .isEqualTo("confirmed alone: FAIL again with nothing else in flight");
  }

  @Test
  void aDifferentFirstRunAloneNeedsASecondOneThatAgreesWithIt() {
    assertThat(new Confirmation(FAIL, List.of(PASS), 8).settled()).isFalse();

    Confirmation steady = new Confirmation(FAIL, List.of(PASS, PASS), 8);
    assertThat(steady.settled()).isTrue();
    assertThat(steady.outcome()).isEqualTo(PASS);
    assertThat(steady.passedAloneOnly()).isTrue();
    assertThat(steady.note()).isEqualTo("FAIL under 8 concurrent checks; PASS alone (2 of 2 runs)");
  }

  @Test
  void runsAloneThatDisagreeGoOnToThreeAndAViolationAmongThemIsFlaky() {
    assertThat(new Confirmation(FAIL, List.of(PASS, FAIL), 8).settled()).isFalse();

    Confirmation flaky = new Confirmation(FAIL, List.of(PASS, FAIL, PASS), 8);
    assertThat(flaky.settled()).isTrue();
    assertThat(flaky.outcome()).isEqualTo(FLAKY);
    assertThat(flaky.violatedAlone()).isEqualTo(1);
    assertThat(flaky.passedAloneOnly()).isFalse();
  }

  @Test
  void withoutAViolationAloneUnsteadyRunsPassWhereOneCouldJudge() {
    Confirmation unsteady = new Confirmation(WARN, List.of(PASS, NOT_VERIFIED, PASS), 8);

    assertThat(unsteady.outcome()).isEqualTo(PASS);
    assertThat(unsteady.note()).startsWith("unsteady alone (PASS, NOT_VERIFIED, PASS)");
  }

  @Test
  void withOneCheckAtATimeTheFirstRunIsOneOfTheRunsAlone() {
    Confirmation oneAtATime = new Confirmation(FAIL, List.of(PASS, PASS, PASS), 1);

    assertThat(oneAtATime.seenAlone()).containsExactly(FAIL, PASS, PASS, PASS);
    assertThat(oneAtATime.outcome()).isEqualTo(FLAKY);
    assertThat(new Confirmation(FAIL, List.of(PASS, PASS), 1).settled()).isFalse();
  }

  @Test
  void withNoRunAloneTheConcurrentOutcomeStands() {
    Confirmation bounded = new Confirmation(FAIL, List.of(), 8);

    assertThat(bounded.outcome()).isEqualTo(FAIL);
    assertThat(bounded.note()).contains("bound");
  }
}
