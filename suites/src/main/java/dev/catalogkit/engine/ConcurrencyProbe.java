package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.report.RunHealth;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * The robustness rule's probe, sent after every other judgement (and the clean-up), so that a
 * server that concurrent requests damage has been judged at the load it takes first: rounds of a
 * plain valid read at 2, 4, 8, ... requests at once up to the ceiling (--parallel), each window
 * followed by the same read alone. The first window at which a read got a 5xx or no answer, or the
 * read alone after it failed, is where the server broke; the window before it is what it sustains,
 * which a later run given this report as --baseline judges at.
 */
final class ConcurrencyProbe {

  /** Rounds of simultaneous reads per window. */
  static final int ROUNDS = 20;

  /**
   * What the probe saw.
   *
   * @param probed the windows sent at, in order
   * @param sustained the largest window answered as alone (1 when the first broke)
   * @param brokeAt the window that broke, 0 when none did
   * @param broke how it broke, or null when nothing did
   */
  record Result(List<Integer> probed, int sustained, int brokeAt, Broke broke) {

    Result {
      probed = List.copyOf(probed);
    }

    /** What broke, one line, or null. */
    String brokeBecause() {
      return broke == null ? null : broke.why(brokeAt);
    }

    /**
     * What broke without the window, or null: the window a racy server breaks at differs between
     * runs, what failed does not.
     */
    String finding() {
      return broke == null ? null : broke.finding();
    }

    /** The first answer that broke it, or none. */
    List<Exchange> evidence() {
      return broke == null ? List.of() : List.of(broke.evidence());
    }

    RunHealth.Load load(int window, String why) {
      return new RunHealth.Load(window, why, probed, sustained, brokeAt, brokeBecause());
    }
  }

  private ConcurrencyProbe() {}

  /** Probes up to {@code ceiling} requests at once with {@code read}, a plain valid read. */
  static Result probe(int ceiling, Supplier<Exchange> read) {
    List<Integer> probed = new ArrayList<>();
    int sustained = 1;
    for (int window = 2; window <= ceiling; window = next(window, ceiling)) {
      probed.add(window);
      Optional<Broke> broke = brokenAt(window, read);
      if (broke.isPresent()) {
        return new Result(probed, sustained, window, broke.get());
      }
      sustained = window;
    }
    return new Result(probed, sustained, 0, null);
  }

  /** 2, 4, 8, ... and the ceiling itself last when it is no power of two. */
  private static int next(int window, int ceiling) {
    return window == ceiling ? ceiling + 1 : Math.min(window * 2, ceiling);
  }

  /**
   * How a window broke the server: the first failed answer (the first sent of its round; how many
   * more of the round failed is timing), and whether it was the read alone after the window.
   */
  record Broke(Exchange evidence, boolean alone) {

    String why(int window) {
      return (alone
              ? "after " + window + " reads at once, the same read alone failed: "
              : "a read among " + window + " at once failed: ")
          + evidence.summary();
    }

    String finding() {
      return (alone
              ? "after concurrent reads, the same read alone failed: "
              : "a read among concurrent ones failed: ")
          + evidence.summary();
    }
  }

  private static Optional<Broke> brokenAt(int window, Supplier<Exchange> read) {
    ExecutorService senders =
        Executors.newFixedThreadPool(
            window,
            task -> {
              Thread thread = new Thread(task, "kit-concurrency-probe");
              thread.setDaemon(true);
              return thread;
            });
    try {
      for (int round = 0; round < ROUNDS; round++) {
        // every read of a round waits for the others, so that they reach the server together
        CyclicBarrier together = new CyclicBarrier(window);
        List<Future<Exchange>> sent = new ArrayList<>();
        for (int request = 0; request < window; request++) {
          sent.add(
              senders.submit(
                  () -> {
                    together.await();
                    return read.get();
                  }));
        }
        Exchange failed = null;
        for (Future<Exchange> answer : sent) {
          Exchange exchange = answer.get();
          if (failed == null && failedAsServer(exchange)) {
            failed = exchange;
          }
        }
        if (failed != null) {
          return Optional.of(new Broke(failed, false));
        }
      }
    } catch (InterruptedException stopped) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    } catch (ExecutionException broke) {
      throw new IllegalStateException("the probe's read broke", broke.getCause());
    } finally {
      senders.shutdownNow();
    }
    Exchange alone = read.get();
    return failedAsServer(alone) ? Optional.of(new Broke(alone, true)) : Optional.empty();
  }

  private static boolean failedAsServer(Exchange exchange) {
    return !exchange.answered() || exchange.serverError();
  }
}
