package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.ResponseAudit;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs after every other suite and judges every error answer of the run, per operation, by the
 * rules of the error model: "every error response", not only those the error-model checks provoke.
 * Which status was right is the business of the check that got it.
 */
@ConformanceSuite
@Tag(KitRunner.AUDIT_TAG)
class ErrorAuditSuite {

  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("ICE-ERR-01")
  void everyErrorBodyWrapsItsDetailsInError(String operation, RunContext run) {
    audit(run, operation, ErrorRule.WRAPPED);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("ICE-ERR-02")
  void everyErrorObjectCarriesMessageTypeAndCode(String operation, RunContext run) {
    audit(run, operation, ErrorRule.COMPLETE);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("ICE-ERR-03")
  void everyErrorCodeEqualsItsHttpStatus(String operation, RunContext run) {
    audit(run, operation, ErrorRule.CODE_IS_STATUS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("ICE-ERR-11")
  void everyErrorCodeIsWithinItsBounds(String operation, RunContext run) {
    audit(run, operation, ErrorRule.CODE_IN_BOUNDS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("ICE-ERR-04")
  void everyErrorIsServedAsJson(String operation, RunContext run) {
    audit(run, operation, ErrorRule.SERVED_AS_JSON);
  }

  static Stream<String> erringOperations(RunContext run) {
    return ResponseAudit.erringOperations(run);
  }

  private static void audit(RunContext run, String operation, ErrorRule rule) {
    ResponseAudit.verifyErrors(run, operation, rule::judges, rule::holds, rule.rule(), rule::found);
  }
}
