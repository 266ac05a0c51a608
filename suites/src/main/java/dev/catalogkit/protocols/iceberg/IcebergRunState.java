package dev.catalogkit.protocols.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * What an Iceberg run knows beyond the generic capabilities: the config body, the advertised
 * namespace separator, whether Idempotency-Key is honoured and how the run knows, and the error
 * types the checks noted for the audit.
 */
public final class IcebergRunState {

  /** Whether the server honours Idempotency-Key, and how the run knows. */
  public enum Idempotency {
    /** {@code idempotency-key-lifetime} is advertised. */
    ADVERTISED,
    /** Not advertised, but the probe saw a keyed retry replayed. */
    REPLAYED,
    /** Not advertised, and the probe saw no replay (or could not run). */
    ABSENT,
    /** Not advertised and not probed yet. */
    UNKNOWN
  }

  private final JsonNode config;
  private final String namespaceSeparator;
  private final boolean keyLifetimeAdvertised;
  private final ErrorTypeAudit errorTypes = new ErrorTypeAudit();
  private volatile Idempotency idempotency;
  private volatile String idempotencyReason;

  IcebergRunState(JsonNode config) {
    this.config = config;
    this.namespaceSeparator = separatorIn(config);
    this.keyLifetimeAdvertised = config.path("idempotency-key-lifetime").isTextual();
    this.idempotency = keyLifetimeAdvertised ? Idempotency.ADVERTISED : Idempotency.UNKNOWN;
    this.idempotencyReason =
        keyLifetimeAdvertised
            ? "GET /v1/config advertises idempotency-key-lifetime"
            : "the server advertises no idempotency-key-lifetime in GET /v1/config";
  }

  /** The namespace-separator a config body advertises, overrides before defaults, or null. */
  public static String separatorIn(JsonNode config) {
    for (String scope : List.of("/overrides", "/defaults")) {
      JsonNode separator = config.at(scope + "/namespace-separator");
      if (separator.isTextual()) {
        return separator.asText();
      }
    }
    return null;
  }

  /** The body of {@code GET /v1/config}, or an empty object when it had none. */
  public JsonNode config() {
    return config;
  }

  /** The namespace-separator the server advertises, as advertised (it may not be encoded). */
  public Optional<String> namespaceSeparator() {
    return Optional.ofNullable(namespaceSeparator);
  }

  public boolean keyLifetimeAdvertised() {
    return keyLifetimeAdvertised;
  }

  public Idempotency idempotency() {
    return idempotency;
  }

  /** How the run knows whether Idempotency-Key is honoured, for the report. */
  public String idempotencyReason() {
    return idempotencyReason;
  }

  /** What the replay probe saw; only used when no lifetime is advertised. */
  public void recordIdempotencyProbe(boolean replayed, String reason) {
    if (!keyLifetimeAdvertised) {
      idempotency = replayed ? Idempotency.REPLAYED : Idempotency.ABSENT;
      idempotencyReason = reason;
    }
  }

  public ErrorTypeAudit errorTypes() {
    return errorTypes;
  }
}
