package dev.catalogkit.report.writer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.report.ExchangeRecord;

/**
 * What the server itself said in an answer, for the one line a failing case gets: the {@code type}
 * and {@code message} of an error body ({@code {"error": {...}}} of Iceberg, a top-level {@code
 * message} of Paimon), else the start of the body. A reader of "expected 404, got 500" needs the
 * server's own reason beside it, not behind a link.
 */
final class ServerMessage {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Long enough for a stack trace's first line, short enough for a table row. */
  static final int MAX_CHARS = 240;

  private ServerMessage() {}

  /**
   * The server's words in an error answer, why no answer came, or null for a success (its body is
   * data, not a message) and an answer without a body.
   */
  static String of(ExchangeRecord exchange) {
    String body = exchange.responseBody();
    if (exchange.status() == null) {
      return exchange.transportError();
    }
    if (exchange.status() < 400 || body == null || body.isBlank()) {
      return null;
    }
    JsonNode error = errorObject(body);
    if (error == null) {
      return HtmlParts.compact(body, MAX_CHARS);
    }
    String type = error.path("type").asText("");
    String message = error.path("message").asText("");
    String said = type.isEmpty() || message.isEmpty() ? type + message : type + ": " + message;
    return said.isEmpty() ? HtmlParts.compact(body, MAX_CHARS) : HtmlParts.compact(said, MAX_CHARS);
  }

  /** The object holding the error's words, or null when the body is no JSON object. */
  private static JsonNode errorObject(String body) {
    try {
      JsonNode root = JSON.readTree(body);
      if (root == null || !root.isObject()) {
        return null;
      }
      return root.path("error").isObject() ? root.path("error") : root;
    } catch (JsonProcessingException notJson) {
      return null; // a cut or non-JSON body is shown as it came
    }
  }
}
