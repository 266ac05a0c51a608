package dev.catalogkit.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.Answered;
import dev.catalogkit.http.Exchange;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** The robustness probe: where a server breaks under concurrent reads, and what it sustains. */
class ConcurrencyProbeTest {

  @Test
  void aServerThatAnswersEveryReadSustainsTheCeiling() {
    ConcurrencyProbe.Result probed = ConcurrencyProbe.probe(6, () -> ok());
    assertThat(probed.probed()).containsExactly(2, 4, 6);
    assertThat(probed.sustained()).isEqualTo(6);
    assertThat(probed.brokeAt()).isZero();
    assertThat(probed.evidence()).isEmpty();
  }

  /**
   * Like Apache Iceberg's fixture on in-memory SQLite: once a second connection opened (a second
   * thread read), every read it serves fails, so the probe breaks it at 2 and says so.
   */
  @Test
  void aServerDamagedByItsFirstConcurrentReadBreaksAtTwo() {
    Set<Thread> readers = ConcurrentHashMap.newKeySet();
    ConcurrencyProbe.Result probed =
        ConcurrencyProbe.probe(
            8,
            () -> {
              readers.add(Thread.currentThread());
              return readers.size() > 1 ? Answered.body(500, "{}") : ok();
            });
    assertThat(probed.probed()).containsExactly(2);
    assertThat(probed.sustained()).isEqualTo(1);
    assertThat(probed.brokeAt()).isEqualTo(2);
    assertThat(probed.brokeBecause())
        .isEqualTo("a read among 2 at once failed: GET /v1/x \u2192 500");
    assertThat(probed.evidence()).extracting(Exchange::status).containsExactly(500);
  }

  @Test
  void aServerThatFailsAReadAloneAfterTheWindowBreaksThere() {
    Thread prober = Thread.currentThread();
    ConcurrencyProbe.Result probed =
        ConcurrencyProbe.probe(
            4, () -> Thread.currentThread() == prober ? Answered.body(503, "{}") : ok());
    assertThat(probed.brokeAt()).isEqualTo(2);
    assertThat(probed.brokeBecause())
        .isEqualTo("after 2 reads at once, the same read alone failed: GET /v1/x \u2192 503");
  }

  private static Exchange ok() {
    return Answered.with("GET", 200, Map.of());
  }
}
