package dev.catalogkit.engine;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.SpecDocument;
import java.util.Locale;
import java.util.Set;

/**
 * One protocol the kit certifies (Iceberg REST, Paimon REST): its catalogue and OpenAPI document,
 * its checks, its client, the container a run works in, and the janitor that removes it.
 */
public interface ProtocolProfile {

  /** The profile's name, also its catalogue's: {@code requirements/<id>.yaml}. */
  String id();

  String openApiResource();

  String suitesPackage();

  RestCatalogClient newClient(
      HttpTransport transport,
      SpecDocument spec,
      SchemaValidator validator,
      ExchangeRecorder recorder);

  /** The endpoints a server that advertises none is assumed to serve. */
  Set<String> defaultEndpoints(SpecDocument spec);

  /** Creates the run's own namespace or database, or stops the run (exit 2). */
  void makeRunContainer(RestCatalogClient client, RunNames names);

  Janitor janitor(RestCatalogClient client, Capabilities capabilities);

  static ProtocolProfile named(String id) {
    return switch (id.toLowerCase(Locale.ROOT)) {
      case "iceberg" -> new IcebergProfile();
      case "paimon" -> new PaimonProfile();
      default -> throw new RunAborted("unknown profile " + id + " (iceberg or paimon)");
    };
  }
}
