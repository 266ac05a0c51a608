package dev.catalogkit.engine;

import dev.catalogkit.client.PaimonCatalogClient;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.SpecDocument;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The Apache Paimon REST Catalog profile with the semantic-views extension (the Paimon Semantic
 * Views page).
 */
final class PaimonProfile implements ProtocolProfile {

  static final String SUITES = "dev.catalogkit.suites.paimon";

  @Override
  public String id() {
    return "paimon";
  }

  @Override
  public String openApiResource() {
    return "openapi/paimon-rest.yaml";
  }

  @Override
  public String suitesPackage() {
    return SUITES;
  }

  @Override
  public RestCatalogClient newClient(
      HttpTransport transport,
      SpecDocument spec,
      SchemaValidator validator,
      ExchangeRecorder recorder) {
    return new PaimonCatalogClient(transport, spec, validator, recorder);
  }

  /** Paimon servers advertise no endpoints: every operation of the document is assumed. */
  @Override
  public Set<String> defaultEndpoints(SpecDocument spec) {
    return spec.operations().stream().map(Capabilities::endpointOf).collect(Collectors.toSet());
  }

  @Override
  public void makeRunContainer(RestCatalogClient client, RunNames names) {
    PaimonCatalogClient paimon = (PaimonCatalogClient) client;
    RunContainer.require(paimon.createDatabase(names.runId()), "database " + names.runId());
    // read it back once, so the audit (PAI-RSP-01) sees a database body too
    paimon.getDatabase(names.runId());
  }

  @Override
  public Janitor janitor(RestCatalogClient client, Capabilities capabilities) {
    return new PaimonJanitor((PaimonCatalogClient) client);
  }
}
