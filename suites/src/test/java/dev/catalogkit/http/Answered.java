package dev.catalogkit.http;

import java.util.List;
import java.util.Map;

/** Exchanges that got an answer, for tests of what the kit makes of one. */
public final class Answered {

  private Answered() {}

  /** A {@code method} to {@code /v1/x} answered with this status, these headers and {@code {}}. */
  public static Exchange with(String method, int status, Map<String, String> headers) {
    return with(method, status, headers, "{}");
  }

  /** A GET of {@code /v1/x} answered with this status and body, as JSON or not. */
  public static Exchange body(int status, String body) {
    return with("GET", status, Map.of("Content-Type", "application/json"), body);
  }

  private static Exchange with(
      String method, int status, Map<String, String> headers, String body) {
    return new Exchange(
        OutgoingRequest.of("op", method, "/v1/x"),
        "http://127.0.0.1/v1/x",
        Map.of(),
        status,
        headers,
        body,
        null,
        List.of(),
        1,
        true,
        null,
        false);
  }
}
