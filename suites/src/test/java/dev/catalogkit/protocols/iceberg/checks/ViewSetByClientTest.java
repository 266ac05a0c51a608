package dev.catalogkit.protocols.iceberg.checks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.OutgoingRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two answers about one view are compared on what the client set, never on what the server manages.
 */
class ViewSetByClientTest {

  private static final String VIEW =
      """
      {"metadata-location": "%s", "metadata": {"view-uuid": "u", "format-version": 1,
       "location": "memory://v", "current-version-id": 1,
       "properties": {"comment": "kit", "kit.set": "yes", "server.commit-id": "%s"},
       "schemas": [{"type": "struct", "schema-id": 0, "fields": []}],
       "versions": [{"version-id": 1, "schema-id": 0, "timestamp-ms": %s,
         "summary": {"engine-name": "%s"}, "default-namespace": ["ns"],
         "representations": [{"type": "sql", "sql": "SELECT 1", "dialect": "spark"}]}],
       "version-log": [{"version-id": 1, "timestamp-ms": %s}]}}""";

  private static String body(String metadataLocation, String stamp, long timestamp, String engine) {
    return VIEW.formatted(metadataLocation, stamp, timestamp, engine, timestamp);
  }

  private static View view(String body) {
    return View.in(
        new Exchange(
            OutgoingRequest.of("loadView", "GET", "/v1/namespaces/ns/views/v"),
            "http://127.0.0.1:1/v1/namespaces/ns/views/v",
            Map.of(),
            200,
            Map.of("Content-Type", "application/json"),
            body,
            null,
            List.of(),
            1,
            true,
            null,
            false));
  }

  @Test
  void whatTheServerManagesIsLeftOut() {
    View before = view(body("memory://a.json", "7", 1700000000000L, "kit"));
    View after = view(body("memory://b.json", "8", 1700000009999L, "kit, server"));

    assertThat(after.setByClient()).isEqualTo(before.setByClient());
    assertThat(before.setByClient().get("the kit's properties"))
        .hasToString("{\"comment\":\"kit\",\"kit.set\":\"yes\"}");
  }

  @Test
  void whatTheClientSetIsCompared() {
    String body = body("memory://a.json", "7", 1700000000000L, "kit");
    View changed = view(body.replace("\"kit.set\": \"yes\"", "\"kit.set\": \"no\""));

    assertThat(changed.setByClient()).isNotEqualTo(view(body).setByClient());
  }
}
