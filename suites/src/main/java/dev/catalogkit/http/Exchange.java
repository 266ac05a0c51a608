package dev.catalogkit.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One request and what came back, immutable. Either {@code status} is set, or {@code
 * transportError} says why no response arrived (refused, reset, timed out, body over the limit).
 * The body is kept as text; {@link #json()} parses it on demand and never throws, since a broken
 * server's garbage must become a failed check with evidence, not a kit crash.
 *
 * @param schemaViolations the body against the schema documented for its operation and status
 * @param statusDocumented whether the operation documents this status (true when unknown)
 * @param errorType the error type the protocol's error body names, or null
 */
public record Exchange(
    OutgoingRequest request,
    String url,
    Map<String, String> sentHeaders,
    Integer status,
    Map<String, String> headers,
    String body,
    String transportError,
    List<String> schemaViolations,
    long durationMillis,
    boolean statusDocumented,
    String errorType) {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Headers keep the order they were sent and received in, the same in every run. */
  public Exchange {
    sentHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(sentHeaders));
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    schemaViolations = List.copyOf(schemaViolations);
  }

  /** An exchange that got no HTTP response, with the reason why. */
  public static Exchange unanswered(
      OutgoingRequest request,
      String url,
      Map<String, String> sentHeaders,
      String reason,
      long durationMillis) {
    return new Exchange(
        request,
        url,
        sentHeaders,
        null,
        Map.of(),
        null,
        reason,
        List.of(),
        durationMillis,
        true,
        null);
  }

  public String operation() {
    return request.operation();
  }

  public boolean answered() {
    return status != null;
  }

  public boolean hasStatus(int expected) {
    return status != null && status == expected;
  }

  /** A 2xx answer. */
  public boolean succeeded() {
    return status != null && status >= 200 && status < 300;
  }

  public boolean isError() {
    return status != null && status >= 400;
  }

  /** A response header, case-insensitively, or null. */
  public String header(String name) {
    return headers.entrySet().stream()
        .filter(entry -> entry.getKey().equalsIgnoreCase(name))
        .map(Map.Entry::getValue)
        .findFirst()
        .orElse(null);
  }

  /** The body parsed as JSON, or empty when there is none or it is not JSON. */
  public Optional<JsonNode> json() {
    if (body == null || body.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.of(JSON.readTree(body));
    } catch (Exception notJson) {
      return Optional.empty();
    }
  }

  /** The node at a JSON pointer such as {@code /metadata/view-uuid}; missing when absent. */
  public JsonNode at(String pointer) {
    return json().map(node -> node.at(pointer)).orElse(MissingNode.getInstance());
  }

  /** This exchange as the client judged it against the profile's OpenAPI document. */
  public Exchange annotated(List<String> violations, boolean documented, String type) {
    return new Exchange(
        request,
        url,
        sentHeaders,
        status,
        headers,
        body,
        transportError,
        violations,
        durationMillis,
        documented,
        type);
  }

  /** A one-line account for failure messages: {@code POST /v1/... → 404}. */
  public String summary() {
    String outcome = answered() ? String.valueOf(status) : "no response (" + transportError + ")";
    return request.method() + " " + request.path() + " \u2192 " + outcome;
  }
}
