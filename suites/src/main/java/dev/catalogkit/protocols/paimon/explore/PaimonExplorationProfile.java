package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.explore.ExplorationProfile;
import dev.catalogkit.explore.Explorer;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonKind;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.List;

/**
 * Explores a Paimon REST server: databases, SQL views and, where the server implements them,
 * semantic views. Whether it does is probed once, as the checks probe it (a GET of an absent
 * semantic view in a database of the run's own), before any sequence is made: on a server without
 * the extension those paths may belong to another route (Paimon 1.4.2 drops the database on a
 * DELETE there), so they are not walked at all.
 */
public final class PaimonExplorationProfile
    implements ExplorationProfile<PaimonCatalogClient, PaimonRunState> {

  @Override
  public String profileId() {
    return "paimon";
  }

  @Override
  public Explorer<PaimonStep> explorer(
      ProfileSession<PaimonCatalogClient, PaimonRunState> session, RunNames names) {
    PaimonCatalogClient paimon = session.client();
    boolean implemented = session.state().gate(() -> probe(paimon, names)).implemented();
    return new PaimonExplorer(paimon, names, implemented);
  }

  /**
   * The gate, probed in a database made for it and dropped after. A database the server will not
   * create leaves the gate closed: every walk then stops at its own first create.
   */
  private static PaimonRunState.Gate probe(PaimonCatalogClient client, RunNames names) {
    String database = names.siblingNamespace("explore_gate").get(0);
    client.createDatabase(database);
    try {
      return PaimonRunState.probe(client, database, names.object("absent"));
    } finally {
      if (client.dropDatabase(database).succeeded()) {
        client.ledger().deleted(new ObjectRef<>(PaimonKind.DATABASE, List.of(database), null));
      }
    }
  }
}
