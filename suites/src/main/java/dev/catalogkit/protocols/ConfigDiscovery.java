package dev.catalogkit.protocols;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.http.Exchange;

/** {@code GET /v1/config}, as the Iceberg and Paimon REST protocols both answer it. */
public final class ConfigDiscovery {

  private ConfigDiscovery() {}

  /**
   * The config body (an empty object when the server gave none), with the client routed under its
   * prefix: {@code overrides.prefix} before {@code defaults.prefix}. No answer at all means the
   * target is unreachable, and the run stops.
   */
  public static JsonNode configOf(RestCatalogClient client) {
    Exchange answer = client.getConfig();
    if (!answer.answered()) {
      throw new RunAborted(
          "target unreachable: GET /v1/config got no response (" + answer.transportError() + ")");
    }
    JsonNode config =
        answer.hasStatus(200) ? answer.json().filter(JsonNode::isObject).orElse(null) : null;
    if (config == null) {
      return JsonNodeFactory.instance.objectNode();
    }
    JsonNode prefix = config.at("/overrides/prefix");
    client.usePrefix((prefix.isTextual() ? prefix : config.at("/defaults/prefix")).asText(null));
    return config;
  }
}
