package dev.catalogkit.engine;

import java.time.Duration;

/**
 * How hard a run may press the server and how long it may take: checks at once at most (the
 * ceiling), requests at once the server was shown to sustain (by an earlier run's concurrency
 * probe, {@code --baseline}), and the limit.
 */
public record RunLimits(int parallelism, Duration runTimeout, int sustained) {

  /** Checks at once by default: round trips to a remote catalog overlap instead of adding up. */
  public static final int DEFAULT_PARALLELISM = 8;

  /**
   * A run against a healthy remote catalog takes seconds to a few minutes; past this the server is
   * stalling it, and the run stops with what it has judged.
   */
  public static final Duration DEFAULT_RUN_TIMEOUT = Duration.ofMinutes(15);

  public static final RunLimits DEFAULT = new RunLimits(DEFAULT_PARALLELISM, DEFAULT_RUN_TIMEOUT);

  /** Limits of a server not shown to sustain more than one request at once. */
  public RunLimits(int parallelism, Duration runTimeout) {
    this(parallelism, runTimeout, 1);
  }

  public RunLimits {
    if (runTimeout.isNegative() || runTimeout.isZero()) {
      throw new IllegalArgumentException("the run timeout must be positive, got " + runTimeout);
    }
    if (parallelism < 1) {
      throw new IllegalArgumentException("parallelism must be at least 1, got " + parallelism);
    }
    sustained = Math.max(1, sustained);
  }

  /**
   * Requests in flight at most while checks are judged: one, until the server was shown to sustain
   * more, and never more than the ceiling. A server that concurrent requests damage is judged at
   * the load it can take, the same verdict at any --parallel; only the probe presses it, last.
   */
  public int window() {
    return Math.min(parallelism, sustained);
  }
}
