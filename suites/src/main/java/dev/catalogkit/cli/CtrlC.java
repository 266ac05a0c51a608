package dev.catalogkit.cli;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.report.RunPolicy;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C during a run. The first press stops the run cleanly: no new checks, the unfinished ones
 * NOT_VERIFIED ("interrupted"), the janitor, all reports, exit 130. The second (a second or more
 * later) quits at once and says what may be left. (The JVM's own handler would start shutting down
 * instead, and ignore every later press while the janitor waits on a hanging server.)
 */
final class CtrlC implements AutoCloseable {

  static final int EXIT_INTERRUPTED = RunPolicy.EXIT_INTERRUPTED;

  private static final Signal INT = new Signal("INT");

  /**
   * Signals this close together are one press: from a terminal, Ctrl-C reaches the kit both
   * directly and through the JVM that started it ({@link OwnJvm}).
   */
  static final Duration ONE_PRESS = Duration.ofSeconds(1);

  private static final long NOT_PRESSED = Long.MIN_VALUE;

  private final AtomicLong firstPress = new AtomicLong(NOT_PRESSED);
  private final SignalHandler previous;

  CtrlC(KitRunner runner, PrintWriter out) {
    this.previous =
        Signal.handle(
            INT,
            signal -> {
              long now = System.nanoTime();
              if (firstPress.compareAndSet(NOT_PRESSED, now)) {
                out.println(
                    "Interrupted: stopping the run, cleaning up and writing the reports"
                        + " (Ctrl-C again quits at once)");
                runner.interrupt("interrupted (Ctrl-C)");
              } else if (now - firstPress.get() >= ONE_PRESS.toNanos()) {
                out.println(
                    "Quitting at once: what this run created may be left on the server (its"
                        + " namespace or database is named cck_<time>_<random>, see the Run line)");
                out.flush();
                Runtime.getRuntime().halt(EXIT_INTERRUPTED);
              }
            });
  }

  boolean pressed() {
    return firstPress.get() != NOT_PRESSED;
  }

  @Override
  public void close() {
    Signal.handle(INT, previous);
  }
}
