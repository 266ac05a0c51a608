package dev.catalogkit.engine;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.spec.Operation;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the server offers: what {@code GET /v1/config} advertises ({@code endpoints}, each "{@code
 * METHOD /v1/{prefix}/path}"; a server that lists none gets the profile's default set), and what
 * the run's probes found on top of that. Probe, don't trust: a route that answers a harmless probe
 * with 2xx is checked even when it is not advertised, and Idempotency-Key replay is checked where a
 * probe saw it even when no key lifetime is advertised. The probe checks run before every other
 * check (the {@code probe} phase) and record their findings here.
 */
public final class Capabilities {

  /** Whether the server honours Idempotency-Key, and how the run knows. */
  public enum Idempotency {
    /** {@code idempotency-key-lifetime} is advertised. */
    ADVERTISED,
    /** Not advertised, but a probe saw a keyed retry replayed. */
    REPLAYED,
    /** Not advertised, and the probe saw no replay (or could not run). */
    ABSENT,
    /** Not advertised and not probed yet. */
    UNKNOWN
  }

  private final Set<String> endpoints;
  private final boolean advertised;
  private final String namespaceSeparator;
  private final boolean keyLifetimeAdvertised;
  private final Map<String, Exchange> probedServed = new ConcurrentHashMap<>();
  private final Map<String, Exchange> probedAbsent = new ConcurrentHashMap<>();
  private volatile Idempotency idempotency;
  private volatile String idempotencyReason;

  private Capabilities(
      Set<String> endpoints,
      boolean advertised,
      String namespaceSeparator,
      boolean keyLifetimeAdvertised) {
    this.endpoints = Set.copyOf(endpoints);
    this.advertised = advertised;
    this.namespaceSeparator = namespaceSeparator;
    this.keyLifetimeAdvertised = keyLifetimeAdvertised;
    this.idempotency = keyLifetimeAdvertised ? Idempotency.ADVERTISED : Idempotency.UNKNOWN;
    this.idempotencyReason =
        keyLifetimeAdvertised
            ? "GET /v1/config advertises idempotency-key-lifetime"
            : "the server advertises no idempotency-key-lifetime in GET /v1/config";
  }

  /** What a config body advertises; {@code defaults} stand in when it lists no endpoints. */
  public static Capabilities fromConfig(JsonNode config, Set<String> defaults) {
    String separator = separatorIn(config);
    boolean lifetime = config.path("idempotency-key-lifetime").isTextual();
    JsonNode list = config.path("endpoints");
    if (!list.isArray()) {
      return new Capabilities(defaults, false, separator, lifetime);
    }
    Set<String> endpoints = new LinkedHashSet<>();
    list.forEach(entry -> endpoints.add(entry.asText().trim().replaceAll("\\s+", " ")));
    return new Capabilities(endpoints, true, separator, lifetime);
  }

  /** The advertised namespace-separator, overrides before defaults, or null. */
  private static String separatorIn(JsonNode config) {
    for (String scope : List.of("/overrides", "/defaults")) {
      JsonNode separator = config.at(scope + "/namespace-separator");
      if (separator.isTextual()) {
        return separator.asText();
      }
    }
    return null;
  }

  /** The namespace-separator the server advertises, as advertised (it may not be encoded). */
  public Optional<String> namespaceSeparator() {
    return Optional.ofNullable(namespaceSeparator);
  }

  public static String endpointOf(Operation operation) {
    return operation.method() + " " + operation.pathTemplate();
  }

  /** Advertised (or in the default set when nothing is advertised). */
  public boolean advertises(Operation operation) {
    return endpoints.contains(endpointOf(operation));
  }

  /** Advertised, or found served by a probe. */
  public boolean supports(Operation operation) {
    return advertises(operation) || probedServed.containsKey(endpointOf(operation));
  }

  /** A probe of an unadvertised operation answered 2xx (served) or did not (absent). */
  public void recordProbe(Operation operation, Exchange probe, boolean served) {
    (served ? probedServed : probedAbsent).put(endpointOf(operation), probe);
  }

  /** Why an operation is not applicable, for the report. */
  public String reasonNotSupported(Operation operation) {
    String endpoint = endpointOf(operation);
    String notAdvertised =
        "the server does not advertise "
            + endpoint
            + (advertised
                ? " in the endpoints of GET /v1/config"
                : " (its GET /v1/config lists no endpoints, so the profile's default set applies)");
    Exchange probe = probedAbsent.get(endpoint);
    return probe == null
        ? notAdvertised + ", and no probe found it served"
        : notAdvertised + ", and a probe got " + probe.summary();
  }

  public Idempotency idempotency() {
    return idempotency;
  }

  /** How the run knows whether Idempotency-Key is honoured, for the report. */
  public String idempotencyReason() {
    return idempotencyReason;
  }

  public boolean keyLifetimeAdvertised() {
    return keyLifetimeAdvertised;
  }

  /** What the replay probe saw; only used when no lifetime is advertised. */
  public void recordIdempotencyProbe(boolean replayed, String reason) {
    if (!keyLifetimeAdvertised) {
      idempotency = replayed ? Idempotency.REPLAYED : Idempotency.ABSENT;
      idempotencyReason = reason;
    }
  }
}
