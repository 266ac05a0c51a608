package com.example.catalog;

import dev.catalogkit.junit.CatalogConformance;
import dev.catalogkit.reference.OAuth2Client;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The one test class a vendor adds to its build: start the server as the build's other tests do,
 * point the kit at it, and every check is a JUnit test. Reports land in {@code
 * target/catalog-conformance/}.
 */
class CatalogConformanceTest {

  /** Here the kit's reference catalog stands in for the vendor's server, with OAuth2 on. */
  private static ReferenceCatalog server;

  @BeforeAll
  static void startTheServer() {
    server =
        ReferenceCatalog.start(
            ReferenceOptions.defaults()
                .withOAuth2Client(new OAuth2Client("example-client", "example-secret")));
  }

  @AfterAll
  static void stopTheServer() {
    server.close();
  }

  @TestFactory
  Stream<DynamicNode> conformsToTheIcebergRestSpec() {
    return CatalogConformance.iceberg(server.uri())
        .credential("example-client:example-secret")
        .checks();
  }
}
