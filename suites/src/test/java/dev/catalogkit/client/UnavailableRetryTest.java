package dev.catalogkit.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.OutgoingRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A 503 is retried as the Iceberg spec allows; a 429 always, as a request to slow down. */
class UnavailableRetryTest {

  @Test
  void a429IsRetriedWhateverTheMethodWithinTheLongestWait() {
    assertThat(UnavailableRetry.retryable(answer("POST", 429, Map.of()))).isTrue();
    assertThat(UnavailableRetry.delay(answer("POST", 429, Map.of("Retry-After", "3600"))))
        .isEqualTo(UnavailableRetry.LONGEST_WAIT);
    assertThat(UnavailableRetry.delay(answer("GET", 429, Map.of("Retry-After", "1"))))
        .isEqualTo(Duration.ofSeconds(1));
  }

  @Test
  void a503ToANonIdempotentRequestIsRetriedOnlyWithRetryAfter() {
    assertThat(UnavailableRetry.retryable(answer("POST", 503, Map.of()))).isFalse();
    assertThat(UnavailableRetry.retryable(answer("POST", 503, Map.of("Retry-After", "0"))))
        .isTrue();
    assertThat(UnavailableRetry.retryable(answer("GET", 503, Map.of()))).isTrue();
    assertThat(UnavailableRetry.retryable(answer("GET", 500, Map.of()))).isFalse();
  }

  private static Exchange answer(String method, int status, Map<String, String> headers) {
    return new Exchange(
        OutgoingRequest.of("op", method, "/v1/x"),
        "http://127.0.0.1/v1/x",
        Map.of(),
        status,
        headers,
        "{}",
        null,
        List.of(),
        1,
        true,
        null,
        false);
  }
}
