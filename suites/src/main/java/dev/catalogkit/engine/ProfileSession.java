package dev.catalogkit.engine;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.Redactor;
import java.util.Optional;

/**
 * One run of a profile against the server, typed by the profile's client and run state: it holds
 * the run's client, authenticates it, discovers the server, makes the run's container, sends the
 * isolation phase's control and gives the janitor. Checks reach it typed through their {@link
 * Check}, so none casts; the engine calls the protected steps, in that order, once per run.
 *
 * @param <C> the profile's client
 * @param <S> what discovery found beyond the capabilities ({@link Void} for a profile without)
 */
public abstract class ProfileSession<C extends RestCatalogClient, S> {

  private final C client;
  private volatile Discovery<S> discovery;

  /**
   * @param client the run's client, recording outside any check
   */
  protected ProfileSession(C client) {
    this.client = client;
  }

  /** The run's client, recording outside any check. */
  public final C client() {
    return client;
  }

  /** The profile's run state, as discovery made it. */
  public final S state() {
    return discovered().state();
  }

  /** What the server offers, completed by the probe phase. */
  public final Capabilities capabilities() {
    return discovered().capabilities();
  }

  /** A client on the run's wire that records under the check's ID. */
  protected abstract C forCheck(String checkId);

  /** Authenticates the run's client if credentials call for it; returns a redactor that knows. */
  protected Redactor authenticate(Redactor redactor) {
    return redactor;
  }

  /**
   * Asks the server what it offers and routes the client under the right prefix. A server that does
   * not answer at all stops the run ({@link RunAborted}).
   */
  protected abstract Discovery<S> discover();

  /** Creates the run's own namespace or database, or stops the run (exit 2). */
  protected abstract void makeRunContainer(RunNames names);

  /** Deletes what the run created; asked for once the server is discovered. */
  protected abstract Janitor janitor();

  /**
   * A plain valid read of what the run owns (its namespace, its database): the isolation phase's
   * control. When a check that ran alone did not pass with a 5xx among its answers, this is sent
   * right after; a 5xx to it too means the server is failing as a whole, not at that rule. Empty
   * for a profile without one (no check of it is then discounted).
   */
  protected Optional<Exchange> control(RunNames names) {
    return Optional.empty();
  }

  /**
   * A plain valid read that needs nothing the run created (a top-level listing): the concurrency
   * probe's, sent after the clean-up. A profile without one leaves the robustness rule not
   * applicable.
   */
  protected Exchange plainRead() {
    throw new NotApplicable("the profile names no plain read to probe concurrent load with");
  }

  /** Discovers the server, once, before anything else of the run is sent. */
  final void discoverServer() {
    discovery = discover();
  }

  /** The handle of one running check, typed as this session. */
  final Check<C, S> check(String checkId, RunContext run) {
    return new Check<>(checkId, run, this);
  }

  private Discovery<S> discovered() {
    Discovery<S> found = discovery;
    if (found == null) {
      throw new IllegalStateException("the server is not discovered yet");
    }
    return found;
  }
}
