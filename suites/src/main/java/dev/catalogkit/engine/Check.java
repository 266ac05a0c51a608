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

  Check(String id, RunContext run) {
    this.id = id;
    this.run = run;
    this.client = run.client().forCheck(id);
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
