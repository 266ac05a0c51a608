package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;

/** What a namespace load or a property update answered, read as the namespace checks need it. */
final class NamespaceAnswer {

  private final JsonNode body;

  private NamespaceAnswer(JsonNode body) {
    this.body = body;
  }

  static NamespaceAnswer of(Exchange answer) {
    return new NamespaceAnswer(answer.at(""));
  }

  /** The whole properties object of a load. */
  JsonValue properties() {
    return JsonValue.of(body.path("properties"));
  }

  /** One property of a load, or null when the namespace does not have it. */
  String property(String key) {
    return body.path("properties").path(key).asText(null);
  }

  /** The keys an update answered under {@code updated}, {@code removed} or {@code missing}. */
  List<String> keys(String member) {
    List<String> keys = new ArrayList<>();
    body.path(member).forEach(key -> keys.add(key.asText()));
    return keys;
  }
}
