package dev.catalogkit.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A terminated kit ({@code kill}, SIGTERM, exit 143) still writes its reports: the JVM halts once
 * its shutdown hooks return, so this hook holds it until the run has written them, or at most
 * {@code bound}, after which the JVM halts whatever the run is doing. The run's own hook (the
 * janitor) stops the run meanwhile, so its checks end at once.
 */
final class Termination implements AutoCloseable {

  private final CountDownLatch reportsWritten = new CountDownLatch(1);
  private final Thread hook;

  Termination(Duration bound) {
    this.hook =
        new Thread(
            () -> {
              try {
                reportsWritten.await(bound.toMillis(), TimeUnit.MILLISECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "kit-reports-on-termination");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /** The reports are written (or could not be): a terminated JVM may halt now. */
  @Override
  public void close() {
    reportsWritten.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running; it returns now
    }
  }
}
