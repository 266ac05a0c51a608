package dev.catalogkit.engine;

import java.util.Optional;

/**
 * Why a run stopped early, once it did: Ctrl-C, or its deadline. From then on no check starts, the
 * transport sends nothing for the checks still running, and every check that had not ended is
 * NOT_VERIFIED with this reason; the janitor and the reports still run.
 */
public final class RunStop {

  private volatile String reason;

  /** Stops the run; the first reason given is the one reported. */
  public synchronized boolean stop(String why) {
    if (reason != null) {
      return false;
    }
    reason = why;
    return true;
  }

  public Optional<String> reason() {
    return Optional.ofNullable(reason);
  }
}
