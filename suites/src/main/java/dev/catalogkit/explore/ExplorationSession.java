package dev.catalogkit.explore;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.CleanupCrew;
import dev.catalogkit.engine.Discovery;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.http.TargetConfig;
import java.time.Duration;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The connection an exploration works through, set up as a certification run sets up its own: the
 * profile's client on one pooled transport, authenticated, the server discovered, names of the
 * run's own. Closing it lets the profile's janitor delete whatever a walk left behind.
 */
public final class ExplorationSession implements AutoCloseable {

  /**
   * The clean-up's time limit: a walk cleans up after itself, the janitor only catches leftovers.
   */
  private static final Duration CLEAN_UP_LIMIT = Duration.ofSeconds(120);

  private static final int CLEAN_UP_THREADS = 4;

  private final HttpTransport transport;
  private final ExchangeRecorder recorder = new ExchangeRecorder();
  private final RunNames names = RunNames.fresh();
  private final Redactor redactor;
  private final Explorer explorer;
  private final dev.catalogkit.engine.Janitor janitor;
  private List<String> leftovers;

  private ExplorationSession(ProtocolProfile profile, TargetConfig target) {
    ExplorationProfile exploration = explorationOf(profile);
    this.transport = new HttpTransport(target);
    try {
      RestCatalogClient client =
          profile.newClient(
              new RestCatalogClient.Wire(
                  transport, profile.spec(), recorder, profile::errorTypeOf));
      this.redactor = profile.authenticate(client, Redactor.forTarget(target));
      Discovery discovery = profile.discover(client);
      client.ledger().ownedBy(names.runId());
      this.janitor = profile.janitor(client, discovery);
      this.explorer = exploration.explorer(client, discovery, names);
    } catch (RuntimeException failed) {
      transport.close();
      throw failed;
    }
  }

  /** Connects to the target; a profile without an explorer, or a silent server, is a RunAborted. */
  public static ExplorationSession open(ProtocolProfile profile, TargetConfig target) {
    return new ExplorationSession(profile, target);
  }

  private static ExplorationProfile explorationOf(ProtocolProfile profile) {
    return ServiceLoader.load(ExplorationProfile.class).stream()
        .map(ServiceLoader.Provider::get)
        .filter(candidate -> candidate.profileId().equals(profile.id()))
        .findFirst()
        .orElseThrow(() -> new RunAborted("profile " + profile.id() + " cannot be explored yet"));
  }

  public Explorer explorer() {
    return explorer;
  }

  public String runId() {
    return names.runId();
  }

  /** Every request sent so far, each retry and read-back included. */
  public long requestsSent() {
    return recorder.all().size();
  }

  /** Redacts the session's secrets from a text meant for a console or a report. */
  public Redactor redactor() {
    return redactor;
  }

  /** What the janitor could not delete (empty when everything is gone); closes the connection. */
  public synchronized List<String> cleanUp() {
    if (leftovers == null) {
      try (CleanupCrew crew = new CleanupCrew(transport, CLEAN_UP_THREADS, CLEAN_UP_LIMIT)) {
        leftovers = janitor.cleanUp(crew);
      }
    }
    return leftovers;
  }

  @Override
  public void close() {
    try {
      cleanUp();
    } finally {
      transport.close();
    }
  }
}
