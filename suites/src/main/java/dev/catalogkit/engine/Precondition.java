package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;

/** Steps a check needs before it can judge its requirement; see {@link PreconditionFailed}. */
public final class Precondition {

  private Precondition() {}

  /** The step answered this status, or the check stops as NOT_VERIFIED. */
  public static Exchange require(Exchange exchange, int status, String step) {
    if (!exchange.hasStatus(status)) {
      throw new PreconditionFailed(
          "could not " + step + ": " + exchange.summary() + " (expected " + status + ")");
    }
    return exchange;
  }

  /** A fact the check relies on holds, or the check stops as NOT_VERIFIED. */
  public static void require(boolean holds, String fact) {
    if (!holds) {
      throw new PreconditionFailed("precondition does not hold: " + fact);
    }
  }
}
