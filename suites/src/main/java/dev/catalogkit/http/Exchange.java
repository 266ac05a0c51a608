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
 * @param bodyCut whether {@code body} is only the start of what the server sent ({@link
 *     #forAudit()})
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
    String errorType,
    boolean bodyCut) {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** How much of a success body the audits keep: whether there was one, and its start. */
  static final int AUDIT_SUCCESS_BODY_CHARS = 1024;

  /** How much of an error body the audits keep: error bodies are small; a bigger one is cut. */
  static final int AUDIT_ERROR_BODY_CHARS = 1024 * 1024;

  /**
   * How the transport error of a request the kit did not send begins: the run was stopping, or the
   * operation's circuit was open. Such an exchange is no evidence about the server.
   */
  public static final String NOT_SENT = "not sent: ";

  /** How the transport error of an exchange the kit ended itself, while it was waiting, begins. */
  public static final String CUT_OFF = "cut off by the kit: ";

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
        null,
        false);
  }

  public String operation() {
    return request.operation();
  }

  public boolean answered() {
    return status != null;
  }

  /** The kit held this request back (see {@link #NOT_SENT}); the server never saw it. */
  public boolean notSent() {
    return transportError != null && transportError.startsWith(NOT_SENT);
  }

  /**
   * The kit, not the server, decided how this exchange ended: it was not sent, or cut off while it
   * waited. It is no evidence about the server.
   */
  public boolean endedByTheKit() {
    return notSent() || (transportError != null && transportError.startsWith(CUT_OFF));
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

  /** A 5xx answer: the server failed, whatever the request was. */
  public boolean serverError() {
    return status != null && status >= 500;
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
        type,
        bodyCut);
  }

  /**
   * What the run keeps of this exchange for its audits once the check that made it has ended: the
   * status, headers and judgements in full, but a success body only as far as {@link
   * #AUDIT_SUCCESS_BODY_CHARS} (its schema was judged already) and an error body as far as {@link
   * #AUDIT_ERROR_BODY_CHARS}. A run of many large answers then needs no more memory than a short
   * one.
   */
  public Exchange forAudit() {
    int keep = isError() ? AUDIT_ERROR_BODY_CHARS : AUDIT_SUCCESS_BODY_CHARS;
    if (body == null || body.length() <= keep) {
      return this;
    }
    return new Exchange(
        request,
        url,
        sentHeaders,
        status,
        headers,
        body.substring(0, keep),
        transportError,
        schemaViolations,
        durationMillis,
        statusDocumented,
        errorType,
        true);
  }

  /** A one-line account for failure messages: {@code POST /v1/... → 404}. */
  public String summary() {
    String outcome = answered() ? String.valueOf(status) : "no response (" + transportError + ")";
    return request.method() + " " + request.path() + " \u2192 " + outcome;
  }
}
