package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;
import java.util.List;

/**
 * Reads Paimon's answers the way the checks compare them: database options, table ids, and an
 * ErrorResponse. Semantic views and listing pages have their own types ({@code SemanticView},
 * {@code ListingPage}).
 */
public final class PaimonAnswers {

  private PaimonAnswers() {}

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
}
