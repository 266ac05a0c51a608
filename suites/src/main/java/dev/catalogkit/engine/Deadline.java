package dev.catalogkit.engine;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One task at a moment, on a daemon thread of its own so a deadline never keeps the JVM alive;
 * closing it before then drops the task.
 */
final class Deadline implements AutoCloseable {

  private final ScheduledExecutorService timer;

  Deadline(String threadName, Duration after, Runnable task) {
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, threadName);
              thread.setDaemon(true);
              return thread;
            });
    // nobody waits for the task: it acts through its own effects, and close() drops it
    Future<?> unused = timer.schedule(task, after.toMillis(), TimeUnit.MILLISECONDS);
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
