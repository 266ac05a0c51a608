package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.ResponseAudit;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs after every other suite and judges every success response of the run against the kit's
 * Paimon OpenAPI document. A semantic view's own body is judged by the upsert suite.
 */
@ConformanceSuite
@Tag(KitRunner.AUDIT_TAG)
class PaimonResponseAuditSuite {

  @ParameterizedTest(name = "{0}")
  @MethodSource("observedOperations")
  @Verifies("PAI-RSP-01")
  void everySuccessBodyMatchesItsDocumentedSchema(String operation, RunContext run) {
    ResponseAudit.verify(run, operation);
  }

  static Stream<String> observedOperations(RunContext run) {
    return ResponseAudit.observedOperations(run, Set.of("upsertSemanticView", "getSemanticView"));
  }
}
