package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Precondition;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ListingPage;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The listings of ordinary SQL views: names of one database ({@code /views}), details of one
 * database ({@code /view-details}), and identifiers of every database ({@code GET /v1/{prefix}/
 * views}, narrowed to the kit's database by {@code databaseNamePattern}). An entry is a view's
 * name, or {@code database.name} in the global listing.
 */
public enum SqlViewListing {
  VIEWS("listViews", PaimonCatalogClient::listViews, ListingPage::sqlViews),
  DETAILS("listViewDetails", PaimonCatalogClient::listViewDetails, ListingPage::sqlViewDetails),
  GLOBAL("listViewsGlobally", null, ListingPage::sqlViewIdentifiers);

  /** One page of a database's listing: the client's call for it. */
  private interface Page {
    Exchange of(PaimonCatalogClient client, String database, Map<String, String> query);
  }

  private final String operationId;
  private final Page page;
  private final Function<Exchange, ListingPage> read;

  SqlViewListing(String operationId, Page page, Function<Exchange, ListingPage> read) {
    this.operationId = operationId;
    this.page = page;
    this.read = read;
  }

  /** One page of the listing for this database, with these query parameters. */
  public Exchange list(PaimonCatalogClient client, String database, Map<String, String> query) {
    if (this != GLOBAL) {
      return page.of(client, database, query);
    }
    // the database's own name, a pattern without wildcard: with "name%" another database of the
    // run whose name starts with this one (…_paged_5 and …_paged_52) would be listed too
    Map<String, String> narrowed = new HashMap<>(query);
    narrowed.put("databaseNamePattern", database);
    return client.listViewsGlobally(narrowed);
  }

  /**
   * A bounded walk through the listing for this database. A global listing that did not end and
   * holds other databases' views ignored the pattern: it may be longer than any bound, so the check
   * cannot judge it (precondition).
   */
  PagedWalk walk(
      PaimonCatalogClient client, String database, Map<String, String> query, int maxPages) {
    PagedWalk walk =
        PagedWalk.of(parameters -> list(client, database, parameters), query, read, maxPages);
    Precondition.require(
        walk.ended() || walk.names().stream().allMatch(entry -> isOf(entry, database)),
        "the listing is narrowed to the kit's database (databaseNamePattern)");
    return walk;
  }

  /** One page of this listing, read. */
  public ListingPage read(Exchange page) {
    return read.apply(page);
  }

  /** The entry this listing shows for a view of the database. */
  public String entry(String database, String view) {
    return this == GLOBAL ? database + "." + view : view;
  }

  /** Whether an entry is a view of the database (always, outside the global listing). */
  public boolean isOf(String entry, String database) {
    return this != GLOBAL || entry.startsWith(database + ".");
  }

  @Override
  public String toString() {
    return operationId;
  }
}
