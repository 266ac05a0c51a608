package dev.catalogkit.protocols.paimon;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Optional;

/**
 * A Paimon error answer read as the ErrorResponse it should be: {@code message}, {@code code} and
 * {@code resourceType}, each kept as answered. A body that is no ErrorResponse (not JSON, not an
 * object, members of other types) still reads: {@link #isShaped} says so and {@link #shape} what
 * came instead, and the members show as they came ({@code absent}, or their JSON).
 */
public final class ErrorResponse {

  /** The body as JSON; empty when there is none or it is not JSON. */
  private final Optional<JsonNode> body;

  private final String contentType;

  private ErrorResponse(Optional<JsonNode> body, String contentType) {
    this.body = body;
    this.contentType = contentType;
  }

  /** The error body of an answer. */
  public static ErrorResponse in(Exchange error) {
    return new ErrorResponse(error.json(), error.header("Content-Type"));
  }

  /** An ErrorResponse at all: a JSON object with a string message and an integer code. */
  public boolean isShaped() {
    return body.filter(JsonNode::isObject).isPresent()
        && member("/message").isTextual()
        && member("/code").isIntegralNumber();
  }

  /** The code is this HTTP status. */
  public boolean codeIs(int status) {
    return member("/code").asInt() == status;
  }

  /**
   * The body names no resourceType (absent or null) or a text among these; the document's enum
   * lists null too, which reads as the text "null" and must not let that string pass.
   */
  public boolean namesResourceTypeAmong(List<String> documented) {
    JsonNode type = member("/resourceType");
    return type.isMissingNode()
        || type.isNull()
        || (type.isTextual()
            && !"null".equals(type.asText())
            && documented.contains(type.asText()));
  }

  /** The code as answered. */
  public JsonValue code() {
    return JsonValue.of(member("/code"));
  }

  /** The resourceType as answered. */
  public JsonValue resourceType() {
    return JsonValue.of(member("/resourceType"));
  }

  /** What the answer has instead of an ErrorResponse, for the report. */
  public String shape() {
    if (body.isEmpty()) {
      return "a body that is not JSON (Content-Type " + contentType + ")";
    }
    JsonNode code = member("/code");
    return "message "
        + member("/message").getNodeType()
        + ", code "
        + (code.isIntegralNumber() ? code : code.getNodeType());
  }

  private JsonNode member(String pointer) {
    return body.map(json -> json.at(pointer)).orElse(MissingNode.getInstance());
  }
}
