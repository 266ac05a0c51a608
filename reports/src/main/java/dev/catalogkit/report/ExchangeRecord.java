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
    long durationMillis) {

  public ExchangeRecord {
    requestHeaders = Map.copyOf(requestHeaders);
    responseHeaders = Map.copyOf(responseHeaders);
    schemaViolations = List.copyOf(schemaViolations);
  }
}
