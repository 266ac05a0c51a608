package dev.catalogkit.engine;

import dev.catalogkit.client.IcebergCatalogClient;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.SpecDocument;
import java.util.Set;

/** The Iceberg REST Catalog profile (the Iceberg REST pages of the Gravitino docs). */
final class IcebergProfile implements ProtocolProfile {

  /**
   * What the Iceberg spec lets clients assume when a server lists no endpoints: no views, no HEAD.
   */
  static final Set<String> DEFAULT_ENDPOINTS =
      Set.of(
          "GET /v1/{prefix}/namespaces",
          "GET /v1/{prefix}/namespaces/{namespace}",
          "POST /v1/{prefix}/namespaces",
          "POST /v1/{prefix}/namespaces/{namespace}/properties",
          "DELETE /v1/{prefix}/namespaces/{namespace}",
          "GET /v1/{prefix}/namespaces/{namespace}/tables",
          "GET /v1/{prefix}/namespaces/{namespace}/tables/{table}",
          "POST /v1/{prefix}/namespaces/{namespace}/tables",
          "POST /v1/{prefix}/namespaces/{namespace}/tables/{table}",
          "DELETE /v1/{prefix}/namespaces/{namespace}/tables/{table}",
          "POST /v1/{prefix}/tables/rename",
          "POST /v1/{prefix}/namespaces/{namespace}/register",
          "POST /v1/{prefix}/namespaces/{namespace}/tables/{table}/metrics",
          "POST /v1/{prefix}/transactions/commit");

  @Override
  public String id() {
    return "iceberg";
  }

  @Override
  public String openApiResource() {
    return "openapi/iceberg-rest.yaml";
  }

  @Override
  public String suitesPackage() {
    return KitRunner.ICEBERG_SUITES;
  }

  @Override
  public RestCatalogClient newClient(
      HttpTransport transport,
      SpecDocument spec,
      SchemaValidator validator,
      ExchangeRecorder recorder) {
    return new IcebergCatalogClient(transport, spec, validator, recorder);
  }

  @Override
  public Set<String> defaultEndpoints(SpecDocument spec) {
    return DEFAULT_ENDPOINTS;
  }

  @Override
  public void makeRunContainer(RestCatalogClient client, RunNames names) {
    Exchange created = ((IcebergCatalogClient) client).createNamespace(names.runNamespace());
    RunContainer.require(created, "namespace " + names.runId());
  }

  @Override
  public Janitor janitor(RestCatalogClient client, Capabilities capabilities) {
    return new IcebergJanitor((IcebergCatalogClient) client, client.ledger(), capabilities);
  }
}
