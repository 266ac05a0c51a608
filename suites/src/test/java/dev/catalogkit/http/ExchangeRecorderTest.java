package dev.catalogkit.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a run keeps of its exchanges does not grow with their bodies: the audits' list holds at most
 * {@link Exchange#AUDIT_SUCCESS_BODY_CHARS} of a success body and {@link
 * Exchange#AUDIT_ERROR_BODY_CHARS} of an error body, and exchanges made outside any check are kept
 * only there. So a run ten times as long as today's holds ten times a few KiB per exchange, not ten
 * times its answers.
 */
class ExchangeRecorderTest {

  private static final String SEVEN_MIB = " ".repeat(7 * 1024 * 1024);

  @Test
  void theAuditsKeepOnlyTheStartOfEachBody() {
    ExchangeRecorder recorder = new ExchangeRecorder();
    for (int i = 0; i < 10; i++) {
      recorder.record("check-" + i, answer(200, "{}" + SEVEN_MIB));
      recorder.record("check-" + i, answer(500, "{\"error\": {}}" + SEVEN_MIB));
      recorder.record(ExchangeRecorder.OUTSIDE_CHECKS, answer(200, "[]" + SEVEN_MIB));
    }

    List<Exchange> kept = recorder.all();
    assertThat(kept).hasSize(30);
    assertThat(kept)
        .filteredOn(Exchange::succeeded)
        .allSatisfy(
            exchange -> {
              assertThat(exchange.body()).hasSize(Exchange.AUDIT_SUCCESS_BODY_CHARS);
              assertThat(exchange.bodyCut()).isTrue();
            });
    assertThat(kept)
        .filteredOn(Exchange::isError)
        .allSatisfy(
            exchange -> assertThat(exchange.body()).hasSize(Exchange.AUDIT_ERROR_BODY_CHARS));
    assertThat(recorder.takeFor(ExchangeRecorder.OUTSIDE_CHECKS)).isEmpty();
    assertThat(recorder.takeFor("check-3"))
        .extracting(e -> e.body().length())
        .containsOnly(SEVEN_MIB.length() + 2, SEVEN_MIB.length() + 13);
  }

  /** An observer sees every exchange whole, with the check that made it, in the order recorded. */
  @Test
  void theObserverSeesEachExchangeWholeWithItsCheck() {
    List<String> seen = new ArrayList<>();
    ExchangeRecorder recorder =
        new ExchangeRecorder((checkId, e) -> seen.add(checkId + " " + e.body().length()));
    recorder.record(ExchangeRecorder.OUTSIDE_CHECKS, answer(200, "{}" + SEVEN_MIB));
    recorder.record("check", answer(404, "{}"));

    assertThat(seen)
        .containsExactly(
            ExchangeRecorder.OUTSIDE_CHECKS + " " + (SEVEN_MIB.length() + 2), "check 2");
  }

  /**
   * A check's evidence comes out in the order sent even when an answer is bigger than what the
   * audits keep of it: a create with a large answer stays before the requests that use its name.
   */
  @Test
  void exchangesComeBackInTheOrderSentWhateverTheirSize() {
    ExchangeRecorder recorder = new ExchangeRecorder();
    Exchange create = answer(200, "{\"metadata\": {}}" + SEVEN_MIB);
    Exchange rename = answer(204, "");
    Exchange load = answer(404, "{\"error\": {}}");
    recorder.record("check", create);
    recorder.record("check", rename);
    recorder.record("check", load);

    assertThat(recorder.inCheckOrder(List.of(load, create, rename)))
        .containsExactly(create, rename, load);
  }

  /**
   * The run's exchanges by check, those made outside checks first: checks that ran at once in
   * another order give the same list, in the order sent within each check.
   */
  @Test
  void inCheckOrderGroupsByCheckWhateverOrderConcurrentChecksSentIn() {
    ExchangeRecorder recorder = new ExchangeRecorder();
    Exchange b1 = answer(200, "b1");
    Exchange a1 = answer(200, "a1");
    Exchange setup = answer(200, "setup");
    Exchange b2 = answer(404, "b2");
    Exchange a2 = answer(404, "a2");
    recorder.record("[method:b]", b1);
    recorder.record("[method:a]", a1);
    recorder.record(ExchangeRecorder.OUTSIDE_CHECKS, setup);
    recorder.record("[method:b]", b2);
    recorder.record("[method:a]", a2);

    assertThat(recorder.inCheckOrder()).containsExactly(setup, a1, a2, b1, b2);
    assertThat(recorder.all()).containsExactly(b1, a1, setup, b2, a2);
  }

  private static Exchange answer(int status, String body) {
    return new Exchange(
        OutgoingRequest.of("loadView", "GET", "/v1/namespaces/ns/views/v"),
        "http://127.0.0.1:1/v1/namespaces/ns/views/v",
        Map.of(),
        status,
        Map.of("Content-Type", "application/json"),
        body,
        null,
        List.of(),
        1,
        true,
        null,
        false);
  }
}
