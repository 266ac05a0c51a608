package dev.catalogkit.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.ExchangeRecord;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Credentials never reach a report, and bodies are cut at the evidence limit. */
class EvidenceWriterTest {

  private static final String TOKEN = "s3cr3t-token-value";

  private final TargetConfig target =
      new TargetConfig(
          URI.create("http://127.0.0.1:1"),
          null,
          TOKEN,
          null,
          Map.of(),
          TargetConfig.DEFAULT_TIMEOUT,
          TargetConfig.DEFAULT_MAX_BODY_BYTES);

  private Exchange exchange(String responseBody) {
    OutgoingRequest request =
        OutgoingRequest.of("loadView", "GET", "/v1/namespaces/ns/views/v")
            .withHeader("X-Api-Key", "another-secret");
    return new Exchange(
        request,
        "http://127.0.0.1:1/v1/namespaces/ns/views/v",
        Map.of(
            "Authorization",
            "Bearer " + TOKEN,
            "X-Api-Key",
            "another-secret",
            "Accept",
            "application/json"),
        200,
        Map.of("Set-Cookie", "session=abc", "Content-Type", "application/json"),
        responseBody,
        null,
        List.of(),
        3,
        true,
        null,
        false);
  }

  @Test
  void secretHeadersAndTheTokenInBodiesAreRedacted() {
    ExchangeRecord record =
        new EvidenceWriter(Redactor.forTarget(target))
            .record(exchange("{\"echo\": \"" + TOKEN + "\"}"));
    assertThat(record.requestHeaders())
        .containsEntry("Authorization", "<redacted>")
        .containsEntry("X-Api-Key", "<redacted>")
        .containsEntry("Accept", "application/json");
    assertThat(record.responseHeaders()).containsEntry("Set-Cookie", "<redacted>");
    assertThat(record.responseBody()).isEqualTo("{\"echo\": \"<redacted>\"}");
  }

  @Test
  void bodiesAreCutAtFourKibAndMarkedTruncated() {
    ExchangeRecord record =
        new EvidenceWriter(Redactor.forTarget(target)).record(exchange("é".repeat(5000)));
    assertThat(record.responseBodyTruncated()).isTrue();
    assertThat(record.responseBody()).hasSize(2048);
  }
}
