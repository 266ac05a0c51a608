package dev.catalogkit.protocols.paimon;

import dev.catalogkit.client.ObjectLedger.Kind;
import dev.catalogkit.engine.CleanupCrew;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Optional;

/**
 * Drops every database the run asked a Paimon server to create (each carries the run ID). Dropping
 * a database removes its SQL and semantic views (the Paimon Semantic Views page: "Database cascade
 * deletion follows existing catalog rules"). Semantic views are never deleted one by one here: on a
 * server without the extension that route may mean something else entirely.
 */
final class PaimonJanitor implements Janitor {

  private final PaimonCatalogClient client;
  private List<String> leftovers;

  PaimonJanitor(PaimonCatalogClient client) {
    this.client = client;
  }

  @Override
  public synchronized List<String> cleanUp(CleanupCrew crew) {
    if (leftovers == null) {
      List<String> databases =
          client.ledger().objects().stream()
              .filter(object -> object.kind() == Kind.NAMESPACE)
              .map(object -> object.namespace().get(0))
              .distinct()
              .toList();
      leftovers = crew.deleteEach(databases, this::drop);
    }
    return leftovers;
  }

  /** Drops one database; one that will not go comes back as a leftover line. */
  private Optional<String> drop(String database) {
    Exchange dropped = CleanupCrew.retriedOnce(() -> client.dropDatabase(database));
    return dropped.succeeded() || dropped.hasStatus(404)
        ? Optional.empty()
        : Optional.of("database " + database + " (" + dropped.summary() + ")");
  }
}
