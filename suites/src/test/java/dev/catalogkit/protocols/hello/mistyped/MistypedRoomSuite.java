package dev.catalogkit.protocols.hello.mistyped;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import org.junit.jupiter.api.Test;

/**
 * A hello check that declares another profile's client: it never runs ({@code MistypedCheckTest}).
 */
@ConformanceSuite
class MistypedRoomSuite {

  MistypedRoomSuite(Check<IcebergCatalogClient, Void> check) {}

  @Test
  @Verifies("HELLO-01")
  void creatingARoomAnswers200WithItsName() {}
}
