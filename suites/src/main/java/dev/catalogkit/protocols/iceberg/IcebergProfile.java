package dev.catalogkit.protocols.iceberg;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.DocumentedProfile;
import dev.catalogkit.protocols.EmbeddedReference;
import java.util.Optional;

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
