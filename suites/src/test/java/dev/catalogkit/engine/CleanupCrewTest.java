package dev.catalogkit.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.Answered;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.TargetConfig;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A janitor that tells a damaged server from a busy one: after deletes that left something, a plain
 * read decides whether each is tried once more alone or nothing more is sent.
 */
class CleanupCrewTest {

  private static final List<String> ITEMS = List.of("a", "b", "c");

  private final AtomicInteger deletes = new AtomicInteger();

  /** Every delete fails: the server answers 500 to each. */
  private final Function<String, Optional<String>> failingDelete =
      item -> {
        deletes.incrementAndGet();
        return Optional.of(item + " (500)");
      };

  @Test
  void aServerThatAlsoFailsThePlainReadGetsNoSecondRoundAndNothingMoreAfterIt() {
    try (HttpTransport transport = transport();
        CleanupCrew crew = new CleanupCrew(transport, 1, Duration.ofSeconds(30))) {
      List<String> left = crew.deleteEach(ITEMS, failingDelete, () -> answered(500), item -> item);
      List<String> later =
          crew.deleteEach(List.of("ns"), failingDelete, () -> answered(200), item -> item);

      assertThat(left).containsExactly("a (500)", "b (500)", "c (500)");
      assertThat(later)
          .containsExactly("ns (not tried: a plain read did not succeed either (GET /v1/x → 500))");
      assertThat(deletes).hasValue(3);
    }
  }

  @Test
  void aServerThatAnswersThePlainReadGetsEachLeftoverOnceMoreAlone() {
    try (HttpTransport transport = transport();
        CleanupCrew crew = new CleanupCrew(transport, 1, Duration.ofSeconds(30))) {
      List<String> left = crew.deleteEach(ITEMS, failingDelete, () -> answered(200), item -> item);

      assertThat(left).containsExactly("a (500)", "b (500)", "c (500)");
      assertThat(deletes).hasValue(6);
    }
  }

  @Test
  void nothingLeftAfterTheFirstRoundNeedsNoPlainRead() {
    AtomicInteger reads = new AtomicInteger();
    try (HttpTransport transport = transport();
        CleanupCrew crew = new CleanupCrew(transport, 1, Duration.ofSeconds(30))) {
      List<String> left =
          crew.deleteEach(
              ITEMS,
              item -> Optional.empty(),
              () -> {
                reads.incrementAndGet();
                return answered(200);
              },
              item -> item);

      assertThat(left).isEmpty();
      assertThat(reads).hasValue(0);
    }
  }

  private static Exchange answered(int status) {
    return Answered.with("GET", status, Map.of());
  }

  private static HttpTransport transport() {
    return new HttpTransport(TargetConfig.of(URI.create("http://127.0.0.1:1")));
  }
}
