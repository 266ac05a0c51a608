package dev.catalogkit.engine;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.spec.Operation;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the server advertises in {@code GET /v1/config}: its {@code endpoints}, each "{@code METHOD
 * /v1/{prefix}/path}". A server that lists no endpoints gets the Iceberg spec's default set, which
 * has no view or HEAD routes.
 */
public final class Capabilities {

  private final Set<String> endpoints;
  private final boolean advertised;
  private final String namespaceSeparator;

  private Capabilities(Set<String> endpoints, boolean advertised, String namespaceSeparator) {
    this.endpoints = Set.copyOf(endpoints);
    this.advertised = advertised;
    this.namespaceSeparator = namespaceSeparator;
  }

  /** What a config body advertises; {@code defaults} stand in when it lists no endpoints. */
  public static Capabilities fromConfig(JsonNode config, Set<String> defaults) {
    String separator = separatorIn(config);
    JsonNode list = config.path("endpoints");
    if (!list.isArray()) {
      return new Capabilities(defaults, false, separator);
    }
    Set<String> endpoints = new LinkedHashSet<>();
    list.forEach(entry -> endpoints.add(entry.asText().trim().replaceAll("\\s+", " ")));
    return new Capabilities(endpoints, true, separator);
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

  public boolean supports(Operation operation) {
    return endpoints.contains(endpointOf(operation));
  }

  /** Why an operation is not applicable, for the report. */
  public String reasonNotSupported(Operation operation) {
    return "the server does not advertise "
        + endpointOf(operation)
        + (advertised
            ? " in the endpoints of GET /v1/config"
            : " (its GET /v1/config lists no endpoints, so the profile's default set applies)");
  }
}
