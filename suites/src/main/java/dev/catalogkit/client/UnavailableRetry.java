package dev.catalogkit.client;

import dev.catalogkit.http.Exchange;
import java.time.Duration;

/**
 * When and how soon the kit sends a request again that got 503 or 429. For 503, as the Iceberg REST
 * spec tells clients: "The service may additionally send a Retry-After header to indicate when to
 * retry, a non idempotent request should only be retried by the client when the Retry-After header
 * is present." A 429 (Too Many Requests, RFC 6585) means the server asked the client to slow down
 * and did not act on the request, so it is honoured like a 503 with Retry-After, whatever the
 * method. Waits stay within the run's bounds: at most {@link #LONGEST_WAIT} each, {@link
 * #MAX_RETRIES} in all, and a run that stopped sends no retry. Every attempt is recorded; the
 * server-errors audit counts each 503, and a check whose answer is still a 429 is NOT_VERIFIED.
 */
final class UnavailableRetry {

  /** Sends after the first, at most. */
  static final int MAX_RETRIES = 3;

  /** A longer Retry-After is cut to this: a run is bounded, and the header is only a hint. */
  static final Duration LONGEST_WAIT = Duration.ofSeconds(2);

  /** The pause before retrying an idempotent request that named no Retry-After. */
  static final Duration DEFAULT_WAIT = Duration.ofMillis(100);

  private UnavailableRetry() {}

  /** The status of a server that asked the client to slow down. */
  static final int TOO_MANY_REQUESTS = 429;

  static boolean retryable(Exchange exchange) {
    return exchange.hasStatus(TOO_MANY_REQUESTS)
        || (exchange.hasStatus(503)
            && (idempotent(exchange.request().method()) || exchange.header("Retry-After") != null));
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
