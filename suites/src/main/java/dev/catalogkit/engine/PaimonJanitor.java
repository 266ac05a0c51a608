package dev.catalogkit.engine;

import dev.catalogkit.client.ObjectLedger.Kind;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.PaimonCatalogClient;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Drops every database the run asked a Paimon server to create (each carries the run ID). Dropping
 * a database removes its SQL and semantic views (the Paimon Semantic Views page: "Database cascade
 * deletion follows existing catalog rules"). Semantic views are never deleted one by one here: on a
 * server without the extension that route may mean something else entirely.
 */
public final class PaimonJanitor implements Janitor {

  private static final Set<Integer> GONE = Set.of(200, 204, 404);

  private final PaimonCatalogClient client;
  private List<String> leftovers;

  public PaimonJanitor(PaimonCatalogClient client) {
    this.client = client;
  }

  @Override
  public synchronized List<String> cleanUp() {
    if (leftovers == null) {
      client.transport().reserveFor(Thread.currentThread());
      leftovers = new ArrayList<>();
      client.ledger().objects().stream()
          .filter(object -> object.kind() == Kind.NAMESPACE)
          .map(ObjectRef::namespace)
          .distinct()
          .forEach(database -> drop(database.get(0)));
    }
    return List.copyOf(leftovers);
  }

  private void drop(String database) {
    Exchange dropped = client.dropDatabase(database);
    if (!dropped.answered() || !GONE.contains(dropped.status())) {
      leftovers.add("database " + database + " (" + dropped.summary() + ")");
    }
  }
}
