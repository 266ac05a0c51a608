package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.explore.ExplorationProfile;
import dev.catalogkit.explore.Explorer;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;

/**
 * Explores an Iceberg REST server: namespaces, views and tables; keyed retries only where GET
 * /v1/config advertises an idempotency-key-lifetime (no probe runs before an exploration).
 */
public final class IcebergExplorationProfile
    implements ExplorationProfile<IcebergCatalogClient, IcebergRunState> {

  @Override
  public String profileId() {
    return "iceberg";
  }

  @Override
  public Explorer<IcebergStep> explorer(
      ProfileSession<IcebergCatalogClient, IcebergRunState> session, RunNames names) {
    boolean keyed = session.state().keyLifetimeAdvertised();
    return new IcebergExplorer(session.client(), names, keyed);
  }
}
