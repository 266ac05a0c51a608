package dev.catalogkit.cli;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.report.RunPolicy;
import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C during a run. The first press stops the run cleanly: no new checks, the unfinished ones
 * NOT_VERIFIED ("interrupted"), the janitor, all reports, exit 130. The second quits at once and
 * says what may be left. (The JVM's own handler would start shutting down instead, and ignore every
 * later press while the janitor waits on a hanging server.)
 */
final class CtrlC implements AutoCloseable {

  static final int EXIT_INTERRUPTED = RunPolicy.EXIT_INTERRUPTED;

  private static final Signal INT = new Signal("INT");

  private final AtomicInteger presses = new AtomicInteger();
  private final SignalHandler previous;

  CtrlC(KitRunner runner, PrintWriter out) {
    this.previous =
        Signal.handle(
            INT,
            signal -> {
              if (presses.incrementAndGet() == 1) {
                out.println(
                    "Interrupted: stopping the run, cleaning up and writing the reports"
                        + " (Ctrl-C again quits at once)");
                runner.interrupt("interrupted (Ctrl-C)");
              } else {
                out.println(
                    "Quitting at once: what this run created may be left on the server (its"
                        + " namespace or database is named cck_<time>_<random>, see the Run line)");
                out.flush();
                Runtime.getRuntime().halt(EXIT_INTERRUPTED);
              }
            });
  }

  boolean pressed() {
    return presses.get() > 0;
  }

  @Override
  public void close() {
    Signal.handle(INT, previous);
  }
}
