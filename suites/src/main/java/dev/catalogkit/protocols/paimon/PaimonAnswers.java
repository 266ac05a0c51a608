package dev.catalogkit.protocols.paimon;

import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;

/**
 * Reads the members of Paimon's answers that the checks compare whole: database options and table
 * ids, as answered. Semantic views, listing pages and errors have their own types ({@link
 * SemanticView}, {@link ListingPage}, {@link ErrorResponse}).
 */
public final class PaimonAnswers {

  private PaimonAnswers() {}

  /** A database's options as answered. */
  public static JsonValue databaseOptions(Exchange database) {
    return JsonValue.of(database.at("/options"));
  }

  /** A table's id as answered. */
  public static JsonValue tableId(Exchange table) {
    return JsonValue.of(table.at("/id"));
  }
}
