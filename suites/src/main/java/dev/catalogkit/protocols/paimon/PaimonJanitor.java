package dev.catalogkit.protocols.paimon;

import dev.catalogkit.client.CutOffCreates;
import dev.catalogkit.client.ObjectLedger;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.CleanupCrew;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Drops every database the run asked a Paimon server to create (each carries the run ID), and every
 * database carrying the run ID that the server lists (a create cut off by a stop may have been
 * carried out). Dropping a database removes its SQL and semantic views (the Paimon Semantic Views
 * page: "Database cascade deletion follows existing catalog rules"). Semantic views are never
 * deleted one by one here: on a server without the extension that route may mean something else
 * entirely.
 */
final class PaimonJanitor implements Janitor {

  private static final int MAX_PAGES = 100;

  /** More databases than a run creates: a listing naming more is not followed further. */
  private static final int MAX_LISTED = 1000;

  private final PaimonCatalogClient client;
  private final ObjectLedger<PaimonKind> ledger;
  private final CutOffCreates uncertain;
  private List<String> leftovers;

  PaimonJanitor(PaimonCatalogClient client) {
    this.client = client;
    this.ledger = client.ledger();
    this.uncertain = new CutOffCreates(ledger);
  }

  @Override
  public synchronized List<String> cleanUp(CleanupCrew crew) {
    if (leftovers == null) {
      List<String> databases =
          Stream.concat(
                  ledger.objects().stream()
                      .filter(object -> object.kind() == PaimonKind.DATABASE)
                      .map(object -> object.namespace().get(0)),
                  runDatabasesListed().stream())
              .distinct()
              .toList();
      List<String> left =
          new ArrayList<>(
              crew.deleteEach(
                  databases,
                  this::drop,
                  () -> client.listDatabases(Map.of()),
                  database -> "database " + database));
      left.addAll(uncertain.leftovers(databases.stream().map(List::of).toList()));
      leftovers = left;
    }
    return leftovers;
  }

  /** The listed databases carrying the run's ID, but for those whose create the server refused. */
  private List<String> runDatabasesListed() {
    Pager.Walk walk =
        Pager.walk(client::listDatabases, Map.of(), ListingPage::nextToken, MAX_PAGES);
    return walk.pages().stream()
        .flatMap(page -> names(page).stream())
        .filter(name -> ledger.owns(List.of(name)) && !ledger.refused(List.of(name)))
        .limit(MAX_LISTED)
        .toList();
  }

  /** The databases a page lists; none when its {@code databases} is not the documented array. */
  private static List<String> names(Exchange page) {
    ListingPage listed = ListingPage.databases(page);
    return listed.listIsArray() ? listed.entries() : List.of();
  }

  /** Drops one database; one that will not go comes back as a leftover line. */
  private Optional<String> drop(String database) {
    Exchange dropped = CleanupCrew.retriedOnce(() -> client.dropDatabase(database));
    if (dropped.succeeded()) {
      uncertain.dropped(List.of(database));
    } else if (dropped.hasStatus(404)) {
      uncertain.absent(new ObjectRef<>(PaimonKind.DATABASE, List.of(database), null));
    }
    return dropped.succeeded() || dropped.hasStatus(404)
        ? Optional.empty()
        : Optional.of("database " + database + " (" + dropped.summary() + ")");
  }
}
