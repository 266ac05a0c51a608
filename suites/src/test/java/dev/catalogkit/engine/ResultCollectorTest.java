package dev.catalogkit.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.Answered;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Outcome;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Fail kept apart from Error: only a {@link RequirementViolation} is the server's violation; any
 * other throwable of a check (a plain assertion, a broken premise of the kit, a bug) is ERROR.
 */
class ResultCollectorTest {

  private final ExchangeRecorder recorder = new ExchangeRecorder();

  private final ResultCollector collector =
      new ResultCollector(
          Profiles.load().named("hello").catalogue(),
          recorder,
          new EvidenceWriter(Redactor.forTarget(TargetConfig.of(URI.create("http://127.0.0.1:1")))),
          line -> {},
          (id, area) -> true,
          "run",
          new RunStop());

  @Test
  void aRequirementViolationIsTheServersFailure() {
    finish(new RequirementViolation("status 404", "status 204", null, List.of()));

    assertThat(only().outcome()).isEqualTo(Outcome.FAIL);
    assertThat(only().failure().message())
        .isEqualTo("HELLO-02: expected status 404, got status 204");
  }

  @Test
  void aPlainAssertionErrorIsTheKitsError() {
    finish(new AssertionError("an assertion of the kit's own"));

    assertThat(only().outcome()).isEqualTo(Outcome.ERROR);
    assertThat(only().failure()).isNull();
    assertThat(only().reason())
        .startsWith("the kit broke (not the server's fault): java.lang.AssertionError");
  }

  @Test
  void aBrokenPremiseOfTheKitIsAnError() {
    try {
      KitPremise.require(false, "the fixture fits");
    } catch (KitPremise.KitPremiseBroken broken) {
      finish(broken);
    }

    assertThat(only().outcome()).isEqualTo(Outcome.ERROR);
    assertThat(only().reason()).contains("the kit's own premise does not hold: the fixture fits");
  }

  /**
   * A keyed retry answered exactly as its first request is a second send: the evidence shows both,
   * whatever their durations (two equal records once folded into one, by chance of the clock).
   */
  @Test
  void twoSendsThatLookAlikeAreBothInTheEvidence() {
    Exchange first = Answered.with("POST", 204, Map.of());
    Exchange retry = Answered.with("POST", 204, Map.of());
    assertThat(retry).as("alike to the last field").isEqualTo(first);
    String check = new CheckDescriptor().getUniqueId().toString();
    recorder.record(check, first);
    recorder.record(check, retry);

    finish(new RequirementViolation("a retry run again", "a replay", null, List.of(first, retry)));

    assertThat(only().exchanges())
        .extracting(ExchangeRecord::role)
        .containsExactly(ExchangeRecord.Role.DECISIVE, ExchangeRecord.Role.DECISIVE);
  }

  /**
   * A capability that looked absent because the server failed under load is run again alone, where
   * it may well be there; one that looked absent on calm answers is not.
   */
  @Test
  void notApplicableAfterAServerErrorIsConfirmedAlone() {
    notApplicableAfterAnAnswer(500);

    assertThat(collector.confirmable())
        .extracting(c -> c.result().outcome())
        .containsExactly(Outcome.NOT_APPLICABLE);
  }

  @Test
  void notApplicableOnCalmAnswersIsNotRunAgain() {
    notApplicableAfterAnAnswer(406);

    assertThat(collector.confirmable()).isEmpty();
  }

  /** The check got this answer to its move and then found the capability absent. */
  private void notApplicableAfterAnAnswer(int status) {
    TestIdentifier check = TestIdentifier.from(new CheckDescriptor());
    recorder.record(check.getUniqueId(), Answered.with("POST", status, Map.of()));
    collector.executionStarted(check);
    collector.executionFinished(
        check, TestExecutionResult.aborted(new NotApplicable("the server does not move it")));
    assertThat(only().outcome()).isEqualTo(Outcome.NOT_APPLICABLE);
  }

  private void finish(Throwable thrown) {
    TestIdentifier check = TestIdentifier.from(new CheckDescriptor());
    collector.executionStarted(check);
    collector.executionFinished(check, TestExecutionResult.failed(thrown));
  }

  private CheckResult only() {
    assertThat(collector.results()).hasSize(1);
    return collector.results().get(0);
  }

  /** A check method verifying HELLO-02, as the engine would describe it. */
  private static final class CheckDescriptor extends AbstractTestDescriptor {
    CheckDescriptor() {
      super(
          UniqueId.forEngine("junit-jupiter").append("class", "C").append("method", "m()"),
          "m()",
          MethodSource.from(method()));
    }

    @Override
    public Type getType() {
      return TestDescriptor.Type.TEST;
    }
  }

  private static java.lang.reflect.Method method() {
    try {
      return ResultCollectorTest.class.getDeclaredMethod("verifiesHello02");
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }

  @Verifies("HELLO-02")
  @SuppressWarnings("unused")
  private static void verifiesHello02() {}
}
