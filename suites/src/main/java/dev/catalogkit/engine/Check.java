package dev.catalogkit.engine;

import dev.catalogkit.client.RestCatalogClient;

/**
 * One running check: its ID, the run it belongs to, and a client that records every exchange under
 * that ID, from whichever thread sends it. Suites receive it through their constructor.
 */
public final class Check {

  private final String id;
  private final RunContext run;
  private final RestCatalogClient client;
  private final int attempt;

  Check(String id, RunContext run) {
    this.id = id;
    this.run = run;
    this.client = run.client().forCheck(id);
    this.attempt = run.names().nextAttempt(id);
  }

  /**
   * A name the check fixes itself (so that a report names it the same in every run), made its own
   * on a later attempt: {@code base} the first time, {@code base_a2} when the isolation phase runs
   * the check again, so the new run never meets what the first one left.
   */
  public String ownName(String base) {
    return attempt == 1 ? base : base + "_a" + attempt;
  }

  public String id() {
    return id;
  }

  public RunContext run() {
    return run;
  }

  public RestCatalogClient client() {
    return client;
  }
}
