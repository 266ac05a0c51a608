package dev.catalogkit.report;

import java.util.List;
import java.util.Map;

/**
 * One HTTP exchange as evidence: the request the kit sent and what came back, credentials already
 * redacted, the body cut at a few KiB. {@code transportError} is set (and {@code status} is null)
 * when no HTTP response arrived: refused, reset, timed out, or over the body size limit.
 *
 * @param operation the OpenAPI operationId the request exercised
 * @param fixture the request-body fixture it sent, or null
 * @param schemaViolations {@code location: message} lines from validating the body against the
 *     documented response schema for the operation and status
 * @param role what the exchange was to the check that made it
 */
public record ExchangeRecord(
    String operation,
    String method,
    String url,
    Map<String, String> requestHeaders,
    String requestBody,
    String fixture,
    Integer status,
    Map<String, String> responseHeaders,
    String responseBody,
    boolean responseBodyTruncated,
    String transportError,
    List<String> schemaViolations,
    long durationMillis,
    Role role) {

  /** What an exchange was to a check, so a reader sees which answer decided it. */
  public enum Role {
    /** Made by the run before any check, e.g. creating the run's namespace; needed to replay. */
    RUN_SETUP,
    /** Made by the check on its way to the answer it judged. */
    STEP,
    /** The answer the check's verdict rests on. */
    DECISIVE
  }

  public ExchangeRecord {
    requestHeaders = Map.copyOf(requestHeaders);
    responseHeaders = Map.copyOf(responseHeaders);
    schemaViolations = List.copyOf(schemaViolations);
  }

  /** An exchange as the recorder sees it, before a check's verdict gives it a role. */
  public ExchangeRecord(
      String operation,
      String method,
      String url,
      Map<String, String> requestHeaders,
      String requestBody,
      String fixture,
      Integer status,
      Map<String, String> responseHeaders,
      String responseBody,
      boolean responseBodyTruncated,
      String transportError,
      List<String> schemaViolations,
      long durationMillis) {
    this(
        operation,
        method,
        url,
        requestHeaders,
        requestBody,
        fixture,
        status,
        responseHeaders,
        responseBody,
        responseBodyTruncated,
        transportError,
        schemaViolations,
        durationMillis,
        Role.STEP);
  }

  public ExchangeRecord withRole(Role newRole) {
    return new ExchangeRecord(
        operation,
        method,
        url,
        requestHeaders,
        requestBody,
        fixture,
        status,
        responseHeaders,
        responseBody,
        responseBodyTruncated,
        transportError,
        schemaViolations,
        durationMillis,
        newRole);
  }

  /** A 5xx answer: the server failed, whatever the request was. */
  public boolean serverError() {
    return status != null && status >= 500;
  }

  /** One line: {@code POST /v1/... → 500 {"error": ...}}, the body's start on the same line. */
  public String summary() {
    String answer =
        status == null
            ? "no response (" + transportError + ")"
            : status + (responseBody == null ? "" : " " + responseBody.replaceAll("\\s+", " "));
    return method + " " + url + " \u2192 " + answer;
  }
}
