package dev.catalogkit.engine;

import dev.catalogkit.http.HttpTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * The threads a janitor deletes with, as many as the run's checks ran on: against a remote server
 * most of a clean-up is waiting, and a run leaves a few hundred objects behind. While the crew
 * works, the transport serves only the thread that called the janitor and the crew's own, so checks
 * still running after Ctrl-C create nothing new.
 */
public final class CleanupCrew implements AutoCloseable {

  private final ThreadGroup crew = new ThreadGroup("kit-janitor");
  private final ExecutorService pool;

  public CleanupCrew(HttpTransport transport, int size) {
    Thread lead = Thread.currentThread();
    this.pool = Executors.newFixedThreadPool(size, task -> new Thread(crew, task, "kit-janitor"));
    transport.reserveFor(thread -> thread == lead || thread.getThreadGroup() == crew);
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
    pool.shutdownNow();
  }
}
