package dev.catalogkit.protocols.iceberg;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.DocumentedProfile;
import dev.catalogkit.protocols.EmbeddedReference;
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
  public IcebergSession open(RestCatalogClient.Wire wire) {
    return new IcebergSession(IcebergCatalogClient.ofRun(wire));
  }

  @Override
  public String errorTypeOf(Exchange exchange) {
    return ErrorBody.type(exchange);
  }

  @Override
  public Optional<EmbeddedServer> startReference() {
    return Optional.of(EmbeddedReference.start(id()));
  }
}
