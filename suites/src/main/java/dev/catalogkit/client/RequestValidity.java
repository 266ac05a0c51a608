package dev.catalogkit.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.SpecDocument;
import java.io.IOException;
import java.util.Map;

/**
 * Whether a request the kit sent carries nothing a server may refuse, read against the kit's
 * OpenAPI document: a documented operation, a body (if any) that its request schema accepts, query
 * values within their documented bounds, no Authorization of the check's own (a deliberately bad
 * token) and an Idempotency-Key of the documented length. A 5xx to such a request is the server's
 * failure whatever the check was about.
 */
final class RequestValidity {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The documented length of an Idempotency-Key (a UUID in string form). */
  private static final int KEY_LENGTH = 36;

  private final SpecDocument spec;
  private final SchemaValidator validator;

  RequestValidity(SpecDocument spec, SchemaValidator validator) {
    this.spec = spec;
    this.validator = validator;
  }

  boolean valid(OutgoingRequest request) {
    return spec.hasOperation(request.operation())
        && validHeaders(request.headers())
        && validQuery(request)
        && validBody(request);
  }

  private static boolean validHeaders(Map<String, String> headers) {
    return headers.entrySet().stream()
        .noneMatch(
            header ->
                header.getKey().equalsIgnoreCase("Authorization")
                    || (header.getKey().equalsIgnoreCase("Idempotency-Key")
                        && header.getValue().length() != KEY_LENGTH));
  }

  private boolean validQuery(OutgoingRequest request) {
    Map<String, JsonNode> documented = spec.queryParameters(request.operation());
    return request.query().entrySet().stream()
        .allMatch(
            parameter ->
                !documented.containsKey(parameter.getKey())
                    || withinBounds(documented.get(parameter.getKey()), parameter.getValue()));
  }

  private static boolean withinBounds(JsonNode schema, String value) {
    if (!schema.path("minimum").isNumber() && !schema.path("maximum").isNumber()) {
      return true;
    }
    try {
      long number = Long.parseLong(value);
      return (!schema.path("minimum").isNumber() || number >= schema.get("minimum").asLong())
          && (!schema.path("maximum").isNumber() || number <= schema.get("maximum").asLong());
    } catch (NumberFormatException notANumber) {
      return false;
    }
  }

  private boolean validBody(OutgoingRequest request) {
    if (request.body() == null) {
      return true;
    }
    try {
      JsonNode body = JSON.readTree(request.body());
      return body != null && validator.validateRequest(request.operation(), body).isEmpty();
    } catch (IOException notJson) {
      return false;
    }
  }
}
