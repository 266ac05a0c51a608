package dev.catalogkit.protocols.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads the pages of Iceberg's list operations: identifiers, namespaces, next-page-token. */
public final class IcebergLists {

  private IcebergLists() {}

  /**
   * The names of the tables or views one page lists; none when its {@code identifiers} is not an
   * array (an object's members are no listing).
   */
  public static List<String> identifierNames(Exchange page) {
    List<String> names = new ArrayList<>();
    arrayAt(page, "/identifiers").forEach(id -> names.add(id.path("name").asText()));
    return names;
  }

  /** The namespaces one page lists, each as its levels; none without a {@code namespaces} array. */
  public static List<List<String>> namespaces(Exchange page) {
    List<List<String>> namespaces = new ArrayList<>();
    arrayAt(page, "/namespaces").forEach(namespace -> namespaces.add(levels(namespace)));
    return namespaces;
  }

  private static JsonNode arrayAt(Exchange page, String pointer) {
    JsonNode listed = page.at(pointer);
    return listed.isArray() ? listed : MissingNode.getInstance();
  }

  /** The levels of the namespace a load answered. */
  public static List<String> namespaceOf(Exchange loaded) {
    return levels(loaded.at("/namespace"));
  }

  /**
   * Whether the page carries a next-page-token at all: a string, the empty one included, which a
   * client would send back as pageToken. Null or absent is no token.
   */
  public static boolean carriesToken(Exchange page) {
    return page.at("/next-page-token").isTextual();
  }

  /** The token a page carries, as the report shows it: {@code "abc"}, {@code ""} or none. */
  public static String tokenShown(Exchange page) {
    JsonNode token = page.at("/next-page-token");
    return token.isTextual() ? "\"" + token.asText() + "\"" : "none";
  }

  /** The continuation token, when the page carries a non-empty one. */
  public static Optional<String> nextToken(Exchange page) {
    JsonNode token = page.at("/next-page-token");
    return token.isTextual() && !token.asText().isEmpty()
        ? Optional.of(token.asText())
        : Optional.empty();
  }

  private static List<String> levels(JsonNode namespace) {
    List<String> levels = new ArrayList<>();
    namespace.forEach(level -> levels.add(level.asText()));
    return levels;
  }
}
