package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.HttpTransport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * The threads a janitor deletes with, as many as the run's checks ran on: against a remote server
 * most of a clean-up is waiting, and a run leaves a few hundred objects behind. While the crew
 * works, the transport serves only the thread that called the janitor and the crew's own, so checks
 * still running after Ctrl-C create nothing new. The clean-up has a deadline: after it, nothing
 * more is sent and what is left is reported.
 */
public final class CleanupCrew implements AutoCloseable {

  private final ThreadGroup crew = new ThreadGroup("kit-janitor");
  private final ExecutorService pool;
  private final Deadline deadline;

  /** Why the crew sends nothing more: set once a control read failed after failed deletes. */
  private volatile String stoppedBecause;

  public CleanupCrew(HttpTransport transport, int size, Duration timeLimit) {
    Thread lead = Thread.currentThread();
    this.pool = Executors.newFixedThreadPool(size, task -> new Thread(crew, task, "kit-janitor"));
    transport.reserveFor(
        thread -> thread == lead || thread.getThreadGroup() == crew, "the run is being cleaned up");
    this.deadline =
        new Deadline(
            "kit-janitor-deadline",
            timeLimit,
            () ->
                transport.reserveFor(
                    thread -> false,
                    "the clean-up's time limit of " + timeLimit.toSeconds() + " s passed"));
  }

  /**
   * Applies the task to every item at once (within the crew's size); answers in the items' order.
   */
  public <T, R> List<R> each(List<T> items, Function<T, R> task) {
    List<Future<R>> running = new ArrayList<>();
    items.forEach(item -> running.add(pool.submit(() -> task.apply(item))));
    List<R> results = new ArrayList<>();
    for (Future<R> result : running) {
      results.add(await(result));
    }
    return results;
  }

  /**
   * Deletes every item at once, then once more, one at a time, each that was left: a server that
   * fails overlapping requests (a 500 under load) still gets every delete it can serve alone. When
   * something was left, a plain read of the server decides first: a server that fails that too is
   * damaged, not busy, and the crew sends nothing more, in this call or a later one; what it did
   * not try is reported as left, with that answer.
   *
   * @param delete answers a leftover line, or empty when the item is gone
   * @param controlRead a plain read of what the run still has (not the config, which touches no
   *     storage)
   * @param line how an item not tried is named among the leftovers
   */
  public <T> List<String> deleteEach(
      List<T> items,
      Function<T, Optional<String>> delete,
      Supplier<Exchange> controlRead,
      Function<T, String> line) {
    if (stoppedBecause != null) {
      return notTried(items, line);
    }
    List<Optional<String>> first = each(items, delete);
    List<T> leftAfterFirst =
        IntStream.range(0, items.size())
            .filter(i -> first.get(i).isPresent())
            .mapToObj(items::get)
            .toList();
    if (leftAfterFirst.isEmpty()) {
      return List.of();
    }
    Exchange control = controlRead.get();
    if (!control.succeeded()) {
      stoppedBecause = "a plain read did not succeed either (" + control.summary() + ")";
      return first.stream().flatMap(Optional::stream).toList();
    }
    List<String> left = new ArrayList<>();
    leftAfterFirst.forEach(item -> delete.apply(item).ifPresent(left::add));
    return left;
  }

  private <T> List<String> notTried(List<T> items, Function<T, String> line) {
    return items.stream()
        .map(item -> line.apply(item) + " (not tried: " + stoppedBecause + ")")
        .toList();
  }

  /**
   * Sends a delete, and once more at once when the server failed (5xx) or did not answer: one
   * passing hiccup must not leave an object behind. No pause: the janitor sends one request at a
   * time unless the server was shown to sustain more, and a pause per object made a server that
   * fails every first delete outlast the clean-up's limit (issue 32).
   */
  public static Exchange retriedOnce(Supplier<Exchange> delete) {
    Exchange first = delete.get();
    boolean serverFailed = first.answered() ? first.serverError() : !first.endedByTheKit();
    return serverFailed ? delete.get() : first;
  }

  private static <R> R await(Future<R> result) {
    try {
      return result.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("clean-up interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("clean-up failed: " + e.getCause(), e.getCause());
    }
  }

  @Override
  public void close() {
    deadline.close();
    pool.shutdownNow();
  }
}
