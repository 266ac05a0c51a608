package dev.catalogkit.protocols.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.engine.Discovery;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.engine.RunContainer;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.protocols.ConfigDiscovery;
import dev.catalogkit.protocols.DocumentedProfile;
import dev.catalogkit.protocols.EmbeddedReference;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Iceberg REST Catalog profile (the Iceberg REST pages of the Gravitino docs): views, rename,
 * Idempotency-Key, namespace separators, the error model.
 */
public final class IcebergProfile extends DocumentedProfile {

  public IcebergProfile() {
    super("requirements/iceberg.yaml", "openapi/iceberg-rest.yaml");
  }

  @Override
  public String id() {
    return "iceberg";
  }

  @Override
  public String description() {
    return "Iceberg REST catalogs: views, rename table, Idempotency-Key, namespaces, errors";
  }

  @Override
  public Set<String> operationsWithDocumentCases() {
    return Set.of(
        "createView", "replaceView", "renameTable", "listNamespaces", "listTables", "listViews");
  }

  @Override
  public Map<String, String> operationsWithoutDocumentCases() {
    return Map.of(
        "createNamespace",
        "set-up only: the run's namespaces; the spec pages the catalogue quotes give no rule for"
            + " creating namespaces",
        "createTable",
        "set-up only: the tables renames and conflicts need; the spec pages give no rule for"
            + " creating tables",
        "registerTable",
        "used for the name clashes of ICE-XTY-06/11 only; the kit judges what a register does to"
            + " a taken name, not malformed register bodies",
        "registerView",
        "used for ICE-VCR-12 and the name clashes of ICE-XTY-05/10 only; the kit judges what a"
            + " register does, not malformed register bodies",
        "renameView",
        "its body is the rename-table request, whose malformed cases renameTable judges (ICE-REN-08,"
            + " -10); the view renames are judged for their effects (ICE-REN-12..16)",
        "updateTable",
        "used for the commit of a staged create only (ICE-XTY-12, where offered); the kit judges"
            + " what that commit does to a name a view took, not malformed table commits",
        "updateProperties",
        "judged for its effects where offered (ICE-NS-14, -15); malformed property updates are"
            + " left to a later rule");
  }

  @Override
  public RestCatalogClient newClient(RestCatalogClient.Wire wire) {
    return new IcebergCatalogClient(wire, ExchangeRecorder.OUTSIDE_CHECKS);
  }

  @Override
  public String errorTypeOf(Exchange exchange) {
    return ErrorBody.type(exchange);
  }

  @Override
  public Redactor authenticate(RestCatalogClient client, Redactor redactor) {
    return Authentication.authenticate(client, redactor);
  }

  /**
   * Asks for the config; a server that lists no endpoints gets the spec's default set, which the
   * probe phase completes.
   */
  @Override
  public Discovery discover(RestCatalogClient client) {
    JsonNode config = ConfigDiscovery.configOf(client);
    return new Discovery(capabilitiesIn(config), new IcebergRunState(config));
  }

  private static Capabilities capabilitiesIn(JsonNode config) {
    JsonNode list = config.path("endpoints");
    if (!list.isArray()) {
      return new Capabilities(defaultEndpoints(), false);
    }
    Set<String> endpoints = new LinkedHashSet<>();
    list.forEach(entry -> endpoints.add(entry.asText().trim().replaceAll("\\s+", " ")));
    return new Capabilities(endpoints, true);
  }

  /**
   * What the Iceberg spec lets clients assume when a server lists no endpoints: no views, no HEAD.
   */
  static Set<String> defaultEndpoints() {
    return Set.of(
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
  }

  @Override
  public void makeRunContainer(RestCatalogClient client, RunNames names) {
    Exchange created = ((IcebergCatalogClient) client).createNamespace(names.runNamespace());
    RunContainer.require(created, "namespace " + names.runId());
  }

  @Override
  public Optional<Exchange> control(RestCatalogClient client, RunNames names) {
    return Optional.of(((IcebergCatalogClient) client).loadNamespace(names.runNamespace()));
  }

  @Override
  public Janitor janitor(RestCatalogClient client, Discovery discovery) {
    return new IcebergJanitor(
        (IcebergCatalogClient) client, ((IcebergRunState) discovery.state()).namespaceSeparator());
  }

  @Override
  public Optional<EmbeddedServer> startReference() {
    return Optional.of(EmbeddedReference.start(id()));
  }
}
