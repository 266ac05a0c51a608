package dev.catalogkit.engine;

import dev.catalogkit.http.HttpTransport;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/**
 * Keeps one run within its bounds and makes it end cleanly whatever happens: it stops the run at
 * its deadline or on request (Ctrl-C), runs the janitor exactly once (at the end, after a failed
 * start, or from the shutdown hook when the JVM is terminated), and says what was left.
 */
final class RunGuard implements AutoCloseable {

  private final RunStop stop = new RunStop();
  private final HttpTransport transport;
  private final Janitor janitor;
  private final RunOptions options;
  private final Consumer<String> console;
  private final Deadline deadline;
  private final Thread onTermination;
  private List<String> leftovers;
  private volatile boolean cleaningUp;
  private volatile boolean interrupted;

  RunGuard(HttpTransport transport, Janitor janitor, RunOptions options, Consumer<String> console) {
    this.transport = transport;
    this.janitor = janitor;
    this.options = options;
    this.console = console;
    this.deadline =
        new Deadline(
            "kit-run-deadline",
            options.runTimeout(),
            () ->
                stop(
                    "the run's time limit of "
                        + options.runTimeout().toSeconds()
                        + " s (--run-timeout) passed"));
    this.onTermination = new Thread(this::cleanUpOnTermination, "kit-janitor");
    Runtime.getRuntime().addShutdownHook(onTermination);
  }

  RunStop stop() {
    return stop;
  }

  /**
   * Stops the run: no check starts any more, and the checks still running send nothing (their
   * requests come back "not sent"), so they end at once as NOT_VERIFIED.
   */
  void stop(String why) {
    if (stop.stop(why) && !cleaningUp) { // the clean-up has a time limit of its own
      console.accept("Stopping: " + why + "; checks that have not ended are not verified");
      transport.reserveFor(thread -> false, "the run stopped: " + why);
      transport.cutOffExchangesUnderWay("the run stopped: " + why);
    }
  }

  /** Stops the run as Ctrl-C does; the run then exits 130 (see {@link #interrupted}). */
  void interrupt(String why) {
    interrupted = true;
    stop(why);
  }

  boolean interrupted() {
    return interrupted;
  }

  /** Deletes what the run created, once; every later call answers the same leftovers. */
  synchronized List<String> cleanUp() {
    if (leftovers == null) {
      cleaningUp = true;
      deadline.close();
      try (CleanupCrew crew = new CleanupCrew(transport, options.window(), cleanUpLimit(options))) {
        // a server names the objects: each line is cut before any report or console holds it
        leftovers = janitor.cleanUp(crew).stream().map(BoundedText::cut).toList();
      } catch (RuntimeException broke) {
        // the reports still come: they say that the clean-up did not finish
        leftovers =
            List.of(
                "everything this run created may be left: the clean-up broke off (" + broke + ")");
      }
      if (leftovers.isEmpty()) {
        console.accept("Cleaned up: nothing this run created is left on the server");
      }
      leftovers.forEach(leftover -> console.accept("LEFTOVER " + leftover));
    }
    return leftovers;
  }

  /**
   * After the clean-up, lets the stress phase send again (its probe reads, creating nothing),
   * unless the run stopped meanwhile. Answers whether it may.
   */
  boolean reopenAfterCleanUp() {
    if (stop.reason().isPresent() || interrupted) {
      return false;
    }
    transport.reserveFor(thread -> true, "");
    return true;
  }

  /**
   * The shutdown hook's clean-up, bounded by wall clock: the JVM halts when its hooks return, so a
   * janitor stuck on anything (a server, the kit itself) cannot keep a terminated kit alive beyond
   * the clean-up's limit and a little more.
   */
  private void cleanUpOnTermination() {
    stop("the kit was terminated");
    Thread janitorThread = new Thread(this::cleanUp, "kit-janitor-on-termination");
    janitorThread.setDaemon(true);
    janitorThread.start();
    Duration bound = terminationBound(options);
    try {
      janitorThread.join(bound.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (janitorThread.isAlive()) {
      console.accept(
          "The clean-up did not end within "
              + bound.toSeconds()
              + " s: what this run created may be left on the server");
    }
  }

  /** How long a terminated kit waits for its clean-up: its limit and the last exchange's end. */
  static Duration terminationBound(RunOptions options) {
    return cleanUpLimit(options)
        .plus(
            options
                .target()
                .requestTimeout()
                .multipliedBy(HttpTransport.EXCHANGE_DEADLINE_TIMEOUTS));
  }

  /** Time for a clean-up: a minute, or six exchange deadlines against a slow server. */
  static Duration cleanUpLimit(RunOptions options) {
    Duration slowServer = options.target().requestTimeout().multipliedBy(6);
    return slowServer.compareTo(Duration.ofMinutes(1)) > 0 ? slowServer : Duration.ofMinutes(1);
  }

  @Override
  public void close() {
    deadline.close();
    try {
      Runtime.getRuntime().removeShutdownHook(onTermination);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or has run; it cleans up
    }
  }
}
