package dev.catalogkit.http;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * One request as the kit means to send it. {@code path} and the values of {@code query} are already
 * percent-encoded: the kit, not the HTTP library, decides how names become path segments and which
 * commas of a list are separators, since that is what it tests.
 *
 * @param operation the OpenAPI operationId this request exercises
 * @param fixture the request-body fixture it carries, or null
 */
public record OutgoingRequest(
    String operation,
    String method,
    String path,
    Map<String, String> query,
    Map<String, String> headers,
    String body,
    String fixture) {

  /**
   * Query parameters are kept sorted by name and headers in the order they were added, so the same
   * request looks the same on the wire and in the evidence of every run (Map.copyOf's order changes
   * from one JVM to the next).
   */
  public OutgoingRequest {
    query = Collections.unmodifiableMap(new TreeMap<>(query));
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
  }

  public static OutgoingRequest of(String operation, String method, String path) {
    return new OutgoingRequest(operation, method, path, Map.of(), Map.of(), null, null);
  }

  public OutgoingRequest withBody(String json, String fixtureName) {
    return new OutgoingRequest(operation, method, path, query, headers, json, fixtureName);
  }

  public OutgoingRequest withHeader(String name, String value) {
    Map<String, String> more = new LinkedHashMap<>(headers);
    more.put(name, value);
    return new OutgoingRequest(operation, method, path, query, more, body, fixture);
  }

  /**
   * The same request sent without this header, even one the run adds to every request (the
   * Authorization of its credentials): kept as the name with no value.
   */
  public OutgoingRequest withoutHeader(String name) {
    return withHeader(name, null);
  }

  /** A query parameter, its value percent-encoded here (a space as {@code %20}). */
  public OutgoingRequest withQuery(String name, String value) {
    return withEncodedQuery(name, percentEncoded(value));
  }

  /** Text as it goes into a query: percent-encoded, a space as {@code %20} (not {@code +}). */
  static String percentEncoded(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
  }

  /** Each of these query parameters, in the sense of {@link #withQuery(String, String)}. */
  public OutgoingRequest withQueries(Map<String, String> parameters) {
    OutgoingRequest request = this;
    for (Map.Entry<String, String> parameter : parameters.entrySet()) {
      request = request.withQuery(parameter.getKey(), parameter.getValue());
    }
    return request;
  }

  /**
   * A query parameter whose value is percent-encoded already and is sent as it is: a list whose
   * separating commas stay commas while a comma inside one of its names is {@code %2C}.
   */
  public OutgoingRequest withEncodedQuery(String name, String encodedValue) {
    Map<String, String> more = new LinkedHashMap<>(query);
    more.put(name, encodedValue);
    return new OutgoingRequest(operation, method, path, more, headers, body, fixture);
  }
}
