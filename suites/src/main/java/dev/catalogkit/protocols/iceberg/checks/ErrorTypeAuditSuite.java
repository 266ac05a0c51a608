package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs after every other suite and judges the error types the checks noted, one case per situation
 * (operation, status, the exception the spec names). The statuses were judged, at MUST, by the
 * checks that provoked the errors; the types are SHOULD (docs/internal/levels.md).
 */
@ConformanceSuite
@Tag(KitRunner.AUDIT_TAG)
class ErrorTypeAuditSuite {

  @ParameterizedTest(name = "{0}")
  @MethodSource("notedSituations")
  @Verifies("ICE-ERR-10")
  void theErrorTypeNamesTheDocumentedException(
      String situation, ProfileSession<IcebergCatalogClient, IcebergRunState> session) {
    session.state().errorTypes().verify(situation);
  }

  static Stream<String> notedSituations(
      ProfileSession<IcebergCatalogClient, IcebergRunState> session) {
    return session.state().errorTypes().situations();
  }
}
