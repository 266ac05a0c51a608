package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.Discovery;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.explore.ExplorationProfile;
import dev.catalogkit.explore.Explorer;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;

/**
 * Explores an Iceberg REST server: namespaces, views and tables; keyed retries only where GET
 * /v1/config advertises an idempotency-key-lifetime (no probe runs before an exploration).
 */
public final class IcebergExplorationProfile implements ExplorationProfile {

  @Override
  public String profileId() {
    return "iceberg";
  }

  @Override
  public Explorer explorer(RestCatalogClient client, Discovery discovery, RunNames names) {
    boolean keyed = ((IcebergRunState) discovery.state()).keyLifetimeAdvertised();
    return new IcebergExplorer((IcebergCatalogClient) client, names, keyed);
  }
}
