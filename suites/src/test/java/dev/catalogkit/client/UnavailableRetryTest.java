package dev.catalogkit.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.Answered;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A 503 is retried as the Iceberg spec allows; a 429 always, as a request to slow down. */
class UnavailableRetryTest {

  @Test
  void a429IsRetriedWhateverTheMethodWithinTheLongestWait() {
    assertThat(UnavailableRetry.retryable(Answered.with("POST", 429, Map.of()))).isTrue();
    assertThat(UnavailableRetry.delay(Answered.with("POST", 429, Map.of("Retry-After", "3600"))))
        .isEqualTo(UnavailableRetry.LONGEST_WAIT);
    assertThat(UnavailableRetry.delay(Answered.with("GET", 429, Map.of("Retry-After", "1"))))
        .isEqualTo(Duration.ofSeconds(1));
  }

  @Test
  void a503ToANonIdempotentRequestIsRetriedOnlyWithRetryAfter() {
    assertThat(UnavailableRetry.retryable(Answered.with("POST", 503, Map.of()))).isFalse();
    assertThat(UnavailableRetry.retryable(Answered.with("POST", 503, Map.of("Retry-After", "0"))))
        .isTrue();
    assertThat(UnavailableRetry.retryable(Answered.with("GET", 503, Map.of()))).isTrue();
    assertThat(UnavailableRetry.retryable(Answered.with("GET", 500, Map.of()))).isFalse();
  }
}
