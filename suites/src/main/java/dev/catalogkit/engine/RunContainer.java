package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;

/** The run's own namespace or database: made fresh, never reused. */
public final class RunContainer {

  private RunContainer() {}

  /** The create answered 200, or the run stops: 409 means the name exists, and it is not ours. */
  public static void require(Exchange created, String container) {
    if (created.hasStatus(409)) {
      throw new RunAborted(container + " already exists; the kit refuses to reuse it");
    }
    if (!created.hasStatus(200)) {
      throw new RunAborted("cannot create the run's " + container + ": " + created.summary());
    }
  }
}
