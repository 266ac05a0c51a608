package dev.catalogkit.report.writer;

import dev.catalogkit.report.RunHealth;
import java.util.Optional;

/**
 * How hard the run pressed the server, in one line for the console and the HTML: the window its
 * checks were judged at and why, and what the concurrency probe showed (issue 32).
 */
final class LoadLine {

  private LoadLine() {}

  /** The line; empty for a run whose load is not recorded. */
  static Optional<String> of(RunHealth.Load load) {
    if (load.why().isEmpty()) {
      return Optional.empty();
    }
    String judged =
        "Load: checks judged at "
            + (load.window() == 1 ? "1 request" : load.window() + " requests")
            + " at a time ("
            + load.why()
            + ")";
    if (load.probed().isEmpty()) {
      return Optional.of(judged + "; no concurrency probe");
    }
    return Optional.of(
        judged
            + "; the probe at "
            + load.probed()
            + (load.brokeAt() > 0
                ? " broke the server at " + load.brokeAt() + ": " + load.brokeBecause()
                : " saw " + load.sustained() + " at once sustained")
            + " (a run with this report as --baseline judges at "
            + Math.max(1, load.sustained())
            + ")");
  }
}
