package dev.catalogkit.protocols.paimon;

import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.engine.Discovery;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.RunContainer;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.ConfigDiscovery;
import java.util.Map;
import java.util.Optional;

/**
 * One run of the Paimon profile: its {@link PaimonCatalogClient}, and the {@link PaimonRunState}
 * whose semantic-view gate the first check that asks probes.
 */
public final class PaimonSession extends ProfileSession<PaimonCatalogClient, PaimonRunState> {

  private final Capabilities assumed;

  /**
   * @param assumed every operation of the document: Paimon servers advertise none
   */
  PaimonSession(PaimonCatalogClient client, Capabilities assumed) {
    super(client);
    this.assumed = assumed;
  }

  @Override
  protected PaimonCatalogClient forCheck(String checkId) {
    return client().forCheck(checkId);
  }

  @Override
  protected Discovery<PaimonRunState> discover() {
    ConfigDiscovery.configOf(client());
    return new Discovery<>(assumed, new PaimonRunState());
  }

  @Override
  protected void makeRunContainer(RunNames names) {
    RunContainer.require(client().createDatabase(names.runId()), "database " + names.runId());
    // read it back once, so the audit (PAI-RSP-01) sees a database body too
    client().getDatabase(names.runId());
  }

  @Override
  protected Optional<Exchange> control(RunNames names) {
    return Optional.of(client().getDatabase(names.runId()));
  }

  @Override
  protected Exchange plainRead() {
    return client().listDatabases(Map.of());
  }

  @Override
  protected Janitor janitor() {
    return new PaimonJanitor(client());
  }
}
