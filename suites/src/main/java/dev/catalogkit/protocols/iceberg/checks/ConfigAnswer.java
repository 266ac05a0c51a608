package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** What {@code GET /v1/config} answered, read as the discovery checks need it. */
final class ConfigAnswer {

  private final JsonNode config;

  private ConfigAnswer(JsonNode config) {
    this.config = config;
  }

  static ConfigAnswer of(Exchange answer) {
    return new ConfigAnswer(answer.at(""));
  }

  /** The advertised namespace-separator, overrides before defaults. */
  Optional<String> namespaceSeparator() {
    return Optional.ofNullable(IcebergRunState.separatorIn(config));
  }

  /** Whether the namespace-separator is advertised under overrides, where the spec names it. */
  boolean namespaceSeparatorIsAnOverride() {
    return config.at("/overrides/namespace-separator").isTextual();
  }

  /** The advertised idempotency-key-lifetime, as advertised (any JSON value), when there is one. */
  Optional<JsonValue> idempotencyKeyLifetime() {
    JsonNode lifetime = config.path("idempotency-key-lifetime");
    return lifetime.isMissingNode() ? Optional.empty() : Optional.of(JsonValue.of(lifetime));
  }

  /** Every entry of {@code endpoints}, when the server lists any. */
  Optional<List<JsonValue>> endpoints() {
    JsonNode endpoints = config.path("endpoints");
    if (!endpoints.isArray()) {
      return Optional.empty();
    }
    List<JsonValue> entries = new ArrayList<>();
    endpoints.forEach(entry -> entries.add(JsonValue.of(entry)));
    return Optional.of(entries);
  }
}
