package dev.catalogkit.client;

import dev.catalogkit.http.Exchange;
import java.time.Duration;

/**
 * When and how soon the kit sends a request again that got 503, as the Iceberg REST spec tells
 * clients: "The service may additionally send a Retry-After header to indicate when to retry, a non
 * idempotent request should only be retried by the client when the Retry-After header is present."
 * Every attempt is recorded; the server-errors audit counts each 503.
 */
final class UnavailableRetry {

  /** Sends after the first, at most. */
  static final int MAX_RETRIES = 3;

  /** A longer Retry-After is cut to this: a run is bounded, and the header is only a hint. */
  static final Duration LONGEST_WAIT = Duration.ofSeconds(2);

  /** The pause before retrying an idempotent request that named no Retry-After. */
  static final Duration DEFAULT_WAIT = Duration.ofMillis(100);

  private UnavailableRetry() {}

  static boolean retryable(Exchange exchange) {
    return exchange.hasStatus(503)
        && (idempotent(exchange.request().method()) || exchange.header("Retry-After") != null);
  }

  private static boolean idempotent(String method) {
    return switch (method) {
      case "GET", "HEAD", "PUT", "DELETE", "OPTIONS" -> true;
      default -> false;
    };
  }

  /** How long to wait before the retry: Retry-After in seconds, within bounds. */
  static Duration delay(Exchange exchange) {
    String retryAfter = exchange.header("Retry-After");
    if (retryAfter == null) {
      return DEFAULT_WAIT;
    }
    try {
      Duration asked = Duration.ofSeconds(Long.parseLong(retryAfter.trim()));
      return asked.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : asked;
    } catch (NumberFormatException | ArithmeticException httpDate) {
      return LONGEST_WAIT; // an HTTP date, or nonsense: wait as long as the kit ever does
    }
  }
}
