package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Paimon's answers the way the checks compare them: semantic-view listings and their
 * nextPageToken, a stored definition, the SQL-view listings, database options, table ids, and an
 * ErrorResponse.
 */
public final class PaimonAnswers {

  private PaimonAnswers() {}

  /** The names one page of listSemanticViews lists. */
  public static List<String> semanticViewNames(Exchange page) {
    return texts(page.at("/semanticViews"));
  }

  /** The {@code semanticViews} member as it came (absent, an array, anything else). */
  static JsonValue semanticViews(Exchange page) {
    return JsonValue.of(page.at("/semanticViews"));
  }

  /** The page lists no semantic view (an absent member counts as none). */
  static boolean listsNone(Exchange page) {
    return page.at("/semanticViews").isEmpty();
  }

  static JsonValue nextTokenMember(Exchange page) {
    return JsonValue.of(page.at("/nextPageToken"));
  }

  /** The stored definition's content, or null. */
  public static String content(Exchange read) {
    return read.at("/definition/content").asText(null);
  }

  /** The names one page of {@code listViews} lists. */
  static List<String> sqlViewNames(Exchange page) {
    return texts(page.at("/views"));
  }

  /** The names of the views one page of {@code listViewDetails} details. */
  static List<String> sqlViewDetailNames(Exchange page) {
    List<String> names = new ArrayList<>();
    page.at("/viewDetails").forEach(detail -> names.add(detail.path("name").asText()));
    return names;
  }

  /** The views one page of {@code listViewsGlobally} identifies, each as {@code database.name}. */
  static List<String> sqlViewIdentifiers(Exchange page) {
    List<String> identifiers = new ArrayList<>();
    page.at("/views")
        .forEach(
            id -> identifiers.add(id.path("database").asText() + "." + id.path("object").asText()));
    return identifiers;
  }

  /** A database's options as answered. */
  static JsonValue databaseOptions(Exchange database) {
    return JsonValue.of(database.at("/options"));
  }

  /** A table's id as answered. */
  static JsonValue tableId(Exchange table) {
    return JsonValue.of(table.at("/id"));
  }

  /** The error body's code is the answer's HTTP status. */
  public static boolean codeIsStatus(Exchange error) {
    return error.at("/code").asInt() == error.status();
  }

  /**
   * The error body names no resourceType (absent or null) or a text among these; the document's
   * enum lists null too, which reads as the text "null" and must not let that string pass.
   */
  public static boolean namesResourceTypeAmong(Exchange error, List<String> documented) {
    JsonNode type = error.at("/resourceType");
    return type.isMissingNode()
        || type.isNull()
        || (type.isTextual()
            && !"null".equals(type.asText())
            && documented.contains(type.asText()));
  }

  /** An ErrorResponse at all: a JSON object with a string message and an integer code. */
  public static boolean isErrorResponseShaped(Exchange error) {
    return error.json().filter(JsonNode::isObject).isPresent()
        && error.at("/message").isTextual()
        && error.at("/code").isIntegralNumber();
  }

  /** What an error answer has instead of an ErrorResponse, for the report. */
  static String errorResponseShape(Exchange error) {
    return error.json().isPresent()
        ? errorShape(error)
        : "a body that is not JSON (Content-Type " + error.header("Content-Type") + ")";
  }

  /** What the error body has instead, for the report. */
  static String errorShape(Exchange error) {
    return "message "
        + error.at("/message").getNodeType()
        + ", code "
        + (error.at("/code").isIntegralNumber()
            ? error.at("/code")
            : error.at("/code").getNodeType());
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(value -> texts.add(value.asText()));
    return texts;
  }
}
