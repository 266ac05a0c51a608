package dev.catalogkit.protocols.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.engine.Discovery;
import dev.catalogkit.engine.Janitor;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.RunContainer;
import dev.catalogkit.engine.RunNames;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.protocols.ConfigDiscovery;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One run of the Iceberg profile: its {@link IcebergCatalogClient}, and the {@link IcebergRunState}
 * that the config discovery starts (the separator, the idempotency-key lifetime) and the checks add
 * to.
 */
public final class IcebergSession extends ProfileSession<IcebergCatalogClient, IcebergRunState> {

  IcebergSession(IcebergCatalogClient client) {
    super(client);
  }

  @Override
  protected IcebergCatalogClient forCheck(String checkId) {
    return client().forCheck(checkId);
  }

  @Override
  protected Redactor authenticate(Redactor redactor) {
    return Authentication.authenticate(client(), redactor);
  }

  /**
   * Asks for the config; a server that lists no endpoints gets the spec's default set, which the
   * probe phase completes.
   */
  @Override
  protected Discovery<IcebergRunState> discover() {
    JsonNode config = ConfigDiscovery.configOf(client());
    return new Discovery<>(capabilitiesIn(config), new IcebergRunState(config));
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

  /** The namespace every object of the run lives in: one level, named by the run ID. */
  public static List<String> runNamespace(RunNames names) {
    return List.of(names.runId());
  }

  @Override
  protected void makeRunContainer(RunNames names) {
    Exchange created = client().createNamespace(runNamespace(names));
    RunContainer.require(created, "namespace " + names.runId());
  }

  @Override
  protected Optional<Exchange> control(RunNames names) {
    return Optional.of(client().loadNamespace(runNamespace(names)));
  }

  @Override
  protected Exchange plainRead() {
    return client().listNamespaces();
  }

  @Override
  protected Janitor janitor() {
    return new IcebergJanitor(client(), state().namespaceSeparator());
  }
}
