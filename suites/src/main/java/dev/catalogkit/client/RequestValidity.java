package dev.catalogkit.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.SpecDocument;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether a request the kit sent carries nothing a server may refuse, read against the kit's
 * OpenAPI document: a documented operation, a body (if any) that its request schema accepts and
 * whose {@code upgrade-format-version} updates name a format the answer's metadata documents (an
 * upgrade to a format the metadata cannot hold may be refused, though the update's own schema
 * bounds nothing), query values within their documented bounds, no Authorization of the check's own
 * (a deliberately bad token) and an Idempotency-Key of the documented length. A 5xx to such a
 * request is the server's failure whatever the check was about.
 */
final class RequestValidity {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The documented length of an Idempotency-Key (a UUID in string form). */
  private static final int KEY_LENGTH = 36;

  private static final String SCHEMA_PREFIX = "#/components/schemas/";

  private final SpecDocument spec;
  private final SchemaValidator validator;
  private final JsonNode components;

  /** Per operation, the schema of the format-version its answer's metadata has, or missing. */
  private final Map<String, JsonNode> formatVersions = new ConcurrentHashMap<>();

  RequestValidity(SpecDocument spec, SchemaValidator validator) {
    this.spec = spec;
    this.validator = validator;
    this.components = spec.components();
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
      return body != null
          && validator.validateRequest(request.operation(), body).isEmpty()
          && upgradesWithinTheMetadata(request.operation(), body);
    } catch (IOException notJson) {
      return false;
    }
  }

  private boolean upgradesWithinTheMetadata(String operation, JsonNode body) {
    JsonNode bounds = formatVersions.computeIfAbsent(operation, this::answeredFormatVersion);
    for (JsonNode update : body.path("updates")) {
      if ("upgrade-format-version".equals(update.path("action").asText())
          && !withinBounds(bounds, update.path("format-version").asText())) {
        return false;
      }
    }
    return true;
  }

  /** {@code metadata.format-version} of the operation's 200 answer, or a missing node. */
  private JsonNode answeredFormatVersion(String operation) {
    if (!spec.operation(operation).documentedStatuses().contains("200")) {
      return MissingNode.getInstance();
    }
    return spec.responseSchema(operation, "200")
        .map(answer -> resolved(resolved(answer).path("properties").path("metadata")))
        .map(metadata -> resolved(metadata.path("properties").path("format-version")))
        .orElse(MissingNode.getInstance());
  }

  private JsonNode resolved(JsonNode schema) {
    JsonNode at = schema;
    for (int depth = 0; at.has("$ref") && depth < 8; depth++) {
      String ref = at.get("$ref").asText();
      at =
          ref.startsWith(SCHEMA_PREFIX)
              ? components.path("schemas").path(ref.substring(SCHEMA_PREFIX.length()))
              : MissingNode.getInstance();
    }
    return at;
  }
}
