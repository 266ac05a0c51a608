package dev.catalogkit.engine;

import dev.catalogkit.client.RestCatalogClient;

/**
 * One running check: its ID, the run it belongs to, its profile's session, and a client of the
 * profile's own type that records every exchange under that ID, from whichever thread sends it.
 * Suites receive it through their constructor, typed as their profile's session ({@link
 * ConformanceExtension} holds the declared types to the run's).
 *
 * @param <C> the profile's client
 * @param <S> the profile's run state
 */
public final class Check<C extends RestCatalogClient, S> {

  private final String id;
  private final RunContext run;
  private final ProfileSession<C, S> session;
  private final C client;
  private final int attempt;

  Check(String id, RunContext run, ProfileSession<C, S> session) {
    this.id = id;
    this.run = run;
    this.session = session;
    this.client = session.forCheck(id);
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

  /** The check's own client: what it sends is recorded under its ID. */
  public C client() {
    return client;
  }

  /** The profile's session of this run: its state, and its client outside any check. */
  public ProfileSession<C, S> session() {
    return session;
  }
}
