package dev.catalogkit.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.http.Answered;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.TargetConfig;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A janitor started while a create is under way (SIGTERM during a run) reads the ledger only when
 * that create has its answer, or after one exchange deadline. Latches order the steps; the JUnit
 * timeout guards against a hang only.
 */
@Timeout(60)
class ObjectLedgerTest {

  private static final String RUN = "cck_20260101_000000_abcd";
  private static final ObjectRef<LedgerKind> NAMESPACE =
      new ObjectRef<>(LedgerKind.NAMESPACE, List.of(RUN), null);

  @Test
  void theObjectsAreReadWhenTheCreateUnderWayHasItsAnswer() throws Exception {
    ObjectLedger<LedgerKind> ledger = ledger(Duration.ofSeconds(30));
    CountDownLatch sending = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean answered = new AtomicBoolean();
    CompletableFuture<Exchange> create =
        CompletableFuture.supplyAsync(
            () -> ledger.created(NAMESPACE, () -> answerAfter(sending, release, answered)));
    sending.await();
    AtomicBoolean answeredWhenRead = new AtomicBoolean();
    AtomicReference<List<ObjectRef<LedgerKind>>> read = new AtomicReference<>();
    Thread janitor =
        new Thread(
            () -> {
              read.set(ledger.objects());
              answeredWhenRead.set(answered.get());
            });
    janitor.start();
    awaitWaitingOrEnded(janitor);
    release.countDown();
    janitor.join();
    create.join();

    assertThat(answeredWhenRead).as("read after the create's answer").isTrue();
    assertThat(read.get()).containsExactly(NAMESPACE);
    assertThat(ledger.cutOff(NAMESPACE)).isFalse();
  }

  @Test
  void aCreateWithoutAnAnswerIsWaitedForOneExchangeDeadlineAndThenCountsAsCutOff()
      throws Exception {
    ObjectLedger<LedgerKind> ledger = ledger(Duration.ofSeconds(1));
    CountDownLatch sending = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Exchange> create =
        CompletableFuture.supplyAsync(
            () ->
                ledger.created(
                    NAMESPACE, () -> answerAfter(sending, release, new AtomicBoolean())));
    sending.await();

    long start = System.nanoTime();
    List<ObjectRef<LedgerKind>> read = ledger.objects();
    Duration waited = Duration.ofNanos(System.nanoTime() - start);
    boolean uncertain = ledger.cutOff(NAMESPACE);
    release.countDown();
    create.join();

    assertThat(read).containsExactly(NAMESPACE);
    assertThat(uncertain).as("still under way when the wait ended").isTrue();
    // 2 x the 1 s request timeout; a wait cannot end early, however busy the machine
    assertThat(waited).isGreaterThanOrEqualTo(Duration.ofSeconds(2));
  }

  private static ObjectLedger<LedgerKind> ledger(Duration requestTimeout) {
    ObjectLedger<LedgerKind> ledger =
        new ObjectLedger<>(
            new HttpTransport(
                new TargetConfig(
                    URI.create("http://127.0.0.1:9"),
                    null,
                    null,
                    null,
                    Map.of(),
                    requestTimeout,
                    TargetConfig.DEFAULT_MAX_BODY_BYTES)));
    ledger.ownedBy(RUN);
    return ledger;
  }

  /** A 201 that comes once the test releases it. */
  private static Exchange answerAfter(
      CountDownLatch sending, CountDownLatch release, AtomicBoolean answered) {
    sending.countDown();
    try {
      release.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    answered.set(true);
    return Answered.with("POST", 201, Map.of());
  }

  /** Until the thread waits (on the ledger) or has ended without waiting. */
  private static void awaitWaitingOrEnded(Thread thread) {
    while (thread.getState() != Thread.State.TIMED_WAITING
        && thread.getState() != Thread.State.TERMINATED) {
      Thread.onSpinWait();
    }
  }
}
