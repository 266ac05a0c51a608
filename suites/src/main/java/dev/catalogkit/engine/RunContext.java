package dev.catalogkit.engine;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import java.util.Map;

/**
 * What every check of one run shares: the catalogue, the OpenAPI document, the client, what
 * discovery found and the names the run owns. JUnit instantiates suites itself, so the run installs
 * its context here before launching them and removes it afterwards.
 *
 * @param config the body of {@code GET /v1/config}, or an empty object when it had none
 * @param capabilities what the server advertises, completed by the probe phase
 * @param errorTypes the error types the checks noted, judged by the audit phase
 */
public record RunContext(
    RequirementCatalogue catalogue,
    SpecDocument spec,
    RestCatalogClient client,
    JsonNode config,
    Capabilities capabilities,
    RunNames names,
    ExchangeRecorder recorder,
    EvidenceWriter evidence,
    boolean forceUnadvertised,
    Map<String, String> settings,
    ErrorTypeAudit errorTypes) {

  private static volatile RunContext current;

  public static RunContext current() {
    RunContext context = current;
    if (context == null) {
      throw new IllegalStateException("checks run only inside a kit run (no RunContext installed)");
    }
    return context;
  }

  static void install(RunContext context) {
    current = context;
  }

  static void clear() {
    current = null;
  }
}
